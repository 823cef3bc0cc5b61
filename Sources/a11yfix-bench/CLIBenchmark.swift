import Foundation

/// Whole `a11yfix --check` runs over the corpus, spawned as separate processes: wall time on one and
/// two cores, peak memory, and the cache when the binary has one.
struct CLIMeasurement {
    struct Series {
        let jobs: Int
        let results: [ChildResult]

        var wallSeconds: Statistic { Statistic(results.map(\.wallSeconds)) }
        var cpuSeconds: Statistic { Statistic(results.map(\.cpuSeconds)) }
        var peakResidentBytes: Int { results.map(\.maximumResidentBytes).max() ?? 0 }
        var spawnerResidentBytes: Int? { results.compactMap(\.spawnerResidentBytes).max() }
        var exitStatus: Int32? {
            if case let .exited(status) = results.first?.termination { return status }
            return nil
        }
    }

    struct CacheSeries {
        let cold: [ChildResult]
        let warm: [ChildResult]
    }

    /// The arguments every timed run shares, before `--jobs N` and the corpus.
    var commonArguments: [String] = []
    var single: Series?
    var dual: Series?
    var cache: CacheSeries?
    /// `--check` on ten files of the corpus with warm caches, as a pre-commit hook runs.
    var tenFilesWarm: [ChildResult]?
    /// Why some measurement is missing or should be read with care.
    var notes: [String] = []
    /// Whether something that should have run could not; the bench then exits non-zero.
    var failed = false

    /// A run is usable when a11yfix finished its check: 0 (nothing found) or 1 (findings).
    static func succeeded(_ result: ChildResult) -> Bool {
        result.termination == .exited(0) || result.termination == .exited(1)
    }

    /// Long enough for any plausible run over the corpus, short enough that a hang does not stall CI.
    static let timeout: TimeInterval = 300

    static func run(a11yfix: String, corpus: String, runs: Int) -> CLIMeasurement {
        var measurement = CLIMeasurement()
        guard FileManager.default.isExecutableFile(atPath: a11yfix) else {
            measurement.notes.append("\(a11yfix) is not an executable file; CLI measurements skipped")
            measurement.failed = true
            return measurement
        }
        let corpusPath = URL(fileURLWithPath: corpus).standardizedFileURL.path
        // Asking the parser rather than reading --help: the help text can lag behind the options,
        // and a binary that caches by default would otherwise be timed on cache hits.
        let supportsCache: Bool
        do {
            supportsCache = try ChildProcess.run(a11yfix, ["--no-cache", "--version"], timeout: 60).termination == .exited(0)
        } catch {
            measurement.notes.append("\(error)")
            measurement.failed = true
            return measurement
        }
        // With a cache, repeated runs would measure cache hits; the timed runs must do the work.
        measurement.commonArguments = ["--check", "--quiet", "--no-color"] + (supportsCache ? ["--no-cache"] : [])

        // One untimed run first: it tells whether the binary can do the job at all.
        guard measurement.attempt(a11yfix, jobs: 2, corpus: corpusPath, what: "first --check run") != nil else {
            return measurement
        }
        var single: [ChildResult] = []
        var dual: [ChildResult] = []
        // Interleaved, so a slow phase of the machine affects both series alike.
        for _ in 0..<runs {
            guard let one = measurement.attempt(a11yfix, jobs: 1, corpus: corpusPath, what: "--jobs 1 run"),
                  let two = measurement.attempt(a11yfix, jobs: 2, corpus: corpusPath, what: "--jobs 2 run") else { break }
            single.append(one)
            dual.append(two)
        }
        if single.count == runs {
            measurement.single = Series(jobs: 1, results: single)
            measurement.dual = Series(jobs: 2, results: dual)
        }

        if supportsCache {
            measurement.measureCache(a11yfix, corpus: corpusPath, runs: runs)
        } else {
            measurement.notes.append("cached re-run skipped: a11yfix does not accept --no-cache")
        }
        return measurement
    }

