/// A lexed and parsed Swift file: tokens, delimiter matching, and the tree of declarations,
/// statements and postfix chains.
public final class SyntaxTree {
    /// Deeper nesting than this is refused: no real file comes close, and it bounds the parser's recursion.
    public static let maximumNesting = 256

    public let file: SourceFile
    public let tokens: [Token]
    public let lexerDiagnostics: [Lexer.Diagnostic]
    /// For each `(`, `[`, `{` and its closer, the index of the partner token; -1 when unmatched or
    /// not a delimiter.
    public private(set) var matchingDelimiter: [Int32] = []
    /// Token indices of delimiters that have no partner.
    public private(set) var unbalancedDelimiters: [Int] = []
    /// Set when the file nests deeper than `maximumNesting`; the tree is then left empty.
    public private(set) var nestingTooDeep: (token: Int, depth: Int)?
    public private(set) var root: SourceFileNode!

    public init(file: SourceFile) {
        self.file = file
        let lexer = Lexer.lex(file.bytes)
        self.tokens = lexer.tokens
        self.lexerDiagnostics = lexer.diagnostics
        matchDelimiters()
        root = SourceFileNode(tree: self, firstToken: 0, lastToken: tokens.count - 1)
        if nestingTooDeep == nil {
            var parser = Parser(tree: self)
            parser.parseFile(into: root)
            if let deep = parser.nestingTooDeep {
                nestingTooDeep = deep
            } else {
                chains = parser.chains
                // A chain is recorded after its primary, so the chains inside a closure or tuple primary
                // come first; rules expect source order.
                if zip(chains, chains.dropFirst()).contains(where: { $0.firstToken > $1.firstToken }) {
                    chains.sort { $0.firstToken < $1.firstToken }
                }
            }
        }
    }

    /// Every postfix chain of the tree, in source order.
    public private(set) var chains: [ChainNode] = []

    public var errorTokenCount: Int { tokens.reduce(0) { $0 + ($1.isError ? 1 : 0) } }
    public var hasConflictMarkers: Bool { tokens.contains { $0.kind == .conflictMarker } }

    /// Whether the file is clean enough to rewrite: no error tokens, balanced delimiters, sane nesting.
    public var isWellFormed: Bool { errorTokenCount == 0 && unbalancedDelimiters.isEmpty && nestingTooDeep == nil }

    public func text(ofToken index: Int) -> String { file.text(tokens[index].textRange) }

    /// Whether token `index`'s text is exactly `word`, compared without allocating.
    public func token(_ index: Int, is word: StaticString) -> Bool {
        let token = tokens[index]
        let length = word.utf8CodeUnitCount
        guard token.end - token.start == length else { return false }
        return file.bytes.withUnsafeBufferPointer { buffer in
            let pointer = word.utf8Start
            for offset in 0..<length where buffer[token.start + offset] != pointer[offset] { return false }
            return true
        }
    }

    /// The index of the token whose text contains `offset`, or the first token after it.
    public func tokenIndex(atOffset offset: Int) -> Int {
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let mid = (low + high) / 2
            if tokens[mid].end <= offset { low = mid + 1 } else { high = mid }
        }
        return low
    }

    public func matching(_ index: Int) -> Int? {
        let partner = Int(matchingDelimiter[index])
        return partner >= 0 ? partner : nil
    }

    private func matchDelimiters() {
        var matching = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        var unbalanced: [Int] = []
        var deepest: (token: Int, depth: Int)?
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                stack.append(index)
                if stack.count > SyntaxTree.maximumNesting, deepest == nil { deepest = (index, stack.count) }
            case .rightParen, .rightBracket, .rightBrace:
                let opener: TokenKind = token.kind == .rightParen ? .leftParen : token.kind == .rightBracket ? .leftBracket : .leftBrace
                if let top = stack.last, tokens[top].kind == opener {
                    stack.removeLast()
                    matching[top] = Int32(index)
                    matching[index] = Int32(top)
                } else if let position = stack.lastIndex(where: { tokens[$0].kind == opener }) {
                    // Close the nearest matching opener; the ones above it are unbalanced.
                    unbalanced.append(contentsOf: stack[(position + 1)...])
                    matching[stack[position]] = Int32(index)
                    matching[index] = Int32(stack[position])
                    stack.removeSubrange(position...)
                } else {
                    unbalanced.append(index)
                }
            default:
                break
            }
        }
        unbalanced.append(contentsOf: stack)
        matchingDelimiter = matching
        unbalancedDelimiters = unbalanced.sorted()
        if let deepest {
            let depth = tokens.indices.reduce(into: (current: 0, maximum: 0)) { state, index in
                switch tokens[index].kind {
                case .leftParen, .leftBracket, .leftBrace: state.current += 1; state.maximum = max(state.maximum, state.current)
                case .rightParen, .rightBracket, .rightBrace: state.current = max(0, state.current - 1)
                default: break
                }
            }.maximum
            nestingTooDeep = (deepest.token, depth)
        }
    }
}
