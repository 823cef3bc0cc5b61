@testable import A11yFixKit
import Foundation
import XCTest

/// The `a11yfix` executable end to end: modes, exit codes, the diff applying with git and patch,
/// atomic writes, and every kind of bad input.
final class CommandLineTests: XCTestCase {
    /// A small real-looking screen with deprecated modifiers the first rule rewrites.
    static let profileHeader = """
    import SwiftUI

    struct ProfileHeader: View {
        let user: User

        var body: some View {
            HStack(spacing: 12) {
                Image(user.avatarName)
                    .resizable()
                    .accessibility(label: Text("Profile photo of \\(user.name)"))
                    .frame(width: 48, height: 48)
                VStack(alignment: .leading) {
                    Text(user.name).font(.headline).accessibility(addTraits: .isHeader)
                    Text(user.handle).foregroundStyle(.secondary)
                }
                Spacer()
                Image("divider").accessibility(hidden: true) // decorative
            }
        }
    }

    """

    static let cleanFile = """
    import SwiftUI

    struct Footer: View {
        var body: some View {
            Text("Version 1.0").font(.footnote)
        }
    }

    """

    func testExitCodesDistinguishCleanFindingsAndErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Clean.swift", Self.cleanFile)
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "Clean.swift"], in: folder.url).status, 0)
        try folder.write("Header.swift", Self.profileHeader)
        let findings = try CommandRunner.a11yfix(["--check", "Header.swift"], in: folder.url)
        XCTAssertEqual(findings.status, 1)
        XCTAssertTrue(findings.standardError.contains("Header.swift:10:18: warning: '.accessibility(label:)' is deprecated; use '.accessibilityLabel(_:)' [deprecated-accessibility-modifier]"),
                      findings.standardError)
        XCTAssertEqual(findings.standardOutput, "", "--check prints no diff")
        let usage = try CommandRunner.a11yfix(["--chek"], in: folder.url)
        XCTAssertEqual(usage.status, 2)
        XCTAssertTrue(usage.standardError.contains("did you mean '--check'"), usage.standardError)
        let unknownRule = try CommandRunner.a11yfix(["--rules", "no-such-rule", "."], in: folder.url)
        XCTAssertEqual(unknownRule.status, 2)
        XCTAssertTrue(unknownRule.standardError.contains("unknown rule 'no-such-rule'"))
        XCTAssertEqual(try CommandRunner.a11yfix(["--apply", "--check"], in: folder.url).status, 2)
    }

    func testDryRunDiffAppliesWithGitAndPatchAndMatchesApply() throws {
        let variants: [(name: String, content: Data)] = [
            ("LF.swift", Data(Self.profileHeader.utf8)),
            ("CRLF.swift", Data(Self.profileHeader.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
            ("NoFinalNewline.swift", Data(Self.profileHeader.dropLast().utf8)),
            ("BOM.swift", Data([0xEF, 0xBB, 0xBF]) + Data(Self.profileHeader.utf8)),
            ("Tabs.swift", Data(Self.profileHeader.replacingOccurrences(of: "    ", with: "\t").utf8)),
        ]
        for tool in ["git", "patch"] {
            let folder = try TemporaryFolder()
            for variant in variants { try folder.write("Sources/\(variant.name)", variant.content) }
            try folder.write("Sources/Footer.swift", Self.cleanFile)
            let diff = try CommandRunner.a11yfix(["--dry-run", "Sources"], in: folder.url)
            XCTAssertEqual(diff.status, 1, diff.standardError)
            XCTAssertTrue(diff.standardOutput.hasPrefix("diff --git a/Sources/BOM.swift b/Sources/BOM.swift\n--- a/Sources/BOM.swift\n+++ b/Sources/BOM.swift\n@@ "),
                          diff.standardOutput)
            XCTAssertTrue(diff.standardOutput.contains("\\ No newline at end of file"))
            XCTAssertFalse(diff.standardOutput.contains("Footer.swift"), "unchanged files are not in the diff")
            for variant in variants {
                XCTAssertEqual(try folder.read("Sources/\(variant.name)"), variant.content, "--dry-run wrote a file")
            }

            // Apply the printed diff to a copy, and --apply to the original: same bytes.
            let copy = try TemporaryFolder()
            for variant in variants { try copy.write("Sources/\(variant.name)", variant.content) }
            let applied: CommandRunner.Result
            if tool == "git" {
                try CommandRunner.tool("git", ["init", "-q"], in: copy.url)
                applied = try CommandRunner.tool("git", ["apply", "--whitespace=nowarn", "-"], in: copy.url, input: diff.standardOutputBytes)
            } else {
                applied = try CommandRunner.tool("patch", ["-p1", "--quiet", "--binary"], in: copy.url, input: diff.standardOutputBytes)
            }
            XCTAssertEqual(applied.status, 0, "\(tool) could not apply the diff: \(applied.standardError) \(applied.standardOutput)")
            let apply = try CommandRunner.a11yfix(["--apply", "Sources"], in: folder.url)
            XCTAssertEqual(apply.status, 1)
            for variant in variants {
                let written = try folder.read("Sources/\(variant.name)")
                XCTAssertNotEqual(written, variant.content, "\(variant.name) was not fixed")
                XCTAssertEqual(try copy.read("Sources/\(variant.name)"), written, "\(tool) result differs from --apply for \(variant.name)")
            }
            XCTAssertTrue(try folder.text("Sources/CRLF.swift").contains(".accessibilityLabel(Text(\"Profile photo of \\(user.name)\"))\r\n"))
            XCTAssertEqual(try folder.read("Sources/BOM.swift").prefix(3), Data([0xEF, 0xBB, 0xBF]), "BOM kept")
        }
    }

    func testApplyIsIdempotentAtomicAndKeepsPermissions() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Header.swift", Self.profileHeader)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        XCTAssertEqual(try CommandRunner.a11yfix(["--apply", "."], in: folder.url).status, 1)
        let first = try folder.read("Header.swift")
        XCTAssertTrue(String(decoding: first, as: UTF8.self).contains(".accessibilityHidden(true) // decorative"))
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o640, "permissions kept")
        let second = try CommandRunner.a11yfix(["--apply", "."], in: folder.url)
        XCTAssertEqual(second.status, 0, "a second run finds nothing: \(second.standardError)")
        XCTAssertEqual(try folder.read("Header.swift"), first, "a second run changes nothing")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "Header.swift" }
        XCTAssertEqual(leftovers, [], "no temporary files left behind")
    }

    func testAtomicWriterRefusesAFileThatChangedSinceItWasRead() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("View.swift", "let a = 1\n")
        XCTAssertThrowsError(try AtomicWriter.write(Array("let a = 2\n".utf8), to: file.path, expectedOriginal: Array("let a = 0\n".utf8))) {
            XCTAssertEqual($0 as? WriteError, .changedSinceRead)
        }
        XCTAssertEqual(try folder.text("View.swift"), "let a = 1\n", "the newer content is kept")
        try AtomicWriter.write(Array("let a = 2\n".utf8), to: file.path, expectedOriginal: Array("let a = 1\n".utf8))
        XCTAssertEqual(try folder.text("View.swift"), "let a = 2\n")
    }

    /// Every kind of bad input: one line naming the path (and position) and the problem, exit 2,
    /// nothing written, and the other files still processed and fixed.
    func testBadInputIsReportedWhileOtherFilesAreStillFixed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.profileHeader)
        let latin1 = Data("let title = \"Caf".utf8) + Data([0xE9]) + Data("\"\n".utf8)
        try folder.write("Latin1.swift", latin1)
        let binary = Data([0x63, 0x61, 0x66, 0x00, 0x01, 0x02])
        try folder.write("Binary.swift", binary)
        let unterminated = "import SwiftUI\nlet greeting = \"Hello\nText(greeting).accessibility(label: Text(\"Hi\"))\n"
        try folder.write("Unterminated.swift", unterminated)
        let deep = "let x = " + String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000) + "\n"
        try folder.write("Deep.swift", deep)
        var huge = Data(repeating: UInt8(ascii: " "), count: 50 * 1024 * 1024)
        huge.append(contentsOf: Array("let x = 1\n".utf8))
        try folder.write("Huge.swift", huge)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("LoopA.swift").path, withDestinationPath: "LoopB.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("LoopB.swift").path, withDestinationPath: "LoopA.swift")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("Sub/Self").path, withDestinationPath: "..")
        let socketPath = folder.url.appendingPathComponent("Socket.swift").path
        try makeUnixSocket(at: socketPath)

        let result = try CommandRunner.a11yfix(
            ["--apply", "Good.swift", "Latin1.swift", "Binary.swift", "Unterminated.swift", "Deep.swift", "Huge.swift",
             "LoopA.swift", "Missing.swift", "Socket.swift", "Sub"], in: folder.url)
        XCTAssertEqual(result.status, 2, result.standardError)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        func line(_ prefix: String, _ words: String) {
            XCTAssertEqual(lines.filter { $0.hasPrefix(prefix) && $0.contains("error:") && $0.contains(words) }.count, 1,
                           "expected one error line starting \(prefix) mentioning '\(words)' in:\n\(result.standardError)")
        }
        line("Latin1.swift:1:17:", "not valid UTF-8")
        line("Binary.swift:1:4:", "binary file")
        line("Unterminated.swift:2:16:", "unterminated string literal")
        line("Deep.swift:1:", "nesting deeper than 256 levels")
        line("Huge.swift:", "larger than the 16 MB")
        line("LoopA.swift:", "looping symbolic link")
        line("Missing.swift:", "no such file or directory")
        line("Socket.swift:", "cannot read file")
        // Nothing written for the bad files; the good file fixed.
        XCTAssertEqual(try folder.read("Latin1.swift"), latin1)
        XCTAssertEqual(try folder.read("Binary.swift"), binary)
        XCTAssertEqual(try folder.text("Unterminated.swift"), unterminated, "a file that cannot be lexed is never rewritten")
        XCTAssertEqual(try folder.text("Deep.swift"), deep)
        XCTAssertTrue(try folder.text("Good.swift").contains(".accessibilityAddTraits(.isHeader)"), "the good file was fixed")
        XCTAssertTrue(result.standardError.contains("Unterminated.swift:3:"), "findings are still reported for a file that cannot be fixed")
        // The folder with a symlink loop is walked once and ends.
        XCTAssertFalse(result.standardError.contains("Sub/Self/Sub"))
    }

    func testStandardInputPrintsTheFixedSource() throws {
        let folder = try TemporaryFolder()
        let result = try CommandRunner.a11yfix(["-", "--stdin-path", "Header.swift", "--rules", "deprecated-accessibility-modifier"], in: folder.url,
                                               input: Data(Self.profileHeader.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardOutput, Self.profileHeader
            .replacingOccurrences(of: ".accessibility(label: ", with: ".accessibilityLabel(")
            .replacingOccurrences(of: ".accessibility(addTraits: ", with: ".accessibilityAddTraits(")
            .replacingOccurrences(of: ".accessibility(hidden: ", with: ".accessibilityHidden("))
        XCTAssertTrue(result.standardError.contains("Header.swift:10:18: warning:"))
        let clean = try CommandRunner.a11yfix(["-"], in: folder.url, input: Data(Self.cleanFile.utf8))
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.standardOutput, Self.cleanFile, "unchanged input is echoed unchanged")
        let invalid = try CommandRunner.a11yfix(["-", "--stdin-path", "Bad.swift"], in: folder.url, input: Data([0x61, 0xFF, 0x0A]))
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.standardOutputBytes, Data([0x61, 0xFF, 0x0A]), "input that cannot be read is passed through untouched")
        XCTAssertTrue(invalid.standardError.contains("Bad.swift:1:2: error: not valid UTF-8"))
    }

    func testOutputOrderIsStableAcrossParallelRuns() throws {
        let folder = try TemporaryFolder()
        for index in 0..<40 {
            try folder.write("Screens/Screen\(index).swift", Self.profileHeader.replacingOccurrences(of: "ProfileHeader", with: "Screen\(index)"))
        }
        let one = try CommandRunner.a11yfix(["--jobs", "1", "Screens"], in: folder.url)
        let two = try CommandRunner.a11yfix(["--jobs", "2", "Screens"], in: folder.url)
        let many = try CommandRunner.a11yfix(["--jobs", "8", "Screens"], in: folder.url)
        XCTAssertEqual(one.standardOutput, two.standardOutput)
        XCTAssertEqual(one.standardOutput, many.standardOutput)
        func findingLines(_ result: CommandRunner.Result) -> [Substring] { result.standardError.split(separator: "\n").dropLast() }
        XCTAssertEqual(findingLines(one), findingLines(many))
        let files = one.standardOutput.split(separator: "\n").filter { $0.hasPrefix("diff --git") }
        XCTAssertEqual(files.count, 40)
        XCTAssertEqual(files, files.sorted(), "files appear in sorted path order")
    }

    func testDiscoverySkipsBuildAndHiddenFolders() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Header.swift", Self.profileHeader)
        for skipped in [".build/x/A.swift", ".git/B.swift", "DerivedData/C.swift", "Pods/D.swift", "Carthage/E.swift", ".swiftpm/F.swift", ".hidden/G.swift"] {
            try folder.write(skipped, Self.profileHeader)
        }
        try folder.write("App/Notes.txt", "not swift")
        let result = try CommandRunner.a11yfix(["--check"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        let paths = Set(result.standardError.split(separator: "\n").compactMap { $0.split(separator: ":").first }.filter { $0.hasSuffix(".swift") })
        XCTAssertEqual(paths, ["App/Header.swift"])
    }

    func testHelpVersionListRulesAndQuiet() throws {
        let folder = try TemporaryFolder()
        let help = try CommandRunner.a11yfix(["--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        for expected in ["--dry-run", "--apply", "--check", "EXIT STATUS", "NO_COLOR", "EXAMPLES", "--stdin-path"] {
            XCTAssertTrue(help.standardOutput.contains(expected), "help lacks \(expected)")
        }
        XCTAssertEqual(try CommandRunner.a11yfix(["--version"], in: folder.url).standardOutput, A11yFixCommand.version + "\n")
        let list = try CommandRunner.a11yfix(["--list-rules"], in: folder.url)
        for id in RuleRegistry.ids { XCTAssertTrue(list.standardOutput.contains(id)) }
        try folder.write("Header.swift", Self.profileHeader)
        let quiet = try CommandRunner.a11yfix(["--check", "--quiet"], in: folder.url)
        XCTAssertEqual(quiet.status, 1)
        XCTAssertEqual(quiet.standardError, "")
    }

    func testColorFollowsTheFlagAndNoColor() throws {
        let folder = try TemporaryFolder()
        try folder.write("Header.swift", Self.profileHeader)
        let colored = try CommandRunner.a11yfix(["--color", "always"], in: folder.url)
        XCTAssertTrue(colored.standardOutput.contains("\u{1B}[32m+"), "added lines are green")
        XCTAssertTrue(colored.standardError.contains("\u{1B}["))
        let plain = try CommandRunner.a11yfix([], in: folder.url)
        XCTAssertFalse(plain.standardOutput.contains("\u{1B}["), "pipes get no colour")
        let console = Console(standardOutput: { _ in }, standardError: { _ in }, environment: ["NO_COLOR": "1"],
                              standardOutputIsTerminal: true, standardErrorIsTerminal: true)
        XCTAssertFalse(console.usesColor(.auto, terminal: true))
        XCTAssertTrue(console.usesColor(.always, terminal: false))
        let terminal = Console(standardOutput: { _ in }, standardError: { _ in }, environment: [:])
        XCTAssertTrue(terminal.usesColor(.auto, terminal: true))
        XCTAssertFalse(terminal.usesColor(.never, terminal: true))
    }

    func testStrictReportsBlockersAsXcodeErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Player.swift", """
        import SwiftUI

        struct PlayerControls: View {
            var body: some View {
                Button(action: {}) { Image(systemName: "forward.fill") }
                Text("Now playing").font(.system(size: 17))
            }
        }
        """)
        func lines(_ arguments: [String]) throws -> (status: Int32, label: String?, font: String?) {
            let result = try CommandRunner.a11yfix(["--check"] + arguments + ["Player.swift"], in: folder.url)
            let lines = result.standardError.split(separator: "\n").map(String.init)
            return (result.status, lines.first { $0.hasSuffix("[icon-only-control-label]") }, lines.first { $0.hasSuffix("[dynamic-type-font]") })
        }
        let plain = try lines([])
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.label?.hasPrefix("Player.swift:5:9: warning: "), true, String(describing: plain.label))
        XCTAssertEqual(plain.font?.contains(": warning: "), true, String(describing: plain.font))
        let strict = try lines(["--strict"])
        XCTAssertEqual(strict.status, 1, "--strict changes the level printed, not the exit status")
        XCTAssertEqual(strict.label?.hasPrefix("Player.swift:5:9: error: "), true, "a 🔴 finding is an Xcode error: \(String(describing: strict.label))")
        XCTAssertEqual(strict.font?.contains(": warning: "), true, "a 🟠 finding stays a warning: \(String(describing: strict.font))")
    }

    func testDumpPrintsTheElementsTree() throws {
        let folder = try TemporaryFolder()
        try folder.write("Header.swift", Self.profileHeader)
        let dump = try CommandRunner.a11yfix(["dump", "Header.swift"], in: folder.url)
        XCTAssertEqual(dump.status, 0)
        XCTAssertTrue(dump.standardOutput.contains("struct ProfileHeader: View  @3:1"), dump.standardOutput)
        XCTAssertTrue(dump.standardOutput.contains("chain HStack(spacing:) {…}  @7:9"), dump.standardOutput)
        XCTAssertTrue(dump.standardOutput.contains("chain Image(_).resizable().accessibility(label:).frame(width:,height:)  @8:13"), dump.standardOutput)
        XCTAssertEqual(try CommandRunner.a11yfix(["dump"], in: folder.url).status, 2)
    }

    private func makeUnixSocket(at path: String) throws {
        #if canImport(Glibc)
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            let bytes = Array(path.utf8.prefix(buffer.count - 1))
            buffer.copyBytes(from: bytes)
        }
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(status, 0, "could not create a socket file for the unreadable-file case")
    }
}

/// `a11yfix build-check`, what the build-tool plugin runs: warnings pass, `error:` lines fail.
final class BuildCheckTests: XCTestCase {
    func testWarningsPassStrictErrorsFailAndTheStampIsWrittenAfterARunThatPassed() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/ShareButton.swift", MCPServerTests.shareButton)
        let source = folder.url.appendingPathComponent("Sources/ShareButton.swift").path

        let warned = try CommandRunner.a11yfix(["build-check", "--stamp", "stamps/check.swift", "Sources"], in: folder.url)
        XCTAssertEqual(warned.status, 0, warned.standardError)
        XCTAssertTrue(warned.standardError.hasPrefix("\(source):5:9: warning: icon-only Button"), "absolute paths: \(warned.standardError)")
        XCTAssertEqual(try folder.read("stamps/check.swift"), Data())

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("stamps"))
        let strict = try CommandRunner.a11yfix(["build-check", "--stamp", "stamps/check.swift", "--strict", "Sources"], in: folder.url)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardError.hasPrefix("\(source):5:9: error: icon-only Button"), strict.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("stamps").path), "no stamp after a failed check")

        try folder.write("Sources/.a11yfix.json", #"{"version": 1, "strict": true}"#)
        XCTAssertEqual(try CommandRunner.a11yfix(["build-check", "Sources"], in: folder.url).status, 1, "the config's strict")
        XCTAssertEqual(try CommandRunner.a11yfix(["--check", "Sources"], in: folder.url).standardError.components(separatedBy: ": error: icon-only").count, 2,
                       "the config's strict applies to a plain run too")
        try folder.write("Sources/.a11yfix.json", #"{"version": 1, "strict": "yes"}"#)
        let broken = try CommandRunner.a11yfix(["build-check", "Sources"], in: folder.url)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.standardError.contains("'strict' must be true or false, not a string"), broken.standardError)
        XCTAssertEqual(try folder.text("Sources/ShareButton.swift"), MCPServerTests.shareButton, "build-check never writes")

        for arguments in [["build-check", "--apply"], ["build-check", "--format", "json"], ["build-check", "--stamp"], ["build-check", "-"]] {
            let usage = try CommandRunner.a11yfix(arguments, in: folder.url)
            XCTAssertEqual(usage.status, 2, "\(arguments)")
            XCTAssertTrue(usage.standardError.hasPrefix("a11yfix: error: "), usage.standardError)
        }
    }
}
