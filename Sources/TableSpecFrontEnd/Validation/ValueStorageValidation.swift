import TableSpecDiagnostics
import TableSpecModel

/// `values`: where a form's values live. With `store: userDefaults` (the default once `values` is written) each
/// form row with an id is kept under `keyPrefix` and its `key`, or its id; two rows under one key would
/// overwrite each other. Without `values`, or with `store: app`, the values live in the content the app owns,
/// and a row's `key` would name nothing.
extension SpecValidator {
    mutating func validateValueStorage(_ sections: [ResolvedSection]) -> ResolvedValueStorage? {
        let declaration = table.values
        let store = declaration.map { $0.store?.value ?? .userDefaults }
        guard store == .userDefaults, let declaration else {
            for (_, key) in rowKeys.sorted(by: { $0.value.range.start < $1.value.range.start }) {
                let why =
                    declaration == nil
                    ? "the table has no 'values: { store: userDefaults }'" : "the table's values are kept by the app ('store: app')"
                error("'key' names the row's UserDefaults key, but \(why)", at: key.range)
            }
            return nil
        }
        if let suite = declaration.suite, suite.value.isEmpty {
            error("'suite' is empty; name a UserDefaults suite such as an app group, or leave it out for the standard defaults", at: suite.range)
        }
        let prefix = declaration.keyPrefix?.value ?? ""
        var keys: [(id: String, key: String)] = []
        var used: [String: (id: String, range: SourceRange)] = [:]
        for section in sections {
            for row in section.rows where row.appearance.control != nil {
                guard let id = row.id else { continue }
                let written = rowKeys[id]
                if let written, written.value.isEmpty {
                    error("'key' is empty; leave it out to keep the value under the row's id", at: written.range)
                    continue
                }
                let key = prefix + (written?.value ?? id)
                let range = written?.range ?? row.range
                if let first = used[key] {
                    error(
                        "'\(ControlCharacters.escaped(key))' is the UserDefaults key of both '\(first.id)' and '\(id)': one would overwrite the other",
                        at: range, notes: [note("'\(first.id)' is kept under it here", at: first.range)])
                    continue
                }
                used[key] = (id, range)
                keys.append((id, key))
            }
        }
        return ResolvedValueStorage(suite: declaration.suite?.value, keys: keys)
    }
}
