@testable import A11yFixKit
import Foundation
import XCTest

/// The progress line: on a terminal's stderr only, after a delay, redrawn in place, cleared before
/// other output and at the end; never in pipes.
final class ProgressTests: XCTestCase {
    private final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [UInt8] = []
        func append(_ more: [UInt8]) { lock.lock(); bytes += more; lock.unlock() }
        var text: String { lock.lock(); defer { lock.unlock() }; return String(decoding: bytes, as: UTF8.self) }
    }

    private func console(terminal: Bool, environment: [String: String] = ["COLUMNS": "40"]) -> (Console, Captured) {
        let captured = Captured()
        let console = Console(standardOutput: { _ in }, standardError: captured.append, environment: environment,
                              standardOutputIsTerminal: terminal, standardErrorIsTerminal: terminal)
        return (console, captured)
    }

    func testTheLineAppearsAfterTheDelayRedrawsInPlaceAndClears() throws {
        let (terminal, captured) = console(terminal: true)
        let start = Date()
        let files = ["A.swift", "B.swift", "Sources/Feature/A Rather Long Folder Name/DeeplyNestedView.swift", "D.swift"]
        let progress = try XCTUnwrap(ProgressLine(console: terminal, quiet: false, files: files, started: start))
        progress.fileDone(now: start.addingTimeInterval(0.1))
        XCTAssertEqual(captured.text, "", "nothing during the first half second")
        progress.fileDone(now: start.addingTimeInterval(0.6))
        XCTAssertEqual(captured.text, "\r\u{1B}[K[2/4] …lder Name/DeeplyNestedView.swift", "7 + 32 columns: the path's end fits in 39")
        progress.fileDone(now: start.addingTimeInterval(0.62))
        XCTAssertEqual(captured.text.components(separatedBy: "\r").count, 2, "no redraw within a tenth of a second")
        progress.clear()
        XCTAssertTrue(captured.text.hasSuffix("\r\u{1B}[K"))
        progress.clear()
        XCTAssertEqual(captured.text.components(separatedBy: "\r").count, 3, "clearing twice writes once")
        progress.fileDone(now: start.addingTimeInterval(0.7))
        XCTAssertEqual(captured.text.components(separatedBy: "\r").count, 3, "nothing after the last file")
    }

    func testNoProgressWhenNobodyWatches() {
        XCTAssertNil(ProgressLine(console: console(terminal: false).0, quiet: false, files: ["A.swift", "B.swift"]), "stderr is a pipe or a file")
        XCTAssertNil(ProgressLine(console: console(terminal: true).0, quiet: true, files: ["A.swift", "B.swift"]), "--quiet")
        XCTAssertNil(ProgressLine(console: console(terminal: true, environment: ["TERM": "dumb"]).0, quiet: false, files: ["A.swift", "B.swift"]))
        XCTAssertNotNil(ProgressLine(console: console(terminal: true, environment: ["NO_COLOR": "1"]).0, quiet: false, files: ["A.swift", "B.swift"]),
                        "progress is not colour")
    }

    func testFittingCountsWideCharactersTwice() {
        XCTAssertEqual(ProgressLine.fit("[1/9] Short.swift", width: 39), "[1/9] Short.swift")
        XCTAssertEqual(ProgressLine.fit("[1/9] 表示表示表示.swift", width: 16), "[1/9] …示.swift", "7 + 2 + 6 columns; one more character would take 17")
    }

    func testARunOnATerminalClearsItsProgressBeforeFindingsAndAtTheEnd() throws {
        let folder = try TemporaryFolder()
        for index in 0..<150 { try folder.write("V\(index).swift", GitHookTests.iconButton) }
        let (terminal, captured) = console(terminal: true)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.url.path))
        defer { XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(previous)) }
        XCTAssertEqual(A11yFixCommand.main(["--check", "--no-cache", "--no-color", "--jobs", "1", "."], console: terminal), 1)
        // Whether the run was slow enough to draw progress or not, what the terminal finally shows on
        // each line (the text after the last line clearing) is a finding or the summary, never a
        // progress line glued to one.
        let lines = captured.text.components(separatedBy: "\n")
        XCTAssertEqual(lines.last, "", "the output ends with a complete line, no progress left behind")
        for line in lines.dropLast() {
            let visible = line.components(separatedBy: "\r\u{1B}[K").last ?? ""
            XCTAssertTrue(visible.hasPrefix("V") || visible.hasPrefix("a11yfix: 150 files, 150 findings"), line.debugDescription)
            XCTAssertFalse(visible.contains("/150] "), line.debugDescription)
        }
    }

    func testPipedRunsNeverPrintProgress() throws {
        let folder = try TemporaryFolder()
        for index in 0..<200 { try folder.write("V\(index).swift", CommandLineTests.profileHeader) }
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--jobs", "1", "."], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertFalse(run.standardError.contains("\r"))
        XCTAssertFalse(run.standardError.contains("\u{1B}"))
    }
}
