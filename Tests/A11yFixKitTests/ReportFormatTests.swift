@testable import A11yFixKit
import Foundation
import XCTest

/// `--format json|sarif|github|checkstyle|junit` and `--output`, end to end on the real binary: the
/// documents parse with real parsers (JSONSerialization, Python's jsonschema and ElementTree), agree
/// with the text output and with what `--apply` writes, and SARIF validates against the official schema.
final class ReportFormatTests: XCTestCase {
    /// Multi-byte characters before a finding (🎉 is 4 UTF-8 bytes and 2 UTF-16 units, é 2 and 1), and
    /// two identical lines whose findings need different fingerprints.
    static let partyRow = """
    import SwiftUI

    struct PartyRow: View {
        var body: some View {
            VStack {
                Text("🎉 Café").accessibility(addTraits: .isHeader)
                Image("divider").accessibility(hidden: true)
                Image("divider").accessibility(hidden: true)
            }
        }
    }

    """

    static let constants = """
    import Foundation

    enum Constants {
        static let retries = 3
    }

    """

    static let partyRowPath = "Sources/Café Screens/PartyRow.swift"
    static let headerPath = "Sources/Profile/ProfileHeader.swift"
    static let cleanPath = "Sources/Constants.swift"
    static let demoPath = "Sources/Demo/ProfileView.swift"
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources/sarif-schema-2.1.0.json")

    /// The documented level of each severity (docs/json-output.md, ReportLevel).
    static let levels: [String?: (sarif: String, github: String, checkstyle: String)] = [
        "blocks": ("error", "error", "error"),
        "degrades": ("warning", "warning", "warning"),
        "incomplete": ("note", "notice", "info"),
        nil: ("note", "notice", "info"),
    ]

