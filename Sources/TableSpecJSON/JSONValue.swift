/// A JSON value built in code, with object members kept in the order they were written, and a
/// renderer that prints it the same way every time.
///
/// It exists so documents such as the JSON Schema are typed trees rather than `[String: Any]`:
/// dictionary order would change from run to run, and a typo in a literal would pass silently.
public enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    /// A number with a fraction. JSON has no infinity or NaN; they print as `null`.
    case double(Double)
    case string(String)
    case array([JSONValue])
    /// Members in order. Keys must be unique: the builders check that.
    case object([Member])

    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue

        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// An object from members in order. A repeated key keeps its first place and takes the
    /// later value, as assigning to a dictionary would, so the document stays valid JSON.
    public init(members: [Member]) {
        var unique: [Member] = []
        var positions: [String: Int] = [:]
        for member in members {
            if let position = positions[member.key] {
                unique[position].value = member.value
            } else {
                positions[member.key] = unique.count
                unique.append(member)
            }
        }
        self = .object(unique)
    }

    /// The member named `key`, for objects.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This object with `key` added before its other members (a `description` goes first, where
    /// a reader looks). Values that are not objects are returned unchanged.
    public func prepending(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(let members) = self else { return self }
        return JSONValue(members: [Member(key, value)] + members)
    }
}

extension JSONValue: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }

    /// Keeps the literal's order (a dictionary literal is ordered until it becomes a Dictionary).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(members: elements.map { Member($0.0, $0.1) })
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}

// MARK: Rendering

extension JSONValue {
    /// Pretty JSON: two-space indentation, `"key": value`, no trailing spaces, and a final newline.
    /// Arrays of scalars print on one line (`["a", "b"]`), so short lists such as enums stay
    /// readable; arrays holding arrays or objects print one element per line.
    public var rendered: String {
        var output = ""
        write(to: &output, indent: 0)
        output += "\n"
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to output: inout String, indent: Int) {
        switch self {
        case .null:
            output += "null"
        case .bool(let value):
            output += value ? "true" : "false"
        case .integer(let value):
            output += String(value)
        case .double(let value):
            output += value.isFinite ? "\(value)" : "null"
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            if elements.isEmpty {
                output += "[]"
            } else if elements.allSatisfy(\.isScalar) {
                output += "["
                for (position, element) in elements.enumerated() {
                    if position > 0 { output += ", " }
                    element.write(to: &output, indent: indent)
                }
                output += "]"
            } else {
                output += "[\n"
                for (position, element) in elements.enumerated() {
                    output += String(repeating: "  ", count: indent + 1)
                    element.write(to: &output, indent: indent + 1)
                    output += position == elements.count - 1 ? "\n" : ",\n"
                }
                output += String(repeating: "  ", count: indent) + "]"
            }
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            output += "{\n"
            for (position, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(member.key, to: &output)
                output += ": "
                member.value.write(to: &output, indent: indent + 1)
                output += position == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A JSON string literal: quotes and backslashes escaped, the usual short escapes for
    /// backspace, form feed, newline, carriage return and tab, and every other control character
    /// (and U+007F, U+2028, U+2029, which break some JavaScript readers) as `\uXXXX`. Everything
    /// else is written as itself, in UTF-8.
    package static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
