// swift-format-ignore-file
// Generated from Sources/TableSpecRuntime by EmbeddedRuntimeTests. DO NOT EDIT.


/// The sources of `TableSpecRuntime`, in path order, for `--embed-runtime`. Made from `Sources/TableSpecRuntime`
/// by `EmbeddedRuntimeTests` (run them with `TABLESPEC_UPDATE_GOLDENS=1` after changing the runtime), which fail
/// when this file and the library differ.
enum EmbeddedRuntimeSources {
    static let files: [(path: String, text: String)] = [
        (path: "Neutral/Identities.swift", text: #"""
/// What a row is known by across updates; see `TableRowIdentity`.
public nonisolated enum TableRowKey<Table: TableDefinition>: Hashable, Sendable {
    /// A row with an `id`.
    case id(Table.RowID)
    /// A dynamic row, by its item's key: the model's `items.id` field, or the whole item.
    case item(Table.RowItem.Key)
    /// An inline picker's option row, by the picker row's id and the option's key.
    case option(Table.RowID, String)
    /// Any other row, by its text.
    case text(String?)
}

/// A row's identity in a snapshot: its key, and how many earlier rows of the table have the same key. Unique
/// even when data repeats, and stable while the rows before it keep their keys.
public nonisolated struct TableRowIdentity<Table: TableDefinition>: Hashable, Sendable {
    public var key: TableRowKey<Table>
    public var occurrence: Int

    public init(key: TableRowKey<Table>, occurrence: Int = 0) {
        self.key = key
        self.occurrence = occurrence
    }
}

/// A section's identity in a snapshot: its id, the spec section it comes from and, for a grouped section, its
/// group, then how many earlier sections share those. Its titles are not part of it: a section whose header
/// or footer changes is the same section, reloaded, not a new one.
public nonisolated struct TableSectionIdentity<Table: TableDefinition>: Hashable, Sendable {
    /// The section's id, if it has one.
    public var id: Table.SectionID?
    /// The spec section it comes from.
    public var declaredIndex: Int
    /// The group a grouped section gathers.
    public var group: String?
    /// How many earlier sections have the same id, spec section and group.
    public var occurrence: Int

    /// The identity of `section`, before repeats are counted.
    public init(_ section: TableSection<Table>) {
        self.id = section.id
        self.declaredIndex = section.declaredIndex
        self.group = section.group
        self.occurrence = 0
    }
}

/// Every section and row of a snapshot with its identity, in order (`TableContent.identities`): what a diffable
/// data source's snapshot is made of.
public typealias TableIdentities<Table: TableDefinition> = [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])]

/// A row the user acted on: what every callback carries, so a row with an id, a dynamic row and a plain row
/// are heard the same way.
public nonisolated struct TableRowEvent<Table: TableDefinition>: Equatable, Sendable {
    /// The row as it is after the event.
    public var row: TableRow<Table>
    /// Where the row is; for a deleted row, where it was.
    public var position: TableRowPosition
    /// The row's id, when it has one.
    public var id: Table.RowID? { row.id }
    /// The item a dynamic row shows.
    public var item: Table.RowItem? { row.item }
    /// The table selecting the row opens, when it opens one.
    public var opens: Table.OpenedTable? { row.opens }
    /// The storyboard segue identifier the row stands for (`segue`), for code that keyed on it in
    /// `prepare(for:sender:)`.
    public var segue: String? { row.segue }

    public init(row: TableRow<Table>, position: TableRowPosition) {
        self.row = row
        self.position = position
    }
}

/// What the user changed in the table's content.
public nonisolated enum TableContentChange<Table: TableDefinition>: Equatable, Sendable {
    /// The user deleted a row; the event has where it was.
    case deleted(TableRowEvent<Table>)
    /// The user inserted a row through an insert control.
    case inserted(TableRowEvent<Table>)
    /// The user moved a row.
    case moved(TableRowEvent<Table>, from: TableRowPosition)
    /// The user tapped a row of a checkmark list; these rows' checkmarks changed, in order.
    case checkmarks([TableRowEvent<Table>])
    /// The user flipped a row's switch; `row.isOn` is its new state.
    case switched(TableRowEvent<Table>)
    /// The user changed the value of a form row other than a switch (typed a text, stepped, slid, chose an
    /// option or a date); `row.value` is the new value, as the row's control took it.
    case valueChanged(TableRowEvent<Table>)
}
"""#),
        (path: "Neutral/InitialGrouping.swift", text: ##"""
internal import Foundation

/// The platform-neutral rule of `groupBy: initial`: one section per initial of the rows' text that has rows,
/// A to Z, then "#". It does not depend on the locale, it is the rule the previews draw, and it agrees with
/// `UILocalizedIndexedCollation` for English on Latin text; on a device the UIKit data source regroups the
/// rows with the collation itself.
public nonisolated enum InitialGrouping {
    /// Splits rows into one section per initial of their text, each made from `template` with the initial as
    /// its group and header, and its rows sorted by `sortedByText(_:)`.
    public static func sections<Table>(_ rows: [TableRow<Table>], like template: TableSection<Table>) -> [TableSection<Table>] {
        var groups: [String: [TableRow<Table>]] = [:]
        for row in rows {
            groups[initial(of: row.text ?? ""), default: []].append(row)
        }
        return groups.sorted { initialPrecedes($0.key, $1.key) }.map { group in
            var section = template
            section.group = group.key
            section.header = group.key
            // A group of a folded section starts folded: its rows go where a fold keeps them.
            let isCollapsed = section.isCollapsed
            section.isCollapsed = false
            section.rows = sortedByText(group.value)
            section.isCollapsed = isCollapsed
            return section
        }
    }

    /// The section a text goes under: the first letter of its sort key when it starts with a letter that folds
    /// to A to Z (É under E, ß under S, Ø under O, lower case with upper case), else "#" (digits, spaces,
    /// punctuation, other scripts such as Cyrillic or CJK, emoji, empty text).
    public static func initial(of text: String) -> String {
        guard let first = text.first, first.isLetter, let letter = sortKey(of: String(first)).unicodeScalars.first else {
            return "#"
        }
        return letter.isASCII && letter.properties.isAlphabetic ? String(letter) : "#"
    }

    /// Section titles in order: A to Z, with "#" last.
    public static func initialPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        if lhs == "#" || rhs == "#" {
            return rhs == "#" && lhs != "#"
        }
        return lhs < rhs
    }

    /// Rows in the order of their text: by `sortKey(of:)`, then by the lowercased text (an unaccented word before
    /// an accented one), then lower case before upper case; rows with the same text keep their order. The
    /// comparisons are the standard library's, so the order does not depend on the locale.
    public static func sortedByText<Table>(_ rows: [TableRow<Table>]) -> [TableRow<Table>] {
        let texts = rows.map { $0.text ?? "" }
        let keys = texts.map(sortKey(of:))
        let lowered = texts.map { $0.lowercased() }
        let order = rows.indices.sorted { lhs, rhs in
            if keys[lhs] != keys[rhs] {
                return keys[lhs] < keys[rhs]
            }
            if lowered[lhs] != lowered[rhs] {
                return lowered[lhs] < lowered[rhs]
            }
            if texts[lhs] != texts[rhs] {
                return texts[lhs] > texts[rhs]
            }
            return lhs < rhs
        }
        return order.map { rows[$0] }
    }

    /// A text as it sorts: each character without case and accents, uppercased (ß becomes SS), and the Latin
    /// letters folding leaves alone spelled by `latinSpelling(of:)`.
    public static func sortKey(of text: String) -> String {
        var key = ""
        for character in text {
            for letter in String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased().unicodeScalars {
                key += latinSpelling(of: letter) ?? String(letter)
            }
        }
        return key
    }

    /// Latin letters that folding leaves as they are, spelled as English collation files and sorts them (Æ as AE,
    /// Ø as O, Ł as L). Letters it sorts after Z, such as Þ, and phonetic letters go under "#".
    static func latinSpelling(of letter: Unicode.Scalar) -> String? {
        switch letter {
        case "Æ": "AE"
        case "Ð", "Đ": "D"
        case "Ø", "Ɔ": "O"
        case "Ħ": "H"
        case "Ĳ": "IJ"
        case "Ŀ", "Ł": "L"
        case "Ŋ": "N"
        case "Œ": "OE"
        case "Ŧ": "T"
        case "Ə", "Ɛ": "E"
        case "Ǆ", "Ǳ": "DZ"
        case "Ǉ": "LJ"
        case "Ǌ": "NJ"
        default: nil
        }
    }
}
"""##),
        (path: "Neutral/LocalizedText.swift", text: #"""
public import Foundation
#if !canImport(Darwin)
// Where Foundation itself lacks the localization API, a UIKit or SwiftUI that re-exports it brings it.
#if canImport(UIKit)
public import UIKit
#elseif canImport(SwiftUI)
public import SwiftUI
#endif
#endif

/// Where a localized table's strings are looked up (the spec's `localization`): the strings table, which
/// is the String Catalog `tablespec generate` writes beside the Swift, and the bundle that holds it.
public nonisolated struct TableLocalization: Sendable {
    /// The strings table: `Preferences` for `Preferences.xcstrings`.
    public var table: String
    /// Where the table is: the app's main bundle, or a package's `Bundle.module`.
    public var bundle: @Sendable () -> Bundle

    public init(table: String, bundle: @escaping @Sendable () -> Bundle) {
        self.table = table
        self.bundle = bundle
    }
}

/// A string of the spec's as the table's String Catalog has it. Rows, sections and actions keep it beside
/// the text they show, until the app sets that text: UIKit shows `string`, in the app's language; a SwiftUI
/// view shows `resource`, which it looks up in its `\.locale`.
public nonisolated struct TableLocalizedText<Table: TableDefinition>: Equatable, Sendable {
    /// The key in the strings table.
    public let key: StaticString
    /// The spec's text: shown wherever the strings table has no entry; a template's fields are its arguments.
    public let defaultValue: LocalizableValue
    /// What the String Catalog tells translators about the string.
    public let comment: StaticString

    public init(_ key: StaticString, defaultValue: LocalizableValue, comment: StaticString) {
        self.key = key
        self.defaultValue = defaultValue
        self.comment = comment
    }

    /// The string in the app's language, as UIKit shows it.
    public var string: String {
        #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
        guard let localization = Table.localization else {
            return defaultValue.text
        }
        return String(
            localized: key,
            defaultValue: defaultValue.localizationValue,
            table: localization.table,
            bundle: localization.bundle(),
            comment: comment
        )
        #else
        // Without Foundation's localization API (Linux) there is no catalog to look in.
        return defaultValue.text
        #endif
    }

    #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
    /// The string for SwiftUI's `Text`, which looks it up in the view's `\.locale`.
    ///
    /// The bundle is described by its URL: the initializer that takes a `Bundle` itself came with Xcode 26's SDK
    /// (Foundation's `#bundle`), and the runtime builds with Xcode 16.3 too.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public var resource: LocalizedStringResource {
        let bundle = Table.localization?.bundle() ?? Bundle.main
        return LocalizedStringResource(
            key,
            defaultValue: defaultValue.localizationValue,
            table: Table.localization?.table,
            bundle: bundle == Bundle.main ? .main : .atURL(bundle.bundleURL),
            comment: comment
        )
    }
    #endif

    /// The same string: the same value and key. A `StaticString` is not `Equatable`; its bytes are compared.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.defaultValue == rhs.defaultValue else {
            return false
        }
        return lhs.key.withUTF8Buffer { left in
            rhs.key.withUTF8Buffer { right in left.elementsEqual(right) }
        }
    }
}

/// A text of the spec's: as written, or, in a localized table, its string looked up with the string kept
/// beside it, so a SwiftUI view can show it in its own locale.
public nonisolated struct TableText<Table: TableDefinition>: Equatable, Sendable {
    /// The text as UIKit shows it.
    public var string: String
    /// The spec's string behind `string`, in a localized table.
    public var localized: TableLocalizedText<Table>?

    public init(_ string: String) {
        self.string = string
        self.localized = nil
    }

    public init(localized: TableLocalizedText<Table>) {
        self.string = localized.string
        self.localized = localized
    }
}

/// A string's text in the spec's language, written as a string literal; a template interpolates its item's
/// fields, each an argument of the format string the catalog holds (`%@`, `%lld`, `%lf`).
/// `String.LocalizationValue` records the same but is not `Sendable`, so a row could not carry it.
public nonisolated struct LocalizableValue: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A literal run of text, or an argument.
    public nonisolated enum Part: Equatable, Sendable {
        case literal(String)
        case string(String)
        case integer(Int)
        case double(Double)
    }

    /// The runs and arguments, in order.
    public private(set) var parts: [Part]

    public init(stringLiteral value: String) {
        parts = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// A value built from its runs and arguments at run time, as a stepper's detail is around its number.
    init(parts: [Part]) {
        self.parts = parts
    }

    /// Collects a literal's runs and arguments: a `String`, an `Int` or a `Double` (the fields a model can
    /// have; a `Bool` is interpolated as its text).
    public nonisolated struct StringInterpolation: StringInterpolationProtocol, Sendable {
        public private(set) var parts: [Part] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            parts.append(.literal(literal))
        }

        public mutating func appendInterpolation(_ value: String) {
            parts.append(.string(value))
        }

        public mutating func appendInterpolation(_ value: Int) {
            parts.append(.integer(value))
        }

        public mutating func appendInterpolation(_ value: Double) {
            parts.append(.double(value))
        }
    }

    /// Whether a template's fields are in it: only then is it a format string (`%lld items`); without them the
    /// text is plain, as a string literal is, and a `%` in it is not a conversion.
    public var hasArguments: Bool {
        parts.contains { if case .literal = $0 { false } else { true } }
    }

    /// The text with its arguments in place, as written: what shows where nothing is looked up.
    public var text: String {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .string(let value): text += value
            case .integer(let value): text += String(value)
            case .double(let value): text += String(value)
            }
        }
        return text
    }

    #if canImport(Darwin) || canImport(UIKit) || canImport(SwiftUI)
    /// Foundation's value, from the same runs and arguments: the same format string, so the same catalog entry.
    var localizationValue: String.LocalizationValue {
        guard hasArguments else {
            return String.LocalizationValue(text)
        }
        var interpolation = String.LocalizationValue.StringInterpolation(literalCapacity: 0, interpolationCount: parts.count)
        for part in parts {
            switch part {
            case .literal(let literal): interpolation.appendLiteral(literal)
            case .string(let value): interpolation.appendInterpolation(value)
            case .integer(let value): interpolation.appendInterpolation(value)
            case .double(let value): interpolation.appendInterpolation(value)
            }
        }
        return String.LocalizationValue(stringInterpolation: interpolation)
    }
    #endif
}
"""#),
        (path: "Neutral/PayloadReader.swift", text: #"""
/// Walks the payload of a large table (its static sections, or a sample list of more than 200
/// items) straight over the literal's UTF-8 bytes, so decoding at first use costs milliseconds.
///
/// A generated file writes such a table as one `StaticString` of lines, one per section (`S`),
/// row (`R`) or item, each a run of tab-led fields: a tag byte, then the value up to the next tab
/// or line break. The generated decoder switches over the tags; this reader hands it the lines
/// and fields and turns a field's bytes into a value. It allocates nothing per line or field,
/// and a text without escapes becomes a `String` in one step.
///
/// One copy for every table, in the runtime: the decoders live in the generated files, which
/// only call these functions.
@_spi(Generated)
public nonisolated struct PayloadReader {
    /// The payload's bytes, valid while `read(_:_:)` runs.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    /// Runs `decode` with a reader over `payload`'s UTF-8 bytes, which stay where the binary
    /// holds them for the whole decode: no copy and no UTF-8 check.
    public static func read<Value>(_ payload: StaticString, _ decode: (inout PayloadReader) -> Value) -> Value {
        payload.withUTF8Buffer { bytes in
            var reader = PayloadReader(bytes: bytes)
            return decode(&reader)
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The next line's kind byte (`S`, `R`, …), or nil at the end. Read the line's fields before
    /// asking again.
    public mutating func nextLine() -> UInt8? {
        guard position < bytes.count else { return nil }
        position += 1
        return bytes[position - 1]
    }

    /// The line's next field: its tag and where its value is; nil at the end of the line, which
    /// it steps over.
    public mutating func nextField() -> (tag: UInt8, value: Range<Int>)? {
        guard position < bytes.count else { return nil }
        guard bytes[position] == Self.tab, position + 1 < bytes.count else {
            position += 1
            return nil
        }
        let tag = bytes[position + 1]
        let start = position + 2
        position = start
        while position < bytes.count, bytes[position] != Self.tab, bytes[position] != Self.lineBreak {
            position += 1
        }
        return (tag, start..<position)
    }

    /// A text field: its bytes as they are, or, when it starts with a backslash, with `\\`, `\t`,
    /// `\n`, `\r` and `\u{hex}` undone (the writer escapes only texts that need it). Runs between
    /// escapes are copied whole.
    public func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty, bytes[range.lowerBound] == Self.backslash else {
            return String(decoding: bytes[range], as: UTF8.self)
        }
        var text = ""
        var start = range.lowerBound + 1
        var index = start
        let end = range.upperBound
        while index < end {
            guard bytes[index] == Self.backslash, index + 1 < end else {
                index += 1
                continue
            }
            text += String(decoding: bytes[start..<index], as: UTF8.self)
            let code = bytes[index + 1]
            index += 2
            switch code {
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "u"):
                // `\u{…}`: the braces hold the scalar's hex digits.
                var value: UInt32 = 0
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "}") {
                    value = value &* 16 &+ Self.hexValue(bytes[index])
                    index += 1
                }
                index += 1
                if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
            default:
                text.unicodeScalars.append(Unicode.Scalar(code))
            }
            start = index
        }
        if start < end { text += String(decoding: bytes[start..<end], as: UTF8.self) }
        return text
    }

    /// A number field, or nil for an empty one (automatic height); whole numbers are read
    /// without building a string.
    public func number(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        var whole = 0
        for index in range {
            let digit = Int(bytes[index]) - 48
            guard digit >= 0, digit <= 9 else { return Double(String(decoding: bytes[range], as: UTF8.self)) }
            whole = whole &* 10 &+ digit
        }
        return Double(whole)
    }

    /// A decimal integer field, perhaps negative.
    public func integer(_ range: Range<Int>) -> Int {
        var value = 0
        var sign = 1
        for index in range {
            if bytes[index] == UInt8(ascii: "-") {
                sign = -1
            } else {
                value = value &* 10 &+ (Int(bytes[index]) - 48)
            }
        }
        return sign &* value
    }

    /// A flag field: `1` is true.
    public func flag(_ range: Range<Int>) -> Bool {
        range.count == 1 && bytes[range.lowerBound] == UInt8(ascii: "1")
    }

    /// An enum case or id, written as its position among the cases: the position, if it is below
    /// `count`; otherwise nil, and the decoder keeps the default. Not generic, so it is compiled
    /// once, not once per enum.
    public func ordinal(_ range: Range<Int>, below count: Int) -> Int? {
        let index = integer(range)
        return index >= 0 && index < count ? index : nil
    }

    private static let tab = UInt8(ascii: "\t"), lineBreak = UInt8(ascii: "\n"), backslash = UInt8(ascii: "\\")

    private static func hexValue(_ byte: UInt8) -> UInt32 {
        switch byte {
        case 48...57: UInt32(byte - 48)
        case 65...70: UInt32(byte - 55)
        case 97...102: UInt32(byte - 87)
        default: 0
        }
    }
}
"""#),
        (path: "Neutral/RowActions.swift", text: #"""
/// A swipe action's background: a system colour (`systemIndigo` for `indigo`).
public nonisolated enum TableActionColor: CaseIterable, Hashable, Sendable {
    case red
    case orange
    case yellow
    case green
    case mint
    case teal
    case cyan
    case blue
    case indigo
    case purple
    case pink
    case brown
    case gray
}

/// One swipe or context-menu action of a row (an entry of the spec's `swipe` or `menu`).
public nonisolated struct TableRowAction<Table: TableDefinition>: Equatable, Sendable {
    /// The id the app is handed; nil for the built-in delete, which the data source performs itself.
    public var id: Table.ActionID?
    /// The button's or menu item's title. The built-in delete's is the row's `deleteConfirmation`, else "Delete".
    /// Setting it lets go of `localizedTitle`.
    public var title: String? {
        didSet { localizedTitle = nil }
    }
    /// The spec's string behind `title` in a localized table, until the app sets the title.
    public private(set) var localizedTitle: TableLocalizedText<Table>?
    /// The name of an SF Symbol on the button or beside the menu item.
    public var image: String?
    /// Drawn in red (`UIContextualAction.Style.destructive`, `UIMenuElement.Attributes.destructive`).
    public var isDestructive: Bool
    /// A swipe button's background; nil keeps UIKit's (gray, or red when destructive).
    public var color: TableActionColor?

    /// The built-in delete: removes the row from the content, animated, as an editing delete does.
    public static var delete: Self { Self(id: nil, isDestructive: true) }

    public init(
        id: Table.ActionID?,
        title: String? = nil,
        localizedTitle: TableLocalizedText<Table>? = nil,
        image: String? = nil,
        isDestructive: Bool = false,
        color: TableActionColor? = nil
    ) {
        self.id = id
        self.title = localizedTitle?.string ?? title
        self.localizedTitle = localizedTitle
        self.image = image
        self.isDestructive = isDestructive
        self.color = color
    }
}

/// A row's swipe actions and context menu (the spec's `swipe` and `menu`).
public nonisolated struct TableRowActions<Table: TableDefinition>: Equatable, Sendable {
    /// The actions a swipe from the leading edge reveals; the first is nearest the edge.
    public var leading: [TableRowAction<Table>]
    /// The actions a swipe from the trailing edge reveals; the first is nearest the edge.
    public var trailing: [TableRowAction<Table>]
    /// Whether a full swipe performs the first action of the edge.
    public var performsFirstActionWithFullSwipe: Bool
    /// The context menu's actions, in order; empty shows no menu.
    public var menu: [TableRowAction<Table>]

    /// Whether the row can be swiped for actions of its own: UIKit then shows exactly these, on both edges.
    public var hasSwipeActions: Bool {
        !leading.isEmpty || !trailing.isEmpty
    }

    /// Whether the row has no actions of its own and keeps UIKit's full swipe.
    public var isEmpty: Bool {
        leading.isEmpty && trailing.isEmpty && menu.isEmpty && performsFirstActionWithFullSwipe
    }

    public init(
        leading: [TableRowAction<Table>] = [],
        trailing: [TableRowAction<Table>] = [],
        performsFirstActionWithFullSwipe: Bool = true,
        menu: [TableRowAction<Table>] = []
    ) {
        self.leading = leading
        self.trailing = trailing
        self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
        self.menu = menu
    }
}
"""#),
        (path: "Neutral/RowAppearance.swift", text: #"""
/// The table's style: UITableView.Style, and the list style a SwiftUI list shows.
public nonisolated enum TableStyle: CaseIterable, Hashable, Sendable {
    case plain
    case grouped
    case insetGrouped
}

/// UITableViewCell.CellStyle, plus `custom` for a cell class of the app's.
public nonisolated enum TableCellStyle: CaseIterable, Hashable, Sendable {
    case `default`
    case subtitle
    case value1
    case value2
    case custom

    /// The reuse identifier of a row in this style whose spec names none: `TableSpec.` and the style's name.
    public var defaultReuseIdentifier: String {
        switch self {
        case .default: "TableSpec.default"
        case .subtitle: "TableSpec.subtitle"
        case .value1: "TableSpec.value1"
        case .value2: "TableSpec.value2"
        case .custom: "TableSpec.custom"
        }
    }
}

/// How a row's text is drawn: as content (`normal`), or as an action, tinted (`button`) or in the system red
/// (`destructive`), the way iOS draws action rows.
public nonisolated enum RowRole: CaseIterable, Hashable, Sendable {
    case normal
    case button
    case destructive
}

/// UITableViewCell.AccessoryType.
public nonisolated enum CellAccessory: CaseIterable, Hashable, Sendable {
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

/// UITableViewCell.EditingStyle.
public nonisolated enum RowEditingStyle: CaseIterable, Hashable, Sendable {
    case none
    case delete
    case insert
}

/// How a section's rows share checkmarks: one (`exclusive`) or any number (`inclusive`).
public nonisolated enum TableSelectionList: CaseIterable, Hashable, Sendable {
    case exclusive
    case inclusive
}

/// A row's place: its section and its row within the section, as in an IndexPath.
public nonisolated struct TableRowPosition: Hashable, Comparable, Sendable {
    public var section: Int
    public var row: Int

    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: TableRowPosition, rhs: TableRowPosition) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }
}

/// One entry of the section index as the spec declares it (`index`); sections are counted in spec order.
public nonisolated enum TableIndexEntry: Hashable, Sendable {
    /// A title leading to a declared section.
    case title(String, section: Int)
    /// The group titles of a grouped dynamic section (`groupBy: initial`).
    case groups(section: Int)
}

/// The version of the runtime's API that generated code is written against. Every generated file names
/// it, so a file generated for another version fails to compile with the version it needs in the error,
/// instead of misbehaving. Regenerate the file with the `tablespec` of this runtime's release.
public nonisolated enum TableSpecRuntimeVersion_1 {}
"""#),
        (path: "Neutral/RowControl.swift", text: #"""
/// The control a form row shows (the spec's `control:`), with what the spec says of it. The row's value is
/// what the control shows and the user changes; its kind follows from the control (see `TableValue`).
public nonisolated enum TableRowControl<Table: TableDefinition>: Equatable, Sendable {
    /// A UISwitch (SwiftUI: `Toggle`), holding a `bool`.
    case `switch`
    /// A text field in the cell, beside the row's text, holding `text`.
    case textField(TableTextField<Table>)
    /// A UIStepper, whose value the row shows as its detail, by itself or in the spec's text around it
    /// (`detail: "{textSize} pt"`); `int` or `double`, as the range and step are.
    case stepper(TableNumberControl, detail: TableValueText<Table>? = nil)
    /// A UISlider across the cell, between its images; `int` or `double`, as the range and step are.
    case slider(TableNumberControl)
    /// A UISegmentedControl with one segment per option, holding the chosen option's key as `text`.
    case segmented([TableOption<Table>])
    /// A choice among options, holding the chosen option's key as `text`; the row shows its title.
    case picker([TableOption<Table>], style: TablePickerStyle)
    /// A UIDatePicker, holding a `date`.
    case datePicker(TableDatePicker)

    /// The control's kind, without what the spec says of it.
    public var kind: RowControl {
        switch self {
        case .switch: .switch
        case .textField: .textField
        case .stepper: .stepper
        case .slider: .slider
        case .segmented: .segmented
        case .picker: .picker
        case .datePicker: .datePicker
        }
    }

    /// The options of a segmented control or a picker; empty for any other control.
    public var options: [TableOption<Table>] {
        switch self {
        case .segmented(let options), .picker(let options, _): options
        default: []
        }
    }

    /// The value a user's change makes of `value`: a number clamped to the range and rounded to the step, in
    /// the control's kind; an option's key only if the control has the option; nil when the control cannot
    /// hold it. What every change from a control, an app or a saved state goes through, so the content never
    /// holds a value the control could not show.
    public func accepted(_ value: TableValue) -> TableValue? {
        switch (self, value) {
        case (.switch, .bool), (.textField, .text), (.datePicker, .date):
            return value
        case (.stepper(let numbers, _), _), (.slider(let numbers), _):
            return value.number.map(numbers.value)
        case (.segmented(let options), .text(let key)), (.picker(let options, _), .text(let key)):
            return options.contains { $0.key == key } ? value : nil
        default:
            return nil
        }
    }
}

/// The kinds of control a row can show: `TableRowControl` without its settings.
public nonisolated enum RowControl: CaseIterable, Hashable, Sendable {
    case `switch`
    case textField
    case stepper
    case slider
    case segmented
    case picker
    case datePicker
}

/// A stepper's or slider's numbers (`range`, `step`): the value stays in the range, on a step from its
/// minimum, and is an `int` when the range and step are whole numbers.
public nonisolated struct TableNumberControl: Hashable, Sendable {
    public var minimum: Double
    public var maximum: Double
    /// The step; nil for a slider that moves freely.
    public var step: Double?
    /// Whether the value is an `int`.
    public var isInteger: Bool
    /// A slider's image at its minimum end (`minImage`): an asset catalog image, else an SF Symbol.
    public var minimumImage: String?
    /// A slider's image at its maximum end (`maxImage`).
    public var maximumImage: String?

    public init(
        minimum: Double, maximum: Double, step: Double? = nil, isInteger: Bool = false,
        minimumImage: String? = nil, maximumImage: String? = nil
    ) {
        // A range written backwards is read forwards, so clamping below can never trap.
        self.minimum = Swift.min(minimum, maximum)
        self.maximum = Swift.max(minimum, maximum)
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.isInteger = isInteger
        self.minimumImage = minimumImage
        self.maximumImage = maximumImage
    }

    /// `number` in the range, on a step, in the control's kind. Not a number is the minimum.
    public func value(_ number: Double) -> TableValue {
        var number = number.isNaN ? minimum : Swift.min(Swift.max(number, minimum), maximum)
        if let step {
            number = minimum + ((number - minimum) / step).rounded() * step
            if number > maximum { number -= step }
        }
        if isInteger {
            // The range is whole numbers within Int's, so the rounded number is too.
            let rounded = number.rounded()
            return .int(rounded >= Double(Int.max) ? Int.max : (rounded <= Double(Int.min) ? Int.min : Int(rounded)))
        }
        return .double(number)
    }

    /// The value as a number for UIStepper and UISlider; the minimum for anything that is not a number.
    public func number(of value: TableValue?) -> Double {
        value?.number ?? minimum
    }
}

/// A text field's settings.
public nonisolated struct TableTextField<Table: TableDefinition>: Equatable, Sendable {
    /// What the empty field shows. Setting it lets go of `localizedPlaceholder`.
    public var placeholder: String? {
        didSet { localizedPlaceholder = nil }
    }
    /// The spec's string behind `placeholder`, until the app sets it.
    public private(set) var localizedPlaceholder: TableLocalizedText<Table>?
    /// The keyboard the field brings up.
    public var keyboard: TableKeyboard
    /// What the text is, for AutoFill and the keyboard's suggestions: UITextContentType's name.
    public var contentType: TableTextContentType?
    /// Whether the text is hidden as it is typed (a password).
    public var isSecure: Bool
    /// When the keyboard turns Shift on by itself (the spec's `autocapitalization`); `automatic` leaves it to the
    /// field's kind (see `effectiveAutocapitalization`).
    public var autocapitalization: TableAutocapitalization
    /// Whether the keyboard corrects spelling (the spec's `autocorrection`); nil leaves it to the field's kind
    /// (see `effectiveAutocorrects`).
    public var autocorrects: Bool?

    public init(
        placeholder: String? = nil, localizedPlaceholder: TableLocalizedText<Table>? = nil,
        keyboard: TableKeyboard = .default, contentType: TableTextContentType? = nil, isSecure: Bool = false,
        autocapitalization: TableAutocapitalization = .automatic, autocorrects: Bool? = nil
    ) {
        self.placeholder = localizedPlaceholder?.string ?? placeholder
        self.localizedPlaceholder = localizedPlaceholder
        self.keyboard = keyboard
        self.contentType = contentType
        self.isSecure = isSecure
        self.autocapitalization = autocapitalization
        self.autocorrects = autocorrects
    }
}

nonisolated extension TableTextField {
    /// Whether the text is an address or an account's name or code rather than words: unless the spec says
    /// otherwise, the keyboard then neither capitalizes nor corrects it, in UIKit's cell and SwiftUI's field alike.
    public var isAddress: Bool {
        keyboard.isAddress(with: contentType)
    }

    /// The capitalization the keyboard uses: the spec's, else none for an address and sentences for words
    /// (UIKit's own default for a text field). Never `automatic`.
    public var effectiveAutocapitalization: TableAutocapitalization {
        if autocapitalization != .automatic { return autocapitalization }
        return isAddress ? .none : .sentences
    }

    /// Whether the keyboard corrects spelling: the spec's choice, else false for an address, else nil, which
    /// leaves it to the system (UIKit's `.default`; SwiftUI's field with autocorrection not disabled).
    public var effectiveAutocorrects: Bool? {
        autocorrects ?? (isAddress ? false : nil)
    }
}

nonisolated extension TableKeyboard {
    /// Whether a field with this keyboard and content type holds an address, or an account's name or code.
    func isAddress(with contentType: TableTextContentType?) -> Bool {
        self == .email || self == .url
            || contentType.map { [.emailAddress, .url, .username, .password, .newPassword, .oneTimeCode].contains($0) } == true
    }
}

/// One option of a segmented control or a picker: its key, which is the value, and its title.
public nonisolated struct TableOption<Table: TableDefinition>: Equatable, Sendable {
    /// The value the option stands for, as the app and UserDefaults see it.
    public var key: String
    /// What the user sees. Setting it lets go of `localizedTitle`.
    public var title: String {
        didSet { localizedTitle = nil }
    }
    /// The spec's string behind `title`, until the app sets it.
    public private(set) var localizedTitle: TableLocalizedText<Table>?

    public init(_ key: String, title: String? = nil, localizedTitle: TableLocalizedText<Table>? = nil) {
        self.key = key
        self.title = localizedTitle?.string ?? title ?? key
        self.localizedTitle = localizedTitle
    }
}

/// How a picker shows its options (`pickerStyle`).
public nonisolated enum TablePickerStyle: CaseIterable, Hashable, Sendable {
    /// A pushed list with a checkmark on the chosen option; the row shows its title.
    case push
    /// A pop-up menu from the row.
    case menu
    /// The options as checkmark rows in place, under the row's text: each is a row of the content whose
    /// `choice` names the option (see `TableOptionChoice`).
    case inline
}

/// An inline picker's option as the checkmark row that shows it (`pickerStyle: inline`): the picker row's id and
/// the option's key. A generated row spells it `.option("never", of: .autoLock)`.
public nonisolated struct TableOptionChoice<Table: TableDefinition>: Hashable, Sendable {
    /// The id of the row whose value the option is.
    public var picker: Table.RowID
    /// The option's key: the value tapping the row gives the picker.
    public var key: String

    public init(picker: Table.RowID, key: String) {
        self.picker = picker
        self.key = key
    }

    public static func option(_ key: String, of picker: Table.RowID) -> Self {
        Self(picker: picker, key: key)
    }
}

/// A date picker's settings.
public nonisolated struct TableDatePicker: Hashable, Sendable {
    public var mode: TableDateMode
    public var style: TableDatePickerStyle
    /// The moment the picker starts at (the spec's `default`); nil starts at the moment the row is made.
    public var initial: TableDateDefault?

    public init(mode: TableDateMode = .dateAndTime, style: TableDatePickerStyle = .compact, initial: TableDateDefault? = nil) {
        self.mode = mode
        self.style = style
        self.initial = initial
    }
}

/// What a date picker picks (UIDatePicker.Mode).
public nonisolated enum TableDateMode: CaseIterable, Hashable, Sendable {
    case date
    case time
    case dateAndTime
}

/// How a date picker looks (UIDatePickerStyle).
public nonisolated enum TableDatePickerStyle: CaseIterable, Hashable, Sendable {
    /// A button that opens a calendar or clock: fits in the row beside its text.
    case compact
    /// The calendar in the cell, under the row's text.
    case inline
    /// Spinning wheels in the cell, under the row's text.
    case wheels
}

/// The keyboard a text field brings up (UIKeyboardType).
public nonisolated enum TableKeyboard: CaseIterable, Hashable, Sendable {
    case `default`
    case email
    case number
    case decimal
    case phone
    case url
}

/// When a text field's keyboard turns Shift on by itself: UITextAutocapitalizationType's cases, and `automatic`
/// for a spec that does not say, which the field's kind decides (`TableTextField.effectiveAutocapitalization`).
/// A case of its own rather than nil, so that `.none` written for a field means no capitals and never nil.
public nonisolated enum TableAutocapitalization: CaseIterable, Hashable, Sendable {
    case automatic
    case none
    case sentences
    case words
    case allCharacters
}

