/// What `dynamic-type-font` and `scaled-metric` share: which View can hold a `@ScaledMetric`
/// property for a piece of code, the names and declarations of the properties the fixes add, and
/// whether the layout around a size lets it grow. Text styles and platforms are in
/// Semantics/SwiftUI/TextStyles.swift.

/// A number written as a literal: `24`, `17.5`, `1_000`.
public struct NumericLiteral: Equatable {
    public var text: String
    public var value: Double
    public var token: Int
}

/// A `@ScaledMetric` property a fix needs in a View: for what (`noun`: `iconSize`, `rowSpacing`,
/// `fontSize`), its design size and the text style it scales with.
public struct ScaledMetricRequest {
    public var noun: String
    public var size: NumericLiteral
    public var style: TextStyle
    /// Words naming what the value sizes, best first (`header`, `timestamp`), to tell several
    /// properties of one noun apart: `headerRowSpacing`.
    public var qualifiers: [String]
    /// Words tried only after the plain noun: what the view happens to show first, which names a
    /// stack less well than the member it is in (`emailRowSpacing` for a form's stack in `body`).
    public var fallbackQualifiers: [String]

    public init(noun: String, size: NumericLiteral, style: TextStyle, qualifiers: [String], fallbackQualifiers: [String] = []) {
        self.noun = noun
        self.size = size
        self.style = style
        self.qualifiers = qualifiers
        self.fallbackQualifiers = fallbackQualifiers
    }

    /// Requests of one noun and size whose styles grow alike share a property (`rowSpacing` after
    /// `.body` serves a row spacing beside `.callout` text).
    fileprivate var key: String { "\(noun) \(size.value) \(style.scalingFamily)" }

    /// Whether an existing `@ScaledMetric` property of the same size and style can serve this request:
    /// its name says it is the same kind of measure, the noun's last word (`thumbnailSize` for an
    /// `imageSize`, `listRowSpacing` for an `itemSpacing`), and a font size serves only fonts.
    fileprivate func mayReuse(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if noun == "fontSize" { return lowered.hasSuffix("fontsize") }
        return lowered.hasSuffix(noun.drop { $0.isLowercase }.lowercased()) && !lowered.hasSuffix("fontsize")
    }
}

/// The property a request gets: its name, and the edits that declare it (none when the View already
/// has a matching `@ScaledMetric` property).
public struct ScaledMetricProperty {
    public var name: String
    public var edits: [Edit]
    /// The style it grows with: the request's, or that of the property it shares with a style of the same family.
    public var style: TextStyle
}

