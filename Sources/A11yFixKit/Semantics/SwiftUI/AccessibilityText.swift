import Foundation

/// The words a chain writes for VoiceOver (`.accessibilityLabel("…")`, `.accessibilityHint("…")`),
/// where they are written, whether the project translates them, and how two texts compare when a
/// person says them: the questions of the rules that read labels and hints (`label-in-name`,
/// `label-role-word`, `hint-style`).
extension RuleContext {
    /// An accessibility label or hint written with one plain string literal:
    /// `.accessibilityLabel("Delete")`, `.accessibilityHint(Text("Opens settings"))`, or the
    /// deprecated `.accessibility(label: Text("Delete"))`.
    public struct WrittenAccessibilityText {
        /// The modifier that sets it.
        public var modifier: LinkNode
        /// The string literal token.
        public var literalToken: Int
        /// The literal's value; for a literal with interpolations, its text around them
        /// (`"Remove \\(name)"` → "Remove ").
        public var text: String
        /// Whether the literal interpolates values.
        public var isInterpolated: Bool
        /// Whether SwiftUI takes the literal as a localization key (every literal here but
        /// `Text(verbatim:)`).
        public var isKey: Bool
    }

    /// Which property a modifier sets.
    public enum WrittenProperty: String {
        case label, hint

        var modifierName: String { self == .label ? "accessibilityLabel" : "accessibilityHint" }
    }

    /// The chain's label or hint modifiers whose text is one single-line literal, outside postfix `#if`s.
    public func writtenAccessibilityTexts(_ property: WrittenProperty, of chain: ChainNode) -> [WrittenAccessibilityText] {
        chain.modifiers.compactMap { modifier in
            guard !modifier.isConditional, modifier.arguments.count == 1, let argument = modifier.arguments.first else { return nil }
            switch (modifier.name, argument.label) {
            case (property.modifierName, nil), ("accessibility", property.rawValue?): break
            default: return nil
            }
            guard let value = argument.value else { return nil }
            if let literal = literalToken(value) { return written(modifier, literal, isKey: true) }
            // `Text("Delete")` or `Text(verbatim: "Delete")`.
            guard let chain = value.singleChain, chain.range == value.range, chain.links.count == 1, let text = chain.elementLink,
                  text.name == "Text", text.arguments.count == 1, let first = text.arguments.first,
                  first.label == nil || first.label == "verbatim", let inner = first.value, let literal = literalToken(inner) else { return nil }
            return written(modifier, literal, isKey: first.label == nil)
        }
    }

    private func written(_ modifier: LinkNode, _ literal: Int, isKey: Bool) -> WrittenAccessibilityText {
        if let value = stringLiteralValue(ofToken: literal) {
            return WrittenAccessibilityText(modifier: modifier, literalToken: literal, text: value, isInterpolated: false, isKey: isKey)
        }
        let text = StringLiteral.staticText(of: tree.text(ofToken: literal)) ?? ""
        return WrittenAccessibilityText(modifier: modifier, literalToken: literal, text: text, isInterpolated: true, isKey: isKey)
    }

    /// The token of the single-line string literal that makes up `expression`.
    private func literalToken(_ expression: ExpressionNode) -> Int? {
        guard let chain = expression.singleChain, chain.range == expression.range, chain.links.count == 1, chain.links[0].kind == .literal else { return nil }
        let token = chain.links[0].firstToken
        guard tree.tokens[token].kind == .stringLiteral, StringLiteral.staticText(of: tree.text(ofToken: token)) != nil else { return nil }
        return token
    }

    /// The English text the project's strings table gives a key this file writes; nil when the
    /// project has no table with that key (then the literal is its own text).
    public func translatedText(ofKey key: String) -> String? {
        project?.localizedText(ofKey: key, inFile: file.path)
    }

    /// What a written label or hint says, and how it may be edited.
    public struct SaidText {
        /// The words VoiceOver reads: the table's English text for a key the project translates,
        /// else the literal (around its interpolations).
        public var text: String
        /// Whether the project's strings table translates the literal: editing it in code would
        /// cut it off from its translations.
        public var isTranslated: Bool
        /// The literal's body between its quotes, interpolations as written, when it can be edited
        /// in place (a translated key, a raw or multi-line literal cannot).
        public var editableBody: String?
    }

