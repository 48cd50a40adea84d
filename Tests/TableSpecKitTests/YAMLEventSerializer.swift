@testable import TableSpecKit

/// Writes a parse result as the event lines of the YAML test suite (`test.event`), so our tree can
/// be compared with the suite's expectations line for line.
///
/// Aliases come out as `=ALI *name` (the tree keeps the copy, but marks it with the alias it was
/// reached through). Recursion is fine here: the parser's depth limit bounds it.
enum YAMLEventSerializer {
    static func events(_ result: YAMLParseResult) -> [String] {
        var lines = ["+STR"]
        for document in result.documents {
            lines.append(document.explicitStart ? "+DOC ---" : "+DOC")
            if let root = document.root { append(root, to: &lines) }
            lines.append(document.explicitEnd ? "-DOC ..." : "-DOC")
        }
        lines.append("-STR")
        return lines
    }

    private static func append(_ node: YAMLNode, to lines: inout [String]) {
        if let alias = node.properties?.alias {
            lines.append("=ALI *\(alias.name)")
            return
        }
        var properties = ""
        if let anchor = node.anchor { properties += " &\(anchor)" }
        if let tag = node.tag { properties += " <\(tag)>" }
        switch node.content {
        case .scalar(let value, let style):
            lines.append("=VAL\(properties) \(indicator(style))\(escape(value))")
        case .sequence(let items):
            lines.append("+SEQ" + (node.collectionStyle == .flow ? " []" : "") + properties)
            for item in items { append(item, to: &lines) }
            lines.append("-SEQ")
        case .mapping(let pairs):
            lines.append("+MAP" + (node.collectionStyle == .flow ? " {}" : "") + properties)
            for pair in pairs {
                append(pair.key, to: &lines)
                append(pair.value, to: &lines)
            }
            lines.append("-MAP")
        }
    }

    private static func indicator(_ style: YAMLNode.ScalarStyle) -> String {
        switch style {
        case .plain: ":"
        case .singleQuoted: "'"
        case .doubleQuoted: "\""
        case .literal: "|"
        case .folded: ">"
        }
    }

    /// The suite's escaping of a scalar's value: backslash and the invisible control characters.
    static func escape(_ value: String) -> String {
        var out = ""
        out.reserveCapacity(value.utf8.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\0": out += "\\0"
            case "\u{8}": out += "\\b"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
