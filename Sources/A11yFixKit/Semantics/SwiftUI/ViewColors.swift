/// The colours a file's SwiftUI views set, for the Nutrition Label's colour categories: every
/// colour written for text and symbols (`.foregroundColor`, `.foregroundStyle`, `.tint`), fills and
/// strokes (`.fill`, `.stroke`, `.border`, a shape's foreground) and backgrounds (`.background`,
/// `.listRowBackground`, a `Color` or gradient drawn as a view), each with what the code says of it:
/// whether it follows Dark Mode, whether its value is known, whether it is chosen at run time, and
/// whether color-contrast measures it against what it is drawn with. Also what no colour reading can
/// judge: text drawn over an image, views whose meaning is in their colours (charts, canvases,
/// maps, inline links), and appearances the code fixes with `.preferredColorScheme`.
/// `a11yfix nutrition` sorts them into screens by their offsets, as it sorts findings.
public struct ViewColors: Sendable, Equatable {
    public var uses: [ColorUse] = []
    public var caveats: [ColorCaveat] = []
    public var fixedAppearances: [FixedAppearance] = []
    /// UIKit and AppKit views wrapped for SwiftUI whose code draws colours this reading cannot see.
    public var platformDrawings: [PlatformDrawing] = []

    public init(uses: [ColorUse] = [], caveats: [ColorCaveat] = [], fixedAppearances: [FixedAppearance] = [], platformDrawings: [PlatformDrawing] = []) {
        self.uses = uses
        self.caveats = caveats
        self.fixedAppearances = fixedAppearances
        self.platformDrawings = platformDrawings
    }
}

/// A `UIViewRepresentable` or `NSViewRepresentable` (or controller) whose code shows web content,
/// builds the app's own UIKit or AppKit view, or sets a colour other than the system's dynamic
/// ones. One that builds only the system's views and sets at most their dynamic colours
/// (`textView.textColor = .labelColor`, an `NSVisualEffectView`) draws as the system does.
public struct PlatformDrawing: Sendable, Equatable {
    /// The start of the wrapping type's declaration, as `DeclaredType.range` has it.
    public var typeOffset: Int
    /// "web content, whose colours the page decides".
    public var what: String
    public var line: Int
}

/// One colour a view sets.
public struct ColorUse: Sendable, Equatable {
    public enum Role: String, Sendable {
        /// Text and symbols: `.foregroundColor`, `.foregroundStyle` on anything but a shape.
        case foreground
        /// What a control draws in its accent colour: `.tint`, `.accentColor`.
        case tint
        /// A shape's or a `Color` view's colour, a stroke or a border.
        case fill
        case background
    }

    /// How it is drawn in Dark Mode.
    public enum DarkMode: String, Sendable {
        /// A system colour or style, an Asset Catalog colour with a dark variant, a choice made on `colorScheme`.
        case adapts
        /// The same in both appearances: a literal, `.white`, `.black`, an Asset Catalog colour without a dark variant.
        case fixed
        /// Not in the code: computed at run time, passed in, a gradient, a colour a11yfix cannot read.
        case unknown
    }

    public var role: Role
    /// As the code writes it.
    public var spelling: String
    public var offset: Int
    public var line: Int
    public var darkMode: DarkMode
    /// Why its value is not known, in a few words ("passed in by callers"); nil when the code decides it.
    public var unknownBecause: String?
    /// A colour or style of the system (`.secondary`, `.blue`, `Color(.systemBackground)`, a
    /// material): it adapts to Dark Mode and Increase Contrast by itself.
    public var isSystem: Bool
    /// Chosen on a condition or from a value at run time (`isOn ? .green : .gray`, `item.color`).
    public var isChosenAtRunTime: Bool
    /// Whether color-contrast measures every pair it is part of: a foreground of known value on a
    /// known background, or a background or fill whose text and symbols all have such a foreground.
    public var isMeasured: Bool
    /// The first token of the view it colours, to match a background with the text drawn on it.
    var holder: Int

    public var reference: String { "`\(spelling)`" }
}