    /// What `written` says; nil for a literal that reads as a table key the project does not have
    /// (`settings.hint`): its words are elsewhere.
    public func said(_ written: WrittenAccessibilityText) -> SaidText? {
        if written.isKey, !written.isInterpolated, let english = translatedText(ofKey: written.text) {
            return SaidText(text: english, isTranslated: true, editableBody: nil)
        }
        guard !RuleContext.readsAsKey(written.text) else { return nil }
        let raw = tree.text(ofToken: written.literalToken)
        let isPlain = raw.hasPrefix("\"") && !raw.hasPrefix("\"\"\"") && raw.hasSuffix("\"") && raw.count >= 2
        return SaidText(text: written.text, isTranslated: false, editableBody: isPlain ? String(raw.dropFirst().dropLast()) : nil)
    }

    /// The edit that gives a written label or hint the literal body `body`.
    public func literalReplacement(_ written: WrittenAccessibilityText, body: String) -> Edit {
        let token = tree.tokens[written.literalToken]
        return Edit(range: token.start..<token.end, replacement: "\"" + body + "\"")
    }

    /// A text as Voice Control compares what a person says: its letters and digits, lowercased,
    /// with spaces between words ("Sign-In…" → "sign in"; "&" is said "and").
    public static func spokenWords(_ text: String) -> [String] {
        text.lowercased().replacingOccurrences(of: "&", with: " and ").split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// Whether VoiceOver reads a text as its words alone: no emoji or other symbol, which it would
    /// name ("⭐️ Favorites" is read "star, Favorites").
    public static func readsAsWords(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0.isWhitespace || $0.isPunctuation }
    }

    /// A literal that reads as a table key rather than words (`settings.title`, `save_button`): a
    /// key's text is in the table, not in the code.
    public static func readsAsKey(_ text: String) -> Bool {
        !text.contains(" ") && (text.contains(".") || text.contains("_")) && text.contains(where: \.isLetter)
            && !text.hasSuffix(".") && !text.hasSuffix("…")
    }

    /// The words a literal shows: the table's English text for a key the project translates, the
    /// literal itself when it reads as words, nil when it reads as a key the project does not have.
    public func shownWords(ofLiteral text: String) -> String? {
        if let english = translatedText(ofKey: text) { return english }
        return RuleContext.readsAsKey(text) ? nil : text
    }
}

extension RuleContext {
    /// The edit that removes a modifier from its chain: the whole line when the modifier has a line
    /// of its own, else just its text. Nil when a comment shares its line (it would go too or be
    /// left stranded).
    public func modifierRemoval(_ modifier: LinkNode) -> Edit? {
        let tokens = tree.tokens
        let first = tokens[modifier.firstToken]
        let last = tokens[modifier.lastToken]
        let firstLine = file.lineIndex(of: first.start)
        let lastLine = file.lineIndex(of: last.end)
        let nextStartsLine = modifier.lastToken + 1 >= tokens.count || tokens[modifier.lastToken + 1].startsLine
            || tokens[modifier.lastToken + 1].kind == .endOfFile
        let afterLast = file.text(last.end..<file.lineContentRange(lastLine).upperBound)
        guard afterLast.allSatisfy(\.isWhitespace) || !nextStartsLine else { return nil }
        if first.startsLine, nextStartsLine {
            // The modifier's own lines, with their line break.
            let start = file.lineContentRange(firstLine).lowerBound
            let end = lastLine + 1 < file.lineCount ? file.lineContentRange(lastLine + 1).lowerBound : file.lineContentRange(lastLine).upperBound
            return Edit(range: start..<end, replacement: "")
        }
        return Edit(range: first.start..<last.end, replacement: "")
    }
}

extension RuleContext {
    /// The text a control shows where it stands, as far as its code spells it.
    public struct VisibleText {
        /// The first text it shows (a table key's English text).
        public var text: String
        /// Every literal text its label shows, in any state (`if isOffline { Text("Retry") } else { Text("Refresh") }`).
        public var allTexts: [String]
        /// Whether the text is all the control shows, so that SwiftUI reads it as the whole label: a
        /// title, or one `Text` or `Label` with no accessibility modifiers of its own.
        public var isAllShown: Bool
        /// Whether the text is certainly on screen: a `Label`'s title, or a title given with an image
        /// (`Button("Add", systemImage: "plus")`), shows only its icon in a toolbar.
        public var isCertainlyShown: Bool
    }

