/// UIKit views the code lays over a whole screen as a modal overlay, asked of the element model: a
/// dimming or blurred backdrop added to a window, or to a view controller's view when something
/// happens, with a popup, menu or sheet shown over it; a popup view of the file's own class that
/// adds itself to a window; or a window raised over the app with a controller of the project's as
/// its root. VoiceOver does not see that the screen behind is covered.
public struct OverlayViews {
    let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    public struct Overlay {
        /// The backdrop, or the popup view's own class (`self`).
        public var element: ImperativeElement
        /// The `addSubview(…)` that lays it over the screen.
        public var placement: ChainNode
        /// Whether the code that shows it, or its class, overrides `accessibilityPerformEscape()`.
        public var hasEscape: Bool
    }

    /// A window the code raises over the app (`windowLevel = .alert`, `.statusBar`) and makes key,
    /// with a controller of the project's own as its root: a custom alert, sheet, tour or lock screen.
    /// VoiceOver still reads the app's window under it.
    public struct OverlayWindow {
        /// `makeKeyAndVisible()`.
        public var presentation: ChainNode
        public var window: String
        /// The root view controller's class.
        public var controller: String
    }

    /// Views that can be a backdrop: a plain view (tinted) and a blur.
    private static let backdropClasses: Set<String> = ["UIView", "UIVisualEffectView"]
    private static let placingCalls: Set<String> = ["addSubview", "insertSubview"]
    /// Members that say the team decided what VoiceOver reads while the overlay is up: the overlay
    /// made modal, or the screen behind hidden.
    private static let modalityMembers: Set<String> = ["accessibilityViewIsModal", "accessibilityElementsHidden"]
    /// Methods that build a screen: a view added there is part of its layout, unless it starts hidden.
    private static let setupMethods: Set<String> = [
        "viewDidLoad", "loadView", "init", "awakeFromNib", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillAppear", "viewDidAppear",
        "viewIsAppearing",
    ]
    /// Levels above the app's windows.
    private static let raisedLevels = ["alert", "statusBar"]
    /// Controllers whose `view` shows the whole screen a controller is part of.
    private static let containerControllers: Set<String> = ["navigationController", "tabBarController", "splitViewController", "parent"]
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController", "UITabBarController",
        "UISplitViewController", "UIPageViewController",
    ]

    public func overlays() -> [Overlay] {
        let placements = context.chains.filter { chain in
            guard let last = chain.links.last, Self.placingCalls.contains(last.name), chain.links.count > 1 else { return false }
            return chain.parent is ExpressionNode
        }
        var seen = Set<ObjectIdentifier>()
        return placements.compactMap { placement -> Overlay? in
            guard let element = placedElement(placement), !seen.contains(ObjectIdentifier(element)),
                  let overlay = overlay(element, placedBy: placement) else { return nil }
            seen.insert(ObjectIdentifier(element))
            return overlay
        }
    }

    public func overlayWindows() -> [OverlayWindow] {
        context.chains.compactMap { chain -> OverlayWindow? in
            guard let last = chain.links.last, last.name == "makeKeyAndVisible", last.hasCall, chain.links.count > 1,
                  let type = context.enclosingType(of: chain) else { return nil }
            let window = chain.links.dropLast().map(\.name).filter { $0 != "self" }
            let declarations = context.typeDeclarations.filter { $0 === type || $0.name == type.name }
            let assignments = declarations.flatMap { declaration in
                declaration.descendants(ofType: ChainNode.self).compactMap { assigned(to: window, by: $0) }
            }
            guard assignments.contains(where: { $0.member == "windowLevel" && Self.raisedLevels.contains(where: $0.value.text.contains) }),
                  // A window that lets every touch through (a screen dimmer's tint) holds nothing to read or use.
                  !assignments.contains(where: { $0.member == "isUserInteractionEnabled" && $0.value.text == "false" }),
                  let root = assignments.last(where: { $0.member == "rootViewController" }),
                  let controller = controllerClass(of: root.value, in: type), !controller.hasPrefix("UI") else { return nil }
            let controllers = context.typeDeclarations.filter { $0.name == controller }
            // Declared in another file: the project's own controller (not a framework's, `SFSafariViewController`),
            // which the index says does not make itself modal.
            if controllers.isEmpty {
                guard let project = context.project, project.kitSuperclass(of: controller, among: Self.viewControllerClasses) != nil,
                      !project.modalViewTypes().contains(controller) else { return nil }
            }
            guard !(declarations + controllers).contains(where: { mentions(Self.modalityMembers, in: $0) }) else { return nil }
            return OverlayWindow(presentation: chain, window: window.joined(separator: "."), controller: controller)
        }
    }

    /// `window.windowLevel = .alert`, `self.window?.rootViewController = controller`: the member and the value.
    private func assigned(to receiver: [String], by chain: ChainNode) -> (member: String, value: ChainNode)? {
        guard let member = chain.links.last?.name, chain.links.dropLast().map(\.name).filter({ $0 != "self" }) == receiver,
              let value = context.assignedValue(to: chain)?.value.chain else { return nil }
        return (member, value)
    }

    /// The class of a window's root controller: `self`, a construction (`TourViewController()`), or
    /// a local or property whose value, type or construction says it (`guard let root = tourController`).
    private func controllerClass(of value: ChainNode, in type: TypeDeclNode, depth: Int = 0) -> String? {
        let links = value.links
        guard let first = links.first else { return nil }
        if links.count == 1, first.name == "self" { return type.name }
        if first.hasCall, first.name.isCapitalizedName { return first.name }
        let name = links.count == 2 && first.name == "self" ? links[1].name : links.count == 1 ? first.name : nil
        guard let name else { return nil }
        if let bound = boundValue(of: name, before: value) {
            return depth < 2 ? controllerClass(of: bound, in: type, depth: depth + 1) : nil
        }
        let properties = context.typeDeclarations.filter { $0 === type || $0.name == type.name }.flatMap(\.properties)
        guard let property = properties.first(where: { $0.name == name }) else { return nil }
        if let made = property.initializer?.singleChain?.links.first, made.hasCall, made.name.isCapitalizedName { return made.name }
        return property.typeAnnotation.map { $0.filter { $0 != "?" && $0 != "!" && !$0.isWhitespace } }
    }

    // MARK: - What is placed, and where

    /// `window.addSubview(dimmingView)`, `view.addSubview(self.dimmingView)`, `keyWindow?.addSubview(self)`.
    private func placedElement(_ placement: ChainNode) -> ImperativeElement? {
        guard let argument = placement.links.last?.arguments.first, argument.label == nil,
              let links = argument.value?.singleChain?.links, !links.contains(where: \.hasCall) else { return nil }
        let model = context.imperativeElements
        if links.count == 1, links[0].name == "self" {
            guard let type = context.enclosingType(of: placement) else { return nil }
            return model.elements.first { $0.binding == .self && ($0.owner === type || $0.owner?.name == type.name) }
        }
        let names = links.map(\.name)
        let name: String
        switch names.count {
        case 1: name = names[0]
        case 2 where names[0] == "self": name = names[1]
        default: return nil
        }
        return model.element(named: name, at: placement)
    }

    private enum Container {
        case window, controllerView
    }

    /// The window (`window`, `view.window`, `UIApplication.shared.keyWindow`, `windows.first`), or
    /// the root view of the view controller the code is in (or of its navigation or tab bar controller).
    private func container(of placement: ChainNode) -> Container? {
        var receiver = Array(placement.links.dropLast().map(\.name))
        if receiver.first == "self" { receiver.removeFirst() }
        if Self.namesWindow(receiver) { return .window }
        // `guard let view = UIApplication.shared.keyWindow else { return }; view.addSubview(…)`.
        if receiver.count == 1, let value = boundValue(of: receiver[0], before: placement), Self.namesWindow(value.links.map(\.name)) {
            return .window
        }
        guard let type = context.enclosingType(of: placement), isViewController(type) else { return nil }
        if receiver == ["view"] || receiver.count == 2 && Self.containerControllers.contains(receiver[0]) && receiver[1] == "view" {
            return .controllerView
        }
        return nil
    }

    private static func namesWindow(_ links: [String]) -> Bool {
        links.contains { $0.lowercased().hasSuffix("window") || $0 == "windows" }
    }

    /// The value the function around `node` last binds to `name` before it (`let name = …`,
    /// `guard let name = …`, `if let name = …`).
    private func boundValue(of name: String, before node: SyntaxNode) -> ChainNode? {
        guard let function = node.firstAncestor(ofType: FunctionDeclNode.self) ?? node.firstAncestor(ofType: ClosureNode.self) else { return nil }
        let tree = context.tree
        var valueToken: Int?
        var index = function.firstToken
        while index + 3 < node.firstToken {
            if tree.token(index, is: "let") || tree.token(index, is: "var"), tree.text(ofToken: index + 1) == name, tree.text(ofToken: index + 2) == "=" {
                valueToken = index + 3
            }
            index += 1
        }
        guard let valueToken else { return nil }
        return function.descendants(ofType: ChainNode.self).first { $0.firstToken == valueToken }
    }

    /// Whether the type (or the class an extension extends) descends from a UIKit view controller,
    /// through the file's classes and the project index.
    func isViewController(_ type: TypeDeclNode) -> Bool {
        var current = type.keyword == "extension"
            ? (context.typeDeclarations.first { $0.keyword == "class" && $0.name == type.name }?.inheritedTypes.first ?? type.name)
            : type.inheritedTypes.first ?? ""
        for _ in 0..<8 {
            if Self.viewControllerClasses.contains(current) { return true }
            guard let declared = context.typeDeclarations.first(where: { $0.keyword == "class" && $0.name == current }) else {
                return current.hasSuffix("Controller") && context.project?.kitSuperclass(of: current, among: Self.viewControllerClasses) != nil
            }
            current = declared.inheritedTypes.first ?? ""
        }
        return false
    }

    // MARK: - Whether it is an overlay

    private func overlay(_ element: ImperativeElement, placedBy placement: ChainNode) -> Overlay? {
        // A view of a class declared elsewhere is judged by its class (below), not by what the file sets on it.
        guard Self.backdropClasses.contains(element.kitClass), !element.escapes || isDeclaredElsewhere(element), let container = container(of: placement),
              takesTouches(element), fills(element, placement: placement) else { return nil }
        let shownOver: [ImperativeElement]
        if isDeclaredElsewhere(element) {
            // A view of the project's own over a whole window is its popup, unless its class makes itself modal.
            guard container == .window, !mayBeModal(element) else { return nil }
            shownOver = []
        } else if element.binding == .self {
            // A popup of its own class is an overlay when it goes over a whole window and holds something.
            guard container == .window, !held(by: element).isEmpty else { return nil }
            shownOver = held(by: element)
        } else {
            guard obscures(element) || isDismissedByTap(element), container == .window || !isLaidOutWithScreen(element, placement: placement) else { return nil }
            guard let beside = shownBeside(element, placement: placement) else { return nil }
            shownOver = held(by: element) + beside
            guard !shownOver.isEmpty || isDismissedByTap(element) else { return nil }
        }
        // A wait behind a spinner is no dialog: it wants an announcement, not a trap.
        if !shownOver.isEmpty, shownOver.allSatisfy({ $0.kitClass == "UIActivityIndicatorView" || $0.kitClass == "UIProgressView" }) { return nil }
        if shownOver.contains(where: { isDeclaredElsewhere($0) && mayBeModal($0) }) { return nil }
        let scopes = declarations(around: placement, element: element, shownOver: shownOver)
        guard !scopes.contains(where: { mentions(Self.modalityMembers, in: $0) }) else { return nil }
        return Overlay(element: element, placement: placement, hasEscape: scopes.contains { mentions(["accessibilityPerformEscape"], in: $0) })
    }

    /// A view of the project's own class declared in another file.
    private func isDeclaredElsewhere(_ element: ImperativeElement) -> Bool {
        element.binding != .self && element.typeName != element.kitClass
            && !context.typeDeclarations.contains { $0.keyword == "class" && $0.name == element.typeName }
    }

    /// Its class, declared in another file, may make itself modal: the project index says it names
    /// `accessibilityViewIsModal`, or there is no index to ask.
    private func mayBeModal(_ element: ImperativeElement) -> Bool {
        guard let project = context.project else { return true }
        return project.modalViewTypes().contains(element.typeName)
    }

    /// A single tap on it: the backdrop's tap that closes what is over it.
    private func isDismissedByTap(_ element: ImperativeElement) -> Bool {
        element.settings(.gestureRecognizer).contains { $0.recognizer?.isSingleTap == true }
    }

    /// `isUserInteractionEnabled = false` lets touches through: a tint, not something that blocks.
    private func takesTouches(_ element: ImperativeElement) -> Bool {
        !element.settings(.userInteraction).contains { $0.value?.text(in: context.tree) == "false" }
    }

    /// It covers what it is added to: a frame of the container's or the screen's bounds, its four
    /// edges pinned to the container or its superview, or SnapKit's `edges`.
    private func fills(_ element: ImperativeElement, placement: ChainNode) -> Bool {
        // `frame = view.bounds`, `UIScreen.main.bounds`; not a rect computed from them (a toast's strip).
        if element.settings(.frame).contains(where: { $0.value?.chain?.links.last?.name == "bounds" }) { return true }
        let container = placement.links.dropLast().map(\.name).filter { $0 != "self" }
        // `window.addSubview(popup) { $0.pinToSuperview() }`.
        if let closure = placement.links.last?.closure,
           closure.descendants(ofType: ChainNode.self).contains(where: { $0.links.contains { $0.hasCall && Self.isFillingCall($0.name) || $0.name == "edges" } }) {
            return true
        }
        var pinned = Set<String>()
        for chain in uses(of: element) {
            let links = chain.links
            for (index, link) in links.enumerated() {
                // `dimmingView.snp.makeConstraints { $0.edges.equalToSuperview() }`, `pinEdges(to: view)`.
                if link.name == "edges" || link.hasCall && Self.isFillingCall(link.name) { return true }
                if let closure = link.closure, closure.descendants(ofType: ChainNode.self).contains(where: { $0.links.contains { $0.name == "edges" } }) {
                    return true
                }
                guard let edge = Self.edges[link.name], index + 1 < links.count, links[index + 1].name == "constraint",
                      let target = links[index + 1].argument("equalTo")?.value?.singleChain?.links, target.last?.name == link.name else { continue }
                let owner = target.dropLast().map(\.name).filter { $0 != "self" && $0 != "safeAreaLayoutGuide" }
                if owner == container || owner.last == "superview" || container.contains(where: { $0.lowercased().hasSuffix("window") }) && owner.last?.lowercased().hasSuffix("window") == true {
                    pinned.insert(edge)
                }
            }
        }
        return pinned.count == 4
    }

    /// A layout helper whose name says it pins every edge: `pinEdges(to:)`, `pinAllEdges(to:)`,
    /// `pinToSuperview()`, `fillSuperview()`, `constrainToSuperview()`.
    private static func isFillingCall(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if lowered.contains("edges") { return true }
        return lowered.contains("superview") && ["pin", "fill", "constrain", "anchor", "stretch"].contains { lowered.hasPrefix($0) }
    }

    private static let edges = [
        "topAnchor": "top", "bottomAnchor": "bottom", "leadingAnchor": "leading", "leftAnchor": "leading",
        "trailingAnchor": "trailing", "rightAnchor": "trailing",
    ]

    /// The chains that name the element: `dimmingView.…`, `self.dimmingView.…`, or the class's own
    /// `topAnchor.…` and `self.topAnchor.…`.
    private func uses(of element: ImperativeElement) -> [ChainNode] {
        if element.binding == .self, let owner = element.owner {
            return context.chains.filter { chain in
                chain.isDescendant(of: owner) && context.enclosingType(of: chain) === owner
                    && (chain.links.first.map { Self.edges[$0.name] != nil || $0.name == "snp" } == true
                        || chain.links.first?.name == "self" && chain.links.count > 1)
            }
        }
        let direct = context.chainsByFirstName[element.name] ?? []
        let throughSelf = (context.chainsByFirstName["self"] ?? []).filter { $0.links.count > 1 && $0.links[1].name == element.name }
        return (direct + throughSelf).filter { context.imperativeElements.element(named: element.name, at: $0) === element }
    }

    /// It hides what is behind it: a blur, or a translucent tint (`UIColor.black.withAlphaComponent(0.4)`,
    /// `UIColor(white: 0, alpha: 0.5)`), or a tint it fades in (`alpha = 0.5`).
    private func obscures(_ element: ImperativeElement) -> Bool {
        if element.kitClass == "UIVisualEffectView" { return true }
        return uses(of: element).contains { chain in
            guard let member = chain.links.last?.name, ["backgroundColor", "alpha"].contains(member),
                  let assigned = context.assignedValue(to: chain) else { return false }
            return assigned.chains.contains { isTranslucent($0, member: member) }
        }
    }

    private func isTranslucent(_ value: ChainNode, member: String) -> Bool {
        func between(_ text: String?) -> Bool { text.flatMap(Double.init).map { $0 > 0 && $0 < 1 } ?? false }
        if member == "alpha" { return between(value.text) }
        return value.links.contains { link in
            (link.name == "withAlphaComponent" && between(link.arguments.first?.value?.text))
                || (link.name == "UIColor" || link.name == "init") && between(link.argument("alpha")?.value?.text)
        }
    }

    /// A view added to a controller's view while the screen is built is part of its layout (a
    /// player's scrim under its controls; the backdrop of a controller that is itself the popup,
    /// presented or embedded where this file cannot see), unless it starts hidden (`isHidden = true`)
    /// to be shown later over the screen. A lazy property's closure builds the screen too.
    private func isLaidOutWithScreen(_ element: ImperativeElement, placement: ChainNode) -> Bool {
        guard let type = context.enclosingType(of: placement) else { return false }
        if let function = placement.firstAncestor(ofType: FunctionDeclNode.self) {
            guard setupFunctions(of: type).contains(where: { $0 === function }) else { return false }
        }
        return !uses(of: element).contains { chain in
            chain.links.last?.name == "isHidden" && context.assignedValue(to: chain)?.value.text(in: context.tree) == "true"
        }
    }

    /// The methods that build the screen: the controller's setup methods (`viewDidLoad`, `init` …)
    /// and the methods of the type they call, and those they call in turn (`setupViews()`).
    private func setupFunctions(of type: TypeDeclNode) -> [FunctionDeclNode] {
        let functions = context.typeDeclarations.filter { $0 === type || $0.name == type.name }
            .flatMap { $0.members.compactMap { $0 as? FunctionDeclNode } }
        var setup = functions.filter { Self.setupMethods.contains($0.name) }
        var index = 0
        while index < setup.count {
            let called = Set(setup[index].descendants(ofType: ChainNode.self).compactMap { chain -> String? in
                let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
                return links.count == 1 && links[0].hasCall ? links[0].name : nil
            })
            setup += functions.filter { function in called.contains(function.name) && !setup.contains { $0 === function } }
            index += 1
        }
        return setup
    }

    /// The views the element holds: those the file adds to it, and for a class of its own the views it keeps.
    private func held(by element: ImperativeElement) -> [ImperativeElement] {
        let model = context.imperativeElements
        var views = element.settings(.subview).compactMap { setting in
            setting.value?.chain?.links.last.flatMap { model.element(named: $0.name, at: setting.node) }
        }
        if element.binding == .self, let owner = element.owner {
            views += model.elements.filter { $0.owner === owner && $0.binding != .self && $0.binding != .local }
        }
        return views
    }

    /// The views added to the same container after the backdrop, in the same function: the popup
    /// over it. Nil when one of them is not a view the model knows (`window.addSubview(picker.view)`,
    /// a popup of a class it cannot read), which may be modal itself.
    private func shownBeside(_ element: ImperativeElement, placement: ChainNode) -> [ImperativeElement]? {
        guard let function = placement.firstAncestor(ofType: FunctionDeclNode.self) ?? placement.firstAncestor(ofType: ClosureNode.self) else { return [] }
        let receiver = placement.links.dropLast().map(\.name)
        var shown: [ImperativeElement] = []
        for chain in function.descendants(ofType: ChainNode.self) {
            guard chain.firstToken > placement.lastToken, chain.links.dropLast().map(\.name) == receiver,
                  let last = chain.links.last, Self.placingCalls.contains(last.name) else { continue }
            guard let placed = placedElement(chain) else { return nil }
            if placed !== element { shown.append(placed) }
        }
        return shown
    }

    /// Where the team would make the overlay modal or handle escape: the type that shows it (all
    /// its declarations in the file), the backdrop's class, and the classes of what is shown over it.
    private func declarations(around placement: ChainNode, element: ImperativeElement, shownOver: [ImperativeElement]) -> [TypeDeclNode] {
        var names = Set(([element] + shownOver).map(\.typeName))
        if let type = context.enclosingType(of: placement) { names.insert(type.name) }
        if let owner = element.owner { names.insert(owner.name) }
        return context.typeDeclarations.filter { names.contains($0.name) }
    }

    /// Whether a type declares or names one of the members.
    private func mentions(_ members: Set<String>, in type: TypeDeclNode) -> Bool {
        type.members.contains { member in
            ((member as? FunctionDeclNode)?.name ?? (member as? VariableDeclNode)?.name).map(members.contains) ?? false
        } || members.contains { name in
            context.chains.contains { chain in chain.isDescendant(of: type) && chain.links.contains { $0.name == name } }
        }
    }
}
