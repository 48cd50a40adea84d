/// A look a generated `#Preview` shows a table in. Xcode's canvas shows a file's previews side by side, so a
/// change to the spec is seen at once in the appearance the canvas chooses, in Dark Mode, and at an
/// accessibility text size, where a `value1` cell's detail wraps under its text and long headers break.
public nonisolated enum TablePreviewAppearance: Sendable, CaseIterable {
    /// As the canvas shows it: its own appearance and text size.
    case standard
    /// Dark Mode (`UIUserInterfaceStyle.dark`, SwiftUI's `ColorScheme.dark`).
    case dark
    /// Accessibility XL text (`UIContentSizeCategory.accessibilityExtraLarge`, SwiftUI's
    /// `DynamicTypeSize.accessibility3`): the middle of the accessibility sizes, large enough to show every
    /// place a layout that assumes one line breaks.
    case largeText
}
