import Foundation

/// What the user asked for on the command line.
public struct CommandOptions: Equatable {
    public enum Mode: String, Equatable {
        case dryRun = "dry-run"
        case apply
        case check
    }

    public enum ColorChoice: String, Equatable {
        case auto, always, never
    }

    public var mode: Mode = .dryRun
    public var paths: [String] = []
    public var readsStandardInput = false
    public var stdinPath: String?
    public var enabledRules: [String]?
    public var disabledRules: [String] = []
    public var listRules = false
    public var showVersion = false
    public var showHelp = false
    public var quiet = false
    /// `--strict`: text findings that block assistive tech say `error:`, so Xcode lists them as errors.
    public var strict = false
    /// `a11yfix build-check`: findings fail the run only when their line says `error:` (strict).
    public var failsOnlyOnErrorLines = false
    public var color: ColorChoice = .auto
    public var unsafeFixes = false
    public var identifiers = false
    public var track = false
    /// `--severity X` (`--quick` is `--severity degrades`, seed 000's quick fix mode): only findings and fixes of severity X or
    /// above; findings without a severity (identifiers, verify markers) run only without it.
    public var minimumSeverity: Severity?

    /// The severities `--severity` keeps, for `FixerConfiguration.severities`; nil keeps everything.
    public var severityFilter: Set<Severity>? {
        minimumSeverity.map { minimum in Set(Severity.allCases.filter { $0 <= minimum }) }
    }
    public var jobs: Int?
    public var format: ReportFormat = .text
    /// `--output FILE`: the report goes to FILE; the terminal output stays as without a report.
    public var outputPath: String?
    /// `--config FILE`: this configuration for every file instead of each file's nearest `.a11yfix.json`.
    public var configPath: String?
    /// `--baseline FILE`: findings recorded there are neither reported nor fixed.
    public var baselinePath: String?
    /// `--write-baseline FILE`: record the run's findings there.
    public var writeBaselinePath: String?
    /// `--staged`: the staged `.swift` files, read from the index (what the next commit contains).
    public var staged = false
    /// `--since REV`: the `.swift` files that changed since a git revision.
    public var sinceRevision: String?
    /// `--cache-path DIR`: where results are cached (default: the user's cache folder).
    public var cachePath: String?
    /// `--no-cache`: analyse every file afresh and store nothing.
    public var usesCache = true

    public init() {}
}

