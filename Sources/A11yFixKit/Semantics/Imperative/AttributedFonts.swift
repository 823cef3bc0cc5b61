/// Fonts given to attributed text in UIKit and AppKit code, with what the attributes are for: the
/// `.font` entry of an attributes dictionary (`[.font: UIFont.systemFont(ofSize: 15)]`,
/// `NSAttributedString.Key.font: …`) and `addAttribute(.font, value: …, range:)`.
///
/// Attributed text keeps the font it was made with: a label does not apply its own `font` to it.
/// Where the attributes go is read from the call or property that takes them, directly or through
/// the `let`, property or function that holds them in the same file.
struct AttributedFont {
    enum Use: Hashable {
        /// Text people read: an attributed string (`NSAttributedString(string:attributes:)`,
        /// `addAttributes`), text typed into a field (`typingAttributes`, `defaultTextAttributes`),
        /// text drawn in a view (`draw(at:withAttributes:)`).
        case shown
        /// Text only measured: `boundingRect(…attributes:…)`, `size(withAttributes:)`.
        case measured
        /// Bars and segmented controls (`setTitleTextAttributes`, `titleTextAttributes`,
        /// `largeTitleTextAttributes`): the system shows their text enlarged in the Large Content
        /// Viewer instead of scaling it.
        case barAppearance
    }

    /// The font's expression: `UIFont.systemFont(ofSize: 15)`.
    var value: ExpressionNode
    /// Empty when a11yfix cannot see where the attributes go (a project helper's parameter).
    var uses: Set<Use>

    /// Every attributed font of the file. Cheap where there are none: only attribute dictionaries
    /// with a `.font` key and `addAttribute(.font, …)` calls are followed.
    static func all(in context: RuleContext) -> [AttributedFont] {
        var fonts: [AttributedFont] = []
        for chain in context.chains {
            for link in chain.links {
                if link.kind == .collection {
                    let elements = link.children.compactMap { $0 as? ExpressionNode }
                    for (key, value) in zip(elements, elements.dropFirst())
                    where isFontKey(key) && context.tree.token(key.lastToken + 1, is: ":") {
                        fonts.append(AttributedFont(value: value, uses: uses(ofAttributes: chain, context: context)))
                    }
                } else if ["addAttribute", "setAttribute"].contains(link.name), link.hasCall,
                          let key = link.unlabeledArguments.first?.value, isFontKey(key), let value = link.argument("value")?.value {
                    fonts.append(AttributedFont(value: value, uses: isShown(stringBuiltBy: link, context: context, depth: 0) ? [.shown] : []))
                }
            }
        }
        return fonts
    }

    /// `.font`, `NSAttributedString.Key.font`, `NSAttributedStringKey.font`, `NSFontAttributeName`.
    private static func isFontKey(_ expression: ExpressionNode) -> Bool {
        guard let links = expression.singleChain?.links, links.allSatisfy({ !$0.hasCall }) else { return false }
        let names = links.map(\.name)
        switch names.count {
        case 1: return (links[0].kind == .implicitMember && names[0] == "font") || names[0] == "NSFontAttributeName"
        case 2: return names == ["NSAttributedStringKey", "font"]
        case 3: return names == ["NSAttributedString", "Key", "font"]
        default: return false
        }
    }

    /// What the attributes written as `dictionary` (a chain holding the literal) are for.
    private static func uses(ofAttributes dictionary: ChainNode, context: RuleContext) -> Set<Use> {
        if let use = use(of: dictionary, context: context) { return [use] }
        guard let holder = holdingDeclaration(of: dictionary) else { return [] }
        return uses(ofName: holder.name, in: holder.scope, context: context)
    }

    /// The use of a value by the call it is passed to or the property it is assigned to.
    private static func use(of value: ChainNode, context: RuleContext) -> Use? {
        guard let expression = value.parent as? ExpressionNode else { return nil }
        let terms = expression.children
        if terms.count == 1, let argument = expression.parent as? ArgumentNode, let call = argument.parent as? LinkNode {
            if stringBuilders.contains(call.name) {
                return isShown(stringBuiltBy: call, context: context, depth: 0) ? .shown : nil
            }
            return use(ofCall: call.name, label: argument.label, context: context)
        }
        // `textField.typingAttributes = attributes`.
        if let property = assignedProperty(of: value, context: context) {
            return use(ofProperty: property)
        }
        return nil
    }

    /// Calls that make attributed text from attributes: the text is read only where it is shown.
    private static let stringBuilders: Set<String> = [
        "NSAttributedString", "NSMutableAttributedString", "addAttributes", "setAttributes", "addAttribute", "setAttribute",
    ]

    private static func use(ofCall name: String, label: String?, context: RuleContext) -> Use? {
        switch (name, label) {
        case ("draw", "withAttributes"), ("draw", "attributes"):
            return drawsIntoImages(context) ? nil : .shown
        case ("boundingRect", "attributes"), ("size", "withAttributes"):
            return .measured
        default:
            return name.hasSuffix("TextAttributes") ? .barAppearance : nil
        }
    }

    private static func use(ofProperty name: String) -> Use? {
        if ["typingAttributes", "defaultTextAttributes"].contains(name) { return .shown }
        return name.hasSuffix("TextAttributes") ? .barAppearance : nil
    }

