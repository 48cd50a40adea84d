#if canImport(SwiftUI)
internal import SwiftUI
#if canImport(UIKit)
internal import UIKit
#endif

/// A row's cell: its text, detail and image in its cell style, then its accessory, as UIKit's cell lays them out.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCell<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let editor: TableListEditor<Table>
    /// Whether the cell is a `NavigationLink`'s label: the link draws its own chevron, so the cell leaves the
    /// disclosure indicator out.
    let isLinked: Bool

    var body: some View {
        HStack {
            TableListCellLabel(row: entry.row)
            Spacer(minLength: 0)
            accessory
        }
    }

    /// Whether the accessory is a button of its own (`detailButton`, `detailDisclosureButton`).
    static func hasDetailButton(_ row: TableRow<Table>) -> Bool {
        guard !row.isChecked, row.control == nil else {
            return false
        }
        return row.accessory == .detailButton || row.accessory == .detailDisclosureButton
    }

    /// The accessory as UIKit draws it: a checkmark (a checked row of a checkmark list too) in the tint, a
    /// chevron in the tertiary label colour, a tinted detail button that calls `onAccessoryButtonTap`.
    @ViewBuilder
    private var accessory: some View {
        if entry.row.isChecked || entry.row.accessory == .checkmark {
            Image(systemName: "checkmark")
                .foregroundStyle(.tint)
        } else {
            switch entry.row.accessory {
            case .none, .checkmark:
                EmptyView()
            case .disclosureIndicator:
                if !isLinked {
                    chevron
                }
            case .detailButton:
                detailButton
            case .detailDisclosureButton:
                detailButton
                if !isLinked {
                    chevron
                }
            }
        }
    }

    /// Borderless, so that in a list it is a button of its own and does not take the row's tap.
    private var detailButton: some View {
        Button {
            editor.accessoryButtonTapped(entry.id)
        } label: {
            Image(systemName: "info.circle")
        }
        .buttonStyle(.borderless)
    }

    private var chevron: some View {
        Image(systemName: "chevron.forward")
            .font(.footnote)
            .foregroundStyle(TableListColors.disclosure)
    }
}

/// A row's text, detail and image in its cell style, in UIKit's colours: text in the label colour (tinted for a
/// `button` row, red for a `destructive` one), details in the secondary label colour, even inside a button.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListCellLabel<Table: SwiftUITable>: View {
    let row: TableRow<Table>
    /// Whether the detail shows where the cell style puts it. A form control's label leaves it out: the control
    /// shows the row's value itself (a menu its choice, a stepper its number beside the text).
    var showsDetail = true

    var body: some View {
        if !showsDetail {
            labelled(title)
        } else {
            styled
        }
    }

    /// The text, detail and image in the row's cell style.
    @ViewBuilder
    private var styled: some View {
        switch row.style {
        case .default, .custom:
            labelled(title)
        case .subtitle:
            labelled(subtitle)
        case .value1:
            value1
        case .value2:
            labelled(value2)
        }
    }

    /// The text with the row's image as its icon, when it has one.
    @ViewBuilder
    private func labelled<Title: View>(_ title: Title) -> some View {
        if let name = row.image {
            Label {
                title
            } icon: {
                Self.image(named: name)
            }
        } else {
            title
        }
    }

    /// The text, in the colour of the row's role.
    @ViewBuilder
    private var title: some View {
        let text = TableListText.text(row.text, row.localizedText)
        switch row.role {
        case .normal:
            text.foregroundStyle(TableListColors.text)
        case .button:
            text.foregroundStyle(.tint)
        case .destructive:
            text.foregroundStyle(TableListColors.destructive)
        }
    }

    /// The detail, when the row has one.
    private var detail: Text? {
        row.detail.map { TableListText.text($0, row.localizedDetail) }
    }

    /// UIKit's subtitle style: the text over a smaller detail.
    private var subtitle: some View {
        VStack(alignment: .leading) {
            title
            if let detail {
                detail
                    .font(.subheadline)
                    .foregroundStyle(TableListColors.secondary)
            }
        }
    }

    /// UIKit's value1 style: the text leading and the detail trailing, as `LabeledContent` lays them out from
    /// iOS 16. Its value is given its colour too: `LabeledContent` would draw it in the hierarchical secondary
    /// style, which a button tints.
    @ViewBuilder
    private var value1: some View {
        if #available(iOS 16, *) {
            LabeledContent {
                if let detail {
                    detail.foregroundStyle(TableListColors.secondary)
                }
            } label: {
                labelled(title)
            }
        } else {
            HStack {
                labelled(title)
                Spacer()
                if let detail {
                    detail.foregroundStyle(TableListColors.secondary)
                }
            }
        }
    }

    /// UIKit's value2 style: a small tinted leading column, then the detail beside it in the label colour.
    private var value2: some View {
        HStack(alignment: .firstTextBaseline) {
            TableListText.text(row.text, row.localizedText)
                .font(.footnote)
                .foregroundStyle(.tint)
            if let detail {
                detail.foregroundStyle(TableListColors.text)
            }
        }
    }

    #if canImport(UIKit)
    /// An asset catalog image, else an SF Symbol of that name: the UIKit data source's rule, for a row's image
    /// and a slider's.
    static func image(named name: String) -> Image {
        UIImage(named: name) != nil ? Image(name) : Image(systemName: name)
    }
    #else
    /// An SF Symbol of that name.
    static func image(named name: String) -> Image {
        Image(systemName: name)
    }
    #endif
}
#endif