extension RuleContext {
    public func numericLiteral(_ expression: ExpressionNode?) -> NumericLiteral? {
        // A prefix operator (`-8`) is not a node of its own: the expression must be the literal alone.
        guard let expression, let chain = expression.singleChain, chain.range == expression.range,
              chain.links.count == 1, chain.links[0].kind == .literal else { return nil }
        let token = chain.links[0].firstToken
        guard tree.tokens[token].kind == .integerLiteral || tree.tokens[token].kind == .floatLiteral else { return nil }
        let text = tree.text(ofToken: token)
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "_") }),
              let value = Double(text.replacingOccurrences(of: "_", with: "")) else { return nil }
        return NumericLiteral(text: text, value: value, token: token)
    }

    /// The View (or ViewModifier) struct that can give the code at `node` a `@ScaledMetric` property:
    /// `node` is in an instance computed property or method of the struct, or of an extension of it
    /// declared in this file. Nil in stored property initializers and initializers (which cannot
    /// read another property), static members, other types and free functions, and for Views whose
    /// `Equatable`, `Hashable` or `Codable` conformance the compiler synthesizes.
    public func scaledMetricHost(for node: SyntaxNode) -> TypeDeclNode? {
        guard let type = enclosingType(of: node) else { return nil }
        var member: SyntaxNode?
        var current: SyntaxNode? = node
        while let candidate = current, candidate !== type {
            if candidate is VariableDeclNode || candidate is FunctionDeclNode { member = candidate }
            current = candidate.parent
        }
        switch member {
        case let property as VariableDeclNode:
            guard property.isComputed, !property.modifiers.contains("static"), !property.modifiers.contains("class") else { return nil }
        case let function as FunctionDeclNode:
            guard function.keyword == "func", !function.modifiers.contains("static"), !function.modifiers.contains("class") else { return nil }
        default:
            return nil
        }
        let primary = type.keyword == "extension"
            ? typeDeclarations.first { $0.keyword == "struct" && $0.name == type.name && $0.bodyCloseToken != nil }
            : type
        guard let host = primary, host.keyword == "struct",
              isView(host) || host.inheritedTypes.contains(where: { $0 == "ViewModifier" || $0 == "SwiftUI.ViewModifier" }),
              !hasSynthesizedConformance(host) else { return nil }
        return host
    }

    /// Whether the compiler writes `==`, `hash(into:)` or coding for the type (an `EquatableView`
    /// row, say): a `@ScaledMetric` property, which is none of those, would break that conformance.
    private func hasSynthesizedConformance(_ type: TypeDeclNode) -> Bool {
        let declarations = typeDeclarations.filter { $0 === type || ($0.keyword == "extension" && $0.name == type.name) }
        let conformances = Set(declarations.flatMap(\.inheritedTypes))
        let writtenMembers = Set(declarations.flatMap(\.members).compactMap { ($0 as? FunctionDeclNode)?.name })
        if !conformances.isDisjoint(with: ["Equatable", "Hashable"]), !writtenMembers.contains("==") { return true }
        if conformances.contains("Hashable"), !writtenMembers.contains("hash") { return true }
        if !conformances.isDisjoint(with: ["Codable", "Encodable", "Decodable"]) { return true }
        return false
    }

    /// The member (computed property or method) of its type that `node` is in, unless it is `body`,
    /// as the words that say what it draws: `header`, `trackInfo`, `row(for:)` → `row`,
    /// `makeStatusView()` → `status`, `viewForSmallWidget()` → `smallWidget`, `emptyStateView` →
    /// `emptyState` (a builder's verb and the word `View` say nothing of what it sizes).
    public func enclosingMemberName(of node: SyntaxNode) -> String? {
        guard let type = enclosingType(of: node) else { return nil }
        var name: String?
        var current: SyntaxNode? = node
        while let candidate = current, candidate !== type {
            if let property = candidate as? VariableDeclNode { name = property.name }
            if let function = candidate as? FunctionDeclNode { name = function.keyword == "func" ? function.name : nil }
            current = candidate.parent
        }
        guard var words = name, words != "body", words != "makeBody" else { return nil }
        for prefix in ["viewFor", "make", "build", "render"] where words.hasPrefix(prefix) && words.dropFirst(prefix.count).first?.isUppercase == true {
            words.removeFirst(prefix.count)
        }
        if words.hasSuffix("View"), words.count > 4 { words.removeLast(4) }
        return RuleContext.identifier(fromWords: words)
    }

    /// One property per noun, size and style of `requests` (several requests may share one), in the
    /// order the requests come: an existing `@ScaledMetric` property of `host` with that size and
    /// style whose name says it is the same kind of measure is reused; otherwise a new property is
    /// declared after the View's other `@ScaledMetric` properties (or its stored properties). A noun
    /// used for one size only is the name (`iconSize`); several sizes of one noun, or `qualify`, put
    /// the first free qualifier all requests of the property share in front (`headerRowSpacing`,
    /// `timestampFontSize`), and the plain noun when they share none; a name already taken falls
    /// back to the other form, then to the fallback qualifiers (`emailRowSpacing`); when no name fits
    /// every use, the uses of each first qualifier (each member) get a property of their own. Names never reuse an identifier written in the View, so nothing is
    /// shadowed, and are never numbered (`rowSpacing2` says nothing of what it sizes). Nil for a
    /// request whose property cannot be placed or named.
    public func scaledMetricProperties(for requests: [ScaledMetricRequest], in host: TypeDeclNode, qualify: Bool = false) -> [ScaledMetricProperty?] {
        var groups: [[Int]] = []
        var groupOfKey: [String: Int] = [:]
        for (index, request) in requests.enumerated() {
            if let group = groupOfKey[request.key] {
                groups[group].append(index)
            } else {
                groupOfKey[request.key] = groups.count
                groups.append([index])
            }
        }
        var keysPerNoun: [String: Int] = [:]
        for group in groups { keysPerNoun[requests[group[0]].noun, default: 0] += 1 }

        var taken = identifiersWritten(in: host)
        let existing = existingScaledMetrics(in: host)
        var properties = [ScaledMetricProperty?](repeating: nil, count: requests.count)
        func declare(_ name: String, for group: [Int]) {
            taken.insert(name)
            let request = requests[group[0]]
            let declaration = "@ScaledMetric(relativeTo: .\(request.style.rawValue)) private var \(name): CGFloat = \(request.size.text)"
            let property = propertyInsertion(declaration, into: host, groupWith: "ScaledMetric").map { ScaledMetricProperty(name: name, edits: $0, style: request.style) }
            for index in group { properties[index] = property }
        }
        func shared(_ words: (ScaledMetricRequest) -> [String], in group: [Int]) -> [String] {
            group.dropFirst().reduce(words(requests[group[0]])) { common, index in common.filter(words(requests[index]).contains) }
        }
        for group in groups {
            let request = requests[group[0]]
            let suffix = request.noun.prefix(1).uppercased() + request.noun.dropFirst()
            if let reused = existing.first(where: { $0.value == request.size.value && $0.style.scalingFamily == request.style.scalingFamily && request.mayReuse($0.name) }) {
                for index in group { properties[index] = ScaledMetricProperty(name: reused.name, edits: [], style: reused.style) }
                continue
            }
            let qualifiedNames = shared(\.qualifiers, in: group).map { RuleContext.qualifiedName($0, noun: request.noun, suffix: suffix) }
            let fallbackNames = shared(\.fallbackQualifiers, in: group).map { RuleContext.qualifiedName($0, noun: request.noun, suffix: suffix) }
            let distinguishes = qualify || keysPerNoun[request.noun, default: 0] > 1
            let candidates = (distinguishes ? qualifiedNames + [request.noun] : [request.noun] + qualifiedNames) + fallbackNames
            if let name = candidates.first(where: { !taken.contains($0) }) {
                declare(name, for: group)
                continue
            }
            // No name fits every use: uses named apart (in different members) serve different
            // purposes that happen to share a size, and each gets a property of its own.
            var subgroups: [(qualifier: String, group: [Int])] = []
            for index in group {
                guard let qualifier = requests[index].qualifiers.first else { continue }
                if let position = subgroups.firstIndex(where: { $0.qualifier == qualifier }) {
                    subgroups[position].group.append(index)
                } else {
                    subgroups.append((qualifier, [index]))
                }
            }
            for subgroup in subgroups {
                let name = RuleContext.qualifiedName(subgroup.qualifier, noun: request.noun, suffix: suffix)
                if !taken.contains(name) { declare(name, for: subgroup.group) }
            }
        }
        return properties
    }

    /// `sponsored` + `fontSize` → `sponsoredFontSize`; a qualifier ending in the noun's first word
    /// shares it: `systemFont` + `fontSize` → `systemFontSize`, not `systemFontFontSize`.
    static func qualifiedName(_ qualifier: String, noun: String, suffix: String) -> String {
        let nounHead = String(noun.prefix { !$0.isUppercase })
        guard nounHead.count < noun.count, qualifier.lowercased().hasSuffix(nounHead) else { return qualifier + suffix }
        return qualifier.count == nounHead.count ? noun : qualifier + noun.dropFirst(nounHead.count)
    }

    /// Every identifier written in `type` and in its extensions in this file, plus its members.
    private func identifiersWritten(in type: TypeDeclNode) -> Set<String> {
        var names = Set<String>()
        for declaration in typeDeclarations where declaration === type || (declaration.keyword == "extension" && declaration.name == type.name) {
            for index in declaration.firstToken...declaration.lastToken where tree.tokens[index].kind == .identifier {
                let token = tree.tokens[index]
                let backticked = file.bytes[token.start] == UInt8(ascii: "`") && token.length > 2
                names.insert(file.text(backticked ? token.start + 1..<token.end - 1 : token.textRange))
            }
        }
        return names
    }

    private func existingScaledMetrics(in type: TypeDeclNode) -> [(name: String, value: Double, style: TextStyle)] {
        type.properties.compactMap { property in
            guard let attribute = property.attribute(named: "ScaledMetric"),
                  let size = numericLiteral(property.initializer) else { return nil }
            var style = TextStyle.body
            if let arguments = attribute.arguments {
                guard let range = arguments.range(of: "relativeTo:") else { return nil }
                let name = arguments[range.upperBound...].drop { $0 == " " || $0 == "." }.prefix { $0.isLetter || $0.isNumber }
                guard let named = TextStyle(rawValue: String(name)) else { return nil }
                style = named
            }
            return (property.name, size.value, style)
        }
    }

    /// A word for what an element shows, from its code (never from the words it displays, which
    /// name nothing in the code and change with the copy): its SF Symbol's first word
    /// (`Image(systemName: "star.fill")` → `star`), the value a control edits
    /// (`TextField("Email", text: $form.email)` → `email`), or the last name of the value it shows
    /// (`Text(post.author.displayName)` → `displayName`, `Text(reaction.rawValue)` → `reaction`), but not
    /// a static member of a type (`L10n.Settings.title`, a string table's key for the words shown).
    public func shownWord(of element: LinkNode) -> String? {
        if let symbol = element.argument("systemName").flatMap({ stringLiteralValue($0.value) }) {
            return RuleContext.identifier(fromWords: String(symbol.prefix { $0 != "." }))
        }
        // `$draft.email`, `$message.animation(.easeOut)`: the value bound, before any transaction.
        if let binding = RuleContext.boundValues.lazy.compactMap({ element.argument($0)?.value?.singleChain }).first,
           let name = binding.links.prefix(while: { !$0.hasCall && ($0.kind == .name || $0.kind == .member) }).last?.name {
            return RuleContext.identifier(fromWords: String(name.drop { $0 == "$" }))
        }
        guard let first = element.arguments.first, first.label == nil || first.label == "verbatim",
              let chain = first.value?.singleChain, chain.links.first?.name.first?.isUppercase == false else { return nil }
        let names = chain.links.prefix { !$0.hasCall && ($0.kind == .name || $0.kind == .member) }.map(\.name)
        guard names.count == chain.links.count,
              let word = names.last(where: { !RuleContext.valueConversions.contains($0) && $0 != "self" }) else { return nil }
        return RuleContext.identifier(fromWords: word)
    }

    /// The arguments through which a control edits a value: `TextField(…, text: $draft.email)` → `email`.
    static let boundValues = ["text", "isOn", "selection", "value"]

    /// Members that turn a value into text and say nothing of what it is.
    static let valueConversions: Set<String> = [
        "rawValue", "description", "localizedDescription", "localizedCapitalized", "capitalized", "uppercased",
        "lowercased", "localized", "string", "text", "value", "wrappedValue", "formatted",
    ]

    /// A lowerCamelCase identifier from the first two words of `text` (`"SPONSORED"` → `sponsored`,
    /// `"Forgot password?"` → `forgotPassword`, `delivery_truck_icon` → `deliveryTruck`, a camel-case
    /// name stays as it is); nil when no word starts with a letter.
    public static func identifier(fromWords text: String) -> String? {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber, character.isASCII {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        words = Array(words.drop { !($0.first?.isLetter ?? false) }.prefix(2))
        guard !words.isEmpty else { return nil }
        return words.enumerated().map { index, word in
            let isCamel = word.contains { $0.isLowercase } && word.contains { $0.isUppercase }
            let normalized = isCamel ? word : word.lowercased()
            return index == 0 ? normalized.prefix(1).lowercased() + normalized.dropFirst()
                              : normalized.prefix(1).uppercased() + normalized.dropFirst()
        }.joined()
    }
}

