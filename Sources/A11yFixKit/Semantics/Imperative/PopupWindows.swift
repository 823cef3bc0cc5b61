/// AppKit windows and popovers that pop up over an app and that nothing in the code closes from
/// the keyboard or VoiceOver: a borderless window or panel of the file's own class that takes the
/// keyboard (`canBecomeKey`), and a popover made in code whose behaviour leaves closing it to the app.
/// Escape reaches a window as `cancelOperation(_:)`; VoiceOver's cancel as `accessibilityPerformCancel()`.
public struct PopupWindows {
    let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    public struct Popup {
        public enum Kind {
            /// A borderless window or panel class: no title bar, so no close button either.
            case window(kitClass: String)
            /// An `NSPopover` whose behaviour is `.applicationDefined` (the default).
            case popover
        }

        public var kind: Kind
        /// The class's or the popover's name.
        public var name: String
        /// Where it is declared (the class) or shown (`popover.show(relativeTo:of:preferredEdge:)`).
        public var offset: Int
    }

    static let windowClasses: Set<String> = ["NSWindow", "NSPanel"]
    /// Methods a class overrides or declares to close on Escape or VoiceOver's cancel, or to read keys itself.
    private static let dismissMethods: Set<String> = ["cancelOperation", "cancel", "accessibilityPerformCancel", "keyDown", "performKeyEquivalent"]
    /// Names the code uses to close on Escape: the responder method, the key code (`kVK_Escape`,
    /// `event.keyCode` in a key handler or event monitor), SwiftUI's cancel shortcut and exit command.
    private static let dismissNames: Set<String> = ["cancelOperation", "accessibilityPerformCancel", "kVK_Escape", "keyCode", "cancelAction", "onExitCommand"]
    /// SwiftUI content, whose views may close it with `.onExitCommand` or a `.cancelAction` shortcut where the model cannot see.
    private static let hostingTypes: Set<String> = ["NSHostingView", "NSHostingController"]

    public func popups() -> [Popup] {
        let popups = popupWindowClasses() + popovers()
        guard !popups.isEmpty, !handlesEscape() else { return [] }
        return popups.sorted { $0.offset < $1.offset }
    }

    /// The file closes something on Escape, reads keys itself, gives a button Escape as its key
    /// equivalent, or shows SwiftUI content: the popup may well be what it closes.
    private func handlesEscape() -> Bool {
        let tree = context.tree
        if context.chains.contains(where: { chain in chain.links.contains { Self.dismissNames.contains($0.name) || Self.hostingTypes.contains($0.name) } }) {
            return true
        }
        if context.typeDeclarations.contains(where: { type in
            type.members.contains { ($0 as? FunctionDeclNode).map { Self.dismissMethods.contains($0.name) } ?? false }
        }) { return true }
        // `cancelButton.keyEquivalent = "\u{1b}"`, `"\u{001B}"`: the Escape character.
        return tree.tokens.indices.contains { index in
            tree.tokens[index].kind == .stringLiteral && StringLiteral.value(of: tree.text(ofToken: index)) == "\u{1b}"
        }
    }

    // MARK: - Window classes

    /// Classes of the file that are borderless windows or panels (a style without `.titled`:
    /// `.borderless`, `[]`, `.fullSizeContentView`), not non-activating, and that take the keyboard
    /// (`canBecomeKey` overridden, not to `false`).
    private func popupWindowClasses() -> [Popup] {
        context.typeDeclarations.compactMap { type in
            guard type.keyword == "class", let kitClass = windowClass(of: type), isBorderless(type), becomesKey(type) else { return nil }
            return Popup(kind: .window(kitClass: kitClass), name: type.name, offset: context.tree.tokens[nameToken(of: type)].start)
        }
    }

    private func nameToken(of type: TypeDeclNode) -> Int {
        var index = type.firstToken
        while index < type.lastToken, context.tree.text(ofToken: index) != type.name { index += 1 }
        return index
    }

    private func windowClass(of type: TypeDeclNode) -> String? {
        var current = type.inheritedTypes.first ?? ""
        for _ in 0..<8 {
            if Self.windowClasses.contains(current) { return current }
            guard let declared = context.typeDeclarations.first(where: { $0.keyword == "class" && $0.name == current }) else {
                return context.project?.kitSuperclass(of: current, among: Self.windowClasses)
            }
            current = declared.inheritedTypes.first ?? ""
        }
        return nil
    }

