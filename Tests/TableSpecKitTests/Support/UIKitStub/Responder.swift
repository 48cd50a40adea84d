// UIResponder, the superclass of views and view controllers. See UIKit.swift for how the stub is
// built.
#if UIKIT_STUB
import Foundation

@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { false }
}
#endif
