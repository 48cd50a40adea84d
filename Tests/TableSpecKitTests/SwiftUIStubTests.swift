import Foundation
import Testing

/// The SwiftUI stub and its harness: a list screen written as a SwiftUI developer would write it by
/// hand, with every area generated code uses, type-checks warning-free; and each kind of mistake in
/// each area fails, with a diagnostic that names it.
///
/// Every failing case is the correct screen with one thing changed, so a failure can only come
/// from that change.
@Suite struct SwiftUIStubTests {
    /// A settings screen: toggles bound to state and through `Binding(get:set:)`, a label with a
    /// custom icon, the subtitle, value1 and value2 styles, a header and footer, navigation links to a
    /// detail view, swipe actions with roles, a context menu, delete and move, a checkmark list
    /// with selection state, badges, a section index behind `if #available(iOS 26, *)`, the edit
    /// button, and an iOS 16 root with a navigation stack, value links and a localized resource.
    /// Identifier types are `nonisolated` so that it compiles under `-default-isolation MainActor`.
    static let correctScreen = #"""
        import SwiftUI
        
        /// What a row can carry across actors: a string, not Foundation's localization value.
        nonisolated struct Greeting: Sendable {
            var value: String
        }
        
        nonisolated struct Country: Identifiable, Hashable, Sendable {
            var id: String { code }
            var code: String
            var name: String
            var capital: String
        }
        
        struct SettingsContent: Equatable {
            var wifi = true
            var countries: [Country] = [
                Country(code: "AT", name: "Austria", capital: "Vienna"),
                Country(code: "BE", name: "Belgium", capital: "Brussels"),
            ]
            var ringtone: String? = "Chime"
        }
        
        struct CountryView: View {
            let country: Country
        
            var body: some View {
                Text(verbatim: country.name)
                    .navigationTitle(country.name)
            }
        }
        
        struct SettingsView: View {
            @State private var content = SettingsContent()
            @State private var selection: Set<String> = []
            @Environment(\.editMode) private var editMode
            var onSelect: (String) -> Void = { _ in }
        
