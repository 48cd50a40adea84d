// Form controls and the Auto Layout a form cell lays them out with: UITextField and its delegate,
// UIStepper, UISlider, UISegmentedControl, UIDatePicker, UIStackView, layout anchors, guides and
// constraints. The text-input values (keyboard types, content types...) are in TextInput.swift,
// which the SwiftUI stub shares. See UIKit.swift for how the stub is built. Main-actor isolated,
// as in the SDK.
#if UIKIT_STUB
import Foundation

// MARK: - Text fields

/// The keyboard settings of a text input. In the SDK every requirement is optional, and text
/// fields adopt it through `UITextInput` (which refines `UIKeyInput`, which refines this).
@MainActor
public protocol UITextInputTraits: NSObjectProtocol {
    #if !UIKIT_STUB_PROBE
    // All optional in the SDK.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    /// iOS 10. Implicitly unwrapped, as the SDK has it.
    var textContentType: UITextContentType! { get set }
    #endif
}

#if !UIKIT_STUB_PROBE
extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
#endif

/// A single line of editable text. It sends `.editingChanged` as the user types, and
/// `.editingDidBegin`, `.editingDidEnd` and `.editingDidEndOnExit` (the return key).
@MainActor
open class UITextField: UIControl, UITextInputTraits {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var text: String?
    open var placeholder: String?
    open var textColor: UIColor?
    open var font: UIFont?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: UITextField.BorderStyle = .none
    open var clearsOnBeginEditing: Bool = false
    open var adjustsFontSizeToFitWidth: Bool = false
    open var minimumFontSize: CGFloat = 0
    open weak var delegate: (any UITextFieldDelegate)?
    open var isEditing: Bool { false }
    open var clearButtonMode: UITextField.ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: UITextField.ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: UITextField.ViewMode = .never
    /// iOS 10. In the SDK this is UIContentSizeCategoryAdjusting's requirement, which UITextField
    /// adopts.
    open var adjustsFontForContentSizeCategory: Bool = false

    // UITextInputTraits. The SDK imports the protocol's optional properties onto the class.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically: Bool = false
    open var isSecureTextEntry: Bool = false
    /// iOS 10. Implicitly unwrapped, as the SDK has it; nil by default.
    open var textContentType: UITextContentType!
}

extension UITextField {
    public enum BorderStyle: Int, Sendable {
        case none = 0
        case line = 1
        case bezel = 2
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        case never = 0
        case whileEditing = 1
        case unlessEditing = 2
        case always = 3
    }

    /// iOS 10. Why editing ended, for `textFieldDidEndEditing(_:reason:)`.
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
    }

    /// Imported Objective-C globals, without actor isolation.
    nonisolated public static let textDidBeginEditingNotification = NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
    nonisolated public static let textDidEndEditingNotification = NSNotification.Name("UITextFieldTextDidEndEditingNotification")
    nonisolated public static let textDidChangeNotification = NSNotification.Name("UITextFieldTextDidChangeNotification")
}

/// What a text field asks and tells its delegate. Every requirement is optional in the SDK.
@MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    #if !UIKIT_STUB_PROBE
    // All optional in the SDK.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// iOS 10.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// iOS 13.
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    #endif
}

#if !UIKIT_STUB_PROBE
extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
#endif

// MARK: - Steppers and sliders

/// iOS 5. Plus and minus buttons that change a `Double` by `stepValue` within its range. It sends
/// `.valueChanged` (continuously while held, if `isContinuous`).
@MainActor
open class UIStepper: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var isContinuous: Bool = true
    /// Whether holding a button repeats it.
    open var autorepeat: Bool = true
    /// Whether the value wraps around past either end.
    open var wraps: Bool = false
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
}

