import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecModel

/// The text format large tables travel in: one line per section, row or item, in a raw
/// multi-line string literal that the generated code decodes at first use.
///
/// A line is a kind letter (`S` section, `R` row, `I` item) followed by fields, each a tab, a
/// one-letter tag and a value. Sections and rows write only the fields that differ from their
/// initializer's defaults ([InitFields]), so a plain row is a few bytes and the decoder does
/// little work for it. Items write every model field in order, `=` and the value, or `-` for nil.
///
/// Values are written so the decoder can take most of them straight from the bytes:
/// - text is as written unless it holds a backslash, tab, line break or a scalar that must not
///   appear raw in source; then it is `\` followed by the text with those escaped (`\\`, `\t`,
///   `\n`, `\r`, `\u{hex}`), so only such texts take the decoder's slow path;
/// - numbers are decimal, whole numbers without a fraction;
/// - enum cases and ids are their position among the generated enum's cases;
/// - flags are `1` or `0`.
/// Quotes and `#` need no escape: the renderer picks a raw delimiter the payload cannot end.
/// [PayloadWriter] writes the lines.
enum PayloadFormat {
    /// How a tagged field's value is read back.
    enum Kind: Equatable {
        case text
        case number
        case flag
        case integer
        /// An enum case, read by position from the enum's `allCases` (the enum's type name).
        case enumCase(String)
        /// A value read by position from a static list of the table's (the list's name).
        case declared(String)
        /// A row's switch: the one control an encoded table can have (a form is never encoded), so the
        /// field's presence says it all.
        case switchControl
    }

    /// A field the format can carry: the initializer label it comes from, the stored property
    /// it goes back into, its tag and how it is read.
    struct Field {
        let label: InitLabel
        let property: String
        let tag: UInt8
        let kind: Kind

        init(_ label: InitLabel, _ tag: UInt8?, _ kind: Kind, property: String? = nil) {
            self.label = label
            self.property = property ?? label.rawValue
            self.tag = tag ?? 0
            self.kind = kind
        }

        var tagByte: Int { Int(tag) }
        var tagText: String { String(UnicodeScalar(tag)) }
    }

    static let sectionKind = UInt8(ascii: "S")
    static let rowKind = UInt8(ascii: "R")
    static let itemKind = UInt8(ascii: "I")
    static let valueTag = UInt8(ascii: "=")
    static let nilTag = UInt8(ascii: "-")

    /// Each section field's tag. The writer asks this once per field, so it is a switch, and the
    /// field list below takes its tags from here so the two cannot disagree.
    static func sectionTag(_ label: InitLabel) -> UInt8? {
        switch label {
        case .declaredIndex: UInt8(ascii: "n")
        case .id: UInt8(ascii: "i")
        case .header: UInt8(ascii: "h")
        case .footer: UInt8(ascii: "f")
        case .headerHeight: UInt8(ascii: "H")
        case .footerHeight: UInt8(ascii: "F")
        case .selectionList: UInt8(ascii: "l")
        default: nil
        }
    }

    /// Each row field's tag, for the same reason as [sectionTag(_:)].
    static func rowTag(_ label: InitLabel) -> UInt8? {
        switch label {
        case .text: UInt8(ascii: "t")
        case .detail: UInt8(ascii: "d")
        case .image: UInt8(ascii: "m")
        case .style: UInt8(ascii: "s")
        case .role: UInt8(ascii: "p")
        case .control: UInt8(ascii: "C")
        case .isOn: UInt8(ascii: "o")
        case .reuseIdentifier: UInt8(ascii: "r")
        case .accessory: UInt8(ascii: "a")
        case .editingAccessory: UInt8(ascii: "e")
        case .height: UInt8(ascii: "h")
        case .isSelectable: UInt8(ascii: "x")
        case .isChecked: UInt8(ascii: "c")
        case .editingStyle: UInt8(ascii: "y")
        case .canEdit: UInt8(ascii: "E")
        case .canMove: UInt8(ascii: "M")
        case .deleteConfirmation: UInt8(ascii: "k")
        case .accessibilityLabel: UInt8(ascii: "l")
        case .id: UInt8(ascii: "i")
        case .actions: UInt8(ascii: "A")
        case .opens: UInt8(ascii: "O")
        case .segue: UInt8(ascii: "g")
        default: nil
        }
    }

    static let sectionFields: [Field] = [
        Field(.declaredIndex, sectionTag(.declaredIndex), .integer), Field(.id, sectionTag(.id), .enumCase(Constants.Table.sectionID)),
        Field(.header, sectionTag(.header), .text), Field(.footer, sectionTag(.footer), .text),
        Field(.headerHeight, sectionTag(.headerHeight), .number), Field(.footerHeight, sectionTag(.footerHeight), .number),
        Field(.selectionList, sectionTag(.selectionList), .enumCase(Constants.Runtime.selectionList)),
    ]

    static let rowFields: [Field] = [
        Field(.text, rowTag(.text), .text), Field(.detail, rowTag(.detail), .text), Field(.image, rowTag(.image), .text),
        Field(.style, rowTag(.style), .enumCase(Constants.Runtime.cellStyle)), Field(.role, rowTag(.role), .enumCase(Constants.Runtime.role)),
        Field(.control, rowTag(.control), .switchControl), Field(.isOn, rowTag(.isOn), .flag),
        Field(.reuseIdentifier, rowTag(.reuseIdentifier), .text, property: Constants.Row.customReuseIdentifier),
        Field(.accessory, rowTag(.accessory), .enumCase(Constants.Runtime.accessory)),
        Field(.editingAccessory, rowTag(.editingAccessory), .enumCase(Constants.Runtime.accessory)),
        Field(.height, rowTag(.height), .number), Field(.isSelectable, rowTag(.isSelectable), .flag), Field(.isChecked, rowTag(.isChecked), .flag),
        Field(.editingStyle, rowTag(.editingStyle), .enumCase(Constants.Runtime.editingStyle)), Field(.canEdit, rowTag(.canEdit), .flag),
        Field(.canMove, rowTag(.canMove), .flag), Field(.deleteConfirmation, rowTag(.deleteConfirmation), .text),
        Field(.accessibilityLabel, rowTag(.accessibilityLabel), .text), Field(.id, rowTag(.id), .enumCase(Constants.Table.rowID)),
        Field(.actions, rowTag(.actions), .declared(Constants.Row.declaredActions)),
        Field(.opens, rowTag(.opens), .enumCase(Constants.Table.openedTable)),
        Field(.segue, rowTag(.segue), .text),
    ]
}
