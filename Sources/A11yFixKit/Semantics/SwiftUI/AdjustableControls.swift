/// Custom controls that adjust a number with gestures instead of a `Slider` or `Stepper`: a track,
/// knob or scrubber whose drag sets a numeric state from where the finger is, and a row of stars or
/// dots whose taps set a rating to the tapped one's place. Which view the control is, which state it
/// adjusts, what kind of number that is and what range the code keeps it in.
extension RuleContext {
    /// A view that adjusts a number with gestures.
    public struct AdjustableControl {
        public enum Gesture: Equatable {
            /// A drag that sets the state from the finger's location or translation.
            case drag
            /// Taps on the items a `ForEach` over a range draws, each setting the state to its place.
            case tappedItems
        }

        /// What a state holds, as far as the code says.
        public enum Number: Equatable {
            /// `Double`, `CGFloat`, `Float`: what a `Slider` binds to.
            case floating
            /// `Int` and its kin: what a `Stepper` counts.
            case integer
            /// A generic or unnamed number (`Value: BinaryFloatingPoint`, `viewModel.stars` kept in `max(1, min(5, …))`).
            case unknown
        }

        public var gesture: Gesture
        /// The token to report at: the `DragGesture`'s name, or the tapped item's `onTapGesture`.
        public var reportToken: Int
        /// The view assistive technologies meet as the control: the view the drag is attached to (the
        /// view it lies over when it is an overlay or background), or the stack that holds the items.
        public var control: ChainNode
        /// The view the gesture is attached to: the control, a layer over it, or one of its items.
        public var gestureView: ChainNode
        /// The adjusted state as written: `value`, `self.rating`, `viewModel.stars`.
        public var state: String
        /// The View's `@State` or `@Binding` property the state is, when it is one.
        public var property: VariableDeclNode?
        public var number: Number
        /// The range the code keeps the state in, written as an argument of `Slider(value:in:)`:
        /// `0...total`, `range`, `1...5`; nil when the code does not say.
        public var range: String?
        /// The range's bounds when both are integer literals (`1...5`).
        public var integerBounds: ClosedRange<Int>?
        /// Other states the gesture sets and leaves set (`alteredState = true` beside the value): what
        /// a native control standing in for it would not do.
        public var alsoSets: [String] = []
        /// Functions the gesture calls beside setting the value (`updateColor()` after `hue = …`): a
        /// Slider bound to the value alone would not call them.
        public var alsoCalls: [String] = []
    }

    /// Words of states that say where the dragged view is, how big, or how far it was pulled: a drag
    /// that sets them moves, resizes, pans or dismisses, and adjusts no value.
    static let draggedPlacementWords: Set<String> = [
        "offset", "position", "location", "translation", "drag", "dragging", "dragged", "scale", "rotation", "angle", "width",
        "height", "size", "frame", "opacity", "corner", "anchor", "alignment", "edge", "side", "point", "origin", "center",
        "dismiss", "dismissal", "swipe", "pull", "refresh", "reveal", "scroll", "velocity", "distance", "delta", "start",
        "detent", "expansion", "expanded", "collapse", "collapsed", "sheet", "panel", "drawer", "stretch", "bounce", "parallax",
        "tilt", "shake", "wiggle", "pan",
    ]

    /// Words of states that choose among things rather than adjust an amount: a page, a tab, a selected
    /// item (a carousel's index, a section index's letter, a segmented row of dots that picks a page).
    static let choosingWords: Set<String> = [
        "page", "index", "tab", "selection", "selected", "section", "card", "item", "story", "slide", "focus", "focused",
        "current", "active", "photo", "image", "month", "week", "day", "year", "date", "hovered", "highlighted", "step",
    ]

    /// Modifiers whose content is a chart's overlay: a drag there picks a data point to inspect (Swift
    /// Charts exposes the data points to VoiceOver itself), it adjusts nothing.
    static let chartOverlayModifiers: Set<String> = ["chartOverlay", "chartBackground", "chartGesture"]

