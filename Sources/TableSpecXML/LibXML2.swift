#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TableSpecDiagnostics

/// libxml2's `xmlTextReader`, looked up when XML is first read (a storyboard or a property list
/// imported) and not before.
///
/// The tool is not linked against libxml2. Linked, the dynamic loader maps libxml2 and what it
/// needs (ICU's common library and data, zlib, liblzma) into every run of `tablespec`, and
/// `validate` of a Sample took 1.6 ms longer to start (BENCHMARKS.md). Only `import` reads XML,
/// so only `import` pays: `dlopen` on its first call. Every function used is declared here with
/// opaque pointers, so no libxml2 header or pkg-config entry is needed to build the tool either.
struct LibXML2 {
    typealias Reader = OpaquePointer
    /// `xmlTextReaderErrorFunc`: the argument given with the handler, the message, its
    /// severity and a locator.
    typealias ErrorHandler = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32, OpaquePointer?) -> Void

    let readerForMemory: @convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> Reader?
    let read: @convention(c) (Reader?) -> Int32
    let nodeType: @convention(c) (Reader?) -> Int32
    let depth: @convention(c) (Reader?) -> Int32
    let isEmptyElement: @convention(c) (Reader?) -> Int32
    let constName: @convention(c) (Reader?) -> UnsafePointer<UInt8>?
    let constValue: @convention(c) (Reader?) -> UnsafePointer<UInt8>?
    let moveToNextAttribute: @convention(c) (Reader?) -> Int32
    let moveToElement: @convention(c) (Reader?) -> Int32
    let setErrorHandler: @convention(c) (Reader?, ErrorHandler?, UnsafeMutableRawPointer?) -> Void
    let locatorLineNumber: @convention(c) (OpaquePointer?) -> Int32
    let parserColumnNumber: @convention(c) (Reader?) -> Int32
    let parserLineNumber: @convention(c) (Reader?) -> Int32
    let freeReader: @convention(c) (Reader?) -> Void

    /// The reader's options: never touch the network, and nothing else: no `XML_PARSE_NOENT`
    /// (entities are not substituted), no `XML_PARSE_DTDLOAD` or `DTDATTR` (no external DTD is
    /// read, no default attributes come from one). A storyboard has no DOCTYPE at all, and a
    /// property list's only names Apple's DTD; the reader refuses any internal subset on sight
    /// (see `XMLDocumentReader`).
    static let options: Int32 = 1 << 11  // XML_PARSE_NONET

    /// The library's file names, most specific first.
    private static let libraryNames: [String] = {
        #if canImport(Darwin)
        return ["/usr/lib/libxml2.2.dylib", "libxml2.2.dylib", "libxml2.dylib"]
        #else
        return ["libxml2.so.2", "libxml2.so"]
        #endif
    }()

    /// The library, or an error that says it is missing, what needed it ("importing a
    /// storyboard"), and how to install it.
    static func load(for activity: String) -> Result<LibXML2, Diagnostic> {
        var handle: UnsafeMutableRawPointer?
        for name in libraryNames where handle == nil {
            handle = dlopen(name, RTLD_NOW | RTLD_LOCAL)
        }
        guard let handle else {
            return .failure(
                .error(
                    "\(activity) needs libxml2, which was not found (\(libraryNames[0])); install it (apt-get install libxml2, or brew install libxml2)",
                    at: nil))
        }
        func symbol<F>(_ name: String, as type: F.Type) -> F? {
            guard let address = dlsym(handle, name) else { return nil }
            return unsafeBitCast(address, to: type)
        }
        guard
            let readerForMemory = symbol(
                "xmlReaderForMemory",
                as: (@convention(c) (UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UnsafePointer<CChar>?, Int32) -> Reader?).self),
            let read = symbol("xmlTextReaderRead", as: (@convention(c) (Reader?) -> Int32).self),
            let nodeType = symbol("xmlTextReaderNodeType", as: (@convention(c) (Reader?) -> Int32).self),
            let depth = symbol("xmlTextReaderDepth", as: (@convention(c) (Reader?) -> Int32).self),
            let isEmptyElement = symbol("xmlTextReaderIsEmptyElement", as: (@convention(c) (Reader?) -> Int32).self),
            let constName = symbol("xmlTextReaderConstName", as: (@convention(c) (Reader?) -> UnsafePointer<UInt8>?).self),
            let constValue = symbol("xmlTextReaderConstValue", as: (@convention(c) (Reader?) -> UnsafePointer<UInt8>?).self),
            let moveToNextAttribute = symbol("xmlTextReaderMoveToNextAttribute", as: (@convention(c) (Reader?) -> Int32).self),
            let moveToElement = symbol("xmlTextReaderMoveToElement", as: (@convention(c) (Reader?) -> Int32).self),
            let setErrorHandler = symbol(
                "xmlTextReaderSetErrorHandler", as: (@convention(c) (Reader?, ErrorHandler?, UnsafeMutableRawPointer?) -> Void).self),
            let locatorLineNumber = symbol("xmlTextReaderLocatorLineNumber", as: (@convention(c) (OpaquePointer?) -> Int32).self),
            let parserColumnNumber = symbol("xmlTextReaderGetParserColumnNumber", as: (@convention(c) (Reader?) -> Int32).self),
            let parserLineNumber = symbol("xmlTextReaderGetParserLineNumber", as: (@convention(c) (Reader?) -> Int32).self),
            let freeReader = symbol("xmlFreeTextReader", as: (@convention(c) (Reader?) -> Void).self)
        else {
            return .failure(.error("the libxml2 found lacks its xmlTextReader functions; install libxml2 2.9 or later", at: nil))
        }
        return .success(
            LibXML2(
                readerForMemory: readerForMemory, read: read, nodeType: nodeType, depth: depth, isEmptyElement: isEmptyElement,
                constName: constName, constValue: constValue, moveToNextAttribute: moveToNextAttribute, moveToElement: moveToElement,
                setErrorHandler: setErrorHandler, locatorLineNumber: locatorLineNumber, parserColumnNumber: parserColumnNumber,
                parserLineNumber: parserLineNumber,
                freeReader: freeReader
            ))
    }
}
