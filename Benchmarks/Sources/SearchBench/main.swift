import Dispatch
import Foundation
import TableSpecRuntime

// search-bench [ROWS [ROUNDS]]: a table of ROWS (default 10,000) country-like items, grouped by initial as
// `groupBy: initial` groups them, searched one keystroke at a time as a user types. Each keystroke makes what the
// UIKit data source makes of it: `TableSearchSnapshot`, the filter's matching rows with the identities the
// snapshot gives them, picked from the whole content's, which the data source makes once per content change (and
// for the empty query, the content as it is: nothing to make). Measured in the same run: the same typing after
// `prepare(_:)`, as when the search field becomes active; the filter alone (`matchingRows`); the way a keystroke
// went before, the filter's sections then `TableContent(sections:).identities`, every row shown counted and hashed;
// and the baseline, Foundation's `range(of:options:locale:)` filtering every row from scratch, then the identities
// the same way. Each round (default 7) starts with new filters, so its first keystroke folds every row; the ways
// take turns, so that a slow spell of the machine falls on all of them.
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
let content = TableContent<Countries>(sections: sections)

// Typing "switz", deleting it, then typing two words.
let keystrokes = ["s", "sw", "swi", "swit", "switz", "swit", "swi", "sw", "s", "", "sa", "san", "san ", "san m", "san ma", "san mar"]
let locale = Locale(identifier: "en_US")

/// The rows a query shows, by identity: what every way must agree on.
typealias Shown = TableIdentities<Countries>

/// What the data source shows for a query: the search's snapshot, or the content as it is.
func snapshotted(_ query: String, _ identities: Shown, _ filter: inout TableSearchFilter<Countries>) -> Shown {
    TableSearchSnapshot(searching: content, identities: identities, query: TableSearchQuery(text: query), filter: &filter)?.identities ?? identities
}

/// The way before: the filter's sections, then their identities counted.
func counted(_ query: String, _ filter: inout TableSearchFilter<Countries>) -> Shown {
    TableContent(sections: filter.filter(sections, TableSearchQuery(text: query))).identities
}

/// Foundation filtering every row from scratch, with where each row it keeps is.
func referenceFiltered(_ query: String) -> (sections: [TableSection<Countries>], positions: [(section: Int, rows: [Int])]) {
    let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else {
        return (sections, sections.indices.map { ($0, Array(sections[$0].rows.indices)) })
    }
    var shown: [TableSection<Countries>] = [], positions: [(section: Int, rows: [Int])] = []
    for (index, section) in sections.enumerated() {
        let kept = section.rows.indices.filter { row in
            words.allSatisfy { word in
                [section.rows[row].text, section.rows[row].detail].contains { text in
                    text?.range(of: word, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) != nil
                }
            }
        }
        if !kept.isEmpty {
            var section = section
            section.rows = kept.map { section.rows[$0] }
            shown.append(section)
            positions.append((index, kept))
        }
    }
    return (shown, positions)
}

