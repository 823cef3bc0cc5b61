import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A git failure, worded for the user: what a11yfix asked git and what git answered.
struct GitError: Error, CustomStringConvertible {
    var description: String
}

/// The git repository around the current folder, driven through git's own commands (plumbing where
/// there is one), with NUL-separated output so any file name (spaces, unicode, newlines) survives.
/// git runs with the environment a11yfix got, so inside a hook it uses the index git chose
/// (`GIT_INDEX_FILE` during `git commit -a`).
struct GitRepository {
    /// The working tree's root, absolute.
    let topLevel: String

    /// The repository containing `directory`, or an error saying why there is none.
    static func containing(_ directory: String, purpose: String) throws -> GitRepository {
        let output = try GitRepository.run(["rev-parse", "--show-toplevel"], in: directory)
        guard output.status == 0, let line = String(bytes: output.standardOutput, encoding: .utf8)?.trimmingCharacters(in: .newlines),
              !line.isEmpty else {
            throw GitError(description: "\(purpose) needs a git repository with a working tree: \(output.message)")
        }
        return GitRepository(topLevel: line)
    }

    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String

        /// git's first error line, for messages.
        var message: String {
            standardError.split(separator: "\n").first.map(String.init) ?? "git exited with status \(status)"
        }
    }

    /// Runs git in the working tree's root, where the paths git prints are relative to.
    func run(_ arguments: [String], input: [UInt8]? = nil) throws -> Output {
        try GitRepository.run(arguments, in: topLevel, input: input)
    }

    /// Runs git and returns its standard output, or throws with git's error when it fails.
    func output(_ arguments: [String], input: [UInt8]? = nil) throws -> [UInt8] {
        let result = try run(arguments, input: input)
        guard result.status == 0 else {
            throw GitError(description: "git \(arguments.prefix(2).joined(separator: " ")) failed: \(result.message)")
        }
        return result.standardOutput
    }

    static func run(_ arguments: [String], in directory: String, input: [UInt8]? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let standardOutput = Pipe(), standardError = Pipe(), standardInput = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = standardInput
        // A git that exits without reading its input must fail the write, not kill a11yfix with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        do {
            try process.run()
        } catch {
            throw GitError(description: "cannot run git: \(error.localizedDescription)")
        }
        // Both pipes are drained while input is written, so neither side blocks on a full pipe.
        let errorBytes = PipeCollector(standardError)
        let writer = Thread {
            if let input { try? standardInput.fileHandleForWriting.write(contentsOf: Data(input)) }
            try? standardInput.fileHandleForWriting.close()
        }
        writer.start()
        let outputBytes = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, standardOutput: Array(outputBytes),
                      standardError: String(decoding: errorBytes.wait(), as: UTF8.self))
    }

    /// The object id of the tree staged content is compared with: HEAD's, or the empty tree in a
    /// repository with no commits yet.
    func baseTree() throws -> String {
        let head = try run(["rev-parse", "--verify", "--quiet", "HEAD^{tree}"])
        if head.status == 0 { return Self.line(head.standardOutput) }
        return Self.line(try output(["hash-object", "-t", "tree", "--stdin"], input: []))
    }

    /// Index entries: `git ls-files --stage`, by path.
    func indexEntries(_ paths: [String]) throws -> [String: (mode: String, object: String)] {
        guard !paths.isEmpty else { return [:] }
        let listing = try output(["--literal-pathspecs", "ls-files", "--stage", "-z", "--"] + paths)
        var entries: [String: (mode: String, object: String)] = [:]
        for record in Self.records(listing) {
            // "<mode> <object> <stage>\t<path>"
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, fields[2] == "0" else { continue }
            entries[String(record[record.index(after: tab)...])] = (String(fields[0]), String(fields[1]))
        }
        return entries
    }

    /// The contents of blobs, by object id, through one `git cat-file --batch`.
    func blobs(_ objects: [String]) throws -> [String: [UInt8]] {
        guard !objects.isEmpty else { return [:] }
        let output = try output(["cat-file", "--batch"], input: Array(objects.map { $0 + "\n" }.joined().utf8))
        var contents: [String: [UInt8]] = [:]
        var position = 0
        while position < output.count {
            // "<object> blob <size>\n<content>\n"
            guard let newline = output[position...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            let header = String(decoding: output[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[1] == "blob", let size = Int(header[2]), newline + 1 + size <= output.count else {
                throw GitError(description: "git cat-file could not read \(header.first.map(String.init) ?? "an object")")
            }
            contents[String(header[0])] = Array(output[(newline + 1)..<(newline + 1 + size)])
            position = newline + 1 + size + 1
        }
        return contents
    }

    /// Stores bytes as a blob exactly as given (no clean filters: they are the index's bytes already).
    func storeBlob(_ bytes: [UInt8]) throws -> String {
        Self.line(try output(["hash-object", "-w", "--no-filters", "--stdin"], input: bytes))
    }

    /// A folder git uses for this repository (`hooks` honours `core.hooksPath` and linked worktrees), absolute.
    func gitPath(_ name: String) throws -> String {
        let path = Self.line(try output(["rev-parse", "--git-path", name]))
        return path.hasPrefix("/") ? path : topLevel + "/" + path
    }

    /// NUL-terminated records as strings (git paths are bytes; a11yfix reads UTF-8 names, lossily otherwise).
    static func records(_ bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
    }

    static func line(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeCollector: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    init(_ pipe: Pipe) {
        let thread = Thread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
