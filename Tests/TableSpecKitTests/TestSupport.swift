import Foundation
import Testing

/// Paths of the package, found from this file so tests run the same from any working directory.
enum TestPaths {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let samples = packageRoot.appendingPathComponent("Samples")
    static let schemas = packageRoot.appendingPathComponent("Schemas")
    static let fixtures = packageRoot.appendingPathComponent("Tests/TableSpecKitTests/Fixtures")

    /// The `tablespec` executable SwiftPM built next to the test bundle (the test target depends
    /// on it, so it is always built first).
    static let tablespec: URL = {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("tablespec")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/tablespec")
    }()

    /// Every `*.table.yaml` in `Samples/`, sorted.
    static func sampleSpecs() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
        return names.filter { $0.hasSuffix(".table.yaml") }.sorted().map { samples.appendingPathComponent($0) }
    }
}

/// What a finished process left behind.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the real `tablespec` binary, with `NO_COLOR` set so output is plain.
func runTablespec(_ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
                  environment: [String: String] = [:], timeout: TimeInterval = 60) throws -> ProcessResult {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env = utf8Locale(env)
    for (key, value) in environment { env[key] = value }
    return try runProcess(TestPaths.tablespec, arguments, in: directory, stdin: stdin, environment: env, timeout: timeout)
}

/// `environment` under a UTF-8 locale, whatever the machine's: the preview draws ASCII under any other.
func utf8Locale(_ environment: [String: String]) -> [String: String] {
    var environment = environment
    environment["LC_ALL"] = nil
    environment["LC_CTYPE"] = nil
    environment["LANG"] = "C.UTF-8"
    return environment
}

/// Runs a program to completion and collects what it printed.
///
/// Both pipes are read while the process runs, so a large output cannot fill a pipe and stall
/// it. `timeout` only guards against a hang taking the whole suite down; speed is measured by
/// the benchmarks, never here.
func runProcess(_ executable: URL, _ arguments: [String], in directory: URL? = nil, stdin: Data? = nil,
                environment: [String: String]? = nil, timeout: TimeInterval = 600) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let outPipe = Pipe(), errPipe = Pipe(), inPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = inPipe
    try process.run()
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data(), err = Data()
    group.enter()
    DispatchQueue.global().async { out = outPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { err = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    if let stdin { inPipe.fileHandleForWriting.write(stdin) }
    try? inPipe.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { usleep(2_000) }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        Issue.record("\(executable.lastPathComponent) \(arguments.prefix(3).joined(separator: " ")) did not finish within \(Int(timeout)) s")
    }
    process.waitUntilExit()
    group.wait()
    return ProcessResult(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
}

/// What the binary prints for a usage error of `command`, whichever check finds it: the option
/// parser's, or one made once the spec is read (an option naming a row the table lacks). Exit status 64.
func usageError(_ message: String, command: String) -> String {
    "Error: \(message)\nUsage: tablespec \(command) [<options>] \(command == "preview" ? "<file>" : command == "init" ? "<name>" : "<files> ...")\n"
        + "  See 'tablespec \(command) --help' for more information.\n"
}
