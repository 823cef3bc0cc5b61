@testable import A11yFixKit
import Foundation
import XCTest

/// `--write-baseline FILE` and `--baseline FILE`: recorded findings are not reported (nor fixed)
/// wherever their lines move; new ones are; identical findings are counted.
final class BaselineTests: XCTestCase {
    static let rules = ["--rules", "deprecated-accessibility-modifier"]

    static let profile = """
    import SwiftUI

    struct ProfileView: View {
        var body: some View {
            VStack {
                Image("avatar").accessibility(label: Text("Photo"))
                Text("Name").accessibility(addTraits: .isHeader)
                Text("Name").accessibility(addTraits: .isHeader)
            }
        }
    }

    """

    private func findingLines(_ result: CommandRunner.Result) -> [String] {
        result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    func testWrittenBaselineIsStableSortedJSONAndAbsorbsEveryFinding() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/ProfileView.swift", Self.profile)
        try folder.write("Sources/Clean.swift", "let version = 1\n")

        let write = try CommandRunner.a11yfix(["--check", "--write-baseline", "a11y-baseline.json"] + Self.rules + ["Sources"], in: folder.url)
        XCTAssertEqual(write.status, 0, write.standardError)
        XCTAssertEqual(findingLines(write).count, 3, "what is recorded is shown")
        XCTAssertTrue(write.standardError.hasSuffix("a11yfix: wrote 3 findings to the baseline a11y-baseline.json; --baseline a11y-baseline.json reports only new ones\n"),
                      write.standardError)
        XCTAssertEqual(try folder.text("a11y-baseline.json"), #"""
        {
          "findings" : [
            {
              "count" : 1,
              "line" : "Image(\"avatar\").accessibility(label: Text(\"Photo\"))",
              "path" : "Sources/ProfileView.swift",
              "rule" : "deprecated-accessibility-modifier"
            },
            {
              "count" : 2,
              "line" : "Text(\"Name\").accessibility(addTraits: .isHeader)",
              "path" : "Sources/ProfileView.swift",
              "rule" : "deprecated-accessibility-modifier"
            }
          ],
          "version" : 1
        }

        """#)

        let check = try CommandRunner.a11yfix(["--check", "--baseline", "a11y-baseline.json"] + Self.rules + ["Sources"], in: folder.url)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertEqual(findingLines(check), [])

        // From another folder the same baseline matches: paths are relative to the baseline file.
        let elsewhere = try CommandRunner.a11yfix(["--check", "--baseline", "../a11y-baseline.json"] + Self.rules + ["."],
                                                  in: folder.url.appendingPathComponent("Sources"))
        XCTAssertEqual(elsewhere.status, 0, elsewhere.standardError)
    }

    func testMovedLinesStillMatchAndNewOrExtraFindingsAreReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("ProfileView.swift", Self.profile)
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "--write-baseline", "baseline.json"] + Self.rules + ["."], in: folder.url).status, 0)

        // Code added above and the lines re-indented: every finding still matches.
        let moved = Self.profile
            .replacingOccurrences(of: "    var body: some View {", with: "    @State private var isEditing = false\n\n    var body: some View {")
            .replacingOccurrences(of: "            Image(", with: "                Image(")
        try folder.write("ProfileView.swift", moved)
        let check = try CommandRunner.a11yfix(["--check", "--baseline", "baseline.json"] + Self.rules + ["."], in: folder.url)
        XCTAssertEqual(check.status, 0, check.standardError)

        // A third identical line is one more than the two recorded; a changed line is new.
        let grown = moved
            .replacingOccurrences(of: "        }\n    }\n}", with: "            Text(\"Name\").accessibility(addTraits: .isHeader)\n        }\n    }\n}")
            .replacingOccurrences(of: #"Text("Photo")"#, with: #"Text("Profile photo")"#)
        try folder.write("ProfileView.swift", grown)
        let new = try CommandRunner.a11yfix(["--check", "--baseline", "baseline.json"] + Self.rules + ["."], in: folder.url)
        XCTAssertEqual(new.status, 1, new.standardError)
        XCTAssertEqual(findingLines(new), [
            "ProfileView.swift:8:33: warning: '.accessibility(label:)' is deprecated; use '.accessibilityLabel(_:)' [deprecated-accessibility-modifier]",
            "ProfileView.swift:11:26: warning: '.accessibility(addTraits:)' is deprecated; use '.accessibilityAddTraits(_:)' [deprecated-accessibility-modifier]",
        ])
    }

    func testBaselinedFindingsAreNotFixedAndApplyRecordsWhatRemains() throws {
        let folder = try TemporaryFolder()
        try folder.write("ProfileView.swift", Self.profile)
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "--write-baseline", "baseline.json"] + Self.rules + ["."], in: folder.url).status, 0)
        let withNew = Self.profile.replacingOccurrences(of: "        }\n    }\n}", with: "            Image(\"badge\").accessibility(hidden: true)\n        }\n    }\n}")
        try folder.write("ProfileView.swift", withNew)

        let dryRun = try CommandRunner.a11yfix(["--dry-run", "--baseline", "baseline.json"] + Self.rules + ["."], in: folder.url)
        XCTAssertEqual(dryRun.status, 1)
        XCTAssertEqual(dryRun.standardOutput.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") },
                       [#"+            Image("badge").accessibilityHidden(true)"#], "only the new finding is in the diff")

        let apply = try CommandRunner.a11yfix(["--apply", "--baseline", "baseline.json"] + Self.rules + ["."], in: folder.url)
        XCTAssertEqual(apply.status, 1, apply.standardError)
        XCTAssertEqual(try folder.text("ProfileView.swift"), withNew.replacingOccurrences(of: #"Image("badge").accessibility(hidden: true)"#, with: #"Image("badge").accessibilityHidden(true)"#))
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "--baseline", "baseline.json"] + Self.rules + ["."], in: folder.url).status, 0)

        let rewritten = try CommandRunner.a11yfix(["--apply", "--write-baseline", "after.json"] + Self.rules + ["."], in: folder.url)
        XCTAssertEqual(rewritten.status, 0, rewritten.standardError)
        XCTAssertEqual(try Baseline.load(option: folder.url.appendingPathComponent("after.json").path).entries, [], "every finding was fixed: none remains to record")
    }

    func testStandardInputUsesTheBaselineWithStdinPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("ProfileView.swift", Self.profile)
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "--write-baseline", "baseline.json"] + Self.rules + ["."], in: folder.url).status, 0)
        let piped = try CommandRunner.a11yfix(["-", "--stdin-path", "ProfileView.swift", "--baseline", "baseline.json"] + Self.rules,
                                              in: folder.url, input: Data(Self.profile.utf8))
        XCTAssertEqual(piped.status, 0, piped.standardError)
        XCTAssertEqual(piped.standardOutput, Self.profile, "baselined findings are not fixed")
    }

    func testBaselineMistakesAreUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("ProfileView.swift", Self.profile)
        let both = try CommandRunner.a11yfix(["--baseline", "a.json", "--write-baseline", "a.json", "."], in: folder.url)
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.standardError, "a11yfix: error: --baseline and --write-baseline cannot be combined; to refresh a baseline, run with --write-baseline alone\n")
        let missing = try CommandRunner.a11yfix(["--check", "--baseline", "missing.json", "."], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "a11yfix: error: cannot read the baseline missing.json: no such file\n")
        try folder.write("other.json", #"{"rules": {}}"#)
        let wrong = try CommandRunner.a11yfix(["--check", "--baseline", "other.json", "."], in: folder.url)
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.standardError.hasPrefix("a11yfix: error: other.json is not an a11yfix baseline"), wrong.standardError)
    }

    func testIdenticalFindingsAreCountedOnePerRecordedOccurrence() {
        let file = SourceFile(path: "A.swift", text: "a()\n  a()\na()\nb()\n")
        let finding = { (offset: Int) in Finding(ruleID: "r", severity: nil, message: "", offset: offset, fix: nil) }
        let baseline = Baseline(findings: [("r", "/p/A.swift", "a()"), ("r", "/p/A.swift", "\ta() "), ("other", "/p/A.swift", "b()")], folder: "/p")
        XCTAssertEqual(baseline.entries, [Baseline.Entry(rule: "other", path: "A.swift", line: "b()", count: 1), Baseline.Entry(rule: "r", path: "A.swift", line: "a()", count: 2)])
        let split = baseline.entries(forFile: "/p/A.swift").partition([finding(0), finding(6), finding(10), finding(14)], in: file)
        XCTAssertEqual(split.known.map(\.offset), [0, 6], "two recorded, two absorbed")
        XCTAssertEqual(split.new.map(\.offset), [10, 14], "the third a() and b() of another rule are new")
        XCTAssertTrue(baseline.entries(forFile: "/elsewhere/A.swift").isEmpty)
    }
}
