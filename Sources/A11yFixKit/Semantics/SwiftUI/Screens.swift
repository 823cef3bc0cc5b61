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
    /// Wrappers around a presented or pushed screen that say nothing about which screen it is: also
    /// a tab of a TabView (`Tab("Home") { HomeView() }`) and a type-erased view (`AnyView(HomeView())`).
    static let navigationWrappers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "Group", "Tab", "AnyView"]
    /// Scenes of an App's `body`, whose content is a window, a Settings window, a menu bar extra or
    /// another place the app shows views.
    public static let sceneTypes: Set<String> = ["WindowGroup", "Window", "UtilityWindow", "Settings", "MenuBarExtra", "DocumentGroup", "ImmersiveSpace"]
    /// AppKit and UIKit types that show a SwiftUI View given as `rootView:`.
    /// Types that draw a View into an image or a cell's content rather than showing it as a screen.
    static let renderingTypes: Set<String> = ["ImageRenderer", "UIHostingConfiguration", "NSHostingConfiguration"]
    /// Views that show text, which grows with Dynamic Type where the platform has it.
    public static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "TextEditor"]
    /// Calls and modifiers that move or animate views.
    public static let animationCalls: Set<String> = ["withAnimation", "repeatForever", "UIViewPropertyAnimator", "NSAnimationContext", "animate", "matchedGeometryEffect"]
    public static let animationModifiers: Set<String> = ["animation", "transition"]
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
        screenContainers(among: roots).first
    }

    /// The screen container, and those that stand in for it in the other branches of an `if` or a
    /// `switch` at the same depth (a `List` of the items, another of the empty state): each is the
    /// screen while it is shown.
    public func screenContainers(among roots: [ChainNode]) -> [ChainNode] {
        var level = roots
        while !level.isEmpty {
            var next: [ChainNode] = []
            var found: [ChainNode] = []
            for chain in level {
                guard let element = chain.elementLink else { continue }
                if RuleContext.scrollContainers.contains(element.name), !isHorizontalScrollView(element) {
                    found.append(chain)
                } else if RuleContext.screenContentWrappers.contains(element.name), let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                    next.append(contentsOf: contentChains(of: closure))
                }
            }
            if let first = found.first {
                return [first] + found.dropFirst().filter { other in found.allSatisfy { $0 === other || areInExclusiveBranches($0, other) } }
            }
            level = next
        }
        if roots.count == 1, let element = roots[0].elementLink, RuleContext.navigationContainers.contains(element.name) { return [roots[0]] }
        return []
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
        shownScreens(in: node).first
    }

    /// Every app View that `node` shows as a screen, in order: the cases of a router's `switch`
    /// (`switch route { case .profile: ProfileView() case .settings: SettingsView() }`) and the
    /// branches of an `if` each show one.
    public func shownScreens(in node: SyntaxNode) -> [String] {
        framedScreens(in: node).map(\.name)
    }

    /// The screens `node` shows, each with the app's View around it that it is given to, if any
    /// (`NavigationTab { AccountStatusesListView() }` → `AccountStatusesListView` in `NavigationTab`).
    func framedScreens(in node: SyntaxNode) -> [(name: String, frame: String?)] {
        var seen = Set<String>()
        return framedScreens(in: node, frame: nil, followingMembers: 3).filter { seen.insert($0.name).inserted }
    }

    /// `followingMembers`: how many more of the View's own properties and methods to follow
    /// (`detail: { detail }` → `var detail: some View { … }`); a few suffice, and recursion stops.
    private func framedScreens(in node: SyntaxNode, frame: String?, followingMembers depth: Int) -> [(name: String, frame: String?)] {
        let chains: [ChainNode]
        switch node {
        case let closure as ClosureNode: chains = contentChains(of: closure)
        case let chain as ChainNode: chains = [chain]
        case let expression as ExpressionNode: chains = expression.singleChain.map { [$0] } ?? []
        default: chains = contentChains(of: node)
        }
        var screens: [(name: String, frame: String?)] = []
        for chain in chains {
            if depth > 0, let member = ownMember(calledBy: chain) ?? ownMethod(calledWithModifiers: chain) {
                screens += framedScreens(in: member, frame: frame, followingMembers: depth - 1)
                continue
            }
            // `ProfileView()`, or one named in its namespace: `StatusEditor.MainView(…)`.
            guard let element = chain.elementLink, element.name.isCapitalizedName,
                  chain.links.prefix(while: { $0 !== element }).allSatisfy({ $0.name.isCapitalizedName && !$0.hasCall }) else { continue }
            // A library's navigation stack (`NBNavigationStack`, `NavigationStackBackport`) wraps a screen as SwiftUI's does.
            if RuleContext.navigationWrappers.contains(element.name) || ["NavigationStack", "NavigationView"].contains(where: element.name.hasSuffix)
                || element.name.hasPrefix("NavigationStack") {
                let content: SyntaxNode? = element.closure(labeled: nil) ?? element.closure(labeled: "content")
                    ?? (element.name == "AnyView" ? element.arguments.first?.value : nil)
                screens += content.map { framedScreens(in: $0, frame: frame, followingMembers: depth) } ?? []
            } else if !RuleContext.builtInViews.contains(element.name) || project?.isView(element.name) == true {
                // A project's View may share a name with SwiftUI's (`TimelineView`): the module's own wins.
                screens.append((element.name, frame))
                // The app's own wrapper around a screen: `NavigationTab { AccountStatusesListView() }`.
                if let content = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                    screens += framedScreens(in: content, frame: element.name, followingMembers: depth)
                }
            }
        }
        return screens
    }

    /// The body of the View's own computed property or method that `chain` names, alone: `detail`,
    /// `makeTabContent(for: tab)`, `self.sidebar`.
    func ownMember(calledBy chain: ChainNode) -> BlockNode? {
        let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
        guard links.count == 1, let link = links.first, link.kind == .name || link.kind == .member, link.name.first?.isLowercase == true,
              !link.hasTrailingClosures, let type = enclosingType(of: chain) else { return nil }
        let method = type.members.lazy.compactMap { $0 as? FunctionDeclNode }.first { $0.name == link.name }?.body
        if link.hasCall { return method }
        // A property, or a method passed by name: `.sheet(isPresented: $isOn, content: makeSheet)`.
        return type.properties.first { $0.name == link.name && $0.isComputed }?.body ?? method
    }

    /// The body of the View's own method that `chain` calls before its modifiers: `contentView()`
    /// in `WindowGroup { contentView().onOpenURL { … } }`.
    func ownMethod(calledWithModifiers chain: ChainNode) -> BlockNode? {
        guard let name = ownMethodName(calledBy: chain), let type = enclosingType(of: chain) else { return nil }
        return type.members.lazy.compactMap { $0 as? FunctionDeclNode }.first { $0.name == name }?.body
    }

    /// The name of the method of its own type that `chain` calls first, with modifiers after it or
    /// none: `contentView()`, `self.makeRoot().environment(…)`.
    func ownMethodName(calledBy chain: ChainNode) -> String? {
        let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
        guard let first = links.first, first.kind == .name || first.kind == .member, first.hasCall, !first.hasTrailingClosures,
              first.name.first?.isLowercase == true, chain.elementLink === first else { return nil }
        return first.name
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
                  first.kind == .implicitMember || first.kind == .name && first.name.isCapitalizedName && route.links.count > 1,
                  let last = route.links.last(where: { $0.kind == .member || $0.kind == .implicitMember }) else { return nil }
            // `Station.track(track)`: a station made from a track, not the track; a type that is not the
            // app's list of routes (`Route`, `Destination`) names what opens.
            let routeWords: Set<String> = ["route", "routes", "destination", "destinations", "screen", "screens", "path", "page", "pages", "tab", "navigation", "sheet", "link", "item"]
            if first.kind == .name, first !== last, last.hasCall, RuleContext.words(in: first.name).allSatisfy({ !routeWords.contains($0) }),
               !RuleContext.words(in: last.name).contains(RuleContext.words(in: first.name).last ?? "") {
                return .route(last.name + first.name)
            }
            return .route(last.name)
        }
        return destinationContent(of: element).flatMap(shownScreen(in:)).map(NavigationTarget.view)
    }

    /// What a `NavigationLink` pushes, as written: its `destination:` closure or argument, or the
    /// trailing closure of `NavigationLink("Title") { Destination() }`. Nil for a link that pushes a
    /// value (`.navigationDestination(for:)` shows it) or whose code does not say.
    public func destinationContent(of element: LinkNode) -> SyntaxNode? {
        guard element.argument("value") == nil else { return nil }
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
        return destination
    }
}

