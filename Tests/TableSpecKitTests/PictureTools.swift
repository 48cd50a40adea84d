import Foundation
import Testing

/// The programs the picture tests draw with: headless Chromium and librsvg. Where one is missing
/// the tests that need it are skipped and say why; under `CI=true` they run and fail instead,
/// since `.ci/run` installs both.
enum PictureTools {
    static let chromium = find(["chromium-headless-shell", "chromium", "chromium-browser"])
    static let rsvg = find(["rsvg-convert"])

    static var chromiumOrCI: Bool { chromium != nil || TestEnvironment.isCI }
    static var rsvgOrCI: Bool { rsvg != nil || TestEnvironment.isCI }

    static func find(_ names: [String]) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in names {
            for directory in path.split(separator: ":") {
                let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// The tool, or an issue recorded under CI where it must be there.
    static func require(_ tool: URL?, _ name: String) -> URL? {
        if tool == nil { Issue.record("\(name) is not installed; .ci/run installs it (chromium-headless-shell librsvg2-bin fonts-noto-cjk)") }
        return tool
    }

    /// Chromium's screenshot of a page, `width` by `height` CSS pixels at `scale` device pixels
    /// each (`--force-device-scale-factor`): 1 unless a test asks for a Retina screen's 2 or 3.
    static func screenshot(html: String, width: Int = 390, height: Int, scale: Int = 1) throws -> Screenshot? {
        guard let chromium = require(chromium, "chromium-headless-shell") else { return nil }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tablespec-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html"), png = directory.appendingPathComponent("shot.png")
        try html.write(to: page, atomically: false, encoding: .utf8)
        var arguments = ["--headless", "--hide-scrollbars", "--force-device-scale-factor=\(scale)", "--disable-gpu",
                         "--user-data-dir=\(directory.appendingPathComponent("profile").path)",
                         "--screenshot=\(png.path)", "--window-size=\(width),\(height)", page.absoluteString]
        if getuid() == 0 { arguments.insert("--no-sandbox", at: 0) }
        let result = try runProcess(chromium, arguments, timeout: 60)
        #expect(result.status == 0, "chromium: \(result.stderr.suffix(2000))")
        return try Screenshot(png: png)
    }

    /// An empty page in the same `color-scheme` as a picture page, and nothing else: no styles,
    /// no table. Its screenshot is what the browser shows where a page paints nothing.
    static func emptyPage(like html: String) -> String {
        let scheme = html.firstMatch(of: /<meta name="color-scheme" content="[a-z]+">/).map { String($0.output) } ?? ""
        return "<!DOCTYPE html>\n<html>\n<head>\n\(scheme)\n</head>\n<body>\n</body>\n</html>\n"
    }
}

/// A PNG's pixels as RGB bytes, decoded by Support/png_pixels.py (zlib from Python's standard library).
struct Screenshot {
    let width: Int
    let height: Int
    let rgb: [UInt8]

    init(png: URL) throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Tests/TableSpecKitTests/Support/png_pixels.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, png.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let bytes = [UInt8](data)
        let newline = bytes.firstIndex(of: 0x0A) ?? 0
        let size = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        width = size.first ?? 0
        height = size.count > 1 ? size[1] : 0
        rgb = Array(bytes[min(bytes.count, newline + 1)...])
        #expect(process.terminationStatus == 0 && rgb.count == width * height * 3, "could not read \(png.lastPathComponent)")
    }

    /// The pixel at (x, y) as "#RRGGBB", or "outside".
    func hex(_ x: Int, _ y: Int) -> String {
        guard let (r, g, b) = pixel(x, y) else { return "outside" }
        return String(format: "#%02X%02X%02X", r, g, b)
    }

    func pixel(_ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 3
        return (rgb[i], rgb[i + 1], rgb[i + 2])
    }

    /// The smallest per-channel distance to `hex` of any pixel inside the box: how close an
    /// antialiased glyph comes to its colour.
    func closest(to hex: String, x: Double, y: Double, width w: Double, height h: Double) -> Int {
        let target = Array(hex.dropFirst()).chunked().map { UInt8($0, radix: 16) ?? 0 }
        var best = 255
        for py in Int(y)..<Int((y + h).rounded(.up)) {
            for px in Int(x)..<Int((x + w).rounded(.up)) {
                guard let (r, g, b) = pixel(px, py) else { continue }
                let distance = max(abs(Int(r) - Int(target[0])), abs(Int(g) - Int(target[1])), abs(Int(b) - Int(target[2])))
                best = min(best, distance)
            }
        }
        return best
    }
}

private extension Array where Element == Character {
    func chunked() -> [String] {
        stride(from: 0, to: count, by: 2).map { String(self[$0..<Swift.min($0 + 2, count)]) }
    }
}
