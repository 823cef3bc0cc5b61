/// The kinds of token the lexer produces. Trivia (whitespace, newlines, comments, a BOM, a shebang)
/// is never a token: it hangs off the token before or after it, so that joining every token's
/// leading trivia, text and trailing trivia reproduces the input byte for byte.
public enum TokenKind: UInt8, Sendable {
    case identifier          // name, `backticked name`, contextual keywords such as `some`, `get`
    case keyword             // reserved words: struct, func, if, return, self, true, nil …
    case dollarIdentifier    // $0, $isOn
    case attribute           // @State, @MainActor, @ScaledMetric
    case integerLiteral      // 42, 0xFF, 0o17, 0b1010, 1_000
    case floatLiteral        // 1.5, 1e-3, 0x1p4
    case stringLiteral       // "…", """…""", #"…"#, with interpolations inside the one token
    case regexLiteral        // /…/, #/…/#
    case poundKeyword        // #if, #elseif, #else, #endif, #available, #selector, #Preview …
    case leftParen, rightParen, leftBrace, rightBrace, leftBracket, rightBracket
    case comma, colon, semicolon
    case period              // `.` in member access and implicit member expressions
    case backslash           // the start of a key path: \.x
    case pound               // a `#` that starts nothing else
    case atSign              // an `@` that is not followed by a name
    case `operator`          // +, ==, ->, ?, !, ..<, unicode operators
    case conflictMarker      // a git conflict marker line: <<<<<<<, |||||||, =======, >>>>>>>
    case error               // bytes that are not Swift: unterminated literals and comments, stray characters
    case endOfFile           // zero-length; carries the file's final trivia as its leading trivia
}

/// One token: its text plus the trivia around it, as byte offsets into the source.
/// Tokens tile the source: `leadingTriviaStart` of a token equals `trailingTriviaEnd` of the one before.
public struct Token: Sendable {
    public var kind: TokenKind
    /// Whether the leading trivia contains a line break, i.e. the token starts a new line
    /// (the first token of a file counts as starting a line).
    public var startsLine: Bool
    public var leadingTriviaStart: Int
    public var start: Int
    public var end: Int
    public var trailingTriviaEnd: Int

    public var textRange: Range<Int> { start..<end }
    public var fullRange: Range<Int> { leadingTriviaStart..<trailingTriviaEnd }
    public var leadingTrivia: Range<Int> { leadingTriviaStart..<start }
    public var trailingTrivia: Range<Int> { end..<trailingTriviaEnd }
    public var length: Int { end - start }

    /// Whether this token cannot be part of valid Swift.
    public var isError: Bool { kind == .error || kind == .conflictMarker }
}

/// A piece of trivia, found on demand by re-scanning a trivia range (comments matter to suppressions
/// and `// [VERIFY]` markers, but most trivia is never looked at, so the lexer does not keep pieces).
public struct TriviaPiece: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case whitespace, newline, lineComment, blockComment, docLineComment, docBlockComment, shebang, byteOrderMark
    }
    public var kind: Kind
    public var range: Range<Int>

    public var isComment: Bool {
        switch kind {
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
        default: return false
        }
    }
}
