import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the command reads and writes, so tests can run it in-process and capture everything.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private let writeStandardOutput: (String) -> Void
    private let writeStandardError: (String) -> Void
    public let readStandardInput: () -> [UInt8]
    public let environment: [String: String]
    public let standardOutputIsTerminal: Bool
    public let standardErrorIsTerminal: Bool

    public init(standardOutput: @escaping (String) -> Void, standardError: @escaping (String) -> Void,
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
            standardOutput: { text in
                text.utf8CString.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count - 1, stdout) }
            },
            standardError: { text in
                fflush(stdout)
                text.utf8CString.withUnsafeBufferPointer { _ = fwrite($0.baseAddress, 1, $0.count - 1, stderr) }
            },
            standardInput: { Array(FileHandle.standardInput.readDataToEndOfFile()) },
            environment: ProcessInfo.processInfo.environment,
            standardOutputIsTerminal: isatty(STDOUT_FILENO) == 1,
            standardErrorIsTerminal: isatty(STDERR_FILENO) == 1)
    }

    public func out(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeStandardOutput(text)
    }

    public func err(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        writeStandardError(text)
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
