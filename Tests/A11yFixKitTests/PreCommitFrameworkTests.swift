import Foundation
import XCTest

/// `.pre-commit-hooks.yaml` driven by the real pre-commit framework (`python3 -m pip install
/// pre-commit`; .ci/run installs it): pre-commit clones this repository, builds a11yfix with
/// `language: swift`, and runs the hooks on real commits in a temporary repository. `make
/// integration` runs it (CI, after `make test`, which leaves it out).
///
/// pre-commit builds a11yfix in release mode, which takes minutes, so the test keeps pre-commit's
/// store in .build/pre-commit-tests and gives it a snapshot of what the build reads (the working
/// tree's manifest, hooks file, Sources and Plugins) committed with fixed dates: the same sources give
/// the same commit, which pre-commit has already built. (`pre-commit try-repo` would build from
/// scratch on every call: it uses a throwaway store.)
final class PreCommitFrameworkTests: XCTestCase {
    static let folder = CommandRunner.repositoryRoot.appendingPathComponent(".build/pre-commit-tests")

    func testCommitsPassStopOnAFindingAndPassAfterTheFix() throws {
        let version = try CommandRunner.tool("python3", ["-m", "pre_commit", "--version"], in: CommandRunner.repositoryRoot)
        guard version.status == 0 else {
            return XCTFail("pre-commit is not installed; run: python3 -m pip install pre-commit (.ci/run does). \(version.standardError)")
        }
        let revision = try snapshotOfTheWorkingTree()
        let config = Self.folder.appendingPathComponent("pre-commit-config.yaml")
        try """
        repos:
          - repo: \(Self.folder.appendingPathComponent("a11yfix").path)
            rev: \(revision)
            hooks:
              - id: a11yfix
              - id: a11yfix-check
                stages: [manual]

        """.write(to: config, atomically: true, encoding: .utf8)
        let project = try GitHookTests.Repository()
        func preCommit(_ arguments: [String]) throws -> CommandRunner.Result {
            try environmentRun(["python3", "-m", "pre_commit"] + arguments, in: project.url)
        }
        let install = try preCommit(["install", "--config", config.path])
        XCTAssertEqual(install.status, 0, install.standardOutput + install.standardError)

        try project.write("Sources/Footer.swift", CommandLineTests.cleanFile)
        try project.git("add", ".")
        let clean = try commit("clean", in: project)
        XCTAssertEqual(clean.status, 0, "a clean commit passes: \(clean.output)")
        XCTAssertTrue(clean.output.contains("a11yfix (fix accessibility)") && clean.output.contains("Passed"), clean.output)

        try project.write("Sources/ShareBar.swift", GitHookTests.iconButton)
        try project.git("add", ".")
        let check = try preCommit(["run", "a11yfix-check", "--hook-stage", "manual", "--config", config.path, "--files", "Sources/ShareBar.swift"])
        XCTAssertEqual(check.status, 1, check.standardOutput)
        XCTAssertTrue(check.standardOutput.contains("Sources/ShareBar.swift:7:9: warning: icon-only Button has no accessibility label"), check.standardOutput)
        XCTAssertEqual(project.working("Sources/ShareBar.swift"), Data(GitHookTests.iconButton.utf8), "the check hook changes nothing")

        let stopped = try commit("share button", in: project)
        XCTAssertEqual(stopped.status, 1, "the commit stops")
        XCTAssertTrue(stopped.output.contains("Sources/ShareBar.swift:7:9: warning: icon-only Button has no accessibility label"), stopped.output)
        XCTAssertTrue(stopped.output.contains("files were modified by this hook"), stopped.output)
        XCTAssertEqual(try project.git("log", "--format=%s"), "clean\n")
        let fixed = try project.fixed(GitHookTests.iconButton, name: "Sources/ShareBar.swift")
        XCTAssertEqual(project.working("Sources/ShareBar.swift"), fixed, "the fix is in the working tree, for review")
        XCTAssertEqual(try project.staged("Sources/ShareBar.swift"), Data(GitHookTests.iconButton.utf8), "and not staged: the user stages it")

        try project.git("add", "Sources/ShareBar.swift")
        let passed = try commit("share button", in: project)
        XCTAssertEqual(passed.status, 0, "after the fix the commit passes: \(passed.output)")
        XCTAssertEqual(try project.git("show", "HEAD:Sources/ShareBar.swift"), String(decoding: fixed, as: UTF8.self))

        // Older snapshots' builds are removed from the store; this one stays for the next run.
        _ = try environmentRun(["python3", "-m", "pre_commit", "gc"], in: project.url)
    }

    /// git passes a hook's output on to its own standard error.
    private func commit(_ message: String, in project: GitHookTests.Repository) throws -> (status: Int32, output: String) {
        let result = try environmentRun(["git", "commit", "-q", "-m", message], in: project.url)
        return (result.status, result.standardOutput + result.standardError)
    }

    /// Runs a command with pre-commit's store in .build, so its builds of a11yfix are kept between runs.
    private func environmentRun(_ command: [String], in folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), command, in: folder,
                              environment: ["PRE_COMMIT_HOME": Self.folder.appendingPathComponent("home").path])
    }

    /// Commits what pre-commit's build reads from the working tree (tracked and new files, as `git
    /// ls-files` sees them) into .build/pre-commit-tests/a11yfix with a fixed author and date; returns
    /// the commit id. The test target's folder only needs to exist for the manifest.
    private func snapshotOfTheWorkingTree() throws -> String {
        let root = CommandRunner.repositoryRoot
        let snapshot = Self.folder.appendingPathComponent("a11yfix")
        try? FileManager.default.removeItem(at: snapshot)
        try FileManager.default.createDirectory(at: snapshot, withIntermediateDirectories: true)
        let listing = try CommandRunner.tool("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--",
                                                     "Package.swift", ".pre-commit-hooks.yaml", "Sources", "Plugins"], in: root)
        XCTAssertEqual(listing.status, 0, listing.standardError)
        for path in listing.standardOutput.split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: source.path) else { continue }
            let target = snapshot.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: target)
        }
        let testTarget = snapshot.appendingPathComponent("Tests/A11yFixKitTests")
        try FileManager.default.createDirectory(at: testTarget, withIntermediateDirectories: true)
        try "// The tests are not part of pre-commit's build.\n".write(to: testTarget.appendingPathComponent("Placeholder.swift"), atomically: true, encoding: .utf8)
        let fixed = ["GIT_AUTHOR_NAME": "a11yfix tests", "GIT_AUTHOR_EMAIL": "tests@a11yfix.invalid", "GIT_AUTHOR_DATE": "2000-01-01T00:00:00Z",
                     "GIT_COMMITTER_NAME": "a11yfix tests", "GIT_COMMITTER_EMAIL": "tests@a11yfix.invalid", "GIT_COMMITTER_DATE": "2000-01-01T00:00:00Z"]
        for command in [["init", "-q"], ["add", "-A"], ["-c", "commit.gpgsign=false", "commit", "-q", "-m", "snapshot"]] {
            let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["git"] + command, in: snapshot, environment: fixed)
            XCTAssertEqual(result.status, 0, "git \(command.joined(separator: " ")): \(result.standardError)")
        }
        return try CommandRunner.tool("git", ["rev-parse", "HEAD"], in: snapshot).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
