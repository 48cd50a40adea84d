import TableSpecLayoutRules
import TableSpecDiagnostics
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput

/// The glyphs of a preview's frames and controls, in Unicode or plain ASCII (`--ascii`); user
/// text is never changed.
struct PreviewGlyphs: Equatable {
    let disclosure: String, checkmark: String, detailButton: String, detailDisclosure: String
    let deleteControl: String, insertControl: String, reorder: String
    let image: String, horizontal: String, vertical: String
    let topLeft: String, topRight: String, bottomLeft: String, bottomRight: String
    let headerFill: String, indexDot: String, ellipsis: String
    /// A switch, on and off: a track with its knob at the trailing end when on, as iOS draws it.
    let switchOn: String, switchOff: String
    /// A collapsible section's chevron while it is open (pointing down); folded, it is `disclosure`.
    let openChevron: String
    /// The refresh control's spinner; the search field's magnifying glass and its clear button.
    let spinner: String, search: String, clear: String

    static let unicode = PreviewGlyphs(
        disclosure: "›", checkmark: "✓", detailButton: "ⓘ", detailDisclosure: "ⓘ ›",
        deleteControl: "⊖", insertControl: "⊕", reorder: "≡",
        image: "▣", horizontal: "─", vertical: "│",
        topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯",
        headerFill: "░", indexDot: "•", ellipsis: "…",
        switchOn: "(──●)", switchOff: "(○──)",
        openChevron: "⌄", spinner: "⣾", search: "⌕", clear: "⊗")

    static let ascii = PreviewGlyphs(
        disclosure: ">", checkmark: "v", detailButton: "i", detailDisclosure: "i >",
        deleteControl: "-", insertControl: "+", reorder: "=",
        image: "#", horizontal: "-", vertical: "|",
        topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+",
        headerFill: "=", indexDot: ".", ellipsis: "~",
        switchOn: "( on)", switchOff: "(off)",
        openChevron: "v", spinner: "*", search: "/", clear: "x")

    func trailing(_ control: TrailingControl) -> String {
        switch control {
        case .checkmark: checkmark
        case .reorder: reorder
        case .toggle(let isOn): isOn ? switchOn : switchOff
        case .form(let form): form.text(ascii: self == .ascii)
        case .accessory(let accessory):
            switch accessory {
            case .none: ""
            case .disclosureIndicator: disclosure
            case .checkmark: checkmark
            case .detailButton: detailButton
            case .detailDisclosureButton: detailDisclosure
            }
        }
    }
}
