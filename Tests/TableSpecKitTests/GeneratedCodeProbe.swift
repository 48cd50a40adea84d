import Foundation
@testable import TableSpecKit
@testable import TableSpecSwiftCore

/// A program that exercises a generated table's neutral part, and, independently, what it must
/// print according to the resolved spec. The test compiles the one, computes the other, and
/// compares them line by line.
///
/// The same script of operations runs on both sides: dump the content and the section index,
/// look up every row id, move a row within a section and across sections, delete a row and
/// insert it back, and tap rows of every checkmark list.
enum GeneratedCodeProbe {
    static let prelude = """
        func q(_ text: String?) -> String { text.map { String(reflecting: $0) } ?? "nil" }

        """ + localizationStandIn

    /// Linux's Foundation has no `String(localized:)`. This stand-in behaves as iOS does when the
    /// strings table has no entry, which is what the generated code must survive (the build
    /// plugin writes no catalog): the default value, with its interpolations filled in. Declared
    /// in the probe's module only, so it cannot hide a wrong call: the stub type-checks those.
    static let localizationStandIn = """
        #if !canImport(Darwin)
        import Foundation

        extension String {
            struct LocalizationValue: ExpressibleByStringInterpolation {
                var text = ""
                /// Made from a literal or a `String`, not an interpolation: plain text, not a format.
                var isPlain = false
                init(_ value: String) { text = value; isPlain = true }
                init(stringLiteral value: String) { text = value; isPlain = true }
                init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }
                struct StringInterpolation: StringInterpolationProtocol {
                    var text = ""
                    init(literalCapacity: Int, interpolationCount: Int) {}
                    mutating func appendLiteral(_ literal: String) { text += literal }
                    mutating func appendInterpolation(_ string: String) { text += string }
                    mutating func appendInterpolation(_ value: Int) { text += String(value) }
                    mutating func appendInterpolation(_ value: Double) { text += String(value) }
                }
            }
            init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                 locale: Locale = .current, comment: StaticString? = nil) {
                self = defaultValue.text
            }
        }

        /// Only named here: SwiftUI resolves it, which Linux cannot run.
        struct LocalizedStringResource {
            init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
                        bundle: Bundle, comment: StaticString? = nil) {}
        }
        #endif

        """

    // MARK: The program

