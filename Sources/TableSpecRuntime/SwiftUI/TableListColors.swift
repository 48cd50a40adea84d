#if canImport(SwiftUI)
internal import SwiftUI

/// The colours a row is drawn in, as concrete colours. A row the user can tap is a `Button`, and inside a list's
/// button the current foreground style is the tint: the hierarchical styles (`.primary`, `.secondary`,
/// `.tertiary`) are levels of it and would draw a tappable row's text, detail and chevron blue. Settings draws
/// them in the label colours whether or not the row acts, and so does UIKit's cell, so the list does too.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated enum TableListColors {
    /// A row's text: the label colour.
    static var text: Color { Color.primary }

    /// A detail, a value and the table's header and footer: the secondary label colour.
    static var secondary: Color { Color.secondary }

    /// The disclosure indicator: UIKit's tertiary label colour, which is the secondary one at half its opacity.
    /// SwiftUI has no tertiary `Color`, only the hierarchical `.tertiary`, which a button tints.
    static var disclosure: Color { Color.secondary.opacity(0.5) }

    /// A destructive row's text: the system red, as UIKit draws it.
    static var destructive: Color { Color.red }

    /// The message under a text field whose value breaks its rules: the system red, as the UIKit cell shows it.
    static var problem: Color { Color.red }

    /// The insert control's fill: the system green of UIKit's insert control.
    static var insert: Color { Color.green }
}
#endif
