@testable import A11yFixKit
import Foundation
import XCTest

/// `// a11yfix:disable…` comments: every form on real code, regions, `all`, what is not a directive,
/// suppressions holding in every fix pass, and the `unused-suppression` rule end to end.
final class SuppressionTests: XCTestCase {
    /// Where findings are reported, as `line:column rule`, after suppressions.
    private func reported(_ code: String, rules: [any Rule.Type] = [DeprecatedAccessibilityModifierRule.self]) -> [String] {
        RuleHarness.outcome(rules, code).findings.map { "\($0.location) \($0.ruleID)" }
    }

    func testEachCommentFormSuppressesItsLine() {
        let code = """
        import SwiftUI

        struct SettingsView: View {
            @State private var notificationsOn = true

            var body: some View {
                Form {
                    // a11yfix:disable:next deprecated-accessibility-modifier -- design review pending

                    Text("Settings").accessibility(addTraits: .isHeader)
                    Image("banner").accessibility(hidden: true) // a11yfix:disable:this deprecated-accessibility-modifier
                    /* a11yfix:disable:this deprecated-accessibility-modifier */ Image("logo").accessibility(label: Text("Acme"))
                    Toggle("Notifications", isOn: $notificationsOn).accessibility(hint: Text("Daily digest"))
                    /// a11yfix:disable:next deprecated-accessibility-modifier
                    Text("Footer").accessibility(sortPriority: 1)
                }
            }
        }
        """
        XCTAssertEqual(reported(code), ["13:61 deprecated-accessibility-modifier"], "disable:next skips the blank line; only the Toggle is reported")
    }

    func testCommentsNamingTheRulesFormerIDStillSuppressIt() {
        let code = """
        Image("a").accessibility(hidden: true) // a11yfix:disable:this traits-added-not-assigned
        // a11yfix:disable:next traits-added-not-assigned
        Image("b").accessibility(hidden: true)
        Image("c").accessibility(hidden: true)
        """
        XCTAssertEqual(reported(code), ["4:12 deprecated-accessibility-modifier"])
        XCTAssertEqual(reported(code, rules: [DeprecatedAccessibilityModifierRule.self, UnusedSuppressionRule.self]), ["4:12 deprecated-accessibility-modifier"],
                       "a former id is known, so unused-suppression does not call it unknown")
    }

    func testRegionsRunFromDisableToEnableOrTheEndOfTheFile() {
        let code = """
        Image("a").accessibility(hidden: true)
        // a11yfix:disable deprecated-accessibility-modifier, image-label
        Image("b").accessibility(hidden: true)
        Image("c").accessibility(hidden: true) // a11yfix:enable deprecated-accessibility-modifier
        Image("d").accessibility(hidden: true)
        /* a11yfix:disable all */
        Image("e").accessibility(hidden: true)
        // a11yfix:enable deprecated-accessibility-modifier
        Image("f").accessibility(hidden: true)
        // a11yfix:enable all
        Image("g").accessibility(hidden: true)
        // a11yfix:disable deprecated-accessibility-modifier
        Image("h").accessibility(hidden: true)
        """
        XCTAssertEqual(reported(code), ["1:12 deprecated-accessibility-modifier", "5:12 deprecated-accessibility-modifier", "11:12 deprecated-accessibility-modifier"],
                       "the enable line is in its region; enable of one rule does not end 'disable all'; an open region runs to the end")
    }