/// What a text field's text is, for AutoFill and suggestions: UITextContentType's members, by their names.
public nonisolated enum TableTextContentType: CaseIterable, Hashable, Sendable {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
    case jobTitle, organizationName
    case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode
    case telephoneNumber, emailAddress, url
    case creditCardNumber
    case username, password, newPassword, oneTimeCode
    case shipmentTrackingNumber, flightNumber, dateTime
}

/// The controls as a generated row spells them, one argument per setting the spec gives:
/// `.stepper(minimum: 10, maximum: 30, step: 1, isInteger: true)`.
nonisolated extension TableRowControl {
    public static func textField(
        placeholder: String? = nil, localizedPlaceholder: TableLocalizedText<Table>? = nil,
        keyboard: TableKeyboard = .default, contentType: TableTextContentType? = nil,
        isSecure: Bool = false, autocapitalization: TableAutocapitalization = .automatic,
        autocorrects: Bool? = nil
    ) -> Self {
        .textField(
            TableTextField(
                placeholder: placeholder, localizedPlaceholder: localizedPlaceholder, keyboard: keyboard,
                contentType: contentType, isSecure: isSecure, autocapitalization: autocapitalization,
                autocorrects: autocorrects))
    }

    public static func stepper(
        minimum: Double, maximum: Double, step: Double = 1, isInteger: Bool = false,
        detail: TableValueText<Table>? = nil
    ) -> Self {
        .stepper(TableNumberControl(minimum: minimum, maximum: maximum, step: step, isInteger: isInteger), detail: detail)
    }

    public static func slider(
        minimum: Double, maximum: Double, step: Double? = nil, isInteger: Bool = false,
        minimumImage: String? = nil, maximumImage: String? = nil
    ) -> Self {
        .slider(
            TableNumberControl(
                minimum: minimum, maximum: maximum, step: step, isInteger: isInteger,
                minimumImage: minimumImage, maximumImage: maximumImage))
    }

    public static func datePicker(
        mode: TableDateMode = .dateAndTime, style: TableDatePickerStyle = .compact,
        startingAt initial: TableDateDefault? = nil
    ) -> Self {
        .datePicker(TableDatePicker(mode: mode, style: style, initial: initial))
    }

    /// The value a row starts with when it is given none: a date picker's `default`, read now.
    var startingValue: TableValue? {
        guard case .datePicker(let picker) = self, let date = picker.initial?.date() else { return nil }
        return .date(date)
    }
}

nonisolated extension TableOption {
    /// An option as a generated row spells it: `.option("metric", title: "Metric")`.
    public static func option(_ key: String, title: String? = nil, localizedTitle: TableLocalizedText<Table>? = nil) -> Self {
        TableOption(key, title: title, localizedTitle: localizedTitle)
    }
}
"""#),
        (path: "Neutral/TableCondition.swift", text: #"""
internal import Foundation

/// How a condition compares two values.
public nonisolated enum TableComparison: Hashable, Sendable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
}

/// A condition over the table's values, from a row's or section's `hidden` or `disabled` in the spec:
/// `!wifi`, `units == imperial && textSize > 20`. The front end has checked it (names, kinds, option keys),
/// so a generated condition always compares like with like; one made by hand that compares unlike kinds, or
/// names a row without a value, is simply not met.
public nonisolated indirect enum TableCondition<Table: TableDefinition>: Hashable, Sendable {
    /// A value written in the spec: `true`, `20`, `"Home"`, or an option's key.
    case constant(TableValue)
    /// The value of the row with an id.
    case value(Table.RowID)
    /// `!condition`.
    case not(Self)
    /// `a && b && …`: met when every one is.
    case all([Self])
    /// `a || b || …`: met when any one is.
    case any([Self])
    /// `a == b`, `a < b`, …
    case compare(Self, TableComparison, Self)

    /// Whether the condition is met with `values`.
    public func isMet(in values: [Table.RowID: TableValue]) -> Bool {
        value(in: values)?.isTrue ?? false
    }

    /// The condition's value: a comparison or a logical operator is a `bool`; a row without a value is nil.
    func value(in values: [Table.RowID: TableValue]) -> TableValue? {
        switch self {
        case .constant(let value):
            return value
        case .value(let id):
            return values[id]
        case .not(let operand):
            return .bool(!operand.isMet(in: values))
        case .all(let operands):
            return .bool(operands.allSatisfy { $0.isMet(in: values) })
        case .any(let operands):
            return .bool(operands.contains { $0.isMet(in: values) })
        case .compare(let left, let comparison, let right):
            guard let left = left.value(in: values), let right = right.value(in: values) else {
                return .bool(false)
            }
            return .bool(Self.compare(left, comparison, right))
        }
    }

    /// Numbers compare by value whatever their kind; texts, dates and flags with their own kind. Unlike kinds
    /// are never equal and never ordered.
    private static func compare(_ left: TableValue, _ comparison: TableComparison, _ right: TableValue) -> Bool {
        let order: ComparisonResult?
        switch (left, right) {
        case (.text(let a), .text(let b)): order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.date(let a), .date(let b)): order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
        case (.bool(let a), .bool(let b)): order = a == b ? .orderedSame : nil
        default:
            if let a = left.number, let b = right.number {
                order = a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
            } else {
                order = nil
            }
        }
        switch comparison {
        case .equal: return order == .orderedSame
        case .notEqual: return order != .orderedSame
        case .less: return order == .orderedAscending
        case .lessOrEqual: return order == .orderedAscending || order == .orderedSame
        case .greater: return order == .orderedDescending
        case .greaterOrEqual: return order == .orderedDescending || order == .orderedSame
        }
    }

    /// The ids the condition reads.
    public var ids: Set<Table.RowID> {
        switch self {
        case .constant: []
        case .value(let id): [id]
        case .not(let operand): operand.ids
        case .all(let operands), .any(let operands): operands.reduce(into: []) { $0.formUnion($1.ids) }
        case .compare(let left, _, let right): left.ids.union(right.ids)
        }
    }
}
"""#),
        (path: "Neutral/TableContent.swift", text: #"""
/// The table's rows as they change: rows deleted, inserted and moved, checkmarks and switches set. A data
/// source keeps one and applies every edit to it, so what the table shows and what the app reads never drift
/// apart. Every method takes any position without trapping: one that is not in the table changes nothing.
public nonisolated struct TableContent<Table: TableDefinition>: Equatable, Sendable {
    /// The sections as they are now.
    public internal(set) var sections: [TableSection<Table>]
    /// The text above the first section: the spec's `header`, or what the app sets, such as a count that
    /// changes with the rows. Setting it lets go of `localizedHeader`.
    public var header: String? {
        didSet { localizedHeader = nil }
    }
    /// The spec's string behind `header` in a localized table, until the app sets the header.
    public private(set) var localizedHeader: TableLocalizedText<Table>?
    /// The text below the last section: the spec's `footer`, or what the app sets. Setting it lets go of
    /// `localizedFooter`.
    public var footer: String? {
        didSet { localizedFooter = nil }
    }
    /// The spec's string behind `footer` in a localized table, until the app sets the footer.
    public private(set) var localizedFooter: TableLocalizedText<Table>?
    /// The form rows' values, by row id: what their controls show, and what `hidden` and `disabled` conditions
    /// read. Change them with `setValue(_:for:)`, which shows and hides rows to match.
    public private(set) var values: [Table.RowID: TableValue]
    /// The form rows the user has changed, by id: an invalid value shows its message only once the user has
    /// edited it, not on a form that has just opened. The data sources mark them; an app may too, to show every
    /// message when the user tries to save.
    public private(set) var editedRows: Set<Table.RowID> = []
    /// The rows whose `hidden` condition the values meet, out of `sections` until they do not: each keeps its
    /// value, and goes back where the spec puts it.
    var hiddenRows: [HiddenRow] = []
    /// The sections whose `hidden` condition the values meet, with their rows.
    var hiddenSections: [TableSection<Table>] = []

    /// A row out of `sections` while its condition is met: the spec section it goes back to, and where it was.
    struct HiddenRow: Equatable, Sendable {
        var declaredIndex: Int
        var index: Int
        var row: TableRow<Table>
    }

    /// The content the spec declares, with every dynamic section empty.
    public init() {
        self.init(sections: Table.declaredSections)
    }

    /// Content with sections of your own, such as a saved state, under the spec's header and footer. Its values
    /// are those its rows with an id hold, and the spec's for values no row holds; the rows and sections they
    /// hide are left out.
    public init(sections: [TableSection<Table>]) {
        var values = Table.defaultValues
        for section in sections {
            for row in section.rows {
                if let id = row.id, let value = row.value { values[id] = value }
            }
        }
        self.init(sections: sections, values: values)
    }

    /// Content with sections and values of your own, such as a saved state, under the spec's header and footer;
    /// the rows and sections the values hide are left out.
    public init(sections: [TableSection<Table>], values: [Table.RowID: TableValue]) {
        self.sections = sections
        self.header = Table.declaredHeader?.string
        self.localizedHeader = Table.declaredHeader?.localized
        self.footer = Table.declaredFooter?.string
        self.localizedFooter = Table.declaredFooter?.localized
        self.values = values
        showAndHide()
    }

    public var numberOfSections: Int {
        sections.count
    }

    /// The number of rows in a section; 0 for a section that is not there.
    public func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    /// Whether a row is at `position`.
    public func contains(_ position: TableRowPosition) -> Bool {
        sections.indices.contains(position.section) && sections[position.section].rows.indices.contains(position.row)
    }

    /// The row at a position, or nil when there is none.
    public func row(at position: TableRowPosition) -> TableRow<Table>? {
        contains(position) ? sections[position.section].rows[position.row] : nil
    }

    /// The section at an index, or nil when there is none.
    public func section(at index: Int) -> TableSection<Table>? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where the row with an id is, if it is in the table.
    public func position(of id: Table.RowID) -> TableRowPosition? {
        for (section, entry) in sections.enumerated() {
            if let row = entry.rows.firstIndex(where: { $0.id == id }) {
                return TableRowPosition(section: section, row: row)
            }
        }
        return nil
    }

    /// The index of the section with an id, if it is in the table.
    public func section(of id: Table.SectionID) -> Int? {
        sections.firstIndex { $0.id == id }
    }

    // MARK: - Updates by id

    /// Changes the row with an id in place. Returns where it is, or nil when it is not shown: a hidden row, or a
    /// row of a folded section, is changed all the same, and shows the change when it comes back. Changing a
    /// `hidden` condition takes effect at the next value set.
    @discardableResult
    public mutating func updateRow(_ id: Table.RowID, _ change: (inout TableRow<Table>) -> Void) -> TableRowPosition? {
        if let position = position(of: id) {
            change(&sections[position.section].rows[position.row])
            return position
        }
        if let folded = sections.indices.first(where: { sections[$0].foldedRows.contains { $0.id == id } }),
            let row = sections[folded].foldedRows.firstIndex(where: { $0.id == id })
        {
            change(&sections[folded].foldedRows[row])
        } else if let index = hiddenRows.firstIndex(where: { $0.row.id == id }) {
            change(&hiddenRows[index].row)
        } else {
            for section in hiddenSections.indices {
                if let row = hiddenSections[section].rows.firstIndex(where: { $0.id == id }) {
                    change(&hiddenSections[section].rows[row])
                }
            }
        }
        return nil
    }

    /// Sets the detail text of the row with an id.
    @discardableResult
    public mutating func setDetail(_ detail: String?, for id: Table.RowID) -> TableRowPosition? {
        updateRow(id) { $0.detail = detail }
    }

    /// Sets the switch of the row with an id, and its value: rows and sections whose conditions read it show or
    /// hide. Returns where the row is, or nil when it is not shown.
    @discardableResult
    public mutating func setOn(_ isOn: Bool, for id: Table.RowID) -> TableRowPosition? {
        setValue(.bool(isOn), for: id)
        return position(of: id)
    }

    /// Sets the switch of the row at a position, and the value of a row with an id. Returns false, changing
    /// nothing, when no row is there.
    @discardableResult
    public mutating func setOn(_ isOn: Bool, at position: TableRowPosition) -> Bool {
        setValue(.bool(isOn), at: position)
    }

    /// Sets the value of the row at a position, as its control takes it (see `setValue(_:for:)`). Returns false,
    /// changing nothing, when no row is there or its control cannot hold the value.
    @discardableResult
    public mutating func setValue(_ value: TableValue, at position: TableRowPosition) -> Bool {
        guard let row = row(at: position), let accepted = row.control.map({ $0.accepted(value) }) ?? value else {
            return false
        }
        // The row at the position, even when another row shares its id.
        sections[position.section].rows[position.row].show(accepted)
        if let id = row.id {
            values[id] = accepted
            if case .picker(_, .inline)? = row.control { checkOptions(of: id) }
            showAndHide()
        }
        return true
    }

    // MARK: - Values

    /// Sets the value of the row with an id (nil removes it), then shows the rows and sections whose `hidden`
    /// conditions no longer hold and hides those whose now do. The row's control takes the value as a user's
    /// change would (see `TableRowControl.accepted(_:)`): a number is clamped and stepped, and a value the
    /// control cannot hold (a text for a switch, a key that is not an option) changes nothing. The row shows
    /// the value: a switch is on for `true`, a picker shows the chosen option's title.
    public mutating func setValue(_ value: TableValue?, for id: Table.RowID) {
        if assign(value, to: id) {
            showAndHide()
        }
    }

    /// Sets the values of several rows, as `setValue(_:for:)` sets each, and then shows and hides rows once: for
    /// a saved state, or values read from storage, whose rows show and hide one another only as a whole.
    public mutating func setValues(_ newValues: [Table.RowID: TableValue]) {
        var changed = false
        for (id, value) in newValues {
            changed = assign(value, to: id) || changed
        }
        if changed {
            showAndHide()
        }
    }

    /// Gives the row with an id a value as its control takes it, shown or hidden, without showing or hiding
    /// rows. Returns false, changing nothing, when the control cannot hold the value.
    private mutating func assign(_ value: TableValue?, to id: Table.RowID) -> Bool {
        var accepted = value
        var rejected = false
        var isInlinePicker = false
        updateRow(id) { row in
            if let value, let control = row.control {
                accepted = control.accepted(value)
                rejected = accepted == nil
            }
            if case .picker(_, .inline)? = row.control { isInlinePicker = true }
            if !rejected { row.show(accepted) }
        }
        guard !rejected else {
            return false
        }
        values[id] = accepted
        if isInlinePicker { checkOptions(of: id) }
        return true
    }

    /// Puts the checkmark of an inline picker's options on the row of its value, shown or hidden.
    private mutating func checkOptions(of picker: Table.RowID) {
        let chosen = values[picker]
        func check(_ row: inout TableRow<Table>) {
            if let choice = row.choice, choice.picker == picker { row.isChecked = chosen == .text(choice.key) }
        }
        for section in sections.indices {
            for row in sections[section].rows.indices { check(&sections[section].rows[row]) }
            for row in sections[section].foldedRows.indices { check(&sections[section].foldedRows[row]) }
        }
        for index in hiddenRows.indices { check(&hiddenRows[index].row) }
        for section in hiddenSections.indices {
            for row in hiddenSections[section].rows.indices { check(&hiddenSections[section].rows[row]) }
        }
    }

    /// The value of the row with an id, shown or hidden.
    public func value(for id: Table.RowID) -> TableValue? {
        values[id]
    }

    // MARK: - Validation

    /// Records that the user has edited the row with an id, so an invalid value shows its message.
    public mutating func markEdited(_ id: Table.RowID) {
        editedRows.insert(id)
    }

    /// Marks every form row with rules as edited: every invalid value shows its message, as when the user tries
    /// to save a form that is not yet valid.
    public mutating func markAllEdited() {
        for section in sections {
            for row in section.rows where row.validation != nil {
                if let id = row.id { editedRows.insert(id) }
            }
        }
    }

    /// Whether every shown row's value meets its rules (`validate`): what a Save button is enabled by. A hidden
    /// row does not count.
    public var isValid: Bool {
        !sections.contains { section in section.rows.contains { $0.validation?.problem(with: $0.value) != nil } }
    }

    /// The message a row shows under its value: its problem, once the user has edited it; nil otherwise.
    public func shownProblem(for row: TableRow<Table>) -> String? {
        guard let id = row.id, editedRows.contains(id) else { return nil }
        return row.validation?.problem(with: row.value)
    }

    /// Whether a row is disabled: its `disabled` condition holds with the values.
    public func isDisabled(_ row: TableRow<Table>) -> Bool {
        row.disabled?.isMet(in: values) ?? false
    }

    /// Moves the sections and rows whose `hidden` condition holds out of `sections`, and those whose no longer
    /// holds back to where the spec puts them: sections by their spec section, rows by their place among the
    /// spec's rows of their section (a row the spec does not declare goes back to the index it left). A row
    /// hidden from a section that is itself hidden waits for the section.
    private mutating func showAndHide() {
        // Only a condition hides anything: without one, and with nothing hidden, there is nothing to do.
        guard !hiddenRows.isEmpty || !hiddenSections.isEmpty || sections.contains(where: Self.hasConditions) else {
            return
        }
        // Sections.
        var index = sections.count - 1
        while index >= 0 {
            if sections[index].hidden?.isMet(in: values) == true {
                hiddenSections.append(sections.remove(at: index))
            }
            index -= 1
        }
        var waiting: [TableSection<Table>] = []
        for section in hiddenSections {
            if section.hidden?.isMet(in: values) == true {
                waiting.append(section)
            } else {
                let at = sections.firstIndex { $0.declaredIndex > section.declaredIndex } ?? sections.count
                sections.insert(section, at: at)
            }
        }
        hiddenSections = waiting
        // Rows of the shown sections.
        for section in sections.indices {
            var row = sections[section].rows.count - 1
            while row >= 0 {
                if sections[section].rows[row].hidden?.isMet(in: values) == true {
                    let removed = sections[section].rows.remove(at: row)
                    hiddenRows.append(HiddenRow(declaredIndex: sections[section].declaredIndex, index: row, row: removed))
                }
                row -= 1
            }
        }
        var stillHidden: [HiddenRow] = []
        var order: [Int: [TableRowKey<Table>: Int]] = [:]
        for hidden in hiddenRows.reversed() {
            guard hidden.row.hidden?.isMet(in: values) != true,
                let section = sections.firstIndex(where: { $0.declaredIndex == hidden.declaredIndex })
            else {
                stillHidden.append(hidden)
                continue
            }
            if order[hidden.declaredIndex] == nil {
                order[hidden.declaredIndex] = Self.declaredOrder(of: hidden.declaredIndex)
            }
            let ranks = order[hidden.declaredIndex] ?? [:]
            let rows = sections[section].rows
            let at: Int
            if let rank = ranks[hidden.row.key] {
                at = rows.firstIndex { ranks[$0.key].map { $0 > rank } ?? false } ?? rows.count
            } else {
                at = min(hidden.index, rows.count)
            }
            sections[section].rows.insert(hidden.row, at: at)
        }
        hiddenRows = stillHidden.reversed()
    }

    /// Whether any row or section has a condition, or something is hidden: only then can a value change move
    /// or redraw rows other than its own.
    var hasConditions: Bool {
        !hiddenRows.isEmpty || !hiddenSections.isEmpty
            || sections.contains { section in
                Self.hasConditions(section) || section.rows.contains { $0.disabled != nil }
            }
    }

    /// The rows here and in `old` under the same identity whose `disabled` condition holds in one and not in the
    /// other: the ones a value change must redraw although the row itself is the same.
    public func disabledChanges(since old: Self) -> [TableRowIdentity<Table>] {
        disabledChanges(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `disabledChanges(since:)` for rows known by the identities given, as `rowChanges(since:identities:oldIdentities:)` has them.
    func disabledChanges(since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>) -> [TableRowIdentity<Table>] {
        guard values != old.values, sections.contains(where: { $0.rows.contains { $0.disabled != nil } }) else {
            return []
        }
        var before: [TableRowIdentity<Table>: Bool] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                before[identity] = old.isDisabled(row)
            }
        }
        var changed: [TableRowIdentity<Table>] = []
        for (section, entry) in zip(sections, identities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                if let earlier = before[identity], earlier != isDisabled(row) {
                    changed.append(identity)
                }
            }
        }
        return changed
    }

    private static func hasConditions(_ section: TableSection<Table>) -> Bool {
        section.hidden != nil || section.rows.contains { $0.hidden != nil }
    }

    /// Each declared row's place in its spec section, by key.
    private static func declaredOrder(of declaredIndex: Int) -> [TableRowKey<Table>: Int] {
        var ranks: [TableRowKey<Table>: Int] = [:]
        for section in Table.declaredSections where section.declaredIndex == declaredIndex {
            for (rank, row) in section.rows.enumerated() where ranks[row.key] == nil {
                ranks[row.key] = rank
            }
        }
        return ranks
    }

    /// Changes the section at an index in place, such as its header or footer. Returns false, changing nothing,
    /// when no section is there.
    @discardableResult
    public mutating func updateSection(at index: Int, _ change: (inout TableSection<Table>) -> Void) -> Bool {
        guard sections.indices.contains(index) else {
            return false
        }
        change(&sections[index])
        return true
    }

    /// Puts `replacement` where the sections of a declared section are (after the sections declared before it)
    /// and leaves every other section as it is: how a dynamic section takes new items. For generated code: an
    /// app calls the table's own setter (`setInbox(_:)`), which builds the section as the spec says.
    @_spi(Generated)
    public mutating func replaceSections(declaredIndex: Int, with replacement: [TableSection<Table>]) {
        let start = sections.firstIndex { $0.declaredIndex >= declaredIndex } ?? sections.count
        // A section the user folded stays folded when its items change: the fold is the user's, not the data's.
        var folded: [String?: Bool] = [:]
        for section in sections where section.declaredIndex == declaredIndex && section.isCollapsible {
            folded[section.group] = section.isCollapsed
        }
        sections.removeAll { $0.declaredIndex == declaredIndex }
        var replacement = replacement
        for index in replacement.indices {
            if let isCollapsed = folded[replacement[index].group] { replacement[index].isCollapsed = isCollapsed }
        }
        sections.insert(contentsOf: replacement, at: min(start, sections.count))
    }

    /// Folds or unfolds the collapsible section at an index, as a tap on its header does. Returns false, changing
    /// nothing, when no collapsible section is there.
    @discardableResult
    public mutating func setCollapsed(_ isCollapsed: Bool, section index: Int) -> Bool {
        guard sections.indices.contains(index), sections[index].isCollapsible else {
            return false
        }
        sections[index].isCollapsed = isCollapsed
        return true
    }

    /// Whether the table has no row at all, shown or folded: what its empty state (`Table.emptyState`) is shown
    /// for. A folded section's rows count, since its header shows and unfolds them.
    public var isEmpty: Bool {
        sections.allSatisfy { $0.rows.isEmpty && $0.foldedRows.isEmpty }
    }

    // MARK: - Editing

    /// Removes the row at a position and returns it; nil, changing nothing, when no row is there. A group of a
    /// grouped section that loses its last row goes, with its index title, so the table never shows an empty letter.
    @discardableResult
    public mutating func deleteRow(at source: TableRowPosition) -> TableRow<Table>? {
        guard contains(source) else {
            return nil
        }
        let row = sections[source.section].rows.remove(at: source.row)
        removeIfEmptyGroup(source.section)
        return row
    }

    /// Inserts a row so that it ends up at `destination`; a row past the end of the section goes last, and a row
    /// for a folded section goes after its folded rows, shown when it unfolds. Returns false, changing nothing,
    /// when the section is not there.
    @discardableResult
    public mutating func insertRow(_ row: TableRow<Table>, at destination: TableRowPosition) -> Bool {
        guard sections.indices.contains(destination.section) else {
            return false
        }
        if sections[destination.section].isCollapsed {
            sections[destination.section].foldedRows.append(row)
            return true
        }
        let rows = sections[destination.section].rows.count
        sections[destination.section].rows.insert(row, at: min(max(destination.row, 0), rows))
        return true
    }

    /// Moves a row the way UIKit reports a move: `destination` is where the row ends up once it has left `source`.
    /// It does not apply the move rule (`targetPosition(movingRowAt:to:)` does). Returns false, changing nothing,
    /// when either position is not in the table.
    @discardableResult
    public mutating func moveRow(from source: TableRowPosition, to destination: TableRowPosition) -> Bool {
        guard contains(source), sections.indices.contains(destination.section) else {
            return false
        }
        let row = sections[source.section].rows.remove(at: source.row)
        if sections[destination.section].isCollapsed {
            sections[destination.section].foldedRows.append(row)
        } else {
            let rows = sections[destination.section].rows.count
            sections[destination.section].rows.insert(row, at: min(max(destination.row, 0), rows))
        }
        removeIfEmptyGroup(source.section)
        return true
    }

    /// Drops a group of a grouped section that has no rows left, shown or folded.
    private mutating func removeIfEmptyGroup(_ section: Int) {
        if sections[section].rows.isEmpty, sections[section].foldedRows.isEmpty, sections[section].group != nil {
            sections.remove(at: section)
        }
    }

    /// Where a row being dragged may go when the user proposes `proposed`: not into or out of a checkmark list
    /// or a dynamic section, not into a section without movable rows, and never past the insert rows that open
    /// or close a section.
    public func targetPosition(movingRowAt source: TableRowPosition, to proposed: TableRowPosition) -> TableRowPosition {
        guard contains(source), sections.indices.contains(proposed.section) else {
            return source
        }
        var target = proposed
        if proposed.section != source.section, !acceptsRows(from: source.section, into: proposed.section) {
            let last = sections[source.section].rows.count - 1
            target = TableRowPosition(section: source.section, row: proposed.section < source.section ? 0 : last)
        }
        var others = sections[target.section].rows
        if target.section == source.section {
            others.remove(at: source.row)
        }
        let leading = others.prefix { $0.editingStyle == .insert }.count
        let trailing = others.reversed().prefix { $0.editingStyle == .insert }.count
        if leading == others.count {
            target.row = target.section == source.section ? source.row : 0
        } else {
            target.row = min(max(target.row, leading), others.count - trailing)
        }
        return target
    }

    private func acceptsRows(from source: Int, into destination: Int) -> Bool {
        if sections[source].selectionList != nil || sections[destination].selectionList != nil {
            return false
        }
        let dynamic = Table.itemSections
        if dynamic.contains(sections[source].declaredIndex) || dynamic.contains(sections[destination].declaredIndex) {
            return false
        }
        return sections[destination].rows.contains { $0.canMove }
    }

    // MARK: - Checkmarks

    /// Sets the checkmark of the row with an id; checking a row of an exclusive list unchecks the others.
    /// Returns the rows whose checkmark changed, in order.
    @discardableResult
    public mutating func setChecked(_ isChecked: Bool, for id: Table.RowID) -> [TableRowPosition] {
        guard let position = position(of: id) else {
            return []
        }
        if isChecked && sections[position.section].selectionList == .exclusive {
            return toggleCheckmark(at: position)
        }
        guard sections[position.section].rows[position.row].isChecked != isChecked else {
            return []
        }
        sections[position.section].rows[position.row].isChecked = isChecked
        return [position]
    }

    /// Applies a tap to a row of a checkmark list: an exclusive list moves its checkmark to the row, an inclusive
    /// one toggles it. Returns the rows whose checkmark changed, in order.
    @discardableResult
    public mutating func toggleCheckmark(at position: TableRowPosition) -> [TableRowPosition] {
        guard contains(position) else {
            return []
        }
        switch sections[position.section].selectionList {
        case nil:
            return []
        case .inclusive:
            sections[position.section].rows[position.row].isChecked.toggle()
            return [position]
        case .exclusive:
            var changed: [TableRowPosition] = []
            for row in sections[position.section].rows.indices where (row == position.row) != sections[position.section].rows[row].isChecked {
                sections[position.section].rows[row].isChecked = row == position.row
                changed.append(TableRowPosition(section: position.section, row: row))
            }
            return changed
        }
    }

    /// The rows of a section that have a checkmark, in order.
    public func checkedRows(inSection section: Int) -> [TableRow<Table>] {
        guard sections.indices.contains(section) else {
            return []
        }
        return sections[section].rows.filter { $0.isChecked }
    }

    /// The rows of the section with an id that have a checkmark, in order.
    public func checkedRows(in id: Table.SectionID) -> [TableRow<Table>] {
        guard let section = section(of: id) else {
            return []
        }
        return checkedRows(inSection: section)
    }

    // MARK: - The section index

    /// The section index: each title with the section it leads to. Titles need not be one per section.
    public var sectionIndex: [(title: String, section: Int)] {
        var index: [(title: String, section: Int)] = []
        for entry in Table.indexEntries {
            switch entry {
            case .title(let title, section: let declared):
                index.append((title, firstSection(declared: declared)))
            case .groups(section: let declared):
                for (position, section) in sections.enumerated() where section.declaredIndex == declared {
                    index.append((section.header ?? "", position))
                }
            }
        }
        return index
    }

    /// The titles for `sectionIndexTitles(for:)`.
    public var sectionIndexTitles: [String] {
        sectionIndex.map(\.title)
    }

    /// The section for `tableView(_:sectionForSectionIndexTitle:at:)`.
    public func section(forSectionIndexTitleAt index: Int) -> Int {
        let entries = sectionIndex
        return entries.indices.contains(index) ? entries[index].section : 0
    }

    /// The first section that comes from a declared section, or the next one when it has no rows to show: so a
    /// title still leads where the spec meant when the app's content drops or reorders sections.
    private func firstSection(declared: Int) -> Int {
        sections.firstIndex { $0.declaredIndex >= declared } ?? max(sections.count - 1, 0)
    }

    // MARK: - Identities and changes

    /// Every section and row with its identity, in order: what a diffable snapshot is made of.
    public var identities: [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])] {
        var result: [(section: TableSectionIdentity<Table>, rows: [TableRowIdentity<Table>])] = []
        result.reserveCapacity(sections.count)
        var sectionCounts: [TableSectionIdentity<Table>: Int] = [:]
        var rowCounts: [TableRowKey<Table>: Int] = [:]
        for section in sections {
            var identity = TableSectionIdentity(section)
            let sectionCount = sectionCounts[identity, default: 0]
            sectionCounts[identity] = sectionCount + 1
            identity.occurrence = sectionCount
            var rows: [TableRowIdentity<Table>] = []
            rows.reserveCapacity(section.rows.count)
            for row in section.rows {
                let key = row.key
                let count = rowCounts[key, default: 0]
                rowCounts[key] = count + 1
                rows.append(TableRowIdentity(key: key, occurrence: count))
            }
            result.append((identity, rows))
        }
        return result
    }

    /// The rows that are here and in `old` under the same identity, but changed, each as it was and as it is.
    public func rowChanges(since old: Self) -> [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] {
        rowChanges(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `rowChanges(since:)` for sections and rows known by the identities given, in order, for these and for `old`'s:
    /// a data source passes those of its snapshots, which a search takes from the whole content
    /// (`TableSearchSnapshot`), and which it does not count again.
    func rowChanges(
        since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>
    ) -> [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] {
        var before: [TableRowIdentity<Table>: TableRow<Table>] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                before[identity] = row
            }
        }
        var changes: [(identity: TableRowIdentity<Table>, before: TableRow<Table>, after: TableRow<Table>)] = []
        for (section, entry) in zip(sections, identities) {
            for (current, identity) in zip(section.rows, entry.rows) {
                if let earlier = before[identity], earlier != current {
                    changes.append((identity, earlier, current))
                }
            }
        }
        return changes
    }

    /// The rows that are here and in `old` under the same identity, but changed: the ones an update redraws.
    public func changedRows(since old: Self) -> [TableRowIdentity<Table>] {
        rowChanges(since: old).map(\.identity)
    }

    /// The sections that are here and in `old` under the same identity, but whose header or footer changed:
    /// the ones an update reloads, so their new titles show.
    public func retitledSections(since old: Self) -> [TableSectionIdentity<Table>] {
        retitledSections(since: old, identities: identities, oldIdentities: old.identities)
    }

    /// `retitledSections(since:)` for sections known by the identities given, as `rowChanges(since:identities:oldIdentities:)` has them.
    func retitledSections(since old: Self, identities: TableIdentities<Table>, oldIdentities: TableIdentities<Table>) -> [TableSectionIdentity<Table>]
    {
        var titles: [TableSectionIdentity<Table>: (header: String?, footer: String?)] = [:]
        for (section, entry) in zip(old.sections, oldIdentities) {
            titles[entry.section] = (section.header, section.footer)
        }
        var changed: [TableSectionIdentity<Table>] = []
        for (section, entry) in zip(sections, identities) {
            if let earlier = titles[entry.section], earlier.header != section.header || earlier.footer != section.footer {
                changed.append(entry.section)
            }
        }
        return changed
    }
}
"""#),
        (path: "Neutral/TableDateDefault.swift", text: #"""
public import Foundation

