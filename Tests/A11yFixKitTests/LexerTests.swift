@testable import A11yFixKit
import XCTest

/// Swift 6's lexical grammar, token by token. Expected tokens were worked out by hand from the
/// Swift reference, and the doubtful ones (bare regex literals, hex floats) were checked against
/// `swiftc -swift-version 6 -dump-parse`.
final class LexerTests: XCTestCase {
    // MARK: - Helpers

    private func id(_ text: String) -> Lexed { Lexed(.identifier, text) }
    private func kw(_ text: String) -> Lexed { Lexed(.keyword, text) }
    private func op(_ text: String) -> Lexed { Lexed(.operator, text) }
    private func int(_ text: String) -> Lexed { Lexed(.integerLiteral, text) }
    private func float(_ text: String) -> Lexed { Lexed(.floatLiteral, text) }
    private func str(_ text: String) -> Lexed { Lexed(.stringLiteral, text) }
    private func regex(_ text: String) -> Lexed { Lexed(.regexLiteral, text) }
    private func pound(_ text: String) -> Lexed { Lexed(.poundKeyword, text) }
    private func error(_ text: String) -> Lexed { Lexed(.error, text) }
    private let lparen = Lexed(.leftParen, "("), rparen = Lexed(.rightParen, ")")
    private let lbrace = Lexed(.leftBrace, "{"), rbrace = Lexed(.rightBrace, "}")
    private let lbracket = Lexed(.leftBracket, "["), rbracket = Lexed(.rightBracket, "]")
    private let comma = Lexed(.comma, ","), colon = Lexed(.colon, ":"), period = Lexed(.period, ".")
    private let backslash = Lexed(.backslash, "\\")

    /// Asserts the exact tokens, that the input round-trips, and returns the lexer.
    @discardableResult
    private func assertLexes(_ source: String, _ expected: [Lexed], file: StaticString = #filePath, line: UInt = #line) -> Lexer {
        let bytes = Array(source.utf8)
        XCTAssertEqual(SyntaxTestSupport.tokens(bytes), expected, source.debugDescription, file: file, line: line)
        return SyntaxTestSupport.assertLossless(bytes, source.debugDescription, file: file, line: line)
    }

    private func triviaKinds(_ source: String, beforeToken index: Int) -> [TriviaPiece.Kind] {
        let bytes = Array(source.utf8)
        let token = Lexer.lex(bytes).tokens[index]
        return Lexer.triviaPieces(in: bytes, range: token.leadingTrivia).map(\.kind)
    }

    // MARK: - Comments

    func testNestedBlockCommentsAreOnePieceOfTrivia() {
        assertLexes("/* /* */ */ x /* a /* b /* c */ */ */ y", [id("x"), id("y")])
        XCTAssertEqual(triviaKinds("/* /* */ */ x", beforeToken: 0), [.blockComment, .whitespace])
        // `*/` closes only the innermost comment: the rest of the line is still a comment.
        assertLexes("/* /* */ x */ y", [id("y")])
    }

    func testDocCommentsAreLeadingTriviaOfTheDeclaration() {
        let source = "/// Line doc.\n/** Block doc. */\n/**/\n// plain\nstruct S {}"
        assertLexes(source, [kw("struct"), id("S"), lbrace, rbrace])
        XCTAssertEqual(triviaKinds(source, beforeToken: 0),
                       [.docLineComment, .newline, .docBlockComment, .newline, .blockComment, .newline, .lineComment, .newline])
    }

    func testAMultiLineBlockCommentPutsTheNextTokenOnANewLine() {
        // As in Swift's lexer: the token after a comment that spans lines starts a line, and a
        // token's trailing trivia never runs past a line break.
        let lexer = assertLexes("a /* one\n two */ b /* same line */ c // end\nd", [id("a"), id("b"), id("c"), id("d")])
        XCTAssertEqual(lexer.tokens.map(\.startsLine), [true, true, false, true, false])
        XCTAssertEqual(lexer.tokens[0].trailingTrivia, 1..<2)
    }

    // MARK: - Strings

