import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Remembers what the rules made of a file, so a run over unchanged files reads each file, hashes it
/// and reads a small entry instead of parsing it. An entry holds the whole `FileOutcome` (findings
/// with their fixes, statuses, lines, the fixed bytes, the file's errors), so every mode and report
/// format works from it exactly as from a fresh analysis.
///
/// The key is the SHA-256 of everything the outcome depends on in the file itself: its bytes and
/// path, this build of a11yfix (version, and the executable's size, modification time and inode, so
/// a rebuilt binary never reads a stale entry) and the file's whole fixer configuration (rules, rule
/// options, severities, mode, baseline: see `Fingerprint`). What it depends on in the rest of its
/// project is the answers the project index gave its rules: the entry keeps each question with a
/// fingerprint of its answer, and is used only while the index still gives every one of them, so an
/// edit elsewhere in the project invalidates only the files whose answers it changes. One file per
/// entry, written to a temporary file and renamed, so concurrent runs never see half an entry; an
/// entry that does not decode, or whose checksum or echoed key does not match, is ignored and rewritten.
public final class ResultCache: @unchecked Sendable {
    public let folder: String
    private let buildIdentity: String
    private let lock = NSLock()
    private(set) var hits = 0
    private(set) var writes = 0

    static let formatVersion: UInt32 = 4
    private static let magic = Array("A11YFIXC".utf8)
    /// Entries not written for this long are deleted (at most once a day), so a cache used on every
    /// commit does not grow forever.
    static let maximumEntryAge: TimeInterval = 30 * 24 * 3600

    init(folder: String, buildIdentity: String) {
        self.folder = folder
        self.buildIdentity = buildIdentity
    }

    /// The cache a run uses: `--cache-path`, else the user's cache folder; nil with `--no-cache`, or
    /// when there is no home folder or the executable cannot be identified.
    static func forRun(_ options: CommandOptions, environment: [String: String]) -> ResultCache? {
        guard options.usesCache, let identity = currentBuildIdentity() else { return nil }
        let root: String
        if let explicit = options.cachePath {
            root = FilePaths.absolute(explicit, in: FileManager.default.currentDirectoryPath)
        } else if let userCache = defaultFolder(environment: environment) {
            root = userCache
        } else {
            return nil
        }
        return ResultCache(folder: root + "/v\(formatVersion)", buildIdentity: identity)
    }

