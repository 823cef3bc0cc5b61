/// Where inserted code goes, and how it is indented, so a fix reads as if the file's author wrote it.
/// Seed 004's placement: accessibility modifiers directly after the element and its styling
/// modifiers (after any accessibility modifiers it already has), before layout, presentation and
/// event modifiers, one per line in the chain's own indentation; properties with the type's others.
extension RuleContext {
    /// Modifiers that lay out or decorate a view; accessibility modifiers go before them.
    static let layoutModifiers: Set<String> = [
        "padding", "frame", "offset", "position", "background", "overlay", "border", "cornerRadius", "clipShape",
        "clipped", "shadow", "fixedSize", "layoutPriority", "alignmentGuide", "ignoresSafeArea",
        "edgesIgnoringSafeArea", "zIndex", "mask", "contentShape",
        "safeAreaInset", "safeAreaPadding", "containerRelativeFrame", "listRowInsets", "listRowBackground",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "opacity", "blur", "compositingGroup", "drawingGroup",
        "glassEffect", "gridCellColumns", "matchedGeometryEffect", "coordinateSpace", "id",
    ]

    /// The edits that add `modifiers` (each written like `.accessibilityLabel("Share")`) to the view
    /// element of `chain`. With `verifyMarker`, each inserted line ends with `// [VERIFY]`.
    /// Returns nil when the chain cannot take an insertion safely (a multi-line token in the way).
    /// `after` puts them after that link of the chain instead: after the last one, to follow the
    /// methods of a library's view that return its own type (`KFImage(url).placeholder { … }`),
    /// which a SwiftUI modifier before them would hide; after the frame a larger frame extends.
    /// Nil when that link sits in a postfix `#if`.
    public func modifierInsertion(_ modifiers: [String], into chain: ChainNode, verifyMarker: Bool, after link: LinkNode? = nil) -> [Edit]? {
        let anchor = link.map { $0.isConditional ? nil : ($0 === chain.links.last ? chain.lastToken : $0.lastToken) } ?? modifierAnchorToken(in: chain)
        guard !modifiers.isEmpty, let anchorToken = anchor else { return nil }
        let tokens = tree.tokens
        let marker = verifyMarker ? " " + RuleContext.verifyMarker : ""
        let nextIndex = anchorToken + 1
        // Inline when code follows the anchor on its line, or when the chain is one line among other
        // code (`HStack { Image(…) }`); otherwise one modifier per line.
        let nextOnSameLine = nextIndex < tokens.count && !tokens[nextIndex].startsLine && tokens[nextIndex].kind != .endOfFile
        let chainIsOneLine = file.lineIndex(of: tokens[chain.firstToken].start) == file.lineIndex(of: tokens[chain.lastToken].end)
        if !nextOnSameLine, !chainIsOneLine || tokens[chain.firstToken].startsLine {
            let indent = modifierIndentation(for: chain, anchor: anchorToken)
            let lineEnding = file.style.lineEnding
            let text = modifiers.map { lineEnding + indent + $0 + marker }.joined()
            return [.insert(text, at: tokens[anchorToken].trailingTriviaEnd)]
        }
        var edits: [Edit] = [.insert(modifiers.joined(), at: tokens[anchorToken].end, placement: .inline)]
        if verifyMarker {
            guard let lineEnd = endOfLine(after: anchorToken) else { return nil }
            if !lineHasVerifyMarker(endingAt: lineEnd) {
                edits.append(.insert(marker, at: lineEnd, placement: .endOfLine))
            }
        }
        return edits
    }

    public static let verifyMarker = "// [VERIFY]"

    /// The token after which new modifiers go.
    func modifierAnchorToken(in chain: ChainNode) -> Int? {
        guard let element = chain.elementLink else { return nil }
        let modifiers = chain.modifiers
        if let lastAccessibility = modifiers.last(where: { !$0.isConditional && $0.name.hasPrefix("accessibility") }) {
            return lastAccessibility === chain.links.last ? chain.lastToken : lastAccessibility.lastToken
        }
        var anchor: LinkNode = element
        for modifier in modifiers {
            if modifier.isConditional || RuleContext.layoutModifiers.contains(modifier.name)
                || !modifier.allClosures.isEmpty { break }
            anchor = modifier
        }
        return anchor === chain.links.last ? chain.lastToken : anchor.lastToken
    }

