// Background configurations (iOS 14): the background of a cell, header, footer, button or
// content-unavailable view, described as a value. See UIKit.swift for how the stub is built.
//
// As in the SDK, the configuration is a value without isolation; the views' properties that take
// it are main-actor isolated.
#if UIKIT_STUB
import Foundation

/// iOS 14. A background's color, corner radius, insets, stroke and optional custom view, with
/// system styles for list cells, headers and footers.
public struct UIBackgroundConfiguration: Hashable {
    /// Not UIKit's: configurations come from the style functions below; the SDK has no public
    /// initializer.
    private init() {}

    /// A transparent background with no system styling.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// iOS 18. A header background that adopts the style of the list it is in.
    @available(iOS 18.0, *)
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// iOS 18. A footer background that adopts the style of the list it is in.
    @available(iOS 18.0, *)
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }

    /// A view drawn behind everything else; nil by default.
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// Nil means the tint color of the view the background is in.
    public var backgroundColor: UIColor?
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var image: UIImage?

    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}
#endif
