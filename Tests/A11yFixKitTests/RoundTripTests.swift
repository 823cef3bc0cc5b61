@testable import A11yFixKit
import Foundation
import XCTest

/// The lexer is lossless on any bytes at all: its tokens tile the input and give it back byte for
/// byte (see `SyntaxTestSupport.assertLossless` for everything checked), and the parser builds a
/// consistent tree on whatever the lexer makes of them.
final class RoundTripTests: XCTestCase {
    private static let samples: [(name: String, code: String)] = [
        ("settings", SyntaxSamples.settingsScreen),
        ("feed", SyntaxSamples.feedScreen),
        ("player", SyntaxSamples.playerScreen),
        ("tour", SyntaxSamples.lexicalTour),
    ]

    func testEveryFixtureFileRoundTripsAndParsesConsistently() throws {
        let files = SyntaxTestSupport.fixtureFiles()
        if files.isEmpty { throw XCTSkip("no Swift files under Fixtures/ yet") }
        for url in files {
            let bytes = Array(try Data(contentsOf: url))
            let name = url.path.replacingOccurrences(of: SyntaxTestSupport.repositoryRoot.path + "/", with: "")
            SyntaxTestSupport.assertLossless(bytes, name)
            let tree = SyntaxTree(file: SourceFile(path: name, bytes: bytes))
            SyntaxTestSupport.assertConsistent(tree, name)
            XCTAssertTrue(tree.isWellFormed, "\(name) is valid Swift, so it should lex without errors: \(TreeDump.render(tree).prefix(400))")
        }
    }

    func testSamplesRoundTripParseCleanlyAndConsistently() {
        for sample in Self.samples {
            SyntaxTestSupport.assertLossless(Array(sample.code.utf8), sample.name)
            let tree = SyntaxTestSupport.tree(sample.code)
            XCTAssertTrue(tree.isWellFormed, "\(sample.name): \(tree.lexerDiagnostics) \(tree.unbalancedDelimiters)")
            SyntaxTestSupport.assertConsistent(tree, sample.name)
        }
    }

