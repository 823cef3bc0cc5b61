/// List rows of several texts that VoiceOver reads as separate stops.
public struct ListRowCombineRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "list-row-combine",
        name: "List rows read piece by piece",
        summary: "Finds rows of a `List` (static rows, rows of a `Section`, rows of `ForEach` and `List(data)`) that are a stack of two or more texts, with no control, gesture or accessibility shaping inside, and adds `.accessibilityElement(children: .combine)` so that VoiceOver reads each row as one element.",
        rationale: "A row that shows a name, a detail and a date is one thing to a sighted reader. VoiceOver stops on each text of it separately, so a person swipes three times per row and hears the detail and date cut off from what they belong to; in a long list the row structure is lost (WCAG 1.3.1, Info and Relationships). Combined, the row reads as one element with its parts in order: \"Ada Lovelace, Mathematician, 1815\".",
        notes: "Left alone too: words each drawn on a tile of their own (\"Edit\", \"Clear\", \"Delete\" on rounded rectangles: they look like buttons, and one element would hide that there are several), and a checklist whose lines show their state by a glyph the state picks (`done ? \"checkmark\" : \"xmark\"`), where each line needs its state said. A row is a record of two to four short texts (a title and its value, a date and its amounts; a text of spaces that indents is none): a stack of more texts, or of a paragraph (a text of more than twelve words), holds steps or help text a person reads and resumes one by one, and is left alone (a review on apps the rule had not seen rejected combined help paragraphs and numbered steps). Safe because of what the rule requires: the row shows only SwiftUI's texts, labels, images, shapes and spacers (no View of the app's that could hold a control, no member the file builds elsewhere), none of them a control, a tappable view or a link (`Link`, a Markdown link in a literal, a value rendered as Markdown: `Text(.init(caption))`, `LocalizedStringKey(note)`, `AttributedString(markdown:)`), none with `.textSelection`, `.contextMenu`, a gesture, `.onDrag` or `.draggable` (a merged element would take them over), and nothing inside or around it already shapes accessibility (`.accessibilityElement`, `.accessibilityLabel`, `.accessibilityHidden`, `.accessibilityRepresentation`, actions, sort priority). Combining keeps every text and the reading order; it changes only how many stops VoiceOver makes, which is the point. `.swipeActions` are the list cell's, not the row's views', and stay available as actions. A row that is a `NavigationLink` or `Button` is already one element; a single text, or a `Label` alone, is one already. Code whose deployment targets predate iOS 14 / macOS 11 gets the finding without the fix.",
        severity: .degrades, wcag: ["1.3.1"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["001", "003"],
        triggeringExamples: [
            RuleExample("""
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    List(contacts) { contact in
                        ↓VStack(alignment: .leading) {
                            Text(contact.name).font(.headline)
                            Text(contact.email).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct OrdersView: View {
                let orders: [Order]

                var body: some View {
                    List {
                        ForEach(orders) { order in
                            ↓HStack {
                                Image(systemName: "shippingbox")
                                Text(order.number)
                                Spacer()
                                Text(order.total, format: .currency(code: "EUR"))
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct AboutView: View {
                var body: some View {
                    List {
                        ↓HStack {
                            Text("Version")
                            Spacer()
                            Text("1.4.2").foregroundStyle(.secondary)
                        }
                        ↓HStack {
                            Text("Build")
                            Spacer()
                            Text("512").foregroundStyle(.secondary)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct HistoryView: View {
                let runs: [Run]

                var body: some View {
                    List {
                        Section("This week") {
                            ForEach(runs) { run in
                                ↓VStack(alignment: .leading, spacing: 4) {
                                    Text(run.title)
                                    HStack {
                                        Text(run.distance)
                                        Text(run.duration)
                                    }
                                    .font(.caption)
                                }
                                .padding(.vertical, 4)
                            }
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
                        ↓HStack(alignment: .top) {
                            Circle().fill(.blue).frame(width: 8, height: 8)
                            VStack(alignment: .leading) {
                                Text(message.sender).bold()
                                Text(message.subject)
                                Text(message.preview).lineLimit(2).foregroundStyle(.secondary)
                            }
                        }
                        .swipeActions {
                            Button("Archive") { archive(message) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TeamView: View {
                let members: [Member]

                var body: some View {
                    Form {
                        List(members) { member in
                            ↓HStack {
                                Label(member.name, systemImage: "person")
                                Spacer()
                                Text(member.role)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ForecastList: View {
                let days: [Day]

                var body: some View {
                    List(days) { day in
                        #if os(iOS)
                        ↓HStack {
                            Text(day.name)
                            Spacer()
                            Text("\\(day.high)°")
                        }
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            struct BooksView: View {
                let books: [Book]

                var body: some View {
                    List {
                        ForEach(books, id: \\.isbn) { book in
                            ↓VStack(alignment: .leading) {
                                Text(book.title)
                                Text("by \\(book.author)")
                            }
                        }
                        .onDelete(perform: delete)
                    }
                }
            }
            """),
            RuleExample("""
            struct ReceiptView: View {
                let lines: [Line]

                var body: some View {
                    List(lines) { line in
                        ↓HStack {
                            Text(line.quantity.formatted())
                            Text(line.name)
                            Spacer()
                            Text(line.price)
                        }
                        .listRowBackground(Color.clear)
                    }
                }
            }
            """),
            RuleExample("""
            struct StatsView: View {
                var body: some View {
                    List {
                        Section {
                            ↓VStack {
                                Text("Workouts")
                                Text("42").font(.largeTitle)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Each line's state is a glyph the state picks: one element would read "Close, Ecash selected, …".
            RuleExample("""
            List {
                VStack(alignment: .leading) {
                    HStack {
                        Image(systemName: transfer.proofs == nil ? "xmark" : "checkmark")
                        Text("Ecash selected")
                    }
                    HStack {
                        Image(systemName: transfer.outputs == nil ? "xmark" : "checkmark")
                        Text("Change created")
                    }
                }
            }
            """),
            // Three words on tiles of their own look like three buttons: one element would hide that.
            RuleExample("""
            List {
                HStack(spacing: 8) {
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(Color.gray)
                        Text("Edit")
                    }
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(Color.gray)
                        Text("Clear")
                    }
                    ZStack {
                        RoundedRectangle(cornerRadius: 8).fill(Color.gray)
                        Text("Delete")
                    }
                }
            }
            """),
            // A text of spaces only indents the one text that follows: one element already.
            RuleExample("""
            struct BriefingView: View {
                let items: [BriefingItem]

                var body: some View {
                    List(items) { item in
                        HStack {
                            Text("  ")
                            Text(item.title)
                        }
                    }
                }
            }
            """),
            // Help paragraphs and numbered steps: read and resumed one by one, not as one element.
            RuleExample("""
            struct TargetHelpView: View {
                var body: some View {
                    List {
                        Section {
                            VStack(alignment: .leading, spacing: 10) {
                                Text("A temporary target changes the glucose level the algorithm aims for until it ends.")
                                Text("A high target can also make the algorithm more careful with insulin during exercise.")
                            }
                        } header: {
                            Text("Overview")
                        }
                        Section {
                            VStack(alignment: .leading) {
                                Text("1. Open Settings.")
                                Text("2. Tap Health.")
                                Text("3. Tap Data Access & Devices.")
                                Text("4. Select the app.")
                                Text("5. Turn on Write Data.")
                            }
                        }
                    }
                }
            }
            """),
            // Already one element.
            RuleExample("""
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    List(contacts) { contact in
                        VStack(alignment: .leading) {
                            Text(contact.name)
                            Text(contact.email)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            """),
            // A control inside: combining would merge its action into the row.
            RuleExample("""
            struct SettingsList: View {
                @Binding var items: [Setting]

                var body: some View {
                    List($items) { $item in
                        HStack {
                            Text(item.name)
                            Text(item.detail)
                            Toggle("", isOn: $item.isOn).labelsHidden()
                        }
                    }
                }
            }
            """),
            // A row that is a NavigationLink is one element already.
            RuleExample("""
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    List(contacts) { contact in
                        NavigationLink(value: contact) {
                            VStack(alignment: .leading) {
                                Text(contact.name)
                                Text(contact.email)
                            }
                        }
                    }
                }
            }
            """),
            // A single text.
            RuleExample("""
            struct TagsView: View {
                let tags: [String]

                var body: some View {
                    List(tags, id: \\.self) { tag in
                        HStack {
                            Image(systemName: "tag")
                            Text(tag)
                        }
                    }
                }
            }
            """),
            // A tap gesture and a context menu belong to the row's views.
            RuleExample("""
            struct FilesView: View {
                let files: [File]

                var body: some View {
                    List(files) { file in
                        HStack {
                            Text(file.name)
                            Text(file.size)
                        }
                        .contextMenu {
                            Button("Delete") { delete(file) }
                        }
                    }
                }
            }
            """),
            // The row shows a View of the app's: it may hold controls.
            RuleExample("""
            struct PostsView: View {
                let posts: [Post]

                var body: some View {
                    List(posts) { post in
                        HStack {
                            AvatarView(user: post.author)
                            Text(post.author.name)
                            Text(post.date, style: .relative)
                        }
                    }
                }
            }
            """),
            // Selectable text: each text stays its own element.
            RuleExample("""
            struct LogView: View {
                let entries: [Entry]

                var body: some View {
                    List(entries) { entry in
                        VStack(alignment: .leading) {
                            Text(entry.date)
                            Text(entry.message)
                        }
                        .textSelection(.enabled)
                    }
                }
            }
            """),
            // A caption rendered as Markdown from a string may hold a link.
            RuleExample("""
            List {
                VStack(alignment: .center) {
                    Text(UserText.aiChatFeatureName)
                        .font(.title3)
                    Text(.init(UserText.aiChatCaptionWithLinkMarkdown))
                        .foregroundStyle(.secondary)
                }
            }
            """),
            // A Markdown link inside.
            RuleExample("""
            struct CreditsView: View {
                var body: some View {
                    List {
                        VStack(alignment: .leading) {
                            Text("Icons")
                            Text("By [Jane](https://example.com/jane)")
                        }
                    }
                }
            }
            """),
            // Not a List: a scroll view's stack is a layout, not rows.
            RuleExample("""
            struct Feed: View {
                let items: [Item]

                var body: some View {
                    ScrollView {
                        ForEach(items) { item in
                            VStack {
                                Text(item.title)
                                Text(item.subtitle)
                            }
                        }
                    }
                }
            }
            """),
            // The list itself groups its rows' content: no row is an element of its own.
            RuleExample("""
            struct SummaryList: View {
                var body: some View {
                    List {
                        HStack {
                            Text("Total")
                            Text("42")
                        }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Total 42")
                }
            }
            """),
            // A hidden part: the team shaped the row already.
            RuleExample("""
            struct ScoresView: View {
                let scores: [Score]

                var body: some View {
                    List(scores) { score in
                        HStack {
                            Text(score.player)
                            Text("·").accessibilityHidden(true)
                            Text("\\(score.points)")
                        }
                    }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    List(contacts) { contact in
                        VStack(alignment: .leading) {
                            Text(contact.name).font(.headline)
                            Text(contact.email).foregroundStyle(.secondary)
                        }
                    }
                }
            }
            """, """
            struct ContactsView: View {
                let contacts: [Contact]

                var body: some View {
                    List(contacts) { contact in
                        VStack(alignment: .leading) {
                            Text(contact.name).font(.headline)
                            Text(contact.email).foregroundStyle(.secondary)
                        }
                        .accessibilityElement(children: .combine)
                    }
                }
            }
            """),
            RuleCorrection("""
            List {
                ForEach(runs) { run in
                    VStack(alignment: .leading) {
                        Text(run.title)
                        Text(run.distance)
                    }
                    .padding(.vertical, 4)
                }
            }
            """, """
            List {
                ForEach(runs) { run in
                    VStack(alignment: .leading) {
                        Text(run.title)
                        Text(run.distance)
                    }
                    .accessibilityElement(children: .combine)
                    .padding(.vertical, 4)
                }
            }
            """),
            RuleCorrection("""
            List {
                HStack { Text("Version"); Spacer(); Text("1.4.2") }
            }
            """, """
            List {
                HStack { Text("Version"); Spacer(); Text("1.4.2") }
                    .accessibilityElement(children: .combine)
            }
            """),
            // Before iOS 14 the modifier does not exist: reported only.
            RuleCorrection("""
            List(contacts) { contact in
                VStack {
                    Text(contact.name)
                    Text(contact.email)
                }
            }
            """, """
            List(contacts) { contact in
                VStack {
                    Text(contact.name)
                    Text(contact.email)
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
        ]
    )

    /// SwiftUI views a combined row may hold: what they show reads in order, and none acts.
    private static let readableViews: Set<String> = [
        "Text", "Label", "Image", "Spacer", "Divider", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color",
        "HStack", "VStack", "ZStack", "Group",
    ]
    /// Modifiers that make a row's views do something, or shape what VoiceOver sees.
    private static let shapingModifiers: Set<String> = [
        "textSelection", "contextMenu", "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture",
        "onDrag", "draggable", "dropDestination", "onDrop", "accessibilityElement", "accessibilityLabel", "accessibilityValue",
        "accessibilityHidden", "accessibilityRepresentation", "accessibilityChildren", "accessibilitySortPriority", "accessibility",
        "accessibilityAddTraits", "accessibilityRemoveTraits",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for list in context.elements(named: ["List"]) {
            guard let element = list.elementLink, context.isLeftExposedByContainers(list),
                  !list.modifiers.contains(where: { ListRowCombineRule.shapingModifiers.contains($0.name) }) else { continue }
            for row in rows(of: element, in: context) where isReadableRow(row, in: context) {
                guard let start = row.elementLink?.nameToken.map({ context.tree.tokens[$0].start }) else { continue }
                let problem = "VoiceOver stops on each text of this row separately; read it as one element"
                guard context.hasSwiftUI2APIs,
                      let edits = context.modifierInsertion([".accessibilityElement(children: .combine)"], into: row, verifyMarker: false) else {
                    findings.append(finding(problem + " with .accessibilityElement(children: .combine)", at: start))
                    continue
                }
                findings.append(finding(problem, at: start,
                                        fix: Fix(safety: .safe, edits: edits, summary: "combined a list row into one accessibility element")))
            }
        }
        return findings
    }

    /// The rows of a List: its content, through `Section`, `ForEach` and `Group`.
    private func rows(of list: LinkNode, in context: RuleContext) -> [ChainNode] {
        var pending = list.allClosures.flatMap(context.contentChains)
        var rows: [ChainNode] = []
        while let chain = pending.popLast() {
            guard let element = chain.elementLink else { continue }
            if ["Section", "ForEach", "Group"].contains(element.name) {
                pending += (element.closure(labeled: nil) ?? element.closure(labeled: "content")).map(context.contentChains) ?? []
            } else {
                rows.append(chain)
            }
        }
        return rows.sorted { $0.firstToken < $1.firstToken }
    }

    /// A stack of two or more texts made only of SwiftUI's readable views, with nothing that acts or
    /// that already shapes accessibility, inside or on it.
    private func isReadableRow(_ row: ChainNode, in context: RuleContext) -> Bool {
        guard let element = row.elementLink, RuleContext.stacks.contains(element.name), context.isViewPosition(row) else { return false }
        let inside = [row] + element.allClosures.flatMap { $0.descendants(ofType: ChainNode.self) }
        var texts = 0
        for chain in inside {
            guard context.isViewPosition(chain) else { continue }
            guard let view = chain.elementLink, view.kind == .name, ListRowCombineRule.readableViews.contains(view.name),
                  !chain.modifiers.contains(where: { ListRowCombineRule.shapingModifiers.contains($0.name) }) else { return false }
            if view.name == "Text" || view.name == "Label" {
                if view.arguments.contains(where: { $0.value?.text.contains("](") == true }) { return false }
                // A value rendered as Markdown (`Text(.init(caption))`, `Text(LocalizedStringKey(note))`,
                // `AttributedString(markdown:)`) may hold a link the merged element would swallow.
                if let value = view.arguments.first?.value, value.descendants(ofType: LinkNode.self).contains(where: { link in
                    link.kind == .implicitMember && link.name == "init" || ["LocalizedStringKey", "AttributedString"].contains(link.name)
                }) { return false }
                // A paragraph is read, and resumed, on its own: a block of help text is not a record.
                let literal = view.arguments.first.flatMap { context.stringLiteralValue($0.value) }
                if let words = literal?.split(whereSeparator: \.isWhitespace), words.count > ListRowCombineRule.longestFieldWords { return false }
                // `Text("  ")` indents; VoiceOver reads nothing there.
                if let literal, literal.allSatisfy(\.isWhitespace) { continue }
                texts += 1
            }
        }
        // Words each drawn on a tile of its own ("Edit", "Clear", "Delete" on rounded rectangles) look
        // like buttons side by side: read as one, they would hide that there are several.
        if inside.filter({ isTextOnTile($0, in: context) }).count >= 2 { return false }
        // A checklist whose lines show their state by a glyph the state picks (`done ? "checkmark" :
        // "xmark"`): combined, each state would be read as the glyph's name ("Close") in one long
        // element; each line needs its state said, which a person words.
        if inside.contains(where: { chain in
            guard chain.elementLink?.name == "Image", case .conditional? = context.symbolNames(of: chain) else { return false }
            return true
        }) { return false }
        // Two to four texts make a record (a title and its value, a date and its amounts); more are
        // steps or paragraphs a person moves through one by one.
        return (2...ListRowCombineRule.mostFields).contains(texts)
    }

    /// A text drawn on a shape of its own: `ZStack { RoundedRectangle(…); Text("Edit") }`, or
    /// `Text("Edit").background(Capsule()…)`.
    private func isTextOnTile(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let element = chain.elementLink else { return false }
        if element.name == "Text" {
            return chain.modifiers.contains { $0.name == "background" && $0.descendants(ofType: LinkNode.self).contains { RuleContext.filledShapes.contains($0.name) } }
        }
        guard element.name == "ZStack", let closure = element.closure(labeled: nil) else { return false }
        let layers = context.contentChains(of: closure).compactMap { $0.elementLink?.name }
        return layers.filter { $0 == "Text" }.count == 1 && layers.contains(where: RuleContext.filledShapes.contains)
    }

    /// The most texts a row that reads as one record has.
    private static let mostFields = 4
    /// The most words a text of such a row has: more make a paragraph.
    private static let longestFieldWords = 12
}
