import TableSpecDiagnostics
import TableSpecModel

/// A value from the spec together with the place it was written, so any later stage can point
/// at it without keeping YAML around.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }

    public func map<T>(_ transform: (Value) -> T) -> Located<T> {
        Located<T>(transform(value), at: range)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
