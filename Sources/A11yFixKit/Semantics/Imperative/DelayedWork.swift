/// Work the code schedules for later, and what it does then: the question `timed-dismissal` asks
/// (content that goes away by itself) and that `reduce-motion` asks of animation steps
/// (`DelayedWork.isDelaying`, `DelayedWork.isSleep`). A wait is `DispatchQueue.main.asyncAfter`, a
/// `Task.sleep` before the statements after it, a one-shot `Timer.scheduledTimer` or
/// `perform(_:with:afterDelay:)` (with the function their selector names), a `withAnimation` whose
/// animation has a `.delay`, or a progress HUD told to hide after a delay (`hud.hide(animated: true,
/// afterDelay: 2)`, `SVProgressHUD.dismiss(withDelay: 2)`).
public struct DelayedWork {
    public enum Kind: Equatable {
        case asyncAfter, sleep, timer, performAfterDelay, delayedAnimation
        /// A library's own delayed hide: the call is the dismissal.
        case delayedHide
    }

    public let kind: Kind
    /// The call that waits: `asyncAfter`, `sleep`, `scheduledTimer`, `perform`, `withAnimation`, `hide`.
    public let link: LinkNode
    /// The wait in seconds, when the code writes it as a number (`.now() + 3`, `.seconds(2)`,
    /// `nanoseconds: 1_500_000_000`).
    public let seconds: Double?
    /// The tokens of what runs after the wait; empty for `.delayedHide`.
    public let work: [ClosedRange<Int>]
    /// The argument that says how long the wait is.
    public let delay: ArgumentNode?

    /// Every wait of the file, in source order.
    public static func all(in context: RuleContext) -> [DelayedWork] {
        var found: [DelayedWork] = []
        for chain in context.chains {
            for link in chain.links where link.hasCall || link.hasTrailingClosures {
                if let work = delayedWork(at: link, in: context) { found.append(work) }
            }
        }
        return found
    }

    private static func delayedWork(at link: LinkNode, in context: RuleContext) -> DelayedWork? {
        func closureWork(_ closure: ClosureNode?) -> [ClosedRange<Int>] { closure.map { [$0.firstToken...$0.lastToken] } ?? [] }
        switch link.name {
        case "asyncAfter":
            let closure = link.closure(labeled: "execute") ?? link.trailingClosures.first?.closure
            let deadline = link.argument("deadline") ?? link.argument("wallDeadline")
            return DelayedWork(kind: .asyncAfter, link: link, seconds: seconds(in: deadline, context: context), work: closureWork(closure), delay: deadline)
        case "sleep" where isSleep(link):
            guard let container = link.ancestors().first(where: { $0 is ClosureNode || $0 is FunctionDeclNode }),
                  let statement = link.firstAncestor(ofType: ExpressionNode.self), statement.lastToken < container.lastToken else { return nil }
            return DelayedWork(kind: .sleep, link: link, seconds: seconds(in: link.arguments.first, context: context),
                               work: [(statement.lastToken + 1)...container.lastToken], delay: link.arguments.first)
        case "scheduledTimer":
            guard let repeats = link.argument("repeats"), repeats.value?.text == "false" else { return nil }
            let interval = link.argument("withTimeInterval") ?? link.argument("timeInterval")
            let work = closureWork(link.closure(labeled: "block") ?? link.trailingClosures.first?.closure)
                + selectorWork(link.argument("selector"), in: context)
            return DelayedWork(kind: .timer, link: link, seconds: seconds(in: interval, context: context), work: work, delay: interval)
        case "perform":
            guard let delay = link.argument("afterDelay") else { return nil }
            return DelayedWork(kind: .performAfterDelay, link: link, seconds: seconds(in: delay, context: context),
                               work: selectorWork(link.arguments.first, in: context), delay: delay)
        case "withAnimation":
            guard let animation = link.arguments.first(where: { $0.label == nil }),
                  let delay = animation.descendants(ofType: LinkNode.self).first(where: { $0.name == "delay" && $0.hasCall }) else { return nil }
            return DelayedWork(kind: .delayedAnimation, link: link, seconds: seconds(in: delay.arguments.first, context: context),
                               work: closureWork(link.trailingClosures.first?.closure ?? link.closure(labeled: "body")), delay: delay.arguments.first)
        case "hide", "dismiss":
            guard let delay = link.argument("afterDelay") ?? link.argument("withDelay") ?? link.argument("delay") else { return nil }
            return DelayedWork(kind: .delayedHide, link: link, seconds: seconds(in: delay, context: context), work: [], delay: delay)
        default:
            return nil
        }
    }