/// The baseline: Foundation filtering, then the identities counted.
func referenceSearched(_ query: String) -> Shown {
    TableContent(sections: referenceFiltered(query).sections).identities
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

// Every way shows the same rows for every keystroke, or the figures mean nothing. The snapshot's identities are the
// whole content's, picked where Foundation's rows are; counting them again among the rows shown gives the same
// identities here, since every item's key is its own.
let wholeIdentities = content.identities
var check = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
var before = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
var shownRows: [Int] = []
for query in keystrokes {
    let fast = snapshotted(query, wholeIdentities, &check)
    let reference = referenceFiltered(query).positions.map { match in
        (section: wholeIdentities[match.section].section, rows: match.rows.map { wholeIdentities[match.section].rows[$0] })
    }
    let countedAgain = counted(query, &before), foundation = referenceSearched(query)
    for other in [reference, countedAgain, foundation] {
        guard fast.map(\.section) == other.map(\.section), fast.map(\.rows) == other.map(\.rows) else {
            FileHandle.standardError.write(Data("search-bench: the snapshot and Foundation disagree on \"\(query)\"\n".utf8))
            exit(1)
        }
    }
    shownRows.append(rowTotal(fast))
}

/// What one way of searching cost, keystroke by keystroke, over the rounds.
struct Samples {
    /// Each keystroke, whole.
    var total: [[Sample]]
    /// Each keystroke's filter, for the way before.
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
var filterAlone = Samples()
var old = Samples()
var baseline = Samples()
/// The whole content's identities, as the data source makes them when the content changes.
var contentChanges: [Sample] = []
for round in 0..<rounds {
    func typeSnapshots(prepare: Bool, into samples: inout Samples) {
        var identities: Shown = []
        contentChanges.append(measure {
            identities = content.identities
            return identities.count
        }.sample)
        var filter = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
        if prepare {
            samples.preparing.append(measure {
                filter.prepare(content.sections)
                return 0
            }.sample)
        }
        for (index, query) in keystrokes.enumerated() {
            samples.total[index].append(measure { rowTotal(snapshotted(query, identities, &filter)) }.sample)
        }
    }
    func typeFilterAlone() {
        var filter = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
        for (index, query) in keystrokes.enumerated() {
            filterAlone.total[index].append(measure { filter.matchingRows(in: content.sections, TableSearchQuery(text: query)).count }.sample)
        }
    }
    func typeAsBefore() {
        var filter = TableSearchFilter<Countries>(locale: locale) { [$0.text, $0.detail] }
        for (index, query) in keystrokes.enumerated() {
            var shown: [TableSection<Countries>] = []
            let filtering = measure {
                shown = filter.filter(sections, TableSearchQuery(text: query))
                return shown.count
            }.sample
            let identities = measure { rowTotal(TableContent(sections: shown).identities) }.sample
            old.filtering[index].append(filtering)
            old.total[index].append(Sample(cpu: filtering.cpu + identities.cpu, wall: filtering.wall + identities.wall))
        }
    }
    func typeWithReference() {
        for (index, query) in keystrokes.enumerated() {
            baseline.total[index].append(measure { rowTotal(referenceSearched(query)) }.sample)
        }
    }
    // Taking turns, in a different order each round.
    let ways = [{ typeSnapshots(prepare: false, into: &fast) }, { typeSnapshots(prepare: true, into: &prepared) }, typeFilterAlone, typeAsBefore,
                typeWithReference]
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
print("| keystroke | rows shown | CPU | wall | CPU, prepared | the filter alone | before: CPU | of which filter | Foundation CPU | Foundation wall "
    + "| CPU ratio |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for (index, query) in keystrokes.enumerated() {
    let cpu = median(fast.total[index].map(\.cpu))
    let reference = median(baseline.total[index].map(\.cpu))
    print("| \"\(query)\" | \(shownRows[index]) | \(milliseconds(cpu)) | \(milliseconds(median(fast.total[index].map(\.wall)))) "
        + "| \(milliseconds(median(prepared.total[index].map(\.cpu)))) | \(milliseconds(median(filterAlone.total[index].map(\.cpu)))) "
        + "| \(milliseconds(median(old.total[index].map(\.cpu)))) | \(milliseconds(median(old.filtering[index].map(\.cpu)))) "
        + "| \(milliseconds(reference)) | \(milliseconds(median(baseline.total[index].map(\.wall)))) | \(ratio(reference, cpu)) |")
}

/// The median and the largest of every keystroke of every round.
func spread(_ samples: [[Sample]], _ value: (Sample) -> Double) -> (median: Double, max: Double) {
    let all = samples.flatMap { $0 }.map(value)
    return (median(all), all.max() ?? 0)
}
let cpu = spread(fast.total) { $0.cpu }, wall = spread(fast.total) { $0.wall }, filterCPU = spread(filterAlone.total) { $0.cpu }
let preparedCPU = spread(prepared.total) { $0.cpu }, preparedWall = spread(prepared.total) { $0.wall }
let prepareCPU = median(prepared.preparing.map(\.cpu))
let oldCPU = spread(old.total) { $0.cpu }, oldFilterCPU = spread(old.filtering) { $0.cpu }
let baselineCPU = spread(baseline.total) { $0.cpu }, baselineWall = spread(baseline.total) { $0.wall }
let coldCPU = median(fast.total[0].map(\.cpu))
let identitiesCPU = median(contentChanges.map(\.cpu)), identitiesMax = contentChanges.map(\.cpu).max() ?? 0
print()
print("Over every keystroke of every round, CPU (wall) in ms:")
print("- filter and snapshot: median \(milliseconds(cpu.median)) (\(milliseconds(wall.median))), max \(milliseconds(cpu.max)) (\(milliseconds(wall.max))); "
    + "the first keystroke folds every row: \(milliseconds(coldCPU)), median")
print("- prepared when the search begins (prepare: \(milliseconds(prepareCPU)), median): median \(milliseconds(preparedCPU.median)) "
    + "(\(milliseconds(preparedWall.median))), max \(milliseconds(preparedCPU.max)) (\(milliseconds(preparedWall.max)))")
print("- the filter alone (matchingRows): median \(milliseconds(filterCPU.median)), max \(milliseconds(filterCPU.max))")
print("- the whole content's identities, once per content change: median \(milliseconds(identitiesCPU)), max \(milliseconds(identitiesMax))")
print("- before, the filter's sections then their identities counted: median \(milliseconds(oldCPU.median)), max \(milliseconds(oldCPU.max)); "
    + "of which the filter: median \(milliseconds(oldFilterCPU.median)), max \(milliseconds(oldFilterCPU.max))")
print("- Foundation filtering every row, then identities: median \(milliseconds(baselineCPU.median)) (\(milliseconds(baselineWall.median))), "
    + "max \(milliseconds(baselineCPU.max)) (\(milliseconds(baselineWall.max)))")
print("- Foundation / filter and snapshot: median \(ratio(baselineCPU.median, cpu.median)), max \(ratio(baselineCPU.max, cpu.max)); "
    + "before / now: median \(ratio(oldCPU.median, cpu.median)), max \(ratio(oldCPU.max, cpu.max))")
// One line for Benchmarks/run.
print("search_ms cpu_median \(cpu.median) cpu_max \(cpu.max) wall_median \(wall.median) wall_max \(wall.max) "
    + "filter_cpu_median \(filterCPU.median) filter_cpu_max \(filterCPU.max) cold_cpu \(coldCPU) "
    + "prepare_cpu \(prepareCPU) prepared_cpu_median \(preparedCPU.median) prepared_cpu_max \(preparedCPU.max) "
    + "identities_cpu \(identitiesCPU) before_cpu_median \(oldCPU.median) before_cpu_max \(oldCPU.max) "
    + "baseline_cpu_median \(baselineCPU.median) baseline_cpu_max \(baselineCPU.max) rows \(rowCount)")
