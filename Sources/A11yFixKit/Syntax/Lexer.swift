/// Turns any bytes into tokens with trivia, losslessly: joining the tokens' full ranges gives the
/// input back. Anything that is not Swift becomes an `.error` token; the lexer never fails, never
/// recurses (interpolations nest through an explicit stack) and looks at each byte a bounded number
/// of times, so it is linear in the input.
public struct Lexer {
    public struct Diagnostic: Sendable, Equatable {
        public var offset: Int
        public var message: String
    }

    public private(set) var tokens: [Token] = []
    /// One entry per error token, in order: what is wrong there.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Offsets below this are not tried as bare regex literals again (see `lexTokenText`).
    private var bareRegexBlockedUntil = 0

    public static func lex(_ bytes: [UInt8]) -> Lexer {
        var lexer = Lexer()
        bytes.withUnsafeBufferPointer { lexer.run($0) }
        return lexer
    }

    // MARK: - Main loop

    private mutating func run(_ b: UnsafeBufferPointer<UInt8>) {
        tokens.reserveCapacity(b.count / 5 + 16)
        var scanner = Scanner(b: b)
        var pos = 0
        while true {
            let leadingStart = pos
            var sawNewline = pos == 0
            pos = scanner.skipTrivia(from: pos, stopAtNewline: false, sawNewline: &sawNewline)
            if pos >= b.count {
                tokens.append(Token(kind: .endOfFile, startsLine: sawNewline, leadingTriviaStart: leadingStart,
                                    start: pos, end: pos, trailingTriviaEnd: pos))
                return
            }
            let start = pos
            let kind = lexTokenText(&scanner, at: &pos, atLineStart: sawNewline || start == 0)
            let end = pos
            var ignored = false
            pos = scanner.skipTrivia(from: pos, stopAtNewline: true, sawNewline: &ignored)
            tokens.append(Token(kind: kind, startsLine: sawNewline, leadingTriviaStart: leadingStart,
                                start: start, end: end, trailingTriviaEnd: pos))
        }
    }

    private mutating func error(_ message: String, at offset: Int) -> TokenKind {
        diagnostics.append(Diagnostic(offset: offset, message: message))
        return .error
    }

