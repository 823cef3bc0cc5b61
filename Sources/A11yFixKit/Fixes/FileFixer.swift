/// What happened to one finding.
public enum FixStatus: Equatable, Sendable {
    /// The fix is in the output.
    case fixed
    /// The rule offers no fix for this finding.
    case notFixable
    /// The fix is unsafe and `--unsafe` was not given.
    case heldBackUnsafe
    /// The run does not write fixes (`--check`), or the file cannot take fixes (see the file's errors).
    case notAttempted
    /// The fix could not be applied (it kept conflicting with other fixes, or was discarded).
    case notApplied
}

/// A finding as reported: where it is, and whether its fix applies.
public struct ReportedFinding: Sendable {
    public var finding: Finding
    public var location: SourceLocation
    public var status: FixStatus
    /// The text of the flagged line, for baselines that survive lines moving.
    public var lineText: String

    public var ruleID: String { finding.ruleID }
    public var message: String { finding.message }
    public var severity: Severity? { finding.severity }
    public var isFixed: Bool { status == .fixed }
}

/// A problem with the file itself rather than its accessibility: it cannot be lexed, nests too deep,
/// or its fixes did not converge. Reported as errors; the file is never rewritten.
public struct FileDiagnostic: Sendable, Equatable {
    public var location: SourceLocation?
    public var message: String
}

public struct FixerConfiguration: Sendable {
    public var rules: [any Rule]
    public var options: RuleOptions
    /// Whether to compute fixes at all (`--check` only reports).
    public var computeFixes: Bool
    /// `--unsafe`: apply fixes whose safety is `unsafe` too.
    public var applyUnsafeFixes: Bool
    /// Severities to keep (`--severity`); nil keeps everything.
    public var severities: Set<Severity>?
    /// Config `severity`: the severity a rule's findings are reported with, by rule id.
    public var severityOverrides: [String: Severity] = [:]
    public var maximumPasses: Int
    /// The project the file belongs to, when it has one: what other files and the project files say.
    public var project: ProjectIndex?
    /// Code that never reaches users which is checked anyway (config `scope`); by default none is.
    public var scope: Set<CodeScope> = []
    /// Config `strict`: text findings at the error level say `error:` (output only; what is found
    /// and fixed does not change).
    public var strict = false

    public init(rules: [any Rule], options: RuleOptions = RuleOptions(), computeFixes: Bool = true,
                applyUnsafeFixes: Bool = false, severities: Set<Severity>? = nil, maximumPasses: Int = 8) {
        self.rules = rules
        self.options = options
        self.computeFixes = computeFixes
        self.applyUnsafeFixes = applyUnsafeFixes
        self.severities = severities
        self.maximumPasses = maximumPasses
    }

    func isApplicable(_ fix: Fix) -> Bool {
        switch fix.safety {
        case .safe, .verify: return true
        case .unsafe: return applyUnsafeFixes
        case .none: return false
        }
    }
}

/// Kinds of code that never reach users, which a11yfix leaves alone unless the configuration's
/// `scope` names them: a team does not want accessibility fixes in previews or test helpers.
public enum CodeScope: String, CaseIterable, Sendable {
    /// `#Preview`, `PreviewProvider` and Views only previews use.
    case previews
    /// `#if DEBUG` code.
    case debug
    /// Files that only test targets compile.
    case tests
    /// Files no target compiles (left out of the Xcode project, outside every package target,
    /// documentation catalogs). Not `#if false` branches: no build compiles those, so no scope covers them.
    case uncompiled
    /// Example apps, samples and demos (`Examples/`, `Samples/`, `Demo/` folders below the project
    /// root) and static sample data (`static let example = …`).
    case samples

    /// Whether the scope holds code of this kind.
    func covers(_ code: UnshippedCode) -> Bool {
        switch code {
        case .preview: return self == .previews
        case .debug: return self == .debug
        case .neverCompiled, .neverRuns, .renderedIntoImage, .unused: return false
        case .sample: return self == .samples
        }
    }
}

extension Set where Element == CodeScope {
    /// Whether the scope holds code of this kind, so that its findings are kept.
    func covers(_ code: UnshippedCode) -> Bool { contains { $0.covers(code) } }
}

/// One finding, by what stays true of it between two runs over the same text.
public struct FindingKey: Hashable, Sendable {
    public var ruleID: String
    public var offset: Int

    public init(ruleID: String, offset: Int) {
        self.ruleID = ruleID
        self.offset = offset
    }
}

public struct FileOutcome: Sendable {
    public var file: SourceFile
    /// The rewritten bytes, or nil when nothing changes.
    public var fixedBytes: [UInt8]?
    public var findings: [ReportedFinding]
    public var diagnostics: [FileDiagnostic]

    public var fixedCount: Int { findings.filter(\.isFixed).count }
}

