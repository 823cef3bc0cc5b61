/// Accessibility hints that name the gesture ("Double tap to open settings") instead of the result,
/// or that only repeat the element's label.
public struct HintStyleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "hint-style",
        name: "Hints describe results",
        summary: "Finds `.accessibilityHint(\"…\")` texts that name a gesture (\"Double tap to open settings\", \"Tap here to …\", \"Click to …\") and rewrites them in Apple's style, as the result of activating the element (\"Opens settings\"); removes a hint that says only what every activation does (\"Double tap to activate\") or repeats the element's label; reports hints naming gestures VoiceOver users make differently (\"Swipe left to delete\", \"Long press for options\").",
        rationale: "VoiceOver reads the hint after the label, role and value, and already tells users how to activate an element; Apple's guidelines ask that a hint describe the result in a brief phrase that starts with a verb in the third person (\"Plays the song\"), without the gesture (\"Double tap to play\") or the label. A gesture in a hint is often wrong for VoiceOver users, whose gestures differ (a swipe moves focus), and Voice Control and Switch Control users make none. A hint that repeats the label doubles every announcement. WCAG 3.3.2 asks that instructions be given where they help.",
        notes: "The gesture phrase is removed only where it is followed by `to` and a result: the rest is capitalised, and its first verb takes the third person when the verb is certainly the element's doing (\"open\" → \"Opens\", \"dismiss\" → \"Dismisses\", \"copy\" → \"Copies\"); a verb a person does (\"see\", \"learn\", \"view\", \"edit\") or one coordinated with another (\"open or close\") stays in the imperative (\"See details\"). A hint that only says `activate`, `select` or `toggle` after the gesture, or one word on a text field (\"Double tap to edit\"), is removed: VoiceOver says that itself. Swipes, drags, long presses and \"double tap and hold\" are reported without a fix: they are not how VoiceOver users activate the element, so the action needs `.accessibilityAction` (or `.accessibilityAdjustableAction`) and a hint that describes it. A gesture followed by anything but a result (\"Tap for details\"), or by another gesture (\"Double tap to reveal, or press and hold\"), is reported for a person to reword. A hint that says the same words as the element's label (its literal `.accessibilityLabel`, or the control's visible text when it has none) is removed; one that adds to it is kept. Words inside an interpolation are never touched. Hints VoiceOver never reads (a hidden element, or one inside a container that is hidden, replaces its children or combines them under its own label, or an item of a menu or swipe actions, which SwiftUI builds from its text) are left alone. A hint is a localization key in SwiftUI: when the project's `Localizable` table translates it, the finding is reported with the text to change in the table, not edited in code (its translations would be lost); removing a hint loses nothing and is done. A key the project has no table for (`settings.hint`) is left alone.",
        severity: .degrades, wcag: ["3.3.2"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["002", "003", "004"],
        triggeringExamples: [
            RuleExample(#"Button(action: openSettings) { Image(systemName: "gearshape") }.accessibilityLabel("Settings").accessibilityHint(↓"Double tap to open settings")"#),
            RuleExample(#"Button("Play", action: play).accessibilityHint(↓"Tap to play the song")"#),
            RuleExample("""
            struct TrackRow: View {
                let track: Track

                var body: some View {
                    HStack {
                        Text(track.title)
                        Spacer()
                    }
                    .onTapGesture { player.play(track) }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityHint(↓"Double-tap to play \\(track.title)")
                }
            }
            """),
            RuleExample(#"Button("Details", action: showDetails).accessibilityHint(↓"Tap here to see details")"#),
            RuleExample(#"Toggle("Wi-Fi", isOn: $wifi).accessibilityHint(↓"Double tap to toggle")"#),
            RuleExample("""
            Text(message.body)
                .swipeActions { Button("Delete", role: .destructive, action: delete) }
                .accessibilityHint(↓"Swipe left to delete")
            """),
            RuleExample(#"Image(photo.asset).onLongPressGesture(perform: showMenu).accessibilityHint(↓"Long press for more options")"#),
            RuleExample(#"Button("Close", action: dismiss).accessibilityHint(↓"Close")"#),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share").accessibilityHint(↓"share.")"#),
            RuleExample(#"Button("Info", action: showInfo).accessibilityHint(↓"Tap for details")"#),
            RuleExample(#"Button("Export", action: export).accessibility(hint: Text(↓"Click to export the report as PDF"))"#),
            RuleExample(#"Button("Expand", action: toggle).accessibilityHint(↓"Tap to open or close the section")"#),
            RuleExample(#"TextField("Name", text: $name).accessibilityHint(↓"Double tap to edit")"#),
            RuleExample(#"Button("Reveal", action: reveal).accessibilityHint(↓"Double tap to reveal, or press and hold for one second.")"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Settings", action: openSettings).accessibilityHint("Opens the app's settings")"#),
            RuleExample(#"Button("Play", action: play).accessibilityHint("Plays the song from the beginning")"#),
            RuleExample(#"Button("Tap", action: addTap).accessibilityHint("Adds a beer tap to the bar")"#),
            RuleExample(#"Button("Save", action: save).accessibilityHint("Saves to \(folder.name)")"#),
            RuleExample(#"Button("Close", action: dismiss).accessibilityHint("Closes the editor without saving")"#),
            RuleExample(#"Button("Settings", action: openSettings).accessibilityHint("settings.open.hint")"#),
            RuleExample(#"Text(note.title).accessibilityHint("Swiping counts as review")"#),
            RuleExample(#"Button("Press", action: openPressKit).accessibilityHint("Press kit and media assets")"#),
            RuleExample("""
            Button("Delete", action: delete)
                .accessibilityHint("Double tap to delete")
                .accessibilityHidden(true)
            """),
            RuleExample("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Button("Play") {}.accessibilityHint("Tap to play")
                }
            }
            """),
            RuleExample(#"Button(action: open) { Text(title) }.accessibilityHint(hintText)"#),
            RuleExample(#"Button("Help", action: help).accessibilityHint("Tap water quality guide")"#),
            RuleExample("""
            VStack {
                Button("Retry", action: retry)
                    .accessibilityHint("Tap to retry")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Connection lost")
            """),
        ],
        corrections: [
            RuleCorrection(#"Button(action: openSettings) { Image(systemName: "gearshape") }.accessibilityLabel("Settings").accessibilityHint("Double tap to open settings")"#,
                           #"Button(action: openSettings) { Image(systemName: "gearshape") }.accessibilityLabel("Settings").accessibilityHint("Opens settings")"#),
            RuleCorrection(#"Button("Details", action: showDetails).accessibilityHint("Tap here to see details")"#,
                           #"Button("Details", action: showDetails).accessibilityHint("See details")"#),
            RuleCorrection("""
            HStack {
                Text(track.title)
                Spacer()
            }
            .onTapGesture { player.play(track) }
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("Double-tap to play \\(track.title)")
            """, """
            HStack {
                Text(track.title)
                Spacer()
            }
            .onTapGesture { player.play(track) }
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("Plays \\(track.title)")
            """),
            RuleCorrection("""
            Toggle("Wi-Fi", isOn: $wifi)
                .accessibilityHint("Double tap to toggle")
                .padding()
            """, """
            Toggle("Wi-Fi", isOn: $wifi)
                .padding()
            """),
            RuleCorrection(#"Button("Close", action: dismiss).accessibilityHint("Close")"#, #"Button("Close", action: dismiss)"#),
        ]
    )

    static let textInputs: Set<String> = ["TextField", "SecureField", "TextEditor"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.chains where chain.hasModifier("accessibilityHint") || chain.hasModifier("accessibility") {
            guard !context.isAccessibilityHidden(chain), context.enclosingAccessibilityOwner(of: chain) == nil, !context.isInMenuItems(chain) else { continue }
            for hint in context.writtenAccessibilityTexts(.hint, of: chain) {
                if let finding = check(hint, on: chain, in: context) { findings.append(finding) }
            }
        }
        return findings
    }

    private func check(_ hint: RuleContext.WrittenAccessibilityText, on chain: ChainNode, in context: RuleContext) -> Finding? {
        let offset = context.tree.tokens[hint.literalToken].start
        guard let said = context.said(hint) else { return nil }
        let quoted = StringLiteral.literal(said.text)

        if !hint.isInterpolated, let label = spokenLabel(of: chain, in: context), RuleContext.spokenWords(said.text) == RuleContext.spokenWords(label) {
            return removal(of: hint, "accessibility hint \(quoted) repeats the label; VoiceOver reads it twice", in: context, at: offset)
        }
        guard let body = said.isTranslated ? said.text : said.editableBody else { return nil }
        switch HintPhrases.gesturePhrase(inLiteralBody: body) {
        case let .activation(rewritten)? where HintStyleRule.textInputs.contains(chain.elementLink?.name ?? "") && !rewritten.contains(" "):
            // "Double tap to edit" on a text field is what VoiceOver says of every text field.
            return removal(of: hint, "accessibility hint \(quoted) says only what VoiceOver already says of a text field", in: context, at: offset)
        case let .activation(rewritten)?:
            let problem = "accessibility hint \(quoted) names the gesture; a hint describes the result: \(StringLiteral.literal(rewritten))"
            if said.isTranslated {
                return finding(problem + "; " + LabelRoleWordRule.translatedAdvice(key: hint.text, english: said.text, to: rewritten), at: offset)
            }
            return finding(problem, at: offset, fix: Fix(safety: .safe, edits: [context.literalReplacement(hint, body: rewritten)], summary: "rewrote a hint that named the gesture"))
        case .activationOnly?:
            return removal(of: hint, "accessibility hint \(quoted) says only what VoiceOver already says when the element is activated", in: context, at: offset)
        case let .activationUnrewritten(gesture)?:
            return finding("accessibility hint \(quoted) names the gesture \(StringLiteral.literal(gesture)); reword it as the result of activating the element (\"Shows details\")", at: offset)
        case let .other(gesture)?:
            return finding("accessibility hint \(quoted) names the gesture \(StringLiteral.literal(gesture)), which VoiceOver, Voice Control and Switch Control users do not make: offer the action with .accessibilityAction (or .accessibilityAdjustableAction) and let the hint describe its result", at: offset)
        case nil:
            return nil
        }
    }

    private func removal(of hint: RuleContext.WrittenAccessibilityText, _ problem: String, in context: RuleContext, at offset: Int) -> Finding {
        guard let edit = context.modifierRemoval(hint.modifier) else { return finding(problem + "; remove it", at: offset) }
        return finding(problem, at: offset, fix: Fix(safety: .safe, edits: [edit], summary: "removed a hint that adds nothing"))
    }

    /// The words VoiceOver reads as the element's label: its literal label, else the text a
    /// control shows, else a `Text`'s literal.
    private func spokenLabel(of chain: ChainNode, in context: RuleContext) -> String? {
        let labels = context.writtenAccessibilityTexts(.label, of: chain)
        if let label = labels.first {
            return labels.count == 1 && !label.isInterpolated ? context.shownWords(ofLiteral: label.text) : nil
        }
        guard !context.hasAccessibilityLabel(chain), let element = chain.elementLink else { return nil }
        if RuleContext.controls.contains(element.name) {
            guard let visible = context.visibleText(of: chain), visible.isAllShown else { return nil }
            return visible.text
        }
        if element.name == "Text", let title = context.literalTitle(of: element) { return context.shownWords(ofLiteral: title) }
        return nil
    }
}
