/// Presentations whose presenting control is gone when they close, so VoiceOver focus cannot return
/// to it.
public struct SheetFocusReturnRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "sheet-focus-return",
        name: "Focus returns to what presented a sheet",
        summary: "Reports a `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or `.confirmationDialog` bound to a state whose every presenting control of the same View is drawn only while the state is off (`if !isAdding { Button(\"Add\") { isAdding = true } }`), in a file that moves no VoiceOver focus itself (`@AccessibilityFocusState`).",
        rationale: "When a sheet or alert closes, VoiceOver should land where the person was: on the control that opened it. If that control disappeared while the sheet was up, VoiceOver drops the person somewhere else on the screen, often its first element, and they have to find their place again. WCAG 2.4.3 asks for focus to move in an order that keeps meaning.",
        notes: """
        Opt-in (`rules.enable` in the config, or `--rules sheet-focus-return`). Reported without a fix: which element should take focus, and when, is for a person.

        What SwiftUI does: its presentations are UIKit (and AppKit) modal presentations, and when one is dismissed VoiceOver returns focus to the element that had it when the presentation began, as it does for any modal view controller; seeds 001 and 002 ask that it be the trigger, and it is, as long as the trigger is still there. So a sheet presented by a Button that stays on screen needs nothing, and neither does one presented from code after async work, a timer or a notification: focus goes back to where the person was, which is still on screen. What defeats the system is a trigger that is removed while the sheet is up: a control drawn in a branch of an `if` or `switch` that reads the presentation's own state (`if !isAdding { … }`, `if selection == nil { … }`, also in a toolbar). When the state turns on, the branch and its control go; when the sheet closes, a new control is drawn, which is not the element VoiceOver remembered. That is the one pattern reported: it is certain from the code.

        Not a finding: a presentation with at least one presenting control that stays on screen; one whose state no control of the View sets (presented from code: focus returns to where the person was); a control that sets the state to `false` or `nil`; a control inside the presented content; a presentation written in the same branch as its control (it goes with it); a control removed by a condition on another state (a loading spinner in its place: whether it is back before the sheet closes is for a person); a Menu, context menu or swipe action item (the system returns focus to the menu's button); a control hidden from VoiceOver (its users do not open the sheet from it); a file that uses `@AccessibilityFocusState` or `.accessibilityFocused` (the team moves focus itself; a11yfix does not check where); previews. The fix: keep the control on screen (disable it instead of removing it), or move focus with `@AccessibilityFocusState` in the presentation's `onDismiss:`.
        """,
        severity: .degrades, wcag: ["2.4.3"], nutritionLabels: [.voiceOver], fixSafety: .none, isOptIn: true,
        seeds: ["001", "002"],
        triggeringExamples: [
            RuleExample("""
            struct NotesView: View {
                @State private var isAdding = false

                var body: some View {
                    VStack {
                        NotesList()
                        if !isAdding {
                            Button("Add note") { isAdding = true }
                        }
                    }
                    .↓sheet(isPresented: $isAdding) { NewNoteForm() }
                }
            }
            """),
            RuleExample("""
            struct ProfileHeader: View {
                @State private var isEditing = false

                var body: some View {
                    HStack {
                        Text("Profile")
                        if isEditing {
                            ProgressView()
                        } else {
                            Button("Edit") { isEditing.toggle() }
                        }
                    }
                    .↓fullScreenCover(isPresented: $isEditing) { ProfileEditor() }
                }
            }
            """),
            RuleExample("""
            struct InboxView: View {
                @State private var selectedMessage: Message?
                let messages: [Message]

                var body: some View {
                    List(messages) { message in
                        if selectedMessage == nil {
                            Button(message.subject) { selectedMessage = message }
                        } else {
                            Text(message.subject)
                        }
                    }
                    .↓sheet(item: $selectedMessage) { MessageDetail(message: $0) }
                }
            }
            """),
            RuleExample("""
            struct DocumentEditor: View {
                @State private var showsInfo = false

                var body: some View {
                    TextEditor(text: .constant(""))
                        .toolbar {
                            if !showsInfo {
                                Button("Info") { showsInfo = true }
                            }
                        }
                        .↓popover(isPresented: $showsInfo) { DocumentInfo() }
                }
            }
            """),
            RuleExample("""
            struct DeleteAccountRow: View {
                @State private var confirmsDeletion = false

                var body: some View {
                    Section {
                        if !confirmsDeletion {
                            Button("Delete account", role: .destructive) { confirmsDeletion = true }
                        }
                    }
                    .↓confirmationDialog("Delete your account?", isPresented: $confirmsDeletion) {
                        Button("Delete", role: .destructive) {}
                    }
                }
            }
            """),
            RuleExample("""
            struct ResetPanel: View {
                @State private var showsAlert = false

                var body: some View {
                    Group {
                        switch showsAlert {
                        case false:
                            Text("Reset all settings").onTapGesture { showsAlert = true }
                        case true:
                            Text("Resetting…")
                        }
                    }
                    .↓alert("Reset everything?", isPresented: $showsAlert) {
                        Button("Reset", role: .destructive) {}
                    }
                }
            }
            """),
            RuleExample("""
            struct FilterBar: View {
                @State private var isChoosing = false

                var body: some View {
                    HStack {
                        Text("Filters")
                        if isChoosing == false {
                            Button {
                                self.isChoosing = true
                            } label: {
                                Image(systemName: "line.3.horizontal.decrease.circle")
                            }
                            .accessibilityLabel("Filter")
                        }
                    }
                    .↓sheet(isPresented: $isChoosing) { FilterPicker() }
                }
            }
            """),
            RuleExample("""
            struct ShareRow: View {
                @ObservedObject var viewModel: ShareViewModel

                var body: some View {
                    HStack {
                        if !viewModel.isSharing {
                            Button("Share") { viewModel.isSharing = true }
                        }
                    }
                    .↓sheet(isPresented: $viewModel.isSharing) { ShareSheet() }
                }
            }
            """),
            RuleExample("""
            struct WelcomeCard: View {
                @State private var showsTour = false

                var body: some View {
                    VStack {
                        Text("Welcome")
                        if !showsTour {
                            Button("Take the tour") { showsTour = true }
                            Button("Skip") {}
                        }
                    }
                    .↓fullScreenCover(isPresented: $showsTour) { TourView() }
                }
            }
            """),
            RuleExample("""
            struct AttachmentPicker: View {
                @State private var isPicking = false

                var body: some View {
                    VStack {
                        if !isPicking {
                            Image(systemName: "paperclip")
                                .onTapGesture { isPicking = true }
                        }
                    }
                    .↓sheet(isPresented: $isPicking) { DocumentPicker() }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The Button stays on screen: the system returns focus to it.
            RuleExample("""
            struct NotesView: View {
                @State private var isAdding = false

                var body: some View {
                    Button("Add note") { isAdding = true }
                        .sheet(isPresented: $isAdding) { NewNoteForm() }
                }
            }
            """),
            // Presented from code: focus returns to where the person was.
            RuleExample("""
            struct LaunchView: View {
                @State private var showsWhatsNew = false

                var body: some View {
                    HomeView()
                        .task { showsWhatsNew = await ReleaseNotes.hasUnseen() }
                        .sheet(isPresented: $showsWhatsNew) { WhatsNewView() }
                }
            }
            """),
            // The team moves focus itself.
            RuleExample("""
            struct NotesView: View {
                @State private var isAdding = false
                @AccessibilityFocusState private var focusesList: Bool

                var body: some View {
                    VStack {
                        NotesList().accessibilityFocused($focusesList)
                        if !isAdding {
                            Button("Add note") { isAdding = true }
                        }
                    }
                    .sheet(isPresented: $isAdding, onDismiss: { focusesList = true }) { NewNoteForm() }
                }
            }
            """),
            // A second presenting control stays.
            RuleExample("""
            struct ComposeBar: View {
                @State private var isComposing = false

                var body: some View {
                    HStack {
                        if !isComposing {
                            Button("Write") { isComposing = true }
                        }
                        Spacer()
                        Button("New message") { isComposing = true }
                    }
                    .sheet(isPresented: $isComposing) { Composer() }
                }
            }
            """),
            // Removed by another state (a spinner while loading): not certain.
            RuleExample("""
            struct CheckoutButton: View {
                @State private var isLoading = false
                @State private var showsReceipt = false

                var body: some View {
                    Group {
                        if isLoading {
                            ProgressView()
                        } else {
                            Button("Pay") { showsReceipt = true }
                        }
                    }
                    .sheet(isPresented: $showsReceipt) { ReceiptView() }
                }
            }
            """),
            // The control in the branch is drawn while the popover is up: it closes it.
            RuleExample("""
            struct InspectorToggle: View {
                @State private var showsInspector = false

                var body: some View {
                    VStack {
                        if showsInspector {
                            Button("Hide inspector") { showsInspector.toggle() }
                        }
                    }
                    .popover(isPresented: $showsInspector) { InspectorView() }
                }
            }
            """),
            // The control in the branch closes the presentation; the one that opens it stays.
            RuleExample("""
            struct PlayerBar: View {
                @State private var showsQueue = false

                var body: some View {
                    HStack {
                        Button("Queue") { showsQueue = true }
                        if showsQueue {
                            Button("Hide queue") { showsQueue = false }
                        }
                    }
                    .popover(isPresented: $showsQueue) { QueueView() }
                }
            }
            """),
            // A control inside the presented content.
            RuleExample("""
            struct StepsView: View {
                @State private var showsHelp = false

                var body: some View {
                    Button("Help") { showsHelp = true }
                        .sheet(isPresented: $showsHelp) {
                            if showsHelp {
                                Button("More help") { showsHelp = true }
                            }
                        }
                }
            }
            """),
            // A menu item: the system returns focus to the menu's button.
            RuleExample("""
            struct MoreMenu: View {
                @State private var showsSettings = false

                var body: some View {
                    Menu("More") {
                        Button("Settings") { showsSettings = true }
                    }
                    .sheet(isPresented: $showsSettings) { SettingsView() }
                }
            }
            """),
            // A condition on a different state with a similar name.
            RuleExample("""
            struct ExportView: View {
                @State private var isExporting = false
                @State private var isExportingAllowed = true

                var body: some View {
                    VStack {
                        if isExportingAllowed {
                            Button("Export") { isExporting = true }
                        }
                    }
                    .fileExporter(isPresented: $isExporting, document: nil, contentType: .plainText) { _ in }
                    .sheet(isPresented: $isExporting) { ExportProgress() }
                }
            }
            """),
            // The presentation goes with its control: a person's question, not a focus one.
            RuleExample("""
            struct AttachmentPicker: View {
                @State private var isPicking = false

                var body: some View {
                    if !isPicking {
                        Image(systemName: "paperclip")
                            .onTapGesture { isPicking = true }
                            .sheet(isPresented: $isPicking) { DocumentPicker() }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                @Previewable @State var isAdding = false
                VStack {
                    if !isAdding {
                        Button("Add") { isAdding = true }
                    }
                }
                .sheet(isPresented: $isAdding) { Text("New") }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct NotesView: View {
                @State private var isAdding = false

                var body: some View {
                    VStack {
                        if !isAdding {
                            Button("Add note") { isAdding = true }
                        }
                    }
                    .sheet(isPresented: $isAdding) { NewNoteForm() }
                }
            }
            """, """
            struct NotesView: View {
                @State private var isAdding = false

                var body: some View {
                    VStack {
                        if !isAdding {
                            Button("Add note") { isAdding = true }
                        }
                    }
                    .sheet(isPresented: $isAdding) { NewNoteForm() }
                }
            }
            """),
            RuleCorrection("""
            struct DocumentEditor: View {
                @State private var showsInfo = false

                var body: some View {
                    TextEditor(text: .constant(""))
                        .toolbar {
                            if !showsInfo {
                                Button("Info") { showsInfo = true }
                            }
                        }
                        .popover(isPresented: $showsInfo) { DocumentInfo() }
                }
            }
            """, """
            struct DocumentEditor: View {
                @State private var showsInfo = false

                var body: some View {
                    TextEditor(text: .constant(""))
                        .toolbar {
                            if !showsInfo {
                                Button("Info") { showsInfo = true }
                            }
                        }
                        .popover(isPresented: $showsInfo) { DocumentInfo() }
                }
            }
            """),
            RuleCorrection("""
            struct InboxRow: View {
                @State private var selectedMessage: Message?
                let message: Message

                var body: some View {
                    Group {
                        if selectedMessage == nil {
                            Button(message.subject) { selectedMessage = message }
                        } else {
                            Text(message.subject)
                        }
                    }
                    .sheet(item: $selectedMessage) { MessageDetail(message: $0) }
                }
            }
            """, """
            struct InboxRow: View {
                @State private var selectedMessage: Message?
                let message: Message

                var body: some View {
                    Group {
                        if selectedMessage == nil {
                            Button(message.subject) { selectedMessage = message }
                        } else {
                            Text(message.subject)
                        }
                    }
                    .sheet(item: $selectedMessage) { MessageDetail(message: $0) }
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.movesAccessibilityFocus else { return [] }
        return context.presentationTriggers().compactMap { presentation -> Finding? in
            let branches = presentation.removingBranches.compactMap { $0 }
            guard branches.count == presentation.controls.count, !branches.contains(where: { presentation.modifier.isDescendant(of: $0) }),
                  !presentation.controls.contains(where: context.isInMenuItems),
                  presentation.controls.allSatisfy(context.isExposedToAccessibility),
                  let nameToken = presentation.modifier.nameToken else { return nil }
            let count = presentation.controls.count
            let what = count == 1 ? "the control that presents this \(presentation.modifier.name) is" : "the \(count) controls that present this \(presentation.modifier.name) are"
            return finding(
                "\(what) drawn only while '\(presentation.state)' is off: gone when the \(presentation.modifier.name) closes, so VoiceOver cannot return focus to it; keep it on screen (disable it instead), or move focus with @AccessibilityFocusState in onDismiss",
                at: context.tree.tokens[nameToken].start)
        }
    }
}