    /// Lexes the token that starts at `pos` (trivia already skipped) and advances `pos` past it.
    private mutating func lexTokenText(_ s: inout Scanner, at pos: inout Int, atLineStart: Bool) -> TokenKind {
        let b = s.b
        let start = pos
        let c = b[pos]
        switch c {
        case UInt8(ascii: "("): pos += 1; return .leftParen
        case UInt8(ascii: ")"): pos += 1; return .rightParen
        case UInt8(ascii: "{"): pos += 1; return .leftBrace
        case UInt8(ascii: "}"): pos += 1; return .rightBrace
        case UInt8(ascii: "["): pos += 1; return .leftBracket
        case UInt8(ascii: "]"): pos += 1; return .rightBracket
        case UInt8(ascii: ","): pos += 1; return .comma
        case UInt8(ascii: ":"): pos += 1; return .colon
        case UInt8(ascii: ";"): pos += 1; return .semicolon
        case UInt8(ascii: "\\"): pos += 1; return .backslash
        case UInt8(ascii: "\""):
            return lexString(&s, at: &pos, hashes: 0)
        case UInt8(ascii: "#"):
            var hashes = 0
            while pos + hashes < b.count, b[pos + hashes] == UInt8(ascii: "#") { hashes += 1 }
            let next = pos + hashes < b.count ? b[pos + hashes] : 0
            if next == UInt8(ascii: "\"") { return lexString(&s, at: &pos, hashes: hashes) }
            if next == UInt8(ascii: "/") { return lexExtendedRegex(&s, at: &pos, hashes: hashes) }
            if hashes == 1, Scanner.isIdentifierStartASCII(next) {
                pos += 1
                pos = s.identifierEnd(from: pos)
                return .poundKeyword
            }
            pos += 1
            return .pound
        case UInt8(ascii: "@"):
            pos += 1
            if pos < b.count, Scanner.isIdentifierStartASCII(b[pos]) || b[pos] >= 0x80 {
                let end = s.identifierEnd(from: pos)
                if end > pos {
                    pos = end
                    return .attribute
                }
            }
            return .atSign
        case UInt8(ascii: "$"):
            pos = s.identifierEnd(from: pos + 1)
            return .dollarIdentifier
        case UInt8(ascii: "`"):
            var cursor = pos + 1
            while cursor < b.count, b[cursor] != UInt8(ascii: "`"), b[cursor] != UInt8(ascii: "\n"), b[cursor] != UInt8(ascii: "\r") {
                cursor += 1
            }
            if cursor < b.count, b[cursor] == UInt8(ascii: "`"), cursor > pos + 1 {
                pos = cursor + 1
                return .identifier
            }
            pos += 1
            return error("unmatched backtick", at: start)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(&s, at: &pos)
        case UInt8(ascii: "."):
            // A dot followed by operator characters is a dot operator: `...`, `..<`, `.+.`.
            let operatorEnd = s.operatorEnd(from: pos, allowDots: true)
            if operatorEnd > pos + 1 {
                pos = operatorEnd
                return .operator
            }
            pos += 1
            return .period
        case UInt8(ascii: "/"):
            if pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "*") {
                // Trivia stops at a block comment only when it is unterminated.
                pos = b.count
                return error("unterminated block comment", at: start)
            }
            if pos >= bareRegexBlockedUntil, bareRegexMayStart(at: pos, in: b) {
                switch s.bareRegexEnd(from: pos) {
                case let .regex(end):
                    pos = end
                    return .regexLiteral
                case let .notRegex(scannedTo):
                    // Whatever starts inside the bytes just scanned is not tried again, so a line
                    // full of would-be regex openers such as `(/[(/[(/[` stays linear.
                    bareRegexBlockedUntil = scannedTo
                }
            }
            pos = s.operatorEnd(from: pos, allowDots: false)
            return .operator
        case UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|"):
            // Git writes conflict markers at the very start of a line; Swift only recognizes them there.
            if atLineStart, pos == 0 || b[pos - 1] == UInt8(ascii: "\n") || b[pos - 1] == UInt8(ascii: "\r"),
               let end = s.conflictMarkerEnd(from: pos) {
                pos = end
                diagnostics.append(Diagnostic(offset: start, message: "git conflict marker"))
                return .conflictMarker
            }
            pos = s.operatorEnd(from: pos, allowDots: false)
            return .operator
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "%"),
             UInt8(ascii: "&"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            pos = s.operatorEnd(from: pos, allowDots: false)
            return .operator
        default:
            if Scanner.isIdentifierStartASCII(c) {
                pos = s.identifierEnd(from: pos)
                return Keywords.isReserved(b, start, pos) ? .keyword : .identifier
            }
            if c >= 0x80 {
                guard let (scalar, width) = s.decodeScalar(at: pos) else {
                    pos += 1
                    return error("invalid UTF-8 byte", at: start)
                }
                if Scanner.isOperatorHead(scalar) {
                    pos = s.operatorEnd(from: pos, allowDots: false)
                    return .operator
                }
                if Scanner.isIdentifierScalar(scalar) {
                    pos = s.identifierEnd(from: pos)
                    if pos == start { pos += width }
                    return .identifier
                }
                pos += width
                return error("unexpected character", at: start)
            }
            pos += 1
            if c == 0 { return error("NUL byte", at: start) }
            return error("unexpected character '\(Character(Unicode.Scalar(c)))'", at: start)
        }
    }

    /// Swift's rule for a bare `/` (swift-syntax's `tryScanOperatorAsRegexLiteral`): a `/` that is
    /// left-bound (glued to what precedes it, as in `a/b`) is division; so is one followed by a space
    /// (`a / b`), and one naming an operator after `func` or `operator`. Anything else is tried as
    /// a regex literal, even after an identifier (`x /y/` is a regex in Swift 6).
    private func bareRegexMayStart(at pos: Int, in b: UnsafeBufferPointer<UInt8>) -> Bool {
        if pos > 0 {
            switch b[pos - 1] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0,
                 UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"),
                 UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
                break
            case UInt8(ascii: "/") where pos >= 2 && b[pos - 2] == UInt8(ascii: "*"):
                break  // the end of a block comment counts as whitespace
            default:
                return false
            }
        }
        if let previous = tokens.last, previous.kind == .keyword, Keywords.isFuncOrOperator(b, previous.start, previous.end) {
            return false
        }
        return true
    }

    // MARK: - Literals

    private mutating func lexNumber(_ s: inout Scanner, at pos: inout Int) -> TokenKind {
        let b = s.b
        let start = pos
        // After a `.` with no space (tuple element `t.0.1`), only an integer may follow.
        let afterPeriod = tokens.last.map { $0.kind == .period && $0.end == start } ?? false
        var isFloat = false
        if b[pos] == UInt8(ascii: "0"), pos + 1 < b.count,
           b[pos + 1] == UInt8(ascii: "x") || b[pos + 1] == UInt8(ascii: "o") || b[pos + 1] == UInt8(ascii: "b") {
            let radix = b[pos + 1]
            pos += 2
            while pos < b.count, Scanner.isDigit(b[pos], radix: radix) || b[pos] == UInt8(ascii: "_") { pos += 1 }
            if radix == UInt8(ascii: "x"), !afterPeriod {
                let dot = pos
                if pos + 1 < b.count, b[pos] == UInt8(ascii: "."), Scanner.isDigit(b[pos + 1], radix: radix) {
                    pos += 1
                    while pos < b.count, Scanner.isDigit(b[pos], radix: radix) || b[pos] == UInt8(ascii: "_") { pos += 1 }
                }
                if pos < b.count, b[pos] == UInt8(ascii: "p") || b[pos] == UInt8(ascii: "P") {
                    isFloat = true
                    pos = exponentEnd(b, from: pos + 1)
                } else if pos > dot, !Scanner.isDecimalDigit(b[dot + 1]) {
                    // A hex fraction needs a `p` exponent; without one, `0xFF.description` is an
                    // integer and a member access (Swift's lexer makes the same call).
                    pos = dot
                } else if pos > dot {
                    isFloat = true
                }
            }
        } else {
            while pos < b.count, Scanner.isDecimalDigit(b[pos]) || b[pos] == UInt8(ascii: "_") { pos += 1 }
            if !afterPeriod {
                if pos + 1 < b.count, b[pos] == UInt8(ascii: "."), Scanner.isDecimalDigit(b[pos + 1]) {
                    isFloat = true
                    pos += 1
                    while pos < b.count, Scanner.isDecimalDigit(b[pos]) || b[pos] == UInt8(ascii: "_") { pos += 1 }
                }
                if pos < b.count, b[pos] == UInt8(ascii: "e") || b[pos] == UInt8(ascii: "E") {
                    let afterExponent = exponentEnd(b, from: pos + 1)
                    if afterExponent > pos + 1 {
                        isFloat = true
                        pos = afterExponent
                    }
                }
            }
        }
        // Swift rejects `12abc`; keep such text in one token rather than inventing an identifier.
        while pos < b.count, Scanner.isIdentifierContinueASCII(b[pos]) { pos += 1 }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    private func exponentEnd(_ b: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
        var pos = position
        if pos < b.count, b[pos] == UInt8(ascii: "+") || b[pos] == UInt8(ascii: "-") { pos += 1 }
        let digitsStart = pos
        while pos < b.count, Scanner.isDecimalDigit(b[pos]) || b[pos] == UInt8(ascii: "_") { pos += 1 }
        return pos > digitsStart ? pos : position
    }

    /// A string literal of any form, interpolations included, as one token. `pos` is at the first `#`
    /// or at the opening quote.
    private mutating func lexString(_ s: inout Scanner, at pos: inout Int, hashes: Int) -> TokenKind {
        let start = pos
        let result = s.stringLiteralEnd(from: pos + hashes, hashes: hashes)
        pos = result.end
        if result.terminated { return .stringLiteral }
        return error(result.multiline ? "unterminated multi-line string literal" : "unterminated string literal", at: start)
    }

    private mutating func lexExtendedRegex(_ s: inout Scanner, at pos: inout Int, hashes: Int) -> TokenKind {
        let b = s.b
        let start = pos
        var cursor = pos + hashes + 1
        let multiline = cursor < b.count && (b[cursor] == UInt8(ascii: "\n") || b[cursor] == UInt8(ascii: "\r"))
        while cursor < b.count {
            let c = b[cursor]
            if c == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if !multiline, c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            if c == UInt8(ascii: "/"), s.hashesFollow(cursor + 1, count: hashes) {
                pos = cursor + 1 + hashes
                return .regexLiteral
            }
            cursor += 1
        }
        pos = min(cursor, b.count)
        return error("unterminated regex literal", at: start)
    }
}

