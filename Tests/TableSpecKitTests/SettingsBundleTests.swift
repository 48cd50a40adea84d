import Foundation
import Testing
import TableSpecKit

/// Settings.bundle in and out (issue 37): the Sample bundle (`Samples/Settings.bundle`, written for the
/// project, every specifier type) imported into specs that validate, generated back into panes equal in
/// meaning to the originals, and the pane reader's warnings and errors at their key paths and lines.
@Suite("Settings.bundle import and generation")
struct SettingsBundleTests {
    static let bundle = TestPaths.samples.appendingPathComponent("Settings.bundle")

    /// The Sample bundle's specs, checked by the front end together (so `opens` finds its table), and the
    /// import's warnings.
    static func importSample() throws -> (files: [ImportedSpecFile], tables: [String: ResolvedTable], warnings: [Diagnostic]) {
        let imported = try SettingsBundleImporter.importBundle(at: bundle.path, files: .system).get()
        let directory = try SwiftToolchain.temporaryDirectory("settings-import")
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for file in imported.files {
            let path = directory.appendingPathComponent(file.fileName).path
            try file.text.write(toFile: path, atomically: false, encoding: .utf8)
            paths.append(path)
        }
        let frontEnd = FrontEnd(tables: TableDirectory(specs: paths))
        var tables: [String: ResolvedTable] = [:]
        for path in paths {
            let result = frontEnd.compile(path: path)
            let errors = result.diagnostics.sorted.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(errors)")
            if let table = result.table { tables[table.name] = table }
        }
        return (imported.files, tables, imported.diagnostics)
    }

