/// Whether a screen of a navigation stack names itself in the navigation bar. SwiftUI takes
/// `.navigationTitle` from any view the screen shows, so a title set deep inside counts, and so does
/// one the presenting code sets on the screen it pushes. Where the screen is built from Views this
/// file cannot see, the answer is unknown.
extension RuleContext {
    /// What a screen's content says about its navigation title.
    public enum ScreenTitle: Sendable {
        /// It sets a title, fills the bar's centre with its own title view, or hides the bar.
        case titled
        /// Everything it shows is known, and none of it sets a title.
        case untitled
        /// It shows a View declared elsewhere, or a view a parameter gives it, that may set one.
        case unknown
    }

    /// Modifiers that set the screen's name in the bar (also a project's own `.screenTitle(…)`, by its
    /// name) or hide the bar, which then has no title to show.
    private static let titleModifiers: Set<String> = ["navigationTitle", "navigationBarTitle", "navigationBarHidden"]
    /// Modifiers named for a title that set only how it is shown.
    private static let titleStyleModifiers: Set<String> = ["navigationBarTitleDisplayMode", "toolbarTitleDisplayMode", "toolbarTitleMenu"]

    /// Whether `content` (a pushed destination, a navigation stack's root) sets its navigation title.
    public func screenTitle(of content: SyntaxNode) -> ScreenTitle {
        var visited = Set<String>()
        return screenTitle(of: content, depth: 4, visited: &visited)
    }

    private func screenTitle(of node: SyntaxNode, depth: Int, visited: inout Set<String>) -> ScreenTitle {
        let inside = ((node as? ChainNode).map { [$0] } ?? []) + node.descendants(ofType: ChainNode.self)
        if inside.contains(where: setsTitle) { return .titled }
        var result = ScreenTitle.untitled
        for view in shownViews(in: node) {
            let answer: ScreenTitle
            if let member = ownMember(calledBy: view) {
                answer = depth > 0 ? screenTitle(of: member, depth: depth - 1, visited: &visited) : .unknown
            } else if let element = view.elementLink, element.kind == .name, element.name.isCapitalizedName {
                answer = titleOfView(named: element.name, drawn: view, in: node, depth: depth, visited: &visited)
            } else {
                // `content`, `self.content()`: a view the caller gives, or one this file does not say.
                answer = .unknown
            }
            if answer == .titled { return .titled }
            if answer == .unknown { result = .unknown }
        }
        return result
    }

    /// What a View the screen draws says: SwiftUI's own views say nothing; the app's Views declared
    /// in this file are read; the others are unknown, unless the screen draws them per item (a row
    /// sets no screen's title).
    private func titleOfView(named name: String, drawn view: ChainNode, in screen: SyntaxNode, depth: Int, visited: inout Set<String>) -> ScreenTitle {
        // A name SwiftUI does not have is the app's, or a library's, View: it may set the title.
        guard !RuleContext.builtInViews.contains(name) || project?.isView(name) == true else { return .untitled }
        let declarations = typeDeclarations.filter { $0.name == name }
        guard declarations.contains(where: { $0.keyword != "extension" }) else {
            let isPerItem = enclosingCalls(of: view).contains { call in
                call.link === call.chain.elementLink && call.link.isDescendant(of: screen) && dataClosure(of: call.link) != nil
            }
            return isPerItem ? .untitled : .unknown
        }
        guard visited.insert(name).inserted else { return .untitled }
        guard depth > 0 else { return .unknown }
        var result = ScreenTitle.untitled
        for declaration in declarations {
            switch screenTitle(of: declaration, depth: depth - 1, visited: &visited) {
            case .titled: return .titled
            case .unknown: result = .unknown
            case .untitled: break
            }
        }
        return result
    }

