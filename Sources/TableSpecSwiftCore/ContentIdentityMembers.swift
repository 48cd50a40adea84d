import SwiftCodeModel

/// `Content.identities`, `Content.rowChanges(since:)` and `Content.changedRows(since:)`: what an
/// animated update is made of. The identities come from `Row.key` and `SectionIdentity`, numbered
/// by occurrence so they are unique (see `IdentityTypesGenerator`); the changed rows are the ones
/// to update in place rather than delete and insert, which keeps their cells, and their selection,
/// alive. Each change carries the row before and after, because UIKit may reconfigure a cell only
/// when the row still dequeues the same kind of cell; one whose kind changed is reloaded.
struct ContentIdentityMembers {
    let context: GenerationContext

    private static let entry = SwiftType.tuple([SwiftTupleElement("section", .named("SectionIdentity")), SwiftTupleElement("rows", .array(.named("RowIdentity")))])

    private static let change = SwiftType.tuple([
        SwiftTupleElement("identity", .named("RowIdentity")), SwiftTupleElement("before", .named("Row")), SwiftTupleElement("after", .named("Row")),
    ])

    func declarations() -> [SwiftDeclaration] {
        [identities(), .blank, rowChanges(), .blank, changedRows()]
    }

    private func identities() -> SwiftDeclaration {
        .variable(SwiftVariable(.public("Every section and row with its identity, in order: what a diffable snapshot is made of."),
                                .var, "identities", type: .array(Self.entry), getter: [
            .variable("result", type: .array(Self.entry), .emptyArray),
            .run(.invoke("result.reserveCapacity", .value(.path("sections.count")))),
            .variable("sectionCounts", type: .dictionary(.named("SectionIdentity"), .int), .dictionary([])),
            .variable("rowCounts", type: .dictionary(.named("RowKey"), .int), .dictionary([])),
            .forIn("section", .name("sections"), [
                .variable("identity", .call(.name("SectionIdentity"), [.value(.name("section"))])),
                .constant("sectionCount", .subscriptAccess(.name("sectionCounts"), [.value(.name("identity")), SwiftArgument("default", .integer(0))])),
                .assignment(.name("sectionCounts").at(.name("identity")), .name("sectionCount").op("+", .integer(1))),
                .assignment(.path("identity.occurrence"), .name("sectionCount")),
                .variable("rows", type: .array(.named("RowIdentity")), .emptyArray),
                .run(.invoke("rows.reserveCapacity", .value(.path("section.rows.count")))),
                .forIn("row", .path("section.rows"), [
                    .constant("key", .path("row.key")),
                    .constant("count", .subscriptAccess(.name("rowCounts"), [.value(.name("key")), SwiftArgument("default", .integer(0))])),
                    .assignment(.name("rowCounts").at(.name("key")), .name("count").op("+", .integer(1))),
                    .run(.invoke("rows.append", .value(.call(.name("RowIdentity"), [SwiftArgument("key", .name("key")), SwiftArgument("occurrence", .name("count"))])))),
                ]),
                .run(.invoke("result.append", .value(.tuple([.value(.name("identity")), .value(.name("rows"))])))),
            ]),
            .return(.name("result")),
        ]))
    }

    private func rowChanges() -> SwiftDeclaration {
        let identityAt = { (list: String) -> SwiftExpression in SwiftExpression.name(list).at(.name("section")).member("rows").at(.name("row")) }
        return .function(SwiftFunction(.public(
            "The rows that are here and in `old` under the same identity, but changed, each as it was and as it is."),
            "rowChanges", [SwiftParameter("since", "old", .named("Content"))], returns: .array(Self.change), body: [
            .variable("before", type: .dictionary(.named("RowIdentity"), .named("Row")), .dictionary([])),
            .constant("oldIdentities", .path("old.identities")),
            .forIn("section", ContentPaths.upTo(.path("oldIdentities.count")), [
                .forIn("row", ContentPaths.upTo(.name("oldIdentities").at(.name("section")).member("rows").member("count")), [
                    .assignment(.name("before").at(identityAt("oldIdentities")), .path("old.sections").at(.name("section")).member("rows").at(.name("row"))),
                ]),
            ]),
            .variable("changes", type: .array(Self.change), .emptyArray),
            .constant("identities", .path("self.identities")),
            .forIn("section", ContentPaths.upTo(.path("identities.count")), [
                .forIn("row", ContentPaths.upTo(.name("identities").at(.name("section")).member("rows").member("count")), [
                    .constant("identity", identityAt("identities")),
                    .constant("current", ContentPaths.rows(.name("section")).at(.name("row"))),
                    .if([.binding("earlier", .name("before").at(.name("identity"))), .expression(.name("earlier").op("!=", .name("current")))], then: [
                        .run(.invoke("changes.append", .value(.tuple([.value(.name("identity")), .value(.name("earlier")), .value(.name("current"))])))),
                    ]),
                ]),
            ]),
            .return(.name("changes")),
        ]))
    }

    private func changedRows() -> SwiftDeclaration {
        .function(SwiftFunction(.public("The rows that are here and in `old` under the same identity, but changed: the ones an update redraws."),
                                "changedRows", [SwiftParameter("since", "old", .named("Content"))], returns: .array(.named("RowIdentity")), body: [
            .return(.call(.call(.name("rowChanges"), [SwiftArgument("since", .name("old"))]).member("map"),
                          [.value(.closure(parameters: [], body: [.expression(.path("$0.identity"))]))])),
        ]))
    }
}
