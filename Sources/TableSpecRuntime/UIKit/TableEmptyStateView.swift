#if canImport(UIKit)
internal import UIKit

/// How UIKit shows an empty state (`empty`): from iOS 17 as the system's content-unavailable view, whose
/// configuration lays out the image, title, message and button as Apple's apps do; before, the same parts in a
/// centred stack. A search that matches nothing shows the system's own "No Results" (iOS 17), whatever `empty`
/// says: the empty state is for a table without rows, not for a query without matches.
@MainActor
enum TableEmptyStateView {
    /// The view for the table's background or a section's footer. `action` is called with the button's id.
    static func view<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void) -> UIView {
        if #available(iOS 17, *) {
            return UIContentUnavailableView(configuration: configuration(state, action: action))
        }
        return FallbackView(state, action: action)
    }

    /// The system's "No Results" for a search that matches nothing; nil before iOS 17, which has none.
    static func noResults() -> UIView? {
        if #available(iOS 17, *) {
            return UIContentUnavailableView(configuration: UIContentUnavailableConfiguration.search())
        }
        return nil
    }

    @available(iOS 17, *)
    static func configuration<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void)
        -> UIContentUnavailableConfiguration
    {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = state.title.string
        configuration.secondaryText = state.message?.string
        configuration.image = state.image.flatMap { UIImage(systemName: $0) }
        if let button = state.action {
            var plain = UIButton.Configuration.plain()
            plain.title = button.title.string
            configuration.button = plain
            configuration.buttonProperties.primaryAction = UIAction { _ in action(button.id) }
        }
        return configuration
    }

    /// Before iOS 17: the image, the title in the title style, the message in the body style and a plain button,
    /// centred, sized for Dynamic Type.
    final class FallbackView: UIView {
        init<Table: TableDefinition>(_ state: TableEmptyState<Table>, action: @escaping (Table.ActionID) -> Void) {
            super.init(frame: .zero)
            let stack = UIStackView()
            stack.axis = .vertical
            stack.alignment = .center
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            if let name = state.image, let image = UIImage(systemName: name) {
                let imageView = UIImageView(image: image)
                imageView.tintColor = UIColor.secondaryLabel
                stack.addArrangedSubview(imageView)
            }
            stack.addArrangedSubview(Self.label(state.title.string, style: .title2, color: UIColor.label))
            if let message = state.message {
                stack.addArrangedSubview(Self.label(message.string, style: .body, color: UIColor.secondaryLabel))
            }
            if let button = state.action {
                var plain = UIButton.Configuration.plain()
                plain.title = button.title.string
                stack.addArrangedSubview(UIButton(configuration: plain, primaryAction: UIAction { _ in action(button.id) }))
            }
            addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerYAnchor.constraint(equalTo: centerYAnchor),
                stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.topAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            nil
        }

        private static func label(_ text: String, style: UIFont.TextStyle, color: UIColor) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = UIFont.preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = color
            label.numberOfLines = 0
            label.textAlignment = .center
            return label
        }
    }
}
#endif
