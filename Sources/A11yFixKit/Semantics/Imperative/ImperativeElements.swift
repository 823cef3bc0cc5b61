/// UIKit and AppKit elements are objects configured over several statements, not expressions: a
/// `UIButton` made in a property's initializer gets its image in `viewDidLoad` and its action in a
/// `setup` method. The element model gathers, once per file, every variable, stored property and
/// `lazy var … = { … }()` bound to a UIKit or AppKit view or control (or the project's own subclass
/// of one), with what the file sets on it: its image, title, accessibility label, traits, actions
/// and gesture recognizers, each with the statement that sets it and the branches around it.
///
/// It reads only the file: an `@IBOutlet` is configured in a storyboard as well, and an element
/// handed to code the model cannot follow (`style(button)`, `[a, b].forEach { … }`) is marked
/// `escapes`, so rules do not claim it lacks what that code may set.
public final class ImperativeElement {
    public enum Binding: String, Sendable {
        /// A local `let` or `var` of a function or closure.
        case local
        /// A stored property, `lazy var` included.
        case property
        /// An `@IBOutlet`: a storyboard or xib makes and configures it too.
        case outlet
        /// The view or control a type is: `accessibilityTraits = .button` inside `class Chip: UIControl`.
        case `self`
    }

    public let name: String
    public let binding: Binding
    /// The type as written or constructed (`UIButton`, `ShareButton`).
    public let typeName: String
    /// The UIKit or AppKit class it is or descends from (`UIButton` for `ShareButton`).
    public let kitClass: String
    /// The variable's declaration; nil for `self`.
    public let declaration: VariableDeclNode?
    /// The type that owns the property, or encloses the local or the `self`.
    public let owner: TypeDeclNode?
    /// The initializer call that makes it: `UIButton(type: .system)`, `UIBarButtonItem(image:…)`.
    public internal(set) var construction: LinkNode?
    public internal(set) var settings: [ElementSetting] = []
    /// Whether code the model does not follow gets the element or gives it: an argument of a call,
    /// an element of an array that is iterated, the value of another variable or of a `return`, a
    /// property assigned another object (`self.shareItem = item`).
    public internal(set) var escapes = false
    /// Where the variable can be named: the local's block or closure, the owner for a property.
    let scope: SyntaxNode?

    init(name: String, binding: Binding, typeName: String, kitClass: String, declaration: VariableDeclNode?,
         owner: TypeDeclNode?, scope: SyntaxNode?) {
        self.name = name
        self.binding = binding
        self.typeName = typeName
        self.kitClass = kitClass
        self.declaration = declaration
        self.owner = owner
        self.scope = scope
    }

    public func settings(_ kind: ElementSetting.Kind) -> [ElementSetting] { settings.filter { $0.kind == kind } }
    public func has(_ kind: ElementSetting.Kind) -> Bool { settings.contains { $0.kind == kind } }

    /// Whether the element is one of the classes, or descends from one.
    public func isKind(of classes: Set<String>) -> Bool { classes.contains(kitClass) }
}

/// One thing the file sets on an element.
public struct ElementSetting {
    public enum Kind: String, Sendable {
        case image, backgroundImage, title, accessibilityLabel, accessibilityElement, accessibilityTraits
        /// A selector or action: `addTarget(_:action:for:)`, `action = #selector(…)`, `UIAction` handlers.
        case action
        case gestureRecognizer
        /// `UIBarButtonItem(barButtonSystemItem: .add)`, `UIButton(type: .close)`: the system names it.
        case systemItem
        /// `UIBarButtonItem(customView:)`: the custom view is what VoiceOver reads.
        case customView
        /// A `UIButton.Configuration` given whole (`button.configuration = config`): what it holds is
        /// read from the configuration's variable when the file makes one.
        case configuration
        /// `menu =`, `showsMenuAsPrimaryAction`: a menu button.
        case menu
        /// `isUserInteractionEnabled =`: `false` makes the element something to look at, not a control.
        case userInteraction
        /// `toolTip =`: the team's words for the control, which VoiceOver reads as help, not as its name.
        case toolTip
        /// `accessibilityElementsHidden =`: `true` hides the element and what it holds from VoiceOver.
        case elementsHidden
        /// `isHidden =`: an element only ever set hidden is never shown, nor read.
        case hidden
        /// A member of the project's own whose name says it sets a label or title
        /// (`filterButton.accLabelText = …`, `button.setLocalizedTitle(…)`): the model cannot read it.
        case projectText
        /// `text =`, `attributedText =`: what a label, text field or text view shows.
        case text
        /// `font =`, `button.titleLabel?.font =`, `cell.textLabel?.font =`: the font its text is drawn in.
        case font
        /// `adjustsFontForContentSizeCategory =`, also on a button's `titleLabel`: whether the font
        /// follows the reader's text size once it is a text style or scaled by `UIFontMetrics`.
        case adjustsFontForContentSizeCategory
        /// `heightAnchor.constraint(equalToConstant:)`: a height the layout keeps whatever the text size.
        case fixedHeight
        /// `frame =`: a frame the code computes, which does not follow the text.
        case frame
        /// `translatesAutoresizingMaskIntoConstraints =`: `false` lays the element out with constraints.
        case autoLayout
        /// `addSubview(…)`, `addArrangedSubview(…)`: a view it holds, which VoiceOver stops reaching
        /// once the element is one accessibility element.
        case subview
    }

    public var kind: Kind
    /// The statement that sets it, or the construction call.
    public var node: SyntaxNode
    /// What is set: the image, the title, the traits, the selector; nil when not written.
    public var value: SettingValue?
    /// For actions: the selector's function name (`shareTapped`).
    public var actionName: String?
    /// For gesture recognizers: the recognizer added, when the file makes it where the model can read it.
    public var recognizer: GestureRecognizer?
    /// How the statement names the element (`shareButton`, `self.shareButton`, `button`); empty
    /// when it is set in the construction or on `self` without naming it.
    public var receiver: String
    /// The `if`, `guard`, `switch` and `#if` clauses between the statement and the element's
    /// scope, innermost first.
    public var branches: [SyntaxNode]

