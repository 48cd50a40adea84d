#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TableSpecFrontEnd

/// `tablespec lsp`: the Language Server Protocol over standard input and output.
///
/// One thread, one loop: read what has arrived, handle every complete message in it, then check
/// the documents those messages changed. A burst of edits is checked once, at its end, and a
/// check never runs beside a message that changes the text it reads. Every spec is checked by the
/// same front end as `tablespec validate`, within the same limits.
public struct LanguageServer {
    public let limits: YAMLLimits
    public let version: String

    public init(limits: YAMLLimits, version: String) {
        self.limits = limits
        self.version = version
    }

    /// Serves until `exit` or the end of input; the exit status LSP asks for: 0 after `shutdown`,
    /// 1 otherwise.
    public func run(input: Int32 = 0, output: Int32 = 1) -> Int32 {
        let session = ServerSession(limits: limits, version: version, stream: MessageStream(input: input, output: output))
        return session.run()
    }
}

/// The state of one client's session.
final class ServerSession {
    enum State {
        case waitingForInitialize, running, shutDown
    }

    private let stream: MessageStream
    private let checker: DocumentChecker
    private let version: String
    private var framer: MessageFramer
    private var state = State.waitingForInitialize
    private var documents = OpenDocuments()
    private var diagnostics = PublishedDiagnostics()
    /// Documents to check once the messages at hand are handled, in the order they changed.
    private var pending: [String] = []
    /// What other specs see of each open document (its `table` line and whether it has errors):
    /// when it changes, the specs beside it are checked again.
    private var seenByOthers: [String: String] = [:]
    private var exitStatus: Int32?
    private let decoder = JSONDecoder()
    private let encoder = JSONEncoder()

    init(limits: YAMLLimits, version: String, stream: MessageStream) {
        self.stream = stream
        self.checker = DocumentChecker(limits: limits)
        self.version = version
        // A document as large as the input limit, escaped in JSON at worst six bytes for one, fits.
        let (scaled, overflow) = limits.maxInputBytes.multipliedReportingOverflow(by: 6)
        framer = MessageFramer(maxBodyBytes: overflow ? Int.max : scaled &+ 64 * 1024)
        encoder.outputFormatting = [.withoutEscapingSlashes]
    }

    func run() -> Int32 {
        while exitStatus == nil {
            guard stream.receive(into: &framer) else {
                // The client has gone: as if it had sent `exit`.
                return state == .shutDown ? 0 : 1
            }
            while exitStatus == nil, let item = framer.next() {
                switch item {
                case .body(let body): handle(body)
                case .malformed(let problem): sendError(nil, .parseError, "cannot read the message: \(problem)")
                }
            }
            if exitStatus == nil { checkPending() }
        }
        return exitStatus ?? 1
    }

    // MARK: Messages

    private func handle(_ body: [UInt8]) {
        let envelope: IncomingEnvelope
        do {
            envelope = try decoder.decode(IncomingEnvelope.self, from: Data(body))
        } catch DecodingError.dataCorrupted(let context) {
            // Not JSON, or JSON nested deeper than the decoder reads.
            sendError(nil, .parseError, "the message is not JSON that can be read: \(context.debugDescription.prefix(200))")
            return
        } catch {
            sendError(nil, .invalidRequest, "the message is not a JSON-RPC request or notification object")
            return
        }
        if envelope.isResponse { return }  // The server sends no requests, so expects no answers.
        let id: RequestID?
        switch envelope.id {
        case .absent: id = nil
        case .id(let value): id = value
        case .null, .invalid:
            sendError(nil, .invalidRequest, "a request's id must be a number or a string")
            return
        }
        guard envelope.jsonrpc == "2.0", let method = envelope.method else {
            sendError(id, .invalidRequest, envelope.jsonrpc != "2.0" ? "the message lacks \"jsonrpc\": \"2.0\"" : "the message has no method name")
            return
        }
        if let id {
            // Edits before a request are checked first, so answers follow the order of messages.
            checkPending()
            request(method, id: id, body: body)
        } else {
            notification(method, body: body)
        }
    }

