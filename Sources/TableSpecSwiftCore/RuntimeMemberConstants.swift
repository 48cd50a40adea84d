/// The member names, cases and argument labels of `TableSpecRuntime`'s API that the generated Swift
/// spells, grouped by the runtime type they belong to; and the names the generated code gives its own
/// locals. With `Constants`, every name a generated file spells that no spec gives it: a runtime
/// rename is an edit here, and the goldens show what it changed.
extension Constants {
    /// `TableRow`'s stored fields that the payload sets under other names than the spec's keys.
    package enum Row {
        package static let customReuseIdentifier = "customReuseIdentifier"
        package static let declaredActions = "declaredActions"
        /// `TableRow.init`'s labels for a dynamic row: the item it draws, the table it opens, its segue.
        package static let item = "item"
        package static let opens = "opens"
        package static let segue = "segue"
        /// The labels of the texts a prototype binds: also the row's properties.
        package static let text = "text"
        package static let detail = "detail"
        package static let image = "image"
        package static let accessibilityLabel = "accessibilityLabel"
        /// `localized` + a text's property: the row's localized companion of that text.
        package static let localizedPrefix = "localized"
    }

    /// `TableSection`'s initializer and `TableContent`'s section updates.
    package enum Section {
        /// `TableRow.localize(_:)`, which gives a dynamic row's text its localized companion.
        package static let localize = "localize"
        package static let rows = "rows"
        /// `TableSection(rows, like: declared)`: a dynamic section's rows, in the declared section's place.
        package static let like = "like"
        package static let sections = "sections"
        /// `replaceSections(declaredIndex:with:)`.
        package static let declaredIndex = "declaredIndex"
        package static let with = "with"
    }

    /// `TableIndexEntry`'s cases: a title that jumps to a section, and the titles grouped by initial.
    package enum IndexEntry {
        package static let title = "title"
        package static let groups = "groups"
        package static let section = "section"
        /// `TableDefinition.localizedString(_:)`, which looks an index title up in the table's strings.
        package static let localizedString = "localizedString"
    }

    /// `TableCondition`'s cases and `TableValue`'s, for `hidden` and `disabled`.
    package enum Condition {
        package static let constant = "constant"
        package static let value = "value"
        package static let not = "not"
        package static let all = "all"
        package static let any = "any"
        package static let compare = "compare"
        package static let equal = "equal"
        package static let notEqual = "notEqual"
        package static let less = "less"
        package static let lessOrEqual = "lessOrEqual"
        package static let greater = "greater"
        package static let greaterOrEqual = "greaterOrEqual"
        /// `TableValue`'s cases.
        package static let bool = "bool"
        package static let int = "int"
        package static let double = "double"
        package static let text = "text"
    }

    /// `RowControl`'s cases and their labels, `TableDateDefault`'s and `TableValidation`'s.
    package enum Control {
        package static let textField = "textField"
        /// The switch, `RowControl.switch`, as a payload field reads it.
        package static let switchControl = "switch"
        package static let placeholder = "placeholder"
        package static let keyboard = "keyboard"
        package static let contentType = "contentType"
        /// The runtime's `TextContentType.url`, UIKit's `URL`.
        package static let urlContentType = "url"
        package static let isSecure = "isSecure"
        package static let autocapitalization = "autocapitalization"
        package static let autocorrects = "autocorrects"
        package static let minimum = "minimum"
        package static let maximum = "maximum"
        package static let step = "step"
        package static let isInteger = "isInteger"
        package static let minimumImage = "minimumImage"
        package static let maximumImage = "maximumImage"
        package static let detail = "detail"
        package static let option = "option"
        package static let of = "of"
        package static let title = "title"
        package static let picker = "picker"
        package static let segmented = "segmented"
        package static let style = "style"
        package static let mode = "mode"
        package static let startingAt = "startingAt"
        package static let datePicker = "datePicker"
        /// `TableDateDefault`'s cases and labels.
        package static let time = "time"
        package static let day = "day"
        package static let dayAndTime = "dayAndTime"
        package static let year = "year"
        package static let month = "month"
        package static let hour = "hour"
        package static let minute = "minute"
        /// `TableValidation.rules(…)` and its labels.
        package static let rules = "rules"
        package static let required = "required"
        package static let minLength = "minLength"
        package static let maxLength = "maxLength"
        package static let pattern = "pattern"
        package static let format = "format"
        package static let message = "message"
    }

