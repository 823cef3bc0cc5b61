import Foundation

/// Everything the bench measured, printed for people and encoded as JSON for closing notes.
/// Throughputs use MB = 1,000,000 bytes; memory is reported in the same unit.
struct BenchReport: Encodable {
    enum Goal {
        static let lexParseMegabytesPerSecond = 50.0
        static let twoCoreSpeedup = 1.7
        static let peakMemoryMegabytes = 100.0
        /// A cold index build's CPU time as a share of a `--check --no-cache --jobs 1` run's.
        static let indexShareOfCheck = 0.15
        static let warmIndexMilliseconds = 50.0
    }

    struct Machine: Encodable {
        var activeProcessorCount: Int
        var cpuModel: String?
        var operatingSystem: String
        /// The one-minute load average before and after measuring: other work on the machine
        /// slows every wall-time number down.
        var loadAverageBefore: Double
        var loadAverageAfter: Double

        init(loadAverageBefore: Double) {
            activeProcessorCount = ProcessInfo.processInfo.activeProcessorCount
            cpuModel = Machine.cpuModel()
            operatingSystem = ProcessInfo.processInfo.operatingSystemVersionString
            self.loadAverageBefore = loadAverageBefore
            loadAverageAfter = Machine.loadAverage()
        }

        static func loadAverage() -> Double {
            var loads = [0.0, 0.0, 0.0]
            return getloadavg(&loads, 3) > 0 ? loads[0] : 0
        }

        var isBusy: Bool { max(loadAverageBefore, loadAverageAfter) > Double(activeProcessorCount) * 0.75 }

        private static func cpuModel() -> String? {
            guard let cpuInfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
            let line = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            return line?.split(separator: ":", maxSplits: 1).last?.trimmingCharacters(in: .whitespaces)
        }
    }

    struct Corpus: Encodable {
        var path: String
        var generatorVersion: Int
        /// Nil when an up-to-date corpus was reused.
        var generationSeconds: Double?
        var profile: LoadedCorpus.Profile
    }

    struct InProcess: Encodable {
        var lexParseMegabytesPerSecond: Statistic
        var lexParseFilesPerSecond: Statistic
        var lexOnlyMegabytesPerSecond: Statistic
        /// The same throughputs over the thread's CPU time instead of wall time.
        var lexParseMegabytesPerCPUSecond: Statistic
        var lexOnlyMegabytesPerCPUSecond: Statistic
        var tokensPerRun: Int
        var malformedFiles: [String]
    }

    struct Series: Encodable {
        var jobs: Int
        var wallSeconds: Statistic
        var cpuSeconds: Statistic
        var peakMemoryMegabytes: Double
        /// The bench's own resident size at spawn, which Linux counts into the child's peak.
        var benchMemoryAtSpawnMegabytes: Double?
        var exitStatus: Int32?
    }

    struct Cache: Encodable {
        var coldWallSeconds: Statistic
        var warmWallSeconds: Statistic
        var coldCPUSeconds: Statistic
        var warmCPUSeconds: Statistic
    }

    struct Index: Encodable {
        var files: Int
        var coldWallSeconds: Statistic
        var coldCPUSeconds: Statistic
        var coldTwoThreadsWallSeconds: Statistic
        var warmWallMilliseconds: Statistic
        var warmCPUMilliseconds: Statistic
        var warmScannedFiles: Int
        /// Cold CPU time over the CPU time of `--check --no-cache --jobs 1` (which builds it cold too).
        var shareOfCheck: Double?
    }

    struct CLI: Encodable {
        var a11yfix: String
        var arguments: [String]
        var jobs1: Series?
        var jobs2: Series?
        var speedupOnTwoCores: Double?
        var cache: Cache?
        /// `--check` on ten files with the result and index caches warm: a pre-commit run.
        var tenFilesWarmWallSeconds: Statistic?
        var notes: [String]
    }

    struct Target: Encodable {
        var name: String
        var goal: String
        var value: Double?
        /// PASS, MISS, or n/a when the value could not be measured.
        var verdict: String
    }

    var runs: Int
    var machine: Machine
    var corpus: Corpus
    var inProcess: InProcess
    var index: Index
    var cli: CLI?
    var targets: [Target]

