/// The syntax tree a11yfix's rules read: not a whole Swift AST, but every declaration, statement,
/// closure and postfix chain (`Button { … } label: { … }.padding()`), with parent links and byte
/// ranges. Nodes are classes so rules can walk up (`parent`) and down (`children`) freely.
///
/// A node is a view of one record of its tree's `NodeStore`, made the first time a rule asks for it
/// and kept by the tree, so the same record is always the same object (rules compare nodes with
/// `===`). Nodes do not retain their tree (the tree owns them): keep the tree alive while you use
/// its nodes. A tree and its nodes belong to one thread at a time.
///
/// Stored properties are caches, `@exclusivity(unchecked)` because only the owning thread touches
/// them and the runtime's dynamic exclusivity checks are costly on paths every rule takes.
public class SyntaxNode {
    /// Not retained: the tree owns its nodes, and a reference back would make a cycle.
    public unowned(unsafe) let tree: SyntaxTree
    /// The node's record in `tree.store`.
    let id: NodeStore.ID
    @exclusivity(unchecked) private var cachedChildren: [SyntaxNode]?

    required init(tree: SyntaxTree, id: NodeStore.ID) {
        self.tree = tree
        self.id = id
    }

    /// The store's kind of record this class shows; nil for the base class (every kind).
    class var storeKind: NodeStore.Kind? { nil }

    var record: NodeStore.Record { tree.store[id] }

    public var parent: SyntaxNode? {
        let parent = record.parent
        return parent >= 0 ? tree.node(parent) : nil
    }

    public var children: [SyntaxNode] {
        if let cachedChildren { return cachedChildren }
        var result: [SyntaxNode] = []
        var child = record.firstChild
        while child >= 0 {
            result.append(tree.node(child))
            child = tree.store[child].nextSibling
        }
        cachedChildren = result
        return result
    }

    /// Token indices `[first, last]`, inclusive. A node always covers at least one token.
    public var firstToken: Int { Int(record.firstToken) }
    public var lastToken: Int { Int(record.lastToken) }

    /// Byte range of the node's text, from its first token's text to its last token's text.
    public var range: Range<Int> { tree.tokens[firstToken].start..<tree.tokens[lastToken].end }
    public var location: SourceLocation { tree.file.location(of: range.lowerBound) }
    public var endLocation: SourceLocation { tree.file.location(of: range.upperBound) }
    /// The indentation of the line on which the node starts.
    public var indentation: String { tree.file.indentation(ofLineAt: range.lowerBound) }
    public var text: String { tree.file.text(range) }

    /// A short name for the kind of node, used by `a11yfix dump`.
    public var kindName: String { "node" }
    /// What `a11yfix dump` prints after the kind.
    public var summary: String { "" }

    public func ancestors() -> AnySequence<SyntaxNode> {
        AnySequence(sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 })
    }

    public func firstAncestor<T: SyntaxNode>(ofType type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }

    public func isDescendant(of other: SyntaxNode) -> Bool {
        guard other.tree === tree else { return false }
        var ancestor = record.parent
        while ancestor >= 0 {
            if ancestor == other.id { return true }
            ancestor = tree.store[ancestor].parent
        }
        return false
    }

    /// Every node below this one, depth first, in source order.
    public func descendants() -> [SyntaxNode] {
        descendantIDs(kind: nil).map { tree.node($0) }
    }

    /// The nodes of one class below this one, depth first, in source order; only those are made.
    public func descendants<T: SyntaxNode>(ofType type: T.Type) -> [T] {
        guard let kind = T.storeKind else { return descendants().compactMap { $0 as? T } }
        return descendantIDs(kind: kind).map { unsafeDowncast(tree.node($0), to: T.self) }
    }

    private func descendantIDs(kind: NodeStore.Kind?) -> [NodeStore.ID] {
        let store = tree.store
        var result: [NodeStore.ID] = []
        var stack: [NodeStore.ID] = []
        func pushChildren(of id: NodeStore.ID) {
            let mark = stack.count
            var child = store[id].firstChild
            while child >= 0 {
                stack.append(child)
                child = store[child].nextSibling
            }
            stack[mark...].reverse()
        }
        pushChildren(of: id)
        while let node = stack.popLast() {
            if kind == nil || store[node].kind == kind { result.append(node) }
            pushChildren(of: node)
        }
        return result
    }

    /// The text of token `index`, or nil for -1.
    func tokenText(_ index: Int32) -> String? {
        index >= 0 ? tree.text(ofToken: Int(index)) : nil
    }

    /// The source text from token `first` to token `last`, or nil when there is none.
    func tokensText(_ first: Int32, _ last: Int32) -> String? {
        guard first >= 0, last >= first else { return nil }
        return tree.file.text(tree.tokens[Int(first)].start..<tree.tokens[Int(last)].end)
    }
}