    /// `TableValueText`: a stepper's detail around its value, with its plural forms.
    package enum ValueText {
        package static let text = "text"
        package static let localized = "localized"
        package static let before = "before"
        package static let after = "after"
        package static let comment = "comment"
        package static let forms = "forms"
        package static let language = "language"
    }

    /// `LocalizedText`'s and `TableText`'s labels, `TablePluralRules.text(for:language:…)`'s, and
    /// `TableLocalization`'s.
    package enum Localized {
        package static let localized = "localized"
        package static let defaultValue = "defaultValue"
        package static let table = "table"
        package static let bundle = "bundle"
        package static let comment = "comment"
        package static let `for` = "for"
        package static let language = "language"
        /// The plural category every plural text has.
        package static let other = "other"
    }

    /// `TableSwipeActions` and `TableAction`.
    package enum Actions {
        package static let leading = "leading"
        package static let trailing = "trailing"
        package static let performsFirstActionWithFullSwipe = "performsFirstActionWithFullSwipe"
        package static let menu = "menu"
        /// The built-in delete, `TableAction.delete`.
        package static let delete = "delete"
        package static let id = "id"
        package static let title = "title"
        package static let image = "image"
        package static let isDestructive = "isDestructive"
        package static let color = "color"
    }

    /// `TableValueStorage`'s labels: the UserDefaults suite and each row's key.
    package enum ValueStorage {
        package static let suiteName = "suiteName"
        package static let keys = "keys"
    }

    /// `TableEmptyState`, `TableEmptyAction` and `TableSearchSettings`.
    package enum Screen {
        package static let title = "title"
        package static let message = "message"
        package static let image = "image"
        package static let action = "action"
        package static let id = "id"
        package static let prompt = "prompt"
        package static let searchesText = "searchesText"
        package static let searchesDetail = "searchesDetail"
        package static let scopes = "scopes"
        package static let key = "key"
        package static let declaredSection = "declaredSection"
        /// The closure that gives a dynamic row's item's searched texts.
        package static let itemTexts = "itemTexts"
    }

    /// `PayloadReader`'s members, which the generated decoders call.
    package enum Payload {
        package static let nextField = "nextField"
        package static let nextLine = "nextLine"
        package static let ordinal = "ordinal"
        package static let below = "below"
        /// The generated names: `encodedStaticSections`, `decodeSections`, `encoded<Name>`, `decode<Name>`,
        /// and `<type>Cases`, the cases a payload field's ordinal picks from.
        package static let encodedStaticSections = "encodedStaticSections"
        package static let decodeSections = "decodeSections"
        package static let encodedPrefix = "encoded"
        package static let decodePrefix = "decode"
        package static let casesSuffix = "Cases"
        /// The reader's typed reads of one field's value.
        package static let text = "text"
        package static let number = "number"
        package static let flag = "flag"
        package static let integer = "integer"
        /// A field's tag and value.
        package static let tag = "tag"
        package static let value = "value"
    }

    /// `TablePreviewAppearance`'s label.
    package enum Preview {
        package static let appearance = "appearance"
        /// `preview(_:appearance:)`, which the UIKit and SwiftUI presenters declare.
        package static let preview = "preview"
        package static let dark = "dark"
        package static let largeText = "largeText"
    }

    /// Argument labels that are prepositions, shared by several runtime and UIKit calls:
    /// `viewController(for:)`, `destination(for:)`, `configure(with:)`.
    package enum Label {
        package static let `for` = "for"
        package static let with = "with"
    }

    /// The names of the generated code's parameters and locals, and the prefixes of the names it
    /// makes from a spec's (`sample<Parameter>`, `set<Parameter>`).
    package enum Local {
        package static let item = "item"
        package static let items = "items"
        package static let row = "row"
        package static let section = "section"
        package static let sections = "sections"
        package static let value = "value"
        package static let index = "index"
        package static let kind = "kind"
        package static let field = "field"
        package static let next = "next"
        package static let reader = "reader"
        package static let payload = "payload"
        package static let table = "table"
        package static let cell = "cell"
        package static let updated = "updated"
        package static let animated = "animated"
        package static let tableView = "tableView"
        /// The fallback name of a model's items.
        package static let valueFallback = "value"
        /// `field0`, `field1`, …: a sample item's fields as they are read.
        package static let fieldPrefix = "field"
        package static let samplePrefix = "sample"
        package static let setterPrefix = "set"
    }
}