    init(kind: Kind, node: SyntaxNode, value: SettingValue?, actionName: String? = nil, receiver: String, branches: [SyntaxNode]) {
        self.kind = kind
        self.node = node
        self.value = value
        self.actionName = actionName
        self.receiver = receiver
        self.branches = branches
    }
}

/// A gesture recognizer the file adds to an element (`view.addGestureRecognizer(tap)`), read from
/// where it is made: inline, a local of the same function or closure, or a property of the type
/// (`lazy var tap = UITapGestureRecognizer(…)` too), with what the file sets on it there.
public struct GestureRecognizer {
    /// `UITapGestureRecognizer`, `UILongPressGestureRecognizer`, the project's own subclass.
    public var typeName: String
    /// The selector's function name (`cardTapped`), from the initializer or `addTarget(_:action:)`.
    public var actionName: String?
    /// `numberOfTapsRequired`: 2 is a double tap (zoom), not an activation.
    public var tapsRequired = 1
    /// `numberOfTouchesRequired`: more than one finger is no activation VoiceOver offers.
    public var touchesRequired = 1
    /// `cancelsTouchesInView = false`: it watches taps the views under it handle too.
    public var cancelsTouchesInView = true

    /// A plain single tap with one finger that takes the touch: what VoiceOver's double tap performs.
    public var isSingleTap: Bool {
        typeName == "UITapGestureRecognizer" && tapsRequired == 1 && touchesRequired == 1 && cancelsTouchesInView
    }
}

/// The value a setting gives, as written: its tokens, and its chain when it is one
/// (`UIImage(systemName: "xmark")`, `.button`, `"Share"`).
public struct SettingValue {
    public var tokens: ClosedRange<Int>
    public var chain: ChainNode?

    init(tokens: ClosedRange<Int>, chain: ChainNode?) {
        self.tokens = tokens
        self.chain = chain
    }

    init?(_ expression: ExpressionNode?) {
        guard let expression else { return nil }
        self.init(tokens: expression.firstToken...expression.lastToken, chain: expression.singleChain)
    }

    public func text(in tree: SyntaxTree) -> String {
        tree.file.text(tree.tokens[tokens.lowerBound].start..<tree.tokens[tokens.upperBound].end)
    }

    /// The text of a plain string literal; nil for anything else.
    public func stringLiteral(in tree: SyntaxTree) -> String? {
        guard tokens.count == 1, tree.tokens[tokens.lowerBound].kind == .stringLiteral else { return nil }
        return StringLiteral.value(of: tree.text(ofToken: tokens.lowerBound))
    }

    /// `nil`, `""` or blanks: a title that shows nothing.
    public func isEmptyText(in tree: SyntaxTree) -> Bool {
        if tokens.count == 1, tree.text(ofToken: tokens.lowerBound) == "nil" { return true }
        return stringLiteral(in: tree)?.trimmingCharacters(in: .whitespaces).isEmpty == true
    }
}

/// Every element of a file (see `ImperativeElement`), built once on first use.
public struct ImperativeElements {
    public let elements: [ImperativeElement]

    /// The UIKit and AppKit classes the model knows, each with its framework.
    public static let kitClasses: Set<String> = uiKitControls.union(appKitControls).union(uiKitViews).union(appKitViews)
    public static let uiKitControls: Set<String> = [
        "UIButton", "UIBarButtonItem", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField",
        "UIControl", "UIPageControl", "UIDatePicker", "UIColorWell",
    ]
    public static let uiKitViews: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UITextView", "UIStackView", "UIScrollView", "UIProgressView",
        "UIActivityIndicatorView", "UIVisualEffectView", "UITableViewCell", "UICollectionViewCell",
    ]
    public static let appKitControls: Set<String> = [
        "NSButton", "NSPopUpButton", "NSSlider", "NSSwitch", "NSSegmentedControl", "NSTextField", "NSControl",
        "NSStepper", "NSColorWell", "NSToolbarItem", "NSStatusBarButton",
    ]
    public static let appKitViews: Set<String> = ["NSView", "NSImageView", "NSTextView", "NSStackView", "NSVisualEffectView"]
    /// How the names of views and controls end, the project's own subclasses' too.
    static let kindSuffixes = [
        "Button", "Item", "Switch", "Slider", "Stepper", "Control", "Field", "View", "Label", "Cell", "Picker", "Well", "Indicator",
    ]

    init(context: RuleContext) {
        guard !context.imports.isDisjoint(with: ["UIKit", "AppKit", "Cocoa", "TVUIKit"]) else {
            elements = []
            return
        }
        elements = ElementModelBuilder(context: context).build()
    }

    fileprivate init(elements: [ImperativeElement]) {
        self.elements = elements
    }

    /// The element `name` refers to at `node`: a local in scope, else a property of the enclosing
    /// type or of the type an enclosing extension in the file extends.
    public func element(named name: String, at node: SyntaxNode) -> ImperativeElement? {
        if let local = elements.first(where: { $0.binding == .local && $0.name == name && $0.scope.map(node.isDescendant) == true
            && ($0.declaration?.firstToken ?? 0) < node.firstToken }) { return local }
        let types = node.ancestors().compactMap { $0 as? TypeDeclNode }
        return elements.first { element in
            guard element.binding != .local, element.binding != .self, element.name == name, let owner = element.owner else { return false }
            return types.contains { $0 === owner || $0.keyword == "extension" && $0.name == owner.name }
        }
    }
}

extension RuleContext {
    /// When `chain` is the target of an assignment statement (`button.configuration?.title = "Share"`,
    /// `window.windowLevel = .alert`), what follows `=`: the value, and the chains in it
    /// (`cond ? UIColor.black.withAlphaComponent(0.4) : .clear` has two).
    public func assignedValue(to chain: ChainNode) -> (value: SettingValue, chains: [ChainNode])? {
        guard let statement = chain.parent as? ExpressionNode, statement.children.first === chain,
              chain.lastToken + 1 < statement.lastToken, tree.text(ofToken: chain.lastToken + 1) == "=" else { return nil }
        let tokens = (chain.lastToken + 2)...statement.lastToken
        let chains = statement.children.dropFirst().compactMap { $0 as? ChainNode }
        let single = chains.count == 1 && chains[0].firstToken == tokens.lowerBound && chains[0].lastToken == tokens.upperBound ? chains[0] : nil
        return (SettingValue(tokens: tokens, chain: single), chains)
    }

