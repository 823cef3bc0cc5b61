/// What a rule sees of one file: the tree, the options, and the questions rules keep asking of it
/// (which chains are view elements, what a string literal says, which View encloses a node).
public final class RuleContext {
    public let tree: SyntaxTree
    public let options: RuleOptions
    /// What the rest of the file's project declares; nil for a file outside any project.
    public let project: ProjectIndex?

    public init(tree: SyntaxTree, options: RuleOptions = RuleOptions(), project: ProjectIndex? = nil) {
        self.tree = tree
        self.options = options
        self.project = project
    }

    /// Previews, debug-only code and branches that never compile (see `UnshippedCode`).
    public private(set) lazy var unshippedRanges: [(range: Range<Int>, kind: UnshippedCode)] = findUnshippedRanges()

    public var file: SourceFile { tree.file }

    /// Every postfix chain in the file, in source order.
    public var chains: [ChainNode] { tree.chains }

    /// The file's UIKit and AppKit elements and what it sets on them (see `ImperativeElement`).
    public private(set) lazy var imperativeElements = ImperativeElements(context: self)
    /// The texts the file shows, through accessors and as literals (`collectShownTexts()`): read
    /// once per file, not once per label a rule localizes.
    /// Whether the file draws a widget or a complication (`findsWidgetContent()`): asked by several
    /// rules, read once.
    public private(set) lazy var drawsWidgetContent: Bool = findsWidgetContent()
    private(set) lazy var fileShownTexts: (accessors: Int, literals: [String]) = collectShownTexts()

    public private(set) lazy var typeDeclarations: [TypeDeclNode] = tree.root.descendants(ofType: TypeDeclNode.self)

    /// Whether the file draws views into an image: `ImageRenderer(…)`, `UIGraphicsImageRenderer(…)`,
    /// or the View's own `snapshot()` (see `isDrawnIntoExportedImage`).
    public private(set) lazy var drawsViewsIntoImages: Bool = chains.contains { chain in
        guard let first = chain.links.first, first.hasCall else { return false }
        return ["ImageRenderer", "UIGraphicsImageRenderer", "snapshot"].contains(first.name)
            || chain.links.count > 1 && first.name == "self" && chain.links[1].name == "snapshot" && chain.links[1].hasCall
    }

    /// Modules the file imports: `SwiftUI`, `UIKit`, `AppKit` …
    public private(set) lazy var imports: Set<String> = {
        var modules = Set<String>()
        for node in tree.root.descendants(ofType: OtherDeclNode.self) where node.keyword == "import" {
            // `import SwiftUI`, `@testable import Foo`, `import struct Foo.Bar`: the module is the first
            // name after the kinds.
            var index = node.firstToken
            while index <= node.lastToken, !tree.token(index, is: "import") { index += 1 }
            index += 1
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var", "actor"]
            while index <= node.lastToken, kinds.contains(tree.text(ofToken: index)) { index += 1 }
            if index <= node.lastToken { modules.insert(tree.text(ofToken: index)) }
        }
        return modules
    }()

    /// Chains whose element is one of `names`: `Button(…)`, `SwiftUI.Button(…)`, `Image(…)`, in
    /// source order.
    public func elements(named names: Set<String>) -> [ChainNode] {
        let lists = names.compactMap { chainsByElementName[$0] }
        if lists.count == 1 { return lists[0] }
        return lists.joined().sorted { $0.firstToken < $1.firstToken }
    }

    /// Chains by the name of their element, built once per file and shared by every rule.
    private lazy var chainsByElementName: [String: [ChainNode]] = {
        var index: [String: [ChainNode]] = [:]
        for chain in chains {
            guard let element = chain.elementLink, element.kind == .name || element.kind == .member else { continue }
            index[element.name, default: []].append(chain)
        }
        return index
    }()

