import Foundation

/// How a project's own colour initialiser reads a hex literal (`Color(hex: "#1E90FF")`,
/// `UIColor(rgb: 0x1E90FF)`): which bits of the value each component takes, for each number of
/// digits the initialiser reads the same way. Learnt by running the initialiser's body on sample
/// values (`HexColorProbe`), so it says what that project's code does (which byte is alpha in eight
/// digits, whether `#` is stripped, whether three digits are a shorthand), and nothing where the
/// body does what the probe cannot follow.
public struct HexColorReading: Equatable, Sendable {
    public enum Input: String, Sendable {
        /// `"#1E90FF"`, `"1E90FF"`: a string of hex digits.
        case string
        /// `0x1E90FF`: an integer.
        case integer
    }

    /// Where a component's value comes from.
    public enum Component: Equatable, Sendable {
        /// The byte `(value >> shift) & 0xFF`, over 255.
        case byte(shift: Int)
        /// The hex digit `(value >> shift) & 0xF`, doubled (`#F80` is `#FF8800`).
        case nibble(shift: Int)
        case constant(Double)
        /// Another parameter of the initialiser, by its argument label (`alpha:`, `opacity:`).
        case argument(String)
    }

    public var input: Input
    /// By the number of digits read (a string's after a `#`; an integer is 6 up to `0xFFFFFF`, else
    /// 8): red, green, blue and alpha. Digit counts the body reads otherwise, or not at all, are absent.
    public var layouts: [Int: [Component]]
    /// The same for a string that starts with `#`.
    public var hashLayouts: [Int: [Component]]
    /// The parameters after the value, by label, with their default values where they have one.
    public var defaults: [String: Double?]
    public var isDisplayP3: Bool

    public init(input: Input, layouts: [Int: [Component]], hashLayouts: [Int: [Component]], defaults: [String: Double?], isDisplayP3: Bool) {
        self.input = input
        self.layouts = layouts
        self.hashLayouts = hashLayouts
        self.defaults = defaults
        self.isDisplayP3 = isDisplayP3
    }

    /// The colour a call draws: `literal` is the value's literal as written (`"#1E90FF"`, `0x1E90FF`),
    /// `arguments` the other arguments' values by label (nil when not a number literal).
    public func color(literal: String, arguments: [String: Double?]) -> RGBColor? {
        guard arguments.keys.allSatisfy({ defaults.keys.contains($0) }) else { return nil }
        let digits: Substring
        let table: [Int: [Component]]
        switch input {
        case .string:
            guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else { return nil }
            let body = literal.dropFirst().dropLast()
            (digits, table) = body.hasPrefix("#") ? (body.dropFirst(), hashLayouts) : (body, layouts)
        case .integer:
            let text = literal.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x") {
                digits = Substring(text.dropFirst(2))
            } else {
                guard let value = UInt64(text), value <= 0xFFFF_FFFF else { return nil }
                digits = Substring(String(value, radix: 16))
            }
            table = layouts
        }
        guard !digits.isEmpty, digits.count <= 8, digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else { return nil }
        let count = input == .integer ? (value <= 0xFF_FFFF ? 6 : 8) : digits.count
        guard let layout = table[count] else { return nil }
        var components: [Double] = []
        for component in layout {
            switch component {
            case let .byte(shift): components.append(Double((value >> UInt64(shift)) & 0xFF) / 255)
            case let .nibble(shift): components.append(Double((value >> UInt64(shift)) & 0xF) * 17 / 255)
            case let .constant(number): components.append(number)
            case let .argument(label):
                let given = arguments.keys.contains(label) ? arguments[label]! : defaults[label] ?? nil
                guard let number = given else { return nil }
                components.append(number)
            }
        }
        guard components.allSatisfy({ (0...1).contains($0) }) else { return nil }
        if isDisplayP3 { return .displayP3(red: components[0], green: components[1], blue: components[2], alpha: components[3]) }
        return RGBColor(red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }

    /// One line, as the index stores it: `s p 6=b16,b8,b0,c1;8=… # 6=… | alpha=1,opacity=-`.
    var encoded: String {
        func table(_ layouts: [Int: [Component]]) -> String {
            layouts.keys.sorted().map { count in
                "\(count)=" + layouts[count]!.map { component in
                    switch component {
                    case let .byte(shift): return "b\(shift)"
                    case let .nibble(shift): return "n\(shift)"
                    case let .constant(number): return "c\(number)"
                    case let .argument(label): return "a\(label)"
                    }
                }.joined(separator: ",")
            }.joined(separator: ";")
        }
        let defaults = self.defaults.keys.sorted().map { "\($0)=\(self.defaults[$0]!.map { String($0) } ?? "-")" }.joined(separator: ",")
        return [input == .string ? "s" : "i", isDisplayP3 ? "p" : "s", table(layouts), table(hashLayouts), defaults].joined(separator: "|")
    }

