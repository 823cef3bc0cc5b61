/// The parser's output: every node of a file as a plain record in one array, linked by index.
///
/// A file has about one node per token, and when each was a class instance with its own arrays and
/// strings, allocating and releasing them was most of the cost of parsing. Records cost nothing to
/// release; `SyntaxTree.node(_:)` turns one into the class that rules use only when asked, as
/// SwiftSyntax does with its raw nodes. Names and other text are kept as token indices and read
/// from the source when a rule asks for them.
struct NodeStore {
    typealias ID = Int32

    enum Kind: UInt8 {
        case sourceFile, typeDecl, variableDecl, functionDecl, block, statement, switchCase, poundIf, poundIfClause
        case otherDecl, expression, chain, link, argument, closure
    }

    struct Flags: OptionSet {
        let rawValue: UInt8
        /// A link written with `( … )`.
        static let hasCall = Flags(rawValue: 1)
        /// A link inside a postfix `#if`.
        static let isConditional = Flags(rawValue: 2)
        /// A `let` declaration.
        static let isLet = Flags(rawValue: 4)
        /// A closure passed to its link as a trailing closure.
        static let isTrailingClosure = Flags(rawValue: 8)
        /// A block that is a `get`/`set`/`willSet`/`didSet` accessor.
        static let isAccessor = Flags(rawValue: 16)
        /// A variable whose first binding has `= value` (its first expression child).
        static let hasInitializer = Flags(rawValue: 32)
        /// A link with at least one trailing closure.
        static let hasTrailingClosures = Flags(rawValue: 64)
    }

    /// One node. The meaning of `token1`…`token3` depends on the kind (-1: none):
    ///
    /// | kind | token1 | token2 … token3 |
    /// |---|---|---|
    /// | typeDecl | keyword | first … last token of the name |
    /// | variableDecl | name | type annotation |
    /// | functionDecl | keyword | name (token2) |
    /// | block | label (`get`, `else`, `catch` …) | |
    /// | statement, otherDecl | keyword | |
    /// | switchCase | | label |
    /// | poundIfClause | directive | condition |
    /// | link | name | `(` and `)` |
    /// | argument | label | |
    /// | closure | `in` | trailing-closure label (token2) |
    struct Record {
        var kind: Kind
        var linkKind: LinkNode.Kind = .other
        var flags: Flags = []
        var parent: ID = -1
        var firstChild: ID = -1
        var lastChild: ID = -1
        var nextSibling: ID = -1
        var firstToken: Int32
        var lastToken: Int32
        var token1: Int32 = -1
        var token2: Int32 = -1
        var token3: Int32 = -1
        /// Index into `declarations`, for declarations that have attributes, modifiers or a body.
        var declaration: Int32 = -1
    }

    /// What only declarations have, kept apart so the common records stay small.
    struct Declaration {
        var attributes: [AttributeInfo] = []
        var modifiers: [String] = []
        var inheritedTypes: [String] = []
        var bodyOpenToken: Int?
        var bodyCloseToken: Int?
    }

    private(set) var records: [Record] = []
    private(set) var declarations: [Declaration] = []

    init(estimatedCount: Int) {
        records.reserveCapacity(estimatedCount)
    }

    var count: Int { records.count }

    subscript(id: ID) -> Record {
        get { records[Int(id)] }
        _modify { yield &records[Int(id)] }
    }

    mutating func add(_ kind: Kind, first: Int, last: Int) -> ID {
        records.append(Record(kind: kind, firstToken: Int32(first), lastToken: Int32(max(first, last))))
        return ID(records.count - 1)
    }

    mutating func adopt(_ child: ID, into parent: ID) {
        self[child].parent = parent
        let previous = self[parent].lastChild
        if previous >= 0 {
            self[previous].nextSibling = child
        } else {
            self[parent].firstChild = child
        }
        self[parent].lastChild = child
    }

    /// Sets the last token, never before the first.
    mutating func end(_ id: ID, at last: Int) {
        self[id].lastToken = max(self[id].firstToken, Int32(last))
    }

    mutating func attach(_ declaration: Declaration, to id: ID) {
        declarations.append(declaration)
        self[id].declaration = Int32(declarations.count - 1)
    }

    func declaration(of id: ID) -> Declaration? {
        let index = self[id].declaration
        return index >= 0 ? declarations[Int(index)] : nil
    }

    /// Forgets every node below the root (a file nested too deeply gets no tree).
    mutating func removeAllButRoot() {
        records.removeSubrange(1...)
        records[0].firstChild = -1
        records[0].lastChild = -1
        declarations.removeAll()
    }
}
