@testable import A11yFixKit
import Foundation
import XCTest

/// The demo app under Fixtures/DemoApp, fixed by the real `a11yfix --apply`, compared byte for byte
/// with Snapshots/DemoApp. Every fixed file still parses, and a second `--apply` changes nothing.
/// `make snapshots` re-records (A11YFIX_RECORD_SNAPSHOTS=1); review the git diff afterwards.
final class SnapshotTests: XCTestCase {
    static let demoApp = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/DemoApp")
    static let snapshots = CommandRunner.repositoryRoot.appendingPathComponent("Snapshots/DemoApp")
    static var recording: Bool { ProcessInfo.processInfo.environment["A11YFIX_RECORD_SNAPSHOTS"] == "1" }

    /// The demo app's Swift files, relative to its folder.
    static func demoFiles() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: demoApp.path)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift"), path.hasPrefix("Sources/") { files.append(path) }
        }
        return files.sorted()
    }

    func testApplyOnTheDemoAppMatchesTheSnapshots() throws {
        let files = try Self.demoFiles()
        XCTAssertGreaterThanOrEqual(files.count, 10, "the demo app has at least 10 screens")
        let copy = try TemporaryFolder()
        for file in files { try copy.write(file, Data(contentsOf: Self.demoApp.appendingPathComponent(file))) }

        let first = try CommandRunner.a11yfix(["--apply", "Sources"], in: copy.url)
        XCTAssertEqual(first.status, 1, "the demo app has findings: \(first.standardError)")
        XCTAssertFalse(first.standardError.contains("error:"), first.standardError)

        var changed = 0
        var fixedSources: [(name: String, code: String)] = []
        for file in files {
            let fixed = try copy.read(file)
            let original = try Data(contentsOf: Self.demoApp.appendingPathComponent(file))
            if fixed != original { changed += 1 }
            fixedSources.append((file, String(decoding: fixed, as: UTF8.self)))
            let snapshot = Self.snapshots.appendingPathComponent(file)
            if Self.recording {
                try FileManager.default.createDirectory(at: snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fixed.write(to: snapshot)
                continue
            }
            let expected = try? Data(contentsOf: snapshot)
            XCTAssertNotNil(expected, "no snapshot for \(file): run `make snapshots`")
            if let expected, expected != fixed {
                XCTFail("\(file) differs from Snapshots/DemoApp/\(file) (run `make snapshots` and review the diff):\n"
                        + UnifiedDiff.render(path: file, old: Array(expected), new: Array(fixed)))
            }
        }
        XCTAssertGreaterThanOrEqual(changed, 5, "fixes land in most screens")
        try SwiftParseOracle.assertParses(fixedSources)

        let second = try CommandRunner.a11yfix(["--apply", "Sources"], in: copy.url)
        XCTAssertNotEqual(second.status, 2, second.standardError)
        for (file, code) in fixedSources {
            XCTAssertEqual(try copy.text(file), code, "a second --apply changed \(file)")
        }
        XCTAssertTrue(second.standardError.contains(", 0 fixed in 0 files"), second.standardError)
    }

    /// The snapshot folder holds exactly the demo app's files: no leftovers from renamed screens.
    func testSnapshotsHaveNoStaleFiles() throws {
        guard !Self.recording else { return }
        let enumerator = FileManager.default.enumerator(atPath: Self.snapshots.path)
        var snapshotFiles: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") { snapshotFiles.append(path) }
        }
        XCTAssertEqual(snapshotFiles.sorted(), try Self.demoFiles())
    }
}