/// What a screen shows, for the Nutrition Label categories that apply only to screens with such
/// content: text (Larger Text), controls (Voice Control), animation (Reduced Motion).
public struct ScreenContent: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let text = ScreenContent(rawValue: 1 << 0)
    public static let controls = ScreenContent(rawValue: 1 << 1)
    public static let motion = ScreenContent(rawValue: 1 << 2)
    public static let images = ScreenContent(rawValue: 1 << 3)
    /// A view controller's content: drawn by code a11yfix does not follow, so assumed to have everything.
    public static let all: ScreenContent = [.text, .controls, .motion, .images]
}

/// A type declaration as the screen map sees it: whether it is a screen, what it is built from,
/// what it shows and what it opens. Read from one file; `ScreenMap` puts the files together.
public struct DeclaredType: Sendable {
    public var name: String
    public var path: String
    public var range: Range<Int>
    public var line: Int
    public var isView: Bool
    public var isViewController: Bool
    /// A UIKit or AppKit view or view controller wrapped for SwiftUI (`UIViewControllerRepresentable`).
    public var wrapsPlatformView: Bool
    /// A View modifier, a style or toolbar content (`ViewModifier`, `ButtonStyle`, `ToolbarContent` …): part of the views that use it.
    public var isModifierOrStyle: Bool
    /// The app's `App`: its scenes are where the screen map starts.
    public var isApp: Bool
    /// A `PreviewProvider`, or a View only previews use: never a screen, and what it shows is not opened by the app.
    public var isPreview: Bool
    /// The container at the top of `body` that makes a View a screen of its own.
    public var screenRoot: String?
    /// Capitalised names the declaration mentions (a router enum whose cases it pushes).
    public var references: Set<String>
    /// The types it constructs (`Row(item: item)`, `Card { … }`, `.modifier(CardStyle())`): what it is built from.
    public var constructions: Set<String>
    /// The modifiers it calls, which may be the app's own View extension functions.
    public var modifierCalls: Set<String>
    /// For `extension View`: the functions it declares, with their byte ranges.
    public var viewExtensionFunctions: [String: ViewExtensionFunction]
    /// The screens it pushes, presents, shows as tabs or scenes, routes to or switches between.
    public var destinations: [Destination]
    /// Whether it shows a TabView: the screens a router of its own makes are then its tabs.
    public var hasTabView: Bool
    /// A View generic over the content it is given (`struct NavigationTab<Content: View>`): a frame
    /// around the screen built at each use, not a screen itself.
    public var wrapsGivenContent: Bool
    /// The types it is declared in (`StatusEditor` for `extension StatusEditor { struct MainView }`), outermost first.
    public var namespace: [String]
    /// For an App: scenes whose content is built inline from SwiftUI's views (`MenuBarExtra { Button("Quit") … }`).
    public var inlineScenes: [InlineScene]
    public var content: ScreenContent
    /// Whether the platforms it builds for have Dynamic Type (not code only for macOS or tvOS).
    public var hasDynamicType: Bool
    public var showsVideo: Bool
    public var playsAudio: Bool
    /// Whether it shows web pages in the app (`WKWebView`, SwiftUI's `WebView`), whose
    /// videos a11yfix cannot see.
    public var showsWebContent = false
    /// The platforms its code builds for (the file's, narrowed by the `#if` around it and the places that draw it).
    public var platforms = Set(BuildPlatform.allCases)
    /// Sheets, full-screen covers and popovers it presents whose content it builds itself (`.sheet {
    /// accountsView }`): screens of their own, drawn from parts of this declaration.
    public var inlinePresentations: [InlinePresentation] = []
    /// The members it calls on a value (`page.view()` → `view`): a router's function it may reach.
    public var calledMembers: Set<String> = []
    /// The screens each of its methods without parameters shows (`func contentView() -> some View {
    /// AppCoordinator(…) }`): what a scene that calls the method in another file opens.
    public var methodScreens: [String: [String]] = [:]

    /// A destination that names a method of the type rather than a View: `.contentView`.
    static func memberReference(_ method: String) -> String { "." + method }
    /// Its functions and properties whose `switch` routes to screens (`func view() -> some View`).
    public var routingMembers: Set<String> = []
    /// The parts of the declaration that are its own view, when some of it is only shown by an
    /// inline presentation; empty for all of `range`.
    public var ownRanges: [Range<Int>] = []
    /// The class it inherits from, when it is a class that names one first (`BaseViewController`).
    public var superclass: String?

    /// The code that draws this declaration's view: its range less what only its inline presentations show.
    public var scopeRanges: [Range<Int>] { ownRanges.isEmpty ? [range] : ownRanges }
}

/// A sheet, full-screen cover or popover whose content a View builds from SwiftUI's views and its
/// own members rather than another View type: `.fullScreenCover(isPresented: $isFullScreen) {
/// modalPreview }`.
public struct InlinePresentation: Sendable {
    /// What it is called: its navigation title, else the member it shows (`accountsView` → "Accounts").
    public var title: String
    public var presentation: Destination.Presentation
    public var line: Int
    /// The presented closure and the members it shows, transitively.
    public var ranges: [Range<Int>]
    /// Of `ranges`, those nothing else of the View shows.
    public var exclusiveRanges: [Range<Int>]
    public var constructions: Set<String>
    public var content: ScreenContent

    /// The name of the screen it is in the map: `AppAccountsSelectorView.Accounts`.
    func typeName(in host: String) -> String { "\(host).\(title)" }
}

/// A function of `extension View`: what a View that calls it is also built from.
public struct ViewExtensionFunction: Sendable {
    public var range: Range<Int>
    /// The types it constructs (`modifier(AccountPopoverModifier(…))`).
    public var constructions: Set<String>
    /// The screens it opens: `func withRouter() -> some View { navigationDestination(for: Route.self) { … } }`.
    public var destinations: [Destination]
}

/// A scene of an App whose content is written inline: a screen of its own without a View type.
public struct InlineScene: Sendable {
    /// "Settings", "Menu Bar Extra", or the scene's title.
    public var name: String
    public var range: Range<Int>
    public var line: Int
    public var constructions: Set<String>
    public var content: ScreenContent
}

/// How one screen is reached from another.
public struct Destination: Sendable, Equatable {
    public enum Presentation: String, Sendable {
        case push, sheet, fullScreenCover, popover, tab
        /// One of the alternatives a root view switches between (`if signedIn { Home() } else { Login() }`),
        /// or the one screen a View wraps (`NavigationStack { Home() }`).
        case root
        /// A case of a router's `switch` over a route (`case .profile(let id): ProfileView(id: id)`).
        case routed
        /// A scene of the App: `WindowGroup`, `Window`, `Settings`, `MenuBarExtra`, `DocumentGroup`.
        case scene
    }

    public var typeName: String
    public var presentation: Presentation
    /// What a user taps to get there, when the code says it: a NavigationLink's text, a tab's title;
    /// for a scene, its kind (`Settings`, `MenuBarExtra`).
    public var trigger: String?
    /// For tabs: the position in the TabView, from 0.
    public var tabIndex: Int?
    /// The app's View it is given to, which draws around it: `Framed { SavedView() }` → `Framed`.
    public var frame: String?
}

