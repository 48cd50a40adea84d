import Foundation
import Testing

/// Checks that each mistake in a list fails against a stub with its diagnostic, in a few compiles rather than one a
/// mistake: type-checking a SwiftUI screen takes seconds, and the lists hold over a hundred mistakes.
///
/// Mistakes whose texts do not overlap in the correct source are made together in one copy of it, and each must be
/// reported on the lines it changed. The compiler does not always report every error in company (one error can
/// hide another in the same expression or result builder, and some diagnostics land on another line, such as a
/// conformance's), so a mistake not reported on its lines is compiled alone and must fail with its diagnostic
/// anywhere, as when each mistake had a compile of its own.
enum StubMistakeBatches {
    /// Where each mistake's text is in `source`, which must hold it exactly once.
    static func ranges(of mistakes: [StubMistake], in source: String) throws -> [Range<String.Index>] {
        try mistakes.map { mistake in
            let found = source.ranges(of: mistake.original)
            try #require(found.count == 1, "expected exactly one \"\(mistake.original)\" in the correct source")
            return found[0]
        }
    }

    /// The mistakes in groups, each one copy of the source: at most one mistake in each top-level declaration, since
    /// the type checker stops looking at a body (a result builder's above all) after its first error there.
    static func groups(_ mistakes: [StubMistake], ranges: [Range<String.Index>], in source: String) -> [[Int]] {
        let declarations = ranges.map { declaration(at: $0.lowerBound, in: source) }
        var groups: [[Int]] = []
        for index in mistakes.indices {
            if let group = groups.firstIndex(where: { $0.allSatisfy { declarations[$0] != declarations[index] } }) {
                groups[group].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Where the top-level declaration holding `index` starts: the last line before it that starts at the margin
    /// (a type, an extension, a function, or an attribute above one), else the start of the source.
    static func declaration(at index: String.Index, in source: String) -> String.Index {
        var start = source.startIndex
        var lineStart = source.startIndex
        while lineStart < index {
            if let first = source[lineStart...].first, !first.isWhitespace, first != "}", first != "/", first != "#" {
                start = lineStart
            }
            guard let newline = source[lineStart...].firstIndex(of: "\n") else { break }
            lineStart = source.index(after: newline)
        }
        return start
    }

    /// The source with a group's mistakes made, and the lines (1-based, inclusive) each mistake's text is on.
    static func apply(_ group: [Int], of mistakes: [StubMistake], ranges: [Range<String.Index>], to source: String)
        -> (source: String, lines: [Int: ClosedRange<Int>]) {
        var text = ""
        var lines: [Int: ClosedRange<Int>] = [:]
        var cursor = source.startIndex
        var line = 1
        for index in group.sorted(by: { ranges[$0].lowerBound < ranges[$1].lowerBound }) {
            let before = source[cursor..<ranges[index].lowerBound]
            text += before
            line += before.count { $0 == "\n" }
            let replacement = mistakes[index].replacement
            let last = line + replacement.count { $0 == "\n" }
            lines[index] = line...last
            text += replacement
            line = last
            cursor = ranges[index].upperBound
        }
        text += source[cursor...]
        return (text, lines)
    }

    /// Whether `diagnostics` (compiler output) has an error or warning with `message` on one of `lines`.
    static func reports(_ diagnostics: String, _ message: String, on lines: ClosedRange<Int>) -> Bool {
        diagnostics.split(separator: "\n").contains { output in
            // `File.swift:12:5: error: …`
            let fields = output.split(separator: ":", maxSplits: 3)
            guard fields.count == 4, let line = Int(fields[1]), lines.contains(line) else { return false }
            return output.contains(message)
        }
    }

    /// Records an issue for each mistake that does not fail with its diagnostic; `typecheck` compiles one source.
    static func expectEachFails(_ mistakes: [StubMistake], in source: String,
                                typecheck: (String) throws -> (succeeded: Bool, diagnostics: String)) throws {
        let ranges = try ranges(of: mistakes, in: source)
        var alone: [Int] = []
        for group in groups(mistakes, ranges: ranges, in: source) {
            let (text, lines) = apply(group, of: mistakes, ranges: ranges, to: source)
            let result = try typecheck(text)
            #expect(!result.succeeded)
            alone += group.filter { !reports(result.diagnostics, mistakes[$0].diagnostic, on: lines[$0] ?? 0...0) }
        }
        for index in alone {
            let mistake = mistakes[index]
            let (text, _) = apply([index], of: mistakes, ranges: ranges, to: source)
            let result = try typecheck(text)
            #expect(!result.succeeded, "\(mistake.testDescription) compiles")
            #expect(result.diagnostics.contains(mistake.diagnostic), "\(mistake.testDescription): \(result.diagnostics)")
        }
    }
}

// MARK: - Screens: pull to refresh, empty states, search, section headers

/// The stubs' screen-level APIs: UIKit's refresh control, content-unavailable configurations
/// (iOS 17), header-footer views, button and background configurations, search controller and
/// bar, and expanded-status accessibility (iOS 18); SwiftUI's `refreshable`, `searchable` with
/// scopes, `ContentUnavailableView` (iOS 17), collapsible sections (iOS 17), `DisclosureGroup`,
/// overlays and the search environment. A screen written by hand in each framework type-checks
/// warning-free in the Swift 6 mode and under every setting at once, and each kind of mistake
/// fails with a diagnostic that names it.
///
/// Every failing case is the correct screen with one thing changed, so a failure can only come
/// from that change.
@Suite struct ScreenStubMistakeTests {
    // MARK: - UIKit

    /// A searchable, refreshable list: a table view controller that is its search controller's
    /// results updater and its search bar's delegate, with scope buttons, a refresh control, a
    /// content-unavailable configuration for no rows (empty, or a search without results), and a
    /// section header view drawn from content, background and button configurations with
    /// accessibility values. Identifier types are `nonisolated` so that it compiles under
    /// `-default-isolation MainActor` too.
    static let uikitScreen = #"""
        import UIKit

        nonisolated enum FruitScope: Int, Sendable { case all, favourites }

        final class FruitHeaderView: UITableViewHeaderFooterView {
            let toggle = UIButton(configuration: .plain(), primaryAction: nil)

            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                automaticallyUpdatesContentConfiguration = false
                var content = defaultContentConfiguration()
                content.text = "Fruit"
                contentConfiguration = content
                var background = UIBackgroundConfiguration.clear()
                background.backgroundColor = .systemGroupedBackground
                backgroundConfiguration = background
                var button = UIButton.Configuration.plain()
                button.title = "Fruit"
                button.image = UIImage(systemName: "chevron.down")
                button.imagePlacement = .trailing
                button.imagePadding = 4
                button.baseForegroundColor = .secondaryLabel
                button.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                toggle.configuration = button
                toggle.isAccessibilityElement = true
                toggle.accessibilityLabel = "Fruit"
                toggle.accessibilityValue = "2 rows"
                toggle.accessibilityTraits = [.button, .header]
                if #available(iOS 18.0, *) {
                    toggle.accessibilityExpandedStatus = .expanded
                }
                contentView.addSubview(toggle)
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }
        }

        final class FruitViewController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate {
            private let searchController = UISearchController(searchResultsController: nil)
            private var fruits = ["Apple", "Banana"]
            private var query = ""
            private var scope = FruitScope.all

            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(FruitHeaderView.self, forHeaderFooterViewReuseIdentifier: "Header")
                let refresh = UIRefreshControl()
                refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
                refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
                tableView.refreshControl = refresh
                searchController.searchResultsUpdater = self
                searchController.obscuresBackgroundDuringPresentation = false
                searchController.searchBar.placeholder = "Search fruit"
                searchController.searchBar.scopeButtonTitles = ["All", "Favourites"]
                searchController.searchBar.selectedScopeButtonIndex = 0
                searchController.searchBar.delegate = self
                if #available(iOS 16.0, *) {
                    searchController.scopeBarActivation = .onSearchActivation
                }
                navigationItem.searchController = searchController
                navigationItem.hidesSearchBarWhenScrolling = false
                definesPresentationContext = true
            }

