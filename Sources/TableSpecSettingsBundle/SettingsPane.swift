import TableSpecPropertyList

/// One pane of a Settings.bundle (`Root.plist`, or a child pane's plist) in the Settings app's
/// own terms: its specifiers in order, each with the keys the Settings app reads.
///
/// It sits between the property list and the spec in both directions: `SettingsPaneReader` makes
/// one from a plist (with warnings for what it leaves out), `SettingsPaneWriter` makes the plist
/// back, the importer turns a pane into a spec, and the `settings-bundle` target turns a table
/// into a pane. Equality ignores where things were read from.
public struct SettingsPane: Sendable, Equatable {
    /// `Title`: a child pane's navigation title (the Settings app shows the row's title otherwise).
    public var title: String?
    /// `StringsTable`: the `.strings` file its texts are localized in (`Root` when absent).
    public var stringsTable: String?
    /// `ApplicationGroupContainerIdentifier`: the app group whose defaults hold the values.
    public var groupContainer: String?
    public var specifiers: [SettingsSpecifier]

    public init(title: String? = nil, stringsTable: String? = nil, groupContainer: String? = nil, specifiers: [SettingsSpecifier] = []) {
        self.title = title
        self.stringsTable = stringsTable
        self.groupContainer = groupContainer
        self.specifiers = specifiers
    }
}

extension SettingsPane {
    /// The texts the Settings app looks up in the pane's `.strings` file: the title, each specifier's
    /// title, group footers and option titles.
    public var localizedTexts: Set<String> {
        var texts = Set(title.map { [$0] } ?? [])
        for specifier in specifiers {
            if let title = specifier.title { texts.insert(title) }
            switch specifier.kind {
            case .group(let footer?): texts.insert(footer)
            case .radioGroup(let options, let footer):
                texts.formUnion(options.map(\.title))
                if let footer { texts.insert(footer) }
            case .multiValue(let options), .titleValue(let options): texts.formUnion(options.map(\.title))
            default: break
            }
        }
        return texts
    }
}

/// A value as a specifier stores it: `DefaultValue`, an entry of `Values`, `TrueValue`.
public enum SettingsScalar: Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case bool(Bool)

    /// The text a spec writes for it: an option's key, a text field's default.
    public var text: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .real(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        }
    }

    /// The number, for a slider's bounds and default.
    public var number: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .real(let number): number
        case .string, .bool: nil
        }
    }
}

/// A choice of a multi-value, radio group or title-value specifier: `Values[i]` shown as `Titles[i]`.
public struct SettingsOption: Sendable, Hashable {
    public var value: SettingsScalar
    public var title: String

    public init(value: SettingsScalar, title: String) {
        self.value = value
        self.title = title
    }
}

/// A `PSTextFieldSpecifier`'s keyboard, as the Settings app names its kinds.
public enum SettingsKeyboard: String, Sendable, CaseIterable {
    case alphabet = "Alphabet"
    case numbersAndPunctuation = "NumbersAndPunctuation"
    case numberPad = "NumberPad"
    case url = "URL"
    case emailAddress = "EmailAddress"
}

/// `AutocapitalizationType`.
public enum SettingsAutocapitalization: String, Sendable, CaseIterable {
    case none = "None"
    case sentences = "Sentences"
    case words = "Words"
    case allCharacters = "AllCharacters"
}

/// `AutocorrectionType`.
public enum SettingsAutocorrection: String, Sendable, CaseIterable {
    case `default` = "Default"
    case no = "No"
    case yes = "Yes"
}

/// One entry of `PreferenceSpecifiers`.
public struct SettingsSpecifier: Sendable {
    public enum Kind: Sendable, Equatable {
        /// `PSGroupSpecifier`: starts a group, with `FooterText`.
        case group(footer: String?)
        /// `PSToggleSwitchSpecifier`.
        case toggle
        /// `PSMultiValueSpecifier`: a pushed list of choices.
        case multiValue([SettingsOption])
        /// `PSRadioGroupSpecifier`: the choices in place, as a group of their own with `FooterText`.
        case radioGroup([SettingsOption], footer: String?)
        /// `PSSliderSpecifier`.
        case slider(minimum: Double, maximum: Double, minimumImage: String?, maximumImage: String?)
        /// `PSTextFieldSpecifier`.
        case textField(
            secure: Bool, keyboard: SettingsKeyboard?, autocapitalization: SettingsAutocapitalization?,
            autocorrection: SettingsAutocorrection?)
        /// `PSTitleValueSpecifier`: the key's value, read-only, shown through `Titles` when it has them.
        case titleValue([SettingsOption])
        /// `PSChildPaneSpecifier`: opens the pane in `File`.plist.
        case childPane(file: String)

        /// A radio group with `footer` as its group's footer; any other kind as it is.
        func with(footer: String?) -> Kind {
            guard case .radioGroup(let options, _) = self else { return self }
            return .radioGroup(options, footer: footer)
        }

        /// The `Type` value.
        public var typeName: String {
            switch self {
            case .group: "PSGroupSpecifier"
            case .toggle: "PSToggleSwitchSpecifier"
            case .multiValue: "PSMultiValueSpecifier"
            case .radioGroup: "PSRadioGroupSpecifier"
            case .slider: "PSSliderSpecifier"
            case .textField: "PSTextFieldSpecifier"
            case .titleValue: "PSTitleValueSpecifier"
            case .childPane: "PSChildPaneSpecifier"
            }
        }
    }

    public var kind: Kind
    public var title: String?
    /// `Key`: the defaults key the value is stored under.
    public var key: String?
    /// `DefaultValue`.
    public var defaultValue: SettingsScalar?
    /// Where it was read from; nil for one made from a spec.
    public var location: PropertyListLocation?

    public init(_ kind: Kind, title: String? = nil, key: String? = nil, defaultValue: SettingsScalar? = nil, location: PropertyListLocation? = nil) {
        self.kind = kind
        self.title = title
        self.key = key
        self.defaultValue = defaultValue
        self.location = location
    }
}

extension SettingsSpecifier: Equatable {
    /// Equal in meaning, wherever each was read from.
    public static func == (lhs: SettingsSpecifier, rhs: SettingsSpecifier) -> Bool {
        lhs.kind == rhs.kind && lhs.title == rhs.title && lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue
    }
}
