// Layout values: edge insets, layout priorities and axes. See UIKit.swift for how the stub is built.
#if UIKIT_STUB
import Foundation

/// UIKit's edge insets in absolute directions (left and right).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

/// iOS 11. Edge insets that follow the layout direction (leading and trailing), which
/// `UIListContentConfiguration.directionalLayoutMargins` uses.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

/// The priority of a layout constraint, and of the fitting passed to
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
/// A struct over `Float`, as Swift imports it; the constants have the SDK's values.
public struct UILayoutPriority: Hashable, Equatable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UIView {
    /// The smallest size that satisfies a view's constraints. Imported from the Objective-C
    /// global `UILayoutFittingCompressedSize`, which has no actor isolation.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size that satisfies a view's constraints (`UILayoutFittingExpandedSize`).
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 0, height: 0)
}

/// iOS 13. Edges that follow the layout direction (leading and trailing), as an option set:
/// `UIButton.Configuration.imagePlacement` takes one of them.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var top: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 0) }
    public static var leading: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 1) }
    public static var bottom: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 2) }
    public static var trailing: NSDirectionalRectEdge { NSDirectionalRectEdge(rawValue: 1 << 3) }
    public static var all: NSDirectionalRectEdge { [.top, .leading, .bottom, .trailing] }
}

/// iOS 13. Axes, as an option set (`UIListContentConfiguration.axesPreservingSuperviewLayoutMargins`).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let horizontal = UIAxis(rawValue: 1 << 0)
    public static let vertical = UIAxis(rawValue: 1 << 1)
    public static let both: UIAxis = [.horizontal, .vertical]
}
#endif
