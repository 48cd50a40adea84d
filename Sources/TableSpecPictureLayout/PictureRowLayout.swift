import TableSpecDiagnostics
import TableSpecLayoutRules
import TableSpecModel

/// One row laid out in points, in the row's own coordinates (0 is its top): its height, and what
/// goes in it, placed as UIKit's cell styles place it.
public struct PictureRowLayout: Hashable, Sendable {
    public var height: Double
    /// The row's background across its section's span.
    public var frame: PictureRect
    public var corners: RoundedCorners
    /// Where the text starts; the separator is inset to it, as UIKit insets it.
    public var textStart: Double
    public var editingControl: PictureGlyph?
    public var editingControlFrame: PictureRect?
    /// The image's placeholder: a `PictureGlyph.image` with the spec's image name, in the tint
    /// colour, as a cell tints an SF Symbol.
    public var image: PictureNode?
    public var labels: [PictureTextRun]
    /// The trailing glyphs, left to right.
    public var trailing: [PictureNode]
    /// The separator along the row's bottom edge, when it has one.
    public var separator: PictureHairline?
    /// Grouped (not inset) sections have a full-width hairline along their first row's top.
    public var topLine: PictureHairline?
}

extension PictureLayout {
    /// A row's layout. Self-sizing rows (`automatic`) wrap their text and grow to fit it, never
    /// below 44 pt; a row with a height in points keeps it, with its content centred (and
    /// clipped when it does not fit).
    public func rowLayout(section: Int, row index: Int) -> PictureRowLayout {
        let row = content.sections[section].rows[index]
        let span = sectionSpan, inner = contentSpan
        let rowCount = content.sections[section].rows.count
        let isFirst = index == 0, isLast = index == rowCount - 1
        var x = inner.left
        var editingGlyph: PictureGlyph?
        if editing {
            switch row.editing.style {
            case .delete: editingGlyph = .deleteControl
            case .insert: editingGlyph = .insertControl
            case .none: break
            }
            x += PictureMetrics.editingShift
        }
        let editingX = inner.left
        var imageX: Double?
        if row.image != nil, row.appearance.style.hasImage {
            imageX = x + (PictureMetrics.imageSlot - PictureMetrics.imageSide) / 2
            x += PictureMetrics.imageSlot + PictureMetrics.imageGap
        }
        let textStart = x
        let control = TrailingControl.shown(by: row, editing: editing)
        let controlWidth = control?.pictureWidth ?? 0
        let controlX = inner.right - controlWidth
        let textEnd = controlWidth > 0 ? controlX - PictureMetrics.accessoryGap : inner.right
        let (labels, contentHeight) = labelRuns(row, x: textStart, width: max(0, textEnd - textStart))

        var height: Double
        switch row.height {
        case .automatic: height = max(PictureMetrics.minimumRowHeight, contentHeight + 2 * PictureMetrics.rowVerticalPadding)
        case .points(let points): height = points.isFinite ? min(max(points, 0), PictureMetrics.maximumBlockHeight) : PictureMetrics.minimumRowHeight
        }
        let top = ((height - contentHeight) / 2).rounded(.down)
        let placed = labels.map { run -> PictureTextRun in
            var run = run
            run.frame = run.frame.offset(top)
            return run
        }

        var trailing: [PictureNode] = []
        var glyphX = controlX
        for (glyph, color) in control?.glyphs ?? [] {
            let size = PictureGlyph.size(of: glyph)
            trailing.append(
                .glyph(
                    glyph, PictureRect(x: glyphX, y: ((height - size.height) / 2).rounded(.down), width: size.width, height: size.height),
                    color: color))
            glyphX += size.width + TrailingControl.glyphGap
        }
        if case .form(let form)? = control {
            trailing += FormControlPicture.nodes(form, x: controlX, height: height, isDisabled: content.isDisabled(row))
        }
        let side = PictureMetrics.imageSide, diameter = PictureMetrics.editingControlDiameter
        var separator: PictureHairline?
        if table.separator == .singleLine, style == .plain || !isLast {
            separator = PictureHairline(x: textStart, width: span.right - textStart, edge: height, side: .above)
        } else if table.separator == .singleLine, style == .grouped, isLast {
            separator = PictureHairline(x: span.left, width: span.right - span.left, edge: height, side: .above)
        }
        let topLine =
            table.separator == .singleLine && style == .grouped && isFirst
            ? PictureHairline(x: span.left, width: span.right - span.left, edge: 0, side: .below) : nil
        let corners =
            style == .insetGrouped
            ? RoundedCorners(radius: PictureMetrics.cornerRadius, top: isFirst, bottom: isLast) : .none
        return PictureRowLayout(
            height: height,
            frame: PictureRect(x: span.left, y: 0, width: span.right - span.left, height: height),
            corners: corners, textStart: textStart,
            editingControl: editingGlyph,
            editingControlFrame: editingGlyph.map { _ in
                PictureRect(x: editingX, y: ((height - diameter) / 2).rounded(.down), width: diameter, height: diameter)
            },
            image: imageX.map { x in
                .glyph(
                    .image(name: row.image ?? ""), PictureRect(x: x, y: ((height - side) / 2).rounded(.down), width: side, height: side), color: .tint
                )
            },
            labels: placed, trailing: trailing, separator: separator, topLine: topLine)
    }

