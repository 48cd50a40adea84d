import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

/// A declared prototype. It is resolved where a section uses it, because its templates are read
/// against that section's model and its defaults come from that section.
extension SpecValidator {
    mutating func validateModels() -> [String: Located<ResolvedModel>] {
        var models: [String: Located<ResolvedModel>] = [:]
        for model in table.models {
            guard checkIdentifier(model.name, what: "the model name", upperCamel: true) else { continue }
            if let tableName = table.name?.value, model.name.value == tableName {
                // `Mail.Mail` would hide the table's own type inside it: nothing in the file could name the table.
                error(
                    "the model name '\(model.name.value)' is the table's own name: inside the table's type it would hide the table; choose another name, such as '\(tableName)Item'",
                    at: model.name.range)
            } else if NestedTypeNames.generated.contains(model.name.value) || NestedTypeNames.referenced.contains(model.name.value) {
                // Reported, and the model kept, so the sections that use it raise nothing more.
                // The runtime's short names (`Row`, `Content`, …) are free: a model shadows them.
                let tableName = table.name?.value ?? ""
                let suggestion = SwiftIdentifier.problem(with: tableName) == nil ? ", such as '\(tableName)\(model.name.value)'" : ""
                let reason =
                    NestedTypeNames.generated.contains(model.name.value)
                    ? "the generated code declares a type '\(model.name.value)' inside the table's type"
                    : "inside the table's type it would hide the type '\(model.name.value)' that the generated code names there"
                error("the model name '\(model.name.value)' is taken: \(reason); choose another name\(suggestion)", at: model.name.range)
            }
            var fields: [ModelField] = []
            for field in model.fields {
                _ = checkIdentifier(field.name, what: "the field name", upperCamel: false)
                // A field with a bad type or name is reported once, then kept as a String so the
                // templates that use it do not add a second, misleading error.
                let type = fieldType(field.type) ?? FieldType(base: .string, isOptional: false)
                fields.append(ModelField(name: field.name.value, type: type))
            }
            if model.fields.isEmpty {
                error("model '\(model.name.value)' has no fields", at: model.range)
            }
            models[model.name.value] = Located(ResolvedModel(name: model.name.value, fields: fields), at: model.name.range)
        }
        return models
    }

    private mutating func fieldType(_ written: Located<String>) -> FieldType? {
        let text = written.value.trimmingSpaces
        let isOptional = text.hasSuffix("?")
        let baseName = isOptional ? String(text.dropLast()) : text
        if let base = FieldType.Base(rawValue: baseName) {
            return FieldType(base: base, isOptional: isOptional)
        }
        let known = FieldType.Base.allCases.map(\.rawValue)
        let hint = FieldType.Base.synonyms[baseName].map { "; did you mean '\($0.rawValue)'?" } ?? NearestName.hint(for: baseName, among: known)
        error(
            "'\(ControlCharacters.escaped(written.value))' is not a field type\(hint) (expected String, Int, Double or Bool, with '?' for an optional)",
            at: written.range)
        return nil
    }

    mutating func validatePrototypes(models: [String: Located<ResolvedModel>]) -> [String: PrototypeDeclaration] {
        var prototypes: [String: PrototypeDeclaration] = [:]
        let used = Set(
            (table.sections?.value ?? []).compactMap { section -> String? in
                if case .items(let items) = section.content { return items.prototype?.value }
                return nil
            })
        for prototype in table.prototypes {
            guard checkIdentifier(prototype.name, what: "the prototype name", upperCamel: false) else { continue }
            prototypes[prototype.name.value] = prototype
            if !used.contains(prototype.name.value) {
                warning("prototype '\(prototype.name.value)' is not used by any section", at: prototype.name.range)
            }
        }
        return prototypes
    }

