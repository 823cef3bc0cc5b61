import Foundation

/// State a control shows only by how it looks: a Button that flips a Boolean and draws a filled or
/// an empty glyph, or another colour, for it, while its name stays the same. VoiceOver reads the
/// name and never the state. The state-value rule asks this; the audit's value column could too.
extension RuleContext {
    /// The Boolean state `chain`'s Button flips (`isChecked.toggle()`, `model.isFavorite = !model.isFavorite`)
    /// when its label or its own modifiers draw something else for each value of it
    /// (`isChecked ? "checkmark.square.fill" : "square"`, `if model.isFavorite { … }`,
    /// `.foregroundStyle(isOn ? .yellow : .gray)`); nil otherwise, and for an action that only
    /// calls a function named for toggling (`toggleMute()`), whose state a11yfix cannot see.
    public func stateShownOnlyByLook(_ chain: ChainNode) -> String? {
        guard let element = chain.elementLink, element.name == "Button", case let .toggles(state)? = controlAction(of: element),
              let last = state.split(separator: ".").last.map(String.init), !last.lowercased().hasPrefix("toggle"),
              !RuleContext.readsAsVisibility(last) else { return nil }
        let drawn = element.allClosures.filter { $0 !== actionClosure(of: element) }.map(\.text) + chain.modifiers.filter { !$0.name.hasPrefix("accessibility") }.map(\.text)
        return drawn.contains { RuleContext.branches($0, on: state) } ? state : nil
    }

    /// The condition under which a view's content shows its selection mark: a checkmark drawn
    /// `if selections.contains(id)`, faded in and out with `.opacity(selections.contains(id) ? 1 : 0)`,
    /// or the symbol a condition chooses (`isOn ? "checkmark.circle.fill" : "circle"`).
    /// Nil when no checkmark, or one whose condition binds a value (`if let`), or several.
    public func selectionMarkCondition(in content: SyntaxNode) -> String? {
        var conditions: [String] = []
        let isCheckmark = RuleContext.isCheckmark
        for image in content.descendants(ofType: ChainNode.self) {
            // `Image(systemName: isOn ? "checkmark.circle.fill" : "circle")`: checked while the condition holds.
            if case let .conditional(condition, whenTrue, whenFalse)? = symbolNames(of: image), RuleContext.isCheckBox(whenTrue, whenFalse) {
                conditions.append(isCheckmark(whenTrue) ? condition : RuleContext.negated(condition))
                continue
            }
            guard case let .single(name)? = symbolNames(of: image), isCheckmark(name), !RuleContext.isPlaceholder(image) else { continue }
            if let opacity = ternary(image.modifier(named: "opacity")?.arguments.first?.value),
               ["1", "1.0"].contains(RuleContext.squeezed(opacity.whenTrue)), ["0", "0.0"].contains(RuleContext.squeezed(opacity.whenFalse)) {
                conditions.append(opacity.condition)
            } else if let block = image.firstAncestor(ofType: BlockNode.self), block.isDescendant(of: content),
                      let statement = block.parent as? StatementNode, statement.keyword == "if",
                      statement.blocks.count == 1 || statement.blocks.count == 2 && (statement.blocks[0] === block && drawsOnlyPlaceholders(statement.blocks[1])
                          || drawsOnlyEmptyBox(statement.blocks[0] === block ? statement.blocks[1] : statement.blocks[0], besides: name)),
                      statement.conditions.count == 1, let condition = statement.conditions.first,
                      !tree.token(statement.firstToken + 1, is: "let"), !tree.token(statement.firstToken + 1, is: "var"), !condition.text.contains("\n") {
                // `if selected { checkmark.circle.fill } else { circle }`: checked in whichever branch draws the mark.
                conditions.append(statement.blocks[0] === block ? condition.text : RuleContext.negated(condition.text))
            } else {
                return nil
            }
        }
        return conditions.count == 1 ? conditions[0] : nil
    }

    /// Whether a branch draws only the empty box of a check box whose mark is `mark`
    /// (`else { Image(systemName: "circle") }` beside `checkmark.circle.fill`).
    private func drawsOnlyEmptyBox(_ block: BlockNode, besides mark: String) -> Bool {
        let drawn = block.children.compactMap { ($0 as? ExpressionNode)?.singleChain }
        guard drawn.count == 1, case let .single(name)? = symbolNames(of: drawn[0]) else { return false }
        // `if isInPlaylist { checkmark.circle.fill } else { plus.circle }`: in the list, or a tap away from it.
        return RuleContext.isCheckBox(mark, name) || name.split(separator: ".").first == "plus"
    }