    /// Runs `--check` once; on failure records what happened and returns nil.
    private mutating func attempt(_ a11yfix: String, jobs: Int, corpus: String, what: String,
                                  cached: Bool = false, environment: [String: String] = [:], files: [String]? = nil) -> ChildResult? {
        var arguments = commonArguments
        if cached { arguments.removeAll { $0 == "--no-cache" } }
        arguments += ["--jobs", "\(jobs)"] + (files ?? [corpus])
        do {
            let result = try ChildProcess.run(a11yfix, arguments, environment: environment, timeout: CLIMeasurement.timeout)
            if CLIMeasurement.succeeded(result) { return result }
            var note = "\(what) failed: a11yfix \(arguments.joined(separator: " ")) → \(result.summary)"
            let errorLines = result.standardError.split(separator: "\n", omittingEmptySubsequences: true)
            if !errorLines.isEmpty {
                note += "; its stderr ends with:\n" + errorLines.suffix(8).map { "      \($0)" }.joined(separator: "\n")
            }
            notes.append(note)
        } catch {
            notes.append("\(what) could not start: \(error)")
        }
        failed = true
        return nil
    }

    /// A pre-commit run: `--check` on ten files spread over the corpus, once to warm the caches
    /// (the project index covers every file of the corpus either way), then timed.
    private mutating func measureTenFiles(_ a11yfix: String, corpus: String, runs: Int) {
        let all = (FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        guard all.count >= 10 else { return }
        let files = stride(from: 0, to: all.count, by: all.count / 10).prefix(10).map { (corpus as NSString).appendingPathComponent(all[$0]) }
        let cacheHome = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11yfix-bench-cache-\(getpid())-ten")
        defer { try? FileManager.default.removeItem(atPath: cacheHome) }
        let environment = ["XDG_CACHE_HOME": cacheHome, "HOME": cacheHome]
        guard attempt(a11yfix, jobs: 2, corpus: corpus, what: "10-file run", cached: true, environment: environment, files: files) != nil else { return }
        var warm: [ChildResult] = []
        for _ in 0..<runs {
            guard let run = attempt(a11yfix, jobs: 2, corpus: corpus, what: "warm 10-file run", cached: true, environment: environment, files: files) else { return }
            warm.append(run)
        }
        tenFilesWarm = warm
    }

    /// Cold and warm `--check` runs with the cache on. a11yfix keeps its cache under
    /// `$XDG_CACHE_HOME` (else `$HOME`), so each cold run gets a fresh, empty one there.
    private mutating func measureCache(_ a11yfix: String, corpus: String, runs: Int) {
        let fileManager = FileManager.default
        var cold: [ChildResult] = []
        var warm: [ChildResult] = []
        for run in 0..<runs {
            let cacheHome = (NSTemporaryDirectory() as NSString).appendingPathComponent("a11yfix-bench-cache-\(getpid())-\(run)")
            try? fileManager.createDirectory(atPath: cacheHome, withIntermediateDirectories: true)
            let environment = ["XDG_CACHE_HOME": cacheHome, "HOME": cacheHome]
            let first = attempt(a11yfix, jobs: 2, corpus: corpus, what: "cold cached run", cached: true, environment: environment)
            let second = first == nil ? nil : attempt(a11yfix, jobs: 2, corpus: corpus, what: "warm cached run", cached: true, environment: environment)
            try? fileManager.removeItem(atPath: cacheHome)
            guard let first, let second else { return }
            cold.append(first)
            warm.append(second)
        }
        cache = CacheSeries(cold: cold, warm: warm)
        measureTenFiles(a11yfix, corpus: corpus, runs: runs)
        if Statistic(warm.map(\.wallSeconds)).median > 0.8 * Statistic(cold.map(\.wallSeconds)).median {
            notes.append("warm cached runs are not clearly faster than cold ones: the cache may live somewhere other than the fresh XDG_CACHE_HOME and HOME the bench gives each cold run")
        }
    }
}
