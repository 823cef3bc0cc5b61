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
        - **category and context** come from the View's type name without `View`/`Screen`/`Scene`/`Modifier` (`TechniqueEditorView` → `technique_editor`, `SettingsView` → `settings`), after the category configured for the file's folder (`identifiers.categories`) when there is one. It is the View the element is in, not the file it sits in: `PostRow` declared in `FeedView.swift` is `post_row` (it shows on other screens too). Then, from the outside in: the presentation an element sits in (what its state presents: `.sheet(isPresented: $showsReleaseNotes)` → `release_notes`, `$isSettingsPresented` → `settings`; else the sheet's navigation title, else the screen it shows, `NavigationStack { ExportView() }` → `export`), the title of its `Section`, `DisclosureGroup` or `GroupBox` (`Section("Notifications")`, `Section(header: Text(…))`, `header: { SectionHeader(title: "Playback") }`, at most three words), and for menu items the menu's own name.
        - **modifier**, in this order: the visible title (`Button("Save")` → `save`; interpolations are left out, `"Mute @\\(handle)"` → `mute`; a literal wrapped for localization is that literal, `NSLocalizedString("Cancel", comment: …)` → `cancel`); the first text of the label content (`Text`, `Label`, or a custom view's literal `title:`; none when that first text is computed, as a later literal is usually a state such as `Text("Expired")`); a literal `.accessibilityLabel` (for a text field before its title, which is a placeholder: `TextField("johndoe", …).accessibilityLabel("Username")` → `username`); the pointer's `.help` text, without its articles (`.help("Create a new local draft.")` → `create_new_local_draft`); for value controls the state they are bound to, read as LabelInference reads it (`$viewModel.notificationsEnabled` → `notifications`, seed 004's `settings_notifications_toggle`; `$isShuffling` → `shuffling`; a Binding passed on, `settings.wakeOnMotion` → `wake_on_motion`; none for a binding a call makes, `$policy.isOn.coalesce(false)`); for NavigationLink the route case (`value: Route.settings` → `settings`; a value that is not a route case, `value: item`, names no screen) or the destination view (`NotificationsView()` → `notifications`, also through the `NavigationStack` it is wrapped in); for a title the code computes, the name of the string where it says one: a generated localization accessor (`L10n.save` → `save`, `L10n.Settings.Updates.CheckForUpdates.title` → `check_for_updates`, the end of a long name: `L10n.screenRoomlistMarkAsRead` → `roomlist_mark_as_read`) or a property named for its title (`item.cancelTitle` → `cancel`), also in a computed `.accessibilityLabel`; a localization key written as one CamelCase word is its words (`"IgnoredPasteboardTypesReset"` → `ignored_pasteboard_types_reset`); for `NavigationLink(unwrapping:case:)` the case (`\\.previews` → `previews`); for Button (and a tap gesture) what the action does (`Button(action: viewModel.compose)` → `compose`, `onDelete` → `delete`, the case sent to a store: `store.send(.closeButtonTapped)` → `close`, never `send`; the case handed to a router or handler: `router.route(to: .uploadSubtitle(item: item))` → `upload_subtitle`, `handleAction(.boost)` → `boost`; `UIPasteboard.general.string = …` → `copy`; `showsPicker.toggle()` → `show_picker`; `{ isFavorite.toggle() }` → `toggle_favorite`, `{ query = "" }` → `clear_query`, `{ isEditing = true }` → `editing`; a state that says only that something is on, `{ isPresented = true }`, by the View its `.sheet` presents, `SearchOptionsSheet` → `show_search_options`, else nothing; a Button that only opens a URL by what the URL's name says, `NSWorkspace.shared.open(homepageURL)` → `open_homepage`, else nothing (an `open` alone, also through the app's own opener, says how, not what); a store action that reports a change, `.timeScopeChanged(day)`, names nothing). Of a longer action, the first statement that reads as one, looking through `Task { … }`, `withAnimation { … }` and branches: a call before a state set on the way, and feedback and logging (`HapticManager.shared.fireHaptic(…)`, `print`) passed over. Plumbing names nothing (`append`, `send`, `perform`, `scrollTo`, setters such as `setAppIcon`): the element is named by what it shows instead; then the SF Symbol (SymbolVocabulary, the team's `symbolLabels` first: `square.and.arrow.up` → `share`; also a control's own `systemImage:`, `Button("", systemImage: "plus")` → `add`) or asset name (`ic_close` → `close`); a symbol outside both tables names nothing, as its name says what it draws, not what it is for (`number` on a hashtag). A control of a `ForEach` row that nothing above names (its text is the item's, `Text(lang.label)`) is named for what the rows are: `ForEach(currentAccount.sortedTags) { tag in … }` → `tag`. A text one `#if` clause shows (a Mac Catalyst label) does not name a control the other platforms label differently. Visible text gives at most five words; a localization key used as text gives its last part (`"settings.general.display"` → `display`, `"action.done"` → `done`), or the part before a last part that names only the kind of string (`"timeline.content-filter.title"` → `content_filter`); a web address names nothing (it says where a link goes and moves with the page); accents are stripped (`Café` → `cafe`), emoji and other scripts dropped, `Wi-Fi` → `wifi`, `What's` → `whats`. Words the screen name already has are not repeated at either end of the modifier (`PlayerView` + "Close player" → `player_close_button`), with the joining words they leave in front (`AreaMagicItemAddList` + `itemToAdd` → nothing), unless what is left would end on a joining word (`MacUpdatesView` + "Check For Updates" → `check_for_updates`); inside it they stay (`SessionsSection` + "Maximum sessions policy" → `sessions_section_maximum_sessions_policy_picker`); where the screen already says all of a key's last part, the part before names the element (`program.remove.blocklist` in `BlocklistView` → `remove`). A title that swaps two names (`hasSelectedAll ? L10n.deselectAll : L10n.selectAll`) names neither: the action does (`toggle_select_all`).
        - An element nothing of its own names gets no identifier: where it sits and what type it is say nothing of which element it is (`Button { } label: { ProgressView() }` would be `settings_button`). Its own words come from the sources above; a tappable custom view's type names it (`PlacePin`), unless the name says only what it draws (`ImageView`, whose tap names it instead: `show_country_details_sheet`), and an item's or a call's identity names one of a kind (`_\\(title)`). An element that is the same field or control as an unnamed one in another branch (`if isVisible { TextField(…, text: $password) } else { SecureField(…, text: isEditing ? $new : $password) }`) gets none either: it cannot be named in one branch only. A choice that means something only beside its group ("Any", "All", "None", "Default", "Other", "Custom", "Automatic", "System") is named with the menu or section around it, else the helper that builds it (`typeFilterView()` → `type_filter_any_toggle`), else not at all.
        - **element**: `button`, `link` (NavigationLink and Link), `menu`, `toggle`, `picker`, `date_picker`, `color_picker`, `slider`, `stepper`, `textfield`, `securefield`, `texteditor` (seed 004's spellings); ShareLink, EditButton and PasteButton are buttons. A tappable `HStack` is a `row` named by its first text, a tappable `VStack`/`ZStack` a `card`, a tappable custom view keeps its name (`PlacePin` → `place_pin`), other tappable views are buttons. A tap gesture on `ForEach` or `Group` goes to each view inside: no identifier (one would repeat on every row).
        - Words a part repeats from the end of the part before are written once (`map` + `map_controls` → `map_controls`, `close_button` + `button` → `close_button`). The seed's examples put the modifier before the element (`technique_editor_save_button`, `session_timer_start_button`); this rule does the same, so an identifier reads as a phrase.
        - Inside `ForEach(items) { item in … }`, `List(items) { item in … }` and `Map(annotationItems:) { item in … }` the identifier ends with `_\\(item.id)`; with `id: \\.name` it is `\\(item.name)`, with `id: \\.self` or a range `\\(item)`, for `enumerated()` with `id: \\.offset` the index and with `id: \\.element.id` the element's id; `ForEach($items) { $item in` uses `item` (and `{ item in` over bindings `item.wrappedValue`); with no parameter name `\\($0.id)`, only where `$0` is in scope (not inside a nested closure). An element built in a helper that the closure calls per item (`row(for: thread)` with `func row(for message: Thread)`, or a View of the same file built per item, `ThreadRow(thread: thread)`) takes the item's identity under the helper's own name: `_\\(message.id)`, `_\\(thread.id)`. When the item's identity cannot be told (`{ _, value in }` with `id: \\.offset`), or would change from one run to the next (`id: \\.hashValue`, seeded anew in each process; an `id` the item's type makes anew for every value, `let id = UUID()` or `var id: UUID = .init()` in any file of the project, or a SwiftData `@Model`'s, which is its store's persistent identifier; the `id`, or the object itself with `id: \\.self`, of a Core Data object a `@FetchRequest` brings, which is its address in this run; the index of a collection that can change, `ForEach(drafts.indices)` or `enumerated()` with `id: \\.offset` over a `@State` or view model array, as the index then names a position, not the item), the element gets no identifier: one without a suffix would repeat on every row. Indices of a constant range (`0..<3`), of a type's list (`Theme.allCases.indices`) or of a `let` property of the View stay with their items (not of a member of one: `store.favoriteReactions` is state that changes).
        - A helper that builds one control per call, and a component View the project draws several times at once (per item, side by side, or inside a View drawn so), name the control from what the call passes when nothing else tells the copies apart (a View shown once at a time needs nothing, least of all a translated title): a `String` parameter the control shows (`func areaRow(title: String)` with `Text(verbatim: title)` → `…_link_\\(title)`) or the name of what a stored property holds (`CategoryChip`'s `Label(category.title, …)` → `category_chip_button_\\(category.title)`; a name made for display, `family.shortName`, `filter.localizedName`, repeats and changes with the language, so its copies get no identifier), or the parameter's member its action hands on (`StatusActionButton`'s `handleAction(configuration.trigger)` → `status_action_button_\\(configuration.trigger)`: reply, boost, favourite and share get their own, never four `status_action_button`). The argument tells apart the controls one View builds, not the copies of a View drawn per row: a helper of `FollowButtons`, which every row of a followers list shows, builds controls that get no identifier, and so does a ViewModifier the project applies in several places (an error toast and a success toast may stack on one screen). A helper the View calls more than once whose call gives nothing to tell the copies apart (`infoViewButton(\"Log In\")` with a `LocalizedStringResource` title, which no identifier may interpolate: it would change with the language) builds controls that get no identifier, as does a component View the project draws more than once at a time, without an identity of its own: in a `ForEach` or `List` in any file, twice side by side in one View (not in exclusive `if`/`switch` branches or `#if` clauses), or inside a View drawn so (a poll inside a status row that a timeline draws per status); what a `.sheet`, `.popover`, `.navigationDestination`, `.contextMenu` or a `NavigationLink`'s destination shows is drawn one at a time, and test code draws nothing; a View built in several places gets no screen-container identifier (it is a component, not a screen). `id: \\.self` names an item only over plain values (strings, numbers, URLs, UUIDs, a literal array).
        - A component View named for its element is that element: `PlayButton`'s `Button(\"Play\")` is `play_button`, and `ShareButton`'s `Button(\"Copy link\")` is `share_copy_link_button`.
        - Unique within the View: existing identifiers count as taken; when two new ones collide, each first takes one more part of its localization key or accessor (`program.remove.blocklist` → `remove_blocklist`, `L10n.Climate.Humidity.decrease` → `humidity_decrease`), then the name of the computed property or function it is built in (`header`, `addresses`, without `View`/`Button`/`Section`), and one still colliding gets no identifier: a number (`decrease_button_2`) would keep it unique but say nothing of what it does, so the first in source order keeps the name and the others are left for a person to name.
        - Stable across branches: an element built once in each branch of an `if #available`, `if`/`else`, `switch` or `#if`/`#else` (also a postfix `#if` among its modifiers) under one name is one element shown one way or another, and gets the same identifier in each branch, never `_2`; a `SecureField` and a `TextField` for one value in two branches are one field; across `if #available` the same kind of element at the same place in each branch is one element whatever it shows (`Button(role: .close)` on iOS 26 and an xmark Button before are both `close_button`).
        - Unique across rows: an element with no identity of its own that is built per item gets no identifier, as one would repeat on every row: in a helper or View of the file that a `ForEach` calls without a usable identity (`{ _, link in linkView(link) }`), or in a row component, a View named for a row, cell or item (`SearchHistoryCell`, `SubscriptionButton`) that holds the model it shows (`let entry: HistoryEntry`, also `@Binding var conversation: Conversation`).
        - Screen containers: the outermost `ScrollView` (not horizontal), `List`, `Form` or `Table` of a View's `body`, looking through `NavigationStack`, `NavigationView`, `Group`, stacks and readers, gets `{screen}_view`, and so does the one that stands in for it in each other branch of an `if` or `switch` (the list of items and the list of the empty state). A scroll container is an accessibility element of its own; a `NavigationStack`, `NavigationView`, `NavigationSplitView` or `TabView` is not, and would hand the identifier to every element inside that has none (a sheet's text, toggles and toast would all answer to `…_view`), so a screen with no scroll container gets no screen identifier. These are the screen containers `a11yfix audit` and `nutrition` find screens by. The top container of a `.sheet`, `.fullScreenCover` or `.popover` gets `{screen}_{presentation}_view`. Nested lists and screens without such a container (a `ZStack` of controls) get nothing.
        - Data rows: an `HStack`/`VStack`/`ZStack` row of a `ForEach` inside a `List` or `Form` (or of `List(items)`) gets `{screen}_{item}_row_\\(item.id)` when it holds no controls (`position_list_row_\\(position.id)`). Custom-view rows (`PostRow(post:)`) and containers with controls inside are left alone: an identifier on a container that is not an accessibility element is handed to its children, which would blur the children's own identifiers. Custom controls (`PrimaryButton(title:)`) get theirs inside their own definition.
        - Not changed: elements that already have `.accessibilityIdentifier` (also inside a postfix `#if` branch or a modifier's closure) or the deprecated `.accessibility(identifier:)`, or whose property or function is given one, merged or hidden where the View uses it (`pinField.accessibilityIdentifier(…)`), or whose label the team gave one (`Button { … } label: { Label(…).accessibilityIdentifier(A11yIdentifiers.createRoom) }`); buttons of `.accessibilityActions { }`, also built in a property it shows (they become actions of the element, not elements); the view inside `.accessibilityRepresentation { … }` (it stands for the modified view, which is the element); views with `.hidden()`; hidden elements and elements inside a hidden, `.ignore` or `.combine` container (their identifiers never reach the accessibility tree); buttons of `.alert` and `.confirmationDialog`, also built in a property the alert shows (SwiftUI turns them into system alert actions), and of `.swipeActions` (they become the row's contextual actions, which carry no identifier); code outside View types (`#Preview`, `PreviewProvider`, `extension View` helpers, view models, UIKit); `.onTapGesture` that only ends editing (keyboard, focus); scroll views and navigation containers with `.onTapGesture`.
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
                    NavigationStack {
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
                        Button("Save") {}
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
            RuleExample("""
            struct IncidentList: View {
                let incidents: [Incident]
                @State private var showsExactTime = false

                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(incidents) { incident in
                            IncidentRow(incident: incident, showsExactTime: showsExactTime)
                        }
                        .onTapGesture { showsExactTime.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                var onReply: () -> Void

                var body: some View {
                    Text(message.body)
                        .accessibilityActions {
                            Button("Reply", action: onReply)
                            Button("Copy") { UIPasteboard.general.string = message.body }
                        }
                }
            }
            """),
            RuleExample("""
            struct DraftsView: View {
                @State private var drafts: [Draft] = []

                var body: some View {
                    VStack {
                        ForEach(drafts.indices, id: \\.self) { index in
                            Button("Open") { open(drafts[index]) }
                        }
                        ForEach(drafts, id: \\.hashValue) { draft in
                            Button("Send") { send(draft) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PINScreen: View {
                @State private var pin = ""
                @State private var isSecure = true

                var body: some View {
                    VStack {
                        pinField
                            .accessibilityIdentifier(A11yIdentifiers.pinScreen.field)
                        Button("") { submit() }
                            .keyboardShortcut(.defaultAction)
                            .hidden()
                    }
                    .confirmationDialog("Reset PIN?", isPresented: $isResetting) { resetActions }
                }

                @ViewBuilder
                private var pinField: some View {
                    if isSecure {
                        SecureField("PIN", text: $pin)
                    } else {
                        TextField("PIN", text: $pin)
                    }
                }

                @ViewBuilder
                private var resetActions: some View {
                    Button("Reset", role: .destructive) { reset() }
                }
            }
            """),
            RuleExample("""
            struct SearchHistoryCell: View {
                let entry: SearchHistoryEntry
                @EnvironmentObject var history: SearchHistoryModel

                var body: some View {
                    HStack {
                        Text(entry.query)
                        Button { history.remove(entry) } label: { Image(systemName: "xmark") }
                    }
                }
            }

            struct LinkList: View {
                let links: [LinkData]

                var body: some View {
                    VStack {
                        ForEach(Array(links.enumerated()), id: \\.offset) { _, link in
                            linkView(link)
                        }
                    }
                }

                func linkView(_ data: LinkData) -> some View {
                    Button("Open") { openURL(data.url) }
                }
            }
            """),
            RuleExample("""
            struct StatusRow: View {
                var body: some View {
                    Text("Status")
                        .accessibilityActions {
                            accessibilityActions
                        }
                }

                @ViewBuilder
                private var accessibilityActions: some View {
                    Button("Reply") { reply() }
                    Button("Boost") { boost() }
                }
            }
            """),
            RuleExample("""
            struct ConversationRow: View {
                @Binding var conversation: Conversation
                let onDelete: (Conversation) -> Void

                var body: some View {
                    Text(conversation.subject)
                        .swipeActions {
                            Button(role: .destructive) { onDelete(conversation) } label: { Label("Delete", systemImage: "trash") }
                        }
                }
            }

            struct SpaceMenu: View {
                var body: some View {
                    Menu {
                        Button { createRoom() } label: {
                            Label("Create room", systemImage: "plus")
                                .accessibilityIdentifier(A11yIdentifiers.spaceScreen.createRoom)
                        }
                    } label: {
                        Image(systemName: "ellipsis")
                            .accessibilityIdentifier(A11yIdentifiers.spaceScreen.more)
                    }
                }
            }
            """),
            RuleExample("""
            struct SyncStatusBar: View {
                @Binding var includesAll: Bool

                var body: some View {
                    HStack {
                        Button(action: {}) {
                            ProgressView()
                        }
                        Toggle("All", isOn: $includesAll)
                    }
                }
            }
            """),
            RuleExample("""
            struct BlockDomainSheet: View {
                @State private var domain = ""
                @State private var notifies = true

                var body: some View {
                    NavigationStack {
                        VStack(alignment: .leading) {
                            Text("Posts from this domain will be hidden.")
                            Toggle("Notify me", isOn: $notifies)
                                .accessibilityIdentifier("block_domain_notify_toggle")
                        }
                        .padding(16)
                        .navigationTitle("Block domain")
                    }
                }
            }
            """),
            RuleExample("""
            struct InboxView: View {
                let threads: [MailThread]

                var body: some View {
                    List(threads) { thread in
                        Text(thread.subject)
                            .accessibilityIdentifier("inbox_thread_\\(thread.id)")
                            .swipeActions {
                                Button("Archive") { archive(thread) }
                                Button(role: .destructive) { delete(thread) } label: { Label("Delete", systemImage: "trash") }
                            }
                    }
                    .accessibilityIdentifier("inbox_view")
                }

                private func archive(_ thread: MailThread) {}
                private func delete(_ thread: MailThread) {}
            }
            """),
        ],
        corrections: [
            // Rows of `enumerated()` are named for the element (`place`), not the index (`idx`); items
            // sorted on the way are named for the collection (`nearby`), not `sorted`; a plus that flips
            // the state of an alert is named by its glyph (add), not by the state (`show_new_place`).
            RuleCorrection("""
            struct SavedPlacesView: View {
                @ObservedObject var store: PlacesStore
                var body: some View {
                    List {
                        ForEach(Array(store.places.enumerated()), id: \\.element.id) { idx, place in
                            HStack {
                                Text(place.name)
                                Spacer()
                                if idx == 0 { Image(systemName: "star.fill") }
                            }
                            .contentShape(Rectangle())
                            .onTapGesture { store.select(place) }
                        }
                        Section("Nearby") {
                            ForEach(store.nearby.sorted { $0.distance < $1.distance }) { place in
                                NearbyPlaceCell(place: place)
                                    .onTapGesture { store.add(place) }
                            }
                        }
                    }
                    .toolbar {
                        Button {
                            print("asking for a new place")
                            store.showsNewPlaceAlert.toggle()
                        } label: {
                            Image(systemName: "plus")
                        }
                    }
                    .alert("New place", isPresented: $store.showsNewPlaceAlert) { TextField("Name", text: $store.draftName) }
                }
            }
            """, """
            struct SavedPlacesView: View {
                @ObservedObject var store: PlacesStore
                var body: some View {
                    List {
                        ForEach(Array(store.places.enumerated()), id: \\.element.id) { idx, place in
                            HStack {
                                Text(place.name)
                                Spacer()
                                if idx == 0 { Image(systemName: "star.fill") }
                            }
                            .accessibilityIdentifier("saved_places_place_row_\\(place.id)")
                            .contentShape(Rectangle())
                            .onTapGesture { store.select(place) }
                        }
                        Section("Nearby") {
                            ForEach(store.nearby.sorted { $0.distance < $1.distance }) { place in
                                NearbyPlaceCell(place: place)
                                    .accessibilityIdentifier("saved_places_nearby_place_cell_\\(place.id)")
                                    .onTapGesture { store.add(place) }
                            }
                        }
                    }
                    .accessibilityIdentifier("saved_places_view")
                    .toolbar {
                        Button {
                            print("asking for a new place")
                            store.showsNewPlaceAlert.toggle()
                        } label: {
                            Image(systemName: "plus")
                        }
                        .accessibilityIdentifier("saved_places_add_button")
                    }
                    .alert("New place", isPresented: $store.showsNewPlaceAlert) { TextField("Name", text: $store.draftName) }
                }
            }
            """),
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
                let link: String
                var body: some View {
                    Button("Copy link") { UIPasteboard.general.string = link }
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
                let link: String
                var body: some View {
                    Button("Copy link") { UIPasteboard.general.string = link }
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
                    }
                }

                private func open(_ draft: Draft) {}
            }
            """),
            RuleCorrection("""
            struct ComposeToolbar: View {
                let store: StoreOf<Compose>
                @State private var attachments: [Attachment] = []

                var body: some View {
                    HStack {
                        Button { store.send(.closeButtonTapped) } label: { Image(systemName: "xmark") }
                        Button("", systemImage: "plus") { attachments.append(Attachment()) }
                        Button {
                            HapticManager.shared.fireHaptic(.success)
                            store.send(.postButtonTapped)
                        } label: {
                            Image(systemName: "paperplane")
                        }
                    }
                }
            }
            """, """
            struct ComposeToolbar: View {
                let store: StoreOf<Compose>
                @State private var attachments: [Attachment] = []

                var body: some View {
                    HStack {
                        Button { store.send(.closeButtonTapped) } label: { Image(systemName: "xmark") }
                            .accessibilityIdentifier("compose_toolbar_close_button")
                        Button("", systemImage: "plus") { attachments.append(Attachment()) }
                            .accessibilityIdentifier("compose_toolbar_add_button")
                        Button {
                            HapticManager.shared.fireHaptic(.success)
                            store.send(.postButtonTapped)
                        } label: {
                            Image(systemName: "paperplane")
                        }
                        .accessibilityIdentifier("compose_toolbar_post_button")
                    }
                }
            }
            """),
            RuleCorrection("""
            struct EditServerView: View {
                var body: some View {
                    HStack {
                        if #available(iOS 26, *) {
                            Button(L10n.save, role: .confirm, action: save)
                        } else {
                            Button(L10n.save, action: save)
                                .buttonStyle(.borderedProminent)
                        }
                        #if os(iOS)
                        Button("Edit") { isEditing = true }
                        #else
                        Button("Edit") { isEditing = true }
                            .controlSize(.small)
                        #endif
                    }
                }
            }
            """, """
            struct EditServerView: View {
                var body: some View {
                    HStack {
                        if #available(iOS 26, *) {
                            Button(L10n.save, role: .confirm, action: save)
                                .accessibilityIdentifier("edit_server_save_button")
                        } else {
                            Button(L10n.save, action: save)
                                .buttonStyle(.borderedProminent)
                                .accessibilityIdentifier("edit_server_save_button")
                        }
                        #if os(iOS)
                        Button("Edit") { isEditing = true }
                            .accessibilityIdentifier("edit_server_edit_button")
                        #else
                        Button("Edit") { isEditing = true }
                            .controlSize(.small)
                            .accessibilityIdentifier("edit_server_edit_button")
                        #endif
                    }
                }
            }
            """),
            RuleCorrection("""
            struct StatusActionButton: View {
                let configuration: ActionConfiguration
                let handleAction: (StatusAction) -> Void

                var body: some View {
                    Button {
                        HapticManager.shared.fireHaptic(.buttonPress)
                        handleAction(configuration.trigger)
                    } label: {
                        configuration.image
                    }
                }
            }
            """, """
            struct StatusActionButton: View {
                let configuration: ActionConfiguration
                let handleAction: (StatusAction) -> Void

                var body: some View {
                    Button {
                        HapticManager.shared.fireHaptic(.buttonPress)
                        handleAction(configuration.trigger)
                    } label: {
                        configuration.image
                    }
                    .accessibilityIdentifier("status_action_button_\\(configuration.trigger)")
                }
            }
            """),
            RuleCorrection("""
            struct ClimateControlView: View {
                @ObservedObject var viewModel: ClimateViewModel

                var body: some View {
                    List {
                        Section {
                            Button { viewModel.adjustTemperature(by: -1) } label: { Image(systemSymbol: .minus) }
                                .accessibilityLabel(Text(verbatim: L10n.Climate.Temperature.decrease))
                            Button { viewModel.adjustHumidity(by: -1) } label: { Image(systemSymbol: .minus) }
                                .accessibilityLabel(Text(verbatim: L10n.Climate.Humidity.decrease))
                            Toggle(isOn: .init(get: { viewModel.isAuto }, set: viewModel.setAuto)) {
                                Text(L10n.Climate.AutoMode.title)
                            }
                        }
                    }
                }
            }
            """, """
            struct ClimateControlView: View {
                @ObservedObject var viewModel: ClimateViewModel

                var body: some View {
                    List {
                        Section {
                            Button { viewModel.adjustTemperature(by: -1) } label: { Image(systemSymbol: .minus) }
                                .accessibilityLabel(Text(verbatim: L10n.Climate.Temperature.decrease))
                                .accessibilityIdentifier("climate_control_temperature_decrease_button")
                            Button { viewModel.adjustHumidity(by: -1) } label: { Image(systemSymbol: .minus) }
                                .accessibilityLabel(Text(verbatim: L10n.Climate.Humidity.decrease))
                                .accessibilityIdentifier("climate_control_humidity_decrease_button")
                            Toggle(isOn: .init(get: { viewModel.isAuto }, set: viewModel.setAuto)) {
                                Text(L10n.Climate.AutoMode.title)
                            }
                            .accessibilityIdentifier("climate_control_auto_mode_toggle")
                        }
                    }
                    .accessibilityIdentifier("climate_control_view")
                }
            }
            """),
            RuleCorrection("""
            struct SubtitlesView: View {
                @State private var showsPicker = false
                let router: Router

                var body: some View {
                    HStack {
                        Button { router.route(to: .uploadSubtitle(item: item)) } label: { Image(systemName: "plus") }
                        Button { showsPicker.toggle() } label: { Image(systemName: "square.and.arrow.up") }
                        Button {
                            UIPasteboard.general.string = item.subtitleText()
                        } label: {
                            Text(Image(systemName: "doc.on.doc"))
                        }
                    }
                }
            }
            """, """
            struct SubtitlesView: View {
                @State private var showsPicker = false
                let router: Router

                var body: some View {
                    HStack {
                        Button { router.route(to: .uploadSubtitle(item: item)) } label: { Image(systemName: "plus") }
                            .accessibilityIdentifier("subtitles_upload_subtitle_button")
                        Button { showsPicker.toggle() } label: { Image(systemName: "square.and.arrow.up") }
                            .accessibilityIdentifier("subtitles_share_button")
                        Button {
                            UIPasteboard.general.string = item.subtitleText()
                        } label: {
                            Text(Image(systemName: "doc.on.doc"))
                        }
                        .accessibilityIdentifier("subtitles_copy_button")
                    }
                }
            }
            """),
            RuleCorrection("""
            struct AreaFilterView: View {
                var body: some View {
                    List {
                        areaRow(title: "All areas", filter: nil)
                        areaRow(title: "Kitchen", filter: "kitchen")
                    }
                }

                private func areaRow(title: String, filter: String?) -> some View {
                    NavigationLink {
                        EntityListView(areaFilter: filter)
                    } label: {
                        Text(verbatim: title)
                    }
                }
            }
            """, """
            struct AreaFilterView: View {
                var body: some View {
                    List {
                        areaRow(title: "All areas", filter: nil)
                        areaRow(title: "Kitchen", filter: "kitchen")
                    }
                    .accessibilityIdentifier("area_filter_view")
                }

                private func areaRow(title: String, filter: String?) -> some View {
                    NavigationLink {
                        EntityListView(areaFilter: filter)
                    } label: {
                        Text(verbatim: title)
                    }
                    .accessibilityIdentifier("area_filter_entity_list_link_\\(title)")
                }
            }
            """),
            RuleCorrection("""
            struct ProgramDetailView: View {
                let program: Program

                var body: some View {
                    Text(program.name)
                        .contextMenu {
                            if program.isBlocked {
                                Button("program.remove.blocklist") { program.unblock() }
                            } else {
                                Button("program.add.blocklist") { program.block() }
                            }
                        }
                }
            }
            """, """
            struct ProgramDetailView: View {
                let program: Program

                var body: some View {
                    Text(program.name)
                        .contextMenu {
                            if program.isBlocked {
                                Button("program.remove.blocklist") { program.unblock() }
                                    .accessibilityIdentifier("program_detail_context_menu_remove_blocklist_button")
                            } else {
                                Button("program.add.blocklist") { program.block() }
                                    .accessibilityIdentifier("program_detail_context_menu_add_blocklist_button")
                            }
                        }
                }
            }
            """),
            RuleCorrection("""
            struct CloseButton: View {
                let tapAction: () -> Void

                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button(role: .close) { tapAction() }
                    } else {
                        Button { tapAction() } label: { Image(systemName: "xmark.circle.fill") }
                    }
                }
            }
            """, """
            struct CloseButton: View {
                let tapAction: () -> Void

                var body: some View {
                    if #available(iOS 26.0, *) {
                        Button(role: .close) { tapAction() }
                            .accessibilityIdentifier("close_button")
                    } else {
                        Button { tapAction() } label: { Image(systemName: "xmark.circle.fill") }
                            .accessibilityIdentifier("close_button")
                    }
                }
            }
            """),
            RuleCorrection("""
            struct AddItemMenu: View {
                let isAssistSupported: Bool

                var body: some View {
                    Menu {
                        Button { select(.entity) } label: {
                            Text(L10n.MagicItem.ItemType.Entity.title)
                        }
                        Button { select(.assistPrompt) } label: {
                            Text(isAssistSupported ? L10n.MagicItem.ItemType.AssistPrompt.title : L10n.MagicItem.ItemType.AssistPrompt.Unsupported.title)
                        }
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            """, """
            struct AddItemMenu: View {
                let isAssistSupported: Bool

                var body: some View {
                    Menu {
                        Button { select(.entity) } label: {
                            Text(L10n.MagicItem.ItemType.Entity.title)
                        }
                        .accessibilityIdentifier("add_item_menu_add_entity_button")
                        Button { select(.assistPrompt) } label: {
                            Text(isAssistSupported ? L10n.MagicItem.ItemType.AssistPrompt.title : L10n.MagicItem.ItemType.AssistPrompt.Unsupported.title)
                        }
                        .accessibilityIdentifier("add_item_menu_add_assist_prompt_button")
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityIdentifier("add_item_menu")
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        IdentifierPlanner(context: context).findings(for: self)
    }
}
/// Finds what needs an identifier in one file and names it: the candidates of each View are named
/// together so their identifiers are unique within it. What an element is, shows and does, which
/// item a `ForEach` repeats it for and which views are screens are the Semantics layer's answers
/// (InteractiveElements, ElementContent, DataItems, Screens, ControlLabels); this planner turns
/// them into seed 004's words.
struct IdentifierPlanner {
    let context: RuleContext
    var tree: SyntaxTree { context.tree }

    init(context: RuleContext) {
        self.context = context
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
        /// The modifier with one more part of a localization key or accessor: used where two
        /// modifiers are alike (`remove_blocklist` and `add_blocklist` for `blocklist`).
        var detailedModifier: [String]
        var elementWords: [String]
        /// `\(item.id)` inside a ForEach, without the leading underscore.
        var itemSuffix: String?
        /// Nothing of the element's own names it: it gets no identifier, nor does the element it
        /// stands for in another branch.
        var isUnnamed = false

        func name(withMember: Bool, detailed: Bool = false) -> String {
            IdentifierNaming.join([screen] + (withMember ? [member] : []) + contexts + [detailed ? detailedModifier : modifier, elementWords])
        }

        /// The element word, with a secure and a plain text field for one value as one kind.
        var fieldKind: [String] { elementWords == ["securefield"] ? ["textfield"] : elementWords }

        /// The name an element shares with itself in another branch: a secure and a plain text field
        /// bound to one value (`if isSecure { SecureField … } else { TextField … }`) are one field.
        var sharedName: String {
            let name = IdentifierNaming.join([screen] + contexts + [detailedModifier, fieldKind])
            return itemSuffix.map { name + "_" + $0 } ?? name
        }
    }

    func findings(for rule: AccessibilityIdentifierRule) -> [Finding] {
        var findings: [Finding] = []
        var candidatesByScope: [String: [Candidate]] = [:]
        var scopeOrder: [String] = []
        let taken = existingIdentifiersByScope()
        let all = candidates()
        let unnamed = all.filter(\.isUnnamed)
        // `if isSecure { SecureField(title, text: isEditing ? $new : $old) } else { TextField(title, text: $password) }`:
        // one field, which cannot be named in one branch only.
        for candidate in all where !candidate.isUnnamed && !unnamed.contains(where: { isOtherBranch($0, of: candidate) }) {
            let key = candidate.scope.name
            if candidatesByScope[key] == nil { scopeOrder.append(key) }
            candidatesByScope[key, default: []].append(candidate)
        }
        for key in scopeOrder {
            let candidates = candidatesByScope[key]!.sorted { $0.element.range.lowerBound < $1.element.range.lowerBound }
            let identifiers = uniqueIdentifiers(for: candidates, taken: taken[key] ?? [])
            for (candidate, identifier) in zip(candidates, identifiers) {
                if let identifier, let finding = finding(for: candidate, identifier: identifier, rule: rule) { findings.append(finding) }
            }
        }
        findings.append(contentsOf: trackElementFindings(rule: rule))
        return findings
    }

    // MARK: - Candidates

    static let titledGroups: Set<String> = ["Section", "DisclosureGroup", "GroupBox"]

    func candidates() -> [Candidate] {
        var result = context.interactiveElements().compactMap { elementCandidate($0.chain, kind: $0.kind) }
        // A component the project builds in several places would give every screen that shows it the
        // same container identifier, named for the component, not the screen.
        for type in context.typeDeclarations where context.isView(type) && !context.isPreviewProvider(type) && !context.isSharedComponent(type) {
            result += screenContainers(of: type)
        }
        return result
    }

    /// A control, tappable view or row that needs an identifier, with the parts of its name.
    func elementCandidate(_ chain: ChainNode, kind: RuleContext.InteractiveKind) -> Candidate? {
        guard let element = chain.elementLink, let scope = namingScope(of: chain), !hasIdentifier(chain), !chain.hasModifier("trackElement"),
              // The buttons of `.accessibilityActions { … }` become actions of the element, not elements; the
              // view of `.accessibilityRepresentation { … }` is the element the modified view already is,
              // whose identifier is set outside it.
              // The buttons of `.swipeActions { … }` become the row's contextual actions, which carry no identifier.
              !context.isInsideModifier(chain, named: ["accessibilityActions", "accessibilityAction", "accessibilityRepresentation", "swipeActions"]),
              !chain.hasModifier("hidden"),
              !isGivenIdentifierWhereUsed(chain, in: scope), !labelHasIdentifier(element) else { return nil }
        var suffix: String?
        if let data = context.enclosingDataClosure(of: chain) {
            // Every row needs its own identifier: without an identity that stays with its item, none.
            guard context.hasStableItemIdentity(data, in: scope), let identity = context.itemIdentity(in: data) else { return nil }
            suffix = "\\(\(identity))"
        } else {
            if let identity = context.itemIdentity(of: chain, in: scope) {
                suffix = "\\(\(identity))"
            } else if let identity = perCallIdentity(chain, element: element, in: scope) {
                // A copy told apart only by a name made for display has no identity that stays.
                guard identity.isStable else { return nil }
                suffix = "\\(\(identity.expression))"
            }
            if suffix == nil, isBuiltPerItem(chain, in: scope) || isBuiltPerCall(chain, in: scope) { return nil }
        }
        if kind == .row, suffix == nil { return nil }
        var modifier: [String]
        var detailedModifier: [String]?
        let elementWords: [String]
        switch kind {
        case .control:
            modifier = controlModifier(chain, element: element)
            detailedModifier = controlModifier(chain, element: element, detailed: true)
            elementWords = (IdentifierNaming.elementWord(forControl: element.name) ?? "button").split(separator: "_").map(String.init)
        case .tappable:
            modifier = tappableModifier(chain, element: element)
            elementWords = IdentifierNaming.tappableElementWords(forType: element.name)
        case .row:
            modifier = (chain.parent?.parent as? ClosureNode).flatMap(context.itemName(of:)).map(IdentifierNaming.words(ofName:)) ?? []
            elementWords = ["row"]
        }
        // A row's control whose text is the item's own (`Text(lang.label)`) is named for what the rows are.
        if modifier.isEmpty, kind != .row, let data = context.enclosingDataClosure(of: chain) {
            modifier = itemNoun(of: data)
            detailedModifier = modifier
        }
        // The screen already says it: `player` + "Close player" → `player_close_button`. A word
        // inside the name stays: "Maximum sessions policy" in `SessionsSection` is not a maximum policy.
        var screen = screenWords(of: scope)
        var newWords = trimmingEnds(of: modifier, saidBy: screen)
        // `program.remove.blocklist` in `BlocklistItem`: the key's last part is the screen's, the one before says what.
        if newWords.isEmpty, kind != .row, let detailed = detailedModifier {
            let named = trimmingEnds(of: detailed, saidBy: screen)
            // `timeline.add.action.add` in `AddRemoteTimelineView`: `action` only groups the key. A part
            // before that the screen's words cut as well (`ConfigurationTransfer.Import` in
            // `ImportExportConfigurationView` → `transfer`) is the screen's namespace: the element keeps its word.
            let isWholePart = named.elementsEqual(detailed.dropLast(modifier.count))
            if isWholePart, !named.allSatisfy(IdentifierNaming.stringKindWords.union(["action", "actions"]).contains) { newWords = named }
        }
        if !newWords.isEmpty || kind == .row { modifier = newWords }
        if let detailed = detailedModifier, detailed != modifier {
            let newDetailed = trimmingEnds(of: detailed, saidBy: screen)
            detailedModifier = newDetailed.isEmpty ? detailed : newDetailed
        }
        // A component named for its element (`PlayButton`, `FavoriteToggle`) is that element:
        // `play_button`, not `play_button_play_button`; `favorite_toggle_button` for its Button
        // that toggles the favorite, not `favorite_button_toggle_button`.
        // `SendFeedbackButton` holding a Link: the type's element word is not the element's.
        if kind == .control, screen.count > 1, let last = screen.last, let element = elementWords.last,
           [last, element].sorted() == ["button", "link"] {
            screen.removeLast()
        }
        let isNamedForElement = kind != .row && screen.count > elementWords.count && screen.suffix(elementWords.count).elementsEqual(elementWords)
        if isNamedForElement {
            if newWords.isEmpty { modifier = [] } else { screen.removeLast(elementWords.count) }
        }
        // Nothing of the element's own names it: where it sits and what type it is (`comment_settings_link`,
        // `debug_button`) do not tell a test which element it is. A custom view's own type names it
        // (`PopoverSearchSubredditRow`), and an item's or a call's identity names one of a kind (`\(title)`).
        var isUnnamed = kind != .row && modifier.isEmpty && !isNamedForElement && suffix == nil
            && (kind == .control || RuleContext.builtInViews.contains(element.name) || IdentifierNaming.isGenericViewName(element.name))
        let member = memberWords(of: chain, in: scope)
        let contexts = contexts(of: chain, in: scope)
        // A choice among others ("Any", "All", "None") is named by the group it belongs to: the
        // menu or section around it, else the helper that builds it (`typeFilterView()`).
        if kind != .row, !modifier.isEmpty, modifier.allSatisfy(IdentifierNaming.optionWords.contains), contexts.allSatisfy(\.isEmpty) {
            if member.isEmpty { isUnnamed = true }
            modifier = Set(modifier).isSubset(of: member) ? member : member + modifier
            detailedModifier = modifier
        }
        return Candidate(chain: chain, element: element, screenName: nil, scope: scope, screen: screen,
                         member: member, contexts: contexts,
                         modifier: modifier, detailedModifier: detailedModifier ?? modifier, elementWords: elementWords, itemSuffix: suffix,
                         isUnnamed: isUnnamed)
    }

    /// Whether `unnamed` is the element `named` is in another branch: the same kind of element (a
    /// secure and a plain text field are one) in an exclusive branch.
    func isOtherBranch(_ unnamed: Candidate, of named: Candidate) -> Bool {
        unnamed.fieldKind == named.fieldKind && context.exclusiveBranches(unnamed.element, named.element) != nil
    }

    /// `words` without the screen's words at either end, nor the joining words they leave in front:
    /// `Close player` in a player → close; `player to share` → share. Other joining words stay:
    /// "On-device locale", "Sign in".
    func trimmingEnds(of words: [String], saidBy screen: [String]) -> [String] {
        var kept = words[...]
        while let first = kept.first, screen.contains(first) || kept.count < words.count && IdentifierNaming.functionWords.contains(first) { kept.removeFirst() }
        let head = kept
        while let last = kept.last, screen.contains(last) { kept.removeLast() }
        // "Check for updates" in `MacUpdatesView` stays whole: `check_for` would end on a joining word.
        if let last = kept.last, kept.count < head.count, IdentifierNaming.functionWords.contains(last) { return Array(head) }
        return Array(kept)
    }

    // MARK: - Screens

    /// The top container of a View's body, and of each sheet it presents. A NavigationSplitView is
    /// left: what is set on it would reach each of its columns.
    func screenContainers(of type: TypeDeclNode) -> [Candidate] {
        let screen = screenWords(of: type)
        var result: [Candidate] = []
        for chain in context.screenContainers(among: context.bodyViewChains(of: type)) {
            result.append(screenCandidate(chain, scope: type, screen: screen, presentation: nil))
        }
        guard let body = type.properties.first(where: { $0.name == "body" && $0.isComputed })?.body else { return result }
        for chain in body.descendants(ofType: ChainNode.self) {
            for modifier in chain.modifiers where RuleContext.modalPresentations.contains(modifier.name) {
                guard let closure = context.presentedContent(of: modifier),
                      let container = context.screenContainer(among: context.contentChains(of: closure)) else { continue }
                result.append(screenCandidate(container, scope: type, screen: screen, presentation: (modifier, presentationWords(modifier, closure: closure))))
            }
        }
        return result.filter { !RuleContext.navigationContainers.contains($0.element.name) && !hasIdentifier($0.chain) && !context.isAccessibilityHidden($0.chain) }
    }

    func screenCandidate(_ chain: ChainNode, scope: TypeDeclNode, screen: [String], presentation: (modifier: LinkNode, words: [String])?) -> Candidate {
        Candidate(chain: chain, element: chain.elementLink!, screenName: presentation.map { "a .\($0.modifier.name) of \(scope.name)" } ?? scope.name,
                  scope: scope, screen: screen, member: [], contexts: [presentation?.words ?? []], modifier: [], detailedModifier: [],
                  elementWords: ["view"], itemSuffix: nil)
    }

    // MARK: - Where an element is

    /// The View whose identifiers an element's identifier must differ from: the innermost type that
    /// is a View or ViewModifier, or an extension of a named type building views. Previews and
    /// `extension View` helpers (used on many screens) have none.
    func namingScope(of node: SyntaxNode) -> TypeDeclNode? {
        guard let type = context.enclosingType(of: node), !context.isPreviewProvider(type) else { return nil }
        if context.isView(type) || type.inheritedTypes.contains("ViewModifier") { return type }
        guard type.keyword == "extension", type.name != "View", type.name != "SwiftUI.View",
              let member = context.member(containing: node, in: type) else { return nil }
        return RuleContext.declaresView(member) ? type : nil
    }


    /// The name of the member an element is built in, unless it is `body`: `transportControls` →
    /// transport, controls; `makeHeader()` → header.
    func memberWords(of node: SyntaxNode, in scope: TypeDeclNode) -> [String] {
        guard let member = context.member(containing: node, in: scope) else { return [] }
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
    /// (`identifiers.categories`), then the name of the View the element is in (not of its file: a
    /// row declared in a screen's file is shown on other screens too).
    func screenWords(of scope: TypeDeclNode) -> [String] {
        let typeName = scope.name.split(separator: ".").last.map(String.init) ?? scope.name
        var words = IdentifierNaming.screenWords(ofTypeName: typeName)
        // A nested View whose own name says little (`SelectUserView.Toolbar`) is named with the View around it.
        if let outer = DeclaredType.namespace(of: scope).last?.split(separator: ".").last, ScreenMap.nameSaysLittle(typeName) {
            words = IdentifierNaming.screenWords(ofTypeName: String(outer)) + words
        }
        guard let category = context.options.identifierCategory else { return words }
        return IdentifierNaming.join([IdentifierNaming.words(ofText: category, limit: .max), words]).split(separator: "_").map(String.init)
    }

    /// Whether the property or function an element is built in is given an identifier where the View
    /// uses it (`textField.accessibilityIdentifier(…)`), or is merged or hidden there, or made the
    /// actions of an alert: the team named it there, or no identifier inside would reach the
    /// accessibility tree.
    func isGivenIdentifierWhereUsed(_ chain: ChainNode, in scope: TypeDeclNode) -> Bool {
        let name: String
        switch context.member(containing: chain, in: scope) {
        case let property as VariableDeclNode where property.name != "body": name = property.name
        case let function as FunctionDeclNode where function.keyword == "func": name = function.name
        default: return false
        }
        return context.chains.contains { use in
            let links = use.links.first?.name == "self" ? Array(use.links.dropFirst()) : use.links
            return links.first?.name == name && use.firstToken > scope.firstToken && use.lastToken < scope.lastToken
                && !use.isDescendant(of: chain)
                && (links.dropFirst().contains { identifierArgument($0) != nil || ["accessibilityElement", "accessibilityHidden"].contains($0.name) }
                    || context.isInsideModifier(use, named: RuleContext.systemAlerts.union(["accessibilityActions", "accessibilityAction"])))
        }
    }

    /// Whether the team put an identifier on a control's label (`Button { … } label: { Label(…)
    /// .accessibilityIdentifier(A11yIdentifiers.createRoom) }`): the control is named there.
    func labelHasIdentifier(_ element: LinkNode) -> Bool {
        let label: SyntaxNode
        switch context.controlLabelSource(of: element) {
        case let .content(closure): label = closure
        case let .view(view): label = view
        case .title, .other: return false
        }
        return label.descendants(ofType: ChainNode.self).contains { $0.modifiers.contains { identifierArgument($0) != nil } }
    }

    /// Whether an element with no identity of its own is built once per item of some data: in a
    /// helper or View of this file that a `ForEach` calls (`{ _, link in linkView(link) }`), in a View
    /// the project draws more than once at a time (in any file, through the Views that hold it), or in a
    /// row component, a View named for a row, cell or item or a part of one (`SearchHistoryCell`,
    /// `SubscriptionButton`, `StatusRowContentView`) that holds the model it shows (`let entry: HistoryEntry`). One identifier would repeat on every row.
    func isBuiltPerItem(_ chain: ChainNode, in scope: TypeDeclNode) -> Bool {
        let callee: String
        switch context.member(containing: chain, in: scope) {
        case let function as FunctionDeclNode where function.keyword == "func": callee = function.name
        default: callee = scope.name
        }
        if context.elements(named: [callee]).contains(where: { context.enclosingDataClosure(of: $0) != nil }) { return true }
        if scope.keyword == "struct", context.isDrawnRepeatedly(scope) { return true }
        // A ViewModifier the project applies in several places (`.errorToast`, `.warningToast`) may
        // stack on one screen, where one fixed identifier would name every copy.
        if scope.inheritedTypes.contains("ViewModifier"), context.isSharedComponent(scope) { return true }
        // A View named for a row, cell or item, or for a part of one (`StatusRowContentView`,
        // `StatusRowTranslateView`: the parts a row component is built from).
        let words = IdentifierNaming.screenWords(ofTypeName: scope.name)
        guard scope.keyword == "struct", let last = words.last,
              IdentifierNaming.elementNouns.union(["entry", "link"]).contains(last) || words.dropLast().contains(where: { ["row", "cell"].contains($0) })
        else { return false }
        let plainTypes: Set<String> = ["String", "Bool", "Int", "Double", "CGFloat", "Float", "Color", "Font", "Image", "Text", "LocalizedStringKey", "AnyView"]
        return scope.properties.contains { property in
            // The model it shows, also bound or observed (`@Binding var conversation: Conversation`).
            guard property.isStored, property.attributes.allSatisfy({ ["@Binding", "@ObservedObject", "@Bindable"].contains($0.text) }),
                  property.initializer == nil, !property.modifiers.contains("static"),
                  let type = property.typeAnnotation?.filter({ !$0.isWhitespace }), type.isCapitalizedName else { return false }
            return !type.contains("->") && !type.hasPrefix("Binding") && !plainTypes.contains(type.trimmingCharacters(in: ["?"]))
        }
    }

    /// Whether the control is built by a helper function the View calls in more than one place
    /// (`infoViewButton("Log In")`, `infoViewButton("Sign Up")`): with nothing from the call to tell
    /// the copies apart, one identifier would name them all.
    func isBuiltPerCall(_ chain: ChainNode, in scope: TypeDeclNode) -> Bool {
        guard let function = context.member(containing: chain, in: scope) as? FunctionDeclNode, function.keyword == "func" else { return false }
        return context.elements(named: [function.name]).filter { $0.firstToken > scope.firstToken && $0.lastToken < scope.lastToken }.count > 1
    }

    /// What tells apart the controls a helper builds, one per call, when no item identity does: a
    /// `String` parameter the control shows (`func areaRow(title: String)` with `Text(title)` →
    /// `title`) or the name of what a parameter holds (`Label(category.title, …)` →
    /// `category.title`), or the parameter's member its action hands on (`handleAction(configuration.trigger)`
    /// → `configuration.trigger`). A component View's stored properties are its parameters. Nil
    /// when the control's own text or label already names it.
    func perCallIdentity(_ chain: ChainNode, element: LinkNode, in scope: TypeDeclNode) -> (expression: String, isStable: Bool)? {
        guard context.enclosingDataClosure(of: chain) == nil, context.literalAccessibilityLabel(of: chain) == nil else { return nil }
        let shown = context.shownTitle(of: element)
        guard shown?.literal == nil else { return nil }
        let parameters: [(name: String, type: String)]
        switch context.member(containing: chain, in: scope) {
        case let function as FunctionDeclNode where function.keyword == "func":
            // The call's argument tells apart the copies one View builds, not those of a View drawn per row.
            if scope.keyword == "struct", context.isDrawnRepeatedly(scope) { return nil }
            let declaration = context.file.text(tree.tokens[function.firstToken].start..<tree.tokens[function.body?.firstToken ?? function.lastToken].end)
            parameters = context.parameterNames(of: function).map { ($0.name, parameterType($0.name, in: declaration)) }
        case let property as VariableDeclNode where scope.keyword == "struct" && property.name == "body":
            // A View the app shows once at a time needs nothing to tell its copies apart.
            if context.project != nil, !context.isDrawnRepeatedly(scope) { return nil }
            parameters = scope.properties.filter { $0.isStored && $0.isLet && $0.attributes.isEmpty && !$0.modifiers.contains("static") }
                .map { ($0.name, $0.typeAnnotation ?? "") }
        default:
            return nil
        }
        if let title = shown?.expression.singleChain, title.range == shown?.expression.range, title.links[0].kind == .name,
           title.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
           let parameter = parameters.first(where: { $0.name == title.links[0].name }) {
            // `title: String`, or the name of what a parameter holds: `category.title`, `server.name`.
            // An optional would be interpolated as `Optional("…")`, or `nil`, and Swift warns about it.
            let isString = parameter.type.filter { !$0.isWhitespace } == "String"
            let nameWords = IdentifierNaming.words(ofName: title.links.last!.name)
            let names = nameWords.contains { ["title", "name", "id", "identifier"].contains($0) }
            // `family.shortName`, `filter.localizedName`: a form made for display, which repeats and changes with the language.
            let isStable = title.links.count == 1 || !nameWords.contains(where: IdentifierNaming.titleQualifiers.contains)
            if title.links.count == 1 ? isString : names { return (title.links.map(\.name).joined(separator: "."), isStable) }
        }
        guard element.name == "Button", let action = context.actionClosure(of: element),
              let call = context.actionStatements(in: action).first(where: { !context.isFeedbackOrLogging($0) })?.singleChain?.links.last, call.hasCall, call.arguments.count == 1,
              let argument = call.arguments.first?.value?.singleChain, argument.range == call.arguments.first?.value?.range, argument.links.count > 1,
              argument.links.allSatisfy({ ($0.kind == .name || $0.kind == .member) && !$0.hasCall }),
              parameters.contains(where: { $0.name == argument.links[0].name }) else { return nil }
        return (argument.links.map(\.name).joined(separator: "."), true)
    }

    /// What the items of a `ForEach` or `List` are, in one word: `currentAccount.sortedTags` → tag,
    /// `viewModel.suggestedLanguages.compactMap(Language.init(id:))` → language, `Theme.allCases` →
    /// theme; else the closure's name for the item (`{ server in`). Empty when neither says.
    func itemNoun(of data: RuleContext.DataClosure) -> [String] {
        let generic: Set<String> = ["item", "element", "data", "row", "value", "result", "entry", "object", "model", "case", "index", "indice", "offset"]
        let collection = (data.owner.argument("annotationItems") ?? data.owner.unlabeledArguments.first)?.value?.singleChain
        // `searchResults.sorted { … }`: what the items are is the collection's name, not how it is ordered.
        let names = collection?.links.filter { ($0.kind == .name || $0.kind == .member) && !$0.hasCall && !$0.hasTrailingClosures }.map(\.name) ?? []
        var candidates: [String] = []
        if let last = names.last {
            candidates.append(last == "allCases" && names.count > 1 ? names[names.count - 2] : last)
        }
        candidates += context.itemName(of: data.closure).map { [$0] } ?? []
        for name in candidates {
            guard let word = IdentifierNaming.words(ofName: name).last.map(IdentifierNaming.singular), word.count > 1, !generic.contains(word) else { continue }
            return [word]
        }
        return []
    }

    /// The type written for a parameter in a function's declaration: `title: String` → String.
    private func parameterType(_ name: String, in declaration: String) -> String {
        for part in declaration.split(whereSeparator: { $0 == "," || $0 == "(" || $0 == ")" }) {
            let sides = part.split(separator: ":", maxSplits: 1)
            guard sides.count == 2, sides[0].split(separator: " ").last.map(String.init) == name else { continue }
            return String(sides[1].split(separator: "=").first ?? "").filter { !$0.isWhitespace }
        }
        return ""
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
            } else if RuleContext.modalPresentations.contains(link.name), let closure = context.presentedContent(of: link) {
                result.append(presentationWords(link, closure: closure))
            } else if link.name == "contextMenu" {
                result.append(["context", "menu"])
            }
        }
        return result.reversed()
    }

    /// A presented screen's name: what its state presents (`$showsReleaseNotes` → release, notes;
    /// `.sheet(item: $selectedPost)` → post), else its navigation title, else the screen it shows
    /// (`NavigationStack { SettingsView() }` → settings), else the modifier (`sheet`).
    func presentationWords(_ modifier: LinkNode, closure: ClosureNode) -> [String] {
        if let binding = (modifier.argument("isPresented") ?? modifier.argument("item"))?.value?.singleChain?.links.last,
           binding.kind == .name || binding.kind == .member {
            let name = binding.name.hasPrefix("$") ? String(binding.name.dropFirst()) : binding.name
            if let object = RuleContext.presentationObject(ofState: name) { return IdentifierNaming.words(ofText: object) }
            var words = IdentifierNaming.stateWords(ofName: name)
            if words.count > 1, let first = words.first, ["show", "present", "selected"].contains(first) { words.removeFirst() }
            if !words.isEmpty, words != ["presented"] { return words }
        }
        for inner in closure.descendants(ofType: ChainNode.self) {
            if let title = inner.modifier(named: "navigationTitle"), let value = title.arguments.first.flatMap({ context.stringLiteralValue($0.value) }) {
                return IdentifierNaming.words(ofText: value, limit: 3)
            }
        }
        if let screen = context.shownScreen(in: closure) { return IdentifierNaming.screenWords(ofTypeName: screen) }
        return IdentifierNaming.words(ofName: modifier.name)
    }

    /// `Section("Title")`, `Section(header: Text("Title"))`, `Section { … } header: { Header(title: "Title") }`.
    func groupTitle(_ link: LinkNode) -> String? {
        if let title = link.unlabeledArguments.first?.value, let text = firstWrittenText(in: title) { return text }
        for label in ["header", "label"] {
            if let header = link.closure(labeled: label) ?? link.argument(label)?.value, let text = firstWrittenText(in: header) { return text }
        }
        return nil
    }

    func isInLabel(_ node: SyntaxNode, of link: LinkNode) -> Bool {
        guard let label = link.closure(labeled: "label") else { return false }
        return node.isDescendant(of: label)
    }

    // MARK: - Modifier words

    static let valueControls: Set<String> = ["Toggle", "Picker", "DatePicker", "MultiDatePicker", "ColorPicker", "Slider", "Stepper", "TextField", "SecureField", "TextEditor"]

    /// What a control is for, from the most to the least direct evidence.
    func controlModifier(_ chain: ChainNode, element: LinkNode, detailed: Bool = false) -> [String] {
        let title: RuleContext.ShownText?
        let label: SyntaxNode?
        switch context.controlLabelSource(of: element) {
        case .title: (title, label) = (element.arguments.first?.value.flatMap(context.shownText), nil)
        case let .content(closure): (title, label) = (nil, closure)
        case let .view(view): (title, label) = (nil, view)
        case .other: (title, label) = (nil, nil)
        }
        var sources: [() -> [String]] = [
            { title?.literal.map { IdentifierNaming.words(ofText: $0, detailed: detailed) } ?? [] },
            { label.flatMap { firstWrittenText(in: $0) }.map { IdentifierNaming.words(ofText: $0, detailed: detailed) } ?? [] },
            { context.literalAccessibilityLabel(of: chain).map { IdentifierNaming.words(ofText: $0, detailed: detailed) } ?? [] },
        ]
        // A text field's title is its placeholder (`TextField("johndoe", text: $name)`); its label names it.
        if ["TextField", "SecureField"].contains(element.name) { sources.swapAt(0, 2) }
        // What the team wrote for the pointer (`.help("Create a new local draft")`) names an icon-only control.
        sources.append {
            guard let help = chain.modifier(named: "help")?.arguments.first?.value.flatMap(context.stringLiteralValue) else { return [] }
            return IdentifierNaming.words(ofText: help, limit: IdentifierNaming.maximumTextWords + 1).filter { !["a", "an", "the"].contains($0) }
        }
        if IdentifierPlanner.valueControls.contains(element.name) {
            sources.append { context.bindingName(context.boundValue(of: element)).map(IdentifierNaming.stateWords(ofName:)) ?? [] }
        }
        sources.append { title?.writtenText.map { IdentifierNaming.words(ofText: $0) } ?? [] }
        // A title the code computes still says what it is where it is named for it: `L10n.save`,
        // `L10n.Settings.Updates.CheckForUpdates.title`, `item.cancelTitle`.
        sources.append {
            let shown = title ?? label.flatMap(context.firstSteadyText(in:))
            return shown.map { IdentifierNaming.words(ofComputedText: $0.expression.text, detailed: detailed) } ?? []
        }
        sources.append { computedAccessibilityLabel(of: chain).map { IdentifierNaming.words(ofComputedText: $0, detailed: detailed) } ?? [] }
        if element.name == "NavigationLink" {
            // `NavigationLink(unwrapping: $store.route, case: \.previews)`: the route case it shows.
            sources.append { element.argument("case")?.value.flatMap { RuleContext.keyPathComponents($0.text).last }.map(IdentifierNaming.words(ofName:)) ?? [] }
            sources.append {
                switch context.navigationTarget(of: element) {
                case let .view(name)?: return IdentifierNaming.screenWords(ofTypeName: name)
                case let .route(name)?: return IdentifierNaming.words(ofName: name)
                case nil: return []
                }
            }
        }
        if element.name == "Button" {
            // An icon-only button that opens a sheet or an alert is named by the label a11yfix gives it
            // (its glyph and what it opens, weighed together), or by a glyph that names an action (a plus
            // flipping `vm.showTextAlert`: add), not by the state that opens it (`show_text`).
            let leading = context.leadingAction(of: element)
            let action = actionWords(leading, near: element)
            if let closure = label as? ClosureNode, let images = context.iconOnlyImages(in: closure) {
                switch leading {
                case .presents?:
                    if let inferred = context.inferredLabel(forControl: element, images: images), let text = StringLiteral.value(of: inferred.expression) {
                        sources.append { IdentifierNaming.words(ofText: text, detailed: detailed) }
                    }
                case let .toggles(state)? where RuleContext.presentationObject(ofState: lastComponent(state)) != nil:
                    if let glyph = imageWords(in: closure), RuleContext.actionGlyphLabels.contains(StringLiteral.literal(glyph.joined(separator: " ").capitalized)) {
                        sources.append { glyph }
                    }
                default:
                    break
                }
            }
            sources.append { action }
        }
        sources.append { imageWords(in: chain) ?? [] }
        sources.append {
            switch element.name {
            case "ShareLink": return ["share"]
            case "EditButton": return ["edit"]
            case "PasteButton": return ["paste"]
            default: return []
            }
        }
        // What the element shows literally names it. A name read from code that says nothing the
        // screen's name does not, or only how a text is shown (`L10n.bannerSecondaryButtonTitle` in
        // `RecoveryKeyBanner`), leaves the name to the next source.
        let screen = namingScope(of: chain).map(screenWords(of:)) ?? []
        var fallback: [String] = []
        for (index, source) in sources.enumerated() {
            let words = source()
            let news = words.filter { !screen.contains($0) }
            // The action agrees with a title the screen's name also says (`startImport` under "Import" in
            // `ImportExportConfigurationView`): the title is the element's word after all.
            if !fallback.isEmpty, !words.isEmpty, Set(fallback).isSubset(of: words) { return fallback }
            if !words.isEmpty, index < 3 || !news.isEmpty && !news.allSatisfy(IdentifierNaming.titleQualifiers.contains) { return words }
            if fallback.isEmpty { fallback = words }
        }
        return fallback
    }

    /// The text of an `.accessibilityLabel` the code computes: `L10n.Climate.decrease` (also in
    /// `Text(verbatim: …)`).
    func computedAccessibilityLabel(of chain: ChainNode) -> String? {
        guard let value = chain.modifier(named: "accessibilityLabel")?.arguments.first?.value, context.stringLiteralValue(value) == nil else { return nil }
        if let text = value.singleChain?.elementLink, text.name == "Text", let inner = text.arguments.first?.value { return inner.text }
        return value.text
    }

    /// A tappable view's purpose: its text, a custom view's title, an image, then its tap action.
    func tappableModifier(_ chain: ChainNode, element: LinkNode) -> [String] {
        if RuleContext.stacks.contains(element.name) {
            return element.allClosures.lazy.compactMap { textWords(in: $0) }.first ?? []
        }
        let tapWords = {
            guard let gesture = chain.modifier(named: "onTapGesture"), let closure = gesture.closure(labeled: nil) ?? gesture.closure(labeled: "perform") else { return [String]() }
            return actionWords(context.leadingAction(in: closure), near: element)
        }
        if !RuleContext.builtInViews.contains(element.name) {
            if let title = context.customViewTitle(element) { return IdentifierNaming.words(ofText: title) }
            // `ImageView(imageURL:)` says what it draws, not what it is for: its tap does.
            return IdentifierNaming.isGenericViewName(element.name) ? tapWords() : []
        }
        if let words = textWords(in: chain), !words.isEmpty { return words }
        if let label = context.literalAccessibilityLabel(of: chain) { return IdentifierNaming.words(ofText: label) }
        if let words = tapWords().nonEmpty { return words }
        return imageWords(in: chain) ?? []
    }

    /// The first text a view shows as its code writes it (a custom view's literal title counts), with
    /// interpolations left out. None when the first text is computed (`Text(item.title)`): a later
    /// literal is usually a state (`Text("Expired")`), not the view's name.
    func firstWrittenText(in node: SyntaxNode) -> String? {
        if let expression = node as? ExpressionNode, let text = context.shownText(expression), text.value != .computed { return text.writtenText }
        for item in context.shownItems(in: node) {
            switch item {
            case let .text(text):
                // A text one branch shows (`if isAll { Text("All") } else { Text(type.label) }`) is not the view's name.
                if isInBranch(text.expression, within: node), context.shownTexts(in: node).count > 1 { return nil }
                return text.writtenText
            case let .view(_, title?) where !IdentifierNaming.words(ofText: title).isEmpty:
                return title
            case .view, .image:
                continue
            }
        }
        return nil
    }

    func isInBranch(_ node: SyntaxNode, within container: SyntaxNode) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor !== container {
            if let statement = ancestor as? StatementNode, statement.keyword == "if" || statement.keyword == "switch" { return true }
            // `#if targetEnvironment(macCatalyst)` shows one platform's text: the others read another.
            if ancestor is PoundIfClauseNode { return true }
            current = ancestor.parent
        }
        return false
    }

    func textWords(in node: SyntaxNode) -> [String]? {
        firstWrittenText(in: node).flatMap { IdentifierNaming.words(ofText: $0).nonEmpty }
    }

    /// The words of what a control's action does: the function it calls (`viewModel.compose` →
    /// compose, `onDelete` → delete), the case it sends to a store (`.closeButtonTapped` → close),
    /// the state it presents (`showSettings = true` → show, settings), flips (`isFavorite.toggle()`
    /// → toggle, favorite), clears (`query = ""` → clear, query) or turns on (`isEditing = true` →
    /// editing); `dismiss()` → dismiss.
    /// Plumbing (`append`, `send`, `perform` …) says nothing.
    func actionWords(_ action: RuleContext.ControlAction?, near element: LinkNode) -> [String] {
        // `NSWorkspace.shared.open(homepageURL)` opens the homepage; an `open` alone says nothing of what.
        if let closure = context.actionClosure(of: element), let url = context.openedURL(byAction: closure) {
            let name = url.text.split(separator: ".").last.map(String.init) ?? ""
            let words = IdentifierNaming.words(ofName: name).filter { !["url", "link", "string", "address"].contains($0) }
            return words.isEmpty || !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? [] : ["open"] + words
        }
        switch action {
        case let .call(name)?, let .storeAction(name)?:
            // `.timeScopeChanged(day)` reports a new value: it says what changes, not what the control does.
            if let last = IdentifierNaming.words(ofName: name).last, RuleContext.reportedChangeWords.contains(last) { return [] }
            // `URLOpener.shared.open(…)`, the app's own wrapper of `UIApplication.shared.open`: an
            // `open` alone says how, not what, as with a URL opened by the system's.
            if name.split(separator: ".").last == "open" { return [] }
            return IdentifierNaming.actionWords(ofName: name)
        case let .presents(state)?:
            // `isPresented = true` names no thing: what it presents does (`ConsoleSearchOptionsSheet`).
            guard let object = RuleContext.presentationObject(ofState: lastComponent(state)) else {
                return context.presentedScreen(ofState: state, near: element).map { ["show"] + IdentifierNaming.screenWords(ofTypeName: RuleContext.screenName($0)) } ?? []
            }
            return ["show"] + IdentifierNaming.words(ofText: object)
        case let .toggles(reference)?:
            // `toggleMute()` says it; `isFavorite.toggle()` names the state.
            let name = lastComponent(reference)
            // `sharePickerShown.toggle()` shows the share picker.
            if let object = RuleContext.presentationObject(ofState: name) { return ["show"] + IdentifierNaming.words(ofText: object) }
            let words = IdentifierNaming.words(ofName: name)
            return words.contains("toggle") ? IdentifierNaming.actionWords(ofName: name) : ["toggle"] + IdentifierNaming.stateWords(ofName: name)
        case let .clears(state)?:
            // `store = nil` dismisses what the store presents: the state's name says how, not what.
            let words = IdentifierNaming.stateWords(ofName: lastComponent(state))
            return words.isEmpty || words.allSatisfy(IdentifierNaming.plumbingStateWords.contains) ? [] : ["clear"] + words
        case let .enables(state)?:
            // `isActive = true` bound to nothing this View presents: a bare state word names nothing.
            let words = IdentifierNaming.stateWords(ofName: lastComponent(state))
            return words.allSatisfy(IdentifierNaming.bareStateWords.contains) ? [] : words

        case .dismisses?:
            return ["dismiss"]
        case nil:
            return []
        }
    }

    /// The name of the state a reference reaches: `isPresentingUpload.wrappedValue` → isPresentingUpload.
    private func lastComponent(_ reference: String) -> String {
        reference.split(separator: ".").last { !["wrappedValue", "projectedValue"].contains($0) }.map(String.init) ?? reference
    }

    /// The symbol or asset the first image shows: `square.and.arrow.up` → share; `ic_close` → close.
    /// An image whose name is computed is passed over, and so are an arrow or chevron beside text (a
    /// disclosure indicator, which says where the row leads, not what it is) and a mark one branch
    /// shows beside text (a selection checkmark: a state).
    func imageWords(in node: SyntaxNode) -> [String]? {
        let items = context.shownItems(in: node)
        let showsText = items.contains { if case .text = $0 { return true } else { return false } }
        for case let .image(chain) in items {
            // A mark a branch shows beside text (`if isSelected { Image(systemName: "checkmark") }`) is a state.
            if showsText, isInBranch(chain, within: node) { continue }
            switch context.symbolNames(of: chain) {
            case let .single(symbol)? where showsText && RuleContext.isDirectionalSymbol(symbol):
                continue
            case let .single(symbol)?, let .conditional(_, symbol, _)?:
                return IdentifierNaming.symbolWords(symbol, preferred: context.options.symbolLabels).nonEmpty
            case nil:
                if let element = chain.elementLink, case let .asset(name?)? = context.imageSource(of: element) {
                    return IdentifierNaming.assetWords(name).nonEmpty
                }
            }
        }
        return nil
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

    /// One identifier per candidate, unique among themselves and the taken ones except where
    /// candidates are one element in exclusive branches.
    func uniqueIdentifiers(for candidates: [Candidate], taken: Set<String>) -> [String?] {
        // An element built once in each branch of a conditional (`if #available`, `#if os`, `if`/`else`)
        // under one name is one element: it keeps that name in every branch, without a number.
        var groups: [[Int]] = []
        for (index, candidate) in candidates.enumerated() {
            if let group = groups.firstIndex(where: { group in
                group.allSatisfy { isSameElement(candidates[$0], candidate, among: candidates) }
            }) {
                groups[group].append(index)
            } else {
                groups.append([index])
            }
        }
        let identifiers = distinctIdentifiers(for: groups.map { candidates[$0[0]] }, taken: taken)
        var result = [String?](repeating: nil, count: candidates.count)
        for (group, identifier) in zip(groups, identifiers) {
            for index in group { result[index] = identifier }
        }
        return result
    }

    /// Whether two candidates are one element built in two branches: under one name, or, across an
    /// `if #available`, as the same kind of element at the same place in each branch (`Button(role:
    /// .close)` on iOS 26, a Button with an xmark before).
    func isSameElement(_ first: Candidate, _ second: Candidate, among candidates: [Candidate]) -> Bool {
        guard let branches = context.exclusiveBranches(first.element, second.element) else { return false }
        if first.sharedName == second.sharedName { return true }
        guard context.isAvailabilityCheck(branches.conditional), first.elementWords == second.elementWords, first.itemSuffix == second.itemSuffix else { return false }
        func position(_ candidate: Candidate, in branch: SyntaxNode) -> (Int, Int) {
            let inBranch = candidates.filter { $0.element.isDescendant(of: branch) }
            return (inBranch.firstIndex { $0.element === candidate.element } ?? -1, inBranch.count)
        }
        let (firstIndex, firstCount) = position(first, in: branches.first)
        let (secondIndex, secondCount) = position(second, in: branches.second)
        return firstCount == secondCount && firstIndex == secondIndex
    }

    /// One identifier per candidate, unique among themselves and the taken ones: colliding names
    /// first take their detailed modifier, then gain their member's name; one that nothing but a
    /// number would tell apart (`decrease_button_2`) gets none: a number says nothing of what it does.
    func distinctIdentifiers(for candidates: [Candidate], taken: Set<String>) -> [String?] {
        func full(_ name: String, _ candidate: Candidate) -> String {
            candidate.itemSuffix.map { name + "_" + $0 } ?? name
        }
        let plain = candidates.map { full($0.name(withMember: false), $0) }
        let detailed = candidates.map { full($0.name(withMember: false, detailed: true), $0) }
        var counts: [String: Int] = [:]
        var detailedCounts: [String: Int] = [:]
        for (name, longer) in zip(plain, detailed) {
            counts[name, default: 0] += 1
            detailedCounts[longer, default: 0] += 1
        }
        var used = taken
        var result: [String?] = []
        for (index, candidate) in candidates.enumerated() {
            var name = candidate.name(withMember: false)
            let collides = counts[plain[index]]! > 1 || taken.contains(plain[index])
            if collides, detailed[index] != plain[index], detailedCounts[detailed[index]]! == 1, !taken.contains(detailed[index]) {
                name = candidate.name(withMember: false, detailed: true)
            } else if collides, !candidate.member.isEmpty {
                name = candidate.name(withMember: true)
            }
            let unique = full(name, candidate)
            result.append(used.insert(unique).inserted ? unique : nil)
        }
        return result
    }

    func finding(for candidate: Candidate, identifier: String, rule: AccessibilityIdentifierRule) -> Finding? {
        let literal = "\"" + identifier + "\""
        guard var edits = context.modifierInsertion([context.accessibilityIdentifierModifier(literal, at: candidate.chain)], into: candidate.chain, verifyMarker: false) else { return nil }
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

    func hasIdentifier(_ chain: ChainNode) -> Bool {
        context.setsAccessibility(.identifier, on: chain)
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

private extension Array {
    var nonEmpty: Self? { isEmpty ? nil : self }
}
