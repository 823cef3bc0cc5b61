/// UIKit's block animations (`UIView.animate(withDuration:…)`, `UIView.animateKeyframes`,
/// `UIView.transition(with:…)`, `UIViewPropertyAnimator`) and what they change: the question
/// `uikit-reduce-motion` asks before it gates one. As for SwiftUI (`AnimatedState`), Reduce Motion is
/// about motion: a view that slides, zooms or spins (`transform`, `frame`, `center`, `bounds`,
/// constraints laid out again, scrolling). A fade or a colour change is Reduce Motion's own
/// substitute and needs no gate; neither does a press's few-per-cent scale (`AnimatedState.feedbackScales`)
/// nor a progress bar filling up.
public struct ViewAnimation {
    public enum Kind: Equatable {
        /// `UIView.animate(withDuration:…)`, `UIView.animateKeyframes(withDuration:…)`.
        case animate
        /// `UIView.transition(with:duration:options:…)`, `UIView.transition(from:to:duration:options:)`.
        case transition
        /// `UIViewPropertyAnimator(duration:…)`, `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:…)`.
        case propertyAnimator
    }

    public let kind: Kind
    /// The call: `animate`, `transition`, `UIViewPropertyAnimator`, `runningPropertyAnimator`.
    public let link: LinkNode
    /// The `animations` closure, trailing or labelled; nil when the code passes a function.
    public let animations: ClosureNode?

    public var duration: ArgumentNode? { link.argument("withDuration") ?? link.argument("duration") }
    public var delay: ArgumentNode? { link.argument("delay") }

    /// Whether its written duration is a snap, not movement (`withDuration: 0.0`, a 0.1 s nudge).
    public func isInstant(in context: RuleContext) -> Bool {
        duration.flatMap { context.numericLiteral($0.value) }.map { $0.value <= AnimatedState.instantDuration } ?? false
    }
    public var options: ArgumentNode? { link.argument("options") }

    /// Every block animation of the file, found through the chains that start with `UIView` and
    /// `UIViewPropertyAnimator` (no walk of the tree).
    public static func all(in context: RuleContext) -> [ViewAnimation] {
        var animations: [ViewAnimation] = []
        for chain in context.chainsByFirstName["UIView"] ?? [] where chain.links.count > 1 {
            let call = chain.links[1]
            guard call.hasCall || call.hasTrailingClosures else { continue }
            switch call.name {
            case "animate", "animateKeyframes": animations.append(ViewAnimation(kind: .animate, link: call))
            case "transition": animations.append(ViewAnimation(kind: .transition, link: call))
            default: break
            }
        }
        for chain in context.chainsByFirstName["UIViewPropertyAnimator"] ?? [] {
            if chain.links[0].hasCall {
                animations.append(ViewAnimation(kind: .propertyAnimator, link: chain.links[0]))
            } else if chain.links.count > 1, chain.links[1].name == "runningPropertyAnimator" {
                animations.append(ViewAnimation(kind: .propertyAnimator, link: chain.links[1]))
            }
        }
        return animations.sorted { $0.link.firstToken < $1.link.firstToken }
    }

    init(kind: Kind, link: LinkNode) {
        self.kind = kind
        self.link = link
        animations = link.closure(labeled: "animations") ?? (link.argument("animations") == nil ? link.trailingClosures.first?.closure : nil)
    }

    /// Whether the animations also fade a view (`self.controls.alpha = 0`): a change Reduce Motion keeps,
    /// which a duration of zero for the whole block would turn into a cut.
    public func fades(in context: RuleContext) -> Bool {
        guard let animations else { return false }
        let tree = context.tree
        return (animations.firstToken...animations.lastToken).contains { index in
            tree.tokens[index].kind == .identifier && ["alpha", "opacity"].contains(tree.text(ofToken: index))
                && index > 0 && tree.tokens[index - 1].kind == .period
                && index + 1 < tree.tokens.count && tree.text(ofToken: index + 1) == "="
        }
    }

