/// Fixed font sizes: `.system(size:)` and `.custom(_:fixedSize:)` never follow the user's text size,
/// `.custom(_:size:)` follows it like body text whatever its size.
public struct DynamicTypeFontRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dynamic-type-font",
        name: "Fonts that scale with Dynamic Type",
        summary: "Finds `.font(.system(size: N))` (with any `weight:` and `design:`), `Font.system(size:)` anywhere, `Font.custom(_:fixedSize:)`, and `Font.custom(_:size:)` without `relativeTo:`. A size within 1 pt of a text style becomes that style, keeping weight and design; any other size becomes a `@ScaledMetric(relativeTo:)` property of the View that keeps the exact size; custom fonts get `relativeTo:` the text style nearest their size.",
        rationale: "A fixed-size font ignores the text size the person chose in Settings: someone with low vision who sets Larger Text gets the same small text as everyone else, and the app cannot claim the Larger Text Nutrition Label (WCAG 1.4.4 Resize Text). Text styles scale with every Dynamic Type size, including the accessibility sizes; `@ScaledMetric` scales a design's exact size the same way; `Font.custom(_:size:)` scales like body text unless told which style it plays.",
        notes: """
        Text style sizes are iOS's defaults at the Large size: largeTitle 34, title 28, title2 22, title3 20, body 17, callout 16, subheadline 15, footnote 13, caption 12, caption2 11. A size within 1 pt of one (17.5, 18 → body) becomes it; between two equally near styles the larger wins, so text never gets smaller (14 → subheadline, 21 → title2, 12.5 → footnote). `headline` is body's size in semibold and is never chosen from a size: the weight stays the author's.

        Weight and design are kept with APIs as old as SwiftUI (iOS 13, macOS 10.15), never the iOS 16 `Font.system(_:design:weight:)` or `.fontWeight(_:)`: `.system(size: 17)` → `.body`, `.system(size: 17, weight: .semibold)` → `.body.weight(.semibold)`, `.system(size: 34, weight: .bold, design: .rounded)` → `.system(.largeTitle, design: .rounded).weight(.bold)`. Only the `system(…)` call is rewritten; what follows it (`.monospacedDigit()`, `.italic()`) and everything around it stays byte for byte. A call with other arguments (the iOS 16 `width:`) or with comments inside is reported without a fix.

        A size no style is within 1 pt of (9, 24, 48) keeps its exact design size as `@ScaledMetric(relativeTo: <nearest style>) private var …FontSize: CGFloat = N`, added with the View's other `@ScaledMetric` properties (or after its stored properties); only the size argument is replaced, weight and design stay. The property is named for what it sizes (the text it styles, `sponsoredFontSize`, else the member it is in, else `fontSize`), never an identifier already written in the View; every use of one size in a View shares one property, and an existing `@ScaledMetric` property with that size and style whose name ends in `FontSize` is reused. A property wrapper needs a View's (or ViewModifier's) instance: in a stored property's initializer, an initializer, a static member, an enum of design tokens (`Theme.Fonts`), an extension of a type declared elsewhere, a free function, or a View whose `Equatable`/`Hashable`/`Codable` conformance is synthesized (a `@ScaledMetric` property would break it), such a size is reported without a fix; a size within 1 pt of a style is fixed anywhere, since a text style works in any context.

        `Font.custom(_:size:)` already scales, like body text; it gets `relativeTo:` the nearest text style (`.custom("Avenir", size: 15, relativeTo: .subheadline)`, any distance), so a caption-sized custom font grows like a caption. `Font.custom(_:fixedSize:)` is an explicit request not to scale; it is reported, and its fix (`size:` plus `relativeTo:`) is unsafe: applied only with `--unsafe`, because someone chose a fixed size on purpose, perhaps for text inside a fixed-size shape that must be redesigned first.

        Only literal sizes are judged: `size: theme.bodySize` or `size: iconSize` may already come from a `@ScaledMetric` property or a scaled design token, and a finding there would be a guess. Nothing is reported in previews, in `#if os(macOS)` / `os(tvOS)` / `canImport(AppKit)` branches, in files that import AppKit or Cocoa outside an `#if` (they build for macOS only), or for packages whose deployment targets name neither iOS, visionOS, Mac Catalyst nor watchOS: macOS and tvOS have no Dynamic Type, and their text styles have other sizes (body is 13 pt on macOS). `relativeTo:` and `@ScaledMetric` need iOS 14 / macOS 11: with an older deployment target those fixes are not offered. `UIFont.systemFont(ofSize:)` belongs to `uikit-dynamic-type`.

        The text-style and `@ScaledMetric` fixes are safe: at the default text size the text is the same size (a style within 1 pt moves it by at most 1 pt, a `@ScaledMetric` property holds the exact size), weight and design; it changes only when the person changes their text size, which is the point. Sizes of zero or less are left alone.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .safe, seeds: ["000", "001", "002", "003"],
        triggeringExamples: [
            RuleExample(#"Text("Settings").font(.↓system(size: 17))"#),
            RuleExample(#"Text("Welcome back").font(.↓system(size: 28, weight: .bold))"#),
            RuleExample("""
            private struct StatView: View {
                let value: Int
                let title: String

                var body: some View {
                    VStack(spacing: 2) {
                        Text(value, format: .number)
                            .font(.↓system(size: 34, weight: .bold, design: .rounded))
                        Text(title)
                            .font(.caption)
                    }
                }
            }
            """),
            RuleExample("""
            struct PostHeader: View {
                let isSponsored: Bool

                var body: some View {
                    HStack {
                        Text("SPONSORED").font(.↓system(size: 9))
                        if isSponsored {
                            Text("AD").font(.↓system(size: 9, weight: .heavy))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            enum Theme {
                enum Fonts {
                    static let meta = Font.↓system(size: 13)
                    static let price = Font.↓system(size: 22, weight: .semibold, design: .rounded)
                    static let badge = SwiftUI.Font.↓system(size: 9)
                }
            }
            """),
            RuleExample(#"Text(place.name).font(isCompact ? .↓system(size: 14, weight: .bold) : .↓system(size: 20))"#),
            RuleExample(#"Text(time, style: .timer).font(.↓system(size: 17.5).monospacedDigit())"#),
            RuleExample(#"Text(product.description).font(.↓custom("Avenir", size: 15)).foregroundStyle(.secondary)"#),
            RuleExample(#"Text(product.name).font(Font.↓custom("Avenir-Heavy", fixedSize: 20))"#),
            RuleExample("""
            struct Badge: View {
                var body: some View {
                    #if os(iOS)
                    Text("New").font(.↓system(size: 11, weight: .heavy))
                    #else
                    Text("New").font(.system(size: 11, weight: .heavy))
                    #endif
                }
            }
            """),
            RuleExample("""
            struct ChatView: View {
                private let timestampFont = Font.↓system(size: 13)
                private let badgeFont = Font.↓system(size: 40)

                var body: some View {
                    Text("Today")
                        #if os(iOS)
                        .font(.↓system(size: 20))
                        #endif
                }
            }
            """),
            RuleExample("""
            struct HeroTitle: ViewModifier {
                func body(content: Content) -> some View {
                    content.font(.↓system(size: 48, weight: .black))
                }
            }
            """),
            RuleExample(#"Text("Condensed").font(.↓system(size: 17, weight: .bold, width: .condensed))"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Text("Settings").font(.body)"#),
            RuleExample(#"Text("Total").font(.system(.title, design: .rounded).weight(.bold))"#),
            RuleExample(#"Text("Price").font(.custom("Avenir", size: 15, relativeTo: .subheadline))"#),
            RuleExample(#"Text("Body copy").font(.custom("Avenir", size: 17))"#),
            RuleExample("""
            struct Badge: View {
                @ScaledMetric(relativeTo: .caption2) private var badgeFontSize: CGFloat = 9

                var body: some View {
                    Text("NEW").font(.system(size: badgeFontSize, weight: .bold))
                }
            }
            """),
            RuleExample(#"Text(title).font(.system(size: theme.bodySize))"#),
            RuleExample(#"""
            // Before: Text("Old").font(.system(size: 17))
            let note = "Never write .font(.system(size: 12)) or Font.custom(\"Avenir\", size: 15)"
            Text(note).font(.footnote)
            """#),
            RuleExample("""
            final class ProfileHeaderView: UIView {
                let nameLabel = UILabel()

                func configure() {
                    nameLabel.font = UIFont.systemFont(ofSize: 22, weight: .bold)
                    nameLabel.textColor = UIColor(named: "system")
                }
            }
            """),
            RuleExample("""
            struct SidebarRow: View {
                var body: some View {
                    #if os(macOS)
                    Text("Inbox").font(.system(size: 13))
                    #else
                    Text("Inbox").font(.body)
                    #endif
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Preview").font(.system(size: 40))
            }
            """),
            RuleExample("""
            struct LegacyPreviews: PreviewProvider {
                static var previews: some View {
                    Text("Preview").font(.system(size: 40))
                }
            }
            """),
            RuleExample("""
            enum AppFont {
                static func system(size: CGFloat) -> Font { .custom("Inter", size: size) }
            }
            let title = AppFont.system(size: 17)
            """),
            RuleExample(#"Text("Mac only").font(.system(size: 13))"#, options: RuleOptions(deploymentTargets: ["macOS": "13.0"])),
            RuleExample("""
            import AppKit
            import SwiftUI

            struct MenuBarLabel: View {
                var body: some View {
                    Text("3 waiting").font(.system(size: 12, weight: .medium))
                }
            }
            """),
            RuleExample(#"Image(systemName: "star").foregroundStyle(Color(.systemYellow)).imageScale(.large)"#),
        ],
        corrections: [
            RuleCorrection(#"Text(post.timestamp).font(.system(size: 11))"#, #"Text(post.timestamp).font(.caption)"#,
                           options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection(#"Text("Settings").font(.system(size: 17))"#, #"Text("Settings").font(.body)"#),
            RuleCorrection(#"Text("Cache").font(.system(size: 17, weight: .semibold))"#, #"Text("Cache").font(.body.weight(.semibold))"#),
            RuleCorrection(#"Text(value, format: .number).font(.system(size: 34, weight: .bold, design: .rounded))"#,
                           #"Text(value, format: .number).font(.system(.largeTitle, design: .rounded).weight(.bold))"#),
            RuleCorrection(#"Text("Regular").font(.system(size: 16, weight: .regular, design: .default))"#, #"Text("Regular").font(.callout)"#),
            // 14 is 1 pt from footnote (13) and from subheadline (15): the larger style wins.
            RuleCorrection(#"Image(systemName: "cup.and.saucer").font(.system(size: 14, weight: .bold))"#,
                           #"Image(systemName: "cup.and.saucer").font(.subheadline.weight(.bold))"#),
            RuleCorrection(#"Text("Map").font(.system(size: 18, weight: .medium))"#, #"Text("Map").font(.body.weight(.medium))"#),
            RuleCorrection(#"Text(time, style: .timer).font(.system(size: 17.5).monospacedDigit())"#,
                           #"Text(time, style: .timer).font(.body.monospacedDigit())"#),
            RuleCorrection(#"Text(product.description).font(.custom("Avenir", size: 15))"#,
                           #"Text(product.description).font(.custom("Avenir", size: 15, relativeTo: .subheadline))"#),
            RuleCorrection("""
            enum Theme {
                enum Fonts {
                    static let meta = Font.system(size: 13)
                    static let price = Font.system(size: 22, weight: .semibold, design: .rounded)
                    static let badge = Font.system(size: 9)
                }
            }
            """, """
            enum Theme {
                enum Fonts {
                    static let meta = Font.footnote
                    static let price = Font.system(.title2, design: .rounded).weight(.semibold)
                    static let badge = Font.system(size: 9)
                }
            }
            """),
            RuleCorrection("""
            struct PostRow: View {
                let post: Post
                @State private var isExpanded = false

                var body: some View {
                    HStack {
                        Text(post.author)
                            .font(.system(size: 17))
                        Text("SPONSORED")
                            .font(.system(size: 9))
                        Text("AD")
                            .font(.system(size: 9, weight: .heavy))
                    }
                }
            }
            """, """
            struct PostRow: View {
                let post: Post
                @State private var isExpanded = false
                @ScaledMetric(relativeTo: .caption2) private var fontSize: CGFloat = 9

                var body: some View {
                    HStack {
                        Text(post.author)
                            .font(.body)
                        Text("SPONSORED")
                            .font(.system(size: fontSize))
                        Text("AD")
                            .font(.system(size: fontSize, weight: .heavy))
                    }
                }
            }
            """),
            RuleCorrection("""
            struct Banner: View {
                @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 12
                let title: String

                var body: some View {
                    Text(title)
                        .font(.system(size: 48, weight: .black, design: .rounded))
                        .padding(padding)
                }

                private var badge: some View {
                    Text("NEW").font(.system(size: 9))
                }
            }
            """, """
            struct Banner: View {
                @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 12
                @ScaledMetric(relativeTo: .largeTitle) private var titleFontSize: CGFloat = 48
                @ScaledMetric(relativeTo: .caption2) private var newFontSize: CGFloat = 9
                let title: String

                var body: some View {
                    Text(title)
                        .font(.system(size: titleFontSize, weight: .black, design: .rounded))
                        .padding(padding)
                }

                private var badge: some View {
                    Text("NEW").font(.system(size: newFontSize))
                }
            }
            """),
        ]
    )

    /// A `.system(size: N)` call whose size no text style is within 1 pt of, waiting for its View's
    /// property names.
    private struct ScaledSize {
        var link: LinkNode
        var request: ScaledMetricRequest
        var host: TypeDeclNode
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var scaledSizes: [ScaledSize] = []
        for chain in context.chains {
            for (index, link) in chain.links.enumerated() where link.hasCall && isFontFactory(chain, at: index) {
                guard context.isDynamicTypeCode(link) else { continue }
                if link.name == "system" {
                    guard link.arguments.first?.label == "size", let size = context.numericLiteral(link.arguments[0].value),
                          size.value > 0 else { continue }
                    if let finding = systemFontFinding(link, size: size, context: context) {
                        findings.append(finding)
                    } else if let host = context.scaledMetricHost(for: link), context.hasSwiftUI2APIs {
                        let request = ScaledMetricRequest(noun: "fontSize", size: size, style: TextStyle.nearest(to: size.value),
                                                          qualifiers: qualifiers(for: link, context: context))
                        scaledSizes.append(ScaledSize(link: link, request: request, host: host))
                    } else {
                        let reason = context.hasSwiftUI2APIs
                            ? "only a View's computed properties and methods can use a @ScaledMetric size: use a text style here, or a size from a View's @ScaledMetric property"
                            : "@ScaledMetric needs iOS 14 / macOS 11 and the deployment target is older: use a text style"
                        findings.append(finding(
                            "fixed font size \(size.text) does not scale with Dynamic Type and no text style is within 1 pt of it; " + reason,
                            at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    }
                } else if let finding = customFontFinding(link, context: context) {
                    findings.append(finding)
                }
            }
        }
        findings += scaledSizeFindings(scaledSizes, context: context)
        return findings.sorted { $0.offset < $1.offset }
    }

    /// `.system(…)` / `.custom(…)` as an implicit member (`.font(.system(size: 17))`, `let f: Font = .system(…)`)
    /// or on `Font` / `SwiftUI.Font`.
    private func isFontFactory(_ chain: ChainNode, at index: Int) -> Bool {
        let link = chain.links[index]
        guard link.name == "system" || link.name == "custom" else { return false }
        if link.kind == .implicitMember { return index == 0 }
        guard link.kind == .member, index > 0, chain.links[index - 1].name == "Font" else { return false }
        return chain.links[..<index].allSatisfy { !$0.hasCall && ($0.kind == .name || $0.kind == .member) }
    }

    /// The finding for a `.system(size:)` call with a text style within 1 pt, or for one that cannot
    /// be rewritten (other arguments); nil when the size needs a `@ScaledMetric` property.
    private func systemFontFinding(_ link: LinkNode, size: NumericLiteral, context: RuleContext) -> Finding? {
        let tokens = context.tree.tokens
        let offset = tokens[link.nameToken ?? link.firstToken].start
        let labels = link.arguments.map { $0.label ?? "_" }
        guard Set(labels).isSubset(of: ["size", "weight", "design"]), Set(labels).count == labels.count else {
            return finding("fixed font size \(size.text) does not scale with Dynamic Type; use a text style", at: offset)
        }
        let styles = context.hasSwiftUI2APIs ? TextStyle.sizeStyles : TextStyle.firstGenerationSizeStyles
        guard let style = TextStyle.matching(size: size.value, among: styles) else { return nil }
        // The defaults say nothing: `.system(size: 17, weight: .regular, design: .default)` is `.body`.
        let weight = link.argument("weight").map { context.file.text($0.valueRange) }.flatMap { $0 == ".regular" ? nil : $0 }
        let design = link.argument("design").map { context.file.text($0.valueRange) }.flatMap { $0 == ".default" ? nil : $0 }
        var replacement = design.map { "system(.\(style.rawValue), design: \($0))" } ?? style.rawValue
        if let weight { replacement += ".weight(\(weight))" }
        let message = "fixed font size \(size.text) does not scale with Dynamic Type; use .\(replacement)"
        guard let nameToken = link.nameToken, let close = link.closeParenToken, !hasComments(from: nameToken, to: close, in: context) else {
            return finding(message, at: offset)
        }
        let edit = Edit(range: tokens[nameToken].start..<tokens[close].end, replacement: replacement)
        return finding(message, at: offset, fix: Fix(safety: .safe, edits: [edit], summary: "replaced .system(size: \(size.text)) with .\(style.rawValue)"))
    }

    /// `.custom(name, size: N)` without `relativeTo:`, and `.custom(name, fixedSize: N)`.
    private func customFontFinding(_ link: LinkNode, context: RuleContext) -> Finding? {
        guard link.arguments.count == 2, link.arguments[0].label == nil, let sizeArgument = link.arguments.last,
              let label = sizeArgument.label, label == "size" || label == "fixedSize",
              let size = context.numericLiteral(sizeArgument.value), size.value > 0, let labelToken = sizeArgument.labelToken else { return nil }
        let tokens = context.tree.tokens
        let offset = tokens[link.nameToken ?? link.firstToken].start
        let style = TextStyle.nearest(to: size.value)
        // `.custom(_:size:)` scales like body already: a body-sized one is right as it is.
        if label == "size", style == .body { return nil }
        let relativeTo = ", relativeTo: .\(style.rawValue)"
        let insertion = Edit.insert(relativeTo, at: tokens[size.token].end)
        guard context.hasSwiftUI2APIs else {
            return finding(label == "size" ? "custom font size \(size.text) scales like .body whatever its size" : "custom font with fixedSize: \(size.text) never scales with Dynamic Type", at: offset)
        }
        if label == "size" {
            return finding("custom font size \(size.text) scales like .body; add relativeTo: .\(style.rawValue) so it scales like the text style of its size",
                           at: offset, fix: Fix(safety: .safe, edits: [insertion], summary: "added relativeTo: .\(style.rawValue)"))
        }
        let rename = Edit(range: tokens[labelToken].start..<tokens[labelToken].end, replacement: "size")
        return finding("custom font with fixedSize: \(size.text) never scales with Dynamic Type; use size: \(size.text), relativeTo: .\(style.rawValue)",
                       at: offset, fix: Fix(safety: .unsafe, edits: [rename, insertion], summary: "made the fixed-size custom font scale relative to .\(style.rawValue)"))
    }

    /// Findings for sizes that become `@ScaledMetric` properties, named View by View.
    private func scaledSizeFindings(_ sizes: [ScaledSize], context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var hosts: [ObjectIdentifier] = []
        var sizesByHost: [ObjectIdentifier: [ScaledSize]] = [:]
        for size in sizes {
            let id = ObjectIdentifier(size.host)
            if sizesByHost[id] == nil { hosts.append(id) }
            sizesByHost[id, default: []].append(size)
        }
        for id in hosts {
            let group = sizesByHost[id]!
            let properties = context.scaledMetricProperties(for: group.map(\.request), in: group[0].host, qualify: true)
            let tokens = context.tree.tokens
            for (scaled, property) in zip(group, properties) {
                let size = scaled.request.size
                let offset = tokens[scaled.link.nameToken ?? scaled.link.firstToken].start
                let message = "fixed font size \(size.text) does not scale with Dynamic Type and no text style is within 1 pt of it; keep it as a @ScaledMetric(relativeTo: .\(scaled.request.style.rawValue)) size"
                let fix = property.map { property in
                    Fix(safety: .safe,
                        edits: property.edits + [Edit(range: tokens[size.token].start..<tokens[size.token].end, replacement: property.name)],
                        summary: "scaled font size \(size.text) with @ScaledMetric \(property.name)")
                }
                findings.append(finding(message, at: offset, fix: fix))
            }
        }
        return findings
    }

    /// What the font styles, best first: the text of the element it is applied to (`Text("SPONSORED")`
    /// → `sponsored`), the variable it is assigned to (`titleFont` → `title`), the member it is in.
    private func qualifiers(for link: LinkNode, context: RuleContext) -> [String] {
        var result: [String] = []
        if let argument = link.firstAncestor(ofType: ArgumentNode.self), let modifier = argument.parent as? LinkNode, modifier.name == "font" {
            if let element = context.chain(of: modifier)?.elementLink, let word = context.shownWord(of: element) {
                result.append(word)
            }
        } else if let variable = link.firstAncestor(ofType: VariableDeclNode.self), let initializer = variable.initializer,
                  link.isDescendant(of: initializer),
                  let word = RuleContext.identifier(fromWords: String(variable.name.dropLast(variable.name.hasSuffix("Font") ? 4 : 0))) {
            result.append(word)
        }
        if let member = context.enclosingMemberName(of: link) { result.append(member) }
        return result
    }

    /// Whether a comment sits between two tokens of a call, which a rewrite of the call would drop.
    private func hasComments(from first: Int, to last: Int, in context: RuleContext) -> Bool {
        let tokens = context.tree.tokens
        return (first..<last).contains { index in
            context.file.bytes[tokens[index].end..<tokens[index + 1].start].contains(UInt8(ascii: "/"))
        }
    }
}
