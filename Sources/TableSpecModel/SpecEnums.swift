import TableSpecDiagnostics

/// A closed set of spec words. The raw values are the spec's own spelling (a public contract);
/// `synonyms` holds spellings people reach for, used only to suggest the right word.
public protocol SpecEnum: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// What a value of this kind is called in messages ("a cell style").
    static var kindName: String { get }
    static var synonyms: [String: Self] { get }
}

extension SpecEnum {
    public static var synonyms: [String: Self] { [:] }
    public static var spellings: [String] { allCases.map(\.rawValue) }
}

/// UITableView.Style.
public enum TableStyle: String, SpecEnum {
    case plain, grouped, insetGrouped
    public static let kindName = "table style"
    public static var synonyms: [String: TableStyle] { ["inset": .insetGrouped, "insetgrouped": .insetGrouped] }
}

/// UITableViewCell.SeparatorStyle, the two a spec can ask for.
public enum SeparatorStyle: String, SpecEnum {
    case singleLine, none
    public static let kindName = "separator style"
}

/// UITableViewCell.CellStyle, plus `custom` for a cell subclass of the app's.
public enum CellStyle: String, SpecEnum {
    case `default`, subtitle, value1, value2, custom
    public static let kindName = "cell style"
    public static var synonyms: [String: CellStyle] { ["basic": .default, "rightDetail": .value1, "leftDetail": .value2] }

    /// Whether UIKit gives this style a detailTextLabel.
    public var hasDetailLabel: Bool { self != .default }
    /// Whether UIKit gives this style an imageView.
    public var hasImage: Bool { self != .value2 }
}

/// UITableViewCell.AccessoryType.
public enum Accessory: String, SpecEnum {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    public static let kindName = "accessory"
    public static var synonyms: [String: Accessory] {
        ["chevron": .disclosureIndicator, "disclosure": .disclosureIndicator, "info": .detailButton, "check": .checkmark]
    }
}

/// A control a row shows in place of its accessory (`control:`): a form row, whose value is named by its id.
public enum RowControl: String, SpecEnum {
    /// A UISwitch as the cell's accessory view; a Bool.
    case `switch`
    /// A UITextField beside the row's text; a String.
    case textField
    /// A UIStepper, its value shown as the row's detail; an Int or a Double.
    case stepper
    /// A UISlider across the cell; an Int or a Double.
    case slider
    /// A UISegmentedControl, one segment per option; the chosen option's key.
    case segmented
    /// A choice among options, pushed or in a menu; the chosen option's key, its title the row's detail.
    case picker
    /// A UIDatePicker; a Date.
    case datePicker
    public static let kindName = "control"
    public static var synonyms: [String: RowControl] {
        [
            "toggle": .switch, "UISwitch": .switch, "text": .textField, "textfield": .textField, "UITextField": .textField,
            "UIStepper": .stepper, "UISlider": .slider, "segments": .segmented, "UISegmentedControl": .segmented,
            "menu": .picker, "choice": .picker, "select": .picker, "date": .datePicker, "UIDatePicker": .datePicker,
        ]
    }
}

/// The keyboard a text field brings up (`keyboard:`), UIKeyboardType's common kinds.
public enum KeyboardKind: String, SpecEnum {
    case `default`, email, number, decimal, phone, url
    public static let kindName = "keyboard"
    public static var synonyms: [String: KeyboardKind] {
        ["emailAddress": .email, "numberPad": .number, "decimalPad": .decimal, "phonePad": .phone, "URL": .url, "numeric": .number]
    }
}

/// What a text field's text is (`contentType:`), by UITextContentType's names: AutoFill and suggestions.
public enum TextContentKind: String, SpecEnum {
    case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
    case jobTitle, organizationName
    case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState
    case addressCityAndState, sublocality, countryName, postalCode
    case telephoneNumber, emailAddress
    case url = "URL"
    case creditCardNumber
    case username, password, newPassword, oneTimeCode
    case shipmentTrackingNumber, flightNumber, dateTime
    public static let kindName = "text content type"
    public static var synonyms: [String: TextContentKind] {
        [
            "email": .emailAddress, "phone": .telephoneNumber, "url": .url, "firstName": .givenName, "lastName": .familyName,
            "company": .organizationName,
        ]
    }
}

/// When a text field's keyboard turns Shift on by itself (`autocapitalization:`), by UITextAutocapitalizationType's
/// names, which are also a Settings.bundle text field's `AutocapitalizationType` values.
public enum Autocapitalization: String, SpecEnum {
    case none, sentences, words, allCharacters
    public static let kindName = "autocapitalization type"
    /// SwiftUI's names (`TextInputAutocapitalization`) and UIKit's C constants, as code being ported spells them.
    public static var synonyms: [String: Autocapitalization] {
        [
            "never": .none, "characters": .allCharacters,
            "UITextAutocapitalizationTypeNone": .none, "UITextAutocapitalizationTypeSentences": .sentences,
            "UITextAutocapitalizationTypeWords": .words, "UITextAutocapitalizationTypeAllCharacters": .allCharacters,
        ]
    }
}

