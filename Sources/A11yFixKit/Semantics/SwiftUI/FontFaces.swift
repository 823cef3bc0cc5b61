/// Which fonts the code builds and which face they draw: the system font (text styles,
/// `.system(…)`), which follows the person's Bold Text setting by itself, or a named face the app
/// bundles (`.custom("Inter-Regular", size: 15)`), which is drawn as named whatever the setting says.
extension RuleContext {
    /// `.system(…)` / `.custom(…)` as an implicit member (`.font(.system(size: 17))`, `let f: Font = .system(…)`)
    /// or on `Font` / `SwiftUI.Font`.
    func isFontFactory(_ chain: ChainNode, at index: Int) -> Bool {
        let link = chain.links[index]
        guard link.name == "system" || link.name == "custom" else { return false }
        if link.kind == .implicitMember { return index == 0 }
        guard link.kind == .member, index > 0, chain.links[index - 1].name == "Font" else { return false }
        return chain.links[..<index].allSatisfy { !$0.hasCall && ($0.kind == .name || $0.kind == .member) }
    }

    /// Whether the link calls a static function of the project's on `Font` (`.boldFontWithSize(17)`
    /// in `.font(…)`, `Font.appFont(size: 15)`) that builds a font of fixed size from its first
    /// argument, itself or through another of its functions: the text it styles never scales.
    func callsFixedSizeFontHelper(_ chain: ChainNode, at index: Int) -> Bool {
        let link = chain.links[index]
        guard link.hasCall, link.name != "system", link.name != "custom" else { return false }
        if link.kind == .implicitMember {
            guard index == 0 else { return false }
        } else {
            guard link.kind == .member, index == 1, chain.links[0].name == "Font", !chain.links[0].hasCall else { return false }
        }
        return buildsFixedSizeFont(owner: "Font", function: link.name) && (link.kind == .member || styledView(of: link) != nil)
    }

    /// Whether every static function `function` of the project's on `owner` builds a font of fixed
    /// size from its first parameter (`MemberSignature.fixedFontSize`), following the functions it
    /// hands the size to.
    func buildsFixedSizeFont(owner: String, function: String) -> Bool {
        var function = function
        var seen: Set<String> = []
        while seen.insert(function).inserted {
            guard let members = project?.staticMembers(of: owner, named: function), !members.isEmpty,
                  let next = members.first?.fixedFontSize, members.allSatisfy({ $0.fixedFontSize == next }) else { return false }
            if next.isEmpty { return true }
            function = next
        }
        return false
    }