// MARK: - Byte scanning

/// Byte-level helpers over the input; a value type so the hot loops stay free of retain/release.
struct Scanner {
    let b: UnsafeBufferPointer<UInt8>

    /// Skips whitespace and comments. Leading trivia runs to the next token; trailing trivia stops
    /// before a line break. An unterminated block comment is not trivia: it becomes an error token.
    func skipTrivia(from position: Int, stopAtNewline: Bool, sawNewline: inout Bool) -> Int {
        var pos = position
        if pos == 0 {
            if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { pos = 3 }
            if pos + 1 < b.count, b[pos] == UInt8(ascii: "#"), b[pos + 1] == UInt8(ascii: "!") {
                pos = lineEnd(from: pos)
            }
        }
        while pos < b.count {
            switch b[pos] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                pos += 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if stopAtNewline { return pos }
                sawNewline = true
                pos += 1
            case UInt8(ascii: "/"):
                guard pos + 1 < b.count else { return pos }
                if b[pos + 1] == UInt8(ascii: "/") {
                    pos = lineEnd(from: pos)
                } else if b[pos + 1] == UInt8(ascii: "*") {
                    guard let end = blockCommentEnd(from: pos) else { return pos }
                    if containsNewline(pos..<end) {
                        // A comment spanning lines puts what follows on a new line (as in Swift's
                        // lexer), so it belongs to the next token's leading trivia.
                        if stopAtNewline { return pos }
                        sawNewline = true
                    }
                    pos = end
                } else {
                    return pos
                }
            default:
                return pos
            }
        }
        return pos
    }

    func lineEnd(from position: Int) -> Int {
        var pos = position
        while pos < b.count, b[pos] != UInt8(ascii: "\n"), b[pos] != UInt8(ascii: "\r") { pos += 1 }
        return pos
    }

    private func containsNewline(_ range: Range<Int>) -> Bool {
        for index in range where b[index] == UInt8(ascii: "\n") || b[index] == UInt8(ascii: "\r") { return true }
        return false
    }

    /// The end of a (nesting) block comment starting at `position`, or nil when it is unterminated.
    func blockCommentEnd(from position: Int) -> Int? {
        var depth = 0
        var pos = position
        while pos + 1 < b.count {
            if b[pos] == UInt8(ascii: "/"), b[pos + 1] == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if b[pos] == UInt8(ascii: "*"), b[pos + 1] == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { return pos }
            } else {
                pos += 1
            }
        }
        return nil
    }

    func hashesFollow(_ position: Int, count: Int) -> Bool {
        guard position + count <= b.count else { return false }
        for offset in 0..<count where b[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private enum LiteralFrame {
        case string(hashes: Int, multiline: Bool)
        case interpolation(depth: Int)
    }

    /// Scans a string literal whose opening quote is at `quote`, through interpolations nested to any
    /// depth (strings inside interpolations inside strings) with an explicit stack.
    func stringLiteralEnd(from quote: Int, hashes: Int) -> (end: Int, terminated: Bool, multiline: Bool) {
        let outerMultiline = opensMultilineString(at: quote, hashes: hashes)
        var stack: [LiteralFrame] = [.string(hashes: hashes, multiline: outerMultiline)]
        var pos = quote + (outerMultiline ? 3 : 1)
        while pos < b.count, let frame = stack.last {
            let c = b[pos]
            switch frame {
            case let .string(frameHashes, multiline):
                if c == UInt8(ascii: "\\"), hashesFollow(pos + 1, count: frameHashes) {
                    let afterHashes = pos + 1 + frameHashes
                    if afterHashes < b.count, b[afterHashes] == UInt8(ascii: "(") {
                        stack.append(.interpolation(depth: 1))
                        pos = afterHashes + 1
                    } else if afterHashes < b.count, !multiline,
                              b[afterHashes] == UInt8(ascii: "\n") || b[afterHashes] == UInt8(ascii: "\r") {
                        return (afterHashes, false, outerMultiline)
                    } else {
                        pos = afterHashes + 1
                    }
                } else if c == UInt8(ascii: "\"") {
                    let quoteLength = multiline ? 3 : 1
                    if (!multiline || startsTripleQuote(pos)), hashesFollow(pos + quoteLength, count: frameHashes) {
                        stack.removeLast()
                        pos += quoteLength + frameHashes
                        if stack.isEmpty { return (pos, true, outerMultiline) }
                    } else {
                        pos += 1
                    }
                } else if !multiline, c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                    return (pos, false, outerMultiline)
                } else {
                    pos += 1
                }
            case let .interpolation(depth):
                switch c {
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    pos += 1
                case UInt8(ascii: ")"):
                    if depth == 1 { stack.removeLast() } else { stack[stack.count - 1] = .interpolation(depth: depth - 1) }
                    pos += 1
                case UInt8(ascii: "\""), UInt8(ascii: "#"):
                    var innerHashes = 0
                    while pos + innerHashes < b.count, b[pos + innerHashes] == UInt8(ascii: "#") { innerHashes += 1 }
                    let quotePosition = pos + innerHashes
                    if quotePosition < b.count, b[quotePosition] == UInt8(ascii: "\"") {
                        let innerMultiline = opensMultilineString(at: quotePosition, hashes: innerHashes)
                        stack.append(.string(hashes: innerHashes, multiline: innerMultiline))
                        pos = quotePosition + (innerMultiline ? 3 : 1)
                    } else {
                        pos += max(innerHashes, 1)
                    }
                case UInt8(ascii: "/") where pos + 1 < b.count && b[pos + 1] == UInt8(ascii: "/"):
                    pos = lineEnd(from: pos)
                case UInt8(ascii: "/") where pos + 1 < b.count && b[pos + 1] == UInt8(ascii: "*"):
                    guard let end = blockCommentEnd(from: pos) else { return (b.count, false, outerMultiline) }
                    pos = end
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                    if !enclosingStringIsMultiline(stack) { return (pos, false, outerMultiline) }
                    pos += 1
                default:
                    pos += 1
                }
            }
        }
        return (b.count, false, outerMultiline)
    }

    private func enclosingStringIsMultiline(_ stack: [LiteralFrame]) -> Bool {
        for frame in stack.reversed() {
            if case let .string(_, multiline) = frame { return multiline }
        }
        return false
    }

    /// Whether the quote at `quote` opens a multi-line literal: three quotes, unless the literal is raw
    /// and its closing delimiter follows on the same line, as Swift's lexer decides (`#"""#` is a
    /// one-line raw string holding one quote).
    private func opensMultilineString(at quote: Int, hashes: Int) -> Bool {
        guard startsTripleQuote(quote) else { return false }
        guard hashes > 0 else { return true }
        var position = quote + 1
        while position < b.count, b[position] != UInt8(ascii: "\n"), b[position] != UInt8(ascii: "\r") {
            if b[position] == UInt8(ascii: "\""), hashesFollow(position + 1, count: hashes) { return false }
            position += 1
        }
        return true
    }

    private func startsTripleQuote(_ position: Int) -> Bool {
        position + 2 < b.count && b[position] == UInt8(ascii: "\"") && b[position + 1] == UInt8(ascii: "\"")
            && b[position + 2] == UInt8(ascii: "\"")
    }

    enum BareRegexScan: Equatable {
        case regex(end: Int)
        /// Not a regex literal; the scan looked at the bytes up to `scannedTo`.
        case notRegex(scannedTo: Int)
    }

    /// A bare `/…/` regex, following swift-syntax's heuristics for a `/` that may also be an
    /// operator: it may not start with a space, tab or comment opener, must close on the same
    /// line, may not end with a space or tab before the closing slash (so `a / b / c` stays
    /// division), may not contain an unbalanced `)` (so `reduce(0, /) + f(/x/)` finds one regex),
    /// and may not be followed by a comment opener.
    func bareRegexEnd(from position: Int) -> BareRegexScan {
        var pos = position + 1
        guard pos < b.count else { return .notRegex(scannedTo: pos) }
        switch b[pos] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"),
             UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "="):
            return .notRegex(scannedTo: pos)
        default:
            break
        }
        var classDepth = 0
        var groupDepth = 0
        while pos < b.count {
            let c = b[pos]
            switch c {
            case UInt8(ascii: "\\"):
                pos += 2
                continue
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return .notRegex(scannedTo: pos)
            case UInt8(ascii: "["):
                classDepth += 1
            case UInt8(ascii: "]"):
                if classDepth > 0 { classDepth -= 1 }
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 { return .notRegex(scannedTo: pos) }
                groupDepth -= 1
            case UInt8(ascii: "/") where classDepth == 0:
                let before = b[pos - 1]
                if before == UInt8(ascii: " ") || before == UInt8(ascii: "\t") { return .notRegex(scannedTo: pos) }
                if pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "/") || b[pos + 1] == UInt8(ascii: "*") {
                    return .notRegex(scannedTo: pos)
                }
                return .regex(end: pos + 1)
            default:
                break
            }
            pos += 1
        }
        return .notRegex(scannedTo: b.count)
    }

    /// A git conflict marker: seven identical marker characters at the start of a line, then a space
    /// or the end of the line. The marker and the rest of its line form one token.
    func conflictMarkerEnd(from position: Int) -> Int? {
        guard position + 7 <= b.count else { return nil }
        let marker = b[position]
        for offset in 1..<7 where b[position + offset] != marker { return nil }
        if position + 7 < b.count {
            let next = b[position + 7]
            guard next == UInt8(ascii: " ") || next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") else { return nil }
        }
        return lineEnd(from: position)
    }

    func identifierEnd(from position: Int) -> Int {
        var pos = position
        while pos < b.count {
            let c = b[pos]
            if Scanner.isIdentifierContinueASCII(c) {
                pos += 1
            } else if c >= 0x80, let (scalar, width) = decodeScalar(at: pos), Scanner.isIdentifierScalar(scalar) {
                pos += width
            } else {
                break
            }
        }
        return pos
    }

    /// Operators are maximal runs of operator characters. Only an operator that starts with `.`
    /// may contain further dots, and a comment opener ends an operator.
    func operatorEnd(from position: Int, allowDots: Bool) -> Int {
        var pos = position
        while pos < b.count {
            let c = b[pos]
            if c == UInt8(ascii: "/"), pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "/") || b[pos + 1] == UInt8(ascii: "*"), pos > position {
                break
            }
            if Scanner.isOperatorASCII(c) || (allowDots && c == UInt8(ascii: ".")) {
                pos += 1
            } else if c >= 0x80, let (scalar, width) = decodeScalar(at: pos),
                      Scanner.isOperatorHead(scalar) || Scanner.isOperatorContinuation(scalar) {
                pos += width
            } else {
                break
            }
        }
        return max(pos, position + 1)
    }

    func decodeScalar(at position: Int) -> (Unicode.Scalar, Int)? {
        let lead = b[position]
        let width: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: width = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: width = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: width = 4; value = UInt32(lead & 0x07)
        default: return nil
        }
        guard position + width <= b.count else { return nil }
        // Reject overlong encodings, which would smuggle ASCII (even NUL) past the byte checks.
        let second = b[position + 1]
        if (lead == 0xE0 && second < 0xA0) || (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return nil }
        for offset in 1..<width {
            let byte = b[position + offset]
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, width)
    }

    static func isIdentifierStartASCII(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || c == UInt8(ascii: "_")
    }

    static func isIdentifierContinueASCII(_ c: UInt8) -> Bool {
        isIdentifierStartASCII(c) || isDecimalDigit(c)
    }

    static func isDecimalDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isDigit(_ c: UInt8, radix: UInt8) -> Bool {
        switch radix {
        case UInt8(ascii: "b"): return c == UInt8(ascii: "0") || c == UInt8(ascii: "1")
        case UInt8(ascii: "o"): return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7")
        default:
            return isDecimalDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "f")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "F"))
        }
    }

    static func isOperatorASCII(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
             UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// The Swift reference's operator-head ranges outside ASCII.
    static func isOperatorHead(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0...0x00B1, 0x00B6, 0x00BB, 0x00BF, 0x00D7, 0x00F7,
             0x2016...0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053, 0x2055...0x205E, 0x2190...0x23FF,
             0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F, 0x3001...0x3003, 0x3008...0x3020, 0x3030:
            return true
        default:
            return false
        }
    }

    static func isOperatorContinuation(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    /// Non-ASCII scalars that may appear in identifiers: everything that is not an operator, a
    /// space or a control character (Swift's own table is a superset of what real code uses).
    static func isIdentifierScalar(_ s: Unicode.Scalar) -> Bool {
        if isOperatorHead(s) { return false }
        switch s.value {
        case 0x0080...0x009F, 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF:
            return false
        default:
            return true
        }
    }
}

