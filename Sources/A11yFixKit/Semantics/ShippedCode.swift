/// Code in a file that never reaches the people a11yfix works for: previews, debug-only code, and
/// conditional branches that never compile. Findings there are noise to a team (`scope` in the
/// configuration turns previews and debug code back on).
public enum UnshippedCode: String, Sendable, CaseIterable {
    /// `#Preview { … }`, a `PreviewProvider`, and Views that only previews use.
    case preview
    /// `#if DEBUG` branches: developer screens and tools.
    case debug
    /// `#if false`, `#if DEBUG && false`, the `#else` of `#if true`: code the compiler never sees.
    case neverCompiled
}

extension RuleContext {
    /// What kind of unshipped code holds `offset`, or nil for code that ships.
    public func unshippedCode(at offset: Int) -> UnshippedCode? {
        unshippedRanges.first { $0.range.contains(offset) }?.kind
    }

    /// Whether `node` is preview code.
    public func isPreview(_ node: SyntaxNode) -> Bool {
        unshippedRanges.contains { $0.kind == .preview && $0.range.contains(node.range.lowerBound) }
    }

    /// Whether a type is a `PreviewProvider`.
    public func isPreviewProvider(_ type: TypeDeclNode) -> Bool {
        type.inheritedTypes.contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
    }

    func findUnshippedRanges() -> [(range: Range<Int>, kind: UnshippedCode)] {
        var ranges: [(range: Range<Int>, kind: UnshippedCode)] = []
        var previews: [Range<Int>] = []
        for chain in chains {
            if let first = chain.links.first, first.kind == .macro, first.name == "Preview" { previews.append(chain.range) }
        }
        for type in typeDeclarations where isPreviewProvider(type) { previews.append(type.range) }
        previews += previewOnlyViews(previews: previews).map(\.range)
        ranges += previews.map { ($0, UnshippedCode.preview) }
        for poundIf in tree.root.descendants(ofType: PoundIfNode.self) {
            var earlierClauseAlwaysTrue = false
            for clause in poundIf.clauses {
                let condition = clause.condition.filter { !$0.isWhitespace }
                let kind: UnshippedCode?
                if earlierClauseAlwaysTrue || condition == "false" || condition.hasSuffix("&&false") || condition.hasPrefix("false&&") {
                    kind = .neverCompiled
                } else if condition == "DEBUG" || condition.hasPrefix("DEBUG&&") || (clause.directive == "#else" && poundIf.clauses.first?.condition.filter { !$0.isWhitespace } == "!DEBUG") {
                    kind = .debug
                } else {
                    kind = nil
                }
                if condition == "true" { earlierClauseAlwaysTrue = true }
                if let kind { ranges.append((clause.range, kind)) }
            }
        }
        return ranges
    }

    /// Views that exist only for previews: declared in this file, used nowhere but in its previews,
    /// and either private to the file or unknown to every other file of the project. A public View
    /// is API for code outside the project, whatever the project itself uses.
    private func previewOnlyViews(previews: [Range<Int>]) -> [TypeDeclNode] {
        guard !previews.isEmpty else { return [] }
        let candidates = typeDeclarations.filter { type in
            guard type.keyword != "extension", isView(type), !isPreviewProvider(type) else { return false }
            if type.modifiers.contains("private") || type.modifiers.contains("fileprivate") { return true }
            if type.modifiers.contains("public") || type.modifiers.contains("open") { return false }
            return !(project?.isReferencedOutside(file: file.path, name: type.name) ?? true)
        }
        guard !candidates.isEmpty else { return [] }
        var usedInPreview = Set<String>()
        var usedElsewhere = Set<String>()
        let names = Set(candidates.map(\.name))
        for index in tree.tokens.indices where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            guard names.contains(name) else { continue }
            let offset = tree.tokens[index].start
            if previews.contains(where: { $0.contains(offset) }) {
                usedInPreview.insert(name)
            } else if !candidates.contains(where: { $0.name == name && $0.range.contains(offset) }) {
                usedElsewhere.insert(name)
            }
        }
        return candidates.filter { usedInPreview.contains($0.name) && !usedElsewhere.contains($0.name) }
    }
}
