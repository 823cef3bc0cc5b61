/// Content SwiftUI repeats per item of some data (`ForEach`, `List(items)`, `Table`, a `Map`'s
/// annotations): which closure repeats, what its item is called, and the expression that tells one
/// item's copy from another's (`item.id`, `\(name)` with `id: \.self`, an index), also inside a
/// helper the closure calls once per item. The identifier rule makes identifiers unique per row
/// with it; the element inventory finds a list's data rows with it.
extension RuleContext {
    /// The closure of `ForEach(data) { … }`, `List(data) { … }`, `Table(data) { … }` or
    /// `Map(…, annotationItems:) { … }` whose content is repeated per item; nil for other elements
    /// and for `List { … }` of static content.
    public func dataClosure(of element: LinkNode) -> ClosureNode? {
        switch element.name {
        case "ForEach":
            return element.closure(labeled: nil) ?? element.closure(labeled: "content")
        case "List", "Table":
            guard let data = element.unlabeledArguments.first, !(data.value?.singleChain?.links.first?.kind == .closure) else { return nil }
            return element.closure(labeled: nil) ?? element.closure(labeled: "rowContent")
        case "Map":
            return element.argument("annotationItems") != nil ? element.closure(labeled: nil) ?? element.closure(labeled: "annotationContent") : nil
        default:
            return nil
        }
    }

    /// A data closure around a node.
    public struct DataClosure {
        /// `ForEach`, `List`, `Table` or `Map`.
        public var owner: LinkNode
        public var closure: ClosureNode
        /// Another closure lies between the data closure and the node: `$0` there is not the item.
        public var isCrossed: Bool
    }

    /// The data closure whose content holds `node`, within its type.
    public func enclosingDataClosure(of node: SyntaxNode) -> DataClosure? {
        var crossed = false
        var current = node.parent
        while let ancestor = current, !(ancestor is TypeDeclNode) {
            if let closure = ancestor as? ClosureNode {
                if let owner = closureOwner(closure), owner === (owner.parent as? ChainNode)?.elementLink, dataClosure(of: owner) === closure {
                    return DataClosure(owner: owner, closure: closure, isCrossed: crossed)
                }
                crossed = true
            }
            current = ancestor.parent
        }
        return nil
    }

    /// Whether a tap acts on the item its view is drawn for: its closure hands on, as an argument, the
    /// item of the data closure around it (`loadReplay(video: video)` in `ForEach(videos) { video in … }`),
    /// or a stored property of a View the project draws once per item (`ReplayHistoryItem(video:)`).
    /// One fixed label would name every item's copy alike.
    public func actsOnItsItem(_ tap: ViewTapGesture) -> Bool {
        guard let closure = tap.closure else { return false }
        var items: Set<String> = []
        if let data = enclosingDataClosure(of: tap.modifier), let name = itemName(of: data.closure) { items.insert(name) }
        if let view = enclosingView(of: closure), let project, project.uses(ofType: view.name).perItem > 0 {
            let stateAttributes = ["State", "Environment", "EnvironmentObject", "AppStorage", "SceneStorage", "FocusState", "Namespace", "StateObject"]
            items.formUnion(view.properties.filter { property in property.isStored && !stateAttributes.contains { property.attribute(named: $0) != nil } }.map(\.name))
        }
        guard !items.isEmpty else { return false }
        let tokens = tree.tokens
        return (closure.firstToken...closure.lastToken).contains { index in
            guard index > 0, tokens[index].kind == .identifier, items.contains(tree.text(ofToken: index)) else { return false }
            return [.leftParen, .comma, .colon].contains(tokens[index - 1].kind)
        }
    }

    /// Whether a `ForEach` (or `List(items)`) sits in a `List` or `Form`, so that its content chains
    /// are the list's rows: through `Section`, `Group` and nested `ForEach`, not through stacks.
    public func isListContent(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        if element.name == "List" { return true }
        guard element.name == "ForEach" else { return false }
        for call in enclosingCalls(of: chain) where call.link === call.chain.elementLink {
            if ["Section", "Group", "ForEach"].contains(call.link.name) { continue }
            return call.link.name == "List" || call.link.name == "Form"
        }
        return false
    }

    /// The name a data closure gives its item: `position in` → position, `$row in` → row, `idx,
    /// location in` over `enumerated()` → location (the element comes last); nil for `$0` and `_`.
    public func itemName(of closure: ClosureNode) -> String? {
        guard let parameter = closureParameters(closure).last, parameter != "_" else { return nil }
        return parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter
    }