    private func request(_ method: String, id: RequestID, body: [UInt8]) {
        switch state {
        case .waitingForInitialize where method != "initialize":
            sendError(id, .serverNotInitialized, "the server has not been initialized")
            return
        case .shutDown:
            sendError(id, .invalidRequest, "the server has shut down; only 'exit' is accepted")
            return
        default: break
        }
        switch method {
        case "initialize":
            guard state == .waitingForInitialize else {
                sendError(id, .invalidRequest, "the server is already initialized")
                return
            }
            guard params(InitializeParams.self, of: body, id: id) != nil else { return }
            state = .running
            send(
                ResponseMessage(
                    id: id,
                    result: InitializeResult(
                        capabilities: ServerCapabilities(
                            textDocumentSync: TextDocumentSyncOptions(), hoverProvider: true,
                            codeActionProvider: CodeActionOptions(), definitionProvider: true,
                            documentSymbolProvider: true, completionProvider: CompletionOptions(),
                            referencesProvider: true, renameProvider: RenameOptions()),
                        serverInfo: ServerInfo(name: "tablespec", version: version))))
        case "shutdown":
            state = .shutDown
            send(ResponseMessage<Bool>(id: id, result: nil))
        case "textDocument/hover":
            guard let params = params(TextDocumentPositionParams.self, of: body, id: id) else { return }
            let hover = documents[params.textDocument.uri].flatMap { document -> Hover? in
                // Parsed once for the three hovers that read the tree as the text is.
                let tree = SpecTree(document.text, limits: checker.limits)
                return KeyHover.hover(in: document.text, at: params.position, tree: tree, limits: checker.limits)
                    ?? OpensDefinition.hover(in: document, at: params.position, documents: documents, limits: checker.limits)
                    ?? StylePicture.hover(in: document.text, at: params.position, tree: tree, limits: checker.limits)
                    ?? SymbolHover.hover(in: document.text, at: params.position, tree: tree)
            }
            send(ResponseMessage(id: id, result: hover))
        case "textDocument/definition":
            guard let params = params(TextDocumentPositionParams.self, of: body, id: id) else { return }
            let location = documents[params.textDocument.uri].flatMap {
                OpensDefinition.location(in: $0, at: params.position, documents: documents, limits: checker.limits)
                    ?? SpecNavigation.definition(in: $0, at: params.position, limits: checker.limits)
            }
            send(ResponseMessage(id: id, result: location))
        case "textDocument/documentSymbol":
            guard let params = params(DocumentSymbolParams.self, of: body, id: id) else { return }
            let symbols = documents[params.textDocument.uri].map {
                DocumentSymbols.symbols(of: $0.text, file: $0.path ?? "-", limits: checker.limits)
            }
            send(ResponseMessage(id: id, result: symbols))
        case "textDocument/completion":
            guard let params = params(TextDocumentPositionParams.self, of: body, id: id) else { return }
            let items =
                documents[params.textDocument.uri].map {
                    SpecCompletion.items(in: $0, at: params.position, documents: documents, limits: checker.limits)
                        ?? ValueCompletion.items(in: $0.text, at: params.position)
                } ?? []
            send(ResponseMessage(id: id, result: items))
        case "textDocument/references":
            guard let params = params(ReferenceParams.self, of: body, id: id) else { return }
            var locations: [Location] = []
            if let document = documents[params.textDocument.uri] {
                if let table = TableNameRename.name(in: document.text, at: params.position) {
                    let found = TableNameRename.locations(of: table.name, from: document, documents: documents, limits: checker.limits)
                    locations = found.keys.sorted().flatMap { uri in found[uri, default: []].map { Location(uri: uri, range: $0) } }
                } else {
                    locations = SpecNavigation.references(
                        in: document, at: params.position, includeDeclaration: params.context?.includeDeclaration ?? true, limits: checker.limits)
                }
            }
            send(ResponseMessage(id: id, result: locations))
        case "textDocument/prepareRename":
            guard let params = params(TextDocumentPositionParams.self, of: body, id: id) else { return }
            let range = documents[params.textDocument.uri].flatMap {
                TableNameRename.name(in: $0.text, at: params.position)?.range
                    ?? SpecNavigation.prepareRename(in: $0, at: params.position, limits: checker.limits)
            }
            send(ResponseMessage(id: id, result: range))
        case "textDocument/rename":
            guard let params = params(RenameParams.self, of: body, id: id) else { return }
            guard let document = documents[params.textDocument.uri] else {
                send(ResponseMessage<WorkspaceEdit>(id: id, result: nil))
                return
            }
            let outcome =
                TableNameRename.name(in: document.text, at: params.position).map {
                    TableNameRename.rename($0.name, to: params.newName, from: document, documents: documents, limits: checker.limits)
                } ?? SpecNavigation.rename(in: document, at: params.position, to: params.newName, documents: documents, limits: checker.limits)
            switch outcome {
            case .edit(let edit): send(ResponseMessage(id: id, result: edit))
            case .nothing: send(ResponseMessage<WorkspaceEdit>(id: id, result: nil))
            case .refused(let reason): sendError(id, .requestFailed, reason)
            }
        case "textDocument/codeAction":
            guard let params = params(CodeActionParams.self, of: body, id: id) else { return }
            var actions: [CodeAction] = []
            let wanted = params.context.only.map { $0.contains { "quickfix".hasPrefix($0) } } ?? true
            if wanted, let document = documents[params.textDocument.uri] {
                actions = DidYouMeanActions.actions(for: params.context.diagnostics, uri: params.textDocument.uri, text: document.text)
            }
            send(ResponseMessage(id: id, result: actions))
        default:
            sendError(id, .methodNotFound, "unsupported method '\(method)'")
        }
    }

