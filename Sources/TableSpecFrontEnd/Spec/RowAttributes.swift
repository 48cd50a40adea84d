import TableSpecDiagnostics
import TableSpecModel

/// The row keys a row, a prototype or a `defaults` mapping sets (each allows a subset, see
/// `RowKey`), and defaults resolve key by key, which is why they are one type.
///
/// Only the keys a row sets are stored: a row sets three or four of its forty-odd keys, and a
/// million rows of forty optional fields, each with its source range, would cost more memory
/// than the rest of the front end together. The decoder puts the keys of all the rows of a spec
/// one after another in one `RowFieldStore`, and a row holds its stretch of it: a list of its
/// own per row was an allocation, a release and a few pages of memory for every row of a large
/// spec. A row changed after decoding gets a store of its own.
public struct RowAttributes: Sendable {
    public var range: SourceRange
    private var store: RowFieldStore
    private var fieldStart: UInt32 = 0
    private var fieldCount: UInt32 = 0

    public init(range: SourceRange) {
        self.range = range
        store = RowFieldStore()
    }

    /// Attributes whose keys the decoder appends to `store`, which must end with them: the
    /// decoder adds a row's keys right after it makes the row.
    init(range: SourceRange, appendingTo store: RowFieldStore) {
        self.range = range
        self.store = store
        fieldStart = UInt32(truncatingIfNeeded: store.fields.count)
    }

    /// The range first and the key's slot last: laid out so, a field is 48 bytes instead of 56.
    struct Field: Sendable {
        var range: SourceRange
        var value: Value
        /// The key's `RowKeyDeclaration.slot`.
        var slot: UInt8

        init(slot: UInt8, value: Value, range: SourceRange) {
            self.range = range
            self.value = value
            self.slot = slot
        }
    }

    enum Value: Sendable {
        case text(String)
        case flag(Bool)
        case cellStyle(CellStyle)
        case accessory(Accessory)
        case editingStyle(EditingStyle)
        case height(Height)
        case control(RowControl)
        case role(RowRole)
        /// Boxed: a `swipe` is several times the size of any other value, and unboxed it would
        /// make every field of every row that large (the enum is as big as its largest case).
        indirect case swipe(SwipeDeclaration)
        case actions([ActionDeclaration])
        /// Boxed for the same reason as `swipe`.
        indirect case condition(ConditionText)
        case number(Double)
        case keyboard(KeyboardKind)
        case contentType(TextContentKind)
        case autocapitalization(Autocapitalization)
        case dateMode(DatePickerMode)
        indirect case scalar(FormScalar)
        indirect case range(NumberRangeDeclaration)
        indirect case options([OptionDeclaration])
        indirect case validation(ValidationDeclaration)
        /// A text with plural forms; read as its `other` form wherever a text is.
        indirect case plural(PluralTextDeclaration)
    }

    /// The value of `key`, when the row sets it. Set through here, the row gets a store of its own.
    subscript<Value>(key: RowKey<Value>) -> Located<Value>? {
        get {
            guard let (value, range) = field(key.slot) else { return nil }
            return Value.located(value, at: range)
        }
        set { setField(key.slot, newValue.map { ($0.value.stored, $0.range) }) }
    }

    /// Records that the mapping wrote `key` but its value could not be read (an error already
    /// says why), or wrote an unknown key that stands for it (`stlye`, `cellStyle`). Validation
    /// then treats the key as unknown rather than absent: `style: subtitel` must not be checked as
    /// the `default` style, or one typo would give a second, misleading error about the detail label.
    mutating func markFailed(_ slot: UInt8) {
        failed |= 1 << UInt64(slot)
    }

    /// `markFailed` for each key of a mask of `RowKey.bit`s.
    mutating func markFailed(keys: UInt64) {
        failed |= keys
    }

    /// The keys marked by `markFailed`, one bit each.
    private(set) var failed: UInt64 = 0

    /// Whether `key` was marked by `markFailed`.
    func isUnread<Value>(_ key: RowKey<Value>) -> Bool {
        failed & key.bit != 0
    }

