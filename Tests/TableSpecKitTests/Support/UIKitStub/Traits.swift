// Trait collections, Dynamic Type sizes, and observing trait changes (iOS 17). See UIKit.swift for
// how the stub is built.
#if UIKIT_STUB
import Foundation

/// A Dynamic Type size. A struct over `String`, as Swift imports it. Not main-actor isolated.
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, Comparable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted when the user changes the text size. The SDK declares it
    /// `nonisolated static let didChangeNotification: NSNotification.Name`.
    nonisolated public static let didChangeNotification = NSNotification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `userInfo` key of the new category in `didChangeNotification`.
    nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// iOS 11.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { false }
}

/// The traits of an interface environment. Not main-actor isolated in the SDK, and Sendable: a
/// trait collection is immutable.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }

    /// iOS 10.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init()
    }

    /// iOS 10.
    open var preferredContentSizeCategory: UIContentSizeCategory { .large }
}

/// A trait, as Swift sees one (iOS 17): a type with a default value, used as a key.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

/// iOS 17. `[UITrait]` lists the traits to observe in `registerForTraitChanges(_:handler:)`.
public typealias UITrait = any UITraitDefinition.Type

/// iOS 17. The Dynamic Type size as a trait.
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    public static let name = "PreferredContentSizeCategory"
    public static let identifier = "UITraitPreferredContentSizeCategory"
    public static let affectsColorAppearance = false
}

/// Views and view controllers: objects that have a trait collection.
@MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
}

/// iOS 17. The opaque token `registerForTraitChanges(_:handler:)` returns.
@MainActor
public protocol UITraitChangeRegistration: NSObjectProtocol {}

/// iOS 17. Objects that call back when their traits change; views and view controllers.
@MainActor
public protocol UITraitChangeObservable {}

extension UITraitChangeObservable {
    /// The closure `registerForTraitChanges(_:handler:)` calls with the object whose traits
    /// changed and its previous trait collection.
    public typealias TraitChangeHandler<TraitEnvironment: UITraitEnvironment> = (TraitEnvironment, UITraitCollection) -> Void

    /// iOS 17. Calls `handler` after any of `traits` changes.
    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait],
        handler: @escaping Self.TraitChangeHandler<TraitEnvironment>
    ) -> any UITraitChangeRegistration {
        _UIKitStubTraitChangeRegistration()
    }

    /// iOS 17.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

/// Not UIKit: the stub's token for `registerForTraitChanges`.
@MainActor
final class _UIKitStubTraitChangeRegistration: NSObject, UITraitChangeRegistration {}

extension UIView: UITraitEnvironment, UITraitChangeObservable {}
/// iOS 12. Light or dark appearance. Not main-actor isolated.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// iOS 17. Read and write access to trait values, as trait overrides give it.
@MainActor
public protocol UIMutableTraits {
    var userInterfaceStyle: UIUserInterfaceStyle { get set }
    var preferredContentSizeCategory: UIContentSizeCategory { get set }
}

/// iOS 17. The traits a view or view controller overrides for itself and everything below it.
@MainActor
public struct UITraitOverrides: UIMutableTraits {
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { .unspecified }
        set {}
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { .unspecified }
        set {}
    }
}

extension UIViewController {
    /// iOS 17. The traits this view controller overrides for itself, its views and its children.
    public var traitOverrides: UITraitOverrides {
        get { UITraitOverrides() }
        set {}
    }
}
#endif
