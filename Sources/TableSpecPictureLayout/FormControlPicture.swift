import TableSpecLayoutRules
import TableSpecModel

/// A form control at a row's trailing edge, drawn as iOS draws it: a text field's right-aligned text or grey
/// placeholder, a stepper's two-button capsule, a slider's track and knob, a segmented control's capsule
/// with its chosen segment raised, a menu's tinted title, a compact date picker's grey pill.
enum FormControlPicture {
    static let controlHeight = 32.0
    static let stepperWidth = 94.0
    static let sliderWidth = 150.0
    static let segmentPadding = 12.0
    static let pillPadding = 11.0
    static let knobSide = 28.0
    static let trackHeight = 4.0

    /// Points the control takes.
    static func width(of form: FormTrailing) -> Double {
        let body = PictureFont.body
        switch form {
        case .textField(let text, _): return min(body.width(of: text), 170)
        case .stepper: return stepperWidth
        case .slider: return sliderWidth
        case .segmented(let titles, _): return titles.reduce(0) { $0 + PictureFont.footnote.width(of: $1) + 2 * segmentPadding }
        case .menu(let title): return body.width(of: title) + 18
        case .date(let text): return body.width(of: text) + 2 * pillPadding
        }
    }

    /// The control's nodes, in a row `height` points tall, from `x`.
    static func nodes(_ form: FormTrailing, x: Double, height: Double, isDisabled: Bool) -> [PictureNode] {
        let width = width(of: form)
        let top = ((height - controlHeight) / 2).rounded(.down)
        let capsule = RoundedCorners(radius: 8, top: true, bottom: true)
        let body = PictureFont.body
        let lineTop = ((height - body.lineHeight) / 2).rounded(.down)
        let dimmed = { (color: SystemColor) in isDisabled ? SystemColor.tertiaryLabel : color }
        switch form {
        case .textField(let text, let isPlaceholder):
            return [
                .text(
                    PictureTextRun(
                        PictureText.line(text, font: body, width: width),
                        frame: PictureRect(x: x, y: lineTop, width: width, height: body.lineHeight),
                        font: body, color: dimmed(isPlaceholder ? .tertiaryLabel : .secondaryLabel), alignment: .trailing))
            ]
        case .stepper:
            let half = stepperWidth / 2
            return [
                .rect(PictureRect(x: x, y: top, width: stepperWidth, height: controlHeight), fill: .secondarySystemBackground, corners: capsule),
                .rect(PictureRect(x: x + half - 0.5, y: top + 8, width: 1, height: controlHeight - 16), fill: .separator),
                .text(
                    PictureTextRun(
                        "−", frame: PictureRect(x: x, y: top + 5, width: half, height: body.lineHeight), font: body, color: dimmed(.label),
                        alignment: .center)),
                .text(
                    PictureTextRun(
                        "+", frame: PictureRect(x: x + half, y: top + 5, width: half, height: body.lineHeight), font: body, color: dimmed(.label),
                        alignment: .center)),
            ]
        case .slider(let fraction):
            let along = min(max(fraction, 0), 1) * (sliderWidth - knobSide)
            let trackTop = ((height - trackHeight) / 2).rounded(.down)
            let round = RoundedCorners(radius: trackHeight / 2, top: true, bottom: true)
            return [
                .rect(PictureRect(x: x, y: trackTop, width: sliderWidth, height: trackHeight), fill: .systemGray5, corners: round),
                .rect(PictureRect(x: x, y: trackTop, width: along + knobSide / 2, height: trackHeight), fill: dimmed(.tint), corners: round),
                // The knob is white, as iOS's is; its rim stands in for the shadow that sets it off the cell.
                .rect(
                    PictureRect(x: x + along - 0.5, y: ((height - knobSide) / 2).rounded(.down) - 0.5, width: knobSide + 1, height: knobSide + 1),
                    fill: .separator, corners: RoundedCorners(radius: (knobSide + 1) / 2, top: true, bottom: true)),
                .rect(
                    PictureRect(x: x + along, y: ((height - knobSide) / 2).rounded(.down), width: knobSide, height: knobSide), fill: .white,
                    corners: RoundedCorners(radius: knobSide / 2, top: true, bottom: true)),
            ]
        case .segmented(let titles, let selected):
            var nodes: [PictureNode] = [
                .rect(PictureRect(x: x, y: top, width: width, height: controlHeight), fill: .secondarySystemBackground, corners: capsule)
            ]
            var segmentX = x
            let font = PictureFont.footnote
            for (index, title) in titles.enumerated() {
                let segment = font.width(of: title) + 2 * segmentPadding
                if index == selected {
                    nodes.append(
                        .rect(
                            PictureRect(x: segmentX + 2, y: top + 2, width: segment - 4, height: controlHeight - 4),
                            fill: .secondarySystemGroupedBackground,
                            corners: RoundedCorners(radius: 7, top: true, bottom: true)))
                }
                nodes.append(
                    .text(
                        PictureTextRun(
                            title,
                            frame: PictureRect(x: segmentX, y: top + (controlHeight - font.lineHeight) / 2, width: segment, height: font.lineHeight),
                            font: font, color: dimmed(.label), alignment: .center)))
                segmentX += segment
            }
            return nodes
        case .menu(let title):
            return [
                .text(
                    PictureTextRun(
                        title + " ⇅", frame: PictureRect(x: x, y: lineTop, width: width, height: body.lineHeight),
                        font: body, color: dimmed(.tint), alignment: .trailing))
            ]
        case .date(let text):
            return [
                .rect(PictureRect(x: x, y: top, width: width, height: controlHeight - 2), fill: .secondarySystemBackground, corners: capsule),
                .text(
                    PictureTextRun(
                        text, frame: PictureRect(x: x, y: top + 4, width: width, height: body.lineHeight), font: body,
                        color: dimmed(.label), alignment: .center)),
            ]
        }
    }
}
