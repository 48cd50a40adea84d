#if canImport(SwiftUI)
internal import SwiftUI

/// The strings the list shows. A string of the spec's is kept beside the text it gave the content
/// (`localizedText` beside `text`), so the list looks it up itself, in its own `\.locale`, as any SwiftUI text
/// is; a string the app set has no companion and is shown exactly as set, never taken for a key.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListText {
    /// A string of the spec's: from iOS 16, where `Text` takes a `LocalizedStringResource`, looked up in the
    /// view's `\.locale`; before, in the app's language, as UIKit shows it.
    static func text<Table>(_ localized: TableLocalizedText<Table>) -> Text {
        if #available(iOS 16, *) {
            return Text(localized.resource)
        }
        return Text(verbatim: localized.string)
    }

    /// A string of the content: the spec's while the content still keeps it beside the string, else the string
    /// the app set, verbatim.
    static func text<Table>(_ string: String?, _ localized: TableLocalizedText<Table>?) -> Text {
        if let localized {
            return text(localized)
        }
        return Text(verbatim: string ?? "")
    }

    /// A text of the spec's table (its title, the built-in delete's title): localized or as written.
    static func text<Table>(_ tableText: TableText<Table>) -> Text {
        text(tableText.string, tableText.localized)
    }
}

/// The table's header or footer (`content.header`, `content.footer`) as UIKit's `TableTextView` shows it: centred
/// footnote text in the secondary label colour, on the list's background and without separators, first or last
/// in the list. A List has no table header view, so it is a row of its own, outside every section.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListTextRow: View {
    let text: Text

    var body: some View {
        text
            .font(.footnote)
            .multilineTextAlignment(.center)
            .foregroundStyle(TableListColors.secondary)
            .frame(maxWidth: .infinity)
            .listRowBackground(Color.clear)
            .listRowSeparator(.hidden)
    }
}
#endif
