/// "Did you mean" suggestions for misspelt keys, values and names.
public enum NearestName {
    /// The candidates closest to `name` by edit distance, when close enough to be a likely typo
    /// (at most a third of the longer name, ignoring case; exact only for names under three letters) or when `name` starts one of them.
    /// Ties are all returned, in the candidates' order, so `value3` suggests `value1` and `value2`.
    public static func suggestions(for name: String, among candidates: some Sequence<String>) -> [String] {
        let lowered = Array(name.lowercased().unicodeScalars)
        guard !lowered.isEmpty, lowered.count <= 64 else { return [] }
        var best: [String] = []
        var bestScore = Int.max
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            if other == lowered { return [candidate] }
            let distance = editDistance(lowered, other)
            let longer = max(lowered.count, other.count)
            let allowed = longer < 3 ? 0 : max(1, longer / 3)
            let isPrefix = lowered.count >= 3 && other.starts(with: lowered)
            guard distance <= allowed || isPrefix else { continue }
            let score = isPrefix ? min(distance, allowed) : distance
            if score < bestScore {
                best = [candidate]
                bestScore = score
            } else if score == bestScore, !best.contains(candidate) {
                best.append(candidate)
            }
        }
        return Array(best.prefix(3))
    }

    /// `; did you mean 'a' or 'b'?`, or nothing when no candidate is close.
    package static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        let found = suggestions(for: name, among: candidates)
        guard !found.isEmpty else { return "" }
        return "; did you mean \(found.map { "'\($0)'" }.joined(separator: " or "))?"
    }

    /// Edit distance counting a swap of neighbours as one edit (optimal string alignment), since
    /// `stlye` for `style` is the commonest typo of all.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
