/// The value of an `#if` condition when the source alone decides it: `false`, `DEBUG && false`,
/// `!true`, `(os(iOS) || true)`. Anything that depends on the build (`DEBUG`, `os(iOS)`,
/// `canImport(UIKit)`, `swift(>=5.9)`) is unknown, and so is text that is not a condition at all.
enum CompilationCondition {
    /// Whether a condition, written without spaces, compiles only in debug builds (`DEBUG`,
    /// `DEBUG&&os(iOS)`, `!RELEASE`): developer code no release carries.
    static func isDebugOnly(_ condition: String) -> Bool {
        condition == "DEBUG" || condition.hasPrefix("DEBUG&&") || condition == "!RELEASE"
    }

    /// Whether a condition, written without spaces, is `!DEBUG`: its `#else` is debug-only.
    static func excludesDebug(_ condition: String) -> Bool {
        condition == "!DEBUG"
    }

    /// true or false when every build takes the same branch; nil when it depends on the build.
    static func value(of condition: String) -> Bool? {
        var parser = Parser(Array(condition.filter { !$0.isWhitespace }))
        guard let value = parser.disjunction(), parser.isAtEnd else { return nil }
        return value.known
    }

    /// Three-valued logic: `false && anything` is false and `true || anything` is true even when
    /// the other side depends on the build.
    private enum Value {
        case known(Bool)
        case unknown

        var known: Bool? {
            if case let .known(value) = self { return value }
            return nil
        }
    }

    /// condition := conjunction ("||" conjunction)*; conjunction := prefix ("&&" prefix)*;
    /// prefix := "!" prefix | "(" condition ")" | "true" | "false" | name | name "(" … ")".
    /// Each returns nil on text that is not a condition.
    private struct Parser {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        var isAtEnd: Bool { position == characters.count }

        mutating func disjunction() -> Value? { operands(joinedBy: "||", decidedBy: true) { $0.conjunction() } }

        mutating func conjunction() -> Value? { operands(joinedBy: "&&", decidedBy: false) { $0.prefix() } }

        /// Operands joined by `||` or `&&`: one operand equal to `decisive` (true for `||`, false for
        /// `&&`) decides the whole, whatever the others are; otherwise all must be known.
        private mutating func operands(joinedBy joiner: String, decidedBy decisive: Bool, operand: (inout Parser) -> Value?) -> Value? {
            guard var value = operand(&self) else { return nil }
            while take(joiner) {
                guard let next = operand(&self) else { return nil }
                switch (value, next) {
                case (.known(decisive), _), (_, .known(decisive)): value = .known(decisive)
                case (.known, .known): value = .known(!decisive)
                default: value = .unknown
                }
            }
            return value
        }

        mutating func prefix() -> Value? {
            if take("!") {
                guard let operand = prefix() else { return nil }
                if case let .known(value) = operand { return .known(!value) }
                return .unknown
            }
            if take("(") {
                guard let inner = disjunction(), take(")") else { return nil }
                return inner
            }
            let start = position
            while position < characters.count, characters[position].isLetter || characters[position].isNumber || characters[position] == "_" {
                position += 1
            }
            guard position > start else { return nil }
            let name = String(characters[start..<position])
            // A platform condition's argument (`os(iOS)`, `swift(>=5.9)`) is whatever its parentheses hold.
            if position < characters.count, characters[position] == "(" {
                guard let close = characters[position...].firstIndex(of: ")") else { return nil }
                position = close + 1
                return .unknown
            }
            switch name {
            case "true": return .known(true)
            case "false": return .known(false)
            default: return .unknown
            }
        }

        private mutating func take(_ text: String) -> Bool {
            let expected = Array(text)
            guard characters.count - position >= expected.count, Array(characters[position..<position + expected.count]) == expected else { return false }
            position += expected.count
            return true
        }
    }
}