extension DeclaredType {
    /// Types that play video, or audio: what a screen built with them shows needs captions or audio descriptions.
    static let videoNames: Set<String> = ["VideoPlayer", "AVPlayerViewController", "AVPlayerLayer", "AVPlayerView"]
    static let audioNames: Set<String> = ["AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioEngine"]
    static let webViewNames: Set<String> = ["WKWebView", "WebView", "WebPage"]
    /// The system's views made of controls: a screen that shows one has controls, though none is written in its code.
    static let systemControlViews: Set<String> = [
        "SubscriptionStoreView", "StoreView", "ProductView", "PhotosPicker", "SignInWithAppleButton", "PayWithApplePayButton",
        "AddPassToWalletButton", "LiveActivityIntentButton",
    ]
    /// Protocols whose conformers are parts of the views that use them rather than views: modifiers,
    /// styles, and the toolbar content a View puts in its `.toolbar { … }`.
    static let modifierProtocolSuffixes = ["ViewModifier", "Style", "ToolbarContent"]

    /// Every type declared in the file (protocols excepted).
    public static func all(in context: RuleContext) -> [DeclaredType] {
        var chainsByType: [ObjectIdentifier: [ChainNode]] = [:]
        for chain in context.chains {
            if let type = context.enclosingType(of: chain) { chainsByType[ObjectIdentifier(type), default: []].append(chain) }
        }
        return context.typeDeclarations.filter { $0.keyword != "protocol" }.map { type in
            let chains = chainsByType[ObjectIdentifier(type)] ?? []
            let roots = context.bodyViewChains(of: type)
            var references = Set<String>()
            var video = false, audio = false, web = false
            let tree = context.tree
            for index in type.firstToken...type.lastToken where tree.tokens[index].kind == .identifier {
                let name = tree.text(ofToken: index)
                guard name.isCapitalizedName else { continue }
                references.insert(name)
                if DeclaredType.videoNames.contains(name) { video = true }
                if DeclaredType.audioNames.contains(name) { audio = true }
                if DeclaredType.webViewNames.contains(name) { web = true }
            }
            references.remove(type.name)
            let isViewController = type.inheritedTypes.contains { $0.hasSuffix("ViewController") }
            // A UIKit or AppKit view wrapped for SwiftUI: what it draws is not in SwiftUI code a11yfix reads.
            let wrapsPlatformView = type.inheritedTypes.contains { $0.hasSuffix("Representable") }
            let isApp = context.isApp(type)
            var functions: [String: ViewExtensionFunction] = [:]
            if type.keyword == "extension", type.name == "View" || type.name == "SwiftUI.View" {
                for function in type.members.compactMap({ $0 as? FunctionDeclNode }) {
                    let range = function.range
                    let own = chains.filter { range.contains($0.range.lowerBound) }
                    functions[function.name] = ViewExtensionFunction(range: range, constructions: constructions(in: own),
                                                                     destinations: destinations(of: type, chains: own, roots: [], within: range, in: context))
                }
            }
            let isModifierOrStyle = type.inheritedTypes.contains { inherited in
                DeclaredType.modifierProtocolSuffixes.contains { inherited.hasSuffix($0) }
                    || context.project.map { $0.isViewModifier(inherited) || $0.isStyle(inherited) } ?? false
            }
            let presented = inlinePresentations(of: type, chains: chains, in: context)
            let presentedDestinations = presented.map { Destination(typeName: $0.typeName(in: type.name), presentation: $0.presentation) }
            var declared = DeclaredType(
                name: type.name, path: context.file.path, range: type.range, line: type.location.line,
                isView: context.isView(type), isViewController: isViewController, wrapsPlatformView: wrapsPlatformView,
                isModifierOrStyle: isModifierOrStyle, isApp: isApp,
                isPreview: context.isPreview(type) || context.isPreviewProvider(type),
                screenRoot: context.screenContainer(among: roots)?.elementLink?.name, references: references,
                constructions: constructions(in: chains), modifierCalls: Set(chains.flatMap { $0.modifiers.map(\.name) }),
                viewExtensionFunctions: functions,
                destinations: destinations(of: type, chains: chains, roots: roots, in: context) + presentedDestinations,
                hasTabView: chains.contains { $0.elementLink?.name == "TabView" && !isPager($0) },
                wrapsGivenContent: isGeneric(type, over: "View", in: context),
                namespace: namespace(of: type),
                inlineScenes: inlineScenes(in: chains, context: context),
                content: isViewController || wrapsPlatformView ? .all : content(of: chains, in: context),
                hasDynamicType: context.platforms(at: type).hasDynamicType, showsVideo: video, playsAudio: audio)
            declared.inlinePresentations = presented
            declared.platforms = Set(context.platforms(at: type).platforms)
            declared.showsWebContent = web
            declared.calledMembers = Set(chains.compactMap { chain in
                chain.elementLink.flatMap { $0.kind == .member && $0.hasCall && $0.name.first?.isLowercase == true ? $0.name : nil }
            })
            declared.routingMembers = routingMembers(of: type, in: context)
            if isApp || type.keyword == "extension" {
                for function in type.members.compactMap({ $0 as? FunctionDeclNode }) where context.parameterNames(of: function).isEmpty {
                    guard let body = function.body else { continue }
                    let screens = context.shownScreens(in: body)
                    if !screens.isEmpty { declared.methodScreens[function.name] = screens }
                }
            }
            if type.keyword == "class" { declared.superclass = type.inheritedTypes.first }
            let holes = presented.flatMap(\.exclusiveRanges)
            if !holes.isEmpty { declared.ownRanges = DeclaredType.subtracting(holes, from: type.range) }
            return declared
        }
    }

    /// `range` without `holes`, in order.
    static func subtracting(_ holes: [Range<Int>], from range: Range<Int>) -> [Range<Int>] {
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        for hole in holes.sorted(by: { $0.lowerBound < $1.lowerBound }) where hole.upperBound > start && hole.lowerBound < range.upperBound {
            if hole.lowerBound > start { pieces.append(start..<hole.lowerBound) }
            start = max(start, hole.upperBound)
        }
        if start < range.upperBound { pieces.append(start..<range.upperBound) }
        return pieces
    }

