/// The elements of a file that a person operates: SwiftUI's controls, views made tappable with
/// `.onTapGesture`, and the data rows of a list; which of them assistive technologies see at all;
/// and which accessibility properties their code sets. The identifier rule gives them identifiers;
/// the audit's element inventory lists them with their properties.
extension RuleContext {
    /// SwiftUI's controls (seed 004's "always needs full coverage").
    public static let controls: Set<String> = [
        "Button", "EditButton", "PasteButton", "ShareLink", "NavigationLink", "Link", "Menu", "Toggle", "Picker",
        "DatePicker", "MultiDatePicker", "ColorPicker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor",
        "SettingsLink", "PhotosPicker",
    ]
    /// Stacks: a tappable one is a row or a card, a plain one in a list is a data row.
    public static let stacks: Set<String> = layoutContainers.subtracting(["Group"])
    /// Modifiers whose buttons SwiftUI turns into system alert actions, not views of the screen.
    public static let systemAlerts: Set<String> = ["alert", "confirmationDialog"]

    /// What kind of interactive element a chain is.
    public enum InteractiveKind: String, Sendable {
        /// Button, NavigationLink, Toggle, Picker … (`RuleContext.controls`).
        case control
        /// A view that is not a control but has `.onTapGesture`.
        case tappable
        /// A stack that is a data row of a List.
        case row
    }

