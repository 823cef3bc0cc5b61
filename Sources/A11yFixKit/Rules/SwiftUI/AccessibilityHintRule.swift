/// Controls whose action is not what their label says: a Button that asks for confirmation first.
public struct AccessibilityHintRule: Rule {
    public init() {}

    static let confirmationHint = "Asks for confirmation."

    public static let description = RuleDescription(
        id: "accessibility-hint",
        name: "Hints for actions the label does not tell",
        summary: "Finds a Button whose action only presents a `.confirmationDialog` (or an `.alert` with a destructive button) and that has no hint, and adds `.accessibilityHint(\"Asks for confirmation.\")`.",
        rationale: "VoiceOver reads a control's label and trait; the hint, read after a pause, is where a person learns what activating it does when the label does not say. \"Delete Account, button\" sounds final: a person who does not know that a confirmation follows may not dare to press it, or may think the account is gone when the dialog's focus moves. Seed 004's agent profile asks every element with an action for a hint; this rule adds only those a11yfix can state for certain.",
        notes: """
        - A confirmation offers one action besides Cancel: a dialog with several (an action sheet: "Photo Library", "Camera", "Remove") is a menu by another name, and its button gets no hint; an alert's one action must be destructive.
        - Opt-in (seed 004's agent profile). Hints are optional in Apple's guidance: one belongs where the result of activating an element is not obvious from its label (seed 002). A rule that guessed hints for every control would restate labels ("Settings" → "Opens settings."), which a reviewer rejects, so this one writes a hint only where the code says what happens and the label does not: the action is one statement that sets or flips the state a `.confirmationDialog(…, isPresented:)` of the same type binds, or an `.alert` whose buttons include a destructive one. An alert that only informs asks nothing and gets no hint.
        - The hint follows Apple's style: third person, starts with a verb, ends with a period, names no gesture and no role, and does not repeat the label. It is written the way the file writes strings (a literal, `NSLocalizedString`, the app's accessor or key when one says it); where the app localizes every string and none says it, the finding is reported without a fix.
        - Left alone: a button in a swipe action, context menu or `Menu` (VoiceOver offers those as actions or menu items by their names and reads no hint), a control with a hint already (`.accessibilityHint`, `.accessibility(hint:)`) or a `.help(…)` (which VoiceOver reads as its help), a title that ends with an ellipsis ("Delete…", the convention that more input follows), a button inside the dialog itself, and actions that do more than present the dialog.
        - Not covered yet: sheets, menus, navigation and downloads. Their hints would come from names (`showFilters`, `FilterSheet`) and mostly restate the label; a person writes those.
        """,
        severity: .degrades, wcag: ["3.3.2"], nutritionLabels: [.voiceOver], fixSafety: .verify, isOptIn: true, seeds: ["004", "002"],
        triggeringExamples: [
            RuleExample("""
            struct AccountView: View {
                @State private var showDeleteConfirmation = false

                var body: some View {
                    Form {
                        ↓Button("Delete Account", role: .destructive) {
                            showDeleteConfirmation = true
                        }
                    }
                    .confirmationDialog("Delete your account?", isPresented: $showDeleteConfirmation) {
                        Button("Delete", role: .destructive, action: deleteAccount)
                    }
                }
            }
            """),
            RuleExample("""
            struct SessionView: View {
                @State private var isConfirmingSignOut = false

                var body: some View {
                    List {
                        ↓Button("Sign Out") { isConfirmingSignOut.toggle() }
                    }
                    .confirmationDialog("Sign out?", isPresented: $isConfirmingSignOut, titleVisibility: .visible) {
                        Button("Sign Out", role: .destructive) { session.signOut() }
                    }
                }
            }
            """),
            RuleExample("""
            struct DraftEditor: View {
                @State private var showDiscardAlert = false

                var body: some View {
                    NavigationStack {
                        TextEditor(text: $draft)
                            .toolbar {
                                ↓Button("Discard") { showDiscardAlert = true }
                            }
                            .alert("Discard this draft?", isPresented: $showDiscardAlert) {
                                Button("Discard", role: .destructive) { draft = "" }
                                Button("Cancel", role: .cancel) {}
                            }
                    }
                }
            }
            """),
            RuleExample("""
            struct TrashButton: View {
                @State private var showsEmptyTrashDialog = false

                var body: some View {
                    ↓Button {
                        showsEmptyTrashDialog = true
                    } label: {
                        Label("Empty Trash", systemImage: "trash")
                    }
                    .confirmationDialog("Empty Trash?", isPresented: $showsEmptyTrashDialog) {
                        Button("Empty Trash", role: .destructive, action: emptyTrash)
                    }
                }
            }
            """),
            RuleExample("""
            struct DevicesView: View {
                @State private var showRemoveAll = false

                var body: some View {
                    VStack {
                        DeviceList(devices: devices)
                        ↓Button("Remove All Devices", action: { self.showRemoveAll = true })
                            .buttonStyle(.bordered)
                    }
                    .confirmationDialog("Remove all devices?", isPresented: $showRemoveAll) {
                        Button("Remove All", role: .destructive) { devices.removeAll() }
                    }
                }
            }
            """),
            RuleExample("""
            struct ResetSettingsRow: View {
                @State private var isShowingResetAlert = false

                var body: some View {
                    ↓Button(action: { isShowingResetAlert = true }) {
                        Text("Reset All Settings").foregroundStyle(.red)
                    }
                    .alert(isPresented: $isShowingResetAlert) {
                        Alert(title: Text("Reset all settings?"),
                              primaryButton: .destructive(Text("Reset"), action: reset),
                              secondaryButton: .cancel())
                    }
                }
            }
            """),
            RuleExample("""
            struct LeaveGroupView: View {
                @State private var confirmLeave = false

                var body: some View {
                    Section {
                        ↓Button("Leave Group", role: .destructive) { confirmLeave = true }
                    }
                    .confirmationDialog("Leave this group?", isPresented: $confirmLeave) {
                        Button("Leave", role: .destructive) { Task { await group.leave() } }
                    }
                }
            }
            """),
            RuleExample("""
            struct SubscriptionView: View {
                @State private var showCancelConfirmation = false

                var body: some View {
                    VStack(spacing: 16) {
                        PlanCard(plan: plan)
                        ↓Button("Cancel Subscription") {
                            withAnimation { showCancelConfirmation = true }
                        }
                        .font(.footnote)
                    }
                    .confirmationDialog("Cancel your subscription?", isPresented: $showCancelConfirmation) {
                        Button("Cancel Subscription", role: .destructive, action: cancel)
                        Button("Keep Subscription", role: .cancel) {}
                    }
                }
            }
            """),
            RuleExample("""
            struct HistoryToolbar: View {
                @State private var showClearHistory = false

                var body: some View {
                    HStack {
                        Spacer()
                        ↓Button("Clear History") { showClearHistory = true }
                            .padding()
                    }
                    .confirmationDialog("Clear your history?", isPresented: $showClearHistory) {
                        Button("Clear", role: .destructive) { history.clear() }
                    }
                }
            }
            """),
            RuleExample("""
            struct PhotoActions: View {
                @State private var showDeletePhoto = false

                var body: some View {
                    ↓Button(role: .destructive) { showDeletePhoto = true } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete Photo")
                    .confirmationDialog("Delete this photo?", isPresented: $showDeletePhoto) {
                        Button("Delete", role: .destructive, action: delete)
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Already has a hint.
            RuleExample("""
            struct AccountView: View {
                @State private var showDeleteConfirmation = false

                var body: some View {
                    Button("Delete Account", role: .destructive) { showDeleteConfirmation = true }
                        .accessibilityHint("Asks you to confirm first.")
                        .confirmationDialog("Delete?", isPresented: $showDeleteConfirmation) {
                            Button("Delete", role: .destructive, action: deleteAccount)
                        }
                }
            }
            """),
            // The ellipsis already says that more follows.
            RuleExample("""
            struct AccountView: View {
                @State private var showDeleteConfirmation = false

                var body: some View {
                    Button("Delete Account…", role: .destructive) { showDeleteConfirmation = true }
                        .confirmationDialog("Delete?", isPresented: $showDeleteConfirmation) {
                            Button("Delete", role: .destructive, action: deleteAccount)
                        }
                }
            }
            """),
            // An alert that only informs asks for nothing.
            RuleExample("""
            struct AboutView: View {
                @State private var showVersion = false

                var body: some View {
                    Button("Version") { showVersion = true }
                        .alert("Version 2.1", isPresented: $showVersion) {
                            Button("OK", role: .cancel) {}
                        }
                }
            }
            """),
            // The button inside the dialog acts at once.
            RuleExample("""
            struct SignOutView: View {
                @State private var confirm = false

                var body: some View {
                    Text("Account")
                        .confirmationDialog("Sign out?", isPresented: $confirm) {
                            Button("Sign Out", role: .destructive) { confirm = false; session.signOut() }
                        }
                }
            }
            """),
            // The action does more than present the dialog.
            RuleExample("""
            struct UploadView: View {
                @State private var showResult = false

                var body: some View {
                    Button("Upload") {
                        uploader.start()
                        showResult = true
                    }
                    .confirmationDialog("Uploaded", isPresented: $showResult) {
                        Button("Share Link") { share() }
                    }
                }
            }
            """),
            // A sheet, not a confirmation: the hint would restate the label.
            RuleExample("""
            struct FiltersButton: View {
                @State private var showFilters = false

                var body: some View {
                    Button("Filters") { showFilters = true }
                        .sheet(isPresented: $showFilters) { FilterSheet() }
                }
            }
            """),
            // A destructive action that acts at once: the label says it.
            RuleExample("""
            struct RowActions: View {
                var body: some View {
                    Button("Delete", role: .destructive) { store.delete(item) }
                }
            }
            """),
            // A `.help` tooltip, which VoiceOver reads as help.
            RuleExample("""
            struct ClearButton: View {
                @State private var confirmClear = false

                var body: some View {
                    Button("Clear Log") { confirmClear = true }
                        .help("Asks before clearing the log")
                        .confirmationDialog("Clear the log?", isPresented: $confirmClear) {
                            Button("Clear", role: .destructive, action: clear)
                        }
                }
            }
            """),
            // Another state presents the dialog.
            RuleExample("""
            struct ArchiveView: View {
                @State private var showArchive = false
                @State private var showDelete = false

                var body: some View {
                    Button("Archive") { showArchive = true }
                        .confirmationDialog("Delete?", isPresented: $showDelete) {
                            Button("Delete", role: .destructive, action: delete)
                        }
                }
            }
            """),
            // A NavigationLink and a Link: their roles say what they do.
            RuleExample("""
            struct SettingsList: View {
                @State private var showReset = false

                var body: some View {
                    List {
                        NavigationLink("Privacy") { PrivacyView() }
                        Link("Help", destination: helpURL)
                    }
                    .confirmationDialog("Reset?", isPresented: $showReset) {
                        Button("Reset", role: .destructive, action: reset)
                    }
                }
            }
            """),
            // A choice of several actions is an action sheet, not a confirmation.
            RuleExample("""
            struct AttachButton: View {
                @State private var showAttachOptions = false

                var body: some View {
                    Button("Attach") { showAttachOptions = true }
                        .confirmationDialog("Attach", isPresented: $showAttachOptions) {
                            Button("Photo Library") { pickPhoto() }
                            Button("Camera") { takePhoto() }
                            Button("Remove Attachment", role: .destructive) { attachment = nil }
                            Button("Cancel", role: .cancel) {}
                        }
                }
            }
            """),
            // A localized title with an ellipsis.
            RuleExample("""
            struct SyncSettings: View {
                @State private var showCleanUp = false

                var body: some View {
                    Button(NSLocalizedString("Clean Up…", comment: "")) { showCleanUp = true }
                        .confirmationDialog("Clean up?", isPresented: $showCleanUp) {
                            Button("Clean Up", role: .destructive, action: cleanUp)
                        }
                }
            }
            """),
            // A swipe action is offered by its name alone.
            RuleExample("""
            struct AccountRow: View {
                @State private var showingSignOut = false

                var body: some View {
                    Text(account.name)
                        .swipeActions {
                            Button("Sign Out") { showingSignOut = true }.tint(.red)
                        }
                        .confirmationDialog("Sign out?", isPresented: $showingSignOut) {
                            Button("Sign Out", role: .destructive, action: signOut)
                        }
                }
            }
            """),
            // The deprecated hint form counts as a hint.
            RuleExample("""
            struct LegacyView: View {
                @State private var showWipe = false

                var body: some View {
                    Button("Wipe Device") { showWipe = true }
                        .accessibility(hint: Text("Asks for confirmation"))
                        .alert(isPresented: $showWipe) {
                            Alert(title: Text("Wipe?"), primaryButton: .destructive(Text("Wipe")), secondaryButton: .cancel())
                        }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct AccountView: View {
                @State private var showDeleteConfirmation = false

                var body: some View {
                    Button("Delete Account", role: .destructive) {
                        showDeleteConfirmation = true
                    }
                    .padding()
                    .confirmationDialog("Delete your account?", isPresented: $showDeleteConfirmation) {
                        Button("Delete", role: .destructive, action: deleteAccount)
                    }
                }

                private func deleteAccount() {}
            }
            """, """
            struct AccountView: View {
                @State private var showDeleteConfirmation = false

                var body: some View {
                    Button("Delete Account", role: .destructive) {
                        showDeleteConfirmation = true
                    }
                    .accessibilityHint("Asks for confirmation.") // [VERIFY]
                    .padding()
                    .confirmationDialog("Delete your account?", isPresented: $showDeleteConfirmation) {
                        Button("Delete", role: .destructive, action: deleteAccount)
                    }
                }

                private func deleteAccount() {}
            }
            """),
            RuleCorrection("""
            struct PhotoActions: View {
                @State private var showDeletePhoto = false

                var body: some View {
                    Button(role: .destructive) { showDeletePhoto = true } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete Photo")
                    .confirmationDialog("Delete this photo?", isPresented: $showDeletePhoto) {
                        Button("Delete", role: .destructive, action: delete)
                    }
                }
            }
            """, """
            struct PhotoActions: View {
                @State private var showDeletePhoto = false

                var body: some View {
                    Button(role: .destructive) { showDeletePhoto = true } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Delete Photo")
                    .accessibilityHint("Asks for confirmation.") // [VERIFY]
                    .confirmationDialog("Delete this photo?", isPresented: $showDeletePhoto) {
                        Button("Delete", role: .destructive, action: delete)
                    }
                }
            }
            """),
            // Before iOS 14: the deprecated form is the only one there is.
            RuleCorrection("""
            struct ResetRow: View {
                @State private var showReset = false

                var body: some View {
                    Button("Reset") { showReset = true }
                        .alert(isPresented: $showReset) {
                            Alert(title: Text("Reset?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
                        }
                }
            }
            """, """
            struct ResetRow: View {
                @State private var showReset = false

                var body: some View {
                    Button("Reset") { showReset = true }
                        .accessibility(hint: Text("Asks for confirmation.")) // [VERIFY]
                        .alert(isPresented: $showReset) {
                            Alert(title: Text("Reset?"), primaryButton: .destructive(Text("Reset")), secondaryButton: .cancel())
                        }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Button"]) {
            guard let element = chain.elementLink, !hasHint(chain), !titleAnnouncesMore(element, in: context),
                  !context.isInMenuItems(chain),
                  let dialog = context.confirmationPresented(by: element) else { continue }
            let kind = dialog.name == "alert" ? "an alert with a destructive button" : "a confirmation dialog"
            let message = "this button presents \(kind) before it acts, and its label does not say so: add a hint"
            let label = InferredLabel(expression: StringLiteral.literal(AccessibilityHintRule.confirmationHint), inputLabels: [], source: "the dialog it presents")
            guard case let .insert(expression, _) = context.localized(label) else {
                findings.append(finding(message + " (the app localizes its strings and has none that says \"\(AccessibilityHintRule.confirmationHint)\")", at: element))
                continue
            }
            let modifier = context.hasSwiftUI2APIs(at: chain) ? ".accessibilityHint(\(expression))" : ".accessibility(hint: Text(\(expression)))"
            let fix = context.modifierInsertion([modifier], into: chain, verifyMarker: true).map {
                Fix(safety: .verify, edits: $0, summary: "added .accessibilityHint to a button that asks for confirmation")
            }
            findings.append(finding(message, at: element, fix: fix))
        }
        return findings
    }

    /// A hint already, or a `.help` text, which VoiceOver reads as the element's help.
    private func hasHint(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { $0.name == "accessibilityHint" || $0.name == "help" || $0.name == "accessibility" && $0.argument("hint") != nil }
    }

    /// A title ending in an ellipsis (`"Delete…"`, `NSLocalizedString("Clean Up…", …)`, `Text("Reset...")`
    /// in its label): the convention that more follows.
    private func titleAnnouncesMore(_ element: LinkNode, in context: RuleContext) -> Bool {
        let action = context.actionClosure(of: element)
        let shown = element.arguments.filter { $0.label == nil || $0.label == "label" }.map(\.text)
            + element.allClosures.filter { $0 !== action }.map(\.text)
        return shown.contains { $0.contains("…\"") || $0.contains("...\"") }
    }
}
