import Foundation

/// `make bench`: generates the corpus if needed, measures, prints the report. Targets are
/// informational; the exit status is 1 only when a measurement could not be made.
func runBench() -> Int32 {
    let options: BenchOptions
    do {
        options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        FileHandle.standardError.write(Data("a11yfix-bench: error: \(error)\n\n\(BenchOptions.usage)\n".utf8))
        return 2
    }
    if options.showHelp {
        print(BenchOptions.usage)
        return 0
    }

    let loadAverageBefore = BenchReport.Machine.loadAverage()
    let generated: Bool
    var generationSeconds = 0.0
    do {
        var didGenerate = false
        print("a11yfix-bench: checking the corpus in \(options.corpus)…")
        generationSeconds = try secondsElapsed {
            didGenerate = try CorpusGenerator.ensureCorpus(at: options.corpus)
        }
        generated = didGenerate
    } catch {
        FileHandle.standardError.write(Data("a11yfix-bench: error: cannot prepare the corpus: \(error)\n".utf8))
        return 1
    }

    // a11yfix runs first, while the bench is small: Linux counts the spawning process's resident
    // size into a spawned child's peak memory (see ChildProcess).
    var cli: CLIMeasurement?
    let a11yfix = options.resolvedA11yfixPath
    if !options.skipCLI {
        if let a11yfix {
            print("a11yfix-bench: timing \(a11yfix) --check, \(options.runs) runs each on 1 and 2 jobs…")
            cli = CLIMeasurement.run(a11yfix: a11yfix, corpus: options.corpus, runs: options.runs)
        } else {
            var missing = CLIMeasurement()
            missing.notes.append("no a11yfix binary found next to a11yfix-bench; pass --a11yfix PATH or --skip-cli")
            missing.failed = true
            cli = missing
        }
    }

    let profile: LoadedCorpus.Profile
    let inProcess: InProcessMeasurement
    let index: IndexMeasurement
    do {
        let corpus = try LoadedCorpus.load(options.corpus)
        profile = corpus.profile
        print("a11yfix-bench: lexing and parsing \(profile.files.grouped) files in-process, \(options.runs) runs…")
        inProcess = InProcessMeasurement.run(corpus, runs: options.runs)
        print("a11yfix-bench: building the project index in-process, cold and warm, \(options.runs) runs…")
        index = IndexMeasurement.run(corpus: options.corpus, runs: options.runs)
    } catch {
        FileHandle.standardError.write(Data("a11yfix-bench: error: cannot read the corpus: \(error)\n".utf8))
        return 1
    }
    print("")

    let report = BenchReport(
        runs: options.runs,
        machine: BenchReport.Machine(loadAverageBefore: loadAverageBefore),
        corpus: BenchReport.Corpus(path: options.corpus, generatorVersion: CorpusGenerator.version,
                                   generationSeconds: generated ? generationSeconds : nil, profile: profile),
        inProcess: inProcess, index: index, cli: cli, a11yfix: a11yfix ?? "a11yfix")
    print(report.text, terminator: "")

    if let jsonPath = options.jsonPath {
        do {
            try report.writeJSON(to: jsonPath)
        } catch {
            FileHandle.standardError.write(Data("a11yfix-bench: error: cannot write \(jsonPath): \(error)\n".utf8))
            return 1
        }
    }
    if cli?.failed == true {
        print("a11yfix-bench: some measurements could not be made (see the notes above)")
        return 1
    }
    return 0
}

exit(runBench())
