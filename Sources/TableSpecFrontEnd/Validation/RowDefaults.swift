import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

extension SpecValidator {
    /// A row's keys with the defaults filled in: the row's own value, else its section's
    /// `defaults`, else the table's `defaults`. The table's `editing` block comes last, for
    /// editing keys, and is read from the table where it is needed.
    func defaults(for attributes: RowAttributes, section: SectionDeclaration?) -> RowValues {
        defaults(for: attributes, sectionDefaults: section?.defaults)
    }

    /// The section's defaults passed on their own, so a loop over a section's rows does not copy
    /// the whole section declaration for each row.
    func defaults(for attributes: RowAttributes, sectionDefaults: RowAttributes?) -> RowValues {
        var merged = RowValues()
        merged.fill(from: attributes)
        if let sectionDefaults { merged.fill(from: sectionDefaults) }
        if let defaults = table.defaults { merged.fill(from: defaults) }
        return merged
    }

    /// The appearance every cell (row or prototype) resolves to, with UIKit's facts about styles
    /// checked: no detail label in `default`, no image in `value2`, `class` always with `custom`.
    ///
    /// `class` with one of the four styles is the app's own `UITableViewCell` subclass drawn in
    /// that style: the data source registers the class and gives it the style's list content
    /// configuration, as it gives a plain cell, so the texts show, and the class adds what it adds
    /// (a storyboard cell with `style="IBUITableViewCellStyleSubtitle"` and a `customClass`).
    /// `edge` is the row's trailing edge, resolved first (`resolveTrailingEdge`).
    ///
    /// A style or class whose value could not be read (already an error) is not guessed at: the
    /// rules that depend on it are skipped, and the cell kind is not registered.
    mutating func resolveAppearance(_ layers: RowValues, anchor: SourceRange, edge: TrailingEdge) -> CellAppearance {
        let style = layers[.style]
        let cellStyle = style?.value ?? (edge.form.showsValueAsDetail ? .value1 : .default)
        let styleKnown = !layers.isUnknown(.style)
        // Made only for an error: every row passes through here.
        func styleNotes() -> [Diagnostic.Note] {
            style.map { [note("the style is set here", at: $0.range)] } ?? []
        }
        if styleKnown, let detail = layers[.detail], !cellStyle.hasDetailLabel {
            error(
                "the 'default' cell style has no detail label, so 'detail' would never show; use 'subtitle', 'value1' or 'value2'", at: detail.range,
                notes: styleNotes())
        }
        if styleKnown, let image = layers[.image], !cellStyle.hasImage {
            error("the 'value2' cell style has no image view, so 'image' would never show", at: image.range, notes: styleNotes())
        }
        let customClass = layers[.customClass]
        if cellStyle == .custom, customClass == nil, !layers.isUnknown(.customClass) {
            error("a 'custom' cell needs 'class': the UITableViewCell subclass to dequeue", at: style?.range ?? anchor)
        }
        if let customClass, styleKnown, let problem = Self.typeNameProblem(customClass.value) {
            error(
                "'class' must name a UITableViewCell subclass, but '\(ControlCharacters.escaped(customClass.value))' \(problem)",
                at: customClass.range)
        }
        let className = customClass?.value
        let explicit = layers[.reuseIdentifier]
        let identifier = explicit?.value ?? className.map { "TableSpec." + $0 } ?? cellStyle.derivedReuseIdentifier
        if explicit?.value.isEmpty == true, let explicit {
            error("'reuseIdentifier' cannot be empty", at: explicit.range)
        }
        let kind = CellKind(reuseIdentifier: identifier, style: cellStyle, customClass: className)
        if styleKnown, !layers.isUnknown(.customClass), !layers.isUnknown(.reuseIdentifier) {
            registerCellKind(kind, at: explicit?.range ?? style?.range ?? anchor)
        }
        return CellAppearance(
            style: cellStyle,
            customClass: className,
            reuseIdentifier: identifier,
            accessory: edge.accessory,
            editingAccessory: layers[.editingAccessory]?.value ?? .none,
            control: edge.control,
            role: edge.role
        )
    }

    /// One reuse identifier names one kind of cell: UIKit dequeues by identifier alone, so two
    /// styles under one identifier would hand a row a cell of the wrong style.
    mutating func registerCellKind(_ kind: CellKind, at range: SourceRange) {
        // Most tables have a handful of kinds, each used by many rows: a short list answers
        // before the identifier is hashed.
        if recentCellKinds.contains(kind) { return }
        guard let first = cellKinds[kind.reuseIdentifier] else {
            if recentCellKinds.count < 8 { recentCellKinds.append(kind) }
            cellKinds[kind.reuseIdentifier] = (kind, range)
            return
        }
        guard first.kind != kind else { return }
        error(
            "reuse identifier '\(ControlCharacters.escaped(kind.reuseIdentifier))' already names \(Self.describe(first.kind)); here it would name \(Self.describe(kind))",
            at: range, notes: [note("first used for \(Self.describe(first.kind)) here", at: first.range)])
    }

    static func describe(_ kind: CellKind) -> String {
        kind.customClass.map { "a custom '\($0)' cell" } ?? "a '\(kind.style.rawValue)' cell"
    }

    /// Why a (possibly module-qualified) type name is unusable, or nil.
    static func typeNameProblem(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        for part in parts {
            if let problem = SwiftIdentifier.problem(with: String(part)) { return "is not a Swift type name (\(problem.message))" }
        }
        return nil
    }

    func resolveEditing(_ layers: RowValues) -> RowEditing {
        let style = layers[.editingStyle]?.value ?? table.editing?.style?.value ?? .none
        let canMove = layers[.canMove]?.value ?? table.editing?.canMove?.value ?? false
        let canEdit = layers[.canEdit]?.value ?? table.editing?.canEdit?.value ?? (style != .none || canMove)
        return RowEditing(
            style: style,
            canEdit: canEdit,
            canMove: canMove,
            deleteConfirmation: layers[.deleteConfirmation]?.value ?? table.editing?.deleteConfirmation?.value
        )
    }
}