public final class SourceFileNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .sourceFile }
    override public var kindName: String { "file" }
}

/// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`, with its members as children.
public final class TypeDeclNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .typeDecl }
    private var declaration: NodeStore.Declaration { tree.store.declaration(of: id) ?? NodeStore.Declaration() }

    public var keyword: String { tokenText(record.token1) ?? "" }
    /// The name as written, qualified or not: `Settings`, `Foo.Bar`.
    public var name: String {
        let record = self.record
        guard record.token2 >= 0 else { return "" }
        return (Int(record.token2)...Int(record.token3)).map { tree.text(ofToken: $0) }.joined()
    }
    /// Each inherited type or protocol as written, generic arguments removed: `View`, `SwiftUI.View`.
    public var inheritedTypes: [String] { declaration.inheritedTypes }
    public var attributes: [String] { declaration.attributes.map(\.text) }
    public var modifiers: [String] { declaration.modifiers }
    public var bodyOpenToken: Int? { declaration.bodyOpenToken }
    public var bodyCloseToken: Int? { declaration.bodyCloseToken }

    public var members: [SyntaxNode] { children }
    public var properties: [VariableDeclNode] { children.compactMap { $0 as? VariableDeclNode } }

    /// Whether the type declares conformance to SwiftUI's `View` (directly, or by its usual spellings).
    public var conformsToView: Bool {
        inheritedTypes.contains { $0 == "View" || $0 == "SwiftUI.View" }
    }

    override public var kindName: String { keyword }
    override public var summary: String {
        inheritedTypes.isEmpty ? name : "\(name): \(inheritedTypes.joined(separator: ", "))"
    }
}

/// `let` / `var`, stored or computed. Children: the initializer expression and the accessor body.
public final class VariableDeclNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .variableDecl }
    private var declaration: NodeStore.Declaration? { tree.store.declaration(of: id) }

    public var isLet: Bool { record.flags.contains(.isLet) }
    public var name: String { tokenText(record.token1) ?? "" }
    public var nameToken: Int { max(0, Int(record.token1)) }
    /// Attributes as written, such as `@State` or `@Environment(\.accessibilityReduceMotion)`.
    public var attributes: [AttributeInfo] { declaration?.attributes ?? [] }
    public var modifiers: [String] { declaration?.modifiers ?? [] }
    public var typeAnnotation: String? { tokensText(record.token2, record.token3) }
    public var initializer: ExpressionNode? {
        guard record.flags.contains(.hasInitializer) else { return nil }
        return children.lazy.compactMap { $0 as? ExpressionNode }.first
    }
    /// The body of a computed property (`var body: some View { … }`) or of its getter.
    public var body: BlockNode? {
        children.lazy.compactMap { $0 as? BlockNode }.first { !$0.record.flags.contains(.isAccessor) }
    }
    /// `get`/`set`/`willSet`/`didSet` blocks when the property spells out its accessors.
    public var accessors: [BlockNode] {
        children.compactMap { $0 as? BlockNode }.filter { $0.record.flags.contains(.isAccessor) }
    }

    public var isComputed: Bool { (body != nil || accessors.contains { $0.label == "get" }) && initializer == nil }
    public var isStored: Bool { !isComputed }

    public func attribute(named name: String) -> AttributeInfo? { attributes.first { $0.name == name } }

    override public var kindName: String { isLet ? "let" : "var" }
    override public var summary: String {
        let prefix = attributes.map(\.text).joined(separator: " ")
        let type = typeAnnotation.map { ": \($0)" } ?? ""
        return (prefix.isEmpty ? "" : prefix + " ") + name + type + (isComputed ? " { computed }" : "")
    }
}