    init?(encoded: String) {
        let fields = encoded.split(separator: "|", omittingEmptySubsequences: false)
        guard fields.count == 5 else { return nil }
        func table(_ text: Substring) -> [Int: [Component]]? {
            var layouts: [Int: [Component]] = [:]
            for entry in text.split(separator: ";") {
                let parts = entry.split(separator: "=")
                guard parts.count == 2, let count = Int(parts[0]) else { return nil }
                var components: [Component] = []
                for item in parts[1].split(separator: ",") {
                    let rest = String(item.dropFirst())
                    switch item.first {
                    case "b": guard let shift = Int(rest) else { return nil }; components.append(.byte(shift: shift))
                    case "n": guard let shift = Int(rest) else { return nil }; components.append(.nibble(shift: shift))
                    case "c": guard let number = Double(rest) else { return nil }; components.append(.constant(number))
                    case "a": components.append(.argument(rest))
                    default: return nil
                    }
                }
                guard components.count == 4 else { return nil }
                layouts[count] = components
            }
            return layouts
        }
        guard let layouts = table(fields[2]), let hashLayouts = table(fields[3]) else { return nil }
        var defaults: [String: Double?] = [:]
        for entry in fields[4].split(separator: ",") {
            let parts = entry.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            defaults[String(parts[0])] = parts[1] == "-" ? .some(nil) : .some(Double(parts[1]))
        }
        self.init(input: fields[0] == "s" ? .string : .integer, layouts: layouts, hashLayouts: hashLayouts, defaults: defaults, isDisplayP3: fields[1] == "p")
    }
}

/// Runs a colour initialiser's body on sample values to learn its `HexColorReading`. It follows
/// straight-line Swift of the kind such bodies are written in (declarations, assignments, `if`,
/// `guard`, `switch` on a count, integer and floating arithmetic, `Scanner`'s hex scanning,
/// `UInt64(_:radix:)`, trimming and replacing characters) and gives up on anything else (a loop, a
/// closure, a call into other code), so what it learns is what the body does.
struct HexColorProbe {
    struct Piece {
        var kind: TokenKind
        var text: String
        var startsLine: Bool
    }

    struct Parameter {
        var label: String
        var name: String
        var type: String
        var defaultValue: Double?
        var hasDefault: Bool
    }

    /// The reading of an initialiser whose first parameter is the value (a string, or an integer
    /// type) and whose others are numbers; nil when no digit count reads as a colour.
    static func reading(parameters: [Parameter], body: [Piece]) -> HexColorReading? {
        guard let value = parameters.first, value.label != "_" || !value.type.contains("String") else { return nil }
        let input: HexColorReading.Input
        switch value.type.replacingOccurrences(of: " ", with: "") {
        case "String", "Substring": input = .string
        case "Int", "UInt", "Int32", "UInt32", "Int64", "UInt64": input = .integer
        default: return nil
        }
        let others = parameters.dropFirst()
        guard others.allSatisfy({ ["Double", "CGFloat", "Float"].contains($0.type.replacingOccurrences(of: " ", with: "")) }) else { return nil }
        var parser = ProbeParser(pieces: body)
        guard let statements = try? parser.statements(), parser.isAtEnd else { return nil }
        // Two samples with different digits in every place, and different values for the other parameters.
        let samples: [(digits: String, extra: Double)] = [("12345678", 0.123), ("9ABCDEF0", 0.789)]
        var isDisplayP3: Bool?
        func layout(count: Int, prefix: String) -> [HexColorReading.Component]? {
            var results: [[Double]] = []
            for sample in samples {
                let digits = String(sample.digits.prefix(count))
                var variables: [String: ProbeValue] = [:]
                switch input {
                case .string: variables[value.name] = .string(prefix + digits)
                case .integer: variables[value.name] = .int(Int(digits, radix: 16)!)
                }
                for (offset, other) in others.enumerated() { variables[other.name] = .double(sample.extra + Double(offset) / 100) }
                var machine = ProbeMachine(variables: variables)
                guard let drawn = try? machine.run(statements), isDisplayP3 == nil || isDisplayP3 == drawn.isDisplayP3 else { return nil }
                isDisplayP3 = drawn.isDisplayP3
                results.append(drawn.components)
            }
            var layout: [HexColorReading.Component] = []
            for place in 0..<4 {
                let values = results.map { $0[place] }
                let numbers = samples.map { UInt64($0.digits.prefix(count), radix: 16)! }
                func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
                if let offset = others.indices.first(where: { index in
                    zip(values, samples).allSatisfy { near($0, $1.extra + Double(index - others.startIndex) / 100) }
                }) {
                    layout.append(.argument(others[offset].label))
                } else if let shift = [0, 8, 16, 24].first(where: { shift in
                    shift + 8 <= 4 * count && zip(values, numbers).allSatisfy { near($0, Double(($1 >> UInt64(shift)) & 0xFF) / 255) }
                }) {
                    layout.append(.byte(shift: shift))
                } else if let shift = [0, 4, 8, 12].first(where: { shift in
                    shift + 4 <= 4 * count && zip(values, numbers).allSatisfy { near($0, Double(($1 >> UInt64(shift)) & 0xF) * 17 / 255) }
                }) {
                    layout.append(.nibble(shift: shift))
                } else if near(values[0], values[1]) {
                    layout.append(.constant(values[0]))
                } else {
                    return nil
                }
            }
            // A body that draws the same colour whatever the digits (a scan that failed) reads nothing.
            return layout.contains(where: { if case .constant = $0 { return false } else { return true } }) ? layout : nil
        }
        var layouts: [Int: [HexColorReading.Component]] = [:]
        var hashLayouts: [Int: [HexColorReading.Component]] = [:]
        for count in input == .string ? [3, 4, 6, 8] : [6, 8] {
            layouts[count] = layout(count: count, prefix: "")
            if input == .string { hashLayouts[count] = layout(count: count, prefix: "#") }
        }
        guard !layouts.isEmpty || !hashLayouts.isEmpty, let isDisplayP3 else { return nil }
        var defaults: [String: Double?] = [:]
        for other in others { defaults[other.label] = other.hasDefault ? .some(other.defaultValue) : .some(nil) }
        return HexColorReading(input: input, layouts: layouts, hashLayouts: hashLayouts, defaults: defaults, isDisplayP3: isDisplayP3)
    }
}

