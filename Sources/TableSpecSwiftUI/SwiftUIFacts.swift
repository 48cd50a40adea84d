import SwiftCodeModel
import TableSpecModel
import TableSpecSwiftCore

/// What the SwiftUI generator asks of a table.
struct SwiftUIFacts {
    let context: GenerationContext
    var table: ResolvedTable { context.table }
    var name: String { table.name }
    /// The view's name: `SettingsView` shows `Settings`.
    var viewName: String { table.name + SwiftUIOutputTarget.viewSuffix }
    /// Whether the table is localized, so its strings are looked up in the view's locale.
    var isLocalized: Bool { context.strings != nil }
}
