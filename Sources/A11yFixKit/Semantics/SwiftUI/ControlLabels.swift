/// What a SwiftUI control shows as its label, and what a11yfix can infer a label from: the SF
/// Symbol, the action, the destination, the binding, the asset name (in that order, issue 3's
/// label inference).
extension RuleContext {
    /// How a control states its label.
    public enum ControlLabelSource {
        /// A title argument: `Button("Save")`, `Toggle(title, isOn:)`; labelled by its text.
        case title
        /// A closure with the label's views: `Button { … } label: { Image(…) }`.
        case content(ClosureNode)
        /// The control's default label (`ShareLink(item:)` says "Share"), or a form a11yfix does not know.
        case other
    }

    public func controlLabelSource(of element: LinkNode) -> ControlLabelSource {
        if let first = element.arguments.first, first.label == nil, !isClosureArgument(first) { return .title }
        if let label = element.closure(labeled: "label") { return .content(label) }
        let contentFollowsArguments: Bool
        switch element.name {
        case "Button": contentFollowsArguments = element.argument("action") != nil || element.argument("intent") != nil
        case "NavigationLink": contentFollowsArguments = element.argument("destination") != nil || element.argument("value") != nil
        case "Link": contentFollowsArguments = element.argument("destination") != nil
        case "Toggle": contentFollowsArguments = element.argument("isOn") != nil || element.argument("sources") != nil
        case "ShareLink": contentFollowsArguments = element.argument("item") != nil || element.argument("items") != nil
        default: contentFollowsArguments = false  // Menu's trailing closure is its items, not its label
        }
        if contentFollowsArguments, let content = element.closure(labeled: nil) { return .content(content) }
        return .other
    }

    private func isClosureArgument(_ argument: ArgumentNode) -> Bool {
        guard let chain = argument.value?.singleChain else { return false }
        return chain.links.count == 1 && chain.links[0].kind == .closure
    }

    /// The images that make up a control's whole label when it shows nothing but images (and
    /// spacers), looking through stacks, `Group`, conditionals and icon-only `Label`s. Nil when the
    /// label has text, a view a11yfix cannot see into, or an image that is already labelled.
    public func iconOnlyImages(in closure: ClosureNode) -> [ChainNode]? {
        var images: [ChainNode] = []
        var pending = contentChains(of: closure)
        guard !pending.isEmpty else { return nil }
        while let chain = pending.popLast() {
            guard let element = chain.elementLink else { return nil }
            switch element.name {
            case "Spacer":
                continue
            case "Image":
                guard let source = imageSource(of: element), source != .labelled, !hasAccessibilityLabel(chain) else { return nil }
                images.append(chain)
            case "HStack", "VStack", "ZStack", "Group":
                guard let inner = element.closure(labeled: "content") ?? element.closure(labeled: nil) else { return nil }
                let children = contentChains(of: inner)
                if children.isEmpty { return nil }
                pending.append(contentsOf: children)
            case "Label":
                // A Label is labelled by its title unless the title is empty.
                if hasAccessibilityLabel(chain) { return nil }
                if let title = element.arguments.first, title.label == nil {
                    guard stringLiteralValue(title.value)?.trimmingCharacters(in: .whitespaces).isEmpty == true else { return nil }
                    images.append(chain)
                } else if let titleClosure = element.closure(labeled: "title") {
                    guard contentChains(of: titleClosure).allSatisfy({ $0.elementLink?.name == "EmptyView" }),
                          let icon = element.closure(labeled: "icon") else { return nil }
                    pending.append(contentsOf: contentChains(of: icon))
                } else {
                    return nil
                }
            default:
                return nil
            }
        }
        return images.isEmpty ? nil : images.sorted { $0.firstToken < $1.firstToken }
    }

    /// The SF Symbol names an image may show: one literal, or both literals of `cond ? "a" : "b"`.
    public func symbolNames(of image: ChainNode) -> SymbolChoice? {
        guard let element = image.elementLink else { return nil }
        let argument: ArgumentNode?
        switch element.name {
        case "Image": argument = element.argument("systemName")
        case "Label": argument = element.argument("systemImage")
        default: argument = nil
        }
        guard let argument else {
            if case let .symbol(name?)? = imageSource(of: element) { return .single(name) }
            return nil
        }
        if let name = stringLiteralValue(argument.value) { return .single(name) }
        if let value = argument.value, let ternary = ternaryStrings(in: value) {
            return .conditional(condition: ternary.condition, whenTrue: ternary.whenTrue, whenFalse: ternary.whenFalse)
        }
        return nil
    }

    public enum SymbolChoice: Equatable {
        case single(String)
        case conditional(condition: String, whenTrue: String, whenFalse: String)
    }

