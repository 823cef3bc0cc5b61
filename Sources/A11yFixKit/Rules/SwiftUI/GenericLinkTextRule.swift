/// Links and buttons titled "Learn more", "Click here", "More": out of context they say nothing of
/// where they go.
public struct GenericLinkTextRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "generic-link-text",
        name: "Link titles that say where they go",
        summary: "Finds `Link`, `NavigationLink` and `Button` titles that say nothing of their destination (\"Learn more\", \"Read more\", \"More info\", \"Details\", \"Click here\", \"Tap here\", \"Here\", \"More\") with no accessibility label that does. Reported: the words that name the destination are for the team to choose.",
        rationale: "VoiceOver users often move through a screen by its links (the rotor's Links list): three \"Learn more\" links read out of context are three identical names, and \"Click here\" names a gesture, not a purpose. Voice Control users can still say what they see, so the finding blocks VoiceOver's claim only. WCAG 2.4.4 asks that a link's purpose be clear from its text or its context.",
        notes: "A `Link` or `NavigationLink` with such a title is reported whatever it opens. A `Button` is a link in the user's eyes only when it goes somewhere: it is reported when its action opens a URL or presents a screen (`showHelp = true`); a \"Read more\" or \"Show more\" that expands text in place is a disclosure, not a link, and is left alone. \"More\" is generic only where it goes somewhere: a `Link`, a `NavigationLink`, or a Button opening a URL. A `Menu(\"More\")` or a \"More\" button presenting a dialog of options is the overflow menu, Apple's own idiom, and is left alone. \"Details\", \"View details\" and \"Info\" name the item they act on when there is one (a toolbar's \"View Details\" for the selection, a details screen's \"Details\") and are reported only where every row repeats them: inside a `ForEach` or `List`, or in a View the project draws per item. \"Click here\", \"Tap here\", \"Here\" and \"This link\" name nothing on any control; \"Link\" alone is usually the action that inserts one (a text editor's toolbar) and is left alone. The title is read from a literal, a `Text` in the label (the only text of it: \"Learn more\" beside \"about privacy\" reads as one name), a `NSLocalizedString(\"Learn more\", …)`, or the name of the app's localized accessor when it is only the phrase (`L10n.actionLearnMore`). Not a finding: an `.accessibilityLabel` that is not itself one of these phrases (it names the destination for VoiceOver), a hidden control, items of menus, context menus, swipe actions and alert actions (their menu or message is their context).",
        severity: .degrades, wcag: ["2.4.4"], nutritionLabels: [.voiceOver], fixSafety: .none, seeds: ["002"],
        triggeringExamples: [
            RuleExample(#"↓Link("Learn more", destination: URL(string: "https://example.com/privacy")!)"#),
            RuleExample("""
            struct PrivacyNotice: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("We collect crash reports to improve the app.")
                        ↓Link(destination: URL(string: "https://example.com/privacy")!) {
                            Text("Read more")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ArticleCard: View {
                let article: Article

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.headline)
                        Text(article.summary)
                        ↓NavigationLink("More") {
                            ArticleView(article: article)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SyncSettings: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Section {
                        Toggle("iCloud Sync", isOn: .constant(true))
                        ↓Button("Learn more…") {
                            openURL(URL(string: "https://example.com/sync")!)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TrialBanner: View {
                @State private var showsPlans = false

                var body: some View {
                    HStack {
                        Text("Your trial ends in 3 days")
                        ↓Button("Learn More") { showsPlans = true }
                    }
                    .sheet(isPresented: $showsPlans) { PlansView() }
                }
            }
            """),
            RuleExample(#"↓Button("Click here", action: retry)"#),
            RuleExample("""
            ↓Link(destination: helpURL) {
                HStack {
                    Text("Tap here")
                    Image(systemName: "arrow.up.right.square")
                }
            }
            """),
            RuleExample("""
            struct VerificationFooter: View {
                let learnMoreURL: URL

                var body: some View {
                    ↓Button(L10n.actionLearnMore) {
                        UIApplication.shared.open(learnMoreURL)
                    }
                }
            }
            """),
            RuleExample(#"↓Link(NSLocalizedString("More info", comment: ""), destination: infoURL)"#),
            RuleExample("""
            ↓Link("Here", destination: URL(string: "https://example.com/terms")!)
                .accessibilityLabel("Here")
            """),
            RuleExample("""
            #if os(iOS)
            ForEach(orders) { order in
                HStack {
                    Text(order.title)
                    ↓NavigationLink(destination: OrderDetail(order: order)) {
                        Text("Details")
                            .font(.footnote)
                    }
                }
            }
            #endif
            """),
            RuleExample("""
            struct StoryRow: View {
                @Environment(\\.openURL) private var openURL
                let story: Story

                var body: some View {
                    ↓Button {
                        openURL(story.articleURL)
                    } label: {
                        Label("Read more", systemImage: "safari")
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)"#),
            RuleExample("""
            Link("Learn more", destination: URL(string: "https://example.com/sync")!)
                .accessibilityLabel("Learn more about iCloud sync")
            """),
            RuleExample("""
            Menu("More") {
                Button("Rename", action: rename)
                Button("Delete", role: .destructive, action: delete)
            }
            """),
            RuleExample("""
            struct PostBody: View {
                let post: Post
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(post.body).lineLimit(isExpanded ? nil : 3)
                        Button("Read more") { isExpanded.toggle() }
                    }
                }
            }
            """),
            RuleExample("""
            struct MailToolbar: View {
                @State private var showsActions = false

                var body: some View {
                    Button("More") { showsActions = true }
                        .confirmationDialog("Message", isPresented: $showsActions) {
                            Button("Forward", action: forward)
                        }
                }
            }
            """),
            RuleExample("""
            Link(destination: URL(string: "https://example.com/privacy")!) {
                Text("Learn more")
                Text("about how we use your data")
            }
            """),
            RuleExample("""
            List(items) { item in
                Text(item.title)
                    .contextMenu {
                        Button("Learn more") { open(item) }
                    }
            }
            """),
            RuleExample("""
            Text("Storage almost full")
                .alert("Storage", isPresented: $showsAlert) {
                    Button("Learn more") { showsHelp = true }
                    Button("OK", role: .cancel) {}
                }
            """),
            RuleExample("""
            Button("More") { loadNextPage() }
            """),
            RuleExample("""
            Link("Read more", destination: articleURL)
                .accessibilityHidden(true)
            """),
            RuleExample(#"NavigationLink("Order details", destination: OrderDetail(order: order))"#),
            RuleExample("""
            struct MarkdownToolbar: View {
                let textView: EditorTextView

                var body: some View {
                    HStack {
                        Button("Code") { textView.wrapSelection(with: "`") }
                        Button("Link") { textView.wrapSelectionWithLink() }
                    }
                }
            }
            """),
            RuleExample("""
            struct OrdersToolbar: View {
                let selection: Set<Order.ID>

                var body: some View {
                    NavigationLink(value: selection.first) {
                        Label("View Details", systemImage: "list.bullet.below.rectangle")
                    }
                    .disabled(selection.isEmpty)
                }
            }
            """),
            RuleExample("""
            Button(action: showHelp) {
                Text(helpTitle)
            }
            """),
        ],
        corrections: []
    )

    /// Titles that name nothing on any control.
    static let meaningless: Set<String> = ["click here", "tap here", "press here", "here", "this link"]
    /// Titles that say a destination exists, not which.
    static let destinationless: Set<String> = [
        "learn more", "read more", "more", "more info", "more information", "more details", "find out more", "see more",
        "continue reading", "view more", "details", "info", "see details", "view details",
    ]
    /// Titles that name the item they are drawn for when there is one ("Details" in a toolbar acts on
    /// the selection), and nothing when every row repeats them.
    static let itemRelative: Set<String> = ["details", "info", "see details", "view details"]
    /// Words an accessor's name may add around the phrase: `L10n.actionLearnMore`, `Strings.buttonReadMore`.
    private static let accessorNoise: Set<String> = ["action", "button", "common", "general", "generic", "link", "title", "label", "cta"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Link", "NavigationLink", "Button"]) {
            guard let element = chain.elementLink, let (title, written) = genericTitle(of: element, in: context),
                  context.isExposedToAccessibility(chain), !context.isInMenuItems(chain),
                  !context.isInsideModifier(chain, named: RuleContext.systemAlerts), let nameToken = element.nameToken else { continue }
            if context.hasAccessibilityLabel(chain) {
                // A label names the destination unless it says the same nothing.
                guard let label = context.literalAccessibilityLabel(of: chain), GenericLinkTextRule.phrase(of: label) != nil else { continue }
            }
            guard element.name != "Button" || GenericLinkTextRule.meaningless.contains(title) || goesSomewhere(element, title: title, in: context),
                  !GenericLinkTextRule.itemRelative.contains(title) || isDrawnPerItem(chain, in: context) else { continue }
            let what = element.name == "Button" ? "button" : "link"
            // The links rotor lists links; a button is heard alone when VoiceOver moves by controls.
            let heard = element.name == "Button" ? "VoiceOver users moving from control to control hear it" : "VoiceOver's links rotor reads it"
            findings.append(finding(
                "\(what) titled \"\(written)\" does not say where it goes: \(heard) out of context; name the destination in the title, or add .accessibilityLabel(\"\(title.prefix(1).uppercased() + title.dropFirst()) about …\")",
                at: context.tree.tokens[nameToken].start))
        }
        return findings
    }

    /// The generic phrase a control's title is, lowercased, and the title as the code writes it; nil
    /// for any other title.
    private func genericTitle(of element: LinkNode, in context: RuleContext) -> (phrase: String, written: String)? {
        let texts: [RuleContext.ShownText]
        switch context.controlLabelSource(of: element) {
        case .title:
            guard let title = element.arguments.first?.value.flatMap(context.shownText) else { return nil }
            texts = [title]
        case let .content(closure):
            // Only texts: a View of the app's own may show more words.
            let items = context.shownItems(in: closure)
            guard !items.contains(where: { if case .view = $0 { return true } else { return false } }) else { return nil }
            texts = context.shownTexts(in: closure)
        case let .view(view):
            texts = context.shownTexts(in: view)
        case .other:
            return nil
        }
        guard texts.count == 1, let text = texts.first else { return nil }
        if let written = text.literal { return GenericLinkTextRule.phrase(of: written).map { ($0, written) } }
        guard text.value == .computed, let chain = text.expression.singleChain, chain.links.count > 1,
              chain.links.allSatisfy({ !$0.hasCall && ($0.kind == .name || $0.kind == .member) }), let last = chain.links.last else { return nil }
        // The app's localized accessor, when its name is only the phrase: `L10n.actionLearnMore`.
        let words = RuleContext.words(in: last.name).drop { GenericLinkTextRule.accessorNoise.contains($0) }
        return GenericLinkTextRule.phrase(of: words.joined(separator: " ")).map { ($0, text.expression.text) }
    }

    /// `text` as one of the generic phrases (case, trailing ellipsis, arrows and punctuation aside).
    static func phrase(of text: String) -> String? {
        let ornaments: Set<Character> = [".", "…", ":", "!", "›", "»", "→", ">"]
        let words = text.lowercased().split(whereSeparator: { $0.isWhitespace || ornaments.contains($0) })
        let normalized = words.joined(separator: " ")
        return meaningless.contains(normalized) || destinationless.contains(normalized) ? normalized : nil
    }

    /// Whether the control is drawn once per item, where every row repeats its title: in a `ForEach`
    /// or a `List` over data, or in a View the project draws that way.
    private func isDrawnPerItem(_ chain: ChainNode, in context: RuleContext) -> Bool {
        if context.enclosingElement(of: chain, named: ["ForEach", "List"]) != nil { return true }
        return context.enclosingView(of: chain).map(context.isDrawnPerItem) ?? false
    }

    /// Whether a Button takes the user somewhere: it opens a URL or presents a screen. "More" counts
    /// only for a URL: presenting options is the overflow menu.
    private func goesSomewhere(_ element: LinkNode, title: String, in context: RuleContext) -> Bool {
        guard let action = context.actionClosure(of: element) else {
            if title == "more" { return false }
            if case .presents? = context.controlAction(of: element) { return true }
            return false
        }
        if context.openedURL(byAction: action) != nil { return true }
        if title == "more" { return false }
        if case .presents? = context.controlAction(of: element) { return true }
        return false
    }
}
