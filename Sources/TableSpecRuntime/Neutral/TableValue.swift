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
