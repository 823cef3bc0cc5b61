/// Image-only buttons of UIKit and AppKit, found in the element model, with the label a fix gives
/// them and where the statement goes: what `uikit-control-label` and `appkit-control-label` share.
struct ImageOnlyControls {
    struct Problem {
        var message: String
        var node: SyntaxNode
        var fix: Fix?
    }

    let context: RuleContext
    /// The classes whose elements are checked: `UIButton`, `UIBarButtonItem`; `NSButton`.
    let controls: Set<String>
    /// How messages and fix summaries name the label: `accessibilityLabel`, `setAccessibilityLabel`.
    let labelMember: String
    /// The statement that labels `receiver` with the label expression.
    let labelStatement: (_ receiver: String, _ label: String) -> String

    func problems() -> [Problem] {
        let model = context.imperativeElements
        var problems: [Problem] = []
        for element in model.elements where element.binding == .local || element.binding == .property {
            guard element.isKind(of: controls), !element.escapes, isReadable(element, in: context),
                  let image = element.settings(.image).first(where: { $0.value?.isEmptyText(in: context.tree) == false }),
                  !describesItself(image), !context.isNeverPlaced(element) else { continue }
            let named = element.settings.contains { setting in
                switch setting.kind {
                case .title: return setting.value?.isEmptyText(in: context.tree) != true
                case .accessibilityLabel, .accessibilityElement, .systemItem, .customView, .projectText: return true
                case .configuration: return !isPlainConfiguration(setting.value)
                case .userInteraction: return setting.value?.text(in: context.tree) == "false"
                // The team hid it from VoiceOver on purpose (a mute button over a video the cell speaks for).
                case .elementsHidden: return setting.value?.text(in: context.tree) == "true"
                default: return false
                }
            }
            guard !named else { continue }
            // Hidden and never shown (`notificationButton.isHidden = true` until the feature ships): never read.
            let hidden = element.settings(.hidden)
            if !hidden.isEmpty, hidden.allSatisfy({ $0.value?.text(in: context.tree) == "true" }) { continue }
            if let (holder, offersActions) = context.accessibilityElementHiding(element) {
                // A label would change nothing: VoiceOver stops at the holder and never reaches the button.
                if offersActions { continue }
                let customAction = element.kitClass.hasPrefix("NS") ? "NSAccessibilityCustomAction" : "UIAccessibilityCustomAction"
                problems.append(Problem(
                    message: "this \(element.kitClass) '\(element.name)' is inside \(holder), which VoiceOver reads as one element: it never reaches the button, so its action is lost; offer the action as a \(customAction) (accessibilityCustomActions) of \(holder)",
                    node: image.node))
                continue
            }
            guard !context.isInsideAccessibilityElement(element) else { continue }
            let message = "this \(element.kitClass) '\(element.name)' shows only an image and has no accessibility label: VoiceOver reads the image's name or just \"button\""
            if imageChangesMeaning(element) {
                problems.append(Problem(message: message + "; its image changes with the state (as play and pause do), so its label must change with it: set the label wherever the image is set", node: image.node))
                continue
            }
            let written: String, label: InferredLabel
            switch labelText(for: element, model: model) {
            case .none:
                problems.append(Problem(message: message + "; a person needs to name it (the code does not say for certain what it does)", node: image.node))
                continue
            case let .notLocalized(advice):
                problems.append(Problem(message: message + "; " + advice, node: image.node))
                continue
            case let .written(text, inferred):
                (written, label) = (text, inferred)
            }
            if context.isMadeInLoop(element) {
                problems.append(Problem(message: message + "; it is made in a loop, so one label would name every copy alike: label each from the loop's value", node: image.node))
                continue
            }
            let marker = label.isGuess ? " " + RuleContext.verifyMarker : ""
            guard let edit = insertion(of: { [labelStatement($0, written) + marker] }, for: element, after: image) else {
                problems.append(Problem(message: message + "; add \(labelMember) \(written) where it is configured", node: image.node))
                continue
            }
            problems.append(Problem(message: message + "; labelled \(written) from \(label.source)", node: image.node,
                                    fix: Fix(safety: .verify, edits: [edit], summary: "added \(labelMember)")))
        }
        return problems.sorted { $0.node.firstToken < $1.node.firstToken }
    }

