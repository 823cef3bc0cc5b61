import Foundation
import XCTest

/// `a11yfix mcp` or `a11yfix lsp` running as a subprocess, driven message by message the way an
/// agent or an editor drives it.
final class ServerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let received = ReceivedBytes()
    /// A reply that does not come within this many seconds fails the test instead of hanging it.
    static let replyDeadline: TimeInterval = 60

    init(_ arguments: [String], in folder: URL) throws {
        process.executableURL = CommandRunner.a11yfix
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let received = received
        Thread {
            while true {
                let data = handle.availableData
                if data.isEmpty { received.close(); return }
                received.append(data)
            }
        }.start()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    func send(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// MCP: one line.
    func sendLine(_ json: String) { send(Array((json + "\n").utf8)) }

    /// LSP: Content-Length framing.
    func sendFramed(_ json: String) {
        let body = Array(json.utf8)
        send(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func closeInput() { try? input.fileHandleForWriting.close() }

    /// The next line the server writes, parsed.
    func nextLine(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let bytes = try XCTUnwrap(received.take(file: file, line: line) { buffer in
            buffer.firstIndex(of: UInt8(ascii: "\n")).map { (buffer.startIndex...$0).count }
        }, "no reply from the server", file: file, line: line)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], file: file, line: line)
    }

    /// The next Content-Length framed message the server writes, parsed.
    func nextFramed(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let bytes = try XCTUnwrap(received.take(file: file, line: line) { buffer in
            guard let headerEnd = buffer.firstRange(of: Array("\r\n\r\n".utf8)) else { return nil }
            let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
            guard let length = header.split(separator: "\r\n").first(where: { $0.hasPrefix("Content-Length: ") }).flatMap({ Int($0.dropFirst(16)) }) else { return nil }
            let total = headerEnd.upperBound - buffer.startIndex + length
            return buffer.count >= total ? total : nil
        }, "no reply from the server", file: file, line: line)
        let body = bytes[(bytes.firstRange(of: Array("\r\n\r\n".utf8))!.upperBound)...]
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any], file: file, line: line)
    }

    /// Framed messages until one satisfies `matches` (notifications the test does not wait for are
    /// skipped).
    func nextFramed(where matches: ([String: Any]) -> Bool, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        while true {
            let message = try nextFramed(file: file, line: line)
            if matches(message) { return message }
        }
    }

    /// Waits for the server to exit; its status.
    func exitStatus(file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date().addingTimeInterval(Self.replyDeadline)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { XCTFail("the server did not exit", file: file, line: line); return nil }
        return process.terminationStatus
    }

    var isRunning: Bool { process.isRunning }
}

private final class ReceivedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var buffer: [UInt8] = []
    private var closed = false

    func append(_ data: Data) {
        condition.lock()
        buffer += data
        condition.broadcast()
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// Removes and returns the first `length(buffer)` bytes once `length` finds a whole message.
    func take(file: StaticString, line: UInt, _ length: ([UInt8]) -> Int?) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(ServerProcess.replyDeadline)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let count = length(buffer) {
                defer { buffer.removeFirst(count) }
                return Array(buffer[..<count])
            }
            if closed || !condition.wait(until: deadline) { return nil }
        }
    }
}
