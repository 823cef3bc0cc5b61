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
    /// Every node, as records; `node(_:)` shows one as a class.
    let store: NodeStore
    /// The classes made so far for `store`'s records, by record index (see `node(_:)`).
    @exclusivity(unchecked) private var nodes: [SyntaxNode?] = []
    private let chainIDs: [NodeStore.ID]

    public init(file: SourceFile) {
        self.file = file
        let lexer = Lexer.lex(file.bytes)
        self.tokens = lexer.tokens
        self.lexerDiagnostics = lexer.diagnostics
        (matchingDelimiter, unbalancedDelimiters, nestingTooDeep) = SyntaxTree.matchDelimiters(tokens)
        var parser = Parser(file: file, tokens: tokens, matchingDelimiter: matchingDelimiter)
        if nestingTooDeep == nil {
            parser.parseFile()
            nestingTooDeep = parser.nestingTooDeep
        }
        var chainIDs = nestingTooDeep == nil ? parser.chains : []
        // A chain is recorded after its primary, so the chains inside a closure or tuple primary
        // come first; rules expect source order.
        let store = parser.finish()
        if zip(chainIDs, chainIDs.dropFirst()).contains(where: { store[$0].firstToken > store[$1].firstToken }) {
            chainIDs.sort { store[$0].firstToken < store[$1].firstToken }
        }
        self.store = store
        self.chainIDs = chainIDs
    }

    /// The class for record `id`, made on first use and then always the same object.
    func node(_ id: NodeStore.ID) -> SyntaxNode {
        if nodes.isEmpty { nodes = Array(repeating: nil, count: store.count) }
        if let node = nodes[Int(id)] { return node }
        let node = store[id].kind.nodeClass.init(tree: self, id: id)
        nodes[Int(id)] = node
        return node
    }

    public var root: SourceFileNode { unsafeDowncast(node(0), to: SourceFileNode.self) }

    /// Every postfix chain of the tree, in source order.
    public private(set) lazy var chains: [ChainNode] = chainIDs.map { unsafeDowncast(node($0), to: ChainNode.self) }

    public var errorTokenCount: Int { tokens.reduce(0) { $0 + ($1.isError ? 1 : 0) } }
    public var hasConflictMarkers: Bool { tokens.contains { $0.kind == .conflictMarker } }

    /// Whether the file is clean enough to rewrite: no error tokens, balanced delimiters, sane nesting.
    public var isWellFormed: Bool { errorTokenCount == 0 && unbalancedDelimiters.isEmpty && nestingTooDeep == nil }

    public func text(ofToken index: Int) -> String { file.text(tokens[index].textRange) }

    /// Whether token `index`'s text is exactly `word`, compared without allocating.
    public func token(_ index: Int, is word: StaticString) -> Bool { file.text(of: tokens[index], is: word) }

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

    private static func matchDelimiters(_ tokens: [Token]) -> (matching: [Int32], unbalanced: [Int], tooDeep: (token: Int, depth: Int)?) {
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
        var tooDeep: (token: Int, depth: Int)?
        if let deepest {
            let depth = tokens.indices.reduce(into: (current: 0, maximum: 0)) { state, index in
                switch tokens[index].kind {
                case .leftParen, .leftBracket, .leftBrace: state.current += 1; state.maximum = max(state.maximum, state.current)
                case .rightParen, .rightBracket, .rightBrace: state.current = max(0, state.current - 1)
                default: break
                }
            }.maximum
            tooDeep = (deepest.token, depth)
        }
        return (matching, unbalanced.sorted(), tooDeep)
    }
}