    /// Whether the element shows different pictures in different states: images set by different
    /// functions (`setPlayButton()`, `setPauseButton()`) or chosen by a condition (`isPlaying ?
    /// "pause.fill" : "play.fill"`). One label would be wrong in one of the states. An image set again
    /// in the same block (re-tinted), the same image through other modifiers (`?.withRenderingMode`),
    /// and the filled and outlined forms of one symbol (`heart`, `heart.fill`) are one picture.
    private func imageChangesMeaning(_ element: ImperativeElement) -> Bool {
        let tree = context.tree
        let settings = element.settings(.image).filter { $0.value?.isEmptyText(in: tree) == false }
        // A ternary's `?` stands apart from what precedes it; optional chaining's (`image?.x`) does not.
        let isTernary = { (value: SettingValue) in
            value.tokens.contains { index in
                index > value.tokens.lowerBound && tree.text(ofToken: index) == "?" && tree.tokens[index].start > tree.tokens[index - 1].end
            }
        }
        if settings.contains(where: { $0.value.map(isTernary) ?? false }) { return true }
        let scopes = Set(settings.compactMap { setting in
            setting.node.ancestors().first { $0 is FunctionDeclNode || $0 is ClosureNode }.map { ObjectIdentifier($0) }
        })
        guard scopes.count > 1 else { return false }
        let pictures = settings.compactMap(\.value).map { value in
            value.chain?.elementLink.map { RuleContext.squeezed($0.text) } ?? RuleContext.squeezed(value.text(in: tree))
        }
        guard Set(pictures).count > 1 else { return false }
        let symbols = settings.map { setting in
            setting.value?.chain?.elementLink.flatMap { context.stringLiteralValue(($0.argument("systemName") ?? $0.argument("systemSymbolName"))?.value) }
        }
        guard symbols.allSatisfy({ $0 != nil }) else { return true }
        let meanings = Set(symbols.compactMap { $0?.split(separator: ".").filter { $0 != "fill" }.joined(separator: ".") })
        return meanings.count > 1
    }

    /// `NSImage(systemSymbolName: "gear", accessibilityDescription: "Settings")`: the image names the button.
    private func describesItself(_ image: ElementSetting) -> Bool {
        guard let description = image.value?.chain?.elementLink?.argument("accessibilityDescription")?.value else { return false }
        return context.tree.text(ofToken: description.firstToken) != "nil"
    }

    /// Whether the rule sees everything that configures the element: a UIKit class, or a subclass
    /// declared in the file (every class up to the UIKit one) that sets no title or label itself,
    /// or one of the project whose declaration and extensions, and those of its own project
    /// superclasses, name no member that names or hides its instances (project index).
    private func isReadable(_ element: ImperativeElement, in context: RuleContext) -> Bool {
        var name = element.typeName
        while name != element.kitClass {
            guard let declared = context.imperativeElements.elements.first(where: { $0.binding == .self && $0.typeName == name }) else {
                guard let project = context.project else { return false }
                let selfNaming = project.selfNamingTypes()
                return !selfNaming.contains(name) && project.kitSuperclass(of: name, among: selfNaming) == nil
            }
            guard !declared.settings.contains(where: { [.title, .accessibilityLabel, .accessibilityElement, .image].contains($0.kind) }),
                  let parent = declared.owner?.inheritedTypes.first else { return false }
            name = parent
        }
        return true
    }

    /// `.plain()`, `.filled()`, `UIButton.Configuration.tinted()`: a style with no title.
    private func isPlainConfiguration(_ value: SettingValue?) -> Bool {
        guard let link = value?.chain?.links.last, link.hasCall, link.arguments.isEmpty else { return false }
        return ["plain", "filled", "tinted", "gray", "bordered", "borderless", "borderedTinted", "borderedProminent"].contains(link.name)
    }

    // MARK: - The label

    /// The label a fix writes for an element, as the file writes its strings.
    enum LabelText {
        /// Nothing in the code says for certain what the element does.
        case none
        /// The app localizes its strings and has none for the inferred text, or writes them in
        /// another language: what a person should write, for the message.
        case notLocalized(advice: String)
        /// The expression to write, and where its words come from.
        case written(String, InferredLabel)
    }

