/// See-through surface colours behind text that stay see-through under Reduce Transparency.
public struct ReduceTransparencyRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reduce-transparency",
        name: "Translucent backgrounds gated on Reduce Transparency",
        summary: "Finds backgrounds behind text made see-through by the code: a surface colour (black, white, a system background colour such as `Color(.systemBackground)` or `Color(nsColor: .windowBackgroundColor)`, the `.background` style) at an opacity from 0.5 to under 0.85, in `.background(…)`, with no test of Reduce Transparency. Gates its opacity: `.opacity(reduceTransparency ? 1 : 0.75)`, adding `@Environment(\\.accessibilityReduceTransparency) private var reduceTransparency` to the View, so that the same colour is drawn solid for people who turned the setting on.",
        rationale: "Reduce Transparency is for people for whom text over a see-through surface is hard to read: whatever scrolls or shows behind it (a photo, a map, other text) lowers its contrast and adds visual noise. The system makes its own materials and bars opaque; a colour the code makes translucent stays translucent unless the code asks, and Apple's documentation for the setting says such backgrounds should then be opaque.",
        notes: """
        A finding does not block the Sufficient Contrast claim in `a11yfix nutrition`: whether the text keeps 4.5:1 depends on what shows behind the surface, which the code does not say, so the screen's cell is unverified by that colour (not measured against what is drawn on it) rather than ❌.

        System materials are not reported: `.ultraThinMaterial`, `.thinMaterial`, `.regularMaterial`, `.thickMaterial`, `.bar` and `Material` fills are drawn by the system's visual effect views, which turn opaque by themselves when Reduce Transparency is on, so gating them adds nothing. Nor is `.blur(radius:)`: a blur draws opaque pixels of what it blurs, not a see-through surface.

        The fallback is the same colour at full opacity, which the design already chose for the text on it; that is why only surface colours count. A tint (`Color.accentColor.opacity(0.15)` behind a chip's label, `.blue.opacity(0.8)`) drawn solid would become a block of saturated colour behind text designed for a pale wash, and an opacity under 0.5 (`Color.black.opacity(0.05)` as a faint card) is mostly what is behind it, so the text was designed for that, not for solid black: both are left alone. From 0.85 the colour is all but solid (a terminal block at `Color.black.opacity(0.92)`): what shows through cannot disturb the text, so it is left alone too. So are backgrounds behind no text (an image, a glyph, an emoji), chips inside stacks, lists and scroll views that layer nothing beneath them, where the View draws them and where the file draws that View or member (a timestamp pill in a list row lies on the screen's flat background: an independent review rejected all five such fixes; what shows through changes only where something is layered beneath: an `.overlay`, a chart's `.annotation`, a `.safeAreaInset` bar, a `ZStack` above an image, video, map, chart or a View of the app's; a View's root the file never draws is placed by callers and is reported), scrims that dim the whole screen (a background on a view that fills both directions, `.frame(maxWidth: .infinity, maxHeight: .infinity)`, or ignores the safe area, or whose tap puts the view away, flipping the state of the `if` that shows it: a popup's backdrop), backgrounds already gated (the background's expression or an `if` around it mentions Reduce Transparency), and previews. The fix is unsafe (the look changes for those who turned the setting on); code outside a View declared in the file (a `View` extension, a static helper) is reported without a fix. An existing `@Environment(\\.accessibilityReduceTransparency)` property is reused under its name.
        """,
        severity: .incomplete, wcag: ["1.4.3"], nutritionLabels: [.sufficientContrast], fixSafety: .unsafe, seeds: ["000", "001"],
        triggeringExamples: [
            // A member drawn in a ZStack over the app's player: the video shows through the chip.
            RuleExample("""
            struct LiveVideoView: View {
                let player: VideoModel

                var body: some View {
                    ZStack {
                        PlayerBaseView(player: player)
                        if player.isLive {
                            liveIndicator
                        }
                    }
                }

                private var liveIndicator: some View {
                    VStack {
                        HStack {
                            Text("LIVE")
                                .padding(.horizontal)
                                .background(Capsule().fill(Color.black.↓opacity(0.5)))
                            Spacer()
                        }
                        Spacer()
                    }
                }
            }
            """),
            // A chart's annotation floats over its lines and marks.
            RuleExample("""
            struct DoseChart: View {
                let doses: [Dose]

                var body: some View {
                    Chart(doses) { dose in
                        PointMark(x: .value("Time", dose.date), y: .value("Units", dose.units))
                            .annotation(position: .top) {
                                Text(dose.label)
                                    .padding(2)
                                    .background(Color.white.↓opacity(0.7))
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct MediaBadge: View {
                let text: String
                var body: some View {
                    Text(text)
                        .font(.caption.bold())
                        .foregroundColor(.white)
                        .padding(4)
                        .background(Color.black.↓opacity(0.7))
                        .cornerRadius(3)
                }
            }
            """),
            RuleExample("""
            struct FloatingHeader: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.headline)
                        .padding()
                        .background(Color(.systemBackground).↓opacity(0.75))
                }
            }
            """),
            RuleExample("""
            struct CaptionOverlay: View {
                let caption: String
                var body: some View {
                    Text(caption)
                        .padding(8)
                        .background(.black.↓opacity(0.6), in: RoundedRectangle(cornerRadius: 8))
                }
            }
            """),
            RuleExample("""
            struct Toast: View {
                let message: String
                var body: some View {
                    HStack {
                        Image(systemName: "checkmark.circle")
                        Text(message)
                    }
                    .padding()
                    .background {
                        RoundedRectangle(cornerRadius: 12).fill(Color.white.↓opacity(0.7))
                    }
                }
            }
            """),
            RuleExample("""
            struct SidebarFooter: View {
                var body: some View {
                    Text("Synced just now")
                        .padding(6)
                        .background(Color(nsColor: .windowBackgroundColor).↓opacity(0.8))
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            struct PlayerControls: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(title).font(.title3)
                        Text("Now playing")
                    }
                    .padding()
                    .background(.background.↓opacity(0.75))
                }
            }
            """),
            RuleExample("""
            struct Banner: View {
                let text: String
                var body: some View {
                    Text(text)
                        .frame(maxWidth: .infinity)
                        .background(Color(UIColor.secondarySystemBackground).↓opacity(0.7))
                }
            }
            """),
            RuleExample("""
            struct PhotoCard: View {
                let photo: Photo
                var body: some View {
                    ZStack(alignment: .bottomLeading) {
                        AsyncImage(url: photo.url)
                        Text(photo.title)
                            .foregroundColor(.white)
                            .padding(6)
                            .background(Color.black.↓opacity(0.5))
                    }
                }
            }
            """),
            RuleExample("""
            struct StatsRow: View {
                let stats: Stats
                var body: some View {
                    HStack {
                        Label("\\(stats.likes)", systemImage: "heart")
                        Label("\\(stats.replies)", systemImage: "bubble.left")
                    }
                    .background(
                        Capsule()
                            .fill(Color.white.↓opacity(0.8))
                    )
                }
            }
            """),
            RuleExample("""
            struct TimestampPill: View {
                let time: String
                var body: some View {
                    Text(time)
                        .background(Color.black.↓opacity(0.6))
                }
            }

            extension View {
                func captionPill() -> some View {
                    font(.caption).padding(4).background(Color.white.↓opacity(0.7))
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A popup's backdrop: tapping it puts the popup away (it flips the state of the `if` that shows it), so it
            // dims the screen behind the popup's own card; drawn solid it would hide the context.
            RuleExample("""
            struct CallScreen: View {
                @State private var isShowTrustPopup = false

                var body: some View {
                    ZStack {
                        CallControls()
                        if isShowTrustPopup {
                            TrustPopup(
                                title: Text("Increase trust level"),
                                cancelTitle: Text("Cancel"),
                                onCancel: { isShowTrustPopup = false },
                                extra: {
                                    Text("Do not show this again")
                                }
                            )
                            .background(.black.opacity(0.65))
                            .onTapGesture {
                                isShowTrustPopup.toggle()
                            }
                        }
                    }
                }
            }

            struct TrustPopup<Extra: View>: View {
                let title: Text
                let cancelTitle: Text
                let onCancel: () -> Void
                @ViewBuilder let extra: () -> Extra

                var body: some View {
                    VStack {
                        title.font(.headline)
                        extra()
                        Button(action: onCancel) { cancelTitle }
                    }
                    .padding()
                    .background(.white)
                }
            }
            """),
            // A chip inside the View's own row lies on the row's flat background: nothing behind it changes.
            RuleExample("""
            struct ChapterRow: View {
                let startTime: String
                let title: String

                var body: some View {
                    HStack {
                        VStack(spacing: 5) {
                            HStack {
                                Text(startTime)
                                    .padding(4)
                                    .background(Color.black.opacity(0.6))
                                    .cornerRadius(5)
                                Text(title)
                            }
                        }
                    }
                }
            }
            """),
            // All but solid: what shows through cannot disturb the text.
            RuleExample("""
            struct CommandBlock: View {
                let command: String
                var body: some View {
                    Text(command)
                        .font(.system(.body, design: .monospaced))
                        .foregroundColor(.white)
                        .padding()
                        .background(Color.black.opacity(0.92))
                }
            }
            """),
            RuleExample("""
            Text(caption)
                .padding()
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
            """),
            RuleExample("""
            Text(tag.name)
                .padding(.horizontal, 8)
                .background(Color.accentColor.opacity(0.15), in: Capsule())
            """),
            RuleExample("""
            VStack { Text(card.title); Text(card.subtitle) }
                .padding()
                .background(Color.black.opacity(0.05))
            """),
            RuleExample("""
            Image(uiImage: thumbnail)
                .background(Color.black.opacity(0.6))
            """),
            RuleExample("""
            ZStack {
                content
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color.black.opacity(0.5))
            """),
            RuleExample("""
            Color.black.opacity(0.6)
                .ignoresSafeArea()
                .overlay { Text("Loading…") }
            """),
            RuleExample("""
            struct Header: View {
                @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                var body: some View {
                    Text("Inbox")
                        .background(reduceTransparency ? Color(.systemBackground) : Color(.systemBackground).opacity(0.85))
                }
            }
            """),
            RuleExample("""
            Text(title)
                .background(Color(.systemBackground))
            """),
            RuleExample("""
            Button {
                send(reaction)
            } label: {
                Text("🎉").padding()
            }
            .background(Color.white.opacity(0.5))
            """),
            RuleExample("""
            Text(status)
                .background(Color.blue.opacity(0.8))
            """),
            RuleExample("""
            Text(title)
                .background(Color.black.opacity(isHighlighted ? 0.6 : 0.3))
                .opacity(0.9)
            """),
            RuleExample("""
            Rectangle()
                .foregroundColor(.clear)
                .frame(width: 12)
                .background(
                    LinearGradient(colors: [.black.opacity(0.75), .black.opacity(0)], startPoint: .leading, endPoint: .trailing)
                )
            """),
            RuleExample("""
            configuration.label
                .font(.headline)
                .background(
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Color.white.opacity(0.6)
                            Color.white.frame(width: proxy.size.width * progress)
                        }
                    }
                )
            """),
            RuleExample("""
            struct Row_Previews: PreviewProvider {
                static var previews: some View {
                    Text("Preview").background(Color.white.opacity(0.8))
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct MediaBadge: View {
                let text: String
                var body: some View {
                    Text(text)
                        .foregroundColor(.white)
                        .background(Color.black.opacity(0.7))
                }
            }
            """, """
            struct MediaBadge: View {
                let text: String
                @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                var body: some View {
                    Text(text)
                        .foregroundColor(.white)
                        .background(Color.black.opacity(reduceTransparency ? 1 : 0.7))
                }
            }
            """),
            RuleCorrection("""
            struct FloatingHeader: View {
                @Environment(\\.accessibilityReduceTransparency) var transparencyReduced
                @State private var title = "Today"

                var body: some View {
                    Text(title)
                        .padding()
                        .background(Color(.systemBackground).opacity(0.75))
                }
            }
            """, """
            struct FloatingHeader: View {
                @Environment(\\.accessibilityReduceTransparency) var transparencyReduced
                @State private var title = "Today"

                var body: some View {
                    Text(title)
                        .padding()
                        .background(Color(.systemBackground).opacity(transparencyReduced ? 1 : 0.75))
                }
            }
            """),
            RuleCorrection("""
            struct Toast: View {
                @Environment(\\.dismiss) private var dismiss
                let message: String

                var body: some View {
                    Text(message)
                        .padding()
                        .background(.black.opacity(0.6), in: Capsule())
                }
            }
            """, """
            struct Toast: View {
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.accessibilityReduceTransparency) private var reduceTransparency
                let message: String

                var body: some View {
                    Text(message)
                        .padding()
                        .background(.black.opacity(reduceTransparency ? 1 : 0.6), in: Capsule())
                }
            }
            """),
            RuleCorrection("""
            extension View {
                func captionPill() -> some View {
                    font(.caption).padding(4).background(Color.white.opacity(0.7))
                }
            }
            """, """
            extension View {
                func captionPill() -> some View {
                    font(.caption).padding(4).background(Color.white.opacity(0.7))
                }
            }
            """),
        ]
    )

    /// Under this the colour is a wash over what is behind it; the text on it was designed for that.
    static let lowestOpacity = 0.5
    /// From this the colour is all but solid: what shows through cannot disturb the text (a terminal
    /// block at `Color.black.opacity(0.92)`).
    static let nearlySolidOpacity = 0.85

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for host in context.chains {
            for background in host.modifiers where background.name == "background" && background.hasCall || background.name == "background" && background.hasTrailingClosures {
                guard let opacity = translucentSurface(in: background, context: context), showsText(host, context: context),
                      !isScrim(host, before: background), !context.tapHidesItself(host), !isGated(background, context: context), mayShowChangingContent(behind: host, context: context),
                      let literal = context.numericLiteral(opacity.arguments.first?.value), let nameToken = opacity.nameToken else { continue }
                findings.append(finding(
                    "This background is see-through behind text and stays so under Reduce Transparency; draw it solid when the setting is on",
                    at: context.tree.tokens[nameToken].start,
                    fix: gate(literal, in: opacity, context: context)))
            }
        }
        // A see-through surface lowers contrast only over what scrolls behind it, which a11yfix does not
        // measure: the Sufficient Contrast cell stays unverified by that colour, not blocked by this finding.
        return findings.map { finding in
            var advisory = finding
            advisory.blocksNutritionLabels = false
            return advisory
        }
    }

    /// Whether what shows through the surface may change under the text: something is layered
    /// beneath it, where the View draws it or where the file draws that View or member: it floats
    /// over other views (an `.overlay`, a chart's `.annotation`, a `.safeAreaInset` bar over
    /// scrolling content), or sits in a `ZStack` above an image, a video, a map, a chart or a View of
    /// the app's. Stacks, lists and scroll views layer nothing: a chip inside them lies on the
    /// screen's flat background. A View's root that the file never draws is placed by callers over
    /// whatever they draw.
    private func mayShowChangingContent(behind host: SyntaxNode, context: RuleContext, isInsideLayout: Bool = false, depth: Int = 0) -> Bool {
        var node: SyntaxNode = host
        var isInsideLayout = isInsideLayout
        while let parent = node.parent, !(parent is TypeDeclNode || parent is FunctionDeclNode || parent is VariableDeclNode) {
            if let closure = parent as? ClosureNode, let owner = closure.firstAncestor(ofType: LinkNode.self) {
                if ["overlay", "annotation", "safeAreaInset"].contains(owner.name) { return true }
                if owner.name == "ZStack", context.contentChains(of: closure).contains(where: { layer in
                    guard layer.lastToken < node.firstToken, let view = layer.elementLink, view.name.isCapitalizedName else { return false }
                    return Self.changingViews.contains(view.name) || !RuleContext.builtInViews.contains(view.name)
                }) {
                    return true
                }
                isInsideLayout = true
            }
            node = parent
        }
        let uses = depth < 4 ? context.uses(ofCodeAround: host).filter { !context.isPreview($0) } : []
        guard !uses.isEmpty else { return !isInsideLayout }
        return uses.contains { mayShowChangingContent(behind: $0, context: context, isInsideLayout: isInsideLayout, depth: depth + 1) }
    }

    /// Views whose pixels change under what floats on them.
    private static let changingViews: Set<String> = ["Image", "AsyncImage", "VideoPlayer", "Map", "Chart", "ScrollView", "List", "TimelineView", "Canvas"]

    /// The `.opacity(N)` of a surface colour (black, white, a system background colour), N from 0.5 to
    /// under 0.85, that is the background itself: its argument (`.background(Color.black.opacity(0.7))`),
    /// a view of its closure, or the fill of a shape there (`RoundedRectangle(…).fill(.white.opacity(0.7))`).
    /// Not a colour deeper inside (a gradient's stops, a progress track in a `ZStack`), which draws
    /// something else than a surface.
    private func translucentSurface(in background: LinkNode, context: RuleContext) -> LinkNode? {
        var layers = background.arguments.filter { $0.label == nil }.compactMap { $0.value?.singleChain }
        layers += background.allClosures.flatMap { context.contentChains(of: $0) }
        layers += layers.flatMap { layer in
            layer.links.filter { $0.name == "fill" && $0.hasCall }.compactMap { $0.arguments.first?.value?.singleChain }
        }
        for chain in layers {
            for (index, link) in chain.links.enumerated() where link.name == "opacity" && link.kind == .member && link.hasCall {
                guard let value = context.numericLiteral(link.arguments.first?.value)?.value,
                      value >= Self.lowestOpacity, value < Self.nearlySolidOpacity, isSurfaceColour(Array(chain.links[..<index]), context: context) else { continue }
                return link
            }
        }
        return nil
    }

    /// `Color.black`, `.white`, `Color(.systemBackground)`, `Color(nsColor: .windowBackgroundColor)`,
    /// `.background`: colours a text was designed to stand on at full strength.
    private func isSurfaceColour(_ links: [LinkNode], context: RuleContext) -> Bool {
        guard let first = links.first, let last = links.last else { return false }
        let spelling: Set<String> = ["Color", "SwiftUI", "UIColor", "NSColor", "init", "uiColor", "nsColor"]
        var names: [String] = []
        for index in first.firstToken...last.lastToken where context.tree.tokens[index].kind == .identifier {
            let name = context.tree.text(ofToken: index)
            if !spelling.contains(name) { names.append(name) }
        }
        guard names.count == 1, let name = names.first else { return false }
        return ["black", "white", "background"].contains(name) || name.hasSuffix("Background") || name.hasSuffix("BackgroundColor")
    }

    /// Whether the view the background is behind shows text: a text among what it shows, or a font
    /// set on it (a view of content passed in, `configuration.label`); not only glyphs.
    private func showsText(_ host: ChainNode, context: RuleContext) -> Bool {
        guard !context.showsOnlyGlyphs(host) else { return false }
        if !context.shownTexts(in: host).isEmpty { return true }
        return host.links.contains { $0.name == "font" }
    }

    /// A dimming layer over the whole screen: the view fills both directions or ignores the safe area.
    private func isScrim(_ host: ChainNode, before background: LinkNode) -> Bool {
        host.links.contains { link in
            if ["ignoresSafeArea", "edgesIgnoringSafeArea"].contains(link.name) { return true }
            guard link.name == "frame", link.firstToken < background.firstToken else { return false }
            let fills = { (label: String) in link.argument(label)?.value?.text == ".infinity" }
            return fills("maxWidth") && fills("maxHeight")
        }
    }

    /// Whether the background already asks about Reduce Transparency, or an `if` around it does.
    private func isGated(_ background: LinkNode, context: RuleContext) -> Bool {
        let mentions = { (text: String) in text.lowercased().contains("reducetransparency") || text.lowercased().contains("transparencyreduced") }
        if mentions(background.text) { return true }
        return background.ancestors().contains { node in
            (node as? StatementNode).map { $0.conditions.contains { mentions($0.text) } } ?? false
        }
    }

    /// `opacity(reduceTransparency ? 1 : N)` with the View's Reduce Transparency property, added when
    /// it has none; nil outside a View declared in this file.
    private func gate(_ literal: NumericLiteral, in opacity: LinkNode, context: RuleContext) -> Fix? {
        let token = context.tree.tokens[literal.token]
        guard let host = context.environmentHost(of: opacity),
              let property = context.environmentProperty("accessibilityReduceTransparency", preferredName: "reduceTransparency", in: host) else { return nil }
        let edits = property.edits + [Edit(range: token.start..<token.end, replacement: "\(property.name) ? 1 : \(literal.text)")]
        return Fix(safety: .unsafe, edits: edits, summary: "drew the background solid under Reduce Transparency")
    }
}
