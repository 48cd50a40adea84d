/// The iOS system colours a picture uses, by their UIKit names; each resolves to the value iOS
/// gives it in the light or the dark appearance (sources in Docs/Format.md).
public enum SystemColor: String, CaseIterable, Hashable, Sendable {
    case systemBackground, secondarySystemBackground, systemGroupedBackground, secondarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, separator
    /// The default tint: systemBlue.
    case tint
    case systemGreen, systemRed
    /// An off switch's track.
    case systemGray5
    /// A switch's knob and the bars on the editing controls.
    case white
    /// Swipe action buttons (`color:`): the system colours UIKit offers, with the HIG's light
    /// and dark values. systemRed, systemGreen and the tint (systemBlue) are above.
    case systemOrange, systemYellow, systemMint, systemTeal, systemCyan, systemIndigo, systemPurple, systemPink, systemBrown, systemGray
    /// A navigation bar once the table has scrolled under it (its default, blurred material,
    /// drawn opaque); at the scroll edge the bar is clear and the table's background shows.
    case barBackground
    /// A context menu's panel (its blurred material, drawn opaque), and the veil over everything
    /// else while the menu is open.
    case menuBackground, dimming
    /// The search field's and the scope bar's track (tertiarySystemFill), and the scope bar's chosen segment. They
    /// only ever fill shapes, never text (`isFillOnly`).
    case searchField, selectedSegment

    /// Whether the colour only fills controls and is never a text's colour.
    public var isFillOnly: Bool { self == .searchField || self == .selectedSegment }

    public func value(dark: Bool) -> RGBA {
        switch self {
        case .systemBackground: dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)
        case .secondarySystemBackground: dark ? RGBA(28, 28, 30) : RGBA(242, 242, 247)
        case .systemGroupedBackground: dark ? RGBA(0, 0, 0) : RGBA(242, 242, 247)
        case .secondarySystemGroupedBackground: dark ? RGBA(28, 28, 30) : RGBA(255, 255, 255)
        case .label: dark ? RGBA(255, 255, 255) : RGBA(0, 0, 0)
        case .secondaryLabel: dark ? RGBA(235, 235, 245, percent: 60) : RGBA(60, 60, 67, percent: 60)
        case .tertiaryLabel: dark ? RGBA(235, 235, 245, percent: 30) : RGBA(60, 60, 67, percent: 30)
        case .separator: dark ? RGBA(84, 84, 88, percent: 60) : RGBA(60, 60, 67, percent: 29)
        case .tint: dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255)
        case .systemGreen: dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89)
        case .systemRed: dark ? RGBA(255, 69, 58) : RGBA(255, 59, 48)
        case .systemGray5: dark ? RGBA(44, 44, 46) : RGBA(229, 229, 234)
        case .white: RGBA(255, 255, 255)
        case .systemOrange: dark ? RGBA(255, 159, 10) : RGBA(255, 149, 0)
        case .systemYellow: dark ? RGBA(255, 214, 10) : RGBA(255, 204, 0)
        case .systemMint: dark ? RGBA(99, 230, 226) : RGBA(0, 199, 190)
        case .systemTeal: dark ? RGBA(64, 200, 224) : RGBA(48, 176, 199)
        case .systemCyan: dark ? RGBA(100, 210, 255) : RGBA(50, 173, 230)
        case .systemIndigo: dark ? RGBA(94, 92, 230) : RGBA(88, 86, 214)
        case .systemPurple: dark ? RGBA(191, 90, 242) : RGBA(175, 82, 222)
        case .systemPink: dark ? RGBA(255, 55, 95) : RGBA(255, 45, 85)
        case .systemBrown: dark ? RGBA(172, 142, 104) : RGBA(162, 132, 94)
        case .systemGray: RGBA(142, 142, 147)
        case .barBackground: dark ? RGBA(22, 22, 22) : RGBA(249, 249, 249)
        case .menuBackground: dark ? RGBA(37, 37, 37) : RGBA(237, 237, 237)
        case .dimming: dark ? RGBA(0, 0, 0, percent: 48) : RGBA(0, 0, 0, percent: 20)
        case .searchField: dark ? RGBA(118, 118, 128, percent: 24) : RGBA(118, 118, 128, percent: 12)
        case .selectedSegment: dark ? RGBA(99, 99, 102) : RGBA(255, 255, 255)
        }
    }
}

/// A colour as 8-bit red, green and blue and an opacity in whole percent, so it prints the same
/// on every machine.
public struct RGBA: Hashable, Sendable {
    public var red: UInt8, green: UInt8, blue: UInt8
    public var percent: Int

    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, percent: Int = 100) {
        self.red = red
        self.green = green
        self.blue = blue
        self.percent = percent
    }

    /// `#RRGGBB`, without the opacity.
    public var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for byte in [red, green, blue] {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 15)])
        }
        return text
    }

    /// The opacity as a CSS number ("0.6"), or nil when opaque.
    public var opacity: String? {
        guard percent < 100 else { return nil }
        return PictureNumber.text(Double(max(0, percent)) / 100)
    }

    /// `#RRGGBB`, or `rgba(r,g,b,a)` when not opaque.
    public var css: String {
        guard let opacity else { return hex }
        return "rgba(\(red),\(green),\(blue),\(opacity))"
    }
}
