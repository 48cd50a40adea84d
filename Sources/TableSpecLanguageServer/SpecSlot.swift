import TableSpecFrontEnd

/// What a mapping of the spec is, from the key that holds it: the decoder's catalogue says what
/// each key's value is, so the walk needs no list of its own.
enum SpecSlot: Equatable {
    case object(SpecObject)
    case sequence(of: SpecObject)
    /// A mapping from a name to an object (`prototypes`).
    case named(SpecObject)
    /// `models`: model name to a mapping from field to type.
    case models
    case modelFields
    /// The table's `index` map: index title to section id.
    case index
    case other

    /// The slot of `key`'s value in a mapping of `object`.
    static func of(_ key: String, in object: SpecObject) -> SpecSlot {
        guard let specKey = object.keys.first(where: { $0.name == key }) else { return .other }
        switch specKey.value {
        case .object(let inner): return .object(inner)
        case .sections: return .sequence(of: .section)
        case .rows: return .sequence(of: .row)
        case .actions: return .sequence(of: .action)
        case .prototypes: return .named(.prototype)
        case .models: return .models
        case .index: return .index
        default: return .other
        }
    }
}