    static func source(for table: ResolvedTable) -> String {
        let name = table.name
        let context = GenerationContext(table: table, sourcePath: "")
        let arguments = context.dynamicSections.map { "\($0.parameter): \(name).\(DeclaredContentGenerator.sampleName($0.parameter))" }.joined(separator: ", ")
        let idPart = context.hasRowIDs ? #" id=\(row.id.map { "\($0)" } ?? "-")"# : ""
        // A row's actions as `L[id:title,…]T[…]M[…]` and whether a full swipe performs the first.
        let listed = #"$0.map { ($0.id.map { "\($0)" } ?? "delete") + ":" + ($0.title ?? "") + ($0.isDestructive ? "!" : "") + ($0.color.map { "/\($0)" } ?? "") }.joined(separator: ",")"#
        let actionsPart = !context.hasActions ? "" : #" act=\(({ \#(listed) })(row.actions.leading))|\(({ \#(listed) })(row.actions.trailing))|\(({ \#(listed) })(row.actions.menu))|\(row.actions.performsFirstActionWithFullSwipe)"#
        let index = table.index == nil ? "" : #"for entry in content.sectionIndex { print("I \(q(entry.title))->\(entry.section)") }"#
        let positions = context.hasRowIDs
            ? #"for id in \#(name).RowID.allCases { print("P \(id) -> " + (content.position(of: id).map { "\($0.section).\($0.row)" } ?? "nil")) }"#
            : ""
        // Content has editing and checkmark methods only when the spec uses them.
        let editing = !table.hasEditing ? "" : #"""
            if let s = content.sections.indices.first(where: { content.numberOfRows(inSection: $0) >= 2 }) {
                content.moveRow(from: .init(section: s, row: 0), to: .init(section: s, row: 1))
                dump\#(name)(content, "move within \(s)")
            }
            if let s = content.sections.indices.first(where: { content.numberOfRows(inSection: $0) >= 1 }),
               let t = content.sections.indices.first(where: { $0 != s }) {
                content.moveRow(from: .init(section: s, row: 0), to: .init(section: t, row: 0))
                dump\#(name)(content, "move \(s) to \(t)")
            }
            if let s = content.sections.indices.first(where: { content.numberOfRows(inSection: $0) >= 1 }) {
                if let deleted = content.deleteRow(at: .init(section: s, row: 0)) {
                    print("D \(q(deleted.text))")
                    content.insertRow(deleted, at: .init(section: s, row: content.numberOfRows(inSection: s)))
                }
                dump\#(name)(content, "delete and insert in \(s)")
            }
            """#
        let checkmarks = !table.hasSelectionLists ? "" : #"""
            for s in content.sections.indices where content.sections[s].selectionList != nil && content.numberOfRows(inSection: s) >= 2 {
                for r in [1, 0, 1] {
                    let changed = content.toggleCheckmark(at: .init(section: s, row: r))
                    print("C \(s).\(r) changed=\(changed.map { "\($0.section).\($0.row)" }) checked=\(content.sections[s].rows.indices.filter { content.sections[s].rows[$0].isChecked }) n=\(content.checkedRows(inSection: s).count)")
                }
            }
            """#
        return #"""
            func dump\#(name)(_ content: \#(name).Content, _ label: String) {
                print("# \#(name) " + label)
                for (s, section) in content.sections.enumerated() {
                    print("S \(s) header=\(q(section.header)) footer=\(q(section.footer)) list=\(section.selectionList.map { "\($0)" } ?? "-") rows=\(content.numberOfRows(inSection: s))")
                    for (r, row) in section.rows.enumerated() {
                        print("R \(s).\(r) text=\(q(row.text)) detail=\(q(row.detail)) image=\(q(row.image)) style=\(row.style) reuse=\(q(row.reuseIdentifier)) acc=\(row.accessory) eacc=\(row.editingAccessory) h=\(row.height.map { "\($0)" } ?? "auto") sel=\(row.isSelectable) chk=\(row.isChecked) es=\(row.editingStyle) ce=\(row.canEdit) cm=\(row.canMove) dc=\(q(row.deleteConfirmation)) ax=\(q(row.accessibilityLabel))\#(actionsPart)\#(idPart)")
                    }
                }
            }

            do {
                \#(editing.isEmpty && checkmarks.isEmpty ? "let" : "var") content = \#(name).Content(\#(arguments))
                dump\#(name)(content, "initial")
                \#(index)
                \#(positions)
                \#(editing)
                \#(checkmarks)
            }

