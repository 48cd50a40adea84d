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
                cell.textLabel?.text = sections[indexPath.section].countries[indexPath.row]
                cell.textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
                cell.detailTextLabel?.text = "Europe"
                cell.detailTextLabel?.textColor = .secondaryLabel
                cell.imageView?.image = UIImage(systemName: "flag")
                cell.accessoryType = .disclosureIndicator
                cell.accessibilityLabel = cell.textLabel?.text
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
            replacing: "cell.textLabel?.text = sections", with: "cell.textLabel.text = sections")
        let result = try UIKitStubCompiler.typecheck([source])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("value of optional type 'UILabel?' must be unwrapped"), "\(result.diagnostics)")
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