    /// Whether the element's type is a view that is one accessibility element itself
    /// (`isAccessibilityElement = true` in its own class) or lists its elements
    /// (`accessibilityElements = […]`): VoiceOver does not reach the views inside it one by one.
    public func isInsideAccessibilityElement(_ element: ImperativeElement) -> Bool {
        guard let owner = element.owner else { return false }
        if let view = imperativeElements.elements.first(where: { $0.binding == .self && $0.owner === owner }),
           view.settings(.accessibilityElement).contains(where: { $0.value?.text(in: tree) == "true" }) {
            return true
        }
        let lists = (chainsByFirstName["accessibilityElements"] ?? [])
            + (chainsByFirstName["self"] ?? []).filter { $0.links.count > 1 && $0.links[1].name == "accessibilityElements" }
        return lists.contains { $0.isDescendant(of: owner) }
    }

    /// The view that holds `element` (`card.addSubview(label)`, `stack.addArrangedSubview(label)`,
    /// a project's `card.addSubviews(title, icon)`) when its height is pinned to a number: text
    /// inside it that grows has nowhere to go (a pill, a card of a carousel). Views that scroll their
    /// content are not fixed by their height.
    public func fixedHeightHolder(of element: ImperativeElement) -> ImperativeElement? {
        let scrolling: Set<String> = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]
        for holder in imperativeElements.elements where holder !== element && holder.has(.fixedHeight) && !holder.isKind(of: scrolling) {
            for subview in holder.settings(.subview) {
                guard let call = ((subview.node as? ExpressionNode)?.children.first as? ChainNode)?.links.last else { continue }
                let held = call.arguments.contains { argument in
                    guard argument.label == nil, let name = SettingValue(argument.value)?.chain?.links.last?.name else { return false }
                    return name == element.name && imperativeElements.element(named: name, at: subview.node) === element
                }
                if held { return holder }
            }
        }
        return nil
    }

    /// Whether a local is made once per turn of a loop (`for i in 0..<5 { let button = UIButton() … }`,
    /// `items.forEach { … }`): one statement configures every copy, so a label written there names
    /// them all alike (five stars called "Star").
    public func isMadeInLoop(_ element: ImperativeElement) -> Bool {
        guard element.binding == .local, let declaration = element.declaration else { return false }
        for node in declaration.ancestors() {
            if node is FunctionDeclNode || node is TypeDeclNode { return false }
            if let statement = node as? StatementNode, ["for", "while", "repeat"].contains(statement.keyword) { return true }
            if node is ClosureNode, let call = node.firstAncestor(ofType: LinkNode.self),
               ["forEach", "map", "compactMap", "flatMap"].contains(call.name) { return true }
        }
        return false
    }

    /// Whether a local the code makes is never handed to anything: no `addSubview(button)`,
    /// `navigationItem.rightBarButtonItem = item`, array, argument or `return` names it in its scope,
    /// only its own configuration does (its placement commented out, a control left over). No one
    /// meets it. The same holds for a private property the code makes in a file that lays its views
    /// out in code (it adds subviews): only that file can name it. Any other property may be placed
    /// by another file or a storyboard.
    public func isNeverPlaced(_ element: ImperativeElement) -> Bool {
        guard element.construction != nil, !element.escapes, let declaration = element.declaration else { return false }
        let range: ClosedRange<Int>
        switch element.binding {
        case .local:
            let scope = element.scope ?? declaration
            range = scope.firstToken...scope.lastToken
        case .property where declaration.attributes.isEmpty && declaration.modifiers.contains(where: { $0 == "private" || $0 == "fileprivate" })
            && Self.subviewCalls.contains(where: { identifierTokens[$0] != nil }):
            range = 0...max(tree.tokens.count - 1, 0)
        default:
            return false
        }
        return !(identifierTokens[element.name] ?? []).contains { index in
            guard range.contains(index), index != declaration.nameToken else { return false }
            // `button.setImage(…)`, `button?.isHidden = …`: the element configured, not placed.
            let next = index + 1 < tree.tokens.count ? tree.text(ofToken: index + 1) : ""
            return !(next == "." || next == "?" || next == "!")
        }
    }

    private static let subviewCalls = ["addSubview", "addArrangedSubview", "addSubviews", "addArrangedSubviews", "insertSubview", "insertArrangedSubview"]

    /// The view that keeps VoiceOver from reaching `element` by being one accessibility element
    /// itself: a button (or a view made one with `isAccessibilityElement = true`) the file adds it
    /// to as a subview, named as the file names it, or "the view that holds it" when its own class
    /// is one. VoiceOver never moves into such an element, so what `element` does is reachable only
    /// as a custom action of the holder; `offersActions` when the holder's class does so already,
    /// handles activation or is adjustable (`accessibilityCustomActions`, `accessibilityActivate`,
    /// `.adjustable`). Nil when no holder hides it, and for a button that has no action to lose.
    public func accessibilityElementHiding(_ element: ImperativeElement) -> (holder: String, offersActions: Bool)? {
        // Only an action is lost: a button that acts on nothing is a picture of state.
        guard let owner = element.owner, element.has(.action) || element.has(.menu) else { return nil }
        let offersActions = offersActionsItself(owner)
        let isElement = { (view: ImperativeElement) in
            let declared = view.settings(.accessibilityElement).compactMap { $0.value?.text(in: self.tree) }
            return declared.contains("true") || view.isKind(of: ["UIButton"]) && !declared.contains("false")
        }
        for holder in imperativeElements.elements where holder !== element && holder.binding != .self && isElement(holder) {
            for subview in holder.settings(.subview) {
                guard let name = subview.value?.chain?.links.last?.name, name == element.name,
                      imperativeElements.element(named: name, at: subview.node) === element else { continue }
                return ("'\(holder.name)'", offersActions)
            }
        }
        if let view = imperativeElements.elements.first(where: { $0.binding == .self && $0.owner === owner }),
           view.settings(.accessibilityElement).contains(where: { $0.value?.text(in: tree) == "true" }) {
            return ("the view that holds it", offersActions)
        }
        return nil
    }

    /// Whether the class, in its declaration or an extension of it in the file, offers actions.
    private func offersActionsItself(_ owner: TypeDeclNode) -> Bool {
        declarations(of: owner).contains { declaration in
            tree.tokens[declaration.firstToken...declaration.lastToken].contains { token in
                // An adjustable element offers its buttons as swipes up and down.
                token.kind == .identifier && (file.text(of: token, is: "accessibilityCustomActions") || file.text(of: token, is: "accessibilityActivate")
                    || file.text(of: token, is: "adjustable") || file.text(of: token, is: "accessibilityIncrement"))
            }
        }
    }
}