    /// The indentation for a modifier on its own line: that of the chain's modifiers already on their
    /// own lines; else, after a closing `}` or `)` that starts its line, the element's own (Xcode's
    /// `}` / `.padding()` alignment); else one level deeper than the element.
    func modifierIndentation(for chain: ChainNode, anchor: Int) -> String {
        for link in chain.modifiers where tree.tokens[link.firstToken].startsLine {
            return file.indentation(ofLineAt: tree.tokens[link.firstToken].start)
        }
        let anchorLine = file.lineIndex(of: tree.tokens[anchor].start)
        let lineStart = file.lineContentRange(anchorLine)
        let firstOnLine = tree.tokenIndex(atOffset: lineStart.lowerBound + file.indentation(ofLineAt: lineStart.lowerBound).utf8.count)
        if anchorLine != file.lineIndex(of: tree.tokens[chain.firstToken].start),
           tree.tokens[firstOnLine].kind == .rightBrace || tree.tokens[firstOnLine].kind == .rightParen {
            return chain.indentation
        }
        return chain.indentation + file.style.indentUnit
    }

    /// The offset at which the line holding token `index` ends (after its trailing comment), or nil
    /// when a token on the rest of that line spans lines (a multi-line string).
    func endOfLine(after index: Int) -> Int? {
        let tokens = tree.tokens
        var last = index
        while last + 1 < tokens.count, !tokens[last + 1].startsLine, tokens[last + 1].kind != .endOfFile {
            last += 1
            if file.bytes[tokens[last].textRange].contains(UInt8(ascii: "\n")) { return nil }
        }
        return tokens[last].trailingTriviaEnd
    }

    private func lineHasVerifyMarker(endingAt offset: Int) -> Bool {
        let line = file.lineIndex(of: max(0, offset - 1))
        return file.lineText(line).contains(RuleContext.verifyMarker)
    }

    /// The edits that add a property declaration (such as
    /// `@Environment(\.accessibilityReduceMotion) private var reduceMotion`) to a type: after the
    /// last property with the attribute `groupWith` if there is one, else (with `groupWith`) after the
    /// last property with any attribute, else after the last stored property, else first in the body
    /// followed by a blank line; all among the type's leading block of properties, before its first
    /// function or computed property, when it has one. It follows the type's style: its
    /// attribute goes on a line of its own when the type's attributed properties put theirs there
    /// (SwiftFormat's `--storedvarattrs prev-line`), and a blank line comes before it when one comes
    /// before the property it follows.
    public func propertyInsertion(_ declaration: String, into type: TypeDeclNode, groupWith attribute: String? = nil) -> [Edit]? {
        guard let open = type.bodyOpenToken, let close = type.bodyCloseToken else { return nil }
        let tokens = tree.tokens
        let lineEnding = file.style.lineEnding
        // A body whose first member (or closing brace) shares the `{` line is written inline:
        // `struct Badge: View { @State var on = false; var body … }` gets the property right after `{`,
        // ended with `;`, so it lands inside the type and its members keep their line.
        let firstOnBraceLine = type.members.first.map(\.firstToken) ?? close
        if !tokens[open + 1...firstOnBraceLine].contains(where: \.startsLine) {
            return [.insert(" " + declaration + ";", at: tokens[open].end)]
        }
        let allStored = type.properties.filter { $0.isStored && !$0.modifiers.contains("static") && !$0.modifiers.contains("class") }
        // The type's property block, before its first function or computed property (`body`): a
        // property declared further down, beside the function it serves, is no anchor for ours.
        let firstBehaviour = type.members.first { ($0 as? FunctionDeclNode).map { $0.keyword == "func" } ?? (($0 as? VariableDeclNode)?.isComputed == true) }
        let leading = allStored.filter { property in firstBehaviour.map { property.firstToken < $0.firstToken } ?? true }
        let stored = leading.isEmpty ? allStored : leading
        let sameAttribute = attribute.flatMap { name in stored.last { $0.attribute(named: name) != nil } }
        // A property wrapper goes with the others (`@ObservedObject`, `@AppStorage`), not after the
        // plain constants a type may list below them (`// MARK: - Layout Constants`).
        let wrapped = attribute == nil ? nil : stored.last { !$0.attributes.isEmpty }
        if let anchor = sameAttribute ?? wrapped ?? stored.last {
            let declaration = styledDeclaration(declaration, in: type, groupWith: attribute, indentation: anchor.indentation)
            // A property sharing its line with the closing brace: inserting after its line would put the
            // new property outside the type, so the new line goes before the property's line instead.
            guard let lineEnd = endOfLine(after: anchor.lastToken), lineEnd <= tokens[close].start else {
                let anchorLineStart = file.lineStarts[file.lineIndex(of: tokens[anchor.firstToken].start)]
                return [.insert(anchor.indentation + declaration + lineEnding, at: anchorLineStart)]
            }
            return [.insert((separatesPropertiesByBlankLines(stored) ? lineEnding : "") + lineEnding + anchor.indentation + declaration, at: lineEnd)]
        }
        let indent = type.members.first.map(\.indentation) ?? type.indentation + file.style.indentUnit
        let declaration = styledDeclaration(declaration, in: type, groupWith: attribute, indentation: indent)
        if let first = type.members.first, file.text(tokens[open].end..<tokens[first.firstToken].start).filter(\.isNewline).count > 1,
           file.text(tokens[open].end..<tokens[first.firstToken].start).allSatisfy(\.isWhitespace) {
            // `{`, a blank line, then the members: the property goes after the blank line, with one of its own.
            let firstLineStart = file.lineStarts[file.lineIndex(of: tokens[first.firstToken].start)]
            return [.insert(indent + declaration + lineEnding + lineEnding, at: firstLineStart)]
        }
        let insertionPoint = tokens[open].trailingTriviaEnd
        var edits: [Edit] = [.insert(lineEnding + indent + declaration, at: insertionPoint)]
        if !type.members.isEmpty {
            // The blank line between the new properties and the first existing member, shared by every
            // fix that adds a property here (identical edits are applied once).
            edits.append(Edit(range: insertionPoint..<insertionPoint, replacement: lineEnding, placement: .afterInsertions))
        }
        return edits
    }

