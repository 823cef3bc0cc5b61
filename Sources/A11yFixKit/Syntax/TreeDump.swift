/// The text `a11yfix dump FILE` prints: one line per node, indented by depth, with its kind, a
/// summary and where it starts, so a user filing a bug can show what a11yfix saw.
public enum TreeDump {
    public static func render(_ tree: SyntaxTree) -> String {
        var lines: [String] = []
        if let deep = tree.nestingTooDeep {
            lines.append("! nesting deeper than \(SyntaxTree.maximumNesting) levels at \(tree.file.location(of: tree.tokens[deep.token].start)); not parsed")
        }
        for diagnostic in tree.lexerDiagnostics {
            lines.append("! \(tree.file.location(of: diagnostic.offset)): \(diagnostic.message)")
        }
        for index in tree.unbalancedDelimiters {
            lines.append("! \(tree.file.location(of: tree.tokens[index].start)): unbalanced '\(tree.text(ofToken: index))'")
        }
        var stack: [(SyntaxNode, Int)] = tree.root.children.reversed().map { ($0, 0) }
        while let (node, depth) = stack.popLast() {
            if let line = line(for: node, depth: depth) { lines.append(line) }
            let childDepth = isPassThrough(node) ? depth : depth + 1
            stack.append(contentsOf: node.children.reversed().map { ($0, childDepth) })
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Links and single-term expressions are folded into their chain's line to keep the dump readable.
    private static func isPassThrough(_ node: SyntaxNode) -> Bool {
        node is ExpressionNode || node is LinkNode || node is ArgumentNode
    }

    private static func line(for node: SyntaxNode, depth: Int) -> String? {
        if isPassThrough(node) { return nil }
        let indent = String(repeating: "  ", count: depth)
        let summary = node.summary.isEmpty ? "" : " " + node.summary
        return "\(indent)\(node.kindName)\(summary)  @\(node.location)"
    }
}
