// A stand-in for Xcode's preview macro plugin, so that generated `#Preview` blocks are type-checked on
// Linux against the UIKit and SwiftUI stubs, whose `Preview` macros name it
// (`#externalMacro(module: "TableSpecPreviewStandIn", type: "PreviewMacro")`).
//
// `swiftc -load-plugin-executable <this>#TableSpecPreviewStandIn` starts it and talks to it over
// standard input and output: each message is a little-endian 64-bit byte count and that many bytes of
// JSON. The compiler asks for the plugin's capability, then sends each `#Preview` to expand with its
// source text; the reply is the source of the declarations it expands to.
//
// A `#Preview(args) { body }` (with any attributes written before it) becomes
//
//     <attributes>
//     @MainActor func <unique name>() -> Preview { Preview(args) { body } }
//
// which is what Xcode's expansion holds at its heart: a `Preview` made from the same name and body. So
// the body is checked against the macro's parameter (before expansion) and against `Preview`'s
// initializer, and an `@available` written on the `#Preview` is kept. The name is one the compiler
// accepts as unique: the expansion's discriminator with a suffix, as swift-syntax's `makeUniqueName`
// forms them.
//
// Built by `PreviewMacroStandIn` in the test target with `swiftc`; it is not part of the test target.
import Foundation

/// A message from the compiler: exactly one member is set.
struct HostMessage: Decodable {
    struct Capability: Decodable {}
    struct Expansion: Decodable {
        struct Syntax: Decodable {
            var source: String
        }
        var discriminator: String
        var syntax: Syntax
    }

    var getCapability: Capability?
    var expandFreestandingMacro: Expansion?
}

/// A reply to the compiler.
enum PluginMessage: Encodable {
    case capability(protocolVersion: Int)
    case expansion(source: String?, error: String?)

    private struct CapabilityResult: Encodable {
        struct Capability: Encodable { var protocolVersion: Int }
        var capability: Capability
    }

    private struct ExpansionResult: Encodable {
        var expandedSource: String?
        var diagnostics: [Diagnostic]
    }

    /// A diagnostic at the start of the expansion's source.
    private struct Diagnostic: Encodable {
        struct Position: Encodable {
            var fileName = ""
            var offset = 0
        }
        var message: String
        var severity = "error"
        var position = Position()
        var highlights: [String] = []
        var notes: [String] = []
        var fixIts: [String] = []
    }

    private enum Key: String, CodingKey {
        case getCapabilityResult, expandMacroResult
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch self {
        case .capability(let version):
            try container.encode(CapabilityResult(capability: .init(protocolVersion: version)), forKey: .getCapabilityResult)
        case .expansion(let source, let error):
            try container.encode(ExpansionResult(expandedSource: source, diagnostics: error.map { [Diagnostic(message: $0)] } ?? []),
                                 forKey: .expandMacroResult)
        }
    }
}

/// The declaration a `#Preview` expands to, or nil when the text has no `#Preview` with a trailing closure.
func expansion(of source: String, discriminator: String) -> String? {
    guard let macro = source.range(of: "#Preview") else { return nil }
    let attributes = source[..<macro.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    let call = source[macro.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    guard call.hasSuffix("}") else { return nil }
    let name = discriminator + "7previewfMu_"
    return (attributes.isEmpty ? "" : attributes + "\n") + "@MainActor func \(name)() -> Preview {\n    Preview" + call + "\n}"
}

let input = FileHandle.standardInput
let output = FileHandle.standardOutput

func read(count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        guard let chunk = try? input.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ message: PluginMessage) throws {
    let json = try JSONEncoder().encode(message)
    var header = Data(count: 8)
    var size = UInt64(json.count).littleEndian
    withUnsafeBytes(of: &size) { header.replaceSubrange(0..<8, with: $0) }
    try output.write(contentsOf: header + json)
}

do {
    while let header = read(count: 8) {
        var size: UInt64 = 0
        for (shift, byte) in header.enumerated() { size |= UInt64(byte) << (8 * UInt64(shift)) }
        guard let body = read(count: Int(size)) else { break }
        let message = try JSONDecoder().decode(HostMessage.self, from: body)
        if message.getCapability != nil {
            try send(.capability(protocolVersion: 7))
        } else if let expand = message.expandFreestandingMacro {
            let source = expansion(of: expand.syntax.source, discriminator: expand.discriminator)
            try send(.expansion(source: source, error: source == nil ? "the stand-in expands only `#Preview(…) { … }`" : nil))
        } else {
            FileHandle.standardError.write(Data("PreviewMacroStandIn: a message it does not know\n".utf8))
            exit(1)
        }
    }
} catch {
    FileHandle.standardError.write(Data("PreviewMacroStandIn: \(error)\n".utf8))
    exit(1)
}
