import Foundation
import Testing
import TableSpecKit

/// The JSON Schema: built from the key catalogue, committed as `Schemas/tablespec.schema.json`,
/// and checked by an independent validator against the samples and the invalid fixtures.
struct SchemaTests {
    static let schemaFile = TestPaths.schemas.appendingPathComponent("tablespec.schema.json")
    static let validatorScript = TestPaths.packageRoot.appendingPathComponent("Tests/TableSpecKitTests/Support/validate_schema.py")
    static let regenerate = "regenerate it with: swift run tablespec schema > Schemas/tablespec.schema.json"

    // MARK: The committed file

    @Test func committedSchemaIsUpToDate() throws {
        let committed = try Data(contentsOf: Self.schemaFile)
        #expect(Data(SpecSchema.json.utf8) == committed, "Schemas/tablespec.schema.json differs from SpecSchema.json; \(Self.regenerate)")
    }

    @Test func schemaCommandPrintsTheCommittedSchema() throws {
        let result = try runTablespec(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let committed = try Data(contentsOf: Self.schemaFile)
        #expect(Data(result.stdout.utf8) == committed, "`tablespec schema` differs from Schemas/tablespec.schema.json; \(Self.regenerate)")
    }

    // MARK: The schema against the catalogue

    @Test func schemaIsDraft07JSON() throws {
        let document = try JSONDecoder().decode(SchemaDocument.self, from: Data(SpecSchema.json.utf8))
        #expect(document.schema == "http://json-schema.org/draft-07/schema#")
        #expect(!document.id.isEmpty)
        #expect(!document.title.isEmpty)
        #expect(!document.description.isEmpty)
        #expect(document.allOf.map(\.ref) == ["#/definitions/table"])
        #expect(Set(document.definitions.keys) == Set(SpecObject.allCases.map(\.rawValue)))
    }

    @Test(arguments: SpecObject.allCases)
    func definitionMatchesCatalogue(_ object: SpecObject) throws {
        let document = try JSONDecoder().decode(SchemaDocument.self, from: Data(SpecSchema.json.utf8))
        let definition = try #require(document.definitions[object.rawValue], "no definition for \(object.rawValue)")
        #expect(Set(definition.properties.keys) == Set(object.keyNames))
        #expect(definition.type == "object")
        #expect(definition.additionalProperties == false)
        #expect(definition.description == object.summary)
        let required = definition.required ?? []
        #expect(required == SpecSchema.requiredKeys(of: object))
        #expect(required.allSatisfy(object.keyNames.contains))
        for key in object.keys {
            guard let property = definition.properties[key.name] else { continue }
            #expect(property.description == key.summary, "\(object.rawValue).\(key.name)")
            if case .enumeration(let words) = key.value {
                #expect(property.enum == words.spellings, "\(object.rawValue).\(key.name)")
            }
        }
    }

    /// Decoding loses member order, so order is read from the document tree.
    @Test(arguments: SpecObject.allCases)
    func propertiesFollowCatalogueOrder(_ object: SpecObject) throws {
        let properties = try #require(SpecSchema.document["definitions"]?[object.rawValue]?["properties"])
        guard case .object(let members) = properties else {
            Issue.record("the properties of \(object.rawValue) are not an object")
            return
        }
        #expect(members.map(\.key) == object.keyNames)
    }

    // MARK: An independent validator

    @Test(PythonModules.required(["jsonschema", "yaml"], install: "jsonschema pyyaml"))
    func samplesPassTheSchema() throws {
        let samples = TestPaths.sampleSpecs()
        #expect(!samples.isEmpty, "no Samples/*.table.yaml")
        let verdicts = try validateWithPython(samples)
        for sample in samples {
            guard let verdict = verdicts[sample.path] else {
                Issue.record("validate_schema.py said nothing about \(sample.lastPathComponent)")
                continue
            }
            #expect(verdict.passed, "\(sample.lastPathComponent) fails the schema: \(verdict.reason)")
        }
    }

    @Test(PythonModules.required(["jsonschema", "yaml"], install: "jsonschema pyyaml"))
    func fixturesMarkedSchemaRejectFailTheSchema() throws {
        let fixtures = Self.schemaRejectFixtures()
        #expect(!fixtures.isEmpty, "no fixture in Fixtures/Invalid starts with a '# schema: reject' line")
        let verdicts = try validateWithPython(fixtures)
        for fixture in fixtures {
            guard let verdict = verdicts[fixture.path] else {
                Issue.record("validate_schema.py said nothing about \(fixture.lastPathComponent)")
                continue
            }
            #expect(!verdict.passed, "\(fixture.lastPathComponent) is marked '# schema: reject' but passes the schema")
        }
    }

    /// Invalid fixtures whose leading comment lines include `# schema: reject`: structural
    /// mistakes that an editor using the schema must flag, not only the compiler.
    static func schemaRejectFixtures() -> [URL] {
        let folder = TestPaths.fixtures.appendingPathComponent("Invalid")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }.filter { url in
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
            let leading = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                .prefix { $0.isEmpty || $0.hasPrefix("#") }
            return leading.contains("# schema: reject")
        }
    }