    init(runs: Int, machine: Machine, corpus: Corpus, inProcess measurement: InProcessMeasurement, index measuredIndex: IndexMeasurement,
         cli measuredCLI: CLIMeasurement?, a11yfix: String?) {
        self.runs = runs
        self.machine = machine
        self.corpus = corpus
        let bytes = Double(corpus.profile.bytes)
        let files = Double(corpus.profile.files)
        inProcess = InProcess(
            lexParseMegabytesPerSecond: Statistic(measurement.lexParseSeconds.samples.map { bytes / $0 / 1e6 }),
            lexParseFilesPerSecond: Statistic(measurement.lexParseSeconds.samples.map { files / $0 }),
            lexOnlyMegabytesPerSecond: Statistic(measurement.lexOnlySeconds.samples.map { bytes / $0 / 1e6 }),
            lexParseMegabytesPerCPUSecond: Statistic(measurement.lexParseCPUSeconds.samples.map { bytes / $0 / 1e6 }),
            lexOnlyMegabytesPerCPUSecond: Statistic(measurement.lexOnlyCPUSeconds.samples.map { bytes / $0 / 1e6 }),
            tokensPerRun: measurement.tokenCount,
            malformedFiles: measurement.malformedFiles)
        if let measuredCLI, let a11yfix {
            func series(_ series: CLIMeasurement.Series?) -> Series? {
                series.map {
                    Series(jobs: $0.jobs, wallSeconds: $0.wallSeconds, cpuSeconds: $0.cpuSeconds,
                           peakMemoryMegabytes: Double($0.peakResidentBytes) / 1e6,
                           benchMemoryAtSpawnMegabytes: $0.spawnerResidentBytes.map { Double($0) / 1e6 }, exitStatus: $0.exitStatus)
                }
            }
            var speedup: Double?
            if let one = measuredCLI.single, let two = measuredCLI.dual {
                speedup = one.wallSeconds.median / two.wallSeconds.median
            }
            cli = CLI(a11yfix: a11yfix, arguments: measuredCLI.commonArguments,
                      jobs1: series(measuredCLI.single), jobs2: series(measuredCLI.dual), speedupOnTwoCores: speedup,
                      cache: measuredCLI.cache.map {
                          Cache(coldWallSeconds: Statistic($0.cold.map(\.wallSeconds)), warmWallSeconds: Statistic($0.warm.map(\.wallSeconds)),
                                coldCPUSeconds: Statistic($0.cold.map(\.cpuSeconds)), warmCPUSeconds: Statistic($0.warm.map(\.cpuSeconds)))
                      },
                      tenFilesWarmWallSeconds: measuredCLI.tenFilesWarm.map { Statistic($0.map(\.wallSeconds)) },
                      notes: measuredCLI.notes)
        }
        index = Index(files: measuredIndex.files, coldWallSeconds: measuredIndex.coldSeconds, coldCPUSeconds: measuredIndex.coldCPUSeconds,
                      coldTwoThreadsWallSeconds: measuredIndex.coldTwoThreadsSeconds,
                      warmWallMilliseconds: Statistic(measuredIndex.warmSeconds.samples.map { $0 * 1000 }),
                      warmCPUMilliseconds: Statistic(measuredIndex.warmCPUSeconds.samples.map { $0 * 1000 }),
                      warmScannedFiles: measuredIndex.warmScanned,
                      shareOfCheck: cli?.jobs1.map { measuredIndex.coldCPUSeconds.median / $0.cpuSeconds.median })
        let lexParse = inProcess.lexParseMegabytesPerSecond.median
        targets = [
            Target(name: "lex+parse throughput, one core", goal: "≥ \(Goal.lexParseMegabytesPerSecond.fixed(1)) MB/s",
                   value: lexParse, verdict: lexParse >= Goal.lexParseMegabytesPerSecond ? "PASS" : "MISS"),
            Target(name: "speed-up on 2 cores", goal: "≥ \(Goal.twoCoreSpeedup.fixed(1))×", value: cli?.speedupOnTwoCores,
                   verdict: cli?.speedupOnTwoCores.map { $0 >= Goal.twoCoreSpeedup ? "PASS" : "MISS" } ?? "n/a"),
            Target(name: "peak memory, --jobs 2", goal: "< \(Goal.peakMemoryMegabytes.fixed(0)) MB", value: cli?.jobs2?.peakMemoryMegabytes,
                   verdict: cli?.jobs2.map { $0.peakMemoryMegabytes < Goal.peakMemoryMegabytes ? "PASS" : "MISS" } ?? "n/a"),
            Target(name: "cold index share of a check run", goal: "< \((Goal.indexShareOfCheck * 100).fixed(0))%", value: index.shareOfCheck,
                   verdict: index.shareOfCheck.map { $0 < Goal.indexShareOfCheck ? "PASS" : "MISS" } ?? "n/a"),
            Target(name: "warm index", goal: "< \(Goal.warmIndexMilliseconds.fixed(0)) ms", value: index.warmWallMilliseconds.median,
                   verdict: index.warmWallMilliseconds.median < Goal.warmIndexMilliseconds ? "PASS" : "MISS"),
        ]
    }