    /// Whether most stored properties after the first have a blank line before them.
    private func separatesPropertiesByBlankLines(_ properties: [VariableDeclNode]) -> Bool {
        let separated = properties.dropFirst().filter { property in
            let line = file.lineIndex(of: tree.tokens[property.firstToken].start)
            return line > 0 && file.lineText(line - 1).allSatisfy(\.isWhitespace)
        }
        return properties.count > 1 && separated.count * 2 > properties.count - 1
    }

    /// `@Environment(\.x) private var x` as `@Environment(\.x)`, a line break and `private var x` when
    /// the type's attributed stored properties (those with the same attribute, if any; the file's when
    /// the type has none) mostly put their attribute on a line of its own.
    private func styledDeclaration(_ declaration: String, in type: TypeDeclNode, groupWith attribute: String?, indentation: String) -> String {
        func attributedProperties(of types: [TypeDeclNode]) -> [VariableDeclNode] {
            types.flatMap(\.properties).filter { $0.isStored && !$0.attributes.isEmpty }
        }
        let ownProperties = attributedProperties(of: [type])
        let attributed = ownProperties.isEmpty ? attributedProperties(of: typeDeclarations) : ownProperties
        let sameKind = attribute.map { name in attributed.filter { $0.attribute(named: name) != nil } } ?? []
        let examples = sameKind.isEmpty ? attributed : sameKind
        let ownLine = examples.filter { tree.tokens[$0.nameToken].startsLine || file.lineIndex(of: tree.tokens[$0.firstToken].start) != file.lineIndex(of: tree.tokens[$0.nameToken].start) }
        guard ownLine.count * 2 > examples.count, declaration.hasPrefix("@") else { return declaration }
        // The attribute ends at the first space outside its parentheses.
        var depth = 0
        for index in declaration.indices {
            switch declaration[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case " " where depth == 0:
                return String(declaration[..<index]) + file.style.lineEnding + indentation + declaration[declaration.index(after: index)...]
            default: break
            }
        }
        return declaration
    }

    /// A member name not yet used by `type` (or any type in the file), based on `base`: `iconSize`,
    /// then `iconSize2`, `iconSize3` …
    public func unusedMemberName(_ base: String, in type: TypeDeclNode, reserved: Set<String> = []) -> String {
        var used = reserved
        for member in type.members {
            if let property = member as? VariableDeclNode { used.insert(property.name) }
            if let function = member as? FunctionDeclNode { used.insert(function.name) }
        }
        if !used.contains(base) { return base }
        var counter = 2
        while used.contains("\(base)\(counter)") { counter += 1 }
        return "\(base)\(counter)"
    }
}