public struct AttributeInfo: Sendable, Equatable {
    /// The attribute's name without `@`: `State`, `Environment`, `ScaledMetric`.
    public var name: String
    /// The whole attribute as written, arguments included.
    public var text: String
    /// The attribute's argument text inside the parentheses, if any: `\.accessibilityReduceMotion`.
    public var arguments: String?
}

/// `func`, `init`, `deinit` or `subscript`. Children: its body (a subscript's accessors).
public final class FunctionDeclNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .functionDecl }
    private var declaration: NodeStore.Declaration? { tree.store.declaration(of: id) }

    public var keyword: String { tokenText(record.token1) ?? "func" }
    public var name: String { tokenText(record.token2) ?? keyword }
    /// The token of the name (of the keyword for `init`, `subscript` and the like).
    public var nameToken: Int { Int(record.token2 >= 0 ? record.token2 : max(0, record.token1)) }
    public var modifiers: [String] { declaration?.modifiers ?? [] }
    public var attributes: [String] { declaration?.attributes.map(\.text) ?? [] }
    /// The body; for a subscript with accessors, its first accessor.
    public var body: BlockNode? { children.lazy.compactMap { $0 as? BlockNode }.first }

    override public var kindName: String { keyword }
    override public var summary: String { name }
}

/// A `{ … }` that holds statements: a function body, a getter, the branch of an `if`.
public final class BlockNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .block }
    /// For accessor blocks: `get`, `set`, `willSet`, `didSet`; for `catch`/`else`, that word.
    public var label: String? { tokenText(record.token1) }
    override public var kindName: String { "block" }
    override public var summary: String { label ?? "" }
}

/// A control-flow statement: `if`, `guard`, `for`, `while`, `repeat`, `do`, `switch`, `return`,
/// `throw`, `defer` and the rest. Children: condition expressions, then blocks (and `else` branches).
public final class StatementNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .statement }
    public var keyword: String { tokenText(record.token1) ?? "" }
    override public var kindName: String { keyword }

    /// For `if`: the condition expressions (children that are not blocks or `else` branches).
    public var conditions: [ExpressionNode] { children.compactMap { $0 as? ExpressionNode } }
    public var blocks: [BlockNode] { children.compactMap { $0 as? BlockNode } }
}

/// One `case …:` or `default:` of a switch. Children: its statements.
public final class SwitchCaseNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .switchCase }
    public var label: String { tokensText(record.token2, record.token3) ?? "" }
    override public var kindName: String { "case" }
    override public var summary: String { label }
}

/// `#if` … `#endif`. Children: its clauses, in order.
public final class PoundIfNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .poundIf }
    override public var kindName: String { "#if" }
    public var clauses: [PoundIfClauseNode] { children.compactMap { $0 as? PoundIfClauseNode } }
}

/// One `#if cond`, `#elseif cond` or `#else` clause. Children: what the clause holds.
public final class PoundIfClauseNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .poundIfClause }
    public var directive: String { tokenText(record.token1) ?? "" }
    public var condition: String { tokensText(record.token2, record.token3) ?? "" }
    override public var kindName: String { directive }
    override public var summary: String { condition }
}

/// Any other declaration (`typealias`, `import`, enum `case`, `associatedtype`, `operator` …), kept
/// as a span of tokens.
public final class OtherDeclNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .otherDecl }
    public var keyword: String { tokenText(record.token1) ?? "" }
    override public var kindName: String { keyword }
}

/// An expression: a sequence of terms joined by operators. Children: its chains, closures and
/// nested expressions, in order.
public final class ExpressionNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .expression }
    override public var kindName: String { "expr" }
    /// The expression's only term when it is a single postfix chain.
    public var singleChain: ChainNode? {
        let record = self.record
        guard record.firstChild >= 0, record.firstChild == record.lastChild,
              tree.store[record.firstChild].kind == .chain else { return nil }
        return unsafeDowncast(tree.node(record.firstChild), to: ChainNode.self)
    }
}

