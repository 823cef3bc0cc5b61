/// SwiftUI's text styles and their sizes on each platform, and the platforms a piece of code builds
/// for: what decides whether a fixed font size may become a text style, must keep its exact size
/// with `@ScaledMetric`, or is left because nothing scales there.
///
/// Sizes at the default text size, from Apple's Human Interface Guidelines (Typography, "Dynamic
/// Type sizes" and "macOS built-in text styles"):
///
/// | style       | iOS, iPadOS, Mac Catalyst | macOS (no Dynamic Type) | watchOS (by watch size) |
/// |-------------|---------------------------|-------------------------|-------------------------|
/// | largeTitle  | 34                        | 26                      | 36–40                   |
/// | title       | 28                        | 22                      | 34–38                   |
/// | title2      | 22                        | 17                      | 27–30                   |
/// | title3      | 20                        | 15                      | 19–20                   |
/// | headline    | 17 semibold               | 13 bold                 | 16–17 semibold          |
/// | body        | 17                        | 13                      | 16–17                   |
/// | callout     | 16                        | 12                      |                         |
/// | subheadline | 15                        | 11                      |                         |
/// | footnote    | 13                        | 10                      | 13–14                   |
/// | caption     | 12                        | 10                      | 15–16                   |
/// | caption2    | 11                        | 10                      | 14–15                   |
///
/// watchOS's default text size depends on the watch (Large on the smaller cases, xLarge on the
/// larger ones), so one style has no single size there, and its captions are larger than its
/// footnote. visionOS has Dynamic Type with body at 17 pt, but its titles are bold and sized for
/// distance and its smallest text is 12 pt (HIG minimum), so caption2 is not iOS's 11 pt. tvOS has
/// no Dynamic Type (body is 29 pt, read from across a room). Only on iOS, iPadOS and Mac Catalyst
/// does a style keep a design's point size exactly.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Styles that grow alike with the reader's text size: the titles, the body sizes (headline,
    /// body, callout, subheadline) and the small ones. One spacing sized after either of two styles
    /// of a family grows the same.
    public var scalingFamily: Int {
        switch self {
        case .largeTitle: return 0
        case .title, .title2, .title3: return 1
        case .headline, .body, .callout, .subheadline: return 2
        case .footnote, .caption, .caption2: return 3
        }
    }

    /// The size on iOS, iPadOS and Mac Catalyst at the default (Large) text size.
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

    /// The size on iOS at the largest accessibility text size (AX5), per Apple's Dynamic Type tables.
    public var largestAccessibilitySize: Double {
        switch self {
        case .largeTitle: return 60
        case .title: return 58
        case .title2: return 56
        case .title3: return 55
        case .headline, .body: return 53
        case .callout: return 51
        case .subheadline: return 49
        case .footnote: return 44
        case .caption: return 43
        case .caption2: return 40
        }
    }

    /// The name UIKit and AppKit give the style (`UIFont.TextStyle.title1`, `.caption1`).
    public var kitName: String {
        switch self {
        case .title: return "title1"
        case .caption: return "caption1"
        default: return rawValue
        }
    }

    /// The size on macOS, where text styles are fixed.
    public var macOSSize: Double {
        switch self {
        case .largeTitle: return 26
        case .title: return 22
        case .title2: return 17
        case .title3: return 15
        case .headline, .body: return 13
        case .callout: return 12
        case .subheadline: return 11
        case .footnote, .caption, .caption2: return 10
        }
    }

    /// The styles a plain size maps to. `headline` is body's size in semibold: a size alone says
    /// nothing about it, so 17 maps to `body` and the weight stays the author's.
    public static let sizeStyles: [TextStyle] = allCases.filter { $0 != .headline }

    /// The size styles iOS 13 / macOS 10.15 have: `title2`, `title3` and `caption2` came with iOS 14.
    public static let firstGenerationSizeStyles: [TextStyle] = sizeStyles.filter { ![.title2, .title3, .caption2].contains($0) }

    /// The largest size a text style has on iOS: a glyph drawn larger is an illustration, not text.
    public static let largestSize = TextStyle.largeTitle.defaultSize

    /// The style whose default size is nearest to `size`; between two equally near styles the larger,
    /// so that a scaled size grows at least as fast as the text around it (14 → subheadline, 21 → title2).
    public static func nearest(to size: Double, among styles: [TextStyle] = sizeStyles) -> TextStyle {
        styles.min { lhs, rhs in
            let left = abs(lhs.defaultSize - size), right = abs(rhs.defaultSize - size)
            return left != right ? left < right : lhs.defaultSize > rhs.defaultSize
        }!
    }

    /// The style whose default size is exactly `size` (17 → body, 11 → caption2); nil when none is
    /// (9, 14, 18, 24): a style of another size would change the text's size for everyone.
    public static func matching(size: Double, among styles: [TextStyle] = sizeStyles) -> TextStyle? {
        styles.first { $0.defaultSize == size }
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

/// A platform a target builds for, spelled as projects and config spell it.
public enum BuildPlatform: String, CaseIterable, Sendable {
    case iOS, macCatalyst, macOS, tvOS, watchOS, visionOS

    /// Whether text styles and `@ScaledMetric` follow the person's text size: not on macOS (fixed
    /// sizes) nor tvOS (no Dynamic Type).
    public var hasDynamicType: Bool { self != .macOS && self != .tvOS }

    /// Whether Smart Invert runs here and honours `accessibilityIgnoresInvertColors`: iOS, iPadOS (and
    /// their code on the Mac through Catalyst), tvOS and visionOS. macOS inverts the whole display
    /// (Invert colours has no smart mode there) and watchOS has no invert setting for apps.
    public var hasSmartInvert: Bool { self != .macOS && self != .watchOS }

    /// Whether the person can turn on Bold Text here: not on the Mac, which has no such setting
    /// (Mac Catalyst code runs there too).
    public var hasBoldText: Bool { self != .macOS && self != .macCatalyst }

    /// Whether Voice Control runs here (not on watchOS or tvOS), so that input labels can be said.
    public var hasVoiceControl: Bool { self != .watchOS && self != .tvOS }

    /// Whether text styles have iOS's sizes, so that one can stand for a design's exact size.
    public var hasIOSTextStyleSizes: Bool { self == .iOS || self == .macCatalyst }

    /// What a text style of iOS size `style` becomes here, for messages.
    func textStyleDifference(_ style: TextStyle) -> String {
        switch self {
        case .macOS: return "on macOS .\(style.rawValue) is \(PointSize.text(style.macOSSize)) pt"
        case .watchOS: return "on watchOS text styles have other sizes, which vary with the watch"
        case .visionOS: return "on visionOS text styles have other sizes and weights"
        default: return "on \(rawValue) text styles have other sizes"
        }
    }
}

/// The platforms a piece of code builds for.
public struct CodePlatforms: Equatable, Sendable {
    /// The platforms, in `BuildPlatform` order; empty for code that no platform compiles (the
    /// `#else` of an `#if os(iOS)` in an iOS-only file).
    public var platforms: [BuildPlatform]

    /// Whether text grows with Dynamic Type on any of them.
    public var hasDynamicType: Bool { platforms.contains { $0.hasDynamicType } }

    /// Whether a text style keeps a size exactly on every one of them.
    public var haveIOSTextStyleSizes: Bool { !platforms.isEmpty && platforms.allSatisfy(\.hasIOSTextStyleSizes) }

    /// Why a text style would change a size on one of them (`on macOS .subheadline is 11 pt`); nil
    /// when it would not.
    public func textStyleDifference(_ style: TextStyle) -> String? {
        platforms.first { !$0.hasIOSTextStyleSizes }?.textStyleDifference(style)
    }
}

/// Point sizes as written in messages: `11`, `17.5`.
enum PointSize {
    static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension RuleContext {
    /// The platforms the code at `node` builds for: the file's (from its project or config, else
    /// from its imports, else iOS, the platform a SwiftUI file with nothing to say most likely
    /// serves), narrowed by the `#if` clauses around it: `os(…)`, `targetEnvironment(macCatalyst)`
    /// and `canImport(UIKit | AppKit | WatchKit)` with `!`, `&&`, `||`, and an `#else` / `#elseif`
    /// excluding what the clauses before it chose. Other conditions (`DEBUG`, `swift(>=5.9)`)
    /// narrow nothing.
    public func platforms(at node: SyntaxNode) -> CodePlatforms {
        CodePlatforms(platforms: BuildPlatform.allCases.filter(platforms(at: node, depth: 0).contains))
    }

    /// The platforms the code at a byte offset builds for (a finding's): those of the innermost chain
    /// around it, else of the type declaration around it, else the file's.
    public func platforms(atOffset offset: Int) -> CodePlatforms {
        let token = tree.tokenIndex(atOffset: offset)
        func holds(_ node: SyntaxNode) -> Bool { node.firstToken <= token && token <= node.lastToken }
        let chain = chains.filter(holds).min { $0.lastToken - $0.firstToken < $1.lastToken - $1.firstToken }
        guard let node = chain ?? typeDeclarations.last(where: holds) else {
            return CodePlatforms(platforms: BuildPlatform.allCases.filter(filePlatforms.contains))
        }
        return platforms(at: node)
    }

    /// The platforms of `node`'s own `#if` clauses, narrowed to those of the places that draw the
    /// member it is in (a `tvOSView` used only under `#if os(tvOS)`), of the uses of a private
    /// View, which only this file can make, and of the project's uses of its View.
    private func platforms(at node: SyntaxNode, depth: Int) -> Set<BuildPlatform> {
        var platforms = filePlatforms
        var current: SyntaxNode? = node
        while let ancestor = current?.parent {
            if let clause = ancestor as? PoundIfClauseNode, let poundIf = clause.parent as? PoundIfNode {
                let clauses = poundIf.clauses.map { (directive: $0.directive, condition: $0.condition) }
                let index = poundIf.clauses.firstIndex { $0 === clause } ?? 0
                platforms = platforms.filter { PlatformCondition.mayCompile(clauses, at: index, on: $0) }
            } else if let link = ancestor as? LinkNode, link.isConditional, let (clauses, index) = postfixClauses(before: link) {
                platforms = platforms.filter { PlatformCondition.mayCompile(clauses, at: index, on: $0) }
            }
            current = ancestor
        }
        guard depth < 3, !platforms.isEmpty else { return platforms }
        var uses = uses(ofCodeAround: node)
        if let type = enclosingType(of: node), uses.contains(where: { $0.elementLink?.name == type.name }) {
            let isPrivate = typeDeclarations.contains { $0.name == type.name && $0.keyword != "extension"
                && ($0.modifiers.contains("private") || $0.modifiers.contains("fileprivate")) }
            if !isPrivate { uses = [] }
        }
        // A View every file of the project builds only for macOS (inside `#if os(macOS)`, or in files
        // only a Mac target compiles) is macOS code wherever it is declared.
        if depth == 0, let view = enclosingView(of: node), view.keyword != "extension", let project {
            let projectUses = project.uses(ofType: view.name)
            if projectUses.total > 0, projectUses.macOSOnly == projectUses.total { platforms.formIntersection([.macOS]) }
        }
        guard !uses.isEmpty else { return platforms }
        return platforms.intersection(uses.reduce(into: Set<BuildPlatform>()) { $0.formUnion(self.platforms(at: $1, depth: depth + 1)) })
    }

    /// The clauses of the postfix `#if` a modifier sits in (`Text(…)` / `#if os(iOS)` / `.font(…)`),
    /// which the tree keeps as plain links: read from the tokens before it, up to its `#if`.
    private func postfixClauses(before link: LinkNode) -> ([(directive: String, condition: String)], Int)? {
        var clauses: [(directive: String, condition: String)] = []
        var depth = 0
        var index = link.firstToken - 1
        while index >= 0 {
            if tree.tokens[index].kind == .poundKeyword {
                let directive = tree.text(ofToken: index)
                if directive == "#endif" {
                    depth += 1
                } else if depth > 0 {
                    if directive == "#if" { depth -= 1 }
                } else if ["#if", "#elseif", "#else"].contains(directive) {
                    clauses.insert((directive, directiveCondition(at: index)), at: 0)
                    // Found from the modifier backwards: its own clause is the last.
                    if directive == "#if" { return (clauses, clauses.count - 1) }
                }
            }
            index -= 1
        }
        return nil
    }

    /// The platforms the whole file builds for. Unconditional imports of platform frameworks narrow
    /// what a project says: `import AppKit` / `Cocoa` only builds on macOS, `import WatchKit` on
    /// watchOS, and `import UIKit` never on macOS. Where no project or package says (a Tuist or
    /// XcodeGen project), a project whose files import AppKit and never UIKit is a Mac app, and so is
    /// a target such a project declares for the Mac and other platforms.
    private var filePlatforms: Set<BuildPlatform> {
        let declared = options.platforms.isEmpty ? Set(options.deploymentTargets.keys) : options.platforms
        var platforms = Set(declared.compactMap(BuildPlatform.init(rawValue:)))
        if platforms.isEmpty { platforms = project?.importsOnlyMacFrameworks() == true ? [.macOS] : [.iOS] }
        // A target that lists the Mac beside iOS or visionOS (destinations added in Xcode) builds only for
        // the Mac where the project's files import AppKit and never UIKit, or where one it compiles for
        // both imports AppKit: that file would not compile for the others.
        if platforms.contains(.macOS), platforms.count > 1, let project, project.importsOnlyMacFrameworks() || project.compilesAppKitBesideIOS() {
            platforms = [.macOS]
        }
        let imported = unconditionalImports
        if !imported.isDisjoint(with: ["AppKit", "Cocoa"]) || namesAppKitTypesUnconditionally { return [.macOS] }
        if imported.contains("WatchKit") { return [.watchOS] }
        if imported.contains("UIKit") {
            platforms.remove(.macOS)
            if platforms.isEmpty { platforms = [.iOS] }
        }
        return platforms
    }

    /// Where the code around `node` is drawn from: the uses of the member it is in (within its
    /// type), or, for a View's body, the uses of the View in this file.
    func uses(ofCodeAround node: SyntaxNode) -> [ChainNode] {
        guard let type = enclosingType(of: node) else {
            // A free function that builds a view (`@ViewBuilder func sectionTitle(for:)`) is drawn where it is called.
            guard let function = node.firstAncestor(ofType: FunctionDeclNode.self) else { return [] }
            let name = function.name
            return (chainsByFirstName[name] ?? []).filter { use in
                guard let reference = use.links.first, reference.kind == .name, reference.name == name, reference.hasCall else { return false }
                return !use.isDescendant(of: function)
            }
        }
        var member: SyntaxNode?
        var current: SyntaxNode? = node
        while let candidate = current, candidate !== type {
            if candidate is VariableDeclNode || candidate is FunctionDeclNode { member = candidate }
            current = candidate.parent
        }
        let name = (member as? VariableDeclNode)?.name ?? (member as? FunctionDeclNode)?.name
        guard let name else { return [] }
        if name == "body" || name == "makeBody" { return elements(named: [type.name]).filter { $0.elementLink?.hasCall == true } }
        let declarations = typeDeclarations.filter { $0.name == type.name }
        return ((chainsByFirstName[name] ?? []) + (chainsByFirstName["self"] ?? [])).sorted { $0.firstToken < $1.firstToken }.filter { use in
            var links = use.links[...]
            if links.first?.name == "self" { links = links.dropFirst() }
            guard let reference = links.first, reference.kind == .name || reference.kind == .member, reference.name == name,
                  reference.hasCall == (member is FunctionDeclNode) else { return false }
            return declarations.contains { use.isDescendant(of: $0) } && !(member.map { use.isDescendant(of: $0) } ?? false)
        }
    }

    /// Whether the code around `node` is drawn as one of a set of peers: in a grid's cells
    /// (`LazyVGrid`, `LazyHGrid`, `Grid`), or from a helper or View this file calls twice or more
    /// side by side (`digitKey("4")`, `digitKey("5")`, `GenreTile(title: "Rock")` next to
    /// `GenreTile(title: "Jazz")`): a keypad's keys, a grid's tiles. What such a copy shows heads
    /// nothing; a section title is called once per section, with the section's content after it.
    public func isDrawnAmongPeers(_ node: SyntaxNode) -> Bool {
        if enclosingCalls(of: node).contains(where: { ["LazyVGrid", "LazyHGrid", "Grid"].contains($0.link.name) }) { return true }
        // Previews show a View in several states side by side; the app draws it once.
        let uses = uses(ofCodeAround: node).filter { !isPreview($0) }
        guard uses.count > 1 else { return false }
        return uses.contains { use in
            guard let container = use.firstAncestor(ofType: ClosureNode.self) else { return false }
            let content = contentChains(of: container)
            guard let position = content.firstIndex(where: { $0 === use }), position + 1 < content.count else { return false }
            return uses.contains { $0 === content[position + 1] }
        }
    }

    /// Modules imported at the top level of the file, outside any `#if`.
    /// Whether the file makes or reads AppKit's types outside any `#if` (`NSImage(named: name)`,
    /// `NSColor.windowBackgroundColor`): it builds only for macOS, whatever else its targets list.
    private var namesAppKitTypesUnconditionally: Bool {
        RuleContext.appKitValueTypes.contains { name in
            (chainsByFirstName[name] ?? []).contains { $0.firstAncestor(ofType: PoundIfClauseNode.self) == nil }
        }
    }

    static let appKitValueTypes = ["NSImage", "NSColor", "NSFont", "NSWorkspace", "NSApplication", "NSApp", "NSPasteboard", "NSScreen", "NSCursor", "NSEvent"]

    private var unconditionalImports: Set<String> {
        var modules = Set<String>()
        for case let declaration as OtherDeclNode in tree.root.children where declaration.keyword == "import" {
            let names = (declaration.firstToken...declaration.lastToken).filter { tree.tokens[$0].kind == .identifier }
            if let module = names.last.map({ tree.text(ofToken: $0) }) { modules.insert(module) }
        }
        return modules
    }
}

/// The value of an `#if` condition on one platform: true, false, or not known from the platform
/// alone (`DEBUG`), evaluated with three-valued logic.
enum PlatformCondition {
    enum Truth { case yes, no, unknown }

    /// Whether the code of clause `index` of an `#if` can compile on `platform`: no clause before it
    /// is surely taken, and its own condition is not surely false.
    static func mayCompile(_ clauses: [(directive: String, condition: String)], at index: Int, on platform: BuildPlatform) -> Bool {
        if clauses[..<index].contains(where: { evaluate($0.condition, on: platform) == .yes }) { return false }
        return clauses[index].directive == "#else" || evaluate(clauses[index].condition, on: platform) != .no
    }

    static func evaluate(_ condition: String, on platform: BuildPlatform) -> Truth {
        var parser = Parser(tokens: tokenize(condition), platform: platform)
        let truth = parser.disjunction()
        return parser.isAtEnd ? truth : .unknown
    }

    /// Words, parentheses and the operators `!`, `&&`, `||`; anything else is its own token.
    private static func tokenize(_ condition: String) -> [String] {
        var tokens: [String] = []
        var characters = condition[...]
        while let first = characters.first {
            if first.isWhitespace {
                characters = characters.dropFirst()
            } else if first.isLetter || first.isNumber || first == "_" || first == "." {
                let word = characters.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                tokens.append(String(word))
                characters = characters.dropFirst(word.count)
            } else if characters.hasPrefix("&&") || characters.hasPrefix("||") {
                tokens.append(String(characters.prefix(2)))
                characters = characters.dropFirst(2)
            } else {
                tokens.append(String(first))
                characters = characters.dropFirst()
            }
        }
        return tokens
    }

    private struct Parser {
        var tokens: [String]
        var platform: BuildPlatform
        var position = 0

        var isAtEnd: Bool { position == tokens.count }

        private var next: String? { position < tokens.count ? tokens[position] : nil }

        mutating func disjunction() -> Truth {
            var truth = conjunction()
            while next == "||" {
                position += 1
                let other = conjunction()
                truth = truth == .yes || other == .yes ? .yes : (truth == .no && other == .no ? .no : .unknown)
            }
            return truth
        }

        private mutating func conjunction() -> Truth {
            var truth = negation()
            while next == "&&" {
                position += 1
                let other = negation()
                truth = truth == .no || other == .no ? .no : (truth == .yes && other == .yes ? .yes : .unknown)
            }
            return truth
        }

        private mutating func negation() -> Truth {
            guard next == "!" else { return primary() }
            position += 1
            switch negation() {
            case .yes: return .no
            case .no: return .yes
            case .unknown: return .unknown
            }
        }

        private mutating func primary() -> Truth {
            guard let word = next else { return .unknown }
            position += 1
            if word == "true" || word == "false" { return word == "true" ? .yes : .no }
            if word == "(" {
                let truth = disjunction()
                if next == ")" { position += 1 }
                return truth
            }
            guard next == "(" else { return .unknown }
            position += 1
            var argument: [String] = []
            var depth = 1
            while let token = next {
                position += 1
                if token == "(" { depth += 1 }
                if token == ")" { depth -= 1; if depth == 0 { break } }
                argument.append(token)
            }
            return PlatformCondition.truth(of: word, argument.joined(), on: platform)
        }
    }

    /// `os(iOS)`, `targetEnvironment(macCatalyst)`, `canImport(AppKit)` on one platform. `os(iOS)` holds
    /// on Mac Catalyst too; `canImport(UIKit)` everywhere but macOS (watchOS and tvOS have UIKit);
    /// `canImport(AppKit)` is taken as macOS, whose AppKit code such a branch holds.
    static func truth(of function: String, _ argument: String, on platform: BuildPlatform) -> Truth {
        func holds(_ platforms: Set<BuildPlatform>) -> Truth { platforms.contains(platform) ? .yes : .no }
        switch (function, argument) {
        case ("os", "iOS"): return holds([.iOS, .macCatalyst])
        case ("os", "macOS"), ("os", "OSX"): return holds([.macOS])
        case ("os", "tvOS"): return holds([.tvOS])
        case ("os", "watchOS"): return holds([.watchOS])
        case ("os", "visionOS"), ("os", "xrOS"): return holds([.visionOS])
        case ("os", _): return .no
        case ("targetEnvironment", "macCatalyst"): return holds([.macCatalyst])
        case ("canImport", "UIKit"): return holds(Set(BuildPlatform.allCases).subtracting([.macOS]))
        case ("canImport", "AppKit"), ("canImport", "Cocoa"): return holds([.macOS])
        case ("canImport", "WatchKit"): return holds([.watchOS])
        default: return .unknown
        }
    }
}
