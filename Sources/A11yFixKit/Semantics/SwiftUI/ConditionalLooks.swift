import Foundation

/// Looks a view takes on a condition, written as a ternary in a modifier's argument:
/// `.opacity(isValid ? 1 : 0.5)`, `.foregroundColor(isOnline ? .green : .red)`. The
/// disabled-appearance rule asks which condition dims a control; the colour-only-status rule which
/// state a colour alone shows.
extension RuleContext {
    /// `condition ? whenTrue : whenFalse`, the whole of an expression.
    public struct Ternary {
        public var condition: String
        public var whenTrue: String
        public var whenFalse: String
    }

    /// The ternary an expression is, split at its top-level `?` and `:` (a nested ternary stays
    /// whole in its branch); nil for any other expression.
    public func ternary(_ expression: ExpressionNode?) -> Ternary? {
        guard let expression else { return nil }
        let tokens = tree.tokens
        var question: Int?
        var colon: Int?
        var nested = 0
        var index = expression.firstToken
        while index <= expression.lastToken {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = (tree.matching(index) ?? index) + 1
                continue
            case .operator where tree.token(index, is: "?") && index > 0 && tokens[index].start > tokens[index - 1].end:
                // `a ? b : c` has spaces around `?`; `value?.name` does not.
                if question == nil { question = index } else { nested += 1 }
            case .colon where question != nil:
                if nested == 0, colon == nil { colon = index } else { nested -= 1 }
            default:
                break
            }
            index += 1
        }
        guard let question, let colon, question > expression.firstToken, colon > question + 1, colon < expression.lastToken else { return nil }
        let text = { (first: Int, last: Int) in self.file.text(tokens[first].start..<tokens[last].end) }
        return Ternary(condition: text(expression.firstToken, question - 1), whenTrue: text(question + 1, colon - 1),
                       whenFalse: text(colon + 1, expression.lastToken))
    }

    /// A condition as a Boolean over a base expression: `!isValid` is `isValid` negated. Two are
    /// equal when their bases are the same but for spaces.
    public struct Predicate: Equatable {
        /// The base as written, for a fix to write again.
        public var base: String
        public var negated: Bool

        public init(_ condition: String, negated: Bool = false) {
            var text = condition.trimmingCharacters(in: .whitespacesAndNewlines)
            var negated = negated
            while true {
                let squeezed = RuleContext.squeezed(text)
                if squeezed.hasPrefix("("), squeezed.hasSuffix(")"), RuleContext.isOneGroup(squeezed) {
                    text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespacesAndNewlines)
                } else if squeezed.hasPrefix("!"), RuleContext.isOnePrimary(String(squeezed.dropFirst())) {
                    text = String(text.dropFirst()).trimmingCharacters(in: .whitespacesAndNewlines)
                    negated.toggle()
                } else {
                    break
                }
            }
            base = text
            self.negated = negated
        }

        public static func == (lhs: Predicate, rhs: Predicate) -> Bool {
            lhs.negated == rhs.negated && RuleContext.squeezed(lhs.base) == RuleContext.squeezed(rhs.base)
        }

        public var inverted: Predicate {
            var copy = self
            copy.negated.toggle()
            return copy
        }

        /// How Swift writes it: `isValid`, `!isValid`, `!(a || b)`.
        public var swift: String {
            guard negated else { return base }
            return RuleContext.isOnePrimary(RuleContext.squeezed(base)) ? "!" + base : "!(" + base + ")"
        }
    }

    /// Whether squeezed `text` is one parenthesized group: `(a || b)`, not `(a) || (b)`.
    static func isOneGroup(_ text: String) -> Bool {
        var depth = 0
        for (offset, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0 && offset < text.count - 1 { return false }
        }
        return depth == 0
    }

    /// Whether squeezed `text` is a single operand: a name, member path or call (`store.isValid`,
    /// `canSend()`), with no operator outside brackets.
    static func isOnePrimary(_ text: String) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default:
                if depth == 0, !(character.isLetter || character.isNumber || character == "_" || character == "." || character == "$") { return false }
            }
        }
        return !text.isEmpty && depth == 0 && text.first.map { $0.isLetter || $0 == "_" || $0 == "$" } == true
    }

    /// Whether a colour expression names a grey: `.gray`, `Color(.systemGray3)`, `.secondary`,
    /// `Color(uiColor: .tertiaryLabel)`, or a colour the app names for a disabled look
    /// (`.compound.iconDisabled`).
    static func isGreyColour(_ text: String) -> Bool {
        // `systemGray3` is one word with its digit.
        let words = Set(RuleContext.words(in: text).map { String($0.prefix { $0.isLetter }) })
        return !words.isDisjoint(with: ["gray", "grey", "secondary", "tertiary", "quaternary", "disabled", "placeholder", "inactive"])
    }

    /// The comma-separated clauses of a `guard` or `if` condition (`let x = y, x.isValid`).
    static func clauses(of condition: String) -> [String] {
        var clauses: [String] = []
        var current = ""
        var depth = 0
        for character in condition {
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case "," where depth == 0:
                clauses.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        return clauses + [current]
    }
}
