@testable import A11yFixKit
import XCTest

/// The edit engine: deterministic planning, overlap handling, all-or-nothing fixes, passes until
/// nothing changes, the pass limit, and the re-parse that discards a fix that would break a file.
final class FixEngineTests: XCTestCase {
    private static let screen = """
    struct InboxView: View {
        var body: some View {
            VStack {
                Text("Inbox")
                Text("Archive")
            }
        }
    }

    """

    /// Replaces every `Text("…")` literal with an upper-cased copy (one edit per literal).
    struct UppercaseTitles: Rule {
        static let description = testDescription("uppercase-titles")
        func findings(in context: RuleContext) -> [Finding] {
            context.elements(named: ["Text"]).compactMap { chain in
                guard let argument = chain.elementLink?.arguments.first, let value = context.stringLiteralValue(argument.value),
                      value != value.uppercased() else { return nil }
                return finding("title is not upper case", at: argument.valueRange.lowerBound,
                               fix: Fix(safety: .safe, edits: [Edit(range: argument.valueRange, replacement: StringLiteral.literal(value.uppercased()))], summary: "uppercased"))
            }
        }
    }

    /// Wraps every `Text(…)` call's argument in another edit over the same range: conflicts with UppercaseTitles.
    struct QuoteTitles: Rule {
        static let description = testDescription("quote-titles")
        func findings(in context: RuleContext) -> [Finding] {
            context.elements(named: ["Text"]).compactMap { chain in
                guard let argument = chain.elementLink?.arguments.first, let value = context.stringLiteralValue(argument.value),
                      !value.hasPrefix("«") else { return nil }
                return finding("title is not quoted", at: argument.valueRange.lowerBound,
                               fix: Fix(safety: .safe, edits: [Edit(range: argument.valueRange, replacement: StringLiteral.literal("«" + value + "»"))], summary: "quoted"))
            }
        }
    }

    /// Always inserts a comment: never converges.
    struct Restless: Rule {
        static let description = testDescription("restless")
        func findings(in context: RuleContext) -> [Finding] {
            [finding("never satisfied", at: 0, fix: Fix(safety: .safe, edits: [.insert("/* again */", at: 0)], summary: "inserted"))]
        }
    }

    /// Inserts an unbalanced parenthesis: the re-parse must reject it.
    struct Breaker: Rule {
        static let description = testDescription("breaker")
        func findings(in context: RuleContext) -> [Finding] {
            guard let chain = context.elements(named: ["VStack"]).first, !context.file.text.contains("VStack((") else { return [] }
            let offset = context.tree.tokens[chain.elementLink!.nameToken!].end
            return [finding("breaks things", at: offset, fix: Fix(safety: .safe, edits: [.insert("(", at: offset)], summary: "broke"))]
        }
    }

    /// A fix of two edits, one of which overlaps UppercaseTitles' edit on "Inbox".
    struct TwoPart: Rule {
        static let description = testDescription("two-part")
        func findings(in context: RuleContext) -> [Finding] {
            guard let first = context.elements(named: ["Text"]).first?.elementLink?.arguments.first,
                  let value = context.stringLiteralValue(first.value), value == "Inbox" else { return [] }
            let vstack = context.elements(named: ["VStack"]).first!.elementLink!.nameToken!
            let start = context.tree.tokens[vstack].start
            return [finding("two edits", at: start, fix: Fix(safety: .safe, edits: [
                Edit(range: start..<(start + 6), replacement: "LazyVStack"),
                Edit(range: first.valueRange, replacement: "\"Mail\""),
            ], summary: "two edits"))]
        }
    }

    struct Unsafe: Rule {
        static let description = testDescription("unsafe-rule")
        func findings(in context: RuleContext) -> [Finding] {
            guard let chain = context.elements(named: ["VStack"]).first, let token = chain.elementLink?.nameToken,
                  context.tree.token(token, is: "VStack") else { return [] }
            let range = context.tree.tokens[token].textRange
            return [finding("prefers a lazy stack", at: range.lowerBound, fix: Fix(safety: .unsafe, edits: [Edit(range: range, replacement: "LazyVStack")], summary: "lazy"))]
        }
    }

    static func testDescription(_ id: String) -> RuleDescription {
        RuleDescription(id: id, name: id, summary: "test rule", rationale: "test", severity: .degrades, wcag: [], nutritionLabels: [],
                        fixSafety: .safe, seeds: [], triggeringExamples: [], nonTriggeringExamples: [], corrections: [])
    }

