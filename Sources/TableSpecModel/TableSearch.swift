internal import Foundation

/// A query typed into the table's search field (`search`), as a preview runs it (`preview --search TEXT`, `--scope
/// KEY`): a row is kept when every word of the query occurs in one of the texts `search.fields` names, ignoring case
/// and accents, so "sao" finds "São Tomé". Which texts those are: the row's `text` and `detail` (as shown, a dynamic
/// row's from its prototype's templates), and for a row made from an item, the item's values of the model fields
/// named.
///
/// The runtime searches with a matcher of its own, made for speed; this one leans on Foundation's comparison, which
/// defines what "ignoring case and accents" means for both.
public struct TableSearch: Sendable {
    /// What the query is matched against.
    public var fields: ResolvedSearch
    /// The query's words, split at white space. A query without words keeps every row, as an empty search field
    /// shows the whole table.
    public var words: [String]
    /// The declared section the chosen scope limits the search to: a scope whose key is a section's id. Nil looks
    /// in every section.
    public var section: Int?

    public init(_ fields: ResolvedSearch, text: String, scope: String?) {
        self.fields = fields
        words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        section = scope.flatMap { key in fields.scopes.first { $0.key == key }?.section }
    }

    /// Whether the search looks in the declared section at `position`.
    public func looks(inSection position: Int) -> Bool {
        section.map { $0 == position } ?? true
    }

    /// Whether every word of the query occurs in one of `texts`.
    public func matches(_ texts: [String]) -> Bool {
        words.allSatisfy { word in
            texts.contains { $0.range(of: word, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
    }

    /// Whether `row` is kept: its text and detail as the fields say, and for a row made from `item` of `model`, the
    /// values of the model's fields the search names.
    public func matches(_ row: ResolvedRow, item: SampleItem? = nil, model: ResolvedModel? = nil) -> Bool {
        guard !words.isEmpty else { return true }
        var texts: [String] = []
        if fields.searchesText, let text = row.text { texts.append(text) }
        if fields.searchesDetail, let detail = row.detail { texts.append(detail) }
        if let item, let model {
            for field in fields.modelFields[model.name] ?? [] {
                guard let position = model.fields.firstIndex(of: field), case .string(let value) = item[position] else { continue }
                texts.append(value)
            }
        }
        return matches(texts)
    }
}
