import SwiftNaming

/// Prints the Swift code model as source text, 4-space indented, the way swift-format would lay
/// it out, so the same model always gives the same bytes.
public struct SwiftRenderer {
    /// The longest line the renderer aims for; signatures and calls longer than this wrap.
    static let lineLength = 120

    public init() {}

    public func render(_ file: SwiftFile) -> String {
        String(decoding: renderBytes(file), as: UTF8.self)
    }

    /// The source as UTF-8, the form a file is written in: a large table's file is megabytes,
    /// and a `String` of it would be checked and copied once more on its way to the disk.
    public func renderBytes(_ file: SwiftFile) -> [UInt8] {
        var writer = CodeWriter()
        for line in file.headerComment { writer.line("// " + line) }
        if !file.headerComment.isEmpty { writer.line() }
        for module in file.imports { writer.line(module.text) }
        var index = 0
        let conditional = file.conditionalImports
        while index < conditional.count {
            // Consecutive imports under the same test share one `#if`.
            let condition = conditional[index].condition ?? conditional[index].module
            writer.line("#if canImport(\(condition))")
            while index < conditional.count, (conditional[index].condition ?? conditional[index].module) == condition {
                writer.line(conditional[index].text)
                index += 1
            }
            writer.line("#endif")
        }
        for declaration in file.declarations {
            writer.line()
            write(declaration, into: &writer)
        }
        return writer.utf8
    }

    // MARK: Declarations

    func write(_ declaration: SwiftDeclaration, into writer: inout CodeWriter) {
        switch declaration {
        case .blank:
            writer.line()
        case .enumCase(let name, let rawValue, let payload, let docs):
            writeDocs(docs, into: &writer)
            let payloadText =
                payload.isEmpty
                ? ""
                : "("
                    + payload.map { element in
                        (element.label.map { SwiftNames.escaped($0) + ": " } ?? "") + type(element.type)
                    }.joined(separator: ", ") + ")"
            writer.line("case \(SwiftNames.escaped(name))" + payloadText + (rawValue.map { " = " + SwiftStringLiteral.render($0) } ?? ""))
        case .type(let type):
            writeHeader(type.header, into: &writer)
            let inherits = type.inherits.isEmpty ? "" : ": " + type.inherits.joined(separator: ", ")
            writer.block(prefix(type.header) + "\(type.kind.rawValue) \(SwiftNames.escaped(type.name))\(inherits)") { writer in
                writeMembers(type.members, into: &writer)
            }
        case .typeAlias(let header, let name, let aliased):
            writeHeader(header, into: &writer)
            writer.line(prefix(header) + "typealias \(SwiftNames.escaped(name)) = " + type(aliased))
        case .extension(let ext):
            writeHeader(ext.header, into: &writer)
            writer.block(
                prefix(ext.header) + "extension \(ext.extendedType)"
                    + (ext.requirements.isEmpty ? "" : " where " + ext.requirements.joined(separator: ", "))
            ) { writer in
                writeMembers(ext.members, into: &writer)
            }
        case .function(let function):
            writeHeader(function.header, into: &writer)
            let returns = function.returns.map { " -> " + type($0) } ?? ""
            let name: String
            if function.name == "init" {
                name = function.isFailable ? "init?" : "init"
            } else if function.name == "deinit" {
                writer.block(prefix(function.header) + "deinit") { writer in writeStatements(function.body, into: &writer) }
                return
            } else if let first = function.name.unicodeScalars.first, !SwiftIdentifier.isIdentifierScalar(first) {
                name = "func " + function.name + " "
            } else {
                name =
                    "func " + SwiftNames.escaped(function.name)
                    + (function.genericParameters.isEmpty ? "" : "<" + function.genericParameters.joined(separator: ", ") + ">")
            }
            let lead = prefix(function.header) + name
            let parameters = function.parameters.map(parameter)
            let oneLine = lead + "(" + parameters.joined(separator: ", ") + ")" + returns
            if writer.currentIndentation.count + oneLine.count + 2 <= Self.lineLength || parameters.count < 2 {
                writer.block(oneLine) { writer in writeStatements(function.body, into: &writer) }
            } else {
                writer.line(lead + "(")
                writer.indented { writer in
                    for (position, text) in parameters.enumerated() { writer.line(text + (position < parameters.count - 1 ? "," : "")) }
                }
                writer.block(")" + returns) { writer in writeStatements(function.body, into: &writer) }
            }
        case .variable(let variable):
            writeHeader(variable.header, into: &writer)
            var text = prefix(variable.header) + "\(variable.binding.rawValue) \(SwiftNames.escaped(variable.name))"
            if let declared = variable.type { text += ": " + type(declared) }
            if let getter = variable.getter {
                writer.block(text) { writer in writeStatements(getter, into: &writer) }
            } else if let observer = variable.didSet, variable.value == nil {
                writer.block(text) { writer in
                    writer.block("didSet") { writer in writeStatements(observer, into: &writer) }
                }
            } else if let value = variable.value {
                writeAssignment(text + " = ", value, into: &writer)
            } else {
                writer.line(text)
            }
        case .protocol(let proto):
            writeHeader(proto.header, into: &writer)
            let inherits = proto.inherits.isEmpty ? "" : ": " + proto.inherits.joined(separator: ", ")
            writer.block(prefix(proto.header) + "protocol \(proto.name)" + inherits) { writer in
                for requirement in proto.requirements {
                    writeHeader(requirement.header, into: &writer)
                    let returns = requirement.returns.map { " -> " + type($0) } ?? ""
                    writer.line(
                        prefix(requirement.header) + "func " + SwiftNames.escaped(requirement.name) + "("
                            + requirement.parameters.map(parameter).joined(separator: ", ") + ")" + returns)
                }
            }
        case .macroExpansion(let header, let name, let arguments, let body):
            writeHeader(header, into: &writer)
            let lead = "#" + name + (arguments.isEmpty ? "" : "(" + arguments.map(argument).joined(separator: ", ") + ")") + " "
            for line in closureLines(lead: prefix(header) + lead, parameters: [], body: body) { writer.line(line) }
        case .conditional(let condition, let declarations):
            writer.line("#if \(condition)")
            writeMembers(declarations, into: &writer)
            writer.line("#endif")
        }
    }

