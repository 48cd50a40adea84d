import TableSpecDiagnostics
import TableSpecModel

/// The keys one kind of mapping knows, as UTF-8 bytes, so a key is recognised straight from
/// the YAML tree's bytes without making a `String` for it.
///
/// Built from `SpecObject.keys`, the one list the schema also reads; a test checks that every
/// name there has a `SpecKeyName`, or for the row keys a slot.
final class KeyTable: Sendable {
    let object: SpecObject
    let keys: ByteNameTable<SpecKeyName>
    /// The names, for suggesting the nearest one to an unknown key.
    let names: [String]
    /// For a row, a prototype or `defaults`: the row keys it allows, by name, to their slots
    /// (`RowKeys.all`); the decoder reads row keys through their declarations, not by name.
    let rowKeys: ByteNameTable<UInt8>

    init(_ object: SpecObject) {
        self.object = object
        names = object.keyNames
        let rowKeys = object.rowKeys
        self.rowKeys = ByteNameTable(rowKeys.map { ($0.name, $0.slot) })
        // A row key needs no `SpecKeyName`: the decoder reads it through its declaration.
        keys = rowKeys.isEmpty ? ByteNameTable(names.compactMap { name in SpecKeyName(rawValue: name).map { (name, $0) } }) : ByteNameTable([])
    }

    static let table = KeyTable(.table)
    static let section = KeyTable(.section)
    static let row = KeyTable(.row)
    static let prototype = KeyTable(.prototype)
    static let defaults = KeyTable(.defaults)
    static let editing = KeyTable(.editing)
    static let items = KeyTable(.items)
    static let swipe = KeyTable(.swipe)
    static let action = KeyTable(.action)
    static let localization = KeyTable(.localization)
    static let values = KeyTable(.values)
    static let validate = KeyTable(.validate)
    static let search = KeyTable(.search)
    static let empty = KeyTable(.empty)
    static let emptyAction = KeyTable(.emptyAction)

    static func of(_ object: SpecObject) -> KeyTable {
        switch object {
        case .table: table
        case .section: section
        case .row: row
        case .prototype: prototype
        case .defaults: defaults
        case .editing: editing
        case .items: items
        case .swipe: swipe
        case .action: action
        case .localization: localization
        case .values: values
        case .validate: validate
        case .search: search
        case .empty: empty
        case .emptyAction: emptyAction
        }
    }
}