    /// Members whose change moves, resizes or turns a view, or scrolls one.
    static let movingProperties: Set<String> = ["transform", "frame", "center", "bounds", "origin", "contentOffset", "transform3D"]
    /// Members whose change only fades or recolours a view, or changes it in place.
    static let stillProperties: Set<String> = [
        "alpha", "opacity", "backgroundColor", "tintColor", "textColor", "borderColor", "borderWidth", "shadowOpacity", "shadowColor",
        "image", "text", "attributedText", "title", "isEnabled", "isSelected", "isHighlighted", "cornerRadius", "textAlignment",
        "barTintColor", "progressTintColor", "trackTintColor", "onTintColor", "thumbTintColor", "effect",
    ]
    /// Calls that scroll a view.
    static let scrollingCalls: Set<String> = ["setContentOffset", "scrollToItem", "scrollToRow", "scrollRectToVisible", "scrollTo"]
    /// Changes to constraints that `layoutIfNeeded()` inside an animation turns into motion.
    static let constraintChanges: Set<String> = ["constant", "isActive", "activate", "deactivate", "priority", "updateConstraints", "remakeConstraints"]

    /// What the animation changes on screen: `.moves` with what moves, `.stays` when it only fades
    /// or recolours, `.unknown` when it calls code this file cannot follow. A transition is judged
    /// by its options: a cross-dissolve fades, a flip or a curl turns the view over.
    public func effect(in context: RuleContext) -> AnimatedState.Effect {
        if kind == .transition {
            let options = self.options?.value.map { context.file.text($0.range) } ?? ""
            if let motion = ["transitionFlip", "transitionCurl"].first(where: options.contains) {
                return .moves("it turns the view over (.\(motion)…)")
            }
            return options.contains("transitionCrossDissolve") ? .stays : .unknown
        }
        guard let animations else { return .unknown }
        var effects: [AnimatedState.Effect] = []
        var laysOut = false
        let locals = Set(animations.descendants(ofType: VariableDeclNode.self).map(\.name))
        visit(animations, locals: locals, context: context, effects: &effects, laysOut: &laysOut)
        if laysOut {
            effects.append(changesConstraints(before: link, within: animations, in: context)
                ? .moves("it lays out changed constraints again (layoutIfNeeded())") : .unknown)
        }
        // A scroll view's inset animated with its offset: a refresh control settling after the person's pull,
        // which the system's own does whatever Reduce Motion says; gated on one side only, it would jump in and slide out.
        if animations.descendants(ofType: ChainNode.self).contains(where: { $0.links.contains { $0.name == "contentInset" } }) { return .unknown }
        if let moving = effects.first(where: { if case .moves = $0 { return true } else { return false } }) { return moving }
        return effects.contains(.unknown) || effects.isEmpty ? .unknown : .stays
    }

    /// The statements of a closure, into `if` and `switch` branches but not into closures, which
    /// run later.
    /// `locals`: the variables the closure declares, values it computes (`var rect = …; rect.origin.y += 8`),
    /// which move nothing on screen until a view is given them.
    private func visit(_ node: SyntaxNode, locals: Set<String>, context: RuleContext, effects: inout [AnimatedState.Effect], laysOut: inout Bool) {
        for child in node.children {
            switch child {
            case let expression as ExpressionNode:
                if let first = (expression.children.first as? ChainNode)?.links.first?.name, locals.contains(first) { continue }
                effects.append(effect(ofStatement: expression, context: context, laysOut: &laysOut))
            case let statement as StatementNode where ["if", "switch", "guard"].contains(statement.keyword):
                for block in statement.children where block is BlockNode || block is SwitchCaseNode || block is StatementNode {
                    visit(block, locals: locals, context: context, effects: &effects, laysOut: &laysOut)
                }
            case is SwitchCaseNode, is BlockNode:
                visit(child, locals: locals, context: context, effects: &effects, laysOut: &laysOut)
            case is VariableDeclNode:
                continue
            default:
                effects.append(.unknown)
            }
        }
    }

