import Foundation
import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecStringCatalog
import TableSpecStrings

/// The String Catalog's part of a rename in a localized spec. The catalog's keys are made from row and section
/// ids and prototype names (`Settings.wifi.detail`), so the rename moves each string of the catalog beside the
/// spec to its new key, translations and all; without it they would stay under keys no string has, and the app
/// would show the spec's text until someone translated the strings again.
///
/// The keys come from the compiler itself: the spec's strings before and after the rename, paired in the order
/// the table gives them (`TableStrings.keySequence`). The catalog is the one `generate` writes next to the Swift
/// when the output is the spec's folder (`<strings table>.xcstrings`), read from the editor when it is open there;
/// after the keys move it is merged as `generate` would merge it, so its comments name the new ids too and the
/// next `generate` changes nothing.
enum CatalogKeyRename {
    enum Outcome: Equatable {
        /// Nothing in a catalog changes: the spec is not localized, does not compile, or has no catalog beside it.
        case none
        /// The catalog's whole new text.
        case edit(uri: String, TextEdit)
        /// The catalog cannot take the rename; the reason.
        case refused(String)
    }

    /// Adds the catalog's edit to a rename's `changes`, made from the edits `changes` holds for `document`; the
    /// reason when the catalog refuses the rename.
    static func extend(_ changes: inout [String: [TextEdit]], in document: OpenDocument, documents: OpenDocuments, limits: YAMLLimits) -> String? {
        guard let edits = changes[document.uri] else { return nil }
        let renamed = TextEdit.applying(edits, to: document.text)
        switch outcome(renaming: document.text, to: renamed, in: document, documents: documents, limits: limits) {
        case .none: return nil
        case .edit(let uri, let edit): changes[uri] = [edit]
        case .refused(let reason): return reason
        }
        return nil
    }

    private static func outcome(renaming old: [UInt8], to new: [UInt8], in document: OpenDocument, documents: OpenDocuments, limits: YAMLLimits)
        -> Outcome
    {
        guard let path = document.path else { return .none }
        var directory = TableDirectory()
        directory.edited = documents.editedTexts
        let frontEnd = FrontEnd(limits: limits, tables: directory)
        guard let before = frontEnd.compile(old, file: path).table.flatMap(TableStrings.init),
            let after = frontEnd.compile(new, file: path).table.flatMap(TableStrings.init),
            before.keySequence.count == after.keySequence.count
        else { return .none }
        var renames: [String: String] = [:]
        for (oldKey, newKey) in zip(before.keySequence, after.keySequence) where oldKey != newKey {
            // One key becoming two is no rename the catalog can follow.
            if let earlier = renames.updateValue(newKey, forKey: oldKey), earlier != newKey { return .none }
        }
        guard !renames.isEmpty else { return .none }
        let catalogName = StringCatalog.fileName(before.localization.table)
        let catalogPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(catalogName).path
        let open = documents.document(atPath: catalogPath)
        guard let text = open?.text ?? FileManager.default.contents(atPath: catalogPath).map(Array.init) else { return .none }
        guard before.localization.table == after.localization.table else {
            // The strings table is the table's name by default: renamed, the code would look in another catalog.
            return .refused(
                "the table's strings are in \(catalogName), named for the table; to rename the table, first write 'localization: { table: \(before.localization.table) }' so that it keeps that catalog"
            )
        }
        // The keys moved, then merged as `generate` merges: the comments this tool wrote name the new ids too.
        switch StringCatalog.renamingKeys(renames, in: text, path: catalogPath).flatMap({ renamed in
            renamed.map { StringCatalog.merged(existing: $0, path: catalogPath, tables: [after]).map(Optional.some) } ?? .success(nil)
        }) {
        case .success(nil):
            return .none
        case .success(let renamed?):
            let map = PositionMap(text)
            let whole = Range(start: Position(line: 0, character: 0), end: map.position(ofByte: text.count))
            return .edit(
                uri: open?.uri ?? DocumentURI.uri(ofPath: catalogPath), TextEdit(range: whole, newText: String(decoding: renamed, as: UTF8.self)))
        case .failure(let diagnostic):
            return .refused(diagnostic.message)
        }
    }
}
