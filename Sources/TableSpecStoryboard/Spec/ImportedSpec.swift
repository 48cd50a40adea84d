import TableSpecDiagnostics
import TableSpecModel

/// A spec as the importer will write it: only what the storyboard said, in the spec's words.
/// Unset values are left out of the file, so the spec's own defaults apply.
struct ImportedSpec: Sendable {
    var table: String
    /// The storyboard's file name and the scene, for the comment at the top of the spec.
    var origin: String
    var style: TableStyle?
    var separator: SeparatorStyle?
    var selection: TableSelection?
    var rowHeight: ImportedHeight?
    var estimatedRowHeight: ImportedHeight?
    var sectionHeaderHeight: ImportedHeight?
    var sectionFooterHeight: ImportedHeight?
    var estimatedSectionHeaderHeight: ImportedHeight?
    var estimatedSectionFooterHeight: ImportedHeight?
    var prototypes: [(name: String, row: ImportedRow)] = []
    var sections: [ImportedSection] = []
    /// The table's cells are prototypes: the one empty section is a placeholder, and the file says so.
    var isPrototypeTable = false
}

/// A height in points as the storyboard wrote it (a plain decimal), or UIKit's automatic
/// dimension, which storyboards write as `-1`.
enum ImportedHeight: Sendable, Equatable {
    case automatic
    case points(String)

    var spelling: String {
        switch self {
        case .automatic: "automatic"
        case .points(let text): text
        }
    }
}

struct ImportedSection: Sendable {
    var header: String?
    var footer: String?
    var rows: [ImportedRow]
}

struct ImportedRow: Sendable {
    var text: String?
    var detail: String?
    var image: String?
    var style: CellStyle?
    var className: String?
    var accessory: Accessory?
    var editingAccessory: Accessory?
    var hasSwitch = false
    var isOn = false
    var opens: String?
    /// The identifier of the segue the cell fired, which the row's events carry.
    var segue: String?
    /// The row's `id`: what `onSelect`, `onAccessoryButtonTap` and the app's code know it by.
    var id: String?
    var height: ImportedHeight?
    var reuseIdentifier: String?
    var selectable: Bool?
    var accessibilityLabel: String?

    var rowCount: Int { 1 }
}