            """#
    }

    // MARK: What the spec says it must print

    struct Row {
        var text, detail, image: String?
        var style, reuse, accessory, editingAccessory: String
        var height: Double?
        var selectable, checked: Bool
        var editingStyle: String
        var canEdit, canMove: Bool
        var deleteConfirmation, accessibilityLabel: String?
        var id: String?
        var actions: RowActions
    }

    struct Section {
        var header, footer, list: String?
        var rows: [Row]
        var declared: Int
    }

    static func q(_ text: String?) -> String { text.map { String(reflecting: $0) } ?? "nil" }

    /// What the probe prints for a row's actions.
    static func describe(_ actions: RowActions) -> String {
        let list = { (actions: [RowAction]) in
            actions.map { action -> String in
                guard case .custom(let custom) = action else { return "delete:!" }
                return custom.id + ":" + (custom.title ?? "") + (custom.style == .destructive ? "!" : "") + (custom.color.map { "/" + $0.rawValue } ?? "")
            }.joined(separator: ",")
        }
        return "\(list(actions.leading))|\(list(actions.trailing))|\(list(actions.menu))|\(actions.performsFirstActionWithFullSwipe)"
    }

    static func expectedOutput(for table: ResolvedTable) -> String {
        let name = table.name
        let hasIDs = !table.sections.flatMap { $0.rows.compactMap(\.id) }.isEmpty
        var sections = expectedSections(table)
        var out = ""
        func dump(_ label: String) {
            out += "# \(name) \(label)\n"
            for (s, section) in sections.enumerated() {
                out += "S \(s) header=\(q(section.header)) footer=\(q(section.footer)) list=\(section.list ?? "-") rows=\(section.rows.count)\n"
                for (r, row) in section.rows.enumerated() {
                    out += "R \(s).\(r) text=\(q(row.text)) detail=\(q(row.detail)) image=\(q(row.image)) style=\(row.style) reuse=\(q(row.reuse)) acc=\(row.accessory) eacc=\(row.editingAccessory) h=\(row.height.map { "\($0)" } ?? "auto") sel=\(row.selectable) chk=\(row.checked) es=\(row.editingStyle) ce=\(row.canEdit) cm=\(row.canMove) dc=\(q(row.deleteConfirmation)) ax=\(q(row.accessibilityLabel))"
                    if table.hasActions { out += " act=" + describe(row.actions) }
                    out += hasIDs ? " id=\(row.id ?? "-")\n" : "\n"
                }
            }
        }
        dump("initial")
        if let index = table.index {
            for entry in index.entries {
                switch entry {
                case .title(let title, let declared):
                    let target = sections.firstIndex { $0.declared >= declared } ?? max(sections.count - 1, 0)
                    out += "I \(q(title))->\(target)\n"
                case .groupTitles(let declared):
                    for (s, section) in sections.enumerated() where section.declared == declared {
                        out += "I \(q(section.header ?? ""))->\(s)\n"
                    }
                }
            }
        }
        if hasIDs {
            for id in table.sections.flatMap({ $0.rows.compactMap(\.id) }) {
                let found = sections.enumerated().lazy.compactMap { s, section in section.rows.firstIndex { $0.id == id }.map { "\(s).\($0)" } }.first
                out += "P \(id) -> \(found ?? "nil")\n"
            }
        }
        if table.hasEditing, let s = sections.indices.first(where: { sections[$0].rows.count >= 2 }) {
            let row = sections[s].rows.remove(at: 0)
            sections[s].rows.insert(row, at: 1)
            dump("move within \(s)")
        }
        if table.hasEditing, let s = sections.indices.first(where: { sections[$0].rows.count >= 1 }), let t = sections.indices.first(where: { $0 != s }) {
            let row = sections[s].rows.remove(at: 0)
            sections[t].rows.insert(row, at: 0)
            dump("move \(s) to \(t)")
        }
        if table.hasEditing, let s = sections.indices.first(where: { sections[$0].rows.count >= 1 }) {
            let deleted = sections[s].rows.remove(at: 0)
            out += "D \(q(deleted.text))\n"
            sections[s].rows.append(deleted)
            dump("delete and insert in \(s)")
        }
        for s in sections.indices where sections[s].list != nil && sections[s].rows.count >= 2 {
            for r in [1, 0, 1] {
                var changed: [String] = []
                if sections[s].list == "exclusive" {
                    if !sections[s].rows[r].checked {
                        for other in sections[s].rows.indices where sections[s].rows[other].checked && other != r {
                            sections[s].rows[other].checked = false
                            changed.append("\(s).\(other)")
                        }
                        sections[s].rows[r].checked = true
                        changed.append("\(s).\(r)")
                        changed.sort { $0.split(separator: ".").map { Int($0) ?? 0 }.lexicographicallyPrecedes($1.split(separator: ".").map { Int($0) ?? 0 }) }
                    }
                } else {
                    sections[s].rows[r].checked.toggle()
                    changed = ["\(s).\(r)"]
                }
                let checked = sections[s].rows.indices.filter { sections[s].rows[$0].checked }
                out += "C \(s).\(r) changed=\(changed) checked=\(checked) n=\(checked.count)\n"
            }
        }
        return out
    }

    /// The sections the spec describes, dynamic ones filled with the sample items and grouped.
    static func expectedSections(_ table: ResolvedTable) -> [Section] {
        var sections: [Section] = []
        for section in table.sections {
            switch section.content {
            case .rows(let rows):
                sections.append(Section(header: section.header, footer: section.footer, list: section.selectionList?.rawValue,
                                        rows: rows.map { expectedRow($0, localized: table.localization != nil) }, declared: section.position))
            case .items(let items):
                let rows = items.sample?.map { expectedRow(items, $0, localized: table.localization != nil) } ?? []
                guard items.groupBy == .initial else {
                    sections.append(Section(header: section.header, footer: section.footer, list: section.selectionList?.rawValue, rows: rows, declared: section.position))
                    continue
                }
                // The rule the preview follows (IndexCollation); the generated code must agree with it.
                var groups: [String: [Row]] = [:]
                for row in rows { groups[IndexCollation.initial(of: row.text ?? ""), default: []].append(row) }
                for letter in groups.keys.sorted(by: IndexCollation.initialPrecedes) {
                    let members = groups[letter] ?? []
                    let sorted = IndexCollation.sortedIndices(members.map { $0.text ?? "" }).map { members[$0] }
                    sections.append(Section(header: letter, footer: section.footer, list: section.selectionList?.rawValue, rows: sorted, declared: section.position))
                }
            }
        }
        return sections
    }

    /// A pushed picker's detail is its chosen option's title and a stepper's its number (`17`, `2.5`, or in the spec's
    /// text around it, `17 pt`), as Settings
    /// shows them; every other row's is the spec's.
    /// A localized table's plural stepper detail shows its `other` form without the catalog (see `expectedRow`).
    static func shownDetail(_ row: ResolvedRow, localized: Bool) -> String? {
        switch (row.form, row.value) {
        case (.options(let options, .push)?, .text(let key)?): return options.first { $0.key == key }?.title
        case (.numbers(let numbers)?, .int(let number)?) where row.appearance.control == .stepper:
            return numbers.valueText.map { localized ? $0.showing(String(number)) : $0.showing(number) } ?? "\(number)"
        case (.numbers(let numbers)?, .double(let number)?) where row.appearance.control == .stepper:
            let text = number == number.rounded() ? "\(Int(number))" : "\(number)"
            return numbers.valueText.map { $0.before + text + $0.after } ?? text
        default: return row.detail
        }
    }

    static func expectedRow(_ row: ResolvedRow, localized: Bool) -> Row {
        Row(text: row.text, detail: shownDetail(row, localized: localized), image: row.image, style: row.appearance.style.rawValue, reuse: row.appearance.reuseIdentifier,
            accessory: row.appearance.accessory.rawValue, editingAccessory: row.appearance.editingAccessory.rawValue, height: row.height.pointsOrNil,
            selectable: row.selectable, checked: row.checked, editingStyle: row.editing.style.rawValue, canEdit: row.editing.canEdit,
            canMove: row.editing.canMove, deleteConfirmation: row.editing.shownDeleteConfirmation(with: row.actions), accessibilityLabel: row.accessibilityLabel, id: row.id,
            actions: row.actions)
    }

    static func expectedRow(_ items: ResolvedItems, _ item: SampleItem, localized: Bool) -> Row {
        let prototype = items.prototype
        // The probe runs without the compiled String Catalog, where Foundation shows a localized
        // text's default value: a plural text's `other` form. (The catalog's plural variations,
        // which choose on a device, are checked by the localization tests.)
        func shown(_ template: Template?) -> String? {
            guard var template else { return nil }
            if localized { template.plural = nil }
            return template.render(item, model: items.model)
        }
        return Row(text: shown(prototype.text), detail: shown(prototype.detail),
                   image: prototype.image?.render(item, model: items.model), style: prototype.appearance.style.rawValue,
                   reuse: prototype.appearance.reuseIdentifier, accessory: prototype.appearance.accessory.rawValue,
                   editingAccessory: prototype.appearance.editingAccessory.rawValue, height: prototype.height.pointsOrNil,
                   selectable: prototype.selectable, checked: false, editingStyle: prototype.editing.style.rawValue,
                   canEdit: prototype.editing.canEdit, canMove: prototype.editing.canMove, deleteConfirmation: prototype.editing.shownDeleteConfirmation(with: prototype.actions),
                   accessibilityLabel: shown(prototype.accessibilityLabel), id: nil, actions: prototype.actions)
    }
}
