import Foundation

/// Text and symbols whose colour and background, both known, contrast too little.
public struct ColorContrastRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "color-contrast",
        name: "Insufficient colour contrast",
        summary: "Reports text and SF Symbols whose foreground colour and background colour are both known from the code (literal colours, the fixed and system colours by name, the project's Asset Catalog colours read from their `.colorset` files, and literals given to the project's own hex initialisers) and contrast less than WCAG asks: 4.5:1 for text, 3:1 for large text (18 pt, or 14 pt bold) and for symbols. The ratio is computed in light appearance and, where a colour has a dark variant, in dark appearance; the message gives it with the nearest colour that passes in every appearance the view is drawn in: `.primary` for black, white or grey text where it passes, else a colour of the same hue, else a light and a dark variant for an adaptive colour. Reported for a person: the right colour is a design decision.",
        rationale: "Text that contrasts too little with its background is hard or impossible to read for people with low vision, with age-related loss of contrast sensitivity, or in sunlight. WCAG 1.4.3 asks 4.5:1 for text and 3:1 for large text, 1.4.11 asks 3:1 for the symbols a person needs to understand a control, and the App Store's Sufficient Contrast label asks the same of an app's screens.",
        notes: """
        Opt-in: an independent review on the real-app corpus found 23 of 30 sampled pairs really failing as drawn, but judged only 5 findings right as written, for three reasons since mended: text with no font was held to 3:1 (it is body-size text unless a caller says otherwise, and body text needs 4.5:1); the suggested colour was checked in one appearance only; and fixed black or white text got a fixed grey where `.primary` is the fix. Not yet measured again; turn it on for an audit (`--rules color-contrast`) and read each finding.

        Only pairs the code decides are judged. The foreground is a `.foregroundColor` or single `.foregroundStyle` on the `Text`, `Label` or `Image(systemName:)` itself; the background is the first `.background` (or `.listRowBackground`) of the view or of the nearest view around it that sets one, looked for through stacks, groups, scroll views and plain buttons (on iOS the automatic button style draws no platter outside lists), or the filled shape or colour the view is laid over (`Circle().fill(.red).overlay(Text("3"))`). A `ZStack`, a custom container, a list row, a translucent background, an overlay that covers the view, a blend or opacity, a view whose background a caller draws: the background is unknown and nothing is reported. A translucent foreground is drawn over a known opaque background.

        Colours: `Color(red:green:blue:)` (also Display P3), `Color(white:)`, `Color(hue:saturation:brightness:)`, UIKit's and AppKit's initialisers and named colours in `Color(uiColor:)`, SwiftUI's named colours with every value Apple's guidelines have given them (a finding only when each fails), `.primary`, iOS's label and background colours, and Asset Catalog colours by name (`Color("Brand")`, `UIColor(named:)`) or generated symbol (`Color(.brand)`, `.brand`). A literal given to a hex initialiser the project declares on `Color`, `UIColor` or `NSColor` (`Color(hex: "#1E90FF")`, `UIColor(rgb: 0x1E90FF, alpha: 0.8)`, `Color(uiColor: .init(hex: "…"))`) is read the way that initialiser's body reads it: a11yfix runs the body on sample values (it follows declarations, `if`, `guard`, `switch` on the digit count, integer arithmetic, `Scanner`'s hex scanning, `UInt64(_:radix:)`, trimming) and learns which digits each component takes, so eight digits are RGBA or ARGB as that project's code says, `#` is stripped only where the body strips it, and three digits are a shorthand only where the body expands them. A body it cannot follow (a loop, a closure, a call into other code, components from 0 to 255 passed to another initialiser of the project's), a failable initialiser's call with `!`, and a digit count the body reads otherwise are unknown. Colour sets that refer to system colours, vary by device, or that two catalogs define differently are unknown; so are gradients, materials, `.accentColor`, `.tint` and hierarchical styles (`.secondary`).

        Size: a text's threshold comes from the nearest `.font` on it or around it (text styles at their default sizes, `.system(size:)`, `.custom(_:size:)`), bold when a weight of semibold or more is set (so `.headline` is large). Where no font is found the text is drawn at the body size, so 4.5:1 is asked, and the message says that a caller that makes it 18 pt or larger needs only 3:1. Appearance: only dark on watchOS, and only the appearance a file fixes with `.preferredColorScheme`. Exempt, as WCAG exempts them: disabled views, placeholder text (`.redacted`), symbols hidden from accessibility (decorative) and symbols drawn in their own colours.
        """,
        severity: .degrades, wcag: ["1.4.3", "1.4.11"], nutritionLabels: [.sufficientContrast], fixSafety: .none, isOptIn: true, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct PromoBanner: View {
                var body: some View {
                    Text("Free shipping on orders over $50")
                        .font(.subheadline)
                        .↓foregroundColor(.white)
                        .padding(8)
                        .background(Color.yellow)
                }
            }
            """),
            RuleExample("""
            struct ReceiptRow: View {
                let item: LineItem
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(item.name)
                            .font(.body)
                        Text(item.sku)
                            .font(.caption)
                            .↓foregroundColor(Color(white: 0.7))
                    }
                    .padding()
                    .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct UnreadBadge: View {
                let count: Int
                var body: some View {
                    Circle()
                        .fill(Color.yellow)
                        .frame(width: 22, height: 22)
                        .overlay(
                            Text("\\(count)")
                                .font(.caption2.bold())
                                .↓foregroundColor(.white)
                        )
                }
            }
            """),
            RuleExample("""
            struct WarningChip: View {
                var body: some View {
                    Label("Low storage", systemImage: "exclamationmark.triangle")
                        .font(.footnote)
                        .↓foregroundStyle(Color(red: 1.0, green: 0.6, blue: 0.4))
                        .padding(6)
                        .background(Capsule().fill(Color(red: 1.0, green: 0.9, blue: 0.85)))
                }
            }
            """),
            RuleExample("""
            struct SettingsFooter: View {
                var body: some View {
                    HStack {
                        Image(systemName: "info.circle")
                            .↓foregroundColor(Color(white: 0.85))
                        Text("Changes sync to all your devices")
                            .font(.footnote)
                    }
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
                        Text("Join the beta")
                            .font(.body)
                            .↓foregroundColor(.black)
                            .padding(.horizontal, 20)
                            .padding(.vertical, 10)
                    }
                    .background(Color(red: 0.1, green: 0.1, blue: 0.3))
                }
            }
            """),
            RuleExample("""
            struct Caption: View {
                var body: some View {
                    Text("Photo: Jane Doe")
                        .↓foregroundColor(Color(red: 0.6, green: 0.6, blue: 0.6))
                        .background(Color(red: 0.5, green: 0.5, blue: 0.5))
                }
            }
            """),
            RuleExample("""
            struct DarkCard: View {
                var body: some View {
                    VStack(spacing: 4) {
                        Text("Weekly summary")
                            .font(.title2.bold())
                        Text("You walked 12 km more than last week")
                            .font(.callout)
                            .↓foregroundColor(Color(white: 0.35))
                    }
                    .foregroundColor(.white)
                    .padding()
                    .background(Color.black)
                }
            }
            """),
            RuleExample("""
            struct PriceTag: View {
                let price: String
                var body: some View {
                    Text(price)
                        .font(.system(size: 13, weight: .regular))
                        .↓foregroundColor(.white)
                        .padding(4)
                        .background(RoundedRectangle(cornerRadius: 4).fill(Color.orange))
                }
            }
            """),
            RuleExample("""
            struct NewPill: View {
                var body: some View {
                    Text("NEW")
                        .font(.caption)
                        .↓foregroundColor(.primary)
                        .padding(4)
                        .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct HintText: View {
                var body: some View {
                    Text("Swipe left to delete")
                        .font(.footnote)
                        .↓foregroundColor(Color(uiColor: UIColor(white: 0.75, alpha: 1)))
                        .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct OfflineBanner: View {
                var body: some View {
                    ZStack {
                        Color.orange
                            .ignoresSafeArea()
                        VStack(spacing: 8) {
                            Image(systemName: "wifi.slash")
                                .font(.largeTitle)
                            Text("You're offline")
                                .font(.body)
                        }
                        .↓foregroundColor(.white)
                    }
                }
            }
            """),
            RuleExample("""
            struct CommentsSection: View {
                let comments: [Comment]
                var body: some View {
                    Section("Comments") {
                        if comments.isEmpty {
                            Text("Be the first to leave a comment!")
                                .↓foregroundColor(Color(red: 0.9, green: 0.5, blue: 0.1))
                        }
                    }
                    .listRowBackground(Color(red: 1.0, green: 0.96, blue: 0.88))
                }
            }
            """),
            RuleExample("""
            struct CardTitle: View {
                var body: some View {
                    Text("Trip to Lisbon")
                        .↓foregroundColor(Color(white: 0.55))
                        .padding()
                        .background(Color.white)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct PrimaryButton: View {
                let title: String
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        Text(title)
                            .font(.headline)
                            .foregroundColor(.white)
                            .frame(maxWidth: .infinity)
                            .padding()
                            .background(Color.blue)
                    }
                }
            }
            """),
            RuleExample("""
            struct HeroHeader: View {
                var body: some View {
                    ZStack {
                        Image("hero")
                            .resizable()
                            .scaledToFill()
                        Text("Summer collection")
                            .font(.caption)
                            .foregroundColor(.white)
                    }
                    .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct FrostedLabel: View {
                var body: some View {
                    Text("Now playing")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(6)
                        .background(.ultraThinMaterial)
                }
            }
            """),
            RuleExample("""
            struct GradientBadge: View {
                var body: some View {
                    Text("PRO")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(4)
                        .background(LinearGradient(colors: [.yellow, .orange], startPoint: .leading, endPoint: .trailing))
                }
            }
            """),
            RuleExample("""
            struct ScrimCaption: View {
                var body: some View {
                    Text("Tap to play")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(6)
                        .background(Color.black.opacity(0.4))
                }
            }
            """),
            RuleExample("""
            struct DisabledSubmit: View {
                var body: some View {
                    Button("Submit") {}
                        .disabled(true)
                    Text("Submit")
                        .font(.body)
                        .foregroundColor(Color(white: 0.8))
                        .padding()
                        .background(Color.white)
                        .disabled(true)
                }
            }
            """),
            RuleExample("""
            struct TintedToolbarButton: View {
                var body: some View {
                    Button("Save") {}
                        .tint(.yellow)
                        .buttonStyle(.borderedProminent)
                }
            }
            """),
            RuleExample("""
            struct RowTitle: View {
                let title: String
                var body: some View {
                    Text(title)
                        .font(.caption)
                        .foregroundColor(.gray)
                }
            }
            """),
            RuleExample("""
            struct LoadingRow: View {
                var body: some View {
                    Text("Loading title")
                        .font(.body)
                        .foregroundColor(Color(white: 0.85))
                        .background(Color.white)
                        .redacted(reason: .placeholder)
                }
            }
            """),
            RuleExample("""
            struct DecorativeSparkles: View {
                var body: some View {
                    HStack {
                        Image(systemName: "sparkles")
                            .foregroundColor(Color(white: 0.9))
                            .accessibilityHidden(true)
                        Text("What's new")
                    }
                    .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct WeatherIcon: View {
                var body: some View {
                    Image(systemName: "cloud.sun.fill")
                        .symbolRenderingMode(.multicolor)
                        .foregroundColor(.white)
                        .background(Color.yellow)
                }
            }
            """),
            RuleExample("""
            struct BorderedTag: View {
                var body: some View {
                    Text("Draft")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(4)
                        .overlay(Color.black.opacity(0.5))
                        .background(Color.yellow)
                }
            }
            """),
            RuleExample("""
            struct ListHeader: View {
                var body: some View {
                    List {
                        Text("Favourites")
                            .font(.caption)
                            .foregroundColor(.white)
                    }
                    .background(Color.white)
                }
            }
            """),
            RuleExample("""
            struct PhotoCredit: View {
                var body: some View {
                    ZStack {
                        Color.white
                        Image("landscape")
                            .resizable()
                        Text("© Jane Doe")
                            .font(.caption)
                            .foregroundColor(.white)
                    }
                }
            }
            """),
            RuleExample("""
            struct CounterBadge: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .font(.caption)
                        .foregroundColor(.white)
                        .padding(4)
                        .background(Circle().fill(Color.yellow))
                        .opacity(count == 0 ? 0 : 1)
                }
            }
            """),
            RuleExample("""
            struct CommandBox: View {
                let command: String
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(command)
                            .font(.system(size: 12, design: .monospaced))
                            .foregroundStyle(.primary)
                    }
                    .padding(10)
                    .background(Color.black)
                    .foregroundStyle(Color.white)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct PromoBanner: View {
                var body: some View {
                    Text("Free shipping").font(.subheadline).foregroundColor(.white).background(Color.yellow)
                }
            }
            """, """
            struct PromoBanner: View {
                var body: some View {
                    Text("Free shipping").font(.subheadline).foregroundColor(.white).background(Color.yellow)
                }
            }
            """),
            RuleCorrection("""
            struct Caption: View {
                var body: some View {
                    Text("Photo: Jane Doe").foregroundColor(Color(white: 0.6)).background(Color(white: 0.5))
                }
            }
            """, """
            struct Caption: View {
                var body: some View {
                    Text("Photo: Jane Doe").foregroundColor(Color(white: 0.6)).background(Color(white: 0.5))
                }
            }
            """),
            RuleCorrection("""
            struct InfoIcon: View {
                var body: some View {
                    Image(systemName: "info.circle").foregroundColor(Color(white: 0.9)).background(Color.white)
                }
            }
            """, """
            struct InfoIcon: View {
                var body: some View {
                    Image(systemName: "info.circle").foregroundColor(Color(white: 0.9)).background(Color.white)
                }
            }
            """),
        ]
    )

    /// WCAG's minimum ratios.
    static let textRatio = 4.5
    static let largeTextRatio = 3.0

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<Int> = []
        for chain in context.elements(named: ["Text", "Label", "Image"]) where context.enclosingType(of: chain) != nil {
            guard let element = chain.elementLink, let check = contrastCheck(of: chain, element: element, context: context),
                  reported.insert(check.modifier.firstToken).inserted else { continue }
            findings.append(finding(check.message, at: context.tree.tokens[check.modifier.nameToken ?? check.modifier.firstToken].start))
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    private struct Check {
        var modifier: LinkNode
        var message: String
    }

    private func contrastCheck(of chain: ChainNode, element: LinkNode, context: RuleContext) -> Check? {
        let isSymbol = element.name == "Image"
        if isSymbol {
            // Only a symbol takes the foreground colour; a symbol drawn in its own colours, or hidden as decoration, is exempt.
            guard element.argument("systemName") != nil, !context.isAccessibilityHidden(chain) else { return nil }
            if let mode = chain.modifier(named: "symbolRenderingMode"), !RuleContext.squeezed(mode.text).contains("monochrome") { return nil }
            if chain.hasModifier("renderingMode") { return nil }
        }
        // The view's own foreground, else the nearest set around it (up to the view that draws the background).
        guard let backdrop = context.backdrop(of: chain), let background = backdrop.color,
              let modifier = backdrop.chains.lazy.compactMap({ $0.modifiers.last { $0.name == "foregroundColor" || $0.name == "foregroundStyle" } }).first,
              modifier.arguments.count == 1, modifier.arguments[0].label == nil, let value = modifier.arguments[0].value,
              modifier.name == "foregroundColor" || !context.isShapeStyleName(value), let foreground = context.knownColor(value), !foreground.isClear else { return nil }
        // WCAG exempts inactive controls and placeholders.
        if backdrop.chains.contains(where: { $0.hasModifier("disabled") }) || context.isRedactedPlaceholder(chain) { return nil }
        let size = isSymbol ? nil : textSize(of: chain, context: context)
        let required: Double
        let what: String
        if isSymbol {
            (required, what) = (Self.largeTextRatio, "a symbol")
        } else if let size {
            let isLarge = size.points >= 18 || size.isBold && size.points >= 14
            (required, what) = isLarge ? (Self.largeTextRatio, "large text") : (Self.textRatio, "text of \(PointSize.text(size.points)) pt")
        } else {
            // SwiftUI draws text without a font at the body size; a caller that sets a larger one is named in the message.
            (required, what) = (Self.textRatio, "body-size text (3:1 if a caller makes it 18 pt or larger)")
        }
        let appearances = self.appearances(at: chain, adapting: foreground.adapts || background.adapts, context: context)
        var failures: [(appearance: Appearance, ratio: Double)] = []
        for appearance in appearances {
            var best: Double?
            for back in background.values(in: appearance) {
                for fore in foreground.values(in: appearance) {
                    let ratio = fore.composited(over: back).contrastRatio(with: back)
                    if best == nil || ratio > best! { best = ratio }
                }
            }
            if let best, best < required { failures.append((appearance, best)) }
        }
        guard let worst = failures.min(by: { $0.ratio < $1.ratio }) else { return nil }
        let inAppearance = appearances.count == 1 ? "" : failures.count == 2 ? " in light and dark appearance" : " in \(worst.appearance.rawValue) appearance"
        let suggestion = Self.passingSuggestion(for: foreground, on: background, in: appearances, reaching: required).map { "; \($0)" } ?? ""
        let message = "`\(foreground.spelling)` on `\(background.spelling)` contrasts \(RGBColor.ratioText(worst.ratio)):1\(inAppearance), under the \(RGBColor.ratioText(required)):1 WCAG asks of \(what)\(suggestion)"
        return Check(modifier: modifier, message: message)
    }

    /// The nearest foreground that passes in every appearance the view is drawn in: `.primary` for
    /// black, white or grey text (it follows the background into dark appearance); a fixed colour of
    /// the same hue when one passes in all of them; else one variant per appearance, which an adaptive
    /// (Asset Catalog) colour can hold. Nil when nothing of that hue reaches the ratio.
    static func passingSuggestion(for foreground: KnownColor, on background: KnownColor, in appearances: [Appearance], reaching required: Double) -> String? {
        let isGrey = (foreground.light + foreground.dark).allSatisfy(\.isGrey)
        let primary = KnownColor(light: [RGBColor(white: 0)], dark: [RGBColor(white: 1)], spelling: ".primary")
        // `.primary` adapts whatever the background does, so it must pass in both appearances.
        func passesInBothAppearances(_ color: KnownColor) -> Bool {
            Appearance.allCases.allSatisfy { appearance in
                color.values(in: appearance).allSatisfy { fore in
                    background.values(in: appearance).allSatisfy { fore.composited(over: $0).contrastRatio(with: $0) >= required }
                }
            }
        }
        let inEvery = appearances.count == 1 ? "" : " in both appearances"
        if isGrey, foreground.spelling != ".primary", passesInBothAppearances(primary) { return "`.primary` would pass in both appearances" }
        // A translucent foreground is judged as drawn: over the background of its appearance.
        func drawn(in appearance: Appearance) -> RGBColor? {
            guard let fore = foreground.values(in: appearance).first, let back = background.values(in: appearance).first else { return nil }
            return fore.composited(over: back)
        }
        let sameHue = isGrey ? "" : ", of the same hue,"
        if !foreground.adapts || appearances.count == 1, let base = drawn(in: appearances[0]) {
            let backgrounds = appearances.flatMap { background.values(in: $0) }
            if let passing = base.nearestLightness(reaching: required, against: backgrounds) {
                return "\(passing.hex)\(sameHue) would pass\(inEvery)"
            }
        }
        guard appearances.count == 2 else { return nil }
        var variants: [String] = []
        for appearance in appearances {
            guard let own = drawn(in: appearance) else { return nil }
            let backgrounds = background.values(in: appearance)
            if backgrounds.allSatisfy({ own.contrastRatio(with: $0) >= required }) {
                variants.append("\(appearance.rawValue) \(own.hex)")
            } else if let passing = own.nearestLightness(reaching: required, against: backgrounds) {
                variants.append("\(appearance.rawValue) \(passing.hex)")
            } else {
                return nil
            }
        }
        let what = foreground.adapts ? "variants" : "an adaptive colour with"
        return "\(what) \(variants.joined(separator: " and "))\(sameHue) would pass"
    }

    /// The appearances the view can be drawn in: light and, when a colour adapts, dark; only dark
    /// on watchOS, and only the one a file fixes with `.preferredColorScheme`.
    private func appearances(at chain: ChainNode, adapting: Bool, context: RuleContext) -> [Appearance] {
        guard adapting else { return [.light] }
        let platforms = context.platforms(at: chain).platforms
        if !platforms.isEmpty, platforms.allSatisfy({ $0 == .watchOS }) { return [.dark] }
        for chain in context.chains {
            for link in chain.links where link.name == "preferredColorScheme" && link.arguments.count == 1 {
                switch RuleContext.squeezed(link.arguments[0].text) {
                case ".dark", "ColorScheme.dark": return [.dark]
                case ".light", "ColorScheme.light": return [.light]
                default: continue
                }
            }
        }
        return [.light, .dark]
    }

    /// The size and weight the nearest `.font` on the view or around it gives it; nil when none does
    /// in this member (a caller may set one).
    private func textSize(of chain: ChainNode, context: RuleContext) -> (points: Double, isBold: Bool)? {
        var isBold = false
        var current: ChainNode? = chain
        while let view = current {
            for modifier in view.modifiers {
                if modifier.name == "bold" && modifier.arguments.first.map({ RuleContext.squeezed($0.text) != "false" }) ?? true { isBold = true }
                if modifier.name == "fontWeight", let weight = modifier.arguments.first, Self.isBoldWeight(weight.text) { isBold = true }
            }
            if let font = view.modifiers.last(where: { $0.name == "font" }), let expression = font.arguments.first?.value {
                guard let size = Self.pointSize(of: expression, context: context) else { return nil }
                return (size.points, isBold || size.isBold)
            }
            current = context.enclosingViewChain(of: view)
        }
        return nil
    }

    private static func isBoldWeight(_ text: String) -> Bool {
        let words = Set(RuleContext.words(in: text).map { $0.lowercased() })
        return !words.isDisjoint(with: ["semibold", "bold", "heavy", "black"])
    }

    /// `.title3`, `.caption.bold()`, `.system(size: 13, weight: .semibold)`, `.custom("Avenir-Heavy", size: 15)`.
    private static func pointSize(of expression: ExpressionNode, context: RuleContext) -> (points: Double, isBold: Bool)? {
        guard let chain = expression.singleChain else { return nil }
        let text = expression.text
        var isBold = isBoldWeight(text)
        for link in chain.links where link.name == "system" || link.name == "custom" {
            if let size = context.numericLiteral(link.argument("size")?.value) { return (size.value, isBold) }
        }
        guard let style = TextStyle.of(fontExpression: expression, in: context) else { return nil }
        if style == .headline { isBold = true }
        return (style.defaultSize, isBold)
    }
}