// MARK: Room to grow

extension RuleContext {
    /// Containers whose content scrolls: whatever grows inside them is scrolled to, so a fixed frame
    /// around them does not hold their content back.
    static let scrollingContainers: Set<String> = ["ScrollView", "List", "Form", "Table"]

    /// Modifiers whose content is presented on its own (a sheet, a popover, a menu): the frames of the
    /// view that presents it do not bound it.
    static let presentationModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "toolbar",
        "navigationDestination", "inspector", "safeAreaInset",
    ]

    static let barItemPlacement = "a toolbar or navigation bar item, and bars keep their height (the system shows its own bar items enlarged with the Large Content Viewer)"

    /// Why the view `chain` cannot grow taller where it is drawn, or nil when it can: a toolbar or
    /// navigation bar item (`ToolbarItem`, `.toolbar { … }`), a fixed height
    /// (`.frame(height: 60)`, `.frame(width: 48, height: 48)`, a `maxHeight:` cap), a place set by
    /// hand (`.offset` inside a GeometryReader or a ZStack) or a fixed `.aspectRatio(4 / 3,
    /// contentMode: .fit)` on the view itself (other than `excluding`, the frame being judged) or on a
    /// container around it in the same View, up to the first scrolling container or presentation. A member's content is followed to where the View uses the member
    /// (`header`, `row(for:)`), and a View's body to where this file uses the View
    /// (`IconView(…).frame(width: 48, height: 48)`), so that moving a row into a property or a
    /// small View changes nothing.
    public func fixedLayout(around chain: ChainNode, excluding: LinkNode? = nil) -> String? {
        var visited = Set<ObjectIdentifier>()
        return fixedLayout(around: chain, excluding: excluding, visited: &visited)
    }

    private func fixedLayout(around chain: ChainNode, excluding: LinkNode?, visited: inout Set<ObjectIdentifier>) -> String? {
        if let reason = fixedSize(of: chain, excluding: excluding) { return reason }
        // Views a GeometryReader or a ZStack places by hand (`.offset(x: 20, y: -10)` over a picture of
        // fixed size, the stickers of a collage): they keep their places however large they grow.
        var placedByOffset = chain.hasModifier("offset")
        for call in enclosingCalls(of: chain) {
            let isContent = call.link === call.chain.elementLink
            if isContent, call.link.name == "GeometryReader" || call.link.name == "ZStack", placedByOffset {
                return "views placed by hand with `.offset` in a \(call.link.name)"
            }
            if isContent, call.chain.hasModifier("offset") { placedByOffset = true }
            if isContent, call.link.name == "ZStack", let layer = fixedLayer(of: call.link, besides: chain) { return layer }
            if isContent, RuleContext.scrollingContainers.contains(call.link.name) { return nil }
            // Bars keep their height whatever the text size; the system enlarges its own bar items
            // with the Large Content Viewer instead.
            if isContent && ["ToolbarItem", "ToolbarItemGroup"].contains(call.link.name) || !isContent && call.link.name == "toolbar" {
                return RuleContext.barItemPlacement
            }
            if !isContent, RuleContext.presentationModifiers.contains(call.link.name) { return nil }
            // A view in a container's modifier arguments (`.frame(height: x)`) is not its content; one
            // laid over or under a view (`Circle().frame(width: 14, height: 14).overlay(Text(count))`) is
            // bounded by it.
            let isLayered = !isContent && ["overlay", "background"].contains(call.link.name)
            guard isLayered || call.link.allClosures.contains(where: { chain.isDescendant(of: $0) }) else { continue }
            if let reason = fixedSize(of: call.chain, excluding: nil) { return reason }
        }
        for use in uses(ofCodeAround: chain) where visited.insert(ObjectIdentifier(use)).inserted {
            if let reason = fixedLayout(around: use, excluding: nil, visited: &visited) { return reason }
        }
        // A View the team named for bar chrome (`TabBar`, `CustomNavigationBar`): bars keep their
        // height, as the system's do.
        if let view = enclosingView(of: chain), RuleContext.namesBarChrome(view.name) {
            return "a custom bar (`\(view.name)`), and bars keep their height (the system shows its own bar items enlarged with the Large Content Viewer)"
        }
        // A View every place of the project gives a fixed height (`TabViewIcon(…).frame(height: 45)` in
        // a custom tab bar, in another file): its content cannot grow taller there (project index).
        if let project, let view = enclosingView(of: chain), view.keyword != "extension" {
            let uses = project.uses(ofType: view.name)
            if uses.total > 0, uses.fixedHeight == uses.total { return "a fixed height wherever the project draws \(view.name) (`.frame(height: …)`)" }
        }
        return nil
    }

    /// Whether a View's name says it draws a tab or navigation bar (`TabBar`, `FloatingTabBarView`,
    /// `CustomNavBar`); a compose, search or tool bar may grow with its text and is not one.
    static func namesBarChrome(_ name: String) -> Bool {
        let words = LabelInference.splitWords(name).map { $0.lowercased() }
        let bare = words.last == "view" ? Array(words.dropLast()) : words
        guard bare.count >= 2, bare.last == "bar" else { return false }
        return ["tab", "nav", "navigation"].contains(bare[bare.count - 2])
    }

    /// Whether the view can scroll where it is drawn: it is in the content of a vertical `ScrollView`,
    /// a `List`, a `Form`, a `Table` or a `ViewThatFits` (which falls back to a scroll view), here or
    /// where the file draws its member or View; a View this file does not draw, where the project
    /// draws it in such a container or once per item (a row of a list). Content a sheet or popover
    /// presents is judged by itself: such a sheet is sized to its content.
    public func scrollsVertically(around chain: ChainNode) -> Bool {
        var visited = Set<ObjectIdentifier>()
        return scrollsVertically(around: chain, visited: &visited)
    }

    private func scrollsVertically(around chain: ChainNode, visited: inout Set<ObjectIdentifier>) -> Bool {
        for call in enclosingCalls(of: chain) {
            let isContent = call.link === call.chain.elementLink
            if isContent, RuleContext.scrollingContainers.contains(call.link.name) && !isHorizontalScrollView(call.link) || call.link.name == "ViewThatFits" {
                return true
            }
            if !isContent, RuleContext.presentationModifiers.contains(call.link.name) { return false }
        }
        let uses = uses(ofCodeAround: chain)
        for use in uses where visited.insert(ObjectIdentifier(use)).inserted {
            if scrollsVertically(around: use, visited: &visited) { return true }
        }
        guard uses.isEmpty, let type = enclosingType(of: chain), let project else { return false }
        let elsewhere = project.uses(ofType: type.name)
        return elsewhere.scrolled > 0 || elsewhere.perItem > 0
    }

    /// Why a font set on a container (`VStack { header; content }.font(.system(size: 12))`) would
    /// push text out of a view inside it that cannot grow taller (`header.frame(height: 14)`): the
    /// first fixed height or aspect ratio of a view in its content that shows text; nil for a view
    /// without content, or with none fixed.
    public func fixedLayout(within chain: ChainNode) -> String? {
        guard let element = chain.elementLink, !element.allClosures.isEmpty else { return nil }
        // Only text inherits the font: an image's fixed frame (an avatar) bounds no text.
        for inner in element.allClosures.flatMap({ $0.descendants(ofType: ChainNode.self) }) where inner.elementLink != nil && holdsText(inner) {
            if let reason = fixedSize(of: inner, excluding: nil) { return reason }
        }
        return nil
    }

    /// A layer of a `ZStack` other than the one holding `chain` that has a fixed size of a tile or
    /// more (`CircularProgressView(…).frame(width: 200, height: 200)` under a timer's text): the text is
    /// laid out to sit inside it, and grown, spills over its edges. A dot of a badge is no such layer.
    private func fixedLayer(of stack: LinkNode, besides chain: ChainNode) -> String? {
        guard let content = stack.closure(labeled: nil) else { return nil }
        for layer in contentChains(of: content) where layer !== chain && !chain.isDescendant(of: layer) {
            guard let frame = layer.modifiers.first(where: { $0.name == "frame" }),
                  let width = numericLiteral(frame.argument("width")?.value), let height = numericLiteral(frame.argument("height")?.value),
                  width.value >= 44, height.value >= 44 else { continue }
            return "a ZStack over a layer of fixed size (`\(file.text(frame.range))`)"
        }
        return nil
    }

    /// A fixed height or aspect ratio among a chain's own modifiers, as written.
    private func fixedSize(of chain: ChainNode, excluding: LinkNode?) -> String? {
        let written = { (node: SyntaxNode) in "`\(self.file.text(node.range).split(whereSeparator: \.isNewline).joined(separator: " "))`" }
        for modifier in chain.modifiers where modifier !== excluding {
            switch modifier.name {
            case "frame" where ["height", "maxHeight"].contains { modifier.argument($0).map { isFixedValue($0.value) } ?? false }:
                return "a fixed \(written(modifier))"
            // A column a few characters wide (a ticket stub's 46 pt date block): larger text wraps in it.
            case "frame" where (modifier.argument("width")?.value).map { isFixedValue($0) && (numericLiteral($0)?.value ?? .infinity) <= 64 } ?? false:
                return "a narrow fixed \(written(modifier))"
            case "aspectRatio" where modifier.arguments.first.map { $0.label == nil && isFixedValue($0.value) } ?? false:
                return "a fixed \(written(modifier))"
            case "presentationDetents" where holdsFixedHeightDetents(modifier):
                return "a sheet of fixed height (\(written(modifier)))"
            case "background":
                // Text drawn on a tile of fixed size (`.background { Circle().frame(width: 28, height: 28) }`) is
                // laid out for that tile: grown, it spills over its edges.
                for tile in modifier.descendants(ofType: ChainNode.self) {
                    guard let shape = tile.elementLink, RuleContext.filledShapes.contains(shape.name) || shape.name == "Color" else { continue }
                    if let frame = tile.modifiers.first(where: { frame in
                        frame.name == "frame" && ["width", "height"].allSatisfy { frame.argument($0).map { isFixedValue($0.value) } ?? false }
                    }) {
                        return "a tile of fixed size drawn behind it (`\(shape.name)()\(file.text(frame.range))`)"
                    }
                }
            default:
                break
            }
        }
        return nil
    }

    /// Whether a sheet's detents all stop short of the full height (`[.height(220)]`, `[.medium]`,
    /// `[.fraction(0.3)]`): its content cannot grow taller than the sheet. A `.large` detent, or one
    /// the code computes, lets it.
    private func holdsFixedHeightDetents(_ modifier: LinkNode) -> Bool {
        guard let detents = modifier.arguments.first?.value else { return false }
        let members = detents.descendants(ofType: LinkNode.self).filter { $0.kind == .implicitMember }
        guard !members.isEmpty else { return false }
        return members.allSatisfy { detent in
            switch detent.name {
            case "medium": return true
            case "height", "fraction": return detent.arguments.count == 1 && isFixedValue(detent.arguments[0].value)
            default: return false
            }
        }
    }

    /// Whether a size is fixed: a number, an arithmetic of numbers, a ternary whose results are
    /// fixed, a constant (`let`) of this file initialized with one (`private let rowHeight:
    /// CGFloat = 52`, `Layout.rowHeight`), or a computed property that is one (`var height: CGFloat {
    /// width / 1.5 }`). A `@ScaledMetric` property, a variable, a value measured at run time
    /// (`proxy.size.height`) or anything else computed is not.
    func isFixedValue(_ expression: ExpressionNode?, depth: Int = 0) -> Bool {
        guard let expression, depth < 4 else { return false }
        return isFixedValue(tokens: expression.firstToken...expression.lastToken, depth: depth)
    }

    private func isFixedValue(tokens range: ClosedRange<Int>, depth: Int) -> Bool {
        var nesting = 0
        var question: Int?
        var colon: Int?
        for index in range {
            let token = tree.tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket: nesting += 1
            case .rightParen, .rightBracket: nesting -= 1
            case .operator where nesting == 0 && tree.token(index, is: "?") && question == nil: question = index
            case .colon where nesting == 0 && question != nil && colon == nil: colon = index
            default: break
            }
        }
        if let question {
            guard let colon, question + 1 < colon, colon < range.upperBound else { return false }
            return isFixedValue(tokens: (question + 1)...(colon - 1), depth: depth)
                && isFixedValue(tokens: (colon + 1)...range.upperBound, depth: depth)
        }
        let casts: Set<String> = ["CGFloat", "Double", "Float", "Int"]
        var sawValue = false
        for index in range {
            let token = tree.tokens[index]
            switch token.kind {
            case .integerLiteral, .floatLiteral:
                sawValue = true
            case .leftParen, .rightParen, .period:
                continue
            case .operator:
                guard ["+", "-", "*", "/", "??"].contains(tree.text(ofToken: index)) else { return false }
            case .keyword where tree.token(index, is: "self"):
                continue
            case .identifier:
                let name = tree.text(ofToken: index)
                if casts.contains(name) { continue }
                // `Layout.rowHeight` names a constant of a type; `geometry.size.height` a value measured at run time.
                if index < range.upperBound, tree.tokens[index + 1].kind == .period {
                    guard name.isCapitalizedName else { return false }
                    continue
                }
                if index - 2 >= range.lowerBound, tree.tokens[index - 1].kind == .period, tree.tokens[index - 2].kind == .identifier,
                   tree.text(ofToken: index - 2).isCapitalizedName {
                    sawValue = true
                    continue
                }
                let declarations = tree.root.descendants(ofType: VariableDeclNode.self).filter { $0.name == name }
                // `32 + (heightModifier ?? 0)`: a literal adjusted by a View's plain stored property, which
                // its caller sets once; it does not grow with text (the literal makes it a size).
                if !declarations.isEmpty, declarations.allSatisfy({ declaration in
                    !declaration.isLet && !declaration.isComputed && declaration.attributes.isEmpty
                        && (declaration.initializer == nil || isFixedValue(declaration.initializer, depth: depth + 1))
                }) { continue }
                guard !declarations.isEmpty, declarations.allSatisfy({ declaration in
                    if declaration.isComputed, declaration.attributes.isEmpty, let body = declaration.body {
                        // `var height: CGFloat { width / 1.5 }`: a constant under another name.
                        var first = body.firstToken + 1
                        if tree.token(first, is: "return") { first += 1 }
                        return depth < 3 && first <= body.lastToken - 1 && isFixedValue(tokens: first...(body.lastToken - 1), depth: depth + 1)
                    }
                    return declaration.isLet && declaration.attributes.isEmpty && isFixedValue(declaration.initializer, depth: depth + 1)
                }) else { return false }
                sawValue = true
            default:
                return false
            }
        }
        return sawValue
    }
}

