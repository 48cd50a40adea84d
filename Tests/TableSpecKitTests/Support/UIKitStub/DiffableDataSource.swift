// Diffable data sources (iOS 13): a table's content as a snapshot of section and item
// identifiers, applied with animated differences. See UIKit.swift for how the stub is built.
//
// As the SDK's Swift interface declares them (iOS 18.3's UIKit.swiftinterface): the snapshot is a
// `@preconcurrency` struct, `@unchecked Sendable`, with no isolation; the data source is
// `@MainActor @preconcurrency`, an `open` subclass of NSObject that adopts UITableViewDataSource and
// implements every one of its methods itself. Both require identifiers that are `Hashable & Sendable`
// (the Sendable requirement came with the Swift 6 SDKs).
#if UIKIT_STUB
import Foundation

/// The state of a table's data: sections and the items in each, by identifier.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: @unchecked Sendable {
    public init() {}

    public var numberOfItems: Int { 0 }
    public var numberOfSections: Int { 0 }
    public var sectionIdentifiers: [SectionIdentifierType] { [] }
    public var itemIdentifiers: [ItemIdentifierType] { [] }
    /// iOS 15.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { [] }
    /// iOS 15.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { [] }
    /// iOS 15.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { [] }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int { 0 }
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] { [] }
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? { nil }
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { nil }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { nil }

    /// Appends to the last section when `sectionIdentifier` is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {}
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {}
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    public mutating func deleteAllItems() {}
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {}
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {}
    /// Replaces the items' cells with new ones.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    /// iOS 15. Updates the items' existing cells in place; preferred over `reloadItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {}
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {}
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {}
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {}
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {}
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {}
    /// iOS 15.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {}
}

/// A table view data source driven by snapshots. Create it with the table view (which it
/// installs itself on as data source) and a cell provider; subclass it to answer the data-source
/// methods it does not take from the snapshot (titles, editing, moving, the index).
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UITableViewDataSource
{
    /// Returns the cell for an item; nil traps in UIKit.
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        super.init()
    }

    /// A copy of the current state.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        NSDiffableDataSourceSnapshot()
    }

    /// Updates the table to `snapshot`, animating inserts, deletes and moves when
    /// `animatingDifferences` is true.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {}

    /// iOS 15.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, animatingDifferences: Bool = true) async {}

    /// iOS 15. Resets the table to `snapshot` with `reloadData()`, without diffing.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {}

    /// iOS 15.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {}

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }
    /// iOS 15.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { nil }
    /// iOS 15.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { nil }

    /// The animation for inserts and deletes. Defaults to `.automatic`.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    // UITableViewDataSource: every method, as the SDK's class implements them.
    open func numberOfSections(in tableView: UITableView) -> Int { 0 }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
#endif