    func labelText(for element: ImperativeElement, model: ImperativeElements) -> LabelText {
        guard let label = inferredLabel(of: element, model: model, in: context) else { return .none }
        // The team's own localized text (`NSLocalizedString("Previous month", comment: "")`) goes as written.
        let localized = StringLiteral.value(of: label.expression) != nil ? context.localized(label, looksUpLiterals: false) : .insert(expression: label.expression, inputLabels: [])
        guard case let .insert(expression, _) = localized else { return .notLocalized(advice: RuleContext.notLocalizedAdvice(localized, label: label.expression)) }
        return .written(writtenLabel(expression, inferred: label, in: context), label)
    }

    private func inferredLabel(of element: ImperativeElement, model: ImperativeElements, in context: RuleContext) -> InferredLabel? {
        if let tooltip = tooltipLabel(of: element) { return tooltip }
        let images = element.settings(.image).compactMap(\.value)
        // An image that changes with state (play and pause) names no constant label; its action may.
        let image = Set(images.map { $0.text(in: context.tree) }).count == 1 ? images.first?.chain?.elementLink : nil
        let symbol = image.flatMap { context.stringLiteralValue(($0.argument("systemName") ?? $0.argument("systemSymbolName"))?.value) }
        let fromSymbol = symbol.flatMap { name in
            context.symbolMeaning(name).map { InferredLabel(expression: StringLiteral.literal($0.label), inputLabels: [], source: "the SF Symbol '\(name)'",
                                                            isGuess: context.options.symbolLabels[name] == nil) }
        }
        if let fromSymbol, !fromSymbol.isGuess { return fromSymbol }
        let actionName = action(of: element, model: model)
        // `toggleFilter(_:)`: what a tap does depends on the state, which the label would have to follow.
        // A selector that presents one screen of the app (`menuButtonAction` presenting a
        // `LibraryViewController`) is named by that screen: what the person reaches, not the code's word.
        let fromAction = actionName.flatMap(presentedScreenLabel(ofSelector:)) ?? actionName.flatMap { name in
            withoutControlWords(LabelInference.label(fromActionName: name)).flatMap { label in
                label.lowercased().hasPrefix("toggle") ? nil : InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the selector '\(name)'")
            }
        }
        if let fromSymbol {
            let symbolWords = Set(RuleContext.words(in: fromSymbol.expression).map(RuleContext.stem))
            if let fromAction {
                let actionWords = Set(RuleContext.words(in: fromAction.expression).map(RuleContext.stem))
                // A specific action beats a generic glyph, and extends it with what it acts on ("Share episode").
                let extends = symbolWords.isSubset(of: actionWords) && actionWords.count > symbolWords.count
                if actionWords.isDisjoint(with: symbolWords) || extends { return fromAction }
            }
            // The element's name is the team's word for it: it may say what the glyph acts on
            // (`addReactionButton` with a plus: "Add reaction"), or contradict the glyph's usual
            // meaning (`showMessageButton` with a magnifying glass), and then nothing is certain.
            guard let name = withoutControlWords(LabelInference.label(fromActionName: element.name)) else { return fromSymbol }
            let nameWords = Set(RuleContext.words(in: name).map(RuleContext.stem))
            if symbolWords.isSubset(of: nameWords) && nameWords.count > symbolWords.count {
                return InferredLabel(expression: StringLiteral.literal(name), inputLabels: [], source: "its name '\(element.name)' and its SF Symbol")
            }
            return nameWords.count > 1 && nameWords.isDisjoint(with: symbolWords) ? nil : fromSymbol
        }
        if let fromAction { return fromAction }
        guard let image, ["UIImage", "NSImage", "init"].contains(image.name), let asset = context.stringLiteralValue(image.argument("named")?.value),
              let label = LabelInference.label(fromAssetName: asset) else { return nil }
        return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the image asset '\(asset)'")
    }

