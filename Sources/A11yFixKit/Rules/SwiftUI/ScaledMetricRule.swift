/// Fixed sizes beside text: an icon frame or a stack's spacing written as a number stays the same
/// while the text around it grows with Dynamic Type.
public struct ScaledMetricRule: Rule {
    public init() {}

    /// Stacks whose `spacing:` is judged, and the noun of the property that replaces it: a vertical
    /// stack spaces rows, a horizontal one the items of a row.
    static let stackNouns: [String: String] = ["VStack": "rowSpacing", "LazyVStack": "rowSpacing", "HStack": "itemSpacing", "LazyHStack": "itemSpacing"]

    /// Square image frames in this range are icons, glyphs and thumbnails beside text; larger ones are
    /// artwork and illustrations sized for the screen, which would crowd it out if they grew with text.
    static let iconSizes: ClosedRange<Double> = 8...100

    /// A frame this size or larger that boxes a glyph, inside a control, is the control's hit area
    /// (44×44 pt), not the size of an icon.
    static let touchTargetSize: Double = 44

    /// Elements that show text.
    static let textElements: Set<String> = ["Text", "TextField", "SecureField", "TextEditor", "LabeledContent"]
    /// Controls whose first unlabelled argument is a title they show.
    static let titledControls: Set<String> = RuleContext.labelledControls.union(["Stepper", "Picker", "DatePicker", "ColorPicker"])
    /// Containers that add no content of their own, looked through to find text.
    static let containers: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Group", "ForEach", "ViewThatFits"]

