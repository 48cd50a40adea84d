import SwiftNaming
import TableSpecDiagnostics
import TableSpecPropertyList
import TableSpecSpecText

/// `tablespec import Settings.bundle` (or one pane's plist): a spec per pane, the root pane named
/// `Settings` and each child pane after its `File`, with child panes as rows that open them.
///
/// Stages: each pane's bytes → a property list (`PropertyListReader`, XML or binary) → the Settings
/// app's specifiers (`SettingsPaneReader`) → a spec (`SettingsSpecTranslation`) → its text. Panes
/// are followed from the root through `PSChildPaneSpecifier`s, each read once however many rows
/// open it. A pane that cannot be read is an error and nothing is imported; what a pane has that
/// the spec cannot say is a warning at its key path.
public enum SettingsBundleImporter {
    public struct Result: Sendable {
        public var files: [ImportedSpecFile]
        /// Every pane read, by `File` name (`Root` for the root), for the strings files that localize them.
        public var panes: [(file: String, table: String, pane: SettingsPane)]
        /// Warnings for what could not be carried over, pane by pane, each in its file's order.
        public var diagnostics: [Diagnostic]
        /// The bundle's languages and their translations, when it has `.lproj` folders.
        public var localization: SettingsLocalization?
    }

    /// The root pane's table name.
    public static let rootTable = "Settings"

    /// Imports the bundle directory at `path` (its `Root.plist`), or the single pane file at `path`,
    /// whose child panes are looked for beside it.
    public static func importBundle(
        at path: String, files: SettingsBundleFiles,
        limits: PropertyListLimits = PropertyListLimits()
    ) -> Swift.Result<Result, Diagnostic> {
        let isPlist = path.hasSuffix(".plist")
        let directory = isPlist ? Self.directory(of: path) : (path.hasSuffix("/") ? String(path.dropLast()) : path)
        let rootFile = isPlist ? Self.fileName(of: path) : "Root"
        var names = [rootFile: rootTable]
        var queue = [rootFile]
        var panes: [(file: String, table: String, pane: SettingsPane, opener: PropertyListLocation?)] = []
        var openers: [String: PropertyListLocation] = [:]
        var diagnostics: [Diagnostic] = []
        while !queue.isEmpty {
            let file = queue.removeFirst()
            let panePath = isPlist && file == rootFile ? path : directory + "/" + file + ".plist"
            let node: PropertyListNode
            let read: Swift.Result<PropertyListNode, Diagnostic>
            if let bytes = files.contents(panePath, limits.maxInputBytes + 1) {
                read =
                    bytes.count > limits.maxInputBytes
                    ? .failure(
                        .error(
                            "the pane is over \(limits.maxInputBytes) bytes, the limit for one file of a Settings.bundle; nothing was read",
                            at: SourceLocation(file: panePath, range: SourceRange(at: .start))))
                    : PropertyListReader.read(bytes, file: panePath, limits: limits)
            } else {
                read = .failure(
                    .error(
                        "cannot read \(panePath): \(file == rootFile && !isPlist ? "a Settings.bundle has its root pane in Root.plist" : "no such pane file")",
                        at: SourceLocation(file: panePath, range: SourceRange(at: .start))))
            }
            switch read {
            case .success(let root): node = root
            case .failure(let problem):
                if let opener = openers[file] {
                    return .failure(
                        Diagnostic(
                            problem.severity, problem.message, at: problem.location,
                            notes: problem.notes + [.init("the pane is opened here", at: opener.sourceLocation)]))
                }
                return .failure(problem)
            }
            var reader = SettingsPaneReader()
            let pane = reader.read(node)
            diagnostics += reader.diagnostics
            if let error = reader.diagnostics.first(where: { $0.severity == .error }) { return .failure(error) }
            guard let pane else { return .failure(.error("\(panePath) is not a Settings pane", at: node.location.sourceLocation)) }
            for specifier in pane.specifiers {
                guard case .childPane(let child) = specifier.kind, names[child] == nil else { continue }
                names[child] = uniqueTableName(for: child, taken: Set(names.values))
                openers[child] = specifier.location
                queue.append(child)
            }
            panes.append((file, names[file] ?? rootTable, pane, openers[file]))
        }
        var localization: SettingsLocalization?
        if !isPlist {
            let stringsTable = panes.first?.pane.stringsTable ?? "Root"
            switch SettingsLocalization.read(bundle: directory, stringsTable: stringsTable, catalogTable: rootTable, files: files, limits: limits) {
            case .success(let found):
                localization = found
                diagnostics += found?.warnings ?? []
            case .failure(let problem): return .failure(problem)
            }
            for pane in panes where (pane.pane.stringsTable ?? stringsTable) != stringsTable {
                diagnostics.append(
                    .warning(
                        "the pane's strings are in \(pane.pane.stringsTable ?? "Root").strings, but the import reads \(stringsTable).strings, the root pane's, for every pane",
                        at: PropertyListLocation(file: directory + "/" + pane.file + ".plist").sourceLocation))
            }
        }
        var files: [ImportedSpecFile] = []
        for pane in panes {
            var translation = SettingsSpecTranslation(file: pane.file, tableNames: names, localization: localization)
            let (entries, rows) = translation.spec(for: pane.pane, table: pane.table)
            diagnostics += translation.diagnostics
            let location = PropertyListLocation(file: isPlist && pane.file == rootFile ? path : directory + "/" + pane.file + ".plist")
            let text = SpecTextRenderer.render(entries, header: ["Imported from \(location.file) by `tablespec import`."])
            let sections =
                entries.first { $0.key == "sections" }.flatMap { entry -> Int? in
                    if case .sequence(let items) = entry.value { return items.count }
                    return nil
                } ?? 0
            files.append(
                ImportedSpecFile(
                    table: pane.table, text: text, location: location.sourceLocation,
                    summary: "\(sections) section\(sections == 1 ? "" : "s"), \(rows) row\(rows == 1 ? "" : "s")"))
        }
        return .success(Result(files: files, panes: panes.map { ($0.file, $0.table, $0.pane) }, diagnostics: diagnostics, localization: localization))
    }

    /// A child pane's table: its `File` as an UpperCamelCase Swift name, numbered past names taken.
    static func uniqueTableName(for file: String, taken: Set<String>) -> String {
        var base = SwiftIdentifier.suggestion(for: file, upperCamel: true) ?? "Pane"
        if let first = base.unicodeScalars.first, !first.properties.isUppercase { base = "Pane" + base }
        var name = base
        var number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        return name
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    private static func fileName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        return name.hasSuffix(".plist") ? String(name.dropLast(6)) : name
    }
}
