import SwiftNaming
import TableSpecDiagnostics
import TableSpecModel
import TableSpecJSON

/// The JSON Schema (draft-07) of table specs, for editors such as yaml-language-server.
///
/// It is built from the key catalogue (`SpecObject`, `SpecKey`), the same list the decoder checks
/// keys against, so the schema cannot drift from the compiler: one definition per `SpecObject`,
/// one property per key, in catalogue order, with the key's summary as its description.
///
/// The schema describes structure: keys, value kinds, enumerations, required keys. Rules that
/// need the whole spec (unique ids, references to sections, models and prototypes, UIKit's
/// style rules, template fields) stay with the validator. Where YAML and JSON disagree the schema
/// leans towards accepting: it must never flag a spec the compiler accepts.
public enum SpecSchema {
    public static let draft = "http://json-schema.org/draft-07/schema#"
    /// The schema's identifier. Specs point at the schema file itself with a
    /// `# yaml-language-server: $schema=…` comment, so this names the format rather than a place.
    public static let id = "urn:tablespec:schema:table-spec:1"

    /// The schema as `tablespec schema` prints it and `Schemas/tablespec.schema.json` holds it.
    public static var json: String { document.rendered }

    public static var document: JSONValue {
        [
            "$schema": .string(draft),
            "$id": .string(id),
            "$comment":
                "Generated from the spec key catalogue by `tablespec schema`; do not edit. Regenerate with: swift run tablespec schema > Schemas/tablespec.schema.json",
            "title": "TableSpec table spec",
            "description": "A declarative UITableView spec (*.table.yaml) for the tablespec compiler, format version 1.",
            "allOf": [reference(.table)],
            "definitions": JSONValue(members: SpecObject.allCases.map { JSONValue.Member($0.rawValue, definition(of: $0)) }),
        ]
    }

    // MARK: Mappings

    /// The keys a mapping must have. The decoder reports each one missing.
    public static func requiredKeys(of object: SpecObject) -> [String] {
        switch object {
        case .table: ["table", "sections"]
        case .items: ["model", "prototype"]
        case .section, .row, .prototype, .defaults, .editing, .swipe, .localization, .values, .validate, .search: []
        case .action: ["id"]
        case .empty: ["title"]
        case .emptyAction: ["id", "title"]
        }
    }

