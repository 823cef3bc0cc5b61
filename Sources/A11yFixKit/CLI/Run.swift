import Foundation

/// One run over files: discovery, parallel processing on worker threads, and output in the order of
/// the sorted file list whatever order the workers finish in. Errors are collected and printed after
/// every file has been processed, just before the summary, so they never scroll away.
struct Run {
    let options: CommandOptions
    let configuration: FixerConfiguration
    let console: Console

    /// Worker threads get a large stack: the parser recurses once per nesting level (bounded by
    /// `SyntaxTree.maximumNesting`), and secondary threads' default stacks are small.
    static let workerStackSize = 16 << 20

    /// What one file contributes to the output.
    struct FileReport {
        var diff = ""
        var findingLines: [String] = []
        var errors: [ReportError] = []
        /// The file's findings for the report (`--format`, `--output`); nil when there is none.
        var result: ReportFile?
        var findings = 0
        /// Findings whose line says `error:` (strict).
        var errorLines = 0
        var fixed = 0
        var heldBackUnsafe = 0
        var changed = false
        /// What the file's fixes add, for the Accessibility Summary.
        var applied = AccessibilitySummary.FileFixes()
        /// For `--write-baseline`: the file's findings, by absolute path.
        var baselineFindings: [(rule: String, path: String, lineText: String, fixed: Bool)] = []
    }

