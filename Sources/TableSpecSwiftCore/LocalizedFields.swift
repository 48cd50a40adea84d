import SwiftCodeModel

/// The companion a localized table's text field has in `TableSpecRuntime` (`text` and
/// `localizedText`, `header` and `localizedHeader`, `title` and `localizedTitle`): the spec's
/// string behind the text, which a SwiftUI view looks up in its own `\.locale`. An initializer
/// given the companion takes the text from it, so generated code names each string once.
package enum LocalizedFields {
    package static func companion(of name: String) -> String {
        Constants.Row.localizedPrefix + name.prefix(1).uppercased() + name.dropFirst()
    }
}
