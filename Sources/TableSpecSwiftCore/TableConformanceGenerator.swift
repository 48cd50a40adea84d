import SwiftCodeModel
import TableSpecModel
import TableSpecStrings

/// What the table tells `TableSpecRuntime` through `TableDefinition`: its declared sections,
/// which of them are dynamic, where its strings are, and the defaults its rows and sections
/// take from the spec. A value equal to the protocol's default is not written.
struct TableConformanceGenerator {
    let context: GenerationContext

    func declarations() -> [SwiftDeclaration] {
        var members: [SwiftDeclaration] = [
            .variable(
                SwiftVariable(
                    .docs(["The sections the spec declares, with every dynamic section empty."], "public", "static"), .var,
                    Constants.Definition.declaredSections,
                    type: .array(.named(context.names[.section])), getter: [.return(.call(.name(Constants.Generated.makeSections), []))]))
        ]
        let dynamic = context.dynamicSections.map(\.section.position)
        if !dynamic.isEmpty {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The declared sections whose rows are the app's items."], "public", "static"), .let, Constants.Definition.itemSections,
                        type: .named("\(Constants.Swift.set)<\(Constants.Swift.int)>"),
                        value: .array(dynamic.map(SwiftExpression.integer), multiline: false))))
        }
        if let strings = context.strings {
            let localization = strings.localization
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["Where the table's strings are: `\(localization.table).xcstrings`."], "public", "static"), .let,
                        Constants.Definition.localization,
                        type: .optional(.named(Constants.Runtime.localization)),
                        value: .call(
                            .name(Constants.Runtime.localization),
                            [
                                SwiftArgument(Constants.Localized.table, .string(localization.table)),
                                SwiftArgument(
                                    Constants.Localized.bundle,
                                    .closure(parameters: [], body: [.expression(.path(Constants.Swift.bundlePrefix + localization.bundle.rawValue))])),
                            ]))))
        }
        if let storage = FormKeysGenerator(context: context).storage() { members.append(storage) }
        if let height = context.defaultHeight {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The spec's `rowHeight`."], "public", "static"), .var, Constants.Definition.defaultRowHeight,
                        type: .optional(.double), getter: [.return(.double(height))])))
        }
        if !context.defaultSelectable {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["`selection: none`: rows are not selectable unless they say so."], "public", "static"), .var,
                        Constants.Definition.rowsAreSelectable,
                        type: .bool, getter: [.return(.bool(false))])))
        }
        if let height = context.table.sectionHeaderHeight?.pointsOrNil {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The spec's `sectionHeaderHeight`."], "public", "static"), .var, Constants.Definition.defaultSectionHeaderHeight,
                        type: .optional(.double), getter: [.return(.double(height))])))
        }
        if let height = context.table.sectionFooterHeight?.pointsOrNil {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The spec's `sectionFooterHeight`."], "public", "static"), .var, Constants.Definition.defaultSectionFooterHeight,
                        type: .optional(.double), getter: [.return(.double(height))])))
        }
        for (component, member, text) in [
            ("header", Constants.Definition.declaredHeader, context.table.header),
            ("footer", Constants.Definition.declaredFooter, context.table.footer),
        ] {
            guard let text else { continue }
            let key = StringKeys.table(context.table.name, component)
            let value: SwiftExpression =
                context.localized(key).map {
                    .call(
                        .name(Constants.Runtime.text), [SwiftArgument(Constants.Localized.localized, $0.value(names: context.names))], multiline: true
                    )
                }
                ?? .call(.name(Constants.Runtime.text), [SwiftArgument(nil, .string(text))])
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The spec's table `\(component)`."], "public", "static"), .var,
                        member,
                        type: .optional(.named("\(Constants.Runtime.text)<Self>")), getter: [.return(value)])))
        }
        if context.table.style != .plain {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The spec's `style`."], "public", "static"), .var, Constants.Definition.style,
                        type: .named(Constants.Runtime.style), getter: [.return(.dot(context.table.style.rawValue))])))
        }
        let title =
            context.localized(StringKeys.table(context.table.name, "title")).map {
                SwiftExpression.call(
                    .name(Constants.Runtime.text), [SwiftArgument(Constants.Localized.localized, $0.value(names: context.names))], multiline: true)
            }
            ?? .call(.name(Constants.Runtime.text), [SwiftArgument(nil, .string(context.table.title))])
        members.append(
            .variable(
                SwiftVariable(
                    .docs(["The navigation bar title of the table's screen."], "public", "static"), .var, Constants.Definition.declaredTitle,
                    type: .optional(.named("\(Constants.Runtime.text)<Self>")), getter: [.return(title)])))
        if context.table.hasEditing {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["Rows can be edited: the screen shows an Edit button."], "public", "static"), .var,
                        Constants.Definition.hasEditableRows, type: .bool, getter: [.return(.bool(true))])))
        }
        members += context.screenMembers()
        if let delete = context.localized(StringKeys.table(context.table.name, "delete")) {
            members.append(
                .variable(
                    SwiftVariable(
                        .docs(["The built-in delete's title, looked up in the table's strings."], "public", "static"), .var,
                        Constants.Definition.deleteActionTitle, type: .optional(.named("\(Constants.Runtime.text)<Self>")),
                        getter: [
                            .return(
                                .call(
                                    .name(Constants.Runtime.text), [SwiftArgument(Constants.Localized.localized, delete.value(names: context.names))],
                                    multiline: true))
                        ])))
        }
        return Array(members.map { [$0, SwiftDeclaration.blank] }.joined().dropLast())
    }

    /// `extension TableContent where Table == Mail`: content made from the app's items, and a setter per
    /// dynamic section that replaces its rows and leaves every other section as it is.
    func contentExtension() -> SwiftDeclaration? {
        guard context.hasModels else { return nil }
        let name = context.table.name
        let parameters = context.dynamicSections.map {
            SwiftParameter(nil, $0.parameter, .array(.named(name + "." + $0.items.model.name)), default: .array([], multiline: false))
        }
        var members: [SwiftDeclaration] = [
            .function(
                SwiftFunction(
                    .public("The content the spec declares, with the items of its dynamic sections."), Constants.Swift.initializer, parameters,
                    body: [
                        .expression(
                            .call(
                                .name(Constants.Swift.`self`).member(Constants.Swift.initializer),
                                [
                                    SwiftArgument(
                                        Constants.Section.sections,
                                        .call(
                                            .path(name).member(Constants.Generated.makeSections),
                                            context.dynamicSections.map { SwiftArgument($0.parameter, .name($0.parameter)) }))
                                ]))
                    ]))
        ]
        for dynamic in context.dynamicSections {
            let regrouped = dynamic.items.groupBy == nil ? "" : ", regrouped"
            members += [
                .blank,
                .function(
                    SwiftFunction(
                        SwiftDeclarationHeader(
                            docs: ["Replaces the rows made from `\(dynamic.parameter)`\(regrouped), and leaves every other section as it is."],
                            modifiers: ["public", "mutating"]),
                        DeclaredContentGenerator.setterName(dynamic.parameter),
                        [SwiftParameter("_", Constants.Local.items, .array(.named(name + "." + dynamic.items.model.name)))],
                        body: [
                            .expression(
                                .call(
                                    .name(Constants.Generated.replaceSections),
                                    [
                                        SwiftArgument(Constants.Section.declaredIndex, .integer(dynamic.section.position)),
                                        SwiftArgument(
                                            Constants.Section.with,
                                            .call(
                                                .path(name + "." + DeclaredContentGenerator.sectionsFunctionName(dynamic.parameter)),
                                                [SwiftArgument(nil, .name(Constants.Local.items))])),
                                    ]))
                        ])),
            ]
        }
        return .extension(
            SwiftExtension(
                SwiftDeclarationHeader(modifiers: ["nonisolated"]), Constants.Runtime.content, where: ["Table == \(name)"], members: members))
    }
}