    /// The style the class gives itself (`super.init(contentRect:styleMask:…)`, `styleMask = …`)
    /// has no title bar. A class that does not say is left alone: its window may be titled.
    private func isBorderless(_ type: TypeDeclNode) -> Bool {
        let styles = context.chains.filter { $0.isDescendant(of: type) }.compactMap { chain -> String? in
            if let argument = chain.links.lazy.compactMap({ $0.argument("styleMask") }).first { return argument.value?.text }
            guard chain.links.last?.name == "styleMask" else { return nil }
            return context.assignedValue(to: chain)?.value.text(in: context.tree)
        }
        // `styleMask: style` passes on what the caller gives: only the style written here says.
        let written = styles.filter { $0.hasPrefix(".") || $0.hasPrefix("[") }
        guard !written.isEmpty else { return false }
        // `.borderless` is the empty mask: every style without `.titled` has no title bar. A
        // non-activating panel shows over another app that stays active (a switcher, a launcher):
        // its app reads keys through global monitors or event taps, which the file may not hold.
        return written.allSatisfy { !$0.contains("titled") && !$0.contains("nonactivatingPanel") }
    }

    /// `override var canBecomeKey: Bool { true }`: a borderless window takes no keyboard otherwise.
    private func becomesKey(_ type: TypeDeclNode) -> Bool {
        type.properties.contains { property in
            guard property.name == "canBecomeKey" else { return false }
            let body = (property.body?.text ?? property.accessors.first?.text ?? "").filter { !$0.isWhitespace }
            return !body.contains("false")
        }
    }

    // MARK: - Popovers

    /// `let popover = NSPopover()` (a local or a property) shown in the file with
    /// `show(relativeTo:of:preferredEdge:)`, its content set here and not a view controller of the
    /// project's declared elsewhere, its behaviour never set to `.transient` or `.semitransient`,
    /// and not shown on hover (a tooltip that `mouseExited` closes).
    private func popovers() -> [Popup] {
        context.tree.root.descendants(ofType: VariableDeclNode.self).compactMap { declaration -> Popup? in
            guard let first = declaration.initializer?.singleChain?.links.first, first.name == "NSPopover", first.hasCall else { return nil }
            let scope: SyntaxNode? = declaration.parent is TypeDeclNode ? nil : declaration.parent
            let uses = chains(naming: declaration.name, in: scope)
            let assigned = uses.compactMap { assignedValue(of: $0) }
            guard !assigned.contains(where: { $0.member == "behavior" && $0.value.contains("transient") }),
                  let content = assigned.first(where: { $0.member == "contentViewController" || $0.member == "contentView" }),
                  !showsContentDeclaredElsewhere(content.value),
                  let show = uses.first(where: { chain in chain.links.contains { $0.name == "show" && $0.argument("relativeTo") != nil } }),
                  !isHover(show) else { return nil }
            return Popup(kind: .popover, name: declaration.name, offset: show.range.lowerBound)
        }
    }

    /// `popover.x …` and `self.popover.x …` inside `scope`.
    private func chains(naming name: String, in scope: SyntaxNode?) -> [ChainNode] {
        let direct = context.chainsByFirstName[name] ?? []
        let throughSelf = (context.chainsByFirstName["self"] ?? []).filter { $0.links.count > 1 && $0.links[1].name == name }
        return (direct + throughSelf).filter { chain in scope.map(chain.isDescendant) ?? true }
    }

    /// `popover.behavior = .transient` → (`behavior`, `.transient`).
    private func assignedValue(of chain: ChainNode) -> (member: String, value: String)? {
        guard let member = chain.links.last?.name, let assigned = context.assignedValue(to: chain) else { return nil }
        return (member, assigned.value.text(in: context.tree))
    }

    /// `ConfigViewController()`, a class of the project's declared in another file: it may close the popover itself.
    private func showsContentDeclaredElsewhere(_ value: String) -> Bool {
        let typeName = String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        guard typeName.isCapitalizedName, !["NSViewController", "NSView"].contains(typeName) else { return false }
        return !context.typeDeclarations.contains { $0.keyword == "class" && $0.name == typeName }
    }

    /// Shown from `mouseEntered(with:)`, or closed in `mouseExited(with:)`: a hover card.
    private func isHover(_ show: ChainNode) -> Bool {
        if let function = show.firstAncestor(ofType: FunctionDeclNode.self), function.name == "mouseEntered" { return true }
        return context.typeDeclarations.contains { type in
            type.members.contains { ($0 as? FunctionDeclNode)?.name == "mouseExited" }
        }
    }
}
