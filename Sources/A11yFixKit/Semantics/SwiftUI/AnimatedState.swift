/// Which state an animation changes, and what that state drives on screen: the question
/// `reduce-motion` asks before it gates an animation. Reduce Motion is about motion (offset,
/// position, scale, rotation, size, layout that slides other content, scrolling); a fade, a colour
/// change or a crossfade is Reduce Motion's own substitute, so an animation that only drives those
/// needs no gate.
///
/// The procedure, for one animation:
/// 1. The animated state. `withAnimation { … }`: the properties its body assigns (`x = …`, `x += …`,
///    `model.items = …`) or mutates (`x.toggle()`, `items.append(…)`), following calls to the View's
///    own methods; a method called on a model object (`model.reload()`), `store.send(…)` or a UIKit call
///    changes state it cannot see. Code in closures inside the body (`asyncAfter { … }`) runs later,
///    outside the animation. `proxy.scrollTo(…)` is animated scrolling. `$x.animation(…)`: the bound
///    property. `.animation(_:value: v)`: `v`; the deprecated value-less `.animation(_:)`: any state
///    its content reads.
/// 2. Where the View reads that state (its uses), within the animation's reach: for `withAnimation`
///    and `Binding.animation` the whole View (its declaration and extensions in the file); for
///    `.animation(…)` the view it modifies (the element and the modifiers before it) and the View's
///    computed views and view-building methods that content names, and the values the View computes (`var searchResults: [Book] { … }`), whatever statements and closures compute them. A use in action code (a button's
///    action, `.onTapGesture`, `.task`, `.onChange`) is not a use on screen. A computed property or a
///    local computed from the state is followed to its own uses; state passed to another View declared
///    in the same file is followed into it by its argument label.
/// 3. What each use drives:
///    - a modifier argument: `.offset`, `.position`, `.scaleEffect`, `.rotationEffect`,
///      `.rotation3DEffect`, `.frame`, `.padding`, `.lineLimit` and the like move; `.opacity`, colours,
///      `.blur`, `.shadow` and `.disabled` do not; presentation, identity and event modifiers (`.sheet`,
///      `.tag`, `.onChange`, `.animation`'s own `value:`) draw nothing; `.transition` is reported on its
///      own;
///    - an element argument: `Section`/`DisclosureGroup(isExpanded:)` expands or collapses, a stack's
///      `spacing:`/`alignment:` and a page-style `TabView(selection:)` move; `ForEach`/`List` data
///      inserts or removes rows, which slides the other rows in a stack or grid (a `List`, `Form` or
///      `Table` moves its rows with its own row animation, which the system keeps under Reduce Motion);
///      text, images, shapes and controls change in place;
///    - an `if`/`guard` condition in view code inserts or removes content: in a stack with other
///      content (inside the animation's reach) that content slides; in a `ZStack`, overlay or background
///      nothing else moves and the default transition fades. An `if … else` or `switch` swaps content
///      in place (a crossfade);
///    - anything else (another file's View, a view-building method with parameters, an unknown modifier)
///      is unknown.
/// 4. The verdict: it moves when one use moves; otherwise nothing to gate, whether the uses only fade
///    or could not be followed (no finding beats a false one).
public final class AnimatedState {
    public enum Effect: Equatable {
        /// The animation moves something on screen; the text says what (`isExpanded` drives .offset).
        case moves(String)
        /// What it animates only fades, changes colour or swaps in place.
        case stays
        /// What it animates cannot be followed from this file.
        case unknown
    }

    let context: RuleContext
    private var viewCodeCache: [ObjectIdentifier: [ChainNode]] = [:]

    public init(context: RuleContext) {
        self.context = context
    }

    // MARK: The three kinds of animation

    /// What `withAnimation { body }` moves, for a call inside `host` (the View's declarations).
    public func effect(ofWithAnimationBody body: ClosureNode, host: [TypeDeclNode]) -> Effect {
        let changes = self.changes(in: body, host: host, depth: 0)
        if changes.scrolls { return .moves("it scrolls with scrollTo") }
        let reach = Reach(host: host, boundary: nil, excluded: closingPresentations(changes.cleared, host: host))
        let effects = changes.paths.map { effect(of: $0, within: reach, depth: 0) }
        return AnimatedState.combined(effects, opaque: changes.opaque)
    }

    /// The states a `withAnimation` body changes, as written (`selectedIndex`, `model.items`).
    public func changedStates(inWithAnimationBody body: ClosureNode, host: [TypeDeclNode]) -> Set<String> {
        Set(changes(in: body, host: host, depth: 0).paths.map { $0.components.joined(separator: ".") })
    }

    /// What `$x.animation(…)` moves: the bound property's uses in the View.
    public func effect(ofBindingAnimation link: LinkNode, host: [TypeDeclNode]) -> Effect {
        // `$model.flag`, not `viewStore.binding(…)`: a call's binding could change anything.
        guard let chain = context.chain(of: link), let index = chain.links.firstIndex(where: { $0 === link }),
              chain.links[..<index].allSatisfy({ !$0.hasCall && !$0.hasTrailingClosures }),
              let path = StatePath(chain.links[..<index]) else { return .unknown }
        return effect(of: path, within: Reach(host: host, boundary: nil), depth: 0)
    }

