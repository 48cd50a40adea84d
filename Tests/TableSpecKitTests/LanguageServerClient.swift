import Foundation
import Testing

/// A client of the real `tablespec lsp`, for the tests: it frames and sends messages, and reads
/// back whatever the server writes, message by message, as the bytes arrive.
///
/// The messages are plain Codable values the tests write out (`LSPWire`), not the server's own
/// types, so a test checks what goes over the wire rather than agreeing with itself.
final class LanguageServerClient: @unchecked Sendable {
    let process = Process()
    private let input = Pipe(), output = Pipe(), errors = Pipe()
    private let condition = NSCondition()
    private var received = Data()
    private var ended = false
    private var nextID = 100

    init(arguments: [String] = []) throws {
        process.executableURL = TestPaths.tablespec
        process.arguments = ["lsp"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let handle = output.fileHandleForReading
        // Weakly: a client a test lets go of is deinitialised, which ends its server.
        Thread.detachNewThread { [weak self] in
            while true {
                let chunk = handle.availableData
                guard let self else { return }
                self.condition.lock()
                if chunk.isEmpty { self.ended = true } else { self.received.append(chunk) }
                self.condition.broadcast()
                self.condition.unlock()
                if chunk.isEmpty { return }
            }
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    func sendRaw(_ bytes: Data) {
        input.fileHandleForWriting.write(bytes)
    }

    func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    func send(_ message: some Encodable) throws {
        sendRaw(frame(try JSONEncoder().encode(message)))
    }

    /// Sends a request and returns its id.
    @discardableResult
    func request(_ method: String, _ params: some Encodable) throws -> Int {
        nextID += 1
        try send(LSPWire.Request(id: nextID, method: method, params: params))
        return nextID
    }

    func notify(_ method: String, _ params: some Encodable) throws {
        try send(LSPWire.OutgoingNotification(method: method, params: params))
    }

    func closeInput() {
        try? input.fileHandleForWriting.close()
    }

    // MARK: Receiving

    /// The next message's body, or nil when the server ends its output or `timeout` passes.
    func nextBody(timeout: TimeInterval = 20) -> Data? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let body = takeMessage() { return body }
            if ended { return nil }
            if !condition.wait(until: deadline) { return nil }
        }
    }

    /// One framed message off the front of `received`, if all of it is there.
    private func takeMessage() -> Data? {
        guard let separator = received.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: received[received.startIndex..<separator.lowerBound], as: UTF8.self)
        guard let line = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else {
            Issue.record("the server wrote a header without a Content-Length: \(header)")
            received = Data()
            return nil
        }
        guard received.count - (separator.upperBound - received.startIndex) >= length else { return nil }
        let body = received[separator.upperBound..<separator.upperBound + length]
        received = Data(received[(separator.upperBound + length)...])
        return Data(body)
    }

    /// The next message, decoded as `type`.
    func next<Message: Decodable>(_ type: Message.Type, timeout: TimeInterval = 20) throws -> Message {
        let body = try #require(nextBody(timeout: timeout), "the server sent nothing more")
        return try JSONDecoder().decode(type, from: body)
    }

    /// Reads messages until the response to `id`, returning it (publishes in between are kept
    /// in `diagnostics`).
    func response<Result: Decodable>(to id: Int, as type: Result.Type, timeout: TimeInterval = 20) throws -> LSPWire.Response<Result> {
        while true {
            let body = try #require(nextBody(timeout: timeout), "no response to request \(id)")
            if let response = try? JSONDecoder().decode(LSPWire.Response<Result>.self, from: body), response.id == .number(id) { return response }
            record(body)
        }
    }

    /// The diagnostics last published for each URI.
    var diagnostics: [String: LSPWire.PublishDiagnostics] = [:]
    /// Every publish, in order.
    var publishes: [LSPWire.PublishDiagnostics] = []

    private func record(_ body: Data) {
        if let message = try? JSONDecoder().decode(LSPWire.Notification<LSPWire.PublishDiagnostics>.self, from: body),
           message.method == "textDocument/publishDiagnostics" {
            diagnostics[message.params.uri] = message.params
            publishes.append(message.params)
        }
    }

    /// Reads messages until a publish for `uri` arrives, and returns it.
    func published(for uri: String, timeout: TimeInterval = 30) throws -> LSPWire.PublishDiagnostics {
        while true {
            let body = try #require(nextBody(timeout: timeout), "no diagnostics published for \(uri)")
            guard let message = try? JSONDecoder().decode(LSPWire.Notification<LSPWire.PublishDiagnostics>.self, from: body),
                  message.method == "textDocument/publishDiagnostics" else { continue }
            diagnostics[message.params.uri] = message.params
            publishes.append(message.params)
            if message.params.uri == uri { return message.params }
        }
    }

