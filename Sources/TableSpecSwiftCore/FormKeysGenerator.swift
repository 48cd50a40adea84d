import SwiftCodeModel
import TableSpecModel

/// A form's typed keys and, for a form kept in UserDefaults, where: `General.Keys.textSize` is a
/// `TableKey<General, Int>`, which reads the value as an Int from the content, an event or UserDefaults; and
/// `valueStorage` names the suite and each value's key. The reading and writing is the runtime's.
struct FormKeysGenerator {
    let context: GenerationContext

    /// Each form row with an id and the Swift type of its value, in the spec's order.
    var values: [(id: String, type: String, control: RowControl)] {
        context.table.sections.flatMap(\.rows).compactMap { row in
            guard let id = row.id, let control = row.appearance.control else { return nil }
            return (id, Self.swiftType(of: row, control), control)
        }
    }

    /// `Bool`, `Int` or `Double` as the range and step are, `String` for a text or an option's key, `Date`.
    static func swiftType(of row: ResolvedRow, _ control: RowControl) -> String {
        switch control {
        case .switch: Constants.Swift.bool
        case .stepper, .slider: if case .numbers(let numbers)? = row.form, numbers.isInteger { Constants.Swift.int } else { Constants.Swift.double }
        case .textField, .segmented, .picker: Constants.Swift.string
        case .datePicker: Constants.Swift.date
        }
    }

    /// `enum Keys`, in the namespace; nil for a table without form values.
    func keys() -> SwiftDeclaration? {
        let values = values
        guard !values.isEmpty else { return nil }
        let table = context.table.name
        let members = values.map { value -> SwiftDeclaration in
            .variable(
                SwiftVariable(
                    SwiftDeclarationHeader(
                        docs: ["The value of `\(value.id)` (`control: \(value.control.rawValue)`)."], modifiers: ["public", "static"]),
                    .let, value.id, value: .call(.name("\(Constants.Runtime.key)<\(table), \(value.type)>"), [SwiftArgument(nil, .dot(value.id))])))
        }
        return .type(
            SwiftTypeDeclaration(
                SwiftDeclarationHeader(
                    docs: ["The form's values, each as its Swift type: read them from the content, an event or UserDefaults."],
                    modifiers: NeutralTypesGenerator.modifiers),
                .enum, Constants.Table.keys, members: members))
    }

    /// `static let valueStorage`, for a form kept in UserDefaults.
    func storage() -> SwiftDeclaration? {
        guard let storage = context.table.valueStorage, !storage.keys.isEmpty else { return nil }
        var arguments: [SwiftArgument] = []
        if let suite = storage.suite { arguments.append(SwiftArgument(Constants.ValueStorage.suiteName, .string(suite))) }
        arguments.append(
            SwiftArgument(
                Constants.ValueStorage.keys, .dictionary(storage.keys.map { SwiftDictionaryEntry(.dot($0.id), .string($0.key)) }, multiline: true)))
        return .variable(
            SwiftVariable(
                .docs(["Where the form's values are kept: UserDefaults, each under its key."], "public", "static"), .let,
                Constants.Definition.valueStorage,
                type: .optional(.named("\(Constants.Runtime.valueStorage)<Self>")),
                value: .call(.name(Constants.Runtime.valueStorage), arguments, multiline: true)))
    }
}
