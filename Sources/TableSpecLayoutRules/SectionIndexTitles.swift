/// The section index as UIKit stacks it beside the table.
public enum SectionIndexTitles {
    /// The index titles stacked in `slots` places. When there are more titles than places,
    /// UIKit keeps the first and the last and puts `dot` where titles were left out.
    public static func condensed(_ titles: [String], slots: Int, dot: String) -> [String] {
        guard titles.count > slots else { return titles }
        let odd = slots % 2 == 1 ? slots : slots - 1
        let kept = max(1, (odd + 1) / 2)
        var shown: [String] = []
        for position in 0..<kept {
            let title = kept == 1 ? titles[0] : titles[position * (titles.count - 1) / (kept - 1)]
            if position > 0 { shown.append(dot) }
            shown.append(title)
        }
        return shown
    }
}
