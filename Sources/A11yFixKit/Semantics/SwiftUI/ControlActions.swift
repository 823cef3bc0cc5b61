/// What a control's action does when it runs several statements, for naming the control rather
/// than labelling it. `controlAction(of:)` answers only when the code says it in one statement: a
/// label a person hears must be right. An identifier needs a name that stays put and tells
/// elements apart, so the identifier rule takes the first statement that reads as an action,
/// looking through branches, `Task { … }` and `withAnimation { … }`, passing over feedback and
/// logging (`HapticManager.shared.fireHaptic(…)`, `print(…)`), and keeping a call that only its
/// constants tell apart from others (`ignoreVersionWarning(false)`), which a label must not name.
/// Both read each statement with ControlLabels' `action(ofStatement:)`, so plumbing (`send`,
/// `append`, setters) names nothing for either and a store action is named by its case. Work handed
/// on names the control by what is handed: the case given to a router or handler
/// (`router.route(to: .uploadSubtitle(…))`), the pasteboard a value is copied to.
extension RuleContext {
    func leadingAction(of element: LinkNode) -> ControlAction? {
        if let closure = actionClosure(of: element), let action = handedOnAction(in: closure) { return action }
        return controlAction(of: element) ?? actionClosure(of: element).flatMap(leadingAction(in:))
    }

    func leadingAction(in closure: ClosureNode) -> ControlAction? {
        if let action = handedOnAction(in: closure) { return action }
        if let action = action(in: closure) { return action }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        // What it calls says more than the state it sets on the way (`waitingToLoad = true` before
        // `viewModel.upgradeTapped(with:)`); a state is the action only when nothing is called.
        for (index, statement) in statements.enumerated() {
            if statement.singleChain != nil, let action = action(ofStatement: statement) {
                // A row that sets a choice and then closes its sheet (`selection = color; dismiss()`)
                // chooses: closing is what follows.
                if case .dismisses = action, statements[..<index].contains(where: { assignment(in: $0)?.operator == "=" }) { return nil }
                return action
            }
            // `ignoreVersionWarning(false)`, `(item as? Copyable)?.copyName()`, or the call whose
            // result an assignment keeps (`statuses[permission] = try await permission.request()`).
            if let call = (statement.children.last as? ChainNode)?.links.last, call.hasCall, call.kind == .name || call.kind == .member,
               call.name.first?.isLowercase == true, let action = action(named: call.name) {
                return action
            }
        }
        return statements.lazy.compactMap { $0.singleChain == nil ? self.action(ofStatement: $0) : nil }.first
    }

    /// The value an assignment gives: its tokens, and its chain when it is one (`min(max(x, 0), 1)`).
    struct AssignedValue {
        var tokens: ClosedRange<Int>
        var chain: ChainNode?
    }

    /// An assignment statement: the state it sets (`value`, `self.rating`, `viewModel.stars`), its
    /// operator (`=`, `+=`, `-=`) and the value.
    func assignment(in statement: ExpressionNode) -> (target: String, operator: String, value: AssignedValue)? {
        guard statement.singleChain == nil else { return nil }
        var index = statement.firstToken
        var target = ""
        while index < statement.lastToken {
            let token = tree.tokens[index]
            let text = tree.text(ofToken: index)
            if token.kind == .identifier || token.kind == .period || text == "self" {
                target += text
                index += 1
                continue
            }
            guard ["=", "+=", "-="].contains(text), !target.isEmpty, !target.hasSuffix(".") else { return nil }
            let tokens = (index + 1)...statement.lastToken
            let last = statement.children.last as? ChainNode
            return (target, text, AssignedValue(tokens: tokens, chain: last?.firstToken == tokens.lowerBound && last?.lastToken == tokens.upperBound ? last : nil))
        }
        return nil
    }

    /// The state a statement switches off or flips, as its path without `self.`: `isShowPopup = false`,
    /// `selection = nil`, `self.showsBanner.toggle()` → `showsBanner`.
    func switchedOffState(_ statement: ExpressionNode) -> String? {
        let target: String
        if let (assigned, op, value) = assignment(in: statement), op == "=", ["false", "nil"].contains(tree.text(ofToken: value.tokens.lowerBound)) {
            target = assigned
        } else if let chain = statement.singleChain, chain.links.last?.name == "toggle", chain.links.last?.hasCall == true, chain.links.count > 1 {
            target = chain.links.dropLast().map(\.name).joined(separator: ".")
        } else {
            return nil
        }
        return target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
    }

