import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of a run when git chooses them: `--staged` (what the next commit will contain, read
/// from the index) and `--since REV` (files that differ from REV in the working tree, and new
/// untracked ones). Named paths narrow either to those files and folders. Only `.swift` regular
/// files are taken: deleted files, symbolic links and submodules are skipped.
enum GitFileSelection {
    /// The run's files and, with `--staged`, the index content they are read from.
    static func discover(_ options: CommandOptions, currentDirectory: String = FileManager.default.currentDirectoryPath) throws
        -> (files: FileDiscovery.Result, staged: StagedFiles?) {
        if options.staged {
            let repository = try GitRepository.containing(currentDirectory, purpose: "--staged")
            let staged = try StagedFiles(repository: repository, pathspecs: pathspecs(options.paths, in: repository, currentDirectory: currentDirectory))
            return (FileDiscovery.Result(files: staged.paths, problems: []), staged)
        }
        if let revision = options.sinceRevision {
            let repository = try GitRepository.containing(currentDirectory, purpose: "--since")
            let files = try changedFiles(since: revision, in: repository, pathspecs: pathspecs(options.paths, in: repository, currentDirectory: currentDirectory))
            return (FileDiscovery.Result(files: files, problems: []), nil)
        }
        return (FileDiscovery().discover(options.paths.isEmpty ? ["."] : options.paths), nil)
    }

    /// `--since REV`: `.swift` files whose working-tree content differs from REV's, plus untracked
    /// ones that are not ignored, as display paths, sorted.
    static func changedFiles(since revision: String, in repository: GitRepository, pathspecs: [String]) throws -> [String] {
        guard try repository.run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]).status == 0 else {
            throw GitError(description: "--since: '\(revision)' is not a commit in this repository (a branch, tag or commit id, e.g. origin/main or HEAD~3)")
        }
        let changed = try repository.output(["--literal-pathspecs", "diff", "--no-color", "--no-ext-diff", "--name-only", "-z", "--no-renames",
                                             "--diff-filter=ACMT", "--end-of-options", revision, "--"] + pathspecs)
        let untracked = try repository.output(["--literal-pathspecs", "ls-files", "-z", "--others", "--exclude-standard", "--"] + pathspecs)
        let paths = Set(GitRepository.records(changed) + GitRepository.records(untracked)).filter { path in
            path.hasSuffix(".swift") && isRegularFile(repository.topLevel + "/" + path)
        }
        return paths.map { FileDiscovery.displayPath(repository.topLevel + "/" + $0) }.sorted()
    }

    /// The named paths as pathspecs relative to the repository's root (git runs there); none for
    /// the whole repository.
    static func pathspecs(_ paths: [String], in repository: GitRepository, currentDirectory: String) throws -> [String] {
        try paths.compactMap { path in
            var absolute = FilePaths.absolute(path, in: currentDirectory)
            if let resolved = realpath(absolute, nil) {
                absolute = String(cString: resolved)
                free(resolved)
            }
            if absolute == repository.topLevel { return nil }
            guard absolute.hasPrefix(repository.topLevel + "/") else {
                throw UsageError("\(path) is outside the git repository at \(repository.topLevel)")
            }
            return String(absolute.dropFirst(repository.topLevel.count + 1))
        }
    }

    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// A staged file a11yfix will not rewrite: its working tree has changes that are not staged, so the
/// fixed index content cannot be written back without mixing the two.
struct PartiallyStagedFile: Error {
    var path: String

    var note: String {
        let quoted = ShellQuoting.quote(path)
        return "\(path): note: partially staged (it has unstaged changes), so a11yfix changed neither its staged nor its working copy; "
            + "the findings above are in the staged version. Fix it with: a11yfix --apply \(quoted), then stage the fixes with: git add -p \(quoted)"
    }
}

/// What the next commit will contain: each staged `.swift` file's index entry and content.
///
/// With `--apply`, a file is fixed only when its working tree holds exactly the staged bytes (fully
/// staged): the fixed bytes are written to the working tree (atomically, and only if it still holds
/// those bytes), then stored as a blob and put in the index entry (only if the entry is still the one
/// read), so the index and the working tree get the same bytes and nothing else in either changes. A
/// partially staged file is never written: its unstaged changes stay where they are.
final class StagedFiles: @unchecked Sendable {
    struct Entry {
        /// Relative to the repository's root, as git names it.
        var gitPath: String
        var mode: String
        var object: String
        var content: [UInt8]
    }

    let repository: GitRepository
    /// Display paths, sorted.
    let paths: [String]
    private let entries: [String: Entry]
    private let lock = NSLock()
    private var fixed: [(entry: Entry, bytes: [UInt8])] = []
    private(set) var partiallyStagedCount = 0

