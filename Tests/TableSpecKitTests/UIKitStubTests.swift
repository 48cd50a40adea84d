import Foundation
import Testing

/// The UIKit stub and its harness: correct UIKit code type-checks, and each kind of mistake that
/// generated code could make is caught, with a diagnostic that names it.
///
/// Every failing case is the correct data source below with one thing changed, so a failure can only
/// come from that change.
@Suite struct UIKitStubTests {
    static let correctDataSource = #"""
        import UIKit

        final class CountriesDataSource: NSObject, UITableViewDataSource {
            static let reuseIdentifier = "Country"

            private var sections: [(title: String, countries: [String])] = [
                ("A", ["Austria", "Australia"]),
                ("B", ["Belgium", "Brazil"]),
            ]

            func configure(_ tableView: UITableView) {
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
                tableView.dataSource = self
                tableView.delegate = self
                tableView.rowHeight = UITableView.automaticDimension
                tableView.estimatedRowHeight = 44
                tableView.tableFooterView = UIView()
                tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
            }

            func numberOfSections(in tableView: UITableView) -> Int {
                sections.count
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                sections[section].countries.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = sections[indexPath.section].countries[indexPath.row]
                content.textProperties.font = UIFont.preferredFont(forTextStyle: .body)
                content.secondaryText = "Europe"
                content.secondaryTextProperties.color = .secondaryLabel
                content.image = UIImage(systemName: "flag")
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                cell.accessibilityLabel = content.text
                return cell
            }

            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sections[section].title
            }

            func sectionIndexTitles(for tableView: UITableView) -> [String]? {
                sections.map(\.title)
            }

