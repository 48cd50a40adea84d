import TableSpecDiagnostics
import TableSpecPropertyList

/// A pane's property list to a `SettingsPane`, following Apple's Settings Application Schema:
/// every specifier type the Settings app shows and the keys each reads.
///
/// What cannot be read as the Settings app would read it (a pane that is not a dictionary, a
/// specifier without its `Type`, a `Key` that is a number) is an error at its key path. What the
/// spec has no place for (`SupportedUserInterfaceIdioms`, `ShortTitles`, a switch's `TrueValue`
/// that is not a boolean, a specifier type the Settings app does not document) is a warning at its
/// key path, and is left out of the pane, so an import says what it dropped.
public struct SettingsPaneReader {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// The keys each specifier type reads beside `Type`; any other key is warned about.
    static let keys: [String: Set<String>] = [
        "PSGroupSpecifier": ["Title", "FooterText"],
        "PSToggleSwitchSpecifier": ["Title", "Key", "DefaultValue", "TrueValue", "FalseValue"],
        "PSMultiValueSpecifier": ["Title", "Key", "DefaultValue", "Titles", "Values"],
        "PSRadioGroupSpecifier": ["Title", "Key", "DefaultValue", "Titles", "Values", "FooterText"],
        "PSSliderSpecifier": ["Key", "DefaultValue", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage"],
        "PSTextFieldSpecifier": ["Title", "Key", "DefaultValue", "IsSecure", "KeyboardType", "AutocapitalizationType", "AutocorrectionType"],
        "PSTitleValueSpecifier": ["Title", "Key", "DefaultValue", "Titles", "Values"],
        "PSChildPaneSpecifier": ["Title", "File"],
    ]

    /// Why a key the Settings app reads has no place in the spec, for its warning.
    static let droppedKeys: [String: String] = [
        "SupportedUserInterfaceIdioms": "the spec shows every row on every device",
        "ShortTitles": "the spec's picker shows each option's title",
        "DisplaySortedByTitle": "the spec keeps options in the order written; sort them in the spec",
        "TitlesFromFile": "the spec's options are in the spec",
        "IconFile": "the spec has no icon for a child pane's row; set `image` on the row",
    ]

    /// The pane in `root`, or nil when it cannot be read at all (the error says why).
    public mutating func read(_ root: PropertyListNode) -> SettingsPane? {
        guard case .dictionary(let entries) = root.value else {
            error("a Settings pane is a dictionary with `PreferenceSpecifiers`; this property list is \(root.value.kindName)", at: root.location)
            return nil
        }
        var pane = SettingsPane()
        var specifiers: PropertyListNode?
        for entry in entries {
            switch entry.key {
            case "PreferenceSpecifiers": specifiers = entry.node
            case "StringsTable": pane.stringsTable = string(entry.node)
            case "Title": pane.title = string(entry.node)
            case "ApplicationGroupContainerIdentifier": pane.groupContainer = string(entry.node)
            default: warning("`\(entry.key)` is not a key of a Settings pane; it is left out", at: entry.node.location)
            }
        }
        guard let specifiers else {
            error("a Settings pane needs `PreferenceSpecifiers`, the array of its rows", at: root.location)
            return nil
        }
        guard case .array(let items) = specifiers.value else {
            error("`PreferenceSpecifiers` is an array of specifiers; here it is \(specifiers.value.kindName)", at: specifiers.location)
            return nil
        }
        pane.specifiers = items.compactMap { specifier($0) }
        return pane
    }

    private mutating func specifier(_ node: PropertyListNode) -> SettingsSpecifier? {
        guard case .dictionary(let entries) = node.value else {
            error("a specifier is a dictionary with a `Type`; this one is \(node.value.kindName)", at: node.location)
            return nil
        }
        guard let typeNode = node["Type"] else {
            error("this specifier has no `Type`, so the Settings app would not show it", at: node.location)
            return nil
        }
        guard let type = string(typeNode) else { return nil }
        guard let known = Self.keys[type] else {
            warning(
                "`\(type)` is not a specifier type the Settings app documents" + NearestName.hint(for: type, among: Self.keys.keys.sorted())
                    + "; the row is left out", at: typeNode.location)
            return nil
        }
        for entry in entries where entry.key != "Type" && !known.contains(entry.key) {
            let reason = Self.droppedKeys[entry.key].map { ": " + $0 } ?? ""
            warning("`\(entry.key)` has no place in the spec\(reason); it is left out", at: entry.node.location)
        }
        let title = node["Title"].flatMap { string($0) }
        let key = node["Key"].flatMap { string($0) }
        let defaultValue = node["DefaultValue"].flatMap { scalar($0) }
        let kind: SettingsSpecifier.Kind
        switch type {
        case "PSGroupSpecifier":
            kind = .group(footer: node["FooterText"].flatMap { string($0) })
        case "PSToggleSwitchSpecifier":
            for name in ["TrueValue", "FalseValue"] {
                if let value = node[name], case .bool = value.value {
                } else if let value = node[name] {
                    warning(
                        "`\(name)` is \(value.value.kindName): the spec's switch stores a boolean, so the app and the Settings app would read different values; it is left out",
                        at: value.location)
                }
            }
            kind = .toggle
        case "PSMultiValueSpecifier":
            kind = .multiValue(options(node))
        case "PSRadioGroupSpecifier":
            kind = .radioGroup(options(node), footer: node["FooterText"].flatMap { string($0) })
        case "PSSliderSpecifier":
            let minimum = node["MinimumValue"].flatMap { number($0) }
            let maximum = node["MaximumValue"].flatMap { number($0) }
            guard let minimum, let maximum else {
                error("a slider needs `MinimumValue` and `MaximumValue`", at: node.location)
                return nil
            }
            kind = .slider(
                minimum: minimum, maximum: maximum,
                minimumImage: node["MinimumValueImage"].flatMap { string($0) },
                maximumImage: node["MaximumValueImage"].flatMap { string($0) })
        case "PSTextFieldSpecifier":
            kind = .textField(
                secure: node["IsSecure"].flatMap { bool($0) } ?? false,
                keyboard: node["KeyboardType"].flatMap { named($0, SettingsKeyboard.self) },
                autocapitalization: node["AutocapitalizationType"].flatMap { named($0, SettingsAutocapitalization.self) },
                autocorrection: node["AutocorrectionType"].flatMap { named($0, SettingsAutocorrection.self) })
        case "PSTitleValueSpecifier":
            kind = .titleValue(options(node))
        default:  // PSChildPaneSpecifier
            guard let file = node["File"].flatMap({ string($0) }) else {
                error("a child pane needs `File`, the name of its plist", at: node.location)
                return nil
            }
            kind = .childPane(file: file)
        }
        if key == nil, Self.needsKey.contains(type) {
            error("a \(type) needs a `Key`: the defaults key its value is stored under", at: node.location)
            return nil
        }
        return SettingsSpecifier(kind, title: title, key: key, defaultValue: defaultValue, location: node.location)
    }

    /// The types whose value is stored, so the Settings app needs their `Key`.
    static let needsKey: Set<String> = [
        "PSToggleSwitchSpecifier", "PSMultiValueSpecifier", "PSRadioGroupSpecifier", "PSSliderSpecifier", "PSTextFieldSpecifier",
        "PSTitleValueSpecifier",
    ]

    /// `Values` shown as `Titles`, pairwise: a count that differs is an error, as the Settings app
    /// would show the wrong title for a value.
    private mutating func options(_ node: PropertyListNode) -> [SettingsOption] {
        guard let valuesNode = node["Values"] else { return [] }
        guard case .array(let values) = valuesNode.value else {
            error("`Values` is an array; here it is \(valuesNode.value.kindName)", at: valuesNode.location)
            return []
        }
        var titles: [PropertyListNode] = []
        if let titlesNode = node["Titles"] {
            guard case .array(let items) = titlesNode.value else {
                error("`Titles` is an array; here it is \(titlesNode.value.kindName)", at: titlesNode.location)
                return []
            }
            titles = items
            if titles.count != values.count {
                error("`Titles` has \(titles.count) entries and `Values` \(values.count): each value needs its title", at: titlesNode.location)
                return []
            }
        } else {
            error("`Values` needs `Titles`, one for each value", at: valuesNode.location)
            return []
        }
        var options: [SettingsOption] = []
        for (value, title) in zip(values, titles) {
            guard let scalar = scalar(value), let text = string(title) else { return [] }
            options.append(SettingsOption(value: scalar, title: text))
        }
        return options
    }

    // MARK: - Values of the expected kind

    private mutating func string(_ node: PropertyListNode) -> String? {
        if case .string(let text) = node.value { return text }
        error("expected a string at `\(node.location.keyPath)`, found \(node.value.kindName)", at: node.location)
        return nil
    }

    private mutating func bool(_ node: PropertyListNode) -> Bool? {
        if case .bool(let flag) = node.value { return flag }
        error("expected a boolean at `\(node.location.keyPath)`, found \(node.value.kindName)", at: node.location)
        return nil
    }

    private mutating func number(_ node: PropertyListNode) -> Double? {
        switch node.value {
        case .integer(let number): return Double(number)
        case .real(let number) where number.isFinite: return number
        default:
            error("expected a finite number at `\(node.location.keyPath)`, found \(node.value.kindName)", at: node.location)
            return nil
        }
    }

    private mutating func scalar(_ node: PropertyListNode) -> SettingsScalar? {
        switch node.value {
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .bool(let flag): return .bool(flag)
        default:
            error("expected a string, number or boolean at `\(node.location.keyPath)`, found \(node.value.kindName)", at: node.location)
            return nil
        }
    }

    private mutating func named<Name: RawRepresentable & CaseIterable>(_ node: PropertyListNode, _ type: Name.Type) -> Name?
    where Name.RawValue == String {
        guard let text = string(node) else { return nil }
        if let name = Name(rawValue: text) { return name }
        let names = Name.allCases.map(\.rawValue)
        error(
            "'\(text)' at `\(node.location.keyPath)` is not one of \(names.joined(separator: ", "))" + NearestName.hint(for: text, among: names),
            at: node.location)
        return nil
    }

    private mutating func error(_ message: String, at location: PropertyListLocation) {
        diagnostics.append(.error(message + Self.path(location), at: location.sourceLocation))
    }

    private mutating func warning(_ message: String, at location: PropertyListLocation) {
        diagnostics.append(.warning(message + Self.path(location), at: location.sourceLocation))
    }

    /// A binary plist has no lines, so every message names the key path it is about.
    private static func path(_ location: PropertyListLocation) -> String {
        location.range == nil ? " (at `\(location.keyPath)`)" : ""
    }
}