    /// A type's functions by name (the first of each name): the steps its code calls on itself.
    public static func functionsByName(in type: SyntaxNode) -> [String: FunctionDeclNode] {
        Dictionary(type.descendants(ofType: FunctionDeclNode.self).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The names of `functions` that `node` calls (`step2()`, `self.step2()`).
    public static func functionsCalled(in node: SyntaxNode, among functions: [String: FunctionDeclNode]) -> [String] {
        node.descendants(ofType: ChainNode.self).compactMap { chain in
            let links = chain.links.first?.name == "self" ? Array(chain.links.dropFirst()) : chain.links
            guard let call = links.first, call.hasCall, functions[call.name] != nil else { return nil }
            return call.name
        }
    }

    /// Where each identifier occurs, as token indices in order, built once per file: the uses of
    /// a name without walking the tokens for each question.
    public private(set) lazy var identifierTokens: [String: [Int]] = {
        var index: [String: [Int]] = [:]
        for (position, token) in tree.tokens.enumerated() where token.kind == .identifier {
            index[tree.text(ofToken: position), default: []].append(position)
        }
        return index
    }()

    /// Chains by the name of their first link (`header` in `header.padding()`, `self` in
    /// `self.header`), built once per file: where a member or View is used.
    public private(set) lazy var chainsByFirstName: [String: [ChainNode]] = {
        var index: [String: [ChainNode]] = [:]
        for chain in chains {
            guard let first = chain.links.first else { continue }
            index[first.name, default: []].append(chain)
        }
        return index
    }()

    /// Chains with an `.alert` or `.confirmationDialog` modifier, found once per file.
    public private(set) lazy var chainsPresentingSystemAlerts: [ChainNode] = chains.filter { chain in
        chain.modifiers.contains { RuleContext.systemAlerts.contains($0.name) }
    }

    /// The chain a link belongs to.
    public func chain(of link: LinkNode) -> ChainNode? { link.parent as? ChainNode }

    /// The innermost type declaration around `node`.
    public func enclosingType(of node: SyntaxNode) -> TypeDeclNode? { node.firstAncestor(ofType: TypeDeclNode.self) }

    /// Whether a type is a SwiftUI view: it conforms to `View`, or it is an extension or type whose
    /// members include `var body: some View`.
    public func isView(_ type: TypeDeclNode) -> Bool {
        if type.conformsToView { return true }
        // A project protocol that refines View (`struct Home: ConnectedView`). An extension of a View
        // declared in another file is not one here: it cannot take the stored properties fixes add.
        if let project, type.keyword != "extension", type.inheritedTypes.contains(where: project.isView) { return true }
        return type.properties.contains { $0.name == "body" && ($0.typeAnnotation?.hasSuffix("View") ?? false) }
    }

    /// The innermost enclosing type that is a SwiftUI view.
    public func enclosingView(of node: SyntaxNode) -> TypeDeclNode? {
        var current: SyntaxNode? = node
        while let candidate = current?.firstAncestor(ofType: TypeDeclNode.self) {
            if isView(candidate) { return candidate }
            current = candidate
        }
        return nil
    }

    /// The text of a plain string literal (no interpolation), with escapes resolved; nil otherwise.
    public func stringLiteralValue(_ expression: ExpressionNode?) -> String? {
        guard let chain = expression?.singleChain, chain.links.count == 1, chain.links[0].kind == .literal else { return nil }
        return stringLiteralValue(ofToken: chain.links[0].firstToken)
    }

    public func stringLiteralValue(ofToken index: Int) -> String? {
        guard tree.tokens[index].kind == .stringLiteral else { return nil }
        return StringLiteral.value(of: tree.text(ofToken: index))
    }

    /// For `Text("Save")`, `Label("Share", systemImage: …)`, `Button("Save")`: the literal title.
    public func literalTitle(of link: LinkNode) -> String? {
        guard let first = link.arguments.first, first.label == nil else { return nil }
        return stringLiteralValue(first.value)
    }

    /// The first enclosing chain whose element is one of `names` (e.g. the `ForEach` around a row).
    public func enclosingElement(of node: SyntaxNode, named names: Set<String>) -> ChainNode? {
        var current: SyntaxNode? = node.parent
        while let candidate = current {
            if let chain = candidate as? ChainNode, let element = chain.elementLink, names.contains(element.name) {
                return chain
            }
            current = candidate.parent
        }
        return nil
    }
}

/// Reading Swift string literal tokens.
public enum StringLiteral {
    /// The value of a single-line literal without interpolation (`"a\"b"`, `#"raw"#`); nil for
    /// interpolated, multi-line or malformed literals.
    public static func value(of literal: String) -> String? {
        var text = Substring(literal)
        var hashes = 0
        while text.first == "#", text.last == "#" {
            text = text.dropFirst().dropLast()
            hashes += 1
        }
        guard text.count >= 2, text.first == "\"", text.last == "\"", !text.hasPrefix("\"\"\"") else { return nil }
        let body = text.dropFirst().dropLast()
        let escape = "\\" + String(repeating: "#", count: hashes)
        if hashes > 0 {
            return body.contains(escape) ? nil : String(body)
        }
        var result = ""
        var iterator = body.makeIterator()
        while let character = iterator.next() {
            guard character == "\\" else {
                result.append(character)
                continue
            }
            guard let escaped = iterator.next() else { return nil }
            switch escaped {
            case "n": result.append("\n")
            case "t": result.append("\t")
            case "r": result.append("\r")
            case "0": result.append("\0")
            case "\"", "\\", "'": result.append(escaped)
            case "u":
                guard iterator.next() == "{" else { return nil }
                var hex = ""
                while let digit = iterator.next(), digit != "}" { hex.append(digit) }
                guard let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
            default:
                return nil  // `\(` interpolation, or an invalid escape
            }
        }
        return result
    }

    /// A Swift string literal whose value is `text`: quotes, backslashes (so `\(` cannot interpolate)
    /// and control characters escaped.
    public static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
