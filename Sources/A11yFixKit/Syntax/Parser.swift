import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A tolerant recursive-descent parser over the token array. Every bracketed region is parsed
/// within the bounds of its matching delimiter, so a mistake inside one cannot leak out of it, and
/// every loop consumes at least one token, so it always terminates. It understands declarations,
/// statements, closures and postfix chains, which is what the rules need; operator precedence and
/// types are skipped over, not modelled.
struct Parser {
    typealias ID = NodeStore.ID
    let file: SourceFile
    let tokens: [Token]
    let matchingDelimiter: [Int32]
    private var store: NodeStore
    var pos = 0
    private var depth = 0
    private(set) var nestingTooDeep: (token: Int, depth: Int)?
    /// Every chain created, for `SyntaxTree.chains` (rules ask for them all; a tree walk was a tenth
    /// of a run).
    private(set) var chains: [ID] = []
    /// Where the stack was when parsing started, and its lower bound once it matters (see `enter`).
    private let stackStart = StackProbe.currentAddress()
    private var stackLowerBound: UInt??
    /// How deep the parser goes before it asks the system where the stack ends: shallow files,
    /// nearly all of them, never pay for the question. A main thread has megabytes of stack, and
    /// asking on Linux's main thread means reading /proc/self/maps, so there it waits much longer.
    private let stackUsedBeforeChecking: UInt = Thread.isMainThread ? 1024 * 1024 : 64 * 1024

    init(file: SourceFile, tokens: [Token], matchingDelimiter: [Int32]) {
        self.file = file
        self.tokens = tokens
        self.matchingDelimiter = matchingDelimiter
        // About one node per token in SwiftUI code.
        store = NodeStore(estimatedCount: tokens.count)
        _ = store.add(.sourceFile, first: 0, last: tokens.count - 1)
    }

    /// The nodes parsed, the root first.
    func finish() -> NodeStore { store }

    private enum ItemMode {
        case statements
        case switchCases
    }

    /// Where an item list stops, besides the end of its region.
    private struct Stops {
        var caseLabels = false
        var poundClauses = false
    }

    mutating func parseFile() {
        parseItems(into: 0, end: tokens.count - 1, mode: .statements, stops: Stops())
        // A file too deep to parse gets no tree at all, as `SyntaxTree.nestingTooDeep` promises,
        // rather than a partial one that rules could mistake for the whole file.
        if nestingTooDeep != nil {
            store.removeAllButRoot()
            chains.removeAll()
        }
    }

    // MARK: - Token helpers

    private func kind(_ index: Int) -> TokenKind { tokens[index].kind }
    private func isWord(_ index: Int, _ word: StaticString) -> Bool { file.text(of: tokens[index], is: word) }
    private func text(_ index: Int) -> String { file.text(tokens[index].textRange) }
    private func text(from first: Int, to last: Int) -> String { file.text(tokens[first].start..<tokens[last].end) }
    private func startsLine(_ index: Int) -> Bool { tokens[index].startsLine }
    private func spaceBefore(_ index: Int) -> Bool {
        index == 0 || tokens[index].leadingTriviaStart < tokens[index].start || tokens[index - 1].end < tokens[index - 1].trailingTriviaEnd
    }
    private func spaceAfter(_ index: Int) -> Bool {
        index + 1 >= tokens.count || spaceBefore(index + 1)
    }
    private func isName(_ index: Int) -> Bool {
        kind(index) == .identifier || kind(index) == .keyword
    }

    /// The index just past the closer of the delimiter at `open`, clamped to `end`.
    private func afterMatching(_ open: Int, end: Int) -> Int {
        if let close = matching(open), close > open, close < end { return close + 1 }
        return end
    }

    /// The closer of the delimiter at `open`, or `end` when it has none inside the region.
    private func closer(of open: Int, end: Int) -> Int {
        if let close = matching(open), close > open, close < end { return close }
        return end
    }

    private func matching(_ index: Int) -> Int? {
        let partner = Int(matchingDelimiter[index])
        return partner >= 0 ? partner : nil
    }

    /// Skips one token, or a whole bracketed group when the token opens one.
    private func skipOne(_ index: Int, end: Int) -> Int {
        switch kind(index) {
        case .leftParen, .leftBracket, .leftBrace: return afterMatching(index, end: end)
        default: return index + 1
        }
    }

    /// Every recursive path goes through here, so both the nesting and the stack stay bounded.
    /// The nesting limit alone is not enough: debug builds spend several kilobytes of stack per
    /// level, and Dispatch worker threads on macOS have only 512 KB, so the parser also stops when
    /// the thread's stack runs low.
    private mutating func enter() -> Bool {
        depth += 1
        if depth > SyntaxTree.maximumNesting || stackIsLow() {
            if nestingTooDeep == nil { nestingTooDeep = (pos, depth) }
            return false
        }
        return true
    }

    /// Stack kept free for the frames between two `enter` calls and whatever the caller does after.
    private static let stackReserve: UInt = 96 * 1024

    private mutating func stackIsLow() -> Bool {
        let here = StackProbe.currentAddress()
        guard stackStart > here, stackStart - here > stackUsedBeforeChecking else { return false }
        if stackLowerBound == nil { stackLowerBound = StackProbe.currentThreadStackLowerBound() }
        guard let bound = stackLowerBound ?? nil else { return false }
        return here < bound + Parser.stackReserve
    }

    private mutating func leave() { depth -= 1 }

    // MARK: - Items (statements and declarations)

    private mutating func parseItems(into parent: ID, end: Int, mode: ItemMode, stops: Stops) {
        guard enter() else { pos = end; leave(); return }
        defer { leave() }
        while pos < end {
            let token = kind(pos)
            if token == .semicolon { pos += 1; continue }
            if token == .endOfFile { break }
            if token == .poundKeyword {
                if stops.poundClauses, isWord(pos, "#elseif") || isWord(pos, "#else") || isWord(pos, "#endif") { break }
                if isWord(pos, "#if") {
                    if mode == .statements, stops.caseLabels, poundIfWrapsCases(pos, end: end) { break }
                    store.adopt(parsePoundIf(end: end, mode: mode, stops: stops), into: parent)
                    continue
                }
            }
            if stops.caseLabels, startsCaseLabel(pos) { break }
            let before = pos
            if mode == .switchCases, startsCaseLabel(pos) {
                store.adopt(parseSwitchCase(end: end), into: parent)
            } else if let node = parseStatement(end: end) {
                store.adopt(node, into: parent)
            }
            if pos == before { pos += 1 }
        }
    }

