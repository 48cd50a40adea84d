// Section header and footer views of a table (iOS 6), with content and background
// configurations (iOS 14). The table view's `register(_:forHeaderFooterViewReuseIdentifier:)`,
// `dequeueReusableHeaderFooterView(withIdentifier:)`, `headerView(forSection:)` and
// `footerView(forSection:)` are in UIKit.swift, and so are the delegate's
// `tableView(_:viewForHeaderInSection:)` and `tableView(_:viewForFooterInSection:)`. See
// UIKit.swift for how the stub is built. Main-actor isolated, as in the SDK.
#if UIKIT_STUB
import Foundation

/// A reusable view for a section's header or footer. Register its class with the table view and
/// dequeue it in the delegate's `tableView(_:viewForHeaderInSection:)`.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var reuseIdentifier: String? { storedReuseIdentifier }
    private var storedReuseIdentifier: String?
    /// The view custom content goes in. Setting a content configuration replaces it with the configuration's
    /// own content view, unless the current one can apply the new configuration itself.
    open var contentView: UIView { UIView() }
    open var backgroundView: UIView?
    /// iOS 14. Whether the view restyles its content configuration for a new state. True by
    /// default.
    open var automaticallyUpdatesContentConfiguration: Bool = true
    /// iOS 14.
    open var automaticallyUpdatesBackgroundConfiguration: Bool = true

    open func prepareForReuse() {}
    /// iOS 14. Asks UIKit to update the configurations for the current state again.
    open func setNeedsUpdateConfiguration() {}
}

extension UITableViewHeaderFooterView {
    /// iOS 14. The content the view shows. Setting it replaces `contentView` with a new one made from the
    /// configuration, or applies the configuration to the current one when that view can take it.
    @MainActor @preconcurrency
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { nil }
        set {}
    }

    /// iOS 14. A list configuration styled for this header or footer, without content.
    @MainActor @preconcurrency
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration.cell() }

    /// iOS 14. The view's background; setting one clears `backgroundView`.
    @MainActor @preconcurrency
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { nil }
        set {}
    }
}
#endif
