import SwiftCodeModel

/// The expressions every part of `Content` reads its rows through: `sections[s]`,
/// `sections[s].rows` and `sections[p.section].rows[p.row]`.
package enum ContentPaths {
    package static let positionType = SwiftType.named("RowPosition")

    package static func section(_ index: SwiftExpression) -> SwiftExpression { SwiftExpression.name("sections").at(index) }
    package static func rows(_ index: SwiftExpression) -> SwiftExpression { section(index).member("rows") }
    package static func row(_ position: SwiftExpression) -> SwiftExpression { rows(position.member("section")).at(position.member("row")) }

    /// `0..<end`.
    package static func upTo(_ end: SwiftExpression) -> SwiftExpression { .binary(.integer(0), "..<", end) }

    /// `RowPosition(section: s, row: r)`.
    package static func position(_ section: SwiftExpression, _ row: SwiftExpression) -> SwiftExpression {
        .call(.name("RowPosition"), [SwiftArgument("section", section), SwiftArgument("row", row)])
    }

    /// `sections.indices.contains(s)`.
    package static func hasSection(_ index: SwiftExpression) -> SwiftExpression {
        SwiftExpression.path("sections.indices").call("contains", .value(index))
    }
}