/// Runs the rules on one file and applies their fixes in passes until nothing changes: each pass
/// plans non-overlapping fixes, applies them, re-lexes and re-parses the result (discarding every fix
/// of the file if the rewrite broke something the input did not have), and runs the rules again.
public struct FileFixer {
    public let configuration: FixerConfiguration

    public init(configuration: FixerConfiguration) {
        self.configuration = configuration
    }

    /// `baseline`: the findings of this file a team has accepted (`--baseline`); they are neither
    /// reported nor fixed, like suppressed ones. `fixingOnly`: only that finding's fix is applied
    /// (an editor's quick fix), through the same passes and checks as every fix.
    public func process(_ file: SourceFile, baseline: BaselineFileEntries? = nil, fixingOnly: FindingKey? = nil) -> FileOutcome {
        let tree = SyntaxTree(file: file)
        let diagnostics = FileFixer.syntaxDiagnostics(of: tree)
        let comments = SuppressionComments(tree: tree)
        var suppressed = comments.coverage
        var findings = runRules(on: tree, suppressed: suppressed, comments: comments)
        if let baseline {
            let known: [Finding]
            (findings, known) = baseline.partition(findings, in: file)
            suppressed.hold(known)
        }
        let canFix = configuration.computeFixes && diagnostics.isEmpty
        guard canFix, !findings.isEmpty else {
            return FileOutcome(file: file, fixedBytes: nil, findings: report(findings, in: file, statuses: findings.map { initialStatus($0, attempted: false) }),
                               diagnostics: diagnostics)
        }

        var bytes = file.bytes
        var current = findings
        var plans: [EditPlan] = []
        // Where the chosen finding is in the text of the current pass.
        var chosenOffset = fixingOnly?.offset
        while true {
            let plannable = fixingOnly.map { chosen in
                current.map { finding in
                    guard finding.ruleID != chosen.ruleID || finding.offset != chosenOffset else { return finding }
                    var unfixed = finding
                    unfixed.fix = nil
                    return unfixed
                }
            } ?? current
            let plan = EditPlan.plan(plannable, isApplicable: configuration.isApplicable)
            if plan.edits.isEmpty { break }
            if plans.count == configuration.maximumPasses {
                let rules = Set(current.indices.filter { plan.acceptedFindings.contains($0) }.map { current[$0].ruleID }).sorted()
                return discarded(file, findings, diagnostic: FileDiagnostic(location: nil, message:
                    "fixes did not converge after \(configuration.maximumPasses) passes (rules still rewriting: \(rules.joined(separator: ", "))); nothing was changed. Please report this with the file."))
            }
            let rewritten = SourceFile(path: file.path, bytes: plan.apply(to: bytes))
            let rewrittenTree = SyntaxTree(file: rewritten)
            if let problem = FileFixer.damage(from: tree, to: rewrittenTree) {
                let rules = Set(plan.acceptedFindings.map { current[$0].ruleID }).sorted()
                let finding = Finding(ruleID: "fix-verification", severity: nil,
                                      message: "a11yfix discarded its fixes for this file: the rewrite by \(rules.joined(separator: ", ")) would introduce \(problem); please report this",
                                      offset: 0, fix: nil)
                var outcome = discarded(file, findings, diagnostic: nil)
                outcome.findings.append(ReportedFinding(finding: finding, location: SourceLocation(line: 1, column: 1), status: .notFixable, lineText: file.lineText(0)))
                return outcome
            }
            plans.append(plan)
            chosenOffset = chosenOffset.map(plan.mapOffset)
            bytes = rewritten.bytes
            suppressed = suppressed.mapped(through: plan)
            current = runRules(on: rewrittenTree, suppressed: suppressed, comments: nil)
        }

        // A finding is fixed when its fix applies and the rules no longer report it where it moved to.
        let remaining = Set(current.map { RemainingKey(ruleID: $0.ruleID, offset: $0.offset) })
        let statuses = findings.indices.map { index -> FixStatus in
            let finding = findings[index]
            let status = initialStatus(finding, attempted: true)
            guard status == .fixed else { return status }
            // Suppression comments are judged in the first pass only (see `runRules`).
            if finding.ruleID == UnusedSuppressionRule.id { return plans.first?.acceptedFindings.contains(index) == true ? .fixed : .notApplied }
            let moved = plans.reduce(finding.offset) { $1.mapOffset($0) }
            return remaining.contains(RemainingKey(ruleID: finding.ruleID, offset: moved)) ? .notApplied : .fixed
        }
        return FileOutcome(file: file, fixedBytes: plans.isEmpty ? nil : bytes,
                           findings: report(findings, in: file, statuses: statuses), diagnostics: diagnostics)
    }

    private struct RemainingKey: Hashable {
        var ruleID: String
        var offset: Int
    }

    private func initialStatus(_ finding: Finding, attempted: Bool) -> FixStatus {
        guard let fix = finding.fix, fix.safety != .none else { return .notFixable }
        if fix.safety == .unsafe, !configuration.applyUnsafeFixes { return .heldBackUnsafe }
        return attempted ? .fixed : .notAttempted
    }

