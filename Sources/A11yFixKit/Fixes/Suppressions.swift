/// The `a11yfix:` comments of one file and what each covers:
///
/// - `// a11yfix:disable rule-id, rule-id` … `// a11yfix:enable rule-id`: the lines from the one
///   comment to the other, both included (to the end of the file without `enable`);
/// - `// a11yfix:disable:next rule-id`: the next line that has code;
/// - `// a11yfix:disable:this rule-id`: the comment's own line;
/// - `all` instead of rule ids: every rule (a region opened with `disable all` ends with `enable all`).
///
/// Line and block comments both work; ` -- reason` after the ids is ignored. A directive must start
/// its comment, so prose that mentions `a11yfix:disable` is not one.
public struct SuppressionComments: Sendable {
    public static let marker: [UInt8] = Array("a11yfix:".utf8)
    public static let allRules = "all"

    public enum Command: String, CaseIterable, Sendable {
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    /// A rule id (or `all`) as written in a directive.
    public struct Entry: Sendable {
        public var id: String
        public var range: Range<Int>
    }

    public struct Directive: Sendable {
        /// Nil when the word after `a11yfix:` is not a command (a typo such as `disbale`).
        public var command: Command?
        public var commandText: String
        public var commandRange: Range<Int>
        public var entries: [Entry]
        /// From the first id to the last: what a fix rewrites to drop some of them.
        public var listRange: Range<Int>?
        public var comment: Range<Int>
        /// 0-based line of the comment's start.
        public var line: Int
    }

    public struct EntryReference: Hashable, Sendable {
        public var directive: Int
        public var entry: Int
    }

    /// What one `disable` entry covers.
    public struct Scope: Sendable {
        public var entry: EntryReference
        public var id: String
        public var command: Command
        /// The covered bytes (whole lines); nil when the entry covers nothing.
        public var range: Range<Int>?
        /// 0-based, for messages.
        public var lines: ClosedRange<Int>?
        /// The `enable` entry that ends a region.
        public var closedBy: EntryReference?
        /// For a `disable` repeated while the same region is open: the line that opened it.
        public var repeatsLine: Int?
    }

    public private(set) var directives: [Directive] = []
    public private(set) var scopes: [Scope] = []
    /// `enable` entries that end no region.
    public private(set) var strayEnables: [EntryReference] = []

    public var isEmpty: Bool { directives.isEmpty }

    public init() {}

    public init(tree: SyntaxTree) {
        let file = tree.file
        let offsets = SuppressionComments.markerOffsets(in: file.bytes)
        guard !offsets.isEmpty else { return }
        var seenComments = Set<Int>()
        var openRegions: [String: OpenRegion] = [:]
        for offset in offsets {
            let index = tree.tokenIndex(atOffset: offset)
            let trivia: Range<Int>
            var nextToken = index
            if tree.tokens[index].leadingTrivia.contains(offset) {
                trivia = tree.tokens[index].leadingTrivia
            } else if index > 0, tree.tokens[index - 1].trailingTrivia.contains(offset) {
                trivia = tree.tokens[index - 1].trailingTrivia
            } else {
                continue  // inside a token: a string literal, not a comment
            }
            guard let piece = Lexer.triviaPieces(in: file.bytes, range: trivia).first(where: { $0.isComment && $0.range.contains(offset) }),
                  seenComments.insert(piece.range.lowerBound).inserted,
                  var directive = SuppressionComments.directive(in: piece, of: file) else { continue }
            let endLine = file.lineIndex(of: max(piece.range.lowerBound, piece.range.upperBound - 1))
            while nextToken < tree.tokens.count - 1, file.lineIndex(of: tree.tokens[nextToken].start) <= endLine { nextToken += 1 }
            let nextCodeLine = tree.tokens[nextToken].kind == .endOfFile ? nil : file.lineIndex(of: tree.tokens[nextToken].start)
            directive.line = file.lineIndex(of: piece.range.lowerBound)
            directives.append(directive)
            addScopes(of: directives.count - 1, nextCodeLine: nextCodeLine, openRegions: &openRegions, in: file)
        }
        for open in openRegions.values {
            scopes[open.scope].range = file.lineStarts[open.start]..<file.bytes.count
            scopes[open.scope].lines = open.start...(file.lineCount - 1)
        }
    }

    /// A region opened by `disable` and not yet ended: its scope and its first line.
    private struct OpenRegion {
        var scope: Int
        var start: Int
    }

    private mutating func addScopes(of index: Int, nextCodeLine: Int?, openRegions: inout [String: OpenRegion], in file: SourceFile) {
        let directive = directives[index]
        guard let command = directive.command else { return }
        func lines(_ first: Int, _ last: Int) -> Range<Int> { file.lineStarts[first]..<file.lineContentRange(last).upperBound }
        for (position, entry) in directive.entries.enumerated() {
            let reference = EntryReference(directive: index, entry: position)
            // A rule's former id names the rule: regions opened and ended under either id match.
            let id = RuleRegistry.canonicalID(entry.id) ?? entry.id
            var scope = Scope(entry: reference, id: id, command: command)
            switch command {
            case .disableThis:
                scope.range = lines(directive.line, directive.line)
                scope.lines = directive.line...directive.line
            case .disableNext:
                if let line = nextCodeLine {
                    scope.range = lines(line, line)
                    scope.lines = line...line
                }
            case .disable:
                if let open = openRegions[id] {
                    scope.repeatsLine = open.start
                } else {
                    openRegions[id] = OpenRegion(scope: scopes.count, start: directive.line)
                }
            case .enable:
                let ended = id == SuppressionComments.allRules ? Array(openRegions.keys) : (openRegions[id] == nil ? [] : [id])
                if ended.isEmpty { strayEnables.append(reference) }
                for id in ended {
                    let open = openRegions.removeValue(forKey: id)!
                    scopes[open.scope].range = lines(open.start, directive.line)
                    scopes[open.scope].lines = open.start...directive.line
                    scopes[open.scope].closedBy = reference
                }
                continue
            }
            scopes.append(scope)
        }
    }