/// Something on screen whose colours no reading of the code can judge.
public struct ColorCaveat: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// Text or symbols laid over an image, a video or a map: their contrast depends on the picture.
        case textOverImage
        /// A chart, canvas or map, which commonly tell things apart by colour.
        case colourEncodedView
        /// A link inside text (Markdown in `Text`), shown by its colour alone unless underlined.
        case inlineLink
    }

    public var kind: Kind
    /// What it is: `Chart`, `Image("header")`.
    public var what: String
    public var offset: Int
    public var line: Int
}

/// `.preferredColorScheme(.dark)`: the code fixes the appearance of what it presents.
public struct FixedAppearance: Sendable, Equatable {
    public var appearance: Appearance
    public var offset: Int
    public var line: Int
}

extension RuleContext {
    /// Modifiers that set a colour, by the role of the colour they set.
    static let colourModifierRoles: [String: ColorUse.Role] = [
        "foregroundColor": .foreground, "foregroundStyle": .foreground, "tint": .tint, "accentColor": .tint,
        "fill": .fill, "stroke": .fill, "strokeBorder": .fill, "border": .fill,
        "background": .background, "listRowBackground": .background, "presentationBackground": .background,
        "containerBackground": .background, "backgroundStyle": .background,
    ]
    /// SwiftUI's hierarchical and system styles, which follow the appearance and Increase Contrast.
    static let systemStyleNames: Set<String> = [
        "primary", "secondary", "tertiary", "quaternary", "quinary", "accentColor", "tint", "background", "foreground", "separator",
        "selection", "placeholder", "link", "windowBackground", "fill", "ultraThinMaterial", "thinMaterial", "regularMaterial",
        "thickMaterial", "ultraThickMaterial", "bar",
    ]
    /// UIKit's and AppKit's dynamic colours (`Color(.secondaryLabel)`, `Color(nsColor: .windowBackgroundColor)`).
    static let systemDynamicColourNames: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "separator", "opaqueSeparator",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tintColor", "lightText", "darkText",
        "labelColor", "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "textColor", "textBackgroundColor",
        "controlTextColor", "controlBackgroundColor", "controlColor", "windowBackgroundColor", "underPageBackgroundColor",
        "controlAccentColor", "selectedContentBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor", "separatorColor",
        "gridColor", "headerTextColor", "linkColor", "placeholderTextColor", "disabledControlTextColor", "unemphasizedSelectedContentBackgroundColor",
        "alternateSelectedControlTextColor", "selectedControlTextColor", "keyboardFocusIndicatorColor", "findHighlightColor",
        "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
        "systemIndigo", "systemPurple", "systemPink", "systemBrown",
    ]
    /// The system's colours made for text, which keep their contrast on its backgrounds.
    static let textColourNames: Set<String> = [
        "primary", "secondary", "foreground", "label", "secondaryLabel", "labelColor", "secondaryLabelColor", "textColor", "controlTextColor",
        "headerTextColor", "selectedTextColor", "selectedControlTextColor", "alternateSelectedControlTextColor", "placeholder",
        "placeholderText", "placeholderTextColor", "disabledControlTextColor",
    ]
    static let gradientViews: Set<String> = ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "MeshGradient"]
    static let gradientStyles: Set<String> = ["linearGradient", "radialGradient", "angularGradient", "ellipticalGradient", "gradient"]
    /// Views that draw pictures whose colours the code does not decide.
    static let pictureViews: Set<String> = ["Image", "AsyncImage", "VideoPlayer", "Map", "KFImage", "WebImage", "LazyImage", "CachedAsyncImage"]
    /// Views that commonly tell data apart by colour.
    static let colourEncodedViews: Set<String> = ["Chart", "Canvas", "Map"]

    /// The colours the file's views set, outside previews.
    public var viewColors: ViewColors {
        var colors = ViewColors()
        var texts: [ChainNode] = []
        for chain in chains {
            guard let type = enclosingType(of: chain), !isPreview(chain), !isPreviewProvider(type) else { continue }
            if let element = chain.elementLink, ["Text", "Label"].contains(element.name) || element.name == "Image" && isSymbol(element) {
                texts.append(chain)
            }
            collectColours(of: chain, into: &colors)
            collectCaveats(of: chain, into: &colors)
        }
        markMeasuredPairs(texts: texts, in: &colors)
        colors.platformDrawings = typeDeclarations.compactMap(platformDrawing(of:))
        return colors
    }

    /// Frameworks whose classes draw as the system does: their names start with these prefixes.
    static let appleClassPrefixes = [
        "UI", "NS", "WK", "MK", "AV", "PK", "SF", "CA", "CG", "SK", "SCN", "MTK", "PDF", "QL", "PH", "EK", "CN", "MF", "AS", "GK", "LA", "VN", "AR", "RP", "SL",
        "LP", "MP", "IN", "UN", "CP", "HK", "CL", "ST", "GC", "TK",
    ]
    /// Values a wrapped view's code builds that are no views.
    static let valueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "URL", "URLRequest", "Date", "Data", "Set", "Array", "Dictionary", "Coordinator",
        "Binding", "IndexPath", "Selector", "Notification", "DispatchQueue", "Task", "Result", "Error", "UUID", "Calendar", "Locale",
    ]

    /// What a wrapped UIKit or AppKit view draws that its SwiftUI caller cannot show; nil when it
    /// builds only the system's views with the system's colours.
    private func platformDrawing(of type: TypeDeclNode) -> PlatformDrawing? {
        guard type.inheritedTypes.contains(where: { $0.hasSuffix("Representable") }) else { return nil }
        let tokens = tree.tokens
        func drawing(_ what: String, at index: Int) -> PlatformDrawing {
            PlatformDrawing(typeOffset: type.range.lowerBound, what: what, line: file.location(of: tokens[index].start).line)
        }
        func next(_ index: Int) -> Int? { index + 1 <= type.lastToken ? index + 1 : nil }
        for index in type.firstToken...type.lastToken where tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            if ["WKWebView", "SFSafariViewController", "WebPage"].contains(name) { return drawing("web content, whose colours the page decides", at: index) }
            // `textColor = .systemRed`, `layer.backgroundColor = UIColor(…).cgColor`: only the system's dynamic colours draw as the system does.
            if name.first?.isLowercase == true, name.hasSuffix("Color") || name == "color", let equals = next(index), tree.token(equals, is: "=") {
                var cursor = equals + 1
                while cursor <= type.lastToken, tokens[cursor].kind == .period || ["UIColor", "NSColor"].contains(tree.text(ofToken: cursor)) { cursor += 1 }
                let value = cursor <= type.lastToken ? tree.text(ofToken: cursor) : ""
                if !RuleContext.systemDynamicColourNames.contains(value), value != "clear" {
                    return drawing("`\(name) = …` set in UIKit or AppKit code", at: index)
                }
            }
            // `MyChartView(…)`: a class of the app's own, whose colours are in its own code.
            if name.isCapitalizedName, name != type.name, let paren = next(index), tokens[paren].kind == .leftParen,
               !RuleContext.valueTypes.contains(name), !RuleContext.appleClassPrefixes.contains(where: name.hasPrefix) {
                return drawing("the app's own `\(name)`", at: index)
            }
        }
        return nil
    }

    private func isSymbol(_ image: LinkNode) -> Bool {
        image.arguments.first?.label == "systemName"
    }

    private func collectColours(of chain: ChainNode, into colors: inout ViewColors) {
        let holder = backgroundHolder(of: chain) ?? chain.firstToken
        let isShape = chain.elementLink.map { RuleContext.filledShapes.contains($0.name) } ?? false
        // `content.tint(…)` in a ViewModifier's body: the first call is a modifier of the content.
        let called = chain.elementLink.map { $0.kind == .member ? [$0] : [] } ?? []
        for modifier in called + chain.modifiers {
            if modifier.name == "preferredColorScheme", modifier.arguments.count == 1, let value = modifier.arguments[0].value {
                switch RuleContext.squeezed(value.text) {
                case ".dark", "ColorScheme.dark": colors.fixedAppearances.append(FixedAppearance(appearance: .dark, offset: modifier.range.lowerBound, line: modifier.location.line))
                case ".light", "ColorScheme.light": colors.fixedAppearances.append(FixedAppearance(appearance: .light, offset: modifier.range.lowerBound, line: modifier.location.line))
                default: break
                }
            }
            guard var role = RuleContext.colourModifierRoles[modifier.name] else { continue }
            if role == .foreground, isShape { role = .fill }
            // `.foregroundStyle(.primary, .secondary)`: each level; `.border(.gray, width: 1)`: the colour; `.background(.red, in: Capsule())`.
            let values = modifier.arguments.filter { $0.label == nil }.compactMap(\.value)
            for value in values {
                if let use = colourUse(of: value, role: role, holder: holder) { colors.uses.append(use) }
            }
        }
        // A `Color` or gradient drawn as a view: `ZStack { Color.black; … }`, `.background { Color.yellow }`.
        guard let first = chain.links.first, isDrawnAsView(chain) else { return }
        let viewHolder = enclosingViewChain(of: chain)?.firstToken ?? holder
        if first.name == "Color", first.kind == .name, let expression = chain.parent as? ExpressionNode {
            var end = first.hasCall ? 1 : 2
            while end < chain.links.count, chain.links[end].name == "opacity" { end += 1 }
            guard end <= chain.links.count else { return }
            let links = chain.links[0..<end]
            let spelling = ElementDump.singleLine(links.map(\.text).joined())
            if let use = classify(known: knownColor(links: links, in: expression), spelling: spelling, links: Array(links), expression: expression,
                                  role: .fill, offset: chain.range.lowerBound, line: chain.location.line, holder: viewHolder) {
                colors.uses.append(use)
            }
        } else if let element = chain.elementLink, element === first, RuleContext.gradientViews.contains(element.name) {
            colors.uses.append(ColorUse(role: .fill, spelling: element.name, offset: chain.range.lowerBound, line: chain.location.line, darkMode: .unknown,
                                        unknownBecause: "a gradient", isSystem: false, isChosenAtRunTime: false, isMeasured: false, holder: viewHolder))
        }
    }

    /// The view a background modifier's content colours: `Text("x")` for `RoundedRectangle(…).fill(.blue)`
    /// in `Text("x").background(RoundedRectangle(…).fill(.blue))`.
    private func backgroundHolder(of chain: ChainNode) -> Int? {
        var node = chain.parent
        while let current = node, !(current is LinkNode) { node = current.parent }
        guard let link = node as? LinkNode, link.kind == .member, RuleContext.colourModifierRoles[link.name] == .background else { return nil }
        return (link.parent as? ChainNode)?.firstToken
    }

    /// Whether a chain is a view of a view builder rather than a value (`let tint = Color.red`).
    private func isDrawnAsView(_ chain: ChainNode) -> Bool {
        guard let expression = chain.parent as? ExpressionNode, expression.children.count == 1 else { return false }
        switch expression.parent {
        case is ClosureNode, is BlockNode, is SwitchCaseNode, is PoundIfClauseNode: return true
        case let statement as StatementNode: return statement.keyword == "return"
        case let argument as ArgumentNode:
            // `.overlay(Color.black.opacity(0.3))`; `.background(Color.red)` is read from the modifier.
            guard let link = argument.parent as? LinkNode else { return false }
            return link.name == "overlay"
        default: return false
        }
    }

    /// The colour an argument of a colour modifier sets; nil for what draws no colour (`.clear`, a
    /// `GeometryReader` used to measure, the app's own view, an image: a caveat).
    private func colourUse(of value: ExpressionNode, role: ColorUse.Role, holder: Int, depth: Int = 0) -> ColorUse? {
        let spelling = ElementDump.singleLine(value.text)
        let offset = value.range.lowerBound, line = value.location.line
        // `.foregroundStyle(fieldTextColor)` with `private var fieldTextColor: Color { .white }`: the colour it returns, drawn here.
        if depth < 3, let returned = returnedColour(of: value), var use = colourUse(of: returned, role: role, holder: holder, depth: depth + 1) {
            use.spelling = spelling
            use.offset = offset
            use.line = line
            return use
        }
        func unknown(_ reason: String, chosen: Bool = false) -> ColorUse {
            ColorUse(role: role, spelling: spelling, offset: offset, line: line, darkMode: .unknown, unknownBecause: reason, isSystem: false,
                     isChosenAtRunTime: chosen, isMeasured: false, holder: holder)
        }
        if let ternary = ternary(value) {
            // `colorScheme == .dark ? .white : .black`: chosen for each appearance.
            let onAppearance = ternary.condition.contains("colorScheme")
            // Each branch a single chain: the last two of the expression's terms (the first an expression of its own).
            let terms = value.children.compactMap { ($0 as? ChainNode) ?? ($0 as? ExpressionNode)?.singleChain }
            let branches = terms.count >= 3 ? Array(terms.suffix(2)) : []
            guard branches.map({ RuleContext.squeezed($0.text) }) == [RuleContext.squeezed(ternary.whenTrue), RuleContext.squeezed(ternary.whenFalse)] else {
                return unknown("chosen at run time", chosen: !onAppearance)
            }
            let uses = branches.map { branch in
                classify(known: knownColor(links: branch.links[...], in: value), spelling: ElementDump.singleLine(branch.text), links: branch.links,
                         expression: value, role: role, offset: offset, line: line, holder: holder)
            }
            // A branch that draws nothing (`.clear`, `.white.opacity(0.001)` to keep a view hit-testable) sets no colour.
            let known = uses.compactMap { $0 }
            guard !known.isEmpty else { return nil }
            let darkMode: ColorUse.DarkMode = onAppearance ? .adapts
                : known.contains { $0.darkMode == .unknown } ? .unknown : known.contains { $0.darkMode == .fixed } ? .fixed : .adapts
            return ColorUse(role: role, spelling: spelling, offset: offset, line: line, darkMode: darkMode,
                            unknownBecause: known.lazy.compactMap(\.unknownBecause).first ?? "chosen at run time", isSystem: known.allSatisfy(\.isSystem),
                            isChosenAtRunTime: !onAppearance, isMeasured: false, holder: holder)
        }
        guard let chain = value.singleChain, chain.range == value.range, let first = chain.links.first else {
            return unknown("computed at run time", chosen: true)
        }
        if role == .background, let element = chain.elementLink, element === first, first.kind == .name, first.name != "Color" {
            // `.background(RoundedRectangle(cornerRadius: 8).fill(.blue))`: read from the shape's own modifiers; a view or an image is not a colour.
            if RuleContext.gradientViews.contains(element.name) { return unknown("a gradient") }
            return nil
        }
        return classify(known: knownColor(value), spelling: spelling, links: chain.links, expression: value, role: role, offset: offset, line: line, holder: holder)
    }

    /// The one expression a computed property of the View returns, when `value` names it alone
    /// (`fieldTextColor` for `private var fieldTextColor: Color { .white }`): a constant the View
    /// spells in one place, not a colour chosen at run time.
    private func returnedColour(of value: ExpressionNode) -> ExpressionNode? {
        guard let chain = value.singleChain, chain.range == value.range, chain.links.count == 1, let link = chain.links.first,
              link.kind == .name, !link.hasCall, link.name.first?.isLowercase == true, let type = enclosingType(of: value),
              let body = type.properties.first(where: { $0.name == link.name && $0.isComputed && !$0.modifiers.contains("static") })?.body,
              body.children.count == 1 else { return nil }
        switch body.children[0] {
        case let expression as ExpressionNode: return expression
        case let statement as StatementNode where statement.keyword == "return": return statement.children.first as? ExpressionNode
        default: return nil
        }
    }

    /// What a colour expression is: known (from the colour resolver), a system style or colour, or
    /// unknown and why.
    private func classify(known: KnownColor?, spelling: String, links: [LinkNode], expression: ExpressionNode, role: ColorUse.Role,
                          offset: Int, line: Int, holder: Int) -> ColorUse? {
        var use = ColorUse(role: role, spelling: spelling, offset: offset, line: line, darkMode: .unknown, unknownBecause: nil, isSystem: false,
                           isChosenAtRunTime: false, isMeasured: false, holder: holder)
        guard let first = links.first else { return nil }
        let names = links.filter { $0.kind != .call }.map(\.name)
        // `.secondary`, `Color.secondary`, `.secondary.opacity(0.5)`, `.fill.tertiary`, `Color(.secondaryLabel)`, `Color(uiColor: .label)`.
        let base = first.kind == .implicitMember ? first.name : names.count > 1 && ["Color", "UIColor", "NSColor"].contains(first.name) && !first.hasCall ? names[1] : nil
        let wrapped = first.name == "Color" && first.hasCall && first.arguments.count == 1 ? first.arguments[0].value?.singleChain?.links.last?.name : nil
        if let known {
            // Invisible: `.clear`, or a trace of colour that only keeps a view hit-testable.
            if (known.light + known.dark).allSatisfy({ $0.alpha < 0.02 }) { return nil }
            use.darkMode = known.adapts ? .adapts : .fixed
            use.isSystem = known.adapts && !known.isAsset && isMadeFor(role, name: base ?? wrapped ?? "")
            return use
        }
        if let name = base ?? wrapped, RuleContext.systemStyleNames.contains(name) || RuleContext.systemDynamicColourNames.contains(name),
           links.dropFirst(base != nil && first.kind != .implicitMember ? 2 : 1).allSatisfy({ (link: LinkNode) in
               ["opacity", "secondary", "tertiary", "quaternary", "quinary"].contains(link.name) || RuleContext.colourKeepingModifiers.contains(link.name)
           }) {
            use.darkMode = .adapts
            use.isSystem = isMadeFor(role, name: name)
            return use
        }
        if let name = base, RuleContext.gradientStyles.contains(name) {
            use.unknownBecause = "a gradient"
            return use
        }
        if first.kind == .name, first.name == "Color" || first.name == "UIColor" || first.name == "NSColor" {
            let labels = first.arguments.map { $0.label ?? "_" }
            if first.hasCall, labels.contains(where: { $0.lowercased().contains("hex") || $0 == "rgb" || $0 == "rgba" || $0 == "argb" }) {
                use.unknownBecause = "a hex initialiser a11yfix cannot read"
            } else if first.hasCall, labels == ["_"] || labels == ["named"], first.arguments.first.flatMap({ stringLiteralValue($0.value) }) != nil {
                use.unknownBecause = "an Asset Catalog colour a11yfix could not read"
            } else if first.hasCall, first.arguments.contains(where: { colourNumber($0.value) == nil && $0.label != nil }) {
                use.unknownBecause = "computed at run time"
                use.isChosenAtRunTime = true
            } else {
                use.unknownBecause = "the app's own colour, whose value a11yfix does not read"
            }
            return use
        }
        // `.brandBlue`, `Theme.Colors.accent`: a constant the app declares.
        if first.kind == .implicitMember || first.kind == .name && first.name.isCapitalizedName && !first.hasCall {
            use.unknownBecause = first.hasCall ? "a style a11yfix cannot read" : "the app's own colour, whose value a11yfix does not read"
            return use
        }
        use.isChosenAtRunTime = true
        use.unknownBecause = isPassedIn(links, in: expression) ? "passed in by callers" : "computed at run time"
        return use
    }

    /// Whether a system colour is drawn in the role it is made for, where the system keeps its
    /// contrast with what it draws on or under it: the label colours as text (not the hues: green
    /// text on white is 2.2:1), the background and fill colours and materials as backgrounds (label
    /// text on `Color.blue` is not a pair the system designed).
    private func isMadeFor(_ role: ColorUse.Role, name: String) -> Bool {
        guard role == .background || role == .fill else { return RuleContext.textColourNames.contains(name) }
        return name.contains("Background") || name.contains("Fill") || name.hasSuffix("Material") || name.hasPrefix("systemGray")
            || ["background", "fill", "bar", "separator", "opaqueSeparator", "windowBackground", "separatorColor", "gridColor"].contains(name)
    }

    /// `color` or `self.color` when the View has a stored `color` a caller can set (`let color:
    /// Color`, `var tint: Color = .blue`), or the function it is in takes one.
    private func isPassedIn(_ links: [LinkNode], in node: SyntaxNode) -> Bool {
        let named = links.first?.name == "self" ? links.dropFirst().first : links.first
        guard let link = named, link.kind == .name || link.kind == .member, !link.hasCall else { return false }
        let name = link.name
        if let type = enclosingType(of: node), let property = type.properties.first(where: { $0.name == name && $0.isStored }) {
            let isState = property.attributes.contains { ["State", "StateObject", "Environment", "AppStorage", "SceneStorage"].contains($0.name) }
            return !isState && (property.initializer == nil || !property.isLet)
        }
        guard links.first?.name != "self", let function = node.firstAncestor(ofType: FunctionDeclNode.self) else { return false }
        let header = file.text(function.range).prefix { $0 != "{" }
        return RuleContext.words(in: String(header)).contains(name)
    }

    private func collectCaveats(of chain: ChainNode, into colors: inout ViewColors) {
        guard let element = chain.elementLink else { return }
        let offset = chain.range.lowerBound, line = chain.location.line
        if element === chain.links.first, RuleContext.colourEncodedViews.contains(element.name), project?.isView(element.name) != true {
            colors.caveats.append(ColorCaveat(kind: .colourEncodedView, what: element.name, offset: offset, line: line))
        }
        if element.name == "Text", let text = element.arguments.first.flatMap({ stringLiteralValue($0.value) }), text.contains("]("),
           text.contains("[") {
            colors.caveats.append(ColorCaveat(kind: .inlineLink, what: "a Markdown link in `Text`", offset: offset, line: line))
        }
        // `ZStack { Image(…); Text(…) }`, `Image(…).overlay { Text(…) }`, `Text(…).background(Image(…))`.
        if element.name == "ZStack", let closure = element.closure(labeled: nil) {
            let layers = contentChains(of: closure)
            if let picture = layers.firstIndex(where: { showsPicture($0) }), layers[(picture + 1)...].contains(where: { holdsTextOrSymbol($0) }) {
                colors.caveats.append(ColorCaveat(kind: .textOverImage, what: pictureName(layers[picture]), offset: offset, line: line))
            }
        }
        for modifier in chain.modifiers {
            let over = modifier.name == "overlay" && showsPicture(chain) && modifierContent(modifier).contains(where: holdsTextOrSymbol)
            let under = modifier.name == "background" && holdsTextOrSymbol(chain) && modifierContent(modifier).contains(where: showsPicture)
            if over || under {
                let picture = over ? chain : modifierContent(modifier).first(where: showsPicture)!
                colors.caveats.append(ColorCaveat(kind: .textOverImage, what: pictureName(picture), offset: modifier.range.lowerBound, line: modifier.location.line))
            }
        }
    }

    private func modifierContent(_ modifier: LinkNode) -> [ChainNode] {
        if let closure = modifier.closure(labeled: nil) ?? modifier.closure(labeled: "content") { return contentChains(of: closure) }
        return modifier.arguments.filter { $0.label == nil }.compactMap { $0.value?.singleChain }
    }

    /// A photo, image asset, video or map (not an SF Symbol, which is drawn like text).
    private func showsPicture(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, RuleContext.pictureViews.contains(element.name) else { return false }
        return element.name != "Image" || !isSymbol(element)
    }

    private func pictureName(_ chain: ChainNode) -> String {
        guard let element = chain.elementLink else { return "an image" }
        return "`" + ElementDump.singleLine(file.text(element.range)) + "`"
    }

    /// Whether a view is or holds text or a symbol, in this code.
    private func holdsTextOrSymbol(_ chain: ChainNode) -> Bool {
        chain.descendants(ofType: ChainNode.self).contains { inner in
            guard let element = inner.elementLink else { return false }
            return RuleContext.textViews.contains(element.name) || element.name == "Image" && isSymbol(element)
        } || chain.elementLink.map { RuleContext.textViews.contains($0.name) || $0.name == "Image" && isSymbol($0) } == true
    }

    /// Marks the foregrounds color-contrast measures (a known colour on a known background), and the
    /// backgrounds all of whose text it measures.
    private func markMeasuredPairs(texts: [ChainNode], in colors: inout ViewColors) {
        var measuredOn: [Int: Bool] = [:]
        for text in texts {
            guard let backdrop = backdrop(of: text), let background = backdrop.color else { continue }
            let foreground = backdrop.chains.lazy.compactMap { view in
                view.modifiers.last { $0.name == "foregroundColor" || $0.name == "foregroundStyle" }
            }.first
            let value = foreground.flatMap { $0.arguments.count == 1 ? $0.arguments[0].value : nil }
            let measured = value.map { knownColor($0) != nil } ?? false
            if measured, let value, let index = colors.uses.firstIndex(where: { $0.offset == value.range.lowerBound }) {
                colors.uses[index].isMeasured = true
            }
            guard !background.isClear, let holder = backdrop.chains.last?.firstToken else { continue }
            measuredOn[holder] = (measuredOn[holder] ?? true) && measured
        }
        for index in colors.uses.indices where colors.uses[index].role == .background || colors.uses[index].role == .fill {
            if measuredOn[colors.uses[index].holder] == true { colors.uses[index].isMeasured = true }
        }
    }
}
