// A stand-in for the slice of UIKit that TableSpec's generated code uses, so that generated code can
// be type-checked on Linux, where there is no UIKit. `UIKitStubCompiler` compiles this file as a
// module named `UIKit`, together with every other `.swift` file of this directory (each named for
// the part of UIKit it holds); inside the test target they compile to nothing (each file is behind
// `#if UIKIT_STUB`).
//
// Every declaration copies the iOS 18 SDK's Swift signature: argument labels, optionality,
// `throws`, result types, `open`/`public`, and `@MainActor` where the SDK has it. Bodies are
// placeholders: this module is only ever type-checked against, never run.
//
// Where Swift source cannot say what the SDK says, the nearest equivalent is used:
// - UIKit's `class let` constants (imported Objective-C globals) are `static let`.
// - `@objc optional` requirements do not exist without the Objective-C runtime. Required
//   requirements are plain requirements; every optional requirement is a requirement with a default
//   implementation in a protocol extension, so a conforming type may leave it out, as on iOS.
//   Built with `-D UIKIT_STUB_PROBE`, the optional requirements are left out of the protocols
//   altogether, so that a conformance probe (see `UIKitStubCompiler.conformanceProbe`) sees only
//   the methods a type really declares, as the Objective-C runtime would.
// - Deprecations that apply to every supported iOS version are `@available(*, deprecated)`, so
//   that they warn on Linux too (`@available(iOS, ...)` is ignored when compiling for Linux).
//   `@available(iOS N, *)` marks are kept as the SDK has them, for reading: when the generator
//   uses an API newer than its minimum iOS, it must be behind `if #available`, and the mark says
//   which version that is. Linux does not check them.
// - Where Apple has *announced* a deprecation that the SDK does not yet diagnose
//   (`API_TO_BE_DEPRECATED`), the stub deprecates outright, so that generated code which uses
//   such an API fails under `-warnings-as-errors`. This is stricter than the SDK on purpose.
// - `UIScrollView.delegate` is left out: UITableView redeclares `delegate` with a narrower type,
//   which Objective-C allows and a Swift override does not.
#if UIKIT_STUB
// Like the real UIKit, re-export Foundation: `import UIKit` alone gives IndexPath, CGFloat, NSObject.
@_exported import Foundation

// MARK: - Views

