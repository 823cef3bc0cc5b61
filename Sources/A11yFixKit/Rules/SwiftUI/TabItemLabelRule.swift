/// Tab bar items drawn with an image and no title: VoiceOver reads the tab as the image's name or
/// as nothing, and Voice Control users have no name to say.
public struct TabItemLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "tab-item-label",
        name: "Tab items need a title",
        summary: "Finds `.tabItem { Image(…) }` and iOS 18's `Tab(value:) { … } label: { Image(…) }` whose label is only an image, with no `Text`, `Label` title or accessibility label. Replaces the image with `Label(\"…\", systemImage: …)` (or `Label(\"…\", image: \"…\")` for an asset) with the title inferred from the tab, marked `// [VERIFY]`.",
        rationale: "A tab bar item is a control VoiceOver announces as \"tab, 2 of 4\": without a title it reads the SF Symbol's file-like name (\"gear shape\") or nothing for an asset, so a blind user cannot tell the tabs apart, and a Voice Control user cannot say \"Tap Settings\". The tab bar also shows the title under the icon (and alone in the large accessibility sizes' tab bar HUD), which helps everyone. WCAG 4.1.2 requires every control to have a name.",
        notes: "Where the title comes from, most trusted first: a literal `.navigationTitle(\"…\")` the tab's content sets (the team's own word for that screen); the tab's tag or value when it is an enum case or a literal (`.tag(Tab.settings)`, `Tab(value: .favorites)` → \"Favorites\"); the content view's type without its screen suffix (`SettingsView()` → \"Settings\", also through a `NavigationStack { … }` around it; names that say nothing, `ContentView`, `MainView`, `RootView`, are skipped); then the SF Symbol table. With none of them, or an image chosen at run time from a non-literal asset, the finding is reported without a fix. The title is written the way the file writes its strings (see `icon-only-control-label`): no fix where the app localizes its strings and none says the title. Not a finding: a `Label` or a `Text` in the tab's label, an accessibility label on the image, an image made with a `label:` argument, a tab label built by a helper or a View of the app's own (`tabbarItem(text:image:)`: what it shows is in its own body), the tabs of a paged `TabView` (`.tabViewStyle(.page)`), which show no tab bar, and `.tabItem` on a view inside a stack (a hand-built tab bar's `ZStack` of pages), where it does nothing. A title shows under the icon, so the fix is offered only where another tab of the same `TabView` already shows one; in a bar of icons alone (or a tab written outside its TabView) the finding names the title and leaves the bar's design to a person. The fix is offered only where `Label` exists (iOS 14, macOS 11) and the image has no modifiers of its own (`Image(…).renderingMode(…)` would not compile on a `Label`); otherwise the finding says which title to add.",
        severity: .blocks, wcag: ["4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        FeedView()
                            .tabItem { ↓Image(systemName: "house") }
                        SettingsView()
                            .tabItem { ↓Image(systemName: "gearshape") }
                    }
                }
            }
            """),
            RuleExample("""
            TabView(selection: $selection) {
                NavigationStack {
                    InboxList()
                        .navigationTitle("Inbox")
                }
                .tabItem {
                    ↓Image(systemName: "tray")
                }
                .tag(AppTab.inbox)
            }
            """),
            RuleExample("""
            TabView {
                LibraryView().tabItem { ↓Image("tab_library") }
            }
            """),
            RuleExample("""
            TabView(selection: $selectedTab) {
                Tab(value: AppTab.search) {
                    SearchScreen()
                } label: {
                    ↓Image(systemName: "magnifyingglass")
                }
            }
            """),
            RuleExample("""
            TabView {
                ProfileView()
                    .tabItem {
                        ↓Image(systemName: selected == .profile ? "person.fill" : "person")
                    }
            }
            """),
            RuleExample("""
            TabView {
                DashboardView()
                    .tabItem {
                        ↓Image(systemName: "chart.bar")
                            .environment(\\.symbolVariants, .none)
                    }
            }
            """),
            RuleExample("""
            TabView {
                ContentView()
                    .tabItem { ↓Image(decorative: "tab_home") }
            }
            """),
            RuleExample("""
            #if os(iOS)
            TabView {
                MapScreen()
                    .tabItem { ↓Image(systemName: "map") }
                    .tag(1)
            }
            #endif
            """),
            RuleExample("""
            struct MainTabs: View {
                @State private var tab: Tab = .favorites

                var body: some View {
                    TabView(selection: $tab) {
                        FavoritesGrid()
                            .tabItem { ↓Image(systemName: "star") }
                            .tag(Tab.favorites)
                        RecentsList()
                            .tabItem { ↓Image(systemName: "clock") }
                            .tag(Tab.recents)
                    }
                }
            }
            """),
            RuleExample("""
            TabView {
                Tab(value: 3) {
                    Color.blue
                } label: {
                    ↓Image(systemName: "questionmark.square.dashed")
                }
            }
            """),
            RuleExample("""
            TabView {
                DownloadsView()
                    .tabItem { ↓Image(systemName: "arrow.down.circle") }
                    .accessibilityLabel("Downloads")
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            TabView {
                FeedView().tabItem { Label("Feed", systemImage: "house") }
            }
            """),
            RuleExample("""
            TabView {
                FeedView()
                    .tabItem {
                        Image(systemName: "house")
                        Text("Feed")
                    }
            }
            """),
            RuleExample("""
            TabView {
                SettingsView()
                    .tabItem {
                        Image(systemName: "gearshape")
                            .accessibilityLabel("Settings")
                    }
            }
            """),
            RuleExample("""
            TabView {
                Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                    SearchScreen()
                }
            }
            """),
            RuleExample("""
            TabView {
                Tab(value: AppTab.search) {
                    SearchScreen()
                } label: {
                    Label("Search", systemImage: "magnifyingglass")
                }
            }
            """),
            RuleExample("""
            TabView {
                MoviesHome().tabItem {
                    self.tabbarItem(text: "Movies", image: "film")
                }
            }
            """),
            RuleExample("""
            TabView {
                ForEach(pages) { page in
                    PageView(page: page)
                        .tabItem { Image(systemName: "circle") }
                }
            }
            .tabViewStyle(.page)
            """),
            RuleExample("""
            TabView {
                HomeView()
                    .tabItem {
                        Text(L10n.home)
                        Image(systemName: "house")
                    }
            }
            """),
            RuleExample("""
            TabView {
                InboxView()
                    .tabItem { Image("tab_inbox", label: Text("Inbox")) }
            }
            """),
            RuleExample("""
            TabView {
                ForEach(tabs) { tab in
                    tab.content
                        .tabItem { tab.label }
                }
            }
            """),
            RuleExample("""
            struct DesktopTabs: View {
                @State private var selected = Tab.home

                var body: some View {
                    HStack {
                        sidebar
                        ZStack {
                            HomeView()
                                .tabItem { Image(systemName: "house") }
                                .opacity(selected == .home ? 1 : 0)
                            MessagesView()
                                .tabItem { Image(systemName: "envelope") }
                                .opacity(selected == .messages ? 1 : 0)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            TabView {
                ActivityView()
                    .tabItem {
                        Label {
                            Text("Activity")
                        } icon: {
                            Image(systemName: "bolt")
                        }
                    }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        FeedView()
                            .tabItem { Label("Feed", systemImage: "house") }
                        SettingsView()
                            .tabItem {
                                Image(systemName: "gearshape")
                            }
                    }
                }
            }
            """, """
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        FeedView()
                            .tabItem { Label("Feed", systemImage: "house") }
                        SettingsView()
                            .tabItem {
                                Label("Settings", systemImage: "gearshape") // [VERIFY]
                            }
                    }
                }
            }
            """),
            // The title the screen gives itself beats the tag and the type name.
            RuleCorrection("""
            TabView(selection: $selection) {
                NavigationStack {
                    InboxList()
                        .navigationTitle("Mail")
                }
                .tabItem {
                    Image(systemName: "tray")
                }
                .tag(AppTab.inbox)
                ContactsList()
                    .tabItem { Label("Contacts", systemImage: "person.2") }
                    .tag(AppTab.contacts)
            }
            """, """
            TabView(selection: $selection) {
                NavigationStack {
                    InboxList()
                        .navigationTitle("Mail")
                }
                .tabItem {
                    Label("Mail", systemImage: "tray") // [VERIFY]
                }
                .tag(AppTab.inbox)
                ContactsList()
                    .tabItem { Label("Contacts", systemImage: "person.2") }
                    .tag(AppTab.contacts)
            }
            """),
            // A bar of icons alone: a title would change its design, so the finding says which titles to add.
            RuleCorrection("""
            TabView {
                TimelineView()
                    .tabItem { Image(systemName: "house") }
                MessagesView()
                    .tabItem { Image(systemName: "envelope") }
            }
            """, """
            TabView {
                TimelineView()
                    .tabItem { Image(systemName: "house") }
                MessagesView()
                    .tabItem { Image(systemName: "envelope") }
            }
            """),
            RuleCorrection("""
            TabView(selection: $selectedTab) {
                Tab(value: AppTab.recentlyPlayed) {
                    HistoryScreen()
                } label: {
                    Image("tab_history")
                }
                Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                    SearchScreen()
                }
            }
            """, """
            TabView(selection: $selectedTab) {
                Tab(value: AppTab.recentlyPlayed) {
                    HistoryScreen()
                } label: {
                    Label("Recently Played", image: "tab_history") // [VERIFY]
                }
                Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                    SearchScreen()
                }
            }
            """),
            // An image with modifiers of its own cannot become a Label as it is: reported.
            RuleCorrection("""
            TabView {
                DashboardView()
                    .tabItem {
                        Image(systemName: "chart.bar")
                            .environment(\\.symbolVariants, .none)
                    }
            }
            """, """
            TabView {
                DashboardView()
                    .tabItem {
                        Image(systemName: "chart.bar")
                            .environment(\\.symbolVariants, .none)
                    }
            }
            """),
            // Before iOS 14 there is no Label.
            RuleCorrection("""
            TabView {
                SettingsView().tabItem { Image(systemName: "gearshape") }
            }
            """, """
            TabView {
                SettingsView().tabItem { Image(systemName: "gearshape") }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
        ]
    )

    /// Containers a tab's screen is wrapped in: the screen is what they hold.
    private static let wrappers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView", "Group", "ZStack", "VStack"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (label, tab) in context.tabItemLabels() {
            let content = context.contentChains(of: label)
            guard !content.isEmpty, content.allSatisfy({ $0.elementLink?.name == "Image" }), let image = content.first,
                  let imageLink = image.elementLink, let source = context.imageSource(of: imageLink), source != .labelled,
                  !content.contains(where: context.hasAccessibilityLabel), !isPaged(tab, in: context),
                  let nameToken = imageLink.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "tab item shows only an image: VoiceOver reads the tab as the image's name or not at all"
            guard content.count == 1, let title = inferredTitle(of: tab, image: imageLink, source: source, in: context) else {
                findings.append(finding(problem + "; give it a title with Label(\"…\", systemImage: …)", at: offset))
                continue
            }
            // A title shows under the icon: in a bar of icons alone that changes the design, which a person decides.
            guard context.tabBarShowsTitles(besides: tab) == true else {
                findings.append(finding(problem + "; the tab bar shows no titles, and one would appear under this icon: title every tab (\(title.expression), inferred from \(title.source), for this one), as a person decides the bar's design", at: offset))
                continue
            }
            let localization = context.localized(title)
            guard case let .insert(expression, _) = localization else {
                findings.append(finding(problem + "; title it \(title.expression) (inferred from \(title.source)) \(RuleContext.stringsAdvice(for: localization))", at: offset))
                continue
            }
            guard let labelCall = labelCall(title: expression, image: image, source: source, in: context),
                  let lineEnd = context.endOfLine(after: image.lastToken) else {
                findings.append(finding(problem + "; title it \(expression) (inferred from \(title.source)) with Label or a Text beside the image", at: offset))
                continue
            }
            var edits = [Edit(range: image.range, replacement: labelCall)]
            let line = context.file.lineIndex(of: max(0, lineEnd - 1))
            if !context.file.lineText(line).contains(RuleContext.verifyMarker) {
                edits.append(.insert(" " + RuleContext.verifyMarker, at: lineEnd, placement: .endOfLine))
            }
            findings.append(finding(problem + "; titled \(expression) inferred from \(title.source)", at: offset,
                                    fix: Fix(safety: .verify, edits: edits, summary: "gave an image-only tab item a title")))
        }
        return findings
    }

    /// Whether the tab is a page of a `TabView` styled as pages, which shows no tab bar.
    private func isPaged(_ tab: ChainNode, in context: RuleContext) -> Bool {
        guard let tabView = context.enclosingElement(of: tab, named: ["TabView"]) else { return false }
        return tabView.modifiers.contains { $0.name == "tabViewStyle" && ($0.text.contains("page") || $0.text.contains("Page")) }
    }

    /// The tab's title, most trusted first: the navigation title its content sets, its tag or value,
    /// the type of its screen, the SF Symbol.
    private func inferredTitle(of tab: ChainNode, image: LinkNode, source: RuleContext.ImageSource, in context: RuleContext) -> InferredLabel? {
        guard let element = tab.elementLink else { return nil }
        let isTab = element.name == "Tab" && tab.modifiers.allSatisfy { $0.name != "tabItem" }
        // What the screen sets on itself, not what the tab's own modifiers present (a sheet's title).
        let content: [SyntaxNode] = isTab ? [element.closure(labeled: nil)].compactMap { $0 } : element.allClosures + tab.modifiers.filter { $0.allClosures.isEmpty }
        let titles = Set(content.flatMap { [$0 as? LinkNode].compactMap { $0 } + $0.descendants(ofType: LinkNode.self) }.compactMap { link -> String? in
            guard link.name == "navigationTitle", link.kind == .member else { return nil }
            return link.arguments.first.flatMap { context.stringLiteralValue($0.value) }
        })
        if titles.count == 1, let title = titles.first {
            return InferredLabel(expression: StringLiteral.literal(title), inputLabels: [], source: "the navigation title of its screen")
        }
        let tag = isTab ? element.argument("value")?.value : tab.modifier(named: "tag")?.arguments.first?.value
        if let name = tag.flatMap({ caseName(of: $0, in: context) }) {
            return InferredLabel(expression: StringLiteral.literal(ScreenMap.displayName(ofType: name)), inputLabels: [], source: "its tag '\(name)'")
        }
        if let screen = screenType(in: isTab ? element.closure(labeled: nil) : nil, tab: isTab ? nil : tab, in: context) {
            return InferredLabel(expression: StringLiteral.literal(ScreenMap.displayName(ofType: screen)), inputLabels: [], source: "its screen '\(screen)'")
        }
        if case let .symbol(name?) = source, let meaning = context.symbolMeaning(name) {
            return InferredLabel(expression: StringLiteral.literal(meaning.label), inputLabels: [], source: "the SF Symbol '\(name)'")
        }
        return nil
    }

    /// `.settings`, `Tab.settings`, `"settings"` → settings; nil for numbers and computed values.
    private func caseName(of expression: ExpressionNode, in context: RuleContext) -> String? {
        if let literal = context.stringLiteralValue(expression) {
            return literal.allSatisfy({ $0.isLetter || $0 == "_" || $0 == " " }) && !literal.isEmpty ? literal : nil
        }
        guard let chain = expression.singleChain, chain.range == expression.range, let last = chain.links.last, !last.hasCall,
              chain.links.count == 1 ? last.kind == .implicitMember : chain.links.count == 2 && chain.links[0].name.isCapitalizedName
        else { return nil }
        return last.name
    }

    /// The app's own View the tab shows, looking through navigation containers around it.
    private func screenType(in closure: ClosureNode?, tab: ChainNode?, in context: RuleContext) -> String? {
        var candidates: [ChainNode] = tab.map { [$0] } ?? closure.map(context.contentChains) ?? []
        while candidates.count == 1, let chain = candidates.first, let element = chain.elementLink {
            if TabItemLabelRule.wrappers.contains(element.name), let inner = element.closure(labeled: nil) {
                candidates = context.contentChains(of: inner)
                continue
            }
            guard element.kind == .name, element.name.isCapitalizedName, !RuleContext.builtInViews.contains(element.name),
                  !ScreenMap.windowNames.union(["Tab", "Tabs"]).contains(ScreenMap.displayName(ofType: element.name)) else { return nil }
            return element.name
        }
        return nil
    }

    /// `Label(title, systemImage: …)` or `Label(title, image: "…")` for an image without modifiers,
    /// where Label exists; nil otherwise.
    private func labelCall(title: String, image: ChainNode, source: RuleContext.ImageSource, in context: RuleContext) -> String? {
        guard context.hasSwiftUI2APIs, image.modifiers.isEmpty, let element = image.elementLink else { return nil }
        switch source {
        case .symbol:
            guard let name = element.argument("systemName")?.value else { return nil }
            return "Label(\(title), systemImage: \(name.text))"
        case .asset(_?):
            guard let name = element.arguments.first?.value, element.arguments.count == 1 else { return nil }
            return "Label(\(title), image: \(name.text))"
        default:
            return nil
        }
    }
}
