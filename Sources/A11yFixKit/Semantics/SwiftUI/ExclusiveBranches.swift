/// Views that never exist together: the branches of one `if`/`else`, `switch` or `#if`/`#else`
/// (also of a postfix `#if` among a chain's modifiers). An element built once in each branch is one
/// element shown one way or another (`if #available(iOS 26, *) { Button(…, role: .confirm) } else
/// { Button(…) }`); the identifier rule gives it one identifier.
extension RuleContext {
    /// Whether `first` and `second` sit in different branches of one conditional, so that at most
    /// one of them is ever built.
    public func areInExclusiveBranches(_ first: SyntaxNode, _ second: SyntaxNode) -> Bool {
        exclusiveBranches(first, second) != nil
    }

    /// The conditional that builds `first` and `second` in different branches, with the branch each
    /// is in; nil when both can exist together.
    public func exclusiveBranches(_ first: SyntaxNode, _ second: SyntaxNode) -> (conditional: SyntaxNode, first: SyntaxNode, second: SyntaxNode)? {
        var pathOfFirst: [SyntaxNode] = []
        var current: SyntaxNode? = first
        while let node = current {
            pathOfFirst.append(node)
            current = node.parent
        }
        var childOfSecond: SyntaxNode = second
        current = second.parent
        while let node = current {
            if let index = pathOfFirst.firstIndex(where: { $0 === node }) {
                guard index > 0, separatesBranches(node, pathOfFirst[index - 1], childOfSecond) else { return nil }
                return (node, pathOfFirst[index - 1], childOfSecond)
            }
            childOfSecond = node
            current = node.parent
        }
        return nil
    }

    /// Whether a conditional chooses by availability (`if #available(iOS 26, *)`): its branches
    /// build the same element for different systems.
    public func isAvailabilityCheck(_ conditional: SyntaxNode) -> Bool {
        guard let statement = conditional as? StatementNode, statement.keyword == "if" else { return false }
        return statement.conditions.contains { condition in
            (condition.firstToken...condition.lastToken).contains { tree.tokens[$0].kind == .poundKeyword && ["#available", "#unavailable"].contains(tree.text(ofToken: $0)) }
        }
    }

    /// Whether `first` and `second` are each built only under an `if` that compares one state with a
    /// different constant (`if mode == "Active_Empty" { … }` and `if mode == "Active" { … }` side
    /// by side): both conditions never hold at once.
    public func areUnderDifferentValues(_ first: SyntaxNode, _ second: SyntaxNode) -> Bool {
        func comparison(around node: SyntaxNode) -> (state: String, value: String)? {
            guard let block = node.firstAncestor(ofType: BlockNode.self), let statement = block.parent as? StatementNode,
                  statement.keyword == "if", statement.blocks.first === block, statement.conditions.count == 1,
                  let condition = statement.conditions.first else { return nil }
            let parts = RuleContext.squeezed(condition.text).components(separatedBy: "==")
            guard parts.count == 2, let value = parts.last, value.hasPrefix("\"") || value.hasPrefix("."),
                  let state = parts.first, !state.isEmpty else { return nil }
            return (state, value)
        }
        guard let one = comparison(around: first), let other = comparison(around: second) else { return false }
        return one.state == other.state && one.value != other.value
    }

    /// Whether two different children of `ancestor` are two of its branches.
    private func separatesBranches(_ ancestor: SyntaxNode, _ first: SyntaxNode, _ second: SyntaxNode) -> Bool {
        guard first !== second else { return false }
        switch ancestor {
        case let statement as StatementNode where statement.keyword == "if" || statement.keyword == "switch":
            // The condition is evaluated whichever branch runs.
            return !(first is ExpressionNode) && !(second is ExpressionNode)
        case is PoundIfNode:
            return true
        case is ChainNode:
            guard let firstLink = first as? LinkNode, let secondLink = second as? LinkNode,
                  firstLink.isConditional, secondLink.isConditional else { return false }
            let (earlier, later) = firstLink.firstToken < secondLink.firstToken ? (firstLink, secondLink) : (secondLink, firstLink)
            let directives = (earlier.lastToken..<later.firstToken).filter { tree.tokens[$0].kind == .poundKeyword }.map { tree.text(ofToken: $0) }
            return directives.contains { $0 == "#else" || $0 == "#elseif" } && !directives.contains { $0 == "#endif" || $0 == "#if" }
        default:
            return false
        }
    }
}
