/// SwiftUI's Dynamic Type sizes and the sizes a `.dynamicTypeSize(…)` modifier lets a view's text
/// reach: `.dynamicTypeSize(.large)` fixes one, `...DynamicTypeSize.xxLarge` caps them,
/// `.xSmall ... .xxxLarge` bounds both ends, `.small...` only the smallest.
public enum DynamicTypeSizeName: String, CaseIterable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// One of the five sizes Settings offers under Larger Accessibility Sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size before this one; nil for the smallest.
    var previous: DynamicTypeSizeName? {
        let all = DynamicTypeSizeName.allCases
        return all.firstIndex(of: self).flatMap { $0 > 0 ? all[$0 - 1] : nil }
    }

    public static func < (lhs: DynamicTypeSizeName, rhs: DynamicTypeSizeName) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What a `.dynamicTypeSize(…)` argument written with literal sizes allows.
public struct DynamicTypeSizeLimit {
    /// One size as the code spells it: `.large`, `DynamicTypeSize.large`, `(.xLarge)`.
    public struct Bound {
        public var size: DynamicTypeSizeName
        /// The token of the size's name (`large`), which a fix replaces.
        public var nameToken: Int
        /// The operand's first and last tokens (a parenthesis, the type name, the name).
        public var firstToken: Int
        public var lastToken: Int
        /// Whether it names its type (`DynamicTypeSize.large`) rather than an implicit member (`.large`).
        public var namesType: Bool
    }

    /// The smallest size the argument allows; nil when it sets none (`...DynamicTypeSize.xxLarge`).
    public var lower: Bound?
    /// The largest size it names; nil when it sets none (`.small...`).
    public var upper: Bound?
    /// The range operator (`...` or `..<`); nil for one fixed size (`.dynamicTypeSize(.large)`).
    public var rangeOperatorToken: Int?
    /// Whether the upper bound is excluded (`..<DynamicTypeSize.accessibility1`).
    public var excludesUpper: Bool

    /// The largest size text may reach under it; nil when it sets no upper bound.
    public var largestAllowed: DynamicTypeSizeName? {
        guard let upper else { return rangeOperatorToken == nil ? lower?.size : nil }
        return excludesUpper ? upper.size.previous : upper.size
    }
}

extension RuleContext {
    /// The sizes a `.dynamicTypeSize(…)` argument allows, when it is written with literal sizes; nil
    /// for a value the code computes (`dynamicTypeSize < .accessibility1 ? dynamicTypeSize : …`, a
    /// property), which only its author can read.
    public func dynamicTypeSizeLimit(of expression: ExpressionNode) -> DynamicTypeSizeLimit? {
        var reader = DynamicTypeSizeReader(context: self, position: expression.firstToken, end: expression.lastToken)
        return reader.limit()
    }

    /// The largest text size a view may take, from the `.dynamicTypeSize(…)` limits on it and the
    /// views around it in its file (the smallest of them); nil when none is written with literal sizes.
    public func dynamicTypeCap(around chain: ChainNode) -> DynamicTypeSizeName? {
        let chains = [chain] + enclosingCalls(of: chain).map(\.chain)
        return chains.flatMap(\.modifiers).filter { $0.name == "dynamicTypeSize" }.compactMap { modifier in
            modifier.arguments.first?.value.flatMap { dynamicTypeSizeLimit(of: $0)?.largestAllowed }
        }.min()
    }
}

/// Reads `[operand] [... | ..<] [operand]` from an argument's tokens.
private struct DynamicTypeSizeReader {
    let context: RuleContext
    var position: Int
    let end: Int

    private var isAtEnd: Bool { position > end }

    private func text(_ index: Int) -> String? { index <= end ? context.tree.text(ofToken: index) : nil }

    mutating func limit() -> DynamicTypeSizeLimit? {
        var limit = DynamicTypeSizeLimit(lower: nil, upper: nil, rangeOperatorToken: nil, excludesUpper: false)
        if !isRangeOperator(position) {
            guard let lower = bound() else { return nil }
            limit.lower = lower
            if isAtEnd { return limit }
        }
        guard isRangeOperator(position) else { return nil }
        limit.rangeOperatorToken = position
        limit.excludesUpper = text(position) == "..<"
        position += 1
        if isAtEnd { return limit.lower == nil ? nil : limit }
        guard let upper = bound(), isAtEnd else { return nil }
        limit.upper = upper
        return limit
    }

    private func isRangeOperator(_ index: Int) -> Bool {
        index <= end && context.tree.tokens[index].kind == .operator && ["...", "..<"].contains(text(index))
    }

    /// `.large`, `DynamicTypeSize.large`, `SwiftUI.DynamicTypeSize.large`, `(.large)`.
    private mutating func bound() -> DynamicTypeSizeLimit.Bound? {
        let first = position
        if text(position) == "(" {
            position += 1
            guard var inner = bound(), text(position) == ")" else { return nil }
            inner.firstToken = first
            inner.lastToken = position
            position += 1
            return inner
        }
        if text(position) == "SwiftUI", text(position + 1) == "." { position += 2 }
        let namesType = text(position) == "DynamicTypeSize"
        if namesType { position += 1 }
        guard text(position) == ".", let name = text(position + 1), let size = DynamicTypeSizeName(rawValue: name) else { return nil }
        position += 2
        return DynamicTypeSizeLimit.Bound(size: size, nameToken: position - 1, firstToken: first, lastToken: position - 1, namesType: namesType)
    }
}