    /// Whether the person chooses how long the wait is: its duration, or the local constant it is
    /// computed from, reads the app's preferences (`Preference.float(for: .osdAutoHideTimeout)`,
    /// `Defaults[.toastDuration]`, `settings.bannerDuration`).
    public func isSetByPerson(in context: RuleContext) -> Bool {
        guard let delay else { return false }
        let tree = context.tree
        let settingWords: Set<String> = ["preference", "preferences", "settings", "setting", "defaults"]
        func names(in node: SyntaxNode) -> [String] {
            (node.firstToken...node.lastToken).compactMap { tree.tokens[$0].kind == .identifier ? tree.text(ofToken: $0) : nil }
        }
        var read = names(in: delay)
        if let function = link.firstAncestor(ofType: FunctionDeclNode.self) {
            for variable in function.descendants(ofType: VariableDeclNode.self) where read.contains(variable.name) {
                read += variable.initializer.map(names) ?? []
            }
        }
        return read.contains { RuleContext.nameWords($0).contains(where: settingWords.contains) }
    }

    /// The body of the function `#selector(dismissBanner)` names, when this file declares it.
    private static func selectorWork(_ argument: ArgumentNode?, in context: RuleContext) -> [ClosedRange<Int>] {
        guard let argument else { return [] }
        return context.selectedFunctions(argument).compactMap { function in function.body.map { $0.firstToken...$0.lastToken } }
    }

    /// The seconds a wait's argument writes: its number, read as milliseconds, microseconds or
    /// nanoseconds when the argument says so; nil when it holds no number (a constant of the app).
    private static func seconds(in argument: ArgumentNode?, context: RuleContext) -> Double? {
        guard let argument else { return nil }
        let tree = context.tree
        var value: Double?
        var scale = 1.0
        if argument.label == "nanoseconds" { scale = 1e-9 }
        for index in argument.firstToken...argument.lastToken {
            switch tree.tokens[index].kind {
            case .integerLiteral, .floatLiteral:
                let number = Double(tree.text(ofToken: index).replacingOccurrences(of: "_", with: ""))
                value = max(value ?? 0, number ?? 0)
            case .identifier:
                switch tree.text(ofToken: index) {
                case "milliseconds": scale = 1e-3
                case "microseconds": scale = 1e-6
                case "nanoseconds": scale = 1e-9
                default: break
                }
            default:
                continue
            }
        }
        return value.map { $0 * scale }
    }

    /// A call that runs its closure later: `asyncAfter(deadline:)`, or a helper given a delay
    /// (`mainActor(delay: 0.1) { … }`, `perform(after: 0.5) { … }`).
    static func isDelaying(_ link: LinkNode) -> Bool {
        link.name == "asyncAfter" || link.hasCall && link.arguments.contains { ["delay", "deadline", "after", "wallDeadline"].contains($0.label ?? "") }
    }

    /// `Task.sleep(nanoseconds:)`, `Task.sleep(for:)`: a pause before the statements after it.
    static func isSleep(_ link: LinkNode) -> Bool {
        guard link.name == "sleep", link.hasCall, let chain = link.parent as? ChainNode,
              let index = chain.links.firstIndex(where: { $0 === link }), index > 0 else { return false }
        return chain.links[index - 1].name == "Task"
    }
}