    init(repository: GitRepository, pathspecs: [String]) throws {
        self.repository = repository
        let raw = try repository.output(["--literal-pathspecs", "diff-index", "--cached", "-z", "--no-renames", "--no-abbrev",
                                         "--diff-filter=ACMT", try repository.baseTree(), "--"] + pathspecs)
        var staged: [(gitPath: String, mode: String, object: String)] = []
        let records = GitRepository.records(raw)
        var index = 0
        while index + 1 < records.count {
            // ":<old mode> <new mode> <old object> <new object> <status>", then the path.
            let fields = records[index].split(separator: " ")
            let path = records[index + 1]
            index += 2
            guard fields.count == 5, ["100644", "100755"].contains(fields[1]), path.hasSuffix(".swift") else { continue }
            staged.append((path, String(fields[1]), String(fields[3])))
        }
        let contents = try repository.blobs(Array(Set(staged.map(\.object))))
        var entries: [String: Entry] = [:]
        for file in staged {
            guard let content = contents[file.object] else { throw GitError(description: "git did not return the staged content of \(file.gitPath)") }
            entries[FileDiscovery.displayPath(repository.topLevel + "/" + file.gitPath)] = Entry(gitPath: file.gitPath, mode: file.mode, object: file.object, content: content)
        }
        self.entries = entries
        self.paths = entries.keys.sorted()
    }

    /// The staged content of every file, by absolute path as the run names it, for the project index.
    var contentsByAbsolutePath: [String: [UInt8]] {
        let currentDirectory = FileManager.default.currentDirectoryPath
        return Dictionary(uniqueKeysWithValues: entries.map { (FilePaths.absolute($0.key, in: currentDirectory), $0.value.content) })
    }

    /// The staged content of a file, checked as `SourceLoader` checks files on disk.
    func load(_ path: String) -> Result<SourceFile, LoadError> {
        guard let entry = entries[path] else { return .failure(LoadError(location: nil, message: "not staged")) }
        if entry.content.count > SourceLoader.maximumFileSize {
            return .failure(LoadError(location: nil, message: "file is larger than the \(SourceLoader.maximumFileSize / 1_048_576) MB a11yfix reads; skipped"))
        }
        return SourceLoader.validate(SourceFile(path: path, bytes: entry.content))
    }

    /// Writes the fixed bytes to a fully staged file's working tree and remembers them for
    /// `restage()`; throws `PartiallyStagedFile` (writing nothing) when the working tree differs.
    func write(_ bytes: [UInt8], to path: String) throws {
        guard let entry = entries[path] else { throw WriteError.failed("not staged") }
        let workingPath = repository.topLevel + "/" + entry.gitPath
        guard GitFileSelection.isRegularFile(workingPath), let current = FileManager.default.contents(atPath: workingPath),
              current.elementsEqual(entry.content) else {
            lock.lock(); partiallyStagedCount += 1; lock.unlock()
            throw PartiallyStagedFile(path: path)
        }
        try AtomicWriter.write(bytes, to: workingPath, expectedOriginal: entry.content)
        lock.lock(); fixed.append((entry, bytes)); lock.unlock()
    }

    /// Puts the fixed content of the files `write` wrote into the index. Returns how many were
    /// re-staged, and an error for each that could not be (its fixes stay in the working tree).
    func restage() -> (count: Int, errors: [ReportError]) {
        guard !fixed.isEmpty else { return (0, []) }
        var errors: [ReportError] = []
        var records: [UInt8] = []
        var restaged: [Entry] = []
        let current: [String: (mode: String, object: String)]
        do {
            current = try repository.indexEntries(fixed.map(\.entry.gitPath))
        } catch {
            return (0, fixed.map { notStaged($0.entry, because: "\(error)") })
        }
        for (entry, bytes) in fixed.sorted(by: { $0.entry.gitPath < $1.entry.gitPath }) {
            guard let now = current[entry.gitPath], now.mode == entry.mode, now.object == entry.object else {
                errors.append(notStaged(entry, because: "its staged version changed while a11yfix ran"))
                continue
            }
            do {
                let object = try repository.storeBlob(bytes)
                records += Array("\(entry.mode) \(object)\t\(entry.gitPath)".utf8) + [0]
                restaged.append(entry)
            } catch {
                errors.append(notStaged(entry, because: "\(error)"))
            }
        }
        guard !restaged.isEmpty else { return (0, errors) }
        do {
            _ = try repository.output(["update-index", "-z", "--index-info"], input: records)
        } catch {
            return (0, errors + restaged.map { notStaged($0, because: "\(error)") })
        }
        return (restaged.count, errors)
    }

    /// The line after a `--staged --apply` run's summary; nil when there is nothing to say.
    func summary(restaged count: Int) -> String? {
        var parts: [String] = []
        if count > 0 {
            parts.append("re-staged \(count) fixed \(count == 1 ? "file" : "files"): review the fixes with git diff --cached, then commit again")
        }
        if partiallyStagedCount > 0 {
            parts.append("\(partiallyStagedCount) partially staged \(partiallyStagedCount == 1 ? "file was" : "files were") not fixed (see the notes above)")
        }
        return parts.isEmpty ? nil : "a11yfix: " + parts.joined(separator: "; ")
    }

    private func notStaged(_ entry: Entry, because reason: String) -> ReportError {
        ReportError(path: FileDiscovery.displayPath(repository.topLevel + "/" + entry.gitPath),
                    message: "fixed in the working tree but not staged (\(reason)); review the fixes with git diff and stage them with git add")
    }
}

enum ShellQuoting {
    /// A word the shell reads back as exactly `text`.
    static func quote(_ text: String) -> String {
        let plain = text.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII || "/._-+:@%=,".unicodeScalars.contains($0) }
        if plain, !text.isEmpty { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