/// A date picker's `default`, read in the device's calendar and time zone when the row is made: a day (at its
/// start), a time of day (today), or a day and a time.
public nonisolated struct TableDateDefault: Hashable, Sendable {
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?

    /// A time of day, today: `.time(hour: 7, minute: 0)`.
    public static func time(hour: Int, minute: Int) -> Self {
        Self(hour: hour, minute: minute)
    }

    /// A day, at its start: `.day(year: 2026, month: 3, day: 1)`.
    public static func day(year: Int, month: Int, day: Int) -> Self {
        Self(year: year, month: month, day: day)
    }

    /// A day and a time: `.dayAndTime(year: 2026, month: 3, day: 1, hour: 7, minute: 0)`.
    public static func dayAndTime(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> Self {
        Self(year: year, month: month, day: day, hour: hour, minute: minute)
    }

    /// The moment, in `calendar` (the user's, with their time zone), on the day of `now` when it names no day.
    /// Nil only for a day the calendar does not have; the spec's check leaves none.
    public func date(now: Date = Date(), in calendar: Calendar = .current) -> Date? {
        var components = calendar.dateComponents([.year, .month, .day], from: now)
        if let year, let month, let day {
            components.year = year
            components.month = month
            components.day = day
        }
        components.hour = hour ?? 0
        components.minute = minute ?? 0
        return calendar.date(from: components)
    }
}
"""#),
        (path: "Neutral/TableDefinition.swift", text: #"""
/// What a generated table is: the namespace enum `tablespec generate` writes for a spec
/// (`enum Settings`) conforms to it, and every engine type of the runtime is generic over it.
///
/// The spec decides the associated types: the ids its rows, sections and actions have, the
/// items its dynamic sections show and the tables its rows open. A table without one of them
/// leaves it `Never`, so the engine's code for it is there but cannot be reached.
///
/// The runtime's engine types are reached through the table's namespace (`Settings.Row`,
/// `Settings.Content`) by the typealiases in this protocol's extension. A model of the spec's with
/// one of those names is declared in the namespace too and takes the name; the engine is still
/// there under its own name (`TableRow<Settings>`).
public nonisolated protocol TableDefinition: Sendable {
    /// The rows that have an `id` (`enum RowID: String`).
    associatedtype RowID: Hashable & Sendable = Never
    /// The sections that have an `id`.
    associatedtype SectionID: Hashable & Sendable = Never
    /// The swipe and menu actions that have an `id`.
    associatedtype ActionID: Hashable & Sendable = Never
    /// The item a dynamic row shows: one case per model of the spec.
    associatedtype RowItem: TableRowItem = Never
    /// The tables this table's rows open (`opens`).
    associatedtype OpenedTable: Hashable & Sendable = Never

    /// The sections as the spec declares them, with every dynamic section empty: what `Content()` shows.
    static var declaredSections: [TableSection<Self>] { get }
    /// The declared indices of the dynamic sections (`items`): rows are not moved into or out of them, since
    /// the app's items decide what they hold.
    static var itemSections: Set<Int> { get }
    /// The section index as the spec declares it (`index`), in order.
    static var indexEntries: [TableIndexEntry] { get }
    /// The strings table and bundle of a localized table (`localization`); nil for a table whose strings are
    /// as written.
    static var localization: TableLocalization? { get }
    /// The row height every row has unless it says otherwise (the spec's `rowHeight`); nil is automatic.
    static var defaultRowHeight: Double? { get }
    /// Whether rows can be selected unless they say otherwise: false under `selection: none`.
    static var rowsAreSelectable: Bool { get }
    /// The section header height every section has unless it says otherwise; nil leaves it to the table view.
    static var defaultSectionHeaderHeight: Double? { get }
    /// The section footer height every section has unless it says otherwise; nil leaves it to the table view.
    static var defaultSectionFooterHeight: Double? { get }
    /// The text above the table's first section (the spec's `header`), as written or localized.
    static var declaredHeader: TableText<Self>? { get }
    /// The text below the table's last section (the spec's `footer`).
    static var declaredFooter: TableText<Self>? { get }
    /// The table's style (`style`): how UIKit makes its table view and which list style SwiftUI shows.
    static var style: TableStyle { get }
    /// The navigation bar title of the table's screen (`title`).
    static var declaredTitle: TableText<Self>? { get }
    /// Whether rows can be edited (deleted, inserted or moved), so the screen shows an Edit button.
    static var hasEditableRows: Bool { get }
    /// The title of the built-in delete action of a row without a `deleteConfirmation`, in a localized table;
    /// nil shows "Delete".
    static var deleteActionTitle: TableText<Self>? { get }
    /// The values of form rows that their rows do not hold themselves, by row id: what a new `Content`
    /// starts with beside them. A switch row holds its own (`isOn`, the spec's `default`), so a table whose
    /// only form rows are switches leaves this empty.
    static var defaultValues: [RowID: TableValue] { get }
    /// Where the form's values are kept (`values: { store: userDefaults }`): the UserDefaults suite and each
    /// value's key. Nil when the values live in the content the app owns.
    static var valueStorage: TableValueStorage<Self>? { get }
    /// What the table shows when it has no rows (`empty`), after a search too; nil shows nothing (an empty search
    /// still shows the system's "No Results").
    static var emptyState: TableEmptyState<Self>? { get }
    /// Whether the user can pull to refresh (`refreshable`).
    static var isRefreshable: Bool { get }
    /// The search field over the rows (`search`); nil for a table without one.
    static var search: TableSearchSettings<Self>? { get }
}

nonisolated extension TableDefinition {
    public static var itemSections: Set<Int> { [] }
    public static var indexEntries: [TableIndexEntry] { [] }
    public static var localization: TableLocalization? { nil }
    public static var defaultRowHeight: Double? { nil }
    public static var rowsAreSelectable: Bool { true }
    public static var defaultSectionHeaderHeight: Double? { nil }
    public static var defaultSectionFooterHeight: Double? { nil }
    public static var declaredHeader: TableText<Self>? { nil }
    public static var declaredFooter: TableText<Self>? { nil }
    public static var deleteActionTitle: TableText<Self>? { nil }
    public static var style: TableStyle { .plain }
    public static var declaredTitle: TableText<Self>? { nil }
    public static var hasEditableRows: Bool { false }
    public static var defaultValues: [RowID: TableValue] { [:] }
    public static var valueStorage: TableValueStorage<Self>? { nil }
    public static var emptyState: TableEmptyState<Self>? { nil }
    public static var isRefreshable: Bool { false }
    public static var search: TableSearchSettings<Self>? { nil }

    /// A string of the spec's in the app's language: how the generated `indexEntries` look up an index title
    /// that is a word.
    @_spi(Generated)
    public static func localizedString(_ text: TableLocalizedText<Self>) -> String {
        text.string
    }
}

/// The item a dynamic row shows: the generated `RowItem` enum, one case per model.
public nonisolated protocol TableRowItem: Hashable, Sendable {
    /// What a dynamic row is known by across updates: its model's `items.id` field, or the whole item.
    associatedtype Key: Hashable & Sendable
    /// This item's key.
    var identityKey: Key { get }
}

nonisolated extension Never: TableRowItem {
    public var identityKey: Never {
        switch self {}
    }
}

/// The names the engine's types have inside a table's namespace, so that app code reads
/// `Settings.Row` and `Settings.Content`.
nonisolated extension TableDefinition {
    public typealias Row = TableRow<Self>
    public typealias Section = TableSection<Self>
    public typealias Content = TableContent<Self>
    public typealias RowEvent = TableRowEvent<Self>
    public typealias ContentChange = TableContentChange<Self>
    public typealias RowAction = TableRowAction<Self>
    public typealias RowActions = TableRowActions<Self>
    public typealias RowKey = TableRowKey<Self>
    public typealias RowIdentity = TableRowIdentity<Self>
    public typealias SectionIdentity = TableSectionIdentity<Self>
    public typealias LocalizedText = TableLocalizedText<Self>
    public typealias Control = TableRowControl<Self>
    // Named without the module, which an embedded runtime (`--embed-runtime`) does not have.
    public typealias RowPosition = TableRowPosition
    public typealias CellStyle = TableCellStyle
    public typealias Role = RowRole
    public typealias Accessory = CellAccessory
    public typealias EditingStyle = RowEditingStyle
    public typealias SelectionList = TableSelectionList
    public typealias ActionColor = TableActionColor
    public typealias IndexEntry = TableIndexEntry
}
"""#),
        (path: "Neutral/TableEmptyState.swift", text: #"""
/// What a table or a section shows in place of rows when it has none (the spec's `empty`): a title, a message, an
/// SF Symbol and a button. UIKit shows it as a `UIContentUnavailableConfiguration`, SwiftUI as a
/// `ContentUnavailableView`, both from iOS 17; before, the same parts in a plain stack.
public nonisolated struct TableEmptyState<Table: TableDefinition>: Equatable, Sendable {
    public var title: TableText<Table>
    public var message: TableText<Table>?
    /// The name of an SF Symbol shown above the title.
    public var image: String?
    /// The button under the message.
    public var action: TableEmptyAction<Table>?

    public init(title: TableText<Table>, message: TableText<Table>? = nil, image: String? = nil, action: TableEmptyAction<Table>? = nil) {
        self.title = title
        self.message = message
        self.image = image
        self.action = action
    }
}

/// An empty state's button: its id (a case of the table's `ActionID`) reaches the app's `onEmptyAction`.
public nonisolated struct TableEmptyAction<Table: TableDefinition>: Equatable, Sendable {
    public var id: Table.ActionID
    public var title: TableText<Table>

    public init(id: Table.ActionID, title: TableText<Table>) {
        self.id = id
        self.title = title
    }
}
"""#),
        (path: "Neutral/TableKey.swift", text: #"""
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
"""#),
        (path: "Neutral/TablePluralRules.swift", text: #"""
/// Which plural form a count takes in a language, for tables without a String Catalog: a
/// prototype's `detail: { one: "{count} item", other: "{count} items" }` shows "1 item" and
/// "12 items" in English, and "21 файл" / "22 файла" / "25 файлов" with Russian forms.
///
/// A localized table never asks: its catalog holds the forms as plural variations and
/// Foundation chooses. These are CLDR's cardinal rules (CLDR 49, as ICU applies them) for
/// whole numbers, the only numbers a plural text is chosen by; a language without rules here
/// takes English's. The tool's previews choose with the same rules, and the tests check the two
/// against each other and against CLDR's data.
public nonisolated enum TablePluralRules {
    /// The text for `count`: the form of its category in `language`, else `other`.
    public static func text(
        for count: Int, language: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        switch category(of: count, language: language) {
        case "zero": zero ?? other
        case "one": one ?? other
        case "two": two ?? other
        case "few": few ?? other
        case "many": many ?? other
        default: other
        }
    }

    /// The CLDR category (`zero`, `one`, `two`, `few`, `many` or `other`) of `count` in `language`,
    /// a BCP 47 code such as `en`, `pt-PT` or `zh-Hans`.
    public static func category(of count: Int, language: String) -> String {
        let n = count.magnitude, ones = n % 10, hundreds = n % 100
        let teen = (11...19).contains(hundreds), slavicFew = (2...4).contains(ones) && !(12...14).contains(hundreds)
        let roundMillion = n > 0 && n % 1_000_000 == 0
        let lowered = String(language.lowercased().map { $0 == "_" ? "-" : $0 })
        let code = lowered == "pt-pt" ? lowered : String(lowered.prefix { $0 != "-" })
        switch code {
        case "bm", "bo", "dz", "hnj", "id", "ig", "ii", "ja", "jbo", "jv", "kde", "kea", "km", "ko", "lkt", "lo", "ms", "my",
            "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "wo", "yo", "yue", "zh":
            return "other"
        case "ak", "am", "as", "bho", "bn", "doi", "fa", "ff", "gu", "guw", "hi", "hy", "kab", "kn", "ln", "mg", "nso",
            "pa", "pcm", "si", "ti", "vi", "wa", "zu":
            return n <= 1 ? "one" : "other"
        case "ca", "es", "it", "pt-pt", "vec": return n == 1 ? "one" : roundMillion ? "many" : "other"
        case "fr", "pt": return n <= 1 ? "one" : roundMillion ? "many" : "other"
        case "be", "ru", "uk": return ones == 1 && hundreds != 11 ? "one" : slavicFew ? "few" : "many"
        case "bs", "hr", "sh", "sr": return ones == 1 && hundreds != 11 ? "one" : slavicFew ? "few" : "other"
        case "pl": return n == 1 ? "one" : slavicFew ? "few" : "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "lt": return teen ? "other" : ones == 1 ? "one" : ones >= 2 ? "few" : "other"
        case "lv", "prg": return ones == 0 || teen ? "zero" : ones == 1 && hundreds != 11 ? "one" : "other"
        case "mo", "ro": return n == 1 ? "one" : n == 0 || (1...19).contains(hundreds) ? "few" : "other"
        case "dsb", "hsb", "sl": return hundreds == 1 ? "one" : hundreds == 2 ? "two" : (3...4).contains(hundreds) ? "few" : "other"
        case "ar", "ars":
            if n <= 2 { return ["zero", "one", "two"][Int(n)] }
            return (3...10).contains(hundreds) ? "few" : hundreds >= 11 ? "many" : "other"
        case "he", "iw", "iu", "naq", "sat", "se", "sma", "smi", "smj", "smn", "sms": return n == 1 ? "one" : n == 2 ? "two" : "other"
        case "ga": return n == 1 ? "one" : n == 2 ? "two" : (3...6).contains(n) ? "few" : (7...10).contains(n) ? "many" : "other"
        case "cy": return [0: "zero", 1: "one", 2: "two", 3: "few", 6: "many"][n] ?? "other"
        case "is", "mk": return ones == 1 && hundreds != 11 ? "one" : "other"
        case "fil", "tl": return [4, 6, 9].contains(ones) ? "other" : "one"
        case "mt": return n == 1 ? "one" : n == 2 ? "two" : n == 0 || (3...10).contains(hundreds) ? "few" : teen ? "many" : "other"
        case "gd": return [1, 11].contains(n) ? "one" : [2, 12].contains(n) ? "two" : (3...19).contains(n) ? "few" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }
}
"""#),
        (path: "Neutral/TablePreviewAppearance.swift", text: #"""
/// A look a generated `#Preview` shows a table in. Xcode's canvas shows a file's previews side by side, so a
/// change to the spec is seen at once in the appearance the canvas chooses, in Dark Mode, and at an
/// accessibility text size, where a `value1` cell's detail wraps under its text and long headers break.
public nonisolated enum TablePreviewAppearance: Sendable, CaseIterable {
    /// As the canvas shows it: its own appearance and text size.
    case standard
    /// Dark Mode (`UIUserInterfaceStyle.dark`, SwiftUI's `ColorScheme.dark`).
    case dark
    /// Accessibility XL text (`UIContentSizeCategory.accessibilityExtraLarge`, SwiftUI's
    /// `DynamicTypeSize.accessibility3`): the middle of the accessibility sizes, large enough to show every
    /// place a layout that assumes one line breaks.
    case largeText
}
"""#),
        (path: "Neutral/TableRow.swift", text: #"""
/// One row: what its cell shows and how it behaves. Its initializer's defaults are the table's: the spec's
/// `rowHeight` and `selection`.
///
/// In a localized table each string the user sees keeps the spec's `TableLocalizedText` beside it
/// (`localizedText` beside `text`), so that a SwiftUI view can look it up in its own locale. Setting the
/// string lets go of it: what the app sets is shown as it is.
public nonisolated struct TableRow<Table: TableDefinition>: Equatable, Sendable {
    /// The text label's text. Setting it lets go of `localizedText`.
    public var text: String? {
        didSet { localizedText = nil }
    }
    /// The spec's string behind `text`, until the app sets it.
    public private(set) var localizedText: TableLocalizedText<Table>?
    /// The detail label's text. Setting it lets go of `localizedDetail`.
    public var detail: String? {
        didSet { localizedDetail = nil }
    }
    /// The spec's string behind `detail`, until the app sets it.
    public private(set) var localizedDetail: TableLocalizedText<Table>?
    /// The name of the image view's image: an asset catalog image, else an SF Symbol.
    public var image: String?
    /// The cell style.
    public var style: TableCellStyle
    /// How the text is drawn: as content, or as an action.
    public var role: RowRole
    /// The spec's reuse identifier, when it names one.
    public var customReuseIdentifier: String?
    /// The accessory.
    public var accessory: CellAccessory
    /// A control in place of the accessory: a switch, or one of a form's other controls.
    public var control: TableRowControl<Table>?
    /// What the control shows: a switch's state, a field's text, a stepper's number, the chosen option's key.
    /// Content keeps the values of rows with an id in `values` too, which is what conditions read; change them
    /// there, with `setValue(_:for:)`, and the row follows.
    public var value: TableValue?
    /// A text field's rules (`validate`); nil for a row without them.
    public var validation: TableValidation<Table>?
    /// The accessory while editing.
    public var editingAccessory: CellAccessory
    /// The row height in points; nil is automatic.
    public var height: Double?
    /// Whether the row can be selected.
    public var isSelectable: Bool
    /// Whether the row shows a checkmark in a selection list.
    public var isChecked: Bool
    /// The editing control.
    public var editingStyle: RowEditingStyle
    /// Whether the row can be edited.
    public var canEdit: Bool
    /// Whether the row shows a reorder control.
    public var canMove: Bool
    /// The delete-confirmation title; nil keeps UIKit's. Setting it lets go of `localizedDeleteConfirmation`.
    public var deleteConfirmation: String? {
        didSet { localizedDeleteConfirmation = nil }
    }
    /// The spec's string behind `deleteConfirmation`, until the app sets it.
    public private(set) var localizedDeleteConfirmation: TableLocalizedText<Table>?
    /// What VoiceOver reads for the cell. Setting it lets go of `localizedAccessibilityLabel`.
    public var accessibilityLabel: String? {
        didSet { localizedAccessibilityLabel = nil }
    }
    /// The spec's string behind `accessibilityLabel`, until the app sets it.
    public private(set) var localizedAccessibilityLabel: TableLocalizedText<Table>?
    /// The row's swipe actions and context menu.
    public var actions: TableRowActions<Table>
    /// The row's id, for rows that have one.
    public var id: Table.RowID?
    /// The item a dynamic row shows.
    public var item: Table.RowItem?
    /// The table selecting the row opens.
    public var opens: Table.OpenedTable?
    /// The storyboard segue identifier the row stands for (the spec's `segue`), which its events carry: code
    /// moved from `prepare(for:sender:)` can keep keying on it.
    public var segue: String?
    /// When the row is hidden (the spec's `hidden`): while the content's values meet it, the row is out of
    /// `sections`, and keeps its value.
    public var hidden: TableCondition<Table>?
    /// When the row is disabled (`disabled`): shown dimmed, its control does not respond and it cannot be
    /// selected.
    public var disabled: TableCondition<Table>?
    /// For an inline picker's option row, the picker and the option: tapping the row gives the picker that
    /// value, and the row is checked while the picker has it.
    public var choice: TableOptionChoice<Table>?

    /// The reuse identifier: the spec's, or `TableSpec.` and the style's name.
    public var reuseIdentifier: String {
        customReuseIdentifier ?? style.defaultReuseIdentifier
    }

    /// The switch's state: whether `value` is `true`. Setting it sets `value`.
    public var isOn: Bool {
        get { value?.isTrue ?? false }
        set { value = .bool(newValue) }
    }

    /// What the row is known by across updates: its id; else its item's key; else, for an inline picker's option,
    /// the picker and the option; else its text.
    public var key: TableRowKey<Table> {
        if let id {
            return .id(id)
        }
        if let item {
            return .item(item.identityKey)
        }
        if let choice {
            return .option(choice.picker, choice.key)
        }
        return .text(text)
    }

    public init(
        text: String? = nil,
        localizedText: TableLocalizedText<Table>? = nil,
        detail: String? = nil,
        localizedDetail: TableLocalizedText<Table>? = nil,
        image: String? = nil,
        style: TableCellStyle = .default,
        role: RowRole = .normal,
        reuseIdentifier: String? = nil,
        accessory: CellAccessory = .none,
        control: TableRowControl<Table>? = nil,
        isOn: Bool = false,
        value: TableValue? = nil,
        validation: TableValidation<Table>? = nil,
        editingAccessory: CellAccessory = .none,
        height: Double? = Table.defaultRowHeight,
        isSelectable: Bool = Table.rowsAreSelectable,
        isChecked: Bool = false,
        editingStyle: RowEditingStyle = .none,
        canEdit: Bool = false,
        canMove: Bool = false,
        deleteConfirmation: String? = nil,
        localizedDeleteConfirmation: TableLocalizedText<Table>? = nil,
        accessibilityLabel: String? = nil,
        localizedAccessibilityLabel: TableLocalizedText<Table>? = nil,
        actions: TableRowActions<Table> = TableRowActions(),
        id: Table.RowID? = nil,
        item: Table.RowItem? = nil,
        opens: Table.OpenedTable? = nil,
        segue: String? = nil,
        hidden: TableCondition<Table>? = nil,
        disabled: TableCondition<Table>? = nil,
        choice: TableOptionChoice<Table>? = nil
    ) {
        self.text = localizedText?.string ?? text
        self.localizedText = localizedText
        self.detail = localizedDetail?.string ?? detail
        self.localizedDetail = localizedDetail
        self.image = image
        self.style = style
        self.role = role
        self.customReuseIdentifier = reuseIdentifier
        self.accessory = accessory
        self.control = control
        // A switch always has a state; `isOn` is its spelling in a row's initializer.
        self.value = value ?? (control == .switch || isOn ? .bool(isOn) : control?.startingValue)
        self.validation = validation
        self.editingAccessory = editingAccessory
        self.height = height
        self.isSelectable = isSelectable
        self.isChecked = isChecked
        self.editingStyle = editingStyle
        self.canEdit = canEdit
        self.canMove = canMove
        self.deleteConfirmation = localizedDeleteConfirmation?.string ?? deleteConfirmation
        self.localizedDeleteConfirmation = localizedDeleteConfirmation
        self.accessibilityLabel = localizedAccessibilityLabel?.string ?? accessibilityLabel
        self.localizedAccessibilityLabel = localizedAccessibilityLabel
        self.actions = actions
        self.id = id
        self.item = item
        self.opens = opens
        self.segue = segue
        self.hidden = hidden
        self.disabled = disabled
        self.choice = choice
        showValueAsDetail()
    }

    /// Shows `value`: a switch without one is off; a pushed picker shows the chosen option's title as its detail.
    mutating func show(_ value: TableValue?) {
        self.value = value ?? (control == .switch ? .bool(false) : nil)
        showValueAsDetail()
    }

    /// A stepper's detail is its number (in the spec's text around it, when it has one), and a pushed picker's the chosen option's title (localized as the option
    /// is), as Settings shows them beside the control; a menu's button shows the title itself.
    private mutating func showValueAsDetail() {
        switch control {
        case .stepper(_, let around?)?:
            let shown = value.map(around.text(showing:))
            detail = shown?.string
            localizedDetail = shown?.localized
        case .stepper?:
            detail = value?.displayText
        case .picker(let options, .push)?:
            let chosen = options.first { value == .text($0.key) }
            detail = chosen?.title
            localizedDetail = chosen?.localizedTitle
        default:
            break
        }
    }

    /// Gives the row strings of the spec's: each one sets its field to its text in the app's language and is
    /// kept beside it, for a SwiftUI view. A template row's strings depend on its item, so its builder sets
    /// them here.
    public mutating func localize(
        text: TableLocalizedText<Table>? = nil,
        detail: TableLocalizedText<Table>? = nil,
        deleteConfirmation: TableLocalizedText<Table>? = nil,
        accessibilityLabel: TableLocalizedText<Table>? = nil
    ) {
        if let text {
            self.text = text.string
            localizedText = text
        }
        if let detail {
            self.detail = detail.string
            localizedDetail = detail
        }
        if let deleteConfirmation {
            self.deleteConfirmation = deleteConfirmation.string
            localizedDeleteConfirmation = deleteConfirmation
        }
        if let accessibilityLabel {
            self.accessibilityLabel = accessibilityLabel.string
            localizedAccessibilityLabel = accessibilityLabel
        }
    }
}

/// One section: its titles and its rows.
public nonisolated struct TableSection<Table: TableDefinition>: Equatable, Sendable {
    /// The spec section it comes from: a grouped section becomes several sections with one value.
    public var declaredIndex: Int
    /// The section's id, for sections that have one.
    public var id: Table.SectionID?
    /// The title of the group a grouped dynamic section (`groupBy: initial`) gathers, which is also its header:
    /// part of its identity, since the group is what the section is.
    public var group: String?
    /// The header title. Setting it lets go of `localizedHeader`.
    public var header: String? {
        didSet { localizedHeader = nil }
    }
    /// The spec's string behind `header`, until the app sets it.
    public private(set) var localizedHeader: TableLocalizedText<Table>?
    /// The footer title. Setting it lets go of `localizedFooter`.
    public var footer: String? {
        didSet { localizedFooter = nil }
    }
    /// The spec's string behind `footer`, until the app sets it.
    public private(set) var localizedFooter: TableLocalizedText<Table>?
    /// The header height in points; nil leaves it to the table.
    public var headerHeight: Double?
    /// The footer height in points; nil leaves it to the table.
    public var footerHeight: Double?
    /// Whether the rows form a checkmark list.
    public var selectionList: TableSelectionList?
    /// When the section is hidden (the spec's `hidden`), with all its rows.
    public var hidden: TableCondition<Table>?
    /// The rows, in order; none while the section is collapsed, whose rows wait in `foldedRows`.
    public var rows: [TableRow<Table>]
    /// What the section shows when it has no rows (the spec's `empty`); nil shows nothing.
    public var emptyState: TableEmptyState<Table>?
    /// Whether tapping the header folds and unfolds the section (`collapsible`).
    public var isCollapsible: Bool
    /// Whether the section is folded: its header shows and its rows do not. Setting it moves the rows between
    /// `rows` and `foldedRows`, so every position in the content is a row the table shows; rows added while the
    /// section is folded come after the folded ones when it unfolds.
    public var isCollapsed: Bool {
        didSet {
            guard isCollapsed != oldValue else { return }
            if isCollapsed {
                foldedRows = rows
                rows = []
            } else {
                rows = foldedRows + rows
                foldedRows = []
            }
        }
    }
    /// The rows of a collapsed section, which it shows again when it unfolds.
    public internal(set) var foldedRows: [TableRow<Table>] = []

    public init(
        declaredIndex: Int = 0,
        id: Table.SectionID? = nil,
        header: String? = nil,
        localizedHeader: TableLocalizedText<Table>? = nil,
        footer: String? = nil,
        localizedFooter: TableLocalizedText<Table>? = nil,
        headerHeight: Double? = Table.defaultSectionHeaderHeight,
        footerHeight: Double? = Table.defaultSectionFooterHeight,
        selectionList: TableSelectionList? = nil,
        hidden: TableCondition<Table>? = nil,
        emptyState: TableEmptyState<Table>? = nil,
        isCollapsible: Bool = false,
        isCollapsed: Bool = false,
        rows: [TableRow<Table>] = []
    ) {
        self.declaredIndex = declaredIndex
        self.id = id
        self.header = localizedHeader?.string ?? header
        self.localizedHeader = localizedHeader
        self.footer = localizedFooter?.string ?? footer
        self.localizedFooter = localizedFooter
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.selectionList = selectionList
        self.hidden = hidden
        self.emptyState = emptyState
        self.isCollapsible = isCollapsible
        self.isCollapsed = isCollapsed
        self.rows = isCollapsed ? [] : rows
        self.foldedRows = isCollapsed ? rows : []
    }

    /// Every row of the section, folded or shown.
    public var allRows: [TableRow<Table>] {
        isCollapsed ? foldedRows + rows : rows
    }

    /// The empty state the section shows now: its `emptyState` while it has no rows and is not folded (a folded
    /// section has rows, out of sight).
    public var shownEmptyState: TableEmptyState<Table>? {
        rows.isEmpty && !isCollapsed ? emptyState : nil
    }
}
"""#),
        (path: "Neutral/TableSearch.swift", text: #"""
public import Foundation

/// What the user typed in the search field, and the chosen scope button's key (nil: no scopes / the first).
public nonisolated struct TableSearchQuery: Hashable, Sendable {
    public var text: String
    public var scope: String?

    public init(text: String = "", scope: String? = nil) {
        self.text = text
        self.scope = scope
    }

    /// Whether the query filters nothing: its text is empty or only whitespace.
    public var isEmpty: Bool {
        text.allSatisfy(\.isWhitespace)
    }

    /// The words a row must hold, each somewhere in its texts: the text split at whitespace characters.
    var words: [String] {
        text.split(whereSeparator: \.isWhitespace).map(String.init)
    }
}

/// Decides which rows a query shows, and keeps the folded texts of the rows it has seen so a keystroke refolds only
/// new or changed rows.
///
/// A row matches when every word of the query occurs in one of its texts as Foundation finds it with
/// `[.caseInsensitive, .diacriticInsensitive]` for the locale: "zur" finds "Zürich", "strasse" finds "Straße", and
/// in Turkish "istanbul" does not find "ISTANBUL". The answer is Foundation's, read from texts folded once
/// (`TableSearchFolding` says how, and which texts it leaves to Foundation), so a keystroke in a table of 10,000
/// rows costs a few milliseconds. Keep one filter for as long as the search lasts, and `prepare` it when the search
/// begins: the first keystroke then does not fold every row.
///
/// The folded texts are kept by the texts themselves (`TableSearchCache`), not by the row's key: a row whose texts
/// an edit changed is folded again whatever its key. A keystroke neither hashes the table's generic keys nor asks
/// the rows of an unchanged section for their texts: in an app that links the library, the runtime's generic code
/// runs unspecialized, and each cost more than the search itself (a lookup by key and texts made a keystroke in
/// 10,000 rows four times slower).
public nonisolated struct TableSearchFilter<Table: TableDefinition>: Sendable {
    /// The strings of a row that search looks in.
    private let texts: @Sendable (TableRow<Table>) -> [String?]
    private var folding: TableSearchFolding
    /// The folded texts of the rows seen.
    private(set) var cache = TableSearchCache()
    /// The rows of each section the latest `filter` call met, with their entries in `cache`. The filter holds each
    /// array, so an edit to a section's rows copies them rather than change them in place: a section whose rows are
    /// the very same array is matched from its entries, without asking its rows for their texts again.
    private var met: [TableSearchSection<Table>] = []

    /// `texts` gives the strings of a row that search looks in (the generated code passes the spec's `fields`: a row's
    /// text and detail, or a model's fields). They must depend on the row alone: a row met again is not asked again.
    public init(locale: Locale = .current, texts: @escaping @Sendable (TableRow<Table>) -> [String?]) {
        self.texts = texts
        folding = TableSearchFolding(locale: locale)
    }

    /// Whether the row matches: every whitespace-separated word of the query occurs in one of the row's texts, compared
    /// as Foundation compares with [.caseInsensitive, .diacriticInsensitive] for the locale.
    public mutating func matches(_ row: TableRow<Table>, _ query: TableSearchQuery) -> Bool {
        let words = words(of: query)
        let entry = cache.entry(for: texts(row), by: &folding)
        return cache.entries[entry].matches(words, folding)
    }

    /// The sections a query shows: each section keeps the rows that match, in order; a section left without rows is
    /// dropped, so its header and section-index entry go with it; `inScope` (when given) drops whole sections outside
    /// the chosen scope. An empty query returns `sections` unchanged (except for inScope).
    public mutating func filter(
        _ sections: [TableSection<Table>],
        _ query: TableSearchQuery,
        inScope: ((TableSection<Table>) -> Bool)? = nil
    ) -> [TableSection<Table>] {
        guard !query.isEmpty else {
            return inScope.map { sections.filter($0) } ?? sections
        }
        return matchingRows(in: sections, query, inScope: inScope).map { match in
            var section = sections[match.section]
            // Rows are copied only when some fail: a section whose rows all match is shown as it is.
            if match.rows.count < section.rows.count {
                let rows = section.rows
                section.rows = match.rows.map { rows[$0] }
            }
            return section
        }
    }

    /// The rows a query shows, by where they are: each section that keeps a row, by its index in `sections`, with the
    /// indices of its rows that match, in order. Sections left without rows are left out, and so are those `inScope`
    /// (when given) rejects; a query without words matches every row. It is `filter` without copying a row, for a
    /// data source, which maps the table view's index paths to these positions and picks the identities its
    /// snapshot gives the rows from those it keeps for the whole content (`TableSearchSnapshot`).
    public mutating func matchingRows(
        in sections: [TableSection<Table>],
        _ query: TableSearchQuery,
        inScope: ((TableSection<Table>) -> Bool)? = nil
    ) -> [(section: Int, rows: [Int])] {
        let scoped = inScope.map { inScope in sections.indices.filter { inScope(sections[$0]) } } ?? Array(sections.indices)
        let words = words(of: query)
        guard !words.isEmpty else {
            return scoped.compactMap { section in sections[section].rows.isEmpty ? nil : (section, Array(sections[section].rows.indices)) }
        }
        meet(inScope == nil ? sections : scoped.map { sections[$0] })
        var matched: [(section: Int, rows: [Int])] = []
        for (section, seen) in zip(scoped, met) {
            var rows: [Int] = []
            for (index, entry) in seen.entries.enumerated() where cache.entries[entry].matches(words, folding) {
                rows.append(index)
            }
            if !rows.isEmpty {
                matched.append((section, rows))
            }
        }
        return matched
    }

    /// Folds the texts of every row ahead of the first keystroke, as when the search field becomes active: the first
    /// `filter` call then costs what the next ones do, instead of asking every row for its texts.
    public mutating func prepare(_ sections: [TableSection<Table>]) {
        meet(sections)
    }

    /// The query's words, each folded.
    private mutating func words(of query: TableSearchQuery) -> [TableSearchWord] {
        query.words.map { TableSearchWord(text: $0, folded: folding.fold($0)) }
    }

    /// Meets the sections as a `filter` call does: `met` becomes their rows with the entries of their texts, folded
    /// for the rows not met before.
    private mutating func meet(_ sections: [TableSection<Table>]) {
        cache.beginPass(rows: sections.reduce(0) { $0 + $1.rows.count })
        var metNow: [TableSearchSection<Table>] = []
        metNow.reserveCapacity(sections.count)
        var metBefore: [UnsafeRawPointer: Int]?
        for (position, section) in sections.enumerated() {
            let rows = section.rows
            if let known = metEntries(of: rows, at: position, by: &metBefore) {
                cache.reuse(known)
                metNow.append(TableSearchSection(rows: rows, entries: known))
            } else {
                metNow.append(TableSearchSection(rows: rows, entries: entries(of: rows)))
            }
        }
        if let moved = cache.endPass() {
            for index in metNow.indices {
                metNow[index].entries = metNow[index].entries.map { moved[$0] }
            }
        }
        met = metNow
    }

    /// The entries of a section's rows when the latest call met the very same array: at the same place, or else
    /// anywhere (`metBefore` finds it, made the first time a section is not at its place).
    private func metEntries(of rows: [TableRow<Table>], at position: Int, by metBefore: inout [UnsafeRawPointer: Int]?) -> [Int]? {
        guard let address = TableSearchSection<Table>.address(of: rows) else {
            return nil
        }
        if met.indices.contains(position), met[position].address == address, met[position].rows.count == rows.count {
            return met[position].entries
        }
        if metBefore == nil {
            var addresses: [UnsafeRawPointer: Int] = [:]
            for (index, section) in met.enumerated() {
                if let address = section.address {
                    addresses[address] = index
                }
            }
            metBefore = addresses
        }
        guard let index = metBefore?[address], met[index].rows.count == rows.count else {
            return nil
        }
        return met[index].entries
    }

    /// The entries of rows not met before, asking each row for its texts.
    private mutating func entries(of rows: [TableRow<Table>]) -> [Int] {
        var entries: [Int] = []
        entries.reserveCapacity(rows.count)
        // Read through a buffer: iterating the array itself, unspecialized, made a keystroke half as slow again.
        rows.withUnsafeBufferPointer { rows in
            for index in rows.indices {
                entries.append(cache.entry(for: texts(rows[index]), by: &folding))
            }
        }
        return entries
    }
}

/// A section's rows as a `filter` call met them, and their entries in the cache.
nonisolated struct TableSearchSection<Table: TableDefinition>: Sendable {
    /// The rows, held so that they are never changed in place while the filter knows them.
    var rows: [TableRow<Table>]
    var entries: [Int]

    /// Where the rows are stored: the same for two arrays only when they share their storage, and so their rows.
    var address: UnsafeRawPointer? {
        Self.address(of: rows)
    }

    static func address(of rows: [TableRow<Table>]) -> UnsafeRawPointer? {
        rows.isEmpty ? nil : rows.withUnsafeBufferPointer { $0.baseAddress.map(UnsafeRawPointer.init) }
    }
}

/// A word of the query, as typed and folded.
nonisolated struct TableSearchWord: Sendable {
    var text: String
    var folded: TableSearchText
}
"""#),
        (path: "Neutral/TableSearchCache.swift", text: #"""
/// The folded texts of the rows a `TableSearchFilter` has seen, kept by the texts themselves: a keystroke refolds
/// only rows whose texts are new, and an edit during the search refolds only the rows it changed.
///
/// A `filter` call meets the rows in the order the table shows them, and between keystrokes that order rarely
/// changes: a row is first compared with the row met at its place by the previous call, which needs no hashing, and
/// looked up by its texts only when that one differs (rows inserted, deleted, moved or changed). The lookup table is
/// brought up to date only then, so a first keystroke and one after no edit never hash a text.
nonisolated struct TableSearchCache: Sendable {
    /// The rows' texts and their folded forms.
    private(set) var entries: [TableSearchEntry] = []
    /// Where the entry of each texts is, for the first `indexed` entries.
    private var index: [TableSearchTexts: Int] = [:]
    private var indexed = 0
    /// The entries in the order the previous `filter` call met its rows.
    private var previousOrder: [Int] = []
    /// The entries in the order the current call meets its rows.
    private var order: [Int] = []
    /// Whether a `filter` call is under way.
    private var inPass = false
    /// The number of the latest `filter` call, which every entry it used carries: the others go once they
    /// outnumber its rows.
    private var pass: UInt32 = 0
    /// How many texts have been folded: what the cache saves, for the tests.
    private(set) var foldedTextCount = 0

    /// How many rows' texts are kept.
    var count: Int {
        entries.count
    }

    /// Starts a `filter` call, which meets `rows` rows in order.
    mutating func beginPass(rows: Int) {
        pass &+= 1
        inPass = true
        order.removeAll(keepingCapacity: true)
        order.reserveCapacity(rows)
        if entries.isEmpty {
            entries.reserveCapacity(rows)
        }
    }

    /// Ends a `filter` call: its order is the next one's guess, and the entries it did not use go once they are
    /// more than the rows it met (texts that edits replaced do not pile up; a scope switched back and forth
    /// keeps its rows). Returns where each entry went when they moved, by its old number.
    mutating func endPass() -> [Int]? {
        inPass = false
        swap(&previousOrder, &order)
        guard entries.count > 2 * previousOrder.count + 64 else {
            return nil
        }
        var moved = Array(repeating: -1, count: entries.count)
        var kept: [TableSearchEntry] = []
        for (old, entry) in entries.enumerated() where entry.pass == pass {
            moved[old] = kept.count
            kept.append(entry)
        }
        entries = kept
        index = [:]
        indexed = 0
        previousOrder = previousOrder.map { moved[$0] }
        return moved
    }

    /// The entry of a row's texts, made now, folding them, if no row had these texts.
    mutating func entry(for strings: [String?], by folding: inout TableSearchFolding) -> Int {
        if inPass, order.count < previousOrder.count {
            let guess = previousOrder[order.count]
            if TableSearchTexts.sameUTF8(entries[guess].texts, strings) {
                return use(guess)
            }
        }
        // A first keystroke makes an entry for every row without looking: rows with the same texts get one each.
        let next = entries.count
        if !inPass || !previousOrder.isEmpty {
            updateIndex()
            // One hash whether the texts are known or not: the slot is claimed for the new entry when empty.
            var isNew = false
            func claim(_ slot: inout Int?) -> Int {
                if let known = slot {
                    return known
                }
                isNew = true
                slot = next
                return next
            }
            let known = claim(&index[TableSearchTexts(strings: strings)])
            if !isNew {
                return use(known)
            }
            indexed += 1
        }
        let folded = strings.map { $0.map { folding.fold($0) } }
        foldedTextCount += folded.count(where: { $0 != nil })
        entries.append(TableSearchEntry(texts: strings, folded: folded, pass: pass))
        if inPass {
            order.append(next)
        }
        return next
    }

    /// Marks the entries of a section's rows, met again as the previous call met them, as used in order.
    mutating func reuse(_ section: [Int]) {
        for entry in section {
            entries[entry].pass = pass
        }
        if inPass {
            order.append(contentsOf: section)
        }
    }

    private mutating func use(_ entry: Int) -> Int {
        entries[entry].pass = pass
        if inPass {
            order.append(entry)
        }
        return entry
    }

    /// Puts the entries made since the last lookup into the lookup table; of entries with the same texts, the first.
    private mutating func updateIndex() {
        while indexed < entries.count {
            let key = TableSearchTexts(strings: entries[indexed].texts)
            if index[key] == nil {
                index[key] = indexed
            }
            indexed += 1
        }
    }
}

/// A row's texts, folded, and the latest `filter` call that used them.
nonisolated struct TableSearchEntry: Sendable {
    var texts: [String?]
    var folded: [TableSearchText?]
    var pass: UInt32

    /// Whether every word occurs in one of the texts, as Foundation finds it.
    func matches(_ words: [TableSearchWord], _ folding: TableSearchFolding) -> Bool {
        for word in words {
            var found = false
            for index in folded.indices {
                guard let text = folded[index], let string = texts[index] else {
                    continue
                }
                if text.contains(word.folded) ?? folding.referenceContains(string, word.text) {
                    found = true
                    break
                }
            }
            if !found {
                return false
            }
        }
        return true
    }
}

/// A row's texts as the key of their folded forms: equal when their UTF-8 is, byte for byte. Not `String`'s
/// equality, which holds for canonically equivalent texts ("é" and "e\u{301}") that Foundation's search does not
/// always treat alike, and which hashes a non-ASCII string by normalizing it first.
nonisolated struct TableSearchTexts: Hashable, Sendable {
    var strings: [String?]

    static func == (lhs: Self, rhs: Self) -> Bool {
        sameUTF8(lhs.strings, rhs.strings)
    }

    /// Whether two rows' texts are the same, byte for byte.
    static func sameUTF8(_ lhs: [String?], _ rhs: [String?]) -> Bool {
        guard lhs.count == rhs.count else {
            return false
        }
        for (left, right) in zip(lhs, rhs) {
            switch (left, right) {
            case (nil, nil):
                continue
            case (let left?, let right?):
                if !sameUTF8(left, right) {
                    return false
                }
            default:
                return false
            }
        }
        return true
    }

    private static func sameUTF8(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else {
            return false
        }
        let compared = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in sameBytes(UnsafeRawBufferPointer(left), UnsafeRawBufferPointer(right)) }
        }
        return (compared ?? nil) ?? lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// Whether two buffers of one length hold the same bytes, compared eight at a time: every row's texts are
    /// compared at every keystroke.
    private static func sameBytes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset + 8 <= lhs.count {
            if lhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != rhs.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < lhs.count {
            if lhs[offset] != rhs[offset] {
                return false
            }
            offset += 1
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(strings.count)
        for string in strings {
            guard let string else {
                hasher.combine(false)
                continue
            }
            hasher.combine(true)
            hasher.combine(string.utf8.count)
            let hashed: Void? = string.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil {
                for byte in string.utf8 {
                    hasher.combine(byte)
                }
            }
        }
    }
}
"""#),
        (path: "Neutral/TableSearchFolding.swift", text: #"""
internal import Foundation

/// How search folds text: the rules that let `TableSearchFilter` answer from folded texts exactly what Foundation
/// answers with `text.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil`,
/// which is the definition of a match. Asking Foundation for every row at every keystroke is too slow for a long
/// table, so each text is folded once and searched as bytes.
///
/// Folding learns each scalar from Foundation itself, once: its fold is `folding(options:locale:)` of the scalar
/// alone, and whether it is a combining mark is whether Foundation's search steps over it (`"a" + mark + "b"`
/// contains "ab"). So the folded form follows the platform's own case and decomposition tables and the locale's
/// case rules (the Turkish dotless i). A folded text is then the scalars' folds, marks left out, and a word occurs
/// in a text when its fold occurs in the text's at the boundaries of folded letters: "ss" occurs in "Straße" and
/// in "ß", but "s" does not occur in "ß", nor "i" in "ﬁ", since Foundation never matches part of one letter.
///
/// Foundation's search is not a substring test on folded text everywhere. Where it is not, found by comparing the
/// two on millions of random texts and words on Linux (swift-corelibs-foundation), Foundation is asked instead:
/// - **For a text, with every word**, when the text holds a scalar search and folding treat differently: a mark
///   that folds itself (U+0345 COMBINING GREEK YPOGEGRAMMENI folds to ι); a mark outside the BMP (emoji skin
///   tones: search compares UTF-16 halves, so the mark's first half can match another character's); a cased
///   letter outside the BMP (Deseret, Osage, Adlam: search never folds them); a letter beyond U+0510 with a
///   canonical decomposition (Hangul syllables, kana with a voicing mark, Devanagari letters with a nukta: search
///   decomposes them, folding does not); marks after a cased letter beyond U+0510 (fullwidth Latin, Armenian,
///   Cherokee), which search keeps in that letter's fold, or after a letter that folds to several (ß, ﬁ), which it
///   reads back through a stale fold; U+0307 COMBINING DOT ABOVE in a locale where "I\u{307}" folds as a pair
///   (Turkish, Azerbaijani).
/// - **For a word, in every text**, when the word holds any of those, or starts with a combining mark (which search
///   compares as written).
/// - **For a word in a text**, when the word has a letter that folds to several (ß, ﬁ, ŉ) and the text has
///   combining marks, a capital I or a non-ASCII letter that folds: search does not compare the first folded letter
///   of such a text letter with the middle of the word's letter, so that "Fü" contains "ﬂ". And when the word has
///   combining marks and the text a letter that folds to several.
///
/// Learning a scalar takes three calls into Foundation, once per filter.
/// On Darwin, Foundation may differ; the same property tests (`SearchFilterTests`) are the judge there.
nonisolated struct TableSearchFolding: Sendable {
    /// The options search compares with.
    static let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
    /// Foundation takes the accents off letters below U+0510 (Latin, Greek, Cyrillic) only: a letter beyond it
    /// keeps the marks that follow it in its folded form.
    static let diacriticFoldingLimit: UInt32 = 0x510
    /// The scalars below this are kept in an array rather than a dictionary: most texts' letters are.
    static let nearLimit: UInt32 = 0x800

    /// The locale whose case rules folding follows.
    let locale: Locale
    /// Whether "I\u{307}" folds other than "I" does (in Turkish and Azerbaijani, to "i"): a U+0307 after a letter
    /// then changes the letter's fold.
    let foldsDotAboveWithLetter: Bool
    /// What is known of the scalars below `nearLimit`, by value, once met.
    private var near: [TableSearchScalar?]
    /// What is known of the other scalars, once met.
    private var far: [UInt32: TableSearchScalar] = [:]

    init(locale: Locale) {
        self.locale = locale
        foldsDotAboveWithLetter =
            "I\u{307}".folding(options: Self.options, locale: locale)
            != "I".folding(options: Self.options, locale: locale)
        near = Array(repeating: nil, count: Int(Self.nearLimit))
    }

    /// Whether `word` occurs in `text` as Foundation finds it: the reference the folded texts answer for.
    func referenceContains(_ text: String, _ word: String) -> Bool {
        text.range(of: word, options: Self.options, locale: locale) != nil
    }

    /// A text folded for search.
    mutating func fold(_ text: String) -> TableSearchText {
        if let ascii = Self.foldASCII(text) {
            return ascii
        }
        var folded = TableSearchText()
        folded.bytes.reserveCapacity(text.utf8.count)
        var seenLetter = false
        var marksNeedReference = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // ASCII but the capital I, whose fold depends on the locale, is its lower case.
            if value < 0x80, value != 0x49 {
                folded.bytes.append(value >= 0x41 && value <= 0x5A ? UInt8(value + 0x20) : UInt8(value))
                seenLetter = true
                marksNeedReference = false
                continue
            }
            let known = self.scalar(scalar)
            folded.traits.formUnion(known.traits)
            if known.isMark {
                folded.traits.insert(.marks)
                if !seenLetter {
                    folded.traits.insert(.leadingMark)
                }
                if marksNeedReference || (value == 0x307 && foldsDotAboveWithLetter) {
                    folded.traits.insert(.reference)
                }
                continue
            }
            seenLetter = true
            marksNeedReference = known.marksAfterNeedReference
            let start = folded.bytes.count
            for offset in known.innerOffsets {
                folded.innerOffsets.append(Int32(start + Int(offset)))
            }
            folded.bytes.append(contentsOf: known.fold)
        }
        return folded
    }

    /// The fold of a text all of ASCII but the capital I (whose fold depends on the locale): its lower case, made in
    /// one pass over its bytes, as most texts are. Nil for any other text.
    private static func foldASCII(_ text: String) -> TableSearchText? {
        let utf8 = text.utf8
        let folded: [UInt8]?? = utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x49 }) else {
                return nil
            }
            return bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        }
        guard let bytes = folded ?? nil else {
            return nil
        }
        return TableSearchText(bytes: bytes)
    }

    /// What is known of a scalar, learnt from Foundation the first time it is met.
    private mutating func scalar(_ scalar: Unicode.Scalar) -> TableSearchScalar {
        let value = scalar.value
        if value < Self.nearLimit {
            if let known = near[Int(value)] {
                return known
            }
            let learnt = learn(scalar)
            near[Int(value)] = learnt
            return learnt
        }
        if let known = far[value] {
            return known
        }
        let learnt = learn(scalar)
        far[value] = learnt
        return learnt
    }

    /// Asks Foundation how it folds a scalar and whether its search steps over it as a mark, and sorts out the
    /// scalars whose texts search must leave to Foundation (see the type's comment).
    private func learn(_ scalar: Unicode.Scalar) -> TableSearchScalar {
        let alone = String(scalar)
        let fold = Array(alone.folding(options: Self.options, locale: locale).unicodeScalars)
        var learnt = TableSearchScalar()
        if scalar.value >= 0x80 {
            let probe = "a" + alone + "b"
            learnt.isMark = probe.range(of: "ab", options: Self.options, locale: locale) == probe.startIndex..<probe.endIndex
        }
        if learnt.isMark {
            if fold != [scalar] || scalar.value > 0xFFFF {
                learnt.traits.insert(.reference)
            }
            return learnt
        }
        for (index, folded) in fold.enumerated() {
            if index > 0 {
                learnt.innerOffsets.append(UInt8(learnt.fold.count))
            }
            learnt.fold.append(contentsOf: String(folded).utf8)
        }
        if fold.isEmpty {
            // Nothing to search for; never seen, but a letter must not vanish from its text.
            learnt.traits.insert(.reference)
        }
        let folds = fold != [scalar]
        if fold.count > 1 {
            learnt.traits.insert(.expansions)
            learnt.marksAfterNeedReference = true
        }
        if scalar.value > 0xFFFF && folds {
            learnt.traits.insert(.reference)
        }
        let decomposed = Array(alone.decomposedStringWithCanonicalMapping.unicodeScalars)
        if decomposed != [scalar], let first = decomposed.first, first.value >= Self.diacriticFoldingLimit {
            learnt.traits.insert(.reference)
        }
        if scalar == "I" || (scalar.value >= 0x80 && folds) {
            learnt.traits.insert(.quirks)
        }
        let foldsBelowLimit = fold.allSatisfy { $0.value < Self.diacriticFoldingLimit }
        if !foldsBelowLimit && (folds || scalar.properties.isCased || scalar.properties.changesWhenCaseMapped) {
            learnt.marksAfterNeedReference = true
        }
        return learnt
    }
}

