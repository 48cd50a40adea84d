import Foundation
import Yams

// yams-peer SPEC: decodes a benchmark spec, and the sample file its dynamic section names, with
// Yams, and prints how many rows and items it read (so the work cannot be skipped).
guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: yams-peer SPEC\n".utf8))
    exit(2)
}
let path = CommandLine.arguments[1]
do {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let spec = try YAMLDecoder().decode(Spec.self, from: text)
    var rows = 0
    var items = 0
    for section in spec.sections {
        rows += section.rows?.count ?? 0
        if let sample = section.items?.sample {
            let samplePath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(sample).path
            let cities = try YAMLDecoder().decode([City].self, from: try String(contentsOfFile: samplePath, encoding: .utf8))
            items += cities.count
        }
    }
    print("\(spec.table): \(spec.sections.count) sections, \(rows) rows, \(items) items")
} catch {
    FileHandle.standardError.write(Data("yams-peer: \(error)\n".utf8))
    exit(1)
}
