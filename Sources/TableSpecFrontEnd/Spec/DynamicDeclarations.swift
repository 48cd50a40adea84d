import TableSpecDiagnostics
import TableSpecModel

/// A model under `models`: the fields an item of a dynamic section has.
public struct ModelDeclaration: Sendable {
    public var name: Located<String>
    public var fields: [FieldDeclaration]
    public var range: SourceRange
}

public struct FieldDeclaration: Sendable {
    public var name: Located<String>
    /// The type as written, such as `String?`; the validator checks it.
    public var type: Located<String>
}

/// A prototype under `prototypes`: the cell that draws each item.
public struct PrototypeDeclaration: Sendable {
    public var name: Located<String>
    public var attributes: RowAttributes
}

/// A section's `items`: rows that come from data at run time.
public struct ItemsDeclaration: Sendable {
    public var range: SourceRange
    public var model: Located<String>?
    public var prototype: Located<String>?
    public var groupBy: Located<GroupBy>?
    /// The model field that identifies an item, as written; the validator checks it.
    public var id: Located<String>?
    public var sample: SampleDeclaration?
}

/// A section's example data, written inline or kept in a file of its own.
public struct SampleDeclaration: Sendable {
    public var range: SourceRange
    /// The path as written, relative to the spec, when the sample lives in its own file.
    public var path: Located<String>?
    /// The items, inline or read from `path` (nil when the file could not be read).
    public var items: SampleItems?
}

/// One sample item: field names and their scalar values, still untyped until the validator
/// reads them as the model's field types. `SampleItems` stores items flat and makes these on
/// request.
public struct SampleItemDeclaration: Hashable, Sendable {
    public var file: String
    /// Where the item's mapping starts.
    public var start: SourcePosition
    public var fields: [SampleField]

    public init(file: String, start: SourcePosition, fields: [SampleField]) {
        self.file = file
        self.start = start
        self.fields = fields
    }
}

/// One field of a sample item: its name where written, and its value.
public struct SampleField: Hashable, Sendable {
    public var name: Located<String>
    public var value: SampleScalar

    public init(name: Located<String>, value: SampleScalar) {
        self.name = name
        self.value = value
    }
}

/// A sample value as written.
public struct SampleScalar: Hashable, Sendable {
    public var text: String
    public var range: SourceRange
    /// Plain (unquoted), which is what makes `null`, `~` or an empty value mean nil and `12`
    /// a number.
    public var isPlain: Bool

    public init(text: String, range: SourceRange, isPlain: Bool) {
        self.text = text
        self.range = range
        self.isPlain = isPlain
    }
}
