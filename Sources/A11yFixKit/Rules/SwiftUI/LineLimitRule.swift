/// Text cut to one or two lines at every text size, also the accessibility sizes.
public struct LineLimitRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "line-limit",
        name: "Line limits lifted at the accessibility sizes",
        summary: "Finds `Text` that can be long (a value the code supplies, or a sentence) cut to one or two lines with `.lineLimit(1)` or `.lineLimit(2)`, in code that runs where text grows with Dynamic Type. Lifts the limit at the accessibility sizes: `.lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)`, adding `@Environment(\\.dynamicTypeSize) private var dynamicTypeSize` to the View.",
        rationale: "At the five accessibility sizes a line holds a few words: a title or message limited to one line shows its first word and an ellipsis, and the rest is lost to the person who needed larger text to read it (WCAG 1.4.4, text resizes without loss of content). Apple's guidance is to let text wrap at those sizes; the limit stays as designed at the sizes the layout was drawn for.",
        notes: """
        Left alone, as a designer chose a single line on purpose or the text cannot be long: text that shrinks to fit (`.minimumScaleFactor`), truncates where it was told (`.truncationMode(.middle)` for a file path), keeps its size (`.fixedSize`) or shows its whole text on hover (`.help`); text in bars and menus the system draws at a fixed size (`.toolbar`, `ToolbarItem`, `.tabItem`, `.navigationTitle`, menu and picker items); text laid over another view (`.overlay`), drawn as a badge (its own `.background` or `.clipShape`), or inside a fixed height or aspect ratio, which it would spill out of; short fixed text (up to three words) and values that stay short (`Text(count, format: …)`, a date, a name ending in count, number, time, date, price, size, duration, code or version, a number formatted with `String(format:)`); text in a font that does not grow (`.system(size: 16)`, `fixedSize:`) or that a project modifier sets (`.adaptiveFont(…)`), where lifting the limit helps nothing a11yfix can see; text in a View that already reads the text size (`dynamicTypeSize`, `sizeCategory`); widgets and Live Activities, which have a fixed space; code for macOS, tvOS or watchOS only. The fix changes layout at the accessibility sizes (rows grow taller), so it is unsafe; before iOS 15 (no `dynamicTypeSize` environment value), and outside a View declared in the file, the finding has no fix.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .unsafe, isOptIn: true, seeds: ["002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct ConversationRow: View {
                let conversation: Conversation
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(conversation.title)
                            .font(.headline)
                            .↓lineLimit(1)
                        Text(conversation.lastMessage)
                            .foregroundStyle(.secondary)
                            .↓lineLimit(2)
                    }
                }
            }
            """),
            RuleExample("""
            struct EpisodeCell: View {
                let episode: Episode
                var body: some View {
                    HStack {
                        AsyncImage(url: episode.artworkURL)
                            .frame(width: 56, height: 56)
                        Text(episode.podcastName).↓lineLimit(1)
                    }
                }
            }
            """),
            RuleExample("""
            struct EmptyState: View {
                var body: some View {
                    Text("Add a server to start watching your library")
                        .multilineTextAlignment(.center)
                        .↓lineLimit(2)
                }
            }
            """),
            RuleExample("""
            struct FileRow: View {
                let file: SharedFile
                var body: some View {
                    Label {
                        Text(file.displayName).↓lineLimit(1)
                    } icon: {
                        Image(systemName: "doc")
                    }
                }
            }
            """),
            RuleExample("""
            struct SettingsLink: View {
                let title: LocalizedStringKey
                var body: some View {
                    NavigationLink {
                        DetailView()
                    } label: {
                        Text(title)
                            .↓lineLimit(1)
                    }
                }
            }
            """),
            RuleExample("""
            struct CommentHeader: View {
                let comment: Comment
                var body: some View {
                    HStack(spacing: 4) {
                        Text(comment.author.displayName)
                            .bold()
                            .↓lineLimit(1)
                        Spacer()
                    }
                }
            }
            """),
            RuleExample("""
            struct RoomTopic: View {
                let topic: String
                var body: some View {
                    Text(verbatim: topic)
                        .font(.footnote)
                        .↓lineLimit(2)
                }
            }
            """),
            RuleExample("""
            struct SearchResultRow: View {
                let result: SearchResult
                var body: some View {
                    Button {
                        open(result)
                    } label: {
                        VStack(alignment: .leading) {
                            Text(result.title).↓lineLimit(1)
                            Text(result.snippet).font(.caption).↓lineLimit(2)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ArticleTeaser: View {
                let article: Article
                var body: some View {
                    Text(article.summary)
                        .↓lineLimit(2)
                        .padding(.horizontal)
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "14.0"])),
            RuleExample("""
            extension View {
                func subtitleRow(_ subtitle: String) -> some View {
                    Text(subtitle).↓lineLimit(1)
                }
            }

            struct Placeholder: View {
                var body: some View { Text("Nothing here yet, pull to refresh").↓lineLimit(1) }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct PathRow: View {
                let path: String
                var body: some View {
                    Text(path)
                        .lineLimit(1)
                        .truncationMode(.middle)
                }
            }
            """),
            RuleExample("""
            struct PriceTag: View {
                let title: String
                var body: some View {
                    Text(title)
                        .lineLimit(1)
                        .minimumScaleFactor(0.7)
                }
            }
            """),
            RuleExample("""
            struct Inbox: View {
                let unreadCount: Int
                var body: some View {
                    NavigationStack {
                        List { }
                            .toolbar {
                                ToolbarItem(placement: .principal) {
                                    Text(mailboxTitle).lineLimit(1)
                                }
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                let label: String
                var body: some View {
                    Text(label)
                        .font(.caption2)
                        .lineLimit(1)
                        .padding(.horizontal, 6)
                        .background(Capsule().fill(.red))
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                let item: Item
                var body: some View {
                    HStack {
                        Text(item.appVersion).lineLimit(1)
                        Spacer()
                        Text(item.count, format: .number).lineLimit(1)
                        Text(item.updatedDate).lineLimit(1)
                    }
                }
            }
            """),
            RuleExample("""
            struct Row: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let item: Item
                var body: some View {
                    Text(item.title).lineLimit(dynamicTypeSize.isAccessibilitySize ? 3 : 1)
                    Text(item.subtitle).lineLimit(1)
                }
            }
            """),
            RuleExample("""
            struct Tile: View {
                let tile: Tile
                var body: some View {
                    VStack {
                        Image(tile.imageName)
                        Text(tile.caption).lineLimit(1)
                    }
                    .frame(width: 120, height: 120)
                }
            }
            """),
            RuleExample("""
            struct Tag: View {
                var body: some View {
                    Text("New").lineLimit(1)
                }
            }
            """),
            RuleExample("""
            struct Poster: View {
                let movie: Movie
                var body: some View {
                    AsyncImage(url: movie.posterURL)
                        .overlay(alignment: .bottom) {
                            Text(movie.title).lineLimit(1)
                        }
                }
            }
            """),
            RuleExample("""
            struct SidebarRow: View {
                let folder: Folder
                var body: some View {
                    Text(folder.name).lineLimit(1)
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            struct SortMenu: View {
                @Binding var order: SortOrder
                var body: some View {
                    Picker("Sort", selection: $order) {
                        ForEach(SortOrder.allCases) { order in
                            Text(order.title).lineLimit(1)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Text(sample.title).lineLimit(1)
                }
            }
            """),
            RuleExample("""
            struct LeaderboardRow: View {
                let entry: Entry
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(entry.playerName)
                            .font(.system(size: 14, weight: .medium))
                            .lineLimit(1)
                        Text(entry.subtitle)
                            .adaptiveFont(.matterMedium, size: 12)
                            .lineLimit(1)
                        Text(entry.code.uppercased()).lineLimit(1)
                    }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct ConversationRow: View {
                let conversation: Conversation
                var body: some View {
                    Text(conversation.lastMessage)
                        .lineLimit(2)
                }
            }
            """, """
            struct ConversationRow: View {
                let conversation: Conversation
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    Text(conversation.lastMessage)
                        .lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 2)
                }
            }
            """),
            RuleCorrection("""
            struct CommentHeader: View {
                @Environment(\\.colorScheme) private var colorScheme
                let comment: Comment

                var body: some View {
                    Text(comment.author.displayName).bold().lineLimit(1)
                }
            }
            """, """
            struct CommentHeader: View {
                @Environment(\\.colorScheme) private var colorScheme
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let comment: Comment

                var body: some View {
                    Text(comment.author.displayName).bold().lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : 1)
                }
            }
            """),
            RuleCorrection("""
            struct ArticleTeaser: View {
                let article: Article
                var body: some View {
                    Text(article.summary).lineLimit(2)
                }
            }
            """, """
            struct ArticleTeaser: View {
                let article: Article
                var body: some View {
                    Text(article.summary).lineLimit(2)
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "14.0"])),
        ]
    )

    /// The last words of values that stay short whatever their content.
    static let shortValueWords: Set<String> = [
        "count", "number", "total", "percent", "percentage", "size", "duration", "time", "date", "price", "amount", "score", "index",
        "version", "initials", "emoji", "symbol", "unit", "code", "badge", "year", "day", "month", "age", "rating",
    ]
    /// Modifiers that say the single line is designed: it shrinks, truncates where told, keeps its size
    /// or shows its text elsewhere.
    static let designedLineModifiers: Set<String> = [
        "minimumScaleFactor", "truncationMode", "allowsTightening", "fixedSize", "help", "dynamicTypeSize", "background", "clipShape",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        guard context.imports.isDisjoint(with: ["WidgetKit", "ActivityKit"]) else { return [] }
        var findings: [Finding] = []
        for chain in context.elements(named: ["Text"]) where context.enclosingType(of: chain) != nil {
            guard let limit = chain.modifiers.first(where: { $0.name == "lineLimit" && $0.hasCall && $0.arguments.count == 1 }),
                  let literal = context.numericLiteral(limit.arguments.first?.value), literal.value == 1 || literal.value == 2,
                  !chain.modifiers.contains(where: { Self.designedLineModifiers.contains($0.name) }),
                  growsWithText(chain, context: context), !hasFixedOrUnknownFont(chain), canBeLong(chain, context: context),
                  !isInFixedPlace(chain, context: context), !readsTextSize(chain, context: context) else { continue }
            let lines = literal.value == 1 ? "one line" : "two lines"
            findings.append(finding(
                "This text stops at \(lines) at every text size: at the accessibility sizes it is cut after a few words; let it wrap there",
                at: context.tree.tokens[limit.nameToken ?? limit.firstToken].start, fix: lift(literal, in: chain, context: context)))
        }
        return findings
    }

    /// Whether the code runs where text grows with Dynamic Type and is read on a phone-sized or larger
    /// screen: iOS, iPadOS (also through Catalyst) or visionOS.
    private func growsWithText(_ chain: ChainNode, context: RuleContext) -> Bool {
        context.platforms(at: chain).platforms.contains { [.iOS, .macCatalyst, .visionOS].contains($0) }
    }

    /// Whether the text is drawn in a font that does not grow with Dynamic Type (`.system(size: 16)`,
    /// `.custom("Courier", fixedSize: 14)`, a size computed from the screen), or one a project modifier
    /// sets (`.adaptiveFont(…)`, `.style(appStyle: …)`), which a11yfix cannot read: lifting the limit
    /// helps only text that grows.
    private func hasFixedOrUnknownFont(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { modifier in
            if modifier.name == "font" {
                let argument = RuleContext.squeezed(modifier.arguments.first?.value?.text ?? "")
                return argument.contains("fixedSize:") || argument.contains("size:") && !argument.hasPrefix(".custom(") && !argument.contains("relativeTo:")
            }
            return modifier.name.lowercased().contains("font") && !["fontWeight", "fontDesign", "fontWidth"].contains(modifier.name)
                || modifier.name == "style" && modifier.arguments.first?.label != nil
        }
    }

    /// Whether the text can run long: a sentence of four words or more, or a value the code supplies
    /// that is not a count, date, number, code or the like (none of its names ends in such a word, and
    /// it is not a number formatted with `String(format:)`).
    private func canBeLong(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard let element = chain.elementLink, let first = element.arguments.first, let value = first.value else { return false }
        if first.label == nil, element.arguments.count > 1 { return false }  // `Text(date, style: .time)`, `Text(count, format: …)`
        if let literal = context.stringLiteralValue(value) { return literal.split(whereSeparator: \.isWhitespace).count >= 4 }
        let names = value.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init).filter { $0.first?.isLetter == true }
        guard !names.isEmpty, !RuleContext.squeezed(value.text).hasPrefix("String(format:") else { return false }
        return !names.contains { RuleContext.words(in: $0).last.map(Self.shortValueWords.contains) ?? false }
    }

    /// Whether the text sits where its size is fixed: in a bar, a menu or a picker the system draws,
    /// over another view, or in a fixed height or aspect ratio (of its own or of a view around it in
    /// the same member).
    private func isInFixedPlace(_ chain: ChainNode, context: RuleContext) -> Bool {
        if context.isInsideModifier(chain, named: ["toolbar", "navigationBarItems", "tabItem", "navigationTitle", "overlay", "contextMenu", "swipeActions"])
            || context.isInsideElement(chain, named: ["ToolbarItem", "ToolbarItemGroup", "Picker", "Menu", "TabView"]) || context.isInMenuItems(chain) { return true }
        let member = context.drawingMember(of: chain)
        var current: SyntaxNode? = chain
        while let node = current, node !== member {
            if let around = node as? ChainNode, around.modifiers.contains(where: { modifier in
                modifier.name == "aspectRatio" || modifier.name == "frame" && ["height", "maxHeight"].contains { context.numericLiteral(modifier.argument($0)?.value) != nil }
            }) { return true }
            current = node.parent
        }
        return false
    }

    /// Whether the View around the text already reads the text size: the team decides there.
    private func readsTextSize(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard let type = context.enclosingType(of: chain) else { return false }
        let text = type.text
        return ["dynamicTypeSize", "sizeCategory", "isAccessibilitySize", "isAccessibilityCategory"].contains { text.contains($0) }
    }

    /// `lineLimit(dynamicTypeSize.isAccessibilitySize ? nil : N)` with the View's `dynamicTypeSize`
    /// property, added; nil before iOS 15 or outside a View declared in this file.
    private func lift(_ literal: NumericLiteral, in chain: ChainNode, context: RuleContext) -> Fix? {
        guard context.hasSwiftUI3APIs, let host = context.environmentHost(of: chain),
              let property = context.environmentProperty("dynamicTypeSize", preferredName: "dynamicTypeSize", in: host) else { return nil }
        let token = context.tree.tokens[literal.token]
        let edits = property.edits + [Edit(range: token.start..<token.end, replacement: "\(property.name).isAccessibilitySize ? nil : \(literal.text)")]
        return Fix(safety: .unsafe, edits: edits, summary: "let the text wrap at the accessibility sizes")
    }
}
