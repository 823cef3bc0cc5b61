import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// JSON-RPC 2.0 as the MCP and LSP servers speak it: requests and notifications in, responses and
/// notifications out. Whatever arrives, the reply is a message: a malformed one gets the
/// specification's error object, never a crash.
enum JSONRPC {
    struct Request {
        /// nil for a notification, which gets no response.
        var id: JSONValue?
        var method: String
        var params: JSONValue?
    }

    struct Failure: Error {
        var code: Int
        var message: String

        static func parseError(_ detail: String) -> Failure { Failure(code: -32700, message: "Parse error: \(detail)") }
        static func invalidRequest(_ detail: String) -> Failure { Failure(code: -32600, message: "Invalid Request: \(detail)") }
        static func methodNotFound(_ method: String) -> Failure { Failure(code: -32601, message: "Method not found: \(method)") }
        static func invalidParams(_ detail: String) -> Failure { Failure(code: -32602, message: "Invalid params: \(detail)") }
    }

    /// What a message's bytes are: a request or notification to handle, a response to a request the
    /// server never sends (ignored), or an error to answer with (id null when none could be read).
    enum Incoming {
        case request(Request)
        case response
        case invalid(id: JSONValue, Failure)
    }

    static func decode(_ bytes: [UInt8]) -> Incoming {
        let message: JSONValue
        do {
            message = try JSONValue.parse(bytes)
        } catch {
            return .invalid(id: .null, .parseError("\(error)"))
        }
        guard case .object = message else {
            return .invalid(id: .null, .invalidRequest(message.arrayValue != nil ? "batches are not supported; send one message at a time" : "a message is a JSON object"))
        }
        let id = message["id"]
        switch id {
        case nil, .string?, .int?, .null?: break
        default: return .invalid(id: .null, .invalidRequest("an id is a string or an integer"))
        }
        guard message["jsonrpc"]?.stringValue == "2.0" else { return .invalid(id: id ?? .null, .invalidRequest("\"jsonrpc\" must be \"2.0\"")) }
        guard let methodValue = message["method"] else {
            if message["result"] != nil || message["error"] != nil { return .response }
            return .invalid(id: id ?? .null, .invalidRequest("no \"method\""))
        }
        guard let method = methodValue.stringValue else { return .invalid(id: id ?? .null, .invalidRequest("\"method\" is a string")) }
        // Absent params may come as null from clients that serialise an empty optional.
        var params = message["params"]
        switch params {
        case .null?: params = nil
        case nil, .object?, .array?: break
        default: return .invalid(id: id ?? .null, .invalidRequest("\"params\" is an object or an array"))
        }
        return .request(Request(id: id, method: method, params: params))
    }

    static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])
    }

    static func errorResponse(id: JSONValue, _ failure: Failure) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id), ("error", .object([("code", .int(failure.code)), ("message", .string(failure.message))]))])
    }

    static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)])
    }

    /// The largest message read: a 16 MB source file (the most a11yfix analyses) escaped into an
    /// LSP didOpen fits; anything larger is skipped unread and answered with an error.
    static let maximumMessageSize = 48 << 20
}

/// Buffered reads from a file descriptor, by line (MCP's stdio transport) or by byte count (LSP's
/// Content-Length framing).
final class MessageInput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var atEnd = false

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    enum Line {
        case line([UInt8])
        /// A line longer than the limit, skipped through its end.
        case tooLong
        case end
    }

    /// The next line without its line break (a trailing CR is dropped too).
    func readLine(limit: Int) -> Line {
        var skipping = false
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let line = buffer[start..<newline]
                start = newline + 1
                if skipping || line.count > limit { return .tooLong }
                return .line(Array(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
            }
            if buffer.count - start > limit {
                skipping = true
                start = buffer.count
            }
            if !fill() {
                if skipping { return .tooLong }
                if start < buffer.count {
                    let line = Array(buffer[start...])
                    start = buffer.count
                    return .line(line)
                }
                return .end
            }
        }
    }

    /// Exactly `count` bytes, or nil at the end of input.
    func read(count: Int) -> [UInt8]? {
        while buffer.count - start < count {
            if !fill() { return nil }
        }
        defer { start += count }
        return Array(buffer[start..<(start + count)])
    }

    /// Discards `count` bytes; false at the end of input.
    func skip(count: Int) -> Bool {
        var remaining = count
        while remaining > 0 {
            if start == buffer.count, !fill() { return false }
            let taken = min(remaining, buffer.count - start)
            start += taken
            remaining -= taken
        }
        return true
    }

    private func fill() -> Bool {
        if atEnd { return false }
        if start > 0, start == buffer.count || start > 1 << 20 {
            buffer.removeSubrange(..<start)
            start = 0
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
                return false
            }
            buffer.append(contentsOf: chunk[..<count])
            return true
        }
    }
}

/// Messages out, each written whole before the next (stdout carries nothing else).
final class MessageOutput {
    private let write: ([UInt8]) -> Void

    init(write: @escaping ([UInt8]) -> Void) {
        self.write = write
    }

    /// MCP stdio: one message per line.
    func sendLine(_ message: JSONValue) {
        write(message.compactBytes() + [UInt8(ascii: "\n")])
    }

    /// LSP: a Content-Length header, then the body.
    func sendFramed(_ message: JSONValue) {
        let body = message.compactBytes()
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
}

/// The process's standard output, written whole per message, unbuffered: a server's client waits
/// for each reply.
enum StandardOutput {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(1, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
