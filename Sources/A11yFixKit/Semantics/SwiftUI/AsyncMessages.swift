import Foundation

/// Which state a View shows as a message, and where that message is set after async work: an error,
/// status or result text that appears when a request returns, while VoiceOver's focus is elsewhere
/// and nothing tells the person it is there. The announce-content-change rule asks this.
///
/// A message state is a View's own `@State` String whose name says it is a message (`errorMessage`,
/// `statusText`, `saveResult`), shown by a `Text` or `Label` of its own value (`Text(errorMessage)`,
/// `if let error = errorMessage { Text(error) }`, `Text(status ?? "")`) and never by an `.alert` or
/// `.confirmationDialog`, which VoiceOver reads by itself. Content a screen loads (titles, lists,
/// flags) is not a message: announcing it would repeat the screen.
extension RuleContext {
    /// One place a message is set after async work.
    public struct AsyncMessageAssignment {
        /// How the message arrives, which also says whether the code runs on the main actor.
        public enum Arrival: Equatable {
            /// After an `await` in the same function or task (`try await save(); status = "Saved"`,
            /// a `catch` after one, `status = await api.status()`).
            case afterAwait
            /// In `DispatchQueue.main.async { … }`.
            case mainQueue
            /// In `.onReceive(publisher) { … }`: a value a publisher sends later, on the main thread.
            case publisher
            /// In a completion handler (`service.load { result in … }`), on a thread the code does not say.
            case completionHandler
            /// After an `await` in `Task.detached { … }` or a `nonisolated` function: off the main actor.
            case offMainActor
        }

        /// The state's declaration in the View.
        public var state: VariableDeclNode
        /// The assignment statement `errorMessage = …`.
        public var assignment: ExpressionNode
        /// Its target as written: `errorMessage`, `self.errorMessage`.
        public var target: ChainNode
        /// The text of the assigned value.
        public var value: String
        /// Whether the value is a plain or interpolated string literal.
        public var valueIsStringLiteral: Bool
        public var arrival: Arrival
        /// Whether a View sets it (rather than a view model): its file then imports SwiftUI.
        public var isSetByView: Bool
        /// Whether it is set in a `catch` of work a `.task` modifier starts: SwiftUI cancels that
        /// task when the view goes away, and the `catch` then runs with the cancellation.
        public var mayRunOnCancellation: Bool
    }

    /// Words that make a state's name a message's: `errorMessage`, `statusText`, `saveResult`.
    static let messageWords: Set<String> = [
        "error", "message", "status", "result", "feedback", "warning", "failure", "notice", "toast", "banner", "confirmation",
    ]

    /// Words that make a message a progress text (`loadingStatus`, `progressMessage`): it changes as
    /// work goes on, and announcing each step would drown the screen.
    static let progressWords: Set<String> = ["loading", "progress", "percent", "percentage"]

    /// Whether a state's name says it holds a message and not a progress text.
    static func isMessageName(_ name: String) -> Bool {
        let words = Set(RuleContext.words(in: name))
        return !words.isDisjoint(with: messageWords) && words.isDisjoint(with: progressWords)
    }

    /// Views that show their first unlabelled String argument as text.
    static let messageShowingViews: Set<String> = ["Text", "Label"]

