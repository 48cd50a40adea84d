import Foundation
import Testing

/// Every name the generated Swift spells that no spec gives it is in the targets' constants files
/// (issue 39 item 5): `Constants` and `RuntimeMemberConstants` for every Swift target,
/// `UIKitConstants` and `SwiftUIConstants` for theirs. A generator that writes a member, a label, a
/// case or a local as a string literal where the code model takes a name is found here, so a runtime
/// rename stays one edit.
@Suite("Names in generated code")
struct GeneratorNamesTests {
    static let generators = ["TableSpecSwiftCore", "TableSpecUIKit", "TableSpecSwiftUI"]
    static let constantsFiles: Set<String> = ["Constants.swift", "RuntimeMemberConstants.swift", "UIKitConstants.swift", "SwiftUIConstants.swift"]

    /// Where the code model takes a name: an argument's label, a name, a member, a case, a path,
    /// a parameter's label or name, a binding, a variable. Followed by a literal that starts with a
    /// letter: `SwiftParameter("_", …)` and operators are not names.
    static var nameLiteral: Regex<(Substring, Substring)> {
        #/(SwiftArgument\(|\.name\(|\.dot\(|\.member\([^,()]*, |SwiftParameter\("[^"]*", |SwiftParameter\(nil, |\.path\(|\.binding\(|\.variable\(|bindingPattern\(|\.var, |\.let, |SwiftParameter\()"[A-Za-z]/#
    }

    static func literals(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { number, line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), line.contains(nameLiteral) else { return nil }
            return "\(number + 1): \(code)"
        }
    }

    @Test("the generators spell no name as a literal: each is a constant", arguments: generators)
    func namesAreConstants(module: String) throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/\(module)")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!files.isEmpty)
        for file in files where !Self.constantsFiles.contains(file) {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let found = Self.literals(in: text)
            #expect(found.isEmpty, "\(module)/\(file) spells names as literals; put them in the constants:\n\(found.joined(separator: "\n"))")
        }
    }

    @Test("the check finds a literal name where the code model takes one, and passes a constant")
    func checkFindsLiterals() {
        #expect(Self.literals(in: #"        .call(.name("makeSections"), [])"#).count == 1)
        #expect(Self.literals(in: #"        SwiftArgument("rows", rows)"#).count == 1)
        #expect(Self.literals(in: #"        SwiftParameter("_", "items", .bool)"#).count == 1)
        #expect(Self.literals(in: #"        .call(.name(Constants.Generated.makeSections), [])"#).isEmpty)
        #expect(Self.literals(in: #"        SwiftParameter("_", Constants.Local.items, .bool)"#).isEmpty)
        #expect(Self.literals(in: #"        // .call(.name("makeSections"), [])"#).isEmpty)
    }
}
