import Foundation

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning reads it (`github/codeql-action/upload-sarif`).
/// One run; every rule that ran is described in `tool.driver.rules` with its generated documentation;
/// results carry stable fingerprints and the rule's proposed fix. Columns count UTF-16 code units,
/// stated by `columnKind`, because that is what SARIF viewers and GitHub count.
enum SARIFReport {
    static let schemaURL = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The `partialFingerprints` key; its version changes if the fingerprint's recipe ever does.
    static let fingerprintKey = "a11yfix/v1"
    /// Paths are relative to the folder a11yfix runs in, which CI runs at the repository root.
    static let sourceRoot = "%SRCROOT%"

    static func render(_ report: RunReport) -> String {
        let ruleIDs = report.rules.map(\.id) + Set(report.findings.map(\.ruleID)).subtracting(report.rules.map(\.id)).sorted()
        let ruleIndex = Dictionary(uniqueKeysWithValues: ruleIDs.enumerated().map { ($0.element, $0.offset) })
        var invocation: [(key: String, value: JSONValue)] = [("executionSuccessful", .bool(report.errors.isEmpty))]
        if !report.errors.isEmpty {
            invocation.append(("toolExecutionNotifications", .array(report.errors.map(notification))))
        }
        let run = JSONValue.object([
            ("tool", .object([("driver", .object([
                ("name", .string("a11yfix")),
                ("version", .string(A11yFixCommand.version)),
                ("semanticVersion", .string(A11yFixCommand.version)),
                ("informationUri", .string(ReportFormat.informationURL)),
                ("rules", .array(ruleIDs.map { id in report.rule(id).map(descriptor) ?? internalDescriptor(id) })),
            ]))])),
            ("invocations", .array([.object(invocation)])),
            ("columnKind", .string("utf16CodeUnits")),
            ("results", .array(report.findings.map { result($0, ruleIndex: ruleIndex[$0.ruleID]!) })),
        ])
        return JSONValue.object([
            ("$schema", .string(schemaURL)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).serialized()
    }

    private static func descriptor(_ rule: RuleDescription) -> JSONValue {
        var tags = ["accessibility"]
        if let severity = rule.severity { tags.append("severity: \(severity.rawValue)") }
        tags += rule.wcag.map { "WCAG \($0)" } + rule.nutritionLabels.map { "Nutrition Label: \($0.rawValue)" }
        let url = ReportFormat.documentationURL(forRule: rule.id)
        let help = [rule.summary, rule.rationale, "Fix safety: \(rule.fixSafety.explanation)", "Documentation: \(url)"]
        return .object([
            ("id", .string(rule.id)),
            ("name", .string(upperCamelCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.summary))])),
            ("help", .object([("text", .string(help.joined(separator: "\n\n"))), ("markdown", .string(RuleDocumentation.page(rule)))])),
            ("helpUri", .string(url)),
            ("defaultConfiguration", .object([("level", .string(ReportLevel(rule.severity).sarifLevel))])),
            ("properties", .object([
                ("tags", .strings(tags)),
                ("severity", .string(rule.severity?.rawValue)),
                ("wcag", .strings(rule.wcag)),
                ("nutritionLabels", .strings(rule.nutritionLabels.map(\.rawValue))),
                ("fixSafety", .string(rule.fixSafety.rawValue)),
            ])),
        ])
    }

    /// For findings a11yfix reports about its own work (`fix-verification`), which no rule describes.
    private static func internalDescriptor(_ id: String) -> JSONValue {
        .object([
            ("id", .string(id)),
            ("name", .string(upperCamelCase(id))),
            ("shortDescription", .object([("text", .string("Reported by a11yfix about its own work, not by an accessibility rule"))])),
            ("defaultConfiguration", .object([("level", .string(ReportLevel(nil).sarifLevel))])),
        ])
    }

    private static func result(_ finding: ReportFinding, ruleIndex: Int) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(finding.ruleID)),
            ("ruleIndex", .int(ruleIndex)),
            ("level", .string(finding.level.sarifLevel)),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([location(finding.path, region: .object([
                ("startLine", .int(finding.position.line)),
                ("startColumn", .int(finding.position.utf16Column)),
            ]))])),
            ("partialFingerprints", .object([(fingerprintKey, .string(finding.fingerprint))])),
        ]
        if let fix = finding.fix {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string("\(fix.summary) (fix safety: \(fix.safety.rawValue))"))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifactLocation(finding.path)),
                    ("replacements", .array(fix.edits.map(replacement))),
                ])])),
            ])])))
        }
        members.append(("properties", .object([
            ("severity", .string(finding.severity?.rawValue)),
            ("fixStatus", .string(finding.status.reportName)),
        ])))
        return .object(members)
    }

    private static func replacement(_ edit: ReportEdit) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("deletedRegion", .object([
            ("startLine", .int(edit.start.line)),
            ("startColumn", .int(edit.start.utf16Column)),
            ("endLine", .int(edit.end.line)),
            ("endColumn", .int(edit.end.utf16Column)),
        ]))]
        if !edit.replacement.isEmpty {
            members.append(("insertedContent", .object([("text", .string(edit.replacement))])))
        }
        return .object(members)
    }

    private static func notification(_ error: ReportError) -> JSONValue {
        // Error positions count UTF-8 bytes (the file may not even be UTF-8), so only the line is given.
        let region: JSONValue? = error.location.map { .object([("startLine", .int($0.line))]) }
        return .object([
            ("level", .string("error")),
            ("message", .object([("text", .string(error.message))])),
            ("locations", .array([location(error.path, region: region)])),
        ])
    }

    private static func location(_ path: String, region: JSONValue?) -> JSONValue {
        var physical: [(key: String, value: JSONValue)] = [("artifactLocation", artifactLocation(path))]
        if let region { physical.append(("region", region)) }
        return .object([("physicalLocation", .object(physical))])
    }

    /// Relative paths resolve against `%SRCROOT%`; absolute ones become `file://` URIs.
    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        return .object([("uri", .string(percentEncoded(path))), ("uriBaseId", .string(sourceRoot))])
    }

    /// RFC 3986 path characters stay; everything else (spaces, non-ASCII, `%`, and `:`, which would
    /// read as a scheme in a relative reference) is percent-encoded as UTF-8.
    private static let uriPathCharacters = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=@/")

    static func percentEncoded(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: uriPathCharacters) ?? path
    }

    private static func upperCamelCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
