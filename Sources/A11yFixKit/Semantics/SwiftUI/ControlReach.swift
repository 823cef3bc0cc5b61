/// Whether a person using VoiceOver can do what a control does: is the control a working control
/// at all (it acts when tapped, it can be seen), what does it do (written so two controls that do
/// the same can be told to), and is that action offered some other way (an accessibility action or
/// a control around it, another control of the same View).
extension RuleContext {
    /// Modifiers whose closures are presented apart from the view they modify (a sheet, an alert, a
    /// menu, the navigation bar): hiding the view does not hide what they present.
    static let detachedContentModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "toolbar", "swipeActions",
        "navigationDestination", "inspector", "fileImporter", "fileExporter", "searchSuggestions", "overlayPreferenceValue",
    ]

    /// Accessibility modifiers that offer actions or stand in for the element with another view.
    static let accessibilityAlternatives: Set<String> = [
        "accessibilityAction", "accessibilityActions", "accessibilityAdjustableAction", "accessibilityScrollAction",
        "accessibilityRepresentation", "accessibilityActivationPoint",
    ]

    /// What a control or tappable view does, as written (whitespace left out), so that two places
    /// doing the same thing compare equal: a Button's action, a tap gesture's closure, a toggle's
    /// binding, a link's destination. Nil when it does nothing (`Button(action: {})`, an empty
    /// closure) or the code does not say.
    public func performedAction(of chain: ChainNode) -> String? {
        guard let element = chain.elementLink else { return nil }
        if let gesture = chain.modifier(named: "onTapGesture") {
            return actionText(gesture.closure(labeled: nil) ?? gesture.closure(labeled: "perform"), argument: gesture.argument("perform"))
        }
        switch element.name {
        case "Button":
            return buttonAction(element)
        case "Toggle":
            return element.argument("isOn").map { "toggle " + RuleContext.squeezed($0.value?.text ?? "") }
        case "Link":
            return element.argument("destination").map { "open " + RuleContext.squeezed($0.value?.text ?? "") }
        case "NavigationLink":
            if let destination = element.argument("destination") ?? element.argument("value") {
                return "show " + RuleContext.squeezed(destination.value?.text ?? "")
            }
            return element.closure(labeled: nil).map { "show " + RuleContext.squeezed($0.text) }
        default:
            return boundValue(of: element).map { "set " + RuleContext.squeezed($0.text) }
        }
    }

    /// Whether a Button or tap gesture runs nothing when tapped (`Button(action: {}) { … }`, the look
    /// of a Menu laid over it), feedback and logging aside.
    public func doesNothing(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        let closure: ClosureNode?
        if let gesture = chain.modifier(named: "onTapGesture") {
            closure = gesture.closure(labeled: nil) ?? gesture.argument("perform")?.value?.singleChain?.links.first?.closure
        } else if element.name == "Button" {
            closure = actionClosure(of: element)
        } else {
            return false
        }
        guard let closure else { return false }
        return closure.statements.allSatisfy { statement in (statement as? ExpressionNode).map(isFeedbackOrLogging) ?? false }
    }

    /// What a Button does, written as `performedAction(of:)` writes it: `action: save` and `{ save() }` alike.
    func buttonAction(_ button: LinkNode) -> String? {
        actionText(actionClosure(of: button), argument: button.argument("action"))
    }

    private func actionText(_ closure: ClosureNode?, argument: ArgumentNode?) -> String? {
        if let closure {
            let body = closure.statements.filter { statement in !((statement as? ExpressionNode).map(isFeedbackOrLogging) ?? false) }
            guard !body.isEmpty else { return nil }
            return RuleContext.squeezed(body.map(\.text).joined(separator: ";"))
        }
        guard let value = argument?.value else { return nil }
        // `action: {}` is a closure literal; `action: save` a reference, the same as `{ save() }`.
        if let chain = value.singleChain, chain.links.count == 1, let closure = chain.links[0].closure {
            return actionText(closure, argument: nil)
        }
        return RuleContext.squeezed(value.text) + "()"
    }

    static func squeezed(_ text: String) -> String {
        String(text.filter { !$0.isWhitespace })
    }

    /// Whether a control is one a person sees and operates: not invisible (`.hidden()`,
    /// `.opacity(0)`, a zero frame), not turned off (`.disabled(true)`, `.allowsHitTesting(false)`),
    /// with something to show (not `Button("") {}` nor an `EmptyView()` label, as in a
    /// NavigationLink driven from code), itself or around it.
    public func isOperableControl(_ chain: ChainNode, within container: SyntaxNode? = nil) -> Bool {
        isShownControl(chain, within: container) && !isAround(chain, within: container, where: isTurnedOff)
    }

    /// Whether a control shows on screen at all: something to show, and neither it nor a view
    /// around it invisible. A disabled control still shows (VoiceOver reads it as dimmed); a
    /// NavigationLink with an `EmptyView()` label driven from code, or one at `.opacity(0)` in a
    /// background, does not: no one meets it.
    public func isShownControl(_ chain: ChainNode, within container: SyntaxNode? = nil) -> Bool {
        if let element = chain.elementLink, hasNothingToShow(element) { return false }
        return !isAround(chain, within: container, where: isInvisible)
    }

    /// Whether `chain` or a view around it, up to `container` or its type, is as `test` says.
    private func isAround(_ chain: ChainNode, within container: SyntaxNode?, where test: (ChainNode) -> Bool) -> Bool {
        var current: SyntaxNode? = chain
        while let node = current, node !== container {
            if let link = node as? ChainNode, link.elementLink != nil, test(link) { return true }
            if node is TypeDeclNode { break }
            current = node.parent
        }
        return false
    }

    private func hasNothingToShow(_ element: LinkNode) -> Bool {
        switch controlLabelSource(of: element) {
        case .title:
            // `Button("", systemImage: "plus")` shows its image; `TextField("", text: $title)` and
            // `Toggle("", isOn: $isOn)` show their field and switch, only untitled.
            return ["Button", "NavigationLink", "Link", "Menu"].contains(element.name)
                && element.arguments.first?.value.flatMap(stringLiteralValue)?.isEmpty == true
                && element.argument("systemImage") == nil && element.argument("image") == nil
        case let .content(closure):
            // `DatePicker(selection: $date) { EmptyView() }` draws its calendar, `Toggle(isOn:) { EmptyView() }`
            // its switch: only a control that is all label shows nothing without one.
            guard RuleContext.labelledControls.contains(element.name), element.name != "Toggle" else { return false }
            let content = contentChains(of: closure)
            return content.isEmpty || content.allSatisfy { $0.elementLink?.name == "EmptyView" }
        case .other:
            // `NavigationLink(unwrapping: $route, case: \.detail) { destination }`: a link that code drives, with no label.
            return element.name == "NavigationLink" && ["unwrapping", "isActive", "item", "tag"].contains { element.argument($0) != nil }
        case .view:
            return false
        }
    }

    private func isTurnedOff(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            let first = modifier.arguments.first?.value.map { RuleContext.squeezed($0.text) }
            switch modifier.name {
            case "disabled": return first == "true"
            case "allowsHitTesting": return first == "false"
            default: return false
            }
        }
    }

    /// Whether a view takes its place but draws nothing: `.hidden()`, `.opacity(0)`, a zero frame.
    func isInvisible(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            let first = modifier.arguments.first?.value.map { RuleContext.squeezed($0.text) }
            switch modifier.name {
            case "hidden": return modifier.arguments.isEmpty
            case "opacity": return first.flatMap(Double.init) == 0
            case "frame":
                return ["width", "height", "maxWidth", "maxHeight"].contains { label in
                    modifier.argument(label)?.value.flatMap { Double(RuleContext.squeezed($0.text)) } == 0
                }
            default: return false
            }
        }
    }

    /// The controls and tappable views inside `element`'s content that a person operates: not the
    /// items of presentations and menus its views attach (a sheet's buttons are not in this view).
    public func operableControls(inContentOf element: LinkNode) -> [ChainNode] {
        element.allClosures.flatMap { $0.descendants(ofType: ChainNode.self) }.filter { inner in
            guard let link = inner.elementLink,
                  RuleContext.controls.contains(link.name) || isTapped(inner) && isTappableView(inner) else { return false }
            let presented = enclosingCalls(of: inner).contains { call in
                call.link !== call.chain.elementLink && RuleContext.detachedContentModifiers.contains(call.link.name)
                    && call.link.isDescendant(of: element)
            }
            return !presented && !isInMenuItems(inner) && isOperableControl(inner, within: element)
        }
    }

    /// Whether `chain` or a view around it in the same type offers its actions another way: an
    /// accessibility action or a representation, or a control that takes the tap for all it holds
    /// (a `Button` whose label holds the toggle; a row with `.onTapGesture`).
    public func offersActionsAround(_ chain: ChainNode) -> Bool {
        if chain.modifiers.contains(where: { RuleContext.accessibilityAlternatives.contains($0.name) }) { return true }
        for call in enclosingCalls(of: chain) {
            if call.link.name == "accessibilityRepresentation" { return true }
            guard call.link === call.chain.elementLink else { continue }
            let around = call.chain
            if around.modifiers.contains(where: { RuleContext.accessibilityAlternatives.contains($0.name) }) { return true }
            if ["Button", "NavigationLink", "Link"].contains(call.link.name) || isTapped(around) { return true }
        }
        return false
    }

    /// Whether the View holding `chain` offers what `action` does elsewhere, where VoiceOver reaches
    /// it: another control or tappable view doing the same, or an `.accessibilityAction` running it.
    public func isActionReachableElsewhere(_ action: String, besides chain: ChainNode) -> Bool {
        guard let type = enclosingType(of: chain) else { return false }
        let range = type.range
        for other in chains where other !== chain && range.contains(other.range.lowerBound) && !other.isDescendant(of: chain) {
            for modifier in other.modifiers where modifier.name == "accessibilityAction" {
                let closure = modifier.closure(labeled: nil) ?? modifier.closure(labeled: "action")
                if actionText(closure, argument: modifier.argument("action")) == action { return true }
            }
            guard let element = other.elementLink,
                  RuleContext.controls.contains(element.name) || isTapped(other) else { continue }
            if performedAction(of: other) == action, isExposedToAccessibility(other), isOperableControl(other) { return true }
        }
        return false
    }
}
