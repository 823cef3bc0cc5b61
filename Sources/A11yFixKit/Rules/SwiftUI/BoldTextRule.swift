/// Custom fonts whose weight stays the same when the person turns on Bold Text.
public struct BoldTextRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "bold-text",
        name: "Custom fonts that ignore Bold Text",
        summary: "Reports fonts that draw a face the app names (`Font.custom(\"Inter-Regular\", size: 15)`, `.custom(_:size:relativeTo:)`, `.custom(_:fixedSize:)`, `Font(UIFont(name:size:)…)`) in code built for a platform with a Bold Text setting (iOS, iPadOS, tvOS, watchOS, visionOS), when the face is lighter than bold and the file never reads the setting. Reported for a person: read `@Environment(\\.legibilityWeight)` and use the family's bolder face when it is `.bold` (`.custom(legibilityWeight == .bold ? \"Inter-Bold\" : \"Inter-Regular\", size: 15)`), or draw that text in the system font.",
        rationale: "Bold Text is for people with low vision for whom thin strokes blur: it makes every letter heavier. The system font follows it by itself wherever SwiftUI draws it (`.font(.body)`, `.system(size:weight:)`); a face the app names is drawn as named, and the setting reaches the app only as `legibilityWeight` (EnvironmentValues documentation: \"This value reflects the value of the Bold Text display setting\") or `UIAccessibility.isBoldTextEnabled`, which the code must read and answer. So the text in the app's own typeface stays thin next to bolder system text. No Nutrition Label category covers it: Larger Text is about text size (Dynamic Type, which `dynamic-type-font` checks for the same fonts) and Sufficient Contrast about colours, so the rule names none; it is Incomplete Support of a display setting people rely on.",
        notes: """
        Left alone: the system font in every spelling (text styles, `.system(…)`, `UIFont.systemFont`), faces that are already bold or heavier (a PostScript name whose style is `Bold`, `ExtraBold`, `Heavy` or `Black`, also after a width: `HelveticaNeue-CondensedBlack`, or a `.bold()` / `.weight(.bold)` on the font: a semibold or medium face is reported, as the system turns its own semibold into bold), fonts set on views that show only glyphs and icon fonts (a face whose name has Icon, Glyph, Symbol, Awesome or Emoji in it: its characters are pictures), a file that names `legibilityWeight`, `isBoldTextEnabled` or `boldTextStatusDidChangeNotification` anywhere (its Views or helpers already answer the setting), a project's own `custom(…)` function, code built only for macOS (Mac has no Bold Text setting), and a face an app that ships no font files (`.ttf`, `.otf`, `.ttc`: project index) names, other than a family the system installs (Avenir, Georgia, Helvetica Neue, Menlo…): the system font draws it. A font the code names through a variable or a theme (`Font(theme.bodyFont)`) is not known to be custom and is not reported.

        Measured on the 53 apps of the review corpus: 24 findings in 3 apps (most apps set custom fonts through a theme or a font picker the code does not name, and are left alone), of which its author judged 23 true; the false one was a 227 pt word scrolling behind a story as decoration. Not yet reviewed independently, and a small sample: read the findings of a first run.

        Each place the code builds a custom font is reported once, where it is built: a team that wraps its fonts in a helper (`Font.brand(size:)`) fixes them all there. A static constant or helper of fonts that nothing draws text with (no other mention in its file, and no file names it where it sets a font: project index) is not reported. No fix: which face of the family is the bolder one is the font's business (some families have no bold), and reading the environment adds a property to the View.
        """,
        severity: .incomplete, wcag: [], nutritionLabels: [], fixSafety: .none, seeds: ["001"],
        triggeringExamples: [
            RuleExample("""
            struct ArticleRow: View {
                let article: Article
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title)
                            .font(.↓custom("Georgia", size: 19))
                        Text(article.summary)
                            .font(.↓custom("Georgia-Italic", size: 15, relativeTo: .subheadline))
                    }
                }
            }
            """),
            RuleExample("""
            extension Font {
                static func brand(size: CGFloat) -> Font {
                    .↓custom("Inter-Regular", size: size)
                }
                static let caption = Font.↓custom("Inter-Medium", size: 12)
            }
            """),
            RuleExample("""
            struct PriceTag: View {
                let price: String
                var body: some View {
                    Text(price)
                        .font(Font.↓custom("Avenir-Book", fixedSize: 14))
                }
            }
            """),
            RuleExample("""
            struct Headline: View {
                let text: String
                var body: some View {
                    Text(text)
                        .font(Font(↓UIFont(name: "Futura-Medium", size: 22)!))
                }
            }
            """),
            RuleExample("""
            struct OnboardingPage: View {
                let page: Page
                var body: some View {
                    VStack(spacing: 16) {
                        Text(page.title)
                            .font(.↓custom("Poppins-SemiBold", size: 28))
                        Text(page.body)
                            .font(.↓custom("Poppins-Light", size: 16))
                            .multilineTextAlignment(.center)
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            struct Typography {
                static let bodyFontName = "Nunito-Regular"
            }

            struct CommentView: View {
                let fontName: String = "Nunito-Regular"
                let comment: Comment
                var body: some View {
                    Text(comment.text)
                        .font(.↓custom(fontName, size: 15))
                }
            }
            """),
            RuleExample("""
            struct ScoreBoard: View {
                let score: Int
                var body: some View {
                    Text("\\(score)")
                        .font(.↓custom("DINAlternate-Regular", size: 48))
                        .monospacedDigit()
                }
            }
            """),
            RuleExample("""
            struct WatchComplicationView: View {
                let value: String
                var body: some View {
                    Text(value)
                        .font(.↓custom("Rubik-Regular", size: 14))
                }
            }
            """, options: RuleOptions(platforms: ["watchOS"])),
            RuleExample("""
            struct QuoteCard: View {
                let quote: Quote
                var body: some View {
                    let serif = Font.↓custom("Baskerville", size: 18).italic()
                    return VStack {
                        Text(quote.text).font(serif)
                        Text(quote.author).font(.caption)
                    }
                }
            }
            """),
            RuleExample("""
            struct MenuItemRow: View {
                let item: MenuItem
                var body: some View {
                    HStack {
                        Text(item.name)
                            .font(.↓custom("HelveticaNeue-Light", size: 17))
                        Spacer()
                        Text(item.price)
                            .font(.↓custom("HelveticaNeue", size: 17))
                    }
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
        ],
        nonTriggeringExamples: [
            // The system font follows Bold Text by itself.
            RuleExample("""
            struct ArticleRow: View {
                let article: Article
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.headline)
                        Text(article.summary).font(.system(size: 15, weight: .regular, design: .serif))
                        Text(article.date).font(Font(UIFont.systemFont(ofSize: 12)))
                    }
                }
            }
            """),
            // The View answers the setting.
            RuleExample("""
            struct BrandText: View {
                @Environment(\\.legibilityWeight) private var legibilityWeight
                let text: String
                var body: some View {
                    Text(text)
                        .font(.custom(legibilityWeight == .bold ? "Inter-Bold" : "Inter-Regular", size: 16))
                }
            }
            """),
            RuleExample("""
            enum AppFont {
                static func body(size: CGFloat) -> Font {
                    .custom(UIAccessibility.isBoldTextEnabled ? "Lato-Bold" : "Lato-Regular", size: size)
                }
                static let footnote = Font.custom("Lato-Regular", size: 13)
            }
            """),
            // Already bold or heavier.
            RuleExample("""
            struct HeroTitle: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(title).font(.custom("Poppins-Bold", size: 34))
                        Text(title).font(.custom("Montserrat-ExtraBold", size: 28))
                        Text(title).font(.custom("Lato-Black", size: 28))
                        Text(title).font(.custom("Helvetica Neue Bold", fixedSize: 14))
                        Text(title).font(.custom("HelveticaNeue-CondensedBlack", size: 48))
                    }
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .font(.custom("Inter-Regular", size: 12).weight(.bold))
                }
            }
            """),
            // An icon font draws symbols, not words to read.
            RuleExample("""
            struct IconGlyph: View {
                var body: some View {
                    Text("\\u{f007}")
                        .font(.custom("FontAwesome", size: 18))
                }
            }
            """),
            RuleExample("""
            struct CategoryIcon: View {
                let category: Category
                var body: some View {
                    Text(category.iconCodepoint)
                        .font(.custom("Material Icons", size: 22))
                }
            }
            """),
            // The Mac has no Bold Text setting.
            RuleExample("""
            import AppKit
            import SwiftUI

            struct EditorStatusBar: View {
                let line: Int
                var body: some View {
                    Text("Line \\(line)")
                        .font(.custom("Menlo", size: 11))
                }
            }
            """),
            RuleExample("""
            struct SidebarLabel: View {
                let title: String
                var body: some View {
                    Text(title).font(.custom("SFMono-Regular", size: 12))
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            // A font the code does not name: a theme's, a parameter's.
            RuleExample("""
            struct ThemedLabel: View {
                let theme: Theme
                let text: String
                var body: some View {
                    Text(text)
                        .font(Font(theme.bodyFont))
                        .font(theme.font)
                }
            }
            """),
            // The project's own `custom(…)`, not SwiftUI's.
            RuleExample("""
            extension Font {
                static func custom(_ name: FontName, size: CGFloat) -> Font {
                    .system(size: size)
                }
            }

            struct Caption: View {
                var body: some View {
                    Text("Caption").font(.custom(.brand, size: 12))
                }
            }
            """),
            // Not SwiftUI's font factory.
            RuleExample("""
            struct StyledButton: View {
                var body: some View {
                    Button("Save") { }
                        .buttonStyle(.custom)
                        .transition(.custom(duration: 0.3))
                }
            }
            """),
        ],
        corrections: []
    )

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.readsDisplaySetting(RuleContext.boldTextReadings) else { return [] }
        // An app that ships no font files draws a face it names in the system font, which follows Bold
        // Text, unless the system installs the face (Avenir, Georgia).
        let shipsFonts = context.project?.bundlesFonts() != false
        var findings: [Finding] = []
        for face in context.namedFontFaces() {
            let styled = context.styledView(of: face.font)
            guard context.platforms(at: face.font).platforms.contains(where: \.hasBoldText),
                  !(face.name.map { RuleContext.namesBoldOrHeavierFace($0) || RuleContext.namesIconFont($0) } ?? false),
                  shipsFonts || face.name.map(RuleContext.namesSystemInstalledFamily) == true, !isUnusedFontMember(face.font, in: context),
                  !isMadeBold(context.chain(of: face.font), styled: styled), !(styled.map(context.showsOnlyGlyphs) ?? false) else { continue }
            let named = face.name.map { "`\($0)`" } ?? "This custom font"
            findings.append(finding(
                "\(named) is a face the app names, so it keeps its weight when Bold Text is on; read `@Environment(\\.legibilityWeight)` and use the family's bolder face when it is `.bold`, or use the system font",
                at: face.naming.nameToken.map { context.tree.tokens[$0].start } ?? face.naming.range.lowerBound))
        }
        return findings
    }

    /// Whether the font is built by a static member of a type (`static let h3 = Font.custom(…)`,
    /// `static func engRegular(size:)`) that no text is drawn with: nothing else in its file names it,
    /// and no file of the project names it where it sets a font (project index). A design system's
    /// unused constant draws nothing.
    private func isUnusedFontMember(_ font: LinkNode, in context: RuleContext) -> Bool {
        guard let project = context.project else { return false }
        var current = font.parent
        while let node = current {
            let member: (name: String, token: Int, modifiers: [String])?
            switch node {
            case let variable as VariableDeclNode: member = (variable.name, variable.nameToken, variable.modifiers)
            case let function as FunctionDeclNode: member = (function.name, function.nameToken, function.modifiers)
            case is TypeDeclNode: return false
            default: member = nil
            }
            if let member {
                guard member.modifiers.contains("static") || member.modifiers.contains("class") else { return false }
                // Other members of the same name (`Body.normal` beside `Label.normal`) are declared, not used.
                let tokens = context.tree.tokens
                let declared = Set(context.tree.root.descendants(ofType: VariableDeclNode.self).map(\.nameToken)
                                   + context.tree.root.descendants(ofType: FunctionDeclNode.self).map(\.nameToken))
                let namedInFile = tokens.indices.contains { index in
                    !declared.contains(index) && tokens[index].kind == .identifier && context.tree.text(ofToken: index) == member.name
                }
                return !namedInFile && !project.isUsedAsFont(member.name)
            }
            current = node.parent
        }
        return false
    }

    /// Whether the font is made bold or heavier where it is built (`.custom(…).bold()`,
    /// `.weight(.heavy)`), or the view it is set on is (`.fontWeight(.bold)`, `.bold()`).
    private func isMadeBold(_ font: ChainNode?, styled: ChainNode?) -> Bool {
        let heavy: Set<String> = [".bold", ".heavy", ".black", "Font.Weight.bold", "Font.Weight.heavy", "Font.Weight.black"]
        let makesBold = { (link: LinkNode) -> Bool in
            if link.name == "bold" && link.hasCall { return link.arguments.isEmpty || link.arguments[0].value?.text != "false" }
            guard ["weight", "fontWeight"].contains(link.name), let value = link.arguments.first?.value?.text else { return false }
            return heavy.contains(RuleContext.squeezed(value))
        }
        return (font?.links ?? []).contains(where: makesBold) || (styled?.modifiers ?? []).contains(where: makesBold)
    }
}
