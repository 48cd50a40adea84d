import Dispatch
import Foundation
import TableSpecKit

// viewport-bench LINES RUNS SPEC...: loads each spec (front end, content, layout), then draws a
// LINES-line viewport in the middle of each table, the tables taking turns, RUNS times, and
// prints one line per spec with the median time per draw. The preview promise is that this cost
// does not depend on the table's size. Taking turns in one process means a slow spell of the
// machine, or of this process, falls on every table alike.
let arguments = CommandLine.arguments
guard arguments.count >= 4, let lines = Int(arguments[1]), let runs = Int(arguments[2]), runs > 0 else {
    FileHandle.standardError.write(Data("usage: viewport-bench LINES RUNS SPEC...\n".utf8))
    exit(2)
}

struct Subject {
    let renderer: PreviewRenderer
    let viewport: Range<Int>
    let loadMilliseconds: Double
    let lineCount: Int
    var samples: [Double] = []
    var bytes = 0
}

var subjects: [Subject] = []
for path in arguments[3...] {
    let loadStart = DispatchTime.now().uptimeNanoseconds
    let result = FrontEnd().compile(path: path)
    guard let table = result.table else {
        FileHandle.standardError.write(Data("viewport-bench: \(path) has errors\n".utf8))
        exit(1)
    }
    let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
    let renderer = PreviewRenderer(layout: layout)
    let loaded = DispatchTime.now().uptimeNanoseconds
    let middle = layout.lineCount / 2
    subjects.append(Subject(renderer: renderer, viewport: middle..<(middle + lines),
                            loadMilliseconds: Double(loaded - loadStart) / 1e6, lineCount: layout.lineCount))
}

// Each sample draws the viewport often enough to be well above the clock's resolution.
let drawsPerSample = 50
for _ in 0..<runs {
    for index in subjects.indices {
        let start = DispatchTime.now().uptimeNanoseconds
        var bytes = 0
        for _ in 0..<drawsPerSample { bytes &+= subjects[index].renderer.render(lines: subjects[index].viewport).utf8.count }
        subjects[index].samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(drawsPerSample))
        subjects[index].bytes = bytes / drawsPerSample
    }
}
for subject in subjects {
    let sorted = subject.samples.sorted()
    print("viewport_ns \(Int(sorted[sorted.count / 2])) load_ms \(subject.loadMilliseconds) lines \(subject.lineCount) bytes \(subject.bytes)")
}
