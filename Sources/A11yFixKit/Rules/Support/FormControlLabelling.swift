import Foundation

/// Labelling a form control that has no title, shared by `form-control-label` and
/// `segmented-picker-label`: whether anything else names it, which words should, and the fix.
enum FormControlLabelling {
    /// Picker styles that draw segments, a palette or a wheel, which `segmented-picker-label` judges.
    static let segmentedStyles: Set<String> = ["segmented", "wheel", "palette"]

    static func isSegmentedOrWheel(_ chain: ChainNode, in context: RuleContext) -> Bool {
        context.pickerStyle(of: chain).map(segmentedStyles.contains) == true
    }

    /// The finding for an untitled control that nothing else names, with its fix where a label can
    /// be inferred; nil for a control that has a title or a name from around it. `make` builds the
    /// rule's own finding from its message, offset and fix.
    static func finding(for chain: ChainNode, in context: RuleContext, make: (String, Int, Fix?) -> Finding) -> Finding? {
        guard let element = chain.elementLink, context.isUntitled(element), !isNamedAround(chain, in: context),
              !context.hasCustomControlStyle(chain), !showsAConstant(element), let nameToken = element.nameToken else { return nil }
        let offset = context.tree.tokens[nameToken].start
        let problem = "\(element.name) has no title and no accessibility label: VoiceOver reads its value and role with no name"
        guard context.isViewPosition(chain), let label = label(for: chain, element: element, in: context) else {
            return make(problem + "; add .accessibilityLabel(\"…\") naming what it sets", offset, nil)
        }
        // A state's name ("Low" from `lowValue`) is a guess where the screen titles the row in words
        // the fix cannot see (a section header, a wrapper's `title:`): Voice Control users say those.
        if let suggested = label.suggestion {
            return make(problem + "; name it with the words the screen shows for it (\(label.suggestedBy) \(suggested))", offset, nil)
        }
        guard let edits = context.modifierInsertion([label.modifier], into: chain, verifyMarker: true) else {
            return make(problem + "; label it from \(label.source)", offset, nil)
        }
        return make(problem + "; labelled from \(label.source)", offset,
                    Fix(safety: .verify, edits: edits, summary: "labelled a \(element.name) that had no title"))
    }

    /// A control bound to a constant (`TextField("", text: .constant(argument))`) shows a value it
    /// cannot set: read-only text, whose value is what VoiceOver needs.
    private static func showsAConstant(_ element: LinkNode) -> Bool {
        ["text", "isOn", "value", "selection"].contains { element.argument($0)?.value?.text.hasPrefix(".constant(") == true }
    }

    /// Whether something other than the control's title names it: its own accessibility label or
    /// labelled pair, a container that hides, replaces, combines or labels it, the row of a
    /// `LabeledContent`, a `Label`, a menu that builds entries from its items, the column of a
    /// `Table` whose header VoiceOver reads with each cell.
    private static func isNamedAround(_ chain: ChainNode, in context: RuleContext) -> Bool {
        if context.hasAccessibilityLabel(chain) || chain.hasModifier("accessibilityLabeledPair") || context.isAccessibilityHidden(chain) { return true }
        if context.isLabelledAround(chain) || context.isInMenuItems(chain) || context.isInsideElement(chain, named: ["LabeledContent", "Label", "TableColumn"]) { return true }
        return chain.ancestors().contains { ancestor in
            guard let container = ancestor as? ChainNode, container.elementLink != nil else { return false }
            return context.childrenBehavior(of: container) == .combine
        }
    }

    private struct ControlLabel {
        var modifier: String
        var source: String
        /// Words only a state's name suggests, or a row View of the project shows: reported, not inserted.
        var suggestion: String?
        var suggestedBy = "its state suggests"
    }

    /// The label, most trusted source first: the text beside the control, its placeholder, its state.
    private static func label(for chain: ChainNode, element: LinkNode, in context: RuleContext) -> ControlLabel? {
        if let text = context.textBeside(chain), !(context.literalTitle(of: text).map(readsAsInstruction) ?? false) {
            return ControlLabel(modifier: copiedLabel(text, in: context), source: "the text beside it, \(text.text)")
        }
        if ["TextField", "SecureField"].contains(element.name), let prompt = element.argument("prompt")?.value?.singleChain,
           prompt.links.count == 1, let text = prompt.elementLink, text.name == "Text",
           let placeholder = context.literalTitle(of: text), readsAsName(placeholder), !readsAsInstruction(placeholder) {
            return ControlLabel(modifier: copiedLabel(text, in: context), source: "its placeholder \(StringLiteral.literal(placeholder))")
        }
        // A row View of the project that shows words for the control (a `title:`, a caption in its
        // other closure) names it on screen: those words are what to suggest, not the state's.
        if let caption = context.wrapperCaption(of: chain) {
            let name = caption.trimmingCharacters(in: CharacterSet(charactersIn: " :："))
            return ControlLabel(modifier: "", source: "the words its row shows", suggestion: StringLiteral.literal(name), suggestedBy: "its row shows")
        }
        guard let state = context.bindingName(context.boundValue(of: element)), let words = nameOfState(state) else { return nil }
        let inferred = InferredLabel(expression: StringLiteral.literal(words), inputLabels: [], source: "the state '\(state)' it edits")
        guard case let .insert(expression, _) = context.localized(inferred) else { return nil }
        return ControlLabel(modifier: context.accessibilityLabelModifier(expression, at: element), source: inferred.source, suggestion: expression)
    }

