@testable import A11yFixKit
import Foundation
import XCTest

/// Symbolic links under `--apply`, a dry run and `--staged`: a fix goes through the link to its
/// target, the link stays a link, a target reached through several paths is fixed once, and a target
/// outside the paths given is reported, never written.
final class SymbolicLinkTests: XCTestCase {
    private static let header = CommandLineTests.profileHeader
    private static let rules = ["--rules", "deprecated-accessibility-modifier"]

    private func link(_ path: String, to destination: String, in folder: TemporaryFolder) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
    }

    private func destination(_ path: String, in folder: TemporaryFolder) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: folder.url.appendingPathComponent(path).path)
    }

    /// What `--apply` makes of the header (standard-input mode gives the same bytes).
    private func fixedHeader(in folder: TemporaryFolder) throws -> String {
        let fixed = try CommandRunner.a11yfix(["-", "--stdin-path", "Header.swift"] + Self.rules, in: folder.url, input: Data(Self.header.utf8))
        XCTAssertNotEqual(fixed.standardOutput, Self.header)
        return fixed.standardOutput
    }

    /// The names in a folder, hidden ones too: a temporary file left behind would show here.
    private func entries(_ path: String, in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent(path).path).sorted()
    }

    func testALinkToAFileIsWrittenThroughAndTheTargetFixedOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("Screens/Header.swift", Self.header)
        try link("Alias.swift", to: "Screens/Header.swift", in: folder)
        try link("Screens/Again.swift", to: "Header.swift", in: folder)
        let expected = try fixedHeader(in: folder)

        let dryRun = try CommandRunner.a11yfix(["--dry-run", "."] + Self.rules, in: folder.url)
        XCTAssertEqual(dryRun.status, 1, dryRun.standardError)
        XCTAssertTrue(dryRun.standardOutput.contains("--- a/Screens/Header.swift\n+++ b/Screens/Header.swift\n"),
                      "the diff patches the file, not a link to it: \(dryRun.standardOutput)")
        XCTAssertEqual(dryRun.standardOutput.components(separatedBy: "--- a/").count, 2, "one diff for one file")

        let run = try CommandRunner.a11yfix(["--apply", "."] + Self.rules, in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 1 file, 3 findings, 3 fixed in 1 file"), run.standardError)
        XCTAssertEqual(try folder.text("Screens/Header.swift"), expected)
        XCTAssertEqual(try destination("Alias.swift", in: folder), "Screens/Header.swift", "the link is still a link")
        XCTAssertEqual(try destination("Screens/Again.swift", in: folder), "Header.swift")
        XCTAssertEqual(try entries(".", in: folder), ["Alias.swift", "Screens"], "no temporary file beside the link")
        XCTAssertEqual(try entries("Screens", in: folder), ["Again.swift", "Header.swift"])

        // Named on the command line, a link is fixed through too.
        try folder.write("Screens/Header.swift", Self.header)
        let named = try CommandRunner.a11yfix(["--apply", "Alias.swift"] + Self.rules, in: folder.url)
        XCTAssertEqual(named.status, 1, named.standardError)
        XCTAssertEqual(try folder.text("Screens/Header.swift"), expected)
        XCTAssertEqual(try destination("Alias.swift", in: folder), "Screens/Header.swift")
    }

    func testALinkToAFolderInsideTheTreeIsTheFolder() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Real/Header.swift", Self.header)
        try link("App/Views", to: "Real", in: folder)
        let expected = try fixedHeader(in: folder)

        let run = try CommandRunner.a11yfix(["--apply", "App"] + Self.rules, in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("App/Real/Header.swift:10:18: warning:"), run.standardError)
        XCTAssertFalse(run.standardError.contains("App/Views/"), "the file is shown once, by its own path: \(run.standardError)")
        XCTAssertEqual(try folder.text("App/Real/Header.swift"), expected)
        XCTAssertEqual(try destination("App/Views", in: folder), "Real")

        // Named through the link, the folder is walked as the user named it.
        try folder.write("App/Real/Header.swift", Self.header)
        let throughLink = try CommandRunner.a11yfix(["--apply", "App/Views"] + Self.rules, in: folder.url)
        XCTAssertTrue(throughLink.standardError.contains("App/Views/Header.swift:10:18: warning:"), throughLink.standardError)
        XCTAssertEqual(try folder.text("App/Real/Header.swift"), expected)
        XCTAssertEqual(try destination("App/Views", in: folder), "Real")
    }

    func testATargetOutsideThePathsGivenIsReportedAndNotWritten() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shared/Header.swift", Self.header)
        try folder.write("Shared/Kit/Other.swift", Self.header)
        try folder.write("App/Own.swift", Self.header)
        try link("App/Header.swift", to: "../Shared/Header.swift", in: folder)
        try link("App/Kit", to: "../Shared/Kit", in: folder)
        let expected = try fixedHeader(in: folder)

        let dryRun = try CommandRunner.a11yfix(["--dry-run", "App"] + Self.rules, in: folder.url)
        XCTAssertEqual(dryRun.status, 1, dryRun.standardError)
        XCTAssertTrue(dryRun.standardOutput.contains("+++ b/App/Own.swift"))
        XCTAssertFalse(dryRun.standardOutput.contains("Shared"), "no diff for files outside the paths given: \(dryRun.standardOutput)")

        let run = try CommandRunner.a11yfix(["--apply", "App"] + Self.rules, in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("App/Header.swift:10:18: warning:"), "its findings are reported: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains(
            "App/Header.swift: note: a symbolic link to Shared/Header.swift, outside the paths given, so its fixes were not written (run a11yfix on Shared/Header.swift to fix it)"),
            run.standardError)
        XCTAssertTrue(run.standardError.contains("App/Kit/Other.swift: note: a symbolic link to Shared/Kit/Other.swift, outside the paths given"), run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 3 files, 9 findings, 3 fixed in 1 file"), run.standardError)
        XCTAssertEqual(try folder.text("App/Own.swift"), expected)
        XCTAssertEqual(try folder.text("Shared/Header.swift"), Self.header)
        XCTAssertEqual(try folder.text("Shared/Kit/Other.swift"), Self.header)
        XCTAssertEqual(try destination("App/Header.swift", in: folder), "../Shared/Header.swift")

        // Given both folders, the target is inside the paths given: fixed once, by its own path.
        let both = try CommandRunner.a11yfix(["--apply", "App", "Shared"] + Self.rules, in: folder.url)
        XCTAssertFalse(both.standardError.contains("note: a symbolic link"), both.standardError)
        XCTAssertEqual(try folder.text("Shared/Header.swift"), expected)
        XCTAssertEqual(try folder.text("Shared/Kit/Other.swift"), expected)
        XCTAssertEqual(try destination("App/Kit", in: folder), "../Shared/Kit")
    }

    func testADanglingLinkIsAnErrorAndNothingIsCreated() throws {
        let folder = try TemporaryFolder()
        try folder.write("Header.swift", Self.header)
        try link("Broken.swift", to: "Missing.swift", in: folder)
        try link("Gone", to: "NoFolder", in: folder)
        let run = try CommandRunner.a11yfix(["--apply", "."] + Self.rules, in: folder.url)
        XCTAssertEqual(run.status, 2, run.standardError)
        XCTAssertTrue(run.standardError.contains("Broken.swift: error: broken or looping symbolic link"), run.standardError)
        XCTAssertTrue(try folder.text("Header.swift").contains(".accessibilityLabel("), "the other file is still fixed")
        XCTAssertEqual(try entries(".", in: folder), ["Broken.swift", "Gone", "Header.swift"])
        XCTAssertEqual(try destination("Broken.swift", in: folder), "Missing.swift")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("Missing.swift").path))
    }

    func testTheAtomicWriterWritesThroughALinkBesideItsTarget() throws {
        let folder = try TemporaryFolder()
        try folder.write("Real/View.swift", "let a = 1\n")
        try link("Link/View.swift", to: "../Real/View.swift", in: folder)
        try AtomicWriter.write(Array("let a = 2\n".utf8), to: folder.url.appendingPathComponent("Link/View.swift").path,
                               expectedOriginal: Array("let a = 1\n".utf8))
        XCTAssertEqual(try folder.text("Real/View.swift"), "let a = 2\n")
        XCTAssertEqual(try destination("Link/View.swift", in: folder), "../Real/View.swift")
        XCTAssertEqual(try entries("Real", in: folder), ["View.swift"])
        XCTAssertEqual(try entries("Link", in: folder), ["View.swift"])
        XCTAssertThrowsError(try AtomicWriter.write(Array("let a = 3\n".utf8), to: folder.url.appendingPathComponent("Link/View.swift").path,
                                                    expectedOriginal: Array("let a = 1\n".utf8))) { error in
            XCTAssertEqual(error as? WriteError, .changedSinceRead, "the target's bytes are the ones compared")
        }
    }

    /// Git stores a link, not the file it points to: a staged link is never read or written; its
    /// target is fixed when it is staged itself, once, and nothing outside the repository moves.
    func testStagedLinksToFilesFoldersOutsideAndNowhere() throws {
        let repository = try GitHookTests.Repository()
        let outside = try TemporaryFolder()
        try outside.write("External.swift", Self.header)
        try repository.write("Screens/Header.swift", Self.header)
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Alias.swift").path, withDestinationPath: "Screens/Header.swift")
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Views").path, withDestinationPath: "Screens")
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("External.swift").path,
                                                   withDestinationPath: outside.url.appendingPathComponent("External.swift").path)
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("Dangling.swift").path, withDestinationPath: "Nowhere.swift")
        try repository.git("add", "-A")
        let listingBefore = try repository.indexListing()
        let expected = try fixedHeader(in: repository.folder)

        let run = try CommandRunner.a11yfix(["--staged", "--apply"] + Self.rules, in: repository.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(run.standardError.contains("a11yfix: 1 file, 3 findings, 3 fixed in 1 file"), run.standardError)
        XCTAssertFalse(run.standardError.contains("error:"), run.standardError)
        XCTAssertEqual(try repository.staged("Screens/Header.swift"), Data(expected.utf8))
        XCTAssertEqual(repository.working("Screens/Header.swift"), Data(expected.utf8))
        XCTAssertEqual(try outside.text("External.swift"), Self.header, "nothing outside the repository is written")
        for (link, target) in [("Alias.swift", "Screens/Header.swift"), ("Views", "Screens"), ("Dangling.swift", "Nowhere.swift")] {
            XCTAssertEqual(try destination(link, in: repository.folder), target)
            XCTAssertEqual(try repository.staged(link), Data(target.utf8), "\(link) is still a link in the index")
        }
        let changedEntries = Set(try repository.indexListing().split(separator: "\0")).symmetricDifference(listingBefore.split(separator: "\0"))
        XCTAssertEqual(changedEntries.map { $0.hasSuffix("\tScreens/Header.swift") }, [true, true], "only the file's entry changed")
        XCTAssertEqual(try repository.git("status", "--porcelain"), "A  Alias.swift\nA  Dangling.swift\nA  External.swift\nA  Screens/Header.swift\nA  Views\n")
    }
}
