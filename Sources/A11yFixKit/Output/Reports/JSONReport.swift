/// `--format json`: the schema docs/json-output.md documents, version 1.
enum JSONReport {
    /// Bumped only when a field is removed, renamed or changes meaning; new fields are added freely.
    static let schemaVersion = 1

    static func render(_ report: RunReport) -> String {
        JSONValue.object([
            ("version", .int(schemaVersion)),
            ("tool", .object([("name", .string("a11yfix")), ("version", .string(A11yFixCommand.version))])),
            ("mode", .string(report.mode.rawValue)),
            ("files", .array(report.files.map { file in
                .object([
                    ("path", .string(file.path)),
                    ("findings", .int(file.findings.count)),
                    ("fixed", .int(file.findings.filter { $0.status == .fixed }.count)),
                ])
            })),
            ("findings", .array(report.findings.map { finding($0, rule: report.rule($0.ruleID)) })),
            ("errors", .array(report.errors.map { error in
                .object([
                    ("path", .string(error.path)),
                    ("line", error.location.map { .int($0.line) } ?? .null),
                    ("column", error.location.map { .int($0.column) } ?? .null),
                    ("message", .string(error.message)),
                ])
            })),
            ("summary", summary(report)),
        ]).serialized()
    }

    private static func finding(_ finding: ReportFinding, rule: RuleDescription?) -> JSONValue {
        .object([
            ("ruleId", .string(finding.ruleID)),
            ("ruleName", .string(rule?.name)),
            ("severity", .string(finding.severity?.rawValue)),
            ("severityTitle", .string(finding.severity?.title)),
            ("severityEmoji", .string(finding.severity?.emoji)),
            ("level", .string(finding.level.rawValue)),
            ("wcag", .strings(rule?.wcag ?? [])),
            ("nutritionLabels", .strings(rule?.nutritionLabels.map(\.rawValue) ?? [])),
            ("fixSafety", .string(rule?.fixSafety.rawValue)),
            ("documentation", .string(rule.map { ReportFormat.documentationURL(forRule: $0.id) })),
            ("path", .string(finding.path)),
            ("line", .int(finding.position.line)),
            ("column", .int(finding.position.column)),
            ("utf16Column", .int(finding.position.utf16Column)),
            ("offset", .int(finding.position.offset)),
            ("lineText", .string(finding.lineText)),
            ("message", .string(finding.message)),
            ("fingerprint", .string(finding.fingerprint)),
            ("status", .string(finding.status.reportName)),
            ("fix", finding.fix.map(fix) ?? .null),
        ])
    }

    private static func fix(_ fix: ReportFix) -> JSONValue {
        .object([
            ("safety", .string(fix.safety.rawValue)),
            ("summary", .string(fix.summary)),
            ("edits", .array(fix.edits.map { edit in
                .object([("start", position(edit.start)), ("end", position(edit.end)), ("replacement", .string(edit.replacement))])
            })),
            ("diff", .string(fix.diff)),
        ])
    }

    private static func position(_ position: ReportPosition) -> JSONValue {
        .object([
            ("line", .int(position.line)),
            ("column", .int(position.column)),
            ("utf16Column", .int(position.utf16Column)),
            ("offset", .int(position.offset)),
        ])
    }

    private static func summary(_ report: RunReport) -> JSONValue {
        let summary = report.summary
        let findings = report.findings
        var bySeverity: [(key: String, value: JSONValue)] = Severity.allCases.map { severity in
            (severity.rawValue, .int(findings.filter { $0.severity == severity }.count))
        }
        bySeverity.append(("none", .int(findings.filter { $0.severity == nil }.count)))
        let byRule = Dictionary(grouping: findings, by: \.ruleID).sorted { $0.key < $1.key }
        return .object([
            ("files", .int(summary.files)),
            ("findings", .int(summary.findings)),
            ("fixed", .int(summary.fixed)),
            ("changedFiles", .int(summary.changedFiles)),
            ("heldBackUnsafe", .int(summary.heldBackUnsafe)),
            ("errors", .int(summary.errors)),
            ("bySeverity", .object(bySeverity)),
            ("byRule", .object(byRule.map { ($0.key, .int($0.value.count)) })),
        ])
    }
}
