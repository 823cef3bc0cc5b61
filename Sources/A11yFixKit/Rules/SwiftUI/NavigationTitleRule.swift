/// Screens of a navigation stack that never name themselves in the navigation bar.
public struct NavigationTitleRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "navigation-title",
        name: "Screens without a navigation title",
        summary: "Finds the root screen of a `NavigationStack` or `NavigationView`, and the screens a `NavigationLink` or `.navigationDestination` pushes, that set no `.navigationTitle` anywhere in what they show. Reported, not rewritten.",
        rationale: "The navigation title is a screen's name: VoiceOver reads it when the screen appears and in the bar, and the back button of the next screen repeats it. Without it, a person who cannot see the layout lands on a screen with no name, and every screen pushed from it offers only \"Back\" (WCAG 2.4.2, Page Titled).",
        notes: "Opt-in (`rules.enable` in the config, or `--rules navigation-title`) until it passes REVIEW.md: an independent review of all 8 corpus findings judged 3 true (a navigation view only a preview and a snapshot test use, sheets whose large on-screen text names them and that push nothing, a tvOS tab root and a placeholder destination were reported); since then a screen that pushes nothing and opens with a heading (a title style, bold, the header trait) before its first control or list is left alone, as are tvOS and watchOS, and a type only previews and tests use is preview code. A title counts wherever SwiftUI takes it from: `.navigationTitle` or `.navigationBarTitle` on any view the screen shows (also inside a `#if`), on the destination where the presenter builds it (`NavigationLink { DetailView().navigationTitle(\"Detail\") }`), on the stack itself, or a modifier of the project's whose name says it sets a title (`.screenTitle(…)`). A `ToolbarItem(placement: .principal)` is the screen's own title view and counts; so does a bar the screen hides (`.navigationBarHidden(true)`, `.toolbar(.hidden, for: .navigationBar)`): it shows its name in its content. The app's Views a screen shows are read when this file declares them; a View declared elsewhere, or content a parameter gives (`NavigationStack { content }`), may set the title where a11yfix does not look, and the rule stays silent; a View drawn per item of a `ForEach` or `List` is a row and sets none. Not checked: a `NavigationSplitView` (its columns and a sidebar's title are the split view's question), a `NavigationView` with several columns, a stack whose root is a `TabView` or another navigation container, a `NavigationLink(value:)` (its `.navigationDestination` is checked instead), sheets without a navigation stack, and code that builds only for macOS, where the window's title comes from its Scene (`WindowGroup(\"Title\")`). The title's words are for a person to choose: no fix.",
        severity: .degrades, wcag: ["2.4.2"], nutritionLabels: [.voiceOver], fixSafety: .none, isOptIn: true, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct SettingsScreen: View {
                @State private var notifications = true

                var body: some View {
                    ↓NavigationStack {
                        Form {
                            Toggle("Notifications", isOn: $notifications)
                            Text("Version 1.2")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct InboxView: View {
                let messages: [Message]

                var body: some View {
                    List(messages) { message in
                        ↓NavigationLink(message.subject) {
                            ScrollView {
                                Text(message.body).padding()
                            }
                        }
                    }
                    .navigationTitle("Inbox")
                }
            }
            """),
            RuleExample("""
            struct LibraryView: View {
                let books: [Book]

                var body: some View {
                    NavigationStack {
                        List(books) { book in
                            NavigationLink(book.title, value: book)
                        }
                        .navigationTitle("Library")
                        .↓navigationDestination(for: Book.self) { book in
                            BookDetail(book: book)
                        }
                    }
                }
            }

            struct BookDetail: View {
                let book: Book

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(book.author).font(.headline)
                        Text(book.summary)
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            struct ProfileView: View {
                var body: some View {
                    ↓NavigationView {
                        VStack {
                            Image(systemName: "person.circle").font(.largeTitle)
                            Text("Signed in")
                        }
                        .navigationBarTitleDisplayMode(.inline)
                    }
                }
            }
            """),
            RuleExample("""
            struct HelpLinks: View {
                var body: some View {
                    List {
                        ↓NavigationLink(destination: Text("Call us on weekdays, 9 to 5.")) {
                            Label("Contact", systemImage: "phone")
                        }
                    }
                    .navigationTitle("Help")
                }
            }
            """),
            RuleExample("""
            struct OrdersView: View {
                @State private var showsHistory = false

                var body: some View {
                    List {
                        Button("Order history") { showsHistory = true }
                    }
                    .navigationTitle("Orders")
                    .↓navigationDestination(isPresented: $showsHistory) {
                        historyList
                    }
                }

                private var historyList: some View {
                    List {
                        Text("No orders yet")
                    }
                }
            }
            """),
            RuleExample("""
            struct RootView: View {
                var body: some View {
                    ↓NavigationStack {
                        HomeContent()
                    }
                }
            }

            struct HomeContent: View {
                var body: some View {
                    ScrollView {
                        Text("Welcome back")
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountView: View {
                var body: some View {
                    Form {
                        Section {
                            ↓NavigationLink("Privacy") {
                                Form {
                                    #if os(iOS)
                                    Toggle("Share analytics", isOn: .constant(false))
                                    #endif
                                }
                            }
                        }
                    }
                    .navigationTitle("Account")
                }
            }
            """),
            RuleExample("""
            struct AboutView: View {
                var body: some View {
                    ↓NavigationStack {
                        VStack {
                            Text("Acme Notes")
                            Text("Made with care")
                        }
                        .toolbar {
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Done") {}
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct CatalogView: View {
                let items: [Item]

                var body: some View {
                    ↓NavigationStack {
                        List(items) { item in
                            ItemRow(item: item)
                        }
                    }
                }
            }
            """),
            // A heading on the screen does not title the back button of the screens it pushes.
            RuleExample("""
            struct HelpCenter: View {
                var body: some View {
                    ↓NavigationStack {
                        VStack(alignment: .leading) {
                            Text("How can we help?").font(.title)
                            NavigationLink("Billing") {
                                BillingHelp()
                            }
                        }
                    }
                }
            }
            """),
            // A list before any heading: nothing on the screen names it.
            RuleExample("""
            struct SymbolPicker: View {
                @Binding var symbol: String
                @Binding var isShown: Bool
                let symbols: [String]

                var body: some View {
                    ↓NavigationStack {
                        List(symbols, id: \\.self) { name in
                            Button(name) {
                                symbol = name
                                isShown = false
                            }
                        }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Close") { isShown = false }
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            Text("Version 1.2")
                        }
                        .navigationTitle("Settings")
                    }
                }
            }
            """),
            // The title is set deep inside: SwiftUI takes it from there.
            RuleExample("""
            struct RootView: View {
                var body: some View {
                    NavigationStack {
                        HomeContent()
                    }
                }
            }

            struct HomeContent: View {
                var body: some View {
                    List {
                        Text("Welcome back")
                    }
                    .navigationTitle("Home")
                }
            }
            """),
            // A View declared in another file may set its own title.
            RuleExample("""
            struct InboxView: View {
                let messages: [Message]

                var body: some View {
                    List(messages) { message in
                        NavigationLink(message.subject) {
                            MessageDetailView(message: message)
                        }
                    }
                    .navigationTitle("Inbox")
                }
            }
            """),
            // The presenter titles the screen it pushes.
            RuleExample("""
            struct HelpLinks: View {
                var body: some View {
                    NavigationLink(destination: Text("Call us").navigationTitle("Contact")) {
                        Label("Contact", systemImage: "phone")
                    }
                }
            }
            """),
            RuleExample("""
            struct LegacyView: View {
                var body: some View {
                    NavigationView {
                        List { Text("Item") }
                            .navigationBarTitle("Items", displayMode: .inline)
                    }
                }
            }
            """),
            // A custom title view in the bar's centre.
            RuleExample("""
            struct BrandedHome: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Item") }
                            .toolbar {
                                ToolbarItem(placement: .principal) {
                                    Image("logo")
                                        .accessibilityLabel("Acme")
                                }
                            }
                    }
                }
            }
            """),
            // The bar is hidden: the screen shows its name in its content.
            RuleExample("""
            struct OnboardingFlow: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            Text("Welcome").font(.largeTitle)
                        }
                        .toolbar(.hidden, for: .navigationBar)
                    }
                }
            }
            """),
            // A split view's columns are its own question.
            RuleExample("""
            struct MailSplit: View {
                var body: some View {
                    NavigationSplitView {
                        List { Text("Inbox") }
                            .navigationTitle("Mailboxes")
                    } detail: {
                        Text("Select a message")
                    }
                }
            }
            """),
            // The content comes from the caller.
            RuleExample("""
            struct NavigationContainer<Content: View>: View {
                @ViewBuilder let content: Content

                var body: some View {
                    NavigationStack {
                        content
                    }
                }
            }
            """),
            // A sheet that holds a stack only for its Close button, opens with its name in bold and
            // pushes nothing: VoiceOver reads that name first, and no back button repeats it.
            RuleExample("""
            struct LinkExpiredSheet: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    NavigationStack {
                        VStack(spacing: 12) {
                            Image(systemName: "xmark.octagon")
                            Text("Link no longer valid")
                                .bold()
                            Button("Request a new link") {}
                        }
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) {
                                Button("Close") { dismiss() }
                            }
                        }
                    }
                }
            }
            """),
            // The heading is drawn by a member of the View.
            RuleExample("""
            struct WhatsNewSheet: View {
                let release: Release

                var body: some View {
                    NavigationView {
                        ScrollView {
                            VStack(alignment: .leading) {
                                header
                                ForEach(release.items) { item in
                                    Text(item.summary)
                                }
                            }
                        }
                    }
                }

                private var header: some View {
                    VStack {
                        Label("Beta", systemImage: "testtube.2").font(.caption.bold())
                        Text(release.title).font(.title.bold())
                    }
                }
            }
            """),
            // tvOS has no on-screen back button, and a tab's item names its root.
            RuleExample("""
            struct MoviesTab: View {
                var body: some View {
                    #if os(tvOS)
                    NavigationView {
                        List { Text("Now playing") }
                    }
                    #endif
                }
            }
            """),
            // macOS: the window's title comes from its Scene.
            RuleExample("""
            import AppKit
            import SwiftUI

            struct BrowserView: View {
                var body: some View {
                    NavigationStack {
                        List { Text("Bookmarks") }
                    }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["macOS": "14.0"])),
            // A value link: its destination is checked at `.navigationDestination`.
            RuleExample("""
            struct BookList: View {
                let books: [Book]

                var body: some View {
                    List(books) { book in
                        NavigationLink(value: book) {
                            Text(book.title)
                        }
                    }
                    .navigationTitle("Books")
                }
            }
            """),
            // A project's own title modifier.
            RuleExample("""
            struct StatsView: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("42 workouts") }
                            .screenTitle("Stats")
                    }
                }
            }
            """),
            // A root that is a TabView: its tabs are the screens.
            RuleExample("""
            struct MainView: View {
                var body: some View {
                    NavigationStack {
                        TabView {
                            Text("Home").tabItem { Label("Home", systemImage: "house") }
                        }
                    }
                }
            }
            """),
            // A stack beside other views is a panel of the screen, not a screen.
            RuleExample("""
            struct ConsoleView: View {
                var body: some View {
                    HStack {
                        List { Text("Logs") }
                        NavigationStack {
                            Form { Text("Filters") }
                        }
                        .frame(width: 300)
                    }
                    .navigationTitle("Console")
                }
            }
            """),
            // A placeholder link pushes nothing to name.
            RuleExample("""
            struct StoreSettings: View {
                var body: some View {
                    List {
                        NavigationLink("Providers") {
                            EmptyView()
                        }
                    }
                    .navigationTitle("Store")
                }
            }
            """),
            // Static content of a List is not a row per item: the header View may set the title.
            RuleExample("""
            struct DeeplinkView: View {
                var body: some View {
                    NavigationView {
                        List {
                            Section {
                                ListTopHeader(title: "Open link")
                            }
                        }
                    }
                }
            }
            """),
            // The whole screen is a Button's label, drawn by a member that may set the title.
            RuleExample("""
            struct AssistView: View {
                var body: some View {
                    NavigationView {
                        Button(action: listen) {
                            chatList
                        }
                    }
                }

                private var chatList: some View {
                    List { Text("Hello") }
                        .navigationTitle("Assist")
                }
            }
            """),
            RuleExample("""
            #Preview {
                NavigationStack {
                    Text("Preview")
                }
            }
            """),
        ],
        corrections: [
            // A stack's root screen without a title: reported, for a person to name it (no fix: the words are theirs).
            RuleCorrection("""
            struct AboutScreen: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            Text("Version 1.2")
                        }
                    }
                }
            }
            """, """
            struct AboutScreen: View {
                var body: some View {
                    NavigationStack {
                        Form {
                            Text("Version 1.2")
                        }
                    }
                }
            }
            """),
            // A screen a NavigationLink pushes without a title: reported without a fix.
            RuleCorrection("""
            struct PrivacyRow: View {
                var body: some View {
                    NavigationLink("Privacy") {
                        Form { Text("We keep nothing.") }
                    }
                }
            }
            """, """
            struct PrivacyRow: View {
                var body: some View {
                    NavigationLink("Privacy") {
                        Form { Text("We keep nothing.") }
                    }
                }
            }
            """),
            // A screen a .navigationDestination pushes without a title: reported without a fix.
            RuleCorrection("""
            struct OrdersList: View {
                @State private var showsHistory = false

                var body: some View {
                    List { Text("Orders") }
                        .navigationDestination(isPresented: $showsHistory) {
                            Text("No orders yet")
                        }
                }
            }
            """, """
            struct OrdersList: View {
                @State private var showsHistory = false

                var body: some View {
                    List { Text("Orders") }
                        .navigationDestination(isPresented: $showsHistory) {
                            Text("No orders yet")
                        }
                }
            }
            """),
        ]
    )

    /// Platforms whose navigation bar titles its back button with the previous screen's title: not
    /// macOS (the window's title comes from its Scene), tvOS (no on-screen back button) or watchOS.
    private static let backButtonPlatforms: Set<BuildPlatform> = [.iOS, .macCatalyst, .visionOS]

    /// Stacks whose single root content is one screen.
    private static let stacks: Set<String> = ["NavigationStack", "NavigationView"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        func check(_ content: SyntaxNode, of chain: ChainNode, at token: Int?, _ what: String) {
            // `NavigationLink("Soon") { EmptyView() }` pushes nothing to name.
            let roots = (content as? ChainNode).map { [$0] } ?? (content as? ExpressionNode)?.singleChain.map { [$0] } ?? context.contentChains(of: content)
            guard let token, !roots.allSatisfy({ $0.elementLink?.name == "EmptyView" }), context.enclosingType(of: chain) != nil,
                  context.platforms(at: chain).platforms.contains(where: NavigationTitleRule.backButtonPlatforms.contains),
                  context.screenTitle(of: content) == .untitled, !context.namesItselfInContent(content) else { return }
            findings.append(finding(
                "\(what) has no navigation title: VoiceOver has no name to read for the screen, and the back button of a screen pushed from it says only \"Back\"; add .navigationTitle(…)",
                at: context.tree.tokens[token].start))
        }
        for chain in context.elements(named: NavigationTitleRule.stacks) {
            guard let element = chain.elementLink, let root = element.closure(labeled: nil) ?? element.closure(labeled: "root") else { continue }
            let views = context.contentChains(of: root)
            guard views.count == 1, let first = views.first?.elementLink,
                  !RuleContext.navigationContainers.contains(first.name) else { continue }
            // A stack beside other views is a panel of a screen, not a screen.
            if let around = chain.parent?.parent, around is ClosureNode || around is BlockNode, context.contentChains(of: around).count > 1 { continue }
            check(chain, of: chain, at: element.nameToken, "The root screen of this \(element.name)")
        }
        for chain in context.elements(named: ["NavigationLink"]) {
            guard let element = chain.elementLink, let destination = context.destinationContent(of: element) else { continue }
            check(destination, of: chain, at: element.nameToken, "The screen this NavigationLink pushes")
        }
        for chain in context.chains {
            for modifier in chain.modifiers where modifier.name == "navigationDestination" {
                guard let content = context.presentedContent(of: modifier) else { continue }
                check(content, of: chain, at: modifier.nameToken, "The screen this .navigationDestination pushes")
            }
        }
        return findings.sorted { $0.offset < $1.offset }
    }
}
