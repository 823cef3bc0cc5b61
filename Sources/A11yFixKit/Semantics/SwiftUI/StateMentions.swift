import Foundation

/// Where a View's code uses a state: the colour-only-status rule asks whether anything besides a
/// colour shows a condition (an `if` on it, a text or symbol chosen by it).
extension RuleContext {
    /// The values a condition reads, as dotted paths without `self.` (`server.isOnline`, `status`,
    /// `dropped`); not calls (`abs(…)`), implicit members (`.online`), literals or keywords.
    static func subjectPaths(in condition: String) -> Set<String> {
        let pattern = #"(?<![.\w$])(?:self\.)?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?![A-Za-z0-9_]*\s*\()"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let text = condition as NSString
        let keywords: Set<String> = ["true", "false", "nil", "self", "let", "var", "is", "as", "try", "await"]
        var paths: Set<String> = []
        for match in expression.matches(in: condition, range: NSRange(location: 0, length: text.length)) {
            let path = text.substring(with: match.range(at: 1))
            if !keywords.contains(path) { paths.insert(path) }
        }
        return paths
    }

    /// The code of the type member that draws `node`: the body of the property or function of a type
    /// (or of a free function) it is in; nil outside one.
    func drawingMember(of node: SyntaxNode) -> SyntaxNode? {
        var member: SyntaxNode?
        for ancestor in node.ancestors() where ancestor is VariableDeclNode || ancestor is FunctionDeclNode {
            if ancestor.parent is TypeDeclNode || ancestor.parent is SourceFileNode { member = ancestor }
        }
        switch member {
        case let property as VariableDeclNode: return property.body ?? property.accessors.first ?? property.initializer
        case let function as FunctionDeclNode: return function.body
        default: return nil
        }
    }

    /// Whether code in `scope` reads one of `paths` (also as `self.path`, or a member of it), outside
    /// `excluded` and the arguments of the modifiers named `looks`.
    func mentions(_ paths: Set<String>, in scope: SyntaxNode, outside excluded: SyntaxNode, orModifiersNamed looks: Set<String>) -> Bool {
        let skipped = [excluded.range] + scope.descendants(ofType: LinkNode.self).filter { $0.kind == .member && looks.contains($0.name) }.map(\.range)
        let tokens = tree.tokens
        for path in paths {
            let components = path.split(separator: ".").map(String.init)
            var index = scope.firstToken
            while index <= scope.lastToken {
                defer { index += 1 }
                guard tokens[index].kind == .identifier, tree.text(ofToken: index) == components[0] else { continue }
                if index > 0, tokens[index - 1].kind == .period, !(index > 1 && tree.text(ofToken: index - 2) == "self") { continue }
                var matched = true
                for (offset, component) in components.enumerated().dropFirst() {
                    let name = index + 2 * offset
                    guard name <= scope.lastToken, tokens[name - 1].kind == .period, tree.text(ofToken: name) == component else {
                        matched = false
                        break
                    }
                }
                let start = tokens[index].start
                if matched, !skipped.contains(where: { $0.contains(start) }) { return true }
            }
        }
        return false
    }
}