    /// Whether a control's action steps a number: `amount += step`, `count -= 1`,
    /// `dose = min(limit, dose + increment)`, `date = date.addingTimeInterval(-900)`. Its plus or
    /// minus glyph then says which way, not what grows ("Add" on a dose stepper reads as adding a dose).
    public func stepsNumber(_ element: LinkNode) -> Bool {
        guard let closure = actionClosure(of: element) else { return false }
        return actionStatements(in: closure).contains { statement in
            guard let (target, op, value) = assignment(in: statement) else { return false }
            if op != "=" { return true }
            let name = target.split(separator: ".").last.map(String.init) ?? target
            let tokens = Array(value.tokens)
            // The new value is the old one moved by a signed amount: the state's name and a sign in it.
            let mentionsState = tokens.contains { tree.tokens[$0].kind == .identifier && tree.text(ofToken: $0) == name }
            return mentionsState && tokens.contains { tree.tokens[$0].kind == .operator && ["+", "-"].contains(tree.text(ofToken: $0)) }
        }
    }

    /// The statements an action runs, in order: through `if`, `switch`, `guard` and `do` blocks and
    /// the closures of calls that only schedule or animate the work (`RuleContext.actionWrappers`).
    func actionStatements(in closure: ClosureNode) -> [ExpressionNode] {
        var result: [ExpressionNode] = []
        var pending: [SyntaxNode] = closure.children.reversed()
        while let node = pending.popLast() {
            switch node {
            case let expression as ExpressionNode:
                // `withAnimation { … }`, also with the body as its last argument (`withAnimation(.spring, { … })`).
                if let last = expression.singleChain?.links.last, RuleContext.actionWrappers.contains(last.name),
                   let inner = last.closure(labeled: nil) ?? last.allClosures.last {
                    pending.append(contentsOf: inner.children.reversed())
                } else {
                    result.append(expression)
                }
            case let declaration as VariableDeclNode:
                // `let count = try await viewModel.importFromFileSharing()` runs the call.
                if let initializer = declaration.initializer { result.append(initializer) }
            case is StatementNode:
                // A branch's condition is an expression too, but it is asked, not run, unless it
                // awaits the work itself (`if await refresh() { … }`).
                for case let condition as ExpressionNode in node.children where ["await", "try"].contains(tree.text(ofToken: condition.firstToken)) {
                    result.append(condition)
                }
                pending.append(contentsOf: node.children.filter { !($0 is ExpressionNode) }.reversed())
            case is BlockNode, is SwitchCaseNode, is PoundIfNode, is PoundIfClauseNode:
                pending.append(contentsOf: node.children.reversed())
            default:
                break
            }
        }
        return result
    }

    /// Calls that hand a destination or an action to a router or handler: their names say how; the
    /// case passed says what (`router.route(to: .uploadSubtitle(viewModel: model))` → uploadSubtitle,
    /// `handleAction(.boost)` → boost).
    static let routingCalls: Set<String> = [
        "route", "navigate", "push", "present", "open", "openSheet", "presentSheet", "show", "go",
        "handle", "handleAction", "perform", "performAction", "onAction", "trigger",
    ]

    /// An action whose first statement hands its work on: to a router or handler with the case of
    /// what it does, or to the pasteboard (`UIPasteboard.general.string = text` copies).
    private func handedOnAction(in closure: ClosureNode) -> ControlAction? {
        guard let first = actionStatements(in: closure).first(where: { !isFeedbackOrLogging($0) }) else { return nil }
        if first.singleChain == nil, let target = first.children.first as? ChainNode, target.links.contains(where: { $0.name.hasSuffix("Pasteboard") }) {
            return .call("copy")
        }
        guard let call = first.singleChain?.links.last, call.hasCall, RuleContext.routingCalls.contains(call.name),
              let destination = call.arguments.first?.value?.singleChain, destination.links.count == 1,
              let link = destination.links.first, link.kind == .implicitMember else { return nil }
        return .storeAction(link.name)
    }

    /// Calls that give feedback or leave a trace, not what the control is for.
    static let feedbackCalls: Set<String> = [
        "print", "debugPrint", "dump", "assert", "assertionFailure", "precondition", "preconditionFailure", "sleep",
        "impactOccurred", "notificationOccurred", "selectionChanged", "NSLog", "os_log",
    ]
    /// Words of a receiver or call that give feedback or leave a trace (`HapticManager`, `logger`, `Log.debug`).
    static let feedbackWords: Set<String> = ["haptic", "haptics", "feedback", "logger", "logging", "analytics"]

    func isFeedbackOrLogging(_ statement: ExpressionNode) -> Bool {
        guard let chain = statement.singleChain, let last = chain.links.last else { return false }
        if RuleContext.feedbackCalls.contains(last.name) { return true }
        // Putting the keyboard away first (`closeKeyboard()`, `endEditing(true)`) is housekeeping, not what the control does.
        if ["endEditing", "resignFirstResponder"].contains(last.name) { return true }
        if last.name.contains("eyboard") {
            let callWords = RuleContext.words(in: last.name)
            if callWords.contains("keyboard") && callWords.contains(where: ["close", "hide", "dismiss", "end"].contains) { return true }
        }
        return chain.links.contains { link in
            link.name.lowercased() == "log" || RuleContext.words(in: link.name).contains(where: RuleContext.feedbackWords.contains)
        }
    }
}
