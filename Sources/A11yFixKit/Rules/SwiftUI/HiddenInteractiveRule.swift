/// Controls that VoiceOver cannot reach because they, or a view around them, are hidden from
/// accessibility.
public struct HiddenInteractiveRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "hidden-interactive",
        name: "Hidden controls",
        summary: "Finds `.accessibilityHidden(true)` (and the deprecated `.accessibility(hidden: true)`) on a control (`Button`, `Toggle`, `NavigationLink`, `TextField`, `Picker` …), on a view made tappable with `.onTapGesture` (one tap: a double tap is a shortcut VoiceOver's activation cannot perform, so hidden artwork with one is left alone), or on a container whose content holds such controls. Offers removing the modifier from a control or tappable view as an unsafe fix; a hidden container is reported only.",
        rationale: "A hidden element does not exist for VoiceOver, Switch Control or Full Keyboard Access: a hidden control is a function those users cannot reach at all, with no announcement that anything is missing (seed 003's red flag). WCAG 4.1.2 requires every control to be exposed with its name and role.",
        notes: "Only a literal `true` is judged: a condition (`.accessibilityHidden(isCovered)`, `.accessibilityHidden(!showsServerPill)`) says when the team wants it hidden (covered by another screen, a placeholder while loading, invisible for layout), and a11yfix cannot tell when that is; it stays silent. Not a finding, because the control is not one a person operates or the action is reachable another way: a control that is invisible or off (`.hidden()`, `.opacity(0)`, a zero frame, `.disabled(true)`, `.allowsHitTesting(false)`, on it or around it); a control with nothing to show (`Button(\"\") {}` holding a keyboard shortcut, a `NavigationLink` with an `EmptyView()` label driven from code); a Button whose action does nothing (`Button(action: {}) { … }` under an overlaid `Menu` is only the menu's look); a view that offers actions with `.accessibilityAction`, `.accessibilityActions`, `.accessibilityAdjustableAction` or stands in with `.accessibilityRepresentation`, or sits inside a view that does (the team chose how VoiceOver operates it; a11yfix does not check that each action is there), or inside a `Button`, `NavigationLink`, `Link` or tappable view that takes the tap for it (a toggle drawn inside a row button); a duplicate: a control whose action (the same action code, toggle binding or destination) another exposed control, tap gesture, swipe action, context menu item or `.accessibilityAction` of the same type offers (a row's hidden trailing button whose action is also a swipe action), or one the team's comment on the hiding line says repeats a control elsewhere (`.accessibilityHidden(true) // duplicate button`, `// available via Slider`: a control of another screen or file, out of this file's sight). A hidden container is reported only for the controls in its own content, not for those of sheets, alerts, toolbars, context menus or swipe actions its views attach, and not when every control in it is such a duplicate. A dimmed backdrop that closes an overlay when tapped is `Color`/`Shape` with a tap: hiding it is the overlay's question (`modal-overlay`). Inside a container that already hides or merges its children (`.accessibilityElement(children: .ignore)` or `.combine`) the modifier changes nothing and is not reported. The fix removes the modifier (unsafe: VoiceOver then reads the control, which may need a label); it is offered only for a control or tappable view whose modifier carries no comment and is not in a postfix `#if`; removing it from a container would expose its decoration too, so that is for a person.",
        severity: .blocks, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .unsafe, seeds: ["002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct PlayerControls: View {
                @ObservedObject var player: Player

                var body: some View {
                    HStack {
                        Button("Previous", action: player.previous)
                        Button(action: player.togglePlayback) {
                            Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        }
                        .↓accessibilityHidden(true)
                        Button("Next", action: player.next)
                    }
                }
            }
            """),
            RuleExample(#"Toggle("Notifications", isOn: $notificationsEnabled).↓accessibilityHidden(true)"#),
            RuleExample("""
            struct SearchHeader: View {
                @Binding var query: String

                var body: some View {
                    TextField("Search recipes", text: $query)
                        .textFieldStyle(.roundedBorder)
                        .↓accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct RatingFooter: View {
                let openReviews: () -> Void

                var body: some View {
                    VStack(spacing: 8) {
                        Text("4.8 out of 5")
                        Button("Read all reviews", action: openReviews)
                    }
                    .↓accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct TagChip: View {
                let tag: Tag
                let onRemove: () -> Void

                var body: some View {
                    HStack {
                        Text(tag.name)
                        Image(systemName: "xmark.circle.fill")
                            .onTapGesture(perform: onRemove)
                            .↓accessibilityHidden(true)
                    }
                }
            }
            """),
            RuleExample("""
            NavigationLink(destination: ProfileView(user: user)) {
                AvatarView(user: user)
            }
            .↓accessibility(hidden: true)
            """),
            RuleExample("""
            struct ComposerBar: View {
                @State private var draft = ""
                let send: (String) -> Void

                var body: some View {
                    HStack {
                        TextField("Message", text: $draft)
                        Button {
                            send(draft)
                        } label: {
                            Image(systemName: "paperplane.fill")
                        }
                    }
                    .padding()
                    .↓accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct CardView: View {
                let card: Card
                let onFlip: () -> Void

                var body: some View {
                    ZStack {
                        RoundedRectangle(cornerRadius: 12).fill(.blue)
                        Text(card.front)
                    }
                    .onTapGesture { onFlip() }
                    .↓accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            Picker("Sort", selection: $sortOrder) {
                Text("Name").tag(SortOrder.name)
                Text("Date").tag(SortOrder.date)
            }
            .pickerStyle(.segmented)
            .↓accessibilityHidden(true)
            #endif
            """),
            RuleExample("""
            struct OnboardingPage: View {
                let page: Page
                let skip: () -> Void

                var body: some View {
                    VStack {
                        Image(page.illustration)
                        Text(page.title).font(.title)
                        HStack {
                            Spacer()
                            Button("Skip", action: skip)
                        }
                        .↓accessibilityHidden(true) // keeps the page calm for VoiceOver
                    }
                }
            }
            """),
            RuleExample(#"Slider(value: $volume, in: 0...1).↓accessibilityHidden(true)"#),
        ],
        nonTriggeringExamples: [
            // A double tap on hidden artwork is a shortcut VoiceOver cannot perform (its activation is one tap):
            // showing the poster would add an unlabelled stop and still leave the gesture out of reach.
            RuleExample("""
            struct PosterView: View {
                let item: Item
                @Binding var isFavorite: Bool

                var body: some View {
                    VStack {
                        AsyncImage(url: item.posterURL)
                            .frame(width: 160, height: 240)
                            .onTapGesture(count: 2) {
                                isFavorite.toggle()
                            }
                            .accessibility(hidden: true)
                        Text(item.title)
                    }
                }
            }
            """),
            // The team says why it hides the button: the screen's header opens the same history.
            RuleExample("""
            struct RecentPayments: View {
                @EnvironmentObject var deepLinkManager: DeepLinkManager

                var body: some View {
                    VStack(spacing: 0) {
                        Text("Showing the last 7 days")
                            .font(.subheadline)
                        Button {
                            deepLinkManager.broadcast(DeepLink.paymentHistory)
                        } label: {
                            Text("full payment history")
                                .font(.footnote)
                        }
                        .accessibilityHidden(true) // duplicate button
                    }
                }
            }
            """),
            RuleExample("""
            struct EditorToolbar: View {
                var body: some View {
                    HStack {
                        // Keeps the toolbar's height when there is nothing to show.
                        Button(action: {}) {
                            Image(systemName: "plus")
                        }
                        .hidden()
                        .accessibilityHidden(true)
                    }
                }
            }
            """),
            RuleExample("""
            struct FilterButton: View {
                @Binding var wrapsLines: Bool

                var body: some View {
                    Button(action: {}) {
                        Image(systemName: "slider.horizontal.3")
                    }
                    .accessibilityHidden(true)
                    .overlay {
                        Menu {
                            Toggle("Wrap Lines", isOn: $wrapsLines)
                        } label: {}
                    }
                }
            }
            """),
            RuleExample("""
            struct StepperRow: View {
                @Binding var quantity: Int

                var body: some View {
                    HStack {
                        Text("Quantity: \\(quantity)")
                        Button("-") { quantity -= 1 }
                            .accessibilityHidden(true)
                        Button("+") { quantity += 1 }
                            .accessibilityHidden(true)
                    }
                    .accessibilityValue("\\(quantity)")
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: quantity += 1
                        case .decrement: quantity -= 1
                        @unknown default: break
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                let reply: () -> Void

                var body: some View {
                    HStack {
                        Text(message.body)
                        Button(action: reply) {
                            Image(systemName: "arrowshape.turn.up.left")
                        }
                        .accessibilityHidden(true)
                    }
                    .accessibilityAction(named: "Reply", reply)
                }
            }
            """),
            RuleExample("""
            struct TaskRow: View {
                let task: TaskItem
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Text(task.title)
                        Spacer()
                        Button(role: .destructive) {
                            delete()
                        } label: {
                            Image(systemName: "trash")
                        }
                        .accessibilityHidden(true)
                    }
                    .swipeActions {
                        Button(role: .destructive) {
                            delete()
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
            }
            """),
            RuleExample(#"Image(systemName: "star.fill").accessibilityHidden(true)"#),
            RuleExample("""
            HStack {
                Image(systemName: "leaf")
                Text("Vegetarian")
            }
            .accessibilityHidden(true)
            """),
            RuleExample("""
            struct TimelineScrollButton: View {
                let isHidden: Bool
                let scrollToBottom: () -> Void

                var body: some View {
                    Button(action: scrollToBottom) {
                        Image(systemName: "chevron.down")
                    }
                    .opacity(isHidden ? 0 : 1)
                    .accessibilityHidden(isHidden)
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                @Binding var isOn: Bool

                var body: some View {
                    Button {
                        isOn.toggle()
                    } label: {
                        HStack {
                            Text("Autoplay videos")
                            Spacer()
                            Toggle("", isOn: $isOn)
                                .labelsHidden()
                                .accessibilityHidden(true)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct LegacyNavigation: View {
                @State private var showsDetail = false

                var body: some View {
                    VStack {
                        NavigationLink(destination: DetailView(), isActive: $showsDetail) { EmptyView() }
                            .accessibilityHidden(true)
                        Button("Show detail") { showsDetail = true }
                    }
                }
            }
            """),
            RuleExample("""
            struct ShortcutCatcher: View {
                let close: () -> Void

                var body: some View {
                    Button("", action: close)
                        .keyboardShortcut(.cancelAction)
                        .accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct VolumeControl: View {
                @Binding var volume: Double

                var body: some View {
                    CustomKnob(value: $volume)
                        .accessibilityHidden(true)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    }
                    .opacity(0)
                    .frame(height: 0)
                }
            }
            """),
            RuleExample("""
            struct PhotoCell: View {
                let photo: Photo
                let showPhoto: () -> Void

                var body: some View {
                    VStack {
                        AsyncImage(url: photo.url)
                            .onTapGesture(perform: showPhoto)
                            .accessibilityHidden(true)
                        Button(photo.caption, action: showPhoto)
                    }
                }
            }
            """),
            RuleExample("""
            struct CardList: View {
                @State private var isPresented = false

                var body: some View {
                    HStack {
                        Image("card-art")
                        Text("Gift card")
                    }
                    .sheet(isPresented: $isPresented) {
                        Button("Redeem") { isPresented = false }
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct ReactionPicker: View {
                let react: (String) -> Void

                var body: some View {
                    HStack {
                        Button("👍") { react("👍") }
                        Button("❤️") { react("❤️") }
                            .accessibilityHidden(true)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Reactions")
                }
            }
            """),
            RuleExample("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                    .accessibilityHidden(true)
                    .accessibilityRepresentation {
                        Stepper("Rating", value: $rating, in: 1...5)
                    }
                }
            }
            """),
            RuleExample("""
            struct Dimmer: View {
                let dismiss: () -> Void

                var body: some View {
                    Color.black.opacity(0.4)
                        .ignoresSafeArea()
                        .onTapGesture(perform: dismiss)
                        .accessibilityHidden(true)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct PlayerControls: View {
                @ObservedObject var player: Player

                var body: some View {
                    HStack {
                        Button("Previous", action: player.previous)
                        Button("Play", action: player.play)
                            .buttonStyle(.borderedProminent)
                            .accessibilityHidden(true)
                        Button("Next", action: player.next)
                    }
                }
            }
            """, """
            struct PlayerControls: View {
                @ObservedObject var player: Player

                var body: some View {
                    HStack {
                        Button("Previous", action: player.previous)
                        Button("Play", action: player.play)
                            .buttonStyle(.borderedProminent)
                        Button("Next", action: player.next)
                    }
                }
            }
            """),
            RuleCorrection(#"Toggle("Notifications", isOn: $notificationsEnabled).accessibilityHidden(true).padding()"#,
                           #"Toggle("Notifications", isOn: $notificationsEnabled).padding()"#),
            // A container: removing the modifier would expose its decoration too; a person decides.
            RuleCorrection("""
            struct RatingFooter: View {
                let openReviews: () -> Void

                var body: some View {
                    VStack(spacing: 8) {
                        Text("4.8 out of 5")
                        Button("Read all reviews", action: openReviews)
                    }
                    .accessibilityHidden(true)
                }
            }
            """, """
            struct RatingFooter: View {
                let openReviews: () -> Void

                var body: some View {
                    VStack(spacing: 8) {
                        Text("4.8 out of 5")
                        Button("Read all reviews", action: openReviews)
                    }
                    .accessibilityHidden(true)
                }
            }
            """),
            // A comment says why it is hidden: a person weighs it.
            RuleCorrection("""
            TextField("Search", text: $query)
                .accessibilityHidden(true) // the search sheet has its own field
            """, """
            TextField("Search", text: $query)
                .accessibilityHidden(true) // the search sheet has its own field
            """),
        ]
    )

    /// Image-like views whose tap closes what lies over them: a backdrop, not a control.
    private static let backdrops: Set<String> = ["Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse", "LinearGradient", "RadialGradient"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.chains {
            guard let hiding = hidingModifier(of: chain, in: context), let element = chain.elementLink,
                  context.isViewPosition(chain),
                  context.isLeftExposedByContainers(chain), !context.isInMenuItems(chain),
                  !context.offersActionsAround(chain), !explainsAsDuplicate(hiding, in: context), let nameToken = hiding.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            let isControl = RuleContext.controls.contains(element.name)
            // A double tap (`.onTapGesture(count: 2)`, a shortcut for a button shown elsewhere) is no
            // control VoiceOver can use: its activation is one tap.
            let isTappable = !isControl && context.tapGestures(of: chain).contains { $0.count == 1 && !context.runsNothing($0) } && context.isTappableView(chain)
                && !HiddenInteractiveRule.backdrops.contains(element.name) && element.kind == .name
            if isControl || isTappable {
                guard context.isOperableControl(chain), !context.doesNothing(chain), let action = context.performedAction(of: chain) ?? unknownAction(of: element),
                      !context.isActionReachableElsewhere(action, besides: chain) else { continue }
                let what = isControl ? element.name : "tappable \(element.name)"
                let problem = "\(what) is hidden from accessibility: VoiceOver, Switch Control and Full Keyboard Access cannot reach it"
                if let edits = removal(of: hiding, in: chain, context: context) {
                    findings.append(finding(problem + "; show it to assistive technologies (and label it if it has no text)", at: offset,
                                            fix: Fix(safety: .unsafe, edits: edits, summary: "removed .accessibilityHidden from a \(what)")))
                } else {
                    findings.append(finding(problem + "; remove the modifier, or offer its action with .accessibilityAction", at: offset))
                }
                continue
            }
            guard context.isOperableControl(chain) else { continue }
            let unreachable = context.operableControls(inContentOf: element).filter { inner in
                guard !context.doesNothing(inner), let action = context.performedAction(of: inner) ?? inner.elementLink.flatMap(unknownAction) else { return false }
                return !context.isActionReachableElsewhere(action, besides: chain)
            }
            guard let first = unreachable.first?.elementLink else { continue }
            let count = unreachable.count == 1 ? "a \(first.name)" : "\(unreachable.count) controls"
            findings.append(finding(
                "\(element.name) hidden from accessibility holds \(count) VoiceOver cannot reach; hide only its decoration, or offer the actions with .accessibilityAction",
                at: offset))
        }
        return findings
    }

    /// Whether the team's comment on the hiding line says the control repeats one reachable elsewhere
    /// (`.accessibilityHidden(true) // duplicate button`, `// available via Slider`): a decision about
    /// another screen's or file's control, which this file cannot see.
    private func explainsAsDuplicate(_ hiding: LinkNode, in context: RuleContext) -> Bool {
        let tokens = context.tree.tokens
        let line = context.file.lineText(context.file.lineIndex(of: tokens[hiding.lastToken].end))
        guard let comment = line.range(of: "//") else { return false }
        let words = Set(RuleContext.words(in: String(line[comment.upperBound...])))
        return !words.isDisjoint(with: ["duplicate", "duplicated", "redundant", "available", "elsewhere", "already", "repeats"])
    }

    /// `.accessibilityHidden(true)` or `.accessibility(hidden: true)`: a literal `true` only.
    private func hidingModifier(of chain: ChainNode, in context: RuleContext) -> LinkNode? {
        chain.modifiers.first { modifier in
            let argument = modifier.name == "accessibilityHidden" ? modifier.arguments.first
                : modifier.name == "accessibility" ? modifier.argument("hidden") : nil
            guard let value = argument?.value, let single = value.singleChain, single.links.count == 1 else { return false }
            return context.tree.token(value.firstToken, is: "true") && value.firstToken == value.lastToken
        }
    }

    /// A control whose action the code does not spell (`NavigationLink` with only a label closure,
    /// `Picker` without a binding): it still acts.
    private func unknownAction(of element: LinkNode) -> String? {
        "\(element.name)@\(element.firstToken)"
    }

    /// The edit that removes `modifier` with the line break and indentation before it; nil when a
    /// comment sits next to it (the team said why) or it is in a postfix `#if`.
    private func removal(of modifier: LinkNode, in chain: ChainNode, context: RuleContext) -> [Edit]? {
        let tokens = context.tree.tokens
        guard !modifier.isConditional, let nameToken = modifier.nameToken, nameToken > chain.firstToken,
              context.tree.text(ofToken: nameToken - 1) == "." else { return nil }
        let period = tokens[nameToken - 1]
        let last = tokens[modifier.lastToken]
        let trivia = context.file.text(period.leadingTrivia) + context.file.text(last.trailingTrivia)
        guard !trivia.contains("//"), !trivia.contains("/*") else { return nil }
        return [Edit(range: period.leadingTriviaStart..<last.end, replacement: "")]
    }
}
