internal import Foundation
import TableSpecDiagnostics
import TableSpecModel

/// A text field's `validate` rules, checked so that each can apply: lengths that leave room for a text, a
/// pattern that NSRegularExpression compiles and that cannot take exponential time on what a user types.
extension SpecValidator {
    /// The longest pattern read: a rule for one field, not a document.
    static let longestPattern = 1_000

    mutating func resolveValidation(_ declaration: ValidationDeclaration) -> FormValidation? {
        var usable = true
        if let minimum = declaration.minLength, let maximum = declaration.maxLength, minimum.value > maximum.value {
            error(
                "'minLength' \(minimum.value) is more than 'maxLength' \(maximum.value): no text could be valid", at: minimum.range,
                notes: [note("'maxLength' is set here", at: maximum.range)])
            usable = false
        }
        if let maximum = declaration.maxLength, maximum.value == 0 {
            error("'maxLength' 0 allows only an empty text; leave the field out, or allow at least one character", at: maximum.range)
            usable = false
        }
        if let pattern = declaration.pattern, let problem = Self.patternProblem(pattern.value) {
            error(problem, at: pattern.range)
            usable = false
        }
        guard usable else { return nil }
        return FormValidation(
            required: declaration.required?.value ?? false, minLength: declaration.minLength?.value,
            maxLength: declaration.maxLength?.value, pattern: declaration.pattern?.value, format: declaration.format?.value,
            minimum: declaration.numberRange?.value.minimum.value, maximum: declaration.numberRange?.value.maximum.value,
            message: declaration.message?.value)
    }

    /// Why a pattern cannot be used, or nil.
    static func patternProblem(_ pattern: String) -> String? {
        if pattern.isEmpty { return "'pattern' is empty; leave it out, or write the regular expression the text must match" }
        let length = pattern.count
        if length > longestPattern {
            return "'pattern' is \(length) characters long; a field's pattern is at most \(longestPattern)"
        }
        if let quantifier = nestedQuantifier(in: pattern) {
            return
                "'pattern' repeats a group that itself repeats ('\(quantifier)'): matching it can take time exponential in the text's length, and freeze the app; repeat the group or its contents, not both"
        }
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            return "'pattern' is not a regular expression NSRegularExpression accepts: \(ControlCharacters.escaped(pattern))"
        }
        return nil
    }

    /// A repeated group whose every part repeats or may be left out, such as `(a+)+` or `(\w+\s?)*`: the group
    /// can match one text in exponentially many ways, the shape behind catastrophic backtracking. A part that
    /// must appear once in each repetition (`([a-z]+\.)+`, the dot) keeps them apart, and is fine. Returns the
    /// group and its quantifier as written, or nil. Escapes and character classes are single parts.
    static func nestedQuantifier(in pattern: String) -> String? {
        let characters = Array(pattern)
        // Each open group: where it starts, whether a part of it repeats, and whether a part must appear once.
        var groups: [(start: Int, repeats: Bool, anchored: Bool)] = []
        var index = 0
        /// Records a part that ends before `next`: repeated, optional or exactly once, as its quantifier says.
        func part(endingBefore next: Int, repeats nestedRepeat: Bool = false) {
            guard !groups.isEmpty else { return }
            let quantifier = next < characters.count ? characters[next] : nil
            switch quantifier {
            case "*", "+", "{": groups[groups.count - 1].repeats = true
            case "?": if nestedRepeat { groups[groups.count - 1].repeats = true }
            default:
                if nestedRepeat { groups[groups.count - 1].repeats = true } else { groups[groups.count - 1].anchored = true }
            }
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 2
                part(endingBefore: index)
                continue
            case "[":
                var end = index + 1
                if end < characters.count, characters[end] == "^" { end += 1 }
                if end < characters.count, characters[end] == "]" { end += 1 }
                while end < characters.count, characters[end] != "]" { end += characters[end] == "\\" ? 2 : 1 }
                index = min(end + 1, characters.count)
                part(endingBefore: index)
                continue
            case "(":
                groups.append((index, false, false))
            case ")":
                guard let group = groups.popLast() else { break }
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if next == "*" || next == "+" || next == "{", group.repeats, !group.anchored {
                    return String(characters[group.start...(index + 1)])
                }
                part(endingBefore: index + 1, repeats: group.repeats)
            case "*", "+", "?", "{", "}", "|", "^", "$", ",":
                break
            case "0"..."9" where index > 0 && (characters[index - 1] == "{" || characters[index - 1] == "," || characters[index - 1].isNumber):
                break
            default:
                part(endingBefore: index + 1)
            }
            index += 1
        }
        return nil
    }
}
