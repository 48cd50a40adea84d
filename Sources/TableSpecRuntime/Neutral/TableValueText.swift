/// A stepper's detail written around its value (the spec's `detail: "{textSize} pt"`): the text before and after
/// the number. In a localized table it is one string of the catalog, whose format string has the number as its
/// argument (`%lld pt`), so that a translator can move the number and give plural forms; the row shows it again
/// at each change of the value.
public nonisolated struct TableValueText<Table: TableDefinition>: Equatable, Sendable {
    /// The spec's text before the value.
    public let before: String
    /// The spec's text after the value.
    public let after: String
    /// The key of the string in the table's catalog, for a localized table.
    private let key: StaticString?
    private let comment: StaticString
    /// Plural forms other than the one written by `before` and `after` (the `other` form), for a table that is
    /// not localized: `detail: { one: "{keepDays} day", other: "{keepDays} days" }`. A localized table's catalog
    /// holds them as plural variations instead.
    public let forms: [Form]
    /// The language whose plural rules choose among `forms`.
    public let language: String

    /// A plural form: its CLDR category (`one`, `few`, …) and the text around the value.
    public nonisolated struct Form: Equatable, Sendable {
        public let category: String
        public let before: String
        public let after: String

        public init(_ category: String, before: String = "", after: String = "") {
            self.category = category
            self.before = before
            self.after = after
        }

        /// The forms as a generated row spells them: `forms: [.one(after: " day")]`.
        public static func zero(before: String = "", after: String = "") -> Self { Self("zero", before: before, after: after) }
        public static func one(before: String = "", after: String = "") -> Self { Self("one", before: before, after: after) }
        public static func two(before: String = "", after: String = "") -> Self { Self("two", before: before, after: after) }
        public static func few(before: String = "", after: String = "") -> Self { Self("few", before: before, after: after) }
        public static func many(before: String = "", after: String = "") -> Self { Self("many", before: before, after: after) }
    }

    /// The detail of a table that is not localized.
    public init(before: String = "", after: String = "", forms: [Form] = [], language: String = "en") {
        self.before = before
        self.after = after
        self.key = nil
        self.comment = ""
        self.forms = forms
        self.language = language
    }

    /// The detail of a localized table, as the catalog's string with `key` has it.
    public init(_ key: StaticString, before: String = "", after: String = "", comment: StaticString) {
        self.before = before
        self.after = after
        self.key = key
        self.comment = comment
        self.forms = []
        self.language = ""
    }

    /// The detail as a generated row spells it in a table that is not localized: `.text(after: " pt")`.
    public static func text(before: String = "", after: String = "", forms: [Form] = [], language: String = "en") -> Self {
        Self(before: before, after: after, forms: forms, language: language)
    }

    /// The detail as a generated row spells it in a localized table, with the catalog's key and comment:
    /// `.localized("General.textSize.detail", after: " pt", comment: "…")`.
    public static func localized(_ key: StaticString, before: String = "", after: String = "", comment: StaticString) -> Self {
        Self(key, before: before, after: after, comment: comment)
    }

    /// The detail showing `value`: a whole number as the format's integer argument (`%lld`, which plural rules
    /// read), any other number as its shortest text.
    public func text(showing value: TableValue) -> TableText<Table> {
        if case .int(let number) = value, key == nil, !forms.isEmpty {
            let category = TablePluralRules.category(of: number, language: language)
            if let form = forms.first(where: { $0.category == category }) {
                return TableText(form.before + String(number) + form.after)
            }
        }
        var parts: [LocalizableValue.Part] = []
        if !before.isEmpty { parts.append(.literal(before)) }
        if case .int(let number) = value {
            parts.append(.integer(number))
        } else {
            parts.append(.string(value.displayText ?? ""))
        }
        if !after.isEmpty { parts.append(.literal(after)) }
        let text = LocalizableValue(parts: parts)
        guard let key else {
            return TableText(text.text)
        }
        return TableText(localized: TableLocalizedText(key, defaultValue: text, comment: comment))
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.before == rhs.before && lhs.after == rhs.after && lhs.forms == rhs.forms && lhs.language == rhs.language && sameKey(lhs.key, rhs.key)
    }

    /// Whether two keys have the same bytes: `StaticString` is not `Equatable`.
    private static func sameKey(_ lhs: StaticString?, _ rhs: StaticString?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let left?, let right?): left.withUTF8Buffer { left in right.withUTF8Buffer { left.elementsEqual($0) } }
        default: false
        }
    }
}
