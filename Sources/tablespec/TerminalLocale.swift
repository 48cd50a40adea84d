/// Whether the terminal's locale can show Unicode frames. A C library takes the character
/// encoding from the first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty, and
/// with none of them set uses the C locale, which is ASCII; the preview follows the same rule,
/// as other terminal tools do, so `LANG=C` draws ASCII frames unless `--unicode` is given.
enum TerminalLocale {
    static func isUTF8(environment: [String: String]) -> Bool {
        guard let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else {
            return false
        }
        // language_TERRITORY.codeset@modifier: only the codeset names the encoding.
        guard let dot = locale.firstIndex(of: ".") else { return false }
        let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }.lowercased()
        return codeset == "utf-8" || codeset == "utf8"
    }
}
