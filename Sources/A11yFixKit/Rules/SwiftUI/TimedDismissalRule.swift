/// Content that goes away by itself after a delay, with no way to keep it.
public struct TimedDismissalRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "timed-dismissal",
        name: "Transient content can be kept",
        summary: "Finds content the code takes away after a wait of a second or more: a toast, banner, HUD, message or error set back to `false` or `nil`, a sheet's or alert's flag set back to `false`, a `dismiss()`, a view removed from its superview, after `DispatchQueue.main.asyncAfter`, `Task.sleep`, a one-shot `Timer.scheduledTimer`, `perform(_:with:afterDelay:)`, `withAnimation(.default.delay(…))`, or a progress HUD's own `hide(animated:afterDelay:)` / `dismiss(withDelay:)`, when nothing in the type pauses or lengthens the wait for people who need more time.",
        rationale: "A message that leaves after three seconds is gone before a VoiceOver user reaches it, before someone with low vision has zoomed to it, before a slow reader or a Switch Control user has read it or reached its button (WCAG 2.2.1 Timing Adjustable). Content shown for a time limit must let people turn the limit off, extend it, or at least keep it while assistive technology is running.",
        notes: """
        Opt-in (`--rules timed-dismissal`, or `rules.enable` in the config): on 22 real apps it made 19 findings, of which 16 were judged true (84%): toasts, HUDs and in-app notifications, success screens that close themselves, and player or call controls that hide after a few seconds. The false ones were a polling timer whose work also closes a progress notification once its result is in, a seek preview, and the feedback a double tap shows: transient, but nothing a person needs time to read. Whether a message needs to stay is in the end a design decision a person makes with the team.

        What counts as taking content away, in what runs after the wait: a flag set to `false` (or toggled) whose name says it shows something (`showToast`, `isShowingBanner`, `isPresented`, `isVisible`) or names a message (`toast`, `banner`, `hud`, `snackbar`, `alert`, `popup`, `notice`, `message`, `tooltip`, `callout`, `error`, `success`, `status`, `feedback`), such a value set to `nil` (`toast = nil`, `errorMessage = nil`), `dismiss()` / `dismiss(animated:)`, `removeFromSuperview()` on such a view (or on itself, in a view named for one: `ToastView`), and a call that hides one (`hideToast()`, `banner.hide()`). Not dismissal: a wait that only debounces input or retries a request, re-enabling a button, stopping a spinner or a loading state, a launch or splash screen leaving, a highlight, confetti or animation ending (names that say `splash`, `launch`, `loading`, `spinner`, `progress`, `animating`, `highlight`, `confetti`, `keyboard`), and waits under a second written as a number (a sheet closed 0.3 s after Save, once its animation ends). A repeating timer (a countdown) is not a dismissal either, nor the handle of a wait set to `nil` (`statusTimer = nil`), nor a screen that closes a moment after the person dismissed an alert on it (a wait inside a `UIAlertAction`'s handler, an `onDismissAction`, a close action or a dismissal's completion), nor a wait whose length the person sets (read from the app's preferences: `Preference.float(for: .osdAutoHideTimeout)`, `settings.bannerDuration`).

        Kept for those who need it, never reported: a type (or file's top level) that reads whether VoiceOver runs (`UIAccessibility.isVoiceOverRunning`, `accessibilityVoiceOverEnabled`: the timer paused, or the duration lengthened), or that cancels or invalidates its timer on hover or touch (`onHover`, `touchesBegan`, a long press or a drag). A close button or tap to dismiss does not stop the timer, so such a banner is still reported. The fix a person makes: keep the content until it is dismissed, or pause the timer while `UIAccessibility.isVoiceOverRunning` and give it a longer duration, and announce it (`announce-content-change`).
        """,
        severity: .degrades, wcag: ["2.2.1"], nutritionLabels: [], fixSafety: .none, isOptIn: true, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct ProfileView: View {
                @State private var showSavedToast = false

                var body: some View {
                    Form {
                        Button("Save") {
                            save()
                            showSavedToast = true
                            DispatchQueue.main.↓asyncAfter(deadline: .now() + 2) {
                                showSavedToast = false
                            }
                        }
                    }
                    .overlay(alignment: .bottom) {
                        if showSavedToast { ToastView(text: "Saved") }
                    }
                }
            }
            """),
            RuleExample("""
            @MainActor
            final class ToastCenter: ObservableObject {
                @Published var toast: Toast?

                private var dismissalTask: Task<Void, Never>?

                func show(_ toast: Toast) {
                    self.toast = toast
                    dismissalTask?.cancel()
                    dismissalTask = Task {
                        try? await Task.↓sleep(nanoseconds: 3_000_000_000)
                        self.toast = nil
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class BannerView: UIView {
                func present(in container: UIView) {
                    container.addSubview(self)
                    DispatchQueue.main.↓asyncAfter(deadline: .now() + 4) { [weak self] in
                        UIView.animate(withDuration: 0.3, animations: { self?.alpha = 0 }) { _ in
                            self?.removeFromSuperview()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class CopyLinkViewController: UIViewController {
                private let copiedBanner = UILabel()

                @objc private func copyLink() {
                    UIPasteboard.general.url = link
                    view.addSubview(copiedBanner)
                    Timer.↓scheduledTimer(withTimeInterval: 2.5, repeats: false) { [weak self] _ in
                        self?.copiedBanner.removeFromSuperview()
                    }
                }
            }
            """),
            RuleExample("""
            struct ErrorBanner: View {
                @Binding var errorMessage: String?

                var body: some View {
                    if let errorMessage {
                        Text(errorMessage)
                            .padding()
                            .background(.red)
                            .task {
                                try? await Task.↓sleep(for: .seconds(5))
                                self.errorMessage = nil
                            }
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit
            import MBProgressHUD

            final class ExportViewController: UIViewController {
                func exportFinished() {
                    let hud = MBProgressHUD.showAdded(to: view, animated: true)
                    hud.mode = .text
                    hud.label.text = "Exported"
                    hud.↓hide(animated: true, afterDelay: 2)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class PurchaseSuccessViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    ↓perform(#selector(close), with: nil, afterDelay: 3)
                }

                @objc private func close() {
                    dismiss(animated: true)
                }
            }
            """),
            RuleExample("""
            struct ShareSheetHost: View {
                @State private var isShowingConfirmation = false

                var body: some View {
                    Button("Share") { isShowingConfirmation = true }
                        .sheet(isPresented: $isShowingConfirmation) {
                            ConfirmationView()
                                .onAppear {
                                    ↓withAnimation(.easeOut.delay(3)) {
                                        isShowingConfirmation = false
                                    }
                                }
                        }
                }
            }
            """),
            // A close button does not stop the timer.
            RuleExample("""
            struct UndoBanner: View {
                @Binding var isVisible: Bool
                let undo: () -> Void

                var body: some View {
                    HStack {
                        Text("Message archived")
                        Button("Undo", action: undo)
                        Button("Close") { isVisible = false }
                    }
                    .onAppear {
                        DispatchQueue.main.↓asyncAfter(deadline: .now() + 4) {
                            withAnimation { isVisible = false }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct OrderStatusSheet: View {
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    VStack {
                        Image(systemName: "checkmark.circle")
                        Text("Your order is on its way")
                    }
                    .task {
                        try? await Task.↓sleep(for: .seconds(2))
                        dismiss()
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class NotificationBannerPresenter {
                private var banner: UIView?

                func show(_ banner: UIView, in window: UIWindow) {
                    self.banner = banner
                    window.addSubview(banner)
                    Timer.↓scheduledTimer(timeInterval: 3, target: self, selector: #selector(hideBanner), userInfo: nil, repeats: false)
                }

                @objc private func hideBanner() {
                    banner?.removeFromSuperview()
                    banner = nil
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A debounce: nothing goes away.
            RuleExample("""
            struct SearchView: View {
                @State private var query = ""
                @State private var searchTask: Task<Void, Never>?
                let model: SearchModel

                var body: some View {
                    TextField("Search", text: $query)
                        .onChange(of: query) { _, newValue in
                            searchTask?.cancel()
                            searchTask = Task {
                                try? await Task.sleep(for: .milliseconds(300))
                                await model.search(newValue)
                            }
                        }
                }
            }
            """),
            // A retry.
            RuleExample("""
            final class FeedLoader {
                func load(attempt: Int = 0) {
                    api.fetchFeed { result in
                        if case .failure = result, attempt < 3 {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                                self.load(attempt: attempt + 1)
                            }
                        }
                    }
                }
            }
            """),
            // Re-enabling a button.
            RuleExample("""
            import UIKit

            final class VerificationViewController: UIViewController {
                @IBOutlet private var resendButton: UIButton!

                @IBAction private func resendCode() {
                    resendButton.isEnabled = false
                    DispatchQueue.main.asyncAfter(deadline: .now() + 30) {
                        self.resendButton.isEnabled = true
                    }
                }
            }
            """),
            // Paused while VoiceOver runs.
            RuleExample("""
            struct ToastModifier: ViewModifier {
                @Binding var toast: Toast?
                @Environment(\\.accessibilityVoiceOverEnabled) private var voiceOverEnabled

                func body(content: Content) -> some View {
                    content.overlay(alignment: .top) {
                        if let toast {
                            ToastView(toast: toast)
                                .task {
                                    guard !voiceOverEnabled else { return }
                                    try? await Task.sleep(for: .seconds(3))
                                    self.toast = nil
                                }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class SnackbarView: UIView {
                func show() {
                    let duration: TimeInterval = UIAccessibility.isVoiceOverRunning ? 10 : 3
                    DispatchQueue.main.asyncAfter(deadline: .now() + duration) {
                        self.removeFromSuperview()
                    }
                }
            }
            """),
            // A sheet closed once its confirmation animation has run.
            RuleExample("""
            struct AddItemSheet: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var didSave = false

                var body: some View {
                    Button("Save") {
                        didSave = true
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.35) {
                            dismiss()
                        }
                    }
                }
            }
            """),
            // A splash screen leaving.
            RuleExample("""
            struct RootView: View {
                @State private var showSplash = true

                var body: some View {
                    ZStack {
                        ContentView()
                        if showSplash { SplashView() }
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                            showSplash = false
                        }
                    }
                }
            }
            """),
            // A spinner stopped after loading.
            RuleExample("""
            struct RefreshButton: View {
                @State private var isLoading = false

                var body: some View {
                    Button("Refresh") {
                        isLoading = true
                        Task {
                            try? await Task.sleep(for: .seconds(1))
                            isLoading = false
                        }
                    }
                }
            }
            """),
            // A countdown: a repeating timer.
            RuleExample("""
            final class CountdownModel: ObservableObject {
                @Published var remaining = 10
                @Published var showBanner = true

                func start() {
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
                        self.remaining -= 1
                        if self.remaining == 0 {
                            timer.invalidate()
                            self.showBanner = false
                        }
                    }
                }
            }
            """),
            // Paused on hover: the person keeps it.
            RuleExample("""
            struct NoticeView: View {
                @Binding var showNotice: Bool
                @State private var hideTask: Task<Void, Never>?

                var body: some View {
                    Text("Update installed")
                        .onAppear { scheduleHide() }
                        .onHover { hovering in
                            if hovering { hideTask?.cancel() } else { scheduleHide() }
                        }
                }

                private func scheduleHide() {
                    hideTask = Task {
                        try? await Task.sleep(for: .seconds(4))
                        showNotice = false
                    }
                }
            }
            """),
            // The person closed the alert: the screen closes after it.
            RuleExample("""
            import UIKit

            final class GiftConfirmationViewController: UIViewController {
                func confirmGift(to friend: String) {
                    let alert = UIAlertController(title: "Gift sent to \\(friend)", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            self.dismiss(animated: true)
                        }
                    })
                    present(alert, animated: true)
                }
            }
            """),
            // The handle of a polling timer, not a message.
            RuleExample("""
            final class PurchaseFlowModel: ObservableObject {
                private var transactionStatusTimer: Timer?

                func pollTransaction() {
                    transactionStatusTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { [weak self] _ in
                        self?.transactionStatusTimer = nil
                        self?.refreshStatus()
                    }
                }
            }
            """),
            // The person sets how long it stays.
            RuleExample("""
            import AppKit

            final class PlayerWindowController: NSWindowController {
                private var hideOSDTimer: Timer?
                private var isShowingOSD = false

                func displayOSD(_ message: String) {
                    isShowingOSD = true
                    let timeout = Preferences.shared.osdAutoHideTimeout
                    hideOSDTimer = Timer.scheduledTimer(timeInterval: timeout, target: self, selector: #selector(hideOSD), userInfo: nil, repeats: false)
                }

                @objc private func hideOSD() {
                    isShowingOSD = false
                }
            }
            """),
            // A star that twinkles: `show` names no content.
            RuleExample("""
            struct RatingHeader: View {
                @State private var show = false

                var body: some View {
                    Image(systemName: "star.fill")
                        .opacity(show ? 1 : 0)
                        .onAppear { animate() }
                }

                private func animate() {
                    show.toggle()
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1.2) {
                        show.toggle()
                    }
                }
            }
            """),
            // A highlight fading.
            RuleExample("""
            struct MessageRow: View {
                let message: Message
                @State private var isHighlighted = true

                var body: some View {
                    Text(message.text)
                        .background(isHighlighted ? Color.yellow.opacity(0.3) : .clear)
                        .onAppear {
                            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                                withAnimation { isHighlighted = false }
                            }
                        }
                }
            }
            """),
        ],
        corrections: []
    )

    /// Words of a name that say it shows a message.
    static let messageWords: Set<String> = [
        "toast", "banner", "hud", "snackbar", "snack", "alert", "popup", "notice", "message", "tooltip", "callout", "error",
        "success", "status", "feedback", "confirmation", "notification", "flash",
    ]
    /// Words of a name that say it is no message: loading and progress, launch screens, effects.
    static let effectWords: Set<String> = [
        "splash", "launch", "loading", "loader", "spinner", "progress", "animating", "animation", "highlight", "highlighted",
        "confetti", "keyboard", "cursor", "typing", "refreshing", "indicator", "placeholder",
    ]
    /// Last words of a name that make it the handle of a wait.
    static let handleWords: Set<String> = ["timer", "task", "item", "work", "observer", "cancellable", "token"]
    /// Calls whose closure runs when a person hovers or touches: a cancel there pauses the timer.
    static let holdingCalls: Set<String> = ["onHover", "onLongPressGesture", "onChanged", "touchesBegan", "mouseEntered", "onContinuousHover"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for wait in DelayedWork.all(in: context) {
            if let seconds = wait.seconds, seconds < 1 { continue }
            if wait.isSetByPerson(in: context) || followsDismissal(wait.link) { continue }
            guard let taken = wait.kind == .delayedHide ? hiddenByLibrary(wait.link) : takenAway(in: wait.work, context: context),
                  !keepsContent(around: wait.link, context: context) else { continue }
            let after = wait.seconds.map { "\(Self.format($0)) s" } ?? "a fixed time"
            let offset = context.tree.tokens[wait.link.nameToken ?? wait.link.firstToken].start
            findings.append(finding(
                "\(taken) after \(after), with no way to pause or extend it: people using VoiceOver, zoom or Switch Control, or reading slowly, may not finish it; keep it until it is dismissed, or pause the timer while UIAccessibility.isVoiceOverRunning and give more time",
                at: offset))
        }
        return findings
    }

    /// `hud.hide(animated: true, afterDelay: 2)`, `NotificationPresenter.shared().dismiss(afterDelay: 8)`:
    /// the HUD or banner goes away.
    private func hiddenByLibrary(_ link: LinkNode) -> String? {
        guard let chain = link.parent as? ChainNode, chain.links.first !== link, let owner = chain.links.first?.name else { return nil }
        return "\(owner) hides itself"
    }

    /// What the work after the wait takes away, in a few words; nil when it takes nothing away.
    private func takenAway(in work: [ClosedRange<Int>], context: RuleContext) -> String? {
        let tree = context.tree
        for range in work {
            for chain in context.chains where range.contains(chain.firstToken) {
                guard let last = chain.links.last else { continue }
                let target = chain.links.count > 1 ? chain.links[chain.links.count - 2].name : nil
                // `showToast = false`, `toast = nil`, `isPresented.toggle()`.
                if chain.lastToken + 2 <= range.upperBound, tree.token(chain.lastToken + 1, is: "="),
                   chain.parent is ExpressionNode, (chain.parent as? ExpressionNode)?.children.first === chain {
                    let value = tree.text(ofToken: chain.lastToken + 2)
                    if value == "false", showsContent(last.name) { return "`\(last.name)` is set to false" }
                    if value == "nil", namesMessage(last.name) { return "`\(last.name)` is set to nil" }
                    continue
                }
                guard last.hasCall else { continue }
                switch last.name {
                case "toggle" where target.map(showsContent) == true:
                    return "`\(target!)` is toggled off"
                case "dismiss" where last.arguments.allSatisfy({ $0.label == "animated" || $0.label == "completion" }):
                    return "the screen is dismissed"
                case "removeFromSuperview":
                    let receiver = target ?? "self"
                    let owner = context.enclosingType(of: chain)?.name ?? ""
                    if namesMessage(receiver) || (receiver == "self" && namesMessage(owner)) { return "the \(receiver == "self" ? owner : receiver) is removed" }
                default:
                    let words = RuleContext.nameWords(last.name)
                    if words.first == "hide" || words.first == "dismiss", namesMessage(last.name) || target.map(namesMessage) == true {
                        return "\(last.name)() takes it away"
                    }
                }
            }
        }
        return nil
    }

    /// A flag that shows something: `showToast`, `isShowingBanner`, `isPresented`, `isVisible`, or one named for a message.
    private func showsContent(_ name: String) -> Bool {
        let words = RuleContext.nameWords(name)
        guard !words.contains(where: Self.effectWords.contains) else { return false }
        let shows = ["show", "showing", "shown", "presented", "presenting", "visible", "displayed", "displaying"]
        // A bare `show` or `visible` says nothing of what it shows (an animation's phase, a star that twinkles).
        return words.count > 1 && words.contains(where: shows.contains) || namesMessage(name)
    }

    private func namesMessage(_ name: String) -> Bool {
        let words = RuleContext.nameWords(name)
        // `statusTimer = nil`, `dismissTask = nil`: the handle of a wait, not what it shows.
        if let last = words.last, Self.handleWords.contains(last) { return false }
        return !words.contains(where: Self.effectWords.contains) && words.contains(where: Self.messageWords.contains)
    }

    /// Whether the wait starts once a person has dismissed something (an alert's action, its
    /// `onDismissAction`, a dismissal's completion): what closes after it follows their choice.
    private func followsDismissal(_ link: LinkNode) -> Bool {
        let closing: Set<String> = ["close", "dismiss", "dismissed", "dismissal"]
        func closes(_ name: String) -> Bool { RuleContext.nameWords(name).contains(where: closing.contains) }
        for ancestor in link.ancestors() {
            switch ancestor {
            case let call as LinkNode where call !== link && (closes(call.name) || call.name == "UIAlertAction"):
                return true
            case let statement as ExpressionNode:
                // A callback the closure is stored in (`onDismissAction = { … }`), not the handle of the wait (`dismissTask = Task { … }`).
                if let target = statement.children.first as? ChainNode, target !== link.parent, let name = target.links.last?.name, closes(name),
                   RuleContext.nameWords(name).contains(where: ["on", "action", "handler", "completion", "callback"].contains) { return true }
            case is FunctionDeclNode:
                return false
            default:
                continue
            }
        }
        return false
    }

    /// Whether the code around the wait keeps the content for those who need it: its type (or the
    /// file's top level) reads whether VoiceOver runs, or cancels its timer on hover or touch.
    private func keepsContent(around node: SyntaxNode, context: RuleContext) -> Bool {
        let scope: SyntaxNode = context.enclosingType(of: node) ?? context.tree.root
        let tree = context.tree
        let readsVoiceOver = (scope.firstToken...scope.lastToken).contains { index in
            tree.tokens[index].kind == .identifier && tree.text(ofToken: index).lowercased().contains("voiceover")
        }
        if readsVoiceOver { return true }
        return scope.descendants(ofType: LinkNode.self).contains { link in
            (link.name == "cancel" || link.name == "invalidate") && link.hasCall
                && link.ancestors().contains { ancestor in
                    if let call = ancestor as? LinkNode { return Self.holdingCalls.contains(call.name) }
                    if let function = ancestor as? FunctionDeclNode { return Self.holdingCalls.contains(function.name) }
                    return false
                }
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
