import Foundation
import Testing
@testable import TableSpecKit

/// The screen keys in the platform-neutral runtime: folding sections (`collapsible`, `collapsed`), empty states
/// (`empty`) and pull to refresh (`refreshable`), generated from a spec, compiled with the runtime and run.
///
/// Folding is property-tested: seeded random folds, unfolds, inserts, deletes, updates by id and item
/// replacements run on the content and on a reference written from the documented rules (a folded section shows
/// no rows and keeps them; rows added while it is folded come after the folded ones; a fold survives new items;
/// an update by id reaches a folded row), compared after every step.
@Suite("Folding sections and empty states in the runtime")
struct ScreenContentTests {
    static let spec = """
        table: Shelf
        refreshable: true
        empty:
          title: No Books
          message: Books you add appear here.
          image: books.vertical
          action: { id: addBook, title: Add a Book }
        models:
          Book: { title: String }
        prototypes:
          book: { text: "{title}" }
        sections:
          - id: reading
            header: Reading
            collapsible: true
            rows:
              - { text: Dune, id: dune, control: switch }
              - { text: Emma, id: emma }
          - header: Finished
            collapsible: true
            collapsed: true
            empty: { title: Nothing Finished, action: { id: addBook, title: Add } }
            rows:
              - { text: Ulysses, id: ulysses }
          - header: Plain
            rows: [Kept]
          - header: Library
            collapsible: true
            collapsed: true
            items: { model: Book, prototype: book, groupBy: initial }
        """

    static let program = #"""
        import TableSpecRuntime

        struct Generator {
            var state: UInt64
            mutating func next(_ bound: Int) -> Int {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                return Int((z ^ (z >> 31)) % UInt64(bound))
            }
        }

        /// A section as the rules say: all its rows in order, and whether it is folded.
        struct ReferenceSection: Equatable {
            var rows: [String]
            var isCollapsed: Bool
            var shown: [String] { isCollapsed ? [] : rows }
        }

        func texts(_ rows: [Shelf.Row]) -> [String] { rows.map { $0.text ?? "-" } }

        func check(_ content: Shelf.Content, _ reference: [ReferenceSection], _ step: String) -> Bool {
            let actual = content.sections.map { ReferenceSection(rows: texts($0.allRows), isCollapsed: $0.isCollapsed) }
            let shown = content.sections.map { texts($0.rows) }
            if actual != reference || shown != reference.map(\.shown) {
                print("MISMATCH after \(step): \(actual) shown \(shown), expected \(reference)")
                return false
            }
            return true
        }

        // The spec's starting state, the empty state and pull to refresh.
        let start = Shelf.Content()
        print(start.sections.map { "\($0.header ?? "-"):\($0.isCollapsible):\($0.isCollapsed):\(texts($0.rows)):\(texts($0.allRows))" })
        print(Shelf.isRefreshable, Shelf.emptyState?.title.string ?? "-", Shelf.emptyState?.action?.id == .addBook,
              start.sections[1].emptyState?.title.string ?? "-", start.isEmpty)
        var library = Shelf.Content(bookItems: [.init(title: "Anna"), .init(title: "Beloved"), .init(title: "Amber")])
        print(library.sections.map { "\($0.header ?? "-"):\($0.isCollapsed):\(texts($0.allRows))" })
        library.setBookItems([.init(title: "Avalon")])
        print(library.sections.map { "\($0.header ?? "-"):\($0.isCollapsed):\(texts($0.allRows))" })
        var emptied = Shelf.Content()
        for index in emptied.sections.indices { emptied.updateSection(at: index) { $0.isCollapsed = false; $0.rows = [] } }
        print(emptied.isEmpty, Shelf.Content().isEmpty, emptied.setCollapsed(true, section: 2))

