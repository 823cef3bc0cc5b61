/// Segmented, palette and wheel pickers given no title: VoiceOver reads each segment or the wheel's
/// value, but never what the choice is about.
public struct SegmentedPickerLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "segmented-picker-label",
        name: "Segmented and wheel pickers need a label",
        summary: "Finds a `Picker` styled `.segmented`, `.palette` or `.wheel` (`SegmentedPickerStyle()`, `WheelPickerStyle()`, on it or on a container around it) made with an empty title (`Picker(\"\", selection:)`, `label: EmptyView()`) and no accessibility label, where its segments show only images, it is a wheel, or the text that names it stands beside it. Adds `.accessibilityLabel(…)` from the text beside it, marked `// [VERIFY]`; where only the name of the state it chooses suggests words, reports them for a person (a review on apps the rule had not seen found the rows titled in other words, \"Low Threshold\" for `lowValue`).",
        rationale: "A segmented picker shows its segments and no title, so teams often give it none. VoiceOver then reads \"Selected, Grid, button, 1 of 2\": what is chosen, never what the choice is (layout, sort order, time range); a wheel reads only its value. With a label, VoiceOver announces it as the group's name when focus enters the segments, and a Voice Control user can name the picker. WCAG 4.1.2 asks for every control to have a name.",
        notes: "A title the style hides is still the picker's accessibility label (`Picker(\"Layout\", selection:).pickerStyle(.segmented)` is named, like any control under `.labelsHidden()`), so only an empty title is a finding. The fix adds only `.accessibilityLabel`: a segmented picker is already an accessibility container whose segments are elements of their own (\"1 of 3\"), and the label names that container; `.accessibilityElement(children: .contain)` would only wrap it in a second container and change nothing a person hears, so it is not added (nor is it needed for a wheel, which is one adjustable element). The label's sources and every case left alone are those of `form-control-label`: the text beside the picker (just before it in an `HStack` or `GridRow`, the one text above it in a `VStack` without other controls), copied as written; then the name of the bound state without the words that say which value is chosen (`$selectedTimeRange` → \"Time range\"; a state that names no particular choice, `$selectedTab`, `$selection`, gives none), written the way the file writes its strings. Segments that show text name the choice well enough to hear (\"Movies, 1 of 2\"), so such a picker is a finding only where the screen shows a name beside it that VoiceOver does not tie to it (\"Units\" before it in an `HStack`); segments of images alone, and a wheel, which reads only its value, always need a name. Not a finding: a picker with a title, an accessibility label or labelled pair, one inside `LabeledContent`, a menu, or a container that hides, replaces or combines its children, a style of the app's own, a View whose every use labels it, previews.",
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .verify, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct LibraryHeader: View {
                @Binding var layout: Layout

                var body: some View {
                    ↓Picker("", selection: $layout) {
                        Image(systemName: "square.grid.2x2").tag(Layout.grid)
                        Image(systemName: "list.bullet").tag(Layout.list)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
            RuleExample("""
            ↓Picker(selection: $viewModel.selectedTimeRange, label: EmptyView()) {
                ForEach(TimeRange.allCases) { Image(systemName: $0.symbolName).tag($0) }
            }
            .pickerStyle(SegmentedPickerStyle())
            """),
            RuleExample("""
            HStack {
                Text("Units")
                ↓Picker("", selection: $units) {
                    Text("Metric").tag(Units.metric)
                    Text("Imperial").tag(Units.imperial)
                }
            }
            .pickerStyle(.segmented)
            """),
            RuleExample("""
            ↓Picker("", selection: $minutes) {
                ForEach(0..<60) { Text("\\($0) min").tag($0) }
            }
            .pickerStyle(.wheel)
            .frame(height: 120)
            """),
            RuleExample("""
            VStack(alignment: .leading) {
                Text("Sort by")
                    .font(.caption)
                ↓Picker("", selection: $sortOrder) {
                    Text("Name").tag(SortOrder.name)
                    Text("Date").tag(SortOrder.date)
                }
                .pickerStyle(.segmented)
                .labelsHidden()
            }
            """),
            RuleExample("""
            ↓Picker(selection: $filter) {
                Image(systemName: "tray").tag(Filter.all)
                Image(systemName: "envelope.badge").tag(Filter.unread)
            } label: {
                EmptyView()
            }
            .pickerStyle(.segmented)
            """),
            RuleExample("""
            Section {
                ↓Picker("", selection: $tint) {
                    ForEach(Tint.allCases) { tint in
                        Image(systemName: "circle.fill").foregroundStyle(tint.color).tag(tint)
                    }
                }
                .pickerStyle(.palette)
            }
            """),
            RuleExample("""
            #if os(iOS)
            ↓Picker("", selection: $mode) {
                Image(systemName: "sun.max").tag(Mode.day)
                Image(systemName: "calendar").tag(Mode.week)
            }
            .pickerStyle(.segmented)
            #endif
            """),
            RuleExample("""
            ↓Picker("", selection: $hour) {
                ForEach(0..<24) { Text(String($0)).tag($0) }
            }
            .pickerStyle(WheelPickerStyle())
            """),
            RuleExample("""
            GridRow {
                Text("Appearance:")
                ↓Picker(selection: $appearance, label: Text("")) {
                    Text("Light").tag(Appearance.light)
                    Text("Dark").tag(Appearance.dark)
                }
                .pickerStyle(.segmented)
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct SearchScopeBar: View {
                @Binding var scope: SearchScope

                var body: some View {
                    Picker("", selection: $scope) {
                        Text("Movies").tag(SearchScope.movies)
                        Text("People").tag(SearchScope.people)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
            RuleExample("""
            Picker("Layout", selection: $layout) {
                Text("Grid").tag(Layout.grid)
                Text("List").tag(Layout.list)
            }
            .pickerStyle(.segmented)
            """),
            RuleExample("""
            Picker("Sort", selection: $sortOrder) {
                Text("Name").tag(SortOrder.name)
                Text("Date").tag(SortOrder.date)
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            """),
            RuleExample("""
            Picker("", selection: $layout) {
                Text("Grid").tag(Layout.grid)
                Text("List").tag(Layout.list)
            }
            .pickerStyle(.segmented)
            .accessibilityLabel("Layout")
            """),
            RuleExample("""
            LabeledContent("Units") {
                Picker("", selection: $units) {
                    Text("Metric").tag(Units.metric)
                    Text("Imperial").tag(Units.imperial)
                }
                .pickerStyle(.segmented)
            }
            """),
            RuleExample("""
            Picker("", selection: $theme) {
                Text("Light").tag(Theme.light)
                Text("Dark").tag(Theme.dark)
            }
            .pickerStyle(.menu)
            """),
            RuleExample("""
            Picker("", selection: $tab) {
                Text("Posts").tag(Tab.posts)
                Text("Likes").tag(Tab.likes)
            }
            .pickerStyle(CapsuleSegmentsStyle())
            """),
            RuleExample("""
            Menu("View") {
                Picker("", selection: $layout) {
                    Text("Grid").tag(Layout.grid)
                    Text("List").tag(Layout.list)
                }
                .pickerStyle(.inline)
            }
            """),
            RuleExample("""
            HStack {
                Text("Speed")
                Picker("", selection: $speed) {
                    Text("1×").tag(1.0)
                    Text("2×").tag(2.0)
                }
                .pickerStyle(.segmented)
            }
            .accessibilityElement(children: .combine)
            """),
            RuleExample("""
            Picker(selection: $mode) {
                Text("Day").tag(Mode.day)
                Text("Week").tag(Mode.week)
            } label: {
                Text("Calendar mode")
            }
            .pickerStyle(.segmented)
            """),
            RuleExample("""
            #Preview {
                Picker("", selection: .constant(1)) {
                    Text("One").tag(1)
                }
                .pickerStyle(.segmented)
            }
            """),
            // A segmented picker that switches tabs, with text segments and no name shown beside it: left alone,
            // as the segments ("General, 1 of 2") say what each shows, and its state `selectedTab` names no choice.
            RuleExample("""
            struct SettingsPane: View {
                @State private var selectedTab = 0

                var body: some View {
                    Picker("", selection: $selectedTab) {
                        Text("General").tag(0)
                        Text("Git").tag(1)
                    }
                    .pickerStyle(.segmented)
                }
            }
            """),
        ],
        corrections: [
            // Only the state names it ("Layout"): a guess where the screen may title it in other words, reported.
            RuleCorrection("""
            struct LibraryHeader: View {
                @Binding var layout: Layout

                var body: some View {
                    Picker("", selection: $layout) {
                        Image(systemName: "square.grid.2x2").tag(Layout.grid)
                        Image(systemName: "list.bullet").tag(Layout.list)
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)
                }
            }
            """, """
            struct LibraryHeader: View {
                @Binding var layout: Layout

                var body: some View {
                    Picker("", selection: $layout) {
                        Image(systemName: "square.grid.2x2").tag(Layout.grid)
                        Image(systemName: "list.bullet").tag(Layout.list)
                    }
                    .pickerStyle(.segmented)
                    .padding(.horizontal)
                }
            }
            """),
            RuleCorrection("""
            struct StatsHeader: View {
                @ObservedObject var viewModel: StatsViewModel

                var body: some View {
                    Picker(selection: $viewModel.selectedTimeRange, label: EmptyView()) {
                        ForEach(TimeRange.allCases) { Image(systemName: $0.symbolName).tag($0) }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                }
            }
            """, """
            struct StatsHeader: View {
                @ObservedObject var viewModel: StatsViewModel

                var body: some View {
                    Picker(selection: $viewModel.selectedTimeRange, label: EmptyView()) {
                        ForEach(TimeRange.allCases) { Image(systemName: $0.symbolName).tag($0) }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                }
            }
            """),
            RuleCorrection("""
            struct UnitsRow: View {
                @Binding var units: Units

                var body: some View {
                    HStack {
                        Text("Units")
                        Picker("", selection: $units) {
                            Text("Metric").tag(Units.metric)
                            Text("Imperial").tag(Units.imperial)
                        }
                        .pickerStyle(.segmented)
                    }
                }
            }
            """, """
            struct UnitsRow: View {
                @Binding var units: Units

                var body: some View {
                    HStack {
                        Text("Units")
                        Picker("", selection: $units) {
                            Text("Metric").tag(Units.metric)
                            Text("Imperial").tag(Units.imperial)
                        }
                        .pickerStyle(.segmented)
                        .accessibilityLabel("Units") // [VERIFY]
                    }
                }
            }
            """),
        ]
    )

    /// Segments that show their text name the choice well enough to hear (\"Movies, 1 of 2\", \"People,
    /// 2 of 2\"): such a picker needs a name only where the screen shows one beside it that VoiceOver
    /// does not tie to it. Segments of images alone, and a wheel, which reads only its value, need one always.
    private func needsAName(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard context.pickerStyle(of: chain) != "wheel", let element = chain.elementLink,
              let options = element.closure(labeled: nil) ?? element.closure(labeled: "content") else { return true }
        let showsText = context.shownItems(in: options).contains { if case .text = $0 { return true } else { return false } }
        return !showsText || context.textBeside(chain) != nil
    }

    public func findings(in context: RuleContext) -> [Finding] {
        context.elements(named: ["Picker"]).compactMap { chain in
            guard FormControlLabelling.isSegmentedOrWheel(chain, in: context), needsAName(chain, in: context) else { return nil }
            return FormControlLabelling.finding(for: chain, in: context) { message, offset, fix in finding(message, at: offset, fix: fix) }
        }
    }
}
