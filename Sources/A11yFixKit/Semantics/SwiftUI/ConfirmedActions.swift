/// Which controls ask before they act: a Button whose action only raises the state that presents a
/// confirmation (a `.confirmationDialog` or `.alert` offering one action besides Cancel; an alert's
/// action must be destructive) in the same type. Its label
/// names the act ("Delete Account") and VoiceOver reads it as if the act happened at once; the
/// accessibility-hint rule says that it asks first.
extension RuleContext {
    /// The `.confirmationDialog` or `.alert` a Button's action presents and nothing else: its action
    /// is one statement that sets or flips the state the dialog's `isPresented:` binds
    /// (`showDeleteConfirmation = true`, `isConfirmingSignOut.toggle()`), and the dialog is a
    /// confirmation (see `isConfirmation(_:)`).
    public func confirmationPresented(by element: LinkNode) -> LinkNode? {
        guard element.name == "Button", let action = controlAction(of: element) else { return nil }
        let state: String
        switch action {
        case let .presents(name), let .enables(name), let .toggles(name): state = name
        default: return nil
        }
        guard let type = enclosingType(of: element) else { return nil }
        let bindings: Set<String> = ["$" + state, "$self." + state]
        for chain in chainsPresentingSystemAlerts where chain.isDescendant(of: type) {
            for dialog in chain.modifiers where RuleContext.systemAlerts.contains(dialog.name) {
                guard let binding = dialog.argument("isPresented")?.value?.text, bindings.contains(binding),
                      !element.isDescendant(of: dialog) else { continue }
                return isConfirmation(dialog) ? dialog : nil
            }
        }
        return nil
    }

    /// Whether a dialog asks to confirm one act: besides its Cancel button it offers exactly one
    /// (a choice of several is an action sheet, a menu by another name), and in an alert that one is
    /// destructive (an alert that only informs asks nothing). The old `Alert(title:primaryButton:
    /// .destructive(…), secondaryButton: .cancel())` form counts too.
    func isConfirmation(_ dialog: LinkNode) -> Bool {
        let contents = dialog.allClosures.filter { closure in !dialog.trailingClosures.contains { $0.label == "message" && $0.closure === closure } }
        var actions: [ChainNode] = []
        for closure in contents {
            if elements(named: ["ForEach"]).contains(where: { $0.isDescendant(of: closure) }) { return false }
            actions += elements(named: ["Button"]).filter { $0.isDescendant(of: closure) && !$0.text.contains("role: .cancel") }
        }
        if actions.isEmpty {
            let text = dialog.text.filter { !$0.isWhitespace }
            return dialog.name == "alert" && text.contains("primaryButton:.destructive(") && text.contains("secondaryButton:.cancel(")
        }
        guard actions.count == 1 else { return false }
        return dialog.name != "alert" || actions[0].text.contains("role: .destructive")
    }
}
