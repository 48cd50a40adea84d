#if canImport(UIKit)
internal import UIKit

/// The table's header or footer text, in the footnote style. UIKit keeps a table header view at the height it
/// had when it was set, so this view works out its height from the table's width and the text size whenever it
/// lays out, and hands itself to the table again when that changes: wrapped text and large Dynamic Type never
/// clip.
@MainActor
final class TableTextView: UIView {
    private let label = UILabel()
    private var textSizeObserver: TextSizeObserver?

    init(text: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        label.text = text
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = UIFont.preferredFont(forTextStyle: .footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UIColor.secondaryLabel
        addSubview(label)
        textSizeObserver = TextSizeObserver { [weak self] in self?.setNeedsLayout() }
    }

    required init?(coder: NSCoder) {
        nil
    }

    var text: String? {
        label.text
    }

    /// Shows `text` as the table's header or footer: the view it has when the text is the same, a new one when
    /// it changed, none when there is no text. Returns the view shown.
    static func show(_ text: String?, in tableView: UITableView, current: TableTextView?, isHeader: Bool) -> TableTextView? {
        if let current, current.text == text {
            return current
        }
        let view = text.map { TableTextView(text: $0) }
        if isHeader {
            tableView.tableHeaderView = view
        } else {
            tableView.tableFooterView = view
        }
        return view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = max(bounds.width - 32, 0)
        let fitted = label.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        let height = fitted.height.rounded(.up) + 24
        label.frame = CGRect(x: 16, y: 12, width: width, height: height - 24)
        guard abs(height - bounds.height) > 0.5, let tableView = superview as? UITableView else {
            return
        }
        frame.size.height = height
        if tableView.tableHeaderView === self {
            tableView.tableHeaderView = self
        } else if tableView.tableFooterView === self {
            tableView.tableFooterView = self
        }
    }
}

/// Calls its handler when the user changes the text size, until it is released: then it stops listening.
final class TextSizeObserver {
    private let token: any NSObjectProtocol

    init(_ handler: @escaping @MainActor () -> Void) {
        token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: OperationQueue.main)
        { _ in
            MainActor.assumeIsolated { handler() }
        }
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
#endif
