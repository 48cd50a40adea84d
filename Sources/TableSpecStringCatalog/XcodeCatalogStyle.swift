import TableSpecJSON

/// JSON as Xcode writes a String Catalog (`.xcstrings`), so that opening and saving the catalog
/// in Xcode changes no byte: members sorted by name at every level in `StandardOrder` (Xcode's
/// `localizedStandardCompare`), `"name" : value` with a space on both sides of the colon,
/// two-space indentation, an empty object as `{` and `}` with an empty line between, and no
/// newline after the final `}`.
public enum XcodeCatalogStyle {
    public static func render(_ value: JSONValue) -> String {
        var output = ""
        write(value, to: &output, indent: 0)
        return output
    }

    private static func write(_ value: JSONValue, to output: inout String, indent: Int) {
        let inner = String(repeating: "  ", count: indent + 1), closing = String(repeating: "  ", count: indent)
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .double(let number): output += number.isFinite ? "\(number)" : "null"
        case .string(let text): JSONValue.writeString(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else { output += "[\n\n" + closing + "]"; return }
            output += "[\n"
            for (position, element) in elements.enumerated() {
                output += inner
                write(element, to: &output, indent: indent + 1)
                output += position == elements.count - 1 ? "\n" : ",\n"
            }
            output += closing + "]"
        case .object(let members):
            guard !members.isEmpty else { output += "{\n\n" + closing + "}"; return }
            output += "{\n"
            let sorted = StandardOrder.sorted(members, by: \.key)
            for (position, member) in sorted.enumerated() {
                output += inner
                JSONValue.writeString(member.key, to: &output)
                output += " : "
                write(member.value, to: &output, indent: indent + 1)
                output += position == sorted.count - 1 ? "\n" : ",\n"
            }
            output += closing + "}"
        }
    }
}
