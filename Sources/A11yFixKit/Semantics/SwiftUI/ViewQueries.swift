/// SwiftUI knowledge the rules share: what an image shows, whether an element already has a label
/// or is hidden, whether an ancestor container speaks for it, where a view may take a modifier.
extension RuleContext {
    /// Controls whose label is their content (a title string, a `Text`, or a label closure).
    public static let labelledControls: Set<String> = ["Button", "NavigationLink", "Link", "Menu", "Toggle", "ShareLink", "PasteButton", "EditButton", "SettingsLink", "PhotosPicker"]

    /// What an `Image(…)` shows.
    public enum ImageSource: Equatable {
        /// `Image(systemName: "trash")`, `Image(systemSymbol: .trash)`; nil when the name is not a literal.
        case symbol(String?)
        /// `Image("ic_close")`, `Image(.iconClose)`; nil when the name is not a literal.
        case asset(String?)
        /// `Image(decorative: "hero")`: already hidden from accessibility.
        case decorative
        /// `Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:…)`: pixels from code.
        case platformImage
        /// An initializer with a `label:` argument: already labelled.
        case labelled
    }

    /// The source of an `Image` element link, or nil when the link is not an `Image(…)` call.
    public func imageSource(of link: LinkNode) -> ImageSource? {
        guard link.name == "Image", link.hasCall else { return nil }
        if link.argument("label") != nil { return .labelled }
        if let argument = link.argument("systemName") { return .symbol(stringLiteralValue(argument.value)) }
        if let argument = link.argument("systemSymbol") {
            // SFSafeSymbols: `.squareAndArrowUp` is "square.and.arrow.up".
            guard let member = argument.value?.singleChain?.links.last, member.kind == .implicitMember || member.kind == .member else { return .symbol(nil) }
            return .symbol(RuleContext.symbolName(fromSafeSymbol: member.name))
        }
        if link.argument("decorative") != nil { return .decorative }
        if let platformImage = link.argument("uiImage") ?? link.argument("nsImage") {
            // `Image(uiImage: UIImage(named: "avatar_placeholder")!)` shows an asset too.
            guard let loader = platformImage.value?.singleChain?.elementLink, loader.name == "UIImage" || loader.name == "NSImage",
                  let name = stringLiteralValue(loader.argument("named")?.value) else { return .platformImage }
            return .asset(name)
        }
        if link.argument("cgImage") != nil { return .platformImage }
        guard let first = link.arguments.first, first.label == nil else { return nil }
        if let name = stringLiteralValue(first.value) { return .asset(name) }
        // An asset catalog resource: `Image(.iconClose)`, `Image(ImageResource.iconClose)`.
        if let chain = first.value?.singleChain, let last = chain.links.last, !last.hasCall,
           chain.links.count == 1 ? last.kind == .implicitMember : chain.links.count == 2 && chain.links[0].name == "ImageResource" {
            return .asset(last.name)
        }
        return .asset(nil)
    }

    /// Whether `name` is a View of the project's whose declaration builds a control or a tap gesture.
    public func isViewHoldingControls(_ name: String) -> Bool {
        name.isCapitalizedName && project?.component(named: name)?.holdsControls == true
    }

    /// Whether an `Image` shows an asset the project's catalogs hold as an image set, not a symbol
    /// set, by its literal name or either name of `condition ? "heart.fill" : "heart"`: a picture,
    /// whatever its name looks like, that a font does not size.
    public func drawsBitmapAsset(_ image: LinkNode) -> Bool {
        guard let project, case .asset? = imageSource(of: image), let argument = image.arguments.first?.value else { return false }
        let names = stringLiteralValue(argument).map { [$0] } ?? ternaryStrings(in: argument).map { [$0.whenTrue, $0.whenFalse] } ?? []
        return !names.isEmpty && names.allSatisfy(project.isBitmapAsset(named:))
    }