    func testOnlyCommentsThatStartWithTheDirectiveAndNameTheRuleSuppress() {
        let code = #"""
        // See docs: a11yfix:disable:next deprecated-accessibility-modifier silences the next line.
        Image("a").accessibility(hidden: true)
        let hint = "// a11yfix:disable:next deprecated-accessibility-modifier"
        Image("b").accessibility(hidden: true)
        // a11yfix:disable:next traits-added-not-asigned
        Image("c").accessibility(hidden: true)
        // a11yfix:disable:next image-label
        Image("d").accessibility(hidden: true)
        // a11yfix:disable-next deprecated-accessibility-modifier
        Image("e").accessibility(hidden: true)
        // a11yfix:disable:next deprecated-accessibility-modifier
        Image("f")
            .accessibility(hidden: true)
        """#
        XCTAssertEqual(reported(code).map { $0.prefix(while: { $0 != ":" }) }, ["2", "4", "6", "8", "10", "13"],
                       "prose, strings, typos, other rules and a finding on a later line are not suppressed")
    }

    func testSuppressedFindingsAreNeverFixed() {
        let code = """
        struct ProfileView: View {
            var body: some View {
                VStack {
                    // a11yfix:disable:next deprecated-accessibility-modifier
                    Image("avatar").accessibility(label: Text("Photo"))
                    Text("Name").accessibility(addTraits: .isHeader)
                    // a11yfix:disable deprecated-accessibility-modifier
                    Text("Bio").accessibility(hint: Text("About you"))
                    // a11yfix:enable deprecated-accessibility-modifier
                }
            }
        }
        """
        let fixed = RuleHarness.fixed([DeprecatedAccessibilityModifierRule.self], code)
        XCTAssertEqual(fixed, code.replacingOccurrences(of: #"Text("Name").accessibility(addTraits: .isHeader)"#, with: #"Text("Name").accessibilityAddTraits(.isHeader)"#))
    }

    /// A rule whose fix inserts a line right below a `disable:next` comment, as property insertions
    /// can: the inserted line must not take the suppressed line's place in the second pass.
    func testInsertedLinesNeverMoveCodeOutFromUnderDisableNext() {
        let code = """
        let anchor = 0
        // a11yfix:disable:next test-target
        let value = target
        let other = target

        """
        let outcome = RuleHarness.outcome([InsertBelowCommentRule.self, TargetRule.self], code)
        XCTAssertEqual(outcome.findings.map { "\($0.location) \($0.ruleID)" }, ["1:5 test-insert-line", "4:13 test-target"])
        XCTAssertEqual(outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) }, """
        let anchor = 0
        // a11yfix:disable:next test-target
        let inserted = fixed
        let value = target
        let other = fixed

        """)
    }

    func testCoverageFollowsEditsAcrossPasses() {
        let tree = SyntaxTree(file: SourceFile(path: "A.swift", text: "let a = 1\n// a11yfix:disable:next r\nlet b = 2\nlet c = 3\n"))
        let coverage = SuppressionComments(tree: tree).coverage
        let lineThree = tree.file.lineStarts[2]
        XCTAssertTrue(coverage.suppresses(Finding(ruleID: "r", severity: nil, message: "", offset: lineThree + 4, fix: nil)))
        XCTAssertFalse(coverage.suppresses(Finding(ruleID: "other", severity: nil, message: "", offset: lineThree + 4, fix: nil)))
        let plan = EditPlan.plan([Finding(ruleID: "x", severity: nil, message: "", offset: 0,
                                          fix: Fix(safety: .safe, edits: [.insert("let z = 0\n", at: lineThree)], summary: ""))], isApplicable: { _ in true })
        let mapped = coverage.mapped(through: plan)
        XCTAssertFalse(mapped.suppresses(Finding(ruleID: "r", severity: nil, message: "", offset: lineThree + 4, fix: nil)), "the inserted line is not covered")
        XCTAssertTrue(mapped.suppresses(Finding(ruleID: "r", severity: nil, message: "", offset: lineThree + 10 + 4, fix: nil)), "the original line still is")
    }

    // MARK: - unused-suppression end to end

    static let screen = """
    import SwiftUI

    struct AboutView: View {
        var body: some View {
            VStack {
                // a11yfix:disable:next deprecated-accessibility-modifier
                Image("logo").accessibility(label: Text("Acme"))
                // a11yfix:disable:next deprecated-accessibility-modifier
                Text("About").font(.title)
                Text("Version 2").font(.footnote) // a11yfix:disable:this deprecated-accessibility-modifier, reduce-motoin
                // a11yfix:disable:next all
                Text("Thanks").font(.body)
            }
        }
    }

    """

    func testUnusedSuppressionsAreReportedAndRemoved() throws {
        let folder = try TemporaryFolder()
        try folder.write("AboutView.swift", Self.screen)
        let rules = ["--rules", "deprecated-accessibility-modifier,unused-suppression"]
        let check = try CommandRunner.a11yfix(["--check"] + rules + ["."], in: folder.url)
        XCTAssertEqual(check.status, 1, check.standardError)
        XCTAssertEqual(check.standardError.split(separator: "\n").dropLast().map(String.init), [
            "AboutView.swift:8:37: warning: 'a11yfix:disable:next deprecated-accessibility-modifier' suppresses nothing: deprecated-accessibility-modifier reports nothing on the next line [unused-suppression]",
            "AboutView.swift:10:71: warning: 'a11yfix:disable:this deprecated-accessibility-modifier' suppresses nothing: deprecated-accessibility-modifier reports nothing on this line [unused-suppression]",
            "AboutView.swift:10:106: warning: 'reduce-motoin' is not an a11yfix rule, so this suppresses nothing; did you mean 'reduce-motion'? [unused-suppression]",
            "AboutView.swift:11:37: warning: 'a11yfix:disable:next all' suppresses nothing: no rule reports anything on the next line [unused-suppression]",
        ])

        // Judging runs the named rules itself: with only unused-suppression enabled, the verdict is the same.
        let alone = try CommandRunner.a11yfix(["--check", "--rules", "unused-suppression", "."], in: folder.url)
        XCTAssertEqual(alone.standardError.split(separator: "\n").count, check.standardError.split(separator: "\n").count)

        let apply = try CommandRunner.a11yfix(["--apply"] + rules + ["."], in: folder.url)
        XCTAssertEqual(apply.status, 1, apply.standardError)
        XCTAssertEqual(try folder.text("AboutView.swift"), """
        import SwiftUI

        struct AboutView: View {
            var body: some View {
                VStack {
                    // a11yfix:disable:next deprecated-accessibility-modifier
                    Image("logo").accessibility(label: Text("Acme"))
                    Text("About").font(.title)
                    Text("Version 2").font(.footnote) // a11yfix:disable:this reduce-motoin
                    Text("Thanks").font(.body)
                }
            }
        }

        """, "used suppressions and unknown ids stay; the rest goes")
        let second = try CommandRunner.a11yfix(["--apply"] + rules + ["."], in: folder.url)
        XCTAssertEqual(second.standardError.split(separator: "\n").dropLast().map(String.init), [
            "AboutView.swift:9:71: warning: 'reduce-motoin' is not an a11yfix rule, so this suppresses nothing; did you mean 'reduce-motion'? [unused-suppression]",
        ], "only the typo is left, for a person")
    }

    func testAnUnusedSuppressionCanBeKeptOnPurposeButNotByAll() {
        let kept = """
        Text("Done").font(.body) // a11yfix:disable:this deprecated-accessibility-modifier, unused-suppression
        // a11yfix:disable all
        Text("Later").font(.body) // a11yfix:disable:this deprecated-accessibility-modifier
        // a11yfix:enable all
        """
        XCTAssertEqual(reported(kept, rules: [DeprecatedAccessibilityModifierRule.self, UnusedSuppressionRule.self]), [
            "2:20 unused-suppression",
            "3:51 unused-suppression",
        ])
    }
}

/// Inserts `let inserted = target` at the start of the third line, once.
private struct InsertBelowCommentRule: Rule {
    static let description = RuleDescription(id: "test-insert-line", name: "", summary: "", rationale: "", severity: nil, wcag: [], nutritionLabels: [],
                                             fixSafety: .safe, seeds: [], triggeringExamples: [], nonTriggeringExamples: [], corrections: [])
    func findings(in context: RuleContext) -> [Finding] {
        guard !context.file.text.contains("let inserted") else { return [] }
        return [finding("insert", at: 4, fix: Fix(safety: .safe, edits: [.insert("let inserted = target\n", at: context.file.lineStarts[2])], summary: "inserted"))]
    }
}

/// Reports every `target` and replaces it with `fixed`.
private struct TargetRule: Rule {
    static let description = RuleDescription(id: "test-target", name: "", summary: "", rationale: "", severity: nil, wcag: [], nutritionLabels: [],
                                             fixSafety: .safe, seeds: [], triggeringExamples: [], nonTriggeringExamples: [], corrections: [])
    func findings(in context: RuleContext) -> [Finding] {
        context.tree.tokens.indices.filter { context.tree.text(ofToken: $0) == "target" }.map { index in
            let start = context.tree.tokens[index].start
            return finding("target", at: start, fix: Fix(safety: .safe, edits: [Edit(range: start..<(start + 6), replacement: "fixed")], summary: "fixed"))
        }
    }
}
