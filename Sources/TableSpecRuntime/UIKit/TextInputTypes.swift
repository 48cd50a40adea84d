// UIKit's text-input types for a text field row, shared by the UIKit cell and the SwiftUI field (SwiftUI's
// `keyboardType(_:)` and `textContentType(_:)` take UIKit's types). Where SwiftUI stands without UIKit but with
// its text-input types (the tests' SwiftUI stub), SwiftUI brings them; macOS and watchOS have neither.
#if canImport(UIKit)
internal import UIKit
#elseif canImport(SwiftUI) && !os(macOS) && !os(watchOS)
internal import SwiftUI
#endif

#if canImport(UIKit) || (canImport(SwiftUI) && !os(macOS) && !os(watchOS))
nonisolated extension TableKeyboard {
    /// The keyboard as UIKit names it.
    var keyboardType: UIKeyboardType {
        switch self {
        case .default: .default
        case .email: .emailAddress
        case .number: .numberPad
        case .decimal: .decimalPad
        case .phone: .phonePad
        case .url: .URL
        }
    }
}

nonisolated extension TableAutocapitalization {
    /// The capitalization as UIKit names it; `automatic`, which a field resolves first, as UIKit's default.
    var autocapitalizationType: UITextAutocapitalizationType {
        switch self {
        case .automatic, .sentences: .sentences
        case .none: .none
        case .words: .words
        case .allCharacters: .allCharacters
        }
    }
}

nonisolated extension TableTextContentType {
    /// What the text is, as UIKit names it.
    var textContentType: UITextContentType {
        switch self {
        case .name: .name
        case .namePrefix: .namePrefix
        case .givenName: .givenName
        case .middleName: .middleName
        case .familyName: .familyName
        case .nameSuffix: .nameSuffix
        case .nickname: .nickname
        case .jobTitle: .jobTitle
        case .organizationName: .organizationName
        case .location: .location
        case .fullStreetAddress: .fullStreetAddress
        case .streetAddressLine1: .streetAddressLine1
        case .streetAddressLine2: .streetAddressLine2
        case .addressCity: .addressCity
        case .addressState: .addressState
        case .addressCityAndState: .addressCityAndState
        case .sublocality: .sublocality
        case .countryName: .countryName
        case .postalCode: .postalCode
        case .telephoneNumber: .telephoneNumber
        case .emailAddress: .emailAddress
        case .url: .URL
        case .creditCardNumber: .creditCardNumber
        case .username: .username
        case .password: .password
        case .newPassword: .newPassword
        case .oneTimeCode: .oneTimeCode
        case .shipmentTrackingNumber: .shipmentTrackingNumber
        case .flightNumber: .flightNumber
        case .dateTime: .dateTime
        }
    }
}
#endif
