import A11yFixKit
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Median, range and raw samples of one measured quantity.
struct Statistic: Encodable {
    let median: Double
    let minimum: Double
    let maximum: Double
    let samples: [Double]

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
        self.samples = samples
    }
}

func secondsElapsed(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

/// Wall time and this thread's CPU time: on a busy machine the wall time grows, the CPU time hardly.
func timesElapsed(_ body: () -> Void) -> (wall: Double, cpu: Double) {
    func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let cpuStart = threadCPUSeconds()
    let wall = secondsElapsed(body)
    return (wall, threadCPUSeconds() - cpuStart)
}

/// Every Swift file of the corpus, read into memory before anything is timed.
struct LoadedCorpus {
    let files: [SourceFile]
    let totalBytes: Int

    static func load(_ directory: String) throws -> LoadedCorpus {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else {
            throw CorpusGenerator.CorpusError(description: "cannot list \(directory)")
        }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(relative) }
        }
        paths.sort()
        var files: [SourceFile] = []
        var totalBytes = 0
        for relative in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: (directory as NSString).appendingPathComponent(relative)))
            files.append(SourceFile(path: relative, bytes: [UInt8](data)))
            totalBytes += data.count
        }
        return LoadedCorpus(files: files, totalBytes: totalBytes)
    }

    /// What the corpus is made of, to show it is varied and not one file repeated.
    struct Profile: Encodable {
        var files = 0
        var bytes = 0
        var lines = 0
        var smallestFileBytes = 0
        var largestFileBytes = 0
        var medianFileBytes = 0
        var swiftUIViewFiles = 0
        var uiKitFiles = 0
        var appKitFiles = 0
        var otherFiles = 0
        var crlfFiles = 0
        var tabIndentedFiles = 0
    }

    var profile: Profile {
        var profile = Profile()
        profile.files = files.count
        profile.bytes = totalBytes
        let sizes = files.map(\.bytes.count).sorted()
        profile.smallestFileBytes = sizes.first ?? 0
        profile.largestFileBytes = sizes.last ?? 0
        profile.medianFileBytes = sizes.isEmpty ? 0 : sizes[sizes.count / 2]
        for file in files {
            profile.lines += file.lineCount
            if file.path.contains("/Features/") || file.path.contains("/Components/") {
                profile.swiftUIViewFiles += 1
            } else if file.path.contains("/Legacy/") {
                profile.uiKitFiles += 1
            } else if file.path.contains("/Mac/") {
                profile.appKitFiles += 1
            } else {
                profile.otherFiles += 1
            }
            if file.style.lineEnding == "\r\n" { profile.crlfFiles += 1 }
            if file.style.indentUnit == "\t" { profile.tabIndentedFiles += 1 }
        }
        return profile
    }
}

/// A11yFixKit's lexer and parser, called directly on one core: the floor under every a11yfix run.
struct InProcessMeasurement {
    let lexParseSeconds: Statistic
    let lexOnlySeconds: Statistic
    let lexParseCPUSeconds: Statistic
    let lexOnlyCPUSeconds: Statistic
    let tokenCount: Int
    /// Files the lexer or parser did not find well formed; the generator only writes valid Swift.
    let malformedFiles: [String]

    static func run(_ corpus: LoadedCorpus, runs: Int) -> InProcessMeasurement {
        // Untimed pass: warms caches and the allocator, and counts tokens to check each timed run did the work.
        var expectedTokens = 0
        var malformed: [String] = []
        for file in corpus.files {
            let tree = SyntaxTree(file: file)
            expectedTokens += tree.tokens.count
            if !tree.isWellFormed { malformed.append(file.path) }
        }

        var lexParse: [(wall: Double, cpu: Double)] = []
        var lexOnly: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs {
            var tokens = 0
            lexParse.append(timesElapsed {
                for file in corpus.files {
                    tokens += SyntaxTree(file: file).tokens.count
                }
            })
            precondition(tokens == expectedTokens, "a timed lex+parse run saw \(tokens) tokens, expected \(expectedTokens)")
        }
        for _ in 0..<runs {
            var tokens = 0
            lexOnly.append(timesElapsed {
                for file in corpus.files {
                    tokens += Lexer.lex(file.bytes).tokens.count
                }
            })
            precondition(tokens == expectedTokens, "a timed lex run saw \(tokens) tokens, expected \(expectedTokens)")
        }
        return InProcessMeasurement(lexParseSeconds: Statistic(lexParse.map(\.wall)), lexOnlySeconds: Statistic(lexOnly.map(\.wall)),
                                    lexParseCPUSeconds: Statistic(lexParse.map(\.cpu)), lexOnlyCPUSeconds: Statistic(lexOnly.map(\.cpu)),
                                    tokenCount: expectedTokens, malformedFiles: malformed)
    }
}
