import TableSpecDiagnostics

/// A section's rows from data: the model of each item and the prototype that draws it.
public struct ResolvedItems: Sendable {
    public var model: ResolvedModel
    public var prototype: ResolvedPrototype
    public var groupBy: GroupBy?
    /// The model field that identifies an item (`items.id`), which animated updates key on;
    /// nil when the spec names none, and items are then identified by their whole value.
    public var idField: ModelField?
    /// Example items for previews, checked against the model; nil when the spec has none.
    public var sample: ResolvedSample?

    /// For the front end, which builds the model. The model's initializers are inlinable, since
    /// validation makes one per row from another module.
    @inlinable package init(
        model: ResolvedModel,
        prototype: ResolvedPrototype,
        groupBy: GroupBy?,
        idField: ModelField? = nil,
        sample: ResolvedSample?
    ) {
        self.idField = idField
        self.model = model
        self.prototype = prototype
        self.groupBy = groupBy
        self.sample = sample
    }
}

/// An item model: a Swift struct's fields.
public struct ResolvedModel: Hashable, Sendable {
    public var name: String
    public var fields: [ModelField]

    public func field(named name: String) -> ModelField? {
        fields.first { $0.name == name }
    }

    @inlinable package init(name: String, fields: [ModelField]) {
        self.name = name
        self.fields = fields
    }
}

public struct ModelField: Hashable, Sendable {
    public var name: String
    public var type: FieldType

    @inlinable package init(name: String, type: FieldType) {
        self.name = name
        self.type = type
    }
}

/// The Swift types a model field can have.
public struct FieldType: Hashable, Sendable, CustomStringConvertible {
    public enum Base: String, Hashable, Sendable, CaseIterable {
        case string = "String", int = "Int", double = "Double", bool = "Bool"

        /// Types people write that mean one of ours, for suggestions.
        package static let synonyms: [String: Base] = [
            "Float": .double, "CGFloat": .double, "Float64": .double, "Integer": .int, "Int64": .int,
            "Boolean": .bool, "Substring": .string, "Text": .string,
        ]
    }

    public var base: Base
    public var isOptional: Bool

    public var description: String { base.rawValue + (isOptional ? "?" : "") }

    @inlinable package init(base: Base, isOptional: Bool) {
        self.base = base
        self.isOptional = isOptional
    }
}

/// A prototype cell with defaults applied; its labels are templates over the model's fields.
public struct ResolvedPrototype: Sendable {
    public var name: String
    public var text: Template?
    public var detail: Template?
    public var image: Template?
    public var accessibilityLabel: Template?
    public var appearance: CellAppearance
    public var height: Height
    public var selectable: Bool
    /// The switch's initial state in every row the prototype draws, for `control: switch`.
    public var isOn: Bool
    public var editing: RowEditing
    /// Swipe actions and the context menu of every row the prototype draws.
    public var actions: RowActions = RowActions()
    /// The table every row the prototype draws opens (`opens`), by its `table` name.
    public var opens: String?
    /// The storyboard segue identifier every row the prototype draws carries (`segue`).
    public var segue: String?

    @inlinable package init(
        name: String,
        text: Template?,
        detail: Template?,
        image: Template?,
        accessibilityLabel: Template?,
        appearance: CellAppearance,
        height: Height,
        selectable: Bool,
        isOn: Bool = false,
        editing: RowEditing,
        actions: RowActions = RowActions(),
        opens: String? = nil,
        segue: String? = nil
    ) {
        self.actions = actions
        self.opens = opens
        self.segue = segue
        self.isOn = isOn
        self.name = name
        self.text = text
        self.detail = detail
        self.image = image
        self.accessibilityLabel = accessibilityLabel
        self.appearance = appearance
        self.height = height
        self.selectable = selectable
        self.editing = editing
    }
}

/// Text with `{field}` placeholders.
///
/// When an optional field in a template is nil, the whole label is nil (hidden): "Capital:
/// {capital}" shows nothing for a country without a capital, rather than a dangling "Capital: ".
/// A field given a fallback, `{capital ?? "—"}`, shows the fallback instead.
public struct Template: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case field(ModelField)
        /// `{field ?? "text"}`: an optional field, and the text shown when it is nil.
        case fallback(ModelField, String)
    }

    /// The text, or with plural forms the `other` form.
    public var segments: [Segment]
    /// The other plural forms, and the field that chooses among them; nil for a plain text.
    public var plural: PluralTemplate?

    /// The fields whose nil hides the label (those without a fallback).
    public var fields: [ModelField] {
        segments.compactMap { if case .field(let field) = $0 { field } else { nil } }
    }

    /// The text for one item, or nil when an optional field it names is nil. A plural text shows
    /// the form its selecting field's value takes in the table's language.
    public func render(_ item: SampleItem, model: ResolvedModel) -> String? {
        var chosen = segments
        if let plural, let position = model.fields.firstIndex(of: plural.selector), case .int(let number) = item[position] {
            chosen = plural.segments(for: PluralRules.category(of: number, language: plural.language), other: segments)
        }
        var out = ""
        for segment in chosen {
            switch segment {
            case .literal(let text): out += text
            case .field(let field):
                guard let position = model.fields.firstIndex(of: field) else { return nil }
                guard let text = item[position].text else { return nil }
                out += text
            case .fallback(let field, let fallback):
                guard let position = model.fields.firstIndex(of: field) else { return nil }
                out += item[position].text ?? fallback
            }
        }
        return out
    }

    @inlinable package init(segments: [Segment], plural: PluralTemplate? = nil) {
        self.segments = segments
        self.plural = plural
    }
}