/// Builds the model: declarations first, then the statements that name them.
private struct ElementModelBuilder {
    let context: RuleContext
    var tree: SyntaxTree { context.tree }

    /// Members that configure an element, by the name the statement uses after the receiver.
    /// A member that styles a title or label rather than setting its words (`setTitleColor`,
    /// `titleEdgeInsets`, `labelFont`): UIKit's own, or the project's named alike.
    static func setsTextAppearance(_ name: String) -> Bool {
        let words = LabelInference.splitWords(name).map { $0.lowercased() }
        let appearance: Set<String> = ["color", "colour", "font", "shadow", "alignment", "insets", "inset", "edge", "spacing", "offset",
                                       "position", "hidden", "lines", "style", "tint", "alpha", "background", "attributes", "size", "weight"]
        return !appearance.isDisjoint(with: words)
    }

    private static let settingMembers: [String: ElementSetting.Kind] = [
        "setImage": .image, "image": .image, "setBackgroundImage": .backgroundImage, "backgroundImage": .backgroundImage,
        "setTitle": .title, "title": .title, "setAttributedTitle": .title, "attributedTitle": .title,
        "subtitle": .title, "setTitleWithMnemonic": .title,
        "accessibilityLabel": .accessibilityLabel, "setAccessibilityLabel": .accessibilityLabel,
        "accessibilityAttributedLabel": .accessibilityLabel, "setAccessibilityTitle": .accessibilityLabel,
        "isAccessibilityElement": .accessibilityElement, "setAccessibilityElement": .accessibilityElement,
        "accessibilityElementsHidden": .elementsHidden, "isHidden": .hidden,
        "accessibilityTraits": .accessibilityTraits,
        "addTarget": .action, "addAction": .action, "action": .action, "primaryAction": .action,
        "addGestureRecognizer": .gestureRecognizer, "configuration": .configuration,
        "menu": .menu, "showsMenuAsPrimaryAction": .menu, "customView": .customView,
        "isUserInteractionEnabled": .userInteraction, "toolTip": .toolTip,
        "text": .text, "attributedText": .text, "font": .font,
        "adjustsFontForContentSizeCategory": .adjustsFontForContentSizeCategory,
        "frame": .frame, "translatesAutoresizingMaskIntoConstraints": .autoLayout,
        "addSubview": .subview, "addArrangedSubview": .subview, "insertSubview": .subview, "insertArrangedSubview": .subview,
        "addSubviews": .subview, "addArrangedSubviews": .subview,
    ]
    /// The labels inside a view whose font the file sets through it (`button.titleLabel?.font`).
    private static let innerLabels: Set<String> = ["titleLabel", "textLabel", "detailTextLabel"]
    /// Calls that take an element without configuring what VoiceOver reads of it.
    private static let placingCalls: Set<String> = [
        "addSubview", "addArrangedSubview", "addSubviews", "addArrangedSubviews", "insertSubview", "insertArrangedSubview", "bringSubviewToFront",
        "sendSubviewToBack", "setCustomSpacing", "addLayoutGuide", "activate", "removeFromSuperview",
        "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems", "setItems",
        "setToolbarItems", "addConstraint", "addConstraints", "constraint", "makeConstraints", "snp",
        "addView", "setContentHuggingPriority", "setContentCompressionResistancePriority", "append",
    ]

    func build() -> [ImperativeElement] {
        var elements: [ImperativeElement] = []
        var aliases: [(local: VariableDeclNode, element: ImperativeElement)] = []
        for declaration in tree.root.descendants(ofType: VariableDeclNode.self) {
            guard let element = element(declaredBy: declaration) else { continue }
            elements.append(element)
            if let (local, construction) = returnedLocal(ofLazyInitializer: declaration) {
                aliases.append((local, element))
                element.construction = construction
            }
        }
        for type in context.typeDeclarations where type.keyword == "class" {
            guard let kitClass = type.inheritedTypes.first.flatMap(kitClass(ofType:)) else { continue }
            elements.append(ImperativeElement(name: "self", binding: .self, typeName: type.name, kitClass: kitClass,
                                              declaration: nil, owner: type, scope: type))
        }
        let aliased = Set(aliases.map { ObjectIdentifier($0.local) })
        elements.removeAll { $0.declaration.map { aliased.contains(ObjectIdentifier($0)) } ?? false }
        let model = ImperativeElements(elements: elements)
        for element in elements {
            if let construction = element.construction { record(constructionOf: element, link: construction) }
            if element.binding == .self {
                collectSelfSettings(of: element)
            } else {
                collectSettings(of: element, named: element.name, model: model, shadowing: aliases.map(\.local))
            }
        }
        for (local, element) in aliases {
            collectSettings(of: element, named: local.name, model: model, alias: local)
        }
        for element in elements {
            element.settings.sort { $0.node.firstToken < $1.node.firstToken }
            for index in element.settings.indices where element.settings[index].kind == .gestureRecognizer {
                let recognizer = gestureRecognizer(added: element.settings[index])
                element.settings[index].recognizer = recognizer
                element.settings[index].actionName = recognizer?.actionName
            }
        }
        return elements
    }