    /// A file that draws into bitmaps (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`):
    /// its text is part of a picture (an icon, a badge image, a shared card), sized with it.
    private static func drawsIntoImages(_ context: RuleContext) -> Bool {
        ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "UIGraphicsPDFRenderer"]
            .contains { !(context.chainsByFirstName[$0] ?? []).isEmpty }
    }

    /// `target.property = value`: the property's name.
    private static func assignedProperty(of value: ChainNode, context: RuleContext) -> String? {
        guard let expression = value.parent as? ExpressionNode, expression.children.count == 2, expression.children[1] === value,
              let target = expression.children[0] as? ChainNode, context.tree.token(target.lastToken + 1, is: "=") else { return nil }
        return target.links.last?.name
    }

    /// Properties and calls that show attributed text: a label's, text view's or field's text, a
    /// button's title, a text field's placeholder, a text storage's contents.
    private static let showingProperties: Set<String> = ["attributedText", "attributedTitle", "attributedPlaceholder", "attributedStringValue", "attributedString"]
    private static let showingCalls: Set<String> = ["setAttributedTitle", "setAttributedString"]

    /// Whether the attributed text a call makes or changes (`NSAttributedString(string:attributes:)`,
    /// `text.addAttribute(…)`) is shown: assigned to a label's `attributedText` (or a button's
    /// title…), drawn, appended to text that is, directly or through the names that hold it.
    private static func isShown(stringBuiltBy call: LinkNode, context: RuleContext, depth: Int) -> Bool {
        guard depth < 4, let chain = call.parent as? ChainNode, let index = chain.links.firstIndex(where: { $0 === call }) else { return false }
        // `NSAttributedString(string: "\n", attributes: [.font: …])`: a spacer line, nothing to read.
        if let text = call.argument("string")?.value?.text, let literal = StringLiteral.value(of: text),
           literal.allSatisfy(\.isWhitespace) { return false }
        if index == 0 { return chain.links.count == 1 && isShown(value: chain, context: context, depth: depth) }
        // `text.addAttribute(…)`, `self.text.addAttributes(…)`: the receiver is the text.
        let receiver = chain.links[..<index].filter { $0.name != "self" }
        guard receiver.count == 1, receiver[0].kind == .name, !receiver[0].hasCall else { return false }
        return isShown(name: receiver[0].name, around: chain, context: context, depth: depth + 1)
    }

    private static func isShown(value: ChainNode, context: RuleContext, depth: Int) -> Bool {
        if let property = assignedProperty(of: value, context: context) { return showingProperties.contains(property) }
        if let expression = value.parent as? ExpressionNode, expression.children.count == 1,
           let argument = expression.parent as? ArgumentNode, let call = argument.parent as? LinkNode {
            if showingCalls.contains(call.name) { return true }
            // `result.append(part)`: shown when the text it joins is.
            if ["append", "insert"].contains(call.name) { return isShown(stringBuiltBy: call, context: context, depth: depth + 1) }
            return false
        }
        guard let holder = holdingDeclaration(of: value) else { return false }
        return isShown(name: holder.name, in: holder.scope, context: context, depth: depth + 1)
    }

    /// Whether the text a name holds is shown where the scope around `node` uses it.
    private static func isShown(name: String, around node: SyntaxNode, context: RuleContext, depth: Int) -> Bool {
        let scope: SyntaxNode? = node.firstAncestor(ofType: FunctionDeclNode.self) ?? node.firstAncestor(ofType: TypeDeclNode.self)
        return isShown(name: name, in: scope, context: context, depth: depth)
    }

    private static func isShown(name: String, in scope: SyntaxNode?, context: RuleContext, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        return mentions(of: name, in: scope, context: context, allowingMember: true).contains { mention in
            // `title.draw(at: origin)`: drawn where the type draws.
            if mention.links.count >= 2, mention.links.last?.name == "draw" { return !drawsIntoImages(context) }
            let isTheText = mention.links.count == 1 || mention.links.count == 2 && mention.links[0].name == "self"
            return isTheText && isShown(value: mention, context: context, depth: depth)
        }
    }

    /// Chains that name `name` (`name`, `self.name`, `name()`) within the scope; with
    /// `allowingMember`, also those that call a member on it (`name.draw(at:)`).
    private static func mentions(of name: String, in scope: SyntaxNode?, context: RuleContext, allowingMember: Bool = false) -> [ChainNode] {
        let direct = (context.chainsByFirstName[name] ?? []).filter { $0.links.count == 1 || allowingMember && $0.links.count == 2 }
        let qualified = (context.chainsByFirstName["self"] ?? []).filter { $0.links.count >= 2 && $0.links[1].name == name && ($0.links.count == 2 || allowingMember && $0.links.count == 3) }
        return (direct + qualified).filter { chain in
            guard let scope else { return true }
            return chain.firstToken >= scope.firstToken && chain.lastToken <= scope.lastToken
        }
    }

    /// The `let`, stored or computed property or function whose value is the chain, and the scope
    /// its name is used in (the function or type around a `let`, the type around a member).
    private static func holdingDeclaration(of value: ChainNode) -> (name: String, scope: SyntaxNode?)? {
        guard let expression = value.parent as? ExpressionNode, expression.children.count == 1 else { return nil }
        var node: SyntaxNode = expression
        while let parent = node.parent {
            switch parent {
            case let variable as VariableDeclNode:
                return (variable.name, variable.firstAncestor(ofType: FunctionDeclNode.self) ?? variable.firstAncestor(ofType: TypeDeclNode.self))
            case let function as FunctionDeclNode:
                return (function.name, function.firstAncestor(ofType: TypeDeclNode.self))
            case let statement as StatementNode where statement.keyword == "return":
                node = parent
            case let block as BlockNode where block.parent is FunctionDeclNode || block.parent is VariableDeclNode:
                node = parent
            default:
                return nil
            }
        }
        return nil
    }

    /// What the attributes held by `name` are for, wherever the scope uses them (`attributes`,
    /// `self.attributes`, `attributes()`).
    private static func uses(ofName name: String, in scope: SyntaxNode?, context: RuleContext) -> Set<Use> {
        Set(mentions(of: name, in: scope, context: context).compactMap { use(of: $0, context: context) })
    }
}
