import TableSpecDiagnostics
import TableSpecModel

/// The row keys. Rows, prototypes and `defaults` share them (each allows a subset, see
/// `SpecObject.keys`), and defaults resolve key by key, which is why they are one type.
///
/// Only the keys a row sets are stored: a row sets three or four of its twenty keys, and a
/// million rows of twenty optional fields, each with its source range, would cost more memory
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

    /// The range first and the key last: laid out so, a field is 48 bytes instead of 56.
    struct Field: Sendable {
        var range: SourceRange
        var value: Value
        var key: SpecKeyName

        init(key: SpecKeyName, value: Value, range: SourceRange) {
            self.range = range
            self.value = value
            self.key = key
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

    public var text: Located<String>? {
        get { Self.text(field(.text)) }
        set { setField(.text, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var detail: Located<String>? {
        get { Self.text(field(.detail)) }
        set { setField(.detail, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var image: Located<String>? {
        get { Self.text(field(.image)) }
        set { setField(.image, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var id: Located<String>? {
        get { Self.text(field(.id)) }
        set { setField(.id, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var reuseIdentifier: Located<String>? {
        get { Self.text(field(.reuseIdentifier)) }
        set { setField(.reuseIdentifier, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var customClass: Located<String>? {
        get { Self.text(field(.customClass)) }
        set { setField(.customClass, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var deleteConfirmation: Located<String>? {
        get { Self.text(field(.deleteConfirmation)) }
        set { setField(.deleteConfirmation, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var accessibilityLabel: Located<String>? {
        get { Self.text(field(.accessibilityLabel)) }
        set { setField(.accessibilityLabel, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var segue: Located<String>? {
        get { Self.text(field(.segue)) }
        set { setField(.segue, newValue.map { (.text($0.value), $0.range) }) }
    }

    public var style: Located<CellStyle>? {
        get { if case (.cellStyle(let value), let range)? = field(.style) { Located(value, at: range) } else { nil } }
        set { setField(.style, newValue.map { (.cellStyle($0.value), $0.range) }) }
    }

    public var accessory: Located<Accessory>? {
        get { Self.accessory(field(.accessory)) }
        set { setField(.accessory, newValue.map { (.accessory($0.value), $0.range) }) }
    }

    public var editingAccessory: Located<Accessory>? {
        get { Self.accessory(field(.editingAccessory)) }
        set { setField(.editingAccessory, newValue.map { (.accessory($0.value), $0.range) }) }
    }

    public var editingStyle: Located<EditingStyle>? {
        get { if case (.editingStyle(let value), let range)? = field(.editingStyle) { Located(value, at: range) } else { nil } }
        set { setField(.editingStyle, newValue.map { (.editingStyle($0.value), $0.range) }) }
    }

    public var height: Located<Height>? {
        get { if case (.height(let value), let range)? = field(.height) { Located(value, at: range) } else { nil } }
        set { setField(.height, newValue.map { (.height($0.value), $0.range) }) }
    }

    public var selectable: Located<Bool>? {
        get { Self.flag(field(.selectable)) }
        set { setField(.selectable, newValue.map { (.flag($0.value), $0.range) }) }
    }

    public var checked: Located<Bool>? {
        get { Self.flag(field(.checked)) }
        set { setField(.checked, newValue.map { (.flag($0.value), $0.range) }) }
    }

    public var canEdit: Located<Bool>? {
        get { Self.flag(field(.canEdit)) }
        set { setField(.canEdit, newValue.map { (.flag($0.value), $0.range) }) }
    }

    public var canMove: Located<Bool>? {
        get { Self.flag(field(.canMove)) }
        set { setField(.canMove, newValue.map { (.flag($0.value), $0.range) }) }
    }

    public var control: Located<RowControl>? {
        get { if case (.control(let value), let range)? = field(.control) { Located(value, at: range) } else { nil } }
        set { setField(.control, newValue.map { (.control($0.value), $0.range) }) }
    }

    public var on: Located<Bool>? {
        get { Self.flag(field(.on)) }
        set { setField(.on, newValue.map { (.flag($0.value), $0.range) }) }
    }

    /// `default`: the row's value when the screen first shows, read as its control needs.
    public var defaultValue: Located<FormScalar>? {
        get { if case (.scalar(let value), let range)? = field(.defaultValue) { Located(value, at: range) } else { nil } }
        set { setField(.defaultValue, newValue.map { (.scalar($0.value), $0.range) }) }
    }

    public var role: Located<RowRole>? {
        get { if case (.role(let value), let range)? = field(.role) { Located(value, at: range) } else { nil } }
        set { setField(.role, newValue.map { (.role($0.value), $0.range) }) }
    }

    public var swipe: Located<SwipeDeclaration>? {
        get { if case (.swipe(let value), let range)? = field(.swipe) { Located(value, at: range) } else { nil } }
        set { setField(.swipe, newValue.map { (.swipe($0.value), $0.range) }) }
    }

    public var menu: Located<[ActionDeclaration]>? {
        get { if case (.actions(let value), let range)? = field(.menu) { Located(value, at: range) } else { nil } }
        set { setField(.menu, newValue.map { (.actions($0.value), $0.range) }) }
    }

    /// The row's `hidden` condition, as written.
    public var hidden: ConditionText? {
        get { if case (.condition(let value), _)? = field(.hidden) { value } else { nil } }
        set { setField(.hidden, newValue.map { (.condition($0), $0.range) }) }
    }

    /// The row's `disabled` condition, as written.
    public var disabled: ConditionText? {
        get { if case (.condition(let value), _)? = field(.disabled) { value } else { nil } }
        set { setField(.disabled, newValue.map { (.condition($0), $0.range) }) }
    }

    /// The row's UserDefaults key, when it is not its id.
    public var key: Located<String>? {
        get { Self.text(field(.key)) }
        set { setField(.key, newValue.map { (.text($0.value), $0.range) }) }
    }

    /// The table the row opens, by its `table` name.
    public var opens: Located<String>? {
        get { Self.text(field(.opens)) }
        set { setField(.opens, newValue.map { (.text($0.value), $0.range) }) }
    }

    /// Adds a decoded key, straight into storage: the decoder sets each key of each row once, and
    /// the typed setters' round trip through `Located` costs more than the key is worth. A key
    /// that failed to decode (nil) is left out, as the setters would.
    mutating func add<Decoded>(_ key: SpecKeyName, _ decoded: Located<Decoded>?, as wrap: (Decoded) -> Value) {
        guard let decoded else {
            markFailed(key)
            return
        }
        addField(key, wrap(decoded.value), decoded.range)
    }

    /// Records that the mapping wrote `key` but its value could not be read (an error already
    /// says why), or wrote an unknown key that stands for it (`stlye`, `cellStyle`). Validation
    /// then treats the key as unknown rather than absent: `style: subtitel` must not be checked as
    /// the `default` style, or one typo would give a second, misleading error about the detail label.
    mutating func markFailed(_ key: SpecKeyName) {
        failed |= Self.bit(key)
    }

    /// The keys marked by `markFailed`, one bit each.
    private(set) var failed: UInt64 = 0

    /// Whether `key` was marked by `markFailed`.
    func isUnread(_ key: SpecKeyName) -> Bool {
        failed & Self.bit(key) != 0
    }

    /// The keys the row sets, in the order they were written.
    var setFields: ArraySlice<Field> {
        let fields = store.fields
        let start = min(Int(fieldStart), fields.count)
        return fields[start..<min(start + Int(fieldCount), fields.count)]
    }

    // MARK: Storage

    /// One bit per key that the row sets, so asking for one of the many keys a row does not set
    /// costs a test, not a search.
    private var present: UInt64 = 0

    private func field(_ key: SpecKeyName) -> (Value, SourceRange)? {
        guard present & Self.bit(key) != 0 else { return nil }
        for field in setFields where field.key == key { return (field.value, field.range) }
        return nil
    }

    /// Sets or clears a key through the typed properties: on a store of the row's own, since the
    /// one it came from may be shared by every row of the spec.
    private mutating func setField(_ key: SpecKeyName, _ newValue: (Value, SourceRange)?) {
        let bit = Self.bit(key)
        var fields = Array(setFields)
        let position = present & bit == 0 ? nil : fields.firstIndex { $0.key == key }
        switch (newValue, position) {
        case let ((value, range)?, position?): fields[position] = Field(key: key, value: value, range: range)
        case let ((value, range)?, nil): fields.append(Field(key: key, value: value, range: range))
        case let (nil, position?): fields.remove(at: position)
        case (nil, nil): break
        }
        if newValue == nil { present &= ~bit } else { present |= bit }
        store = RowFieldStore(fields)
        fieldStart = 0
        fieldCount = UInt32(truncatingIfNeeded: fields.count)
    }

    /// The decoder's way in: a key the row does not set yet, appended to the shared store while
    /// the row's keys are the last in it, which they are while the decoder builds the row.
    private mutating func addField(_ key: SpecKeyName, _ value: Value, _ range: SourceRange) {
        guard present & Self.bit(key) == 0, Int(fieldStart) + Int(fieldCount) == store.fields.count else {
            setField(key, (value, range))
            return
        }
        store.fields.append(Field(key: key, value: value, range: range))
        fieldCount += 1
        present |= Self.bit(key)
    }

    static func bit(_ key: SpecKeyName) -> UInt64 {
        switch key {
        case .text: 1 << 0
        case .detail: 1 << 1
        case .image: 1 << 2
        case .style: 1 << 3
        case .accessory: 1 << 4
        case .editingAccessory: 1 << 5
        case .id: 1 << 6
        case .height: 1 << 7
        case .reuseIdentifier: 1 << 8
        case .customClass: 1 << 9
        case .selectable: 1 << 10
        case .checked: 1 << 11
        case .editingStyle: 1 << 12
        case .canEdit: 1 << 13
        case .canMove: 1 << 14
        case .deleteConfirmation: 1 << 15
        case .accessibilityLabel: 1 << 16
        case .control: 1 << 17
        case .on: 1 << 18
        case .role: 1 << 19
        case .swipe: 1 << 20
        case .menu: 1 << 21
        case .opens: 1 << 22
        case .hidden: 1 << 23
        case .disabled: 1 << 24
        case .defaultValue: 1 << 25
        case .placeholder: 1 << 26
        case .keyboard: 1 << 27
        case .contentType: 1 << 28
        case .secure: 1 << 29
        case .range: 1 << 30
        case .step: 1 << 31
        case .minImage: 1 << 32
        case .maxImage: 1 << 33
        case .options: 1 << 34
        case .pickerStyle: 1 << 35
        case .mode: 1 << 36
        case .key: 1 << 37
        case .validate: 1 << 38
        case .segue: 1 << 39
        case .autocapitalization: 1 << 40
        case .autocorrection: 1 << 41
        default: 1 << 63
        }
    }

    private static func text(_ field: (Value, SourceRange)?) -> Located<String>? {
        switch field {
        case (.text(let text), let range)?: Located(text, at: range)
        case (.plural(let plural), _)?: plural.other
        default: nil
        }
    }

    /// The plural forms of a text key (`text`, `detail`, `accessibilityLabel`), when it has them.
    func plural(_ key: SpecKeyName) -> PluralTextDeclaration? {
        if case (.plural(let plural), _)? = field(key) { return plural }
        return nil
    }

    private static func flag(_ field: (Value, SourceRange)?) -> Located<Bool>? {
        if case (.flag(let flag), let range)? = field { return Located(flag, at: range) }
        return nil
    }

    private static func accessory(_ field: (Value, SourceRange)?) -> Located<Accessory>? {
        if case (.accessory(let accessory), let range)? = field { return Located(accessory, at: range) }
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

    /// Room for `count` keys, so the store is allocated once; a bound, not a promise.
    func reserve(_ count: Int) {
        guard fields.capacity < count else { return }
        fields.reserveCapacity(count)
    }
}