    /// The file's custom adjustable controls, one per adjusted state and control, in source order.
    public func adjustableControls() -> [AdjustableControl] {
        var found: [AdjustableControl] = []
        for control in (draggedControls() + tappedItemControls()).sorted(by: { $0.reportToken < $1.reportToken })
        where !found.contains(where: { $0.state == control.state && ($0.control === control.control || control.control.isDescendant(of: $0.control)) }) {
            found.append(control)
        }
        return found
    }

    /// Drags that set a number from the finger's location or translation, or step it up one way and
    /// down the other.
    private func draggedControls() -> [AdjustableControl] {
        heldGestures().compactMap { gesture -> AdjustableControl? in
            guard gesture.type == "DragGesture" else { return nil }
            var states: [String: AssignedValue] = [:]
            var steps: [String: Set<String>] = [:]
            for closure in gesture.changes + gesture.endings {
                for (target, value) in assignments(derivedFromParameterOf: closure) { states[target] = states[target] ?? value }
                // `count += 1` one way and `count -= 1` the other: a swipe that steps a number.
                for statement in actionStatements(in: closure) {
                    guard let assignment = assignment(in: statement), assignment.operator != "=", assignment.value.tokens.count == 1,
                          [.integerLiteral, .floatLiteral].contains(tree.tokens[assignment.value.tokens.lowerBound].kind) else { continue }
                    steps[assignment.target, default: []].insert(assignment.operator)
                    if steps[assignment.target]?.count == 2 { states[assignment.target] = states[assignment.target] ?? assignment.value }
                }
            }
            // A drag that puts the state back when it ends (`pull = 0`) tracks the finger; it sets no value.
            let resets = Set(gesture.endings.flatMap(actionStatements(in:)).compactMap { statement -> String? in
                guard let assignment = assignment(in: statement), assignment.operator == "=", assignment.value.tokens.count == 1,
                      isLiteral(assignment.value.tokens.lowerBound) else { return nil }
                return assignment.target
            })
            let candidates = states.filter { !resets.contains($0.key) && !isPlacementOrChoice($0.key) }
            guard candidates.count == 1, let (state, value) = candidates.first,
                  let view = gesture.attachedTo.first(where: { isExposedToAccessibility($0) }) else { return nil }
            var control = adjustableControl(.drag, report: gesture.nameToken, view: controlView(around: view), gestureView: view, state: state, value: value)
            let assigned = (gesture.changes + gesture.endings).flatMap(actionStatements(in:)).compactMap { assignment(in: $0)?.target }
            control?.alsoSets = Array(Set(assigned.filter { $0 != state && !resets.contains($0) && !isPlacementOrChoice($0) })).sorted()
            let calls = (gesture.changes + gesture.endings).flatMap(actionStatements(in:)).filter { !isFeedbackOrLogging($0) }.compactMap { statement -> String? in
                guard let chain = statement.singleChain, let call = chain.links.last, call.hasCall else { return nil }
                return chain.links.map(\.name).joined(separator: ".") + "()"
            }
            control?.alsoCalls = Array(Set(calls)).sorted()
            return control
        }
    }

    /// Taps on the items of a `ForEach` over a range that set a state to the tapped item's place,
    /// drawn filled up to the state (`index <= rating`): a rating row.
    private func tappedItemControls() -> [AdjustableControl] {
        chains.compactMap(tappedItemControl(of:))
    }

    /// Whether a tappable view is an item of a rating or level row (a star whose tap sets the rating
    /// to its place): a part of one adjustable control, not a button of its own.
    public func isItemOfAdjustableRow(_ chain: ChainNode) -> Bool {
        tappedItemControl(of: chain) != nil
    }

