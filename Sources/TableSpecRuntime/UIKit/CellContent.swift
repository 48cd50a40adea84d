#if canImport(UIKit)
internal import UIKit

/// How a row looks in a cell of one of UIKit's four styles: a list content configuration, which replaces
/// the cell's deprecated built-in labels, and UIKit's own accessory types and colours.
@MainActor
enum CellContent {
    /// The row's text, detail and image in its style's list configuration; dimmed, as Settings dims a row that
    /// cannot be used, while its `disabled` condition holds.
    static func configuration<Table>(for row: TableRow<Table>, isDisabled: Bool = false) -> UIListContentConfiguration {
        var content: UIListContentConfiguration
        switch row.style {
        case .subtitle: content = .subtitleCell()
        case .value1: content = .valueCell()
        case .value2: content = value2Configuration()
        case .default, .custom: content = .cell()
        }
        content.text = row.text
        // UIKit's default style has no detail label.
        content.secondaryText = row.style == .default ? nil : row.detail
        if let name = row.image {
            content.image = image(named: name)
            let side = UIListContentConfiguration.ImageProperties.standardDimension
            content.imageProperties.reservedLayoutSize = CGSize(width: side, height: side)
        }
        // A row of automatic height grows with its text; a fixed height shows one line.
        let lines = row.height == nil ? 0 : 1
        content.textProperties.numberOfLines = lines
        content.secondaryTextProperties.numberOfLines = lines
        switch row.role {
        case .normal: break
        case .button: content.textProperties.color = .tintColor
        case .destructive: content.textProperties.color = .systemRed
        }
        if isDisabled {
            content.textProperties.color = .secondaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
            content.imageProperties.tintColor = .tertiaryLabel
        }
        return content
    }

    /// UIKit's value2 style, which has no list configuration of its own: a small tinted label, then the
    /// detail beside it in the body style.
    private static func value2Configuration() -> UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.prefersSideBySideTextAndSecondaryText = true
        content.textProperties.font = .preferredFont(forTextStyle: .footnote)
        content.textProperties.color = .tintColor
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        content.secondaryTextProperties.color = .label
        return content
    }

    /// An asset catalog image, else an SF Symbol of that name.
    static func image(named name: String) -> UIImage? {
        UIImage(named: name) ?? UIImage(systemName: name)
    }

    static func accessoryType(_ accessory: CellAccessory) -> UITableViewCell.AccessoryType {
        switch accessory {
        case .none: .none
        case .disclosureIndicator: .disclosureIndicator
        case .detailDisclosureButton: .detailDisclosureButton
        case .checkmark: .checkmark
        case .detailButton: .detailButton
        }
    }

    static func editingStyle(_ style: RowEditingStyle) -> UITableViewCell.EditingStyle {
        switch style {
        case .none: .none
        case .delete: .delete
        case .insert: .insert
        }
    }

    static func color(_ color: TableActionColor) -> UIColor {
        switch color {
        case .red: .systemRed
        case .orange: .systemOrange
        case .yellow: .systemYellow
        case .green: .systemGreen
        case .mint: .systemMint
        case .teal: .systemTeal
        case .cyan: .systemCyan
        case .blue: .systemBlue
        case .indigo: .systemIndigo
        case .purple: .systemPurple
        case .pink: .systemPink
        case .brown: .systemBrown
        case .gray: .systemGray
        }
    }
}
#endif