    private func startsCaseLabel(_ index: Int) -> Bool {
        if isWord(index, "case") || isWord(index, "default") { return true }
        return kind(index) == .attribute && isWord(index, "@unknown")
    }

    private func poundIfWrapsCases(_ index: Int, end: Int) -> Bool {
        var cursor = index + 1
        while cursor < end, !startsLine(cursor) { cursor += 1 }
        return cursor < end && startsCaseLabel(cursor)
    }

    private mutating func parsePoundIf(end: Int, mode: ItemMode, stops: Stops) -> ID {
        let node = store.add(.poundIf, first: pos, last: pos)
        var clauseStops = stops
        clauseStops.poundClauses = true
        while pos < end, kind(pos) == .poundKeyword, isWord(pos, "#if") || isWord(pos, "#elseif") || isWord(pos, "#else") {
            let clause = store.add(.poundIfClause, first: pos, last: pos)
            store[clause].token1 = Int32(pos)
            pos += 1
            let conditionStart = pos
            while pos < end, !startsLine(pos) { pos += 1 }
            if pos > conditionStart {
                store[clause].token2 = Int32(conditionStart)
                store[clause].token3 = Int32(pos - 1)
            }
            parseItems(into: clause, end: end, mode: mode, stops: clauseStops)
            store.end(clause, at: pos - 1)
            store.adopt(clause, into: node)
        }
        if pos < end, isWord(pos, "#endif") { pos += 1 }
        store.end(node, at: pos - 1)
        return node
    }

    private mutating func parseSwitchCase(end: Int) -> ID {
        let node = store.add(.switchCase, first: pos, last: pos)
        let labelStart = pos
        if kind(pos) == .attribute { pos += 1 }
        while pos < end, kind(pos) != .colon { pos = skipOne(pos, end: end) }
        store[node].token2 = Int32(labelStart)
        store[node].token3 = Int32(max(labelStart, pos - 1))
        if pos < end { pos += 1 }
        parseItems(into: node, end: end, mode: .statements, stops: Stops(caseLabels: true, poundClauses: true))
        store.end(node, at: pos - 1)
        return node
    }