            var body: some View {
                List(selection: $selection) {
                    Text("Signed in as Ann")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                    ConnectivitySection(content: $content)
                    CountriesSection(content: $content, onSelect: onSelect)
                    RingtoneSection(content: $content, onSelect: onSelect)
                    Section {
                        EmptyView()
                    } footer: {
                        Text("Version 26")
                    }
                }
                .listStyle(.insetGrouped)
                .environment(\.editMode, editMode)
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        EditButton()
                    }
                }
                .modifier(IndexVisibility())
            }
        }
        
        /// Each section is a view of its own, as a screen this size is written: it keeps each body small enough
        /// for the type checker to diagnose a mistake in it quickly.
        struct ConnectivitySection: View {
            @Binding var content: SettingsContent
        
            var body: some View {
                Section {
                    Toggle("Wi-Fi", isOn: $content.wifi)
                    Toggle(isOn: Binding(get: { @MainActor in content.wifi }, set: { @MainActor in content.wifi = $0 })) {
                        Label("Bluetooth", systemImage: "wave.3.right")
                    }
                    Label {
                        Text(verbatim: "Airplane Mode")
                    } icon: {
                        Image(systemName: "airplane")
                    }
                    .accessibilityLabel("Airplane Mode")
                    .tint(.orange)
                    SubtitleRow()
                    Value2Row()
                    VersionRow()
                } header: {
                    Text("Connectivity")
                } footer: {
                    Text("Radios")
                }
            }
        }
        
        struct SubtitleRow: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 2) {
                    Text("Subtitle title")
                    Text(verbatim: "Subtitle detail")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
        }
        
        struct Value2Row: View {
            var body: some View {
                HStack(alignment: .firstTextBaseline) {
                    Text("street")
                        .font(.footnote)
                        .foregroundStyle(.tint)
                        .frame(minWidth: 80, alignment: .trailing)
                    Text(verbatim: "1 Infinite Loop")
                    Spacer()
                }
            }
        }
        
        struct VersionRow: View {
            var body: some View {
                if #available(iOS 16.0, *) {
                    LabeledContent("Version", value: "26.1")
                } else {
                    HStack {
                        Text("Version")
                        Spacer()
                        Text(verbatim: "26.1").foregroundStyle(.secondary)
                    }
                }
            }
        }
        
        struct CountriesSection: View {
            @Binding var content: SettingsContent
            var onSelect: (String) -> Void
        
            var body: some View {
                Section("Countries") {
                    ForEach(content.countries) { country in
                        CountryRow(content: $content, country: country, onSelect: onSelect)
                    }
                    .onDelete { offsets in content.countries.remove(atOffsets: offsets) }
                    .onMove { offsets, destination in content.countries.move(fromOffsets: offsets, toOffset: destination) }
                }
            }
        }
        
        struct CountryRow: View {
            @Binding var content: SettingsContent
            let country: Country
            var onSelect: (String) -> Void
        
            var body: some View {
                NavigationLink {
                    CountryView(country: country)
                } label: {
                    Label(country.name, image: "flag-\(country.code)")
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                    Button(role: .destructive) {
                        content.countries.removeAll { $0 == country }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                    Button("Archive", systemImage: "archivebox") {}
                        .tint(.indigo)
                }
                .contextMenu {
                    Button("Copy") { onSelect(country.code) }
                    Button("Remove", role: .destructive) {}
                }
                .tag(country.code)
            }
        }
        
        struct RingtoneSection: View {
            @Binding var content: SettingsContent
            var onSelect: (String) -> Void
        
            var body: some View {
                Section {
                    ForEach(content.countries, id: \.code) { country in
                        Button {
                            content.ringtone = country.name
                        } label: {
                            HStack {
                                Text(verbatim: country.name)
                                Spacer()
                                if content.ringtone == country.name {
                                    Image(systemName: "checkmark")
                                        .foregroundStyle(.tint)
                                        .accessibilityHidden(true)
                                }
                            }
                        }
                        .accessibilityAddTraits(content.ringtone == country.name ? .isSelected : [])
                    }
                    BadgeRows(onSelect: onSelect)
                } header: {
                    Text(verbatim: "Ringtone")
                }
                .modifier(IndexLabel(label: "R"))
            }
        }
        
        struct BadgeRows: View {
            var onSelect: (String) -> Void
        
            var body: some View {
                ForEach(0..<3) { index in
                    Text(verbatim: "Row \(index)")
                        .badge(index)
                        .listRowBackground(Color.yellow)
                        .disabled(index == 2)
                        .onTapGesture { onSelect("\(index)") }
                }
            }
        }
        
        struct IndexLabel: ViewModifier {
            var label: String
        
            func body(content: Content) -> some View {
                if #available(iOS 26, *) {
                    content.sectionIndexLabel(Text(verbatim: label))
                } else {
                    content
                }
            }
        }
        
        struct IndexVisibility: ViewModifier {
            func body(content: Content) -> some View {
                if #available(iOS 26, *) {
                    content.listSectionIndexVisibility(.visible)
                } else {
                    content
                }
            }
        }
        
        @available(iOS 16.0, *)
        struct RootView: View {
            @State private var path = NavigationPath()
        
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink(value: "AT") {
                            Text(LocalizedStringResource("countries.title", defaultValue: "Countries", table: "Settings", comment: "Title"))
                        }
                        Button(LocalizedStringResource("reset", defaultValue: "Reset"), role: .destructive) {}
                            .selectionDisabledIfAvailable()
                    }
                    .navigationDestination(for: String.self) { code in
                        Text(verbatim: code)
                    }
                }
            }
        }
        
        extension View {
            @ViewBuilder
            func selectionDisabledIfAvailable() -> some View {
                if #available(iOS 17, *) {
                    selectionDisabled()
                } else {
                    self
                }
            }
        }
        """#
    @Test("the correct screen type-checks in the Swift 6 mode and under every setting at once", arguments: SwiftUIStubCompiler.Settings.bracketing)
    func correctScreenTypeChecks(settings: SwiftUIStubCompiler.Settings) throws {
        let result = try SwiftUIStubCompiler.typecheck([Self.correctScreen], settings: settings)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    /// Each mistake is the correct screen with one thing changed, in every area the stub covers.
    static let mistakes: [StubMistake] = [
        // Views and the view builder.
        StubMistake("A string is not a view", area: "view builder",
                    replacing: "Text(\"Connectivity\")", with: "\"Connectivity\"",
                    diagnostic: "conform to 'View'"),
        // State, bindings, environment.
        StubMistake("A toggle takes a binding, not a value", area: "state",
                    replacing: "Toggle(\"Wi-Fi\", isOn: $content.wifi)", with: "Toggle(\"Wi-Fi\", isOn: content.wifi)",
                    diagnostic: "cannot convert value of type 'Bool' to expected argument type 'Binding<Bool>'"),
        StubMistake("A binding's members are the value's", area: "state",
                    replacing: "Toggle(\"Wi-Fi\", isOn: $content.wifi)", with: "Toggle(\"Wi-Fi\", isOn: $content.wiFi)",
                    diagnostic: "has no dynamic member 'wiFi'"),
        StubMistake("Binding(get:set:) takes Sendable closures: main-actor state needs @MainActor in", area: "state",
                    replacing: "Binding(get: { @MainActor in content.wifi }, set: { @MainActor in content.wifi = $0 })",
                    with: "Binding(get: { content.wifi }, set: { content.wifi = $0 })",
                    diagnostic: "main actor-isolated property 'content' can not be referenced from a Sendable closure"),
        StubMistake("The edit mode's key path", area: "environment",
                    replacing: "@Environment(\\.editMode)", with: "@Environment(\\.editingMode)",
                    diagnostic: "has no member 'editingMode'"),
        // Text, labels, images.
        StubMistake("Text(verbatim:)", area: "text",
                    replacing: "Text(verbatim: \"Airplane Mode\")", with: "Text(string: \"Airplane Mode\")",
                    diagnostic: "extraneous argument label 'string:' in call"),
        StubMistake("Fonts are text styles", area: "text",
                    replacing: ".font(.footnote)\n                .foregroundStyle(.tint)", with: ".font(.small)\n                .foregroundStyle(.tint)",
                    diagnostic: "has no member 'small'"),
        StubMistake("Label(_:systemImage:)", area: "labels",
                    replacing: "Label(\"Bluetooth\", systemImage: \"wave.3.right\")", with: "Label(\"Bluetooth\", systemName: \"wave.3.right\")",
                    diagnostic: "no exact matches in call to initializer"),
        StubMistake("Image(systemName:)", area: "images",
                    replacing: "Image(systemName: \"airplane\")", with: "Image(symbol: \"airplane\")",
                    diagnostic: "extraneous argument label 'symbol:' in call"),
        // Layout.
        StubMistake("A VStack aligns horizontally", area: "layout",
                    replacing: "VStack(alignment: .leading, spacing: 2)", with: "VStack(alignment: .top, spacing: 2)",
                    diagnostic: "type 'HorizontalAlignment' has no member 'top'"),
        // Lists, sections, rows.
        StubMistake("A list's multiple selection is a set", area: "lists",
                    replacing: "@State private var selection: Set<String> = []", with: "@State private var selection: [String] = []",
                    diagnostic: "'init(selection:content:)' is only available in iOS_17"),
        StubMistake("Section(_:content:) takes the title unlabelled", area: "sections",
                    replacing: "Section(\"Countries\")", with: "Section(title: \"Countries\")",
                    diagnostic: "extraneous argument label 'title:' in call"),
        StubMistake("ForEach(_:id:content:)", area: "for each",
                    replacing: "ForEach(content.countries, id: \\.code)", with: "ForEach(content.countries, key: \\.code)",
                    diagnostic: "incorrect argument label in call (have '_:key:_:', expected '_:id:_:')"),
        StubMistake("ForEach without id needs Identifiable elements", area: "for each",
                    replacing: "ForEach(content.countries, id: \\.code) { country in", with: "ForEach(content.countries.map(\\.name)) { name in let country = content.countries[0]",
                    diagnostic: "cannot convert value of type '[String]' to expected argument type 'Range<Int>'"),
        StubMistake("onDelete's action takes the offsets", area: "editing",
                    replacing: ".onDelete { offsets in", with: ".onDelete { offsets, _ in",
                    diagnostic: "contextual closure type '(IndexSet) -> Void' expects 1 argument, but 2 were used in closure body"),
        StubMistake("onDelete is for ForEach, not any row", area: "editing",
                    replacing: ".listRowBackground(Color.yellow)", with: ".onDelete { _ in }",
                    diagnostic: "has no member 'onDelete'"),
        StubMistake("List styles", area: "list style",
                    replacing: ".listStyle(.insetGrouped)", with: ".listStyle(.insetGroupedList)",
                    diagnostic: "has no member 'insetGroupedList'"),
        StubMistake("Swipe edges are leading and trailing", area: "swipe actions",
                    replacing: ".swipeActions(edge: .trailing, allowsFullSwipe: false)", with: ".swipeActions(edge: .right, allowsFullSwipe: false)",
                    diagnostic: "has no member 'right'"),
        StubMistake("swipeActions(edge:allowsFullSwipe:content:) labels", area: "swipe actions",
                    replacing: ".swipeActions(edge: .trailing, allowsFullSwipe: false)", with: ".swipeActions(edge: .trailing, fullSwipe: false)",
                    diagnostic: "extra argument 'fullSwipe' in call"),
        StubMistake("A badge counts with an Int", area: "badges",
                    replacing: ".badge(index)", with: ".badge(Double(index))",
                    diagnostic: "cannot convert value of type 'Double' to expected argument type 'Int'"),
        // Controls.
        StubMistake("Toggle(_:isOn:)", area: "toggles",
                    replacing: "Toggle(\"Wi-Fi\", isOn: $content.wifi)", with: "Toggle(\"Wi-Fi\", on: $content.wifi)",
                    diagnostic: "incorrect argument label in call (have '_:on:', expected '_:isOn:')"),
        StubMistake("Button roles are destructive and cancel", area: "buttons",
                    replacing: "Button(role: .destructive) {", with: "Button(role: .delete) {",
                    diagnostic: "has no member 'delete'"),
        StubMistake("Button(_:role:action:) puts the role after the title", area: "buttons",
                    replacing: "Button(\"Remove\", role: .destructive) {}", with: "Button(role: .destructive, \"Remove\") {}",
                    diagnostic: "missing argument label 'action:' in call"),
        StubMistake("EditButton takes no arguments", area: "edit button",
                    replacing: "EditButton()", with: "EditButton(\"Edit\")",
                    diagnostic: "argument passed to call that takes no arguments"),
        // Navigation.
        StubMistake("NavigationLink(destination:label:) with a view is deprecated", area: "navigation",
                    replacing: "NavigationLink {\n            CountryView(country: country)\n        } label: {",
                    with: "NavigationLink(destination: CountryView(country: country)) {",
                    diagnostic: "is deprecated: Pass a closure as the destination"),
        StubMistake("navigationDestination(for:destination:)", area: "navigation",
                    replacing: ".navigationDestination(for: String.self)", with: ".navigationDestination(of: String.self)",
                    diagnostic: "incorrect argument label in call (have 'of:_:', expected 'for:_:')"),
        StubMistake("Toolbar placements: navigationBarTrailing is deprecated", area: "toolbar",
                    replacing: "ToolbarItem(placement: .primaryAction)", with: "ToolbarItem(placement: .navigationBarTrailing)",
                    diagnostic: "'navigationBarTrailing' is deprecated: renamed to 'topBarTrailing'"),
        // Styles.
        StubMistake("foregroundColor is deprecated", area: "styles",
                    replacing: ".foregroundStyle(.secondary)\n        }", with: ".foregroundColor(.secondary)\n        }",
                    diagnostic: "'foregroundColor' is deprecated: Use foregroundStyle(_:) instead."),
        StubMistake("A tint is a color", area: "styles",
                    replacing: ".tint(.orange)", with: ".tint(\"orange\")",
                    diagnostic: "cannot convert value of type 'String' to expected argument type 'Color'"),
        // Other modifiers.
        StubMistake("contextMenu(menuItems:)", area: "menus",
                    replacing: ".contextMenu {", with: ".contextMenu(items: {",
                    diagnostic: "incorrect argument label in call (have 'items:', expected 'menuItems:')"),
        StubMistake("accessibilityLabel(_:) takes the label unlabelled", area: "accessibility",
                    replacing: ".accessibilityLabel(\"Airplane Mode\")", with: ".accessibilityLabel(label: \"Airplane Mode\")",
                    diagnostic: "extraneous argument label 'label:' in call"),
        StubMistake("disabled(_:) needs its Bool", area: "modifiers",
                    replacing: ".disabled(index == 2)", with: ".disabled()",
                    diagnostic: "missing argument for parameter #1 in call"),
        StubMistake("onTapGesture(count:perform:)", area: "modifiers",
                    replacing: ".onTapGesture {", with: ".onTap {",
                    diagnostic: "has no member 'onTap'"),
        StubMistake("String.LocalizationValue is not Sendable (its arguments could be anything)", area: "localization",
                    replacing: "    var value: String\n", with: "    var value: String.LocalizationValue\n",
                    diagnostic: "stored property 'value' of 'Sendable'-conforming struct 'Greeting' has non-Sendable type 'String.LocalizationValue'"),
        // Availability: iOS 16, 17 and 26 APIs outside their `if #available`.
        StubMistake("LabeledContent needs iOS 16", area: "availability",
                    replacing: "if #available(iOS 16.0, *) {\n            LabeledContent", with: "if true {\n            LabeledContent",
                    diagnostic: "'LabeledContent' is only available in iOS_16"),
        StubMistake("NavigationStack, NavigationLink(value:) and LocalizedStringResource need iOS 16", area: "availability",
                    replacing: "@available(iOS 16.0, *)\nstruct RootView", with: "struct RootView",
                    diagnostic: "'NavigationStack' is only available in iOS_16"),
        StubMistake("selectionDisabled needs iOS 17", area: "availability",
                    replacing: "if #available(iOS 17, *) {", with: "if #available(iOS 16, *) {",
                    diagnostic: "'selectionDisabled' is only available in iOS_17"),
        StubMistake("The section index needs iOS 26", area: "availability",
                    replacing: "if #available(iOS 26, *) {\n            content.sectionIndexLabel", with: "if #available(iOS 18, *) {\n            content.sectionIndexLabel",
                    diagnostic: "'sectionIndexLabel' is only available in iOS_26"),
        StubMistake("The section index visibility needs iOS 26", area: "availability",
                    replacing: "if #available(iOS 26, *) {\n            content.listSectionIndexVisibility", with: "if true {\n            content.listSectionIndexVisibility",
                    diagnostic: "'listSectionIndexVisibility' is only available in iOS_26"),
    ]

    @Test("each mistake fails with its diagnostic", TestEnvironment.exhaustiveOnly("type-checks the stub against every wrong call it must refuse"))
    func mistakesFail() throws {
        try StubMistakeBatches.expectEachFails(Self.mistakes, in: Self.correctScreen) { try SwiftUIStubCompiler.typecheck([$0]) }
    }

    // MARK: - The availability rewrite

    @Test func availabilityChecksGainTheDomainsUpToTheirVersion() {
        #expect(SwiftUIStubCompiler.checkingAvailability("if #available(iOS 16.0, *) {")
            == "if #available(iOS 16.0, *), #available(iOS_16) {")
        #expect(SwiftUIStubCompiler.checkingAvailability("guard #available(iOS 26, macOS 26, *) else {")
            == "guard #available(iOS 26, macOS 26, *), #available(iOS_16), #available(iOS_17), #available(iOS_18), #available(iOS_26) else {")
        #expect(SwiftUIStubCompiler.checkingAvailability("@available(iOS 17.4, *)\nstruct Root")
            == "@available(iOS 17.4, *) @available(iOS_16) @available(iOS_17)\nstruct Root")
    }

    /// The minimum iOS needs no domain; marks that are not the `*` shorthand, and other
    /// platforms, are left as written.
    @Test func otherAvailabilityIsLeftAsWritten() {
        for source in ["if #available(iOS 15, *) {", "@available(iOS, deprecated: 16.0)", "@available(macOS 13, *)",
                       "if #unavailable(iOS 16) {", "@available(*, deprecated)"] {
            #expect(SwiftUIStubCompiler.checkingAvailability(source) == source)
        }
    }

    /// Without the rewrite (as on Linux, where `#available(iOS …)` is always true), the screen's
    /// iOS 16 APIs are refused even inside their checks: the domains, not the iOS marks, enforce
    /// availability.
    @Test func theDomainsEnforceAvailability() throws {
        let source = "import SwiftUI\n\n@ViewBuilder\nfunc row() -> some View {\n    if #available(iOS 16.0, *) {\n        LabeledContent(\"Version\", value: \"26\")\n    }\n}\n"
        let checked = try SwiftUIStubCompiler.typecheck([source])
        #expect(checked.succeeded, "\(checked.diagnostics)")
        let unchecked = try SwiftUIStubCompiler.typecheck([source.replacingOccurrences(of: "if #available(iOS 16.0, *) {", with: "if true {")])
        #expect(!unchecked.succeeded)
        #expect(unchecked.diagnostics.contains("'LabeledContent' is only available in iOS_16"), "\(unchecked.diagnostics)")
    }

    // MARK: - Xcode 16's SDK

    /// The package supports Swift 6.1, which is Xcode 16.3 and its iOS 18 SDK. A symbol that SDK lacks
    /// cannot be guarded by `#available` (the compiler has never heard of it), so the runtime puts each use
    /// of one behind `#if compiler(>=6.2)`. Built against the stub without Xcode 26's additions, and read
    /// as Swift 6.1 reads it, the runtime still compiles.
    @Test func theRuntimeBuildsWithXcode16sSDK() throws {
        _ = try SwiftUIStubCompiler.xcode16Module.get()
    }

    /// What that build leaves out: an iOS 26 modifier behind `#available` alone is not declared, and the same
    /// call behind `#if compiler(>=6.2)` compiles; so does `LocalizedStringResource` with a bundle
    /// description, which is what the runtime passes, while the `Bundle` form is Xcode 26's.
    @Test func xcode16sSDKLacksWhatXcode26Added() throws {
        let guarded = """
            import SwiftUI

            @ViewBuilder
            func indexed(_ content: Text) -> some View {
                #if compiler(>=6.2)
                if #available(iOS 26, *) {
                    content.sectionIndexLabel(Text("A"))
                } else {
                    content
                }
                #else
                content
                #endif
            }

            @available(iOS 16, *)
            func resource(in bundle: Bundle) -> LocalizedStringResource {
                LocalizedStringResource("key", defaultValue: "Value", bundle: .atURL(bundle.bundleURL))
            }

            """
        let checked = try SwiftUIStubCompiler.typecheck([guarded], sdk: .xcode16)
        #expect(checked.succeeded, "\(checked.diagnostics)")
        let unguarded = guarded.replacingOccurrences(of: "#if compiler(>=6.2)", with: "#if true")
        let failed = try SwiftUIStubCompiler.typecheck([unguarded], sdk: .xcode16)
        #expect(failed.diagnostics.contains("has no member 'sectionIndexLabel'"), "\(failed.diagnostics)")
        let bundle = guarded.replacingOccurrences(of: "bundle: .atURL(bundle.bundleURL)", with: "bundle: bundle")
        let refused = try SwiftUIStubCompiler.typecheck([bundle], sdk: .xcode16)
        #expect(!refused.succeeded)
        #expect(try SwiftUIStubCompiler.typecheck([unguarded], sdk: .xcode26).succeeded)
        #expect(try SwiftUIStubCompiler.typecheck([bundle], sdk: .xcode26).succeeded)
    }
}