    /// The colour of a row's text: an action row's is the tint colour or system red.
    static func textColor(_ role: RowRole) -> SystemColor {
        switch role {
        case .normal: .label
        case .button: .tint
        case .destructive: .systemRed
        }
    }

    /// The text of a row, line by line from the content's top, as its cell style places it:
    /// `default` one label; `subtitle` the detail in smaller secondary text under the text;
    /// `value1` the detail right-aligned in secondary colour on the same line; `value2` the text
    /// tinted and right-aligned in a leading column, the detail after it; `custom` the class name
    /// in secondary text, then the text.
    func labelRuns(_ row: TableContent.Row, x: Double, width: Double) -> (runs: [PictureTextRun], height: Double) {
        let wraps = row.height == .automatic
        // A row whose `disabled` condition holds is dimmed, as the runtime dims its cell.
        let text = row.text ?? "", color = content.isDisabled(row) ? SystemColor.secondaryLabel : Self.textColor(row.appearance.role)
        var runs: [PictureTextRun] = []
        var y = 0.0
        func stack(_ lines: [String], font: PictureFont, color: SystemColor, x: Double, width: Double) {
            for line in lines {
                runs.append(PictureTextRun(line, frame: PictureRect(x: x, y: y, width: width, height: font.lineHeight), font: font, color: color))
                y += font.lineHeight
            }
        }
        switch row.appearance.style {
        case .default:
            stack(PictureText.lines(text, font: .body, width: width, wraps: wraps), font: .body, color: color, x: x, width: width)
        case .custom:
            let name = "[" + (row.appearance.customClass ?? "Cell") + "] "
            let nameWidth = min(PictureFont.body.width(of: name), width)
            runs.append(
                PictureTextRun(
                    PictureText.line(name, font: .body, width: nameWidth), frame: PictureRect(x: x, y: 0, width: nameWidth, height: 22),
                    font: .body, color: .secondaryLabel))
            stack(
                [PictureText.line(text, font: .body, width: width - nameWidth)], font: .body, color: color, x: x + nameWidth, width: width - nameWidth
            )
        case .subtitle:
            stack(PictureText.lines(text, font: .body, width: width, wraps: wraps), font: .body, color: color, x: x, width: width)
            if let detail = row.detail {
                stack(
                    PictureText.lines(detail, font: .subheadline, width: width, wraps: wraps), font: .subheadline, color: .secondaryLabel, x: x,
                    width: width)
            }
        case .value1:
            let body = PictureFont.body
            let textWidth = min(body.width(of: text), width * 0.6)
            let detailWidth = max(0, min(body.width(of: row.detail ?? ""), width - PictureMetrics.accessoryGap - textWidth))
            let shownDetail = row.detail.map { PictureText.line($0, font: body, width: detailWidth) } ?? ""
            let textBox = detailWidth > body.columnWidth ? width - detailWidth - PictureMetrics.accessoryGap : width
            runs.append(
                PictureTextRun(
                    PictureText.line(text, font: body, width: textBox), frame: PictureRect(x: x, y: 0, width: textBox, height: body.lineHeight),
                    font: body, color: color))
            if detailWidth > body.columnWidth, !shownDetail.isEmpty {
                // Right-aligned, so its box reaches back to the text's end: a font wider than the
                // estimate uses the room a short text leaves before cutting the detail.
                let start = x + min(textWidth, textBox) + PictureMetrics.accessoryGap
                runs.append(
                    PictureTextRun(
                        shownDetail, frame: PictureRect(x: start, y: 0, width: x + width - start, height: body.lineHeight),
                        font: body, color: .secondaryLabel, alignment: .trailing))
            }
            y = body.lineHeight
        case .value2:
            let column = max(PictureFont.subheadline.columnWidth * 3, (width * 0.3).rounded(.down))
            let textColor: SystemColor = row.appearance.role == .normal ? .tint : color
            runs.append(
                PictureTextRun(
                    PictureText.line(text, font: .subheadline, width: column),
                    frame: PictureRect(x: x, y: 1, width: column, height: PictureFont.body.lineHeight),
                    font: .subheadline, color: textColor, alignment: .trailing))
            let detailX = x + column + 6, detailWidth = max(0, width - column - 6)
            runs.append(
                PictureTextRun(
                    PictureText.line(row.detail ?? "", font: .body, width: detailWidth),
                    frame: PictureRect(x: detailX, y: 0, width: detailWidth, height: PictureFont.body.lineHeight),
                    font: .body, color: .label))
            y = PictureFont.body.lineHeight
        }
        return (runs, y)
    }
}
