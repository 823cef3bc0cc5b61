/// Whether the identity DataItems finds for a repeated item stays with that item from one run to
/// the next. A hash value is seeded anew in each process; an index names a position, which moves to
/// another item when a mutable collection changes. Only a constant range (`0..<3`), a type's own
/// list (`Theme.allCases.indices`) and a `let` property of the View (not a member of one: a `let`
/// store's state changes) keep their indices. An `id`
/// its type makes with `UUID()` for every value is new in every run, and so is the `id` (or the
/// object itself, with `id: \.self`) of a Core Data object a `@FetchRequest` brings: its address.
extension RuleContext {
    public func hasStableItemIdentity(_ data: DataClosure, in type: TypeDeclNode) -> Bool {
        let owner = data.owner
        let keyPath = owner.argument("id")?.value.map { RuleContext.keyPathComponents($0.text) } ?? []
        if keyPath.contains("hashValue") { return false }
        guard let collection = (owner.argument("annotationItems") ?? owner.unlabeledArguments.first)?.value else { return true }
        if keyPath.isEmpty || keyPath == ["id"], let element = elementType(of: collection, in: type),
           project?.randomlyIdentifiedTypes().contains(element) ?? false {
            return false
        }
        // Core Data objects a `@FetchRequest` brings: their `id` is the object's address in this run.
        if keyPath.isEmpty || keyPath == ["id"] || keyPath == ["self"], isFetchedResults(collection, in: type) { return false }
        let text = collection.text
        let isIndexed = text.contains("..<") || text.contains("...") || text.contains(".indices")
            || text.contains("enumerated()") && keyPath == ["offset"]
        guard isIndexed else { return true }
        let names = (collection.firstToken...collection.lastToken).filter { tree.tokens[$0].kind == .identifier }.map { tree.text(ofToken: $0) }
        guard let root = names.first(where: { !["Array", "zip", "self"].contains($0) }) else { return true }  // `0..<3`
        if root.isCapitalizedName { return true }
        // `store.favoriteReactions.enumerated()`: a `let` store holds state that changes.
        let members = names.drop { $0 != root }.dropFirst().filter { !["indices", "enumerated", "count", "startIndex", "endIndex"].contains($0) }
        return members.isEmpty && type.properties.contains { $0.name == root && $0.isLet && $0.attributes.isEmpty && !$0.modifiers.contains("static") }
    }

    /// Whether `collection` is a property the View fills with `@FetchRequest` or
    /// `@SectionedFetchRequest` (or declares as `FetchedResults`).
    func isFetchedResults(_ collection: ExpressionNode, in type: TypeDeclNode) -> Bool {
        guard let chain = collection.singleChain, let first = chain.links.first(where: { $0.name != "self" }), first.kind == .name || first.kind == .member,
              let property = type.properties.first(where: { $0.name == first.name }) else { return false }
        return property.attributes.contains { $0.text.hasPrefix("@FetchRequest") || $0.text.hasPrefix("@SectionedFetchRequest") }
            || property.typeAnnotation?.contains("FetchedResults") == true
    }

    /// The element type of a collection the View holds, as its property declares it: `filters` with
    /// `@Binding var filters: [ConsoleCustomFilter]` → `ConsoleCustomFilter`. Nil for what the View
    /// does not declare with a written type.
    func elementType(of collection: ExpressionNode, in type: TypeDeclNode) -> String? {
        guard let chain = collection.singleChain, chain.range == collection.range,
              chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
              let name = chain.links.last?.name, chain.links.count == 1 || chain.links.first?.name == "self",
              let annotation = type.properties.first(where: { $0.name == name })?.typeAnnotation?.filter({ !$0.isWhitespace }) else { return nil }
        for (open, close) in [("[", "]"), ("Array<", ">"), ("IdentifiedArrayOf<", ">")] where annotation.hasPrefix(open) && annotation.hasSuffix(close) {
            let element = annotation.dropFirst(open.count).dropLast(close.count)
            return element.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? String(element.split(separator: ".").last ?? element) : nil
        }
        return nil
    }
}