    mutating func resolveItems(
        _ items: ItemsDeclaration, in section: SectionDeclaration, at position: Int,
        models: [String: Located<ResolvedModel>], prototypes: [String: PrototypeDeclaration]
    ) -> ResolvedItems? {
        let model = items.model.flatMap { reference -> ResolvedModel? in
            if let model = models[reference.value] { return model.value }
            let declared = table.models.map(\.name.value)
            if !declared.contains(reference.value) {
                error(
                    "model '\(ControlCharacters.escaped(reference.value))' is not declared under 'models'\(NearestName.hint(for: reference.value, among: declared))",
                    at: reference.range)
            }
            return nil
        }
        let prototype = items.prototype.flatMap { reference -> PrototypeDeclaration? in
            if let prototype = prototypes[reference.value] { return prototype }
            let declared = table.prototypes.map(\.name.value)
            if !declared.contains(reference.value) {
                error(
                    "prototype '\(ControlCharacters.escaped(reference.value))' is not declared under 'prototypes'\(NearestName.hint(for: reference.value, among: declared))",
                    at: reference.range)
            }
            return nil
        }
        guard let model, let prototype else { return nil }

        let attributes = prototype.attributes
        let layers = defaults(for: attributes, section: section)
        var edge = resolveTrailingEdge(layers)
        _ = checkCheckmarks(layers, selectionList: section.selection)
        let selectable = layers[.selectable]?.value ?? (tableSelection != .none && edge.control == nil)
        checkActionIsTappable(layers, selectable: selectable)
        let opens = resolveOpens(layers, edge: &edge, selectionList: section.selection, selectable: selectable)
        let segue = resolveSegue(layers, edge: edge, selectable: selectable)
        noteDisclosure(edge, layers)
        let resolved = ResolvedPrototype(
            name: prototype.name.value,
            text: template(attributes[.text], plural: attributes.plural(.text), model: model),
            detail: template(layers[.detail], plural: attributes.plural(.detail), model: model),
            image: template(layers[.image], model: model),
            accessibilityLabel: template(layers[.accessibilityLabel], plural: attributes.plural(.accessibilityLabel), model: model),
            appearance: resolveAppearance(layers, anchor: prototype.name.range, edge: edge),
            height: layers[.height]?.value ?? table.rowHeight?.value ?? .automatic,
            selectable: selectable,
            isOn: edge.isOn,
            editing: resolveEditing(layers),
            actions: resolveActions(layers),
            opens: opens,
            segue: segue
        )
        // A text that could not be read is an error already, and no grounds for another.
        if let groupBy = items.groupBy, !attributes.isUnread(.text) {
            checkGroupingText(attributes[.text], prototype: prototype.name, model: model, groupBy: groupBy)
        }
        let idField = resolveIDField(items.id, model: model)
        let sample = items.sample?.items.map { resolveIdentifiedSample($0, model: model, idField: idField) }
        return ResolvedItems(model: model, prototype: resolved, groupBy: items.groupBy?.value, idField: idField, sample: sample)
    }

    /// Grouping by initial needs every item's text: an optional field there would leave an item
    /// with no group.
    private mutating func checkGroupingText(_ text: Located<String>?, prototype: Located<String>, model: ResolvedModel, groupBy: Located<GroupBy>) {
        let groupNote = note("the section groups its items by the first letter of the text here", at: groupBy.range)
        guard let text else {
            error(
                "prototype '\(prototype.value)' has no 'text', but its section groups items by the first letter of the text", at: prototype.range,
                notes: [groupNote])
            return
        }
        guard case .success(let parsed) = TemplateParser.parse(text.value) else { return }
        for name in parsed.fieldNames {
            if let field = model.field(named: name), field.type.isOptional {
                error(
                    "'{\(name)}' is optional ('\(field.type)'), but the text of a grouped prototype needs a value for every item", at: text.range,
                    notes: [groupNote])
            }
        }
    }

