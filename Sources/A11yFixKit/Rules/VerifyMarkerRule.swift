import Foundation

/// The review list: every `// [VERIFY]` marker still in the code, so a team can find the labels and
/// hints a11yfix (or a person) guessed and has not confirmed yet.
public struct VerifyMarkerRule: Rule {
    public init() {}

    /// What a marker comment starts with after `//` and any spaces.
    static let tag: [UInt8] = Array("[VERIFY]".utf8)

    public static let description = RuleDescription(
        id: "verify-marker",
        name: "Labels left to verify",
        summary: "Reports each `// [VERIFY]` marker still in the code: the lines where a label, hint or value was inferred (by a11yfix's `verify` fixes, or by a person following the same convention) and nobody has confirmed it yet. The message quotes the code on the marker's line.",
        rationale: "An inferred label is a guess: `square.and.arrow.up` is usually \"Share\" but may mean \"Export\" or \"Send to printer\" in this app. A wrong label is worse than a generic one for a VoiceOver user, because it confidently names the wrong action, and for a Voice Control user, who says the name they see. The marker is how the guess stays visible until a person has checked it on screen; this rule turns the markers into a list (`a11yfix --rules verify-marker --check`) that a reviewer can work through and a CI job can count.",
        notes: """
        Opt-in: run it by name, `a11yfix --rules verify-marker --check`, or enable it in the config to keep every marker visible in each run. It never rewrites anything: deleting the marker is the reviewer's statement that the text is right.
        - A marker is a line comment whose text starts with `[VERIFY]` (`// [VERIFY]`, `//[VERIFY] confirm label matches intent`), written after the code it is about or on its own line above it. The tag is upper case, as a11yfix and the seed write it.
        - Not markers: prose that mentions the tag later in a comment (`// guessed labels end with // [VERIFY]`), commented-out code (`// .accessibilityLabel("Share") // [VERIFY]`), block and documentation comments, `[VERIFIED]`, and the text of string literals.
        - The finding has no severity: the marked code is already accessible, only possibly wrong, so `--severity` filters these findings out, and `a11yfix audit` lists them apart from the triage sections.
        """,
        severity: nil, wcag: [], nutritionLabels: [], fixSafety: .none, isOptIn: true, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") ↓// [VERIFY]
            """),
            RuleExample("""
            Button(action: deleteItem) {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete") ↓// [VERIFY]
            .accessibilityInputLabels(["Delete", "Trash", "Remove"]) ↓// [VERIFY]
            """),
            RuleExample("""
            Image(systemName: "checkmark.seal.fill")
                .accessibilityLabel("Verified") ↓// [VERIFY] confirm label matches intent
            """),
            RuleExample(#"HStack { Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }.accessibilityLabel(isPlaying ? "Pause" : "Play") } ↓// [VERIFY]"#),
            RuleExample("""
            let closeButton = UIButton(type: .system)
            closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
            closeButton.accessibilityLabel = "Close" ↓// [VERIFY]
            """),
            RuleExample("""
            let shareButton = NSButton(image: NSImage(named: "share")!, target: self, action: #selector(share))
            shareButton.setAccessibilityLabel("Share") ↓//[VERIFY]
            """),
            RuleExample("""
            struct FilterBar: View {
                var body: some View {
                    ↓// [VERIFY] the hint was written from the action name
                    Button(action: applyFilters) { Image(systemName: "line.3.horizontal.decrease.circle") }
                        .accessibilityLabel("Filter")
                        .accessibilityHint("Applies the selected filters")
                }
            }
            """),
            RuleExample("""
            Slider(value: $progress)
                .accessibilityValue("\\(Int(progress * 100)) percent") ↓// [VERIFY]
            """),
            RuleExample("""
            #if os(iOS)
            Image("ic_close")
                .accessibilityLabel("Close") ↓// [VERIFY]
            #endif
            """),
            RuleExample("""
            struct PlayerView: View {
            \tvar body: some View {
            \t\tButton(action: skip) { Image(systemName: "goforward.15") }
            \t\t\t.accessibilityLabel("Skip forward 15 seconds") ↓// [VERIFY]
            \t}
            }
            """),
            RuleExample("""
            NavigationLink(destination: DraftsView()) { Image(systemName: "tray") }
                .accessibilityLabel("Open drafts") ↓// [VERIFY]   (from the destination)
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share")
            """),
            RuleExample(#"Image("logo").accessibilityLabel("Acme") // VERIFY: ask design"#),
            RuleExample(#"let note = "// [VERIFY]""#),
            RuleExample(##"let pattern = #"// [VERIFY]"#"##),
            RuleExample(#"Image("logo").accessibilityLabel("Acme") /* [VERIFY] */"#),
            RuleExample("""
            /// [VERIFY] marks labels that were inferred.
            func label(for symbol: String) -> String { symbol }
            """),
            RuleExample("// a11yfix ends inferred labels with // [VERIFY] so they can be reviewed"),
            RuleExample(#"// .accessibilityLabel("Share") // [VERIFY]"#),
            RuleExample(#"Image(systemName: "trash").accessibilityLabel("Delete") // [VERIFIED] by design review"#),
            RuleExample(#"Image(systemName: "trash").accessibilityLabel("Delete") // [verify]"#),
            RuleExample("""
            let template = \"\"\"
            .accessibilityLabel("Share") // [VERIFY]
            \"\"\"
            """),
            RuleExample("let VERIFY = true"),
        ],
        corrections: []
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let file = context.file
        let tree = context.tree
        var findings: [Finding] = []
        var seenComments = Set<Int>()
        for offset in VerifyMarkerRule.tagOffsets(in: file.bytes) {
            let index = tree.tokenIndex(atOffset: offset)
            let trivia: Range<Int>
            if tree.tokens[index].leadingTrivia.contains(offset) {
                trivia = tree.tokens[index].leadingTrivia
            } else if index > 0, tree.tokens[index - 1].trailingTrivia.contains(offset) {
                trivia = tree.tokens[index - 1].trailingTrivia
            } else {
                continue  // inside a token: a string literal
            }
            guard let comment = Lexer.triviaPieces(in: file.bytes, range: trivia).first(where: { $0.range.contains(offset) }),
                  comment.kind == .lineComment, VerifyMarkerRule.startsWithTag(comment, offset: offset, in: file.bytes),
                  seenComments.insert(comment.range.lowerBound).inserted else { continue }
            findings.append(finding(message(for: comment, in: file), at: comment.range.lowerBound))
        }
        return findings
    }

    /// Whether the tag at `offset` is the first thing in the comment after `//` and spaces.
    static func startsWithTag(_ comment: TriviaPiece, offset: Int, in bytes: [UInt8]) -> Bool {
        var start = comment.range.lowerBound + 2
        while start < offset, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        return start == offset
    }

    private func message(for comment: TriviaPiece, in file: SourceFile) -> String {
        let line = file.lineIndex(of: comment.range.lowerBound)
        let code = file.text(file.lineStarts[line]..<comment.range.lowerBound).trimmingCharacters(in: .whitespaces)
        if code.isEmpty {
            return "'// [VERIFY]' left to review here: confirm the inferred text below says what the element does, then delete the marker"
        }
        let shown = code.count > 80 ? String(code.prefix(77)) + "..." : code
        return "'// [VERIFY]' left to review: confirm '\(shown)' says what the element does, then delete the marker"
    }

    /// Where the tag occurs in the file: most files have none, and then nothing else is looked at.
    static func tagOffsets(in bytes: [UInt8]) -> [Int] {
        var offsets: [Int] = []
        let count = tag.count
        guard bytes.count >= count else { return [] }
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index <= buffer.count - count {
                if buffer[index] == UInt8(ascii: "["), buffer[index + 1] == UInt8(ascii: "V") {
                    var matched = true
                    for position in 2..<count where buffer[index + position] != tag[position] {
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
}
