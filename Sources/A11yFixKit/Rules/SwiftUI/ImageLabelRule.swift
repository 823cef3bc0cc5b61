/// Images that carry meaning on their own (a verified badge, a warning, a photo) and have no label.
public struct ImageLabelRule: Rule {
    public init() {}

    /// Images here are labelled, or deliberately not, by what contains them.
    static let labellingContainers: Set<String> = RuleContext.labelledControls.union(["Label", "Picker"])

    public static let description = RuleDescription(
        id: "image-label",
        name: "Meaningful images need a label",
        summary: "Finds `Image(systemName:)`, `Image(\"asset\")`, `Image(uiImage:)` and `Image(nsImage:)` that are not inside a control or a `Label`, are not decorative (see `decorative-image-hidden`), and have no accessibility label, no `accessibilityHidden`, and no container that speaks for them. An image that leads or tops the text it goes with is left to a person (it may say the same as the text). Fixes only with a label a team would merge: an image shown only in a state gets that state (`if post.isPinned` → `.accessibilityLabel(\"Pinned\") // [VERIFY]`, `if message.status == .failed` → \"Failed\"); a mark shown on the selected row becomes the row's `.isSelected` trait and is hidden; a symbol the team named in config `symbolLabels` gets that name. Other images are reported for a person to describe: a symbol's or an asset's name names a drawing, not what it means here.",
        rationale: "VoiceOver reads an unlabelled SF Symbol by its name (\"checkmark seal fill\") and an unlabelled asset as just \"image\", so information a sighted user gets from the picture (verified, warning, a product photo) is lost. WCAG 1.1.1 requires a text alternative for every image that conveys information.",
        notes: "Opt-in: whether an image means something is a question of design the code rarely answers. Independent reviews on apps the rule had never seen judged 12, 11 and 8 of 30 sampled findings true (most false ones were layers of a drawn icon, illustrations beside text that says the same, placeholders, and images a caller already names); `decorative-image-hidden` handles the images that are certainly decoration. Turn it on (`{\"rules\": {\"enable\": [\"image-label\"]}}`, or `--rules image-label`) for an audit, and read each finding. An image with a tap gesture of its own is a control, which `tap-gesture-button-trait` labels with its button trait; this rule leaves it. An image never gets both this rule and `decorative-image-hidden`: both ask the same classifier, and this rule only fires when the image is not decorative. Images inside a `Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, `Label` or `Picker` are labelled by that control (icon-only controls are `icon-only-control-label`'s); images in `.tabItem` are `tab-item-label`'s. Images repeated by a `ForEach` (rating stars) are reported without a fix: one label on their container (`.accessibilityElement(children: .ignore)` + `.accessibilityLabel(\"4 of 5 stars\")`) is right, a label per star is not. Images that are expressions rather than views (`Text(Image(systemName:))`) are not rewritten, nor are images returned as an `Image` (`var icon: Image { … }`, `-> Image`): a modifier would change the declared type, and the label belongs where the image is shown. Outside a view builder, an image that is one of several results (`if`/`switch` branches, several `return`s of `-> some View`) is left alone too: every result must keep one type. The label is written in the app's own localization, as `icon-only-control-label` writes its labels: a literal, the app's accessor or table key, or no fix when the app localizes and has no string for it.",
        severity: .blocks, wcag: ["1.1.1"], nutritionLabels: [.voiceOver], fixSafety: .verify, isOptIn: true, seeds: ["000", "002", "003"],
        triggeringExamples: [
            RuleExample("""
            HStack {
                Text(author.name).font(.headline)
                if author.isVerified {
                    ↓Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.blue)
                }
            }
            """),
            RuleExample(#"↓Image(systemName: "exclamationmark.triangle.fill").foregroundStyle(.red)"#),
            RuleExample("""
            TabView {
                ForEach(product.photos, id: \\.self) { name in
                    ↓Image(name)
                        .resizable()
                        .scaledToFill()
                }
            }
            """),
            RuleExample("""
            HStack(spacing: 2) {
                ForEach(1...5, id: \\.self) { index in
                    ↓Image(systemName: index <= rating ? "star.fill" : "star")
                }
            }
            """),
            RuleExample("""
            struct StatusBadge: View {
                var body: some View {
                    ↓Image(systemName: "lock.fill")
                }
            }
            """),
            RuleExample(#"Text("Offline").overlay(alignment: .topTrailing) { ↓Image(systemName: "wifi.slash") }"#),
            RuleExample(#"Circle().fill(.gray).overlay(↓Image(systemName: "bolt.fill"))"#),
            // The circle is the only sign that a chore is done; the name beside it does not change.
            RuleExample("""
            struct ChoreRow: View {
                let chore: Chore
                var body: some View {
                    HStack {
                        Text(chore.title)
                        Spacer()
                        ↓Image(systemName: chore.isFinished ? "checkmark.circle.fill" : "circle")
                    }
                }
            }
            """),
            RuleExample("""
            struct SyncStatusView: View {
                let hasFailed: Bool
                var body: some View {
                    HStack {
                        ProgressView()
                        if hasFailed {
                            ↓Image(systemName: "exclamationmark.icloud")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            HStack {
                Text("Storage")
                Spacer()
                ↓Image(systemName: "icloud.fill")
            }
            """),
            RuleExample("""
            struct PaletteCard: View {
                let palette: Palette
                let isSelected: Bool

                var body: some View {
                    ZStack(alignment: .topTrailing) {
                        PaletteSwatches(palette: palette)
                        if isSelected {
                            ↓Image(systemName: "checkmark.circle.fill")
                        }
                    }
                    .onTapGesture { palette.apply() }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // An ellipsis ending a header, a lock watermark at 10% behind a prompt.
            RuleExample("""
            struct NotchHeader: View {
                var body: some View {
                    HStack {
                        Text("Notch Drop")
                        Spacer()
                        Image(systemName: "ellipsis")
                    }
                    ZStack {
                        Image(systemName: "lock.circle").resizable().frame(width: 200, height: 200).opacity(0.1)
                        Button("Unlock") { unlock() }
                    }
                }
            }
            """),
            // A picture alone with no state: whether it is a person's avatar or a flourish, code does not say.
            RuleExample(#"Image(uiImage: viewModel.avatar).resizable().clipShape(Circle())"#),
            RuleExample("""
            #if os(macOS)
            Image(nsImage: icon)
            #else
            Image(uiImage: icon)
            #endif
            """),
            // Beside a text: an ornament after a title, a glyph after a caption and its value, a
            // placeholder above a titled button. Whether to hide them is a person's call.
            RuleExample("""
            struct SubscribeView: View {
                var body: some View {
                    VStack {
                        HStack(alignment: .center, spacing: 4) {
                            Text("Upgrade to Plus").font(.largeTitle)
                            Image("icon-bell")
                        }
                        HStack {
                            VStack(alignment: .leading) {
                                Text("Duration").font(.caption)
                                Text(durationText).font(.largeTitle)
                            }
                            Image(systemName: "stopwatch")
                        }
                        VStack {
                            Image(systemName: "desktopcomputer").foregroundColor(.secondary)
                            Button {} label: { Text("Choose") }.disabled(true)
                        }
                    }
                }
            }
            """),
            // A text shown in the same branch says the state the image marks; a copy drawn invisible
            // to size a field is never read.
            RuleExample("""
            struct ServerStatus: View {
                let isServerActive: Bool
                let hint: String

                var body: some View {
                    HStack {
                        if isServerActive {
                            Image(systemName: "circle.fill").foregroundStyle(.green)
                            Text("Running")
                        } else {
                            Image(systemName: "circle.fill").foregroundStyle(.red)
                            Text("Stopped")
                        }
                    }
                    if !hint.isEmpty {
                        HStack {
                            Image(systemName: "info.circle.fill")
                            Text(hint)
                        }
                    }
                    TextField("Feed URL", text: $url)
                        .overlay(alignment: .trailing) { Image(systemName: "exclamationmark.circle").opacity(0) }
                }
            }
            """),
            // A picture that is all a View draws: its callers show it beside a name.
            RuleExample("""
            struct MachineLogo: View {
                let logo: NSImage?

                var body: some View {
                    Group {
                        if let logo {
                            Image(nsImage: logo).resizable().frame(width: 30, height: 30)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct KeywordRow: View {
                let keyword: String
                let delete: () -> Void

                var body: some View {
                    HStack {
                        Text(keyword)
                        Spacer()
                        Image(systemName: "trash")
                            .onTapGesture(perform: delete)
                    }
                }
            }
            """),
            RuleExample("""
            struct CopiedBadge: View {
                var body: some View {
                    if isCopied {
                        HStack {
                            Text("Copied")
                            Image(systemName: "checkmark.circle.fill")
                        }
                    }
                }
            }
            """),
            RuleExample(#"Image(systemName: "checkmark.seal.fill").accessibilityLabel("Verified")"#),
            RuleExample(#"Image(decorative: "hero")"#),
            RuleExample("""
            enum Tab {
                case home, inbox
                var icon: Image {
                    switch self {
                    case .home: return Image(systemName: "house")
                    case .inbox: return Image(systemName: "tray")
                    }
                }
            }
            """),
            RuleExample(#"func badge() -> Image { Image(systemName: "star.fill") }"#),
            RuleExample("""
            struct StatusBadge: View {
                let isSynced: Bool
                var icon: some View {
                    if isSynced { Image(systemName: "checkmark.icloud") } else { Image("sync_pending") }
                }
                var body: some View { icon }
            }
            """),
            RuleExample("""
            func statusIcon(for order: Order) -> some View {
                guard order.isShipped else { return Image(systemName: "shippingbox") }
                return Image(systemName: "checkmark.seal")
            }
            """),
            RuleExample(#"Image("background_pattern").resizable()"#),
            RuleExample(#"Image(systemName: "lock.fill").accessibilityHidden(true)"#),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }"#),
            RuleExample(#"Label("Settings", systemImage: "gear")"#),
            RuleExample("""
            Label {
                Text("Downloads")
            } icon: {
                Image(systemName: "arrow.down.circle")
            }
            """),
            RuleExample("""
            HStack {
                Image(systemName: "star.fill")
                Text("4.8")
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rated 4.8 out of 5")
            """),
            RuleExample(#"Text("Tap \(Image(systemName: "plus")) to add")"#),
            RuleExample(#"Text(Image(systemName: "heart.fill")) + Text(" Liked")"#),
            RuleExample("""
            HStack {
                Image(systemName: "chevron.right")
                Text("Details")
            }
            """),
            RuleExample(#"// Image(systemName: "exclamationmark.triangle")"#),
            RuleExample("""
            struct SignInScopesView: View {
                let provider: Provider

                var body: some View {
                    VStack(alignment: .leading, spacing: 6) {
                        if provider == .github {
                            HStack {
                                Image(systemName: "checkmark")
                                Text("repo")
                            }
                            HStack {
                                Image(systemName: "checkmark")
                                Text("read:org")
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct EmptyListsView: View {
                var body: some View {
                    VStack(spacing: 12) {
                        Image(systemName: "checklist")
                            .font(.largeTitle)
                            .foregroundStyle(.secondary)
                        Text("No to-do lists")
                            .font(.headline)
                        Text("Lists you create in Reminders appear here.")
                            .font(.subheadline)
                    }
                }
            }
            """),
            RuleExample("""
            struct ContributorRow: View {
                let contributor: Contributor

                var body: some View {
                    HStack {
                        Image(systemName: "person.crop.circle.fill")
                            .resizable()
                            .frame(width: 32, height: 32)
                        Text(contributor.login)
                        Spacer()
                    }
                }
            }
            """),
            RuleExample("""
            struct TokenScopesList: View {
                let scopes: [String]

                var body: some View {
                    VStack(alignment: .leading) {
                        ForEach(scopes, id: \\.self) { scope in
                            HStack {
                                Image(systemName: "checkmark")
                                Text(scope)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ConnectedView: View {
                var body: some View {
                    VStack(spacing: 24) {
                        ZStack(alignment: .bottomTrailing) {
                            Image(systemName: "wifi")
                                .font(.system(size: 80))
                            Image(systemName: "checkmark.circle.fill")
                                .foregroundStyle(.green)
                        }
                        Text("Wi-Fi connected successfully")
                    }
                }
            }
            """),
            RuleExample("""
            struct WarningBanner: View {
                var body: some View {
                    HStack(alignment: .top) {
                        Image(systemName: "exclamationmark.shield.fill")
                            .foregroundStyle(.orange)
                        VStack(alignment: .leading) {
                            Text("Security Warning")
                                .font(.headline)
                            Text("This server uses an insecure connection.")
                        }
                    }
                }
            }
            """),
            RuleExample(#"HomeView().tabItem { Image(systemName: "house") }"#),
            RuleExample(#"Image("profile", label: Text("Profile photo"))"#),
            // SwiftUI turns a menu's buttons into system menu items: VoiceOver reads their titles, and
            // modifiers on the images inside are dropped.
            RuleExample("""
            struct SortMenu: View {
                @Binding var ascending: Bool
                let options: [SortOption]
                @Binding var selected: SortOption

                var body: some View {
                    Menu("Sort") {
                        ForEach(options) { option in
                            Button {
                                if selected == option { ascending.toggle() } else { selected = option }
                            } label: {
                                HStack {
                                    Text(option.title)
                                    if selected == option {
                                        Image(systemName: ascending ? "chevron.up" : "chevron.down")
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
        ],
        corrections: [
            // The mark's condition is a constant of the label's own stack, out of scope on the row:
            // the row's trait repeats its value.
            RuleCorrection("""
            struct TagList: View {
                let tags: [Tag]
                @Binding var selectedTag: Tag.ID?

                var body: some View {
                    ForEach(tags) { tag in
                        Button {
                            selectedTag = tag.id
                        } label: {
                            HStack {
                                ZStack {
                                    let selected = selectedTag == tag.id
                                    RoundedRectangle(cornerRadius: 5)
                                        .fill(selected ? Color.accentColor : Color.gray)
                                        .frame(width: 24, height: 24)
                                    if selected {
                                        Image(systemName: "checkmark")
                                    }
                                }
                                Text(tag.name)
                            }
                        }
                    }
                }
            }
            """, """
            struct TagList: View {
                let tags: [Tag]
                @Binding var selectedTag: Tag.ID?

                var body: some View {
                    ForEach(tags) { tag in
                        Button {
                            selectedTag = tag.id
                        } label: {
                            HStack {
                                ZStack {
                                    let selected = selectedTag == tag.id
                                    RoundedRectangle(cornerRadius: 5)
                                        .fill(selected ? Color.accentColor : Color.gray)
                                        .frame(width: 24, height: 24)
                                    if selected {
                                        Image(systemName: "checkmark")
                                            .accessibilityHidden(true)
                                    }
                                }
                                Text(tag.name)
                            }
                        }
                        .accessibilityAddTraits(selectedTag == tag.id ? .isSelected : [])
                    }
                }
            }
            """),
            RuleCorrection("""
            HStack {
                Text(author.name)
                if author.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.blue)
                }
            }
            """, """
            HStack {
                Text(author.name)
                if author.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.blue)
                        .accessibilityLabel("Verified") // [VERIFY]
                }
            }
            """),
            RuleCorrection("""
            struct ThemeCard: View {
                let theme: Theme
                let isSelected: Bool
                let select: () -> Void

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(theme.name)
                            .font(.headline)
                        if isSelected {
                            HStack {
                                Spacer()
                                Image(systemName: "checkmark.seal.fill")
                                    .foregroundStyle(.green)
                            }
                        }
                    }
                    .padding()
                    .accessibilityElement(children: .combine)
                    .onTapGesture(perform: select)
                }
            }
            """, """
            struct ThemeCard: View {
                let theme: Theme
                let isSelected: Bool
                let select: () -> Void

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(theme.name)
                            .font(.headline)
                        if isSelected {
                            HStack {
                                Spacer()
                                Image(systemName: "checkmark.seal.fill")
                                    .foregroundStyle(.green)
                                    .accessibilityHidden(true)
                            }
                        }
                    }
                    .padding()
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(isSelected ? .isSelected : [])
                    .onTapGesture(perform: select)
                }
            }
            """),
            RuleCorrection("""
            struct LanguageRow: View {
                let language: Language
                @Binding var selection: Language.ID?

                var body: some View {
                    Button {
                        selection = language.id
                    } label: {
                        HStack {
                            Text(language.name)
                            Spacer()
                            if selection == language.id {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                }
            }
            """, """
            struct LanguageRow: View {
                let language: Language
                @Binding var selection: Language.ID?

                var body: some View {
                    Button {
                        selection = language.id
                    } label: {
                        HStack {
                            Text(language.name)
                            Spacer()
                            if selection == language.id {
                                Image(systemName: "checkmark")
                                    .accessibilityHidden(true)
                            }
                        }
                    }
                    .accessibilityAddTraits(selection == language.id ? .isSelected : [])
                }
            }
            """),
            RuleCorrection("""
            struct MessageBubble: View {
                let message: Message

                var body: some View {
                    HStack(alignment: .bottom, spacing: 6) {
                        if message.status == .failed {
                            Image(systemName: "exclamationmark.circle.fill")
                                .foregroundStyle(.red)
                        }
                        Text(message.body)
                            .padding(10)
                            .background(.blue, in: RoundedRectangle(cornerRadius: 16))
                    }
                }
            }
            """, """
            struct MessageBubble: View {
                let message: Message

                var body: some View {
                    HStack(alignment: .bottom, spacing: 6) {
                        if message.status == .failed {
                            Image(systemName: "exclamationmark.circle.fill")
                                .foregroundStyle(.red)
                                .accessibilityLabel("Failed") // [VERIFY]
                        }
                        Text(message.body)
                            .padding(10)
                            .background(.blue, in: RoundedRectangle(cornerRadius: 16))
                    }
                }
            }
            """),
            RuleCorrection("""
            struct PostHeader: View {
                let post: Post

                var body: some View {
                    HStack(spacing: 6) {
                        if post.isPinned {
                            Image(systemName: "pin.fill")
                                .foregroundStyle(.orange)
                        }
                        Text(post.author)
                            .font(.subheadline.bold())
                        Spacer()
                        Image(systemName: "lock.fill")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """, """
            struct PostHeader: View {
                let post: Post

                var body: some View {
                    HStack(spacing: 6) {
                        if post.isPinned {
                            Image(systemName: "pin.fill")
                                .foregroundStyle(.orange)
                                .accessibilityLabel("Pinned") // [VERIFY]
                        }
                        Text(post.author)
                            .font(.subheadline.bold())
                        Spacer()
                        Image(systemName: "lock.fill")
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Image"]) {
            guard let element = chain.elementLink, let source = context.imageSource(of: element),
                  source != .decorative, source != .labelled, let nameToken = element.nameToken,
                  context.isViewPosition(chain), !context.accessibilityIsDecided(for: chain),
                  // A tappable image is a control: `tap-gesture-button-trait` gives it its trait and name.
                  context.tapGestures(of: chain).isEmpty,
                  context.decorativeReason(for: chain) == nil,
                  !context.isInsideModifier(chain, named: ["tabItem"]),
                  // SwiftUI makes a menu's buttons system menu items: VoiceOver reads their titles, and
                  // accessibility modifiers inside them are dropped.
                  !context.isInMenuItems(chain) else { continue }
            let state = context.stateShown(by: chain)
            let selection: String?
            if case let .presence(condition?)? = state, context.isSelectionCondition(condition) { selection = condition } else { selection = nil }
            // A control speaks for the images in its label; a selection mark there is still state the
            // control's name does not say.
            if selection == nil, context.isInsideElement(chain, named: ImageLabelRule.labellingContainers) { continue }
            let stateLabel = context.stateLabel(for: chain)
            // An image that leads or tops a text says what the text says, or qualifies it: whether it
            // adds anything is a person's call, so there is nothing true to report, unless the image
            // is a mark of a state the text does not say (a selection checkmark, a failure warning).
            if stateLabel == nil, !isStatusMark(chain, state: state, context: context), context.textFollows(chain) { continue }
            // Beside a text, an image that shows no state illustrates it (an icon by a title, a
            // portrait by a name) or repeats it: to hide it or not is a person's call; so is a picture
            // that is all a View draws (a logo), whose callers put it beside a name. A text shown
            // only when the image is says the state it marks. An image drawn invisible (a sizing
            // copy at `.opacity(0)`) is never read.
            if state == nil, context.textBeside(chain) || !isSymbol(source) && context.isWholeViewContent(chain) { continue }
            if case .presence? = state, context.textSharesBranch(chain) { continue }
            if context.isInvisible(chain) || isWatermark(chain) { continue }
            // A picture the data chooses (`Image(systemName: tip.symbol)`, `HabiticaIcons.imageOf(…)`),
            // unlike a symbol a state switches (`isDone ? "checkmark.circle.fill" : "circle"`), illustrates
            // the text beside it or decorates. With no state to say, code does not tell a logo from a
            // flourish: only a status glyph (a warning triangle, a lock), a row's value after its title
            // and pictures shown per item (a product's photos) certainly mean something.
            let perItem = context.isInsideElement(chain, named: ["ForEach"])
            if case .chosenImage? = state, !isSymbol(source) && !perItem || !context.isStateSwitchedSymbol(chain) && context.textBeside(chain) { continue }
            if state == nil, trustedLabel(for: chain, stateLabel: stateLabel, context: context) == nil, !perItem,
               !isStatusGlyph(chain, context: context), !(context.isRowValue(chain) && !isGenericGlyph(chain, context: context)) { continue }
            let offset = context.tree.tokens[nameToken].start
            let heard: String
            switch source {
            case .symbol: heard = "the symbol's name"
            case .platformImage, .asset(nil): heard = "only \"image\""
            default: heard = "its file name"
            }
            let problem = "image has no accessibility label; VoiceOver reads " + heard
            if let selection {
                findings.append(selectionFinding(chain, condition: selection, problem: problem, at: offset, context: context))
                continue
            }
            if context.isInsideElement(chain, named: ["ForEach"]) {
                let advice = isSymbol(source)
                    ? "repeated symbols: give their container one label (.accessibilityElement(children: .ignore) and .accessibilityLabel)"
                    : "describe each image with .accessibilityLabel"
                findings.append(finding(problem + "; " + advice, at: offset))
                continue
            }
            guard let label = trustedLabel(for: chain, stateLabel: stateLabel, context: context) else {
                findings.append(finding(problem + "; " + advice(for: state), at: offset))
                continue
            }
            let localization = context.localized(label)
            guard case let .insert(expression, _) = localization,
                  let edits = context.modifierInsertion([context.accessibilityLabelModifier(expression, at: chain)], into: chain, verifyMarker: label.isGuess) else {
                findings.append(finding(problem + "; label it \(label.expression) (inferred from \(label.source)) \(RuleContext.stringsAdvice(for: localization))", at: offset))
                continue
            }
            findings.append(finding(problem + "; label \(expression) inferred from \(label.source)", at: offset,
                                    fix: Fix(safety: label.isGuess ? .verify : .safe, edits: edits, summary: "added .accessibilityLabel to a meaningful image")))
        }
        return findings
    }

    /// A label a team would merge: the team's own words for the symbol (`symbolLabels`), or the state
    /// the image is shown in (`if post.isPinned` → "Pinned"). A symbol's or an asset's name names a
    /// drawing, not what it means here ("Warning" says nothing of what is wrong): no fix.
    private func trustedLabel(for chain: ChainNode, stateLabel: String?, context: RuleContext) -> InferredLabel? {
        if let team = context.inferredLabel(forImage: chain), !team.isGuess { return team }
        return stateLabel.map { InferredLabel(expression: StringLiteral.literal($0), inputLabels: [], source: "the state it is shown in") }
    }

    /// A mark shown on the selected row (a checkmark, a seal) says "selected" best as the row's own
    /// trait, which VoiceOver reads with the row's name wherever focus lands: the mark is hidden and
    /// the control or tappable view around it in this View gets `.isSelected` while the condition
    /// holds. Without such a row here, the finding says so and a person places the trait.
    private func selectionFinding(_ chain: ChainNode, condition: String, problem: String, at offset: Int, context: RuleContext) -> Finding {
        let message = problem + "; it marks the selected row: mark the row with .accessibilityAddTraits(.isSelected) and hide the mark"
        guard let row = tappableRow(around: chain, context: context), !row.hasModifier("accessibilityAddTraits"),
              let condition = context.expression(condition, from: chain, asWrittenAt: row),
              let hide = context.modifierInsertion([context.accessibilityHiddenModifier(at: chain)], into: chain, verifyMarker: false),
              let trait = context.modifierInsertion([context.accessibilityAddTraitsModifier("\(condition) ? .isSelected : []", at: row)], into: row, verifyMarker: false) else {
            return finding(message, at: offset)
        }
        return finding(problem + "; it marks the selected row: the row gets the .isSelected trait and the mark is hidden", at: offset,
                       fix: Fix(safety: .safe, edits: hide + trait, summary: "marked the selected row with .isSelected and hid its checkmark"))
    }

    /// The control around `chain` in the same View, the row a person selects: a Button, link or
    /// toggle, or a view with `.onTapGesture` that is one accessibility element (its children
    /// combined). A trait on a stack that is not one element would land on each of its children.
    private func tappableRow(around chain: ChainNode, context: RuleContext) -> ChainNode? {
        for call in context.enclosingCalls(of: chain) where call.link === call.chain.elementLink {
            if RuleContext.labelledControls.contains(call.link.name), context.isViewPosition(call.chain) { return call.chain }
            if call.chain.hasModifier("onTapGesture"), context.isViewPosition(call.chain) {
                return context.childrenBehavior(of: call.chain) == .combine ? call.chain : nil
            }
        }
        return nil
    }

    /// A status symbol shown only in some state: `if message.status == .failed { Image(systemName:
    /// "exclamationmark.triangle.fill") }`.
    private func isStatusMark(_ chain: ChainNode, state: RuleContext.ImageState?, context: RuleContext) -> Bool {
        guard case .presence? = state, case let .single(name)? = context.symbolNames(of: chain) else { return false }
        return RuleContext.isStatusSymbol(name)
    }

    /// An image drawn faint (`.opacity(0.1)`): a watermark behind the content, not content.
    private func isWatermark(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { $0.name == "opacity" && $0.arguments.first?.value.flatMap { Double(RuleContext.squeezed($0.text)) }.map { $0 <= 0.2 } == true }
    }

    /// An ellipsis, a chevron, an arrow: a glyph that ends a row as an ornament or a disclosure mark.
    private func isGenericGlyph(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard case let .single(name)? = context.symbolNames(of: chain) else { return false }
        return RuleContext.genericSymbolPrefixes.contains { name.hasPrefix($0) }
    }

    private func isStatusGlyph(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard case let .single(name)? = context.symbolNames(of: chain) else { return false }
        return RuleContext.isStatusSymbol(name)
    }

    private func advice(for state: RuleContext.ImageState?) -> String {
        switch state {
        case .presence?: return "it is shown only in some state: label it with that state"
        case .chosenImage?: return "its image is chosen by state: label it with the state it shows"
        case .appearance?: return "it changes with state: label it with the state it shows"
        case nil: return "add .accessibilityLabel(\"…\") describing what it shows, or hide it if it is decoration"
        }
    }

    private func isSymbol(_ source: RuleContext.ImageSource) -> Bool {
        if case .symbol = source { return true }
        return false
    }
}