    /// The file's interactive elements in source order: controls, tappable views and the plain data
    /// rows of lists, where a modifier can go (`isViewPosition`), seen by assistive technologies
    /// (`isExposedToAccessibility`) and on screen (`isShownControl`: not a NavigationLink with an
    /// `EmptyView()` label that code drives), inside a type, and not a system alert's buttons.
    public func interactiveElements() -> [(chain: ChainNode, kind: InteractiveKind)] {
        var found: [(chain: ChainNode, kind: InteractiveKind)] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ chain: ChainNode, _ kind: InteractiveKind) {
            guard isViewPosition(chain), enclosingType(of: chain) != nil, isExposedToAccessibility(chain), isShownControl(chain),
                  !isInsideModifier(chain, named: RuleContext.systemAlerts), seen.insert(ObjectIdentifier(chain)).inserted else { return }
            found.append((chain, kind))
        }
        for chain in elements(named: RuleContext.controls) { add(chain, .control) }
        for chain in chains where isTapped(chain) && isTappableView(chain) { add(chain, .tappable) }
        for chain in chains {
            guard let element = chain.elementLink, let closure = dataClosure(of: element), isListContent(chain) else { continue }
            for row in contentChains(of: closure) where isPlainRow(row) { add(row, .row) }
        }
        return found.sorted { $0.chain.firstToken < $1.chain.firstToken }
    }

    /// The controls passed to the deprecated `.navigationBarItems(leading:trailing:)`: navigation-bar
    /// items, which `interactiveElements()` leaves out because they are arguments, not view-builder
    /// statements. Exposed and outside system alerts, like the others.
    public func navigationBarItemControls() -> [(chain: ChainNode, kind: InteractiveKind)] {
        elements(named: RuleContext.controls).compactMap { chain in
            guard let argument = chain.parent?.parent as? ArgumentNode, let link = argument.parent as? LinkNode,
                  link.kind == .member, link.name == "navigationBarItems", enclosingType(of: chain) != nil,
                  isExposedToAccessibility(chain), isShownControl(chain), !isInsideModifier(chain, named: RuleContext.systemAlerts) else { return nil }
            return (chain, .control)
        }
    }

    /// Whether a view with `.onTapGesture` acts as one control: a stack, a built-in or custom view
    /// with no controls of its own inside; not a scroll or navigation container, not `Group` or
    /// `ForEach` (a tap gesture there goes to each view inside: they are the elements), and not a
    /// backdrop that only ends editing.
    public func isTappableView(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, element.kind == .name, element.name.isCapitalizedName,
              !RuleContext.controls.contains(element.name),
              !RuleContext.scrollContainers.contains(element.name),
              !RuleContext.navigationContainers.contains(element.name),
              !["GeometryReader", "ScrollViewReader", "Group", "ForEach", "Map"].contains(element.name),
              !containsControl(element) else { return false }
        let endsEditing = chain.modifiers.contains { gesture in
            gesture.name == "onTapGesture" && RuleContext.mentionsEditing(gesture)
        }
        return !endsEditing
    }

    /// Whether a gesture's code ends editing or moves focus (`hideKeyboard()`, `isFocused = false`,
    /// `resignFirstResponder`): a tap that puts the keyboard away or focuses a field is not a control.
    static func mentionsEditing(_ gesture: SyntaxNode) -> Bool {
        let text = gesture.text.lowercased()
        return ["resignfirstresponder", "endediting", "keyboard", "focus"].contains { text.contains($0) }
    }

    /// A data row of a list: a stack with no controls inside (seed 004's `position_list_row_…`).
    public func isPlainRow(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, RuleContext.stacks.contains(element.name) else { return false }
        return !isTapped(chain) && !containsControl(element)
    }

    /// Whether the content of `element` holds a control or a tappable view.
    public func containsControl(_ element: LinkNode) -> Bool {
        element.allClosures.contains { closure in
            closure.descendants(ofType: ChainNode.self).contains { inner in
                guard let link = inner.elementLink else { return false }
                return RuleContext.controls.contains(link.name) || isTapped(inner)
            }
        }
    }

    /// Whether assistive technologies see the element at all: not hidden, not inside a container
    /// that hides, replaces or merges its children.
    public func isExposedToAccessibility(_ chain: ChainNode) -> Bool {
        !isAccessibilityHidden(chain) && isLeftExposedByContainers(chain)
    }

    /// Whether no container around `chain` hides, replaces or merges its children: what the chain
    /// sets for itself (hiding it, say) is what decides.
    public func isLeftExposedByContainers(_ chain: ChainNode) -> Bool {
        var current = chain.parent
        while let node = current {
            if let container = node as? ChainNode, container.elementLink != nil {
                if isAccessibilityHidden(container) { return false }
                if let behavior = childrenBehavior(of: container), behavior != .contain { return false }
            }
            current = node.parent
        }
        return true
    }

    /// Whether `chain` is part of a decorative backdrop: a container around it, here or wherever this
    /// file draws the code it is in, is hidden from accessibility and lets touches through
    /// (`.allowsHitTesting(false)`): staged sample cards drifting behind an onboarding screen, which
    /// nobody reads or uses.
    public func isDecorativeBackdrop(_ chain: ChainNode) -> Bool {
        isDecorativeBackdrop(chain, depth: 0)
    }

    private func isDecorativeBackdrop(_ chain: ChainNode, depth: Int) -> Bool {
        var current: SyntaxNode? = chain
        while let node = current {
            if let container = node as? ChainNode, container.elementLink != nil, isAccessibilityHidden(container),
               container.modifiers.contains(where: { $0.name == "allowsHitTesting" && $0.arguments.first?.value?.text == "false" }) { return true }
            current = node.parent
        }
        guard depth < 3 else { return false }
        let uses = uses(ofCodeAround: chain)
        return !uses.isEmpty && uses.allSatisfy { isDecorativeBackdrop($0, depth: depth + 1) }
    }

    /// Whether assistive technologies see `chain` at all: exposed where it is written and, when a
    /// helper, property or View of this file builds it, at one place at least that draws it (an
    /// `AltTextButton` drawn only inside groups that replace their children is never seen).
    public func isExposedWhereverDrawn(_ chain: ChainNode) -> Bool {
        isExposedWhereverDrawn(chain, depth: 0)
    }

    private func isExposedWhereverDrawn(_ chain: ChainNode, depth: Int) -> Bool {
        guard isExposedToAccessibility(chain) else { return false }
        guard depth < 4 else { return true }
        let uses = uses(ofCodeAround: chain)
        // A use that replaces or merges its children (`.accessibilityElement(children: .ignore)`) speaks for what it draws.
        return uses.isEmpty || uses.contains { use in
            (childrenBehavior(of: use) ?? .contain) == .contain && isExposedWhereverDrawn(use, depth: depth + 1)
        }
    }

    /// Whether the chain sets `property` for its element: with its modifier (`.accessibilityHint(…)`)
    /// or the deprecated form (`.accessibility(hint:)`), also in a postfix `#if` branch, inside a
    /// closure passed to one of its modifiers (`.modify { $0.accessibilityIdentifier(…) }`), or
    /// through a modifier the project declares that sets it.
    public func setsAccessibility(_ property: AccessibilityEffects, on chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            accessibilityEffects(of: modifier).contains(property) || projectEffects(of: modifier).contains(property)
                || closuresModifyingView(of: modifier).contains { closure in
                    closure.descendants(ofType: LinkNode.self).contains { accessibilityEffects(of: $0).contains(property) }
                }
        }
    }

    /// What one of SwiftUI's accessibility modifiers sets.
    private func accessibilityEffects(of modifier: LinkNode) -> AccessibilityEffects {
        let first = modifier.arguments.first
        return AccessibilityEffects.of(modifier: modifier.name, firstLabel: first?.label, firstValue: first?.value?.text)
    }
}
