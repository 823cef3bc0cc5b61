/// The `@Environment` property a fix reads (`accessibilityReduceTransparency`, `dynamicTypeSize`):
/// which View can hold it, and the property it already has or the edits that declare one.
extension RuleContext {
    /// The View declared in this file (a struct or class) whose instance member holds `node`, which
    /// can read the environment; nil in a static member, a stored property's initializer, an
    /// extension or code outside a View.
    public func environmentHost(of node: SyntaxNode) -> TypeDeclNode? {
        guard let type = enclosingView(of: node), type.keyword == "struct" || type.keyword == "class" else { return nil }
        var member: SyntaxNode?
        var current = node.parent
        while let ancestor = current, ancestor !== type {
            if ancestor is FunctionDeclNode || ancestor is VariableDeclNode { member = ancestor }
            current = ancestor.parent
        }
        switch member {
        case let function as FunctionDeclNode:
            return function.keyword == "func" && !function.modifiers.contains("static") ? type : nil
        case let variable as VariableDeclNode:
            let inInitializer = variable.initializer.map { node.isDescendant(of: $0) } ?? false
            return variable.modifiers.contains("static") || inInitializer ? nil : type
        default:
            return nil
        }
    }

    /// The name of `host`'s `@Environment(\.keyPath)` property, reused under its own name, or
    /// `preferredName` (made unique) with the edits that declare it next to the other environment
    /// properties; nil when the declaration cannot be inserted.
    public func environmentProperty(_ keyPath: String, preferredName: String, in host: TypeDeclNode) -> (name: String, edits: [Edit])? {
        if let existing = host.properties.first(where: { $0.attribute(named: "Environment")?.arguments.map { RuleContext.squeezed($0) == "\\.\(keyPath)" } == true }) {
            return (existing.name, [])
        }
        let name = unusedMemberName(preferredName, in: host)
        guard let edits = propertyInsertion("@Environment(\\.\(keyPath)) private var \(name)", into: host, groupWith: "Environment") else { return nil }
        return (name, edits)
    }
}
