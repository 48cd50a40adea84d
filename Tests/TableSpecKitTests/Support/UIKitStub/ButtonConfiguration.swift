// Button configurations (iOS 15): a button's title, image, layout and colors described as a value,
// the styles that make one, and the button API that takes it. See UIKit.swift for how the stub is
// built.
//
// As in the SDK, `UIButton.Configuration` is a value without isolation (a struct declared in a
// Swift extension of the main-actor class); the button's `configuration` property and
// `init(configuration:primaryAction:)` are main-actor isolated members of a Swift extension, so a
// subclass cannot override them.
#if UIKIT_STUB
import Foundation

extension UIButton {
    /// iOS 15. How a button looks: its style (from `plain()`, `filled()`...), title, image and its
    /// placement, insets and colors. Only the parts a table's buttons use are declared here.
    public struct Configuration: Hashable {
        /// Not UIKit's: configurations come from the style functions below; the SDK has no public
        /// initializer.
        private init() {}

        /// A transparent background.
        public static func plain() -> UIButton.Configuration { UIButton.Configuration() }
        public static func gray() -> UIButton.Configuration { UIButton.Configuration() }
        public static func tinted() -> UIButton.Configuration { UIButton.Configuration() }
        /// A background filled with the tint color.
        public static func filled() -> UIButton.Configuration { UIButton.Configuration() }
        public static func borderless() -> UIButton.Configuration { UIButton.Configuration() }
        public static func bordered() -> UIButton.Configuration { UIButton.Configuration() }
        public static func borderedTinted() -> UIButton.Configuration { UIButton.Configuration() }
        public static func borderedProminent() -> UIButton.Configuration { UIButton.Configuration() }

        public var title: String?
        public var subtitle: String?
        /// The distance between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var image: UIImage?
        /// The edge the image sits against: `.leading` (the default), `.trailing`, `.top` or
        /// `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the text.
        public var imagePadding: CGFloat = 0
        /// The distance from the button's edges to its content.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// The color of the title and image before the style transforms it; nil for the default.
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background: UIBackgroundConfiguration = .clear()
        /// Shows a spinner in place of the image.
        public var showsActivityIndicator: Bool = false
    }

    /// iOS 15. Creates a button that draws itself from `configuration`; `primaryAction` runs on
    /// `.primaryActionTriggered`, and its title and image fill the configuration's.
    @MainActor @preconcurrency
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
    }

    /// iOS 15. The configuration the button draws itself from; setting one opts into
    /// configuration-based drawing.
    @MainActor @preconcurrency
    public var configuration: UIButton.Configuration? {
        get { nil }
        set {}
    }
}
#endif
