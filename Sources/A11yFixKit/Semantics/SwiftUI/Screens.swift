/// Which Views are screens and what shows them: the container that makes a View's body a screen,
/// what a presenting modifier or a NavigationLink opens, and the app's screen map across files.
/// The identifier rule (a screen's container, the sheet an element sits in), label inference (the
/// screen a presentation state opens) and the reports (`a11yfix audit`, `nutrition`, `init
/// --ui-test`) all ask these, so that a screen is the same screen to each of them.
extension RuleContext {
    /// Containers that scroll a screen's content: a screen's own accessibility element.
    public static let scrollContainers: Set<String> = ["ScrollView", "List", "Form", "Table"]
    /// Containers that hold a whole screen and hand what is set on them to the screen inside.
    public static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "TabView"]
    /// Views a screen's content is wrapped in without being a screen's container themselves.
    static let screenContentWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "HStack", "ScrollViewReader", "GeometryReader"]
    /// Wrappers around a presented or pushed screen that say nothing about which screen it is.
    static let navigationWrappers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "Group"]
    /// Modifiers that present their content modally over the screen.
    public static let modalPresentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    /// Modifiers whose content is another screen, shown over, beside or after this one.
    public static let presentingModifiers: Set<String> = modalPresentations.union(["inspector", "navigationDestination"])

    /// The views of a View's `body`, through `return`, `if`, `switch` and `#if`.
    public func bodyViewChains(of type: TypeDeclNode) -> [ChainNode] {
        guard let body = type.properties.first(where: { $0.name == "body" && $0.isComputed })?.body else { return [] }
        return contentChains(of: body)
    }

    /// The container that makes `roots` (a body's views, a sheet's content) a screen: the outermost
    /// vertical scroll container, breadth first through the stacks, readers and navigation it is
    /// wrapped in; else a navigation container or TabView that is the whole content. A horizontal
    /// `ScrollView` is a carousel inside a screen, and a stack of controls is no container at all.
    public func screenContainer(among roots: [ChainNode]) -> ChainNode? {
        var level = roots
        while !level.isEmpty {
            var next: [ChainNode] = []
            for chain in level {
                guard let element = chain.elementLink else { continue }
                if RuleContext.scrollContainers.contains(element.name), !isHorizontalScrollView(element) { return chain }
                if RuleContext.screenContentWrappers.contains(element.name), let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                    next.append(contentsOf: contentChains(of: closure))
                }
            }
            level = next
        }
        if roots.count == 1, let element = roots[0].elementLink, RuleContext.navigationContainers.contains(element.name) { return roots[0] }
        return nil
    }

    func isHorizontalScrollView(_ element: LinkNode) -> Bool {
        guard element.name == "ScrollView", let axis = element.arguments.first(where: { $0.label == nil || $0.label == "axes" }) else { return false }
        return axis.text.contains("horizontal") && !axis.text.contains("vertical")
    }

    /// What a presenting modifier shows: its trailing closure, or its `content:` / `destination:` closure.
    public func presentedContent(of modifier: LinkNode) -> ClosureNode? {
        modifier.closure(labeled: nil) ?? modifier.closure(labeled: "content") ?? modifier.closure(labeled: "destination")
    }

    /// The app's own View that `node` (a closure's content, a view expression or chain) shows as a
    /// screen: the first one among its views, looking through the navigation and `Group` it is
    /// wrapped in (`NavigationStack { SettingsView() }` → `SettingsView`). Nil when the content is
    /// built inline from SwiftUI's views (`Form { … }`, `Text("Help")`): no named screen.
    public func shownScreen(in node: SyntaxNode) -> String? {
        let chains: [ChainNode]
        switch node {
        case let closure as ClosureNode: chains = contentChains(of: closure)
        case let chain as ChainNode: chains = [chain]
        case let expression as ExpressionNode: chains = expression.singleChain.map { [$0] } ?? []
        default: chains = []
        }
        for chain in chains {
            guard let element = chain.elementLink, element.kind == .name, element.name.first?.isUppercase == true else { continue }
            if RuleContext.navigationWrappers.contains(element.name) {
                if let screen = (element.closure(labeled: nil) ?? element.closure(labeled: "content")).flatMap(shownScreen(in:)) { return screen }
            } else if !RuleContext.builtInViews.contains(element.name) {
                return element.name
            }
        }
        return nil
    }

    /// Where a NavigationLink goes.
    public enum NavigationTarget: Equatable {
        /// The app's own View it pushes: `NavigationLink(destination: SettingsView())`, `NavigationLink { SettingsView() } label: { … }`.
        case view(String)
        /// The case of the route value it pushes: `NavigationLink(value: Route.settings)`, `.profile(user)` → `profile`.
        case route(String)
    }

    /// The screen a `NavigationLink` opens, when its code says which. A value that is not a route
    /// case (`value: item`, `value: item.id`) names the data pushed, not a screen.
    public func navigationTarget(of element: LinkNode) -> NavigationTarget? {
        guard element.name == "NavigationLink" else { return nil }
        if let value = element.argument("value")?.value {
            guard let route = value.singleChain, let first = route.links.first,
                  first.kind == .implicitMember || first.kind == .name && first.name.first?.isUppercase == true && route.links.count > 1,
                  let last = route.links.last(where: { $0.kind == .member || $0.kind == .implicitMember }) else { return nil }
            return .route(last.name)
        }
        var destination: SyntaxNode? = element.closure(labeled: "destination") ?? element.argument("destination")?.value
        if destination == nil {
            // `NavigationLink { Destination() } label: { … }` and `NavigationLink("Title") { Destination() }`; not
            // `NavigationLink(.post(post)) { PostRow(post: post) }`, an app's own initializer taking a route
            // whose trailing closure is the label.
            switch controlLabelSource(of: element) {
            case .title:
                let title = element.arguments.first?.value?.singleChain?.links.first
                if !(title?.kind == .implicitMember && title?.hasCall == true) { destination = element.closure(labeled: nil) }
            case .content:
                destination = element.closure(labeled: nil)
            case .view, .other:
                break
            }
        }
        return destination.flatMap(shownScreen(in:)).map(NavigationTarget.view)
    }
}

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
    /// Types that play video, or audio: what a screen built with them shows needs captions or audio descriptions.
    static let videoNames: Set<String> = ["VideoPlayer", "AVPlayerViewController", "AVPlayerLayer", "AVPlayerView"]
    static let audioNames: Set<String> = ["AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioEngine"]

    /// Every type declared in the file (protocols excepted).
    public static func all(in context: RuleContext) -> [DeclaredType] {
        var chainsByType: [ObjectIdentifier: [ChainNode]] = [:]
        for chain in context.chains {
            if let type = context.enclosingType(of: chain) { chainsByType[ObjectIdentifier(type), default: []].append(chain) }
        }
        return context.typeDeclarations.filter { $0.keyword != "protocol" }.map { type in
            let roots = context.bodyViewChains(of: type)
            var references = Set<String>()
            var video = false, audio = false
            let tree = context.tree
            for index in type.firstToken...type.lastToken where tree.tokens[index].kind == .identifier {
                let name = tree.text(ofToken: index)
                guard name.first?.isUppercase == true else { continue }
                references.insert(name)
                if DeclaredType.videoNames.contains(name) { video = true }
                if DeclaredType.audioNames.contains(name) { audio = true }
            }
            references.remove(type.name)
            return DeclaredType(
                name: type.name, path: context.file.path, range: type.range, line: type.location.line,
                isView: context.isView(type), isViewController: type.inheritedTypes.contains { $0.hasSuffix("ViewController") },
                isPreview: context.isPreview(type), screenRoot: context.screenContainer(among: roots)?.elementLink?.name, references: references,
                destinations: destinations(of: type, chains: chainsByType[ObjectIdentifier(type)] ?? [], roots: roots, in: context),
                showsVideo: video, playsAudio: audio)
        }
    }

    /// `chains`: the chains whose innermost enclosing type is `type`; `roots`: its body's views.
    private static func destinations(of type: TypeDeclNode, chains: [ChainNode], roots: [ChainNode], in context: RuleContext) -> [Destination] {
        var result: [Destination] = []
        for chain in chains {
            guard let element = chain.elementLink else { continue }
            if case let .view(target)? = context.navigationTarget(of: element) {
                let trigger = context.shownTitle(of: element)?.literal
                result.append(Destination(typeName: target, presentation: .push, trigger: trigger))
            }
            if element.name == "TabView", let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                for (index, tab) in context.contentChains(of: closure).enumerated() {
                    guard let target = context.shownScreen(in: tab) else { continue }
                    let title = tab.modifier(named: "tabItem")?.allClosures.lazy.compactMap { context.shownTexts(in: $0).first?.literal }.first
                    result.append(Destination(typeName: target, presentation: .tab, trigger: title, tabIndex: index))
                }
            }
            for modifier in chain.modifiers where RuleContext.presentingModifiers.contains(modifier.name) {
                guard let presentation = Destination.Presentation(presentingModifier: modifier.name),
                      let target = context.presentedContent(of: modifier).flatMap(context.shownScreen(in:)) else { continue }
                result.append(Destination(typeName: target, presentation: presentation))
            }
        }
        // A root view that switches between whole screens: `Group { if … { Onboarding() } else { Home() } }`.
        var alternatives = roots
        if alternatives.count == 1, let group = alternatives[0].elementLink, group.name == "Group", let closure = group.closure(labeled: nil) {
            alternatives = context.contentChains(of: closure)
        }
        let screens = alternatives.compactMap { context.shownScreen(in: $0) }
        if screens.count >= 2 {
            result += screens.map { Destination(typeName: $0, presentation: .root) }
        }
        return result
    }
}

extension Destination.Presentation {
    /// How a presenting modifier shows its content; nil for one the screen map does not follow (an inspector is part of its screen).
    init?(presentingModifier name: String) {
        switch name {
        case "sheet": self = .sheet
        case "fullScreenCover": self = .fullScreenCover
        case "popover": self = .popover
        case "navigationDestination": self = .push
        default: return nil
        }
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
