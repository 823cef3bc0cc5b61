/// Gestures that need a hand held on the screen (a long press, a drag, a pinch, a rotation): which
/// view each is attached to, what it does when it ends, and whether assistive technologies can do
/// the same some other way (an accessibility action, a context menu, a visible control).
extension RuleContext {
    /// The gesture values that need more than a tap.
    public static let heldGestureTypes: Set<String> = [
        "LongPressGesture", "DragGesture", "MagnificationGesture", "MagnifyGesture", "RotationGesture", "RotateGesture",
    ]

    /// A held gesture and the view it is attached to.
    public struct HeldGesture {
        /// `LongPressGesture`, `DragGesture` … (`onLongPressGesture` is `LongPressGesture`).
        public var type: String
        /// Where to report it: the gesture value's name, or the `onLongPressGesture` modifier's.
        public var nameToken: Int
        /// The views it is attached to: one, or each place a gesture property or function is used.
        public var attachedTo: [ChainNode]
        /// The closures that run when it ends (`onEnded`, a long press's `perform`).
        public var endings: [ClosureNode]
        /// The closures that run while it changes (`onChanged`).
        public var changes: [ClosureNode]
        /// Functions passed by name to run when it ends (`perform: copy`, `.onEnded(viewModel.next)`).
        public var endingReferences: [String]
        /// Whether it starts on touch-down (`DragGesture(minimumDistance: 0)`): a press or a slider.
        public var startsOnTouch: Bool
    }

    /// The file's held gestures, outermost only (`LongPressGesture().sequenced(before: DragGesture())`
    /// is one long press), with the views they are attached to.
    public func heldGestures() -> [HeldGesture] {
        var found: [HeldGesture] = []
        for chain in chains where chain.hasModifier("onLongPressGesture") {
            guard let modifier = chain.modifier(named: "onLongPressGesture"), let nameToken = modifier.nameToken else { continue }
            let argument = modifier.argument("perform")?.value
            let perform = modifier.closure(labeled: "perform") ?? argument?.singleChain?.links.first?.closure ?? modifier.closure(labeled: nil)
            found.append(HeldGesture(type: "LongPressGesture", nameToken: nameToken, attachedTo: [chain], endings: perform.map { [$0] } ?? [],
                                     changes: [], endingReferences: perform == nil ? referencedFunction(argument).map { [$0] } ?? [] : [],
                                     startsOnTouch: isZero(modifier.argument("minimumDuration"))))
        }
        for gesture in elements(named: RuleContext.heldGestureTypes) {
            guard let element = gesture.elementLink, let nameToken = element.nameToken,
                  !enclosingCalls(of: gesture).contains(where: { RuleContext.heldGestureTypes.contains($0.chain.elementLink?.name ?? "") }) else { continue }
            let attached = viewsAttaching(gesture)
            guard !attached.isEmpty else { continue }
            let closures = { (name: String) in gesture.modifiers.filter { $0.name == name }.compactMap { $0.closure(labeled: nil) } }
            let references = gesture.modifiers.filter { $0.name == "onEnded" && $0.closure(labeled: nil) == nil }.compactMap { referencedFunction($0.arguments.first?.value) }
            found.append(HeldGesture(type: element.name, nameToken: nameToken, attachedTo: attached, endings: closures("onEnded"),
                                     changes: closures("onChanged"), endingReferences: references,
                                     startsOnTouch: isZero(element.argument("minimumDistance")) || isZero(element.argument("minimumDuration"))))
        }
        return found.sorted { $0.nameToken < $1.nameToken }
    }

    /// Whether an argument is a literal zero: a drag from `minimumDistance: 0` or a press of
    /// `minimumDuration: 0` starts on touch-down.
    private func isZero(_ argument: ArgumentNode?) -> Bool {
        ["0", ".zero", "0.0"].contains(argument?.value.map { RuleContext.squeezed($0.text) } ?? "")
    }