            func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
                sections.firstIndex { $0.title == title } ?? index
            }

            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete else { return }
                sections[indexPath.section].countries.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }

            func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                let country = sections[sourceIndexPath.section].countries.remove(at: sourceIndexPath.row)
                sections[destinationIndexPath.section].countries.insert(country, at: destinationIndexPath.row)
            }
        }

        extension CountriesDataSource: UITableViewDelegate {
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                UITableView.automaticDimension
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
            }
        }
        """#

    /// Every method the correct data source implements.
    static let implementedMethods: [ProbeMethod] = [
        .numberOfSections, .numberOfRowsInSection, .cellForRowAt, .titleForHeaderInSection,
        .sectionIndexTitles, .sectionForSectionIndexTitle, .commitEditingStyle, .moveRowAt,
        .heightForRowAt, .didSelectRowAt,
    ]

    static let probe = UIKitStubCompiler.conformanceProbe(type: "CountriesDataSource", methods: implementedMethods)

    /// The correct data source with `original`, which must occur exactly once, replaced.
    private func correctDataSource(replacing original: String, with replacement: String) throws -> String {
        let parts = Self.correctDataSource.components(separatedBy: original)
        try #require(parts.count == 2, "expected exactly one \"\(original)\" in the correct data source")
        return parts.joined(separator: replacement)
    }

    // MARK: - Correct code

    @Test func correctDataSourceTypeChecks() throws {
        let result = try UIKitStubCompiler.typecheck([Self.correctDataSource])
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func correctDataSourcePassesItsConformanceProbe() throws {
        let result = try UIKitStubCompiler.typecheck([Self.correctDataSource, Self.probe], flavor: .probe)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func probeRefusesTheSDKFlavor() throws {
        let result = try UIKitStubCompiler.typecheck([Self.correctDataSource, Self.probe])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("cannot find '_UIKitStubProbeBuild' in scope"), "\(result.diagnostics)")
    }

    // MARK: - Mistakes

    @Test func wrongArgumentLabelFails() throws {
        let source = try correctDataSource(
            replacing: "dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)",
            with: "dequeueReusableCell(withIdentifier: Self.reuseIdentifier, at: indexPath)")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "incorrect argument label in call (have 'withIdentifier:at:', expected 'withIdentifier:for:')"),
            "\(result.diagnostics)")
    }

    @Test func wrongOptionalityFails() throws {
        let source = try correctDataSource(
            replacing: "tableView.cellForRow(at: indexPath)?.accessoryType", with: "tableView.cellForRow(at: indexPath).accessoryType")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("value of optional type 'UITableViewCell?' must be unwrapped"), "\(result.diagnostics)")
    }

    /// Apple marks the built-in labels and image view "to be deprecated"; the SDK does not warn
    /// yet, the stub does, so generated code that touches them fails under `-warnings-as-errors`.
    @Test(arguments: [
        ("cell.textLabel?.text = content.text", "textLabel"),
        ("cell.detailTextLabel?.text = content.secondaryText", "detailTextLabel"),
        ("cell.imageView?.image = content.image", "imageView"),
    ])
    func builtInCellSubviewsAreDeprecated(use: String, property: String) throws {
        let source = try correctDataSource(replacing: "cell.accessibilityLabel = content.text", with: use)
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "error: '\(property)' is deprecated: Use UIListContentConfiguration instead, this property will be deprecated in a future release."),
            "\(result.diagnostics)")
    }

    @Test func wrongEnumCaseFails() throws {
        let source = try correctDataSource(replacing: ".disclosureIndicator", with: ".disclosure")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("type 'UITableViewCell.AccessoryType' has no member 'disclosure'"),
                "\(result.diagnostics)")
    }

    /// In an extension that declares the conformance, Swift warns that the method nearly matches
    /// the defaulted requirement; the probe catches it wherever the method is declared.
    @Test func wrongReturnTypeFails() throws {
        let source = try correctDataSource(
            replacing: "heightForRowAt indexPath: IndexPath) -> CGFloat",
            with: "heightForRowAt indexPath: IndexPath) -> Double")

        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "error: instance method 'tableView(_:heightForRowAt:)' nearly matches defaulted requirement 'tableView(_:heightForRowAt:)'"),
            "\(result.diagnostics)")

        let probed = try UIKitStubCompiler.typecheck([source, Self.probe], flavor: .probe)
        #expect(!probed.succeeded)
        #expect(probed.diagnostics.contains(
            "cannot convert value of type '@MainActor @Sendable (UITableView, IndexPath) -> Double' to specified type '@MainActor @Sendable (UITableView, IndexPath) -> CGFloat'"),
            "\(probed.diagnostics)")
    }

    /// A required method with a near-miss label leaves the requirement unsatisfied.
    @Test func nearMissLabelOnRequiredMethodFails() throws {
        let source = try correctDataSource(
            replacing: "numberOfRowsInSection section: Int", with: "numberOfRowInSection section: Int")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "instance method 'tableView(_:numberOfRowInSection:)' has different argument labels from those required by protocol 'UITableViewDataSource' ('tableView(_:numberOfRowsInSection:)')"),
            "\(result.diagnostics)")
    }

    /// In the class's own declaration, a near miss of an optional method is silent: the method is
    /// just another method, and the default takes its place. Only the probe catches it.
    @Test func nearMissLabelOnOptionalMethodFailsTheProbe() throws {
        let source = try correctDataSource(
            replacing: "titleForHeaderInSection section: Int", with: "titleForHeaderInSections section: Int")

        let result = try UIKitStubCompiler.typecheck([source])
        #expect(result.succeeded, "Swift now diagnoses near misses in the primary declaration:\n\(result.diagnostics)")

        let probed = try UIKitStubCompiler.typecheck([source, Self.probe], flavor: .probe)
        #expect(!probed.succeeded)
        #expect(probed.diagnostics.contains(
            "value of type 'CountriesDataSource' has no member 'tableView(_:titleForHeaderInSection:)'"),
            "\(probed.diagnostics)")
    }

    /// In an extension that declares the conformance, `-warnings-as-errors` turns Swift's
    /// near-miss warning into an error.
    @Test func nearMissLabelInConformanceExtensionFails() throws {
        let source = try correctDataSource(
            replacing: "didSelectRowAt indexPath: IndexPath", with: "didSelectRowsAt indexPath: IndexPath")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "error: instance method 'tableView(_:didSelectRowsAt:)' nearly matches defaulted requirement 'tableView(_:didSelectRowAt:)' of protocol 'UITableViewDelegate'"),
            "\(result.diagnostics)")
    }

    @Test func indexPathWithoutSectionFails() throws {
        let source = try correctDataSource(replacing: "IndexPath(row: 0, section: 0)", with: "IndexPath(row: 0)")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("missing argument for parameter 'section' in call"), "\(result.diagnostics)")
    }
}

// MARK: - The APIs of modern table code

/// One mistake in the modern code: a string replaced, and the diagnostic that must follow.
struct StubMistake: Sendable, CustomTestStringConvertible {
    var summary: String
    var area: String
    var original: String
    var replacement: String
    var diagnostic: String

    init(_ summary: String, area: String, replacing original: String, with replacement: String, diagnostic: String) {
        self.summary = summary
        self.area = area
        self.original = original
        self.replacement = replacement
        self.diagnostic = diagnostic
    }

    var testDescription: String { "\(area): \(summary)" }
}

extension UIKitStubTests {
    /// Table code as a 2026 iOS team writes it: a diffable data source, list content
    /// configurations, a switch with a closure action, a table view controller with swipe actions
    /// and a context menu, a self-sizing header that follows Dynamic Type. Identifier types are
    /// `nonisolated` so that it compiles under `-default-isolation MainActor` too.
    static let modernCode = #"""
        import UIKit

        nonisolated enum SectionID: Hashable, Sendable { case main, other }
        nonisolated struct ItemID: Hashable, Sendable { var name: String }

        final class CountriesDataSource: UITableViewDiffableDataSource<SectionID, ItemID> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section).map { "\($0)" }
            }

            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
                true
            }

            override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                guard let item = itemIdentifier(for: sourceIndexPath) else { return }
                var snapshot = self.snapshot()
                if let target = itemIdentifier(for: destinationIndexPath), target != item {
                    snapshot.moveItem(item, beforeItem: target)
                }
                apply(snapshot, animatingDifferences: false)
            }
        }

        final class SwitchCell: UITableViewCell {
            let toggle = UISwitch(frame: .zero, primaryAction: nil)

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                accessoryView = toggle
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func updateConfiguration(using state: UICellConfigurationState) {
                var content = defaultContentConfiguration().updated(for: state)
                content.textProperties.color = state.isHighlighted ? .secondaryLabel : .label
                contentConfiguration = content
            }
        }

        final class CountriesViewController: UITableViewController {
            private var dataSource: CountriesDataSource?
            private var isOn: [ItemID: Bool] = [:]

            init() {
                super.init(style: .insetGrouped)
                title = "Countries"
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = editButtonItem
                navigationItem.largeTitleDisplayMode = .never
                clearsSelectionOnViewWillAppear = true
                tableView.register(SwitchCell.self, forCellReuseIdentifier: "Switch")
                tableView.rowHeight = UITableView.automaticDimension
                tableView.estimatedRowHeight = 44
                if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 0 }
                let dataSource = CountriesDataSource(tableView: tableView) { [weak self] tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Switch", for: indexPath)
                    var content = UIListContentConfiguration.valueCell()
                    content.text = item.name
                    content.secondaryText = "Europe"
                    content.image = UIImage(systemName: "flag")
                    content.imageProperties.reservedLayoutSize = CGSize(
                        width: UIListContentConfiguration.ImageProperties.standardDimension,
                        height: UIListContentConfiguration.ImageProperties.standardDimension)
                    content.imageProperties.maximumSize = CGSize(width: 28, height: 28)
                    content.imageProperties.tintColor = .systemBlue
                    content.textProperties.font = UIFont.preferredFont(forTextStyle: .body)
                    content.textProperties.numberOfLines = 0
                    content.textProperties.alignment = .natural
                    content.secondaryTextProperties.color = .secondaryLabel
                    content.prefersSideBySideTextAndSecondaryText = true
                    content.textToSecondaryTextHorizontalPadding = 8
                    content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                    content.axesPreservingSuperviewLayoutMargins = [.horizontal]
                    cell.contentConfiguration = content
                    let toggle = UISwitch()
                    toggle.setOn(self?.isOn[item] ?? false, animated: false)
                    toggle.addAction(UIAction { [weak self] action in
                        guard let toggle = action.sender as? UISwitch else { return }
                        self?.isOn[item] = toggle.isOn
                    }, for: .valueChanged)
                    cell.accessoryView = toggle
                    cell.editingAccessoryView = nil
                    return cell
                }
                dataSource.defaultRowAnimation = .fade
                var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()
                snapshot.appendSections([.main, .other])
                snapshot.appendItems([ItemID(name: "Austria"), ItemID(name: "Belgium")], toSection: .main)
                snapshot.appendItems([ItemID(name: "Chad")])
                if #available(iOS 15.0, *) {
                    snapshot.reconfigureItems([ItemID(name: "Austria")])
                    dataSource.applySnapshotUsingReloadData(snapshot)
                } else {
                    snapshot.reloadItems([ItemID(name: "Austria")])
                    dataSource.apply(snapshot, animatingDifferences: false)
                }
                _ = snapshot.itemIdentifiers(inSection: .main).count + snapshot.numberOfItems + snapshot.numberOfSections
                _ = snapshot.sectionIdentifier(containingItem: ItemID(name: "Chad"))
                _ = snapshot.indexOfItem(ItemID(name: "Chad"))
                _ = dataSource.indexPath(for: ItemID(name: "Chad"))
                _ = dataSource.index(for: .main)
                self.dataSource = dataSource

                let header = UILabel()
                header.text = "Signed in"
                header.numberOfLines = 0
                header.font = UIFont.preferredFont(forTextStyle: .footnote)
                header.textColor = .secondaryLabel
                header.textAlignment = .center
                header.adjustsFontForContentSizeCategory = true
                tableView.tableHeaderView = header
                if #available(iOS 17.0, *) {
                    tableView.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (tableView: UITableView, _: UITraitCollection) in
                        tableView.setNeedsLayout()
                    }
                }
                _ = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { _ in }
            }

            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                guard let header = tableView.tableHeaderView else { return }
                let width = tableView.bounds.width
                let size = header.systemLayoutSizeFitting(
                    CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                if header.frame.size.height != size.height {
                    header.frame.size.height = size.height
                    tableView.tableHeaderView = header
                }
                _ = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
            }

            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                tableView.setEditing(editing, animated: animated)
            }

            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                guard let item = dataSource?.itemIdentifier(for: indexPath) else { return }
                show(UIViewController(), sender: item.name)
                tableView.reconfigureRows(at: [indexPath])
                tableView.reloadSections(IndexSet(integer: 0), with: .automatic)
                tableView.performBatchUpdates({ }, completion: nil)
                _ = tableView.indexPathsForSelectedRows
            }

            override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

            override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }

            override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
                proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
            }

            override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, completion in
                    completion(true)
                }
                archive.image = UIImage(systemName: "archivebox")
                archive.backgroundColor = .systemIndigo
                let delete = UIContextualAction(style: .destructive, title: nil) { _, _, completion in completion(false) }
                let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
                configuration.performsFirstActionWithFullSwipe = false
                return configuration
            }

            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [
                        UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in },
                        UIAction(title: "Remove", image: UIImage(systemName: "trash"), identifier: UIAction.Identifier("remove"), attributes: .destructive) { _ in },
                    ])
                }
            }
        }

        @MainActor
        func makeRoot() -> UIViewController {
            let navigation = UINavigationController(rootViewController: CountriesViewController())
            navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
            return navigation
        }
        """#

    /// Each mistake is the modern code with one thing changed, in every area the stub covers.
    static let modernMistakes: [StubMistake] = [
        StubMistake("A diffable data source's identifiers must be Sendable (current SDKs)", area: "diffable",
                    replacing: "nonisolated struct ItemID: Hashable, Sendable { var name: String }",
                    with: "nonisolated struct ItemID: Hashable { var name: String; var data = NSMutableData() }",
                    diagnostic: "error: type 'ItemID' does not conform to the 'Sendable' protocol"),
        StubMistake("A diffable data source's data-source methods are its own: a subclass overrides them", area: "diffable",
                    replacing: "    override func tableView(_ tableView: UITableView, canMoveRowAt",
                    with: "    func tableView(_ tableView: UITableView, canMoveRowAt",
                    diagnostic: "error: overriding declaration requires an 'override' keyword"),
        StubMistake("appendItems(_:toSection:), not inSection", area: "diffable",
                    replacing: "snapshot.appendItems([ItemID(name: \"Chad\")])",
                    with: "snapshot.appendItems([ItemID(name: \"Chad\")], inSection: .other)",
                    diagnostic: "incorrect argument label in call (have '_:inSection:', expected '_:toSection:')"),
        StubMistake("A snapshot's identifier types are the data source's", area: "diffable",
                    replacing: "var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()",
                    with: "var snapshot = NSDiffableDataSourceSnapshot<SectionID, String>()",
                    diagnostic: "cannot convert value of type 'ItemID' to expected element type 'String'"),
        StubMistake("A snapshot's identifiers are Sendable, as the SDK's interface requires", area: "diffable",
                    replacing: "var snapshot = NSDiffableDataSourceSnapshot<SectionID, ItemID>()",
                    with: "var snapshot = NSDiffableDataSourceSnapshot<SectionID, NSObject>()",
                    diagnostic: "type 'NSObject' does not conform to the 'Sendable' protocol"),
        StubMistake("List content aligns text naturally, centered or justified, never left", area: "list content",
                    replacing: "content.textProperties.alignment = .natural",
                    with: "content.textProperties.alignment = .left",
                    diagnostic: "type 'UIListContentConfiguration.TextProperties.TextAlignment' has no member 'left'"),
        StubMistake("A list text's color is not optional", area: "list content",
                    replacing: "content.secondaryTextProperties.color = .secondaryLabel",
                    with: "content.secondaryTextProperties.color = nil",
                    diagnostic: "'nil' cannot be assigned to type 'UIColor'"),
        StubMistake("defaultContentConfiguration() is a Swift extension member: not overridable", area: "list content",
                    replacing: "    override func updateConfiguration(using state: UICellConfigurationState) {",
                    with: "    override func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }\n    override func updateConfiguration(using state: UICellConfigurationState) {",
                    diagnostic: "error: overriding non-open instance method outside of its defining module"),
        StubMistake("addAction(_:for:), not forControlEvents", area: "controls",
                    replacing: "}, for: .valueChanged)",
                    with: "}, forControlEvents: .valueChanged)",
                    diagnostic: "incorrect argument label in call (have '_:forControlEvents:', expected '_:for:')"),
        StubMistake("setOn(_:animated:) has no default for animated", area: "controls",
                    replacing: "toggle.setOn(self?.isOn[item] ?? false, animated: false)",
                    with: "toggle.setOn(self?.isOn[item] ?? false)",
                    diagnostic: "missing argument for parameter 'animated' in call"),
        StubMistake("A UIAction's sender is Any?", area: "controls",
                    replacing: "guard let toggle = action.sender as? UISwitch",
                    with: "guard let toggle = action.sender",
                    diagnostic: "value of type 'Any' has no member 'isOn'"),
        StubMistake("UITableViewController declares the delegate methods: a subclass overrides them", area: "view controller",
                    replacing: "    override func tableView(_ tableView: UITableView, shouldHighlightRowAt",
                    with: "    func tableView(_ tableView: UITableView, shouldHighlightRowAt",
                    diagnostic: "error: overriding declaration requires an 'override' keyword"),
        StubMistake("UITableViewController.init(style:)", area: "view controller",
                    replacing: "super.init(style: .insetGrouped)",
                    with: "super.init(tableStyle: .insetGrouped)",
                    diagnostic: "incorrect argument label in call (have 'tableStyle:', expected 'style:')"),
        StubMistake("Large titles are automatic, always, never or inline", area: "view controller",
                    replacing: "navigationItem.largeTitleDisplayMode = .never",
                    with: "navigationItem.largeTitleDisplayMode = .hidden",
                    diagnostic: "type 'UINavigationItem.LargeTitleDisplayMode' has no member 'hidden'"),
        StubMistake("View controllers are main-actor isolated", area: "view controller",
                    replacing: "@MainActor\nfunc makeRoot",
                    with: "nonisolated func makeRoot",
                    diagnostic: "error: call to main actor-isolated initializer 'init(rootViewController:)' in a synchronous nonisolated context"),
        StubMistake("A contextual action's handler takes a completion handler", area: "swipe actions",
                    replacing: "{ _, _, completion in\n            completion(true)\n        }",
                    with: "{ _, _ in }",
                    diagnostic: "contextual closure type '(UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void' expects 3 arguments, but 2 were used in closure body"),
        StubMistake("Swipe colors are system colors", area: "swipe actions",
                    replacing: "archive.backgroundColor = .systemIndigo",
                    with: "archive.backgroundColor = .indigo",
                    diagnostic: "type 'UIColor?' has no member 'indigo'"),
        StubMistake("Menu element attributes", area: "menus",
                    replacing: "attributes: .destructive) { _ in }",
                    with: "attributes: .danger) { _ in }",
                    diagnostic: "type 'UIMenuElement.Attributes' has no member 'danger'"),
        StubMistake("UIMenu(children:)", area: "menus",
                    replacing: "UIMenu(children: [",
                    with: "UIMenu(items: [",
                    diagnostic: "argument passed to call that takes no arguments"),
        StubMistake("Layout priorities", area: "layout",
                    replacing: "verticalFittingPriority: .fittingSizeLevel)",
                    with: "verticalFittingPriority: .fittingSize)",
                    diagnostic: "type 'UILayoutPriority' has no member 'fittingSize'"),
        StubMistake("reconfigureRows(at:) takes an array", area: "table view",
                    replacing: "tableView.reconfigureRows(at: [indexPath])",
                    with: "tableView.reconfigureRows(at: indexPath)",
                    diagnostic: "cannot convert value of type 'IndexPath' to expected argument type '[IndexPath]'"),
        StubMistake("sectionHeaderTopPadding is not optional", area: "table view",
                    replacing: "if #available(iOS 15.0, *) { tableView.sectionHeaderTopPadding = 0 }",
                    with: "tableView.sectionHeaderTopPadding = nil",
                    diagnostic: "'nil' cannot be assigned to type 'CGFloat'"),
        StubMistake("The content size notification", area: "traits",
                    replacing: "UIContentSizeCategory.didChangeNotification",
                    with: "UIContentSizeCategory.didChange",
                    diagnostic: "type 'UIContentSizeCategory' has no member 'didChange'"),
        StubMistake("preferredContentSizeCategory", area: "traits",
                    replacing: "_ = traitCollection.preferredContentSizeCategory.isAccessibilityCategory",
                    with: "_ = traitCollection.contentSizeCategory",
                    diagnostic: "value of type 'UITraitCollection' has no member 'contentSizeCategory'"),
    ]

    /// The modern code with `original`, which must occur exactly once, replaced.
    private func modernCode(replacing original: String, with replacement: String) throws -> String {
        let parts = Self.modernCode.components(separatedBy: original)
        try #require(parts.count == 2, "expected exactly one \"\(original)\" in the modern code")
        return parts.joined(separator: replacement)
    }

    @Test("the modern table code type-checks in the Swift 6 mode and under every setting at once", arguments: UIKitStubCompiler.Settings.bracketing)
    func modernCodeTypeChecks(settings: UIKitStubCompiler.Settings) throws {
        let result = try UIKitStubCompiler.typecheck([Self.modernCode], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("each mistake in modern table code fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func modernMistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.modernMistakes, in: Self.modernCode) { try UIKitStubCompiler.typecheck([$0]) }
    }

    /// Under `-default-isolation MainActor`, an identifier type the code does not mark
    /// `nonisolated` gets a main-actor-isolated `Hashable` conformance, which cannot satisfy the
    /// data source's `Hashable & Sendable` requirement.
    @Test func mainActorIdentifiersFailUnderDefaultIsolation() throws {
        let source = try modernCode(replacing: "nonisolated enum SectionID", with: "enum SectionID")
        #expect(try UIKitStubCompiler.typecheck([source]).succeeded)
        let result = try UIKitStubCompiler.typecheck([source], settings: .defaultIsolationMainActor)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains(
            "main actor-isolated conformance of 'SectionID' to 'Hashable' cannot satisfy conformance requirement for a 'Sendable' type parameter 'SectionIdentifierType'"),
            "\(result.diagnostics)")
    }

    /// As in the SDK, configurations and snapshots are values without isolation: code off the
    /// main actor may build them. Making a content view is main-actor isolated.
    @Test func configurationsAndSnapshotsAreNotIsolated() throws {
        let source = """
            import UIKit

            nonisolated func prepare() -> (UIListContentConfiguration, Int) {
                var content = UIListContentConfiguration.subtitleCell()
                content.text = "Austria"
                content.secondaryText = "Vienna"
                content.textProperties.numberOfLines = 0
                var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Austria"], toSection: 0)
                return (content, snapshot.numberOfItems)
            }

            """
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(result.succeeded, "\(result.diagnostics)")

        let isolated = source.replacingOccurrences(of: "return (content,", with: "_ = content.makeContentView()\n    return (content,")
        let failed = try UIKitStubCompiler.typecheck([isolated])
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.contains("call to main actor-isolated instance method 'makeContentView()' in a synchronous nonisolated context"),
                "\(failed.diagnostics)")
    }

    static let modernDelegate = #"""
        import UIKit

        final class RowsDelegate: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

            func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                nil
            }

            func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [])
            }

            func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
                nil
            }

            func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { false }

            func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
                sourceIndexPath
            }
        }
        """#

    static let modernDelegateProbe = UIKitStubCompiler.conformanceProbe(type: "RowsDelegate", methods: [
        .shouldHighlightRowAt, .leadingSwipeActions, .trailingSwipeActions, .contextMenuConfiguration,
        .shouldIndentWhileEditingRowAt, .targetIndexPathForMove,
    ])

    @Test func newDelegateMethodsPassTheirProbe() throws {
        let plain = try UIKitStubCompiler.typecheck([Self.modernDelegate])
        #expect(plain.succeeded, "\(plain.diagnostics)")
        let probed = try UIKitStubCompiler.typecheck([Self.modernDelegate, Self.modernDelegateProbe], flavor: .probe)
        #expect(probed.succeeded, "\(probed.diagnostics)")
    }

    /// A near miss of a new optional delegate method is silent in the `.sdk` flavor (the default
    /// takes its place) and caught by the probe.
    @Test func nearMissOfNewDelegateMethodFailsTheProbe() throws {
        let parts = Self.modernDelegate.components(separatedBy: "trailingSwipeActionsConfigurationForRowAt indexPath")
        try #require(parts.count == 2)
        let source = parts.joined(separator: "trailingSwipeActionConfigurationForRowAt indexPath")
        #expect(try UIKitStubCompiler.typecheck([source]).succeeded)
        let probed = try UIKitStubCompiler.typecheck([source, Self.modernDelegateProbe], flavor: .probe)
        #expect(!probed.succeeded)
        #expect(probed.diagnostics.contains(
            "value of type 'RowsDelegate' has no member 'tableView(_:trailingSwipeActionsConfigurationForRowAt:)'"),
            "\(probed.diagnostics)")
    }
}

// MARK: - Compiler settings

extension UIKitStubTests {
    /// `swiftc` accepts an unknown upcoming feature silently, so each setting is shown to be in
    /// effect: each source compiles in the Swift 6 mode alone, and fails under its setting and under
    /// all of them together.
    static let settingProbes: [(UIKitStubCompiler.Settings, [String], String)] = [
        (.defaultIsolationMainActor,
         ["final class Counter { var count = 0 }\nnonisolated func read() -> Int { Counter().count }\n"],
         "main actor-isolated property 'count' can not be referenced from a nonisolated context"),
        (.internalImportsByDefault,
         ["import Foundation\npublic func today() -> Date { Date() }\n"],
         "function cannot be declared public because its result uses an internal type"),
        (.existentialAny,
         ["protocol Shape {}\nfunc draw(_ shape: Shape) {}\n"],
         "use of protocol 'Shape' as a type must be written 'any Shape'"),
        (.memberImportVisibility,
         ["import Foundation\nfunc first() -> IndexPath { IndexPath(row: 0, section: 0) }\n", "import UIKit\n"],
         "is not available due to missing import of defining module 'UIKit'"),
    ]

    @Test("each compiler setting is in effect", arguments: 0..<settingProbes.count)
    func settingIsInEffect(index: Int) throws {
        let (settings, sources, diagnostic) = Self.settingProbes[index]
        let plain = try UIKitStubCompiler.typecheck(sources)
        #expect(plain.succeeded, "\(plain.diagnostics)")
        for setting in [settings, .all] {
            let result = try UIKitStubCompiler.typecheck(sources, settings: setting)
            #expect(!result.succeeded, "\(setting)")
            #expect(result.diagnostics.contains(diagnostic), "\(setting): \(result.diagnostics)")
        }
    }

    @Test func swift6LanguageModeIsInEffect() throws {
        let source = "var counter = 0\nfunc increment() { counter += 1 }\n"
        var swift5 = UIKitStubCompiler.Settings.swift6
        swift5.languageMode = 5
        #expect(try UIKitStubCompiler.typecheck([source], settings: swift5).succeeded)
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("var 'counter' is not concurrency-safe because it is nonisolated global shared mutable state"),
                "\(result.diagnostics)")
    }
}