    /// `$XDG_CACHE_HOME/a11yfix`, else `~/Library/Caches/a11yfix` on macOS and `~/.cache/a11yfix` elsewhere.
    static func defaultFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/a11yfix" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/a11yfix"
        #else
        return home + "/.cache/a11yfix"
        #endif
    }

    /// Where the project index keeps each file's declarations between runs.
    var indexCache: IndexCache { IndexCache(folder: folder + "/index", buildIdentity: buildIdentity) }

    private static func currentBuildIdentity() -> String? {
        guard let executable = Bundle.main.executablePath else { return nil }
        var info = stat()
        guard stat(executable, &info) == 0 else { return nil }
        #if os(macOS)
        let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
        let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        return "\(A11yFixCommand.version) \(executable) \(info.st_size) \(modified) \(info.st_ino)"
    }

    /// The file's outcome from the cache, or computed by `fixer` and stored.
    func outcome(of file: SourceFile, absolutePath: String, fixer: FileFixer, baseline: BaselineFileEntries?) -> FileOutcome {
        let key = self.key(bytes: file.bytes, absolutePath: absolutePath, configuration: fixer.configuration, baseline: baseline)
        if let cached = read(key, file: file, project: fixer.configuration.project) {
            lock.lock(); hits += 1; lock.unlock()
            return cached
        }
        var configuration = fixer.configuration
        configuration.project = configuration.project?.recordingQueries()
        let outcome = FileFixer(configuration: configuration).process(file, baseline: baseline)
        write(outcome, dependencies: configuration.project?.recordedQueries ?? [], key: key)
        return outcome
    }

    func key(bytes: [UInt8], absolutePath: String, configuration: FixerConfiguration, baseline: BaselineFileEntries?) -> [UInt8] {
        var hasher = SHA256()
        for part in [buildIdentity, Fingerprint.of(configuration), baseline.map(Fingerprint.of) ?? "no baseline", absolutePath] {
            hasher.update(part)
            hasher.update([0])
        }
        hasher.update(bytes)
        return hasher.finalize()
    }

    private func entryPath(_ key: [UInt8]) -> (folder: String, file: String) {
        let digits = Array("0123456789abcdef".utf8)
        let hex = String(decoding: key.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
        let shard = folder + "/" + hex.prefix(2)
        return (shard, shard + "/" + hex.dropFirst(2))
    }

    /// The stored outcome, when the project index still gives every answer it was computed with.
    private func read(_ key: [UInt8], file: SourceFile, project: ProjectIndex?) -> FileOutcome? {
        guard let data = FileManager.default.contents(atPath: entryPath(key).file) else { return nil }
        var reader = BinaryReader(Array(data))
        guard reader.bytes(ResultCache.magic.count) == ResultCache.magic, reader.uint32() == ResultCache.formatVersion,
              reader.bytes(key.count) == key, let payloadLength = reader.int(), payloadLength >= 0,
              let payload = reader.bytes(payloadLength), reader.uint64() == CacheChecksum.of(payload), reader.isAtEnd else { return nil }
        var payloadReader = BinaryReader(payload)
        guard let dependencyCount = payloadReader.count() else { return nil }
        for _ in 0..<dependencyCount {
            guard let kind = payloadReader.uint8().flatMap(ProjectQuery.Kind.init(rawValue:)), let arguments = payloadReader.strings(),
                  let fingerprint = payloadReader.uint64(), let project,
                  project.stillAnswers(ProjectQuery(kind: kind, arguments: arguments), with: fingerprint) else { return nil }
        }
        return payloadReader.outcome(file: file)
    }

    private func write(_ outcome: FileOutcome, dependencies: [(query: ProjectQuery, fingerprint: UInt64)], key: [UInt8]) {
        var payload = BinaryWriter()
        payload.int(dependencies.count)
        for dependency in dependencies {
            payload.uint8(dependency.query.kind.rawValue)
            payload.strings(dependency.query.arguments)
            payload.uint64(dependency.fingerprint)
        }
        payload.outcome(outcome)
        var entry = BinaryWriter()
        entry.raw(ResultCache.magic)
        entry.uint32(ResultCache.formatVersion)
        entry.raw(key)
        entry.int(payload.bytes.count)
        entry.raw(payload.bytes)
        entry.uint64(CacheChecksum.of(payload.bytes))
        let path = entryPath(key)
        // A cache that cannot be written only makes the next run slower. One new file per entry and
        // no fsync (creating files is most of a cold run's extra cost): an entry cut short by a crash
        // fails its checksum and is written again.
        let temporary = path.folder + "/.tmp-\(getpid())-\(UUID().uuidString)"
        var descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        if descriptor < 0, errno == ENOENT {
            try? FileManager.default.createDirectory(atPath: path.folder, withIntermediateDirectories: true)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        }
        guard descriptor >= 0 else { return }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let written = (try? handle.write(contentsOf: Data(entry.bytes))) != nil
        try? handle.close()
        guard written, rename(temporary, path.file) == 0 else {
            unlink(temporary)
            return
        }
        lock.lock(); writes += 1; lock.unlock()
    }

    /// Deletes entries older than `maximumEntryAge`, at most once a day (a stamp file remembers when).
    func pruneIfDue(now: Date = Date()) {
        let stamp = folder + "/last-pruned"
        if let attributes = try? FileManager.default.attributesOfItem(atPath: stamp),
           let modified = attributes[.modificationDate] as? Date, now.timeIntervalSince(modified) < 24 * 3600 { return }
        guard FileManager.default.createFile(atPath: stamp, contents: nil) else { return }
        let oldest = now.addingTimeInterval(-ResultCache.maximumEntryAge)
        guard let shards = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for shard in shards where shard.count == 2 {
            let shardPath = folder + "/" + shard
            for name in (try? FileManager.default.contentsOfDirectory(atPath: shardPath)) ?? [] {
                let path = shardPath + "/" + name
                if let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date, modified < oldest {
                    unlink(path)
                }
            }
        }
    }
}

/// The text of everything in a fixer configuration (and a baseline) that changes what the rules
/// make of a file, for the cache key. Strings are quoted and dictionaries sorted, so the text is the
/// same from one process to the next. CacheTests fails when a field is added to these types and not
/// here, and when a rule gets stored properties.
enum Fingerprint {
    static func of(_ configuration: FixerConfiguration) -> String {
        let options = configuration.options
        return [
            "rules " + configuration.rules.map { ruleName(type(of: $0)) }.joined(separator: " "),
            // strict changes only how findings print; it is in the key so the key covers every field.
            "fixes \(configuration.computeFixes) unsafe \(configuration.applyUnsafeFixes) passes \(configuration.maximumPasses) strict \(configuration.strict)",
            "severities " + (configuration.severities.map { $0.map(\.rawValue).sorted().joined(separator: " ") } ?? "all"),
            "overrides " + sorted(configuration.severityOverrides.mapValues(\.rawValue)),
            "track \(options.trackElements) fonts \(options.fontStrategy.rawValue) category \(options.identifierCategory.debugDescription)",
            "labels " + sorted(options.symbolLabels),
            "targets " + sorted(options.deploymentTargets) + " platforms " + options.platforms.sorted().joined(separator: " "),
            "role \(options.sourceRole.rawValue) project \(configuration.project?.root ?? "none") scope " + configuration.scope.map(\.rawValue).sorted().joined(separator: " "),
        ].joined(separator: "\n")
    }

    static func of(_ baseline: BaselineFileEntries) -> String {
        baseline.counts.map { "\($0.key.rule.debugDescription) \($0.key.line.debugDescription) \($0.value)" }.sorted().joined(separator: "\n")
    }

    private static let ruleNames = RuleNames()

    /// A type's name costs a trip through the runtime's metadata; each rule's is looked up once.
    private static func ruleName(_ rule: any Rule.Type) -> String {
        ruleNames.name(of: rule)
    }

