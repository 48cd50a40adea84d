// System colors beyond UIKit.swift's. UIColor is not main-actor isolated and is Sendable in the
// SDK. In the SDK these are `open class var` in the class itself; here they are `public class var`
// in an extension, which callers cannot tell apart (nobody overrides a system color).
#if UIKIT_STUB
import Foundation

extension UIColor {
    // Label colors (iOS 13).
    public class var tertiaryLabel: UIColor { UIColor() }
    public class var quaternaryLabel: UIColor { UIColor() }
    public class var placeholderText: UIColor { UIColor() }
    public class var link: UIColor { UIColor() }
    /// iOS 15. The tint color of the view the color is used in, resolved at draw time.
    public class var tintColor: UIColor { UIColor() }

    // Adaptable system colors: the color names of a swipe action's `color` (spec-format.md).
    public class var systemRed: UIColor { UIColor() }
    public class var systemOrange: UIColor { UIColor() }
    public class var systemYellow: UIColor { UIColor() }
    public class var systemGreen: UIColor { UIColor() }
    /// iOS 15.
    public class var systemMint: UIColor { UIColor() }
    public class var systemTeal: UIColor { UIColor() }
    /// iOS 15.
    public class var systemCyan: UIColor { UIColor() }
    public class var systemBlue: UIColor { UIColor() }
    public class var systemIndigo: UIColor { UIColor() }
    public class var systemPurple: UIColor { UIColor() }
    public class var systemPink: UIColor { UIColor() }
    /// iOS 13.
    public class var systemBrown: UIColor { UIColor() }
    public class var systemGray: UIColor { UIColor() }

    // Backgrounds (iOS 13).
    public class var systemBackground: UIColor { UIColor() }
    public class var secondarySystemBackground: UIColor { UIColor() }
    public class var systemGroupedBackground: UIColor { UIColor() }
    public class var secondarySystemGroupedBackground: UIColor { UIColor() }
    public class var separator: UIColor { UIColor() }

    // Fixed colors.
    public class var white: UIColor { UIColor() }
    public class var black: UIColor { UIColor() }
}
#endif
