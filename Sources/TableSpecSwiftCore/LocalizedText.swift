import SwiftCodeModel
import TableSpecModel
import TableSpecStrings

/// A localized string as generated code looks it up:
/// `String(localized: key, defaultValue: value, table: …, bundle: …, comment: …)`.
///
/// The spec's text is the default value, so the code shows it wherever the strings table has no
/// entry (the build plugin writes no catalog). A template's default value is a string
/// interpolation: Foundation turns it into the format string the catalog holds (`%lld items`)
/// and looks that up, so a translator's plural variations apply. Available from iOS 15.
package struct LocalizedText: Equatable {
    let entry: LocalizableString
    let localization: ResolvedLocalization

    /// The call, with each field read by `read` (`item.count`, or a name bound by `if let`).
    package func expression(reading read: (ModelField) -> SwiftExpression = { .member(.name(Constants.Local.item), $0.name) }) -> SwiftExpression {
        .call(
            .name(Constants.Swift.string),
            [
                SwiftArgument(Constants.Localized.localized, .string(entry.key)),
                SwiftArgument(Constants.Localized.defaultValue, defaultValue(reading: read)),
                SwiftArgument(Constants.Localized.table, .string(localization.table)),
                SwiftArgument(Constants.Localized.bundle, .path(Constants.Swift.bundlePrefix + localization.bundle.rawValue)),
                SwiftArgument(Constants.Localized.comment, .string(entry.comment)),
            ], multiline: true)
    }

    /// The string as the neutral part carries it, `LocalizedText(key, defaultValue: …, comment: …)`:
    /// a row or section keeps it beside its text, so a SwiftUI view can look the string up in its
    /// own locale (`TableSpecRuntime.TableLocalizedText`).
    package func value(
        names: RuntimeNames,
        reading read: (ModelField) -> SwiftExpression = { .member(.name(Constants.Local.item), $0.name) }
    ) -> SwiftExpression {
        .call(
            .name(names[.localizedText]),
            [
                SwiftArgument(nil, .string(entry.key)),
                SwiftArgument(Constants.Localized.defaultValue, defaultValue(reading: read)),
                SwiftArgument(Constants.Localized.comment, .string(entry.comment)),
            ], multiline: true)
    }

    /// The spec's text, or a template's interpolation.
    private func defaultValue(reading read: (ModelField) -> SwiftExpression) -> SwiftExpression {
        guard entry.isFormat else { return .string(entry.sourceValue) }
        return .interpolation(
            entry.parts.map { part in
                switch part {
                case .literal(let text): .text(text)
                // A Bool has no format specifier of its own: it shows as its text, `%@`.
                case .field(let field):
                    .value(field.type.base == .bool ? .call(.name(Constants.Swift.string), [SwiftArgument(nil, read(field))]) : read(field))
                }
            })
    }
}

extension GenerationContext {
    /// The lookup of the string with `key`, for a localized table; nil otherwise.
    package func localized(_ key: String?) -> LocalizedText? {
        guard let strings, let entry = strings[key] else { return nil }
        return LocalizedText(entry: entry, localization: strings.localization)
    }

    /// User-visible text as an expression: looked up at run time when the table is localized,
    /// else the spec's literal. Every Swift target shows its own texts (titles, table header
    /// and footer) through this.
    package func textExpression(_ value: String, key: String?) -> SwiftExpression {
        localized(key)?.expression() ?? .string(value)
    }

    /// The key of an index title leading to the declared section `section`: a word of the index
    /// map, or a section's own `indexTitle` with `index: auto`. Whether it is looked up is the
    /// strings table's call (`IndexTitleWords`).
    package func indexTitleKey(_ title: String, section: Int) -> String? {
        guard table.index?.isAutomatic == true else { return StringKeys.indexTitle(table.name, title) }
        let sections = table.sections
        return sections.indices.contains(section) && sections[section].indexTitle == title
            ? StringKeys.section(table.name, sections[section], .sectionIndexTitle) : nil
    }

    /// A text argument: looked up when the table is localized, else the literal.
    func text(_ value: String, key: String?) -> InitValue {
        localized(key).map(InitValue.localized) ?? .text(value)
    }
}
