import Foundation

// Usage: ContentHarness [--seeds FIRST-LAST | --seeds N,N,...] [--steps N] [--spec NAME] [--break keep-empty-groups]
//
// Runs every seed against every spec (or the one named) and prints one summary line. On the first
// disagreement it prints the seed, step and operation, the operations leading to it, and the
// command that runs that sequence again, and exits with status 1.

var seeds: [UInt64] = Array(1...10)
var steps = 300
var only: String?
var keepsEmptyGroups = false

var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    let value = arguments.popFirst() ?? ""
    switch argument {
    case "--seeds":
        seeds = SeededGenerator.seeds(value)
    case "--steps":
        steps = Int(value) ?? steps
    case "--spec":
        only = value
    case "--break":
        guard value == "keep-empty-groups" else {
            print("unknown fault '\(value)'")
            exit(2)
        }
        keepsEmptyGroups = true
    default:
        print("unknown argument '\(argument)'")
        exit(2)
    }
}

/// Runs every seed on one spec; returns the operations checked, or exits on a mismatch.
var coverage = Coverage()

func runSpec<C: HarnessContent>(_: C.Type) -> Int {
    guard only == nil || only == C.tableName else { return 0 }
    var operations = 0
    for seed in seeds {
        var driver = Driver<C>(seed: seed, keepsEmptyGroups: keepsEmptyGroups)
        do {
            operations += try driver.run(steps: steps)
            coverage = coverage + driver.coverage
        } catch let mismatch as Mismatch {
            let step = driver.trace.count - 1
            print("MISMATCH \(C.tableName) seed=\(seed) step=\(step) op=\(driver.trace[step]): \(mismatch.message)")
            let shown = driver.trace.suffix(12)
            print("trace (\(shown.count) of \(driver.trace.count) steps):")
            for (index, op) in zip(driver.trace.indices.suffix(12), shown) { print("  \(index): \(op)") }
            print("reproduce: ContentHarness --spec \(C.tableName) --seeds \(seed) --steps \(step)\(keepsEmptyGroups ? " --break keep-empty-groups" : "")")
            exit(1)
        } catch {
            print("unexpected error \(error)")
            exit(1)
        }
    }
    return operations
}

let counts = [runSpec(Menu.Content.self), runSpec(Pantry.Content.self)]
let specs = counts.filter { $0 > 0 }.count
print("checked \(counts.reduce(0, +)) operations: \(specs) specs, \(seeds.count) seeds, \(steps) steps each; no mismatch; \(coverage.summary)")
