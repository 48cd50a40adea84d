/// Reads a `hidden` or `disabled` condition (`!wifi`, `units == imperial && textSize > 20`) into a
/// tree whose every part knows where it is in the text, so that an error points at its column.
///
/// The grammar, loosest first: `||`, then `&&`, then one comparison (`==`, `!=`, `<`, `<=`, `>`,
/// `>=`, not chained), then `!`, then an operand: a name (a row id, or an option's key written
/// bare), `true`/`false`, a number, a quoted string, or a condition in parentheses.
///
/// It works on the UTF-8 bytes and never recurses deeper than `maximumDepth`, so a condition of
/// 10,000 parentheses or `!`s is an error at the first one too many, not a crash; a long chain of
/// `&&` is read in a loop.
struct ConditionParser {
    /// Nesting deeper than this is an error: a real condition is a handful of levels deep.
    static let maximumDepth = 64

    /// A part of the condition, with the byte range it spans in the text.
    indirect enum Expression: Equatable {
        /// A row id, or an option's key written bare: which one depends on what it is compared with.
        case name(String, Range<Int>)
        case bool(Bool, Range<Int>)
        /// A number as written, and whether it is whole.
        case number(Double, isInteger: Bool, Range<Int>)
        case text(String, Range<Int>)
        case not(Expression, Range<Int>)
        case and([Expression])
        case or([Expression])
        /// A comparison, with its operator's range.
        case compare(Expression, Comparison, Expression, Range<Int>)

        var range: Range<Int> {
            switch self {
            case .name(_, let range), .bool(_, let range), .number(_, _, let range), .text(_, let range): range
            case .not(let operand, let range): range.lowerBound..<operand.range.upperBound
            case .and(let operands), .or(let operands): (operands.first?.range.lowerBound ?? 0)..<(operands.last?.range.upperBound ?? 0)
            case .compare(let left, _, let right, _): left.range.lowerBound..<right.range.upperBound
            }
        }
    }

