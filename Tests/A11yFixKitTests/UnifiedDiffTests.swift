@testable import A11yFixKit
import XCTest

/// The diff format itself, on cases where git's and patch's conventions are easy to get wrong.
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.render(path: "Sources/View.swift", old: Array(old.utf8), new: Array(new.utf8))
    }

    private func lines(_ range: ClosedRange<Int>) -> String { range.map { "line \($0)\n" }.joined() }

    func testEqualInputsGiveNoDiff() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
    }

    func testHeaderAndThreeLinesOfContext() {
        let old = lines(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line 5\ninserted\n")
        XCTAssertEqual(diff(old, new), """
        diff --git a/Sources/View.swift b/Sources/View.swift
        --- a/Sources/View.swift
        +++ b/Sources/View.swift
        @@ -3,6 +3,7 @@
         line 3
         line 4
         line 5
        +inserted
         line 6
         line 7
         line 8

        """)
    }

    func testAnAbsolutePathLosesItsLeadingSlashAsInGit() {
        let header = UnifiedDiff.render(path: "/tmp/App/View.swift", old: Array("a\n".utf8), new: Array("b\n".utf8)).split(separator: "\n").prefix(3)
        XCTAssertEqual(header, ["diff --git a/tmp/App/View.swift b/tmp/App/View.swift", "--- a/tmp/App/View.swift", "+++ b/tmp/App/View.swift"])
    }

    func testNearbyChangesShareOneHunkAndDistantOnesDoNot() {
        let old = lines(1...30)
        var new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        new = new.replacingOccurrences(of: "line 11\n", with: "line eleven\n")
        new = new.replacingOccurrences(of: "line 25\n", with: "line twenty-five\n")
        let output = diff(old, new)
        XCTAssertEqual(output.components(separatedBy: "\n@@ ").count - 1, 2, output)
        XCTAssertTrue(output.contains("@@ -2,13 +2,13 @@\n"), output)
        XCTAssertTrue(output.contains("@@ -22,7 +22,7 @@\n"), output)
    }

    func testMissingFinalNewlineIsMarked() {
        let output = diff("let a = 1\nlet b = 2", "let a = 1\nlet b = 3")
        XCTAssertTrue(output.hasSuffix("-let b = 2\n\\ No newline at end of file\n+let b = 3\n\\ No newline at end of file\n"), output)
        let added = diff("let a = 1", "let a = 1\n")
        XCTAssertTrue(added.hasSuffix("-let a = 1\n\\ No newline at end of file\n+let a = 1\n"), added)
    }

    func testCRLFIsKeptInTheDiffLines() {
        let output = diff("a\r\nb\r\n", "a\r\nc\r\n")
        XCTAssertTrue(output.contains("\n-b\r\n+c\r\n"), output.debugDescription)
    }

    func testInsertionsAtTheStartAndIntoAnEmptyFile() {
        XCTAssertTrue(diff("b\n", "a\nb\n").contains("@@ -1 +1,2 @@\n+a\n b\n"))
        XCTAssertTrue(diff("", "a\n").contains("@@ -0,0 +1 @@\n+a\n"))
        XCTAssertTrue(diff("a\n", "").contains("@@ -1 +0,0 @@\n-a\n"))
    }

    func testLineDiffIsMinimalOnRepeatedLines() {
        let old = ["}", "}", "x", "}", "}"].map { $0 + "\n" }.joined()
        let new = ["}", "}", "x", "y", "}", "}"].map { $0 + "\n" }.joined()
        let operations = LineDiff.operations(from: UnifiedDiff.splitLines(Array(old.utf8)), to: UnifiedDiff.splitLines(Array(new.utf8)))
        XCTAssertEqual(operations.filter { $0.kind != .equal }.count, 1)
        XCTAssertEqual(operations.count, 6)
    }

    func testLargeRewriteStaysCorrect() {
        let old = (0..<2000).map { "let value\($0) = \($0)\n" }.joined()
        let new = (0..<2000).map { $0 % 3 == 0 ? "let value\($0) = \($0 * 2)\n" : "let value\($0) = \($0)\n" }.joined()
        let operations = LineDiff.operations(from: UnifiedDiff.splitLines(Array(old.utf8)), to: UnifiedDiff.splitLines(Array(new.utf8)))
        XCTAssertEqual(operations.filter { $0.kind == .delete }.count, 666)
        XCTAssertEqual(operations.filter { $0.kind == .insert }.count, 666)
    }
}
