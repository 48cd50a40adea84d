// Shared by the content harness and the form harness (`Support/FormHarness`), which is built with this file.

/// SplitMix64: a tiny generator whose sequence depends only on the seed, on every platform and
/// toolchain (the standard library's `random(in:using:)` promises no particular sequence).
struct SeededGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (bound > 0).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True once in `n` times.
    mutating func oneIn(_ n: Int) -> Bool { below(n) == 0 }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }

    /// The seeds a `--seeds` argument names: `FIRST-LAST`, or `N,N,...`.
    static func seeds(_ argument: String) -> [UInt64] {
        let bounds = argument.split(separator: "-").compactMap { UInt64($0) }
        if bounds.count == 2 && !argument.contains(",") { return Array(bounds[0]...max(bounds[0], bounds[1])) }
        return argument.split(separator: ",").compactMap { UInt64($0) }
    }
}
