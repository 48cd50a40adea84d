import Foundation
import Testing

/// The command plugin's manifest scan (`DeclaredTarget`, `ManifestTokens`), compiled from the
/// plugin's own files with `swiftc` and run on manifests written the ways people write them.
/// The plugin tests cover the common case end to end; these cover comments, strings, custom
/// paths and other plugins, which would be slow to build a package for each.
@Suite("Command plugin's manifest scan")
struct ManifestScanTests {
    static let manifests: [(name: String, text: String, expected: [String])] = [
        ("demo", """
            let package = Package(
                name: "PluginDemo",
                dependencies: [.package(name: "TableSpec", path: "../..")],
                targets: [
                    .target(
                        name: "DemoTables",
                        exclude: ["cities.sample.yaml"],
                        plugins: [.plugin(name: "TableSpecBuildPlugin", package: "TableSpec")]
                    ),
                    .testTarget(name: "DemoTablesTests", dependencies: ["DemoTables"]),
                ]
            )
            """, ["target DemoTables - plugin", "testTarget DemoTablesTests - none"]),
        ("comments, strings and other plugins", #"""
            // .target(name: "Commented", plugins: [.plugin(name: "TableSpecBuildPlugin")])
            let package = Package(
                name: "App",
                targets: [
                    /* a block /* nested */ .plugin(name: "TableSpecBuildPlugin") */
                    .target(name: "Lint", plugins: [.plugin(name: "SwiftLintPlugin", package: "SwiftLint")]),
                    .executableTarget(
                        name: "App",
                        dependencies: [.product(name: "TableSpecKit", package: "TableSpec")],
                        path: "App/Sources",
                        swiftSettings: [.define("NAME_\"QUOTED\"")],
                        plugins: [
                            .plugin(name: #"TableSpecBuildPlugin"#, package: "TableSpec"),
                        ]
                    ),
                    .target(name: "Notes", resources: [.copy("""
                        .plugin(name: "TableSpecBuildPlugin")
                        """)]),
                ]
            )
            """#, ["target Lint - none", "executableTarget App App/Sources plugin", "target Notes - none"]),
        ("unbalanced text does not crash it", #"""
            .target(name: "Cut", plugins: [.plugin(name: "TableSpecBuildPlugin"
            """#, []),
    ]

    @Test("targets, their paths and whether they apply TableSpecBuildPlugin are read from manifest text")
    func scan() throws {
        let directory = try SwiftToolchain.temporaryDirectory("manifest-scan")
        defer { try? FileManager.default.removeItem(at: directory) }
        var main = "import Foundation\n"
        for (index, manifest) in Self.manifests.enumerated() {
            let file = directory.appendingPathComponent("manifest\(index).txt")
            try manifest.text.write(to: file, atomically: false, encoding: .utf8)
            main += """
                print("== \(index)")
                for target in DeclaredTarget.declared(manifest: try String(contentsOfFile: \(String(reflecting: file.path)), encoding: .utf8)) {
                    print(target.kind, target.name, target.path ?? "-", target.appliesBuildPlugin ? "plugin" : "none")
                }

                """
        }
        let driver = directory.appendingPathComponent("main.swift")
        try main.write(to: driver, atomically: false, encoding: .utf8)
        let plugin = TestPaths.packageRoot.appendingPathComponent("Plugins/GenerateTableSources")
        let program = directory.appendingPathComponent("scan")
        let build = try SwiftToolchain.buildExecutable(
            [driver, plugin.appendingPathComponent("DeclaredTarget.swift"), plugin.appendingPathComponent("ManifestTokens.swift")],
            output: program)
        try #require(build.status == 0, "\(build.stderr)")
        let run = try SwiftToolchain.run(program, [])
        #expect(run.status == 0, "\(run.stderr)")
        var expected = ""
        for (index, manifest) in Self.manifests.enumerated() {
            expected += "== \(index)\n" + manifest.expected.map { $0 + "\n" }.joined()
        }
        #expect(run.stdout == expected)
    }
}
