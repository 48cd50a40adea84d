import TableSpecDiagnostics
import TableSpecModel

/// Every key of a row, read through its layers: the row (or the prototype), then its section's
/// `defaults`, then the table's. `values[.style]` is the nearest layer's `style`.
///
/// Built on the stack for each row, and nothing is copied out of the layers: filling in a layer
/// is a few mask operations, and a key is looked up in the one layer that set it, only when
/// validation asks for it. A million-row spec builds a million of these, and most of their keys
/// are never set.
struct RowValues {
    /// The layers, nearest first.
    private var first: RowAttributes?
    private var second: RowAttributes?
    private var third: RowAttributes?
    /// The layer the next `fill` reads.
    private var layer = 0
    /// Keys that the second and the third layer give (a key the first gives is in neither).
    private var fromSecond: UInt64 = 0
    private var fromThird: UInt64 = 0
    /// Keys set or unknown so far.
    private var decided: UInt64 = 0
    /// Keys some layer sets (and no nearer one left unknown): the only keys a look-up goes past
    /// one test for.
    private var set: UInt64 = 0
    /// Keys a layer wrote but whose value could not be read (`style: subtitel`), and no nearer
    /// layer set: the row's value for them is unknown, not absent, so rules that read them
    /// (a detail label in the default style, `class` without `custom`) stay quiet instead of
    /// adding a second error to the one the decoder gave. Checked with `isUnknown`.
    private var unknown: UInt64 = 0

    init() {}

    /// Takes each key `layer` sets that no nearer layer did.
    mutating func fill(from attributes: RowAttributes) {
        let taken = attributes.setKeys & ~decided
        switch layer {
        case 0: first = attributes
        case 1:
            second = attributes
            fromSecond = taken
        default:
            third = attributes
            fromThird = taken
        }
        decided |= taken
        set |= taken
        // A value that failed nearer the row hides what a farther layer sets: the row meant to override it.
        unknown |= attributes.failed & ~decided
        decided |= attributes.failed
        layer += 1
    }

    /// The value of `key` in the nearest layer that sets it. Inlined: validation asks a row for
    /// a hundred keys, most of which it does not set, and that answer is one test.
    @inline(__always)
    subscript<Value>(key: RowKey<Value>) -> Located<Value>? {
        guard set & key.bit != 0, let (value, range) = field(key.slot) else { return nil }
        return Value.located(value, at: range)
    }

    /// Which layer set `key`: 0 for the row (or the prototype), 1 for the first `defaults`
    /// filled from, 2 for the next. A control or a role set nearer the row than an accessory
    /// replaces it; set in the same layer, they conflict.
    func layer<Value>(of key: RowKey<Value>) -> Int {
        let bit = key.bit
        return fromSecond & bit != 0 ? 1 : fromThird & bit != 0 ? 2 : 0
    }

    /// Whether a layer wrote `key` with a value that could not be read, nearer than any layer
    /// that set it.
    func isUnknown<Value>(_ key: RowKey<Value>) -> Bool {
        unknown & key.bit != 0
    }

    /// Whether any layer set one of `keys` (`RowKey.bit`s), read or not: most rows set none of a
    /// rare group of keys, and one test tells them apart.
    func setsAny(of keys: UInt64) -> Bool {
        decided & keys != 0
    }

    /// Where `key` is written, when a layer sets it: its value's range.
    func range(of key: RowKeyDeclaration) -> SourceRange? {
        set & key.bit != 0 ? field(key.slot)?.1 : nil
    }

    /// The plural forms of a row's `detail` (a stepper's, chosen by its value), when the layer
    /// that sets it wrote them. An array, empty for nearly every row.
    var detailPlural: [PluralTextDeclaration] {
        guard set & RowKey.detail.bit != 0, let (value, _) = field(RowKey.detail.slot), case .plural(let plural) = value else { return [] }
        return [plural]
    }

    /// The switch's state: `on`, or a `default` of true or false, whichever the nearest layer
    /// sets (in one layer, whichever comes first; writing both is an error of its own).
    var on: Located<Bool>? { switchState?.value }

    /// Which layer set the switch's state: only the row's own is an error without a control.
    var onLayer: Int { switchState?.layer ?? 0 }

    /// How the nearest layer spelled the switch's state: `default`, or its older spelling `on`.
    var onKey: String { switchState?.key ?? "on" }

    private var switchState: (value: Located<Bool>, layer: Int, key: String)? {
        let on = self[.on].map { (value: $0, layer: layer(of: .on), key: "on") }
        // Only the nearest `default` counts: one that is not true or false is no switch state.
        let byDefault = self[.defaultValue].flatMap { scalar -> (value: Located<Bool>, layer: Int, key: String)? in
            guard case .bool(let isOn) = scalar.value.kind else { return nil }
            return (Located(isOn, at: scalar.range), layer(of: .defaultValue), "default")
        }
        switch (on, byDefault) {
        case let (on?, byDefault?):
            let onFirst = on.layer != byDefault.layer ? on.layer < byDefault.layer : on.value.range.start < byDefault.value.range.start
            return onFirst ? on : byDefault
        case let (on, byDefault): return on ?? byDefault
        }
    }

    /// The value a key in `set` has in the nearest layer that sets it.
    private func field(_ slot: UInt8) -> (RowAttributes.Value, SourceRange)? {
        let bit: UInt64 = 1 << UInt64(slot)
        if fromSecond & bit != 0 { return second?.field(slot) }
        if fromThird & bit != 0 { return third?.field(slot) }
        return first?.field(slot)
    }
}
