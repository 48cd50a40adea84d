import Foundation
import Testing

/// `tablespec lsp` as a JSON-RPC peer: its life cycle, and what it does with messages that are
/// split, merged, broken or unknown. Every test runs the real binary over pipes.
@Suite("tablespec lsp: the protocol")
struct LanguageServerProtocolTests {
    /// A request's body as JSON text.
    static func body(_ json: String) -> Data { Data(json.utf8) }

    @Test func initializeAdvertisesTheCapabilitiesItHasAndShutdownThenExitEndsWithZero() throws {
        let client = try LanguageServerClient()
        let result = try client.initialize()
        #expect(result.capabilities.textDocumentSync?.openClose == true)
        #expect(result.capabilities.textDocumentSync?.change == 1, "full text sync")
        #expect(result.capabilities.completionProvider != nil, "values the format lists")
        #expect(result.capabilities.definitionProvider == true, "for opens")
        #expect(result.capabilities.hoverProvider == true)
        #expect(result.capabilities.codeActionProvider?.codeActionKinds == ["quickfix"])
        #expect(result.capabilities.referencesProvider == true)
        #expect(result.capabilities.renameProvider?.prepareProvider == true)
        #expect(result.serverInfo?.name == "tablespec")
        let id = try client.request("shutdown", LSPWire.Empty())
        let response = try client.response(to: id, as: LSPWire.Empty.self)
        #expect(response.hasResult && response.result == nil && response.error == nil, "shutdown answers with a null result")
        try client.notify("exit", LSPWire.Empty())
        #expect(client.exitStatus() == 0)
    }

