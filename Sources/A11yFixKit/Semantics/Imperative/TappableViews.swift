/// UIKit views the code makes tappable with a `UITapGestureRecognizer`, asked of the element model:
/// what the tap does, whether the view can become one accessibility element without hiding what
/// it holds, and whether the team has already decided what VoiceOver makes of it.
public struct TappableViews {
    let context: RuleContext

    public init(context: RuleContext) {
        self.context = context
    }

    /// A view and the single tap it takes.
    public struct Tappable {
        public var element: ImperativeElement
        /// The `addGestureRecognizer(…)` setting of the tap.
        public var tap: ElementSetting
        public var contents: Contents
    }

    /// What a view holds, which making it one accessibility element hides from VoiceOver.
    public enum Contents: Equatable {
        /// Nothing the file adds to it: an image view, a plain view.
        case nothing
        /// Views that VoiceOver reads (labels, images), by name.
        case views([String])
        /// What the view's own class draws (layers, `draw(_:)`), which its label would have to say.
        case drawing
        /// Controls with actions of their own (buttons, switches, text fields), by name.
        case controls([String])
    }

    /// The views a tap is how VoiceOver users would have to activate: each single tap recognizer
    /// (one finger, one tap, taking the touch) on a UIKit view that is not a control or cell, not a
    /// storyboard outlet, not handed to other code, that the file lets take touches, whose
    /// accessibility the file and its class leave untouched, and whose tap is not the keyboard's or
    /// a dimmed background's dismissal.
    public func tappableViews() -> [Tappable] {
        let model = context.imperativeElements
        return model.elements.compactMap { element in
            guard Self.viewClasses.contains(element.kitClass), element.binding != .outlet, !element.escapes,
                  let tap = element.settings(.gestureRecognizer).first(where: { $0.recognizer?.isSingleTap == true }),
                  !isDismissal(tap, of: element), takesTouches(element), !teamDecidedAccessibility(of: element),
                  let contents = contents(of: element, model: model) else { return nil }
            return Tappable(element: element, tap: tap, contents: contents)
        }
    }

    /// UIKit views that are not accessibility elements or containers of their own: a control is an
    /// element already, a cell reads as one, a text view handles its own taps (links, editing), a
    /// scroll view's taps zoom or page.
    static let viewClasses: Set<String> = ["UIView", "UIImageView", "UILabel", "UIStackView"]

    /// Words of a selector that hide the keyboard: a tap anywhere that ends editing is no control.
    private static let keyboardWords = ["keyboard", "endEditing", "resignFirstResponder", "EndEditing"]
    /// Words of a view's or its class's name that say it is the dimmed backdrop behind a sheet or
    /// popup: its tap dismisses what is over it, which `accessibilityViewIsModal` and the escape
    /// gesture are for, not a button.
    /// Invisible hit areas (`fullScreenTapZone`, `tapArea`, a sidebar's `lid`) are named the same way.
    static let backdropWords = ["background", "backdrop", "dim", "overlay", "scrim", "shade", "blur", "shadow", "outside", "zone", "area", "lid"]
    /// Calls that move keyboard focus: a tap that focuses a text field or hides the keyboard is no button.
    private static let focusCalls: Set<String> = ["becomeFirstResponder", "resignFirstResponder", "endEditing"]

    private func isDismissal(_ tap: ElementSetting, of element: ImperativeElement) -> Bool {
        let action = tap.actionName ?? ""
        if Self.keyboardWords.contains(where: { action.range(of: $0, options: .caseInsensitive) != nil }) || handlerMovesFocus(action, of: element) { return true }
        let names = [element.name, element.typeName, action] + (element.binding == .self ? [] : [element.owner?.name ?? ""]) + assignedMembers(of: element)
        return element.kitClass == "UIView" && names.contains { name in Self.backdropWords.contains { name.range(of: $0, options: .caseInsensitive) != nil } }
    }

    /// The handler the file declares for the tap calls `becomeFirstResponder()` or resigns it.
    private func handlerMovesFocus(_ action: String, of element: ImperativeElement) -> Bool {
        guard !action.isEmpty, let owner = element.owner else { return false }
        let handlers = context.typeDeclarations.filter { $0 === owner || $0.name == owner.name }
            .flatMap { $0.members.compactMap { $0 as? FunctionDeclNode } }.filter { $0.name == action }
        return handlers.contains { handler in
            handler.descendants(ofType: ChainNode.self).contains { $0.links.last.map { Self.focusCalls.contains($0.name) } == true }
        }
    }

    /// The members the view is assigned to (`collectionView.backgroundView = view`): they say what it is for.
    private func assignedMembers(of element: ImperativeElement) -> [String] {
        guard element.binding != .self else { return [] }
        return (context.chainsByFirstName[element.name] ?? []).compactMap { chain in
            guard chain.links.count == 1, let statement = chain.parent as? ExpressionNode, let target = statement.children.first as? ChainNode,
                  target !== chain, chain.firstToken > 0, context.tree.text(ofToken: chain.firstToken - 1) == "=" else { return nil }
            return target.links.last?.name
        }
    }

    /// Labels and image views ignore touches unless told otherwise: a tap on one the file never
    /// enables does nothing (or is enabled where the model cannot see).
    private func takesTouches(_ element: ImperativeElement) -> Bool {
        let settings = element.settings(.userInteraction).compactMap { $0.value?.text(in: context.tree) }
        if settings.contains("false") { return false }
        return !["UILabel", "UIImageView"].contains(element.kitClass) || settings.contains("true")
    }