    private func writeMembers(_ members: [SwiftDeclaration], into writer: inout CodeWriter) {
        for member in members { write(member, into: &writer) }
    }

    private func writeDocs(_ docs: [String], into writer: inout CodeWriter) {
        for line in docs { writer.line("/// " + line) }
    }

    private func writeHeader(_ header: SwiftDeclarationHeader, into writer: inout CodeWriter) {
        writeDocs(header.docs, into: &writer)
        for attribute in header.attributes { writer.line(attribute) }
    }

    private func prefix(_ header: SwiftDeclarationHeader) -> String {
        header.modifiers.isEmpty ? "" : header.modifiers.joined(separator: " ") + " "
    }

    private func parameter(_ parameter: SwiftParameter) -> String {
        var text = ""
        if let label = parameter.label, label != parameter.name { text += SwiftNames.label(label) + " " }
        text += SwiftNames.escaped(parameter.name) + ": " + type(parameter.type)
        if let value = parameter.defaultValue { text += " = " + inline(value) }
        return text
    }

    func type(_ type: SwiftType) -> String {
        switch type {
        case .named(let name): name
        case .optional(let wrapped): self.type(wrapped) + "?"
        case .array(let element): "[" + self.type(element) + "]"
        case .dictionary(let key, let value): "[" + self.type(key) + ": " + self.type(value) + "]"
        case .function(let parameters, let result): "(" + parameters.map(self.type).joined(separator: ", ") + ") -> " + self.type(result)
        case .optionalFunction(let parameters, let result):
            "((" + parameters.map(self.type).joined(separator: ", ") + ") -> " + self.type(result) + ")?"
        case .existential(let name): "any " + name
        case .inOut(let wrapped): "inout " + self.type(wrapped)
        case .attributed(let attributes, let wrapped): (attributes + [self.type(wrapped)]).joined(separator: " ")
        case .tuple(let elements):
            "("
                + elements.map { element in
                    (element.label.map { SwiftNames.escaped($0) + ": " } ?? "") + self.type(element.type)
                }.joined(separator: ", ") + ")"
        }
    }

    // MARK: Statements

    func writeStatements(_ statements: [SwiftStatement], into writer: inout CodeWriter) {
        for statement in statements { write(statement, into: &writer) }
    }

