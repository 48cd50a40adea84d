import TableSpecDiagnostics
import TableSpecModel

/// What a row key's value can be: how the decoder reads it from the spec, how a row stores it
/// among its keys (`RowAttributes.Value`), and how the schema describes it.
///
/// A key's declaration (`RowKey`) names its value type, and everything else follows from the
/// type: a new key whose value is one of these types needs nothing here.
protocol RowKeyValue: Sendable {
    /// How the schema describes the value, unless the key's declaration says more (an identifier,
    /// a type name).
    static var schemaKind: SpecKey.ValueKind { get }
    /// Reads `node`, the value of the key spelled `key`; nil when it cannot be read, once an
    /// error has said why.
    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<Self>?
    /// The key a value that could not be read stands for, when it is UIKit's word for another key
    /// (`accessory: switch` means `control: switch`): that key is then unknown too.
    static func meaning(of node: YAMLNodeID, in tree: YAMLTree) -> String?
    /// `read`, as a row stores it: what the decoder calls through a key's declaration, which
    /// knows the value's type only as a metatype. A requirement, so each type's is specialized.
    static func readStored(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> (RowAttributes.Value, SourceRange)?
    /// The value as a row stores it.
    var stored: RowAttributes.Value { get }
    /// The value a row stored, when it is of this type.
    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<Self>?
}

extension RowKeyValue {
    static func meaning(of node: YAMLNodeID, in tree: YAMLTree) -> String? { nil }

    static func readStored(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> (RowAttributes.Value, SourceRange)? {
        guard let value = read(node, key: key, by: &decoder) else { return nil }
        return (value.value.stored, value.range)
    }
}

extension String: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .text }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<String>? {
        decoder.string(node, key: key)
    }

    var stored: RowAttributes.Value { .text(self) }

    /// A text with plural forms reads as its `other` form, wherever one text is read.
    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<String>? {
        switch value {
        case .text(let text): Located(text, at: range)
        case .plural(let plural): plural.other
        default: nil
        }
    }
}

