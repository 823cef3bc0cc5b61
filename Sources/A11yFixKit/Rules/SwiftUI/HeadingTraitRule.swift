/// Title-styled texts that head a screen or a section but are not headings for VoiceOver.
public struct HeadingTraitRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "heading-trait",
        name: "Titles need the header trait",
        summary: "Finds a `Text` set in a title style (`.font(.largeTitle)`, `.title`, `.title2`, `.title3`, also bold or with a design, or a custom font `relativeTo:` one) that names what follows and has no header trait, and adds `.accessibilityAddTraits(.isHeader)`.",
        rationale: "VoiceOver users move through a screen by its headings (the rotor's Headings, a swipe up or down), the way sighted people scan its titles. A title that only looks like one is read as plain text: the screen has no structure to skim, and every section must be listened to from its start. WCAG 1.3.1 asks that structure shown visually be available programmatically.",
        notes: """
        Independent reviews of 30 sampled fixes on real apps (shared/REVIEW.md) accepted 25 and 24 while a title font alone was the evidence; the rule then learned that empty-state messages, taglines under the real title, a username in a form row, widgets' text and other Views' button labels are not headings, and two draws of 30 accepted 27 and then 28.

        A heading is a `Text` whose own `.font(…)` names a title style and whose text is a title: a literal with letters, an interpolation whose written words are not a count with its unit (\"Welcome, \\(name)\", not \"\\(count) items\"), a localized string, or a value named for no quantity (`Text(movie.title)`, not `Text(stats.followers)`). The fix is `.accessibilityAddTraits(.isHeader)` (safe), placed with the text's accessibility modifiers; `.accessibility(addTraits: .isHeader)` before iOS 14.

        Not a finding, because the text is not a heading or already is one: a number, a timer, an emoji or a kaomoji set large (a stat tile's value, \"🎉\", \"三 ┏ ( ˘ω˘ )┛\" over an empty state: fewer letters than signs), a text with `.monospacedDigit()`), or a value set large to be read or copied (`Text(color.hex).textSelection(.enabled)`); running text (more than eight words, a sentence ending in a full stop or exclaimed, \"Pet's Library is coming soon!\" or \"No such event!\" where \"Welcome to Oscar!\" is a title, a sentence telling the reader what they may do, \"You can change your permissions in TUMOnline\", a value named as prose: `Text(post.message)`, `Text(item.overview)`); a status or hint set apart in a secondary style (`.foregroundStyle(.secondary)`, `.tertiary`, a placeholder colour, grey); a formatted or converted value (`Text(price, format: .currency(…))`, `Text(String(page))`, `Text(date, style: .time)`); a size alone (`.system(size: 28)`, `.custom(name, size: 28)`: as often a large glyph as a title; only a font `relativeTo:` a title style says it is one); a font set on a container (`VStack { … }.font(.title)`: which of its texts is the heading is for a person to say); the text inside a control's label (a `Button`, `NavigationLink`, `Toggle`, `Menu`, a `Label`, a `DisclosureGroup`'s label: a control is not a heading), a tappable text, or a text inside a tappable view, or in a View the project draws only as a `Button`'s, `NavigationLink`'s or `Link`'s label (a home screen's tile, a carousel's card: project index) or a helper the View calls only there (`makeLabelButton(title:icon:)`); a text drawn into a bitmap (`ImageRenderer`: a menu bar icon); a lone letter (the \"A\" at each end of a text-size slider); a `Section`'s header (in a List or Form SwiftUI already gives it the header trait); a toolbar's, menu's or alert's text; a text drawn as one of a set of peers: in a grid's cells (`LazyVGrid`, `LazyHGrid`, `Grid`) or from a helper or View the file calls side by side (a keypad's `digitKey(\"1\")`, `digitKey(\"2\")`; tiles of a shelf), where a section title is called once per section with its content after it; a text in an `.overlay` or `.background` (a drop zone's instruction, a placeholder laid over a list), or what an image loader shows in place of its image (`.placeholder { … }`, `.failure { … }`) or in a branch or argument taken when there is nothing to show (`if items.isEmpty { … }`, `emptyView: { … }`, a View member named for there being none, `noBooksLabel`: an empty state's message is a message, not a section of the page); text shown on an outcome (`if paymentSuccess { Text(\"Thank you!\") }`, a success or error branch), a status message; a question put to the reader (\"How can I help you today?\"; \"What's new?\" is a title) or an instruction that starts with a gesture (\"Drop your image here\", \"Tap to add a photo\"); a row of a `Form` (settings and values, such as a signed-in username), or of a `Section` with a header, also through a member or View of the file drawn there (the header heads it; an agent's name on an overview card is content); the name a text field or other control shows beside it (`HStack { Text(\"Title\").font(.title3); TextField(\"\", text: $title) }`), or right above it when the control shows no title of its own (`Text(\"Wheel Size\")` over `Slider(…) { EmptyView() }`); a literal naming the value beside it in its row, in the same style (`Text(\"Water\").font(.title)`, `Spacer()`, `Text(\"\\(amount) g\").font(.title)`: a label and its value); the name of each item of a loop, or of a View the project draws once per item (`Text(app.appName)` in a `ForEach`), and a row's title beside its detail; a widget's text (a file that imports WidgetKit: VoiceOver reads a widget as one element); a smaller title right after a larger one (a subtitle in `.title3` under a `.title`: the first heads the section); a value shown right under a caption written as a literal (`Text(\"Main pollutant\").font(.headline)` over `Text(pollutant.label).font(.title3)`: the card's data shown large); a value shown beside another value in the same title style (a fact and its translation, both `.title3`: peers read alike, where a heading stands out from what it heads; literal titles side by side are each a heading); a text that has `.isHeader` or `.accessibilityHeading(…)` already, or a project modifier that sets traits; a text hidden from accessibility or inside a container that combines or replaces its children (the container is the element: its own header trait is for a person to decide). `.navigationTitle` is already the screen's heading and is not a `Text`.
        """,
        severity: .degrades, wcag: ["1.3.1"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["001", "002"],
        triggeringExamples: [
            RuleExample("""
            struct OnboardingPage: View {
                var body: some View {
                    VStack(spacing: 16) {
                        ↓Text("Track every habit")
                            .font(.largeTitle)
                        Text("Build streaks and see your progress over time.")
                    }
                }
            }
            """),
            RuleExample("""
            struct ChangelogView: View {
                var body: some View {
                    ScrollView {
                        ↓Text("What's new?")
                            .font(.largeTitle)
                        ↓Text("Past updates")
                            .font(.largeTitle)
                    }
                }
            }
            """),
            RuleExample("""
            struct MovieDetail: View {
                let movie: Movie

                var body: some View {
                    ScrollView {
                        ↓Text(movie.title)
                            .font(.title.bold())
                        Text(movie.overview)
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsGroupTitle: View {
                var body: some View {
                    ↓Text("Notifications").font(.title2).padding(.top)
                }
            }
            """),
            RuleExample("""
            struct ProfileHeader: View {
                let user: User

                var body: some View {
                    VStack {
                        AvatarView(url: user.avatarURL)
                        ↓Text("Welcome back, \\(user.firstName)")
                            .font(.system(.title, design: .rounded))
                    }
                }
            }
            """),
            RuleExample("""
            struct ErrorScreen: View {
                let retry: () -> Void

                var body: some View {
                    VStack {
                        ↓Text(L10n.Error.title)
                            .font(.title3)
                        Button("Try again", action: retry)
                    }
                }
            }
            """),
            RuleExample("""
            struct RecipeSections: View {
                let recipe: Recipe

                var body: some View {
                    VStack(alignment: .leading) {
                        ↓Text("Ingredients").font(.title2)
                        ForEach(recipe.ingredients) { Text($0.name) }
                        ↓Text("Steps").font(.title2)
                        ForEach(recipe.steps) { Text($0.text) }
                    }
                }
            }
            """),
            RuleExample("""
            struct BrandedTitle: View {
                var body: some View {
                    ↓Text("Discover")
                        .font(.custom("Avenir-Heavy", size: 30, relativeTo: .largeTitle))
                }
            }
            """),
            RuleExample("""
            struct EmptyInbox: View {
                var body: some View {
                    VStack {
                        Image(systemName: "tray")
                        ↓Text("No messages yet")
                            .font(Font.title3)
                    }
                }
            }
            """),
            RuleExample("""
            struct PlanHeader: View {
                let plan: Plan

                var body: some View {
                    HStack {
                        ↓Text(plan.name)
                            .font(.title)
                            .accessibilityIdentifier("plan_name")
                        Spacer()
                    }
                }
            }
            """),
            RuleExample("""
            struct AboutScreen: View {
                var body: some View {
                    #if os(iOS)
                    ↓Text("About").font(.largeTitle)
                    #endif
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A label and its value in one row, both large ("Water" … "250 g"), are read together, not as a heading;
            // a caption right above a slider that shows no title is the slider's name.
            RuleExample("""
            struct BrewAmounts: View {
                @ObservedObject var viewModel: BrewViewModel

                var body: some View {
                    VStack(spacing: 8) {
                        HStack {
                            Text("Water").font(.title)
                            Spacer()
                            Text("\\(viewModel.waterAmount, specifier: "%.0f") g").font(.title)
                        }
                        HStack {
                            Text("Coffee").font(.title)
                            Spacer()
                            Text("\\(viewModel.coffeeAmount, specifier: "%.1f") g").font(.title)
                        }
                        Text("Wheel Size")
                            .font(.title3)
                            .bold()
                        Slider(value: $viewModel.wheelSize, in: 20...29, step: 1) {
                            EmptyView()
                        }
                    }
                }
            }
            """),
            // The section's header ("Overview") is its heading; the agent's name its card shows large is the row's
            // content, also when the card is a View of the file drawn in that section.
            RuleExample("""
            struct AgentAbilitiesView: View {
                let project: Project

                var body: some View {
                    List {
                        Section {
                            OverviewCard(project: project)
                        } header: {
                            Text("Overview")
                        }
                    }
                }
            }

            struct OverviewCard: View {
                let project: Project

                var body: some View {
                    HStack(spacing: 14) {
                        AvatarView(project: project)
                        VStack(alignment: .leading) {
                            Text(project.agentName)
                                .font(.title3.weight(.semibold))
                            Text(project.summary)
                                .font(.subheadline)
                        }
                    }
                }
            }
            """),
            // A score drawn big in a ring: a value, not a heading.
            RuleExample("""
            Text(score > 0 ? "+\\(score)" : "\\(score)")
                .font(.title.bold())
                .frame(width: 72, height: 72)
                .background(color.opacity(0.2), in: Circle())
                .overlay(Circle().stroke(color, lineWidth: 7))
            """),
            // A sentence telling the reader what they may do, under the screen's navigation title; a
            // dimmed message where an event could not be found: neither heads what follows.
            RuleExample("""
            struct TokenPermissionsView: View {
                let permissions: [Permission]

                var body: some View {
                    VStack {
                        Text("You can change your permissions in TUMOnline")
                            .font(.title2)
                            .multilineTextAlignment(.center)
                        ForEach(permissions) { PermissionRow(permission: $0) }
                    }
                    .navigationTitle("Check Permissions")
                }
            }
            """),
            RuleExample("""
            struct EventSheet: View {
                let event: Event?

                var body: some View {
                    if let event {
                        EventDetails(event: event)
                    } else {
                        Text("No such event!")
                            .font(.title)
                            .bold()
                            .foregroundColor(.gray)
                    }
                }
            }
            """),
            // An exclaimed sentence on a placeholder screen announces; it heads nothing.
            RuleExample("""
            struct LibraryView: View {
                var body: some View {
                    VStack {
                        Image("library")
                            .padding()
                        Text("Pet's Library is coming soon!")
                            .font(.title)
                    }
                }
            }
            """),
            // The card's data shown large under its caption: a value, not the card's heading.
            RuleExample("""
            struct AirQualityCard: View {
                let mainPollutant: Pollutant?

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Main pollutant")
                            .font(.headline)
                        if let mainPollutant {
                            Text(verbatim: mainPollutant.label)
                                .font(.title3.weight(.bold))
                            Text("Currently dominant")
                                .font(.caption)
                        }
                    }
                }
            }
            """),
            // A fact and its translation in the same title style are two paragraphs read alike, not a heading and its text.
            RuleExample("""
            struct FactsView: View {
                @ObservedObject var facts: FactsViewModel

                var body: some View {
                    VStack(spacing: 16) {
                        Text(facts.current.fact)
                            .font(.title3)
                            .minimumScaleFactor(0.5)
                        Text(facts.current.translation)
                            .font(.title3)
                            .minimumScaleFactor(0.5)
                    }
                    .padding()
                }
            }
            """),
            // An empty state named for there being none (`noBooksLabel`), whatever language it is in; a field's name beside it.
            RuleExample("""
            struct BookEditView: View {
                @Binding var title: String
                let books: [Book]

                var body: some View {
                    VStack {
                        HStack {
                            Text("제목")
                                .font(.title3.weight(.bold))
                            TextField("", text: $title)
                        }
                        if books.isEmpty { noBooksLabel } else { BookGrid(books: books) }
                    }
                }

                var noBooksLabel: some View {
                    VStack(spacing: 5) {
                        Text("읽은 도서가 없음")
                            .font(.title3)
                            .fontWeight(.bold)
                        Text("독서를 시작해보세요.")
                            .foregroundColor(.secondary)
                    }
                }
            }
            """),
            // The two branches put a title-styled text in one slot; the other branch's is a sentence: both or neither, so neither.
            RuleExample("""
            struct ScanResultView: View {
                let isSecure: Bool

                var body: some View {
                    VStack {
                        if isSecure {
                            Text("All clear").font(.title)
                        } else {
                            Text("There are settings you need to change on this Mac.").font(.title)
                        }
                        Button("Show me", action: showMenu)
                    }
                }
            }
            """),
            // The caption under an empty state's icon-only button names the button, not a section.
            RuleExample("""
            struct NoChatsView: View {
                let startChat: () -> Void

                var body: some View {
                    VStack {
                        Button(action: startChat) {
                            Image(systemName: "plus.bubble")
                                .font(.largeTitle)
                        }
                        Text("Start new chat")
                            .font(.title3)
                    }
                }
            }
            """),
            // A larger title in a fixed size comes first ("DONE!" in 96 pt): the title-styled line under it is its subtitle.
            RuleExample("""
            struct SavedView: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Text("DONE!")
                            .font(.system(size: 96, weight: .black))
                        Text("Saved to Health")
                            .font(.title3.weight(.semibold))
                        Text(summary)
                    }
                }
            }
            """),
            // A status shown over a spinner while an import runs, not a section of the page.
            RuleExample("""
            struct ImportProgressView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        ProgressView()
                        Text("Processing Import")
                            .font(.title2)
                    }
                }
            }
            """),
            // The row a contacts list shows when it has none: an empty state's message, not a section.
            RuleExample("""
            struct ContactsListSheet: View {
                let contacts: [Contact]

                var body: some View {
                    List {
                        ForEach(contacts) { contact in ContactRow(contact: contact) }
                        zeroContactsRow()
                    }
                }

                @ViewBuilder
                func zeroContactsRow() -> some View {
                    HStack(spacing: 8) {
                        Image(systemName: "person.crop.circle.fill")
                        VStack(alignment: .leading, spacing: 4) {
                            Text("No Contacts")
                                .font(.title3)
                            Text("Add contacts for easy & quick payments")
                                .font(.subheadline)
                        }
                    }
                }
            }
            """),
            // A tagline alone in its own section heads nothing: the sections after it have their own headers.
            RuleExample("""
            struct LiquidityAdsView: View {
                var body: some View {
                    List {
                        Section {
                            VStack(spacing: 18) {
                                Text("Plan ahead to save money later")
                                    .font(.title3)
                            }
                            .frame(maxWidth: .infinity)
                        }
                        Section(header: Text("Settings")) {
                            Toggle("Auto-renew", isOn: .constant(true))
                        }
                    }
                }
            }
            """),
            // A kaomoji in a title font is a face read out sign by sign, not a heading.
            RuleExample("""
            struct ChapterCompletedHeader: View {
                let nextChapter: Chapter?

                var body: some View {
                    VStack(alignment: .center) {
                        Text("ଘ(੭*ˊᵕˋ)੭* ̀ˋ")
                            .font(.title3)
                            .fontWeight(.bold)
                        Text(nextChapter == nil ? "All caught up" : "Up next: \\(nextChapter!.title)")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """),
            // A thank-you shown once a payment succeeds is a status message, not a heading.
            RuleExample("""
            struct TipView: View {
                @State private var paymentSuccess = false

                var body: some View {
                    VStack {
                        if paymentSuccess {
                            Text("Thank you for your tip!")
                                .font(.title)
                        }
                        Button("Tip $1") { tip() }
                    }
                }

                private func tip() {}
            }
            """),
            // The name of each item in a loop is the item, not a section of the screen.
            RuleExample("""
            struct UniversalAppsList: View {
                let apps: [AppInfo]

                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 10) {
                            ForEach(apps, id: \\.path) { app in
                                VStack(alignment: .leading) {
                                    Text(app.appName).font(.title3)
                                    Text(app.path).font(.caption)
                                }
                            }
                        }
                    }
                }
            }
            """),
            // A keypad's keys and a grid's tiles are drawn side by side from one helper: peers, not headings.
            RuleExample("""
            struct PasscodeKeypad: View {
                @Binding var code: String

                var body: some View {
                    VStack(spacing: 12) {
                        HStack {
                            digitKey("1")
                            digitKey("2")
                            digitKey("3")
                        }
                        HStack {
                            digitKey("Clear")
                            digitKey("0")
                            digitKey("OK")
                        }
                    }
                }

                private func digitKey(_ label: String) -> some View {
                    Text(label)
                        .font(.title)
                        .frame(width: 72, height: 72)
                }
            }
            """),
            RuleExample("""
            struct GenreShelf: View {
                var body: some View {
                    HStack {
                        GenreTile(title: "Rock")
                        GenreTile(title: "Jazz")
                        GenreTile(title: "Classical")
                    }
                }
            }

            struct GenreTile: View {
                let title: String

                var body: some View {
                    Text(title)
                        .font(.title2)
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            """),
            RuleExample("""
            struct CategoryGrid: View {
                let categories: [Category]

                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                        ForEach(categories) { category in
                            VStack {
                                Image(category.artwork)
                                    .resizable()
                                    .scaledToFit()
                                Text(category.name)
                                    .font(.title3)
                            }
                        }
                    }
                }
            }
            """),
            // A status under way, shown for a moment in a HUD: not what a section is about.
            RuleExample("""
            struct BezelNotification: View {
                let isRunning: Bool

                var body: some View {
                    if isRunning {
                        Text("Running…")
                            .font(.title)
                    }
                }
            }
            """),
            // An invisible copy of the query, there only to measure its width.
            RuleExample("""
            ZStack(alignment: .leading) {
                TextField("Search", text: $query)
                Text(query)
                    .font(.largeTitle)
                    .background(GeometryReader { proxy in Color.clear.onAppear { width = proxy.size.width } })
                    .opacity(0)
            }
            """),
            // The title of each row, beside its detail: every row a heading would fill the rotor.
            RuleExample("""
            ForEach(windows) { window in
                HStack {
                    Text(window.title)
                        .font(.title3)
                    Spacer()
                    Text(window.appName)
                        .foregroundStyle(.secondary)
                }
            }
            """),
            RuleExample("""
            struct ProfileLinks: View {
                @Binding var percentage: Double
                var body: some View {
                    NavigationLink(value: Destination.posts) {
                        makeLabelButton(title: "Posts", icon: "bubble.fill")
                    }
                    NavigationLink(value: Destination.likes) {
                        makeLabelButton(title: "Likes", icon: "heart.fill")
                    }
                    HStack {
                        Text("A")
                        Slider(value: $percentage)
                        Text("A").font(.title)
                    }
                }

                private func makeLabelButton(title: String, icon: String) -> some View {
                    HStack {
                        Image(systemName: icon)
                        Text(title).font(.title3).fontWeight(.semibold)
                        Spacer()
                    }
                }
            }
            """),
            RuleExample("""
            struct DiscoverView: View {
                let featured: [Show]
                let open: (Show) -> Void
                var body: some View {
                    ScrollView {
                        PagingCarousel(items: featured) { show in
                            featuredCard(show)
                                .onTapGesture { open(show) }
                        }
                        .frame(height: 420)
                    }
                }

                @ViewBuilder
                func featuredCard(_ show: Show) -> some View {
                    ZStack(alignment: .bottomLeading) {
                        PosterImage(url: show.posterURL)
                        Text(show.title)
                            .font(.title.weight(.bold))
                            .lineLimit(2)
                            .padding()
                    }
                }
            }
            """),
            RuleExample("""
            struct ColorsView: View {
                let pickedColor: PickedColor
                var body: some View {
                    HStack(spacing: 10) {
                        Circle().fill(pickedColor.swiftUIColor).frame(width: 50, height: 50)
                        Text(pickedColor.hex)
                            .font(.title)
                            .textSelection(.enabled)
                    }
                }
            }
            """),
            // A loading skeleton's placeholder title heads nothing yet.
            RuleExample("""
            struct PlaceholderLinksView: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Loading")
                            .font(.title3)
                            .fontWeight(.semibold)
                        ForEach(0..<3, id: \\.self) { _ in
                            Text("Loading link")
                        }
                    }
                    .redacted(reason: .placeholder)
                }
            }
            """),
            // An instruction is what a drop target says, not a title.
            RuleExample("""
            struct ImageDropZone: View {
                var body: some View {
                    VStack {
                        Image(systemName: "photo")
                        Text("Drop your image here")
                            .font(.title2)
                    }
                }
            }
            """),
            // What an image loader shows in place of a logo that did not load is no title.
            RuleExample("""
            struct FeaturedHeader: View {
                let item: MediaItem

                var body: some View {
                    ImageView(item.logoURL)
                        .failure {
                            Text(item.displayTitle)
                                .font(.largeTitle)
                        }
                }
            }
            """),
            RuleExample("""
            struct ExcludedAppsView: View {
                @StateObject private var model = ExcludedAppsModel()

                var body: some View {
                    VStack {
                        Text("Enchanted")
                            .font(.largeTitle)
                            .accessibilityAddTraits(.isHeader)
                        Text("How can I help you today?")
                            .font(.title2)
                        AppList(items: $model.apps, content: { AppRow(url: $0) }, emptyView: {
                            Text("No excluded applications")
                                .font(.title3)
                        })
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountSettingsView: View {
                let account: Account

                var body: some View {
                    Form {
                        Text(account.username)
                            .font(.title2)
                        Toggle("Sync", isOn: .constant(true))
                    }
                    .navigationTitle("Account")
                }
            }
            """),
            RuleExample("""
            struct DownloadsView: View {
                let downloads: [Download]
                @State private var isTargeted = false

                var body: some View {
                    List(downloads) { DownloadRow(download: $0) }
                        .overlay {
                            if downloads.isEmpty {
                                VStack {
                                    Text("No downloads yet")
                                        .font(.title2)
                                    Text("Episodes you download appear here.")
                                }
                            }
                        }
                        .onDrop(of: [.fileURL], isTargeted: $isTargeted) { _ in true }
                }
            }
            """),
            RuleExample("""
            struct StatTile: View {
                let followers: Int

                var body: some View {
                    VStack {
                        Text("\\(followers)")
                            .font(.largeTitle)
                        Text("Followers")
                    }
                }
            }
            """),
            RuleExample("""
            struct StepsTile: View {
                let stats: DailyStats

                var body: some View {
                    Text(stats.steps)
                        .font(.title)
                }
            }
            """),
            RuleExample("""
            struct CelebrationView: View {
                var body: some View {
                    Text("🎉").font(.largeTitle)
                }
            }
            """),
            RuleExample("""
            struct PriceView: View {
                let price: Decimal

                var body: some View {
                    Text(price, format: .currency(code: "EUR")).font(.title)
                }
            }
            """),
            RuleExample("""
            struct PlayButton: View {
                let play: () -> Void

                var body: some View {
                    Button(action: play) {
                        Text("Play").font(.title2)
                    }
                }
            }
            """),
            RuleExample("""
            struct SectionTitle: View {
                var body: some View {
                    Text("Account")
                        .font(.title2)
                        .accessibilityAddTraits(.isHeader)
                }
            }
            """),
            RuleExample("""
            struct SettingsForm: View {
                @Binding var isOn: Bool

                var body: some View {
                    Form {
                        Section(header: Text("Privacy").font(.title3)) {
                            Toggle("Share analytics", isOn: $isOn)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SummaryCard: View {
                let summary: Summary

                var body: some View {
                    VStack {
                        Text("This week").font(.title3)
                        Text(summary.text)
                    }
                    .accessibilityElement(children: .combine)
                }
            }
            """),
            RuleExample("""
            struct Banner: View {
                var body: some View {
                    VStack {
                        Text("Spring sale")
                        Text("Everything 20% off")
                    }
                    .font(.title)
                }
            }
            """),
            RuleExample("""
            struct Countdown: View {
                let remaining: Int

                var body: some View {
                    Text(String(remaining)).font(.system(size: 48))
                }
            }
            """),
            RuleExample("""
            struct FolderRow: View {
                let folder: Folder
                let open: () -> Void

                var body: some View {
                    Text(folder.name)
                        .font(.title3)
                        .onTapGesture(perform: open)
                }
            }
            """),
            RuleExample("""
            struct ArticleHeader: View {
                let article: Article

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title)
                            .font(.title)
                            .accessibilityAddTraits(.isHeader)
                        Text(article.subtitle)
                            .font(.title3)
                    }
                }
            }
            """),
            RuleExample("""
            struct HiddenTitle: View {
                var body: some View {
                    Text("Gallery")
                        .font(.largeTitle)
                        .accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct SearchStatus: View {
                var body: some View {
                    VStack {
                        ProgressView()
                        Text("Searching")
                            .font(.title3)
                            .foregroundStyle(.tertiary)
                    }
                }
            }
            """),
            RuleExample("""
            struct PostCard: View {
                let post: Post

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(post.message)
                            .font(.title3)
                        Text(post.author)
                    }
                }
            }
            """),
            RuleExample("""
            struct VerifyEmailScreen: View {
                let email: String

                var body: some View {
                    VStack {
                        Text("We sent a link to \\(email). Open it on this device to finish signing up.")
                            .font(.title2)
                        Text("Your subscriptions will appear here.")
                            .font(.title2)
                    }
                }
            }
            """),
            RuleExample("""
            struct PINDisplay: View {
                let code: String

                var body: some View {
                    Text(code)
                        .font(.largeTitle)
                        .monospacedDigit()
                }
            }
            """),
            RuleExample("""
            struct TimerFace: View {
                var body: some View {
                    Text("00:00").font(.largeTitle.monospacedDigit())
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct OnboardingPage: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Text("Track every habit")
                            .font(.largeTitle)
                            .padding(.top, 40)
                        Text("Build streaks and see your progress over time.")
                    }
                }
            }
            """, """
            struct OnboardingPage: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Text("Track every habit")
                            .font(.largeTitle)
                            .accessibilityAddTraits(.isHeader)
                            .padding(.top, 40)
                        Text("Build streaks and see your progress over time.")
                    }
                }
            }
            """),
            RuleCorrection("""
            struct RecipeSections: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Ingredients").font(.title2)
                        Text("Steps").font(.title2)
                    }
                }
            }
            """, """
            struct RecipeSections: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Ingredients").font(.title2)
                            .accessibilityAddTraits(.isHeader)
                        Text("Steps").font(.title2)
                            .accessibilityAddTraits(.isHeader)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct MovieDetail: View {
                let movie: Movie

                var body: some View {
                    ScrollView {
                        Text(movie.title)
                            .font(.title.bold())
                            .accessibilityIdentifier("movie_title")
                    }
                }
            }
            """, """
            struct MovieDetail: View {
                let movie: Movie

                var body: some View {
                    ScrollView {
                        Text(movie.title)
                            .font(.title.bold())
                            .accessibilityIdentifier("movie_title")
                            .accessibilityAddTraits(.isHeader)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct SettingsTitle: View {
                var body: some View {
                    Text("Settings")
                        .font(.title)
                }
            }
            """, """
            struct SettingsTitle: View {
                var body: some View {
                    Text("Settings")
                        .font(.title)
                        .accessibility(addTraits: .isHeader)
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
        ]
    )

    /// Elements whose label a text inside belongs to: a control's, or a view that shows it as its own title.
    private static let labelOwners: Set<String> = RuleContext.controls.union(["Label", "DisclosureGroup", "LabeledContent", "ControlGroup", "GroupBox"])
    /// Modifiers whose content is shown apart from the screen's structure: bars, menus, alerts; and
    /// what an image loader shows while its image loads or when it fails, in its place.
    private static let detachedTexts: Set<String> = RuleContext.systemAlerts.union([
        "toolbar", "navigationBarItems", "contextMenu", "swipeActions", "help", "overlay", "background", "placeholder", "failure", "onFailure",
    ])

    /// Whether the text shows in a branch taken when there is nothing to show (`if items.isEmpty { … }`,
    /// a list's `emptyView:` or `placeholder:` content) or on an outcome (`if paymentSuccess { … }`):
    /// an empty state's or an outcome's message in a title font is a message, not a section of the page.
    private func isInEmptyState(_ chain: ChainNode, in context: RuleContext) -> Bool {
        let isEmptyStateLabel = { (name: String?) in
            guard let name else { return false }
            let label = name.lowercased()
            // `noBooksLabel`, `noResultView`: named for there being none, in any language the texts are in.
            return label.contains("empty") || label.contains("placeholder") || label.contains("noresults") || label.contains("unavailable")
                || label.hasPrefix("zero") || RuleContext.words(in: name).first == "no"
        }
        // "No Contacts", "No Results Yet": what shows when a list has nothing in it.
        if let words = chain.elementLink?.arguments.first?.value.flatMap(context.stringLiteralValue) {
            let parts = words.split(separator: " ")
            if parts.first == "No", (2...4).contains(parts.count), parts[1].first?.isUppercase == true || parts.count == 2 { return true }
        }
        return chain.ancestors().contains { ancestor in
            // `func zeroContactsRow() -> some View`, `var emptyState: some View`: a View member for the empty case.
            if let function = ancestor as? FunctionDeclNode, isEmptyStateLabel(function.name) { return true }
            if let property = ancestor as? VariableDeclNode, isEmptyStateLabel(property.name) { return true }
            // `LuminareList(…, emptyView: { … })`: the content shown when the list has none.
            if let argument = ancestor as? ArgumentNode, isEmptyStateLabel(argument.label) { return true }
            if let closure = ancestor as? ClosureNode, let owner = closure.parent as? LinkNode,
               owner.trailingClosures.contains(where: { $0.closure === closure && isEmptyStateLabel($0.label) }) {
                return true
            }
            guard let statement = ancestor as? StatementNode, statement.keyword == "if" else { return false }
            let text = statement.text
            let condition = text.prefix { $0 != "{" }
            // Shown on an outcome (`if paymentSuccess { Text("Thank you!") }`): a status message, not a heading.
            let isOutcome = condition.range(of: #"(?i)success|succeed|error|fail|complete[d]?\b|finished|passed"#, options: .regularExpression) != nil
            return condition.contains("isEmpty") || condition.contains("count == 0") || condition.contains("== nil")
                || isOutcome && statement.blocks.first.map { chain.isDescendant(of: $0) } == true
        }
    }

    /// A text drawn as a badge: boxed in a fixed square or circle with a shape behind or around it
    /// (a score in a ring, `.frame(width: 72, height: 72).overlay(Circle().stroke(…))`): a value made
    /// big, not a heading.
    private func isBadge(_ chain: ChainNode, in context: RuleContext) -> Bool {
        let boxed = chain.modifiers.contains { frame in
            frame.name == "frame" && ["width", "height"].allSatisfy { context.numericLiteral(frame.argument($0)?.value) != nil }
        }
        return boxed && chain.modifiers.contains { modifier in
            ["background", "overlay"].contains(modifier.name) && modifier.descendants(ofType: LinkNode.self).contains { RuleContext.filledShapes.contains($0.name) }
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Text"]) {
            guard let element = chain.elementLink, let style = context.titleStyle(of: chain), let nameToken = element.nameToken,
                  context.isViewPosition(chain), context.readsAsTitle(element), !context.setsHeading(chain), !context.isDeemphasizedOrNumeric(chain),
                  context.isExposedToAccessibility(chain), context.tapGestures(of: chain).isEmpty,
                  !context.isInsideElement(chain, named: HeadingTraitRule.labelOwners), !context.isInMenuItems(chain),
                  !context.isInsideModifier(chain, named: HeadingTraitRule.detachedTexts), !context.isSectionHeader(chain),
                  !context.isInsideTappableView(chain), !context.isDrawnOnlyAsControlLabel(chain), !context.isDrawnAmongPeers(chain),
                  !followsTitle(chain, style: style, in: context), !isAmongPeers(chain, style: style, in: context), !isValueUnderCaption(chain, in: context), !isInEmptyState(chain, in: context), !isAloneInSection(chain, in: context), !isInHeadedSection(chain, in: context), !captionsValueBeside(chain, style: style, in: context),
                  !isBesideProgress(chain, in: context), !context.captionsIconOnlyControl(chain), !hasUnreadableCounterpart(chain, style: style, in: context),
                  !context.isInvisible(chain), !isRowTitle(chain, in: context), !isBadge(chain, in: context),
                  // `HStack { Text("Title").font(.title3); TextField("", text: $title) }`: the field's name.
                  !context.labelsControlBeside(chain),
                  // A skeleton's "Loading" stands in for a title still to come: it heads nothing yet.
                  !context.isRedactedPlaceholder(chain),
                  // Drawn into a bitmap (a menu bar icon through `ImageRenderer`), it is a picture's text.
                  !context.isDrawnIntoExportedImage(chain),
                  // A Form's rows are settings and values (a signed-in username in a title font); a widget
                  // is read as one element, its titles head nothing VoiceOver can move to.
                  context.enclosingElement(of: chain, named: ["Form"]) == nil, !context.imports.contains("WidgetKit") else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "Text styled .\(style.rawValue) looks like a heading but is not one for VoiceOver: its headings rotor skips it"
            guard let edits = context.modifierInsertion([context.accessibilityAddTraitsModifier(".isHeader", at: chain)], into: chain, verifyMarker: false) else {
                findings.append(finding(problem + "; add .accessibilityAddTraits(.isHeader)", at: offset))
                continue
            }
            findings.append(finding(problem + "; added .accessibilityAddTraits(.isHeader)", at: offset,
                                    fix: Fix(safety: .safe, edits: edits, summary: "added .accessibilityAddTraits(.isHeader) to a title")))
        }
        return findings
    }

    /// Whether another branch of the `if` or `switch` that shows the text puts, in its place, a text
    /// of the same style that reads as no title (a sentence: "There are things you need to fix."): the
    /// two are one slot, marked both or neither.
    private func hasUnreadableCounterpart(_ chain: ChainNode, style: TextStyle, in context: RuleContext) -> Bool {
        guard let block = chain.parent?.parent as? BlockNode, let statement = block.parent as? StatementNode ?? block.parent?.parent as? StatementNode,
              statement.keyword == "if" || statement.keyword == "switch" else { return false }
        let branches = statement.descendants(ofType: BlockNode.self).filter { $0 !== block && $0.firstAncestor(ofType: StatementNode.self) === statement }
        return branches.contains { branch in
            context.contentChains(of: branch).contains { other in
                guard let text = other.elementLink, text.name == "Text", context.titleStyle(of: other) == style else { return false }
                return !context.readsAsTitle(text)
            }
        }
    }

    /// Whether the text sits beside a `ProgressView` in its stack ("Processing Import" over a spinner):
    /// a status while work runs, gone when it ends, not a section of the page.
    private func isBesideProgress(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        return context.contentChains(of: closure).contains { $0.elementLink?.name == "ProgressView" }
    }

    /// Whether the text is all a `Section` shows (through stacks that hold only it): a tagline or a
    /// message set apart in a list, with nothing after it for it to head.
    private func isAloneInSection(_ chain: ChainNode, in context: RuleContext) -> Bool {
        var current = chain
        while let closure = current.firstAncestor(ofType: ClosureNode.self), context.contentChains(of: closure).count == 1,
              let owner = closure.parent as? LinkNode, let ownerChain = owner.parent as? ChainNode, ownerChain.elementLink === owner {
            if owner.name == "Section" { return owner.closure(labeled: "header") !== closure && owner.closure(labeled: "footer") !== closure }
            guard RuleContext.stacks.contains(owner.name) else { return false }
            current = ownerChain
        }
        return false
    }

    /// Whether the text is in a row of a `Section` that has a header (`Section { card } header: {
    /// Text("Overview") }`), here or where the file draws the member or View it is in: the header is
    /// the section's heading, which SwiftUI marks in a List or Form; what the rows show large is
    /// content (an agent's name on an overview card).
    private func isInHeadedSection(_ chain: ChainNode, in context: RuleContext, depth: Int = 0) -> Bool {
        for call in context.enclosingCalls(of: chain) where call.link.name == "Section" && call.link === call.chain.elementLink {
            let section = call.link
            guard let content = section.allClosures.first(where: { chain.isDescendant(of: $0) }),
                  section.closure(labeled: "header") !== content, section.closure(labeled: "footer") !== content else { return false }
            let titled = section.arguments.first.map { $0.label == nil && $0.value?.singleChain?.links.first?.closure == nil } ?? false
            return section.closure(labeled: "header") != nil || section.argument("header") != nil || titled
        }
        guard depth < 3 else { return false }
        return context.uses(ofCodeAround: chain).contains { isInHeadedSection($0, in: context, depth: depth + 1) }
    }

    /// Whether the text titles one row of a list: beside another text (the row's detail) in an
    /// `HStack`, or showing the item's value (`Text(app.appName)`), in a loop or a View drawn once per
    /// item. Every row a heading is noise in the rotor.
    private func isRowTitle(_ chain: ChainNode, in context: RuleContext) -> Bool {
        let besideDetail = chain.firstAncestor(ofType: ClosureNode.self).map { closure in
            (closure.parent as? LinkNode)?.name == "HStack"
                && context.contentChains(of: closure).contains(where: { $0 !== chain && $0.elementLink?.name == "Text" })
        } ?? false
        let showsValue = chain.elementLink?.arguments.first.map { $0.label == nil && context.tree.tokens[$0.firstToken].kind != .stringLiteral } ?? false
        guard besideDetail || showsValue else { return false }
        if context.isInsideElement(chain, named: ["ForEach", "List"]) { return true }
        return context.enclosingView(of: chain).map(context.isDrawnPerItem) ?? false
    }

    /// Whether a literal text names the value beside it in its row, in the same style (`HStack {
    /// Text("Water").font(.title); Spacer(); Text("\\(amount) g").font(.title) }`): a label and its
    /// value, read together, not a heading over what follows.
    private func captionsValueBeside(_ chain: ChainNode, style: TextStyle, in context: RuleContext) -> Bool {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self), (closure.parent as? LinkNode)?.name == "HStack",
              let shown = chain.elementLink?.arguments.first, shown.label == nil, context.stringLiteralValue(shown.value) != nil else { return false }
        return context.contentChains(of: closure).contains { sibling in
            guard sibling !== chain, sibling.elementLink?.name == "Text", context.titleStyle(of: sibling) == style,
                  let value = sibling.elementLink?.arguments.first, value.label == nil || value.label == "verbatim" else { return false }
            return context.stringLiteralValue(value.value) == nil
        }
    }

    /// Whether the view just before the text in its container is a larger title: the text is its
    /// subtitle (a `.title3` under a `.title`).
    private func followsTitle(_ chain: ChainNode, style: TextStyle, in context: RuleContext) -> Bool {
        guard let container = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let siblings = context.contentChains(of: container)
        guard let index = siblings.firstIndex(where: { $0 === chain }), index > 0, siblings[index - 1].elementLink?.name == "Text" else { return false }
        // A larger text in a fixed size ("DONE!" in 96 pt) titles the screen; this one is its subtitle.
        if let size = fixedFontSize(of: siblings[index - 1], in: context) { return size > style.defaultSize }
        guard let previous = context.titleStyle(of: siblings[index - 1]) else { return false }
        let order = TextStyle.allCases
        return order.firstIndex(of: previous)! < order.firstIndex(of: style)!
    }

    /// Whether the text shows a value right under a caption written as a literal (`Text("Main
    /// pollutant").font(.headline)` over `Text(pollutant.label).font(.title3)`): the value is the card's
    /// data shown large; the caption, if anything, heads it.
    private func isValueUnderCaption(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let container = chain.firstAncestor(ofType: ClosureNode.self),
              let shown = chain.elementLink?.arguments.first, shown.label == nil || shown.label == "verbatim",
              context.tree.tokens[shown.firstToken].kind != .stringLiteral else { return false }
        let siblings = context.contentChains(of: container)
        guard let index = siblings.firstIndex(where: { $0 === chain }), index > 0, let caption = siblings[index - 1].elementLink,
              caption.name == "Text", let first = caption.arguments.first, first.label == nil else { return false }
        return context.tree.tokens[first.firstToken].kind == .stringLiteral
    }

    /// Whether the text shows a value beside another value in the same title style, just before or after
    /// it in its container: the two are peers (a fact and its translation, both in `.title3`), read
    /// alike, where a heading stands out from what it heads. Titles written as literals side by side
    /// ("Ingredients", "Steps") are each a heading.
    private func isAmongPeers(_ chain: ChainNode, style: TextStyle, in context: RuleContext) -> Bool {
        guard let container = chain.firstAncestor(ofType: ClosureNode.self) else { return false }
        let siblings = context.contentChains(of: container)
        let showsValue = { (text: ChainNode) -> Bool in
            guard text.elementLink?.name == "Text", let shown = text.elementLink?.arguments.first, shown.label == nil else { return false }
            return context.tree.tokens[shown.firstToken].kind != .stringLiteral
        }
        guard showsValue(chain), let index = siblings.firstIndex(where: { $0 === chain }) else { return false }
        return [index - 1, index + 1].contains { neighbour in
            siblings.indices.contains(neighbour) && showsValue(siblings[neighbour]) && context.titleStyle(of: siblings[neighbour]) == style
        }
    }

    /// The size of a chain's own `.font(.system(size: N))`, written as a number.
    private func fixedFontSize(of chain: ChainNode, in context: RuleContext) -> Double? {
        guard let font = chain.modifiers.last(where: { $0.name == "font" })?.arguments.first?.value,
              let system = font.descendants(ofType: LinkNode.self).first(where: { $0.name == "system" && $0.kind == .implicitMember }),
              let size = system.argument("size") else { return nil }
        return context.numericLiteral(size.value)?.value
    }
}
