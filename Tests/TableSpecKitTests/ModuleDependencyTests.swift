import Foundation
import Testing

/// The pipeline's layering as the manifest declares it (issue 39 item 3): each target of the tool
/// declares exactly the modules its sources import, so a dependency that nothing uses, or an import
/// that only works because another target brought the module in, cannot creep back.
@Suite("Declared dependencies")
struct ModuleDependencyTests {
    /// The tool's targets and their declared dependencies (targets and products by name), read from
    /// `Package.swift`'s text: `.target(name: "X", dependencies: [...])` and its kin.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        var rest = manifest[...]
        while let start = rest.range(of: #"\.(target|executableTarget)\(\s*name: "(\w+)""#, options: .regularExpression) {
            let header = rest[start]
            let name = String(header.split(separator: "\"")[1])
            rest = rest[start.upperBound...]
            var dependencies: Set<String> = []
            // The target's own arguments end at the next target; its dependency list is the first `[...]` after `dependencies:`.
            let end = rest.range(of: #"\n        \.(target|executableTarget|plugin|testTarget|systemLibrary)\("#, options: .regularExpression)?.lowerBound ?? rest.endIndex
            let arguments = rest[..<end]
            if let list = arguments.range(of: "dependencies: [") {
                var depth = 1, index = list.upperBound
                while index < arguments.endIndex, depth > 0 {
                    if arguments[index] == "[" { depth += 1 } else if arguments[index] == "]" { depth -= 1 }
                    index = arguments.index(after: index)
                }
                let text = arguments[list.upperBound..<index]
                for match in text.matches(of: /(?:\.product\(name: )?"(\w+)"(?:, package: "[\w-]+"\))?/) {
                    dependencies.insert(String(match.1))
                }
            }
            targets[name] = dependencies
        }
        return targets
    }

    /// The project modules (and ArgumentParser) that `target`'s sources import.
    static func imports(of target: String, among modules: Set<String>) throws -> Set<String> {
        let directory = TestPaths.packageRoot.appendingPathComponent("Sources/" + target)
        var imports: Set<String> = []
        for case let path as String in FileManager.default.enumerator(atPath: directory.path) ?? NSEnumerator() where path.hasSuffix(".swift") {
            let text = try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let match = line.wholeMatch(of: /\s*(?:@_exported\s+)?import\s+(\w+)\s*/) else { continue }
                let module = String(match.1)
                if modules.contains(module) || module == "ArgumentParser" { imports.insert(module) }
            }
        }
        return imports
    }

    @Test("every target of the tool declares exactly the project modules its sources import")
    func declaredEqualsImported() throws {
        let declared = try Self.declaredDependencies()
        #expect(declared.count >= 20, "the manifest reader found \(declared.count) targets")
        let modules = Set(declared.keys).union(["CYAML"])
        for (target, dependencies) in declared.sorted(by: { $0.key < $1.key }) {
            let imported = try Self.imports(of: target, among: modules)
            #expect(dependencies.subtracting(imported).isEmpty, "\(target) declares \(dependencies.subtracting(imported).sorted()) but imports none of them")
            #expect(imported.subtracting(dependencies).isEmpty, "\(target) imports \(imported.subtracting(dependencies).sorted()) without declaring them")
        }
        #expect(declared["TableSpecFrontEnd"]?.contains("SwiftCodeModel") == false, "the front end names things; it never renders Swift")
    }
}
