import Foundation

/// Seed 000's Accessibility Summary, printed (on stderr) after `--apply` and at the end of a dry run:
/// what the fixes added, grouped by kind with a count and an example place; what to verify in Xcode
/// and test on a device for the categories the fixes touched; and the `// [VERIFY]` markers to
/// review. Nothing is printed when nothing was fixed (the seed omits "Accessibility applied" then,
/// and there is nothing to verify).
public struct AccessibilitySummary {
    /// One applied fix.
    public struct AppliedFix: Sendable, Equatable {
        public var ruleID: String
        /// `Fix.summary` with its quoted text left out, so fixes of one kind group together.
        public var kind: String
        public var path: String
        public var line: Int
    }

    /// What one file's fixes applied.
    public struct FileFixes: Sendable, Equatable {
        public var fixes: [AppliedFix] = []
        public var verifyMarkersAdded = 0

        public init(fixes: [AppliedFix] = [], verifyMarkersAdded: Int = 0) {
            self.fixes = fixes
            self.verifyMarkersAdded = verifyMarkersAdded
        }

        /// The fixed findings of a file whose rewrite is `fixedBytes`.
        public init(outcome: FileOutcome, path: String, fixedBytes: [UInt8]) {
            fixes = outcome.findings.compactMap { finding in
                guard finding.isFixed, let fix = finding.finding.fix else { return nil }
                return AppliedFix(ruleID: finding.ruleID, kind: AccessibilitySummary.kind(of: fix.summary), path: path, line: finding.location.line)
            }
            verifyMarkersAdded = AccessibilitySummary.markerCount(in: fixedBytes) - AccessibilitySummary.markerCount(in: outcome.file.bytes)
        }
    }

    public var files: [FileFixes]
    public var mode: CommandOptions.Mode
    /// Bold headings (on a colour terminal).
    public var bold: Bool

    public init(files: [FileFixes], mode: CommandOptions.Mode, bold: Bool = false) {
        self.files = files
        self.mode = mode
        self.bold = bold
    }

    /// A rule whose fixes come in more kinds than this is summed up in one line under its name.
    static let maximumKindsPerRule = 6

    /// "Accessibility applied" lines: a kind of fix, how many, and the first place it went.
    public var appliedLines: [String] {
        let fixes = files.flatMap(\.fixes)
        var kindsByRule: [String: [String]] = [:]
        var ruleOrder: [String] = []
        for fix in fixes {
            if kindsByRule[fix.ruleID] == nil { ruleOrder.append(fix.ruleID) }
            if !(kindsByRule[fix.ruleID]?.contains(fix.kind) ?? false) { kindsByRule[fix.ruleID, default: []].append(fix.kind) }
        }
        var groups: [(title: String, example: String, fixes: [AppliedFix])] = []
        for rule in ruleOrder {
            let ruleFixes = fixes.filter { $0.ruleID == rule }
            let kinds = kindsByRule[rule]!
            if kinds.count > AccessibilitySummary.maximumKindsPerRule {
                let name = RuleRegistry.rule(withID: rule)?.description.name ?? rule
                groups.append((name, "\(rule), e.g. \(kinds[0]) at ", ruleFixes))
            } else {
                groups += kinds.map { kind in (kind, "e.g. ", ruleFixes.filter { $0.kind == kind }) }
            }
        }
        // Stable: the largest groups first, ties in the order they were found.
        return groups.enumerated().sorted { ($1.element.fixes.count, $0.offset) < ($0.element.fixes.count, $1.offset) }.map { _, group in
            let first = group.fixes[0]
            return "\(group.title): \(group.fixes.count)× (\(group.example)\(first.path):\(first.line))"
        }
    }

    /// The Nutrition Label categories of the rules whose fixes were applied.
    public var touchedLabels: Set<NutritionLabel> {
        Set(files.flatMap(\.fixes).flatMap { RuleRegistry.rule(withID: $0.ruleID)?.description.nutritionLabels ?? [] })
    }

    public var verifyMarkersAdded: Int { files.reduce(0) { $0 + $1.verifyMarkersAdded } }

    /// The summary block, or nil when nothing was fixed.
    public func render() -> String? {
        let applied = appliedLines
        guard !applied.isEmpty else { return nil }
        let labels = touchedLabels
        var lines: [String] = []
        lines.append(heading(mode == .apply ? "Accessibility applied:" : "Accessibility applied (in the diff above; --apply writes it):"))
        lines += applied.map { "- \($0)" }
        let xcode = XcodeCheck.allCases.filter { !$0.labels.isDisjoint(with: labels) }
        if !xcode.isEmpty {
            lines.append(heading("Verify in Xcode:"))
            lines += xcode.map { "- " + $0.text.replacingOccurrences(of: "**", with: "") }
            lines.append(heading("If Xcode is unavailable:"))
            lines.append("- " + XcodeCheck.withoutXcode)
        }
        let device = DeviceCheck.allCases.filter { !$0.labels.isDisjoint(with: labels) }
        if !device.isEmpty {
            lines.append(heading("Test on device:"))
            lines += device.map { "- \($0.text)" }
        }
        let markers = verifyMarkersAdded
        if markers > 0 {
            lines.append(heading("Review:"))
            let noun = markers == 1 ? "line ends" : "lines end"
            let when = mode == .apply ? "" : " after --apply"
            lines.append("- \(markers) inserted \(noun) with // [VERIFY]: the text was inferred; confirm it says what the element does, then delete the marker. List them\(when) with `a11yfix --rules verify-marker --check`.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func heading(_ text: String) -> String {
        bold ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// `added .accessibilityIdentifier("feed_view")` → `added .accessibilityIdentifier("…")`.
    static func kind(of summary: String) -> String {
        var result = ""
        var inQuote = false
        for character in summary {
            if character == "\"" {
                if !inQuote { result += "\"…\"" }
                inQuote.toggle()
            } else if !inQuote {
                result.append(character)
            }
        }
        return result
    }

    static func markerCount(in bytes: [UInt8]) -> Int {
        VerifyMarkerRule.tagOffsets(in: bytes).count
    }
}
