import Foundation
import Testing
@testable import TableSpecKit

/// Previews of a form through the real binary: every control drawn with what it shows, and `--data` reading
/// the form's values from a file, each problem located in it.
@Suite struct FormPreviewTests {
    static let general = TestPaths.samples.appendingPathComponent("General.table.yaml").path

    static func write(_ text: String, as name: String) throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory("form-preview")
        let file = directory.appendingPathComponent(name)
        try text.write(to: file, atomically: false, encoding: .utf8)
        return file
    }

    @Test("the controls show the spec's values: a stepper's number, a slider's knob, the chosen segment, option and menu title")
    func controlsShowValues() throws {
        let result = try runTablespec(["preview", Self.general, "--width", "48", "--ascii", "--color", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Text Size") && $0.contains("17 pt [-|+]") })
        #expect(lines.contains { $0.contains("Volume") && $0.contains("=====o-----") })
        #expect(lines.contains { $0.contains("Units") && $0.contains("[Metric|Imperial]") })
        #expect(lines.contains { $0.contains("Appearance") && $0.contains("Automatic >") })
        #expect(lines.contains { $0.contains("Start Page") && $0.contains("Inbox ^") })
        #expect(lines.contains { $0.contains("Name") && $0.contains("Your name") })
        #expect(lines.contains { $0.contains("Ask to Join Networks") }, "Wi-Fi is on by default")
    }

    @Test("--data reads a form's values: rows hide, controls and details show the values")
    func dataSetsValues() throws {
        let data = try Self.write("wifi: false\ntextSize: 24\nunits: imperial\nname: Anna Petrova\nappearance: dark\nvolume: 1\n", as: "values.yaml")
        let result = try runTablespec(["preview", Self.general, "--data", data.path, "--width", "48", "--ascii", "--color", "never"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.contains { $0.contains("Ask to Join Networks") }, "Wi-Fi off hides Ask to Join")
        #expect(lines.contains { $0.contains("Wi-Fi") && $0.contains("(off)") })
        #expect(lines.contains { $0.contains("Name") && $0.contains("Anna Petrova") })
        #expect(lines.contains { $0.contains("Text Size") && $0.contains("24 pt [-|+]") })
        #expect(lines.contains { $0.contains("Appearance") && $0.contains("Dark >") })
        #expect(lines.contains { $0.contains("Volume") && $0.contains("==========o") })
    }

    @Test("--data's problems are located in the file, and nothing is drawn")
    func dataProblems() throws {
        let data = try Self.write("wify: false\ntextSize: 99\nunits: nautical\nwifi: maybe\nvolume: loud\n", as: "bad.yaml")
        let result = try runTablespec(["preview", Self.general, "--data", data.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        let path = data.path
        #expect(result.stderr == """
            \(path):1:1: error: no row with a value has the id 'wify'; did you mean 'wifi'?
            \(path):2:11: error: 99 is outside 'textSize''s range, from 10 to 30
            \(path):3:8: error: 'nautical' is not one of 'units''s options (metric, imperial)
            \(path):4:7: error: 'wifi' is a switch; give true or false, not 'maybe'
            \(path):5:9: error: 'volume' takes a number, not 'loud'

            """)
    }
}
