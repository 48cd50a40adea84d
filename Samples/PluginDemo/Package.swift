// swift-tools-version: 6.1
import PackageDescription

// A package that uses TableSpec the way an app's package would: the build plugin turns the
// specs in Sources/DemoTables into Swift at build time, and the tests use the generated API.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // A path dependency only because this demo lives inside TableSpec's repository. An app's
        // package writes: .package(url: "https://github.com/<your-org>/TableSpec", branch: "main")
        .package(name: "TableSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoTables",
            dependencies: [.product(name: "TableSpecRuntime", package: "TableSpec")],
            exclude: ["cities.sample.yaml"],
            plugins: [.plugin(name: "TableSpecBuildPlugin", package: "TableSpec")]
        ),
        .testTarget(
            name: "DemoTablesTests",
            dependencies: ["DemoTables"]
        ),
    ]
)
