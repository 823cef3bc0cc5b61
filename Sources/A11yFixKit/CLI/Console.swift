import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command reads and writes, so tests can run it in-process and capture everything.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeStandardOutput: ([UInt8]) -> Void
    private let writeStandardError: ([UInt8]) -> Void
    public let readStandardInput: () -> [UInt8]
    public let environment: [String: String]
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool

    public init(standardOutput: @escaping ([UInt8]) -> Void, standardError: @escaping ([UInt8]) -> Void,
                standardInput: @escaping () -> [UInt8] = { [] }, environment: [String: String] = [:],
                standardOutputIsTerminal: Bool = false, standardErrorIsTerminal: Bool = false) {
        self.writeStandardOutput = standardOutput
        self.writeStandardError = standardError
        self.readStandardInput = standardInput
        self.environment = environment
        self.standardOutputIsTerminal = standardOutputIsTerminal
        self.standardErrorIsTerminal = standardErrorIsTerminal
    }

    /// The process's real streams.
    public static func system() -> Console {
        Console(
            standardOutput: { bytes in
                bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stdout) }
            },
            standardError: { bytes in
                fflush(stdout)
                bytes.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
            },
            standardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            environment: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    public func out(_ text: String) { out(Array(text.utf8)) }

    /// Raw bytes, for source passed through unchanged whatever its encoding.
    public func out(_ bytes: [UInt8]) {
        lock.lock()
        defer { lock.unlock() }
        writeStandardOutput(bytes)
    }

    public func err(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeStandardError(Array(text.utf8))
    }

    /// Whether to colour a stream: `--color always|never` wins; otherwise colour terminals only, and
    /// never when NO_COLOR is set to anything (https://no-color.org).
    public func usesColor(_ choice: CommandOptions.ColorChoice, terminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return terminal
        }
    }
}
