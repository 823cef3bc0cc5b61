import Foundation

/// `a11yfix audit`: seed 004's per-file table of interactive elements and its summary, then seed
/// 000's audit: findings grouped by severity, what is verified in code, what must be tested on a
/// device, and whether a Nutrition Label is within reach. Markdown for pull requests, JSON for tools.
public struct AuditReport {
    public var scan: ProjectScan
    /// What was audited, as the user named it.
    public var paths: [String]
    /// `--severity`: the findings below it were left out.
    public var minimumSeverity: Severity?

    public init(scan: ProjectScan, paths: [String], minimumSeverity: Severity? = nil) {
        self.scan = scan
        self.paths = paths
        self.minimumSeverity = minimumSeverity
    }

    // MARK: - Counts

    /// People first: elements without a name, with the wrong role, without a value, then the optional
    /// properties (identifiers for automation, hints), which no "accessible" count includes.
    public struct Summary: Equatable {
        public var filesScanned = 0
        public var elements = 0
        /// Elements with a name, the right role and, when they carry state, a value (`isAccessible`).
        public var accessible = 0
        /// `—`: a finding reports it.
        public var missingLabels = 0
        public var missingTraits = 0
        public var missingValues = 0
        /// `?`: not set in code, and no finding reports it (no rule checks that kind of element or that code).
        public var uncheckedLabels = 0
        public var uncheckedTraits = 0
        public var uncheckedValues = 0
        /// Elements for which a value applies (seed 004: those that carry state).
        public var statefulElements = 0
        public var missingIdentifiers = 0
        public var missingHints = 0
        /// Elements for which a hint applies (not text fields or data rows).
        public var hintableElements = 0
        /// Findings per severity, and those with none (deprecated API: modernisation).
        public var findingsBySeverity: [Severity: Int] = [:]
        public var modernisationFindings = 0

        public var accessiblePercent: Int { elements == 0 ? 0 : Int((Double(accessible) * 100 / Double(elements)).rounded()) }
    }

    public var summary: Summary {
        var summary = Summary()
        summary.filesScanned = scan.files.count
        for element in scan.files.flatMap(\.elements) {
            summary.elements += 1
            if element.isAccessible { summary.accessible += 1 }
            if element.identifier == .missing { summary.missingIdentifiers += 1 }
            if element.hint == .missing { summary.missingHints += 1 }
            if element.hint != .notApplicable { summary.hintableElements += 1 }
            if element.value != .notApplicable { summary.statefulElements += 1 }
            summary.missingLabels += element.label == .missing ? 1 : 0
            summary.missingTraits += element.traits == .missing ? 1 : 0
            summary.missingValues += element.value == .missing ? 1 : 0
            summary.uncheckedLabels += element.label == .unchecked ? 1 : 0
            summary.uncheckedTraits += element.traits == .unchecked ? 1 : 0
            summary.uncheckedValues += element.value == .unchecked ? 1 : 0
        }
        for severity in Severity.allCases { summary.findingsBySeverity[severity] = findings(severity).count }
        summary.modernisationFindings = modernisationFindings.count
        return summary
    }

    /// Findings with no severity other than the review list: deprecated API that still works.
    var modernisationFindings: [(path: String, finding: ReportedFinding)] {
        scan.findings.filter { $0.finding.severity == nil && $0.finding.ruleID != VerifyMarkerRule.id }
    }

    /// Findings of one severity (nil: the `// [VERIFY]` review list), in file order.
    func findings(_ severity: Severity?) -> [(path: String, finding: ReportedFinding)] {
        scan.findings.filter { entry in
            severity == nil ? entry.finding.ruleID == VerifyMarkerRule.id : entry.finding.severity == severity
        }
    }

