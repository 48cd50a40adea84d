import TableSpecSpecText
import TableSpecModel

/// An `ImportedSpec` as the text of a `*.table.yaml`: block style, two-space indents, keys in
/// the order Docs/Format.md lists them, every text through `YAMLScalar`.
enum SpecWriter {
    static func text(of spec: ImportedSpec) -> String {
        var out = "# Imported from \(SpecTextRenderer.oneLine(spec.origin)) by `tablespec import`.\n"
        out += "table: \(spec.table)\n"
        if let style = spec.style { out += "style: \(style.rawValue)\n" }
        if let separator = spec.separator { out += "separator: \(separator.rawValue)\n" }
        if let selection = spec.selection { out += "selection: \(selection.rawValue)\n" }
        let heights: [(String, ImportedHeight?)] = [
            ("rowHeight", spec.rowHeight), ("estimatedRowHeight", spec.estimatedRowHeight),
            ("sectionHeaderHeight", spec.sectionHeaderHeight), ("sectionFooterHeight", spec.sectionFooterHeight),
            ("estimatedSectionHeaderHeight", spec.estimatedSectionHeaderHeight), ("estimatedSectionFooterHeight", spec.estimatedSectionFooterHeight),
        ]
        for case let (key, height?) in heights { out += "\(key): \(height.spelling)\n" }
        if !spec.prototypes.isEmpty {
            out += "prototypes:\n"
            for (name, row) in spec.prototypes {
                out += "  \(name):\n"
                out += rowLines(row, indent: "    ", first: "    ")
            }
        }
        if spec.isPrototypeTable {
            out += "# The storyboard's table shows prototype cells filled from data at run time, so there are\n"
            out += "# no rows to import. Add `models` and a section with `items` naming a prototype to show them.\n"
        }
        out += "sections:\n"
        for section in spec.sections {
            var lines: [String] = []
            if let header = section.header { lines.append("header: " + YAMLScalar.text(header)) }
            if let footer = section.footer { lines.append("footer: " + YAMLScalar.text(footer)) }
            if section.rows.isEmpty {
                lines.append("rows: []")
            } else {
                lines.append("rows:")
            }
            for (index, line) in lines.enumerated() { out += (index == 0 ? "  - " : "    ") + line + "\n" }
            for row in section.rows { out += rowLines(row, indent: "        ", first: "      - ") }
        }
        return out
    }

    private static func rowLines(_ row: ImportedRow, indent: String, first: String) -> String {
        var pairs: [String] = []
        if let text = row.text { pairs.append("text: " + YAMLScalar.text(text)) }
        if let detail = row.detail { pairs.append("detail: " + YAMLScalar.text(detail)) }
        if let image = row.image { pairs.append("image: " + YAMLScalar.text(image)) }
        if let style = row.style { pairs.append("style: \(style.rawValue)") }
        if let className = row.className { pairs.append("class: " + YAMLScalar.text(className)) }
        if let accessory = row.accessory { pairs.append("accessory: \(accessory.rawValue)") }
        if let editing = row.editingAccessory { pairs.append("editingAccessory: \(editing.rawValue)") }
        if row.hasSwitch {
            pairs.append("control: switch")
            pairs.append("on: \(row.isOn)")
        }
        if let opens = row.opens { pairs.append("opens: \(opens)") }
        if let segue = row.segue { pairs.append("segue: " + YAMLScalar.text(segue)) }
        if let id = row.id { pairs.append("id: \(id)") }
        if let height = row.height { pairs.append("height: \(height.spelling)") }
        if let reuse = row.reuseIdentifier { pairs.append("reuseIdentifier: " + YAMLScalar.text(reuse)) }
        if let selectable = row.selectable { pairs.append("selectable: \(selectable)") }
        if let label = row.accessibilityLabel { pairs.append("accessibilityLabel: " + YAMLScalar.text(label)) }
        if pairs.isEmpty { return first + "{}\n" }
        var out = ""
        for (index, pair) in pairs.enumerated() { out += (index == 0 ? first : indent) + pair + "\n" }
        return out
    }
}