    private func discarded(_ file: SourceFile, _ findings: [Finding], diagnostic: FileDiagnostic?) -> FileOutcome {
        let statuses = findings.map { initialStatus($0, attempted: true) == .fixed ? FixStatus.notApplied : initialStatus($0, attempted: true) }
        return FileOutcome(file: file, fixedBytes: nil, findings: report(findings, in: file, statuses: statuses),
                           diagnostics: diagnostic.map { [$0] } ?? [])
    }

    /// Whether the configured scope covers `file`: test code, code no target compiles and sample
    /// code only when the scope asks for them.
    func covers(_ file: SourceFile) -> Bool {
        switch configuration.options.sourceRole {
        case .test where !configuration.scope.contains(.tests): return false
        case .notCompiled where !configuration.scope.contains(.uncompiled): return false
        default: return configuration.scope.contains(.samples) || !SampleCode.isSamplePath(file.path, projectRoot: configuration.project?.root)
        }
    }

    /// The findings that are not suppressed. `comments` (the first pass only) are judged by
    /// `unused-suppression` when it runs: later passes see the text the first pass's fixes made, where
    /// the comments' verdicts are already applied.
    func runRules(on tree: SyntaxTree, suppressed: SuppressionCoverage = SuppressionCoverage(), comments: SuppressionComments? = nil) -> [Finding] {
        guard covers(tree.file) else { return [] }
        let context = RuleContext(tree: tree, options: configuration.options, project: configuration.project)
        var findingsByRule: [String: [Finding]] = [:]
        var findings: [Finding] = []
        var auditors: [UnusedSuppressionRule] = []
        for rule in configuration.rules {
            if let auditor = rule as? UnusedSuppressionRule {
                auditors.append(auditor)
                continue
            }
            let ruleFindings = rule.findings(in: context)
            findingsByRule[type(of: rule).id] = ruleFindings
            findings += ruleFindings.filter { !suppressed.suppresses($0) }
        }
        if let comments, !comments.isEmpty {
            for auditor in auditors { findings += auditor.audit(comments, in: context, knownFindings: findingsByRule) }
        }
        guard !findings.isEmpty else { return [] }
        let unshipped = context.unshippedRanges.filter { !configuration.scope.covers($0.kind) }
        findings = findings.compactMap { finding in
            if unshipped.contains(where: { $0.range.contains(finding.offset) }) { return nil }
            var finding = finding
            if let severity = configuration.severityOverrides[finding.ruleID] { finding.severity = severity }
            // A finding without a severity has no place in a triage-filtered run.
            if let severities = configuration.severities, !(finding.severity.map(severities.contains) ?? false) { return nil }
            return finding
        }
        return findings.sorted { ($0.offset, $0.ruleID) < ($1.offset, $1.ruleID) }
    }

    private func report(_ findings: [Finding], in file: SourceFile, statuses: [FixStatus]) -> [ReportedFinding] {
        zip(findings, statuses).map { finding, status in
            let location = file.location(of: finding.offset)
            return ReportedFinding(finding: finding, location: location, status: status, lineText: file.lineText(location.line - 1))
        }
    }

    /// What makes a file unfit for analysis and rewriting: error tokens, conflict markers, nesting
    /// too deep. Each is one line naming the position and the problem.
    public static func syntaxDiagnostics(of tree: SyntaxTree) -> [FileDiagnostic] {
        var diagnostics: [FileDiagnostic] = []
        if let deep = tree.nestingTooDeep {
            diagnostics.append(FileDiagnostic(location: tree.file.location(of: tree.tokens[deep.token].start),
                                              message: "nesting deeper than \(SyntaxTree.maximumNesting) levels; the file was not analysed"))
        }
        for diagnostic in tree.lexerDiagnostics {
            diagnostics.append(FileDiagnostic(location: tree.file.location(of: diagnostic.offset), message: diagnostic.message))
        }
        return diagnostics
    }

    /// What a rewrite broke that the input did not have: an error token, a delimiter without a
    /// partner (inputs may have some, as `#if` branches that each open a brace), too deep nesting.
    /// Nil when the rewrite is sound.
    static func damage(from original: SyntaxTree, to rewritten: SyntaxTree) -> String? {
        if let diagnostic = syntaxDiagnostics(of: rewritten).first {
            return "\(diagnostic.message) at \(diagnostic.location.map(\.description) ?? "1:1")"
        }
        if rewritten.unbalancedDelimiters.count > original.unbalancedDelimiters.count,
           let first = rewritten.unbalancedDelimiters.first(where: { index in
               !original.unbalancedDelimiters.contains { original.text(ofToken: $0) == rewritten.text(ofToken: index) }
           }) ?? rewritten.unbalancedDelimiters.first {
            return "an unbalanced '\(rewritten.text(ofToken: first))' at \(rewritten.file.location(of: rewritten.tokens[first].start))"
        }
        return nil
    }
}
