/// Whether an image (or a shape) carries meaning or only decorates, shared by `image-label` and
/// `decorative-image-hidden` so that the two never both fire on one image.
extension RuleContext {
    public enum DecorativeReason: Equatable {
        case disclosureIndicator
        case decorativeAssetName(String)
        case redundantWithText(String)
        case leadingRowIcon
        case drawnInClear

        public var explanation: String {
            switch self {
            case .drawnInClear: return "it is drawn in clear, only to hold a place in the layout"
            case .disclosureIndicator: return "a disclosure chevron in a row"
            case let .decorativeAssetName(name): return "the asset '\(name)' is decoration"
            case let .redundantWithText(text): return "the text \"\(text)\" beside it already says what it shows"
            case .leadingRowIcon: return "the icon leads a row whose title names it"
            }
        }
    }

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
        "hand.thumbsdown", "eye.slash", "icloud.slash", "wifi.slash", "speaker", "mic.slash", "clock", "pin", "seal",
    ]

    /// How an image shows state rather than decorating: it is there only in some states, its symbol is
    /// chosen by an expression, or it looks different by state. Such an image is the carrier of that
    /// state and is never decoration.
    public enum ImageState {
        /// Shown only while a condition holds: `if option.isSelected { Image(systemName: "checkmark") }`.
        /// `condition` is the condition's source when it is the whole story (the `then` branch of a
        /// plain `if`); nil in an `else`, a `switch` case or beside other conditions.
        case presence(condition: String?)
        /// The symbol or asset is computed: `Image(systemName: entry.level.icon)`, `isOn ? "a" : "b"`.
        case chosenImage
        /// A modifier looks different by state: `.foregroundStyle(isOn ? .green : .gray)`.
        case appearance
    }

    /// The state `chain` (an `Image`) carries, or nil when it looks the same in every state. A symbol
    /// named by a stored property of the View it is in (`Image(systemName: systemImage)` in a row
    /// component) is the caller's constant icon, not state.
    public func stateShown(by chain: ChainNode) -> ImageState? {
        if let presence = presenceCondition(of: chain) { return presence }
        if let element = chain.elementLink, let source = imageSource(of: element) {
            switch source {
            case .symbol(nil), .asset(nil):
                if !isNamedByStoredProperty(element) { return .chosenImage }
            default:
                break
            }
        }
        for modifier in chain.modifiers {
            guard let open = modifier.openParenToken, let close = modifier.closeParenToken,
                  let question = (open...close).first(where: { tree.tokens[$0].kind == .operator && tree.token($0, is: "?") }) else { continue }
            // A look that follows the pointer or the finger (`isHoveringPlay ? .pink : .primary`) shows no state of the app.
            if RuleContext.followsPointer(file.text(tree.tokens[open + 1].start..<tree.tokens[question].start)) { continue }
            return .appearance
        }
        return nil
    }

    /// Whether a condition follows the pointer or the finger (`isHovering`, `configuration.isPressed`):
    /// what it shows or colours comes and goes under the hand, no state of the app.
    static func followsPointer(_ condition: String) -> Bool {
        condition.range(of: #"(?i)hover|pressed|highlighted"#, options: .regularExpression) != nil
    }

    /// Walks from the image up to the content closure that holds it, through `if` and `switch`
    /// branches that decide whether it is there. `if let` / `if #available` decide on data or the OS,
    /// not on state a person needs to hear, and do not count.
    private func presenceCondition(of chain: ChainNode) -> ImageState? {
        var current: SyntaxNode = chain
        var found: ImageState?
        while var parent = current.parent, !(parent is TypeDeclNode), !(parent is FunctionDeclNode), !(parent is VariableDeclNode) {
            if parent is ClosureNode {
                // A stack only lays its content out: an `if` around the stack decides whether the image is there.
                guard let link = parent.parent as? LinkNode, let container = link.parent as? ChainNode, container.elementLink === link,
                      RuleContext.layoutContainers.contains(link.name) else { break }
                parent = container
            }
            if parent is SwitchCaseNode { found = found ?? .presence(condition: nil) }
            if let statement = parent as? StatementNode, statement.keyword == "if", let block = current as? BlockNode {
                let blocks = statement.blocks
                let conditionText = file.text(tree.tokens[statement.firstToken + 1].start..<tree.tokens[block.firstToken - 1].end)
                let words = conditionText.split { !($0.isLetter || $0.isNumber || $0 == "#" || $0 == "_") }
                if !words.contains(where: { $0 == "let" || $0 == "var" || $0 == "#available" || $0 == "#unavailable" }), RuleContext.isStateCondition(conditionText),
                   !RuleContext.followsPointer(conditionText) {
                    let isThenBranch = blocks.first === block
                    let isPlain = isThenBranch && !conditionText.contains(",") && !conditionText.contains("&&") && !conditionText.contains("||")
                    // Under two conditions (`if isSelected { if isMultipleSelection { … } }`) neither says alone what the image means.
                    found = found == nil ? .presence(condition: isPlain ? conditionText.trimmingCharacters(in: .whitespaces) : nil) : .presence(condition: nil)
                }
            }
            current = parent
        }
        return found
    }

    /// `Image(systemName: systemImage)` where `systemImage` is a stored property of the enclosing type
    /// that the file's own uses of the type, if any, all set to a literal (`SettingsRow(icon: "gear",
    /// …)`); a use that passes a model's value (`profileImage: model.profileImage`) chooses the image
    /// by state.
    private func isNamedByStoredProperty(_ element: LinkNode) -> Bool {
        guard let argument = element.argument("systemName") ?? element.arguments.first,
              let reference = argument.value?.singleChain, reference.links.count == 1, reference.links[0].kind == .name,
              let type = enclosingType(of: element) else { return false }
        let property = reference.links[0].name
        guard type.properties.contains(where: { $0.name == property && $0.isStored }) else { return false }
        return elements(named: [type.name]).allSatisfy { use in
            guard let call = use.elementLink, call.hasCall, let passed = call.argument(property) else { return true }
            return stringLiteralValue(passed.value) != nil
        }
    }

    /// The label a state carrier's own condition gives it: `if post.isPinned` → "Pinned", `if
    /// option.isSelected` → "Selected", when the image is a status symbol or shares a word with the
    /// state (a pin for `isPinned`). Nil when the condition is not one plain Boolean of one word
    /// (`isStateStale` would read "State stale"), or the image is something else that merely appears
    /// in that state (a reorder grip while editing).
    public func stateLabel(for chain: ChainNode) -> String? {
        guard case let .presence(condition?)? = stateShown(by: chain), let element = chain.elementLink,
              let state = RuleContext.stateName(inCondition: condition) else { return nil }
        let stateWords = Set(RuleContext.words(in: state.name).map(RuleContext.stem))
        switch imageSource(of: element) {
        case let .symbol(name?)?:
            guard RuleContext.isStatusSymbol(name) || !stateWords.isDisjoint(with: symbolWords(name)) else { return nil }
        case let .asset(name?)?:
            guard !stateWords.isDisjoint(with: RuleContext.words(in: name).map(RuleContext.stem)) else { return nil }
        default:
            return nil
        }
        return state.label
    }

    /// Properties whose cases are states a person needs to hear (`status == .failed`), unlike a
    /// comparison that picks content (`provider == .github`, `tab == .home`).
    static let stateProperties: Set<String> = ["status", "state", "phase", "stage", "level", "severity", "result", "health", "availability", "connection"]

    /// Whether an `if` condition is about state: Booleans (`isSelected`, `!isRead`, `a && b`) and
    /// comparisons of a state property or a selection (`selection == item.id`); not a comparison that
    /// picks which content to show.
    static func isStateCondition(_ condition: String) -> Bool {
        guard condition.contains("==") || condition.contains("!=") else { return true }
        let names = condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map { String($0) }
        return names.contains { name in
            let words = RuleContext.words(in: name)
            return words.last.map(stateProperties.contains) == true || words.contains { $0.hasPrefix("select") }
        }
    }

    /// Whether a presence condition is a selection: `isSelected`, `option.isChecked`, `selection == item.id`.
    public func isSelectionCondition(_ condition: String) -> Bool {
        let names = condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map { String($0) }
        return names.contains { name in RuleContext.words(in: name).contains { $0.hasPrefix("select") || $0 == "checked" } }
    }

    /// The state a plain condition names and the label it reads as: a Boolean of one word after `is`
    /// or `has` (`post.isPinned` → "Pinned"; `isStateStale` would read "State stale", so no), or a
    /// comparison with an enum case (`message.status == .failed` → "Failed").
    static func stateName(inCondition condition: String) -> (name: String, label: String)? {
        let isPath: (Substring) -> Bool = { text in !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } }
        let sides = condition.components(separatedBy: "==").map { $0.trimmingCharacters(in: .whitespaces) }
        if sides.count == 2 {
            guard let caseName = sides.first(where: { $0.hasPrefix(".") && isPath($0.dropFirst()) && !$0.dropFirst().contains(".") })?.dropFirst(),
                  let property = sides.first(where: { !$0.hasPrefix(".") && isPath(Substring($0)) })?.split(separator: ".").last,
                  RuleContext.words(in: String(property)).last.map(stateProperties.contains) == true,
                  (1...3).contains(RuleContext.words(in: String(caseName)).count) else { return nil }
            return (String(caseName), LabelInference.humanize(String(caseName)))
        }
        guard sides.count == 1, isPath(Substring(condition)), let state = condition.split(separator: ".").last.map(String.init),
              ["is", "has"].contains(where: { state.hasPrefix($0) && state.dropFirst($0.count).first?.isUppercase == true }),
              RuleContext.words(in: state).count == 2, let label = LabelInference.label(fromBindingName: state) else { return nil }
        return (state, label)
    }

    /// Why `chain` (an `Image`) is decoration, or nil when it may carry meaning. Shapes and colours are
    /// never asked: VoiceOver does not stop on them, so there is nothing to hide.
    public func decorativeReason(for chain: ChainNode) -> DecorativeReason? {
        guard let element = chain.elementLink, element.name == "Image", let source = imageSource(of: element) else { return nil }
        // `.foregroundColor(.clear)`: a twin of a back chevron that balances a header. Nobody sees it, and
        // VoiceOver would read it.
        if RuleContext.isDrawnInClear(chain) { return .drawnInClear }
        // `.opacity(0)`: SwiftUI leaves a view nobody sees out of the accessibility tree already.
        if chain.modifiers.contains(where: { $0.name == "opacity" && $0.arguments.count == 1 && numericLiteral($0.arguments[0].value)?.value == 0 }) { return nil }
        // Stars drawn `rating` times (`ForEach(0..<Int(app.averageRating))`): how many there are is the
        // information, however their asset is named; a person labels the group ("4 out of 5 stars").
        if drawsACount(chain) { return nil }
        let siblings = siblingContent(of: chain)
        switch stateShown(by: chain) {
        case nil: break
        case .chosenImage?:
            // The icon and the title of one value (`place.category.symbolName` before
            // `place.category.title`): the title names what the icon shows.
            return isLeadingRowIcon(chain, siblings: siblings, sharingBaseWith: element) ? .leadingRowIcon : nil
        case .presence?:
            // A state a text beside the image says too, both shown while it holds (a checkmark beside
            // "Copied" while copied): the text speaks for it.
            guard let label = stateLabel(for: chain), isShownWithSiblings(chain),
                  let text = redundantText(in: siblings, words: Set(RuleContext.words(in: label).map(RuleContext.stem))) else { return nil }
            return .redundantWithText(text)
        case .appearance?:
            return nil
        }
        switch source {
        case let .symbol(name):
            if let name, RuleContext.disclosureSymbols.contains(name), siblings.contains(where: { $0.elementLink?.name != "Spacer" }) {
                return .disclosureIndicator
            }
            if let name, let text = redundantText(in: siblings, words: symbolWords(name)) { return .redundantWithText(text) }
            if isLeadingRowIcon(chain, siblings: siblings), !(name.map(RuleContext.isStatusSymbol) ?? false),
               !(name.map { suppliesTheVerb($0, beside: siblings) } ?? false) { return .leadingRowIcon }
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

    /// Whether the image is drawn once per step of a range whose bound the data sets
    /// (`ForEach(0..<Int(rating))`), not per item of a collection nor a constant number of times.
    private func drawsACount(_ chain: ChainNode) -> Bool {
        for call in enclosingCalls(of: chain) where call.link.name == "ForEach" && call.link === call.chain.elementLink {
            guard let range = call.link.arguments.first, range.label == nil, let value = range.value,
                  let operatorIndex = (value.firstToken...value.lastToken).first(where: { ["..<", "..."].contains(tree.text(ofToken: $0)) }) else { return false }
            return ((operatorIndex + 1)...value.lastToken).contains { tree.tokens[$0].kind == .identifier }
        }
        return false
    }

    /// Whether a glyph that draws an action (a plus: "Add", a pencil: "Edit", a trash can: "Delete")
    /// leads a text with no verb of its own (`+ Category`): the glyph says what the control does, and
    /// hidden, the control would read as the bare noun.
    private func suppliesTheVerb(_ symbol: String, beside siblings: [ChainNode]) -> Bool {
        guard let meaning = symbolMeaning(symbol), let verb = meaning.label.split(separator: " ").first.map(String.init),
              RuleContext.actionGlyphVerbs.contains(verb) else { return false }
        let texts = siblings.compactMap { $0.elementLink?.name == "Text" ? $0.elementLink?.arguments.first?.value.flatMap(stringLiteralValue) : nil }
        guard let text = texts.first else { return false }
        let words = Set(RuleContext.words(in: text).map(RuleContext.stem))
        let verbs = Set(([meaning.label] + meaning.synonyms).flatMap { RuleContext.words(in: $0) }.map(RuleContext.stem))
            .union(["new", "create", "add"].map(RuleContext.stem))
        return words.isDisjoint(with: verbs) && RuleContext.words(in: text).count <= 2
    }

    static let actionGlyphVerbs: Set<String> = ["Add", "Remove", "Delete", "Edit", "Create", "New"]

    static func isStatusSymbol(_ name: String) -> Bool {
        statusSymbolStems.contains { name == $0 || name.hasPrefix($0 + ".") || name.contains("." + $0) }
    }

    /// Whether the element's accessibility is already decided: labelled, hidden, decorative by
    /// initializer, or owned by a container that hides, replaces or labels its children.
    public func accessibilityIsDecided(for chain: ChainNode) -> Bool {
        if hasAccessibilityLabel(chain) || isAccessibilityHidden(chain) { return true }
        if let element = chain.elementLink, let source = imageSource(of: element), source == .decorative || source == .labelled { return true }
        if enclosingAccessibilityOwner(of: chain) != nil || isDecidedByEveryUse(of: chain) { return true }
        // Every place this file draws the member or View around it (`label` in `body`) hands its
        // accessibility to a view that owns it: one hidden, one replacing its children, one
        // combining them under its own label.
        return isDecidedWhereverDrawn(chain) { use in
            isAccessibilityHidden(use) || hasAccessibilityLabel(use) || enclosingAccessibilityOwner(of: use) != nil
                || childrenBehavior(of: use) == .ignore
        }
    }

    /// The views next to `chain` in the closure that contains it (through stacks' content) that are
    /// shown whenever it is: a text in an `if` or `switch` branch the image is not in
    /// (`Image(…); if !hideText { Text(…) }`) may be absent, leaving the image alone.
    func siblingContent(of chain: ChainNode) -> [ChainNode] {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return [] }
        return contentChains(of: closure).filter { sibling in
            sibling !== chain && branches(around: sibling, below: closure).allSatisfy { chain.isDescendant(of: $0) }
        }
    }

    /// Whether `chain` is shown whenever the content beside it is: no `if` or `switch` branch lies
    /// between it and the closure that holds them both.
    private func isShownWithSiblings(_ chain: ChainNode) -> Bool {
        branches(around: chain, below: chain.firstAncestor(ofType: ClosureNode.self)).isEmpty
    }

    /// The `if` and `switch` branches around `node`, up to `closure`.
    private func branches(around node: SyntaxNode, below closure: ClosureNode?) -> [SyntaxNode] {
        var branches: [SyntaxNode] = []
        var current = node.parent
        while let ancestor = current, ancestor !== closure {
            if ancestor is BlockNode || ancestor is SwitchCaseNode { branches.append(ancestor) }
            current = ancestor.parent
        }
        return branches
    }

    /// Views that only arrange their content.
    static let layoutContainers: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group"]

    /// Elements that show text.
    static let textElements: Set<String> = ["Text", "TextField", "SecureField", "TextEditor", "LabeledContent"]
    /// Controls whose first unlabelled argument is a title they show.
    static let titledControls: Set<String> = labelledControls.union(["Stepper", "Picker", "DatePicker", "ColorPicker"])

    /// Whether an element shows text itself: a `Text`, a `Label` that is not icon-only, a text
    /// field, or a control with a title.
    public func showsText(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        if RuleContext.textElements.contains(element.name) { return true }
        if element.name == "Label" { return !hasIconOnlyStyle(chain) }
        guard RuleContext.titledControls.contains(element.name), let first = element.arguments.first, first.label == nil else { return false }
        return first.value?.singleChain?.links.first?.kind != .closure
    }

    /// Whether `.labelStyle(.iconOnly)`, which shows a `Label`'s icon alone, applies to a view: set
    /// on it or on a view around it, whose environment it shares.
    public func hasIconOnlyStyle(_ chain: ChainNode) -> Bool {
        ([chain] + enclosingCalls(of: chain).map(\.chain)).contains { view in
            view.modifiers.contains { $0.name == "labelStyle" && file.text($0.range).contains("iconOnly") }
        }
    }

    /// Whether `chain` shows text, or is a stack or `Group` that holds some.
    public func showsOrHoldsText(_ chain: ChainNode) -> Bool {
        if showsText(chain) { return true }
        guard let element = chain.elementLink, RuleContext.layoutContainers.contains(element.name),
              let content = element.closure(labeled: "content") ?? element.closure(labeled: nil) else { return false }
        return contentChains(of: content).contains(where: showsOrHoldsText)
    }

    /// Whether text comes right after `chain` in its stack (past spacers and other images): the image
    /// leads a row or tops a column whose text speaks for the pair (an icon and its title, an
    /// illustration above a message). A stack of images alone (a badge over an illustration) counts as
    /// one image: the text right after the stack follows each.
    public func textFollows(_ chain: ChainNode) -> Bool {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let content = contentChains(of: closure)
        guard let index = content.firstIndex(where: { $0 === chain }) else { return false }
        let next = content[(index + 1)...].first { !["Spacer", "Image", "Divider"].contains($0.elementLink?.name ?? "") }
        if let next { return showsOrHoldsText(next) }
        guard content.allSatisfy({ ["Spacer", "Image"].contains($0.elementLink?.name ?? "") }), let link = closure.parent as? LinkNode,
              let container = link.parent as? ChainNode, container.elementLink === link, RuleContext.layoutContainers.contains(link.name) else { return false }
        return textFollows(container)
    }

    /// Whether text is shown beside the image, before or after it, in the stack that holds it: views
    /// shown whenever it is (not in another `if` branch) that show text or are titled controls. An
    /// image alone in its branch or `Group` is beside what is beside that. An image pushed to the end
    /// of a row by a `Spacer` after its title is the row's value (`Text("Storage"); Spacer();
    /// Image(systemName: "icloud.fill")`), not beside it.
    public func textBeside(_ chain: ChainNode) -> Bool {
        var current = chain
        for _ in 0..<3 {
            let siblings = siblingContent(of: current)
            if endsRowAfterSpacer(current, siblings: siblings) != nil { return false }
            if siblings.contains(where: showsOrHoldsTextOrTitle) { return true }
            guard let closure = current.firstAncestor(ofType: ClosureNode.self),
                  contentChains(of: closure).allSatisfy({ $0 === current || ["Spacer", "Divider"].contains($0.elementLink?.name ?? "") }),
                  let link = closure.parent as? LinkNode, let container = link.parent as? ChainNode, container.elementLink === link,
                  RuleContext.layoutContainers.contains(link.name) else { return false }
            current = container
        }
        return false
    }

    /// Whether a view shows text, or is a control whose label closure does (`Button { } label: { Text("Choose") }`).
    private func showsOrHoldsTextOrTitle(_ chain: ChainNode) -> Bool {
        if showsOrHoldsText(chain) { return true }
        guard let element = chain.elementLink, RuleContext.labelledControls.contains(element.name),
              let label = element.closure(labeled: "label") ?? element.closure(labeled: nil) else { return false }
        return !shownTexts(in: label).isEmpty
    }

    /// The images inside `container` that, read together with its text (`.combine`), would add
    /// noise: an asset or bitmap read by its file name (`promo_gifts_left`), a chevron, arrow or
    /// ellipsis glyph, an image that only decorates (an icon beside the title that names it); not
    /// one already labelled or hidden, nor one inside a control of its own.
    public func namelessImages(in container: ChainNode) -> [ChainNode] {
        container.descendants(ofType: ChainNode.self).filter { image in
            // An image of a generated asset accessor (`DesignSystemAsset.Image._24ChevronRightPrimary.swiftUIImage`)
            // is read by its asset's name.
            if image !== container, generatedAssetName(of: image) != nil {
                return !accessibilityIsDecided(for: image)
                    && !enclosingCalls(of: image).contains(where: { RuleContext.labelledControls.contains($0.link.name) && $0.chain.isDescendant(of: container) })
            }
            if image !== container, holdsPictureProperty(image) { return !accessibilityIsDecided(for: image) }
            guard image !== container, let element = image.elementLink, let source = imageSource(of: element),
                  !accessibilityIsDecided(for: image),
                  !enclosingCalls(of: image).contains(where: { RuleContext.labelledControls.contains($0.link.name) && $0.chain.isDescendant(of: container) }) else { return false }
            if decorativeReason(for: image) != nil { return true }
            switch source {
            case .asset, .platformImage: return true
            case let .symbol(name?): return RuleContext.genericSymbolPrefixes.contains { name.hasPrefix($0) }
            default: return false
            }
        }
    }

    /// Whether a chain draws a picture its View holds (`image.scaledToFit()` with `var image: AnyView`
    /// or `let icon: Image`): a property of type `Image`, or a type-erased view named for a picture,
    /// which the caller fills with an asset or a glyph read by its name.
    private func holdsPictureProperty(_ chain: ChainNode) -> Bool {
        guard let first = chain.links.first, first.kind == .name, !first.hasCall, !first.hasTrailingClosures, chain.parent is ExpressionNode,
              let property = enclosingType(of: chain)?.properties.first(where: { $0.name == first.name }),
              let type = property.typeAnnotation?.trimmingCharacters(in: .whitespaces) else { return false }
        if type == "Image" || type == "Image?" { return true }
        let pictureWords: Set<String> = ["image", "icon", "picture", "thumbnail", "artwork", "logo", "glyph", "symbol"]
        return type == "AnyView" && RuleContext.words(in: first.name).last.map(pictureWords.contains) == true
    }

    /// The whole picture `image` is part of inside `container`: the outermost view around it, below
    /// `container`, that shows no text and holds no control (a thumbnail's `Group` whose branches draw
    /// the loaded image or a placeholder glyph). Hiding it hides every branch; hiding the image alone
    /// leaves the placeholder's "Photo" in the row.
    public func wholePicture(around image: ChainNode, within container: ChainNode) -> ChainNode {
        var picture = image
        var current = image.parent
        while let node = current, node !== container {
            if let view = node as? ChainNode, view.elementLink != nil, view.isDescendant(of: container) {
                let holdsText = ([view] + view.descendants(ofType: ChainNode.self)).contains(where: showsText)
                let holdsControl = view.descendants(ofType: LinkNode.self).contains { RuleContext.labelledControls.contains($0.name) || $0.name == "onTapGesture" }
                if holdsText || holdsControl { break }
                picture = view
            }
            current = node.parent
        }
        return picture
    }

    /// The asset an image of a generated accessor shows (`Asset.Images.chevronRight.swiftUIImage`, Tuist's
    /// and SwiftGen's `…swiftUIImage`): the member before `swiftUIImage`, as the code names it.
    public func generatedAssetName(of chain: ChainNode) -> String? {
        let links = chain.links
        guard let index = links.firstIndex(where: { $0.name == "swiftUIImage" && !$0.hasCall }), index > 0,
              links[..<index].allSatisfy({ !$0.hasCall }) else { return nil }
        return links[index - 1].name
    }

    /// Whether the image ends a row after its title and a `Spacer` (`Text("Storage"); Spacer();
    /// Image(systemName: "icloud.fill")`): it shows the row's value.
    public func isRowValue(_ chain: ChainNode) -> Bool {
        let siblings = siblingContent(of: chain)
        guard let spacer = endsRowAfterSpacer(chain, siblings: siblings) else { return false }
        return siblings[..<spacer].contains(where: showsOrHoldsText)
    }

    /// The index among `siblings` of the last `Spacer` before `chain`, when no text comes after it:
    /// `chain` is pushed to the end of its row.
    private func endsRowAfterSpacer(_ chain: ChainNode, siblings: [ChainNode]) -> Int? {
        guard let spacer = siblings.lastIndex(where: { $0.elementLink?.name == "Spacer" && $0.firstToken < chain.firstToken }),
              !siblings[(spacer + 1)...].contains(where: showsOrHoldsText) else { return nil }
        return spacer
    }

    /// Whether the image's symbol is one of two a condition switches between (`isDone ?
    /// "checkmark.circle.fill" : "circle"`): the symbol shows the state.
    public func isStateSwitchedSymbol(_ chain: ChainNode) -> Bool {
        if case .conditional? = symbolNames(of: chain) { return true }
        return false
    }

    /// Whether a text is shown in the innermost `if` or `switch` branch around the image, whenever the
    /// image is: the text says the state the image marks (`if isActive { Image(systemName:
    /// "circle.fill"); Text("Running") }`, `if !hint.isEmpty { HStack { Image(…); Text(hint) } }`).
    public func textSharesBranch(_ chain: ChainNode) -> Bool {
        guard let branch = chain.ancestors().prefix(while: { !($0 is TypeDeclNode || $0 is FunctionDeclNode || $0 is VariableDeclNode) })
                .first(where: { $0 is BlockNode && $0.parent is StatementNode || $0 is SwitchCaseNode }) else { return false }
        let chainBranches = Set(branches(around: chain, below: nil).map(ObjectIdentifier.init))
        return branch.descendants(ofType: ChainNode.self).contains { text in
            guard text !== chain, ["Text", "Label"].contains(text.elementLink?.name ?? ""), showsText(text) else { return false }
            return branches(around: text, below: nil).prefix { $0 !== branch }.allSatisfy { chainBranches.contains(ObjectIdentifier($0)) }
        }
    }

    /// Whether the image is all that a View's body or a view-building function draws (through `Group`
    /// and `if` or `#if` branches): whether it sits beside a text is for the code that shows the View
    /// to say, and the image's name is the caller's to give (a logo beside a machine's name).
    public func isWholeViewContent(_ chain: ChainNode) -> Bool {
        var current = chain
        for _ in 0..<4 {
            guard let holder = current.ancestors().first(where: { $0 is ClosureNode || $0 is BlockNode && ($0.parent is VariableDeclNode || $0.parent is FunctionDeclNode) }) else { return false }
            let others = contentChains(of: holder).filter { other in
                other !== current && branches(around: other, below: holder as? ClosureNode).allSatisfy { current.isDescendant(of: $0) }
            }
            guard others.isEmpty else { return false }
            if holder is BlockNode { return true }
            guard let link = holder.parent as? LinkNode, link.name == "Group", let container = link.parent as? ChainNode, container.elementLink === link else { return false }
            current = container
        }
        return false
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
    func symbolWords(_ name: String) -> Set<String> {
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

    /// Directions written with "-ward(s)", as the word without it.
    private static let directionStems = ["backward": "back", "backwards": "back", "forwards": "forward", "upward": "up", "upwards": "up",
                                         "downward": "down", "downwards": "down", "onwards": "onward"]

    /// Lowercased, with a plural or verb ending removed, so "Settings" meets "setting".
    static func stem(_ word: String) -> String {
        var word = word.lowercased()
        // `.backwardsTapped` under "Skip back 15 seconds": a direction is the same with or without "-ward(s)".
        if let direction = directionStems[word] { return direction }
        for suffix in ["ings", "ing", "es", "s"] where word.count > suffix.count + 2 && word.hasSuffix(suffix) {
            word = String(word.dropLast(suffix.count))
            break
        }
        return word
    }

    /// The first view of a horizontal row whose next view is text: the conventional row icon.
    private func isLeadingRowIcon(_ chain: ChainNode, siblings: [ChainNode], sharingBaseWith image: LinkNode? = nil) -> Bool {
        // A symbol above its own title (`Image(systemName: type.imageName)` over `Text(type.title)`)
        // leads a tile the same way; a picture above a title is an illustration, not its icon.
        guard let container = container(of: chain),
              container.name == "HStack" || RuleContext.labelledControls.contains(container.name)
                || container.name == "VStack" && image?.argument("systemName") != nil,
              let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let content = contentChains(of: closure)
        guard content.first === chain else { return false }
        // The title must be shown whenever the icon is.
        let next = content.dropFirst().first { $0.elementLink?.name != "Spacer" }.flatMap { next in siblings.contains { $0 === next } ? next : nil }
        guard let nextElement = next?.elementLink else { return false }
        var title: LinkNode?
        switch nextElement.name {
        case "Text":
            title = nextElement
        case "TextField", "SecureField":
            // A field whose title is empty (`TextField("", text:)`, its placeholder drawn over it) has
            // no name of its own: the icon may be all that says what it is for.
            guard let titleArgument = nextElement.arguments.first, titleArgument.label == nil,
                  stringLiteralValue(titleArgument.value)?.isEmpty != true else { return false }
            return image == nil
        case "VStack":
            guard let inner = nextElement.closure(labeled: nil), let first = contentChains(of: inner).first?.elementLink,
                  first.name == "Text" else { return false }
            title = first
        default:
            return false
        }
        guard let title else { return false }
        if let image { return sharesBase(image, with: title) }
        return isTitle(title)
    }

    /// Whether an image's name and a text's value are members of one value: `Image(systemName:
    /// place.category.symbolName)` and `Text(place.category.title.uppercased())`. Not when the
    /// image is a member of a part of what the text shows (`entry.level.icon` beside `entry.message`
    /// says the entry's level, which its message does not).
    private func sharesBase(_ image: LinkNode, with text: LinkNode) -> Bool {
        func path(_ argument: ArgumentNode?) -> [String]? {
            guard let links = argument?.value?.singleChain?.links, let first = links.first, first.kind == .name else { return nil }
            let names = links.prefix { ($0.kind == .name || $0.kind == .member) && !$0.hasCall }.map(\.name)
            return names.count >= 2 ? names : nil
        }
        guard let imagePath = path(image.argument("systemName") ?? image.arguments.first),
              let textPath = path(text.arguments.first), text.arguments.count == 1 else { return false }
        return Array(imagePath.dropLast()) == Array(textPath.prefix(imagePath.count - 1)) && textPath.count == imagePath.count
            && !RuleContext.titleWords.isDisjoint(with: RuleContext.words(in: textPath.last ?? ""))
    }

    /// Words that name what a row is about, in the name of the property a `Text` shows.
    static let titleWords: Set<String> = ["title", "name", "label", "heading", "header", "caption"]

    /// Whether a `Text` shows a title that names its row: a literal with letters, a localized constant
    /// (`Text(L10n.Settings.title)`, `Text(Strings.privacy)`), or a property named as a title
    /// (`setting.title`, `item.name`). A value (`Text(subsystem)`, `Text(date, style: .relative)`,
    /// `Text("\(count)")`) says something of its own that the icon qualifies: not a title.
    private func isTitle(_ text: LinkNode) -> Bool {
        guard let first = text.arguments.first, text.arguments.count == 1 || first.label == "verbatim" else { return false }
        if let title = stringLiteralValue(first.value) { return title.contains { $0.isLetter } }
        guard let reference = first.value?.singleChain, reference.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
              let head = reference.links.first, let last = reference.links.last else { return false }
        if reference.links.count > 1, head.name.isCapitalizedName { return true }
        return !RuleContext.titleWords.isDisjoint(with: RuleContext.words(in: last.name))
    }
}