    @Test("the Sample bundle imports as two specs that validate: every specifier as its row")
    func importsSample() throws {
        let (files, tables, warnings) = try Self.importSample()
        #expect(files.map(\.table) == ["Settings", "Advanced"])
        #expect(warnings.isEmpty, "\(warnings)")
        let settings = try #require(tables["Settings"])
        #expect(settings.valueStorage != nil, "the values live in UserDefaults, where the Settings app keeps them")
        #expect(settings.sections.map(\.header) == ["Account", "Sync", nil, "About"])
        #expect(settings.sections[2].footer == "System follows the device.")
        let rows = settings.sections.flatMap(\.rows).filter { $0.choice == nil }
        #expect(rows.map { $0.appearance.control?.rawValue ?? ($0.opens.map { "opens " + $0 } ?? "plain") } == [
            "textField", "textField", "textField", "switch", "picker", "slider", "picker", "plain", "opens Advanced",
        ])
        let keys = Dictionary(uniqueKeysWithValues: (settings.valueStorage?.keys ?? []).map { ($0.id, $0.key) })
        #expect(keys["namePreference"] == "name_preference")
        #expect(keys["volume"] == "volume")
        guard case .options(let options, let style)? = rows[4].form else { Issue.record("the multi-value is a picker with options"); return }
        #expect(options.map(\.key) == ["quarter", "hourly", "manual"] && options.map(\.title) == ["Every 15 Minutes", "Hourly", "Manually"])
        #expect(style == nil || style == .push)
        #expect(rows[4].value == .text("hourly"))
        guard case .options(_, .inline?)? = rows[6].form else { Issue.record("the radio group is an inline picker"); return }
        guard case .numbers(let numbers)? = rows[5].form else { Issue.record("the slider has its range"); return }
        #expect(numbers.minimum == 0 && numbers.maximum == 1 && numbers.minimumImage == "speaker" && rows[5].value == .double(0.5))
        guard case .textField(let password)? = rows[2].form else { Issue.record("a text field"); return }
        #expect(password.isSecure)
        #expect(rows[7].detail == "1.0" && rows[7].appearance.style == .value1)
        let advanced = try #require(tables["Advanced"])
        #expect(advanced.sections.first?.footer == "Reports contain no personal data.")
    }

    /// A new folder holding the Sample bundle as `tablespec import` writes it: its specs and `Settings.xcstrings`.
    static func importedSample(_ name: String) throws -> URL {
        let directory = try SwiftToolchain.temporaryDirectory(name)
        let imported = try runTablespec(["import", bundle.path, "-o", directory.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        return directory
    }

    /// A property list's value with every number as a Double, so a slider's `<integer>0</integer>` bound and
    /// `<real>0</real>` are the same number, as the Settings app reads both.
    static func meaning(_ value: PropertyListValue) -> PropertyListValue {
        switch value {
        case .integer(let number): .real(Double(number))
        case .array(let items): .array(items.map { PropertyListNode(meaning($0.value), at: $0.location) })
        case .dictionary(let entries): .dictionary(entries.map { PropertyListEntry(key: $0.key, node: PropertyListNode(meaning($0.node.value), at: $0.node.location)) })
        default: value
        }
    }

    @Test("import then generate --target settings-bundle gives panes equal in meaning to the Sample's, through the real CLI")
    func roundTrip() throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-round-trip")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = directory.appendingPathComponent("specs")
        let imported = try runTablespec(["import", Self.bundle.path, "-o", specs.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let out = directory.appendingPathComponent("out")
        // The catalog the import wrote is the one the generated bundle's languages come from.
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: specs.appendingPathComponent("Settings.xcstrings"), to: out.appendingPathComponent("Settings.xcstrings"))
        let generated = try runTablespec(["generate", "--target", "settings-bundle", "-o", out.path,
                                          specs.appendingPathComponent("Settings.table.yaml").path, specs.appendingPathComponent("Advanced.table.yaml").path])
        #expect(generated.status == 0, "\(generated.stderr)")
        #expect(!generated.stderr.contains("warning"), "\(generated.stderr)")
        for (original, written) in [("Root.plist", "Settings.bundle/Root.plist"), ("Advanced.plist", "Settings.bundle/Advanced.plist")] {
            let before = try PropertyListReader.read(Array(Data(contentsOf: Self.bundle.appendingPathComponent(original))), file: original).get()
            let after = try PropertyListReader.read(Array(Data(contentsOf: out.appendingPathComponent(written))), file: written).get()
            #expect(Self.meaning(before.value) == Self.meaning(after.value), "\(written) differs from the Sample's \(original)")
        }
        // Every language's strings, as the Sample's (one UTF-16, one UTF-8), text for text.
        for language in ["de", "en"] {
            let path = language + ".lproj/Root.strings"
            let before = try StringsFileReader.read(Array(Data(contentsOf: Self.bundle.appendingPathComponent(path))), file: path).get()
            let after = try StringsFileReader.read(Array(Data(contentsOf: out.appendingPathComponent("Settings.bundle/" + path))), file: path).get()
            #expect(Dictionary(before.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }) == Dictionary(after.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }),
                    "\(path) differs from the Sample's")
        }
    }

    @Test("the bundle's .strings (UTF-8 and UTF-16) become the String Catalog's translations, and a translation already there is kept")
    func translations() throws {
        let directory = try Self.importedSample("settings-catalog")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogURL = directory.appendingPathComponent("Settings.xcstrings")
        let catalog = try JSONParser.parse(Array(Data(contentsOf: catalogURL))).get()
        func translation(_ key: String, _ language: String) -> String? {
            guard case .string(let value)? = catalog["strings"]?[key]?["localizations"]?[language]?["stringUnit"]?["value"] else { return nil }
            return value
        }
        #expect(translation("Settings.cellularSync.text", "de") == "Über Mobilfunk synchronisieren")
        #expect(translation("Settings.cellularSync.text", "en") == "Sync over Cellular")
        #expect(translation("Advanced.sendReports.text", "de") == "Berichte senden")
        #expect(translation("Settings.theme.text", "de") == "Design")
        let spec = try String(contentsOf: directory.appendingPathComponent("Settings.table.yaml"), encoding: .utf8)
        #expect(spec.contains("localization: { table: Settings, language: en }"))

        // A translator's change in the catalog survives a second import with --force.
        var text = try String(contentsOf: catalogURL, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"Berichte senden\"", with: "\"Berichte übermitteln\"")
        try text.write(to: catalogURL, atomically: false, encoding: .utf8)
        let again = try runTablespec(["import", Self.bundle.path, "-o", directory.path, "--force"])
        #expect(again.status == 0, "\(again.stderr)")
        let after = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(after.contains("\"Berichte übermitteln\"") && !after.contains("\"Berichte senden\""))
    }

    @Test("a .stringsdict's plain texts are translations too; an entry with plural forms is a warning at its line")
    func stringsDictionary() throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-stringsdict")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        try Self.pane("""
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Wi-Fi</string><key>Key</key><string>wifi</string></dict>
            """).write(to: bundle.appendingPathComponent("Root.plist"), atomically: false, encoding: .utf8)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            <key>Wi-Fi</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>WLAN</string></dict>
            <key>%d devices</key>
            <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@devices@</string>
            <key>devices</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d Gerät</string><key>other</key><string>%d Geräte</string></dict>
            </dict>
            </dict>
            </plist>
            """.write(to: bundle.appendingPathComponent("de.lproj/Root.stringsdict"), atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("specs")
        let result = try runTablespec(["import", bundle.path, "-o", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Root.stringsdict:7:1: warning: `%d devices` has plural forms"), "\(result.stderr)")
        let catalog = try JSONParser.parse(Array(Data(contentsOf: out.appendingPathComponent("Settings.xcstrings")))).get()
        #expect(catalog["strings"]?["Settings.wifi.text"]?["localizations"]?["de"]?["stringUnit"]?["value"] == .string("WLAN"))
    }

    @Test("a binary Root.plist imports as the XML one does", .enabled(if: PythonPlist.availableOrCI, "python3 is not installed"))
    func binaryPane() throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-binary")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Settings.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        for name in ["Root", "Advanced"] {
            let source = Self.bundle.appendingPathComponent(name + ".plist").path
            let target = bundle.appendingPathComponent(name + ".plist").path
            let python3 = try #require(PythonPlist.python3, "python3 writes the binary plists")
            let converted = try runProcess(python3, ["-c",
                "import plistlib,sys; open(sys.argv[2],'wb').write(plistlib.dumps(plistlib.load(open(sys.argv[1],'rb')), fmt=plistlib.FMT_BINARY))",
                source, target])
            try #require(converted.status == 0, "python3 plistlib: \(converted.stderr)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: target)).starts(with: Array("bplist00".utf8)))
        }
        for language in ["en", "de"] {
            try FileManager.default.copyItem(at: Self.bundle.appendingPathComponent(language + ".lproj"), to: bundle.appendingPathComponent(language + ".lproj"))
        }
        let xml = try SettingsBundleImporter.importBundle(at: Self.bundle.path, files: .system).get()
        let binary = try SettingsBundleImporter.importBundle(at: bundle.path, files: .system).get()
        #expect(binary.files.map(\.table) == xml.files.map(\.table))
        // The texts differ only in the header comment, which names the file.
        for (a, b) in zip(xml.files, binary.files) {
            #expect(a.text.split(separator: "\n").dropFirst() == b.text.split(separator: "\n").dropFirst())
        }
    }

    /// A pane written for the test: one specifier per problem.
    static func pane(_ specifiers: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <key>PreferenceSpecifiers</key>
        <array>
        \(specifiers)
        </array>
        </dict>
        </plist>

        """
    }

    static func importPane(_ text: String) throws -> Result<SettingsBundleImporter.Result, Diagnostic> {
        let directory = try SwiftToolchain.temporaryDirectory("settings-pane")
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Root.plist")
        try text.write(to: path, atomically: false, encoding: .utf8)
        return SettingsBundleImporter.importBundle(at: path.path, files: .system)
    }

    @Test("what the spec has no place for is a warning at its line, and the row keeps the rest")
    func warningsAtLines() throws {
        let text = Self.pane("""
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Wi-Fi</string>
            <key>Key</key><string>wifi</string><key>DefaultValue</key><true/>
            <key>TrueValue</key><string>YES</string>
            <key>SupportedUserInterfaceIdioms</key><array><string>Phone</string></array></dict>
            <dict><key>Type</key><string>PSToggleSwitchSpecifer</string><key>Key</key><string>x</string></dict>
            """)
        let result = try Self.importPane(text).get()
        let messages = result.diagnostics.map { "\($0.location?.line ?? 0): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("9: `TrueValue` is a string") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("10: `SupportedUserInterfaceIdioms` has no place in the spec") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("11: `PSToggleSwitchSpecifer` is not a specifier type") && $0.contains("did you mean 'PSToggleSwitchSpecifier'") },
                "\(messages)")
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.files.first?.text.contains("control: switch") == true)
    }

    @Test("a pane that cannot be read is one error at its place, and a child pane that is missing names the row that opens it")
    func errors() throws {
        guard case .failure(let notDictionary) = try Self.importPane(Self.pane("<string>Type</string>")) else {
            Issue.record("a specifier that is a string is an error"); return
        }
        #expect(notDictionary.message.contains("a specifier is a dictionary") && notDictionary.location?.line == 7, "\(notDictionary)")

        guard case .failure(let noKey) = try Self.importPane(Self.pane("<dict><key>Type</key><string>PSSliderSpecifier</string></dict>")) else {
            Issue.record("a slider without bounds is an error"); return
        }
        #expect(noKey.location?.line == 7, "\(noKey)")

        guard case .failure(let missing) = try Self.importPane(Self.pane("""
            <dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>More</string></dict>
            """)) else {
            Issue.record("a child pane whose file is missing is an error"); return
        }
        #expect(missing.location?.file.hasSuffix("More.plist") == true, "\(missing)")
        #expect(missing.notes.contains { $0.message == "the pane is opened here" && $0.location?.line == 7 }, "\(missing)")
    }

    @Test("child panes that open each other are each imported once")
    func cyclicPanes() throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-cycle")
        defer { try? FileManager.default.removeItem(at: directory) }
        let child = { (file: String) in "<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>\(file)</string><key>File</key><string>\(file)</string></dict>" }
        try Self.pane(child("Loop")).write(to: directory.appendingPathComponent("Root.plist"), atomically: false, encoding: .utf8)
        try Self.pane(child("Root") + child("Loop")).write(to: directory.appendingPathComponent("Loop.plist"), atomically: false, encoding: .utf8)
        let result = try SettingsBundleImporter.importBundle(at: directory.path, files: .system).get()
        #expect(result.files.map(\.table) == ["Settings", "Loop"])
        #expect(result.files[1].text.contains("opens: Settings") && result.files[1].text.contains("opens: Loop"))
    }

    @Test("hostile panes through the real CLI: an error at its place, a non-zero exit, and nothing written",
          arguments: ["truncated", "array", "deep", "huge", "binary cycle", "binary reference out of range"])
    func hostile(kind: String) throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-hostile")
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = directory.appendingPathComponent("Hostile.bundle")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let root = bundle.appendingPathComponent("Root.plist")
        let sample = try String(contentsOf: Self.bundle.appendingPathComponent("Root.plist"), encoding: .utf8)
        switch kind {
        case "truncated": try String(sample.prefix(sample.count / 2)).write(to: root, atomically: false, encoding: .utf8)
        case "array": try Self.pane("").replacingOccurrences(of: "<dict>\n<key>PreferenceSpecifiers</key>", with: "<array>\n<string>x</string>")
            .replacingOccurrences(of: "</array>\n</dict>", with: "</array>").write(to: root, atomically: false, encoding: .utf8)
        case "deep": try Self.pane(String(repeating: "<array>", count: 10_000) + String(repeating: "</array>", count: 10_000))
            .write(to: root, atomically: false, encoding: .utf8)
        case "huge":
            // 100 MB, sparse: refused by its size after reading no more than the limit allows.
            try Data(Self.pane("").utf8).write(to: root)
            let handle = try FileHandle(forWritingTo: root)
            try handle.truncate(atOffset: 100_000_000)
            try handle.close()
        default:
            try Data(Self.binaryPane(valueReference: kind == "binary cycle" ? 0 : 5)).write(to: root)
        }
        let out = directory.appendingPathComponent("specs")
        let result = try runTablespec(["import", bundle.path, "-o", out.path])
        #expect(result.status != 0)
        #expect(result.stderr.contains("Root.plist:") && result.stderr.contains("error:"), "\(result.stderr)")
        if kind.hasPrefix("binary") {
            // A binary plist has no lines: the message names the key path.
            #expect(result.stderr.contains("PreferenceSpecifiers"), "\(result.stderr)")
        }
        #expect((try? FileManager.default.contentsOfDirectory(atPath: out.path))?.isEmpty ?? true, "nothing is written")
    }

    /// A binary pane `{ PreferenceSpecifiers: <object valueReference> }`: object 0 is the dictionary, object 1
    /// its key; a value reference of 0 makes the dictionary hold itself, one of 5 points past the two objects.
    static func binaryPane(valueReference: UInt8) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        bytes += [0xD1, 0x01, valueReference]                      // object 0 at 8: a dictionary of one entry
        bytes += [0x5F, 0x10, 0x14] + Array("PreferenceSpecifiers".utf8) // object 1 at 11: its key, 20 ASCII bytes
        let offsetTable = bytes.count
        bytes += [0x08, 0x0B]
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]                          // trailer: offset and reference sizes of 1 byte
        bytes += [0, 0, 0, 0, 0, 0, 0, 2]                          // two objects
        bytes += [0, 0, 0, 0, 0, 0, 0, 0]                          // the top object is object 0
        bytes += [0, 0, 0, 0, 0, 0, 0, UInt8(offsetTable)]
        return bytes
    }

    @Test("the previews draw the imported specs: every row's text, and the inline picker's options")
    func previewsImportedSpecs() throws {
        let directory = try SwiftToolchain.temporaryDirectory("settings-preview")
        defer { try? FileManager.default.removeItem(at: directory) }
        let imported = try runTablespec(["import", Self.bundle.path, "-o", directory.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let preview = try runTablespec(["preview", directory.appendingPathComponent("Settings.table.yaml").path, "--width", "60", "--height", "80"])
        #expect(preview.status == 0, "\(preview.stderr)")
        for text in ["ACCOUNT", "Name", "Password", "Sync over Cellular", "Fetch", "Hourly", "Theme", "System", "Light", "Dark", "Version", "1.0", "Advanced"] {
            #expect(preview.stdout.contains(text), "the preview shows \(text)")
        }
        let html = try runTablespec(["preview", "--format", "html", directory.appendingPathComponent("Advanced.table.yaml").path])
        #expect(html.status == 0 && html.stdout.contains("Send Reports"), "\(html.stderr)")
    }

    @Test("generating a pane warns at each row the Settings app cannot show, and leaves it out")
    func generateWarnings() throws {
        let spec = """
            table: Options
            style: insetGrouped
            values: { store: userDefaults }
            sections:
              - header: General
                rows:
                  - { text: Sound, id: sound, control: switch, default: true }
                  - { text: Size, id: size, control: stepper, range: { min: 1, max: 5 } }
                  - { text: Wake, id: wake, control: datePicker, mode: time }
                  - { text: Note }
            """
        let table = try #require(FrontEnd().compile(Array(spec.utf8), file: "Options.table.yaml").table)
        let target = SettingsBundleTarget()
        let options = OutputOptions(sourcePath: "Options.table.yaml", baseName: "Options")
        let output = target.output(for: table, options: options)
        let warnings = output.warnings
        #expect(warnings.map { $0.location?.line ?? 0 } == [8, 9, 10], "\(warnings)")
        let files = output.files
        #expect(files.map(\.name) == ["Settings.bundle/Root.plist"])
        let pane = try PropertyListReader.read(files[0].bytes, file: "Root.plist").get()
        guard case .array(let specifiers)? = pane["PreferenceSpecifiers"]?.value else { Issue.record("PreferenceSpecifiers"); return }
        #expect(specifiers.compactMap { $0["Type"]?.string } == ["PSGroupSpecifier", "PSToggleSwitchSpecifier"])
        #expect(files == target.files(for: table, options: options), "the same bytes on every run")
    }

    @Test("settingsBundle in tablespec-config.yaml makes the bundle of that table and the ones it opens, beside every table's Swift; a misnamed root fails at its line")
    func configuredBundle() throws {
        let directory = try Self.importedSample("settings-config")
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("Inbox.table.yaml")
        try "table: Inbox\nsections:\n  - rows: [Drafts, Sent]\n".write(to: other, atomically: false, encoding: .utf8)
        let config = directory.appendingPathComponent("tablespec-config.yaml")
        try "target: uikit\nsettingsBundle: Settings\n".write(to: config, atomically: false, encoding: .utf8)
        let out = directory.appendingPathComponent("out")
        let specs = ["Settings", "Advanced", "Inbox"].map { directory.appendingPathComponent($0 + ".table.yaml").path }
        let run = try runTablespec(["generate", "--config", config.path, "-o", out.path, "--no-string-catalogs", "--prune-settings-bundle"] + specs)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let written = (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String] ?? []).filter { $0.contains(".") && !$0.hasSuffix(".lproj") && !$0.hasSuffix(".bundle") }
        #expect(written.sorted() == [
            "Advanced.swift", "Inbox.swift", "Settings.bundle/Advanced.plist", "Settings.bundle/Root.plist",
            "Settings.bundle/de.lproj/Root.strings", "Settings.bundle/en.lproj/Root.strings", "Settings.swift",
        ], "the languages come from the catalog beside the specs, which is not written to the output")
        // Pruning keeps the folder to what the run wrote: a file left by an earlier run goes.
        let stale = out.appendingPathComponent("Settings.bundle/fr.lproj/Root.strings")
        try FileManager.default.createDirectory(at: stale.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "\"A\" = \"B\";\n".write(to: stale, atomically: false, encoding: .utf8)
        let again = try runTablespec(["generate", "--config", config.path, "-o", out.path, "--no-string-catalogs", "--prune-settings-bundle"] + specs)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale.deletingLastPathComponent().path))

        try "target: uikit\nsettingsBundle: Setings\n".write(to: config, atomically: false, encoding: .utf8)
        let misnamed = try runTablespec(["generate", "--config", config.path, "-o", "-"] + specs)
        #expect(misnamed.status == 1)
        #expect(misnamed.stderr.contains(config.path + ":2:17: error: no spec of this run declares the table 'Setings'; did you mean 'Settings'?"), "\(misnamed.stderr)")
    }
}