    /// What `.animation(_:value:)` (or, with `value` nil, the deprecated `.animation(_:)`) moves in the
    /// view it modifies.
    public func effect(ofAnimationModifier link: LinkNode, value: ExpressionNode?, host: [TypeDeclNode]) -> Effect {
        guard let chain = context.chain(of: link), let index = chain.links.firstIndex(where: { $0 === link }) else { return .unknown }
        // An earlier `.animation` for the same value (or for any change) already animates the content
        // before it: this one reaches only the modifiers in between.
        let valueText = value?.text
        let start = chain.links[..<index].lastIndex { earlier in
            earlier.kind == .member && earlier.name == "animation" && earlier.hasCall
                && (earlier.argument("value") == nil || earlier.argument("value")?.value?.text == valueText)
        }.map { $0 + 1 } ?? 0
        let reach = Reach(host: host, boundary: chain, links: chain.links[start..<index])
        guard let value else {
            // Any state the content reads: every property it names.
            let effects = reachedChains(reach).compactMap { chain -> Effect? in
                guard let path = StatePath(chain.links[...]), !path.isTypeName else { return nil }
                return effect(ofUse: chain, path: path, within: reach, depth: 0)
            }
            return AnimatedState.combined(effects, opaque: false)
        }
        guard let valueChain = value.singleChain, let path = StatePath(valueChain.links[...]) else { return .unknown }
        return effect(of: path, within: reach, depth: 0)
    }

    static func combined(_ effects: [Effect], opaque: Bool) -> Effect {
        if let motion = effects.first(where: { if case .moves = $0 { return true } else { return false } }) { return motion }
        if opaque || effects.isEmpty || effects.contains(.unknown) { return .unknown }
        return .stays
    }

    // MARK: The animated state

    /// A property path: `x`, `self.x` and `$x` are `x`; `model.items.count` is three components.
    struct StatePath: Hashable {
        var components: [String]

        /// The path a chain starts with, up to its first call or subscript; nil when it starts with
        /// something else than a name.
        init?(_ links: ArraySlice<LinkNode>) {
            guard var first = links.first, first.kind == .name else { return nil }
            var rest = links.dropFirst()
            if first.name == "self" {
                guard let member = rest.first, member.kind == .member else { return nil }
                first = member
                rest = rest.dropFirst()
            }
            guard !first.hasCall, !first.hasTrailingClosures else { return nil }
            var components = [first.name.hasPrefix("$") ? String(first.name.dropFirst()) : first.name]
            for link in rest {
                guard link.kind == .member, !link.hasCall, !link.hasTrailingClosures else { break }
                components.append(link.name)
            }
            guard let root = components.first?.first, root.isLetter || root == "_" else { return nil }
            self.components = components
        }

        init(_ name: String) { components = [name] }

        var text: String { components.joined(separator: ".") }
        var isTypeName: Bool { components[0].first?.isUppercase ?? true }
        /// `items.isEmpty`: a change that only makes the rows appear or vanish together.
        var isPresence: Bool { components.last == "isEmpty" }

        /// Whether a use of `other` reads this state: one path extends the other.
        func isRelated(to other: StatePath) -> Bool {
            let shorter = min(components.count, other.components.count)
            return Array(components.prefix(shorter)) == Array(other.components.prefix(shorter))
        }
    }

    struct Changes {
        var paths: [StatePath] = []
        /// The paths set to `false` or `nil`: presentations the change closes.
        var cleared: [StatePath] = []
        var scrolls = false
        /// A call whose effect on state cannot be seen.
        var opaque = false
    }