    /// The expression that identifies the item at `node`: `item.id` inside `ForEach(items) { item in
    /// … }`, `name` with `id: \.self`, `user.email` with `id: \.email`, the index of a range or of
    /// `enumerated()` with `id: \.offset`, `$0.id` where `$0` is in scope. Outside a data closure, an
    /// element built in a helper that a data closure calls once per item (`row(for: thread)` with
    /// `func row(for message: Thread)`, or a View of the file built per item, `ThreadRow(thread:
    /// thread)`) has the item under the helper's own name: `message.id`, `thread.id`. `type` is the
    /// View (or extension) that holds `node`. Nil when the item's identity cannot be told.
    public func itemIdentity(of node: SyntaxNode, in type: TypeDeclNode) -> String? {
        guard let data = enclosingDataClosure(of: node) else { return forwardedItemIdentity(of: node, in: type) }
        return itemIdentity(in: data)
    }

    /// The item's identity inside `data`'s content, as its content names the item.
    public func itemIdentity(in data: DataClosure) -> String? {
        let owner = data.owner
        let argument = owner.argument("annotationItems") ?? owner.unlabeledArguments.first
        // `ForEach($items) { $item in`: `item` is the value; `{ item in` and `$0` are bindings.
        let isBindingData = argument?.value?.text.hasPrefix("$") ?? false
        let parameters = closureParameters(data.closure).map { parameter in
            parameter.hasPrefix("$") ? String(parameter.dropFirst()) : isBindingData ? parameter + ".wrappedValue" : parameter
        }
        let keyPath = owner.argument("id")?.value.map { RuleContext.keyPathComponents($0.text) }
        let base: String
        var path: [String]
        switch parameters.count {
        case 0:
            guard !data.isCrossed else { return nil }
            base = isBindingData ? "$0.wrappedValue" : "$0"
            path = keyPath ?? (isIndexData(argument) ? ["self"] : ["id"])
        case 1:
            base = parameters[0]
            path = keyPath ?? (isIndexData(argument) ? ["self"] : ["id"])
        case 2:
            // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`
            guard let keyPath, let first = keyPath.first else { return nil }
            if first == "offset", keyPath.count == 1 {
                base = parameters[0]
            } else if first == "element" {
                base = parameters[1]
            } else {
                return nil
            }
            path = Array(keyPath.dropFirst())
            if path.isEmpty { path = ["self"] }
        default:
            return nil
        }
        guard !base.hasPrefix("_"), !base.isEmpty else { return nil }
        // `id: \.self` over items whose text is not their identity (a class prints its type name,
        // a struct its every field): only plain values say which item they are.
        if keyPath == ["self"] || keyPath == ["element"], !isIndexData(argument), !holdsPlainValues(argument) { return nil }
        return path == ["self"] ? base : ([base] + path).joined(separator: ".")
    }

    /// `["a", "b"]`, `[1, 2]`: an array literal of string or number literals.
    private func isLiteralOfPlainValues(_ value: ExpressionNode) -> Bool {
        let tokens = tree.tokens
        guard tokens[value.firstToken].kind == .leftBracket, tokens[value.lastToken].kind == .rightBracket else { return false }
        return (value.firstToken + 1..<value.lastToken).allSatisfy { [.stringLiteral, .integerLiteral, .floatLiteral, .comma].contains(tokens[$0].kind) }
    }

    /// Value types whose interpolation is the value itself: a string, a number, a URL, a UUID.
    static let plainValueTypes: Set<String> = ["String", "Substring", "Character", "Int", "Int64", "Int32", "UInt", "Double", "Float", "URL", "UUID"]

    /// Whether a `ForEach`/`List` iterates plain values: a literal array of string or number
    /// literals, or a property or local of this file declared as a collection of a plain type
    /// (`let tags: [String]`, `var ids: Set<UUID>`), also through `Array(…)`, `.sorted()` and the like.
    private func holdsPlainValues(_ argument: ArgumentNode?) -> Bool {
        guard let value = argument?.value else { return false }
        if isLiteralOfPlainValues(value) { return true }
        guard let chain = value.singleChain else { return false }
        let links = chain.links.first?.name == "Array" ? (chain.links.first?.arguments.first?.value?.singleChain?.links ?? []) : chain.links
        let names = links.prefix { !$0.hasCall || $0.name == "self" }.map(\.name).filter { $0 != "self" }
        guard let name = names.last else { return false }
        let declarations = tree.root.descendants(ofType: VariableDeclNode.self).filter { $0.name == name }
        guard declarations.count == 1 else { return false }
        guard let annotation = declarations[0].typeAnnotation?.filter({ !$0.isWhitespace }) else {
            return declarations[0].initializer.map(isLiteralOfPlainValues) ?? false
        }
        var element = annotation
        for wrapper in ["[", "]", "Set<", "Array<", ">", "?", "!"] { element = element.replacingOccurrences(of: wrapper, with: "") }
        return RuleContext.plainValueTypes.contains(element)
    }

