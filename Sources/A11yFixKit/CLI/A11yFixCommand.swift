import Foundation

/// The `a11yfix` command: parses the arguments, runs the files through the rules in parallel, and
/// prints diffs, findings and the summary in a stable order.
public enum A11yFixCommand {
    public static let version = "0.1.0"

    public enum ExitCode {
        public static let clean: Int32 = 0
        public static let findings: Int32 = 1
        public static let failure: Int32 = 2
    }

    public static func main(_ arguments: [String], console: Console = .system()) -> Int32 {
        if let subcommand = arguments.first, let run = subcommands[subcommand] {
            return run(Array(arguments.dropFirst()), console)
        }
        let options: CommandOptions
        do {
            options = try OptionParser.parse(arguments)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return ExitCode.failure
        }
        if options.showHelp {
            console.out(HelpText.usage + "\n")
            return ExitCode.clean
        }
        if options.showVersion {
            console.out(version + "\n")
            return ExitCode.clean
        }
        if options.listRules {
            console.out(RuleList.render())
            return ExitCode.clean
        }
        let rules: [any Rule]
        do {
            rules = try selectRules(options)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return ExitCode.failure
        }
        let configuration = fixerConfiguration(options, rules: rules)
        if options.readsStandardInput {
            return runStandardInput(options, configuration: configuration, console: console)
        }
        return Run(options: options, configuration: configuration, console: console).execute()
    }

    private static let subcommands: [String: ([String], Console) -> Int32] = [
        "dump": runDump,
        "generate-docs": runGenerateDocs,
        "rule": RuleCommand.run,
        "build-check": runBuildCheck,
        "mcp": MCPServer.run,
        "lsp": LSPServer.run,
        "init": runInit,
        "audit": ReportCommands.audit,
        "nutrition": ReportCommands.nutrition,
        "install-hook": HookInstaller.install,
        "uninstall-hook": HookInstaller.uninstall,
    ]

    /// What the command line sets for every file, before each file's `.a11yfix.json` adds its own.
    static func fixerConfiguration(_ options: CommandOptions, rules: [any Rule]) -> FixerConfiguration {
        FixerConfiguration(
            rules: rules,
            options: RuleOptions(trackElements: options.track),
            computeFixes: options.mode != .check,
            applyUnsafeFixes: options.unsafeFixes,
            severities: options.severityFilter)
    }

    static func selectRules(_ options: CommandOptions) throws -> [any Rule] {
        let known = Set(RuleRegistry.ids)
        for id in (options.enabledRules ?? []) + options.disabledRules where !known.contains(id) {
            throw UsageError("unknown rule '\(id)'; known rules: \(RuleRegistry.ids.joined(separator: ", ")) (see --list-rules)")
        }
        return Configuration().ruleTypes(options: options).map { $0.init() }
    }