/// Anything the probe does not follow.
private struct ProbeUnsupported: Error {}

private indirect enum ProbeExpression {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case nothing
    case name(String)
    /// `.sRGB`, `.whitespaces`.
    case implicitMember(String)
    case member(ProbeExpression, String)
    /// `text[index...]`.
    case suffix(ProbeExpression, from: ProbeExpression)
    case call(ProbeExpression, [(label: String?, value: ProbeExpression)])
    case tuple([ProbeExpression])
    case address(String)
    case prefix(String, ProbeExpression)
    case binary(String, ProbeExpression, ProbeExpression)
    case ternary(ProbeExpression, ProbeExpression, ProbeExpression)
}

private indirect enum ProbeStatement {
    case declare(names: [String], type: String?, value: ProbeExpression?)
    case assign(targets: [String], operator: String, value: ProbeExpression)
    /// Conditions: an expression, or `let name = expression` (an optional binding).
    case branch(conditions: [(binding: String?, value: ProbeExpression)], then: [ProbeStatement], otherwise: [ProbeStatement])
    case guardElse(conditions: [(binding: String?, value: ProbeExpression)], otherwise: [ProbeStatement])
    case switchOn(ProbeExpression, cases: [(patterns: [ProbeExpression]?, body: [ProbeStatement])])
    case returns(ProbeExpression?)
    /// `self.init(…)`.
    case initialize([(label: String?, value: ProbeExpression)])
    case expression(ProbeExpression)
}

/// Statements and expressions of an initialiser's body, from its tokens.
private struct ProbeParser {
    let pieces: [HexColorProbe.Piece]
    var position = 0
    /// How deep expressions and blocks nest: the probe follows short bodies, not any nesting.
    private var depth = 0

    init(pieces: [HexColorProbe.Piece]) {
        self.pieces = pieces
    }

    private var current: HexColorProbe.Piece? { position < pieces.count ? pieces[position] : nil }

    var isAtEnd: Bool { position == pieces.count }

    private func isText(_ text: String, at offset: Int = 0) -> Bool {
        position + offset < pieces.count && pieces[position + offset].text == text
    }

    private mutating func expect(_ text: String) throws {
        guard isText(text) else { throw ProbeUnsupported() }
        position += 1
    }

    mutating func statements() throws -> [ProbeStatement] {
        var statements: [ProbeStatement] = []
        while let piece = current, piece.kind != .rightBrace {
            if piece.kind == .semicolon { position += 1; continue }
            if isText("case") || isText("default") { break }
            statements.append(try statement())
        }
        return statements
    }

    private mutating func block() throws -> [ProbeStatement] {
        try expect("{")
        let body = try statements()
        try expect("}")
        return body
    }

