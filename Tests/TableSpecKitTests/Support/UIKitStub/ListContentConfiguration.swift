// Content configurations (iOS 14): how a cell shows its text, secondary text and image without
// touching `textLabel`, `detailTextLabel` or `imageView`. See UIKit.swift for how the stub is built.
//
// Isolation as the SDK has it: the configuration structs and `UIContentConfiguration` are not
// main-actor isolated (a configuration is a value), only `makeContentView()` is; the cell's
// `contentConfiguration` and `defaultContentConfiguration()` are main-actor isolated, and they are
// members of a Swift extension, so a subclass cannot override them.
#if UIKIT_STUB
import Foundation

/// iOS 14. A value that describes a content view's content and styling.
public protocol UIContentConfiguration {
    @MainActor func makeContentView() -> any UIView & UIContentView
    func updated(for state: any UIConfigurationState) -> Self
}

/// iOS 14. A view that shows a content configuration.
@MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
}

/// iOS 14. The state a configuration is updated for.
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}

/// iOS 14. A cell's state: the view's traits plus selection, highlight, editing and swipe.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    public var isDisabled: Bool = false
    public var isHighlighted: Bool = false
    public var isSelected: Bool = false
    public var isFocused: Bool = false
    public var isEditing: Bool = false
    public var isExpanded: Bool = false
    public var isSwiped: Bool = false
    public var isReordering: Bool = false

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// iOS 14. The system's list content: text, secondary text and an image, laid out and styled
/// like the built-in cell styles.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    // The styles. `cell()`, `subtitleCell()` and `valueCell()` stand for the `default`,
    // `subtitle` and `value1` cell styles; there is no configuration for `value2`.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func plainHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func plainFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func groupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func groupedFooter() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 15.0, *)
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 15.0, *)
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS, introduced: 14.0, deprecated: 18.0)
    public static func sidebarHeader() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 18.0, *)
    public static func header() -> UIListContentConfiguration { UIListContentConfiguration() }
    @available(iOS 18.0, *)
    public static func footer() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// Not UIKit's: configurations come from the style functions above or from
    /// `defaultContentConfiguration()`; the SDK has no public initializer.
    private init() {}

    public var image: UIImage?
    public var imageProperties = UIListContentConfiguration.ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = UIListContentConfiguration.TextProperties()
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = UIListContentConfiguration.TextProperties()

    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var prefersSideBySideTextAndSecondaryText: Bool = false
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0
    public var textToSecondaryTextVerticalPadding: CGFloat = 0

    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

extension UIListContentConfiguration {
    /// How the image is sized, placed and tinted.
    public struct ImageProperties: Hashable {
        /// The width or height that means "the system's size for a symbol image" in
        /// `reservedLayoutSize`, so that images of different widths line up.
        public static let standardDimension: CGFloat = -1

        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors: Bool = false

        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { tintColor }

        init() {}
    }

    /// How a text is styled. `font` and `color` are not optional.
    public struct TextProperties: Hashable {
        /// List content aligns text naturally, centered or justified: there is no `left` or `right`.
        public enum TextAlignment: Hashable, Sendable {
            case natural
            case center
            case justified
        }

        public enum TextTransform: Hashable, Sendable {
            case none
            case uppercase
            case lowercase
            case capitalized
        }

        public var font: UIFont = UIFont()
        public var color: UIColor = UIColor()
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        public var transform: UIListContentConfiguration.TextProperties.TextTransform = .none
        public var numberOfLines: Int = 0
        public var adjustsFontForContentSizeCategory: Bool = true
        public var adjustsFontSizeToFitWidth: Bool = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation: Bool = true
        public var showsExpansionTextWhenTruncated: Bool = false

        public func resolvedColor() -> UIColor { color }

        init() {}
    }
}

/// iOS 14. The view that shows a `UIListContentConfiguration`.
@MainActor
open class UIListContentView: UIView, UIContentView {
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIKit stub: type-check only")
    }

    open var configuration: any UIContentConfiguration
}

extension UITableViewCell {
    /// iOS 15. The closure type of `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// iOS 14. The content the cell shows. Setting it replaces `contentView` with a new one made from the
    /// configuration, or applies the configuration to the current one when that view can take it; so a
    /// custom cell that lays out its own subviews must not have one set.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    /// iOS 14. A configuration styled for this cell's table style, without content.
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration.cell() }

    /// iOS 14.
    public var configurationState: UICellConfigurationState { UICellConfigurationState(traitCollection: traitCollection) }
}
#endif
