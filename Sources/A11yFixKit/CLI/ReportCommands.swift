import Foundation

/// `a11yfix audit` and `a11yfix nutrition`: reports a team pastes into a pull request or an App
/// Store submission checklist. They read the code and write nothing but the report (to stdout, or
/// atomically to `--output FILE`); a one-line summary goes to stderr.
enum ReportCommands {
    static let auditUsage = """
    OVERVIEW: Report every interactive element and its five accessibility properties (identifier,
    label, hint, value, traits), the findings grouped by severity, what is verified in code, what
    must be tested on a device, and the Nutrition Label readiness. Nothing is changed.

    USAGE: a11yfix audit [OPTIONS] [PATH ...]

      PATH is a file, a folder, or a quoted glob ('Sources/**/*View.swift'); default: the current folder.

    OPTIONS:
      --format markdown|json  Markdown for pull requests (default), or JSON for tools.
      --output FILE           Write the report to FILE (atomically) instead of stdout.
      --severity blocks|degrades|incomplete, --quick
                              Only findings of this severity or above (--quick: degrades).
      --rules ID,ID / --disable ID,ID / --config FILE / -j, --jobs N
                              As for a fix run.
      -q, --quiet             No summary line on stderr.
      -h, --help              Print this help.

    EXIT STATUS: 0 no findings, 1 the report lists findings, 2 usage error or a file that could not
    be read or analysed (listed in the report and on stderr).
    """

    static let nutritionUsage = """
    OVERVIEW: Draft the App Store Accessibility Nutrition Label recommendation for the reviewed code:
    a common-task table with a row per screen and a column per label (✅ / ❌ / — / ❔ unverified),
    which labels you could claim and which you should not, with the findings that block them. App
    Store Connect declares a label per device: for an app whose screens build for several device
    families (iPhone and iPad, Mac, …), the summary ends with what each family could claim, from
    its own screens and the findings in code it builds (a Mac-only finding withholds no iPhone claim).

    USAGE: a11yfix nutrition [OPTIONS] [PATH ...]

    OPTIONS:
      --app-version TEXT      The version the recommendation is for (default: "Current build").
      --output FILE           Write the recommendation to FILE (atomically) instead of stdout.
      --rules ID,ID / --disable ID,ID / --config FILE / -j, --jobs N
                              As for a fix run (a category whose rules do not run is unverified).
      -q, --quiet             No summary line on stderr.
      -h, --help              Print this help.

    EXIT STATUS: 0 no finding blocks a label, 1 a finding blocks one, 2 usage error or a file that
    could not be read or analysed.
    """

    /// Options a report shares with a fix run, validated by the main parser.
    static let sharedOptions: Set<String> = ["--rules", "--disable", "--config", "--jobs", "-j"]

    static func audit(_ arguments: [String], console: Console) -> Int32 {
        let parsed: SubcommandArguments
        let options: CommandOptions
        do {
            parsed = try SubcommandArguments(arguments, command: "audit", flags: ["--help", "-h", "--quick", "--quiet", "-q"],
                                             options: sharedOptions.union(["--format", "--output", "--severity"]))
            options = try commandOptions(parsed)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
        if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
            console.out(auditUsage + "\n")
            return A11yFixCommand.ExitCode.clean
        }
        let format = parsed.values["--format"] ?? "markdown"
        guard format == "markdown" || format == "json" else {
            console.err("a11yfix: error: audit's --format must be markdown or json (got '\(format)')\n")
            return A11yFixCommand.ExitCode.failure
        }
        guard let scan = scan(parsed, options: options, extraRules: [VerifyMarkerRule.self], console: console) else {
            return A11yFixCommand.ExitCode.failure
        }
        let report = AuditReport(scan: scan, paths: parsed.paths.isEmpty ? ["."] : parsed.paths, minimumSeverity: options.minimumSeverity)
        let summary = report.summary
        let findings = scan.findings.count
        let described = "audited \(summary.filesScanned) \(summary.filesScanned == 1 ? "file" : "files"): \(summary.elements) interactive elements, \(summary.accessible) accessible, \(findings) \(findings == 1 ? "finding" : "findings")"
        return finish(format == "json" ? report.json() : report.markdown(), described: described, parsed: parsed, scan: scan,
                      console: console, failed: findings > 0)
    }