/// What search knows of one scalar: how it folds, and what a text holding it must be treated as.
nonisolated struct TableSearchScalar: Sendable {
    /// The UTF-8 of its fold; empty for a mark, which folds away with the letter before it.
    var fold: [UInt8] = []
    /// The offsets in `fold` between its scalars, for a letter that folds to several (ß to "ss"): a match does
    /// not start or end there.
    var innerOffsets: [UInt8] = []
    /// What a text holding it is: `.expansions`, `.quirks`, `.reference`.
    var traits: TableSearchText.Traits = []
    /// Whether Foundation's search steps over it as a combining mark.
    var isMark = false
    /// Whether marks after it make its text one for Foundation to search.
    var marksAfterNeedReference = false
}
"""#),
        (path: "Neutral/TableSearchSettings.swift", text: #"""
/// What the spec's `search` says: the search field's prompt and scope buttons, and what a query is matched
/// against. The matching itself is `TableSearchFilter`'s (or the app's `searchMatches`).
public nonisolated struct TableSearchSettings<Table: TableDefinition>: Sendable {
    /// The search field's placeholder; nil keeps the system's.
    public var prompt: TableText<Table>?
    /// Whether a query looks in each row's text, and in its detail (`fields: [text, detail]`).
    public var searchesText: Bool
    public var searchesDetail: Bool
    /// The scope buttons, in order; the first is chosen when the search starts.
    public var scopes: [TableSearchScope<Table>]
    /// The model fields a query looks in, for a dynamic row's item (the spec's `fields` that name model fields).
    public var itemTexts: (@Sendable (Table.RowItem) -> [String?])?

    public init(
        prompt: TableText<Table>? = nil, searchesText: Bool = true, searchesDetail: Bool = true, scopes: [TableSearchScope<Table>] = [],
        itemTexts: (@Sendable (Table.RowItem) -> [String?])? = nil
    ) {
        self.prompt = prompt
        self.searchesText = searchesText
        self.searchesDetail = searchesDetail
        self.scopes = scopes
        self.itemTexts = itemTexts
    }

    /// The declared index of the section a query's scope limits the search to; nil when it searches every section.
    public func scopedSection(of query: TableSearchQuery) -> Int? {
        scopes.first { $0.key == query.scope }?.declaredSection
    }

    /// The texts of a row a query is matched against.
    @Sendable public func texts(of row: TableRow<Table>) -> [String?] {
        var texts: [String?] = []
        if searchesText { texts.append(row.text) }
        if searchesDetail { texts.append(row.detail) }
        if let item = row.item, let itemTexts { texts += itemTexts(item) }
        return texts
    }
}

/// A scope button of the search field: its key (the query's `scope`) and title. A scope whose key is a section
/// id limits the search to that section.
public nonisolated struct TableSearchScope<Table: TableDefinition>: Equatable, Sendable {
    public var key: String
    public var title: TableText<Table>
    /// The declared index of the section the scope limits the search to; nil for every section.
    public var declaredSection: Int?

    public init(key: String, title: TableText<Table>, declaredSection: Int? = nil) {
        self.key = key
        self.title = title
        self.declaredSection = declaredSection
    }
}
"""#),
        (path: "Neutral/TableSearchSnapshot.swift", text: #"""
/// What a search shows of a table's content, as a data source hands it to the table view at each keystroke: the
/// sections and rows the query keeps, where each is in the content, and the identity the snapshot gives each.
///
/// A row keeps the identity it has in the whole content (`TableContent.identities`) while a search hides others, and
/// a section kept by the search the one it has there. A diffable data source then animates a keystroke as rows that
/// go and come back, never as one row turning into another, and the cell provider, which finds a row by the item
/// identifier UIKit hands it, finds the same row whatever the query. It also means a keystroke counts no identity:
/// the data source makes the content's once, when the content changes, and a keystroke picks those of the rows it
/// keeps by position. Counting them again hashed every row shown by its table's generic key, which in an app that
/// links the runtime runs unspecialized: about 4 µs a row, 40 ms for a keystroke that shows 10,000 rows, where a
/// frame lasts 16 ms.
public nonisolated struct TableSearchSnapshot<Table: TableDefinition>: Sendable {
    /// The content as the search shows it: the sections that keep a row, each with the rows that match, in order.
    /// For the table view's titles and section index; its rows are at `positions` in the whole content.
    public private(set) var content: TableContent<Table>
    /// The index in the whole content of each section shown.
    public private(set) var sections: [Int]
    /// Where each row shown is in the whole content, section by section: what an index path of the table view
    /// stands for, so every event and change of the user's is made at the row's place in the content.
    public private(set) var positions: [[TableRowPosition]]
    /// The sections and rows shown, each with the identity it has in the whole content: the snapshot's.
    public private(set) var identities: TableIdentities<Table>

    /// What `query` shows of `content`, or nil when it has no words and the content shows as it is. `identities` are
    /// the whole content's (`content.identities`), kept from when it last changed; when they do not line up with its
    /// sections and rows, they are made again. The app's `matches` decides which rows match when it is given, else
    /// `filter`, which the data source keeps for as long as the search lasts; `scope` (a declared section's index)
    /// keeps only the sections that come from that spec section.
    public init?(
        searching content: TableContent<Table>,
        identities: TableIdentities<Table>,
        query: TableSearchQuery,
        inSection scope: Int? = nil,
        filter: inout TableSearchFilter<Table>,
        matches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        guard !query.isEmpty else {
            return nil
        }
        let whole = Self.linesUp(identities, with: content) ? identities : content.identities
        let matched = Self.matchingRows(in: content, query: query, inSection: scope, filter: &filter, matches: matches)
        var shown: [TableSection<Table>] = [], sections: [Int] = [], positions: [[TableRowPosition]] = []
        var picked: TableIdentities<Table> = []
        shown.reserveCapacity(matched.count)
        sections.reserveCapacity(matched.count)
        positions.reserveCapacity(matched.count)
        picked.reserveCapacity(matched.count)
        for match in matched {
            var section = content.sections[match.section]
            var rows = whole[match.section].rows
            // A section whose rows all match is shown as it is, and its identities are the content's very array.
            if match.rows.count < rows.count {
                section.rows = Self.pick(match.rows, from: section.rows)
                rows = Self.pick(match.rows, from: rows)
            }
            shown.append(section)
            sections.append(match.section)
            positions.append(match.rows.map { TableRowPosition(section: match.section, row: $0) })
            picked.append((whole[match.section].section, rows))
        }
        var searched = content
        searched.sections = shown
        self.content = searched
        self.sections = sections
        self.positions = positions
        self.identities = picked
    }

    /// The rows a query shows, by where they are in `content`: each section that keeps a row, with the indices of
    /// its rows that match. The app's `matches` decides when it is given, else `filter`.
    static func matchingRows(
        in content: TableContent<Table>,
        query: TableSearchQuery,
        inSection scope: Int?,
        filter: inout TableSearchFilter<Table>,
        matches: ((TableRow<Table>, TableSearchQuery) -> Bool)?
    ) -> [(section: Int, rows: [Int])] {
        let inScope: ((TableSection<Table>) -> Bool)? = scope.map { scope in { $0.declaredIndex == scope } }
        guard let matches else {
            return filter.matchingRows(in: content.sections, query, inScope: inScope)
        }
        var matched: [(section: Int, rows: [Int])] = []
        for (index, section) in content.sections.enumerated() where inScope?(section) ?? true {
            let rows = section.rows.indices.filter { matches(section.rows[$0], query) }
            if !rows.isEmpty {
                matched.append((index, rows))
            }
        }
        return matched
    }

    /// The elements at `indices`, in order, each copied from a buffer straight into the new array: in the runtime's
    /// unspecialized code, `map` over the arrays took about a third longer to pick the 4,400 rows and identities of
    /// a keystroke (search-bench).
    private static func pick<Element>(_ indices: [Int], from elements: [Element]) -> [Element] {
        elements.withUnsafeBufferPointer { elements in
            [Element](unsafeUninitializedCapacity: indices.count) { buffer, count in
                for (slot, index) in indices.enumerated() {
                    (buffer.baseAddress! + slot).initialize(to: elements[index])
                }
                count = indices.count
            }
        }
    }

    /// Whether `identities` has one section for each of the content's, with one identity for each of its rows.
    private static func linesUp(_ identities: TableIdentities<Table>, with content: TableContent<Table>) -> Bool {
        identities.count == content.sections.count && zip(identities, content.sections).allSatisfy { $0.rows.count == $1.rows.count }
    }
}
"""#),
        (path: "Neutral/TableSearchText.swift", text: #"""
/// A text as search compares it, folded once by `TableSearchFolding`: its letters without case and accents, as
/// UTF-8, searched byte by byte at every keystroke.
nonisolated struct TableSearchText: Equatable, Sendable {
    /// What a text holds that decides whether its folded form can answer for Foundation (see `TableSearchFolding`).
    struct Traits: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        /// Combining marks, left out of the folded form.
        static let marks = Traits(rawValue: 1 << 0)
        /// A letter that folds to several (ß to "ss", ﬁ to "fi").
        static let expansions = Traits(rawValue: 1 << 1)
        /// A capital I or a non-ASCII letter that folds: what Foundation compares wrongly with the middle of a
        /// word's letter that folds to several.
        static let quirks = Traits(rawValue: 1 << 2)
        /// Something only Foundation searches as it does: the text, or the word, is left to it.
        static let reference = Traits(rawValue: 1 << 3)
        /// A combining mark before any letter: Foundation compares it as written when a word starts with it.
        static let leadingMark = Traits(rawValue: 1 << 4)
    }

    /// The folded letters' UTF-8.
    var bytes: [UInt8] = []
    /// The offsets in `bytes` inside one letter's fold (between the two s of a folded ß), in order: a word matches
    /// only whole letters, so a match neither starts nor ends at one.
    var innerOffsets: [Int32] = []
    var traits: Traits = []

    /// Whether `word`, folded the same way, occurs in the text as Foundation finds it; nil when only Foundation
    /// can tell (see `TableSearchFolding`).
    func contains(_ word: Self) -> Bool? {
        if traits.contains(.reference) || !word.traits.isDisjoint(with: [.reference, .leadingMark]) || word.bytes.isEmpty {
            return nil
        }
        if word.traits.contains(.expansions) && !traits.isDisjoint(with: [.marks, .quirks]) {
            return nil
        }
        if traits.contains(.expansions) && word.traits.contains(.marks) {
            return nil
        }
        return occurs(word.bytes)
    }

    /// Whether `pattern` occurs in `bytes` starting and ending between whole folded letters.
    private func occurs(_ pattern: [UInt8]) -> Bool {
        let count = pattern.count
        guard count <= bytes.count else {
            return false
        }
        let first = pattern[0]
        var start = 0
        let last = bytes.count - count
        while start <= last {
            if bytes[start] == first {
                var matched = 1
                while matched < count && bytes[start + matched] == pattern[matched] {
                    matched += 1
                }
                if matched == count && isBoundary(start) && isBoundary(start + count) {
                    return true
                }
            }
            start += 1
        }
        return false
    }

    private func isBoundary(_ offset: Int) -> Bool {
        innerOffsets.isEmpty || !innerOffsets.contains(Int32(offset))
    }
}
"""#),
        (path: "Neutral/TableStorageObservation.swift", text: #"""
internal import Foundation

/// Keeps a form kept in UserDefaults in step with changes made elsewhere (another screen, the Settings app, an
/// extension of the app group) for as long as it is held: the UIKit data source holds one while it is attached,
/// and the SwiftUI list while it is on screen. Each `UserDefaults.didChangeNotification` calls `changed` on the
/// main actor, where the table reads the stored values again; letting go of the observation stops it.
///
/// The notification is observed with a block rather than an async sequence or a Combine publisher, which are not
/// on every platform the runtime builds for.
public final class TableStorageObservation: Sendable {
    /// The notification center's token; only read again when the observation goes.
    private nonisolated(unsafe) let token: any NSObjectProtocol

    /// Starts observing: `changed` runs on the main actor after each change of any UserDefaults of the process
    /// (the notification does not say which suite changed; reading the values again is what tells).
    public init(changed: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(
            forName: UserDefaults.didChangeNotification, object: nil,
            queue: .main
        ) { _ in
            MainActor.assumeIsolated { changed() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
"""#),
        (path: "Neutral/TableValidation.swift", text: #"""
internal import Foundation

/// A text field's rules (the spec's `validate`): what its text must be, and what an invalid one shows. The
/// content reports whether every shown row's value is valid (`TableContent.isValid`), for a Save button, and a
/// row shows its message once the user has edited it (`TableContent.shownProblem(for:)`).
public nonisolated struct TableValidation<Table: TableDefinition>: Equatable, Sendable {
    /// Whether the text may not be empty; spaces alone count as empty.
    public var isRequired: Bool
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression the whole text must match. The front end has checked that it compiles and cannot
    /// backtrack without bound; one that does not compile is never met.
    public var pattern: String?
    public var format: TableValueFormat?
    /// For a number typed in the field: the text must be a number in it.
    public var range: ClosedRange<Double>?
    /// What an invalid value shows; nil names the first rule it breaks. Setting it lets go of `localizedMessage`.
    public var message: String? {
        didSet { localizedMessage = nil }
    }
    /// The spec's string behind `message`, until the app sets it.
    public private(set) var localizedMessage: TableLocalizedText<Table>?

    public init(
        isRequired: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        format: TableValueFormat? = nil, range: ClosedRange<Double>? = nil, message: String? = nil,
        localizedMessage: TableLocalizedText<Table>? = nil
    ) {
        self.isRequired = isRequired
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.format = format
        self.range = range
        self.message = localizedMessage?.string ?? message
        self.localizedMessage = localizedMessage
    }

    /// The rules as a generated row spells them: `.rules(required: true, maxLength: 40, message: "Enter your name")`.
    public static func rules(
        required: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        format: TableValueFormat? = nil, minimum: Double? = nil, maximum: Double? = nil, message: String? = nil,
        localizedMessage: TableLocalizedText<Table>? = nil
    ) -> Self {
        let range = minimum.flatMap { low in maximum.map { high in Swift.min(low, high)...Swift.max(low, high) } }
        return Self(
            isRequired: required, minLength: minLength, maxLength: maxLength, pattern: pattern, format: format, range: range,
            message: message, localizedMessage: localizedMessage)
    }

    /// Nil when `value` meets every rule; else the message: the spec's, or one naming the first rule broken.
    public func problem(with value: TableValue?) -> String? {
        brokenRule(value).map { message ?? $0 }
    }

    /// The first rule `value` breaks, as a message, or nil. An empty text that is not required is valid: the
    /// other rules describe a text that is there.
    private func brokenRule(_ value: TableValue?) -> String? {
        let text = if case .text(let text)? = value { text } else { "" }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return isRequired ? "Required" : nil
        }
        if let minLength, text.count < minLength {
            return "Use at least \(minLength) character\(minLength == 1 ? "" : "s")"
        }
        if let maxLength, text.count > maxLength {
            return "Use at most \(maxLength) character\(maxLength == 1 ? "" : "s")"
        }
        if let format, !format.matches(text) {
            return format.problem
        }
        if let range {
            let number = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
            guard let number, range.contains(number) else {
                return
                    "Enter a number from \(TableValue.double(range.lowerBound).displayText ?? "") to \(TableValue.double(range.upperBound).displayText ?? "")"
            }
        }
        if let pattern, !Self.matches(text, pattern: pattern) {
            return "Enter a valid value"
        }
        return nil
    }

    /// Whether the whole text matches the pattern.
    static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
            return false
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A text field's format (`validate: { format: … }`).
public nonisolated enum TableValueFormat: CaseIterable, Hashable, Sendable {
    case email
    case url
    case phone

    /// Whether `text` has the format: an address with one `@` and a dot in its domain; a web address with a
    /// scheme and a host; a phone number of 7 to 15 digits, with spaces, dashes, dots, parentheses and a
    /// leading `+` between them.
    func matches(_ text: String) -> Bool {
        switch self {
        case .email:
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
            let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()) else { return false }
            return url.host.map { !$0.isEmpty } ?? false
        case .phone:
            var digits = 0
            for (index, character) in text.enumerated() {
                if character.isASCII, character.isNumber {
                    digits += 1
                } else if character == "+" {
                    guard index == 0 else { return false }
                } else if !" -.()".contains(character) {
                    return false
                }
            }
            return (7...15).contains(digits)
        }
    }

    var problem: String {
        switch self {
        case .email: "Enter an email address"
        case .url: "Enter a web address"
        case .phone: "Enter a phone number"
        }
    }
}
"""#),
        (path: "Neutral/TableValue.swift", text: #"""
public import Foundation

/// The value a form row holds: what its control shows and the user changes. The control decides the kind:
/// a switch holds a `bool`; a stepper or slider an `int` or a `double`; a text field `text`; a segmented
/// control or picker the chosen option's key, as `text`; a date picker a `date`.
public nonisolated enum TableValue: Hashable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case text(String)
    case date(Date)

    /// The value as a number, for comparing an `int` with a `double`; nil for any other kind.
    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The value as a row shows it in text: a whole number without a fraction (`17`, also for a `double`), others
    /// as Swift writes them (`0.5`); nil for a date, which a date picker shows itself.
    public var displayText: String? {
        switch self {
        case .bool(let value): String(value)
        case .int(let value): String(value)
        case .double(let value): value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        case .text(let value): value
        case .date: nil
        }
    }

    /// Whether the value is `true`: what a condition that names a switch asks.
    public var isTrue: Bool {
        self == .bool(true)
    }
}
"""#),
        (path: "Neutral/TableValueStorage.swift", text: #"""
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
"""#),
        (path: "Neutral/TableValueText.swift", text: #"""
/// A stepper's detail written around its value (the spec's `detail: "{textSize} pt"`): the text before and after
/// the number. In a localized table it is one string of the catalog, whose format string has the number as its
/// argument (`%lld pt`), so that a translator can move the number and give plural forms; the row shows it again
/// at each change of the value.
public nonisolated struct TableValueText<Table: TableDefinition>: Equatable, Sendable {
    /// The spec's text before the value.
    public let before: String
    /// The spec's text after the value.
    public let after: String
    /// The key of the string in the table's catalog, for a localized table.
    private let key: StaticString?
    private let comment: StaticString
    /// Plural forms other than the one written by `before` and `after` (the `other` form), for a table that is
    /// not localized: `detail: { one: "{keepDays} day", other: "{keepDays} days" }`. A localized table's catalog
    /// holds them as plural variations instead.
    public let forms: [Form]
    /// The language whose plural rules choose among `forms`.
    public let language: String

    /// A plural form: its CLDR category (`one`, `few`, …) and the text around the value.
    public nonisolated struct Form: Equatable, Sendable {
        public let category: String
        public let before: String
        public let after: String

        public init(_ category: String, before: String = "", after: String = "") {
            self.category = category
            self.before = before
            self.after = after
        }

        /// The forms as a generated row spells them: `forms: [.one(after: " day")]`.
        public static func zero(before: String = "", after: String = "") -> Self { Self("zero", before: before, after: after) }
        public static func one(before: String = "", after: String = "") -> Self { Self("one", before: before, after: after) }
        public static func two(before: String = "", after: String = "") -> Self { Self("two", before: before, after: after) }
        public static func few(before: String = "", after: String = "") -> Self { Self("few", before: before, after: after) }
        public static func many(before: String = "", after: String = "") -> Self { Self("many", before: before, after: after) }
    }

    /// The detail of a table that is not localized.
    public init(before: String = "", after: String = "", forms: [Form] = [], language: String = "en") {
        self.before = before
        self.after = after
        self.key = nil
        self.comment = ""
        self.forms = forms
        self.language = language
    }

    /// The detail of a localized table, as the catalog's string with `key` has it.
    public init(_ key: StaticString, before: String = "", after: String = "", comment: StaticString) {
        self.before = before
        self.after = after
        self.key = key
        self.comment = comment
        self.forms = []
        self.language = ""
    }

    /// The detail as a generated row spells it in a table that is not localized: `.text(after: " pt")`.
    public static func text(before: String = "", after: String = "", forms: [Form] = [], language: String = "en") -> Self {
        Self(before: before, after: after, forms: forms, language: language)
    }

    /// The detail as a generated row spells it in a localized table, with the catalog's key and comment:
    /// `.localized("General.textSize.detail", after: " pt", comment: "…")`.
    public static func localized(_ key: StaticString, before: String = "", after: String = "", comment: StaticString) -> Self {
        Self(key, before: before, after: after, comment: comment)
    }

    /// The detail showing `value`: a whole number as the format's integer argument (`%lld`, which plural rules
    /// read), any other number as its shortest text.
    public func text(showing value: TableValue) -> TableText<Table> {
        if case .int(let number) = value, key == nil, !forms.isEmpty {
            let category = TablePluralRules.category(of: number, language: language)
            if let form = forms.first(where: { $0.category == category }) {
                return TableText(form.before + String(number) + form.after)
            }
        }
        var parts: [LocalizableValue.Part] = []
        if !before.isEmpty { parts.append(.literal(before)) }
        if case .int(let number) = value {
            parts.append(.integer(number))
        } else {
            parts.append(.string(value.displayText ?? ""))
        }
        if !after.isEmpty { parts.append(.literal(after)) }
        let text = LocalizableValue(parts: parts)
        guard let key else {
            return TableText(text.text)
        }
        return TableText(localized: TableLocalizedText(key, defaultValue: text, comment: comment))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.before == rhs.before && lhs.after == rhs.after && lhs.forms == rhs.forms && lhs.language == rhs.language && sameKey(lhs.key, rhs.key)
    }

    /// Whether two keys have the same bytes: `StaticString` is not `Equatable`.
    private static func sameKey(_ lhs: StaticString?, _ rhs: StaticString?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let left?, let right?): left.withUTF8Buffer { left in right.withUTF8Buffer { left.elementsEqual($0) } }
        default: false
        }
    }
}
"""#),
        (path: "SwiftUI/ActionButtons.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// A row's own swipe actions and context menu (the spec's `swipe` and `menu`). A row with swipe actions shows
/// exactly these, on both edges, as UIKit does, in place of SwiftUI's swipe to delete; a row without keeps it.
/// A row without a menu has no context menu at all.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowActions<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    func body(content: Content) -> some View {
        content
            .modifier(TableListSwipeActions(entry: entry, editor: editor))
            .modifier(TableListContextMenu(entry: entry, editor: editor))
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListSwipeActions<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    @ViewBuilder
    func body(content: Content) -> some View {
        let actions = entry.row.actions
        if actions.hasSwipeActions {
            content
                .swipeActions(edge: .leading, allowsFullSwipe: actions.performsFirstActionWithFullSwipe) {
                    TableListActionButtons(actions: actions.leading, entry: entry, editor: editor, inMenu: false)
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: actions.performsFirstActionWithFullSwipe) {
                    TableListActionButtons(actions: actions.trailing, entry: entry, editor: editor, inMenu: false)
                }
        } else {
            content
        }
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListContextMenu<Table: SwiftUITable>: ViewModifier {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>

    @ViewBuilder
    func body(content: Content) -> some View {
        if entry.row.actions.menu.isEmpty {
            content
        } else {
            content.contextMenu {
                TableListActionButtons(actions: entry.row.actions.menu, entry: entry, editor: editor, inMenu: true)
            }
        }
    }
}

/// The buttons of one swipe edge or of the menu, in order: the first is nearest the edge, as in UIKit.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListActionButtons<Table: SwiftUITable>: View {
    let actions: [TableRowAction<Table>]
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    let inMenu: Bool

    var body: some View {
        ForEach(actions.indices, id: \.self) { index in
            TableListActionButton(action: actions[index], entry: entry, editor: editor, inMenu: inMenu)
        }
    }
}

/// One swipe button or menu item: destructive ones in red (a destructive swipe button also makes room as its
/// row goes), others in the action's colour, or SwiftUI's grey where it has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListActionButton<Table: SwiftUITable>: View {
    let action: TableRowAction<Table>
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    let inMenu: Bool

    var body: some View {
        Button(role: action.isDestructive ? .destructive : nil) {
            editor.perform(action, on: entry.id, inMenu: inMenu)
        } label: {
            label
        }
        .tint(action.color.map(Self.color))
        .modifier(TableListSymbolLabel(symbol: title == nil ? symbol : nil))
    }

    @ViewBuilder
    private var label: some View {
        if let title {
            Label {
                title
            } icon: {
                if let symbol {
                    Image(systemName: symbol)
                }
            }
        } else if let symbol {
            Image(systemName: symbol)
        }
    }

    /// The title: the built-in delete's is the row's delete confirmation, else the table's (a localized table
    /// looks "Delete" up), else "Delete", as the UIKit data source has it; the others have their own, if any.
    private var title: Text? {
        guard action.id != nil else {
            if let confirmation = entry.row.deleteConfirmation {
                return TableListText.text(confirmation, entry.row.localizedDeleteConfirmation)
            }
            if let tableTitle = Table.deleteActionTitle {
                return TableListText.text(tableTitle)
            }
            return Text(verbatim: "Delete")
        }
        guard let title = action.title, !title.isEmpty else {
            return nil
        }
        return TableListText.text(title, action.localizedTitle)
    }

    /// A swipe action's background: the system colour of its name, as the UIKit data source sets it.
    private static func color(_ color: Table.ActionColor) -> Color {
        switch color {
        case .red: Color.red
        case .orange: Color.orange
        case .yellow: Color.yellow
        case .green: Color.green
        case .mint: Color.mint
        case .teal: Color.teal
        case .cyan: Color.cyan
        case .blue: Color.blue
        case .indigo: Color.indigo
        case .purple: Color.purple
        case .pink: Color.pink
        case .brown: Color.brown
        case .gray: Color.gray
        }
    }

    /// The SF Symbol shown: the action's; in a menu the built-in delete has a trash can unless it names one.
    private var symbol: String? {
        inMenu && action.id == nil ? (action.image ?? "trash") : action.image
    }
}

/// An action shown by its image alone is still named for VoiceOver: by its symbol's name, as the UIKit data
/// source names such a menu item.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListSymbolLabel: ViewModifier {
    let symbol: String?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let symbol {
            content.accessibilityLabel(Text(verbatim: symbol))
        } else {
            content
        }
    }
}
#endif
"""#),
        (path: "SwiftUI/FormDatePicker.swift", text: #"""
#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// A date picker (`mode`, `pickerStyle`): SwiftUI's `DatePicker` showing the mode's components. `compact` is a
/// button beside the row's text; `inline` (`.graphical`) and `wheels` (`.wheel`) draw the calendar or the wheels
/// under it, as the UIKit cell does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListDatePicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let picker: TableDatePicker
    let editor: TableListEditor<Table>
    /// The date shown until the user picks one: the moment the row first showed, as UIKit's picker starts at now,
    /// kept so that it stays put while the list redraws.
    @State private var shownAt = Date()

    var body: some View {
        switch picker.style {
        case .compact:
            DatePicker(selection: date, displayedComponents: components) {
                TableListCellLabel(row: entry.row, showsDetail: false)
            }
            .datePickerStyle(.compact)
        case .inline:
            VStack(alignment: .leading) {
                caption
                DatePicker(selection: date, displayedComponents: components) {
                    EmptyView()
                }
                .datePickerStyle(.graphical)
            }
        case .wheels:
            VStack(alignment: .leading) {
                caption
                DatePicker(selection: date, displayedComponents: components) {
                    EmptyView()
                }
                .datePickerStyle(.wheel)
            }
        }
    }

    /// The row's text over a calendar or wheels, whose own label is left empty: SwiftUI would set it beside the
    /// wheels, in the room they need. VoiceOver reads the text before the picker, as it reads the UIKit cell's
    /// label.
    @ViewBuilder
    private var caption: some View {
        if entry.row.text != nil || entry.row.image != nil {
            TableListCellLabel(row: entry.row, showsDetail: false)
        }
    }

    private var components: DatePickerComponents {
        switch picker.mode {
        case .date: [.date]
        case .time: [.hourAndMinute]
        case .dateAndTime: [.date, .hourAndMinute]
        }
    }

    private var date: Binding<Date> {
        let shownAt = shownAt
        return editor.binding(
            to: entry,
            read: { value in
                if case .date(let date)? = value { date } else { shownAt }
            }, write: { .date($0) })
    }
}
#endif
"""#),
        (path: "SwiftUI/FormNumberControls.swift", text: #"""
