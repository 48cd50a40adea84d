// Search (iOS 8): a search controller whose search bar sits in the navigation bar
// (`UINavigationItem.searchController`, iOS 11, in ViewController.swift), the object that updates
// the results, and the search bar with its scope buttons and delegate. See UIKit.swift for how the
// stub is built. Main-actor isolated, as in the SDK.
#if UIKIT_STUB
import Foundation

/// Asks for new results when the search text or scope changes, or the search bar becomes first
/// responder.
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}

/// A view controller that runs a search from its search bar and shows the results, in
/// `searchResultsController` or (when that is nil) in the view controller being searched.
@MainActor
open class UISearchController: UIViewController {
    /// Pass nil to show the results in the view controller that holds the searchable content.
    public init(searchResultsController: UIViewController?) {
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the search interface shows; setting it presents or dismisses it.
    open var isActive: Bool = false
    /// iOS 9.1. Whether to cover the searched content while the user searches. False by default
    /// for apps linked on iOS 15 and later.
    open var obscuresBackgroundDuringPresentation: Bool = false
    open var hidesNavigationBarDuringPresentation: Bool = true
    open var searchResultsController: UIViewController? { nil }
    /// The search bar to put in the interface (`UINavigationItem.searchController` does it).
    open var searchBar: UISearchBar { UISearchBar() }
    /// iOS 13.
    open var automaticallyShowsCancelButton: Bool = true
    /// iOS 13. SDK: `API_DEPRECATED("Use scopeBarActivation instead", ios(13.0,
    /// API_TO_BE_DEPRECATED))`, announced without a version: see UIKit.swift.
    @available(*, deprecated, message: "Use scopeBarActivation instead")
    open var automaticallyShowsScopeBar: Bool {
        get { true }
        set {}
    }
    /// iOS 16. When the search bar shows its scope buttons.
    @available(iOS 16.0, *)
    open var scopeBarActivation: UISearchController.ScopeBarActivation {
        get { .automatic }
        set {}
    }
}

extension UISearchController {
    /// iOS 16. When the scope bar shows. Raw values are the SDK's.
    @available(iOS 16.0, *)
    public enum ScopeBarActivation: Int, Sendable {
        case automatic = 0
        /// The app shows and hides it with the search bar's `showsScopeBar`.
        case manual = 1
        case onTextEntry = 2
        case onSearchActivation = 3
    }
}

/// What positions a bar; the search bar delegate's parent protocol. Its one (optional) requirement
/// is left out.
@MainActor
public protocol UIBarPositioningDelegate: NSObjectProtocol {}

/// A search field, with optional scope buttons below it.
@MainActor
open class UISearchBar: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open weak var delegate: (any UISearchBarDelegate)?
    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    /// iOS 3. The titles of the scope buttons; the bar shows them only when there are two or more.
    open var scopeButtonTitles: [String]?
    /// iOS 3. Indexes `scopeButtonTitles`. 0 by default.
    open var selectedScopeButtonIndex: Int = 0
    /// iOS 3. Setting it on a search controller's bar turns off the controller's own handling.
    open var showsScopeBar: Bool = false
    /// iOS 13.
    open func setShowsScope(_ show: Bool, animated animate: Bool) {}
}

/// What a search bar tells its delegate. Every requirement is optional in the SDK.
@MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    #if !UIKIT_STUB_PROBE
    // All optional in the SDK.
    /// Also called when the text is cleared.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// iOS 3.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// When the search field becomes first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    #endif
}

#if !UIKIT_STUB_PROBE
extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
}
#endif
#endif
