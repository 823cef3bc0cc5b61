/// Buttons, links, menus and toggles whose whole label is an image: VoiceOver has nothing to read
/// but the image's name, and Voice Control users have nothing to say.
public struct IconOnlyControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "icon-only-control-label",
        name: "Icon-only controls need a label",
        summary: "Finds `Button`, `NavigationLink`, `Link`, `Menu`, `Toggle` and `ShareLink` whose label is only an image (an SF Symbol, an asset, `Image(uiImage:)`, an icon-only `Label`, images with `Spacer`s, in stacks or behind `if`) and that have no accessibility label anywhere in their chain. Adds `.accessibilityLabel(\"…\") // [VERIFY]` with the label inferred from the SF Symbol, the action, the destination, the binding or the asset name, and `.accessibilityInputLabels([…])` when the symbol has well-known alternative names for Voice Control.",
        rationale: "VoiceOver announces an icon-only control by its image: an SF Symbol's file-like name (\"square and arrow up\") or nothing at all for an asset, so a blind user cannot tell Share from Delete. Voice Control users cannot say \"Tap Share\" when the control has no name. WCAG 1.1.1 and 4.1.2 require every control to have an accessible name.",
        notes: "Code whose deployment targets predate iOS 14 / macOS 11 gets `.accessibility(label: Text(\"…\"))` and no input labels, the only spelling those systems have. A control whose visible text names it gets nothing: `Button(\"Save\")`, `Label(\"Share\", systemImage:)` (also under `.labelStyle(.iconOnly)`, where SwiftUI keeps the title as the label), `Toggle(\"Wi-Fi\", isOn:)`. A label anywhere in the chain counts, also inside a postfix `#if os(iOS)` or a closure passed to a modifier (`if #available` wrappers), and so does a label on the image itself. Controls inside a container that replaces its children (`.accessibilityElement(children: .ignore)`) or is hidden are left alone. When the symbol changes with state (`isPlaying ? \"pause.fill\" : \"play.fill\"`), the label does too (`isPlaying ? \"Pause\" : \"Play\"`), naming what the verbs act on when the state's name does (`showPassword ? \"Hide password\" : \"Show password\"`). A Toggle is the exception: VoiceOver reads its on/off value, so an image that follows the Toggle's own state gets the constant label of its \"on\" image (`Toggle(isOn: $isMuted) { Image(systemName: isMuted ? \"bell.slash\" : \"bell\") }` → \"Mute notifications\"). A generic glyph (`plus`, `xmark`, an arrow or chevron) gives way to a more specific action name: `plus` on `viewModel.zoomIn` is \"Zoom in\", not \"Add\". When nothing sensible can be inferred (an image chosen at run time, no action name), the finding is reported without a fix. Every inferred line ends with `// [VERIFY]`: a symbol's name is not always its meaning in context. A label the team configured for the symbol (config `symbolLabels`) is theirs, not a guess, and gets no marker.",
        severity: .blocks, wcag: ["1.1.1", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify,
        seeds: ["000", "001", "002", "003", "004"],
        triggeringExamples: [
            RuleExample("""
            struct ShareToolbar: View {
                let share: () -> Void
                var body: some View {
                    ↓Button(action: share) {
                        Image(systemName: "square.and.arrow.up")
                    }
                }
            }
            """),
            RuleExample("""
            ↓Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            """),
            RuleExample(#"↓Button(action: viewModel.compose, label: { Image(systemName: "square.and.pencil") })"#),
            RuleExample("""
            ↓Button(role: .destructive) {
                delete()
            } label: {
                Image(systemName: "trash.circle.fill")
                    .font(.title2)
            }
            """),
            RuleExample(#"↓NavigationLink(destination: NotificationsView()) { Image(systemName: "bell") }"#),
            RuleExample("""
            ↓NavigationLink {
                ProfileEditor(user: user)
            } label: {
                Image(systemName: "pencil")
            }
            """),
            RuleExample("""
            ↓Menu {
                Button("Rename", action: rename)
                Button("Delete", role: .destructive, action: delete)
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            """),
            RuleExample(#"↓Link(destination: URL(string: "https://example.com/help")!) { Image(systemName: "questionmark.circle") }"#),
            RuleExample(#"↓Toggle(isOn: $isShuffling) { Image(systemName: "shuffle") }.toggleStyle(.button)"#),
            RuleExample("""
            ↓Button(action: close) {
                Image("ic_close")
                    .resizable()
                    .frame(width: 16, height: 16)
            }
            .padding(8)
            """),
            RuleExample("""
            ↓Button(action: togglePlayback) {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            }
            """),
            RuleExample("""
            ↓Button(action: addPhoto) {
                HStack {
                    Spacer()
                    Image(systemName: "camera")
                    Spacer()
                }
            }
            """),
            RuleExample("""
            ↓Button(action: favorite) {
                Label("", systemImage: "heart")
            }
            """),
            RuleExample("""
            #if os(iOS)
            ↓Button(action: dismiss) { Image(systemName: "xmark") }
            #endif
            """),
            RuleExample("""
            ↓Button(action: refresh) {
                if isLoading {
                    Image(systemName: "hourglass")
                } else {
                    Image(systemName: "arrow.clockwise")
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Save") { save() }"#),
            RuleExample(#"Button(action: share) { Label("Share", systemImage: "square.and.arrow.up") }.labelStyle(.iconOnly)"#),
            RuleExample(#"Toggle("Wi-Fi", isOn: $wifi)"#),
            RuleExample("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .padding()
            .accessibilityLabel("Share")
            """),
            RuleExample("""
            Button(action: openFilters) { Image(systemName: "line.3.horizontal.decrease.circle") }
                .padding(12)
            #if os(iOS)
                .accessibilityLabel("Filters")
            #endif
            """),
            RuleExample("""
            Button(action: close) {
                Image(systemName: "xmark")
            }
            .modifier { view in
                if #available(iOS 17, *) { view.accessibilityLabel("Close") } else { view }
            }
            """),
            RuleExample("""
            HStack {
                Button(action: previous) { Image(systemName: "backward.fill") }
                Button(action: next) { Image(systemName: "forward.fill") }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Track controls")
            """),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up").accessibilityLabel("Share") }"#),
            RuleExample("""
            Button(action: compose) {
                HStack {
                    Image(systemName: "square.and.pencil")
                    Text("New Message")
                }
            }
            """),
            RuleExample(#"// Button(action: share) { Image(systemName: "square.and.arrow.up") }"#),
            RuleExample(#"let hint = "Button(action: share) { Image(systemName: \"trash\") }""#),
            RuleExample(#"NavigationLink("Settings", destination: SettingsView())"#),
            RuleExample(#"Menu("Sort") { Button("Name", action: sortByName) }"#),
            RuleExample(#"ShareLink(item: url)"#),
            RuleExample(#"Button(action: play) { PlayIcon() }"#),
        ],
        corrections: [
            RuleCorrection("""
            @available(iOS 16, *)
            func deleteButton(action: @escaping () -> Void) -> some View {
                Button(action: action) { Image(systemName: "trash") }
            }
            """, """
            @available(iOS 16, *)
            func deleteButton(action: @escaping () -> Void) -> some View {
                Button(action: action) { Image(systemName: "trash") }
                    .accessibilityLabel("Delete") // [VERIFY]
                    .accessibilityInputLabels(["Delete", "Trash", "Remove"]) // [VERIFY]
            }
            """),
            RuleCorrection("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            """, """
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibility(label: Text("Share")) // [VERIFY]
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleCorrection("""
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            """, """
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY]
            .accessibilityInputLabels(["Share", "Export", "Send"]) // [VERIFY]
            """),
            RuleCorrection("""
            Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .padding()
            """, """
            Button {
                viewModel.deleteItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Delete") // [VERIFY]
            .accessibilityInputLabels(["Delete", "Trash", "Remove"]) // [VERIFY]
            .padding()
            """),
            RuleCorrection("""
            VStack {
                Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                Text(track.title)
            }
            """, """
            VStack {
                Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }
                    .accessibilityLabel(isPlaying ? "Pause" : "Play") // [VERIFY]
                Text(track.title)
            }
            """),
            RuleCorrection("""
            HStack {
                SecureField("Password", text: $password)
                Button { showPassword.toggle() } label: {
                    Image(systemName: showPassword ? "eye.slash" : "eye")
                }
            }
            """, """
            HStack {
                SecureField("Password", text: $password)
                Button { showPassword.toggle() } label: {
                    Image(systemName: showPassword ? "eye.slash" : "eye")
                }
                .accessibilityLabel(showPassword ? "Hide password" : "Show password") // [VERIFY]
            }
            """),
            RuleCorrection("""
            ToolbarItem {
                Toggle(isOn: $settings.isMuted) { Image(systemName: settings.isMuted ? "bell.slash" : "bell") }
            }
            """, """
            ToolbarItem {
                Toggle(isOn: $settings.isMuted) { Image(systemName: settings.isMuted ? "bell.slash" : "bell") }
                    .accessibilityLabel("Mute notifications") // [VERIFY]
            }
            """),
            RuleCorrection(#"HStack { Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") } }"#,
                           #"HStack { Button(action: togglePlayback) { Image(systemName: isPlaying ? "pause.fill" : "play.fill") }.accessibilityLabel(isPlaying ? "Pause" : "Play") } // [VERIFY]"#),
            RuleCorrection("""
            Button(action: viewModel.openDrafts) {
                Image(uiImage: draftsIcon)
            }
            .buttonStyle(.plain)
            """, """
            Button(action: viewModel.openDrafts) {
                Image(uiImage: draftsIcon)
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Open drafts") // [VERIFY]
            """),
            RuleCorrection("""
            Button(action: rate) {
                Image(systemName: "star.bubble")
            }
            """, """
            Button(action: rate) {
                Image(systemName: "star.bubble")
            }
            .accessibilityLabel("Rate Harbor")
            """, options: RuleOptions(symbolLabels: ["star.bubble": "Rate Harbor"])),
            RuleCorrection("""
            Button {
                withAnimation { viewModel.loadMoreComments() }
            } label: {
                Image(systemName: "chevron.down")
            }
            """, """
            Button {
                withAnimation { viewModel.loadMoreComments() }
            } label: {
                Image(systemName: "chevron.down")
            }
            .accessibilityLabel("Load more comments") // [VERIFY]
            """),
            RuleCorrection("""
            Button(action: viewModel.zoomIn) {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
            """, """
            Button(action: viewModel.zoomIn) {
                Image(systemName: "plus").frame(width: 32, height: 32)
            }
            .accessibilityLabel("Zoom in") // [VERIFY]
            """),
            RuleCorrection("""
            NavigationLink(destination: NotificationsView()) {
                Image("ic_unknown_glyph")
            }
            """, """
            NavigationLink(destination: NotificationsView()) {
                Image("ic_unknown_glyph")
            }
            .accessibilityLabel("Notifications") // [VERIFY]
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: RuleContext.labelledControls) {
            guard let element = chain.elementLink, case let .content(content) = context.controlLabelSource(of: element),
                  let images = context.iconOnlyImages(in: content),
                  !context.hasAccessibilityLabel(chain), context.enclosingAccessibilityOwner(of: chain) == nil,
                  let nameToken = element.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "icon-only \(element.name) has no accessibility label; VoiceOver reads the image name instead"
            guard context.isViewPosition(chain), let inferred = context.inferredLabel(forControl: element, images: images) else {
                findings.append(finding(problem + "; add .accessibilityLabel(\"…\") naming what it does", at: offset))
                continue
            }
            var modifiers = [context.accessibilityLabelModifier(inferred.expression)]
            if inferred.inputLabels.count > 1, !chain.hasModifier("accessibilityInputLabels"),
               let inputLabels = context.accessibilityInputLabelsModifier(inferred.inputLabels) {
                modifiers.append(inputLabels)
            }
            guard let edits = context.modifierInsertion(modifiers, into: chain, verifyMarker: inferred.isGuess) else {
                findings.append(finding(problem, at: offset))
                continue
            }
            findings.append(finding(
                problem + "; label \(inferred.expression) inferred from \(inferred.source)",
                at: offset,
                fix: Fix(safety: inferred.isGuess ? .verify : .safe, edits: edits, summary: "added .accessibilityLabel to an icon-only \(element.name)")))
        }
        return findings
    }
}
