import Foundation
import Testing
@testable import TableSpecKit

/// `TableDataSource.delegate`: what the data source does not answer reaches the app's delegate.
///
/// The forwarding is Objective-C's (`responds(to:)`, `forwardingTarget(for:)`), which Linux lacks, so
/// the runtime compiles it only where that runtime exists. This test takes that block from the
/// runtime's source as it is, and compiles and runs it against stand-ins for the two `NSObject`
/// methods it overrides, with the signatures Apple documents. The rest of `delegate` (its storage
/// and the table view's re-asking) is type-checked against the UIKit stub with the whole runtime.
@Suite("Delegate forwarding")
struct DelegateForwardingTests {
    static func forwardingBlock() throws -> String {
        let url = RuntimeModule.sourceDirectory.appendingPathComponent("UIKit/TableDataSource.swift")
        let source = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(source.range(of: "    #if canImport(Darwin)\n"), "the forwarding block is where the runtime keeps it")
        let end = try #require(source.range(of: "    #endif\n", range: start.upperBound..<source.endIndex))
        return String(source[start.upperBound..<end.lowerBound])
    }

    @Test("a message the data source does not implement goes to the app's delegate; one it implements stays; none without a delegate")
    func forwards() throws {
        let block = try Self.forwardingBlock()
        #expect(block.contains("override func responds(to aSelector: Selector!) -> Bool"))
        #expect(block.contains("override func forwardingTarget(for aSelector: Selector!) -> Any?"))
        let program = """
            /// Objective-C's method name, as the ObjectiveC module declares it.
            struct Selector: Hashable { let name: String }

            /// The two NSObject methods the data source overrides, as Apple documents them; an object
            /// answers the messages in `implemented`, and forwards nothing by default.
            class StandInObject {
                let implemented: Set<Selector>
                init(implementing names: [String]) { implemented = Set(names.map(Selector.init)) }
                func responds(to aSelector: Selector!) -> Bool { implemented.contains(aSelector) }
                func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }

            final class AppDelegate: StandInObject {}

            final class DataSource: StandInObject {
                weak var forwardee: AppDelegate?
            \(block)
            }

            let didSelect = Selector(name: "tableView:didSelectRowAtIndexPath:")
            let didScroll = Selector(name: "scrollViewDidScroll:")
            let willDisplay = Selector(name: "tableView:willDisplayCell:forRowAtIndexPath:")
            let dataSource = DataSource(implementing: [didSelect.name])
            print("alone", dataSource.responds(to: didSelect), dataSource.responds(to: didScroll), dataSource.forwardingTarget(for: didScroll) == nil)
            let app = AppDelegate(implementing: [didScroll.name, didSelect.name])
            dataSource.forwardee = app
            print("with", dataSource.responds(to: didSelect), dataSource.responds(to: didScroll), dataSource.responds(to: willDisplay))
            print("target", (dataSource.forwardingTarget(for: didScroll) as AnyObject?) === app, dataSource.forwardingTarget(for: willDisplay) == nil)
            """
        let directory = try SwiftToolchain.temporaryDirectory("forwarding")
        defer { try? FileManager.default.removeItem(at: directory) }
        let main = directory.appendingPathComponent("main.swift")
        try program.write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("forwarding")
        let build = try SwiftToolchain.run(SwiftToolchain.swiftc, ["-swift-version", "6", "-o", executable.path, main.path])
        try #require(build.status == 0, "\(build.stderr)")
        let run = try SwiftToolchain.run(executable, [])
        #expect(run.stdout == "alone true false true\nwith true true false\ntarget true true\n", "\(run.stdout)\(run.stderr)")
    }

    @Test("an app sets its delegate on the data source with UIKit's own protocol, and the data source asks the table view to look again")
    func appSetsDelegate() throws {
        let app = """
            import UIKit
            import TableSpecRuntime

            enum Feed: UIKitTable {
                static var declaredSections: [Section] { [Section(rows: [Row(text: "One")])] }
            }

            @MainActor
            final class FeedScreen: NSObject, UITableViewDelegate {
                let tableView = UITableView(frame: .zero, style: .plain)
                let dataSource = Feed.DataSource()

                func viewDidLoad() {
                    dataSource.install(on: tableView)
                    dataSource.delegate = self
                }

                func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                    cell.accessibilityLabel = "shown"
                }
            }
            """
        let checked = try UIKitStubCompiler.typecheck([app])
        #expect(checked.succeeded, "\(checked.diagnostics.prefix(2_000))")
        // The delegate must be a table view delegate: anything else is refused.
        let wrong = app.replacingOccurrences(of: "dataSource.delegate = self", with: "dataSource.delegate = tableView")
        #expect(try !UIKitStubCompiler.typecheck([wrong]).succeeded)
    }
}