    private func notification(_ method: String, body: [UInt8]) {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        // Before `initialize`, notifications are dropped; after `shutdown`, nothing is done.
        guard state == .running else { return }
        switch method {
        case "textDocument/didOpen":
            guard let params = params(DidOpenTextDocumentParams.self, of: body, id: nil) else { return }
            documents.open(params.textDocument)
            schedule(params.textDocument.uri)
        case "textDocument/didChange":
            guard let params = params(DidChangeTextDocumentParams.self, of: body, id: nil),
                documents.change(params)
            else { return }
            schedule(params.textDocument.uri)
        case "textDocument/didClose":
            guard let params = params(DidCloseTextDocumentParams.self, of: body, id: nil) else { return }
            let uri = params.textDocument.uri
            guard let document = documents[uri] else { return }
            documents.close(uri)
            pending.removeAll { $0 == uri }
            seenByOthers[uri] = nil
            publish(diagnostics.record(owner: uri, [:]), always: uri)
            scheduleNeighbours(of: document)
        default:
            break  // Unknown notifications, `$/` ones included, are ignored, as LSP asks.
        }
    }

    /// The message's params as `Params`, or nil after answering a request with "invalid params".
    private func params<Params: Decodable>(_ type: Params.Type, of body: [UInt8], id: RequestID?) -> Params? {
        do {
            return try decoder.decode(ParamsOf<Params>.self, from: Data(body)).params
        } catch {
            if let id { sendError(id, .invalidParams, "the params do not fit the method: \(Self.describe(error))") }
            return nil
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "unreadable" }
        switch error {
        case .keyNotFound(let key, let context): return "'\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "'\(context.codingPath.map(\.stringValue).joined(separator: "."))' has the wrong type"
        @unknown default: return "unreadable"
        }
    }

    // MARK: Checking

    private func schedule(_ uri: String) {
        pending.removeAll { $0 == uri }
        pending.append(uri)
    }

    /// Schedules the open specs in the folder of `document`: the ones whose `opens` may name it.
    private func scheduleNeighbours(of document: OpenDocument) {
        guard let path = document.path else { return }
        let folder = Self.folder(of: path)
        for other in documents.byURI.values where other.uri != document.uri && other.path.map(Self.folder) == folder {
            if !pending.contains(other.uri) { pending.append(other.uri) }
        }
    }

    private static func folder(of path: String) -> Substring {
        path[..<(path.lastIndex(of: "/") ?? path.startIndex)]
    }

    private func checkPending() {
        var checked = Set<String>()
        while !pending.isEmpty {
            let uri = pending.removeFirst()
            guard checked.insert(uri).inserted, let document = documents[uri] else { continue }
            // A file that is not a spec (a sample file, a workflow) in an editor that sends every
            // YAML file is not checked as one: it gets an empty list, not a spec's errors.
            let found = Self.isSpec(document) ? checker.check(document, among: documents) : [uri: []]
            publish(diagnostics.record(owner: uri, found), always: uri)
            let seen = Self.seenByOthers(document, found[uri] ?? [])
            if seenByOthers.updateValue(seen, forKey: uri) != seen {
                for other in documents.byURI.values where other.uri != uri && !checked.contains(other.uri) {
                    if other.path.map(Self.folder) == document.path.map(Self.folder), !pending.contains(other.uri) { pending.append(other.uri) }
                }
            }
        }
    }

    /// Whether `document` is checked: a `*.table.yaml` file, or a document with no file (`untitled:`).
    private static func isSpec(_ document: OpenDocument) -> Bool {
        document.path.map { $0.hasSuffix(".table.yaml") } ?? true
    }

    /// What another spec's `opens` can see of `document`: its `table` line, and whether it has
    /// errors (a spec that does not parse names no table).
    private static func seenByOthers(_ document: OpenDocument, _ diagnostics: [LSPDiagnostic]) -> String {
        var tableLine = ""
        for line in document.text.split(separator: 0x0A, omittingEmptySubsequences: true) where line.starts(with: Array("table:".utf8)) {
            tableLine = String(decoding: line, as: UTF8.self)
            break
        }
        return tableLine + (diagnostics.contains { $0.severity == 1 } ? "\u{0}error" : "")
    }

    // MARK: Sending

    /// Publishes every URI in `uris`, and `always` even when its diagnostics are unchanged: a
    /// client is told the outcome of every change it makes.
    private func publish(_ uris: Set<String>, always: String? = nil) {
        var all = uris
        if let always { all.insert(always) }
        for uri in all.sorted() {
            send(
                NotificationMessage(
                    method: "textDocument/publishDiagnostics",
                    params: PublishDiagnosticsParams(uri: uri, version: documents[uri]?.version, diagnostics: diagnostics.of(uri))))
        }
    }

    private func send(_ message: some Encodable) {
        guard let body = try? encoder.encode(message) else { return }
        if !stream.send(body: Array(body)) {
            // The client has gone: nothing more can be said to it.
            exitStatus = state == .shutDown ? 0 : 1
        }
    }

    private func sendError(_ id: RequestID?, _ code: ErrorCode, _ message: String) {
        send(ErrorResponseMessage(id: id, error: ResponseError(code: code.rawValue, message: message)))
    }
}
