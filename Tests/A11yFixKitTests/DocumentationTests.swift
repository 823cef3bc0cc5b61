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
}
