/// Whether an image (or a shape) carries meaning or only decorates, shared by `image-label` and
/// `decorative-image-hidden` so that the two never both fire on one image.
extension RuleContext {
    public enum DecorativeReason: Equatable {
        case disclosureIndicator
        case decorativeAssetName(String)
        case redundantWithText(String)
        case leadingRowIcon
        case ornamentalShape(String)

        public var explanation: String {
            switch self {
            case .disclosureIndicator: return "a disclosure chevron in a row"
            case let .decorativeAssetName(name): return "the asset '\(name)' is decoration"
            case let .redundantWithText(text): return "the text \"\(text)\" beside it already says what it shows"
            case .leadingRowIcon: return "the icon leads a row whose text names it"
            case let .ornamentalShape(shape): return "\(shape) is an ornament"
            }
        }
    }

    static let shapeElements: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "UnevenRoundedRectangle"]
    static let disclosureSymbols: Set<String> = ["chevron.right", "chevron.forward", "chevron.compact.right", "greaterthan"]
    /// Words that make an asset decoration whatever else its name says.
    static let decorativeAssetWords: Set<String> = [
        "background", "bg", "backdrop", "divider", "separator", "pattern", "gradient", "decoration", "decorative",
        "ornament", "texture", "wave", "waves", "blob", "confetti", "noise", "wallpaper", "flourish", "swoosh",
    ]
    /// Symbols whose presence is information (a state or a status), never a row's mere decoration.
    static let statusSymbolStems: [String] = [
        "exclamationmark", "checkmark", "xmark", "star", "heart", "bookmark", "lock", "wifi", "battery", "bolt", "flag",
        "bell.badge", "circle.fill", "record", "minus.circle", "plus.circle", "arrow.up", "arrow.down", "hand.thumbsup",
        "hand.thumbsdown", "eye.slash", "icloud.slash", "wifi.slash", "speaker", "mic.slash", "clock",
    ]

    /// Why `chain` (an `Image` or a shape) is decoration, or nil when it may carry meaning.
    public func decorativeReason(for chain: ChainNode) -> DecorativeReason? {
        guard let element = chain.elementLink else { return nil }
        if RuleContext.shapeElements.contains(element.name) { return ornamentalShapeReason(chain, shape: element.name) }
        guard let source = imageSource(of: element) else { return nil }
        let siblings = siblingContent(of: chain)
        switch source {
        case let .symbol(name):
            if let name, RuleContext.disclosureSymbols.contains(name), siblings.contains(where: { $0.elementLink?.name != "Spacer" }) {
                return .disclosureIndicator
            }
            if let name, let text = redundantText(in: siblings, words: symbolWords(name)) { return .redundantWithText(text) }
            if isLeadingRowIcon(chain, siblings: siblings), !(name.map(RuleContext.isStatusSymbol) ?? false) { return .leadingRowIcon }
        case let .asset(name?):
            let words = RuleContext.words(in: name)
            if words.contains(where: RuleContext.decorativeAssetWords.contains) { return .decorativeAssetName(name) }
            if let text = redundantText(in: siblings, words: Set(words.map(RuleContext.stem))) { return .redundantWithText(text) }
            if isLeadingRowIcon(chain, siblings: siblings) { return .leadingRowIcon }
        case .asset(nil):
            if isLeadingRowIcon(chain, siblings: siblings) { return .leadingRowIcon }
        case .decorative, .labelled, .platformImage:
            break
        }
        return nil
    }

    static func isStatusSymbol(_ name: String) -> Bool {
        statusSymbolStems.contains { name == $0 || name.hasPrefix($0 + ".") || name.contains("." + $0) }
    }

    /// Whether the element's accessibility is already decided: labelled, hidden, decorative by
    /// initializer, or owned by a container that hides, replaces or labels its children.
    public func accessibilityIsDecided(for chain: ChainNode) -> Bool {
        if hasAccessibilityLabel(chain) || isAccessibilityHidden(chain) { return true }
        if let element = chain.elementLink, let source = imageSource(of: element), source == .decorative || source == .labelled { return true }
        return enclosingAccessibilityOwner(of: chain) != nil
    }

    /// The views next to `chain` in the closure that contains it (through stacks' content).
    func siblingContent(of chain: ChainNode) -> [ChainNode] {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return [] }
        return contentChains(of: closure).filter { $0 !== chain }
    }

    /// The stack or control whose content holds `chain`, with the closure.
    func container(of chain: ChainNode) -> LinkNode? {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return nil }
        return closure.parent as? LinkNode
    }

    /// A Text, TextField or Label literal beside the image that shares a word with what it shows.
    private func redundantText(in siblings: [ChainNode], words: Set<String>) -> String? {
        guard !words.isEmpty else { return nil }
        for sibling in siblings {
            guard let element = sibling.elementLink, ["Text", "TextField", "Label", "SecureField"].contains(element.name),
                  let title = literalTitle(of: element) else { continue }
            if !words.isDisjoint(with: RuleContext.words(in: title).map(RuleContext.stem)) { return title }
        }
        return nil
    }

    /// The words an SF Symbol stands for: its vocabulary label and alternatives, and its name's parts.
    private func symbolWords(_ name: String) -> Set<String> {
        var words = Set(name.split(separator: ".").map { RuleContext.stem(String($0)) })
        if let meaning = symbolMeaning(name) {
            for phrase in [meaning.label] + meaning.inputLabels {
                words.formUnion(RuleContext.words(in: phrase).map(RuleContext.stem))
            }
        }
        words.subtract(["fill", "circle", "square", "and", "the", "of", "to", "a", "on", "off", "in", "2", "badge"])
        return words
    }

    /// The words of an identifier, asset name or phrase: split at case changes, digits and
    /// punctuation, lowercased.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            if !(character.isLetter || character.isNumber) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                if let previous, character.isUppercase, previous.isLowercase || previous.isNumber, !current.isEmpty {
                    words.append(current)
                    current = ""
                }
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Lowercased, with a plural or verb ending removed, so "Settings" meets "setting".
    static func stem(_ word: String) -> String {
        var word = word.lowercased()
        for suffix in ["ings", "ing", "es", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            word = String(word.dropLast(suffix.count))
            break
        }
        return word
    }

    /// The first view of a horizontal row whose next view is text: the conventional row icon.
    private func isLeadingRowIcon(_ chain: ChainNode, siblings: [ChainNode]) -> Bool {
        guard let container = container(of: chain), container.name == "HStack" || RuleContext.labelledControls.contains(container.name),
              let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let content = contentChains(of: closure)
        guard content.first === chain else { return false }
        let next = content.dropFirst().first { $0.elementLink?.name != "Spacer" }
        guard let nextElement = next?.elementLink else { return false }
        switch nextElement.name {
        case "Text":
            if let title = literalTitle(of: nextElement) { return title.contains { $0.isLetter } }
            return true
        case "TextField", "SecureField":
            return true
        case "VStack":
            guard let inner = nextElement.closure(labeled: nil) else { return false }
            return contentChains(of: inner).first?.elementLink?.name == "Text"
        default:
            return false
        }
    }

    /// A shape standing alone as decoration: not a background or mask argument, not repeated by a
    /// ForEach, not tappable, no text on it, and not coloured by state (`isOnline ? .green : .gray`
    /// is information).
    private func ornamentalShapeReason(_ chain: ChainNode, shape: String) -> DecorativeReason? {
        // Shapes repeated by a ForEach are data (the bars of a chart), not ornament.
        guard isViewPosition(chain), !(chain.parent?.parent is ArgumentNode),
              !isInsideElement(chain, named: ["ForEach"]) else { return nil }
        let interactive: Set<String> = ["onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture"]
        for modifier in chain.modifiers {
            if interactive.contains(modifier.name) { return nil }
            if modifier.name == "overlay" || modifier.name == "background",
               modifier.descendants(ofType: LinkNode.self).contains(where: { $0.name == "Text" || $0.name == "Image" || $0.name == "Label" }) {
                return nil
            }
        }
        for index in chain.firstToken...chain.lastToken where tree.tokens[index].kind == .operator && tree.token(index, is: "?") {
            return nil
        }
        return .ornamentalShape("\(shape)()")
    }
}