    /// `squareAndArrowUp` → `square.and.arrow.up`, `person2Fill` → `person.2.fill`.
    static func symbolName(fromSafeSymbol name: String) -> String {
        var parts: [String] = []
        var current = ""
        for character in name {
            let startsPart = character.isUppercase || (character.isNumber && !(current.last?.isNumber ?? true))
            if startsPart, !current.isEmpty {
                parts.append(current)
                current = ""
            }
            current.append(Character(character.lowercased()))
        }
        if !current.isEmpty { parts.append(current) }
        return parts.joined(separator: ".")
    }

    /// Whether the chain gives its element an accessibility label: `.accessibilityLabel(…)`, the
    /// deprecated `.accessibility(label:)`, also inside a postfix `#if`, or inside a closure passed
    /// to one of its modifiers (`.modify { if #available(…) { $0.accessibilityLabel(…) } }`).
    /// A modifier the project declares (`.shortcutKeyHelp(…)` whose body sets a label) counts as what
    /// it sets.
    /// The closures a modifier applies to the view itself (`.modify { $0.accessibilityLabel(…) }`, an
    /// `if #available` wrapper). What an overlay, a toolbar or a sheet shows is elements of their own:
    /// a clear button's label over a text field names the button, not the field.
    func closuresModifyingView(of modifier: LinkNode) -> [ClosureNode] {
        AnimatedState.viewContentModifiers.contains(modifier.name) ? [] : modifier.allClosures
    }

    public func hasAccessibilityLabel(_ chain: ChainNode) -> Bool {
        for modifier in chain.modifiers {
            if modifier.name == "accessibilityLabel" { return true }
            if !projectEffects(of: modifier).isDisjoint(with: [.label, .representation]) { return true }
            if modifier.name == "accessibility", modifier.argument("label") != nil { return true }
            if modifier.name == "accessibilityRepresentation" { return true }
            for closure in closuresModifyingView(of: modifier) where closure.descendants(ofType: LinkNode.self).contains(where: {
                $0.name == "accessibilityLabel" || ($0.name == "accessibility" && $0.argument("label") != nil)
            }) {
                return true
            }
        }
        return false
    }

