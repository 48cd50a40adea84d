import Foundation
import Testing

/// `tablespec preview --watch` as a user runs it: a real binary, real files edited under it.
@Suite("tablespec preview --watch")
struct PreviewWatchTests {
    /// A running `preview --watch`, its standard output collected as it arrives.
    final class Session: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var data = Data()

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = TestPaths.tablespec
            process.arguments = ["preview", "--watch", "--width", "30"] + arguments
            process.currentDirectoryURL = directory
            process.environment = utf8Locale(ProcessInfo.processInfo.environment)
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let chunk = handle.availableData
                guard let self else { return }
                self.lock.lock()
                self.data.append(chunk)
                self.lock.unlock()
            }
            try process.run()
        }

        var text: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: data, as: UTF8.self)
        }

        /// The drawings so far, each ended by the `--- FILE ---` line the watcher prints when not
        /// on a terminal.
        func drawings(of file: String) -> [String] {
            Array(text.components(separatedBy: "--- \(file) ---\n").dropLast())
        }

        /// Waits, at most 20 s, for the `count`th drawing, and returns it.
        func drawing(_ count: Int, of file: String) -> String? {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                let drawn = drawings(of: file)
                if drawn.count >= count { return drawn[count - 1] }
                usleep(50_000)
            }
            return nil
        }

        func stop() {
            // SIGKILL: a child spawned from a test thread may inherit a mask that blocks SIGTERM.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// Writes `text` to `file`, with a modification time that differs from the last write's
    /// even on a file system with coarse timestamps.
    static func edit(_ file: URL, _ text: String) throws {
        let before = (try? FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date) ?? nil
        try text.write(to: file, atomically: false, encoding: .utf8)
        if let before {
            try FileManager.default.setAttributes([.modificationDate: before.addingTimeInterval(2)], ofItemAtPath: file.path)
        }
    }

    static let rule = " " + String(repeating: "─", count: 29) + "\n"

    static let countrySpec = """
        table: W
        models:
          Country: {name: String, capital: String?}
        prototypes:
          country: {style: subtitle, text: "{name}", detail: "{capital}"}
        sections:
          - items: {model: Country, prototype: country, sample: w.sample.yaml}

        """

    @Test("an edit to the sample file redraws, its errors show while it is broken, and the spec is still watched")
    func sampleFile() throws {
        let directory = try SwiftToolchain.temporaryDirectory("watch-sample")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("W.table.yaml"), sample = directory.appendingPathComponent("w.sample.yaml")
        try Self.edit(spec, Self.countrySpec)
        try Self.edit(sample, "- {name: Andorra}\n")
        let session = try Session(["W.table.yaml"], in: directory)
        defer { session.stop() }
        #expect(session.drawing(1, of: "W.table.yaml") == " Andorra                      \n" + Self.rule)
        try Self.edit(sample, "- {name: Andorra, capitol: x}\n")
        #expect(session.drawing(2, of: "W.table.yaml")
                == "w.sample.yaml:1:19: error: 'capitol' is not a field of model 'Country'; did you mean 'capital'?\n")
        try Self.edit(sample, "- {name: Zambia, capital: Lusaka}\n")
        #expect(session.drawing(3, of: "W.table.yaml") == " Zambia                       \n Lusaka                       \n" + Self.rule)
        try Self.edit(spec, Self.countrySpec.replacingOccurrences(of: "w.sample.yaml", with: "other.yaml"))
        #expect(session.drawing(4, of: "W.table.yaml") == "W.table.yaml:7:57: error: cannot read the sample file: no such file: other.yaml\n")
        // A sample file that was missing is watched too: creating it redraws.
        try Self.edit(directory.appendingPathComponent("other.yaml"), "- {name: Chad}\n")
        #expect(session.drawing(5, of: "W.table.yaml") == " Chad                         \n" + Self.rule)
        #expect(session.drawings(of: "W.table.yaml").count == 5)
    }

    @Test("an edit to the --data file, or to the spec an --open table comes from, redraws")
    func dataAndOpenedSpec() throws {
        let directory = try SwiftToolchain.temporaryDirectory("watch-data")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.edit(directory.appendingPathComponent("W.table.yaml"), Self.countrySpec)
        try Self.edit(directory.appendingPathComponent("w.sample.yaml"), "- {name: Andorra}\n")
        let data = directory.appendingPathComponent("data.yaml")
        try Self.edit(data, "- {name: Benin}\n")
        let session = try Session(["W.table.yaml", "--data", "data.yaml"], in: directory)
        defer { session.stop() }
        #expect(session.drawing(1, of: "W.table.yaml") == " Benin                        \n" + Self.rule)
        try Self.edit(data, "- {name: Cuba}\n")
        #expect(session.drawing(2, of: "W.table.yaml") == " Cuba                         \n" + Self.rule)

        let home = directory.appendingPathComponent("Home.table.yaml"), detail = directory.appendingPathComponent("Detail.table.yaml")
        try Self.edit(home, "table: Home\nsections:\n  - rows:\n      - {text: More, id: more, opens: Detail}\n")
        try Self.edit(detail, "table: Detail\nsections:\n  - rows: [One]\n")
        let opened = try Session(["Home.table.yaml", "--open", "more"], in: directory)
        defer { opened.stop() }
        #expect(opened.drawing(1, of: "Home.table.yaml")?.contains(" One ") == true)
        try Self.edit(detail, "table: Detail\nsections:\n  - rows: [Two]\n")
        let second = opened.drawing(2, of: "Home.table.yaml")
        #expect(second?.contains(" Two ") == true && second?.contains(" One ") == false)
    }

    @Test("--watch refuses standard input")
    func standardInput() throws {
        let result = try runTablespec(["preview", "-", "--watch"], stdin: Data("table: W\nsections: []\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --watch cannot watch standard input; name the spec's file\n"))
    }
}
