/// One problem found in a spec, the single currency every stage reports in.
///
/// Stages never print or throw on a problem in the input: they add a `Diagnostic` and carry on,
/// so a user sees every error in a file at once. Where the diagnostics end up (a terminal, JSON for
/// an editor, an array in a test) is decided by whoever renders them.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Codable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary pointer that explains the main message, such as the first of two duplicate keys.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    /// Absent only for problems that have no place in a file, such as a file that cannot be read.
    public var location: SourceLocation?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }
}

/// A diagnostic can travel as the failure of a `Result`, for the few operations (reading a file)
/// that produce one problem instead of collecting many.
extension Diagnostic: Error {}
