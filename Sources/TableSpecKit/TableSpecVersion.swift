import SwiftCodeModel
import TableSpecDiagnostics
import TableSpecFrontEnd
import TableSpecTextLayout
import TableSpecModel
import TableSpecOutput
import TableSpecSwiftCore
import TableSpecTextPreview
import TableSpecUIKit

/// The tool's version, printed by `tablespec --version`. It never appears in generated files,
/// which must not change when only the tool's version does.
public enum TableSpecVersion {
    public static let current = "0.1.0"
}
