/// Whether the identity DataItems finds for a repeated item stays with that item from one run to
/// the next. A hash value is seeded anew in each process; an index names a position, which moves to
/// another item when a mutable collection changes. Only a constant range (`0..<3`), a type's own
/// list (`Theme.allCases.indices`) and a `let` property of the View keep their indices.
extension RuleContext {
    public func hasStableItemIdentity(_ data: DataClosure, in type: TypeDeclNode) -> Bool {
        let owner = data.owner
        let keyPath = owner.argument("id")?.value.map { RuleContext.keyPathComponents($0.text) } ?? []
        if keyPath.contains("hashValue") { return false }
        guard let collection = (owner.argument("annotationItems") ?? owner.unlabeledArguments.first)?.value else { return true }
        let text = collection.text
        let isIndexed = text.contains("..<") || text.contains("...") || text.contains(".indices")
            || text.contains("enumerated()") && keyPath == ["offset"]
        guard isIndexed else { return true }
        let names = (collection.firstToken...collection.lastToken).filter { tree.tokens[$0].kind == .identifier }.map { tree.text(ofToken: $0) }
        guard let root = names.first(where: { !["Array", "zip", "self"].contains($0) }) else { return true }  // `0..<3`
        if root.first?.isUppercase == true { return true }
        return type.properties.contains { $0.name == root && $0.isLet && $0.attributes.isEmpty && !$0.modifiers.contains("static") }
    }
}
