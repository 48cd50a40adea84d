import TableSpecDiagnostics

/// What the importer reads from a storyboard: its scenes and, in each, the table views, as
/// Interface Builder describes them. Values are the storyboard's own words (`IBUITableViewCellStyleValue1`,
/// `disclosureIndicator`, `-1` for automatic); `SpecTranslation` turns them into the spec's.
struct StoryboardDocument: Sendable {
    var scenes: [StoryboardScene]
    /// Every `customClass` the storyboard names, of scenes, views and cells: classes the app
    /// declares, which no generated type may be named like.
    var appClasses: Set<String> = []
}

/// One scene: a view controller and the table views in it.
struct StoryboardScene: Sendable {
    /// The view controller's `id`, which segues name as their destination.
    var controllerID: String
    /// `tableViewController`, `viewController`, …
    var controllerKind: String
    var storyboardIdentifier: String?
    var title: String?
    var customClass: String?
    var range: SourceRange
    var tableViews: [StoryboardTableView]
}

struct StoryboardTableView: Sendable {
    var range: SourceRange
    var style: String?
    var separatorStyle: String?
    var rowHeight: String?
    var estimatedRowHeight: String?
    var sectionHeaderHeight: String?
    var sectionFooterHeight: String?
    var estimatedSectionHeaderHeight: String?
    var estimatedSectionFooterHeight: String?
    /// `static` or `prototypes`.
    var dataMode: String?
    /// `allowsSelection="NO"` and `allowsMultipleSelection="YES"`, as Interface Builder writes them.
    var allowsSelection: String?
    var allowsMultipleSelection: String?
    var sections: [StoryboardSection]
    var prototypes: [StoryboardCell]
    var dropped: [DroppedPart]
}

struct StoryboardSection: Sendable {
    var headerTitle: String?
    var footerTitle: String?
    var range: SourceRange
    var cells: [StoryboardCell]
}

struct StoryboardCell: Sendable {
    var range: SourceRange
    /// The `style` attribute; absent for Interface Builder's "Custom" style.
    var style: String?
    var customClass: String?
    var reuseIdentifier: String?
    var accessoryType: String?
    var editingAccessoryType: String?
    var selectionStyle: String?
    var rowHeight: String?
    var text: String?
    var detail: String?
    var image: StoryboardImage?
    var switchControl: StoryboardSwitch?
    var accessibilityLabel: String?
    var segues: [StoryboardSegue]
    /// The outlets and actions that touch the cell or its views: code of the app's that the spec
    /// cannot carry, listed for the table in one warning so a team can find what to move.
    var connections: [CellConnection] = []
    var dropped: [DroppedPart]
}

/// An outlet to a cell or one of its views (`nameLabel`), or an action one of them sends (`toggle:`).
struct CellConnection: Sendable, Equatable {
    enum Kind: Sendable { case outlet, action }
    var kind: Kind
    var name: String
}

struct StoryboardImage: Sendable {
    var name: String
    /// `catalog="system"`: an SF Symbol rather than an image of the app's asset catalog.
    var isSystemSymbol: Bool
}

struct StoryboardSwitch: Sendable {
    var isOn: Bool
    var range: SourceRange
}

struct StoryboardSegue: Sendable {
    var kind: String
    var destination: String
    /// The segue's `identifier`, which `prepare(for:sender:)` code keys on.
    var identifier: String?
    /// `accessoryAction` for a segue the accessory button fires; nil for the row's own tap.
    var trigger: String?
    var range: SourceRange
}

/// Something in the storyboard the spec cannot say, reported as a warning where it is.
struct DroppedPart: Sendable {
    var message: String
    var range: SourceRange
}
