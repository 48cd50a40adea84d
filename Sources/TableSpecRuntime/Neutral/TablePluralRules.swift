/// Which plural form a count takes in a language, for tables without a String Catalog: a
/// prototype's `detail: { one: "{count} item", other: "{count} items" }` shows "1 item" and
/// "12 items" in English, and "21 файл" / "22 файла" / "25 файлов" with Russian forms.
///
/// A localized table never asks: its catalog holds the forms as plural variations and
/// Foundation chooses. These are CLDR's cardinal rules (CLDR 49, as ICU applies them) for
/// whole numbers, the only numbers a plural text is chosen by; a language without rules here
/// takes English's. The tool's previews choose with the same rules, and the tests check the two
/// against each other and against CLDR's data.
public nonisolated enum TablePluralRules {
    /// The text for `count`: the form of its category in `language`, else `other`.
    public static func text(
        for count: Int, language: String, zero: String? = nil, one: String? = nil, two: String? = nil,
        few: String? = nil, many: String? = nil, other: String
    ) -> String {
        switch category(of: count, language: language) {
        case "zero": zero ?? other
        case "one": one ?? other
        case "two": two ?? other
        case "few": few ?? other
        case "many": many ?? other
        default: other
        }
    }

    /// The CLDR category (`zero`, `one`, `two`, `few`, `many` or `other`) of `count` in `language`,
    /// a BCP 47 code such as `en`, `pt-PT` or `zh-Hans`.
    public static func category(of count: Int, language: String) -> String {
        let n = count.magnitude, ones = n % 10, hundreds = n % 100
        let teen = (11...19).contains(hundreds), slavicFew = (2...4).contains(ones) && !(12...14).contains(hundreds)
        let roundMillion = n > 0 && n % 1_000_000 == 0
        let lowered = String(language.lowercased().map { $0 == "_" ? "-" : $0 })
        let code = lowered == "pt-pt" ? lowered : String(lowered.prefix { $0 != "-" })
        switch code {
        case "bm", "bo", "dz", "hnj", "id", "ig", "ii", "ja", "jbo", "jv", "kde", "kea", "km", "ko", "lkt", "lo", "ms", "my",
            "nqo", "osa", "sah", "ses", "sg", "su", "th", "to", "tpi", "wo", "yo", "yue", "zh":
            return "other"
        case "ak", "am", "as", "bho", "bn", "doi", "fa", "ff", "gu", "guw", "hi", "hy", "kab", "kn", "ln", "mg", "nso",
            "pa", "pcm", "si", "ti", "vi", "wa", "zu":
            return n <= 1 ? "one" : "other"
        case "ca", "es", "it", "pt-pt", "vec": return n == 1 ? "one" : roundMillion ? "many" : "other"
        case "fr", "pt": return n <= 1 ? "one" : roundMillion ? "many" : "other"
        case "be", "ru", "uk": return ones == 1 && hundreds != 11 ? "one" : slavicFew ? "few" : "many"
        case "bs", "hr", "sh", "sr": return ones == 1 && hundreds != 11 ? "one" : slavicFew ? "few" : "other"
        case "pl": return n == 1 ? "one" : slavicFew ? "few" : "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "lt": return teen ? "other" : ones == 1 ? "one" : ones >= 2 ? "few" : "other"
        case "lv", "prg": return ones == 0 || teen ? "zero" : ones == 1 && hundreds != 11 ? "one" : "other"
        case "mo", "ro": return n == 1 ? "one" : n == 0 || (1...19).contains(hundreds) ? "few" : "other"
        case "dsb", "hsb", "sl": return hundreds == 1 ? "one" : hundreds == 2 ? "two" : (3...4).contains(hundreds) ? "few" : "other"
        case "ar", "ars":
            if n <= 2 { return ["zero", "one", "two"][Int(n)] }
            return (3...10).contains(hundreds) ? "few" : hundreds >= 11 ? "many" : "other"
        case "he", "iw", "iu", "naq", "sat", "se", "sma", "smi", "smj", "smn", "sms": return n == 1 ? "one" : n == 2 ? "two" : "other"
        case "ga": return n == 1 ? "one" : n == 2 ? "two" : (3...6).contains(n) ? "few" : (7...10).contains(n) ? "many" : "other"
        case "cy": return [0: "zero", 1: "one", 2: "two", 3: "few", 6: "many"][n] ?? "other"
        case "is", "mk": return ones == 1 && hundreds != 11 ? "one" : "other"
        case "fil", "tl": return [4, 6, 9].contains(ones) ? "other" : "one"
        case "mt": return n == 1 ? "one" : n == 2 ? "two" : n == 0 || (3...10).contains(hundreds) ? "few" : teen ? "many" : "other"
        case "gd": return [1, 11].contains(n) ? "one" : [2, 12].contains(n) ? "two" : (3...19).contains(n) ? "few" : "other"
        default: return n == 1 ? "one" : "other"
        }
    }
}
