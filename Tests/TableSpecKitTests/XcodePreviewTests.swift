import Foundation
import Testing
import TableSpecKit

/// The `#Preview` blocks of generated code (issue 36, item 5). The UIKit and SwiftUI stubs declare the
/// macros as Apple does, implemented by a stand-in plugin that expands each block into a `Preview` made
/// from its body (`Support/PreviewMacroStandIn`), so a generated preview is type-checked as Xcode's debug
/// build checks it: the Samples' files pass in `GeneratedUIKitTests` and `GeneratedSwiftUITests`; here
/// each mistake the previews could make fails, and a release build never sees them.
@Suite("Xcode previews of generated code")
struct XcodePreviewTests {
    /// A Sample's UIKit file (the table's neutral part with its UIKit code), in a temporary directory.
    private static func uikitFile(_ name: String, edited edit: (String) -> String = { $0 }) throws -> (URL, URL) {
        let directory = try SwiftToolchain.temporaryDirectory("previews")
        let file = directory.appendingPathComponent(name + ".swift")
        try edit(try GeneratedCodeTests.generate(name).source).write(to: file, atomically: false, encoding: .utf8)
        return (directory, file)
    }

    /// A Sample's neutral part and SwiftUI view file, as named sources.
    private static func swiftUISources(_ name: String, editingView edit: (String) -> String = { $0 }) throws -> [(name: String, text: String)] {
        [(name + ".swift", try GeneratedCodeTests.generate(name).source), (name + "View.swift", edit(try GeneratedSwiftUITests.generate(name).source))]
    }

    /// The text between the generated file's `#if DEBUG` and its `#endif`.
    private static func previewBlock(_ source: String) throws -> Substring {
        let start = try #require(source.range(of: "#if DEBUG\n"))
        let end = try #require(source[start.upperBound...].range(of: "#endif\n"))
        return source[start.upperBound..<end.lowerBound]
    }

    @Test("each Sample's UIKit and SwiftUI files preview the table three ways, from its sample items, only in a debug build",
          arguments: GeneratedCodeTests.sampleNames)
    func previewsPerSample(name: String) throws {
        let (table, uikit) = try GeneratedCodeTests.generate(name)
        let swiftUI = try GeneratedSwiftUITests.generate(name).source
        for (source, presenter) in [(uikit, "TableViewController<\(name)>.preview("), (swiftUI, "\(name)View.preview(")] {
            let block = try Self.previewBlock(source)
            #expect(block.ranges(of: "@available(iOS 17.0, *)\n#Preview(\"\(name)").count == 3)
            #expect(block.ranges(of: presenter).count == 3)
            #expect(block.contains("appearance: .dark") && block.contains("appearance: .largeText"))
            #expect(source.ranges(of: "#Preview(").count == 3, "every #Preview is under #if DEBUG")
            // Every dynamic section with `sample` items shows them; a table without any shows its declared content.
            let samples = table.sections.filter { section in
                if case .items(let items) = section.content { return items.sample != nil }
                return false
            }
            if samples.isEmpty {
                #expect(block.ranges(of: "TableContent<\(name)>()").count == 3)
            } else {
                #expect(block.ranges(of: "TableContent<\(name)>(").count == 3)
                #expect(block.ranges(of: ": \(name).sample").count == 3 * samples.count)
            }
        }
    }

    @Test("a preview's body is type-checked: a wrong appearance or a body of the wrong type fails in UIKit")
    func uikitMistakesFail() throws {
        let (directory, good) = try Self.uikitFile("Countries")
        defer { try? FileManager.default.removeItem(at: directory) }
        let passes = try UIKitStubCompiler.typecheck([good])
        #expect(passes.succeeded, "\(passes.diagnostics.prefix(2_000))")

        let (wrongCaseDirectory, wrongCase) = try Self.uikitFile("Countries") { $0.replacingOccurrences(of: "appearance: .dark", with: "appearance: .sepia") }
        defer { try? FileManager.default.removeItem(at: wrongCaseDirectory) }
        let failed = try UIKitStubCompiler.typecheck([wrongCase])
        #expect(!failed.succeeded)
        #expect(failed.diagnostics.contains("sepia"), "\(failed.diagnostics.prefix(2_000))")

        // A body that is the content, not a view controller: the macro takes `() -> UIViewController`.
        let (wrongBodyDirectory, wrongBody) = try Self.uikitFile("Countries") {
            $0.replacingOccurrences(of: "TableViewController<Countries>.preview(TableContent<Countries>(countryItems: Countries.sampleCountryItems))",
                                    with: "TableContent<Countries>(countryItems: Countries.sampleCountryItems)")
        }
        defer { try? FileManager.default.removeItem(at: wrongBodyDirectory) }
        let wrongType = try UIKitStubCompiler.typecheck([wrongBody])
        #expect(!wrongType.succeeded)
        // The compiler's message varies between the two macros (a view's and a view controller's); where it is, does not.
        let line = try #require(String(decoding: try Data(contentsOf: wrongBody), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("    TableContent<Countries>(countryItems:") }) + 1
        #expect(wrongType.diagnostics.contains("Countries.swift:\(line - 1):") || wrongType.diagnostics.contains("Countries.swift:\(line):"),
                "\(wrongType.diagnostics.prefix(2_000))")
    }

    @Test("a release build never compiles the previews: a mistake in them is not seen without DEBUG")
    func releaseBuildSkipsPreviews() throws {
        let (directory, wrong) = try Self.uikitFile("Countries") { $0.replacingOccurrences(of: "appearance: .dark", with: "appearance: .sepia") }
        defer { try? FileManager.default.removeItem(at: directory) }
        let release = try UIKitStubCompiler.typecheck([wrong], settings: .release)
        #expect(release.succeeded, "\(release.diagnostics.prefix(2_000))")

        let swiftUI = try SwiftUIStubCompiler.typecheck(named: Self.swiftUISources("Countries") {
            $0.replacingOccurrences(of: "appearance: .dark", with: "appearance: .sepia")
        }, settings: .release)
        #expect(swiftUI.succeeded, "\(swiftUI.diagnostics.prefix(2_000))")
    }

    @Test("a SwiftUI preview needs its iOS 17 mark in an iOS 15 app, and a wrong appearance fails")
    func swiftUIMistakesFail() throws {
        let good = try SwiftUIStubCompiler.typecheck(named: Self.swiftUISources("Mail"))
        #expect(good.succeeded, "\(good.diagnostics.prefix(2_000))")

        // Without `@available(iOS 17.0, *)` the expansion makes a `Preview` (iOS 17) in iOS 15 code.
        let unmarked = try SwiftUIStubCompiler.typecheck(named: Self.swiftUISources("Mail") {
            $0.replacingOccurrences(of: "@available(iOS 17.0, *)\n#Preview", with: "#Preview")
        })
        #expect(!unmarked.succeeded)
        #expect(unmarked.diagnostics.contains("only available in iOS_17"), "\(unmarked.diagnostics.prefix(2_000))")

        let wrongCase = try SwiftUIStubCompiler.typecheck(named: Self.swiftUISources("Mail") {
            $0.replacingOccurrences(of: "appearance: .largeText", with: "appearance: .huge")
        })
        #expect(!wrongCase.succeeded)
        #expect(wrongCase.diagnostics.contains("huge"), "\(wrongCase.diagnostics.prefix(2_000))")
    }
}