    private final class RuleNames: @unchecked Sendable {
        private let lock = NSLock()
        private var names: [ObjectIdentifier: String] = [:]

        func name(of rule: any Rule.Type) -> String {
            lock.lock()
            defer { lock.unlock() }
            if let known = names[ObjectIdentifier(rule)] { return known }
            let name = String(reflecting: rule)
            names[ObjectIdentifier(rule)] = name
            return name
        }
    }

    private static func sorted(_ dictionary: [String: String]) -> String {
        dictionary.sorted { $0.key < $1.key }.map { "\($0.key.debugDescription)=\($0.value.debugDescription)" }.joined(separator: " ")
    }
}

/// A `FileOutcome` in a cache entry.
private extension BinaryWriter {
    mutating func location(_ location: SourceLocation) {
        int(location.line)
        int(location.column)
    }

    mutating func outcome(_ outcome: FileOutcome) {
        optional(outcome.fixedBytes) { $0.data($1) }
        int(outcome.findings.count)
        for reported in outcome.findings {
            let finding = reported.finding
            string(finding.ruleID)
            optional(finding.severity) { $0.string($1.rawValue) }
            string(finding.message)
            int(finding.offset)
            int(finding.blocksNutritionLabels ? 1 : 0)
            optional(finding.blockedNutritionLabels) { writer, labels in writer.strings(labels.map(\.rawValue)) }
            optional(finding.fix) { writer, fix in
                writer.string(fix.safety.rawValue)
                writer.string(fix.summary)
                writer.int(fix.edits.count)
                for edit in fix.edits {
                    writer.int(edit.range.lowerBound)
                    writer.int(edit.range.upperBound)
                    writer.string(edit.replacement)
                    writer.int(edit.placement.rawValue)
                }
            }
            location(reported.location)
            int(EntryCoding.code(of: reported.status))
            string(reported.lineText)
        }
        int(outcome.diagnostics.count)
        for diagnostic in outcome.diagnostics {
            optional(diagnostic.location) { $0.location($1) }
            string(diagnostic.message)
        }
    }
}

/// Reads what `BinaryWriter.outcome` wrote; nil means a corrupt entry.
private extension BinaryReader {
    mutating func location() -> SourceLocation? {
        guard let line = int(), let column = int() else { return nil }
        return SourceLocation(line: line, column: column)
    }

    mutating func outcome(file: SourceFile) -> FileOutcome? {
        guard let fixedBytes = optional({ $0.data() }), let findingCount = int(), findingCount >= 0 else { return nil }
        var findings: [ReportedFinding] = []
        for _ in 0..<findingCount {
            guard let ruleID = string(),
                  let severity = optional({ $0.string().flatMap(Severity.init(rawValue:)) }),
                  let message = string(), let offset = int(), (0...file.bytes.count).contains(offset),
                  let blocks = int(), blocks == 0 || blocks == 1,
                  let blocked = optional({ $0.strings().map { $0.compactMap(NutritionLabel.init(rawValue:)) } }),
                  let fix = optional({ $0.fix(fileSize: file.bytes.count) }),
                  let location = location(), let status = int().flatMap(EntryCoding.status(code:)),
                  let lineText = string() else { return nil }
            var finding = Finding(ruleID: ruleID, severity: severity, message: message, offset: offset, fix: fix)
            finding.blocksNutritionLabels = blocks == 1
            finding.blockedNutritionLabels = blocked
            findings.append(ReportedFinding(finding: finding, location: location, status: status, lineText: lineText))
        }
        guard let diagnosticCount = int(), diagnosticCount >= 0 else { return nil }
        var diagnostics: [FileDiagnostic] = []
        for _ in 0..<diagnosticCount {
            guard let location = optional({ $0.location() }), let message = string() else { return nil }
            diagnostics.append(FileDiagnostic(location: location, message: message))
        }
        guard isAtEnd else { return nil }
        return FileOutcome(file: file, fixedBytes: fixedBytes, findings: findings, diagnostics: diagnostics)
    }

    mutating func fix(fileSize: Int) -> Fix? {
        guard let safety = string().flatMap(FixSafety.init(rawValue:)), let summary = string(), let count = int(), count >= 0 else { return nil }
        var edits: [Edit] = []
        for _ in 0..<count {
            guard let lower = int(), let upper = int(), 0 <= lower, lower <= upper, upper <= fileSize,
                  let replacement = string(), let placement = int().flatMap(Edit.Placement.init(rawValue:)) else { return nil }
            edits.append(Edit(range: lower..<upper, replacement: replacement, placement: placement))
        }
        return Fix(safety: safety, edits: edits, summary: summary)
    }
}

private enum EntryCoding {
    static func code(of status: FixStatus) -> Int {
        switch status {
        case .fixed: return 0
        case .notFixable: return 1
        case .heldBackUnsafe: return 2
        case .notAttempted: return 3
        case .notApplied: return 4
        }
    }

    static func status(code: Int) -> FixStatus? {
        [.fixed, .notFixable, .heldBackUnsafe, .notAttempted, .notApplied].first { self.code(of: $0) == code }
    }
}
