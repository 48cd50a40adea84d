import Foundation
import Testing
@testable import TableSpecStringCatalog

/// The String Catalog's key order against Foundation's own `localizedStandardCompare`, which is
/// what Xcode sorts with (ICU collation, on Linux as on macOS).
@Suite("Catalog key order")
struct StandardOrderTests {
    /// Foundation's order, the reference.
    static func foundationPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.localizedStandardCompare(rhs) == .orderedAscending
    }

    @Test("the orders measured in Xcode's catalogs: numbers by value, letters without case, language codes")
    func measuredCases() {
        let pairs: [(String, String)] = [
            ("Vitamin B6", "Vitamin B12"), ("row2", "row10"), ("Advanced Settings", "AI Assistants"),
            ("zh-Hans", "zh-HK"), ("en", "en-GB"), ("pt-BR", "pt-PT"), ("Item 9", "item 10"),
            ("a1b", "a1B"), ("a1B", "a01b"), ("a001b", "A01b"), ("x1y02", "x01y2"),
            ("ok", "OK"), ("e", "é"), ("Apfel", "Äpfel"), ("ae", "æble"), ("strasse", "straße"), ("straße", "strasze"),
            ("_x", "-x"), ("#tag", "%@ items"), ("~", "$"), ("$", "1"), ("a b", "a1b"), ("a1b", "ab"),
            ("z", "Ω"), ("Ω", "Я"), ("Я", "שלום"), ("שלום", "مرحبا"), ("한국", "かな"), ("かな", "カナ"), ("カナ", "中"),
            ("Settings.row.2", "Settings.row.10"), ("Ｆ", "ﬁ"), ("f", "Ｆ"),
            // Pairs in this order in catalogs Xcode saved (apps' keys of these shapes).
            ("–", "..."), ("「%@」", "/"), (")", "%@ Section"), ("none", "None"), ("5min", "10min"), ("zh-Hant", "zh-HK"),
            ("few", "many"), ("one", "other"), ("other", "zero"), ("ipad", "mac"), ("· %@ ×%lld", "「%@」"), ("%@ / %@", "%@ %@"),
        ]
        for (lhs, rhs) in pairs {
            #expect(StandardOrder.precedes(lhs, rhs), "\(lhs) before \(rhs)")
            #expect(!StandardOrder.precedes(rhs, lhs), "not \(rhs) before \(lhs)")
            #expect(Self.foundationPrecedes(lhs, rhs), "Foundation puts \(lhs) before \(rhs)")
        }
        #expect(!StandardOrder.precedes("same", "same"))
    }

    /// The characters the order claims to agree on: ASCII (letters of both cases, digits,
    /// every mark), accented Latin letters with one accent per base, and letters of the scripts
    /// catalogs are written in.
    static let alphabet: [String] = {
        var characters = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        characters += ["é", "Ä", "ö", "Ü", "ñ", "ç", "ß", "æ", "ł", "ı", "Ø", "É", "α", "Σ", "ω", "д", "Я", "ж",
                       "ש", "א", "م", "ب", "न", "क", "ก", "ა", "Բ", "한", "가", "か", "カ", "あ", "中", "日", "本",
                       "Ｆ", "１", "\u{A0}", "\u{200B}", "–", "—", "…", "“", "”", "«", "»", "·", "「", "」", "•", "€", "£", "×", "÷",
                       "→", "★", "、", "。", "©", "°"]
        return characters
    }()

    @Test("agrees with Foundation on 20,000 pairs of strings drawn from digits, case, punctuation, accents and eleven scripts")
    func agreesWithFoundation() {
        var random = SplitMix64(seed: 0x5_7A_4D_A2D)
        var disagreements: [String] = []
        func word() -> String {
            // Shared prefixes make the later levels matter: most pairs differ late or only in case.
            var text = ["", "row", "Item ", "a", "Settings."][random.next(upTo: 5)]
            for _ in 0..<random.next(upTo: 5) + 1 { text += Self.alphabet[random.next(upTo: Self.alphabet.count)] }
            return text
        }
        for _ in 0..<20_000 {
            let lhs = word()
            var rhs = lhs
            switch random.next(upTo: 3) {
            case 0: rhs = word()
            case 1: rhs = random.next(upTo: 2) == 0 ? lhs.uppercased() : lhs.lowercased()
            default: rhs += Self.alphabet[random.next(upTo: Self.alphabet.count)]
            }
            if StandardOrder.precedes(lhs, rhs) != Self.foundationPrecedes(lhs, rhs) || StandardOrder.precedes(rhs, lhs) != Self.foundationPrecedes(rhs, lhs) {
                disagreements.append("\(lhs.debugDescription) \(rhs.debugDescription)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(30).joined(separator: ", "))")
    }

    @Test("the punctuation and symbol table is Foundation's order, as its generator wrote it")
    func markOrderIsFoundations() {
        let marks = MarkOrder.scalars.compactMap(Unicode.Scalar.init).map { String($0) }
        #expect(marks.count == Set(marks).count && marks.count > 1_000)
        let root = Locale(identifier: "")
        let sorted = marks.sorted { $0.compare($1, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: root) == .orderedAscending }
        #expect(sorted == marks, "regenerate with: swift Tests/TableSpecKitTests/Support/generate_mark_order.swift")
    }

    @Test("sorting works its keys out once and gives a total order")
    func sortedIsTotal() {
        let keys = ["b", "B", "a10", "a9", "a09", "é", "e", "E", "_", " ", "\u{0}x", "x"]
        let sorted = StandardOrder.sorted(keys, by: { $0 })
        #expect(sorted == keys.sorted(by: StandardOrder.precedes))
        #expect(sorted == keys.sorted(by: Self.foundationPrecedes))
        #expect(StandardOrder.sorted(keys.reversed(), by: { $0 }) == sorted, "the order does not depend on the input's")
    }
}
