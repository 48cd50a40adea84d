import TableSpecDiagnostics
import TableSpecModel

/// A row's `swipe` mapping, as written.
public struct SwipeDeclaration: Sendable {
    public var range: SourceRange
    public var leading: Located<[ActionDeclaration]>?
    public var trailing: Located<[ActionDeclaration]>?
    public var fullSwipe: Located<Bool>?

    public init(range: SourceRange) {
        self.range = range
    }
}

/// One entry of a `swipe` edge or of `menu`, as written: the bare `delete`, or a mapping.
public enum ActionDeclaration: Sendable {
    /// The built-in delete, and where it is written.
    case delete(SourceRange)
    case custom(CustomActionDeclaration)

    public var range: SourceRange {
        switch self {
        case .delete(let range): range
        case .custom(let action): action.range
        }
    }
}

/// An action mapping: `{ id, title, image, style, color }`.
public struct CustomActionDeclaration: Sendable {
    public var range: SourceRange
    public var id: Located<String>?
    public var title: Located<String>?
    public var image: Located<String>?
    public var style: Located<ActionStyle>?
    public var color: Located<ActionColor>?
    /// Keys written with a value that could not be read, or meant by an unknown key: reported
    /// already, and not to be taken as absent (an action's `title: [Archive]` has one error).
    var unread: Set<SpecKeyName> = []

    public init(range: SourceRange) {
        self.range = range
    }
}
