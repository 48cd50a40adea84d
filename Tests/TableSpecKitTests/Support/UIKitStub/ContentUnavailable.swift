// Content-unavailable configurations (iOS 17): what a view controller shows in place of its
// content when there is none (empty, loading, no search results), and the view that draws it.
// See UIKit.swift for how the stub is built.
//
// Isolation as the SDK has it: the configuration and its state are values without isolation; the
// view and the view controller's `contentUnavailableConfiguration` are main-actor isolated. The
// view controller's `setNeedsUpdateContentUnavailableConfiguration()`,
// `updateContentUnavailableConfiguration(using:)` and `contentUnavailableConfigurationState` are
// overridable, so they are in the class itself (ViewController.swift);
// `contentUnavailableConfiguration` is a member of a Swift extension, so a subclass cannot
// override it.
#if UIKIT_STUB
import Foundation

/// iOS 17. An image, a text, a secondary text and up to two buttons that stand in for missing
/// content, in the system's styles for an empty screen, a loading one and a search without results.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// Not UIKit's: configurations come from `empty()`, `loading()` and `search()`; the SDK has
    /// no public initializer.
    private init() {}

    /// Nothing filled in: an empty state to customize.
    public static func empty() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
    /// A spinner, with room for a text.
    public static func loading() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }
    /// A search that found nothing; the text comes from the state's `searchText`.
    public static func search() -> UIContentUnavailableConfiguration { UIContentUnavailableConfiguration() }

    public var image: UIImage?
    public var imageProperties = UIContentUnavailableConfiguration.ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties = UIContentUnavailableConfiguration.TextProperties()
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties = UIContentUnavailableConfiguration.TextProperties()
    /// The primary button's look; its action is in `buttonProperties`.
    public var button: UIButton.Configuration = .plain()
    public var buttonProperties = UIContentUnavailableConfiguration.ButtonProperties()
    public var secondaryButton: UIButton.Configuration = .plain()
    public var secondaryButtonProperties = UIContentUnavailableConfiguration.ButtonProperties()
    public var background: UIBackgroundConfiguration = .clear()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextPadding: CGFloat = 0
    public var textToButtonPadding: CGFloat = 0
    public var buttonToSecondaryButtonPadding: CGFloat = 0

    @MainActor
    public func makeContentView() -> any UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIContentUnavailableConfiguration { self }
}

@available(iOS 17.0, *)
extension UIContentUnavailableConfiguration {
    /// How the image is sized and tinted. Only part of the SDK's properties are declared.
    public struct ImageProperties: Hashable {
        public var cornerRadius: CGFloat = 0
        /// Zero in a dimension leaves it unconstrained.
        public var maximumSize: CGSize = .zero

        init() {}
    }

    /// How a text is styled. `font` and `color` are not optional.
    public struct TextProperties: Hashable {
        public var font: UIFont = UIFont()
        public var color: UIColor = UIColor()
        /// 0 for no limit.
        public var numberOfLines: Int = 0
        public var adjustsFontSizeToFitWidth: Bool = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation: Bool = true

        init() {}
    }

    /// What a button does: its action or menu, and whether it is enabled.
    public struct ButtonProperties: Hashable {
        /// Runs on `.primaryActionTriggered`.
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        /// True by default.
        public var isEnabled: Bool = true

        init() {}
    }
}

/// iOS 17. The state a content-unavailable configuration is updated for: the traits, and the text
/// of the view controller's search, if any.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable {
    public var traitCollection: UITraitCollection
    /// By default the text of the view controller's search bar.
    public var searchText: String?

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }
}

/// iOS 17. The view that shows a content-unavailable configuration; a view controller makes one
/// itself for its `contentUnavailableConfiguration`.
@available(iOS 17.0, *)
@MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    /// A convenience initializer of a Swift extension in the SDK; designated here, as the stub's
    /// `UIListContentView` has it, so that `init()` and `init(frame:)`, which the documentation
    /// does not list for this class, are not inherited.
    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIKit stub: type-check only")
    }

    open var configuration: any UIContentConfiguration
    open var isScrollEnabled: Bool = true
}

extension UIViewController {
    /// iOS 17. What the view controller shows over its view in place of its content; nil for
    /// nothing. Usually a `UIContentUnavailableConfiguration`, set in
    /// `updateContentUnavailableConfiguration(using:)`.
    @available(iOS 17.0, *)
    @MainActor @preconcurrency
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }
}
#endif
