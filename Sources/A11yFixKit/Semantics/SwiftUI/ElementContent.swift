/// What an element shows: the title a control is given, the texts, images and views of the app's
/// own that its content is made of, in the order the code builds them, the label and the state it
/// is bound to. The identifier rule names elements from it, label inference reads controls'
/// labels with it, and the audit's element inventory and the screen map describe elements with it,
/// so that an element shows the same thing to each of them.
extension RuleContext {
    /// How a control states its label.
    public enum ControlLabelSource {
        /// A title argument: `Button("Save")`, `Toggle(title, isOn:)`; labelled by its text.
        case title
        /// A closure with the label's views: `Button { … } label: { Image(…) }`.
        case content(ClosureNode)
        /// A view passed as the label: `Picker(selection: $sort, label: Text("Sort")) { … }`.
        case view(ExpressionNode)
        /// The control's default label (`ShareLink(item:)` says "Share"), or a form a11yfix does not know.
        case other
    }

    public func controlLabelSource(of element: LinkNode) -> ControlLabelSource {
        if let first = element.arguments.first, first.label == nil, !isClosureArgument(first) { return .title }
        if let label = element.closure(labeled: "label") { return .content(label) }
        if let label = element.argument("label")?.value { return .view(label) }
        let contentFollowsArguments: Bool
        switch element.name {
        case "Button": contentFollowsArguments = element.argument("action") != nil || element.argument("intent") != nil
        case "NavigationLink": contentFollowsArguments = element.argument("destination") != nil || element.argument("value") != nil
        case "Link": contentFollowsArguments = element.argument("destination") != nil
        case "ShareLink": contentFollowsArguments = element.argument("item") != nil || element.argument("items") != nil
        // `SettingsLink { Label("Settings…", systemImage: "gear") }`, `PhotosPicker(selection: $item) { … }`: the closure is the label.
        case "SettingsLink": contentFollowsArguments = true
        case "PhotosPicker": contentFollowsArguments = element.argument("selection") != nil
        // Without a title, the trailing closure of a Toggle or value control is its label (`Slider(value: $volume) { Text("Volume") }`).
        case "Toggle", "Slider", "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker": contentFollowsArguments = true
        // `TextField(text: $email, prompt: Text("you@example.com")) { Text("Email") }`: the closure is its label.
        case "TextField", "SecureField": contentFollowsArguments = element.argument("text") != nil
        default: contentFollowsArguments = false  // Menu's and Picker's trailing closures are their items, not their label
        }
        if contentFollowsArguments, let content = element.closure(labeled: nil) { return .content(content) }
        return .other
    }

    private func isClosureArgument(_ argument: ArgumentNode) -> Bool {
        guard let chain = argument.value?.singleChain else { return false }
        return chain.links.count == 1 && chain.links[0].kind == .closure
    }

    /// SwiftUI's own views: its layout containers, controls, shapes and other views whose names
    /// say how they look or work, not what they are for. A view type not among them is the app's own.
    public static let builtInViews: Set<String> = controls.union(layoutContainers).union([
        "Image", "Text", "Label", "AsyncImage", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "Color", "Spacer", "GeometryReader", "ProgressView", "Gauge", "Divider", "EmptyView", "ContainerRelativeShape",
        "UnevenRoundedRectangle", "LinearGradient", "RadialGradient", "AngularGradient", "Canvas", "TimelineView",
        "ScrollView", "List", "Form", "Section", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "ViewThatFits",
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Table", "Map", "VideoPlayer",
        "ForEach", "ScrollViewReader", "AnyView", "DisclosureGroup", "GroupBox", "LabeledContent", "ContentUnavailableView",
        "ControlGroup", "OutlineGroup",
    ])

    /// SwiftUI views other than controls that show their first unlabelled argument as a title.
    static let titledViews: Set<String> = ["LabeledContent", "DisclosureGroup", "GroupBox", "Section", "ContentUnavailableView", "ProgressView", "ControlGroup"]

    // MARK: - Texts

    /// A text an element shows, as far as its code spells it.
    public struct ShownText {
        public enum Value: Equatable {
            /// `Text("Save")`: the literal's value.
            case literal(String)
            /// `Text("Mute @\(handle)")`: the literal's text without its interpolations ("Mute @ "), nil
            /// for a multi-line or raw literal.
            case interpolated(String?)
            /// `Text(post.title)`, `Text(L10n.save)`: known only at run time.
            case computed
        }

        public var expression: ExpressionNode
        public var value: Value

        public var literal: String? {
            if case let .literal(text) = value { return text }
            return nil
        }

        /// The words the code writes: a literal's value, or an interpolated literal's text around its interpolations.
        public var writtenText: String? {
            switch value {
            case let .literal(text): return text
            case let .interpolated(text): return text
            case .computed: return nil
            }
        }
    }

