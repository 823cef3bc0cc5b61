@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix audit`: the element inventory (seed 004's table and its rules for value and traits), the
/// report's sections, its formats and options, and the demo app's reports as snapshots.
final class AuditTests: XCTestCase {
    static let timerScreen = """
    import SwiftUI

    struct SessionTimerView: View {
        @State private var isOn = false
        @State private var volume = 0.5
        @State private var count = 0
        @State private var email = ""
        @State private var showsAlert = false
        let positions: [Position]

        var body: some View {
            List {
                Button("Save") { save() }
                    .accessibilityIdentifier("session_timer_save_button")
                    .accessibilityHint("Stores the session")
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                Toggle("Dark Mode", isOn: $isOn)
                Slider(value: $volume)
                Stepper("Count: \\(count)", value: $count)
                Stepper("Rounds", value: $count)
                HStack {
                    Text("Advanced")
                    Spacer()
                }
                .onTapGesture { showsAlert = true }
                HStack {
                    Image(systemName: "gear")
                }
                .onTapGesture { open() }
                .accessibilityLabel("Settings")
                .accessibilityAddTraits(.isButton)
                ForEach(positions) { position in
                    HStack {
                        Text(position.name)
                        Text("\\(position.count) transitions")
                    }
                }
                TextField("Email", text: $email)
                Button("Hidden") {}
                    .accessibilityHidden(true)
            }
            .alert("Delete?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) {}
            }
        }
    }

    #Preview {
        Button("Preview only") {}
    }

    """

    func testInventoryReadsTheFivePropertiesWithSeed004sRulesForValueAndTraits() {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "SessionTimerView.swift", text: Self.timerScreen)))
        let rows = ElementInventory.elements(in: context).map { element in
            ([String(element.line), element.element, element.type] + element.properties.map(\.status.rawValue)).joined(separator: " | ")
        }
        XCTAssertEqual(rows, [
            "13 | \"Save\" | Button | OK | auto | OK | n/a | auto",
            "16 | square.and.arrow.up | Button | — | — | — | n/a | auto",
            "19 | \"Dark Mode\" | Toggle | — | auto | — | auto | auto",
            "20 | $volume | Slider | — | — | — | auto | auto",
            "21 | \"Count: \\(count)\" | Stepper | — | auto | — | auto | auto",
            "22 | \"Rounds\" | Stepper | — | auto | — | — | auto",
            "23 | \"Advanced\" | Tappable HStack | — | auto | — | n/a | —",
            "28 | gear | Tappable HStack | — | OK | — | n/a | OK",
            "35 | position.name | List row | — | — | n/a | — | n/a",
            "40 | \"Email\" | TextField | — | auto | n/a | auto | auto",
        ], "previews, system alert buttons and hidden controls are not in the table")
        let elements = ElementInventory.elements(in: context)
        XCTAssertTrue(elements[1].isIconOnly)
        XCTAssertFalse(elements[0].isIconOnly)
        XCTAssertEqual(elements.map(\.isFullyAccessible), [true] + Array(repeating: false, count: 9),
                       "only Save has an identifier and a hint; its value does not apply and SwiftUI gives its label and traits")
    }

    func testAnElementWithEveryApplicablePropertyIsFullyAccessible() {
        let code = """
        struct EditorView: View {
            var body: some View {
                Button("Save") { save() }
                    .accessibilityIdentifier("editor_save_button")
                    .accessibilityHint("Stores the technique")
                Button("Delete") { delete() }
                    .accessibilityIdentifier("editor_delete_button")
            }
        }
        """
        let elements = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "EditorView.swift", text: code))))
        XCTAssertEqual(elements.map(\.isFullyAccessible), [true, false], "a Button needs a hint; its value does not apply")
    }

    func testMarkdownReportHasTheTableSummarySeveritySectionsDeviceChecksAndReadiness() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/SessionTimerView.swift", Self.timerScreen)
        try folder.write("Sources/App/Theme.swift", "import SwiftUI\n\nenum Theme {\n    static let title = Font.system(size: 28)\n}\n")
        let run = try CommandRunner.a11yfix(["audit", "Sources"], in: folder.url)
        XCTAssertEqual(run.status, 1, "the report lists findings: \(run.standardError)")
        let report = run.standardOutput
        XCTAssertTrue(report.hasPrefix("## Accessibility Audit Report\n\nScope: `Sources` · 2 Swift files · a11yfix "), report)
        XCTAssertTrue(report.contains("""
        ### file: Sources/App/SessionTimerView.swift

        | Line | Element | Type | identifier | label | hint | value | traits |
        |------|---------|------|:---:|:---:|:---:|:---:|:---:|
        | 13 | "Save" | Button | OK | auto | OK | n/a | auto |
        """), report)
        XCTAssertFalse(report.contains("### file: Sources/App/Theme.swift"), "files without interactive elements have no table")
        XCTAssertTrue(report.contains("""
        - Files scanned: 2
        - Interactive elements found: 10
        - Fully accessible: 1 (10%)
        - Missing identifiers: 9
        - Missing labels: 3
        - Missing hints: 7
        - Missing values: 2 (of 6 elements that carry state)
        - Missing traits: 1 (tappable views not announced as buttons)
        """), report)
        XCTAssertTrue(report.contains("#### 🔴 Blocks Assistive Tech — completely unreachable, fix immediately\n\n**"), report)
        XCTAssertTrue(report.contains("- `Sources/App/SessionTimerView.swift:16:13` icon-only Button has no accessibility label"), report)
        XCTAssertTrue(report.contains("#### 🟡 Degrades Experience — reachable but significant friction\n\n- None found by a11yfix's rules."), report)
        XCTAssertTrue(report.contains("#### 🟠 Incomplete Support — gaps preventing Nutrition Label claims\n\n**Fonts that scale with Dynamic Type** (`dynamic-type-font`, 1, WCAG 1.4.4)"), report)
        XCTAssertTrue(report.contains("- `Sources/App/Theme.swift:4:29` fixed font size 28 does not scale with Dynamic Type; use .title — `a11yfix --apply` fixes it"), report)
        XCTAssertTrue(report.contains("""
        #### ✅ Verified in code — confirmed correct by static analysis

        - 5 controls are labelled by their visible text (no redundant labels)
        - 1 modal uses a system presentation (.sheet, .fullScreenCover, .popover, .alert) that traps focus
        """), report)
        XCTAssertTrue(report.contains("**Must test on device:**\n\n- VoiceOver: navigation order, reading flow, focus after push/modal (1 view, 10 interactive elements)\n"), report)
        XCTAssertFalse(report.contains("Reduce Motion: all animations verified"), "no animations, nothing to verify")
        XCTAssertFalse(report.contains("Captions and Audio Descriptions"), "no media")
        // The gear's stack carries the team's label ("Settings"), so its image needs none of its own.
        XCTAssertTrue(report.hasSuffix("**Nutrition Label readiness:** Blocked by 2 findings — VoiceOver (1), Voice Control (1), Larger Text (1). `a11yfix nutrition` shows them per screen.\n"), report)
        XCTAssertEqual(run.standardError, "a11yfix: audited 2 files: 10 interactive elements, 1 fully accessible, 2 findings\n")
    }

    func testReadinessIsAchievableWithoutBlockersAndNotApplicableWithoutUI() throws {
        let folder = try TemporaryFolder()
        try folder.write("UI/Footer.swift", "import SwiftUI\n\nstruct Footer: View {\n    var body: some View {\n        Button(\"Help\") {}\n    }\n}\n")
        try folder.write("Model/Store.swift", "struct Store {\n    var items: [String] = []\n}\n")
        let clean = try CommandRunner.a11yfix(["audit", "UI"], in: folder.url)
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertTrue(clean.standardOutput.contains("**Nutrition Label readiness:** Achievable — "), clean.standardOutput)
        let model = try CommandRunner.a11yfix(["audit", "Model"], in: folder.url)
        XCTAssertEqual(model.status, 0)
        XCTAssertTrue(model.standardOutput.contains("**Must test on device:**\n\n- Nothing: the scanned code has no user interface."), model.standardOutput)
        XCTAssertTrue(model.standardOutput.contains("**Nutrition Label readiness:** Not applicable — the scanned code has no user interface."))
        let quick = try CommandRunner.a11yfix(["audit", "--quick", "UI"], in: folder.url)
        XCTAssertTrue(quick.standardOutput.contains("findings: degrades and above (--severity)"), quick.standardOutput)
        XCTAssertTrue(quick.standardOutput.contains("**Nutrition Label readiness:** Achievable as far as these severities go"), quick.standardOutput)
    }

    func testVerifyMarkersAreListedApartFromTheSeverities() throws {
        let folder = try TemporaryFolder()
        try folder.write("Share.swift", """
        import SwiftUI

        struct ShareBar: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share") // [VERIFY]
            }
        }

        """)
        let run = try CommandRunner.a11yfix(["audit", "Share.swift"], in: folder.url)
        XCTAssertEqual(run.status, 1, "a marker left to review is a finding")
        XCTAssertTrue(run.standardOutput.contains("""
        #### 📝 Left to verify — inferred text marked `// [VERIFY]`

        **Labels left to verify** (`verify-marker`, 1)

        - `Share.swift:8:38` '// [VERIFY]' left to review: confirm '.accessibilityLabel("Share")' says what the element does, then delete the marker
        """), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("#### 🔴 Blocks Assistive Tech — completely unreachable, fix immediately\n\n- None found"), run.standardOutput)
    }

    func testJSONOutputFileGlobsAndUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/SessionTimerView.swift", Self.timerScreen)
        try folder.write("Sources/App/Helpers.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Button(\"Open\") {}\n    }\n}\n")
        let json = try CommandRunner.a11yfix(["audit", "--format", "json", "--output", "audit.json", "--quiet", "Sources/**/*View.swift"], in: folder.url)
        XCTAssertEqual(json.status, 1, json.standardError)
        XCTAssertEqual(json.standardOutput, "", "the report went to the file")
        XCTAssertEqual(json.standardError, "", "--quiet")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: folder.read("audit.json")) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 1)
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["filesScanned"] as? Int, 1, "the glob leaves Helpers.swift out")
        XCTAssertEqual(summary["interactiveElements"] as? Int, 10)
        XCTAssertEqual(summary["missingValues"] as? Int, 2)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let first = try XCTUnwrap((files.first?["elements"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["element"] as? String, "\"Save\"")
        XCTAssertEqual(first["identifier"] as? String, "present")
        XCTAssertEqual(first["value"] as? String, "notApplicable")
        let findings = try XCTUnwrap(document["findings"] as? [String: Any])
        XCTAssertEqual((findings["blocks"] as? [[String: Any]])?.first?["ruleId"] as? String, "icon-only-control-label")
        XCTAssertEqual((document["nutritionLabelReadiness"] as? [String: Any])?["status"] as? String, "blocked")

        let noMatch = try CommandRunner.a11yfix(["audit", "Sources/**/*Screen.swift"], in: folder.url)
        XCTAssertEqual(noMatch.status, 2)
        XCTAssertTrue(noMatch.standardError.contains("Sources/**/*Screen.swift: error: no Swift files match this pattern"), noMatch.standardError)
        let format = try CommandRunner.a11yfix(["audit", "--format", "sarif"], in: folder.url)
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(format.standardError, "a11yfix: error: audit's --format must be markdown or json (got 'sarif')\n")
        let typo = try CommandRunner.a11yfix(["audit", "--ouput", "x.md"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.contains("did you mean '--output'?"), typo.standardError)
        let rule = try CommandRunner.a11yfix(["audit", "--disable", "no-such-rule"], in: folder.url)
        XCTAssertEqual(rule.status, 2)
        XCTAssertTrue(rule.standardError.contains("unknown rule 'no-such-rule'"), rule.standardError)
        let help = try CommandRunner.a11yfix(["audit", "--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: a11yfix audit [OPTIONS] [PATH ...]"))
    }

    func testUnreadableFilesAreReportedAndExitTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", "import SwiftUI\n\nstruct Good: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        try folder.write("Broken.swift", "let text = \"unterminated\n")
        let run = try CommandRunner.a11yfix(["audit", "."], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardOutput.contains("### Files not analysed\n\n- `Broken.swift:1:12`: "), run.standardOutput)
        XCTAssertTrue(run.standardError.contains("Broken.swift:1:12: error: "), run.standardError)
    }

    func testAuditOfTheDemoAppMatchesTheSnapshots() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let markdown = try CommandRunner.a11yfix(["audit", "Sources"], in: demo.url)
        XCTAssertEqual(markdown.status, 1, markdown.standardError)
        try ReportSnapshot.assertMatches(markdown.standardOutput, named: "audit.md")
        let json = try CommandRunner.a11yfix(["audit", "--format", "json", "Sources"], in: demo.url)
        XCTAssertEqual(json.status, 1, json.standardError)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: json.standardOutputBytes))
        try ReportSnapshot.assertMatches(json.standardOutput, named: "audit.json")
    }
}