    // MARK: - Gesture recognizers

    private static let recognizerSuffix = "GestureRecognizer"

    /// The recognizer `addGestureRecognizer(…)` adds: made in the argument, or the local or
    /// property it names; nil when it comes from code the model does not read (a parameter, another object).
    private func gestureRecognizer(added setting: ElementSetting) -> GestureRecognizer? {
        guard let chain = setting.value?.chain else { return nil }
        if let construction = constructionLink(chain) {
            return recognizer(made: construction, configuredBy: [])
        }
        let links = chain.links
        let name: String
        if links.count == 1, links[0].kind == .name, !links[0].hasCall {
            name = links[0].name
        } else if links.count == 2, links[0].name == "self", !links[1].hasCall {
            name = links[1].name
        } else {
            return nil
        }
        guard let (declaration, scope) = recognizerDeclaration(named: name, before: setting.node) else { return nil }
        let made = declaration.initializer?.singleChain.flatMap(constructionLink).map { ($0, name, scope) }
            ?? returnedLocal(ofLazyInitializer: declaration).map { ($0.construction, $0.local.name, $0.local.parent ?? scope) }
        guard let (construction, madeName, madeScope) = made else {
            // `var tap: UITapGestureRecognizer!` made in another method: its type is known, its settings are not.
            guard let annotation = declaration.typeAnnotation.map(Self.bareTypeName), annotation.hasSuffix(Self.recognizerSuffix) else { return nil }
            return GestureRecognizer(typeName: annotation, actionName: nil)
        }
        var statements = chains(named: madeName, in: madeScope)
        if madeName != name { statements += chains(named: name, in: scope) }
        return recognizer(made: construction, configuredBy: statements)
    }

    /// The local declared before `node` in a block or closure around it, else the property of the
    /// type around it; with the scope that can name it.
    private func recognizerDeclaration(named name: String, before node: SyntaxNode) -> (VariableDeclNode, SyntaxNode)? {
        for scope in node.ancestors() where scope is BlockNode || scope is ClosureNode {
            if let local = scope.children.lazy.compactMap({ $0 as? VariableDeclNode }).first(where: { $0.name == name && $0.firstToken < node.firstToken }) {
                return (local, scope)
            }
        }
        guard let type = context.enclosingType(of: node) else { return nil }
        let owners = context.typeDeclarations.filter { $0 === type || $0.name == type.name }
        for owner in owners {
            if let property = owner.properties.first(where: { $0.name == name }) { return (property, type) }
        }
        return nil
    }

    /// The chains in `scope` that start with `name` or `self.name`.
    private func chains(named name: String, in scope: SyntaxNode) -> [ChainNode] {
        let direct = context.chainsByFirstName[name] ?? []
        let throughSelf = (context.chainsByFirstName["self"] ?? []).filter { $0.links.count > 1 && $0.links[1].name == name }
        return (direct + throughSelf).filter { $0.isDescendant(of: scope) }
    }

    private func recognizer(made construction: LinkNode, configuredBy statements: [ChainNode]) -> GestureRecognizer? {
        let typeName = constructedType(construction)
        guard typeName.hasSuffix(Self.recognizerSuffix) else { return nil }
        var recognizer = GestureRecognizer(typeName: typeName, actionName: selectorName(construction.argument("action")?.value?.singleChain))
        for chain in statements {
            let links = chain.links
            let member = links[links[0].name == "self" ? min(2, links.count - 1) : min(1, links.count - 1)]
            if member.name == "addTarget", recognizer.actionName == nil {
                recognizer.actionName = selectorName(member.argument("action")?.value?.singleChain)
                continue
            }
            guard member === links.last, chain.lastToken + 2 < tree.tokens.count, tree.text(ofToken: chain.lastToken + 1) == "=" else { continue }
            let value = tree.text(ofToken: chain.lastToken + 2)
            switch member.name {
            case "numberOfTapsRequired": recognizer.tapsRequired = Int(value) ?? 2
            case "numberOfTouchesRequired": recognizer.touchesRequired = Int(value) ?? 2
            case "cancelsTouchesInView": recognizer.cancelsTouchesInView = value == "true"
            default: break
            }
        }
        return recognizer
    }

    // MARK: - Declarations

    private func element(declaredBy declaration: VariableDeclNode) -> ImperativeElement? {
        guard declaration.isStored else { return nil }
        let construction = declaration.initializer?.singleChain.flatMap(constructionLink)
        // What is constructed says more than the annotation (`let removeButton: UIButton = { DimmingButton() … }()`).
        let constructed = (construction ?? returnedLocal(ofLazyInitializer: declaration)?.construction).map(constructedType)
        guard let typeName = constructed ?? declaration.typeAnnotation.map(Self.bareTypeName),
              let kitClass = kitClass(ofType: typeName) else { return nil }
        let owner = context.enclosingType(of: declaration)
        if declaration.parent is TypeDeclNode {
            let isOutlet = declaration.attribute(named: "IBOutlet") != nil
            let element = ImperativeElement(name: declaration.name, binding: isOutlet ? .outlet : .property, typeName: typeName,
                                            kitClass: kitClass, declaration: declaration, owner: owner, scope: owner)
            element.construction = construction
            return element
        }
        guard let scope = declaration.ancestors().first(where: { $0 is BlockNode || $0 is ClosureNode }) else { return nil }
        let element = ImperativeElement(name: declaration.name, binding: .local, typeName: typeName, kitClass: kitClass,
                                        declaration: declaration, owner: owner, scope: scope)
        element.construction = construction
        return element
    }

    /// `UIButton(type: .system)`, `UIKit.UIButton()`, `UIButton.systemButton(with:…)`, `NSButton(image:…)`.
    private func constructionLink(_ chain: ChainNode) -> LinkNode? {
        let links = chain.links
        guard let first = links.first, first.kind == .name, first.name.isCapitalizedName else { return nil }
        var index = 0
        if ["UIKit", "AppKit"].contains(first.name), links.count > 1 { index = 1 }
        let type = links[index]
        if type.hasCall { return type }
        // `UIButton.systemButton(with:target:action:)`, `UIButton.init(type:)`.
        guard index + 1 < links.count, links[index + 1].hasCall, links.count == index + 2 else { return nil }
        return links[index + 1]
    }

