/// `a11yfix:` comments that suppress nothing: they hide future findings nobody has looked at, and
/// typos in them suppress nothing at all.
public struct UnusedSuppressionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "unused-suppression",
        name: "Unused suppression comments",
        summary: "Finds `a11yfix:` suppression comments that suppress nothing: a `disable:this` or `disable:next` whose line the rule does not report, a `disable` … `enable` region without a finding of the rule inside, a `disable` repeated while its region is open, an `enable` that ends no region, and rule ids or commands that do not exist. The fix deletes the unused comment (or only the unused ids of a comment that names several).",
        rationale: "A suppression outlives the finding it was written for: once the code is fixed or moved, it silently hides whatever the rule finds there next, which no one has reviewed. A misspelt rule id or command suppresses nothing at all, and the team believes otherwise. Keeping suppressions exact keeps them honest.",
        notes: """
        The comment forms are described in [docs/configuration.md](../configuration.md#suppression-comments). Each suppressed rule is judged by running it, whichever rules the run enables, so narrowing a run with `--rules` never makes a needed suppression look unused. `all` is unused when no rule reports anything where it applies. A suppression counts as used when any finding of its rule is on a line it covers, even if another suppression covers it too.

        Unknown rule ids, unknown commands and directives without ids are reported but not fixed: a person has to say what was meant. To keep a suppression that is unused on purpose, name this rule in it: `// a11yfix:disable:this reduce-motion, unused-suppression`. `disable all` never suppresses this rule's findings.
        """,
        severity: nil, wcag: [], nutritionLabels: [], fixSafety: .safe, isOptIn: true, seeds: [],
        triggeringExamples: [
            RuleExample("""
            // a11yfix:disable:next ↓deprecated-accessibility-modifier
            Text("Settings").accessibilityAddTraits(.isHeader)
            """),
            RuleExample(#"Text("Settings").font(.title) // a11yfix:disable:this ↓deprecated-accessibility-modifier"#),
            RuleExample("""
            // a11yfix:disable ↓deprecated-accessibility-modifier
            let title = "Settings"
            let subtitle = "Account"
            // a11yfix:enable deprecated-accessibility-modifier
            """),
            RuleExample("""
            // a11yfix:disable:next ↓traits-added-not-asigned
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample("""
            // a11yfix:disable:next ↓all
            let total = price * quantity
            """),
            RuleExample("""
            // a11yfix:enable ↓deprecated-accessibility-modifier
            let done = true
            """),
            RuleExample("""
            // a11yfix:↓disbale deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample("""
            // a11yfix:↓disable:next
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample("""
            // a11yfix:disable deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            // a11yfix:disable ↓deprecated-accessibility-modifier
            Image("divider").accessibility(hidden: true)
            // a11yfix:enable deprecated-accessibility-modifier
            """),
            RuleExample(#"Text("Settings") /* a11yfix:disable:this ↓deprecated-accessibility-modifier */"#),
            RuleExample("""
            let done = true
            // a11yfix:disable:next ↓deprecated-accessibility-modifier
            """),
            RuleExample("""
            // a11yfix:disable:next ↓deprecated-accessibility-modifier
            Image("logo")
                .accessibility(label: Text("Acme"))
            """),
            RuleExample(#"let done = true // a11yfix:disable:this ↓unused-suppression"#),
            RuleExample("""
            struct HeaderView: View {
                var body: some View {
                    // a11yfix:disable:next ↓deprecated-accessibility-modifier -- legacy header
                    Text("Welcome").font(.largeTitle)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            // a11yfix:disable:next deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample(#"Image("divider").accessibility(hidden: true) // a11yfix:disable:this deprecated-accessibility-modifier"#),
            RuleExample("""
            // a11yfix:disable deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            Image("divider").accessibility(hidden: true)
            // a11yfix:enable deprecated-accessibility-modifier
            """),
            RuleExample("""
            // a11yfix:disable:next all
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample("""
            // To silence a finding, write a11yfix:disable:next and the rule id above its line.
            let done = true
            """),
            RuleExample(#"let hint = "// a11yfix:disable:next deprecated-accessibility-modifier""#),
            RuleExample(#"Image("logo").accessibility(label: Text("Acme")) // a11yfix:disable:this deprecated-accessibility-modifier -- kept for iOS 13"#),
            RuleExample(#"let done = true // a11yfix:disable:this deprecated-accessibility-modifier, unused-suppression"#),
            RuleExample("""
            // a11yfix:disable all
            Image("logo").accessibility(label: Text("Acme"))
            // a11yfix:enable all
            """),
            RuleExample("""
            let done = true
            // a11yfix:disable deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleExample(#"Image("divider").accessibility(hidden: true) /* a11yfix:disable:this deprecated-accessibility-modifier */"#),
            RuleExample("""
            struct HeaderView: View {
                var body: some View {
                    // a11yfix:disable:next deprecated-accessibility-modifier -- the design team owns this header
                    Text("Welcome").accessibility(addTraits: .isHeader)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct HeaderView: View {
                var body: some View {
                    // a11yfix:disable:next deprecated-accessibility-modifier
                    Text("Welcome").font(.largeTitle)
                }
            }
            """, """
            struct HeaderView: View {
                var body: some View {
                    Text("Welcome").font(.largeTitle)
                }
            }
            """),
            RuleCorrection(#"Text("Settings").font(.title) // a11yfix:disable:this deprecated-accessibility-modifier"#,
                           #"Text("Settings").font(.title)"#),
            RuleCorrection("""
            // a11yfix:disable deprecated-accessibility-modifier
            let title = "Settings"
            // a11yfix:enable deprecated-accessibility-modifier
            let subtitle = "Account"
            """, """
            let title = "Settings"
            let subtitle = "Account"
            """),
            RuleCorrection("""
            // a11yfix:disable:next deprecated-accessibility-modifier, unused-suppression
            Image("logo").accessibility(label: Text("Acme"))
            """, """
            // a11yfix:disable:next deprecated-accessibility-modifier
            Image("logo").accessibility(label: Text("Acme"))
            """),
            RuleCorrection("""
            let done = true
            // a11yfix:enable deprecated-accessibility-modifier
            let total = 2
            """, """
            let done = true
            let total = 2
            """),
        ]
    )

    /// On its own (examples, tests), every rule the comments name is run here.
    public func findings(in context: RuleContext) -> [Finding] {
        audit(SuppressionComments(tree: context.tree), in: context, knownFindings: [:])
    }

    /// The findings about `comments`. `knownFindings` are the findings (before suppression) of the
    /// rules this run already ran, by rule id; the other rules a comment names are run here, so the
    /// verdict does not depend on which rules the run enables.
    func audit(_ comments: SuppressionComments, in context: RuleContext, knownFindings: [String: [Finding]]) -> [Finding] {
        guard !comments.isEmpty else { return [] }
        let ownID = Self.description.id
        let ruleIDs = Set(RuleRegistry.ids).subtracting([ownID])
        let named = Set(RuleRegistry.resolvingIDs(comments.scopes.map(\.id)))
        let judged = named.contains(SuppressionComments.allRules) ? ruleIDs : named.intersection(ruleIDs)
        var findingsByRule = knownFindings
        for id in judged where findingsByRule[id] == nil {
            findingsByRule[id] = RuleRegistry.rule(withID: id)?.init().findings(in: context) ?? []
        }

        var problems: [Problem] = []
        for scope in comments.scopes where scope.id != ownID {
            let directive = comments.directives[scope.entry.directive]
            let written = "'a11yfix:\(directive.commandText) \(directive.entries[scope.entry.entry].id)'"
            guard scope.id == SuppressionComments.allRules || ruleIDs.contains(scope.id) else {
                problems.append(Problem(entry: scope.entry, scope: scope, message: unknownRuleMessage(scope.id, among: ruleIDs), removable: false))
                continue
            }
            if let line = scope.repeatsLine {
                problems.append(Problem(entry: scope.entry, scope: scope, message: "\(written) repeats the one on line \(line + 1), whose region is still open", removable: true))
                continue
            }
            let candidates = scope.id == SuppressionComments.allRules ? judged.flatMap { findingsByRule[$0] ?? [] }
                : RuleRegistry.resolvingIDs([scope.id]).flatMap { findingsByRule[$0] ?? [] }
            if let range = scope.range, candidates.contains(where: { range.contains($0.offset) }) { continue }
            problems.append(Problem(entry: scope.entry, scope: scope, message: unusedMessage(written, scope: scope), removable: true))
        }
        for stray in comments.strayEnables {
            let id = comments.directives[stray.directive].entries[stray.entry].id
            let known = id == SuppressionComments.allRules || RuleRegistry.canonicalID(id) != nil
            let message = known ? "'a11yfix:enable \(id)' ends no 'a11yfix:disable \(id)' region" : unknownRuleMessage(id, among: ruleIDs)
            problems.append(Problem(entry: stray, scope: nil, message: message, removable: known))
        }
        var findings: [Finding] = []
        for directive in comments.directives where directive.command == nil || directive.entries.isEmpty {
            let message = directive.command == nil
                ? "'a11yfix:\(directive.commandText)' is not an a11yfix command; use \(SuppressionComments.Command.allCases.map(\.rawValue).joined(separator: ", "))"
                : "'a11yfix:\(directive.commandText)' names no rule; write rule ids or all after it"
            findings.append(finding(message, at: directive.commandRange.lowerBound))
        }

        // Comments that name this rule keep the problems on their lines; those that keep none are unused too.
        let ownScopes = comments.scopes.filter { $0.id == ownID }
        var keptBy = Set<SuppressionComments.EntryReference>()
        problems.removeAll { problem in
            let offset = comments.directives[problem.entry.directive].entries[problem.entry.entry].range.lowerBound
            guard let keeper = ownScopes.first(where: { $0.range?.contains(offset) ?? false }) else { return false }
            keptBy.insert(keeper.entry)
            return true
        }
        for scope in ownScopes where !keptBy.contains(scope.entry) {
            let directive = comments.directives[scope.entry.directive]
            problems.append(Problem(entry: scope.entry, scope: scope, message: unusedMessage("'a11yfix:\(directive.commandText) \(ownID)'", scope: scope), removable: true))
        }

        var removed = Set(problems.filter(\.removable).map { $0.entry })
        // An `enable` goes with the regions it ends, when all of them go.
        var endedRegions: [SuppressionComments.EntryReference: [SuppressionComments.EntryReference]] = [:]
        for scope in comments.scopes { if let end = scope.closedBy { endedRegions[end, default: []].append(scope.entry) } }
        for (end, regions) in endedRegions where regions.allSatisfy(removed.contains) { removed.insert(end) }

        for problem in problems {
            var fix: Fix?
            if problem.removable {
                var directives = [problem.entry.directive]
                if let end = problem.scope?.closedBy, removed.contains(end) { directives.append(end.directive) }
                let edits = directives.map { edit(removing: removed, from: $0, of: comments, in: context.file) }
                fix = Fix(safety: .safe, edits: edits, summary: "removed an unused suppression")
            }
            let offset = comments.directives[problem.entry.directive].entries[problem.entry.entry].range.lowerBound
            findings.append(finding(problem.message, at: offset, fix: fix))
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    private struct Problem {
        var entry: SuppressionComments.EntryReference
        var scope: SuppressionComments.Scope?
        var message: String
        /// Whether the fix deletes it; not for unknown ids, where a person has to say what was meant.
        var removable: Bool
    }


    private func unusedMessage(_ written: String, scope: SuppressionComments.Scope) -> String {
        let who = scope.id == SuppressionComments.allRules ? "no rule reports anything" : "\(scope.id) reports nothing"
        switch scope.command {
        case .disableThis: return "\(written) suppresses nothing: \(who) on this line"
        case .disableNext:
            guard scope.lines != nil else { return "\(written) suppresses nothing: no code follows it" }
            return "\(written) suppresses nothing: \(who) on the next line"
        case .disable, .enable:
            guard let lines = scope.lines else { return "\(written) suppresses nothing" }
            return "\(written) suppresses nothing: \(who) on lines \(lines.lowerBound + 1)–\(lines.upperBound + 1)"
        }
    }

    private func unknownRuleMessage(_ id: String, among ruleIDs: Set<String>) -> String {
        let closest = ruleIDs.min { (OptionParser.editDistance($0, id), $0) < (OptionParser.editDistance($1, id), $1) }
        let hint = closest.flatMap { OptionParser.editDistance($0, id) <= max(2, id.count / 3) ? "; did you mean '\($0)'?" : nil } ?? ""
        return "'\(id)' is not an a11yfix rule, so this suppresses nothing\(hint)"
    }

    /// The edit that drops the removed entries of one directive: the whole comment when none is
    /// left, otherwise the id list rewritten with the rest.
    private func edit(removing removed: Set<SuppressionComments.EntryReference>, from index: Int, of comments: SuppressionComments, in file: SourceFile) -> Edit {
        let directive = comments.directives[index]
        let kept = directive.entries.indices.filter { !removed.contains(SuppressionComments.EntryReference(directive: index, entry: $0)) }
        if let list = directive.listRange, !kept.isEmpty {
            return Edit(range: list, replacement: kept.map { directive.entries[$0].id }.joined(separator: ", "))
        }
        return Edit(range: Self.removalRange(of: directive.comment, in: file), replacement: "")
    }

    /// A comment's bytes and the space it leaves behind: its whole line when it is alone on it, the
    /// space before it when it ends a line of code, the space after it when code follows.
    static func removalRange(of comment: Range<Int>, in file: SourceFile) -> Range<Int> {
        let bytes = file.bytes
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        let firstLine = file.lineIndex(of: comment.lowerBound)
        let lastLine = file.lineIndex(of: max(comment.lowerBound, comment.upperBound - 1))
        let lineStart = file.lineStarts[firstLine]
        let lineEnd = file.lineContentRange(lastLine).upperBound
        let blankBefore = bytes[lineStart..<comment.lowerBound].allSatisfy(isBlank)
        let blankAfter = bytes[comment.upperBound..<lineEnd].allSatisfy(isBlank)
        if blankBefore, blankAfter {
            if lastLine + 1 < file.lineCount { return lineStart..<file.lineStarts[lastLine + 1] }
            // The last line: take the line break before it instead.
            var start = lineStart
            if start > 0 { start -= 1 }
            if start > 0, bytes[start - 1] == UInt8(ascii: "\r") { start -= 1 }
            return start..<bytes.count
        }
        if blankAfter {
            var start = comment.lowerBound
            while start > lineStart, isBlank(bytes[start - 1]) { start -= 1 }
            return start..<lineEnd
        }
        var end = comment.upperBound
        if comment.lowerBound > lineStart, isBlank(bytes[comment.lowerBound - 1]) {
            while end < lineEnd, isBlank(bytes[end]) { end += 1 }
        }
        return comment.lowerBound..<end
    }
}
