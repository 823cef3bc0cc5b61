import Foundation

/// Findings and errors in Xcode's format (`path:line:column: warning: message [rule-id]`), which
/// Xcode's issue navigator, editors and CI log parsers understand, and the one-line summary.
public struct TextReporter {
    public var color: Bool
    /// Whether findings at the `error` level (🔴 blocks) say `error:`. Off by default: Xcode fails a
    /// build whose script phase prints `error:`, and a team adopting a11yfix decides when that starts.
    public var strict: Bool

    public init(color: Bool, strict: Bool = false) {
        self.color = color
        self.strict = strict
    }

    /// Whether the finding's line says `error:` (which fails an Xcode build and `a11yfix build-check`).
    public func saysError(_ finding: ReportedFinding) -> Bool {
        strict && ReportLevel(finding.severity) == .error
    }

    public func finding(_ finding: ReportedFinding, path: String) -> String {
        let location = "\(path):\(finding.location.line):\(finding.location.column):"
        let label = saysError(finding) ? paint("error:", "31") : paint("warning:", "35")
        return "\(bold(location)) \(label) \(finding.message) \(dim("[\(finding.ruleID)]"))"
    }

    /// An error about a file (or about a path when `location` is nil).
    public func error(_ message: String, path: String, location: SourceLocation? = nil) -> String {
        let place = location.map { "\(path):\($0.line):\($0.column):" } ?? "\(path):"
        return "\(bold(place)) \(paint("error:", "31")) \(message)"
    }

    public struct Summary {
        public var mode: CommandOptions.Mode
        public var files: Int
        public var findings: Int
        public var fixed: Int
        public var changedFiles: Int
        public var heldBackUnsafe: Int
        public var errors: Int
        public var seconds: Double
    }

    public func summary(_ summary: Summary) -> String {
        var parts = ["\(summary.files) \(plural(summary.files, "file"))", "\(summary.findings) \(plural(summary.findings, "finding"))"]
        switch summary.mode {
        case .dryRun:
            parts.append("\(summary.fixed) fixable in \(summary.changedFiles) \(plural(summary.changedFiles, "file")) (dry run: nothing written; --apply writes)")
        case .apply:
            parts.append("\(summary.fixed) fixed in \(summary.changedFiles) \(plural(summary.changedFiles, "file"))")
        case .check:
            break
        }
        if summary.heldBackUnsafe > 0 { parts.append("\(summary.heldBackUnsafe) unsafe \(plural(summary.heldBackUnsafe, "fix", "fixes")) held back (--unsafe)") }
        if summary.errors > 0 { parts.append(paint("\(summary.errors) \(plural(summary.errors, "error"))", "31")) }
        let seconds = summary.seconds < 10 ? String(format: "%.2fs", summary.seconds) : String(format: "%.1fs", summary.seconds)
        return "a11yfix: " + parts.joined(separator: ", ") + " in \(seconds)"
    }

    private func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        count == 1 ? word : plural ?? word + "s"
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code);1m\(text)\u{1B}[0m" : text }
    private func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func dim(_ text: String) -> String { color ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