    enum Comparison: String, Equatable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    }

    /// Why a condition cannot be read, and the bytes the message is about.
    struct Problem: Error, Equatable {
        var message: String
        var range: Range<Int>
    }

    private enum Token: Equatable {
        case name(String)
        case number(Double, isInteger: Bool)
        case text(String)
        case not, and, or
        case comparison(Comparison)
        case open, close
        case end
    }

    private let bytes: [UInt8]
    private var position = 0
    private var token: Token = .end
    private var tokenRange: Range<Int> = 0..<0
    private var depth = 0

    private init(_ text: String) {
        bytes = Array(text.utf8)
    }

    static func parse(_ text: String) -> Result<Expression, Problem> {
        var parser = ConditionParser(text)
        do {
            try parser.advance()
            guard parser.token != .end else {
                throw Problem(message: "an empty condition; write one, such as '!wifi' or 'textSize > 20'", range: 0..<parser.bytes.count)
            }
            let expression = try parser.or()
            guard parser.token == .end else {
                throw Problem(
                    message: "unexpected \(parser.describe(parser.token)) after a complete condition; join conditions with '&&' or '||'",
                    range: parser.tokenRange)
            }
            return .success(expression)
        } catch let problem as Problem {
            return .failure(problem)
        } catch {
            return .failure(Problem(message: "\(error)", range: 0..<parser.bytes.count))
        }
    }

    // MARK: Grammar

    private mutating func or() throws -> Expression {
        var operands = [try and()]
        while token == .or {
            try advance()
            operands.append(try and())
        }
        return operands.count == 1 ? operands[0] : .or(operands)
    }

    private mutating func and() throws -> Expression {
        var operands = [try comparison()]
        while token == .and {
            try advance()
            operands.append(try comparison())
        }
        return operands.count == 1 ? operands[0] : .and(operands)
    }

    private mutating func comparison() throws -> Expression {
        let left = try unary()
        guard case .comparison(let comparison) = token else { return left }
        let operatorRange = tokenRange
        try advance()
        let right = try unary()
        if case .comparison = token {
            throw Problem(message: "comparisons do not chain; join them with '&&', as in 'a < b && b < c'", range: tokenRange)
        }
        return .compare(left, comparison, right, operatorRange)
    }

    private mutating func unary() throws -> Expression {
        guard token == .not else { return try operand() }
        let start = tokenRange
        try deeper(at: start)
        defer { depth -= 1 }
        try advance()
        return .not(try unary(), start)
    }

    private mutating func operand() throws -> Expression {
        let range = tokenRange
        switch token {
        case .name(let name):
            try advance()
            switch name {
            case "true": return .bool(true, range)
            case "false": return .bool(false, range)
            default: return .name(name, range)
            }
        case .number(let value, let isInteger):
            try advance()
            return .number(value, isInteger: isInteger, range)
        case .text(let text):
            try advance()
            return .text(text, range)
        case .open:
            try deeper(at: range)
            defer { depth -= 1 }
            try advance()
            let inner = try or()
            guard token == .close else {
                throw Problem(
                    message: "'(' is not closed: expected ')' \(token == .end ? "at the end" : "before \(describe(token))")",
                    range: token == .end ? range : tokenRange)
            }
            try advance()
            return inner
        case .end:
            throw Problem(
                message: "the condition ends where a value was expected: a row id, true, false, a number or a quoted string",
                range: max(bytes.count - 1, 0)..<bytes.count)
        default:
            throw Problem(message: "expected a value (a row id, true, false, a number or a quoted string), found \(describe(token))", range: range)
        }
    }

    private mutating func deeper(at range: Range<Int>) throws {
        depth += 1
        if depth > Self.maximumDepth {
            throw Problem(message: "the condition is nested more than \(Self.maximumDepth) levels deep", range: range)
        }
    }

    private func describe(_ token: Token) -> String {
        switch token {
        case .name(let name): "'\(name)'"
        case .number: "a number"
        case .text: "a string"
        case .not: "'!'"
        case .and: "'&&'"
        case .or: "'||'"
        case .comparison(let comparison): "'\(comparison.rawValue)'"
        case .open: "'('"
        case .close: "')'"
        case .end: "the end"
        }
    }

    // MARK: Tokens

    private mutating func advance() throws {
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 || bytes[position] == 0x0A || bytes[position] == 0x0D {
            position += 1
        }
        let start = position
        guard position < bytes.count else {
            token = .end
            tokenRange = bytes.count..<bytes.count
            return
        }
        let byte = bytes[position]
        let next: UInt8? = position + 1 < bytes.count ? bytes[position + 1] : nil
        switch byte {
        case UInt8(ascii: "("): token = .open; position += 1
        case UInt8(ascii: ")"): token = .close; position += 1
        case UInt8(ascii: "!"):
            if next == UInt8(ascii: "=") { token = .comparison(.notEqual); position += 2 } else { token = .not; position += 1 }
        case UInt8(ascii: "="):
            guard next == UInt8(ascii: "=") else {
                throw Problem(message: "'=' is not an operator; compare with '=='", range: start..<start + 1)
            }
            token = .comparison(.equal); position += 2
        case UInt8(ascii: "<"):
            if next == UInt8(ascii: "=") { token = .comparison(.lessOrEqual); position += 2 } else { token = .comparison(.less); position += 1 }
        case UInt8(ascii: ">"):
            if next == UInt8(ascii: "=") { token = .comparison(.greaterOrEqual); position += 2 } else { token = .comparison(.greater); position += 1 }
        case UInt8(ascii: "&"):
            guard next == UInt8(ascii: "&") else { throw Problem(message: "'&' is not an operator; write '&&' for 'and'", range: start..<start + 1) }
            token = .and; position += 2
        case UInt8(ascii: "|"):
            guard next == UInt8(ascii: "|") else { throw Problem(message: "'|' is not an operator; write '||' for 'or'", range: start..<start + 1) }
            token = .or; position += 2
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            token = .text(try quoted(quote: byte))
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            token = try numberToken()
        default:
            guard Self.startsName(byte) else {
                let length = Self.scalarLength(byte)
                let character = String(decoding: bytes[start..<min(start + length, bytes.count)], as: UTF8.self)
                throw Problem(message: "unexpected '\(character)' in a condition", range: start..<min(start + length, bytes.count))
            }
            while position < bytes.count, Self.continuesName(bytes[position]) { position += 1 }
            token = .name(String(decoding: bytes[start..<position], as: UTF8.self))
        }
        tokenRange = start..<position
    }

    /// A string in single or double quotes; a backslash takes the next character as it is.
    private mutating func quoted(quote: UInt8) throws -> String {
        let start = position
        position += 1
        var text: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            if bytes[position] == UInt8(ascii: "\\"), position + 1 < bytes.count { position += 1 }
            text.append(bytes[position])
            position += 1
        }
        guard position < bytes.count else {
            throw Problem(
                message: "the string is not closed: expected a closing \(quote == UInt8(ascii: "\"") ? "\"" : "'")", range: start..<start + 1)
        }
        position += 1
        return String(decoding: text, as: UTF8.self)
    }

    private mutating func numberToken() throws -> Token {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        var digits = 0, dots = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
            if bytes[position] == UInt8(ascii: ".") { dots += 1 } else { digits += 1 }
            position += 1
        }
        let written = String(decoding: bytes[start..<position], as: UTF8.self)
        guard digits > 0, dots <= 1, let value = Double(written), value.isFinite, position - start <= 40 else {
            throw Problem(message: "'\(written.prefix(40))' is not a number", range: start..<position)
        }
        if position < bytes.count, Self.startsName(bytes[position]) {
            throw Problem(message: "a name cannot start with a digit", range: start..<position + 1)
        }
        return .number(value, isInteger: dots == 0)
    }

    private static func startsName(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func continuesName(_ byte: UInt8) -> Bool {
        startsName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The length of the UTF-8 sequence a lead byte starts, so a message quotes a whole character.
    private static func scalarLength(_ byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
