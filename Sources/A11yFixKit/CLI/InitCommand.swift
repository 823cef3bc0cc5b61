import Foundation

/// `a11yfix init --tracker [DIR]` and `a11yfix init --ui-test [DIR]`: write the Swift files seed 004
/// and seed 000 ask a project to have, into the folder where they belong, never over an existing one.
/// (`init --config` is the configuration's own; `A11yFixCommand` sends each flag to its writer.)
enum InitCommand {
    enum Generated: String, CaseIterable {
        case tracker = "--tracker"
        case uiTest = "--ui-test"
    }

    static let usage = "usage: a11yfix init --config [FOLDER] | --tracker [DIR] | --ui-test [DIR]"

    static func run(_ generated: Generated, arguments: [String], console: Console) -> Int32 {
        guard arguments.count <= 1, !(arguments.first?.hasPrefix("-") ?? false) else {
            console.err("a11yfix: error: \(usage)\n")
            return A11yFixCommand.ExitCode.failure
        }
        do {
            switch generated {
            case .tracker: console.out(try writeTracker(into: arguments.first) + "\n")
            case .uiTest: console.out(try writeUITests(into: arguments.first) + "\n")
            }
            return A11yFixCommand.ExitCode.clean
        } catch let failure as ConfigurationFailure {
            let reporter = TextReporter(color: false)
            console.err(failure.errors.map { reporter.error($0.message, path: $0.path, location: $0.location) }.joined(separator: "\n") + "\n")
            return A11yFixCommand.ExitCode.failure
        } catch {
            console.err("a11yfix: error: \(error)\n")
            return A11yFixCommand.ExitCode.failure
        }
    }

    /// Seed 004's init mode: refuses when the project has a CoordinateTracker.swift anywhere;
    /// otherwise writes one into `folder`, or the folder that holds the app's Swift sources.
    static func writeTracker(into folder: String?) throws -> String {
        let swiftFiles = FileDiscovery().discover(["."] + (folder.map { [$0] } ?? [])).files
        if let existing = swiftFiles.first(where: { ($0 as NSString).lastPathComponent == CoordinateTrackerTemplate.fileName }) {
            throw UsageError("\(existing) already exists; a11yfix does not overwrite it (delete it first to get a fresh one)")
        }
        guard let target = folder ?? sourcesFolder(among: swiftFiles) else {
            throw UsageError("found no Swift sources here to put CoordinateTracker.swift next to; name the folder: a11yfix init --tracker DIR")
        }
        let path = try write(CoordinateTrackerTemplate.source, named: CoordinateTrackerTemplate.fileName, into: target)
        return "a11yfix: wrote \(path). Mark elements with `a11yfix --identifiers --track --apply` (adds .trackElement(\"…\") with each accessibility identifier); read positions with CoordinateTracker.shared.tapPoint(for:) or log CoordinateTracker.shared.snapshot()."
    }

    /// Seed 000's audit template with a test per screen of the app in the current folder, written
    /// into `folder`, or the UI test folder (a folder whose name ends in `UITests`), or `UITests/`.
    static func writeUITests(into folder: String?) throws -> String {
        let scan = try ProjectScan.run(["."], options: CommandOptions())
        let target = folder ?? uiTestFolder() ?? "UITests"
        let template = AccessibilityAuditTestsTemplate(screens: scan.screenMap)
        let path = try write(template.source(), named: AccessibilityAuditTestsTemplate.fileName, into: target)
        let opened = template.plans.filter { $0.steps != nil }.count
        let skipped = template.plans.count - opened
        let toDo = skipped == 0 ? "" : "; \(skipped) \(skipped == 1 ? "is" : "are") skipped until you add the taps that open \(skipped == 1 ? "it" : "them") (XCTSkipIf)"
        return "a11yfix: wrote \(path): a launch test and \(template.plans.count) screen \(template.plans.count == 1 ? "test" : "tests"), \(opened) with the taps that open their screen\(toDo). Add it to your UI test target."
    }

    /// The folder with the most Swift files, preferring those under a `Sources` folder, leaving out
    /// tests, fixtures and the package manifest.
    static func sourcesFolder(among files: [String]) -> String? {
        var counts: [String: Int] = [:]
        for file in files {
            let components = file.split(separator: "/")
            guard components.count > 1, !components.dropLast().contains(where: { $0.hasSuffix("Tests") || $0 == "Fixtures" }) else { continue }
            counts[components.dropLast().joined(separator: "/"), default: 0] += 1
        }
        let underSources = counts.filter { $0.key.split(separator: "/").contains("Sources") }
        let candidates = underSources.isEmpty ? counts : underSources
        return candidates.max { ($0.value, $1.key.count, $1.key) < ($1.value, $0.key.count, $0.key) }?.key
    }

    /// The first folder (in sorted order) whose name ends in `UITests`.
    static func uiTestFolder() -> String? {
        var pending = ["."]
        var found: [String] = []
        while let folder = pending.popLast() {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for name in entries.sorted() where !name.hasPrefix(".") && !FileDiscovery.skippedFolders.contains(name) {
                let path = folder == "." ? name : folder + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if name.hasSuffix("UITests") { found.append(path) } else { pending.append(path) }
            }
        }
        return found.min()
    }

    /// Writes a new file (creating its folder); never replaces one.
    private static func write(_ text: String, named name: String, into folder: String) throws -> String {
        let path = folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        if FileManager.default.fileExists(atPath: path) {
            throw UsageError("\(path) already exists; a11yfix does not overwrite it (delete it first to get a fresh one)")
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw UsageError("cannot write \(path): \(FileDiscovery.reason(error))")
        }
        return path
    }
}