    private mutating func statement() throws -> ProbeStatement {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, let piece = current else { throw ProbeUnsupported() }
        switch piece.text {
        case "let", "var":
            position += 1
            var names: [String] = []
            repeat {
                if isText(",") { position += 1 }
                guard let name = current, name.kind == .identifier else { throw ProbeUnsupported() }
                names.append(name.text)
                position += 1
            } while isText(",")
            var type: String?
            if isText(":") {
                position += 1
                guard let name = current, name.kind == .identifier else { throw ProbeUnsupported() }
                type = name.text
                position += 1
            }
            var value: ProbeExpression?
            if isText("=") {
                position += 1
                value = try expression()
            }
            guard names.count == 1 || value == nil else { throw ProbeUnsupported() }
            return .declare(names: names, type: type, value: value)
        case "if":
            position += 1
            let conditions = try conditionList()
            let then = try block()
            var otherwise: [ProbeStatement] = []
            if isText("else") {
                position += 1
                otherwise = isText("if") ? [try statement()] : try block()
            }
            return .branch(conditions: conditions, then: then, otherwise: otherwise)
        case "guard":
            position += 1
            let conditions = try conditionList()
            try expect("else")
            return .guardElse(conditions: conditions, otherwise: try block())
        case "switch":
            position += 1
            let subject = try expression()
            try expect("{")
            var cases: [(patterns: [ProbeExpression]?, body: [ProbeStatement])] = []
            while !isText("}") {
                var patterns: [ProbeExpression]?
                if isText("default") {
                    position += 1
                } else {
                    try expect("case")
                    patterns = [try expression()]
                    while isText(",") {
                        position += 1
                        patterns!.append(try expression())
                    }
                }
                try expect(":")
                cases.append((patterns, try statements()))
            }
            try expect("}")
            return .switchOn(subject, cases: cases)
        case "return":
            position += 1
            if let next = current, next.kind != .rightBrace, !next.startsLine { return .returns(try expression()) }
            return .returns(nil)
        case "self" where isText(".", at: 1) && isText("init", at: 2) && isText("(", at: 3):
            position += 3
            return .initialize(try arguments())
        default:
            if piece.kind == .keyword && piece.text != "_" && piece.text != "self" { throw ProbeUnsupported() }
            let value = try expression()
            if let next = current, next.kind == .operator, ["=", "+=", "-=", "*=", "/=", "|=", "&=", "<<=", ">>="].contains(next.text) {
                position += 1
                let targets: [String]
                switch value {
                case let .name(name): targets = [name]
                case let .member(.name(name), property): targets = [name + "." + property]
                case let .tuple(items):
                    targets = try items.map { item in
                        guard case let .name(name) = item else { throw ProbeUnsupported() }
                        return name
                    }
                default: throw ProbeUnsupported()
                }
                return .assign(targets: targets, operator: next.text, value: try expression())
            }
            return .expression(value)
        }
    }

    private mutating func conditionList() throws -> [(binding: String?, value: ProbeExpression)] {
        var conditions: [(binding: String?, value: ProbeExpression)] = []
        repeat {
            if isText(",") { position += 1 }
            if isText("let") || isText("var") {
                position += 1
                guard let name = current, name.kind == .identifier else { throw ProbeUnsupported() }
                position += 1
                try expect("=")
                conditions.append((name.text, try expression()))
            } else {
                conditions.append((nil, try expression()))
            }
        } while isText(",")
        return conditions
    }

    private mutating func arguments() throws -> [(label: String?, value: ProbeExpression)] {
        try expect("(")
        var arguments: [(label: String?, value: ProbeExpression)] = []
        while !isText(")") {
            var label: String?
            if let piece = current, piece.kind == .identifier || piece.kind == .keyword, isText(":", at: 1) {
                label = piece.text
                position += 2
            }
            arguments.append((label, try expression()))
            if isText(",") { position += 1 } else { break }
        }
        try expect(")")
        return arguments
    }

    /// Swift's precedence groups, loosest first, for the operators the probe evaluates.
    private static let precedence: [String: Int] = [
        "||": 1, "&&": 2, "==": 3, "!=": 3, "<": 3, ">": 3, "<=": 3, ">=": 3, "??": 4,
        "+": 5, "-": 5, "|": 5, "^": 5, "*": 6, "/": 6, "%": 6, "&": 6, "<<": 7, ">>": 7,
    ]

    mutating func expression() throws -> ProbeExpression {
        let condition = try binary(minimum: 1)
        if let piece = current, piece.kind == .operator, piece.text == "?" {
            position += 1
            let then = try expression()
            try expect(":")
            return .ternary(condition, then, try expression())
        }
        return condition
    }

    private mutating func binary(minimum: Int) throws -> ProbeExpression {
        var left = try unary()
        while let piece = current, piece.kind == .operator, let level = Self.precedence[piece.text], level >= minimum {
            position += 1
            let right = try binary(minimum: level + 1)
            left = .binary(piece.text, left, right)
        }
        return left
    }