/// Where a form's values live (`values: { store: … }`).
public enum ValueStore: String, SpecEnum {
    /// UserDefaults, under a key per row: the values persist, and a change made elsewhere shows.
    case userDefaults
    /// The content the app owns: the app saves them as it likes.
    case app
    public static let kindName = "value store"
    public static var synonyms: [String: ValueStore] { ["defaults": .userDefaults, "UserDefaults": .userDefaults, "memory": .app, "content": .app] }
}

/// A text field's value format (`validate: { format: … }`).
public enum ValueFormat: String, SpecEnum {
    case email, url, phone
    public static let kindName = "format"
    public static var synonyms: [String: ValueFormat] { ["emailAddress": .email, "URL": .url, "telephone": .phone, "phoneNumber": .phone] }
}

/// How a picker shows its options (`pickerStyle:` on `control: picker`).
public enum PickerStyle: String, SpecEnum {
    /// A pushed checkmark list; the row shows the chosen title and a disclosure indicator.
    case push
    /// A pop-up menu from the row.
    case menu
    /// The options as checkmark rows in place, under the row's text, as SwiftUI's inline picker in a form and a
    /// Settings.bundle radio group show them.
    case inline
    public static let kindName = "picker style"
    public static var synonyms: [String: PickerStyle] {
        ["navigationLink": .push, "list": .push, "popup": .menu, "popUp": .menu, "radioGroup": .inline]
    }
}

/// What a date picker picks (`mode:`), UIDatePicker.Mode.
public enum DatePickerMode: String, SpecEnum {
    case date, time, dateAndTime
    public static let kindName = "date picker mode"
    public static var synonyms: [String: DatePickerMode] { ["dateTime": .dateAndTime, "datetime": .dateAndTime] }
}

/// How a date picker looks (`pickerStyle:` on `control: datePicker`), UIDatePickerStyle.
public enum DatePickerStyle: String, SpecEnum {
    case compact, inline, wheels
    public static let kindName = "date picker style"
    public static var synonyms: [String: DatePickerStyle] { ["wheel": .wheels, "graphical": .inline, "calendar": .inline] }
}

/// How a row's text is drawn (`role:`): as content, or as an action the way iOS draws action
/// rows: tinted for `button`, system red for `destructive`.
public enum RowRole: String, SpecEnum {
    case normal, button, destructive
    public static let kindName = "row role"
    public static var synonyms: [String: RowRole] { ["action": .button, "destroy": .destructive, "danger": .destructive] }
}

/// UITableViewCell.EditingStyle.
public enum EditingStyle: String, SpecEnum {
    case none, delete, insert
    public static let kindName = "editing style"
}

/// How many rows the table lets the user select (allowsSelection, allowsMultipleSelection).
public enum TableSelection: String, SpecEnum {
    case none, single, multiple
    public static let kindName = "table selection"
}

/// A section whose rows form a checkmark list.
public enum SelectionList: String, SpecEnum {
    /// One checkmark per section, like a radio list.
    case exclusive
    /// Any number of checkmarks, a checklist.
    case inclusive
    public static let kindName = "selection list"
    public static var synonyms: [String: SelectionList] { ["single": .exclusive, "radio": .exclusive, "multiple": .inclusive] }
}

/// How a dynamic section splits its items into sections.
public enum GroupBy: String, SpecEnum {
    /// One section per first letter of the row text, sorted, headed by the letter.
    case initial
    public static let kindName = "grouping"
}

/// A row or header height: points, or UIKit's automatic dimension.
public enum Height: Hashable, Sendable {
    case points(Double)
    case automatic
}

extension CellStyle {
    /// The reuse identifier a row of this style gets when the spec names none: `TableSpec.` and
    /// the style's name. Written out rather than concatenated because every row is resolved to
    /// it and compared with it, and a literal costs no allocation; the generated
    /// `defaultReuseIdentifier` is made from these, so the golden files check them.
    package var derivedReuseIdentifier: String {
        switch self {
        case .default: "TableSpec.default"
        case .subtitle: "TableSpec.subtitle"
        case .value1: "TableSpec.value1"
        case .value2: "TableSpec.value2"
        case .custom: "TableSpec.custom"
        }
    }
}

/// How a swipe or menu action is drawn (`style:`): UIContextualAction.Style, and for a menu
/// action `UIMenuElement.Attributes.destructive`.
public enum ActionStyle: String, SpecEnum {
    case normal, destructive
    public static let kindName = "action style"
    public static var synonyms: [String: ActionStyle] {
        ["default": .normal, "delete": .destructive, "danger": .destructive, "destroy": .destructive]
    }
}

/// The system colours a swipe action's background can be (`color:`): UIColor's adaptable
/// `systemRed`, `systemOrange` and so on.
public enum ActionColor: String, SpecEnum {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray
    public static let kindName = "system colour"
    public static var synonyms: [String: ActionColor] { ["grey": .gray, "violet": .purple, "magenta": .pink, "aqua": .cyan, "systemGray": .gray] }
}

/// Which bundle holds a localized table's strings table: the app's main bundle, or the Swift
/// package target's resource bundle (`Bundle.module`), which SwiftPM makes only for a target that
/// has resources, such as the String Catalog.
public enum LocalizationBundle: String, SpecEnum {
    case main, module
    public static let kindName = "bundle"
}