    /// The sheets, full-screen covers and popovers of `type` whose content shows none of the app's
    /// Views but SwiftUI's own and the type's members (`accountsView`, `modalPreview`). A member the
    /// rest of the type also shows stays part of the type's own view too.
    private static func inlinePresentations(of type: TypeDeclNode, chains: [ChainNode], in context: RuleContext) -> [InlinePresentation] {
        guard context.isView(type) else { return [] }
        let tree = context.tree
        var members: [String: SyntaxNode] = [:]
        for member in type.members {
            if let property = member as? VariableDeclNode, property.name != "body", property.isComputed, property.typeAnnotation?.contains("View") ?? false {
                members[property.name] = property
            } else if let function = member as? FunctionDeclNode, function.keyword == "func", function.name != "body" {
                members[function.name] = function
            }
        }
        func referencedMembers(in range: Range<Int>) -> [String] {
            guard let first = tree.tokens.firstIndex(where: { $0.start >= range.lowerBound }) else { return [] }
            var names: [String] = []
            var index = first
            while index < tree.tokens.count, tree.tokens[index].start < range.upperBound {
                let name = tree.text(ofToken: index)
                if tree.tokens[index].kind == .identifier, members[name] != nil, !names.contains(name) { names.append(name) }
                index += 1
            }
            return names
        }
        var found: [(modifier: LinkNode, presentation: Destination.Presentation, closure: ClosureNode, members: [String])] = []
        for chain in chains {
            for modifier in chain.modifiers where RuleContext.modalPresentations.contains(modifier.name) {
                guard let presentation = Destination.Presentation(presentingModifier: modifier.name),
                      let closure = context.presentedContent(of: modifier), context.framedScreens(in: closure).isEmpty else { continue }
                var shown = referencedMembers(in: closure.range)
                var next = 0
                while next < shown.count {
                    for name in referencedMembers(in: members[shown[next]]!.range) where !shown.contains(name) { shown.append(name) }
                    next += 1
                }
                found.append((modifier, presentation, closure, shown))
            }
        }
        let presentedRanges = found.flatMap { [$0.closure.range] + $0.members.map { members[$0]!.range } }
        // Where the rest of the type names a member: outside every presented closure and member.
        var namedOutside = Set<String>()
        for index in type.firstToken...type.lastToken where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            guard members[name] != nil, !presentedRanges.contains(where: { $0.contains(tree.tokens[index].start) }) else { continue }
            namedOutside.insert(name)
        }
        var result: [InlinePresentation] = []
        for (modifier, presentation, closure, shown) in found {
            let ranges = [closure.range] + shown.map { members[$0]!.range }
            let inside = context.chains.filter { chain in ranges.contains { $0.contains(chain.range.lowerBound) } }
            let content = content(of: inside, in: context)
            guard !content.isEmpty else { continue }
            // A title written as a localization key (`"settings.section.accounts"`) is no name; the member's is.
            let titled = inside.lazy.compactMap { $0.modifier(named: "navigationTitle")?.arguments.first.flatMap { context.stringLiteralValue($0.value) } }
                .first { $0.contains(" ") || !$0.contains(".") }
            let named = shown.first.map { ScreenMap.displayName(ofType: LabelInference.splitWords($0).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()) }
            var title = titled ?? named ?? ScreenMap.displayName(ofType: modifier.name.prefix(1).uppercased() + modifier.name.dropFirst())
            if result.contains(where: { $0.title == title }) { title += " \(modifier.location.line)" }
            result.append(InlinePresentation(
                title: title, presentation: presentation, line: modifier.location.line, ranges: ranges,
                exclusiveRanges: [closure.range] + shown.filter { !namedOutside.contains($0) }.map { members[$0]!.range },
                constructions: constructions(in: inside), content: content))
        }
        return result
    }

    /// Whether `type` is code that can put SwiftUI in a window of its own: not a View, a UIKit or
    /// AppKit view, cell or view controller (whose SwiftUI is part of that screen), a modifier, a
    /// style, a scene, a widget, menu commands or the App.
    private static func hostsWindows(_ type: TypeDeclNode) -> Bool {
        // A widget's or a Live Activity's views are on the Home Screen, the Lock Screen or the Dynamic Island, and menu commands are
        // in the menu bar: none is in the app's windows.
        let partSuffixes = ["View", "Cell", "ViewController", "Representable", "Modifier", "Style", "ToolbarContent", "Commands", "Scene", "Widget", "WidgetBundle",
                            "Provider", "App"]
        return !(type.keyword == "extension" && type.name.hasSuffix("View")) && !type.conformsToView
            && !type.inheritedTypes.contains { inherited in partSuffixes.contains { inherited.hasSuffix($0) } }
            && !partSuffixes.dropLast().contains { type.name.hasSuffix($0) }
    }

    /// Whether `chain` is built in the closure of a view or a modifier (`.toolbar { ToolbarItem { CloseButton … } }`
    /// around a hosted View): a part of that view, not a window. Work scheduled in a closure (`Task { … }`) is not.
    private static func isPartOfAView(_ chain: ChainNode, within member: SyntaxNode?) -> Bool {
        var current = chain.parent
        while let node = current, node !== member {
            if node is ClosureNode, let link = node.firstAncestor(ofType: LinkNode.self), !RuleContext.actionWrappers.contains(link.name),
               link.name.isCapitalizedName || link !== (link.parent as? ChainNode)?.links.first {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// Whether the declaration's generic parameters include one constrained to `constraint`: `struct Card<Content: View>`.
    static func isGeneric(_ type: TypeDeclNode, over constraint: String, in context: RuleContext) -> Bool {
        guard type.keyword != "extension", let open = type.bodyOpenToken else { return false }
        let tokens = (type.firstToken..<open).map { context.tree.text(ofToken: $0) }
        guard let start = tokens.firstIndex(of: "<"), let end = tokens[start...].firstIndex(of: ">") else { return false }
        return tokens[start..<end].contains(constraint)
    }

    public static func namespace(of type: TypeDeclNode) -> [String] {
        var names: [String] = []
        var current = type.firstAncestor(ofType: TypeDeclNode.self)
        while let outer = current {
            names.insert(outer.name, at: 0)
            current = outer.firstAncestor(ofType: TypeDeclNode.self)
        }
        return names
    }

    /// The types `chains` construct: `Row(…)`, `Card { … }`, `Kit.Badge()` (by its own name).
    static func constructions(in chains: [ChainNode]) -> Set<String> {
        Set(chains.compactMap { chain in
            guard let element = chain.elementLink, element.kind == .name || element.kind == .member,
                  element.name.isCapitalizedName else { return nil }
            return element.name
        })
    }

    /// What `chains` show.
    static func content(of chains: [ChainNode], in context: RuleContext) -> ScreenContent {
        var content: ScreenContent = []
        for chain in chains {
            // Another module's view named like SwiftUI's (`LaunchAtLogin.Toggle()`) is not SwiftUI's, but still a control.
            if let element = chain.elementLink {
                if RuleContext.controls.contains(element.name) || DeclaredType.systemControlViews.contains(element.name) { content.formUnion([.controls, .text]) }
                if RuleContext.textViews.contains(element.name) || RuleContext.titledViews.contains(element.name) { content.insert(.text) }
                if element.name == "Image" || element.name == "AsyncImage" { content.insert(.images) }
            }
            if let first = chain.links.first, first.kind == .name, RuleContext.animationCalls.contains(first.name) { content.insert(.motion) }
            for modifier in chain.modifiers {
                if RuleContext.animationModifiers.contains(modifier.name) || RuleContext.animationCalls.contains(modifier.name) { content.insert(.motion) }
                if modifier.name == "onTapGesture" { content.insert(.controls) }
                // `.searchable` adds a search field (and its suggestions) to the screen.
                if modifier.name == "searchable" { content.formUnion([.controls, .text]) }
                if modifier.name == "navigationTitle" { content.insert(.text) }
            }
        }
        return content
    }

    /// A `TabView` styled as pages (`.tabViewStyle(.page)`, `PageTabViewStyle()`): an onboarding's or a
    /// gallery's pages, parts of one screen, not tabs that each hold one.
    private static func isPager(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            modifier.name == "tabViewStyle" && modifier.arguments.first?.value.map { $0.text.range(of: "page", options: .caseInsensitive) != nil } == true
        }
    }

    /// `chains`: the chains whose innermost enclosing type is `type`; `roots`: its body's views.
    /// `within`: only a router in this part of the type (a function of `extension View`).
    private static func destinations(of type: TypeDeclNode, chains: [ChainNode], roots: [ChainNode], within: Range<Int>? = nil,
                                     in context: RuleContext) -> [Destination] {
        var result: [Destination] = []
        for chain in chains {
            guard let element = chain.elementLink else { continue }
            if case let .view(target)? = context.navigationTarget(of: element) {
                let trigger = context.shownTitle(of: element)?.literal
                result.append(Destination(typeName: target, presentation: .push, trigger: trigger))
            }
            if element.name == "TabView", !isPager(chain), let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                for (index, tab) in context.contentChains(of: closure).enumerated() {
                    // A tab only debug builds show (`#if DEBUG` … a debug tab) is no screen of the app people get.
                    if context.unshippedCode(at: context.tree.tokens[tab.firstToken].start) != nil { continue }
                    let title = tab.elementLink?.name == "Tab" ? tab.elementLink.flatMap { context.shownTitle(of: $0)?.literal }
                        : tab.modifier(named: "tabItem")?.allClosures.lazy.compactMap { context.shownTexts(in: $0).first?.literal }.first
                    // Also the screen inside the app's frame around it: `Tab("Saved") { Framed { SavedView() } }`.
                    result += context.framedScreens(in: tab).map { Destination(typeName: $0.name, presentation: .tab, trigger: title, tabIndex: index, frame: $0.frame) }
                }
            }
            // The columns after a split view's sidebar change with what is selected in it: screens the sidebar opens.
            if element.name == "NavigationSplitView" {
                for column in ["content", "detail"] {
                    guard let closure = element.closure(labeled: column) else { continue }
                    result += context.shownScreens(in: closure).map { Destination(typeName: $0, presentation: .push) }
                }
            }
            if context.isScene(chain), let closure = sceneContent(of: element) {
                let contents = context.contentChains(of: closure).filter { $0.elementLink?.name != "TabView" }
                result += contents.flatMap(context.shownScreens(in:)).map { Destination(typeName: $0, presentation: .scene, trigger: element.name) }
                // `contentView()`, a method of the App that an extension of it in another file declares: the screen map
                // finds the screens it shows there.
                for content in contents where context.ownMember(calledBy: content) == nil && context.ownMethod(calledWithModifiers: content) == nil {
                    guard let method = context.ownMethodName(calledBy: content) else { continue }
                    result.append(Destination(typeName: DeclaredType.memberReference(method), presentation: .scene, trigger: element.name))
                }
            }
            // SwiftUI hosted in a window, panel or pane by AppKit or UIKit code: a View given to a call in code that is no
            // view (`NSHostingView(rootView: ClipboardView())` in an NSPanel, `FloatingPanel(…) { ContentView() }` in the app
            // delegate, `Settings.Pane(…) { GeneralSettingsPane() }` in a window controller) is a window of its own.
            // A type's static members that each give a View (`static var activeSessions: NavigationRoute { NavigationRoute(id: …)
            // { ActiveSessionsView() } }`) are a registry of routes: the screens the Views that name the type navigate to.
            let member = context.member(containing: chain, in: type)
            if hostsWindows(type), element.name.isCapitalizedName, !RuleContext.renderingTypes.contains(element.name),
               !RuleContext.declaresView(member), !isPartOfAView(chain, within: member) {
                let isRegistry = (member as? VariableDeclNode)?.modifiers.contains("static") ?? (member as? FunctionDeclNode)?.modifiers.contains("static") ?? false
                var given = (element.argument("rootView")?.value).map { [$0 as SyntaxNode] } ?? element.allClosures
                // `NSHostingController(rootView: picker)`: the View the function built before.
                if let root = element.argument("rootView")?.value?.singleChain, root.links.count == 1, root.links[0].kind == .name, let member,
                   let local = member.descendants(ofType: VariableDeclNode.self).first(where: { $0.name == root.links[0].name })?.initializer {
                    given = [local]
                }
                result += given.flatMap(context.shownScreens(in:))
                    .map { Destination(typeName: $0, presentation: isRegistry ? .routed : .scene, trigger: isRegistry ? nil : element.name) }
            }
            // Also one called on `self` in a View extension: `func withRouter() -> some View { navigationDestination(for: …) { … } }`.
            let calls = element.kind == .name && element === chain.links.first ? [element] + chain.modifiers : chain.modifiers
            for modifier in calls where RuleContext.presentingModifiers.contains(modifier.name) {
                guard let presentation = Destination.Presentation(presentingModifier: modifier.name),
                      let content: SyntaxNode = context.presentedContent(of: modifier) ?? modifier.argument("content")?.value else { continue }
                result += context.framedScreens(in: content).map { Destination(typeName: $0.name, presentation: presentation, frame: $0.frame) }
            }
        }
        // A root view that switches between whole screens: `Group { if … { Onboarding() } else { Home() } }`,
        // or wraps one: `NavigationStack { Home() }`.
        var alternatives = roots
        // Through wrappers of one layer: `ZStack { Group { if isFirstLaunch { Onboarding() } else { TabView { … } } } }`.
        while alternatives.count == 1, let group = alternatives[0].elementLink, group.name == "Group" || group.name == "ZStack",
              let closure = group.closure(labeled: nil) {
            // A `ZStack` may lay the screens over a backdrop of their own (a gradient, a colour), which is no screen.
            let layers = context.contentChains(of: closure)
            let backdrops: Set<String> = RuleContext.gradientViews.union(RuleContext.filledShapes).union(["Color"])
            let screens = layers.filter { !backdrops.contains($0.elementLink?.name ?? "") }
            let wrapsAnother = layers.count == 1 && ["Group", "ZStack"].contains(layers[0].elementLink?.name ?? "")
            guard group.name == "Group" || screens.count < layers.count || wrapsAnother else { break }
            alternatives = screens
        }
        let screens = alternatives.compactMap { context.shownScreen(in: $0) }
        // A tab bar among the alternatives holds screens of its own, its tabs: the other alternative is a screen beside them.
        let tabBars = alternatives.filter { $0.elementLink?.name == "TabView" && !isPager($0) }.count
        // One root wraps a screen only when it holds that one view (`NavigationStack { Home() }`); a `Form { Header(); … }`
        // of the app's own is the screen's content, not another screen.
        if screens.count + tabBars >= 2 || screens.count == 1 && alternatives.count == 1 && holdsOneView(alternatives[0], in: context) {
            result += screens.map { Destination(typeName: $0, presentation: .root) }
        }
        result += routedScreens(of: type, within: within, in: context).map { Destination(typeName: $0.name, presentation: .routed, frame: $0.frame) }
        return result
    }

    /// Whether a view shows one view and nothing beside it: itself without content, or content of one
    /// view that does (`NavigationStack { Home() }`, `Framed { SavedView() }`).
    private static func holdsOneView(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let element = chain.elementLink else { return true }
        guard let content = element.closure(labeled: nil) ?? element.closure(labeled: "content") else { return true }
        let inner = context.contentChains(of: content)
        return inner.count == 1 && holdsOneView(inner[0], in: context)
    }

    /// The screens of a router: a `switch` outside `body` and outside presenting modifiers (which
    /// are followed where they are) whose cases show two or more of the app's Views, in a function
    /// or property of `type` (`func destination(for route: Route) -> some View`, `extension Route { var view: some View }`).
    private static func routedScreens(of type: TypeDeclNode, within: Range<Int>?, in context: RuleContext) -> [(name: String, frame: String?)] {
        var seen = Set<String>()
        return routingSwitches(of: type, within: within, in: context).flatMap(\.screens).filter { seen.insert($0.name).inserted }
    }

    /// The names of the functions and properties of `type` that hold a router's `switch`.
    private static func routingMembers(of type: TypeDeclNode, in context: RuleContext) -> Set<String> {
        Set(routingSwitches(of: type, within: nil, in: context).compactMap { routing in
            switch context.member(containing: routing.statement, in: type) {
            case let function as FunctionDeclNode: return function.name
            case let property as VariableDeclNode: return property.name
            default: return nil
            }
        })
    }

    private static func routingSwitches(of type: TypeDeclNode, within: Range<Int>?, in context: RuleContext)
        -> [(statement: StatementNode, screens: [(name: String, frame: String?)])] {
        type.descendants(ofType: StatementNode.self).compactMap { statement in
            guard statement.keyword == "switch", within.map({ $0.contains(statement.range.lowerBound) }) ?? true,
                  statement.firstAncestor(ofType: TypeDeclNode.self) === type,
                  !(statement.firstAncestor(ofType: VariableDeclNode.self).map { $0.name == "body" && $0.parent === type } ?? false),
                  !isInPresentedContent(statement, in: context) else { return nil }
            let shown = statement.children.compactMap { $0 as? SwitchCaseNode }.flatMap { switchCase in
                context.framedScreens(in: switchCase) + assignedViews(in: switchCase, context: context).flatMap { context.framedScreens(in: $0) }
            }
            return Set(shown.map(\.name)).count >= 2 ? (statement, shown) : nil
        }
    }

    /// The values a `switch` case assigns that build a View (`content = AnyView(PointerSettings())`
    /// in a view controller that then hosts `content`).
    private static func assignedViews(in switchCase: SwitchCaseNode, context: RuleContext) -> [ChainNode] {
        switchCase.descendants(ofType: ChainNode.self).filter { chain in
            guard chain.firstToken > 0, context.tree.text(ofToken: chain.firstToken - 1) == "=",
                  context.tree.tokens[chain.firstToken - 1].kind == .operator, let element = chain.elementLink else { return false }
            return element.name.isCapitalizedName && element.hasCall
        }
    }

    private static func isInPresentedContent(_ node: SyntaxNode, in context: RuleContext) -> Bool {
        var current = node.parent
        while let ancestor = current, !(ancestor is TypeDeclNode) {
            if let link = ancestor.parent as? LinkNode, RuleContext.presentingModifiers.contains(link.name) { return true }
            current = ancestor.parent
        }
        return false
    }

    /// The views of a scene: `WindowGroup { … }`, `MenuBarExtra("…") { … }`, `DocumentGroup(…) { file in … }`.
    static func sceneContent(of element: LinkNode) -> ClosureNode? {
        element.closure(labeled: nil) ?? element.closure(labeled: "content") ?? element.closure(labeled: "editor")
    }

    /// The App's scenes built inline from SwiftUI's views, which are screens of their own.
    private static func inlineScenes(in chains: [ChainNode], context: RuleContext) -> [InlineScene] {
        chains.compactMap { chain in
            guard context.isScene(chain), let element = chain.elementLink, let closure = sceneContent(of: element) else { return nil }
            let shown = context.contentChains(of: closure)
            guard shown.allSatisfy({ $0.elementLink?.name != "TabView" }), shown.flatMap(context.shownScreens(in:)).isEmpty else { return nil }
            let chains = context.chains.filter { closure.range.contains($0.range.lowerBound) }
            let title = element.arguments.first.flatMap { $0.label == nil ? $0.value.flatMap(context.shownText)?.literal : nil }
            let kind = ScreenMap.displayName(ofType: element.name)
            return InlineScene(name: title.map { "\(kind): \($0)" } ?? kind, range: closure.range, line: element.location.line,
                               constructions: constructions(in: chains), content: content(of: chains, in: context))
        }
    }
}

