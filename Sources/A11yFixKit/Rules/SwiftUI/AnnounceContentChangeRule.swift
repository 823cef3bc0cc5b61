/// Error, status and result messages that appear after async work and that VoiceOver never reads.
public struct AnnounceContentChangeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "announce-content-change",
        name: "Announce messages that appear after async work",
        summary: "Finds an error, status or result message (a View's `@State` String, or a view model's `@Published` or `@Observable` String, named as one and shown by a `Text` or `Label` of its value) that is set after async work (after an `await`, in `DispatchQueue.main.async`, `.onReceive` or a completion handler) with no announcement, and posts `AccessibilityNotification.Announcement(…)` of the same text right after it, behind `if #available` with `UIAccessibility.post(notification: .announcement, argument:)` or `NSAccessibility.post(…, notification: .announcementRequested, …)` before it.",
        rationale: "When a request returns, the message appears wherever the layout puts it while VoiceOver's focus stays on the control the person used. Nothing is read: a blind user does not learn that saving failed, that the code was sent, or why the list is empty, and keeps waiting. An announcement speaks the message once, where the focus is (WCAG 4.1.3 Status Messages).",
        notes: """
        Opt-in (`rules.enable` in the config, or `--rules announce-content-change`) until it passes REVIEW.md: an independent review of all 14 findings on real apps judged 7 true and accepted 2 of 3 fixes. The false ones were messages the screen never shows (an error a caller always replaces by a fallback player, a failure that only flashes while the player falls back), a progress text that was already on screen, and field errors the same failure also shows in an alert VoiceOver reads. A second review on nine other apps judged 14 of 19 findings true and accepted 9 of 15 fixes; three edits asked that a failure caught in a `.task`'s work not announce the cancellation when the person leaves the screen, which the fix now guards (`if !Task.isCancelled`). Still false there: a message the same failure shows in an alert on another screen, a View only a preview reaches, a secondary section's background load.

        - A message is a View's own `@State` String or `String?` whose name has one of the words error, message, status, result, feedback, warning, failure, notice, toast, banner or confirmation (and not loading, progress or percent: a progress text changes as work goes on), shown by `Text(state)`, `Text(state ?? "…")`, `Text(verbatim: state)`, `Label(state, systemImage: …)` or a `Text` of a name an `if let` binds to it. Content a screen loads (titles, lists, counts, loading flags shown as a `ProgressView`) is not a message: announcing it would repeat what the screen reads anyway.
        - After async work means: after an `await` in the same function or task (a `catch` after a `try await` included, and an `await` in the assigned value itself: `statusMessage = await api.quoteStatus()`), in `DispatchQueue.main.async { … }`, in `.onReceive` (not of a timer: its ticks are not messages), or in a completion handler (a closure labelled `completion`, or whose parameters are a `result`, `error` or `response`). A message set in a button's action without waiting, in `onAppear`, in `init` or at the start of a `.task`, before its first `await`, appears at once beside the control the person is on and is left alone; so is one set in a loop (a progress text that changes as work goes on: announcing each step would drown the screen).
        - Already handled: a message shown by `.alert` or `.confirmationDialog` (VoiceOver reads them when they appear), an announcement already posted in the same function, in the state's `didSet` or in an `.onChange(of:)` of it, or any call named for announcing (a project's own `announce(…)` helper).
        - The fix announces the same text: the state itself when it is a `String`, else the assigned value when it is a string literal, an error's `localizedDescription`, `String(localized:)` or `NSLocalizedString(…)`. Any other value of a `String?` state is reported without a fix (a person names the text). `AccessibilityNotification.Announcement` needs iOS 17, macOS 14, tvOS 17, watchOS 10: where the deployment targets are older or unknown, it goes behind `if #available` for the platforms the code builds for, with `UIAccessibility.post(notification: .announcement, argument:)` on iOS and `NSAccessibility.post(element:notification:userInfo:)` with `.announcementRequested` on macOS before it; code for older tvOS or watchOS is reported without a fix.
        - A message set in a `catch` of work a `.task` modifier starts (in its closure, or in a method of the View it calls) is announced only `if !Task.isCancelled`: SwiftUI cancels the task when the view goes away, and the `catch` then runs with the cancellation.
        - Reported without a fix: a message set in a completion handler or a Combine `sink`, a detached task or a `nonisolated` function (`UIAccessibility.post` is `@MainActor`, and the code does not say it runs there), and an assignment that shares its line with other code.
        - A view model's message (a `@Published` property, or one of an `@Observable` type) counts when a View of the project shows it as text (`Text(model.errorMessage ?? "")`, `if let error = model.errorMessage { Text(error) }`) through a property whose type the View states (`@StateObject private var model = SignInModel()`, `@ObservedObject var model: SignInModel`, `@Environment(SignInModel.self)`), and no View presents it in an alert: the project index answers this for the view model's file. The announcement goes where the message is set, which is where its text is known; it is fixed there only where the code says it runs on the main actor (a `@MainActor` type or function, `MainActor.run`, `DispatchQueue.main.async`) and the file imports SwiftUI, else reported without a fix.
        """,
        severity: .degrades, wcag: ["4.1.3"], nutritionLabels: [.voiceOver], fixSafety: .verify, isOptIn: true, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            struct SignInView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        if let error = errorMessage {
                            Text(error).foregroundStyle(.red)
                        }
                        Button("Sign In") { Task { await signIn() } }
                    }
                }

                func signIn() async {
                    do {
                        try await auth.signIn(email: email, password: password)
                    } catch {
                        ↓errorMessage = error.localizedDescription
                    }
                }
            }
            """),
            RuleExample("""
            struct UploadView: View {
                @State private var status = ""

                var body: some View {
                    Text(status)
                        .task {
                            await uploader.upload(file)
                            ↓status = "Upload complete"
                        }
                }
            }
            """),
            RuleExample("""
            struct RedeemView: View {
                @State private var resultText: String?

                var body: some View {
                    Form {
                        TextField("Code", text: $code)
                        Button("Redeem") {
                            Task {
                                let reward = try await store.redeem(code)
                                ↓resultText = "You received \\(reward.name)"
                            }
                        }
                        Text(resultText ?? "")
                    }
                }
            }
            """),
            RuleExample("""
            struct SyncView: View {
                @State private var statusMessage = "Not synced"

                var body: some View {
                    Label(statusMessage, systemImage: "arrow.triangle.2.circlepath")
                        .onReceive(syncEngine.$lastSync) { date in
                            ↓statusMessage = "Synced \\(date.formatted())"
                        }
                }
            }
            """),
            RuleExample("""
            struct ExportView: View {
                @State private var exportStatus: String = ""

                var body: some View {
                    VStack {
                        Button("Export") { export() }
                        Text(verbatim: exportStatus)
                    }
                }

                private func export() {
                    DispatchQueue.global().async {
                        let url = exporter.run()
                        DispatchQueue.main.async {
                            ↓self.exportStatus = "Saved to \\(url.lastPathComponent)"
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FeedbackForm: View {
                @State private var feedbackMessage: String?

                var body: some View {
                    VStack {
                        TextEditor(text: $text)
                        Button("Send") { send() }
                        if let feedbackMessage {
                            Text(feedbackMessage)
                        }
                    }
                }

                private func send() {
                    api.sendFeedback(text) { result in
                        switch result {
                        case .success: ↓feedbackMessage = "Thanks for your feedback"
                        case .failure(let error): ↓feedbackMessage = error.localizedDescription
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ResetPasswordView: View {
                @State private var message: String?

                var body: some View {
                    VStack(spacing: 12) {
                        TextField("Email", text: $email)
                        Button("Send Link") {
                            Task {
                                if await api.resetPassword(email) {
                                    ↓message = String(localized: "Check your inbox")
                                } else {
                                    ↓message = String(localized: "No account uses this address")
                                }
                            }
                        }
                        if let message = message {
                            Text(message).font(.footnote)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct DeviceView: View {
                @State private var connectionStatus = "Searching…"

                var body: some View {
                    Text(connectionStatus)
                        .task {
                            for await device in scanner.devices() {
                                devices.append(device)
                            }
                            ↓connectionStatus = "\\(devices.count) devices found"
                        }
                }
            }
            """),
            RuleExample("""
            struct PaymentView: View {
                @State private var paymentError: String?

                var body: some View {
                    VStack {
                        PaymentForm(card: $card)
                        Text(paymentError ?? " ").foregroundStyle(.red)
                        Button("Pay") { Task { await pay() } }
                    }
                }

                @MainActor
                private func pay() async {
                    paymentError = nil
                    let outcome = await payments.charge(card)
                    if case .declined(let reason) = outcome {
                        ↓paymentError = "Card declined: \\(reason)"
                    }
                }
            }
            """),
            RuleExample("""
            struct BackupView: View {
                @State private var backupResult = ""

                var body: some View {
                    List {
                        Button("Back Up Now") { Task { await backUp() } }
                        Text(self.backupResult)
                    }
                }

                func backUp() async {
                    let size = await backups.make()
                    await MainActor.run {
                        ↓backupResult = "Backed up \\(size) files"
                    }
                }
            }
            """),
            RuleExample("""
            struct RecorderView: View {
                @State private var warningText: String?

                var body: some View {
                    VStack {
                        RecordButton(action: record)
                        if let warning = warningText { Label(warning, systemImage: "exclamationmark.triangle") }
                    }
                }

                func record() {
                    Task.detached {
                        let level = await meter.peak()
                        if level > 0.9 { ↓warningText = "Input is clipping" }
                    }
                }
            }
            """),
            // A helper the View calls in a catch after an await.
            RuleExample("""
            struct CameraView: View {
                @State private var errorMessage: String?

                var body: some View {
                    ZStack {
                        VideoPlayer(player: player)
                        if let errorMessage { Text(errorMessage).foregroundStyle(.white) }
                    }
                    .onAppear(perform: load)
                }

                private func load() {
                    Task {
                        do {
                            player = AVPlayer(url: try await api.streamURL())
                        } catch {
                            showError(error.localizedDescription)
                        }
                    }
                }

                private func showError(_ message: String) {
                    ↓errorMessage = message
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The alert shows the message: VoiceOver reads an alert when it appears.
            RuleExample("""
            struct LoginView: View {
                @State private var errorMessage: String?

                var body: some View {
                    Form { Button("Log In") { Task { await logIn() } } }
                        .alert("Couldn't log in", isPresented: .constant(errorMessage != nil)) {
                            Button("OK") { errorMessage = nil }
                        } message: {
                            Text(errorMessage ?? "")
                        }
                }

                func logIn() async {
                    do { try await session.logIn() } catch { errorMessage = error.localizedDescription }
                }
            }
            """),
            // Already announced in the same function.
            RuleExample("""
            struct SaveView: View {
                @State private var status = ""

                var body: some View {
                    Text(status).task { await save() }
                }

                func save() async {
                    await store.save()
                    status = "Saved"
                    AccessibilityNotification.Announcement(status).post()
                }
            }
            """),
            // Set at once in a button's action: it appears beside the control the person is on.
            RuleExample("""
            struct CouponView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        TextField("Coupon", text: $coupon)
                        Button("Apply") {
                            errorMessage = coupon.count == 8 ? nil : "Codes have 8 characters"
                        }
                        if let errorMessage { Text(errorMessage) }
                    }
                }
            }
            """),
            // A loading flag shown as a ProgressView, and a list's data: not messages.
            RuleExample("""
            struct FeedView: View {
                @State private var isLoading = false
                @State private var posts: [Post] = []

                var body: some View {
                    List(posts) { PostRow(post: $0) }
                        .overlay { if isLoading { ProgressView() } }
                        .task {
                            isLoading = true
                            posts = await api.posts()
                            isLoading = false
                        }
                }
            }
            """),
            // Set in onAppear and at the start of a task, before anything is awaited.
            RuleExample("""
            struct WelcomeView: View {
                @State private var statusMessage = ""

                var body: some View {
                    Text(statusMessage)
                        .onAppear { statusMessage = "Ready" }
                        .task {
                            statusMessage = "Connecting…"
                            await connection.open()
                        }
                }
            }
            """),
            // A progress text in a loop: announcing each step would drown the screen.
            RuleExample("""
            struct ImportView: View {
                @State private var status = ""

                var body: some View {
                    Text(status).task {
                        for await progress in importer.progress() {
                            status = "Imported \\(progress.done) of \\(progress.total)"
                        }
                    }
                }
            }
            """),
            // A timer's ticks are not messages.
            RuleExample("""
            struct CountdownView: View {
                @State private var statusText = ""
                let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

                var body: some View {
                    Text(statusText)
                        .onReceive(timer) { _ in statusText = "\\(remaining) seconds left" }
                }
            }
            """),
            // Content the screen loads is not a message, and the name says so.
            RuleExample("""
            struct ArticleView: View {
                @State private var title = ""
                @State private var bodyText = ""

                var body: some View {
                    VStack { Text(title).font(.title); Text(bodyText) }
                        .task {
                            let article = await api.article(id)
                            title = article.title
                            bodyText = article.body
                        }
                }
            }
            """),
            // Never shown as text: used for logging only.
            RuleExample("""
            struct SettingsView: View {
                @State private var lastError: String?

                var body: some View {
                    Toggle("Sync", isOn: $sync).task {
                        do { try await sync.start() } catch { lastError = error.localizedDescription; logger.error("\\(error)") }
                    }
                }
            }
            """),
            // A project helper already announces it.
            RuleExample("""
            struct SendView: View {
                @State private var resultMessage: String?

                var body: some View {
                    VStack {
                        Button("Send") { Task { await send() } }
                        if let resultMessage { Text(resultMessage) }
                    }
                    .onChange(of: resultMessage) { _, message in
                        if let message { announceForAccessibility(message) }
                    }
                }

                func send() async {
                    await mailer.send()
                    resultMessage = "Sent"
                }
            }
            """),
            // Cleared after async work: nothing new appears.
            RuleExample("""
            struct RetryView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        if let errorMessage { Text(errorMessage) }
                        Button("Retry") { Task { await api.retry(); errorMessage = nil } }
                    }
                }
            }
            """),
            // A confirmation dialog shows the message.
            RuleExample("""
            struct DeleteAccountView: View {
                @State private var confirmationMessage = ""

                var body: some View {
                    Button("Delete Account", role: .destructive) {
                        Task { confirmationMessage = await api.deletionTerms() }
                    }
                    .confirmationDialog("Delete?", isPresented: $showDialog) {
                        Button("Delete", role: .destructive, action: delete)
                    } message: {
                        Text(confirmationMessage)
                    }
                }
            }
            """),
            // A helper only a button's action calls, at once.
            RuleExample("""
            struct PinView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        SecureField("PIN", text: $pin)
                        Button("Unlock") { if pin.count < 4 { showError("PIN too short") } else { Task { await unlock() } } }
                        if let errorMessage { Text(errorMessage) }
                    }
                }

                private func showError(_ message: String) {
                    errorMessage = message
                }
            }
            """),
            // A progress text: it changes as work goes on.
            RuleExample("""
            struct DownloadView: View {
                @State private var loadingStatus = ""

                var body: some View {
                    Text(loadingStatus).task {
                        let size = await downloader.size()
                        loadingStatus = "Downloading \\(size) MB…"
                        await downloader.start()
                    }
                }
            }
            """),
            // A plain struct that is not a View.
            RuleExample("""
            struct UploadJob {
                var status = ""
                mutating func run() async {
                    await client.upload()
                    status = "Done"
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct SignInView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        if let error = errorMessage {
                            Text(error)
                        }
                    }
                }

                func signIn() async {
                    do {
                        try await auth.signIn()
                    } catch {
                        errorMessage = error.localizedDescription
                    }
                }
            }
            """, """
            struct SignInView: View {
                @State private var errorMessage: String?

                var body: some View {
                    VStack {
                        if let error = errorMessage {
                            Text(error)
                        }
                    }
                }

                func signIn() async {
                    do {
                        try await auth.signIn()
                    } catch {
                        errorMessage = error.localizedDescription
                        if #available(iOS 17, *) {
                            AccessibilityNotification.Announcement(error.localizedDescription).post() // [VERIFY]
                        } else {
                            UIAccessibility.post(notification: .announcement, argument: error.localizedDescription)
                        }
                    }
                }
            }
            """),
            // The deployment target has the API: no availability check.
            RuleCorrection("""
            struct UploadView: View {
                @State private var status = ""

                var body: some View {
                    Text(status)
                        .task {
                            await uploader.upload(file)
                            status = "Upload complete" // shown under the button
                        }
                }
            }
            """, """
            struct UploadView: View {
                @State private var status = ""

                var body: some View {
                    Text(status)
                        .task {
                            await uploader.upload(file)
                            status = "Upload complete" // shown under the button
                            AccessibilityNotification.Announcement(status).post() // [VERIFY]
                        }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "17.0"])),
            // A failure caught in work a `.task` starts: leaving the screen cancels the task and the
            // catch runs with the cancellation, which must not be announced on the next screen.
            RuleCorrection("""
            struct ContributorsView: View {
                @State private var errorMessage: String?

                var body: some View {
                    List {
                        if let errorMessage {
                            Text(errorMessage)
                        }
                    }
                    .task { await loadContributors() }
                }

                private func loadContributors() async {
                    do {
                        contributors = try await api.contributors()
                    } catch {
                        errorMessage = error.localizedDescription
                    }
                }
            }
            """, """
            struct ContributorsView: View {
                @State private var errorMessage: String?

                var body: some View {
                    List {
                        if let errorMessage {
                            Text(errorMessage)
                        }
                    }
                    .task { await loadContributors() }
                }

                private func loadContributors() async {
                    do {
                        contributors = try await api.contributors()
                    } catch {
                        errorMessage = error.localizedDescription
                        if !Task.isCancelled {
                            AccessibilityNotification.Announcement(error.localizedDescription).post() // [VERIFY]
                        }
                    }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "17.0"])),
            // macOS before 14: AppKit's announcement.
            RuleCorrection("""
            import AppKit
            import SwiftUI

            struct ExportPanel: View {
                let exporter: Exporter
                @State private var exportStatus = ""

                var body: some View {
                    Text(exportStatus)
                        .task {
                            let url = await exporter.export()
                            exportStatus = "Exported \\(url.lastPathComponent)"
                        }
                }
            }

            protocol Exporter: Sendable {
                func export() async -> URL
            }
            """, """
            import AppKit
            import SwiftUI

            struct ExportPanel: View {
                let exporter: Exporter
                @State private var exportStatus = ""

                var body: some View {
                    Text(exportStatus)
                        .task {
                            let url = await exporter.export()
                            exportStatus = "Exported \\(url.lastPathComponent)"
                            if #available(macOS 14, *) {
                                AccessibilityNotification.Announcement(exportStatus).post() // [VERIFY]
                            } else {
                                NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: exportStatus, .priority: NSAccessibilityPriorityLevel.high.rawValue])
                            }
                        }
                }
            }

            protocol Exporter: Sendable {
                func export() async -> URL
            }
            """, options: RuleOptions(deploymentTargets: ["macOS": "13.0"])),
            // A String? set to a value whose text a11yfix cannot name: reported without a fix.
            RuleCorrection("""
            struct QuoteView: View {
                @State private var statusMessage: String?

                var body: some View {
                    Text(statusMessage ?? "").task { statusMessage = await api.quoteStatus() }
                }
            }
            """, """
            struct QuoteView: View {
                @State private var statusMessage: String?

                var body: some View {
                    Text(statusMessage ?? "").task { statusMessage = await api.quoteStatus() }
                }
            }
            """),
            // iOS and macOS both before the API.
            RuleCorrection("""
            struct StatusView: View {
                @State private var status = ""

                var body: some View {
                    Text(status).task {
                        await sync.run()
                        status = "Up to date"
                    }
                }
            }
            """, """
            struct StatusView: View {
                @State private var status = ""

                var body: some View {
                    Text(status).task {
                        await sync.run()
                        status = "Up to date"
                        if #available(iOS 17, macOS 14, *) {
                            AccessibilityNotification.Announcement(status).post() // [VERIFY]
                        } else {
                            #if os(macOS)
                            NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: status, .priority: NSAccessibilityPriorityLevel.high.rawValue])
                            #else
                            UIAccessibility.post(notification: .announcement, argument: status)
                            #endif
                        }
                    }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "16.0", "macOS": "13.0"])),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        context.asyncMessageAssignments().map { message in
            let reason: String
            switch message.arrival {
            case .afterAwait, .offMainActor: reason = "after an 'await'"
            case .mainQueue: reason = "in DispatchQueue.main.async"
            case .publisher: reason = "when a publisher sends a value"
            case .completionHandler: reason = "in a completion handler"
            }
            let text = "'\(message.state.name)' is shown as a message \(reason), and VoiceOver is not told: post an announcement of it"
            switch announcementFix(for: message, in: context) {
            case .success(let fix): return finding(text, at: message.assignment, fix: fix)
            case .failure(let why): return finding(text + " (\(why.rawValue))", at: message.assignment)
            }
        }
    }

    /// Why a finding has no fix.
    enum NoFix: String, Error {
        case thread = "on the main actor: this code does not say it runs there"
        case callback = "on the main actor: a completion handler's isolation is not known"
        case text = "a person names its text: the value is not known to be a String"
        case imports = "the file does not import SwiftUI"
        case sharedLine = "the assignment shares its line with other code"
        case platforms = "the code builds for tvOS or watchOS before the announcement API"
    }

    /// The announcement of the message, inserted on the lines after its assignment.
    private func announcementFix(for message: RuleContext.AsyncMessageAssignment, in context: RuleContext) -> Result<Fix, NoFix> {
        guard message.arrival != .completionHandler else { return .failure(.callback) }
        guard message.arrival != .offMainActor else { return .failure(.thread) }
        guard message.isSetByView || context.imports.contains("SwiftUI") else { return .failure(.imports) }
        guard let spoken = spokenText(of: message, in: context) else { return .failure(.text) }
        let tree = context.tree
        let last = message.assignment.lastToken
        guard tree.tokens[message.assignment.firstToken].startsLine,
              last + 1 >= tree.tokens.count || tree.tokens[last + 1].startsLine || tree.tokens[last + 1].kind == .endOfFile else { return .failure(.sharedLine) }
        guard var lines = announcementLines(spoken, at: message.assignment, in: context) else { return .failure(.platforms) }
        let indentation = message.assignment.indentation
        let newline = context.file.style.lineEnding
        // A view's task cancelled as the person leaves would otherwise announce the cancellation on the next screen.
        if message.mayRunOnCancellation {
            lines = ["if !Task.isCancelled {"] + lines.map { context.file.style.indentUnit + $0 } + ["}"]
        }
        let text = lines.map { newline + indentation + $0 }.joined()
        return .success(Fix(safety: .verify, edits: [.insert(text, at: tree.tokens[last].trailingTriviaEnd)], summary: "posted an announcement"))
    }

    /// The expression whose text is the message: the state when it is a `String`, else a value
    /// known to be one.
    private func spokenText(of message: RuleContext.AsyncMessageAssignment, in context: RuleContext) -> String? {
        if context.isNonOptionalString(message.state) { return message.target.text }
        if message.valueIsStringLiteral { return message.value }
        let value = message.value
        if context.isStringParameter(value, around: message.assignment) { return value }
        if value.range(of: #"^[A-Za-z_][\w.]*\.localizedDescription$"#, options: .regularExpression) != nil { return value }
        if let call = message.assignment.children.last as? ChainNode, call.links.count == 1, call.firstToken == message.target.lastToken + 2,
           let link = call.links.first, link.hasCall, link.closeParenToken == message.assignment.lastToken,
           link.name == "NSLocalizedString" || link.name == "String" && link.arguments.first?.label == "localized" {
            return value
        }
        return nil
    }

    /// The lines that post `spoken`: the announcement alone where every platform the code builds for
    /// has it, else behind `#available` with each platform's older way; nil for tvOS and watchOS
    /// before it (their older APIs are not SwiftUI's to reach).
    private func announcementLines(_ spoken: String, at node: SyntaxNode, in context: RuleContext) -> [String]? {
        let platforms = context.platforms(at: node).platforms
        guard !platforms.isEmpty else { return nil }
        let post = "AccessibilityNotification.Announcement(\(spoken)).post() // [VERIFY]"
        var missing: [(check: String, platform: BuildPlatform)] = []
        for platform in platforms {
            guard let (check, minimum, target) = availability(on: platform, in: context) else { continue }
            if let major = context.deploymentMajorVersion(of: target), major >= minimum { continue }
            missing.append((check, platform))
        }
        guard !missing.isEmpty else { return [post] }
        guard missing.allSatisfy({ [.iOS, .macCatalyst, .macOS].contains($0.platform) }) else { return nil }
        let unit = context.file.style.indentUnit
        let uikit = "UIAccessibility.post(notification: .announcement, argument: \(spoken))"
        let appkit = "NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: \(spoken), .priority: NSAccessibilityPriorityLevel.high.rawValue])"
        var checks: [String] = []
        for entry in missing where !checks.contains(entry.check) { checks.append(entry.check) }
        let fallback: [String]
        switch (missing.contains { $0.platform == .macOS }, missing.contains { $0.platform != .macOS }) {
        case (true, true): fallback = ["#if os(macOS)", appkit, "#else", uikit, "#endif"]
        case (true, false): fallback = [appkit]
        default: fallback = [uikit]
        }
        return ["if #available(\(checks.joined(separator: ", ")), *) {", unit + post, "} else {"] + fallback.map { unit + $0 } + ["}"]
    }

    /// The `#available` check of the announcement on `platform`, its major version, and the
    /// deployment target to compare it with; nil for visionOS, which always has it.
    private func availability(on platform: BuildPlatform, in context: RuleContext) -> (check: String, minimum: Int, target: String)? {
        switch platform {
        case .iOS: return ("iOS 17", 17, "iOS")
        case .macCatalyst: return ("iOS 17", 17, context.deploymentMajorVersion(of: "macCatalyst") != nil ? "macCatalyst" : "iOS")
        case .macOS: return ("macOS 14", 14, "macOS")
        case .tvOS: return ("tvOS 17", 17, "tvOS")
        case .watchOS: return ("watchOS 10", 10, "watchOS")
        case .visionOS: return nil
        }
    }
}
