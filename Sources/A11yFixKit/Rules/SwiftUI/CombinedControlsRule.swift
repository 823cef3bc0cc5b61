/// Containers that make one accessibility element of views holding several controls, so that
/// VoiceOver can no longer operate them one by one.
public struct CombinedControlsRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "combined-controls",
        name: "Controls swallowed by a merged element",
        summary: "Finds `.accessibilityElement(children: .ignore)` (or `.accessibilityElement()`) on a container holding two or more controls that do different things, and `.accessibilityElement(children: .combine)` on one holding two or more controls of which at least one takes text or a value (`TextField`, `Slider`, `Picker` …), when none of their actions is offered on the element with `.accessibilityAction`. Reported, not rewritten.",
        rationale: "A container that replaces its children becomes one element: VoiceOver reads it and, on a double tap, activates the single point at its centre. The buttons, toggles and links inside are gone, and a person using VoiceOver or Switch Control can reach at most one of them, with nothing saying the others exist (seed 003's red flag: combined elements with separate actions). WCAG 2.1.1 requires every function to be operable without a pointer, and 4.1.2 every control to be exposed.",
        notes: "`.combine` keeps what it can: SwiftUI turns the children's default actions into named actions of the merged element (Apple's `AccessibilityChildBehavior.combine`), so buttons, toggles and links stay in VoiceOver's Actions rotor. What it cannot keep is a control operated by more than a tap: a text field to type in, a slider, stepper or picker to adjust, so a combined container is reported only when it holds one of those besides another control. `.contain` keeps every child and is never a finding. Counted are the controls and tappable views a person operates (not hidden, invisible or disabled ones, not `Button(action: {})` that only lends its look, not the items of a `Menu`, context menu, swipe actions, sheet or toolbar the container's views attach); a control repeated by a `ForEach` counts as several; two controls doing the same thing, or a control doing what the container's own tap does (a row's `.onTapGesture` and its checkbox), count once. Not a finding when the element or a view around it offers actions (`.accessibilityAction`, `.accessibilityActions { }`, `.accessibilityAdjustableAction`, `.accessibilityRepresentation`), when a control or tappable view around it takes the tap for everything inside, when an action is reachable from another control of the same View, or when a container around it already merges or hides its children (that container is the finding). The fix is for a person: `.accessibilityAction(named:)` for each control needs the control's action in the container's scope and a name a designer would choose, or `.contain` when the controls should stay separate elements.",
        severity: .degrades, wcag: ["2.1.1", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .none, seeds: ["003"],
        triggeringExamples: [
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                let reply: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.preview).foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Reply", action: reply)
                        Button("Delete", role: .destructive, action: delete)
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel("\\(message.sender): \\(message.preview)")
                }
            }
            """),
            RuleExample("""
            struct PlayerBar: View {
                @ObservedObject var player: Player

                var body: some View {
                    HStack(spacing: 24) {
                        Button(action: player.previous) { Image(systemName: "backward.fill") }
                        Button(action: player.togglePlayback) { Image(systemName: player.isPlaying ? "pause.fill" : "play.fill") }
                        Button(action: player.next) { Image(systemName: "forward.fill") }
                    }
                    .↓accessibilityElement()
                    .accessibilityLabel("Player")
                }
            }
            """),
            RuleExample("""
            struct QuantityRow: View {
                @Binding var quantity: Int

                var body: some View {
                    HStack {
                        Text("Quantity")
                        Spacer()
                        Stepper("\\(quantity)", value: $quantity, in: 1...10)
                        Button("Reset") { quantity = 1 }
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
            RuleExample("""
            struct SearchBar: View {
                @Binding var query: String
                let search: () -> Void

                var body: some View {
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("Search", text: $query)
                        Button("Go", action: search)
                    }
                    .padding(8)
                    .background(.quaternary, in: Capsule())
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
            RuleExample("""
            struct TagList: View {
                let tags: [Tag]
                let remove: (Tag) -> Void

                var body: some View {
                    HStack {
                        ForEach(tags) { tag in
                            Button {
                                remove(tag)
                            } label: {
                                Label(tag.name, systemImage: "xmark")
                            }
                        }
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel("Tags")
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                @Binding var isOn: Bool
                let showInfo: () -> Void

                var body: some View {
                    HStack {
                        Toggle("Location", isOn: $isOn)
                        Button(action: showInfo) {
                            Image(systemName: "info.circle")
                        }
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel("Location")
                    .accessibilityValue(isOn ? "On" : "Off")
                }
            }
            """),
            RuleExample("""
            struct CardFooter: View {
                let card: Card
                let like: () -> Void

                var body: some View {
                    HStack {
                        Button("Like", action: like)
                        ShareLink(item: card.url)
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel("\\(card.likes) likes")
                }
            }
            """),
            RuleExample("""
            struct PhotoCell: View {
                let photo: Photo
                let onFavorite: () -> Void
                let onOpen: () -> Void

                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        AsyncImage(url: photo.url)
                            .onTapGesture(perform: onOpen)
                        Image(systemName: photo.isFavorite ? "heart.fill" : "heart")
                            .onTapGesture(perform: onFavorite)
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel(photo.title)
                }
            }
            """),
            RuleExample("""
            struct VolumeRow: View {
                @Binding var volume: Double
                @Binding var isMuted: Bool

                var body: some View {
                    HStack {
                        Toggle(isOn: $isMuted) { Image(systemName: "speaker.slash") }
                        Slider(value: $volume, in: 0...1)
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
            RuleExample("""
            struct LinksFooter: View {
                var body: some View {
                    #if os(iOS)
                    VStack {
                        Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
                        Link("Terms", destination: URL(string: "https://example.com/terms")!)
                    }
                    .↓accessibilityElement(children: .ignore)
                    .accessibilityLabel("Legal")
                    #endif
                }
            }
            """),
            RuleExample("""
            struct FilterSheetHeader: View {
                @Binding var sort: SortOrder
                @Binding var query: String

                var body: some View {
                    VStack {
                        Picker("Sort", selection: $sort) {
                            Text("Name").tag(SortOrder.name)
                            Text("Date").tag(SortOrder.date)
                        }
                        TextField("Filter", text: $query)
                    }
                    .↓accessibilityElement(children: .combine)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // One control: combining reads it with its row and keeps its action.
            RuleExample("""
            struct WiFiRow: View {
                @Binding var isOn: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "wifi")
                        Text("Wi-Fi")
                        Spacer()
                        Toggle("", isOn: $isOn).labelsHidden()
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
            // Buttons under .combine become named actions of the merged element.
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                let reply: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Text(message.preview)
                        Button("Reply", action: reply)
                        Button("Delete", action: delete)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
            // The actions are offered on the element.
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                let reply: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Text(message.preview)
                        Button("Reply", action: reply)
                        Button("Delete", action: delete)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(message.preview)
                    .accessibilityAction(named: "Reply", reply)
                    .accessibilityAction(named: "Delete", delete)
                }
            }
            """),
            RuleExample("""
            struct PlayerBar: View {
                @ObservedObject var player: Player

                var body: some View {
                    HStack {
                        Button("Previous", action: player.previous)
                        Button("Next", action: player.next)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Track \\(player.index)")
                    .accessibilityActions {
                        Button("Previous", action: player.previous)
                        Button("Next", action: player.next)
                    }
                }
            }
            """),
            // .contain keeps every child reachable.
            RuleExample("""
            struct Toolbar: View {
                let undo: () -> Void
                let redo: () -> Void

                var body: some View {
                    HStack {
                        Button("Undo", action: undo)
                        Button("Redo", action: redo)
                    }
                    .accessibilityElement(children: .contain)
                }
            }
            """),
            // The "controls" are disabled and hidden: nothing to operate.
            RuleExample("""
            struct BadgeRow: View {
                let badge: Badge

                var body: some View {
                    HStack {
                        Text(badge.title)
                        Button("Edit") {}
                            .disabled(true)
                        Button("Share") { share(badge) }
                            .hidden()
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(badge.title)
                }
            }
            """),
            // The row's tap does what its checkbox does: one action.
            RuleExample("""
            struct TaskRow: View {
                let task: TaskItem
                let toggle: () -> Void

                var body: some View {
                    HStack {
                        Button(action: toggle) {
                            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                        }
                        Text(task.title)
                    }
                    .contentShape(Rectangle())
                    .onTapGesture(perform: toggle)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(task.title)
                    .accessibilityAddTraits(.isButton)
                }
            }
            """),
            // The menu's items are not views of the row.
            RuleExample("""
            struct FileRow: View {
                let file: File
                let rename: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Image(systemName: "doc")
                        Text(file.name)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(file.name)
                    .contextMenu {
                        Button("Rename", action: rename)
                        Button("Delete", action: delete)
                    }
                }
            }
            """),
            // A container around it already replaces its children: that one is the question.
            RuleExample("""
            struct Outer: View {
                let a: () -> Void
                let b: () -> Void

                var body: some View {
                    VStack {
                        HStack {
                            Button("A", action: a)
                            Button("B", action: b)
                        }
                        .accessibilityElement(children: .ignore)
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityAction(named: "A", a)
                    .accessibilityAction(named: "B", b)
                }
            }
            """),
            // The same actions are offered by other controls VoiceOver reaches.
            RuleExample("""
            struct EpisodeRow: View {
                let episode: Episode
                let play: () -> Void
                let download: () -> Void

                var body: some View {
                    VStack {
                        HStack {
                            Button("Play", action: play)
                            Button("Download", action: download)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(episode.title)
                        Menu("More") {
                            Button("Share") {}
                        }
                        Button("Play episode", action: play)
                        Button("Download episode", action: download)
                    }
                }
            }
            """),
            // A Button whose label holds the other control takes the tap for it.
            RuleExample("""
            struct ChoiceRow: View {
                let choose: () -> Void
                @Binding var isStarred: Bool

                var body: some View {
                    Button(action: choose) {
                        HStack {
                            Text("Option")
                            Toggle("Star", isOn: $isStarred)
                            Button("Info") {}
                        }
                        .accessibilityElement(children: .ignore)
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                HStack {
                    Button("A") { print("a") }
                    Button("B") { print("b") }
                }
                .accessibilityElement(children: .ignore)
            }
            """),
            // No controls: text and images only.
            RuleExample("""
            struct StatView: View {
                let title: String
                let value: Int

                var body: some View {
                    VStack {
                        Image(systemName: "flame")
                        Text(title)
                        Text("\\(value)")
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("\\(title): \\(value)")
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct MessageRow: View {
                let reply: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Button("Reply", action: reply)
                        Button("Delete", action: delete)
                    }
                    .accessibilityElement(children: .ignore)
                }
            }
            """, """
            struct MessageRow: View {
                let reply: () -> Void
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Button("Reply", action: reply)
                        Button("Delete", action: delete)
                    }
                    .accessibilityElement(children: .ignore)
                }
            }
            """),
            RuleCorrection("""
            HStack {
                TextField("Search", text: $query)
                Button("Go", action: search)
            }
            .accessibilityElement(children: .combine)
            """, """
            HStack {
                TextField("Search", text: $query)
                Button("Go", action: search)
            }
            .accessibilityElement(children: .combine)
            """),
            RuleCorrection("""
            VStack {
                Link("Privacy", destination: privacyURL)
                Link("Terms", destination: termsURL)
            }
            .accessibilityElement()
            """, """
            VStack {
                Link("Privacy", destination: privacyURL)
                Link("Terms", destination: termsURL)
            }
            .accessibilityElement()
            """),
        ]
    )

    /// Controls operated by more than a tap: typing, adjusting or choosing a value. `.combine`
    /// cannot turn them into named actions.
    private static let valueControls: Set<String> = [
        "TextField", "SecureField", "TextEditor", "Slider", "Stepper", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.chains {
            guard let merging = chain.modifier(named: "accessibilityElement"), let behavior = context.childrenBehavior(of: chain),
                  behavior != .contain, let element = chain.elementLink, !RuleContext.controls.contains(element.name),
                  context.isViewPosition(chain), context.isLeftExposedByContainers(chain), !context.isAccessibilityHidden(chain),
                  !context.offersActionsAround(chain), let nameToken = merging.nameToken else { continue }
            let ownAction = chain.hasModifier("onTapGesture") ? context.performedAction(of: chain) : nil
            var actions: [String: (name: String, count: Int)] = [:]
            for inner in context.operableControls(inContentOf: element) {
                guard let link = inner.elementLink, !context.doesNothing(inner), !context.isAccessibilityHidden(inner) else { continue }
                let action = context.performedAction(of: inner) ?? "\(link.name)@\(link.firstToken)"
                guard action != ownAction, !context.isActionReachableElsewhere(action, besides: chain) else { continue }
                let repeated = context.enclosingCalls(of: inner).contains { call in
                    call.link.name == "ForEach" && call.link.isDescendant(of: element)
                }
                let name = RuleContext.controls.contains(link.name) ? link.name : "tappable \(link.name)"
                actions[action] = (name, (actions[action]?.count ?? 0) + (repeated ? 2 : 1))
            }
            let count = actions.values.reduce(0) { $0 + $1.count }
            guard count >= 2 else { continue }
            let names = Set(actions.values.map(\.name)).sorted()
            switch behavior {
            case .combine:
                let swallowed = names.filter(CombinedControlsRule.valueControls.contains)
                guard let first = swallowed.first else { continue }
                findings.append(finding(
                    "\(element.name) combines its children into one element, and VoiceOver cannot type into or adjust the \(first) it holds with its other controls; keep them separate with .accessibilityElement(children: .contain), or offer each with an accessibility action",
                    at: context.tree.tokens[nameToken].start))
            case .ignore:
                findings.append(finding(
                    "\(element.name) replaces its children with one element, and the actions of its \(count) controls (\(names.joined(separator: ", "))) are lost to VoiceOver: it reaches at most one; offer each with .accessibilityAction(named:), or use .accessibilityElement(children: .contain)",
                    at: context.tree.tokens[nameToken].start))
            case .contain:
                continue
            }
        }
        return findings
    }
}