    private func run(_ rules: [any Rule], _ code: String = screen, unsafe: Bool = false) -> FileOutcome {
        FileFixer(configuration: FixerConfiguration(rules: rules, applyUnsafeFixes: unsafe)).process(SourceFile(path: "Inbox.swift", text: code))
    }

    /// An editor's quick fix: one finding's fix, through the same passes; the other finding of
    /// the same rule stays as it was, and fixing it next gives what fixing both at once gives.
    func testFixingOnlyOneFindingLeavesTheOthers() throws {
        let code = """
        import SwiftUI

        struct Toolbar: View {
            var body: some View {
                HStack {
                    Button(action: {}) { Image(systemName: "trash") }
                    Button(action: {}) { Image(systemName: "square.and.arrow.up") }
                }
            }
        }

        """
        let fixer = FileFixer(configuration: FixerConfiguration(rules: [IconOnlyControlLabelRule()]))
        let all = fixer.process(SourceFile(path: "Toolbar.swift", text: code))
        XCTAssertEqual(all.findings.count, 2)
        let second = all.findings[1].finding
        let one = try XCTUnwrap(fixer.process(SourceFile(path: "Toolbar.swift", text: code), fixingOnly: FindingKey(ruleID: second.ruleID, offset: second.offset)).fixedBytes)
        let oneText = String(decoding: one, as: UTF8.self)
        XCTAssertTrue(oneText.contains(".accessibilityLabel(\"Share\")"), oneText)
        XCTAssertEqual(oneText.components(separatedBy: ".accessibilityLabel(").count, 2, "one label only: \(oneText)")
        let remaining = fixer.process(SourceFile(path: "Toolbar.swift", bytes: one))
        XCTAssertEqual(remaining.findings.count, 1)
        XCTAssertEqual(remaining.fixedBytes, all.fixedBytes)
        XCTAssertNil(fixer.process(SourceFile(path: "Toolbar.swift", text: code), fixingOnly: FindingKey(ruleID: second.ruleID, offset: second.offset + 1)).fixedBytes,
                     "a finding that is not there fixes nothing")
    }