    private func constructedType(_ link: LinkNode) -> String {
        guard link.kind == .member, let chain = link.parent as? ChainNode, let index = chain.links.firstIndex(where: { $0 === link }),
              index > 0 else { return link.name }
        return chain.links[index - 1].name
    }

    /// `UIButton!`, `UIButton?`, `UIKit.UIButton` → `UIButton`; nil for tuples, arrays and closures.
    private static func bareTypeName(_ annotation: String) -> String {
        var name = annotation.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("!") || name.hasSuffix("?") { name.removeLast() }
        if let dot = name.lastIndex(of: "."), ["UIKit", "AppKit"].contains(String(name[..<dot])) { name = String(name[name.index(after: dot)...]) }
        return name
    }

    /// The UIKit or AppKit class `name` is or descends from, through the file's classes and the project index.
    private func kitClass(ofType name: String) -> String? {
        var current = name
        for _ in 0..<8 {
            if ImperativeElements.kitClasses.contains(current) { return current }
            guard current.isCapitalizedName, current.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            if let declared = context.typeDeclarations.first(where: { $0.keyword == "class" && $0.name == current }),
               let parent = declared.inheritedTypes.first {
                current = parent
                continue
            }
            // The project is asked only of names that end like a view or control (`ThemeableLabel`,
            // `DimmingButton`): asking of every `String` and `Date` would cost each file dozens of questions.
            guard ImperativeElements.kindSuffixes.contains(where: current.hasSuffix) else { return nil }
            return context.project?.kitSuperclass(of: current, among: ImperativeElements.kitClasses)
        }
        return nil
    }

    /// `lazy var closeButton: UIButton = { let button = UIButton(…); …; return button }()`: the
    /// local the closure returns, and how it is made.
    private func returnedLocal(ofLazyInitializer declaration: VariableDeclNode) -> (local: VariableDeclNode, construction: LinkNode)? {
        guard let chain = declaration.initializer?.singleChain, chain.links.count == 1, let closure = chain.links[0].closure,
              chain.links[0].hasCall,
              let returned = closure.children.last else { return nil }
        let name: String?
        if let statement = returned as? StatementNode, statement.keyword == "return" {
            name = (statement.children.first as? ExpressionNode)?.singleChain.flatMap { $0.links.count == 1 ? $0.links[0].name : nil }
        } else {
            name = (returned as? ExpressionNode)?.singleChain.flatMap { $0.links.count == 1 ? $0.links[0].name : nil }
        }
        guard let name, let local = closure.children.lazy.compactMap({ $0 as? VariableDeclNode }).first(where: { $0.name == name }),
              let construction = local.initializer?.singleChain.flatMap(constructionLink) else { return nil }
        return (local, construction)
    }

    // MARK: - Settings

    private func record(constructionOf element: ImperativeElement, link: LinkNode) {
        // The whole call (`UIButton.systemButton(with:…)`) is where the setting is made.
        let call: SyntaxNode = link.parent ?? link
        func add(_ kind: ElementSetting.Kind, _ value: ExpressionNode? = nil, action: String? = nil) {
            element.settings.append(ElementSetting(kind: kind, node: call, value: SettingValue(value), actionName: action, receiver: "", branches: []))
        }
        for argument in link.arguments {
            switch argument.label {
            case "image": add(.image, argument.value)
            case "with" where link.name == "systemButton": add(.image, argument.value)
            case "title", "checkboxWithTitle", "radioButtonWithTitle", "labelWithString", "string": add(.title, argument.value)
            case "barButtonSystemItem", "systemItem": add(.systemItem, argument.value)
            case "type":
                // Every button type but the plain ones draws a glyph VoiceOver names ("Close", "More Info").
                if let member = argument.value?.singleChain?.links.last?.name, !["system", "custom", "plain"].contains(member) {
                    add(.systemItem, argument.value)
                }
            case "customView": add(.customView, argument.value)
            case "configuration": add(.configuration, argument.value)
            case "menu": add(.menu, argument.value)
            case "action": add(.action, argument.value, action: selectorName(argument.value?.singleChain))
            case "primaryAction": recordAction(SettingValue(argument.value), into: element, node: call, receiver: "", branches: [], isPrimary: true)
            default: break
            }
        }
        if let first = link.arguments.first, first.label == nil, element.kitClass == "UIImageView" || element.kitClass == "NSImageView" {
            add(.image, first.value)
        }
        if link.closure(labeled: nil) != nil { add(.action) }
    }

    /// An action. The title and image of a primary `UIAction(title:image:handler:)` show on its
    /// button; those of one added for an event (`addAction(_:for:)`) do not.
    private func recordAction(_ value: SettingValue?, into element: ImperativeElement, node: SyntaxNode, receiver: String, branches: [SyntaxNode],
                              isPrimary: Bool) {
        if isPrimary, let action = value?.chain?.elementLink, action.name == "UIAction" {
            if let title = action.argument("title") {
                element.settings.append(ElementSetting(kind: .title, node: node, value: SettingValue(title.value), receiver: receiver, branches: branches))
            }
            if let image = action.argument("image") {
                element.settings.append(ElementSetting(kind: .image, node: node, value: SettingValue(image.value), receiver: receiver, branches: branches))
            }
        }
        element.settings.append(ElementSetting(kind: .action, node: node, value: value, actionName: selectorName(value?.chain),
                                               receiver: receiver, branches: branches))
    }

    /// `#selector(shareTapped)`, `#selector(Self.shareTapped(_:))` → `shareTapped`.
    private func selectorName(_ chain: ChainNode?) -> String? {
        guard let macro = chain?.links.first, macro.kind == .macro, macro.name == "selector",
              let target = macro.arguments.first?.value?.singleChain?.links.last(where: { $0.kind == .name || $0.kind == .member }) else { return nil }
        return target.name
    }

