/// Every name the generated Swift spells that no spec gives it: `TableSpecRuntime`'s module and types,
/// the types each table declares in its namespace, and Swift's own. In one place, so that renaming a
/// runtime type is one edit here, and a reader of a generator sees which names are fixed. The UIKit
/// and SwiftUI targets keep theirs beside them (`UIKitConstants`, `SwiftUIConstants`); the runtime's
/// member names, cases and labels, and the generated code's locals, are in `RuntimeMemberConstants.swift`.
/// `GeneratorNamesTests` finds a name a generator spells as a literal instead.
package enum Constants {
    /// `TableSpecRuntime`, which every generated table imports, and the names in it the code calls.
    package enum Runtime {
        package static let module = "TableSpecRuntime"
        /// The SPI group of the members only generated code calls.
        package static let spiGroup = "Generated"
        /// The type the runtime declares for each version of the generated code it reads; a file names it,
        /// so a runtime too old or too new for the file is a compile error that says so.
        package static let versionMarker = "TableSpecRuntimeVersion_1"
        /// `RuntimeVersionOf<Table>`: the typealias that names `versionMarker`.
        package static let versionAliasPrefix = "RuntimeVersionOf"
        package static let definition = "TableDefinition"
        package static let content = "TableContent"
        package static let text = "TableText"
        package static let localizedText = "LocalizedText"
        package static let localization = "TableLocalization"
        package static let key = "TableKey"
        package static let valueStorage = "TableValueStorage"
        package static let style = "TableStyle"
        package static let emptyState = "TableEmptyState"
        package static let emptyAction = "TableEmptyAction"
        package static let searchSettings = "TableSearchSettings"
        package static let searchScope = "TableSearchScope"
        package static let rowItem = "TableRowItem"
        package static let pluralText = "TablePluralRules.text"
        package static let payloadRead = "PayloadReader.read"
        package static let initialGroupingSections = "InitialGrouping.sections"
        /// The runtime's enums a payload field holds a case of.
        package static let selectionList = "SelectionList"
        package static let cellStyle = "CellStyle"
        package static let role = "Role"
        package static let accessory = "Accessory"
        package static let editingStyle = "EditingStyle"
    }

    /// The members of the runtime's `TableDefinition` that a table's generated conformance
    /// declares: the spec's answers to what the runtime asks of every table.
    package enum Definition {
        package static let declaredSections = "declaredSections"
        package static let itemSections = "itemSections"
        package static let indexEntries = "indexEntries"
        package static let localization = "localization"
        package static let defaultRowHeight = "defaultRowHeight"
        package static let rowsAreSelectable = "rowsAreSelectable"
        package static let defaultSectionHeaderHeight = "defaultSectionHeaderHeight"
        package static let defaultSectionFooterHeight = "defaultSectionFooterHeight"
        package static let declaredHeader = "declaredHeader"
        package static let declaredFooter = "declaredFooter"
        package static let style = "style"
        package static let declaredTitle = "declaredTitle"
        package static let hasEditableRows = "hasEditableRows"
        package static let deleteActionTitle = "deleteActionTitle"
        package static let valueStorage = "valueStorage"
        package static let emptyState = "emptyState"
        package static let isRefreshable = "isRefreshable"
        package static let search = "search"
        /// `TableRowItem`'s requirement: the key a dynamic row's item is told apart by.
        package static let identityKey = "identityKey"
    }

    /// The members the generated code declares for itself and calls, beside the runtime's.
    package enum Generated {
        /// The function that builds the declared sections, with the items of the dynamic ones.
        package static let makeSections = "makeSections"
        /// The static sections decoded from their payload, once.
        package static let staticSections = "staticSections"
        /// `TableContent`'s method that puts items into a dynamic section.
        package static let replaceSections = "replaceSections"
    }

    /// The types a table declares inside its namespace, and the suffixes of the names made from a spec's.
    package enum Table {
        package static let rowID = "RowID"
        package static let sectionID = "SectionID"
        package static let actionID = "ActionID"
        package static let openedTable = "OpenedTable"
        package static let rowItem = "RowItem"
        /// A dynamic row's key, and the form's typed keys.
        package static let key = "Key"
        package static let keys = "Keys"
        package static let customCell = "CustomCell"
        /// `<prototype>Row`, `<parameter>Sections`, `<model>Items`.
        package static let rowSuffix = "Row"
        package static let sectionsSuffix = "Sections"
        package static let itemsSuffix = "Items"
    }

    /// Swift's own types and protocols, and Apple's preview macro.
    package enum Swift {
        package static let string = "String"
        package static let bool = "Bool"
        package static let date = "Date"
        package static let set = "Set"
        package static let foundation = "Foundation"
        /// The condition the previews are compiled under.
        package static let debugCondition = "DEBUG"
        package static let int = "Int"
        package static let double = "Double"
        package static let staticString = "StaticString"
        package static let hashable = "Hashable"
        package static let sendable = "Sendable"
        package static let caseIterable = "CaseIterable"
        package static let bundlePrefix = "Bundle."
        package static let preview = "Preview"
        /// `Optional.map` and `Array.map`.
        package static let map = "map"
        package static let `self` = "self"
        package static let initializer = "init"
        package static let append = "append"
        package static let reserveCapacity = "reserveCapacity"
        package static let isEmpty = "isEmpty"
        package static let count = "count"
        package static let allCases = "allCases"
    }
}