    private mutating func unary() throws -> ProbeExpression {
        depth += 1
        defer { depth -= 1 }
        guard depth < 64, let piece = current else { throw ProbeUnsupported() }
        if piece.kind == .operator, ["!", "-", "~", "&"].contains(piece.text) {
            position += 1
            if piece.text == "&" {
                guard let name = current, name.kind == .identifier else { throw ProbeUnsupported() }
                position += 1
                return .address(name.text)
            }
            return .prefix(piece.text, try unary())
        }
        return try postfix(try primary())
    }

    private mutating func primary() throws -> ProbeExpression {
        guard let piece = current else { throw ProbeUnsupported() }
        position += 1
        switch piece.kind {
        case .integerLiteral:
            let text = piece.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x"), let value = Int(text.dropFirst(2), radix: 16) { return .int(value) }
            if let value = Int(text) { return .int(value) }
            throw ProbeUnsupported()
        case .floatLiteral:
            guard let value = Double(piece.text.replacingOccurrences(of: "_", with: "")) else { throw ProbeUnsupported() }
            return .double(value)
        case .stringLiteral:
            let text = piece.text
            guard text.count >= 2, text.hasPrefix("\""), !text.hasPrefix("\"\"\""), !text.contains("\\") else { throw ProbeUnsupported() }
            return .string(String(text.dropFirst().dropLast()))
        case .keyword:
            switch piece.text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "nil": return .nothing
            default: throw ProbeUnsupported()
            }
        case .identifier:
            return .name(piece.text)
        case .period:
            guard let name = current, name.kind == .identifier else { throw ProbeUnsupported() }
            position += 1
            return .implicitMember(name.text)
        case .leftParen:
            var items = [try expression()]
            while isText(",") {
                position += 1
                items.append(try expression())
            }
            try expect(")")
            return items.count == 1 ? items[0] : .tuple(items)
        default:
            throw ProbeUnsupported()
        }
    }

    private mutating func postfix(_ base: ProbeExpression) throws -> ProbeExpression {
        var expression = base
        while let piece = current {
            if piece.kind == .period, let name = position + 1 < pieces.count ? pieces[position + 1] : nil,
               name.kind == .identifier || name.kind == .integerLiteral {
                position += 2
                expression = .member(expression, name.text)
            } else if piece.kind == .leftParen, !piece.startsLine {
                expression = .call(expression, try arguments())
            } else if piece.kind == .leftBracket, !piece.startsLine {
                position += 1
                let start = try binary(minimum: 1)
                try expect("...")
                try expect("]")
                expression = .suffix(expression, from: start)
            } else {
                break
            }
        }
        return expression
    }
}

private enum ProbeValue: Equatable {
    case int(Int)
    case double(Double)
    case string(String)
    case bool(Bool)
    case nothing
    case type(String)
    case member(String)
    case characters(Set<Character>, inverted: Bool)
    /// `Scanner(string:)`, and the characters it skips before what it scans.
    case scanner(String, skipping: Set<Character>)
    case tuple([ProbeValue])
    case reference(String)
}

/// What `self.init(…)` was given.
private struct ProbeColor {
    var components: [Double]
    var isDisplayP3: Bool
}

private struct ProbeMachine {
    var variables: [String: ProbeValue]
    /// Variables declared with a floating-point type: an integer assigned to one is a number.
    var floating: Set<String> = []
    var steps = 0

    private struct Finished: Error {
        var color: ProbeColor?
    }

    init(variables: [String: ProbeValue]) {
        self.variables = variables
    }

    mutating func run(_ statements: [ProbeStatement]) throws -> ProbeColor {
        do {
            try execute(statements)
        } catch let finished as Finished {
            guard let color = finished.color else { throw ProbeUnsupported() }
            return color
        }
        throw ProbeUnsupported()
    }

