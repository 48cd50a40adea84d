// A stand-in for the slice of SwiftUI that TableSpec's generated SwiftUI code uses, so that the code
// can be type-checked on Linux, where there is no SwiftUI. `SwiftUIStubCompiler` compiles this file
// as a module named `SwiftUI`, together with every other `.swift` file of this directory (each named
// for the part of SwiftUI it holds); inside the test target they compile to nothing (each file is
// behind `#if compiler(>=6.3) && SWIFTUI_STUB`: a condition with a compiler check is not even parsed
// when false, and the test target cannot parse `@available(iOS_16)` without the feature the stub
// compiler turns on).
//
// Every declaration copies the Swift signature of the iOS 26 SDK as Apple's documentation shows it:
// argument labels, generic constraints, result builders, `some View` results, optionality, and the
// isolation Swift 6 sees: `View` is a `@MainActor` protocol, the built-in views and modifiers are
// `nonisolated`, and button actions are `@MainActor` closures. Bodies are placeholders: this module
// is only ever type-checked against, never run.
//
// Where Swift source on Linux cannot say what the SDK says, the nearest equivalent is used:
// - Availability. `@available(iOS N, *)` means nothing when compiling for Linux, so each mark is
//   doubled with a custom availability domain, `@available(iOS_N)`, for the versions after the
//   generated code's minimum (iOS 15): see `SwiftUIStubCompiler.availabilityDomains`. A use outside
//   `if #available(iOS N, *)` fails with "is only available in iOS_N". The compiler rewrites each
//   `#available(iOS N, *)` of the checked sources to also test the domains up to N; the iOS marks
//   themselves are kept as the SDK has them, for reading.
// - Deprecations that apply to every supported iOS version, and deprecations Apple has announced
//   without a version (`deprecated: 100000`, which Swift never diagnoses), are
//   `@available(*, deprecated, message:)`, so that generated code using them fails under
//   `-warnings-as-errors`. This is stricter than the SDK on purpose, as in the UIKit stub.
// - SwiftUI's private storage and graph types are left out; modifiers return `some View` (or
//   `some DynamicViewContent`) built from the stub's own internal wrapper.
// - Types that live in Foundation on Apple platforms but are missing from Linux's Foundation
//   (`LocalizedStringResource`, `String.LocalizationValue`) come from the UIKit stub's
//   Localization.swift, compiled into this module; `import SwiftUI` re-exports Foundation as on iOS.
// - UIKit's text-input values that SwiftUI's modifiers take (`UIKeyboardType`, `UITextContentType`,
//   `UITextAutocapitalizationType`) come from the UIKit stub's TextInput.swift, compiled into this
//   module too: the SwiftUI module cannot import the UIKit stub, and on iOS `import SwiftUI` alone
//   sees them. They are declared in module `SwiftUI` here, so `UIKit.UIKeyboardType` does not name
//   them.
#if compiler(>=6.3) && SWIFTUI_STUB
@_exported import Foundation
@_exported import SwiftUIStubAvailability

/// The body of every placeholder that must produce a value it cannot make. Never runs: the stub is
/// only type-checked against.
@usableFromInline
func _stubNeverRuns() -> Never {
    fatalError("The SwiftUI stub is for type-checking only")
}
#endif
