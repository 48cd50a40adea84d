#if canImport(SwiftUI)
public import SwiftUI

@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableList {
    /// The list as a generated `#Preview` shows it: owning `content`, inside a `NavigationStack`, so the
    /// list has its title, toolbar and search field, and a row that opens a table pushes its view as it
    /// would in the app.
    @available(iOS 17.0, *)
    @ViewBuilder
    public static func preview(_ content: TableContent<Table>, appearance: TablePreviewAppearance = .standard) -> some View {
        let stack = NavigationStack { TableList(initialContent: content) }
        switch appearance {
        case .standard:
            stack
        case .dark:
            stack.preferredColorScheme(.dark)
        case .largeText:
            stack.dynamicTypeSize(.accessibility3)
        }
    }
}
#endif
