import Dispatch
import Foundation
import TableSpecRuntime

// search-bench [ROWS [ROUNDS]]: a table of ROWS (default 10,000) country-like items, grouped by initial as
// `groupBy: initial` groups them, searched one keystroke at a time as a user types: each keystroke runs
// `TableSearchFilter.filter` and then `TableContent(sections:).identities`, what the UIKit data source turns
// into its snapshot. The baseline, measured in the same run, types the same keystrokes with Foundation's
// `range(of:options:locale:)` filtering every row from scratch. Each round (default 7) starts with a new filter,
// so its first keystroke folds every row; the two take turns, so that a slow spell of the machine falls on both.
// CPU time is getrusage's user and system time of the process; wall time the monotonic clock's.
let arguments = CommandLine.arguments
let rowCount = arguments.count > 1 ? Int(arguments[1]) ?? 0 : 10_000
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 7
guard rowCount > 0, rounds > 0 else {
    FileHandle.standardError.write(Data("usage: search-bench [ROWS [ROUNDS]]\n".utf8))
    exit(2)
}

/// A country of the table: what a dynamic row shows, known by its code.
struct Country: TableRowItem {
    let code: Int
    let name: String
    let capital: String
    var identityKey: Int { code }
}

/// The table: one dynamic section of countries, grouped by initial.
enum Countries: TableDefinition {
    typealias RowItem = Country
    static var declaredSections: [TableSection<Countries>] { [TableSection(declaredIndex: 0)] }
    static var itemSections: Set<Int> { [0] }
}

/// A fixed-seed generator, so every run searches the same table.
struct Generator {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(bound))
    }

    mutating func pick(_ choices: [String]) -> String {
        choices[next(choices.count)]
    }
}

let syllables = [
    "a", "ba", "bé", "ca", "cô", "da", "dü", "el", "fa", "ga", "gö", "ha", "í", "ja", "ka", "la", "lé", "ma", "mø", "na",
    "ñe", "o", "pa", "qu", "ra", "rå", "sa", "sé", "swi", "ta", "tü", "u", "va", "wa", "xa", "ya", "za", "zé", "ri", "lo",
    "ne", "mi", "to", "ki", "tzer", "ço", "ãn", "ő", "ši", "ł",
]
let prefixes = ["Saint", "San", "São", "Santa", "Nueva", "Port", "Île de", "Great", "North", "Ōno", "Groß", "El"]
let suffixes = ["land", "stan", "ia", "burg", "ville", "ijk", "øy", "ów", "ße", "mar", "már"]

func name(_ generator: inout Generator, syllableCount: Int) -> String {
    var word = ""
    for _ in 0..<syllableCount {
        word += generator.pick(syllables)
    }
    if generator.next(10) < 3 {
        word += generator.pick(suffixes)
    }
    return word.prefix(1).uppercased() + word.dropFirst()
}

var generator = Generator(state: 36)
var rows: [TableRow<Countries>] = []
for code in 0..<rowCount {
    var country = name(&generator, syllableCount: 2 + generator.next(2))
    if generator.next(10) < 2 {
        country = generator.pick(prefixes) + " " + country
    }
    let capital = name(&generator, syllableCount: 2 + generator.next(3))
    rows.append(TableRow(text: country, detail: capital, style: .subtitle, item: Country(code: code, name: country, capital: capital)))
}
let sections = InitialGrouping.sections(rows, like: TableSection<Countries>(declaredIndex: 0))

// Typing "switz", deleting it, then typing two words.
let keystrokes = ["s", "sw", "swi", "swit", "switz", "swit", "swi", "sw", "s", "", "sa", "san", "san ", "san m", "san ma", "san mar"]
let locale = Locale(identifier: "en_US")
/// The rows a query shows, by identity: what both ways must agree on.
typealias Shown = [(section: TableSectionIdentity<Countries>, rows: [TableRowIdentity<Countries>])]

func searched(_ query: String, _ filter: inout TableSearchFilter<Countries>) -> Shown {
    TableContent(sections: filter.filter(sections, TableSearchQuery(text: query))).identities
}

func referenceSearched(_ query: String) -> Shown {
    let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
    var shown = sections
    if !words.isEmpty {
        shown = sections.compactMap { section in
            var section = section
            section.rows = section.rows.filter { row in
                words.allSatisfy { word in
                    [row.text, row.detail].contains { text in
                        text?.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil
                    }
                }
            }
            return section.rows.isEmpty ? nil : section
        }
    }
    return TableContent(sections: shown).identities
}

func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    return user + system
}

/// One keystroke's cost, in milliseconds.
struct Sample {
    var cpu: Double
    var wall: Double
}

func measure(_ work: () -> Int) -> (sample: Sample, shown: Int) {
    let cpuStart = cpuSeconds()
    let wallStart = DispatchTime.now().uptimeNanoseconds
    let shown = work()
    let wall = Double(DispatchTime.now().uptimeNanoseconds - wallStart) / 1e6
    return (Sample(cpu: (cpuSeconds() - cpuStart) * 1000, wall: wall), shown)
}

func rowTotal(_ shown: Shown) -> Int {
    shown.reduce(0) { $0 + $1.rows.count }
}

// Both ways show the same rows for every keystroke, or the figures mean nothing.
var check = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
var shownRows: [Int] = []
for query in keystrokes {
    let fast = searched(query, &check)
    let reference = referenceSearched(query)
    guard fast.map(\.section) == reference.map(\.section), fast.map(\.rows) == reference.map(\.rows) else {
        FileHandle.standardError.write(Data("search-bench: the filter and Foundation disagree on \"\(query)\"\n".utf8))
        exit(1)
    }
    shownRows.append(rowTotal(fast))
}

