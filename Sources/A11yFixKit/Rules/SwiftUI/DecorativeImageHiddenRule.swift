/// Images that only decorate, still read by VoiceOver.
public struct DecorativeImageHiddenRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "decorative-image-hidden",
        name: "Hide decorative images",
        summary: "Finds images that add nothing a VoiceOver user needs: disclosure chevrons in rows, assets named as decoration (`background`, `divider`, `pattern`, `gradient`, `separator`, `texture` …), an icon beside a text that already says the same thing, and the leading icon of a row whose title names it. Adds `.accessibilityHidden(true)`.",
        rationale: "Every decorative element VoiceOver stops on costs a swipe and says nothing useful (\"image\", \"chevron right\", \"gear\" before \"Settings\"). Seed 003's decision tree: an image beside text that conveys the same thing is hidden and the text speaks; an image that conveys something else keeps its own label.",
        notes: "An image with `.opacity(0)` is already left out of the accessibility tree by SwiftUI, and an image a `ForEach` draws as many times as a value says (`ForEach(0..<Int(rating))`, the filled and empty stars of a rating) shows that value by its number, whatever its asset is called: both are left alone. An image drawn only into a picture the app exports or prints (the content of `ImageRenderer(content:)`, also through a local constant handed to it) is never reached by VoiceOver and is left alone. An image with a tap gesture of its own is a control, never decoration: `tap-gesture-button-trait` gives it its trait and name. Only images: a bare `Shape` (`Circle()`, `Rectangle()`, `Capsule()` …) or `Color` is never an accessibility element, so VoiceOver never stops on it and hiding it changes nothing. An image that carries state is never decoration, whatever it looks like: one shown only in some states (`if option.isSelected { Image(systemName: \"checkmark\") }`, a `switch` case), one whose symbol or asset is computed (`Image(systemName: entry.level.icon)`, `isFavorite ? \"star.fill\" : \"star\"`; a stored property of a row component such as `Image(systemName: systemImage)` is the caller's constant icon and still counts as decoration beside its title, unless a use of the component in the file passes it a model's value, `profileImage: model.profileImage`), and one whose look changes with state (`.foregroundStyle(isOnline ? .green : .gray)`); those are `image-label`'s, unless a text shown with it in the same state says that state (`if isCopied { HStack { Text(\"Copied\"); Image(systemName: \"checkmark.circle.fill\") } }`: the text speaks, the mark is hidden). Status symbols (warnings, checkmarks, stars, hearts, locks, pins, seals, Wi-Fi, batteries, clocks beside times) are never a row's decoration either. An image is decoration beside a text when the text shares a word with what the symbol means (`truck` beside \"Free delivery\" via the asset name, `magnifyingglass` beside \"Search nearby\"); a leading row icon is decoration when the view after it is a title that names the row: a literal, a localized constant (`L10n.Settings.privacy`) or a property named as a title (`setting.title`, `item.name`), or a text field with a title of its own (`TextField(\"\", text:)` with a placeholder drawn over it has none, and the icon may be its only name); a value (`Text(subsystem)`, a date, a count) says something the icon qualifies, so the icon stays; so does a glyph that draws an action (a plus, a pencil, a trash can) before a text of one or two words with no verb (`+ Category`): the glyph says what the control does. `Image(decorative:)`, an existing `accessibilityHidden`, a label, or a container that ignores or labels its children all count as already decided. `Label`'s icon is handled by `Label` itself. Images among a menu's items (`Menu`'s content, `.contextMenu`'s menu, also written `ContextMenu(menuItems:)`, `.swipeActions`, the Mac's menu bar: `.commands { CommandMenu(…) { … } }`, `CommandGroup`) are left: each item becomes one menu entry titled by its text, and its image is an icon VoiceOver does not read.",
        severity: .degrades, wcag: ["1.1.1"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["000", "002", "003", "004"],
        triggeringExamples: [
            RuleExample("""
            HStack {
                Text(setting.title)
                Spacer()
                ↓Image(systemName: "chevron.right")
                    .foregroundStyle(.tertiary)
            }
            """),
            RuleExample("""
            ZStack {
                ↓Image("background_pattern")
                    .resizable()
                    .ignoresSafeArea()
                LoginForm()
            }
            """),
            RuleExample(#"↓Image("onboardingWaves").resizable().scaledToFill()"#),
            RuleExample("""
            HStack(spacing: 8) {
                ↓Image("icon_delivery_truck")
                    .resizable()
                    .frame(width: 24, height: 24)
                Text("Free delivery by Friday")
            }
            """),
            RuleExample("""
            HStack {
                ↓Image(systemName: "magnifyingglass")
                TextField("Search nearby", text: $query)
            }
            """),
            RuleExample("""
            Button(action: signOut) {
                HStack {
                    ↓Image(systemName: "rectangle.portrait.and.arrow.right")
                    Text("Sign Out")
                }
            }
            """),
            RuleExample("""
            HStack {
                ↓Image(systemName: "gearshape.2")
                    .foregroundStyle(.secondary)
                Text("Advanced")
                Spacer()
                ↓Image(systemName: "chevron.right")
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                let title: LocalizedStringKey
                let systemImage: String

                var body: some View {
                    HStack(spacing: 12) {
                        ↓Image(systemName: systemImage)
                            .foregroundStyle(.white)
                        Text(title)
                    }
                }
            }
            """),
            RuleExample("""
            struct PlaceCard: View {
                let place: Place

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            ↓Image(systemName: place.category.symbolName)
                                .foregroundStyle(.tint)
                            Text(place.category.title.uppercased())
                                .font(.caption.weight(.semibold))
                        }
                        Text(place.name)
                            .font(.headline)
                    }
                }
            }
            """),
            RuleExample("""
            VStack {
                ↓Image("section-divider")
                Text("More from this seller")
            }
            """),
            RuleExample("""
            Menu {
                Button("Rename", action: rename)
            } label: {
                HStack {
                    ↓Image(systemName: "ellipsis.circle")
                    Text("More options")
                }
            }
            """),
            RuleExample("""
            NavigationLink(value: Route.profile) {
                HStack {
                    ↓Image(systemName: "person.crop.circle")
                    Text("Profile")
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Empty stars drawn as many times as the rating leaves: their number is the information.
            RuleExample("""
            HStack(spacing: 2) {
                ForEach(0..<Int(app.averageRating)) { _ in Image("RatingStarForeground") }
                ForEach(0..<(5 - Int(app.averageRating))) { _ in Image("RatingStarBackground") }
                Text("\\(app.ratingCount) Ratings")
            }
            """),
            // Nobody sees it, and SwiftUI leaves it out of the accessibility tree already.
            RuleExample(#"HStack { Image("SegmentDividerBackground").frame(width: 1, height: 49).opacity(0); Text("Map") }"#),
            // Drawn only into a picture the app prints: VoiceOver never meets it.
            RuleExample("""
            final class ChatPrinter {
                func print(post: ChatPost) {
                    let message = HStack {
                        Image("AppIconNoBackground")
                            .resizable()
                            .frame(width: 24, height: 24)
                        Text(post.text)
                    }
                    let renderer = ImageRenderer(content: message)
                    if let image = renderer.uiImage { printer.print(image) }
                }
            }
            """),
            // The options of a menu picker are menu items, read by their title: hiding an icon there changes nothing.
            RuleExample("""
            struct ShortcutActionPicker: View {
                @Binding var action: WindowAction

                var body: some View {
                    Picker("Action", selection: $action) {
                        ForEach(WindowAction.allCases, id: \\.self) { windowAction in
                            HStack(spacing: 6) {
                                Image(systemName: windowAction.iconName)
                                Text(windowAction.localizedName)
                            }
                            .tag(windowAction)
                        }
                    }
                    .pickerStyle(.menu)
                }
            }
            """),
            // The Mac's menu bar: each command is a menu item, read by its title; its icon is never read alone.
            RuleExample("""
            @main
            struct TasksApp: App {
                @State private var selection: SidebarItem = .inbox

                var body: some Scene {
                    WindowGroup {
                        ContentView(selection: $selection)
                    }
                    .commands {
                        CommandMenu("List") {
                            Button {
                                selection = .inbox
                            } label: {
                                Image(systemName: "tray")
                                Text("Inbox")
                            }
                            .keyboardShortcut("1", modifiers: [.control, .option])
                        }
                        CommandGroup(after: .newItem) {
                            Button {
                                selection = .today
                            } label: {
                                Image(systemName: "calendar")
                                Text("Today")
                            }
                        }
                    }
                }
            }
            """),
            // "+ Category": the plus says the control adds one; hidden, the control would read as the bare noun.
            RuleExample("""
            struct CategoryField: View {
                let category: Category?
                let choose: () -> Void

                var body: some View {
                    Button(action: choose) {
                        if let category {
                            Text(category.name)
                        } else {
                            HStack(spacing: 4) {
                                Image(systemName: "plus")
                                Text("Category")
                            }
                        }
                    }
                }
            }
            """),
            // The field has no title of its own (its placeholder is drawn over it and fades as one
            // types): the magnifying glass may be all that says it searches.
            RuleExample("""
            struct SearchBar: View {
                @Binding var text: String
                let placeholder: String

                var body: some View {
                    HStack {
                        Image(systemName: "magnifyingglass")
                        TextField("", text: $text)
                            .overlay(alignment: .leading) {
                                Text(placeholder).opacity(text.isEmpty ? 1 : 0)
                            }
                    }
                }
            }
            """),
            // A submenu's label: the View is drawn only among another menu's items, where the
            // system shows the icon and title as a menu item and VoiceOver reads the title.
            RuleExample("""
            struct NewCommandMenu: View {
                var body: some View {
                    Menu("New Command") {
                        MenuBarMenu()
                    }
                }
            }

            private struct MenuBarMenu: View {
                var body: some View {
                    Menu {
                        Button("New…", action: {})
                    } label: {
                        Image(systemName: "filemenu.and.selection")
                        Text("Menu Bar")
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountRow: View {
                let username: String
                let profileImage: String

                var body: some View {
                    HStack {
                        Image(profileImage)
                        Text(username)
                    }
                }
            }

            struct AccountSection: View {
                @StateObject private var model = AccountModel()

                var body: some View {
                    AccountRow(username: model.username, profileImage: model.profileImage)
                }
            }
            """),
            RuleExample("""
            struct QuickSearchButton: View {
                private let hideText: Bool
                private let action: () -> Void

                var body: some View {
                    Button(action: action) {
                        Image(systemName: "magnifyingglass")
                        if !hideText {
                            Text("Quick search")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SchemePicker: View {
                let workspaceName: String
                @State private var isPresented = false

                var body: some View {
                    label
                        .onTapGesture { isPresented.toggle() }
                        .accessibilityElement(children: .combine)
                        .accessibilityLabel("Active scheme")
                        .accessibilityValue(workspaceName)
                }

                private var label: some View {
                    HStack(spacing: 6) {
                        Image(systemName: "folder.badge.gearshape")
                        Text(workspaceName)
                    }
                }
            }
            """),
            RuleExample("""
            struct ShareRow: View {
                @State private var isCopied = false

                var body: some View {
                    HStack {
                        Text("Copy link")
                        if isCopied {
                            Image(systemName: "checkmark.circle.fill")
                        }
                    }
                }
            }
            """),
            RuleExample(#"Image(decorative: "background_pattern")"#),
            RuleExample(#"var divider: Image { Image("divider_line") }"#),
            RuleExample(#"Image(systemName: "chevron.right").accessibilityHidden(true)"#),
            RuleExample(#"Button(action: next) { Image(systemName: "chevron.right") }"#),
            RuleExample(#"Label("Settings", systemImage: "gear")"#),
            RuleExample("""
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                Text(errorMessage)
            }
            """),
            RuleExample("""
            HStack {
                Image(systemName: "star.fill")
                Text("4.8")
            }
            """),
            RuleExample("""
            struct PostRow: View {
                let post: Post

                var body: some View {
                    HStack(alignment: .top) {
                        Circle()
                            .fill(Color.accentColor)
                            .frame(width: 6, height: 6)
                        Text(post.summary)
                    }
                    .padding(.vertical, 8)
                    .background(RoundedRectangle(cornerRadius: 12).fill(.thinMaterial))
                }
            }
            """),
            RuleExample("""
            struct PosterPlaceholder: View {
                var body: some View {
                    ZStack {
                        Rectangle()
                            .fill(Color.gray.opacity(0.2))
                        Capsule()
                            .stroke(.secondary, lineWidth: 1)
                    }
                    .frame(width: 120, height: 180)
                }
            }
            """),
            RuleExample("""
            struct ChoiceRow: View {
                let option: Choice
                let isSelected: Bool

                var body: some View {
                    HStack {
                        Text(option.title)
                        Spacer()
                        if isSelected {
                            Image(systemName: "checkmark")
                                .foregroundStyle(.tint)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TraceEntryRow: View {
                let entry: TraceEntry

                var body: some View {
                    HStack(spacing: 8) {
                        Image(systemName: entry.level.symbolName)
                            .foregroundStyle(entry.level.color)
                        Text(entry.message)
                            .font(.footnote)
                    }
                }
            }
            """),
            RuleExample("""
            struct LogDetailRow: View {
                let subsystem: String

                var body: some View {
                    HStack {
                        Image(systemName: "gearshape")
                        Text(subsystem)
                            .font(.callout.monospaced())
                    }
                }
            }
            """),
            RuleExample("""
            struct AdvancedRow: View {
                @Binding var isExpanded: Bool

                var body: some View {
                    HStack {
                        Text("Advanced")
                        Spacer()
                        Image(systemName: "chevron.right")
                            .rotationEffect(.degrees(isExpanded ? 90 : 0))
                    }
                    .onTapGesture { isExpanded.toggle() }
                }
            }
            """),
            RuleExample("""
            struct PlayerScore: View {
                let player: Player

                var body: some View {
                    HStack {
                        Image(systemName: "person.fill")
                            .foregroundStyle(player.isActive ? .yellow : .secondary)
                        Text(player.displayName)
                    }
                }
            }
            """),
            RuleExample("""
            HStack {
                Image(systemName: "chevron.right")
                Text("Details")
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel("Details")
            """),
            RuleExample(#"Capsule().fill(.blue).onTapGesture { select() }"#),
            RuleExample("""
            struct CommentThread: View {
                @State private var isExpanded = false

                var body: some View {
                    HStack {
                        Text("Replies")
                        Spacer()
                        Image(systemName: "chevron.right")
                            .onTapGesture { isExpanded.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            HStack(alignment: .bottom) {
                ForEach(weeklyMinutes, id: \\.self) { minutes in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(Color.accentColor)
                        .frame(height: CGFloat(minutes))
                }
            }
            """),
            RuleExample(#"// Image("background_pattern")"#),
            RuleExample("""
            Text(note.title)
                .contextMenu {
                    Button(action: pin) {
                        Text("Pin")
                        Image(systemName: "pin")
                    }
                }
            """),
            RuleExample("""
            EventRow(event: event)
                .contextMenu(
                    ContextMenu(menuItems: {
                        Button { delete(event) } label: {
                            Text("Delete")
                            Image(systemName: "trash")
                        }
                    })
                )
            """),
            RuleExample("""
            Menu {
                Button(action: archive) {
                    Image(systemName: "archivebox")
                    Text("Archive")
                }
            } label: {
                Text("More")
            }
            """),
            RuleExample("""
            Row(item)
                .swipeActions {
                    Button(role: .destructive, action: remove) {
                        Text("Remove")
                        Image(systemName: "trash")
                    }
                }
            """),
            RuleExample("""
            VStack {
                Image("hero_mountain_sunrise")
                Text("Plan your next trip")
            }
            """),
        ],
        corrections: [
            // Chevrons drawn in clear to balance a header: nobody sees them, VoiceOver would read both.
            RuleCorrection("""
            struct StepHeader: View {
                let title: String

                var body: some View {
                    HStack {
                        Image(systemName: "chevron.left")
                            .font(.title3)
                            .foregroundColor(.clear)
                        Spacer()
                        Text(title)
                            .font(.title3)
                        Spacer()
                        Image(systemName: "chevron.left")
                            .font(.title3)
                            .foregroundColor(.clear)
                    }
                }
            }
            """, """
            struct StepHeader: View {
                let title: String

                var body: some View {
                    HStack {
                        Image(systemName: "chevron.left")
                            .font(.title3)
                            .foregroundColor(.clear)
                            .accessibilityHidden(true)
                        Spacer()
                        Text(title)
                            .font(.title3)
                        Spacer()
                        Image(systemName: "chevron.left")
                            .font(.title3)
                            .foregroundColor(.clear)
                            .accessibilityHidden(true)
                    }
                }
            }
            """),
            RuleCorrection("""
            HStack {
                Text("Privacy")
                Spacer()
                Image(systemName: "chevron.right")
            }
            """, """
            HStack {
                Text("Privacy")
                Spacer()
                Image(systemName: "chevron.right")
                    .accessibility(hidden: true)
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection("""
            HStack {
                Text(setting.title)
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
            }
            """, """
            HStack {
                Text(setting.title)
                Spacer()
                Image(systemName: "chevron.right")
                    .font(.footnote.weight(.semibold))
                    .foregroundStyle(.tertiary)
                    .accessibilityHidden(true)
            }
            """),
            RuleCorrection("""
            ZStack {
                Image("background_pattern")
                    .resizable()
                    .ignoresSafeArea()
                LoginForm()
            }
            """, """
            ZStack {
                Image("background_pattern")
                    .resizable()
                    .accessibilityHidden(true)
                    .ignoresSafeArea()
                LoginForm()
            }
            """),
            RuleCorrection("""
            struct CodeBlockHeader: View {
                let code: String
                @State private var isCopied = false

                var body: some View {
                    HStack {
                        Text("Swift")
                        Spacer()
                        if isCopied {
                            HStack {
                                Text("Copied")
                                Image(systemName: "checkmark.circle.fill")
                            }
                        } else {
                            Button("Copy") { isCopied = true }
                        }
                    }
                }
            }
            """, """
            struct CodeBlockHeader: View {
                let code: String
                @State private var isCopied = false

                var body: some View {
                    HStack {
                        Text("Swift")
                        Spacer()
                        if isCopied {
                            HStack {
                                Text("Copied")
                                Image(systemName: "checkmark.circle.fill")
                                    .accessibilityHidden(true)
                            }
                        } else {
                            Button("Copy") { isCopied = true }
                        }
                    }
                }
            }
            """),
            RuleCorrection(#"HStack { Image(systemName: "magnifyingglass"); TextField("Search", text: $query) }"#,
                           #"HStack { Image(systemName: "magnifyingglass").accessibilityHidden(true); TextField("Search", text: $query) }"#),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Image"]) {
            guard let element = chain.elementLink, let nameToken = element.nameToken,
                  !context.accessibilityIsDecided(for: chain), context.isViewPosition(chain),
                  // A tappable image is a control (`tap-gesture-button-trait` names it), never decoration.
                  context.tapGestures(of: chain).isEmpty,
                  let reason = context.decorativeReason(for: chain),
                  !context.isInsideElement(chain, named: ["Label"]),
                  !context.isInsideModifier(chain, named: ["tabItem"]),
                  !context.isInMenuItems(chain),
                  // Drawn only into a picture the app exports or prints: VoiceOver never meets it.
                  !context.isOnlyRenderedIntoImage(chain) else { continue }
            let offset = context.tree.tokens[nameToken].start
            let message = "decorative image is read by VoiceOver; hide it (\(reason.explanation))"
            guard let edits = context.modifierInsertion([context.accessibilityHiddenModifier(at: chain)], into: chain, verifyMarker: false) else {
                findings.append(finding(message, at: offset))
                continue
            }
            findings.append(finding(message, at: offset, fix: Fix(safety: .safe, edits: edits, summary: "hid a decorative image with .accessibilityHidden(true)")))
        }
        return findings
    }
}