    /// `condition ? "a" : "b"` with two plain string literals.
    func ternaryStrings(in expression: ExpressionNode) -> (condition: String, whenTrue: String, whenFalse: String)? {
        let tokens = tree.tokens
        var question: Int?
        var colon: Int?
        var index = expression.firstToken
        while index <= expression.lastToken {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = (tree.matching(index) ?? index) + 1
                continue
            case .operator where tree.token(index, is: "?") && question == nil:
                question = index
            case .colon where question != nil && colon == nil:
                colon = index
            default:
                break
            }
            index += 1
        }
        guard let question, let colon, question > expression.firstToken, colon == question + 2, colon == expression.lastToken - 1,
              let whenTrue = stringLiteralValue(ofToken: question + 1),
              let whenFalse = stringLiteralValue(ofToken: colon + 1) else { return nil }
        let condition = file.text(tokens[expression.firstToken].start..<tokens[question - 1].end)
        return (condition, whenTrue, whenFalse)
    }

    /// What VoiceOver should say for an SF Symbol: the team's own label from the options first, then
    /// a11yfix's vocabulary.
    public func symbolMeaning(_ name: String) -> SymbolVocabulary.Meaning? {
        if let label = options.symbolLabels[name] { return SymbolVocabulary.Meaning(label: label, alternatives: []) }
        return SymbolVocabulary.meaning(ofSymbol: name)
    }
}

/// A label a11yfix inferred, the Swift expression to insert, and where it came from.
public struct InferredLabel: Equatable {
    /// The argument for `.accessibilityLabel(…)`: a string literal, or a conditional of two.
    public var expression: String
    /// Alternative names for Voice Control, when the symbol has well-known ones.
    public var inputLabels: [String]
    /// For messages: "the SF Symbol 'trash'", "the action 'deleteItem'".
    public var source: String
    /// False when the label is the team's own (config `symbolLabels`): nothing to verify.
    public var isGuess = true
}

extension RuleContext {
    /// The label for a control showing only `images`: from the symbol, then the action or
    /// destination, then the binding, then the asset name.
    public func inferredLabel(forControl element: LinkNode, images: [ChainNode]) -> InferredLabel? {
        let action = actionName(of: element).flatMap { name in LabelInference.label(fromActionName: name).map { (name, $0) } }
        let fromAction = action.map { InferredLabel(expression: StringLiteral.literal($0.1), inputLabels: [], source: "the action '\($0.0)'") }
        if let image = images.first, let fromSymbol = labelFromSymbol(of: image, togglingState: toggledState(of: element)) {
            // A generic glyph (plus, xmark, an arrow) says less than a specific action: `plus` on
            // `zoomIn` is "Zoom in", not "Add".
            if let fromAction, let action, isGenericSymbol(image),
               Set(RuleContext.words(in: action.1)).isDisjoint(with: RuleContext.words(in: fromSymbol.expression)) {
                return fromAction
            }
            return fromSymbol
        }
        if let fromAction { return fromAction }
        if let destination = destinationName(of: element), let label = LabelInference.label(fromActionName: destination) {
            return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the destination '\(destination)'")
        }
        if let binding = element.argument("isOn").flatMap({ bindingName($0.value) }), let label = LabelInference.label(fromBindingName: binding) {
            return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the binding '$\(binding)'")
        }
        if let image = images.first, let fromAsset = labelFromAsset(of: image) { return fromAsset }
        return nil
    }

    /// The label for an image on its own: from the symbol, else from the asset name.
    public func inferredLabel(forImage image: ChainNode) -> InferredLabel? {
        labelFromSymbol(of: image) ?? labelFromAsset(of: image)
    }

    static let genericSymbolPrefixes = ["plus", "minus", "xmark", "checkmark", "multiply", "arrow.", "arrowshape.", "chevron.", "ellipsis", "circle", "square"]

    private func isGenericSymbol(_ image: ChainNode) -> Bool {
        guard case let .single(name)? = symbolNames(of: image) else { return false }
        return RuleContext.genericSymbolPrefixes.contains { name == $0 || name.hasPrefix($0.hasSuffix(".") ? $0 : $0 + ".") }
    }

    /// The state a Toggle switches, as its views read it: `isOn: $model.isMuted` → `model.isMuted`.
    private func toggledState(of element: LinkNode) -> String? {
        guard element.name == "Toggle", let value = element.argument("isOn")?.value else { return nil }
        let text = value.text
        return text.hasPrefix("$") ? String(text.dropFirst()) : nil
    }