    /// The parts of a comment that starts with `a11yfix:`, or nil when it does not.
    private static func directive(in piece: TriviaPiece, of file: SourceFile) -> Directive? {
        let bytes = file.bytes
        var start = piece.range.lowerBound + 2
        var end = piece.range.upperBound
        switch piece.kind {
        case .docLineComment, .docBlockComment: start += 1
        default: break
        }
        if piece.kind == .blockComment || piece.kind == .docBlockComment, end - start >= 2,
           bytes[end - 2] == UInt8(ascii: "*"), bytes[end - 1] == UInt8(ascii: "/") { end -= 2 }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(bytes[start]) { start += 1 }
        guard end - start >= marker.count, bytes[start..<(start + marker.count)].elementsEqual(marker) else { return nil }
        var cursor = start + marker.count
        let commandStart = cursor
        while cursor < end, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ",") { cursor += 1 }
        let commandText = file.text(commandStart..<cursor)
        var entries: [Entry] = []
        while cursor < end {
            while cursor < end, isSpace(bytes[cursor]) || bytes[cursor] == UInt8(ascii: ",") { cursor += 1 }
            let idStart = cursor
            while cursor < end, !isSpace(bytes[cursor]), bytes[cursor] != UInt8(ascii: ",") { cursor += 1 }
            guard cursor > idStart else { break }
            let id = file.text(idStart..<cursor)
            if id == "--" { break }  // the reason follows
            entries.append(Entry(id: id, range: idStart..<cursor))
        }
        let listRange = entries.first.map { $0.range.lowerBound..<entries.last!.range.upperBound }
        return Directive(command: Command(rawValue: commandText), commandText: commandText, commandRange: commandStart..<(commandStart + commandText.utf8.count),
                         entries: entries, listRange: listRange, comment: piece.range, line: 0)
    }

    /// Where `a11yfix:` occurs: most files have none, and then nothing else is looked at.
    static func markerOffsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            let first = marker[0]
            var index = 0
            let last = buffer.count - marker.count
            while index <= last {
                if buffer[index] == first {
                    var matched = true
                    for offset in 1..<marker.count where buffer[index + offset] != marker[offset] {
                        matched = false
                        break
                    }
                    if matched { offsets.append(index) }
                }
                index += 1
            }
        }
        return offsets
    }

    /// What the comments cover, for filtering findings in every pass.
    public var coverage: SuppressionCoverage {
        // An id that names several rules (one's id, another's former id) covers each of them.
        SuppressionCoverage(ranges: scopes.flatMap { scope in
            scope.range.map { range in RuleRegistry.resolvingIDs([scope.id]).map { ($0, range) } } ?? []
        })
    }
}

/// What is suppressed, as byte ranges of the file's current text. Each pass of fixes maps the ranges
/// through its edits, so code a fix inserts above a `disable:next` line never takes its place, and
/// findings suppressed in the file as read stay suppressed (and unfixed) in every pass. Baselined
/// findings are held the same way, by rule and offset.
public struct SuppressionCoverage: Sendable {
    private var ranges: [(id: String, range: Range<Int>)]
    private var held: [(ruleID: String, offset: Int)] = []

    public init(ranges: [(id: String, range: Range<Int>)] = []) {
        self.ranges = ranges
    }

    public var isEmpty: Bool { ranges.isEmpty && held.isEmpty }

    public func suppresses(_ finding: Finding) -> Bool {
        if held.contains(where: { $0.ruleID == finding.ruleID && $0.offset == finding.offset }) { return true }
        // The rule that judges the comments applies the comments that name it itself.
        if finding.ruleID == UnusedSuppressionRule.id { return false }
        return ranges.contains { ($0.id == finding.ruleID || $0.id == SuppressionComments.allRules) && $0.range.contains(finding.offset) }
    }

    /// Findings that stay unreported and unfixed in every pass (the baseline's).
    public mutating func hold(_ findings: [Finding]) {
        held += findings.map { ($0.ruleID, $0.offset) }
    }

    public func mapped(through plan: EditPlan) -> SuppressionCoverage {
        guard !isEmpty else { return self }
        var result = SuppressionCoverage(ranges: ranges.map { entry in
            let lower = plan.mapOffset(entry.range.lowerBound)
            return (entry.id, lower..<max(lower, plan.mapOffset(entry.range.upperBound)))
        })
        result.held = held.map { ($0.ruleID, plan.mapOffset($0.offset)) }
        return result
    }
}