    @Test func exitWithoutShutdownEndsWithOne() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        try client.notify("exit", LSPWire.Empty())
        #expect(client.exitStatus() == 1)
    }

    @Test func closedInputEndsTheServerWithOneOrZeroAfterShutdown() throws {
        let gone = try LanguageServerClient()
        _ = try gone.initialize()
        gone.closeInput()
        #expect(gone.exitStatus() == 1, "a client that vanishes without shutdown")

        let polite = try LanguageServerClient()
        _ = try polite.initialize()
        let id = try polite.request("shutdown", LSPWire.Empty())
        _ = try polite.response(to: id, as: LSPWire.Empty.self)
        polite.closeInput()
        #expect(polite.exitStatus() == 0)
    }

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let client = try LanguageServerClient()
        let early = try client.request("textDocument/hover", LSPWire.Empty())
        #expect(try client.response(to: early, as: LSPWire.Empty.self).error?.code == -32002)
        _ = try client.initialize()
        let again = try client.request("initialize", LSPWire.InitializeParams())
        #expect(try client.response(to: again, as: LSPWire.Empty.self).error?.code == -32600)
        let shutdown = try client.request("shutdown", LSPWire.Empty())
        _ = try client.response(to: shutdown, as: LSPWire.Empty.self)
        let late = try client.request("shutdown", LSPWire.Empty())
        #expect(try client.response(to: late, as: LSPWire.Empty.self).error?.code == -32600)
    }

    @Test func unknownRequestsGetMethodNotFoundAndUnknownNotificationsNothing() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        try client.notify("workspace/somethingNew", LSPWire.Empty())
        try client.notify("$/cancelRequest", LSPWire.Empty())
        let unknown = try client.request("textDocument/somethingNew", LSPWire.Empty())
        // The notifications got no answer: the next message is the request's.
        let response = try client.next(LSPWire.Response<LSPWire.Empty>.self)
        #expect(response.id == .number(unknown))
        #expect(response.error?.code == -32601)
    }

    @Test func aMessageSplitIntoSingleBytesIsAnswered() throws {
        let client = try LanguageServerClient()
        let message = client.frame(Self.body(#"{"jsonrpc":"2.0","id":7,"method":"initialize","params":{"capabilities":{}}}"#))
        for byte in message {
            client.sendRaw(Data([byte]))
            usleep(200)
        }
        let response = try client.next(LSPWire.Response<LSPWire.InitializeResult>.self)
        #expect(response.id == .number(7))
        #expect(response.result?.serverInfo?.name == "tablespec")
    }

    @Test func messagesMergedIntoOneWriteAreEachAnswered() throws {
        let client = try LanguageServerClient()
        var merged = client.frame(Self.body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
        merged += client.frame(Self.body(#"{"jsonrpc":"2.0","id":2,"method":"nope"}"#))
        merged += client.frame(Self.body(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#))
        client.sendRaw(merged)
        #expect(try client.next(LSPWire.Response<LSPWire.InitializeResult>.self).id == .number(1))
        let second = try client.next(LSPWire.Response<LSPWire.Empty>.self)
        #expect(second.id == .number(2) && second.error?.code == -32601)
        let third = try client.next(LSPWire.Response<LSPWire.Empty>.self)
        #expect(third.id == .number(3) && third.hasResult)
    }

    @Test func brokenMessagesGetErrorsAndTheSessionGoesOn() throws {
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let cases: [(Data, Int, LSPWire.ID, String)] = [
            (client.frame(Self.body("{not json")), -32700, .null, "bad JSON"),
            (client.frame(Self.body("")), -32700, .null, "an empty body"),
            (client.frame(Self.body("[1, 2]")), -32600, .null, "a batch"),
            (client.frame(Self.body("42")), -32600, .null, "not an object"),
            (client.frame(Self.body(#"{"jsonrpc":"2.0","id":9}"#)), -32600, .number(9), "no method"),
            (client.frame(Self.body(#"{"jsonrpc":"2.0","id":10,"method":5}"#)), -32600, .number(10), "a method that is not a string"),
            (client.frame(Self.body(#"{"id":11,"method":"shutdown"}"#)), -32600, .number(11), "no jsonrpc member"),
            (client.frame(Self.body(#"{"jsonrpc":"2.0","id":{"a":1},"method":"shutdown"}"#)), -32600, .null, "an id that is an object"),
            (client.frame(Self.body(#"{"jsonrpc":"2.0","id":12,"method":"textDocument/hover","params":"x"}"#)), -32602, .number(12), "params that do not fit"),
            (client.frame(Self.body(#"{"jsonrpc":"2.0","id":13,"method":"textDocument/unknown","params":"x"}"#)), -32601, .number(13), "unknown, whatever its params"),
            (Data("Content-Length: abc\r\n\r\n{}".utf8), -32700, .null, "a Content-Length that is no number"),
            (Data("Content-Type: application/json\r\n\r\n{}".utf8), -32700, .null, "no Content-Length"),
            (Data("no colon here\r\n\r\n".utf8), -32700, .null, "a header line without a colon"),
        ]
        for (bytes, code, id, what) in cases {
            client.sendRaw(bytes)
            let response = try client.next(LSPWire.Response<LSPWire.Empty>.self)
            #expect(response.error?.code == code, "\(what)")
            #expect(response.id == id, "\(what)")
            // The session is intact: a request right after is answered in turn.
            let probe = try client.request("probe/unknown", LSPWire.Empty())
            let answer = try client.next(LSPWire.Response<LSPWire.Empty>.self)
            #expect(answer.id == .number(probe) && answer.error?.code == -32601, "after \(what)")
        }
    }

    @Test func invalidParamsOfAKnownRequestAreReported() throws {
        let client = try LanguageServerClient()
        client.sendRaw(client.frame(Self.body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":"not a number"}}"#)))
        let response = try client.next(LSPWire.Response<LSPWire.Empty>.self)
        #expect(response.error?.code == -32602)
    }

    @Test func aMessageOverTheLimitIsRefusedWithoutBeingHeldAndTheNextIsAnswered() throws {
        // --max-input-bytes 100: a body may be up to six times that, plus 64 KiB for the envelope.
        let client = try LanguageServerClient(arguments: ["--max-input-bytes", "100"])
        _ = try client.initialize()
        let huge = Data(repeating: UInt8(ascii: " "), count: 2_000_000)
        client.sendRaw(Data("Content-Length: \(huge.count)\r\n\r\n".utf8))
        client.sendRaw(huge)
        let refused = try client.next(LSPWire.Response<LSPWire.Empty>.self)
        #expect(refused.error != nil && refused.id == .null)
        let probe = try client.request("probe/unknown", LSPWire.Empty())
        #expect(try client.next(LSPWire.Response<LSPWire.Empty>.self).id == .number(probe))
    }

    @Test func helpFollowsTheCommandLineConventions() throws {
        let help = try runTablespec(["lsp", "--help"])
        #expect(help.status == 0)
        let usage = try #require(help.stdout.split(separator: "\n").first { $0.hasPrefix("USAGE: ") })
        #expect(usage == "USAGE: tablespec lsp [<options>]")
        #expect(help.stdout.components(separatedBy: "\nLIMITS:\n").count == 2, "the limits once, under LIMITS")
        #expect(!help.stdout.contains("-o, --output"))
        #expect(try runTablespec(["--help"]).stdout.contains("lsp"))
    }

    @Test func aChangeWithARangeIsAppliedInUTF16Units() throws {
        struct RangedChange: Encodable {
            var range: LSPWire.Range
            var text: String
        }
        struct DidChange: Encodable {
            var textDocument: LSPWire.VersionedDocumentID
            var contentChanges: [RangedChange]
        }
        let client = try LanguageServerClient()
        _ = try client.initialize()
        let uri = "untitled:Ranged"
        try client.open(uri, "table: Ranged\nsections:\n  - header: 😀 中\n    rows: [A]\n")
        #expect(try client.published(for: uri).diagnostics == [])
        // After the emoji (two units), the space and 中: insert a misspelt key on the next line.
        let at = LSPWire.Position(line: 2, character: 14)
        try client.notify("textDocument/didChange", DidChange(textDocument: .init(uri: uri, version: 2),
                                                              contentChanges: [.init(range: .init(start: at, end: at), text: "\n    fotter: x")]))
        let published = try client.published(for: uri)
        #expect(published.diagnostics.map(\.message) == ["unknown key 'fotter' in a section; did you mean 'footer'?"])
        #expect(published.diagnostics.first?.range.start == LSPWire.Position(line: 3, character: 4))
    }
}
