/// The controls that present a sheet, cover, popover, alert or dialog, and whether they are still
/// on screen when it closes. UIKit, under SwiftUI's presentations, returns VoiceOver focus to the
/// element that had it when the presentation began; a control drawn only while the presentation's
/// state is off (`if !isAdding { Button("Add") { isAdding = true } }`) is gone by then, and a new
/// one takes its place, so VoiceOver focus lands elsewhere.
extension RuleContext {
    /// Presentations whose dismissal returns VoiceOver focus to what presented them.
    public static let focusReturningPresentations: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// A presentation driven by a state of its View, and the controls of that View that set it.
    public struct PresentationTrigger {
        /// The presentation modifier: `.sheet(isPresented: $isAdding) { … }`.
        public var modifier: LinkNode
        /// The state as the binding names it (`isAdding`, `viewModel.isEditing`).
        public var state: String
        /// The controls and tappable views that present it (set the state to `true`, toggle it, or give the item a value).
        public var controls: [ChainNode]
        /// For each control, the `if` or `switch` around it that reads the state: drawn only while it is not presented.
        public var removingBranches: [StatementNode?]
    }

    /// The file's presentations bound to a state that a control of the same View sets.
    public func presentationTriggers() -> [PresentationTrigger] {
        var found: [PresentationTrigger] = []
        for chain in chains {
            for modifier in chain.modifiers where RuleContext.focusReturningPresentations.contains(modifier.name) {
                guard let state = RuleContext.boundState(modifier.argument("isPresented") ?? modifier.argument("item")),
                      let type = enclosingType(of: chain) else { continue }
                // A control drawn only while the presentation is up (`if isEditing { Button("Done") { isEditing.toggle() } }`) closes it.
                let branches = controlsPresenting(state, in: type).filter { !$0.isDescendant(of: modifier) }.map { control in
                    (control, branch(around: control, reading: state, within: type))
                }.filter { $0.1?.shownWhilePresented != true }
                guard !branches.isEmpty else { continue }
                found.append(PresentationTrigger(modifier: modifier, state: state, controls: branches.map(\.0),
                                                 removingBranches: branches.map { $0.1?.statement }))
            }
        }
        return found
    }

    /// The state a binding argument names: `isAdding` for `$isAdding` or `$self.isAdding`,
    /// `viewModel.isEditing` for `$viewModel.isEditing`; nil for anything else.
    static func boundState(_ argument: ArgumentNode?) -> String? {
        guard let binding = argument?.value?.text, binding.hasPrefix("$") else { return nil }
        var state = String(binding.dropFirst())
        if state.hasPrefix("self.") { state.removeFirst(5) }
        return state.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) ? state : nil
    }

    /// The Buttons and tappable views of `type` whose action presents `state`: `state = true`,
    /// `state.toggle()`, or `state = value` for an item.
    private func controlsPresenting(_ state: String, in type: TypeDeclNode) -> [ChainNode] {
        let candidates = elements(named: ["Button"]) + chains.filter { $0.hasModifier("onTapGesture") }
        return candidates.filter { control in
            guard type.range.contains(control.range.lowerBound), enclosingType(of: control) === type, let element = control.elementLink else { return false }
            let closure = element.name == "Button" && control.modifier(named: "onTapGesture") == nil
                ? actionClosure(of: element) : tapGestures(of: control).first?.closure
            guard let closure else { return false }
            return actionStatements(in: closure).contains { presents(state, $0) }
        }
    }

    /// Whether a statement turns the presentation on: `isAdding = true`, `isAdding.toggle()`,
    /// `selection = item` (not `false` or `nil`).
    private func presents(_ state: String, _ statement: ExpressionNode) -> Bool {
        let text = RuleContext.squeezed(statement.text)
        let target = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        if target == state + ".toggle()" { return true }
        guard target.hasPrefix(state + "=") else { return false }
        let value = target.dropFirst(state.count + 1)
        return !value.isEmpty && value != "false" && value != "nil" && !value.hasPrefix("=")
    }

    /// The `if` or `switch` statement between `control` and its type whose condition reads `state`:
    /// the control is drawn in one branch of it, and is gone when the state changes. Whether that
    /// branch is the one drawn while the state is on (the first branch of `if isEditing`, `if let`,
    /// the `else` of `if !isEditing`) is said for an `if`.
    private func branch(around control: ChainNode, reading state: String,
                        within type: TypeDeclNode) -> (statement: StatementNode, shownWhilePresented: Bool)? {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        var current = control.parent
        while let node = current, node !== type {
            if let statement = node as? StatementNode, statement.keyword == "if" || statement.keyword == "switch",
               let condition = statement.conditions.first(where: { condition in
                   (condition.firstToken...condition.lastToken).contains { tree.text(ofToken: $0) == name }
               }) {
                guard statement.keyword == "if", let thenBlock = statement.blocks.first else { return (statement, false) }
                let written = RuleContext.squeezed(condition.text)
                let negative = written.hasPrefix("!") || written.hasSuffix("==false") || written.hasSuffix("==nil")
                return (statement, negative != control.isDescendant(of: thenBlock))
            }
            current = node.parent
        }
        return nil
    }

    /// Whether the file moves VoiceOver focus itself (`@AccessibilityFocusState`, `.accessibilityFocused`).
    public var movesAccessibilityFocus: Bool {
        tree.tokens.contains { token in
            (token.kind == .identifier || token.kind == .attribute)
                && ["accessibilityFocused", "@AccessibilityFocusState", "AccessibilityFocusState"].contains(file.text(token.textRange))
        }
    }
}
