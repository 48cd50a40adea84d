// swift-tools-version: 6.1
import PackageDescription

// A libFuzzer target over TableSpec's whole front end, kept out of the tool's own package so
// that building or depending on TableSpec never pulls it in. Build and run it with `Fuzz/run`.
let package = Package(
    name: "TableSpecFuzz",
    dependencies: [
        .package(name: "TableSpec", path: ".."),
    ],
    targets: [
        .executableTarget(
            name: "TableSpecFuzz",
            dependencies: [.product(name: "TableSpecKit", package: "TableSpec")]
        ),
    ]
)