    private func write(_ statement: SwiftStatement, into writer: inout CodeWriter) {
        switch statement {
        case .comment(let text):
            writer.line("// " + text)
        case .blank:
            writer.line()
        case .break:
            writer.line("break")
        case .continue:
            writer.line("continue")
        case .while(let conditions, let body) where body.isEmpty:
            writer.line("while \(conditionList(conditions)) {}")
        case .while(let conditions, let body):
            writer.block("while \(conditionList(conditions))") { writeStatements(body, into: &$0) }
        case .expression(let expression):
            writeAssignment("", expression, into: &writer)
        case .declaration(let declaration):
            write(declaration, into: &writer)
        case .assignment(let target, let value, let op):
            writeAssignment(inline(target) + " \(op) ", value, into: &writer)
        case .return(let value):
            if let value { writeAssignment("return ", value, into: &writer) } else { writer.line("return") }
        case .if(let conditions, let then, let otherwise):
            writer.line("if \(conditionList(conditions)) {")
            writer.indented { writeStatements(then, into: &$0) }
            if let otherwise {
                writer.line("} else {")
                writer.indented { writeStatements(otherwise, into: &$0) }
            }
            writer.line("}")
        case .guard(let conditions, let otherwise):
            writer.block("guard \(conditionList(conditions)) else") { writeStatements(otherwise, into: &$0) }
        case .switch(let subject, let cases):
            writer.line("switch \(inline(subject)) {")
            for switchCase in cases {
                writer.line(switchCase.patterns.isEmpty ? "default:" : "case " + switchCase.patterns.map(inline).joined(separator: ", ") + ":")
                writer.indented { writeStatements(switchCase.body.isEmpty ? [.break] : switchCase.body, into: &$0) }
            }
            writer.line("}")
        case .forIn(let pattern, let sequence, let body):
            writer.block("for \(pattern) in \(inline(sequence))") { writeStatements(body, into: &$0) }
        }
    }

    private func conditionList(_ conditions: [SwiftCondition]) -> String {
        conditions.map { condition in
            switch condition {
            case .expression(let expression): inline(expression)
            // `if let name` unwraps a name into itself (Swift 5.7's shorthand), `self` included.
            case .binding(let name, .name(let unwrapped)) where unwrapped == name: "let \(name == "self" ? name : SwiftNames.escaped(name))"
            case .binding(let name, let value): "let \(SwiftNames.escaped(name)) = \(inline(value))"
            case .available(let platform, let version): "#available(\(platform) \(version), *)"
            }
        }.joined(separator: ", ")
    }

    /// Writes `lead` followed by an expression that may span several lines (a multi-line array
    /// or call), continuing at the writer's indentation.
    private func writeAssignment(_ lead: String, _ expression: SwiftExpression, into writer: inout CodeWriter) {
        if case .rawMultilineString(let lines) = expression {
            // Straight from the payload's buffer: the same text as `multiline`, without a
            // `String` per line.
            let hashes = String(repeating: "#", count: lines.delimiterLength)
            writer.line(lead + hashes + "\"\"\"")
            writer.lines(lines)
            writer.line("\"\"\"" + hashes)
            return
        }
        var lines = multiline(expression)
        // A call that would run past the line length gets its arguments on lines of their own.
        if lines.count == 1, writer.currentIndentation.count + lead.count + lines[0].count > Self.lineLength,
            case .call(let callee, let arguments, false) = expression, !arguments.isEmpty
        {
            lines = multiline(.call(callee, arguments, multiline: true))
        }
        guard let first = lines.first else { return }
        writer.line(lead + first)
        for line in lines.dropFirst() { writer.line(line) }
    }

    // MARK: Expressions

