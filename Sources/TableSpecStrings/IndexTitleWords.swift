/// Which section index titles are words, and so are localized.
///
/// A single character (a letter, `#`, a digit, a symbol or an emoji) is a position in an
/// alphabet, not text to translate: the index of a contacts list shows `A` in every language.
/// A title of two or more characters with at least one letter (`Favourites`, `Top`) is a word.
public enum IndexTitleWords {
    public static func isWord(_ title: String) -> Bool {
        title.count >= 2 && title.contains { $0.isLetter }
    }
}
