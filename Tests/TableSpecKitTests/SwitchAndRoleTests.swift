import Foundation
import Testing
@testable import TableSpecKit
@testable import TableSpecTextPreview

/// `control: switch` with `on`, `role`, and `items.id`: what the resolved model holds, how the
/// layers combine, and how the preview draws them. (Each mistake has its diagnostic fixture.)
@Suite("Switches, action rows and item identity")
struct SwitchAndRoleTests {

    static func row(_ table: ResolvedTable, _ id: String) -> ResolvedRow? {
        table.sections.flatMap(\.rows).first { $0.id == id }
    }

    @Test("Settings: a row's switch replaces the section's default accessory; on comes from the row or its defaults")
    func settingsSwitches() throws {
        let table = try PreviewTests.table("Settings")
        let airplane = try #require(Self.row(table, "airplaneMode"))
        #expect(airplane.appearance.control == .switch)
        #expect(airplane.appearance.accessory == .none, "the row's control replaces the defaults' disclosure indicator")
        #expect(airplane.appearance.style == .value1)
        #expect(!airplane.isOn)
        #expect(!airplane.selectable, "a switch row takes its taps in the switch")
        #expect(try #require(Self.row(table, "wifi")).appearance.accessory == .disclosureIndicator)
        #expect(try #require(Self.row(table, "wifi")).appearance.control == nil)
        #expect(try #require(Self.row(table, "allowNotifications")).isOn, "on: true from the section's defaults")
        #expect(try #require(Self.row(table, "notificationSounds")).isOn)
        #expect(try !#require(Self.row(table, "notificationBadges")).isOn, "the row's own on: false wins")
        let signOut = try #require(Self.row(table, "signOut"))
        #expect(signOut.appearance.role == .destructive)
        #expect(signOut.selectable)
        #expect(table.sections.flatMap(\.rows).filter { $0.appearance.role != .normal }.map(\.id) == ["signOut"])
        #expect(table.cellKinds.allSatisfy { $0.customClass == nil }, "Settings needs no custom switch cell any more")
    }

