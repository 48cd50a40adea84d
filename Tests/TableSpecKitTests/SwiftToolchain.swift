import Foundation

/// The real Swift compiler and the programs it builds, for tests that prove generated code
/// compiles and does what the spec says.
enum SwiftToolchain {
    /// `swiftc` from the toolchain running the tests (on PATH on Linux, via xcrun on macOS).
    static let swiftc: URL = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swiftc")
    }()

    /// A fresh directory under the system's temporary directory.
    static func temporaryDirectory(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        try runProcess(executable, arguments, in: directory)
    }

    /// Compiles sources into an executable with `swiftc`, warnings as errors, linked with
    /// `TableSpecRuntime` as an app links it.
    static func buildExecutable(_ sources: [URL], output: URL, extraFlags: [String] = []) throws -> ProcessResult {
        try run(swiftc, ["-Onone", "-warnings-as-errors", "-o", output.path] + (try RuntimeModule.linkFlags()) + extraFlags + sources.map(\.path))
    }
}
