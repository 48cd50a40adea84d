#if canImport(UIKit)
internal import UIKit

/// A pushed picker's options (`pickerStyle: push`): a checkmark list in the table's grouped style, titled with
/// the row's text, whose back button goes to the table. Choosing an option moves the checkmark at once and
/// reports it, so the row behind shows the choice before the user goes back, as in Settings.
@MainActor
final class TableOptionsViewController: UITableViewController {
    private static let reuseIdentifier = "TableSpec.option"
    private let options: [(key: String, title: String)]
    private var chosen: String?
    private let choose: @MainActor (String) -> Void

    init(
        title: String?, options: [(key: String, title: String)], chosen: String?, style: UITableView.Style,
        choose: @escaping @MainActor (String) -> Void
    ) {
        self.options = options
        self.chosen = chosen
        self.choose = choose
        super.init(style: style)
        self.title = title
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.reuseIdentifier, for: indexPath)
        guard options.indices.contains(indexPath.row) else { return cell }
        let option = options[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = option.title
        cell.contentConfiguration = content
        cell.accessoryType = option.key == chosen ? .checkmark : .none
        var traits: UIAccessibilityTraits = .button
        if option.key == chosen { traits.insert(.selected) }
        cell.accessibilityTraits = traits
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard options.indices.contains(indexPath.row) else { return }
        let key = options[indexPath.row].key
        let previous = options.firstIndex { $0.key == chosen }
        chosen = key
        let redrawn = [previous, indexPath.row].compactMap { $0 }.map { IndexPath(row: $0, section: 0) }
        tableView.reloadRows(at: redrawn, with: .none)
        choose(key)
    }
}
#endif
