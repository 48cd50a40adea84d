/// The spec `tablespec init` writes: short, commented, and valid as written, so that the first
/// `validate` a newcomer runs passes and each key shows its UIKit meaning where it stands.
enum StarterSpec {
    /// The schema's file name; `SchemaPlacement` decides where the modeline looks for it.
    static let defaultSchema = "tablespec.schema.json"

    static func text(table: String, dynamic: Bool, schema: String) -> String {
        let head = """
            # yaml-language-server: $schema=\(schema)
            #
            # \(table): a table spec (UITableView). Check it with `tablespec validate`, draw it with
            # `tablespec preview`, and compile it with `tablespec generate` or the build plugin.
            # `tablespec schema -o FILE` writes the schema named above, for completion
            # in editors. Every key is described in TableSpec's Docs/Format.md.

            version: 1
            # The table's name is the Swift type generated for it.
            table: \(table)
            style: insetGrouped             # plain | grouped | insetGrouped


            """
        return head + (dynamic ? dynamicBody(table: table) : staticBody)
    }

    private static let staticBody = """
        sections:
          - id: general                   # sections and rows may have ids, for the app's code
            header: General
            rows:
              - text: Wi-Fi               # the cell's textLabel
                detail: Home              # its detailTextLabel
                style: value1             # default | value1 | value2 | subtitle | custom
                accessory: disclosureIndicator
                id: wifi
              - text: Notifications
                control: switch           # a UISwitch in place of the accessory
                on: true
                id: notifications
          - footer: Signing out keeps your settings on this device.
            rows:
              - text: Sign Out
                role: destructive         # an action row, drawn in red
                id: signOut

        """

    /// One dynamic section: a model, a prototype whose `{field}`s name the model's fields, and
    /// an inline sample for the preview.
    private static func dynamicBody(table: String) -> String {
        // Not a name the generated table nests (`Item`), nor the table's own.
        let model = table == "Entry" ? "Record" : "Entry"
        return """
            models:
              # The Swift type of one item.
              \(model):
                title: String               # String | Int | Double | Bool; add ? for optional
                note: String?

            prototypes:
              entry:                        # how one item is drawn
                style: subtitle
                text: "{title}"
                detail: "{note}"            # nil hides it; '{note ?? "—"}' shows a dash

            sections:
              - header: Entries
                items:
                  model: \(model)
                  prototype: entry
                  id: title                 # the field that identifies an item
                  sample:                   # items for the preview; or a file: sample: entries.yaml
                    - {title: First, note: The first entry}
                    - {title: Second}

            """
    }
}
