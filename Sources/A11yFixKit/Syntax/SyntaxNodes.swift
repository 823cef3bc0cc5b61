/// The syntax tree a11yfix's rules read: not a whole Swift AST, but every declaration, statement,
/// closure and postfix chain (`Button { … } label: { … }.padding()`), with parent links and byte
/// ranges. Nodes are classes so rules can walk up (`parent`) and down (`children`) freely.
///
/// Stored properties are `@exclusivity(unchecked)`: only the parser writes them, on one thread,
/// before anyone reads the tree, and the runtime's dynamic exclusivity checks were a fifth of the
/// parser's time.
public class SyntaxNode {
    public unowned(unsafe) let tree: SyntaxTree
    /// Unowned: the tree owns every node through `children`, and a weak reference would give each node a
    /// side table (the single largest cost of parsing when it was weak).
    @exclusivity(unchecked) public internal(set) unowned(unsafe) var parent: SyntaxNode?
    @exclusivity(unchecked) public internal(set) var children: [SyntaxNode] = []
    /// Token indices `[first, last]`, inclusive. A node always covers at least one token.
    @exclusivity(unchecked) public internal(set) var firstToken: Int
    @exclusivity(unchecked) public internal(set) var lastToken: Int

    init(tree: SyntaxTree, firstToken: Int, lastToken: Int) {
        self.tree = tree
        self.firstToken = firstToken
        self.lastToken = max(firstToken, lastToken)
    }

    func adopt(_ child: SyntaxNode) {
        child.parent = self
        children.append(child)
    }

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
        var node = parent
        while let current = node {
            if current === other { return true }
            node = current.parent
        }
        return false
    }

    /// Every node below this one, depth first, in source order.
    public func descendants() -> [SyntaxNode] {
        var result: [SyntaxNode] = []
        var stack: [SyntaxNode] = children.reversed()
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }

    public func descendants<T: SyntaxNode>(ofType type: T.Type) -> [T] {
        descendants().compactMap { $0 as? T }
    }
}

public final class SourceFileNode: SyntaxNode {
    override public var kindName: String { "file" }
}

/// `struct`, `class`, `enum`, `actor`, `extension` or `protocol`, with its members as children.
public final class TypeDeclNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var keyword: String = ""
    @exclusivity(unchecked) public internal(set) var name: String = ""
    /// Each inherited type or protocol as written, generic arguments removed: `View`, `SwiftUI.View`.
    @exclusivity(unchecked) public internal(set) var inheritedTypes: [String] = []
    @exclusivity(unchecked) public internal(set) var attributes: [String] = []
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    @exclusivity(unchecked) public internal(set) var bodyOpenToken: Int?
    @exclusivity(unchecked) public internal(set) var bodyCloseToken: Int?

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
    @exclusivity(unchecked) public internal(set) var isLet = false
    @exclusivity(unchecked) public internal(set) var name: String = ""
    @exclusivity(unchecked) public internal(set) var nameToken: Int = 0
    /// Attributes as written, such as `@State` or `@Environment(\.accessibilityReduceMotion)`.
    @exclusivity(unchecked) public internal(set) var attributes: [AttributeInfo] = []
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    @exclusivity(unchecked) public internal(set) var typeAnnotation: String?
    @exclusivity(unchecked) public internal(set) var initializer: ExpressionNode?
    /// The body of a computed property (`var body: some View { … }`) or of its getter.
    @exclusivity(unchecked) public internal(set) var body: BlockNode?
    /// `get`/`set`/`willSet`/`didSet` blocks when the property spells out its accessors.
    @exclusivity(unchecked) public internal(set) var accessors: [BlockNode] = []

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

/// `func`, `init`, `deinit` or `subscript`. Children: its body.
public final class FunctionDeclNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var keyword: String = "func"
    @exclusivity(unchecked) public internal(set) var name: String = ""
    @exclusivity(unchecked) public internal(set) var modifiers: [String] = []
    @exclusivity(unchecked) public internal(set) var attributes: [String] = []
    @exclusivity(unchecked) public internal(set) var body: BlockNode?

    override public var kindName: String { keyword }
    override public var summary: String { name }
}

/// A `{ … }` that holds statements: a function body, a getter, the branch of an `if`.
public final class BlockNode: SyntaxNode {
    /// For accessor blocks: `get`, `set`, `willSet`, `didSet`; for `catch`/`else`, that word.
    @exclusivity(unchecked) public internal(set) var label: String?
    override public var kindName: String { "block" }
    override public var summary: String { label ?? "" }
}

/// A control-flow statement: `if`, `guard`, `for`, `while`, `repeat`, `do`, `switch`, `return`,
/// `throw`, `defer` and the rest. Children: condition expressions, then blocks (and `else` branches).
public final class StatementNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var keyword: String = ""
    override public var kindName: String { keyword }

    /// For `if`: the condition expressions (children that are not blocks or `else` branches).
    public var conditions: [ExpressionNode] { children.compactMap { $0 as? ExpressionNode } }
    public var blocks: [BlockNode] { children.compactMap { $0 as? BlockNode } }
}

