/// Which texts are headings: a `Text` styled as a title, naming what follows, that VoiceOver's
/// headings rotor should stop on; and which already are (section headers, traits set).
extension RuleContext {
    /// The title styles: text set in them heads a screen or a section.
    public static let titleStyles: Set<TextStyle> = [.largeTitle, .title, .title2, .title3]

    /// The title style a chain's own `.font(…)` names: `.title`, `.title2.bold()`, `Font.largeTitle`,
    /// `.system(.title, design: .rounded)`, `.custom("Avenir", size: 28, relativeTo: .title)`. Nil for
    /// a size alone (`.system(size: 28)`, `.custom(name, size:)`: a large number or glyph as often as
    /// a title), a computed font, or any other style.
    public func titleStyle(of chain: ChainNode) -> TextStyle? {
        guard let value = chain.modifier(named: "font")?.arguments.first?.value, let font = value.singleChain else { return nil }
        let head = font.links.first?.name == "Font" ? font.links.dropFirst().first : font.links.first
        if let head, head.argument("size") != nil, head.argument("relativeTo") == nil { return nil }
        guard let style = TextStyle.of(fontExpression: value, in: self), RuleContext.titleStyles.contains(style) else { return nil }
        return style
    }

    /// Whether the chain already says what its element is for VoiceOver's rotor: the header trait
    /// (`.accessibilityAddTraits(.isHeader)`, the deprecated `.accessibility(addTraits:)`,
    /// `.accessibilityHeading(…)`, also in a postfix `#if`), or a modifier of the project's own that
    /// sets traits.
    public func setsHeading(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "accessibilityHeading" { return true }
            if projectEffects(of: modifier).contains(.traits) { return true }
            return addedTraits(by: modifier)?.contains("isHeader") ?? false
        }
    }

    /// Whether `node` is a section's header: `Section(header: …)`, `Section { … } header: { … }`.
    /// In a List or Form SwiftUI gives a section header the header trait itself.
    public func isSectionHeader(_ node: SyntaxNode) -> Bool {
        enclosingCalls(of: node).contains { call in
            guard call.link === call.chain.elementLink, call.link.name == "Section" else { return false }
            let header = call.link.argument("header").map { $0 as SyntaxNode } ?? call.link.closure(labeled: "header")
            return header.map { node.isDescendant(of: $0) } ?? false
        }
    }

    /// Words of a value's name that make it a quantity, a time or a measure, which title-sized text
    /// shows in a stat tile or a timer: a number, not a title.
    static let quantityWords: Set<String> = [
        "count", "number", "value", "amount", "total", "score", "price", "cost", "percent", "percentage", "temperature", "temp",
        "time", "date", "duration", "elapsed", "remaining", "progress", "balance", "rating", "level", "age", "size", "distance",
        "speed", "steps", "calories", "points", "likes", "followers", "following", "views", "stat", "stats", "index", "page",
        "emoji", "icon", "symbol", "glyph", "initials", "badge", "countdown", "timer", "seconds", "minutes", "hours",
        "hex", "rgb", "code", "reading", "version",
    ]

    /// Whether a `Text` reads as a title: a literal with letters in it (not a number, a timer or an
    /// emoji), an interpolation whose written words have letters, or a value named for no quantity
    /// (`Text(movie.title)`, not `Text(stats.followers)`), neither formatted (`format:`, `style:`)
    /// nor converted (`String(count)`, `score.formatted()`).
    public func readsAsTitle(_ text: LinkNode) -> Bool {
        guard text.name == "Text", text.arguments.count == 1, let argument = text.arguments.first,
              argument.label == nil || argument.label == "verbatim", let value = argument.value, let shown = shownText(value) else { return false }
        switch shown.value {
        case let .literal(words):
            return RuleContext.readsAsTitle(words)
        case let .interpolated(words?):
            // "Welcome, \(user.name)" is a title; "\(count) items" a number with its unit.
            return RuleContext.readsAsTitle(words) && RuleContext.words(in: value.text).allSatisfy { !RuleContext.quantityWords.contains($0) }
        case .interpolated(nil):
            return false
        case .computed:
            guard let chain = value.singleChain, chain.range == value.range else { return false }
            // A localized string (`L10n.Settings.title`, `String(localized: …)`) is words.
            if chain.links.contains(where: { ["L10n", "Strings", "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString"].contains($0.name) }) { return true }
            guard chain.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }) else { return false }
            // `value.abbreviated` is a quantity however it is shown; `message.title` is a title of a message.
            let quantity = chain.links.contains { RuleContext.words(in: $0.name).contains(where: RuleContext.quantityWords.contains) }
            let prose = chain.links.last.map { RuleContext.words(in: $0.name).contains(where: RuleContext.proseWords.contains) } ?? false
            return !quantity && !prose
        }
    }

    /// Words of a value's name that make it running text (`post.message`, `item.overview`): content
    /// a title introduces, not the title.
    static let proseWords: Set<String> = [
        "message", "body", "text", "content", "description", "subtitle", "detail", "details", "summary", "overview", "note",
        "comment", "bio", "caption", "excerpt", "abstract", "explanation", "instructions", "hint", "error", "status", "state",
    ]

    /// Whether written words read as a title: two letters or more (not a number, a timer, an emoji or a lone letter), at most
    /// eight words, and not a sentence ending in a full stop ("Your subscriptions live here.") or
    /// exclaimed ("Pet's Library is coming soon!", "No such event!"), nor a question put to the reader ("How can I help you today?", a greeting
    /// under the real title) or a sentence telling them what they may do ("You can change your permissions in TUMOnline").
    static func readsAsTitle(_ words: String) -> Bool {
        let trimmed = words.trimmingCharacters(in: .whitespaces)
        let lowered = RuleContext.words(in: trimmed)
        // "What's new?" heads a section; "How can I help you today?" speaks to the reader.
        let asksTheReader = trimmed.hasSuffix("?") && lowered.contains { ["you", "your", "i", "me", "we", "us"].contains($0) }
        // "Drop your image here", "Tap to add a photo": an instruction is what a target says, not a title.
        let instructs = lowered.first.map(RuleContext.instructionVerbs.contains) ?? false
        // "Pet's Library is coming soon!": an exclaimed sentence announces; "Welcome to Oscar!" titles.
        // So does "No such event!", an empty state's: what is not there heads nothing.
        let announces = trimmed.hasSuffix("!") && (lowered.contains { ["is", "are", "was", "were", "will", "has", "have", "can", "be"].contains($0) }
            || lowered.first.map { ["no", "nothing", "oops", "sorry"].contains($0) } == true)
        // "You can change your permissions in TUMOnline": a sentence that tells the reader what they may do.
        let tellsTheReader = lowered.contains("you") && lowered.contains { ["can", "will", "may", "must", "should", "need", "have", "are"].contains($0) }
        // One letter ("A" at the end of a text-size slider) is a glyph, not a title; "Running…" and
        // "Loading..." say what is under way, a status, not what follows.
        let letters = trimmed.unicodeScalars.filter { $0.properties.isAlphabetic && !$0.properties.isEmojiPresentation }.count
        // A kaomoji ("(ﾉ◕ヮ◕)ﾉ*:･ﾟ✧", "三 ┏ ( ˘ω˘ )┛") has a few letters among its marks: a face, read
        // out sign by sign, not words.
        let signs = trimmed.unicodeScalars.filter { !$0.properties.isWhitespace }.count
        return letters > 1 && letters * 2 >= signs
            && trimmed.split(separator: " ").count <= 8 && !trimmed.hasSuffix(".") && !trimmed.hasSuffix("…") && !asksTheReader && !instructs && !announces && !tellsTheReader
    }

    /// Verbs of a gesture that open an instruction to the person ("Drop your file here", "Swipe up to start").
    static let instructionVerbs: Set<String> = ["drop", "drag", "tap", "click", "press", "swipe", "pinch", "scroll", "touch", "hold"]

    /// Whether a text is set apart as secondary (`.foregroundStyle(.secondary)`, `.tertiary`, a
    /// placeholder colour, grey), as digits (`.monospacedDigit()`) or as something to copy
    /// (`.textSelection(.enabled)`: a colour's hex code, an address): a status, a hint or a value,
    /// which a heading is not.
    public func isDeemphasizedOrNumeric(_ chain: ChainNode) -> Bool {
        chain.links.contains { link in
            switch link.name {
            case "monospacedDigit", "monospaced": return true
            case "textSelection": return link.arguments.first?.value?.text.contains("disabled") != true
            case "foregroundStyle", "foregroundColor":
                let text = link.arguments.first?.value?.text.lowercased() ?? ""
                return ["secondary", "tertiary", "quaternary", "placeholder", "gray", "grey"].contains { text.contains($0) }
            case "font":
                return link.text.contains("monospacedDigit")
            default: return false
            }
        }
    }
}