    /// The keys the row sets, one bit each (`RowKey.bit`).
    var setKeys: UInt64 { present }

    /// The keys the row sets, in the order they were written.
    private var setFields: ArraySlice<Field> {
        let fields = store.fields
        let start = min(Int(fieldStart), fields.count)
        return fields[start..<min(start + Int(fieldCount), fields.count)]
    }

    // MARK: Storage

    /// One bit per key that the row sets, so asking for one of the many keys a row does not set
    /// costs a test, not a search.
    private var present: UInt64 = 0

    /// The stored value of the key in `slot` and where it is written, when the row sets it:
    /// what the subscript and `RowValues` read before giving it its type.
    func field(_ slot: UInt8) -> (Value, SourceRange)? {
        guard present & (1 << UInt64(slot)) != 0 else { return nil }
        return store.field(slot, from: fieldStart, count: fieldCount)
    }

    /// Sets or clears a key through the subscript: on a store of the row's own, since the one it
    /// came from may be shared by every row of the spec.
    private mutating func setField(_ slot: UInt8, _ newValue: (Value, SourceRange)?) {
        let bit: UInt64 = 1 << UInt64(slot)
        var fields = Array(setFields)
        let position = present & bit == 0 ? nil : fields.firstIndex { $0.slot == slot }
        switch (newValue, position) {
        case let ((value, range)?, position?): fields[position] = Field(slot: slot, value: value, range: range)
        case let ((value, range)?, nil): fields.append(Field(slot: slot, value: value, range: range))
        case let (nil, position?): fields.remove(at: position)
        case (nil, nil): break
        }
        if newValue == nil { present &= ~bit } else { present |= bit }
        store = RowFieldStore(fields)
        fieldStart = 0
        fieldCount = UInt32(truncatingIfNeeded: fields.count)
    }

    /// The decoder's way in, straight into storage (the subscript's round trip through `Located`
    /// costs more than the key is worth): a key the row does not set yet, appended to the shared
    /// store while the row's keys are the last in it, which they are while the decoder builds the row.
    mutating func add(_ slot: UInt8, _ value: Value, at range: SourceRange) {
        let bit: UInt64 = 1 << UInt64(slot)
        guard present & bit == 0, Int(fieldStart) + Int(fieldCount) == store.fields.count else {
            setField(slot, (value, range))
            return
        }
        store.fields.append(Field(slot: slot, value: value, range: range))
        fieldCount += 1
        present |= bit
    }

    /// The plural forms of a text key (`text`, `detail`, `accessibilityLabel`), when it has them.
    func plural(_ key: RowKey<String>) -> PluralTextDeclaration? {
        if case (.plural(let plural), _)? = field(key.slot) { return plural }
        return nil
    }
}

/// The keys of many rows, one row's after another's (see `RowAttributes`).
///
/// Appended to only by the decoder that made it, while it decodes, and read-only once the
/// declarations leave the decoder: rows changed later get a store of their own.
final class RowFieldStore: @unchecked Sendable {
    /// Unchecked: every key of every row is appended here, and a dynamic exclusivity check on
    /// each append cost more than the append. The one writer is the decoder, one key at a time.
    @exclusivity(unchecked) var fields: [RowAttributes.Field]

    init(_ fields: [RowAttributes.Field] = []) {
        self.fields = fields
    }

    /// The value of the key in `slot` among the `count` keys from `start`: one row's. Here, on
    /// the store, so the look-up reads the array in place.
    func field(_ slot: UInt8, from start: UInt32, count: UInt32) -> (RowAttributes.Value, SourceRange)? {
        var index = Int(start)
        let end = min(index + Int(count), fields.count)
        while index < end {
            if fields[index].slot == slot { return (fields[index].value, fields[index].range) }
            index += 1
        }
        return nil
    }

    /// Room for `count` keys, so the store is allocated once; a bound, not a promise.
    func reserve(_ count: Int) {
        guard fields.capacity < count else { return }
        fields.reserveCapacity(count)
    }
}
