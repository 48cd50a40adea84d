import TableSpecDiagnostics
import TableSpecModel

/// A form row's `default` as written: what it is read as depends on the row's control, which validation
/// knows and the decoder does not, so the decoder keeps the scalar's kind and its text.
public struct FormScalar: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Plain `true` or `false`.
        case bool(Bool)
        /// A plain decimal number.
        case number(Double)
        /// Anything else, or any quoted scalar.
        case text
    }

    public var kind: Kind
    /// The scalar exactly as written, without quotes.
    public var text: String
}

/// A stepper's or slider's `range: { min: 0, max: 10 }`.
public struct NumberRangeDeclaration: Sendable, Equatable {
    public var minimum: Located<Double>
    public var maximum: Located<Double>
}

/// A form row's `validate`: the rules its value must meet, and the message shown when it does not.
public struct ValidationDeclaration: Sendable, Equatable {
    public var range: SourceRange
    public var required: Located<Bool>?
    public var minLength: Located<Int>?
    public var maxLength: Located<Int>?
    public var pattern: Located<String>?
    public var format: Located<ValueFormat>?
    /// `range: { min, max }`, for a number typed in a text field.
    public var numberRange: Located<NumberRangeDeclaration>?
    public var message: Located<String>?
}

/// One option of `options:`: the key, which is the value, and the title the user sees. Written as a mapping
/// from key to title (`{ metric: Metric }`), in order, or as a list of keys, each its own title.
public struct OptionDeclaration: Sendable, Equatable {
    public var key: Located<String>
    public var title: Located<String>
}
