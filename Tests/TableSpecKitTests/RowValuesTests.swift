import Testing
@testable import TableSpecFrontEnd
@testable import TableSpecKit

/// How a row's keys are read through its layers: the row, then its section's `defaults`, then the
/// table's (`RowValues`), decoded from real YAML by the real decoder.
@Suite("Row keys through the defaults")
struct RowValuesTests {
    /// The row keys of each YAML mapping, decoded as `object` (a row first, then `defaults`).
    static func layers(_ mappings: [(String, SpecObject)]) throws -> (RowValues, [Diagnostic]) {
        var values = RowValues()
        var diagnostics: [Diagnostic] = []
        for (yaml, object) in mappings {
            let parsed = YAMLParser.parse(Array(yaml.utf8), file: "t.yaml")
            let root = try #require(parsed.documents.first?.root?.id)
            var decoder = SpecDecoder(file: "t.yaml", tree: parsed.tree)
            let decoded = decoder.decodeRowAttributes(root, as: object)
            values.fill(from: try #require(decoded))
            diagnostics += decoder.diagnostics.diagnostics
        }
        return (values, diagnostics)
    }

    @Test("the nearest layer that sets a key gives its value, and says which layer it is")
    func nearestWins() throws {
        let (values, diagnostics) = try Self.layers([
            ("text: Wi-Fi\nstyle: value1\n", .row),
            ("style: subtitle\naccessory: checkmark\n", .defaults),
            ("accessory: detailButton\nselectable: false\n", .defaults),
        ])
        #expect(diagnostics.isEmpty)
        #expect(values[.text]?.value == "Wi-Fi")
        #expect(values[.style]?.value == .value1)
        #expect(values[.accessory]?.value == .checkmark)
        #expect(values[.selectable]?.value == false)
        #expect(values[.detail] == nil)
        #expect(values.layer(of: .style) == 0)
        #expect(values.layer(of: .accessory) == 1)
        #expect(values.layer(of: .selectable) == 2)
        #expect(values.setsAny(of: RowKey.selectable.bit))
        #expect(!values.setsAny(of: RowKey.detail.bit | RowKey.image.bit))
    }

    @Test("a value a nearer layer could not read hides a farther layer's, and is unknown, not absent")
    func unreadableHidesDefaults() throws {
        let (values, diagnostics) = try Self.layers([("text: A\nstyle: subtitel\n", .row), ("style: value1\n", .defaults)])
        #expect(diagnostics.count == 1)
        #expect(values[.style] == nil)
        #expect(values.isUnknown(.style))
        #expect(!values.isUnknown(.text))
    }

    @Test("the switch's state is the nearest of 'on' and a true or false 'default', with its spelling and layer")
    func switchState() throws {
        let (byDefault, _) = try Self.layers([("text: A\ndefault: true\n", .row), ("on: false\n", .defaults)])
        #expect(byDefault.on?.value == true)
        #expect(byDefault.onKey == "default")
        #expect(byDefault.onLayer == 0)
        let (byOn, _) = try Self.layers([("text: A\n", .row), ("on: true\n", .defaults), ("default: false\n", .defaults)])
        #expect(byOn.on?.value == true)
        #expect(byOn.onKey == "on")
        #expect(byOn.onLayer == 1)
        // A `default` that is no true or false is no switch state, and hides none farther off.
        let (text, _) = try Self.layers([("text: A\ndefault: hello\n", .row), ("on: true\n", .defaults)])
        #expect(text.on?.value == true)
        #expect(text.onKey == "on")
        #expect(text[.defaultValue]?.value.text == "hello")
    }

    @Test("a stepper's plural detail is read from the layer that sets the detail")
    func pluralDetail() throws {
        let (values, diagnostics) = try Self.layers([("id: days\ndetail: { one: \"{days} day\", other: \"{days} days\" }\n", .row)])
        #expect(diagnostics.isEmpty)
        #expect(values[.detail]?.value == "{days} days")
        #expect(values.detailPlural.count == 1)
    }
}