    /// An expression as lines; only multi-line arrays, calls and closures produce more than one.
    func multiline(_ expression: SwiftExpression) -> [String] {
        let unit = "    "
        switch expression {
        case .array(let elements, true) where !elements.isEmpty:
            var lines = ["["]
            for element in elements {
                var inner = multiline(element)
                // swift-format reads a one-element literal as single-line, where it wants no trailing comma.
                if elements.count > 1 { inner[inner.count - 1] += "," }
                lines += inner.map { unit + $0 }
            }
            return lines + ["]"]
        case .dictionary(let entries, true) where !entries.isEmpty:
            var lines = ["["]
            for entry in entries {
                var inner = multiline(entry.value)
                inner[0] = inline(entry.key) + ": " + inner[0]
                // swift-format reads a one-entry literal as single-line, where it wants no trailing comma.
                if entries.count > 1 { inner[inner.count - 1] += "," }
                lines += inner.map { unit + $0 }
            }
            return lines + ["]"]
        case .call(let callee, let arguments, true) where !arguments.isEmpty:
            var lines = [inline(callee) + "("]
            for (position, argument) in arguments.enumerated() {
                var inner = multiline(argument.value)
                inner[0] = (argument.label.map { SwiftNames.label($0) + ": " } ?? "") + inner[0]
                if position < arguments.count - 1 { inner[inner.count - 1] += "," }
                lines += inner.map { unit + $0 }
            }
            return lines + [")"]
        case .fittedCall(let callee, let arguments, let width):
            let call = SwiftExpression.call(callee, arguments)
            let line = inline(call)
            return line.count > width ? multiline(.call(callee, arguments, multiline: true)) : [line]
        case .closure(let parameters, let body) where Self.needsBlock(body):
            return closureLines(lead: "", parameters: parameters, body: body)
        case .rawMultilineString(let lines):
            let hashes = String(repeating: "#", count: lines.delimiterLength)
            return [hashes + "\"\"\""] + lines.lines + ["\"\"\"" + hashes]
        case .trailingClosures(let callee, let arguments, let closures):
            var lines: [String] = []
            var lead = postfixOperand(callee) + (arguments.isEmpty ? "" : "(" + arguments.map(argument).joined(separator: ", ") + ")") + " "
            for (position, closure) in closures.enumerated() {
                if position > 0 { lead = "} " + SwiftNames.label(closure.label ?? "_") + ": " }
                guard case .closure(let parameters, let body) = closure.value else {
                    lines.append(lead + "{ " + inline(closure.value) + " }")
                    continue
                }
                let block = closureLines(lead: lead, parameters: parameters, body: body)
                lines += block.dropLast()
            }
            return closures.isEmpty ? [inline(expression)] : lines + ["}"]
        case .modified(let base, let modifiers):
            var lines = multiline(base)
            // After a block the modifiers line up with its closing brace; after one line they are indented.
            let unitIndent = lines.count == 1 ? unit : ""
            for modifier in modifiers { lines += multiline(modifier).map { unitIndent + $0 } }
            return lines
        case .call(let callee, let arguments, false):
            // A trailing closure with several statements is laid out as a block.
            if let last = arguments.last, last.label == nil, case .closure(let parameters, let body) = last.value, Self.needsBlock(body),
                !arguments.dropLast().contains(where: { Self.containsBlock($0.value) })
            {
                let leading = arguments.dropLast().map(argument).joined(separator: ", ")
                return closureLines(lead: postfixOperand(callee) + (leading.isEmpty ? " " : "(\(leading)) "), parameters: parameters, body: body)
            }
            // A closure with several statements elsewhere in the arguments needs lines of its own.
            if arguments.contains(where: { Self.containsBlock($0.value) }) {
                return multiline(.call(callee, arguments, multiline: true))
            }
            return [inline(expression)]
        default:
            return [inline(expression)]
        }
    }