    /// Initializes the session as an editor does.
    func initialize() throws -> LSPWire.InitializeResult {
        let id = try request("initialize", LSPWire.InitializeParams())
        let response = try self.response(to: id, as: LSPWire.InitializeResult.self)
        try notify("initialized", LSPWire.Empty())
        return try #require(response.result)
    }

    func open(_ uri: String, _ text: String, version: Int = 1) throws {
        try notify("textDocument/didOpen", LSPWire.DidOpen(textDocument: .init(uri: uri, languageId: "yaml", version: version, text: text)))
    }

    func change(_ uri: String, _ text: String, version: Int) throws {
        try notify("textDocument/didChange", LSPWire.DidChange(textDocument: .init(uri: uri, version: version), contentChanges: [.init(text: text)]))
    }

    func close(_ uri: String) throws {
        try notify("textDocument/didClose", LSPWire.DidClose(textDocument: .init(uri: uri)))
    }

    /// Waits for the server to exit and returns its status; nil if it is still running.
    func exitStatus(timeout: TimeInterval = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        guard !process.isRunning else { return nil }
        return process.terminationStatus
    }

    var standardError: String {
        String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self)
    }
}

/// LSP messages as the tests write and read them.
enum LSPWire {
    struct Empty: Codable {}

    struct Request<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: Int
        var method: String
        var params: Params
    }

    struct OutgoingNotification<Params: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    struct Notification<Params: Codable>: Codable {
        var jsonrpc = "2.0"
        var method: String
        var params: Params
    }

    enum ID: Decodable, Equatable {
        case number(Int), string(String), null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null } else if let number = try? container.decode(Int.self) { self = .number(number) } else { self = .string(try container.decode(String.self)) }
        }
    }

    struct ResponseError: Decodable, Equatable {
        var code: Int
        var message: String
    }

    struct Response<Result: Decodable>: Decodable {
        var jsonrpc: String
        var id: ID
        var result: Result?
        var error: ResponseError?
        /// Whether the message had a `result` member at all (`null` counts).
        var hasResult: Bool

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            jsonrpc = try container.decode(String.self, forKey: .jsonrpc)
            id = try container.decode(ID.self, forKey: .id)
            hasResult = container.contains(.result)
            result = try container.decodeIfPresent(Result.self, forKey: .result)
            error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
        }
    }

    struct InitializeParams: Encodable {
        var processId: Int? = nil
        var rootUri: String? = nil
        var capabilities = Empty()
    }

    struct InitializeResult: Decodable {
        var capabilities: Capabilities
        var serverInfo: ServerInfo?
    }

    struct Capabilities: Decodable {
        var textDocumentSync: TextDocumentSync?
        var hoverProvider: Bool?
        var codeActionProvider: CodeActionProvider?
        var completionProvider: Empty?
        var definitionProvider: Bool?
        var documentSymbolProvider: Bool?
        var referencesProvider: Bool?
        var renameProvider: RenameProvider?
    }

    struct RenameProvider: Decodable {
        var prepareProvider: Bool?
    }

    struct TextDocumentSync: Decodable {
        var openClose: Bool?
        var change: Int?
    }

    struct CodeActionProvider: Decodable {
        var codeActionKinds: [String]?
    }

    struct ServerInfo: Decodable {
        var name: String
        var version: String?
    }

    struct TextDocumentItem: Encodable {
        var uri: String
        var languageId: String
        var version: Int
        var text: String
    }

    struct DocumentID: Codable {
        var uri: String
    }

    struct VersionedDocumentID: Encodable {
        var uri: String
        var version: Int
    }

    struct DidOpen: Encodable {
        var textDocument: TextDocumentItem
    }

    struct Change: Encodable {
        var text: String
    }

    struct DidChange: Encodable {
        var textDocument: VersionedDocumentID
        var contentChanges: [Change]
    }

    struct DidClose: Encodable {
        var textDocument: DocumentID
    }

    struct Position: Codable, Hashable, CustomStringConvertible {
        var line: Int
        var character: Int
        var description: String { "\(line):\(character)" }
    }

    struct Range: Codable, Hashable, CustomStringConvertible {
        var start: Position
        var end: Position
        var description: String { "\(start)-\(end)" }
    }

    struct Location: Codable, Hashable {
        var uri: String
        var range: Range
    }

    struct RelatedInformation: Codable, Hashable {
        var location: Location
        var message: String
    }

    struct Diagnostic: Codable, Hashable {
        var range: Range
        var severity: Int?
        var source: String?
        var message: String
        var relatedInformation: [RelatedInformation]?
    }

    struct PublishDiagnostics: Codable {
        var uri: String
        var version: Int?
        var diagnostics: [Diagnostic]
    }
}