    /// A small app: two screens with findings of the rule that exists today, a screen from the demo
    /// app with whatever the registered rules find in it, and a file with nothing to find.
    private func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(Self.partyRowPath, Self.partyRow)
        try folder.write(Self.headerPath, CommandLineTests.profileHeader)
        try folder.write(Self.cleanPath, Self.constants)
        let demo = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/DemoApp/Sources/DemoApp/ProfileView.swift")
        try folder.write(Self.demoPath, try Data(contentsOf: demo))
        return folder
    }

    // MARK: - json

    func testJSONReportHasTheDocumentedFieldsAndAgreesWithTheTextOutput() throws {
        let folder = try project()
        let text = try CommandRunner.a11yfix(["--check", "Sources"], in: folder.url)
        let result = try CommandRunner.a11yfix(["--check", "--format", "json", "Sources"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertFalse(result.standardError.contains(": warning: "), "the report replaces the finding lines: \(result.standardError)")
        XCTAssertTrue(result.standardError.hasPrefix("a11yfix: 4 files, "), result.standardError)
        let report = try object(result.standardOutput)

        XCTAssertEqual(report.keys.sorted(), ["errors", "files", "findings", "mode", "summary", "tool", "version"])
        XCTAssertEqual(report["version"] as? Int, 1)
        let version = try CommandRunner.a11yfix(["--version"], in: folder.url).standardOutput
        XCTAssertEqual(report["tool"] as? [String: String], ["name": "a11yfix", "version": version.trimmingCharacters(in: .newlines)])
        XCTAssertEqual(report["mode"] as? String, "check")
        let files = try array(report["files"])
        let paths = files.compactMap { $0["path"] as? String }
        XCTAssertEqual(Set(paths), [Self.partyRowPath, Self.headerPath, Self.cleanPath, Self.demoPath])
        XCTAssertEqual(paths, paths.sorted())
        XCTAssertEqual(files.first { $0["path"] as? String == Self.cleanPath }?["findings"] as? Int, 0)

        let findings = try array(report["findings"])
        let textLines = text.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
        XCTAssertEqual(findings.count, textLines.count)
        for finding in findings {
            let path = try XCTUnwrap(finding["path"] as? String), line = try XCTUnwrap(finding["line"] as? Int)
            let column = try XCTUnwrap(finding["column"] as? Int), lineText = try XCTUnwrap(finding["lineText"] as? String)
            let ruleID = try XCTUnwrap(finding["ruleId"] as? String), message = try XCTUnwrap(finding["message"] as? String)
            XCTAssertTrue(textLines.contains("\(path):\(line):\(column): warning: \(message) [\(ruleID)]"), "\(finding)")
            XCTAssertEqual(Set(finding.keys), Self.findingKeys, ruleID)
            XCTAssertEqual(files.first { $0["path"] as? String == path }.flatMap { $0["findings"] as? Int },
                           findings.filter { $0["path"] as? String == path }.count)
            // The position, in each of its units, points at the same place of the file as read.
            let source = try folder.read(path)
            let lines = String(decoding: source, as: UTF8.self).components(separatedBy: "\n")
            XCTAssertEqual(lineText, lines[line - 1])
            let offset = try XCTUnwrap(finding["offset"] as? Int)
            XCTAssertEqual(Array(source[offset...].prefix(lineText.utf8.count - column + 1)), Array(lineText.utf8.dropFirst(column - 1)))
            XCTAssertEqual(finding["utf16Column"] as? Int, String(decoding: lineText.utf8.prefix(column - 1), as: UTF8.self).utf16.count + 1)
            XCTAssertEqual((finding["fingerprint"] as? String)?.count, 16)
            XCTAssertTrue(["fixed", "notFixable", "heldBackUnsafe", "notAttempted", "notApplied"].contains(finding["status"] as? String ?? ""))
            let severity = finding["severity"] as? String
            XCTAssertEqual(finding["level"] as? String, Self.levels[severity]?.sarif)
            if let fix = finding["fix"] as? [String: Any] {
                XCTAssertEqual(fix.keys.sorted(), ["diff", "edits", "safety", "summary"])
                for edit in try array(fix["edits"]) {
                    XCTAssertEqual(edit.keys.sorted(), ["end", "replacement", "start"])
                    XCTAssertEqual((edit["start"] as? [String: Int])?.keys.sorted(), ["column", "line", "offset", "utf16Column"])
                }
            }
        }

        let traits = findings.filter { $0["ruleId"] as? String == "deprecated-accessibility-modifier" }
        XCTAssertEqual(traits.filter { $0["path"] as? String == Self.headerPath }.count, 3)
        XCTAssertEqual(traits.filter { $0["path"] as? String == Self.partyRowPath }.count, 3)
        for finding in traits {
            XCTAssertNil(finding["severity"] as? String, "a modernisation, not a barrier: no triage severity")
            XCTAssertNil(finding["severityTitle"] as? String)
            XCTAssertNil(finding["severityEmoji"] as? String)
            XCTAssertEqual(finding["wcag"] as? [String], [])
            XCTAssertEqual(finding["nutritionLabels"] as? [String], [])
            XCTAssertEqual(finding["fixSafety"] as? String, "safe")
            XCTAssertEqual(finding["status"] as? String, "notAttempted", "--check attempts no fix")
            XCTAssertEqual((finding["fix"] as? [String: Any])?["safety"] as? String, "safe", "the proposal is there all the same")
            let documentation = try XCTUnwrap(finding["documentation"] as? String)
            XCTAssertTrue(documentation.hasSuffix("/docs/rules/deprecated-accessibility-modifier.md"), documentation)
            XCTAssertTrue(FileManager.default.fileExists(atPath: CommandRunner.repositoryRoot.appendingPathComponent("docs/rules/deprecated-accessibility-modifier.md").path))
        }
        let emojiLine = try XCTUnwrap(traits.first { $0["path"] as? String == Self.partyRowPath })
        XCTAssertEqual(emojiLine["line"] as? Int, 6)
        XCTAssertEqual(emojiLine["column"] as? Int, 32)
        XCTAssertEqual(emojiLine["utf16Column"] as? Int, 29, "🎉 counts 2 UTF-16 units for 4 bytes, é 1 for 2")

        let summary = try XCTUnwrap(report["summary"] as? [String: Any])
        XCTAssertEqual(summary["files"] as? Int, 4)
        XCTAssertEqual(summary["findings"] as? Int, findings.count)
        XCTAssertEqual(summary["errors"] as? Int, 0)
        XCTAssertEqual((summary["bySeverity"] as? [String: Int])?.values.reduce(0, +), findings.count)
        XCTAssertEqual((summary["byRule"] as? [String: Int])?["deprecated-accessibility-modifier"], 6)
        XCTAssertEqual(try array(report["errors"]).count, 0)

        // Every field the report writes is documented.
        let documentation = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("docs/json-output.md"), encoding: .utf8)
        for key in Self.keys(of: report, skipping: ["byRule"]) {
            XCTAssertTrue(documentation.contains("`\(key)`"), "docs/json-output.md does not document `\(key)`")
        }
    }

    static let findingKeys: Set<String> = [
        "ruleId", "ruleName", "severity", "severityTitle", "severityEmoji", "level", "wcag", "nutritionLabels", "fixSafety",
        "documentation", "path", "line", "column", "utf16Column", "offset", "lineText", "message", "fingerprint", "status", "fix",
    ]

    /// Every key of every object in a JSON document, except inside the named objects (whose keys are data).
    private static func keys(of value: Any, skipping: Set<String>) -> Set<String> {
        if let object = value as? [String: Any] {
            return object.reduce(into: Set(object.keys)) { keys, member in
                if !skipping.contains(member.key) { keys.formUnion(Self.keys(of: member.value, skipping: skipping)) }
            }
        }
        if let items = value as? [Any] { return items.reduce(into: Set()) { $0.formUnion(keys(of: $1, skipping: skipping)) } }
        return []
    }

    func testJSONFixEditsReproduceWhatApplyWritesAndEachDiffApplies() throws {
        let dryRun = try project(), applied = try project()
        let rules = ["--rules", "deprecated-accessibility-modifier"]
        let result = try CommandRunner.a11yfix(["--format", "json", "Sources"] + rules, in: dryRun.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertFalse(result.standardOutput.contains("\ndiff --git"), "the json report replaces the diff on stdout")
        let findings = try array(try object(result.standardOutput)["findings"])
        XCTAssertEqual(try CommandRunner.a11yfix(["--apply", "Sources"] + rules, in: applied.url).status, 1)

        for path in [Self.headerPath, Self.partyRowPath] {
            let original = try dryRun.read(path)
            let fixes = try findings.filter { $0["path"] as? String == path }.map { finding -> [String: Any] in
                XCTAssertEqual(finding["status"] as? String, "fixed")
                return try XCTUnwrap(finding["fix"] as? [String: Any])
            }
            XCTAssertEqual(fixes.count, 3)
            var edits: [(start: Int, end: Int, replacement: String)] = []
            for fix in fixes {
                for edit in try array(fix["edits"]) {
                    let start = try XCTUnwrap((edit["start"] as? [String: Int])?["offset"]), end = try XCTUnwrap((edit["end"] as? [String: Int])?["offset"])
                    edits.append((start, end, try XCTUnwrap(edit["replacement"] as? String)))
                }
            }
            var bytes = Array(original)
            for edit in edits.sorted(by: { $0.start > $1.start }) {
                bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.replacement.utf8))
            }
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), try applied.text(path), path)

            // Each fix's diff is that fix alone, and applies with git to the file as read.
            for fix in fixes {
                let diff = try XCTUnwrap(fix["diff"] as? String)
                XCTAssertTrue(diff.hasPrefix("diff --git a/\(path) b/\(path)\n"), diff)
                let scratch = try TemporaryFolder()
                try scratch.write(path, original)
                try scratch.write("fix.patch", diff)
                let apply = try CommandRunner.tool("git", ["apply", "fix.patch"], in: scratch.url)
                XCTAssertEqual(apply.status, 0, apply.standardError)
                var single = Array(original)
                for edit in try array(fix["edits"]).reversed() {
                    let start = try XCTUnwrap((edit["start"] as? [String: Int])?["offset"]), end = try XCTUnwrap((edit["end"] as? [String: Int])?["offset"])
                    single.replaceSubrange(start..<end, with: Array(try XCTUnwrap(edit["replacement"] as? String).utf8))
                }
                XCTAssertEqual(try scratch.read(path), Data(single))
            }
        }
    }

    // MARK: - sarif

    func testSARIFValidatesAgainstTheOfficialSchemaAndHasWhatGitHubCodeScanningReads() throws {
        let folder = try project()
        let result = try CommandRunner.a11yfix(["--check", "--format", "sarif", "Sources"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        try validateSARIF(result.standardOutput, in: folder)
        let json = try array(try object(try CommandRunner.a11yfix(["--check", "--format", "json", "Sources"], in: folder.url).standardOutput)["findings"])

        let sarif = try object(result.standardOutput)
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(sarif["$schema"] as? String, "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let runs = try array(sarif["runs"])
        XCTAssertEqual(runs.count, 1)
        let run = try XCTUnwrap(runs.first)
        XCTAssertEqual(run["columnKind"] as? String, "utf16CodeUnits")
        XCTAssertEqual(try array(run["invocations"]).first?["executionSuccessful"] as? Bool, true)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "a11yfix")
        XCTAssertEqual(driver["version"] as? String, A11yFixCommand.version)
        XCTAssertNotNil(driver["informationUri"] as? String)
        let rules = try array(driver["rules"])
        for rule in rules {
            for key in ["shortDescription", "fullDescription"] {
                XCTAssertFalse(((rule[key] as? [String: String])?["text"] ?? "").isEmpty, "\(rule["id"] ?? "") \(key)")
            }
            let help = try XCTUnwrap(rule["help"] as? [String: String])
            XCTAssertFalse(help["text", default: ""].isEmpty)
            XCTAssertTrue(help["markdown", default: ""].hasPrefix("# `\(rule["id"] as? String ?? "")`"), "the rule's docs/rules page")
            XCTAssertTrue((rule["helpUri"] as? String ?? "").hasSuffix("/docs/rules/\(rule["id"] as? String ?? "").md"))
            XCTAssertTrue(((rule["properties"] as? [String: Any])?["tags"] as? [String] ?? []).contains("accessibility"))
        }
        let traits = try XCTUnwrap(rules.first { $0["id"] as? String == "deprecated-accessibility-modifier" })
        XCTAssertEqual(traits["name"] as? String, "DeprecatedAccessibilityModifier")
        XCTAssertEqual((traits["defaultConfiguration"] as? [String: String])?["level"], "note", "no triage severity")
        XCTAssertEqual(Set((traits["properties"] as? [String: Any])?["tags"] as? [String] ?? []), ["accessibility"])
        let labels = try XCTUnwrap(rules.first { $0["id"] as? String == "icon-only-control-label" })
        XCTAssertEqual((labels["defaultConfiguration"] as? [String: String])?["level"], "error")
        XCTAssertEqual(Set((labels["properties"] as? [String: Any])?["tags"] as? [String] ?? []),
                       ["accessibility", "severity: blocks", "WCAG 1.1.1", "WCAG 4.1.2", "Nutrition Label: VoiceOver", "Nutrition Label: Voice Control"])

        let results = try array(run["results"])
        XCTAssertEqual(results.count, json.count)
        for (result, finding) in zip(results, json) {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(ruleID, finding["ruleId"] as? String)
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(rules[ruleIndex]["id"] as? String, ruleID)
            XCTAssertEqual(result["level"] as? String, Self.levels[finding["severity"] as? String]?.sarif)
            XCTAssertEqual((result["message"] as? [String: String])?["text"], finding["message"] as? String)
            let physical = try XCTUnwrap(try array(result["locations"]).first?["physicalLocation"] as? [String: Any])
            let artifact = try XCTUnwrap(physical["artifactLocation"] as? [String: String])
            XCTAssertEqual(artifact["uriBaseId"], "%SRCROOT%")
            XCTAssertEqual(artifact["uri"], (finding["path"] as? String)?.replacingOccurrences(of: " ", with: "%20").replacingOccurrences(of: "é", with: "%C3%A9"))
            let region = try XCTUnwrap(physical["region"] as? [String: Int])
            XCTAssertEqual(region["startLine"], finding["line"] as? Int)
            XCTAssertEqual(region["startColumn"], finding["utf16Column"] as? Int)
            XCTAssertEqual((result["partialFingerprints"] as? [String: String])?["a11yfix/v1"], finding["fingerprint"] as? String)

            guard let fix = finding["fix"] as? [String: Any] else {
                XCTAssertNil(result["fixes"])
                continue
            }
            let fixes = try array(result["fixes"])
            let change = try XCTUnwrap(try array(fixes.first?["artifactChanges"]).first)
            XCTAssertEqual(change["artifactLocation"] as? [String: String], artifact)
            let replacements = try array(change["replacements"])
            let edits = try array(fix["edits"])
            XCTAssertEqual(replacements.count, edits.count)
            for (replacement, edit) in zip(replacements, edits) {
                let start = try XCTUnwrap(edit["start"] as? [String: Int]), end = try XCTUnwrap(edit["end"] as? [String: Int])
                XCTAssertEqual(replacement["deletedRegion"] as? [String: Int],
                               ["startLine": start["line"]!, "startColumn": start["utf16Column"]!, "endLine": end["line"]!, "endColumn": end["utf16Column"]!])
                let inserted = (replacement["insertedContent"] as? [String: String])?["text"] ?? ""
                XCTAssertEqual(inserted, edit["replacement"] as? String)
            }
        }
        let emoji = try XCTUnwrap(results.first { ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])?["uri"] == "Sources/Caf%C3%A9%20Screens/PartyRow.swift" })
        let emojiRegion = (((emoji["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int])
        XCTAssertEqual(emojiRegion, ["startLine": 6, "startColumn": 29])
    }

    func testSARIFFingerprintsSurviveLinesInsertedAboveAndTellIdenticalLinesApart() throws {
        let folder = try project()
        let before = try sarifLocations(in: folder)
        XCTAssertEqual(Set(before.map(\.fingerprint)).count, before.count, "the two identical divider lines get different fingerprints")
        for path in [Self.partyRowPath, Self.headerPath] {
            try folder.write(path, "// Screens of the party feature.\n\n" + (try folder.text(path)))
        }
        let after = try sarifLocations(in: folder)
        XCTAssertEqual(after.count, before.count)
        for finding in before {
            let moved = try XCTUnwrap(after.first { $0.fingerprint == finding.fingerprint }, "fingerprint of \(finding) changed")
            let shift = finding.uri.hasPrefix("Sources/Demo/") ? 0 : 2
            XCTAssertEqual(moved.uri, finding.uri)
            XCTAssertEqual(moved.line, finding.line + shift)
        }
    }

    private func sarifLocations(in folder: TemporaryFolder) throws -> [(fingerprint: String, uri: String, line: Int)] {
        let result = try CommandRunner.a11yfix(["--check", "--format", "sarif", "Sources"], in: folder.url)
        let run = try XCTUnwrap(try array(try object(result.standardOutput)["runs"]).first)
        return try array(run["results"]).map { result in
            let physical = try XCTUnwrap(try array(result["locations"]).first?["physicalLocation"] as? [String: Any])
            return (try XCTUnwrap((result["partialFingerprints"] as? [String: String])?["a11yfix/v1"]),
                    try XCTUnwrap((physical["artifactLocation"] as? [String: String])?["uri"]),
                    try XCTUnwrap((physical["region"] as? [String: Int])?["startLine"]))
        }
    }

    /// Validates with Python's jsonschema against the official schema (Resources/), which `.ci/run` installs.
    private func validateSARIF(_ text: String, in folder: TemporaryFolder) throws {
        try folder.write("report.sarif", text)
        let script = """
        import json, sys
        try:
            import jsonschema
        except ImportError:
            sys.exit("python3 has no jsonschema module; install it with: python3 -m pip install jsonschema (.ci/run does)")
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        report = json.load(open(sys.argv[2], encoding="utf-8"))
        validator = jsonschema.validators.validator_for(schema)(schema)
        errors = sorted(validator.iter_errors(report), key=lambda error: list(error.absolute_path))
        for error in errors[:20]:
            print("/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
        """
        let validation = try CommandRunner.tool("python3", ["-c", script, Self.schema.path, "report.sarif"], in: folder.url)
        XCTAssertEqual(validation.status, 0, "SARIF does not validate against the official schema:\n\(validation.standardOutput)\(validation.standardError)")
    }

    // MARK: - github

    func testGitHubAnnotationsOnePerFindingWithEscapedProperties() throws {
        let folder = try project()
        let oddPath = "Sources/50%, v2: new.swift"
        try folder.write(oddPath, #"Image("logo").accessibility(label: Text("Acme"))"# + "\n")
        let result = try CommandRunner.a11yfix(["--check", "--format", "github", "Sources"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        let findings = try array(try object(try CommandRunner.a11yfix(["--check", "--format", "json", "Sources"], in: folder.url).standardOutput)["findings"])
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertEqual(lines.count, findings.count)
        for (line, finding) in zip(lines, findings) {
            let path = try XCTUnwrap(finding["path"] as? String), ruleID = try XCTUnwrap(finding["ruleId"] as? String)
            let command = try XCTUnwrap(Self.levels[finding["severity"] as? String]?.github)
            let file = GitHubReport.escapeProperty(path)
            XCTAssertEqual(line, "::\(command) file=\(file),line=\(finding["line"] as? Int ?? 0),col=\(finding["utf16Column"] as? Int ?? 0),title=a11yfix \(ruleID)::\(finding["message"] as? String ?? "")")
        }
        XCTAssertTrue(lines.contains("::notice file=Sources/50%25%2C v2%3A new.swift,line=1,col=15,title=a11yfix deprecated-accessibility-modifier::'.accessibility(label:)' is deprecated; use '.accessibilityLabel(_:)'"),
                      result.standardOutput)
        XCTAssertTrue(lines.contains("::notice file=Sources/Café Screens/PartyRow.swift,line=6,col=29,title=a11yfix deprecated-accessibility-modifier::'.accessibility(addTraits:)' is deprecated; use '.accessibilityAddTraits(_:)'"),
                      result.standardOutput)
    }

    // MARK: - escaping in every format

    /// A finding whose message and fix hold everything each format must escape, reported with a
    /// severity different from its rule's (as a configured override would), through the real renderers.
    private struct AwkwardMessageRule: Rule {
        static let message = "Label \"Play\" <b> & 50%, e.g.: icon\nsecond line\r\nthird\u{1B}end 'quoted'\ttab\u{2028}\\"
        static let description = RuleDescription(
            id: "awkward-message", name: "Awkward message", summary: "Reports one finding with a message to escape.",
            rationale: "Tests the reports' escaping.", severity: .degrades, wcag: ["1.1.1"], nutritionLabels: [.voiceOver],
            fixSafety: .safe, seeds: [], triggeringExamples: [], nonTriggeringExamples: [], corrections: [])

        func findings(in context: RuleContext) -> [Finding] {
            [Finding(ruleID: Self.id, severity: .blocks, message: Self.message, offset: 11,
                     fix: Fix(safety: .safe, edits: [.insert("\"<&>\" ", at: 11)], summary: "inserted \"<&>\""))]
        }
    }

    private func awkwardReport(_ format: ReportFormat) -> String {
        let configuration = FixerConfiguration(rules: [AwkwardMessageRule()], computeFixes: false)
        let outcome = FileFixer(configuration: configuration).process(SourceFile(path: "Sources/Odd, \"name\".swift", text: "// 🎉 é x\nlet x = 1\n"))
        let summary = TextReporter.Summary(mode: .check, files: 1, findings: 1, fixed: 0, changedFiles: 0, heldBackUnsafe: 0, errors: 0, seconds: 0)
        var options = CommandOptions()
        options.format = format
        let report = RunReport(options: options, configuration: configuration, files: [ReportFile(outcome: outcome, format: format)],
                               errors: [], summary: summary)
        return format.render(report)
    }

    func testEveryFormatEscapesMessagesAndReadsTheSeverityFromTheFinding() throws {
        let message = AwkwardMessageRule.message
        XCTAssertEqual(awkwardReport(.github),
                       "::error file=Sources/Odd%2C \"name\".swift,line=1,col=9,title=a11yfix awkward-message::Label \"Play\" <b> & 50%25, e.g.: icon%0Asecond line%0D%0Athird\u{1B}end 'quoted'\ttab\u{2028}\\\n")

        let json = try object(awkwardReport(.json))
        let finding = try XCTUnwrap(try array(json["findings"]).first)
        XCTAssertEqual(finding["message"] as? String, message)
        XCTAssertEqual(finding["severity"] as? String, "blocks")
        XCTAssertEqual(finding["level"] as? String, "error")
        XCTAssertEqual(finding["column"] as? Int, 12)
        XCTAssertEqual(finding["utf16Column"] as? Int, 9)

        let folder = try TemporaryFolder()
        let sarifText = awkwardReport(.sarif)
        try validateSARIF(sarifText, in: folder)
        let run = try XCTUnwrap(try array(try object(sarifText)["runs"]).first)
        let result = try XCTUnwrap(try array(run["results"]).first)
        XCTAssertEqual((result["message"] as? [String: String])?["text"], message)
        XCTAssertEqual(result["level"] as? String, "error", "the finding's severity, not the rule's")
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rule = try XCTUnwrap(try array(driver?["rules"]).first)
        XCTAssertEqual((rule["defaultConfiguration"] as? [String: String])?["level"], "warning", "the rule's own severity")

        try folder.write("report.checkstyle.xml", awkwardReport(.checkstyle))
        try folder.write("report.junit.xml", awkwardReport(.junit))
        let checkstyle = try parseXML("report.checkstyle.xml", in: folder)
        let error = try XCTUnwrap(try array(try array(checkstyle["children"]).first?["children"]).first)
        let readable = message.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
        XCTAssertEqual(error["attributes"] as? [String: String],
                       ["line": "1", "column": "9", "severity": "error", "message": readable, "source": "a11yfix.awkward-message"])
        XCTAssertEqual((try array(checkstyle["children"]).first?["attributes"] as? [String: String])?["name"], "Sources/Odd, \"name\".swift")
        let junit = try parseXML("report.junit.xml", in: folder)
        let testCase = try XCTUnwrap(try array(try array(junit["children"]).first?["children"]).first)
        let failure = try XCTUnwrap(try array(testCase["children"]).first)
        XCTAssertEqual(failure["tag"] as? String, "failure")
        XCTAssertEqual((failure["attributes"] as? [String: String])?["message"], readable)
        XCTAssertTrue((failure["text"] as? String ?? "").hasPrefix("Sources/Odd, \"name\".swift:1:12: warning: \(readable) [awkward-message]\n"),
                      failure["text"] as? String ?? "")
    }

    /// The XML file as Python's ElementTree reads it: each element's tag, attributes, text and children.
    private func parseXML(_ path: String, in folder: TemporaryFolder) throws -> [String: Any] {
        let script = """
        import json, sys, xml.etree.ElementTree as ElementTree
        def element(node):
            return {"tag": node.tag, "attributes": dict(node.attrib), "text": node.text, "children": [element(child) for child in node]}
        print(json.dumps(element(ElementTree.parse(sys.argv[1]).getroot())))
        """
        let result = try CommandRunner.tool("python3", ["-c", script, path], in: folder.url)
        XCTAssertEqual(result.status, 0, "\(path) is not well-formed XML: \(result.standardError)")
        return try object(result.standardOutput)
    }

    // MARK: - checkstyle and junit

    func testCheckstyleAndJUnitListEveryFileWithTheFindingsAndErrors() throws {
        let folder = try project()
        try folder.write("Sources/Broken.swift", Data("let data = \"".utf8) + Data([0, 1, 2]))
        let json = try object(try CommandRunner.a11yfix(["--check", "--format", "json", "Sources"], in: folder.url).standardOutput)
        let findings = try array(json["findings"])
        let analysed = try array(json["files"]).compactMap { $0["path"] as? String }
        let cleanFiles = analysed.filter { path in !findings.contains { $0["path"] as? String == path } }
        XCTAssertTrue(cleanFiles.contains(Self.cleanPath))
        XCTAssertEqual(try array(json["errors"]).first?["path"] as? String, "Sources/Broken.swift")

        for format in ["checkstyle", "junit"] {
            let result = try CommandRunner.a11yfix(["--check", "--format", format, "--output", "report.xml", "Sources"], in: folder.url)
            XCTAssertEqual(result.status, 2, "an unreadable file is still exit 2: \(result.standardError)")
            XCTAssertEqual(result.standardOutput, "")
            XCTAssertTrue(result.standardError.contains("Sources/Broken.swift:1:13: error: binary file"), result.standardError)
            let root = try parseXML("report.xml", in: folder)
            let groups = try array(root["children"])
            XCTAssertEqual(groups.compactMap { ($0["attributes"] as? [String: String])?["name"] },
                           analysed + ["Sources/Broken.swift"])
            if format == "checkstyle" {
                XCTAssertEqual(root["tag"] as? String, "checkstyle")
                XCTAssertEqual((root["attributes"] as? [String: String])?["version"], "4.3")
                for path in analysed {
                    let errors = try array(groups.first { ($0["attributes"] as? [String: String])?["name"] == path }?["children"])
                    let expected = findings.filter { $0["path"] as? String == path }
                    XCTAssertEqual(errors.count, expected.count, path)
                    for (error, finding) in zip(errors, expected) {
                        XCTAssertEqual(error["attributes"] as? [String: String], [
                            "line": String(finding["line"] as? Int ?? 0), "column": String(finding["utf16Column"] as? Int ?? 0),
                            "severity": Self.levels[finding["severity"] as? String]?.checkstyle ?? "",
                            "message": finding["message"] as? String ?? "", "source": "a11yfix.\(finding["ruleId"] as? String ?? "")",
                        ])
                    }
                }
                let broken = try array(groups.last?["children"])
                XCTAssertEqual((broken.first?["attributes"] as? [String: String])?["severity"], "error")
                XCTAssertTrue(((broken.first?["attributes"] as? [String: String])?["message"] ?? "").hasPrefix("binary file"))
            } else {
                XCTAssertEqual(root["tag"] as? String, "testsuites")
                XCTAssertEqual(root["attributes"] as? [String: String],
                               ["name": "a11yfix", "tests": String(findings.count + cleanFiles.count + 1), "failures": String(findings.count), "errors": "1"])
                for path in analysed {
                    let suite = try XCTUnwrap(groups.first { ($0["attributes"] as? [String: String])?["name"] == path })
                    let cases = try array(suite["children"])
                    let expected = findings.filter { $0["path"] as? String == path }
                    let className = String(path.dropLast(".swift".count)).replacingOccurrences(of: "/", with: ".")
                    if expected.isEmpty {
                        XCTAssertEqual(cases.count, 1, "a clean file is one passing test")
                        XCTAssertEqual(cases.first?["attributes"] as? [String: String],
                                       ["name": "no accessibility findings", "classname": className, "file": path])
                        XCTAssertEqual(try array(cases.first?["children"]).count, 0)
                        continue
                    }
                    XCTAssertEqual(suite["attributes"] as? [String: String],
                                   ["name": path, "tests": String(expected.count), "failures": String(expected.count), "errors": "0", "skipped": "0"])
                    for (testCase, finding) in zip(cases, expected) {
                        let line = finding["line"] as? Int ?? 0, column = finding["column"] as? Int ?? 0, ruleID = finding["ruleId"] as? String ?? ""
                        XCTAssertEqual(testCase["attributes"] as? [String: String],
                                       ["name": "\(ruleID) at \(line):\(column)", "classname": className, "file": path, "line": String(line)])
                        let failure = try XCTUnwrap(try array(testCase["children"]).first)
                        XCTAssertEqual(failure["attributes"] as? [String: String], ["message": finding["message"] as? String ?? "", "type": ruleID])
                        XCTAssertTrue((failure["text"] as? String ?? "").hasPrefix("\(path):\(line):\(column): warning: "))
                    }
                }
                let broken = try array(groups.last?["children"])
                XCTAssertEqual(try array(broken.first?["children"]).first?["tag"] as? String, "error")
            }
        }
    }

    // MARK: - where the report goes

    func testOutputWritesTheReportAndTheTerminalGetsWhatItGetsWithoutOne() throws {
        let folder = try project()
        let plain = try CommandRunner.a11yfix(["--dry-run", "Sources"], in: folder.url)
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.standardOutput.hasPrefix("diff --git"))
        let findingLines = plain.standardError.split(separator: "\n").filter { $0.contains(": warning: ") }.map { $0 + "\n" }.joined()

        let withOutput = try CommandRunner.a11yfix(["--dry-run", "--format", "sarif", "--output", "a11yfix.sarif", "Sources"], in: folder.url)
        XCTAssertEqual(withOutput.status, 1)
        XCTAssertEqual(withOutput.standardOutput, plain.standardOutput, "the diff still goes to stdout")
        XCTAssertTrue(withOutput.standardError.hasPrefix(findingLines), withOutput.standardError)
        XCTAssertTrue(withOutput.standardError.contains("\na11yfix: 4 files, "))
        let written = try folder.text("a11yfix.sarif")
        XCTAssertEqual(try object(written)["version"] as? String, "2.1.0")

        let onStandardOutput = try CommandRunner.a11yfix(["--dry-run", "--format", "sarif", "Sources"], in: folder.url)
        XCTAssertEqual(onStandardOutput.status, 1)
        XCTAssertEqual(onStandardOutput.standardOutput, written, "without --output the same report replaces the diff")
        XCTAssertFalse(onStandardOutput.standardError.contains(": warning: "))
        XCTAssertTrue(onStandardOutput.standardError.hasPrefix("a11yfix: 4 files, "), onStandardOutput.standardError)
        let quiet = try CommandRunner.a11yfix(["--check", "--quiet", "--format", "json", "Sources"], in: folder.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.standardError, "")

        let text = try CommandRunner.a11yfix(["--check", "--output", "findings.txt", "Sources"], in: folder.url)
        XCTAssertEqual(try folder.text("findings.txt"), findingLines)
        XCTAssertTrue(text.standardError.hasPrefix(findingLines))

        let unwritable = try CommandRunner.a11yfix(["--dry-run", "--format", "json", "--output", "no/such/folder/report.json", "Sources"], in: folder.url)
        XCTAssertEqual(unwritable.status, 2)
        XCTAssertEqual(unwritable.standardOutput, plain.standardOutput)
        XCTAssertTrue(unwritable.standardError.contains("no/such/folder/report.json: error: cannot write the report: "), unwritable.standardError)
        XCTAssertTrue(unwritable.standardError.contains(", 1 error in "), unwritable.standardError)

        let apply = try CommandRunner.a11yfix(["--apply", "--format", "json", "--output", "applied.json", "Sources"], in: folder.url)
        XCTAssertEqual(apply.status, 1)
        let applied = try object(try folder.text("applied.json"))
        XCTAssertEqual(applied["mode"] as? String, "apply")
        let header = try array(applied["findings"]).filter { $0["path"] as? String == Self.headerPath && $0["ruleId"] as? String == "deprecated-accessibility-modifier" }
        XCTAssertEqual(header.compactMap { $0["status"] as? String }, ["fixed", "fixed", "fixed"])
        XCTAssertFalse(try folder.text(Self.headerPath).contains(".accessibility("), "--apply still writes")
    }

    func testUnknownFormatIsAUsageErrorListingTheFormats() throws {
        let folder = try TemporaryFolder()
        let unknown = try CommandRunner.a11yfix(["--format", "xml", "."], in: folder.url)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardError, "a11yfix: error: --format must be one of text, json, sarif, github, checkstyle, junit (got 'xml')\n")
        let misspelt = try CommandRunner.a11yfix(["--formt", "json"], in: folder.url)
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(misspelt.standardError.contains("did you mean '--format'"), misspelt.standardError)
        let help = try CommandRunner.a11yfix(["--help"], in: folder.url).standardOutput
        XCTAssertTrue(help.contains("--format text|json|sarif|github|checkstyle|junit"), help)
        XCTAssertTrue(help.contains("--output FILE"), help)
    }

    // MARK: - standard input

    func testReportsFromStandardInput() throws {
        let folder = try TemporaryFolder()
        let input = Data(Self.partyRow.utf8)
        let plain = try CommandRunner.a11yfix(["-"], in: folder.url, input: input)
        XCTAssertEqual(plain.status, 1)

        let json = try CommandRunner.a11yfix(["-", "--stdin-path", "Sources/PartyRow.swift", "--format", "json"], in: folder.url, input: input)
        XCTAssertEqual(json.status, 1, json.standardError)
        XCTAssertEqual(json.standardError, "", "no finding lines, and stdin mode prints no summary")
        let report = try object(json.standardOutput)
        XCTAssertEqual(try array(report["files"]).first?["path"] as? String, "Sources/PartyRow.swift")
        XCTAssertEqual(try array(report["findings"]).compactMap { $0["status"] as? String }, ["fixed", "fixed", "fixed"])

        let sarif = try CommandRunner.a11yfix(["-", "--check", "--format", "sarif"], in: folder.url, input: input)
        XCTAssertEqual(sarif.status, 1)
        XCTAssertTrue(sarif.standardOutput.contains("\"uri\": \"%3Cstdin%3E\""), sarif.standardOutput)
        try validateSARIF(sarif.standardOutput, in: folder)

        let withOutput = try CommandRunner.a11yfix(["-", "--format", "checkstyle", "--output", "stdin.xml"], in: folder.url, input: input)
        XCTAssertEqual(withOutput.status, 1)
        XCTAssertEqual(withOutput.standardOutput, plain.standardOutput, "the fixed source still goes to stdout")
        XCTAssertEqual(withOutput.standardError, plain.standardError)
        let checkstyle = try parseXML("stdin.xml", in: folder)
        XCTAssertEqual((try array(checkstyle["children"]).first?["attributes"] as? [String: String])?["name"], "<stdin>")
        XCTAssertEqual(try array(try array(checkstyle["children"]).first?["children"]).count, 3)

        let binary = try CommandRunner.a11yfix(["-", "--format", "json"], in: folder.url, input: Data([0x6C, 0x65, 0x74, 0]))
        XCTAssertEqual(binary.status, 2)
        let errors = try array(try object(binary.standardOutput)["errors"])
        XCTAssertEqual(errors.first?["path"] as? String, "<stdin>")
        XCTAssertTrue((errors.first?["message"] as? String ?? "").hasPrefix("binary file"))
    }

    // MARK: - helpers

    private func object(_ text: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(value as? [String: Any], "not a JSON object: \(text.prefix(200))")
    }

    private func array(_ value: Any?) throws -> [[String: Any]] {
        try XCTUnwrap(value as? [[String: Any]], "not an array of objects: \(String(describing: value).prefix(200))")
    }
}