    private func effect(ofStatement statement: ExpressionNode, context: RuleContext, laysOut: inout Bool) -> AnimatedState.Effect {
        guard let target = statement.children.first as? ChainNode, let last = target.links.last else { return .unknown }
        let tree = context.tree
        let subject = context.file.text(tree.tokens[target.firstToken].start..<tree.tokens[target.lastToken].end)
        let isAssignment = target.lastToken + 1 <= statement.lastToken
            && AnimatedState.assignmentOperators.contains(tree.text(ofToken: target.lastToken + 1))
        if !isAssignment {
            if last.name == "layoutIfNeeded" || last.name == "layoutSubviews" {
                laysOut = true
                return .stays
            }
            if Self.scrollingCalls.contains(last.name) { return .moves("it scrolls (\(last.name))") }
            if last.name == "setProgress" || last.name == "setValue" { return .stays }
            if Self.constraintChanges.contains(last.name) { return .stays }
            return .unknown
        }
        let path = target.links.map(\.name)
        if target.links.contains(where: { AnimatedState.isProgress($0.name) }) { return .stays }
        if path.contains("transform") {
            return transformEffect(statement, after: target.lastToken + 2, subject: subject, context: context)
        }
        if let moving = path.first(where: Self.movingProperties.contains) { return .moves("`\(subject)` changes its \(moving)") }
        if Self.constraintChanges.contains(last.name) { return .stays }
        return Self.stillProperties.contains(last.name) ? .stays : .unknown
    }

    /// `transform = CGAffineTransform(scaleX: 0.95, y: 0.95)`, a press's few per cent, stays, also as
    /// one branch of `isHighlighted ? … : .identity`; a return to `.identity` alone follows whatever
    /// came before (unknown), and so does a transform kept in a variable; every other transform moves.
    private func transformEffect(_ statement: ExpressionNode, after token: Int, subject: String, context: RuleContext) -> AnimatedState.Effect {
        var feedback = false
        var identity = false
        for case let value as ChainNode in statement.children where value.firstToken >= token {
            switch transform(value, context: context) {
            case .identity: identity = true
            case .feedback: feedback = true
            case .moving: return .moves("`\(subject)` changes its transform")
            case nil: continue
            }
        }
        if feedback { return .stays }
        // A return to identity moves when the code sets the same view's transform to a moving one
        // elsewhere in its type: just before it (a page scaled to 0.6 that the animation zooms back
        // to full size), or in the other half of a pair (`hide()` shrinks the marker that `show()`
        // grows back).
        guard identity, let scope = link.firstAncestor(ofType: TypeDeclNode.self) ?? link.firstAncestor(ofType: FunctionDeclNode.self) else { return .unknown }
        let target = bareName(subject)
        for other in scope.descendants(ofType: ExpressionNode.self) where other !== statement {
            guard let chain = other.children.first as? ChainNode, chain.links.last?.name == "transform",
                  context.tree.token(chain.lastToken + 1, is: "="),
                  bareName(context.file.text(chain.range)) == target else { continue }
            for case let value as ChainNode in other.children where value !== chain {
                if transform(value, context: context) == .moving { return .moves("`\(subject)` returns from a transform its type sets elsewhere") }
            }
        }
        return .unknown
    }

    private enum Transform { case identity, feedback, moving }

    /// `.identity` or a scale of exactly 1; a press's scale within a tenth of 1; a translation,
    /// rotation or other scale; nil for a value that is no transform written out (a condition, a variable).
    private func transform(_ value: ChainNode, context: RuleContext) -> Transform? {
        let names = value.links.map(\.name)
        if names.last == "identity" { return .identity }
        let scale = value.links.last { ["scaledBy", "CATransform3DMakeScale"].contains($0.name) || $0.arguments.first?.label == "scaleX" }
        if let scale {
            // A scale the code computes (`GridHelper.moveScale`, `100 / 95.0`) may be a press's few per cent.
            let arguments = scale.arguments.filter { $0.label != "z" && $0.label != "sz" }
            let scales = arguments.compactMap { context.numericLiteral($0.value)?.value }
            guard scales.count == arguments.count, scales.count >= 2 else { return nil }
            if scales.allSatisfy({ $0 == 1 }) { return .identity }
            return scales.allSatisfy(AnimatedState.feedbackScales.contains) ? .feedback : .moving
        }
        if let call = value.elementLink, call.name == "CGAffineTransform" || call.name == "init" { return .moving }
        return names.contains(where: ["rotated", "translatedBy", "concatenating"].contains) ? .moving : nil
    }

