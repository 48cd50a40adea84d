import Foundation
import Testing

/// Rules Swift applies only to Objective-C, which the UIKit stub cannot stand for on Linux: its classes descend
/// from Linux Foundation's `NSObject`, a Swift class, so its delegate protocols cannot be `@objc` and a wrong
/// conformance type-checks there. On iOS, `UITableViewDelegate`, `UISearchBarDelegate` and the others are
/// Objective-C protocols, and an extension of a generic class (`TableDataSource<Table>`) can neither adopt one nor
/// hold any `@objc` member: the build fails. The runtime's sources are read for that here, and the rule itself is
/// shown with `swiftc`, Objective-C interoperability on.
@Suite struct ObjectiveCRulesTests {
    /// The rule, from the compiler: the conformance in an extension of a generic class is refused, the same in the
    /// class's declaration is accepted.
    @Test func swiftRefusesObjectiveCConformancesInExtensionsOfGenericClasses() throws {
        let declarations = """
            @objc public protocol NSObjectProtocol {}
            @objc open class NSObject: NSObjectProtocol {}
            @objc open class UISearchController: NSObject {}
            @objc public protocol UISearchResultsUpdating: NSObjectProtocol {
                func updateSearchResults(for searchController: UISearchController)
            }

            """
        let inDeclaration = declarations + """
            final class Source<Table>: NSObject, UISearchResultsUpdating {
                func updateSearchResults(for searchController: UISearchController) {}
            }

            """
        let inExtension = declarations + """
            final class Source<Table>: NSObject {}
            extension Source: UISearchResultsUpdating {
                func updateSearchResults(for searchController: UISearchController) {}
            }

            """
        #expect(try Self.typecheckWithObjectiveC(inDeclaration).status == 0)
        let refused = try Self.typecheckWithObjectiveC(inExtension)
        #expect(refused.status != 0)
        #expect(refused.output.contains("cannot be in an extension"), "\(refused.output)")
    }

    /// The runtime keeps to it: no extension of one of its generic classes adopts a protocol the SDK declares in
    /// Objective-C, overrides a UIKit method or marks a member `@objc`.
    @Test func theRuntimeAdoptsObjectiveCProtocolsOnlyInGenericClassesDeclarations() throws {
        let protocols = try ObjectiveCScan.objectiveCProtocols(inStub: Self.uikitStubSources())
        // The scan knows the protocols the data source adopts, or it would pass whatever the runtime did.
        #expect(protocols.isSuperset(of: ["UITableViewDelegate", "UISearchResultsUpdating", "UISearchBarDelegate", "UITextFieldDelegate"]))
        let runtime = try RuntimeModule.sources().map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
        let generic = ObjectiveCScan.genericClasses(in: runtime.map(\.1))
        #expect(generic.isSuperset(of: ["TableDataSource", "TableViewController", "TableCellSource"]))
        let findings = runtime.flatMap { ObjectiveCScan.findings(in: $0.1, file: $0.0, genericClasses: generic, objectiveCProtocols: protocols) }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }

    /// What the scan reports, on the extension the runtime once had.
    @Test func theScanFindsAnAdoptionInAnExtension() throws {
        let source = """
            public final class TableDataSource<Table: UIKitTable>: NSObject, UITableViewDelegate {
            }

            extension TableDataSource: UISearchResultsUpdating, Sendable {
                public func updateSearchResults(for searchController: UISearchController) {}
            }

            extension TableDataSource {
                override public func responds(to aSelector: Selector!) -> Bool { true }
            }

            extension TableDataSource where Table == Mail {
                public func setMessages(_ items: [Mail.Message]) {}
            }

            """
        let findings = ObjectiveCScan.findings(
            in: source, file: "TableDataSource.swift", genericClasses: ["TableDataSource"], objectiveCProtocols: ["UISearchResultsUpdating"])
        #expect(
            findings == [
                "TableDataSource.swift:4: an extension of generic class 'TableDataSource' adopts Objective-C protocol 'UISearchResultsUpdating'",
                "TableDataSource.swift:9: an extension of generic class 'TableDataSource' holds an @objc member: override public func responds(to aSelector: Selector!) -> Bool { true }",
            ])
    }

    // MARK: - Helpers

    private static func uikitStubSources() throws -> [String] {
        try UIKitStubCompiler.stubSources().map { try String(contentsOf: $0, encoding: .utf8) }
    }

    private static func typecheckWithObjectiveC(_ source: String) throws -> (status: Int32, output: String) {
        let directory = try SwiftToolchain.temporaryDirectory("objc-rules")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Source.swift")
        try source.write(to: file, atomically: false, encoding: .utf8)
        let result = try SwiftToolchain.run(
            SwiftToolchain.swiftc,
            ["-typecheck", "-Xfrontend", "-enable-objc-interop", "-Xfrontend", "-disable-objc-attr-requires-foundation-module", file.path])
        return (result.status, result.stdout + result.stderr)
    }
}

/// Reads Swift source for the Objective-C rules above, by its layout: the runtime is formatted, so a top-level
/// declaration starts in column one and its body ends at the next `}` there.
enum ObjectiveCScan {
    /// The protocols of the stub that refine `NSObjectProtocol`, directly or through another: the SDK declares
    /// them in Objective-C.
    static func objectiveCProtocols(inStub sources: [String]) -> Set<String> {
        var parents: [String: [String]] = [:]
        for source in sources {
            for match in source.matches(of: /protocol\s+(\w+)\s*:\s*([^{]+)\{/) {
                parents[String(match.1)] = match.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            }
        }
        func refinesNSObject(_ name: String, seen: Set<String>) -> Bool {
            guard let direct = parents[name], !seen.contains(name) else { return false }
            return direct.contains("NSObjectProtocol") || direct.contains { refinesNSObject($0, seen: seen.union([name])) }
        }
        return Set(parents.keys.filter { refinesNSObject($0, seen: []) })
    }

    /// The classes declared with generic parameters.
    static func genericClasses(in sources: [String]) -> Set<String> {
        Set(sources.flatMap { $0.matches(of: /class\s+(\w+)\s*</).map { String($0.1) } })
    }

    /// Each place where an extension of a generic class adopts an Objective-C protocol or holds an `@objc`
    /// member (marked so, or an override of a UIKit method), as `file:line: what`.
    static func findings(in source: String, file: String, genericClasses: Set<String>, objectiveCProtocols: Set<String>) -> [String] {
        var findings: [String] = []
        var extended: String?
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if let match = line.wholeMatch(of: /extension\s+(\w+)\s*(?::\s*([^{]*?))?\s*(?:where[^{]*)?\{.*/) {
                let name = String(match.1)
                extended = genericClasses.contains(name) ? name : nil
                let adopted = (match.2 ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                for adoption in adopted where extended != nil && objectiveCProtocols.contains(adoption) {
                    findings.append("\(file):\(index + 1): an extension of generic class '\(name)' adopts Objective-C protocol '\(adoption)'")
                }
            } else if line.hasPrefix("}") {
                extended = nil
            } else if let name = extended, line.contains(/(^|\s)(override|@objc)\s/) {
                let text = line.trimmingCharacters(in: .whitespaces)
                findings.append("\(file):\(index + 1): an extension of generic class '\(name)' holds an @objc member: \(text)")
            }
        }
        return findings
    }
}
