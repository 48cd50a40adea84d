/// Which plural form a whole number takes in a language, by CLDR's cardinal rules (CLDR 49, the
/// data ICU, and so Foundation, formats a String Catalog's plural variations with). The preview
/// picks a plural text's form with it, for the table's source language.
///
/// Only whole numbers are asked about: a plural text is chosen by an `Int` field, so the rules'
/// operands for fractions (`v`, `f`, `t`) are always zero and the rules here are what is left.
/// `TableSpecRuntime`'s `TablePluralRules` carries the same rules into the app, for tables without
/// a String Catalog; the tests check both against CLDR's data and against each other.
public enum PluralRules {
    /// The category of `number` in `language` (a BCP 47 code: `en`, `pt-PT`, `zh-Hans`). A
    /// language without rules here is read as English (one for 1, other for the rest).
    public static func category(of number: Int, language: String) -> PluralCategory {
        let n = number.magnitude
        let mod10 = n % 10, mod100 = n % 100
        switch rule(for: language) {
        case .otherOnly: return .other
        case .oneForOne: return n == 1 ? .one : .other
        case .oneForZeroAndOne: return n <= 1 ? .one : .other
        case .romance: return n == 1 ? .one : million(n) ? .many : .other
        case .frenchOrBrazilian: return n <= 1 ? .one : million(n) ? .many : .other
        case .eastSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .westSouthSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .other
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .czech: return n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case .lithuanian:
            if (11...19).contains(mod100) { return .other }
            return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
        case .latvian: return mod10 == 0 || (11...19).contains(mod100) ? .zero : mod10 == 1 && mod100 != 11 ? .one : .other
        case .romanian: return n == 1 ? .one : n == 0 || (1...19).contains(mod100) ? .few : .other
        case .slovenian: return mod100 == 1 ? .one : mod100 == 2 ? .two : (3...4).contains(mod100) ? .few : .other
        case .arabic:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
            }
        case .hebrew, .oneTwo: return n == 1 ? .one : n == 2 ? .two : .other
        case .irish: return n == 1 ? .one : n == 2 ? .two : (3...6).contains(n) ? .few : (7...10).contains(n) ? .many : .other
        case .welsh: return [0: .zero, 1: .one, 2: .two, 3: .few, 6: .many][n] ?? .other
        case .icelandicOrMacedonian: return mod10 == 1 && mod100 != 11 ? .one : .other
        case .filipino: return [4, 6, 9].contains(mod10) ? .other : .one
        case .maltese:
            if n == 1 { return .one }
            if n == 2 { return .two }
            return n == 0 || (3...10).contains(mod100) ? .few : (11...19).contains(mod100) ? .many : .other
        case .scottishGaelic:
            if n == 1 || n == 11 { return .one }
            if n == 2 || n == 12 { return .two }
            return (3...10).contains(n) || (13...19).contains(n) ? .few : .other
        }
    }

    /// The ways CLDR's languages choose among their forms, for whole numbers.
    enum Rule {
        case otherOnly, oneForOne, oneForZeroAndOne, romance, frenchOrBrazilian, eastSlavic, westSouthSlavic, polish, czech,
            lithuanian, latvian, romanian, slovenian, arabic, hebrew, oneTwo, irish, welsh, icelandicOrMacedonian, filipino, maltese, scottishGaelic
    }

    /// The languages each rule is CLDR's rule for; the rest are `oneForOne`.
    static let languages: [(Rule, Set<String>)] = [
        (
            .otherOnly,
            [
                "bm", "bo", "dz", "hnj", "id", "ig", "ii", "ja", "jbo", "jv", "kde", "kea", "km", "ko", "lkt", "lo", "ms", "my",
                "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "wo", "yo", "yue", "zh",
            ]
        ),
        (
            .oneForZeroAndOne,
            [
                "ak", "am", "as", "bho", "bn", "doi", "fa", "ff", "gu", "guw", "hi", "hy", "kab", "kn", "ln", "mg", "nso",
                "pa", "pcm", "si", "ti", "vi", "wa", "zu",
            ]
        ),
        (.romance, ["ca", "es", "it", "pt-PT", "vec"]),
        (.frenchOrBrazilian, ["fr", "pt"]),
        (.eastSlavic, ["be", "ru", "uk"]),
        (.westSouthSlavic, ["bs", "hr", "sh", "sr"]),
        (.polish, ["pl"]),
        (.czech, ["cs", "sk"]),
        (.lithuanian, ["lt"]),
        (.latvian, ["lv", "prg"]),
        (.romanian, ["mo", "ro"]),
        (.slovenian, ["dsb", "hsb", "sl"]),
        (.arabic, ["ar", "ars"]),
        (.hebrew, ["he", "iw"]),
        (.oneTwo, ["iu", "naq", "sat", "se", "sma", "smi", "smj", "smn", "sms"]),
        (.irish, ["ga"]),
        (.welsh, ["cy"]),
        (.icelandicOrMacedonian, ["is", "mk"]),
        (.filipino, ["fil", "tl"]),
        (.maltese, ["mt"]),
        (.scottishGaelic, ["gd"]),
    ]

    /// The rule for a language code: `pt-PT` has its own, every other region and script takes
    /// its language's (`zh-Hans` is `zh`, `en-GB` is `en`).
    static func rule(for language: String) -> Rule {
        let code = language.replacing("_", with: "-")
        let base = code.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        let full = code.lowercased() == "pt-pt" ? "pt-PT" : base
        return languages.first { $0.1.contains(full) }?.0 ?? .oneForOne
    }

    /// French, Spanish, Italian, Portuguese and Catalan say "de" before a round million
    /// ("1 million de fichiers"), and CLDR gives those numbers the form `many`.
    private static func million(_ n: UInt) -> Bool {
        n != 0 && n % 1_000_000 == 0
    }
}