    /// The standalone Core Animation layer the animation moves, when every change it makes that
    /// moves is to one (`self?.maskLayer.frame = rect` with `let maskLayer = CALayer()`): `UIView.animate`
    /// does not animate such a layer, whose own implicit animation runs whatever the duration, so a
    /// duration of 0 stops nothing.
    public func movedStandaloneLayer(in context: RuleContext) -> String? {
        guard kind == .animate, let animations, let type = context.enclosingType(of: link) else { return nil }
        // Its properties, also when the animation is in an extension of the type.
        let properties = context.typeDeclarations.filter { $0.name == type.name }.flatMap(\.properties)
        let layers = Set(properties.filter { property in
            let written = (property.typeAnnotation ?? "") + " " + (property.initializer.map { context.file.text($0.range) } ?? "")
            return written.range(of: #"\bCA[A-Za-z]*Layer\b"#, options: .regularExpression) != nil
        }.map(\.name))
        guard !layers.isEmpty else { return nil }
        var moved: String?
        for statement in animations.descendants(ofType: ExpressionNode.self) where statement.parent is ClosureNode || statement.parent is BlockNode {
            guard let target = statement.children.first as? ChainNode,
                  target.links.contains(where: { Self.movingProperties.contains($0.name) }) else { continue }
            let names = target.links.map(\.name).filter { $0 != "self" }
            guard let root = names.first, layers.contains(root) else { return nil }
            moved = root
        }
        return moved
    }

    /// `self.pageView.transform`, `self?.pageView.transform` → `pageView.transform`; `self.transform` → `transform`.
    private func bareName(_ text: String) -> String {
        for prefix in ["self.", "self?.", "self!."] where text.hasPrefix(prefix) { return String(text.dropFirst(prefix.count)) }
        return text
    }

    /// Whether the code that starts the animation changes constraints first, or the animation does:
    /// `heightConstraint.constant = 0` then `UIView.animate { self.view.layoutIfNeeded() }`.
    private func changesConstraints(before link: LinkNode, within animations: ClosureNode, in context: RuleContext) -> Bool {
        let scope: SyntaxNode = link.firstAncestor(ofType: FunctionDeclNode.self) ?? animations
        let tree = context.tree
        for index in scope.firstToken...min(animations.lastToken, scope.lastToken) where tree.tokens[index].kind == .identifier {
            if Self.constraintChanges.contains(tree.text(ofToken: index)) { return true }
        }
        return false
    }

    /// Whether the animation repeats (`.repeat`, `.autoreverse`): without it, it would stop at its
    /// end state, a pulse frozen large or a spinner half turned.
    public func repeats(in context: RuleContext) -> Bool {
        if let options = options?.value {
            let text = context.file.text(options.range)
            if text.contains("repeat") || text.contains("autoreverse") { return true }
        }
        // A completion that starts the function again, itself or through the type's other steps
        // (`step1` → `step2` → … → a timer that runs `step1`: a loader's loop): a loop of
        // zero-duration animations would spin, or blink.
        guard let function = link.firstAncestor(ofType: FunctionDeclNode.self),
              let completion = link.closure(labeled: "completion") ?? link.trailingClosures.first(where: { $0.closure !== animations })?.closure
        else { return false }
        let functions = function.firstAncestor(ofType: TypeDeclNode.self).map(RuleContext.functionsByName(in:)) ?? [function.name: function]
        var reached: Set<String> = []
        var next = RuleContext.functionsCalled(in: completion, among: functions)
        while let name = next.popLast() {
            if name == function.name { return true }
            guard reached.insert(name).inserted, reached.count <= 16, let step = functions[name] else { continue }
            next += RuleContext.functionsCalled(in: step, among: functions)
        }
        return false
    }

    /// Whether the animation is already written knowing the setting: a Reduce Motion test in its
    /// arguments, around it, or anywhere in the function that runs it (`let duration =
    /// UIAccessibility.isReduceMotionEnabled ? 0 : 0.3`), or in the definition of a name its
    /// duration is (`duration: animationDuration`, a property that reads the setting).
    public func isGated(in context: RuleContext) -> Bool {
        let scope: SyntaxNode = link.firstAncestor(ofType: FunctionDeclNode.self) ?? link.firstAncestor(ofType: VariableDeclNode.self) ?? link
        if Self.mentionsReduceMotion(scope, in: context) { return true }
        guard let duration = duration?.value?.singleChain, let name = duration.links.last?.name, duration.links.last?.hasCall == false else { return false }
        return context.tree.root.descendants(ofType: VariableDeclNode.self).contains { $0.name == name && Self.mentionsReduceMotion($0, in: context) }
    }

    /// A name that tests Reduce Motion (`isReduceMotionEnabled`, `reduceMotion`, `prefersReducedMotion`),
    /// or one of the project's own animation helpers that test it (`RuleContext.reduceMotionHelpers`).
    static func mentionsReduceMotion(_ node: SyntaxNode, in context: RuleContext) -> Bool {
        let tree = context.tree
        let helpers = context.reduceMotionHelpers
        return (node.firstToken...node.lastToken).contains { index in
            guard tree.tokens[index].kind == .identifier else { return false }
            let name = tree.text(ofToken: index)
            let lowercased = name.lowercased()
            return lowercased.contains("reducemotion") || lowercased.contains("reducedmotion") || helpers.contains(name)
        }
    }
}

/// AppKit's animations: `NSAnimationContext.runAnimationGroup { context in … }` and changes made
/// through a view's or window's `animator()` proxy, which animate with the current context's
/// duration (a quarter second outside a group). What moves is judged as for UIKit (`ViewAnimation`):
/// a frame, an origin, a size, a constraint's constant, a split view collapsing, scrolling; an
/// `alphaValue` or `isHidden` change through the proxy fades.
public struct AppKitAnimation {
    public enum Kind: Equatable {
        /// `NSAnimationContext.runAnimationGroup(_:completionHandler:)`.
        case group
        /// A statement that sets or calls through `animator()` outside any group.
        case animator
    }

