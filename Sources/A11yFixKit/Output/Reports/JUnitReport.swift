/// `--format junit`: JUnit XML for CI test dashboards (Jenkins, GitLab, Azure DevOps, CircleCI,
/// GitHub test-report actions). One `<testsuite>` per file, the unit a developer opens and fixes;
/// one failing `<testcase>` per finding, an `<error>` testcase for a file a11yfix could not read
/// or analyse, and one passing testcase for a clean file, so the dashboard shows what was checked.
/// `classname` is the path with `/` as `.` and without `.swift` (Jenkins shows it as package and
/// class); `file` and `line` are read by the GitHub and CircleCI reporters to place annotations.
enum JUnitReport {
    static let cleanTestName = "no accessibility findings"

    static func render(_ report: RunReport) -> String {
        var suites: [Suite] = report.files.map { file in
            var suite = Suite(path: file.path)
            for finding in file.findings {
                suite.cases.append(testCase(suite, name: "\(finding.ruleID) at \(finding.position.line):\(finding.position.column)",
                                            line: finding.position.line, body: failure(finding, rule: report.rule(finding.ruleID))))
                suite.failures += 1
            }
            return suite
        }
        for path in report.pathsWithOnlyErrors { suites.append(Suite(path: path)) }
        for index in suites.indices {
            for error in report.errors(for: suites[index].path) {
                let element = XMLText.openTag("error", [("message", error.message), ("type", "a11yfix")]) + "/>"
                suites[index].cases.append(testCase(suites[index], name: "analysis", line: error.location?.line, body: element))
                suites[index].errors += 1
            }
            if suites[index].cases.isEmpty {
                suites[index].cases.append(testCase(suites[index], name: cleanTestName, line: nil, body: nil))
            }
        }
        let tests = suites.reduce(0) { $0 + $1.cases.count }
        var xml = XMLText.declaration
        xml += XMLText.openTag("testsuites", [("name", "a11yfix"), ("tests", String(tests)),
                                              ("failures", String(suites.reduce(0) { $0 + $1.failures })),
                                              ("errors", String(suites.reduce(0) { $0 + $1.errors }))]) + ">\n"
        for suite in suites {
            xml += "  " + XMLText.openTag("testsuite", [("name", suite.path), ("tests", String(suite.cases.count)),
                                                       ("failures", String(suite.failures)), ("errors", String(suite.errors)),
                                                       ("skipped", "0")]) + ">\n"
            xml += suite.cases.joined()
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private struct Suite {
        var path: String
        var cases: [String] = []
        var failures = 0
        var errors = 0

        var className: String {
            (path.hasSuffix(".swift") ? String(path.dropLast(6)) : path).replacingOccurrences(of: "/", with: ".")
        }
    }

    private static func testCase(_ suite: Suite, name: String, line: Int?, body: String?) -> String {
        var attributes = [("name", name), ("classname", suite.className), ("file", suite.path)]
        if let line { attributes.append(("line", String(line))) }
        let open = "    " + XMLText.openTag("testcase", attributes)
        guard let body else { return open + "/>\n" }
        return open + ">\n      " + body + "\n    </testcase>\n"
    }

    /// The failure's message is the finding's; its text is the Xcode-format line and what a reviewer
    /// needs next: severity, criteria, the fix and the rule's documentation.
    private static func failure(_ finding: ReportFinding, rule: RuleDescription?) -> String {
        var lines = [TextReporter(color: false).finding(finding.reported, path: finding.path)]
        if let severity = finding.severity { lines.append("Severity: \(severity.emoji) \(severity.rawValue) (\(severity.title))") }
        if let rule {
            if !rule.wcag.isEmpty { lines.append("WCAG: \(rule.wcag.joined(separator: ", "))") }
            if !rule.nutritionLabels.isEmpty { lines.append("Nutrition Label: \(rule.nutritionLabels.map(\.rawValue).joined(separator: ", "))") }
        }
        if let fix = finding.fix { lines.append("Fix (\(fix.safety.rawValue)): \(fix.summary)") }
        lines.append("Status: \(finding.status.reportName)")
        if let rule { lines.append("Documentation: \(ReportFormat.documentationURL(forRule: rule.id))") }
        return XMLText.openTag("failure", [("message", finding.message), ("type", finding.ruleID)]) + ">"
            + XMLText.escaped(lines.joined(separator: "\n")) + "</failure>"
    }
}