/// One `case …:` or `default:` of a switch. Children: its statements.
public final class SwitchCaseNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var label: String = ""
    override public var kindName: String { "case" }
    override public var summary: String { label }
}

/// `#if` … `#endif`. Children: its clauses, in order.
public final class PoundIfNode: SyntaxNode {
    override public var kindName: String { "#if" }
    public var clauses: [PoundIfClauseNode] { children.compactMap { $0 as? PoundIfClauseNode } }
}

/// One `#if cond`, `#elseif cond` or `#else` clause. Children: what the clause holds.
public final class PoundIfClauseNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var directive: String = ""
    @exclusivity(unchecked) public internal(set) var condition: String = ""
    override public var kindName: String { directive }
    override public var summary: String { condition }
}

/// Any other declaration (`typealias`, `import`, enum `case`, `associatedtype`, `operator` …), kept
/// as a span of tokens.
public final class OtherDeclNode: SyntaxNode {
    @exclusivity(unchecked) public internal(set) var keyword: String = ""
    override public var kindName: String { keyword }
}

/// An expression: a sequence of terms joined by operators. Children: its chains, closures and
/// nested expressions, in order.
public final class ExpressionNode: SyntaxNode {
    override public var kindName: String { "expr" }
    /// The expression's only term when it is a single postfix chain.
    public var singleChain: ChainNode? {
        children.count == 1 ? children[0] as? ChainNode : nil
    }
}

/// A postfix chain: a primary and what follows it: calls, trailing closures, members, subscripts.
/// `Button(action: share) { Image(systemName: "x") }.padding()` is one chain of two links.
public final class ChainNode: SyntaxNode {
    /// The chain's children, which are all links (one array, not two: this is the most common node).
    public var links: [LinkNode] { unsafeBitCast(children, to: [LinkNode].self) }

    /// The link that makes the chain a view element: its first link, or the first after a module or
    /// type qualification such as `SwiftUI.Button` (`SwiftUI` is a plain name with no call).
    /// Computed once when the chain is complete: every rule asks for it.
    @exclusivity(unchecked) public private(set) var elementLink: LinkNode?

    /// The calls after the element link: `.padding()`, `.accessibilityLabel("…")`.
    @exclusivity(unchecked) public private(set) var modifiers: [LinkNode] = []

    /// Called by the parser once the chain has all its links.
    func finish() {
        let links = self.links
        elementLink = nil
        modifiers = []
        for (index, link) in links.enumerated() {
            if link.hasCall || link.hasTrailingClosures {
                elementLink = link
                modifiers = links[(index + 1)...].filter { $0.kind == .member }
                return
            }
            if link.kind != .name && link.kind != .member { return }
        }
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

    @exclusivity(unchecked) public internal(set) var kind: Kind = .other
    /// The name for `.name`, `.member`, `.implicitMember` and `.macro` links.
    @exclusivity(unchecked) public internal(set) var name: String = ""
    @exclusivity(unchecked) public internal(set) var nameToken: Int?
    /// Whether the link is written with a call `( … )`.
    @exclusivity(unchecked) public internal(set) var hasCall = false
    @exclusivity(unchecked) public internal(set) var openParenToken: Int?
    @exclusivity(unchecked) public internal(set) var closeParenToken: Int?
    @exclusivity(unchecked) public internal(set) var arguments: [ArgumentNode] = []
    @exclusivity(unchecked) public internal(set) var trailingClosures: [TrailingClosure] = []
    /// Whether the link sits inside a postfix `#if` (`Text("x")\n#if os(iOS)\n.padding()\n#endif`).
    @exclusivity(unchecked) public internal(set) var isConditional = false
    /// For `.closure` links.
    @exclusivity(unchecked) public internal(set) var closure: ClosureNode?

    public struct TrailingClosure {
        public var label: String?
        public var closure: ClosureNode
    }

    public var hasTrailingClosures: Bool { !trailingClosures.isEmpty }

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
    @exclusivity(unchecked) public internal(set) var label: String?
    @exclusivity(unchecked) public internal(set) var labelToken: Int?
    @exclusivity(unchecked) public internal(set) var value: ExpressionNode?
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
    /// The token index of `in` when the closure has a signature.
    @exclusivity(unchecked) public internal(set) var inToken: Int?
    @exclusivity(unchecked) public internal(set) var signature: String?
    public var openBraceToken: Int { firstToken }
    public var closeBraceToken: Int { lastToken }
    public var statements: [SyntaxNode] { children }
    override public var kindName: String { "closure" }
    override public var summary: String { signature.map { "\($0) in" } ?? "" }
}
