import TableSpecKit

/// libFuzzer's entry point: one input through everything a user's spec reaches. Bytes become
/// diagnostics (rendered as text and as JSON), or a model, whose generated Swift and previews (text
/// at two widths, in editing mode and in ASCII; an HTML page and an SVG viewport) are produced too. Any crash, hang, sanitizer report
/// or runaway allocation along the way is a finding.
///
/// The limits are the defaults the CLI uses, so the fuzzer explores what users get.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = FrontEnd().compile(bytes, file: "fuzz.table.yaml")
    let diagnostics = result.diagnostics.sorted
    _ = DiagnosticTextRenderer(colored: true).render(diagnostics)
    _ = DiagnosticJSONRenderer().render(diagnostics)
    guard let table = result.table else { return 0 }
    _ = UIKitOutputTarget().files(for: table, options: OutputOptions(sourcePath: "fuzz.table.yaml", baseName: "Fuzz"))
    _ = TableSummary.describe(table)
    let content = TableContent(table, items: [:])
    for options in [LayoutOptions(width: 48), LayoutOptions(width: LayoutOptions.minimumWidth, editing: true)] {
        let layout = TableLayout(table, content: content, options: options)
        _ = PreviewRenderer(layout: layout, colored: true).render()
        _ = PreviewRenderer(layout: layout, ascii: true).render(lines: 0..<PreviewRenderer.screenLines)
    }
    // The picture formats: a whole page, and an SVG viewport of the narrowest screen, editing, dark.
    var picture = PreviewRequest()
    _ = HTMLPreviewFormat().render(table, content: content, request: picture)
    picture.deviceWidth = PictureMetrics.deviceWidths.lowerBound
    picture.editing = true
    picture.appearance = .dark
    picture.height = Int(PictureMetrics.screenHeight)
    _ = SVGPreviewFormat().render(table, content: content, request: picture)
    return 0
}
