/// Views made tappable with a gesture instead of a control: which tap gesture a chain carries, how
/// many taps it takes, what it runs, and whether it is a control a person operates or a convenience
/// around the screen's real controls (a tap outside a panel to dismiss it, a tap that ends editing, a
/// gesture that only swallows taps so others do not fire).
extension RuleContext {
    /// A tap gesture on a view: `.onTapGesture { … }`, `.onTapGesture(count: 2, perform: like)`,
    /// `.gesture(TapGesture().onEnded { … })` (also as a simultaneous or high-priority gesture).
    public struct ViewTapGesture {
        /// The modifier that attaches it.
        public var modifier: LinkNode
        /// How many taps it takes: 1 unless a literal count says otherwise; nil when the count is computed.
        public var count: Int?
        /// The closure it runs, when written in place.
        public var closure: ClosureNode?
        /// The function it runs, when passed by name (`perform: onMediaTap`).
        public var reference: ExpressionNode?
    }

    /// The condition a tap acts under, when it does nothing otherwise: its closure is one `if` with
    /// no `else` (`if isCurrent { playVideo() }`), or opens with `guard condition else { return }`;
    /// or it only calls an action the View may not have been given (`onTap?()`, `info.action?()`,
    /// `if let onTap = onTap { onTap(self) }`): then it acts only when that action is not nil.
    /// Nil when it always acts, or the condition binds something else, which names no state.
    public func actingCondition(of tap: ViewTapGesture) -> String? {
        guard let closure = tap.closure else { return nil }
        let statements = closure.children.filter { $0 is StatementNode || $0 is ExpressionNode || $0 is VariableDeclNode }
        // `onTap?()`, `info.action?(item)`: an optional closure called, not a receiver (`model?.save()`).
        if statements.count == 1, let call = statements[0] as? ExpressionNode {
            let text = RuleContext.squeezed(call.text)
            if text.range(of: #"^[A-Za-z_][\w.]*\?\(.*\)$"#, options: .regularExpression) != nil, let end = text.range(of: "?(") {
                return "\(text[..<end.lowerBound]) != nil"
            }
        }
        guard let first = statements.first as? StatementNode else { return nil }
        let isLoneIf = first.keyword == "if" && statements.count == 1 && first.blocks.count == 1
        // `if let onTap = onTap { onTap(self) }`, `if let onTap { … }`: the action, unwrapped.
        if isLoneIf, tree.token(first.firstToken + 1, is: "let"), let block = first.blocks.first {
            // `if let artist = album.artists.first, dataProvider.supportsArtistLookup { … }`: the clauses
            // that bind nothing are a state it acts under.
            let clauses = RuleContext.clauses(of: file.text(tree.tokens[first.firstToken + 1].start..<tree.tokens[block.firstToken].start))
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            let states = clauses.filter { clause in !["let ", "var ", "case "].contains { clause.hasPrefix($0) } }
            if !states.isEmpty, states.count < clauses.count { return states.joined(separator: " && ") }
            let head = RuleContext.squeezed(file.text(tree.tokens[first.firstToken].start..<tree.tokens[block.firstToken].start))
            guard head.range(of: #"^iflet[A-Za-z_]\w*(=[A-Za-z_][\w.]*)?$"#, options: .regularExpression) != nil else { return nil }
            let parts = head.dropFirst("iflet".count).split(separator: "=").map(String.init)
            let source = parts.last ?? parts[0]
            if block.text.contains(parts[0] + "(") { return "\(source) != nil" }
            // `if let url = learnMoreLink { open(url) }`: it acts only when the View was given a link.
            let root = source.split(separator: ".").first.map(String.init) ?? source
            let isGivenProperty = enclosingType(of: closure)?.properties.contains { $0.name == root && $0.isStored } ?? false
            return isGivenProperty ? "\(source) != nil" : nil
        }
        guard isLoneIf || first.keyword == "guard", first.conditions.count == 1, let condition = first.conditions.first,
              !tree.token(first.firstToken + 1, is: "let"), !tree.token(first.firstToken + 1, is: "var"),
              !tree.token(first.firstToken + 1, is: "case") else { return nil }
        // A time guard (`Date() >= suppressUntil`, a debounce) is no state the element shows: it always acts.
        if condition.text.contains("\n") || condition.text.range(of: #"\bDate\(\)|\.now\b|CACurrentMediaTime\(\)"#, options: .regularExpression) != nil {
            return nil
        }
        return condition.text
    }

    /// Whether a tap only counts toward a number of taps (`versionTapCount += 1`, then `if
    /// versionTapCount >= required { … }`), in its closure or a function of the type it calls: a
    /// hidden trigger (seven taps on the version for developer mode), not a control one activation runs.
    public func countsTaps(_ tap: ViewTapGesture) -> Bool {
        guard let closure = tap.closure else { return false }
        let pattern = #"\b\w*([Tt]aps?|[Cc]licks?)[Cc]ount\w*\s*\+=\s*1\b"#
        if closure.text.range(of: pattern, options: .regularExpression) != nil { return true }
        guard let type = enclosingType(of: closure) else { return false }
        let functions = RuleContext.functionsByName(in: type)
        return RuleContext.functionsCalled(in: closure, among: functions).contains { name in
            functions[name]?.text.range(of: pattern, options: .regularExpression) != nil
        }
    }

    /// Whether a tap ends editing: its code, or a function of its View it runs (by name, `perform:
    /// dismissEditorIfNeeded`, or called, two calls deep), puts the keyboard away or takes focus
    /// from a field (`isNameFieldFocused = false`, `resignFirstResponder`). A tap on text beside a
    /// field that closes the field's editor is a shortcut, not a control.
    public func endsEditing(_ tap: ViewTapGesture) -> Bool {
        if RuleContext.mentionsEditing(tap.modifier) { return true }
        guard let type = enclosingType(of: tap.modifier) else { return false }
        let functions = RuleContext.functionsByName(in: type)
        var pending = tap.reference.flatMap { $0.singleChain?.links.last?.name }.map { [$0] } ?? []
        if let closure = tap.closure { pending += RuleContext.functionsCalled(in: closure, among: functions) }
        var seen = Set<String>()
        for _ in 0..<2 {
            var next: [String] = []
            for name in pending where seen.insert(name).inserted {
                guard let function = functions[name] else { continue }
                let text = function.text
                if text.range(of: #"(?i)(focused\w*\s*=\s*(false|nil)|resignFirstResponder|endEditing|(hide|dismiss)Keyboard)"#, options: .regularExpression) != nil { return true }
                next += RuleContext.functionsCalled(in: function, among: functions)
            }
            pending = next
        }
        return false
    }

    /// Whether a tap only scrolls to the top or the bottom (`proxy.scrollTo(topID)`,
    /// `sendNotification(.shouldScrollToTop)`): a shortcut on a title, as the status bar's, beside
    /// the scrolling VoiceOver users do with three fingers; not a control. A tap that scrolls to an
    /// item it names (a table of contents) is one.
    public func onlyScrollsToAnEnd(_ gesture: ViewTapGesture) -> Bool {
        guard let closure = gesture.closure else { return false }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        return !statements.isEmpty && statements.allSatisfy { statement in
            let words = Set(RuleContext.words(in: statement.text))
            return words.contains("scroll") && !words.isDisjoint(with: ["top", "bottom", "start", "end"])
        }
    }

    /// Whether a tap only shows or hides the screen's bars and controls (`hideBars.toggle()` on a
    /// full-screen photo, `showControls.toggle()` on a video): the viewer's tap-to-hide chrome, which
    /// VoiceOver users do not need (the bars stay reachable); the picture is no button.
    public func onlyTogglesChrome(_ gesture: ViewTapGesture) -> Bool {
        guard let closure = gesture.closure else { return false }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        let chromeWords: Set<String> = ["bars", "toolbar", "toolbars", "controls", "chrome", "hud", "ui", "interface"]
        var flipsChrome = false
        for statement in statements {
            if case let .toggles(state)? = action(ofStatement: statement) {
                guard !Set(RuleContext.words(in: state)).isDisjoint(with: chromeWords) else { return false }
                flipsChrome = true
            } else if assignment(in: statement)?.operator != "=" {
                return false
            }
        }
        return flipsChrome
    }

    /// Whether a tap flips the state a `Toggle` of the same type binds (`Text("Test Mode").onTapGesture
    /// { isTestingMode.toggle() }` beside `Toggle(isOn: $isTestingMode)`): the view is the Toggle's
    /// caption, a larger target for the pointer, and the Toggle is the control VoiceOver and Voice
    /// Control use.
    public func isCaptionOfToggle(_ chain: ChainNode, tap: ViewTapGesture) -> Bool {
        guard let state = flippedState(by: tap), let type = enclosingType(of: chain) else { return false }
        let bound = "$" + RuleContext.squeezed(state).replacingOccurrences(of: "self.", with: "")
        return type.descendants(ofType: ChainNode.self).contains { other in
            guard let toggle = other.elementLink, toggle.name == "Toggle", let isOn = toggle.argument("isOn")?.value else { return false }
            let binding = RuleContext.squeezed(isOn.text).replacingOccurrences(of: "self.", with: "")
            return binding == bound || binding.hasPrefix(bound + ".")
        }
    }

    /// Modifiers that attach a gesture value (`.gesture(TapGesture().onEnded { … })`).
    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// Whether a chain takes taps: `.onTapGesture`, or a `TapGesture` attached with `.gesture`,
    /// `.simultaneousGesture` or `.highPriorityGesture` that runs something when it ends.
    public func isTapped(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "onTapGesture" { return true }
            guard RuleContext.gestureModifiers.contains(modifier.name), let gesture = modifier.arguments.first?.value?.singleChain,
                  let element = gesture.elementLink, element.name == "TapGesture" || element.name == "SpatialTapGesture" else { return false }
            return gesture.modifier(named: "onEnded") != nil
        }
    }

    /// The tap gestures of a chain, in the order it attaches them.
    public func tapGestures(of chain: ChainNode) -> [ViewTapGesture] {
        chain.modifiers.compactMap { modifier in
            if modifier.name == "onTapGesture" {
                let perform = modifier.argument("perform")?.value
                let closure = modifier.closure(labeled: nil) ?? perform?.singleChain.flatMap { $0.links.count == 1 ? $0.links[0].closure : nil }
                return ViewTapGesture(modifier: modifier, count: tapCount(modifier.argument("count")), closure: closure,
                                      reference: closure == nil ? perform : nil)
            }
            guard RuleContext.gestureModifiers.contains(modifier.name), let gesture = modifier.arguments.first?.value?.singleChain,
                  let element = gesture.elementLink, element.name == "TapGesture" || element.name == "SpatialTapGesture" else { return nil }
            let ended = gesture.modifier(named: "onEnded")
            return ViewTapGesture(modifier: modifier, count: tapCount(element.argument("count")), closure: ended?.closure(labeled: nil),
                                  reference: ended?.closure(labeled: nil) == nil ? ended?.arguments.first?.value : nil)
        }
    }

    private func tapCount(_ argument: ArgumentNode?) -> Int? {
        guard let argument else { return 1 }
        return argument.value.flatMap { Int(RuleContext.squeezed($0.text)) }
    }

    /// What a tap gesture does, in ControlLabels' terms (a call, a store action, a presentation …).
    func action(of gesture: ViewTapGesture) -> ControlAction? {
        if let closure = gesture.closure { return action(in: closure) }
        guard let chain = gesture.reference?.singleChain,
              chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }) else { return nil }
        return action(named: chain.links.map(\.name).joined(separator: "."))
    }

    /// Whether a tap runs nothing but feedback or logging: a gesture that swallows taps so a gesture
    /// around it does not fire (`.onTapGesture {}` under a long press), not a control.
    /// A `TapGesture()` attached with nothing to run when it ends (`.simultaneousGesture(TapGesture())`) only swallows taps too.
    public func runsNothing(_ gesture: ViewTapGesture) -> Bool {
        if gesture.modifier.name != "onTapGesture", gesture.closure == nil, gesture.reference == nil { return true }
        guard let closure = gesture.closure else { return false }
        return actionStatements(in: closure).allSatisfy(isFeedbackOrLogging)
    }

    /// Whether everything a tap runs puts something away: dismisses the screen, sets a presentation
    /// or selection state to `false` or `nil`, or calls a function named for closing, hiding or
    /// cancelling (`dismissMarkAsReadPill()`). On a backdrop that is "tap outside to dismiss", a
    /// shortcut beside the panel's own close control.
    public func onlyDismisses(_ gesture: ViewTapGesture) -> Bool {
        if gesture.reference != nil {
            guard let action = action(of: gesture) else { return false }
            return isDismissal(action)
        }
        guard let closure = gesture.closure else { return false }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        return !statements.isEmpty && statements.allSatisfy { statement in
            if statement.singleChain == nil {
                // `isMenuShown = false`, `selection = nil`.
                let tokens = (statement.firstToken...statement.lastToken).map { tree.text(ofToken: $0) }
                guard let equals = tokens.firstIndex(of: "="), equals == tokens.count - 2 else { return false }
                return tokens.last == "false" || tokens.last == "nil"
            }
            return action(ofStatement: statement).map(isDismissal) ?? false
        }
    }

    /// Whether a tap on the view puts the view itself away: it flips or clears the state of the `if`
    /// that shows it (`if isShowPopup { PopupView(…).background(.black.opacity(0.65)).onTapGesture {
    /// isShowPopup.toggle() } }`): a backdrop to tap outside a panel, not a surface under text.
    public func tapHidesItself(_ chain: ChainNode) -> Bool {
        let shownBy = Set(chain.ancestors().compactMap { $0 as? StatementNode }.filter { $0.keyword == "if" }.flatMap { statement in
            statement.conditions.compactMap { condition -> String? in
                let text = RuleContext.squeezed(condition.text)
                let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
                return name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? name : nil
            }
        })
        guard !shownBy.isEmpty else { return false }
        return tapGestures(of: chain).contains { gesture in
            guard let closure = gesture.closure else { return false }
            return actionStatements(in: closure).contains { switchedOffState($0).map(shownBy.contains) ?? false }
        }
    }

    private func isDismissal(_ action: ControlAction) -> Bool {
        switch action {
        case .dismisses: return true
        case let .call(name):
            let words = RuleContext.words(in: name.split(separator: ".").last.map(String.init) ?? name)
            return words.first.map(RuleContext.dismissingVerbs.contains) ?? false
        default: return false
        }
    }

    /// Verbs of functions that put something away.
    static let dismissingVerbs: Set<String> = ["dismiss", "close", "hide", "cancel", "collapse"]

    /// Views that draw a surface, not content: a tap on one is a tap on the area it fills.
    public static let surfaceViews: Set<String> = [
        "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "ContainerRelativeShape",
        "UnevenRoundedRectangle", "LinearGradient", "RadialGradient", "AngularGradient", "Spacer",
    ]

    /// Whether a tappable view is a backdrop rather than a control: a surface (a colour, a shape, an
    /// empty stack) that is clear, fills the screen (`.ignoresSafeArea()`, a frame as wide and tall as
    /// it may be) or lies behind or over other content (`.background { … }`, `.overlay { … }`), or
    /// whose tap only puts something away (the dimmed layer behind a panel). A small swatch or dot
    /// that selects something is a control. A stack is a backdrop when it fills the screen (itself,
    /// or through a surface in it that does: a camera view whose tap shows its controls) or when its
    /// tap only puts it away (a toast, a debug panel): the gesture belongs to the screen, not to a
    /// control VoiceOver can point to.
    public func isBackdrop(_ chain: ChainNode, tap gesture: ViewTapGesture) -> Bool {
        guard let element = chain.elementLink else { return false }
        let content = element.allClosures.first.map(contentChains(of:)) ?? []
        if RuleContext.stacks.contains(element.name), !content.isEmpty {
            return onlyDismisses(gesture) || fillsScreen(chain) || content.contains { isSurface($0) && fillsScreen($0) }
        }
        guard isSurface(chain) || RuleContext.stacks.contains(element.name) else { return false }
        if chain.links.count > 1, chain.links[1].name == "clear" { return true }
        return onlyDismisses(gesture) || isInsideModifier(chain, named: ["background", "overlay"]) || fillsScreen(chain)
    }

    /// Whether a chain draws a colour or a shape (`Color.black.opacity(0.4)`, `Circle().fill(…)`),
    /// whose element link may be a modifier after the colour's name.
    public func isSurface(_ chain: ChainNode) -> Bool {
        chain.links.first.map { RuleContext.surfaceViews.contains($0.name) } ?? false
    }

    /// Whether a view is laid out over the whole screen: it ignores the safe area, or its frame is as
    /// wide and as tall as it may be.
    private func fillsScreen(_ chain: ChainNode) -> Bool {
        chain.links.contains { modifier in
            switch modifier.name {
            case "ignoresSafeArea", "edgesIgnoringSafeArea": return true
            case "frame": return modifier.argument("maxWidth")?.value?.text.contains("infinity") == true
                && modifier.argument("maxHeight")?.value?.text.contains("infinity") == true
            default: return false
            }
        }
    }

    /// The state a tap switches on and off when it is not one that shows or hides content
    /// (`isOn.toggle()`, `isFiltered.toggle()`, not `isExpanded.toggle()`): the view is a toggle,
    /// whose state a button trait alone does not say. A tap that flips a Boolean among other work (copying, then `didCopy.toggle()` to show a
    /// confirmation) is that work, not a toggle.
    public func switchedState(by gesture: ViewTapGesture) -> String? {
        guard let state = flippedState(by: gesture) else { return nil }
        return isDisclosureState(state) ? nil : state
    }

    /// The state a tap opens and closes content with (`isExpanded.toggle()`): a disclosure, whose
    /// button says whether it is expanded only with a value (or as a `DisclosureGroup`). A tap that
    /// only opens (`isExpanded = true`, "Show more") is a plain button.
    public func disclosedState(by gesture: ViewTapGesture) -> String? {
        guard let state = flippedState(by: gesture) else { return nil }
        return isDisclosureState(state) ? state : nil
    }

    /// Whether a disclosure's state is true while its content is closed (`isCollapsed`, `isHidden`).
    public static func closesWhenTrue(_ state: String) -> Bool {
        RuleContext.words(in: state).contains { ["collapsed", "collapse", "hidden", "hide", "folded", "closed"].contains($0) }
    }

    /// A Boolean the code can see flipping (`isOn.toggle()`, `isOn = !isOn`), not a function named for
    /// toggling (`toggleBody()`), whose state is out of sight, nor the state of a sheet, popover or
    /// alert, which the tap only opens.
    private func flippedState(by gesture: ViewTapGesture) -> String? {
        if let closure = gesture.closure, actionStatements(in: closure).filter({ !isFeedbackOrLogging($0) }).count != 1 { return nil }
        guard case let .toggles(state)? = action(of: gesture), let last = state.split(separator: ".").last else { return nil }
        if last.drop(while: { $0 == "_" }).lowercased().hasPrefix("toggle") || presentsSomething(state) { return nil }
        return state
    }

    /// Whether `state` is bound to a presentation of this file (`.sheet(isPresented: $state)`).
    private func presentsSomething(_ state: String) -> Bool {
        chains.contains { chain in
            chain.modifiers.contains { modifier in
                (RuleContext.focusReturningPresentations.contains(modifier.name) || modifier.name == "inspector")
                    && RuleContext.boundState(modifier.argument("isPresented")) == state
            }
        }
    }

    private func isDisclosureState(_ state: String) -> Bool {
        RuleContext.words(in: state.split(separator: ".").last.map(String.init) ?? state).contains(where: RuleContext.disclosureWords.contains)
    }

    /// Words of a state that shows or hides content: a tap on it is a disclosure, which a button is.
    static let disclosureWords: Set<String> = [
        "expanded", "expand", "collapsed", "collapse", "show", "shows", "showing", "shown", "visible", "hidden", "hide",
        "presented", "present", "open", "opened", "folded", "unfolded", "reveal", "revealed", "more", "full", "truncated",
    ]

    /// Whether the chain already tells assistive technologies it acts when activated: a button or
    /// link trait (also in a postfix `#if`, or the deprecated `.accessibility(addTraits:)`), an
    /// accessibility action, a representation by a real control, or a modifier of the project's own
    /// that sets traits or actions.
    public func announcesItsAction(_ chain: ChainNode) -> Bool {
        let addsControlTrait = { (modifier: LinkNode) -> Bool in
            guard let traits = self.addedTraits(by: modifier) else { return false }
            return traits.contains("isButton") || traits.contains("isLink")
        }
        if chain.modifiers.contains(where: { modifier in
            RuleContext.accessibilityAlternatives.contains(modifier.name)
                || !projectEffects(of: modifier).isDisjoint(with: [.traits, .actions, .representation]) || addsControlTrait(modifier)
        }) { return true }
        // A stack that combines its children takes their traits: a link text inside makes the row a link.
        guard childrenBehavior(of: chain) == .combine, let element = chain.elementLink,
              let content = element.closure(labeled: "content") ?? element.closure(labeled: nil) else { return false }
        return content.descendants(ofType: LinkNode.self).contains(where: addsControlTrait)
    }

    /// The traits a modifier adds, as written: `.isHeader` in `.accessibilityAddTraits(.isHeader)` or
    /// the deprecated `.accessibility(addTraits: .isHeader)`; nil for any other modifier.
    public func addedTraits(by modifier: LinkNode) -> String? {
        switch modifier.name {
        case "accessibilityAddTraits": return modifier.arguments.first?.value?.text
        case "accessibility": return modifier.argument("addTraits")?.value?.text
        default: return nil
        }
    }

    /// Whether `node` is drawn by a style (`ToggleStyle`, `ButtonStyle` …): the look of a control
    /// SwiftUI exposes itself, whose gestures stand for the control's own action.
    public func isInStyle(_ node: SyntaxNode) -> Bool {
        var current: SyntaxNode? = node
        while let type = current?.firstAncestor(ofType: TypeDeclNode.self) {
            if type.inheritedTypes.contains(where: { $0.hasSuffix("Style") }) || project?.isStyle(type.name) == true { return true }
            current = type
        }
        return false
    }

    /// Whether a List around `chain` selects its rows (`List(selection: $selected)`): SwiftUI already
    /// exposes each row as selectable, and a tap on it is the selection.
    public func isInSelectableList(_ chain: ChainNode) -> Bool {
        enclosingCalls(of: chain).contains { call in
            call.link === call.chain.elementLink && (call.link.name == "List" || call.link.name == "Table") && call.link.argument("selection") != nil
        }
    }
}
