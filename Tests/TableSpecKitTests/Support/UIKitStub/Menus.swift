// Actions, menus and context menus (iOS 13). See UIKit.swift for how the stub is built.
// Main-actor isolated, as in the SDK.
#if UIKIT_STUB
import Foundation

/// A closure-based action's handler. The SDK declares it without isolation; UIKit calls it on
/// the main thread.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu: an action or a submenu.
@MainActor
open class UIMenuElement: NSObject {
    open var title: String { "" }
    /// iOS 15.
    open var subtitle: String?
    open var image: UIImage? { nil }
}

extension UIMenuElement {
    /// How an element is drawn and whether it can be chosen. `UIAction.Attributes` names this
    /// type too (a nested type is found through the subclass).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red, for actions that destroy data.
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// iOS 16.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

/// A menu element that runs a closure.
@MainActor
open class UIAction: UIMenuElement {
    /// iOS 13. Every argument but the handler has a default.
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }

    open var identifier: UIAction.Identifier { UIAction.Identifier("") }
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes = []
    open var state: UIMenuElement.State = .off
    /// The object that sent the action, such as the `UISwitch` that was flipped; nil when the
    /// action did not come from a control.
    open var sender: Any? { nil }
}

extension UIAction {
    /// A struct over `String`, as Swift imports it.
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A menu: a title and a list of actions and submenus.
@MainActor
open class UIMenu: UIMenuElement {
    /// iOS 16 (the full form; the iOS 13 and 15 forms are this one with fewer arguments, and
    /// every argument has a default).
    public convenience init(
        title: String = "",
        subtitle: String? = nil,
        image: UIImage? = nil,
        identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [],
        preferredElementSize: UIMenu.ElementSize = .large,
        children: [UIMenuElement] = []
    ) {
        self.init()
    }

    open var identifier: UIMenu.Identifier { UIMenu.Identifier("") }
    open var options: UIMenu.Options { [] }
    open var children: [UIMenuElement] { [] }
}

extension UIMenu {
    public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        /// iOS 15.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// iOS 17.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// iOS 16.
    public enum ElementSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2
        /// iOS 17.
        case automatic = -1
    }
}

/// Returns the menu of a context menu, given the system's suggested elements.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Returns the view controller that previews a context menu's content; nil for the default.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// iOS 13. What a context menu shows: a preview and a menu, each from a closure UIKit calls when
/// the menu is about to appear.
@MainActor
open class UIContextMenuConfiguration: NSObject {
    public convenience init(
        identifier: (any NSCopying)? = nil,
        previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.init()
    }

    open var identifier: any NSCopying { NSString() }
}
#endif