            private func reload() {
                guard let refresh = tableView.refreshControl, refresh.isRefreshing else { return }
                refresh.endRefreshing()
                if #available(iOS 17.0, *) {
                    setNeedsUpdateContentUnavailableConfiguration()
                }
            }

            func updateSearchResults(for searchController: UISearchController) {
                query = searchController.searchBar.text ?? ""
                _ = searchController.isActive
                tableView.reloadData()
            }

            func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
                scope = FruitScope(rawValue: selectedScope) ?? .all
            }

            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                query = searchText
            }

            @available(iOS 17.0, *)
            override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
                guard fruits.isEmpty else {
                    contentUnavailableConfiguration = nil
                    return
                }
                var empty = query.isEmpty ? UIContentUnavailableConfiguration.empty() : .search()
                empty.image = UIImage(systemName: "tray")
                empty.text = "No Fruit"
                empty.secondaryText = "Pull to refresh."
                empty.textProperties.numberOfLines = 0
                var button = UIButton.Configuration.plain()
                button.title = "Reload"
                empty.button = button
                empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.reload() }
                _ = state.searchText
                contentUnavailableConfiguration = empty
            }

            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
            }

            override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                _ = tableView.headerView(forSection: section)
                return tableView.footerView(forSection: section)
            }
        }

        @available(iOS 17.0, *)
        @MainActor
        func loadingView() -> UIView {
            UIContentUnavailableView(configuration: .loading())
        }
        """#

    /// The delegate and updater methods the screen declares, with Apple's types.
    static let uikitProbe = UIKitStubCompiler.conformanceProbe(type: "FruitViewController", methods: [
        ProbeMethod(name: "updateSearchResults(for:)", type: "(UISearchController) -> Void"),
        ProbeMethod(name: "searchBar(_:textDidChange:)", type: "(UISearchBar, String) -> Void"),
        ProbeMethod(name: "searchBar(_:selectedScopeButtonIndexDidChange:)", type: "(UISearchBar, Int) -> Void"),
        ProbeMethod(name: "tableView(_:viewForHeaderInSection:)", type: "(UITableView, Int) -> UIView?"),
    ])

    @Test("the UIKit screen type-checks in the Swift 6 mode and under every setting at once", arguments: UIKitStubCompiler.Settings.bracketing)
    func uikitScreenTypeChecks(settings: UIKitStubCompiler.Settings) throws {
        let result = try UIKitStubCompiler.typecheck([Self.uikitScreen], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func uikitScreenPassesItsConformanceProbe() throws {
        let result = try UIKitStubCompiler.typecheck([Self.uikitScreen, Self.uikitProbe], flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    /// A search bar delegate method with a wrong label is just another method in the SDK flavor
    /// (the default serves the requirement), and the probe catches it.
    @Test func nearMissSearchBarDelegateMethodFailsTheProbe() throws {
        let parts = Self.uikitScreen.components(separatedBy: "textDidChange searchText: String)")
        try #require(parts.count == 2)
        let source = parts.joined(separator: "textChanged searchText: String)")
        #expect(try UIKitStubCompiler.typecheck([source]).succeeded)
        let result = try UIKitStubCompiler.typecheck([source, Self.uikitProbe], flavor: .probe)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("value of type 'FruitViewController' has no member 'searchBar(_:textDidChange:)'"),
                "\(result.diagnostics)")
    }

    /// Each mistake is the UIKit screen with one thing changed.
    static let uikitMistakes: [StubMistake] = [
        StubMistake("refreshControl takes a UIRefreshControl", area: "refresh",
                    replacing: "tableView.refreshControl = refresh",
                    with: "tableView.refreshControl = UISwitch()",
                    diagnostic: "cannot assign value of type 'UISwitch' to type 'UIRefreshControl'"),
        StubMistake("endRefreshing(), not stopRefreshing()", area: "refresh",
                    replacing: "refresh.endRefreshing()",
                    with: "refresh.stopRefreshing()",
                    diagnostic: "value of type 'UIRefreshControl' has no member 'stopRefreshing'"),
        StubMistake("isRefreshing is read-only: endRefreshing() ends the refresh", area: "refresh",
                    replacing: "        refresh.endRefreshing()\n",
                    with: "        refresh.isRefreshing = false\n",
                    diagnostic: "cannot assign to property: 'isRefreshing' is a get-only property"),
        StubMistake("attributedTitle is an attributed string", area: "refresh",
                    replacing: "refresh.attributedTitle = NSAttributedString(string: \"Pull to refresh\")",
                    with: "refresh.attributedTitle = \"Pull to refresh\"",
                    diagnostic: "cannot assign value of type 'String' to type 'NSAttributedString'"),
        StubMistake("empty() takes no arguments: the text is set afterwards", area: "content unavailable",
                    replacing: "UIContentUnavailableConfiguration.empty() : .search()",
                    with: "UIContentUnavailableConfiguration.empty(text: \"No Fruit\") : .search()",
                    diagnostic: "argument passed to call that takes no arguments"),
        StubMistake("A content-unavailable configuration comes from empty(), loading() or search()", area: "content unavailable",
                    replacing: "UIContentUnavailableConfiguration.empty() : .search()",
                    with: "UIContentUnavailableConfiguration() : .search()",
                    diagnostic: "initializer is inaccessible due to 'private' protection level"),
        StubMistake("The button's action is in buttonProperties, not in its UIButton.Configuration", area: "content unavailable",
                    replacing: "empty.buttonProperties.primaryAction = UIAction",
                    with: "empty.button.primaryAction = UIAction",
                    diagnostic: "value of type 'UIButton.Configuration' has no member 'primaryAction'"),
        StubMistake("The button is a UIButton.Configuration, not a button", area: "content unavailable",
                    replacing: "        empty.button = button\n",
                    with: "        empty.button = UIButton(configuration: button)\n",
                    diagnostic: "cannot assign value of type 'UIButton' to type 'UIButton.Configuration'"),
        StubMistake("updateContentUnavailableConfiguration(using:) takes a UIContentUnavailableConfigurationState", area: "content unavailable",
                    replacing: "override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState)",
                    with: "override func updateContentUnavailableConfiguration(using state: UICellConfigurationState)",
                    diagnostic: "method does not override any method from its superclass"),
        StubMistake("contentUnavailableConfiguration is a Swift extension's property: set it, do not override it", area: "content unavailable",
                    replacing: "    override func tableView(_ tableView: UITableView, viewForFooterInSection",
                    with: "    @available(iOS 17.0, *)\n    override var contentUnavailableConfiguration: (any UIContentConfiguration)? {\n        get { nil }\n        set {}\n    }\n\n    override func tableView(_ tableView: UITableView, viewForFooterInSection",
                    diagnostic: "property 'contentUnavailableConfiguration' is declared in extension of 'UIViewController' and cannot be overridden"),
        StubMistake("UIContentUnavailableView(configuration:)", area: "content unavailable",
                    replacing: "UIContentUnavailableView(configuration: .loading())",
                    with: "UIContentUnavailableView(.loading())",
                    diagnostic: "missing argument label 'configuration:' in call"),
        StubMistake("searchResultsUpdater is a UISearchResultsUpdating", area: "search",
                    replacing: "searchController.searchResultsUpdater = self",
                    with: "searchController.searchResultsUpdater = 3",
                    diagnostic: "cannot assign value of type 'Int' to type '(any UISearchResultsUpdating)?'"),
        StubMistake("Scope buttons belong to the search bar", area: "search",
                    replacing: "searchController.searchBar.scopeButtonTitles = [\"All\", \"Favourites\"]",
                    with: "searchController.scopeButtonTitles = [\"All\", \"Favourites\"]",
                    diagnostic: "value of type 'UISearchController' has no member 'scopeButtonTitles'"),
        StubMistake("automaticallyShowsScopeBar is to be deprecated for scopeBarActivation", area: "search",
                    replacing: "searchController.scopeBarActivation = .onSearchActivation",
                    with: "searchController.automaticallyShowsScopeBar = true",
                    diagnostic: "'automaticallyShowsScopeBar' is deprecated: Use scopeBarActivation instead"),
        StubMistake("Scope bar activations", area: "search",
                    replacing: "searchController.scopeBarActivation = .onSearchActivation",
                    with: "searchController.scopeBarActivation = .always",
                    diagnostic: "type 'UISearchController.ScopeBarActivation' has no member 'always'"),
        StubMistake("updateSearchResults(for:) is the updater's one requirement", area: "search",
                    replacing: "func updateSearchResults(for searchController: UISearchController)",
                    with: "func updateSearchResults(_ searchController: UISearchController)",
                    diagnostic: "has different argument labels from those required by protocol 'UISearchResultsUpdating'"),
        StubMistake("The navigation item takes the search controller", area: "search",
                    replacing: "navigationItem.searchController = searchController",
                    with: "navigationItem.searchBar = searchController.searchBar",
                    diagnostic: "value of type 'UINavigationItem' has no member 'searchBar'"),
        StubMistake("A search controller's search bar is its own", area: "search",
                    replacing: "        searchController.searchBar.delegate = self\n",
                    with: "        searchController.searchBar = UISearchBar()\n",
                    diagnostic: "cannot assign to property: 'searchBar' is a get-only property"),
        StubMistake("The selected scope is an index", area: "search",
                    replacing: "searchController.searchBar.selectedScopeButtonIndex = 0",
                    with: "searchController.searchBar.selectedScopeButtonIndex = \"All\"",
                    diagnostic: "cannot assign value of type 'String' to type 'Int'"),
        StubMistake("register(_:forHeaderFooterViewReuseIdentifier:)", area: "headers and footers",
                    replacing: "tableView.register(FruitHeaderView.self, forHeaderFooterViewReuseIdentifier: \"Header\")",
                    with: "tableView.register(FruitHeaderView.self, forHeaderViewReuseIdentifier: \"Header\")",
                    diagnostic: "no exact matches in call to instance method 'register'"),
        StubMistake("dequeueReusableHeaderFooterView(withIdentifier:) takes no section", area: "headers and footers",
                    replacing: "tableView.dequeueReusableHeaderFooterView(withIdentifier: \"Header\")",
                    with: "tableView.dequeueReusableHeaderFooterView(withIdentifier: \"Header\", for: section)",
                    diagnostic: "extra argument 'for' in call"),
        StubMistake("headerView(forSection:)", area: "headers and footers",
                    replacing: "_ = tableView.headerView(forSection: section)",
                    with: "_ = tableView.headerView(for: section)",
                    diagnostic: "incorrect argument label in call (have 'for:', expected 'forSection:')"),
        StubMistake("A header-footer view has no cell style", area: "headers and footers",
                    replacing: "super.init(reuseIdentifier: reuseIdentifier)",
                    with: "super.init(style: .default, reuseIdentifier: reuseIdentifier)",
                    diagnostic: "extra argument 'style' in call"),
        StubMistake("backgroundConfiguration is a UIBackgroundConfiguration, not a color", area: "headers and footers",
                    replacing: "backgroundConfiguration = background",
                    with: "backgroundConfiguration = .systemGroupedBackground",
                    diagnostic: "type 'UIBackgroundConfiguration?' has no member 'systemGroupedBackground'"),
        StubMistake("A button configuration comes from a style function", area: "button configurations",
                    replacing: "var button = UIButton.Configuration.plain()\n        button.title = \"Fruit\"",
                    with: "var button = UIButton.Configuration()\n        button.title = \"Fruit\"",
                    diagnostic: "initializer is inaccessible due to 'private' protection level"),
        StubMistake("plain() is a function", area: "button configurations",
                    replacing: "UIButton(configuration: .plain(), primaryAction: nil)",
                    with: "UIButton(configuration: .plain, primaryAction: nil)",
                    diagnostic: "member 'plain()' is a function that produces expected type 'UIButton.Configuration'; did you mean to call it?"),
        StubMistake("imagePlacement is a directional edge", area: "button configurations",
                    replacing: "button.imagePlacement = .trailing",
                    with: "button.imagePlacement = .right",
                    diagnostic: "type 'NSDirectionalRectEdge' has no member 'right'"),
        StubMistake("contentInsets are directional", area: "button configurations",
                    replacing: "button.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)",
                    with: "button.contentInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)",
                    diagnostic: "cannot assign value of type 'UIEdgeInsets' to type 'NSDirectionalEdgeInsets'"),
        StubMistake("accessibilityExpandedStatus is an ExpandedStatus, not a Bool", area: "accessibility",
                    replacing: "toggle.accessibilityExpandedStatus = .expanded",
                    with: "toggle.accessibilityExpandedStatus = true",
                    diagnostic: "cannot assign value of type 'Bool' to type 'UIAccessibility.ExpandedStatus'"),
        StubMistake("The header trait is header", area: "accessibility",
                    replacing: "toggle.accessibilityTraits = [.button, .header]",
                    with: "toggle.accessibilityTraits = [.button, .heading]",
                    diagnostic: "type 'UIAccessibilityTraits' has no member 'heading'"),
        StubMistake("accessibilityValue is a string", area: "accessibility",
                    replacing: "toggle.accessibilityValue = \"2 rows\"",
                    with: "toggle.accessibilityValue = 2",
                    diagnostic: "cannot assign value of type 'Int' to type 'String'"),
    ]

    @Test("each mistake in the UIKit screen fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func uikitMistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.uikitMistakes, in: Self.uikitScreen) { try UIKitStubCompiler.typecheck([$0]) }
    }

    // MARK: - SwiftUI

    /// The same screen in SwiftUI: a refreshable, searchable list with scopes (iOS 16), a
    /// collapsible section (iOS 17, with a plain section before), a disclosure group, an overlay
    /// with a content-unavailable view for no rows (iOS 17), and a row that reads the search
    /// state and dismisses the search.
    static let swiftUIScreen = #"""
        import SwiftUI

        nonisolated enum FruitScope: Hashable, Sendable { case all, favourites }

        struct FruitList: View {
            @State private var query = ""
            @State private var scope = FruitScope.all
            @State private var fruits = ["Apple", "Banana"]
            @State private var isExpanded = true
            @State private var showsMore = false

            var body: some View {
                List {
                    rows
                    DisclosureGroup(isExpanded: $showsMore) {
                        Text("Cherry")
                    } label: {
                        Label("More", systemImage: "ellipsis")
                    }
                    SearchStatus()
                }
                .refreshable {
                    await reload()
                }
                .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: Text("Search fruit"))
                .modifier(FruitScopes(scope: $scope))
                .overlay(alignment: .center) {
                    if fruits.isEmpty {
                        emptyState
                    }
                }
            }

            @ViewBuilder private var rows: some View {
                if #available(iOS 17.0, *) {
                    Section(isExpanded: $isExpanded) {
                        ForEach(fruits, id: \.self) { Text($0) }
                    } header: {
                        Text("Fruit")
                    }
                } else {
                    Section {
                        ForEach(fruits, id: \.self) { Text($0) }
                    } header: {
                        Text("Fruit")
                    }
                }
            }

            @ViewBuilder private var emptyState: some View {
                if #available(iOS 17.0, *) {
                    if query.isEmpty {
                        ContentUnavailableView {
                            Label("No Fruit", systemImage: "tray")
                        } description: {
                            Text("Pull to refresh.")
                        } actions: {
                            Button("Reload") {}
                        }
                    } else if scope == .favourites {
                        ContentUnavailableView("No Favourites", systemImage: "star", description: Text("Mark fruit with a star."))
                    } else {
                        ContentUnavailableView.search(text: query)
                    }
                } else {
                    Text("No Fruit")
                }
            }

            private func reload() async {}
        }

        struct FruitScopes: ViewModifier {
            @Binding var scope: FruitScope

            func body(content: Content) -> some View {
                if #available(iOS 16.0, *) {
                    content.searchScopes($scope) {
                        Text("All").tag(FruitScope.all)
                        Text("Favourites").tag(FruitScope.favourites)
                    }
                } else {
                    content
                }
            }
        }

        struct SearchStatus: View {
            @Environment(\.isSearching) private var isSearching
            @Environment(\.dismissSearch) private var dismissSearch

            var body: some View {
                if isSearching {
                    Button("Cancel") {
                        dismissSearch()
                    }
                }
            }
        }

        @available(iOS 17.0, *)
        struct NoResults: View {
            var body: some View {
                ContentUnavailableView.search
            }
        }
        """#

    @Test("the SwiftUI screen type-checks in the Swift 6 mode and under every setting at once", arguments: SwiftUIStubCompiler.Settings.bracketing)
    func swiftUIScreenTypeChecks(settings: SwiftUIStubCompiler.Settings) throws {
        let result = try SwiftUIStubCompiler.typecheck([Self.swiftUIScreen], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Each mistake is the SwiftUI screen with one thing changed.
    static let swiftUIMistakes: [StubMistake] = [
        StubMistake("Section(isExpanded:) takes a binding", area: "collapsible sections",
                    replacing: "Section(isExpanded: $isExpanded)",
                    with: "Section(isExpanded: isExpanded)",
                    diagnostic: "cannot convert value 'isExpanded' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead"),
        StubMistake("Section(isExpanded:content:header:) needs iOS 17", area: "availability",
                    replacing: "if #available(iOS 17.0, *) {\n            Section(isExpanded",
                    with: "if #available(iOS 16.0, *) {\n            Section(isExpanded",
                    diagnostic: "'init(isExpanded:content:header:)' is only available in iOS_17"),
        StubMistake("DisclosureGroup(isExpanded:) takes a binding", area: "disclosure groups",
                    replacing: "DisclosureGroup(isExpanded: $showsMore)",
                    with: "DisclosureGroup(isExpanded: showsMore)",
                    diagnostic: "cannot convert value 'showsMore' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead"),
        StubMistake("DisclosureGroup(isExpanded:content:label:)", area: "disclosure groups",
                    replacing: "            } label: {\n                Label(\"More\"",
                    with: "            } header: {\n                Label(\"More\"",
                    diagnostic: "incorrect argument label in call (have 'isExpanded:_:header:', expected 'isExpanded:content:label:')"),
        StubMistake("refreshable's action takes no arguments", area: "refresh",
                    replacing: ".refreshable {\n            await reload()",
                    with: ".refreshable { isPulled in\n            await reload()",
                    diagnostic: "contextual closure type '@Sendable () async -> Void' expects 0 arguments, but 1 was used in closure body"),
        StubMistake("refreshable(action:)", area: "refresh",
                    replacing: ".refreshable {\n            await reload()\n        }",
                    with: ".refreshable(perform: {\n            await reload()\n        })",
                    diagnostic: "incorrect argument label in call (have 'perform:', expected 'action:')"),
        StubMistake("searchable(text:) takes a binding", area: "search",
                    replacing: ".searchable(text: $query,",
                    with: ".searchable(text: query,",
                    diagnostic: "cannot convert value 'query' of type 'String' to expected type 'Binding<String>', use wrapper instead"),
        StubMistake("Search field placements", area: "search",
                    replacing: "placement: .navigationBarDrawer(displayMode: .always)",
                    with: "placement: .navigationBar",
                    diagnostic: "type 'SearchFieldPlacement' has no member 'navigationBar'"),
        StubMistake("Navigation bar drawer display modes are always and automatic", area: "search",
                    replacing: "placement: .navigationBarDrawer(displayMode: .always)",
                    with: "placement: .navigationBarDrawer(displayMode: .never)",
                    diagnostic: "type 'SearchFieldPlacement.NavigationBarDrawerDisplayMode' has no member 'never'"),
        StubMistake("The prompt is text", area: "search",
                    replacing: "prompt: Text(\"Search fruit\"))",
                    with: "prompt: Image(systemName: \"magnifyingglass\"))",
                    diagnostic: "instance method 'searchable(text:placement:prompt:)' requires that 'Image' conform to 'StringProtocol'"),
        StubMistake("searchScopes takes a binding to the scope", area: "search",
                    replacing: "content.searchScopes($scope)",
                    with: "content.searchScopes(scope)",
                    diagnostic: "cannot convert value 'scope' of type 'FruitScope' to expected type 'Binding<FruitScope>', use wrapper instead"),
        StubMistake("searchScopes needs iOS 16", area: "availability",
                    replacing: "if #available(iOS 16.0, *) {\n            content.searchScopes",
                    with: "if true {\n            content.searchScopes",
                    diagnostic: "'searchScopes(_:scopes:)' is only available in iOS_16"),
        StubMistake("isSearching is read-only", area: "search",
                    replacing: "            SearchStatus()\n",
                    with: "            SearchStatus()\n                .environment(\\.isSearching, true)\n",
                    diagnostic: "to expected argument type 'WritableKeyPath<EnvironmentValues, Bool>'"),
        StubMistake("dismissSearch() takes no arguments", area: "search",
                    replacing: "dismissSearch()",
                    with: "dismissSearch(animated: true)",
                    diagnostic: "argument passed to call that takes no arguments"),
        StubMistake("ContentUnavailableView needs iOS 17", area: "availability",
                    replacing: "if #available(iOS 17.0, *) {\n            if query.isEmpty",
                    with: "if true {\n            if query.isEmpty",
                    diagnostic: "'ContentUnavailableView' is only available in iOS_17"),
        StubMistake("A content-unavailable view's description is a Text", area: "content unavailable",
                    replacing: "description: Text(\"Mark fruit with a star.\"))",
                    with: "description: \"Mark fruit with a star.\")",
                    diagnostic: "cannot convert value of type 'String' to expected argument type 'Text'"),
        StubMistake("ContentUnavailableView(_:systemImage:description:)", area: "content unavailable",
                    replacing: "ContentUnavailableView(\"No Favourites\", systemImage: \"star\"",
                    with: "ContentUnavailableView(\"No Favourites\", symbol: \"star\"",
                    diagnostic: "no exact matches in call to initializer"),
        StubMistake("ContentUnavailableView(label:description:actions:)", area: "content unavailable",
                    replacing: "                } actions: {\n                    Button(\"Reload\")",
                    with: "                } action: {\n                    Button(\"Reload\")",
                    diagnostic: "incorrect argument label in call (have '_:description:action:', expected 'label:description:actions:')"),
        StubMistake("ContentUnavailableView.search(text:)", area: "content unavailable",
                    replacing: "ContentUnavailableView.search(text: query)",
                    with: "ContentUnavailableView.search(query)",
                    diagnostic: "missing argument label 'text:' in call"),
        StubMistake("ContentUnavailableView.search is a property; search(text:) needs the text", area: "content unavailable",
                    replacing: "        ContentUnavailableView.search\n",
                    with: "        ContentUnavailableView.search()\n",
                    diagnostic: "missing argument for parameter 'text' in call"),
        StubMistake("overlay(alignment:content:) takes an Alignment", area: "layout",
                    replacing: ".overlay(alignment: .center) {",
                    with: ".overlay(alignment: .middle) {",
                    diagnostic: "type 'Alignment' has no member 'middle'"),
    ]

    @Test("each mistake in the SwiftUI screen fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func swiftUIMistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.swiftUIMistakes, in: Self.swiftUIScreen) { try SwiftUIStubCompiler.typecheck([$0]) }
    }
}