    public static let description = RuleDescription(
        id: "scaled-metric",
        name: "Sizes that scale with Dynamic Type",
        summary: "Finds square literal frames on images and symbols (`.frame(width: 24, height: 24)`) and literal `spacing:` of stacks that hold text, and replaces each literal with a `@ScaledMetric(relativeTo:)` property of the View: one per size and purpose, named for what it sizes (`iconSize`, `rowSpacing`).",
        rationale: "When someone turns up their text size, text grows but a literal icon frame and a literal gap do not: icons shrink next to their labels until they are specks beside 3× text, and lines of large text crowd together. `@ScaledMetric` grows a design size in step with a text style, so the screen keeps its proportions at every Dynamic Type size (WCAG 1.4.4, Larger Text Nutrition Label).",
        notes: """
        Icons: an `Image` (symbol, asset or image value) or `AsyncImage` with `.frame(width: N, height: N)`, both the same literal from 8 to 100 pt (an `alignment:` may follow). Larger frames are artwork and illustrations sized for the screen. `.frame(width: 24)` alone is left: it usually aligns a column of icons, and a width or height on its own says nothing about the icon's size. Frames of 44 pt or more that box a glyph (the image is not `.resizable()`, or the frame comes after a `.padding`), inside a Button, Link, Menu, NavigationLink, Toggle or with `.onTapGesture`, are the control's touch target (WCAG 2.5.8) and are left. Frames with variables (`starSize`), `maxWidth:`/`minHeight:` and other shapes (`Circle().frame(width: 8, height: 8)`) are not icons. Symbols and assets named like icons (`ic_`, `icon`, `glyph`, `symbol`) get `iconSize`, other images `imageSize` (a 40 pt album thumbnail is not an icon).

        Stack spacing: `VStack`, `HStack`, `LazyVStack`, `LazyHStack` with a positive literal `spacing:` that hold text: a `Text`, `Label` (not `.iconOnly`), `TextField`, `SecureField`, `TextEditor`, `LabeledContent` or a titled control, directly or through nested stacks, `Group`, `ForEach`, `if`/`switch`/`#if`, control labels and, one level deep, the View's own members (`VStack(spacing: 24) { header; stats }` where `header` is a computed property or method of the View that draws text), so that moving a row into a property changes nothing. Other Views (`MessageBubble(…)`) are opaque: what they draw is not visible there, and they are left. `spacing: 0`, negative spacing (overlaps) and `Spacer(minLength:)` are left. A vertical stack's property is `rowSpacing`, a horizontal one's `itemSpacing`.

        `relativeTo:` is the text style the size sits beside: for an icon its own `.font`, else the literal style of a sibling text, else the `.font` of an enclosing container, else `.body`; for a stack the `.font` of the stack or an enclosing container, else the style of a stack that holds only texts all in one style, else `.body`. A literal `.system(size: N)` counts as its nearest style, as `dynamic-type-font` rewrites it.

        One property per purpose, size and style in each View, added with the View's other `@ScaledMetric` properties (or after its stored properties) as `@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24`. When one noun has several sizes in a View, each name says what it sizes from the member it is in or the image or text it sits with (`headerItemSpacing`, `deliveryTruckIconSize`). Names never reuse an identifier written in the View; an existing `@ScaledMetric` property with the same size and style whose name says it is the same kind of measure (`…Size` for icons and images, `…Spacing` for stacks, never a `…FontSize`) is reused; existing `@ScaledMetric` uses are never touched. The property needs a View's (or ViewModifier's) instance: frames and stacks in initializers, static members, free functions, other types or Views whose `Equatable`/`Hashable`/`Codable` conformance is synthesized (which the property would break) are reported without a fix, and nothing is reported in previews, in `#if os(macOS)` / `os(tvOS)` code or in files that import AppKit or Cocoa outside an `#if`: macOS and tvOS have no Dynamic Type. `@ScaledMetric` needs iOS 14 / macOS 11: with an older deployment target no fix is offered.

        The fix is safe: at the default text size the property holds exactly the literal it replaces, so the screen looks as designed; it changes only when the person changes their text size, which is the point.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .safe, seeds: ["000", "001"],
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
                    ↓HStack(spacing: 8) {
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
            struct ProfileHeader: View {
                let user: User

                var body: some View {
                    ↓VStack(spacing: 12) {
                        AvatarView(url: user.avatarURL)
                        Text(user.displayName).font(.title2)
                        Text(user.bio)
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
                        }
                        Button(action: redo) {
                            Image(systemName: "arrow.uturn.forward").resizable().↓frame(width: 20, height: 20, alignment: .center)
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
                    ↓HStack(alignment: .bottom, spacing: 10) {
                        TextField("Message", text: $draft)
                        Image(systemName: "arrow.up.circle.fill")
                            .resizable()
                            .↓frame(width: 32, height: 32)
                    }
                    #else
                    HStack(spacing: 10) {
                        TextField("Message", text: $draft)
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            func shippingBadge() -> some View {
                ↓HStack(spacing: 6) {
                    Image(systemName: "shippingbox").↓frame(width: 16, height: 16)
                    Text("Ships today")
                }
            }
            """),
            RuleExample("""
            struct TransportControls: View {
                @Binding var isPlaying: Bool

                var body: some View {
                    Button { isPlaying.toggle() } label: {
                        Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                            .resizable()
                            .↓frame(width: 72, height: 72)
                    }
                }
            }
            """),
            RuleExample("""
            struct SponsoredCard: ViewModifier {
                func body(content: Content) -> some View {
                    ↓VStack(alignment: .leading, spacing: 8) {
                        content
                        Text("Sponsored").font(.caption)
                    }
                }
            }
            """),
            RuleExample("""
            struct StatusRow: View {
                let isOnline: Bool

                var body: some View {
                    ↓HStack(spacing: 6) {
                        Circle().fill(isOnline ? Color.green : Color.gray).frame(width: 8, height: 8)
                        if isOnline {
                            Label("Online", systemImage: "wifi")
                        }
                    }
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
                    ↓HStack(spacing: 12) {
                        Image(systemName: "gear").↓frame(width: 28, height: 28)
                        Button("Open \\(title)") {}
                    }
                }
            }
            """),
            RuleExample("""
            struct NearbyView: View {
                @State private var query = ""
                @State private var showsFilters = false

                var body: some View {
                    ↓VStack(spacing: 12) {
                        searchBar
                        if showsFilters {
                            FilterChips()
                        }
                    }
                }

                private var searchBar: some View {
                    ↓HStack(spacing: 8) {
                        Image(systemName: "magnifyingglass")
                        TextField("Search nearby", text: $query)
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
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
                    }
                }
            }
            """),
            RuleExample("""
            struct MapControls: View {
                var body: some View {
                    Button(action: recenter) {
                        Image(systemName: "location.fill")
                            .frame(width: 44, height: 44)
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
                    Image(systemName: "star").frame(width: 24, height: 24)
                    Text("Preview")
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
                    HStack(spacing: 6) {
                        Image(systemName: "tray").frame(width: 16, height: 16)
                        Text("Inbox")
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            struct Avatars: View {
                let users: [User]

                var body: some View {
                    HStack(spacing: -8) {
                        ForEach(users) { user in
                            Text(user.initials)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ShareBar: View {
                var body: some View {
                    HStack(spacing: 12) {
                        Button(action: share) {
                            Label("Share", systemImage: "square.and.arrow.up")
                                .labelStyle(.iconOnly)
                        }
                        Button(action: share) {
                            Image(systemName: "heart")
                        }
                    }
                }

                func share() {}
            }
            """),
        ],
        corrections: [
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
                    VStack(spacing: 12) {
                        AvatarView(url: user.avatarURL, size: avatarSize)
                        Text(user.displayName)
                        Text(user.bio)
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
                    VStack(spacing: rowSpacing) {
                        AvatarView(url: user.avatarURL, size: avatarSize)
                        Text(user.displayName)
                        Text(user.bio)
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
            RuleCorrection("""
            struct PlayerView: View {
                let iconSize: CGFloat = 17
                let track: Track

                var body: some View {
                    VStack {
                        trackInfo
                        scrubber
                        Image(systemName: "play.circle.fill").resizable().frame(width: 72, height: 72)
                    }
                }

                private var trackInfo: some View {
                    VStack(spacing: 6) {
                        Text(track.title).font(.title2)
                        Text(track.artist).font(.title2)
                    }
                }

                private var scrubber: some View {
                    VStack(spacing: 4) {
                        Slider(value: .constant(0.5))
                        Text("0:42")
                    }
                }
            }
            """, """
            struct PlayerView: View {
                let iconSize: CGFloat = 17
                let track: Track
                @ScaledMetric(relativeTo: .body) private var playIconSize: CGFloat = 72
                @ScaledMetric(relativeTo: .title2) private var trackInfoRowSpacing: CGFloat = 6
                @ScaledMetric(relativeTo: .body) private var scrubberRowSpacing: CGFloat = 4

                var body: some View {
                    VStack {
                        trackInfo
                        scrubber
                        Image(systemName: "play.circle.fill").resizable().frame(width: playIconSize, height: playIconSize)
                    }
                }

                private var trackInfo: some View {
                    VStack(spacing: trackInfoRowSpacing) {
                        Text(track.title).font(.title2)
                        Text(track.artist).font(.title2)
                    }
                }

                private var scrubber: some View {
                    VStack(spacing: scrubberRowSpacing) {
                        Slider(value: .constant(0.5))
                        Text("0:42")
                    }
                }
            }
            """),
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
                @ScaledMetric(relativeTo: .caption) private var itemSpacing: CGFloat = 4
                @ScaledMetric(relativeTo: .caption) private var iconSize: CGFloat = 16

                var body: some View {
                    HStack(spacing: itemSpacing) {
                        Image(systemName: "flame").frame(width: iconSize, height: iconSize)
                        Text("Hot")
                    }
                    .font(.caption)
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
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var candidates = iconFrames(in: context) + stackSpacings(in: context)
        candidates.sort { $0.offset < $1.offset }
        var findings: [Finding] = []
        var hosts: [ObjectIdentifier] = []
        var candidatesByHost: [ObjectIdentifier: [Candidate]] = [:]
        for candidate in candidates {
            guard let host = candidate.host, context.hasSwiftUI2APIs else {
                findings.append(finding(candidate.message, at: candidate.offset))
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
                    Fix(safety: .safe,
                        edits: property.edits + candidate.literals.map { Edit(range: tokens[$0].start..<tokens[$0].end, replacement: property.name) },
                        summary: "scaled \(candidate.request.size.text) pt with @ScaledMetric \(property.name)")
                }
                findings.append(finding(candidate.message + (property.map { " (\($0.name))" } ?? ""), at: candidate.offset, fix: fix))
            }
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    // MARK: Icon frames

    private func iconFrames(in context: RuleContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for chain in context.elements(named: ["Image", "AsyncImage"]) where context.isDynamicTypeCode(chain) {
            guard let image = chain.elementLink, image.hasCall else { continue }
            for frame in chain.modifiers where frame.name == "frame" {
                let labels = frame.arguments.map { $0.label ?? "_" }
                guard labels == ["width", "height"] || labels == ["width", "height", "alignment"],
                      let width = context.numericLiteral(frame.arguments[0].value),
                      let height = context.numericLiteral(frame.arguments[1].value),
                      width.value == height.value, ScaledMetricRule.iconSizes.contains(width.value),
                      !isTouchTarget(chain, frame: frame, size: width.value, context: context),
                      let nameToken = frame.nameToken else { continue }
                let noun = isIcon(image, context: context) ? "iconSize" : "imageSize"
                let request = ScaledMetricRequest(noun: noun, size: width, style: iconStyle(chain, context: context),
                                                  qualifiers: [context.enclosingMemberName(of: chain), imageWord(image, context: context)].compactMap { $0 })
                let what = noun == "iconSize" ? "icon" : "image"
                candidates.append(Candidate(
                    offset: context.tree.tokens[nameToken].start, literals: [width.token, height.token], request: request,
                    host: context.scaledMetricHost(for: chain),
                    message: "fixed \(what) frame \(width.text)×\(height.text) does not grow with Dynamic Type; use a @ScaledMetric(relativeTo: .\(request.style.rawValue)) size"))
            }
        }
        return candidates
    }

    /// A frame sizes the glyph itself only on a `.resizable()` image with no padding before the frame;
    /// otherwise it is a box around the glyph, and 44 pt boxes of controls are hit areas.
    private func isTouchTarget(_ chain: ChainNode, frame: LinkNode, size: Double, context: RuleContext) -> Bool {
        guard size >= ScaledMetricRule.touchTargetSize,
              chain.hasModifier("onTapGesture") || context.enclosingElement(of: chain, named: RuleContext.labelledControls) != nil else { return false }
        let beforeFrame = chain.modifiers.prefix { $0 !== frame }
        return !beforeFrame.contains { $0.name == "resizable" } || beforeFrame.contains { $0.name == "padding" }
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
        if let closure = chain.firstAncestor(ofType: ClosureNode.self) {
            for sibling in context.contentChains(of: closure) where sibling !== chain && showsText(sibling, context: context) {
                if let style = fontStyle(of: sibling, context: context) { return style }
            }
        }
        return environmentStyle(around: chain, context: context) ?? .body
    }

    // MARK: Stack spacing

    private func stackSpacings(in context: RuleContext) -> [Candidate] {
        var candidates: [Candidate] = []
        for chain in context.elements(named: Set(ScaledMetricRule.stackNouns.keys)) where context.isDynamicTypeCode(chain) {
            guard let stack = chain.elementLink, let noun = ScaledMetricRule.stackNouns[stack.name],
                  let spacing = context.numericLiteral(stack.argument("spacing")?.value), spacing.value > 0,
                  let content = stack.closure(labeled: nil) ?? stack.closure(labeled: "content"),
                  holdsText(content, context: context), let nameToken = stack.nameToken else { continue }
            let texts = context.contentChains(of: content).filter { showsText($0, context: context) }
            let textWord = texts.lazy.compactMap { $0.elementLink.flatMap(context.shownWord(of:)) }.first
            let request = ScaledMetricRequest(noun: noun, size: spacing, style: stackStyle(chain, content: content, texts: texts, context: context),
                                              qualifiers: [context.enclosingMemberName(of: chain), textWord].compactMap { $0 })
            candidates.append(Candidate(
                offset: context.tree.tokens[nameToken].start, literals: [spacing.token], request: request,
                host: context.scaledMetricHost(for: chain),
                message: "fixed \(stack.name) spacing \(spacing.text) does not grow with the text it separates; use a @ScaledMetric(relativeTo: .\(request.style.rawValue)) spacing"))
        }
        return candidates
    }

    /// The style a stack's spacing scales with: the stack's or an enclosing container's font, else
    /// the one style of a stack that holds only texts in one style, else body.
    private func stackStyle(_ chain: ChainNode, content: ClosureNode, texts: [ChainNode], context: RuleContext) -> TextStyle {
        if let own = fontStyle(of: chain, context: context) { return own }
        if let inherited = environmentStyle(around: chain, context: context) { return inherited }
        guard texts.count == context.contentChains(of: content).count else { return .body }
        let styles = Set(texts.map { fontStyle(of: $0, context: context) ?? .body })
        return styles.count == 1 ? styles.first! : .body
    }

    // MARK: Text and fonts

    /// Whether a closure's views include text, looking through containers, control labels and, one
    /// level deep, the View's own members (`header`, `row(for: item)`), so that moving a row into a
    /// computed property does not change the verdict.
    private func holdsText(_ closure: ClosureNode, resolvingMembers: Bool = true, context: RuleContext) -> Bool {
        context.contentChains(of: closure).contains { chain in
            if showsText(chain, context: context) { return true }
            if resolvingMembers, memberContent(chain, context: context).contains(where: { content in
                showsText(content, context: context)
                    || content.elementLink?.allClosures.contains { holdsText($0, resolvingMembers: false, context: context) } == true
            }) {
                return true
            }
            guard let element = chain.elementLink,
                  ScaledMetricRule.containers.contains(element.name) || ScaledMetricRule.titledControls.contains(element.name) else { return false }
            return element.allClosures.contains { holdsText($0, resolvingMembers: resolvingMembers, context: context) }
        }
    }

    /// The view a member of the View draws, when `chain` names one (`header`, `self.header`,
    /// `row(for: item)`) and its body is one expression or `return`s one.
    private func memberContent(_ chain: ChainNode, context: RuleContext) -> [ChainNode] {
        var links = chain.links[...]
        if links.count == 2, links.first?.name == "self" { links = links.dropFirst() }
        guard links.count == 1, let reference = links.first, reference.kind == .name || reference.kind == .member,
              !reference.hasTrailingClosures, let type = context.enclosingType(of: chain) else { return [] }
        let declarations = context.typeDeclarations.filter { $0 === type || ($0.name == type.name && ($0.keyword == "extension" || type.keyword == "extension")) }
        for member in declarations.flatMap(\.members) {
            let body: BlockNode?
            if let property = member as? VariableDeclNode, !reference.hasCall, property.name == reference.name {
                body = property.body
            } else if let function = member as? FunctionDeclNode, reference.hasCall, function.name == reference.name {
                body = function.body
            } else {
                continue
            }
            return body?.children.flatMap { statement -> [ChainNode] in
                if let expression = statement as? ExpressionNode { return expression.singleChain.map { [$0] } ?? [] }
                guard let returned = statement as? StatementNode, returned.keyword == "return" else { return [] }
                return returned.children.compactMap { ($0 as? ExpressionNode)?.singleChain }
            } ?? []
        }
        return []
    }

    /// Whether an element shows text itself: a `Text`, a `Label` that is not icon-only, a text
    /// field, or a control with a title.
    private func showsText(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard let element = chain.elementLink else { return false }
        if ScaledMetricRule.textElements.contains(element.name) { return true }
        if element.name == "Label" {
            return !chain.modifiers.contains { $0.name == "labelStyle" && context.file.text($0.range).contains("iconOnly") }
        }
        guard ScaledMetricRule.titledControls.contains(element.name), let first = element.arguments.first, first.label == nil else { return false }
        return first.value?.singleChain?.links.first?.kind != .closure
    }

    /// The text style of a chain's own `.font(…)`.
    private func fontStyle(of chain: ChainNode, context: RuleContext) -> TextStyle? {
        chain.modifiers.last { $0.name == "font" }.flatMap { TextStyle.of(fontExpression: $0.arguments.first?.value, in: context) }
    }

    /// The style set by the `.font(…)` of the nearest enclosing view that has one; nil when none
    /// does or its font is not a literal style.
    private func environmentStyle(around chain: ChainNode, context: RuleContext) -> TextStyle? {
        var current = chain.parent
        while let node = current {
            if let ancestor = node as? ChainNode, ancestor.elementLink != nil, ancestor.hasModifier("font") {
                return fontStyle(of: ancestor, context: context)
            }
            if node is TypeDeclNode || node is VariableDeclNode || node is FunctionDeclNode { return nil }
            current = node.parent
        }
        return nil
    }
}
