// Controls: UIControl with closure-based actions (iOS 14), UISwitch, UIButton (with a menu; its
// configuration, iOS 15, is in ButtonConfiguration.swift) and UIRefreshControl. The form controls
// are in FormControls.swift. See UIKit.swift for how the stub is built. All main-actor isolated,
// as in the SDK.
#if UIKIT_STUB
import Foundation

@MainActor
open class UIControl: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// iOS 14. Creates the control and adds `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
    }

    open var isEnabled: Bool = true
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var state: UIControl.State { .normal }

    /// iOS 14.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// iOS 14.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// iOS 14.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {}
    /// iOS 14.
    open func sendAction(_ action: UIAction) {}
    open func sendActions(for controlEvents: UIControl.Event) {}
    /// iOS 14. Whether the control's context menu (a button's `menu`) opens on a tap, as its
    /// primary action, instead of on a long press.
    open var showsMenuAsPrimaryAction: Bool = false
    /// iOS 14.
    open var isContextMenuInteractionEnabled: Bool = false
}

extension UIControl {
    /// The events a control sends actions for. The raw values are the SDK's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// iOS 9. A button's tap, a switch's toggle.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// iOS 14.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}

/// An on/off switch. It sends `.valueChanged` (and, on iOS 14 and later, `.primaryActionTriggered`)
/// when the user flips it; setting `isOn` or calling `setOn(_:animated:)` sends nothing.
@MainActor
open class UISwitch: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var isOn: Bool = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) {}
}

/// A button; only what a table's cells or headers could use.
@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        /// iOS 13.
        case close = 7
        public static var roundedRect: UIButton.ButtonType { .system }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    /// iOS 14.
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
    }

    open var titleLabel: UILabel? { nil }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    open func title(for state: UIControl.State) -> String? { nil }
    /// iOS 14. `@NSCopying` in the SDK (the stub's menu elements are not `NSCopying`).
    open var menu: UIMenu?
    /// iOS 15. With a menu shown as the primary action, the button keeps the chosen element
    /// (`state` `.on`) and shows its title: a pop-up button. Without a menu, a tap toggles
    /// `isSelected`.
    open var changesSelectionAsPrimaryAction: Bool = false
}

/// iOS 6. The pull-to-refresh control of a scroll view (`UIScrollView.refreshControl`, iOS 10).
/// Pulling down shows its spinner and sends `.valueChanged`; the app calls `endRefreshing()` when
/// its data is up to date. `beginRefreshing()` shows the spinner for a refresh the app started.
@MainActor
open class UIRefreshControl: UIControl {
    /// The designated initializer: the control sizes itself, and the scroll view places it.
    /// (UIView's `init()` is a convenience initializer, so this one needs no `override`.)
    public init() {
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the spinner is showing: between the pull (or `beginRefreshing()`) and
    /// `endRefreshing()`.
    open var isRefreshing: Bool { false }
    /// Text under the spinner; nil by default.
    open var attributedTitle: NSAttributedString?

    open func beginRefreshing() {}
    open func endRefreshing() {}
}
#endif
