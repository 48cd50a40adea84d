#if canImport(UIKit)
public import UIKit

extension TableViewController {
    /// The table's screen as a generated `#Preview` shows it: a `TableViewController` showing `content`,
    /// in a navigation controller, so the screen has its title and search field, and a row that opens a
    /// table pushes it as it would in the app; the look is set through trait overrides (iOS 17), which
    /// reach every view controller the navigation controller pushes.
    @available(iOS 17.0, *)
    public static func preview(_ content: TableContent<Table>, appearance: TablePreviewAppearance = .standard) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: TableViewController(content: content))
        switch appearance {
        case .standard:
            break
        case .dark:
            navigation.traitOverrides.userInterfaceStyle = .dark
        case .largeText:
            navigation.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        }
        return navigation
    }
}
#endif
