@testable import A11yFixKit
import Foundation
import XCTest

/// Seed 000's Accessibility Summary after `--apply` and a dry run: kinds of fixes with counts and
/// an example place, the Xcode and device checks for what changed, the `// [VERIFY]` markers to
/// review; nothing when nothing was fixed, in `--check` or with `--quiet`.
final class AccessibilitySummaryTests: XCTestCase {
    static let toolbar = """
    import SwiftUI

    struct ToolbarView: View {
        var body: some View {
            HStack {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                Button(action: deleteItem) {
                    Image(systemName: "trash")
                }
                Image(systemName: "chevron.right")
            }
        }

        private func share() {}
        private func deleteItem() {}
    }

    """

    func testKindsLeaveQuotedTextOut() {
        XCTAssertEqual(AccessibilitySummary.kind(of: "added .accessibilityIdentifier(\"feed_view\")"), "added .accessibilityIdentifier(\"…\")")
        XCTAssertEqual(AccessibilitySummary.kind(of: "replaced .system(size: 17) with .body"), "replaced .system(size: 17) with .body")
    }

    func testNothingFixedPrintsNothing() {
        XCTAssertNil(AccessibilitySummary(files: [], mode: .apply).render())
        XCTAssertNil(AccessibilitySummary(files: [AccessibilitySummary.FileFixes()], mode: .dryRun).render())
    }

    func testChecksFollowTheCategoriesOfWhatChanged() throws {
        let motion = AccessibilitySummary.AppliedFix(ruleID: "reduce-motion", kind: "gated withAnimation on Reduce Motion", path: "A.swift", line: 3)
        let summary = try XCTUnwrap(AccessibilitySummary(files: [.init(fixes: [motion, motion], verifyMarkersAdded: 0)], mode: .apply).render())
        XCTAssertEqual(summary, """
        Accessibility applied:
        - gated withAnimation on Reduce Motion: 2× (e.g. A.swift:3)
        Verify in Xcode:
        - Use Accessibility Inspector (Xcode → Open Developer Tool) Settings tab to simulate Increase Contrast, Reduce Motion, Bold Text on the Simulator
        If Xcode is unavailable:
        - Run equivalent checks with platform accessibility inspector tools and manual setting toggles (Dynamic Type, Contrast, Reduce Motion, VoiceOver/Voice Control)
        Test on device:
        - Reduce Motion: all animations verified

        """)
        let identifier = AccessibilitySummary.AppliedFix(ruleID: "accessibility-identifier", kind: "added .accessibilityIdentifier(\"…\")", path: "B.swift", line: 9)
        let identifiers = try XCTUnwrap(AccessibilitySummary(files: [.init(fixes: [identifier])], mode: .apply).render())
        XCTAssertEqual(identifiers, "Accessibility applied:\n- added .accessibilityIdentifier(\"…\"): 1× (e.g. B.swift:9)\n",
                       "identifiers are not seen or heard: nothing to verify on a device")
    }

    func testManyKindsOfOneRuleAreSummedUpUnderItsName() throws {
        let fixes = (0..<8).map { AccessibilitySummary.AppliedFix(ruleID: "scaled-metric", kind: "scaled \($0) pt with @ScaledMetric size\($0)", path: "C.swift", line: $0 + 1) }
        let lines = AccessibilitySummary(files: [.init(fixes: fixes)], mode: .apply).appliedLines
        XCTAssertEqual(lines, ["Sizes that scale with Dynamic Type: 8× (scaled-metric, e.g. scaled 0 pt with @ScaledMetric size0 at C.swift:1)"])
    }

    func testApplyPrintsTheSummaryBeforeTheLastLineAndCountsMarkers() throws {
        let folder = try TemporaryFolder()
        try folder.write("ToolbarView.swift", Self.toolbar)
        let run = try CommandRunner.a11yfix(["--apply", "."], in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "Accessibility applied:"), run.standardError)
        XCTAssertTrue(lines[..<start].allSatisfy { $0.contains(": warning: ") }, "finding lines come first")
        XCTAssertTrue(lines.last!.hasPrefix("a11yfix: 1 file, 3 findings, 3 fixed in 1 file"), "the one-line summary stays last")
        XCTAssertEqual(Array(lines[start..<(start + 3)]), [
            "Accessibility applied:",
            "- added .accessibilityLabel to an icon-only Button: 2× (e.g. ToolbarView.swift:6)",
            "- hid a decorative image with .accessibilityHidden(true): 1× (e.g. ToolbarView.swift:12)",
        ])
        XCTAssertTrue(lines.contains("Test on device:"))
        XCTAssertTrue(lines.contains("- VoiceOver: navigation order, reading flow, focus after push/modal"))
        XCTAssertTrue(lines.contains("- Voice Control: \"Show numbers\" coverage, \"Tap [name]\" activation"))
        XCTAssertFalse(lines.contains("- Reduce Motion: all animations verified"), "nothing about motion changed")
        XCTAssertTrue(lines.contains("- 3 inserted lines end with // [VERIFY]: the text was inferred; confirm it says what the element does, then delete the marker. List them with `a11yfix --rules verify-marker --check`."),
                      run.standardError)
        let markers = try CommandRunner.a11yfix(["--rules", "verify-marker", "--check", "."], in: folder.url)
        XCTAssertEqual(markers.standardError.components(separatedBy: "[verify-marker]").count - 1, 3, "the command the summary names lists them")
    }

    func testDryRunSaysTheDiffHoldsItAndCheckAndQuietPrintNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("ToolbarView.swift", Self.toolbar)
        let dryRun = try CommandRunner.a11yfix(["."], in: folder.url)
        XCTAssertTrue(dryRun.standardError.contains("Accessibility applied (in the diff above; --apply writes it):\n"), dryRun.standardError)
        XCTAssertTrue(dryRun.standardError.contains("List them after --apply with `a11yfix --rules verify-marker --check`."), dryRun.standardError)
        XCTAssertFalse(dryRun.standardOutput.contains("Accessibility applied"), "stdout holds only the diff")
        let report = try CommandRunner.a11yfix(["--format", "json", "."], in: folder.url)
        XCTAssertFalse(report.standardError.contains("Accessibility applied"), "a report on stdout takes the terminal output's place")
        let reportToFile = try CommandRunner.a11yfix(["--format", "json", "--output", "report.json", "."], in: folder.url)
        XCTAssertTrue(reportToFile.standardError.contains("Accessibility applied (in the diff above; --apply writes it):\n"))
        let check = try CommandRunner.a11yfix(["--check", "."], in: folder.url)
        XCTAssertFalse(check.standardError.contains("Accessibility applied"), check.standardError)
        let quiet = try CommandRunner.a11yfix(["--apply", "--quiet", "."], in: folder.url)
        XCTAssertEqual(quiet.standardError, "")
        let again = try CommandRunner.a11yfix(["--apply", "."], in: folder.url)
        XCTAssertFalse(again.standardError.contains("Accessibility applied"), "nothing left to fix: \(again.standardError)")
    }

    func testSummaryOfTheDemoAppMatchesTheSnapshot() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let run = try CommandRunner.a11yfix(["--apply", "Sources"], in: demo.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        let lines = run.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex(of: "Accessibility applied:"))
        let end = try XCTUnwrap(lines.lastIndex { $0.hasPrefix("a11yfix: ") })
        try ReportSnapshot.assertMatches(lines[start..<end].joined(separator: "\n") + "\n", named: "accessibility-summary.txt")
    }
}