    // MARK: JSONValue

    @Test func jsonValueRendersOrderedPrettyJSON() {
        let value: JSONValue = [
            "z": 1,
            "a": ["b": true, "empty": [:], "list": [], "scalars": ["x", 2, 2.5, false, .null]],
            "nested": [["k": "v"]],
        ]
        let expected = """
        {
          "z": 1,
          "a": {
            "b": true,
            "empty": {},
            "list": [],
            "scalars": ["x", 2, 2.5, false, null]
          },
          "nested": [
            {
              "k": "v"
            }
          ]
        }

        """
        #expect(value.rendered == expected)
    }

    @Test func jsonValueEscapesStrings() throws {
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap { Unicode.Scalar(UInt32($0)) }))
        let text = "quote \" backslash \\ slash / controls \(controls) del \u{7F} separators \u{2028}\u{2029} wide 表 emoji 🙂"
        let rendered = JSONValue.array([.string(text)]).rendered
        #expect(rendered.hasPrefix(#"["quote \" backslash \\ slash / controls \u0000\u0001"#))
        #expect(rendered.contains(#"\u001f del \u007f separators \u2028\u2029 wide 表 emoji 🙂"]"#))
        #expect(rendered.contains(#"\b\t\n\u000b\f\r"#))
        #expect(rendered.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
        let decoded = try JSONDecoder().decode([String].self, from: Data(rendered.utf8))
        #expect(decoded == [text])
    }

    @Test func schemaTextHasNoTrailingSpaces() {
        let json = SpecSchema.json
        #expect(json.hasSuffix("}\n"))
        #expect(!json.split(separator: "\n").contains { $0.hasSuffix(" ") })
    }
}

// MARK: Running the validator

private struct Verdict {
    var passed: Bool
    var reason: String
}

/// Runs `validate_schema.py` over `specs` and reads its `PASS path` / `FAIL path: reason` lines.
private func validateWithPython(_ specs: [URL]) throws -> [String: Verdict] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", SchemaTests.validatorScript.path, SchemaTests.schemaFile.path] + specs.map(\.path)
    let outPipe = Pipe(), errPipe = Pipe()
    process.standardOutput = outPipe
    process.standardError = errPipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read stderr on another thread, so neither pipe can fill up and stall the script.
    nonisolated(unsafe) var err = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async { err = errPipe.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    let out = outPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()

    let stderr = String(decoding: err, as: UTF8.self)
    guard process.terminationStatus == 0 else {
        Issue.record("""
            the schema check needs python3 with the packages jsonschema and PyYAML \
            (CI installs them: python3 -m pip install jsonschema pyyaml); \
            validate_schema.py exited with status \(process.terminationStatus): \(stderr)
            """)
        return [:]
    }
    var verdicts: [String: Verdict] = [:]
    for line in String(decoding: out, as: UTF8.self).split(separator: "\n").map(String.init) {
        for spec in specs {
            if line == "PASS \(spec.path)" {
                verdicts[spec.path] = Verdict(passed: true, reason: "")
            } else if line.hasPrefix("FAIL \(spec.path): ") {
                verdicts[spec.path] = Verdict(passed: false, reason: String(line.dropFirst("FAIL \(spec.path): ".count)))
            }
        }
    }
    return verdicts
}

// MARK: The schema's shape, as far as the tests read it

private struct SchemaDocument: Decodable {
    var schema: String
    var id: String
    var title: String
    var description: String
    var allOf: [Reference]
    var definitions: [String: Definition]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", id = "$id", title, description, allOf, definitions
    }
}

private struct Reference: Decodable {
    var ref: String

    enum CodingKeys: String, CodingKey {
        case ref = "$ref"
    }
}

private struct Definition: Decodable {
    var description: String
    var type: String
    var properties: [String: Property]
    var required: [String]?
    var additionalProperties: Bool
}

private struct Property: Decodable {
    var description: String
    var `enum`: [String]?
}

@Suite("JSON values")
struct JSONValueTests {
    @Test("a repeated key keeps its first place and the later value, so the output stays valid JSON")
    func repeatedKeys() {
        let object = JSONValue(members: [.init("a", .integer(1)), .init("b", .integer(2)), .init("a", .integer(3))])
        guard case .object(let members) = object else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(object["a"] == .integer(3))
    }
}