    /// Every place in the file where a message state of a View is set after async work, with no
    /// announcement posted for it.
    public func asyncMessageAssignments() -> [AsyncMessageAssignment] {
        var result: [AsyncMessageAssignment] = []
        for type in typeDeclarations where ["struct", "class", "actor"].contains(type.keyword) {
            let isViewType = isView(type)
            for state in isViewType ? messageStates(of: type) : viewModelMessageStates(of: type) {
                let chains = (chainsByFirstName[state.name] ?? []) + (chainsByFirstName["self"] ?? [])
                for target in chains where target.isDescendant(of: type) && refersToMember(target, named: state.name) {
                    guard let assignment = assignment(to: target), var arrival = asyncArrival(of: assignment),
                          !announcesInSameMember(assignment) else { continue }
                    let valueStart = target.lastToken + 2
                    guard valueStart <= assignment.lastToken else { continue }
                    let value = file.text(tree.tokens[valueStart].start..<tree.tokens[assignment.lastToken].end)
                    guard value != "nil", value != "\"\"" else { continue }
                    // A view model's code runs on the main actor only where it says so.
                    if !isViewType, arrival == .afterAwait, !isDeclaredOnMainActor(assignment, in: type) { arrival = .offMainActor }
                    let isLiteral = valueStart == assignment.lastToken && tree.tokens[valueStart].kind == .stringLiteral && !value.hasPrefix("\"\"\"")
                    result.append(AsyncMessageAssignment(state: state, assignment: assignment, target: target, value: value,
                                                         valueIsStringLiteral: isLiteral, arrival: arrival, isSetByView: isViewType,
                                                         mayRunOnCancellation: arrival == .afterAwait && isCaughtInViewTask(assignment)))
                }
            }
        }
        return result
    }

    /// Whether a message state is declared `String`, not `String?`: then its own name is the text.
    public func isNonOptionalString(_ state: VariableDeclNode) -> Bool {
        if let type = state.typeAnnotation { return type.trimmingCharacters(in: .whitespaces) == "String" }
        guard let initializer = state.initializer, initializer.firstToken == initializer.lastToken else { return false }
        return tree.tokens[initializer.firstToken].kind == .stringLiteral
    }

    /// The View's `@State` Strings named as messages and shown as text, none of them by an alert
    /// and none already announced where it changes (`didSet`, `.onChange(of:)`).
    func messageStates(of view: TypeDeclNode) -> [VariableDeclNode] {
        view.properties.filter { state in
            guard state.attribute(named: "State") != nil, !state.isLet, isStringDeclaration(state), RuleContext.isMessageName(state.name),
                  !RuleContext.mentionsAnnouncement(state.text) else { return false }
            return isShownAsText(state.name, in: view) && !isPresentedOrAnnouncedOnChange(state.name, in: view)
        }
    }

    /// A view model's message properties: `@Published` Strings, or those of an `@Observable` type,
    /// named as messages, that a View of the project shows as text and none presents in an alert.
    func viewModelMessageStates(of type: TypeDeclNode) -> [VariableDeclNode] {
        guard let project else { return [] }
        let observable = type.attributes.contains { $0.hasPrefix("@Observable") }
        return type.properties.filter { state in
            guard !state.isLet, state.isStored, observable || state.attribute(named: "Published") != nil, isStringDeclaration(state),
                  RuleContext.isMessageName(state.name),
                  !RuleContext.mentionsAnnouncement(state.text) else { return false }
            return project.isShownAsMessage(type: type.name, member: state.name)
        }
    }

    /// Whether code of a type that is not a View says it runs on the main actor: the type or the
    /// function is `@MainActor`, or the code is in `MainActor.run { … }`, `DispatchQueue.main.async { … }`
    /// or a `@MainActor in` closure.
    private func isDeclaredOnMainActor(_ node: SyntaxNode, in type: TypeDeclNode) -> Bool {
        if type.attributes.contains("@MainActor") { return true }
        return node.ancestors().contains { ancestor in
            if let function = ancestor as? FunctionDeclNode { return function.attributes.contains("@MainActor") }
            guard let closure = ancestor as? ClosureNode else { return false }
            if closure.signature?.contains("@MainActor") == true { return true }
            guard let call = callLink(of: closure), let chain = call.parent as? ChainNode else { return false }
            let receiver = chain.links.prefix { $0 !== call }.map(\.text).joined()
            return call.name == "run" && receiver == "MainActor" || call.name == "async" && receiver == "DispatchQueue.main"
        }
    }

    private func isStringDeclaration(_ state: VariableDeclNode) -> Bool {
        if let type = state.typeAnnotation?.replacingOccurrences(of: " ", with: "") { return type == "String" || type == "String?" }
        return isNonOptionalString(state)
    }