#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// A stepper (`range`, `step`): SwiftUI's `Stepper`, bound to an `Int` when the spec's numbers are whole and to
/// a `Double` otherwise, with the row's text and its number beside it, as Settings shows a stepped value.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListStepper<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let numbers: TableNumberControl
    let editor: TableListEditor<Table>

    var body: some View {
        if numbers.isInteger {
            Stepper(value: wholeNumber, in: numbers.wholeBounds, step: numbers.wholeStep) {
                label
            }
        } else {
            Stepper(value: number, in: numbers.bounds, step: numbers.positiveStep ?? 1) {
                label
            }
        }
    }

    private var label: some View {
        HStack {
            TableListCellLabel(row: entry.row, showsDetail: false)
            Spacer(minLength: 0)
            valueText
                .foregroundStyle(TableListColors.secondary)
        }
    }

    /// The number beside the text, where the UIKit cell shows it as the detail: the row's detail when it has one,
    /// else the number itself, in the user's locale.
    private var valueText: Text {
        if let detail = entry.row.detail {
            return TableListText.text(detail, entry.row.localizedDetail)
        }
        let number = numbers.number(of: entry.row.value)
        return Text(verbatim: numbers.isInteger ? TableNumberControl.wholeNumber(number).formatted() : number.formatted())
    }

    private var number: Binding<Double> {
        let numbers = numbers
        return editor.binding(to: entry, read: { numbers.number(of: $0) }, write: { .double($0) })
    }

    private var wholeNumber: Binding<Int> {
        let numbers = numbers
        return editor.binding(to: entry, read: { TableNumberControl.wholeNumber(numbers.number(of: $0)) }, write: { .int($0) })
    }
}

/// A slider (`range`, `step`, `minImage`, `maxImage`): SwiftUI's `Slider` beside the row's text, where the UIKit
/// cell puts its UISlider, between the spec's images (asset catalog images, else SF Symbols). The content clamps
/// and steps what it is given and keeps a whole-numbered slider's value an `int`.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSlider<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let numbers: TableNumberControl
    let editor: TableListEditor<Table>

    var body: some View {
        if entry.row.text == nil && entry.row.image == nil {
            slider
        } else {
            TableListFormLayout {
                TableListCellLabel(row: entry.row, showsDetail: false)
            } control: {
                slider
            }
        }
    }

    /// The slider, with the row's text as its label for VoiceOver. A missing image is an empty view, which takes
    /// no room at its end of the track.
    @ViewBuilder
    private var slider: some View {
        if let step = numbers.positiveStep {
            Slider(value: number, in: numbers.bounds, step: step) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            } minimumValueLabel: {
                image(numbers.minimumImage)
            } maximumValueLabel: {
                image(numbers.maximumImage)
            }
        } else {
            Slider(value: number, in: numbers.bounds) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            } minimumValueLabel: {
                image(numbers.minimumImage)
            } maximumValueLabel: {
                image(numbers.maximumImage)
            }
        }
    }

    @ViewBuilder
    private func image(_ name: String?) -> some View {
        if let name {
            TableListCellLabel<Table>.image(named: name)
        }
    }

    private var number: Binding<Double> {
        let numbers = numbers
        return editor.binding(to: entry, read: { numbers.number(of: $0) }, write: { .double($0) })
    }
}

/// A stepper's and a slider's numbers as SwiftUI's controls take them. Their ranges trap when written backwards or
/// with NaN, and an app can set `minimum` and `maximum` after the initializer ordered them, so these never trap.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension TableNumberControl {
    /// The range, lowest first; NaN counts as 0.
    var bounds: ClosedRange<Double> {
        let low = minimum.isNaN ? 0 : minimum
        let high = maximum.isNaN ? low : maximum
        return Swift.min(low, high)...Swift.max(low, high)
    }

    /// The range in whole numbers, for a stepper of `int`s.
    var wholeBounds: ClosedRange<Int> {
        Self.wholeNumber(bounds.lowerBound)...Self.wholeNumber(bounds.upperBound)
    }

    /// The step, when it is a positive number: the initializer ignores any other, and so does this one set later.
    var positiveStep: Double? {
        step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The step in whole numbers, at least 1.
    var wholeStep: Int {
        Swift.max(Self.wholeNumber(positiveStep ?? 1), 1)
    }

    /// `number` rounded to an `Int`, within `Int`'s range; NaN is 0.
    static func wholeNumber(_ number: Double) -> Int {
        if number.isNaN {
            return 0
        }
        let rounded = number.rounded()
        return rounded >= Double(Int.max) ? Int.max : (rounded <= Double(Int.min) ? Int.min : Int(rounded))
    }
}
#endif
"""#),
        (path: "SwiftUI/FormPickers.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// A segmented control (`options`): SwiftUI's `Picker` in the segmented style, one segment per option, beside the
/// row's text as the UIKit cell puts its UISegmentedControl.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSegmentedPicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let editor: TableListEditor<Table>

    var body: some View {
        if entry.row.text == nil && entry.row.image == nil {
            picker
        } else {
            TableListFormLayout {
                TableListCellLabel(row: entry.row, showsDetail: false)
            } control: {
                picker
            }
        }
    }

    /// A segmented picker draws no label: the row's text is its label for VoiceOver.
    private var picker: some View {
        Picker(selection: editor.choice(of: entry)) {
            TableListOptionTags.views(options)
        } label: {
            TableListText.text(entry.row.text, entry.row.localizedText)
        }
        .pickerStyle(.segmented)
    }
}

/// A picker (`options`, `pickerStyle`): SwiftUI's `Picker`, showing the chosen option's title beside the row's
/// text. `menu` pops up a menu from the row; `inline` is the label of the option rows under it. `push` pushes the options as a checkmark list: from iOS 16 in the
/// navigation-link style, before through a link to `TableListOptionList`, which looks and acts the same.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListOptionPicker<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let style: TablePickerStyle
    let editor: TableListEditor<Table>

    var body: some View {
        switch style {
        case .inline:
            // The options are rows of the content under this one, each checked while it is the value, as SwiftUI's
            // inline picker shows them in a form; this row is their label.
            TableListCellLabel(row: entry.row, showsDetail: false)
        case .menu:
            picker
                .pickerStyle(.menu)
        case .push:
            if #available(iOS 16, *) {
                picker
                    .pickerStyle(.navigationLink)
            } else {
                NavigationLink {
                    TableListOptionList(entry: entry, options: options, editor: editor)
                } label: {
                    TableListFormLayout {
                        TableListCellLabel(row: entry.row, showsDetail: false)
                    } control: {
                        chosenTitle
                            .foregroundStyle(TableListColors.secondary)
                    }
                }
            }
        }
    }

    /// The picker shows the chosen option's title itself, so its label is the row's text and image alone, without
    /// the detail the content gives a pushed picker for UIKit.
    private var picker: some View {
        Picker(selection: editor.choice(of: entry)) {
            TableListOptionTags.views(options)
        } label: {
            TableListCellLabel(row: entry.row, showsDetail: false)
        }
    }

    /// The chosen option's title, localized as the option is; empty while none is chosen.
    private var chosenTitle: Text {
        let chosen = options.first { entry.row.value == .text($0.key) }
        return TableListText.text(chosen?.title, chosen?.localizedTitle)
    }
}

/// A pushed picker's options before iOS 16: a checkmark list in the table's style, titled with the row's text.
/// Choosing an option writes it to the content and goes back, as SwiftUI's own pushed picker does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListOptionList<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let options: [TableOption<Table>]
    let editor: TableListEditor<Table>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        List {
            ForEach(options, id: \.key) { option in
                let isChosen = entry.row.value == .text(option.key)
                Button {
                    editor.setValue(.text(option.key), for: entry.id)
                    dismiss()
                } label: {
                    HStack {
                        TableListText.text(option.title, option.localizedTitle)
                            .foregroundStyle(TableListColors.text)
                        Spacer()
                        if isChosen {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                        }
                    }
                }
                // The checkmark is only an image: VoiceOver reads the chosen option as "selected".
                .accessibilityAddTraits(isChosen ? .isSelected : [])
            }
        }
        .modifier(TableListStyle(style: Table.style))
        .navigationTitle(TableListText.text(entry.row.text, entry.row.localizedText))
    }
}

/// The options of a picker as its content: each option's title, localized as the option is, tagged with its key,
/// which is the value the row holds. A function rather than a view of its own, so that the picker's content is the
/// `ForEach` of tagged titles itself.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListOptionTags {
    @MainActor
    static func views<Table>(_ options: [TableOption<Table>]) -> some View {
        ForEach(options, id: \.key) { option in
            // The tag's type is the selection's: an optional key, nil while nothing is chosen.
            TableListText.text(option.title, option.localizedTitle)
                .tag(Optional(option.key))
        }
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableListEditor {
    /// A picker's selection: the chosen option's key, or nil while the row holds none, so that no option shows as
    /// chosen (an optional, where an empty key would match no tag and SwiftUI would warn). Choosing an option
    /// writes its key.
    func choice(of entry: TableListRowEntry<Table>) -> Binding<String?> {
        binding(
            to: entry,
            read: { value in
                if case .text(let key)? = value { key } else { nil }
            }, write: { key in key.map(TableValue.text) })
    }
}
#endif
"""#),
        (path: "SwiftUI/FormRowControls.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// A form row (the spec's `control:`) as SwiftUI's own control, laid out as a `Form` lays it out in a Settings
/// list. Each control is bound to the row's value in the content through the editor: it shows what the content
/// holds, and every change the user makes is written there (so it survives scrolling, and conditions see it)
/// before the app hears of it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFormControl<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let control: TableRowControl<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field, for a text field row.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding

    var body: some View {
        switch control {
        case .switch:
            Toggle(isOn: isOn) {
                TableListCellLabel(row: entry.row)
            }
        case .textField(let field):
            TableListTextField(entry: entry, field: field, editor: editor, focusedField: focusedField)
        case .stepper(let numbers, _):
            TableListStepper(entry: entry, numbers: numbers, editor: editor)
        case .slider(let numbers):
            TableListSlider(entry: entry, numbers: numbers, editor: editor)
        case .segmented(let options):
            TableListSegmentedPicker(entry: entry, options: options, editor: editor)
        case .picker(let options, let style):
            TableListOptionPicker(entry: entry, options: options, style: style, editor: editor)
        case .datePicker(let picker):
            TableListDatePicker(entry: entry, picker: picker, editor: editor)
        }
    }

    /// The switch shows the row's `isOn`, and a flip is written to the app's content. `Binding` takes `@Sendable`
    /// closures; the setter says it runs on the main actor, where the content is.
    private var isOn: Binding<Bool> {
        let entry = entry
        let editor = editor
        return Binding(get: { entry.row.isOn }, set: { @MainActor isOn in editor.setOn(isOn, for: entry.id) })
    }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableListEditor {
    /// A control's binding to its row's value: it reads the value the row was drawn with (`read` turns it into
    /// what the control shows, a missing value too), and writes each change through `setValue(_:for:)` (`write`
    /// makes it a value; nil, for a picker left without a choice, writes nothing). `Binding` takes `@Sendable`
    /// closures; the setter says it runs on the main actor, where the content is.
    func binding<Value: Sendable>(
        to entry: TableListRowEntry<Table>, read: @escaping @Sendable (TableValue?) -> Value,
        write: @escaping @Sendable (Value) -> TableValue?
    ) -> Binding<Value> {
        let value = entry.row.value
        let identity = entry.id
        let editor = self
        return Binding(
            get: { read(value) },
            set: { @MainActor newValue in
                if let changed = write(newValue) {
                    editor.setValue(changed, for: identity)
                }
            })
    }
}

/// A form row's text leading and its control trailing, as Settings lays out a field, a slider or a segmented
/// control beside its text: `LabeledContent` from iOS 16, which a list aligns as a `Form` does; before, a stack.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFormLayout<Label: View, Control: View>: View {
    private let label: Label
    private let control: Control

    init(@ViewBuilder label: () -> Label, @ViewBuilder control: () -> Control) {
        self.label = label()
        self.control = control()
    }

    var body: some View {
        if #available(iOS 16, *) {
            LabeledContent {
                control
            } label: {
                label
            }
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
#endif
"""#),
        (path: "SwiftUI/FormTextField.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI
#if canImport(UIKit)
internal import UIKit
#endif

/// A text field row (`placeholder`, `keyboard`, `contentType`, `secure`, `autocapitalization`, `autocorrection`): the
/// row's text leading and the field trailing, as Settings lays out an account form. The field is bound to the row's
/// text in the content, so what the user types survives scrolling and the app hears each change. Return moves the
/// focus to the list's next text field (`next` on the key), and the last one's ends editing (`done`). Once the user
/// has edited it, a value that breaks the row's `validate` rules shows its message under the field.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTextField<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let field: TableTextField<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field: this row's identity while it is being typed in.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            labelledField
            if let problem = editor.problem(for: entry.row) {
                message(problem)
                    .font(.footnote)
                    .foregroundStyle(TableListColors.problem)
            }
        }
    }

    /// The row's text leading, the field trailing.
    private var labelledField: some View {
        TableListFormLayout {
            TableListCellLabel(row: entry.row, showsDetail: false)
        } control: {
            input
                .multilineTextAlignment(.trailing)
                #if !os(macOS) && !os(watchOS)
            .keyboardType(field.keyboard.keyboardType)
            .textContentType(field.contentType?.textContentType)
                #endif
                .textInputAutocapitalization(autocapitalization)
                // SwiftUI can only turn corrections off: `autocorrection: true` is the system's choice, as nil is.
                .autocorrectionDisabled(field.effectiveAutocorrects == false)
                .focused(focusedField, equals: entry.id)
                .submitLabel(entry.nextTextField == nil ? .done : .next)
                .onSubmit {
                    focusedField.wrappedValue = entry.nextTextField
                }
        }
    }

    /// The spec's message in the list's locale; a message the runtime makes of a broken rule, as it is.
    private func message(_ problem: String) -> Text {
        let rules = entry.row.validation
        return TableListText.text(problem, problem == rules?.message ? rules?.localizedMessage : nil)
    }

    /// The field, hiding what is typed for `secure`, with the placeholder as its prompt and the row's text as its
    /// label, which VoiceOver reads.
    @ViewBuilder
    private var input: some View {
        if field.isSecure {
            SecureField(text: text, prompt: prompt) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            }
        } else {
            TextField(text: text, prompt: prompt) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            }
        }
    }

    /// The spec's capitalization, or the field's kind's, as SwiftUI names it.
    private var autocapitalization: TextInputAutocapitalization {
        switch field.effectiveAutocapitalization {
        case .automatic, .sentences: .sentences
        case .none: .never
        case .words: .words
        case .allCharacters: .characters
        }
    }

    /// The placeholder in the list's locale when it is the spec's.
    private var prompt: Text? {
        field.placeholder.map { TableListText.text($0, field.localizedPlaceholder) }
    }

    private var text: Binding<String> {
        editor.binding(
            to: entry,
            read: { value in
                if case .text(let text)? = value { text } else { "" }
            }, write: { .text($0) })
    }
}
#endif
"""#),
        (path: "SwiftUI/ListEntries.swift", text: #"""
#if canImport(SwiftUI)
/// A section as the list shows it, known by the identity the UIKit snapshot gives it: `ForEach` over these is
/// `ForEach` over `content.identities`, so SwiftUI inserts, removes and moves exactly the sections and rows a
/// diffable data source would, and a section whose titles change is the same section, updated.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated struct TableListSectionEntry<Table: SwiftUITable>: Sendable {
    /// The section's identity in the snapshot.
    var id: TableSectionIdentity<Table>
    /// Where the section is in the content.
    var index: Int
    /// The section, for its titles.
    var section: TableSection<Table>
    /// The first section index title that leads to the section, as `content.sectionIndex` has it.
    var indexTitle: String?
    /// That title as a word of the spec's, when it is one.
    var localizedIndexTitle: TableLocalizedText<Table>?
    /// The rows, in order.
    var rows: [TableListRowEntry<Table>]

    /// The content's sections and rows, each with its identity.
    static func entries(of content: TableContent<Table>) -> [TableListSectionEntry<Table>] {
        var indexTitles: [Int: String] = [:]
        for entry in content.sectionIndex where indexTitles[entry.section] == nil {
            indexTitles[entry.section] = entry.title
        }
        var words: [String: TableLocalizedText<Table>] = [:]
        for word in Table.localizedIndexTitles where words[word.string] == nil {
            words[word.string] = word
        }
        var entries: [TableListSectionEntry<Table>] = []
        entries.reserveCapacity(content.numberOfSections)
        for (index, identities) in content.identities.enumerated() {
            let section = content.sections[index]
            let isInSelectionList = section.selectionList != nil
            var rows: [TableListRowEntry<Table>] = []
            rows.reserveCapacity(identities.rows.count)
            for (row, identity) in identities.rows.enumerated() {
                rows.append(
                    TableListRowEntry(
                        id: identity,
                        row: section.rows[row],
                        isInSelectionList: isInSelectionList
                    ))
            }
            let indexTitle = indexTitles[index]
            entries.append(
                TableListSectionEntry(
                    id: identities.section,
                    index: index,
                    section: section,
                    indexTitle: indexTitle,
                    localizedIndexTitle: indexTitle.flatMap { words[$0] },
                    rows: rows
                ))
        }
        linkTextFields(in: &entries, of: content)
        return entries
    }

    /// Gives each text field row the next one in the list, across sections, as Return's destination. A disabled
    /// field cannot take the focus, so Return passes over it, as the UIKit data source's does.
    private static func linkTextFields(in entries: inout [TableListSectionEntry<Table>], of content: TableContent<Table>) {
        var previous: (section: Int, row: Int)?
        for section in entries.indices {
            for row in entries[section].rows.indices {
                let entry = entries[section].rows[row]
                guard case .textField? = entry.row.control, !content.isDisabled(entry.row) else {
                    continue
                }
                if let previous {
                    entries[previous.section].rows[previous.row].nextTextField = entry.id
                }
                previous = (section, row)
            }
        }
    }
}

/// A row as the list shows it, known by the identity the UIKit snapshot gives it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated struct TableListRowEntry<Table: SwiftUITable>: Sendable {
    /// The row's identity in the snapshot: what the user's actions find the row by when they happen, since the
    /// row may have moved since it was drawn.
    var id: TableRowIdentity<Table>
    /// The row as it was drawn.
    var row: TableRow<Table>
    /// Whether its section is a checkmark list.
    var isInSelectionList: Bool
    /// For a text field row, the next enabled text field row of the list, where Return moves the focus; nil for
    /// the last one, whose Return ends editing.
    var nextTextField: TableRowIdentity<Table>?

    /// Whether the row shows a checkmark in a checkmark list: the choice VoiceOver reads as "selected".
    var isChosen: Bool {
        isInSelectionList && row.isChecked
    }
}
#endif
"""#),
        (path: "SwiftUI/ListScreenViews.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// An empty state (`empty`) as SwiftUI shows it: from iOS 17 a `ContentUnavailableView`, with its image, title,
/// message and button; before, the same parts in a centred stack. The button hands its id to the app.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEmptyView<Table: SwiftUITable>: View {
    let state: TableEmptyState<Table>
    let onAction: ((Table.ActionID) -> Void)?

    var body: some View {
        if #available(iOS 17, *) {
            ContentUnavailableView {
                label
            } description: {
                if let message = state.message {
                    TableListText.text(message)
                }
            } actions: {
                button
            }
        } else {
            VStack(spacing: 8) {
                label.font(.title2)
                if let message = state.message {
                    TableListText.text(message).foregroundStyle(TableListColors.secondary)
                }
                button
            }
            .multilineTextAlignment(.center)
            .frame(maxWidth: .infinity)
        }
    }

    @ViewBuilder
    private var label: some View {
        if let image = state.image {
            Label {
                TableListText.text(state.title)
            } icon: {
                Image(systemName: image)
            }
        } else {
            TableListText.text(state.title)
        }
    }

    @ViewBuilder
    private var button: some View {
        if let action = state.action {
            Button {
                onAction?(action.id)
            } label: {
                TableListText.text(action.title)
            }
        }
    }
}

/// The header of a collapsible section (`collapsible: true`): its title and a chevron, one button that folds and
/// unfolds the section. VoiceOver reads it as a button, and its state as the chevron's direction says it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListFoldingHeader: View {
    let title: Text
    let isCollapsed: Bool
    let toggle: @MainActor () -> Void

    var body: some View {
        Button(action: toggle) {
            HStack {
                title
                Spacer()
                Image(systemName: isCollapsed ? "chevron.forward" : "chevron.down")
                    .font(.footnote)
                    .foregroundStyle(TableListColors.secondary)
                    .accessibilityHidden(true)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(.isHeader)
    }
}

/// Pull to refresh, for a table with `refreshable: true`: SwiftUI's spinner shows until the app's function
/// returns.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRefresh: ViewModifier {
    let isRefreshable: Bool
    let onRefresh: (@MainActor () async -> Void)?

    @ViewBuilder
    func body(content: Content) -> some View {
        if isRefreshable {
            content.refreshable { await onRefresh?() }
        } else {
            content
        }
    }
}

/// The search field of a table with `search` (`searchable`), with its prompt and, from iOS 16.4, its scope
/// buttons (`searchScopes`); a table without `search` has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSearch<Table: SwiftUITable>: ViewModifier {
    @Binding var text: String
    @Binding var scope: String

    @ViewBuilder
    func body(content: Content) -> some View {
        if let settings = Table.search {
            let searchable = content.searchable(text: $text, prompt: settings.prompt.map { TableListText.text($0) })
            if settings.scopes.count > 1, #available(iOS 16.4, *) {
                searchable.searchScopes($scope) {
                    ForEach(settings.scopes, id: \.key) { scope in
                        TableListText.text(scope.title).tag(scope.key)
                    }
                }
            } else {
                searchable
            }
        } else {
            content
        }
    }
}

/// A search that matches nothing: the system's "No Results" for the query, from iOS 17.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListNoResults: View {
    let text: String

    var body: some View {
        if #available(iOS 17, *) {
            ContentUnavailableView.search(text: text)
        }
    }
}

/// The list's sections as a search shows them, and the spec's matching, kept between keystrokes. A reference,
/// so that the list's body can keep its cache without changing its state.
///
/// The entries of the whole content, with their identities, are made when the content changes, not at each
/// keystroke: a search shows the rows it keeps under the identities they have in the whole content, picked by
/// position (`TableSearchSnapshot`), so a keystroke counts no identity.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
final class TableListSearchCache<Table: SwiftUITable> {
    private var filter: TableSearchFilter<Table>?
    /// The content the entries were made for: comparing it with the list's is quick while the two share their
    /// storage, as they do until the content changes.
    private var entriesContent: TableContent<Table>?
    /// The entries of `entriesContent`, every section and row.
    private var allEntries: [TableListSectionEntry<Table>] = []
    /// Whether the last entries were filtered by a query, and whether they had no row.
    private(set) var isFiltering = false
    private(set) var showsNoRows = false

    /// The content's sections and rows, known by their identities in the whole content, less the rows the query
    /// does not match and the sections left without rows; all of them for an empty query.
    func entries(of content: TableContent<Table>, query: TableSearchQuery, matches: ((TableRow<Table>, TableSearchQuery) -> Bool)?)
        -> [TableListSectionEntry<Table>]
    {
        if entriesContent != content {
            allEntries = TableListSectionEntry.entries(of: content)
            entriesContent = content
        }
        let all = allEntries
        guard let settings = Table.search, !query.isEmpty else {
            isFiltering = false
            showsNoRows = false
            return all
        }
        var filter = self.filter ?? TableSearchFilter(texts: settings.texts(of:))
        let matched = TableSearchSnapshot<Table>.matchingRows(
            in: content, query: query, inSection: settings.scopedSection(of: query),
            filter: &filter, matches: matches)
        self.filter = filter
        let shown = matched.map { match in
            var section = all[match.section]
            if match.rows.count < section.rows.count {
                let rows = section.rows
                section.rows = match.rows.map { rows[$0] }
            }
            return section
        }
        isFiltering = true
        showsNoRows = shown.isEmpty
        return shown
    }
}
#endif
"""#),
        (path: "SwiftUI/RowCell.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI
#if canImport(UIKit)
internal import UIKit
#endif

/// A row's cell: its text, detail and image in its cell style, then its accessory, as UIKit's cell lays them out.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCell<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    /// Whether the cell is a `NavigationLink`'s label: the link draws its own chevron, so the cell leaves the
    /// disclosure indicator out.
    let isLinked: Bool

    var body: some View {
        HStack {
            TableListCellLabel(row: entry.row)
            Spacer(minLength: 0)
            accessory
        }
    }

    /// Whether the accessory is a button of its own (`detailButton`, `detailDisclosureButton`).
    static func hasDetailButton(_ row: TableRow<Table>) -> Bool {
        guard !row.isChecked, row.control == nil else {
            return false
        }
        return row.accessory == .detailButton || row.accessory == .detailDisclosureButton
    }

    /// The accessory as UIKit draws it: a checkmark (a checked row of a checkmark list too) in the tint, a
    /// chevron in the tertiary label colour, a tinted detail button that calls `onAccessoryButtonTap`.
    @ViewBuilder
    private var accessory: some View {
        if entry.row.isChecked || entry.row.accessory == .checkmark {
            Image(systemName: "checkmark")
                .foregroundStyle(.tint)
        } else {
            switch entry.row.accessory {
            case .none, .checkmark:
                EmptyView()
            case .disclosureIndicator:
                if !isLinked {
                    chevron
                }
            case .detailButton:
                detailButton
            case .detailDisclosureButton:
                detailButton
                if !isLinked {
                    chevron
                }
            }
        }
    }

    /// Borderless, so that in a list it is a button of its own and does not take the row's tap.
    private var detailButton: some View {
        Button {
            editor.accessoryButtonTapped(entry.id)
        } label: {
            Image(systemName: "info.circle")
        }
        .buttonStyle(.borderless)
    }

    private var chevron: some View {
        Image(systemName: "chevron.forward")
            .font(.footnote)
            .foregroundStyle(TableListColors.disclosure)
    }
}

/// A row's text, detail and image in its cell style, in UIKit's colours: text in the label colour (tinted for a
/// `button` row, red for a `destructive` one), details in the secondary label colour, even inside a button.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCellLabel<Table: SwiftUITable>: View {
    let row: TableRow<Table>
    /// Whether the detail shows where the cell style puts it. A form control's label leaves it out: the control
    /// shows the row's value itself (a menu its choice, a stepper its number beside the text).
    var showsDetail = true

    var body: some View {
        if !showsDetail {
            labelled(title)
        } else {
            styled
        }
    }

    /// The text, detail and image in the row's cell style.
    @ViewBuilder
    private var styled: some View {
        switch row.style {
        case .default, .custom:
            labelled(title)
        case .subtitle:
            labelled(subtitle)
        case .value1:
            value1
        case .value2:
            labelled(value2)
        }
    }

    /// The text with the row's image as its icon, when it has one.
    @ViewBuilder
    private func labelled<Title: View>(_ title: Title) -> some View {
        if let name = row.image {
            Label {
                title
            } icon: {
                Self.image(named: name)
            }
        } else {
            title
        }
    }

    /// The text, in the colour of the row's role.
    @ViewBuilder
    private var title: some View {
        let text = TableListText.text(row.text, row.localizedText)
        switch row.role {
        case .normal:
            text.foregroundStyle(TableListColors.text)
        case .button:
            text.foregroundStyle(.tint)
        case .destructive:
            text.foregroundStyle(TableListColors.destructive)
        }
    }

    /// The detail, when the row has one.
    private var detail: Text? {
        row.detail.map { TableListText.text($0, row.localizedDetail) }
    }

    /// UIKit's subtitle style: the text over a smaller detail.
    private var subtitle: some View {
        VStack(alignment: .leading) {
            title
            if let detail {
                detail
                    .font(.subheadline)
                    .foregroundStyle(TableListColors.secondary)
            }
        }
    }

    /// UIKit's value1 style: the text leading and the detail trailing, as `LabeledContent` lays them out from
    /// iOS 16. Its value is given its colour too: `LabeledContent` would draw it in the hierarchical secondary
    /// style, which a button tints.
    @ViewBuilder
    private var value1: some View {
        if #available(iOS 16, *) {
            LabeledContent {
                if let detail {
                    detail.foregroundStyle(TableListColors.secondary)
                }
            } label: {
                labelled(title)
            }
        } else {
            HStack {
                labelled(title)
                Spacer()
                if let detail {
                    detail.foregroundStyle(TableListColors.secondary)
                }
            }
        }
    }

    /// UIKit's value2 style: a small tinted leading column, then the detail beside it in the label colour.
    private var value2: some View {
        HStack(alignment: .firstTextBaseline) {
            TableListText.text(row.text, row.localizedText)
                .font(.footnote)
                .foregroundStyle(.tint)
            if let detail {
                detail.foregroundStyle(TableListColors.text)
            }
        }
    }

    #if canImport(UIKit)
    /// An asset catalog image, else an SF Symbol of that name: the UIKit data source's rule, for a row's image
    /// and a slider's.
    static func image(named name: String) -> Image {
        UIImage(named: name) != nil ? Image(name) : Image(systemName: name)
    }
    #else
    /// An SF Symbol of that name.
    static func image(named name: String) -> Image {
        Image(systemName: name)
    }
    #endif
}
#endif
"""#),
        (path: "SwiftUI/RowView.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// One row: what it is (a form control, an insert control while editing, a link to the table it opens, a button
/// when a tap does something, else just its cell), with its editing, its accessibility, its swipe actions and its
/// menu.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowView<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    /// The list's focused text field, which a text field row takes and passes on.
    let focusedField: FocusState<TableRowIdentity<Table>?>.Binding
    /// Whether the list is being edited: an insert row shows its control then. Read here, inside the list,
    /// where the Edit button's edit mode is.
    @Environment(\.editMode) private var editMode

    var body: some View {
        control
            // Dimmed and unresponsive, with "dimmed" read by VoiceOver, while its `disabled` condition holds.
            .disabled(editor.isDisabled(entry.row))
            .modifier(TableListRowAccessibility(row: entry.row, isChosen: entry.isChosen))
            .deleteDisabled(!(entry.row.canEdit && entry.row.editingStyle == .delete))
            .moveDisabled(!entry.row.canMove)
            .modifier(TableListRowActions(entry: entry, editor: editor))
    }

    @ViewBuilder
    private var control: some View {
        if let control = entry.row.control {
            TableListFormControl(entry: entry, control: control, editor: editor, focusedField: focusedField)
        } else if showsInsertControl {
            insertControl
        } else if let table = entry.row.opens, entry.row.isSelectable {
            TableListLink<Table, TableListCell<Table>>(table: table, label: TableListCell(entry: entry, editor: editor, isLinked: true))
        } else if editor.respondsToTap(entry) {
            Button(role: entry.row.role == .destructive ? .destructive : nil) {
                editor.select(entry.id)
            } label: {
                TableListCell(entry: entry, editor: editor, isLinked: false)
            }
        } else {
            TableListCell(entry: entry, editor: editor, isLinked: false)
                .modifier(TableListCellElement(isCombined: !TableListCell<Table>.hasDetailButton(entry.row)))
        }
    }

    /// SwiftUI's edit mode has no insert control, so an insert row draws UIKit's own while the list is edited:
    /// a green plus before the cell, the whole row a button that asks the app for the row to insert.
    private var showsInsertControl: Bool {
        entry.row.canEdit && entry.row.editingStyle == .insert && editMode?.wrappedValue.isEditing == true
    }

    private var insertControl: some View {
        Button {
            editor.insertRow(at: entry.id)
        } label: {
            HStack {
                Image(systemName: "plus.circle.fill")
                    .foregroundStyle(TableListColors.insert)
                TableListCell(entry: entry, editor: editor, isLinked: false)
            }
        }
    }
}

/// A row that opens a table. From iOS 16 it is a link by value, `NavigationLink(value:)`: the list declares
/// `navigationDestination(for: Table.OpenedTable.self)`, so the stack pushes `Table.destination(for:)`, and an app
/// that routes the values itself declares its own destination nearer the stack's root, which SwiftUI uses
/// instead. Before iOS 16 the link carries its destination.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListLink<Table: SwiftUITable, Label: View>: View {
    let table: Table.OpenedTable
    let label: Label

    var body: some View {
        if #available(iOS 16, *) {
            NavigationLink(value: table) {
                label
            }
        } else {
            NavigationLink {
                Table.destination(for: table)
            } label: {
                label
            }
        }
    }
}

/// What VoiceOver reads for a row, as the UIKit data source sets it on the cell: the row's `accessibilityLabel`
/// when it has one (the spec's string in the list's locale), else what the row shows; an action row (`button`,
/// `destructive`) is a button; and the checked rows of a checkmark list are "selected", since the checkmark
/// itself is only an image.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListRowAccessibility<Table: SwiftUITable>: ViewModifier {
    let row: TableRow<Table>
    let isChosen: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if let label = row.accessibilityLabel {
            content
                .accessibilityLabel(TableListText.text(label, row.localizedAccessibilityLabel))
                .accessibilityAddTraits(traits)
        } else {
            content
                .accessibilityAddTraits(traits)
        }
    }

    private var traits: AccessibilityTraits {
        var traits: AccessibilityTraits = []
        if row.role != .normal {
            traits.formUnion(.isButton)
        }
        if isChosen {
            traits.formUnion(.isSelected)
        }
        return traits
    }
}

/// A row that is only its cell is one element for VoiceOver, as a cell is, so its label and traits are the row's
/// and not each text's. A cell with a detail button keeps its parts apart: the button must stay a button.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
private struct TableListCellElement: ViewModifier {
    let isCombined: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if isCombined {
            content.accessibilityElement(children: .combine)
        } else {
            content
        }
    }
}
#endif
"""#),
        (path: "SwiftUI/ScreenModifiers.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// The list style of the table's `style`, as UIKit makes its table view in that style.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListStyle: ViewModifier {
    let style: TableStyle

    @ViewBuilder
    func body(content: Content) -> some View {
        switch style {
        case .plain:
            content.listStyle(.plain)
        case .grouped:
            content.listStyle(.grouped)
        case .insetGrouped:
            content.listStyle(.insetGrouped)
        }
    }
}