    static func definition(of object: SpecObject) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("description", .string(object.summary)),
            .init("type", "object"),
            .init("properties", JSONValue(members: object.keys.map { .init($0.name, property($0)) })),
        ]
        let required = requiredKeys(of: object)
        if !required.isEmpty {
            members.append(.init("required", .strings(required)))
        }
        if object == .section {
            // Static or dynamic: exactly one of `rows` and `items`.
            members.append(.init("oneOf", [["required": ["rows"]], ["required": ["items"]]]))
        }
        if object == .action {
            // UIKit draws an action's title, its image, or both.
            members.append(.init("anyOf", [["required": ["title"]], ["required": ["image"]]]))
        }
        members.append(.init("additionalProperties", false))
        return JSONValue(members: members)
    }

    static func reference(_ object: SpecObject) -> JSONValue {
        ["$ref": .string("#/definitions/\(object.rawValue)")]
    }

    static func property(_ key: SpecKey) -> JSONValue {
        schema(for: key.value).prepending("description", .string(key.summary))
    }

    // MARK: Values

    static func schema(for kind: SpecKey.ValueKind) -> JSONValue {
        switch kind {
        case .text, .template:
            // A text field takes any scalar as written; YAML 1.2 readers turn `42` or `true`
            // into a number or a boolean first, which the compiler reads back as text.
            return ["type": textTypes]
        case .pluralTemplate, .pluralText:
            var forms = PluralCategory.allCases.map { JSONValue.Member($0.rawValue, ["type": textTypes]) }
            forms.append(
                .init("count", ["type": "string", "description": "The Int field whose number chooses the form; needed when the forms name several."]))
            return [
                "anyOf": [
                    ["type": textTypes],
                    [
                        "type": "object", "description": "Plural forms by CLDR category; 'other' is required.", "properties": .object(forms),
                        "required": ["other"], "additionalProperties": false,
                    ],
                ]
            ]
        case .identifier:
            return ["type": "string", "pattern": .string(identifierPattern)]
        case .typeName:
            return ["type": "string", "pattern": .string(typeNamePattern)]
        case .boolean:
            return ["type": "boolean"]
        case .condition:
            // `hidden: true` is a condition too, and YAML reads it as a boolean.
            return ["type": ["string", "boolean"], "minLength": 1]
        case .points:
            return points
        case .number:
            return ["type": "number"]
        case .count:
            return ["type": "integer", "minimum": 0]
        case .numberRange:
            return [
                "type": "object",
                "required": ["min", "max"],
                "additionalProperties": false,
                "properties": ["min": ["type": "number"], "max": ["type": "number"]],
            ]
        case .options:
            return [
                "oneOf": [
                    ["type": "object", "minProperties": 1, "propertyNames": ["minLength": 1], "additionalProperties": ["type": textTypes]],
                    ["type": "array", "minItems": 1, "uniqueItems": true, "items": ["type": textTypes]],
                ]
            ]
        case .formValue:
            return ["type": ["boolean", "number", "string"]]
        case .names:
            return ["type": "array", "minItems": 1, "uniqueItems": true, "items": ["type": "string", "pattern": .string(identifierPattern)]]
        case .height:
            return ["oneOf": [points, ["const": "automatic"]]]
        case .version:
            return ["const": 1]
        case .enumeration(let words):
            return ["type": "string", "enum": .strings(words.spellings)]
        case .object(let object):
            // Draft-07 ignores keywords beside `$ref`, so the description needs the `allOf`.
            return ["allOf": [reference(object)]]
        case .sections:
            return ["type": "array", "minItems": 1, "items": reference(.section)]
        case .rows:
            return [
                // An empty `rows:` is a section with no rows yet.
                "type": ["array", "null"],
                "items": [
                    "oneOf": [
                        ["description": "A row with only text: the shorthand for a mapping with just 'text'.", "type": textTypes],
                        reference(.row),
                    ]
                ],
            ]
        case .index:
            return [
                "oneOf": [
                    ["description": "One title per section: its indexTitle, else the first character of its header.", "const": "auto"],
                    [
                        "description": "Index titles in order, each leading to a section id or a 0-based section number.",
                        "type": "object",
                        "minProperties": 1,
                        "propertyNames": ["minLength": 1],
                        "additionalProperties": ["type": ["string", "integer"], "minimum": 0],
                    ],
                ]
            ]
        case .models:
            return [
                "type": "object",
                "propertyNames": ["pattern": .string(identifierPattern)],
                "additionalProperties": [
                    "description": "A model: its field names and their Swift types.",
                    "type": "object",
                    "minProperties": 1,
                    "propertyNames": ["pattern": .string(identifierPattern)],
                    "additionalProperties": [
                        "description": .string(
                            "A field's Swift type: \(fieldTypeNames.dropLast().joined(separator: ", ")) or \(fieldTypeNames.last ?? ""), with '?' for an optional."
                        ),
                        "type": "string",
                        "pattern": .string(fieldTypePattern),
                    ],
                ],
            ]
        case .prototypes:
            return [
                "type": "object",
                "propertyNames": ["pattern": .string(identifierPattern)],
                "additionalProperties": reference(.prototype),
            ]
        case .actions:
            return [
                // An empty list is allowed, as `rows:` is.
                "type": ["array", "null"],
                "items": [
                    "oneOf": [
                        [
                            "description":
                                "The built-in delete: removes the row as an editing delete does; titled with the row's deleteConfirmation.",
                            "const": "delete",
                        ],
                        reference(.action),
                    ]
                ],
            ]
        case .sample:
            return [
                "oneOf": [
                    ["description": "A path, relative to the spec, to a YAML file holding a list of items.", "type": "string"],
                    [
                        "description": "The items inline: a list of mappings from field name to value.",
                        "type": "array",
                        "items": [
                            "type": "object",
                            // In sample data an empty value, null or ~ is "no value".
                            "additionalProperties": ["type": ["string", "number", "boolean", "null"]],
                        ],
                    ],
                ]
            ]
        }
    }

    static let textTypes: JSONValue = ["string", "number", "boolean"]
    static let points: JSONValue = ["type": "number", "exclusiveMinimum": 0]

    // MARK: Patterns

    // JSON Schema patterns are ECMA-262 regular expressions, and no Unicode letter class works in
    // every validator, so identifiers are checked exactly only within ASCII: letters, digits and
    // `_`, not starting with a digit. Beyond ASCII only whitespace is refused; the validator
    // (`SwiftIdentifier`) has the last word. Negated classes keep characters outside the Basic
    // Multilingual Plane working in validators that see them as surrogate pairs.

    /// The first character of an identifier: not whitespace, ASCII control, punctuation or digit
    /// (`_` is allowed).
    static let identifierHead = #"[^\s\x00-\x40\x5B-\x5E\x60\x7B-\x7F]"#
    /// Any later character: as the first, digits allowed.
    static let identifierTail = #"[^\s\x00-\x2F\x3A-\x40\x5B-\x5E\x60\x7B-\x7F]"#

    static var identifierPattern: String { "^\(identifierHead)\(identifierTail)*$" }
    /// A type name, which may be module-qualified (`MyKit.ToggleCell`).
    static var typeNamePattern: String { "^\(identifierHead)\(identifierTail)*(\\.\(identifierHead)\(identifierTail)*)*$" }

    static var fieldTypeNames: [String] { FieldType.Base.allCases.map(\.rawValue) }
    /// The validator trims spaces around a field type.
    static var fieldTypePattern: String { #"^\s*("# + fieldTypeNames.joined(separator: "|") + #")\??\s*$"# }
}
