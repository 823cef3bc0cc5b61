/// What `dynamic-type-font` and `scaled-metric` share: SwiftUI's text styles and their sizes, where
/// Dynamic Type applies, which View can hold a `@ScaledMetric` property for a piece of code, and the
/// names and declarations of the properties the fixes add.

/// SwiftUI's text styles (`Font.TextStyle`) and their default sizes at the Large text size on iOS.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    public var defaultSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption: return 12
        case .caption2: return 11
        }
    }

    /// The styles a plain size maps to. `headline` is body's size in semibold: a size alone says
    /// nothing about it, so 17 maps to `body` and the weight stays the author's.
    public static let sizeStyles: [TextStyle] = allCases.filter { $0 != .headline }

    /// The size styles iOS 13 / macOS 10.15 have: `title2`, `title3` and `caption2` came with iOS 14.
    public static let firstGenerationSizeStyles: [TextStyle] = sizeStyles.filter { ![.title2, .title3, .caption2].contains($0) }

    /// The style whose default size is nearest to `size`; between two equally near styles the larger,
    /// so that text never gets smaller (14 → subheadline, 21 → title2).
    public static func nearest(to size: Double, among styles: [TextStyle] = sizeStyles) -> TextStyle {
        styles.min { lhs, rhs in
            let left = abs(lhs.defaultSize - size), right = abs(rhs.defaultSize - size)
            return left != right ? left < right : lhs.defaultSize > rhs.defaultSize
        }!
    }

    /// The nearest style when its default size is within 1 pt of `size` (17.5 → body, 18 → body);
    /// nil when none is (9, 24, 48).
    public static func matching(size: Double, among styles: [TextStyle] = sizeStyles) -> TextStyle? {
        let style = nearest(to: size, among: styles)
        return abs(style.defaultSize - size) <= 1 ? style : nil
    }

    /// The style a font expression such as `.caption`, `.caption.weight(.bold)`, `Font.title`,
    /// `.system(.title, design: .rounded)` or `.system(size: 15)` (nearest style) is relative to.
    static func of(fontExpression expression: ExpressionNode?, in context: RuleContext) -> TextStyle? {
        guard let chain = expression?.singleChain else { return nil }
        var links = chain.links[...]
        if let first = links.first, first.kind == .name, first.name == "Font" { links = links.dropFirst() }
        guard let head = links.first, head.kind == .implicitMember || head.kind == .member else { return nil }
        if head.name == "system" || head.name == "custom" {
            if let style = head.argument("relativeTo") ?? head.arguments.first(where: { $0.label == nil }),
               let styleLink = style.value?.singleChain?.links.last, let named = TextStyle(rawValue: styleLink.name) {
                return named
            }
            return context.numericLiteral(head.argument("size")?.value).map { nearest(to: $0.value) }
        }
        return head.hasCall ? nil : TextStyle(rawValue: head.name)
    }
}

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
    /// Words naming what the value sizes, best first (`header`, `sponsored`), to tell several
    /// properties of one noun apart: `headerRowSpacing`.
    public var qualifiers: [String]

    public init(noun: String, size: NumericLiteral, style: TextStyle, qualifiers: [String]) {
        self.noun = noun
        self.size = size
        self.style = style
        self.qualifiers = qualifiers
    }

    fileprivate var key: String { "\(noun) \(size.value) \(style.rawValue)" }

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

    /// Whether Dynamic Type applies to the code at `node`. It does not on macOS and
    /// tvOS, which have no Dynamic Type (and whose text styles have other sizes: body is 13 pt on
    /// macOS): code in `#if os(macOS)` / `os(tvOS)` / `canImport(AppKit)` branches, in a file that
    /// imports AppKit or Cocoa outside any `#if` (it builds for macOS only), or in a package whose
    /// deployment targets name neither iOS, visionOS, Mac Catalyst nor watchOS.
    public func isDynamicTypeCode(_ node: SyntaxNode) -> Bool {
        let targets = Set(options.deploymentTargets.keys.map { $0.lowercased() })
        if !targets.isEmpty, targets.isDisjoint(with: ["ios", "visionos", "maccatalyst", "watchos"]) { return false }
        if importsMacOnlyModule { return false }
        var current: SyntaxNode? = node
        while let ancestor = current?.parent {
            if let clause = ancestor as? PoundIfClauseNode, excludesIOS(clause) { return false }
            current = ancestor
        }
        return true
    }

    /// `import AppKit` / `import Cocoa` at the top level of the file, not inside an `#if`.
    private var importsMacOnlyModule: Bool {
        tree.root.children.contains { node in
            guard let declaration = node as? OtherDeclNode, declaration.keyword == "import" else { return false }
            return (declaration.firstToken...declaration.lastToken).contains { tree.token($0, is: "AppKit") || tree.token($0, is: "Cocoa") }
        }
    }

    /// `#if os(macOS)`, `#if os(tvOS)`, `#if canImport(AppKit)` (not negated, not or-ed with another
    /// platform), and the `#else` / `#elseif` after a clause for iOS (`os(iOS)`, `canImport(UIKit)`).
    private func excludesIOS(_ clause: PoundIfClauseNode) -> Bool {
        func compact(_ condition: String) -> String { condition.filter { !$0.isWhitespace } }
        func isForIOS(_ condition: String) -> Bool {
            !condition.contains("!") && (condition.contains("os(iOS)") || condition.contains("canImport(UIKit)"))
        }
        if clause.directive != "#if", let poundIf = clause.parent as? PoundIfNode,
           poundIf.clauses.prefix(while: { $0 !== clause }).contains(where: { isForIOS(compact($0.condition)) }) {
            return true
        }
        let condition = compact(clause.condition)
        guard !condition.contains("!"), !condition.contains("||") else { return false }
        return ["os(macOS)", "os(tvOS)", "os(OSX)", "canImport(AppKit)"].contains { condition.contains($0) }
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

    /// The member (computed property or method) of its type that `node` is in, unless it is `body`:
    /// `header`, `trackInfo`, `row(for:)` → `row`. Such names say what the code inside draws.
    public func enclosingMemberName(of node: SyntaxNode) -> String? {
        guard let type = enclosingType(of: node) else { return nil }
        var name: String?
        var current: SyntaxNode? = node
        while let candidate = current, candidate !== type {
            if let property = candidate as? VariableDeclNode { name = property.name }
            if let function = candidate as? FunctionDeclNode { name = function.keyword == "func" ? function.name : nil }
            current = candidate.parent
        }
        return name == "body" || name == "makeBody" ? nil : name
    }

    /// One property per noun, size and style of `requests` (several requests may share one), in the
    /// order the requests come: an existing `@ScaledMetric` property of `host` with that size and
    /// style whose name says it is the same kind of measure is reused; otherwise a new property is
    /// declared after the View's other `@ScaledMetric` properties (or its stored properties). A noun
    /// used for one size only is the name (`iconSize`); several sizes of one noun, or `qualify`, put
    /// the first free qualifier all requests of the property share in front (`headerRowSpacing`,
    /// `sponsoredFontSize`), and the plain noun when they share none; a name already taken falls
    /// back to the other form, then to a number (`iconSize2`). Names never reuse an identifier
    /// written in the View, so nothing is shadowed. Nil for a request whose property cannot be placed.
    public func scaledMetricProperties(for requests: [ScaledMetricRequest], in host: TypeDeclNode, qualify: Bool = false) -> [ScaledMetricProperty?] {
        var firstRequestOfKey: [String: Int] = [:]
        var sharedQualifiers: [String: [String]] = [:]
        for (index, request) in requests.enumerated() {
            if firstRequestOfKey[request.key] == nil { firstRequestOfKey[request.key] = index }
            sharedQualifiers[request.key] = sharedQualifiers[request.key].map { $0.filter(request.qualifiers.contains) } ?? request.qualifiers
        }
        var keysPerNoun: [String: Int] = [:]
        for index in firstRequestOfKey.values { keysPerNoun[requests[index].noun, default: 0] += 1 }

        var taken = identifiersWritten(in: host)
        let existing = existingScaledMetrics(in: host)
        var properties: [String: ScaledMetricProperty?] = [:]
        for index in firstRequestOfKey.values.sorted() {
            let request = requests[index]
            let suffix = request.noun.prefix(1).uppercased() + request.noun.dropFirst()
            if let reused = existing.first(where: { $0.value == request.size.value && $0.style == request.style
                && request.mayReuse($0.name) }) {
                properties[request.key] = ScaledMetricProperty(name: reused.name, edits: [])
                continue
            }
            let qualifiedNames = sharedQualifiers[request.key, default: []].map { RuleContext.qualifiedName($0, noun: request.noun, suffix: suffix) }
            let candidates = qualify || keysPerNoun[request.noun, default: 0] > 1 ? qualifiedNames + [request.noun] : [request.noun] + qualifiedNames
            let name = candidates.first { !taken.contains($0) } ?? unusedMemberName(request.noun, in: host, reserved: taken)
            taken.insert(name)
            let declaration = "@ScaledMetric(relativeTo: .\(request.style.rawValue)) private var \(name): CGFloat = \(request.size.text)"
            properties[request.key] = propertyInsertion(declaration, into: host, groupWith: "ScaledMetric")
                .map { ScaledMetricProperty(name: name, edits: $0) }
        }
        return requests.map { properties[$0.key] ?? nil }
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

    /// A word for what an element shows, to name a property after: its literal title
    /// (`Text("SPONSORED")` → `sponsored`), its SF Symbol's first word (`Image(systemName: "star.fill")`
    /// → `star`), or the last name of the value it shows (`Text(post.author.displayName)` → `displayName`).
    public func shownWord(of element: LinkNode) -> String? {
        if let title = literalTitle(of: element) { return RuleContext.identifier(fromWords: title) }
        if let symbol = element.argument("systemName").flatMap({ stringLiteralValue($0.value) }) {
            return RuleContext.identifier(fromWords: String(symbol.prefix { $0 != "." }))
        }
        guard let first = element.arguments.first, first.label == nil, let value = first.value?.singleChain?.links.last,
              !value.hasCall, value.kind == .name || value.kind == .member else { return nil }
        return RuleContext.identifier(fromWords: value.name)
    }

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
