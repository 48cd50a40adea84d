/// The tables a table's rows open (`opens`), which a back end needs as a whole: the generated
/// code names each one once, and a preview looks one up by the row that opens it.
extension ResolvedTable {
    /// Every table a static row or a prototype opens, each once, sorted by name: the order the
    /// generated code lists them in, whatever order the rows are in.
    public var openedTables: [String] {
        var names = Set<String>()
        for section in sections {
            switch section.content {
            case .rows(let rows):
                for row in rows { if let opens = row.opens { names.insert(opens) } }
            case .items(let items):
                if let opens = items.prototype.opens { names.insert(opens) }
            }
        }
        return names.sorted()
    }
}

extension ResolvedTable {
    /// The navigation title: the table's name in words ("CellStyles" is "Cell Styles"). The
    /// generated view controller shows it, and a table it opens shows it as the back button.
    public var title: String { Self.title(name) }

    /// The title a table named `name` gets.
    public static func title(_ name: String) -> String {
        var words = ""
        var previous: Character?
        for character in name {
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber { words.append(" ") }
            words.append(character)
            previous = character
        }
        return words
    }
}
