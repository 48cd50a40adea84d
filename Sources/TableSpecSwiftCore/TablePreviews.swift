import SwiftCodeModel

/// The `#Preview` blocks of a generated file: the table's screen in Xcode's canvas, in the standard
/// appearance, in dark appearance and at a large Dynamic Type size, from the content the spec declares
/// and, for a dynamic table, its `sample` items. What a preview shows around the table (a navigation
/// controller or stack, so that rows that open tables push them) is the runtime's `preview` function of
/// each target; this holds only what the spec says: the table, its name and its sample data.
///
/// The blocks are under `#if DEBUG`: a release build, and any build without Xcode's preview macros,
/// never sees them. Each is marked `@available(iOS 17.0, *)`, the first iOS whose `Preview` type
/// UIKit's and SwiftUI's macros expand to, so an app whose deployment target is older still compiles.
package struct TablePreviews {
    let context: GenerationContext

    package init(context: GenerationContext) {
        self.context = context
    }

    /// The looks shown, each a case of the runtime's `TablePreviewAppearance` and a name suffix.
    static let appearances: [(runtimeCase: String?, suffix: String)] = [
        (nil, ""),
        (Constants.Preview.dark, " (Dark)"),
        (Constants.Preview.largeText, " (Large Text)"),
    ]

    /// The blocks, each calling `presenter.preview(_:appearance:)`: `TableViewController<Mail>` for UIKit,
    /// `MailView` for SwiftUI.
    package func declarations(presenter: String) -> SwiftDeclaration {
        let name = context.table.name
        var blocks: [SwiftDeclaration] = []
        for (position, appearance) in Self.appearances.enumerated() {
            if position > 0 { blocks.append(.blank) }
            var arguments = [SwiftArgument(nil, content)]
            if let runtimeCase = appearance.runtimeCase {
                arguments.append(SwiftArgument(Constants.Preview.appearance, .member(nil, runtimeCase)))
            }
            blocks.append(
                .macroExpansion(
                    SwiftDeclarationHeader(attributes: ["@available(iOS 17.0, *)"]), name: Constants.Swift.preview,
                    arguments: [SwiftArgument(nil, .string(name + appearance.suffix))],
                    body: [.expression(.call(.path(presenter).member(Constants.Preview.preview), arguments))]))
        }
        return .conditional(Constants.Swift.debugCondition, blocks)
    }

    /// `TableContent<Mail>(inbox: Mail.sampleInbox)`: the declared content with the sample items of
    /// every dynamic section that has them; the declared content alone for a static table. Spelled
    /// `TableContent<Mail>`, not `Mail.Content`, which a model named `Content` would shadow.
    private var content: SwiftExpression {
        let name = context.table.name
        let samples = context.dynamicSections.filter { $0.items.sample != nil }.map {
            SwiftArgument($0.parameter, .path(name + "." + DeclaredContentGenerator.sampleName($0.parameter)))
        }
        return .call(.name("\(Constants.Runtime.content)<\(name)>"), samples)
    }
}