    private func tappedItemControl(of chain: ChainNode) -> AdjustableControl? {
        guard let tap = tapGestures(of: chain).first, tap.count == 1, let closure = tap.closure,
              let forEach = enclosingCalls(of: chain).first(where: { $0.link === $0.chain.elementLink && $0.link.name == "ForEach" }),
              let content = forEach.link.closure(labeled: nil) ?? forEach.link.closure(labeled: "content"),
              let data = forEach.link.unlabeledArguments.first?.value, let item = itemName(of: content) else { return nil }
        let statements = actionStatements(in: closure).filter { !isFeedbackOrLogging($0) }
        guard statements.count == 1, let assignment = assignment(in: statements[0]), assignment.operator == "=",
              let offset = itemOffset(Array(assignment.value.tokens), item: item), !isPlacementOrChoice(assignment.target),
              drawsFilledUpTo(assignment.target, in: content, besides: closure),
              let stack = enclosingCalls(of: forEach.chain).first(where: { $0.link === $0.chain.elementLink }),
              RuleContext.stacks.contains(stack.link.name), isExposedToAccessibility(stack.chain) else { return nil }
        var control = adjustableControl(.tappedItems, report: tap.modifier.nameToken ?? tap.modifier.firstToken, view: stack.chain,
                                        gestureView: chain, state: assignment.target, value: assignment.value)
        if let bounds = literalRange(data.text), control != nil {
            let lower = bounds.lowerBound + offset, upper = bounds.upperBound + offset
            control?.range = "\(lower)...\(upper)"
            control?.integerBounds = lower...upper
        }
        return control
    }

    private func adjustableControl(_ gesture: AdjustableControl.Gesture, report: Int, view: ChainNode, gestureView: ChainNode,
                                   state: String, value: AssignedValue) -> AdjustableControl? {
        guard let type = enclosingType(of: view), !isInStyle(view), !isInsideModifier(view, named: RuleContext.chartOverlayModifiers),
              let element = view.elementLink,
              !RuleContext.scrollContainers.contains(element.name), !["Map", "TabView", "Chart"].contains(element.name) else { return nil }
        let name = state.hasPrefix("self.") ? String(state.dropFirst(5)) : state
        let property = name.contains(".") ? nil : type.properties.first { $0.name == name && $0.isStored }
        let number: AdjustableControl.Number
        if let property {
            guard let kind = numberKind(of: property, in: type) else { return nil }
            number = kind
        } else if gesture == .tappedItems || clampedRange(of: value) != nil {
            // `viewModel.stars = max(1, min(5, value))`: a number, of a type the View does not declare.
            number = .unknown
        } else {
            return nil
        }
        let range = clampedRange(of: value) ?? property.flatMap { rangeProperty(of: type, for: $0) }
        let wrapped = property.flatMap { ($0.attribute(named: "State") ?? $0.attribute(named: "Binding")) != nil ? $0 : nil }
        return AdjustableControl(gesture: gesture, reportToken: report, control: view, gestureView: gestureView, state: state, property: wrapped,
                                 number: number, range: range, integerBounds: range.flatMap(literalRange))
    }

    /// The view a gesture's view stands for: a clear layer in an overlay or background (a hit area
    /// over a progress bar) stands for the view it lies over.
    private func controlView(around view: ChainNode) -> ChainNode {
        var current = view
        while let call = enclosingCalls(of: current).first, call.link !== call.chain.elementLink,
              ["overlay", "background"].contains(call.link.name), call.chain.elementLink != nil {
            current = call.chain
        }
        return current
    }

    /// Whether a state's name says where or how big the view is, or which of several things is chosen.
    private func isPlacementOrChoice(_ state: String) -> Bool {
        RuleContext.words(in: state.split(separator: ".").last.map(String.init) ?? state).contains {
            RuleContext.draggedPlacementWords.contains($0) || RuleContext.choosingWords.contains($0)
        }
    }

