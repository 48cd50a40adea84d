public import Foundation

/// A form value's id and Swift type, generated as the table's `Keys` (`General.Keys.textSize` is a
/// `TableKey<General, Int>`): read a value as its type from the content, an event or UserDefaults, without
/// matching on `TableValue`.
public nonisolated struct TableKey<Table: TableDefinition, Value: TableStorable>: Hashable, Sendable {
    /// The row whose value it is.
    public let id: Table.RowID

    public init(_ id: Table.RowID) {
        self.id = id
    }

    /// The UserDefaults key the value is kept under, for a form kept there (`values: { store: userDefaults }`).
    public var name: String? {
        Table.valueStorage?.keys[id]
    }

    /// The value as UserDefaults holds it now, for a form kept there; nil when nothing is stored or registered.
    public var storedValue: Value? {
        guard let storage = Table.valueStorage, let name, let object = storage.defaults.object(forKey: name),
            let control = TableValueStorage<Table>.declaredControls()[id]
        else { return nil }
        return TableValueStorage<Table>.value(of: object, for: control).flatMap(Value.init(tableValue:))
    }
}

/// A Swift type a form value has: Bool, Int, Double, String (a text, or an option's key) and Date.
public nonisolated protocol TableStorable: Hashable, Sendable {
    /// The value, or nil when `tableValue` is of another kind.
    init?(tableValue: TableValue)
    var tableValue: TableValue { get }
}

nonisolated extension Bool: TableStorable {
    public init?(tableValue: TableValue) {
        guard case .bool(let value) = tableValue else { return nil }
        self = value
    }
    public var tableValue: TableValue { .bool(self) }
}

nonisolated extension Int: TableStorable {
    public init?(tableValue: TableValue) {
        guard case .int(let value) = tableValue else { return nil }
        self = value
    }
    public var tableValue: TableValue { .int(self) }
}

nonisolated extension Double: TableStorable {
    /// A Double reads an `int` too: a slider's value is a number whatever its step.
    public init?(tableValue: TableValue) {
        guard let value = tableValue.number else { return nil }
        self = value
    }
    public var tableValue: TableValue { .double(self) }
}

nonisolated extension String: TableStorable {
    public init?(tableValue: TableValue) {
        guard case .text(let value) = tableValue else { return nil }
        self = value
    }
    public var tableValue: TableValue { .text(self) }
}

nonisolated extension Date: TableStorable {
    public init?(tableValue: TableValue) {
        guard case .date(let value) = tableValue else { return nil }
        self = value
    }
    public var tableValue: TableValue { .date(self) }
}

nonisolated extension TableContent {
    /// The value of a form row, as its type; nil when it has none.
    public subscript<Value>(key: TableKey<Table, Value>) -> Value? {
        values[key.id].flatMap(Value.init(tableValue:))
    }

    /// Sets the value of a form row, as `setValue(_:for:)` does.
    public mutating func setValue<Value>(_ value: Value?, for key: TableKey<Table, Value>) {
        setValue(value?.tableValue, for: key.id)
    }
}

nonisolated extension TableRowEvent {
    /// The row's value as the key's type, when the event is about that row.
    public func value<Value>(_ key: TableKey<Table, Value>) -> Value? {
        guard row.id == key.id else { return nil }
        return row.value.flatMap(Value.init(tableValue:))
    }
}
