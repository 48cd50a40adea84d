#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A request's id: JSON-RPC allows a number or a string, and an error about a message whose id
/// cannot be read answers with `null`.
enum RequestID: Codable, Hashable, Sendable {
    case number(Int)
    case string(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }
}

/// What every incoming message is first read as: enough to tell a request from a notification
/// from a response, and to answer a broken one. Its `params` are read again, typed, by method.
struct IncomingEnvelope: Decodable {
    enum IDField: Equatable {
        case absent
        case null
        case id(RequestID)
        /// Present but neither a number, a string nor null: the message is not a valid request.
        case invalid
    }

    var jsonrpc: String?
    var id: IDField
    /// Nil when absent or not a string.
    var method: String?
    var methodPresent: Bool
    /// A response from the client (to a request the server never sends): has `result` or `error`.
    var isResponse: Bool

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, method, result, error
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        jsonrpc = try? container.decodeIfPresent(String.self, forKey: .jsonrpc)
        if !container.contains(.id) {
            id = .absent
        } else if (try? container.decodeNil(forKey: .id)) == true {
            id = .null
        } else if let value = try? container.decode(RequestID.self, forKey: .id) {
            id = .id(value)
        } else {
            id = .invalid
        }
        methodPresent = container.contains(.method)
        method = try? container.decodeIfPresent(String.self, forKey: .method)
        isResponse = !methodPresent && (container.contains(.result) || container.contains(.error))
    }
}

/// A message's `params`, read as the type its method takes.
struct ParamsOf<Params: Decodable>: Decodable {
    var params: Params
}

/// JSON-RPC's and LSP's error codes, those this server sends.
enum ErrorCode: Int, Codable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    /// LSP's RequestFailed: a valid request the server declines (a rename to a name Swift refuses).
    case requestFailed = -32803
}

struct ResponseError: Codable, Equatable {
    var code: Int
    var message: String
}

/// A successful response. `result` is written even when it is `null` (`shutdown`'s), as the
/// protocol requires a response to carry `result` or `error`.
struct ResponseMessage<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID
    var result: Result?

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, result
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        if let result { try container.encode(result, forKey: .result) } else { try container.encodeNil(forKey: .result) }
    }
}

/// An error response; `id` is `null` when the message's id could not be read.
struct ErrorResponseMessage: Encodable {
    var jsonrpc = "2.0"
    var id: RequestID?
    var error: ResponseError

    private enum CodingKeys: String, CodingKey {
        case jsonrpc, id, error
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(error, forKey: .error)
    }
}

/// A notification from the server (`textDocument/publishDiagnostics`).
struct NotificationMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}
