/// Fixed colours that Dark Mode turns into text on its own colour.
public struct SemanticColorRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "semantic-color",
        name: "Hard-coded colour that breaks Dark Mode",
        summary: "Reports text and symbols in a fixed dark colour (`.black`, `Color(white: 0.1)`, `Color(red:green:blue:)`, `Color(hex: \"#333333\")` through the project's own hex initialiser, an Asset Catalog colour set with no Dark appearance) drawn on the system's own background, a list or form row or the screen of a navigation stack, which turns dark in Dark Mode; and a fixed light background (`.background(Color.white)`, a light colour set with no Dark appearance) behind text whose colour follows the appearance, which turns white in Dark Mode. `.black` becomes `.primary` (black in light appearance, white in dark: unsafe, a person checks the screen in both); other colours are reported.",
        rationale: "In Dark Mode the system's backgrounds are near black and its label colour is white. A text colour fixed to black keeps being black there and disappears against the row; a background fixed to white keeps being white while the text on it turns white. People who use Dark Mode, Smart Invert or Increase Contrast, often because bright screens hurt or blur for them, meet an unreadable screen. WCAG 1.4.3 asks for contrast in every appearance an app offers, and the App Store's Dark Interface label asks that every screen supports it.",
        notes: """
        Text is judged where the code decides what it is drawn on (see color-contrast): the path from the view outward through stacks, groups, scroll views and plain buttons reaches a `List`, `Form`, `NavigationStack`, `NavigationView` or `TabView` with no background between them. A fixed dark colour is one whose contrast with the dark system backgrounds is under 4.5:1 for text (3:1 for symbols). A fixed light background is judged for the text on it that sets no colour of its own, or a hierarchical one (`.secondary`), and sits in no button (whose text takes the tint); text with a colour of its own is color-contrast's to judge.

        Colours are known as color-contrast knows them, literals given to the project's own hex initialisers included (read the way the initialiser's body reads them). An Asset Catalog colour set with a Dark appearance adapts and is left alone. One without is drawn the same in Dark Mode, exactly like a hard-coded colour, in an app that offers Dark Mode: no Info.plist sets `UIUserInterfaceStyle` to `Light` (nor `NSRequiresAquaSystemAppearance`), no build setting `INFOPLIST_KEY_UIUserInterfaceStyle = Light`, and no file of the project fixes its scenes to light (`.preferredColorScheme(.light)` in a file with a `WindowGroup`, `window.overrideUserInterfaceStyle = .light`, even when that is a theme the user picks); a sheet or a view fixed to light leaves the others in Dark Mode, and the file that fixes it is left alone. An app that offers no Dark Mode gets no finding at all: none of its colours is ever drawn dark. It is reported in the same two cases only (dark text on the system background, a light background behind text that follows the appearance), with the advice to give the colour set a Dark appearance: a fixed brand colour used as a button's fill with white text, or as text on a fixed background, is right in both appearances and is not reported.

        Left alone: colour sets with a Dark appearance, colours chosen on the colour scheme (a file that reads `colorScheme` or fixes `.preferredColorScheme`), text on a fixed colour (white text on a brand-colour button is right in both appearances), views over images or video (a `ZStack`, an overlay), watchOS (always dark) and tvOS.
        """,
        severity: .incomplete, wcag: ["1.4.3"], nutritionLabels: [.darkInterface, .sufficientContrast], fixSafety: .unsafe, seeds: ["000", "002"],
        triggeringExamples: [
            RuleExample("""
            struct SettingsScreen: View {
                var body: some View {
                    List {
                        Text("Account")
                            .↓foregroundColor(.black)
                        Text("Notifications")
                    }
                }
            }
            """),
            RuleExample("""
            struct ContactsList: View {
                let contacts: [Contact]
                var body: some View {
                    NavigationStack {
                        List(contacts) { contact in
                            HStack {
                                Image(systemName: "person.circle")
                                    .↓foregroundStyle(Color.black)
                                Text(contact.name)
                            }
                        }
                        .navigationTitle("Contacts")
                    }
                }
            }
            """),
            RuleExample("""
            struct ProfileForm: View {
                @Binding var name: String
                var body: some View {
                    Form {
                        Section("Profile") {
                            TextField("Name", text: $name)
                            Text("Shown to your friends")
                                .font(.footnote)
                                .↓foregroundColor(Color(white: 0.2))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct OrderHistory: View {
                let orders: [Order]
                var body: some View {
                    NavigationView {
                        ScrollView {
                            VStack(alignment: .leading) {
                                ForEach(orders) { order in
                                    Text(order.title)
                                        .↓foregroundColor(Color(red: 0.1, green: 0.1, blue: 0.15))
                                }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct IconPickerRow: View {
                @Binding var showsPicker: Bool
                var body: some View {
                    Form {
                        Button(action: { showsPicker = true }) {
                            HStack {
                                Text("Icon")
                                    .↓foregroundColor(.black)
                                Spacer()
                                Image(systemName: "chevron.right")
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ArticleCard: View {
                let article: Article
                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(article.title)
                            .font(.headline)
                        Text(article.summary)
                            .font(.subheadline)
                    }
                    .padding()
                    .↓background(Color.white)
                    .cornerRadius(12)
                }
            }
            """),
            RuleExample("""
            struct EmptyInbox: View {
                var body: some View {
                    VStack {
                        Text("No messages")
                            .foregroundStyle(.secondary)
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .↓background(Color(white: 0.97))
                }
            }
            """),
            RuleExample("""
            struct StatTile: View {
                let value: String
                var body: some View {
                    Text(value)
                        .font(.title)
                        .padding()
                        .↓background(RoundedRectangle(cornerRadius: 8).fill(Color.white))
                }
            }
            """),
            RuleExample("""
            struct TipsTab: View {
                var body: some View {
                    TabView {
                        Text("Tip of the day")
                            .↓foregroundColor(Color(.black))
                            .tabItem { Label("Tips", systemImage: "lightbulb") }
                    }
                }
            }
            """),
            RuleExample("""
            struct LegalFooter: View {
                var body: some View {
                    List {
                        Section {
                            Text("Terms apply")
                                .font(.caption)
                                .↓foregroundColor(Color(uiColor: .black))
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct BrandButton: View {
                var body: some View {
                    Text("Continue")
                        .foregroundColor(.black)
                        .padding()
                        .background(Color.yellow)
                }
            }
            """),
            RuleExample("""
            struct PhotoCaption: View {
                var body: some View {
                    ZStack(alignment: .bottom) {
                        Image("beach")
                        Text("Lisbon")
                            .foregroundColor(.white)
                    }
                }
            }
            """),
            RuleExample("""
            struct ThemedRow: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    List {
                        Text("Account")
                            .foregroundColor(colorScheme == .dark ? .white : .black)
                    }
                }
            }
            """),
            RuleExample("""
            struct UpgradeRow: View {
                let upgrade: () -> Void
                var body: some View {
                    List {
                        Section {
                            Text("Go Premium")
                                .font(.headline)
                                .foregroundColor(.white)
                                .frame(maxWidth: .infinity)
                                .padding()
                                .background(Color(red: 0.0, green: 0.37, blue: 0.8))
                                .onTapGesture(perform: upgrade)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ReceiptScreen: View {
                @Environment(\\.colorScheme) private var colorScheme
                let total: String
                var body: some View {
                    NavigationStack {
                        List {
                            Text(total)
                                .foregroundColor(colorScheme == .dark ? Color(white: 0.9) : Color(white: 0.15))
                        }
                        .navigationTitle("Receipt")
                    }
                }
            }
            """),
            RuleExample("""
            struct NoteRow: View {
                let note: String
                var body: some View {
                    List {
                        Text(note)
                            .foregroundColor(Color(white: 0.2))
                            .padding(8)
                            .background(Color(white: 0.95))
                    }
                }
            }
            """),
            RuleExample("""
            struct NightScreen: View {
                var body: some View {
                    NavigationStack {
                        List {
                            Text("Stars tonight")
                                .foregroundColor(.black)
                        }
                    }
                    .preferredColorScheme(.light)
                }
            }
            """),
            RuleExample("""
            struct PrimaryRow: View {
                var body: some View {
                    List {
                        Text("Account")
                            .foregroundColor(.primary)
                        Text("Storage")
                            .foregroundColor(.gray)
                    }
                }
            }
            """),
            RuleExample("""
            struct Sticker: View {
                var body: some View {
                    Text("Hello")
                        .foregroundColor(.black)
                        .padding()
                        .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct JoinButton: View {
                let join: () -> Void
                var body: some View {
                    Button(action: join) {
                        Text("Join")
                    }
                    .padding()
                    .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct WatchRow: View {
                var body: some View {
                    #if os(watchOS)
                    List {
                        Text("Heart rate")
                            .foregroundColor(.black)
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            struct Swatch: View {
                var body: some View {
                    Rectangle()
                        .fill(Color.white)
                        .frame(width: 20, height: 20)
                }
            }
            """),
            RuleExample("""
            struct InkText: View {
                var body: some View {
                    Text("Caller decides")
                        .foregroundColor(.black)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct SettingsScreen: View {
                var body: some View {
                    List {
                        Text("Account")
                            .foregroundColor(.black)
                    }
                }
            }
            """, """
            struct SettingsScreen: View {
                var body: some View {
                    List {
                        Text("Account")
                            .foregroundColor(.primary)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct IconRow: View {
                var body: some View {
                    Form {
                        Image(systemName: "star").foregroundStyle(Color.black)
                    }
                }
            }
            """, """
            struct IconRow: View {
                var body: some View {
                    Form {
                        Image(systemName: "star").foregroundStyle(Color.primary)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ArticleCard: View {
                var body: some View {
                    Text("Title").padding().background(Color.white)
                }
            }
            """, """
            struct ArticleCard: View {
                var body: some View {
                    Text("Title").padding().background(Color.white)
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<Int> = []
        var decidesScheme: Bool?
        for chain in context.elements(named: ["Text", "Label", "Image"]) where context.enclosingType(of: chain) != nil {
            guard let element = chain.elementLink, let backdrop = context.backdrop(of: chain) else { continue }
            if element.name == "Image", element.argument("systemName") == nil || context.isAccessibilityHidden(chain) { continue }
            let found: Finding?
            switch backdrop.kind {
            case let .system(container): found = darkText(chain, isSymbol: element.name == "Image", on: container, context: context)
            case let .color(color): found = element.name == "Text" ? textOnFixedLight(chain, backdrop: backdrop, color: color, context: context) : nil
            }
            guard let found, followsAppearance(chain, context: context) else { continue }
            // A file that reads or fixes the colour scheme chooses its colours for it; an app fixed to the
            // light appearance (`INFOPLIST_KEY_UIUserInterfaceStyle = Light`) never draws them dark.
            if decidesScheme == nil { decidesScheme = Self.decidesColourScheme(context) || context.project?.offersDarkMode() == false }
            if decidesScheme == true { return [] }
            if reported.insert(found.offset).inserted { findings.append(found) }
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    /// Dark system backgrounds: a screen's (base and elevated) and a grouped row's.
    static let darkSystemBackgrounds = [RGBColor(white: 0), RGBColor(bytes: 28, 28, 30), RGBColor(bytes: 44, 44, 46)]

    /// A fixed dark foreground on the system's background.
    private func darkText(_ chain: ChainNode, isSymbol: Bool, on container: String, context: RuleContext) -> Finding? {
        guard let modifier = chain.modifiers.last(where: { $0.name == "foregroundColor" || $0.name == "foregroundStyle" }),
              modifier.arguments.count == 1, modifier.arguments[0].label == nil, let value = modifier.arguments[0].value,
              let color = context.knownColor(value), !color.adapts, color.isOpaque, let fixed = color.light.first,
              !color.isAsset || Self.drawsFixedAssetsInDarkMode(context) else { return nil }
        let required = isSymbol ? ColorContrastRule.largeTextRatio : ColorContrastRule.textRatio
        let best = Self.darkSystemBackgrounds.map { fixed.contrastRatio(with: $0) }.max() ?? 0
        guard best < required else { return nil }
        let squeezed = RuleContext.squeezed(value.text)
        let place = ["List", "Form"].contains(container) ? "a \(container) row" : "the screen of a \(container)"
        let what = isSymbol ? "symbol" : "text"
        var fix: Fix?
        if [".black", "Color.black"].contains(squeezed) {
            let replacement = squeezed == ".black" ? ".primary" : "Color.primary"
            fix = Fix(safety: .unsafe, edits: [Edit(range: value.range, replacement: replacement)], summary: "Use \(replacement), black in light appearance and white in dark")
        }
        let advice = color.isAsset ? "its colour set has no Dark appearance: give it one in the Asset Catalog"
            : fix == nil ? "use `.primary`, `.secondary` or an Asset Catalog colour with a dark variant" : "`.primary` is black in light appearance and white in dark"
        return finding("`\(color.spelling)` \(what) on \(place) stays dark in Dark Mode, where the row or screen turns near black (\(RGBColor.ratioText(best)):1); \(advice)",
                       at: context.tree.tokens[modifier.nameToken ?? modifier.firstToken].start, fix: fix)
    }

    /// A fixed light background behind text whose colour follows the appearance (white in Dark Mode).
    private func textOnFixedLight(_ chain: ChainNode, backdrop: Backdrop, color: KnownColor, context: RuleContext) -> Finding? {
        guard !color.adapts, color.isOpaque, let fixed = color.light.first, !color.isAsset || Self.drawsFixedAssetsInDarkMode(context),
              fixed.contrastRatio(with: RGBColor(white: 1)) < ColorContrastRule.largeTextRatio,
              let drawer = backdrop.chains.last, let modifier = drawer.modifier(named: "background") ?? drawer.modifier(named: "listRowBackground"),
              !backdrop.chains.contains(where: { $0.elementLink.map { RuleContext.buttonLikeContainers.contains($0.name) } ?? false }) else { return nil }
        // Text that sets a colour of its own, anywhere around it, is color-contrast's to judge.
        var current: ChainNode? = chain
        while let view = current {
            if let foreground = view.modifiers.last(where: { $0.name == "foregroundColor" || $0.name == "foregroundStyle" || $0.name == "tint" }) {
                guard foreground.name == "foregroundStyle", let value = foreground.arguments.first?.value, context.isShapeStyleName(value) else { return nil }
            }
            current = context.enclosingViewChain(of: view)
        }
        let advice = color.isAsset ? "give its colour set a Dark appearance in the Asset Catalog" : "use `Color(.systemBackground)`, an Asset Catalog colour with a dark variant"
        let what = color.isAsset ? "has no Dark appearance in its colour set: it " : ""
        return finding("`\(color.spelling)` \(what)stays light in Dark Mode, while the text on it turns white; \(advice), or give the text a colour of its own",
                       at: context.tree.tokens[modifier.nameToken ?? modifier.firstToken].start)
    }

    /// Whether an Asset Catalog colour with no Dark appearance is drawn in Dark Mode as it is: the
    /// app offers Dark Mode (`ProjectIndex.offersDarkMode`). Such a colour set is then a fixed colour.
    private static func drawsFixedAssetsInDarkMode(_ context: RuleContext) -> Bool {
        context.project?.offersDarkMode() ?? false
    }

    /// Whether the platforms the code builds for have Dark Mode as a choice: not watchOS (always
    /// dark) nor tvOS.
    private func followsAppearance(_ chain: ChainNode, context: RuleContext) -> Bool {
        let platforms = context.platforms(at: chain).platforms
        return platforms.contains { $0 != .watchOS && $0 != .tvOS }
    }

    /// Whether the file reads the colour scheme or fixes one.
    static func decidesColourScheme(_ context: RuleContext) -> Bool {
        context.tree.tokens.contains { token in
            token.kind == .identifier && (context.file.text(of: token, is: "colorScheme") || context.file.text(of: token, is: "preferredColorScheme")
                || context.file.text(of: token, is: "overrideUserInterfaceStyle"))
        }
    }
}
