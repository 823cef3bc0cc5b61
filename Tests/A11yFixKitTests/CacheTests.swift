@testable import A11yFixKit
import Foundation
import XCTest

/// The content-hash result cache: SHA-256 itself, keys that change with everything an outcome
/// depends on, entries that give back exactly what analysis gives, and a cache folder that is never
/// trusted (corrupt, foreign and concurrent entries).
final class CacheTests: XCTestCase {
    func testSHA256MatchesTheStandardsTestVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        XCTAssertEqual(hex(SHA256.digest([])), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(hex(SHA256.digest(Array("abc".utf8))), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        // A million a's, fed in uneven pieces across block boundaries.
        var hasher = SHA256()
        var fed = 0
        for size in [1, 63, 64, 65, 127, 1000].cycled(upTo: 1_000_000) {
            hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: size))
            fed += size
        }
        XCTAssertEqual(fed, 1_000_000)
        XCTAssertEqual(hex(hasher.finalize()), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    private static let everyRule: [any Rule] = RuleRegistry.all.map { $0.init() }

    /// The cache key spells out what it depends on (reflection per file would cost more than the
    /// analysis it saves); a new setting must be added to `Fingerprint`, and this test says so.
    func testTheKeyCoversEveryFieldOfTheConfiguration() {
        func fields(_ value: Any) -> Set<String> { Set(Mirror(reflecting: value).children.compactMap(\.label)) }
        XCTAssertEqual(fields(FixerConfiguration(rules: [])),
                       ["rules", "options", "computeFixes", "applyUnsafeFixes", "severities", "severityOverrides", "maximumPasses", "project", "scope", "strict"],
                       "FixerConfiguration changed: add the new field to Fingerprint.of(_:) and to this list")
        XCTAssertEqual(fields(RuleOptions()), ["trackElements", "symbolLabels", "deploymentTargets", "platforms", "sourceRole", "fontStrategy", "identifierCategory"],
                       "RuleOptions changed: add the new field to Fingerprint.of(_:) and to this list")
        XCTAssertEqual(fields(Baseline(findings: [], folder: "/").entries(forFile: "/A.swift")), ["counts"],
                       "BaselineFileEntries changed: add the new field to Fingerprint.of(_:) and to this list")
        for rule in Self.everyRule {
            XCTAssertEqual(fields(rule), [], "\(type(of: rule)) has stored properties; the cache key names rules by type only")
        }
    }

    private func outcome(_ source: String, configuration: FixerConfiguration, cache: ResultCache, path: String = "/project/View.swift") -> FileOutcome {
        let file = SourceFile(path: "View.swift", bytes: Array(source.utf8))
        return cache.outcome(of: file, absolutePath: path, fixer: FileFixer(configuration: configuration), baseline: nil)
    }

    func testACachedOutcomeIsTheAnalysedOutcome() throws {
        let folder = try TemporaryFolder()
        let configuration = FixerConfiguration(rules: Self.everyRule, options: RuleOptions(trackElements: true))
        let sources = [GitHookTests.iconButton, CommandLineTests.profileHeader, CommandLineTests.cleanFile,
                       "let broken = \"unterminated\n", "// 表示 ✓ unicode\r\nstruct A {}\r\n"]
            + FixtureSweepTests.fixtureFiles().prefix(6).map { String(decoding: try! Data(contentsOf: $0), as: UTF8.self) }
        for source in sources {
            let cache = ResultCache(folder: folder.url.path, buildIdentity: "test")
            let fresh = outcome(source, configuration: configuration, cache: cache)
            XCTAssertEqual(cache.writes, 1)
            let cached = outcome(source, configuration: configuration, cache: cache)
            XCTAssertEqual(cache.hits, 1, "the second lookup is served from the cache")
            XCTAssertEqual(describe(cached), describe(fresh))
            XCTAssertEqual(describe(cached), describe(FileFixer(configuration: configuration).process(SourceFile(path: "View.swift", bytes: Array(source.utf8)))))
        }
    }

    /// Every field of an outcome, so two outcomes compare exactly.
    private func describe(_ outcome: FileOutcome) -> String {
        var text = "fixed: \(outcome.fixedBytes.map { String(decoding: $0, as: UTF8.self) } ?? "nil")\n"
        for reported in outcome.findings {
            let fix = reported.finding.fix.map { fix in
                "\(fix.safety) \(fix.summary) " + fix.edits.map { "\($0.range) \($0.replacement.debugDescription) \($0.placement)" }.joined(separator: "; ")
            } ?? "no fix"
            text += "\(reported.ruleID) \(String(describing: reported.severity)) \(reported.message) @\(reported.finding.offset) \(reported.location) \(reported.status) \(reported.lineText.debugDescription) [\(fix)]\n"
        }
        for diagnostic in outcome.diagnostics { text += "diagnostic \(String(describing: diagnostic.location)) \(diagnostic.message)\n" }
        return text
    }

    func testTheKeyChangesWithEverythingTheOutcomeDependsOn() {
        let cache = ResultCache(folder: "/nonexistent", buildIdentity: "build 1")
        let base = FixerConfiguration(rules: Self.everyRule)
        func key(_ bytes: String = "x", path: String = "/a/View.swift", _ configuration: FixerConfiguration? = nil, in other: ResultCache? = nil) -> [UInt8] {
            (other ?? cache).key(bytes: Array(bytes.utf8), absolutePath: path, configuration: configuration ?? base, baseline: nil)
        }
        let reference = key()
        XCTAssertEqual(key(), reference, "the same inputs give the same key")
        XCTAssertNotEqual(key("y"), reference)
        XCTAssertNotEqual(key(path: "/b/View.swift"), reference)
        XCTAssertNotEqual(key(in: ResultCache(folder: "/nonexistent", buildIdentity: "build 2")), reference)
        var variants: [FixerConfiguration] = []
        var fewerRules = base; fewerRules.rules.removeLast(); variants.append(fewerRules)
        var check = base; check.computeFixes = false; variants.append(check)
        var unsafe = base; unsafe.applyUnsafeFixes = true; variants.append(unsafe)
        var severities = base; severities.severities = [.blocks]; variants.append(severities)
        var overrides = base; overrides.severityOverrides = ["reduce-motion": .blocks]; variants.append(overrides)
        var labels = base; labels.options.symbolLabels = ["bolt": "Boost"]; variants.append(labels)
        var targets = base; targets.options.deploymentTargets = ["iOS": "17.0"]; variants.append(targets)
        var fonts = base; fonts.options.fontStrategy = .scaledMetric; variants.append(fonts)
        var category = base; category.options.identifierCategory = "settings"; variants.append(category)
        var track = base; track.options.trackElements = true; variants.append(track)
        let keys = variants.map { key("x", path: "/a/View.swift", $0) }
        XCTAssertEqual(Set(keys.map { $0.map(String.init).joined() }).count, keys.count, "every setting makes its own key")
        XCTAssertFalse(keys.contains(reference))

        // Dictionaries are compared by content, whatever their order in memory.
        var forward = base, backward = base
        for index in 0..<50 { forward.options.symbolLabels["symbol.\(index)"] = "Label \(index)" }
        for index in (0..<50).reversed() { backward.options.symbolLabels["symbol.\(index)"] = "Label \(index)" }
        XCTAssertEqual(key("x", path: "/a/View.swift", forward), key("x", path: "/a/View.swift", backward))
    }

    func testRunsWithAWarmCacheGiveTheSameOutputAndWritesAsColdOnes() throws {
        let project = try TemporaryFolder()
        try project.write("Sources/Bar.swift", GitHookTests.iconButton)
        try project.write("Sources/Header.swift", CommandLineTests.profileHeader)
        try project.write("Sources/Clean.swift", CommandLineTests.cleanFile)
        try project.write("Sources/Broken.swift", "let text = \"unterminated\n")
        let cacheFolder = try TemporaryFolder()
        let cached = ["--cache-path", cacheFolder.url.path]

        for mode in [["--check"], ["--dry-run"], ["--dry-run", "--format", "json"], ["--check", "--disable", "icon-only-control-label"]] {
            let reference = try CommandRunner.a11yfix(mode + ["--no-cache", "Sources"], in: project.url)
            let cold = try CommandRunner.a11yfix(mode + cached + ["Sources"], in: project.url)
            let warm = try CommandRunner.a11yfix(mode + cached + ["Sources"], in: project.url)
            for run in [cold, warm] {
                XCTAssertEqual(run.status, reference.status, mode.joined(separator: " "))
                XCTAssertEqual(run.standardOutput, reference.standardOutput, mode.joined(separator: " "))
                XCTAssertEqual(withoutTiming(run.standardError), withoutTiming(reference.standardError), mode.joined(separator: " "))
            }
        }
        XCTAssertEqual(entries(in: cacheFolder).count, 12, "one entry per file and configuration (check, dry run, check without a rule); json reuses the dry run's")

        // --apply from warm entries writes exactly what a fresh --apply writes.
        let fresh = try TemporaryFolder()
        for name in ["Bar", "Header", "Clean"] { try fresh.write("Sources/\(name).swift", try project.read("Sources/\(name).swift")) }
        try fresh.write("Sources/Broken.swift", try project.read("Sources/Broken.swift"))
        XCTAssertEqual(try CommandRunner.a11yfix(["--apply", "--no-cache", "Sources"], in: fresh.url).status, 2)
        XCTAssertEqual(try CommandRunner.a11yfix(["--apply"] + cached + ["Sources"], in: project.url).status, 2)
        for name in ["Bar", "Header", "Clean", "Broken"] {
            XCTAssertEqual(try project.read("Sources/\(name).swift"), try fresh.read("Sources/\(name).swift"), name)
        }
        let entriesBefore = entries(in: cacheFolder).count
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "--no-cache", "Sources"], in: project.url).status, 2)
        XCTAssertEqual(entries(in: cacheFolder).count, entriesBefore, "--no-cache writes nothing")
    }

    private func withoutTiming(_ text: String) -> String {
        text.replacingOccurrences(of: #" in [0-9.]+s\n"#, with: "\n", options: .regularExpression)
    }

    private func entries(in folder: TemporaryFolder) -> [String] {
        let root = folder.url.appendingPathComponent("v\(ResultCache.formatVersion)").path
        let shards = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return shards.filter { $0.count == 2 }.flatMap { shard in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + shard)) ?? []).map { root + "/" + shard + "/" + $0 }
        }.sorted()
    }

    func testCorruptTruncatedAndForeignEntriesAreIgnoredAndRewritten() throws {
        let project = try TemporaryFolder()
        try project.write("Bar.swift", GitHookTests.iconButton)
        try project.write("Header.swift", CommandLineTests.profileHeader)
        let cacheFolder = try TemporaryFolder()
        let arguments = ["--dry-run", "--cache-path", cacheFolder.url.path, "."]
        let reference = try CommandRunner.a11yfix(arguments, in: project.url)
        let written = entries(in: cacheFolder)
        XCTAssertEqual(written.count, 2)
        let valid = try written.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }

        let damages: [(String, (Data) -> Data)] = [
            ("truncated", { $0.prefix($0.count - 40) }),
            ("a flipped bit in the payload", { var data = $0; data[60] ^= 0x01; return data }),
            ("a flipped bit in the checksum", { var data = $0; data[data.count - 1] ^= 0x80; return data }),
            ("empty", { _ in Data() }),
            ("another program's file", { _ in Data("{\"not\": \"an a11yfix entry\"}".utf8) }),
            ("a newer format", { var data = $0; data[8] = 99; return data }),
            ("the other file's entry", { data in valid.first { $0 != data }! }),
        ]
        for (damage, transform) in damages {
            for (entry, bytes) in zip(written, valid) { try transform(bytes).write(to: URL(fileURLWithPath: entry)) }
            let run = try CommandRunner.a11yfix(arguments, in: project.url)
            XCTAssertEqual(run.standardOutput, reference.standardOutput, damage)
            XCTAssertEqual(run.status, reference.status, damage)
            XCTAssertEqual(try written.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }, valid, "\(damage): rewritten")
        }
        // Stray files in the cache folder are left alone and do not disturb a run.
        try Data("junk".utf8).write(to: cacheFolder.url.appendingPathComponent("v\(ResultCache.formatVersion)/zz-not-a-shard"))
        XCTAssertEqual(try CommandRunner.a11yfix(arguments, in: project.url).standardOutput, reference.standardOutput)
    }

    func testConcurrentRunsShareACacheSafely() throws {
        let project = try TemporaryFolder()
        for index in 0..<40 { try project.write("Views/View\(index).swift", index % 2 == 0 ? GitHookTests.iconButton : CommandLineTests.profileHeader) }
        let cacheFolder = try TemporaryFolder()
        let reference = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "Views"], in: project.url)
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let run = try? CommandRunner.a11yfix(["--dry-run", "--cache-path", cacheFolder.url.path, "Views"], in: project.url)
            results.append(run?.standardOutput ?? "failed to run")
        }
        XCTAssertEqual(results.values, Array(repeating: reference.standardOutput, count: 4))
        XCTAssertEqual(entries(in: cacheFolder).count, 40)
    }

    func testOldEntriesArePrunedAtMostOnceADay() throws {
        let folder = try TemporaryFolder()
        let cache = ResultCache(folder: folder.url.path, buildIdentity: "test")
        let configuration = FixerConfiguration(rules: Self.everyRule)
        _ = outcome(GitHookTests.iconButton, configuration: configuration, cache: cache, path: "/p/Old.swift")
        let old = try XCTUnwrap(entries(inFolder: folder.url.path).first)
        _ = outcome(GitHookTests.iconButton, configuration: configuration, cache: cache, path: "/p/New.swift")
        XCTAssertEqual(entries(inFolder: folder.url.path).count, 2)
        let longAgo = Date().addingTimeInterval(-ResultCache.maximumEntryAge - 3600)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)

        cache.pruneIfDue()
        XCTAssertFalse(FileManager.default.fileExists(atPath: old))
        XCTAssertEqual(entries(inFolder: folder.url.path).count, 1)
        _ = outcome(GitHookTests.iconButton, configuration: configuration, cache: cache, path: "/p/Old.swift")
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)
        cache.pruneIfDue()
        XCTAssertTrue(FileManager.default.fileExists(atPath: old), "pruned already today")
        cache.pruneIfDue(now: Date().addingTimeInterval(25 * 3600))
        XCTAssertFalse(FileManager.default.fileExists(atPath: old))
    }

    private func entries(inFolder root: String) -> [String] {
        let shards = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        return shards.filter { $0.count == 2 }.flatMap { shard in
            ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + shard)) ?? []).map { root + "/" + shard + "/" + $0 }
        }
    }

    func testTheDefaultFolderFollowsXDGAndThePlatform() {
        XCTAssertEqual(ResultCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/home/me"]), "/x/cache/a11yfix")
        #if os(macOS)
        XCTAssertEqual(ResultCache.defaultFolder(environment: ["HOME": "/Users/me"]), "/Users/me/Library/Caches/a11yfix")
        #else
        XCTAssertEqual(ResultCache.defaultFolder(environment: ["HOME": "/home/me"]), "/home/me/.cache/a11yfix")
        #endif
        XCTAssertEqual(ResultCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/home/me"]).map { $0.hasSuffix("a11yfix") }, true)
        XCTAssertNil(ResultCache.defaultFolder(environment: [:]))
        var options = CommandOptions()
        options.usesCache = false
        XCTAssertNil(ResultCache.forRun(options, environment: ["HOME": "/home/me"]))
    }
}

private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String] = []
    func append(_ value: String) { lock.lock(); values.append(value); lock.unlock() }
}

private extension Array {
    /// The elements repeated in order, cut so their sum reaches exactly `total`.
    func cycled(upTo total: Int) -> [Int] where Element == Int {
        var sizes: [Int] = []
        var sum = 0
        var index = 0
        while sum < total {
            let size = Swift.min(self[index % count], total - sum)
            sizes.append(size)
            sum += size
            index += 1
        }
        return sizes
    }
}
