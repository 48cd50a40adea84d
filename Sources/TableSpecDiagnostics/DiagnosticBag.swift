/// The diagnostics of one run, in the order they were found.
///
/// A value type threaded through the stages, so every stage can report without knowing where
/// reports go and a test can inspect exactly what was reported.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func append(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    public mutating func append(contentsOf other: DiagnosticBag) {
        diagnostics.append(contentsOf: other.diagnostics)
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }

    /// Diagnostics ordered by file, then position, keeping discovery order among equals, so output
    /// reads top to bottom however the stages happened to find things.
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let l = lhs.element.location, r = rhs.element.location
            switch (l, r) {
            case let (l?, r?):
                if l.file != r.file { return l.file < r.file }
                if l.range.start != r.range.start { return l.range.start < r.range.start }
                return lhs.offset < rhs.offset
            case (nil, .some): return true
            case (.some, nil): return false
            case (nil, nil): return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