    /// The item's identity for a node built in a helper called once per item, under the name the
    /// helper gives it; nil unless every per-item call site agrees.
    private func forwardedItemIdentity(of node: SyntaxNode, in type: TypeDeclNode) -> String? {
        let callee: String
        let parameters: [(label: String?, name: String)]
        let callSites: [ChainNode]
        if let function = member(containing: node, in: type) as? FunctionDeclNode, function.keyword == "func" {
            callee = function.name
            parameters = parameterNames(of: function)
            callSites = elements(named: [callee]).filter { $0.firstToken > type.firstToken && $0.lastToken < type.lastToken }
        } else if type.keyword != "extension", !type.members.contains(where: { ($0 as? FunctionDeclNode)?.keyword == "init" }) {
            // Only the memberwise initializer says that a label is the stored property of that name.
            callee = type.name
            parameters = type.properties.filter { $0.isStored && !$0.modifiers.contains("static") }.map { ($0.name, $0.name) }
            callSites = elements(named: [callee]).filter { $0.lastToken < type.firstToken || $0.firstToken > type.lastToken }
        } else {
            return nil
        }
        var identities: Set<String> = []
        for call in callSites {
            guard let link = call.elementLink, link.name == callee, link.hasCall, let data = enclosingDataClosure(of: call),
                  let item = itemIdentity(in: data) else { continue }
            for argument in link.arguments {
                guard let value = argument.value?.text, item == value || item.hasPrefix(value + "."),
                      let parameter = parameters.first(where: { $0.label == argument.label }) else { continue }
                identities.insert(parameter.name + item.dropFirst(value.count))
            }
        }
        return identities.count == 1 ? identities.first : nil
    }

    /// The member of `type` (a property or function) that holds `node`.
    public func member(containing node: SyntaxNode, in type: TypeDeclNode) -> SyntaxNode? {
        var current: SyntaxNode? = node
        while let candidate = current, candidate.parent !== type { current = candidate.parent }
        return current
    }

    /// A function's parameters as callers label them and as its body names them: `for message: Thread`
    /// → ("for", "message"); `_ thread: Thread` → (nil, "thread"); `thread: Thread` → ("thread", "thread").
    public func parameterNames(of function: FunctionDeclNode) -> [(label: String?, name: String)] {
        let tokens = tree.tokens
        guard let open = (function.nameToken...function.lastToken).first(where: { tokens[$0].kind == .leftParen }),
              let close = tree.matching(open) else { return [] }
        var result: [(label: String?, name: String)] = []
        var words: [String] = []
        var inType = false
        var index = open + 1
        while index < close {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = tree.matching(index) ?? index
            case .comma:
                (words, inType) = ([], false)
            case .colon where !inType:
                if words.count == 1 || words.count == 2 {
                    result.append((words[0] == "_" ? nil : words[0], words[words.count - 1]))
                }
                inType = true
            case .identifier where !inType, .keyword where !inType:
                words.append(tree.text(ofToken: index))
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The link a closure is passed to, trailing or as an argument.
    private func closureOwner(_ closure: ClosureNode) -> LinkNode? {
        guard let link = closure.parent as? LinkNode else { return nil }
        guard link.kind == .closure else { return link }
        return link.parent?.parent?.parent?.parent as? LinkNode  // closure link → chain → expression → argument → call
    }

    /// The parameter names of a closure's signature as written: `item in` → item; `(index, name) in`
    /// → index, name; `$item in` → $item.
    public func closureParameters(_ closure: ClosureNode) -> [String] {
        guard var signature = closure.signature?.trimmingCharacters(in: .whitespacesAndNewlines) else {
            // The parser does not take `{ $row in … }` for a signature yet.
            let first = closure.openBraceToken + 1
            guard first + 1 < closure.closeBraceToken, tree.tokens[first].kind == .dollarIdentifier,
                  tree.token(first + 1, is: "in") else { return [] }
            return [tree.text(ofToken: first)]
        }
        if signature.hasPrefix("["), let end = signature.firstIndex(of: "]") {
            signature = String(signature[signature.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        }
        if let arrow = signature.range(of: "->") { signature = String(signature[..<arrow.lowerBound]) }
        signature = signature.trimmingCharacters(in: .whitespaces)
        if signature.hasPrefix("("), signature.hasSuffix(")") { signature = String(signature.dropFirst().dropLast()) }
        return signature.split(separator: ",").map { parameter in
            parameter.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == ":" || $0 == " " }).first.map(String.init) ?? ""
        }.filter { !$0.isEmpty }
    }

    /// `\.self` → self; `\Item.id` → id; `\.element.id` → element, id.
    static func keyPathComponents(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\\"), let dot = trimmed.firstIndex(of: ".") else { return ["self"] }
        return trimmed[trimmed.index(after: dot)...].split(separator: ".").map(String.init)
    }

    /// Ranges and indices: the items are the identities (`ForEach(0..<count) { index in`).
    private func isIndexData(_ argument: ArgumentNode?) -> Bool {
        guard let value = argument?.value else { return false }
        let text = value.text
        return text.contains("..<") || text.contains("...") || text.hasSuffix(".indices") || text.contains(".indices)")
    }
}
