@testable import A11yFixKit
import Foundation
import XCTest

/// `--severity` and `--quick`: which findings and fixes each level keeps, from the parser to the
/// written file.
final class SeverityFilterTests: XCTestCase {
    /// One finding of each severity, and one without (an identifier).
    static let screen = """
    import SwiftUI

    struct ToolbarView: View {
        var body: some View {
            HStack {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                Text("Settings")
                    .font(.system(size: 17))
                Image(systemName: "chevron.right")
            }
        }

        private func share() {}
    }

    """

    func testParserMapsEachLevelToTheSeveritiesItKeeps() throws {
        XCTAssertNil(try OptionParser.parse([]).severityFilter, "the default keeps everything")
        XCTAssertEqual(try OptionParser.parse(["--severity", "blocks"]).severityFilter, [.blocks])
        XCTAssertEqual(try OptionParser.parse(["--quick"]).severityFilter, [.blocks, .degrades], "seed 000's quick fix mode skips 🟠 only")
        XCTAssertEqual(try OptionParser.parse(["--severity=degrades"]).severityFilter, [.blocks, .degrades])
        XCTAssertEqual(try OptionParser.parse(["--severity", "incomplete"]).severityFilter, [.blocks, .degrades, .incomplete])
        XCTAssertEqual(try OptionParser.parse(["--quick", "--severity", "degrades"]).minimumSeverity, .degrades, "the same level twice is fine")
    }

    func testParserRejectsUnknownLevelsAndConflicts() {
        XCTAssertThrowsError(try OptionParser.parse(["--severity", "critical"])) { error in
            XCTAssertEqual("\(error)", "--severity must be blocks, degrades or incomplete (got 'critical')")
        }
        XCTAssertThrowsError(try OptionParser.parse(["--quick", "--severity", "blocks"])) { error in
            XCTAssertEqual("\(error)", "--severity degrades and --severity blocks cannot be combined (--quick is --severity degrades); choose one")
        }
        XCTAssertThrowsError(try OptionParser.parse(["--quick=yes"])) { error in
            XCTAssertEqual("\(error)", "--quick takes no value")
        }
        XCTAssertThrowsError(try OptionParser.parse(["--severty", "blocks"])) { error in
            XCTAssertTrue("\(error)".contains("did you mean '--severity'"), "\(error)")
        }
    }

    func testFilterKeepsFindingsAtOrAboveTheLevelAndDropsThoseWithoutSeverity() {
        let rules: [any Rule.Type] = [IconOnlyControlLabelRule.self, DecorativeImageHiddenRule.self, DynamicTypeFontRule.self, AccessibilityIdentifierRule.self]
        func ruleIDs(_ severities: Set<Severity>?) -> [String] {
            let configuration = FixerConfiguration(rules: rules.map { $0.init() }, computeFixes: false, severities: severities)
            return FileFixer(configuration: configuration).process(SourceFile(path: "ToolbarView.swift", text: Self.screen)).findings.map(\.ruleID)
        }
        XCTAssertEqual(ruleIDs(nil), ["accessibility-identifier", "icon-only-control-label", "dynamic-type-font", "decorative-image-hidden"])
        XCTAssertEqual(ruleIDs([.blocks]), ["icon-only-control-label"])
        XCTAssertEqual(ruleIDs([.blocks, .degrades]), ["icon-only-control-label", "decorative-image-hidden"])
        XCTAssertEqual(ruleIDs(Set(Severity.allCases)), ["icon-only-control-label", "dynamic-type-font", "decorative-image-hidden"])
    }

    func testQuickIsSeed000sQuickFixModeAndSeverityBlocksOnlyTheBlockers() throws {
        let folder = try TemporaryFolder()
        try folder.write("ToolbarView.swift", Self.screen)
        let blockers = try CommandRunner.a11yfix(["--apply", "--severity", "blocks", "."], in: folder.url)
        XCTAssertEqual(blockers.status, 1, blockers.standardError)
        XCTAssertTrue(blockers.standardError.contains("[icon-only-control-label]"), blockers.standardError)
        XCTAssertFalse(blockers.standardError.contains("[decorative-image-hidden]"), blockers.standardError)
        let first = try folder.text("ToolbarView.swift")
        XCTAssertTrue(first.contains(".accessibilityLabel(\"Share\") // [VERIFY]"), first)
        XCTAssertFalse(first.contains(".accessibilityHidden(true)"), "degrades fixes wait for --quick or --severity degrades")

        let quick = try CommandRunner.a11yfix(["--apply", "--quick", "."], in: folder.url)
        XCTAssertEqual(quick.status, 1, quick.standardError)
        XCTAssertTrue(quick.standardError.contains("[decorative-image-hidden]"), quick.standardError)
        XCTAssertFalse(quick.standardError.contains("[dynamic-type-font]"), "quick mode skips 🟠: " + quick.standardError)
        let second = try folder.text("ToolbarView.swift")
        XCTAssertTrue(second.contains(".accessibilityHidden(true)"), second)
        XCTAssertTrue(second.contains(".font(.system(size: 17))"), "incomplete-support fixes wait for a full run")
    }

    func testCheckWithSeverityReportsOnlyThatLevelAndExitsCleanWithoutIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Footer.swift", """
        import SwiftUI

        struct Footer: View {
            var body: some View {
                Text("Version 1.0").font(.system(size: 12))
            }
        }

        """)
        let quick = try CommandRunner.a11yfix(["--check", "--quick", "--identifiers", "."], in: folder.url)
        XCTAssertEqual(quick.status, 0, "an incomplete-support finding is not a blocker: \(quick.standardError)")
        XCTAssertTrue(quick.standardError.hasPrefix("a11yfix: 1 file, 0 findings"), quick.standardError)
        let full = try CommandRunner.a11yfix(["--check", "."], in: folder.url)
        XCTAssertEqual(full.status, 1)
        let bad = try CommandRunner.a11yfix(["--check", "--severity", "high", "."], in: folder.url)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.standardError, "a11yfix: error: --severity must be blocks, degrades or incomplete (got 'high')\n")
    }
}
