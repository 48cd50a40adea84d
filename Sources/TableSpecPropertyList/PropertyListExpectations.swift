import TableSpecDiagnostics

/// Typed access for a caller that knows what a node should be: the value, or an error at the
/// node that says where it is and what was found, `at PreferenceSpecifiers[2].Title: expected a
/// string, found an integer`. The reader leaves kinds to its callers; these make checking them
/// one line each, with the same words everywhere.
extension PropertyListNode {
    /// An error at this node, its key path first: `at Title: <message>`.
    public func error(_ message: String) -> Diagnostic {
        .error("at \(location.keyPath): \(message)", at: location.sourceLocation)
    }

    /// The error for a node of the wrong kind: `expected a string, found an integer`.
    public func mismatch(expected: String) -> Diagnostic {
        error("expected \(expected), found \(value.kindName)")
    }

    public func expectDictionary() -> Result<[PropertyListEntry], Diagnostic> {
        if case .dictionary(let entries) = value { return .success(entries) }
        return .failure(mismatch(expected: "a dictionary"))
    }

    public func expectArray() -> Result<[PropertyListNode], Diagnostic> {
        if case .array(let items) = value { return .success(items) }
        return .failure(mismatch(expected: "an array"))
    }

    public func expectString() -> Result<String, Diagnostic> {
        if case .string(let text) = value { return .success(text) }
        return .failure(mismatch(expected: "a string"))
    }

    public func expectBool() -> Result<Bool, Diagnostic> {
        if case .bool(let flag) = value { return .success(flag) }
        return .failure(mismatch(expected: "a boolean"))
    }

    public func expectInteger() -> Result<Int64, Diagnostic> {
        if case .integer(let number) = value { return .success(number) }
        return .failure(mismatch(expected: "an integer"))
    }

    /// An integer or a real, as a Double: a slider's `MinimumValue` may be either.
    public func expectNumber() -> Result<Double, Diagnostic> {
        switch value {
        case .integer(let number): .success(Double(number))
        case .real(let number): .success(number)
        default: .failure(mismatch(expected: "a number"))
        }
    }

    public func expectData() -> Result<[UInt8], Diagnostic> {
        if case .data(let bytes) = value { return .success(bytes) }
        return .failure(mismatch(expected: "data"))
    }

    /// Seconds since 2001-01-01 00:00:00 UTC.
    public func expectDate() -> Result<Double, Diagnostic> {
        if case .date(let seconds) = value { return .success(seconds) }
        return .failure(mismatch(expected: "a date"))
    }

    /// The value of `key` in this dictionary: an error here when this is not a dictionary or
    /// has no such key (`at PreferenceSpecifiers[2]: the dictionary has no key 'Type'`).
    public func expectValue(forKey key: String) -> Result<PropertyListNode, Diagnostic> {
        switch expectDictionary() {
        case .failure(let problem): return .failure(problem)
        case .success(let entries):
            if let entry = entries.first(where: { $0.key == key }) { return .success(entry.node) }
            return .failure(error("the dictionary has no key '\(key)'"))
        }
    }
}
