/// What a table or a section shows in place of rows when it has none (the spec's `empty`): a title, a message, an
/// SF Symbol and a button. UIKit shows it as a `UIContentUnavailableConfiguration`, SwiftUI as a
/// `ContentUnavailableView`, both from iOS 17; before, the same parts in a plain stack.
public nonisolated struct TableEmptyState<Table: TableDefinition>: Equatable, Sendable {
    public var title: TableText<Table>
    public var message: TableText<Table>?
    /// The name of an SF Symbol shown above the title.
    public var image: String?
    /// The button under the message.
    public var action: TableEmptyAction<Table>?

    public init(title: TableText<Table>, message: TableText<Table>? = nil, image: String? = nil, action: TableEmptyAction<Table>? = nil) {
        self.title = title
        self.message = message
        self.image = image
        self.action = action
    }
}

/// An empty state's button: its id (a case of the table's `ActionID`) reaches the app's `onEmptyAction`.
public nonisolated struct TableEmptyAction<Table: TableDefinition>: Equatable, Sendable {
    public var id: Table.ActionID
    public var title: TableText<Table>

    public init(id: Table.ActionID, title: TableText<Table>) {
        self.id = id
        self.title = title
    }
}
