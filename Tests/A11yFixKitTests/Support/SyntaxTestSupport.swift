@testable import A11yFixKit
import Foundation
import XCTest

/// Helpers shared by LexerTests, ParserTests and RoundTripTests.
enum SyntaxTestSupport {
    /// The tokens of `source` as (kind, text) pairs, without the end-of-file token.
    static func tokens(_ source: String) -> [Lexed] {
        tokens(Array(source.utf8))
    }

    static func tokens(_ bytes: [UInt8]) -> [Lexed] {
        let lexer = Lexer.lex(bytes)
        return lexer.tokens.dropLast().map { Lexed($0.kind, String(decoding: bytes[$0.textRange], as: UTF8.self)) }
    }

    static func tree(_ source: String) -> SyntaxTree {
        SyntaxTree(file: SourceFile(path: "Test.swift", text: source))
    }

    /// Checks everything the lexer promises about any input: the tokens tile the bytes from 0 to
    /// the end, joining their full ranges gives the input back, only the last token is the
    /// zero-length end of file, trailing trivia never holds a line break, `startsLine` says whether
    /// the leading trivia does, and there is one diagnostic per error token. Returns the lexer.
    @discardableResult
    static func assertLossless(_ bytes: [UInt8], _ name: @autoclosure () -> String,
                               file: StaticString = #filePath, line: UInt = #line) -> Lexer {
        let lexer = Lexer.lex(bytes)
        let tokens = lexer.tokens
        guard let last = tokens.last else {
            XCTFail("\(name()): no tokens at all", file: file, line: line)
            return lexer
        }
        var failures: [String] = []
        if tokens[0].leadingTriviaStart != 0 { failures.append("the first token starts at \(tokens[0].leadingTriviaStart)") }
        if last.kind != .endOfFile || last.trailingTriviaEnd != bytes.count || last.start != last.end {
            failures.append("the last token is \(last.kind) ending at \(last.trailingTriviaEnd) of \(bytes.count)")
        }
        var rebuilt: [UInt8] = []
        rebuilt.reserveCapacity(bytes.count)
        for (index, token) in tokens.enumerated() where failures.count < 5 {
            if !(token.leadingTriviaStart <= token.start && token.start <= token.end && token.end <= token.trailingTriviaEnd) {
                failures.append("token \(index) has unordered offsets \(token)")
                continue
            }
            if index + 1 < tokens.count, token.trailingTriviaEnd != tokens[index + 1].leadingTriviaStart {
                failures.append("gap or overlap between tokens \(index) and \(index + 1)")
            }
            if token.kind != .endOfFile, token.start == token.end { failures.append("token \(index) (\(token.kind)) is empty") }
            if index + 1 < tokens.count, token.kind == .endOfFile { failures.append("end of file at token \(index)") }
            if bytes[token.trailingTrivia].contains(where: isLineBreak) { failures.append("token \(index)'s trailing trivia has a line break") }
            let leadingHasBreak = bytes[token.leadingTrivia].contains(where: isLineBreak)
            if index > 0, token.startsLine != leadingHasBreak {
                failures.append("token \(index) startsLine is \(token.startsLine), its leading trivia \(leadingHasBreak ? "has" : "has no") line break")
            }
            rebuilt.append(contentsOf: bytes[token.fullRange])
        }
        if failures.isEmpty, rebuilt != bytes { failures.append("joining the tokens does not give the input back") }
        let errorCount = tokens.filter(\.isError).count
        if lexer.diagnostics.count != errorCount {
            failures.append("\(lexer.diagnostics.count) diagnostics for \(errorCount) error tokens")
        }
        if !failures.isEmpty {
            XCTFail("\(name()): " + failures.joined(separator: "; "), file: file, line: line)
        }
        return lexer
    }

    static func isLineBreak(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }

    /// Checks the tree's shape: every child points back at its parent, every node's tokens lie
    /// within its parent's and come after its previous sibling's, and `range`, `location` and
    /// `indentation` agree with the source.
    static func assertConsistent(_ tree: SyntaxTree, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        var failures: [String] = []
        var stack: [SyntaxNode] = [tree.root]
        let source = tree.file
        while let node = stack.popLast(), failures.count < 5 {
            let where_ = "\(node.kindName) \(node.summary) @\(node.location)"
            if node.firstToken > node.lastToken || node.lastToken >= tree.tokens.count {
                failures.append("\(where_): tokens \(node.firstToken)...\(node.lastToken)")
                continue
            }
            let location = node.location
            let lineStart = source.lineStarts[location.line - 1]
            if lineStart + location.column - 1 != node.range.lowerBound { failures.append("\(where_): location is off") }
            let indentation = node.indentation
            let indentationEnd = lineStart + indentation.utf8.count
            if !indentation.allSatisfy({ $0 == " " || $0 == "\t" }) || indentationEnd > source.bytes.count
                || !source.bytes[lineStart..<indentationEnd].elementsEqual(indentation.utf8) {
                failures.append("\(where_): indentation \(indentation.debugDescription)")
            }
            var previousEnd = node.firstToken - 1
            for child in node.children {
                if child.parent !== node { failures.append("\(where_): a child's parent is another node") }
                if child.firstToken < node.firstToken || child.lastToken > node.lastToken {
                    failures.append("\(where_): child \(child.kindName) @\(child.location) reaches outside it")
                }
                if child.firstToken <= previousEnd {
                    failures.append("\(where_): child \(child.kindName) @\(child.location) overlaps its previous sibling")
                }
                previousEnd = child.lastToken
                stack.append(child)
            }
        }
        if !failures.isEmpty { XCTFail("\(name): " + failures.joined(separator: "; "), file: file, line: line) }
    }

    /// Runs `body` on a new thread with the given stack size and waits for it, as a Dispatch worker
    /// would run it (512 KB is the size of a secondary thread's stack on macOS).
    static func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            body()
            finished.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        finished.wait()
    }

    /// The repository's root folder, found from this file's path.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every `.swift` file under Fixtures/ as it is when the tests run.
    static func fixtureFiles() -> [URL] {
        let fixtures = repositoryRoot.appendingPathComponent("Fixtures").resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}

/// A token as the tests compare it.
struct Lexed: Equatable, CustomStringConvertible {
    var kind: TokenKind
    var text: String

    init(_ kind: TokenKind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    var description: String { "\(kind) \(text.debugDescription)" }
}

/// A tiny deterministic generator (xorshift64*), so generated inputs are the same on every run
/// and a failure can be reproduced from its seed.
struct XorShiftRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
}