    /// Seed 000's ✅ lines: what static analysis confirms is right.
    public var verified: [String] {
        let facts = scan.facts
        func line(_ count: Int, _ singular: String, _ plural: String) -> String? {
            count == 0 ? nil : "\(count) \(count == 1 ? singular : plural)"
        }
        // A category with findings is not verified, whatever else the code does right.
        let reported = Set(scan.findings.map(\.finding.ruleID))
        let lines: [(text: String?, unlessFindingsOf: String?)] = [
            (line(facts.labelledIconOnlyControls, "icon-only control has an accessibility label", "icon-only controls have accessibility labels"), nil),
            (line(facts.controlsLabelledByText, "control is labelled by its visible text (no redundant label)", "controls are labelled by their visible text (no redundant labels)"), nil),
            (line(facts.hiddenDecorativeImages, "decorative image is hidden from VoiceOver", "decorative images are hidden from VoiceOver"), nil),
            (line(facts.inputLabels, "element has Voice Control input labels", "elements have Voice Control input labels"), nil),
            (line(facts.headers, "heading is marked with the header trait", "headings are marked with the header trait"), nil),
            (line(facts.combinedElements, "group is combined into one accessibility element", "groups are combined into one accessibility element each"), nil),
            (line(facts.textStyleFonts, "font uses a Dynamic Type text style", "fonts use Dynamic Type text styles"), "dynamic-type-font"),
            (line(facts.scaledMetrics, "size scales with Dynamic Type (@ScaledMetric)", "sizes scale with Dynamic Type (@ScaledMetric)"), nil),
            (facts.reduceMotionReaders == 0 ? nil : "Reduce Motion respected in \(facts.reduceMotionReaders) \(facts.reduceMotionReaders == 1 ? "view" : "views")", "reduce-motion"),
            (line(facts.systemPresentations, "modal uses a system presentation (.sheet, .fullScreenCover, .popover, .alert) that traps focus", "modals use system presentations (.sheet, .fullScreenCover, .popover, .alert) that trap focus"), nil),
            (line(facts.invertColorsProtected, "image or video is protected from Smart Invert", "images and videos are protected from Smart Invert"), nil),
            (facts.systemVideoPlayers == 0 ? nil : "Video plays in the system player (captions and audio descriptions come with it)", nil),
            (facts.accessibilityAudits == 0 ? nil : "UI tests run performAccessibilityAudit()", nil),
        ]
        return lines.compactMap { line in
            guard let text = line.text, !(line.unlessFindingsOf.map(reported.contains) ?? false) else { return nil }
            return text
        }
    }

    /// The "Must test on device" checks the code calls for, with why.
    public var deviceChecks: [(check: DeviceCheck, reason: String)] {
        let facts = scan.facts
        return DeviceCheck.allCases.compactMap { check in check.reason(for: facts).map { (check, $0) } }
    }

    public enum Readiness: Equatable {
        case achievable
        /// The categories blocked, each with its number of findings, and the findings in all.
        case blocked(labels: [NutritionLabel], findingsByLabel: [Int], total: Int)
        case notApplicable
    }

    /// Seed 000's closing line: a Nutrition Label is achievable when no finding blocks a category;
    /// not applicable when the code has no user interface.
    public var readiness: Readiness {
        guard scan.facts.views > 0 || scan.facts.interactiveElements > 0 else { return .notApplicable }
        let assessment = NutritionLabelAssessment(scan: scan)
        let blocked = NutritionLabel.allCases.map { ($0, assessment.blockingFindings(for: $0)) }.filter { !$0.1.isEmpty }
        guard !blocked.isEmpty else { return .achievable }
        let total = Set(blocked.flatMap { $0.1.map { "\($0.reference):\($0.finding.finding.offset):\($0.finding.ruleID)" } }).count
        return .blocked(labels: blocked.map(\.0), findingsByLabel: blocked.map(\.1.count), total: total)
    }

    // MARK: - Markdown