    static func nutrition(_ arguments: [String], console: Console) -> Int32 {
        let parsed: SubcommandArguments
        let options: CommandOptions
        do {
            parsed = try SubcommandArguments(arguments, command: "nutrition", flags: ["--help", "-h", "--quiet", "-q"],
                                             options: sharedOptions.union(["--output", "--app-version"]))
            options = try commandOptions(parsed)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
        if parsed.flags.contains("--help") || parsed.flags.contains("-h") {
            console.out(nutritionUsage + "\n")
            return A11yFixCommand.ExitCode.clean
        }
        guard let scan = scan(parsed, options: options, extraRules: [], console: console) else { return A11yFixCommand.ExitCode.failure }
        let report = NutritionLabelReport(scan: scan, appVersion: parsed.values["--app-version"] ?? "Current build",
                                          paths: parsed.paths.isEmpty ? ["."] : parsed.paths)
        let blocked = NutritionLabel.allCases.filter { report.assessment.decision(for: $0) == .blocked }
        let claimable = report.claimable
        let screenCount = report.assessment.rows.compactMap(\.screen).count
        let described = "\(screenCount) \(screenCount == 1 ? "screen" : "screens"); could claim: \(claimable.isEmpty ? "none" : claimable.map(\.rawValue).joined(separator: ", ")); blocked: \(blocked.isEmpty ? "none" : blocked.map(\.rawValue).joined(separator: ", "))"
        return finish(report.markdown(), described: described, parsed: parsed, scan: scan, console: console, failed: !blocked.isEmpty)
    }

    /// The shared options, validated by the main parser (rule ids, `--jobs` range, `--severity`).
    private static func commandOptions(_ parsed: SubcommandArguments) throws -> CommandOptions {
        var arguments: [String] = []
        for (name, value) in parsed.values.sorted(by: { $0.key < $1.key }) where sharedOptions.contains(name) || name == "--severity" {
            arguments += [name, value]
        }
        if parsed.flags.contains("--quick") { arguments.append("--quick") }
        let options = try OptionParser.parse(arguments)
        _ = try A11yFixCommand.selectRules(options)
        return options
    }

    private static func scan(_ parsed: SubcommandArguments, options: CommandOptions, extraRules: [any Rule.Type], console: Console) -> ProjectScan? {
        do {
            return try ProjectScan.run(parsed.paths, options: options, extraRules: extraRules)
        } catch let failure as ConfigurationFailure {
            let reporter = TextReporter(color: false)
            console.err(failure.errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
        } catch {
            console.err("a11yfix: error: \(error)\n")
        }
        return nil
    }

    /// Delivers the report, prints the files that could not be analysed and the summary line, and
    /// gives the exit code.
    private static func finish(_ text: String, described: String, parsed: SubcommandArguments, scan: ProjectScan, console: Console, failed: Bool) -> Int32 {
        var errors = scan.errors
        if let path = parsed.values["--output"] {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                errors.append(ReportError(path: path, message: "cannot write the report: \(FileDiscovery.reason(error))"))
            }
        } else {
            console.out(text)
        }
        let reporter = TextReporter(color: false)
        if !errors.isEmpty {
            console.err(errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
        }
        if !parsed.flags.contains("--quiet"), !parsed.flags.contains("-q") {
            let destination = parsed.values["--output"].map { "; report written to \($0)" } ?? ""
            console.err("a11yfix: \(described)\(destination)\n")
        }
        if !errors.isEmpty { return A11yFixCommand.ExitCode.failure }
        return failed ? A11yFixCommand.ExitCode.findings : A11yFixCommand.ExitCode.clean
    }
}

/// A subcommand's arguments: flags, options with a value (`--name value` or `--name=value`) and
/// paths (everything after `--` is a path). Strict like the main parser: an unknown option is an
/// error that says what was meant.
struct SubcommandArguments {
    var paths: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], command: String, flags known: Set<String>, options: Set<String>) throws {
        var index = 0
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
                paths.append(argument)
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            let (name, inlineValue) = OptionParser.splitInlineValue(argument)
            if known.contains(name) {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
                flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
            } else {
                let candidates = known.union(options).filter { $0.hasPrefix("--") }
                let suggestion = candidates.min { (OptionParser.editDistance($0, name), $0) < (OptionParser.editDistance($1, name), $1) }
                if let suggestion, OptionParser.editDistance(suggestion, name) <= 3 {
                    throw UsageError("unknown option '\(name)' for a11yfix \(command); did you mean '\(suggestion)'? (see a11yfix \(command) --help)")
                }
                throw UsageError("unknown option '\(name)' for a11yfix \(command) (see a11yfix \(command) --help)")
            }
        }
    }
}