    /// What kind of number a property holds, from its type (`Double`, `Binding<CGFloat>`, a generic
    /// parameter constrained to `BinaryFloatingPoint`) or its literal initial value; nil when not a number.
    private func numberKind(of property: VariableDeclNode, in type: TypeDeclNode) -> AdjustableControl.Number? {
        if let annotation = property.typeAnnotation.map(RuleContext.squeezed) {
            var written = annotation
            if written.hasPrefix("Binding<"), written.hasSuffix(">") { written = String(written.dropFirst(8).dropLast()) }
            if ["Double", "CGFloat", "Float", "Float32", "Float64", "TimeInterval"].contains(written) { return .floating }
            if ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"].contains(written) { return .integer }
            guard written.allSatisfy({ $0.isLetter || $0.isNumber }), let open = type.bodyOpenToken else { return nil }
            let header = RuleContext.squeezed((type.firstToken..<open).map { tree.text(ofToken: $0) }.joined(separator: " "))
            let numeric = ["BinaryFloatingPoint", "FloatingPoint", "BinaryInteger", "FixedWidthInteger", "Numeric", "SignedNumeric"]
            return numeric.contains { header.contains(written + ":" + $0) } ? .unknown : nil
        }
        guard let initializer = property.initializer, initializer.firstToken == initializer.lastToken else { return nil }
        switch tree.tokens[initializer.firstToken].kind {
        case .floatLiteral: return .floating
        case .integerLiteral: return .integer
        default: return nil
        }
    }

    /// The type's one stored `ClosedRange` property of the state's type (`let range: ClosedRange<Double>`
    /// beside `@Binding var value: Double`), the range a control of its own keeps its value in.
    private func rangeProperty(of type: TypeDeclNode, for property: VariableDeclNode) -> String? {
        guard var written = property.typeAnnotation.map(RuleContext.squeezed) else { return nil }
        if written.hasPrefix("Binding<"), written.hasSuffix(">") { written = String(written.dropFirst(8).dropLast()) }
        let ranges = type.properties.filter { $0.isStored && $0.typeAnnotation.map(RuleContext.squeezed) == "ClosedRange<\(written)>" }
        return ranges.count == 1 ? ranges[0].name : nil
    }

    /// The range a value is clamped to, written as `lower...upper` (`min(max(x, 0), 1)`,
    /// `max(1, min(5, x))`, `clamp(x, min: 0, max: total)`) or as the range a `.clamped(to:)` is given.
    private func clampedRange(of value: AssignedValue) -> String? {
        guard let chain = value.chain, let call = chain.links.last, call.hasCall else { return nil }
        if call.name == "clamped", chain.links.count > 1, let range = call.argument("to")?.value { return range.text }
        if call.name == "clamp", let lower = call.argument("min")?.value, let upper = call.argument("max")?.value,
           isBound(lower), isBound(upper) {
            return lower.text + "..." + upper.text
        }
        guard chain.links.count == 1, call.name == "min" || call.name == "max", call.arguments.count == 2,
              call.arguments.allSatisfy({ $0.label == nil }) else { return nil }
        let inner = call.arguments.first { argument in
            argument.value?.singleChain.map { ["min", "max"].contains($0.links.last?.name ?? "") && $0.links.count == 1 } == true
        }
        guard let innerCall = inner?.value?.singleChain?.links.last, innerCall.name != call.name, innerCall.arguments.count == 2,
              let outerBound = call.arguments.first(where: { $0 !== inner })?.value, isBound(outerBound),
              let innerBound = innerCall.arguments.compactMap(\.value).first(where: isBound) else { return nil }
        // `min(max(x, lower), upper)`: the outer `min` gives the upper bound.
        return call.name == "min" ? innerBound.text + "..." + outerBound.text : outerBound.text + "..." + innerBound.text
    }

