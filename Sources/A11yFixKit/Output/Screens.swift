/// A type declaration as the screen map sees it: whether it is a screen, what it shows and what it
/// opens. Read from one file; `ScreenMap` puts the files together.
public struct DeclaredType: Sendable {
    public var name: String
    public var path: String
    public var range: Range<Int>
    public var line: Int
    public var isView: Bool
    public var isViewController: Bool
    /// A `PreviewProvider`: never a screen, and what it shows is not opened by the app.
    public var isPreview: Bool
    /// The container at the top of `body` that makes a View a screen of its own.
    public var screenRoot: String?
    /// Capitalised names the declaration mentions: the subviews it is built from.
    public var references: Set<String>
    /// The screens it pushes, presents, shows as tabs or switches between.
    public var destinations: [Destination]
    public var showsVideo: Bool
    public var playsAudio: Bool
}

/// How one screen is reached from another.
public struct Destination: Sendable, Equatable {
    public enum Presentation: String, Sendable {
        case push, sheet, fullScreenCover, popover, tab
        /// One of the alternatives a root view switches between (`if signedIn { Home() } else { Login() }`).
        case root
    }

    public var typeName: String
    public var presentation: Presentation
    /// What a user taps to get there, when the code says it: a NavigationLink's text, a tab's title.
    public var trigger: String?
    /// For tabs: the position in the TabView, from 0.
    public var tabIndex: Int?
}

extension DeclaredType {
    /// Containers that make a View's body a screen (seed 004's screen containers, and a TabView).
    static let screenRoots: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "List", "Form", "ScrollView", "TabView"]
    /// Containers a destination is wrapped in: the screen is the view inside.
    static let wrappers: Set<String> = ["NavigationStack", "NavigationView", "Group"]
    static let presentations: [String: Destination.Presentation] = ["sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover]

    /// Every type declared in the file (protocols excepted).
    public static func all(in context: RuleContext) -> [DeclaredType] {
        let planner = IdentifierPlanner(context: context)
        var chainsByType: [ObjectIdentifier: [ChainNode]] = [:]
        for chain in context.chains {
            if let type = context.enclosingType(of: chain) { chainsByType[ObjectIdentifier(type), default: []].append(chain) }
        }
        return context.typeDeclarations.filter { $0.keyword != "protocol" }.map { type in
            let body = type.properties.first { $0.name == "body" && $0.isComputed }?.body
            var screenRoot: String?
            if let body, let first = planner.viewChains(in: body.children).first?.elementLink?.name,
               DeclaredType.screenRoots.contains(first) {
                screenRoot = first
            }
            var references = Set<String>()
            var video = false, audio = false
            let tree = context.tree
            for index in type.firstToken...type.lastToken where tree.tokens[index].kind == .identifier {
                let name = tree.text(ofToken: index)
                guard name.first?.isUppercase == true else { continue }
                references.insert(name)
                if CodeFacts.videoNames.contains(name) { video = true }
                if CodeFacts.audioNames.contains(name) { audio = true }
            }
            references.remove(type.name)
            return DeclaredType(
                name: type.name, path: context.file.path, range: type.range, line: type.location.line,
                isView: context.isView(type), isViewController: type.inheritedTypes.contains { $0.hasSuffix("ViewController") },
                isPreview: context.isPreview(type), screenRoot: screenRoot, references: references,
                destinations: destinations(of: type, chains: chainsByType[ObjectIdentifier(type)] ?? [], body: body, in: context, planner: planner),
                showsVideo: video, playsAudio: audio)
        }
    }

    /// `chains`: the chains whose innermost enclosing type is `type`.
    private static func destinations(of type: TypeDeclNode, chains: [ChainNode], body: BlockNode?, in context: RuleContext, planner: IdentifierPlanner) -> [Destination] {
        var result: [Destination] = []
        for chain in chains {
            guard let element = chain.elementLink else { continue }
            if element.name == "NavigationLink" {
                // `NavigationLink(destination: X())`, `NavigationLink { X() } label: { … }`, `NavigationLink("Title") { X() }`.
                let hasTitle = element.arguments.first.map { $0.label == nil && $0.value?.singleChain?.links.first?.kind != .closure } ?? false
                let trailing = element.closure(labeled: "label") != nil || hasTitle ? element.closure(labeled: nil) : nil
                let target = element.argument("destination")?.value.flatMap { firstView(in: $0, context: context) }
                    ?? (element.closure(labeled: "destination") ?? trailing).flatMap { firstView(in: $0, context: context) }
                if let target {
                    result.append(Destination(typeName: target, presentation: .push, trigger: triggerText(of: element, context: context, planner: planner)))
                }
            }
            if element.name == "TabView", let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                for (index, tab) in context.contentChains(of: closure).enumerated() {
                    guard let target = viewName(of: tab, context: context) else { continue }
                    let title = tab.modifier(named: "tabItem")?.allClosures.lazy.compactMap { firstText(in: $0, context: context) }.first
                    result.append(Destination(typeName: target, presentation: .tab, trigger: title, tabIndex: index))
                }
            }
            for modifier in chain.modifiers {
                let presentation: Destination.Presentation?
                if modifier.name == "navigationDestination" {
                    presentation = .push
                } else {
                    presentation = DeclaredType.presentations[modifier.name]
                }
                guard let presentation, let closure = modifier.closure(labeled: nil) ?? modifier.closure(labeled: "content") ?? modifier.closure(labeled: "destination"),
                      let target = firstView(in: closure, context: context) else { continue }
                result.append(Destination(typeName: target, presentation: presentation))
            }
        }
        // A root view that switches between whole screens: `Group { if … { Onboarding() } else { Home() } }`.
        if let body {
            var roots = planner.viewChains(in: body.children)
            if roots.count == 1, let group = roots[0].elementLink, group.name == "Group", let closure = group.closure(labeled: nil) {
                roots = context.contentChains(of: closure)
            }
            let alternatives = roots.compactMap { viewName(of: $0, context: context) }
            if alternatives.count >= 2 {
                result += alternatives.map { Destination(typeName: $0, presentation: .root) }
            }
        }
        return result
    }

    /// The custom view a chain shows, looking through navigation wrappers: `NavigationStack { ChatView() }` → ChatView.
    private static func viewName(of chain: ChainNode, context: RuleContext) -> String? {
        guard let element = chain.elementLink, element.kind == .name, element.name.first?.isUppercase == true else { return nil }
        if DeclaredType.wrappers.contains(element.name) {
            return (element.closure(labeled: nil) ?? element.closure(labeled: "content")).flatMap { firstView(in: $0, context: context) }
        }
        return IdentifierNaming.builtInViews.contains(element.name) || DeclaredType.screenRoots.contains(element.name) ? nil : element.name
    }

    private static func firstView(in node: SyntaxNode, context: RuleContext) -> String? {
        if let closure = node as? ClosureNode {
            return context.contentChains(of: closure).lazy.compactMap { viewName(of: $0, context: context) }.first
        }
        return (node as? ExpressionNode)?.singleChain.flatMap { viewName(of: $0, context: context) }
    }

    /// A NavigationLink's visible text: its title, or the first text of its label.
    private static func triggerText(of element: LinkNode, context: RuleContext, planner: IdentifierPlanner) -> String? {
        if let title = planner.plainTitle(of: element) { return title }
        return planner.labelContent(of: element).flatMap { firstText(in: $0, context: context) }
    }

    /// The first literal `Text("…")` or `Label("…", …)` title in a node.
    static func firstText(in node: SyntaxNode, context: RuleContext) -> String? {
        for chain in node.descendants(ofType: ChainNode.self) {
            guard let element = chain.elementLink, element.name == "Text" || element.name == "Label",
                  let title = context.literalTitle(of: element), !title.isEmpty else { continue }
            return title
        }
        return nil
    }
}