    /// The screen the selector's method of this file presents or pushes, when it shows one view
    /// controller of the app with a plain name (`present(LibraryViewController(), animated:)`, or a
    /// local of that type: `let library: LibraryViewController = storyboard.instantiate…`): "Library".
    private func presentedScreenLabel(ofSelector selector: String) -> InferredLabel? {
        let methods = context.tree.root.descendants(ofType: FunctionDeclNode.self).filter { $0.name == selector }
        guard methods.count == 1, let body = methods[0].body else { return nil }
        let presentations = body.descendants(ofType: LinkNode.self).filter { ["present", "pushViewController", "show"].contains($0.name) && $0.hasCall }
        guard presentations.count == 1, let shown = presentations[0].arguments.first?.value?.singleChain, let first = shown.links.first else { return nil }
        var typeName: String?
        if first.name.isCapitalizedName, first.hasCall, shown.links.count == 1 {
            typeName = first.name
        } else if shown.links.count == 1, !first.hasCall,
                  let local = body.descendants(ofType: VariableDeclNode.self).first(where: { $0.name == first.name }) {
            let annotated = local.typeAnnotation?.trimmingCharacters(in: .whitespaces)
            let constructed = local.initializer?.singleChain.flatMap { chain in chain.links.count == 1 && chain.links[0].hasCall ? chain.links[0].name : nil }
            typeName = annotated ?? constructed
        }
        guard let typeName, typeName.hasSuffix("Controller"), typeName.allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        let screen = RuleContext.screenName(typeName)
        guard screen != typeName, RuleContext.isPlainScreenName(screen), let label = LabelInference.label(fromActionName: screen) else { return nil }
        return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the screen '\(typeName)' its selector '\(selector)' presents")
    }

    /// The control's one tooltip when it reads as a name ("Previous month", not "Click to see the
    /// previous month."): a literal, or the app's localized string of one, which goes as written.
    private func tooltipLabel(of element: ImperativeElement) -> InferredLabel? {
        let tooltips = element.settings(.toolTip).compactMap(\.value)
        guard tooltips.count == 1, let tooltip = tooltips.first else { return nil }
        if let text = tooltip.stringLiteral(in: context.tree) {
            guard RuleContext.readsAsName(text) else { return nil }
            return InferredLabel(expression: StringLiteral.literal(text), inputLabels: [], source: "its toolTip")
        }
        guard let call = tooltip.chain?.links, call.count == 1, call[0].hasCall, let first = call[0].arguments.first, first.label == nil,
              let text = context.stringLiteralValue(first.value), RuleContext.readsAsName(text),
              call[0].name == "NSLocalizedString" || call[0].name.lowercased().contains("locali") else { return nil }
        return InferredLabel(expression: tooltip.text(in: context.tree), inputLabels: [], source: "its toolTip")
    }

    /// Words of a name that say what kind of control it is (`filterBarButton`, `addBarButtonItem(_:)`).
    static let controlWords: Set<String> = ["bar", "item", "view", "cell", "control", "toolbar", "navigation", "nav"]

    /// `label` without the words that name the kind of control; nil when nothing else is left, or
    /// when such a word sits between two others: it names what the action works on (`textViewClear`:
    /// the text view's text), which dropping it would garble into "Text clear".
    private func withoutControlWords(_ label: String?) -> String? {
        guard let label else { return nil }
        let all = label.split(separator: " ")
        let isControlWord = { (word: Substring) in ImageOnlyControls.controlWords.contains(word.lowercased()) }
        guard all.count < 3 || !all.dropFirst().dropLast().contains(where: isControlWord) else { return nil }
        let words = all.filter { !isControlWord($0) }
        guard !words.isEmpty else { return nil }
        return LabelInference.uppercasingFirstLetter(words.joined(separator: " "))
    }

    /// Selectors that do the responder chain's and the presentation's plumbing: `dismiss` only
    /// closes (the glyph says whether that reads "Close" or "Back"), and `resignFirstResponder`
    /// hides the keyboard in words no designer would put on a button.
    private static let plumbingSelectors: Set<String> = [
        "dismiss", "resignFirstResponder", "becomeFirstResponder", "endEditing", "sendAction", "sendActions", "performClick",
    ]

