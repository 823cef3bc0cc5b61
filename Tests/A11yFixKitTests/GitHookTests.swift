@testable import A11yFixKit
import Foundation
import XCTest

/// `--staged`, `--since` and `install-hook` against real git repositories: every test compares the
/// index (`git cat-file blob :path`) and the working tree byte for byte before and after, so a lost
/// staged or unstaged byte fails it.
final class GitHookTests: XCTestCase {
    static let iconButton = """
    import SwiftUI

    struct ShareBar: View {
        let share: () -> Void

        var body: some View {
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
        }
    }

    """

    static let cleanFile = CommandLineTests.cleanFile

    /// A temporary git repository with a local identity.
    final class Repository {
        let folder: TemporaryFolder
        var url: URL { folder.url }

        init() throws {
            folder = try TemporaryFolder()
            try git("init", "-q")
            try git("config", "user.name", "a11yfix tests")
            try git("config", "user.email", "tests@a11yfix.invalid")
            try git("config", "commit.gpgsign", "false")
        }

        @discardableResult
        func git(_ arguments: String..., input: Data? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> String {
            let result = try CommandRunner.tool("git", arguments, in: url, input: input)
            XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")): \(result.standardError)", file: file, line: line)
            return result.standardOutput
        }

        func write(_ path: String, _ content: String) throws { try folder.write(path, content) }

        /// The staged bytes of a path, nil when it is not in the index.
        func staged(_ path: String) throws -> Data? {
            let result = try CommandRunner.tool("git", ["cat-file", "blob", ":" + path], in: url)
            return result.status == 0 ? result.standardOutputBytes : nil
        }

        func working(_ path: String) -> Data? {
            FileManager.default.contents(atPath: url.appendingPathComponent(path).path)
        }

        /// `git ls-files --stage`: every index entry's mode, object and path.
        func indexListing() throws -> String { try git("ls-files", "--stage", "-z") }

        func a11yfix(_ arguments: String...) throws -> CommandRunner.Result {
            try CommandRunner.a11yfix(arguments, in: url)
        }

        /// What `a11yfix --apply` makes of this source (its standard-input mode gives the same bytes).
        func fixed(_ source: String, name: String) throws -> Data {
            let result = try CommandRunner.a11yfix(["-", "--stdin-path", name], in: url, input: Data(source.utf8))
            XCTAssertNotEqual(result.standardOutputBytes, Data(source.utf8), "the sample must have a fix")
            return result.standardOutputBytes
        }
    }

    func testStagedApplyFixesAFullyStagedFileInTheIndexAndWorkingTreeAlikeAndNothingElse() throws {
        let repository = try Repository()
        try repository.write("Sources/Bar.swift", Self.iconButton)
        try repository.write("Sources/Other.swift", Self.cleanFile)
        try repository.write("Notes.txt", "committed\n")
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "start")
        // Another file with unstaged changes only, and one staged clean file.
        try repository.write("Notes.txt", "committed\nunstaged line\n")
        try repository.write("Sources/Other.swift", Self.cleanFile + "// staged comment\n")
        try repository.git("add", "Sources/Other.swift")
        try repository.write("Sources/Bar.swift", Self.iconButton + "// staged edit\n")
        try repository.git("add", "Sources/Bar.swift")
        let listingBefore = try repository.indexListing()
        let expected = try repository.fixed(Self.iconButton + "// staged edit\n", name: "Sources/Bar.swift")
        XCTAssertTrue(String(decoding: expected, as: UTF8.self).contains(".accessibilityLabel(\"Share\") // [VERIFY]"))

