/// The table after validation: defaults applied, references resolved, reuse identifiers derived.
///
/// This is the contract between the front end and every back end (code generation, layout, and
/// later outputs). It holds plain typed values and source ranges only, never YAML, so a back end
/// cannot disagree with the validator about what the spec meant.
public struct ResolvedTable: Sendable {
    /// The generated Swift type's name.
    public var name: String
    /// The spec's path as the user gave it.
    public var file: String
    public var style: TableStyle
    public var separator: SeparatorStyle
    public var rowHeight: Height
    public var estimatedRowHeight: Double?
    public var sectionHeaderHeight: Height?
    public var sectionFooterHeight: Height?
    public var estimatedSectionHeaderHeight: Double?
    public var estimatedSectionFooterHeight: Double?
    public var header: String?
    public var footer: String?
    public var selection: TableSelection
    public var allowsSelectionDuringEditing: Bool
    /// The declared sections, in order. A section whose items are grouped stands for as many
    /// sections at run time as its data has groups.
    public var sections: [ResolvedSection]
    public var index: ResolvedIndex?
    /// Models in declaration order.
    public var models: [ResolvedModel]
    /// One entry per reuse identifier, sorted by identifier.
    public var cellKinds: [CellKind]
    /// Files the spec reads besides itself (sample data), sorted, as paths relative to the
    /// working directory; a build system declares them as inputs.
    public var referencedFiles: [String]

    /// The one height every row has, when they all share it: UIKit's efficient path is to set
    /// `rowHeight` once instead of answering `heightForRowAt` per row.
    public var uniformRowHeight: Height? {
        var heights = Set<Height>()
        for section in sections {
            switch section.content {
            case .rows(let rows): heights.formUnion(rows.map(\.height))
            case .items(let items): heights.insert(items.prototype.height)
            }
            if heights.count > 1 { return nil }
        }
        return heights.first ?? rowHeight
    }

    /// Whether any row can be edited or moved, which decides if editing methods are needed.
    public var hasEditing: Bool {
        containsCell { _, editing in editing.canEdit || editing.canMove }
    }

    /// Whether any section is a checkmark list.
    public var hasSelectionLists: Bool {
        sections.contains { $0.selectionList != nil }
    }

    /// Whether any static row, or any dynamic section's prototype, matches: the question a back
    /// end asks before emitting a method or a control that only some tables need.
    public func containsCell(where matches: (CellAppearance, RowEditing) -> Bool) -> Bool {
        sections.contains { section in
            switch section.content {
            case .rows(let rows): rows.contains { matches($0.appearance, $0.editing) }
            case .items(let items): matches(items.prototype.appearance, items.prototype.editing)
            }
        }
    }

    /// Rows declared in the spec; dynamic rows are not counted.
    public var staticRowCount: Int {
        sections.reduce(0) { $0 + $1.rows.count }
    }
}

/// A declared section.
public struct ResolvedSection: Sendable {
    /// The position among declared sections (0-based).
    public var position: Int
    public var id: String?
    public var header: String?
    public var footer: String?
    public var headerHeight: Height?
    public var footerHeight: Height?
    public var indexTitle: String?
    public var selectionList: SelectionList?
    public var content: Content
    public var range: SourceRange

    public enum Content: Sendable {
        case rows([ResolvedRow])
        case items(ResolvedItems)
    }

    public var rows: [ResolvedRow] {
        if case .rows(let rows) = content { return rows }
        return []
    }
}

/// What a cell shows and how: the parts static rows and prototypes share.
public struct CellAppearance: Hashable, Sendable {
    public var style: CellStyle
    /// The UITableViewCell subclass, for `custom` cells.
    public var customClass: String?
    public var reuseIdentifier: String
    public var accessory: Accessory
    public var editingAccessory: Accessory
}

/// A row's editing behaviour, after defaults.
public struct RowEditing: Hashable, Sendable {
    public var style: EditingStyle
    public var canEdit: Bool
    public var canMove: Bool
    /// The delete-confirmation title; nil keeps UIKit's own ("Delete").
    public var deleteConfirmation: String?
}

/// A static row with every default applied.
public struct ResolvedRow: Sendable {
    public var id: String?
    public var text: String?
    public var detail: String?
    public var image: String?
    public var accessibilityLabel: String?
    public var appearance: CellAppearance
    public var height: Height
    public var selectable: Bool
    public var checked: Bool
    public var editing: RowEditing
    public var range: SourceRange
}

/// One reuse identifier and the one kind of cell it names.
public struct CellKind: Hashable, Sendable {
    public var reuseIdentifier: String
    public var style: CellStyle
    public var customClass: String?
}