    public func markdown() -> String {
        var lines: [String] = ["## Accessibility Audit Report", ""]
        let level = minimumSeverity.map { " · findings: \($0.rawValue) and above (--severity)" } ?? ""
        lines.append("Scope: \(paths.map { "`\($0)`" }.joined(separator: ", ")) · \(scan.files.count) Swift \(scan.files.count == 1 ? "file" : "files") · a11yfix \(A11yFixCommand.version) · rules: \(scan.rules.map(\.id).joined(separator: ", "))\(level)")
        for file in scan.files where !file.elements.isEmpty {
            lines += ["", "### file: \(file.path)", ""]
            lines.append("| Line | Element | Type | identifier | label | hint | value | traits |")
            lines.append("|------|---------|------|:---:|:---:|:---:|:---:|:---:|")
            for element in file.elements {
                let cells = [String(element.line), MarkdownText.cell(element.element), element.type] + element.properties.map(\.status.rawValue)
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        lines += ["", "### Summary", ""] + summaryLines + [""]
        lines.append("OK: set in code · auto: provided by SwiftUI (a label from visible text, a native control's value and traits) · "
            + "—: missing; for label, value and traits a finding below says so, for the optional identifier and hint only that it is not set · "
            + "?: not set in code as far as a11yfix can see, and no finding reports it: no rule that ran checks this kind of element (a Slider's or a list row's name, a tappable view's button trait, a selection only a checkmark shows) or this shape of code: check it with VoiceOver · "
            + "n/a: does not apply.")
        lines += ["", "### Findings"]
        for severity in Severity.allCases {
            lines += ["", "#### \(severity.emoji) \(severity.title) — \(AuditReport.severityMeaning[severity]!)", ""]
            lines += findingLines(findings(severity), empty: "None found by a11yfix's rules.")
        }
        let modernisation = modernisationFindings
        if !modernisation.isEmpty {
            lines += ["", "#### 🔧 Modernisation — deprecated API that still works, not a barrier", ""]
            lines += findingLines(modernisation, empty: "")
        }
        let toVerify = findings(nil)
        if !toVerify.isEmpty {
            lines += ["", "#### 📝 Left to verify — inferred text marked `// [VERIFY]`", ""]
            lines += findingLines(toVerify, empty: "")
        }
        lines += ["", "#### ✅ Verified in code — confirmed correct by static analysis", ""]
        let verified = self.verified
        lines += verified.isEmpty ? ["- Nothing yet."] : verified.map { "- \($0)" }

        lines += ["", "**Must test on device:**", ""]
        let checks = deviceChecks
        lines += checks.isEmpty ? ["- Nothing: the scanned code has no user interface."] : checks.map { "- \($0.check.text) (\($0.reason))" }
        lines += ["", "**Nutrition Label readiness:** \(readinessText)"]
        if !scan.errors.isEmpty {
            lines += ["", "### Files not analysed", ""]
            lines += scan.errors.map { error in "- `\(error.path)\(error.location.map { ":\($0.line):\($0.column)" } ?? "")`: \(error.message)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Seed 004's summary, people first: what stops a person (with the findings that say so, and
    /// what no rule checks yet), then the optional properties apart.
    var summaryLines: [String] {
        let summary = self.summary
        // One element drawn in two branches (`#if os(iOS)` … `#else`) is one row with a finding in each.
        func counted(_ missing: Int, _ unchecked: Int, _ property: AuditElement.Property) -> String {
            let reports = scan.findings.filter { AuditElement.Property.reported(by: $0.finding.ruleID) == property }.count
            let found = reports == missing ? "\(missing) (findings below)" : "\(missing) (\(reports) \(reports == 1 ? "finding" : "findings") below)"
            return found + (unchecked == 0 ? "" : " · \(unchecked) more that no rule checks yet (`?`)")
        }
        let severities = Severity.allCases.map { "\($0.emoji) \(summary.findingsBySeverity[$0] ?? 0)" }.joined(separator: " · ")
        var lines = [
            "- Files scanned: \(summary.filesScanned)",
            "- Interactive elements found: \(summary.elements)",
            "- Accessible (a name, the right role, a value where they carry state): \(summary.accessible) (\(summary.accessiblePercent)%)",
            "- Without a name: \(counted(summary.missingLabels, summary.uncheckedLabels, .label))",
            "- Wrong role (tappable views not announced as buttons): \(counted(summary.missingTraits, summary.uncheckedTraits, .traits))",
            "- Without a value (of \(summary.statefulElements) elements that carry state): \(counted(summary.missingValues, summary.uncheckedValues, .value))",
            "- Findings by severity: \(severities)" + (summary.modernisationFindings == 0 ? "" : " · 🔧 \(summary.modernisationFindings) modernisation"),
            "",
            "Optional, for UI tests, agents and extra guidance (not counted as accessible or not):",
            "",
            "- Identifiers set: \(summary.elements - summary.missingIdentifiers) of \(summary.elements) (`a11yfix --identifiers --apply` adds them)",
            "- Hints set: \(summary.hintableElements - summary.missingHints) of \(summary.hintableElements)",
        ]
        if minimumSeverity != nil { lines[6] += " (--severity)" }
        return lines
    }

    /// The seed's line for each severity.
    static let severityMeaning: [Severity: String] = [
        .blocks: "completely unreachable, fix immediately",
        .degrades: "reachable but significant friction",
        .incomplete: "gaps preventing Nutrition Label claims",
    ]

    /// Findings grouped by rule, each rule with its name and count.
    private func findingLines(_ entries: [(path: String, finding: ReportedFinding)], empty: String) -> [String] {
        guard !entries.isEmpty else { return ["- \(empty)"] }
        var order: [String] = []
        var byRule: [String: [(path: String, finding: ReportedFinding)]] = [:]
        for entry in entries {
            if byRule[entry.finding.ruleID] == nil { order.append(entry.finding.ruleID) }
            byRule[entry.finding.ruleID, default: []].append(entry)
        }
        var lines: [String] = []
        for id in order {
            let group = byRule[id]!
            let rule = scan.rules.first { $0.id == id }
            let criteria = rule.map { $0.wcag.isEmpty ? "" : ", WCAG \($0.wcag.joined(separator: ", "))" } ?? ""
            lines.append("**\(rule?.name ?? id)** (`\(id)`, \(group.count)\(criteria))")
            lines.append("")
            for (path, finding) in group {
                lines.append("- `\(path):\(finding.location.line):\(finding.location.column)` \(finding.message)\(AuditReport.fixNote(finding))")
            }
            lines.append("")
        }
        lines.removeLast()
        return lines
    }

    static func fixNote(_ finding: ReportedFinding) -> String {
        switch finding.finding.fix?.safety {
        case .safe?: return " — `a11yfix --apply` fixes it"
        case .verify?: return " — `a11yfix --apply` fixes it (marked `// [VERIFY]`)"
        case .unsafe?: return " — `a11yfix --apply --unsafe` fixes it (changes layout or logic)"
        case .none?, nil: return finding.ruleID == VerifyMarkerRule.id ? "" : " — needs a person"
        }
    }

    var readinessText: String {
        switch readiness {
        case .notApplicable:
            return "Not applicable — the scanned code has no user interface."
        case .achievable where minimumSeverity != nil:
            return "Achievable as far as these severities go — run `a11yfix audit` without --severity for the full picture."
        case .achievable:
            return "Achievable — no finding blocks a Nutrition Label category; `a11yfix nutrition` says which labels the reviewed screens support and which need a device check."
        case let .blocked(labels, counts, total):
            let parts = zip(labels, counts).map { "\($0.rawValue) (\($1))" }.joined(separator: ", ")
            return "Blocked by \(total) \(total == 1 ? "finding" : "findings") — \(parts). `a11yfix nutrition` shows them per screen."
        }
    }

    // MARK: - JSON

    public func json() -> String {
        let summary = self.summary
        func status(_ status: AuditElement.Status) -> JSONValue { .string(status.jsonName) }
        let files: [JSONValue] = scan.files.filter { !$0.elements.isEmpty }.map { file in
            .object([
                ("path", .string(file.path)),
                ("elements", .array(file.elements.map { element in
                    .object([
                        ("line", .int(element.line)), ("element", .string(element.element)), ("type", .string(element.type)),
                        ("identifier", status(element.identifier)), ("label", status(element.label)), ("hint", status(element.hint)),
                        ("value", status(element.value)), ("traits", status(element.traits)), ("accessible", .bool(element.isAccessible)),
                    ])
                })),
            ])
        }
        func findingsJSON(_ entries: [(path: String, finding: ReportedFinding)]) -> JSONValue {
            .array(entries.map { path, finding in
                .object([
                    ("path", .string(path)), ("line", .int(finding.location.line)), ("column", .int(finding.location.column)),
                    ("ruleId", .string(finding.ruleID)), ("message", .string(finding.message)),
                    ("fix", .string(finding.finding.fix.map { $0.safety.rawValue })),
                ])
            })
        }
        var readiness: [(key: String, value: JSONValue)]
        switch self.readiness {
        case .achievable: readiness = [("status", .string("achievable"))]
        case .notApplicable: readiness = [("status", .string("notApplicable"))]
        case let .blocked(labels, counts, total):
            readiness = [("status", .string("blocked")), ("findings", .int(total)),
                         ("blockedBy", .array(zip(labels, counts).map { .object([("label", .string($0.rawValue)), ("findings", .int($1))]) }))]
        }
        readiness.append(("text", .string(readinessText)))
        let document: JSONValue = .object([
            ("version", .int(2)),
            ("tool", .object([("name", .string("a11yfix")), ("version", .string(A11yFixCommand.version))])),
            ("paths", .strings(paths)),
            ("rules", .strings(scan.rules.map(\.id))),
            ("files", .array(files)),
            ("summary", .object([
                ("filesScanned", .int(summary.filesScanned)), ("interactiveElements", .int(summary.elements)),
                ("accessible", .int(summary.accessible)), ("accessiblePercent", .int(summary.accessiblePercent)),
                ("missingLabels", .int(summary.missingLabels)), ("uncheckedLabels", .int(summary.uncheckedLabels)),
                ("missingTraits", .int(summary.missingTraits)), ("uncheckedTraits", .int(summary.uncheckedTraits)),
                ("missingValues", .int(summary.missingValues)), ("uncheckedValues", .int(summary.uncheckedValues)),
                ("elementsWithState", .int(summary.statefulElements)),
                ("missingIdentifiers", .int(summary.missingIdentifiers)), ("missingHints", .int(summary.missingHints)),
                ("elementsWithHints", .int(summary.hintableElements)),
                ("findingsBySeverity", .object(Severity.allCases.map { ($0.rawValue, .int(summary.findingsBySeverity[$0] ?? 0)) }
                    + [("modernisation", .int(summary.modernisationFindings))])),
            ])),
            ("findings", .object(Severity.allCases.map { ($0.rawValue, findingsJSON(findings($0))) }
                + [("verify", findingsJSON(findings(nil))), ("modernisation", findingsJSON(modernisationFindings))])),
            ("verified", .strings(verified)),
            ("mustTestOnDevice", .array(deviceChecks.map { .object([("check", .string($0.check.text)), ("because", .string($0.reason))]) })),
            ("nutritionLabelReadiness", .object(readiness)),
            ("errors", .array(scan.errors.map { error in
                .object([("path", .string(error.path)), ("line", error.location.map { .int($0.line) } ?? .null), ("message", .string(error.message))])
            })),
        ])
        return document.serialized()
    }
}
