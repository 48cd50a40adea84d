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

    /// Runs a program to completion, collecting its output.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let outPipe = Pipe(), errPipe = Pipe()
        process.standardOutput = outPipe
        process.standardError = errPipe
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        group.enter()
        DispatchQueue.global().async { out = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        group.enter()
        DispatchQueue.global().async { err = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        process.waitUntilExit()
        group.wait()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    /// Compiles sources into an executable with `swiftc`, warnings as errors.
    static func buildExecutable(_ sources: [URL], output: URL, extraFlags: [String] = []) throws -> ProcessResult {
        try run(swiftc, ["-Onone", "-warnings-as-errors", "-o", output.path] + extraFlags + sources.map(\.path))
    }
}
