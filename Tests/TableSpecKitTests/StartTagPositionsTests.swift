import Testing
@testable import TableSpecXML
import TableSpecDiagnostics

/// The scan that gives every element of an XML document its line and column before libxml2 reads
/// it (`StartTagPositions`, on `MarkupScanner`): only a `<` that starts a tag counts, wherever else
/// a `<` may stand.
@Suite("Start tag positions")
struct StartTagPositionsTests {
    static func positions(_ text: String, maxValueBytes: Int = .max) -> StartTagPositions {
        StartTagPositions(Array(text.utf8), maxValueBytes: maxValueBytes)
    }

    static func places(_ ranges: [SourceRange]) -> [String] { ranges.map { "\($0.start.line):\($0.start.column)" } }

    @Test("comments, CDATA, processing instructions, end tags and quoted '>' hide no tag and add none")
    func onlyStartTags() {
        let text = """
            <?xml version="1.0"?>
            <!-- <fake/> -->
            <root a="x > <y" b='<'>
              <![CDATA[ <notATag> ]]><child/><?pi <no?>
            </root>
            """
        let scan = Self.positions(text)
        #expect(Self.places(scan.starts) == ["3:1", "4:26"])
        #expect(scan.doctype == nil && scan.oversized == nil)
    }

    @Test("columns count Unicode scalars, so text in any script before a tag does not shift it")
    func columnsInScalars() {
        let scan = Self.positions("<a>汉字😀é<b/>\n  <c/></a>")
        #expect(Self.places(scan.starts) == ["1:1", "1:8", "2:3"])
        #expect(scan.starts[1].start.offset == 3 + 6 + 4 + 2)
    }

    @Test("a DOCTYPE is found, and its internal subset told from a '[' inside its quoted identifiers")
    func doctype() {
        let plain = Self.positions("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://x/[y].dtd\">\n<plist/>")
        #expect(plain.doctype.map { Self.places([$0]) } == ["1:1"])
        #expect(!plain.doctypeHasInternalSubset)
        #expect(Self.places(plain.starts) == ["2:1"])
        let subset = Self.positions("<!DOCTYPE r [<!ENTITY e \"x\">]><r>&e;</r>")
        #expect(subset.doctypeHasInternalSubset)
        #expect(Self.positions("<!DOCTYPE").doctypeHasInternalSubset == false, "a DOCTYPE cut short has no subset")
    }

    @Test("an attribute value or a text longer than the limit is found at its tag or its start, and the scan stops there")
    func oversized() {
        let attribute = Self.positions("<a>\n <b v=\"" + String(repeating: "x", count: 50) + "\"/><c/></a>", maxValueBytes: 20)
        #expect(attribute.oversized.map { Self.places([$0]) } == ["2:2"])
        #expect(Self.places(attribute.starts) == ["1:1", "2:2"], "nothing after it is scanned")
        let text = Self.positions("<a><b/>" + String(repeating: "y", count: 50) + "</a>", maxValueBytes: 20)
        #expect(text.oversized.map { Self.places([$0]) } == ["1:7"], "a text is found at the '>' before it")
        #expect(Self.positions("<a v=\"" + String(repeating: "x", count: 20) + "\">" + String(repeating: "y", count: 20) + "</a>", maxValueBytes: 20).oversized == nil,
                "exactly the limit is allowed")
    }

    @Test("bytes cut anywhere, inside a comment, a tag or a quote, are scanned to their end and no further")
    func truncated() {
        let text = Array("<?xml?><!-- c --><r a=\"1\"><![CDATA[x]]><s/></r>".utf8)
        let whole = StartTagPositions(text).starts.map(\.start.offset)
        #expect(whole == [17, 39])
        for end in 0...text.count {
            let starts = StartTagPositions(Array(text[..<end])).starts.map(\.start.offset)
            // What the cut leaves of the document's tags, and at most a lone `<` at the very end, which libxml2 refuses.
            #expect(starts == whole.filter { $0 < end } || starts == whole.filter { $0 < end } + [end - 1], "cut at \(end): \(starts)")
        }
    }
}
