@testable import A11yFixKit
import Foundation
import XCTest

/// Every input in Tests/Fuzz/Regressions (inputs `make fuzz` once broke a promise on, and the
/// edge cases it was seeded with) keeps a11yfix's promises: `RewritePromises`, the fuzzer's oracle.
final class FuzzRegressionTests: XCTestCase {
    func testEveryRegressionInputKeepsThePromises() throws {
        let folder = CommandRunner.repositoryRoot.appendingPathComponent("Tests/Fuzz/Regressions")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertFalse(names.isEmpty, "no inputs in \(folder.path)")
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            XCTAssertNil(RewritePromises.firstBroken(by: bytes), name)
        }
    }

    /// `make test`'s bounded fuzzing: the same oracle over mutants of the fixtures (bytes cut, copied
    /// within and across files, Swift's delimiters and literal openers inserted, bytes flipped), from
    /// a fixed seed so that a failure names a mutant that can be made again. `make fuzz` runs the
    /// coverage-guided search on demand.
    func testSeededMutantsOfTheFixturesKeepThePromises() throws {
        let fixtures = try SyntaxTestSupport.fixtureFiles().map { Array(try Data(contentsOf: $0)) }
        XCTAssertFalse(fixtures.isEmpty)
        let insertions = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\"#", "#/", "/", "\\(", "//", "/*", "*/", "#if false\n", "#endif\n",
                          "\n", ".accessibility(label: Text(\"x\"))", ".font(.system(size: 13))", "Image(systemName: \"xmark\")", "withAnimation {", "\u{1F600}"]
            .map { Array($0.utf8) }
        var random = XorShiftRandom(seed: 0xF022_A11F)
        for index in 0..<Self.mutantCount {
            var bytes = random.pick(fixtures)
            for _ in 0...random.below(4) {
                let at = random.below(bytes.count + 1)
                let length = random.below(min(200, bytes.count - at) + 1)
                switch random.below(5) {
                case 0: bytes.removeSubrange(at..<at + length)
                case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: random.below(bytes.count + 1))
                case 2:
                    let other = random.pick(fixtures)
                    let start = random.below(other.count)
                    bytes.insert(contentsOf: other[start..<min(other.count, start + random.below(400))], at: at)
                case 3: bytes.insert(contentsOf: random.pick(insertions), at: at)
                default: if at < bytes.count { bytes[at] ^= UInt8(truncatingIfNeeded: 1 << random.below(8)) }
                }
            }
            if let broken = RewritePromises.firstBroken(by: bytes) {
                XCTFail("mutant \(index) \(broken); add it to Tests/Fuzz/Regressions:\n\(String(decoding: bytes, as: UTF8.self))")
                return
            }
        }
    }

    /// About 45 seconds of one core in a debug build (30 ms a mutant), most of make test's fuzzing minute.
    private static let mutantCount = 1500

    /// The oracle itself: a clean file with fixes passes, and so do inputs a run refuses.
    func testTheOracleRunsTheRulesAndTheirFixes() {
        let source = Array(CommandLineTests.profileHeader.utf8)
        XCTAssertNotNil(RewritePromises.fixer.process(SourceFile(path: "Header.swift", bytes: source)).fixedBytes, "the sample has fixes to check")
        XCTAssertNil(RewritePromises.firstBroken(by: source))
        XCTAssertNil(RewritePromises.firstBroken(by: [0x61, 0x00, 0xFF]))
        XCTAssertNil(RewritePromises.firstBroken(by: []))
    }
}