extension RuleContext {
    func isApp(_ type: TypeDeclNode?) -> Bool {
        type?.inheritedTypes.contains { $0 == "App" || $0 == "SwiftUI.App" } ?? false
    }

    /// A scene of an App, in its `body` or in a property the body names (`var appScene: some Scene`,
    /// often in an extension of the App in another file): a scene's name, unqualified, with its content.
    func isScene(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, element === chain.links.first, RuleContext.sceneTypes.contains(element.name) else { return false }
        return chain.firstAncestor(ofType: VariableDeclNode.self)?.typeAnnotation?.contains("Scene") ?? false
    }
}

extension Destination {
    /// A tab or a root alternative: the View that names it holds it and draws around it.
    var holdsScreen: Bool { presentation == .tab || presentation == .root }
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

/// The app's screens, found as the app reaches them. It starts from the App's scenes (`WindowGroup`,
/// `Window`, `Settings`, `MenuBarExtra`, `DocumentGroup`) and follows what each screen pushes,
/// presents, shows as a tab or routes to; without an App in the reviewed code, from the Views that
/// look like screens (a screen container, a view controller, or Views it opens) which no other View
/// builds or opens. A View that only holds others (a TabView of screens, a root that switches between
/// screens or wraps one in a NavigationStack) is no row: its tabs and alternatives are, and what it
/// draws around them counts on each. Each screen's scope is its own declarations and what it is
/// built from, transitively: the Views, modifiers and styles it constructs and the app's View
/// extension functions it calls, never the models or environment values it merely mentions. A
/// component shared by two screens counts on both.
public struct ScreenMap: Sendable {
    public struct Screen: Sendable {
        public var typeName: String
        /// "Settings" for `SettingsView`, "Product Detail" for `ProductDetailView`.
        public var name: String
        public var path: String
        public var line: Int
        /// How the app reaches it, from which screen or view.
        public var reachedFrom: [(parent: String, destination: Destination)]
        /// The byte ranges, by file, of the screen's declarations and what it is built from.
        public var scope: [String: [Range<Int>]]
        public var content: ScreenContent
        /// Whether any code of the screen builds for a platform with Dynamic Type.
        public var hasDynamicType: Bool
        /// Whether it is another module's View (`WishKit.FeedbackListView()`), whose code a11yfix did not read.
        public var isOutsideReviewedCode = false
        /// The platforms its own declarations build for: the device families that show it.
        public var platforms = Set(BuildPlatform.allCases)
        public var showsVideo: Bool
        public var playsAudio: Bool

