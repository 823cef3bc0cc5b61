@testable import A11yFixKit
import Foundation
import XCTest

/// The SwiftPM plugins, run by `swift package` and `swift build` in Fixtures/PluginSample, a package
/// that depends on a11yfix. The sample is copied to a fixed folder under .build (its dependency
/// pointing at this repository) with a fixed scratch folder, so SwiftPM's build of a11yfix for the
/// plugins is reused from one run to the next. Both tests run in one method: they share that build,
/// and two SwiftPM processes on one scratch folder would wait on each other's lock anyway.
final class PluginTests: XCTestCase {
    static let folder = CommandRunner.repositoryRoot.appendingPathComponent(".build/plugin-tests")
    static let sourceFile = "Sources/PluginSample/ShareButton.swift"
    static var scratch: String { folder.appendingPathComponent("scratch").path }

    private func preparedSample() throws -> URL {
        let fixture = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/PluginSample")
        let manifest = try String(contentsOf: fixture.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertEqual(manifest.components(separatedBy: ".package(path: \"../..\")").count, 2, "the sample depends on this repository")
        let sample = Self.folder.appendingPathComponent("PluginSample")
        try? FileManager.default.removeItem(at: sample)
        try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: sample)
        // A package depended on by path is known by its folder's name (a checkout is not always
        // called a11yfix); a dependency by URL, as users declare it, is known as a11yfix.
        let identity = CommandRunner.repositoryRoot.lastPathComponent.lowercased()
        try manifest.replacingOccurrences(of: ".package(path: \"../..\")", with: ".package(path: \(CommandRunner.repositoryRoot.path.debugDescription))")
            .replacingOccurrences(of: "package: \"a11yfix\"", with: "package: \(identity.debugDescription)")
            .write(to: sample.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        return sample
    }

    /// `swift package [options] a11yfix [arguments]`; SwiftPM passes the plugin's output on, so the
    /// result's output holds both streams.
    private func swiftPackage(_ sample: URL, _ arguments: [String], options: [String] = []) throws -> (status: Int32, output: String) {
        let result = try CommandRunner.tool("swift", ["package", "--package-path", sample.path, "--scratch-path", Self.scratch]
                                                     + options + ["a11yfix"] + arguments, in: sample)
        return (result.status, result.standardOutput + result.standardError)
    }

    private func swiftBuild(_ sample: URL) throws -> (status: Int32, output: String) {
        let result = try CommandRunner.tool("swift", ["build", "--package-path", sample.path, "--scratch-path", Self.scratch], in: sample)
        return (result.status, result.standardOutput + result.standardError)
    }

    func testThePluginsCheckDiffAndApplyInADependentPackage() throws {
        try checkDiffAndApplyWithTheCommandPlugin()
        try checkEachBuildWithTheBuildToolPlugin()
    }

    private func checkDiffAndApplyWithTheCommandPlugin() throws {
        let sample = try preparedSample()
        let original = try Data(contentsOf: sample.appendingPathComponent(Self.sourceFile))
        let finding = "\(Self.sourceFile):9:9: warning: icon-only Button has no accessibility label"

        let check = try swiftPackage(sample, ["--check"])
        XCTAssertNotEqual(check.status, 0, "findings fail the command: \(check.output)")
        XCTAssertTrue(check.output.contains(finding), check.output)
        XCTAssertTrue(check.output.contains("a11yfix: 1 file, 1 finding"), "the target's folder, not Package.swift: \(check.output)")

        let dryRun = try swiftPackage(sample, ["--dry-run", "--format", "json", "--output", "report.json"])
        XCTAssertNotEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.output.contains("\n+        .accessibilityLabel(\"Share\") // [VERIFY]\n"), "an option's value is not a path: \(dryRun.output)")
        let report = try String(contentsOf: sample.appendingPathComponent("report.json"), encoding: .utf8)
        XCTAssertTrue(report.contains(Self.sourceFile), report)
        XCTAssertEqual(try Data(contentsOf: sample.appendingPathComponent(Self.sourceFile)), original, "a dry run writes nothing")

        let named = try swiftPackage(sample, ["--check", "Package.swift"])
        XCTAssertEqual(named.status, 0, "named paths replace the targets' folders: \(named.output)")
        XCTAssertTrue(named.output.contains("a11yfix: 1 file, 0 findings"), named.output)
        let unknownTarget = try swiftPackage(sample, ["--target", "NoSuchTarget", "--check"])
        XCTAssertNotEqual(unknownTarget.status, 0)
        XCTAssertTrue(unknownTarget.output.contains("NoSuchTarget"), unknownTarget.output)

        let apply = try swiftPackage(sample, ["--target", "PluginSample", "--apply"], options: ["--allow-writing-to-package-directory"])
        XCTAssertNotEqual(apply.status, 0, "fixed findings are still findings: \(apply.output)")
        let expected = try CommandRunner.a11yfix(["-", "--stdin-path", Self.sourceFile], in: sample, input: original).standardOutputBytes
        XCTAssertNotEqual(expected, original)
        XCTAssertEqual(try Data(contentsOf: sample.appendingPathComponent(Self.sourceFile)), expected)
        let clean = try swiftPackage(sample, ["--check"])
        XCTAssertEqual(clean.status, 0, clean.output)
    }

