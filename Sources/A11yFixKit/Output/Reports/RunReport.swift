import Foundation

/// Everything the machine-readable reports (`--format json|sarif|github|checkstyle|junit`, and
/// text written with `--output`) say about one run. Files are in the run's stable order.
public struct RunReport {
    public var mode: CommandOptions.Mode
    /// The rules that ran, for the reports that describe them (SARIF's `tool.driver.rules`).
    public var rules: [RuleDescription]
    /// Every file that was analysed, with or without findings.
    public var files: [ReportFile]
    /// Paths and files that could not be read, analysed or written, in the order the text output lists them.
    public var errors: [ReportError]
    public var summary: TextReporter.Summary

    public init(options: CommandOptions, configuration: FixerConfiguration, files: [ReportFile], errors: [ReportError],
                summary: TextReporter.Summary) {
        self.mode = options.mode
        // A configuration file can enable rules for some folders only; their findings need descriptions too.
        let ran = configuration.rules.map { type(of: $0).description }
        let enabledElsewhere = Set(files.flatMap { $0.findings.map(\.ruleID) }).subtracting(ran.map(\.id)).sorted()
        self.rules = ran + enabledElsewhere.compactMap { RuleRegistry.rule(withID: $0)?.description }
        self.files = files
        self.errors = errors
        self.summary = summary
    }

    /// Stdin mode's report: the one file read, or only the error that kept it from being analysed.
    init(standardInput outcome: FileOutcome?, errors: [ReportError], options: CommandOptions, configuration: FixerConfiguration) {
        let findings = outcome?.findings ?? []
        let summary = TextReporter.Summary(
            mode: options.mode, files: 1, findings: findings.count, fixed: outcome?.fixedCount ?? 0,
            changedFiles: outcome?.fixedBytes == nil ? 0 : 1, heldBackUnsafe: findings.filter { $0.status == .heldBackUnsafe }.count,
            errors: errors.count, seconds: 0)
        self.init(options: options, configuration: configuration,
                  files: outcome.map { [ReportFile(outcome: $0, format: options.format)] } ?? [], errors: errors, summary: summary)
    }

    public var findings: [ReportFinding] { files.flatMap(\.findings) }

    /// The errors about one path, for the formats that group by file.
    func errors(for path: String) -> [ReportError] { errors.filter { $0.path == path } }

    /// Paths with errors that are not among the analysed files (unreadable, missing), in order.
    var pathsWithOnlyErrors: [String] {
        let analysed = Set(files.map(\.path))
        var seen = Set<String>()
        return errors.map(\.path).filter { !analysed.contains($0) && seen.insert($0).inserted }
    }

    /// The description of a rule that ran, or nil for findings a11yfix reports itself (`fix-verification`).
    func rule(_ id: String) -> RuleDescription? { rules.first { $0.id == id } }
}

/// A file a11yfix could not read, analyse or write, or a path it could not use.
public struct ReportError: Equatable {
    public var path: String
    /// Where in the file, when the problem has a position (columns count UTF-8 bytes).
    public var location: SourceLocation?
    public var message: String

    public init(path: String, location: SourceLocation? = nil, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }
}

/// One analysed file.
public struct ReportFile {
    public var path: String
    public var findings: [ReportFinding]

    /// Resolves the findings' offsets to lines and columns while the file's bytes are at hand, so a
    /// run keeps no source in memory. For the json format, also renders each fix as a diff.
    public init(outcome: FileOutcome, format: ReportFormat) {
        let file = outcome.file
        let fixDiffs = format == .json
        path = file.path
        var occurrences: [String: Int] = [:]
        findings = outcome.findings.map { reported in
            let position = ReportPosition(offset: reported.finding.offset, in: file)
            let identity = ReportFinding.fingerprintInput(ruleID: reported.ruleID, path: file.path, lineText: reported.lineText)
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            let fix = reported.finding.fix.flatMap { ReportFix($0, in: file, diff: fixDiffs) }
            return ReportFinding(reported: reported, path: file.path, position: position,
                                 fingerprint: ReportFinding.fingerprint(identity, occurrence: occurrence), fix: fix)
        }
    }

    /// After `--apply` could not write the file: none of its fixes reached the disk.
    mutating func markNotWritten() {
        for index in findings.indices where findings[index].status == .fixed { findings[index].status = .notApplied }
    }
}

