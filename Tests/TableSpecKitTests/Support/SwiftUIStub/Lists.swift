// Lists: `List` (with a selection binding for checkmark lists), `Section` with header and footer
// (collapsible, iOS 17), `ForEach` and its editing actions (`onDelete`, `onMove`), list styles,
// row modifiers, swipe actions, pull to refresh, and the section index (iOS 26). See SwiftUI.swift
// for the conventions.
#if compiler(>=6.3) && SWIFTUI_STUB
/// iOS 13. Rows in a scrolling column, in sections; with a selection binding, rows can be selected
/// (one with an optional, several with a set).
nonisolated public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    /// iOS only (watchOS: unavailable).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    /// iOS 17.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}

    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {}

    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
              Data.Element: Identifiable {}

    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
        where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

/// iOS 13. A section of a list, with an optional header and footer.
nonisolated public struct Section<Parent, Content, Footer> {
    public typealias Body = Never
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
    /// SDK: deprecated (announced, `deprecated: 100000`) for `init(content:header:footer:)`.
    @available(*, deprecated, renamed: "Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {}

    public var body: Never { _stubNeverRuns() }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    @available(*, deprecated, renamed: "Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    @available(*, deprecated, renamed: "Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {}
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// iOS 17. A section that the user can collapse and expand (in a sidebar list, with a
    /// disclosure indicator by its header); the binding holds whether it is expanded.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// iOS 17. A collapsible section with a localized title.
    @available(iOS 17.0, *)
    @available(iOS_17)
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {}
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// iOS 15.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// iOS 15.
    public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {}
    /// iOS 16.
    @available(iOS 16.0, *)
    @available(iOS_16)
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {}
}

/// iOS 13. Views computed from a collection: the identity of each is its element's `id`, or the
/// key path given.
nonisolated public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    public var data: Data
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { _stubNeverRuns() }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A constant range: the views are computed once.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// iOS 13. A view made from a collection, which a list can edit: delete, move.
public protocol DynamicViewContent<Data>: View {
    associatedtype Data: Collection
    var data: Self.Data { get }
}

extension DynamicViewContent {
    /// iOS 13. Deleting rows (swipe to delete, or the delete control in edit mode) calls `action`
    /// with the offsets in `data`; `nil` turns deletion off.
    nonisolated public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent {
        _DynamicModifiedView(self)
    }

    /// iOS 13. Moving rows in edit mode calls `action` with the offsets moved and the offset they
    /// move to; `nil` turns moving off.
    nonisolated public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent {
        _DynamicModifiedView(self)
    }
}

/// What `onDelete` and `onMove` return behind `some DynamicViewContent`.
nonisolated struct _DynamicModifiedView<Base>: DynamicViewContent where Base: DynamicViewContent {
    init(_ base: Base) {}
    var data: Base.Data { _stubNeverRuns() }
    typealias Body = Never
    var body: Never { _stubNeverRuns() }
}

/// iOS 13 (SwiftUI). Removes the elements at `offsets`, as `onDelete` reports them.
extension RangeReplaceableCollection where Self: MutableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

/// iOS 13 (SwiftUI). Moves the elements at `source` to before `destination`, as `onMove` reports
/// them.
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

// MARK: - List styles

/// iOS 13. How a list looks.
public protocol ListStyle {}

/// iOS 13.
public struct DefaultListStyle: ListStyle { public init() {} }
/// iOS 13.
public struct PlainListStyle: ListStyle { public init() {} }
/// iOS 13, iOS only.
public struct GroupedListStyle: ListStyle { public init() {} }
/// iOS 14, iOS only.
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// iOS 14.
public struct InsetListStyle: ListStyle { public init() {} }
/// iOS 14.
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
    /// iOS only.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// iOS only.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// iOS 15. The visibility of a part of the interface, as the system chooses or as asked.
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic
    case visible
    case hidden
}

/// iOS 13. The leading or trailing edge.
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Codable, Sendable {
    case leading
    case trailing

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        public static let leading = Set(.leading)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.leading, .trailing]
    }
}

/// iOS 13. The top or bottom edge.
@frozen
public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable {
    case top
    case bottom

    @frozen
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// iOS 15. How prominent a section header is.
public enum Prominence: Hashable, Sendable {
    case standard
    case increased
}

extension View {
    /// iOS 13.
    nonisolated public func listStyle<S>(_ style: S) -> some View where S: ListStyle { _modified }

    /// iOS 13. The row's background.
    nonisolated public func listRowBackground<V>(_ view: V?) -> some View where V: View { _modified }
    /// iOS 13.
    nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { _modified }
    /// iOS 15.
    nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _modified }
    /// iOS 15.
    nonisolated public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { _modified }
    /// iOS 15.
    nonisolated public func headerProminence(_ prominence: Prominence) -> some View { _modified }

    /// iOS 15. Buttons revealed by swiping the row from `edge`; a full swipe performs the first.
    nonisolated public func swipeActions<T>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                            @ViewBuilder content: () -> T) -> some View where T: View { _modified }

    /// iOS 15. Pull to refresh on a list (and any view that reads the `refresh` environment
    /// value): SwiftUI runs `action` and shows the spinner until it returns.
    nonisolated public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { _modified }

    /// iOS 15. A badge on the row's trailing edge.
    nonisolated public func badge(_ count: Int) -> some View { _modified }
    /// iOS 15.
    nonisolated public func badge(_ label: Text?) -> some View { _modified }
    /// iOS 15.
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View { _modified }
    /// iOS 15.
    nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol { _modified }

    /// iOS 17. Keeps a row of a selectable list from being selected.
    @available(iOS 17.0, *)
    @available(iOS_17)
    nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { _modified }

    // New in Xcode 26's SDK: not declared when the stub stands for Xcode 16's (`SDK_IOS_18`).
    #if !SDK_IOS_18
    /// iOS 26. The label of this section in the list's section index; `nil` for none.
    @available(iOS 26.0, *)
    @available(iOS_26)
    nonisolated public func sectionIndexLabel(_ label: Text?) -> some View { _modified }
    /// iOS 26.
    @available(iOS 26.0, *)
    @available(iOS_26)
    nonisolated public func sectionIndexLabel(_ label: LocalizedStringKey) -> some View { _modified }
    /// iOS 26.
    @available(iOS 26.0, *)
    @available(iOS_26)
    nonisolated public func sectionIndexLabel<S>(_ label: S) -> some View where S: StringProtocol { _modified }

    /// iOS 26. Whether the list shows its section index (the labels of `sectionIndexLabel`).
    @available(iOS 26.0, *)
    @available(iOS_26)
    nonisolated public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { _modified }
    #endif
    /// iOS 13. Whether a row of a `ForEach` with `onDelete` can be deleted. (Added on the `swiftui` branch.)
    nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { _modified }

    /// iOS 13. Whether a row of a `ForEach` with `onMove` can be moved. (Added on the `swiftui` branch.)
    nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { _modified }
}
#endif