    private static func runStandardInput(_ options: CommandOptions, configuration commandLine: FixerConfiguration, console: Console) -> Int32 {
        let path = options.stdinPath ?? "<stdin>"
        var reporter = TextReporter(color: console.usesColor(options.color, terminal: console.standardErrorIsTerminal), strict: options.strict)
        let bytes = console.readStandardInput()
        // The configuration is looked up from --stdin-path's folder (the current folder without it),
        // and the project index takes the text read as that file's.
        let resolved = InMemoryFile.resolve(bytes, path: options.stdinPath, options: options, base: commandLine, environment: console.environment)
        let configuration: FixerConfiguration
        let baseline: Baseline?
        switch resolved.resolution {
        case .failed:
            console.err(resolved.errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
            return ExitCode.failure
        case .excluded:
            if options.mode != .check { console.out(bytes) }
            return ExitCode.clean
        case let .configured(fileConfiguration):
            configuration = fileConfiguration
            reporter.strict = options.strict || fileConfiguration.strict
        }
        do {
            baseline = try options.baselinePath.map { try Baseline.load(option: $0) }
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return ExitCode.failure
        }
        let baselineEntries = baseline?.entries(forFile: FilePaths.absolute(path, in: FileManager.default.currentDirectoryPath))
        switch InMemoryFile.analyse(bytes, path: path, configuration: configuration, baseline: baselineEntries) {
        case let .failure(error):
            console.err(reporter.error(error.message, path: path, location: error.location) + "\n")
            if options.mode != .check, options.printsTerminalFindings { console.out(bytes) }
            if options.writesReport {
                _ = ReportFormat.deliverStandardInput(nil, errors: [ReportError(path: path, location: error.location, message: error.message)],
                                                      options: options, configuration: configuration, console: console, reporter: reporter)
            }
            return ExitCode.failure
        case let .success(outcome):
            if options.mode != .check, options.printsTerminalFindings {
                console.out(outcome.fixedBytes ?? bytes)
            }
            if !options.quiet, options.printsTerminalFindings {
                for finding in outcome.findings { console.err(reporter.finding(finding, path: path) + "\n") }
            }
            for diagnostic in outcome.diagnostics {
                console.err(reporter.error(diagnostic.message, path: path, location: diagnostic.location) + "\n")
            }
            if options.writesReport, !ReportFormat.deliverStandardInput(
                outcome, errors: outcome.diagnostics.map { ReportError(path: path, location: $0.location, message: $0.message) },
                options: options, configuration: configuration, console: console, reporter: reporter) {
                return ExitCode.failure
            }
            if !outcome.diagnostics.isEmpty { return ExitCode.failure }
            return outcome.findings.isEmpty ? ExitCode.clean : ExitCode.findings
        }
    }

    /// `a11yfix init --config [FOLDER]`: a starter `.a11yfix.json` (never over an existing one);
    /// `--tracker` and `--ui-test` go to `InitCommand`.
    private static func runInit(_ arguments: [String], console: Console) -> Int32 {
        if let generated = arguments.first.flatMap(InitCommand.Generated.init(rawValue:)) {
            return InitCommand.run(generated, arguments: Array(arguments.dropFirst()), console: console)
        }
        guard arguments.first == "--config", arguments.count <= 2, !(arguments.dropFirst().first?.hasPrefix("-") ?? false) else {
            console.err("a11yfix: error: \(InitCommand.usage)\n")
            return ExitCode.failure
        }
        do {
            let written = try StarterConfiguration.write(into: arguments.count == 2 ? arguments[1] : ".")
            console.out("a11yfix: wrote \(written); every key is at its default, with a $comment explaining it (docs/configuration.md)\n")
            return ExitCode.clean
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return ExitCode.failure
        }
    }

    static let buildCheckUsage = "usage: a11yfix build-check [--stamp FILE] [--strict] [--config FILE] [--rules ID,ID] [--disable ID,ID] [PATH ...]"

    /// `a11yfix build-check`: `--check` for builds (the build-tool plugin, an Xcode build phase).
    /// Findings print as warnings and the build goes on; those that say `error:` (🔴 under `--strict`
    /// or the config's `strict`) fail it, as do files a11yfix cannot read. `--stamp FILE` is touched
    /// after a run that passed, as the output a build system waits for.
    private static func runBuildCheck(_ arguments: [String], console: Console) -> Int32 {
        var remaining = arguments
        var stamp: String?
        if let index = remaining.firstIndex(of: "--stamp") {
            guard index + 1 < remaining.count else {
                console.err("a11yfix: error: --stamp needs a value (\(buildCheckUsage))\n")
                return ExitCode.failure
            }
            stamp = remaining[index + 1]
            remaining.removeSubrange(index...(index + 1))
        }
        var options: CommandOptions
        let rules: [any Rule]
        do {
            options = try OptionParser.parse(remaining)
            if options.mode == .apply || options.readsStandardInput || options.format != .text || options.showHelp {
                throw UsageError(buildCheckUsage)
            }
            rules = try selectRules(options)
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return ExitCode.failure
        }
        options.mode = .check
        options.failsOnlyOnErrorLines = true
        // Absolute paths in the findings, which Xcode and SwiftPM link to the line: a11yfix prints
        // paths relative to the current folder, so the run happens from the root folder.
        let currentDirectory = FileManager.default.currentDirectoryPath
        options.paths = (options.paths.isEmpty ? ["."] : options.paths).map { FilePaths.absolute($0, in: currentDirectory) }
        options.configPath = options.configPath.map { FilePaths.absolute($0, in: currentDirectory) }
        options.baselinePath = options.baselinePath.map { FilePaths.absolute($0, in: currentDirectory) }
        options.cachePath = options.cachePath.map { FilePaths.absolute($0, in: currentDirectory) }
        stamp = stamp.map { FilePaths.absolute($0, in: currentDirectory) }
        guard FileManager.default.changeCurrentDirectoryPath("/") else {
            console.err("a11yfix: error: cannot change to the root folder\n")
            return ExitCode.failure
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(currentDirectory) }
        let status = Run(options: options, configuration: fixerConfiguration(options, rules: rules), console: console).execute()
        if status == ExitCode.clean, let stamp {
            let url = URL(fileURLWithPath: stamp)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data().write(to: url)
            } catch {
                console.err("\(stamp): error: cannot write the stamp file: \(FileDiscovery.reason(error))\n")
                return ExitCode.failure
            }
        }
        return status
    }