    private func closureLines(lead: String, parameters: [String], body: [SwiftStatement]) -> [String] {
        var writer = CodeWriter()
        writer.indented { writeStatements(body, into: &$0) }
        return [lead + closureHead(parameters)] + writer.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) + [
            "}"
        ]
    }

    /// Whether an expression holds a closure that cannot be written on one line.
    private static func containsBlock(_ expression: SwiftExpression) -> Bool {
        switch expression {
        case .trailingClosures, .modified: true
        case .closure(_, let body): needsBlock(body)
        case .call(let callee, let arguments, _), .fittedCall(let callee, let arguments, _):
            containsBlock(callee) || arguments.contains { containsBlock($0.value) }
        case .member(let base?, _): containsBlock(base)
        default: false
        }
    }

    /// `{ a, b in`: parameter names escaped, but `_` (unused), a leading capture list
    /// (`[weak self] a`) and a leading global actor (`@MainActor a`) as they are.
    private func closureHead(_ parameters: [String]) -> String {
        guard !parameters.isEmpty else { return "{" }
        return "{ " + parameters.map { $0 == "_" || $0.hasPrefix("[") || $0.hasPrefix("@") ? $0 : SwiftNames.escaped($0) }.joined(separator: ", ")
            + " in"
    }

    private static func needsBlock(_ body: [SwiftStatement]) -> Bool {
        body.count > 1 || body.contains(where: isCompound)
    }

    private static func isCompound(_ statement: SwiftStatement) -> Bool {
        switch statement {
        case .if, .guard, .switch, .forIn, .while, .declaration, .break, .continue: true
        case .expression(let expression), .return(let expression?): containsBlock(expression)
        default: false
        }
    }

    /// An expression on one line.
    public func inline(_ expression: SwiftExpression) -> String {
        switch expression {
        case .name(let name): return SwiftNames.expressionName(name)
        case .member(nil, let name): return "." + SwiftNames.implicitMemberName(name)
        case .member(let base?, let name): return postfixOperand(base) + "." + SwiftNames.memberName(name)
        case .string(let text): return SwiftStringLiteral.render(text)
        case .interpolation(let segments):
            return "\""
                + segments.map { segment in
                    switch segment {
                    case .text(let text): SwiftStringLiteral.escapedBody(text)
                    case .value(let value): "\\(" + inline(value) + ")"
                    }
                }.joined() + "\""
        case .integer(let value): return String(value)
        case .double(let value): return Self.doubleLiteral(value)
        case .bool(let value): return value ? "true" : "false"
        case .nil: return "nil"
        case .array(let elements, _): return "[" + elements.map(inline).joined(separator: ", ") + "]"
        case .fittedCall(let callee, let arguments, _): return inline(.call(callee, arguments))
        case .call(let callee, let arguments, _):
            if case .closure = arguments.last?.value, arguments.last?.label == nil {
                let leading = arguments.dropLast().map(argument).joined(separator: ", ")
                let closure = inline(arguments[arguments.count - 1].value)
                return postfixOperand(callee) + (leading.isEmpty ? " " : "(\(leading)) ") + closure
            }
            return postfixOperand(callee) + "(" + arguments.map(argument).joined(separator: ", ") + ")"
        case .optionalChain(let base): return postfixOperand(base) + "?"
        case .binary(let lhs, let op, let rhs):
            // Swift style writes range operators without spaces: `0..<count`.
            let isRange = op == "..<" || op == "..."
            return operand(lhs) + (isRange ? op : " \(op) ") + operand(rhs)
        case .prefix(let op, let operand): return op + postfixOperand(operand)
        case .ternary(let condition, let a, let b): return operand(condition) + " ? " + operand(a) + " : " + operand(b)
        case .subscriptAccess(let base, let arguments): return postfixOperand(base) + "[" + arguments.map(argument).joined(separator: ", ") + "]"
        case .dictionary(let entries, _):
            guard !entries.isEmpty else { return "[:]" }
            return "[" + entries.map { inline($0.key) + ": " + inline($0.value) }.joined(separator: ", ") + "]"
        case .closure(let parameters, let body):
            let head = closureHead(parameters)
            guard let only = body.first, body.count == 1 else { return head + " }" }
            var writer = CodeWriter()
            write(only, into: &writer)
            return head + " " + writer.text.trimmingTrailingNewline + " }"
        case .metatype(let type): return self.type(type) + ".self"
        case .conditionalCast(let value, let type): return postfixOperand(value) + " as? " + self.type(type)
        case .try(let expression): return "try " + inline(expression)
        case .tuple(let elements): return "(" + elements.map(argument).joined(separator: ", ") + ")"
        case .bindingPattern(let name): return "let " + SwiftNames.escaped(name)
        case .inOut(let name): return "&" + SwiftNames.escaped(name)
        case .rawMultilineString(let lines): return multiline(.rawMultilineString(lines)).joined(separator: "\n")
        case .trailingClosures(let callee, let arguments, let closures):
            var text = postfixOperand(callee) + (arguments.isEmpty ? "" : "(" + arguments.map(argument).joined(separator: ", ") + ")")
            for (position, closure) in closures.enumerated() {
                text += (position == 0 ? " " : " " + SwiftNames.label(closure.label ?? "_") + ": ") + inline(closure.value)
            }
            return text
        case .modified(let base, let modifiers): return postfixOperand(base) + modifiers.map(inline).joined()
        case .keyPath(let components): return "\\." + components.map { $0 == "self" ? $0 : SwiftNames.memberName($0) }.joined(separator: ".")
        }
    }

    private func argument(_ argument: SwiftArgument) -> String {
        (argument.label.map { SwiftNames.label($0) + ": " } ?? "") + inline(argument.value)
    }

    /// Operands of binary and ternary operators get parentheses when they are operators too.
    private func operand(_ expression: SwiftExpression) -> String {
        switch expression {
        case .binary, .ternary, .try, .conditionalCast: "(" + inline(expression) + ")"
        default: inline(expression)
        }
    }

    /// The base of a member access, call or subscript.
    private func postfixOperand(_ expression: SwiftExpression) -> String {
        switch expression {
        case .binary, .ternary, .prefix, .try, .closure, .conditionalCast: "(" + inline(expression) + ")"
        default: inline(expression)
        }
    }

    /// A double literal that reads back as the same value: `44` prints as `44.0`.
    static func doubleLiteral(_ value: Double) -> String {
        let text = "\(value)"
        return text.contains(".") || text.contains("e") ? text : text + ".0"
    }
}

extension String {
    fileprivate var trimmingTrailingNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