        // Folding, property-tested.
        var failures = 0
        for seed in 1...SEEDS {
            var random = Generator(state: UInt64(seed))
            var content = Shelf.Content()
            var reference = content.sections.map { ReferenceSection(rows: texts($0.allRows), isCollapsed: $0.isCollapsed) }
            var next = 0
            var names: [Shelf.RowID: String] = [.dune: "Dune", .emma: "Emma", .ulysses: "Ulysses"]
            for step in 0..<STEPS {
                let section = random.next(content.sections.count)
                var name = ""
                switch random.next(6) {
                case 0, 1:
                    let fold = random.next(2) == 0
                    let changed = content.setCollapsed(fold, section: section)
                    name = "fold \(section) \(fold) -> \(changed)"
                    if changed != content.sections[section].isCollapsible { print("setCollapsed answered \(changed) for \(section)"); failures += 1 }
                    if changed { reference[section].isCollapsed = fold }
                case 2:
                    next += 1
                    let at = random.next(content.sections[section].rows.count + 1)
                    _ = content.insertRow(Shelf.Row(text: "new\(next)"), at: Shelf.RowPosition(section: section, row: at))
                    name = "insert new\(next) at \(section).\(at)"
                    if reference[section].isCollapsed { reference[section].rows.append("new\(next)") } else { reference[section].rows.insert("new\(next)", at: at) }
                case 3:
                    guard !content.sections[section].rows.isEmpty, content.sections[section].group == nil else { continue }
                    let at = random.next(content.sections[section].rows.count)
                    _ = content.deleteRow(at: Shelf.RowPosition(section: section, row: at))
                    name = "delete \(section).\(at)"
                    reference[section].rows.remove(at: at)
                case 4:
                    let id: Shelf.RowID = [.dune, .emma, .ulysses][random.next(3)]
                    next += 1
                    content.updateRow(id) { $0.text = "renamed\(next)" }
                    name = "rename \(id) renamed\(next)"
                    for index in reference.indices {
                        if let at = reference[index].rows.firstIndex(of: names[id] ?? "") { reference[index].rows[at] = "renamed\(next)" }
                    }
                    names[id] = "renamed\(next)"
                default:
                    next += 1
                    let titles = ["B\(next)", "C\(next)"]
                    // Each group stays folded or open as it was; a new group starts as the spec's section does (folded).
                    var folds: [String: Bool] = [:]
                    for (index, section) in content.sections.enumerated() where section.declaredIndex == 3 { folds[section.group ?? ""] = reference[index].isCollapsed }
                    content.setBookItems(titles.map { Shelf.Book(title: $0) })
                    name = "books \(next)"
                    let statics = reference.prefix(3)
                    reference = Array(statics) + titles.map { ReferenceSection(rows: [$0], isCollapsed: folds[String($0.prefix(1))] ?? true) }
                }
                if !check(content, reference, "seed \(seed) step \(step) \(name)") { failures += 1; break }
            }
        }
        print("failures", failures)
        """#

    @Test("sections fold and unfold in the content as the rules say, and the spec's empty states and refresh reach the runtime")
    func folding() throws {
        let directory = try SwiftToolchain.temporaryDirectory("screen-content")
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = try compiledTable(Self.spec, file: "Shelf.table.yaml")
        let source = UIKitOutputTarget().source(for: table, sourcePath: "Shelf.table.yaml")
        let generated = directory.appendingPathComponent("Shelf.swift")
        try source.write(to: generated, atomically: false, encoding: .utf8)
        let seeds = TestEnvironment.isExhaustive ? 40 : 8
        let main = directory.appendingPathComponent("main.swift")
        try Self.program.replacingOccurrences(of: "SEEDS", with: String(seeds)).replacingOccurrences(of: "STEPS", with: "200")
            .write(to: main, atomically: false, encoding: .utf8)
        let executable = directory.appendingPathComponent("probe")
        let build = try SwiftToolchain.buildExecutable([generated, main], output: executable)
        #expect(build.status == 0, "\(build.stderr.prefix(3_000))")
        guard build.status == 0 else { return }
        let run = try SwiftToolchain.run(executable, [])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == #"["Reading:true:false:[\"Dune\", \"Emma\"]:[\"Dune\", \"Emma\"]", "Finished:true:true:[]:[\"Ulysses\"]", "Plain:false:false:[\"Kept\"]:[\"Kept\"]"]"#)
        #expect(lines.dropFirst().first == "true No Books true Nothing Finished false")
        #expect(lines.dropFirst(2).first == #"["Reading:false:[\"Dune\", \"Emma\"]", "Finished:true:[\"Ulysses\"]", "Plain:false:[\"Kept\"]", "A:true:[\"Amber\", \"Anna\"]", "B:true:[\"Beloved\"]"]"#)
        #expect(lines.dropFirst(3).first == #"["Reading:false:[\"Dune\", \"Emma\"]", "Finished:true:[\"Ulysses\"]", "Plain:false:[\"Kept\"]", "A:true:[\"Avalon\"]"]"#)
        #expect(lines.dropFirst(4).first == "true false false")
        #expect(lines.last == "failures 0", "\(run.stdout.suffix(2_000))")
    }
}