    // MARK: - Text

    var text: String {
        var lines: [String] = []
        lines.append("a11yfix-bench: \(runs) runs per measurement, medians with min–max; MB = 1,000,000 bytes")
        lines.append("")
        var machineLine = "Machine   \(machine.activeProcessorCount) active core\(machine.activeProcessorCount == 1 ? "" : "s")"
        if let model = machine.cpuModel { machineLine += "; \(model)" }
        lines.append(machineLine + "; \(machine.operatingSystem)")
        lines.append("          load average \(machine.loadAverageBefore.fixed(2)) before, \(machine.loadAverageAfter.fixed(2)) after"
            + (machine.isBusy ? ": the machine was busy, wall times are pessimistic (compare the CPU-time figures)" : ""))
        let profile = corpus.profile
        let origin = corpus.generationSeconds.map { "generated in \($0.fixed(1)) s" } ?? "reused"
        lines.append("Corpus    \(corpus.path) (generator v\(corpus.generatorVersion), \(origin))")
        lines.append("          \(profile.files.grouped) files, \((Double(profile.bytes) / 1e6).fixed(2)) MB, \(profile.lines.grouped) lines; "
            + "\((Double(profile.smallestFileBytes) / 1e3).fixed(1))–\((Double(profile.largestFileBytes) / 1e3).fixed(1)) KB per file "
            + "(median \((Double(profile.medianFileBytes) / 1e3).fixed(1)) KB)")
        lines.append("          \(profile.swiftUIViewFiles.grouped) SwiftUI view files, \(profile.uiKitFiles.grouped) UIKit, \(profile.appKitFiles.grouped) AppKit, "
            + "\(profile.otherFiles.grouped) models, view models, services and extensions")
        lines.append("          \(profile.crlfFiles.grouped) with CRLF line endings, \(profile.tabIndentedFiles.grouped) indented with tabs")
        lines.append("")

        lines.append("In-process, one core (A11yFixKit)".padded(54) + "median".leftPadded(9) + "   min–max")
        lines.append(row("  lex+parse  SyntaxTree(file:)   MB/s", inProcess.lexParseMegabytesPerSecond, digits: 1,
                         target: targets[0]))
        lines.append(row("                                 files/s", inProcess.lexParseFilesPerSecond, digits: 0))
        lines.append(row("  lex only   Lexer.lex           MB/s", inProcess.lexOnlyMegabytesPerSecond, digits: 1))
        lines.append(row("  lex+parse, per CPU second      MB/s", inProcess.lexParseMegabytesPerCPUSecond, digits: 1))
        lines.append(row("  lex only, per CPU second       MB/s", inProcess.lexOnlyMegabytesPerCPUSecond, digits: 1))
        let parseShare = 1 - inProcess.lexParseMegabytesPerCPUSecond.median / inProcess.lexOnlyMegabytesPerCPUSecond.median
        lines.append("  parsing is \((parseShare * 100).fixed(0))% of lex+parse time; \(inProcess.tokensPerRun.grouped) tokens per pass")
        if !inProcess.malformedFiles.isEmpty {
            lines.append("  \(inProcess.malformedFiles.count) file(s) not well formed per A11yFixKit (generator or lexer bug), e.g. \(inProcess.malformedFiles.prefix(3).joined(separator: ", "))")
        }
        lines.append("")

        lines.append("Project index, in-process (the corpus as one project of \(index.files.grouped) files)".padded(54) + "median".leftPadded(9) + "   min–max")
        lines.append(row("  cold, 1 thread                  wall s", index.coldWallSeconds, digits: 3).padded(BenchReport.noteColumn)
            + "cpu \(index.coldCPUSeconds.median.fixed(3)) s")
        lines.append(row("  cold, 2 threads                 wall s", index.coldTwoThreadsWallSeconds, digits: 3))
        lines.append(row("  warm (index cache), 1 thread    wall ms", index.warmWallMilliseconds, digits: 1).padded(BenchReport.noteColumn)
            + "cpu \(index.warmCPUMilliseconds.median.fixed(1)) ms; target \(targets[4].goal): \(targets[4].verdict)")
        if index.warmScannedFiles > 0 {
            lines.append("  (\(index.warmScannedFiles) files changed in the last seconds were lexed again in warm builds)")
        }
        if let share = index.shareOfCheck {
            lines.append(value("  cold index CPU / --check --no-cache --jobs 1 CPU", "\((share * 100).fixed(1))%", target: targets[3]))
        }
        lines.append("")

        if let cli {
            lines.append(cli.arguments.isEmpty
                ? "a11yfix CLI: \(cli.a11yfix)"
                : "\((cli.a11yfix as NSString).lastPathComponent) \(cli.arguments.joined(separator: " ")) --jobs N \(corpus.path)")
            for series in [cli.jobs1, cli.jobs2].compactMap({ $0 }) {
                lines.append(row("  --jobs \(series.jobs)                       wall s", series.wallSeconds, digits: 2).padded(BenchReport.noteColumn)
                    + "cpu \(series.cpuSeconds.median.fixed(2)) s, max RSS \(series.peakMemoryMegabytes.fixed(1)) MB, exit \(series.exitStatus.map(String.init) ?? "?")")
            }
            if let speedup = cli.speedupOnTwoCores {
                lines.append(value("  speed-up on 2 cores (median1 / median2)", "\(speedup.fixed(2))×", target: targets[1]))
                if machine.activeProcessorCount < 2 {
                    lines.append("  (this machine has one core: the speed-up cannot show)")
                } else if machine.isBusy {
                    lines.append("  (other work competed for the second core: the speed-up reads low)")
                }
            }
            if let jobs2 = cli.jobs2 {
                lines.append(value("  peak memory, --jobs 2 (highest max RSS)", "\(jobs2.peakMemoryMegabytes.fixed(1)) MB", target: targets[2]))
                if let floor = jobs2.benchMemoryAtSpawnMegabytes, jobs2.peakMemoryMegabytes < floor * 1.1 {
                    lines.append("  (close to the bench's own \(floor.fixed(1)) MB at spawn, which Linux counts in: the true peak may be lower)")
                }
            }
            if let cache = cli.cache {
                lines.append(row("  cached, --jobs 2, cold            wall s", cache.coldWallSeconds, digits: 2).padded(BenchReport.noteColumn)
                    + "cpu \(cache.coldCPUSeconds.median.fixed(2)) s")
                lines.append(row("  cached, --jobs 2, warm            wall s", cache.warmWallSeconds, digits: 2).padded(BenchReport.noteColumn)
                    + "cpu \(cache.warmCPUSeconds.median.fixed(2)) s")
            }
            if let tenFiles = cli.tenFilesWarmWallSeconds {
                lines.append(row("  10 files, result and index caches warm  wall s", tenFiles, digits: 3))
            }
            for note in cli.notes { lines.append("  note: \(note)") }
            lines.append("")
        }

        let verdicts = targets.map(\.verdict)
        lines.append("Targets (informational): " + targets.map { "\($0.name) \($0.goal): \($0.verdict)" }.joined(separator: "; "))
        lines.append("\(verdicts.filter { $0 == "PASS" }.count) PASS, \(verdicts.filter { $0 == "MISS" }.count) MISS, \(verdicts.filter { $0 == "n/a" }.count) not measured")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Where targets and side notes start, after label, median and range.
    private static let noteColumn = 83

    private func row(_ label: String, _ statistic: Statistic, digits: Int, target: Target? = nil) -> String {
        let formatted = digits == 0 ? Int(statistic.median.rounded()).grouped : statistic.median.fixed(digits)
        let range = digits == 0
            ? "\(Int(statistic.minimum.rounded()).grouped)–\(Int(statistic.maximum.rounded()).grouped)"
            : "\(statistic.minimum.fixed(digits))–\(statistic.maximum.fixed(digits))"
        let line = label.padded(54) + formatted.leftPadded(9) + "   " + range
        guard let target else { return line }
        return line.padded(BenchReport.noteColumn) + "target \(target.goal): \(target.verdict)"
    }

    private func value(_ label: String, _ formatted: String, target: Target) -> String {
        (label.padded(54) + formatted.leftPadded(9)).padded(BenchReport.noteColumn) + "target \(target.goal): \(target.verdict)"
    }

    func writeJSON(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path))
    }
}

extension Double {
    func fixed(_ fractionDigits: Int) -> String {
        String(format: "%.\(fractionDigits)f", self)
    }
}

extension Int {
    /// Thousands separated by commas whatever the locale, so reports compare line by line.
    var grouped: String {
        let digits = String(magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return (self < 0 ? "-" : "") + result
    }
}

extension String {
    func padded(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
