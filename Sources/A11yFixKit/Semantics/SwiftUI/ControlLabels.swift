import Foundation

/// What a SwiftUI control shows as its label, and what a11yfix can infer a label from: the SF
/// Symbol, the action, the destination, the binding, the asset name (in that order, issue 3's
/// label inference).
extension RuleContext {
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
                // The app's own icon view (`ThemeImage(.copy)`, whose body is one `Image`).
                guard !RuleContext.builtInViews.contains(element.name), project?.component(named: element.name)?.drawsOnlyImage == true,
                      !hasAccessibilityLabel(chain) else { return nil }
                images.append(chain)
            }
        }
        return images.isEmpty ? nil : images.sorted { $0.firstToken < $1.firstToken }
    }

    /// Whether an image's symbol is read from the View's state or an observed model
    /// (`Image(systemName: model.actionIcon)` with `@EnvironmentObject var model`): it may change at
    /// any time, and with it what the control does.
    func showsSymbolOfViewState(_ image: ChainNode) -> Bool {
        guard let element = image.elementLink, element.name == "Image", let value = element.argument("systemName")?.value,
              stringLiteralValue(value) == nil, ternaryStrings(in: value) == nil, let chain = value.singleChain else { return false }
        let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
        guard let root = links.first, root.kind == .name, !root.hasCall,
              let property = enclosingType(of: image)?.properties.first(where: { $0.name == root.name }) else { return false }
        let observed: Set<String> = ["State", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "Bindable", "Published"]
        return property.attributes.contains { observed.contains($0.name) }
    }

    /// The text written under an icon-only control in a column of just the two (an empty state's
    /// large plus over "Start new chat"): the name people see for it, which Voice Control users say.
    public func caption(ofIconOnlyControl control: ChainNode) -> String? {
        guard let pair = captionedControl(around: control), pair.control === control else { return nil }
        return pair.caption
    }

    /// Whether a text is the caption of an icon-only control above it (see `caption(ofIconOnlyControl:)`):
    /// the control's name, not a title of what follows.
    public func captionsIconOnlyControl(_ text: ChainNode) -> Bool {
        captionedControl(around: text)?.text === text
    }

    private func captionedControl(around chain: ChainNode) -> (control: ChainNode, text: ChainNode, caption: String)? {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self), let stack = closure.parent as? LinkNode, stack.name == "VStack",
              (stack.parent as? ChainNode)?.elementLink === stack else { return nil }
        let content = contentChains(of: closure).filter { !["Spacer", "Divider"].contains($0.elementLink?.name ?? "") }
        guard content.count == 2, let control = content[0].elementLink, ["Button", "NavigationLink", "Link"].contains(control.name),
              !hasAccessibilityLabel(content[0]), let label = control.closure(labeled: "label") ?? control.closure(labeled: nil),
              iconOnlyImages(in: label) != nil, content[1].elementLink?.name == "Text",
              let caption = stringLiteralValue(content[1].elementLink?.arguments.first?.value),
              LabelInference.splitWords(caption).count <= 5, caption.contains(where: \.isLetter) else { return nil }
        return (content[0], content[1], caption)
    }

    /// The SF Symbol names an image (or a `Label` or control with a `systemImage:`) may show: one
    /// literal, or both literals of `cond ? "a" : "b"`.
    public func symbolNames(of image: ChainNode) -> SymbolChoice? {
        guard let element = image.elementLink else { return nil }
        let argument: ArgumentNode?
        switch element.name {
        case "Image": argument = element.argument("systemName")
        default: argument = element.argument("systemImage")  // `Label`, and controls that take one: `Button("", systemImage: "plus")`
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
    /// True when the literal is a key of the app's strings table (`"RevealInFinder"`, the key of its
    /// `.help` tooltip): SwiftUI reads it through the table, in every language the app has.
    public var isTableKey = false
    /// The condition under which the control shows its glyph filled (`isBookmarked` for
    /// `isBookmarked ? "bookmark.fill" : "bookmark"`): one name for both states, and the state is
    /// the selected trait, which the label alone would lose.
    public var selectedWhen: String?
}

extension RuleContext {
    /// The glyph's usual word ("Close" for an xmark, "Delete" for a trash can), unless the control's
    /// action says another thing (`cancelBolus()`, `text = ""`): then a person chooses; nil.
    private func agreeing(_ fromSymbol: InferredLabel, with action: ControlAction?, of element: LinkNode, images: [ChainNode] = [],
                          tap: ViewTapGesture? = nil) -> InferredLabel? {
        // Controls that call one function and differ by its argument (`session.send(bytes:)` for
        // each key of a terminal's key bar) are named by what the argument means, as the team
        // named the others ("Escape", "Tab"): an arrow's "Move up" contradicts that.
        if fromSymbol.isGuess, siblingNamedByTeam(callingAsFunctionOf: element) { return nil }
        let symbolWords = Set(RuleContext.words(in: fromSymbol.expression).map(RuleContext.stem))
        let glyphWords = symbolWords.union(synonymWords(of: images))
        var isDirectional = false
        if case let .single(name)? = images.first.flatMap(symbolNames(of:)) { isDirectional = RuleContext.isDirectionalSymbol(name) }
        // A call told apart from its siblings by a constant (`insertStatusText(text: "@")`) is named
        // by the constant, which the glyph may draw; an arrow draws only a direction.
        let closure = tap?.closure ?? actionClosure(of: element)
        // A chevron or arrow on a tap that navigates (`navigateTo(post)`) points at a screen: it
        // opens it, which no direction's word ("Next") names.
        if fromSymbol.isGuess, isDirectional, let closure, closure.descendants(ofType: LinkNode.self).contains(where: { link in
            let words = RuleContext.words(in: link.name)
            return link.hasCall && words.first.map(RuleContext.navigatingVerbs.contains) == true && words.allSatisfy { !RuleContext.directionWords.contains($0) }
        }) { return nil }
        // An xmark whose tap only resets state that shows nothing (`categoryFilter = nil`, `selectedDate
        // = nil`, also in a `withAnimation`) clears a filter or a choice: "Close" would misname it.
        if fromSymbol.isGuess, fromSymbol.expression == StringLiteral.literal("Close"), let closure,
           !closure.descendants(ofType: LinkNode.self).contains(where: { $0.hasCall && !RuleContext.actionWrappers.contains($0.name) }),
           !closure.descendants(ofType: ExpressionNode.self).isEmpty, !closesSomething(closure) { return nil }
        // A call that picks a case (`tool.selectTool(.pen)`, `setMode(.grid)`) is named by the case: a
        // pencil that selects the pen is "Pen", not "Edit". A case the glyph's words do not say leaves it to a person.
        if fromSymbol.isGuess, !isDirectional, let closure, let picked = pickedCase(in: closure),
           Set(RuleContext.words(in: picked).map(RuleContext.stem)).isDisjoint(with: glyphWords) { return nil }
        let calls = closure.map { namedCalls(in: $0, withConstantArguments: isDirectional) } ?? []
        let unconditional = calls.filter { !$0.isConditional }
        if fromSymbol.isGuess, unconditional.allSatisfy({ $0.words.isDisjoint(with: symbolWords) }) {
            // The call says what the tap does with another of the glyph's meanings and an object
            // (`cancelBolus()` under an xmark, usually "Close"; `duplicateItem(at:)` under
            // `square.on.square`, usually "Copy"): its words fit.
            let synonymous = unconditional.filter { !$0.words.isDisjoint(with: glyphWords) }
            if synonymous.count == 1, let call = synonymous.first, call.words.count > 1 {
                return InferredLabel(expression: StringLiteral.literal(call.label), inputLabels: [], source: "the action '\(call.name)'")
            }
            // The one call the tap makes names it in words none of the glyph's meanings has
            // (`postVote(.up)` or `moveCursor(direction: .left)` under an arrow, `requestConfig()`
            // under a "Reset" glyph): the glyph's usual word would misname it; a person chooses. A
            // glyph that closes or confirms (`xmark`, `checkmark`) ends what the call does
            // (`saveConfig()` under "Done"): no contradiction. An xmark's "Close" needs something
            // to close, though: `nrContact.setFixedName(…)` under the ✕ of a notice closes nothing.
            let endsWhatItDoes = RuleContext.dismissalLabels.contains(fromSymbol.expression)
                && (fromSymbol.expression != StringLiteral.literal("Close") || closure.map(closesSomething) == true)
            if calls.count == 1, unconditional.count == 1, synonymous.isEmpty, isDirectional || !endsWhatItDoes { return nil }
        }
        guard let said = wordsOfAction(action) ?? wordsOfStatements(of: element) else { return fromSymbol }
        // Only a verb that changes what the glyph's word means: `append` is how "Add" is done, but
        // `cancelBolus()` is not "Close" and `text = ""` is not "Delete".
        let contradicting = said.intersection(RuleContext.contradictingVerbs).subtracting(symbolWords)
        // Closing is not removing: an `xmark` on `data.remove(at: index)` deletes an item.
        if RuleContext.dismissalLabels.contains(fromSymbol.expression), !said.isDisjoint(with: RuleContext.removalVerbs) { return nil }
        return contradicting.isEmpty || !symbolWords.isDisjoint(with: said) ? fromSymbol : nil
    }

    /// Whether an action closes what is shown: a closing call (`dismiss()`, `close()`), a state that
    /// shows something switched off or flipped (`isPresented = false`, `showsBanner.toggle()`, an
    /// item a sheet presents set to nil). Clearing a filter or a selection (`categoryFilter = nil`)
    /// closes nothing.
    private func closesSomething(_ closure: ClosureNode) -> Bool {
        if closure.descendants(ofType: LinkNode.self).contains(where: { RuleContext.closingCalls.contains($0.name) }) { return true }
        let turnedOff = closure.descendants(ofType: ExpressionNode.self).compactMap(switchedOffState).map { target in
            target.split(separator: ".").last.map(String.init) ?? target
        }
        if turnedOff.contains(where: RuleContext.readsAsVisibility) { return true }
        guard !turnedOff.isEmpty else { return false }
        return !presentedStates().isDisjoint(with: turnedOff)
    }

    /// The states the file's presentations are bound to, by their last name (`.sheet(item: $editing)`,
    /// `.popover(isPresented: $model.showsTip)` → `editing`, `showsTip`).
    private func presentedStates() -> Set<String> {
        let presentations = AnimatedState.presentations.union(["alert", "confirmationDialog", "navigationDestination"])
        return Set(chains.flatMap { chain in
            chain.modifiers.filter { presentations.contains($0.name) }
                .compactMap { RuleContext.boundState($0.argument("isPresented") ?? $0.argument("item")) }
                .compactMap { $0.split(separator: ".").last.map(String.init) }
        })
    }

    /// The stemmed words of every word the images' symbol (or either of two it switches between)
    /// may be read as: its label, Voice Control's alternatives and the action's synonyms.
    private func synonymWords(of images: [ChainNode]) -> Set<String> {
        let names: [String]
        switch images.first.flatMap(symbolNames(of:)) {
        case let .single(name)?: names = [name]
        case let .conditional(_, whenTrue, whenFalse)?: names = [whenTrue, whenFalse]
        case nil: names = []
        }
        return Set(names.compactMap(symbolMeaning).flatMap { meaning in
            ([meaning.label] + meaning.synonyms).flatMap { RuleContext.words(in: $0).map(RuleContext.stem) }
        })
    }

    /// The functions an action's closure calls by name when they say what it does, with their labels,
    /// stemmed words and whether a branch decides that they run: not plumbing (`append`, `send`),
    /// routing or opening a page or window, feedback or logging, nor a call that reports a change or
    /// closes the screen (how "Close" or "Done" is done). A call with a constant argument is left out
    /// unless `withConstantArguments`.
    private func namedCalls(in closure: ClosureNode, withConstantArguments: Bool) -> [(name: String, label: String, words: Set<String>, isConditional: Bool)] {
        actionStatements(in: closure).compactMap { statement in
            guard !isFeedbackOrLogging(statement), let chain = statement.singleChain, let call = chain.links.last, call.hasCall,
                  !RuleContext.reportsAChange(call.name), !RuleContext.plumbingCalls.contains(call.name), !RuleContext.routingCalls.contains(call.name),
                  !RuleContext.closingCalls.contains(call.name), !RuleContext.actionWrappers.contains(call.name),
                  withConstantArguments || !call.arguments.contains(where: { isConstant($0.value) || choosesCase($0.value) }),
                  // A verb alone (`open(url)`, `select(item)`) says neither what nor which: the glyph may.
                  let label = LabelInference.label(fromActionName: call.name), !RuleContext.objectlessVerbs.contains(label) else { return nil }
            let words = RuleContext.words(in: label)
            guard words.allSatisfy({ !RuleContext.showingWords.contains($0) }) else { return nil }
            let isConditional = statement.ancestors().prefix { $0 !== closure }.contains { ($0 as? StatementNode).map { ["if", "guard", "switch"].contains($0.keyword) } == true }
            return (call.name, label, Set(words.map(RuleContext.stem)), isConditional)
        }
    }

    /// The case the one call of an action passes as its argument (`tool.selectTool(.pen)` → `pen`).
    private func pickedCase(in closure: ClosureNode) -> String? {
        let calls = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }.compactMap { $0.singleChain?.links.last }.filter(\.hasCall)
        guard calls.count == 1, let call = calls.first, call.arguments.count == 1, let value = call.arguments.first?.value?.singleChain,
              value.links.count == 1, let picked = value.links.first, picked.kind == .implicitMember, !picked.hasCall else { return nil }
        return picked.name
    }

    /// Verbs that say an action begins or is attempted, not what it does (`startPlaying`, `tryAgain`).
    static let startingVerbs: Set<String> = ["start", "begin", "perform", "do", "try", "request", "trigger", "initiate"]

    /// First words of calls that move to another screen (`navigateTo`, `pushDetail`, `route(to:)`).
    static let navigatingVerbs: Set<String> = ["navigate", "push", "route", "present", "open", "show", "go"]

    /// Words that say which way a call moves (`showNextPage`, `goBack`): what an arrow draws.
    static let directionWords: Set<String> = ["next", "previous", "prev", "back", "forward", "up", "down", "left", "right", "top", "bottom"]

    /// Words of a call that says how something is shown (`openURLInBrowser`, `openWindow`), not what.
    static let showingWords: Set<String> = ["url", "link", "browser", "safari", "window", "web", "webpage", "sheet"]

    /// Calls that close what is shown or move focus: how a dismissal glyph's "Close" or "Done" is done.
    static let closingCalls: Set<String> = ["dismiss", "close", "pop", "popViewController", "endEditing", "resignFirstResponder", "becomeFirstResponder", "makeFirstResponder"]

    /// The function a control's action calls, when its one statement (feedback aside) is a call of
    /// it: `session.send(bytes: [0x1b])` → `session.send`.
    private func calledFunction(of element: LinkNode) -> String? {
        guard let closure = actionClosure(of: element) else { return nil }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        guard statements.count == 1, let chain = statements[0].singleChain, let last = chain.links.last, last.hasCall,
              chain.links.allSatisfy({ $0.kind == .name || $0.kind == .member }) else { return nil }
        return chain.links.map(\.name).joined(separator: ".")
    }

    /// Whether another control in the same stack calls the same function as `element` and has a
    /// name the team wrote: an `.accessibilityLabel` or a text it shows.
    private func siblingNamedByTeam(callingAsFunctionOf element: LinkNode) -> Bool {
        guard let function = calledFunction(of: element), let chain = element.parent as? ChainNode,
              let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        return contentChains(of: closure).contains { sibling in
            guard sibling !== chain, let control = sibling.elementLink, RuleContext.labelledControls.contains(control.name),
                  calledFunction(of: control) == function else { return false }
            return sibling.hasModifier("accessibilityLabel") || literalTitle(of: control) != nil
                || (control.closure(labeled: "label") ?? control.closure(labeled: nil)).map { contentChains(of: $0).contains(where: showsOrHoldsText) } == true
        }
    }

    /// Whether a menu's glyph word names the menu: a word for a menu of choices ("More"), or one
    /// its items say too ("Share" over "Share link" and "Share image"). A pencil over "Upload photo"
    /// and "Edit name" names one item, not the menu.
    private func menuHolds(_ label: InferredLabel, _ menu: LinkNode) -> Bool {
        if RuleContext.menuLabels.contains(label.expression) { return true }
        guard let content = menu.closure(labeled: "content") ?? menu.closure(labeled: nil) else { return false }
        let glyphWords = Set(RuleContext.words(in: label.expression).map(RuleContext.stem))
        let titles = content.descendants(ofType: ChainNode.self).compactMap { item -> String? in
            guard let element = item.elementLink, ["Button", "Label", "Toggle", "Link", "NavigationLink"].contains(element.name) else { return nil }
            return literalTitle(of: element)
        }
        // The glyph's word names the menu when most of its items do what it says ("Pin feed as tab"
        // beside "Copy list address" is one of two things the menu does, not its name).
        let matching = titles.filter { !glyphWords.isDisjoint(with: RuleContext.words(in: $0).map(RuleContext.stem)) }.count
        return matching > 0 && matching * 2 > titles.count
    }

    static let menuLabels = Set(["More", "More options", "Options", "Menu", "Actions"].map(StringLiteral.literal))

    /// What a control that dismisses its screen may be called, as literals.
    static let dismissalLabels = Set(["Close", "Done", "Cancel", "Dismiss", "Back", "OK"].map(StringLiteral.literal))

    /// Verbs of an action that takes something away for good, which a dismissal glyph's word misnames.
    static let removalVerbs: Set<String> = Set(["remove", "delete", "erase", "discard", "trash"].map(RuleContext.stem))

    /// Verbs whose action a glyph's usual word ("Close", "Delete", "Remove", "Add") misnames.
    static let contradictingVerbs: Set<String> = Set(["cancel", "clear", "stop", "reset", "decrease", "increase", "undo", "hide", "mute", "unmute", "abort", "end"].map(RuleContext.stem))

    /// The stemmed words an action says of itself: a call's or a store action's name as a label
    /// (`cancelBolus()` → cancel, bolus); nil when it names nothing (a dismissal, a toggle, a
    /// presentation, an assignment, plumbing).
    private func wordsOfAction(_ action: ControlAction?) -> Set<String>? {
        let label: String?
        switch action {
        case let .call(name)?, let .storeAction(name)?: label = LabelInference.label(fromActionName: name)
        default: label = nil
        }
        return label.map { Set(RuleContext.words(in: $0).map(RuleContext.stem)) }
    }

    /// The stemmed words the statements of an action no single verb names say: each call's name as
    /// a label (`showProgressView(); cancelBolus()`), else "clear" for a value set to empty
    /// (`text = ""`); nil when they say nothing.
    private func wordsOfStatements(of element: LinkNode) -> Set<String>? {
        guard let closure = actionClosure(of: element) else { return nil }
        var words = Set<String>()
        var empties = false
        for statement in actionStatements(in: closure) where !isFeedbackOrLogging(statement) {
            if let (_, op, value) = assignment(in: statement) {
                // `selection = nil` closes what the selection shows; `text = ""` empties a value.
                let text = tree.text(ofToken: value.tokens.lowerBound)
                if op == "=", value.tokens.count == 1, ["\"\"", "0", "[]"].contains(text) { empties = true }
            } else if let call = statement.singleChain?.links.last, call.hasCall, !RuleContext.reportsAChange(call.name),
                      let label = LabelInference.label(fromActionName: call.name) {
                words.formUnion(RuleContext.words(in: label).map(RuleContext.stem))
            }
        }
        // Emptying a field after the work (`add(keyword); keyword = ""`) is tidying up, not the action.
        if words.isEmpty, empties { words.insert(RuleContext.stem("clear")) }
        return words.isEmpty ? nil : words
    }

    /// Whether a call tells someone that a value changed (`textDidChange?(0)`, `onRateChanged?(rate)`):
    /// it reports what the action did, in the words of the value, not of the action.
    static func reportsAChange(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["changed", "didchange", "willchange", "updated", "didupdate"].contains { lowered.hasSuffix($0) }
    }

    /// Whether a plus or minus control is one end of a stepper drawn by hand: the control with the
    /// opposite glyph beside it in the same stack, the value shown between them (`−  1.25×  +`).
    /// Its glyph says which way the value goes, not "Add" or "Remove".
    func isStepperEnd(_ element: LinkNode, images: [ChainNode]) -> Bool {
        guard images.count == 1, case let .single(name)? = symbolNames(of: images[0]),
              let opposite = RuleContext.oppositeStepGlyph(name),
              let chain = element.parent as? ChainNode, let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let content = contentChains(of: closure)
        guard let position = content.firstIndex(where: { $0 === chain }) else { return false }
        return content.indices.contains { index in
            guard index != position, let other = content[index].elementLink, RuleContext.labelledControls.contains(other.name) else { return false }
            let otherImage = (other.closure(labeled: "label") ?? other.closure(labeled: nil)).flatMap(iconOnlyImages(in:))?.first ?? content[index]
            guard case let .single(otherName)? = symbolNames(of: otherImage), otherName == opposite else { return false }
            return content[min(index, position) + 1 ..< max(index, position)].contains(where: showsOrHoldsValue)
        }
    }

    /// `plus.circle` → `minus.circle`, and back; nil for other glyphs.
    static func oppositeStepGlyph(_ name: String) -> String? {
        for (one, other) in [("plus", "minus"), ("minus", "plus")] where name == one || name.hasPrefix(one + ".") {
            return other + name.dropFirst(one.count)
        }
        return nil
    }

    /// Whether a view shows a value: text, or a `Menu` or `Picker` whose label shows it, here or in
    /// the View's own member it calls (`self.valueLabel()`), through stacks.
    private func showsOrHoldsValue(_ chain: ChainNode) -> Bool {
        if showsOrHoldsText(chain) { return true }
        if let member = ownMember(calledBy: chain) { return contentChains(of: member).contains(where: showsOrHoldsValue) }
        if let element = chain.elementLink, RuleContext.stacks.contains(element.name),
           let content = element.closure(labeled: "content") ?? element.closure(labeled: nil) {
            return contentChains(of: content).contains(where: showsOrHoldsValue)
        }
        guard let element = chain.elementLink, ["Menu", "Picker"].contains(element.name),
              let label = element.closure(labeled: "label") else { return false }
        return contentChains(of: label).contains(where: showsOrHoldsText)
    }

    /// The label for a control showing only `images`, most trusted source first: the team's own words
    /// (`symbolLabels`, the control's `.help` tooltip, the title of a `Label` with the same symbol in
    /// the file), then what the action does, then the symbol, the destination, the binding and the
    /// asset name. A specific action beats the name of a glyph ("Clear output" for `trash` on
    /// `clearOutput()`), unless they agree; a control that flips a state its image cannot follow
    /// (`isMuted.toggle()` under one speaker glyph) gets no guess. A view made tappable passes its
    /// tap gesture, which runs the action its element does not have.
    public func inferredLabel(forControl element: LinkNode, images: [ChainNode], tap: ViewTapGesture? = nil) -> InferredLabel? {
        guard var label = labelIgnoringSelection(forControl: element, images: images, tap: tap) else { return nil }
        // A label the team gave a button with the same glyph names that button's action, not a Menu's choice.
        if images.count == 1, element.name != "Menu", let team = teamLabel(ofSymbolIn: images[0], replacing: label) { label = team }
        // Whatever names it, a glyph filled while on shows the control's state; unless the control only
        // opens something (a calendar picker's glyph filled once a calendar is set): "selected" would
        // say it toggles, and the state is a value, for a person to add.
        if case .presents? = tap.flatMap(action(of:)) ?? controlAction(of: element) {
            label.selectedWhen = nil
            return label
        }
        // A label that follows the state (`showMarkers ? "Hide markers" : "Show markers"`) says it already.
        if label.selectedWhen == nil, !label.expression.contains("?") { label.selectedWhen = images.first.flatMap { labelFromSymbol(of: $0)?.selectedWhen } }
        // A glyph filled for a moment after it acted (`copiedToClipboard ? "doc.on.clipboard.fill" : …`)
        // confirms the action; "selected" would say the control stays on.
        if let state = label.selectedWhen, RuleContext.words(in: state).contains(where: RuleContext.confirmationWords.contains) { label.selectedWhen = nil }
        // A back arrow that steps through items with its forward twin (`cycle(forward: false)` beside
        // `cycle(forward: true)` under "Next") goes to the previous item; "Back" would say it leaves the screen.
        if label.isGuess, label.expression == StringLiteral.literal("Back"), stepsWithNextTwin(element, tap: tap) {
            label = InferredLabel(expression: StringLiteral.literal("Previous"), inputLabels: [], source: label.source + " beside its \"Next\" twin calling the same function")
        }
        return label
    }

    /// Whether another control of the same type calls a function this control's action calls with a
    /// constant, under a glyph read as "Next": the two step one way and the other through the same list.
    private func stepsWithNextTwin(_ element: LinkNode, tap: ViewTapGesture?) -> Bool {
        // A call told apart by a constant (`cycle(forward: false)`, `step(.previous)`): the direction is
        // its argument, so the twin passes another one.
        let constantCalls = { (closure: ClosureNode) -> [String: String] in
            var calls: [String: String] = [:]
            for call in closure.descendants(ofType: LinkNode.self) where call.hasCall && !RuleContext.actionWrappers.contains(call.name) && !call.name.isCapitalizedName {
                let constants = call.arguments.filter { self.isConstant($0.value) || self.choosesCase($0.value) }.compactMap { $0.value.map { RuleContext.squeezed($0.text) } }
                if !constants.isEmpty { calls[call.name] = constants.joined(separator: ",") }
            }
            return calls
        }
        guard let closure = tap?.closure ?? actionClosure(of: element), let type = enclosingType(of: element) else { return false }
        let called = constantCalls(closure)
        guard !called.isEmpty else { return false }
        return elements(named: ["Button"]).contains { other in
            guard let twin = other.elementLink, twin !== element, other.isDescendant(of: type), let twinClosure = actionClosure(of: twin),
                  constantCalls(twinClosure).contains(where: { name, constants in called[name].map { $0 != constants } ?? false }),
                  let content = twin.closure(labeled: "label") ?? twin.closure(labeled: nil), let images = iconOnlyImages(in: content), images.count == 1,
                  case let .single(name)? = symbolNames(of: images[0]) else { return false }
            return symbolMeaning(name)?.label == "Next"
        }
    }

    /// Words of a state that confirms an action just done, for a moment: not a choice that stays.
    static let confirmationWords: Set<String> = ["copied", "saved", "sent", "shared", "exported", "submitted", "completed", "succeeded", "success"]

    private func labelIgnoringSelection(forControl element: LinkNode, images: [ChainNode], tap: ViewTapGesture?) -> InferredLabel? {
        // `Image(systemName: chatModel.actionIcon)`, a paper plane while idle and a stop sign while it
        // answers: the control changes with the state, and one name fits one of its faces.
        if images.contains(where: showsSymbolOfViewState) { return nil }
        if let chain = element.parent as? ChainNode, chain.elementLink === element, let caption = caption(ofIconOnlyControl: chain) {
            return InferredLabel(expression: StringLiteral.literal(caption), inputLabels: [], source: "the caption \"\(caption)\" written under it")
        }
        if stepsNumber(element) || isStepperEnd(element, images: images) { return nil }
        // The image shows which item it is (an app icon picker's icons): one label from the action
        // or the glyph would call every item the same.
        if let image = images.first, isChosenPerItem(image) { return nil }
        // One image or another by state (`switch followState { case .unfollows: Image("user-add") default:
        // Image("user-added") }`): a label from either names only one of the states.
        if showsImagesByState(images) { return nil }
        let fromSymbol = images.first.flatMap { image in
            labelFromSymbol(of: image, togglingState: toggledState(of: element)).map { projectSpelling(of: $0, image: image) ?? $0 }
        }.flatMap { label in element.name == "Menu" && label.isGuess && !menuHolds(label, element) ? nil : label }
            // A toggle names the state it turns on; an arrow's verb ("Swap" for `arrow.left.arrow.right`
            // on `$showDateSwitcher`) says only how it is drawn.
            .flatMap { label in element.name == "Toggle" && label.isGuess && images.first.map(drawsDirection) == true ? nil : label }
        let action = tap.flatMap(action(of:)) ?? controlAction(of: element)
        if let fromSymbol, !fromSymbol.isGuess { return agreeing(fromSymbol, with: action, of: element, images: images, tap: tap) }
        // The tooltip may sit on the control or on the image it shows (`Image(systemName: "arrow.clockwise").help("Generate new name")`).
        if let help = ((element.parent as? ChainNode).flatMap(tooltip(of:)) ?? images.lazy.compactMap(tooltip(of:)).first) { return help }
        // A ShareLink shares, whatever its glyph draws (an ellipsis there is no menu of "More").
        if element.name == "ShareLink" {
            return fromSymbol?.expression == StringLiteral.literal("Share") ? fromSymbol
                : InferredLabel(expression: StringLiteral.literal("Share"), inputLabels: [], source: "the control, a ShareLink")
        }
        switch images.first.flatMap({ titleOfLabel(withSameSymbolAs: $0, actingAs: element) }) {
        case let .names(titled)?: return titled
        // The team titles this generic glyph elsewhere in words none of its meanings has ("Total
        // Income" for a plus): what it means here is in doubt, and a person names it.
        case .namesAnotherControl?: return nil
        case nil: break
        }
        if let titled = titleOfButton(withSameActionAs: element, action: action) { return titled }
        // The team described the control in a tooltip that is no name ("Show only recent files"): a
        // glyph's or a binding's name would say less than their words, which a person turns into one;
        // only what its action does names it as well.
        let describedByTooltip = (element.parent as? ChainNode)?.modifier(named: "help") != nil
        // `UIPasteboard.general.string = text()` copies, whatever the clipboard glyph is read as ("Paste").
        if let closure = tap?.closure ?? actionClosure(of: element), writesPasteboard(closure) {
            return InferredLabel(expression: StringLiteral.literal("Copy"), inputLabels: [], source: "the action, which writes to the pasteboard")
        }

        var fromAction: InferredLabel?
        switch action {
        case let .call(name)? where LabelInference.namesActionUnreadably(name):
            return nil
        case let .call(name)? where LabelInference.fetchesData(name) && images.first.map(drawsCircularArrow) == true:
            // `getSignalTypes()` under a circular arrow loads the data again: a person says "Refresh",
            // not the function's name nor the arrow's "Reset".
            return InferredLabel(expression: StringLiteral.literal("Refresh"), inputLabels: [], source: "the action '\(name)', which loads again, under a circular arrow")
        case let .call(name)?:
            // A verb alone ("Open" from `NSWorkspace.shared.open(wikiURL)`, "Select" from
            // `appState.select(xcode:)`) says neither what nor which: the glyph may. A helper that
            // builds one control per call and hands its argument on (`buttonFor(action:)` calling
            // `onWindowAction(action)` for close, minimize, quit) does one thing per argument, which
            // the function's name does not tell apart.
            let handsOnParameter = (tap?.closure ?? actionClosure(of: element)).map { passesParameter(ofHelperAround: element, in: $0) } ?? false
            // A name of five words or more (`genericScoreboardIncrementHomeScore`) is code's, not a person's.
            fromAction = handsOnParameter ? nil : LabelInference.label(fromActionName: name).flatMap {
                RuleContext.objectlessVerbs.contains($0) || $0.split(separator: " ").count > 4 ? nil : $0
            }
                .map { InferredLabel(expression: StringLiteral.literal($0), inputLabels: [], source: "the action '\(name)'") }
        case let .storeAction(name)?:
            // `.searchQueryChanged(…)` reports the value a field now has: no command to name a control by,
            // unless the value is empty (`.searchQueryChanged("")`), which clears the field.
            if let final = RuleContext.words(in: name).last, RuleContext.reportedChangeWords.contains(final) {
                if let closure = tap?.closure ?? actionClosure(of: element), emptiesTextOnly(closure) { fromAction = clearLabel }
                break
            }
            // A store's `.toggleModelLoadingInfo` flips a state, as `toggleMute()` does: the label would have to follow it.
            if RuleContext.words(in: name).prefix(2).contains("toggle") {
                if let fromSymbol, fromSymbol.selectedWhen != nil || images.first.map(isActionPair) == true { return fromSymbol }
                return nil
            }
            fromAction = LabelInference.label(fromActionName: name).map { InferredLabel(expression: StringLiteral.literal($0), inputLabels: [], source: "the action '.\(name)'") }
        case let .presents(state)?:
            // A glyph that names an action (a pencil: "Edit", a plus: "Add") says what opening the
            // screen is for better than the screen's name ("Custom list").
            if let fromSymbol, RuleContext.actionGlyphLabels.contains(fromSymbol.expression) {
                return glyphVerb(fromSymbol, extendedByObjectOf: state) ?? fromSymbol
            }
            // A chevron or an arrow that opens a popover or a sheet points at it: "Expand" names no
            // screen of options; only the screen's name may.
            if let fromSymbol, fromSymbol.isGuess, images.first.map(drawsDirection) == true {
                return presentedScreenLabel(state: state, near: element)
            }
            fromAction = presentedScreenLabel(state: state, near: element)
        case let .toggles(state)?:
            // A state bound to a presentation (`.alert(isPresented: $vm.showTextAlert)`) opens something
            // that covers the button: it shows, and never reads "Hide".
            let presentations = modifiers(named: RuleContext.presentationModifiers, presenting: state, near: element)
            if presentations.isEmpty, let visibility = visibilityToggleLabel(state: state) { return visibility }
            // Flipping it from outside what it presents opens that: a plus or a pencil says what for
            // ("Add"), else the screen it shows by its own name or title (`DownloadQueueView`:
            // "Download queue"). Never the state's name: `presentEditSheet` opens a sheet that also adds.
            if !presentations.isEmpty, !presentations.contains(where: { element.isDescendant(of: $0) }) {
                if let fromSymbol, RuleContext.actionGlyphLabels.contains(fromSymbol.expression) { return fromSymbol }
                guard let screen = presentedScreenLabel(state: state, near: element, namingByState: false) else { return nil }
                fromAction = screen
                break
            }
            // The label would have to follow the state, and the image does not say which way it reads;
            // a glyph filled while on keeps its name and says the state as "selected": the one the
            // function flipping it gives (`toggleLike()` → "Like"), else the glyph's.
            if let fromSymbol, fromSymbol.selectedWhen != nil {
                let words = RuleContext.words(in: state.split(separator: ".").last.map(String.init) ?? state)
                guard words.first == "toggle", (2...3).contains(words.count) else { return fromSymbol }
                let object = words.dropFirst().joined(separator: " ")
                return InferredLabel(expression: StringLiteral.literal(object.prefix(1).uppercased() + object.dropFirst()), inputLabels: [],
                                     source: "the action '\(state)' under a glyph filled while on", selectedWhen: fromSymbol.selectedWhen)
            }
            if let fromSymbol, images.first.map(isActionPair) == true { return fromSymbol }
            return nil
        case .dismisses?:
            // Dismissing is closing, whatever the glyph draws: an "Exit full screen" arrow on a sheet's
            // dismiss names another action; a person names it.
            if let fromSymbol, !RuleContext.dismissalLabels.contains(fromSymbol.expression) { return nil }
        case .clears?, .enables?, nil:
            // A tap that only empties a text (`searchText = ""`) clears it, whatever the glyph draws.
            if let closure = tap?.closure ?? actionClosure(of: element), emptiesTextOnly(closure) { fromAction = clearLabel }
            // A plus whose action makes a value of the app's own type and adds it (`let status =
            // Status(…); project.statuses?.append(status)`) adds that thing: "Add status".
            if action == nil, let fromSymbol, fromSymbol.isGuess, fromSymbol.expression == StringLiteral.literal("Add"),
               let closure = tap?.closure ?? actionClosure(of: element), let object = addedObject(in: closure) {
                let words = RuleContext.words(in: object).joined(separator: " ")
                return InferredLabel(expression: StringLiteral.literal("Add " + words), inputLabels: ["Add " + words] + fromSymbol.inputLabels,
                                     source: fromSymbol.source + " and the \(object) its action makes and adds")
            }
        }
        if let fromAction, let fromSymbol {
            let actionWords = Set(RuleContext.words(in: fromAction.expression).map(RuleContext.stem))
            let symbolWords = Set(RuleContext.words(in: fromSymbol.expression).map(RuleContext.stem))
            guard !actionWords.isDisjoint(with: symbolWords) else {
                // An arrow says where, not what: an action named for what another glyph draws
                // (`likeComment()` under an up arrow, where a heart or a thumb says "Like") disagrees
                // with it, and the designer's word ("Upvote") is neither.
                if let image = images.first, fromSymbol.isGuess, namesAnotherGlyphsAction(fromAction, drawn: image) { return nil }
                return fromAction
            }
            // They agree. The action says more when it extends the glyph's word with what it acts on
            // ("Add choice" for a plus on `addChoice(at:)`, "Next match"), unless its other words name
            // the screen, not the object; a glyph that says more ("Skip back 15 seconds") keeps it.
            let object = actionWords.subtracting(symbolWords)
            // `startPlaying()` under a play glyph adds a verb of starting, not what it acts on: "Play".
            let extends = symbolWords.isSubset(of: actionWords) && !object.isEmpty && object.isDisjoint(with: RuleContext.presentationWords)
                && object.isDisjoint(with: RuleContext.startingVerbs)
            return extends ? fromAction : fromSymbol
        }
        if let fromAction { return fromAction }
        if describedByTooltip { return nil }
        if let fromSymbol, element.name == "Link", let page = pageName(of: element) {
            // A link opens a page: where its address names the page in other words than the glyph
            // (`hand.raised` to `…/report-abuse`), the page's name is what the link does.
            let pageWords = Set(RuleContext.words(in: page).map(RuleContext.stem))
            let glyphWords = Set(RuleContext.words(in: fromSymbol.expression).map(RuleContext.stem)).union(synonymWords(of: images))
            if pageWords.isDisjoint(with: glyphWords) {
                return InferredLabel(expression: StringLiteral.literal(page), inputLabels: [], source: "the address it opens")
            }
        }
        if let fromSymbol, fromSymbol.isGuess, element.name == "Link", case let .single(name)? = images.first.flatMap(symbolNames(of:)),
           name == "globe" || name.hasPrefix("globe.") {
            // A globe on a link opens a web page, not a choice of language.
            return InferredLabel(expression: StringLiteral.literal("Website"), inputLabels: [], source: "the SF Symbol '\(name)' on a link")
        }
        if let fromSymbol, fromSymbol.isGuess, let destination = destinationName(of: element),
           let label = LabelInference.label(fromActionName: destination) {
            // The screen a link pushes says more when it names what the glyph draws (`BookmarksView`
            // under a bookmark is "Bookmarks", `AllTagsView` under a tag "All tags"), or when the glyph
            // draws a thing rather than an action (a checklist, a folder) and the screen has a plain
            // name (`TrackerManagementView`: "Tracker management").
            let screenWords = Set(RuleContext.words(in: label).map(RuleContext.stem))
            let glyphWords = Set(RuleContext.words(in: fromSymbol.expression).map(RuleContext.stem))
            // A glyph of an action names it where the screen shows what the action yields (a magnifying
            // glass over `SearchResultView`: "Search"), not where it names what the action acts on
            // (a pencil over `EditProfileView`: "Edit profile").
            let yieldsOutput = RuleContext.actionGlyphLabels.contains(fromSymbol.expression)
                && RuleContext.words(in: label).contains { RuleContext.outputWords.contains($0) }
            let namesDrawnThing = glyphWords.isSubset(of: screenWords) && !yieldsOutput
            let namesPlainScreen = element.name == "NavigationLink" && !RuleContext.actionGlyphLabels.contains(fromSymbol.expression)
                && RuleContext.isPlainScreenName(destination)
            if namesDrawnThing || namesPlainScreen, StringLiteral.literal(label) != fromSymbol.expression {
                return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the destination '\(destination)'")
            }
        }
        if let fromSymbol, fromSymbol.isGuess, element.name == "Link" || element.name == "NavigationLink",
           let verb = RuleContext.words(in: fromSymbol.expression).first, RuleContext.actionsNoLinkPerforms.contains(verb) {
            return linkLabel(replacing: fromSymbol, of: element)
        }
        if let fromSymbol {
            // `if window.isVisible { window.close() } else { window.orderFront(nil) }` under one eye:
            // the control does one thing or its opposite, and the glyph's one word names half of it.
            if fromSymbol.isGuess, case .single? = images.first.flatMap(symbolNames(of:)),
               let closure = tap?.closure ?? actionClosure(of: element), branchesBothWays(closure) { return nil }
            // A glyph's meaning on a control whose code says none of its words (`string.removeLast()`
            // under `backward.end`, "Previous track"; a new random seed under circular arrows, "Sync";
            // a caffeinated toggle under a cup) is another app's action drawn alike. Only the glyphs
            // every app draws for one action (a close mark, a plus, a trash can, a gear) keep their word.
            if fromSymbol.isGuess, let closure = tap?.closure ?? actionClosure(of: element), !closure.statements.isEmpty,
               let label = StringLiteral.value(of: fromSymbol.expression), case let .single(name)? = images.first.flatMap(symbolNames(of:)) {
                let meaning = symbolMeaning(name)
                let words = ([label] + (meaning?.inputLabels ?? []) + (meaning?.synonyms ?? [])).flatMap(RuleContext.words(in:))
                let isConventional = RuleContext.conventionalGlyphLabels.contains(label) && RuleContext.words(in: label).count == 1
                if !isConventional, !mentions(words, in: closure) { return nil }
            }
            return agreeing(fromSymbol, with: action, of: element, images: images, tap: tap)
        }
        if let destination = destinationName(of: element), let label = LabelInference.label(fromActionName: destination) {
            return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the destination '\(destination)'")
        }
        if let binding = element.argument("isOn").flatMap({ bindingName($0.value) }), let label = LabelInference.label(fromBindingName: binding) {
            return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the binding '$\(binding)'")
        }
        // An asset's name is how the drawing was filed (`add-cart`, `GoogleCalendar`), not what the
        // control does: only one word of a glyph every app draws for one action (`ic_close`) names it.
        if let image = images.first, let fromAsset = labelFromAsset(of: image),
           let word = StringLiteral.value(of: fromAsset.expression), RuleContext.conventionalGlyphLabels.contains(word) {
            return fromAsset
        }
        return nil
    }

    /// The verb that enters the mode a state names: `isSelecting`, `selectionMode` → "Select";
    /// `isEditing`, `editMode` → "Edit".
    static func modeVerb(ofState condition: String) -> String? {
        guard !condition.hasPrefix("!") else { return nil }
        let words = RuleContext.words(in: condition.split(separator: ".").last.map(String.init) ?? condition)
        if words.contains("selecting") || words.contains("selection") && words.contains("mode") { return "Select" }
        if words.contains("editing") || words.contains("edit") && words.contains("mode") { return "Edit" }
        return nil
    }

    /// The app's own type of which a control's action makes a value and then adds it to a collection or
    /// a store: `let status = Status(name: "Unnamed"); project.statuses?.append(status)` → `Status`.
    private func addedObject(in closure: ClosureNode) -> String? {
        let adding: Set<String> = ["append", "insert", "add", "save", "addObject"]
        for case let declaration as VariableDeclNode in closure.children {
            guard let value = declaration.initializer?.singleChain, let type = value.elementLink, type.kind == .name, type.hasCall,
                  value.links.count == 1, type.name.isCapitalizedName, !RuleContext.isFrameworkValueType(type.name),
                  (1...2).contains(RuleContext.words(in: type.name).count) else { continue }
            let addsIt = closure.descendants(ofType: LinkNode.self).contains { link in
                adding.contains(link.name) && link.hasCall && link.arguments.contains { $0.value?.text == declaration.name }
            }
            if addsIt { return type.name }
        }
        return nil
    }

    /// A type of Swift's or Apple's frameworks a control's action makes on its way (`UUID()`, `Date()`,
    /// `UIImage(…)`): not a thing of the app that the control adds.
    static func isFrameworkValueType(_ name: String) -> Bool {
        let values: Set<String> = [
            "UUID", "Date", "URL", "URLRequest", "Data", "String", "Substring", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set",
            "Task", "Timer", "Calendar", "DateComponents", "DateFormatter", "Color", "Image", "Text", "Font", "Animation", "Binding", "IndexSet",
            "Decimal", "Locale", "TimeZone", "Notification", "JSONEncoder", "JSONDecoder", "FetchDescriptor", "Predicate", "SortDescriptor",
        ]
        if values.contains(name) { return true }
        return ["UI", "NS", "CG", "CL", "AV", "MK", "SK", "PH", "CK", "CN", "EK", "HK", "WK"].contains { name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true }
    }

    /// Verbs of glyphs' usual actions that a link, which only opens a page or pushes a screen, never
    /// carries out: `link` is "Copy link" and a checkmark "Done" on a button, not on a link.
    static let actionsNoLinkPerforms: Set<String> = [
        "copy", "done", "delete", "save", "send", "close", "cancel", "remove", "clear", "confirm", "ok", "complete",
        "play", "pause", "stop", "mute", "unmute", "refresh", "reload", "undo", "redo", "like", "paste",
    ]

    /// What a link names when its glyph's word is an action it does not carry out: a `Link` opens
    /// what the rest of the word names ("Copy link" → "Open link"); a `NavigationLink` is named by
    /// the screen it pushes (`TaskDetailsView` → "Task details"), else by a person.
    private func linkLabel(replacing fromSymbol: InferredLabel, of element: LinkNode) -> InferredLabel? {
        if element.name == "NavigationLink" {
            guard let destination = destinationName(of: element), let label = LabelInference.label(fromActionName: destination),
                  (1...3).contains(label.split(separator: " ").count) else { return nil }
            // A plus over `EditIdeaView`: the screen is named for another action than the glyph draws
            // (it may both add and edit); which one this link starts is for a person to say.
            let adding: Set<String> = ["add", "new", "create", "compose"]
            let verbs: Set<String> = adding.union(["edit", "delete", "remove", "share", "copy", "save"])
            if let glyphVerb = RuleContext.words(in: fromSymbol.expression).first, let screenVerb = RuleContext.words(in: label).first,
               verbs.contains(screenVerb), screenVerb != glyphVerb, !(adding.contains(screenVerb) && adding.contains(glyphVerb)) { return nil }
            return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the destination '\(destination)', which it opens")
        }
        let object = RuleContext.words(in: fromSymbol.expression).dropFirst()
        guard !object.isEmpty else { return nil }
        return InferredLabel(expression: StringLiteral.literal("Open " + object.joined(separator: " ")), inputLabels: [],
                             source: fromSymbol.source + ", on a link, which opens it")
    }

    /// The controls, among those given with the label a11yfix guessed for each, that share their
    /// guess with another drawn beside them (in the same closure, not in another branch of a
    /// condition) that acts differently: six bookmark glyphs of a colour picker told apart by the
    /// colour they pass (`addBookmark(.red)`). One name for different actions names none of them.
    public func controlsSharingGuess(_ guesses: [(control: ChainNode, action: SyntaxNode?, label: InferredLabel)]) -> Set<ObjectIdentifier> {
        var shared: Set<ObjectIdentifier> = []
        let guessed = guesses.filter(\.label.isGuess)
        for (index, first) in guessed.enumerated() {
            for second in guessed[(index + 1)...] where first.label.expression == second.label.expression {
                guard let container = first.control.firstAncestor(ofType: ClosureNode.self),
                      container === second.control.firstAncestor(ofType: ClosureNode.self),
                      exclusiveBranches(first.control, second.control) == nil,
                      first.action.map({ RuleContext.squeezed($0.text) }) != second.action.map({ RuleContext.squeezed($0.text) }) else { continue }
                shared.insert(ObjectIdentifier(first.control))
                shared.insert(ObjectIdentifier(second.control))
            }
        }
        return shared
    }

    /// Whether the control shows different images in the branches of an `if` or `switch` on its
    /// state (not of an availability check, which shows one image on each system).
    private func showsImagesByState(_ images: [ChainNode]) -> Bool {
        if images.contains(where: { $0.elementLink.flatMap(assetChoiceCondition(of:)) != nil }) { return true }
        return images.indices.contains { index in
            images[(index + 1)...].contains { other in
                guard let branches = exclusiveBranches(images[index], other), branches.conditional is StatementNode,
                      !isAvailabilityCheck(branches.conditional) else { return false }
                return images[index].elementLink?.arguments.map(\.text) != other.elementLink?.arguments.map(\.text)
            }
        }
    }

    /// The condition that picks an image's asset (`Image(asset: tag == myTag ? Assets.radioSelected : Assets.radio)`,
    /// `Image(isOn ? "checkbox-on" : "checkbox-off")`): the picture shows a state, a radio button's or a
    /// checkbox's, that a fixed label would hide. Nil for an SF Symbol (its pairs have meanings of their own).
    public func assetChoiceCondition(of image: LinkNode) -> String? {
        guard image.name == "Image", image.argument("systemName") == nil else { return nil }
        return image.arguments.lazy.compactMap { argument in
            self.ternary(argument.value).flatMap { $0.whenTrue != $0.whenFalse ? $0.condition : nil }
        }.first
    }

    /// Whether an image is a circular arrow, the glyph of loading again (`arrow.clockwise`,
    /// `arrow.counterclockwise.circle`, `arrow.triangle.2.circlepath`).
    private func drawsCircularArrow(_ image: ChainNode) -> Bool {
        guard case let .single(name)? = symbolNames(of: image) else { return false }
        return ["arrow.clockwise", "arrow.counterclockwise", "arrow.triangle.2.circlepath", "arrow.2.circlepath"].contains { name == $0 || name.hasPrefix($0 + ".") }
    }

    /// Whether `closure` uses a parameter of the function that builds `element` (`func buttonFor(action:
    /// WindowAction) -> some View { … onTapGesture { onWindowAction(action) } }`).
    private func passesParameter(ofHelperAround element: LinkNode, in closure: ClosureNode) -> Bool {
        guard let function = element.firstAncestor(ofType: FunctionDeclNode.self), function.name != "body" else { return false }
        let parameters = Set(parameterNames(of: function).map(\.name))
        guard !parameters.isEmpty else { return false }
        let tokens = tree.tokens
        return (closure.firstToken...closure.lastToken).contains { index in
            tokens[index].kind == .identifier && parameters.contains(tree.text(ofToken: index)) && (index == 0 || tokens[index - 1].kind != .period)
        }
    }

    /// Whether the names `closure` uses share a word with `words`: the same stem, or one that begins
    /// with it ("pasted", "pasteboard" for "Paste"), past short words.
    private func mentions(_ words: [String], in closure: ClosureNode) -> Bool {
        let wanted = Set(words.filter { $0.count > 2 }.map(RuleContext.stem))
        let tokens = tree.tokens
        return (closure.firstToken...closure.lastToken).contains { index in
            guard tokens[index].kind == .identifier else { return false }
            return RuleContext.words(in: tree.text(ofToken: index)).contains { word in
                let stem = RuleContext.stem(word)
                return wanted.contains(stem) || wanted.contains { $0.count >= 4 && word.hasPrefix($0) }
            }
        }
    }

    /// Whether an action takes one of two ways by a condition: an `if` with an `else`.
    private func branchesBothWays(_ closure: ClosureNode) -> Bool {
        closure.descendants(ofType: StatementNode.self).contains { $0.keyword == "if" && $0.blocks.count >= 2 }
    }

    /// Whether a closure does nothing but empty a text (`searchText = ""`, also with other
    /// assignments, a change of focus or a haptic beside it): it clears the field. One that also
    /// hides what shows the field (`isSearchPresented = false`) closes it.
    /// Whether a closure puts something on the pasteboard: `UIPasteboard.general.string = …`,
    /// `NSPasteboard.general.setString(…, forType:)`.
    func writesPasteboard(_ closure: ClosureNode) -> Bool {
        actionStatements(in: closure).contains { statement in
            let text = statement.text
            guard text.contains("Pasteboard") || text.contains("pasteboard") else { return false }
            return text.range(of: #"[Pp]asteboard(\.general)?\.(string|strings|url|urls|image|images|items|color)\s*=[^=]"#, options: .regularExpression) != nil
                || text.range(of: #"[Pp]asteboard(\.general)?\.(setString|setData|setValue|setItems|setObjects|writeObjects)\("#, options: .regularExpression) != nil
        }
    }

    /// "Clear": what a control that empties a text does, whatever its glyph draws.
    var clearLabel: InferredLabel {
        InferredLabel(expression: StringLiteral.literal("Clear"), inputLabels: [], source: "the action, which empties a text")
    }

    /// The last words of an action that reports a new value rather than asks for something:
    /// `.searchQueryChanged(…)`, `.timeScopeUpdated(…)`.
    static let reportedChangeWords: Set<String> = ["changed", "updated", "edited", "change"]

    func emptiesTextOnly(_ closure: ClosureNode) -> Bool {
        var empties = false
        for statement in actionStatements(in: closure) where !isFeedbackOrLogging(statement) {
            if let call = statement.singleChain?.links.last, call.hasCall, RuleContext.closingCalls.contains(call.name) { continue }
            // A store told the field is now empty: `viewStore.send(.searchQueryChanged(""))`.
            if let call = statement.singleChain?.links.last, call.hasCall, ["send", "dispatch"].contains(call.name),
               let sent = call.arguments.first?.value?.singleChain?.links.first, sent.kind == .implicitMember, sent.arguments.count == 1,
               let final = RuleContext.words(in: sent.name).last, RuleContext.reportedChangeWords.contains(final),
               sent.arguments[0].value.map({ tree.text(ofToken: $0.firstToken) == "\"\"" && $0.firstToken == $0.lastToken }) == true {
                empties = true
                continue
            }
            guard let (target, op, value) = assignment(in: statement), op == "=" else { return false }
            let text = tree.text(ofToken: value.tokens.lowerBound)
            if value.tokens.count == 1, text == "\"\"" { empties = true }
            if text == "false" || text == "true", let name = target.split(separator: ".").last, RuleContext.presentationObject(ofState: String(name)) != nil { return false }
        }
        return empties
    }

    /// Whether an action's label opens with the word of what a glyph that points no direction draws
    /// (`likeComment` → "Like", the word of a heart and a thumb), when the drawn glyph is an arrow
    /// or chevron whose words do not include it.
    private func namesAnotherGlyphsAction(_ label: InferredLabel, drawn image: ChainNode) -> Bool {
        guard case let .single(name)? = symbolNames(of: image), RuleContext.isDirectionalSymbol(name),
              let verb = RuleContext.words(in: label.expression).first.map(RuleContext.stem) else { return false }
        return RuleContext.wordsOfUndirectedGlyphs.contains(verb) && !synonymWords(of: [image]).contains(verb)
    }

    /// The one-word usual names of glyphs that point no direction: "Like", "Send", "Share".
    static let wordsOfUndirectedGlyphs: Set<String> = Set(SymbolVocabulary.baseSymbols.filter { entry in
        !isDirectionalSymbol(entry.symbol) && !entry.label.contains(" ") && !objectlessVerbs.contains(entry.label)
    }.map { RuleContext.stem($0.label.lowercased()) })

    /// The name of the page a `Link` opens, from the last part of its literal address when that
    /// reads as words that start with a verb (`https://example.com/help/report-abuse` → "Report
    /// abuse"); nil for an address known at run time, a bare host, a file, a topic (`apple-watch`),
    /// or a part with digits or code shorthand.
    func pageName(of element: LinkNode) -> String? {
        guard let destination = element.argument("destination")?.value else { return nil }
        let literals = (destination.firstToken...destination.lastToken).filter { tree.tokens[$0].kind == .stringLiteral }
        guard literals.count == 1, let address = stringLiteralValue(ofToken: literals[0]), !address.contains("\\("),
              let url = URL(string: address), url.host != nil,
              let page = url.pathComponents.last(where: { $0 != "/" && !$0.isEmpty }), !page.contains(".") else { return nil }
        let words = page.split { $0 == "-" || $0 == "_" }
        // A page named for what it does (`report-abuse`, `contact-support`), not for its topic
        // (`apple-watch`, which a help glyph's link explains).
        guard let verb = words.first, HintPhrases.elementVerbs.contains(String(verb)), words.allSatisfy({ word in
            word.count >= 3 && word.allSatisfy { $0.isASCII && $0.isLowercase } && word.contains { "aeiouy".contains($0) }
        }) else { return nil }
        let label = LabelInference.humanize(page)
        return label.isEmpty ? nil : label
    }

    /// Whether a `ForEach` chooses the image per item (`ForEach(icons) { item in Image(item.imageName) }`).
    func isChosenPerItem(_ image: ChainNode) -> Bool {
        guard let element = image.elementLink, let source = imageSource(of: element),
              let argument = (element.argument("systemName") ?? element.argument("uiImage") ?? element.argument("nsImage") ?? element.arguments.first)?.value else { return false }
        switch source {
        case .symbol(nil), .asset(nil), .platformImage: break
        default: return false
        }
        return enclosingCalls(of: image).contains { call in
            guard call.link.name == "ForEach", let closure = call.link.closure(labeled: "content") ?? call.link.closure(labeled: nil) else { return false }
            let parameters = closure.signature.map { $0.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init) } ?? ["$0"]
            return parameters.contains { parameter in
                argument.text.range(of: "(?<![\\w.$])" + parameter.replacingOccurrences(of: "$", with: "\\$") + "\\b", options: .regularExpression) != nil
            }
        }
    }

    /// The label for an image on its own: from the symbol, else from the asset name.
    public func inferredLabel(forImage image: ChainNode) -> InferredLabel? {
        labelFromSymbol(of: image) ?? labelFromAsset(of: image)
    }

    /// Symbol labels that are actions a presented screen carries out.
    /// The words of glyphs every app draws for one action: on any control, the glyph says it.
    static let conventionalGlyphLabels: Set<String> = [
        "Close", "Done", "Cancel", "Dismiss", "Back", "Add", "New", "Delete", "Remove", "Share", "Settings", "Search", "Edit", "More",
        "Menu", "Filter", "Sort", "Compose", "Info", "Help", "Refresh",
    ]

    static let actionGlyphLabels: Set<String> = ["\"Edit\"", "\"Add\"", "\"New\"", "\"Create\"", "\"Compose\"", "\"Search\"", "\"Filter\"", "\"Sort\"", "\"Share\"", "\"Delete\"", "\"Help\""]

    /// Verbs that need an object to name an action: alone, a label of them says nothing a person can pick.
    static let objectlessVerbs: Set<String> = ["Open", "Select", "Show", "Present", "Change", "Modify", "Update", "Run", "Go", "View", "Get", "Load", "Use", "Apply", "Choose", "Pick", "Do", "Make", "Process"]

    static let genericSymbolPrefixes = ["plus", "minus", "xmark", "checkmark", "multiply", "arrow.", "arrowshape.", "chevron.", "ellipsis", "circle", "square"]
    /// Symbols that point a direction: whether they show where something is or what a tap does
    /// differs from app to app (a chevron pointing down on an expanded section).
    static let directionalSymbolPrefixes = ["arrow", "chevron", "arrowtriangle", "triangle", "arrowshape", "caret"]

    /// An image that switches between two symbols read as one-word actions (`isPlaying ? "pause.fill" :
    /// "play.fill"`): it shows what a tap does. Not a pair of directions, and not a state beside an
    /// action (`isMuted ? "speaker.slash" : "speaker.wave.3"` reads "Mute" / "High volume": the glyph
    /// shows the state there).
    private func isActionPair(_ image: ChainNode) -> Bool {
        guard case let .conditional(condition, whenTrue, whenFalse)? = symbolNames(of: image) else { return false }
        // A glyph and its struck-through variant show what a tap does when the struck-through one
        // stands for turning off what is on (`showPassword ? "eye.slash" : "eye"`), and whether a thing
        // is on when it follows the state (`fullSound ? "speaker.wave.2.fill" : "speaker.slash.fill"`,
        // `isMuted ? "speaker.slash" : "speaker.wave.3"`): "Volume" or "Mute" would name the state.
        let bases = [whenTrue, whenFalse].map { $0.split(separator: ".").first.map(String.init) ?? $0 }
        let struck = [whenTrue, whenFalse].map { $0.split(separator: ".").contains("slash") }
        if bases[0] == bases[1], struck[0] != struck[1] {
            let conditionWords = RuleContext.words(in: condition)
            let negative = condition.hasPrefix("!") || conditionWords.contains { ["mute", "muted", "hidden", "hide", "off", "disabled", "silent", "silenced", "not", "no"].contains($0) }
            if struck[0] == negative { return false }
        }
        return [whenTrue, whenFalse].allSatisfy { name in
            !RuleContext.isDirectionalSymbol(name) && symbolMeaning(name).map { !$0.label.contains(" ") } == true
        }
    }

    /// Whether the control's `.buttonStyle(…)` is one of the project's styles that draws a text of its
    /// own beside the label (`SupportButtonStyle(title: "Leave us a review")` showing `Text(title)`):
    /// the control shows words, and is not icon-only.
    public func styleDrawsText(_ chain: ChainNode) -> Bool {
        guard let style = chain.modifier(named: "buttonStyle")?.arguments.first?.value?.singleChain?.elementLink,
              style.kind == .name, style.name.isCapitalizedName else { return false }
        return project?.component(named: style.name)?.showsText == true
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
            guard var first = symbolMeaning(whenTrue), var second = symbolMeaning(whenFalse) else { return nil }
            // Play shown while a recording or a track is paused (`isPaused ? "play.fill" : "pause.fill"`)
            // goes on from where it stopped: "Resume", as apps say it.
            let state = condition.split(separator: ".").last.map(String.init) ?? condition
            if LabelInference.splitWords(state).contains(where: { $0.lowercased() == "paused" }) {
                let resume = SymbolVocabulary.Meaning(label: "Resume", alternatives: [])
                if condition.hasPrefix("!"), second.label == "Play" { second = resume }
                if !condition.hasPrefix("!"), first.label == "Play" { first = resume }
            }
            let isGuess = options.symbolLabels[whenTrue] == nil || options.symbolLabels[whenFalse] == nil
            // Play and pause glyphs on a state that is not playing something (`isAutoScrolling`, a
            // reader's scrolling) say a verb of media the feature does not have: its name is the app's.
            if isGuess, first.label != second.label, [first.label, second.label].allSatisfy(RuleContext.playbackVerbs.contains),
               !RuleContext.words(in: condition).contains(where: RuleContext.playbackStateWords.contains) {
                return nil
            }
            if first.label == second.label {
                var label = InferredLabel(expression: StringLiteral.literal(first.label), inputLabels: first.inputLabels,
                                          source: "the SF Symbols '\(whenTrue)' and '\(whenFalse)'", isGuess: isGuess)
                // A glyph filled in one state and outlined in the other (a bookmark, a heart, a star)
                // marks the item as chosen: VoiceOver says it as "selected".
                if whenTrue == whenFalse + ".fill" {
                    label.selectedWhen = condition
                } else if whenFalse == whenTrue + ".fill" {
                    label.selectedWhen = RuleContext.negated(condition)
                }
                return label
            }
            if isGuess, [whenTrue, whenFalse].contains(where: RuleContext.isDirectionalSymbol) { return nil }
            // The image changes with state (play/pause): so does what it does. A state named for the
            // same verbs names what they act on: `showPassword` → "Show password" / "Hide password".
            let object = LabelInference.object(ofState: condition, verbs: [first.label, second.label]).map { " " + $0 } ?? ""
            if let state = togglingState, condition == state || condition == "!" + state {
                let onLabel = (condition == state ? first.label : second.label) + object
                return InferredLabel(expression: StringLiteral.literal(onLabel), inputLabels: [],
                                     source: "the SF Symbol shown when '\(state)' is on", isGuess: isGuess)
            }
            // A thing in one state and adding it in the other (`inLibrary ? "folder.fill" : "folder.badge.plus"`,
            // "Folder" / "New folder"): the picture shows whether the item has it, and what a tap does
            // once it has it (remove it, manage it) is not in the glyph.
            if isGuess, RuleContext.namesThingAndItsAddition(first.label, second.label) { return nil }
            // A checkmark while a state that just happened holds (`isCopied ? "checkmark" : "doc.on.doc"`)
            // says that state ("Copied"), not "Done".
            let confirmed = RuleContext.completedState(condition)
            // A label that already says the object ("Search" when the search is what is active) keeps its one word.
            let extended = { (label: String) in RuleContext.words(in: label).contains(object.trimmingCharacters(in: .whitespaces).lowercased()) ? label : label + object }
            let whenTrueLabel = first.label == "Done" && confirmed != nil ? confirmed! : extended(first.label)
            // A checkmark shown while a mode is off (`isSelecting ? "trash" : "checkmark.circle"`) enters
            // the mode: "Select", not "Done".
            let whenFalseLabel = second.label == "Done" ? RuleContext.modeVerb(ofState: condition) ?? extended(second.label) : extended(second.label)
            return InferredLabel(expression: "\(condition) ? \(StringLiteral.literal(whenTrueLabel)) : \(StringLiteral.literal(whenFalseLabel))",
                                 inputLabels: [], source: "the SF Symbols '\(whenTrue)' and '\(whenFalse)'", isGuess: isGuess)
        case nil:
            return nil
        }
    }

    static let playbackVerbs: Set<String> = ["Play", "Pause", "Resume", "Stop"]
    /// Words of a state that plays something, runs or records: what play and pause glyphs act on.
    static let playbackStateWords: Set<String> = [
        "play", "plays", "playing", "played", "pause", "paused", "pausing", "run", "running", "start", "started", "active", "ticking",
        "timer", "countdown", "stopwatch", "player", "audio", "video", "music", "media", "song", "track", "sound", "podcast",
        "episode", "speak", "speaking", "speech", "record", "recording", "stream", "streaming", "live", "animating", "animation",
        "slideshow", "playback", "stopped",
    ]

    /// Whether one label is a single noun and the other the same noun with a word before it
    /// ("Folder" / "New folder", "Person" / "Add person").
    static func namesThingAndItsAddition(_ first: String, _ second: String) -> Bool {
        let (short, long) = first.count <= second.count ? (first, second) : (second, first)
        let longWords = long.split(separator: " ")
        return !short.contains(" ") && longWords.count > 1 && longWords.last?.lowercased() == short.lowercased()
    }

    /// `!condition`, parenthesized unless it is a name or a member (`!isOn`, `!(a && b)`); a negation
    /// loses its `!`.
    static func negated(_ condition: String) -> String {
        let squeezed = RuleContext.squeezed(condition)
        if squeezed.range(of: #"^!?[A-Za-z_][\w.]*$"#, options: .regularExpression) != nil {
            return squeezed.hasPrefix("!") ? String(squeezed.dropFirst()) : "!" + squeezed
        }
        return "!(\(condition))"
    }

    /// The word of a state that just happened, from its name: `isCopied`, `didCopy`… → "Copied" for
    /// `isCopied`, `showCopied`, `justSaved`; nil for a name that is no past participle.
    static func completedState(_ condition: String) -> String? {
        guard !condition.hasPrefix("!"), let last = LabelInference.splitWords(condition.split(separator: ".").last.map(String.init) ?? condition).last,
              last.count > 3, last.lowercased().hasSuffix("ed") || ["sent", "done"].contains(last.lowercased()) else { return nil }
        return last.prefix(1).uppercased() + last.dropFirst().lowercased()
    }

    /// Whether an image shows an arrow or a chevron, in any of its states.
    private func drawsDirection(_ image: ChainNode) -> Bool {
        switch symbolNames(of: image) {
        case let .single(name)?: return RuleContext.isDirectionalSymbol(name)
        case let .conditional(_, whenTrue, whenFalse)?: return RuleContext.isDirectionalSymbol(whenTrue) || RuleContext.isDirectionalSymbol(whenFalse)
        case nil: return false
        }
    }

    static func isDirectionalSymbol(_ name: String) -> Bool {
        guard let base = name.split(separator: ".").first else { return false }
        return directionalSymbolPrefixes.contains(String(base))
    }

    /// The asset name of `Image("Twitter")` when it is plain words a person reads as they are
    /// (`Twitter`, `Reddit`, `trash`; not `ic_close`, `shareIcon`, `btn-back`): SwiftUI reads an
    /// asset's name as the image's label.
    public func readableAssetName(of image: ChainNode) -> String? {
        guard let element = image.elementLink, case let .asset(name?)? = imageSource(of: element),
              name.range(of: #"^[A-Za-z][a-z]+( [A-Za-z][a-z]+)?$"#, options: .regularExpression) != nil,
              !["icon", "img", "image", "btn", "button", "logo"].contains(where: name.lowercased().hasSuffix) else { return nil }
        return name
    }

    private func labelFromAsset(of image: ChainNode) -> InferredLabel? {
        guard let element = image.elementLink, case let .asset(name?)? = imageSource(of: element),
              let label = LabelInference.label(fromAssetName: name) else { return nil }
        return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: "the image asset '\(name)'")
    }

    // MARK: - Words the team wrote

    /// `.help("Stop task")` on the control: the team's own words for it, when they are a name or a
    /// phrase (no more words than a label may have, not a sentence ending in a period).
    private func tooltip(of chain: ChainNode) -> InferredLabel? {
        guard let help = chain.modifier(named: "help"), let value = help.arguments.first?.value else { return nil }
        if let text = stringLiteralValue(value) {
            // A key of the app's strings (`.help("RevealInFinder")`) shows its English text, and names the
            // control in every language as the key itself.
            if let english = project?.localizedText(ofKey: text, inFile: file.path), english != text {
                guard RuleContext.readsAsName(english) else { return nil }
                return InferredLabel(expression: StringLiteral.literal(text), inputLabels: [], source: "its .help tooltip (\"\(english)\")", isTableKey: true)
            }
            // "Reset the terminal" names the action once its articles go: "Reset terminal".
            let words = text.split(separator: " ")
            var name = words.filter { !RuleContext.articles.contains($0.lowercased()) }.joined(separator: " ")
            // "Remove from exclusion list", "Add to favorites": a phrase with a preposition and no article is a name.
            let hasArticle = words.count != name.split(separator: " ").count
            guard RuleContext.readsAsName(name, allowingPrepositions: !hasArticle) else { return nil }
            // "View preferences": the tooltip is also the hint; the name is what opens ("Preferences"), not the
            // same words read twice.
            let nameWords = name.split(separator: " ")
            if nameWords.count > 1, ["view", "show", "open", "display"].contains(nameWords[0].lowercased()),
               !RuleContext.prepositions.union(["in", "on", "at", "all", "more", "less", "next", "previous"]).contains(nameWords[1].lowercased()) {
                let rest = nameWords.dropFirst().joined(separator: " ")
                name = rest.prefix(1).uppercased() + rest.dropFirst()
            }
            return InferredLabel(expression: StringLiteral.literal(name), inputLabels: [], source: "its .help tooltip")
        }
        // `.help("Uninstall \(package.name)")`: the tooltip names each row's control by its item; so does the label.
        if value.firstToken == value.lastToken, tree.tokens[value.firstToken].kind == .stringLiteral {
            let written = tree.text(ofToken: value.firstToken)
            let words = written.replacingOccurrences(of: #"\\\([^)]*\)"#, with: "X", options: .regularExpression).dropFirst().dropLast()
            guard written.hasPrefix("\""), !written.hasPrefix("\"\"\""), written.contains("\\("), !written.contains("\n"),
                  !words.split(separator: " ").contains(where: { RuleContext.articles.contains($0.lowercased()) }),
                  RuleContext.readsAsName(String(words), allowingPrepositions: true) else { return nil }
            return InferredLabel(expression: written, inputLabels: [], source: "its .help tooltip")
        }
        // `.help(isRunning ? "Suspend Task" : "Resume Task")`: the name follows the state as the tooltip does.
        guard let ternary = ternaryStrings(in: value), RuleContext.readsAsName(ternary.whenTrue), RuleContext.readsAsName(ternary.whenFalse) else { return nil }
        return InferredLabel(expression: "\(ternary.condition) ? \(StringLiteral.literal(ternary.whenTrue)) : \(StringLiteral.literal(ternary.whenFalse))",
                             inputLabels: [], source: "its .help tooltip")
    }

    /// Words that make a tooltip a sentence or a description ("Reset the terminal", "Show only files
    /// with changes"), where a name is a short phrase ("Stop Task"): on macOS the tooltip is also the
    /// hint, and VoiceOver would read the sentence twice.
    static let sentenceWords: Set<String> = [
        "the", "a", "an", "to", "of", "with", "only", "this", "that", "these", "those", "your", "its", "from", "into", "onto",
        "when", "if", "will", "is", "are", "be", "it",
    ]

    static let articles: Set<String> = ["the", "a", "an"]

    /// Whether a tooltip reads as a control's name: a phrase of up to four words, not a sentence,
    /// or up to six written in title case as a Mac menu command is ("Copy macOS Firmware URL to
    /// Clipboard"); with `allowingPrepositions`, a phrase of a verb and where it acts ("Add to favorites").
    static func readsAsName(_ text: String, allowingPrepositions: Bool = false) -> Bool {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
        let titleCase = words.allSatisfy { word in word.contains(where: \.isUppercase) || prepositions.contains(word.lowercased()) || articles.contains(word.lowercased()) }
        return (1...(titleCase ? 6 : 4)).contains(words.count) && !text.hasSuffix(".") && text.contains(where: \.isLetter)
            && !words.contains { sentenceWords.contains($0.lowercased()) && !(allowingPrepositions && prepositions.contains($0.lowercased())) }
    }

    /// Words of a sentence that a name may also hold when it says where its verb acts.
    static let prepositions: Set<String> = ["to", "from", "into", "onto", "with", "of"]


    /// The title of a `Label("Delete", systemImage: "trash")` or `Button("Delete", systemImage:
    /// "trash")` elsewhere in the file: the name the team gives that symbol. One title only; two
    /// different ones say the symbol means different things here. The items of the menu the image
    /// opens are not its name: "Share as PDF" is one of the things a share menu does.
    private enum SymbolTitle {
        /// The team's one title for the symbol, which names this control too.
        case names(InferredLabel)
        /// A title in words none of a generic glyph's meanings has: it names another control.
        case namesAnotherControl
    }

    private func titleOfLabel(withSameSymbolAs image: ChainNode, actingAs control: LinkNode) -> SymbolTitle? {
        guard case let .single(name)? = symbolNames(of: image) else { return nil }
        let menu = enclosingCalls(of: image).first { $0.link.name == "Menu" }?.link
        let action = buttonAction(control)
        var titles = Set<String>()
        for chain in elements(named: ["Label", "Button"]) {
            if let menu, chain.isDescendant(of: menu) { continue }
            guard let element = chain.elementLink, stringLiteralValue(element.argument("systemImage")?.value) == name,
                  let title = literalTitle(of: element), title.contains(where: \.isLetter) else { continue }
            // The same glyph on a control that does something else ("Retry" on `retry()`, here a reset
            // of the mailbox) names that other action.
            let owner = element.name == "Button" ? element : enclosingCalls(of: chain).first { RuleContext.labelledControls.contains($0.link.name) }?.link
            if let action, let owner, owner !== control, let other = buttonAction(owner), other != action { continue }
            // A Menu chooses among its items: a title another kind of control gives the glyph ("Map View"
            // on the button that opens the map) names that control's action, not this choice.
            if control.name == "Menu", owner?.name != "Menu" { continue }
            titles.insert(title)
        }
        guard titles.count == 1, let title = titles.first else { return nil }
        // A generic glyph (a plus, a minus) titled elsewhere in words none of its meanings has ("Total
        // Income" for a plus in a filter menu) names that other control, not this one.
        if RuleContext.genericSymbolPrefixes.contains(where: { name.hasPrefix($0) }), let meaning = symbolMeaning(name) {
            let meanings = Set(([meaning.label] + meaning.synonyms).flatMap { RuleContext.words(in: $0) }.map(RuleContext.stem))
            if meanings.isDisjoint(with: RuleContext.words(in: title).map(RuleContext.stem)) { return .namesAnotherControl }
        }
        return .names(InferredLabel(expression: StringLiteral.literal(title), inputLabels: [], source: "the Label titled \"\(title)\" with the same symbol"))
    }

    /// The symbol's label as the project spells it elsewhere ("Filters" where the table says "Filter"),
    /// when another file titles the same symbol with the same words.
    private func projectSpelling(of label: InferredLabel, image: ChainNode) -> InferredLabel? {
        guard label.isGuess, case let .single(name)? = symbolNames(of: image), let title = projectTitle(ofSymbol: name),
              StringLiteral.literal(title) != label.expression else { return nil }
        return InferredLabel(expression: StringLiteral.literal(title), inputLabels: label.inputLabels.isEmpty ? [] : [title] + label.inputLabels.dropFirst(),
                             source: "the Label titled \"\(title)\" with the same symbol in another file")
    }

    /// The one title the project's other files give a symbol, when it says what the symbol means
    /// here too: it shares a word with the symbol's own meaning ("Filters" for the filter glyph).
    /// Another file's title for a generic glyph (a plus that reads "New Folder") may name another
    /// action, so a title with no word of the symbol's is not taken.
    private func projectTitle(ofSymbol name: String) -> String? {
        guard let project, let meaning = symbolMeaning(name) else { return nil }
        let titles = project.titles(ofSymbol: name)
        guard titles.count == 1, let title = titles.first else { return nil }
        let meaningWords = Set(RuleContext.words(in: meaning.label).map(RuleContext.stem))
        let titleWords = Set(RuleContext.words(in: title).map(RuleContext.stem))
        return titleWords.isSubset(of: meaningWords) && !titleWords.isEmpty ? title : nil
    }

    /// The one label the team gives this symbol on its other icon-only controls (`.accessibilityLabel("Dismiss")`
    /// on another `xmark.circle.fill` button), in place of the symbol's usual word when it is one of
    /// the symbol's meanings: one control reads as the others do, and a localized app gets a string
    /// it has already translated. A label in other words (`"Remove tag"` on an `xmark`) names that
    /// control's own action.
    private func teamLabel(ofSymbolIn image: ChainNode, replacing label: InferredLabel) -> InferredLabel? {
        guard label.isGuess, let project, case let .single(name)? = symbolNames(of: image), let meaning = symbolMeaning(name),
              label.expression == StringLiteral.literal(meaning.label) else { return nil }
        let labels = project.accessibilityLabels(ofSymbol: name)
        guard labels.count == 1, let team = labels.first, team != meaning.label,
              (meaning.inputLabels + meaning.synonyms).contains(where: { $0.caseInsensitiveCompare(team) == .orderedSame }) else { return nil }
        let inputLabels = label.inputLabels.isEmpty ? [] : [team] + label.inputLabels.filter { $0.caseInsensitiveCompare(team) != .orderedSame }
        return InferredLabel(expression: StringLiteral.literal(team), inputLabels: inputLabels,
                             source: "the label \"\(team)\" the team gives the same symbol on another control", selectedWhen: label.selectedWhen)
    }

    /// The title of a `Button("Cancel", action: onDismiss)` elsewhere in the file that does what
    /// this control does (the same function or store action), as the other branch of an `#if`
    /// often does: the team's word for that action. One title only.
    private func titleOfButton(withSameActionAs element: LinkNode, action: ControlAction?) -> InferredLabel? {
        guard let action else { return nil }
        switch action {
        case .call, .storeAction: break
        default: return nil
        }
        // A button among a nested Menu's options ("Default" under "New Terminal With Profile") is one
        // variant of the action; the titles outside such menus name the action itself.
        var titles = Set<String>()
        var optionTitles = Set<String>()
        for chain in elements(named: ["Button"]) {
            guard let button = chain.elementLink, button !== element, let title = literalTitle(of: button),
                  title.contains(where: \.isLetter), controlAction(of: button) == action else { continue }
            if isInsideElement(chain, named: ["Menu"]) { optionTitles.insert(title) } else { titles.insert(title) }
        }
        if titles.isEmpty { titles = optionTitles }
        guard titles.count == 1, let title = titles.first else { return nil }
        return InferredLabel(expression: StringLiteral.literal(title), inputLabels: [], source: "the Button titled \"\(title)\" with the same action")
    }

    // MARK: - What the action does

    /// Words that name where an action happens or a thing in general, not what it acts on
    /// (`closeSheet`, `dismissView`, `deleteItem`).
    static let presentationWords: Set<String> = [
        "view", "sheet", "screen", "modal", "popover", "popup", "window", "panel", "dialog", "confirmation", "alert", "prompt", "page", "controller", "button", "action", "tap", "tapped",
        "item", "row", "cell", "entry", "content", "data", "object", "element", "picker",
    ]

    /// What a control's action does, as far as its code says.
    enum ControlAction: Equatable {
        /// Calls a function named for what it does: `viewModel.share`, `clearOutput()`.
        case call(String)
        /// Sends a case to a store: `store.send(.closeButtonTapped)` → `closeButtonTapped`.
        case storeAction(String)
        /// Sets a presentation state: `showSettings = true`, `isSettingPresented = true`.
        case presents(String)
        /// Flips a Boolean: `isExpanded.toggle()`, `isOn = !isOn`, `toggleMute()`.
        case toggles(String)
        /// Empties a state: `query = ""`, `selection = nil`, `tags = []`.
        case clears(String)
        /// Turns on a state that presents nothing: `isEditing = true`.
        case enables(String)
        /// Dismisses the screen: `dismiss()`: "Close" or "Back" depending on the glyph.
        case dismisses
    }

    /// Calls that only schedule or animate the real action: the name is inside their closure.
    static let actionWrappers: Set<String> = ["withAnimation", "withTransaction", "Task", "async", "asyncAfter", "run", "perform"]
    /// Calls that move data or dispatch work: their names say how, not what.
    static let plumbingCalls: Set<String> = [
        "send", "dispatch", "perform", "handle", "append", "insert", "remove", "removeAll", "removeLast", "removeFirst",
        "scrollTo", "callAsFunction", "set", "update", "execute", "trigger", "fire", "emit", "post", "yield", "resume",
        // How a screen is shown, not which: `navigateTo(…)`, `pushViewController(…)`, `nav.push(route: .settings)`.
        "navigateTo", "pushViewController", "presentViewController", "push", "present", "navigate", "route",
        // A set's algebra on a selection (`selection.subtract(visible)` deselects all): how, not what.
        "subtract", "formUnion", "formIntersection", "formSymmetricDifference", "union", "intersection",
    ]

    func controlAction(of element: LinkNode) -> ControlAction? {
        if let value = element.argument("action")?.value, let chain = value.singleChain,
           chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }) {
            return action(named: chain.links.map(\.name).joined(separator: "."))
        }
        return actionClosure(of: element).flatMap(action(in:))
    }

    /// The closure a control runs: its `action:` closure, or the trailing closure before a `label:`
    /// or after a Button's title. A Menu's unlabelled closure is its items, not an action.
    func actionClosure(of element: LinkNode) -> ClosureNode? {
        if let value = element.argument("action")?.value { return value.singleChain?.links.first?.closure }
        // A NavigationLink's first closure is the screen it pushes, not an action.
        guard element.name != "Menu", element.name != "NavigationLink", element.closure(labeled: "label") != nil || element.name == "Button" && element.arguments.first?.label == nil else { return nil }
        return element.closure(labeled: nil)
    }

    /// `toggleMute` flips a state; `dismiss` closes; plumbing names nothing.
    func action(named reference: String) -> ControlAction? {
        let name = reference.split(separator: ".").last.map(String.init) ?? reference
        if name == "dismiss" { return .dismisses }
        // A type's initializer (`let id = Int(track.id)!`) converts or builds a value on the way: it names nothing.
        if name.isCapitalizedName { return nil }
        // A setter (`setString`, `setValue`) names the storage it writes, not what the person does.
        if RuleContext.plumbingCalls.contains(name) || name.hasPrefix("set") && name.dropFirst(3).first?.isUppercase == true { return nil }
        // A mutation helper (`updater.modifyWorkflow(using:) { $0.trigger = nil }`) names where the change goes, not what it is.
        if ["modify", "mutate"].contains(where: { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase != false }) { return nil }
        let words = RuleContext.words(in: name)
        if let toggle = words.firstIndex(of: "toggle"), toggle <= 1 { return .toggles(reference) }
        return .call(reference)
    }

    /// The action of a one-statement closure, looking through `withAnimation { … }`, `Task { … }`.
    /// In a closure of several statements, a flip of one Boolean is what a tap does
    /// (`isPasswordVisible.toggle()` before moving focus): the rest follows from it. So is opening
    /// one presentation where nothing else it runs says what it does (a click sound, the item the
    /// sheet shows: `selected = item; showDetail = true`); after a call that does the work
    /// (`save(); showSavedAlert = true`), what it presents is only the outcome.
    func action(in closure: ClosureNode) -> ControlAction? {
        if let swapped = swapAction(in: closure) { return swapped }
        let statements = closure.children.compactMap { $0 as? ExpressionNode }
        if statements.count == 1, closure.children.count == 1 { return action(ofStatement: statements[0]) }
        // A haptic, a log line or putting the keyboard away beside one call: the call is what the tap does
        // (`closeKeyboard(); viewModel.cancelTextEditor()` cancels).
        let isFeedback = statements.map(isFeedbackOrLogging)
        let doing = zip(statements, isFeedback).filter { !$1 }.map(\.0)
        if doing.count == 1, statements.count == closure.children.count { return action(ofStatement: doing[0]) }
        let actions = zip(statements, isFeedback).map { $1 ? nil : action(ofStatement: $0) }
        let toggled = Set(actions.compactMap { action -> String? in
            if case let .toggles(state)? = action { return state }
            return nil
        })
        if toggled.count == 1, let state = toggled.first { return .toggles(state) }
        // Emptying the field a presentation shows (`manualIDText = ""` before `showingManualIDAlert = true`) prepares it.
        let said = actions.compactMap { $0 }.filter { if case .clears = $0 { return false } else { return true } }
        guard toggled.isEmpty, statements.count == closure.children.count, said.count == 1, case let .presents(state)? = said.first else { return nil }
        return .presents(state)
    }

    /// Two states exchanged (`let temp = fromMint; fromMint = toMint; toMint = temp`, `swap(&a, &b)`):
    /// a swap, named by what the two have in common (`fromMint`, `toMint` → "Swap mints").
    private func swapAction(in closure: ClosureNode) -> ControlAction? {
        let children = closure.children
        var pair: (String, String)?
        if children.count == 3, let temp = children[0] as? VariableDeclNode, let first = temp.initializer?.text,
           let second = children[1] as? ExpressionNode, let third = children[2] as? ExpressionNode,
           let (target1, op1, value1) = assignment(in: second), let (target2, op2, value2) = assignment(in: third), op1 == "=", op2 == "=",
           RuleContext.squeezed(target1) == RuleContext.squeezed(first),
           RuleContext.squeezed(file.text(tree.tokens[value2.tokens.lowerBound].start..<tree.tokens[value2.tokens.upperBound].end)) == temp.name,
           RuleContext.squeezed(file.text(tree.tokens[value1.tokens.lowerBound].start..<tree.tokens[value1.tokens.upperBound].end)) == RuleContext.squeezed(target2) {
            pair = (target1, target2)
        } else if children.count == 1, let call = (children[0] as? ExpressionNode)?.singleChain?.links.last, call.name == "swap", call.kind == .name,
                  call.arguments.count == 2, let a = call.arguments[0].value?.text, let b = call.arguments[1].value?.text {
            pair = (String(a.drop { $0 == "&" }), String(b.drop { $0 == "&" }))
        }
        guard let (a, b) = pair else { return nil }
        let wordsOf = { (name: String) in RuleContext.words(in: name.split(separator: ".").last.map(String.init) ?? name) }
        let shared = wordsOf(a).filter { wordsOf(b).contains($0) && !["from", "to", "first", "second", "left", "right", "top", "bottom", "source", "target"].contains($0) }
        guard let object = shared.last else { return .call("swap") }
        return .call("swap" + object.prefix(1).uppercased() + object.dropFirst() + (object.hasSuffix("s") ? "" : "s"))
    }

    /// The action of one statement: a call, a store dispatch, an assignment.
    func action(ofStatement expression: ExpressionNode) -> ControlAction? {
        guard let chain = expression.singleChain else { return assignmentAction(expression) }
        guard let last = chain.links.last, last.hasCall || last.hasTrailingClosures,
              chain.links.allSatisfy({ $0.kind == .name || $0.kind == .member }) else { return nil }
        if RuleContext.actionWrappers.contains(last.name) { return (last.closure(labeled: nil) ?? last.allClosures.last).flatMap(action(in:)) }
        guard last.hasCall else { return nil }
        let receiver = chain.links.dropLast().map(\.name).joined(separator: ".")
        switch last.name {
        case "toggle":
            return receiver.isEmpty ? nil : .toggles(receiver)
        case "send", "dispatch":
            return sentCase(last.arguments.first?.value).map(ControlAction.storeAction)
        case "dismiss" where receiver.isEmpty || receiver.hasSuffix("wrappedValue"):
            return .dismisses
        case "openURL" where receiver.isEmpty:
            // SwiftUI's `openURL` says only how: what it opens is the URL's name (`repositoryURL`).
            guard let url = last.arguments.first?.value?.singleChain?.links.last, url.kind == .member || url.kind == .name, !url.hasCall,
                  RuleContext.words(in: url.name).last == "url", RuleContext.words(in: url.name).count > 1 else { return nil }
            return .call("open" + url.name.dropLast(3).prefix(1).uppercased() + url.name.dropLast(3).dropFirst())
        default:
            // A Combine pipeline kept by its subscription (`….sink { … }.store(in: &subscriptions)`) names how
            // the result arrives, not what the control does.
            if chain.links.contains(where: { $0.name == "sink" || $0.name == "store" && $0.arguments.first?.label == "in" }) { return nil }
            // Several controls calling one function with different constants (`insert(text: "@")`,
            // `insert(text: "#")`, `postVote(vote: liked ? .neutral : .upvote)`) are told apart by the
            // constants, not by the function's name.
            if last.arguments.contains(where: { isConstant($0.value) || choosesCase($0.value) }) { return nil }
            // `fetchVideo(id:) { result in current = result; route = .player }`: the fetch only prepares;
            // what the tap is for happens in its completion, beyond keeping the result.
            if LabelInference.fetchesData(last.name), last.allClosures.contains(where: { actionStatements(in: $0).count > 1 }) { return nil }
            return action(named: chain.links.map(\.name).joined(separator: "."))
        }
    }

    /// An argument that picks an enum case (`liked ? .neutral : .upvote`, `Vote(.down)`): what the
    /// call does depends on it.
    private func choosesCase(_ expression: ExpressionNode?) -> Bool {
        expression?.descendants(ofType: ChainNode.self).contains { $0.links.first?.kind == .implicitMember && $0.links.count == 1 && !$0.links[0].hasCall } == true
    }

    /// A literal or an enum case: `"@"`, `2`, `.large`.
    private func isConstant(_ expression: ExpressionNode?) -> Bool {
        guard let chain = expression?.singleChain, chain.range == expression?.range, chain.links.count == 1 else { return false }
        return chain.links[0].kind == .literal || chain.links[0].kind == .implicitMember && !chain.links[0].hasCall
    }

    /// The innermost case of an action sent to a store: `.game(.submitButtonTapped(reaction: nil))`
    /// → `submitButtonTapped`; a value the case carries is no case (`.setMapCenter(.init(latitude: …))`
    /// → `setMapCenter`).
    private func sentCase(_ expression: ExpressionNode?) -> String? {
        guard let chain = expression?.singleChain, let first = chain.links.first, first.kind == .implicitMember, chain.links.count == 1,
              first.name != "init" else { return nil }
        if first.hasCall, let inner = first.arguments.first, inner.label == nil, let nested = sentCase(inner.value) { return nested }
        return first.name
    }

    /// `showSettings = true` presents; `isEditing = true` enables; `isOn = !isOn` toggles; `query = ""`
    /// clears; other assignments say nothing.
    private func assignmentAction(_ expression: ExpressionNode) -> ControlAction? {
        guard let assignment = assignment(in: expression), assignment.operator == "=" else { return nil }
        let target = assignment.target.split(separator: ".").map(String.init)
        let state = target.filter { $0 != "self" }.joined(separator: ".")
        let value = file.text(tree.tokens[assignment.value.tokens.lowerBound].start..<tree.tokens[assignment.value.tokens.upperBound].end).filter { !$0.isWhitespace }
        if value == "!" + state || value == "!self." + state { return .toggles(state) }
        if ["\"\"", "nil", "[]"].contains(value) { return .clears(state) }
        // `viewModel.showEditPresetsSheet = false`: a presentation or a shown panel put away, as `dismiss()` does.
        if value == "false", let name = target.last, RuleContext.presentationObject(ofState: name) != nil || RuleContext.readsAsVisibility(name) {
            return .dismisses
        }
        guard value == "true", let name = target.last else { return nil }
        // `toggleEditChat = true` bound to `.sheet(isPresented: $toggleEditChat)` presents, whatever its name.
        let presents = RuleContext.presentationObject(ofState: name) != nil || presentedScreen(ofState: state, near: expression) != nil
        return presents ? .presents(state) : .enables(state)
    }

    /// What a presentation state presents: `showSettings` → "Settings", `isSettingPresented` →
    /// "Setting", `isShowingFilters` → "Filters"; nil for a state not named as a presentation.
    static func presentationObject(ofState name: String) -> String? {
        // `isPopoverShowing2`: the second of its kind in the view.
        let name = String(name.reversed().drop(while: \.isNumber).reversed())
        var words = LabelInference.splitWords(name).map { $0.lowercased() }
        guard let first = words.first else { return nil }
        let leading: Set<String> = ["is", "show", "shows", "showing", "present", "presents", "presenting", "should"]
        let trailing: Set<String> = ["presented", "shown", "showing", "visible", "sheet", "open", "active", "confirmation", "alert", "dialog", "prompt", "popover",
                                     "form", "screen", "view", "page", "modal", "popup"]
        var marked = false
        while let word = words.first, leading.contains(word), words.count > 1 {
            marked = marked || word != "is" && word != "should"
            words.removeFirst()
        }
        while let word = words.last, trailing.contains(word), words.count > 1 {
            marked = true
            words.removeLast()
        }
        guard marked, first != "should" || words.count < LabelInference.splitWords(name).count else { return nil }
        return words.joined(separator: " ")
    }

    /// A plus's "Add" (a pencil's "Edit") with what the presented screen adds, as its state names it:
    /// `isAttachmentPopoverPresented` → "Add attachment", `showNewChat` → "New chat". Nil when the
    /// state names no plain object (`isSheetShown`, `showSettings`, `isImporterPresented`: a screen or a tool, not a thing added).
    private func glyphVerb(_ label: InferredLabel, extendedByObjectOf state: String) -> InferredLabel? {
        let verbs: Set<String> = ["add", "new", "create", "edit", "compose"]
        let verb = label.expression.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).lowercased()
        guard label.isGuess, verbs.contains(verb), let name = state.split(separator: ".").last.map(String.init),
              let object = RuleContext.presentationObject(ofState: name) else { return nil }
        let words = object.split(separator: " ").map(String.init)
        let tools: Set<String> = ["settings", "options", "preferences", "menu", "details", "detail", "info", "list", "view", "screen", "page"]
        // `isShowingSelect`: a state named for what the person does there names no thing added ("Add select").
        guard let last = words.last, (1...3).contains(words.count), words != [verb], !tools.contains(last),
              verbs.contains(words[0]) || !LabelInference.actionVerbs.contains(words[0]),
              !last.hasSuffix("er"), !last.hasSuffix("or"), words.allSatisfy({ $0.allSatisfy(\.isLetter) }),
              words.allSatisfy({ !RuleContext.presentationWords.contains($0) }) else { return nil }
        let phrase = verbs.contains(words[0]) ? words : [verb] + words
        guard phrase.count <= 3 else { return nil }
        let text = phrase.joined(separator: " ")
        let title = text.prefix(1).uppercased() + text.dropFirst()
        return InferredLabel(expression: StringLiteral.literal(title), inputLabels: label.inputLabels.isEmpty ? [] : [title] + label.inputLabels,
                             source: label.source + " and the state '\(name)' it presents")
    }

    /// The screen a presentation state opens: the view in the `.sheet`, `.fullScreenCover`,
    /// `.popover`, `.inspector` or `.navigationDestination` bound to it in the same type
    /// (`.sheet(isPresented: $isSettingPresented) { SettingsForm() }` → "Settings"), else the words
    /// of the state. The symbol's label wins when it names the same thing.
    private func presentedScreenLabel(state: String, near element: LinkNode, namingByState: Bool = true) -> InferredLabel? {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        // The system's file and photo pickers (`.fileImporter(isPresented: $showingFileImporter)`): what
        // the person does there, not the name of the state ("File importer").
        if let picker = systemPicker(presentedBy: state, near: element) {
            return InferredLabel(expression: StringLiteral.literal(picker.label), inputLabels: [], source: "the \(picker.modifier) it presents")
        }
        if let title = inlineTitle(ofContentPresentedBy: state, near: element) ?? alertTitle(presentedBy: state, near: element), title.split(separator: " ").count <= 4 {
            return InferredLabel(expression: StringLiteral.literal(title), inputLabels: [], source: "the title of what it presents")
        }
        var screen = presentedScreen(ofState: state, near: element).map(RuleContext.screenName).map(RuleContext.droppingQualifiers)
        // `showingFilterSheet` presenting `StockJournalFilterView` from `StockJournalView`: the state
        // names the action in fewer words; the screen's other words are the screen the control is
        // already on. `DownloadQueueView` from `AlbumView` keeps its "queue".
        let stateObject = RuleContext.presentationObject(ofState: name)
        if let shown = screen, let stateObject {
            let stateWords = Set(RuleContext.words(in: stateObject).map(RuleContext.stem))
            let shownWords = Set(RuleContext.words(in: shown).map(RuleContext.stem))
            let hostWords = Set(enclosingType(of: element).map { RuleContext.words(in: $0.name).map(RuleContext.stem) } ?? [])
            if stateWords.isStrictSubset(of: shownWords), shownWords.subtracting(stateWords).isSubset(of: hostWords) { screen = nil }
        }
        // A screen's type name of many words (`TextToSpeechVoiceSelectionView`, `PersonDetailedScreenUser`)
        // is code's name for it, not a person's: the state may say it plainly (`showProfileSheet`).
        if let shown = screen, RuleContext.words(in: shown).count > 3 { screen = nil }
        // `isPopoverShowing`, `showSheet`: a state that names how it presents, not what, names no label;
        // nor does one that names only what kind of input it asks for (`showTextAlert`: "Text").
        guard let words = screen ?? (namingByState ? stateObject : nil), RuleContext.words(in: words).count <= 3,
              !words.split(separator: " ").allSatisfy({ RuleContext.presentationWords.contains(String($0)) || ["text", "input", "field", "string", "value", "info"].contains($0.lowercased()) }),
              let label = LabelInference.label(fromActionName: words.replacingOccurrences(of: " ", with: "_")) else { return nil }
        return InferredLabel(expression: StringLiteral.literal(label), inputLabels: [], source: screen != nil ? "the screen it presents" : "the state '\(name)' it presents")
    }

    /// The system picker a modifier of the type holding `node` presents while `state` is true, and
    /// what a person does in it.
    private func systemPicker(presentedBy state: String, near node: SyntaxNode) -> (modifier: String, label: String)? {
        let pickers = ["fileImporter": "Import file", "fileExporter": "Export file", "photosPicker": "Choose photo"]
        return modifiers(named: Set(pickers.keys), presenting: state, near: node).lazy.compactMap { link in
            link.kind == .member ? pickers[link.name].map { (link.name, $0) } : nil
        }.first
    }

    /// The modifiers named `names` in the type holding `node` whose `isPresented:` binds `state`
    /// (`$isShowing`, `$self.isShowing`, `$model.isShowing`), in order.
    private func modifiers(named names: Set<String>, presenting state: String, near node: SyntaxNode) -> [LinkNode] {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        guard let type = enclosingType(of: node) else { return [] }
        return type.descendants(ofType: LinkNode.self).filter { link in
            guard names.contains(link.name), let binding = link.argument("isPresented")?.value?.text else { return false }
            return binding == "$" + state || binding == "$self." + state || binding.hasSuffix("." + name) && binding.hasPrefix("$")
        }
    }

    /// The View the type holding `node` presents while `state` is true: the one shown in the `.sheet`,
    /// `.fullScreenCover`, `.popover`, `.inspector` or `.navigationDestination` bound to it.
    func presentedScreen(ofState state: String, near node: SyntaxNode) -> String? {
        presentedContents(ofState: state, near: node).lazy.compactMap(shownScreen(in:)).first
    }

    /// The contents of the `.sheet`, `.fullScreenCover`, `.popover`, `.inspector` or
    /// `.navigationDestination` bound to `state` in the type holding `node`.
    private func presentedContents(ofState state: String, near node: SyntaxNode) -> [ClosureNode] {
        modifiers(named: RuleContext.presentingModifiers, presenting: state, near: node).compactMap(presentedContent(of:))
    }

    /// The title of the alert or confirmation dialog bound to `state` in the type holding `node`
    /// (`.alert("Set Custom AniList ID", isPresented: $showingManualIDAlert)`): what the control asks for.
    private func alertTitle(presentedBy state: String, near node: SyntaxNode) -> String? {
        for link in modifiers(named: ["alert", "confirmationDialog"], presenting: state, near: node) {
            guard let title = link.arguments.first, title.label == nil, let text = stringLiteralValue(title.value), !text.isEmpty else { continue }
            // A question or an exclamation ("Delete all items?") asks or warns; it names no control.
            return text.last.map { "?!.".contains($0) } == true ? nil : text
        }
        return nil
    }

    /// The title that content built inline gives itself in words (`.navigationTitle("Design
    /// Principles")` inside a popover): the name a person sees on what the control opens.
    private func inlineTitle(ofContentPresentedBy state: String, near node: SyntaxNode) -> String? {
        for content in presentedContents(ofState: state, near: node) where shownScreen(in: content) == nil {
            for chain in content.descendants(ofType: ChainNode.self) {
                guard let title = chain.modifiers.first(where: { $0.name == "navigationTitle" || $0.name == "navigationBarTitle" }),
                      let argument = title.arguments.first, argument.label == nil,
                      let text = stringLiteralValue(argument.value), !text.isEmpty else { continue }
                return text
            }
        }
        return nil
    }

    /// A view type's name without the words that say it is a screen: `SettingsView` → `Settings`.
    static func screenName(_ typeName: String) -> String {
        // `ApplicationSettingsPopoverView` → `ApplicationSettings`: how it is shown is no part of its name.
        for suffix in ["ViewController", "Controller", "Screen", "View", "Page", "Form", "Sheet", "Popover", "Modal", "Dialog"]
        where typeName.hasSuffix(suffix) && typeName.count > suffix.count {
            return screenName(String(typeName.dropLast(suffix.count)))
        }
        return typeName
    }

    /// A screen's name without the words that say how general the type is (`ShareAny` → `Share`,
    /// `CustomPicker` → `Picker`), when other words remain: what the person sees is the rest.
    static func droppingQualifiers(_ name: String) -> String {
        let qualifiers: Set<String> = ["any", "generic", "custom", "base", "common", "default", "universal", "reusable"]
        let words = LabelInference.splitWords(name)
        let kept = words.filter { !qualifiers.contains($0.lowercased()) }
        return kept.isEmpty || kept.count == words.count ? name : kept.joined()
    }

    /// Whether a screen's name (`TrackerManagement`, without `View`) reads as one to three plain words,
    /// not an acronym (`DSKLoadable`) or a word that names how it is built (`MainContent`, `Detail`).
    static func isPlainScreenName(_ name: String) -> Bool {
        guard name.range(of: "[A-Z]{2}", options: .regularExpression) == nil else { return false }
        let words = RuleContext.words(in: name)
        return (1...3).contains(words.count) && words.allSatisfy { word in
            word.count >= 3 && word.allSatisfy(\.isLetter) && word.contains { "aeiouy".contains($0) } && !RuleContext.buildingWords.contains(word)
        }
    }

    /// Words of a type's name that say how a screen is built, not what it shows.
    /// Words of a screen that shows what an action yields: `SearchResultView`, `FilterResults`.
    static let outputWords: Set<String> = ["result", "results", "history", "suggestions", "matches", "found"]

    static let buildingWords: Set<String> = ["loadable", "content", "main", "root", "detail", "details", "container", "wrapper", "base", "generic", "custom", "item", "host", "hosting", "embedded", "inner", "outer"]

    /// A button that shows or hides part of the screen, labelled by what a tap does now:
    /// `isTagSuggestionExpanded.toggle()` → `isTagSuggestionExpanded ? "Collapse tag suggestion" :
    /// "Expand tag suggestion"`.
    private func visibilityToggleLabel(state: String) -> InferredLabel? {
        let name = state.split(separator: ".").last.map(String.init) ?? state
        guard let last = RuleContext.words(in: name).last else { return nil }
        let pairs: [String: (whenTrue: String, whenFalse: String)] = [
            "expanded": ("Collapse", "Expand"), "collapsed": ("Expand", "Collapse"), "visible": ("Hide", "Show"),
            "shown": ("Hide", "Show"), "hidden": ("Show", "Hide"), "open": ("Close", "Open"), "opened": ("Close", "Open"), "closed": ("Open", "Close"),
        ]
        let words = RuleContext.words(in: name)
        // `showDroneMarkers`, `hideCompleted`: the verb leads, the object follows; a panel the code
        // names for how it is built (`showUpNextView`, `showTextAlert`) has a name of the app's, which a person writes.
        let builtWords: Set<String> = ["view", "screen", "sheet", "alert", "popup", "dialog", "menu", "panel", "overlay", "modal", "popover", "controller"]
        // Acronyms keep their capitals (`showQR`: "Show QR"), which VoiceOver spells.
        let spoken = LabelInference.labelWords(name)
        if words.count >= 2, !builtWords.contains(words.last ?? ""), let verb = ["show": ("Hide", "Show"), "shows": ("Hide", "Show"), "hide": ("Show", "Hide"), "hides": ("Show", "Hide")][words[0]] {
            let object = (spoken.count == words.count ? Array(spoken.dropFirst()) : Array(words.dropFirst())).joined(separator: " ")
            return InferredLabel(expression: "\(state) ? \(StringLiteral.literal(verb.0 + " " + object)) : \(StringLiteral.literal(verb.1 + " " + object))",
                                 inputLabels: [], source: "the state '\(name)' it shows and hides")
        }
        guard let pair = pairs[last] else { return nil }
        // `isTagSuggestionExpanded`, `trailingSidebarIsCollapsed`: the object is what is left.
        let objectWords = (spoken.count == words.count ? spoken : words).dropLast().filter { !["is", "has", "was", "are"].contains($0) }
        let object = objectWords.isEmpty ? "" : " " + objectWords.joined(separator: " ")
        return InferredLabel(expression: "\(state) ? \(StringLiteral.literal(pair.whenTrue + object)) : \(StringLiteral.literal(pair.whenFalse + object))",
                             inputLabels: [], source: "the state '\(name)' it shows and hides")
    }

    /// The screen a NavigationLink opens: `SettingsView()` → `Settings`, `.profile` → `profile`.
    func destinationName(of element: LinkNode) -> String? {
        switch navigationTarget(of: element) {
        case let .view(name)?: return RuleContext.screenName(name)
        case let .route(name)?: return name
        case nil: return nil
        }
    }

    /// The state a binding reads and writes: `$isMuted` → `isMuted`; `$viewModel.isMuted` →
    /// `isMuted`; a Binding passed on, `settings.wakeOnMotion` → `wakeOnMotion`, `colorBinding` →
    /// `color`. Nil for a binding a call makes (`$policy.isOn.coalesce(false)`: the call's name is
    /// not the state's), for one named only `binding`, and for what the parser does not read as one
    /// chain (`viewStore.$isMuted`).
    func bindingName(_ expression: ExpressionNode?) -> String? {
        guard let chain = expression?.singleChain, chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
              var name = chain.links.last?.name else { return nil }
        if tree.tokens.indices.contains(chain.lastToken + 1), tree.tokens[chain.lastToken + 1].kind == .period { return nil }
        if name.hasPrefix("$") { name.removeFirst() }
        if name.hasSuffix("Binding") { name.removeLast("Binding".count) }
        return name.isEmpty || name.lowercased() == "binding" ? nil : name
    }
}
