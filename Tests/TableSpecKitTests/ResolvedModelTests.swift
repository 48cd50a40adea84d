import Foundation
import Testing
@testable import TableSpecKit

/// What the front end makes of valid specs: the resolved model back ends rely on.
@Suite("Resolved model")
struct ResolvedModelTests {
    func resolve(_ text: String, file: String = "t.table.yaml") throws -> ResolvedTable { try compiledTable(text, file: file) }

    @Test("text fields are exactly the strings written: no YAML 1.1 typing")
    func norway() throws {
        let table = try resolve("""
        table: Norway
        header: NO
        footer: 1:20
        sections:
          - header: yes
            footer: ~
            rows:
              - text: "on"
                detail: 010
                style: value1
              - off
              - null
              - 0x1F
              - text: 1e3
                accessibilityLabel: Y
        """)
        #expect(table.header == "NO")
        #expect(table.footer == "1:20")
        #expect(table.sections[0].header == "yes")
        #expect(table.sections[0].footer == "~")
        let rows = table.sections[0].rows
        #expect(rows.map(\.text) == ["on", "off", "null", "0x1F", "1e3"])
        #expect(rows[0].detail == "010")
        #expect(rows[4].accessibilityLabel == "Y")
    }

    @Test("defaults resolve row, then section defaults, then table defaults, then editing, then UIKit's")
    func defaultLayers() throws {
        let table = try resolve("""
        table: Layers
        rowHeight: 50
        editing:
          style: delete
          deleteConfirmation: Remove
        defaults:
          accessory: disclosureIndicator
          style: value1
        sections:
          - defaults:
              accessory: detailButton
              canMove: true
            rows:
              - text: A
              - text: B
                accessory: checkmark
                editingStyle: insert
                height: 60
          - rows:
              - C
              - text: D
                canEdit: false
                selectable: false
        """)
        let a = table.sections[0].rows[0], b = table.sections[0].rows[1]
        let c = table.sections[1].rows[0], d = table.sections[1].rows[1]
        #expect(a.appearance.accessory == .detailButton)
        #expect(b.appearance.accessory == .checkmark)
        #expect(c.appearance.accessory == .disclosureIndicator)
        #expect([a, b, c].map(\.appearance.style) == [.value1, .value1, .value1])
        #expect(a.editing == RowEditing(style: .delete, canEdit: true, canMove: true, deleteConfirmation: "Remove"))
        #expect(b.editing.style == .insert)
        #expect(c.editing == RowEditing(style: .delete, canEdit: true, canMove: false, deleteConfirmation: "Remove"))
        #expect(d.editing.canEdit == false)
        #expect([a.height, b.height, c.height] == [.points(50), .points(60), .points(50)])
        #expect(table.uniformRowHeight == nil)
        #expect(d.selectable == false && a.selectable)
        #expect(table.hasEditing)
    }

    @Test("without any editing keys no row is editable, and a shared height is uniform")
    func noEditing() throws {
        let table = try resolve("table: Plain\nsections:\n  - rows: [A, B]\n  - rows: [C]\n")
        #expect(!table.hasEditing)
        #expect(table.uniformRowHeight == .automatic)
        #expect(table.selection == .single)
        #expect(table.style == .plain && table.separator == .singleLine)
    }

