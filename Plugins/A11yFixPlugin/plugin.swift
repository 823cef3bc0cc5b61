import Foundation
import PackagePlugin

/// `swift package a11yfix [--target NAME …] [a11yfix arguments …]`: runs the a11yfix this package
/// builds over a package that depends on a11yfix. Arguments go to a11yfix unchanged (`--dry-run`,
/// `--check`, `--apply`, `--format`, paths…); without paths, a11yfix gets the folders of the
/// package's targets (test targets left out), or of the targets named with `--target`. It runs in the
/// package's folder, so paths in its output and in arguments are relative to it. `--apply` writes
/// into the package, which SwiftPM's sandbox allows only with `--allow-writing-to-package-directory`
/// (the plugin declares no write permission: SwiftPM would then ask for it on every run).
@main
struct A11yFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        var folders: [String] = []
        if !namesPaths(passedOn) {
            let targets = targetNames.isEmpty
                ? context.package.targets.filter { ($0 as? SourceModuleTarget)?.kind != .test }
                : try context.package.targets(named: targetNames)
            folders = targets.compactMap { $0 as? SourceModuleTarget }.map { relative($0.directory.string, to: context.package.directory.string) }
        }
        try runA11yfix(context.tool(named: "a11yfix").path.string, passedOn + folders, in: context.package.directory.string)
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
}

/// a11yfix's options that take a value (`--format json`), so their values are not mistaken for paths.
/// PluginTests checks this list against a11yfix's option parser.
let optionsTakingValues: Set<String> = [
    "--stdin-path", "--rules", "--only", "--disable", "--color", "--jobs", "-j", "--format", "--output", "--config",
    "--baseline", "--write-baseline", "--since", "--cache-path", "--severity",
]

/// Whether the arguments name files or folders of their own: an argument that is not an option nor
/// an option's value, or anything after `--`.
func namesPaths(_ arguments: [String]) -> Bool {
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" { return index + 1 < arguments.count }
        if !argument.hasPrefix("-") { return true }
        if optionsTakingValues.contains(argument) { index += 1 }
        index += 1
    }
    return false
}

func relative(_ path: String, to folder: String) -> String {
    path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
}

/// Runs a11yfix with the plugin's own standard streams, and fails the command with its exit status.
func runA11yfix(_ executable: String, _ arguments: [String], in folder: String) throws {
    if arguments.contains(where: { $0 == "--apply" || $0 == "--fix" }), !canWrite(in: folder) {
        throw PluginError(description: "a11yfix --apply writes into the package; allow it with: swift package --allow-writing-to-package-directory a11yfix \(arguments.joined(separator: " "))")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
        // a11yfix has printed what it found; the status tells scripts and CI (1: findings, 2: errors).
        exit(process.terminationStatus)
    }
}

/// Whether the sandbox lets the plugin write into the folder (always, outside macOS's sandbox).
func canWrite(in folder: String) -> Bool {
    let probe = folder + "/.a11yfix-write-probe-\(ProcessInfo.processInfo.processIdentifier)"
    guard FileManager.default.createFile(atPath: probe, contents: nil) else { return false }
    try? FileManager.default.removeItem(atPath: probe)
    return true
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In Xcode (File ▸ Packages, or the project's context menu): the Swift files of the chosen targets.
extension A11yFixPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let passedOn = extractor.remainingArguments
        var files: [String] = []
        if !namesPaths(passedOn) {
            let targets = context.xcodeProject.targets.filter { targetNames.isEmpty || targetNames.contains($0.displayName) }
            files = targets.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map { relative($0.path.string, to: context.xcodeProject.directory.string) }
            }
        }
        try runA11yfix(context.tool(named: "a11yfix").path.string, passedOn + files, in: context.xcodeProject.directory.string)
    }
}
#endif
