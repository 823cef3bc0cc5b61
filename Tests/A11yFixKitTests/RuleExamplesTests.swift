@testable import A11yFixKit
import XCTest

/// Runs every rule's own examples (SwiftLint's generated tests): triggering examples report exactly
/// at their `↓` markers, also after position-preserving mutations; non-triggering examples and
/// commented-out or quoted code report nothing; corrections give exactly their `after`, are
/// idempotent, and every rewritten example still parses with `swiftc -parse`.
final class RuleExamplesTests: XCTestCase {
    func testEveryRuleHasCompleteMetadataAndExamples() {
        var ids = Set<String>()
        for rule in RuleRegistry.all {
            let description = rule.description
            XCTAssertTrue(ids.insert(description.id).inserted, "duplicate rule id \(description.id)")
            XCTAssertEqual(description.id, description.id.lowercased(), "rule ids are kebab-case")
            XCTAssertFalse(description.id.contains(" "))
            XCTAssertFalse(description.summary.isEmpty, "\(description.id) has no summary")
            XCTAssertFalse(description.rationale.isEmpty, "\(description.id) has no rationale")
            XCTAssertGreaterThanOrEqual(description.triggeringExamples.count, 10, "\(description.id) needs ≥10 triggering examples")
            XCTAssertGreaterThanOrEqual(description.nonTriggeringExamples.count, 10, "\(description.id) needs ≥10 non-triggering examples")
            if description.fixSafety != .none {
                XCTAssertGreaterThanOrEqual(description.corrections.count, 3, "\(description.id) needs before/after corrections")
            }
        }
    }

    func testTriggeringExamplesReportAtTheirMarkers() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                let (code, markers) = example.strippedCode
                let offsets = RuleHarness.findings(rule, code, options: example.options).map(\.offset)
                XCTAssertFalse(offsets.isEmpty, "\(rule.id): no finding for\n\(code)", file: example.file, line: example.line)
                if !markers.isEmpty {
                    XCTAssertEqual(offsets, markers, "\(rule.id): findings at other places than the ↓ markers in\n\(code)",
                                   file: example.file, line: example.line)
                }
            }
        }
    }

    func testTriggeringExamplesSurviveMutations() {
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples {
                for mutation in RuleHarness.positionPreservingMutations {
                    var mutated = example
                    mutated.code = mutation.apply(example.code)
                    let (code, markers) = mutated.strippedCode
                    let offsets = RuleHarness.findings(rule, code, options: example.options).map(\.offset)
                    if markers.isEmpty {
                        XCTAssertFalse(offsets.isEmpty, "\(rule.id) [\(mutation.name)]: no finding", file: example.file, line: example.line)
                    } else {
                        XCTAssertEqual(offsets, markers, "\(rule.id) [\(mutation.name)]: wrong positions in\n\(code)",
                                       file: example.file, line: example.line)
                    }
                }
                for neutral in RuleHarness.neutralizingMutations(example.strippedCode.code) {
                    let findings = RuleHarness.findings(rule, neutral.code, options: example.options)
                    XCTAssertTrue(findings.isEmpty, "\(rule.id) [\(neutral.name)]: reported inside \(neutral.name)",
                                  file: example.file, line: example.line)
                }
            }
        }
    }

    func testNonTriggeringExamplesReportNothing() {
        for rule in RuleRegistry.all {
            for example in rule.description.nonTriggeringExamples {
                XCTAssertFalse(example.code.contains(RuleExample.marker), "markers belong in triggering examples", file: example.file, line: example.line)
                let findings = RuleHarness.findings(rule, example.code, options: example.options)
                XCTAssertTrue(findings.isEmpty, "\(rule.id): unexpected \(findings.map(\.message)) in\n\(example.code)",
                              file: example.file, line: example.line)
            }
        }
    }

    func testCorrectionsProduceExactlyTheirAfterAndAreIdempotent() throws {
        var rewritten: [(name: String, code: String)] = []
        for rule in RuleRegistry.all {
            for correction in rule.description.corrections {
                let variants: [(String, (String) -> String)] = [("as written", { $0 }),
                                                                 ("CRLF", { $0.replacingOccurrences(of: "\n", with: "\r\n") }),
                                                                 ("tabs", RuleHarness.tabIndented)]
                for (name, transform) in variants {
                    let before = transform(correction.before)
                    let expected = transform(correction.after)
                    let actual = RuleHarness.fixed([rule], before, options: correction.options, unsafe: true)
                    XCTAssertEqual(actual, expected, "\(rule.id) correction [\(name)]", file: correction.file, line: correction.line)
                    let again = RuleHarness.fixed([rule], actual, options: correction.options, unsafe: true)
                    XCTAssertEqual(again, actual, "\(rule.id) correction [\(name)] is not idempotent", file: correction.file, line: correction.line)
                }
                // A correction that changes nothing guards a report without a fix: the finding must be there.
                if correction.before == correction.after {
                    XCTAssertFalse(RuleHarness.findings(rule, correction.before, options: correction.options).isEmpty,
                                   "\(rule.id) correction reports nothing", file: correction.file, line: correction.line)
                }
                rewritten.append(("\(rule.id) correction at line \(correction.line)", correction.after))
                rewritten.append(("\(rule.id) correction input at line \(correction.line)", correction.before))
            }
            // Fixing a triggering example must give code that parses and is stable too.
            for example in rule.description.triggeringExamples {
                let code = example.strippedCode.code
                let fixed = RuleHarness.fixed([rule], code, options: example.options)
                XCTAssertEqual(RuleHarness.fixed([rule], fixed, options: example.options), fixed,
                               "\(rule.id): fixing twice changes the code", file: example.file, line: example.line)
                rewritten.append(("\(rule.id) triggering example at line \(example.line), fixed", fixed))
            }
        }
        try SwiftParseOracle.assertParses(rewritten)
    }

    func testExamplesThemselvesParse() throws {
        var sources: [(name: String, code: String)] = []
        for rule in RuleRegistry.all {
            for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
                sources.append(("\(rule.id) example at line \(example.line)", example.strippedCode.code))
            }
        }
        try SwiftParseOracle.assertParses(sources)
    }
}
