import TableSpecDiagnostics
import TableSpecModel

extension StringProtocol {
    /// The text without the spaces and tabs around it (tab and every Unicode space separator),
    /// the set Foundation calls `whitespaces`; line breaks stay, as they would there.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}
