import TableSpecPropertyList

/// A `SettingsPane` as the property list the Settings app reads: each specifier with its `Type`
/// first and then its keys in the order Apple's schema lists them, so a generated `Root.plist`
/// reads like one written in Xcode's editor, and is the same on every run.
public enum SettingsPaneWriter {
    public static func value(of pane: SettingsPane) -> PropertyListValue {
        var entries: [PropertyListEntry] = []
        if let title = pane.title { entries.append(entry("Title", .string(title))) }
        if let table = pane.stringsTable { entries.append(entry("StringsTable", .string(table))) }
        if let group = pane.groupContainer { entries.append(entry("ApplicationGroupContainerIdentifier", .string(group))) }
        entries.append(entry("PreferenceSpecifiers", .array(pane.specifiers.map { node(.dictionary(specifier($0))) })))
        return .dictionary(entries)
    }

    static func specifier(_ specifier: SettingsSpecifier) -> [PropertyListEntry] {
        var entries = [entry("Type", .string(specifier.kind.typeName))]
        if let title = specifier.title { entries.append(entry("Title", .string(title))) }
        if let key = specifier.key { entries.append(entry("Key", .string(key))) }
        if let value = specifier.defaultValue { entries.append(entry("DefaultValue", scalar(value))) }
        switch specifier.kind {
        case .group(let footer):
            if let footer { entries.append(entry("FooterText", .string(footer))) }
        case .toggle:
            break
        case .multiValue(let options), .titleValue(let options):
            entries += optionEntries(options)
        case .radioGroup(let options, let footer):
            entries += optionEntries(options)
            if let footer { entries.append(entry("FooterText", .string(footer))) }
        case .slider(let minimum, let maximum, let minimumImage, let maximumImage):
            entries.append(entry("MinimumValue", number(minimum)))
            entries.append(entry("MaximumValue", number(maximum)))
            if let image = minimumImage { entries.append(entry("MinimumValueImage", .string(image))) }
            if let image = maximumImage { entries.append(entry("MaximumValueImage", .string(image))) }
        case .textField(let secure, let keyboard, let autocapitalization, let autocorrection):
            if secure { entries.append(entry("IsSecure", .bool(true))) }
            if let keyboard { entries.append(entry("KeyboardType", .string(keyboard.rawValue))) }
            if let autocapitalization { entries.append(entry("AutocapitalizationType", .string(autocapitalization.rawValue))) }
            if let autocorrection { entries.append(entry("AutocorrectionType", .string(autocorrection.rawValue))) }
        case .childPane(let file):
            entries.append(entry("File", .string(file)))
        }
        return entries
    }

    private static func optionEntries(_ options: [SettingsOption]) -> [PropertyListEntry] {
        guard !options.isEmpty else { return [] }
        return [entry("Titles", .array(options.map { node(.string($0.title)) })), entry("Values", .array(options.map { node(scalar($0.value)) }))]
    }

    /// A whole number is written as an `<integer>`, as Xcode's editor writes a slider's bounds.
    private static func number(_ value: Double) -> PropertyListValue {
        if value.rounded() == value, abs(value) < 1e15 { return .integer(Int64(value)) }
        return .real(value)
    }

    private static func scalar(_ value: SettingsScalar) -> PropertyListValue {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .integer(number)
        case .real(let number): .real(number)
        case .bool(let flag): .bool(flag)
        }
    }

    private static func entry(_ key: String, _ value: PropertyListValue) -> PropertyListEntry {
        PropertyListEntry(key: key, node: node(value))
    }

    /// Nodes made here have no place in a file yet.
    private static func node(_ value: PropertyListValue) -> PropertyListNode {
        PropertyListNode(value, at: PropertyListLocation(file: ""))
    }
}