    @Test("reuse identifiers derive from the style or the custom class, one kind each")
    func reuseIdentifiers() throws {
        let table = try resolve("""
        table: Kinds
        sections:
          - rows:
              - text: A
              - text: B
                style: subtitle
              - text: C
                style: custom
                class: SwitchCell
              - text: D
                style: value1
                reuseIdentifier: Value
              - text: E
                style: value1
                reuseIdentifier: Value
        """)
        #expect(table.sections[0].rows.map(\.appearance.reuseIdentifier) == [
            "TableSpec.default", "TableSpec.subtitle", "TableSpec.SwitchCell", "Value", "Value",
        ])
        #expect(table.cellKinds.map(\.reuseIdentifier) == ["TableSpec.SwitchCell", "TableSpec.default", "TableSpec.subtitle", "Value"])
        #expect(table.cellKinds.first?.customClass == "SwitchCell")
    }

    @Test("an index map resolves titles to declared section numbers, many titles to one section")
    func indexMap() throws {
        let table = try resolve("""
        table: Contacts
        index:
          A: a
          B: 1
          X: b
          "#": other
        sections:
          - id: a
            header: A
            rows: [Anna]
          - id: b
            header: B
            rows: [Boris]
          - id: other
            header: "#"
            rows: ["1-800"]
        """)
        let index = try #require(table.index)
        #expect(!index.isAutomatic)
        #expect(index.entries == [.title("A", section: 0), .title("B", section: 1), .title("X", section: 1), .title("#", section: 2)])
    }

    @Test("index: auto takes indexTitle, else the header's first character, and group titles for grouped items")
    func indexAuto() throws {
        let table = try resolve("""
        table: Mixed
        index: auto
        models:
          Person:
            name: String
        prototypes:
          person:
            text: "{name}"
        sections:
          - header: Favourites
            indexTitle: ★
            rows: [Mum]
          - header: Ärzte
            rows: [Dr. Who]
          - items:
              model: Person
              prototype: person
              groupBy: initial
        """)
        #expect(table.index?.entries == [.title("★", section: 0), .title("Ä", section: 1), .groupTitles(section: 2)])
    }

    @Test("templates and samples bind to the model, nil optionals hide the label")
    func dynamic() throws {
        let table = try resolve("""
        table: Countries
        models:
          Country:
            name: String
            capital: String?
            population: Int
            area: Double?
            landlocked: Bool
        prototypes:
          country:
            style: subtitle
            text: "{name} {{{population}}}"
            detail: "Capital: {capital}"
        sections:
          - items:
              model: Country
              prototype: country
              sample:
                - {name: Austria, capital: Vienna, population: 9100000, area: 83871.5, landlocked: true}
                - {name: Nauru, population: 12500, landlocked: false, capital: ~}
                - {name: "NO", population: 5500000, landlocked: false}
        """)
        guard case .items(let items) = table.sections[0].content else { Issue.record("not dynamic"); return }
        let sample = try #require(items.sample)
        #expect(sample.count == 3)
        #expect(sample[0].values == [.string("Austria"), .string("Vienna"), .int(9_100_000), .double(83871.5), .bool(true)])
        #expect(sample[1].values[1] == .null)
        let text = try #require(items.prototype.text), detail = try #require(items.prototype.detail)
        #expect(text.render(sample[0], model: items.model) == "Austria {9100000}")
        #expect(detail.render(sample[0], model: items.model) == "Capital: Vienna")
        #expect(detail.render(sample[1], model: items.model) == nil)
        #expect(text.render(sample[2], model: items.model) == "NO {5500000}")
        #expect(items.prototype.appearance.reuseIdentifier == "TableSpec.subtitle")
    }

    @Test("a sample file is read relative to the spec and listed as a referenced file")
    func sampleFile() throws {
        let spec = TestPaths.samples.appendingPathComponent("Countries.table.yaml").path
        let result = FrontEnd().compile(path: spec)
        let table = try #require(result.table)
        guard case .items(let items) = table.sections[0].content else { Issue.record("not dynamic"); return }
        #expect((items.sample?.count ?? 0) >= 40)
        #expect(table.referencedFiles == [TestPaths.samples.appendingPathComponent("countries.sample.yaml").path])
    }

    @Test("diagnostics in a sample file name that file")
    func sampleFileDiagnostics() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "- name: Austria\n- nme: Belgium\n".write(to: directory.appendingPathComponent("data.yaml"), atomically: false, encoding: .utf8)
        let spec = "table: T\nmodels:\n  M:\n    name: String\nprototypes:\n  p:\n    text: \"{name}\"\nsections:\n  - items:\n      model: M\n      prototype: p\n      sample: data.yaml\n"
        try spec.write(to: directory.appendingPathComponent("t.table.yaml"), atomically: false, encoding: .utf8)
        let result = try runTablespec(["validate", "t.table.yaml"], in: directory)
        #expect(result.status == 1)
        #expect(result.stderr == """
        data.yaml:2:3: error: 'nme' is not a field of model 'M'; did you mean 'name'?
        data.yaml:2:3: error: the item has no 'name', which model 'M' requires ('String')

        """)
    }
}