    /// Accessibility members a view's class may override or the code may set: each is the team's
    /// decision about what VoiceOver reads of it.
    static let accessibilityMembers: Set<String> = [
        "isAccessibilityElement", "accessibilityElements", "accessibilityTraits", "accessibilityActivate", "accessibilityCustomActions",
        "accessibilityElementsHidden", "accessibilityLabel", "accessibilityAttributedLabel",
    ]

    /// The file sets whether the view is an element, or its traits, or lists its elements; its
    /// class (declared in the file: one declared elsewhere cannot be read) overrides or sets
    /// accessibility; or it sits inside a view that is one element, or in a cell, which reads as one.
    private func teamDecidedAccessibility(of element: ImperativeElement) -> Bool {
        if element.has(.accessibilityElement) || element.has(.accessibilityTraits) || setsListedMembers(of: element) { return true }
        var typeName = element.typeName
        while typeName != element.kitClass {
            guard let declared = context.typeDeclarations.first(where: { $0.keyword == "class" && $0.name == typeName }),
                  let parent = declared.inheritedTypes.first else { return true }
            let overrides = declared.members.contains { member in
                let name = (member as? FunctionDeclNode)?.name ?? (member as? VariableDeclNode)?.name
                return name.map(Self.accessibilityMembers.contains) ?? false
            }
            let view = context.imperativeElements.elements.first { $0.binding == .self && $0.owner === declared }
            if overrides || view.map({ $0 !== element && ($0.has(.accessibilityElement) || $0.has(.accessibilityTraits) || $0.has(.accessibilityLabel)) }) == true {
                return true
            }
            typeName = parent
        }
        if element.binding != .self, let owner = element.owner,
           context.imperativeElements.elements.contains(where: { $0.binding == .self && $0.owner === owner && Self.cellClasses.contains($0.kitClass) }) {
            return true
        }
        return element.binding != .self && context.isInsideAccessibilityElement(element)
    }

    private static let cellClasses: Set<String> = ["UITableViewCell", "UICollectionViewCell"]
    /// Members the model does not record that say the team arranged the view's elements.
    private static let listedMembers: Set<String> = ["accessibilityElements", "accessibilityCustomActions", "accessibilityElementsHidden"]

    /// `card.accessibilityElements = […]`, `accessibilityCustomActions = […]` inside the view's class.
    private func setsListedMembers(of element: ImperativeElement) -> Bool {
        if element.binding == .self, let owner = element.owner {
            return Self.listedMembers.contains { member in
                (context.chainsByFirstName[member] ?? []).contains { $0.isDescendant(of: owner) }
            } || (context.chainsByFirstName["self"] ?? []).contains { chain in
                chain.links.count > 1 && Self.listedMembers.contains(chain.links[1].name) && chain.isDescendant(of: owner)
            }
        }
        let direct = (context.chainsByFirstName[element.name] ?? []).filter { $0.links.count > 1 && Self.listedMembers.contains($0.links[1].name) }
        let throughSelf = (context.chainsByFirstName["self"] ?? []).filter { chain in
            chain.links.count > 2 && chain.links[1].name == element.name && Self.listedMembers.contains(chain.links[2].name)
        }
        return (direct + throughSelf).contains { context.imperativeElements.element(named: element.name, at: $0) === element }
    }

    /// What the view holds: the subviews the file adds to it and, for a view's own class, the views
    /// it keeps as properties. Nil when it cannot be known: a class declared in another file.
    private func contents(of element: ImperativeElement, model: ImperativeElements) -> Contents? {
        var held: [ImperativeElement] = []
        var unknown: [String] = []
        for subview in element.settings(.subview) {
            guard let value = subview.value, let name = value.chain?.links.last?.name else { continue }
            if let known = model.element(named: name, at: subview.node) {
                held.append(known)
            } else {
                unknown.append(name)
            }
        }
        // The view's own class, or the class declared in the file that it is: the views it keeps
        // (its outlets, and the views it makes: a property it is handed may be a view elsewhere) and what it adds.
        let ownClass = element.binding == .self ? element.owner : context.typeDeclarations.first { $0.keyword == "class" && $0.name == element.typeName }
        if let ownClass {
            held += model.elements.filter { view in
                view.owner === ownClass && (view.binding == .outlet || view.binding == .property && view.construction != nil)
            }
            if let view = model.elements.first(where: { $0.binding == .self && $0.owner === ownClass }), view !== element {
                held += view.settings(.subview).compactMap { $0.value?.chain?.links.last?.name }.compactMap { model.element(named: $0, at: ownClass) }
            }
        }
        let controls = held.filter { ImperativeElements.uiKitControls.contains($0.kitClass) || $0.kitClass == "UITextView" }.map(\.name)
        if !controls.isEmpty { return .controls(Array(Set(controls)).sorted()) }
        let views = Array(Set(held.map(\.name) + unknown)).sorted()
        if !views.isEmpty || element.kitClass == "UIStackView" { return .views(views) }
        // A class of its own that shows no subviews draws what it shows (a progress ring, a swatch).
        return ownClass != nil && element.kitClass == "UIView" ? .drawing : .nothing
    }
}
