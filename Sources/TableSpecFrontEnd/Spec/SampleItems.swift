import TableSpecDiagnostics
import TableSpecModel

/// A section's sample items as written, stored flat: one small record per item, one record per
/// field for all the items together, the values' text in one buffer, and each distinct field
/// name once.
///
/// A sample file of 100,000 items has about 375,000 fields. As an array of fields per item, each
/// field with its name and value as `String`s, that came to about 400 bytes an item, alive next
/// to the file's node tree at the end of decoding, and was the front end's peak memory. Flat, an
/// item is 16 bytes and a field 36, its value's text staying where the tree put it, and adding
/// one is an append.
///
/// The validator reads the records directly; as a collection, the store gives each item as a
/// `SampleItemDeclaration`, for code and tests that want values.
public struct SampleItems: Sendable {
    /// The file the items were read from; every range points into it.
    public let file: String
    /// Each distinct field name, in the order first seen; a field refers to one by position.
    public private(set) var names: [String] = []
    private(set) var items: [ItemRecord] = []
    private(set) var fields: [FieldRecord] = []
    /// The UTF-8 text the fields' values are ranges of. Decoded items share the node tree's own
    /// text buffer rather than copying their values out of it: the copy was a fifth of the
    /// store's memory, all of it new pages. Offsets are 32-bit, as in the tree.
    private(set) var text: [UInt8]
    /// The ranges of the few fields whose span is too wide to store compactly.
    private var wideRanges: [(key: SourceRange, value: SourceRange)] = []

    /// An empty store, whose items are added with their values' text.
    public init(file: String) {
        self.file = file
        text = []
    }

    /// An empty store whose fields' values are ranges of `text`, the text of the node tree they
    /// are decoded from.
    init(file: String, sharing text: [UInt8]) {
        self.file = file
        self.text = text
    }

    /// One item: where its mapping starts (where a missing field is reported) and the end of its
    /// fields in `fields`; they start where the previous item's end.
    struct ItemRecord: Sendable {
        var start: SourcePosition
        var fieldsEnd: UInt32
    }

    /// One field, in 36 bytes (a test holds it to that).
    struct FieldRecord: Sendable {
        /// Where the field's name and value are written, for diagnostics.
        var span: SampleFieldSpan
        /// Where the value's bytes are in `text`.
        var textStart: UInt32
        var textEnd: UInt32
        /// The name's position in `names`, with the top bit set for a plain (unquoted) value.
        private var nameAndStyle: UInt32

        private static let plainBit: UInt32 = 1 << 31

        init(span: SampleFieldSpan, textStart: UInt32, textEnd: UInt32, name: Int, isPlain: Bool) {
            self.span = span
            self.textStart = textStart
            self.textEnd = textEnd
            nameAndStyle = UInt32(truncatingIfNeeded: name) | (isPlain ? Self.plainBit : 0)
        }

        var name: Int { Int(nameAndStyle & ~Self.plainBit) }
        var isPlain: Bool { nameAndStyle & Self.plainBit != 0 }
    }

    // MARK: Building

    /// Reserves room for `items` items with `fields` fields in all, so the lists are allocated
    /// once, at their final size.
    mutating func reserve(items: Int, fields: Int) {
        self.items.reserveCapacity(items)
        self.fields.reserveCapacity(fields)
    }

    /// Adds a distinct field name and returns its position; the decoder checks it is new.
    mutating func addName(_ name: String) -> Int {
        names.append(name)
        return names.count - 1
    }

    /// Adds a field to the item being built, with its name's position in `names`, where its
    /// name and value are written, and the value's text as `bytes`, which are added to `text`.
    mutating func appendField(name: Int, key: SourceRange, value: SourceRange, text bytes: UnsafeBufferPointer<UInt8>, isPlain: Bool) {
        let start = text.count
        text.append(contentsOf: bytes)
        appendField(name: name, key: key, value: value, textStart: start, textCount: bytes.count, isPlain: isPlain)
    }

    /// Adds a field to the item being built, with its name's position in `names`, where its
    /// name and value are written, and where the value's text already is in `text`.
    mutating func appendField(name: Int, key: SourceRange, value: SourceRange, textStart: Int, textCount: Int, isPlain: Bool) {
        let span: SampleFieldSpan
        if let compact = SampleFieldSpan(key: key, value: value) {
            span = compact
        } else {
            span = SampleFieldSpan(wide: wideRanges.count)
            wideRanges.append((key, value))
        }
        fields.append(
            FieldRecord(
                span: span, textStart: UInt32(truncatingIfNeeded: textStart), textEnd: UInt32(truncatingIfNeeded: textStart + textCount),
                name: name, isPlain: isPlain))
    }

    /// Ends the item being built: the fields added since the last item are its own.
    mutating func endItem(start: SourcePosition) {
        items.append(ItemRecord(start: start, fieldsEnd: UInt32(truncatingIfNeeded: fields.count)))
    }

    /// Adds an item as a declaration, for code that builds items by hand; its ranges are taken
    /// to point into this store's `file`. Names are told apart by their bytes, as the decoder
    /// does.
    public mutating func append(_ item: SampleItemDeclaration) {
        for field in item.fields {
            let name = names.firstIndex { $0.utf8.elementsEqual(field.name.value.utf8) } ?? addName(field.name.value)
            var value = field.value.text
            value.withUTF8 { bytes in
                appendField(name: name, key: field.name.range, value: field.value.range, text: bytes, isPlain: field.value.isPlain)
            }
        }
        endItem(start: item.start)
    }

    // MARK: Reading

    /// The positions in `fields` of item `item`'s fields.
    func fieldPositions(ofItem item: Int) -> Range<Int> {
        let start = item == 0 ? 0 : Int(items[item - 1].fieldsEnd)
        return start..<Int(items[item].fieldsEnd)
    }

    /// Where field `field`'s name is written.
    func keyRange(ofField field: Int) -> SourceRange {
        let span = fields[field].span
        guard let wide = span.wideIndex else { return span.key }
        return wideRanges[wide].key
    }

    /// Where field `field`'s value is written.
    func valueRange(ofField field: Int) -> SourceRange {
        let span = fields[field].span
        guard let wide = span.wideIndex else { return span.value }
        return wideRanges[wide].value
    }

    /// Where field `field`'s value is in `text`.
    func valueTextBounds(ofField field: Int) -> (start: UInt32, end: UInt32) {
        let record = fields[field]
        return (record.textStart, record.textEnd)
    }

    /// Field `field`'s value as text.
    func valueText(ofField field: Int) -> String {
        let bounds = valueTextBounds(ofField: field)
        return String(decoding: text[Int(bounds.start)..<Int(bounds.end)], as: UTF8.self)
    }
}

extension SampleItems: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }

    /// Item `position` with its fields as values; made on each access.
    public subscript(position: Int) -> SampleItemDeclaration {
        let fieldValues = fieldPositions(ofItem: position).map { field in
            let record = fields[field]
            return SampleField(
                name: Located(names[record.name], at: keyRange(ofField: field)),
                value: SampleScalar(text: valueText(ofField: field), range: valueRange(ofField: field), isPlain: record.isPlain))
        }
        return SampleItemDeclaration(file: file, start: items[position].start, fields: fieldValues)
    }
}

extension SampleItems: ExpressibleByArrayLiteral {
    /// Items written out, all from one file: the store takes the first item's file (no items,
    /// no file).
    public init(arrayLiteral elements: SampleItemDeclaration...) {
        self.init(file: elements.first?.file ?? "")
        for element in elements { append(element) }
    }
}
