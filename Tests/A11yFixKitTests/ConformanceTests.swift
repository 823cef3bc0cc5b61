@testable import A11yFixKit
import Foundation
import XCTest

/// `make conformance`: every `.swift` file of the real-app corpus (docs/testing.md) that `swiftc
/// -parse` accepts lexes without an error token and round-trips byte for byte. `make test` leaves
/// it out (the corpus is not in the repository); without a corpus it is skipped, saying where it
/// looked. `A11YFIX_CORPUS` names another folder of Swift code.
final class ConformanceTests: XCTestCase {
    /// Files per `swiftc -frontend -parse` run: one process parses them all.
    private static let batchSize = 250

    private var corpus: URL {
        if let path = ProcessInfo.processInfo.environment["A11YFIX_CORPUS"], !path.isEmpty { return URL(fileURLWithPath: path) }
        return CommandRunner.repositoryRoot.appendingPathComponent("review-corpus")
    }

    func testEveryFileSwiftAcceptsLexesWithoutErrorsAndRoundTrips() throws {
        let files = swiftFiles(under: corpus)
        if files.isEmpty { throw XCTSkip("no Swift files under \(corpus.path): lay the corpus out with make review-corpus, or set A11YFIX_CORPUS") }
        var rejected = 0
        var checked = 0
        var failures: [String] = []
        for start in stride(from: 0, to: files.count, by: Self.batchSize) {
            let batch = Array(files[start..<min(start + Self.batchSize, files.count)])
            let refused = try swiftRefuses(batch)
            rejected += refused.count
            for url in batch where !refused.contains(url.path) {
                let bytes = Array(try Data(contentsOf: url))
                let name = url.path.replacingOccurrences(of: corpus.path + "/", with: "")
                checked += 1
                let lexer = SyntaxTestSupport.assertLossless(bytes, name)
                if let diagnostic = lexer.diagnostics.first {
                    let location = SourceFile(path: name, bytes: bytes).location(of: diagnostic.offset)
                    failures.append("\(name):\(location): \(diagnostic.message)")
                }
            }
        }
        XCTAssertEqual(failures, [], "files swiftc -parse accepts that a11yfix's lexer refuses")
        print("conformance: \(files.count) Swift files under \(corpus.path); swiftc -parse accepts \(checked), refuses \(rejected); "
            + "\(checked - failures.count) of the \(checked) lex without an error token")
        XCTAssertGreaterThan(checked, 0, "swiftc -parse accepted no file: is swiftc on the PATH?")
    }

    /// Regular `.swift` files below `folder`, sorted; links are not followed, so each file counts once.
    private func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey]) else { return [] }
        var files: [URL] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
            if values?.isRegularFile == true, values?.isSymbolicLink != true { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What swiftc says of a script or a manifest parsed as a library file: where code is, not its
    /// syntax. Scripts (`#!/usr/bin/swift`) and Package.swift are valid main files.
    private static let mainFileOnly = ["expressions are not allowed at the top level", "statements are not allowed at the top level",
                                       "hashbang line is allowed only in the main file"]

    /// The paths of the files `swiftc -parse` refuses. Bare `/regex/` literals are on, as in Swift 6,
    /// whose lexical rules a11yfix follows.
    private func swiftRefuses(_ files: [URL]) throws -> Set<String> {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-conformance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-frontend", "-parse", "-enable-bare-slash-regex"] + files.map(\.path)
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let paths = Set(files.map(\.path))
        var refused = Set<String>()
        for line in output.split(separator: "\n") {
            guard let marker = line.range(of: ": error: "), !Self.mainFileOnly.contains(where: line[marker.upperBound...].hasPrefix) else { continue }
            // "path:line:column: error: …"; a path may itself hold colons, so drop the two numbers.
            let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3 else { continue }
            let path = location.dropLast(2).joined(separator: ":")
            if paths.contains(path) { refused.insert(path) }
        }
        if process.terminationStatus != 0, refused.isEmpty, !Self.mainFileOnly.contains(where: output.contains) {
            XCTFail("swiftc -parse failed without naming a file:\n\(output.prefix(2000))")
        }
        return refused
    }
}
