import Foundation
import XCTest

/// `swiftc -typecheck` against the stub SDK of Tests/Stubs: signatures of the SwiftUI, UIKit and
/// MapKit API that the demo app, the rules' whole-file examples and a11yfix's fixes use, so that a
/// fix that parses but would not compile fails a test on Linux too (docs/testing.md).
enum StubSDK {
    /// A diagnostic of swiftc, located in one of the files checked.
    struct Diagnostic: CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var isError: Bool
        var message: String

        var description: String { "\(file):\(line):\(column): \(isError ? "error" : "warning"): \(message)" }
    }

    static let sources = CommandRunner.repositoryRoot.appendingPathComponent("Tests/Stubs")
    /// Clang's module map of the availability domains (Availability.h says why they exist).
    static let availability = sources.appendingPathComponent("Availability")
    static let output = CommandRunner.repositoryRoot.appendingPathComponent(".build/stubs")
    /// Each module after the modules it imports.
    static let modules = ["ObjectiveC", "AppleFoundation", "Combine", "CoreLocation", "UIKit", "AppKit", "SwiftUI", "MapKit"]

    /// Apple's SDK compiles `#Preview` with a plugin that Linux lacks. swiftc checks the macro's
    /// arguments (the preview's body) before it looks for the plugin, so only this one message,
    /// which says the plugin is missing, is no finding.
    static let missingPreviewPlugin = "external macro implementation type 'PreviewsMacros.SwiftUIView' could not be found"

    /// The flags every compilation against the stubs shares: Swift 5 mode (the demo app's tools
    /// version), `@objc` and `#selector` accepted without an Objective-C runtime, and the clang
    /// module cache of the availability domains, which clang shares between processes safely.
    private static func commonArguments(modules: URL) -> [String] {
        ["-swift-version", "5", "-Xfrontend", "-enable-objc-interop", "-I", availability.path, "-I", modules.path,
         "-module-cache-path", output.appendingPathComponent("ModuleCache").path]
    }

    /// The folder of the built stub modules, built once per version of their sources: the test
    /// processes that `swift test --parallel` starts share it, so each builds into a folder of its
    /// own and renames it into place; one that loses the race uses the winner's.
    static func modulesFolder() throws -> URL { try builtModules.get() }

    private static let builtModules = Result { try buildModules() }

    private static func buildModules() throws -> URL {
        let folder = output.appendingPathComponent(try fingerprint())
        if FileManager.default.fileExists(atPath: folder.path) { return folder }
        let scratch = output.appendingPathComponent("building-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        for module in modules {
            let files = try FileManager.default.contentsOfDirectory(atPath: sources.appendingPathComponent(module).path)
                .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent(module).appendingPathComponent($0).path }
            let result = try swiftc(["-emit-module", "-parse-as-library", "-module-name", module,
                                     "-enable-experimental-feature", "CustomAvailability",
                                     "-emit-module-path", scratch.appendingPathComponent("\(module).swiftmodule").path]
                                    + commonArguments(modules: scratch) + files)
            let problems = result.output.split(separator: "\n")
                .filter { $0.contains(": error: ") || ($0.contains(": warning: ") && !$0.contains(missingPreviewPlugin)) }
            guard result.status == 0, problems.isEmpty else {
                throw StubError(message: "the stub module \(module) does not build:\n\(result.output)")
            }
        }
        do {
            try FileManager.default.moveItem(at: scratch, to: folder)
        } catch where FileManager.default.fileExists(atPath: folder.path) {}
        return folder
    }

    /// Type-checks `files` as one module against the stubs, with the availability of the deployment
    /// targets (`["iOS": "16.0", "macOS": "13.0"]`; a platform missing is not built for, so nothing
    /// is unavailable on it). Returns swiftc's diagnostics in those files.
    static func typecheck(_ files: [URL], deploymentTargets: [String: String]) throws -> [Diagnostic] {
        let modules = try modulesFolder()
        // DEBUG as in a debug build, which is where `#if DEBUG` previews and trackers are drawn.
        var arguments = ["-typecheck", "-continue-building-after-errors", "-module-name", "Checked", "-D", "DEBUG"] + commonArguments(modules: modules)
        for (platform, macro) in [("iOS", "STUB_IOS"), ("macOS", "STUB_MACOS")] {
            guard let version = deploymentTargets[platform], let major = version.split(separator: ".").first else { continue }
            arguments += ["-Xcc", "-D\(macro)=\(major)"]
        }
        let result = try swiftc(arguments + files.map(\.path))
        let paths = Set(files.map(\.path))
        var diagnostics: [Diagnostic] = []
        for line in result.output.split(separator: "\n") where !line.hasPrefix(" ") {
            let isError: Bool
            let marker: Range<Substring.Index>
            if let range = line.range(of: ": error: ") {
                (isError, marker) = (true, range)
            } else if let range = line.range(of: ": warning: ") {
                (isError, marker) = (false, range)
            } else {
                continue
            }
            let message = String(line[marker.upperBound...])
            if message.hasPrefix(missingPreviewPlugin) { continue }
            let location = line[..<marker.lowerBound].split(separator: ":")
            guard location.count >= 3, let column = Int(location[location.count - 1]), let lineNumber = Int(location[location.count - 2]) else {
                diagnostics.append(Diagnostic(file: "swiftc", line: 0, column: 0, isError: isError, message: String(line)))
                continue
            }
            let path = location.dropLast(2).joined(separator: ":")
            guard paths.contains(path) else { continue }
            diagnostics.append(Diagnostic(file: path, line: lineNumber, column: column, isError: isError, message: message))
        }
        if result.status != 0, !diagnostics.contains(where: \.isError), !result.output.contains(missingPreviewPlugin) {
            throw StubError(message: "swiftc -typecheck failed without an error in the files checked:\n\(result.output)")
        }
        return diagnostics
    }

    /// Type-checks each source as a module of its own, with the `companions` (files the sources
    /// use, such as the CoordinateTracker.swift that `.trackElement` needs) beside it. Returns the
    /// errors in each module.
    static func typecheck(_ sources: [(name: String, code: String)], companions: [String] = [],
                          deploymentTargets: [String: String]) throws -> [(name: String, errors: [Diagnostic])] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var companionFiles: [URL] = []
        for (index, code) in companions.enumerated() {
            companionFiles.append(folder.appendingPathComponent("Companion\(index).swift"))
            try Data(code.utf8).write(to: companionFiles[index])
        }
        return try sources.enumerated().map { index, source in
            let file = folder.appendingPathComponent("Source\(index).swift")
            try Data(source.code.utf8).write(to: file)
            return (source.name, try typecheck([file] + companionFiles, deploymentTargets: deploymentTargets).filter(\.isError))
        }
    }

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Names the build of the stubs by their sources and the compiler, so an edit rebuilds them.
    private static func fingerprint() throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 // FNV-1a
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        mix(try swiftc(["--version"]).output.utf8)
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        let files = (enumerator?.allObjects as? [URL] ?? []).filter { !$0.hasDirectoryPath }.map(\.path).sorted()
        for path in files {
            mix(path.utf8)
            mix(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return String(hash, radix: 16)
    }

    /// swiftc, with a temporary folder of the call's own.
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("a11yfix-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: temporary) }
        return try Swiftc.run(arguments, temporaryFolder: temporary)
    }
}
