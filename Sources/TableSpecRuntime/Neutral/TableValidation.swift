internal import Foundation

/// A text field's rules (the spec's `validate`): what its text must be, and what an invalid one shows. The
/// content reports whether every shown row's value is valid (`TableContent.isValid`), for a Save button, and a
/// row shows its message once the user has edited it (`TableContent.shownProblem(for:)`).
public nonisolated struct TableValidation<Table: TableDefinition>: Equatable, Sendable {
    /// Whether the text may not be empty; spaces alone count as empty.
    public var isRequired: Bool
    public var minLength: Int?
    public var maxLength: Int?
    /// A regular expression the whole text must match. The front end has checked that it compiles and cannot
    /// backtrack without bound; one that does not compile is never met.
    public var pattern: String?
    public var format: TableValueFormat?
    /// For a number typed in the field: the text must be a number in it.
    public var range: ClosedRange<Double>?
    /// What an invalid value shows; nil names the first rule it breaks. Setting it lets go of `localizedMessage`.
    public var message: String? {
        didSet { localizedMessage = nil }
    }
    /// The spec's string behind `message`, until the app sets it.
    public private(set) var localizedMessage: TableLocalizedText<Table>?

    public init(
        isRequired: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        format: TableValueFormat? = nil, range: ClosedRange<Double>? = nil, message: String? = nil,
        localizedMessage: TableLocalizedText<Table>? = nil
    ) {
        self.isRequired = isRequired
        self.minLength = minLength
        self.maxLength = maxLength
        self.pattern = pattern
        self.format = format
        self.range = range
        self.message = localizedMessage?.string ?? message
        self.localizedMessage = localizedMessage
    }

    /// The rules as a generated row spells them: `.rules(required: true, maxLength: 40, message: "Enter your name")`.
    public static func rules(
        required: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, pattern: String? = nil,
        format: TableValueFormat? = nil, minimum: Double? = nil, maximum: Double? = nil, message: String? = nil,
        localizedMessage: TableLocalizedText<Table>? = nil
    ) -> Self {
        let range = minimum.flatMap { low in maximum.map { high in Swift.min(low, high)...Swift.max(low, high) } }
        return Self(
            isRequired: required, minLength: minLength, maxLength: maxLength, pattern: pattern, format: format, range: range,
            message: message, localizedMessage: localizedMessage)
    }

    /// Nil when `value` meets every rule; else the message: the spec's, or one naming the first rule broken.
    public func problem(with value: TableValue?) -> String? {
        brokenRule(value).map { message ?? $0 }
    }

    /// The first rule `value` breaks, as a message, or nil. An empty text that is not required is valid: the
    /// other rules describe a text that is there.
    private func brokenRule(_ value: TableValue?) -> String? {
        let text = if case .text(let text)? = value { text } else { "" }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            return isRequired ? "Required" : nil
        }
        if let minLength, text.count < minLength {
            return "Use at least \(minLength) character\(minLength == 1 ? "" : "s")"
        }
        if let maxLength, text.count > maxLength {
            return "Use at most \(maxLength) character\(maxLength == 1 ? "" : "s")"
        }
        if let format, !format.matches(text) {
            return format.problem
        }
        if let range {
            let number = Double(text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."))
            guard let number, range.contains(number) else {
                return
                    "Enter a number from \(TableValue.double(range.lowerBound).displayText ?? "") to \(TableValue.double(range.upperBound).displayText ?? "")"
            }
        }
        if let pattern, !Self.matches(text, pattern: pattern) {
            return "Enter a valid value"
        }
        return nil
    }

    /// Whether the whole text matches the pattern.
    static func matches(_ text: String, pattern: String) -> Bool {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
            return false
        }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

/// A text field's format (`validate: { format: … }`).
public nonisolated enum TableValueFormat: CaseIterable, Hashable, Sendable {
    case email
    case url
    case phone

    /// Whether `text` has the format: an address with one `@` and a dot in its domain; a web address with a
    /// scheme and a host; a phone number of 7 to 15 digits, with spaces, dashes, dots, parentheses and a
    /// leading `+` between them.
    func matches(_ text: String) -> Bool {
        switch self {
        case .email:
            let parts = text.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
            let domain = parts[1].split(separator: ".", omittingEmptySubsequences: false)
            return domain.count >= 2 && domain.allSatisfy { !$0.isEmpty }
        case .url:
            guard let url = URL(string: text), let scheme = url.scheme, ["http", "https"].contains(scheme.lowercased()) else { return false }
            return url.host.map { !$0.isEmpty } ?? false
        case .phone:
            var digits = 0
            for (index, character) in text.enumerated() {
                if character.isASCII, character.isNumber {
                    digits += 1
                } else if character == "+" {
                    guard index == 0 else { return false }
                } else if !" -.()".contains(character) {
                    return false
                }
            }
            return (7...15).contains(digits)
        }
    }

    var problem: String {
        switch self {
        case .email: "Enter an email address"
        case .url: "Enter a web address"
        case .phone: "Enter a phone number"
        }
    }
}