    func testOverlappingFixesAreAppliedInLaterPassesAndReportedFixed() {
        let outcome = run([QuoteTitles(), UppercaseTitles()])
        let text = outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) }
        // Both rules want the same ranges; pass 1 applies one of them per literal, pass 2 the other.
        XCTAssertEqual(text?.contains("Text(\"«INBOX»\")"), true, text ?? "")
        XCTAssertEqual(text?.contains("Text(\"«ARCHIVE»\")"), true, text ?? "")
        XCTAssertEqual(outcome.findings.count, 4)
        XCTAssertTrue(outcome.findings.allSatisfy(\.isFixed), "\(outcome.findings.map(\.status))")
        XCTAssertTrue(outcome.diagnostics.isEmpty)
    }

    func testPlanningIsDeterministicWhateverTheRuleOrder() {
        let forward = run([QuoteTitles(), UppercaseTitles()]).fixedBytes
        let backward = run([UppercaseTitles(), QuoteTitles()]).fixedBytes
        XCTAssertEqual(forward, backward)
    }

    func testAFixWithAnOverlappingEditIsDroppedWhole() {
        let plan = EditPlan.plan(
            [Finding(ruleID: "a", severity: nil, message: "", offset: 0, fix: Fix(safety: .safe, edits: [Edit(range: 10..<20, replacement: "x")], summary: "")),
             Finding(ruleID: "b", severity: nil, message: "", offset: 0, fix: Fix(safety: .safe, edits: [Edit(range: 0..<2, replacement: "y"), Edit(range: 15..<16, replacement: "z")], summary: ""))],
            isApplicable: { _ in true })
        XCTAssertEqual(plan.acceptedFindings, [1], "the earlier-starting fix wins")
        XCTAssertEqual(plan.conflictingFindings, [0])
        XCTAssertEqual(plan.edits.count, 2, "both edits of the accepted fix, none of the dropped one")
    }

    func testIdenticalEditsAreSharedAndInsertionsAtOneOffsetKeepTheirOrder() {
        let shared = Edit.insert("\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion", at: 5)
        let plan = EditPlan.plan([
            Finding(ruleID: "a", severity: nil, message: "", offset: 0, fix: Fix(safety: .safe, edits: [shared, .insert("A", at: 9)], summary: "")),
            Finding(ruleID: "a", severity: nil, message: "", offset: 1, fix: Fix(safety: .safe, edits: [shared, .insert("B", at: 9)], summary: "")),
            Finding(ruleID: "b", severity: nil, message: "", offset: 2, fix: Fix(safety: .safe, edits: [.insert(" // marker", at: 9, placement: .endOfLine)], summary: "")),
        ], isApplicable: { _ in true })
        XCTAssertEqual(plan.acceptedFindings, [0, 1, 2])
        XCTAssertEqual(plan.edits.filter { $0 == shared }.count, 1, "the shared property is inserted once")
        let result = String(decoding: plan.apply(to: Array("0123456789".utf8)), as: UTF8.self)
        XCTAssertEqual(result, "01234\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion5678 // markerAB9")
        XCTAssertEqual(plan.mapOffset(9), 9 + shared.replacement.utf8.count + " // markerAB".utf8.count)
        XCTAssertEqual(plan.mapOffset(3), 3)
    }

    func testARuleThatNeverConvergesIsStoppedAndNothingIsChanged() {
        let outcome = run([Restless()])
        XCTAssertNil(outcome.fixedBytes)
        XCTAssertEqual(outcome.diagnostics.count, 1)
        XCTAssertTrue(outcome.diagnostics[0].message.contains("did not converge after 8 passes"), outcome.diagnostics[0].message)
        XCTAssertTrue(outcome.diagnostics[0].message.contains("restless"))
        XCTAssertEqual(outcome.findings.first?.status, .notApplied)
    }

    func testARewriteThatBreaksTheFileIsDiscardedWithAFinding() {
        let outcome = run([Breaker(), UppercaseTitles()])
        XCTAssertNil(outcome.fixedBytes, "every fix of the file is dropped, also the sound ones")
        let verification = outcome.findings.first { $0.ruleID == "fix-verification" }
        XCTAssertNotNil(verification)
        XCTAssertTrue(verification?.message.contains("unbalanced '('") ?? false, verification?.message ?? "")
        XCTAssertTrue(outcome.findings.filter { $0.ruleID == "uppercase-titles" }.allSatisfy { $0.status == .notApplied })
    }

    func testMultiEditFixAppliesWholeOrInALaterPass() {
        let outcome = run([TwoPart(), UppercaseTitles()])
        let text = String(decoding: outcome.fixedBytes ?? [], as: UTF8.self)
        // TwoPart starts earlier (at VStack) so it wins pass 1 whole; UppercaseTitles then fixes "Mail".
        XCTAssertTrue(text.contains("LazyVStack {"), text)
        XCTAssertTrue(text.contains("Text(\"MAIL\")"), text)
        XCTAssertTrue(text.contains("Text(\"ARCHIVE\")"), text)
    }

    func testUnsafeFixesAreHeldBackUnlessAskedFor() {
        let held = run([Unsafe()])
        XCTAssertNil(held.fixedBytes)
        XCTAssertEqual(held.findings.map(\.status), [.heldBackUnsafe])
        let applied = run([Unsafe()], unsafe: true)
        XCTAssertTrue(String(decoding: applied.fixedBytes ?? [], as: UTF8.self).contains("LazyVStack"))
        XCTAssertEqual(applied.findings.map(\.status), [.fixed])
    }

    func testFilesWithErrorTokensGetFindingsButNoFixes() {
        let broken = FixEngineTests.screen + "let unterminated = \"oops\n"
        let outcome = run([UppercaseTitles()], broken)
        XCTAssertNil(outcome.fixedBytes)
        XCTAssertEqual(outcome.findings.count, 2)
        XCTAssertTrue(outcome.findings.allSatisfy { $0.status == .notAttempted })
        XCTAssertEqual(outcome.diagnostics.first?.message, "unterminated string literal")
        XCTAssertEqual(outcome.diagnostics.first?.location, SourceLocation(line: 9, column: 20))
        let conflicted = run([UppercaseTitles()], FixEngineTests.screen + "<<<<<<< HEAD\nlet a = 1\n=======\nlet a = 2\n>>>>>>> main\n")
        XCTAssertNil(conflicted.fixedBytes)
        XCTAssertEqual(conflicted.diagnostics.map(\.message), ["git conflict marker", "git conflict marker", "git conflict marker"])
    }
}