    /// The statements whose chain starts with `name` (or `self.name`) and that reach `element`.
    /// `shadowing`: the locals that make properties (`let label = UILabel()` in `lazy var titleLabel = { … }()`),
    /// which are not elements of their own but hide a property of their name in their closure.
    private func collectSettings(of element: ImperativeElement, named name: String, model: ImperativeElements, alias: VariableDeclNode? = nil,
                                 shadowing: [VariableDeclNode] = []) {
        var chains = context.chainsByFirstName[name] ?? []
        if element.binding != .local {
            chains += (context.chainsByFirstName["self"] ?? []).filter { $0.links.count > 1 && $0.links[1].name == name }
        }
        for chain in chains {
            let reaches: Bool
            if let alias {
                reaches = alias.parent.map(chain.isDescendant) == true && alias.firstToken < chain.firstToken
            } else if chain.links.first?.name == "self" {
                reaches = element.owner.map(chain.isDescendant) == true
            } else {
                reaches = model.element(named: name, at: chain) === element && !shadowing.contains { local in
                    local.name == name && local.parent.map(chain.isDescendant) == true && local.firstToken < chain.firstToken
                }
            }
            guard reaches, chain.firstToken != element.declaration?.nameToken else { continue }
            let receiverLinks = chain.links.first?.name == "self" ? 2 : 1
            read(chain, receiverLinks: receiverLinks, of: element)
        }
    }

    /// `accessibilityTraits = .button`, `self.setAccessibilityLabel(…)`, `addGestureRecognizer(tap)` inside the class.
    private func collectSelfSettings(of element: ImperativeElement) {
        guard let owner = element.owner else { return }
        // The class's own code and its extensions in the file (`private extension AccountView { func setUp() … }`).
        let declarations = context.declarations(of: owner)
        let isOwnCode = { (chain: ChainNode) in context.enclosingType(of: chain).map { type in declarations.contains { $0 === type } } ?? false }
        for (member, _) in Self.settingMembers {
            for chain in context.chainsByFirstName[member] ?? [] where isOwnCode(chain) {
                read(chain, receiverLinks: 0, of: element)
            }
        }
        for chain in context.chainsByFirstName["self"] ?? [] where chain.links.count > 1 && Self.settingMembers[chain.links[1].name] != nil {
            guard isOwnCode(chain) else { continue }
            read(chain, receiverLinks: 1, of: element)
        }
        element.settings.sort { $0.node.firstToken < $1.node.firstToken }
    }

    /// SnapKit's `label.snp.makeConstraints { make in make.height.equalTo(19) }`: a literal height
    /// (or size) the layout keeps whatever the text size, as `heightAnchor.constraint(equalToConstant:)`.
    private func fixesHeightWithSnapKit(_ links: [LinkNode], receiverLinks: Int) -> Bool {
        guard links.count > receiverLinks + 1, links[receiverLinks].name == "snp",
              ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(links[receiverLinks + 1].name),
              let closure = links[receiverLinks + 1].trailingClosures.first?.closure ?? links[receiverLinks + 1].allClosures.first else { return false }
        return closure.descendants(ofType: ChainNode.self).contains { constraint in
            let names = constraint.links.map(\.name)
            guard let equal = constraint.links.last, equal.name == "equalTo", names.dropLast().contains(where: { $0 == "height" || $0 == "size" }),
                  let value = equal.unlabeledArguments.first?.value else { return false }
            return Double(value.text.replacingOccurrences(of: "_", with: "")) != nil || value.text.hasPrefix("CGSize(")
        }
    }

    /// A layout helper that pins the height to a number: the project's own (`button.pinHeight(to: 56)`,
    /// `view.constrainToSize(48)`, `label.setHeight(45)`), or Anchorage's `label.heightAnchor /==/ 45`.
    /// Helpers for a least height (`pinMinHeight`, `heightGreaterThan…`) let the element grow.
    private func pinsHeight(_ chain: ChainNode, receiverLinks: Int) -> Bool {
        let links = chain.links
        guard links.count == receiverLinks + 1 else { return false }
        let call = links[receiverLinks]
        let name = call.name.lowercased()
        let isNumber = { (index: Int) in index < tree.tokens.count && [.integerLiteral, .floatLiteral].contains(tree.tokens[index].kind) }
        if call.name == "heightAnchor", !call.hasCall {
            let next = chain.lastToken + 1
            guard next + 1 < tree.tokens.count, tree.tokens[next].kind == .operator, tree.text(ofToken: next).contains("==") else { return false }
            // `45` or `CGFloat(45)`, not followed by more arithmetic.
            var end = next + 1
            if tree.text(ofToken: end) == "CGFloat", end + 3 < tree.tokens.count, tree.text(ofToken: end + 1) == "(", tree.text(ofToken: end + 3) == ")" {
                end += 2
                guard isNumber(end) else { return false }
                end += 1
            } else if !isNumber(end) {
                return false
            }
            return end + 1 >= tree.tokens.count || tree.tokens[end + 1].startsLine || tree.tokens[end + 1].kind != .operator
        }
        guard call.hasCall, name.contains("height") || name.contains("size") && ["pin", "constrain", "set"].contains(where: name.hasPrefix),
              !["min", "greater", "least", "max", "less"].contains(where: name.contains) else { return false }
        return call.arguments.contains { argument in argument.value.map { isNumber($0.firstToken) && $0.firstToken == $0.lastToken } == true }
    }