    /// The selector of the element's one action (a target's or a single tap recognizer's), when no
    /// other element of the file uses it (a handler shared by several buttons names none of them)
    /// and it is not plumbing.
    private func action(of element: ImperativeElement, model: ImperativeElements) -> String? {
        let names = Set(actionNames(of: element))
        guard names.count == 1, let name = names.first, !Self.plumbingSelectors.contains(name) else { return nil }
        let sharers = model.elements.filter { actionNames(of: $0).contains(name) }
        return sharers.count == 1 ? name : nil
    }

    private func actionNames(of element: ImperativeElement) -> [String] {
        element.settings.compactMap { setting in
            setting.kind == .action || setting.kind == .gestureRecognizer && setting.recognizer?.isSingleTap == true ? setting.actionName : nil
        }
    }

    /// The label as the file writes its strings: UIKit's `accessibilityLabel` is a plain `String`,
    /// so a literal is read as written; a key of the app's table, or a text the table has as its own
    /// key, needs `NSLocalizedString`.
    private func writtenLabel(_ expression: String, inferred: InferredLabel, in context: RuleContext) -> String {
        guard expression.hasPrefix("\""), StringLiteral.value(of: expression) != nil else { return expression }
        if expression != inferred.expression { return context.nsLocalizedStringCall(expression) }
        let callsStringLocalized = context.chainsByFirstName["String"]?.contains { $0.links.first?.argument("localized") != nil } ?? false
        if callsStringLocalized { return "String(localized: \(expression))" }
        // The app's table has this text as a key of its own ("Close" = "Close"): a plain `String`
        // would skip its translations.
        if let text = StringLiteral.value(of: expression), context.project?.localizedText(ofKey: text, inFile: context.file.path) != nil {
            return context.nsLocalizedStringCall(expression)
        }
        return expression
    }

    // MARK: - Where it goes

    /// The statements `lines` makes of how the code there names the element (`self.shareButton`,
    /// `button`, empty inside the view's own class), each on a line of its own after the last
    /// statement that configures the element in the block that makes `setting`.
    func insertion(of lines: (_ receiver: String) -> [String], for element: ImperativeElement, after setting: ElementSetting) -> Edit? {
        let statements = element.settings.filter { !$0.receiver.isEmpty || element.binding == .self && $0.node is ExpressionNode }
        let container: SyntaxNode
        var anchor: SyntaxNode
        var receiver: String
        if !setting.receiver.isEmpty || element.binding == .self, let parent = setting.node.parent {
            (container, anchor, receiver) = (parent, setting.node, setting.receiver)
        } else if let declaration = setting.node.firstAncestor(ofType: VariableDeclNode.self), declaration.parent is BlockNode || declaration.parent is ClosureNode,
                  let parent = declaration.parent {
            (container, anchor, receiver) = (parent, declaration, declaration.name)
        } else if let first = statements.first, let parent = first.node.parent {
            (container, anchor, receiver) = (parent, first.node, first.receiver)
        } else {
            return nil
        }
        for statement in statements where statement.node.parent === container && statement.node.firstToken > anchor.firstToken {
            anchor = statement.node
            receiver = statement.receiver
        }
        // Then past the rest of its configuration in that block (`button.target = self`,
        // `button.tintColor = .label`), which the model does not record.
        let name = receiver.split(separator: ".").last.map(String.init) ?? receiver
        for case let statement as ExpressionNode in container.children where statement.firstToken > anchor.firstToken && !name.isEmpty {
            guard let links = (statement.children.first as? ChainNode)?.links, links.count > 1 else { continue }
            let startsWithElement = links[0].name == name || links[0].name == "self" && links.count > 2 && links[1].name == name
            if startsWithElement { anchor = statement }
        }
        let tokens = context.tree.tokens
        guard let end = context.endOfLine(after: anchor.lastToken),
              anchor.lastToken + 1 >= tokens.count || tokens[anchor.lastToken + 1].startsLine || tokens[anchor.lastToken + 1].kind == .endOfFile
        else { return nil }
        let newLine = context.file.style.lineEnding + anchor.indentation
        return .insert(lines(receiver).map { newLine + $0 }.joined(), at: end)
    }
}