    /// What a control shows as text; nil when it shows none that the code spells, when a view of
    /// the app's own comes before its first text, or when a style or `.labelsHidden()` hides it.
    public func visibleText(of chain: ChainNode) -> VisibleText? {
        guard let element = chain.elementLink, !hidesTitles(around: chain) else { return nil }
        let inToolbar = isInsideModifier(chain, named: RuleContext.iconOnlyPlaces)
        switch controlLabelSource(of: element) {
        case .title:
            guard let literal = element.arguments.first?.value.flatMap(shownText)?.literal, let words = shownWords(ofLiteral: literal) else { return nil }
            let hasImage = element.argument("systemImage") != nil || element.argument("image") != nil
            return VisibleText(text: words, allTexts: [words], isAllShown: true, isCertainlyShown: !(hasImage && inToolbar))
        case let .content(closure):
            return visibleText(inContent: contentChains(of: closure), inToolbar: inToolbar)
        case let .view(view):
            return view.singleChain.flatMap { visibleText(inContent: [$0], inToolbar: inToolbar) }
        case .other:
            return nil
        }
    }

    /// Modifiers whose content shows a `Label` as its icon alone.
    static let iconOnlyPlaces: Set<String> = ["toolbar", "navigationBarItems", "tabItem", "contextMenu", "swipeActions"]

    private func visibleText(inContent chains: [ChainNode], inToolbar: Bool) -> VisibleText? {
        guard !chains.isEmpty, !chains.contains(where: hidesTitlesInside) else { return nil }
        var items: [ShownItem] = []
        for chain in chains { items += shownItems(in: chain) }
        guard let index = items.firstIndex(where: { if case .text = $0 { return true } else { return false } }),
              !items[..<index].contains(where: { if case .view = $0 { return true } else { return false } }),
              case let .text(first) = items[index], let literal = first.literal, !isHiddenText(first),
              let words = shownWords(ofLiteral: literal) else { return nil }
        let allTexts = items.compactMap { item -> String? in
            if case let .text(text) = item { return text.literal.flatMap(shownWords(ofLiteral:)) }
            return nil
        }
        let only = chains.count == 1 ? chains[0].elementLink : nil
        let isAllShown = (only?.name == "Text" || only?.name == "Label" && literalTitle(of: only!) != nil)
            && !chains[0].modifiers.contains { $0.name.hasPrefix("accessibility") }
        return VisibleText(text: words, allTexts: allTexts, isAllShown: isAllShown, isCertainlyShown: !(only?.name == "Label" && inToolbar))
    }

    /// A `Text` that takes its place but draws nothing: `.hidden()`, `.opacity(0)`.
    private func isHiddenText(_ text: ShownText) -> Bool {
        guard let chain = text.expression.parent?.parent?.parent as? ChainNode else { return false }
        return chain.modifiers.contains { $0.name == "hidden" || $0.name == "opacity" && $0.arguments.first?.value?.text == "0" }
    }

    /// Whether the control or a container around it hides its text: `.labelsHidden()`,
    /// `.labelStyle(.iconOnly)` or a style of the app's own, which may draw anything.
    private func hidesTitles(around chain: ChainNode) -> Bool {
        if hidesTitlesInside(chain) { return true }
        return chain.ancestors().contains { ancestor in
            guard let container = ancestor as? ChainNode else { return false }
            return container.modifiers.contains(where: hidesTitles)
        }
    }

    /// Whether `chain` or a view inside it hides titles.
    private func hidesTitlesInside(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains(where: hidesTitles)
            || chain.elementLink?.allClosures.contains { $0.descendants(ofType: ChainNode.self).contains { $0.modifiers.contains(where: hidesTitles) } } == true
    }

    private func hidesTitles(_ modifier: LinkNode) -> Bool {
        let style = modifier.arguments.first?.value?.text ?? ""
        switch modifier.name {
        case "labelsHidden": return true
        case "labelStyle": return ![".titleOnly", ".titleAndIcon", "TitleOnlyLabelStyle()", "TitleAndIconLabelStyle()"].contains(style)
        case "datePickerStyle": return ![".compact", ".automatic", ".field", ".stepperField", "CompactDatePickerStyle()"].contains(style)
        case "toggleStyle": return ![".switch", ".button", ".checkbox", ".automatic", "SwitchToggleStyle()", "ButtonToggleStyle()", "CheckboxToggleStyle()"].contains(style)
        default: return false
        }
    }
}