    /// Whether the first argument of `.custom(…)` is a font name SwiftUI's `Font.custom` takes: a
    /// string literal, or a name (`fontName`, `self.fontName`) whose declarations in this file are all
    /// `String`s; and the file declares no `custom(…)` of its own.
    func isFontName(_ expression: ExpressionNode?) -> Bool {
        guard let chain = expression?.singleChain else { return false }
        if tree.root.descendants(ofType: FunctionDeclNode.self).contains(where: { $0.name == "custom" }) { return false }
        if chain.links.count == 1, chain.links[0].kind == .literal { return tree.tokens[chain.links[0].firstToken].kind == .stringLiteral }
        var links = chain.links[...]
        if links.first?.name == "self" { links = links.dropFirst() }
        guard links.count == 1, let reference = links.first, reference.kind == .name, !reference.hasCall else { return false }
        let declarations = tree.root.descendants(ofType: VariableDeclNode.self).filter { $0.name == reference.name }
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            if let type = declaration.typeAnnotation { return type.trimmingCharacters(in: .whitespaces) == "String" }
            guard let value = declaration.initializer?.singleChain, value.links.count == 1, value.links[0].kind == .literal else { return false }
            return tree.tokens[value.links[0].firstToken].kind == .stringLiteral
        }
    }

    /// The view whose `.font(…)` the font is: `Text(…)` in `Text(…).font(.system(size: 9))`, or the
    /// one view that uses a font kept in a local constant; nil for a font stored or passed elsewhere.
    func styledView(of font: LinkNode) -> ChainNode? {
        guard let argument = font.firstAncestor(ofType: ArgumentNode.self) else { return styledView(ofLocalFont: font) }
        guard let modifier = argument.parent as? LinkNode, modifier.name == "font", let chain = chain(of: modifier) else { return nil }
        // `label.font(.system(size: 14)).frame(width: 28, height: 28)`: a view the View holds (its
        // `label`, a ViewModifier's `content`) is styled, and the frames after the font bound it.
        guard chain.elementLink !== modifier || chain.links.first !== modifier && chain.links.first?.kind == .name else { return nil }
        return chain
    }

    /// The view a font kept in a local constant styles: `Text(code).font(font)` after
    /// `let font = Font.system(size: 11)` in the same closure or body, when that is its one use.
    private func styledView(ofLocalFont font: LinkNode) -> ChainNode? {
        guard let declaration = font.firstAncestor(ofType: VariableDeclNode.self), declaration.initializer?.singleChain === chain(of: font),
              let scope = declaration.parent, scope is ClosureNode || scope is BlockNode else { return nil }
        let uses = chains.filter { chain in
            chain.isDescendant(of: scope) && chain.links.contains { link in
                link.name == "font" && link.arguments.count == 1 && link.arguments[0].value?.singleChain.map { $0.links.count == 1 && $0.links[0].name == declaration.name && !$0.links[0].hasCall } == true
            }
        }
        guard uses.count == 1 else { return nil }
        return uses[0]
    }

    /// The fonts of the file that draw a face the app names rather than the system font: SwiftUI's
    /// `Font.custom(_:size:)`, `(_:size:relativeTo:)` and `(_:fixedSize:)` with a font name, and
    /// `Font(UIFont(name:size:)…)`. Each with the link that builds the `Font`, the link that names
    /// the face, and the name when the code spells it (`"Inter-Regular"`).
    func namedFontFaces() -> [(font: LinkNode, naming: LinkNode, name: String?)] {
        var faces: [(font: LinkNode, naming: LinkNode, name: String?)] = []
        for chain in chains {
            for (index, link) in chain.links.enumerated() where link.hasCall {
                if link.name == "custom", isFontFactory(chain, at: index) {
                    let labels = link.arguments.map { $0.label ?? "_" }
                    guard [["_", "size"], ["_", "size", "relativeTo"], ["_", "fixedSize"]].contains(labels),
                          isFontName(link.arguments[0].value) else { continue }
                    faces.append((link, link, stringLiteralValue(link.arguments[0].value)))
                } else if link.name == "Font", link.kind == .name, index == 0, link.arguments.count == 1, link.arguments[0].label == nil,
                          let font = link.arguments[0].value?.singleChain?.links.first, font.name == "UIFont", font.kind == .name, font.hasCall,
                          font.arguments.map({ $0.label ?? "_" }) == ["name", "size"] {
                    faces.append((link, font, stringLiteralValue(font.arguments[0].value)))
                }
            }
        }
        return faces
    }

    /// Whether a font's name names an icon font (`FontAwesome`, `Material Icons`, `Ionicons`,
    /// `SF Symbols`-like glyph sets): its characters are pictures, not words to read.
    static func namesIconFont(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return ["icon", "glyph", "symbol", "awesome", "emoji"].contains { lowercased.contains($0) }
    }

    /// Whether a font's name names a family the system installs on iOS (`Avenir-Book`, `Georgia`,
    /// `HelveticaNeue-Light`, `Menlo-Regular`): a face that draws without a font file of the app's.
    static func namesSystemInstalledFamily(_ name: String) -> Bool {
        let family = String(name.split(separator: "-").first ?? Substring(name)).lowercased().filter { !$0.isWhitespace }
        return installedFamilies.contains { family == $0 || family.hasPrefix($0) }
    }

    private static let installedFamilies: [String] = [
        "academyengraved", "americantypewriter", "applesdgothicneo", "applesymbols", "arial", "avenir", "baskerville",
        "bodoni", "bradleyhand", "chalkboard", "chalkduster", "charter", "cochin", "copperplate", "courier", "damascus",
        "didot", "futura", "galvji", "georgia", "gillsans", "helvetica", "hiragino", "hoefler", "iowanoldstyle", "kailasa",
        "kefa", "markerfelt", "menlo", "noteworthy", "optima", "palatino", "papyrus", "partylet", "pingfang", "rockwell",
        "savoyelet", "snellroundhand", "symbol", "timesnewroman", "trebuchet", "verdana", "zapfino", "zapfdingbats",
    ]

    /// Whether a PostScript font name names a bold or heavier face (`Inter-Bold`, `Poppins-ExtraBold`,
    /// `Lato-Black`, `Nunito-HeavyItalic`): the style after the family's hyphen. A semibold or medium
    /// face does not: the system turns its own semibold into bold under Bold Text.
    static func namesBoldOrHeavierFace(_ name: String) -> Bool {
        let style: String
        if let hyphen = name.lastIndex(of: "-") {
            style = name[name.index(after: hyphen)...].lowercased()
        } else {
            // `Helvetica Neue Bold`, `Avenir Next Heavy Italic`: the full name, its style last.
            var words = name.split(separator: " ").map { $0.lowercased() }
            if words.count > 2, ["italic", "oblique"].contains(words.last ?? "") { words.removeLast() }
            guard words.count > 1, let last = words.last else { return false }
            style = last
        }
        // `HelveticaNeue-CondensedBlack`: the width comes before the weight.
        var weight = Substring(style)
        for width in ["semicondensed", "condensed", "compressed", "expanded", "extended", "narrow", "wide"] where weight.hasPrefix(width) {
            weight = weight.dropFirst(width.count)
            break
        }
        if weight.hasPrefix("semibold") || weight.hasPrefix("demibold") { return false }
        return ["bold", "extrabold", "ultrabold", "heavy", "black", "ultrablack", "extrablack"].contains { weight.hasPrefix($0) }
    }
}