public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// A small, strict argument parser: `--flag`, `--option value`, `--option=value`, `-` for standard
/// input, `--` to end options. Unknown options are errors that say what was meant.
public enum OptionParser {
    public static func parse(_ arguments: [String]) throws -> CommandOptions {
        var options = CommandOptions()
        var modeFlag: String?
        var index = 0
        func setMode(_ mode: CommandOptions.Mode, _ flag: String) throws {
            if let previous = modeFlag, previous != flag {
                throw UsageError("\(previous) and \(flag) cannot be combined; choose one mode")
            }
            modeFlag = flag
            options.mode = mode
        }
        func setMinimumSeverity(_ severity: Severity) throws {
            if let previous = options.minimumSeverity, previous != severity {
                throw UsageError("--severity \(previous.rawValue) and --severity \(severity.rawValue) cannot be combined (--quick is --severity degrades); choose one")
            }
            options.minimumSeverity = severity
        }
        var onlyPaths = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPaths || !argument.hasPrefix("-") {
                options.paths.append(argument)
                continue
            }
            if argument == "-" {
                options.readsStandardInput = true
                continue
            }
            if argument == "--" {
                onlyPaths = true
                continue
            }
            let (name, inlineValue) = OptionParser.splitInlineValue(argument)
            func value() throws -> String {
                if let inlineValue { return inlineValue }
                guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                index += 1
                return arguments[index - 1]
            }
            func noValue() throws {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
            }
            switch name {
            case "--dry-run": try noValue(); try setMode(.dryRun, name)
            case "--apply", "--fix": try noValue(); try setMode(.apply, "--apply")
            case "--check", "--lint": try noValue(); try setMode(.check, "--check")
            case "--stdin-path": options.stdinPath = try value()
            case "--rules", "--only": options.enabledRules = try list(value(), option: name)
            case "--disable": options.disabledRules += try list(value(), option: name)
            case "--list-rules": try noValue(); options.listRules = true
            case "--version": try noValue(); options.showVersion = true
            case "--help", "-h": try noValue(); options.showHelp = true
            case "--quiet", "-q": try noValue(); options.quiet = true
            case "--strict": try noValue(); options.strict = true
            case "--color":
                let raw = try value()
                guard let choice = CommandOptions.ColorChoice(rawValue: raw) else {
                    throw UsageError("--color must be auto, always or never (got '\(raw)')")
                }
                options.color = choice
            case "--no-color": try noValue(); options.color = .never
            case "--unsafe", "--unsafe-fixes": try noValue(); options.unsafeFixes = true
            case "--identifiers": try noValue(); options.identifiers = true
            case "--track": try noValue(); options.track = true
            case "--severity":
                let raw = try value()
                guard let severity = Severity(rawValue: raw) else {
                    throw UsageError("--severity must be blocks, degrades or incomplete (got '\(raw)')")
                }
                try setMinimumSeverity(severity)
            case "--quick": try noValue(); try setMinimumSeverity(.degrades)
            case "--jobs", "-j":
                let raw = try value()
                guard let jobs = Int(raw), jobs >= 1, jobs <= 512 else {
                    throw UsageError("--jobs must be a whole number from 1 to 512 (got '\(raw)')")
                }
                options.jobs = jobs
            case "--format":
                let raw = try value()
                guard let format = ReportFormat(rawValue: raw) else {
                    throw UsageError("--format must be one of \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")) (got '\(raw)')")
                }
                options.format = format
            case "--output": options.outputPath = try value()
            case "--config": options.configPath = try value()
            case "--baseline": options.baselinePath = try value()
            case "--write-baseline": options.writeBaselinePath = try value()
            case "--staged": try noValue(); options.staged = true
            case "--since": options.sinceRevision = try value()
            case "--cache-path": options.cachePath = try value()
            case "--no-cache": try noValue(); options.usesCache = false
            default:
                throw UsageError(unknownOptionMessage(name))
            }
        }
        if options.readsStandardInput, !options.paths.isEmpty {
            throw UsageError("'-' reads standard input and cannot be combined with paths")
        }
        if options.stdinPath != nil, !options.readsStandardInput {
            throw UsageError("--stdin-path only applies when reading standard input ('-')")
        }
        if options.baselinePath != nil, options.writeBaselinePath != nil {
            throw UsageError("--baseline and --write-baseline cannot be combined; to refresh a baseline, run with --write-baseline alone")
        }
        if options.writeBaselinePath != nil, options.readsStandardInput {
            throw UsageError("--write-baseline records the findings of files, not of standard input")
        }
        if options.staged, options.sinceRevision != nil {
            throw UsageError("--staged and --since cannot be combined; --staged checks what the next commit contains")
        }
        if options.readsStandardInput, options.staged || options.sinceRevision != nil {
            throw UsageError("'-' reads standard input and cannot be combined with \(options.staged ? "--staged" : "--since")")
        }
        return options
    }

    private static func list(_ raw: String, option: String) throws -> [String] {
        let items = raw.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if items.isEmpty { throw UsageError("\(option) needs a comma-separated list of rule ids") }
        return RuleRegistry.resolvingIDs(items)
    }

    static let knownOptions = [
        "--severity", "--quick",
        "--dry-run", "--apply", "--check", "--stdin-path", "--rules", "--disable", "--list-rules", "--version", "--help",
        "--quiet", "--strict", "--color", "--no-color", "--unsafe", "--identifiers", "--track", "--jobs", "--format", "--output",
        "--config", "--baseline", "--write-baseline", "--staged", "--since", "--cache-path", "--no-cache",
    ]

    private static func unknownOptionMessage(_ option: String) -> String {
        let suggestion = knownOptions.min { editDistance($0, option) < editDistance($1, option) }
        if let suggestion, editDistance(suggestion, option) <= 3 {
            return "unknown option '\(option)'; did you mean '\(suggestion)'? (see a11yfix --help)"
        }
        return "unknown option '\(option)' (see a11yfix --help)"
    }

    /// `--name=value` as `("--name", "value")`; anything else as `(argument, nil)`. Only long options
    /// take an inline value, so a path such as `-a=b` stays whole.
    static func splitInlineValue(_ argument: String) -> (name: String, inlineValue: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