    /// Random sequences of Swift-ish fragments, including the ones that open literals and comments
    /// and never close them, invalid UTF-8 and NUL. Each soup is also parsed, which must not trap.
    func testRandomTokenSoupsRoundTripAndParse() {
        let fragments: [String] = [
            "a", "value", "_x1", "café", "😀", "∘", "≠", "`", "`name`", "$0", "$isOn", "@State", "@", "#", "##",
            "#if", "#endif", "#\"", "\"#", "#/", "/#", "\"", "\"\"\"", "\\", "\\(", "\\#(", "(", ")", "{", "}", "[", "]",
            "/", "//", "/*", "*/", "*", "+", "-", "=", "==", "?", "!", "?.", "??", "...", "..<", "->", "<", ">", "&",
            ".", ",", ":", ";", "'", " ", "  ", "\t", "\n", "\r", "\r\n", "0", "0x", "0xFF", "1.5e-3", "1_000",
            "<<<<<<< HEAD", "=======", ">>>>>>> b", "if", "else", "func", "struct", "in", "let", "var", "Text(\"x\")",
            ".padding()", "{ a in", "switch", "case", "default:",
        ]
        let oddBytes: [[UInt8]] = [[0], [0xFF], [0xC3], [0xE2, 0x88], [0xF0, 0x9F, 0x98], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF]]
        var random = XorShiftRandom(seed: 0x5EED_A11F)
        for soupIndex in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(120) {
                if random.below(10) == 0 {
                    bytes += random.pick(oddBytes)
                } else {
                    bytes += Array(random.pick(fragments).utf8)
                }
            }
            SyntaxTestSupport.assertLossless(bytes, "soup \(soupIndex): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            let tree = SyntaxTree(file: SourceFile(path: "soup.swift", bytes: bytes))
            SyntaxTestSupport.assertConsistent(tree, "soup \(soupIndex)")
        }
    }

    func testUniformlyRandomBytesRoundTrip() {
        var random = XorShiftRandom(seed: 42)
        for length in [0, 1, 2, 3, 7, 64, 1000, 20_000] {
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            SyntaxTestSupport.assertLossless(bytes, "\(length) random bytes")
        }
    }

    /// Cutting a file anywhere (mid-string, mid-comment, mid-character) leaves bytes the lexer must
    /// still take apart losslessly.
    func testEveryPrefixOfTheSamplesRoundTrips() {
        for sample in Self.samples where sample.name != "feed" {
            let bytes = Array(sample.code.utf8)
            for length in 0...bytes.count {
                SyntaxTestSupport.assertLossless(Array(bytes[0..<length]), "\(sample.name) cut at \(length)")
            }
        }
    }

    /// Every cut of the player screen leaves unclosed closures, calls and strings for the parser.
    func testEveryPrefixOfAScreenParsesConsistently() {
        let player = Array(SyntaxSamples.playerScreen.utf8)
        for length in stride(from: 0, through: player.count, by: 1) {
            let tree = SyntaxTree(file: SourceFile(path: "cut.swift", bytes: Array(player[0..<length])))
            SyntaxTestSupport.assertConsistent(tree, "player cut at \(length)")
        }
    }

    // MARK: - Line endings and encodings

    /// The tree dump without its `@line:column` suffixes, to compare trees whose positions shift.
    private func shape(_ tree: SyntaxTree) -> String {
        TreeDump.render(tree).split(separator: "\n").map { line in
            line.range(of: "  @").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }.joined(separator: "\n")
    }

    func testCRLFFilesLexAndParseLikeTheirLFOriginals() {
        for sample in Self.samples {
            let crlf = sample.code.replacingOccurrences(of: "\n", with: "\r\n")
            SyntaxTestSupport.assertLossless(Array(crlf.utf8), "\(sample.name) with CRLF")
            XCTAssertEqual(SyntaxTestSupport.tokens(crlf), SyntaxTestSupport.tokens(sample.code).map { token in
                // Only multi-line string literals hold line breaks in their text.
                Lexed(token.kind, token.text.replacingOccurrences(of: "\n", with: "\r\n"))
            }, sample.name)
            // CR only adds a byte at the end of each line: lines and columns stay the same. (The dump
            // shows literals' text, so a multi-line string shows its CRs.)
            let crlfDump = TreeDump.render(SyntaxTestSupport.tree(crlf)).replacingOccurrences(of: "\r", with: "")
            XCTAssertEqual(crlfDump, TreeDump.render(SyntaxTestSupport.tree(sample.code)), sample.name)
        }
    }

    func testOldMacCRLineEndingsStillSeparateStatements() {
        let code = "let a = 1\rlet b = 2\r"
        SyntaxTestSupport.assertLossless(Array(code.utf8), "CR line endings")
        let tree = SyntaxTestSupport.tree(code)
        XCTAssertEqual(tree.root.children.compactMap { ($0 as? VariableDeclNode)?.name }, ["a", "b"])
    }

    func testTabIndentedFilesParseToTheSameShape() {
        for sample in Self.samples {
            let tabbed = sample.code.components(separatedBy: "\n").map { line -> String in
                let spaces = line.prefix { $0 == " " }.count
                return String(repeating: "\t", count: spaces / 4) + String(repeating: " ", count: spaces % 4) + line.dropFirst(spaces)
            }.joined(separator: "\n")
            SyntaxTestSupport.assertLossless(Array(tabbed.utf8), "\(sample.name) with tabs")
            let tree = SyntaxTestSupport.tree(tabbed)
            // The dump shows literals' text, so a multi-line string shows its new tabs.
            let tabbedShape = shape(tree).replacingOccurrences(of: "\t", with: "    ")
            XCTAssertEqual(tabbedShape, shape(SyntaxTestSupport.tree(sample.code)), sample.name)
            SyntaxTestSupport.assertConsistent(tree, "\(sample.name) with tabs")
            if let body = tree.root.descendants(ofType: VariableDeclNode.self).first(where: { $0.name == "body" }) {
                XCTAssertEqual(body.indentation, "\t", sample.name)
            }
        }
    }

    func testAByteOrderMarkIsLeadingTriviaOfTheFirstToken() {
        for sample in Self.samples {
            let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(sample.code.utf8)
            let lexer = SyntaxTestSupport.assertLossless(bytes, "\(sample.name) with a BOM")
            XCTAssertEqual(SyntaxTestSupport.tokens(bytes), SyntaxTestSupport.tokens(sample.code), sample.name)
            XCTAssertTrue(lexer.tokens[0].startsLine)
            XCTAssertEqual(Lexer.triviaPieces(in: bytes, range: lexer.tokens[0].leadingTrivia).first?.kind, .byteOrderMark)
            XCTAssertEqual(shape(SyntaxTree(file: SourceFile(path: "bom.swift", bytes: bytes))), shape(SyntaxTestSupport.tree(sample.code)))
        }
    }

    func testAnEmojiPrefixLineShiftsLinesButNotStructure() {
        for sample in Self.samples where !sample.code.hasPrefix("#!") {
            let prefixed = "let 👩‍👩‍👧 = \"🎉 café\" // ∘ emoji line\n" + sample.code
            SyntaxTestSupport.assertLossless(Array(prefixed.utf8), "\(sample.name) with an emoji line")
            XCTAssertEqual(Array(SyntaxTestSupport.tokens(prefixed).dropFirst(4)), SyntaxTestSupport.tokens(sample.code), sample.name)
            let tree = SyntaxTestSupport.tree(prefixed)
            XCTAssertEqual((tree.root.children.first as? VariableDeclNode)?.name, "👩‍👩‍👧")
            let original = SyntaxTestSupport.tree(sample.code)
            XCTAssertEqual(tree.root.children.dropFirst().map(\.location.line), original.root.children.map { $0.location.line + 1 })
            XCTAssertEqual(tree.root.children.dropFirst().map(\.location.column), original.root.children.map(\.location.column))
        }
    }
}
