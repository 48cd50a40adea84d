#if canImport(UIKit)
public import TableSpecRuntime
public import UIKit

/// The app's own cell for the profile row (`style: custom`, `class: ProfileCell`). It adopts the
/// generated `Preferences.CustomCell`, so the data source hands it the row each time it shows
/// one; its layout is its own, and the data source never touches its labels.
public final class ProfileCell: UITableViewCell, Preferences.CustomCell {
    /// What the cell shows, kept so an app's tests can read it back.
    public private(set) var shownName: String?
    public private(set) var shownCompany: String?

    public func configure(with row: Preferences.Row) {
        shownName = row.text
        shownCompany = row.detail
        var content = UIListContentConfiguration.subtitleCell()
        content.text = row.text
        content.secondaryText = row.detail
        content.image = row.image.flatMap { UIImage(systemName: $0) }
        contentConfiguration = content
    }
}
#endif
