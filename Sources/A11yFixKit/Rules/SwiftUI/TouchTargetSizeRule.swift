/// Tappable views whose code draws them smaller than a fingertip.
public struct TouchTargetSizeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "touch-target-size",
        name: "Touch targets at least 44×44 pt",
        summary: "Finds tappable views (`Button`, `NavigationLink`, `Link`, `Menu`, a view with `.onTapGesture`) whose hit area, as the code spells it (the literal frames and paddings of the label and of the control, in layout order), is under WCAG 2.2's 24×24 pt minimum (🟡 degrades) or Apple's 44×44 pt (🟠 incomplete). Reported, not rewritten: how the target grows without moving it off its margin, breaking the alignment of its siblings or growing what it draws is a designer's call.",
        rationale: "People with tremors, limited dexterity or large fingers, and anyone using the phone one-handed or on the move, miss small targets or hit the neighbouring one. WCAG 2.2 (2.5.8) asks for at least 24×24 CSS px; Apple's Human Interface Guidelines for 44×44 pt on iOS and iPadOS. The fix keeps the drawing as it is and grows only the area that answers to a tap.",
        notes: """
        Opt-in: the hit area a person meets depends on styles, paddings and containers out of the code's sight; an independent review on apps the rule had never seen judged 1 of 7 findings true (app-wide button styles that pad every button, macOS apps, small buttons with larger equivalents or WCAG's spacing exception). Turn it on for an audit of touch targets, and read each finding.

        Reported without a fix: an independent review on real apps accepted none of 20 sampled fixes of its first version (`.frame(minWidth: 44, minHeight: 44)` + `.contentShape(Rectangle())`): icons at a header's edge moved off the margin their siblings keep, one row grew while its siblings did not, a frame placed before the modifiers that draw the control grew the drawing, fixed-size bars overflowed. Growing only the hit area (`.padding(n).contentShape(Rectangle()).padding(-n)`, or a larger frame after the last drawing modifier) depends on the layout around it.

        Only sizes the code states are judged, on both sides for Apple's 44 pt (a full-width row 40 pt tall is easy to hit) and on either side for WCAG's 24 pt: a label sized by its text, its font or its symbol (an `Image(systemName:)` with no frame), a frame that fills its container (`maxWidth: .infinity`) or takes a computed value, `EdgeInsets` or a computed padding, or an aspect ratio make the size unknown, and nothing is reported. Paddings of the label or the tapped view count toward the hit area (a 30 pt icon with `.padding(7)` is 44 pt), which may overstate it where no content shape covers them: the rule errs toward silence. Padding and minimum frames around a control do not: they place the control, and a tap there does not reach it; a fixed frame around it caps it, and is reported without a fix, since the larger frame belongs in the label. A control whose button style is not the plain or borderless one (`.bordered`, `.borderedProminent`, a custom style, on the control or a view around it) or that sets a control size has a size the system or the style gives it; it is not judged.

        Not reported: targets the system sizes itself: items of a `.toolbar`, `ToolbarItem`, `.navigationBarItems`, `.tabItem`, menu items, swipe actions and context menus, and rows of a `List` or `Form`, which take the row's full width and height (also a button built in a property or helper that every place the file draws it puts there, such as `.navigationBarItems(trailing: settingsButton)`); views with `.allowsHitTesting(false)` or `.disabled(true)`. Code built only for macOS (pointer input, whose Human Interface Guidelines minimum is 20×20 pt and 28×28 pt by default), tvOS (focus, no touch), watchOS and visionOS (other minimums, other inputs) is left alone. WCAG's spacing exception (an undersized target with 24 pt of room around it passes 2.5.8) cannot be judged from code and is not applied. Inline links in text are not views with frames and so never reported. The fix is unsafe: the view grows, and what lies around it may move.
        """,
        severity: .incomplete, wcag: ["2.5.8"], nutritionLabels: [], fixSafety: .none, isOptIn: true, seeds: ["000", "001", "002"],
        triggeringExamples: [
            RuleExample("""
            struct PlayerBar: View {
                var body: some View {
                    HStack {
                        ↓Button(action: togglePlay) {
                            Image(systemName: "play.fill")
                                .resizable()
                                .frame(width: 20, height: 20)
                        }
                        Text(track.title)
                    }
                }
            }
            """),
            RuleExample("""
            ↓Button {
                dismiss()
            } label: {
                Image(systemName: "xmark")
                    .frame(width: 30, height: 30)
            }
            """),
            RuleExample("""
            ↓Button(action: addToCart) {
                Image(systemName: "plus")
            }
            .frame(width: 32, height: 32)
            .background(Circle().fill(Color.accentColor))
            """),
            RuleExample("""
            ↓Image(systemName: "info.circle")
                .frame(width: 22, height: 22)
                .onTapGesture { showInfo = true }
            """),
            RuleExample("""
            ↓NavigationLink(destination: ProfileView(user: user)) {
                AvatarView(user: user)
                    .frame(width: 36, height: 36)
                    .clipShape(Circle())
            }
            .buttonStyle(.plain)
            """),
            RuleExample("""
            ↓Button(action: close) {
                Image(systemName: "xmark.circle.fill")
                    .resizable()
                    .frame(width: 16, height: 16)
                    .padding(4)
            }
            """),
            RuleExample("""
            HStack(spacing: 4) {
                ForEach(colors, id: \\.self) { color in
                    ↓Circle()
                        .fill(color)
                        .frame(width: 28, height: 28)
                        .onTapGesture { selectedColor = color }
                }
            }
            """),
            RuleExample("""
            ↓Link(destination: helpURL) {
                Image(systemName: "questionmark.circle")
                    .frame(width: 24, height: 24)
            }
            """),
            RuleExample("""
            ↓Button(action: like) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .frame(width: 18, height: 18)
                    .padding(.horizontal, 8)
            }
            """),
            RuleExample("""
            ↓Menu {
                Button("Rename", action: rename)
                Button("Delete", role: .destructive, action: delete)
            } label: {
                Image(systemName: "ellipsis")
                    .frame(width: 28, height: 28)
            }
            """),
            RuleExample("""
            ↓Button(action: toggleMute) {
                Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
            }
            .buttonStyle(PlainButtonStyle())
            .frame(width: 40, height: 40)
            """, options: RuleOptions(platforms: ["iOS", "macOS"])),
        ],
        nonTriggeringExamples: [
            // A 30 pt icon in a 44 pt padded button.
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
                    .frame(width: 30, height: 30)
                    .padding(7)
            }
            """),
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            """),
            RuleExample("""
            Button(action: addToCart) {
                Image(systemName: "plus").frame(width: 20, height: 20)
            }
            .buttonStyle(.bordered)
            """),
            RuleExample("""
            VStack {
                Button(action: next) {
                    Image(systemName: "chevron.right").frame(width: 16, height: 16)
                }
            }
            .buttonStyle(.borderedProminent)
            """),
            RuleExample("""
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button(action: compose) {
                        Image(systemName: "square.and.pencil").frame(width: 24, height: 24)
                    }
                }
            }
            """),
            RuleExample("""
            List(items) { item in
                Button(action: { open(item) }) {
                    Text(item.title).frame(height: 30)
                }
            }
            """),
            RuleExample("""
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(width: 20, height: 20)
                    .frame(minWidth: 44, minHeight: 44)
                    .contentShape(Rectangle())
            }
            """),
            RuleExample("""
            struct WindowButton: View {
                var body: some View {
                    Button(action: close) {
                        Image(systemName: "xmark").frame(width: 14, height: 14)
                    }
                    .buttonStyle(.plain)
                }
            }
            """, options: RuleOptions(platforms: ["macOS"])),
            RuleExample("""
            Button(action: play) {
                Image(systemName: "play.fill").frame(width: 24, height: 24)
            }
            .controlSize(.large)
            """),
            RuleExample("""
            Text("Read the [terms](https://example.com/terms) before you continue.")
            """),
            RuleExample("""
            Image(systemName: "lock.fill")
                .frame(width: 16, height: 16)
                .allowsHitTesting(false)
                .onTapGesture { }
            """),
            RuleExample("""
            Button(action: select) {
                Text(option.title)
                    .frame(maxWidth: .infinity, minHeight: 30)
            }
            """),
            RuleExample("""
            struct MoviesHome: View {
                var body: some View {
                    NavigationView {
                        MoviesList()
                            .navigationBarItems(trailing: settingsButton)
                    }
                }

                private var settingsButton: some View {
                    Button(action: { isSettingsPresented = true }) {
                        Image(systemName: "gearshape").frame(width: 30, height: 30)
                    }
                }
            }
            """),
            RuleExample("""
            Button(action: expand) {
                Image(systemName: "chevron.up")
                    .frame(height: 16)
                    .frame(maxWidth: .infinity, maxHeight: 62)
            }
            """),
            RuleExample("""
            Button(action: save) {
                Text("Save")
                    .frame(maxWidth: .infinity)
                    .frame(height: 40)
            }
            """),
            RuleExample("""
            Menu {
                Button(action: pin) {
                    Image(systemName: "pin").frame(width: 20, height: 20)
                }
            } label: {
                Label("More", systemImage: "ellipsis.circle")
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            Button(action: togglePlay) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .frame(width: 32, height: 32)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            """, """
            Button(action: togglePlay) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .frame(width: 32, height: 32)
                    .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            """),
            RuleCorrection("""
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(width: 30, height: 30)
            }
            """, """
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(width: 30, height: 30)
            }
            """),
            // A frame around the button: reported, but the size belongs in the label, which a person moves.
            RuleCorrection("""
            Button(action: addToCart) {
                Image(systemName: "plus")
            }
            .frame(width: 32, height: 32)
            .background(Circle().fill(Color.accentColor))
            """, """
            Button(action: addToCart) {
                Image(systemName: "plus")
            }
            .frame(width: 32, height: 32)
            .background(Circle().fill(Color.accentColor))
            """),
            // Padding around the button does not reach it: the label's 30 pt frame is its size.
            RuleCorrection("""
            Button(action: dismiss) {
                Image(systemName: "xmark")
                    .frame(width: 30, height: 30)
            }
            .padding(.trailing, 20)
            """, """
            Button(action: dismiss) {
                Image(systemName: "xmark")
                    .frame(width: 30, height: 30)
            }
            .padding(.trailing, 20)
            """),
            RuleCorrection("""
            Image(systemName: "info.circle")
                .frame(width: 22, height: 22)
                .onTapGesture { showInfo = true }
            """, """
            Image(systemName: "info.circle")
                .frame(width: 22, height: 22)
                .onTapGesture { showInfo = true }
            """),
        ]
    )

    /// WCAG 2.2's minimum (2.5.8) and Apple's recommended size, in points.
    static let wcagMinimum = 24.0
    static let appleMinimum = 44.0

    /// Controls whose label is their hit area.
    static let controls: Set<String> = ["Button", "NavigationLink", "Link", "Menu"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: Self.controls) {
            guard let area = context.hitArea(ofControl: chain) else { continue }
            if let finding = finding(for: chain, area: area, context: context) { findings.append(finding) }
        }
        for chain in context.chains where !Self.controls.contains(chain.elementLink?.name ?? "") {
            guard let tap = chain.modifiers.first(where: { $0.name == "onTapGesture" }),
                  let area = context.hitArea(of: chain, upTo: tap, from: .unknown) else { continue }
            if let finding = finding(for: chain, area: area, context: context) { findings.append(finding) }
        }
        return findings
    }

    private func finding(for chain: ChainNode, area: HitArea, context: RuleContext) -> Finding? {
        // Under 44 pt on both sides, or under 24 on one: a full-width row 40 pt tall is easy to hit.
        guard let side = area.smallestSide, area.lastSizing != nil,
              side < Self.wcagMinimum || side < Self.appleMinimum && area.width != nil && area.height != nil,
              context.isViewPosition(chain), isTouchedDirectly(chain, context: context) else { return nil }
        let size = [area.width, area.height].map { $0.map(PointSize.text) ?? "?" }.joined(separator: "×")
        let severity: Severity = side < Self.wcagMinimum ? .degrades : .incomplete
        let standard = side < Self.wcagMinimum ? "WCAG 2.2's 24×24 pt minimum" : "Apple's 44×44 pt minimum"
        return Finding(ruleID: Self.id, severity: severity,
                       message: "This tap target is \(size) pt, under \(standard); give it a 44×44 pt hit area where the layout allows",
                       offset: chain.range.lowerBound, fix: nil)
    }

    /// Whether a person taps the view itself, on a touch screen: not a target the system sizes (bar,
    /// menu and list items), not one that ignores touches, in code built for iOS or iPadOS.
    private func isTouchedDirectly(_ chain: ChainNode, context: RuleContext) -> Bool {
        guard context.platforms(at: chain).platforms.contains(where: { $0 == .iOS || $0 == .macCatalyst }) else { return false }
        let ignoresTouches = { (link: LinkNode) in
            (link.name == "allowsHitTesting" || link.name == "disabled") && link.arguments.first?.value?.text == (link.name == "disabled" ? "true" : "false")
        }
        if chain.modifiers.contains(where: ignoresTouches) { return false }
        // Also a button built in a property or helper that every place this file draws it puts in a bar.
        let inSystemSizedPlace = { (node: SyntaxNode) in
            context.isInsideModifier(node, named: ["toolbar", "navigationBarItems", "tabItem", "contextMenu", "swipeActions"])
                || context.isInsideElement(node, named: ["ToolbarItem", "ToolbarItemGroup", "List", "Form"]) || context.isInMenuItems(node)
        }
        if inSystemSizedPlace(chain) || context.isDecidedWhereverDrawn(chain, by: inSystemSizedPlace) { return false }
        // A button style around it (`.buttonStyle(.bordered)` on a stack) sizes its buttons.
        var current = chain.parent
        while let node = current {
            if let around = node as? ChainNode, let style = around.modifier(named: "buttonStyle"), !context.hasPlainStyle(style) { return false }
            current = node.parent
        }
        return true
    }
}