    public let kind: Kind
    /// `runAnimationGroup`, or the `animator` link.
    public let link: LinkNode
    /// The group's `changes` closure.
    public let changes: ClosureNode?
    /// The statement of an `animator()` change outside a group.
    public let statement: ExpressionNode?

    /// Members whose change through `animator()` moves or resizes a view or a window, or scrolls.
    static let movingMembers: Set<String> = [
        "frame", "setFrame", "setFrameOrigin", "setFrameSize", "frameOrigin", "frameSize", "bounds", "setBoundsOrigin",
        "constant", "isCollapsed", "setPosition", "scroll", "scrollToVisible", "frameCenterRotation", "frameRotation", "boundsOrigin",
    ]
    /// Members whose change through `animator()` fades or recolours in place.
    static let stillMembers: Set<String> = ["alphaValue", "isHidden", "backgroundColor", "textColor", "contentTintColor", "shadow", "opacity"]
    /// Changes that `allowsImplicitAnimation = true` animates without the proxy.
    static let implicitMovingMembers: Set<String> = ["setFrame", "setFrameOrigin", "frame", "layoutSubtreeIfNeeded", "scrollToVisible", "constant"]

    /// Every group and every `animator()` change outside one. The groups come from the chains that
    /// start with `NSAnimationContext`; the proxy from the file's chains, read only in files that
    /// import AppKit.
    public static func all(in context: RuleContext) -> [AppKitAnimation] {
        guard !context.imports.isDisjoint(with: ["AppKit", "Cocoa"]) else { return [] }
        var animations: [AppKitAnimation] = []
        for chain in context.chainsByFirstName["NSAnimationContext"] ?? [] where chain.links.count > 1 && chain.links[1].name == "runAnimationGroup" {
            let call = chain.links[1]
            let changes = call.closure(labeled: "changes") ?? call.arguments.first.flatMap { $0.label == nil ? $0.value?.singleChain?.links.first?.closure : nil }
                ?? call.trailingClosures.first?.closure
            animations.append(AppKitAnimation(kind: .group, link: call, changes: changes, statement: nil))
        }
        for chain in context.chains {
            guard let animator = chain.links.first(where: { $0.name == "animator" && $0.hasCall }),
                  let statement = chain.parent as? ExpressionNode, statement.children.first === chain,
                  !isInsideGroup(statement, context: context) else { continue }
            animations.append(AppKitAnimation(kind: .animator, link: animator, changes: nil, statement: statement))
        }
        return animations.sorted { $0.link.firstToken < $1.link.firstToken }
    }