/// Swift's reserved words (the ones that can never be used as a plain identifier without backticks),
/// matched without allocating a String.
enum Keywords {
    private static let table: [[[UInt8]]] = {
        let words = [
            "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
            "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
            "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
            "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
            "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super",
            "throws", "true", "try",
        ]
        var table = [[[UInt8]]](repeating: [], count: 16)
        for word in words { table[word.utf8.count].append(Array(word.utf8)) }
        return table
    }()

    /// Whether the keyword token at `start..<end` is `func` or `operator`, after which a `/` names an operator.
    static func isFuncOrOperator(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        matches(b, start, end, "func") || matches(b, start, end, "operator")
    }

    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        for offset in 0..<(end - start) where b[start + offset] != word.utf8Start[offset] { return false }
        return true
    }

    static func isReserved(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        guard length >= 2, length < table.count else { return false }
        let candidates = table[length]
        let first = b[start]
        outer: for word in candidates where word[0] == first {
            for offset in 1..<length where word[offset] != b[start + offset] { continue outer }
            return true
        }
        return false
    }
}

extension Lexer {
    /// Splits a trivia range into pieces (whitespace, newlines, comments, BOM, shebang).
    public static func triviaPieces(in bytes: [UInt8], range: Range<Int>) -> [TriviaPiece] {
        var pieces: [TriviaPiece] = []
        bytes.withUnsafeBufferPointer { b in
            let scanner = Scanner(b: b)
            var pos = range.lowerBound
            while pos < range.upperBound {
                let start = pos
                let c = b[pos]
                let kind: TriviaPiece.Kind
                if pos == 0, b.count >= 3, c == 0xEF, b[1] == 0xBB, b[2] == 0xBF {
                    pos = 3
                    kind = .byteOrderMark
                } else if c == UInt8(ascii: "#"), pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "!") {
                    pos = scanner.lineEnd(from: pos)
                    kind = .shebang
                } else if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                    pos += (c == UInt8(ascii: "\r") && pos + 1 < b.count && b[pos + 1] == UInt8(ascii: "\n")) ? 2 : 1
                    kind = .newline
                } else if c == UInt8(ascii: "/"), pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "/") {
                    pos = scanner.lineEnd(from: pos)
                    kind = pos - start >= 3 && b[start + 2] == UInt8(ascii: "/") ? .docLineComment : .lineComment
                } else if c == UInt8(ascii: "/"), pos + 1 < b.count, b[pos + 1] == UInt8(ascii: "*") {
                    pos = min(scanner.blockCommentEnd(from: pos) ?? range.upperBound, range.upperBound)
                    let isDoc = pos - start >= 5 && b[start + 2] == UInt8(ascii: "*") && b[start + 3] != UInt8(ascii: "/")
                    kind = isDoc ? .docBlockComment : .blockComment
                } else {
                    while pos < range.upperBound, b[pos] == UInt8(ascii: " ") || b[pos] == UInt8(ascii: "\t") || b[pos] == 0x0B || b[pos] == 0x0C {
                        pos += 1
                    }
                    if pos == start { pos += 1 }
                    kind = .whitespace
                }
                pieces.append(TriviaPiece(kind: kind, range: start..<min(pos, range.upperBound)))
            }
        }
        return pieces
    }
}