/// A postfix chain: a primary and what follows it: calls, trailing closures, members, subscripts.
/// `Button(action: share) { Image(systemName: "x") }.padding()` is one chain of two links.
public final class ChainNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .chain }
    @exclusivity(unchecked) private var cachedParts: (elementLink: LinkNode?, modifiers: [LinkNode])?

    /// The chain's children, which are all links.
    public var links: [LinkNode] { unsafeBitCast(children, to: [LinkNode].self) }

    /// The link that makes the chain a view element: its first link, or the first after a module or
    /// type qualification such as `SwiftUI.Button` (`SwiftUI` is a plain name with no call).
    public var elementLink: LinkNode? { parts.elementLink }

    /// The calls after the element link: `.padding()`, `.accessibilityLabel("…")`.
    public var modifiers: [LinkNode] { parts.modifiers }

    /// Computed once: every rule asks for them.
    private var parts: (elementLink: LinkNode?, modifiers: [LinkNode]) {
        if let cachedParts { return cachedParts }
        var parts: (elementLink: LinkNode?, modifiers: [LinkNode]) = (nil, [])
        let links = self.links
        for (index, link) in links.enumerated() {
            if link.hasCall || link.hasTrailingClosures {
                parts = (link, links[(index + 1)...].filter { $0.kind == .member })
                break
            }
            if link.kind != .name && link.kind != .member { break }
        }
        cachedParts = parts
        return parts
    }

    public func modifier(named name: String) -> LinkNode? { modifiers.first { $0.name == name } }
    public func hasModifier(_ name: String) -> Bool { modifiers.contains { $0.name == name } }

    override public var kindName: String { "chain" }
    override public var summary: String { links.map(\.summary).joined() }
}

public final class LinkNode: SyntaxNode {
    public enum Kind: String, Sendable {
        case name            // Button, viewModel, self, $isOn
        case member          // .padding after a previous link
        case implicitMember  // .system(size: 12) with no base
        case literal         // 12, "text", true, nil, a regex
        case tuple           // ( … ): parenthesized expression or tuple
        case collection      // [ … ]: array or dictionary literal
        case closure         // { … } as a primary
        case keyPath         // \.accessibilityReduceMotion
        case macro           // #selector(…), #Preview { … }, #available(…)
        case call            // a second call on the same link: f()()
        case `subscript`     // a[0]
        case other           // a token the parser could not place
    }

    override class var storeKind: NodeStore.Kind? { .link }
    @exclusivity(unchecked) private var cachedName: String?
    @exclusivity(unchecked) private var cachedArguments: [ArgumentNode]?
    @exclusivity(unchecked) private var cachedTrailingClosures: [TrailingClosure]?

    public var kind: Kind { record.linkKind }
    /// The name for `.name`, `.member`, `.implicitMember` and `.macro` links.
    public var name: String {
        if let cachedName { return cachedName }
        var name = ""
        switch kind {
        case .name, .member, .implicitMember: name = tokenText(record.token1) ?? ""
        case .macro: name = String((tokenText(record.token1) ?? "").dropFirst())
        default: break
        }
        cachedName = name
        return name
    }
    public var nameToken: Int? { record.token1 >= 0 ? Int(record.token1) : nil }
    /// Whether the link is written with a call `( … )`.
    public var hasCall: Bool { record.flags.contains(.hasCall) }
    public var openParenToken: Int? { record.token2 >= 0 ? Int(record.token2) : nil }
    public var closeParenToken: Int? { record.token3 >= 0 ? Int(record.token3) : nil }
    public var arguments: [ArgumentNode] {
        if let cachedArguments { return cachedArguments }
        let arguments = children.compactMap { $0 as? ArgumentNode }
        cachedArguments = arguments
        return arguments
    }
    public var trailingClosures: [TrailingClosure] {
        if let cachedTrailingClosures { return cachedTrailingClosures }
        var closures: [TrailingClosure] = []
        if record.flags.contains(.hasTrailingClosures) {
            for case let closure as ClosureNode in children where closure.record.flags.contains(.isTrailingClosure) {
                closures.append(TrailingClosure(label: tokenText(closure.record.token2), closure: closure))
            }
        }
        cachedTrailingClosures = closures
        return closures
    }
    /// Whether the link sits inside a postfix `#if` (`Text("x")\n#if os(iOS)\n.padding()\n#endif`).
    public var isConditional: Bool { record.flags.contains(.isConditional) }
    /// For `.closure` links.
    public var closure: ClosureNode? {
        guard kind == .closure else { return nil }
        return children.first as? ClosureNode
    }

    public struct TrailingClosure {
        public var label: String?
        public var closure: ClosureNode
    }

    public var hasTrailingClosures: Bool { record.flags.contains(.hasTrailingClosures) }

