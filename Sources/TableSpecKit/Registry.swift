import TableSpecOutput
import TableSpecPicturePreview
import TableSpecSettingsBundle
import TableSpecSwiftUI
import TableSpecTextPreview
import TableSpecUIKit

/// Every output target `tablespec generate --target` offers. A new target is one module and
/// one entry here.
public enum OutputTargets {
    public static let all: [any OutputTarget] = [UIKitOutputTarget(), SwiftUIOutputTarget(), SettingsBundleTarget()]

    public static var `default`: any OutputTarget { all[0] }

    public static func named(_ name: String) -> (any OutputTarget)? {
        all.first { $0.name == name }
    }
}

/// Every format `tablespec preview --format` offers. A new format is one module and one entry
/// here.
public enum PreviewFormats {
    public static let all: [any PreviewFormat] = [TextPreviewFormat(), HTMLPreviewFormat(), SVGPreviewFormat()]

    public static var `default`: any PreviewFormat { all[0] }

    public static func named(_ name: String) -> (any PreviewFormat)? {
        all.first { $0.name == name }
    }
}