@MainActor
open class UIView: UIResponder {
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIView()` works on iOS through NSObject's `init()`, which Objective-C classes inherit.
    public override convenience init() {
        self.init(frame: .zero)
    }

    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var center: CGPoint = .zero
    open var autoresizingMask: UIView.AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var backgroundColor: UIColor?
    /// Implicitly unwrapped, as the SDK has it (`null_resettable`).
    open var tintColor: UIColor!
    open var isHidden: Bool = false
    open var alpha: CGFloat = 1
    open var isUserInteractionEnabled: Bool = true
    open var layoutMargins: UIEdgeInsets = .zero
    /// iOS 11.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets = .zero
    open var preservesSuperviewLayoutMargins: Bool = false
    open var superview: UIView? { nil }
    open var subviews: [UIView] { [] }
    /// UITraitEnvironment's requirement (see Traits.swift).
    open var traitCollection: UITraitCollection { UITraitCollection() }
    open var intrinsicContentSize: CGSize { .zero }

    open func addSubview(_ view: UIView) {}
    open func removeFromSuperview() {}
    open func sizeToFit() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { size }
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func invalidateIntrinsicContentSize() {}
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    /// iOS 8.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize,
        withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }

    // Auto Layout (the types are in FormControls.swift).
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// Resigns the first responder in this view's hierarchy; `force` resigns it even if it
    /// refuses. Discardable, as every imported Objective-C method's result is.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { false }
    /// iOS 9. The layout margins as a guide for constraints.
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    /// iOS 9. A width that is comfortable to read, inside the layout margins.
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    /// iOS 11.
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// iOS 9.
    open var layoutGuides: [UILayoutGuide] { [] }
    /// iOS 9.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    /// iOS 9.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {}
    /// iOS 9.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// iOS 6. The constraints this view holds.
    open var constraints: [NSLayoutConstraint] { [] }
    open func addConstraint(_ constraint: NSLayoutConstraint) {}
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {}
    open func removeConstraint(_ constraint: NSLayoutConstraint) {}
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {}
    /// iOS 6. Override to update constraints; call super last.
    open func updateConstraints() {}
    open func setNeedsUpdateConstraints() {}
    /// iOS 6. How strongly the view resists growing past its intrinsic size.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultLow }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// iOS 6. How strongly the view resists shrinking below its intrinsic size.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { .defaultHigh }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static var flexibleLeftMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 0) }
        public static var flexibleWidth: UIView.AutoresizingMask { .init(rawValue: 1 << 1) }
        public static var flexibleRightMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 2) }
        public static var flexibleTopMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 3) }
        public static var flexibleHeight: UIView.AutoresizingMask { .init(rawValue: 1 << 4) }
        public static var flexibleBottomMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 5) }
    }
}

@MainActor
open class UIScrollView: UIView {
    /// iOS 10. The pull-to-refresh control at the top of the content (see Controls.swift).
    open var refreshControl: UIRefreshControl?
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var attributedText: NSAttributedString?
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontSizeToFitWidth: Bool = false
    /// In the SDK this is UIContentSizeCategoryAdjusting's requirement, which UILabel adopts.
    open var adjustsFontForContentSizeCategory: Bool = false
}

@MainActor
open class UIImageView: UIView {
    open var image: UIImage?

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Declared by UIKit on iOS (NSText.h); swift-corelibs-foundation has no NSTextAlignment.
/// Raw values are the iOS ones (`center` and `right` differ on macOS).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

// MARK: - Colors, fonts, images (not main-actor isolated; Sendable in the SDK)

open class UIColor: NSObject, @unchecked Sendable {
    open class var label: UIColor { UIColor() }
    open class var secondaryLabel: UIColor { UIColor() }
    open class var clear: UIColor { UIColor() }
}

open class UIFont: NSObject, @unchecked Sendable {
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
}

extension UIFont {
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let footnote = UIFont.TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let subheadline = UIFont.TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let headline = UIFont.TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let title2 = UIFont.TextStyle(rawValue: "UICTFontTextStyleTitle2")
    }
}

open class UIImage: NSObject, @unchecked Sendable {
    public convenience init?(named name: String) { self.init() }
    public convenience init?(systemName name: String) { self.init() }
}

// MARK: - Accessibility (UIKit's informal protocol on NSObject)

extension NSObject {
    @MainActor public var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    @MainActor public var accessibilityLabel: String? {
        get { nil }
        set {}
    }

    /// The element's current value as VoiceOver reads it, such as "3 rows" or "50%".
    @MainActor public var accessibilityValue: String? {
        get { nil }
        set {}
    }

    /// iOS 18. Whether the element is expanded, collapsed, or neither (`.unsupported`, the
    /// default); VoiceOver reads it after the label.
    @available(iOS 18.0, *)
    @MainActor public var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus {
        get { .unsupported }
        set {}
    }

    /// iOS 3. What an element is to VoiceOver: a button, selected, a header.
    @MainActor public var accessibilityTraits: UIAccessibilityTraits {
        get { .none }
        set {}
    }
}

/// iOS 3. An option set of the characteristics of an accessibility element.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// Not enabled: does not respond to user interaction.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// The namespace of UIKit's accessibility constants and functions. A struct in the SDK (imported
/// as a namespace); it has no initializer a client can call.
public struct UIAccessibility {}

extension UIAccessibility {
    /// iOS 18. Whether an element that can show more content shows it. Raw values are the SDK's.
    @available(iOS 18.0, *)
    public enum ExpandedStatus: Int, Hashable, Sendable {
        case unsupported = 0
        case expanded = 1
        case collapsed = 2
    }
}

// MARK: - Index paths

extension IndexPath {
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// MARK: - Table view cells

@MainActor
open class UITableViewCell: UIView {
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// Inherited from UIView in the SDK (`initWithFrame:`); declared so `UITableViewCell()` works too.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // textLabel, detailTextLabel and imageView are API_TO_BE_DEPRECATED in the SDK ("Use
    // UIListContentConfiguration instead, this property will be deprecated in a future release."):
    // `@available(iOS, introduced: 3.0, deprecated: 100000, ...)`, which Swift does not diagnose.
    // Here they are deprecated outright, so code that touches them fails under
    // `-warnings-as-errors`: generated built-in-style cells use content configurations, and custom
    // cells must keep their own layout.
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var textLabel: UILabel? { nil }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var detailTextLabel: UILabel? { nil }
    @available(*, deprecated, message: "Use UIListContentConfiguration instead, this property will be deprecated in a future release.")
    open var imageView: UIImageView? { nil }

    open var contentView: UIView { UIView() }
    open var accessoryType: UITableViewCell.AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    open var reuseIdentifier: String? { storedReuseIdentifier }
    private var storedReuseIdentifier: String?
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var isEditing: Bool = false
    open var showsReorderControl: Bool = false
    open var shouldIndentWhileEditing: Bool = true
    open var indentationLevel: Int = 0

    open func prepareForReuse() {}
    open func setSelected(_ selected: Bool, animated: Bool) {}
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {}
    open func setEditing(_ editing: Bool, animated: Bool) {}

    /// iOS 14. Asks UIKit to call `updateConfiguration(using:)` (and the update handler) again.
    open func setNeedsUpdateConfiguration() {}
    /// iOS 14. Overridden by cells that restyle themselves for a state (selected, highlighted,
    /// editing); see ListContentConfiguration.swift for `UICellConfigurationState`.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// iOS 15. Called after `updateConfiguration(using:)`, for cells that are not subclassed.
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?
}

extension UITableViewCell {
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        /// SDK: `@available(iOS, introduced: 2.0, deprecated: 11.0, message: ...)`.
        @available(*, deprecated, message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator.")
        case singleLineEtched = 2
    }
}

// MARK: - Table views

@MainActor
open class UITableView: UIScrollView {
    public init(frame: CGRect, style: UITableView.Style) {
        storedStyle = style
        super.init(frame: frame)
    }

    /// Inherited from UIView in the SDK (`initWithFrame:` gives a plain table).
    public override init(frame: CGRect) {
        storedStyle = .plain
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        storedStyle = .plain
        super.init(coder: coder)
    }

    /// The imported Objective-C global `UITableViewAutomaticDimension`; it has no actor isolation.
    nonisolated public static let automaticDimension: CGFloat = -1

    open var style: UITableView.Style { storedStyle }
    private let storedStyle: UITableView.Style
    open weak var dataSource: (any UITableViewDataSource)?
    open weak var delegate: (any UITableViewDelegate)?

    open var rowHeight: CGFloat = UITableView.automaticDimension
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine

    open var allowsSelection: Bool = true
    open var allowsMultipleSelection: Bool = false
    open var allowsSelectionDuringEditing: Bool = false
    open var isEditing: Bool = false
    open func setEditing(_ editing: Bool, animated: Bool) {}

    open var tableHeaderView: UIView?
    open var tableFooterView: UIView?
    open var backgroundView: UIView?
    /// iOS 15. The padding above each section header; 0 matches iOS 14 and earlier.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    open var allowsMultipleSelectionDuringEditing: Bool = false
    open var cellLayoutMarginsFollowReadableWidth: Bool = false
    open var numberOfSections: Int { 0 }
    open func numberOfRows(inSection section: Int) -> Int { 0 }
    open var visibleCells: [UITableViewCell] { [] }
    open var indexPathsForVisibleRows: [IndexPath]? { nil }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { nil }
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// iOS 6. Registers a `UITableViewHeaderFooterView` (sub)class for section headers and footers
    /// (HeaderFooterViews.swift).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    /// iOS 6. A reused header or footer view, or a new one of the registered class; nil when
    /// nothing is registered under `identifier`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? { nil }
    /// iOS 6. The header view showing for `section`, if any.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    /// iOS 6. The footer view showing for `section`, if any.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { nil }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("UIKit stub: type-check only")
    }
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }

    open var indexPathForSelectedRow: IndexPath? { nil }
    open var indexPathsForSelectedRows: [IndexPath]? { nil }
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition) {}
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}

    open func reloadData() {}
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {}
    /// iOS 15. Updates the rows' cells in place, without dequeuing new ones.
    open func reconfigureRows(at indexPaths: [IndexPath]) {}
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    open func moveSection(_ section: Int, toSection newSection: Int) {}
    open func reloadSectionIndexTitles() {}
    open func beginUpdates() {}
    open func endUpdates() {}
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    /// Swift imports this from the completion-handler form above (SE-0297).
    open func performBatchUpdates(_ updates: (() -> Void)?) async -> Bool { true }
}

extension UITableView {
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    public enum RowAnimation: Int, Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    public enum ScrollPosition: Int, Sendable {
        case none = 0
        case top = 1
        case middle = 2
        case bottom = 3
    }
}

// MARK: - Data source and delegate protocols

#if UIKIT_STUB_PROBE
/// Not UIKit. Exists only in the probe build, so that a conformance probe type-checked against the
/// ordinary build fails loudly instead of passing for the wrong reason.
public enum _UIKitStubProbeBuild {}
#endif

@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

    #if !UIKIT_STUB_PROBE
    // Optional in the SDK.
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    #endif
}

#if !UIKIT_STUB_PROBE
extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
#endif

@MainActor
public protocol UITableViewDelegate: NSObjectProtocol, UIScrollViewDelegate {
    #if !UIKIT_STUB_PROBE
    // All optional in the SDK.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// iOS 11.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// iOS 11.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// iOS 13.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    #endif
}

#if !UIKIT_STUB_PROBE
extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
}
#endif
#endif

// MARK: - UILocalizedIndexedCollation (groupBy: initial on device)
//
// Appended as a section of its own. The collation reads an object's text through an Objective-C
// selector (`section(for:collationStringSelector:)`, `sortedArray(from:collationStringSelector:)`),
// so code using it needs `@objc` and `#selector`, which Swift accepts only with Objective-C
// interoperability and an `ObjectiveC` module: `UIKitStubCompiler` turns the former on and builds
// `ObjectiveC.swift` beside this file as the latter, which UIKit re-exports here as the SDK's
// Foundation does.
#if UIKIT_STUB
@_exported import ObjectiveC

@MainActor
open class UILocalizedIndexedCollation: NSObject {
    /// Stands in for NSObject's `init()`, which the SDK's class inherits; `current()` needs it required.
    public required override init() {
        super.init()
    }

    open class func current() -> Self { self.init() }

    open var sectionTitles: [String] { [] }
    open var sectionIndexTitles: [String] { [] }

    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int { indexTitleIndex }
    open func section(for object: Any, collationStringSelector selector: Selector) -> Int { 0 }
    open func sortedArray(from array: [Any], collationStringSelector selector: Selector) -> [Any] { array }
}
#endif