    private mutating func execute(_ statements: [ProbeStatement]) throws {
        for statement in statements {
            steps += 1
            guard steps < 500 else { throw ProbeUnsupported() }
            switch statement {
            case let .declare(names, type, value):
                for name in names {
                    if let type, ["Double", "CGFloat", "Float"].contains(type) { floating.insert(name) } else { floating.remove(name) }
                    variables[name] = try value.map { try stored(evaluate($0), in: name) } ?? .nothing
                }
            case let .assign(targets, op, value):
                var result = try evaluate(value)
                if op != "=" {
                    guard targets.count == 1, let current = variables[targets[0]] else { throw ProbeUnsupported() }
                    result = try Self.combine(String(op.dropLast()), current, result)
                }
                if targets.count == 1, let dot = targets[0].firstIndex(of: ".") {
                    // `scanner.charactersToBeSkipped = CharacterSet(charactersIn: "#")`: the one property the probe follows.
                    let name = String(targets[0][..<dot])
                    guard targets[0][dot...] == ".charactersToBeSkipped", case let .scanner(text, _)? = variables[name],
                          case let .characters(skipped, false) = result else { throw ProbeUnsupported() }
                    variables[name] = .scanner(text, skipping: skipped)
                } else if targets.count == 1 {
                    guard variables[targets[0]] != nil else { throw ProbeUnsupported() }
                    variables[targets[0]] = try stored(result, in: targets[0])
                } else {
                    guard case let .tuple(items) = result, items.count == targets.count else { throw ProbeUnsupported() }
                    for (target, item) in zip(targets, items) {
                        guard variables[target] != nil else { throw ProbeUnsupported() }
                        variables[target] = try stored(item, in: target)
                    }
                }
            case let .branch(conditions, then, otherwise):
                try execute(try holds(conditions) ? then : otherwise)
            case let .guardElse(conditions, otherwise):
                if try !holds(conditions) {
                    try execute(otherwise)
                    // A guard's else must leave the initialiser.
                    throw ProbeUnsupported()
                }
            case let .switchOn(subject, cases):
                let value = try evaluate(subject)
                var chosen: [ProbeStatement]?
                for entry in cases {
                    guard let patterns = entry.patterns else {
                        chosen = chosen ?? entry.body
                        continue
                    }
                    if chosen == nil, try patterns.contains(where: { try evaluate($0) == value }) { chosen = entry.body }
                }
                guard let chosen else { throw ProbeUnsupported() }
                try execute(chosen)
            case let .returns(value):
                // `return nil` from a failable initialiser draws nothing; `return` after `self.init` is handled there.
                if case .nothing? = value { throw Finished(color: nil) }
                throw ProbeUnsupported()
            case let .initialize(arguments):
                throw Finished(color: try color(arguments))
            case let .expression(expression):
                _ = try evaluate(expression)
            }
        }
    }

    private mutating func holds(_ conditions: [(binding: String?, value: ProbeExpression)]) throws -> Bool {
        for condition in conditions {
            let value = try evaluate(condition.value)
            if let binding = condition.binding {
                if value == .nothing { return false }
                variables[binding] = value
            } else {
                guard case let .bool(truth) = value else { throw ProbeUnsupported() }
                if !truth { return false }
            }
        }
        return true
    }

    private func stored(_ value: ProbeValue, in name: String) throws -> ProbeValue {
        if floating.contains(name), case let .int(number) = value { return .double(Double(number)) }
        return value
    }

    /// `self.init(red:green:blue:alpha:)`, `self.init(.sRGB, red:green:blue:opacity:)`,
    /// `self.init(displayP3Red:green:blue:alpha:)`.
    private mutating func color(_ arguments: [(label: String?, value: ProbeExpression)]) throws -> ProbeColor {
        var arguments = arguments[...]
        var isDisplayP3 = false
        if let first = arguments.first, first.label == nil {
            guard case let .implicitMember(space) = first.value, space == "sRGB" || space == "displayP3" else { throw ProbeUnsupported() }
            isDisplayP3 = space == "displayP3"
            arguments = arguments.dropFirst()
        }
        let labels = arguments.map { $0.label ?? "_" }
        switch labels {
        case ["red", "green", "blue"], ["red", "green", "blue", "alpha"], ["red", "green", "blue", "opacity"], ["srgbRed", "green", "blue", "alpha"]: break
        case ["displayP3Red", "green", "blue", "alpha"]: isDisplayP3 = true
        default: throw ProbeUnsupported()
        }
        var components: [Double] = []
        for argument in arguments {
            switch try evaluate(argument.value) {
            case let .double(number): components.append(number)
            // An integer that is not 0 or 1 goes to an initialiser of the project's own (0–255 components).
            case let .int(number) where number == 0 || number == 1: components.append(Double(number))
            default: throw ProbeUnsupported()
            }
        }
        if components.count == 3 { components.append(1) }
        return ProbeColor(components: components, isDisplayP3: isDisplayP3)
    }

    private static let integerTypes: Set<String> = ["Int", "UInt", "Int32", "UInt32", "Int64", "UInt64", "UInt8", "UInt16", "Int16", "CUnsignedLongLong", "CUnsignedInt"]
    private static let floatingTypes: Set<String> = ["Double", "CGFloat", "Float"]

