import Foundation

/// The findings a team has accepted for now (`--write-baseline FILE`), so that `--baseline FILE`
/// reports only new ones. A finding is identified by its rule, its file (relative to the baseline's
/// folder) and the text of its line without leading and trailing whitespace, never by its line
/// number: findings keep matching when code above them moves. Identical findings are counted, and
/// each recorded one absorbs one finding.
public struct Baseline: Equatable {
    public static let version = 1

    public struct Entry: Codable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var line: String
        public var count: Int

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line) < (rhs.path, rhs.rule, rhs.line)
        }
    }

    private struct Document: Codable {
        var version: Int
        var findings: [Entry]
    }

    /// Sorted by path, rule and line, one entry per distinct finding.
    public private(set) var entries: [Entry]
    /// Absolute; the entries' paths are relative to it.
    public let folder: String

    /// Counts identical findings: `findings` are (rule, absolute path, line text) triples.
    public init(findings: [(rule: String, path: String, lineText: String)], folder: String) {
        var counts: [Entry: Int] = [:]
        for finding in findings {
            let key = Entry(rule: finding.rule, path: Baseline.relativePath(finding.path, to: folder), line: Baseline.normalized(finding.lineText), count: 0)
            counts[key, default: 0] += 1
        }
        self.entries = counts.map { entry, count in
            var entry = entry
            entry.count = count
            return entry
        }.sorted()
        self.folder = folder
    }

    /// Reads the baseline file `--baseline` names.
    public static func load(option displayPath: String, currentDirectory: String = FileManager.default.currentDirectoryPath) throws -> Baseline {
        let path = FilePaths.absolute(displayPath, in: currentDirectory)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read the baseline \(displayPath): \(FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")")
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw UsageError("\(displayPath) is not an a11yfix baseline (expected {\"version\": 1, \"findings\": [{\"rule\", \"path\", \"line\", \"count\"}, …]}, as --write-baseline writes)")
        }
        guard document.version == version else {
            throw UsageError("\(displayPath) is a version \(document.version) baseline; this a11yfix reads version \(version)")
        }
        var baseline = Baseline(findings: [], folder: FilePaths.folder(of: path))
        baseline.entries = document.findings.sorted()
        return baseline
    }

    /// Stable text for review: sorted entries, sorted keys, one entry per line group.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(Document(version: Baseline.version, findings: entries))) ?? Data()
        data.append(0x0A)
        return data
    }

    /// The entries of one file, given its absolute path.
    public func entries(forFile path: String) -> BaselineFileEntries {
        let relative = Baseline.relativePath(path, to: folder)
        var counts: [BaselineFileEntries.Key: Int] = [:]
        for entry in entries where entry.path == relative {
            counts[BaselineFileEntries.Key(rule: entry.rule, line: entry.line), default: 0] += entry.count
        }
        return BaselineFileEntries(counts: counts)
    }

    static func relativePath(_ path: String, to folder: String) -> String {
        let components = FilePaths.components(of: path, relativeTo: folder)
        let relative = components.joined(separator: "/")
        return path.hasPrefix(folder == "/" ? "/" : folder + "/") ? relative : "/" + relative
    }

    static func normalized(_ lineText: String) -> String {
        lineText.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// One file's share of a baseline: how many findings of each rule on each line text are known.
public struct BaselineFileEntries: Sendable {
    struct Key: Hashable, Sendable {
        var rule: String
        var line: String
    }

    var counts: [Key: Int]

    public var isEmpty: Bool { counts.isEmpty }

    /// Splits findings into new ones and the ones the baseline absorbs, in file order.
    public func partition(_ findings: [Finding], in file: SourceFile) -> (new: [Finding], known: [Finding]) {
        guard !counts.isEmpty else { return (findings, []) }
        var remaining = counts
        var new: [Finding] = []
        var known: [Finding] = []
        for finding in findings {
            let key = Key(rule: finding.ruleID, line: Baseline.normalized(file.lineText(file.lineIndex(of: finding.offset))))
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                known.append(finding)
            } else {
                new.append(finding)
            }
        }
        return (new, known)
    }
}
