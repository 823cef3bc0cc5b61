/// Custom toggles that show their state only by how they look: VoiceOver reads the name, never
/// whether it is on.
public struct StateValueRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "state-value",
        name: "Custom toggles say their state",
        summary: "Finds a `Button` that flips a Boolean (`isChecked.toggle()`, `model.isFavorite = !model.isFavorite`) and shows its value only by its look (a filled or empty glyph, a colour chosen on the state) while its name stays the same, with no `.accessibilityValue` or selected/toggle trait. Adds `.accessibilityValue(state ? \"On\" : \"Off\")`, marked `// [VERIFY]`. Opt-in (the agent profile).",
        rationale: "A checkbox, star or bell drawn from a Button is read \"Remember me, button\" whether it is checked or not: a VoiceOver user cannot tell the state, nor hear it change. SwiftUI's Toggle reads \"on\" or \"off\" by itself; a custom one must say it with an accessibility value. WCAG 4.1.2 asks for states to be exposed to assistive technology.",
        notes: "`.badge(…)` is not a finding: SwiftUI draws a list row's badge as text in the row, which VoiceOver reads with it, and gives a tab item's badge to the tab bar, which reads it with the tab; adding a value would read the count twice. Counts shown as `Text` are read as text. Progress and rating views drawn from shapes are `adjustable-custom-control`'s and `image-label`'s questions. A state that shows, presents, opens or expands something (`showRead`, `isPanelPresented`, `isExpanded`) is left alone: its glyph shows what a tap does next (a cross, a chevron), and \"on\" may read the opposite way of the label (\"Hide Read\" drawn filled while `showRead` is false). The rule finds only Buttons whose action flips one Boolean state by name (a call such as `toggleMute()` hides which state it flips) and whose label or own modifiers choose between two looks on that state (`state ? … : …`, `if state { … }`). The name must stay the same in both states: a visible text with no alternative, or a literal accessibility label; a label that changes with the state (\"Play\"/\"Pause\", `isMuted ? \"Unmute\" : \"Mute\"`) already says it, and a computed name may. Not a finding: a Button with `.accessibilityValue`, `.accessibility(value:)`, the `.isSelected` or `.isToggle` trait or an accessibility representation; one hidden or merged into a container that replaces its children; a menu or swipe action item (SwiftUI ignores modifiers there); previews. \"On\" and \"Off\" are what VoiceOver says for a switch; the fix is written the way the file writes its strings, and reported without one where the app localizes and has neither word.",
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .verify, isOptIn: true, seeds: ["002", "004"],
        triggeringExamples: [
            RuleExample("""
            struct RememberMeRow: View {
                @Binding var remembersUser: Bool

                var body: some View {
                    ↓Button {
                        remembersUser.toggle()
                    } label: {
                        HStack {
                            Image(systemName: remembersUser ? "checkmark.square.fill" : "square")
                            Text("Remember me")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            ↓Button(action: { viewModel.isFavorite = !viewModel.isFavorite }) {
                Image(systemName: "star.fill")
                    .foregroundStyle(viewModel.isFavorite ? .yellow : .gray)
            }
            .accessibilityLabel("Favorite")
            """),
            RuleExample("""
            ↓Button("Shuffle") {
                isShuffled.toggle()
            }
            .foregroundStyle(isShuffled ? Color.accentColor : .secondary)
            """),
            RuleExample("""
            ForEach($tasks) { $task in
                ↓Button {
                    task.isDone.toggle()
                } label: {
                    Label("Done", systemImage: task.isDone ? "checkmark.circle.fill" : "circle")
                }
            }
            """),
            RuleExample("""
            ↓Button {
                withAnimation { subtitlesEnabled.toggle() }
            } label: {
                Text("Subtitles")
                    .padding(8)
                    .background(subtitlesEnabled ? Color.blue : Color.clear)
            }
            """),
            RuleExample("""
            ↓Button(action: { self.isPinned = !self.isPinned }) {
                if isPinned {
                    Image(systemName: "pin.fill")
                } else {
                    Image(systemName: "pin")
                }
            }
            .accessibilityLabel("Pin")
            """),
            RuleExample("""
            HStack {
                Text("Notifications")
                Spacer()
                ↓Button("Daily digest") { settings.dailyDigest.toggle() }
                    .opacity(settings.dailyDigest ? 1 : 0.4)
            }
            """),
            RuleExample("""
            #if os(iOS)
            ↓Button {
                isMuted.toggle()
            } label: {
                Label("Mute", systemImage: "speaker.slash")
                    .symbolVariant(isMuted ? .fill : .none)
            }
            #endif
            """),
            RuleExample("""
            ↓Button {
                agreesToTerms.toggle()
                validate()
            } label: {
                HStack(alignment: .top) {
                    Image(systemName: agreesToTerms ? "checkmark.circle.fill" : "circle")
                    Text("I agree to the terms of service")
                }
            }
            .buttonStyle(.plain)
            """),
            RuleExample("""
            ↓Button("Bold") { isBold.toggle() }
                .fontWeight(isBold ? .bold : .regular)
                .accessibilityHint("Formats the selection")
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            Toggle("Remember me", isOn: $remembersUser)
                .toggleStyle(CheckboxStyle())
            """),
            RuleExample("""
            Button {
                isPlaying.toggle()
            } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
            """),
            RuleExample("""
            Button {
                remembersUser.toggle()
            } label: {
                HStack {
                    Image(systemName: remembersUser ? "checkmark.square.fill" : "square")
                    Text("Remember me")
                }
            }
            .accessibilityValue(remembersUser ? "On" : "Off")
            """),
            RuleExample("""
            Button("Favorite") { isFavorite.toggle() }
                .foregroundStyle(isFavorite ? .yellow : .gray)
                .accessibilityAddTraits(isFavorite ? .isSelected : [])
            """),
            RuleExample("""
            Button(isFollowing ? "Unfollow" : "Follow") {
                isFollowing.toggle()
            }
            """),
            RuleExample("""
            List {
                Text("Inbox")
                    .badge(unreadCount)
            }
            """),
            RuleExample("""
            Button(action: viewModel.toggleFavorite) {
                Image(systemName: viewModel.isFavorite ? "heart.fill" : "heart")
            }
            .accessibilityLabel("Favorite")
            """),
            RuleExample("""
            Menu("Options") {
                Button {
                    showsGrid.toggle()
                } label: {
                    Label("Grid", systemImage: showsGrid ? "checkmark" : "")
                }
            }
            """),
            RuleExample("""
            HStack {
                Button("Bold") { isBold.toggle() }
                    .fontWeight(isBold ? .bold : .regular)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Formatting")
            """),
            RuleExample("""
            Button {
                isExpanded.toggle()
            } label: {
                Text(isExpanded ? "Show less" : "Show more")
            }
            """),
            RuleExample("""
            Button {
                showRead.toggle()
            } label: {
                Label("Hide Read", systemImage: "line.3.horizontal.decrease.circle")
                    .symbolVariant(showRead ? .none : .fill)
            }
            """),
            RuleExample("""
            Button {
                isMediaPanelPresented.toggle()
            } label: {
                Image(systemName: isMediaPanelPresented ? "xmark" : "photo")
            }
            .accessibilityLabel("Attach photo")
            """),
            RuleExample("""
            Button("Save") { save() }
                .disabled(isSaving ? true : false)
            """),
            RuleExample("""
            #Preview {
                Button("Bold") { isBold.toggle() }
                    .fontWeight(isBold ? .bold : .regular)
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct RememberMeRow: View {
                @Binding var remembersUser: Bool

                var body: some View {
                    Button {
                        remembersUser.toggle()
                    } label: {
                        HStack {
                            Image(systemName: remembersUser ? "checkmark.square.fill" : "square")
                            Text("Remember me")
                        }
                    }
                    .padding(.vertical, 4)
                }
            }
            """, """
            struct RememberMeRow: View {
                @Binding var remembersUser: Bool

                var body: some View {
                    Button {
                        remembersUser.toggle()
                    } label: {
                        HStack {
                            Image(systemName: remembersUser ? "checkmark.square.fill" : "square")
                            Text("Remember me")
                        }
                    }
                    .accessibilityValue(remembersUser ? "On" : "Off") // [VERIFY]
                    .padding(.vertical, 4)
                }
            }
            """),
            RuleCorrection("""
            struct FavoriteButton: View {
                @ObservedObject var viewModel: EpisodeViewModel

                var body: some View {
                    Button(action: { viewModel.isFavorite = !viewModel.isFavorite }) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(viewModel.isFavorite ? .yellow : .gray)
                    }
                    .accessibilityLabel("Favorite")
                }
            }
            """, """
            struct FavoriteButton: View {
                @ObservedObject var viewModel: EpisodeViewModel

                var body: some View {
                    Button(action: { viewModel.isFavorite = !viewModel.isFavorite }) {
                        Image(systemName: "star.fill")
                            .foregroundStyle(viewModel.isFavorite ? .yellow : .gray)
                    }
                    .accessibilityLabel("Favorite")
                    .accessibilityValue(viewModel.isFavorite ? "On" : "Off") // [VERIFY]
                }
            }
            """),
            RuleCorrection("""
            struct FormatBar: View {
                @State private var isBold = false

                var body: some View {
                    Button("Bold") { isBold.toggle() }
                        .fontWeight(isBold ? .bold : .regular)
                }
            }
            """, """
            struct FormatBar: View {
                @State private var isBold = false

                var body: some View {
                    Button("Bold") { isBold.toggle() }
                        .fontWeight(isBold ? .bold : .regular)
                        .accessibilityValue(isBold ? "On" : "Off") // [VERIFY]
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Button"]) {
            guard let element = chain.elementLink, let state = context.stateShownOnlyByLook(chain), !context.hasAccessibilityValue(chain),
                  !context.isAccessibilityHidden(chain), context.enclosingAccessibilityOwner(of: chain) == nil, !context.isInMenuItems(chain),
                  hasConstantName(chain, state: state, in: context), let nameToken = element.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "Button shows whether '\(state)' is on only by its look: VoiceOver reads its name but not its state"
            let value = InferredLabel(expression: "\(state) ? \"On\" : \"Off\"", inputLabels: [], source: "the state '\(state)'")
            guard context.isViewPosition(chain), case let .insert(expression, _) = context.localized(value) else {
                findings.append(finding(problem + "; add .accessibilityValue(\(state) ? \"On\" : \"Off\")", at: offset))
                continue
            }
            let modifier = context.accessibilityValueModifier(expression, at: chain)
            guard let edits = context.modifierInsertion([modifier], into: chain, verifyMarker: true) else {
                findings.append(finding(problem + "; add \(modifier)", at: offset))
                continue
            }
            findings.append(finding(problem, at: offset, fix: Fix(safety: .verify, edits: edits, summary: "gave a custom toggle its on/off value")))
        }
        return findings
    }

    /// Whether the Button's name is the same in both states: a literal accessibility label, or one
    /// visible text with no alternative, that does not choose on the state.
    private func hasConstantName(_ chain: ChainNode, state: String, in context: RuleContext) -> Bool {
        if context.hasAccessibilityLabel(chain) {
            guard let label = chain.modifiers.first(where: { $0.name == "accessibilityLabel" || $0.name == "accessibility" }),
                  context.literalAccessibilityLabel(of: chain) != nil else { return false }
            return !RuleContext.branches(label.text, on: state)
        }
        // A text chosen on the state (`Text(isExpanded ? "Less" : "More")`) is computed: no visible text.
        guard let shown = context.visibleText(of: chain) else { return false }
        return Set(shown.allTexts).count == 1
    }
}