    private static func runDump(_ arguments: [String], console: Console) -> Int32 {
        guard arguments.count == 1, let path = arguments.first, !path.hasPrefix("-") else {
            console.err("a11yfix: error: usage: a11yfix dump FILE\n")
            return ExitCode.failure
        }
        switch SourceLoader.load(path: path) {
        case let .failure(error):
            let place = error.location.map { "\(path):\($0.line):\($0.column):" } ?? "\(path):"
            console.err("\(place) error: \(error.message)\n")
            return ExitCode.failure
        case let .success(file):
            let resolver = ConfigurationResolver(options: CommandOptions(), base: FixerConfiguration(rules: []))
            let configuration: FixerConfiguration? = if case let .configured(configuration) = resolver.resolve(path) { configuration } else { nil }
            let tree = SyntaxTree(file: file)
            let context = RuleContext(tree: tree, options: configuration?.options ?? RuleOptions(), project: configuration?.project)
            console.out((configuration.map(projectSummary) ?? "") + TreeDump.render(tree) + ElementDump.render(context))
            return ExitCode.clean
        }
    }

    /// What the file's project says of it, as `dump` shows it above the tree: the targets' verdict,
    /// platforms and deployment versions that decide which fixes the file gets.
    private static func projectSummary(of configuration: FixerConfiguration) -> String {
        let options = configuration.options
        let platforms = options.platforms.isEmpty ? "unknown" : options.platforms.sorted().joined(separator: ", ")
        let versions = options.deploymentTargets.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        return "# project \(configuration.project?.root ?? "none"): \(options.sourceRole.rawValue) code; platforms \(platforms)"
            + (versions.isEmpty ? "" : "; deployment \(versions)") + "\n"
    }

    private static func runGenerateDocs(_ arguments: [String], console: Console) -> Int32 {
        guard arguments.count == 1, let folder = arguments.first else {
            console.err("a11yfix: error: usage: a11yfix generate-docs FOLDER\n")
            return ExitCode.failure
        }
        do {
            for (name, content) in RuleDocumentation.files() {
                let url = URL(fileURLWithPath: folder).appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try content.write(to: url, atomically: true, encoding: .utf8)
            }
        } catch {
            console.err("a11yfix: error: \(error.localizedDescription)\n")
            return ExitCode.failure
        }
        return ExitCode.clean
    }
}
