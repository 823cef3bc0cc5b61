/// An accessibility label that repeats a control's visible text (noise to maintain, and it drifts
/// from the text), or that does not start with it: Voice Control users say what they see.
public struct LabelInNameRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "label-in-name",
        name: "Label starts with the visible text",
        summary: "Finds `.accessibilityLabel(\"…\")` on a `Button`, `NavigationLink`, `Link`, `Menu`, `Toggle`, `Stepper`, `DatePicker`, `ColorPicker` or `ShareLink` that shows text, when the label does not start with the visible text: reported. A label identical to that text (compared ignoring case and punctuation) is harmless and gets nothing, and so does one that spells out a key's abbreviation the control shows (\"Control\" for \"Ctrl\").",
        rationale: "Voice Control users activate a control by saying the words they see (\"Tap Send\"). When its accessibility label is something else (\"Submit message\"), the command fails, and VoiceOver users hear a name sighted colleagues never see. WCAG 2.5.3 (Label in Name) asks that the accessible name contain the visible text, best at its start. A label that only repeats the text is read and said the same as the text: it is no barrier, and removing it is a team's tidying, not an accessibility fix.",
        notes: "The visible text is the control's title (`Button(\"Send\")`, `Toggle(\"Wi-Fi\", isOn:)`) or the first text of its label content (a `Text` or `Label` title inside `label:`, also in stacks and conditionals); images before it are passed over, a view of the app's own before it (which may show anything) makes the rule silent, and so does a text known only at run time (`Text(title)`), an interpolated one, or one with no two letters in a row (\"+\", \"×\", \"12\"). Texts compare as spoken: case, punctuation and the way words are joined do not count, and \"&\" reads \"and\". A label identical to the text gets nothing (also beside an emoji or symbol, \"⭐️ Favorites\", where it keeps VoiceOver from naming the symbol). A label that starts with the visible text and adds context (\"Buy, $4.99\", \"Delete, Photo 3\") is what WCAG recommends and gets nothing, and so does one that spells out the abbreviation of a key's name the control shows (\"Control\" for \"Ctrl\", \"Escape\" for \"Esc\", \"Command\", \"Option\", \"Delete\"; \"Alternate\" or \"Option\" for \"Alt\"): Voice Control accepts either word. Table keys are compared by their English text in the project's `Localizable` table (a key such as `settings.title` that the project has no table for leaves the rule silent). Controls whose text is not shown are skipped: under `.labelsHidden()` or `.labelStyle(.iconOnly)` (on the control, its content or a container around it), a custom `labelStyle` or `toggleStyle`, a `datePickerStyle` that draws no title (`.graphical`, `.wheel`), and `Picker`, `Slider` and text fields, whose titles many styles do not show. Only a literal label is read (`.accessibilityLabel(\"…\")`, `.accessibilityLabel(Text(\"…\"))`, `.accessibility(label: Text(\"…\"))`); a label in a postfix `#if`, a computed one or a second label leaves the rule silent. Items of a `Menu`, `.contextMenu` or `.swipeActions` are skipped: SwiftUI builds those entries from their text and ignores the modifier. Controls hidden from accessibility, or merged into a container that replaces its children, are not read on their own and are skipped.",
        severity: .degrades, wcag: ["2.5.3"], nutritionLabels: [.voiceControl], fixSafety: .none, seeds: ["000", "002"],
        triggeringExamples: [
            RuleExample("""
            struct ComposeBar: View {
                let send: () -> Void

                var body: some View {
                    Button(action: send) {
                        Text("Send")
                    }
                    .buttonStyle(.borderedProminent)
                    .↓accessibilityLabel("Submit message")
                }
            }
            """),
            RuleExample("""
            struct SettingsList: View {
                var body: some View {
                    List {
                        NavigationLink(destination: PrivacyView()) {
                            Label("Privacy", systemImage: "hand.raised")
                        }
                        .↓accessibilityLabel("Data protection settings")
                    }
                }
            }
            """),
            RuleExample("""
            Menu("Sort") {
                Button("Name", action: sortByName)
                Button("Date", action: sortByDate)
            }
            .↓accessibilityLabel("Ordering options")
            """),
            RuleExample("""
            Button {
                cart.checkout()
            } label: {
                HStack {
                    Image(systemName: "cart")
                    Text("Checkout")
                }
            }
            .↓accessibilityLabel("Pay now")
            """),
            RuleExample(#"Stepper("Guests", value: $guests, in: 1...8).↓accessibilityLabel("Number of people")"#),
            RuleExample("""
            struct LoginView: View {
                var body: some View {
                    VStack {
                        #if os(iOS)
                        Button("Sign In", action: signIn)
                            .↓accessibilityLabel("Log in to your account")
                        #endif
                    }
                }
            }
            """),
            RuleExample("""
            Button(action: retry) {
                if isOffline {
                    Text("Retry")
                } else {
                    Text("Refresh")
                }
            }
            .↓accessibilityLabel("Reload the page")
            """),
            RuleExample("""
            struct ModifierKeyBar: View {
                @ObservedObject var keyboard: TerminalKeyboard

                var body: some View {
                    HStack(spacing: 6) {
                        Button("Ctrl") { keyboard.latch(.control) }
                            .accessibilityLabel("Control")
                        // The team swapped two keys' labels: Voice Control users saying "Ctrl" reach nothing.
                        Button("Alt") { keyboard.latch(.shift) }
                            .↓accessibilityLabel("Shift")
                    }
                }
            }
            """),
            RuleExample("""
            struct ConnectivitySection: View {
                @Binding var airplaneMode: Bool

                var body: some View {
                    Toggle("Airplane Mode", isOn: $airplaneMode)
                        .↓accessibilityLabel("Flight mode")
                }
            }
            """),
            RuleExample("""
            struct LibrarySidebar: View {
                var body: some View {
                    List {
                        NavigationLink {
                            DownloadsList()
                        } label: {
                            Label("Downloads", systemImage: "arrow.down.circle")
                        }
                        .↓accessibilityLabel("Offline episodes")
                    }
                }
            }
            """),
            RuleExample("""
            struct AboutFooter: View {
                var body: some View {
                    Link("Support", destination: URL(string: "https://example.com/support")!)
                        .↓accessibilityLabel("Contact us")
                }
            }
            """),
            RuleExample("""
            struct EditorKeyRow: View {
                let editor: CodeEditor

                var body: some View {
                    Button("Esc", action: editor.leaveInsertMode)
                        .↓accessibilityLabel("Cancel editing")
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A label that repeats the text, case and punctuation aside, changes nothing anyone hears or says.
            RuleExample(#"Button("Save", action: save).accessibilityLabel("Save")"#),
            RuleExample(#"Toggle("Wi-Fi", isOn: $wifiEnabled).accessibilityLabel("wifi")"#),
            RuleExample(#"Link("Privacy Policy", destination: policyURL).accessibility(label: Text("Privacy policy"))"#),
            RuleExample("""
            Button(role: .destructive, action: deleteAccount) {
                Text("Delete Account")
            }
            .accessibilityLabel(Text("Delete account"))
            """),
            RuleExample(#"ShareLink("Export…", item: reportURL).accessibilityLabel("Export")"#),
            // A key's abbreviation spelled out: Voice Control users may say either.
            RuleExample("""
            struct TerminalAccessoryBar: View {
                let terminal: TerminalSession

                var body: some View {
                    HStack {
                        Button("Esc") { terminal.send(.escape) }
                            .accessibilityLabel("Escape")
                        Button("Ctrl") { terminal.latch(.control) }
                            .accessibilityLabel("Control")
                        Button("Cmd") { terminal.latch(.command) }
                            .accessibilityLabel("Command")
                        Button("Alt") { terminal.latch(.option) }
                            .accessibilityLabel("Option")
                        Button("Del") { terminal.send(.delete) }
                            .accessibilityLabel("Delete")
                    }
                }
            }
            """),
            RuleExample("""
            struct ShortcutRow: View {
                var body: some View {
                    Button(action: showShortcut) {
                        Text("Ctrl + C")
                    }
                    .accessibilityLabel("Control C, copy")
                }
            }
            """),
            RuleExample(#"Button("Buy", action: buy).accessibilityLabel("Buy, $4.99")"#),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel("Share")"#),
            RuleExample(#"Button(post.title, action: open).accessibilityLabel("Open post")"#),
            RuleExample("""
            Button(action: favorite) {
                HStack {
                    Image(systemName: "star")
                    Text("Favorite")
                }
            }
            .accessibilityLabel("Favorite")
            """),
            RuleExample("""
            Button(action: add) { Text("+") }
                .accessibilityLabel("Add item")
            """),
            RuleExample(#"Toggle("Notifications", isOn: $notify).labelsHidden().accessibilityLabel("Daily reminders")"#),
            RuleExample("""
            Button(action: share) {
                Label("Share", systemImage: "square.and.arrow.up")
                    .labelStyle(.iconOnly)
            }
            .accessibilityLabel("Share photo")
            """),
            RuleExample("""
            HStack {
                Button("Delete", action: delete)
                    .accessibilityLabel("Remove from list")
            }
            .accessibilityElement(children: .combine)
            """),
            RuleExample(#"Picker("Sort", selection: $sort) { Text("Name").tag(0) }.accessibilityLabel("Sort order")"#),
            RuleExample("""
            Button(action: open) {
                ProfileBadge(user: user)
                Text("Profile")
            }
            .accessibilityLabel("Account for \\(user.name)")
            """),
            RuleExample("""
            Button(action: next) { Text("Next") }
                .accessibilityLabel(isLast ? "Finish" : "Next page")
            """),
            RuleExample("""
            Button("Save", action: save)
            #if os(macOS)
                .accessibilityLabel("Store document")
            #endif
            """),
            RuleExample(#"Button("settings.title", action: openSettings).accessibilityLabel("Settings")"#),
            RuleExample("""
            Toggle("Dark", isOn: $isDark)
                .toggleStyle(ThemeSwitchStyle())
                .accessibilityLabel("Dark mode")
            """),
            RuleExample("""
            struct Toolbar_Previews: PreviewProvider {
                static var previews: some View {
                    Button("Save") {}.accessibilityLabel("Keep changes")
                }
            }
            """),
            RuleExample(#"Text("Save").accessibilityLabel("Save")"#),
            RuleExample(#"Button("⭐️ Favorites", action: showFavorites).accessibilityLabel("Favorites")"#),
            RuleExample("""
            Menu {
                Button("Duplicate", action: duplicate)
                    .accessibilityLabel("Make a copy")
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .accessibilityLabel("More")
            """),
            RuleExample(#"Link("Terms & Conditions", destination: termsURL).accessibilityLabel("Terms and Conditions of use")"#),
        ],
        corrections: []
    )

    /// Controls that show their label as text where they stand.
    static let controlsShowingText: Set<String> = [
        "Button", "NavigationLink", "Link", "Menu", "Toggle", "Stepper", "DatePicker", "ColorPicker", "ShareLink",
    ]

    /// Whether a label's words start with the visible text's, also when they run together
    /// differently ("Log in" and "Login").
    static func starts(_ label: [String], with visible: [String]) -> Bool {
        !visible.isEmpty && (label.starts(with: visible) || label.joined().hasPrefix(visible.joined()))
    }

    /// Whether a label starts with the visible text, or with it spelled out where it abbreviates a
    /// key's name ("Control" for "Ctrl", "Escape" for "Esc"): Voice Control accepts either.
    static func starts(_ label: [String], withSpokenFormOf visible: [String]) -> Bool {
        if starts(label, with: visible) { return true }
        guard visible.contains(where: { keyAbbreviations[$0] != nil }) else { return false }
        let spelledOut = visible.reduce(into: [[String]()]) { forms, word in
            let readings = [[word]] + (keyAbbreviations[word] ?? []).map { $0.split(separator: " ").map(String.init) }
            forms = forms.flatMap { form in readings.map { form + $0 } }
        }
        return spelledOut.contains { starts(label, with: $0) }
    }

    /// Abbreviations of keys' and modifiers' names on keyboards and key bars, with the names they stand for.
    static let keyAbbreviations: [String: [String]] = [
        "ctrl": ["control"], "cmd": ["command"], "opt": ["option"], "alt": ["alternate", "option"], "esc": ["escape"],
        "del": ["delete"], "bksp": ["backspace"], "fn": ["function"], "pgup": ["page up"], "pgdn": ["page down"],
        "ins": ["insert"], "ret": ["return"], "caps": ["caps lock"], "shft": ["shift"],
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: LabelInNameRule.controlsShowingText) {
            guard let element = chain.elementLink, chain.hasModifier("accessibilityLabel") || chain.hasModifier("accessibility") else { continue }
            let labels = context.writtenAccessibilityTexts(.label, of: chain)
            let anyLabels = chain.modifiers.filter { $0.name == "accessibilityLabel" || $0.name == "accessibility" && $0.argument("label") != nil }
            guard labels.count == 1, anyLabels.count == 1, let label = labels.first, !label.isInterpolated,
                  context.isExposedToAccessibility(chain), !context.isInMenuItems(chain), let visible = context.visibleText(of: chain),
                  let labelWords = context.shownWords(ofLiteral: label.text).map(RuleContext.spokenWords) else { continue }
            let visibleWords = RuleContext.spokenWords(visible.text)
            guard visibleWords.joined().count(where: \.isLetter) >= 2, !labelWords.isEmpty else { continue }
            let english = context.shownWords(ofLiteral: label.text) ?? label.text
            let spelled = StringLiteral.literal(label.text) + (english == label.text ? "" : " (\(StringLiteral.literal(english)))")
            // A label that says the visible text again (case and punctuation aside) is harmless: VoiceOver
            // and Voice Control read the same words either way.
            if labelWords.joined() == visibleWords.joined() { continue }
            if visible.isCertainlyShown, !visible.allTexts.contains(where: { LabelInNameRule.starts(labelWords, withSpokenFormOf: RuleContext.spokenWords($0)) }) {
                let offset = context.tree.tokens[label.modifier.nameToken ?? label.modifier.firstToken].start
                findings.append(finding(
                    "accessibility label \(spelled) does not start with the \(element.name)'s visible text \(StringLiteral.literal(visible.text)): Voice Control users say what they see; start the label with it or remove the label",
                    at: offset))
            }
        }
        return findings
    }
}
