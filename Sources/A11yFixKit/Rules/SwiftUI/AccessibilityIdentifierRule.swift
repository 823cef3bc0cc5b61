/// Seed 004's agent-navigation identifiers: every control, tappable row and screen container gets a
/// stable `.accessibilityIdentifier` that names its screen, its place and what it is.
public struct AccessibilityIdentifierRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "accessibility-identifier",
        name: "Accessibility identifiers",
        summary: "Finds controls (Button, NavigationLink, Link, Menu, Toggle, Picker, DatePicker, Slider, Stepper, TextField, SecureField, TextEditor, ShareLink …), tappable rows and cards (`.onTapGesture`), data rows of a List, and each screen's top container without `.accessibilityIdentifier`, and adds one that follows seed 004's convention: `settings_connectivity_wifi_toggle`, `feed_compose_button`, `position_list_row_\\(position.id)`, `settings_view`. With `--track` it also adds `.trackElement(\"…\")` with the same identifier.",
        rationale: "UI tests and AI agents find elements by identifier: deterministic, independent of the language the app runs in and of copy changes, and cheap to query compared with screenshots. Without identifiers tests match on visible labels, which break with every localization and wording change, or on positions, which break with every layout change. Identifiers are never spoken, so adding them changes nothing for VoiceOver users.",
        notes: """
        Opt-in: enable with `--identifiers` or in the config. The identifier is `{category}_{context}_{modifier}_{element}`, lowercase ASCII words joined by single underscores:
        - **category and context** come from the View's type name without `View`/`Screen`/`Scene`/`Modifier` (`TechniqueEditorView` → `technique_editor`, `SettingsView` → `settings`), after the category configured for the file's folder (`identifiers.categories`) when there is one. A subview declared in a screen's file (`PostRow` in `FeedView.swift`) is prefixed with that screen (`feed_post_row`) unless its own name already contains it (`AccountSettingsView` in `SettingsView.swift` stays `account_settings`). Then, from the outside in: the presentation an element sits in (`.sheet(isPresented: $showsReleaseNotes)` → `release_notes`, else the sheet's navigation title), the title of its `Section`, `DisclosureGroup` or `GroupBox` (`Section("Notifications")`, `Section(header: Text(…))`, `header: { SectionHeader(title: "Playback") }`, at most three words), and for menu items the menu's own name.
        - **modifier**, in this order: the visible title (`Button("Save")` → `save`; interpolations are left out, `"Mute @\\(handle)"` → `mute`); the first text of the label content (`Text`, `Label`, or a custom view's literal `title:`; none when that first text is computed, as a later literal is usually a state such as `Text("Expired")`); a literal `.accessibilityLabel`; for value controls the binding, read as LabelInference reads it (`$viewModel.notificationsEnabled` → `notifications`, seed 004's `settings_notifications_toggle`; `$isShuffling` → `shuffling`); for NavigationLink the route case (`value: Route.settings` → `settings`) or the destination view (`NotificationsView()` → `notifications`); for Button the action (`Button(action: viewModel.compose)` → `compose`, `onDelete` → `delete`, `{ isFavorite.toggle() }` → `toggle_favorite`, `{ query = "" }` → `clear_query`); then the SF Symbol (SymbolVocabulary, the team's `symbolLabels` first: `square.and.arrow.up` → `share`) or asset name (`ic_close` → `close`). Visible text gives at most four words; a localization key used as text gives its last part (`"settings.general.display"` → `display`, `"action.done"` → `done`); accents are stripped (`Café` → `cafe`), emoji and other scripts dropped, `Wi-Fi` → `wifi`, `What's` → `whats`. Words the screen name already has are not repeated (`PlayerView` + "Close player" → `player_close_button`).
        - **element**: `button`, `link` (NavigationLink and Link), `menu`, `toggle`, `picker`, `date_picker`, `color_picker`, `slider`, `stepper`, `textfield`, `securefield`, `texteditor` (seed 004's spellings); ShareLink, EditButton and PasteButton are buttons. A tappable `HStack` is a `row` named by its first text, a tappable `VStack`/`ZStack` a `card`, a tappable custom view keeps its name (`PlacePin` → `place_pin`), other tappable views are buttons.
        - Words a part repeats from the end of the part before are written once (`map` + `map_controls` → `map_controls`, `close_button` + `button` → `close_button`). The seed's examples put the modifier before the element (`technique_editor_save_button`, `session_timer_start_button`); this rule does the same, so an identifier reads as a phrase.
        - Inside `ForEach(items) { item in … }`, `List(items) { item in … }` and `Map(annotationItems:) { item in … }` the identifier ends with `_\\(item.id)`; with `id: \\.name` it is `\\(item.name)`, with `id: \\.self` or a range `\\(item)`, for `enumerated()` with `id: \\.offset` the index and with `id: \\.element.id` the element's id; `ForEach($items) { $item in` uses `item` (and `{ item in` over bindings `item.wrappedValue`); with no parameter name `\\($0.id)`, only where `$0` is in scope (not inside a nested closure). An element built in a helper that the closure calls per item (`row(for: thread)` with `func row(for message: Thread)`, or a View of the same file built per item, `ThreadRow(thread: thread)`) takes the item's identity under the helper's own name: `_\\(message.id)`, `_\\(thread.id)`. When the item's identity cannot be told (`{ _, value in }` with `id: \\.offset`) no suffix is added rather than a guess that might not compile.
        - A component View named for its element is that element: `PlayButton`'s `Button(\"Play\")` is `play_button`, and `ShareButton`'s `Button(\"Copy link\")` is `share_copy_link_button`.
        - Unique within the View: existing identifiers count as taken; when two new ones collide, each gets the name of the computed property or function it is built in (`header`, `addresses`, without `View`/`Button`/`Section`), and any still colliding get `_2`, `_3` in source order.
        - Screen containers: the outermost `ScrollView` (not horizontal), `List`, `Form` or `Table` of a View's `body`, looking through `NavigationStack`, `NavigationView`, `Group`, stacks and readers, gets `{screen}_view`; only when there is none does a `NavigationStack`, `NavigationView` or `TabView` that is the body itself get it (a scroll container is an accessibility element of its own; a navigation container passes the identifier on to its content). The top container of a `.sheet`, `.fullScreenCover` or `.popover` gets `{screen}_{presentation}_view`. Nested lists and screens without such a container (a `ZStack` of controls) get nothing.
        - Data rows: an `HStack`/`VStack`/`ZStack` row of a `ForEach` inside a `List` or `Form` (or of `List(items)`) gets `{screen}_{item}_row_\\(item.id)` when it holds no controls (`position_list_row_\\(position.id)`). Custom-view rows (`PostRow(post:)`) and containers with controls inside are left alone: an identifier on a container that is not an accessibility element is handed to its children, which would blur the children's own identifiers. Custom controls (`PrimaryButton(title:)`) get theirs inside their own definition.
        - Not changed: elements that already have `.accessibilityIdentifier` (also inside a postfix `#if` branch or a modifier's closure) or the deprecated `.accessibility(identifier:)`; hidden elements and elements inside a hidden, `.ignore` or `.combine` container (their identifiers never reach the accessibility tree); buttons of `.alert` and `.confirmationDialog` (SwiftUI turns them into system alert actions); code outside View types (`#Preview`, `PreviewProvider`, `extension View` helpers, view models, UIKit); `.onTapGesture` that only ends editing (keyboard, focus); scroll views and navigation containers with `.onTapGesture`.
        - `--track` adds `.trackElement("same id")` after the element's accessibility modifiers; the project needs seed 004's `trackElement(_:)` extension (its CoordinateTracker). With `--track`, an element that already has an identifier but no `.trackElement` gets one with the same argument.
        - Fix safety is `safe`: an identifier is never spoken, so nothing changes for VoiceOver, Voice Control or Switch Control users.
        """,
        severity: nil, wcag: [], nutritionLabels: [], fixSafety: .safe, isOptIn: true, seeds: ["004"],
        triggeringExamples: [
            RuleExample("""
            struct TechniqueEditorView: View {
                var body: some View {
                    VStack {
                        ↓Button("Save") { save() }
                            .padding()
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsView: View {
                @State private var notificationsEnabled = true

                var body: some View {
                    ↓Form {
                        Section("Notifications") {
                            ↓Toggle("Notifications", isOn: $notificationsEnabled)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PositionListView: View {
                let positions: [Position]

                var body: some View {
                    ↓List {
                        ForEach(positions) { position in
                            ↓HStack {
                                Text(position.name)
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FeedView: View {
                @StateObject private var viewModel = FeedViewModel()

                var body: some View {
                    ↓NavigationStack {
                        FeedContent(posts: viewModel.posts)
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    ↓Button(action: viewModel.compose) {
                                        Image(systemName: "square.and.pencil")
                                    }
                                }
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct LoginView: View {
                @State private var email = ""
                @State private var password = ""

                var body: some View {
                    VStack(spacing: 12) {
                        ↓TextField("Email", text: $email)
                            #if os(iOS)
                            .keyboardType(.emailAddress)
                            #endif
                        ↓SecureField("Password", text: $password)
                        ↓Button("Sign In", action: signIn)
                            .buttonStyle(.borderedProminent)
                    }
                }

                private func signIn() {}
            }
            """),
            RuleExample("""
            struct TagPicker: View {
                let tags: [Tag]
                var onSelect: (Tag) -> Void

                var body: some View {
                    HStack {
                        ForEach(tags, id: \\.name) { tag in
                            ↓Button(tag.name) { onSelect(tag) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PlayerControls: View {
                @Binding var volume: Double
                @Binding var isShuffling: Bool

                var body: some View {
                    HStack {
                        ↓Slider(value: $volume, in: 0...1)
                        ↓Toggle(isOn: $isShuffling) {
                            Image(systemName: "shuffle")
                        }
                        .toggleStyle(.button)
                    }
                }
            }
            """),
            RuleExample("""
            struct ProfileMenu: View {
                var onSignOut: () -> Void

                var body: some View {
                    VStack {
                        ↓HStack {
                            Image(systemName: "rectangle.portrait.and.arrow.right")
                            Text("Sign Out")
                        }
                        .contentShape(Rectangle())
                        .onTapGesture { onSignOut() }
                    }
                }
            }
            """),
            RuleExample("""
            struct EditorView: View {
                @State private var showsHelp = false

                var body: some View {
                    Text("Editor")
                        .sheet(isPresented: $showsHelp) {
                            NavigationStack {
                                ↓ScrollView {
                                    Text("Help")
                                }
                                .toolbar {
                                    ↓Button("Done") { showsHelp = false }
                                }
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct ItemsView: View {
                let items: [Item]

                var body: some View {
                    VStack {
                        ↓Button("Save") {}
                        ↓Button("Save") {}
                            .accessibilityLabel("Save draft")
                        ↓Menu {
                            ↓Button("Rename") {}
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SessionTimerView: View {
                var body: some View {
                    ↓Button("Start session") { start() }
                        .accessibilityIdentifier("session_timer_start_button")
                        .accessibilityLabel("Start training session")
                    ↓Button("Stop", action: stop)
                }

                private func start() {}
                private func stop() {}
            }
            """, options: RuleOptions(trackElements: true)),
            RuleExample("""
            struct CounterView: View {
                @State private var count = 0

                var body: some View {
                    ↓Stepper("Count: \\(count)", value: $count)
                    ↓Link("Café Terms ☕️", destination: URL(string: "https://example.com")!)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct TechniqueEditorView: View {
                var body: some View {
                    Button("Save") { save() }
                        .accessibilityIdentifier("technique_editor_save_button")
                }
            }
            """),
            RuleExample("""
            struct LoginView: View {
                @State private var email = ""

                var body: some View {
                    TextField("Email", text: $email)
                        #if os(iOS)
                        .accessibilityIdentifier("login_email_textfield")
                        #endif
                }
            }
            """),
            RuleExample("""
            struct BannerView: View {
                var body: some View {
                    Button("Dismiss") {}
                        .accessibility(identifier: "banner_dismiss_button")
                }
            }
            """),
            RuleExample("""
            struct DecorationView: View {
                var body: some View {
                    HStack {
                        Button("Hidden") {}
                            .accessibilityHidden(true)
                    }
                    HStack {
                        Text("Total")
                        Button("Details") {}
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
            RuleExample("""
            // Button("Save") { save() } — identifiers are added by a11yfix --identifiers
            let snippet = "Button(\\"Save\\") { save() }"
            """),
            RuleExample("""
            #Preview {
                Button("Preview only") {}
            }

            struct SettingsView_Previews: PreviewProvider {
                static var previews: some View {
                    Toggle("On", isOn: .constant(true))
                }
            }
            """),
            RuleExample("""
            final class SettingsViewModel: ObservableObject {
                func makeButton() -> UIButton {
                    let button = UIButton(type: .system)
                    button.setTitle("Save", for: .normal)
                    return button
                }
            }
            """),
            RuleExample("""
            struct OnboardingView: View {
                @State private var showsPrompt = false

                var body: some View {
                    Text("Welcome")
                        .alert("Stay in the loop?", isPresented: $showsPrompt) {
                            Button("Not Now", role: .cancel) {}
                            Button("Allow") {}
                        }
                }
            }
            """),
            RuleExample("""
            struct ArticleView: View {
                let article: Article

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.headline)
                        Text(article.summary)
                        Image(systemName: "star")
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchView: View {
                @State private var query = ""

                var body: some View {
                    VStack {
                        Text("Search")
                    }
                    .onTapGesture {
                        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                    }
                }
            }
            """),
            RuleExample("""
            extension View {
                func closeButton(action: @escaping () -> Void) -> some View {
                    overlay { Button("Close", action: action) }
                }
            }
            """),
            RuleExample("""
            struct MiniPlayer: View {
                @State private var isPlaying = false

                var body: some View {
                    HStack {
                        Text("Now playing")
                        Button { isPlaying.toggle() } label: { Image(systemName: "play.fill") }
                            .accessibilityIdentifier("mini_player_play_button")
                    }
                    .onTapGesture { open() }
                }

                private func open() {}
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct ThemeSettingsView: View {
                @Binding var textColor: Color
                var body: some View {
                    ColorPicker("Text color", selection: $textColor)
                }
            }
            """, """
            struct ThemeSettingsView: View {
                @Binding var textColor: Color
                var body: some View {
                    ColorPicker("Text color", selection: $textColor)
                        .accessibilityIdentifier("theme_settings_text_color_picker")
                }
            }
            """),
            RuleCorrection("""
            struct PlayButton: View {
                let action: () -> Void
                var body: some View {
                    Button("Play", action: action)
                }
            }

            struct ShareButton: View {
                let post: Post
                var body: some View {
                    Button("Copy link") { UIPasteboard.general.url = post.url }
                }
            }
            """, """
            struct PlayButton: View {
                let action: () -> Void
                var body: some View {
                    Button("Play", action: action)
                        .accessibilityIdentifier("play_button")
                }
            }

            struct ShareButton: View {
                let post: Post
                var body: some View {
                    Button("Copy link") { UIPasteboard.general.url = post.url }
                        .accessibilityIdentifier("share_copy_link_button")
                }
            }
            """),
            RuleCorrection("""
            struct TimerView: View {
                var body: some View {
                    Button("Start", action: start)
                }
            }
            """, """
            struct TimerView: View {
                var body: some View {
                    Button("Start", action: start)
                        .accessibility(identifier: "timer_start_button")
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection("""
            struct TechniqueEditorView: View {
                var body: some View {
                    Button("Save") {
                        saveTechnique()
                    }
                    .padding()
                    .frame(maxWidth: .infinity)
                }
            }
            """, """
            struct TechniqueEditorView: View {
                var body: some View {
                    Button("Save") {
                        saveTechnique()
                    }
                    .accessibilityIdentifier("technique_editor_save_button")
                    .padding()
                    .frame(maxWidth: .infinity)
                }
            }
            """),
            RuleCorrection("""
            struct SettingsView: View {
                @AppStorage("notifications") private var notificationsEnabled = true

                var body: some View {
                    Form {
                        Section(header: Text("Notifications")) {
                            Toggle(isOn: $notificationsEnabled) {
                                Label("Notifications", systemImage: "bell")
                            }
                            .tint(.green)
                        }
                    }
                    .navigationTitle("Settings")
                }
            }
            """, """
            struct SettingsView: View {
                @AppStorage("notifications") private var notificationsEnabled = true

                var body: some View {
                    Form {
                        Section(header: Text("Notifications")) {
                            Toggle(isOn: $notificationsEnabled) {
                                Label("Notifications", systemImage: "bell")
                            }
                            .tint(.green)
                            .accessibilityIdentifier("settings_notifications_toggle")
                        }
                    }
                    .navigationTitle("Settings")
                    .accessibilityIdentifier("settings_view")
                }
            }
            """),
            RuleCorrection("""
            struct PositionListView: View {
                let positions: [Position]

                var body: some View {
                    List {
                        ForEach(positions) { position in
                            HStack {
                                Text(position.name)
                                Spacer()
                            }
                            .padding(.vertical, 4)
                        }
                    }
                    .listStyle(.plain)
                }
            }
            """, """
            struct PositionListView: View {
                let positions: [Position]

                var body: some View {
                    List {
                        ForEach(positions) { position in
                            HStack {
                                Text(position.name)
                                Spacer()
                            }
                            .accessibilityIdentifier("position_list_row_\\(position.id)")
                            .padding(.vertical, 4)
                        }
                    }
                    .listStyle(.plain)
                    .accessibilityIdentifier("position_list_view")
                }
            }
            """),
            RuleCorrection("""
            struct InboxView: View {
                let threads: [MailThread]

                var body: some View {
                    ScrollView {
                        ForEach(threads) { thread in
                            row(for: thread)
                        }
                        ForEach(threads, id: \\.subject) { ThreadBadge(thread: $0, compact: true) }
                    }
                }

                private func row(for message: MailThread) -> some View {
                    Button { archive(message) } label: { Text(message.subject) }
                }
            }

            struct ThreadBadge: View {
                let thread: MailThread
                var compact: Bool

                var body: some View {
                    Toggle("Pinned", isOn: .constant(thread.isPinned))
                }
            }
            """, """
            struct InboxView: View {
                let threads: [MailThread]

                var body: some View {
                    ScrollView {
                        ForEach(threads) { thread in
                            row(for: thread)
                        }
                        ForEach(threads, id: \\.subject) { ThreadBadge(thread: $0, compact: true) }
                    }
                    .accessibilityIdentifier("inbox_view")
                }

                private func row(for message: MailThread) -> some View {
                    Button { archive(message) } label: { Text(message.subject) }
                        .accessibilityIdentifier("inbox_archive_button_\\(message.id)")
                }
            }

            struct ThreadBadge: View {
                let thread: MailThread
                var compact: Bool

                var body: some View {
                    Toggle("Pinned", isOn: .constant(thread.isPinned))
                        .accessibilityIdentifier("thread_badge_pinned_toggle_\\(thread.subject)")
                }
            }
            """),
            RuleCorrection("""
            struct SessionTimerView: View {
                var body: some View {
                    VStack {
                        Button("Start session") { start() }
                            .accessibilityLabel("Start training session")
                            .accessibilityHint("Begins a new timed training session")
                            .padding()
                        Button("Stop", action: stop).font(.title)
                    }
                }

                private func start() {}
                private func stop() {}
            }
            """, """
            struct SessionTimerView: View {
                var body: some View {
                    VStack {
                        Button("Start session") { start() }
                            .accessibilityLabel("Start training session")
                            .accessibilityHint("Begins a new timed training session")
                            .accessibilityIdentifier("session_timer_start_button")
                            .trackElement("session_timer_start_button")
                            .padding()
                        Button("Stop", action: stop).font(.title)
                            .accessibilityIdentifier("session_timer_stop_button")
                            .trackElement("session_timer_stop_button")
                    }
                }

                private func start() {}
                private func stop() {}
            }
            """, options: RuleOptions(trackElements: true)),
            RuleCorrection("""
            struct ComposerView: View {
                @State private var items: [Draft] = []

                var body: some View {
                    VStack {
                        ForEach(items) {
                            Button("Open") { open($0) }
                        }
                        Button("Save") {}
                        Button("Save") {}
                    }
                }

                private func open(_ draft: Draft) {}
            }
            """, """
            struct ComposerView: View {
                @State private var items: [Draft] = []

                var body: some View {
                    VStack {
                        ForEach(items) {
                            Button("Open") { open($0) }
                                .accessibilityIdentifier("composer_open_button_\\($0.id)")
                        }
                        Button("Save") {}
                            .accessibilityIdentifier("composer_save_button")
                        Button("Save") {}
                            .accessibilityIdentifier("composer_save_button_2")
                    }
                }

                private func open(_ draft: Draft) {}
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        IdentifierPlanner(context: context).findings(for: self)
    }
}

/// Finds what needs an identifier in one file and names it: the candidates of each View are named
/// together so their identifiers are unique within it. `a11yfix audit`'s element inventory asks it
/// the same questions (what is a control, a tappable view, a data row; which have identifiers).
struct IdentifierPlanner {
    let context: RuleContext
    var tree: SyntaxTree { context.tree }

    init(context: RuleContext) {
        self.context = context
    }

    /// What an element is, which decides its element word and where its modifier comes from.
    enum ElementKind {
        case control
        case tappable
        case row
    }

    struct Candidate {
        var chain: ChainNode
        var element: LinkNode
        /// For the top container of a screen, the screen: `SettingsView`, `a .sheet of SettingsView`.
        var screenName: String?
        var scope: TypeDeclNode
        var screen: [String]
        /// The computed property or function the element is built in: used only to tell apart
        /// identifiers that would otherwise collide.
        var member: [String]
        var contexts: [[String]]
        var modifier: [String]
        var elementWords: [String]
        /// `\(item.id)` inside a ForEach, without the leading underscore.
        var itemSuffix: String?

        func name(withMember: Bool) -> String {
            IdentifierNaming.join([screen] + (withMember ? [member] : []) + contexts + [modifier, elementWords])
        }
    }

    func findings(for rule: AccessibilityIdentifierRule) -> [Finding] {
        var findings: [Finding] = []
        var candidatesByScope: [String: [Candidate]] = [:]
        var scopeOrder: [String] = []
        let taken = existingIdentifiersByScope()
        for candidate in candidates() {
            let key = candidate.scope.name
            if candidatesByScope[key] == nil { scopeOrder.append(key) }
            candidatesByScope[key, default: []].append(candidate)
        }
        for key in scopeOrder {
            let candidates = candidatesByScope[key]!.sorted { $0.element.range.lowerBound < $1.element.range.lowerBound }
            let identifiers = uniqueIdentifiers(for: candidates, taken: taken[key] ?? [])
            for (candidate, identifier) in zip(candidates, identifiers) {
                if let finding = finding(for: candidate, identifier: identifier, rule: rule) { findings.append(finding) }
            }
        }
        findings.append(contentsOf: trackElementFindings(rule: rule))
        return findings
    }

    // MARK: - Candidates

    static let scrollContainers: Set<String> = ["ScrollView", "List", "Form", "Table"]
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "TabView"]
    static let screenWrappers: Set<String> = ["NavigationStack", "NavigationView", "Group", "ZStack", "VStack", "HStack", "ScrollViewReader", "GeometryReader"]
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack"]
    static let presentations: Set<String> = ["sheet", "fullScreenCover", "popover"]
    static let systemAlerts: Set<String> = ["alert", "confirmationDialog"]
    static let titledGroups: Set<String> = ["Section", "DisclosureGroup", "GroupBox"]
    static var controls: Set<String> { Set(IdentifierNaming.controlWords.keys) }

    func candidates() -> [Candidate] {
        var result: [Candidate] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ candidate: Candidate?) {
            guard let candidate, seen.insert(ObjectIdentifier(candidate.chain)).inserted else { return }
            result.append(candidate)
        }
        for chain in context.elements(named: IdentifierPlanner.controls) {
            add(elementCandidate(chain, kind: .control))
        }
        for chain in context.chains where chain.hasModifier("onTapGesture") && isTappableView(chain) {
            add(elementCandidate(chain, kind: .tappable))
        }
        for chain in context.chains {
            guard let element = chain.elementLink, let closure = dataClosure(of: element), isListContent(chain) else { continue }
            for row in context.contentChains(of: closure) where isPlainRow(row) {
                add(elementCandidate(row, kind: .row))
            }
        }
        for type in context.typeDeclarations where context.isView(type) && !context.isPreviewProvider(type) {
            for container in screenContainers(of: type) { add(container) }
        }
        return result
    }

    /// A control, tappable view or row that needs an identifier, with the parts of its name.
    func elementCandidate(_ chain: ChainNode, kind: ElementKind) -> Candidate? {
        guard let element = chain.elementLink, context.isViewPosition(chain), let scope = namingScope(of: chain),
              !hasIdentifier(chain), !chain.hasModifier("trackElement"), isExposed(chain),
              !context.isInsideModifier(chain, named: IdentifierPlanner.systemAlerts) else { return nil }
        let suffix = itemSuffix(of: chain, scope: scope)
        if kind == .row, suffix == nil { return nil }
        var modifier: [String]
        let elementWords: [String]
        switch kind {
        case .control:
            modifier = controlModifier(chain, element: element)
            elementWords = (IdentifierNaming.elementWord(forControl: element.name) ?? "button").split(separator: "_").map(String.init)
        case .tappable:
            modifier = tappableModifier(chain, element: element)
            elementWords = IdentifierNaming.tappableElementWords(forType: element.name)
        case .row:
            modifier = rowItemWords(of: chain)
            elementWords = ["row"]
        }
        // The screen already says it: `player` + "Close player" → `player_close_button`.
        var screen = screenWords(of: scope)
        let newWords = modifier.filter { !screen.contains($0) }
        if !newWords.isEmpty || kind == .row { modifier = newWords }
        // A component named for its element (`PlayButton`, `FavoriteToggle`) is that element:
        // `play_button`, not `play_button_play_button`; `favorite_toggle_button` for its Button
        // that toggles the favorite, not `favorite_button_toggle_button`.
        if kind != .row, screen.count > elementWords.count, screen.suffix(elementWords.count).elementsEqual(elementWords) {
            if newWords.isEmpty { modifier = [] } else { screen.removeLast(elementWords.count) }
        }
        return Candidate(chain: chain, element: element, screenName: nil, scope: scope, screen: screen,
                         member: memberWords(of: chain, in: scope), contexts: contexts(of: chain, in: scope),
                         modifier: modifier, elementWords: elementWords, itemSuffix: suffix)
    }

    /// Whether a view with `.onTapGesture` acts as one control: a stack, a built-in or custom view
    /// with no controls of its own inside, not a scroll or navigation container, and not a backdrop
    /// that only ends editing.
    func isTappableView(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, element.kind == .name, element.name.first?.isUppercase == true,
              !IdentifierPlanner.controls.contains(element.name),
              !IdentifierPlanner.scrollContainers.contains(element.name),
              !IdentifierPlanner.navigationContainers.contains(element.name),
              !["GeometryReader", "ScrollViewReader", "Group", "Map"].contains(element.name),
              !containsControl(element) else { return false }
        let endsEditing = chain.modifiers.contains { gesture in
            let text = gesture.name == "onTapGesture" ? gesture.text.lowercased() : ""
            return ["resignfirstresponder", "endediting", "keyboard", "focus"].contains { text.contains($0) }
        }
        return !endsEditing
    }

    /// A data row of a list: a stack with no controls inside (seed 004's `position_list_row_…`).
    func isPlainRow(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink, IdentifierPlanner.stacks.contains(element.name) else { return false }
        return !chain.hasModifier("onTapGesture") && !containsControl(element)
    }

    func containsControl(_ element: LinkNode) -> Bool {
        element.allClosures.contains { closure in
            closure.descendants(ofType: ChainNode.self).contains { inner in
                guard let link = inner.elementLink else { return false }
                return IdentifierPlanner.controls.contains(link.name) || inner.hasModifier("onTapGesture")
            }
        }
    }

    /// Whether a `ForEach` (or `List(items)`) sits in a List or Form, so its content chains are rows.
    func isListContent(_ chain: ChainNode) -> Bool {
        guard let element = chain.elementLink else { return false }
        if element.name == "List" { return true }
        guard element.name == "ForEach" else { return false }
        for call in context.enclosingCalls(of: chain) where call.link === call.chain.elementLink {
            if ["Section", "Group", "ForEach"].contains(call.link.name) { continue }
            return call.link.name == "List" || call.link.name == "Form"
        }
        return false
    }

    // MARK: - Screens

    /// The top container of a View's body, and of each sheet it presents.
    func screenContainers(of type: TypeDeclNode) -> [Candidate] {
        guard let body = type.properties.first(where: { $0.name == "body" && $0.isComputed })?.body else { return [] }
        let screen = screenWords(of: type)
        var result: [Candidate] = []
        if let chain = topContainer(among: viewChains(in: body.children)) {
            result.append(screenCandidate(chain, scope: type, screen: screen, presentation: nil))
        }
        for chain in body.descendants(ofType: ChainNode.self) {
            for modifier in chain.modifiers where IdentifierPlanner.presentations.contains(modifier.name) {
                guard let closure = modifier.closure(labeled: nil) ?? modifier.closure(labeled: "content"),
                      let container = topContainer(among: context.contentChains(of: closure)) else { continue }
                result.append(screenCandidate(container, scope: type, screen: screen, presentation: (modifier, presentationWords(modifier, closure: closure))))
            }
        }
        return result.filter { !hasIdentifier($0.chain) && !context.isAccessibilityHidden($0.chain) }
    }

    func screenCandidate(_ chain: ChainNode, scope: TypeDeclNode, screen: [String], presentation: (modifier: LinkNode, words: [String])?) -> Candidate {
        Candidate(chain: chain, element: chain.elementLink!, screenName: presentation.map { "a .\($0.modifier.name) of \(scope.name)" } ?? scope.name,
                  scope: scope, screen: screen, member: [], contexts: [presentation?.words ?? []], modifier: [], elementWords: ["view"], itemSuffix: nil)
    }

    /// The outermost scroll container, breadth first through wrappers; else a navigation container
    /// that is the whole screen.
    func topContainer(among roots: [ChainNode]) -> ChainNode? {
        var level = roots
        while !level.isEmpty {
            var next: [ChainNode] = []
            for chain in level {
                guard let element = chain.elementLink else { continue }
                if IdentifierPlanner.scrollContainers.contains(element.name), !isHorizontalScrollView(element) { return chain }
                if IdentifierPlanner.screenWrappers.contains(element.name), let closure = element.closure(labeled: nil) ?? element.closure(labeled: "content") {
                    next.append(contentsOf: context.contentChains(of: closure))
                }
            }
            level = next
        }
        if roots.count == 1, let element = roots[0].elementLink, IdentifierPlanner.navigationContainers.contains(element.name) {
            return roots[0]
        }
        return nil
    }

    func isHorizontalScrollView(_ element: LinkNode) -> Bool {
        guard element.name == "ScrollView", let axis = element.arguments.first(where: { $0.label == nil || $0.label == "axes" }) else { return false }
        return axis.text.contains("horizontal") && !axis.text.contains("vertical")
    }

    /// The view chains of a body's statements, through `return`, `if`, `switch` and `#if`.
    func viewChains(in nodes: [SyntaxNode]) -> [ChainNode] {
        var result: [ChainNode] = []
        for node in nodes {
            switch node {
            case let expression as ExpressionNode:
                if let chain = expression.singleChain { result.append(chain) }
            case let statement as StatementNode where ["return", "if", "switch"].contains(statement.keyword):
                result.append(contentsOf: viewChains(in: statement.children))
            case is BlockNode, is SwitchCaseNode, is PoundIfNode, is PoundIfClauseNode:
                result.append(contentsOf: viewChains(in: node.children))
            default:
                break
            }
        }
        return result
    }

    // MARK: - Where an element is

    /// The View whose identifiers an element's identifier must differ from: the innermost type that
    /// is a View or ViewModifier, or an extension of a named type building views. Previews and
    /// `extension View` helpers (used on many screens) have none.
    func namingScope(of node: SyntaxNode) -> TypeDeclNode? {
        guard let type = context.enclosingType(of: node), !context.isPreviewProvider(type) else { return nil }
        if context.isView(type) || type.inheritedTypes.contains("ViewModifier") { return type }
        guard type.keyword == "extension", type.name != "View", type.name != "SwiftUI.View",
              let member = member(containing: node, in: type) else { return nil }
        return declaresView(member) ? type : nil
    }

    /// The member of `type` (property or function) that holds `node`.
    func member(containing node: SyntaxNode, in type: TypeDeclNode) -> SyntaxNode? {
        var current: SyntaxNode? = node
        while let candidate = current, candidate.parent !== type { current = candidate.parent }
        return current
    }

    /// Whether a property or function is declared to return a view (`some View`, `AnyView`, `-> some View`).
    func declaresView(_ member: SyntaxNode) -> Bool {
        if let property = member as? VariableDeclNode { return property.typeAnnotation?.contains("View") ?? false }
        guard let function = member as? FunctionDeclNode else { return false }
        let end = function.body?.firstToken ?? function.lastToken
        return (function.firstToken..<end).contains { tree.text(ofToken: $0).hasSuffix("View") }
    }

    /// The name of the member an element is built in, unless it is `body`: `transportControls` →
    /// transport, controls; `makeHeader()` → header.
    func memberWords(of node: SyntaxNode, in scope: TypeDeclNode) -> [String] {
        guard let member = member(containing: node, in: scope) else { return [] }
        let name: String
        switch member {
        case let property as VariableDeclNode: name = property.name
        case let function as FunctionDeclNode: name = function.name
        default: return []
        }
        guard name != "body" else { return [] }
        var words = IdentifierNaming.words(ofName: name)
        if words.count > 1, let first = words.first, ["make", "build", "render"].contains(first) { words.removeFirst() }
        while words.count > 1, let last = words.last, ["view", "button", "section", "content"].contains(last) { words.removeLast() }
        return words
    }

    /// The category and screen words of a View: the configured category of the file's folder
    /// (`identifiers.categories`), then the View's own name, after the screen its file is named for
    /// when it is one of that screen's subviews.
    func screenWords(of scope: TypeDeclNode) -> [String] {
        let typeName = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
        var words = IdentifierNaming.screenWords(ofTypeName: typeName)
        let file = fileScreenWords
        if !file.isEmpty, !file.allSatisfy(words.contains) { words = joinedWords([file, words]) }
        if let category = context.options.identifierCategory {
            words = joinedWords([IdentifierNaming.words(ofText: category, limit: .max), words])
        }
        return words
    }

    private func joinedWords(_ segments: [[String]]) -> [String] {
        IdentifierNaming.join(segments).split(separator: "_").map(String.init)
    }

    /// The screen a file is named for (`FeedView.swift`, `FeedView+Toolbar.swift`) when the file
    /// declares or extends that View.
    var fileScreenWords: [String] {
        let fileName = context.file.path.split(separator: "/").last.map(String.init) ?? ""
        guard fileName.hasSuffix(".swift") else { return [] }
        let base = String(fileName.dropLast(".swift".count).split(separator: "+").first ?? "")
        guard !base.isEmpty, context.typeDeclarations.contains(where: { $0.name == base && (context.isView($0) || $0.keyword == "extension") }) else {
            return []
        }
        return IdentifierNaming.screenWords(ofTypeName: base)
    }

    /// The places an element sits in, outermost first: a presented sheet, a titled section, a menu.
    func contexts(of chain: ChainNode, in scope: TypeDeclNode) -> [[String]] {
        var result: [[String]] = []
        for call in context.enclosingCalls(of: chain) {
            if !call.chain.isDescendant(of: scope) { break }
            let link = call.link
            if link === call.chain.elementLink {
                if IdentifierPlanner.titledGroups.contains(link.name), let title = groupTitle(link) {
                    result.append(IdentifierNaming.words(ofText: title, limit: 3))
                } else if link.name == "Menu", !isInLabel(chain, of: link) {
                    result.append(controlModifier(call.chain, element: link))
                }
            } else if IdentifierPlanner.presentations.contains(link.name), let closure = link.closure(labeled: nil) ?? link.closure(labeled: "content") {
                result.append(presentationWords(link, closure: closure))
            } else if link.name == "contextMenu" {
                result.append(["context", "menu"])
            } else if link.name == "swipeActions" {
                result.append(["swipe"])
            }
        }
        return result.reversed()
    }

    /// A presented screen's name: its binding (`$showsReleaseNotes` → release, notes), else the
    /// navigation title inside it, else the modifier (`sheet`).
    func presentationWords(_ modifier: LinkNode, closure: ClosureNode) -> [String] {
        if let binding = (modifier.argument("isPresented") ?? modifier.argument("item"))?.value?.singleChain?.links.last,
           binding.kind == .name || binding.kind == .member {
            var words = IdentifierNaming.stateWords(ofName: binding.name)
            if words.count > 1, let first = words.first, ["show", "present", "selected"].contains(first) { words.removeFirst() }
            if !words.isEmpty, words != ["presented"] { return words }
        }
        for inner in closure.descendants(ofType: ChainNode.self) {
            if let title = inner.modifier(named: "navigationTitle"), let value = title.arguments.first.flatMap({ context.stringLiteralValue($0.value) }) {
                return IdentifierNaming.words(ofText: value, limit: 3)
            }
        }
        return IdentifierNaming.words(ofName: modifier.name)
    }

    /// `Section("Title")`, `Section(header: Text("Title"))`, `Section { … } header: { Header(title: "Title") }`.
    func groupTitle(_ link: LinkNode) -> String? {
        if let title = link.unlabeledArguments.first, let text = title.value.flatMap({ firstText(in: $0) }) { return text }
        for label in ["header", "label"] {
            if let argument = link.argument(label), let value = argument.value, let text = firstText(in: value) { return text }
            if let closure = link.closure(labeled: label), let text = firstText(in: closure) { return text }
        }
        return nil
    }

    /// The first plain string literal in a node that is not an image name.
    func firstText(in node: SyntaxNode) -> String? {
        for index in node.firstToken...node.lastToken where tree.tokens[index].kind == .stringLiteral {
            if let argument = argumentLabel(beforeToken: index), ["systemName", "systemImage", "image"].contains(argument) { continue }
            if let value = context.stringLiteralValue(ofToken: index), !IdentifierNaming.words(ofText: value).isEmpty { return value }
        }
        return nil
    }

    private func argumentLabel(beforeToken index: Int) -> String? {
        guard index >= 2, tree.tokens[index - 1].kind == .colon else { return nil }
        return tree.text(ofToken: index - 2)
    }

    func isInLabel(_ node: SyntaxNode, of link: LinkNode) -> Bool {
        guard let label = link.closure(labeled: "label") else { return false }
        return node.isDescendant(of: label)
    }

    /// Whether assistive technologies see the element at all: not hidden, not inside a container
    /// that hides, replaces or merges its children.
    func isExposed(_ chain: ChainNode) -> Bool {
        if context.isAccessibilityHidden(chain) { return false }
        var current = chain.parent
        while let node = current {
            if let container = node as? ChainNode, container.elementLink != nil {
                if context.isAccessibilityHidden(container) { return false }
                if let behavior = context.childrenBehavior(of: container), behavior != .contain { return false }
            }
            current = node.parent
        }
        return true
    }

    // MARK: - Identity inside ForEach

    /// The closure of `ForEach(data) { … }`, `List(data) { … }` or `Map(…, annotationItems:) { … }`
    /// whose content is repeated per item.
    func dataClosure(of element: LinkNode) -> ClosureNode? {
        switch element.name {
        case "ForEach":
            return element.closure(labeled: nil) ?? element.closure(labeled: "content")
        case "List", "Table":
            guard let data = element.unlabeledArguments.first, !(data.value?.singleChain?.links.first?.kind == .closure) else { return nil }
            return element.closure(labeled: nil) ?? element.closure(labeled: "rowContent")
        case "Map":
            return element.argument("annotationItems") != nil ? element.closure(labeled: nil) ?? element.closure(labeled: "annotationContent") : nil
        default:
            return nil
        }
    }

    /// The interpolation that makes an identifier unique per item, `\(item.id)`, for an element in
    /// the content of a data closure; nil outside one or when the item's identity cannot be told.
    func itemSuffix(of node: SyntaxNode, scope: TypeDeclNode) -> String? {
        guard let data = enclosingDataClosure(of: node) else { return forwardedItemSuffix(of: node, scope: scope) }
        return itemExpression(of: data.owner, closure: data.closure, crossedClosure: data.crossedClosure).map { "\\(\($0))" }
    }

    /// For an element built in a helper that a data closure calls once per item, the item's
    /// identity under the name the helper gives it: `ForEach(threads) { thread in row(for: thread) }`
    /// with `func row(for message: Thread)` → `\(message.id)`; `ThreadRow(thread: thread)` built per
    /// item in the same file → `\(thread.id)` inside ThreadRow. Nil unless every per-item call
    /// site agrees.
    func forwardedItemSuffix(of node: SyntaxNode, scope: TypeDeclNode) -> String? {
        let callee: String
        let parameters: [(label: String?, name: String)]
        let callSites: [ChainNode]
        if let function = member(containing: node, in: scope) as? FunctionDeclNode, function.keyword == "func" {
            callee = function.name
            parameters = parameterNames(of: function)
            callSites = context.elements(named: [callee]).filter { $0.firstToken > scope.firstToken && $0.lastToken < scope.lastToken }
        } else if scope.keyword != "extension", !scope.members.contains(where: { ($0 as? FunctionDeclNode)?.keyword == "init" }) {
            // Only the memberwise initializer says that a label is the stored property of that name.
            callee = scope.name
            parameters = scope.properties.filter { $0.isStored && !$0.modifiers.contains("static") }.map { ($0.name, $0.name) }
            callSites = context.elements(named: [callee]).filter { $0.lastToken < scope.firstToken || $0.firstToken > scope.lastToken }
        } else {
            return nil
        }
        var suffixes: Set<String> = []
        for call in callSites {
            guard let link = call.elementLink, link.name == callee, link.hasCall, let data = enclosingDataClosure(of: call),
                  let item = itemExpression(of: data.owner, closure: data.closure, crossedClosure: data.crossedClosure) else { continue }
            for argument in link.arguments {
                guard let value = argument.value?.text, item == value || item.hasPrefix(value + "."),
                      let parameter = parameters.first(where: { $0.label == argument.label }) else { continue }
                suffixes.insert("\\(" + parameter.name + item.dropFirst(value.count) + ")")
            }
        }
        return suffixes.count == 1 ? suffixes.first : nil
    }

    /// The data closure (`ForEach(items) { item in … }`) whose content holds `node`, within its type;
    /// `crossedClosure` when another closure lies between them.
    func enclosingDataClosure(of node: SyntaxNode) -> (owner: LinkNode, closure: ClosureNode, crossedClosure: Bool)? {
        var crossedClosure = false
        var current = node.parent
        while let ancestor = current, !(ancestor is TypeDeclNode) {
            if let closure = ancestor as? ClosureNode {
                if let owner = closureOwner(closure), owner === owner.parentChain?.elementLink, dataClosure(of: owner) === closure {
                    return (owner, closure, crossedClosure)
                }
                crossedClosure = true
            }
            current = ancestor.parent
        }
        return nil
    }

    /// A function's parameters as callers label them and as its body names them: `for message: Thread`
    /// → ("for", "message"); `_ thread: Thread` → (nil, "thread"); `thread: Thread` → ("thread", "thread").
    func parameterNames(of function: FunctionDeclNode) -> [(label: String?, name: String)] {
        let tokens = tree.tokens
        guard let open = (function.nameToken...function.lastToken).first(where: { tokens[$0].kind == .leftParen }),
              let close = tree.matching(open) else { return [] }
        var result: [(label: String?, name: String)] = []
        var words: [String] = []
        var inType = false
        var index = open + 1
        while index < close {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace:
                index = tree.matching(index) ?? index
            case .comma:
                (words, inType) = ([], false)
            case .colon where !inType:
                if words.count == 1 || words.count == 2 {
                    result.append((words[0] == "_" ? nil : words[0], words[words.count - 1]))
                }
                inType = true
            case .identifier, .keyword where !inType:
                words.append(tree.text(ofToken: index))
            default:
                break
            }
            index += 1
        }
        return result
    }

    /// The link a closure is passed to, trailing or as an argument.
    func closureOwner(_ closure: ClosureNode) -> LinkNode? {
        guard let link = closure.parent as? LinkNode else { return nil }
        guard link.kind == .closure else { return link }
        return link.parent?.parent?.parent?.parent as? LinkNode  // closure link → chain → expression → argument → call
    }

    func itemExpression(of owner: LinkNode, closure: ClosureNode, crossedClosure: Bool) -> String? {
        let data = owner.argument("annotationItems") ?? owner.unlabeledArguments.first
        // `ForEach($items) { $item in`: `item` is the value; `{ item in` and `$0` are bindings.
        let isBindingData = data?.value?.text.hasPrefix("$") ?? false
        let parameters = closureParameters(closure).map { parameter in
            parameter.hasPrefix("$") ? String(parameter.dropFirst()) : isBindingData ? parameter + ".wrappedValue" : parameter
        }
        let keyPath = owner.argument("id")?.value.map { keyPathComponents($0.text) }
        let base: String
        var path: [String]
        switch parameters.count {
        case 0:
            guard !crossedClosure else { return nil }
            base = isBindingData ? "$0.wrappedValue" : "$0"
            path = keyPath ?? (isIndexData(data) ? ["self"] : ["id"])
        case 1:
            base = parameters[0]
            path = keyPath ?? (isIndexData(data) ? ["self"] : ["id"])
        case 2:
            // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`
            guard let keyPath, let first = keyPath.first else { return nil }
            if first == "offset", keyPath.count == 1 {
                base = parameters[0]
            } else if first == "element" {
                base = parameters[1]
            } else {
                return nil
            }
            path = Array(keyPath.dropFirst())
            if path.isEmpty { path = ["self"] }
        default:
            return nil
        }
        guard !base.hasPrefix("_"), !base.isEmpty else { return nil }
        return path == ["self"] ? base : ([base] + path).joined(separator: ".")
    }

    /// The parameter names of a closure's signature as written: `item in` → item; `(index, name) in`
    /// → index, name; `$item in` → $item.
    func closureParameters(_ closure: ClosureNode) -> [String] {
        guard var signature = closure.signature?.trimmingCharacters(in: .whitespacesAndNewlines) else {
            // The parser does not take `{ $row in … }` for a signature yet.
            let first = closure.openBraceToken + 1
            guard first + 1 < closure.closeBraceToken, tree.tokens[first].kind == .dollarIdentifier,
                  tree.token(first + 1, is: "in") else { return [] }
            return [tree.text(ofToken: first)]
        }
        if signature.hasPrefix("["), let end = signature.firstIndex(of: "]") {
            signature = String(signature[signature.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        }
        if let arrow = signature.range(of: "->") { signature = String(signature[..<arrow.lowerBound]) }
        signature = signature.trimmingCharacters(in: .whitespaces)
        if signature.hasPrefix("("), signature.hasSuffix(")") { signature = String(signature.dropFirst().dropLast()) }
        return signature.split(separator: ",").map { parameter in
            parameter.trimmingCharacters(in: .whitespaces).split(whereSeparator: { $0 == ":" || $0 == " " }).first.map(String.init) ?? ""
        }.filter { !$0.isEmpty }
    }

    /// `\.self` → self; `\Item.id` → id; `\.element.id` → element, id.
    func keyPathComponents(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("\\"), let dot = trimmed.firstIndex(of: ".") else { return ["self"] }
        return trimmed[trimmed.index(after: dot)...].split(separator: ".").map(String.init)
    }

    /// Ranges and indices: the items are the identities (`ForEach(0..<count) { index in`).
    func isIndexData(_ argument: ArgumentNode?) -> Bool {
        guard let value = argument?.value else { return false }
        let text = value.text
        return text.contains("..<") || text.contains("...") || text.hasSuffix(".indices") || text.contains(".indices)")
    }

    /// For a data row: the item's name when the closure names it (`position in` → position).
    func rowItemWords(of chain: ChainNode) -> [String] {
        guard let closure = chain.parent?.parent as? ClosureNode, let parameter = closureParameters(closure).first, parameter != "_" else { return [] }
        return IdentifierNaming.words(ofName: parameter.hasPrefix("$") ? String(parameter.dropFirst()) : parameter)
    }

    // MARK: - Modifier words

    static let valueControls: Set<String> = ["Toggle", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor"]
    static let bindingLabels: [String] = ["isOn", "selection", "value", "text", "date"]

    /// What a control is for, from the most to the least direct evidence.
    func controlModifier(_ chain: ChainNode, element: LinkNode) -> [String] {
        let isValueControl = IdentifierPlanner.valueControls.contains(element.name)
        var sources: [() -> [String]] = [
            { plainTitle(of: element).map { IdentifierNaming.words(ofText: $0) } ?? [] },
            { labelContent(of: element).flatMap { textWords(in: $0) } ?? [] },
            { accessibilityLabelWords(of: chain) },
        ]
        if isValueControl {
            sources.append { bindingWords(of: element) }
        }
        sources.append { interpolatedTitle(of: element).map { IdentifierNaming.words(ofText: $0) } ?? [] }
        if element.name == "NavigationLink" {
            sources.append { destinationWords(of: element) }
        }
        if element.name == "Button" {
            sources.append { action(of: element).map { actionWords(of: $0) } ?? [] }
        }
        sources.append { labelContent(of: element).flatMap { imageWords(in: $0) } ?? [] }
        sources.append {
            switch element.name {
            case "ShareLink": return ["share"]
            case "EditButton": return ["edit"]
            case "PasteButton": return ["paste"]
            default: return []
            }
        }
        for source in sources {
            let words = source()
            if !words.isEmpty { return words }
        }
        return []
    }

    /// A tappable view's purpose: its text, a custom view's title, an image, then its tap action.
    func tappableModifier(_ chain: ChainNode, element: LinkNode) -> [String] {
        if IdentifierPlanner.stacks.contains(element.name) {
            return element.allClosures.lazy.compactMap { textWords(in: $0) }.first ?? []
        }
        if !IdentifierNaming.builtInViews.contains(element.name) {
            return customViewTitle(element).map { IdentifierNaming.words(ofText: $0) } ?? []
        }
        if let words = textWords(in: chain), !words.isEmpty { return words }
        if let words = accessibilityLabelWords(of: chain).nonEmpty { return words }
        if let gesture = chain.modifier(named: "onTapGesture"), let closure = gesture.closure(labeled: nil) ?? gesture.closure(labeled: "perform"),
           let words = closureActionWords(closure).nonEmpty {
            return words
        }
        return imageWords(in: chain) ?? []
    }

    /// `Button("Save")`, `Toggle("Wi-Fi", isOn:)`: a title without interpolation.
    func plainTitle(of element: LinkNode) -> String? {
        guard let first = element.arguments.first, first.label == nil, let value = first.value else { return nil }
        return context.stringLiteralValue(value)
    }

    /// `Stepper("Qty \(quantity)", …)` → "Qty ".
    func interpolatedTitle(of element: LinkNode) -> String? {
        guard let first = element.arguments.first, first.label == nil, let chain = first.value?.singleChain,
              chain.links.count == 1, chain.links[0].kind == .literal else { return nil }
        return IdentifierNaming.staticText(ofStringLiteral: tree.text(ofToken: chain.links[0].firstToken))
    }

    /// The view that labels a control: its `label:` closure or argument, or the trailing closure
    /// that is the label for the initializer used.
    func labelContent(of element: LinkNode) -> SyntaxNode? {
        if let closure = element.closure(labeled: "label") { return closure }
        if let argument = element.argument("label"), let value = argument.value { return value }
        guard element.unlabeledArguments.first.map({ context.stringLiteralValue($0.value) == nil && interpolatedTitle(of: element) == nil }) ?? true else {
            return nil  // a title string: the trailing closure is the action or content
        }
        switch element.name {
        case "Button": return element.argument("action") != nil ? element.closure(labeled: nil) : nil
        case "NavigationLink": return element.argument("destination") != nil || element.argument("value") != nil ? element.closure(labeled: nil) : nil
        case "Toggle", "Slider", "Stepper", "DatePicker", "Link", "ShareLink", "ColorPicker", "MultiDatePicker": return element.closure(labeled: nil)
        default: return nil
        }
    }

    /// The first text a view shows: `Text("…")`, `Label("…", systemImage:)`, or a custom view's
    /// literal title; interpolations are left out. When the first text is computed (`Text(item.title)`)
    /// there is none: a later literal is usually a state (`Text("Expired")`), not the view's name.
    func textWords(in node: SyntaxNode) -> [String]? {
        let chains = (node as? ChainNode).map { [$0] + $0.descendants(ofType: ChainNode.self) } ?? node.descendants(ofType: ChainNode.self)
        for chain in chains {
            guard let element = chain.elementLink else { continue }
            let title: String?
            switch element.name {
            case "Text", "Label":
                title = plainTitle(of: element) ?? interpolatedTitle(of: element) ?? element.argument("verbatim").flatMap { context.stringLiteralValue($0.value) }
                return title.flatMap { IdentifierNaming.words(ofText: $0).nonEmpty }
            case "Image", "AsyncImage":
                title = nil
            default:
                title = element.name.first?.isUppercase == true && !IdentifierNaming.builtInViews.contains(element.name) ? customViewTitle(element) : nil
            }
            if let title, let words = IdentifierNaming.words(ofText: title).nonEmpty { return words }
        }
        return nil
    }

    /// `SettingsRow(title: "Saved Posts", …)` → "Saved Posts".
    func customViewTitle(_ element: LinkNode) -> String? {
        for label in ["title", "text", "label", "name", "titleKey"] {
            if let value = element.argument(label).flatMap({ context.stringLiteralValue($0.value) }) { return value }
        }
        return plainTitle(of: element)
    }

    /// `.accessibilityLabel("Close player")` or `.accessibility(label: Text("Share"))` with a literal.
    func accessibilityLabelWords(of chain: ChainNode) -> [String] {
        for modifier in chain.modifiers {
            let argument = modifier.name == "accessibilityLabel" ? modifier.arguments.first
                : modifier.name == "accessibility" ? modifier.argument("label") : nil
            guard let value = argument?.value, let literal = value.singleChain else { continue }
            let text = context.stringLiteralValue(value)
                ?? (literal.elementLink?.name == "Text" ? literal.elementLink.flatMap { plainTitle(of: $0) } : nil)
            if let text { return IdentifierNaming.words(ofText: text) }
        }
        return []
    }

    /// `$viewModel.notificationsEnabled` → notifications, enabled.
    func bindingWords(of element: LinkNode) -> [String] {
        let argument = IdentifierPlanner.bindingLabels.lazy.compactMap { element.argument($0) }.first
            ?? element.arguments.first { $0.value?.text.hasPrefix("$") ?? false }
        guard let chain = argument?.value?.singleChain, let last = chain.links.last,
              last.kind == .name || last.kind == .member, !last.hasCall else { return [] }
        let name = last.name.hasPrefix("$") ? String(last.name.dropFirst()) : last.name
        return IdentifierNaming.stateWords(ofName: name)
    }

    /// `NavigationLink(destination: NotificationsView())`, `NavigationLink { EditProfileView() } label: …`.
    func destinationWords(of element: LinkNode) -> [String] {
        // `NavigationLink(value: Route.settings)`, `NavigationLink(value: .profile(user))`: the route's case.
        if let route = element.argument("value")?.value?.singleChain, route.links.count > 1 || route.links.first?.kind == .implicitMember,
           let last = route.links.last(where: { $0.kind == .member || $0.kind == .implicitMember }) {
            return IdentifierNaming.words(ofName: last.name)
        }
        var chain = element.argument("destination")?.value?.singleChain
        if chain == nil, element.closure(labeled: "label") != nil, let closure = element.closure(labeled: nil) ?? element.closure(labeled: "destination") {
            chain = context.contentChains(of: closure).first
        }
        guard let destination = chain?.elementLink, destination.name.first?.isUppercase == true,
              !IdentifierNaming.builtInViews.contains(destination.name), !IdentifierPlanner.stacks.contains(destination.name) else { return [] }
        return IdentifierNaming.screenWords(ofTypeName: destination.name)
    }

    /// What a Button runs: `action:` (a function or a closure), or the closure before `label:` or
    /// after a title.
    func action(of element: LinkNode) -> SyntaxNode? {
        if let argument = element.argument("action"), let value = argument.value {
            if let chain = value.singleChain, chain.links.count == 1, let closure = chain.links[0].closure { return closure }
            return value
        }
        if element.closure(labeled: "label") != nil || element.unlabeledArguments.first != nil {
            return element.closure(labeled: nil)
        }
        return nil
    }

    func actionWords(of node: SyntaxNode) -> [String] {
        if let closure = node as? ClosureNode { return closureActionWords(closure) }
        guard let chain = (node as? ExpressionNode)?.singleChain, let last = chain.links.last,
              last.kind == .name || last.kind == .member, !last.hasCall else { return [] }
        return IdentifierNaming.actionWords(ofName: last.name)
    }

    /// Calls that only wrap the real work.
    static let wrapperCalls: Set<String> = [
        "withAnimation", "withTransaction", "async", "asyncAfter", "detached", "sleep", "run", "print", "debugPrint", "assert",
        "assertionFailure", "precondition", "impactOccurred", "notificationOccurred", "selectionChanged",
    ]

    /// The first call a closure makes (`viewModel.retry(message)` → retry, `isFavorite.toggle()` →
    /// toggle, favorite), else what its assignments do (`query = ""` → clear, query).
    func closureActionWords(_ closure: ClosureNode) -> [String] {
        for chain in closure.descendants(ofType: ChainNode.self) {
            guard let last = chain.links.last, last.hasCall, last.kind == .name || last.kind == .member,
                  last.name.first?.isLowercase == true, !IdentifierPlanner.wrapperCalls.contains(last.name) else { continue }
            if last.name == "toggle", chain.links.count >= 2 {
                let receiver = chain.links[chain.links.count - 2]
                return ["toggle"] + IdentifierNaming.stateWords(ofName: receiver.name)
            }
            if let words = IdentifierNaming.actionWords(ofName: last.name).nonEmpty { return words }
        }
        for expression in closure.descendants(ofType: ExpressionNode.self) where expression.children.count >= 2 {
            guard let target = expression.children.first as? ChainNode, let valueChain = expression.children.last as? ChainNode,
                  target.links.allSatisfy({ !$0.hasCall && ($0.kind == .name || $0.kind == .member) }),
                  let name = target.links.last?.name, tree.token(target.lastToken + 1, is: "=") else { continue }
            let value = tree.text(ofToken: valueChain.firstToken)
            if valueChain.links.count == 1, ["\"\"", "nil", "[]"].contains(value) || (value == "[" && tree.token(valueChain.lastToken, is: "]")) {
                return ["clear"] + IdentifierNaming.stateWords(ofName: name)
            }
            if valueChain.links.count == 1, value == "true" { return IdentifierNaming.stateWords(ofName: name) }
        }
        return []
    }

    /// The symbol or asset an image shows: `square.and.arrow.up` → share; `ic_close` → close.
    func imageWords(in node: SyntaxNode) -> [String]? {
        let chains = (node as? ChainNode).map { [$0] + $0.descendants(ofType: ChainNode.self) } ?? node.descendants(ofType: ChainNode.self)
        for chain in chains {
            guard let element = chain.elementLink else { continue }
            if element.name == "Label", let symbol = element.argument("systemImage").flatMap({ firstLiteral(in: $0) }) {
                return symbolWords(symbol).nonEmpty
            }
            switch context.imageSource(of: element) {
            case .symbol(let name)?:
                if let symbol = name ?? element.argument("systemName").flatMap({ firstLiteral(in: $0) }) { return symbolWords(symbol).nonEmpty }
            case .asset(let name?)?:
                return IdentifierNaming.assetWords(name).nonEmpty
            default:
                continue
            }
        }
        return nil
    }

    /// The first string literal in an argument: one branch of `isOn ? "heart.fill" : "heart"`.
    func firstLiteral(in argument: ArgumentNode) -> String? {
        guard let value = argument.value else { return nil }
        for index in value.firstToken...value.lastToken {
            if let literal = context.stringLiteralValue(ofToken: index) { return literal }
        }
        return nil
    }

    func symbolWords(_ symbol: String) -> [String] {
        IdentifierNaming.symbolWords(symbol, preferred: context.options.symbolLabels)
    }

    // MARK: - Identifiers

    /// The identifiers already used in each View (with its extensions in this file), as written in
    /// their literals.
    func existingIdentifiersByScope() -> [String: Set<String>] {
        var taken: [String: Set<String>] = [:]
        for chain in context.chains {
            for modifier in chain.modifiers {
                guard let argument = identifierArgument(modifier), let value = argument.value,
                      value.firstToken == value.lastToken, tree.tokens[value.firstToken].kind == .stringLiteral,
                      let scope = namingScope(of: chain) else { continue }
                taken[scope.name, default: []].insert(String(tree.text(ofToken: value.firstToken).dropFirst().dropLast()))
            }
        }
        return taken
    }

    /// One identifier per candidate, unique among themselves and the taken ones: colliding names
    /// first gain their member's name, then a number.
    func uniqueIdentifiers(for candidates: [Candidate], taken: Set<String>) -> [String] {
        func full(_ name: String, _ candidate: Candidate) -> String {
            candidate.itemSuffix.map { name + "_" + $0 } ?? name
        }
        let plain = candidates.map { full($0.name(withMember: false), $0) }
        var counts: [String: Int] = [:]
        for name in plain { counts[name, default: 0] += 1 }
        var used = taken
        var result: [String] = []
        for (index, candidate) in candidates.enumerated() {
            var name = candidate.name(withMember: false)
            let collides = counts[plain[index]]! > 1 || taken.contains(plain[index])
            if collides, !candidate.member.isEmpty { name = candidate.name(withMember: true) }
            var unique = full(name, candidate)
            var number = 2
            while used.contains(unique) {
                unique = full("\(name)_\(number)", candidate)
                number += 1
            }
            used.insert(unique)
            result.append(unique)
        }
        return result
    }

    func finding(for candidate: Candidate, identifier: String, rule: AccessibilityIdentifierRule) -> Finding? {
        let literal = "\"" + identifier + "\""
        guard var edits = context.modifierInsertion([context.accessibilityIdentifierModifier(literal)], into: candidate.chain, verifyMarker: false) else { return nil }
        if context.options.trackElements {
            guard let track = context.modifierInsertion([".trackElement(\(literal))"], into: candidate.chain, verifyMarker: false) else { return nil }
            edits += track.map { Edit(range: $0.range, replacement: $0.replacement, placement: .afterInsertions) }
        }
        let what = candidate.element.name
        let message = candidate.screenName.map { "\(what) is the top container of \($0) and has no accessibility identifier; add \(literal)" }
            ?? "\(what) has no accessibility identifier; add \(literal)"
        let offset = tree.tokens[candidate.element.nameToken ?? candidate.element.firstToken].start
        return rule.finding(message, at: offset, fix: Fix(safety: .safe, edits: edits, summary: "added .accessibilityIdentifier(\(literal))"))
    }

    // MARK: - Existing identifiers

    func identifierArgument(_ modifier: LinkNode) -> ArgumentNode? {
        if modifier.name == "accessibilityIdentifier" { return modifier.arguments.first }
        if modifier.name == "accessibility" { return modifier.argument("identifier") }
        return nil
    }

    /// Whether the chain sets an identifier: directly, in a postfix `#if` branch, or inside a
    /// modifier's closure (`.modify { $0.accessibilityIdentifier(…) }`).
    func hasIdentifier(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            identifierArgument(modifier) != nil || modifier.allClosures.contains { closure in
                closure.descendants(ofType: LinkNode.self).contains { identifierArgument($0) != nil }
            }
        }
    }

    /// With `--track`: elements that have an identifier but no `.trackElement` get one with the same argument.
    func trackElementFindings(rule: AccessibilityIdentifierRule) -> [Finding] {
        guard context.options.trackElements else { return [] }
        var findings: [Finding] = []
        for chain in context.chains where !chain.hasModifier("trackElement") {
            guard let element = chain.elementLink, namingScope(of: chain) != nil,
                  let argument = chain.modifiers.lazy.compactMap({ identifierArgument($0) }).first, let value = argument.value,
                  !(chain.modifiers.first { identifierArgument($0) != nil }?.isConditional ?? true),
                  let edits = context.modifierInsertion([".trackElement(\(value.text))"], into: chain, verifyMarker: false) else { continue }
            let offset = tree.tokens[element.nameToken ?? element.firstToken].start
            findings.append(rule.finding("\(element.name) has an accessibility identifier but no .trackElement; add .trackElement(\(value.text))",
                                         at: offset, fix: Fix(safety: .safe, edits: edits, summary: "added .trackElement(\(value.text))")))
        }
        return findings
    }
}

private extension LinkNode {
    var parentChain: ChainNode? { parent as? ChainNode }
}

private extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}