/// A thumb on a track that picks a `Float` in a range. It sends `.valueChanged`.
@MainActor
open class UISlider: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    /// The image at the minimum end of the track.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end of the track.
    open var maximumValueImage: UIImage?
    /// Whether `.valueChanged` is sent while dragging, or only at the end.
    open var isContinuous: Bool = true
    /// iOS 5.
    open var minimumTrackTintColor: UIColor?
    /// iOS 5.
    open var maximumTrackTintColor: UIColor?
    /// iOS 5.
    open var thumbTintColor: UIColor?

    open func setValue(_ value: Float, animated: Bool) {}
}

// MARK: - Segmented controls

/// Buttons side by side, one selected at a time. It sends `.valueChanged`.
@MainActor
open class UISegmentedControl: UIControl {
    /// The segments' titles (`String`) or images (`UIImage`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// iOS 14. One segment per action, titled and imaged from it; choosing a segment performs it.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
    }

    /// `selectedSegmentIndex` when no segment is selected. The SDK's `class var noSegment: Int`,
    /// an imported Objective-C constant (-1), without actor isolation.
    nonisolated public static let noSegment: Int = -1

    /// Whether a segment springs back instead of staying selected.
    open var isMomentary: Bool = false
    open var numberOfSegments: Int { 0 }
    /// iOS 5.
    open var apportionsSegmentWidthsByContent: Bool = false
    /// `UISegmentedControl.noSegment` when none is selected.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment
    /// iOS 13.
    open var selectedSegmentTintColor: UIColor?

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {}
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {}
    /// iOS 14.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {}
    open func removeSegment(at segment: Int, animated: Bool) {}
    open func removeAllSegments() {}
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {}
    open func titleForSegment(at segment: Int) -> String? { nil }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {}
    open func imageForSegment(at segment: Int) -> UIImage? { nil }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func isEnabledForSegment(at segment: Int) -> Bool { true }
    /// iOS 14.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {}
    /// iOS 14.
    open func actionForSegment(at segment: Int) -> UIAction? { nil }
    /// iOS 14. The index of the segment whose action has the identifier, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int { UISegmentedControl.noSegment }
}

// MARK: - Date pickers

/// iOS 13.4. How a date picker looks.
public enum UIDatePickerStyle: Int, Sendable {
    /// The best style for the context.
    case automatic = 0
    case wheels = 1
    /// A button that shows the date and opens an editor.
    case compact = 2
    /// iOS 14. The calendar (or clock) itself.
    @available(iOS 14.0, *)
    case inline = 3
}

/// A control for picking a date, a time, both, or a countdown. It sends `.valueChanged`.
@MainActor
open class UIDatePicker: UIControl {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Defaults to `.dateAndTime`.
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    /// nil: the current locale.
    open var locale: Locale?
    /// Implicitly unwrapped, as the SDK has it (`null_resettable`): nil resets it to the current
    /// calendar.
    open var calendar: Calendar!
    /// nil: the current time zone.
    open var timeZone: TimeZone?
    open var date: Date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    /// The countdown's seconds, for `.countDownTimer`.
    open var countDownDuration: TimeInterval = 0
    /// The step of the minute wheel: a divisor of 60.
    open var minuteInterval: Int = 1
    /// iOS 13.4. The style asked for; `datePickerStyle` is the one in use.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// iOS 13.4.
    open var datePickerStyle: UIDatePickerStyle { .wheels }

    open func setDate(_ date: Date, animated: Bool) {}
}

extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
        /// iOS 17.4. Month and year only; wheels style only.
        @available(iOS 17.4, *)
        case yearAndMonth = 4
    }
}

// MARK: - Stack views

/// iOS 9. Lays out its arranged subviews in a row or a column with Auto Layout.
@MainActor
open class UIStackView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not failable, unlike UIView's, as the SDK has it.
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
    }

    open var arrangedSubviews: [UIView] { [] }
    /// Also adds the view as a subview.
    open func addArrangedSubview(_ view: UIView) {}
    /// Does not remove the view from the subviews.
    open func removeArrangedSubview(_ view: UIView) {}
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {}

    /// Defaults to `.horizontal`.
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var distribution: UIStackView.Distribution = .fill
    open var alignment: UIStackView.Alignment = .fill
    open var spacing: CGFloat = 0
    /// iOS 11.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
    /// iOS 11.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat { 0 }
    open var isBaselineRelativeArrangement: Bool = false
    open var isLayoutMarginsRelativeArrangement: Bool = false
}

