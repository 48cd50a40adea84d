import Dispatch
import Foundation
import TableSpecKit

// viewport-bench SPEC [LINES] [RUNS]: loads a spec (front end, content, layout) once, then draws a
// LINES-line viewport in the middle of the table RUNS times and prints the median time per draw.
// The preview promise is that this cost does not depend on the table's size.
let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: viewport-bench SPEC [LINES] [RUNS]\n".utf8))
    exit(2)
}
let lines = arguments.count > 2 ? Int(arguments[2]) ?? 40 : 40
let runs = arguments.count > 3 ? Int(arguments[3]) ?? 21 : 21

let loadStart = DispatchTime.now().uptimeNanoseconds
let result = FrontEnd().compile(path: arguments[1])
guard let table = result.table else {
    FileHandle.standardError.write(Data("viewport-bench: the spec has errors\n".utf8))
    exit(1)
}
let layout = TableLayout(table, content: TableContent(table), options: LayoutOptions(width: 48))
let renderer = PreviewRenderer(layout: layout)
let loaded = DispatchTime.now().uptimeNanoseconds
let middle = layout.lineCount / 2
let viewport = middle..<(middle + lines)

// Each sample draws the viewport often enough to be well above the clock's resolution.
let drawsPerSample = 50
var samples: [Double] = []
var characters = 0
for _ in 0..<runs {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<drawsPerSample { characters &+= renderer.render(lines: viewport).utf8.count }
    samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(drawsPerSample))
}
samples.sort()
print("viewport_ns \(Int(samples[samples.count / 2])) load_ms \(Double(loaded - loadStart) / 1e6) lines \(layout.lineCount) bytes \(characters / (runs * drawsPerSample))")
