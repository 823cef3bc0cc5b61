/// Fixed sizes beside text: an icon frame or a stack's spacing written as a number stays the same
/// while the text around it grows with Dynamic Type.
public struct ScaledMetricRule: Rule {
    public init() {}

    /// Stacks whose `spacing:` is judged: vertical ones, whose gaps separate lines of text that grow
    /// taller. A horizontal gap (between chips, an icon and its title, a title and its value) would
    /// only take width the growing text needs.
    static let verticalStacks: Set<String> = ["VStack", "LazyVStack"]

    /// Vertical gaps that separate blocks of text. A gap no wider than the space between two lines of
    /// one paragraph (body's 22 pt leading less its 17 pt size: 5 pt) sets lines as one block, a title
    /// and its subtitle, whose own leading Dynamic Type already grows. A gap wider than the largest
    /// text style (34 pt) is whitespace around sections, sized for the screen: tripled at the
    /// accessibility sizes it would push the content itself off screen.
    static let blockGaps: ClosedRange<Double> = 6...TextStyle.largestSize

    public static let description = RuleDescription(
        id: "scaled-metric",
        name: "Sizes that scale with Dynamic Type",
        summary: "Finds the square literal frames of icons that sit in a line of text (`.frame(width: 24, height: 24)` on a resizable image or around an SF Symbol that grows with its font) and the literal `spacing:` of vertical stacks between blocks of text, where the layout lets them grow, and replaces each literal with a `@ScaledMetric(relativeTo:)` property of the View: one per size and purpose, named for what it sizes (`iconSize`, `rowSpacing`, `headerRowSpacing`).",
        rationale: "When someone turns up their text size, text grows but a literal icon frame and a literal gap do not: icons shrink next to their labels until they are specks beside 3× text, and lines of large text crowd together. `@ScaledMetric` grows a design size in step with a text style, so the screen keeps its proportions at every Dynamic Type size (WCAG 1.4.4, Larger Text Nutrition Label).",
        notes: """
        Icons: an `Image` or `AsyncImage` with `.frame(width: N, height: N)`, both the same literal from 8 pt up to the largest text style's 34 pt (an `alignment:` may follow), that sits in a line of text: the icon of a `Label` (not `.iconOnly`), or beside a view that shows text in the same stack or control label. The frame must size what people see: the image is `.resizable()` before it (for an `AsyncImage`, in its content), or it boxes an SF Symbol whose glyph already grows with its font (a text style, the inherited body, a scaled size), which would otherwise spill out of a box that stays put. Left: a box around a bitmap or a fixed-size glyph (only the box would grow), larger frames (avatars, app icons, artwork and illustrations sized for the screen, which would crowd it out at 3×), an image alone (an icon-only button, a hero), `.frame(width: 24)` alone (it aligns a column), an icon that is one branch of an `if … else` or `switch` sharing its slot with something else (a placeholder where a fixed-size avatar goes: growing one branch alone breaks the column), frames with variables, `maxWidth:`/`minHeight:`, and shapes (`Circle().frame(width: 8, height: 8)`). Symbols and assets named like icons (`ic_`, `icon`, `glyph`, `symbol`) get `iconSize`, other images `imageSize` (a 25 pt app-icon preview is not a symbol).

        Spacing: `VStack` and `LazyVStack` with a literal `spacing:` from 6 to 34 pt between lines or rows of text: every view in the stack is text (a `Text`, a `Label` that is not `.iconOnly`, a row or column of them that may lead with an icon, a `ForEach` of them, through `if`/`switch`/`#if` and the View's own members: `VStack(spacing: 16) { header; summary }`), and there are two or more (a `ForEach` counts as many). Left: a gap between sections or controls (a text field and its button, a poster and its description, a heading and a grid of cards, anything beside a `Divider`), which is the screen's whitespace and would take room from the text if it grew; a column laid out beside another column in an `HStack`, whose rows must stay in line with its neighbour's; horizontal stacks (the gutter between chips, an icon and its title, a title and its value would only take the width the growing text needs); gaps under 6 pt (no wider than the 5 pt between two lines of one body paragraph, which set lines as one block: a title and its subtitle); gaps over 34 pt (whitespace around sections, sized for the screen: tripled at the accessibility sizes it would push the content off it); `spacing: 0`, negative spacing (overlaps), `Spacer(minLength:)`, and other Views (`MessageBubble(…)`), whose content is not visible there. A gap inside a stack whose own fixed gap, between blocks that are not only text, is no larger (12 pt between a title and its summary inside 12 pt between that block and a button) is reported without a fix: scaled alone, a block's own lines would end up further apart than the blocks. The spacing grows with the style of the stack's or an enclosing view's font, else with its first line's. A box drawn around its text (a card with a `.background`, `.overlay` or `.border`) is a section, not a line: the gap beside it is left. So is a gap a line cancels by hand with a negative padding (`.padding(EdgeInsets(top: -10, …))` on a caption tucked under its box): scaled alone, it would open between them. When the font that decides the style is not a text style (a project's `.font(.brand.bodyMD)`, `Font(UIFontMetrics(…).scaledFont(…))`), or the text stops growing at a cap (`.dynamicTypeSize(...)`, a font helper's `maxSizeCategory:`), the spacing is reported without a fix: a `@ScaledMetric` spacing would grow at another rate than its text, or past its cap. A stack in a frame whose height a constant fixes (also a computed property that is one, `var height: CGFloat { width / 1.5 }`) is left, like text there. Spacing grows only where the content can scroll when it does: the stack is in a vertical `ScrollView`, a `List`, a `Form` or a `ViewThatFits`, in its View or where the file draws it, or the project draws its View in one or once per item; on a page that does not scroll (a paywall, an onboarding page, a sheet sized to its content), or where nothing says, a growing gap takes room from text that cannot move, and the stack is left.

        Only what can grow where it is drawn: nothing inside a fixed height (`.frame(height: 60)`, `.frame(width: 100, height: 100)`, a `maxHeight:` cap, with a literal, a constant of the file or a ternary of them) or a fixed `.aspectRatio(8 / 2, contentMode: .fit)`, on the view itself (besides the icon frame being scaled) or a container around it in the same View, up to a `ScrollView`, `List` or `Form`, whose content scrolls, or a sheet or popover; a member is followed to where the View draws it and a View of the file to where the file uses it, and a View that every place of the project draws at a fixed height (a custom tab bar's `TabViewIcon(…).frame(height: 45)` in another file: project index), so that a toast drawn at a fixed height, a card or a watch-face canvas of fixed size, views placed by hand with `.offset` in a `GeometryReader` or a `ZStack` (a collage of stickers), or a mock in a fixed aspect ratio keep their geometry. Nothing in a decorative backdrop (a container, here or where the file draws it, hidden from accessibility that lets touches through, `.accessibilityHidden(true)` with `.allowsHitTesting(false)`: sample cards drifting behind an onboarding screen). Nothing in a widget or complication, drawn on a canvas of fixed size (the file reads `widgetFamily` or `widgetRenderingMode` from the environment, applies `.widgetAccentable()`, `.widgetURL(…)` or `.containerBackground(for: .widget)`, or declares a `TimelineEntry`). Such a size would need a layout change a person makes, so it is not reported.

        A gap beside a line in a font of fixed size (the app's own helper that builds one, `.newYorkMedium(size: 16)`, or `Font(UIFont(name:size:))`, also in the View's members the stack draws) is reported without a fix: that line does not grow, and a growing gap only spreads fixed text apart; its font is scaled first.

        `relativeTo:` is the text style the size sits beside: for an icon its own `.font`, else the literal style of a sibling text, else the `.font` of an enclosing container, else `.body`; for a stack the `.font` of the stack or an enclosing container, else the style of a stack that holds only texts all in one style, else `.body`. A literal `.system(size: N)` counts as its nearest style.

        One property per purpose, size and family of styles that grow alike (the titles; headline, body, callout and subheadline; footnote and the captions) in each View, so one 10 pt gap beside `.body` text and beside `.callout` text shares one `rowSpacing`, added with the View's other `@ScaledMetric` properties (or after its stored properties) as `@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24`. When one noun has several sizes in a View, each name says what it sizes, from the code, never from the words on screen: the member it is in (`header`, `makeStatusView()` → `statusRowSpacing`), the symbol, asset or value it shows (`deliveryTruckIconSize`, `Text(post.author)` → `authorRowSpacing`, `TextField(…, text: $email)` → `emailRowSpacing`); uses of one size in different members that no one name fits get a property each (`infoRowSpacing`, `sizePickerRowSpacing`); never numbered (`rowSpacing2` says nothing): a size no name tells apart is reported without a fix. Names never reuse an identifier written in the View; an existing `@ScaledMetric` property with the same size and a style of the same family whose name says it is the same kind of measure (`…Size` for icons and images, `…Spacing` for stacks, never a `…FontSize`) is reused; existing `@ScaledMetric` uses are never touched. The property needs a View's (or ViewModifier's) instance: frames and stacks in initializers, static members, free functions, other types or Views whose `Equatable`/`Hashable`/`Codable` conformance is synthesized (which the property would break) are reported without a fix. An icon under a `.dynamicTypeSize(…)` limit of its View, on it, a view around it or where the View draws the member it is in, is left alone too: the property reads the text size from outside that limit, so it would outgrow the capped text beside it. An icon in a slot of fixed width or height it would outgrow at the largest accessibility size (a tab item's 25 pt icon, 78 pt at AX5 relative to `.body`, in a button of `.frame(width: 66)`) is left alone: bar chrome keeps its size, and the system enlarges its own bar items with the Large Content Viewer. `@ScaledMetric` needs iOS 14 / macOS 11: with an older deployment target no fix is offered.

        Platforms as in `dynamic-type-font`: the project's (or config's) platforms, narrowed by imports, `#if os(…)` clauses and the places that draw the code. Code built only for macOS or tvOS gets nothing (neither has Dynamic Type); code shared with the Mac gets the property, which scales on iOS and holds its size on the Mac. Nothing is reported in previews.

        The fix is unsafe: shown and applied only with `--unsafe`. At the default text size the property holds exactly the literal it replaces, so the screen looks as designed, but at larger sizes it changes the layout, and whether that layout still works depends on what static analysis cannot see: a card exported as an image of fixed size, a font helper that stops growing at a cap, a parent that fixes the height in another file. Reviewed on thirty public apps, about two in three of its fixes were merged as they were (docs/review.md): a person should look at each. Its findings are reported by default. In `a11yfix nutrition` a spacing finding does not block a Larger Text claim (lines of large text that crowd together are cramped, not unreadable: shared/RULES.md); an icon frame that stays small beside growing text does.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .unsafe, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            struct FavoriteRow: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star.fill")
                            .resizable()
                            .↓frame(width: 24, height: 24)
                        Text("Favorites")
                    }
                }
            }
            """),
            RuleExample("""
            struct DeliveryRow: View {
                var body: some View {
                    HStack(spacing: 8) {
                        Image("icon_delivery_truck")
                            .resizable()
                            .↓frame(width: 24, height: 24)
                        Text("Free delivery by Friday")
                            .font(.subheadline)
                    }
                }
            }
            """),
            RuleExample("""
            struct ProfileScreen: View {
                let user: User

                var body: some View {
                    ScrollView {
                        ↓VStack(spacing: 12) {
                            Text(user.displayName).font(.title2)
                            Text(user.bio)
                            Label(user.joinedText, systemImage: "calendar")
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct MessageList: View {
                let messages: [Message]

                var body: some View {
                    ScrollView {
                        ↓LazyVStack(alignment: .leading, spacing: 10) {
                            ForEach(messages) { message in
                                Text(message.text)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct EditToolbar: View {
                var body: some View {
                    HStack {
                        Button(action: undo) {
                            Image(systemName: "arrow.uturn.backward").resizable().↓frame(width: 20, height: 20)
                            Text("Undo")
                        }
                        Button(action: redo) {
                            Label {
                                Text("Redo")
                            } icon: {
                                Image(systemName: "arrow.uturn.forward").resizable().↓frame(width: 20, height: 20, alignment: .center)
                            }
                        }
                    }
                }

                func undo() {}
                func redo() {}
            }
            """),
            RuleExample("""
            struct ComposeBar: View {
                @State private var draft = ""

                var body: some View {
                    #if os(iOS)
                    HStack(alignment: .bottom, spacing: 10) {
                        Image(systemName: "paperclip")
                            .resizable()
                            .↓frame(width: 22, height: 22)
                        TextField("Message", text: $draft)
                    }
                    #else
                    HStack(spacing: 10) {
                        Image(systemName: "paperclip").resizable().frame(width: 16, height: 16)
                        TextField("Message", text: $draft)
                    }
                    #endif
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleExample("""
            func shippingBadge() -> some View {
                HStack(spacing: 6) {
                    Image(systemName: "shippingbox").resizable().↓frame(width: 16, height: 16)
                    Text("Ships today")
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                let title: String

                var body: some View { content }
            }

            extension SettingsRow {
                var content: some View {
                    HStack(spacing: 12) {
                        Image(systemName: "gear").resizable().↓frame(width: 28, height: 28)
                        Button("Open \\(title)") {}
                    }
                }
            }
            """),
            RuleExample("""
            struct AppSettingsRow: View {
                let iconName: String

                var body: some View {
                    Label {
                        Text("App Icon")
                    } icon: {
                        Image(uiImage: UIImage(named: iconName) ?? UIImage())
                            .resizable()
                            .↓frame(width: 25, height: 25)
                            .cornerRadius(5)
                    }
                }
            }
            """),
            RuleExample("""
            struct AssistantToggleRow: View {
                let symbol: String
                let title: String

                var body: some View {
                    HStack {
                        Image(systemName: symbol)
                            .↓frame(width: 24, height: 24)
                        Text(title)
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A caption tucked under its box by a negative padding cancels the gap by hand: scaled alone, the gap
            // would open between them.
            RuleExample("""
            struct GeneratedDescription: View {
                let description: String

                var body: some View {
                    ScrollView {
                        VStack(alignment: .trailing, spacing: 10) {
                            Text(description)
                                .padding(12)
                                .background(RoundedRectangle(cornerRadius: 8).fill(Color.gray.opacity(0.1)))
                            Text("Mechanical Muse")
                                .font(.footnote)
                                .padding(EdgeInsets(top: -10, leading: 0, bottom: 0, trailing: 15))
                        }
                    }
                }
            }
            """),
            // The View caps its text in its own body: a @ScaledMetric of this View reads the size from outside
            // that limit, and the logo would outgrow the capped title beside it.
            RuleExample("""
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 16) {
                        Text("Welcome")
                            .font(.title)
                        appleButton
                    }
                    .dynamicTypeSize(...DynamicTypeSize.xLarge)
                }

                private var appleButton: some View {
                    Button(action: signInWithApple) {
                        HStack {
                            Image("apple-logo")
                                .resizable()
                                .frame(width: 24, height: 24)
                            Text("Continue with Apple")
                                .font(.body)
                        }
                    }
                }

                private func signInWithApple() {}
            }
            """),
            // A tab item's icon in a slot of fixed width it would outgrow at the largest text size (25 pt grows to
            // 78 pt in 66 pt): bar chrome keeps its size, as the system's does with the Large Content Viewer.
            RuleExample("""
            struct BottomNavigation: View {
                @ObservedObject var navigation: NavigationModel

                var body: some View {
                    HStack {
                        Spacer()
                        Button {
                            navigation.select(index: 0)
                        } label: {
                            VStack {
                                Image("address-book")
                                    .renderingMode(.template)
                                    .resizable()
                                    .frame(width: 25, height: 25)
                                Text("Contacts")
                                    .font(.caption2)
                            }
                        }
                        .frame(width: 66)
                        Spacer()
                        Button {
                            navigation.select(index: 1)
                        } label: {
                            VStack {
                                Image("phone")
                                    .renderingMode(.template)
                                    .resizable()
                                    .frame(width: 25, height: 25)
                                Text("Calls")
                                    .font(.caption2)
                            }
                        }
                        .frame(width: 66)
                        Spacer()
                    }
                }
            }
            """),
            // A keypad key whose text keeps its size (`fixedSize:`): its glyph keeps the same size.
            RuleExample("""
            VStack {
                Image("star_phone").resizable().scaledToFit().frame(width: 26, height: 26)
                Text("  ").font(.custom("Helvetica Neue Bold", fixedSize: 15))
            }
            """),
            // A symbol drawn at the overlay's fixed font (a constant of `Font.system(size: 13)`): the glyph
            // does not grow, and a scaled frame would only pad it.
            RuleExample("""
            let smallFont = Font.system(size: 13)

            struct BitrateBadge: View {
                let bitrate: String

                var body: some View {
                    HStack(spacing: 1) {
                        Image(systemName: "speedometer")
                            .frame(width: 17, height: 17)
                        Text(bitrate)
                    }
                    .font(smallFont)
                }
            }
            """),
            // A menu item's image: the menu draws it at the system's size, whatever its frame.
            RuleExample("""
            struct TokenPicker: View {
                @Binding var selection: Token

                var body: some View {
                    Menu {
                        ForEach(Token.allCases, id: \\.self) { token in
                            Button(action: { selection = token }) {
                                HStack {
                                    Image(token.assetName)
                                        .resizable()
                                        .frame(width: 20, height: 20)
                                    Text(token.name)
                                }
                            }
                        }
                    } label: {
                        Text(selection.name)
                    }
                }
            }
            """),
            // A custom tab bar: bars keep their height, and their items are shown enlarged by the Large Content Viewer.
            RuleExample("""
            struct FloatingTabBar: View {
                @Binding var showSearch: Bool
                @Binding var query: String

                var body: some View {
                    HStack {
                        if showSearch {
                            Button(action: { showSearch = false }) {
                                Image(systemName: "xmark")
                                    .resizable()
                                    .frame(width: 20, height: 20)
                                    .padding(16)
                            }
                            TextField("Search", text: $query)
                        }
                    }
                }
            }
            """),
            // A send button beside the message field: an icon-only control, whose size is the bar's.
            RuleExample("""
            struct ComposerBar: View {
                @Binding var draft: String
                let send: () -> Void

                var body: some View {
                    HStack {
                        TextField("Message", text: $draft, axis: .vertical)
                            .lineLimit(1...5)
                        Button(action: send) {
                            Image(systemName: "arrow.up.circle.fill")
                                .resizable()
                                .frame(width: 32, height: 32)
                        }
                    }
                }
            }
            """),
            // Sample cards drifting behind an onboarding screen: hidden from VoiceOver, untouchable, a picture.
            RuleExample("""
            struct OnboardingCollage: View {
                var body: some View {
                    HStack(spacing: 12) {
                        CollageCard()
                        CollageCard()
                    }
                    .rotationEffect(.degrees(-20))
                    .allowsHitTesting(false)
                    .accessibilityHidden(true)
                }
            }

            private struct CollageCard: View {
                var body: some View {
                    HStack {
                        Image(systemName: "cloud.sun.fill")
                            .resizable()
                            .frame(width: 22, height: 22)
                        Text("Sunny, 21°")
                    }
                    .padding()
                }
            }
            """),
            // Text placed by hand with .offset over a picture in a GeometryReader keeps its place: a
            // growing gap only pushes it out of the card.
            RuleExample("""
            struct ChangeCard: View {
                let title: String
                let previous: String

                var body: some View {
                    ZStack {
                        Image("card-background")
                        GeometryReader { geometry in
                            VStack(alignment: .leading, spacing: 15) {
                                Text(title)
                                    .font(.headline)
                                VStack(alignment: .leading, spacing: 5) {
                                    Text("Last week")
                                        .font(.caption)
                                    Text(previous)
                                        .font(.body)
                                }
                            }
                            .frame(width: geometry.size.width, alignment: .leading)
                            .offset(x: 20, y: -10)
                        }
                    }
                }
            }
            """),
            // A gap that nothing shows can scroll (an overlay on a card drawn elsewhere) stays: at large sizes it would take room from text that cannot move.
            RuleExample("""
            struct SponsoredCard: ViewModifier {
                func body(content: Content) -> some View {
                    content.overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Sponsored").font(.caption)
                            Text("Ads keep this app free").font(.caption2)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct InstanceRow: View {
                let instance: Instance
                let isBlocked: Bool

                var body: some View {
                    HStack(spacing: 12) {
                        if isBlocked {
                            Image(systemName: "eye.slash")
                                .resizable()
                                .aspectRatio(contentMode: .fit)
                                .frame(width: 30, height: 30)
                                .padding(8)
                        } else {
                            AvatarView(url: instance.avatarURL, size: 46)
                        }
                        Text(instance.name)
                    }
                }
            }
            """),
            RuleExample("""
            struct SignUpPasswordStep: View {
                @State private var password = ""
                let onNext: () -> Void

                var body: some View {
                    VStack {
                        Text("Choose a password").font(.title.bold())
                        Text("At least 12 characters.").foregroundStyle(.secondary)
                        VStack(spacing: 16) {
                            SecureField("Password", text: $password)
                                .textFieldStyle(.roundedBorder)
                            Button("Next", action: onNext)
                                .buttonStyle(.borderedProminent)
                        }
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            struct OnboardingEmailStep: View {
                @State private var email = ""

                var body: some View {
                    VStack {
                        Text("What’s your email?").font(.title)
                        VStack(spacing: 16) {
                            emailField
                            nextButton
                        }
                    }
                    .padding()
                }

                private var emailField: some View {
                    TextField("Email", text: $email).textFieldStyle(.roundedBorder)
                }

                private var nextButton: some View {
                    Button("Next") {}.buttonStyle(.borderedProminent)
                }
            }
            """),
            RuleExample("""
            struct MovieDetail: View {
                let movie: Movie

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 16) {
                            PosterView(url: movie.posterURL)
                            ActionButtons(movie: movie)
                            Divider()
                            Text(movie.overview)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct StatsColumns: View {
                let stats: [Stat]

                var body: some View {
                    HStack(alignment: .top) {
                        VStack(alignment: .leading, spacing: 10) {
                            ForEach(stats) { stat in
                                Image(systemName: stat.symbolName)
                            }
                        }
                        VStack(alignment: .trailing, spacing: 10) {
                            ForEach(stats) { stat in
                                Text(stat.count, format: .number)
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TitleBlock: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Title")
                        Text("Subtitle")
                    }
                }
            }
            """),
            RuleExample("""
            struct Dots: View {
                var body: some View {
                    HStack(spacing: 8) {
                        Image(systemName: "circle.fill")
                        Circle().frame(width: 8, height: 8)
                        RoundedRectangle(cornerRadius: 4).frame(width: 24, height: 24)
                    }
                }
            }
            """),
            RuleExample("""
            struct Bubble: View {
                let text: String

                var body: some View {
                    HStack {
                        Spacer(minLength: 48)
                        Text(text)
                    }
                }
            }
            """),
            RuleExample("""
            struct Hero: View {
                var body: some View {
                    VStack {
                        Image("hero").resizable().scaledToFit().frame(maxWidth: .infinity, maxHeight: 180)
                        Image("onboarding_illustration").resizable().frame(width: 320, height: 320)
                        Image(systemName: "line.3.horizontal").frame(width: 24)
                        Image(systemName: "rectangle").frame(width: 24, height: 16)
                        Text("Welcome")
                    }
                }
            }
            """),
            RuleExample("""
            struct MapControls: View {
                var body: some View {
                    Button(action: recenter) {
                        Image(systemName: "location.fill")
                            .resizable()
                            .frame(width: 22, height: 22)
                    }
                }

                func recenter() {}
            }
            """),
            RuleExample("""
            struct RatingView: View {
                @ScaledMetric(relativeTo: .caption) private var starSize: CGFloat = 12
                @ScaledMetric private var rowSpacing: CGFloat = 8

                var body: some View {
                    VStack(spacing: rowSpacing) {
                        Image(systemName: "star.fill").resizable().frame(width: starSize, height: starSize)
                        Text("Rating")
                    }
                }
            }
            """),
            RuleExample(#"""
            // VStack(spacing: 12) { Text("a") } and Image(systemName: "x").frame(width: 24, height: 24)
            let snippet = "HStack(spacing: 8) { Text(\"a\") }"
            """#),
            RuleExample("""
            #Preview {
                VStack(spacing: 16) {
                    Image(systemName: "star").resizable().frame(width: 24, height: 24)
                    Text("Preview")
                    Text("Second line")
                }
            }
            """),
            RuleExample("""
            struct ProfileView: View {
                var body: some View {
                    VStack(spacing: 24) {
                        header
                        stats
                    }
                }

                private var header: some View { Color.clear }
                private var stats: some View { Color.clear }
            }
            """),
            RuleExample("""
            struct SidebarRow: View {
                var body: some View {
                    #if os(macOS)
                    VStack(spacing: 6) {
                        Image(systemName: "tray").resizable().frame(width: 16, height: 16)
                        Text("Inbox")
                        Text("3 unread")
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            struct Avatars: View {
                let users: [User]

                var body: some View {
                    VStack(spacing: -8) {
                        ForEach(users) { user in
                            Text(user.initials)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct TagChips: View {
                let tags: [String]

                var body: some View {
                    ScrollView(.horizontal) {
                        HStack(spacing: 8) {
                            ForEach(tags, id: \\.self) { tag in
                                Label(tag, systemImage: "number").padding(6).background(.quaternary, in: Capsule())
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ContactRow: View {
                let contact: Contact

                var body: some View {
                    HStack(spacing: 10) {
                        VStack(alignment: .leading, spacing: 2) {
                            Text(contact.name).font(.headline)
                            Text(contact.email).font(.subheadline)
                        }
                        Spacer()
                        Text(contact.phone)
                    }
                }
            }
            """),
            RuleExample("""
            struct ScanSummary: View {
                let completedAt: Date

                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        HStack(spacing: 4) {
                            Image(systemName: "checkmark.circle")
                            Text("Scan completed")
                        }
                        Text(completedAt, style: .relative)
                    }
                }
            }
            """),
            RuleExample("""
            struct WeatherToast: View {
                let forecast: Forecast

                var body: some View {
                    HStack {
                        Image(systemName: forecast.symbol).resizable().frame(width: 28, height: 28)
                        VStack(alignment: .leading, spacing: 8) {
                            Text(forecast.title).font(.headline)
                            Text(forecast.detail).font(.caption)
                        }
                    }
                    .padding(.horizontal)
                    .frame(height: 72)
                    .background(.thinMaterial, in: Capsule())
                }
            }
            """),
            RuleExample("""
            struct LayoutOptionPreview: View {
                let showsIcon: Bool

                var body: some View {
                    HStack {
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Title")
                            Text("Body")
                        }
                        Label {
                            Text("Link")
                        } icon: {
                            Image(systemName: "link").resizable().frame(width: 20, height: 20)
                        }
                    }
                    .aspectRatio(8 / 2, contentMode: .fit)
                }
            }
            """),
            RuleExample("""
            struct ProgramRow: View {
                let program: Program

                var body: some View {
                    HStack {
                        Image(systemName: "tv").resizable().frame(width: 30, height: 30)
                        VStack(alignment: .leading, spacing: 12) {
                            Text(program.title)
                            Text(program.channel)
                        }
                    }
                }
            }
            """, options: RuleOptions(platforms: ["tvOS"])),
            RuleExample("""
            struct StepsWidgetView: View {
                @Environment(\\.widgetFamily) private var family
                let entry: StepsEntry

                var body: some View {
                    VStack(alignment: .leading, spacing: 8) {
                        Label {
                            Text("Steps")
                        } icon: {
                            Image(systemName: "figure.walk").resizable().frame(width: 16, height: 16)
                        }
                        Text(entry.steps, format: .number)
                    }
                }
            }
            """),
            RuleExample("""
            struct AccountRow: View {
                let account: Account
                let avatar: UIImage

                var body: some View {
                    HStack {
                        Image(uiImage: avatar).resizable().frame(width: 50, height: 50)
                        Image(uiImage: account.badge).frame(width: 20, height: 20)
                        Text(account.name)
                    }
                }
            }
            """),
            RuleExample("""
            struct ReportDoneView: View {
                var body: some View {
                    VStack(spacing: 48) {
                        Text("Thanks for reporting")
                        Text("We’ll review it soon.")
                    }
                }
            }
            """),
        ],
        corrections: [
            // A line in a font of fixed size does not grow: the gap beside it is reported, not scaled.
            RuleCorrection("""
            struct FlyerRow: View {
                let title: String
                let date: String

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(title)
                                .font(Font(UIFont(name: "NewYork-Medium", size: 16)!))
                            Text(date)
                                .font(.caption)
                        }
                    }
                }
            }
            """, """
            struct FlyerRow: View {
                let title: String
                let date: String

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 8) {
                            Text(title)
                                .font(Font(UIFont(name: "NewYork-Medium", size: 16)!))
                            Text(date)
                                .font(.caption)
                        }
                    }
                }
            }
            """),
            // A fraction whose text shrinks to fit its width: at large sizes the lines get smaller while a
            // scaled gap would keep growing; reported, not scaled.
            RuleCorrection("""
            struct FormulaView: View {
                let numerator: String
                let denominator: String

                var body: some View {
                    ScrollView {
                        ZStack {
                            VStack(spacing: 6) {
                                Text(numerator)
                                Text(denominator)
                            }
                            Rectangle().frame(height: 1)
                        }
                        .lineLimit(1)
                        .minimumScaleFactor(0.1)
                    }
                }
            }
            """, """
            struct FormulaView: View {
                let numerator: String
                let denominator: String

                var body: some View {
                    ScrollView {
                        ZStack {
                            VStack(spacing: 6) {
                                Text(numerator)
                                Text(denominator)
                            }
                            Rectangle().frame(height: 1)
                        }
                        .lineLimit(1)
                        .minimumScaleFactor(0.1)
                    }
                }
            }
            """),
            // The gap between a block's lines would outgrow the fixed gap between the block and its
            // button: reported, to scale together or not at all.
            // One gap of 10 pt beside .body text and beside .callout text grows alike: one property serves both.
            RuleCorrection("""
            struct WalletInfoView: View {
                let walletID: String
                let finalWalletID: String

                var body: some View {
                    List {
                        Section {
                            VStack(alignment: .leading, spacing: 10) {
                                Text("Wallet identifier")
                                Text(walletID).font(.body.monospaced())
                            }
                        }
                        Section {
                            VStack(alignment: .leading, spacing: 10) {
                                Text("Final wallet identifier").font(.callout)
                                Text(finalWalletID).font(.callout.monospaced())
                            }
                        }
                    }
                }
            }
            """, """
            struct WalletInfoView: View {
                let walletID: String
                let finalWalletID: String
                @ScaledMetric(relativeTo: .body) private var rowSpacing: CGFloat = 10

                var body: some View {
                    List {
                        Section {
                            VStack(alignment: .leading, spacing: rowSpacing) {
                                Text("Wallet identifier")
                                Text(walletID).font(.body.monospaced())
                            }
                        }
                        Section {
                            VStack(alignment: .leading, spacing: rowSpacing) {
                                Text("Final wallet identifier").font(.callout)
                                Text(finalWalletID).font(.callout.monospaced())
                            }
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ProviderRow: View {
                let provider: Provider

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 12) {
                            VStack(alignment: .leading, spacing: 12) {
                                Text(provider.name).font(.headline)
                                Text(provider.summary).font(.subheadline)
                            }
                            Button("Buy with \\(provider.name)") { provider.buy() }
                        }
                    }
                }
            }
            """, """
            struct ProviderRow: View {
                let provider: Provider

                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading, spacing: 12) {
                            VStack(alignment: .leading, spacing: 12) {
                                Text(provider.name).font(.headline)
                                Text(provider.summary).font(.subheadline)
                            }
                            Button("Buy with \\(provider.name)") { provider.buy() }
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct DeliveryRow: View {
                let date: String

                var body: some View {
                    HStack {
                        Image("icon_delivery_truck")
                            .resizable()
                            .frame(width: 24, height: 24)
                        Text("Free delivery by \\(date)")
                            .font(.subheadline)
                    }
                }
            }
            """, """
            struct DeliveryRow: View {
                let date: String
                @ScaledMetric(relativeTo: .subheadline) private var iconSize: CGFloat = 24

                var body: some View {
                    HStack {
                        Image("icon_delivery_truck")
                            .resizable()
                            .frame(width: iconSize, height: iconSize)
                        Text("Free delivery by \\(date)")
                            .font(.subheadline)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ProfileHeader: View {
                @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 96
                let user: User
                @State private var isEditing = false

                var body: some View {
                    ScrollView {
                        VStack(spacing: 12) {
                            Text(user.displayName)
                            Text(user.bio)
                        }
                    }
                    .overlay(alignment: .topTrailing) {
                        AvatarView(url: user.avatarURL, size: avatarSize)
                    }
                }
            }
            """, """
            struct ProfileHeader: View {
                @ScaledMetric(relativeTo: .body) private var avatarSize: CGFloat = 96
                @ScaledMetric(relativeTo: .body) private var rowSpacing: CGFloat = 12
                let user: User
                @State private var isEditing = false

                var body: some View {
                    ScrollView {
                        VStack(spacing: rowSpacing) {
                            Text(user.displayName)
                            Text(user.bio)
                        }
                    }
                    .overlay(alignment: .topTrailing) {
                        AvatarView(url: user.avatarURL, size: avatarSize)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct TrackRow: View {
                @ScaledMetric private var iconSize: CGFloat = 20
                let track: Track

                var body: some View {
                    HStack {
                        Image(systemName: "music.note").resizable().frame(width: 20, height: 20)
                        Image(systemName: "heart").resizable().frame(width: iconSize, height: iconSize)
                        Text(track.title)
                    }
                }
            }
            """, """
            struct TrackRow: View {
                @ScaledMetric private var iconSize: CGFloat = 20
                let track: Track

                var body: some View {
                    HStack {
                        Image(systemName: "music.note").resizable().frame(width: iconSize, height: iconSize)
                        Image(systemName: "heart").resizable().frame(width: iconSize, height: iconSize)
                        Text(track.title)
                    }
                }
            }
            """),
            // Two gaps in one View: each named for the member it spaces. The 72 pt play button is
            // artwork, not an icon in a line of text, and stays.
            RuleCorrection("""
            struct PlayerView: View {
                let iconSize: CGFloat = 17
                let track: Track
                let upNext: [Track]

                var body: some View {
                    ScrollView {
                        trackInfo
                        Image(systemName: "play.circle.fill").resizable().frame(width: 72, height: 72)
                        queue
                    }
                }

                private var trackInfo: some View {
                    VStack(spacing: 6) {
                        Text(track.title).font(.title2)
                        Text(track.artist).font(.title2)
                    }
                }

                private var queue: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: 12) {
                            ForEach(upNext) { track in
                                Text(track.title)
                            }
                        }
                    }
                }
            }
            """, """
            struct PlayerView: View {
                let iconSize: CGFloat = 17
                let track: Track
                let upNext: [Track]
                @ScaledMetric(relativeTo: .title2) private var trackInfoRowSpacing: CGFloat = 6
                @ScaledMetric(relativeTo: .body) private var queueRowSpacing: CGFloat = 12

                var body: some View {
                    ScrollView {
                        trackInfo
                        Image(systemName: "play.circle.fill").resizable().frame(width: 72, height: 72)
                        queue
                    }
                }

                private var trackInfo: some View {
                    VStack(spacing: trackInfoRowSpacing) {
                        Text(track.title).font(.title2)
                        Text(track.artist).font(.title2)
                    }
                }

                private var queue: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading, spacing: queueRowSpacing) {
                            ForEach(upNext) { track in
                                Text(track.title)
                            }
                        }
                    }
                }
            }
            """),
            // The symbol grows with its caption font: its box grows with it. The 4 pt gutter between
            // icon and text stays.
            RuleCorrection("""
            struct Chip: View {
                var body: some View {
                    HStack(spacing: 4) {
                        Image(systemName: "flame").frame(width: 16, height: 16)
                        Text("Hot")
                    }
                    .font(.caption)
                }
            }
            """, """
            struct Chip: View {
                @ScaledMetric(relativeTo: .caption) private var iconSize: CGFloat = 16

                var body: some View {
                    HStack(spacing: 4) {
                        Image(systemName: "flame").frame(width: iconSize, height: iconSize)
                        Text("Hot")
                    }
                    .font(.caption)
                }
            }
            """),
            // Names come from the code, never from the words shown: the About text's URL names nothing.
            RuleCorrection("""
            struct AboutScreen: View {
                var body: some View {
                    ScrollView {
                        VStack(spacing: 12) {
                            Text("Reader")
                                .font(.largeTitle)
                            Text("[reader.example.com](https://reader.example.com)")
                            credits
                        }
                    }
                }

                private var credits: some View {
                    VStack(spacing: 8) {
                        Text("Credits").bold()
                        Text("Design by the Reader team")
                    }
                }
            }
            """, """
            struct AboutScreen: View {
                @ScaledMetric(relativeTo: .largeTitle) private var rowSpacing: CGFloat = 12
                @ScaledMetric(relativeTo: .body) private var creditsRowSpacing: CGFloat = 8

                var body: some View {
                    ScrollView {
                        VStack(spacing: rowSpacing) {
                            Text("Reader")
                                .font(.largeTitle)
                            Text("[reader.example.com](https://reader.example.com)")
                            credits
                        }
                    }
                }

                private var credits: some View {
                    VStack(spacing: creditsRowSpacing) {
                        Text("Credits").bold()
                        Text("Design by the Reader team")
                    }
                }
            }
            """),
        ]
    )

    /// A literal to replace with a property, waiting for its View's property names.
    private struct Candidate {
        var offset: Int
        var literals: [Int]
        var request: ScaledMetricRequest
        var host: TypeDeclNode?
        var message: String
        /// Why the size is reported without a fix, when the code does not say how it should grow.
        var unfixable: String?
        /// A stack's spacing rather than an icon's frame: cramped text, which does not block a Larger Text claim.
        var isSpacing = false
    }

    public func findings(in context: RuleContext) -> [Finding] {
        // A widget or complication is drawn on a canvas of fixed size: nothing in it can grow.
        if context.drawsWidgetContent { return [] }
        var candidates = iconFrames(in: context) + stackSpacings(in: context)
        candidates.sort { $0.offset < $1.offset }
        var findings: [Finding] = []
        var hosts: [ObjectIdentifier] = []
        var candidatesByHost: [ObjectIdentifier: [Candidate]] = [:]
        for candidate in candidates {
            if let reason = candidate.unfixable {
                findings.append(finding(candidate.message + "; " + reason, at: candidate.offset))
                continue
            }
            guard let host = candidate.host, context.hasSwiftUI2APIs else {
                let reason = context.hasSwiftUI2APIs
                    ? "only a View's computed properties and methods can use a @ScaledMetric property"
                    : "@ScaledMetric needs iOS 14 / macOS 11 and the deployment target is older"
                findings.append(finding(candidate.message + "; " + reason, at: candidate.offset))
                continue
            }
            let id = ObjectIdentifier(host)
            if candidatesByHost[id] == nil { hosts.append(id) }
            candidatesByHost[id, default: []].append(candidate)
        }
        let tokens = context.tree.tokens
        for id in hosts {
            let group = candidatesByHost[id]!
            let properties = context.scaledMetricProperties(for: group.map(\.request), in: group[0].host!)
            for (candidate, property) in zip(group, properties) {
                let fix = property.map { property in
                    Fix(safety: .unsafe,
                        edits: property.edits + candidate.literals.map { Edit(range: tokens[$0].start..<tokens[$0].end, replacement: property.name) },
                        summary: "scaled \(candidate.request.size.text) pt with @ScaledMetric \(property.name)")
                }
                let named = property.map { " (\($0.name))" } ?? "; nothing in the code tells this size apart from the View's other ones, and a numbered name would say nothing"
                // A property shared with text of a style that grows alike names that style.
                let message = property.map { candidate.message.replacingOccurrences(of: "relativeTo: .\(candidate.request.style.rawValue))", with: "relativeTo: .\($0.style.rawValue))") } ?? candidate.message
                findings.append(finding(message + named, at: candidate.offset, fix: fix))
            }
        }
        let spacings = Set(candidates.filter(\.isSpacing).map(\.offset))
        for index in findings.indices where spacings.contains(findings[index].offset) { findings[index].blocksNutritionLabels = false }
        return findings.sorted { $0.offset < $1.offset }
    }

    // MARK: Icon frames

    private func iconFrames(in context: RuleContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for chain in context.elements(named: ["Image", "AsyncImage"]) {
            guard let image = chain.elementLink, let (frame, size) = context.textIconFrame(of: chain),
                  context.platforms(at: chain).hasDynamicType, !sharesSlotWithOtherBranch(chain), !context.isDecorativeBackdrop(chain),
                  // A menu item's image is drawn by the menu at the system's size, whatever its frame.
                  !context.isInMenuItems(chain),
                  context.fixedLayout(around: chain, excluding: frame) == nil, let nameToken = frame.nameToken,
                  let height = context.numericLiteral(frame.arguments[1].value) else { continue }
            let style = iconStyle(chain, context: context)
            guard !outgrowsFixedSlot(chain, size: size.value, style: style, context: context), !isUnderTextSizeLimit(chain, context: context) else { continue }
            let noun = isIcon(image, context: context) ? "iconSize" : "imageSize"
            let request = ScaledMetricRequest(noun: noun, size: size, style: style,
                                              qualifiers: [context.enclosingMemberName(of: chain)].compactMap { $0 },
                                              fallbackQualifiers: [imageWord(image, context: context)].compactMap { $0 })
            let what = noun == "iconSize" ? "icon" : "image"
            candidates.append(Candidate(
                offset: context.tree.tokens[nameToken].start, literals: [size.token, height.token], request: request,
                host: context.scaledMetricHost(for: chain),
                message: "fixed \(what) frame \(size.text)×\(height.text) does not grow with Dynamic Type; use a @ScaledMetric(relativeTo: .\(request.style.rawValue)) size"))
        }
        return candidates
    }

    /// Whether a view around the icon in the same View has a fixed width or height it would outgrow at
    /// the largest text size (a tab item's 25 pt icon in a `.frame(width: 66)` slot reaches 78 pt):
    /// bar chrome keeps its size, and the system shows such items with the Large Content Viewer.
    private func outgrowsFixedSlot(_ chain: ChainNode, size: Double, style: TextStyle, context: RuleContext) -> Bool {
        let largest = size * style.largestAccessibilitySize / style.defaultSize
        for call in context.enclosingCalls(of: chain) {
            let isContent = call.link === call.chain.elementLink
            if isContent, RuleContext.scrollingContainers.contains(call.link.name) { return false }
            if !isContent, RuleContext.presentationModifiers.contains(call.link.name) { return false }
            guard call.link.allClosures.contains(where: { chain.isDescendant(of: $0) }) else { continue }
            for frame in call.chain.modifiers where frame.name == "frame" {
                for dimension in ["width", "height"] {
                    if let slot = context.numericLiteral(frame.argument(dimension)?.value)?.value, slot < largest { return true }
                }
            }
        }
        return false
    }

    /// Whether the image is one branch of an `if … else` or `switch` that draws something else in its
    /// place (a placeholder icon where an avatar of fixed size goes): the branches share one slot,
    /// and growing one of them alone breaks the column they line up in.
    private func sharesSlotWithOtherBranch(_ chain: ChainNode) -> Bool {
        var current: SyntaxNode = chain
        while let parent = current.parent, !(parent is ClosureNode) {
            if parent is SwitchCaseNode { return true }
            if let statement = parent as? StatementNode, statement.keyword == "if",
               statement.blocks.count > 1 || statement.children.contains(where: { $0 is StatementNode }) { return true }
            current = parent
        }
        return false
    }

    /// Symbols, and assets named like icons.
    private func isIcon(_ image: LinkNode, context: RuleContext) -> Bool {
        switch context.imageSource(of: image) {
        case .symbol?: return true
        case .asset(let name?)?:
            let lowered = name.lowercased()
            return lowered.hasPrefix("ic_") || ["icon", "glyph", "symbol"].contains { lowered.contains($0) }
        default: return false
        }
    }

    /// A word for what an image shows: its symbol's first word, its asset name without an icon
    /// prefix (`icon_delivery_truck` → `deliveryTruck`), the value it shows (`track.artworkName` →
    /// `artwork`, `AsyncImage(url: user.avatarURL)` → `avatar`).
    private func imageWord(_ image: LinkNode, context: RuleContext) -> String? {
        if image.name == "AsyncImage" {
            guard let value = image.argument("url")?.value?.singleChain?.links.last, !value.hasCall,
                  value.kind == .name || value.kind == .member else { return nil }
            return RuleContext.identifier(fromWords: String(value.name.dropLast(value.name.lowercased().hasSuffix("url") ? 3 : 0)))
        }
        if case .asset(let name?)? = context.imageSource(of: image) {
            let words = name.split { !$0.isLetter && !$0.isNumber }.drop { ["ic", "icon", "img", "image"].contains($0.lowercased()) }
            return RuleContext.identifier(fromWords: words.joined(separator: " "))
        }
        guard let word = context.shownWord(of: image) else { return nil }
        return word.hasSuffix("Name") ? String(word.dropLast(4)) : word
    }

    /// The style an icon sits beside: its own font, a sibling text's literal style, an enclosing
    /// container's font, else body.
    private func iconStyle(_ chain: ChainNode, context: RuleContext) -> TextStyle {
        if let own = fontStyle(of: chain, context: context) { return own }
        for text in companionTexts(of: chain, context: context) {
            if let style = fontStyle(of: text, context: context) { return style }
        }
        return environmentStyle(around: chain, context: context) ?? .body
    }

    /// The texts beside an icon that it goes with: those on its side of any `Spacer` (a checkbox's
    /// title, not a hint pushed to the far end) where that side has text, else all its siblings' texts.
    private func companionTexts(of chain: ChainNode, context: RuleContext) -> [ChainNode] {
        guard let closure = chain.firstAncestor(ofType: ClosureNode.self) else { return [] }
        var siblings = context.contentChains(of: closure)
        if let index = siblings.firstIndex(where: { $0 === chain }) {
            let isSpacer = { (view: ChainNode) in view.elementLink?.name == "Spacer" }
            let start = siblings[..<index].lastIndex(where: isSpacer).map { $0 + 1 } ?? siblings.startIndex
            let end = siblings[(index + 1)...].firstIndex(where: isSpacer) ?? siblings.endIndex
            let segment = Array(siblings[start..<end])
            if segment.contains(where: { $0 !== chain && context.showsText($0) }) { siblings = segment }
        }
        return siblings.filter { $0 !== chain && context.showsText($0) }
    }

    // MARK: Stack spacing

    /// Whether a line of the stack moves itself against the gap with a negative padding
    /// (`.padding(.top, -10)` on a caption tucked under its box, also in `EdgeInsets`): the gap is cancelled by hand, and
    /// scaled alone it would open between them.
    private func tunesGapByHand(_ content: ClosureNode, context: RuleContext) -> Bool {
        context.contentChains(of: content).contains { line in
            // `.padding(.top, -10)`, `.padding(EdgeInsets(top: -10, leading: 0, bottom: 0, trailing: 15))`.
            line.modifiers.contains { modifier in
                modifier.name == "padding" && RuleContext.squeezed(modifier.text).range(of: "[(:,]-[0-9]", options: .regularExpression) != nil
            }
        }
    }

    private func stackSpacings(in context: RuleContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for chain in context.elements(named: ScaledMetricRule.verticalStacks) {
            guard let (stack, spacing, content) = scalableSpacing(of: chain, context: context), let nameToken = stack.nameToken,
                  !context.isDecorativeBackdrop(chain), !tunesGapByHand(content, context: context) else { continue }
            let texts = context.contentChains(of: content).filter { context.showsText($0) }
            let firstWord = context.contentChains(of: content).first?.elementLink.flatMap(context.shownWord(of:))
            let style = stackStyle(chain, content: content, texts: texts, context: context)
            let request = ScaledMetricRequest(noun: "rowSpacing", size: spacing, style: style ?? .body,
                                              qualifiers: [context.enclosingMemberName(of: chain)].compactMap { $0 },
                                              fallbackQualifiers: [firstWord].compactMap { $0 })
            let message = "fixed \(stack.name) spacing \(spacing.text) does not grow with the lines of text it separates"
            var unfixable: String?
            if let outer = fixedOuterGap(around: chain, atMost: spacing.value, context: context) {
                unfixable = "the stack around it keeps a fixed gap of \(outer) pt between larger blocks, which this one would outgrow: scale the two together, or neither"
            } else if isTextSizeCapped(chain, content: content, context: context) {
                unfixable = "its text stops growing at a capped size (.dynamicTypeSize or a font helper's maximum), and a @ScaledMetric spacing would not"
            } else if let font = fixedFontHelper(in: content, context: context) {
                unfixable = "some of its text uses a font of fixed size (`\(font)`), which does not grow: scale that font first, then the spacing with it"
            } else if shrinksToFit(chain, content: content, context: context) {
                unfixable = "its text shrinks to fit its width (.minimumScaleFactor), so at large sizes it gets smaller while a @ScaledMetric spacing would keep growing"
            } else if style == nil {
                unfixable = "its text uses a font whose text style is not known here, and the spacing should grow with that style"
            }
            candidates.append(Candidate(
                offset: context.tree.tokens[nameToken].start, literals: [spacing.token], request: request,
                host: context.scaledMetricHost(for: chain),
                message: unfixable == nil ? message + "; use a @ScaledMetric(relativeTo: .\(request.style.rawValue)) spacing" : message,
                unfixable: unfixable, isSpacing: true))
        }
        return candidates
    }

    /// The stack, its literal spacing and its content, when that spacing separates blocks of text
    /// that can grow: a gap this rule scales.
    private func scalableSpacing(of chain: ChainNode, context: RuleContext) -> (LinkNode, NumericLiteral, ClosureNode)? {
        guard let stack = chain.elementLink, let spacing = context.numericLiteral(stack.argument("spacing")?.value),
              ScaledMetricRule.blockGaps.contains(spacing.value),
              let content = stack.closure(labeled: nil) ?? stack.closure(labeled: "content"),
              separatesBlocksOfText(content, context: context), context.platforms(at: chain).hasDynamicType,
              context.fixedLayout(around: chain) == nil, context.scrollsVertically(around: chain) else { return nil }
        return (stack, spacing, content)
    }

    /// The literal spacing, no larger than `gap`, of a vertical stack around `chain` in the same View
    /// that keeps it (its gaps are not between lines of text): the inner gap scaled alone would grow
    /// past the outer one, and a block's own lines would sit further apart than the blocks.
    private func fixedOuterGap(around chain: ChainNode, atMost gap: Double, context: RuleContext) -> String? {
        for call in context.enclosingCalls(of: chain) where call.link === call.chain.elementLink && ScaledMetricRule.verticalStacks.contains(call.link.name) {
            guard let outer = context.numericLiteral(call.link.argument("spacing")?.value) else { continue }
            if outer.value > 0, outer.value <= gap, scalableSpacing(of: call.chain, context: context) == nil { return outer.text }
        }
        return nil
    }

    /// Whether a stack's gaps fall between lines or rows of text: every view in it is text (a `Text`,
    /// a `Label`, a row or column of them, a `ForEach` of them), and there are two or more (a `ForEach`
    /// counts as many). A gap between a text field and a button, a poster and a description, or a
    /// heading and a grid of cards separates sections: it is the screen's whitespace, and growing it
    /// takes room from the text. A column laid out beside another column (an `HStack` of `VStack`s)
    /// keeps its rows in line with its neighbour's, so it is left too.
    private func separatesBlocksOfText(_ content: ClosureNode, context: RuleContext) -> Bool {
        let views = context.contentChains(of: content).filter { !["Spacer"].contains($0.elementLink?.name ?? "") }
        guard !views.isEmpty, views.allSatisfy({ isTextBlock($0, context: context) }) else { return false }
        if let column = content.parent?.parent as? ChainNode, let row = column.firstAncestor(ofType: ClosureNode.self),
           let rowStack = (row.parent as? LinkNode), rowStack.name == "HStack" || rowStack.name == "LazyHStack",
           context.contentChains(of: row).filter({ $0 !== column && ScaledMetricRule.verticalStacks.contains($0.elementLink?.name ?? "") }).count > 0 {
            return false
        }
        return views.count >= 2 || views.contains { $0.elementLink?.name == "ForEach" }
    }

    /// A line or row of text: a `Text` or titled `Label`, a row with text running through it (beside
    /// icons or a rating), or a column, `Group` or `ForEach` of them.
    /// `drawing`: the members' content already being looked through, so that a member that draws
    /// itself (`var header: some View { VStack { header } }`, which never compiles) ends the search.
    private func isTextBlock(_ chain: ChainNode, context: RuleContext, drawing: Set<ObjectIdentifier> = []) -> Bool {
        // A member of the View (`header`, `row(for: item)`) is the view it draws.
        let drawn = context.memberContent(chain)
        if !drawn.isEmpty {
            let members = Set(drawn.map(ObjectIdentifier.init))
            guard members.isDisjoint(with: drawing) else { return false }
            return drawn.allSatisfy { isTextBlock($0, context: context, drawing: drawing.union(members)) }
        }
        guard let element = chain.elementLink else { return false }
        if element.name == "Text" { return true }
        if element.name == "Label" { return context.showsText(chain) }
        guard ["HStack", "LazyHStack", "VStack", "LazyVStack", "Group", "ForEach"].contains(element.name),
              let inner = element.closure(labeled: "content") ?? element.closure(labeled: nil) else { return false }
        // A box drawn around its text (a card with a background, a border or an outline) is a
        // section of the screen, and the gap beside it is the screen's whitespace.
        if chain.modifiers.contains(where: { ["background", "overlay", "border"].contains($0.name) }) { return false }
        let children = context.contentChains(of: inner).filter { !["Spacer", "Image"].contains($0.elementLink?.name ?? "") }
        // A row is a line of text when text runs through it (a rating beside its count); a column or
        // a group only when all of it is text.
        if element.name == "HStack" || element.name == "LazyHStack" { return children.contains { isTextBlock($0, context: context, drawing: drawing) } }
        return !children.isEmpty && children.allSatisfy { isTextBlock($0, context: context, drawing: drawing) }
    }

    /// The style a stack's spacing scales with: the stack's or an enclosing container's font, else
    /// the style of its first line of text, else body; nil when the font that decides it is not a
    /// text style (`.font(.brand.bodyMD)`, `Font(UIFontMetrics(…).scaledFont(…))`), whose growth
    /// the spacing cannot follow.
    private func stackStyle(_ chain: ChainNode, content: ClosureNode, texts: [ChainNode], context: RuleContext) -> TextStyle? {
        if chain.hasModifier("font") { return fontStyle(of: chain, context: context) }
        if let enclosing = fontSettingAncestor(of: chain) { return fontStyle(of: enclosing, context: context) }
        // The gap grows with the text it follows: the first line's style.
        guard let first = texts.first, first.hasModifier("font") else { return .body }
        return fontStyle(of: first, context: context)
    }

    /// Whether the text a stack separates stops growing at some size: a `.dynamicTypeSize(…)` cap on
    /// the stack, a view around it or one of its lines, or a font made by a helper with a maximum
    /// (`.font(style: .subheadline, maxSizeCategory: .extraExtraExtraLarge)`).
    private func isTextSizeCapped(_ chain: ChainNode, content: ClosureNode, context: RuleContext) -> Bool {
        if isModified(chain, context: context, where: { $0.name == "dynamicTypeSize" }) { return true }
        return content.descendants(ofType: ChainNode.self).contains { line in
            line.modifiers.contains { modifier in
                modifier.name == "dynamicTypeSize" || (modifier.name == "font" && modifier.arguments.contains { ($0.label ?? "").lowercased().hasPrefix("max") })
            }
        }
    }

    /// Whether the text a stack separates shrinks to fit (`.minimumScaleFactor(…)` on the stack, a view
    /// around it or one of its lines): a fraction laid out on one line, whose parts get smaller as the
    /// text size grows.
    private func shrinksToFit(_ chain: ChainNode, content: ClosureNode, context: RuleContext) -> Bool {
        let shrinks = { (modifier: LinkNode) in modifier.name == "minimumScaleFactor" }
        return isModified(chain, context: context, where: shrinks) || content.descendants(ofType: ChainNode.self).contains { $0.modifiers.contains(where: shrinks) }
    }

    /// A font of fixed size a line of the stack uses that no fix of dynamic-type-font makes scale:
    /// the app's own helper (`.newYorkMedium(size: 16)`, `Font.appFont(size: 15)`) or a font made
    /// from a UIKit one (`Font(UIFont(name: "Inter", size: 14)!)`), or a face of fixed size
    /// (`.custom("Helvetica Neue", fixedSize: 15)`), as written.
    private func fixedFontHelper(in content: ClosureNode, context: RuleContext) -> String? {
        // Its lines, also those drawn by the View's own members (`organizationName`, `flyerTitle`).
        let members = context.contentChains(of: content).compactMap { context.ownMember(calledBy: $0) }
        return ([content] + members).flatMap({ $0.descendants(ofType: ChainNode.self) }).lazy.compactMap(context.fixedSizeFont(of:)).first
    }

    /// Whether the stack or a view around it carries a modifier `test` accepts.
    /// Whether a `.dynamicTypeSize(…)` limit of its View caps the text around the view, here or where
    /// the View draws the member it is in: a `@ScaledMetric` reads the size from outside that
    /// limit, so the icon would outgrow the text it sits with.
    private func isUnderTextSizeLimit(_ chain: ChainNode, context: RuleContext, depth: Int = 0) -> Bool {
        if isModified(chain, context: context, where: { $0.name == "dynamicTypeSize" }) { return true }
        guard depth < 3 else { return false }
        return context.uses(ofCodeAround: chain).contains { isUnderTextSizeLimit($0, context: context, depth: depth + 1) }
    }

    private func isModified(_ chain: ChainNode, context: RuleContext, where test: (LinkNode) -> Bool) -> Bool {
        ([chain] + context.enclosingCalls(of: chain).map(\.chain)).contains { $0.modifiers.contains(where: test) }
    }

    // MARK: Text and fonts

    /// The text style of a chain's own `.font(…)`.
    private func fontStyle(of chain: ChainNode, context: RuleContext) -> TextStyle? {
        chain.modifiers.last { $0.name == "font" }.flatMap { TextStyle.of(fontExpression: $0.arguments.first?.value, in: context) }
    }

    /// The style set by the `.font(…)` of the nearest enclosing view that has one; nil when none
    /// does or its font is not a literal style.
    private func environmentStyle(around chain: ChainNode, context: RuleContext) -> TextStyle? {
        fontSettingAncestor(of: chain).flatMap { fontStyle(of: $0, context: context) }
    }

    /// The nearest enclosing view in the same member that sets a `.font(…)`.
    private func fontSettingAncestor(of chain: ChainNode) -> ChainNode? {
        var current = chain.parent
        while let node = current {
            if let ancestor = node as? ChainNode, ancestor.elementLink != nil, ancestor.hasModifier("font") { return ancestor }
            if node is TypeDeclNode || node is VariableDeclNode || node is FunctionDeclNode { return nil }
            current = node.parent
        }
        return nil
    }
}