/// The navigation title, when there is one: a screen without leaves the title to whoever shows it, as a view
/// controller without a `title` does.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTitle: ViewModifier {
    let title: Text?

    @ViewBuilder
    func body(content: Content) -> some View {
        if let title {
            content.navigationTitle(title)
        } else {
            content
        }
    }
}

/// An Edit button in the toolbar of a table whose rows can be edited, as the UIKit view controller puts its
/// `editButtonItem` on the right of the navigation bar. It toggles the edit mode the list and its rows read.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEditButton: ViewModifier {
    let showsEditButton: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        if showsEditButton {
            content.toolbar {
                ToolbarItem(placement: .primaryAction) {
                    EditButton()
                }
            }
        } else {
            content
        }
    }
}

/// Where the stack finds the view of a table a row opens by value (iOS 16): `Table.destination(for:)`. A table
/// that opens none declares nothing, so that lists of several such tables in one stack do not each declare a
/// destination for `Never`.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListDestinations<Table: SwiftUITable>: ViewModifier {
    @ViewBuilder
    func body(content: Content) -> some View {
        if #available(iOS 16, *) {
            if Table.OpenedTable.self != Never.self {
                content.navigationDestination(for: Table.OpenedTable.self) { table in
                    Table.destination(for: table)
                }
            } else {
                content
            }
        } else {
            content
        }
    }
}

/// A section's title in the section index, which a list shows from iOS 26; nothing before, where SwiftUI has no
/// index. A section no title leads to has none.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListIndexLabel: ViewModifier {
    /// Whether the table has a section index (`index`) at all.
    let hasIndex: Bool
    let title: Text?

    @ViewBuilder
    func body(content: Content) -> some View {
        // Xcode 26's SDK (Swift 6.2) is the first with the section index; built with Xcode 16 there is none.
        #if compiler(>=6.2)
        if hasIndex {
            if #available(iOS 26, *) {
                content.sectionIndexLabel(title)
            } else {
                content
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}

/// Shows the section index from iOS 26, for a table whose spec has one.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListIndexVisibility: ViewModifier {
    let hasIndex: Bool

    @ViewBuilder
    func body(content: Content) -> some View {
        // Xcode 26's SDK (Swift 6.2) is the first with the section index; built with Xcode 16 there is none.
        #if compiler(>=6.2)
        if hasIndex {
            if #available(iOS 26, *) {
                content.listSectionIndexVisibility(.visible)
            } else {
                content
            }
        } else {
            content
        }
        #else
        content
        #endif
    }
}
#endif
"""#),
        (path: "SwiftUI/SwiftUITable.swift", text: #"""
#if canImport(SwiftUI)
public import SwiftUI

/// What a table's SwiftUI part knows of its spec beyond `TableDefinition`: the views of the tables its rows
/// open. Everything else `TableList` shows (sections, titles, style, editing, the index) comes from the
/// neutral protocol and the content, so the generated namespace conforms in its `#if canImport(SwiftUI)` part
/// with only its destinations, and a table that opens none conforms with nothing at all.
///
/// It is iOS's list, with iOS's edit mode and list styles, so, like `TableList`, it is unavailable where SwiftUI
/// has neither; a generated conformance carries the same marks.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public nonisolated protocol SwiftUITable: TableDefinition {
    /// The view a row that opens a table pushes.
    associatedtype Destination: View = EmptyView

    /// The view of a table a row opens (the spec's `opens`), with the content its spec declares. `TableList`
    /// shows it for its links through `navigationDestination(for: OpenedTable.self)` from iOS 16, and as the
    /// link's own destination before.
    @MainActor @ViewBuilder static func destination(for table: OpenedTable) -> Destination

    /// The titles of `indexEntries` that are words of the spec's (a `.title` that is not a letter, in a localized
    /// table), kept as strings to look up: the section index shows each in the list's `\.locale`, as every other
    /// string of the spec. `Content.sectionIndex` has them in the app's language, so a title is matched by that
    /// text; titles not among them (letters, a grouped section's initials) are shown as they are.
    static var localizedIndexTitles: [TableLocalizedText<Self>] { get }
}

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension SwiftUITable {
    public static var localizedIndexTitles: [TableLocalizedText<Self>] { [] }
}

/// A table whose rows open none has no destinations: its `opens` is always nil, so this view is never shown.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension SwiftUITable where OpenedTable == Never {
    @MainActor public static func destination(for table: Never) -> EmptyView {
        EmptyView()
    }
}
#endif
"""#),
        (path: "SwiftUI/TableList.swift", text: #"""
#if canImport(SwiftUI)
public import SwiftUI

/// A table as a SwiftUI list, showing the same `TableContent` as the UIKit data source and reporting the same
/// events: a generated file names it for its table (`public typealias MailView = TableList<Mail>`).
///
/// The app owns the content: `init(content:)` binds the list to it, and every change the user makes (a form
/// control's value, a checkmark, a delete, an insert, a move) is written there before the app hears of it, so
/// what the list shows and what the app reads are one value, and a change the app makes shows at once. Sections
/// and rows are known by the identities of `content.identities`, so SwiftUI animates the changes a diffable
/// snapshot would. Form rows are SwiftUI's own controls, as in a `Form`: a text field's text lives in the
/// content too, so it survives scrolling, and Return moves on to the next text field. A form kept in UserDefaults
/// (`values: { store: userDefaults }`) shows the stored values when the list appears, follows changes made
/// elsewhere (another screen, the Settings app) while it is on screen, and keeps each change there, under the
/// keys `@AppStorage` reads (`General.Keys.wifi.name`).
///
/// Show it inside a `NavigationStack`: a row that opens a table is a link by value, pushed through the list's
/// `navigationDestination(for: Table.OpenedTable.self)` (before iOS 16, a `NavigationView` and a link with its
/// destination). A table whose rows can be edited puts an Edit button in the toolbar. It is iOS's list, with iOS's
/// edit mode and list styles, so it is unavailable on the platforms without them.
@MainActor
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableList<Table: SwiftUITable>: View {
    /// The content, only for a list made with `init(initialContent:)`, which owns it; nil when the app's binding
    /// is the content, so that the list never keeps a second copy to drift from it.
    @State private var ownedContent: TableContent<Table>?
    /// The app's content, for a list made with `init(content:)`.
    private let boundContent: Binding<TableContent<Table>>?
    /// The navigation title; nil is the table's (`Table.declaredTitle`).
    private let customTitle: String?
    /// The text field row being typed in, by identity: the list owns the rows, so it is where Return in one field
    /// moves the focus to the next.
    @FocusState private var focusedField: TableRowIdentity<Table>?
    /// For a form kept in UserDefaults, follows changes made elsewhere while the list is on screen.
    @State private var storageObservation: TableStorageObservation?

    /// Called when the user taps a row that responds to taps (the UIKit rule: a selectable row in a checkmark
    /// list, with an id or an item, or any selectable row while this is set), after its checkmark moves in a
    /// checkmark list. A row that opens a table is a link that SwiftUI follows itself, without calling this.
    public var onSelect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row's detail button (`detailButton`, `detailDisclosureButton`).
    public var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user flips a row's switch, after the content has it; `row.isOn` is the new state.
    public var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user changes the value of a form row other than a switch, after the content has it: types
    /// in its text field (at each change of the text), steps, slides, or chooses an option or a date. `row.value`
    /// is the new value, as the control took it (a number clamped to its range and on a step).
    public var onValueChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user's change makes the form valid or invalid (`content.isValid`): every shown row's value
    /// meets its `validate` rules, or one stops meeting them. Enable a Save button with it, or read
    /// `content.isValid` in the view that owns the content.
    public var onValidityChange: ((Bool) -> Void)?
    /// Called after the user changes the content: a delete, insert or move, a checkmark, a switch or another form
    /// control's value.
    public var onContentChange: ((TableContentChange<Table>) -> Void)?
    /// Supplies the row to insert when the user taps an insert row's control while editing (the event is that
    /// row's); nil inserts nothing.
    public var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    /// Called when the user taps a swipe action of the app's (the built-in delete deletes the row through the
    /// content). SwiftUI closes the row itself, so the completion handler, kept so that a UIKit handler fits, does
    /// nothing: change the content for the action's effect.
    public var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    /// Called when the user chooses a context-menu action of the app's (the built-in delete deletes the row).
    public var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
    /// Called when the user pulls to refresh (`refreshable: true`); the spinner shows until it returns.
    public var onRefresh: (@MainActor () async -> Void)?
    /// Called when the user taps the button of an empty state (`empty: { action: … }`), with its id.
    public var onEmptyAction: ((Table.ActionID) -> Void)?
    /// Decides whether a row matches the search field's query, in place of the spec's `fields` compared as
    /// Foundation compares for the user's locale (a table with `search`). Rows of folded sections are not searched.
    public var searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)?
    /// The search field's text and chosen scope, for a table with `search`.
    @State private var searchText = ""
    @State private var searchScope = Table.search?.scopes.first?.key ?? ""
    /// The spec's matching, kept between keystrokes.
    @State private var searchCache = TableListSearchCache<Table>()

    /// The list showing the app's content: every change the user makes is written to the binding, and every
    /// change the app makes to it is shown.
    public init(
        content: Binding<TableContent<Table>>,
        title: String? = nil,
        onSelect: ((TableRowEvent<Table>) -> Void)? = nil,
        onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)? = nil,
        onSwitchChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValueChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValidityChange: ((Bool) -> Void)? = nil,
        onContentChange: ((TableContentChange<Table>) -> Void)? = nil,
        rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)? = nil,
        onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)? = nil,
        onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)? = nil,
        onRefresh: (@MainActor () async -> Void)? = nil,
        onEmptyAction: ((Table.ActionID) -> Void)? = nil,
        searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        _ownedContent = State(initialValue: nil)
        self.boundContent = content
        self.customTitle = title
        self.onSelect = onSelect
        self.onAccessoryButtonTap = onAccessoryButtonTap
        self.onSwitchChange = onSwitchChange
        self.onValueChange = onValueChange
        self.onValidityChange = onValidityChange
        self.onContentChange = onContentChange
        self.rowToInsert = rowToInsert
        self.onSwipeAction = onSwipeAction
        self.onMenuAction = onMenuAction
        self.onRefresh = onRefresh
        self.onEmptyAction = onEmptyAction
        self.searchMatches = searchMatches
    }

    /// A list that owns its content, for a preview or a table the app never changes, such as the destination
    /// of a row that opens it: it starts from `initialContent` (the spec's, unless you pass some) and from then
    /// on keeps the user's changes itself, as `@State` does. It reads `initialContent` once: a later value
    /// passed here is not shown. To change the content from the app, own it and use `init(content:)`.
    public init(
        initialContent: TableContent<Table> = TableContent(),
        title: String? = nil,
        onSelect: ((TableRowEvent<Table>) -> Void)? = nil,
        onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)? = nil,
        onSwitchChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValueChange: ((TableRowEvent<Table>) -> Void)? = nil,
        onValidityChange: ((Bool) -> Void)? = nil,
        onContentChange: ((TableContentChange<Table>) -> Void)? = nil,
        rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)? = nil,
        onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)? = nil,
        onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)? = nil,
        onRefresh: (@MainActor () async -> Void)? = nil,
        onEmptyAction: ((Table.ActionID) -> Void)? = nil,
        searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? = nil
    ) {
        _ownedContent = State(initialValue: initialContent)
        self.boundContent = nil
        self.customTitle = title
        self.onSelect = onSelect
        self.onAccessoryButtonTap = onAccessoryButtonTap
        self.onSwitchChange = onSwitchChange
        self.onValueChange = onValueChange
        self.onValidityChange = onValidityChange
        self.onContentChange = onContentChange
        self.rowToInsert = rowToInsert
        self.onSwipeAction = onSwipeAction
        self.onMenuAction = onMenuAction
        self.onRefresh = onRefresh
        self.onEmptyAction = onEmptyAction
        self.searchMatches = searchMatches
    }

    public var body: some View {
        let editor = TableListEditor(content: content, callbacks: callbacks)
        let current = editor.content.wrappedValue
        let query = TableSearchQuery(text: searchText, scope: searchScope.isEmpty ? nil : searchScope)
        let hasIndex = !Table.indexEntries.isEmpty && query.isEmpty
        List {
            if let header = current.header {
                TableListTextRow(text: TableListText.text(header, current.localizedHeader))
            }
            ForEach(searchCache.entries(of: current, query: query, matches: searchMatches), id: \.id) { section in
                sectionView(section, editor: editor)
                    .modifier(
                        TableListIndexLabel(
                            hasIndex: hasIndex,
                            title: section.indexTitle.map { TableListText.text($0, section.localizedIndexTitle) }
                        ))
            }
            if let footer = current.footer {
                TableListTextRow(text: TableListText.text(footer, current.localizedFooter))
            }
        }
        .modifier(TableListStyle(style: Table.style))
        .modifier(TableListTitle(title: title))
        .modifier(TableListEditButton(showsEditButton: Table.hasEditableRows))
        .modifier(TableListIndexVisibility(hasIndex: hasIndex))
        .modifier(TableListDestinations<Table>())
        .modifier(TableListRefresh(isRefreshable: Table.isRefreshable, onRefresh: onRefresh))
        .modifier(TableListSearch<Table>(text: $searchText, scope: $searchScope))
        .overlay {
            if current.isEmpty, let state = Table.emptyState {
                TableListEmptyView(state: state, onAction: onEmptyAction)
            } else if !query.isEmpty, searchCache.showsNoRows {
                TableListNoResults(text: searchText)
            }
        }
        .onAppear {
            editor.readStoredValues()
            if Table.valueStorage != nil, storageObservation == nil {
                storageObservation = TableStorageObservation { editor.readStoredValues() }
            }
        }
        .onDisappear {
            storageObservation = nil
        }
    }

    /// A section: its rows (or its empty state when it has none), its header (a button that folds it, for a
    /// collapsible section) and its footer. A collapsible section without a footer is SwiftUI's own expandable
    /// section from iOS 17 (`Section(isExpanded:)`), bound to the content's fold; the rows of a folded section are
    /// out of the content, as the UIKit data source has them, so the other sections fold the same way.
    @ViewBuilder
    private func sectionView(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        if section.section.isCollapsible, section.section.footer == nil, #available(iOS 17, *) {
            Section(isExpanded: editor.expansion(ofSectionAt: section.index)) {
                sectionRows(section, editor: editor)
            } header: {
                sectionHeader(section, editor: editor)
            }
        } else {
            Section {
                sectionRows(section, editor: editor)
            } header: {
                sectionHeader(section, editor: editor)
            } footer: {
                if let footer = section.section.footer {
                    TableListText.text(footer, section.section.localizedFooter)
                }
            }
        }
    }

    @ViewBuilder
    private func sectionRows(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        ForEach(section.rows, id: \.id) { entry in
            TableListRowView(entry: entry, editor: editor, focusedField: $focusedField)
        }
        .onDelete(
            perform: Table.hasEditableRows
                ? { offsets in
                    if searchCache.isFiltering {
                        // The offsets are among the rows the search shows: each is deleted by its identity.
                        for identity in offsets.compactMap({ section.rows.indices.contains($0) ? section.rows[$0].id : nil }) {
                            editor.deleteRow(identity)
                        }
                    } else {
                        editor.deleteRows(atOffsets: offsets, inSection: section.index)
                    }
                } : nil
        )
        .onMove(
            perform: Table.hasEditableRows && !searchCache.isFiltering
                ? { source, destination in
                    editor.moveRows(fromOffsets: source, toOffset: destination, inSection: section.index)
                } : nil)
        if section.rows.isEmpty, let state = section.section.shownEmptyState {
            TableListEmptyView(state: state, onAction: onEmptyAction)
        }
    }

    @ViewBuilder
    private func sectionHeader(_ section: TableListSectionEntry<Table>, editor: TableListEditor<Table>) -> some View {
        if let header = section.section.header {
            let title = TableListText.text(header, section.section.localizedHeader)
            if section.section.isCollapsible {
                TableListFoldingHeader(title: title, isCollapsed: section.section.isCollapsed) {
                    editor.toggleCollapsed(sectionAt: section.index)
                }
            } else {
                title
            }
        }
    }

    /// The one content the list shows and changes: the app's binding, or, for a list that owns its content, its
    /// state.
    private var content: Binding<TableContent<Table>> {
        if let boundContent {
            return boundContent
        }
        // `ownedContent` is nil only when `boundContent` is set; the constant is never reached.
        return Binding($ownedContent) ?? .constant(TableContent())
    }

    /// The title the app passed, as it is, else the table's, in the list's locale.
    private var title: Text? {
        if let customTitle {
            return Text(verbatim: customTitle)
        }
        return Table.declaredTitle.map { TableListText.text($0) }
    }

    private var callbacks: TableListCallbacks<Table> {
        TableListCallbacks(
            onSelect: onSelect,
            onAccessoryButtonTap: onAccessoryButtonTap,
            onSwitchChange: onSwitchChange,
            onValueChange: onValueChange,
            onValidityChange: onValidityChange,
            onContentChange: onContentChange,
            rowToInsert: rowToInsert,
            onSwipeAction: onSwipeAction,
            onMenuAction: onMenuAction
        )
    }
}
#endif
"""#),
        (path: "SwiftUI/TableListColors.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// The colours a row is drawn in, as concrete colours. A row the user can tap is a `Button`, and inside a list's
/// button the current foreground style is the tint: the hierarchical styles (`.primary`, `.secondary`,
/// `.tertiary`) are levels of it and would draw a tappable row's text, detail and chevron blue. Settings draws
/// them in the label colours whether or not the row acts, and so does UIKit's cell, so the list does too.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListColors {
    /// A row's text: the label colour.
    static var text: Color { Color.primary }

    /// A detail, a value and the table's header and footer: the secondary label colour.
    static var secondary: Color { Color.secondary }

    /// The disclosure indicator: UIKit's tertiary label colour, which is the secondary one at half its opacity.
    /// SwiftUI has no tertiary `Color`, only the hierarchical `.tertiary`, which a button tints.
    static var disclosure: Color { Color.secondary.opacity(0.5) }

    /// A destructive row's text: the system red, as UIKit draws it.
    static var destructive: Color { Color.red }

    /// The message under a text field whose value breaks its rules: the system red, as the UIKit cell shows it.
    static var problem: Color { Color.red }

    /// The insert control's fill: the system green of UIKit's insert control.
    static var insert: Color { Color.green }
}
#endif
"""#),
        (path: "SwiftUI/TableListEditor.swift", text: #"""
#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// The app's callbacks, as `TableList` was given them.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCallbacks<Table: SwiftUITable> {
    var onSelect: ((TableRowEvent<Table>) -> Void)?
    var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    var onValueChange: ((TableRowEvent<Table>) -> Void)?
    var onValidityChange: ((Bool) -> Void)?
    var onContentChange: ((TableContentChange<Table>) -> Void)?
    var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
}

/// What the list does with the user's changes, as the UIKit data source does: each is made to the content the
/// app bound first, through the content's own methods (so the rules are UIKit's: a grouped section's emptied
/// group goes, a move stays clear of insert rows, an exclusive list keeps one checkmark), and then the app hears
/// of it. A row is found by its identity when the change happens, not by where it was drawn: a swipe or a menu
/// can outlive a change to the rows above it.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListEditor<Table: SwiftUITable> {
    /// The content the app owns.
    let content: Binding<TableContent<Table>>
    let callbacks: TableListCallbacks<Table>

    /// Whether tapping a row does something, by the UIKit data source's rule: it is selectable and it is in a
    /// checkmark list, has an id, an item or a table to open, or the app listens for taps. Such a row is a
    /// button; any other row is only its cell, which does not highlight.
    func respondsToTap(_ entry: TableListRowEntry<Table>) -> Bool {
        guard entry.row.isSelectable, !isDisabled(entry.row) else {
            return false
        }
        let row = entry.row
        return entry.isInSelectionList || row.id != nil || row.item != nil || row.opens != nil || row.choice != nil || callbacks.onSelect != nil
    }

    /// Whether a row's `disabled` condition holds with the content's values.
    func isDisabled(_ row: TableRow<Table>) -> Bool {
        content.wrappedValue.isDisabled(row)
    }

    /// The message a row shows under its text field: its value's problem with its `validate` rules, once the user
    /// has edited it.
    func problem(for row: TableRow<Table>) -> String? {
        content.wrappedValue.shownProblem(for: row)
    }

    // MARK: - Folding

    /// Folds or unfolds the collapsible section at an index, animated, as a tap on its header does.
    func toggleCollapsed(sectionAt index: Int) {
        guard let section = content.wrappedValue.section(at: index) else {
            return
        }
        withAnimation {
            _ = content.wrappedValue.setCollapsed(!section.isCollapsed, section: index)
        }
    }

    /// Whether the section at an index is open, as `Section(isExpanded:)` binds it: setting it folds or unfolds
    /// the section in the content.
    func expansion(ofSectionAt index: Int) -> Binding<Bool> {
        Binding(
            get: { !(content.wrappedValue.section(at: index)?.isCollapsed ?? false) },
            set: { isExpanded in
                withAnimation {
                    _ = content.wrappedValue.setCollapsed(!isExpanded, section: index)
                }
            }
        )
    }

    // MARK: - Taps

    /// A tap on a row that responds to taps. In a checkmark list the checkmark moves (exclusive) or toggles
    /// (inclusive) first and the app hears which rows changed; then `onSelect` has the row as it is now. An inline
    /// picker's option row then gives the picker its value.
    func select(_ identity: TableRowIdentity<Table>) {
        var updated = content.wrappedValue
        guard let position = Self.position(of: identity, in: updated) else {
            return
        }
        if updated.section(at: position.section)?.selectionList != nil {
            let changed = updated.toggleCheckmark(at: position)
            content.wrappedValue = updated
            if !changed.isEmpty {
                callbacks.onContentChange?(.checkmarks(changed.compactMap { Self.event(at: $0, in: updated) }))
            }
        }
        if let event = Self.event(at: position, in: updated) {
            callbacks.onSelect?(event)
        }
        if let choice = updated.row(at: position)?.choice {
            // An inline picker's option: its picker takes the option's key, as from the picker's own control.
            setValue(.text(choice.key), for: TableRowIdentity(key: .id(choice.picker)))
        }
    }

    /// A tap on a row's detail button.
    func accessoryButtonTapped(_ identity: TableRowIdentity<Table>) {
        if let event = event(for: identity) {
            callbacks.onAccessoryButtonTap?(event)
        }
    }

    // MARK: - Form controls

    /// Records a flipped switch in the content and tells the app.
    func setOn(_ isOn: Bool, for identity: TableRowIdentity<Table>) {
        guard let event = write(.bool(isOn), for: identity) else {
            return
        }
        callbacks.onSwitchChange?(event)
        callbacks.onContentChange?(.switched(event))
    }

    /// Records the value the user gave any other form control (each change of a text field's text, a step, a
    /// slide, an option, a date) in the content and tells the app: `onValueChange`, then `.valueChanged`. The
    /// content takes the value as the control does (a number clamped and stepped, only an option's key), and a
    /// value it refuses changes nothing and is not reported.
    func setValue(_ value: TableValue, for identity: TableRowIdentity<Table>) {
        guard let event = write(value, for: identity) else {
            return
        }
        callbacks.onValueChange?(event)
        callbacks.onContentChange?(.valueChanged(event))
    }

    /// Writes a control's value to the row with an identity through `TableContent.setValue(_:at:)`, which also
    /// shows and hides the rows whose conditions read it, and marks the row edited, so that a value that breaks
    /// its rules shows its message. A form kept in UserDefaults keeps the value there, and the app hears first if
    /// the form became valid or invalid, as from the UIKit data source. Returns the event to report: the row where
    /// it is now, since the value can show or hide rows above it; a row its own value hides is reported where it
    /// was. Nil, changing nothing, when the row has gone or its control cannot hold the value.
    ///
    /// Only a table with conditions animates the change: elsewhere a value moves nothing but its own control,
    /// which already shows it, so typing in a text field does not animate the list at each keystroke.
    private func write(_ value: TableValue, for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        let old = content.wrappedValue
        var updated = old
        guard let position = Self.position(of: identity, in: updated), var row = updated.row(at: position),
            updated.setValue(value, at: position)
        else {
            return nil
        }
        if let id = row.id {
            updated.markEdited(id)
        }
        if updated.hasConditions {
            // Rows the new value shows or hides slide in and out, as UIKit's snapshot animates them.
            withAnimation { content.wrappedValue = updated }
        } else {
            content.wrappedValue = updated
        }
        if let id = row.id {
            Table.valueStorage?.write(updated.value(for: id), for: id)
        }
        reportValidity(from: old, to: updated)
        if let now = Self.position(of: identity, in: updated), let event = Self.event(at: now, in: updated) {
            return event
        }
        // Only a row with an id has a value that conditions read, so only such a row can hide itself.
        row.show(row.id.flatMap(updated.value(for:)))
        return TableRowEvent(row: row, position: position)
    }

    /// Tells the app when a change made the form valid or invalid (`TableContent.isValid`), for a Save button.
    private func reportValidity(from old: TableContent<Table>, to updated: TableContent<Table>) {
        if old.isValid != updated.isValid {
            callbacks.onValidityChange?(updated.isValid)
        }
    }

    /// A form kept in UserDefaults (`values: { store: userDefaults }`) shows the stored values when the list
    /// appears, as the UIKit data source does when it is attached, and again at each change of UserDefaults while
    /// it is on screen: a change made on another screen or in the Settings app shows without reopening the list.
    func readStoredValues() {
        guard let storage = Table.valueStorage else {
            return
        }
        let old = content.wrappedValue
        var updated = old
        if storage.read(into: &updated) {
            content.wrappedValue = updated
            reportValidity(from: old, to: updated)
        }
    }

    // MARK: - Editing

    /// Deletes a row (the built-in delete of a swipe or a menu) and tells the app.
    func deleteRow(_ identity: TableRowIdentity<Table>) {
        guard let position = Self.position(of: identity, in: content.wrappedValue) else {
            return
        }
        deleteRows(at: [position])
    }

    /// `onDelete`: the rows at `offsets` of a section.
    func deleteRows(atOffsets offsets: IndexSet, inSection section: Int) {
        deleteRows(at: offsets.map { TableRowPosition(section: section, row: $0) })
    }

    /// Deletes rows in one change of the content, the last first so that the earlier positions still hold, and
    /// tells the app of each, with where it was.
    private func deleteRows(at positions: [TableRowPosition]) {
        var updated = content.wrappedValue
        var deleted: [TableRowEvent<Table>] = []
        for position in positions.sorted(by: >) {
            if let row = updated.deleteRow(at: position) {
                deleted.append(TableRowEvent(row: row, position: position))
            }
        }
        guard !deleted.isEmpty else {
            return
        }
        let old = content.wrappedValue
        content.wrappedValue = updated
        reportValidity(from: old, to: updated)
        for event in deleted {
            callbacks.onContentChange?(.deleted(event))
        }
    }

    /// `onMove`, within a section. SwiftUI's destination is an offset before the row leaves its place; UIKit's,
    /// which the content takes, is where the row ends up. The content's move rule then decides where the row may
    /// go, as the UIKit data source's does: never past an insert row at either end of its section.
    func moveRows(fromOffsets source: IndexSet, toOffset destination: Int, inSection section: Int) {
        guard let first = source.first else {
            return
        }
        let from = TableRowPosition(section: section, row: first)
        let proposed = TableRowPosition(section: section, row: destination > first ? destination - 1 : destination)
        var updated = content.wrappedValue
        let target = updated.targetPosition(movingRowAt: from, to: proposed)
        guard target != from, let row = updated.row(at: from), updated.moveRow(from: from, to: target) else {
            return
        }
        content.wrappedValue = updated
        callbacks.onContentChange?(.moved(TableRowEvent(row: row, position: target), from: from))
    }

    /// A tap on an insert row's control while editing: the app supplies the row (`rowToInsert`, with the tapped
    /// row's event), which goes where the tapped row is; nil inserts nothing.
    func insertRow(at identity: TableRowIdentity<Table>) {
        var updated = content.wrappedValue
        guard let position = Self.position(of: identity, in: updated), let tapped = Self.event(at: position, in: updated),
            let row = callbacks.rowToInsert?(tapped), updated.insertRow(row, at: position)
        else {
            return
        }
        let old = content.wrappedValue
        content.wrappedValue = updated
        reportValidity(from: old, to: updated)
        callbacks.onContentChange?(.inserted(TableRowEvent(row: row, position: position)))
    }

    // MARK: - Swipe actions and menus

    /// The built-in delete deletes the row through the content; any other action goes to the app with the row as
    /// it is now. SwiftUI closes a swipe itself, so the completion handler, kept so that UIKit's handler fits, has
    /// nothing to do: the app changes the content for the action's effect.
    func perform(_ action: TableRowAction<Table>, on identity: TableRowIdentity<Table>, inMenu: Bool) {
        guard let id = action.id else {
            deleteRow(identity)
            return
        }
        guard let event = event(for: identity) else {
            return
        }
        if inMenu {
            callbacks.onMenuAction?(id, event)
        } else {
            callbacks.onSwipeAction?(id, event) { _ in }
        }
    }

    // MARK: - Finding rows

    private func event(for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        let current = content.wrappedValue
        return Self.position(of: identity, in: current).flatMap { Self.event(at: $0, in: current) }
    }

    private static func event(at position: TableRowPosition, in content: TableContent<Table>) -> TableRowEvent<Table>? {
        content.row(at: position).map { TableRowEvent(row: $0, position: position) }
    }

    /// Where the row with an identity is now; nil once it has gone.
    private static func position(of identity: TableRowIdentity<Table>, in content: TableContent<Table>) -> TableRowPosition? {
        for (section, entry) in content.identities.enumerated() {
            if let row = entry.rows.firstIndex(of: identity) {
                return TableRowPosition(section: section, row: row)
            }
        }
        return nil
    }
}
#endif
"""#),
        (path: "SwiftUI/TableListPreview.swift", text: #"""
#if canImport(SwiftUI)
public import SwiftUI

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableList {
    /// The list as a generated `#Preview` shows it: owning `content`, inside a `NavigationStack`, so the
    /// list has its title, toolbar and search field, and a row that opens a table pushes its view as it
    /// would in the app.
    @available(iOS 17.0, *)
    @ViewBuilder
    public static func preview(_ content: TableContent<Table>, appearance: TablePreviewAppearance = .standard) -> some View {
        let stack = NavigationStack { TableList(initialContent: content) }
        switch appearance {
        case .standard:
            stack
        case .dark:
            stack.preferredColorScheme(.dark)
        case .largeText:
            stack.dynamicTypeSize(.accessibility3)
        }
    }
}
#endif
"""#),
        (path: "SwiftUI/TableListText.swift", text: #"""
#if canImport(SwiftUI)
internal import SwiftUI

/// The strings the list shows. A string of the spec's is kept beside the text it gave the content
/// (`localizedText` beside `text`), so the list looks it up itself, in its own `\.locale`, as any SwiftUI text
/// is; a string the app set has no companion and is shown exactly as set, never taken for a key.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListText {
    /// A string of the spec's: from iOS 16, where `Text` takes a `LocalizedStringResource`, looked up in the
    /// view's `\.locale`; before, in the app's language, as UIKit shows it.
    static func text<Table>(_ localized: TableLocalizedText<Table>) -> Text {
        if #available(iOS 16, *) {
            return Text(localized.resource)
        }
        return Text(verbatim: localized.string)
    }

    /// A string of the content: the spec's while the content still keeps it beside the string, else the string
    /// the app set, verbatim.
    static func text<Table>(_ string: String?, _ localized: TableLocalizedText<Table>?) -> Text {
        if let localized {
            return text(localized)
        }
        return Text(verbatim: string ?? "")
    }

    /// A text of the spec's table (its title, the built-in delete's title): localized or as written.
    static func text<Table>(_ tableText: TableText<Table>) -> Text {
        text(tableText.string, tableText.localized)
    }
}