    /// The views `node` shows, looking through SwiftUI's stacks, lists and other containers to what
    /// they hold, and into a control's label; a type declaration shows its `body`. Not what a
    /// NavigationLink pushes or a modifier presents: another screen.
    private func shownViews(in node: SyntaxNode) -> [ChainNode] {
        var roots: [ChainNode]
        switch node {
        case let type as TypeDeclNode:
            roots = bodyViewChains(of: type)
        case let chain as ChainNode:
            roots = [chain]
        case let expression as ExpressionNode:
            roots = expression.singleChain.map { [$0] } ?? []
        default:
            roots = contentChains(of: node)
        }
        var views: [ChainNode] = []
        while let chain = roots.popLast() {
            guard let element = chain.elementLink, element.kind == .name, RuleContext.builtInViews.contains(element.name),
                  project?.isView(element.name) != true else {
                views.append(chain)
                continue
            }
            guard RuleContext.controls.contains(element.name) else {
                roots += element.allClosures.flatMap(contentChains)
                continue
            }
            // A control's label only: not its action, nor the screen a NavigationLink pushes.
            switch controlLabelSource(of: element) {
            case let .content(label): roots += contentChains(of: label)
            case let .view(label): roots += label.singleChain.map { [$0] } ?? []
            case .title, .other: break
            }
        }
        return views
    }

    /// Whether a screen names itself in its own content and has no screen to hand its name to: it
    /// pushes nothing (no `NavigationLink`, no `.navigationDestination`), and before its first control
    /// or list it shows a heading: a `Text` in a title style, bold, or with the header trait. A sheet
    /// that holds a stack only for its Close button and opens with "Link no longer valid" in bold is
    /// named by that text, which VoiceOver reads first; no back button will ever say "Back" for it.
    public func namesItselfInContent(_ content: SyntaxNode) -> Bool {
        var pushes = false
        var heading: Bool?
        var visited = Set<ObjectIdentifier>()
        func walk(_ node: SyntaxNode, depth: Int) {
            let chains = ((node as? ChainNode).map { [$0] } ?? []) + node.descendants(ofType: ChainNode.self)
            for chain in chains {
                if chain.modifiers.contains(where: { $0.name == "navigationDestination" }) { pushes = true }
                if let member = ownMember(calledBy: chain) {
                    if depth > 0, visited.insert(ObjectIdentifier(member)).inserted { walk(member, depth: depth - 1) }
                    continue
                }
                guard let element = chain.elementLink else { continue }
                if element.name == "NavigationLink" { pushes = true }
                guard heading == nil else { continue }
                if element.name == "Text" {
                    if isStyledAsHeading(chain) { heading = true }
                } else if RuleContext.controls.contains(element.name) || ["List", "Form", "ForEach"].contains(element.name) {
                    heading = false
                }
            }
        }
        walk(content, depth: 3)
        return !pushes && heading == true
    }

    /// Whether a `Text` looks like a heading: a title style, a bold or heavier weight, or the header trait.
    private func isStyledAsHeading(_ chain: ChainNode) -> Bool {
        if titleStyle(of: chain) != nil || setsHeading(chain) { return true }
        return chain.modifiers.contains { modifier in
            switch modifier.name {
            case "bold": return modifier.arguments.isEmpty || modifier.arguments.first?.value.map({ $0.text == "true" }) == true
            case "fontWeight":
                let weight = modifier.arguments.first?.value.map { RuleContext.squeezed($0.text) } ?? ""
                return [".bold", ".semibold", ".heavy", ".black", "Font.Weight.bold", "Font.Weight.semibold", "Font.Weight.heavy", "Font.Weight.black"].contains(weight)
            case "font":
                let font = modifier.arguments.first?.value.map { RuleContext.squeezed($0.text) } ?? ""
                return font.contains(".bold()") || font.contains("weight:.bold") || font.contains("weight:.semibold") || font.contains("weight:.heavy")
            default: return false
            }
        }
    }

    /// Whether the chain sets a navigation title or stands in for one: a title modifier, a bar hidden
    /// (`.toolbar(.hidden, for: .navigationBar)`), a `ToolbarItem(placement: .principal)` title view.
    private func setsTitle(_ chain: ChainNode) -> Bool {
        if let element = chain.elementLink, ["ToolbarItem", "ToolbarItemGroup"].contains(element.name),
           element.argument("placement")?.value.map({ RuleContext.squeezed($0.text).hasSuffix(".principal") }) == true {
            return true
        }
        return chain.modifiers.contains { modifier in
            if RuleContext.titleModifiers.contains(modifier.name) { return true }
            if ["toolbar", "toolbarVisibility"].contains(modifier.name),
               modifier.arguments.first.flatMap({ $0.value.map { RuleContext.squeezed($0.text) } }) == ".hidden" {
                return true
            }
            return modifier.name.lowercased().contains("title") && !RuleContext.titleStyleModifiers.contains(modifier.name)
        }
    }
}
