@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix init --tracker` and `--ui-test`: where the files go, never over an existing one, that
/// they parse, and what they contain for the demo app (snapshots).
final class InitCommandTests: XCTestCase {
    func testTrackerGoesIntoTheFolderWithTheMostSourcesAndNeverOverAnExistingOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version:5.9\n")
        for name in ["A", "B"] { try folder.write("Sources/App/\(name).swift", "struct \(name) {}\n") }
        try folder.write("Sources/Util/C.swift", "struct C {}\n")
        for name in ["T1", "T2", "T3"] { try folder.write("Tests/AppTests/\(name).swift", "struct \(name) {}\n") }
        let run = try CommandRunner.a11yfix(["init", "--tracker"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.hasPrefix("a11yfix: wrote Sources/App/CoordinateTracker.swift. Mark elements with `a11yfix --identifiers --track --apply`"),
                      run.standardOutput)
        XCTAssertEqual(try folder.text("Sources/App/CoordinateTracker.swift"), CoordinateTrackerTemplate.source)

        let again = try CommandRunner.a11yfix(["init", "--tracker", "Sources/Util"], in: folder.url)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.standardError, "a11yfix: error: Sources/App/CoordinateTracker.swift already exists; a11yfix does not overwrite it (delete it first to get a fresh one)\n",
                       "one anywhere in the project is enough to refuse")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Sources/Util/CoordinateTracker.swift").path))
    }

    func testTrackerFolderCanBeNamedAndIsFoundWithoutASourcesFolder() throws {
        let folder = try TemporaryFolder()
        for name in ["A", "B"] { try folder.write("Harbor/\(name).swift", "struct \(name) {}\n") }
        try folder.write("HarborTests/T.swift", "struct T {}\n")
        XCTAssertEqual(InitCommand.sourcesFolder(among: ["Harbor/A.swift", "Harbor/B.swift", "HarborTests/T.swift", "HarborTests/U.swift", "HarborTests/V.swift"]), "Harbor")
        let named = try CommandRunner.a11yfix(["init", "--tracker", "Harbor/Support"], in: folder.url)
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Harbor/Support/CoordinateTracker.swift").path))
        let empty = try TemporaryFolder()
        let none = try CommandRunner.a11yfix(["init", "--tracker"], in: empty.url)
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.standardError.contains("found no Swift sources here"), none.standardError)
    }

    func testUITestsGoIntoTheUITestFolderAndNeverOverAnExistingFile() throws {
        let folder = try TemporaryFolder()
        try folder.write("Harbor/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("About") { AboutView() }
                    }
                }
            }
        }

        struct AboutView: View {
            var body: some View { Text("Harbor") }
        }

        """)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("HarborUITests"), withIntermediateDirectories: true)
        let run = try CommandRunner.a11yfix(["init", "--ui-test"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "a11yfix: wrote HarborUITests/AccessibilityAuditTests.swift: a launch test and 2 screen tests, 2 with the taps that open their screen. Add it to your UI test target.\n")
        let source = try folder.text("HarborUITests/AccessibilityAuditTests.swift")
        XCTAssertTrue(source.contains("""
            /// About (`AboutView`, Harbor/SettingsView.swift:13): pushed from Settings ("About").
            func testAboutAccessibility() throws {
                app.buttons["About"].tap()
                try auditCurrentScreen()
            }
        """), source)
        XCTAssertTrue(source.contains("if #available(iOS 17, macOS 14, *) {\n            try app.performAccessibilityAudit(for: .all)"), source)
        XCTAssertTrue(source.contains("XCTAssertGreaterThanOrEqual(frame.width, 44"), source)
        try SwiftParseOracle.assertParses([("AccessibilityAuditTests.swift", source)])

        let again = try CommandRunner.a11yfix(["init", "--ui-test"], in: folder.url)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.standardError, "a11yfix: error: HarborUITests/AccessibilityAuditTests.swift already exists; a11yfix does not overwrite it (delete it first to get a fresh one)\n")
        let named = try CommandRunner.a11yfix(["init", "--ui-test", "Tests/UI"], in: folder.url)
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Tests/UI/AccessibilityAuditTests.swift").path))
    }

    func testUsageErrorsNameEveryInitFlag() throws {
        let folder = try TemporaryFolder()
        for arguments in [["init"], ["init", "--trackers"], ["init", "--tracker", "A", "B"], ["init", "--ui-test", "--quiet"]] {
            let run = try CommandRunner.a11yfix(arguments, in: folder.url)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.standardError, "a11yfix: error: usage: a11yfix init --config [FOLDER] | --tracker [DIR] | --ui-test [DIR]\n", "\(arguments)")
        }
    }

    func testTrackAddsTrackElementWithEachIdentifierTheTrackerServes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/TimerView.swift", "import SwiftUI\n\nstruct TimerView: View {\n    var body: some View {\n        Button(\"Start\") { start() }\n    }\n\n    private func start() {}\n}\n")
        XCTAssertEqual(try CommandRunner.a11yfix(["init", "--tracker"], in: folder.url).status, 0)
        let run = try CommandRunner.a11yfix(["--identifiers", "--track", "--apply", "Sources"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        let fixed = try folder.text("Sources/App/TimerView.swift")
        XCTAssertTrue(fixed.contains(".accessibilityIdentifier(\"timer_start_button\")\n            .trackElement(\"timer_start_button\")"), fixed)
        try SwiftParseOracle.assertParses([("TimerView.swift", fixed), ("CoordinateTracker.swift", try folder.text("Sources/App/CoordinateTracker.swift"))])
    }

    func testGeneratedFilesForTheDemoAppMatchTheSnapshotsAndParse() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let tracker = try CommandRunner.a11yfix(["init", "--tracker"], in: demo.url)
        XCTAssertEqual(tracker.status, 0, tracker.standardError)
        let uiTest = try CommandRunner.a11yfix(["init", "--ui-test"], in: demo.url)
        XCTAssertEqual(uiTest.status, 0, uiTest.standardError)
        let trackerSource = try demo.text("Sources/DemoApp/CoordinateTracker.swift")
        let testSource = try demo.text("UITests/AccessibilityAuditTests.swift")
        try ReportSnapshot.assertMatches(trackerSource, named: "CoordinateTracker.swift")
        try ReportSnapshot.assertMatches(testSource, named: "AccessibilityAuditTests.swift")
        try SwiftParseOracle.assertParses([("CoordinateTracker.swift", trackerSource), ("AccessibilityAuditTests.swift", testSource)])
    }
}
