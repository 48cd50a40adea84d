import TableSpecModel

/// The Settings app's names for a text field's traits, and the spec's, in both directions: the one
/// table the importer and the `settings-bundle` target share.
enum SettingsVocabulary {
    /// The spec's `keyboard` for a `KeyboardType`; `Alphabet`, the Settings app's default, is the spec's
    /// default too, so it writes nothing.
    static func keyboard(_ keyboard: SettingsKeyboard) -> String? {
        switch keyboard {
        case .alphabet: nil
        case .numbersAndPunctuation, .numberPad: "number"
        case .url: "url"
        case .emailAddress: "email"
        }
    }

    /// The `KeyboardType` for the spec's `keyboard`, and whether it is the same keyboard (a decimal or phone
    /// pad has no Settings counterpart).
    static func settingsKeyboard(_ spec: String) -> (keyboard: SettingsKeyboard?, isExact: Bool) {
        switch spec {
        case "number": (.numberPad, true)
        case "decimal": (.numberPad, false)
        case "phone": (.numberPad, false)
        case "url": (.url, true)
        case "email": (.emailAddress, true)
        default: (nil, true)
        }
    }

    static func settingsAutocapitalization(_ value: Autocapitalization) -> SettingsAutocapitalization {
        switch value {
        case .none: .none
        case .sentences: .sentences
        case .words: .words
        case .allCharacters: .allCharacters
        }
    }

    static func autocapitalization(_ value: SettingsAutocapitalization) -> String {
        switch value {
        case .none: "none"
        case .sentences: "sentences"
        case .words: "words"
        case .allCharacters: "allCharacters"
        }
    }
}
