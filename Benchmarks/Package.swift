// swift-tools-version: 6.1
import PackageDescription

// Benchmark tooling only: the peer (Yams), the start-up baseline, an in-process preview probe and the search probe.
// It lives in its own package so that none of this ever enters the tool's build.
let package = Package(
    name: "TableSpecBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "TableSpec", path: ".."),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        // What a user would otherwise reach for: Yams decoding the same spec into Codable structs.
        .executableTarget(name: "yams-peer", dependencies: [.product(name: "Yams", package: "Yams")], path: "Sources/YamsPeer"),
        // Process start-up: the least any Swift command-line tool costs.
        .executableTarget(name: "hello", path: "Sources/Hello"),
        // One preview viewport rendered in process, after the table is loaded.
        .executableTarget(name: "viewport-bench", dependencies: [.product(name: "TableSpecKit", package: "TableSpec")], path: "Sources/ViewportBench"),
        // A search typed one keystroke at a time in a 10,000-row table, against Foundation filtering from scratch.
        .executableTarget(name: "search-bench", dependencies: [.product(name: "TableSpecRuntime", package: "TableSpec")], path: "Sources/SearchBench"),
    ]
)
