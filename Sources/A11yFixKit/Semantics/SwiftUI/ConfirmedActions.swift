/// Which controls ask before they act: a Button whose action only raises the state that presents a
/// `.confirmationDialog`, or an `.alert` with a destructive button, in the same type. Its label
/// names the act ("Delete Account") and VoiceOver reads it as if the act happened at once; the
/// accessibility-hint rule says that it asks first.
extension RuleContext {
    /// The `.confirmationDialog` or `.alert` a Button's action presents and nothing else: its action
    /// is one statement that sets or flips the state the dialog's `isPresented:` binds
    /// (`showDeleteConfirmation = true`, `isConfirmingSignOut.toggle()`); an alert counts only when
    /// one of its buttons is `role: .destructive` (an alert that only informs asks nothing).
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
                if dialog.name == "alert", !dialog.text.contains(".destructive") { continue }
                return dialog
            }
        }
        return nil
    }
}