    func testInterpolationsNestToAnyDepth() {
        assertLexes(#""a \("b \("c \(d)")")" + x"#, [str(#""a \("b \("c \(d)")")""#), op("+"), id("x")])
        assertLexes(#""\(f(a, (b), [c]))" x"#, [str(#""\(f(a, (b), [c]))""#), id("x")])
        // Parentheses and quotes inside a string inside an interpolation do not count.
        assertLexes(#""\(x ? "(" : ")") \(dict["k"]) \("\"")" y"#, [str(#""\(x ? "(" : ")") \(dict["k"]) \("\"")""#), id("y")])
        assertLexes(#""\(items.map { "\($0)" }.joined(separator: ", "))""#, [str(#""\(items.map { "\($0)" }.joined(separator: ", "))""#)])
        let deep = String(repeating: #""\("#, count: 200) + "x" + String(repeating: #")""#, count: 200)
        assertLexes(deep + " z", [str(deep), id("z")])
    }

    func testEscapedQuotesAndBackslashesStayInTheString() {
        assertLexes(#""a \"quoted\" \\" b"#, [str(#""a \"quoted\" \\""#), id("b")])
        assertLexes(#""\u{1F600}\t\0" c"#, [str(#""\u{1F600}\t\0""#), id("c")])
    }

    func testMultiLineStrings() {
        let literal = "\"\"\"\n    line one \\\n    \"quoted\" and \"\" two \\(items.map { \"\\($0)\" }) \\\"\"\"\n    \"\"\""
        assertLexes("let s = " + literal + ".count", [kw("let"), id("s"), op("="), str(literal), period, id("count")])
        let interpolationWithQuotes = "\"\"\"\n\\(\"a\" + \"\"\"\n  inner\n  \"\"\")\n\"\"\""
        assertLexes(interpolationWithQuotes + " x", [str(interpolationWithQuotes), id("x")])
    }

    func testRawStringsWithAnyNumberOfPounds() {
        assertLexes(##"#"a "quoted" \n \(notInterpolated)"# x"##, [str(##"#"a "quoted" \n \(notInterpolated)"#"##), id("x")])
        assertLexes(###"##"a "# b"## y"###, [str(###"##"a "# b"##"###), id("y")])
        assertLexes(##"#"\#(x) \#("inner")"# z"##, [str(##"#"\#(x) \#("inner")"#"##), id("z")])
        // In a raw string a backslash before the quote is not an escape.
        assertLexes(##"#"a\"# b"##, [str(##"#"a\"#"##), id("b")])
        let multiLine = "###\"\"\"\n\"\"\"## not yet\n\"\"\"###"
        assertLexes(multiLine + " c", [str(multiLine), id("c")])
    }

    /// Three quotes open a multi-line literal only when the raw literal's closing delimiter does not
    /// follow on the same line: `#"""#` is one quote, as swiftc reads it.
    func testRawStringsThatLookLikeMultiLineDelimiters() {
        assertLexes(##"s.replacingOccurrences(of: #"""#, with: #"""#)"##,
                    [id("s"), period, id("replacingOccurrences"), lparen, id("of"), colon, str(##"#"""#"##), comma, id("with"), colon, str(##"#"""#"##), rparen])
        assertLexes(###"##""""## x"###, [str(###"##""""##"###), id("x")])
        assertLexes(##"#""" and "# y"##, [str(##"#""" and "#"##), id("y")])
        // Inside an interpolation too.
        assertLexes(##"#"\#(#"""#)"# z"##, [str(##"#"\#(#"""#)"#"##), id("z")])
        let multiLine = "#\"\"\"\n\"# inside\n\"\"\"#"
        // A closing delimiter on a later line does not make it one line.
        assertLexes(multiLine + " w", [str(multiLine), id("w")])
    }

    /// The raw, multi-line and regex literal forms of Swift 6's grammar that border on `#"""#`. Each
    /// line is checked against `swiftc -parse` too, so the expectations are the compiler's.
    func testLiteralFormsBorderingOnOneLineRawQuotes() throws {
        let oneLine: [(source: String, tokens: [Lexed])] = [
            (###"##"""## x"###, [str(###"##"""##"###), id("x")]),
            (##"#""""# x"##, [str(##"#""""#"##), id("x")]),
            (##"#"""""# x"##, [str(##"#"""""#"##), id("x")]),
            (##"#""# x"##, [str(##"#""#"##), id("x")]),
            (##"#"a"#+#"b"#"##, [str(##"#"a"#"##), op("+"), str(##"#"b"#"##)]),
            (##""\(#"""#)" x"##, [str(##""\(#"""#)""##), id("x")]),
            (##"#/"""/# x"##, [regex(##"#/"""/#"##), id("x")]),
            (##"#/a"b/# x"##, [regex(##"#/a"b/#"##), id("x")]),
            ("6 / 2 / y", [int("6"), op("/"), int("2"), op("/"), id("y")]),
        ]
        // Inside a multi-line raw string, `"#` and `"""` do not close it; only `"""` with its pounds does.
        let multiLine = "#\"\"\"\n  a \"# \"\"\" b \\#(x) \"\" \"#\n  \"\"\"#"
        let twoPounds = "##\"\"\"\n  \"\"\"# still inside\n  \"\"\"##"
        let cases = oneLine + [(multiLine + " x", [str(multiLine), id("x")]), (twoPounds + " x", [str(twoPounds), id("x")])]
        for (source, tokens) in cases { assertLexes(source, tokens) }
        // As statements of a file: `_ = <literal>; _ = x`.
        try SwiftParseOracle.assertParses(cases.enumerated().map { index, item in
            let statements = item.source.hasSuffix(" x") ? item.source.dropLast(2) + "; _ = x" : Substring(item.source)
            return ("case \(index)", "let x = 1, y = 2\n_ = " + statements + "\n")
        })
    }

    // MARK: - Regex literals

    func testRegexLiterals() {
        assertLexes("let r = /[a-z]+/", [kw("let"), id("r"), op("="), regex("/[a-z]+/")])
        assertLexes("foo(/abc/)", [id("foo"), lparen, regex("/abc/"), rparen])
        assertLexes("x.firstMatch(of: /\\d+ [/)]/)", [id("x"), period, id("firstMatch"), lparen, id("of"), colon, regex("/\\d+ [/)]/"), rparen])
        assertLexes("let q = #/a/b/#", [kw("let"), id("q"), op("="), regex("#/a/b/#")])
        assertLexes("##/a/#b/## x", [regex("##/a/#b/##"), id("x")])
        assertLexes("#/\n  a / b\n/# y", [regex("#/\n  a / b\n/#"), id("y")])
    }

    func testSlashIsDivisionWhereSwiftSaysSo() {
        assertLexes("a / b / c", [id("a"), op("/"), id("b"), op("/"), id("c")])
        assertLexes("x /= 2", [id("x"), op("/="), int("2")])
        assertLexes("a/b/c", [id("a"), op("/"), id("b"), op("/"), id("c")])
        assertLexes("(i)/2/3", [lparen, id("i"), rparen, op("/"), int("2"), op("/"), int("3")])
        // After `func` a slash names the operator being declared.
        assertLexes("func /(l: V, r: V) -> V { l.x/r.x }", [
            kw("func"), op("/"), lparen, id("l"), colon, id("V"), comma, id("r"), colon, id("V"), rparen, op("->"), id("V"),
            lbrace, id("l"), period, id("x"), op("/"), id("r"), period, id("x"), rbrace,
        ])
        // An unbalanced `)` means the slash was an operator passed as a value.
        assertLexes("reduce(1, /) + f(/x/)", [id("reduce"), lparen, int("1"), comma, op("/"), rparen, op("+"), id("f"), lparen, regex("/x/"), rparen])
        // A slash that is not glued to what precedes it starts a regex, even after an identifier
        // or a literal: RegexBuilder puts one on each line.
        assertLexes("Regex {\n  \"a\"\n  /\\d+/\n}", [id("Regex"), lbrace, str("\"a\""), regex("/\\d+/"), rbrace])
        assertLexes("b /c/", [id("b"), regex("/c/")])
        assertLexes("w /* note */ /abc/", [id("w"), regex("/abc/")])
        // A would-be regex that does not close on its line, or ends in a space, is division.
        assertLexes("let r = /abc\nd", [kw("let"), id("r"), op("="), op("/"), id("abc"), id("d")])
        assertLexes("(a /b /c)", [lparen, id("a"), op("/"), id("b"), op("/"), id("c"), rparen])
    }

    // MARK: - Numbers

    func testNumberLiterals() {
        assertLexes("0xFF 0o17 0b1010 1_000_000 42 1.5e-3 1E+3 0x1p4 0x1.8p1 0.5", [
            int("0xFF"), int("0o17"), int("0b1010"), int("1_000_000"), int("42"),
            float("1.5e-3"), float("1E+3"), float("0x1p4"), float("0x1.8p1"), float("0.5"),
        ])
    }

    func testTupleElementsRangesAndMembersOfNumbers() {
        assertLexes("t.0.1", [id("t"), period, int("0"), period, int("1")])
        assertLexes("1...5", [int("1"), op("..."), int("5")])
        assertLexes("1..<5", [int("1"), op("..<"), int("5")])
        assertLexes("0xFF.description", [int("0xFF"), period, id("description")])
        assertLexes("1.5.rounded()", [float("1.5"), period, id("rounded"), lparen, rparen])
        assertLexes("x.0.e1", [id("x"), period, int("0"), period, id("e1")])
    }

    // MARK: - Names

    func testIdentifiersKeywordsAndBackticks() {
        assertLexes("let `class` = self.value", [kw("let"), id("`class`"), op("="), kw("self"), period, id("value")])
        assertLexes("func `test raw identifier with spaces`() {}", [kw("func"), id("`test raw identifier with spaces`"), lparen, rparen, lbrace, rbrace])
        assertLexes("some View get async _ Self Any café 😀 x1", [
            id("some"), id("View"), id("get"), id("async"), id("_"), kw("Self"), kw("Any"), id("café"), id("😀"), id("x1"),
        ])
    }

    func testDollarIdentifiers() {
        assertLexes("$0 + $isOn.wrappedValue", [Lexed(.dollarIdentifier, "$0"), op("+"), Lexed(.dollarIdentifier, "$isOn"), period, id("wrappedValue")])
    }

    func testAttributes() {
        assertLexes("@State private var x", [Lexed(.attribute, "@State"), kw("private"), kw("var"), id("x")])
        assertLexes(#"@Environment(\.dismiss) var d"#, [Lexed(.attribute, "@Environment"), lparen, backslash, period, id("dismiss"), rparen, kw("var"), id("d")])
        assertLexes("@ x", [Lexed(.atSign, "@"), id("x")])
    }

    // MARK: - Operators and punctuation

    func testOperators() {
        assertLexes("a ?? b", [id("a"), op("??"), id("b")])
        // Swift lexes optional chaining as a postfix `?` and a period.
        assertLexes("a?.b!.c", [id("a"), op("?"), period, id("b"), op("!"), period, id("c")])
        assertLexes("!x && y != z", [op("!"), id("x"), op("&&"), id("y"), op("!="), id("z")])
        assertLexes("a...b ..< c -> d", [id("a"), op("..."), id("b"), op("..<"), id("c"), op("->"), id("d")])
        assertLexes("f <*> g ∘ h ≠ i .+. j", [id("f"), op("<*>"), id("g"), op("∘"), id("h"), op("≠"), id("i"), op(".+."), id("j")])
        // Only an operator that starts with a dot may contain one.
        assertLexes("a+.b", [id("a"), op("+"), period, id("b")])
        // A comment opener ends an operator.
        assertLexes("a +/* c */b", [id("a"), op("+"), id("b")])
    }

    func testPoundDirectivesAndMacros() {
        assertLexes("#if os(iOS)\n#elseif DEBUG\n#else\n#endif", [
            pound("#if"), id("os"), lparen, id("iOS"), rparen, pound("#elseif"), id("DEBUG"), pound("#else"), pound("#endif"),
        ])
        assertLexes("#available(iOS 17, *)", [pound("#available"), lparen, id("iOS"), int("17"), comma, op("*"), rparen])
        assertLexes("#selector(foo) #Preview { } #file", [pound("#selector"), lparen, id("foo"), rparen, pound("#Preview"), lbrace, rbrace, pound("#file")])
        assertLexes("# x", [Lexed(.pound, "#"), id("x")])
    }

    func testKeyPaths() {
        assertLexes(#"\.x"#, [backslash, period, id("x")])
        assertLexes(#"\Foo.bar?.baz"#, [backslash, id("Foo"), period, id("bar"), op("?"), period, id("baz")])
    }

    // MARK: - File-level trivia

    func testShebangAndByteOrderMarkAreTrivia() {
        let script = "#!/usr/bin/swift\nprint(1)"
        assertLexes(script, [id("print"), lparen, int("1"), rparen])
        XCTAssertEqual(triviaKinds(script, beforeToken: 0), [.shebang, .newline])
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(script.utf8)
        XCTAssertEqual(SyntaxTestSupport.tokens(withBOM), SyntaxTestSupport.tokens(script))
        let lexer = SyntaxTestSupport.assertLossless(withBOM, "BOM and shebang")
        XCTAssertEqual(Lexer.triviaPieces(in: withBOM, range: lexer.tokens[0].leadingTrivia).map(\.kind), [.byteOrderMark, .shebang, .newline])
    }

    func testCRLFLineBreaks() {
        let lexer = assertLexes("let a = 1\r\nlet b = \"x\"\r\n", [kw("let"), id("a"), op("="), int("1"), kw("let"), id("b"), op("="), str("\"x\"")])
        XCTAssertEqual(lexer.tokens.map(\.startsLine), [true, false, false, false, true, false, false, false, true])
    }

    func testGitConflictMarkersAtTheStartOfALine() {
        let source = "<<<<<<< HEAD\nlet a = 1\n||||||| base\n=======\nlet a = 2\n>>>>>>> feature/x\n"
        let lexer = assertLexes(source, [
            Lexed(.conflictMarker, "<<<<<<< HEAD"), kw("let"), id("a"), op("="), int("1"), Lexed(.conflictMarker, "||||||| base"),
            Lexed(.conflictMarker, "======="), kw("let"), id("a"), op("="), int("2"), Lexed(.conflictMarker, ">>>>>>> feature/x"),
        ])
        XCTAssertEqual(lexer.diagnostics.count, 4)
        XCTAssertTrue(SyntaxTestSupport.tree(source).hasConflictMarkers)
        // Mid-line, indented, or not seven characters: ordinary operators.
        assertLexes("a <<<<<<< b", [id("a"), op("<<<<<<<"), id("b")])
        assertLexes("  =======\n>>>>>>", [op("======="), op(">>>>>>")])
    }

    // MARK: - Unterminated and invalid input

    /// Asserts that `source` yields exactly `expected`, with one diagnostic per error token whose
    /// message mentions `problem`, and round-trips.
    private func assertRecovers(_ source: String, _ expected: [Lexed], problem: String, file: StaticString = #filePath, line: UInt = #line) {
        let lexer = assertLexes(source, expected, file: file, line: line)
        XCTAssertFalse(lexer.diagnostics.isEmpty, "no diagnostic", file: file, line: line)
        for diagnostic in lexer.diagnostics {
            XCTAssertTrue(diagnostic.message.contains(problem), "\(diagnostic.message) is not about \(problem)", file: file, line: line)
        }
        let errorStarts = lexer.tokens.filter { $0.kind == .error }.map(\.start)
        XCTAssertEqual(lexer.diagnostics.map(\.offset), errorStarts, file: file, line: line)
    }

    func testAnUnterminatedStringEndsAtTheLineBreak() {
        assertRecovers("let s = \"abc\nlet t = 1", [kw("let"), id("s"), op("="), error("\"abc"), kw("let"), id("t"), op("="), int("1")],
                       problem: "unterminated string")
        assertRecovers("\"abc\\\nx", [error("\"abc\\"), id("x")], problem: "unterminated string")
    }

    func testUnterminatedMultiLineAndRawStrings() {
        assertRecovers("let s = \"\"\"\nabc\n\"\" x", [kw("let"), id("s"), op("="), error("\"\"\"\nabc\n\"\" x")], problem: "unterminated multi-line string")
        assertRecovers("#\"abc\"\nx", [error("#\"abc\""), id("x")], problem: "unterminated string")
        assertRecovers("##\"\"\"\na\n\"\"\"#", [error("##\"\"\"\na\n\"\"\"#")], problem: "unterminated multi-line string")
    }

    func testAnUnterminatedInterpolationEndsTheStringAtTheLineBreak() {
        assertRecovers("\"a \\(b(\"c\")\nnext()", [error("\"a \\(b(\"c\")"), id("next"), lparen, rparen], problem: "unterminated string")
    }

    func testAnUnterminatedBlockCommentRunsToTheEnd() {
        assertRecovers("a /* b /* c */\nd", [id("a"), error("/* b /* c */\nd")], problem: "unterminated block comment")
    }

    func testAnUnterminatedExtendedRegexEndsAtTheLineBreak() {
        assertRecovers("let r = #/abc\nx", [kw("let"), id("r"), op("="), error("#/abc"), id("x")], problem: "unterminated regex")
        assertRecovers("#/\nabc\n", [error("#/\nabc\n")], problem: "unterminated regex")
    }

    func testStrayCharacters() {
        assertRecovers("`", [error("`")], problem: "backtick")
        assertRecovers("`a\nb`", [error("`"), id("a"), id("b"), error("`")], problem: "backtick")
        assertRecovers("'a'", [error("'"), id("a"), error("'")], problem: "unexpected character")
    }

    func testInvalidBytesAreErrors() {
        let cases: [(bytes: [UInt8], problem: String)] = [
            ([0x61, 0x00, 0x62], "NUL"),
            ([0x61, 0xFF, 0x62], "invalid UTF-8"),
            ([0x61, 0xC3], "invalid UTF-8"),                  // truncated sequence
            ([0x61, 0x20, 0xC0, 0x80], "invalid UTF-8"),      // overlong NUL
            ([0x61, 0x20, 0xE0, 0x80, 0xAF], "invalid UTF-8"), // overlong '/'
            ([0x61, 0x20, 0xED, 0xA0, 0x80], "invalid UTF-8"), // a UTF-16 surrogate
            ([0x61, 0x20, 0xC2, 0xA0], "unexpected character"), // no-break space
        ]
        for (bytes, problem) in cases {
            let lexer = SyntaxTestSupport.assertLossless(bytes, "\(bytes)")
            XCTAssertTrue(lexer.tokens.contains { $0.kind == .error }, "\(bytes)")
            XCTAssertEqual(lexer.tokens.first?.kind, .identifier, "\(bytes): the text before the bad bytes is still a name")
            XCTAssertTrue(lexer.diagnostics.allSatisfy { $0.message.contains(problem) }, "\(bytes): \(lexer.diagnostics)")
        }
    }

    // MARK: - Pathological input

    /// No timing here: each 8N input is large enough (up to 800 KB) that quadratic scanning would not
    /// finish within the suite's time, and the token count of 8N copies must be close to 8 times
    /// that of N copies. Inputs that make many tokens are smaller, to keep debug runs short.
    func testPathologicalInputsLexInLinearShape() {
        let cases: [(unit: String, copies: Int)] = [
            ("\"", 100_000), ("/*", 100_000), ("\"\\(", 50_000), ("/* */", 50_000), ("\\(", 12_500), ("(", 25_000),
            ("#\"", 12_500), ("(/[", 10_000), ("(/[]", 12_500), ("x /", 10_000), ("#/", 25_000), ("`", 25_000),
            ("\"\"\"\n", 25_000), ("a.", 12_500), ("<<<<<<< \n", 10_000),
        ]
        for (unit, copies) in cases {
            let small = Array(String(repeating: unit, count: copies).utf8)
            let large = Array(String(repeating: unit, count: copies * 8).utf8)
            let smallCount = Lexer.lex(small).tokens.count
            let largeCount = Lexer.lex(large).tokens.count
            // Unclosed openers collapse into one error token; otherwise the count scales with the input.
            XCTAssertLessThanOrEqual(largeCount, smallCount * 8 + 8, unit.debugDescription)
            XCTAssertTrue(largeCount <= 3 || largeCount >= smallCount * 7, "\(unit.debugDescription): \(smallCount) then \(largeCount)")
            SyntaxTestSupport.assertLossless(small, unit.debugDescription)
        }
    }
}
