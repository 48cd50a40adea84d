import TableSpecModel
import TableSpecDiagnostics

/// A `SpecEnum` whose spellings the decoder matches as bytes, kept once per type, so a value is
/// recognised without making a `String` for it in every row.
protocol SpelledEnum: SpecEnum {
    static var spellingTable: SpellingTable<Self> { get }
}

/// A `SpecEnum`'s spellings as bytes.
struct SpellingTable<Value: SpecEnum>: Sendable {
    let names: ByteNameTable<Value>

    init() {
        names = ByteNameTable(Value.allCases.map { ($0.rawValue, $0) })
    }
}

extension TableStyle: SpelledEnum {
    static let spellingTable = SpellingTable<TableStyle>()
}

extension SeparatorStyle: SpelledEnum {
    static let spellingTable = SpellingTable<SeparatorStyle>()
}

extension CellStyle: SpelledEnum {
    static let spellingTable = SpellingTable<CellStyle>()
}

extension Accessory: SpelledEnum {
    static let spellingTable = SpellingTable<Accessory>()
}

extension RowControl: SpelledEnum {
    static let spellingTable = SpellingTable<RowControl>()
}

extension RowRole: SpelledEnum {
    static let spellingTable = SpellingTable<RowRole>()
}

extension EditingStyle: SpelledEnum {
    static let spellingTable = SpellingTable<EditingStyle>()
}

extension TableSelection: SpelledEnum {
    static let spellingTable = SpellingTable<TableSelection>()
}

extension SelectionList: SpelledEnum {
    static let spellingTable = SpellingTable<SelectionList>()
}

extension GroupBy: SpelledEnum {
    static let spellingTable = SpellingTable<GroupBy>()
}

extension ActionStyle: SpelledEnum {
    static let spellingTable = SpellingTable<ActionStyle>()
}

extension ActionColor: SpelledEnum {
    static let spellingTable = SpellingTable<ActionColor>()
}

extension LocalizationBundle: SpelledEnum {
    static let spellingTable = SpellingTable<LocalizationBundle>()
}

extension ValueFormat: SpelledEnum {
    static let spellingTable = SpellingTable<ValueFormat>()
}

extension ValueStore: SpelledEnum {
    static let spellingTable = SpellingTable<ValueStore>()
}

extension KeyboardKind: SpelledEnum {
    static let spellingTable = SpellingTable<KeyboardKind>()
}

extension TextContentKind: SpelledEnum {
    static let spellingTable = SpellingTable<TextContentKind>()
}

extension Autocapitalization: SpelledEnum {
    static let spellingTable = SpellingTable<Autocapitalization>()
}

extension DatePickerMode: SpelledEnum {
    static let spellingTable = SpellingTable<DatePickerMode>()
}