    /// Inside a group's closure or after `NSAnimationContext.beginGrouping()` in the same function.
    private static func isInsideGroup(_ statement: SyntaxNode, context: RuleContext) -> Bool {
        var node = statement.parent
        while let current = node, !(current is FunctionDeclNode) {
            // A trailing closure is the call's; a closure argument sits in a closure link inside it.
            if current is ClosureNode, current.ancestors().lazy.compactMap({ $0 as? LinkNode }).first(where: { $0.hasCall || $0.hasTrailingClosures })?.name == "runAnimationGroup" {
                return true
            }
            node = current.parent
        }
        guard let function = statement.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
        return (context.chainsByFirstName["NSAnimationContext"] ?? []).contains { $0.isDescendant(of: function) && $0.links.count > 1 && $0.links[1].name == "beginGrouping" }
    }

    /// What the animation changes: `.moves` with what, `.stays` when it only fades, `.unknown` when
    /// the group calls code this file does not follow.
    public func effect(in context: RuleContext) -> AnimatedState.Effect {
        let chains: [ChainNode]
        var implicit = false
        switch kind {
        case .animator:
            guard let chain = statement?.children.first as? ChainNode else { return .unknown }
            chains = [chain]
        case .group:
            guard let changes else { return .unknown }
            chains = changes.descendants(ofType: ChainNode.self)
            implicit = chains.contains { $0.links.last?.name == "allowsImplicitAnimation" }
        }
        var effects: [AnimatedState.Effect] = []
        for chain in chains {
            let subject = context.file.text(chain.range)
            if let index = chain.links.firstIndex(where: { $0.name == "animator" && $0.hasCall }), index + 1 < chain.links.count {
                let member = chain.links[index + 1].name
                if Self.movingMembers.contains(member) { effects.append(.moves("`\(subject)` changes its \(member)")) }
                else if Self.stillMembers.contains(member) { effects.append(.stays) }
                else { effects.append(.unknown) }
            } else if implicit, let last = chain.links.last, Self.implicitMovingMembers.contains(last.name), chain.parent is ExpressionNode,
                      (chain.parent as? ExpressionNode)?.children.first === chain {
                effects.append(.moves("`\(subject)` changes with implicit animation"))
            }
        }
        if let moving = effects.first(where: { if case .moves = $0 { return true } else { return false } }) { return moving }
        return effects.isEmpty || effects.contains(.unknown) ? .unknown : .stays
    }

    /// A Reduce Motion test in the function that runs it (`context.duration = reduceMotion ? 0 : 0.3`),
    /// or a duration the app computes with a call of its own (`AccessibilityPreferences.adjustedDuration(0.3)`),
    /// which may read the setting.
    public func isGated(in context: RuleContext) -> Bool {
        let scope: SyntaxNode = link.firstAncestor(ofType: FunctionDeclNode.self) ?? link.firstAncestor(ofType: VariableDeclNode.self) ?? link
        if ViewAnimation.mentionsReduceMotion(scope, in: context) { return true }
        guard let (statement, target) = durationAssignment(context: context) else { return false }
        return statement.descendants(ofType: LinkNode.self).contains { $0.hasCall && !$0.isDescendant(of: target) }
    }

    /// `context.duration = 0.3`, a statement of the group's closure on its parameter, with its target.
    public func durationAssignment(context: RuleContext) -> (statement: ExpressionNode, target: ChainNode)? {
        // The closure's first parameter: `context in`, `(context) in`, `context: NSAnimationContext in`.
        guard let changes, let signature = changes.signature,
              let parameter = signature.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first.map(String.init),
              parameter != "_" else { return nil }
        for case let statement as ExpressionNode in changes.children {
            guard let target = statement.children.first as? ChainNode, target.links.map(\.name) == [parameter, "duration"],
                  target.lastToken + 1 < statement.lastToken, context.tree.token(target.lastToken + 1, is: "=") else { continue }
            return (statement, target)
        }
        return nil
    }
}
