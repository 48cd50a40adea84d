import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel

/// Gives each imported table its `table` name, which is its Swift type and its file name.
///
/// The name comes from what a developer called the scene: its storyboard identifier (what
/// `instantiateViewController(withIdentifier:)` uses), else its title, else its view
/// controller's class. It is made an UpperCamelCase Swift identifier, kept clear of the types
/// the generated code declares inside a table (`Row`, `Section`, …), and made unique in the
/// storyboard by a number.
///
/// Identifiers usually equal the class name (`storyboardIdentifier="SettingsViewController"`
/// on `customClass="SettingsViewController"`), and a table named like a class of the app's would
/// be a second declaration of it: the app would not compile. So a name that is any `customClass`
/// of the storyboard becomes a derived one (`SettingsTable`), with a warning naming both; two
/// scenes whose derived names meet are an error naming both, since no number would say which
/// screen is which.
struct TableNaming {
    /// The classes the app declares, which no table may be named like.
    let appClasses: Set<String>
    /// Each name given, and where the scene it was given to is, for the error when derived names meet.
    private var taken: [String: SourceRange] = [:]

    init(appClasses: Set<String>) {
        self.appClasses = appClasses
    }

    enum Outcome {
        case named(String)
        /// The scene's own name is a class of the app's; the table takes `name` instead.
        case renamed(String, from: String)
        /// A derived name another scene already has.
        case clash(String, otherScene: SourceRange)
    }

    mutating func name(for scene: StoryboardScene) -> Outcome {
        let candidates = [scene.storyboardIdentifier, scene.title, scene.customClass].compactMap { $0 }
        var base = candidates.lazy.compactMap { SwiftIdentifier.suggestion(for: $0, upperCamel: true) }.first ?? "Table"
        if let first = base.unicodeScalars.first, !first.properties.isUppercase { base = "Table" + base }
        if NestedTypeNames.all.contains(base) { base += "Table" }
        if appClasses.contains(base) {
            let derived = Self.derived(from: base, avoiding: appClasses)
            if let other = taken[derived] { return .clash(derived, otherScene: other) }
            taken[derived] = scene.range
            return .renamed(derived, from: base)
        }
        var name = base, number = 2
        while taken[name] != nil || appClasses.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken[name] = scene.range
        return .named(name)
    }

    /// `SettingsViewController` → `SettingsTable`: the class name without the controller
    /// suffix, with `Table`; a name that is still a class of the app's gets `Table` in full.
    static func derived(from name: String, avoiding classes: Set<String>) -> String {
        var stem = name
        for suffix in ["TableViewController", "ViewController", "Controller", "VC"] where stem.hasSuffix(suffix) && stem.count > suffix.count {
            stem.removeLast(suffix.count)
            break
        }
        let derived = stem.hasSuffix("Table") ? stem : stem + "Table"
        return derived != name && !classes.contains(derived) ? derived : name + "Table"
    }
}
