import TableSpecDiagnostics
import TableSpecModel

/// `segue: showAccount`: the storyboard segue a row stood for before it was a spec's row.
///
/// The identifier is only carried, never performed: the row's events hold it (`event.segue`), so an app
/// migrating from a storyboard keeps the `prepare(for:sender:)` code that keys on it, or performs the segue
/// itself from a view controller that still has it. A segue fires on a tap of the row or of its detail
/// button, so a row with neither is warned about, as `opens` is.
extension SpecValidator {
    /// The row's segue identifier, when it has a usable one.
    mutating func resolveSegue(_ layers: RowValues, edge: TrailingEdge, selectable: Bool) -> String? {
        guard let segue = layers[.segue] else { return nil }
        guard !segue.value.allSatisfy(\.isWhitespace) else {
            error("'segue' cannot be empty: it is the storyboard segue identifier the row's events carry", at: segue.range)
            return nil
        }
        let hasDetailButton = edge.accessory == .detailButton || edge.accessory == .detailDisclosureButton
        if !selectable, !hasDetailButton, !layers.isUnknown(.selectable), !layers.isUnknown(.accessory) {
            warning(
                "the row carries the segue '\(ControlCharacters.escaped(segue.value))', but it cannot be selected and has no detail button, so no event ever carries it",
                at: segue.range)
        }
        return segue.value
    }
}