    /// What a control's state names: `issueAreaListSelection` → "Issue area", `selectedAccount` →
    /// "Account"; the words that say which value is chosen or how it is stored go. Nil for state that
    /// names nothing (`selection`, `item`).
    private static func nameOfState(_ state: String) -> String? {
        guard let words = LabelInference.label(fromBindingName: state)?.split(separator: " ").map(String.init) else { return nil }
        var kept = words[...]
        while kept.count > 1, let first = kept.first, FormControlLabelling.choiceWords.contains(first.lowercased()) { kept = kept.dropFirst() }
        while kept.count > 1, let last = kept.last, FormControlLabelling.choiceWords.union(["list", "index"]).contains(last.lowercased()) { kept = kept.dropLast() }
        // `sliderValue` names the control, not what it sets: "Slider" would repeat the role.
        guard !kept.allSatisfy({ FormControlLabelling.vagueWords.union(FormControlLabelling.controlWords).contains($0.lowercased()) }) else { return nil }
        return LabelInference.uppercasingFirstLetter(kept.joined(separator: " "))
    }

    /// Words that say a value is the chosen one.
    static let choiceWords: Set<String> = ["selected", "selection", "current", "chosen", "picked"]
    /// Words that name a control, which VoiceOver already says as its role.
    static let controlWords: Set<String> = ["slider", "toggle", "switch", "picker", "stepper", "field", "textfield", "segment", "control", "checkbox"]
    /// Words that name no particular state.
    static let vagueWords: Set<String> = [
        "selection", "selected", "current", "item", "data", "content", "model", "temp", "draft", "binding", "option", "index", "list",
        "tab", "page", "segment", "section", "type", "kind", "value",
    ]

    /// `.accessibilityLabel("Volume")` for `Text("Volume")`; `.accessibilityLabel(Text(feed.title))`
    /// for any other text, written as the row writes it, so it is looked up and translated alike.
    private static func copiedLabel(_ text: LinkNode, in context: RuleContext) -> String {
        if text.arguments.count == 1, text.arguments[0].label == nil, let literal = text.arguments[0].value,
           let words = context.stringLiteralValue(literal) {
            // "Login Path: " introduces the field, and "Search..." trails off into it; its name is
            // "Login Path", "Search".
            let name = words.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: #"[\s:：.…]+$"#, with: "", options: .regularExpression)
            return context.accessibilityLabelModifier(name == words ? literal.text : StringLiteral.literal(name), at: text)
        }
        // `Text(Strings.allDay + ":")`: the colon lays out a form grid's caption; the name is before it.
        var shown = text.text
        if text.arguments.count == 1, let value = text.arguments[0].value?.text,
           let colon = value.range(of: #"\s*\+\s*"[:：]\s*"$"#, options: .regularExpression) {
            shown = "Text(\(value[..<colon.lowerBound]))"
        }
        return context.hasSwiftUI2APIs(at: text) ? ".accessibilityLabel(\(shown))" : ".accessibility(label: \(shown))"
    }

    /// Words that tell what to do rather than name the field: "Type and press enter to add...", "Tap to
    /// choose…". As a label they would be read on every visit, and stale once the field has text.
    private static func readsAsInstruction(_ text: String) -> Bool {
        let words = RuleContext.words(in: text)
        let trailsOff = text.hasSuffix("...") || text.hasSuffix("…")
        return !Set(words).isDisjoint(with: ["press", "tap", "click", "hit"]) || trailsOff && words.count > 3
    }

    /// A placeholder that names the field ("Message (optional)"), not one that shows an example
    /// value to type ("name@example.com", "https://…", "e.g. 42").
    private static func readsAsName(_ placeholder: String) -> Bool {
        let lowered = placeholder.lowercased()
        guard placeholder.contains(where: \.isLetter), !placeholder.contains(where: \.isNumber) else { return false }
        return !["@", "://", "www.", ".com", "e.g.", "example"].contains { lowered.contains($0) }
    }
}