        let run = try repository.a11yfix("--staged", "--apply")
        XCTAssertEqual(run.status, 1, "findings stop the commit: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("Sources/Bar.swift:7:9: warning: icon-only Button has no accessibility label"), run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 2 files, 1 finding, 1 fixed in 1 file"), run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: re-staged 1 fixed file: review the fixes with git diff --cached, then commit again"), run.standardError)
        XCTAssertEqual(try repository.staged("Sources/Bar.swift"), expected)
        XCTAssertEqual(repository.working("Sources/Bar.swift"), expected)
        XCTAssertEqual(try repository.git("status", "--porcelain", "--", "Sources/Bar.swift"), "M  Sources/Bar.swift\n", "index and working tree agree")
        // Nothing else in the index or the working tree moved.
        let changedEntries = Set(try repository.indexListing().split(separator: "\0")).symmetricDifference(listingBefore.split(separator: "\0"))
        XCTAssertEqual(changedEntries.map { $0.hasSuffix("\tSources/Bar.swift") }, [true, true], "only Bar.swift's entry changed")
        XCTAssertEqual(repository.working("Notes.txt"), Data("committed\nunstaged line\n".utf8))
        XCTAssertEqual(try repository.staged("Notes.txt"), Data("committed\n".utf8))
        XCTAssertEqual(try repository.staged("Sources/Other.swift"), Data((Self.cleanFile + "// staged comment\n").utf8))