// MARK: Icons in lines of text

extension RuleContext {
    /// Square image frames in this range are icons that sit in a line of text: no larger than the
    /// largest text style (34 pt). Larger ones are avatars, artwork and illustrations sized for the
    /// screen, which would crowd it out if they grew with text.
    static let iconSizes: ClosedRange<Double> = 8...TextStyle.largestSize

    /// Containers that add no content of their own, looked through to find text.
    static let transparentContainers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "ViewThatFits"]

    /// The square literal frame (`.frame(width: 24, height: 24)`, an `alignment:` may follow) of an
    /// icon that sits in a line of text, and its size, when the icon grows with that text once the
    /// frame does: the frame sizes the picture (the image is `.resizable()`), or boxes an SF Symbol
    /// whose glyph already grows with its font (a text style, the inherited body, a scaled size),
    /// which would otherwise spill out of its box. A box around a bitmap or a fixed-size glyph is
    /// left: growing it grows nothing people see.
    public func textIconFrame(of chain: ChainNode) -> (frame: LinkNode, size: NumericLiteral)? {
        guard let image = chain.elementLink, image.name == "Image" || image.name == "AsyncImage", image.hasCall else { return nil }
        for frame in chain.modifiers where frame.name == "frame" {
            let labels = frame.arguments.map { $0.label ?? "_" }
            guard labels == ["width", "height"] || labels == ["width", "height", "alignment"],
                  let width = numericLiteral(frame.arguments[0].value), let height = numericLiteral(frame.arguments[1].value),
                  width.value == height.value, RuleContext.iconSizes.contains(width.value) else { continue }
            guard framesPicture(chain, frame: frame) || glyphGrowsWithFont(chain), sitsWithText(chain) else { return nil }
            return (frame, width)
        }
        return nil
    }

    /// Whether a frame sizes the picture itself: the image is `.resizable()` before the frame (an
    /// `AsyncImage` in its content closure).
    private func framesPicture(_ chain: ChainNode, frame: LinkNode) -> Bool {
        if chain.modifiers.prefix(while: { $0 !== frame }).contains(where: { $0.name == "resizable" }) { return true }
        guard let image = chain.elementLink, image.name == "AsyncImage" else { return false }
        return image.allClosures.contains { closure in
            closure.descendants(ofType: ChainNode.self).contains { $0.links.contains { $0.name == "resizable" && $0.hasCall } }
        }
    }

    /// Whether an SF Symbol image's glyph grows with Dynamic Type: the font in effect, its own or the
    /// nearest one set around it, is the default, a text style, or a size literal no larger than any
    /// text style's (which `dynamic-type-font` turns into one); not a `.custom(_:fixedSize:)` nor a
    /// font the code names (`.font(smallFont)`, a constant of `Font.system(size: 13)`): whether that
    /// grows is not known here.
    private func glyphGrowsWithFont(_ chain: ChainNode) -> Bool {
        guard let image = chain.elementLink, case .symbol? = imageSource(of: image), !chain.hasModifier("resizable") else { return false }
        let views = [chain] + enclosingCalls(of: chain).filter { $0.link === $0.chain.elementLink }.map(\.chain)
        guard let value = views.lazy.compactMap({ $0.modifiers.last(where: { $0.name == "font" })?.arguments.first?.value }).first else { return true }
        guard let links = value.singleChain?.links, let head = links.first(where: { $0.kind != .name || $0.name != "Font" }),
              head.kind == .implicitMember || head.kind == .member else { return false }
        guard head.name == "system" || head.name == "custom" else { return TextStyle(rawValue: head.name) != nil }
        if head.argument("fixedSize") != nil { return false }
        return numericLiteral(head.argument("size")?.value).map { $0.value <= TextStyle.largestSize } ?? true
    }

    /// Whether an image sits in a line of text that follows Dynamic Type: the icon of a `Label`, or
    /// beside a view that shows text in the same stack or control label. An image alone (an icon-only
    /// button, a hero, a badge) has no text to keep in step with, and neither has one beside text
    /// sized by the project's own font modifier (`.adaptiveFont(.matterMedium, size: 16)`, sized by
    /// the screen rather than the text size) or its own fixed-size font (`.font(.sfRounded(size: .lg))`).
    func sitsWithText(_ chain: ChainNode) -> Bool {
        var view = chain
        var besideControl = false
        for call in enclosingCalls(of: chain) {
            guard let closure = call.link.allClosures.first(where: { view.isDescendant(of: $0) || view === $0 }) ?? call.link.allClosures.first(where: { chain.isDescendant(of: $0) }) else { continue }
            if call.link.name == "Label", call.link === call.chain.elementLink { return !hasIconOnlyStyle(call.chain) }
            if setsFontOfItsOwn(call.chain) { return false }
            let content = contentChains(of: closure)
            // A control that shows only the glyph (a back chevron's Button right beside the screen's
            // title): the text it goes with is next to the control, on its side of any `Spacer`.
            if !besideControl, content.allSatisfy({ $0 === view }), call.link === call.chain.elementLink, RuleContext.labelledControls.contains(call.link.name) {
                view = call.chain
                besideControl = true
                continue
            }
            var siblings = content.filter { $0 !== view }
            if besideControl, let index = content.firstIndex(where: { $0 === view }) {
                let isSpacer = { (sibling: ChainNode) in sibling.elementLink?.name == "Spacer" }
                siblings = Array(content[(index + 1)...].prefix { !isSpacer($0) }) + content[..<index].reversed().prefix { !isSpacer($0) }
            }
            // Beside a control, a title goes with it; a text field beside a send button is what the
            // person types, and the button keeps its size.
            let fields: Set<String> = ["TextField", "SecureField", "TextEditor"]
            return siblings.contains { sibling in
                holdsText(sibling) && !setsFontOfItsOwn(sibling) && fixedSizeFont(of: sibling) == nil
                    && !(besideControl && fields.contains(sibling.elementLink?.name ?? ""))
            }
        }
        return false
    }

    /// The app's own View an image is handed to as content (`SettingsRow(leadingIcon: { Image(…) })`),
    /// which lays it out out of sight here, maybe beside text of its own; nil when the image sits in
    /// SwiftUI's containers or in nothing the project declares.
    func appViewReceiving(_ chain: ChainNode) -> String? {
        for call in enclosingCalls(of: chain) where call.link.allClosures.contains(where: { chain.isDescendant(of: $0) }) {
            let name = call.link.name
            guard call.link === call.chain.elementLink else { return nil }
            let declaredHere = typeDeclarations.contains { $0.name == name && isViewLike($0) }
            return declaredHere || project?.isView(name) == true ? name : nil
        }
        return nil
    }

    /// The view's own `.font(…)` when the app fixes its size through a helper of its own
    /// (`.sfRounded(size: .lg)`, which returns `Font.system(size:)`), a UIKit font or SwiftUI's
    /// `.custom(_:fixedSize:)`: a size no text style names, which does not grow.
    func fixedSizeFont(of line: ChainNode) -> String? {
        guard let font = line.modifiers.last(where: { $0.name == "font" })?.arguments.first?.value, let value = font.singleChain else { return nil }
        // `.custom("Helvetica Neue Bold", fixedSize: 15)`: SwiftUI's own face that never scales.
        let fixed = value.links.indices.contains { callsFixedSizeFontHelper(value, at: $0) }
            || value.elementLink?.name == "Font" && font.text.contains("UIFont(")
            || value.links.contains { $0.name == "custom" && $0.argument("fixedSize") != nil }
        return fixed ? ElementDump.singleLine(font.text) : nil
    }

    /// SwiftUI's modifiers that style a font without setting its size.
    private static let fontStyleModifiers: Set<String> = ["font", "fontWeight", "fontDesign", "fontWidth"]

    /// Whether a view's text is sized by a font modifier of the project's own (`.adaptiveFont(…)`,
    /// `.appFont(…)`), which may or may not follow Dynamic Type.
    private func setsFontOfItsOwn(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { $0.name.lowercased().contains("font") && !RuleContext.fontStyleModifiers.contains($0.name) }
    }

    /// Whether a closure's views include text, looking through containers, control labels and, one
    /// level deep, the View's own members (`header`, `row(for: item)`), so that moving a row into a
    /// computed property does not change the verdict.
    func holdsText(_ closure: ClosureNode, resolvingMembers: Bool = true) -> Bool {
        contentChains(of: closure).contains { holdsText($0, resolvingMembers: resolvingMembers) }
    }

    /// Whether one view of a closure shows text, itself or through the containers, control labels
    /// and members `holdsText(_:)` looks through.
    func holdsText(_ chain: ChainNode, resolvingMembers: Bool = true) -> Bool {
        if showsText(chain) { return true }
        if resolvingMembers, memberContent(chain).contains(where: { content in
            showsText(content) || content.elementLink?.allClosures.contains { holdsText($0, resolvingMembers: false) } == true
        }) {
            return true
        }
        guard let element = chain.elementLink,
              RuleContext.transparentContainers.contains(element.name) || RuleContext.titledControls.contains(element.name) else { return false }
        return element.allClosures.contains { holdsText($0, resolvingMembers: resolvingMembers) }
    }

    /// The view a member of the View draws, when `chain` names one (`header`, `self.header`,
    /// `row(for: item)`) and its body is one expression or `return`s one.
    func memberContent(_ chain: ChainNode) -> [ChainNode] {
        var links = chain.links[...]
        if links.count == 2, links.first?.name == "self" { links = links.dropFirst() }
        guard links.count == 1, let reference = links.first, reference.kind == .name || reference.kind == .member,
              !reference.hasTrailingClosures, let type = enclosingType(of: chain) else { return [] }
        let declarations = typeDeclarations.filter { $0 === type || ($0.name == type.name && ($0.keyword == "extension" || type.keyword == "extension")) }
        for member in declarations.flatMap(\.members) {
            let body: BlockNode?
            if let property = member as? VariableDeclNode, !reference.hasCall, property.name == reference.name {
                body = property.body
            } else if let function = member as? FunctionDeclNode, reference.hasCall, function.name == reference.name {
                body = function.body
            } else {
                continue
            }
            return body?.children.flatMap { statement -> [ChainNode] in
                if let expression = statement as? ExpressionNode { return expression.singleChain.map { [$0] } ?? [] }
                guard let returned = statement as? StatementNode, returned.keyword == "return" else { return [] }
                return returned.children.compactMap { ($0 as? ExpressionNode)?.singleChain }
            } ?? []
        }
        return []
    }
}