    func execute() -> Int32 {
        let started = Date()
        let discovery: FileDiscovery.Result
        let staged: StagedFiles?
        do {
            (discovery, staged) = try GitFileSelection.discover(options)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
        let cache = ResultCache.forRun(options, environment: console.environment)
        let reporter = TextReporter(color: console.usesColor(options.color, terminal: console.standardErrorIsTerminal), strict: options.strict)
        let diffColor = console.usesColor(options.color, terminal: console.standardOutputIsTerminal)
        var errors = discovery.problems.map { ReportError(path: $0.path, message: $0.message) }
        var totals = FileReport()

        // Every file's configuration before any file is processed: a broken config stops the run.
        let resolver = ConfigurationResolver(options: options, base: configuration, indexCache: cache?.indexCache,
                                             contents: staged?.contentsByAbsolutePath ?? [:])
        let configured = discovery.files.compactMap { path -> (path: String, configuration: FixerConfiguration)? in
            guard case let .configured(fileConfiguration) = resolver.resolve(path) else { return nil }
            return (path, fileConfiguration)
        }
        let files = configured.map(\.path)
        if !resolver.errors.isEmpty {
            console.err(resolver.errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
            return A11yFixCommand.ExitCode.failure
        }
        let baseline: Baseline?
        do {
            baseline = try options.baselinePath.map { try Baseline.load(option: $0) }
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
        let progress = ProgressLine(console: console, quiet: options.quiet, files: files, started: started)
        let printer = OrderedPrinter(count: files.count) { report in
            if !report.diff.isEmpty { progress?.clear(); console.out(report.diff) }
            if !options.quiet, !report.findingLines.isEmpty { progress?.clear(); console.err(report.findingLines.joined(separator: "\n") + "\n") }
            progress?.fileDone()
        }
        let jobs = max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, files.count))
        let queue = WorkQueue(count: files.count)
        let group = DispatchGroup()
        for _ in 0..<jobs {
            group.enter()
            let thread = Thread {
                while let index = queue.next() {
                    printer.deliver(process(files[index], fixer: FileFixer(configuration: configured[index].configuration), baseline: baseline,
                                            staged: staged, linkTarget: discovery.linkedOutside[files[index]], cache: cache,
                                            reporter: reporter, diffColor: diffColor), at: index)
                }
                group.leave()
            }
            thread.stackSize = Run.workerStackSize
            thread.start()
        }
        group.wait()
        progress?.clear()
        if let cache, cache.writes > 0 { cache.pruneIfDue() }
        var stagingMessage: String?
        if let staged, options.mode == .apply {
            let restaged = staged.restage()
            errors += restaged.errors
            stagingMessage = staged.summary(restaged: restaged.count)
        }

        for report in printer.reports {
            errors += report.errors
            totals.findings += report.findings
            totals.errorLines += report.errorLines
            totals.fixed += report.fixed
            totals.heldBackUnsafe += report.heldBackUnsafe
            if report.changed { totals.changed = true }
        }
        let changedFiles = printer.reports.filter(\.changed).count
        var baselineMessage: String?
        if let target = options.writeBaselinePath {
            // What stays in the files: with --apply, findings whose fixes were written are gone.
            let findings = printer.reports.flatMap { report in
                report.baselineFindings.filter { !(options.mode == .apply && report.changed && $0.fixed) }.map { ($0.rule, $0.path, $0.lineText) }
            }
            let written = Baseline(findings: findings, folder: FilePaths.folder(of: FilePaths.absolute(target, in: FileManager.default.currentDirectoryPath)))
            do {
                try written.encoded().write(to: URL(fileURLWithPath: target), options: .atomic)
                baselineMessage = "a11yfix: wrote \(findings.count) \(findings.count == 1 ? "finding" : "findings") to the baseline \(target); --baseline \(target) reports only new ones"
            } catch {
                errors.append(ReportError(path: target, message: "cannot write the baseline: \(FileDiscovery.reason(error))"))
            }
        }
        var summary = TextReporter.Summary(
            mode: options.mode, files: files.count, findings: totals.findings, fixed: totals.fixed,
            changedFiles: changedFiles, heldBackUnsafe: totals.heldBackUnsafe, errors: errors.count,
            seconds: Date().timeIntervalSince(started))
        if options.writesReport {
            let report = RunReport(options: options, configuration: configuration, files: printer.reports.compactMap(\.result),
                                   errors: errors, summary: summary)
            if let failure = ReportFormat.deliver(report, options: options, console: console) {
                errors.append(failure)
                summary.errors = errors.count
            }
        }
        if !options.quiet, options.mode != .check, options.printsTerminalFindings,
           let applied = AccessibilitySummary(files: printer.reports.filter(\.changed).map(\.applied), mode: options.mode,
                                              bold: console.usesColor(options.color, terminal: console.standardErrorIsTerminal)).render() {
            console.err(applied)
        }
        if !errors.isEmpty {
            console.err(errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
        }
        if !options.quiet { console.err(reporter.summary(summary) + "\n") }
        if !options.quiet, let baselineMessage { console.err(baselineMessage + "\n") }
        if !options.quiet, let stagingMessage { console.err(stagingMessage + "\n") }
        if !errors.isEmpty { return A11yFixCommand.ExitCode.failure }
        if options.writeBaselinePath != nil { return A11yFixCommand.ExitCode.clean }
        let failingFindings = options.failsOnlyOnErrorLines ? totals.errorLines : totals.findings
        return failingFindings > 0 ? A11yFixCommand.ExitCode.findings : A11yFixCommand.ExitCode.clean
    }

    /// `linkTarget`: where the file really is when it was reached through a symbolic link to a file
    /// outside the folders named; its fixes are reported, never written or shown as a diff.
    private func process(_ path: String, fixer: FileFixer, baseline: Baseline?, staged: StagedFiles?, linkTarget: String?,
                         cache: ResultCache?, reporter: TextReporter, diffColor: Bool) -> FileReport {
        var report = FileReport()
        let file: SourceFile
        switch staged?.load(path) ?? SourceLoader.load(path: path) {
        case let .failure(error):
            report.errors.append(ReportError(path: path, location: error.location, message: error.message))
            return report
        case let .success(loaded):
            file = loaded
        }
        let absolutePath = FilePaths.absolute(path, in: FileManager.default.currentDirectoryPath)
        let fileBaseline = baseline?.entries(forFile: absolutePath)
        let outcome = cache?.outcome(of: file, absolutePath: absolutePath, fixer: fixer, baseline: fileBaseline)
            ?? fixer.process(file, baseline: fileBaseline)
        if options.writeBaselinePath != nil {
            report.baselineFindings = outcome.findings.map { ($0.ruleID, absolutePath, $0.lineText, $0.isFixed) }
        }
        report.findings = outcome.findings.count
        report.fixed = outcome.fixedCount
        report.heldBackUnsafe = outcome.findings.filter { $0.status == .heldBackUnsafe }.count
        var fileReporter = reporter
        fileReporter.strict = reporter.strict || fixer.configuration.strict
        report.errorLines = outcome.findings.filter(fileReporter.saysError).count
        if options.printsTerminalFindings { report.findingLines = outcome.findings.map { fileReporter.finding($0, path: path) } }
        if options.writesReport { report.result = ReportFile(outcome: outcome, format: options.format) }
        report.errors = outcome.diagnostics.map { ReportError(path: path, location: $0.location, message: $0.message) }
        guard let fixed = outcome.fixedBytes else { return report }
        if let linkTarget, options.mode != .check {
            report.findingLines.append("\(path): note: a symbolic link to \(linkTarget), outside the paths given, so its fixes were not "
                + "\(options.mode == .apply ? "written" : "shown") (run a11yfix on \(ShellQuoting.quote(linkTarget)) to fix it)")
            report.fixed = 0
            report.result?.markNotWritten()
            return report
        }
        report.applied = AccessibilitySummary.FileFixes(outcome: outcome, path: path, fixedBytes: fixed)
        switch options.mode {
        case .dryRun:
            if options.printsTerminalFindings { report.diff = UnifiedDiff.render(path: path, old: file.bytes, new: fixed, color: diffColor) }
            report.changed = true
        case .apply:
            do {
                if let staged { try staged.write(fixed, to: path) } else { try AtomicWriter.write(fixed, to: path, expectedOriginal: file.bytes) }
                report.changed = true
            } catch let partiallyStaged as PartiallyStagedFile {
                report.findingLines.append(partiallyStaged.note)
            } catch {
                report.errors.append(ReportError(path: path, message: "\(error)"))
            }
            if !report.changed {
                report.fixed = 0
                report.result?.markNotWritten()
            }
        case .check:
            break
        }
        return report
    }
}

/// Hands out file indices to worker threads.
final class WorkQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }
}

/// Prints reports in index order as soon as every earlier one has arrived, so output is stable
/// and streams instead of waiting for the whole run. Keeps each report's counts for the summary.
final class OrderedPrinter: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Int: Run.FileReport] = [:]
    private var nextToPrint = 0
    private(set) var reports: [Run.FileReport]
    private let print: (Run.FileReport) -> Void

    init(count: Int, print: @escaping (Run.FileReport) -> Void) {
        self.reports = Array(repeating: Run.FileReport(), count: count)
        self.print = print
    }

    func deliver(_ report: Run.FileReport, at index: Int) {
        lock.lock()
        defer { lock.unlock() }
        pending[index] = report
        while let ready = pending.removeValue(forKey: nextToPrint) {
            print(ready)
            var kept = ready
            kept.diff = ""
            kept.findingLines = []
            reports[nextToPrint] = kept
            nextToPrint += 1
        }
    }
}