    /// `togglingState` is the state of the Toggle showing the image: VoiceOver already reads a
    /// Toggle's on/off value, so an image that follows that state gets the constant label of its
    /// "on" image (`isMuted ? "bell.slash" : "bell"` → "Mute notifications", read "…, on").
    private func labelFromSymbol(of image: ChainNode, togglingState: String? = nil) -> InferredLabel? {
        switch symbolNames(of: image) {
        case let .single(name)?:
            guard let meaning = symbolMeaning(name) else { return nil }
            return InferredLabel(expression: StringLiteral.literal(meaning.label), inputLabels: meaning.inputLabels,
                                 source: "the SF Symbol '\(name)'", isGuess: options.symbolLabels[name] == nil)
        case let .conditional(condition, whenTrue, whenFalse)?:
            guard let first = symbolMeaning(whenTrue), let second = symbolMeaning(whenFalse) else { return nil }
            let isGuess = options.symbolLabels[whenTrue] == nil || options.symbolLabels[whenFalse] == nil
            if first.label == second.label {
                return InferredLabel(expression: StringLiteral.literal(first.label), inputLabels: first.inputLabels,
                                     source: "the SF Symbols '\(whenTrue)' and '\(whenFalse)'", isGuess: isGuess)
            }
            // The image changes with state (play/pause): so does what it does. A state named for the
            // same verbs names what they act on: `showPassword` → "Show password" / "Hide password".
            let object = LabelInference.object(ofState: condition, verbs: [first.label, second.label]).map { " " + $0 } ?? ""
            if let state = togglingState, condition == state || condition == "!" + state {
                let onLabel = (condition == state ? first.label : second.label) + object
                return InferredLabel(expression: StringLiteral.literal(onLabel), inputLabels: [],
                                     source: "the SF Symbol shown when '\(state)' is on", isGuess: isGuess)
            }
            return InferredLabel(expression: "\(condition) ? \(StringLiteral.literal(first.label + object)) : \(StringLiteral.literal(second.label + object))",
                                 inputLabels: [], source: "the SF Symbols '\(whenTrue)' and '\(whenFalse)'", isGuess: isGuess)
        case nil:
            return nil
        }
    }

    private func labelFromAsset(of image: ChainNode) -> InferredLabel? {
        guard let element = image.elementLink, case let .asset(name?)? = imageSource(of: element),
              let label = LabelInference.label(fromAssetName: name) else { return nil }
        return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the image asset '\(name)'")
    }

    /// The name of what a control does: `action: viewModel.compose`, or the one call in its action
    /// closure (`Button { viewModel.share(post) } label: …` → `viewModel.share`).
    func actionName(of element: LinkNode) -> String? {
        let actionClosure: ClosureNode?
        if let argument = element.argument("action"), let value = argument.value {
            if let chain = value.singleChain, chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }) {
                return chain.links.map(\.name).joined(separator: ".")
            }
            actionClosure = value.singleChain?.links.first?.closure
        } else if element.closure(labeled: "label") != nil {
            actionClosure = element.closure(labeled: nil)
        } else {
            actionClosure = nil
        }
        return actionClosure.flatMap(calledFunction(in:))
    }

    /// Calls that only schedule or animate the real action: the name is inside their closure.
    static let actionWrappers: Set<String> = ["withAnimation", "withTransaction", "Task", "async", "asyncAfter", "run", "perform"]

    /// The function a one-statement closure calls: `{ viewModel.share(post) }` → `viewModel.share`,
    /// looking through `withAnimation { … }`, `Task { … }` and the like. `flag.toggle()` names no
    /// action.
    private func calledFunction(in closure: ClosureNode) -> String? {
        guard closure.children.count == 1, let chain = (closure.children[0] as? ExpressionNode)?.singleChain,
              let last = chain.links.last, last.hasCall || last.hasTrailingClosures,
              chain.links.allSatisfy({ $0.kind == .name || $0.kind == .member }) else { return nil }
        if RuleContext.actionWrappers.contains(last.name) {
            return last.closure(labeled: nil).flatMap(calledFunction(in:))
        }
        guard last.hasCall, last.name != "toggle" else { return nil }
        return chain.links.map(\.name).joined(separator: ".")
    }

    /// The screen a NavigationLink opens: `SettingsView()` → `Settings`, `.profile` → `profile`.
    func destinationName(of element: LinkNode) -> String? {
        guard element.name == "NavigationLink" else { return nil }
        var candidate: ChainNode?
        if let destination = element.argument("destination")?.value {
            candidate = destination.singleChain
        } else if let value = element.argument("value")?.value {
            candidate = value.singleChain
        } else if element.closure(labeled: "label") != nil, let closure = element.closure(labeled: nil) {
            candidate = contentChains(of: closure).first
        }
        guard let link = candidate?.elementLink ?? candidate?.links.last else { return nil }
        var name = link.name
        for suffix in ["ViewController", "Controller", "Screen", "View", "Page"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name.isEmpty ? nil : name
    }

    /// `$isMuted` → `isMuted`; `$viewModel.isMuted` → `isMuted`.
    func bindingName(_ expression: ExpressionNode?) -> String? {
        guard let chain = expression?.singleChain, let first = chain.links.first, first.kind == .name,
              first.name.hasPrefix("$") else { return nil }
        let last = chain.links.count > 1 ? chain.links[chain.links.count - 1].name : String(first.name.dropFirst())
        return last.isEmpty ? nil : last
    }
}
