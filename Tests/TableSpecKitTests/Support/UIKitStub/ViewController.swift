// View controllers, navigation items and bar buttons. See UIKit.swift for how the stub is built.
// Main-actor isolated, as in the SDK.
//
// Target-action initializers (`#selector`) are left out: there are no selectors without the
// Objective-C runtime. Use the `UIAction`-based forms (iOS 14).
#if UIKIT_STUB
import Foundation

@MainActor
open class UIViewController: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// `UIViewController()` works on iOS through NSObject's `init()`, which calls
    /// `init(nibName: nil, bundle: nil)`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Implicitly unwrapped: reading it loads the view.
    open var view: UIView!
    open var viewIfLoaded: UIView? { nil }
    open var isViewLoaded: Bool { false }
    open var title: String?
    open var navigationItem: UINavigationItem { UINavigationItem(title: "") }
    /// A bar button that toggles `isEditing` through `setEditing(_:animated:)`.
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
    open var isEditing: Bool = false
    open var navigationController: UINavigationController? { nil }
    open var parent: UIViewController? { nil }
    open var presentedViewController: UIViewController? { nil }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    open func loadView() {}
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func setEditing(_ editing: Bool, animated: Bool) {}

    /// iOS 8. Pushes onto the navigation stack, or presents, as the container decides.
    open func show(_ vc: UIViewController, sender: Any?) {}
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) {}
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func addChild(_ childController: UIViewController) {}
    open func removeFromParent() {}
    open func didMove(toParent parent: UIViewController?) {}
    /// Whether this view controller's view is covered when it or a child presents with the
    /// current-context styles (a search controller does). False by default.
    open var definesPresentationContext: Bool = false

    // Content unavailable (iOS 17; ContentUnavailable.swift). `contentUnavailableConfiguration`
    // itself is a member of a Swift extension.
    /// iOS 17. Asks UIKit to call `updateContentUnavailableConfiguration(using:)` again.
    @available(iOS 17.0, *)
    open func setNeedsUpdateContentUnavailableConfiguration() {}
    /// iOS 17. Overridden to set `contentUnavailableConfiguration` for `state`; UIKit calls it,
    /// code calls `setNeedsUpdateContentUnavailableConfiguration()`. In the SDK an
    /// `@objc dynamic` member of a Swift extension, which a subclass can override.
    @available(iOS 17.0, *)
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// iOS 17. The state `updateContentUnavailableConfiguration(using:)` gets; overridable.
    @available(iOS 17.0, *)
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection)
    }
}

/// A view controller that manages a table view. It is the table's data source and delegate
/// unless they are replaced. Like every Objective-C class that adopts a protocol, it declares the
/// protocols' methods itself, so a subclass writes `override` for each one.
@MainActor
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    public init(style: UITableView.Style) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Implicitly unwrapped, as the SDK has it.
    open var tableView: UITableView!
    /// Deselects the selected rows in `viewWillAppear(_:)`. Defaults to true.
    open var clearsSelectionOnViewWillAppear: Bool = true

    // UITableViewDataSource
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    // UITableViewDelegate
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { proposedDestinationIndexPath }
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// A stack of view controllers with a navigation bar.
@MainActor
open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { nil }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { nil }
}

/// What a view controller shows in the navigation bar.
@MainActor
open class UINavigationItem: NSObject {
    /// iOS 11.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic = 0
        case always = 1
        case never = 2
        /// iOS 17.
        case inline = 3
    }

    public init(title: String) {
        self.title = title
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open var title: String?
    open var prompt: String?
    /// iOS 14.
    open var backButtonTitle: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// iOS 11.
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// iOS 11. The search controller whose search bar the navigation bar shows (Search.swift).
    open var searchController: UISearchController?
    /// iOS 11. Whether the search bar hides when the content scrolls. True by default.
    open var hidesSearchBarWhenScrolling: Bool = true

    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {}
}

@MainActor
open class UIBarItem: NSObject {
    open var isEnabled: Bool = true
    open var title: String?
    open var image: UIImage?
}

@MainActor
open class UIBarButtonItem: UIBarItem {
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use UIBarButtonItemStylePlain when minimum deployment target is iOS7 or later")
        case bordered = 1
        case done = 2
    }

    public enum SystemItem: Int, Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        /// iOS 13.
        case close = 24
    }

    public override init() {
        super.init()
    }

    /// iOS 14.
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
    }

    /// iOS 14.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
    }

    /// iOS 14.
    public convenience init(primaryAction: UIAction?) {
        self.init()
    }

    open var style: UIBarButtonItem.Style = .plain
    /// iOS 14.
    open var primaryAction: UIAction?
    /// iOS 14.
    open var menu: UIMenu?
}
#endif
