import SwiftCodeModel
import TableSpecModel

/// Gives each imported table its `table` name, which is its Swift type and its file name.
///
/// The name comes from what a developer called the scene: its storyboard identifier (what
/// `instantiateViewController(withIdentifier:)` uses), else its title, else its view
/// controller's class. It is made an UpperCamelCase Swift identifier, kept clear of the types
/// the generated code declares inside a table (`Row`, `Section`, …), and made unique in the
/// storyboard by a number.
struct TableNaming {
    private var taken: Set<String> = []

    mutating func name(for scene: StoryboardScene) -> String {
        let candidates = [scene.storyboardIdentifier, scene.title, scene.customClass].compactMap { $0 }
        var base = candidates.lazy.compactMap { SwiftIdentifier.suggestion(for: $0, upperCamel: true) }.first ?? "Table"
        if let first = base.unicodeScalars.first, !first.properties.isUppercase { base = "Table" + base }
        if NestedTypeNames.all.contains(base) { base += "Table" }
        var name = base, number = 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        taken.insert(name)
        return name
    }
}
