#if canImport(UIKit)
internal import UIKit

/// The header of a collapsible section (`collapsible: true`): the section's title in the table style's header
/// look, with a chevron at the trailing edge that points down while the section is open and to the side while it
/// is folded, as the sidebar headers of Apple's apps do. The whole header is one button for VoiceOver, whose
/// expanded state it reads (iOS 18; before, the chevron's state is only seen).
@MainActor
final class TableFoldingHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "TableSpec.FoldingHeader"

    /// Called when the user taps the header.
    var onTap: (() -> Void)?
    private let chevron = UIImageView()
    private let button = UIButton(type: .system)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        // The title's configuration is set before the chevron and the button go in: a later configuration of the
        // same kind is applied to the content view in place, so they stay (a first one would replace it).
        contentConfiguration = defaultContentConfiguration()
        chevron.translatesAutoresizingMaskIntoConstraints = false
        chevron.tintColor = UIColor.secondaryLabel
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .primaryActionTriggered)
        contentView.addSubview(chevron)
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            chevron.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            button.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            button.topAnchor.constraint(equalTo: contentView.topAnchor),
            button.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }

    /// Shows the section's header text and whether it is folded.
    func show(_ title: String?, isCollapsed: Bool) {
        var configuration = defaultContentConfiguration()
        configuration.text = title
        contentConfiguration = configuration
        chevron.image = UIImage(systemName: isCollapsed ? "chevron.forward" : "chevron.down")
        button.accessibilityLabel = title
        button.accessibilityTraits = [.button, .header]
        if #available(iOS 18, *) {
            button.accessibilityExpandedStatus = isCollapsed ? .collapsed : .expanded
        }
    }
}
#endif
