/// AppKit views of the project's own that act on clicks themselves (`override func mouseDown(with:)`
/// or `mouseUp(with:)`), asked of the element model's `self` elements: the custom controls that
/// VoiceOver cannot find or press unless the class says what it is.
public struct MouseHandlingViews {
    let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    /// A view class and the mouse handler that makes it act like a control.
    public struct MouseHandlingView {
        public var element: ImperativeElement
        public var handler: FunctionDeclNode
    }

    /// AppKit views that are no control of their own (an `NSControl` has its cell's role and label,
    /// a text view is a text area VoiceOver reads).
    static let viewClasses: Set<String> = ["NSView", "NSImageView", "NSStackView", "NSVisualEffectView"]
    private static let handlers: Set<String> = ["mouseDown", "mouseUp"]
    /// Members a class declares or calls to tell VoiceOver what it is.
    private static let accessibilityMembers: Set<String> = [
        "isAccessibilityElement", "accessibilityRole", "accessibilityLabel", "accessibilityTitle", "accessibilityChildren",
        "accessibilityPerformPress", "accessibilityRoleDescription", "accessibilityHelp",
        "setAccessibilityElement", "setAccessibilityRole", "setAccessibilityLabel", "setAccessibilityTitle", "setAccessibilityChildren",
    ]
    /// Words of class names that say the view is a canvas, chart or editor (its clicks place, pick
    /// or inspect, which an accessible version offers through children or other controls, not as
    /// one element), or a backdrop (`WWDCUIMaskView`) whose click dismisses what is over it.
    private static let nonControlWords = ["Chart", "Graph", "Canvas", "Plot", "Editor", "Mask"] + TappableViews.backdropWords.map(\.capitalized)
    /// Calls that move the window with the mouse: a drag handle, not a control.
    private static let windowDrags: Set<String> = ["performDrag", "performWindowDrag"]

    public func views() -> [MouseHandlingView] {
        context.imperativeElements.elements.compactMap { element in
            guard element.binding == .self, Self.viewClasses.contains(element.kitClass), let owner = element.owner,
                  !Self.nonControlWords.contains(where: element.typeName.contains), !handlesDrags(owner), !holdsControls(owner),
                  !describesItself(owner) else { return nil }
            let handler = owner.members.lazy.compactMap { $0 as? FunctionDeclNode }.first { Self.handlers.contains($0.name) && acts($0) }
            return handler.map { MouseHandlingView(element: element, handler: $0) }
        }
    }

    /// `mouseDown` starts a drag the class follows in `mouseDragged` (moving a bar, resizing a crop
    /// box, reordering, dragging a file out): a gesture with no click to press.
    private func handlesDrags(_ type: TypeDeclNode) -> Bool {
        type.members.contains { ($0 as? FunctionDeclNode)?.name == "mouseDragged" }
    }

    /// Controls VoiceOver presses (a text field is most often a label here).
    private static let pressableControls = ImperativeElements.appKitControls.subtracting(["NSTextField", "NSControl", "NSToolbarItem"])

    /// The class keeps a control of its own (`let button = NSButton(…)`): its click widens that
    /// control's target, which VoiceOver reaches and presses itself.
    private func holdsControls(_ type: TypeDeclNode) -> Bool {
        context.imperativeElements.elements.contains { element in
            element.owner === type && element.binding != .self && element.binding != .local && Self.pressableControls.contains(element.kitClass)
        }
    }

    /// The class conforms to an `NSAccessibility…` protocol, or declares or calls an accessibility member.
    private func describesItself(_ type: TypeDeclNode) -> Bool {
        if type.inheritedTypes.contains(where: { $0.hasPrefix("NSAccessibility") }) { return true }
        let sameClass = context.typeDeclarations.filter { $0 === type || $0.name == type.name }
        return sameClass.contains { declaration in
            declaration.members.contains { member in
                ((member as? FunctionDeclNode)?.name ?? (member as? VariableDeclNode)?.name).map(Self.accessibilityMembers.contains) ?? false
            } || Self.accessibilityMembers.contains { name in (context.chainsByFirstName[name] ?? []).contains { $0.isDescendant(of: declaration) } }
                || (context.chainsByFirstName["self"] ?? []).contains { chain in
                    chain.links.count > 1 && Self.accessibilityMembers.contains(chain.links[1].name) && chain.isDescendant(of: declaration)
                }
        }
    }

    /// The handler does something of its own: more than call `super`, without moving the window
    /// (`window?.performDrag(with:)`) or handing the event to another object, which is the control.
    private func acts(_ handler: FunctionDeclNode) -> Bool {
        guard let body = handler.body else { return false }
        let statements = body.children.filter { statement in
            let first = (statement as? ExpressionNode)?.singleChain?.links.first?.name ?? (statement.children.first as? ChainNode)?.links.first?.name
            return first != "super"
        }
        guard !statements.isEmpty else { return false }
        let chains = body.descendants(ofType: ChainNode.self)
        if chains.contains(where: { chain in chain.links.contains { Self.windowDrags.contains($0.name) } }) { return false }
        // `delegate?.mouseDown(with: event)`, `player.handleClick(event)`: the event goes on.
        let event = eventParameter(of: handler)
        let forwards = chains.contains { chain in
            chain.links.first?.name != "super" && chain.links.contains { link in
                link.hasCall && link.arguments.contains { $0.value?.text == event }
            }
        }
        return !forwards
    }

    /// `event` of `mouseDown(with event: NSEvent)`, `theEvent` of `mouseDown(with theEvent: NSEvent)`.
    private func eventParameter(of handler: FunctionDeclNode) -> String {
        let tree = context.tree
        let first = handler.nameToken + 2
        guard first + 2 < tree.tokens.count, tree.text(ofToken: first - 1) == "(" else { return "event" }
        return tree.text(ofToken: first + 1) == ":" ? tree.text(ofToken: first) : tree.text(ofToken: first + 1)
    }
}