/// The table's header or footer (`content.header`, `content.footer`) as UIKit's `TableTextView` shows it: centred
/// footnote text in the secondary label colour, on the list's background and without separators, first or last
/// in the list. A List has no table header view, so it is a row of its own, outside every section.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTextRow: View {
    let text: Text

    var body: some View {
        text
            .font(.footnote)
            .multilineTextAlignment(.center)
            .foregroundStyle(TableListColors.secondary)
            .frame(maxWidth: .infinity)
            .listRowBackground(Color.clear)
            .listRowSeparator(.hidden)
    }
}
#endif
"""#),
        (path: "UIKit/CellContent.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// How a row looks in a cell of one of UIKit's four styles: a list content configuration, which replaces
/// the cell's deprecated built-in labels, and UIKit's own accessory types and colours.
@MainActor
enum CellContent {
    /// The row's text, detail and image in its style's list configuration; dimmed, as Settings dims a row that
    /// cannot be used, while its `disabled` condition holds.
    static func configuration<Table>(for row: TableRow<Table>, isDisabled: Bool = false) -> UIListContentConfiguration {
        var content: UIListContentConfiguration
        switch row.style {
        case .subtitle: content = .subtitleCell()
        case .value1: content = .valueCell()
        case .value2: content = value2Configuration()
        case .default, .custom: content = .cell()
        }
        content.text = row.text
        // UIKit's default style has no detail label.
        content.secondaryText = row.style == .default ? nil : row.detail
        if let name = row.image {
            content.image = image(named: name)
            let side = UIListContentConfiguration.ImageProperties.standardDimension
            content.imageProperties.reservedLayoutSize = CGSize(width: side, height: side)
        }
        // A row of automatic height grows with its text; a fixed height shows one line.
        let lines = row.height == nil ? 0 : 1
        content.textProperties.numberOfLines = lines
        content.secondaryTextProperties.numberOfLines = lines
        switch row.role {
        case .normal: break
        case .button: content.textProperties.color = .tintColor
        case .destructive: content.textProperties.color = .systemRed
        }
        if isDisabled {
            content.textProperties.color = .secondaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        }
        return content
    }

    /// UIKit's value2 style, which has no list configuration of its own: a small tinted label, then the
    /// detail beside it in the body style.
    private static func value2Configuration() -> UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.prefersSideBySideTextAndSecondaryText = true
        content.textProperties.font = .preferredFont(forTextStyle: .footnote)
        content.textProperties.color = .tintColor
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        content.secondaryTextProperties.color = .label
        return content
    }

    /// An asset catalog image, else an SF Symbol of that name.
    static func image(named name: String) -> UIImage? {
        UIImage(named: name) ?? UIImage(systemName: name)
    }

    static func accessoryType(_ accessory: CellAccessory) -> UITableViewCell.AccessoryType {
        switch accessory {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        }
    }

    static func editingStyle(_ style: RowEditingStyle) -> UITableViewCell.EditingStyle {
        switch style {
        case .none: .none
        case .delete: .delete
        case .insert: .insert
        }
    }

    static func color(_ color: TableActionColor) -> UIColor {
        switch color {
        case .red: .systemRed
        case .orange: .systemOrange
        case .yellow: .systemYellow
        case .green: .systemGreen
        case .mint: .systemMint
        case .teal: .systemTeal
        case .cyan: .systemCyan
        case .blue: .systemBlue
        case .indigo: .systemIndigo
        case .purple: .systemPurple
        case .pink: .systemPink
        case .brown: .systemBrown
        case .gray: .systemGray
        }
    }
}
#endif
"""#),
        (path: "UIKit/FormControlViews.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The controls a form row shows as its cell's accessory view, as Settings shows them: a UISwitch, a UIStepper
/// beside the number its detail shows, a UISlider between its images, a UISegmentedControl, a menu button for
/// `pickerStyle: menu`, and a compact UIDatePicker. A text field and an inline or wheels date picker take the
/// cell's content instead (`FormFieldContent`), and a pushed picker its disclosure indicator.
///
/// A reused cell's control is reused when it is of the same kind, so a stepper held down or a slider being
/// dragged keeps its touch while the row redraws with each new value. Each control has one action, replaced on
/// every configuration, that reports the new value; the data source finds the cell's row when it fires.
@MainActor
enum FormControlViews {
    private static let action = UIAction.Identifier("TableSpec.formControl")
    /// A slider's width beside the row's text, in points.
    private static let sliderWidth: CGFloat = 180

    /// The accessory view of a row's control, or nil when the control is not an accessory (or there is none).
    static func accessoryView<Table>(
        for row: TableRow<Table>, reusing reused: UIView?, isEnabled: Bool,
        report: @escaping @MainActor (TableValue) -> Void
    ) -> UIView? {
        let view: UIControl
        switch row.control {
        case .switch?:
            let control = reused as? UISwitch ?? UISwitch()
            control.setOn(row.isOn, animated: false)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UISwitch).map { report(.bool($0.isOn)) }
            }
            view = control
        case .stepper(let numbers, _)?:
            let control = reused as? UIStepper ?? UIStepper()
            control.minimumValue = numbers.minimum
            control.maximumValue = numbers.maximum
            control.stepValue = numbers.step ?? 1
            control.value = numbers.number(of: row.value)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UIStepper).map { report(numbers.value($0.value)) }
            }
            view = control
        case .slider(let numbers)?:
            let control = reused as? UISlider ?? UISlider(frame: CGRect(x: 0, y: 0, width: sliderWidth, height: 31))
            control.minimumValue = Float(numbers.minimum)
            control.maximumValue = Float(numbers.maximum)
            control.value = Float(numbers.number(of: row.value))
            control.minimumValueImage = numbers.minimumImage.flatMap(CellContent.image(named:))
            control.maximumValueImage = numbers.maximumImage.flatMap(CellContent.image(named:))
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UISlider).map { report(numbers.value(Double($0.value))) }
            }
            view = control
        case .segmented(let options)?:
            let control = reused as? UISegmentedControl ?? UISegmentedControl(items: nil)
            control.removeAllSegments()
            for (index, option) in options.enumerated() {
                control.insertSegment(withTitle: option.title, at: index, animated: false)
            }
            control.selectedSegmentIndex = options.firstIndex { row.value == .text($0.key) } ?? UISegmentedControl.noSegment
            setAction(on: control, for: .valueChanged) { sender in
                guard let control = sender as? UISegmentedControl, options.indices.contains(control.selectedSegmentIndex) else { return }
                report(.text(options[control.selectedSegmentIndex].key))
            }
            control.sizeToFit()
            view = control
        case .picker(let options, .menu)?:
            let control = reused as? UIButton ?? UIButton(type: .system)
            // The menu marks the chosen option, and choosing one makes it the button's title (iOS 15).
            control.menu = UIMenu(
                children: options.map { option in
                    UIAction(title: option.title, state: row.value == .text(option.key) ? .on : .off) { _ in
                        report(.text(option.key))
                    }
                })
            control.showsMenuAsPrimaryAction = true
            control.changesSelectionAsPrimaryAction = true
            control.sizeToFit()
            view = control
        case .datePicker(let picker)? where picker.style == .compact:
            let control = reused as? UIDatePicker ?? UIDatePicker()
            configure(control, picker, value: row.value)
            setAction(on: control, for: .valueChanged) { sender in
                (sender as? UIDatePicker).map { report(.date($0.date)) }
            }
            view = control
        default:
            return nil
        }
        view.isEnabled = isEnabled
        return view
    }

    /// A date picker in the spec's mode and style, showing the row's date (now, until the user picks one).
    static func configure(_ control: UIDatePicker, _ picker: TableDatePicker, value: TableValue?) {
        switch picker.mode {
        case .date: control.datePickerMode = .date
        case .time: control.datePickerMode = .time
        case .dateAndTime: control.datePickerMode = .dateAndTime
        }
        switch picker.style {
        case .compact: control.preferredDatePickerStyle = .compact
        case .inline: control.preferredDatePickerStyle = .inline
        case .wheels: control.preferredDatePickerStyle = .wheels
        }
        if case .date(let date)? = value {
            control.setDate(date, animated: false)
        }
    }

    /// Replaces the control's one action: the row under a reused control changes.
    private static func setAction(on control: UIControl, for event: UIControl.Event, _ handler: @escaping @MainActor (Any?) -> Void) {
        control.removeAction(identifiedBy: action, for: event)
        control.addAction(UIAction(identifier: action) { action in handler(action.sender) }, for: event)
    }
}
#endif
"""#),
        (path: "UIKit/FormFieldContent.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The content of a form row whose control is more than an accessory: a text field beside the row's text, as
/// Settings lays out an account form, or an inline or wheels date picker under it. A content configuration, so
/// the cell redraws it on reuse like any other: the field shows the content's text, which keeps what the user
/// typed across scrolling.
@MainActor
struct FormFieldContent: UIContentConfiguration {
    enum Control {
        case textField(settings: TextFieldSettings, text: String)
        case datePicker(TableDatePicker, value: TableValue?)
    }

    /// The text field's settings, without the table's type: the cell needs nothing else of the row.
    struct TextFieldSettings {
        var placeholder: String?
        var keyboard: TableKeyboard
        var contentType: TableTextContentType?
        var isSecure: Bool
        /// The spec's, or what the field's kind asks for (`TableTextField.effectiveAutocapitalization`).
        var autocapitalization: TableAutocapitalization
        /// The spec's, or what the field's kind asks for; nil is the system's choice.
        var autocorrects: Bool?
    }

    var text: String?
    var control: Control
    var isEnabled: Bool
    /// The message an invalid value shows under the field, once the user has edited it (`validate`).
    var problem: String?
    /// Whether Return moves on to another field (`next`) or ends editing (`done`).
    var returnMovesOn: Bool
    /// The user changed the value.
    var report: @MainActor (TableValue) -> Void
    /// The user pressed Return in the field.
    var returnPressed: @MainActor () -> Void

    /// The row's form content, or nil for a row whose control is an accessory or that has none.
    static func configuration<Table>(
        for row: TableRow<Table>, isEnabled: Bool, problem: String?, returnMovesOn: Bool,
        report: @escaping @MainActor (TableValue) -> Void,
        returnPressed: @escaping @MainActor () -> Void
    ) -> FormFieldContent? {
        let control: Control
        switch row.control {
        case .textField(let field)?:
            let text = if case .text(let text)? = row.value { text } else { "" }
            let settings = TextFieldSettings(
                placeholder: field.placeholder, keyboard: field.keyboard, contentType: field.contentType,
                isSecure: field.isSecure, autocapitalization: field.effectiveAutocapitalization,
                autocorrects: field.effectiveAutocorrects)
            control = .textField(settings: settings, text: text)
        case .datePicker(let picker)? where picker.style != .compact:
            control = .datePicker(picker, value: row.value)
        default:
            return nil
        }
        return FormFieldContent(
            text: row.text, control: control, isEnabled: isEnabled, problem: problem, returnMovesOn: returnMovesOn,
            report: report, returnPressed: returnPressed)
    }

    func makeContentView() -> any UIView & UIContentView {
        FormFieldContentView(configuration: self)
    }

    nonisolated func updated(for state: any UIConfigurationState) -> FormFieldContent {
        self
    }
}

/// Shows a `FormFieldContent`: the row's text, then its text field on the same line or its date picker below,
/// and under them the message of an invalid value, in red, as a footer of the row.
@MainActor
final class FormFieldContentView: UIView, UIContentView, UITextFieldDelegate {
    private let label = UILabel()
    let textField = UITextField()
    private let datePicker = UIDatePicker()
    private let stack = UIStackView()
    private let problemLabel = UILabel()
    private let outer = UIStackView()
    private var current: FormFieldContent

    init(configuration: FormFieldContent) {
        current = configuration
        super.init(frame: .zero)
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.setContentHuggingPriority(.required, for: .horizontal)
        textField.font = .preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.textAlignment = .right
        textField.clearButtonMode = .whileEditing
        textField.delegate = self
        textField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        datePicker.addAction(UIAction { [weak self] _ in self?.dateChanged() }, for: .valueChanged)
        stack.spacing = 8
        problemLabel.font = .preferredFont(forTextStyle: .footnote)
        problemLabel.adjustsFontForContentSizeCategory = true
        problemLabel.textColor = .systemRed
        problemLabel.numberOfLines = 0
        outer.axis = .vertical
        outer.spacing = 4
        outer.addArrangedSubview(stack)
        outer.addArrangedSubview(problemLabel)
        outer.translatesAutoresizingMaskIntoConstraints = false
        addSubview(outer)
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            outer.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            outer.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            outer.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        apply(configuration)
    }

    required init?(coder: NSCoder) {
        nil
    }

    var configuration: any UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? FormFieldContent else { return }
            current = configuration
            apply(configuration)
        }
    }

    private func apply(_ configuration: FormFieldContent) {
        label.text = configuration.text
        label.isHidden = configuration.text == nil
        label.textColor = configuration.isEnabled ? .label : .secondaryLabel
        problemLabel.text = configuration.problem
        problemLabel.isHidden = configuration.problem == nil
        for view in stack.arrangedSubviews { stack.removeArrangedSubview(view); view.removeFromSuperview() }
        stack.addArrangedSubview(label)
        switch configuration.control {
        case .textField(let settings, let text):
            stack.axis = .horizontal
            stack.alignment = .center
            // Only a different text is set: the field being typed in keeps its cursor when its row redraws.
            if textField.text != text { textField.text = text }
            textField.placeholder = settings.placeholder
            textField.keyboardType = settings.keyboard.keyboardType
            textField.textContentType = settings.contentType?.textContentType
            textField.isSecureTextEntry = settings.isSecure
            // As the spec says; else addresses and names of accounts, which are not words, get no capitals or corrections.
            textField.autocapitalizationType = settings.autocapitalization.autocapitalizationType
            textField.autocorrectionType =
                switch settings.autocorrects {
                case true?: .yes
                case false?: .no
                case nil: .default
                }
            textField.returnKeyType = configuration.returnMovesOn ? .next : .done
            textField.isEnabled = configuration.isEnabled
            stack.addArrangedSubview(textField)
        case .datePicker(let picker, let value):
            stack.axis = .vertical
            stack.alignment = .fill
            FormControlViews.configure(datePicker, picker, value: value)
            datePicker.isEnabled = configuration.isEnabled
            stack.addArrangedSubview(datePicker)
        }
    }

    private func textChanged() {
        current.report(.text(textField.text ?? ""))
    }

    private func dateChanged() {
        current.report(.date(datePicker.date))
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        current.returnPressed()
        return false
    }
}
#endif
"""#),
        (path: "UIKit/TableCellSource.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The cells' diffable data source. It also answers what a data source is asked besides cells (titles, the
/// index, editing) from its owner's content, and hands the user's edits to the owner.
@MainActor
final class TableCellSource<Table: UIKitTable>: UITableViewDiffableDataSource<TableSectionIdentity<Table>, TableRowIdentity<Table>> {
    weak var owner: TableDataSource<Table>?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        owner?.displayed.section(at: section)?.header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        guard let section = owner?.displayed.section(at: section) else {
            return nil
        }
        // Before iOS 17 an empty section says its empty state in its footer; from iOS 17 it is a view of its own.
        if #unavailable(iOS 17), let state = section.shownEmptyState {
            return ([state.title.string] + (state.message.map { [$0.string] } ?? [])).joined(separator: "\n")
        }
        return section.footer
    }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        guard let titles = owner?.displayed.sectionIndexTitles, !titles.isEmpty else {
            return nil
        }
        return titles
    }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        owner?.displayed.section(forSectionIndexTitleAt: index) ?? 0
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        guard let owner, let row = owner.content.row(at: owner.position(indexPath)) else {
            return false
        }
        // UIKit shows swipe actions only on rows it may edit.
        return row.canEdit || row.actions.hasSwipeActions
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        // A search shows some rows of a section: where one would go among all of them is not the user's to see.
        guard let owner, owner.searchQuery.isEmpty else {
            return false
        }
        return owner.content.row(at: owner.position(indexPath))?.canMove ?? false
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        owner?.commit(editingStyle, at: indexPath)
    }

    /// The diffable data source moves the row in its own snapshot; then the content follows.
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        owner?.rowMoved(from: sourceIndexPath, to: destinationIndexPath)
    }
}
#endif
"""#),
        (path: "UIKit/TableCollation.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The device half of `groupBy: initial`: on iOS the groups, their titles (and so the section index) and the
/// order of rows are `UILocalizedIndexedCollation`'s, in the user's language, as in Contacts. The content's
/// locale-independent rule (`InitialGrouping`) is what previews draw and what a device falls back to when
/// the collation has no titles.
@MainActor
enum TableCollation {
    /// The content with each grouped dynamic section's rows regrouped by the collation.
    static func collated<Table>(_ content: TableContent<Table>) -> TableContent<Table> {
        var merged: [TableSection<Table>] = []
        for section in content.sections {
            if let previous = merged.last, section.group != nil, previous.group != nil, previous.declaredIndex == section.declaredIndex {
                merged[merged.count - 1].rows += section.rows
            } else {
                merged.append(section)
            }
        }
        let collation = UILocalizedIndexedCollation.current()
        var sections: [TableSection<Table>] = []
        for section in merged {
            if section.group != nil {
                sections += collatedSections(section.rows, like: section, by: collation)
            } else {
                sections.append(section)
            }
        }
        var collated = content
        collated.sections = sections
        return collated
    }

    /// One section per collation section that has rows, in the collation's order, titled with its section
    /// title; rows sorted by the collation.
    private static func collatedSections<Table>(
        _ rows: [TableRow<Table>], like template: TableSection<Table>,
        by collation: UILocalizedIndexedCollation
    ) -> [TableSection<Table>] {
        let titles = collation.sectionTitles
        guard !titles.isEmpty else {
            return InitialGrouping.sections(rows, like: template)
        }
        let selector = #selector(getter: CollationKey.collationString)
        var groups: [[CollationKey]] = Array(repeating: [], count: titles.count)
        for (index, row) in rows.enumerated() {
            let key = CollationKey(text: row.text ?? "", index: index)
            let section = collation.section(for: key, collationStringSelector: selector)
            groups[min(max(section, 0), titles.count - 1)].append(key)
        }
        var sections: [TableSection<Table>] = []
        for (position, group) in groups.enumerated() where !group.isEmpty {
            var section = template
            section.group = titles[position]
            section.header = titles[position]
            section.rows = collation.sortedArray(from: group, collationStringSelector: selector).compactMap {
                ($0 as? CollationKey).map { rows[$0.index] }
            }
            sections.append(section)
        }
        return sections
    }
}

/// A row as `UILocalizedIndexedCollation` reads it: the collation asks an object for its text through a
/// selector.
private final class CollationKey: NSObject {
    /// The row's text.
    @objc let collationString: String
    /// The row's place in the rows being grouped.
    let index: Int

    init(text: String, index: Int) {
        self.collationString = text
        self.index = index
    }
}
#endif
"""#),
        (path: "UIKit/TableDataSource.swift", text: #"""
#if canImport(UIKit)
public import UIKit

/// Drives a `UITableView` from `content`: cells, titles, the index, selection, checkmarks, switches, editing,
/// swipe actions and menus, and the tables rows open. Keep it alive (a table view holds its delegate weakly)
/// and call `install(on:)`; or use `TableViewController`, which does both.
///
/// Every change, the user's or the app's, is made to `content` first and then shown in one diffable snapshot,
/// so what the table shows and what the app reads never drift apart.
///
/// The UIKit protocols it adopts are Objective-C protocols, and a generic class can adopt one only in its own
/// declaration, with the methods that satisfy them in its body: Swift refuses `@objc` members in an extension of
/// a generic class.
@MainActor
public final class TableDataSource<Table: UIKitTable>: NSObject, UITableViewDelegate, UISearchResultsUpdating, UISearchBarDelegate {
    /// The content as the table shows it.
    public private(set) var content: TableContent<Table>
    /// Called when the user taps a selectable row: after its checkmark moves in a checkmark list, and before a
    /// table it opens is shown.
    public var onSelect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user deselects a row of a table that selects many (`selection: multiple`).
    public var onDeselect: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row's detail button (`detailButton`, `detailDisclosureButton`).
    public var onAccessoryButtonTap: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user flips a row's switch; `row.isOn` is the new state.
    public var onSwitchChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the user changes the value of a form row other than a switch: types in its text field, steps,
    /// slides, or chooses an option or a date. `row.value` is the new value, as the control took it.
    public var onValueChange: ((TableRowEvent<Table>) -> Void)?
    /// Called when the form's validity changes (`content.isValid`): every shown row's value meets its `validate`
    /// rules, or one stops meeting them. Enable a Save button with it.
    public var onValidityChange: ((Bool) -> Void)?
    /// Called after the user changes the content: a delete, insert or move, a checkmark or a switch.
    public var onContentChange: ((TableContentChange<Table>) -> Void)?
    /// Supplies the row to insert when the user taps an insert control (the event is that row's); nil inserts
    /// nothing.
    public var rowToInsert: ((TableRowEvent<Table>) -> TableRow<Table>?)?
    /// Called when the user chooses a swipe action of the app's (any but the built-in delete), with the action's
    /// id and the row. Call the completion handler once, when the action is done: `true` if it happened, `false`
    /// if it did not (the row slides back). Completing changes nothing by itself: update the content yourself.
    /// Unset, every such action fails at once.
    public var onSwipeAction: ((Table.ActionID, TableRowEvent<Table>, @escaping (Bool) -> Void) -> Void)?
    /// Called when the user chooses an action of a row's context menu (any but the built-in delete).
    public var onMenuAction: ((Table.ActionID, TableRowEvent<Table>) -> Void)?
    /// Called when the user taps a row that opens a table (`event.opens`), after `onSelect`. Return true when you
    /// have shown it yourself; false, or no handler, pushes the table's own view controller.
    public var onOpen: ((TableRowEvent<Table>) -> Bool)?
    /// Called when the user pulls to refresh (`refreshable: true`). The spinner shows until the function returns,
    /// or until you call `endRefreshing()`; unset, it ends at once.
    public var onRefresh: (@MainActor () async -> Void)?
    /// Called when the user taps the button of an empty state (`empty: { action: … }`), the table's or a
    /// section's, with the button's id.
    public var onEmptyAction: ((Table.ActionID) -> Void)?
    /// Configures a cell of the app's own class (`style: custom`) for a row, after `CustomCell.configure(with:)`.
    public var configureCustomCell: ((UITableViewCell, TableRowEvent<Table>) -> Void)?
    /// The view controller that shows the table: an opened table is pushed onto its navigation controller.
    /// `TableViewController` sets itself; set it when you install the data source on a table view of your own.
    public weak var hostViewController: UIViewController?

    /// The app's own table view delegate, for what the data source does not answer itself: every other
    /// `UITableViewDelegate` and `UIScrollViewDelegate` method it implements is called, such as
    /// `scrollViewDidScroll(_:)`, `tableView(_:willDisplay:forRowAt:)` or `tableView(_:didEndDisplaying:forRowAt:)`.
    /// What the data source does answer (selection, highlighting, heights, editing, swipe actions, menus) reaches
    /// the app through the handlers above. Held weakly, as UIKit holds delegates. Prefetching is a protocol of its
    /// own: set the table view's `prefetchDataSource`.
    public weak var delegate: (any UITableViewDelegate)? {
        didSet {
            forwardee = delegate
            // A table view asks its delegate which optional methods it implements when the delegate is set, and
            // remembers the answers: set it again, so that it asks with the app's delegate in place.
            if let tableView, tableView.delegate === self {
                tableView.delegate = nil
                tableView.delegate = self
            }
        }
    }
    /// `delegate`, where Objective-C asks which messages the data source answers: that API is nonisolated, and
    /// UIKit calls it on the main thread.
    nonisolated(unsafe) private weak var forwardee: (any UITableViewDelegate)?

    private weak var tableView: UITableView?
    /// The diffable data source; the table view holds its data source weakly, so this keeps it.
    private var cells: TableCellSource<Table>?
    /// Every row of the content by the identity the snapshot knows it by: what the cell provider is handed. A
    /// search's snapshot gives a row the identity it has in the whole content, so a keystroke leaves this as it is.
    private var rowsByIdentity: [TableRowIdentity<Table>: TableRow<Table>] = [:]
    /// The content's sections and rows with their identities, made when the content changes (empty until it is first
    /// shown): a search's snapshot picks its own from them at each keystroke, instead of counting them again.
    private var contentIdentities: TableIdentities<Table> = []
    private var headerView: TableTextView?
    private var footerView: TableTextView?
    /// Follows UserDefaults changes, for a form kept there; it stops when the data source goes.
    private var storageObservation: TableStorageObservation?
    /// The app's refresh, while it runs.
    private var refreshTask: Task<Void, Never>?
    /// What the table view's background shows now: nothing, the table's empty state, or a search's "No Results".
    private var background: TableBackground = .none
    /// What the user searches for (`search`): empty while no search filters the table.
    public private(set) var searchQuery = TableSearchQuery()
    /// Decides whether a row matches a query, in place of the spec's `fields` compared as Foundation compares
    /// for the user's locale: set it to search another way (a server's results, other fields, tokens). Rows of
    /// folded sections are not searched.
    public var searchMatches: ((TableRow<Table>, TableSearchQuery) -> Bool)? {
        didSet { if !searchQuery.isEmpty { apply(content, animated: false) } }
    }
    /// The spec's matching, which keeps the rows' folded texts between keystrokes.
    private var searchFilter: TableSearchFilter<Table>?
    /// While a search filters the table: the content it shows, where each of its sections and rows is in `content`,
    /// and their identities. Every event and change of the user's is made at the `content` position.
    private var filtered: TableSearchSnapshot<Table>?

    public init(content: TableContent<Table> = TableContent()) {
        self.content = content
        super.init()
    }

    // MARK: - The app's delegate

    #if canImport(Darwin)
    // Objective-C's forwarding: UIKit asks whether the delegate responds to a method before it calls it, and a
    // message the data source does not implement goes to the app's delegate. Only Apple's platforms have the
    // Objective-C runtime; `DelegateForwardingTests` compiles and runs this block against stand-ins for it.
    nonisolated public override func responds(to aSelector: Selector!) -> Bool {
        super.responds(to: aSelector) || forwardee?.responds(to: aSelector) == true
    }

    nonisolated public override func forwardingTarget(for aSelector: Selector!) -> Any? {
        if let forwardee, forwardee.responds(to: aSelector) {
            return forwardee
        }
        return super.forwardingTarget(for: aSelector)
    }
    #endif

    /// Makes this object the table view's delegate and its cells' source, registers every cell the content can
    /// use, and applies the spec's table settings. The style is fixed when a table view is created: make it the
    /// spec's (`Table.tableViewStyle`).
    public func install(on tableView: UITableView) {
        self.tableView = tableView
        tableView.delegate = self
        for style in TableCellStyle.allCases {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: style.defaultReuseIdentifier)
        }
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.register(TableFoldingHeaderView.self, forHeaderFooterViewReuseIdentifier: TableFoldingHeaderView.reuseIdentifier)
        if Table.isRefreshable {
            let control = UIRefreshControl()
            control.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            tableView.refreshControl = control
        }
        Table.prepare(tableView)
        let cells = TableCellSource<Table>(tableView: tableView) { [weak self] tableView, indexPath, identity in
            self?.cell(in: tableView, at: indexPath, for: identity) ?? UITableViewCell()
        }
        cells.owner = self
        cells.defaultRowAnimation = .fade
        self.cells = cells
        if let storage = Table.valueStorage {
            // A form kept in UserDefaults shows what is stored, and follows changes made elsewhere (another
            // screen, the Settings app, an extension of the app group) while it is on screen.
            storage.read(into: &content)
            if storageObservation == nil {
                storageObservation = TableStorageObservation { [weak self] in self?.storedValuesChanged() }
            }
        }
        apply(content, animated: false)
    }

    /// UserDefaults changed: the rows whose stored values differ from the content's show them, animated.
    private func storedValuesChanged() {
        guard let storage = Table.valueStorage else {
            return
        }
        var updated = content
        if storage.read(into: &updated) {
            apply(updated, animated: true)
        }
    }

    /// Shows new content: rows that came, went or moved animate, rows that changed are reconfigured in place,
    /// sections whose titles changed are reloaded, and selected rows stay selected.
    public func update(_ content: TableContent<Table>, animated: Bool = true) {
        apply(content, animated: animated)
    }

    /// Sets the detail text of the row with an id, reconfiguring only its cell.
    public func setDetail(_ detail: String?, for id: Table.RowID) {
        var updated = content
        updated.setDetail(detail, for: id)
        apply(updated, animated: true)
    }

    /// Sets the switch of the row with an id, reconfiguring only its cell.
    public func setOn(_ isOn: Bool, for id: Table.RowID) {
        var updated = content
        updated.setOn(isOn, for: id)
        apply(updated, animated: true)
        store(id)
    }

    /// Sets the value of the form row with an id, as its control takes it: the row and the rows its conditions
    /// show, hide or disable redraw.
    public func setValue(_ value: TableValue?, for id: Table.RowID) {
        var updated = content
        updated.setValue(value, for: id)
        apply(updated, animated: true)
        store(id)
    }

    /// Keeps the value of the row with an id in UserDefaults, for a form kept there.
    private func store(_ id: Table.RowID?) {
        guard let id, let storage = Table.valueStorage else {
            return
        }
        storage.write(content.values[id], for: id)
    }

    /// Sets the checkmark of the row with an id; in an exclusive list the others clear.
    public func setChecked(_ isChecked: Bool, for id: Table.RowID) {
        var updated = content
        updated.setChecked(isChecked, for: id)
        apply(updated, animated: true)
    }

    // MARK: - Showing content

    /// Makes `newContent` the content and shows it in one snapshot: the table animates what came, went or moved,
    /// redraws the rows whose values changed and reloads the sections whose titles changed.
    private func apply(_ newContent: TableContent<Table>, animated: Bool) {
        let old = displayed, oldIdentities = displayedIdentities
        let wasValid = content.isValid
        content = Table.collatesOnDevice ? TableCollation.collated(newContent) : newContent
        contentIdentities = content.identities
        filterContent()
        if wasValid != content.isValid {
            onValidityChange?(content.isValid)
        }
        guard let cells, let tableView else {
            return
        }
        let content = displayed, identities = displayedIdentities
        showTableTexts(in: tableView)
        var snapshot = snapshot(of: identities)
        indexRows()
        // A reconfigured row keeps its cell, so a row that now dequeues another kind of cell is reloaded.
        var reconfigured: [TableRowIdentity<Table>] = []
        var reloaded: [TableRowIdentity<Table>] = []
        for change in content.rowChanges(since: old, identities: identities, oldIdentities: oldIdentities) {
            if cellIdentifier(for: change.before) == cellIdentifier(for: change.after) {
                reconfigured.append(change.identity)
            } else {
                reloaded.append(change.identity)
            }
        }
        // A row whose `disabled` condition changed with the values is redrawn, dimmed or not.
        let redrawn = Set(reconfigured).union(reloaded)
        for identity in content.disabledChanges(since: old, identities: identities, oldIdentities: oldIdentities) where !redrawn.contains(identity) {
            reconfigured.append(identity)
        }
        snapshot.reconfigureItems(reconfigured)
        snapshot.reloadItems(reloaded)
        snapshot.reloadSections(content.retitledSections(since: old, identities: identities, oldIdentities: oldIdentities))
        cells.apply(snapshot, animatingDifferences: animated)
        showEmptyState(in: tableView)
    }

    /// A snapshot of the sections and rows with these identities, in order.
    private func snapshot(of identities: TableIdentities<Table>) -> NSDiffableDataSourceSnapshot<TableSectionIdentity<Table>, TableRowIdentity<Table>>
    {
        var snapshot = NSDiffableDataSourceSnapshot<TableSectionIdentity<Table>, TableRowIdentity<Table>>()
        for entry in identities {
            snapshot.appendSections([entry.section])
            snapshot.appendItems(entry.rows, toSection: entry.section)
        }
        return snapshot
    }

    // MARK: - The screen around the rows

    /// Ends the pull-to-refresh spinner, when the refresh is over before `onRefresh` returns.
    public func endRefreshing() {
        tableView?.refreshControl?.endRefreshing()
    }

    /// The user pulled to refresh: the app's refresh runs, and the spinner ends when it returns.
    private func refresh() {
        guard let onRefresh else {
            endRefreshing()
            return
        }
        refreshTask?.cancel()
        refreshTask = Task { [weak self] in
            await onRefresh()
            self?.endRefreshing()
            self?.refreshTask = nil
        }
    }

    /// Shows the table's empty state (`Table.emptyState`) behind a table without rows, or the system's "No
    /// Results" behind a search that matches nothing, and takes it away when rows come.
    private func showEmptyState(in tableView: UITableView) {
        let wanted: TableBackground
        if let filtered, filtered.content.sections.isEmpty, !content.isEmpty {
            wanted = .noResults
        } else if content.isEmpty, Table.emptyState != nil {
            wanted = .emptyState
        } else {
            wanted = .none
        }
        guard wanted != background else {
            return
        }
        background = wanted
        switch wanted {
        case .none:
            tableView.backgroundView = nil
        case .emptyState:
            tableView.backgroundView = Table.emptyState.map { state in TableEmptyStateView.view(state) { [weak self] id in self?.onEmptyAction?(id) }
            }
        case .noResults:
            tableView.backgroundView = TableEmptyStateView.noResults()
        }
    }

    // MARK: - Search

    /// The search field's text and scope button become the data source's query.
    public func updateSearchResults(for searchController: UISearchController) {
        search(query(from: searchController.searchBar))
    }

    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        search(query(from: searchBar))
    }

    /// The user tapped the search field: the rows' texts are folded now, before the first keystroke, which then
    /// folds none (10 ms for 10,000 rows, which the first keystroke would add to its own).
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        prepareSearch()
    }

    private func query(from searchBar: UISearchBar) -> TableSearchQuery {
        let scopes = Table.search?.scopes ?? []
        let index = searchBar.selectedScopeButtonIndex
        return TableSearchQuery(text: searchBar.text ?? "", scope: scopes.indices.contains(index) ? scopes[index].key : nil)
    }

    /// Filters the table by a query, as the search field does: the rows that match stay, in their sections,
    /// and the sections left without rows go, with their headers and index titles.
    public func search(_ query: TableSearchQuery) {
        guard query != searchQuery else {
            return
        }
        searchQuery = query
        filterContent()
        guard let cells, let tableView else {
            return
        }
        // The content has not changed, and a search keeps each row's identity: every identity of the snapshot names
        // the row it named, so no row is compared, reconfigured or reloaded, and the rows keep their cells.
        cells.apply(snapshot(of: displayedIdentities), animatingDifferences: true)
        showEmptyState(in: tableView)
    }

    /// Folds the texts of every row for the spec's matching (`TableSearchFilter.prepare`), as the search field
    /// becomes active: the first keystroke then costs what the next ones do.
    private func prepareSearch() {
        guard let settings = Table.search, searchMatches == nil else {
            return
        }
        var filter = searchFilter ?? TableSearchFilter(texts: settings.texts(of:))
        filter.prepare(content.sections)
        searchFilter = filter
    }

    /// A search controller for the table's `search`: its prompt and scope buttons, reporting to this data source.
    /// `TableViewController` puts it in its navigation item; a view controller of your own does the same.
    public func makeSearchController() -> UISearchController? {
        guard let settings = Table.search else {
            return nil
        }
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = self
        controller.obscuresBackgroundDuringPresentation = false
        controller.searchBar.placeholder = settings.prompt?.string
        if settings.scopes.count > 1 {
            controller.searchBar.scopeButtonTitles = settings.scopes.map(\.title.string)
        }
        controller.searchBar.delegate = self
        return controller
    }

    /// Makes `filtered` what the search shows of `content` now.
    private func filterContent() {
        guard let settings = Table.search, !searchQuery.isEmpty else {
            filtered = nil
            return
        }
        var filter = searchFilter ?? TableSearchFilter(texts: settings.texts(of:))
        filtered = TableSearchSnapshot(
            searching: content, identities: contentIdentities, query: searchQuery,
            inSection: settings.scopedSection(of: searchQuery), filter: &filter, matches: searchMatches)
        searchFilter = filter
    }

    /// What the table view shows: the content, or what a search keeps of it.
    var displayed: TableContent<Table> {
        filtered?.content ?? content
    }

    /// The identities of what the table view shows, in order.
    private var displayedIdentities: TableIdentities<Table> {
        filtered?.identities ?? contentIdentities
    }

    /// Where the row at an index path of the table view is in `content`; a position outside the table when the
    /// index path is not one the table view shows.
    func position(_ indexPath: IndexPath) -> TableRowPosition {
        guard let filtered else {
            return Self.position(indexPath)
        }
        guard filtered.positions.indices.contains(indexPath.section), filtered.positions[indexPath.section].indices.contains(indexPath.row) else {
            return TableRowPosition(section: -1, row: -1)
        }
        return filtered.positions[indexPath.section][indexPath.row]
    }

    /// The index path the table view shows a row of `content` at; nil when a search leaves it out.
    func indexPath(_ position: TableRowPosition) -> IndexPath? {
        guard let filtered else {
            return Self.indexPath(position)
        }
        for (section, rows) in filtered.positions.enumerated() {
            if let row = rows.firstIndex(of: position) {
                return IndexPath(row: row, section: section)
            }
        }
        return nil
    }

    /// The index in `content` of a section the table view shows.
    func contentSection(_ section: Int) -> Int {
        guard let filtered else {
            return section
        }
        return filtered.sections.indices.contains(section) ? filtered.sections[section] : -1
    }

    /// Folds or unfolds a collapsible section, animated, as a tap on its header does.
    public func setCollapsed(_ isCollapsed: Bool, section: Int) {
        var updated = content
        guard updated.setCollapsed(isCollapsed, section: section) else {
            return
        }
        apply(updated, animated: true)
        if let header = tableView?.headerView(forSection: section) as? TableFoldingHeaderView {
            header.show(content.section(at: section)?.header, isCollapsed: isCollapsed)
        }
    }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        // A search shows matches, not folds: its sections' headers are plain.
        guard filtered == nil, let shown = content.section(at: section), shown.isCollapsible,
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: TableFoldingHeaderView.reuseIdentifier) as? TableFoldingHeaderView
        else {
            return nil
        }
        header.show(shown.header, isCollapsed: shown.isCollapsed)
        // The section is found again when the header is tapped (by the spec section and the group it shows):
        // sections may have come or gone since.
        let declaredIndex = shown.declaredIndex, group = shown.group
        header.onTap = { [weak self] in
            guard let self, let index = self.content.sections.firstIndex(where: { $0.declaredIndex == declaredIndex && $0.group == group }) else {
                return
            }
            self.setCollapsed(!(self.content.section(at: index)?.isCollapsed ?? false), section: index)
        }
        return header
    }

    /// A section without rows shows its empty state (`empty`) as its footer, from iOS 17; before, its footer
    /// title says it (`TableCellSource`).
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        guard #available(iOS 17, *), filtered == nil, let state = content.section(at: section)?.shownEmptyState else {
            return nil
        }
        return TableEmptyStateView.view(state) { [weak self] id in self?.onEmptyAction?(id) }
    }

    /// Keeps every row of the content under the identity the snapshot knows it by, for the cell provider: what a
    /// search shows is known by the same identities.
    private func indexRows() {
        var rows: [TableRowIdentity<Table>: TableRow<Table>] = [:]
        for (section, entry) in zip(content.sections, contentIdentities) {
            for (row, identity) in zip(section.rows, entry.rows) {
                rows[identity] = row
            }
        }
        rowsByIdentity = rows
    }

    /// The table's header and footer texts, as the content has them now.
    private func showTableTexts(in tableView: UITableView) {
        headerView = TableTextView.show(content.header, in: tableView, current: headerView, isHeader: true)
        footerView = TableTextView.show(content.footer, in: tableView, current: footerView, isHeader: false)
    }

    /// The identifier a row's cell is dequeued with, which decides the cell's kind: the row's own when it is
    /// registered, else its style's.
    private func cellIdentifier(for row: TableRow<Table>) -> String {
        Table.registeredIdentifiers.contains(row.reuseIdentifier) ? row.reuseIdentifier : row.style.defaultReuseIdentifier
    }

    /// The cell for the row the snapshot names: the spec's kind, dequeued, configured from the row.
    private func cell(in tableView: UITableView, at indexPath: IndexPath, for identity: TableRowIdentity<Table>) -> UITableViewCell {
        guard let row = rowsByIdentity[identity] else {
            return UITableViewCell()
        }
        let position = position(indexPath)
        let isDisabled = content.isDisabled(row)
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier(for: row), for: indexPath)
        // Off every cell, custom ones too, and back only on a row with a control: left on a reused cell, it would
        // change the new row. The same kind of control is reused, so one being touched keeps its touch.
        let reusedControl = cell.accessoryView
        cell.accessoryView = nil
        let report: @MainActor (TableValue) -> Void = { [weak self, weak cell] value in
            guard let cell else { return }
            self?.valueChanged(in: cell, to: value)
        }
        if row.style == .custom {
            Table.configureCustomCell(cell, with: row)
            configureCustomCell?(cell, TableRowEvent(row: row, position: position))
        } else if let form = FormFieldContent.configuration(
            for: row, isEnabled: !isDisabled, problem: content.shownProblem(for: row),
            returnMovesOn: nextTextField(after: position) != nil,
            report: report,
            returnPressed: { [weak self, weak cell] in
                guard let cell else { return }
                self?.returnPressed(in: cell)
            })
        {
            cell.contentConfiguration = form
        } else {
            cell.contentConfiguration = CellContent.configuration(for: row, isDisabled: isDisabled)
        }
        if let control = FormControlViews.accessoryView(for: row, reusing: reusedControl, isEnabled: !isDisabled, report: report) {
            cell.accessoryView = control
            cell.accessoryType = .none
        } else {
            cell.accessoryType = row.isChecked ? .checkmark : CellContent.accessoryType(row.accessory)
        }
        cell.editingAccessoryType = CellContent.accessoryType(row.editingAccessory)
        cell.selectionStyle = respondsToTap(row, in: position.section) ? .default : .none
        cell.accessibilityLabel = row.accessibilityLabel
        // A row that acts when tapped reads as a button, as in Settings; a disabled one says so.
        var traits: UIAccessibilityTraits = row.role == .normal ? .none : .button
        if isDisabled { traits.insert(.notEnabled) }
        cell.accessibilityTraits = traits
        return cell
    }

    /// Records a value the user gave a row's control in the content, and tells the app.
    private func valueChanged(in cell: UITableViewCell, to value: TableValue) {
        guard let indexPath = tableView?.indexPath(for: cell) else {
            return
        }
        let position = position(indexPath)
        var updated = content
        guard updated.setValue(value, at: position), let row = updated.row(at: position) else {
            return
        }
        if let id = row.id { updated.markEdited(id) }
        if filtered != nil || updated.hasConditions || row.detail != content.row(at: position)?.detail || row.validation != nil {
            // Rows may show, hide or be disabled by the new value, the row's detail shows it (a stepper's number, a
            // picker's choice) or its message may come or go: one snapshot animates them, and the control stays.
            apply(updated, animated: true)
        } else {
            // The control already shows the change: no new snapshot, but the cell provider's rows follow.
            content = updated
            if let identity = cells?.itemIdentifier(for: indexPath) {
                rowsByIdentity[identity] = row
            }
        }
        store(row.id)
        let event = TableRowEvent(row: row, position: position)
        if row.control == .switch {
            onSwitchChange?(event)
            onContentChange?(.switched(event))
        } else {
            onValueChange?(event)
            onContentChange?(.valueChanged(event))
        }
    }

    // MARK: - Text fields

    /// The next row with a text field after `position`, in the order the table shows them.
    private func nextTextField(after position: TableRowPosition) -> TableRowPosition? {
        var section = position.section, row = position.row + 1
        while section < content.numberOfSections {
            while row < content.numberOfRows(inSection: section) {
                let candidate = TableRowPosition(section: section, row: row)
                if case .textField? = content.row(at: candidate)?.control, !(content.row(at: candidate).map(content.isDisabled) ?? true),
                    indexPath(candidate) != nil
                {
                    return candidate
                }
                row += 1
            }
            section += 1
            row = 0
        }
        return nil
    }

    /// Return in a text field moves to the next text field of the table, scrolled into view; in the last one it
    /// ends editing.
    private func returnPressed(in cell: UITableViewCell) {
        guard let tableView, let indexPath = tableView.indexPath(for: cell) else {
            return
        }
        guard let next = nextTextField(after: position(indexPath)) else {
            cell.contentView.endEditing(true)
            return
        }
        guard let nextPath = self.indexPath(next) else {
            cell.contentView.endEditing(true)
            return
        }
        tableView.scrollToRow(at: nextPath, at: .none, animated: false)
        tableView.layoutIfNeeded()
        guard let field = tableView.cellForRow(at: nextPath).flatMap(Self.formField) else {
            cell.contentView.endEditing(true)
            return
        }
        _ = field.becomeFirstResponder()
    }

    /// The text field of a cell showing `FormFieldContent`: its content view, or inside it.
    private static func formField(in cell: UITableViewCell) -> UITextField? {
        if let view = cell.contentView as? FormFieldContentView {
            return view.textField
        }
        return cell.contentView.subviews.lazy.compactMap { ($0 as? FormFieldContentView)?.textField }.first
    }

    // MARK: - Pushed pickers

    /// Pushes a picker row's options (`pickerStyle: push`); a choice is shown in the row at once.
    private func showOptions(of row: TableRow<Table>) -> Bool {
        guard case .picker(let options, .push)? = row.control, let id = row.id, let navigation = hostViewController?.navigationController else {
            return false
        }
        let chosen = if case .text(let key)? = row.value { key } else { nil as String? }
        let list = TableOptionsViewController(
            title: row.text, options: options.map { ($0.key, $0.title) }, chosen: chosen,
            style: Table.style.tableViewStyle
        ) { [weak self] key in
            self?.optionChosen(key, for: id)
        }
        navigation.pushViewController(list, animated: true)
        return true
    }

    /// Records a pushed or inline picker's choice, and tells the app.
    private func optionChosen(_ key: String, for id: Table.RowID) {
        guard let position = content.position(of: id) else {
            return
        }
        var updated = content
        guard updated.setValue(.text(key), at: position), let row = updated.row(at: position) else {
            return
        }
        apply(updated, animated: true)
        store(id)
        let event = TableRowEvent(row: row, position: position)
        onValueChange?(event)
        onContentChange?(.valueChanged(event))
    }

    // MARK: - Selection

    /// Whether tapping a row does something: it is selectable and it is in a checkmark list, has an id, an item
    /// or a table to open, or the app listens for taps. A row that does nothing neither highlights nor selects.
    private func respondsToTap(_ row: TableRow<Table>, in section: Int) -> Bool {
        guard row.isSelectable, !content.isDisabled(row) else {
            return false
        }
        return content.section(at: section)?.selectionList != nil || row.id != nil || row.item != nil || row.opens != nil || row.choice != nil
            || onSelect != nil
    }

    private func respondsToTap(at indexPath: IndexPath) -> Bool {
        let position = position(indexPath)
        guard let row = content.row(at: position) else {
            return false
        }
        return respondsToTap(row, in: position.section)
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        respondsToTap(at: indexPath)
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        respondsToTap(at: indexPath) ? indexPath : nil
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let position = position(indexPath)
        guard let tapped = content.row(at: position) else {
            return
        }
        let inList = content.section(at: position.section)?.selectionList != nil
        // A checkmark list shows its choice with checkmarks, not the selection. A table that selects many keeps
        // its selection. A row that opens a table stays highlighted while the table is pushed; the view
        // controller deselects it on the way back, alongside the transition, as Settings does. Every other tap
        // is deselected at once, before `onSelect`, which may change the content: this index path can then name
        // another row.
        if inList || (!tableView.allowsMultipleSelection && tapped.opens == nil && !Self.pushesOptions(tapped)) {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if inList {
            var updated = content
            let changed = updated.toggleCheckmark(at: position)
            apply(updated, animated: true)
            if !changed.isEmpty {
                onContentChange?(.checkmarks(events(at: changed)))
            }
        }
        guard let row = content.row(at: position) else {
            return
        }
        let event = TableRowEvent(row: row, position: position)
        onSelect?(event)
        if row.opens != nil, !open(event), !tableView.allowsMultipleSelection {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if Self.pushesOptions(row), !showOptions(of: row), !tableView.allowsMultipleSelection {
            tableView.deselectRow(at: indexPath, animated: true)
        }
        if let choice = row.choice {
            // An inline picker's option: the checkmark moves to it, and the picker's row has the value.
            optionChosen(choice.key, for: choice.picker)
        }
    }

    /// Whether selecting the row pushes its picker's options; it stays highlighted while they are shown, as a row
    /// that opens a table does.
    private static func pushesOptions(_ row: TableRow<Table>) -> Bool {
        if case .picker(_, .push)? = row.control { return true }
        return false
    }

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        let position = position(indexPath)
        guard tableView.allowsMultipleSelection, let row = content.row(at: position) else {
            return
        }
        onDeselect?(TableRowEvent(row: row, position: position))
    }

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let position = position(indexPath)
        guard let row = content.row(at: position) else {
            return
        }
        onAccessoryButtonTap?(TableRowEvent(row: row, position: position))
    }

    /// Shows the table a tapped row opens: the app's `onOpen` first, else the table's own view controller,
    /// pushed. Returns whether it was shown.
    private func open(_ event: TableRowEvent<Table>) -> Bool {
        guard let table = event.opens else {
            return false
        }
        if onOpen?(event) == true {
            return true
        }
        guard let navigation = hostViewController?.navigationController, let controller = Table.viewController(for: table) else {
            return false
        }
        if let text = event.row.text {
            controller.title = text
        }
        navigation.pushViewController(controller, animated: true)
        return true
    }

    /// The rows at `positions` as events, for the app.
    private func events(at positions: [TableRowPosition]) -> [TableRowEvent<Table>] {
        positions.compactMap { position in content.row(at: position).map { TableRowEvent(row: $0, position: position) } }
    }

    // MARK: - Heights

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let height = content.row(at: position(indexPath))?.height else {
            return UITableView.automaticDimension
        }
        return CGFloat(height)
    }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        // A section without its own height gets the table view's, which is what UIKit uses without this method.
        content.section(at: contentSection(section))?.headerHeight.map { CGFloat($0) } ?? tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        content.section(at: contentSection(section))?.footerHeight.map { CGFloat($0) } ?? tableView.sectionFooterHeight
    }

    // MARK: - Editing

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard let row = content.row(at: position(indexPath)) else {
            return .none
        }
        // Swiping a row for its own actions asks the editing style of a row UIKit may edit.
        if !tableView.isEditing, row.actions.hasSwipeActions {
            return .delete
        }
        return row.canEdit ? CellContent.editingStyle(row.editingStyle) : .none
    }

    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        content.row(at: position(indexPath))?.deleteConfirmation
    }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        guard let row = content.row(at: position(indexPath)) else {
            return false
        }
        return (row.canEdit && row.editingStyle != .none) || row.canMove
    }

    public func tableView(
        _ tableView: UITableView,
        targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        // Rows do not move during a search (`canMoveRowAt`), so the positions are the table view's.
        indexPath(content.targetPosition(movingRowAt: position(sourceIndexPath), to: position(proposedDestinationIndexPath))) ?? sourceIndexPath
    }

    /// An editing control was tapped: a delete removes the row, an insert adds the row `rowToInsert` gives.
    func commit(_ style: UITableViewCell.EditingStyle, at indexPath: IndexPath) {
        let position = position(indexPath)
        switch style {
        case .delete:
            deleteRow(at: position)
        case .insert:
            guard let tapped = content.row(at: position), let row = rowToInsert?(TableRowEvent(row: tapped, position: position)) else {
                return
            }
            var updated = content
            guard updated.insertRow(row, at: position) else {
                return
            }
            apply(updated, animated: true)
            onContentChange?(.inserted(TableRowEvent(row: row, position: position)))
        default:
            return
        }
    }

    /// The user dropped a row: the diffable data source has already moved it in its snapshot (its own
    /// `tableView(_:moveRowAt:to:)` ran first), so the content follows without replaying the move. A new
    /// snapshot goes out, unanimated, only if the move changed identities (a row whose key repeats).
    func rowMoved(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let source = position(sourceIndexPath)
        let destination = position(destinationIndexPath)
        var updated = content
        guard let row = updated.row(at: source), updated.moveRow(from: source, to: destination) else {
            return
        }
        let identities = updated.identities
        if filtered == nil, let snapshot = cells?.snapshot(), snapshot.itemIdentifiers == identities.flatMap(\.rows),
            snapshot.sectionIdentifiers == identities.map(\.section)
        {
            content = updated
            contentIdentities = identities
            indexRows()
        } else {
            apply(updated, animated: false)
        }
        onContentChange?(.moved(TableRowEvent(row: row, position: destination), from: source))
    }

    // MARK: - Swipe actions and menus

    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActions(leading: true, at: indexPath)
    }

    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        swipeActions(leading: false, at: indexPath)
    }

    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
        -> UIContextMenuConfiguration?
    {
        guard let row = content.row(at: position(indexPath)), !row.actions.menu.isEmpty, let identity = cells?.itemIdentifier(for: indexPath) else {
            return nil
        }
        let actions = row.actions.menu.map { menuAction($0, for: row, identity: identity) }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in UIMenu(children: actions) }
    }

    /// A row's own swipe actions for one edge; nil keeps UIKit's (the editing delete).
    private func swipeActions(leading: Bool, at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let row = content.row(at: position(indexPath)), row.actions.hasSwipeActions, let identity = cells?.itemIdentifier(for: indexPath) else {
            return nil
        }
        let actions = leading ? row.actions.leading : row.actions.trailing
        let configuration = UISwipeActionsConfiguration(actions: actions.map { contextualAction($0, for: row, identity: identity) })
        configuration.performsFirstActionWithFullSwipe = row.actions.performsFirstActionWithFullSwipe
        return configuration
    }

    /// A swipe button. Its handler finds the row by identity when it fires: the row may have moved since.
    private func contextualAction(_ action: TableRowAction<Table>, for row: TableRow<Table>, identity: TableRowIdentity<Table>) -> UIContextualAction
    {
        let handler: UIContextualAction.Handler
        if let id = action.id {
            handler = { [weak self] _, _, completion in
                guard let self, let event = self.event(for: identity), let onSwipeAction = self.onSwipeAction else {
                    completion(false)
                    return
                }
                onSwipeAction(id, event, completion)
            }
        } else {
            handler = { [weak self] _, _, completion in completion(self?.deleteRow(identity: identity) ?? false) }
        }
        let contextual = UIContextualAction(
            style: action.isDestructive ? .destructive : .normal, title: Self.title(of: action, for: row), handler: handler)
        if let color = action.color {
            contextual.backgroundColor = CellContent.color(color)
        }
        if let image = action.image {
            contextual.image = UIImage(systemName: image)
        }
        return contextual
    }

    /// A menu item. One with only an image is still named for VoiceOver: its title is the image's name.
    private func menuAction(_ action: TableRowAction<Table>, for row: TableRow<Table>, identity: TableRowIdentity<Table>) -> UIAction {
        let symbol = action.id == nil ? (action.image ?? "trash") : action.image
        let title = Self.title(of: action, for: row) ?? ""
        let menuAction = UIAction(
            title: title, image: symbol.flatMap { UIImage(systemName: $0) },
            attributes: action.isDestructive ? .destructive : []
        ) { [weak self] _ in
            self?.menuActionChosen(action.id, identity: identity)
        }
        if title.isEmpty, let symbol {
            menuAction.accessibilityLabel = symbol
        }
        return menuAction
    }

    private func menuActionChosen(_ id: Table.ActionID?, identity: TableRowIdentity<Table>) {
        guard let id else {
            deleteRow(identity: identity)
            return
        }
        if let event = event(for: identity) {
            onMenuAction?(id, event)
        }
    }

    /// The built-in delete's title is the row's delete confirmation, else the table's (a localized table looks
    /// "Delete" up), else "Delete".
    private static func title(of action: TableRowAction<Table>, for row: TableRow<Table>) -> String? {
        action.id == nil ? (row.deleteConfirmation ?? Table.deleteActionTitle?.string ?? "Delete") : action.title
    }

    private func event(for identity: TableRowIdentity<Table>) -> TableRowEvent<Table>? {
        guard let indexPath = cells?.indexPath(for: identity), let row = content.row(at: position(indexPath)) else {
            return nil
        }
        return TableRowEvent(row: row, position: position(indexPath))
    }

    @discardableResult
    private func deleteRow(identity: TableRowIdentity<Table>) -> Bool {
        guard let indexPath = cells?.indexPath(for: identity) else {
            return false
        }
        return deleteRow(at: position(indexPath))
    }

    @discardableResult
    private func deleteRow(at position: TableRowPosition) -> Bool {
        var updated = content
        guard let row = updated.deleteRow(at: position) else {
            return false
        }
        apply(updated, animated: true)
        onContentChange?(.deleted(TableRowEvent(row: row, position: position)))
        return true
    }

    // MARK: - Positions

    static func position(_ indexPath: IndexPath) -> TableRowPosition {
        TableRowPosition(section: indexPath.section, row: indexPath.row)
    }

    static func indexPath(_ position: TableRowPosition) -> IndexPath {
        IndexPath(row: position.row, section: position.section)
    }
}

