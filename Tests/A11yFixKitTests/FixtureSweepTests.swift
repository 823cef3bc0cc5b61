@testable import A11yFixKit
import Foundation
import XCTest

/// Every rule together, opt-in ones included, over every Swift file under Fixtures/: rules that
/// compose on one element must still give code that parses, and a second run must change nothing.
final class FixtureSweepTests: XCTestCase {
    static func fixtureFiles() -> [URL] {
        let root = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures")
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift", !url.path.contains("/Invalid/") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    private static let everyRule: [any Rule] = RuleRegistry.all.map { $0.init() }

    func testAllRulesTogetherKeepEveryFixtureParsingAndAreIdempotent() throws {
        let files = Self.fixtureFiles()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        let fixer = FileFixer(configuration: FixerConfiguration(rules: Self.everyRule, options: RuleOptions(trackElements: true)))
        var rewritten: [(name: String, code: String)] = []
        for url in files {
            let file = SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
            let outcome = fixer.process(file)
            XCTAssertEqual(outcome.diagnostics, [], url.lastPathComponent)
            XCTAssertFalse(outcome.findings.contains { $0.ruleID == "fix-verification" }, "\(url.lastPathComponent): a fix was discarded")
            guard let fixed = outcome.fixedBytes else { continue }
            let second = fixer.process(SourceFile(path: file.path, bytes: fixed))
            XCTAssertNil(second.fixedBytes.map { String(decoding: $0, as: UTF8.self) }, "\(url.lastPathComponent): a second run changes the file")
            rewritten.append((url.lastPathComponent, String(decoding: fixed, as: UTF8.self)))
        }
        XCTAssertFalse(rewritten.isEmpty)
        try SwiftParseOracle.assertParses(rewritten)
    }
}