    /// A bound a range can be written with: a number or a name (`total`, `Self.maximum`).
    private func isBound(_ expression: ExpressionNode) -> Bool {
        if expression.firstToken == expression.lastToken {
            return [.integerLiteral, .floatLiteral, .identifier].contains(tree.tokens[expression.firstToken].kind)
        }
        return expression.singleChain?.links.allSatisfy { ($0.kind == .name || $0.kind == .member) && !$0.hasCall } == true
    }

    /// `1...5` → 1...5, `0..<5` → 0...4; nil unless both bounds are integer literals.
    private func literalRange(_ text: String) -> ClosedRange<Int>? {
        let squeezed = RuleContext.squeezed(text)
        for (separator, closed) in [("...", true), ("..<", false)] {
            let parts = squeezed.components(separatedBy: separator)
            guard parts.count == 2, let lower = Int(parts[0]), let upper = Int(parts[1]) else { continue }
            let last = closed ? upper : upper - 1
            return lower <= last ? lower...last : nil
        }
        return nil
    }

    private func isLiteral(_ token: Int) -> Bool {
        [.integerLiteral, .floatLiteral].contains(tree.tokens[token].kind)
            || [".zero", "nil", "false", "true"].contains(tree.text(ofToken: token))
    }

    /// The assignments a gesture closure makes from its value: the state and the value's tokens,
    /// where the value reads the gesture's value (the closure's parameter or `$0`) or a local computed
    /// from it (`let fraction = value.location.x / width`).
    private func assignments(derivedFromParameterOf closure: ClosureNode) -> [(String, AssignedValue)] {
        var derived: Set<String> = [itemName(of: closure) ?? "$0"]
        for local in closure.descendants(ofType: VariableDeclNode.self) {
            if let initializer = local.initializer, mentions(Array(initializer.firstToken...initializer.lastToken), anyOf: derived) {
                derived.insert(local.name)
            }
        }
        return actionStatements(in: closure).compactMap { statement in
            guard let assignment = assignment(in: statement),
                  mentions(Array(assignment.value.tokens), anyOf: derived) else { return nil }
            return (assignment.target, assignment.value)
        }
    }

    /// Whether tokens name one of `names` as a value, not as a member (`value.x`, not `state.value`).
    private func mentions(_ tokens: [Int], anyOf names: Set<String>) -> Bool {
        tokens.contains { index in
            names.contains(tree.text(ofToken: index)) && (index == 0 || tree.tokens[index - 1].kind != .period)
        }
    }

    /// How far the value a tap sets is from the tapped item's place: `rating = index` is 0,
    /// `rating = index + 1` and `stars = Double(index) + 1` are 1; nil for anything else.
    private func itemOffset(_ tokens: [Int], item: String) -> Int? {
        var texts = tokens.map { tree.text(ofToken: $0) }
        if texts.count >= 4, ["Double", "CGFloat", "Float", "Int"].contains(texts[0]), texts[1] == "(", texts[2] == item, texts[3] == ")" {
            texts.replaceSubrange(0...3, with: [item])
        }
        guard texts.first == item else { return nil }
        switch texts.count {
        case 1: return 0
        case 3: return ["+", "-"].contains(texts[1]) ? Int(texts[2]).map { texts[1] == "+" ? $0 : -$0 } : nil
        default: return nil
        }
    }

    /// Whether the items draw themselves against the state with an order comparison (`index <= rating`,
    /// `rating - Double(index) > 0`): filled up to the value, as a rating or level row is, not one
    /// item marked as chosen (`==`).
    private func drawsFilledUpTo(_ state: String, in content: ClosureNode, besides tap: ClosureNode) -> Bool {
        let tokens = (content.firstToken...content.lastToken).filter { !tap.range.contains(tree.tokens[$0].start) }
        let last = state.split(separator: ".").last.map(String.init) ?? state
        return tokens.contains { tree.text(ofToken: $0) == last }
            && tokens.contains { tree.tokens[$0].kind == .operator && ["<", "<=", ">", ">="].contains(tree.text(ofToken: $0)) }
    }
}