/// What a table view's background shows.
enum TableBackground {
    case none, emptyState, noResults
}

#endif
"""#),
        (path: "UIKit/TableEmptyStateView.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// How UIKit shows an empty state (`empty`): from iOS 17 as the system's content-unavailable view, whose
/// configuration lays out the image, title, message and button as Apple's apps do; before, the same parts in a
/// centred stack. A search that matches nothing shows the system's own "No Results" (iOS 17), whatever `empty`
/// says: the empty state is for a table without rows, not for a query without matches.
@MainActor
enum TableEmptyStateView {
    /// The view for the table's background or a section's footer. `action` is called with the button's id.
    static func view<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void) -> UIView {
        if #available(iOS 17, *) {
            return UIContentUnavailableView(configuration: configuration(state, action: action))
        }
        return FallbackView(state, action: action)
    }

    /// The system's "No Results" for a search that matches nothing; nil before iOS 17, which has none.
    static func noResults() -> UIView? {
        if #available(iOS 17, *) {
            return UIContentUnavailableView(configuration: UIContentUnavailableConfiguration.search())
        }
        return nil
    }

    @available(iOS 17, *)
    static func configuration<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void)
        -> UIContentUnavailableConfiguration
    {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = state.title.string
        configuration.secondaryText = state.message?.string
        configuration.image = state.image.flatMap { UIImage(systemName: $0) }
        if let button = state.action {
            var plain = UIButton.Configuration.plain()
            plain.title = button.title.string
            configuration.button = plain
            configuration.buttonProperties.primaryAction = UIAction { _ in action(button.id) }
        }
        return configuration
    }

    /// Before iOS 17: the image, the title in the title style, the message in the body style and a plain button,
    /// centred, sized for Dynamic Type.
    final class FallbackView: UIView {
        init<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void) {
            super.init(frame: .zero)
            let stack = UIStackView()
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            if let name = state.image, let image = UIImage(systemName: name) {
                let imageView = UIImageView(image: image)
                imageView.tintColor = UIColor.secondaryLabel
                stack.addArrangedSubview(imageView)
            }
            stack.addArrangedSubview(Self.label(state.title.string, style: .title2, color: UIColor.label))
            if let message = state.message {
                stack.addArrangedSubview(Self.label(message.string, style: .body, color: UIColor.secondaryLabel))
            }
            if let button = state.action {
                var plain = UIButton.Configuration.plain()
                plain.title = button.title.string
                stack.addArrangedSubview(UIButton(configuration: plain, primaryAction: UIAction { _ in action(button.id) }))
            }
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            nil
        }

        private static func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = UIFont.preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = color
            label.numberOfLines = 0
            label.textAlignment = .center
            return label
        }
    }
}
#endif
"""#),
        (path: "UIKit/TableFoldingHeaderView.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The header of a collapsible section (`collapsible: true`): the section's title in the table style's header
/// look, with a chevron at the trailing edge that points down while the section is open and to the side while it
/// is folded, as the sidebar headers of Apple's apps do. The whole header is one button for VoiceOver, whose
/// expanded state it reads (iOS 18; before, the chevron's state is only seen).
@MainActor
final class TableFoldingHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "TableSpec.FoldingHeader"

    /// Called when the user taps the header.
    var onTap: (() -> Void)?
    private let chevron = UIImageView()
    private let button = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        // The title's configuration is set before the chevron and the button go in: a later configuration of the
        // same kind is applied to the content view in place, so they stay (a first one would replace it).
        contentConfiguration = defaultContentConfiguration()
        chevron.translatesAutoresizingMaskIntoConstraints = false
        chevron.tintColor = UIColor.secondaryLabel
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
        contentView.addSubview(chevron)
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            chevron.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            button.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            button.topAnchor.constraint(equalTo: contentView.topAnchor),
            button.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows the section's header text and whether it is folded.
    func show(_ title: String?, isCollapsed: Bool) {
        var configuration = defaultContentConfiguration()
        configuration.text = title
        contentConfiguration = configuration
        chevron.image = UIImage(systemName: isCollapsed ? "chevron.forward" : "chevron.down")
        button.accessibilityLabel = title
        button.accessibilityTraits = [.button, .header]
        if #available(iOS 18, *) {
            button.accessibilityExpandedStatus = isCollapsed ? .collapsed : .expanded
        }
    }
}
#endif
"""#),
        (path: "UIKit/TableOptionsViewController.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// A pushed picker's options (`pickerStyle: push`): a checkmark list in the table's grouped style, titled with
/// the row's text, whose back button goes to the table. Choosing an option moves the checkmark at once and
/// reports it, so the row behind shows the choice before the user goes back, as in Settings.
@MainActor
final class TableOptionsViewController: UITableViewController {
    private static let reuseIdentifier = "TableSpec.option"
    private let options: [(key: String, title: String)]
    private var chosen: String?
    private let choose: @MainActor (String) -> Void

    init(
        title: String?, options: [(key: String, title: String)], chosen: String?, style: UITableView.Style,
        choose: @escaping @MainActor (String) -> Void
    ) {
        self.options = options
        self.chosen = chosen
        self.choose = choose
        super.init(style: style)
        self.title = title
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        guard options.indices.contains(indexPath.row) else { return cell }
        let option = options[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = option.title
        cell.contentConfiguration = content
        cell.accessoryType = option.key == chosen ? .checkmark : .none
        var traits: UIAccessibilityTraits = .button
        if option.key == chosen { traits.insert(.selected) }
        cell.accessibilityTraits = traits
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard options.indices.contains(indexPath.row) else { return }
        let key = options[indexPath.row].key
        let previous = options.firstIndex { $0.key == chosen }
        chosen = key
        let redrawn = [previous, indexPath.row].compactMap { $0 }.map { IndexPath(row: $0, section: 0) }
        tableView.reloadRows(at: redrawn, with: .none)
        choose(key)
    }
}
#endif
"""#),
        (path: "UIKit/TableTextView.swift", text: #"""
#if canImport(UIKit)
internal import UIKit

/// The table's header or footer text, in the footnote style. UIKit keeps a table header view at the height it
/// had when it was set, so this view works out its height from the table's width and the text size whenever it
/// lays out, and hands itself to the table again when that changes: wrapped text and large Dynamic Type never
/// clip.
@MainActor
final class TableTextView: UIView {
    private let label = UILabel()
    private var textSizeObserver: TextSizeObserver?

    init(text: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UIColor.secondaryLabel
        addSubview(label)
        textSizeObserver = TextSizeObserver { [weak self] in self?.setNeedsLayout() }
    }

    required init?(coder: NSCoder) {
        nil
    }

    var text: String? {
        label.text
    }

    /// Shows `text` as the table's header or footer: the view it has when the text is the same, a new one when
    /// it changed, none when there is no text. Returns the view shown.
    static func show(_ text: String?, in tableView: UITableView, current: TableTextView?, isHeader: Bool) -> TableTextView? {
        if let current, current.text == text {
            return current
        }
        let view = text.map { TableTextView(text: $0) }
        if isHeader {
            tableView.tableHeaderView = view
        } else {
            tableView.tableFooterView = view
        }
        return view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(bounds.width - 32, 0)
        let fitted = label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        let height = fitted.height.rounded(.up) + 24
        label.frame = CGRect(x: 16, y: 12, width: width, height: height - 24)
        guard abs(height - bounds.height) > 0.5, let tableView = superview as? UITableView else {
            return
        }
        frame.size.height = height
        if tableView.tableHeaderView === self {
            tableView.tableHeaderView = self
        } else if tableView.tableFooterView === self {
            tableView.tableFooterView = self
        }
    }
}

/// Calls its handler when the user changes the text size, until it is released: then it stops listening.
final class TextSizeObserver {
    private let token: any NSObjectProtocol

    init(_ handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: OperationQueue.main)
        { _ in
            MainActor.assumeIsolated { handler() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
"""#),
        (path: "UIKit/TableViewController.swift", text: #"""
#if canImport(UIKit)
public import UIKit

/// The table in a ready table view controller: it makes the table view in the spec's style, installs
/// `dataSource`, shows an Edit button when rows can be edited and the search field when the spec has `search`,
/// and clears the selection when it appears, so a row that opened a table is deselected on the way back,
/// alongside the transition.
@MainActor
open class TableViewController<Table: UIKitTable>: UITableViewController {
    /// The data source: set its callbacks, update its content.
    public let dataSource: TableDataSource<Table>

    public init(content: TableContent<Table> = TableContent()) {
        self.dataSource = TableDataSource(content: content)
        super.init(style: Table.style.tableViewStyle)
        title = Table.declaredTitle?.string
    }

    /// From a storyboard (through a subclass of your own: a storyboard cannot name a generic class): the style
    /// is the storyboard's.
    public required init?(coder: NSCoder) {
        self.dataSource = TableDataSource()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        clearsSelectionOnViewWillAppear = true
        dataSource.hostViewController = self
        dataSource.install(on: tableView)
        if Table.hasEditableRows {
            navigationItem.rightBarButtonItem = editButtonItem
        }
        if let search = dataSource.makeSearchController() {
            navigationItem.searchController = search
            // The search field presents over this screen, not over whatever presented it.
            definesPresentationContext = true
        }
    }
}
#endif
"""#),
        (path: "UIKit/TableViewControllerPreview.swift", text: #"""
#if canImport(UIKit)
public import UIKit

extension TableViewController {
    /// The table's screen as a generated `#Preview` shows it: a `TableViewController` showing `content`,
    /// in a navigation controller, so the screen has its title and search field, and a row that opens a
    /// table pushes it as it would in the app; the look is set through trait overrides (iOS 17), which
    /// reach every view controller the navigation controller pushes.
    @available(iOS 17.0, *)
    public static func preview(_ content: TableContent<Table>, appearance: TablePreviewAppearance = .standard) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: TableViewController(content: content))
        switch appearance {
        case .standard:
            break
        case .dark:
            navigation.traitOverrides.userInterfaceStyle = .dark
        case .largeText:
            navigation.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        return navigation
    }
}
#endif
"""#),
        (path: "UIKit/TextInputTypes.swift", text: #"""
// UIKit's text-input types for a text field row, shared by the UIKit cell and the SwiftUI field (SwiftUI's
// `keyboardType(_:)` and `textContentType(_:)` take UIKit's types). Where SwiftUI stands without UIKit but with
// its text-input types (the tests' SwiftUI stub), SwiftUI brings them; macOS and watchOS have neither.
#if canImport(UIKit)
internal import UIKit
#elseif canImport(SwiftUI) && !os(macOS) && !os(watchOS)
internal import SwiftUI
#endif

#if canImport(UIKit) || (canImport(SwiftUI) && !os(macOS) && !os(watchOS))
nonisolated extension TableKeyboard {
    /// The keyboard as UIKit names it.
    var keyboardType: UIKeyboardType {
        switch self {
        case .default: .default
        case .email: .emailAddress
        case .number: .numberPad
        case .decimal: .decimalPad
        case .phone: .phonePad
        case .url: .URL
        }
    }
}

nonisolated extension TableAutocapitalization {
    /// The capitalization as UIKit names it; `automatic`, which a field resolves first, as UIKit's default.
    var autocapitalizationType: UITextAutocapitalizationType {
        switch self {
        case .automatic, .sentences: .sentences
        case .none: .none
        case .words: .words
        case .allCharacters: .allCharacters
        }
    }
}

nonisolated extension TableTextContentType {
    /// What the text is, as UIKit names it.
    var textContentType: UITextContentType {
        switch self {
        case .name: .name
        case .namePrefix: .namePrefix
        case .givenName: .givenName
        case .middleName: .middleName
        case .familyName: .familyName
        case .nameSuffix: .nameSuffix
        case .nickname: .nickname
        case .jobTitle: .jobTitle
        case .organizationName: .organizationName
        case .location: .location
        case .fullStreetAddress: .fullStreetAddress
        case .streetAddressLine1: .streetAddressLine1
        case .streetAddressLine2: .streetAddressLine2
        case .addressCity: .addressCity
        case .addressState: .addressState
        case .addressCityAndState: .addressCityAndState
        case .sublocality: .sublocality
        case .countryName: .countryName
        case .postalCode: .postalCode
        case .telephoneNumber: .telephoneNumber
        case .emailAddress: .emailAddress
        case .url: .URL
        case .creditCardNumber: .creditCardNumber
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .shipmentTrackingNumber: .shipmentTrackingNumber
        case .flightNumber: .flightNumber
        case .dateTime: .dateTime
        }
    }
}
#endif
"""#),
        (path: "UIKit/UIKitTable.swift", text: #"""
#if canImport(UIKit)
public import UIKit

/// What a table's UIKit part knows of its spec beyond its content: the generated namespace conforms to it
/// in its `#if canImport(UIKit)` part, with only what its spec says; everything else has a default here.
public protocol UIKitTable: TableDefinition {
    /// The reuse identifiers the spec names, registered by `prepare(_:)`; the built-in styles' are always
    /// registered. A row whose identifier is neither dequeues its style's cell: dequeuing an unregistered
    /// identifier would trap.
    static var registeredIdentifiers: Set<String> { get }
    /// Registers the spec's cells (`reuseIdentifier`, `cellClass`) and applies its table settings: row and
    /// section heights, separators, selection.
    @MainActor static func prepare(_ tableView: UITableView)
    /// Hands a cell of the app's own class (`style: custom`) its row: the generated `CustomCell` protocol's
    /// `configure(with:)`.
    @MainActor static func configureCustomCell(_ cell: UITableViewCell, with row: TableRow<Self>)
    /// A new view controller of a table this table opens, with the content its spec declares; nil for a table
    /// that opens none.
    @MainActor static func viewController(for table: OpenedTable) -> UIViewController?
    /// Whether a dynamic section is grouped by initial (`groupBy: initial`): on a device its rows are
    /// regrouped by `UILocalizedIndexedCollation`, in the user's language.
    static var collatesOnDevice: Bool { get }
}

extension UIKitTable {
    public static var registeredIdentifiers: Set<String> { [] }
    @MainActor public static func prepare(_ tableView: UITableView) {}
    @MainActor public static func configureCustomCell(_ cell: UITableViewCell, with row: TableRow<Self>) {}
    public static var collatesOnDevice: Bool { false }
    @MainActor public static func viewController(for table: OpenedTable) -> UIViewController? { nil }
}

extension TableStyle {
    /// The table view style UIKit makes the table in; it cannot change after the table view exists.
    var tableViewStyle: UITableView.Style {
        switch self {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

/// The UIKit engine's names inside a table's namespace: `Settings.DataSource`, `Settings.ViewController`.
extension UIKitTable {
    public typealias DataSource = TableDataSource<Self>
    public typealias ViewController = TableViewController<Self>
}
#endif
"""#),
    ]
}
