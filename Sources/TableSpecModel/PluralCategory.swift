/// A CLDR plural category: which form of a text a number takes in a language. English has
/// `one` ("1 item") and `other` ("2 items"); Russian adds `few` and `many`; Arabic has all six.
/// A spec's plural text is keyed by these (`{ one: "{count} item", other: "{count} items" }`),
/// as a String Catalog's plural variations are.
public enum PluralCategory: String, CaseIterable, Comparable, Sendable {
    case zero, one, two, few, many, other

    /// In CLDR's order, the order Xcode lists a plural's forms in.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