    /// Whether the chain hides its element: `.accessibilityHidden(…)` with any value other than a
    /// literal `false` (a condition means someone already decided), or `.accessibility(hidden:)`.
    public func isAccessibilityHidden(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            let argument: ArgumentNode?
            if projectEffects(of: modifier).contains(.hidden) { return true }
            if modifier.name == "accessibilityHidden" {
                argument = modifier.arguments.first
            } else if modifier.name == "accessibility" {
                argument = modifier.argument("hidden")
            } else {
                return false
            }
            guard let value = argument?.value else { return false }
            return !(value.singleChain?.links.count == 1 && tree.token(value.firstToken, is: "false"))
        }
    }

    /// How a chain groups its children for accessibility: `.accessibilityElement(children: X)`.
    public enum ChildrenBehavior {
        case ignore, combine, contain
    }

    public func childrenBehavior(of chain: ChainNode) -> ChildrenBehavior? {
        guard let modifier = chain.modifier(named: "accessibilityElement") else {
            for modifier in chain.modifiers {
                let effects = projectEffects(of: modifier)
                if effects.contains(.ignoresChildren) { return .ignore }
                if effects.contains(.combinesChildren) { return .combine }
                if effects.contains(.containsChildren) { return .contain }
            }
            return nil
        }
        guard let value = modifier.argument("children")?.value,
              let member = value.singleChain?.links.last else { return .ignore }  // the default is .ignore
        switch member.name {
        case "combine": return .combine
        case "contain": return .contain
        default: return .ignore
        }
    }

    /// What a modifier the project declares sets: a View extension function (`.cardStyle()`) or a
    /// ViewModifier applied with `.modifier(CardStyle())`. Empty for SwiftUI's own modifiers.
    func projectEffects(of modifier: LinkNode) -> AccessibilityEffects {
        guard let project, modifier.kind == .member else { return [] }
        if modifier.name == "modifier", let applied = modifier.arguments.first?.value?.singleChain?.elementLink {
            return project.accessibilityEffects(ofModifier: applied.name)
        }
        guard !modifier.name.hasPrefix("accessibility") else { return [] }
        return project.accessibilityEffects(ofModifier: modifier.name)
    }

    /// Whether every place the project builds the View that holds `node` hides it or labels it
    /// (`WhatsNewIcon(…).accessibilityHidden(true)` wherever it is used): what is inside is decided
    /// by its callers.
    public func isDecidedByEveryUse(of node: SyntaxNode) -> Bool {
        guard let project, let view = enclosingView(of: node), view.keyword != "extension" else { return false }
        let uses = project.uses(ofType: view.name)
        return uses.total > 0 && (uses.hidden == uses.total || uses.labelled == uses.total)
    }

    /// Whether a property or function is declared to return a view (`some View`, `AnyView`,
    /// `-> some View`): what it builds is placed by its caller.
    public static func declaresView(_ member: SyntaxNode?) -> Bool {
        if let property = member as? VariableDeclNode { return property.typeAnnotation?.contains("View") ?? false }
        guard let function = member as? FunctionDeclNode else { return false }
        let end = function.body?.firstToken ?? function.lastToken
        return (function.firstToken..<end).contains { function.tree.text(ofToken: $0).hasSuffix("View") }
    }

    /// Whether the project draws the View declared by `type` inside a `ForEach` or a `List` over data
    /// somewhere, in any file: everything in it is drawn once per item.
    public func isDrawnPerItem(_ type: TypeDeclNode) -> Bool {
        guard let project, type.keyword != "extension" else { return false }
        return project.uses(ofType: type.name).perItem > 0
    }

    /// Whether every place the project draws the View holding `node` is the label of a `Button`,
    /// `NavigationLink` or `Link` (a home screen's tile, a carousel's card), or every call of the
    /// View's helper that builds it is (`makeLabelButton(title:icon:)` in each profile link), or is a
    /// view that acts when tapped (`animeHero(anime).onTapGesture { … }`, a carousel's card): what it
    /// shows is part of a control, which VoiceOver reads as one.
    public func isDrawnOnlyAsControlLabel(_ node: SyntaxNode) -> Bool {
        // A helper of the View (`makeLabelButton(title:icon:)`) called only inside links' labels or tapped views.
        if let member = node.ancestors().first(where: { $0 is FunctionDeclNode || ($0 as? VariableDeclNode)?.isComputed == true }),
           (member as? VariableDeclNode)?.name != "body" {
            let uses = uses(ofCodeAround: node)
            if !uses.isEmpty, uses.allSatisfy({ isInsideElement($0, named: RuleContext.labelledControls) || !tapGestures(of: $0).isEmpty || isInsideTappableView($0) }) {
                return true
            }
        }
        guard let project, let view = enclosingView(of: node) else { return false }
        let uses = project.uses(ofType: view.name)
        return uses.total > 0 && uses.inControlLabel == uses.total
    }

    /// Whether a view around `chain` acts when tapped (`.onTapGesture` on a stack that holds it): what
    /// `chain` shows is part of that control's label.
    public func isInsideTappableView(_ chain: ChainNode) -> Bool {
        enclosingCalls(of: chain).contains { call in
            call.link === call.chain.elementLink && !tapGestures(of: call.chain).isEmpty
        }
    }

    /// Whether the project draws the View declared by `type` more than once at a time: per item,
    /// twice side by side, or inside a View that is drawn so. What it builds without the identity of
    /// its copy is the same on every copy.
    public func isDrawnRepeatedly(_ type: TypeDeclNode) -> Bool {
        guard let project, type.keyword != "extension" else { return false }
        return project.isDrawnRepeatedly(type.name)
    }

    /// Whether the project builds the View declared by `type` in several places or once per item, or
    /// the View draws content its caller passes in (`struct TrackableScrollView<Content: View>`): a
    /// component (a row, a layout helper such as `ScreenContent { … }`), not a screen of its own.
    public func isSharedComponent(_ type: TypeDeclNode) -> Bool {
        guard type.keyword != "extension" else { return false }
        if let open = type.bodyOpenToken, open > type.firstToken,
           file.text(tree.tokens[type.firstToken].start..<tree.tokens[open].start).range(of: #"<[^>]*:\s*View\b"#, options: .regularExpression) != nil {
            return true
        }
        guard let project else { return false }
        let uses = project.uses(ofType: type.name)
        return uses.total > 1 || uses.perItem > 0
    }

    /// Whether `node` is drawn into an image the app exports: its file draws views into an image
    /// (`ImageRenderer`, the View's `snapshot()`), or a file that builds its View does (a logo pill on
    /// a share card). Its sizes are those of a picture, not of the reader's interface.
    public func isDrawnIntoExportedImage(_ node: SyntaxNode) -> Bool {
        if drawsViewsIntoImages { return true }
        guard let project, let view = enclosingView(of: node) else { return false }
        return project.uses(ofType: view.name).inRenderingFile > 0
    }

    /// Whether `node` is drawn only into a picture, never on screen: it is inside the content given to
    /// `ImageRenderer(content: …)`, or in a view kept in a local constant that the function hands to
    /// one (`let exportView = ShareCard { … }; ImageRenderer(content: exportView)`).
    public func isOnlyRenderedIntoImage(_ node: SyntaxNode) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let link = ancestor as? LinkNode, link.name == "ImageRenderer" { return true }
            if let declaration = ancestor as? VariableDeclNode, let initializer = declaration.initializer, node.isDescendant(of: initializer),
               let function = declaration.firstAncestor(ofType: FunctionDeclNode.self) {
                return function.descendants(ofType: LinkNode.self).contains { link in
                    link.name == "ImageRenderer" && link.argument("content")?.value?.text == declaration.name
                }
            }
            if ancestor is FunctionDeclNode || ancestor is TypeDeclNode { return false }
            current = ancestor.parent
        }
        return false
    }

    /// The project's own animation helpers that test Reduce Motion themselves (`withElementAnimation`,
    /// `Animation.elementDefault`), in any file.
    public var reduceMotionHelpers: Set<String> { project?.reduceMotionHelpers() ?? [] }

    /// Whether a file that builds the View holding `node` animates changes (`withAnimation`, an
    /// `.animation` modifier): where a transition inside it can play. Without a project index the
    /// callers are unknown, and so true.
    public func isDrawnWhereChangesAnimate(_ node: SyntaxNode) -> Bool {
        guard let project else { return true }
        guard let view = enclosingView(of: node) else { return false }
        return project.uses(ofType: view.name).inAnimatingFile > 0
    }

    /// Whether `modifier` is applied to the root view of a View's `body` (outside any `if` of the
    /// body) that no place of the project inserts or removes: every use is shown for good, pushed or
    /// presented, never in a branch of state or a list's items. A transition there never plays.
    public func isOnRootOfViewNeverInserted(_ modifier: LinkNode) -> Bool {
        guard let project, let root = modifier.parent as? ChainNode, let view = enclosingView(of: modifier),
              bodyViewChains(of: view).contains(where: { $0 === root }),
              root.firstAncestor(ofType: StatementNode.self).map({ !$0.isDescendant(of: view) }) ?? true else { return false }
        let uses = project.uses(ofType: view.name)
        return uses.total > 0 && uses.insertedConditionally == 0
    }

    /// Whether the code around `chain` names it: a stack around it that carries a label
    /// (`enclosingAccessibilityOwner`), every use the project makes of the View it is in, or every
    /// place this file draws the helper, property or View it is built in, labels what it draws
    /// (`iconButton("plus").accessibilityLabel("Add")` at each call).
    public func isLabelledAround(_ chain: ChainNode) -> Bool {
        if enclosingAccessibilityOwner(of: chain) != nil || isDecidedByEveryUse(of: chain) { return true }
        return isDecidedWhereverDrawn(chain) { use in
            hasAccessibilityLabel(use) || enclosingAccessibilityOwner(of: use) != nil || isDecidedByEveryUse(of: use)
        }
    }

    /// Whether this file draws the member, helper or View around `node` somewhere, and every place
    /// that draws it satisfies `decides`, itself or where that place is drawn in turn (helpers that
    /// draw helpers, four levels deep).
    func isDecidedWhereverDrawn(_ node: SyntaxNode, depth: Int = 0, by decides: (ChainNode) -> Bool) -> Bool {
        guard depth < 4 else { return false }
        let uses = uses(ofCodeAround: node)
        return !uses.isEmpty && uses.allSatisfy { decides($0) || isDecidedWhereverDrawn($0, depth: depth + 1, by: decides) }
    }

    /// The nearest enclosing chain that takes over the accessibility of what it contains: one that is
    /// hidden, one that replaces its children (`.accessibilityElement(children: .ignore)`), or one that
    /// sets a label for its content (with `.combine`, or on a stack SwiftUI reads through: either way
    /// the team named what is inside).
    public func enclosingAccessibilityOwner(of node: SyntaxNode) -> ChainNode? {
        var current = node.parent
        while let candidate = current {
            if let chain = candidate as? ChainNode, chain !== node, chain.elementLink != nil {
                if isAccessibilityHidden(chain) { return chain }
                switch childrenBehavior(of: chain) {
                case .ignore?: return chain
                case .contain?: break
                case .combine?: if hasAccessibilityLabel(chain) { return chain }
                case nil:
                    // A stack's own label names its content; not what its modifiers' closures show
                    // (a toolbar, a sheet).
                    // A Menu's or a Picker's label names the control, not the items it opens.
                    if chain.hasModifier("accessibilityLabel"), let element = chain.elementLink, node.isDescendant(of: element),
                       !["Menu", "Picker"].contains(element.name) || element.closure(labeled: "label").map(node.isDescendant(of:)) == true {
                        return chain
                    }
                }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether `chain` is a view in a view-builder position, where adding a view modifier keeps the
    /// code valid: a statement of a closure or body (or of top-level code, as in snippets and
    /// playgrounds), a `return`ed value, or the argument of a modifier
    /// that takes a view (`.overlay(Image(…))`). Not inside `Text(Image(…))` or other expressions.
    /// A value that a function, property or closure declares with a concrete type
    /// (`var icon: Image { Image(systemName: "house") }`) is not one: a modifier would change its type.
    public func isViewPosition(_ chain: ChainNode) -> Bool {
        guard let expression = chain.parent as? ExpressionNode, expression.children.count == 1,
              expression.range == chain.range || expression.lastToken == chain.lastToken else { return false }
        switch expression.parent {
        case is ClosureNode, is BlockNode, is SwitchCaseNode, is PoundIfClauseNode, is SourceFileNode:
            return resultTypeTakesModifiers(of: expression)
        case let statement as StatementNode:
            return statement.keyword == "return" && resultTypeTakesModifiers(of: expression)
        case let argument as ArgumentNode:
            guard let link = argument.parent as? LinkNode, link.kind == .member else { return false }
            return RuleContext.viewArgumentModifiers.contains(link.name)
        default:
            return false
        }
    }

    /// Whether the function, computed property or closure whose result `expression` is part of
    /// accepts any view: an opaque or existential result (`some View`, `any View`), or one it does not
    /// spell out (closures passed to view builders). `-> Image`, `: Text`, `-> AnyView` and a function
    /// returning nothing do not. Outside a view builder, a view that is one of several results (an
    /// `if` or `switch` branch, one of several `return`s) is not either: all of them must keep one
    /// type, and a fix may reach only some of them.
    func resultTypeTakesModifiers(of expression: ExpressionNode) -> Bool {
        var crossedBranch = false
        var current = expression.parent
        while let node = current {
            switch node {
            case let function as FunctionDeclNode:
                guard function.keyword == "func", declaredResultType(of: function).map(RuleContext.isOpaqueOrExistential) ?? false else { return false }
                let isBuilder = function.name == "body" || function.name == "makeBody" || function.attributes.contains { $0.hasSuffix("Builder") }
                return isBuilder || (!crossedBranch && returnCount(in: function) <= 1)
            case let property as VariableDeclNode:
                guard let type = property.typeAnnotation else { return true }
                guard RuleContext.isOpaqueOrExistential(type) else { return false }
                let isBuilder = property.name == "body" || property.attributes.contains { $0.name.hasSuffix("Builder") }
                return isBuilder || (!crossedBranch && returnCount(in: property) <= 1)
            case let statement as StatementNode where statement.keyword == "if" || statement.keyword == "switch" || statement.keyword == "guard":
                crossedBranch = true
                current = node.parent
            case let closure as ClosureNode:
                // `data.map { Image(uiImage: $0) }`: a value transform, whose result type the code may store
                // (`var image: Image?`); a modifier would change it.
                if let call = (closure.parent as? LinkNode) ?? (closure.parent?.parent as? LinkNode) ?? (closure.parent?.parent?.parent as? LinkNode),
                   RuleContext.valueTransforms.contains(call.name), call.allClosures.contains(where: { $0 === closure }) { return false }
                guard let signature = closure.signature, let arrow = signature.range(of: "->") else { return true }
                return RuleContext.isOpaqueOrExistential(String(signature[arrow.upperBound...]))
            case is TypeDeclNode, is SourceFileNode:
                return true
            default:
                current = node.parent
            }
        }
        return true
    }

    /// Calls whose closure maps values to values: what it returns is stored or passed on, not drawn.
    static let valueTransforms: Set<String> = ["map", "flatMap", "compactMap", "reduce", "filter", "first", "sorted", "min", "max"]

    /// The `return` statements of a function or computed property itself, not of closures or
    /// functions nested in it.
    private func returnCount(in declaration: SyntaxNode) -> Int {
        declaration.descendants(ofType: StatementNode.self).lazy.filter { statement in
            guard statement.keyword == "return" else { return false }
            var ancestor = statement.parent
            while let node = ancestor, node !== declaration {
                if node is ClosureNode || node is FunctionDeclNode || node is VariableDeclNode { return false }
                ancestor = node.parent
            }
            return true
        }.count
    }

    private static func isOpaqueOrExistential(_ type: String) -> Bool {
        let trimmed = type.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasPrefix("some ") || trimmed.hasPrefix("any ")
    }

    /// The text after a function's `->`, up to its body or `where` clause; nil when it returns nothing.
    func declaredResultType(of function: FunctionDeclNode) -> String? {
        let tokens = tree.tokens
        let end = function.body?.firstToken ?? function.lastToken + 1
        // From the name on: attributes before it have parentheses of their own (`@available(iOS 16, *)`).
        guard let open = (function.nameToken..<end).first(where: { tokens[$0].kind == .leftParen }),
              let close = tree.matching(open), close + 1 < end,
              let arrow = (close + 1..<end).first(where: { tokens[$0].kind == .operator && tree.text(ofToken: $0) == "->" }) else { return nil }
        let typeEnd = (arrow + 1..<end).first { tree.token($0, is: "where") } ?? end
        guard arrow + 1 < typeEnd else { return nil }
        return file.text(tokens[arrow + 1].start..<tokens[typeEnd - 1].end)
    }

    /// Modifiers whose argument is a view.
    static let viewArgumentModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset"]

    /// The view statements of a closure or body, looking through `Group`, `if`/`else`, `switch`,
    /// `#if` and `return`, which add no content of their own.
    public func contentChains(of closure: SyntaxNode) -> [ChainNode] {
        var result: [ChainNode] = []
        var stack: [SyntaxNode] = closure.children.reversed()
        while let node = stack.popLast() {
            switch node {
            case let expression as ExpressionNode:
                if let chain = expression.singleChain {
                    if let element = chain.elementLink, element.name == "Group", chain.modifiers.isEmpty,
                       let inner = element.closure(labeled: nil) {
                        stack.append(contentsOf: inner.children.reversed())
                    } else {
                        result.append(chain)
                    }
                }
            case let statement as StatementNode where statement.keyword == "if" || statement.keyword == "switch":
                stack.append(contentsOf: statement.children.filter { !($0 is ExpressionNode) }.reversed())
            case let statement as StatementNode where statement.keyword == "return":
                stack.append(contentsOf: statement.children.reversed())
            case is BlockNode, is SwitchCaseNode, is PoundIfNode, is PoundIfClauseNode:
                stack.append(contentsOf: node.children.reversed())
            default:
                break
            }
        }
        return result
    }

    /// The calls that contain `node`, innermost first: for each, the chain and the link whose
    /// arguments or closures hold it, so a rule can tell the content of `Button { … }` (the element
    /// link) from the content of `.sheet { … }` (a modifier link).
    public func enclosingCalls(of node: SyntaxNode) -> [(chain: ChainNode, link: LinkNode)] {
        var result: [(ChainNode, LinkNode)] = []
        var child: SyntaxNode = node
        var current = node.parent
        while let candidate = current {
            if let link = candidate as? LinkNode, let chain = link.parent as? ChainNode, child !== link {
                result.append((chain, link))
            }
            child = candidate
            current = candidate.parent
        }
        return result
    }

    /// Whether `node` is part of the content of an element named in `names` (its arguments or its
    /// own closures, not its modifiers').
    public func isInsideElement(_ node: SyntaxNode, named names: Set<String>) -> Bool {
        enclosingCalls(of: node).contains { $0.link === $0.chain.elementLink && names.contains($0.link.name) }
    }

    /// Whether the code around `node` is drawn only inside elements named in `names`: a View or member
    /// of this file every use of which sits in one (a row `Button` whose label draws a private
    /// `Controls()` View), as if it were written there.
    public func isDrawnOnlyInsideElement(_ node: SyntaxNode, named names: Set<String>) -> Bool {
        let uses = uses(ofCodeAround: node).filter { !isPreview($0) }
        return !uses.isEmpty && uses.allSatisfy { isInsideElement($0, named: names) }
    }

    /// Whether `node` is inside the argument or closure of a modifier named in `names`.
    public func isInsideModifier(_ node: SyntaxNode, named names: Set<String>) -> Bool {
        enclosingCalls(of: node).contains { $0.link !== $0.chain.elementLink && names.contains($0.link.name) }
    }

    /// Whether a view is drawn as a placeholder of content still loading: it, or a view around it in
    /// its View, is `.redacted(reason: .placeholder)`, and it is not `.unredacted()`.
    public func isRedactedPlaceholder(_ chain: ChainNode) -> Bool {
        guard !chain.hasModifier("unredacted") else { return false }
        let redacts = { (candidate: ChainNode) in
            candidate.modifiers.contains { $0.name == "redacted" && $0.arguments.first?.value.map { RuleContext.squeezed($0.text).hasSuffix(".placeholder") } == true }
        }
        return redacts(chain) || enclosingCalls(of: chain).contains { $0.link === $0.chain.elementLink && redacts($0.chain) }
    }

    /// `expression`, written at `node`, as it must be written at `target`, an ancestor of `node`:
    /// a local constant declared between them (`let selected = selectedOption == option.value` in a
    /// label's `ZStack`) is out of scope at `target`, so a bare reference to it becomes its value;
    /// nil when the expression uses such a local in any other way.
    public func expression(_ expression: String, from node: SyntaxNode, asWrittenAt target: ChainNode) -> String? {
        var locals: [String: VariableDeclNode] = [:]
        for scope in node.ancestors() where scope !== target && scope.isDescendant(of: target) && (scope is ClosureNode || scope is BlockNode) {
            for case let local as VariableDeclNode in scope.children where local.firstToken < node.firstToken {
                locals[local.name] = locals[local.name] ?? local
            }
        }
        guard !locals.isEmpty else { return expression }
        let squeezed = RuleContext.squeezed(expression)
        if let local = locals[squeezed] {
            guard local.isLet, let value = local.initializer?.text, !value.contains("?"), !value.contains("\n") else { return nil }
            return value
        }
        let names = squeezed.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        return names.contains { locals[$0] != nil } ? nil : expression
    }

    /// Whether `node` is part of the items of a menu: the content of `Menu { … } label: { … }` (not its
    /// label), the menu of `.contextMenu { … }` (not its `preview:`), `.swipeActions { … }`, or the
    /// options of a Picker styled `.menu`. SwiftUI turns each item into one menu entry or action,
    /// titled by its text, with its image as the icon VoiceOver never reads: the views inside are not
    /// accessibility elements of their own.
    public func isInMenuItems(_ node: SyntaxNode) -> Bool {
        let calls = enclosingCalls(of: node)
        if isAmongMenuItems(node, calls: calls) { return true }
        // A View this file draws only among a menu's items (`CheckMenuItemView(check:)` inside `Menu { … }`),
        // and the label of a submenu drawn so (`MenuBarMenuView()`): macOS and iOS show them as menu items;
        // so is a View every place of the project draws there.
        guard let type = enclosingView(of: node) else { return false }
        guard type.modifiers.contains("private") || type.modifiers.contains("fileprivate") || project?.isReferencedOutside(file: file.path, name: type.name) == false else {
            // A View other files draw, each time among a menu's items (`VideoContextMenuView()` in a
            // `.contextMenu { … }` elsewhere): project index.
            guard let uses = project?.uses(ofType: type.name) else { return false }
            return uses.total > 0 && uses.inMenu == uses.total
        }
        let uses = uses(ofCodeAround: node)
        return !uses.isEmpty && uses.allSatisfy { isAmongMenuItems($0, calls: enclosingCalls(of: $0)) }
    }

    /// Whether one of `calls`, the calls around `node`, holds it among a menu's items.
    private func isAmongMenuItems(_ node: SyntaxNode, calls: [(chain: ChainNode, link: LinkNode)]) -> Bool {
        calls.contains { call in
            let isElement = call.link === call.chain.elementLink
            let closures: [ClosureNode?]
            switch call.link.name {
            case "Menu" where isElement:
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "content")]
            case _ where isElement && call.link.name.isCapitalizedName && project?.component(named: call.link.name)?.isMenuOfCallersContent == true:
                // The project's own menu (`ToolbarFeaturesMenu { Button(…) }`) makes its content menu items too.
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "content")]
            case "contextMenu" where !isElement:
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "menuItems"), call.link.closure(labeled: "menu")]
            case "ContextMenu" where isElement:
                // `.contextMenu(ContextMenu(menuItems: { … }))`, the first form of context menus.
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "menuItems")]
            case "swipeActions" where !isElement:
                return true
            case "commands" where !isElement:
                // The app's menu bar (`.commands { CommandMenu("List") { … } }`): every item is a menu item.
                return true
            case "CommandMenu" where isElement, "CommandGroup" where isElement:
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "content")]
            case "Picker" where isElement && pickerStyle(of: call.chain) == "menu":
                // A menu picker's options become menu items, read by their title.
                closures = [call.link.closure(labeled: nil), call.link.closure(labeled: "content")]
            default:
                return false
            }
            return closures.contains { closure in
                guard let closure else { return false }
                return closure.range.lowerBound <= node.range.lowerBound && node.range.upperBound <= closure.range.upperBound
            }
        }
    }
}