        public init(typeName: String, name: String, path: String, line: Int, reachedFrom: [(parent: String, destination: Destination)],
                    scope: [String: [Range<Int>]], content: ScreenContent = .all, hasDynamicType: Bool = true,
                    showsVideo: Bool = false, playsAudio: Bool = false) {
            self.typeName = typeName
            self.name = name
            self.path = path
            self.line = line
            self.reachedFrom = reachedFrom
            self.scope = scope
            self.content = content
            self.hasDynamicType = hasDynamicType
            self.showsVideo = showsVideo
            self.playsAudio = playsAudio
        }

        public func contains(path: String, offset: Int) -> Bool {
            scope[path]?.contains { $0.contains(offset) } ?? false
        }
    }

    /// A View that looks like a screen (a screen container, a view controller) which a11yfix could not
    /// reach from the App's scenes, or a screen the app opens whose code is not in the reviewed files.
    public struct Unreached: Sendable, Equatable {
        public var typeName: String
        /// Where it is declared; nil for a screen outside the reviewed files.
        public var path: String?
        public var line: Int?
    }

    /// In the order the app reaches them: scenes and tabs first, then what they open.
    public private(set) var screens: [Screen] = []
    public private(set) var unreached: [Unreached] = []

    /// What a screen is built from, gathered from its declarations outwards.
    private struct Built {
        var scope: [String: [Range<Int>]] = [:]
        var content: ScreenContent = []
        var hasDynamicType = false
        var video = false, audio = false
        var destinations: [(parent: String, destination: Destination)] = []
        var types = Set<String>()

        mutating func add(_ other: Built) {
            scope.merge(other.scope) { $0 + $1 }
            content.formUnion(other.content)
            hasDynamicType = hasDynamicType || other.hasDynamicType
            video = video || other.video
            audio = audio || other.audio
        }
    }

