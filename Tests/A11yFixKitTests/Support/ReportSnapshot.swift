@testable import A11yFixKit
import Foundation
import XCTest

/// Reports and generated files compared byte for byte with Snapshots/Reports/NAME. `make snapshots`
/// (A11YFIX_RECORD_SNAPSHOTS=1) records them instead; review the git diff afterwards.
enum ReportSnapshot {
    static let folder = CommandRunner.repositoryRoot.appendingPathComponent("Snapshots/Reports")

    /// The demo app, copied into a temporary folder (its Package.swift included), so a command can
    /// run in it and write into it.
    static func demoAppCopy() throws -> TemporaryFolder {
        let copy = try TemporaryFolder()
        try copy.write("Package.swift", Data(contentsOf: SnapshotTests.demoApp.appendingPathComponent("Package.swift")))
        for file in try SnapshotTests.demoFiles() {
            try copy.write(file, Data(contentsOf: SnapshotTests.demoApp.appendingPathComponent(file)))
        }
        return copy
    }

    /// A copy of `Fixtures/<name>` in a folder of its own: in place, its project would be this whole
    /// repository (the root holding `.git`), whose other code (the stub SDK's `VStack`, other
    /// fixtures) the project index would read as the app's.
    static func fixtureCopy(named name: String) throws -> TemporaryFolder {
        let source = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/" + name)
        let copy = try TemporaryFolder()
        let files = FileManager.default.enumerator(at: source, includingPropertiesForKeys: [.isRegularFileKey])
        while let file = files?.nextObject() as? URL {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            try copy.write(String(file.path.dropFirst(source.path.count + 1)), Data(contentsOf: file))
        }
        return copy
    }

    static func assertMatches(_ actual: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let url = folder.appendingPathComponent(name)
        if SnapshotTests.recording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? Data(contentsOf: url) else {
            XCTFail("no snapshot Snapshots/Reports/\(name): run `make snapshots`", file: file, line: line)
            return
        }
        if expected != Data(actual.utf8) {
            XCTFail("output differs from Snapshots/Reports/\(name) (run `make snapshots` and review the diff):\n"
                    + UnifiedDiff.render(path: name, old: Array(expected), new: Array(actual.utf8)), file: file, line: line)
        }
    }
}
