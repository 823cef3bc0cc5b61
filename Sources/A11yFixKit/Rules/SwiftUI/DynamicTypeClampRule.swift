/// `.dynamicTypeSize(…)` limits that stop text below the accessibility sizes.
public struct DynamicTypeClampRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dynamic-type-clamp",
        name: "Dynamic Type clamped below the accessibility sizes",
        summary: "Finds `.dynamicTypeSize(…)` limits whose largest size is below the accessibility sizes: a fixed size (`.dynamicTypeSize(.large)`), a cap (`...DynamicTypeSize.xxLarge`, `..<DynamicTypeSize.accessibility1`) or a range (`.xSmall ... .xxxLarge`). Raises the upper bound to `.accessibility3`, keeping the lower bound as written (`.dynamicTypeSize(.large)` becomes `.large ... .accessibility3`); for a large title or title, whose text is already large, to `.xxxLarge`. Reported without a fix: a pin or a limit below the default size (`.dynamicTypeSize(.xSmall)`, `...DynamicTypeSize.medium`: the text is drawn smaller than the default today), which a range or a higher limit would make larger for everyone at the default setting (a smaller text style keeps today's look); a limit on the app's root (the `App`, a `WindowGroup`), which caps every screen; a limit a comment just before it explains (\"Keep the toolbar's dimensions stable\"), a decision a person revisits; a limit inside a view whose own limit also stops below the target (a row capped at `.large` in a card capped at `.accessibility1`), where raising the inner one alone changes nothing; and a view whose text also has a size capped with `min(…)` (`.system(size: min(fontSizeRaw, 20))`), which the limit does not decide.",
        rationale: "People with low vision choose the accessibility sizes (Settings › Accessibility › Display & Text Size › Larger Text) because the standard sizes are not enough for them. A clamp below them leaves that text at the size they cannot read: WCAG 1.4.4 asks for text that can be resized to 200%, which body text (17 pt) only reaches at `.accessibility3` (40 pt).",
        notes: """
        The fix target follows seed 002: cap already-large styles (`.largeTitle`, `.title`) at `.xxxLarge` if anything, never body or small text; body text reaches 200% only at `.accessibility3`. A limit on a view whose chain sets `.font(.largeTitle)` or `.font(.title)` is raised to `.xxxLarge` (and one already there is fine); any other to `.accessibility3`. The fix is unsafe: the view must be checked at the larger sizes (wrapping, a stack that should turn vertical, `ViewThatFits`). It is offered only where the text has room to grow: in a vertical `ScrollView`, `List` or `Form` (here or where the View is drawn), in no fixed frame and holding none, not kept to one line (`.lineLimit(1)`) nor set beside another text in one row, outside widgets, and in a View that does not read `@Environment(\\.dynamicTypeSize)` to size things itself (a table of sizes written up to the cap falls back at the sizes beyond it). Elsewhere the limit is reported with what stands in the way: an independent review on an app that caps two hundred places (s25, dime) accepted 3 of 15 raises made without that check, the others clipping keypads, one-line rows and fixed cells.

        Not reported: limits that reach an accessibility size (`...DynamicTypeSize.accessibility2`, `..<DynamicTypeSize.accessibility4`), lower bounds alone (`.small...`); a limit the code computes (`dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .accessibility1`, a property), and reads of the size (`@Environment(\\.dynamicTypeSize)`, `dynamicTypeSize >= .xxLarge`); a limit paired with `.accessibilityShowsLargeContentViewer()` on the view or around it, Apple's own answer for content that cannot grow (the Large Content Viewer shows it enlarged on a long press); content that shows no text (an icon, an `Image`, a button whose label is only a glyph or a property named like an icon, a letter drawn by a View named for an icon such as `InitialsIconView`), which 1.4.4 does not cover and which the system's own bars keep at a fixed size; content of `.toolbar`, `ToolbarItem` and `.tabItem`, where the system bars do not grow with text either; content laid over another view (`.overlay { … }`, here or wherever the file draws its View: a \"Best value\" badge on a product photo), which that view sizes; content in a fixed height or aspect ratio (a count badge in an 18 pt circle), where the clamp keeps text from spilling out of its frame and raising it alone would clip it. Nor is a limit over text that all keeps a size of its own (`Text(\"R\").font(.system(size: 70))`): it changes nothing, and those sizes are `dynamic-type-font`'s. Code built only for macOS (where the Dynamic Type size cannot be changed and does not affect text), tvOS (no Dynamic Type) or watchOS (a screen that holds a few words at the accessibility sizes, where apps clamp to keep glanceable layouts) is left alone, by the file's platforms and the `#if os(…)` around it. Previews, where pinning a size is how one looks at it, are never reported.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .unsafe, seeds: ["001", "002"],
        triggeringExamples: [
            RuleExample("""
            struct OrderSummaryView: View {
                let order: Order
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(order.title).font(.headline)
                        Text(order.deliveryNote).font(.body)
                    }
                    .↓dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
            RuleExample("""
            struct PriceRow: View {
                let price: String
                var body: some View {
                    HStack {
                        Text("Total")
                        Spacer()
                        Text(price).bold()
                    }
                    .↓dynamicTypeSize(.large)
                }
            }
            """),
            RuleExample("""
            Text(article.summary)
                .font(.subheadline)
                .↓dynamicTypeSize(.xSmall ... .xxxLarge)
            """),
            RuleExample("""
            Text(message.body)
                .↓dynamicTypeSize(..<DynamicTypeSize.accessibility1)
            """),
            RuleExample("""
            Text("Free shipping")
                .font(.caption)
                .↓dynamicTypeSize(...(.xLarge))
            """),
            RuleExample("""
            Text("Welcome back")
                .font(.largeTitle)
                .↓dynamicTypeSize(...DynamicTypeSize.xLarge)
            """),
            RuleExample("""
            @main
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                            .↓dynamicTypeSize(...SwiftUI.DynamicTypeSize.large)
                    }
                }
            }
            """),
            RuleExample("""
            struct CardStyle: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .padding()
                        .background(Color(.secondarySystemBackground))
                        .↓dynamicTypeSize(DynamicTypeSize.xSmall...DynamicTypeSize.xxLarge)
                }
            }
            """),
            // A pin below the default size: a range from it would change the default look; reported.
            RuleExample("""
            Button(action: reply) {
                Label("Reply", systemImage: "arrowshape.turn.up.left")
            }
            .↓dynamicTypeSize(.medium)
            """),
            // The app's root caps every screen: reported for a person to check each one.
            RuleExample("""
            @main
            struct ChatApp: App {
                var body: some Scene {
                    WindowGroup {
                        RootView()
                            .↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    }
                }
            }
            """),
            // The value keeps its own `min(…)` cap: lifting the limit alone would grow only the title above it.
            RuleExample("""
            struct StatPill: View {
                let title: String
                let value: String
                @ScaledMetric(relativeTo: .body) private var fontSizeRaw = 17.0
                private var fontSize: CGFloat { min(fontSizeRaw, 20) }

                var body: some View {
                    VStack(spacing: 2) {
                        Text(title).font(.caption2)
                        Text(value).font(.system(size: fontSize)).lineLimit(1)
                    }
                    .↓dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
            RuleExample("""
            struct ForecastRow: View {
                let day: Forecast
                var body: some View {
                    HStack {
                        Text(day.name)
                        Spacer()
                        Text(day.high)
                    }
                    .↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "watchOS"])),
            RuleExample("""
            struct StepsView: View {
                let steps: Int
                var body: some View {
                    Text("\\(steps) steps")
                    #if os(iOS)
                        .↓dynamicTypeSize(...DynamicTypeSize.xLarge)
                    #endif
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleExample("""
            struct MessageHeader: View {
                let title: String
                var body: some View {
                    Text(title).font(.caption).↓dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }

            #Preview {
                MessageHeader(title: "Today").padding()
            }
            """),
            RuleExample("""
            extension View {
                func compactText() -> some View {
                    ↓dynamicTypeSize(...DynamicTypeSize.large)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Every text under the limit keeps a size of its own: the limit changes nothing (the sizes are
            // dynamic-type-font's to report).
            RuleExample("""
            struct SplashTitle: View {
                var body: some View {
                    VStack(alignment: .leading) {
                        HStack {
                            Text("R").font(.system(size: 70)).foregroundColor(.green)
                            Text("outing and").font(.system(size: 40))
                        }
                        HStack {
                            Text("N").font(.system(size: 70)).foregroundColor(.green)
                            Text("avigation").font(.system(size: 40))
                        }
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxLarge)
                }
            }
            """),
            RuleExample("""
            Text(article.summary)
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
            """),
            RuleExample("Text(post.body).dynamicTypeSize(.xSmall ... .accessibility3)"),
            RuleExample("Text(post.body).dynamicTypeSize(.small...)"),
            RuleExample("Text(post.body).dynamicTypeSize(..<DynamicTypeSize.accessibility4)"),
            // Seed 002: an already-large title may be capped at xxxLarge.
            RuleExample("""
            Text("Welcome")
                .font(.largeTitle)
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            """),
            RuleExample("""
            struct SidebarRow: View {
                let title: String
                var body: some View {
                    Text(title).dynamicTypeSize(...DynamicTypeSize.large)
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            struct ComplicationText: View {
                let value: String
                var body: some View {
                    #if os(watchOS)
                    Text(value).dynamicTypeSize(...DynamicTypeSize.xLarge)
                    #else
                    Text(value)
                    #endif
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "watchOS"])),
            RuleExample("""
            Button(action: like) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
            }
            .dynamicTypeSize(.large)
            """),
            RuleExample("""
            struct InitialsIconView: View {
                let name: String
                var body: some View {
                    GeometryReader { proxy in
                        Text(name.prefix(1).uppercased())
                            .font(.system(size: proxy.size.height / 2))
                            .frame(width: proxy.size.width, height: proxy.size.height)
                    }
                    .dynamicTypeSize(.large)
                }
            }
            """),
            RuleExample("""
            HStack {
                actionImage
                    .font(.body)
                    .dynamicTypeSize(.large)
            }
            """),
            RuleExample("""
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Text("\\(selection.count) selected")
                        .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }
            }
            """),
            RuleExample("""
            TabView {
                FeedView()
                    .tabItem {
                        Label("Feed", systemImage: "newspaper").dynamicTypeSize(...DynamicTypeSize.large)
                    }
            }
            """),
            RuleExample("""
            HStack {
                ForEach(filters) { filter in
                    Text(filter.name)
                }
            }
            .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            .accessibilityShowsLargeContentViewer()
            """),
            RuleExample("""
            struct SaleBadge: View {
                var body: some View {
                    Text("Sale")
                        .font(.headline)
                        .padding(.horizontal, 8)
                        .background(.yellow, in: Capsule())
                        .dynamicTypeSize(...DynamicTypeSize.large)
                }
            }

            struct ProductTile: View {
                let product: Product
                var body: some View {
                    AsyncImage(url: product.imageURL)
                        .overlay(alignment: .topLeading) {
                            SaleBadge()
                        }
                }
            }

            #Preview {
                SaleBadge()
            }
            """),
            RuleExample("""
            Text("\\(unreadCount)")
                .font(.caption2.bold())
                .frame(width: 18, height: 18)
                .background(Circle().fill(.red))
                .dynamicTypeSize(...DynamicTypeSize.large)
            """),
            RuleExample("""
            struct RoomCell: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                var body: some View {
                    Avatar(room.avatar)
                        .dynamicTypeSize(dynamicTypeSize < .accessibility1 ? dynamicTypeSize : .accessibility1)
                    if dynamicTypeSize >= .xxLarge {
                        VStack { details }
                    } else {
                        HStack { details }
                    }
                }
            }
            """),
            RuleExample("""
            struct ProfileHeader_Previews: PreviewProvider {
                static var previews: some View {
                    ProfileHeader(user: .example).dynamicTypeSize(.xxxLarge)
                }
            }
            """),
        ],
        corrections: [
            // A limit its author explains in a comment: reported for a person to revisit, not undone.
            RuleCorrection("""
            struct ComposeToolbar: View {
                let remaining: Int

                var body: some View {
                    HStack {
                        Button("Photo") { pickPhoto() }
                        Spacer()
                        Text("\\(remaining) left")
                    }
                    // Keep the toolbar's dimensions stable while the keyboard is up.
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }

                private func pickPhoto() {}
            }
            """, """
            struct ComposeToolbar: View {
                let remaining: Int

                var body: some View {
                    HStack {
                        Button("Photo") { pickPhoto() }
                        Spacer()
                        Text("\\(remaining) left")
                    }
                    // Keep the toolbar's dimensions stable while the keyboard is up.
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }

                private func pickPhoto() {}
            }
            """),
            // A cap inside a card that caps its text lower than the target anyway: raising the inner one
            // alone would change nothing, so it is reported.
            RuleCorrection("""
            struct LibraryItemCard: View {
                let item: LibraryItem

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        HStack {
                            Text(item.siteName)
                            Text(item.readingTime)
                        }
                        .font(.caption)
                        .dynamicTypeSize(...DynamicTypeSize.large)
                    }
                    .dynamicTypeSize(...DynamicTypeSize.accessibility1)
                }
            }
            """, """
            struct LibraryItemCard: View {
                let item: LibraryItem

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        HStack {
                            Text(item.siteName)
                            Text(item.readingTime)
                        }
                        .font(.caption)
                        .dynamicTypeSize(...DynamicTypeSize.large)
                    }
                    .dynamicTypeSize(...DynamicTypeSize.accessibility1)
                }
            }
            """),
            RuleCorrection("""
            ScrollView {
                VStack(alignment: .leading) {
                    Text(order.title).font(.headline)
                    Text(order.deliveryNote)
                }
                .dynamicTypeSize(...DynamicTypeSize.xxLarge)
            }
            """, """
            ScrollView {
                VStack(alignment: .leading) {
                    Text(order.title).font(.headline)
                    Text(order.deliveryNote)
                }
                .dynamicTypeSize(...DynamicTypeSize.accessibility3)
            }
            """),
            // A pin at or above the default size keeps its look at the default setting as a range.
            RuleCorrection("""
            List {
                Text(count, format: .number)
                    .font(.footnote)
                    .dynamicTypeSize(.xLarge)
            }
            """, """
            List {
                Text(count, format: .number)
                    .font(.footnote)
                    .dynamicTypeSize(.xLarge ... .accessibility3)
            }
            """),
            RuleCorrection("ScrollView { Text(message.body).dynamicTypeSize(..<DynamicTypeSize.accessibility1) }",
                           "ScrollView { Text(message.body).dynamicTypeSize(...DynamicTypeSize.accessibility3) }"),
            RuleCorrection("Form { Text(note).dynamicTypeSize(.xSmall ... .xxLarge) }", "Form { Text(note).dynamicTypeSize(.xSmall ... .accessibility3) }"),
            RuleCorrection("List { Text(note).dynamicTypeSize(DynamicTypeSize.large) }",
                           "List { Text(note).dynamicTypeSize(DynamicTypeSize.large...DynamicTypeSize.accessibility3) }"),
            RuleCorrection("""
            ScrollView {
                Text("Welcome back")
                    .font(.largeTitle)
                    .dynamicTypeSize(...DynamicTypeSize.large)
            }
            """, """
            ScrollView {
                Text("Welcome back")
                    .font(.largeTitle)
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            """),
            // Without room to grow (a row kept to one line; a screen that does not scroll; a View with its
            // own table of sizes up to the cap), the layout is a person's to rework first: reported.
            RuleCorrection("""
            List {
                HStack {
                    Text(transaction.note).lineLimit(1)
                    Spacer()
                    Text(transaction.amount).layoutPriority(1)
                }
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            """, """
            List {
                HStack {
                    Text(transaction.note).lineLimit(1)
                    Spacer()
                    Text(transaction.amount).layoutPriority(1)
                }
                .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            }
            """),
            RuleCorrection("""
            struct EraseView: View {
                var body: some View {
                    VStack {
                        Text("Delete everything")
                        Spacer()
                        KeypadView()
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """, """
            struct EraseView: View {
                var body: some View {
                    VStack {
                        Text("Delete everything")
                        Spacer()
                        KeypadView()
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                }
            }
            """),
            RuleCorrection("""
            struct InsightsRow: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let percent: String

                var badgeWidth: CGFloat {
                    switch dynamicTypeSize {
                    case .xSmall, .small: return 10
                    default: return 15
                    }
                }

                var body: some View {
                    ScrollView {
                        Text(percent).frame(minWidth: badgeWidth)
                            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    }
                }
            }
            """, """
            struct InsightsRow: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                let percent: String

                var badgeWidth: CGFloat {
                    switch dynamicTypeSize {
                    case .xSmall, .small: return 10
                    default: return 15
                    }
                }

                var body: some View {
                    ScrollView {
                        Text(percent).frame(minWidth: badgeWidth)
                            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
                    }
                }
            }
            """),
        ]
    )

    /// Where body text reaches 200% (17 pt → 40 pt).
    static let bodyTarget = DynamicTypeSizeName.accessibility3
    /// Seed 002's cap for already-large styles.
    static let largeStyleTarget = DynamicTypeSizeName.xxxLarge
    static let largeStyles: Set<TextStyle> = [.largeTitle, .title]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.chains {
            for (index, link) in chain.links.enumerated() where link.name == "dynamicTypeSize" && link.hasCall {
                // `content.dynamicTypeSize(…)`, or `dynamicTypeSize(…)` called on self in a View extension.
                guard link.kind == .member || link.kind == .name && index == 0,
                      link.arguments.count == 1, link.arguments[0].label == nil, let value = link.arguments[0].value,
                      let limit = context.dynamicTypeSizeLimit(of: value), let largest = limit.largestAllowed,
                      !largest.isAccessibilitySize else { continue }
                let target = Self.largeStyleText(chain, context: context) ? Self.largeStyleTarget : Self.bodyTarget
                guard largest < target, growsText(chain, at: link, context: context) else { continue }
                let offset = context.tree.tokens[link.nameToken ?? link.firstToken].start
                let isPin = limit.upper == nil
                let problem = isPin ? "Text here is pinned at .\(largest.rawValue)" : "Text here stops growing at .\(largest.rawValue)"
                let message = problem + ", below the sizes people with low vision choose; let it reach .\(target.rawValue)"
                // A pin below the default size makes the text smaller for everyone: a range from it would
                // grow it at the default setting too, so a person picks the style that keeps today's look.
                if largest < .large {
                    let change = isPin ? "a range from .\(largest.rawValue)" : "a higher limit"
                    findings.append(finding(message + ": \(change) would also change its size at the default setting (it is drawn below the default size today), so choose a smaller text style that keeps today's look and remove the \(isPin ? "pin" : "limit")", at: offset))
                    continue
                }
                // A limit around it, in the same View, caps the text anyway: raising this one alone changes nothing.
                if let outer = enclosingLimit(around: chain, below: target, context: context) {
                    findings.append(finding(message + ": the view around it caps its text at .\(outer.largest.rawValue) too (line \(outer.line)), so raising this limit alone changes nothing: remove it and raise that one, or raise both", at: offset))
                    continue
                }
                // A comment just before the limit says why the author set it ("Keep the toolbar's
                // dimensions stable"): a decision a person revisits, not one to undo.
                let dot = context.tree.token(link.firstToken, is: ".") ? link.firstToken : link.firstToken - 1
                if dot > 0, context.tree.token(dot, is: ".") {
                    let before = context.file.text(context.tree.tokens[dot - 1].end..<context.tree.tokens[dot].start)
                    if before.contains("//") || before.contains("/*") {
                        findings.append(finding(message + ": a comment explains the limit, so its author decided it; if the content can grow, raise it, else show it enlarged with .accessibilityShowsLargeContentViewer()", at: offset))
                        continue
                    }
                }
                // On the app's root scene the limit caps every screen of the app.
                if isOnAppRoot(link, context: context) {
                    findings.append(finding(message + ": this limit is on the app's root and caps every screen, so raising it needs each screen checked at the accessibility sizes", at: offset))
                    continue
                }
                // Text sized by its own arithmetic (`.system(size: min(fontSize, 20))`) keeps its cap when
                // the limit goes: only the text styles beside it would grow, above the text they label.
                if setsCappedFontSize(chain, context: context) {
                    findings.append(finding(message + ": some of its text has a size capped with min(…), which keeps it from growing whatever the limit says; lift both together", at: offset))
                    continue
                }
                // The limit is raised only where the text has room to grow: it scrolls, wraps, and sits in
                // no fixed frame; the View sizes nothing by the reader's text size itself (a table of sizes
                // written up to the cap). Elsewhere the layout decides, and a person does.
                if let cramped = withoutRoom(chain, context: context) {
                    findings.append(finding(message + ": \(cramped), so raising the limit needs the layout reworked first (wrap it, stack it vertically at accessibility sizes, or show it enlarged with .accessibilityShowsLargeContentViewer())", at: offset))
                    continue
                }
                findings.append(finding(
                    message,
                    at: offset,
                    fix: Fix(safety: .unsafe, edits: edits(raising: limit, to: target, context: context),
                             summary: "raised the Dynamic Type limit to .\(target.rawValue)")))
            }
        }
        return findings
    }

    /// Why the text under the limit has no room to grow, or nil when it has: it does not scroll, it
    /// sits in or holds a fixed frame, it keeps to one line, or its View reads the text size to size
    /// things itself (`switch dynamicTypeSize { case .xSmall: 10 … default: 15 }`), tables written up
    /// to the cap that fall back at the sizes beyond it.
    private func withoutRoom(_ chain: ChainNode, context: RuleContext) -> String? {
        if context.drawsWidgetContent { return "a widget is drawn on a canvas of fixed size" }
        if let fixed = context.fixedLayout(around: chain) ?? context.fixedLayout(within: chain) { return "it sits in \(fixed)" }
        let capped = [chain] + (chain.elementLink?.allClosures.flatMap { $0.descendants(ofType: ChainNode.self) } ?? [])
        // Texts side by side in one row (a label and its total) run out of width before they wrap; one
        // of them raised alone (an emoji beside a name) outgrows the row it sits in.
        let enclosingRow = (chain.firstAncestor(ofType: ClosureNode.self)?.parent?.parent as? ChainNode).map { [$0] } ?? []
        if (capped + enclosingRow).contains(where: { row in
            guard let stack = row.elementLink, ["HStack", "LazyHStack", "GridRow"].contains(stack.name), let content = stack.closure(labeled: nil) ?? stack.closure(labeled: "content") else { return false }
            return context.contentChains(of: content).filter { $0.elementLink?.name == "Text" }.count >= 2
        }) { return "its texts sit side by side in one row" }
        let lineLimits = capped.compactMap { $0.modifier(named: "lineLimit") }
        if lineLimits.contains(where: { $0.arguments.first?.value?.text == "1" }) { return "its text keeps to one line (.lineLimit(1))" }
        if let type = context.enclosingType(of: chain), type.properties.contains(where: { $0.text.contains("\\.dynamicTypeSize") }) {
            return "its View reads the text size to size things itself, up to the limit"
        }
        if !context.scrollsVertically(around: chain) { return "it does not scroll, so what grows takes room from the rest of the screen" }
        return nil
    }

    /// Whether the clamp keeps text from growing where text would grow: on a platform whose text
    /// follows the reader's size, on content that shows text, outside the system bars, without a
    /// Large Content Viewer or a fixed frame that already decides how it is read.
    private func growsText(_ chain: ChainNode, at link: LinkNode, context: RuleContext) -> Bool {
        let platforms = context.platforms(at: link).platforms
        guard platforms.contains(where: { $0.hasDynamicType && $0 != .watchOS }) else { return false }
        if context.showsOnlyGlyphs(chain) { return false }
        // Every text under it keeps a size of its own (`.font(.system(size: 70))`): the limit changes
        // nothing; those sizes are dynamic-type-font's.
        let texts = ([chain] + chain.descendants(ofType: ChainNode.self)).filter { $0.elementLink?.name == "Text" }
        if !texts.isEmpty, texts.allSatisfy({ keepsItsSize($0, context: context) }) { return false }
        if context.isInsideModifier(link, named: ["toolbar", "tabItem"]) || context.isInsideElement(link, named: ["ToolbarItem", "ToolbarItemGroup"]) {
            return false
        }
        // A badge or caption laid over another view is sized by that view: the clamp keeps it inside.
        // (`overlay { … }` called on self in a View extension is one too; a preview drawing it alone is no use.)
        let decorates = { (node: SyntaxNode) in
            context.isInsideModifier(node, named: ["overlay"]) || context.isInsideElement(node, named: ["overlay"]) || context.isPreview(node)
        }
        let shippedUses = context.uses(ofCodeAround: link).filter { !context.isPreview($0) }
        if decorates(link) || !shippedUses.isEmpty && context.isDecidedWhereverDrawn(link, by: decorates) { return false }
        var current: SyntaxNode? = chain
        while let node = current {
            if let around = node as? ChainNode, around.links.contains(where: { $0.name == "accessibilityShowsLargeContentViewer" }) { return false }
            current = node.parent
        }
        return context.fixedLayout(around: chain) == nil
    }

    /// Whether a text's own font has a size that does not follow Dynamic Type: `.system(size:)`
    /// without `relativeTo:`, `.custom(_:fixedSize:)`, a helper of the app's that fixes it.
    private func keepsItsSize(_ text: ChainNode, context: RuleContext) -> Bool {
        if context.fixedSizeFont(of: text) != nil { return true }
        guard let font = text.modifiers.last(where: { $0.name == "font" })?.arguments.first?.value?.singleChain else { return false }
        return font.links.contains { $0.name == "system" && $0.argument("size") != nil }
    }

    /// The nearest `.dynamicTypeSize` limit on a view around `chain` that also stops text below
    /// `target`, with its largest size and line.
    private func enclosingLimit(around chain: ChainNode, below target: DynamicTypeSizeName, context: RuleContext) -> (largest: DynamicTypeSizeName, line: Int)? {
        var current = chain.parent
        while let node = current {
            if let around = node as? ChainNode, let link = around.links.first(where: { $0.name == "dynamicTypeSize" && $0.hasCall }),
               let value = link.arguments.first?.value, let largest = context.dynamicTypeSizeLimit(of: value)?.largestAllowed, largest < target {
                return (largest, context.file.lineIndex(of: context.tree.tokens[link.firstToken].start) + 1)
            }
            current = node.parent
        }
        return nil
    }

    /// Whether the limit sits on the app's root: in the `App` type or a scene (`WindowGroup`, `Window`,
    /// `DocumentGroup`) of its body.
    private func isOnAppRoot(_ link: LinkNode, context: RuleContext) -> Bool {
        context.enclosingType(of: link)?.inheritedTypes.contains { $0 == "App" || $0 == "SwiftUI.App" } == true
            || context.isInsideElement(link, named: ["WindowGroup", "Window", "DocumentGroup"])
    }

    /// Whether the limited view, or a view inside it, sets `.font(.system(size: x))` with a size capped
    /// by `min(…)`, in place or in a property of its type (`var fontSize: CGFloat { min(fontSizeRaw, 20) }`).
    private func setsCappedFontSize(_ chain: ChainNode, context: RuleContext) -> Bool {
        let properties = context.enclosingType(of: chain)?.properties ?? []
        return chain.descendants(ofType: LinkNode.self).contains { link in
            guard link.name == "system", let size = link.argument("size")?.value else { return false }
            if size.text.contains("min(") { return true }
            guard let name = size.singleChain.flatMap({ $0.links.count == 1 ? $0.links[0].name : nil }) else { return false }
            return properties.contains { $0.name == name && $0.text.contains("min(") }
        }
    }

    /// Whether the chain sets an already-large text style (`.font(.largeTitle)`, `.font(.title.bold())`).
    private static func largeStyleText(_ chain: ChainNode, context: RuleContext) -> Bool {
        chain.links.contains { link in
            link.name == "font" && link.hasCall
                && TextStyle.of(fontExpression: link.arguments.first?.value, in: context).map(largeStyles.contains) == true
        }
    }

    /// The edits that make `limit`'s largest size `target`, keeping its lower bound and spelling.
    private func edits(raising limit: DynamicTypeSizeLimit, to target: DynamicTypeSizeName, context: RuleContext) -> [Edit] {
        let tokens = context.tree.tokens
        if let upper = limit.upper {
            var edits = [Edit(range: tokens[upper.nameToken].start..<tokens[upper.nameToken].end, replacement: target.rawValue)]
            if limit.excludesUpper, let rangeOperator = limit.rangeOperatorToken {
                edits.insert(Edit(range: tokens[rangeOperator].start..<tokens[rangeOperator].end, replacement: "..."), at: 0)
            }
            return edits
        }
        // One fixed size becomes the range from it: `.large` → `.large ... .accessibility3`.
        guard let lower = limit.lower else { return [] }
        let end = tokens[lower.lastToken].end
        let upperBound = lower.namesType ? "...DynamicTypeSize.\(target.rawValue)" : " ... .\(target.rawValue)"
        return [Edit(range: end..<end, replacement: upperBound)]
    }
}