    /// What `expression` shows as text; nil for an empty literal, which shows nothing. A literal
    /// wrapped for localization (`NSLocalizedString("Cancel", comment: "")`, `String(localized:
    /// "Cancel")`) is that literal.
    public func shownText(_ expression: ExpressionNode) -> ShownText? {
        if let text = stringLiteralValue(expression) ?? localizedLiteral(expression) {
            return text.trimmingCharacters(in: .whitespaces).isEmpty ? nil : ShownText(expression: expression, value: .literal(text))
        }
        if let chain = expression.singleChain, chain.range == expression.range, chain.links.count == 1, chain.links[0].kind == .literal,
           tree.tokens[chain.links[0].firstToken].kind == .stringLiteral {
            return ShownText(expression: expression, value: .interpolated(StringLiteral.staticText(of: tree.text(ofToken: chain.links[0].firstToken))))
        }
        return ShownText(expression: expression, value: .computed)
    }

    /// Whether a text shows a value and no words: a number or a date given a format
    /// (`Text(zap.amount, format: .number)`, `Text(date, style: .relative)`, `Text(count.formatted())`)
    /// or a literal that only interpolates one (`Text("\(likes)")`, `"+\(count)"`). Read alone, it
    /// names nothing ("21K").
    public func showsOnlyAValue(_ text: ShownText) -> Bool {
        switch text.value {
        case .literal: return false
        case let .interpolated(written):
            return written.map { $0.allSatisfy { !$0.isLetter } } ?? false
        case .computed:
            if text.expression.text.range(of: #"\.formatted\([^)]*\)\s*$"#, options: .regularExpression) != nil { return true }
            guard let element = (text.expression.parent as? ArgumentNode)?.parent as? LinkNode, element.name == "Text" else { return false }
            return element.argument("format") != nil || element.argument("style") != nil
        }
    }

    /// Whether a computed text falls back to nothing when its value is missing (`Text(alias.note ??
    /// "")`): then VoiceOver has nothing to read and does not stop on it.
    public func mayShowNothing(_ expression: ExpressionNode) -> Bool {
        expression.text.range(of: #"\?\?\s*""\s*$"#, options: .regularExpression) != nil
    }

    /// `NSLocalizedString("Cancel", comment: "")`, `String(localized: "Cancel")`, `LocalizedStringKey("Cancel")` → "Cancel".
    private func localizedLiteral(_ expression: ExpressionNode) -> String? {
        guard let call = expression.singleChain, call.links.count == 1, let element = call.elementLink,
              ["NSLocalizedString", "String", "LocalizedStringKey", "LocalizedStringResource"].contains(element.name),
              let key = element.arguments.first, key.label == nil || key.label == "localized" else { return nil }
        return stringLiteralValue(key.value)
    }

    /// The title a control shows: its title argument (`Button("Save")`), else the first text of its label.
    public func shownTitle(of element: LinkNode) -> ShownText? {
        switch controlLabelSource(of: element) {
        case .title: return element.arguments.first?.value.flatMap(shownText)
        case let .content(closure): return firstSteadyText(in: closure)
        case let .view(view): return firstSteadyText(in: view)
        case .other: return nil
        }
    }

    /// The first text `node` shows, passing over one a branch shows beside a `ProgressView` while work
    /// runs (`if isDeleting { ProgressView(); Text("Deleting…") } else { Text("Delete server") }`):
    /// the control's name is the one it has at rest.
    public func firstSteadyText(in node: SyntaxNode) -> ShownText? {
        let texts = shownTexts(in: node)
        return texts.first { text in
            guard let branch = text.expression.firstAncestor(ofType: BlockNode.self), branch.isDescendant(of: node),
                  branch.parent is StatementNode else { return true }
            return !branch.descendants(ofType: ChainNode.self).contains { $0.elementLink?.name == "ProgressView" }
        } ?? texts.first
    }

    /// The title argument of a `Text` or `Label`: its first unlabelled or `verbatim:` argument.
    private func textArgument(of element: LinkNode) -> ExpressionNode? {
        element.arguments.first { $0.label == nil || $0.label == "verbatim" }?.value
    }

    /// The literal title a View of the app's own is given: `SettingsRow(title: "Saved Posts", …)` →
    /// "Saved Posts", `Badge("New")` → "New".
    public func customViewTitle(_ element: LinkNode) -> String? {
        for label in ["title", "text", "label", "name", "titleKey"] {
            if let value = element.argument(label).flatMap({ stringLiteralValue($0.value) }) { return value }
        }
        return literalTitle(of: element)
    }

    // MARK: - Content

    /// One thing a view's content shows.
    public enum ShownItem {
        /// The title of a `Text`, a `Label` or a titled control.
        case text(ShownText)
        /// An `Image`, or a `Label` or control with an icon (`Button("", systemImage: "plus")`).
        case image(ChainNode)
        /// A View of the app's own (`SettingsRow(title: "Saved Posts")`): what it shows is in its own
        /// body; `title` is the literal title it is given here.
        case view(LinkNode, title: String?)
    }

    /// What `node` (a closure's content, a view, a label) shows, in the order the code builds it:
    /// through stacks, `Group`, `ForEach`, conditionals, a control's label and overlays, not into
    /// what a view only holds (a `Text`'s or a custom view's arguments), nor into a sheet's, menu's
    /// or toolbar's content, which is shown elsewhere.
    public func shownItems(in node: SyntaxNode) -> [ShownItem] {
        var items: [ShownItem] = []
        collectShownItems(in: node, into: &items)
        return items
    }

    /// The texts among `shownItems(in:)`.
    public func shownTexts(in node: SyntaxNode) -> [ShownText] {
        shownItems(in: node).compactMap { item in
            if case let .text(text) = item { return text }
            return nil
        }
    }

    private func collectShownItems(in node: SyntaxNode, into items: inout [ShownItem]) {
        guard let chain = node as? ChainNode else {
            for child in node.children { collectShownItems(in: child, into: &items) }
            return
        }
        if chain.links.count == 1, let closure = chain.links[0].closure {
            collectShownItems(in: closure, into: &items)
            return
        }
        // A property or a helper (`header`, `row(for:)`): what it shows is out of sight here.
        guard let element = chain.elementLink else { return }
        switch element.name {
        case "Text":
            if let text = textArgument(of: element).flatMap(shownText) { items.append(.text(text)) }
        case "Label":
            if let text = textArgument(of: element).flatMap(shownText) { items.append(.text(text)) }
            if element.argument("systemImage") != nil || element.argument("image") != nil { items.append(.image(chain)) }
            for closure in element.allClosures { collectShownItems(in: closure, into: &items) }  // `Label { … } icon: { … }`
        case "Image":
            items.append(.image(chain))
        default:
            if RuleContext.controls.contains(element.name) {
                if element.argument("systemImage") != nil || element.argument("image") != nil { items.append(.image(chain)) }
                switch controlLabelSource(of: element) {
                case .title: if let text = element.arguments.first?.value.flatMap(shownText) { items.append(.text(text)) }
                case let .content(closure): collectShownItems(in: closure, into: &items)
                case let .view(view): collectShownItems(in: view, into: &items)
                case .other: break
                }
            } else if element.kind == .name, element.name.isCapitalizedName, !RuleContext.builtInViews.contains(element.name) {
                items.append(.view(element, title: customViewTitle(element)))
                for closure in element.allClosures { collectShownItems(in: closure, into: &items) }  // the content it is given: `Card { … }`
            } else {
                if RuleContext.titledViews.contains(element.name), let title = element.unlabeledArguments.first?.value.flatMap(shownText) {
                    items.append(.text(title))
                }
                for closure in element.allClosures { collectShownItems(in: closure, into: &items) }
                if element.name == "AnyView", let wrapped = element.arguments.first?.value { collectShownItems(in: wrapped, into: &items) }
            }
        }
        for modifier in chain.modifiers where RuleContext.viewArgumentModifiers.contains(modifier.name) {
            for argument in modifier.arguments { collectShownItems(in: argument, into: &items) }
            for closure in modifier.trailingClosures { collectShownItems(in: closure.closure, into: &items) }
        }
    }

    // MARK: - Label and state

    /// The label a chain spells out for its element: `.accessibilityLabel("Close player")`,
    /// `.accessibilityLabel(Text("Share"))`, the deprecated `.accessibility(label: Text("Share"))`.
    public func literalAccessibilityLabel(of chain: ChainNode) -> String? {
        for modifier in chain.modifiers {
            let argument = modifier.name == "accessibilityLabel" ? modifier.arguments.first
                : modifier.name == "accessibility" ? modifier.argument("label") : nil
            guard let value = argument?.value else { continue }
            if let text = stringLiteralValue(value) { return text }
            if let text = value.singleChain?.elementLink, text.name == "Text", let title = literalTitle(of: text) { return title }
        }
        return nil
    }

    /// The state a value control is bound to: its `isOn:`, `selection:`, `value:`, `text:` or `date:`
    /// argument, else the first argument passed as a binding (`Slider($volume)`-style).
    public func boundValue(of element: LinkNode) -> ExpressionNode? {
        for label in ["isOn", "selection", "value", "text", "date"] {
            if let value = element.argument(label)?.value { return value }
        }
        return element.arguments.first { $0.value?.text.hasPrefix("$") ?? false }?.value
    }
}

extension StringLiteral {
    /// The text of a string literal token with its interpolations left out: `"Mute @\(handle)"` →
    /// "Mute @ ". Nil for multi-line and raw literals with interpolation.
    public static func staticText(of literal: String) -> String? {
        if let value = value(of: literal) { return value }
        guard literal.hasPrefix("\""), !literal.hasPrefix("\"\"\""), literal.count >= 2, literal.hasSuffix("\"") else { return nil }
        var result = ""
        var characters = Array(literal.dropFirst().dropLast())[...]
        while let character = characters.popFirst() {
            guard character == "\\", let next = characters.first else {
                result.append(character)
                continue
            }
            characters.removeFirst()
            guard next == "(" else {
                result.append(next == "n" || next == "t" ? " " : next)
                continue
            }
            var depth = 1
            while depth > 0, let inner = characters.popFirst() {
                if inner == "(" { depth += 1 }
                if inner == ")" { depth -= 1 }
            }
            result.append(" ")
        }
        return result
    }
}
