import Foundation
import Testing
@testable import TableSpecKit

/// `groupBy: initial` in the preview must group rows as the generated code does, and the generated
/// code uses Foundation's folding, which the tool no longer links. Every letter is compared.
@Suite("Row initials")
struct InitialFoldingTests {
    static func foundationInitial(_ text: String) -> String {
        guard let first = text.first, first.isLetter else { return "#" }
        return String(first).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).uppercased()
    }

    @Test("every letter gets Foundation's initial, precomposed and decomposed")
    func everyLetter() {
        var mismatches: [String] = []
        var count = 0
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), Character(scalar).isLetter else { continue }
            for text in [String(scalar) + "x", String(scalar).decomposedForTest + "x"] {
                let ours = TableContent.initial(of: text), theirs = Self.foundationInitial(text)
                if ours != theirs { count += 1 }
                if ours != theirs, mismatches.count < 40 {
                    mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(ours.unicodeScalars.map { String($0.value, radix: 16) }) vs Foundation \(theirs.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(count) differ:\n\(mismatches.joined(separator: "\n"))")
    }

    @Test("non-letters group under #", arguments: ["", "1st", " leading space", "#tag", "\u{301}mark first", "🙂 smile"])
    func hash(text: String) {
        #expect(TableContent.initial(of: text) == "#")
    }
}

private extension String {
    /// Canonical decomposition, through Foundation (the test may use it; the tool does not).
    var decomposedForTest: String { decomposedStringWithCanonicalMapping }
}
