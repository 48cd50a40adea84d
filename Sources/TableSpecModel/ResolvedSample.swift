/// A dynamic section's sample items, checked against its model: a value for every field of every
/// item, stored flat.
///
/// Previews draw these items and the generated code embeds them. A sample file of 100,000 items
/// holds about 400,000 values. Kept as an array of values per item, each text value its own
/// `String`, that was 100,000 arrays allocated while validating and freed again at the end:
/// about a sixth of the instructions `validate` spent on such a file above libyaml's own. Flat,
/// every value is one slot in one array, allocated once, and a text value is a range of the
/// declared items' text, whose buffer this store shares instead of copying. Items are read as
/// `SampleItem`s, which make each `SampleValue` when it is asked for.
public struct ResolvedSample: Sendable {
    /// How many values each item has: one per field of the model, in the model's order.
    public let fieldCount: Int
    /// The number of items.
    @usableFromInline package var itemCount = 0
    /// `fieldCount` slots per item, item after item.
    @usableFromInline package var slots: [Slot] = []
    /// The UTF-8 text that `.text` slots are ranges of.
    @usableFromInline package let text: [UInt8]

    /// One value as stored: a text value is where its bytes are in `text`.
    @usableFromInline package enum Slot: Equatable, Sendable {
        case text(start: UInt32, end: UInt32)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
    }

    /// An empty store for items of `fieldCount` fields whose text values are ranges of `text`,
    /// with room for `items` items. The front end, which resolves the items, is the one writer.
    @inlinable package init(fieldCount: Int, text: [UInt8], reservingItems items: Int) {
        self.fieldCount = fieldCount
        self.text = text
        slots.reserveCapacity(items * fieldCount)
    }

    /// Adds an item whose every value is nil until `setLastItem` gives it one. Inlinable, as
    /// are the two below, since validation, in another module, calls them for every value.
    @inlinable package mutating func appendItem() {
        for _ in 0..<fieldCount { slots.append(.null) }
        itemCount += 1
    }

    /// Gives the last item's field `field` (a position in the model) its value.
    @inlinable package mutating func setLastItem(field: Int, to slot: Slot) {
        slots[slots.count - fieldCount + field] = slot
    }

    /// Takes back the last item, which turned out not to fit the model.
    @inlinable package mutating func removeLastItem() {
        slots.removeLast(fieldCount)
        itemCount -= 1
    }

    /// Field `field`'s value in item `item`.
    public func value(ofItem item: Int, field: Int) -> SampleValue {
        switch slots[item * fieldCount + field] {
        case .text(let start, let end): .string(String(decoding: text[Int(start)..<Int(end)], as: UTF8.self))
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .bool(let value): .bool(value)
        case .null: .null
        }
    }
}

extension ResolvedSample: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { itemCount }

    public subscript(position: Int) -> SampleItem {
        SampleItem(sample: self, item: position)
    }
}

/// One sample item: its values, one per model field in the model's order, each made when read.
public struct SampleItem: RandomAccessCollection, Sendable {
    private let sample: ResolvedSample
    private let item: Int

    init(sample: ResolvedSample, item: Int) {
        self.sample = sample
        self.item = item
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { sample.fieldCount }

    public subscript(field: Int) -> SampleValue {
        sample.value(ofItem: item, field: field)
    }

    /// The values as an array, for code that compares or keeps them.
    public var values: [SampleValue] { Array(self) }
}

public enum SampleValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null

    /// How the value reads inside a label, as Swift's string interpolation would print it.
    public var text: String? {
        switch self {
        case .string(let value): value
        case .int(let value): String(value)
        case .double(let value): String(value)
        case .bool(let value): String(value)
        case .null: nil
        }
    }
}
