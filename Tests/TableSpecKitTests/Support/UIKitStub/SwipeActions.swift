// Swipe actions on table rows (iOS 11). See UIKit.swift for how the stub is built. Main-actor
// isolated, as in the SDK.
#if UIKIT_STUB
import Foundation

/// An action shown when the user swipes a row.
@MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal = 0
        /// Drawn in red; a full swipe removes the row with an animation.
        case destructive = 1
    }

    /// Called when the user chooses the action. Call the completion handler with whether the
    /// action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// `title` is optional: an action may show only an image.
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
    }

    open var style: UIContextualAction.Style { .normal }
    open var handler: UIContextualAction.Handler { { _, _, _ in } }
    open var title: String?
    /// Implicitly unwrapped, as the SDK has it (`null_resettable`).
    open var backgroundColor: UIColor!
    open var image: UIImage?
}

/// The actions a swipe on one edge of a row shows.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
    public convenience init(actions: [UIContextualAction]) {
        self.init()
    }

    open var actions: [UIContextualAction] { [] }
    /// Whether a full swipe performs the first action. Defaults to true.
    open var performsFirstActionWithFullSwipe: Bool = true
}
#endif