    /// `swift build` runs the build-tool plugin: findings are warnings with absolute paths and the
    /// build succeeds; under a strict config, findings that block assistive tech are errors that fail
    /// it. The check runs again when a source or a config changes, and not otherwise.
    private func checkEachBuildWithTheBuildToolPlugin() throws {
        let sample = try preparedSample()
        let source = sample.appendingPathComponent(Self.sourceFile)
        let finding = "\(source.path):9:9: %@: icon-only Button has no accessibility label"

        let warned = try swiftBuild(sample)
        XCTAssertEqual(warned.status, 0, "warnings do not fail the build: \(warned.output)")
        XCTAssertTrue(warned.output.contains(String(format: finding, "warning")), warned.output)
        let again = try swiftBuild(sample)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertFalse(again.output.contains("icon-only Button"), "nothing changed, nothing checked: \(again.output)")

        try #"{"version": 1, "strict": true}"#.write(to: sample.appendingPathComponent(".a11yfix.json"), atomically: true, encoding: .utf8)
        try (try String(contentsOf: source, encoding: .utf8) + "\n").write(to: source, atomically: true, encoding: .utf8)
        let failed = try swiftBuild(sample)
        XCTAssertNotEqual(failed.status, 0, "a strict config fails the build on a blocker: \(failed.output)")
        XCTAssertTrue(failed.output.contains(String(format: finding, "error")), failed.output)

        try #"{"version": 1, "strict": false}"#.write(to: sample.appendingPathComponent(".a11yfix.json"), atomically: true, encoding: .utf8)
        let relaxed = try swiftBuild(sample)
        XCTAssertEqual(relaxed.status, 0, "the config is an input of the check: \(relaxed.output)")
        XCTAssertTrue(relaxed.output.contains(String(format: finding, "warning")), relaxed.output)
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8).components(separatedBy: ".accessibilityLabel").count, 1, "the build never writes a fix")
    }

    /// The plugin decides whether the user named paths by skipping the values of a11yfix's options;
    /// its list of those options must be a11yfix's.
    func testThePluginKnowsWhichOptionsTakeAValue() throws {
        let plugin = try String(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Plugins/A11yFixPlugin/plugin.swift"), encoding: .utf8)
        let declaration = try XCTUnwrap(plugin.range(of: #"let optionsTakingValues: Set<String> = \[[^\]]*\]"#, options: .regularExpression))
        let listed = Set(plugin[declaration].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
        var takingValues: Set<String> = []
        for option in OptionParser.knownOptions {
            do {
                _ = try OptionParser.parse([option])
            } catch let error as UsageError where error.message == "\(option) needs a value" {
                takingValues.insert(option)
            }
        }
        XCTAssertFalse(takingValues.isEmpty)
        XCTAssertEqual(takingValues.subtracting(listed), [], "options a11yfix reads a value for, missing from the plugin's list")
        for option in listed {
            XCTAssertThrowsError(try OptionParser.parse([option]), option) { error in
                XCTAssertEqual((error as? UsageError)?.message, "\(option) needs a value")
            }
        }
    }
}
