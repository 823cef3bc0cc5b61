@testable import A11yFixKit
import Foundation
import XCTest

/// docs/rules is generated from the rules themselves; this fails when someone changes a rule and
/// forgets `make docs`, or edits a generated page by hand.
final class DocumentationTests: XCTestCase {
    func testGeneratedDocumentationIsUpToDate() throws {
        let docs = CommandRunner.repositoryRoot.appendingPathComponent("docs")
        let generated = RuleDocumentation.files()
        for (path, content) in generated {
            let onDisk = try? String(contentsOf: docs.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(onDisk, content, "docs/\(path) is stale: run `make docs`")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.appendingPathComponent("rules").path)
        let expected = Set(generated.map { ($0.path as NSString).lastPathComponent })
        XCTAssertEqual(Set(pages).subtracting(expected), [], "docs/rules has pages for rules that no longer exist")
    }

    func testEveryRulePageHasRuffSections() {
        for rule in RuleRegistry.all {
            let page = RuleDocumentation.page(rule.description)
            for section in ["## What it does", "## Why is this bad?", "## Fix safety", "## Triggers on", "## Leaves alone"] {
                XCTAssertTrue(page.contains(section), "\(rule.id) page lacks \(section)")
            }
            if !rule.description.corrections.isEmpty {
                XCTAssertTrue(page.contains("## Example") && page.contains("## Use instead"), "\(rule.id) page lacks its example fix")
            }
        }
    }

    /// `a11yfix rule ID` prints the very page docs/rules/ID.md holds.
    func testRuleCommandPrintsTheRulesGeneratedPage() throws {
        let folder = try TemporaryFolder()
        let docs = CommandRunner.repositoryRoot.appendingPathComponent("docs/rules")
        for id in ["reduce-motion", "icon-only-control-label"] {
            let result = try CommandRunner.a11yfix(["rule", id], in: folder.url)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(result.standardOutput, try String(contentsOf: docs.appendingPathComponent("\(id).md"), encoding: .utf8))
            for section in ["## Why is this bad?", "## Fix safety", "WCAG", "Nutrition Label", "## Triggers on"] {
                XCTAssertTrue(result.standardOutput.contains(section), "\(id) lacks \(section)")
            }
        }
        let all = try CommandRunner.a11yfix(["rule", "--all"], in: folder.url)
        XCTAssertEqual(all.status, 0)
        XCTAssertEqual(all.standardOutput.components(separatedBy: "\n## What it does\n").count - 1, RuleRegistry.all.count)
        for id in RuleRegistry.ids { XCTAssertTrue(all.standardOutput.contains("# `\(id)`"), id) }
    }

    func testRuleCommandAcceptsFormerIDsAndSuggestsTheClosestForUnknownOnes() throws {
        let folder = try TemporaryFolder()
        let renamed = try XCTUnwrap(RuleRegistry.all.first { !$0.description.formerIDs.isEmpty }?.description)
        let formerID = renamed.formerIDs[0]
        let former = try CommandRunner.a11yfix(["rule", formerID], in: folder.url)
        XCTAssertEqual(former.status, 0)
        if let current = RuleRegistry.all.first(where: { $0.description.id == formerID }) {
            // An id that is a rule's own and another's former id shows its own rule and says it names both.
            XCTAssertTrue(former.standardOutput.hasPrefix("# `\(current.description.id)`"), former.standardOutput)
            XCTAssertEqual(former.standardError, "a11yfix: note: '\(formerID)' is also the former id of '\(renamed.id)', which it names too in configurations, flags and suppression comments\n")
        } else {
            XCTAssertTrue(former.standardOutput.hasPrefix("# `\(renamed.id)`"), former.standardOutput)
            XCTAssertEqual(former.standardError, "a11yfix: note: '\(formerID)' is the former id of '\(renamed.id)'\n")
        }

        let typo = try CommandRunner.a11yfix(["rule", "reduce-motoin"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertEqual(typo.standardOutput, "")
        XCTAssertTrue(typo.standardError.hasPrefix("a11yfix: error: unknown rule 'reduce-motoin'; did you mean 'reduce-motion'?"), typo.standardError)
        let farOff = try CommandRunner.a11yfix(["rule", "contrast"], in: folder.url)
        XCTAssertEqual(farOff.status, 2)
        XCTAssertTrue(farOff.standardError.contains("did you mean '"), "the nearest rule even when far off: \(farOff.standardError)")
        for arguments in [["rule"], ["rule", "a", "b"], ["rule", "--every"]] {
            let usage = try CommandRunner.a11yfix(arguments, in: folder.url)
            XCTAssertEqual(usage.status, 2, "\(arguments)")
            XCTAssertTrue(usage.standardError.contains("usage: a11yfix rule ID"), usage.standardError)
        }
    }
}