    private static let declarationModifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "open", "package", "static", "class", "final", "override",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "optional", "required", "convenience", "dynamic",
        "indirect", "prefix", "postfix", "infix", "nonisolated", "isolated", "distributed", "consuming", "borrowing",
        "__consuming", "actor",
    ]

    private func isDeclarationKeyword(_ index: Int) -> Bool {
        switch kind(index) {
        case .keyword:
            return isWord(index, "struct") || isWord(index, "class") || isWord(index, "enum") || isWord(index, "protocol")
                || isWord(index, "extension") || isWord(index, "func") || isWord(index, "init") || isWord(index, "deinit")
                || isWord(index, "subscript") || isWord(index, "var") || isWord(index, "let") || isWord(index, "typealias")
                || isWord(index, "associatedtype") || isWord(index, "import") || isWord(index, "case")
                || isWord(index, "operator") || isWord(index, "precedencegroup")
        case .identifier:
            // Contextual: `actor Name` and `macro name(…)` declare; otherwise these are ordinary names.
            guard index + 1 < tokens.count, kind(index + 1) == .identifier, !startsLine(index + 1) else { return false }
            return isWord(index, "actor") || isWord(index, "macro")
        default:
            return false
        }
    }

    private mutating func parseStatement(end: Int) -> ID? {
        let start = pos
        // Attributes and modifiers belong to a declaration only if one follows them.
        var cursor = pos
        var attributes: [AttributeInfo] = []
        var modifiers: [String] = []
        while cursor < end {
            if kind(cursor) == .attribute {
                let attributeStart = cursor
                cursor += 1
                var arguments: String?
                if cursor < end, kind(cursor) == .leftParen, !spaceBefore(cursor) {
                    let close = closer(of: cursor, end: end)
                    if close > cursor + 1 { arguments = file.text(tokens[cursor + 1].start..<tokens[close - 1].end) } else { arguments = "" }
                    cursor = min(close + 1, end)
                }
                attributes.append(AttributeInfo(name: String(text(attributeStart).dropFirst()),
                                                text: file.text(tokens[attributeStart].start..<tokens[cursor - 1].end),
                                                arguments: arguments))
                continue
            }
            if isName(cursor), !isDeclarationKeyword(cursor), Parser.declarationModifiers.contains(text(cursor)) {
                var next = cursor + 1
                if next < end, kind(next) == .leftParen, !spaceBefore(next) { next = afterMatching(next, end: end) }
                if next < end, isDeclarationKeyword(next) || kind(next) == .attribute
                    || (isName(next) && Parser.declarationModifiers.contains(text(next))) {
                    modifiers.append(text(cursor))
                    cursor = next
                    continue
                }
            }
            break
        }
        if cursor < end, isDeclarationKeyword(cursor) {
            if isWord(cursor, "class"), cursor + 1 < end, isDeclarationKeyword(cursor + 1) || Parser.declarationModifiers.contains(text(cursor + 1)) {
                // `class func`, `class var`: a modifier, handled by looping once more.
                modifiers.append("class")
                pos = cursor + 1
                return parseStatementAfterModifiers(start: start, attributes: attributes, modifiers: modifiers, end: end)
            }
            pos = cursor
            return parseDeclaration(start: start, attributes: attributes, modifiers: modifiers, end: end)
        }
        pos = start
        if kind(pos) == .keyword || kind(pos) == .identifier {
            if let statement = parseControlStatement(end: end) { return statement }
        }
        return parseExpressionIfAny(end: end, allowTrailingClosure: true)
    }

    private mutating func parseStatementAfterModifiers(start: Int, attributes: [AttributeInfo], modifiers: [String], end: Int) -> ID? {
        var modifiers = modifiers
        while pos < end, isName(pos), !isDeclarationKeyword(pos), Parser.declarationModifiers.contains(text(pos)) {
            modifiers.append(text(pos))
            pos += 1
            if pos < end, kind(pos) == .leftParen, !spaceBefore(pos) { pos = afterMatching(pos, end: end) }
        }
        guard pos < end, isDeclarationKeyword(pos) else { return nil }
        return parseDeclaration(start: start, attributes: attributes, modifiers: modifiers, end: end)
    }

    // MARK: - Declarations

    private mutating func parseDeclaration(start: Int, attributes: [AttributeInfo], modifiers: [String], end: Int) -> ID {
        let keywordIndex = pos
        if isWord(pos, "struct") || isWord(pos, "class") || isWord(pos, "enum") || isWord(pos, "protocol")
            || isWord(pos, "extension") || isWord(pos, "actor") {
            return parseTypeDeclaration(start: start, attributes: attributes, modifiers: modifiers, end: end)
        }
        if isWord(pos, "var") || isWord(pos, "let") {
            return parseVariable(start: start, attributes: attributes, modifiers: modifiers, end: end)
        }
        if isWord(pos, "func") || isWord(pos, "init") || isWord(pos, "deinit") || isWord(pos, "subscript") {
            return parseFunction(start: start, attributes: attributes, modifiers: modifiers, end: end)
        }
        let node = store.add(.otherDecl, first: start, last: keywordIndex)
        store[node].token1 = Int32(keywordIndex)
        pos += 1
        if isWord(keywordIndex, "precedencegroup") {
            while pos < end, kind(pos) != .leftBrace, !startsLine(pos) { pos += 1 }
            if pos < end, kind(pos) == .leftBrace { pos = afterMatching(pos, end: end) }
        } else {
            while pos < end, !startsLine(pos), kind(pos) != .semicolon, kind(pos) != .rightBrace { pos = skipOne(pos, end: end) }
        }
        store.end(node, at: pos - 1)
        return node
    }

    private mutating func parseTypeDeclaration(start: Int, attributes: [AttributeInfo], modifiers: [String], end: Int) -> ID {
        let node = store.add(.typeDecl, first: start, last: pos)
        var declaration = NodeStore.Declaration(attributes: attributes, modifiers: modifiers)
        store[node].token1 = Int32(pos)
        pos += 1
        // A name, qualified or not: `Settings`, `Foo.Bar`.
        let nameStart = pos
        while pos < end, isName(pos) {
            store[node].token2 = Int32(nameStart)
            store[node].token3 = Int32(pos)
            pos += 1
            guard pos + 1 < end, kind(pos) == .period, isName(pos + 1) else { break }
            pos += 1
        }
        if pos < end, kind(pos) == .operator, spaceBefore(pos) == false, let after = skipGenericArguments(pos, end: end) { pos = after }
        if pos < end, kind(pos) == .colon {
            pos += 1
            declaration.inheritedTypes = parseInheritanceList(end: end)
        }
        // A `where` clause or anything else before the body.
        while pos < end, kind(pos) != .leftBrace, !(startsLine(pos) && isDeclarationStart(pos)) { pos = skipOne(pos, end: end) }
        if pos < end, kind(pos) == .leftBrace {
            let close = closer(of: pos, end: end)
            declaration.bodyOpenToken = pos
            declaration.bodyCloseToken = close < end ? close : nil
            store.attach(declaration, to: node)
            pos += 1
            parseItems(into: node, end: close, mode: .statements, stops: Stops())
            pos = min(close + 1, end)
        } else {
            store.attach(declaration, to: node)
        }
        store.end(node, at: pos - 1)
        return node
    }

    private func isDeclarationStart(_ index: Int) -> Bool {
        isDeclarationKeyword(index) || kind(index) == .attribute
    }

    private mutating func parseInheritanceList(end: Int) -> [String] {
        var names: [String] = []
        var current = ""
        var sawGeneric = false
        func flush() {
            if !current.isEmpty { names.append(current) }
            current = ""
            sawGeneric = false
        }
        while pos < end {
            let token = kind(pos)
            if token == .leftBrace || isWord(pos, "where") { break }
            if token == .comma || (token == .operator && isWord(pos, "&")) {
                flush()
                pos += 1
                continue
            }
            if token == .operator, text(pos).hasPrefix("<") {
                sawGeneric = true
                pos = skipGenericArguments(pos, end: end) ?? pos + 1
                continue
            }
            if (token == .identifier || token == .keyword), !sawGeneric {
                current += text(pos)
            } else if token == .period, !sawGeneric, !current.isEmpty {
                current += "."
            } else if token == .leftParen || token == .leftBracket {
                pos = afterMatching(pos, end: end)
                continue
            }
            pos += 1
        }
        flush()
        return names
    }

    /// Skips a generic argument or parameter clause starting at an operator token that begins with
    /// `<`; returns the index after its closing `>`, or nil when the tokens do not form one.
    private func skipGenericArguments(_ start: Int, end: Int) -> Int? {
        guard kind(start) == .operator, text(start).hasPrefix("<") else { return nil }
        var angleDepth = 0
        var cursor = start
        while cursor < end {
            switch kind(cursor) {
            case .operator:
                let bytes = Array(text(cursor).utf8)
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "<") {
                        angleDepth += 1
                    } else if byte == UInt8(ascii: ">") {
                        if index > 0, bytes[index - 1] == UInt8(ascii: "-") {
                            // `->` inside a function type
                        } else {
                            angleDepth -= 1
                            if angleDepth == 0 {
                                let rest = bytes[(index + 1)...]
                                guard rest.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) else { return nil }
                                return cursor + 1
                            }
                        }
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&")
                                && byte != UInt8(ascii: "-") && byte != UInt8(ascii: "=") && byte != UInt8(ascii: ".") {
                        return nil
                    }
                    index += 1
                }
                cursor += 1
            case .identifier, .keyword, .period, .comma, .colon, .integerLiteral:
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = afterMatching(cursor, end: end)
            default:
                return nil
            }
        }
        return nil
    }

    private mutating func parseVariable(start: Int, attributes: [AttributeInfo], modifiers: [String], end: Int) -> ID {
        let node = store.add(.variableDecl, first: start, last: pos)
        if isWord(pos, "let") { store[node].flags.insert(.isLet) }
        if !attributes.isEmpty || !modifiers.isEmpty {
            store.attach(NodeStore.Declaration(attributes: attributes, modifiers: modifiers), to: node)
        }
        pos += 1
        var first = true
        while pos < end {
            if kind(pos) == .identifier || kind(pos) == .keyword {
                if first { store[node].token1 = Int32(pos) }
                pos += 1
            } else if kind(pos) == .leftParen {
                if first, let nameIndex = (pos + 1..<closer(of: pos, end: end)).first(where: { kind($0) == .identifier }) {
                    store[node].token1 = Int32(nameIndex)
                }
                pos = afterMatching(pos, end: end)
            }
            if pos < end, kind(pos) == .colon {
                pos += 1
                let typeStart = pos
                skipType(end: end)
                if first, pos > typeStart {
                    store[node].token2 = Int32(typeStart)
                    store[node].token3 = Int32(pos - 1)
                }
            }
            if pos < end, kind(pos) == .operator, isWord(pos, "=") {
                pos += 1
                if let initializer = parseExpressionIfAny(end: end, allowTrailingClosure: true) {
                    if first { store[node].flags.insert(.hasInitializer) }
                    store.adopt(initializer, into: node)
                }
            }
            if pos < end, kind(pos) == .leftBrace, !store[node].flags.contains(.hasInitializer) || looksLikeAccessorBlock(pos) {
                parseAccessors(of: node, end: end)
            }
            first = false
            if pos < end, kind(pos) == .comma {
                pos += 1
                continue
            }
            break
        }
        store.end(node, at: pos - 1)
        return node
    }

    private static let accessorNames: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "init", "unsafeAddress", "unsafeMutableAddress",
        "mutating", "nonmutating", "yielding",
    ]

    /// Whether the braces at `open` hold accessors (`get { }`, `didSet { }`) rather than code.
    private func looksLikeAccessorBlock(_ open: Int) -> Bool {
        var cursor = open + 1
        while cursor < tokens.count, kind(cursor) == .attribute { cursor += 1 }
        guard cursor + 1 < tokens.count, isName(cursor), Parser.accessorNames.contains(text(cursor)) else { return false }
        let next = kind(cursor + 1)
        return next == .leftBrace || next == .rightBrace || next == .leftParen || isName(cursor + 1) || startsLine(cursor + 1)
    }

    /// Accessor blocks or a body, adopted by `node` (a variable, or a subscript).
    private mutating func parseAccessors(of node: ID, end: Int) {
        let open = pos
        let close = closer(of: open, end: end)
        if looksLikeAccessorBlock(open) {
            pos = open + 1
            while pos < close {
                while pos < close, kind(pos) == .attribute { pos += 1 }
                guard pos < close else { break }
                let nameIndex = pos
                var label = pos
                pos += 1
                while pos < close, isName(pos), Parser.accessorNames.contains(text(pos)) || isWord(pos, "async") || isWord(pos, "throws") {
                    if isWord(nameIndex, "mutating") || isWord(nameIndex, "nonmutating") { label = pos }
                    pos += 1
                }
                if pos < close, kind(pos) == .leftParen { pos = afterMatching(pos, end: close) }
                while pos < close, isWord(pos, "async") || isWord(pos, "throws") { pos += 1 }
                if pos < close, kind(pos) == .leftBrace {
                    let block = parseBlock(end: close)
                    store[block].token1 = Int32(label)
                    store[block].firstToken = Int32(nameIndex)
                    store[block].flags.insert(.isAccessor)
                    store.adopt(block, into: node)
                } else if pos < close, !isName(pos) {
                    pos += 1
                }
            }
            pos = min(close + 1, end)
        } else {
            store.adopt(parseBlock(end: end), into: node)
        }
    }

    /// Skips a type: names, generic arguments, optionals, tuples and function types. Stops at what
    /// cannot continue a type (`=`, `{`, `,`, a closer) or at a new line that does not continue it.
    private mutating func skipType(end: Int) {
        let start = pos
        while pos < end {
            let token = kind(pos)
            if pos > start, startsLine(pos), !(token == .operator && (isWord(pos, "->") || isWord(pos, "&"))), token != .period {
                return
            }
            switch token {
            case .identifier, .keyword, .period, .attribute, .dollarIdentifier:
                if token == .keyword, isWord(pos, "where") || isWord(pos, "in") || isWord(pos, "else") { return }
                pos += 1
            case .leftParen, .leftBracket:
                pos = afterMatching(pos, end: end)
            case .operator:
                if isWord(pos, "=") { return }
                if text(pos).hasPrefix("<"), let after = skipGenericArguments(pos, end: end) {
                    pos = after
                } else if isWord(pos, "?") || isWord(pos, "!") || isWord(pos, "->") || isWord(pos, "&") || isWord(pos, "...") || isWord(pos, "~") {
                    pos += 1
                } else {
                    return
                }
            default:
                return
            }
        }
    }

    private mutating func parseFunction(start: Int, attributes: [AttributeInfo], modifiers: [String], end: Int) -> ID {
        let node = store.add(.functionDecl, first: start, last: pos)
        store[node].token1 = Int32(pos)
        if !attributes.isEmpty || !modifiers.isEmpty {
            store.attach(NodeStore.Declaration(attributes: attributes, modifiers: modifiers), to: node)
        }
        let isSubscript = isWord(pos, "subscript")
        let isFunc = isWord(pos, "func")
        pos += 1
        if isFunc, pos < end, kind(pos) == .identifier || kind(pos) == .operator || kind(pos) == .keyword {
            store[node].token2 = Int32(pos)
            pos += 1
        } else {
            if pos < end, kind(pos) == .operator, isWord(pos, "?") || isWord(pos, "!") { pos += 1 }
        }
        if pos < end, kind(pos) == .operator, text(pos).hasPrefix("<"), let after = skipGenericArguments(pos, end: end) { pos = after }
        if pos < end, kind(pos) == .leftParen { pos = afterMatching(pos, end: end) }
        while pos < end, !startsLine(pos) || kind(pos) == .leftBrace || (kind(pos) == .operator && isWord(pos, "->")) {
            if kind(pos) == .leftBrace { break }
            if kind(pos) == .operator, isWord(pos, "->") {
                pos += 1
                skipType(end: end)
                continue
            }
            if isWord(pos, "where") {
                pos += 1
                while pos < end, kind(pos) != .leftBrace, !startsLine(pos) || !isDeclarationStart(pos) { pos = skipOne(pos, end: end) }
                continue
            }
            if kind(pos) == .leftParen { pos = afterMatching(pos, end: end); continue }
            if isName(pos) { pos += 1; continue }
            break
        }
        if pos < end, kind(pos) == .leftBrace {
            if isSubscript {
                parseAccessors(of: node, end: end)
            } else {
                store.adopt(parseBlock(end: end), into: node)
            }
        }
        store.end(node, at: pos - 1)
        return node
    }

    /// Parses `{ statements }` at `pos`.
    private mutating func parseBlock(end: Int) -> ID {
        let open = pos
        let close = closer(of: open, end: end)
        let block = store.add(.block, first: open, last: min(close, tokens.count - 1))
        pos = open + 1
        parseItems(into: block, end: close, mode: .statements, stops: Stops())
        pos = min(close + 1, end)
        store.end(block, at: min(close, pos - 1))
        return block
    }

    // MARK: - Control flow

    private mutating func parseControlStatement(end: Int) -> ID? {
        let start = pos
        // A labelled loop: `outer: for …`.
        if kind(pos) == .identifier, pos + 2 < end, kind(pos + 1) == .colon,
           isWord(pos + 2, "for") || isWord(pos + 2, "while") || isWord(pos + 2, "repeat") || isWord(pos + 2, "do")
            || isWord(pos + 2, "if") || isWord(pos + 2, "switch") {
            pos += 2
            let statement = parseControlStatement(end: end)
            if let statement { store[statement].firstToken = Int32(start) }
            return statement
        }
        guard kind(pos) == .keyword else { return nil }
        if isWord(pos, "if") { return parseIf(end: end) }
        if isWord(pos, "switch") { return parseSwitch(end: end) }
        let node = store.add(.statement, first: pos, last: pos)
        store[node].token1 = Int32(pos)
        if isWord(pos, "guard") {
            pos += 1
            parseConditions(into: node, end: end, until: "else")
            if pos < end, isWord(pos, "else") { pos += 1 }
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
        } else if isWord(pos, "while") {
            pos += 1
            parseConditions(into: node, end: end, until: nil)
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
        } else if isWord(pos, "repeat") {
            pos += 1
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
            if pos < end, isWord(pos, "while") {
                pos += 1
                parseConditions(into: node, end: end, until: nil)
            }
        } else if isWord(pos, "for") {
            pos += 1
            while pos < end, !isWord(pos, "in"), kind(pos) != .leftBrace { pos = skipOne(pos, end: end) }
            if pos < end, isWord(pos, "in") {
                pos += 1
                if let sequence = parseExpressionIfAny(end: end, allowTrailingClosure: false) { store.adopt(sequence, into: node) }
            }
            if pos < end, isWord(pos, "where") {
                pos += 1
                if let filter = parseExpressionIfAny(end: end, allowTrailingClosure: false) { store.adopt(filter, into: node) }
            }
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
        } else if isWord(pos, "do") {
            pos += 1
            if pos < end, isWord(pos, "throws") {
                pos += 1
                if pos < end, kind(pos) == .leftParen { pos = afterMatching(pos, end: end) }
            }
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
            while pos < end, isWord(pos, "catch") {
                let catchStart = pos
                pos += 1
                while pos < end, kind(pos) != .leftBrace { pos = skipOne(pos, end: end) }
                if pos < end {
                    let block = parseBlock(end: end)
                    store[block].token1 = Int32(catchStart)
                    store[block].firstToken = Int32(catchStart)
                    store.adopt(block, into: node)
                }
            }
        } else if isWord(pos, "defer") {
            pos += 1
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: node) }
        } else if isWord(pos, "return") || isWord(pos, "throw") {
            pos += 1
            if pos < end, !startsLine(pos), kind(pos) != .rightBrace, kind(pos) != .semicolon, !startsCaseLabel(pos) {
                if let value = parseExpressionIfAny(end: end, allowTrailingClosure: true) { store.adopt(value, into: node) }
            }
        } else if isWord(pos, "break") || isWord(pos, "continue") {
            pos += 1
            if pos < end, kind(pos) == .identifier, !startsLine(pos) { pos += 1 }
        } else if isWord(pos, "fallthrough") {
            pos += 1
        } else {
            return nil
        }
        store.end(node, at: pos - 1)
        return node
    }

    /// Conditions of `if`/`guard`/`while`: comma-separated expressions, optional bindings
    /// (`let x = y`, `case .a = y`), `#available(…)`. Trailing closures are not allowed at their top level.
    private mutating func parseConditions(into node: ID, end: Int, until terminator: StaticString?) {
        while pos < end {
            if kind(pos) == .leftBrace { return }
            if let terminator, isWord(pos, terminator) { return }
            if isWord(pos, "let") || isWord(pos, "var") || isWord(pos, "case") { pos += 1 }
            let before = pos
            let condition = parseExpression(end: end, allowTrailingClosure: false)
            if pos > before { store.adopt(condition, into: node) }
            if pos < end, kind(pos) == .comma {
                pos += 1
                continue
            }
            if pos == before { pos += 1 }
            if pos < end, kind(pos) != .leftBrace, !startsLine(pos), terminator.map({ !isWord(pos, $0) }) ?? true {
                // Something the expression parser did not take (a pattern); skip it. A new line
                // ends the conditions: `repeat { } while x` is followed by the next statement.
                continue
            }
            return
        }
    }

    /// `if … { } else if … { } else { }`. Each `else if` becomes a nested `if` node; the chain is
    /// walked in a loop so a long chain does not deepen the recursion. It does deepen the tree,
    /// and releasing a tree is recursive, so each `else if` counts as a level of nesting.
    private mutating func parseIf(end: Int) -> ID {
        let top = store.add(.statement, first: pos, last: pos)
        store[top].token1 = Int32(pos)
        var current = top
        var levels = 0
        defer { for _ in 0..<levels { leave() } }
        pos += 1
        while true {
            parseConditions(into: current, end: end, until: nil)
            if pos < end, kind(pos) == .leftBrace { store.adopt(parseBlock(end: end), into: current) }
            store.end(current, at: pos - 1)
            guard pos < end, isWord(pos, "else") else { break }
            let elseIndex = pos
            pos += 1
            if pos < end, isWord(pos, "if") {
                levels += 1
                guard enter() else {
                    pos = end
                    break
                }
                let next = store.add(.statement, first: pos, last: pos)
                store[next].token1 = Int32(pos)
                store.adopt(next, into: current)
                current = next
                pos += 1
                continue
            }
            if pos < end, kind(pos) == .leftBrace {
                let block = parseBlock(end: end)
                store[block].token1 = Int32(elseIndex)
                store[block].firstToken = Int32(elseIndex)
                store.adopt(block, into: current)
                store.end(current, at: pos - 1)
            }
            break
        }
        // Every `if` in the chain ends where the whole chain ends.
        var statement = top
        while true {
            store.end(statement, at: pos - 1)
            let last = store[statement].lastChild
            guard last >= 0, store[last].kind == .statement else { break }
            statement = last
        }
        return top
    }

    private mutating func parseSwitch(end: Int) -> ID {
        let node = store.add(.statement, first: pos, last: pos)
        store[node].token1 = Int32(pos)
        pos += 1
        if let subject = parseExpressionIfAny(end: end, allowTrailingClosure: false) { store.adopt(subject, into: node) }
        if pos < end, kind(pos) == .leftBrace {
            let close = closer(of: pos, end: end)
            pos += 1
            parseItems(into: node, end: close, mode: .switchCases, stops: Stops())
            pos = min(close + 1, end)
        }
        store.end(node, at: pos - 1)
        return node
    }

    // MARK: - Expressions

    private func isPrefixKeyword(_ index: Int) -> Bool {
        if kind(index) == .keyword { return isWord(index, "try") || isWord(index, "let") || isWord(index, "var") }
        guard kind(index) == .identifier, index + 1 < tokens.count, !startsLine(index + 1) else { return false }
        guard isWord(index, "await") || isWord(index, "consume") || isWord(index, "copy") || isWord(index, "each")
                || isWord(index, "unsafe") else { return false }
        switch kind(index + 1) {
        case .identifier, .keyword, .dollarIdentifier, .period, .leftParen, .leftBracket, .stringLiteral,
             .integerLiteral, .floatLiteral, .backslash, .poundKeyword:
            return spaceAfter(index)
        default:
            return false
        }
    }

    /// An expression: prefix operators and keywords, terms, and infix operators (including `?:`,
    /// `as`, `is`, assignment). A line break ends it unless the next line starts with a binary
    /// operator or a `.member`.
    private mutating func parseExpression(end: Int, allowTrailingClosure: Bool) -> ID {
        let node = store.add(.expression, first: min(pos, tokens.count - 1), last: min(pos, tokens.count - 1))
        guard enter() else {
            pos = end
            leave()
            return node
        }
        defer { leave() }
        expressionLoop: while pos < end {
            // Prefix keywords and operators.
            while pos < end {
                if isPrefixKeyword(pos) {
                    pos += 1
                    if pos < end, kind(pos) == .operator, !spaceBefore(pos), isWord(pos, "?") || isWord(pos, "!") { pos += 1 }
                } else if kind(pos) == .operator, !spaceAfter(pos), pos + 1 < end, !isWord(pos, "?"), !isWord(pos, "=") {
                    pos += 1
                } else if kind(pos) == .poundKeyword, isWord(pos, "#if") || isWord(pos, "#else") || isWord(pos, "#elseif") || isWord(pos, "#endif") {
                    break expressionLoop
                } else {
                    break
                }
            }
            guard pos < end else { break }
            if kind(pos) == .keyword, isWord(pos, "if") || isWord(pos, "switch") {
                store.adopt(isWord(pos, "if") ? parseIf(end: end) : parseSwitch(end: end), into: node)
            } else if let chain = parseChain(end: end, allowTrailingClosure: allowTrailingClosure) {
                store.adopt(chain, into: node)
            } else if kind(pos) == .operator, !isWord(pos, "?"), !isWord(pos, "=") {
                // A bare operator as a value, as in `reduce(0, +)`.
                pos += 1
            } else {
                break
            }
            // Infix part: casts, binary operators, the ternary.
            while pos < end {
                if kind(pos) == .keyword, isWord(pos, "as") || isWord(pos, "is") {
                    pos += 1
                    if pos < end, kind(pos) == .operator, !spaceBefore(pos), isWord(pos, "?") || isWord(pos, "!") { pos += 1 }
                    skipType(end: end)
                    continue
                }
                guard kind(pos) == .operator else { break expressionLoop }
                let operatorIndex = pos
                if isWord(operatorIndex, "?"), spaceBefore(operatorIndex) {
                    pos += 1
                    if let branch = parseExpressionIfAny(end: end, allowTrailingClosure: allowTrailingClosure) { store.adopt(branch, into: node) }
                    if pos < end, kind(pos) == .colon { pos += 1 }
                    continue expressionLoop
                }
                let before = spaceBefore(operatorIndex)
                let after = spaceAfter(operatorIndex)
                if before == after {
                    // A binary operator. At the start of a line it continues the expression only when
                    // it is followed by a space; otherwise it is a prefix operator starting a new statement.
                    pos += 1
                    continue expressionLoop
                }
                if !before, after {
                    // A postfix operator.
                    pos += 1
                    continue
                }
                break expressionLoop
            }
        }
        store.end(node, at: min(pos - 1, tokens.count - 1))
        return node
    }

    /// An expression, or nil when the tokens at `pos` cannot start one (then nothing is consumed,
    /// and no node is made that would cover a token it does not hold).
    private mutating func parseExpressionIfAny(end: Int, allowTrailingClosure: Bool) -> ID? {
        let start = pos
        let expression = parseExpression(end: end, allowTrailingClosure: allowTrailingClosure)
        return pos > start ? expression : nil
    }

    private func acceptsTrailingClosure(_ link: ID) -> Bool {
        let record = store[link]
        switch record.linkKind {
        case .name, .member, .implicitMember, .macro, .call, .subscript:
            let token = Int(record.token1)
            if record.linkKind == .name, token >= 0, kind(token) == .keyword {
                return isWord(token, "self") || isWord(token, "super") || isWord(token, "Self") || isWord(token, "init")
            }
            return true
        default:
            return false
        }
    }

    private func isPrimaryKeyword(_ index: Int) -> Bool {
        isWord(index, "self") || isWord(index, "Self") || isWord(index, "super") || isWord(index, "init")
            || isWord(index, "Any") || isWord(index, "true") || isWord(index, "false") || isWord(index, "nil")
    }

    /// A postfix chain, or nil when the token at `pos` cannot start one.
    private mutating func parseChain(end: Int, allowTrailingClosure: Bool) -> ID? {
        let start = pos
        guard let primary = parsePrimary(end: end) else { return nil }
        let chain = store.add(.chain, first: start, last: start)
        chains.append(chain)
        store.adopt(primary, into: chain)
        var current = primary
        postfix: while pos < end {
            let token = kind(pos)
            switch token {
            case .leftParen where !startsLine(pos):
                let record = store[current]
                if record.flags.contains(.hasCall) || record.flags.contains(.hasTrailingClosures)
                    || record.linkKind == .tuple || record.linkKind == .collection {
                    let link = addLink(.call, first: pos, last: pos)
                    store.adopt(link, into: chain)
                    current = link
                }
                parseCallArguments(into: current, end: end)
            case .leftBracket where !startsLine(pos):
                let link = addLink(.subscript, first: pos, last: pos)
                parseCallArguments(into: link, end: end)
                store.adopt(link, into: chain)
                current = link
            // Like Swift, a `{` on a later line still forms a trailing closure (Allman-style code).
            case .leftBrace where allowTrailingClosure && acceptsTrailingClosure(current) && !looksLikeAccessorBlock(pos):
                parseTrailingClosure(of: current, label: nil, end: end)
                // Further labelled trailing closures: `} label: { … }`.
                while pos + 2 < end, kind(pos) == .identifier || (kind(pos) == .keyword && !startsCaseLabel(pos) && !isWord(pos, "else")),
                      kind(pos + 1) == .colon, kind(pos + 2) == .leftBrace {
                    let label = pos
                    pos += 2
                    parseTrailingClosure(of: current, label: label, end: end)
                }
                store.end(current, at: pos - 1)
            case .period:
                guard pos + 1 < end, isName(pos + 1) || kind(pos + 1) == .integerLiteral else { break postfix }
                let link = addLink(.member, first: pos, last: pos + 1)
                store[link].token1 = Int32(pos + 1)
                pos += 2
                store.adopt(link, into: chain)
                current = link
            case .operator where !spaceBefore(pos) && (isWord(pos, "?") || isWord(pos, "!")):
                pos += 1
                store[current].lastToken = Int32(pos - 1)
            case .operator where !spaceBefore(pos) && text(pos).hasPrefix("<") && [.name, .member, .implicitMember].contains(store[current].linkKind):
                guard let after = skipGenericArguments(pos, end: end), after < end,
                      kind(after) == .leftParen || kind(after) == .period || kind(after) == .leftBrace else { break postfix }
                pos = after
                store[current].lastToken = Int32(pos - 1)
            case .poundKeyword where startsLine(pos) && isWord(pos, "#if") && postfixPoundIfFollows(pos, end: end):
                parsePostfixPoundIf(into: chain, end: end)
                current = store[chain].lastChild
            default:
                break postfix
            }
        }
        store.end(chain, at: pos - 1)
        return chain
    }

    private mutating func addLink(_ kind: LinkNode.Kind, first: Int, last: Int) -> ID {
        let link = store.add(.link, first: first, last: last)
        store[link].linkKind = kind
        return link
    }

    /// The closure at `pos`, passed to `link` as a trailing closure (labelled by the token `label`).
    private mutating func parseTrailingClosure(of link: ID, label: Int?, end: Int) {
        let closure = parseClosure(end: end, owner: link)
        store[closure].flags.insert(.isTrailingClosure)
        if let label { store[closure].token2 = Int32(label) }
        store[link].flags.insert(.hasTrailingClosures)
    }

    /// `#if` inside a chain: the line after the condition starts with `.member`.
    private func postfixPoundIfFollows(_ index: Int, end: Int) -> Bool {
        var cursor = index + 1
        while cursor < end, !startsLine(cursor) { cursor += 1 }
        return cursor < end && kind(cursor) == .period
    }

    private mutating func parsePostfixPoundIf(into chain: ID, end: Int) {
        while pos < end, kind(pos) == .poundKeyword, isWord(pos, "#if") || isWord(pos, "#elseif") || isWord(pos, "#else") {
            pos += 1
            while pos < end, !startsLine(pos) { pos += 1 }
            while pos < end, kind(pos) == .period, pos + 1 < end, isName(pos + 1) {
                let link = addLink(.member, first: pos, last: pos + 1)
                store[link].token1 = Int32(pos + 1)
                store[link].flags.insert(.isConditional)
                pos += 2
                if pos < end, kind(pos) == .leftParen, !startsLine(pos) { parseCallArguments(into: link, end: end) }
                if pos < end, kind(pos) == .leftBrace, !startsLine(pos) {
                    parseTrailingClosure(of: link, label: nil, end: end)
                    store[link].lastToken = Int32(pos - 1)
                }
                store.adopt(link, into: chain)
            }
            // Anything else inside the clause is skipped over.
            while pos < end, kind(pos) != .poundKeyword { pos = skipOne(pos, end: end) }
        }
        if pos < end, isWord(pos, "#endif") { pos += 1 }
    }

    /// The first link of a chain, or nil (and no node made) when the token at `pos` cannot start one.
    private mutating func parsePrimary(end: Int) -> ID? {
        let start = pos
        let linkKind: LinkNode.Kind
        switch kind(start) {
        case .identifier, .dollarIdentifier:
            linkKind = .name
        case .keyword:
            guard isPrimaryKeyword(start) else { return nil }
            linkKind = isWord(start, "true") || isWord(start, "false") || isWord(start, "nil") ? .literal : .name
        case .period:
            guard start + 1 < end, isName(start + 1) else { return nil }
            linkKind = .implicitMember
        case .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral:
            linkKind = .literal
        case .leftParen:
            linkKind = .tuple
        case .leftBracket:
            linkKind = .collection
        case .leftBrace:
            linkKind = .closure
        case .backslash:
            linkKind = .keyPath
        case .poundKeyword:
            if isWord(start, "#if") || isWord(start, "#elseif") || isWord(start, "#else") || isWord(start, "#endif") { return nil }
            linkKind = .macro
        default:
            return nil
        }
        let link = addLink(linkKind, first: start, last: start)
        switch linkKind {
        case .name, .macro:
            store[link].token1 = Int32(start)
            pos += 1
        case .implicitMember:
            store[link].token1 = Int32(start + 1)
            store[link].lastToken = Int32(start + 1)
            pos += 2
        case .literal:
            pos += 1
        case .tuple:
            parseCallArguments(into: link, end: end)
            store[link].flags.remove(.hasCall)
        case .collection:
            parseCollection(into: link, end: end)
        case .closure:
            let closure = parseClosure(end: end, owner: link)
            store[link].lastToken = store[closure].lastToken
        case .keyPath:
            pos += 1
            while pos < end, !spaceBefore(pos) {
                if isName(pos) {
                    pos += 1
                } else if kind(pos) == .period, pos + 1 < end, isName(pos + 1) || kind(pos + 1) == .integerLiteral {
                    pos += 2
                } else if kind(pos) == .operator, isWord(pos, "?") || isWord(pos, "!") {
                    pos += 1
                } else if kind(pos) == .leftBracket {
                    pos = afterMatching(pos, end: end)
                } else {
                    break
                }
            }
            store.end(link, at: pos - 1)
        case .member, .call, .subscript, .other:
            break
        }
        store[link].lastToken = max(store[link].lastToken, Int32(pos - 1))
        return link
    }

    /// `( … )` or `[ … ]` after a link: arguments with optional labels.
    private mutating func parseCallArguments(into link: ID, end: Int) {
        let open = pos
        let close = closer(of: open, end: end)
        if kind(open) == .leftParen {
            store[link].flags.insert(.hasCall)
            store[link].token2 = Int32(open)
            store[link].token3 = close < end ? Int32(close) : -1
        }
        pos = open + 1
        while pos < close {
            let argumentStart = pos
            let argument = store.add(.argument, first: argumentStart, last: argumentStart)
            if pos + 1 < close, isName(pos) || kind(pos) == .dollarIdentifier, kind(pos + 1) == .colon {
                store[argument].token1 = Int32(pos)
                pos += 2
            }
            if pos < close, kind(pos) != .comma {
                let value = parseExpression(end: close, allowTrailingClosure: true)
                if pos > Int(store[value].firstToken) { store.adopt(value, into: argument) }
            }
            while pos < close, kind(pos) != .comma { pos = skipOne(pos, end: close) }
            store.end(argument, at: pos - 1)
            // An argument that holds no token is left out (its record stays, unreachable).
            if pos > argumentStart { store.adopt(argument, into: link) }
            if pos < close, kind(pos) == .comma { pos += 1 }
            if pos == argumentStart { pos += 1 }
        }
        pos = min(close + 1, end)
        store[link].lastToken = max(store[link].lastToken, Int32(pos - 1))
    }

    /// `[ a, b ]` or `[ k: v, … ]`: each element and key as an expression child of the link.
    private mutating func parseCollection(into link: ID, end: Int) {
        let open = pos
        let close = closer(of: open, end: end)
        pos = open + 1
        while pos < close {
            let before = pos
            if kind(pos) != .comma, kind(pos) != .colon {
                let element = parseExpression(end: close, allowTrailingClosure: true)
                if pos > before { store.adopt(element, into: link) }
            }
            if pos < close, kind(pos) == .colon || kind(pos) == .comma {
                pos += 1
            } else if pos < close {
                // Recovery: something no element can hold.
                pos = skipOne(pos, end: close)
            }
        }
        pos = min(close + 1, end)
        store[link].lastToken = max(store[link].lastToken, Int32(pos - 1))
    }

    /// `{ [captures] params in statements }` at `pos`.
    private mutating func parseClosure(end: Int, owner: ID) -> ID {
        let open = pos
        let close = closer(of: open, end: end)
        let closure = store.add(.closure, first: open, last: min(close, tokens.count - 1))
        if let inToken = closureSignatureEnd(open: open, close: close) {
            store[closure].token1 = Int32(inToken)
            pos = inToken + 1
        } else {
            pos = open + 1
        }
        parseItems(into: closure, end: close, mode: .statements, stops: Stops())
        pos = min(close + 1, end)
        // An unclosed closure ends with the last token it holds, like its owner.
        store.end(closure, at: min(close, pos - 1))
        store.adopt(closure, into: owner)
        return closure
    }

    /// The `in` that ends a closure's signature, if the closure has one.
    private func closureSignatureEnd(open: Int, close: Int) -> Int? {
        var cursor = open + 1
        if cursor < close, kind(cursor) == .leftBracket { cursor = afterMatching(cursor, end: close) }
        while cursor < close {
            if cursor > open + 1, startsLine(cursor), kind(cursor - 1) != .comma, !isWord(cursor, "in"), kind(cursor) != .operator {
                return nil
            }
            switch kind(cursor) {
            case .keyword:
                if isWord(cursor, "in") { return cursor }
                guard isWord(cursor, "throws") || isWord(cursor, "rethrows") || isWord(cursor, "inout") || isWord(cursor, "Self")
                        || isWord(cursor, "Any") else { return nil }
                cursor += 1
            case .identifier, .dollarIdentifier, .comma, .colon, .period, .attribute:
                cursor += 1
            case .leftParen, .leftBracket:
                cursor = afterMatching(cursor, end: close)
            case .operator:
                if file.text(tokens[cursor].textRange).contains("=") { return nil }
                cursor += 1
            default:
                return nil
            }
        }
        return nil
    }
}