    /// The function a reference names: `viewModel.showNext` → `showNext`.
    private func referencedFunction(_ expression: ExpressionNode?) -> String? {
        guard let chain = expression?.singleChain, chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }) else { return nil }
        return chain.links.last?.name
    }

    /// The views a gesture value is attached to: the chain whose `.gesture(…)`,
    /// `.simultaneousGesture(…)` or `.highPriorityGesture(…)` holds it, or, for a gesture a property
    /// or function of the type builds (`var drag: some Gesture { DragGesture()… }`), every chain of
    /// the type that attaches that member.
    private func viewsAttaching(_ gesture: ChainNode) -> [ChainNode] {
        if let call = enclosingCalls(of: gesture).first(where: { $0.link !== $0.chain.elementLink && RuleContext.gestureModifiers.contains($0.link.name) }) {
            return [call.chain]
        }
        guard let member = (gesture.ancestors().first { $0 is VariableDeclNode || $0 is FunctionDeclNode }),
              let type = enclosingType(of: member) else { return [] }
        let name = (member as? VariableDeclNode)?.name ?? (member as? FunctionDeclNode)?.name
        return chains.filter { chain in
            type.range.contains(chain.range.lowerBound) && chain.modifiers.contains { modifier in
                RuleContext.gestureModifiers.contains(modifier.name) && modifier.arguments.first?.value?.singleChain?.links.contains { $0.name == name } == true
            }
        }
    }

    /// Accessibility modifiers that offer what a gesture does another way.
    static let gestureAlternatives: Set<String> = accessibilityAlternatives.union(["accessibilityZoomAction", "accessibilityDragPoint"])

    /// Whether `chain`, or a view around it in its type, offers actions to assistive technologies
    /// (an accessibility action, an adjustable or zoom action, a representation) or, with
    /// `countingMenus`, a context menu (VoiceOver's actions rotor lists its items; a long press is
    /// what shows it).
    public func offersAlternative(around chain: ChainNode, countingMenus: Bool) -> Bool {
        let offers = { (candidate: ChainNode) in
            candidate.modifiers.contains { RuleContext.gestureAlternatives.contains($0.name) || countingMenus && $0.name == "contextMenu" }
                || !self.projectEffects(ofAny: candidate).isDisjoint(with: [.actions, .representation])
        }
        if offers(chain) { return true }
        return enclosingCalls(of: chain).contains { $0.link === $0.chain.elementLink && offers($0.chain) }
    }

    private func projectEffects(ofAny chain: ChainNode) -> AccessibilityEffects {
        chain.modifiers.reduce(into: AccessibilityEffects()) { $0.formUnion(projectEffects(of: $1)) }
    }

    /// The functions a gesture calls when it ends (`viewModel.nextPage()`, `dismiss()`), looking
    /// through branches, `withAnimation` and `Task`, feedback and logging aside: what it does beyond
    /// moving the view it is on.
    /// A value computed into a local (`let anchor = center(of: corner)`) is not something it does.
    public func calledFunctions(in closures: [ClosureNode]) -> [String] {
        closures.flatMap(actionStatements(in:)).filter { !isFeedbackOrLogging($0) && !($0.parent is VariableDeclNode) }.compactMap { statement in
            guard let chain = statement.singleChain ?? statement.children.last as? ChainNode, let call = chain.links.last,
                  call.hasCall, call.kind == .name || call.kind == .member, call.name.first?.isLowercase == true else { return nil }
            return call.name
        }
    }

    /// The states a gesture sets when it ends to a value that is not a constant reset, with the
    /// words of their names (`currentPage = index + 1`, not `offset = .zero`).
    public func changedStates(in closures: [ClosureNode]) -> [String] {
        closures.flatMap(actionStatements(in:)).compactMap { statement -> String? in
            guard statement.singleChain == nil else { return nil }
            let tokens = (statement.firstToken...statement.lastToken).map { tree.text(ofToken: $0) }
            guard let assignment = tokens.firstIndex(where: { ["=", "+=", "-="].contains($0) }), assignment > 0 else { return nil }
            let value = tokens[(assignment + 1)...]
            if tokens[assignment] == "=", value.count == 1, let constant = value.first,
               ["0", "nil", "false", "true", ".zero", "1", "1.0", "0.0", ".none"].contains(constant) { return nil }
            return tokens[assignment - 1]
        }
    }

    /// Whether a control of the View holding `chain` calls one of the functions or sets one of the
    /// states a gesture does (`Button("Next", action: viewModel.nextPage)` beside a swipe that calls
    /// `nextPage()`, a Stepper bound to the `zoom` a pinch sets): a visible control offers what the
    /// gesture does.
    /// A statement written the same way in both (`viewModel.onCloseTap?()`) counts too.
    /// With `countingTaps`, a tap that does the same counts (a pinch that resizes a panel whose tap
    /// toggles its size): whether VoiceOver knows the tap is tap-gesture-button-trait's question.
    public func controlDoes(any names: [String], orRuns closures: [ClosureNode], besides chain: ChainNode, countingTaps: Bool = false) -> Bool {
        let statements = closures.flatMap(actionStatements(in:)).filter { !isFeedbackOrLogging($0) }.map { RuleContext.squeezed($0.text) }
        guard !names.isEmpty || !statements.isEmpty, let type = enclosingType(of: chain) else { return false }
        let tappable = countingTaps ? chains.filter { $0.hasModifier("onTapGesture") } : []
        return (elements(named: RuleContext.controls) + tappable).contains { control in
            guard type.range.contains(control.range.lowerBound), let action = performedAction(of: control) else { return false }
            return names.contains { action.contains($0) } || statements.contains { action.contains($0) }
        }
    }

    /// Whether `name` is a property of the View holding `chain` that holds a closure its caller gives
    /// (`let onLongPress: (() -> Void)?`).
    public func isCallbackProperty(_ name: String, of chain: ChainNode) -> Bool {
        guard let type = enclosingType(of: chain) else { return false }
        return type.properties.contains { $0.name == name && $0.isStored && $0.typeAnnotation?.contains("->") == true }
    }
}