        let again = try repository.a11yfix("--staged", "--apply")
        XCTAssertEqual(again.status, 0, "the fixed index is clean: \(again.standardError)")
        XCTAssertFalse(again.standardError.contains("re-staged"))
    }

    func testPartiallyStagedFilesAreReportedButNeverRewritten() throws {
        let repository = try Repository()
        try repository.write("View.swift", Self.cleanFile)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "start")
        try repository.write("View.swift", Self.iconButton)
        try repository.git("add", "View.swift")
        let unstaged = Self.iconButton + "// work in progress, not staged\n"
        try repository.write("View.swift", unstaged)

        let run = try repository.a11yfix("--staged", "--apply")
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("View.swift:7:9: warning: icon-only Button"), "the staged version's finding: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("View.swift: note: partially staged (it has unstaged changes), so a11yfix changed neither its staged nor its working copy"),
                      run.standardError)
        XCTAssertTrue(run.standardError.contains("Fix it with: a11yfix --apply View.swift, then stage the fixes with: git add -p View.swift"), run.standardError)
        XCTAssertTrue(run.standardError.contains("0 fixed in 0 files"), run.standardError)
        XCTAssertTrue(run.standardError.contains("1 partially staged file was not fixed"), run.standardError)
        XCTAssertEqual(try repository.staged("View.swift"), Data(Self.iconButton.utf8))
        XCTAssertEqual(repository.working("View.swift"), Data(unstaged.utf8))

        // An unstaged deletion is an unstaged change too: the file is not brought back.
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("View.swift"))
        XCTAssertEqual(try repository.a11yfix("--staged", "--apply").status, 1)
        XCTAssertNil(repository.working("View.swift"))
        XCTAssertEqual(try repository.staged("View.swift"), Data(Self.iconButton.utf8))
    }

    func testRenamedDeletedSymlinkedAndOddlyNamedFiles() throws {
        let repository = try Repository()
        try repository.write("Old Name.swift", Self.iconButton)
        try repository.write("Gone.swift", Self.iconButton)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "start")
        let odd = ["Screens/With Space.swift", "Screens/Ünïcødé 表示.swift", "Screens/new\nline.swift", "Screens/quote'd \"name\".swift"]
        for name in odd { try repository.write(name, Self.iconButton) }
        try repository.git("mv", "Old Name.swift", "Screens/Nouveau nom é.swift")
        try repository.git("rm", "-q", "Gone.swift")
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Link.swift").path, withDestinationPath: "Screens/With Space.swift")
        try repository.git("add", "-A")
        let expected = try repository.fixed(Self.iconButton, name: "Sample.swift")

        let check = try repository.a11yfix("--staged", "--check")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.standardError.contains("a11yfix: 5 files, 5 findings"), "renamed and odd files; not the deleted one, not the symlink: \(check.standardError)")
        XCTAssertTrue(check.standardError.contains("Screens/Nouveau nom é.swift:7:9: warning"), check.standardError)
        XCTAssertFalse(check.standardError.contains("Old Name.swift"))
        XCTAssertFalse(check.standardError.contains("Gone.swift"))
        XCTAssertFalse(check.standardError.contains("Link.swift"))

        let run = try repository.a11yfix("--staged", "--apply")
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("re-staged 5 fixed files"), run.standardError)
        for name in odd + ["Screens/Nouveau nom é.swift"] {
            XCTAssertEqual(try repository.staged(name), expected, name)
            XCTAssertEqual(repository.working(name), expected, name)
        }
        XCTAssertNil(repository.working("Gone.swift"), "a deleted file stays deleted")
        XCTAssertNil(try repository.staged("Gone.swift"))
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: repository.url.appendingPathComponent("Link.swift").path),
                       "Screens/With Space.swift", "the symlink is still a symlink")
        XCTAssertEqual(try repository.staged("Link.swift"), Data("Screens/With Space.swift".utf8))
    }

    func testARepositoryWithNoCommitsYet() throws {
        let repository = try Repository()
        try repository.write("First.swift", Self.iconButton)
        try repository.write("Unstaged.swift", Self.iconButton)
        try repository.git("add", "First.swift")
        let expected = try repository.fixed(Self.iconButton, name: "First.swift")

        let run = try repository.a11yfix("--staged", "--apply")
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 1 file, 1 finding, 1 fixed in 1 file"), "the untracked file is not staged: \(run.standardError)")
        XCTAssertEqual(try repository.staged("First.swift"), expected)
        XCTAssertEqual(repository.working("First.swift"), expected)
        XCTAssertEqual(repository.working("Unstaged.swift"), Data(Self.iconButton.utf8))
        XCTAssertNil(try repository.staged("Unstaged.swift"))
    }

    func testStagedDryRunIsADiffOfTheIndexThatGitAppliesToTheIndex() throws {
        let repository = try Repository()
        try repository.write("Bar.swift", Self.iconButton)
        try repository.git("add", ".")
        try repository.write("Bar.swift", "// the working tree is something else entirely\n")
        let expected = try repository.fixed(Self.iconButton, name: "Bar.swift")

        let diff = try repository.a11yfix("--staged", "--dry-run")
        XCTAssertEqual(diff.status, 1)
        XCTAssertTrue(diff.standardOutput.hasPrefix("diff --git a/Bar.swift b/Bar.swift\n"), diff.standardOutput)
        XCTAssertEqual(try repository.staged("Bar.swift"), Data(Self.iconButton.utf8), "a dry run writes nothing")
        try repository.git("apply", "--cached", "-", input: diff.standardOutputBytes)
        XCTAssertEqual(try repository.staged("Bar.swift"), expected)
        XCTAssertEqual(repository.working("Bar.swift"), Data("// the working tree is something else entirely\n".utf8))
    }

    func testNamedPathsNarrowTheStagedFiles() throws {
        let repository = try Repository()
        try repository.write("App/A.swift", Self.iconButton)
        try repository.write("Kit/B.swift", Self.iconButton)
        try repository.git("add", ".")
        let run = try CommandRunner.a11yfix(["--staged", "--check", "."], in: repository.url.appendingPathComponent("Kit"))
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("B.swift:7:9: warning"), run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 1 file, 1 finding"), run.standardError)
        let outside = try repository.a11yfix("--staged", "--check", "/")
        XCTAssertEqual(outside.status, 2)
        XCTAssertTrue(outside.standardError.contains("/ is outside the git repository"), outside.standardError)
    }

    func testSinceChecksFilesChangedSinceARevisionIncludingNewOnes() throws {
        let repository = try Repository()
        try repository.write("Changed.swift", Self.cleanFile)
        try repository.write("Same.swift", Self.iconButton)
        try repository.write("Deleted.swift", Self.iconButton)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "start")
        try repository.write("Changed.swift", Self.iconButton)
        try repository.write("New File.swift", Self.iconButton)
        try repository.write("Ignored.swift", Self.iconButton)
        try repository.write(".gitignore", "Ignored.swift\n")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Deleted.swift"))

        let run = try repository.a11yfix("--since", "HEAD", "--check")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardError.contains("Changed.swift:7:9: warning"), run.standardError)
        XCTAssertTrue(run.standardError.contains("New File.swift:7:9: warning"), run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 2 files, 2 findings"), "not Same, Deleted or Ignored: \(run.standardError)")

        let apply = try repository.a11yfix("--since", "HEAD", "--apply")
        XCTAssertEqual(apply.status, 1)
        XCTAssertEqual(repository.working("Same.swift"), Data(Self.iconButton.utf8), "unchanged files are left alone")
        XCTAssertEqual(repository.working("Changed.swift"), try repository.fixed(Self.iconButton, name: "Changed.swift"))

        let bad = try repository.a11yfix("--since", "no-such-branch", "--check")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.contains("--since: 'no-such-branch' is not a commit in this repository"), bad.standardError)
        let plainFolder = try TemporaryFolder()
        let notRepository = try CommandRunner.a11yfix(["--staged", "--check"], in: plainFolder.url)
        XCTAssertEqual(notRepository.status, 2)
        XCTAssertTrue(notRepository.standardError.contains("--staged needs a git repository"), notRepository.standardError)
        let both = try repository.a11yfix("--staged", "--since", "HEAD")
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.standardError.contains("--staged and --since cannot be combined"), both.standardError)
    }

    // MARK: install-hook

    func hookPath(_ repository: Repository) -> String { repository.url.appendingPathComponent(".git/hooks/pre-commit").path }

    func testInstallHookWritesAMarkedExecutableHookAndRefusesForeignOnes() throws {
        let repository = try Repository()
        let install = try repository.a11yfix("install-hook")
        XCTAssertEqual(install.status, 0, install.standardError)
        let hook = try String(contentsOfFile: hookPath(repository), encoding: .utf8)
        XCTAssertTrue(hook.hasPrefix("#!/bin/sh\n# a11yfix-managed-hook"), hook)
        XCTAssertTrue(hook.contains("a11yfix=\(CommandRunner.a11yfix.path)\n"), "the installing binary, by absolute path: \(hook)")
        XCTAssertTrue(hook.contains("exec \"$a11yfix\" --staged --apply\n"), hook)
        let permissions = try FileManager.default.attributesOfItem(atPath: hookPath(repository))[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o755)
        XCTAssertEqual(try repository.a11yfix("install-hook", "--check").status, 0, "its own hook is replaced freely")
        XCTAssertTrue(try String(contentsOfFile: hookPath(repository), encoding: .utf8).contains("exec \"$a11yfix\" --staged --check\n"))

        let foreign = "#!/bin/sh\necho someone else's hook\n"
        try foreign.write(toFile: hookPath(repository), atomically: true, encoding: .utf8)
        let refused = try repository.a11yfix("install-hook")
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.standardError.contains("exists and was not written by a11yfix; left alone"), refused.standardError)
        XCTAssertEqual(try String(contentsOfFile: hookPath(repository), encoding: .utf8), foreign)
        XCTAssertEqual(try repository.a11yfix("uninstall-hook").status, 2, "never removes a hook it did not write")
        XCTAssertEqual(try String(contentsOfFile: hookPath(repository), encoding: .utf8), foreign)

        let forced = try repository.a11yfix("install-hook", "--force")
        XCTAssertEqual(forced.status, 0, forced.standardError)
        XCTAssertEqual(try String(contentsOfFile: hookPath(repository) + ".a11yfix-backup", encoding: .utf8), foreign)
        XCTAssertTrue(HookInstaller.isOurs(try Data(contentsOf: URL(fileURLWithPath: hookPath(repository)))))
        let uninstall = try repository.a11yfix("uninstall-hook")
        XCTAssertEqual(uninstall.status, 0, uninstall.standardError)
        XCTAssertTrue(uninstall.standardOutput.contains("restored the previous one"), uninstall.standardOutput)
        XCTAssertEqual(try String(contentsOfFile: hookPath(repository), encoding: .utf8), foreign)
        XCTAssertFalse(FileManager.default.fileExists(atPath: hookPath(repository) + ".a11yfix-backup"))
        XCTAssertEqual(try repository.a11yfix("install-hook", "--verbose").status, 2)
        let help = try repository.a11yfix("install-hook", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("usage: a11yfix install-hook [--check] [--force]"), help.standardOutput)
        XCTAssertEqual(try String(contentsOfFile: hookPath(repository), encoding: .utf8), foreign, "--help changes nothing")
    }

    func testInstallHookHonoursCoreHooksPath() throws {
        let repository = try Repository()
        try repository.git("config", "core.hooksPath", "team-hooks")
        XCTAssertEqual(try repository.a11yfix("install-hook").status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("team-hooks/pre-commit").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: hookPath(repository)))
        XCTAssertEqual(try repository.a11yfix("uninstall-hook").status, 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("team-hooks/pre-commit").path))
    }

    func testTheInstalledHookStopsACommitFixesAndReStagesThenLetsTheNextOneThrough() throws {
        let repository = try Repository()
        try repository.write("Clean.swift", Self.cleanFile)
        try repository.git("add", ".")
        XCTAssertEqual(try repository.a11yfix("install-hook").status, 0)
        let clean = try CommandRunner.tool("git", ["commit", "-q", "-m", "clean"], in: repository.url)
        XCTAssertEqual(clean.status, 0, "a clean commit passes: \(clean.standardError)")

        try repository.write("Bar.swift", Self.iconButton)
        try repository.write("Partial.swift", Self.iconButton)
        try repository.git("add", "Bar.swift", "Partial.swift")
        try repository.write("Partial.swift", Self.iconButton + "// unstaged\n")
        let stopped = try CommandRunner.tool("git", ["commit", "-q", "-m", "button"], in: repository.url)
        XCTAssertNotEqual(stopped.status, 0, "the commit stops")
        XCTAssertTrue(stopped.standardError.contains("Bar.swift:7:9: warning: icon-only Button"), stopped.standardError)
        XCTAssertTrue(stopped.standardError.contains("Partial.swift: note: partially staged"), stopped.standardError)
        XCTAssertEqual(try repository.git("log", "--format=%s"), "clean\n")
        let expected = try repository.fixed(Self.iconButton, name: "Bar.swift")
        XCTAssertEqual(try repository.staged("Bar.swift"), expected, "fixed and re-staged")
        XCTAssertEqual(repository.working("Bar.swift"), expected)
        XCTAssertEqual(try repository.staged("Partial.swift"), Data(Self.iconButton.utf8))
        XCTAssertEqual(repository.working("Partial.swift"), Data((Self.iconButton + "// unstaged\n").utf8))

        // The user fixes the partially staged file as the note says, and commits again.
        XCTAssertEqual(try repository.a11yfix("--apply", "Partial.swift").status, 1)
        try repository.git("add", "Partial.swift")
        let passed = try CommandRunner.tool("git", ["commit", "-q", "-m", "button"], in: repository.url)
        XCTAssertEqual(passed.status, 0, passed.standardError)
        XCTAssertEqual(try repository.git("show", "HEAD:Bar.swift"), String(decoding: expected, as: UTF8.self))
    }

    func testTheInstalledHookUnderCommitAllKeepsTheFixInTheWorkingTree() throws {
        let repository = try Repository()
        try repository.write("Bar.swift", Self.cleanFile)
        try repository.git("add", ".")
        try repository.git("commit", "-q", "-m", "start")
        XCTAssertEqual(try repository.a11yfix("install-hook").status, 0)
        try repository.write("Bar.swift", Self.iconButton)
        // `git commit -a` runs the hook on a temporary index (GIT_INDEX_FILE), discarded when the hook fails.
        let stopped = try CommandRunner.tool("git", ["commit", "-q", "-a", "-m", "button"], in: repository.url)
        XCTAssertNotEqual(stopped.status, 0)
        let expected = try repository.fixed(Self.iconButton, name: "Bar.swift")
        XCTAssertEqual(repository.working("Bar.swift"), expected)
        XCTAssertEqual(try repository.staged("Bar.swift"), Data(Self.cleanFile.utf8), "git rolled its temporary index back")
        let passed = try CommandRunner.tool("git", ["commit", "-q", "-a", "-m", "button"], in: repository.url)
        XCTAssertEqual(passed.status, 0, passed.standardError)
        XCTAssertEqual(try repository.git("show", "HEAD:Bar.swift"), String(decoding: expected, as: UTF8.self))
    }
}