    private mutating func evaluate(_ expression: ProbeExpression) throws -> ProbeValue {
        switch expression {
        case let .int(number): return .int(number)
        case let .double(number): return .double(number)
        case let .string(text): return .string(text)
        case let .bool(truth): return .bool(truth)
        case .nothing: return .nothing
        case let .name(name):
            if let value = variables[name] { return value }
            if Self.integerTypes.contains(name) || Self.floatingTypes.contains(name) || ["String", "Substring", "Scanner", "CharacterSet"].contains(name) {
                return .type(name)
            }
            throw ProbeUnsupported()
        case let .implicitMember(name):
            if name == "zero" { return .int(0) }
            return Self.characterSet(named: name) ?? .member(name)
        case let .address(name):
            guard variables[name] != nil else { throw ProbeUnsupported() }
            return .reference(name)
        case let .tuple(items):
            return .tuple(try items.map { try evaluate($0) })
        case let .prefix(op, operand):
            switch (op, try evaluate(operand)) {
            case let ("!", .bool(truth)): return .bool(!truth)
            case let ("-", .int(number)): return .int(0 &- number)
            case let ("-", .double(number)): return .double(-number)
            case let ("~", .int(number)): return .int(~number)
            default: throw ProbeUnsupported()
            }
        case let .ternary(condition, then, otherwise):
            guard case let .bool(truth) = try evaluate(condition) else { throw ProbeUnsupported() }
            return try evaluate(truth ? then : otherwise)
        case let .binary(op, left, right):
            let lhs = try evaluate(left)
            switch op {
            case "&&", "||":
                guard case let .bool(first) = lhs else { throw ProbeUnsupported() }
                if first == (op == "||") { return .bool(first) }
                guard case let .bool(second) = try evaluate(right) else { throw ProbeUnsupported() }
                return .bool(second)
            case "??":
                return lhs == .nothing ? try evaluate(right) : lhs
            default:
                return try Self.combine(op, lhs, try evaluate(right))
            }
        case let .member(base, name):
            return try member(name, of: try evaluate(base))
        case let .suffix(base, start):
            // String indices are followed as offsets from the start.
            guard case let .string(text) = try evaluate(base), case let .int(offset) = try evaluate(start), (0...text.count).contains(offset) else {
                throw ProbeUnsupported()
            }
            return .string(String(text.dropFirst(offset)))
        case let .call(callee, arguments):
            return try call(callee, arguments)
        }
    }