/// The app's screens, found across files: Views whose body is a screen container
/// (NavigationStack, List, Form, ScrollView, TabView …), Views that another View pushes, presents,
/// shows as a tab or switches to at the root, and view controllers. Each screen's scope is its own
/// declarations and those of the subviews it is built from (not crossing into other screens).
public struct ScreenMap: Sendable {
    public struct Screen: Sendable {
        public var typeName: String
        /// "Settings" for `SettingsView`, "Product Detail" for `ProductDetailView`.
        public var name: String
        public var path: String
        public var line: Int
        /// How the app reaches it, from which screen or view.
        public var reachedFrom: [(parent: String, destination: Destination)]
        /// The byte ranges, by file, of the screen's declarations and its subviews'.
        public var scope: [String: [Range<Int>]]
        public var showsVideo: Bool
        public var playsAudio: Bool

        public func contains(path: String, offset: Int) -> Bool {
            scope[path]?.contains { $0.contains(offset) } ?? false
        }
    }

    public private(set) var screens: [Screen] = []

    public init(types: [DeclaredType]) {
        let live = types.filter { !$0.isPreview && !$0.name.hasSuffix("_Previews") }
        // Every type a screen may be built from: subviews, but also the styles, fonts and helpers it uses.
        var declarations: [String: [DeclaredType]] = [:]
        for type in live { declarations[type.name, default: []].append(type) }
        let views = Set(live.filter { $0.isView || $0.isViewController }.map(\.name))
        var reachedFrom: [String: [(String, Destination)]] = [:]
        for type in live {
            for destination in type.destinations where views.contains(destination.typeName) && destination.typeName != type.name {
                reachedFrom[destination.typeName, default: []].append((type.name, destination))
            }
        }
        let screenNames = views.filter { name in
            reachedFrom[name] != nil || declarations[name]!.contains { $0.screenRoot != nil || $0.isViewController }
        }
        for name in screenNames {
            let own = declarations[name]!
            let primary = own.first { $0.screenRoot != nil || $0.isViewController } ?? own[0]
            var scope: [String: [Range<Int>]] = [:]
            var video = false, audio = false
            var pending = own
            var visited = Set<String>([name])
            while let type = pending.popLast() {
                scope[type.path, default: []].append(type.range)
                video = video || type.showsVideo
                audio = audio || type.playsAudio
                for reference in type.references where !screenNames.contains(reference) && visited.insert(reference).inserted {
                    guard let found = declarations[reference] else { continue }
                    // A private subview of the same name in several files: the one in this file.
                    let sameFile = found.filter { $0.path == type.path }
                    pending += sameFile.isEmpty ? found : sameFile
                }
            }
            screens.append(Screen(typeName: name, name: ScreenMap.displayName(ofType: name), path: primary.path, line: primary.line,
                                  reachedFrom: reachedFrom[name] ?? [], scope: scope, showsVideo: video, playsAudio: audio))
        }
        screens.sort { ($0.path, $0.line) < ($1.path, $1.line) }
    }

    /// `SettingsView` → "Settings", `ProductDetailView` → "Product Detail", `LoginViewController` → "Login".
    public static func displayName(ofType name: String) -> String {
        var words = LabelInference.splitWords(name)
        for suffix in [["View", "Controller"], ["Controller"], ["View"], ["Screen"]] where words.count > suffix.count && Array(words.suffix(suffix.count)) == suffix {
            words.removeLast(suffix.count)
            break
        }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// The screens whose scope holds a place in a file.
    public func screens(containing path: String, offset: Int) -> [Screen] {
        screens.filter { $0.contains(path: path, offset: offset) }
    }
}