    /// Whether a branch draws only views nobody sees (hidden, fully transparent, clear or empty),
    /// holding the place of what the other branch shows: `else { Image(systemName: "checkmark").hidden() }`.
    public func drawsOnlyPlaceholders(_ block: BlockNode) -> Bool {
        let drawn = block.children.compactMap { ($0 as? ExpressionNode)?.singleChain }
        return !drawn.isEmpty && drawn.allSatisfy(RuleContext.isPlaceholder)
    }

    /// Whether a view is drawn only to hold a place: hidden, fully transparent or drawn in clear, a
    /// spacer or empty.
    static func isPlaceholder(_ chain: ChainNode) -> Bool {
        ["Spacer", "EmptyView"].contains(chain.elementLink?.name ?? "") || chain.text.hasPrefix("Color.clear") || isDrawnInClear(chain)
            || chain.modifiers.contains { $0.name == "hidden" || $0.name == "opacity" && ["0", "0.0"].contains($0.arguments.first?.value?.text ?? "") }
    }

    /// Whether a view is drawn in the clear colour (`.foregroundColor(.clear)`): nobody sees it, while
    /// VoiceOver, unlike for a `.hidden()` view, still reads it.
    static func isDrawnInClear(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { ["foregroundColor", "foregroundStyle"].contains($0.name) && [".clear", "Color.clear"].contains($0.arguments.first?.value?.text ?? "") }
    }

    /// Whether an image is a checkmark, or a symbol chosen between a checkmark and another (`isOn ?
    /// "checkmark.circle.fill" : "circle"`): a mark of selection.
    public func isSelectionMark(_ image: ChainNode) -> Bool {
        switch symbolNames(of: image) {
        case let .single(name)?: return RuleContext.isCheckmark(name)
        case let .conditional(_, whenTrue, whenFalse)?: return RuleContext.isCheckBox(whenTrue, whenFalse)
        case nil: return false
        }
    }

    static func isCheckmark(_ name: String) -> Bool { name == "checkmark" || name.hasPrefix("checkmark.") }

    /// A checkmark in one state and an empty mark in the other (`"checkmark.circle.fill"` / `"circle"`):
    /// a box checked or not. A checkmark against another symbol (`isError ? "exclamationmark.circle.fill"
    /// : "checkmark.circle.fill"`) is a status, not a selection.
    static func isCheckBox(_ first: String, _ second: String) -> Bool {
        guard isCheckmark(first) != isCheckmark(second) else { return false }
        let empty = isCheckmark(first) ? second : first
        let shapes: Set<String> = ["circle", "square", "rectangle", "capsule", "app", "fill", "dashed", "inset", "filled", "roundedrectangle"]
        return empty.split(separator: ".").allSatisfy { shapes.contains($0.lowercased()) }
    }

    /// A state that shows, presents or expands something (`showRead`, `isPanelPresented`,
    /// `isExpanded`): the glyph drawn for it shows what a tap does next (a close cross, a chevron),
    /// and which way "on" reads is the label's question, not a value's.
    static func readsAsVisibility(_ state: String) -> Bool {
        if presentationObject(ofState: state) != nil { return true }
        let words = LabelInference.splitWords(state).map { $0.lowercased() }
        return !Set(words).isDisjoint(with: ["expanded", "collapsed", "hidden", "visible", "shown", "open", "opened", "closed", "show", "hide"])
    }

    /// Whether `text` chooses between two things on `state`: `state ?`, `!state ?`, `if state`, `if !state`.
    static func branches(_ text: String, on state: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: state)
        let pattern = "(?<![\\w.])!?(self\\.)?\(name)\\s*\\?(?!\\?)|\\bif\\s+!?(self\\.)?\(name)\\b(?!\\s*[.(\\[])"
        return text.range(of: pattern, options: .regularExpression) != nil
    }

    /// Whether the chain states a value or a state trait for its element: `.accessibilityValue(…)`,
    /// the deprecated `.accessibility(value:)`, `.accessibilityAddTraits(.isSelected)` or `.isToggle`,
    /// or a representation that stands in for it.
    public func hasAccessibilityValue(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            switch modifier.name {
            case "accessibilityValue", "accessibilityRepresentation": return true
            case "accessibility": return modifier.argument("value") != nil
            case "accessibilityAddTraits", "accessibilityTraits": return modifier.text.contains("isSelected") || modifier.text.contains("isToggle")
            default: return false
            }
        }
    }
}