    /// Of the declarations of one name, those written nearest `path`: in its file, else in the
    /// deepest folder they share with it (`ActionExtension/ContentView.swift` for
    /// `ActionExtension/ActionViewController.swift`, not `Shared/ContentView.swift`). Targets keep
    /// their sources in folders of their own, so a name means the type of the target it is written in.
    static func nearest(_ found: [DeclaredType], to path: String) -> [DeclaredType] {
        guard found.count > 1 else { return found }
        let sameFile = found.filter { $0.path == path }
        let folders = path.split(separator: "/").dropLast()
        func shared(_ other: String) -> Int {
            zip(folders, other.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }
        let depth = found.map { shared($0.path) }
        let deepest = depth.max()!
        let chosen = !sameFile.isEmpty ? sameFile
            : depth.allSatisfy({ $0 == deepest }) ? found : zip(found, depth).filter { $0.1 == deepest }.map(\.0)
        // Shared code opens each platform's own View of the name (`iOS/PostEditorView` and
        // `macOS/PostEditorView`): one built for platforms the nearest is not built for is the same screen there.
        let covered = chosen.reduce(into: Set<BuildPlatform>()) { $0.formUnion($1.platforms) }
        return chosen + found.filter { other in !chosen.contains { $0.path == other.path && $0.range == other.range } && other.platforms.isDisjoint(with: covered) }
    }

    /// `BaseViewController`, `AbstractListController`: a class written to be inherited from.
    static func namesBaseClass(_ name: String) -> Bool {
        ["Base", "Abstract"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    public init(types: [DeclaredType]) {
        var live = types.filter { !$0.isPreview && !$0.name.hasSuffix("_Previews") }
        // A View's inline sheets, covers and popovers: Views of their own, named for the View and what they show.
        var presentedNames: [String: String] = [:]
        for host in live {
            for presented in host.inlinePresentations {
                let name = presented.typeName(in: host.name)
                presentedNames[name] = ScreenMap.displayName(ofType: host.name, in: host.namespace) + ": " + presented.title
                var type = DeclaredType(name: name, path: host.path, range: presented.ranges[0], line: presented.line, isView: true,
                                        isViewController: false, wrapsPlatformView: false, isModifierOrStyle: false, isApp: false, isPreview: false,
                                        screenRoot: nil, references: [], constructions: presented.constructions, modifierCalls: [],
                                        viewExtensionFunctions: [:], destinations: [], hasTabView: false, wrapsGivenContent: false,
                                        namespace: host.namespace, inlineScenes: [], content: presented.content,
                                        hasDynamicType: host.hasDynamicType, showsVideo: host.showsVideo, playsAudio: host.playsAudio)
                type.ownRanges = presented.ranges
                type.platforms = host.platforms
                live.append(type)
            }
        }
        var declarations: [String: [DeclaredType]] = [:]
        for type in live { declarations[type.name, default: []].append(type) }
        let views = Set(live.filter { $0.isView || $0.isViewController || $0.wrapsPlatformView }.map(\.name))
        let composable = views.union(live.filter(\.isModifierOrStyle).map(\.name))
        // A router reached through the member that routes (`layer.root.page.view()` → `NavigationPage.view()`), where its type is not named.
        var routersByMember: [String: [DeclaredType]] = [:]
        for type in live { for member in type.routingMembers { routersByMember[member, default: []].append(type) } }
        var extensionFunctions: [String: [(owner: DeclaredType, function: ViewExtensionFunction)]] = [:]
        for type in live {
            for (name, function) in type.viewExtensionFunctions { extensionFunctions[name, default: []].append((type, function)) }
        }
        func looksLikeScreen(_ name: String) -> Bool {
            // A player that presents its own full-screen cover is still a part of the screens that show it.
            declarations[name]?.contains { type in
                type.screenRoot != nil || type.isViewController || type.destinations.count > type.inlinePresentations.count
            } ?? false
        }
        /// Whether a destination opens a screen of its own, rather than being part of the View that names it.
        func isFollowed(_ destination: Destination, in type: DeclaredType) -> Bool {
            guard views.contains(destination.typeName), destination.typeName != type.name else { return false }
            // A View's helper that switches between the app's Views (`func cell(for item:)`) builds parts of a screen, not
            // screens; a type of routes (`enum NavigationPage { func view() -> some View { switch self { … } } }`) opens
            // screens, other than rows and cells.
            guard destination.presentation == .routed else { return true }
            return looksLikeScreen(destination.typeName) || !type.isView && ScreenMap.namesRoutes(type.name)
                && !ScreenMap.namesListPart(destination.typeName)
        }
        func builtFrom(_ own: [DeclaredType], name: String) -> Built {
            var built = Built()
            var pending = own
            var visited: Set<String> = [name]
            var calledExtensions = Set<String>()
            let ownRanges = Set(own.map { "\($0.path):\($0.range.lowerBound)" })
            while let type = pending.popLast() {
                // The tabs and root alternatives of a View it is built from are parts of that View, not screens.
                let isOwn = ownRanges.contains("\(type.path):\(type.range.lowerBound)")
                built.scope[type.path, default: []] += type.scopeRanges
                built.content.formUnion(type.content)
                built.hasDynamicType = built.hasDynamicType || type.hasDynamicType
                built.video = built.video || type.showsVideo
                built.audio = built.audio || type.playsAudio
                built.types.insert(type.name)
                let opened = Set(type.destinations.filter { isFollowed($0, in: type) && (isOwn || !$0.holdsScreen) }.map(\.typeName))
                built.destinations += type.destinations.filter { opened.contains($0.typeName) }.map { (type.name, $0) }
                func follow(_ constructions: Set<String>) {
                    for constructed in constructions where composable.contains(constructed) && !opened.contains(constructed) && visited.insert(constructed).inserted {
                        pending += ScreenMap.nearest(declarations[constructed]!, to: type.path)
                    }
                }
                follow(type.constructions)
                for call in type.modifierCalls {
                    for function in extensionFunctions[call] ?? [] {
                        let key = "\(function.owner.path):\(function.function.range.lowerBound)"
                        guard calledExtensions.insert(key).inserted else { continue }
                        built.scope[function.owner.path, default: []].append(function.function.range)
                        follow(function.function.constructions)
                        built.destinations += function.function.destinations.filter { isFollowed($0, in: function.owner) }.map { (function.owner.name, $0) }
                    }
                }
                // A router it names: a type of routes whose `switch` maps each case to a screen; or one whose routing member it calls.
                var routers = type.references.filter { !composable.contains($0) && visited.insert($0).inserted }.flatMap { declarations[$0] ?? [] }
                for member in type.calledMembers where visited.insert("." + member).inserted { routers += routersByMember[member] ?? [] }
                for router in routers {
                    built.destinations += router.destinations.filter { $0.presentation == .routed && isFollowed($0, in: router) }.map { (router.name, $0) }
                }
            }
            return built
        }

        let apps = live.filter(\.isApp)
        var queue: [(name: String, via: (parent: String, destination: Destination)?, around: Built?)] = []
        var screenIndex: [String: Int] = [:]
        var holders = Set<String>()
        var reachedTypes = Set<String>()
        var outside: [String] = []
        var inlineSceneNames: [String: String] = [:]
        // The App's scenes, also in extensions of it in other files and in the app's own `Scene` types
        // (`struct SettingsWindow: Scene`); a window that AppKit or UIKit code hosts is one too.
        let sceneHolders = live.filter { type in type.isApp || !type.inlineScenes.isEmpty || type.destinations.contains { $0.presentation == .scene } }
        let appNames = Set(apps.map(\.name))
        let holderNames = Set(sceneHolders.map(\.name)).sorted { first, second in
            appNames.contains(first) != appNames.contains(second) ? appNames.contains(first) : first < second
        }
        for holder in holderNames.flatMap({ declarations[$0]! }) {
            let destinations = holder.destinations.flatMap { destination -> [Destination] in
                guard destination.typeName.hasPrefix(DeclaredType.memberReference("")) else { return [destination] }
                let method = String(destination.typeName.dropFirst())
                return (declarations[holder.name] ?? []).flatMap { $0.methodScreens[method] ?? [] }.map { screen in
                    var shown = destination
                    shown.typeName = screen
                    return shown
                }
            }
            queue += destinations.filter { isFollowed($0, in: holder) }.map { ($0.typeName, (holder.name, $0), nil) }
            for scene in holder.inlineScenes {
                var type = DeclaredType(name: "\(holder.name).\(scene.name)", path: holder.path, range: scene.range, line: scene.line, isView: true,
                                        isViewController: false, wrapsPlatformView: false, isModifierOrStyle: false, isApp: false, isPreview: false,
                                        screenRoot: nil, references: [], constructions: scene.constructions, modifierCalls: [],
                                        viewExtensionFunctions: [:], destinations: [], hasTabView: false, wrapsGivenContent: false, namespace: [],
                                        inlineScenes: [], content: scene.content, hasDynamicType: holder.hasDynamicType, showsVideo: false, playsAudio: false)
                type.platforms = holder.platforms
                declarations[type.name] = [type]
                inlineSceneNames[type.name] = scene.name
                queue.append((type.name, nil, nil))
            }
        }
        // A class other controllers inherit from (`BaseViewController`) is part of each of them, never a screen of its own;
        // so is one named as such when the controllers that inherit from it are unused.
        let inherited = Set(live.compactMap(\.superclass)).union(live.map(\.name).filter(ScreenMap.namesBaseClass))
        if apps.isEmpty {
            // Without an App, the Views that look like screens and that nothing builds or opens.
            let candidates = live.filter { ($0.isView || $0.isViewController) && looksLikeScreen($0.name) && !ScreenMap.namesListPart($0.name)
                && !inherited.contains($0.name) }
            var builtOrOpened = Set<String>()
            for type in live {
                let opened = Set(type.destinations.map(\.typeName))
                builtOrOpened.formUnion(opened)
                builtOrOpened.formUnion(type.constructions.subtracting(opened).subtracting([type.name]))
            }
            let roots = candidates.filter { !builtOrOpened.contains($0.name) }
            var seen = Set<String>()
            queue += (roots.isEmpty && queue.isEmpty ? candidates : roots).filter { seen.insert($0.name).inserted }.map { ($0.name, nil, nil) }
        } else {
            // View controllers nothing in the code creates: an extension's principal class, a storyboard's scene.
            let created = Set(live.flatMap(\.constructions))
            var seen = Set<String>()
            queue += live.filter { $0.isViewController && !created.contains($0.name) && !inherited.contains($0.name) && seen.insert($0.name).inserted }
                .map { ($0.name, nil, nil) }
        }
        while !queue.isEmpty {
            let (name, via, around) = queue.removeFirst()
            if let index = screenIndex[name] {
                if let via { screens[index].reachedFrom.append(via) }
                if let around { for (path, ranges) in around.scope { screens[index].scope[path, default: []] += ranges } }
                continue
            }
            guard !holders.contains(name) else { continue }
            // Two targets' Views of one name (an extension's `ContentView` and the app's): the one beside what opens it.
            let openerPath = via.flatMap { declarations[$0.parent]?.first?.path }
            guard let own = declarations[name].map({ found in openerPath.map { ScreenMap.nearest(found, to: $0) } ?? found }) else {
                if !outside.contains(name) { outside.append(name) }
                continue
            }
            // A wrapper of the system's own screen (an image picker, a share sheet, a mail composer): Apple's
            // interface, not one of the app's screens to verify.
            if own.allSatisfy({ $0.wrapsPlatformView && !$0.constructions.isDisjoint(with: ScreenMap.systemControllers) }) { continue }
            var built = builtFrom(own, name: name)
            // A View that is another module's View (`var body: some View { WishKit.FeedbackListView() }`):
            // a screen whose content is outside the reviewed code.
            let foreign = own.flatMap(\.destinations).filter { $0.presentation == .root && declarations[$0.typeName] == nil }.map(\.typeName)
            for view in foreign where !outside.contains(view) { outside.append(view) }
            let isForeign = built.content.isEmpty && !foreign.isEmpty
            if isForeign { built.content = .all }
            // A TabView whose tabs a router makes (`Tab(value: tab) { tab.makeContentView() }`): the router's screens are its tabs.
            if own.contains(where: \.hasTabView) {
                for index in built.destinations.indices where built.destinations[index].destination.presentation == .routed {
                    built.destinations[index].destination.presentation = .tab
                }
            }
            reachedTypes.formUnion(built.types)
            // A View that shows nothing of its own, or frames the content it is given (`NavigationTab { … }`).
            let holds = built.destinations.contains { $0.destination.holdsScreen }
                || built.content.isEmpty || own.contains(where: \.wrapsGivenContent)
            if let around { built.add(around) }
            // The app's frame it is shown in (`Framed { SavedView() }`) draws around it: its toolbar is this screen's.
            if let frame = via?.destination.frame, frame != name, let frameDeclarations = declarations[frame] {
                built.add(builtFrom(frameDeclarations, name: frame))
            }
            if holds {
                holders.insert(name)
                // Its tabs and alternatives first: the app shows them before anything they open.
                let ordered = built.destinations.filter(\.destination.holdsScreen) + built.destinations.filter { !$0.destination.holdsScreen }
                for (parent, destination) in ordered {
                    queue.append((destination.typeName, (parent, destination), destination.holdsScreen ? built : nil))
                }
                continue
            }
            let primary = own.first { $0.screenRoot != nil || $0.isViewController } ?? own[0]
            var displayName = inlineSceneNames[name] ?? presentedNames[name] ?? ScreenMap.displayName(ofType: name, in: primary.namespace)
            // `WindowGroup { ContentView() }`: the name says only that it is the app's window.
            if via?.destination.presentation == .scene, ScreenMap.windowNames.contains(displayName) { displayName = "Main Window" }
            screenIndex[name] = screens.count
            // Where the screen's own declaration builds only for macOS (a Settings pane in the Mac target),
            // the views it shares with iOS show there in Mac text.
            var screen = Screen(typeName: name, name: displayName, path: primary.path, line: primary.line, reachedFrom: via.map { [$0] } ?? [],
                                scope: built.scope, content: built.content, hasDynamicType: built.hasDynamicType && own.contains(where: \.hasDynamicType),
                                showsVideo: built.video, playsAudio: built.audio)
            screen.isOutsideReviewedCode = isForeign
            screen.platforms = own.reduce(into: []) { $0.formUnion($1.platforms) }
            screens.append(screen)
            queue += built.destinations.map { ($0.destination.typeName, $0, nil) }
        }
        if !apps.isEmpty {
            unreached = outside.map { Unreached(typeName: $0, path: nil, line: nil) }
            let unseen = live.filter { ($0.isView || $0.isViewController) && looksLikeScreen($0.name) && !reachedTypes.contains($0.name) }
            var seen = Set<String>()
            unreached += unseen.filter { seen.insert($0.name).inserted }.map { Unreached(typeName: $0.name, path: $0.path, line: $0.line) }
        }
    }

    /// Whether a View is named for a cell or a row (`MessageCell`, `PostRow`): a part of a list,
    /// wherever it is built, never a screen.
    static func namesListPart(_ typeName: String) -> Bool {
        ["Cell", "Row"].contains(LabelInference.splitWords(typeName).last ?? "")
    }

    /// Whether a type's name says it lists where the app goes (`NavigationPage`, `AppRoute`,
    /// `SettingsDestination`), rather than kinds of content (`InboxItem`), whose views are rows.
    static func namesRoutes(_ typeName: String) -> Bool {
        let words: Set<String> = ["Page", "Route", "Routes", "Destination", "Screen", "Navigation", "Sheet", "Tab", "Path", "Router", "Coordinator", "Link"]
        return LabelInference.splitWords(typeName).contains(where: words.contains)
    }

    /// The system's view controllers an app wraps for SwiftUI: screens Apple draws.
    static let systemControllers: Set<String> = [
        "UIImagePickerController", "PHPickerViewController", "UIActivityViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "SFSafariViewController", "UIDocumentPickerViewController", "CNContactPickerViewController",
        "UIDocumentInteractionController", "QLPreviewController", "EKEventEditViewController", "UIVideoEditorController",
        "VNDocumentCameraViewController", "PKAddPassesViewController", "SKStoreProductViewController",
    ]

    /// Names of a window's root View that say nothing about it.
    static let windowNames: Set<String> = ["Content", "Main", "Root", "App"]

    /// A nested type's name with the types around it, when its own says little: `StatusEditor.MainView` → "Status Editor Main".
    static func displayName(ofType name: String, in namespace: [String]) -> String {
        guard let outer = namespace.last, nameSaysLittle(name) else { return displayName(ofType: name) }
        return displayName(ofType: outer + name)
    }

    /// Whether a nested type's own name says little without the type around it: `Content`, `Main`,
    /// `Detail`, or a short word (`StatusEditor.Toolbar`, `SelectUserView.Row`).
    public static func nameSaysLittle(_ name: String) -> Bool {
        ScreenMap.windowNames.union(["Detail", ""]).contains(displayName(ofType: name)) || name.count <= 8
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
