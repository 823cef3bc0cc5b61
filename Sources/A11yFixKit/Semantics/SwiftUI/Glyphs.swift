/// Whether a view draws glyphs rather than text: the question of rules about text size, which an
/// icon's own size answers differently (a font on a glyph sizes a picture, a clamp on it keeps a
/// bar's icon steady).
extension RuleContext {
    /// Whether the element draws only glyphs: an SF Symbol or asset image, an icon-only `Label`, a
    /// `Text` of emoji or symbols alone (`Text("🎉")`), or a control or container (`Group`, a stack)
    /// whose content is only those.
    public func drawsOnlyGlyphs(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        switch element.name {
        case "Image": return true
        case "Label": return hasIconOnlyStyle(chain)
        case "Text": return literalTitle(of: element).map { !$0.isEmpty && !$0.contains { $0.isLetter || $0.isNumber } } ?? false
        default:
            var content = labelContent(of: element)
            if RuleContext.transparentContainers.contains(element.name), let closure = element.closure(labeled: nil) {
                content = contentChains(of: closure)
            }
            return !content.isEmpty && content.allSatisfy(drawsOnlyGlyphs)
        }
    }

    /// Whether the view shows no text, as far as its code tells: it draws only glyphs, it is a member
    /// or helper named for a picture (`closeIcon`, `action.image(for: state)`,
    /// `avatarImage.clipShape(Circle())`) or built in code named for one (a letter drawn by
    /// `struct InitialsIconView`), or a control whose label is only such members.
    public func showsOnlyGlyphs(_ chain: ChainNode) -> Bool {
        if drawsOnlyGlyphs(chain) || isNamedForPicture(chain) || isInCodeNamedForPicture(chain) { return true }
        guard let element = chain.elementLink else { return false }
        let label = labelContent(of: element)
        return !label.isEmpty && label.allSatisfy { drawsOnlyGlyphs($0) || isNamedForPicture($0) }
    }

    /// Whether the view a chain starts from is a member or call named for a picture: the name of one
    /// of its links up to its first call ends in the word Icon, Image, Glyph or Symbol.
    private func isNamedForPicture(_ chain: ChainNode) -> Bool {
        var named = chain.links.prefix { $0.kind == .name || $0.kind == .member }
        if let firstCall = named.firstIndex(where: \.hasCall) { named = named[...firstCall] }
        return named.contains { RuleContext.nameEnds($0.name, inOneOf: ["icon", "image", "glyph", "symbol"]) }
    }

    /// Whether the last word of a camel-case name (`Icon` in `folderIcon`, `image` in `image`) is one
    /// of `words`, compared in lower case.
    static func nameEnds(_ name: String, inOneOf words: Set<String>) -> Bool {
        nameWords(name).last.map(words.contains) ?? false
    }

    /// The words of a camel-case name, in lower case: `faviconURL` → favicon, url; `appIcon` → app, icon.
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            // A capital starts a word, unless it continues an acronym (`URL` in `faviconURL`).
            let continuesAcronym = index > 0 && characters[index - 1].isUppercase
                && (index + 1 == characters.count || characters[index + 1].isUppercase)
            if character.isUppercase, !current.isEmpty, !continuesAcronym {
                words.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }

    /// Whether the View, function or property the chain is built in is named for a picture that is
    /// interface drawing (`struct IconView`, `Favicon`, `func logo(for:)`): what it shows is an icon,
    /// whatever it is made of.
    func isInCodeNamedForPicture(_ chain: ChainNode) -> Bool {
        chain.ancestors().contains { node in
            let name = (node as? TypeDeclNode)?.name ?? (node as? FunctionDeclNode)?.name ?? (node as? VariableDeclNode)?.name
            return name.map { RuleContext.nameWords($0).contains { RuleContext.iconWords.contains($0) } } ?? false
        }
    }

    /// Words that name an icon: code named so draws one (a `Badge` or `Placeholder` View may show text).
    static let iconWords: Set<String> = ["icon", "favicon", "symbol", "glyph", "logo"]

    /// Words that name interface drawing rather than content, in the name of a value.
    static let pictureWords = iconWords.union(["emoji", "badge", "placeholder"])

    /// The views of a control's label: `label:` or, for a control whose action or destination is an
    /// argument, its trailing closure; a member of the View there (`label: { sendIcon }`) stands for
    /// what it draws.
    func labelContent(of element: LinkNode) -> [ChainNode] {
        guard RuleContext.labelledControls.contains(element.name) else { return [] }
        let takesLabelClosure = element.argument("action") != nil || element.argument("destination") != nil || element.name != "Button"
        guard let closure = element.closure(labeled: "label") ?? (takesLabelClosure ? element.closure(labeled: nil) : nil) else { return [] }
        return contentChains(of: closure).flatMap { view in
            let drawn = memberContent(view)
            return drawn.isEmpty ? [view] : drawn
        }
    }
}