extension Bool: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .boolean }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<Bool>? {
        decoder.bool(node, key: key)
    }

    var stored: RowAttributes.Value { .flag(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<Bool>? {
        if case .flag(let flag) = value { Located(flag, at: range) } else { nil }
    }
}

extension Double: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .number }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<Double>? {
        decoder.decimal(node, key: key)
    }

    var stored: RowAttributes.Value { .number(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<Double>? {
        if case .number(let number) = value { Located(number, at: range) } else { nil }
    }
}

extension Height: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .height }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<Height>? {
        decoder.number(node, key: key, allowAutomatic: true)
    }

    var stored: RowAttributes.Value { .height(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<Height>? {
        if case .height(let height) = value { Located(height, at: range) } else { nil }
    }
}

extension FormScalar: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .formValue }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<FormScalar>? {
        decoder.formScalar(node, key: key)
    }

    var stored: RowAttributes.Value { .scalar(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<FormScalar>? {
        if case .scalar(let scalar) = value { Located(scalar, at: range) } else { nil }
    }
}

extension NumberRangeDeclaration: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .numberRange }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<NumberRangeDeclaration>? {
        decoder.numberRange(node)
    }

    var stored: RowAttributes.Value { .range(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<NumberRangeDeclaration>? {
        if case .range(let numbers) = value { Located(numbers, at: range) } else { nil }
    }
}

extension ValidationDeclaration: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .object(.validate) }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<ValidationDeclaration>? {
        decoder.decodeValidation(node)
    }

    var stored: RowAttributes.Value { .validation(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<ValidationDeclaration>? {
        if case .validation(let rules) = value { Located(rules, at: range) } else { nil }
    }
}

extension SwipeDeclaration: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .object(.swipe) }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<SwipeDeclaration>? {
        decoder.decodeSwipe(node)
    }

    var stored: RowAttributes.Value { .swipe(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<SwipeDeclaration>? {
        if case .swipe(let swipe) = value { Located(swipe, at: range) } else { nil }
    }
}

extension ConditionText: RowKeyValue {
    static var schemaKind: SpecKey.ValueKind { .condition }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<ConditionText>? {
        decoder.condition(node, key: key).map { Located($0, at: $0.range) }
    }

    var stored: RowAttributes.Value { .condition(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<ConditionText>? {
        if case .condition(let condition) = value { Located(condition, at: range) } else { nil }
    }
}

/// A list of actions (`menu`) or of options (`options`): the two list values a row key has.
extension Array: RowKeyValue where Element: RowKeyListElement {
    static var schemaKind: SpecKey.ValueKind { Element.listSchemaKind }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<[Element]>? {
        Element.readList(node, key: key, by: &decoder)
    }

    var stored: RowAttributes.Value { Element.storedList(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<[Element]>? {
        Element.list(value).map { Located($0, at: range) }
    }
}

/// What a list-valued row key holds each of.
protocol RowKeyListElement: Sendable {
    static var listSchemaKind: SpecKey.ValueKind { get }
    static func readList(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<[Self]>?
    static func storedList(_ list: [Self]) -> RowAttributes.Value
    static func list(_ value: RowAttributes.Value) -> [Self]?
}

extension ActionDeclaration: RowKeyListElement {
    static var listSchemaKind: SpecKey.ValueKind { .actions }

    static func readList(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<[ActionDeclaration]>? {
        decoder.decodeActions(node, key: key)
    }

    static func storedList(_ list: [ActionDeclaration]) -> RowAttributes.Value { .actions(list) }

    static func list(_ value: RowAttributes.Value) -> [ActionDeclaration]? {
        if case .actions(let actions) = value { actions } else { nil }
    }
}

extension OptionDeclaration: RowKeyListElement {
    static var listSchemaKind: SpecKey.ValueKind { .options }

    static func readList(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<[OptionDeclaration]>? {
        decoder.options(node, key: key)
    }

    static func storedList(_ list: [OptionDeclaration]) -> RowAttributes.Value { .options(list) }

    static func list(_ value: RowAttributes.Value) -> [OptionDeclaration]? {
        if case .options(let options) = value { options } else { nil }
    }
}

/// The spec's enumerations a row key takes: read by their spellings, stored each in a case of its own.
protocol RowKeyEnumeration: RowKeyValue, SpelledEnum {
    static func wrapped(_ value: Self) -> RowAttributes.Value
    static func unwrapped(_ value: RowAttributes.Value) -> Self?
}

extension RowKeyEnumeration {
    static var schemaKind: SpecKey.ValueKind { .enumeration(Self.self) }

    static func read(_ node: YAMLNodeID, key: String, by decoder: inout SpecDecoder) -> Located<Self>? {
        decoder.enumeration(node, key: key, as: Self.self)
    }

    /// A value that is UIKit's word for another key (`accessory: switch` for `control: switch`).
    static func meaning(of node: YAMLNodeID, in tree: YAMLTree) -> String? {
        guard tree.isScalar(node) else { return nil }
        return UIKitWords.value(tree.string(node), of: kindName)?.key
    }

    var stored: RowAttributes.Value { Self.wrapped(self) }

    static func located(_ value: RowAttributes.Value, at range: SourceRange) -> Located<Self>? {
        unwrapped(value).map { Located($0, at: range) }
    }
}

extension CellStyle: RowKeyEnumeration {
    static func wrapped(_ value: CellStyle) -> RowAttributes.Value { .cellStyle(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> CellStyle? { if case .cellStyle(let style) = value { style } else { nil } }
}

extension Accessory: RowKeyEnumeration {
    static func wrapped(_ value: Accessory) -> RowAttributes.Value { .accessory(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> Accessory? { if case .accessory(let accessory) = value { accessory } else { nil } }
}

extension EditingStyle: RowKeyEnumeration {
    static func wrapped(_ value: EditingStyle) -> RowAttributes.Value { .editingStyle(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> EditingStyle? { if case .editingStyle(let style) = value { style } else { nil } }
}

extension RowControl: RowKeyEnumeration {
    static func wrapped(_ value: RowControl) -> RowAttributes.Value { .control(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> RowControl? { if case .control(let control) = value { control } else { nil } }
}

extension RowRole: RowKeyEnumeration {
    static func wrapped(_ value: RowRole) -> RowAttributes.Value { .role(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> RowRole? { if case .role(let role) = value { role } else { nil } }
}

extension KeyboardKind: RowKeyEnumeration {
    static func wrapped(_ value: KeyboardKind) -> RowAttributes.Value { .keyboard(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> KeyboardKind? { if case .keyboard(let keyboard) = value { keyboard } else { nil } }
}

extension TextContentKind: RowKeyEnumeration {
    static func wrapped(_ value: TextContentKind) -> RowAttributes.Value { .contentType(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> TextContentKind? { if case .contentType(let kind) = value { kind } else { nil } }
}

extension Autocapitalization: RowKeyEnumeration {
    static func wrapped(_ value: Autocapitalization) -> RowAttributes.Value { .autocapitalization(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> Autocapitalization? {
        if case .autocapitalization(let kind) = value { kind } else { nil }
    }
}

extension DatePickerMode: RowKeyEnumeration {
    static func wrapped(_ value: DatePickerMode) -> RowAttributes.Value { .dateMode(value) }
    static func unwrapped(_ value: RowAttributes.Value) -> DatePickerMode? { if case .dateMode(let mode) = value { mode } else { nil } }
}