    /// Mutating methods of the standard library's values (`Bool`, arrays, sets, dictionaries): called on
    /// a property, they change it. Any other method may be a model's, whose effect cannot be seen.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "removeSubrange",
        "replaceSubrange", "sort", "shuffle", "reverse", "swapAt", "move", "formUnion", "formIntersection",
        "formSymmetricDifference", "subtract", "merge", "updateValue", "removeValue",
    ]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&&=", "||="]

    /// What the statements of `body` change, not counting code in closures inside it (it runs later).
    func changes(in body: SyntaxNode, host: [TypeDeclNode], depth: Int) -> Changes {
        var changes = Changes()
        let tree = context.tree
        for chain in body.descendants(ofType: ChainNode.self) where isStatement(chain, directlyIn: body) {
            let links = chain.links
            if links.contains(where: { $0.name == "scrollTo" && $0.hasCall }) { changes.scrolls = true }
            let next = chain.lastToken + 1
            if next < tree.tokens.count, tree.tokens[next].kind == .operator,
               AnimatedState.assignmentOperators.contains(tree.text(ofToken: next)) {
                if let path = StatePath(links[...]) {
                    changes.paths.append(path)
                    if next + 1 < tree.tokens.count, ["false", "nil"].contains(tree.text(ofToken: next + 1)) { changes.cleared.append(path) }
                }
                continue
            }
            guard let callIndex = links.firstIndex(where: { $0.hasCall || $0.hasTrailingClosures }) else { continue }
            let receiverLinks = links[..<callIndex]
            let isSelf = receiverLinks.count == 1 && receiverLinks.first?.name == "self"
            if receiverLinks.isEmpty || isSelf {
                // A call of the View's own method is followed into its body.
                if depth < 3, let method = method(named: links[callIndex].name, in: host), let methodBody = method.body {
                    let inner = self.changes(in: methodBody, host: host, depth: depth + 1)
                    changes.paths += inner.paths
                    changes.cleared += inner.cleared
                    changes.scrolls = changes.scrolls || inner.scrolls
                    changes.opaque = changes.opaque || inner.opaque
                } else {
                    changes.opaque = true
                }
                continue
            }
            if AnimatedState.mutatingMethods.contains(links[callIndex].name), let receiver = StatePath(receiverLinks) {
                changes.paths.append(receiver)
            } else {
                changes.opaque = true
            }
        }
        return changes
    }

    /// A chain that is a statement of `body` itself (or of its `if`/`switch` branches), not an
    /// argument, a condition, or code in a nested closure.
    private func isStatement(_ chain: ChainNode, directlyIn body: SyntaxNode) -> Bool {
        guard let expression = chain.parent as? ExpressionNode, expression.children.first === chain else { return false }
        var current = expression.parent
        while let node = current, node !== body {
            switch node {
            case is BlockNode, is SwitchCaseNode, is PoundIfClauseNode, is PoundIfNode:
                break
            case let statement as StatementNode where statement.conditions.allSatisfy({ $0 !== expression }):
                break
            default:
                return false
            }
            current = node.parent
        }
        return expression.parent.map { $0 is ClosureNode || $0 is BlockNode || $0 is SwitchCaseNode || $0 is PoundIfClauseNode } ?? false
    }

    private func method(named name: String, in host: [TypeDeclNode]) -> FunctionDeclNode? {
        for declaration in host {
            for case let function as FunctionDeclNode in declaration.members
            where function.keyword == "func" && function.name == name && !function.modifiers.contains("static") {
                return function
            }
        }
        return nil
    }

    // MARK: Where the state is read

    /// What an animation can reach: the whole View, or (with a boundary) the view a `.animation`
    /// modifies, up to that modifier.
    struct Reach {
        var host: [TypeDeclNode]
        /// The chain of the `.animation` modifier; nil for the whole View.
        var boundary: ChainNode?
        /// The links of that chain the modifier animates: the view and the modifiers before it.
        var links: ArraySlice<LinkNode> = []
        /// Content the same change puts away (a popover it closes): what changes there is not seen.
        var excluded: [SyntaxNode] = []
    }

    /// The content of the sheets, popovers and covers presented on the `cleared` states
    /// (`.popover(isPresented: $isShowingAddWord) { addWordPopover }` when the change sets
    /// `isShowingAddWord = false`), with the bodies of the View's members that content draws: it
    /// leaves the screen with the change, so a text it inserts or removes slides nothing anyone sees.
    private func closingPresentations(_ cleared: [StatePath], host: [TypeDeclNode]) -> [SyntaxNode] {
        guard !cleared.isEmpty else { return [] }
        let states = Set(cleared.map(\.text))
        var content: [SyntaxNode] = []
        for declaration in host {
            for link in declaration.descendants(ofType: LinkNode.self)
            where AnimatedState.presentations.contains(link.name) && link.hasCall
                && RuleContext.boundState(link.argument("isPresented") ?? link.argument("item")).map(states.contains) == true {
                for closure in link.allClosures {
                    content.append(closure)
                    for chain in closure.descendants(ofType: ChainNode.self) where chain.links.count == 1 && !chain.links[0].hasCall {
                        if let body = viewMemberBody(named: chain.links[0].name, in: host) { content.append(body) }
                    }
                }
            }
        }
        return content
    }

    static let presentations: Set<String> = ["sheet", "popover", "fullScreenCover", "inspector"]

    /// The effect of changing `path` on what `reach` shows.
    private func effect(of path: StatePath, within reach: Reach, depth: Int) -> Effect {
        let effects = reachedChains(reach).compactMap { chain -> Effect? in
            guard let use = StatePath(chain.links[...]), use.isRelated(to: path),
                  !reach.excluded.contains(where: { chain.isDescendant(of: $0) }) else { return nil }
            return effect(ofUse: chain, path: path, within: reach, depth: depth)
        }
        return AnimatedState.combined(effects, opaque: false)
    }

    /// Every chain the reach holds: for a `.animation` modifier, its element and the modifiers before
    /// it, with the bodies of the View's computed views and view-building methods they name; for the
    /// whole View, every chain of its declarations (not of types nested in them).
    private func reachedChains(_ reach: Reach) -> [ChainNode] {
        guard let boundary = reach.boundary else {
            return reach.host.flatMap { declaration -> [ChainNode] in
                let key = ObjectIdentifier(declaration)
                if let cached = viewCodeCache[key] { return cached }
                let chains = declaration.descendants(ofType: ChainNode.self).filter { context.enclosingType(of: $0) === declaration }
                viewCodeCache[key] = chains
                return chains
            }
        }
        var roots: [SyntaxNode] = Array(reach.links)
        var chains: [ChainNode] = []
        var visited = Set<String>()
        func expand(_ chain: ChainNode) {
            if let member = viewMember(startingChain: chain, host: reach.host), visited.insert(member.name).inserted { roots.append(member.body) }
        }
        // `header.animation(…)`: the modified view is one of the View's computed views.
        if reach.links.first === boundary.links.first { expand(boundary) }
        // The View's computed values (`var searchResults: [Program] { … }`), so that state they are
        // computed from is followed to where the modified view uses them (`List(searchResults)`).
        for declaration in reach.host {
            for case let property as VariableDeclNode in declaration.members where property.isComputed && !isViewBuilder(property) {
                if let body = property.body ?? property.accessors.first { roots.append(body) }
            }
        }
        while let root = roots.popLast() {
            for chain in root.descendants(ofType: ChainNode.self) {
                chains.append(chain)
                expand(chain)
            }
        }
        return chains
    }

    /// `header`, `self.header`, `row(for: item)`: the View member a chain starts with, and its body.
    private func viewMember(startingChain chain: ChainNode, host: [TypeDeclNode]) -> (name: String, body: SyntaxNode)? {
        var links = chain.links[...]
        if links.first?.name == "self", links.first?.kind == .name { links = links.dropFirst() }
        guard let first = links.first, first.kind == .name || first.kind == .member, first.name.first?.isLowercase ?? false,
              let body = viewMemberBody(named: first.name, in: host) else { return nil }
        return (first.name, body)
    }

    /// The body of a computed view (`var header: some View`) or view-building method of the View.
    private func viewMemberBody(named name: String, in host: [TypeDeclNode]) -> SyntaxNode? {
        for declaration in host {
            for member in declaration.members {
                if let property = member as? VariableDeclNode, property.name == name, property.isComputed, isViewBuilder(property) {
                    return property.body ?? property.accessors.first
                }
                if let function = member as? FunctionDeclNode, function.name == name, function.keyword == "func", isViewBuilder(function) {
                    return function.body
                }
            }
        }
        return nil
    }

    func isViewBuilder(_ property: VariableDeclNode) -> Bool {
        property.name == "body" || (property.typeAnnotation?.contains("View") ?? false)
            || property.attributes.contains { $0.name == "ViewBuilder" }
    }

    func isViewBuilder(_ function: FunctionDeclNode) -> Bool {
        (context.declaredResultType(of: function)?.contains("View") ?? false) || function.attributes.contains { $0.hasPrefix("@ViewBuilder") }
    }

    // MARK: What one use drives

    /// Where a use sits: the outermost call whose argument holds it within its statement, or the
    /// condition it is part of.
    enum Consumer {
        case modifier(LinkNode)
        case element(LinkNode, label: String?)
        case condition(StatementNode)
        /// A value the View computes from the state: a computed property, a method's result, a local.
        case derived(String)
        /// Not view code: an action, an event handler, a non-view function.
        case offScreen
        case unknown
    }

    private func effect(ofUse chain: ChainNode, path: StatePath, within reach: Reach, depth: Int) -> Effect? {
        let subject = "`\(path.text)`"
        if isSettledByEnclosingCondition(chain, path: path) { return nil }
        switch consumer(of: chain) {
        case let .modifier(link):
            return effect(ofModifier: link, subject: subject)
        case let .element(link, label):
            return effect(ofElement: link, label: label, path: path, within: reach, depth: depth)
        case let .condition(statement):
            return effect(ofCondition: statement, subject: subject, within: reach)
        case let .derived(name):
            guard depth < 3, name != path.components.last else { return nil }
            return effect(of: StatePath(name), within: reach, depth: depth + 1)
        case .offScreen:
            return nil
        case .unknown:
            return .unknown
        }
    }

    /// Whether `chain` sits in the content of an `if` on the same state (`if keyboardVisible { bar
    /// .frame(height: keyboardVisible ? 38 : 0) }`): there the state is always true, so the use never
    /// changes while it shows; the `if` itself says how the content comes and goes.
    private func isSettledByEnclosingCondition(_ chain: ChainNode, path: StatePath) -> Bool {
        var node: SyntaxNode = chain
        while let parent = node.parent, !(parent is TypeDeclNode) {
            if let statement = parent as? StatementNode, statement.keyword == "if", let content = statement.blocks.first, node === content,
               statement.conditions.contains(where: { requiresPresence(of: path, $0) }) {
                return true
            }
            node = parent
        }
        return false
    }

    /// Whether a condition holds only while the state is there: the state itself, `state != nil`,
    /// `let item = state`, or one of those joined with `&&` (`selectedMessage != nil && isReady`).
    /// Content under it comes and goes with the state, as a whole.
    private func requiresPresence(of path: StatePath, _ condition: ExpressionNode) -> Bool {
        let names = [path.text, "self." + path.text]
        return RuleContext.squeezed(condition.text).components(separatedBy: "&&").contains { conjunct in
            names.contains { name in
                conjunct == name || conjunct == name + "!=nil" || conjunct.hasPrefix("let") && conjunct.hasSuffix("=" + name) || conjunct == "let" + name
            }
        }
    }

    /// The computed value of the View that code outside view code belongs to: a value member
    /// (`var searchResults: [Program] { guard !searchText.isEmpty … filter { … } }`) or a method
    /// returning a value, through its statements and closures; nil for actions and other code.
    private func valueOwner(of node: SyntaxNode) -> String? {
        for ancestor in node.ancestors() {
            switch ancestor {
            case let variable as VariableDeclNode:
                guard variable.parent is TypeDeclNode else { continue }
                return isValueMember(variable) ? variable.name : nil
            case let function as FunctionDeclNode:
                guard function.keyword == "func", context.declaredResultType(of: function) != nil, !isViewBuilder(function) else { return nil }
                return function.name
            case is TypeDeclNode:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    func consumer(of chain: ChainNode) -> Consumer {
        var node: SyntaxNode = chain
        var call: (link: LinkNode, label: String?)?
        while let parent = node.parent {
            switch parent {
            case let argument as ArgumentNode:
                if let link = argument.parent as? LinkNode, link.kind == .name || link.kind == .member { call = (link, argument.label) }
            case let statement as StatementNode:
                if ["if", "guard", "switch"].contains(statement.keyword), let expression = node as? ExpressionNode,
                   statement.conditions.contains(where: { $0 === expression }) {
                    return isViewCode(statement) ? .condition(statement) : valueOwner(of: statement).map(Consumer.derived) ?? .offScreen
                }
            case let variable as VariableDeclNode:
                if node === variable.initializer, variable.firstAncestor(ofType: TypeDeclNode.self) !== variable.parent {
                    // A local computed in view code (or in any code: its own uses decide).
                    return .derived(variable.name)
                }
                return isValueMember(variable) ? .derived(variable.name) : .offScreen
            case is ClosureNode, is BlockNode, is SwitchCaseNode, is PoundIfClauseNode:
                guard isViewCode(parent) else { return valueOwner(of: parent).map(Consumer.derived) ?? .offScreen }
                guard let call else { return .unknown }
                // `.offset(…)`, and `offset(…)` on the implicit `self` of a View extension, are modifiers.
                if call.link.name.first?.isLowercase ?? false { return .modifier(call.link) }
                return .element(call.link, label: call.label)
            case is TypeDeclNode, is SourceFileNode, is FunctionDeclNode:
                return .offScreen
            default:
                break
            }
            node = parent
        }
        return .offScreen
    }

    /// A computed property of the View that is a value (`var offset: CGFloat { … }`), not a view.
    private func isValueMember(_ property: VariableDeclNode) -> Bool {
        property.isComputed && !isViewBuilder(property) && property.firstAncestor(ofType: TypeDeclNode.self) === property.parent
    }

    /// Whether statements in `node` (a closure, block, case or `#if` clause, or a statement among them)
    /// build views: the body of a computed view or view-building method, the content closure of a view
    /// or of a modifier that takes views, and the branches of `if`/`switch` in them.
    func isViewCode(_ node: SyntaxNode) -> Bool {
        var current: SyntaxNode? = node
        while let candidate = current {
            switch candidate {
            case let closure as ClosureNode:
                return isViewContent(closure)
            case let block as BlockNode:
                switch block.parent {
                case let property as VariableDeclNode: return isViewBuilder(property)
                case let function as FunctionDeclNode: return function.keyword == "func" && isViewBuilder(function)
                default: current = block.parent
                }
            case is StatementNode, is SwitchCaseNode, is PoundIfClauseNode, is PoundIfNode, is ExpressionNode:
                current = candidate.parent
            default:
                return false
            }
        }
        return false
    }

    /// Types whose closures run as code, not content (a button's action is told apart by its label).
    static let codeClosureTypes: Set<String> = ["Task", "Binding", "DispatchWorkItem", "Timer"]
    static let actionLabels: Set<String> = ["action", "perform", "onCommit", "onEditingChanged", "onDismiss", "completion"]
    /// Modifiers whose closure builds views.
    static let viewContentModifiers: Set<String> = [
        "overlay", "background", "mask", "toolbar", "sheet", "fullScreenCover", "popover", "safeAreaInset", "contextMenu",
        "swipeActions", "navigationDestination", "alert", "confirmationDialog", "inspector", "searchSuggestions",
        "overlayPreferenceValue", "backgroundPreferenceValue", "tabItem", "listRowBackground", "ornament",
    ]

    /// Whether a closure is view content: of a view element (not a button's action), or of a modifier
    /// that takes views.
    func isViewContent(_ closure: ClosureNode) -> Bool {
        guard let (link, label) = owner(of: closure) else { return false }
        if let label, AnimatedState.actionLabels.contains(label) { return false }
        if link.kind == .member, link.name.first?.isLowercase ?? false {
            return AnimatedState.viewContentModifiers.contains(link.name)
        }
        if link.name == "Button" {
            // `Button("Save") { action }`, `Button { action } label: { … }`, `Button(action: save) { label }`.
            return label == "label" || (label == nil && link.argument("action") != nil)
        }
        return link.name.isCapitalizedName && !AnimatedState.codeClosureTypes.contains(link.name)
    }

    /// The call a closure is passed to, with its label: a trailing closure or a closure argument.
    private func owner(of closure: ClosureNode) -> (LinkNode, String?)? {
        guard let link = closure.parent as? LinkNode else { return nil }
        if link.kind != .closure {
            return (link, link.trailingClosures.first { $0.closure === closure }?.label)
        }
        guard let chain = link.parent as? ChainNode, chain.links.count == 1, let expression = chain.parent as? ExpressionNode,
              let argument = expression.parent as? ArgumentNode, let call = argument.parent as? LinkNode else { return nil }
        return (call, argument.label)
    }

    // MARK: Modifiers

    /// Modifiers whose arguments move, resize or re-lay out the view.
    static let movingModifiers: Set<String> = [
        "offset", "position", "scaleEffect", "rotationEffect", "rotation3DEffect", "frame", "padding", "transformEffect",
        "projectionEffect", "containerRelativeFrame", "aspectRatio", "lineLimit", "fixedSize", "scrollPosition",
        "safeAreaPadding", "contentMargins", "listRowInsets", "alignmentGuide", "layoutPriority", "defaultScrollAnchor",
        "matchedGeometryEffect",
    ]
    /// Modifiers whose arguments change how the view looks in place: fades, colours, blur, shape.
    static let stillModifiers: Set<String> = [
        "opacity", "foregroundColor", "foregroundStyle", "background", "backgroundStyle", "tint", "accentColor", "fill",
        "stroke", "strokeBorder", "blur", "brightness", "contrast", "saturation", "grayscale", "colorMultiply", "colorInvert",
        "hueRotation", "shadow", "border", "cornerRadius", "clipShape", "trim", "symbolVariant", "symbolRenderingMode",
        "contentTransition", "fontWeight", "bold", "italic", "underline", "strikethrough", "disabled", "redacted",
        "listRowBackground", "preferredColorScheme", "colorScheme", "overlay", "mask", "symbolEffect", "zIndex", "id",
        "scrollContentBackground", "toolbarBackground", "badge",
    ]
    /// Modifiers that draw nothing from their arguments: events, presentation (the system animates it
    /// its own way), identity, accessibility, and the animation's own value.
    static let offScreenModifiers: Set<String> = [
        "animation", "transaction", "onChange", "onReceive", "task", "tag", "onAppear", "onDisappear", "sheet",
        "fullScreenCover", "popover", "alert", "confirmationDialog", "navigationDestination", "inspector", "focused",
        "allowsHitTesting", "keyboardShortcut", "help", "navigationTitle", "searchable", "sensoryFeedback", "transition",
        "interactiveDismissDisabled", "presentationDetents", "onTapGesture", "gesture", "simultaneousGesture",
        "highPriorityGesture", "environment", "environmentObject", "preference", "onPreferenceChange", "contextMenu",
        "refreshable", "onSubmit", "submitLabel", "textContentType", "keyboardType", "autocorrectionDisabled",
    ]

    /// The longest duration a change can take and still read as a snap, not as movement (a slider
    /// thumb smoothing the finger's path, a 0.1 s highlight, `UIView.animate(withDuration: 0)`).
    public static let instantDuration = 0.1

    /// A scale this close to 1 is the feedback of a press or a hover (`isPressed ? 0.95 : 1`), a few
    /// per cent in place: not the movement Reduce Motion is for. A tenth or more is a bounce.
    static let feedbackScales: Range<Double> = 0.9.nextUp..<1.1

    private func effect(ofModifier link: LinkNode, subject: String) -> Effect? {
        let name = link.name
        if name.hasPrefix("accessibility") || AnimatedState.offScreenModifiers.contains(name) { return nil }
        if name == "scaleEffect" {
            // A scale the code computes elsewhere (`scaleForState(isPressed:)`, a design constant) on
            // a press or a hover is that feedback too; one written out says how far it goes.
            switch feedbackScale(link) {
            case true?: return .stays
            case nil where AnimatedState.isPressOrHover(subject): return .stays
            default: break
            }
        }
        // A fill that grows with progress is a progress indicator, which the system's own keep
        // animating under Reduce Motion: status, not movement.
        if name == "frame" || name == "scaleEffect", AnimatedState.isProgress(subject) { return .stays }
        if AnimatedState.movingModifiers.contains(name) { return .moves("\(subject) drives .\(name)") }
        if AnimatedState.stillModifiers.contains(name) { return .stays }
        return .unknown
    }

    /// `.scaleEffect(isPressed ? 0.95 : 1)`, `.scaleEffect(1.02)`: whether each scale argument (the
    /// anchor aside), a number or a condition choosing between two numbers, is within
    /// `feedbackScales`; nil when the scale is not written out in numbers.
    private func feedbackScale(_ link: LinkNode) -> Bool? {
        let tree = context.tree
        let scales = link.arguments.filter { $0.label != "anchor" }
        guard !scales.isEmpty else { return nil }
        var numbers: [Int] = []
        for argument in scales {
            guard let value = argument.value else { return nil }
            let tokens = Array(value.firstToken...value.lastToken)
            if let question = tokens.first(where: { tree.tokens[$0].kind == .operator && tree.token($0, is: "?") }) {
                guard question + 3 == value.lastToken, tree.tokens[question + 2].kind == .colon else { return nil }
                numbers += [question + 1, question + 3]
            } else {
                guard tokens.count == 1 else { return nil }
                numbers += tokens
            }
        }
        guard numbers.allSatisfy({ [.integerLiteral, .floatLiteral].contains(tree.tokens[$0].kind) }) else { return nil }
        return numbers.allSatisfy { Double(tree.text(ofToken: $0)).map(AnimatedState.feedbackScales.contains) ?? false }
    }

    /// A state that measures how far something has got: `updater.progress`, `downloadFraction`,
    /// `percentComplete`.
    static func isProgress(_ subject: String) -> Bool {
        let name = stateName(subject).lowercased()
        return ["progress", "fraction", "percent"].contains { name.contains($0) }
    }

    /// The state's own name in a subject as messages write it: "`configuration.isPressed`" → `isPressed`.
    private static func stateName(_ subject: String) -> String {
        subject.filter { $0 != "`" }.split(separator: ".").last.map(String.init) ?? subject
    }

    /// A state that follows the pointer, a finger or the focus on the control: `isPressed`,
    /// `configuration.isPressed`, `isHovering`, `isHovered`, `isHighlighted`, `isFocused` (tvOS's
    /// focus lift is the remote's pointer).
    static func isPressOrHover(_ subject: String) -> Bool {
        let name = stateName(subject)
        return ["isPressed", "isHovering", "isHovered", "isHighlighted", "pressed", "hovering", "hovered", "isFocused", "focused"].contains(name)
    }

    // MARK: Elements

    static let stackElements: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "List", "Form", "Section", "Grid", "GridRow", "LazyVGrid",
        "LazyHGrid", "ScrollView", "DisclosureGroup", "Table", "OutlineGroup",
    ]
    /// The system's lists: rows they insert, remove or reorder move with the list's own row animation,
    /// which the system keeps under Reduce Motion, as it keeps a table view's.
    static let systemLists: Set<String> = ["List", "Form", "Table", "OutlineGroup", "Section"]
    /// Containers that add no layout of their own: their content is laid out by the container around them.
    static let transparentElements: Set<String> = ["Group", "ScrollViewReader", "ForEach"]
    /// Containers whose children overlap: one appearing moves no other.
    static let overlappingElements: Set<String> = ["ZStack", "GeometryReader"]
    /// Views whose arguments change their content in place (a crossfade), never their place.
    static let inPlaceElements: Set<String> = [
        "Text", "Image", "Label", "ProgressView", "Gauge", "Toggle", "TextField", "SecureField", "TextEditor", "Picker",
        "DatePicker", "Slider", "Stepper", "ColorPicker", "Button", "Link", "NavigationLink", "Menu", "ShareLink",
        "AsyncImage", "Color", "LinearGradient", "RadialGradient", "AngularGradient", "Circle", "Rectangle",
        "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle", "LabeledContent", "EmptyView", "Divider",
        "Spacer", "AnyView", "ContentUnavailableView",
    ]

    private func effect(ofElement link: LinkNode, label: String?, path: StatePath, within reach: Reach, depth: Int) -> Effect? {
        let name = link.name
        let subject = "`\(path.text)`"
        switch (name, label) {
        case ("Section", "isExpanded"), ("DisclosureGroup", "isExpanded"):
            return .moves("\(subject) expands or collapses a \(name)")
        case ("ForEach", nil), ("List", nil), ("ForEach", "data"), ("List", "data"):
            guard let chain = context.chain(of: link) else { return .unknown }
            switch layout(around: statement(of: chain), within: reach, repeated: !path.isPresence) {
            case let .stack(container) where AnimatedState.systemLists.contains(container): return .stays
            case let .stack(container): return .moves("\(subject) inserts or removes rows of a \(container)")
            case .overlapping: return .stays
            case .unknown: return .unknown
            }
        case ("TabView", "selection"):
            let isPaged = context.chain(of: link)?.modifiers.contains { $0.name == "tabViewStyle" && $0.text.contains("page") } ?? false
            return isPaged ? .moves("\(subject) pages a TabView") : nil
        case ("NavigationSplitView", "columnVisibility"):
            return .moves("\(subject) slides a NavigationSplitView column")
        default:
            break
        }
        if AnimatedState.stackElements.contains(name) || name == "ZStack" {
            return label == "spacing" || label == "alignment" ? .moves("\(subject) sets the \(name)'s \(label ?? "")") : .unknown
        }
        if AnimatedState.inPlaceElements.contains(name) { return .stays }
        if let label, depth < 2, let child = viewType(named: name) {
            // Another View of this file: the argument is its property of the same name.
            let childHost = context.declarations(of: child)
            return effect(of: StatePath(label), within: Reach(host: childHost, boundary: nil), depth: depth + 1)
        }
        return .unknown
    }

    private func viewType(named name: String) -> TypeDeclNode? {
        context.typeDeclarations.first { ($0.keyword == "struct" || $0.keyword == "class") && $0.name == name && context.isViewLike($0) }
    }

    // MARK: Conditional content

    private func effect(ofCondition statement: StatementNode, subject: String, within reach: Reach) -> Effect {
        // `if … else` and `switch` swap content in place: a crossfade.
        let swaps = statement.keyword == "switch" || statement.blocks.count > 1 || statement.children.contains { $0 is StatementNode }
        if swaps { return .stays }
        switch layout(around: statement, within: reach, repeated: false) {
        case .stack("HStack"), .stack("LazyHStack"), .stack("GridRow"):
            // A view appearing in a row reflows the row sideways by its width (a spinner beside a
            // button's title): a nudge, not the sliding of content Reduce Motion is for.
            return .stays
        case let .stack(container) where AnimatedState.systemLists.contains(container): return .stays
        case let .stack(container): return .moves("\(subject) inserts or removes content in a \(container), sliding what is around it")
        case .overlapping: return .stays
        case .unknown: return .unknown
        }
    }

    enum Layout {
        /// Content in a stack or list that slides when a view appears or vanishes beside it.
        case stack(String)
        case overlapping
        case unknown
    }

    /// The statement a chain is: its expression when that is a statement of view code.
    private func statement(of chain: ChainNode) -> SyntaxNode {
        var node: SyntaxNode = chain
        while let parent = node.parent, parent is ExpressionNode { node = parent }
        return node
    }

    /// What a view appearing, vanishing or growing at `statement` does to the content around it,
    /// within the reach of the animation. With `repeated`, the statement stands for several views (the
    /// rows of a `ForEach`), which slide each other.
    private func layout(around statement: SyntaxNode, within reach: Reach, repeated: Bool) -> Layout {
        var current = statement
        var hasSiblings = repeated
        var steps = 0
        while let container = current.parent, steps < 12 {
            steps += 1
            switch container {
            case let closure as ClosureNode:
                guard let (link, label) = owner(of: closure), let chain = context.chain(of: link) else { return .unknown }
                if let boundary = reach.boundary, chain !== boundary, !chain.isDescendant(of: boundary) { return .unknown }
                hasSiblings = hasSiblings || hasOtherViews(in: closure, besides: current)
                if link.kind == .member, link.name.first?.isLowercase ?? false {
                    return ["overlay", "background", "mask"].contains(link.name) ? .overlapping : .unknown
                }
                if AnimatedState.overlappingElements.contains(link.name) { return .overlapping }
                if AnimatedState.stackElements.contains(link.name) {
                    if hasSiblings { return .stack(link.name) }
                } else if link.name == "ForEach" {
                    hasSiblings = true
                } else if !AnimatedState.transparentElements.contains(link.name) || label != nil {
                    return .unknown
                }
                if chain === reach.boundary { return .unknown }
                current = self.statement(of: chain)
            case let block as BlockNode:
                hasSiblings = hasSiblings || hasOtherViews(in: block, besides: current)
                if let owner = block.parent as? StatementNode {
                    current = owner
                } else if let member = block.parent, let name = (member as? VariableDeclNode)?.name ?? (member as? FunctionDeclNode)?.name,
                          name != "body", let use = placement(ofViewMember: name, within: reach) {
                    current = use
                } else {
                    return .unknown
                }
            case is SwitchCaseNode, is PoundIfClauseNode, is PoundIfNode, is StatementNode:
                current = container
            default:
                return .unknown
            }
        }
        return .unknown
    }

    /// Whether a closure or block holds views other than `statement`.
    private func hasOtherViews(in container: SyntaxNode, besides statement: SyntaxNode) -> Bool {
        container.children.contains { child in
            guard child !== statement else { return false }
            return child is ExpressionNode || child is StatementNode || child is PoundIfNode
        }
    }

    /// Where the View places one of its computed views: the statement naming it in view code.
    private func placement(ofViewMember name: String, within reach: Reach) -> SyntaxNode? {
        for chain in reachedChains(reach) {
            var links = chain.links[...]
            if links.first?.name == "self" { links = links.dropFirst() }
            guard let first = links.first, first.name == name, first.kind == .name || first.kind == .member else { continue }
            let statement = self.statement(of: chain)
            if let parent = statement.parent, parent is ClosureNode || parent is BlockNode, isViewCode(parent) { return statement }
        }
        return nil
    }
}

extension RuleContext {
    /// Stored-property wrappers that only a SwiftUI view (or a modifier or dynamic property) can use.
    static let viewStateWrappers: Set<String> = [
        "State", "StateObject", "Environment", "EnvironmentObject", "FocusState", "GestureState", "Namespace", "SceneStorage",
    ]

    /// Whether a type can read the environment like a View: a View, a type conforming to a protocol
    /// the project knows refines View, or, when the project cannot tell, a struct conforming to a
    /// protocol named like a View (`ConnectedView`, which refines View in another module) or holding
    /// view state (`@State`, `@Environment` …).
    func isViewLike(_ type: TypeDeclNode) -> Bool {
        if isView(type) { return true }
        let known = type.inheritedTypes.compactMap { isViewDeclaredElsewhere(named: $0) }
        if known.contains(true) { return true }
        guard type.keyword == "struct" else { return false }
        if known.isEmpty, type.inheritedTypes.contains(where: { $0.hasSuffix("View") && !$0.hasPrefix("UI") && !$0.hasPrefix("NS") }) { return true }
        return type.properties.contains { property in property.attributes.contains { RuleContext.viewStateWrappers.contains($0.name) } }
    }

    /// Whether the type or protocol of this name, declared in another file of the project, is a
    /// SwiftUI View or a protocol refining View: true when the project index says so, nil when it
    /// cannot tell (a module outside the project, a name the project does not declare as a View).
    func isViewDeclaredElsewhere(named name: String) -> Bool? {
        project?.isView(name) == true ? true : nil
    }

    /// A type's declarations in this file: the primary declaration and its extensions (for an
    /// extension, those of the type it extends).
    func declarations(of type: TypeDeclNode) -> [TypeDeclNode] {
        let name = qualifiedName(of: type)
        return typeDeclarations.filter { $0.keyword != "protocol" && qualifiedName(of: $0) == name }
    }

    /// The primary declaration in this file of the type an extension extends.
    func primaryDeclaration(of type: TypeDeclNode) -> TypeDeclNode? {
        guard type.keyword == "extension" else { return type }
        return declarations(of: type).first { $0.keyword != "extension" }
    }

    /// `Outer.Inner` for a type nested in `Outer`, or for `extension Outer.Inner`.
    func qualifiedName(of type: TypeDeclNode) -> String {
        var name = type.name
        var current = type.parent
        while let node = current {
            if let outer = node as? TypeDeclNode { name = outer.name + "." + name }
            current = node.parent
        }
        return name
    }
}
