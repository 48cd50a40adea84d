import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

extension SwiftIdentifier.Problem {
    /// The problem as diagnostics say it: a character that diagnostics would escape, or a
    /// blank, is named by its code point.
    public var message: String {
        switch self {
        case .empty: return "it is empty"
        case .reserved(let name): return "'\(name)' is reserved in Swift"
        case .startsWithDigit: return "it starts with a digit"
        case .invalidCharacter(" "): return "a space cannot appear in a Swift identifier"
        case .invalidCharacter(let scalar):
            let shown =
                scalar.properties.isWhitespace || ControlCharacters.needsEscape(scalar)
                ? "U+" + String(scalar.value, radix: 16, uppercase: true) : "'\(scalar)'"
            return "\(shown) cannot appear in a Swift identifier"
        }
    }
}