    /// Whether a `Text` or `Label` in the View (outside alerts) shows the state's own value: `Text(state)`,
    /// `Text(self.state)`, `Text(state ?? "")`, `Text(verbatim: state)`, or a name an `if let` around it binds to the state.
    func isShownAsText(_ name: String, in view: TypeDeclNode) -> Bool {
        elements(named: RuleContext.messageShowingViews).contains { chain in
            guard chain.isDescendant(of: view), let element = chain.elementLink,
                  let argument = element.arguments.first, argument.label == nil || argument.label == "verbatim",
                  let value = argument.value, !isInsideModifier(chain, named: RuleContext.systemAlerts) else { return false }
            let text = value.text.replacingOccurrences(of: "self.", with: "")
            if text == name || text.range(of: "^\(NSRegularExpression.escapedPattern(for: name))\\s*\\?\\?", options: .regularExpression) != nil {
                return true
            }
            guard let bound = value.singleChain, bound.links.count == 1, bound.links[0].kind == .name else { return false }
            return isBound(bound.links[0].name, to: name, around: chain)
        }
    }

    /// Whether an `if let` around `node` binds `binding` to `state`: `if let error = errorMessage`,
    /// `if let errorMessage`.
    private func isBound(_ binding: String, to state: String, around node: SyntaxNode) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: binding)
        let source = binding == state ? "(\\s*=\\s*(self\\.)?\(name))?" : "\\s*=\\s*(self\\.)?\(NSRegularExpression.escapedPattern(for: state))"
        let pattern = "\\blet\\s+\(name)\(source)\\s*(,|$)"
        for case let statement as StatementNode in node.ancestors() where statement.keyword == "if" {
            guard let body = statement.blocks.first, node.isDescendant(of: body) else { continue }
            let header = file.text(tree.tokens[statement.firstToken + 1].start..<body.range.lowerBound).trimmingCharacters(in: .whitespacesAndNewlines)
            if header.range(of: pattern, options: .regularExpression) != nil { return true }
        }
        return false
    }

    /// Whether an alert or confirmation dialog of the View shows the state (then VoiceOver reads it
    /// when it appears), or an `.onChange(of:)` / `.onReceive` of it already posts an announcement.
    private func isPresentedOrAnnouncedOnChange(_ name: String, in view: TypeDeclNode) -> Bool {
        let mention = "(?<![\\w.])(self\\.)?\(NSRegularExpression.escapedPattern(for: name))\\b"
        for chain in chains where chain.isDescendant(of: view) {
            for link in chain.modifiers where link.text.range(of: mention, options: .regularExpression) != nil {
                if RuleContext.systemAlerts.contains(link.name) { return true }
                if link.name.hasPrefix("onChange") || link.name == "onReceive", RuleContext.mentionsAnnouncement(link.text) { return true }
            }
        }
        return false
    }

    /// Whether code posts an announcement: `AccessibilityNotification.Announcement(…)`,
    /// `UIAccessibility.post(notification: .announcement, …)`, `.announcementRequested`, or a
    /// project helper named for announcing (`announceForAccessibility(…)`).
    static func mentionsAnnouncement(_ text: String) -> Bool {
        text.range(of: "announce", options: .caseInsensitive) != nil
    }

    /// Whether `chain` names the member `name` itself: `name` or `self.name`, nothing after it.
    private func refersToMember(_ chain: ChainNode, named name: String) -> Bool {
        let links = chain.links
        if links.count == 1 { return links[0].kind == .name && links[0].name == name && !links[0].hasCall }
        return links.count == 2 && links[0].name == "self" && links[1].kind == .member && links[1].name == name && !links[1].hasCall
    }

    /// The statement `target = value` that `target` starts; nil when it is read, compared, or
    /// assigned with another operator.
    private func assignment(to target: ChainNode) -> ExpressionNode? {
        guard let expression = target.parent as? ExpressionNode, expression.firstToken == target.firstToken,
              target.lastToken + 1 < tree.tokens.count, tree.token(target.lastToken + 1, is: "="),
              expression.parent is BlockNode || expression.parent is ClosureNode || expression.parent is SwitchCaseNode
                || expression.parent is PoundIfClauseNode else { return nil }
        return expression
    }

    /// Whether the function or closure that sets the message already announces something.
    private func announcesInSameMember(_ assignment: ExpressionNode) -> Bool {
        let member: SyntaxNode? = assignment.ancestors().first { $0 is FunctionDeclNode || ($0 is VariableDeclNode && $0.parent is TypeDeclNode) }
        return RuleContext.mentionsAnnouncement((member ?? assignment).text)
    }

    /// Calls whose closure runs the work it is given later, on the main queue.
    static let mainQueueHops: Set<String> = ["async"]
    /// Calls whose closure runs now, in the flow around it: an `await` before the call is before the closure's work.
    static let inlineClosureCalls: Set<String> = ["run", "withAnimation", "withTransaction", "withCheckedContinuation", "withCheckedThrowingContinuation"]
    /// Names a completion handler's argument or closure label has.
    static let completionWords: Set<String> = ["result", "results", "error", "response", "success", "completed", "finished", "completion"]

    /// How the message set by `assignment` arrives after async work; nil when it is set at once
    /// (an action, `onAppear`, `init`, the start of a task) or in a loop (a progress text that
    /// changes as work goes on: announcing each would drown the screen). A helper of the View that
    /// sets it (`handleError(_:)`) takes the arrival of its calls in the View.
    func asyncArrival(of assignment: ExpressionNode) -> AsyncMessageAssignment.Arrival? {
        asyncArrival(of: assignment, callDepth: 0)
    }

    private func asyncArrival(of statement: SyntaxNode, callDepth: Int) -> AsyncMessageAssignment.Arrival? {
        // An `await` in the statement itself (`status = await api.status()`) runs before the value is set.
        var position = statement.lastToken + 1
        var node: SyntaxNode = statement
        while let container = node.ancestors().first(where: { $0 is ClosureNode || $0 is FunctionDeclNode || $0 is TypeDeclNode }) {
            var between = node.parent
            while let current = between, current !== container {
                if let statement = current as? StatementNode, ["for", "while", "repeat"].contains(statement.keyword) { return nil }
                between = current.parent
            }
            if container is TypeDeclNode { return nil }
            if awaits(before: position, in: container) { return runsOffMainActor(statement) ? .offMainActor : .afterAwait }
            if let function = container as? FunctionDeclNode {
                return callDepth < 2 ? arrivalOfCalls(to: function, callDepth: callDepth + 1) : nil
            }
            guard let closure = container as? ClosureNode, let call = callLink(of: closure) else { return nil }
            let receiver = (call.parent as? ChainNode).map { chain in chain.links.prefix { $0 !== call }.map(\.text).joined() } ?? ""
            switch call.name {
            case "task", "Task", "detached", "refreshable":
                return nil
            case "async" where receiver == "DispatchQueue.main":
                return .mainQueue
            case "onReceive":
                // A timer's ticks are not messages.
                let publisher = call.arguments.first?.value?.text ?? ""
                return publisher.range(of: "timer", options: .caseInsensitive) == nil ? .publisher : nil
            case let name where RuleContext.inlineClosureCalls.contains(name):
                position = closure.firstToken
                node = closure
            default:
                let label = closure.parent is LinkNode ? call.trailingClosures.first { $0.closure === closure }?.label
                    : (closure.ancestors().first { $0 is ArgumentNode } as? ArgumentNode)?.label
                let parameters = closure.signature.map(RuleContext.words(in:)) ?? []
                let isCompletion = label.map { RuleContext.words(in: $0).contains { RuleContext.completionWords.contains($0) } } ?? false
                    || call.name.first?.isLowercase == true && !parameters.isEmpty && parameters.contains { RuleContext.completionWords.contains($0) }
                return isCompletion ? .completionHandler : nil
            }
        }
        return nil
    }

    /// Whether `node` is in a `catch` of work a `.task { … }` modifier runs: in its closure, or in a
    /// method of the type that such a closure calls (one call deep).
    private func isCaughtInViewTask(_ node: SyntaxNode) -> Bool {
        let isInViewTask = { (node: SyntaxNode) in
            node.ancestors().contains { ancestor in
                guard let closure = ancestor as? ClosureNode, let call = self.callLink(of: closure) else { return false }
                return call.name == "task" && call.kind == .member
            }
        }
        guard let catchClause = node.ancestors().first(where: { ($0 as? BlockNode)?.label == "catch" }) else { return false }
        if isInViewTask(catchClause) { return true }
        guard let function = catchClause.firstAncestor(ofType: FunctionDeclNode.self), let type = enclosingType(of: function) else { return false }
        let calls = (chainsByFirstName[function.name] ?? []) + (chainsByFirstName["self"] ?? [])
        return calls.contains { call in
            let callee = call.links.first?.name == "self" && call.links.count > 1 ? call.links[1] : call.links[0]
            return callee.name == function.name && callee.hasCall && call.isDescendant(of: type) && isInViewTask(call)
        }
    }

    /// The first async arrival among the calls of a View's own method in its type: `handleError(message)`
    /// called in a `catch` after an `await`.
    private func arrivalOfCalls(to function: FunctionDeclNode, callDepth: Int) -> AsyncMessageAssignment.Arrival? {
        guard function.keyword == "func", let type = enclosingType(of: function) else { return nil }
        let calls = (chainsByFirstName[function.name] ?? []) + (chainsByFirstName["self"] ?? [])
        for call in calls where call.isDescendant(of: type) && !call.isDescendant(of: function) {
            let links = call.links
            let callee = links.first?.name == "self" && links.count > 1 ? links[1] : links[0]
            guard callee.name == function.name, callee.hasCall, let statement = call.parent as? ExpressionNode,
                  let arrival = asyncArrival(of: statement, callDepth: callDepth) else { continue }
            return arrival
        }
        return nil
    }

    /// Whether `name` is a parameter of the function around `node` declared `String`: the text a
    /// helper is given (`func showError(_ message: String)`).
    public func isStringParameter(_ name: String, around node: SyntaxNode) -> Bool {
        guard let function = node.firstAncestor(ofType: FunctionDeclNode.self), let body = function.body else { return false }
        let header = file.text(function.range.lowerBound..<body.range.lowerBound)
        return header.range(of: "\\b\(NSRegularExpression.escapedPattern(for: name))\\s*:\\s*String\\s*[,)=]", options: .regularExpression) != nil
    }

    /// Whether the code around `node` leaves the main actor: a detached task, a `nonisolated` function.
    private func runsOffMainActor(_ node: SyntaxNode) -> Bool {
        node.ancestors().contains { ancestor in
            if let function = ancestor as? FunctionDeclNode { return function.modifiers.contains("nonisolated") }
            guard let closure = ancestor as? ClosureNode else { return false }
            return callLink(of: closure)?.name == "detached"
        }
    }

    /// The call a closure is given to: as a trailing closure (`Task { … }`) or as an argument
    /// (`DispatchQueue.main.async(execute: { … })`).
    private func callLink(of closure: ClosureNode) -> LinkNode? {
        if let link = closure.parent as? LinkNode, link.kind != .closure { return link }
        guard let argument = closure.ancestors().first(where: { $0 is ArgumentNode }) as? ArgumentNode,
              argument.value?.singleChain?.links.first?.closure === closure else { return nil }
        return argument.parent as? LinkNode
    }

    /// Whether an `await` runs in `container` before token `position`, not counting those inside
    /// closures that do not hold `position` (work handed to a `Task` beside it is not waited for).
    private func awaits(before position: Int, in container: SyntaxNode) -> Bool {
        let start = (container as? FunctionDeclNode)?.body?.firstToken ?? container.firstToken
        guard start < position else { return false }
        let nested = container.descendants(ofType: ClosureNode.self).filter { $0.firstToken < position && !($0.firstToken...$0.lastToken).contains(position) }
        for index in start..<position where tree.token(index, is: "await") {
            if !nested.contains(where: { ($0.firstToken...$0.lastToken).contains(index) }) { return true }
        }
        return false
    }
}
