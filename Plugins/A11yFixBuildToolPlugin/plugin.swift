import Foundation
import PackagePlugin

/// Checks a target's Swift sources on every build that changes one of them (or a `.a11yfix.json`):
/// findings appear as warnings where Xcode and `swift build` show compiler warnings, and those that
/// block assistive tech as errors that fail the build when the config (or `--strict`) is strict.
/// It runs `a11yfix build-check` with a result cache in the plugin's work folder, so files that did
/// not change cost nothing, and a stamp file as its output, so an unchanged target is not checked
/// again. It only reads: fixes stay with `swift package a11yfix --apply` (the command plugin).
@main
struct A11yFixBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.path.string)
        return try checkCommand(name: target.name, sources: sources, folder: target.directory.string, root: context.package.directory.string,
                                tool: context.tool(named: "a11yfix").path.string, workFolder: context.pluginWorkDirectory.string)
    }
}

/// The build command for one target, or none for a target without Swift sources.
func checkCommand(name: String, sources: [String], folder: String, root: String, tool: String, workFolder: String) -> [Command] {
    guard !sources.isEmpty else { return [] }
    // A Swift file (empty): SwiftPM would bundle any other output as a resource of the target.
    let stamp = workFolder + "/\(name)A11yFixCheck.swift"
    // The configs that apply to the target's files (a11yfix looks from each file's folder up to the
    // repository root): a changed one must run the check again.
    var configs: [String] = []
    var current = folder
    while current.hasPrefix(root), current.count >= root.count {
        let config = current + "/.a11yfix.json"
        if FileManager.default.fileExists(atPath: config) { configs.append(config) }
        current = (current as NSString).deletingLastPathComponent
    }
    // Absolute paths in, absolute paths out: Xcode and SwiftPM link each finding to its line.
    return [.buildCommand(displayName: "a11yfix: checking \(name)", executable: Path(tool),
                          arguments: ["build-check", "--stamp", stamp, "--cache-path", workFolder + "/cache"] + sources,
                          inputFiles: (sources + configs).map { Path($0) }, outputFiles: [Path(stamp)])]
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// In an Xcode project: the target's Swift files, with the project's configs.
extension A11yFixBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.path.extension == "swift" }.map(\.path.string)
        let root = context.xcodeProject.directory.string
        let folder = sources.map { ($0 as NSString).deletingLastPathComponent }.min { $0.count < $1.count } ?? root
        return try checkCommand(name: target.displayName, sources: sources, folder: folder, root: root,
                                tool: context.tool(named: "a11yfix").path.string, workFolder: context.pluginWorkDirectory.string)
    }
}
#endif