/// A position in a file, in the units each consumer counts.
public struct ReportPosition: Equatable {
    /// 1-based.
    public var line: Int
    /// 1-based, in UTF-8 bytes: the Swift compiler's, Xcode's and a11yfix's text output's unit.
    public var column: Int
    /// 1-based, in UTF-16 code units: what SARIF viewers, GitHub and Java-based CI tools count.
    public var utf16Column: Int
    /// 0-based byte offset into the file.
    public var offset: Int

    init(offset: Int, in file: SourceFile) {
        let lineIndex = file.lineIndex(of: offset)
        let lineStart = file.lineStarts[lineIndex]
        self.line = lineIndex + 1
        self.column = offset - lineStart + 1
        self.utf16Column = file.text(lineStart..<offset).utf16.count + 1
        self.offset = offset
    }
}

public struct ReportFinding {
    public var reported: ReportedFinding
    public var path: String
    public var position: ReportPosition
    /// Stable across edits elsewhere in the file and lines moving: see `fingerprint(_:occurrence:)`.
    public var fingerprint: String
    /// The rule's proposal in the coordinates of the file as read (the first pass of fixes), when it has one.
    public var fix: ReportFix?

    public var ruleID: String { reported.ruleID }
    public var message: String { reported.message }
    /// Read from the finding rather than its rule, so a configured severity override reaches every report.
    public var severity: Severity? { reported.severity }
    public var level: ReportLevel { ReportLevel(severity) }
    public var status: FixStatus {
        get { reported.status }
        set { reported.status = newValue }
    }
    public var lineText: String { reported.lineText }

    /// What identifies a finding whatever line it is on: its rule, its file and the text of its line
    /// with runs of whitespace collapsed (re-indenting keeps it).
    static func fingerprintInput(ruleID: String, path: String, lineText: String) -> String {
        let normalized = lineText.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        return [ruleID, path, normalized].joined(separator: "\u{0}")
    }

    /// 64-bit FNV-1a of the identity and the occurrence index (the n-th finding with the same identity
    /// in the file), as 16 hex digits. FNV is enough: fingerprints tell findings of one file apart,
    /// they do not resist deliberate collisions.
    static func fingerprint(_ identity: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (identity + "\u{0}\(occurrence)").utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

public struct ReportFix {
    public var safety: FixSafety
    public var summary: String
    /// In application order; each with its range in the file as read.
    public var edits: [ReportEdit]
    /// The unified diff of this fix alone, when asked for.
    public var diff: String?

    /// Nil for fixes that change nothing, fixes a11yfix never applies (`none`), and fixes whose own
    /// edits overlap (the edit planner never applies those either).
    init?(_ fix: Fix, in file: SourceFile, diff: Bool) {
        guard fix.safety != .none, !fix.edits.isEmpty else { return nil }
        let ordered = EditPlan.applicationOrder(fix.edits)
        for (previous, next) in zip(ordered, ordered.dropFirst()) where next.range.lowerBound < previous.range.upperBound {
            return nil
        }
        guard let last = ordered.last, last.range.upperBound <= file.bytes.count else { return nil }
        safety = fix.safety
        summary = fix.summary
        edits = ordered.map { edit in
            ReportEdit(start: ReportPosition(offset: edit.range.lowerBound, in: file),
                       end: ReportPosition(offset: edit.range.upperBound, in: file), replacement: edit.replacement)
        }
        self.diff = diff ? UnifiedDiff.render(path: file.path, old: file.bytes, new: EditPlan.apply(ordered, to: file.bytes)) : nil
    }
}

/// Replace the text from `start` (inclusive) to `end` (exclusive) with `replacement`; an insertion
/// when they are equal.
public struct ReportEdit: Equatable {
    public var start: ReportPosition
    public var end: ReportPosition
    public var replacement: String
}

extension FixStatus {
    /// The name the reports use, as docs/json-output.md lists them.
    public var reportName: String {
        switch self {
        case .fixed: return "fixed"
        case .notFixable: return "notFixable"
        case .heldBackUnsafe: return "heldBackUnsafe"
        case .notAttempted: return "notAttempted"
        case .notApplied: return "notApplied"
        }
    }
}