/// What one way of searching cost, keystroke by keystroke, over the rounds.
struct Samples {
    /// Each keystroke: the filter, then the identities.
    var total: [[Sample]]
    /// Each keystroke's filter alone.
    var filtering: [[Sample]]
    /// `prepare` when the search begins, for the way that calls it.
    var preparing: [Sample] = []

    init() {
        total = Array(repeating: [], count: keystrokes.count)
        filtering = total
    }
}

var fast = Samples()
var prepared = Samples()
var baseline = Samples()
for round in 0..<rounds {
    func typeWithFilter(prepare: Bool, into samples: inout Samples) {
        var filter = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
        if prepare {
            samples.preparing.append(measure {
                filter.prepare(sections)
                return 0
            }.sample)
        }
        for (index, query) in keystrokes.enumerated() {
            var shown: [TableSection<Countries>] = []
            let filtering = measure {
                shown = filter.filter(sections, TableSearchQuery(text: query))
                return shown.count
            }.sample
            let snapshot = measure { rowTotal(TableContent(sections: shown).identities) }.sample
            samples.filtering[index].append(filtering)
            samples.total[index].append(Sample(cpu: filtering.cpu + snapshot.cpu, wall: filtering.wall + snapshot.wall))
        }
    }
    func typeWithReference() {
        for (index, query) in keystrokes.enumerated() {
            baseline.total[index].append(measure { rowTotal(referenceSearched(query)) }.sample)
        }
    }
    // Taking turns, in a different order each round.
    let ways = [{ typeWithFilter(prepare: false, into: &fast) }, { typeWithFilter(prepare: true, into: &prepared) }, typeWithReference]
    for way in 0..<ways.count {
        ways[(way + round) % ways.count]()
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else {
        return 0
    }
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func milliseconds(_ value: Double) -> String {
    String(format: "%.2f", value)
}

func ratio(_ slower: Double, _ faster: Double) -> String {
    String(format: "%.1fx", slower / max(faster, 0.001))
}

print("search-bench: \(rowCount) rows in \(sections.count) sections, \(keystrokes.count) keystrokes, \(rounds) rounds; medians per keystroke, in ms")
print("| keystroke | rows shown | CPU | of which filter | wall | CPU, prepared | Foundation CPU | Foundation wall | CPU ratio |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (index, query) in keystrokes.enumerated() {
    let cpu = median(fast.total[index].map(\.cpu))
    let reference = median(baseline.total[index].map(\.cpu))
    print("| \"\(query)\" | \(shownRows[index]) | \(milliseconds(cpu)) | \(milliseconds(median(fast.filtering[index].map(\.cpu)))) "
        + "| \(milliseconds(median(fast.total[index].map(\.wall)))) | \(milliseconds(median(prepared.total[index].map(\.cpu)))) "
        + "| \(milliseconds(reference)) | \(milliseconds(median(baseline.total[index].map(\.wall)))) | \(ratio(reference, cpu)) |")
}

/// The median and the largest of every keystroke of every round.
func spread(_ samples: [[Sample]], _ value: (Sample) -> Double) -> (median: Double, max: Double) {
    let all = samples.flatMap { $0 }.map(value)
    return (median(all), all.max() ?? 0)
}
let cpu = spread(fast.total) { $0.cpu }, wall = spread(fast.total) { $0.wall }, filterCPU = spread(fast.filtering) { $0.cpu }
let preparedCPU = spread(prepared.total) { $0.cpu }, preparedFilterCPU = spread(prepared.filtering) { $0.cpu }
let prepareCPU = median(prepared.preparing.map(\.cpu))
let baselineCPU = spread(baseline.total) { $0.cpu }, baselineWall = spread(baseline.total) { $0.wall }
let coldCPU = median(fast.total[0].map(\.cpu))
print()
print("Over every keystroke of every round, CPU (wall) in ms:")
print("- filter, then identities: median \(milliseconds(cpu.median)) (\(milliseconds(wall.median))), max \(milliseconds(cpu.max)) (\(milliseconds(wall.max))); "
    + "the first keystroke folds every row: \(milliseconds(coldCPU)), median")
print("- of which the filter: median \(milliseconds(filterCPU.median)), max \(milliseconds(filterCPU.max))")
print("- prepared when the search begins (prepare: \(milliseconds(prepareCPU)), median): median \(milliseconds(preparedCPU.median)), max \(milliseconds(preparedCPU.max)); "
    + "of which the filter: median \(milliseconds(preparedFilterCPU.median)), max \(milliseconds(preparedFilterCPU.max))")
print("- Foundation filtering every row, then identities: median \(milliseconds(baselineCPU.median)) (\(milliseconds(baselineWall.median))), "
    + "max \(milliseconds(baselineCPU.max)) (\(milliseconds(baselineWall.max)))")
print("- Foundation / filter: median \(ratio(baselineCPU.median, cpu.median)), max \(ratio(baselineCPU.max, cpu.max))")
// One line for Benchmarks/run.
print("search_ms cpu_median \(cpu.median) cpu_max \(cpu.max) wall_median \(wall.median) wall_max \(wall.max) "
    + "filter_cpu_median \(filterCPU.median) filter_cpu_max \(filterCPU.max) cold_cpu \(coldCPU) "
    + "prepare_cpu \(prepareCPU) prepared_cpu_median \(preparedCPU.median) prepared_cpu_max \(preparedCPU.max) "
    + "baseline_cpu_median \(baselineCPU.median) baseline_cpu_max \(baselineCPU.max) rows \(rowCount)")