    /// One use of the element: a setting when the chain starts a statement, else a use that may escape.
    private func read(_ chain: ChainNode, receiverLinks: Int, of element: ImperativeElement) {
        let links = chain.links
        // `label.heightAnchor.constraint(equalToConstant: 20)`, a statement or inside `activate([…])`; SnapKit's height.
        let fixesHeight = links.count > receiverLinks + 1 && links[receiverLinks].name == "heightAnchor" && links[receiverLinks + 1].name == "constraint"
            && links[receiverLinks + 1].argument("equalToConstant") != nil
        if fixesHeight || fixesHeightWithSnapKit(links, receiverLinks: receiverLinks) || pinsHeight(chain, receiverLinks: receiverLinks) {
            element.settings.append(ElementSetting(kind: .fixedHeight, node: chain, value: nil, receiver: "",
                                                   branches: branches(around: chain, within: element.scope)))
            return
        }
        guard let statement = chain.parent as? ExpressionNode, statement.children.first === chain, isStatement(statement) else {
            if receiverLinks == links.count, escapes(chain) { element.escapes = true }
            return
        }
        guard receiverLinks < links.count else {
            // `self.shareItem = item`: the object comes from code the model reads as another element.
            if chain.lastToken + 1 <= statement.lastToken, tree.text(ofToken: chain.lastToken + 1) == "=" { element.escapes = true }
            return
        }
        let receiver = receiverLinks == 0 ? "" : context.file.text(links[0].range.lowerBound..<links[receiverLinks - 1].range.upperBound)
        let branches = branches(around: statement, within: element.scope)
        // `button.configuration?.image = …`, `button.titleLabel?.text = …`: the last member says what
        // is set; one with more after it (`button.imageView?.contentMode`) sets something else.
        guard let member = links.last else { return }
        let path = links[receiverLinks...].map(\.name)
        let kind: ElementSetting.Kind
        switch path.count {
        case 1:
            if let known = Self.settingMembers[member.name] {
                kind = known
            } else if ["label", "title"].contains(where: member.name.lowercased().contains), !Self.setsTextAppearance(member.name) {
                kind = .projectText
            } else {
                return
            }
        case 2 where path[0] == "configuration" && ["image", "title", "attributedTitle", "subtitle"].contains(member.name):
            kind = Self.settingMembers[member.name]!
        case 2 where ["titleLabel", "textLabel"].contains(path[0]) && ["text", "attributedText"].contains(member.name): kind = .title
        case 2 where Self.innerLabels.contains(path[0]) && ["font", "adjustsFontForContentSizeCategory"].contains(member.name):
            kind = Self.settingMembers[member.name]!
        case 2 where ["cell"].contains(path[0]) && ["title", "image"].contains(member.name): kind = Self.settingMembers[member.name]!
        // `accessibilityTraits.insert(.button)`: traits the file gives it, keeping UIKit's own.
        case 2 where path[0] == "accessibilityTraits" && ["insert", "formUnion"].contains(member.name): kind = .accessibilityTraits
        default: return
        }
        let value: SettingValue?
        if member.hasCall {
            value = SettingValue(member.arguments.first?.value)
        } else if let assigned = context.assignedValue(to: chain) {
            value = assigned.value
        } else {
            return
        }
        switch kind {
        case .action where member.name == "addTarget":
            let selector = SettingValue(member.argument("action")?.value)
            element.settings.append(ElementSetting(kind: .action, node: statement, value: selector, actionName: selectorName(selector?.chain),
                                                   receiver: receiver, branches: branches))
        case .action where member.name == "action":
            element.settings.append(ElementSetting(kind: .action, node: statement, value: value, actionName: selectorName(value?.chain),
                                                   receiver: receiver, branches: branches))
        case .action:
            recordAction(value, into: element, node: statement, receiver: receiver, branches: branches, isPrimary: member.name == "primaryAction")
        default:
            element.settings.append(ElementSetting(kind: kind, node: statement, value: value, receiver: receiver, branches: branches))
        }
    }

    private func isStatement(_ expression: ExpressionNode) -> Bool {
        guard let parent = expression.parent else { return false }
        return parent is BlockNode || parent is ClosureNode || parent is SwitchCaseNode || parent is PoundIfClauseNode
    }

    /// Whether a use of the element hands it to code the model does not read.
    private func escapes(_ chain: ChainNode) -> Bool {
        // `toolbarItem.view = button`: the toolbar item's label may name it.
        if let statement = chain.parent as? ExpressionNode, let target = statement.children.first as? ChainNode, target !== chain,
           target.links.last?.name == "view", chain.firstToken > 0, tree.text(ofToken: chain.firstToken - 1) == "=" {
            return true
        }
        var node: SyntaxNode = chain
        while let parent = node.parent {
            switch parent {
            case let link as LinkNode where link.hasCall || link.kind == .collection:
                if link.kind == .collection {
                    // `toolbarItems = [shareItem, doneItem]` places them; `[a, b].forEach { … }` configures them.
                    if let outer = link.parent as? ChainNode, outer.links.count > 1 { return true }
                    node = parent
                    continue
                }
                return !Self.placingCalls.contains(link.name)
            case let statement as StatementNode:
                // `return button` hands it to the caller, unless it ends a closure that makes a property.
                if statement.keyword == "return" { return !isInitializerReturn(statement) }
                return statement.keyword == "for"
            case is BlockNode, is ClosureNode, is TypeDeclNode, is FunctionDeclNode, is SwitchCaseNode, is PoundIfClauseNode:
                return false
            case let declaration as VariableDeclNode:
                // `let target = button`: another name for it.
                return declaration.initializer?.singleChain === chain
            default:
                node = parent
            }
        }
        return false
    }

    /// `return button` at the end of `lazy var closeButton: UIButton = { … }()`.
    private func isInitializerReturn(_ statement: StatementNode) -> Bool {
        guard let closure = statement.parent as? ClosureNode, closure.children.last === statement,
              let declaration = closure.firstAncestor(ofType: VariableDeclNode.self) else { return false }
        return returnedLocal(ofLazyInitializer: declaration)?.construction != nil
    }

    /// The branches between a statement and the scope that holds the element.
    private func branches(around statement: SyntaxNode, within scope: SyntaxNode?) -> [SyntaxNode] {
        var result: [SyntaxNode] = []
        var node = statement.parent
        while let current = node, current !== scope {
            if let branch = current as? StatementNode, ["if", "guard", "switch"].contains(branch.keyword) { result.append(branch) }
            if current is PoundIfClauseNode { result.append(current) }
            if current is FunctionDeclNode || current is TypeDeclNode { break }
            node = current.parent
        }
        return result
    }
}