    private static func characterSet(named name: String) -> ProbeValue? {
        switch name {
        case "whitespaces": return .characters([" ", "\t"], inverted: false)
        case "whitespacesAndNewlines": return .characters([" ", "\t", "\n", "\r"], inverted: false)
        // ASCII's: a hex literal holds no other letters.
        case "alphanumerics": return .characters(Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"), inverted: false)
        default: return nil
        }
    }

    /// `==`, `<` and the other comparisons; nil for another operator.
    private static func compared<Value: Comparable>(_ op: String, _ a: Value, _ b: Value) -> ProbeValue? {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    private static func combine(_ op: String, _ left: ProbeValue, _ right: ProbeValue) throws -> ProbeValue {
        switch (left, right) {
        case let (.int(a), .int(b)):
            switch op {
            case "+": return .int(a &+ b)
            case "-": return .int(a &- b)
            case "*": return .int(a &* b)
            case "/", "%":
                let (result, overflow) = op == "/" ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
                guard !overflow else { throw ProbeUnsupported() }
                return .int(result)
            case "&": return .int(a & b)
            case "|": return .int(a | b)
            case "^": return .int(a ^ b)
            case "<<": return .int(a << b)
            case ">>": return .int(a >> b)
            default:
                guard let comparison = compared(op, a, b) else { throw ProbeUnsupported() }
                return comparison
            }
        case (.int, .double), (.double, .int), (.double, .double):
            let a = left.number!, b = right.number!
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": guard b != 0 else { throw ProbeUnsupported() }; return .double(a / b)
            default:
                guard let comparison = compared(op, a, b) else { throw ProbeUnsupported() }
                return comparison
            }
        case let (.string(a), .string(b)):
            switch op {
            case "==": return .bool(a == b)
            case "!=": return .bool(a != b)
            case "+": return .string(a + b)
            default: throw ProbeUnsupported()
            }
        default:
            throw ProbeUnsupported()
        }
    }

    private func member(_ name: String, of value: ProbeValue) throws -> ProbeValue {
        switch (value, name) {
        case let (.string(text), "count"): return .int(text.count)
        case let (.string(text), "isEmpty"): return .bool(text.isEmpty)
        case (.string, "startIndex"): return .int(0)
        case (.type("CharacterSet"), _): return try Self.characterSet(named: name) ?? { throw ProbeUnsupported() }()
        case let (.characters(set, inverted), "inverted"): return .characters(set, inverted: !inverted)
        default: throw ProbeUnsupported()
        }
    }

    private mutating func call(_ callee: ProbeExpression, _ arguments: [(label: String?, value: ProbeExpression)]) throws -> ProbeValue {
        // A message for the developer changes nothing.
        if case .name("print") = callee, variables["print"] == nil { return .nothing }
        let values = try arguments.map { try evaluate($0.value) }
        if case .implicitMember("some") = callee, values.count == 1 { return values[0] }
        let labels = arguments.map { $0.label ?? "_" }
        if case let .member(base, method) = callee {
            let receiver = try evaluate(base)
            switch (receiver, method, labels) {
            case let (.string(text), "hasPrefix", ["_"]):
                guard case let .string(prefix) = values[0] else { throw ProbeUnsupported() }
                return .bool(text.hasPrefix(prefix))
            case let (.string(text), "hasSuffix", ["_"]):
                guard case let .string(suffix) = values[0] else { throw ProbeUnsupported() }
                return .bool(text.hasSuffix(suffix))
            case let (.string(text), "dropFirst", []): return .string(String(text.dropFirst()))
            case let (.string(text), "dropFirst", ["_"]):
                guard case let .int(count) = values[0], count >= 0 else { throw ProbeUnsupported() }
                return .string(String(text.dropFirst(count)))
            case let (.string(text), "uppercased", []): return .string(text.uppercased())
            case let (.string(text), "lowercased", []): return .string(text.lowercased())
            case let (.string(text), "trimmingCharacters", ["in"]):
                guard case let .characters(set, inverted) = values[0] else { throw ProbeUnsupported() }
                let trimmed = text.drop { set.contains($0) != inverted }.reversed().drop { set.contains($0) != inverted }.reversed()
                return .string(String(trimmed))
            case let (.string(text), "replacingOccurrences", ["of", "with"]):
                guard case let .string(target) = values[0], case let .string(replacement) = values[1], !target.isEmpty else { throw ProbeUnsupported() }
                return .string(text.replacingOccurrences(of: target, with: replacement))
            case (.string, "removeFirst", []):
                guard case let .name(name) = base, case let .string(text)? = variables[name], !text.isEmpty else { throw ProbeUnsupported() }
                variables[name] = .string(String(text.dropFirst()))
                return .nothing
            case let (.string(text), "index", ["_", "offsetBy"]):
                guard case let .int(start) = values[0], case let .int(offset) = values[1], (0...text.count).contains(start + offset) else {
                    throw ProbeUnsupported()
                }
                return .int(start + offset)
            case let (.scanner(text, skipped), "scanHexInt64", ["_"]), let (.scanner(text, skipped), "scanHexInt32", ["_"]):
                guard case let .reference(target) = values[0] else { throw ProbeUnsupported() }
                // Scanner skips the characters it is told to (white space), and an `0x`, then reads hex digits up to the first other character.
                var rest = text.drop { skipped.contains($0) }
                if rest.hasPrefix("0x") || rest.hasPrefix("0X") { rest = rest.dropFirst(2) }
                let digits = rest.prefix { $0.isHexDigit }
                guard digits.count <= (method == "scanHexInt32" ? 8 : 16) else { throw ProbeUnsupported() }
                // Without a digit it fails and leaves the variable as it was.
                guard !digits.isEmpty else { return .bool(false) }
                guard let value = Int(digits, radix: 16) else { throw ProbeUnsupported() }
                variables[target] = .int(value)
                return .bool(true)
            default:
                throw ProbeUnsupported()
            }
        }
        guard case let .type(type) = try evaluate(callee) else { throw ProbeUnsupported() }
        switch (type, labels) {
        case ("Scanner", ["string"]):
            guard case let .string(text) = values[0] else { throw ProbeUnsupported() }
            return .scanner(text, skipping: [" ", "\t", "\n", "\r"])
        case ("CharacterSet", ["charactersIn"]):
            guard case let .string(text) = values[0] else { throw ProbeUnsupported() }
            return .characters(Set(text), inverted: false)
        case ("String", ["_"]), ("Substring", ["_"]):
            guard case .string = values[0] else { throw ProbeUnsupported() }
            return values[0]
        case (_, ["_", "radix"]) where Self.integerTypes.contains(type):
            guard case let .string(text) = values[0], case let .int(radix) = values[1], radix == 16 else { throw ProbeUnsupported() }
            guard !text.isEmpty, text.allSatisfy(\.isHexDigit), text.count <= 16 else { return .nothing }
            return Int(text, radix: 16).map { .int($0) } ?? .nothing
        case (_, []) where Self.integerTypes.contains(type):
            return .int(0)
        case (_, ["_"]) where Self.integerTypes.contains(type):
            switch values[0] {
            case .int: return values[0]
            case let .double(number):
                guard let integer = Int(exactly: number.rounded(.towardZero)) else { throw ProbeUnsupported() }
                return .int(integer)
            default: throw ProbeUnsupported()
            }
        case (_, ["_"]) where Self.floatingTypes.contains(type):
            guard let number = values[0].number else { throw ProbeUnsupported() }
            return .double(number)
        default:
            throw ProbeUnsupported()
        }
    }
}

private extension ProbeValue {
    var number: Double? {
        switch self {
        case let .int(value): return Double(value)
        case let .double(value): return value
        default: return nil
        }
    }
}
