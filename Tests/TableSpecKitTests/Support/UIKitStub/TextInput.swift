// UIKit's text-input values: keyboard types, return keys, autocapitalization, autocorrection and
// text content types (UITextInputTraits.h). See UIKit.swift for how the stub is built.
//
// Shared with the SwiftUI stub, like Localization.swift: SwiftUI's `keyboardType(_:)`,
// `textContentType(_:)` and `TextInputAutocapitalization.init?(_:)` take these UIKit types, and
// `import SwiftUI` sees them on iOS. `SwiftUIStubCompiler` compiles this file into its module too
// (with the availability domains of its iOS 17 marks), so the file holds only plain values that
// need nothing else of UIKit. None of them is main-actor isolated, as in the SDK.
#if UIKIT_STUB || SWIFTUI_STUB
import Foundation

/// The keyboard a text input brings up. The raw values are the SDK's.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    /// iOS 4.1. Digits and the locale's decimal separator.
    case decimalPad = 8
    /// iOS 5.
    case twitter = 9
    /// iOS 7.
    case webSearch = 10
    /// iOS 10. ASCII digits only.
    case asciiCapableNumberPad = 11
}

/// The title of the keyboard's return key. The raw values are the SDK's.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    /// iOS 9.
    case `continue` = 11
}

/// When the shift key is turned on automatically.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Whether the keyboard corrects spelling as the user types.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// What the text of an input is, for AutoFill and the keyboard's suggestions. A struct over
/// `String`, as Swift imports it (`NS_TYPED_ENUM`: only `init(rawValue:)`); the raw values are
/// UIKit's, mostly HTML autocomplete tokens.
public struct UITextContentType: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    // iOS 10: names, addresses, phone, email, URL, card number.
    public static let name = UITextContentType(rawValue: "name")
    public static let namePrefix = UITextContentType(rawValue: "honorifix-prefix")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let middleName = UITextContentType(rawValue: "additional-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let nameSuffix = UITextContentType(rawValue: "honorifix-suffix")
    public static let nickname = UITextContentType(rawValue: "nickname")
    public static let jobTitle = UITextContentType(rawValue: "organization-title")
    public static let organizationName = UITextContentType(rawValue: "organization")
    public static let location = UITextContentType(rawValue: "location")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    public static let addressState = UITextContentType(rawValue: "address-level1")
    public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
    public static let sublocality = UITextContentType(rawValue: "address-level3")
    public static let countryName = UITextContentType(rawValue: "country-name")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let URL = UITextContentType(rawValue: "url")
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
    /// iOS 11.
    public static let username = UITextContentType(rawValue: "username")
    /// iOS 11.
    public static let password = UITextContentType(rawValue: "password")
    /// iOS 12. A password being chosen: AutoFill offers a strong one.
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// iOS 12. A code received by SMS or email.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// iOS 15.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipment-tracking-number")
    /// iOS 15.
    public static let flightNumber = UITextContentType(rawValue: "flight-number")
    /// iOS 15. A date, a time or a duration.
    public static let dateTime = UITextContentType(rawValue: "date-time")

    /// iOS 17.
    @available(iOS 17.0, *)
    public static let birthdate = UITextContentType(rawValue: "bday")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let birthdateDay = UITextContentType(rawValue: "bday-day")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let birthdateMonth = UITextContentType(rawValue: "bday-month")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let birthdateYear = UITextContentType(rawValue: "bday-year")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardSecurityCode = UITextContentType(rawValue: "cc-csc")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardName = UITextContentType(rawValue: "cc-name")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardGivenName = UITextContentType(rawValue: "cc-given-name")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardMiddleName = UITextContentType(rawValue: "cc-additional-name")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardFamilyName = UITextContentType(rawValue: "cc-family-name")
    /// iOS 17. Month and year together.
    @available(iOS 17.0, *)
    public static let creditCardExpiration = UITextContentType(rawValue: "cc-exp")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "cc-exp-month")
    /// iOS 17.
    @available(iOS 17.0, *)
    public static let creditCardExpirationYear = UITextContentType(rawValue: "cc-exp-year")
    /// iOS 17. The card's network, such as Visa.
    @available(iOS 17.0, *)
    public static let creditCardType = UITextContentType(rawValue: "cc-type")
    /// iOS 17.4. An eSIM's EID.
    @available(iOS 17.4, *)
    public static let cellularEID = UITextContentType(rawValue: "esim-eid")
    /// iOS 17.4. An eSIM's IMEI.
    @available(iOS 17.4, *)
    public static let cellularIMEI = UITextContentType(rawValue: "esim-imei")
}
#endif
