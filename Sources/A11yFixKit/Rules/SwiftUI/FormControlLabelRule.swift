/// Form controls given no title: VoiceOver reads their value and role with no name, and Voice
/// Control users have nothing to say to reach them.
public struct FormControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "form-control-label",
        name: "Form controls need a label",
        summary: "Finds `TextField`, `SecureField`, `Picker`, `Slider`, `Stepper`, `Toggle`, `DatePicker` and `ColorPicker` made with an empty title (`TextField(\"\", text:)`, `Toggle(isOn:) { EmptyView() }`, `Picker(selection:, label: EmptyView())`, a `Slider` with no label) and no accessibility label. Adds `.accessibilityLabel(…)` from the text the row shows beside the control, else its placeholder, marked `// [VERIFY]`; where only the name of the state it edits suggests words, reports them for a person (the screen often titles the row in other words, a section header or a wrapper's title, which Voice Control users say).",
        rationale: "A control's title is its accessibility label even where it is not shown. Without one VoiceOver reads only \"text field, double tap to edit\" or \"50%, adjustable\", and a person who cannot see the row has to guess what it sets; a Voice Control user cannot say its name. WCAG 1.3.5, 3.3.2 and 4.1.2 ask for every input to be named.",
        notes: "`.labelsHidden()` is not a finding on its own: SwiftUI keeps a hidden title as the accessibility label (Apple's documentation of `labelsHidden()`: always give the label, the system uses it for accessibility), so `Toggle(\"Wi-Fi\", isOn:).labelsHidden()` is named. Nor is a title computed at run time (`TextField(title, text:)`), a text field whose title is its placeholder (`TextField(\"Email\", text:)`), a control inside `LabeledContent` (SwiftUI names the content with the row's label) or a `Label`, one with `.accessibilityLabel`, `.accessibilityLabeledPair` or `.accessibilityRepresentation` on it, one inside a container that hides, replaces or combines its children (the combined element reads the row's text with the control's value), a picker inside a menu (its items are the menu's entries), a segmented or wheel picker (`segmented-picker-label`), an inline picker (`.pickerStyle(.inline)`: its options are rows of their own, read with their text and \"Selected\", under the section or screen that names them), a control in a reusable View whose every use labels it, and the app's own View named like a control (`struct Slider: View` drawn from shapes and a drag: project index), which is not SwiftUI's. A text field with an empty title and a `prompt:` is a finding: the prompt is a placeholder, read only while the field is empty, and gone once someone types. The label comes, most trusted first, from the `Text` the row shows beside the control (the text just before it in an `HStack` or a `GridRow`, the one text above it in a `VStack` that holds no other control, a placeholder shown under it in a `ZStack` while it is empty; not a caption that names several values together, `Text(\"Area Size:\")` before a width and a height field, whose parts are for a person to name, nor the start of a sentence the control completes, `Text(\"Stop after\")` before a field and `Text(\"minutes\")`, whose fragment is no name and reads as a filler word in other languages), copied as written so that it is translated with the same key; then the placeholder (`prompt: Text(\"Message\")`), unless it shows an example value (an address, a URL, digits); then, for a control passed into a row View of the project that shows words for it (`LocalProviderFormRow(title: \"Server\") { TextField(…) }`, `ToggleAlignment { Text(\"Use cellular data\") } toggle: { Toggle(…) }`), those words, suggested in the report (the row draws them out of sight); then the name of the bound state (`$emailAddress` → \"Email address\", `$viewModel.user.email` → \"Email\"), written the way the file writes its strings. A text that interpolates a value or reads the control's own state (`Text(\"\\(Int(volume))%\")`) shows its value, not its name, and is passed over; with no source, the finding is reported without a fix.",
        severity: .blocks, wcag: ["1.3.5", "3.3.2", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, seeds: ["002", "004"],
        triggeringExamples: [
            // A field in the middle of a sentence: "Stop after" alone is no name.
            RuleExample("""
            struct AutoStopRow: View {
                @Binding var minutes: Int

                var body: some View {
                    HStack {
                        Text("Stop after")
                        ↓TextField("", value: $minutes, formatter: NumberFormatter())
                            .frame(width: 40)
                        ↓Stepper("", value: $minutes)
                            .labelsHidden()
                        Text("minutes")
                    }
                }
            }
            """),
            // One caption before two values names the pair: neither field is labelled with it.
            RuleExample("""
            struct CaptureAreaForm: View {
                @Binding var areaWidth: Int
                @Binding var areaHeight: Int

                var body: some View {
                    HStack {
                        Text("Area Size:")
                        ↓TextField("", value: $areaWidth, formatter: NumberFormatter())
                        Text("×")
                        ↓TextField("", value: $areaHeight, formatter: NumberFormatter())
                    }
                }
            }
            """),
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
            // A live transcript drawn over the field is content, not its name: reported without a fix.
            RuleExample("""
            HStack(spacing: 8) {
                ZStack(alignment: .leading) {
                    if shouldShowLiveFollowUpText {
                        Text(liveFollowUpText)
                            .lineLimit(1)
                    }
                    ↓TextField("", text: $draftMessage)
                        .textFieldStyle(.plain)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // An inline picker's options are rows of their own, read with "Selected"; the section names them.
            RuleExample("""
            struct BitratePresetsView: View {
                @Binding var bitrate: UInt32

                var body: some View {
                    Form {
                        Section("Bitrate") {
                            Picker("", selection: $bitrate) {
                                ForEach(presets) { preset in
                                    Text(preset.name).tag(preset.bitrate)
                                }
                            }
                            .pickerStyle(.inline)
                            .labelsHidden()
                        }
                    }
                }
            }
            """),
            // A graphical date picker is a calendar VoiceOver moves through day by day: no one element to name.
            RuleExample("""
            struct EntryDateView: View {
                @Binding var date: Date

                var body: some View {
                    DatePicker("", selection: $date, displayedComponents: [.date, .hourAndMinute])
                        .datePickerStyle(.graphical)
                }
            }
            """),
            // A Table's column header names its cells; a field bound to a constant shows text it cannot set.
            RuleExample("""
            struct IdentityTable: View {
                @Binding var identities: [Identity]
                let arguments: [String]

                var body: some View {
                    Table($identities) {
                        TableColumn("Username") { $identity in
                            TextField("", text: $identity.username)
                        }
                        TableColumn("Read Only?") { $identity in
                            Toggle("", isOn: $identity.isReadOnly).disabled(true)
                        }
                    }
                    ForEach(arguments, id: \\.self) { argument in
                        TextField("", text: .constant(argument)).disabled(true)
                    }
                }
            }
            """),
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
            // A placeholder drawn behind the field names it without the dots that trail off into it.
            RuleCorrection("""
            ZStack(alignment: .leading) {
                if searchText.isEmpty {
                    Text("Search...")
                        .foregroundStyle(.secondary)
                }
                TextField("", text: $searchText)
            }
            """, """
            ZStack(alignment: .leading) {
                if searchText.isEmpty {
                    Text("Search...")
                        .foregroundStyle(.secondary)
                }
                TextField("", text: $searchText)
                    .accessibilityLabel("Search") // [VERIFY]
            }
            """),
            // A placeholder that tells what to do is no name: reported, with the words its state suggests.
            RuleCorrection("""
            struct InterestsField: View {
                @State private var newInterest = ""

                var body: some View {
                    ZStack(alignment: .leading) {
                        if newInterest.isEmpty {
                            Text("Type and press enter to add...")
                                .foregroundStyle(.secondary)
                        }
                        TextField("", text: $newInterest)
                            .onSubmit(addInterest)
                    }
                }
            }
            """, """
            struct InterestsField: View {
                @State private var newInterest = ""

                var body: some View {
                    ZStack(alignment: .leading) {
                        if newInterest.isEmpty {
                            Text("Type and press enter to add...")
                                .foregroundStyle(.secondary)
                        }
                        TextField("", text: $newInterest)
                            .onSubmit(addInterest)
                    }
                }
            }
            """),
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
            // A state named for the control (`sliderValue`) names nothing it sets: reported, with no words to suggest.
            RuleCorrection("""
            struct NumericPropertyControl: View {
                @State private var sliderValue = 0.5
                var body: some View {
                    Slider(value: $sliderValue).labelsHidden()
                }
            }
            """, """
            struct NumericPropertyControl: View {
                @State private var sliderValue = 0.5
                var body: some View {
                    Slider(value: $sliderValue).labelsHidden()
                }
            }
            """),
            // "(inclusive)" qualifies the caption before it; the caption names the picker.
            RuleCorrection("""
            HStack(spacing: 0) {
                Text("Start date")
                    .padding(.trailing, 4)
                Text("(inclusive)", comment: "translate: inclusive")
                    .foregroundColor(.secondary)
                Spacer()
                DatePicker("", selection: $startDate, displayedComponents: .date)
                    .labelsHidden()
            }
            """, """
            HStack(spacing: 0) {
                Text("Start date")
                    .padding(.trailing, 4)
                Text("(inclusive)", comment: "translate: inclusive")
                    .foregroundColor(.secondary)
                Spacer()
                DatePicker("", selection: $startDate, displayedComponents: .date)
                    .labelsHidden()
                    .accessibilityLabel("Start date") // [VERIFY]
            }
            """),
            // A form grid's caption built with its colon (`Strings.allDay + ":"`) names the box without it.
            RuleCorrection("""
            GridRow {
                Text(Strings.Event.allDay + ":")
                    .foregroundStyle(.secondary)
                Toggle(isOn: $viewModel.isAllDay) { }
                    .toggleStyle(.checkbox)
            }
            """, """
            GridRow {
                Text(Strings.Event.allDay + ":")
                    .foregroundStyle(.secondary)
                Toggle(isOn: $viewModel.isAllDay) { }
                    .toggleStyle(.checkbox)
                    .accessibilityLabel(Text(Strings.Event.allDay)) // [VERIFY]
            }
            """),
            // A text that introduces the field ("Login Path: ") names it without its colon.
            RuleCorrection("""
            HStack {
                Text("Login Path: ")
                TextField("", text: $loginPath)
            }
            """, """
            HStack {
                Text("Login Path: ")
                TextField("", text: $loginPath)
                    .accessibilityLabel("Login Path") // [VERIFY]
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
                    HStack {
                        Text("Email")
                        TextField("", text: $emailAddress)
                            .textFieldStyle(.roundedBorder)
                    }
                }
            }
            """, """
            struct SignInForm: View {
                @State private var emailAddress = ""

                var body: some View {
                    HStack {
                        Text("Email")
                        TextField("", text: $emailAddress)
                            .textFieldStyle(.roundedBorder)
                            .accessibilityLabel("Email") // [VERIFY]
                    }
                }
            }
            """),
            // Only the state names it: the screen may title it in words the fix cannot see (a section
            // header, a row a wrapper draws), which Voice Control users would say. Reported.
            RuleCorrection("""
            struct SignInFields: View {
                @State private var emailAddress = ""

                var body: some View {
                    TextField("", text: $emailAddress)
                        .textFieldStyle(.roundedBorder)
                }
            }
            """, """
            struct SignInFields: View {
                @State private var emailAddress = ""

                var body: some View {
                    TextField("", text: $emailAddress)
                        .textFieldStyle(.roundedBorder)
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
            // A value-showing text beside the control is not its name; only the state suggests one: reported.
            RuleCorrection("""
            HStack {
                Text("\\(Int(volume * 100))%")
                Slider(value: $volume)
            }
            """, """
            HStack {
                Text("\\(Int(volume * 100))%")
                Slider(value: $volume)
            }
            """),
            // Texts on both ends of a slider mark its range (a small and a large "A" for text size),
            // they do not name it: reported.
            RuleCorrection("""
            HStack {
                Text("A")
                Slider(value: $textScale)
                Text("A")
                    .font(.title)
            }
            """, """
            HStack {
                Text("A")
                Slider(value: $textScale)
                Text("A")
                    .font(.title)
            }
            """),
            RuleCorrection("""
            HStack {
                Text("Slow")
                Slider(value: $playbackRate, in: 0.5...2)
                Text("Fast")
            }
            """, """
            HStack {
                Text("Slow")
                Slider(value: $playbackRate, in: 0.5...2)
                Text("Fast")
            }
            """),
            // "Either" and "or" join two fields; neither names one. Reported.
            RuleCorrection("""
            HStack {
                Text("Either")
                TextField("", text: $menuItemName)
                Text("or")
                TextField("", text: $fallbackName)
            }
            """, """
            HStack {
                Text("Either")
                TextField("", text: $menuItemName)
                Text("or")
                TextField("", text: $fallbackName)
            }
            """),
            // The state suggests "Account" (the words that say which value is chosen go); reported.
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
            """),
            // A placeholder that shows an example value does not name the field; nothing else does.
            RuleCorrection("""
            TextField("", text: $input, prompt: Text("https://git.example.com"))
            """, """
            TextField("", text: $input, prompt: Text("https://git.example.com"))
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        context.elements(named: RuleContext.formControls).compactMap { chain in
            // An inline picker shows its options as rows of their own, each read with its text and
            // "Selected"; the section or screen around it names the group.
            guard let element = chain.elementLink,
                  element.name != "Picker" || !FormControlLabelling.isSegmentedOrWheel(chain, in: context) && context.pickerStyle(of: chain) != "inline",
                  // A graphical date picker is a calendar of named days and months, not one element VoiceOver names.
                  element.name != "DatePicker" || context.controlStyle(of: chain, setBy: "datePickerStyle") != "graphical",
                  // The app's own `struct Slider: View`, drawn from shapes and a drag: not SwiftUI's control.
                  context.project?.isView(element.name) != true else { return nil }
            return FormControlLabelling.finding(for: chain, in: context) { message, offset, fix in finding(message, at: offset, fix: fix) }
        }
    }
}