extension UIStackView {
    /// iOS 9. How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }

    /// iOS 9. How the arranged views line up across the stack.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// For a horizontal stack: the same as `leading`.
        public static var top: UIStackView.Alignment { .leading }
        /// For a horizontal stack: the same as `trailing`.
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}

// MARK: - Auto Layout

/// iOS 6. A relation between two layout attributes that the layout engine satisfies.
@MainActor
open class NSLayoutConstraint: NSObject {
    /// `item.attribute relation toItem.attribute * multiplier + constant`.
    public convenience init(
        item view1: Any,
        attribute attr1: NSLayoutConstraint.Attribute,
        relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?,
        attribute attr2: NSLayoutConstraint.Attribute,
        multiplier: CGFloat,
        constant c: CGFloat
    ) {
        self.init()
    }

    /// Defaults to `.required`.
    open var priority: UILayoutPriority = .required
    open var relation: NSLayoutConstraint.Relation { .equal }
    open var multiplier: CGFloat { 1 }
    open var constant: CGFloat = 0
    /// iOS 8. Whether the constraint takes part in layout; new constraints are inactive.
    open var isActive: Bool = false
    /// iOS 7. For debugging.
    open var identifier: String?

    /// iOS 8. Activates each constraint: faster than setting `isActive` one by one.
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// iOS 8.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

extension NSLayoutConstraint {
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Attribute: Int, Sendable {
        case left = 1
        case right = 2
        case top = 3
        case bottom = 4
        case leading = 5
        case trailing = 6
        case width = 7
        case height = 8
        case centerX = 9
        case centerY = 10
        case lastBaseline = 11
        case firstBaseline = 12
        case leftMargin = 13
        case rightMargin = 14
        case topMargin = 15
        case bottomMargin = 16
        case leadingMargin = 17
        case trailingMargin = 18
        case centerXWithinMargins = 19
        case centerYWithinMargins = 20
        case notAnAttribute = 0
    }

    /// A layout axis, for content hugging and compression resistance and a stack view's
    /// direction (declared in UIView.h).
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// iOS 9. An edge, center or dimension of a view or layout guide, which makes constraints to
/// anchors of the same kind: an x-axis anchor only to another x-axis anchor.
///
/// Unlike the SDK, where every imported Objective-C method's result is discardable, an unused
/// constraint warns here: it would never be activated.
@MainActor
open class NSLayoutAnchor<AnchorType>: NSObject where AnchorType: AnyObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// iOS 9. A leading, trailing, left, right or center-x anchor.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// iOS 10. The distance between two x-axis anchors, as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension { NSLayoutDimension() }
    /// iOS 11. The system spacing (times `multiplier`) after `anchor`.
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    /// iOS 11.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    /// iOS 11.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// iOS 9. A top, bottom, center-y or baseline anchor.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// iOS 10.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension { NSLayoutDimension() }
    /// iOS 11. The system spacing (times `multiplier`) below `anchor`.
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    /// iOS 11.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    /// iOS 11.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// iOS 9. A width or height anchor, which can also equal a constant.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint()
    }
}

/// iOS 9. A rectangle in a view's layout that constraints can use, without a view of its own:
/// a view's `layoutMarginsGuide`, `readableContentGuide` and `safeAreaLayoutGuide`, or one added
/// with `addLayoutGuide(_:)`.
@MainActor
open class UILayoutGuide: NSObject {
    public override init() {
        super.init()
    }

    /// In the owning view's coordinates, once it has laid out.
    open var layoutFrame: CGRect { .zero }
    open weak var owningView: UIView?
    open var identifier: String = ""

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
}
#endif
