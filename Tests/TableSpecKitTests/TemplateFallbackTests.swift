import Foundation
import Testing

/// `{field}` of every model type, and `{field ?? "text"}`, as the preview draws them. (The
/// generated code's rendering of the same templates is compared with the spec's by
/// `GeneratedCodeTests.compileAndRun`, whose mixed table has fallbacks on every type.)
@Suite("template fields and fallbacks")
struct TemplateFallbackTests {
    static let spec = """
        table: Places
        models:
          Place:
            name: String
            capital: String?
            population: Int?
            area: Double?
            member: Bool?
        prototypes:
          place:
            style: subtitle
            text: '{name} ({capital ?? "no capital"})'
            detail: '{population ?? "?"} · {area ?? —} km² · UN {member ?? ''unknown''}'
        sections:
          - items:
              model: Place
              prototype: place
              sample:
                - {name: Nauru, population: 12000}
                - {name: France, capital: Paris, population: 68000000, area: 551695.5, member: true}
                - {name: Vatican, capital: Vatican City, area: 0.49, member: false}

        """

    /// `tablespec ARGUMENTS` in a scratch directory holding the spec as `Places.table.yaml`.
    static func run(_ arguments: [String]) throws -> ProcessResult {
        let directory = try SwiftToolchain.temporaryDirectory("fallback")
        defer { try? FileManager.default.removeItem(at: directory) }
        try spec.write(to: directory.appendingPathComponent("Places.table.yaml"), atomically: false, encoding: .utf8)
        return try runTablespec(arguments, in: directory)
    }

    @Test("an Int prints its digits, a Double as Swift prints it, a Bool as true or false, and a nil field with a fallback shows the fallback")
    func preview() throws {
        let result = try Self.run(["preview", "Places.table.yaml", "--width", "44"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        let rule = " " + String(repeating: "─", count: 43) + "\n"
        #expect(result.stdout == """
             Nauru (no capital)                         
             12000 · — km² · UN unknown                 
            \(rule) France (Paris)                             
             68000000 · 551695.5 km² · UN true          
            \(rule) Vatican (Vatican City)                     
             ? · 0.49 km² · UN false                    
            \(rule)
            """)
        let validated = try Self.run(["validate", "--warnings-as-errors", "Places.table.yaml"])
        #expect(validated.status == 0 && validated.stderr.isEmpty)
    }

    @Test("the generated code reads a fallback with ??, a number or a Bool through String(_:)")
    func generated() throws {
        let result = try Self.run(["generate", "Places.table.yaml", "--output", "-"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"        row.text = "\(item.name) (\(item.capital ?? "no capital"))""# + "\n"))
        #expect(result.stdout.contains(#"        row.detail = "\(item.population.map { String($0) } ?? "?") · \(item.area.map { String($0) } ?? "—") km² · UN \(item.member.map { String($0) } ?? "unknown")""# + "\n"))
    }
}
