// swift-tools-version: 6.0
import PackageDescription

// A package that uses TableSpec the way an app's package would: the build plugin turns the
// specs in Sources/DemoTables into Swift at build time, and the tests use the generated API.
let package = Package(
    name: "PluginDemo",
    platforms: [.macOS(.v13)],
    dependencies: [
        // An app would write: .package(url: "https://github.com/<org>/TableSpec", from: "0.1.0")
        .package(name: "TableSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "DemoTables",
            exclude: ["cities.sample.yaml"],
            plugins: [.plugin(name: "TableSpecBuildPlugin", package: "TableSpec")]
        ),
        .testTarget(
            name: "DemoTablesTests",
            dependencies: ["DemoTables"]
        ),
    ]
)
