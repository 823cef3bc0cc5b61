import Foundation

/// One pass over the files for the reports (`a11yfix audit`, `a11yfix nutrition`, `a11yfix init
/// --ui-test`): each file's findings from the configured rules (reported, never fixed), its
/// interactive elements, what its code shows, and its type declarations. Files are read in
/// parallel, and kept in the order of the sorted file list.
public struct ProjectScan {
    public struct File: Sendable {
        public var path: String
        public var findings: [ReportedFinding]
        public var elements: [AuditElement]
        public var facts: CodeFacts
        public var types: [DeclaredType]
        /// The colours its views set, for the Nutrition Label's colour categories.
        public var colors = ViewColors()
        /// The platforms each finding's code builds for, in the order of `findings`; empty when not read
        /// (every platform), for the Nutrition Label of each device family.
        public var findingPlatforms: [Set<BuildPlatform>] = []

        /// The platforms of the finding at `index`.
        public func platforms(ofFinding index: Int) -> Set<BuildPlatform> {
            findingPlatforms.indices.contains(index) ? findingPlatforms[index] : Set(BuildPlatform.allCases)
        }
    }

    public var files: [File]
    /// Files that could not be read or analysed, and paths that match nothing.
    public var errors: [ReportError]
    /// The rules that ran, in registry order.
    public var rules: [RuleDescription]

    public var facts: CodeFacts {
        files.reduce(into: CodeFacts()) { $0.add($1.facts) }
    }

    public var findings: [(path: String, finding: ReportedFinding)] {
        files.flatMap { file in file.findings.map { (file.path, $0) } }
    }

    public var screenMap: ScreenMap { ScreenMap(types: files.flatMap(\.types)) }

    /// Scans `paths` (files, folders, or quoted globs such as `'Sources/**/*View.swift'`) with the
    /// rules the configuration selects, plus `extraRules`. Throws the configuration's errors.
    public static func run(_ paths: [String], options: CommandOptions, extraRules: [any Rule.Type] = []) throws -> ProjectScan {
        var expansion = GlobExpansion.expand(paths.isEmpty ? ["."] : paths)
        let discovery = FileDiscovery().discover(expansion.paths)
        expansion.problems += discovery.problems.map { ReportError(path: $0.path, message: $0.message) }
        let base = FixerConfiguration(rules: [], computeFixes: false, severities: options.severityFilter)
        let resolver = ConfigurationResolver(options: options, base: base)
        let configured = discovery.files.compactMap { path -> (path: String, configuration: FixerConfiguration)? in
            guard case var .configured(configuration) = resolver.resolve(path) else { return nil }
            for rule in extraRules where !configuration.rules.contains(where: { type(of: $0).id == rule.id }) {
                configuration.rules.append(rule.init())
            }
            return (path, configuration)
        }
        if !resolver.errors.isEmpty { throw ConfigurationFailure(errors: resolver.errors) }

        let results = ScanResults(count: configured.count)
        let queue = WorkQueue(count: configured.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(options.jobs ?? ProcessInfo.processInfo.activeProcessorCount, configured.count)) {
            group.enter()
            let thread = Thread {
                while let index = queue.next() {
                    results.set(index, scan(configured[index].path, configuration: configured[index].configuration))
                }
                group.leave()
            }
            thread.stackSize = Run.workerStackSize
            thread.start()
        }
        group.wait()

        var files: [File] = []
        var errors = expansion.problems
        for result in results.all {
            switch result {
            case let .success(file)?: files.append(file)
            case let .failure(failure)?: errors += failure.errors
            case nil: break
            }
        }
        let ran = Set(configured.flatMap { $0.configuration.rules.map { type(of: $0).id } })
        var rules: [RuleDescription] = []
        for rule in RuleRegistry.all + extraRules where ran.contains(rule.id) && !rules.contains(where: { $0.id == rule.id }) {
            rules.append(rule.description)
        }
        return ProjectScan(files: files, errors: errors, rules: rules)
    }

    struct FileFailure: Error {
        var errors: [ReportError]
    }

    private static func scan(_ path: String, configuration: FixerConfiguration) -> Result<File, FileFailure> {
        let file: SourceFile
        switch SourceLoader.load(path: path) {
        case let .failure(error): return .failure(FileFailure(errors: [ReportError(path: path, location: error.location, message: error.message)]))
        case let .success(loaded): file = loaded
        }
        let fixer = FileFixer(configuration: configuration)
        let outcome = fixer.process(file)
        if !outcome.diagnostics.isEmpty {
            return .failure(FileFailure(errors: outcome.diagnostics.map { ReportError(path: path, location: $0.location, message: $0.message) }))
        }
        // Tests, samples and code no target compiles show no screens and have no elements a person meets.
        guard fixer.covers(file) else { return .success(File(path: path, findings: outcome.findings, elements: [], facts: CodeFacts(), types: [])) }
        let context = RuleContext(tree: SyntaxTree(file: file), options: configuration.options, project: configuration.project)
        let elements = ElementInventory.reconciled(ElementInventory.elements(in: context, scope: configuration.scope), with: outcome.findings)
        var scanned = File(path: path, findings: outcome.findings, elements: elements,
                           facts: CodeFacts.of(context, elements: elements), types: DeclaredType.all(in: context), colors: context.viewColors)
        scanned.findingPlatforms = outcome.findings.map { Set(context.platforms(atOffset: $0.finding.offset).platforms) }
        return .success(scanned)
    }
}

/// The workers' results, by file index.
private final class ScanResults: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<ProjectScan.File, ProjectScan.FileFailure>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<ProjectScan.File, ProjectScan.FileFailure>) {
        lock.lock()
        results[index] = result
        lock.unlock()
    }

    var all: [Result<ProjectScan.File, ProjectScan.FileFailure>?] {
        lock.lock()
        defer { lock.unlock() }
        return results
    }
}

/// Paths with `*`, `?` or `[` that name no file are globs (`'Sources/**/*View.swift'`, quoted so the
/// shell leaves them alone): they become the Swift files that match, in the config file's dialect
/// (see `Glob`), searched from the pattern's first folder without wildcards.
enum GlobExpansion {
    static func expand(_ paths: [String]) -> (paths: [String], problems: [ReportError]) {
        var result: [String] = []
        var problems: [ReportError] = []
        for path in paths {
            guard path.contains(where: { "*?[".contains($0) }), !FileManager.default.fileExists(atPath: path) else {
                result.append(path)
                continue
            }
            let current = FileManager.default.currentDirectoryPath
            let fixed = path.split(separator: "/", omittingEmptySubsequences: false).prefix { !$0.contains(where: { "*?[".contains($0) }) }
            let base = fixed.isEmpty ? "." : (fixed == [""] ? "/" : fixed.joined(separator: "/"))
            // Both sides absolute, so `../App/**/*.swift` and `/work/App/*View.swift` match as written.
            let pattern = Glob(FilePaths.absolute(path, in: current))
            let matches = FileDiscovery().discover([base]).files.filter { file in
                pattern.matches(FilePaths.absolute(file, in: current).split(separator: "/"))
            }
            if matches.isEmpty {
                problems.append(ReportError(path: path, message: "no Swift files match this pattern"))
            }
            result += matches
        }
        return (result, problems)
    }
}
