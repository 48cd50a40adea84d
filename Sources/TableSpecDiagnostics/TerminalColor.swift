/// Whether to colour output: only on a terminal whose `TERM` is not `dumb`, and never when
/// `NO_COLOR` is set (no-color.org), so logs and pipes get plain text.
public enum TerminalColor {
    public static func enabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"].map { $0 != "dumb" && !$0.isEmpty } ?? false
    }
}
