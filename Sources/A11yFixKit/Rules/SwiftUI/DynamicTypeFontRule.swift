/// Fixed font sizes: `.system(size:)` and `.custom(_:fixedSize:)` never follow the user's text size,
/// `.custom(_:size:)` follows it like body text whatever its size.
public struct DynamicTypeFontRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "dynamic-type-font",
        name: "Fonts that scale with Dynamic Type",
        summary: "Finds `.font(.system(size: N))` (with any `weight:` and `design:`), `Font.system(size:)` anywhere, `Font.custom(_:fixedSize:)`, and `Font.custom(_:size:)` of a title's size (25 pt or more, nearest `.title` or `.largeTitle`) without `relativeTo:`. On code built only for iOS, iPadOS and Mac Catalyst a size that a text style has exactly becomes that style, keeping weight and design; every other size, and every size in code shared with macOS, watchOS or visionOS, keeps its exact size as a `@ScaledMetric(relativeTo:)` property of the View; custom fonts get `relativeTo:` the text style nearest their size. Text that sits in a frame of fixed size is reported without a fix, and so is text styled through one of the app's own static `Font` functions that builds such a font from its size argument, itself or through another it hands the size to (`.font(.boldFontWithSize(17))` where `boldFontWithSize(_:)` returns `.fontWithSize(size, weight: .bold)` and that one `Font.system(size: size, design: .rounded)`; the project index reads them): only the helper can make it scale.",
        rationale: "A fixed-size font ignores the text size the person chose in Settings: someone with low vision who sets Larger Text gets the same small text as everyone else, and the app cannot claim the Larger Text Nutrition Label (WCAG 1.4.4 Resize Text). Text styles scale with every Dynamic Type size, including the accessibility sizes; `@ScaledMetric` scales a design's exact size the same way; `Font.custom(_:size:)` scales like body text unless told which style it plays.",
        notes: """
        Sizes that must scale together are fixed together or not at all: a text beside a title set larger than any text style (a 25 pt line under a 35 pt welcome, which this rule leaves as it is), or beside one sized by a name (`.system(size: MINOR_FONT_SIZE)` captions on a watch dashboard; not a `@ScaledMetric` property, which scales), is reported, not scaled alone, since the two would fall out of proportion; and a view drawn in the branches of an `if` (a selected emoji at 30 pt, the others at 33 pt) scales in every branch or, where one size cannot get a `@ScaledMetric` property of its own, in none.

        A plain shape drawn as a symbol with no text beside it (`circle.fill` dots of a page indicator) is geometry, not a glyph anyone reads, and is left alone; beside a choice's text (a radio circle) it grows with the text. A text style has a different size on each platform (Apple's Human Interface Guidelines, Typography: "Dynamic Type sizes" and "macOS built-in text styles"), so a size becomes a style only where the style has exactly that size on every platform the code builds for:

        | style | iOS, iPadOS, Mac Catalyst | macOS | watchOS (by watch size) |
        |---|---|---|---|
        | largeTitle | 34 | 26 | 36–40 |
        | title | 28 | 22 | 34–38 |
        | title2 | 22 | 17 | 27–30 |
        | title3 | 20 | 15 | 19–20 |
        | headline / body | 17 | 13 | 16–17 |
        | callout | 16 | 12 | — |
        | subheadline | 15 | 11 | — |
        | footnote | 13 | 10 | 13–14 |
        | caption | 12 | 10 | 15–16 |
        | caption2 | 11 | 10 | 14–15 |

        visionOS has Dynamic Type with body at 17 pt, but its titles are bold and larger and its smallest text is 12 pt; tvOS has no Dynamic Type (body is 29 pt); macOS has none either. So `.system(size: 17)` becomes `.body` on iOS-only code, while in a view shared with the Mac it stays 17 pt as `@ScaledMetric(relativeTo: .body) private var …FontSize: CGFloat = 17`, which scales on iOS and does nothing on the Mac: `.body` would shrink it to 13 pt there, `.subheadline` 15 pt text to 11 pt, and on a watch `.caption` would grow 12 pt text to 15 pt. A size no style has exactly (9, 14, 18, 24) is never rounded to a style, which would change the text's size for everyone: it keeps its size as a `@ScaledMetric` property relative to the nearest style (between two equally near styles the larger, 14 → subheadline). `headline` is body's size in semibold and is never chosen from a size: the weight stays the author's.

        The platforms of the code come from the project (Xcode targets and package manifests, narrowed to the apps that use a package, or an XcodeGen spec when no Xcode project is committed) or config, else from the file's imports (`import AppKit` builds only for macOS, `import UIKit` never for it), else iOS; a target that lists the Mac beside iOS or visionOS in a project whose files import AppKit and never UIKit builds only for the Mac; then `#if os(…)`, `targetEnvironment(macCatalyst)` and `canImport(UIKit | AppKit)` clauses around the code narrow them (also a postfix `#if` around a modifier), and so do the places that draw the member the code is in, or a private View of the file (a view used only under `#if os(macOS)` is Mac code). Code that builds only for macOS or tvOS gets nothing.

        Weight and design are kept with APIs as old as SwiftUI (iOS 13, macOS 10.15), never the iOS 16 `Font.system(_:design:weight:)` or `.fontWeight(_:)`: `.system(size: 17)` → `.body`, `.system(size: 17, weight: .semibold)` → `.body.weight(.semibold)`, `.system(size: 34, weight: .bold, design: .rounded)` → `.system(.largeTitle, design: .rounded).weight(.bold)`. Only the `system(…)` call is rewritten; what follows it (`.monospacedDigit()`, `.italic()`) and everything around it stays byte for byte. A call with other arguments (the iOS 16 `width:`) or with comments inside is reported without a fix.

        A `@ScaledMetric` property is added with the View's other `@ScaledMetric` properties (or after its stored properties); only the size argument is replaced, weight and design stay. It is named for what it sizes, from the code, never from the words on screen: the value the text shows (`Text(post.timestamp)` → `timestampFontSize`, `Text(reaction.rawValue)` → `reactionFontSize`, not a string table key), the symbol it draws (`xmarkFontSize`), the variable it is assigned to, else the member it is in (`badge`, `makeHeaderView()` → `headerFontSize`), else `fontSize`, else the kind of view it styles (`buttonFontSize`); uses in different members that no one name fits get a property each (`infoFontSize`, `footerFontSize`); never an identifier already written in the View, never numbered: a size that no name tells apart is reported without a fix. Every use of one size and style in a View shares one property, and an existing `@ScaledMetric` property with that size and style whose name ends in `FontSize` is reused. A property wrapper needs a View's (or ViewModifier's) instance: in a stored property's initializer, an initializer, a static member, an enum of design tokens (`Theme.Fonts`), an extension of a type declared elsewhere, a free function, or a View whose `Equatable`/`Hashable`/`Codable` conformance is synthesized (a `@ScaledMetric` property would break it), such a size is reported without a fix; a size a style has exactly is fixed anywhere on iOS-only code, since a text style works in any context.

        Text that cannot grow where it is drawn is reported without a fix, since scaling it would overflow or clip: on a key of a keypad (a View named for a number, PIN or dial pad or a keyboard: a grid as wide as the screen, which the system's own passcode pad keeps at its size), in a toolbar or navigation bar item (`ToolbarItem`, `ToolbarItemGroup`, `.toolbar { … }`: bars keep their height), inside a fixed height (`.frame(height: 60)`, `.frame(width: 20, height: 20)`, a `maxHeight:` cap, with a literal, a constant of the file or a ternary of them, or a literal adjusted by a plain stored property its caller sets, `32 + (heightModifier ?? 0)`; also on a view the View holds, `label.font(…).frame(width: 28, height: 28)`) or a fixed `.aspectRatio(8 / 2, contentMode: .fit)`, a column a few characters wide (a fixed `.frame(width: 46)`, 64 pt or less), a sheet whose detents all stop short of the full height (`.presentationDetents([.height(220)])`, `[.medium]`), or a tile of fixed size drawn behind it (`.background { Circle().frame(width: 28, height: 28) }`) or under it in a `ZStack` (a timer's text inside a ring `.frame(width: 200, height: 200)`; a layer of 44 pt or more, not a badge's dot), a place set by hand with `.offset` in a `GeometryReader` or a `ZStack` (a collage of stickers), on the text or a container around it in the same View (up to a `ScrollView`, `List` or `Form`, whose content scrolls, or a sheet or popover), following a member to where the View draws it and a View of the file to where the file uses it (`IconView(…).frame(width: 48, height: 48)`), and a View that every place of the project draws at a fixed height (a custom tab bar's `TabViewIcon(…).frame(height: 45)` in another file: project index); and everything in a widget or complication, drawn on a canvas of fixed size (the file reads `widgetFamily` or `widgetRenderingMode` from the environment, applies `.widgetAccentable()`, `.widgetURL(…)` or `.containerBackground(for: .widget)`, or declares a `TimelineEntry`, or lies in a widget extension's folder, whose Info.plist names WidgetKit's extension point: project index), and in a Live Activity (`ActivityConfiguration`, `DynamicIsland`, `.activityBackgroundTint(…)`). The fix there is a layout change a person makes: room for the text, or a cap with `.dynamicTypeSize(...)`. A glyph there (a symbol in a map pin's fixed circle) is a picture on fixed geometry, not text to read, and is not reported. A symbol (an `Image(systemName:)`, a glyph-only text) is scaled only with the text it accompanies, in its `Label`, stack or control label, or right beside the control it alone labels (a back chevron's button next to the title, on the same side of any `Spacer`); alone (an icon-only close button, a badge on an icon, a status icon placed by its caller) or beside text sized by the project's own font modifier (`.adaptiveFont(…)`), its size belongs to the layout around it and it is reported without a fix. Text the code places at computed points (`.offset(x: point.x, y: point.y)` or `.position(x:y:)` on it or on the control whose label it is: a radial menu, a hand-made layout) is reported too: the points are spaced for its size. So is text drawn by hand in a `Canvas` (`context.draw(context.resolve(Text(…).font(.system(size: 9))), at: point)`: a chart's day labels). A font kept in a local constant (`let font = Font.system(size: 11)` in a label closure) is judged where its one use draws it. A view that a drag or spatial tap on itself turns into values (`.gesture(DragGesture(minimumDistance: 0).onChanged { rate(at: $0.location) })` on a rating bar's stars) is reported too: the gesture maps positions through the size the font gives it; so is text raised by a fixed `.baselineOffset(8)` (cents as a superscript, a unit beside a number), an offset measured for the size it has. An icon's own square frame beside text is not such a container: `scaled-metric` grows it in the same run.

        Left alone: glyphs drawn larger than the largest text style (34 pt), which are illustrations sized for the screen (`Image(systemName: "checkmark.seal.fill").font(.system(size: 100))`, an icon-only `Label`, a `Text("🎉")`, a button whose label is only those: at the accessibility sizes a 100 pt glyph would grow to 175 pt and help nobody read anything; text larger than that (a 45 pt reading, a 96 pt \"HIGH\" alarm, a clock face), a display value already as large as body text at the largest sizes, which scaled like a large title would outgrow the screen (a text field larger than that is reported, to be scaled with a cap a person chooses), and in a widget text from the large title's size on; a widget's text that shrinks to fit its slot (`.minimumScaleFactor(…)`), whose size is a ceiling; and a control drawn as a glyph of the title's 28 pt or more, a player's skip and play buttons, which keep their size as the system's own players do and are shown enlarged by the Large Content Viewer); text under a `.dynamicTypeSize` limit at the default size or below, on it or a view around it (a toolbar the author keeps stable: it does not grow whatever its font, and a `@ScaledMetric` would escape the limit; the limit itself is `dynamic-type-clamp`'s); fonts on views that ignore them (a view that draws attributed text in the fonts its string carries, `AttributedText(icon.attributedString(size: 20))`; the items of a `Menu`, `.contextMenu` or menu-style `Picker`, which the system draws and scales itself, a `.resizable()` image, which its frame sizes, a bitmap `Image(uiImage:)` / `Image(nsImage:)` / `Image(cgImage:)` not made from a symbol, an asset the project's catalogs hold as an image set and not as a symbol set (`Image(\"heart.fill\")` drawn from an SVG, whatever its name looks like), a button whose label is only those); `.custom(…)` whose first argument is not a font name (a string, or a name this file declares as a `String`), or in a file that declares its own `custom(…)`: `.custom(.brandMedium, size: 16)` calls the project's own `Font.custom`, which has no `relativeTo:`; sizes that are not literals (`size: theme.bodySize`, `size: iconSize` may already come from a `@ScaledMetric` property or a scaled design token); text nobody sees (clear, `.hidden()`, transparent, of no size, or a 1 or 2 pt font: a title kept only to name an icon button or to carry a keyboard shortcut); previews. A symbol handed to a View of the app's own (`SettingsRow(leadingIcon: { Image(…).font(.system(size: 12)) })`) is laid out there, out of sight: it is reported without a fix, to be scaled with the text that View shows. `UIFont.systemFont(ofSize:)` belongs to `uikit-dynamic-type`.

        `Font.custom(_:size:)` already scales, like body text. Where that is far from how its size should grow, a title's size of 25 pt or more (scaled like body, a 34 pt title would reach over 100 pt at the largest accessibility size, where `.largeTitle` stays near 60), it gets `relativeTo:` the nearest text style (`.custom("Avenir", size: 28, relativeTo: .title)`); its size at the default text size does not change on any platform. Smaller custom sizes grow close enough to their style's curve that `relativeTo:` would be tuning, not a fix (a title3's 20 pt reaches 62 pt like body, 55 pt like title3): they are left alone. `Font.custom(_:fixedSize:)` is an explicit request not to scale; it is reported, and its fix (`size:` plus `relativeTo:`) is unsafe: applied only with `--unsafe`, because someone chose a fixed size on purpose. `relativeTo:` and `@ScaledMetric` need iOS 14 / macOS 11: with an older deployment target those fixes are not offered.

        Config `fontStrategy` changes what a size becomes: `automatic` (the default) as above; `textStyles` the nearest text style whatever its size and platforms (the team follows each platform's type ramp, and accepts that 18 pt becomes body's 17, and 13 pt on the Mac); `scaledMetric` always a `@ScaledMetric` size that keeps the exact size.

        Fix safety: every fix of this rule is unsafe, applied only with `--unsafe` (and shown by `--dry-run --unsafe`), until a review of real apps merges 90% of them as they are (shared/REVIEW.md). Each keeps the text exactly as it is at the default text size on every platform the code builds for; what code cannot show is whether the layout around the text has room for it to grow: a one-line slot, a wordmark on a screen that does not scroll, an icon group where one member keeps a fixed size, a mock of a watch face, a half of a title-and-glyph pair. Reviewers merged the text-style conversions as they are 80% of the time (seed 14014) and the `@ScaledMetric` and `relativeTo:` fixes 53–87% (seeds 11011–13013). The findings are reported either way. Text drawn into an image the app exports (its file, or a file that builds its View, calls `ImageRenderer` or the View's `snapshot()`) is reported without a fix: it is a picture, whose type does not follow the reader's text size. Sizes of zero or less are left alone.

        Nutrition Label: a finding keeps Larger Text from a claim only where text stays the same size. A `.custom(_:size:)` font, which grows like body text (the finding asks for the style of its size), and a symbol (an icon is no text, beside text or alone) are reported, and do not block it.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .unsafe, seeds: ["000", "001", "002", "003"],
        triggeringExamples: [
            // A chart's day labels drawn by hand in a Canvas, at points spaced for 9 pt: reported.
            RuleExample("""
            struct MeteogramMinimap: View {
                let marks: [DayMark]

                var body: some View {
                    Canvas { context, size in
                        for mark in marks {
                            let label = context.resolve(
                                Text(verbatim: mark.weekday)
                                    .font(.↓system(size: 9, weight: .medium)))
                            context.draw(label, at: CGPoint(x: mark.fraction * size.width, y: size.height - 8))
                        }
                    }
                }
            }
            """),
            // The mode's name sits inside a ring of fixed size: grown, it spills over the ring. Reported.
            RuleExample("""
            struct FocusTimerView: View {
                @ObservedObject var timer: FocusTimer

                var body: some View {
                    ZStack {
                        CircularProgressView(progress: timer.fractionPassed, lineWidth: 5)
                            .frame(width: 200, height: 200)
                        VStack {
                            Text(timer.secondsLeftString)
                                .font(.system(size: 50, weight: .semibold, design: .rounded))
                            Text(timer.mode.title)
                                .font(.↓system(size: 24, weight: .light, design: .rounded))
                        }
                    }
                }
            }
            """),
            // The keys of a PIN pad: a grid as wide as the screen; reported for a person to cap or keep fixed.
            RuleExample("""
            struct NumberPadView: View {
                let buttonPressed: (String) -> Void

                var body: some View {
                    VStack(spacing: 20) {
                        ForEach([["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]], id: \\.self) { row in
                            HStack(spacing: 20) {
                                ForEach(row, id: \\.self) { key in
                                    Button { buttonPressed(key) } label: {
                                        Text(verbatim: key)
                                            .font(.↓system(size: 34, weight: .medium))
                                            .padding(10)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
            // An amount typed in a field larger than any text style: reported, a person chooses its cap.
            RuleExample("""
            struct EnterAmountView: View {
                @Binding var amount: String

                var body: some View {
                    VStack {
                        TextField("0", text: $amount)
                            .font(.↓system(size: 48, weight: .semibold))
                            .keyboardType(.decimalPad)
                        Text("Amount").font(.↓system(size: 13))
                    }
                }
            }
            """),
            // The font reaches a header that cannot grow: reported, for a person to make room first.
            RuleExample("""
            struct PanelView: View {
                let tabs: [PanelTab]
                @Binding var selected: PanelTab.ID

                var body: some View {
                    VStack(spacing: 0) {
                        HStack {
                            ForEach(tabs) { tab in
                                Text(tab.title).onTapGesture { selected = tab.id }
                            }
                        }
                        .frame(height: 14)
                        Divider()
                        PanelContent(tab: selected)
                    }
                    .font(.↓system(size: 12))
                }
            }
            """),
            // A count drawn over a 14 pt circle would spill out of it: reported, for a person to make room.
            RuleExample("""
            struct ProblemsRow: View {
                let fileName: String
                let problems: [Problem]

                var body: some View {
                    HStack {
                        Text(fileName)
                        Circle()
                            .fill(Color.secondary.opacity(0.3))
                            .frame(width: 14, height: 14)
                            .overlay(Text("\\(problems.count)").font(.↓system(size: 10)))
                    }
                }
            }
            """),
            // The row that lays the icon out is the app's own View: reported, for a person to scale it with that row's text.
            RuleExample("""
            struct AboutSection: View {
                var body: some View {
                    SettingsRow(title: "Follow us", leadingIcon: {
                        Image(systemName: "bird.fill")
                            .font(.↓system(size: 12))
                    })
                }
            }

            struct SettingsRow<Icon: View>: View {
                let title: LocalizedStringKey
                @ViewBuilder let leadingIcon: () -> Icon
                var body: some View {
                    HStack { leadingIcon(); Text(title).font(.subheadline) }
                }
            }
            """),
            RuleExample("""
            struct ReactionsFan: View {
                let reactions: [String]
                let send: (String) -> Void

                var body: some View {
                    ForEach(Array(reactions.enumerated()), id: \\.offset) { index, reaction in
                        let point = offset(for: index)
                        Button {
                            send(reaction)
                        } label: {
                            Text(reaction)
                                .font(.↓system(size: 32))
                                .padding()
                        }
                        .clipShape(Circle())
                        .offset(x: point.x, y: point.y)
                    }
                }

                private func offset(for index: Int) -> CGPoint {
                    let angle = Double(index) * .pi / 6
                    return CGPoint(x: -130 * cos(angle), y: -130 * sin(angle))
                }
            }
            """),
            RuleExample("""
            struct BottomMenuHeader: View {
                let title: String
                let close: () -> Void

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.headline)
                        Spacer()
                        Button(action: close) {
                            Image(systemName: "xmark.circle.fill")
                                .font(.↓system(size: 24))
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PlayerScoreRow: View {
                let name: String
                let score: Int
                let won: Bool

                var body: some View {
                    HStack {
                        Text(name)
                            .adaptiveFont(.matterMedium, size: 16)
                        if won {
                            Image(systemName: "checkmark.circle.fill")
                                .font(.↓system(size: 18))
                        }
                        Spacer()
                        Text("\\(score)")
                            .adaptiveFont(.matterMedium, size: 16)
                    }
                }
            }
            """),
            RuleExample("""
            struct ReviewComposer: View {
                @Binding var rating: Int

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Your rating")
                            .font(.headline)
                        StarRow(rating: rating)
                            .font(.↓system(size: 24))
                            .foregroundStyle(.yellow)
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { value in rating = min(5, Int(value.location.x / 31) + 1) }
                            )
                    }
                }
            }
            """),
            RuleExample("""
            struct ComposeToolbar: View {
                let languageCode: String
                let pickLanguage: () -> Void

                var body: some View {
                    Menu {
                        Button("Other Language", action: pickLanguage)
                    } label: {
                        let font = Font.↓system(size: 11, weight: .semibold)
                        Text(languageCode)
                            .font(font)
                            .textCase(.uppercase)
                            .minimumScaleFactor(0.5)
                            .frame(width: 24, height: 24)
                    }
                    .frame(width: 48, height: 48)
                }
            }
            """),
            RuleExample(#"Text("Settings").font(.↓system(size: 17))"#),
            RuleExample(#"Text("Welcome back").font(.↓system(size: 28, weight: .bold))"#),
            RuleExample("""
            struct StatView: View {
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
            RuleExample(#"Text(product.headline).font(.↓custom("Avenir", size: 28)).foregroundStyle(.primary)"#),
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
                private let badgeFont = Font.↓system(size: 24)

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
                    content.font(.↓system(size: 30, weight: .black))
                }
            }
            """),
            RuleExample(#"Text("Condensed").font(.↓system(size: 17, weight: .bold, width: .condensed))"#),
            RuleExample("""
            struct FolderRow: View {
                let folder: Folder

                var body: some View {
                    Label {
                        Text(folder.name).font(.↓system(size: 15))
                    } icon: {
                        Image(systemName: "folder")
                    }
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleExample("""
            struct WorkoutSummaryRow: View {
                let workout: Workout

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(workout.title)
                        Text(workout.duration, format: .units()).font(.↓system(size: 12))
                    }
                }
            }
            """, options: RuleOptions(platforms: ["watchOS"])),
            RuleExample("""
            struct UnreadBadge: View {
                let count: Int

                var body: some View {
                    Text(count, format: .number)
                        .font(.↓system(size: 11, weight: .bold))
                        .foregroundStyle(.white)
                        .frame(width: 20, height: 20)
                        .background(Circle().fill(.red))
                }
            }
            """),
            RuleExample("""
            struct QuoteView: View {
                private let quoteFontName = "Georgia-Italic"
                let quote: String

                var body: some View {
                    Text(quote).font(.↓custom(quoteFontName, size: 28))
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A custom font of a title3's 20 pt already grows with Dynamic Type, like body (62 pt at AX5, where
            // title3 reaches 55): `relativeTo:` would tune its curve, not fix a barrier.
            RuleExample("""
            struct CardSetInfo: View {
                let card: Card

                var body: some View {
                    LabeledContent {
                        Text(card.setSymbol)
                            .font(Font.custom("Keyrune", size: 20))
                    } label: {
                        Text("Set Symbol")
                    }
                }
            }
            """),
            // A page indicator's dots: plain shapes drawn as symbols, geometry rather than a glyph to read.
            RuleExample("""
            struct PageDots: View {
                let count: Int
                let current: Int

                var body: some View {
                    HStack(spacing: 6) {
                        ForEach(0..<count, id: \\.self) { index in
                            Image(systemName: index == current ? "circle.fill" : "circle")
                                .font(.system(size: 10))
                        }
                    }
                }
            }
            """),
            // A toolbar the author keeps at the default size or below: its text does not grow, whatever its font.
            RuleExample("""
            struct ComposeToolbar: View {
                let remaining: Int

                var body: some View {
                    HStack {
                        Text("\\(remaining)")
                            .font(.system(size: 15))
                    }
                    // Keep compose toolbar dimensions stable.
                    .dynamicTypeSize(.xSmall ... .large)
                }
            }
            """),
            // An icon font drawn as attributed text takes the size its string carries, not the modifier's.
            RuleExample("""
            struct LinkRow: View {
                let link: String

                var body: some View {
                    HStack(spacing: 0) {
                        Text(link)
                            .font(.body)
                        AttributedText(Lucide.Icon.squareArrowUpRight.attributedString(size: 20))
                            .font(.system(size: 20))
                    }
                }
            }
            """),
            // A menu's items are drawn by the system, which ignores their fonts.
            RuleExample("""
            struct PeriodMenu: View {
                @Binding var period: Period

                var body: some View {
                    Menu {
                        ForEach(Period.allCases) { option in
                            Button { period = option } label: {
                                Label(option.title, systemImage: option.symbol).font(.system(size: 15))
                            }
                        }
                    } label: {
                        Text(period.title).font(.headline)
                    }
                }
            }
            """),
            RuleExample("""
            struct TransportControls: View {
                @ObservedObject var player: PlayerModel

                var body: some View {
                    HStack(spacing: 40) {
                        Button { player.jumpBackward() } label: {
                            Image(systemName: "gobackward.15")
                        }
                        .font(.system(size: 32, weight: .regular))
                        Button { player.togglePlayback() } label: {
                            Image(systemName: player.isPlaying ? "pause.fill" : "play.fill")
                        }
                        .font(.system(size: 44, weight: .bold))
                    }
                }
            }
            """),
            RuleExample(#"Text("Settings").font(.body)"#),
            RuleExample(#"Text("Total").font(.system(.title, design: .rounded).weight(.bold))"#),
            RuleExample(#"Text("Price").font(.custom("Avenir", size: 15, relativeTo: .subheadline))"#),
            RuleExample(#"Text("Body copy").font(.custom("Avenir", size: 17))"#),
            RuleExample(#"Text(match.lineText).font(.custom("Menlo Regular", size: 14))"#),
            // Text nobody sees: kept to name an icon button, or to carry a keyboard shortcut.
            RuleExample(#"Text(item.title).font(.system(size: 1)).foregroundColor(.clear)"#),
            RuleExample("""
            struct CommitBar: View {
                let commit: () -> Void
                var body: some View {
                    Button(action: commit) { Text("Commit").font(.system(size: 12)) }
                        .keyboardShortcut(.return, modifiers: .command)
                        .hidden()
                }
            }
            """),
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
            RuleExample("""
            struct ChannelGuideRow: View {
                let program: Program

                var body: some View {
                    HStack {
                        Text(program.startTime, style: .time).font(.system(size: 24))
                        Text(program.title).font(.system(size: 29, weight: .medium))
                    }
                }
            }
            """, options: RuleOptions(platforms: ["tvOS"])),
            RuleExample("""
            struct EditorToolbar: View {
                var body: some View {
                    HStack {
                        #if os(macOS)
                        shortcutHint
                        #endif
                        Button("Publish") {}
                    }
                }

                private var shortcutHint: some View {
                    Text("⌘↩").font(.system(size: 11, weight: .medium))
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleExample("""
            struct PaymentSuccessView: View {
                let amount: String

                var body: some View {
                    VStack(spacing: 24) {
                        Image(systemName: "checkmark.seal.fill")
                            .font(.system(size: 100))
                            .foregroundStyle(.green)
                        Text("Paid \\(amount)").font(.title2)
                        Text("🎉").font(.system(size: 64))
                    }
                }
            }
            """),
            RuleExample("""
            struct ComposerSendButton: View {
                let sendImage: UIImage
                let send: () -> Void
                let attach: () -> Void

                var body: some View {
                    HStack {
                        Button(action: attach, label: { attachIcon })
                            .font(.system(size: 32))
                        Button(action: send) {
                            Image(uiImage: sendImage)
                        }
                        .font(.system(size: 28))
                        Image("brand_mark")
                            .resizable()
                            .font(.system(size: 14))
                            .frame(width: 18, height: 18)
                    }
                }

                private var attachIcon: some View {
                    Image(uiImage: IconFont.paperclip.image(ofSize: CGSize(width: 28, height: 28)))
                }
            }
            """),
            RuleExample("""
            struct PlayPauseButton: View {
                @Binding var isPlaying: Bool

                var body: some View {
                    Button { isPlaying.toggle() } label: {
                        Group {
                            if isPlaying {
                                Label("Pause", systemImage: "pause.fill")
                            } else {
                                Label("Play", systemImage: "play.fill")
                            }
                        }
                        .font(.system(size: 44, weight: .bold))
                    }
                    .labelStyle(.iconOnly)
                }
            }
            """),
            RuleExample("""
            enum FontName: String {
                case brandRegular = "Brand-Regular"
                case brandMedium = "Brand-Medium"
            }

            struct PlanCard: View {
                let plan: Plan

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(plan.name).font(.custom(.brandMedium, size: 16))
                        Text(plan.price).font(.custom(.brandRegular, size: 13))
                    }
                }
            }
            """),
            // Display text above the largest text style (a 96 pt "HIGH" alarm), scaled like a large title, would
            // outgrow the screen: left alone, as the glyph beside it.
            RuleExample("""
            struct GlucoseView: View {
                let reading: Reading

                var body: some View {
                    HStack(alignment: .lastTextBaseline) {
                        Text(reading.isHigh ? "HIGH" : reading.value)
                            .font(.system(size: 96))
                        Image(systemName: reading.trendSymbol)
                            .font(.system(size: 52))
                    }
                }
            }
            """),
        ],
        corrections: [
            // A dashboard's captions sized by a constant stay as they are: the value between them is
            // reported, not scaled alone out of proportion with them.
            RuleCorrection("""
            struct WorkoutMetricView: View {
                let metric: Metric
                var body: some View {
                    VStack(alignment: .center) {
                        Text(metric.title).font(.system(size: captionFontSize))
                        Text(metric.value).font(.system(size: 24))
                            .lineLimit(1)
                            .minimumScaleFactor(0.75)
                        Text(metric.units).font(.system(size: captionFontSize))
                    }
                }
            }
            """, """
            struct WorkoutMetricView: View {
                let metric: Metric
                var body: some View {
                    VStack(alignment: .center) {
                        Text(metric.title).font(.system(size: captionFontSize))
                        Text(metric.value).font(.system(size: 24))
                            .lineLimit(1)
                            .minimumScaleFactor(0.75)
                        Text(metric.units).font(.system(size: captionFontSize))
                    }
                }
            }
            """),
            // The selected feeling and the others are one view drawn in two branches: where one size finds
            // no property of its own, neither scales (the selected one would outgrow the rest).
            RuleCorrection("""
            struct FeelingPicker: View {
                @ObservedObject var viewModel: GratitudeViewModel
                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 10) {
                        ForEach(0..<12) { i in
                            if i == viewModel.selectedIndex {
                                Text(viewModel.feelings[i])
                                    .font(.system(size: 30))
                                    .padding(3)
                                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                                    .onTapGesture { viewModel.selectedIndex = i }
                            } else {
                                Text(viewModel.feelings[i])
                                    .font(.system(size: 33))
                                    .padding(3)
                                    .onTapGesture { viewModel.selectedIndex = i }
                            }
                        }
                    }
                }
            }
            """, """
            struct FeelingPicker: View {
                @ObservedObject var viewModel: GratitudeViewModel
                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 10) {
                        ForEach(0..<12) { i in
                            if i == viewModel.selectedIndex {
                                Text(viewModel.feelings[i])
                                    .font(.system(size: 30))
                                    .padding(3)
                                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                                    .onTapGesture { viewModel.selectedIndex = i }
                            } else {
                                Text(viewModel.feelings[i])
                                    .font(.system(size: 33))
                                    .padding(3)
                                    .onTapGesture { viewModel.selectedIndex = i }
                            }
                        }
                    }
                }
            }
            """),
            // A welcome set larger than any text style stays as it is; the line under it, scaled alone,
            // would grow past it: reported for a person to scale the two together.
            RuleCorrection("""
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 20) {
                        Text("Welcome to Stride")
                            .font(.system(size: 38, weight: .medium))
                        Text("Set a goal and keep it")
                            .font(.system(size: 25, weight: .medium))
                            .multilineTextAlignment(.center)
                    }
                    .foregroundStyle(.white)
                }
            }
            """, """
            struct WelcomeView: View {
                var body: some View {
                    VStack(spacing: 20) {
                        Text("Welcome to Stride")
                            .font(.system(size: 38, weight: .medium))
                        Text("Set a goal and keep it")
                            .font(.system(size: 25, weight: .medium))
                            .multilineTextAlignment(.center)
                    }
                    .foregroundStyle(.white)
                }
            }
            """),
            // The caller's label is boxed in a 28 pt square: grown, it is clipped. Reported.
            RuleCorrection("""
            struct OptionButton: View {
                let label: AnyView
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        label
                            .font(.system(size: 14))
                            .frame(width: 28, height: 28)
                    }
                }
            }
            """, """
            struct OptionButton: View {
                let label: AnyView
                let action: () -> Void
                var body: some View {
                    Button(action: action) {
                        label
                            .font(.system(size: 14))
                            .frame(width: 28, height: 28)
                    }
                }
            }
            """),
            // A bar button 32 pt tall, give or take the caller's adjustment: still a fixed height. Reported.
            RuleCorrection("""
            struct BarButton: View {
                var title: String
                var heightModifier: CGFloat? = 0
                var body: some View {
                    ZStack {
                        Text(title).font(.system(size: 13)).padding(.horizontal, 11)
                    }
                    .frame(height: 32 + (heightModifier ?? 0))
                }
            }
            """, """
            struct BarButton: View {
                var title: String
                var heightModifier: CGFloat? = 0
                var body: some View {
                    ZStack {
                        Text(title).font(.system(size: 13)).padding(.horizontal, 11)
                    }
                    .frame(height: 32 + (heightModifier ?? 0))
                }
            }
            """),
            // A back chevron's button right beside the screen's title button: the glyph goes with that title.
            RuleCorrection("""
            struct CollectionsHeader: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack(spacing: 8) {
                        Button(action: { dismiss() }) {
                            Image(systemName: "chevron.left")
                                .font(.system(size: 20))
                        }
                        Button(action: { dismiss() }) {
                            Text("Collections")
                                .font(.title3)
                        }
                        Spacer()
                    }
                }
            }
            """, """
            struct CollectionsHeader: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    HStack(spacing: 8) {
                        Button(action: { dismiss() }) {
                            Image(systemName: "chevron.left")
                                .font(.title3)
                        }
                        Button(action: { dismiss() }) {
                            Text("Collections")
                                .font(.title3)
                        }
                        Spacer()
                    }
                }
            }
            """),
            // A custom title in the navigation bar: the bar keeps its height, so the text is reported.
            // A keypad's keys are reported, never rewritten: the pad would outgrow the screen.
            RuleCorrection("""
            struct PinPad: View {
                let keyPressed: (String) -> Void

                var body: some View {
                    HStack(spacing: 20) {
                        ForEach(["1", "2", "3"], id: \\.self) { key in
                            Button { keyPressed(key) } label: {
                                Text(verbatim: key).font(.system(size: 34, weight: .medium))
                            }
                        }
                    }
                }
            }
            """, """
            struct PinPad: View {
                let keyPressed: (String) -> Void

                var body: some View {
                    HStack(spacing: 20) {
                        ForEach(["1", "2", "3"], id: \\.self) { key in
                            Button { keyPressed(key) } label: {
                                Text(verbatim: key).font(.system(size: 34, weight: .medium))
                            }
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct HomeFeedView: View {
                let title: String

                var body: some View {
                    List { Text("Feed") }
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { toolbarItems }
                }

                var toolbarItems: some ToolbarContent {
                    ToolbarItemGroup(placement: .topBarLeading) {
                        Text(title)
                            .font(.system(size: 24, weight: .semibold))
                    }
                }
            }
            """, """
            struct HomeFeedView: View {
                let title: String

                var body: some View {
                    List { Text("Feed") }
                        .navigationBarTitleDisplayMode(.inline)
                        .toolbar { toolbarItems }
                }

                var toolbarItems: some ToolbarContent {
                    ToolbarItemGroup(placement: .topBarLeading) {
                        Text(title)
                            .font(.system(size: 24, weight: .semibold))
                    }
                }
            }
            """),
            // Only text inherits a font: the avatar's fixed frame bounds none.
            RuleCorrection("""
            struct AuthorRow: View {
                let author: Author
                var body: some View {
                    HStack {
                        AsyncImage(url: author.avatarURL).frame(width: 40, height: 40)
                        Text(author.name)
                    }
                    .font(.system(size: 17))
                }
            }
            """, """
            struct AuthorRow: View {
                let author: Author
                var body: some View {
                    HStack {
                        AsyncImage(url: author.avatarURL).frame(width: 40, height: 40)
                        Text(author.name)
                    }
                    .font(.body)
                }
            }
            """),
            // A Live Activity's Lock Screen view has a fixed height: reported for a person to make room or cap it.
            RuleCorrection("""
            struct DeliveryLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        Text(context.state.status)
                            .font(.system(size: 15))
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(context.state.eta) } } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            """, """
            struct DeliveryLiveActivity: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: DeliveryAttributes.self) { context in
                        Text(context.state.status)
                            .font(.system(size: 15))
                    } dynamicIsland: { context in
                        DynamicIsland { DynamicIslandExpandedRegion(.center) { Text(context.state.eta) } } compactLeading: { EmptyView() } compactTrailing: { EmptyView() } minimal: { EmptyView() }
                    }
                }
            }
            """),
            // A sheet whose detents all stop short of the full height cannot grow with its text: reported, for a person to make room.
            RuleCorrection("""
            struct TipJarSheet: View {
                let onTip: (Tip) -> Void

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Enjoying the app?")
                            .font(.system(size: 17, weight: .semibold))
                        Text("A tip keeps it independent.")
                            .font(.system(size: 15))
                        HStack {
                            ForEach(Tip.allCases) { tip in
                                Button(tip.price) { onTip(tip) }
                            }
                        }
                    }
                    .padding()
                    .presentationDetents([.height(220)])
                }
            }
            """, """
            struct TipJarSheet: View {
                let onTip: (Tip) -> Void

                var body: some View {
                    VStack(spacing: 12) {
                        Text("Enjoying the app?")
                            .font(.system(size: 17, weight: .semibold))
                        Text("A tip keeps it independent.")
                            .font(.system(size: 15))
                        HStack {
                            ForEach(Tip.allCases) { tip in
                                Button(tip.price) { onTip(tip) }
                            }
                        }
                    }
                    .padding()
                    .presentationDetents([.height(220)])
                }
            }
            """),
            // A sheet the person can pull to the full height lets its text grow: fixed.
            RuleCorrection("""
            struct FilterSheet: View {
                @Binding var onlyUnread: Bool

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Filters")
                            .font(.system(size: 17, weight: .semibold))
                        Toggle("Only unread", isOn: $onlyUnread)
                    }
                    .padding()
                    .presentationDetents([.medium, .large])
                }
            }
            """, """
            struct FilterSheet: View {
                @Binding var onlyUnread: Bool

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Filters")
                            .font(.body.weight(.semibold))
                        Toggle("Only unread", isOn: $onlyUnread)
                    }
                    .padding()
                    .presentationDetents([.medium, .large])
                }
            }
            """),
            // Cents raised as a superscript by a fixed offset measured for 11 pt: reported, the offset must scale with them.
            RuleCorrection("""
            struct PriceTag: View {
                let dollars: Int
                let cents: Int

                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 1) {
                        Text("$\\(dollars)")
                            .font(.title2.bold())
                        Text(String(format: "%02d", cents))
                            .font(.system(size: 11, weight: .semibold))
                            .baselineOffset(8)
                    }
                }
            }
            """, """
            struct PriceTag: View {
                let dollars: Int
                let cents: Int

                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 1) {
                        Text("$\\(dollars)")
                            .font(.title2.bold())
                        Text(String(format: "%02d", cents))
                            .font(.system(size: 11, weight: .semibold))
                            .baselineOffset(8)
                    }
                }
            }
            """),
            // A date block 46 pt wide holds two digits at this size; larger, they wrap: reported.
            RuleCorrection("""
            struct TicketStub: View {
                let weekday: String
                let day: String

                var body: some View {
                    HStack(spacing: 14) {
                        VStack(spacing: 1) {
                            Text(weekday)
                                .font(.caption2)
                            Text(day)
                                .font(.system(size: 26, weight: .heavy))
                        }
                        .frame(width: 46)
                        Text("Live at the Cradle")
                    }
                }
            }
            """, """
            struct TicketStub: View {
                let weekday: String
                let day: String

                var body: some View {
                    HStack(spacing: 14) {
                        VStack(spacing: 1) {
                            Text(weekday)
                                .font(.caption2)
                            Text(day)
                                .font(.system(size: 26, weight: .heavy))
                        }
                        .frame(width: 46)
                        Text("Live at the Cradle")
                    }
                }
            }
            """),
            // A number drawn on a fixed 28 pt disc is laid out for the disc: grown, it spills over its edge; reported.
            RuleCorrection("""
            struct StepBadge: View {
                let step: Int
                let title: String

                var body: some View {
                    HStack(spacing: 12) {
                        Text("\\(step)")
                            .font(.system(size: 15, weight: .bold))
                            .foregroundStyle(.white)
                            .background {
                                Circle()
                                    .fill(Color.accentColor)
                                    .frame(width: 28, height: 28)
                            }
                        Text(title)
                    }
                }
            }
            """, """
            struct StepBadge: View {
                let step: Int
                let title: String

                var body: some View {
                    HStack(spacing: 12) {
                        Text("\\(step)")
                            .font(.system(size: 15, weight: .bold))
                            .foregroundStyle(.white)
                            .background {
                                Circle()
                                    .fill(Color.accentColor)
                                    .frame(width: 28, height: 28)
                            }
                        Text(title)
                    }
                }
            }
            """),
            // Buttons the code places on a fixed-radius arc keep their size: larger ones would overlap.
            RuleCorrection("""
            struct ReactionsFan: View {
                let reactions: [String]
                let send: (String) -> Void

                var body: some View {
                    ForEach(Array(reactions.enumerated()), id: \\.offset) { index, reaction in
                        let point = offset(for: index)
                        Button {
                            send(reaction)
                        } label: {
                            Text(reaction)
                                .font(.system(size: 32))
                                .padding()
                        }
                        .clipShape(Circle())
                        .offset(x: point.x, y: point.y)
                    }
                }

                private func offset(for index: Int) -> CGPoint {
                    let angle = Double(index) * .pi / 6
                    return CGPoint(x: -130 * cos(angle), y: -130 * sin(angle))
                }
            }
            """, """
            struct ReactionsFan: View {
                let reactions: [String]
                let send: (String) -> Void

                var body: some View {
                    ForEach(Array(reactions.enumerated()), id: \\.offset) { index, reaction in
                        let point = offset(for: index)
                        Button {
                            send(reaction)
                        } label: {
                            Text(reaction)
                                .font(.system(size: 32))
                                .padding()
                        }
                        .clipShape(Circle())
                        .offset(x: point.x, y: point.y)
                    }
                }

                private func offset(for index: Int) -> CGPoint {
                    let angle = Double(index) * .pi / 6
                    return CGPoint(x: -130 * cos(angle), y: -130 * sin(angle))
                }
            }
            """),
            // A symbol alone in its button keeps its size: it belongs to the bar around it.
            RuleCorrection("""
            struct BottomMenuHeader: View {
                let title: String
                let close: () -> Void

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.headline)
                        Spacer()
                        Button(action: close) {
                            Image(systemName: "xmark.circle.fill")
                                .font(.system(size: 24))
                        }
                    }
                }
            }
            """, """
            struct BottomMenuHeader: View {
                let title: String
                let close: () -> Void

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.headline)
                        Spacer()
                        Button(action: close) {
                            Image(systemName: "xmark.circle.fill")
                                .font(.system(size: 24))
                        }
                    }
                }
            }
            """),
            // Beside text the project sizes with its own font modifier, a scaled mark would outgrow the name it marks.
            RuleCorrection("""
            struct PlayerScoreRow: View {
                let name: String
                let score: Int
                let won: Bool

                var body: some View {
                    HStack {
                        Text(name)
                            .adaptiveFont(.matterMedium, size: 16)
                        if won {
                            Image(systemName: "checkmark.circle.fill")
                                .font(.system(size: 18))
                        }
                        Spacer()
                        Text("\\(score)")
                            .adaptiveFont(.matterMedium, size: 16)
                    }
                }
            }
            """, """
            struct PlayerScoreRow: View {
                let name: String
                let score: Int
                let won: Bool

                var body: some View {
                    HStack {
                        Text(name)
                            .adaptiveFont(.matterMedium, size: 16)
                        if won {
                            Image(systemName: "checkmark.circle.fill")
                                .font(.system(size: 18))
                        }
                        Spacer()
                        Text("\\(score)")
                            .adaptiveFont(.matterMedium, size: 16)
                    }
                }
            }
            """),
            // Stars sized by the font and a drag that maps positions to a rating: reported, not scaled.
            RuleCorrection("""
            struct ReviewComposer: View {
                @Binding var rating: Int

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Your rating")
                            .font(.headline)
                        StarRow(rating: rating)
                            .font(.system(size: 24))
                            .foregroundStyle(.yellow)
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { value in rating = min(5, Int(value.location.x / 31) + 1) }
                            )
                    }
                }
            }
            """, """
            struct ReviewComposer: View {
                @Binding var rating: Int

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Your rating")
                            .font(.headline)
                        StarRow(rating: rating)
                            .font(.system(size: 24))
                            .foregroundStyle(.yellow)
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { value in rating = min(5, Int(value.location.x / 31) + 1) }
                            )
                    }
                }
            }
            """),
            // A font kept in a local constant styles the badge in its fixed 24 × 24 frame: reported, not scaled.
            RuleCorrection("""
            struct ComposeToolbar: View {
                let languageCode: String
                let pickLanguage: () -> Void

                var body: some View {
                    Menu {
                        Button("Other Language", action: pickLanguage)
                    } label: {
                        let font = Font.system(size: 11, weight: .semibold)
                        Text(languageCode)
                            .font(font)
                            .textCase(.uppercase)
                            .minimumScaleFactor(0.5)
                            .frame(width: 24, height: 24)
                    }
                    .frame(width: 48, height: 48)
                }
            }
            """, """
            struct ComposeToolbar: View {
                let languageCode: String
                let pickLanguage: () -> Void

                var body: some View {
                    Menu {
                        Button("Other Language", action: pickLanguage)
                    } label: {
                        let font = Font.system(size: 11, weight: .semibold)
                        Text(languageCode)
                            .font(font)
                            .textCase(.uppercase)
                            .minimumScaleFactor(0.5)
                            .frame(width: 24, height: 24)
                    }
                    .frame(width: 48, height: 48)
                }
            }
            """),
            RuleCorrection(#"Text(post.timestamp).font(.system(size: 12))"#, #"Text(post.timestamp).font(.caption)"#,
                           options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection(#"Text("Settings").font(.system(size: 17))"#, #"Text("Settings").font(.body)"#),
            RuleCorrection(#"Text("Cache").font(.system(size: 17, weight: .semibold))"#, #"Text("Cache").font(.body.weight(.semibold))"#),
            RuleCorrection(#"Text(value, format: .number).font(.system(size: 34, weight: .bold, design: .rounded))"#,
                           #"Text(value, format: .number).font(.system(.largeTitle, design: .rounded).weight(.bold))"#),
            RuleCorrection(#"Text("Regular").font(.system(size: 16, weight: .regular, design: .default))"#, #"Text("Regular").font(.callout)"#),
            RuleCorrection(#"Text(product.headline).font(.custom("Avenir", size: 28))"#,
                           #"Text(product.headline).font(.custom("Avenir", size: 28, relativeTo: .title))"#),
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
            // 14 and 18 pt are no text style's size: they keep it, scaling like the nearest style.
            RuleCorrection("""
            struct CoffeeOrderRow: View {
                let order: CoffeeOrder

                var body: some View {
                    HStack {
                        Image(systemName: "cup.and.saucer")
                            .font(.system(size: 14, weight: .bold))
                        Text(order.drinkName)
                            .font(.system(size: 18, weight: .medium))
                    }
                }
            }
            """, """
            struct CoffeeOrderRow: View {
                let order: CoffeeOrder
                @ScaledMetric(relativeTo: .subheadline) private var cupFontSize: CGFloat = 14
                @ScaledMetric(relativeTo: .body) private var drinkNameFontSize: CGFloat = 18

                var body: some View {
                    HStack {
                        Image(systemName: "cup.and.saucer")
                            .font(.system(size: cupFontSize, weight: .bold))
                        Text(order.drinkName)
                            .font(.system(size: drinkNameFontSize, weight: .medium))
                    }
                }
            }
            """),
            RuleCorrection("""
            struct Banner: View {
                @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 12
                let title: String

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.system(size: 30, weight: .black, design: .rounded))
                            .padding(padding)
                        badge
                    }
                }

                private var badge: some View {
                    Text("NEW").font(.system(size: 9))
                }
            }
            """, """
            struct Banner: View {
                @ScaledMetric(relativeTo: .body) private var padding: CGFloat = 12
                @ScaledMetric(relativeTo: .title) private var titleFontSize: CGFloat = 30
                @ScaledMetric(relativeTo: .caption2) private var badgeFontSize: CGFloat = 9
                let title: String

                var body: some View {
                    HStack {
                        Text(title)
                            .font(.system(size: titleFontSize, weight: .black, design: .rounded))
                            .padding(padding)
                        badge
                    }
                }

                private var badge: some View {
                    Text("NEW").font(.system(size: badgeFontSize))
                }
            }
            """),
            // Shared with the Mac, where .subheadline is 11 pt and .body 13 pt: the sizes stay exact.
            RuleCorrection("""
            struct MailboxRow: View {
                let mailbox: Mailbox

                var body: some View {
                    HStack {
                        Text(mailbox.name)
                            .font(.system(size: 17))
                        Spacer()
                        Text(mailbox.unreadCount, format: .number)
                            .font(.system(size: 15, weight: .semibold))
                    }
                }
            }
            """, """
            struct MailboxRow: View {
                let mailbox: Mailbox
                @ScaledMetric(relativeTo: .body) private var nameFontSize: CGFloat = 17
                @ScaledMetric(relativeTo: .subheadline) private var unreadCountFontSize: CGFloat = 15

                var body: some View {
                    HStack {
                        Text(mailbox.name)
                            .font(.system(size: nameFontSize))
                        Spacer()
                        Text(mailbox.unreadCount, format: .number)
                            .font(.system(size: unreadCountFontSize, weight: .semibold))
                    }
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            // On a watch .caption is 15–16 pt: the 12 pt status line keeps its size.
            RuleCorrection("""
            struct SyncStatusView: View {
                let status: String

                var body: some View {
                    VStack {
                        ProgressView()
                        Text(status)
                            .font(.system(size: 12))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """, """
            struct SyncStatusView: View {
                let status: String
                @ScaledMetric(relativeTo: .caption) private var statusFontSize: CGFloat = 12

                var body: some View {
                    VStack {
                        ProgressView()
                        Text(status)
                            .font(.system(size: statusFontSize))
                            .foregroundStyle(.secondary)
                    }
                }
            }
            """, options: RuleOptions(platforms: ["watchOS"])),
            // An `#if os(iOS)` region of a file shared with the Mac is iOS code: there a style keeps the size.
            RuleCorrection("""
            struct ComposeToolbar: View {
                @Binding var draft: String

                var body: some View {
                    HStack {
                        #if os(iOS)
                        Text(draft.count, format: .number)
                            .font(.system(size: 13))
                        #else
                        Text(draft.count, format: .number)
                            .font(.system(size: 13))
                        #endif
                    }
                }
            }
            """, """
            struct ComposeToolbar: View {
                @Binding var draft: String

                var body: some View {
                    HStack {
                        #if os(iOS)
                        Text(draft.count, format: .number)
                            .font(.footnote)
                        #else
                        Text(draft.count, format: .number)
                            .font(.system(size: 13))
                        #endif
                    }
                }
            }
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
            RuleCorrection("""
            struct QuoteView: View {
                private let quoteFontName = "Georgia-Italic"
                let quote: String

                var body: some View {
                    Text(quote).font(.custom(quoteFontName, size: 28))
                }
            }
            """, """
            struct QuoteView: View {
                private let quoteFontName = "Georgia-Italic"
                let quote: String

                var body: some View {
                    Text(quote).font(.custom(quoteFontName, size: 28, relativeTo: .title))
                }
            }
            """),
        ]
    )

    /// A `.system(size: N)` call that keeps its exact size as a `@ScaledMetric` property, waiting for
    /// its View's property names.
    private struct ScaledSize {
        var link: LinkNode
        var request: ScaledMetricRequest
        var host: TypeDeclNode
        var message: String
    }

    /// The title style's size: a control's glyph this large is a transport or hero control.
    static let largeControlGlyphSize = 28.0

    /// Symbols that draw a plain shape, filled or not: dots, squares, capsules.
    static let plainShapeSymbols: Set<String> = ["circle", "circlebadge", "square", "rectangle", "capsule", "oval", "diamond", "triangle", "seal", "app"]

    /// Whether every symbol the image may show is a plain shape (`isCurrent ? "circle.fill" : "circle"`).
    static func drawsPlainShape(_ image: ChainNode, in context: RuleContext) -> Bool {
        let names: [String]
        switch context.symbolNames(of: image) {
        case let .single(name)?: names = [name]
        case let .conditional(_, whenTrue, whenFalse)?: names = [whenTrue, whenFalse]
        case nil: return false
        }
        return names.allSatisfy { name in
            let parts = name.split(separator: ".")
            return parts.first.map { plainShapeSymbols.contains(String($0)) } == true && parts.dropFirst().allSatisfy { ["fill", "inset"].contains($0) }
        }
    }

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var scaledSizes: [ScaledSize] = []
        var glyphOffsets = Set<Int>()
        let drawsWidget = context.drawsWidgetContent
        for chain in context.chains {
            for (index, link) in chain.links.enumerated() where link.hasCall {
                let isFactory = context.isFontFactory(chain, at: index)
                guard isFactory || context.callsFixedSizeFontHelper(chain, at: index) else { continue }
                let platforms = context.platforms(at: link)
                guard platforms.hasDynamicType else { continue }
                let styled = context.styledView(of: link)
                if let styled, ignoresFont(styled, context: context) || isUnseen(styled, context: context) { continue }
                // A menu's items are drawn by the system, which ignores their fonts and scales them itself.
                if let styled, context.isInMenuItems(styled) { continue }
                // Text the author froze at the default size or below (`.dynamicTypeSize(.xSmall ... .large)` on a
                // toolbar kept stable) does not grow whatever its font: that limit is `dynamic-type-clamp`'s question.
                if let styled, let cap = context.dynamicTypeCap(around: styled), cap <= .large { continue }
                let roomProblem = { self.roomProblem(for: styled, font: link, drawsWidget: drawsWidget, context: context) }
                if link.name == "custom" {
                    if let finding = customFontFinding(link, roomProblem: roomProblem, context: context) { findings.append(finding) }
                    continue
                }
                // A 1 or 2 pt font draws nothing anyone reads: a title kept for a control's name or a keyboard shortcut.
                guard let first = link.arguments.first, first.label == "size" || !isFactory,
                      let size = context.numericLiteral(first.value), size.value > 2 else { continue }
                let glyph = styled.map(context.drawsOnlyGlyphs) ?? false
                // A symbol is no text: Larger Text asks for text that grows, so its findings block no claim.
                if glyph { glyphOffsets.insert(context.tree.tokens[link.nameToken ?? link.firstToken].start) }
                // Larger than any text style: a glyph is an illustration sized for the screen, and text a
                // display value (a 96 pt "HIGH" alarm, a clock face) already as large as body text at the
                // largest sizes, which scaled like a large title would outgrow the screen; in a widget, from
                // the large title's size on. A text field keeps one line and scrolls: it scales.
                let unscaled = "fixed font size \(size.text) does not scale with Dynamic Type"
                let isField = ["TextField", "SecureField"].contains(styled?.elementLink?.name ?? "")
                if size.value > TextStyle.largestSize && !isField || drawsWidget && size.value >= TextStyle.largestSize { continue }
                if isField, size.value > TextStyle.largestSize {
                    findings.append(finding(unscaled + "; the field is drawn larger than the largest text style (\(Int(TextStyle.largestSize)) pt): scale it with a cap a person chooses (@ScaledMetric(relativeTo: .largeTitle) and .dynamicTypeSize(...)), so that it stays on screen", at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    continue
                }
                // A widget's text that shrinks to fit its slot (`.minimumScaleFactor`) has a size that is a ceiling.
                if drawsWidget, styled?.modifier(named: "minimumScaleFactor") != nil { continue }
                // A control drawn as a large glyph (a player's 32 pt skip and play buttons) keeps its
                // size, as the system's own players do: the Large Content Viewer shows it enlarged.
                if glyph, size.value >= DynamicTypeFontRule.largeControlGlyphSize, let styled,
                   RuleContext.labelledControls.contains(styled.elementLink?.name ?? "") || context.isInsideElement(styled, named: RuleContext.labelledControls) { continue }
                // A title beside it set larger than any text style keeps its size: scaled alone, this text
                // would outgrow it (a 25 pt line under a 35 pt welcome grows past it at the larger sizes).
                if !glyph, let styled, let kept = siblingKeptFixed(of: styled, context: context) {
                    let why = kept.isDisplay
                        ? "the text beside it is set at \(kept.size) pt, larger than any text style, and keeps its size: scaled alone this one would grow past it, so scale the two together (the larger with @ScaledMetric(relativeTo: .largeTitle)) or neither"
                        : "the text beside it keeps a fixed size a11yfix does not change (`\(kept.size)`): scaled alone this one would throw the two out of proportion, so scale them together (that size too) or neither"
                    findings.append(finding(unscaled + "; " + why, at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    continue
                }
                if let roomProblem = roomProblem() {
                    // A glyph on fixed geometry (a map pin, a badge's symbol) is a picture, not text to read.
                    if !glyph {
                        findings.append(finding(unscaled + "; \(roomProblem), where larger text would not fit: make room for it (or cap it with .dynamicTypeSize) before it scales", at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    }
                    continue
                }
                // A glyph keeps in step with the text it accompanies; alone (a close button, a badge
                // on an icon, a status dot in a caller's column) its size belongs to the geometry around it.
                if glyph, let styled, let row = context.appViewReceiving(styled) {
                    findings.append(finding(unscaled + "; the symbol is handed to `\(row)`, which lays it out: scale it with the text it shows there (a text style of its size), or with the layout around it", at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    continue
                }
                if glyph, let styled, !context.sitsWithText(styled) {
                    // A plain shape drawn as a symbol with no text beside it (a page indicator's
                    // `circle.fill` dots) is geometry, not a glyph anyone reads; beside a choice's text
                    // (a radio circle) it grows with the text.
                    if DynamicTypeFontRule.drawsPlainShape(styled, in: context) { continue }
                    findings.append(finding(unscaled + "; the symbol sits with no text that follows Dynamic Type, so its size belongs to the layout around it: scale it with that layout (or show it enlarged with .accessibilityShowsLargeContentViewer())", at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    continue
                }
                guard isFactory else {
                    // The app's helper decides the font; only it can make it scale.
                    findings.append(finding(unscaled + "; `\(link.name)(_:)` builds a font of that fixed size: make the app's font helper scale it (a text style, `Font.custom(_:size:relativeTo:)`, or a size scaled by `UIFontMetrics`)", at: context.tree.tokens[link.nameToken ?? link.firstToken].start))
                    continue
                }
                switch systemFontOutcome(link, size: size, styled: styled, platforms: platforms, context: context) {
                case .finding(let finding): findings.append(finding)
                case .scaled(let scaled): scaledSizes.append(scaled)
                }
            }
        }
        findings += scaledSizeFindings(scaledSizes, context: context)
        for index in findings.indices where glyphOffsets.contains(findings[index].offset) { findings[index].blocksNutritionLabels = false }
        return findings.sorted { $0.offset < $1.offset }
    }

    /// The size of a `Text` beside `styled` in its stack whose fixed font this rule leaves as it is: one
    /// larger than any text style (`Text("Welcome to FITZ").font(.system(size: 35))`, a display title),
    /// or one sized by a name (`.system(size: MINOR_FONT_SIZE)`, a watch dashboard's captions).
    private func siblingKeptFixed(of styled: ChainNode, context: RuleContext) -> (size: String, isDisplay: Bool)? {
        guard let closure = styled.firstAncestor(ofType: ClosureNode.self) else { return nil }
        for sibling in context.contentChains(of: closure) where sibling !== styled && sibling.elementLink?.name == "Text" {
            guard let font = sibling.modifier(named: "font")?.arguments.first?.value?.singleChain?.links.last, font.name == "system",
                  let size = font.argument("size")?.value else { continue }
            if let literal = context.numericLiteral(size) {
                if literal.value > TextStyle.largestSize { return (literal.text, true) }
            } else if let name = size.singleChain, name.links.count == 1, name.links[0].kind == .name, !name.links[0].hasCall {
                // A `@ScaledMetric` size scales already.
                let view = context.enclosingType(of: sibling)?.name
                let scaled = context.typeDeclarations.filter { $0.name == view }.flatMap(\.properties)
                    .contains { $0.name == name.links[0].name && $0.attributes.contains { $0.text.hasPrefix("@ScaledMetric") } }
                if !scaled { return (name.links[0].name, false) }
            }
        }
        return nil
    }

    private enum SystemFontOutcome {
        case finding(Finding)
        case scaled(ScaledSize)
    }

    /// What a `.system(size: N)` call with room to grow becomes: a text style (config `fontStrategy`
    /// automatic: the style of exactly that size on code whose platforms all have iOS's style sizes;
    /// textStyles: the nearest style), else a `@ScaledMetric` size of its View, else a finding
    /// without a fix that says why.
    private func systemFontOutcome(_ link: LinkNode, size: NumericLiteral, styled: ChainNode?, platforms: CodePlatforms,
                                   context: RuleContext) -> SystemFontOutcome {
        let offset = context.tree.tokens[link.nameToken ?? link.firstToken].start
        let unscaled = "fixed font size \(size.text) does not scale with Dynamic Type"
        let labels = link.arguments.map { $0.label ?? "_" }
        guard Set(labels).isSubset(of: ["size", "weight", "design"]), Set(labels).count == labels.count else {
            return .finding(finding(unscaled + "; use a text style", at: offset))
        }
        let styles = context.hasSwiftUI2APIs ? TextStyle.sizeStyles : TextStyle.firstGenerationSizeStyles
        let exactStyle = TextStyle.matching(size: size.value, among: styles)
        switch context.options.fontStrategy {
        case .automatic where platforms.haveIOSTextStyleSizes:
            if let exactStyle { return .finding(textStyleFinding(link, size: size, style: exactStyle, context: context)) }
        case .textStyles:
            return .finding(textStyleFinding(link, size: size, style: TextStyle.nearest(to: size.value, among: styles), context: context))
        default:
            break
        }
        let style = exactStyle ?? TextStyle.nearest(to: size.value)
        let whyNotAStyle = context.options.fontStrategy == .scaledMetric ? "the project keeps exact sizes (fontStrategy scaledMetric)"
            : exactStyle.flatMap(platforms.textStyleDifference).map { ".\(style.rawValue) would change its size (\($0))" }
            ?? "no text style has that size"
        guard let host = context.scaledMetricHost(for: link), context.hasSwiftUI2APIs else {
            let reason = context.hasSwiftUI2APIs
                ? "only a View's computed properties and methods can use a @ScaledMetric size: use a size from a View's @ScaledMetric property"
                : "@ScaledMetric needs iOS 14 / macOS 11 and the deployment target is older"
            return .finding(finding(unscaled + "; \(whyNotAStyle), and " + reason, at: offset))
        }
        // The kind of view it styles names it last (`buttonFontSize`); `Text` says nothing.
        let role = styled?.elementLink.map(\.name).flatMap { $0 == "Text" ? nil : RuleContext.identifier(fromWords: $0) }
        let request = ScaledMetricRequest(noun: "fontSize", size: size, style: style, qualifiers: qualifiers(for: link, context: context),
                                          fallbackQualifiers: role.map { [$0] } ?? [])
        return .scaled(ScaledSize(link: link, request: request, host: host,
                                  message: unscaled + "; \(whyNotAStyle): keep it as a @ScaledMetric(relativeTo: .\(style.rawValue)) size"))
    }

    /// Why the text could not grow where it is drawn, or nil when it can. An icon's own square frame
    /// grows with it: `scaled-metric` scales it in the same run.
    private func roomProblem(for styled: ChainNode?, font: LinkNode, drawsWidget: Bool, context: RuleContext) -> String? {
        if drawsWidget { return "widget content is drawn on a canvas of fixed size" }
        if let styled {
            if let fixed = context.fixedLayout(around: styled, excluding: context.textIconFrame(of: styled)?.frame) { return "it sits in \(fixed)" }
            if let fixed = context.fixedLayout(within: styled) { return "it reaches text inside \(fixed)" }
            if readsDragPositions(styled) { return "a drag gesture on it reads positions in the geometry the font sets (a rating bar's stars)" }
            // A superscript or a unit raised beside a number: its offset is measured for the size it has.
            if let offset = styled.modifier(named: "baselineOffset"), context.isFixedValue(offset.arguments.first?.value) {
                return "it is raised by a fixed `\(context.file.text(offset.range))` measured for this size (a superscript, a unit beside a number)"
            }
            // A PIN or number pad is a grid of keys that fills the screen's width: it outgrows the screen
            // at accessibility sizes, and the system's own passcode pad keeps its size.
            if let pad = context.enclosingType(of: styled)?.name,
               pad.range(of: #"(?i)(key|number|num|pin|dial|passcode|digit)_?pad|keypad|keyboard"#, options: .regularExpression) != nil {
                return "it labels a key of a keypad (\(pad)), a grid that fills the screen's width and would outgrow it; the system's passcode pad keeps its size"
            }
        }
        // `context.draw(context.resolve(Text(…).font(.system(size: 9))), at: point)` in a `Canvas`: placed
        // by hand at points spaced for its size.
        if context.enclosingCalls(of: font).contains(where: { $0.link.name == "Canvas" && $0.link === $0.chain.elementLink || ["resolve", "draw"].contains($0.link.name) && $0.link.kind == .member }) {
            return "it is drawn by hand in a Canvas at points spaced for its size"
        }
        if context.isDrawnIntoExportedImage(font) {
            return "it is drawn into an image the app exports (ImageRenderer, snapshot()), a picture whose type does not follow the reader's text size"
        }
        guard let styled, let placement = codePlacement(of: styled, context: context) else { return nil }
        let tokens = context.tree.tokens
        return "the code places it at computed points (`\(context.file.text(tokens[placement.firstToken].start..<tokens[placement.lastToken].end))`), spaced for its size"
    }

    /// The `.position(x:y:)` or `.offset(x:y:)` with computed coordinates that places the view, or the
    /// control whose label it is: a radial menu, a hand-made layout, spaced for the size the font gives.
    private func codePlacement(of chain: ChainNode, context: RuleContext) -> LinkNode? {
        let placed = [chain] + context.enclosingCalls(of: chain).prefix(1).map(\.chain)
        return placed.lazy.flatMap(\.modifiers).first { modifier in
            let labels = modifier.arguments.map { $0.label ?? "_" }
            guard (modifier.name == "position" || modifier.name == "offset") && labels == ["x", "y"] else { return false }
            return modifier.arguments.contains { context.numericLiteral($0.value) == nil }
        }
    }

    /// Whether a drag or spatial tap on the view itself turns positions into values: the code maps
    /// those positions through the size the font gives it, so scaling the font alone breaks the input.
    private func readsDragPositions(_ chain: ChainNode) -> Bool {
        chain.links.dropFirst().contains { link in
            ["gesture", "simultaneousGesture", "highPriorityGesture"].contains(link.name)
                && ["DragGesture", "SpatialTapGesture"].contains(link.arguments.first?.value?.singleChain?.elementLink?.name ?? "")
        }
    }

    /// Whether the view is drawn but not seen: clear, hidden, transparent or of no size (text kept
    /// only to name a control or to carry a keyboard shortcut).
    private func isUnseen(_ chain: ChainNode, context: RuleContext) -> Bool {
        func unseen(_ chain: ChainNode) -> Bool {
            context.isInvisible(chain) || chain.modifiers.contains { modifier in
                ["foregroundColor", "foregroundStyle"].contains(modifier.name) && modifier.arguments.count == 1
                    && [".clear", "Color.clear"].contains(RuleContext.squeezed(modifier.arguments[0].text))
            }
        }
        return unseen(chain) || context.enclosingCalls(of: chain).contains { $0.link === $0.chain.elementLink && unseen($0.chain) }
    }

    /// Whether a font has no effect on what the element draws: a view of attributed text, drawn in the
    /// fonts its string carries; a `.resizable()` image (its frame sizes it), a bitmap (`Image(uiImage:)`, `Image(nsImage:)`, `Image(cgImage:)`, unless it is made from a
    /// symbol; an asset the project's catalogs hold as an image set, not a symbol set), or a control
    /// whose label is only such images.
    private func ignoresFont(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard let element = chain.elementLink else { return false }
        if element.name == "Image" {
            if chain.hasModifier("resizable") { return true }
            if context.drawsBitmapAsset(element) { return true }
            guard let bitmap = element.argument("uiImage") ?? element.argument("nsImage") ?? element.argument("cgImage") else { return false }
            let loader = bitmap.value?.singleChain?.elementLink
            return loader?.argument("systemName") == nil && loader?.argument("systemSymbolName") == nil
        }
        // A view that draws attributed text (`AttributedText(icon.attributedString(size: 20))`) takes
        // the fonts the string carries; SwiftUI's own `Text` merges the modifier into the runs that have none.
        if element.name != "Text", element.name.contains("Attributed") || element.arguments.contains(where: { argument in
            argument.value?.descendants(ofType: LinkNode.self).contains { ["attributedString", "NSAttributedString", "AttributedString"].contains($0.name) } == true
        }) {
            return true
        }
        let label = context.labelContent(of: element)
        return !label.isEmpty && label.allSatisfy { ignoresFont($0, context: context) }
    }

    /// The finding for a `.system(size:)` call whose size a text style has: the style, keeping weight
    /// and design; reported without a fix when a comment inside the call would be lost.
    private func textStyleFinding(_ link: LinkNode, size: NumericLiteral, style: TextStyle, context: RuleContext) -> Finding {
        let tokens = context.tree.tokens
        let offset = tokens[link.nameToken ?? link.firstToken].start
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
        return finding(message, at: offset, fix: Fix(safety: .unsafe, edits: [edit], summary: "replaced .system(size: \(size.text)) with .\(style.rawValue)"))
    }

    /// `.custom(name, size: N)` without `relativeTo:`, and `.custom(name, fixedSize: N)`, when `name`
    /// is a font name (a string, or a `String` constant or property of this file): a first argument
    /// of another type (`.custom(.brandMedium, size: 16)`) calls the project's own `Font.custom`,
    /// which has no `relativeTo:`.
    private func customFontFinding(_ link: LinkNode, roomProblem: () -> String?, context: RuleContext) -> Finding? {
        guard link.arguments.count == 2, link.arguments[0].label == nil, context.isFontName(link.arguments[0].value),
              let sizeArgument = link.arguments.last, let label = sizeArgument.label, label == "size" || label == "fixedSize",
              let size = context.numericLiteral(sizeArgument.value), size.value > 0, let labelToken = sizeArgument.labelToken else { return nil }
        let tokens = context.tree.tokens
        let offset = tokens[link.nameToken ?? link.firstToken].start
        let style = TextStyle.nearest(to: size.value)
        // `.custom(_:size:)` scales like body already; only a title's size grows far more than its style
        // would (34 pt reaches 106 pt at AX5 like body, 60 pt like a large title). A title3's 20 pt
        // (62 pt like body, 55 pt like title3) is the designer's choice of curve, not a barrier.
        if label == "size", ![.title, .largeTitle].contains(style) { return nil }
        let relativeTo = ", relativeTo: .\(style.rawValue)"
        let insertion = Edit.insert(relativeTo, at: tokens[size.token].end)
        if label == "size" {
            // The text grows with Dynamic Type already, only not in step with its style: no Larger Text blocker.
            var scalesLikeBody = context.hasSwiftUI2APIs
                ? finding("custom font size \(size.text) scales like .body; add relativeTo: .\(style.rawValue) so it scales like the text style of its size",
                          at: offset, fix: Fix(safety: .unsafe, edits: [insertion], summary: "added relativeTo: .\(style.rawValue)"))
                : finding("custom font size \(size.text) scales like .body whatever its size", at: offset)
            scalesLikeBody.blocksNutritionLabels = false
            return scalesLikeBody
        }
        guard context.hasSwiftUI2APIs else {
            return finding("custom font with fixedSize: \(size.text) never scales with Dynamic Type", at: offset)
        }
        let message = "custom font with fixedSize: \(size.text) never scales with Dynamic Type"
        if let roomProblem = roomProblem() {
            return finding(message + "; \(roomProblem), where larger text would not fit: make room for it before it scales", at: offset)
        }
        let rename = Edit(range: tokens[labelToken].start..<tokens[labelToken].end, replacement: "size")
        return finding(message + "; use size: \(size.text), relativeTo: .\(style.rawValue)",
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
            // A view drawn in the branches of an `if` (the selected emoji and the others) scales in every
            // branch or in none: one that grows while the other keeps its size swaps which is larger.
            let keptBranches = zip(group, properties).compactMap { $1 == nil ? branchingStatement(around: $0.link) : nil }
            for (scaled, property) in zip(group, properties) {
                let size = scaled.request.size
                let offset = tokens[scaled.link.nameToken ?? scaled.link.firstToken].start
                let otherBranchKeepsSize = branchingStatement(around: scaled.link).map { statement in keptBranches.contains { $0 === statement } } ?? false
                let fix = otherBranchKeepsSize ? nil : property.map { property in
                    Fix(safety: .unsafe,
                        edits: property.edits + [Edit(range: tokens[size.token].start..<tokens[size.token].end, replacement: property.name)],
                        summary: "scaled font size \(size.text) with @ScaledMetric \(property.name)")
                }
                findings.append(finding(scaled.message, at: offset, fix: fix))
            }
        }
        return findings
    }

    /// The `if` or `switch` whose branch holds `node`, nearest first.
    private func branchingStatement(around node: SyntaxNode) -> StatementNode? {
        node.ancestors().lazy.compactMap { $0 as? StatementNode }.first { $0.keyword == "if" || $0.keyword == "switch" }
    }

    /// What the font styles, best first: what the element it is applied to shows (`Text(post.timestamp)`
    /// → `timestamp`), the variable it is assigned to (`titleFont` → `title`), the member it is in.
    private func qualifiers(for link: LinkNode, context: RuleContext) -> [String] {
        var result: [String] = []
        if let element = context.styledView(of: link)?.elementLink {
            if let word = context.shownWord(of: element) { result.append(word) }
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
