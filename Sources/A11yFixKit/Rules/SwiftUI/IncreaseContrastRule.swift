import Foundation

/// Borders and hairlines the code draws in a faint colour of its own, which Increase Contrast cannot strengthen.
public struct IncreaseContrastRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "increase-contrast",
        name: "Faint borders that ignore Increase Contrast",
        summary: "Reports the outlines and separators a View draws itself in a faint colour the system has no stronger value for: a `.stroke`, `.strokeBorder` or `.border` of 2 pt or less, a hairline (`Rectangle().fill(…)` or a `Color` one point high or wide) or a `Divider` covered with a colour, when the colour is made translucent with `.opacity(…)` so far that it stands out less than 3:1 from any background, or is a fixed light grey (`Color(white: 0.9)`) under 3:1 on a white screen, and the file never reads Increase Contrast. Reported for a person: read `@Environment(\\.colorSchemeContrast)` and draw the line stronger when it is `.increased` (a higher opacity, a darker colour, a wider line), or use a system colour such as `Color(.separator)`.",
        rationale: "Increase Contrast is for people with low vision or low contrast sensitivity, who cannot make out subtle edges. When it is on, the system draws its own separators, system colours, materials and Asset Catalog colours with a High Contrast variant more strongly; Apple asks apps to do the same for what they draw (NSWorkspace `accessibilityDisplayShouldIncreaseContrast`: \"present a high-contrast UI. For example, use a less subtle color palette or bolder lines\"), and SwiftUI reports the setting to a View as `colorSchemeContrast` (`.standard` or `.increased`; EnvironmentValues documentation). A colour the code dims with `.opacity(…)` or a fixed grey has no high-contrast value: the card's edge or the list's separator stays as faint as before for exactly the people who asked for more, and WCAG 1.4.11 asks 3:1 for the lines that show where a component is.",
        notes: """
        Opt-in (`--rules increase-contrast`, or `rules.enable` in the config): on the 53 apps of the review corpus it made 22 findings in 11 apps, of which its author judged 17 true (77%), under the 90% a rule needs to run by default; not yet reviewed independently. The false ones draw their line where the code cannot see why it is not needed: around an avatar drawn by a GIF view or while its image loads, a glass sheen and a poster border applied by View extensions away from their material and picture, and an illustration of a watch's bezel. Turn it on for an audit of Increase Contrast and read each finding.

        What counts as faint: a translucent colour whose greatest contrast, drawn over white or over black (the backgrounds it stands out from most), is under 3:1, so it is faint on whatever the app draws it (`.gray.opacity(0.35)`, `.primary.opacity(0.25)`, `.white.opacity(0.1)`, `.blue.opacity(0.5)`); or an opaque fixed grey under 3:1 on white, in a file not drawn only in dark appearance. A translucent colour that stands out on one backdrop (`.red.opacity(0.75)` reaches 3.6:1 over black) depends on a background the code does not decide, and is left to `color-contrast`.

        Left alone, because the system already strengthens them under Increase Contrast: system colours at full opacity (`.gray`, `.secondary`, `Color(.separator)`, `Color(.systemGray4)`), hierarchical styles, materials, and Asset Catalog colours whose colour set has a High Contrast variant. Left alone because they are not outlines a person needs: strokes wider than 2 pt (rings, gauge tracks, drawings), lines laid over or under a view that shows its own edge (an `Image`, `AsyncImage` or `.resizable()` picture; a shape filled with a solid colour, or with one chosen at run time that is never clear or translucent, such as a heatmap's cell; a material or glass effect, whose edge the system draws and strengthens itself, so a faint white line on it is a sheen), blended lines (`.blendMode(…)`, an effect), placeholders (`.redacted(reason:)`), colours chosen at run time (a theme's colour, a state's ternary: the code does not decide them), `.clear` and nearly invisible colours under 3% opacity (hit areas, spacers). A file that names `colorSchemeContrast`, `accessibilityContrast`, `isDarkerSystemColorsEnabled`, `accessibilityDisplayShouldIncreaseContrast` or their change notifications is left to the team: it already answers the setting somewhere, and its helpers may adapt what it draws.

        No fix: the stronger line is a design decision (how much more opacity, which colour), and adding an environment property to a View changes its structure. Faint text and icons dimmed with `.opacity(…)` are not covered yet: their contrast depends on the background under them, which `color-contrast` judges where the code decides it.
        """,
        severity: .incomplete, wcag: ["1.4.11"], nutritionLabels: [.sufficientContrast], fixSafety: .none, isOptIn: true, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            struct LinkCardView: View {
                let card: Card
                var body: some View {
                    VStack(alignment: .leading, spacing: 4) {
                        Text(card.title).font(.headline)
                        Text(card.url.host() ?? "").font(.footnote)
                    }
                    .padding(8)
                    .overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .↓stroke(.gray.opacity(0.35), lineWidth: 1)
                    )
                }
            }
            """),
            RuleExample("""
            struct SearchField: View {
                @Binding var query: String
                var body: some View {
                    TextField("Search", text: $query)
                        .padding(8)
                        .background(
                            RoundedRectangle(cornerRadius: 10)
                                .↓strokeBorder(Color.black.opacity(0.2))
                        )
                }
            }
            """),
            RuleExample("""
            struct PollOptionRow: View {
                let option: PollOption
                var body: some View {
                    Text(option.title)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                        .↓border(Color.primary.opacity(0.15), width: 1)
                }
            }
            """),
            RuleExample("""
            struct SectionSeparator: View {
                var body: some View {
                    Rectangle()
                        .↓fill(Color.gray.opacity(0.3))
                        .frame(height: 1)
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                let title: String
                var body: some View {
                    VStack(spacing: 0) {
                        Text(title).padding()
                        ↓Color.black.opacity(0.1)
                            .frame(height: 0.5)
                    }
                }
            }
            """),
            RuleExample("""
            struct InputBox: View {
                @Binding var text: String
                var body: some View {
                    TextEditor(text: $text)
                        .frame(minHeight: 120)
                        .overlay(
                            RoundedRectangle(cornerRadius: 6)
                                .↓stroke(Color(white: 0.88), lineWidth: 1)
                        )
                }
            }
            """),
            RuleExample("""
            struct TagChip: View {
                let tag: String
                var body: some View {
                    Text(tag)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .overlay(Capsule().↓stroke(Color.blue.opacity(0.5), lineWidth: 1))
                }
            }
            """),
            RuleExample("""
            struct ComposerToolbar: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Divider()
                            .↓overlay(Color.white.opacity(0.1))
                        HStack {
                            Button("Attach") { }
                            Spacer()
                            Button("Send") { }
                        }
                        .padding()
                    }
                }
            }
            """),
            RuleExample("""
            struct DashedDropZone: View {
                var body: some View {
                    Text("Drop files here")
                        .frame(maxWidth: .infinity, minHeight: 80)
                        .overlay(
                            RoundedRectangle(cornerRadius: 12)
                                .↓stroke(Color(red: 0, green: 0, blue: 0, opacity: 0.25), style: StrokeStyle(lineWidth: 1, dash: [4]))
                        )
                }
            }
            """),
            RuleExample("""
            struct StatTile: View {
                let value: String
                var body: some View {
                    Text(value)
                        .font(.title2)
                        .padding()
                        .overlay(alignment: .bottom) {
                            ↓Color(white: 0.5, opacity: 0.4).frame(maxHeight: 1)
                        }
                }
            }
            """),
            RuleExample("""
            struct PlanOptionCard: View {
                let plan: Plan
                let isSelected: Bool
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(plan.name).font(.headline)
                        Text(plan.price)
                    }
                    .padding()
                    .background(
                        RoundedRectangle(cornerRadius: 12)
                            .fill(isSelected ? Color.accentColor.opacity(0.1) : Color.clear)
                            .overlay(
                                RoundedRectangle(cornerRadius: 12)
                                    .↓stroke(Color.gray.opacity(0.3), lineWidth: 1)
                            )
                    )
                }
            }
            """),
            RuleExample("""
            struct TopicTile: View {
                let title: String
                private var shape: some InsettableShape { RoundedRectangle(cornerRadius: 10) }
                var body: some View {
                    Text(title)
                        .padding()
                        .background(Color(white: 0.95), in: shape)
                        .overlay {
                            shape.↓strokeBorder(Color.black.opacity(0.2))
                        }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // System colours at full opacity have a high-contrast value of their own.
            RuleExample("""
            struct LinkCardView: View {
                var body: some View {
                    Text("Apple")
                        .padding(8)
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color(.separator), lineWidth: 1))
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
                }
            }
            """),
            RuleExample("""
            struct Field: View {
                @Binding var text: String
                var body: some View {
                    TextField("Name", text: $text)
                        .padding(8)
                        .overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.secondary))
                }
            }
            """),
            // The View already reads the setting.
            RuleExample("""
            struct CardView: View {
                @Environment(\\.colorSchemeContrast) private var contrast
                var body: some View {
                    Text("Inbox")
                        .padding()
                        .overlay(
                            RoundedRectangle(cornerRadius: 8)
                                .stroke(.gray.opacity(contrast == .increased ? 1 : 0.35), lineWidth: 1)
                        )
                }
            }
            """),
            RuleExample("""
            struct Separator: View {
                var body: some View {
                    Rectangle()
                        .fill(Color.gray.opacity(UIAccessibility.isDarkerSystemColorsEnabled ? 0.8 : 0.3))
                        .frame(height: 1)
                }
            }

            struct Hairline: View {
                var body: some View {
                    Color.black.opacity(0.1).frame(height: 1)
                }
            }
            """),
            // A ring or a gauge's track, not an outline.
            RuleExample("""
            struct ProgressRing: View {
                let progress: Double
                var body: some View {
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.2), lineWidth: 8)
                        Circle().trim(from: 0, to: progress).stroke(Color.accentColor, lineWidth: 8)
                    }
                }
            }
            """),
            // The picture's own edge shows where it is.
            RuleExample("""
            struct AvatarView: View {
                let url: URL
                var body: some View {
                    AsyncImage(url: url)
                        .frame(width: 40, height: 40)
                        .clipShape(Circle())
                        .overlay(Circle().stroke(.primary.opacity(0.25), lineWidth: 1))
                }
            }
            """),
            RuleExample("""
            struct PlaceholderRow: View {
                var body: some View {
                    VStack {
                        RoundedRectangle(cornerRadius: 4)
                            .stroke(Color.gray.opacity(0.2), lineWidth: 1)
                            .frame(height: 20)
                    }
                    .redacted(reason: .placeholder)
                }
            }
            """),
            // Stands out on a dark background: what it is drawn on decides, and the code does not say.
            RuleExample("""
            struct ErrorField: View {
                var body: some View {
                    Text("Required")
                        .padding(6)
                        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color.red.opacity(0.75), lineWidth: 1))
                }
            }
            """),
            // A colour from a theme, a state or a parameter: unknown.
            RuleExample("""
            struct ThemedCard: View {
                @Environment(Theme.self) private var theme
                let isSelected: Bool
                var body: some View {
                    Text("Card")
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(theme.labelColor.opacity(0.15), lineWidth: 1))
                        .overlay(RoundedRectangle(cornerRadius: 8).stroke(isSelected ? Color.accentColor : Color.clear, lineWidth: 1))
                }
            }
            """),
            // Clear or all but invisible: drawn not to be seen.
            RuleExample("""
            struct HitArea: View {
                var body: some View {
                    VStack {
                        Color.clear.frame(height: 1)
                        Rectangle().stroke(Color.white.opacity(0.01), lineWidth: 1)
                    }
                }
            }
            """),
            // Strong enough: black, a dark grey, white on black in a dark-only screen.
            RuleExample("""
            struct Keycap: View {
                let key: String
                var body: some View {
                    Text(key)
                        .padding(4)
                        .overlay(RoundedRectangle(cornerRadius: 4).stroke(Color.black, lineWidth: 1))
                        .border(Color(white: 0.45), width: 1)
                }
            }
            """),
            RuleExample("""
            struct PlayerChrome: View {
                var body: some View {
                    Text("Now Playing")
                        .overlay(RoundedRectangle(cornerRadius: 6).stroke(Color(white: 0.85), lineWidth: 1))
                        .preferredColorScheme(.dark)
                }
            }
            """),
            RuleExample("""
            struct Thumbnail: View {
                let name: String
                let avatar: Image
                var body: some View {
                    Image(name)
                        .overlay(Rectangle().stroke(Color.black.opacity(0.2), lineWidth: 0.5))
                    avatar
                        .resizable()
                        .clipShape(Circle())
                        .overlay(Circle().strokeBorder(.white.opacity(0.1), lineWidth: 1))
                }
            }
            """),
            // A sheen on a material, whose edge the system draws and strengthens itself.
            RuleExample("""
            struct GlassButtonLabel: View {
                let title: String
                var body: some View {
                    Text(title)
                        .padding()
                        .background(.ultraThinMaterial, in: Capsule())
                        .overlay(Capsule().stroke(.white.opacity(0.1), lineWidth: 1))
                }
            }
            """),
            // A filled cell shows its own edge; a blended line is an effect.
            RuleExample("""
            struct HeatmapCell: View {
                let value: Int
                var body: some View {
                    ZStack {
                        Rectangle()
                            .fill(color(for: value))
                            .overlay(Rectangle().stroke(Color.gray.opacity(0.1), lineWidth: 0.5))
                        LogoShape()
                            .stroke(.primary.opacity(0.1), lineWidth: 1)
                            .blendMode(.luminosity)
                    }
                }
            }
            """),
        ],
        corrections: []
    )

    /// WCAG 1.4.11's minimum for the lines that show where a component is.
    static let outlineRatio = 3.0
    /// Wider than this a stroke is a ring, a gauge's track or a drawing, not an outline.
    static let widestOutline = 2.0
    /// Under this opacity a colour is drawn not to be seen (a hit area, a spacer).
    static let invisibleAlpha = 0.03

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.readsDisplaySetting(RuleContext.increaseContrastReadings) else { return [] }
        let fileIsDrawnDark = context.chains.contains { chain in
            chain.links.contains { $0.name == "preferredColorScheme" && $0.arguments.first?.value?.text.hasSuffix("dark") == true }
        }
        var findings: [Finding] = []
        for chain in context.chains {
            let lines = self.lines(in: chain, context: context)
            guard !lines.isEmpty, !isDecoration(chain, context: context) else { continue }
            let isDrawnDark = fileIsDrawnDark || context.platforms(at: chain).platforms == [.watchOS]
            for line in lines {
                guard let faintness = faintness(of: line.colour, isDrawnDark: isDrawnDark) else { continue }
                findings.append(finding(
                    "This \(line.what) is drawn in `\(line.spelling)`, \(faintness), and Increase Contrast cannot strengthen it; read `@Environment(\\.colorSchemeContrast)` and draw it stronger when it is `.increased`, or use a system colour such as `Color(.separator)`",
                    at: context.tree.tokens[line.token].start))
            }
        }
        return findings
    }

    /// The outlines and hairlines a chain draws whose colour the code decides: `.stroke(C, lineWidth: 1)`,
    /// `.strokeBorder(C)`, `.border(C, width: 1)` of 2 pt or less; a `Rectangle`, `Capsule` or
    /// `Color` one point high or wide; a `Divider` with a colour laid over it.
    private func lines(in chain: ChainNode, context: RuleContext) -> [(colour: KnownColor, spelling: String, token: Int, what: String)] {
        var lines: [(colour: KnownColor, spelling: String, token: Int, what: String)] = []
        let spelling = { (node: SyntaxNode) in RuleContext.squeezed(node.text) }
        for link in chain.links where link.kind == .member && ["stroke", "strokeBorder", "border"].contains(link.name) && link.hasCall {
            guard let argument = link.arguments.first, argument.label == nil, let colour = context.knownColor(argument.value),
                  let width = lineWidth(of: link, context: context), width <= Self.widestOutline, let name = link.nameToken else { continue }
            lines.append((colour, argument.value.map(spelling) ?? colour.spelling, name, link.name == "border" ? "border" : "outline"))
        }
        guard let element = chain.elementLink else { return lines }
        if element.name == "Divider", let overlay = chain.modifier(named: "overlay"), overlay.arguments.count == 1,
           overlay.arguments[0].label == nil, let colour = context.knownColor(overlay.arguments[0].value), let name = overlay.nameToken {
            lines.append((colour, overlay.arguments[0].value.map(spelling) ?? colour.spelling, name, "separator"))
        }
        guard let frame = hairlineFrame(of: chain, context: context) else { return lines }
        if ["Rectangle", "Capsule"].contains(element.name),
           let fill = chain.links.first(where: { $0.kind == .member && ["fill", "foregroundColor", "foregroundStyle"].contains($0.name) && $0.hasCall }),
           fill.arguments.count == 1, fill.arguments[0].label == nil, let colour = context.knownColor(fill.arguments[0].value), let name = fill.nameToken {
            lines.append((colour, fill.arguments[0].value.map(spelling) ?? colour.spelling, name, "separator"))
        } else if let expression = chain.parent as? ExpressionNode, let index = chain.links.firstIndex(where: { $0 === frame }), index > 0,
                  let colour = context.knownColor(links: chain.links[..<index], in: expression) {
            // `Color.gray.opacity(0.3).frame(height: 1)`: the colour is the view.
            lines.append((colour, RuleContext.squeezed(chain.links[..<index].map(\.text).joined()), chain.links[0].firstToken, "separator"))
        }
        return lines
    }

    /// The line width a stroke or border gives: `lineWidth:`, `width:`, a `StrokeStyle(lineWidth:)`,
    /// else SwiftUI's default of 1 pt; nil when it is not a literal.
    private func lineWidth(of link: LinkNode, context: RuleContext) -> Double? {
        if let width = link.argument("lineWidth") ?? link.argument("width") { return context.numericLiteral(width.value)?.value }
        if let style = link.argument("style")?.value?.singleChain?.links.first, style.name == "StrokeStyle" {
            return style.argument("lineWidth").map { context.numericLiteral($0.value)?.value } ?? 1
        }
        return 1
    }

    /// The `.frame(height: 1)` (or `width:`, `maxHeight:`, `maxWidth:`) that makes a view a line of
    /// 1 pt or less.
    private func hairlineFrame(of chain: ChainNode, context: RuleContext) -> LinkNode? {
        chain.links.first { link in
            link.kind == .member && link.name == "frame" && ["height", "width", "maxHeight", "maxWidth"].contains { label in
                guard let value = context.numericLiteral(link.argument(label)?.value)?.value else { return false }
                return value > 0 && value <= 1
            }
        }
    }

    /// A line no one needs to find a component by: a placeholder's (`.redacted(reason:)` on it or
    /// around it), a blended effect (`.blendMode(…)`), or one laid over or under a view that shows its
    /// own edge: a picture (`Image`, `AsyncImage`, a `.resizable()` image), a shape filled with a solid
    /// colour or one chosen at run time that is never clear (a heatmap's cell), or a material (a faint sheen on `.ultraThinMaterial`,
    /// whose edge the system draws and strengthens itself).
    private func isDecoration(_ chain: ChainNode, context: RuleContext) -> Bool {
        if calls(chain, "redacted") || calls(chain, "blendMode") { return true }
        var node: SyntaxNode = chain
        while let enclosing = node.parent {
            if let view = enclosing as? ChainNode, calls(view, "redacted") { return true }
            if let link = enclosing as? LinkNode, ["overlay", "background"].contains(link.name), let view = link.parent as? ChainNode,
               showsOwnEdge(view, context: context) { return true }
            node = enclosing
        }
        return false
    }

    private func showsOwnEdge(_ view: ChainNode, context: RuleContext) -> Bool {
        if ["Image", "AsyncImage"].contains(view.elementLink?.name ?? "") || calls(view, "resizable") { return true }
        if view.elementLink?.arguments.contains(where: { $0.label == "material" }) == true || calls(view, "glassEffect") { return true }
        return view.links.contains { modifier in
            guard modifier.kind == .member, ["fill", "background", "backgroundStyle"].contains(modifier.name) else { return false }
            let tokens = context.tree.tokens
            if (modifier.firstToken...modifier.lastToken).contains(where: { tokens[$0].kind == .identifier && Self.materials.contains(context.tree.text(ofToken: $0)) }) { return true }
            guard modifier.name == "fill", let fill = modifier.arguments.first?.value else { return false }
            if let colour = context.knownColor(fill) { return colour.isOpaque }
            // A fill chosen at run time shows the edge unless one of its choices is clear or translucent
            // (`isSelected ? Color.accentColor.opacity(0.1) : .clear`): then the line is the edge.
            return !fill.descendants(ofType: LinkNode.self).contains { ["clear", "opacity"].contains($0.name) }
        }
    }

    /// Whether the chain calls a method of this name on what comes before it (`image.resizable()`,
    /// whose first call the chain takes for its element).
    private func calls(_ chain: ChainNode, _ name: String) -> Bool {
        chain.links.contains { $0.kind == .member && $0.name == name && $0.hasCall }
    }

    /// SwiftUI's materials by name.
    static let materials: Set<String> = ["Material", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"]

    /// Why the colour is faint whatever Increase Contrast says, for the message; nil when it is not,
    /// or when the system or its colour set strengthens it.
    private func faintness(of colour: KnownColor, isDrawnDark: Bool) -> String? {
        let values = colour.light + colour.dark
        guard !colour.isClear, values.contains(where: { $0.alpha >= Self.invisibleAlpha }) else { return nil }
        if colour.isAsset && colour.followsIncreaseContrast { return nil }
        if !colour.isOpaque {
            let greatest = colour.greatestContrastOnPlainBackdrop
            guard greatest < Self.outlineRatio else { return nil }
            return "which stands out at most \(RGBColor.ratioText(greatest)):1 from any background (an outline needs 3:1)"
        }
        guard !colour.followsIncreaseContrast, !isDrawnDark, !colour.adapts, let light = colour.light.first, colour.light.count == 1,
              max(light.red, light.green, light.blue) - min(light.red, light.green, light.blue) < 0.1 else { return nil }
        let onWhite = light.contrastRatio(with: RGBColor(white: 1))
        guard onWhite > 1, onWhite < Self.outlineRatio else { return nil }
        return "a fixed light grey that stands out \(RGBColor.ratioText(onWhite)):1 from a white background (an outline needs 3:1)"
    }
}