/// Where the current thread's stack is, for `Parser.enter`.
enum StackProbe {
    /// An address in the caller's stack frame (near enough to the stack pointer).
    @inline(never)
    static func currentAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    /// The lowest address the current thread's stack may grow down to, or nil where the platform
    /// does not say (then only the nesting limit applies).
    static func currentThreadStackLowerBound() -> UInt? {
        #if canImport(Darwin)
        let thread = pthread_self()
        let top = UInt(bitPattern: pthread_get_stackaddr_np(thread))
        return top - UInt(pthread_get_stacksize_np(thread))
        #elseif canImport(Glibc) || canImport(Musl)
        guard let getAttributes = linuxGetThreadAttributes else { return nil }
        var attributes = pthread_attr_t()
        guard getAttributes(pthread_self(), &attributes) == 0 else { return nil }
        defer { pthread_attr_destroy(&attributes) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attributes, &address, &size) == 0, let address else { return nil }
        return UInt(bitPattern: address)
        #else
        return nil
        #endif
    }

    #if !canImport(Darwin) && (canImport(Glibc) || canImport(Musl))
    private typealias GetThreadAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32

    /// `pthread_getattr_np`, which the Glibc module does not export (it is a GNU extension).
    private static let linuxGetThreadAttributes: GetThreadAttributes? = {
        guard let symbol = dlsym(nil, "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetThreadAttributes.self)
    }()
    #endif
}
