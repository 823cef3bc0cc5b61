import Foundation
import XCTest

/// `swiftc -parse` as an oracle: every file a11yfix writes must still parse. Files are checked in
/// one compiler invocation per batch to keep the suite fast.
enum SwiftParseOracle {
    struct Failure {
        var name: String
        var output: String
    }

    /// Parses each source; returns the ones that do not parse, with the compiler's messages.
    static func failures(_ sources: [(name: String, code: String)]) throws -> [Failure] {
        guard !sources.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String: String] = [:]
        for (index, source) in sources.enumerated() {
            let url = folder.appendingPathComponent("source\(index).swift")
            try Data(source.code.utf8).write(to: url)
            paths[url.path] = source.name
        }
        // One invocation for the whole batch. Files other than main.swift may not hold top-level
        // expressions, which snippets do; that one message is not a syntax error and is ignored.
        let result = try Swiftc.run(["-parse"] + paths.keys.sorted(), temporaryFolder: folder)
        var messages: [String: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            guard let range = line.range(of: ": error: ") else { continue }
            let message = line[range.upperBound...]
            if message.hasPrefix("expressions are not allowed at the top level") { continue }
            let location = line[..<range.lowerBound]
            guard let path = paths.keys.first(where: { location.hasPrefix($0 + ":") }) else { continue }
            messages[path, default: []].append(String(line))
        }
        if result.status != 0, messages.isEmpty, !result.output.contains("expressions are not allowed at the top level") {
            return [Failure(name: "swiftc", output: result.output)]
        }
        return messages.sorted { $0.key < $1.key }.map { Failure(name: paths[$0.key]!, output: $0.value.joined(separator: "\n")) }
    }

    static func assertParses(_ sources: [(name: String, code: String)], file: StaticString = #filePath, line: UInt = #line) throws {
        for failure in try failures(sources) {
            XCTFail("\(failure.name) does not parse with swiftc -parse:\n\(failure.output)", file: file, line: line)
        }
    }
}