    public func argument(_ label: String) -> ArgumentNode? { arguments.first { $0.label == label } }
    public var unlabeledArguments: [ArgumentNode] { arguments.filter { $0.label == nil } }

    /// The closure for a label, looking both at labelled arguments and trailing closures;
    /// `nil` finds the first trailing closure or the unlabelled closure argument.
    public func closure(labeled label: String?) -> ClosureNode? {
        if let label {
            if let trailing = trailingClosures.first(where: { $0.label == label }) { return trailing.closure }
            if let argument = argument(label), let chain = argument.value?.singleChain,
               chain.links.count == 1, let closure = chain.links[0].closure { return closure }
            return nil
        }
        return trailingClosures.first(where: { $0.label == nil })?.closure
    }

    /// Every closure passed to the link, trailing or as an argument, in source order.
    public var allClosures: [ClosureNode] {
        var result: [ClosureNode] = []
        for argument in arguments {
            if let chain = argument.value?.singleChain, chain.links.count == 1, let closure = chain.links[0].closure {
                result.append(closure)
            }
        }
        result.append(contentsOf: trailingClosures.map(\.closure))
        return result
    }

    override public var kindName: String { "link" }
    override public var summary: String {
        var text: String
        switch kind {
        case .name: text = name
        case .member: text = "." + name
        case .implicitMember: text = "." + name
        case .macro: text = "#" + name
        case .literal: text = tree.text(ofToken: firstToken)
        case .tuple: text = "(…)"
        case .collection: text = "[…]"
        case .closure: text = "{…}"
        case .keyPath: text = tree.file.text(range)
        case .call: text = ""
        case .subscript: text = "[…]"
        case .other: text = tree.text(ofToken: firstToken)
        }
        if hasCall {
            text += "(" + arguments.map { $0.label.map { "\($0):" } ?? "_" }.joined(separator: ",") + ")"
        }
        for trailing in trailingClosures {
            text += trailing.label.map { " \($0): {…}" } ?? " {…}"
        }
        return text
    }
}

/// One argument of a call: `label: value` or just `value`. Children: its value expression.
public final class ArgumentNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .argument }
    public var label: String? { tokenText(record.token1) }
    public var labelToken: Int? { record.token1 >= 0 ? Int(record.token1) : nil }
    public var value: ExpressionNode? {
        let first = record.firstChild
        return first >= 0 ? tree.node(first) as? ExpressionNode : nil
    }
    override public var kindName: String { "arg" }
    override public var summary: String { label ?? "_" }

    /// The range of the value's text, or an empty range after the colon when there is no value.
    public var valueRange: Range<Int> {
        if let value { return value.range }
        let end = tree.tokens[lastToken].end
        return end..<end
    }
}

/// A closure `{ params in statements }`. Children: its statements.
public final class ClosureNode: SyntaxNode {
    override class var storeKind: NodeStore.Kind? { .closure }
    /// The token index of `in` when the closure has a signature.
    public var inToken: Int? { record.token1 >= 0 ? Int(record.token1) : nil }
    public var signature: String? {
        guard let inToken, inToken > firstToken + 1 else { return nil }
        return tokensText(Int32(firstToken + 1), Int32(inToken - 1))
    }
    public var openBraceToken: Int { firstToken }
    public var closeBraceToken: Int { lastToken }
    public var statements: [SyntaxNode] { children }
    override public var kindName: String { "closure" }
    override public var summary: String { signature.map { "\($0) in" } ?? "" }
}

extension NodeStore.Kind {
    /// The class that shows a record of this kind.
    var nodeClass: SyntaxNode.Type {
        switch self {
        case .sourceFile: return SourceFileNode.self
        case .typeDecl: return TypeDeclNode.self
        case .variableDecl: return VariableDeclNode.self
        case .functionDecl: return FunctionDeclNode.self
        case .block: return BlockNode.self
        case .statement: return StatementNode.self
        case .switchCase: return SwitchCaseNode.self
        case .poundIf: return PoundIfNode.self
        case .poundIfClause: return PoundIfClauseNode.self
        case .otherDecl: return OtherDeclNode.self
        case .expression: return ExpressionNode.self
        case .chain: return ChainNode.self
        case .link: return LinkNode.self
        case .argument: return ArgumentNode.self
        case .closure: return ClosureNode.self
        }
    }
}
