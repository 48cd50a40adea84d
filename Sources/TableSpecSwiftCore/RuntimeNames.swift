import TableSpecModel

/// How the generated file spells `TableSpecRuntime`'s types from inside a table's namespace.
///
/// By the short names the runtime gives every table (`Row`, `Section`, `LocalizedText`), so the
/// file reads as the spec does; but a model may take one of those names (`models: Row:`), and
/// then it shadows the alias inside the namespace, so the file spells the runtime's own type
/// there (`TableRow<Mail>`).
package struct RuntimeNames: Sendable {
    let table: String
    /// The names of the models the file declares.
    let models: Set<String>

    package subscript(_ alias: RuntimeAlias) -> String {
        guard models.contains(alias.rawValue) else { return alias.rawValue }
        return alias.isGeneric ? "\(alias.runtimeType)<\(table)>" : alias.runtimeType
    }
}
