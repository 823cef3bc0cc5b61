import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `a11yfix install-hook [--check] [--force]` and `a11yfix uninstall-hook`: a git pre-commit hook for
/// teams without the pre-commit framework. The hook runs `a11yfix --staged --apply` (or `--check`),
/// which checks what the commit will contain, fixes fully staged files and re-stages them, and
/// stops the commit when it found anything. It is written where git looks for hooks (honouring
/// `core.hooksPath` and linked worktrees) and carries a marker line: a hook without it is never
/// replaced (unless `--force`, which keeps it as a backup) or removed.
enum HookInstaller {
    static let marker = "# a11yfix-managed-hook"
    static let backupSuffix = ".a11yfix-backup"
    static let installUsage = "a11yfix install-hook [--check] [--force] (docs/pre-commit.md)"

    static func install(_ arguments: [String], console: Console) -> Int32 {
        var check = false, force = false
        for argument in arguments {
            switch argument {
            case "--check": check = true
            case "--force": force = true
            case "--help", "-h":
                console.out("usage: \(installUsage)\n")
                return A11yFixCommand.ExitCode.clean
            default: return usage("unknown argument '\(argument)'; usage: \(installUsage)", console: console)
            }
        }
        do {
            let hook = try hookPath()
            let backup = hook + backupSuffix
            var backedUp = false
            if let existing = FileManager.default.contents(atPath: hook), !isOurs(existing) {
                guard force else {
                    return usage("\(hook) exists and was not written by a11yfix; left alone. Add a11yfix to it yourself (see docs/pre-commit.md), or replace it with install-hook --force (it is kept as \(backup))", console: console)
                }
                guard !FileManager.default.fileExists(atPath: backup) else {
                    return usage("\(backup) already holds a hook replaced earlier; move it away first", console: console)
                }
                guard rename(hook, backup) == 0 else { throw HookFileError("cannot back up \(hook)") }
                backedUp = true
            }
            try FileManager.default.createDirectory(atPath: FilePaths.folder(of: hook), withIntermediateDirectories: true)
            let content = Array(script(executable: currentExecutable(), check: check).utf8)
            if FileManager.default.fileExists(atPath: hook) {
                try AtomicWriter.write(content, to: hook, expectedOriginal: Array(FileManager.default.contents(atPath: hook) ?? Data()))
            } else {
                guard FileManager.default.createFile(atPath: hook, contents: Data(content)) else {
                    throw HookFileError("cannot write \(hook)")
                }
            }
            guard chmod(hook, 0o755) == 0 else { throw HookFileError("cannot make \(hook) executable") }
            let what = check ? "reports findings in staged Swift files" : "fixes staged Swift files and re-stages them"
            console.out("a11yfix: installed the pre-commit hook \(hook): it \(what), and stops the commit when it finds anything"
                        + (backedUp ? "; the previous hook is kept as \(backup) (uninstall-hook restores it)" : "") + "\n")
            return A11yFixCommand.ExitCode.clean
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
    }

    static func uninstall(_ arguments: [String], console: Console) -> Int32 {
        if arguments == ["--help"] || arguments == ["-h"] {
            console.out("usage: a11yfix uninstall-hook (removes the pre-commit hook install-hook wrote; docs/pre-commit.md)\n")
            return A11yFixCommand.ExitCode.clean
        }
        guard arguments.isEmpty else { return usage("usage: a11yfix uninstall-hook", console: console) }
        do {
            let hook = try hookPath()
            guard let existing = FileManager.default.contents(atPath: hook) else {
                console.out("a11yfix: no pre-commit hook at \(hook); nothing to remove\n")
                return A11yFixCommand.ExitCode.clean
            }
            guard isOurs(existing) else {
                return usage("\(hook) was not written by a11yfix; left alone", console: console)
            }
            guard unlink(hook) == 0 else { throw HookFileError("cannot remove \(hook)") }
            let backup = hook + backupSuffix
            if FileManager.default.fileExists(atPath: backup), rename(backup, hook) == 0 {
                console.out("a11yfix: removed the a11yfix pre-commit hook and restored the previous one from \(backup)\n")
            } else {
                console.out("a11yfix: removed the pre-commit hook \(hook)\n")
            }
            return A11yFixCommand.ExitCode.clean
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
    }

    /// The hook: the a11yfix that installed it (by absolute path, so the hook works whatever PATH
    /// git runs hooks with), else the one on PATH.
    static func script(executable: String, check: Bool) -> String {
        let quoted = ShellQuoting.quote(executable)
        let mode = check ? "--check" : "--apply"
        return """
        #!/bin/sh
        \(marker): written by `a11yfix install-hook`; `a11yfix uninstall-hook` removes it.
        # Checks the staged content of staged .swift files (not the working tree). \(check
            ? "Reports findings only."
            : "Fixes fully staged files\n# in the index and the working tree alike; partially staged files are reported, never rewritten.")
        # Stops the commit (exit 1) when anything was found\(check ? "" : " or fixed: review with git diff --cached, then commit again").
        a11yfix=\(quoted)
        if [ ! -x "$a11yfix" ]; then
            a11yfix=$(command -v a11yfix) || {
                echo "a11yfix pre-commit hook: a11yfix is neither at "\(quoted)" nor on PATH; install it, or remove this hook ($0)" >&2
                exit 1
            }
        fi
        exec "$a11yfix" --staged \(mode)

        """
    }

    static func isOurs(_ content: Data) -> Bool {
        String(decoding: content, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix(marker) }
    }

    private static func hookPath() throws -> String {
        let repository = try GitRepository.containing(FileManager.default.currentDirectoryPath, purpose: "install-hook")
        return try repository.gitPath("hooks") + "/pre-commit"
    }

    /// This executable's path as the user reached it (a Homebrew symlink stays a symlink, so the
    /// hook survives upgrades), absolute.
    static func currentExecutable(arguments: [String] = CommandLine.arguments, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let invoked = arguments.first {
            if invoked.contains("/") { return FilePaths.absolute(invoked, in: FileManager.default.currentDirectoryPath) }
            for folder in (environment["PATH"] ?? "").split(separator: ":") where folder.hasPrefix("/") {
                let candidate = folder + "/" + invoked
                if access(candidate, X_OK) == 0 { return candidate }
            }
        }
        return Bundle.main.executablePath ?? "a11yfix"
    }

    private static func usage(_ message: String, console: Console) -> Int32 {
        console.err("a11yfix: error: \(message)\n")
        return A11yFixCommand.ExitCode.failure
    }
}

/// A hook file that could not be written, renamed or removed, with the system's reason.
private struct HookFileError: Error, CustomStringConvertible {
    let description: String

    init(_ what: String) {
        description = "\(what): \(String(cString: strerror(errno)))"
    }
}
