/// A form kept in UserDefaults (`values: { store: userDefaults }`): the suite and each value's key.
public struct ResolvedValueStorage: Hashable, Sendable {
    /// The UserDefaults suite (an app group); nil for the standard defaults.
    public var suite: String?
    /// Each form row's key, by row id, in the order the spec declares the rows: `keyPrefix` and the row's `key`,
    /// or its id.
    public var keys: [(id: String, key: String)]

    public init(suite: String?, keys: [(id: String, key: String)]) {
        self.suite = suite
        self.keys = keys
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.suite == rhs.suite && lhs.keys.elementsEqual(rhs.keys) { $0.id == $1.id && $0.key == $1.key }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(suite)
        for entry in keys {
            hasher.combine(entry.id)
            hasher.combine(entry.key)
        }
    }
}
