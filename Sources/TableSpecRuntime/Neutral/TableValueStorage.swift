public import Foundation

/// A form kept in UserDefaults (the spec's `values: { store: userDefaults }`): the suite and each form row's
/// key. The data sources read the values from it when they show the table and whenever UserDefaults changes
/// (another screen, the Settings app, an app extension in the same group), and write each change the user makes.
///
/// UserDefaults holds property-list values: a switch's value is a Bool, a stepper's or slider's an Int or a
/// Double, a text field's a String, a picker's or segmented control's the chosen option's key, and a date
/// picker's a Double, its seconds since the reference date (`Date.timeIntervalSinceReferenceDate`), which is
/// also what `@AppStorage`, which has no `Date` form, can hold.
public nonisolated struct TableValueStorage<Table: TableDefinition>: Sendable {
    /// The suite (an app group); nil for the standard defaults.
    public let suiteName: String?
    /// Each form row's key, by row id.
    public let keys: [Table.RowID: String]

    public init(suiteName: String? = nil, keys: [Table.RowID: String]) {
        self.suiteName = suiteName
        self.keys = keys
    }

    /// The defaults the values are kept in: the suite's, or the standard ones. UserDefaults is thread-safe;
    /// it is made where it is used, since it is not `Sendable` everywhere.
    public var defaults: UserDefaults {
        suiteName.flatMap(UserDefaults.init(suiteName:)) ?? .standard
    }

    /// Registers the spec's values as the defaults' fallbacks (`UserDefaults.register(defaults:)`), so that
    /// what the app reads before the user changes anything is the spec's `default`. Call it once at launch,
    /// as `General.registerDefaults()`.
    public func registerDefaults() {
        var fallbacks: [String: Any] = [:]
        for (id, value) in TableContent<Table>().values {
            if let key = keys[id], let object = Self.propertyListValue(value) { fallbacks[key] = object }
        }
        defaults.register(defaults: fallbacks)
    }

    /// The stored value of each row that has one, as its control holds it; a stored value the control cannot
    /// hold (another type, an option that is gone) is left out, so the row keeps the value it has.
    public func storedValues() -> [Table.RowID: TableValue] {
        let defaults = defaults
        let controls = Self.declaredControls()
        var values: [Table.RowID: TableValue] = [:]
        for (id, key) in keys {
            guard let control = controls[id], let object = defaults.object(forKey: key),
                let value = Self.value(of: object, for: control)
            else { continue }
            values[id] = value
        }
        return values
    }

    /// The content with the stored values set, as each control takes them, and its rows shown and hidden once
    /// for all of them. Returns whether any value changed.
    @discardableResult
    public func read(into content: inout TableContent<Table>) -> Bool {
        let changed = storedValues().filter { content.values[$0.key] != $0.value }
        content.setValues(changed)
        return !changed.isEmpty
    }

    /// Keeps a row's value under its key; nil removes it, so the spec's registered default shows again.
    public func write(_ value: TableValue?, for id: Table.RowID) {
        guard let key = keys[id] else { return }
        if let value, let object = Self.propertyListValue(value) {
            defaults.set(object, forKey: key)
        } else {
            defaults.removeObject(forKey: key)
        }
    }

    // MARK: - Property-list values

    /// A value as UserDefaults keeps it.
    static func propertyListValue(_ value: TableValue) -> Any? {
        switch value {
        case .bool(let flag): flag
        case .int(let number): number
        case .double(let number): number
        case .text(let text): text
        case .date(let date): date.timeIntervalSinceReferenceDate
        }
    }

    /// A stored object as a control holds it, or nil when it is of another type.
    static func value(of object: Any, for control: TableRowControl<Table>) -> TableValue? {
        let candidate: TableValue?
        switch control {
        case .switch:
            candidate = (object as? Bool).map(TableValue.bool)
        case .textField, .segmented, .picker:
            candidate = (object as? String).map(TableValue.text)
        case .stepper, .slider:
            candidate = (object as? Int).map(TableValue.int) ?? (object as? Double).map(TableValue.double)
        case .datePicker:
            candidate = (object as? Double).map { .date(Date(timeIntervalSinceReferenceDate: $0)) } ?? (object as? Date).map(TableValue.date)
        }
        return candidate.flatMap(control.accepted)
    }

    /// The spec's form rows' controls, by id.
    static func declaredControls() -> [Table.RowID: TableRowControl<Table>] {
        var controls: [Table.RowID: TableRowControl<Table>] = [:]
        for section in Table.declaredSections {
            for row in section.rows {
                if let id = row.id, let control = row.control { controls[id] = control }
            }
        }
        return controls
    }
}

nonisolated extension TableDefinition {
    /// Registers the spec's values as UserDefaults' fallbacks, for a form kept there: call it once at launch, so
    /// that code reading the defaults before the form is first shown sees the spec's `default`s. Does nothing
    /// for a form whose values the app keeps.
    public static func registerDefaults() {
        valueStorage?.registerDefaults()
    }
}
