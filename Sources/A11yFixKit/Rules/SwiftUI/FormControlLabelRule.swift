/// Form controls given no title: VoiceOver reads their value and role with no name, and Voice
/// Control users have nothing to say to reach them.
public struct FormControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "form-control-label",
        name: "Form controls need a label",
        summary: "Finds `TextField`, `SecureField`, `Picker`, `Slider`, `Stepper`, `Toggle`, `DatePicker` and `ColorPicker` made with an empty title (`TextField(\"\", text:)`, `Toggle(isOn:) { EmptyView() }`, `Picker(selection:, label: EmptyView())`, a `Slider` with no label) and no accessibility label. Adds `.accessibilityLabel(…)` from the text the row shows beside the control, else its placeholder, else the name of the state it edits, marked `// [VERIFY]`.",
        rationale: "A control's title is its accessibility label even where it is not shown. Without one VoiceOver reads only \"text field, double tap to edit\" or \"50%, adjustable\", and a person who cannot see the row has to guess what it sets; a Voice Control user cannot say its name. WCAG 1.3.5, 3.3.2 and 4.1.2 ask for every input to be named.",
        notes: "`.labelsHidden()` is not a finding on its own: SwiftUI keeps a hidden title as the accessibility label (Apple's documentation of `labelsHidden()`: always give the label, the system uses it for accessibility), so `Toggle(\"Wi-Fi\", isOn:).labelsHidden()` is named. Nor is a title computed at run time (`TextField(title, text:)`), a text field whose title is its placeholder (`TextField(\"Email\", text:)`), a control inside `LabeledContent` (SwiftUI names the content with the row's label) or a `Label`, one with `.accessibilityLabel`, `.accessibilityLabeledPair` or `.accessibilityRepresentation` on it, one inside a container that hides, replaces or combines its children (the combined element reads the row's text with the control's value), a picker inside a menu (its items are the menu's entries), a segmented or wheel picker (`segmented-picker-label`), and a control in a reusable View whose every use labels it. A text field with an empty title and a `prompt:` is a finding: the prompt is a placeholder, read only while the field is empty, and gone once someone types. The label comes, most trusted first, from the `Text` the row shows beside the control (the text just before it in an `HStack` or a `GridRow`, the one text above it in a `VStack` that holds no other control, a placeholder shown under it in a `ZStack` while it is empty), copied as written so that it is translated with the same key; then the placeholder (`prompt: Text(\"Message\")`), unless it shows an example value (an address, a URL, digits); then the name of the bound state (`$emailAddress` → \"Email address\", `$viewModel.user.email` → \"Email\"), written the way the file writes its strings. A text that interpolates a value or reads the control's own state (`Text(\"\\(Int(volume))%\")`) shows its value, not its name, and is passed over; with no source, the finding is reported without a fix.",
        severity: .blocks, wcag: ["1.3.5", "3.3.2", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, seeds: ["002", "004"],
        triggeringExamples: [
            RuleExample("""
            struct SignInForm: View {
                @State private var emailAddress = ""
                @State private var password = ""

                var body: some View {
                    VStack(spacing: 12) {
                        ↓TextField("", text: $emailAddress)
                            .textFieldStyle(.roundedBorder)
                        ↓SecureField("", text: $password)
                            .textFieldStyle(.roundedBorder)
                    }
                }
            }
            """),
            RuleExample("""
            struct VolumeRow: View {
                @Binding var volume: Double

                var body: some View {
                    HStack {
                        Text("Volume")
                        ↓Slider(value: $volume, in: 0...1)
                    }
                }
            }
            """),
            RuleExample("""
            List {
                ForEach($feeds) { $feed in
                    HStack {
                        Text(feed.title)
                        Spacer()
                        ↓Toggle("", isOn: $feed.isSubscribed)
                    }
                }
            }
            """),
            RuleExample("""
            ↓Picker(selection: $sortOrder, label: EmptyView()) {
                Text("Newest").tag(SortOrder.newest)
                Text("Oldest").tag(SortOrder.oldest)
            }
            """),
            RuleExample("""
            ↓Toggle(isOn: $settings.launchAtLogin) {
                EmptyView()
            }
            .toggleStyle(.switch)
            """),
            RuleExample("""
            struct NoteComposer: View {
                @State private var message = ""

                var body: some View {
                    ↓TextField("", text: $message, prompt: Text("Message"), axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            """),
            RuleExample("""
            Form {
                ↓DatePicker("", selection: $reminderDate, displayedComponents: .hourAndMinute)
                    .labelsHidden()
            }
            """),
            RuleExample("""
            VStack(alignment: .leading) {
                Text("Display name")
                    .font(.caption)
                ↓TextField("", text: $profile.displayName)
            }
            """),
            RuleExample("""
            ZStack(alignment: .leading) {
                if query.isEmpty {
                    Text("Search cities")
                        .foregroundStyle(.secondary)
                }
                ↓TextField("", text: $query)
            }
            """),
            RuleExample("""
            HStack {
                Text("Copies")
                ↓Stepper("", value: $copies, in: 1...99)
                    .labelsHidden()
            }
            """),
            RuleExample("""
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name:")
                    ↓TextField("", text: $accountName)
                        .frame(width: 150)
                }
            }
            """),
            RuleExample("""
            #if os(macOS)
            ↓ColorPicker("", selection: $accentColor)
                .labelsHidden()
            #endif
            """),
            RuleExample("""
            struct ThemePicker: View {
                @Binding var theme: Theme

                var body: some View {
                    ↓Picker("", selection: $theme) {
                        ForEach(Theme.allCases) { Text($0.name).tag($0) }
                    }
                    .pickerStyle(.menu)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct WifiRow: View {
                @Binding var isOn: Bool

                var body: some View {
                    HStack {
                        Image(systemName: "wifi")
                        Toggle("Wi-Fi", isOn: $isOn)
                            .labelsHidden()
                    }
                }
            }
            """),
            RuleExample(#"TextField("Email", text: $email).textContentType(.emailAddress)"#),
            RuleExample("""
            LabeledContent("Brightness") {
                Slider(value: $brightness)
            }
            """),
            RuleExample("""
            HStack {
                Text("Volume")
                Slider(value: $volume)
                    .accessibilityLabel("Volume")
            }
            """),
            RuleExample("""
            HStack {
                Text("Notifications")
                Toggle("", isOn: $notify)
            }
            .accessibilityElement(children: .combine)
            """),
            RuleExample("""
            Picker("", selection: $layout) {
                Label("Grid", systemImage: "square.grid.2x2").tag(Layout.grid)
                Label("List", systemImage: "list.bullet").tag(Layout.list)
            }
            .pickerStyle(.segmented)
            """),
            RuleExample("""
            Menu("Sort") {
                Picker("", selection: $sortOrder) {
                    Text("Name").tag(SortOrder.name)
                    Text("Date").tag(SortOrder.date)
                }
            }
            """),
            RuleExample("""
            Toggle(isOn: $agreesToTerms) {
                Text("I agree to the terms")
            }
            """),
            RuleExample("""
            TextField(viewModel.placeholder, text: $viewModel.text)
            """),
            RuleExample("""
            Slider(value: $progress, in: 0...1) {
                Text("Playback position")
            } minimumValueLabel: {
                Text("0:00")
            } maximumValueLabel: {
                Text(duration)
            }
            """),
            RuleExample("""
            TextField("", text: $name)
                #if os(iOS)
                .accessibilityLabel("Name")
                #endif
            """),
            RuleExample("""
            #Preview {
                TextField("", text: .constant("Preview"))
            }
            """),
            RuleExample("""
            struct PlayToggle: View {
                @Binding var isPlaying: Bool

                var body: some View {
                    Toggle(isOn: $isPlaying) {}
                        .toggleStyle(PlayPauseToggleStyle())
                }
            }
            """),
            RuleExample("""
            HStack {
                Text("Size")
                TextField("", value: $size, format: .number)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Size")
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct VolumeRow: View {
                @Binding var volume: Double

                var body: some View {
                    HStack {
                        Text("Volume")
                        Slider(value: $volume, in: 0...1)
                            .frame(width: 160)
                    }
                }
            }
            """, """
            struct VolumeRow: View {
                @Binding var volume: Double

                var body: some View {
                    HStack {
                        Text("Volume")
                        Slider(value: $volume, in: 0...1)
                            .accessibilityLabel("Volume") // [VERIFY]
                            .frame(width: 160)
                    }
                }
            }
            """),
            // A computed text is copied as written: it is translated the way the row shows it.
            RuleCorrection("""
            ForEach($feeds) { $feed in
                HStack {
                    Text(feed.title)
                    Spacer()
                    Toggle("", isOn: $feed.isSubscribed)
                }
            }
            """, """
            ForEach($feeds) { $feed in
                HStack {
                    Text(feed.title)
                    Spacer()
                    Toggle("", isOn: $feed.isSubscribed)
                        .accessibilityLabel(Text(feed.title)) // [VERIFY]
                }
            }
            """),
            RuleCorrection("""
            struct SignInForm: View {
                @State private var emailAddress = ""

                var body: some View {
                    TextField("", text: $emailAddress)
                        .textFieldStyle(.roundedBorder)
                }
            }
            """, """
            struct SignInForm: View {
                @State private var emailAddress = ""

                var body: some View {
                    TextField("", text: $emailAddress)
                        .textFieldStyle(.roundedBorder)
                        .accessibilityLabel("Email address") // [VERIFY]
                }
            }
            """),
            RuleCorrection("""
            struct NoteComposer: View {
                @State private var noteText = ""

                var body: some View {
                    TextField("", text: $noteText, prompt: Text("Message"), axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            """, """
            struct NoteComposer: View {
                @State private var noteText = ""

                var body: some View {
                    TextField("", text: $noteText, prompt: Text("Message"), axis: .vertical)
                        .lineLimit(3...6)
                        .accessibilityLabel("Message") // [VERIFY]
                }
            }
            """),
            // A value-showing text beside the control is not its name; the binding is.
            RuleCorrection("""
            HStack {
                Text("\\(Int(volume * 100))%")
                Slider(value: $volume)
            }
            """, """
            HStack {
                Text("\\(Int(volume * 100))%")
                Slider(value: $volume)
                    .accessibilityLabel("Volume") // [VERIFY]
            }
            """),
            // The words that say which value is chosen are not the control's name.
            RuleCorrection("""
            Picker(selection: $viewModel.selectedAccountListSelection, label: Text("")) {
                ForEach(viewModel.accounts) { Text($0.name).tag($0) }
            }
            .pickerStyle(.radioGroup)
            """, """
            Picker(selection: $viewModel.selectedAccountListSelection, label: Text("")) {
                ForEach(viewModel.accounts) { Text($0.name).tag($0) }
            }
            .pickerStyle(.radioGroup)
            .accessibilityLabel("Account") // [VERIFY]
            """),
            // A placeholder that shows an example value does not name the field; nothing else does.
            RuleCorrection("""
            TextField("", text: $input, prompt: Text("https://git.example.com"))
            """, """
            TextField("", text: $input, prompt: Text("https://git.example.com"))
            """),
        ]
    )

    /// Picker styles that draw segments or a wheel: `segmented-picker-label` judges those.
    static let segmentedStyles: Set<String> = ["segmented", "wheel", "palette"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: RuleContext.formControls) {
            guard let element = chain.elementLink, context.isUntitled(element), !isNamedAround(chain, in: context), !context.hasCustomControlStyle(chain),
                  let nameToken = element.nameToken else { continue }
            if element.name == "Picker", let style = context.pickerStyle(of: chain), FormControlLabelRule.segmentedStyles.contains(style) { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "\(element.name) has no title and no accessibility label: VoiceOver reads its value and role with no name"
            guard context.isViewPosition(chain), let label = label(for: chain, element: element, in: context) else {
                findings.append(finding(problem + "; add .accessibilityLabel(\"…\") naming what it sets", at: offset))
                continue
            }
            guard let edits = context.modifierInsertion([label.modifier], into: chain, verifyMarker: true) else {
                findings.append(finding(problem + "; label it from \(label.source)", at: offset))
                continue
            }
            findings.append(finding(problem + "; labelled from \(label.source)", at: offset,
                                    fix: Fix(safety: .verify, edits: edits, summary: "labelled a \(element.name) that had no title")))
        }
        return findings
    }

    /// Whether something other than the control's title names it: its own accessibility label or
    /// labelled pair, a container that hides, replaces, combines or labels it, the row of a
    /// `LabeledContent`, a `Label`, a menu that builds entries from its items.
    private func isNamedAround(_ chain: ChainNode, in context: RuleContext) -> Bool {
        if context.hasAccessibilityLabel(chain) || chain.hasModifier("accessibilityLabeledPair") || context.isAccessibilityHidden(chain) { return true }
        if context.isLabelledAround(chain) || context.isInMenuItems(chain) || context.isInsideElement(chain, named: ["LabeledContent", "Label"]) { return true }
        return chain.ancestors().contains { ancestor in
            guard let container = ancestor as? ChainNode, container.elementLink != nil, chain.isDescendant(of: container) else { return false }
            return context.childrenBehavior(of: container) == .combine
        }
    }

    private struct ControlLabel {
        var modifier: String
        var source: String
    }

    /// The label, most trusted source first: the text beside the control, its placeholder, its state.
    private func label(for chain: ChainNode, element: LinkNode, in context: RuleContext) -> ControlLabel? {
        if let text = context.textBeside(chain) {
            return ControlLabel(modifier: copiedLabel(text, in: context), source: "the text beside it, \(text.text)")
        }
        if ["TextField", "SecureField"].contains(element.name), let prompt = element.argument("prompt")?.value?.singleChain,
           prompt.links.count == 1, let text = prompt.elementLink, text.name == "Text",
           let placeholder = context.literalTitle(of: text), readsAsName(placeholder) {
            return ControlLabel(modifier: copiedLabel(text, in: context), source: "its placeholder \(StringLiteral.literal(placeholder))")
        }
        guard let state = context.bindingName(context.boundValue(of: element)), let words = nameOfState(state) else { return nil }
        let inferred = InferredLabel(expression: StringLiteral.literal(words), inputLabels: [], source: "the state '\(state)' it edits")
        guard case let .insert(expression, _) = context.localized(inferred) else { return nil }
        return ControlLabel(modifier: context.accessibilityLabelModifier(expression), source: inferred.source)
    }

    /// What a control's state names: `issueAreaListSelection` → "Issue area", `selectedAccount` →
    /// "Account"; the words that say which value is chosen or how it is stored go. Nil for state that
    /// names nothing (`selection`, `item`).
    private func nameOfState(_ state: String) -> String? {
        guard let words = LabelInference.label(fromBindingName: state)?.split(separator: " ").map(String.init) else { return nil }
        var kept = words[...]
        while kept.count > 1, let first = kept.first, FormControlLabelRule.choiceWords.contains(first.lowercased()) { kept = kept.dropFirst() }
        while kept.count > 1, let last = kept.last, FormControlLabelRule.choiceWords.union(["list", "index"]).contains(last.lowercased()) { kept = kept.dropLast() }
        guard !kept.allSatisfy({ FormControlLabelRule.vagueWords.contains($0.lowercased()) }) else { return nil }
        return LabelInference.uppercasingFirstLetter(kept.joined(separator: " "))
    }

    /// Words that say a value is the chosen one.
    static let choiceWords: Set<String> = ["selected", "selection", "current", "chosen", "picked"]
    /// Words that name no particular state.
    static let vagueWords: Set<String> = ["selection", "selected", "current", "item", "data", "content", "model", "temp", "draft", "binding", "option", "index", "list"]

    /// `.accessibilityLabel("Volume")` for `Text("Volume")`; `.accessibilityLabel(Text(feed.title))`
    /// for any other text, written as the row writes it, so it is looked up and translated alike.
    private func copiedLabel(_ text: LinkNode, in context: RuleContext) -> String {
        if text.arguments.count == 1, text.arguments[0].label == nil, let literal = text.arguments[0].value,
           context.stringLiteralValue(literal) != nil {
            return context.accessibilityLabelModifier(literal.text)
        }
        return context.hasSwiftUI2APIs ? ".accessibilityLabel(\(text.text))" : ".accessibility(label: \(text.text))"
    }

    /// A placeholder that names the field ("Message (optional)"), not one that shows an example
    /// value to type ("name@example.com", "https://…", "e.g. 42").
    private func readsAsName(_ placeholder: String) -> Bool {
        let lowered = placeholder.lowercased()
        guard placeholder.contains(where: \.isLetter), !placeholder.contains(where: \.isNumber) else { return false }
        return !["@", "://", "www.", ".com", "e.g.", "example"].contains { lowered.contains($0) }
    }
}
