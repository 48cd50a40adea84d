import Foundation
import Testing

/// A finished `tablespec` run and what it cost the machine.
struct MeasuredRun {
    var result: ProcessResult
    /// Peak resident memory of this one process, in KiB.
    var maxResidentKiB: Int
    /// User plus system CPU time: unlike wall time, it does not grow when other tests share
    /// the machine, so a bound on it checks the work done, not the scheduler.
    var cpuSeconds: Double
}

/// Runs the real `tablespec` in `directory` with output to files, and measures it with `wait4`,
/// which returns the resource use of exactly that process (`getrusage(RUSAGE_CHILDREN)` would
/// mix in every compiler the other tests run). `timeout` only catches a hang.
///
/// A small Python process starts tablespec and reaps it: Linux gives a process that `exec`s the
/// peak memory of the process it was started from, and the test process, with suites running
/// beside each other, is far larger than what is measured. Python forks from its own small
/// image, so tablespec's peak is its own.
func runTablespecMeasured(_ arguments: [String], in directory: URL, timeout: TimeInterval = 60) throws -> MeasuredRun {
    let scratch = try SwiftToolchain.temporaryDirectory("measured")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let stdoutPath = scratch.appendingPathComponent("stdout").path, stderrPath = scratch.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdoutPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    // The shell only changes directory (posix_spawn's own chdir action is not in Swift's Glibc
    // module) and then becomes tablespec, so the process reaped is tablespec itself.
    let reportPath = scratch.appendingPathComponent("usage").path
    let command = ["/bin/sh", "-c", #"exec python3 -c "$0" "$@""#, measurerScript, reportPath, directory.path, TestPaths.tablespec.path] + arguments
    let argv = command.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }

    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
    guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EINVAL) }

    var status: Int32 = 0
    var usage = rusage()
    let deadline = Date().addingTimeInterval(timeout)
    while true {
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid { break }
        if reaped == -1, errno != EINTR { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .ECHILD) }
        if Date() > deadline {
            kill(pid, SIGKILL)
            Issue.record("tablespec \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s")
            _ = wait4(pid, &status, 0, &usage)
            break
        }
        usleep(1_000)
    }
    // Exited normally: the status's high byte; killed: 128 plus the signal, as a shell says.
    let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let output = { (path: String) in String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self) }
    let report = output(reportPath).split(separator: " ").map { String($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    guard report.count == 2, let maxResident = Int(report[0]), let cpu = Double(report[1]) else {
        throw POSIXError(.EIO)
    }
    #if os(macOS)
    let maxResidentKiB = maxResident / 1024  // bytes on macOS
    #else
    let maxResidentKiB = maxResident  // KiB on Linux
    #endif
    return MeasuredRun(
        result: ProcessResult(status: exitStatus, stdout: output(stdoutPath), stderr: output(stderrPath)),
        maxResidentKiB: maxResidentKiB,
        cpuSeconds: cpu
    )
}

/// Changes to the directory, forks and runs the command, and writes the child's own peak RSS and
/// CPU seconds to the report file; exits with the child's status (128 plus a signal's number).
private let measurerScript = """
import os, sys
report, directory, argv = sys.argv[1], sys.argv[2], sys.argv[3:]
os.chdir(directory)
pid = os.fork()
if pid == 0:
    try:
        os.execv(argv[0], argv)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
with open(report, "w") as f:
    f.write(f"{usage.ru_maxrss} {usage.ru_utime + usage.ru_stime}")
code = os.waitstatus_to_exitcode(status)
os._exit(code if code >= 0 else 128 - code)
"""