    /// A template with its plural forms, when it has them: each form a template of its own
    /// whose fields are among `other`'s (they are the format's arguments, in `other`'s order),
    /// chosen by one non-optional `Int` field, `count:` or the only one the forms name. In a
    /// localized table `other` shows that field, since Foundation chooses the form by the format
    /// string's argument.
    mutating func template(_ text: Located<String>?, plural: PluralTextDeclaration?, model: ResolvedModel) -> Template? {
        guard var other = template(text, model: model) else { return nil }
        guard let plural else { return other }
        let arguments = other.segments.compactMap(Self.fieldName), shown = Set(arguments)
        var forms: [PluralTemplate.Form] = []
        var named = arguments
        for form in plural.forms where form.category != .other {
            guard let parsed = template(form.text, model: model) else { continue }
            for name in parsed.segments.compactMap(Self.fieldName) where !shown.contains(name) {
                error(
                    "'{\(name)}' is in the '\(form.category.rawValue)' form but not in 'other'; the forms share 'other''s fields (in a String Catalog they are the format's arguments), so show it there too",
                    at: form.text.range)
            }
            named += parsed.segments.compactMap(Self.fieldName)
            forms.append(PluralTemplate.Form(category: form.category, segments: parsed.segments))
        }
        let selector: ModelField
        if let count = plural.count {
            guard let field = model.field(named: count.value) else {
                error(
                    "'count: \(ControlCharacters.escaped(count.value))' names no field of model '\(model.name)'\(NearestName.hint(for: count.value, among: model.fields.map(\.name)))",
                    at: count.range)
                return other
            }
            guard field.type == FieldType(base: .int, isOptional: false) else {
                error("'count: \(count.value)' is '\(field.type)'; the field that chooses a plural form is a non-optional 'Int'", at: count.range)
                return other
            }
            selector = field
        } else {
            var counts: [ModelField] = []
            for name in named {
                if let field = model.field(named: name), field.type.base == .int, !counts.contains(field) { counts.append(field) }
            }
            guard counts.count == 1, let only = counts.first else {
                let which =
                    counts.isEmpty
                    ? "the forms name no Int field; say which field's number chooses with 'count: <field>'"
                    : "the forms name several Int fields (\(counts.map(\.name).joined(separator: ", "))); say which chooses with 'count: \(counts[0].name)'"
                error("plural forms are chosen by a number: \(which)", at: plural.range)
                return other
            }
            guard !only.type.isOptional else {
                error(
                    "'{\(only.name)}' is optional ('\(only.type)'); the field that chooses a plural form needs a number for every item",
                    at: plural.range)
                return other
            }
            selector = only
        }
        if table.localization != nil {
            if !shown.contains(selector.name) {
                error(
                    "'other' does not show '{\(selector.name)}'; in a localized table Foundation chooses the form by the format string's argument, so 'other' must have it",
                    at: text?.range ?? plural.range)
            } else if arguments.count > 1 {
                // A String Catalog varies a string of several arguments by plural through
                // substitutions, one argument's words at a time, not whole sentences.
                error(
                    "in a localized table a plural text shows one field, the number that chooses its form; '{\(arguments.filter { $0 != selector.name }.first ?? arguments[1])}' makes it a format of \(arguments.count) arguments, which a String Catalog varies by plural only in parts; put the other fields in another label",
                    at: text?.range ?? plural.range)
            }
        }
        other.plural = PluralTemplate(selector: selector, forms: forms, language: pluralLanguage)
        return other
    }

    private static func fieldName(_ segment: Template.Segment) -> String? {
        switch segment {
        case .literal: nil
        case .field(let field), .fallback(let field, _): field.name
        }
    }

    /// Parses `{field}` templates and checks each field against the model.
    mutating func template(_ text: Located<String>?, model: ResolvedModel) -> Template? {
        guard let text else { return nil }
        let parsed: TemplateParser.Parsed
        switch TemplateParser.parse(text.value) {
        case .success(let read):
            parsed = read
        case .failure(.unbalanced):
            error(
                "unbalanced braces in '\(ControlCharacters.escaped(text.value))': write a field as '{name}', and a literal brace as '{{' or '}}'",
                at: text.range)
            return nil
        case .failure(.fallback(let message)):
            error(message, at: text.range)
            return nil
        }
        var segments: [Template.Segment] = []
        for piece in parsed.pieces {
            switch piece {
            case .literal(let literal):
                segments.append(.literal(literal))
            case .field(let name):
                if let field = model.field(named: name) {
                    segments.append(.field(field))
                } else {
                    let hint = NearestName.hint(for: name, among: model.fields.map(\.name))
                    error("'{\(ControlCharacters.escaped(name))}' names no field of model '\(model.name)'\(hint)", at: text.range)
                }
            case .fallback(let name, let fallback):
                if let segment = fallbackSegment(name, fallback, in: text, model: model) { segments.append(segment) }
            }
        }
        return Template(segments: segments)
    }

    /// `{field ?? "text"}`: the field read with its fallback. Only an optional field can be nil,
    /// so on any other the fallback is dropped with a warning; a localized table refuses it,
    /// since its text would reach the screen untranslated, outside the catalog's format string.
    private mutating func fallbackSegment(_ name: String, _ fallback: String, in text: Located<String>, model: ResolvedModel) -> Template.Segment? {
        let shown = "'{" + ControlCharacters.escaped(name) + " ?? …}'"
        guard let field = model.field(named: name) else {
            let hint = NearestName.hint(for: name, among: model.fields.map(\.name))
            error("\(shown) names no field of model '\(model.name)'\(hint)", at: text.range)
            return nil
        }
        guard field.type.isOptional else {
            warning("\(shown): '\(name)' is '\(field.type)', never nil, so its fallback is never shown; write '{\(name)}'", at: text.range)
            return .field(field)
        }
        if table.localization != nil {
            error(
                "\(shown): a fallback cannot be localized (its text would not be in the String Catalog); in a localized table write '{\(name)}', which hides the label when '\(name)' is nil",
                at: text.range)
            return nil
        }
        return .fallback(field, fallback)
    }
}
