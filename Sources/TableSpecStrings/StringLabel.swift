/// Which label of a table part a localizable string is: the last component of its key, and the
/// words the translators' comment uses for it.
///
/// A new kind of string (an action's title) is one more value here and one more line in
/// `TableStrings.collect`.
public struct StringLabel: Hashable, Sendable {
    /// The key's last component.
    public let keyComponent: String
    /// What the comment calls it.
    public let description: String

    public init(_ keyComponent: String, _ description: String) {
        self.keyComponent = keyComponent
        self.description = description
    }

    public static let text = StringLabel("text", "the row's text")
    public static let detail = StringLabel("detail", "the row's detail text")
    public static let accessibilityLabel = StringLabel("accessibilityLabel", "what VoiceOver reads")
    public static let deleteConfirmation = StringLabel("deleteConfirmation", "its delete-confirmation button")
    public static let sectionHeader = StringLabel("header", "the section header")
    public static let sectionFooter = StringLabel("footer", "the section footer")
    public static let sectionIndexTitle = StringLabel("indexTitle", "its title in the section index")

    public static let emptyTitle = StringLabel("empty.title", "the title it shows when it has no rows")
    public static let emptyMessage = StringLabel("empty.message", "the message it shows when it has no rows")
    public static let emptyAction = StringLabel("empty.action", "the button it shows when it has no rows")

    public static let placeholder = StringLabel("placeholder", "its text field's placeholder")
    public static let validationMessage = StringLabel("validationMessage", "what it shows under an invalid value")

    /// The title of an option of a row's picker or segmented control.
    public static func optionTitle(_ key: String) -> StringLabel {
        StringLabel("option." + key, "the title of its '\(key)' option")
    }

    /// The title of a row's swipe or menu action: one string for an id in both the row's swipe
    /// actions and its menu, as the id is one action.
    public static func actionTitle(_ id: String) -> StringLabel {
        StringLabel("action." + id, "the title of its '\(id)' swipe or menu action")
    }
}