    @Test("a spec without the new keys means what it meant: no control, off, normal role, no id field")
    func defaultsUnchanged() throws {
        let table = try compiledTable("table: T\nsections:\n  - rows:\n      - { text: a, accessory: checkmark }\n")
        let row = try #require(table.sections.first?.rows.first)
        #expect(row.appearance.control == nil && !row.isOn && row.appearance.role == .normal)
        #expect(row.appearance.accessory == .checkmark)
        #expect(row.selectable)
        let countries = try PreviewTests.table("Customers")
        for section in countries.sections {
            if case .items(let items) = section.content { #expect(items.idField == nil) }
        }
    }

    @Test("on in defaults reaches only switch rows; selectable: true makes a switch row tappable")
    func onFromDefaults() throws {
        let table = try compiledTable("""
            table: T
            defaults:
              on: true
            sections:
              - rows:
                  - { text: a, control: switch, id: a }
                  - { text: b, id: b }
                  - { text: c, control: switch, selectable: true, on: false, id: c }
            """)
        #expect(Self.row(table, "a")?.isOn == true)
        #expect(Self.row(table, "b")?.isOn == false)
        #expect(Self.row(table, "c")?.isOn == false)
        #expect(Self.row(table, "c")?.selectable == true)
        #expect(Self.row(table, "a")?.selectable == false)
    }

    @Test("a role on the row replaces an accessory from the table's defaults")
    func roleReplacesInheritedAccessory() throws {
        let table = try compiledTable("""
            table: T
            defaults:
              accessory: disclosureIndicator
            sections:
              - rows:
                  - { text: Reset, role: button, id: reset }
                  - { text: More, id: more }
            """)
        #expect(Self.row(table, "reset")?.appearance.accessory == Accessory.none)
        #expect(Self.row(table, "reset")?.appearance.role == .button)
        #expect(Self.row(table, "more")?.appearance.accessory == .disclosureIndicator)
    }

    static let dynamicSpec = """
        table: Alarms
        models:
          Alarm:
            time: String
            label: String?
        prototypes:
          alarm:
            style: subtitle
            text: "{time}"
            detail: "{label}"
            control: switch
            on: true
        sections:
          - items:
              model: Alarm
              prototype: alarm
              id: time
              sample:
                - { time: "06:30", label: Work }
                - { time: "08:00" }
        """

    @Test("a prototype's switch and state reach every item's row; items.id resolves to the model's field")
    func prototypeSwitch() throws {
        let table = try compiledTable(Self.dynamicSpec)
        guard case .items(let items)? = table.sections.first?.content else {
            Issue.record("no dynamic section")
            return
        }
        #expect(items.idField?.name == "time")
        #expect(items.idField?.type == FieldType(base: .string, isOptional: false))
        #expect(items.prototype.appearance.control == .switch && items.prototype.isOn)
        let rows = TableContent(table).sections.flatMap(\.rows)
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.isOn && $0.appearance.control == .switch })
    }

    // MARK: The preview

    static func preview(_ table: ResolvedTable, width: Int = 40, editing: Bool = false, colored: Bool = false, ascii: Bool = false) -> String {
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: width, editing: editing))
        return PreviewRenderer(layout: layout, colored: colored, ascii: ascii).render()
    }

    static let previewSpec = """
        table: T
        sections:
          - rows:
              - { text: Wi-Fi, control: switch, on: true }
              - { text: Bluetooth, control: switch }
              - { text: Restore, role: button }
              - { text: Erase, role: destructive }
              - { text: Plain }
        """

    @Test("a switch sits at the accessory's place, on or off, in Unicode and in ASCII; hidden while editing")
    func previewSwitch() throws {
        let table = try compiledTable(Self.previewSpec)
        let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 40))
        #expect(layout.trailingControl(section: 0, row: 0) == .toggle(isOn: true))
        #expect(layout.trailingControl(section: 0, row: 1) == .toggle(isOn: false))
        #expect(layout.geometry(section: 0, row: 0).trailingWidth == 5)
        let lines = Self.preview(table).split(separator: "\n").map(String.init)
        #expect(lines[0] == " Wi-Fi                            (──●) ")
        #expect(lines[2] == " Bluetooth                        (○──) ")
        let ascii = Self.preview(table, ascii: true).split(separator: "\n").map(String.init)
        #expect(ascii[0] == " Wi-Fi                            ( on) ")
        #expect(ascii[2] == " Bluetooth                        (off) ")
        let editing = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 40, editing: true))
        #expect(editing.trailingControl(section: 0, row: 0) == nil, "UIKit hides the accessory view while editing")
    }

    @Test("under --color, button rows are tinted, destructive rows red, and a switch that is on green")
    func previewColors() throws {
        let table = try compiledTable(Self.previewSpec)
        let colored = Self.preview(table, colored: true)
        #expect(colored.contains("\u{1B}[34mRestore\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[31mErase\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[32m(──●)\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[90m(○──)\u{1B}[0m"))
        #expect(colored.contains(" Plain "), "normal rows stay uncoloured")
        let plain = Self.preview(table)
        #expect(!plain.contains("\u{1B}"))
        #expect(plain.contains(" Restore ") && plain.contains(" Erase "))
    }

    // MARK: Repeated identities in data given to the preview

    @Test("preview --data warns about repeated ids in the data file, at the repeat, with a note at the first")
    func dataFileRepeats() throws {
        let directory = try SwiftToolchain.temporaryDirectory("identity")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.dynamicSpec.write(to: directory.appendingPathComponent("Alarms.table.yaml"), atomically: false, encoding: .utf8)
        try "- { time: \"07:00\" }\n- { time: \"09:15\", label: Gym }\n- { time: \"07:00\", label: Again }\n"
            .write(to: directory.appendingPathComponent("alarms.yaml"), atomically: false, encoding: .utf8)
        let result = try runTablespec(["preview", "Alarms.table.yaml", "--data", "alarms.yaml", "--width", "40"], in: directory)
        #expect(result.status == 0)
        #expect(result.stderr == """
            alarms.yaml:3:11: warning: another item has the id '07:00' ('time'); ids should be unique, or updates cannot tell the items apart
            alarms.yaml:1:11: note: '07:00' is first used here

            """)
        #expect(result.stdout.contains("09:15"))
    }
}
