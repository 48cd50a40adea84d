#if canImport(SwiftUI)
internal import Foundation
internal import SwiftUI

/// A stepper (`range`, `step`): SwiftUI's `Stepper`, bound to an `Int` when the spec's numbers are whole and to
/// a `Double` otherwise, with the row's text and its number beside it, as Settings shows a stepped value.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListStepper<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let numbers: TableNumberControl
    let editor: TableListEditor<Table>

    var body: some View {
        if numbers.isInteger {
            Stepper(value: wholeNumber, in: numbers.wholeBounds, step: numbers.wholeStep) {
                label
            }
        } else {
            Stepper(value: number, in: numbers.bounds, step: numbers.positiveStep ?? 1) {
                label
            }
        }
    }

    private var label: some View {
        HStack {
            TableListCellLabel(row: entry.row, showsDetail: false)
            Spacer(minLength: 0)
            valueText
                .foregroundStyle(TableListColors.secondary)
        }
    }

    /// The number beside the text, where the UIKit cell shows it as the detail: the row's detail when it has one,
    /// else the number itself, in the user's locale.
    private var valueText: Text {
        if let detail = entry.row.detail {
            return TableListText.text(detail, entry.row.localizedDetail)
        }
        let number = numbers.number(of: entry.row.value)
        return Text(verbatim: numbers.isInteger ? TableNumberControl.wholeNumber(number).formatted() : number.formatted())
    }

    private var number: Binding<Double> {
        let numbers = numbers
        return editor.binding(to: entry, read: { numbers.number(of: $0) }, write: { .double($0) })
    }

    private var wholeNumber: Binding<Int> {
        let numbers = numbers
        return editor.binding(to: entry, read: { TableNumberControl.wholeNumber(numbers.number(of: $0)) }, write: { .int($0) })
    }
}

/// A slider (`range`, `step`, `minImage`, `maxImage`): SwiftUI's `Slider` beside the row's text, where the UIKit
/// cell puts its UISlider, between the spec's images (asset catalog images, else SF Symbols). The content clamps
/// and steps what it is given and keeps a whole-numbered slider's value an `int`.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
struct TableListSlider<Table: SwiftUITable>: View {
    let entry: TableListRowEntry<Table>
    let numbers: TableNumberControl
    let editor: TableListEditor<Table>

    var body: some View {
        if entry.row.text == nil && entry.row.image == nil {
            slider
        } else {
            TableListFormLayout {
                TableListCellLabel(row: entry.row, showsDetail: false)
            } control: {
                slider
            }
        }
    }

    /// The slider, with the row's text as its label for VoiceOver. A missing image is an empty view, which takes
    /// no room at its end of the track.
    @ViewBuilder
    private var slider: some View {
        if let step = numbers.positiveStep {
            Slider(value: number, in: numbers.bounds, step: step) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            } minimumValueLabel: {
                image(numbers.minimumImage)
            } maximumValueLabel: {
                image(numbers.maximumImage)
            }
        } else {
            Slider(value: number, in: numbers.bounds) {
                TableListText.text(entry.row.text, entry.row.localizedText)
            } minimumValueLabel: {
                image(numbers.minimumImage)
            } maximumValueLabel: {
                image(numbers.maximumImage)
            }
        }
    }

    @ViewBuilder
    private func image(_ name: String?) -> some View {
        if let name {
            TableListCellLabel<Table>.image(named: name)
        }
    }

    private var number: Binding<Double> {
        let numbers = numbers
        return editor.binding(to: entry, read: { numbers.number(of: $0) }, write: { .double($0) })
    }
}

/// A stepper's and a slider's numbers as SwiftUI's controls take them. Their ranges trap when written backwards or
/// with NaN, and an app can set `minimum` and `maximum` after the initializer ordered them, so these never trap.
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated extension TableNumberControl {
    /// The range, lowest first; NaN counts as 0.
    var bounds: ClosedRange<Double> {
        let low = minimum.isNaN ? 0 : minimum
        let high = maximum.isNaN ? low : maximum
        return Swift.min(low, high)...Swift.max(low, high)
    }

    /// The range in whole numbers, for a stepper of `int`s.
    var wholeBounds: ClosedRange<Int> {
        Self.wholeNumber(bounds.lowerBound)...Self.wholeNumber(bounds.upperBound)
    }

    /// The step, when it is a positive number: the initializer ignores any other, and so does this one set later.
    var positiveStep: Double? {
        step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
    }

    /// The step in whole numbers, at least 1.
    var wholeStep: Int {
        Swift.max(Self.wholeNumber(positiveStep ?? 1), 1)
    }

    /// `number` rounded to an `Int`, within `Int`'s range; NaN is 0.
    static func wholeNumber(_ number: Double) -> Int {
        if number.isNaN {
            return 0
        }
        let rounded = number.rounded()
        return rounded >= Double(Int.max) ? Int.max : (rounded <= Double(Int.min) ? Int.min : Int(rounded))
    }
}
#endif
