/// Buttons that only open a web page: VoiceOver says "button" for what is a link.
public struct LinkNotButtonRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "link-not-button",
        name: "Links, not buttons, for web pages",
        summary: "Finds a `Button` whose action only opens a web page (`openURL(url)` from `@Environment(\\.openURL)`, `UIApplication.shared.open(url)`, `NSWorkspace.shared.open(url)`, after at most the lines that make or unwrap the URL) and rewrites it as `Link(title, destination: url)` when the rewrite is certain to compile: a literal title or a label closure of one `Text`, and the URL written as `URL(string: \"https://…\")!`. Otherwise it is reported.",
        rationale: "VoiceOver announces the role of every control: \"Privacy Policy, button\" promises an action in the app, while the tap leaves it for Safari. `Link` is announced as \"link\", is listed in the rotor's Links, and tells users before they activate it that they will leave the app (WCAG 2.4.4 link purpose, 4.1.2 role).",
        notes: "Only an action that does nothing else: a log, an analytics call, a state change or a dismissal beside the open call is behaviour a `Link` would drop, so such a button is left alone. Only a button that looks like a link: one drawn as a push button (a `.bordered` or `.borderedProminent` style on it or around it, or a Mac's default button style) is a button to the people who see it, and VoiceOver saying \"button\" matches; it is left alone. Only web pages: an `http`/`https` literal, or a property named for a page (`privacyPolicyURL`, `package.homepageURL`); a bare `url` or one named for a file, a folder, a log, an API or a deep link says nothing about where it goes and is left alone. Opening the Settings app (`UIApplication.openSettingsURLString`, `x-apple.systempreferences:`) is an action in the user's eyes (Apple's own \"Open Settings\" buttons) and stays a button; so do `mailto:`, `tel:`, `sms:` and `facetime:` URLs, which start writing or calling rather than show a page, and App Store links that open its review sheet or the App Store app (`itms-apps:`, `…?action=write-review`: \"Rate the app\"). Buttons in menus, context menus, swipe actions, alerts, confirmation dialogs and the menu bar's commands and `MenuBarExtra` menus are read as menu items or alert actions, not as buttons, and are left alone. The fix is unsafe: a `Link` takes the link look of its platform where no button style reaches it, and it opens the page through the environment's `openURL` action, as a Button calling `openURL` does, while a Button calling `UIApplication.shared.open` or `NSWorkspace.shared.open` went around a custom handler the app may install (an in-app browser); a button with a `role:`, or whose URL is a property or is unwrapped with `if let` / `guard let`, gets the finding without the rewrite, as does code whose deployment targets predate `Link` (iOS 14, macOS 11).",
        severity: .degrades, wcag: ["2.4.4", "4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .unsafe, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct AboutView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Form {
                        ↓Button("Privacy Policy") {
                            openURL(URL(string: "https://example.com/privacy")!)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct HelpFooter: View {
                var body: some View {
                    ↓Button("Visit our website") {
                        UIApplication.shared.open(URL(string: "https://example.com")!)
                    }
                }
            }
            """),
            RuleExample("""
            struct PreferencesAbout: View {
                var body: some View {
                    ↓Button("Source code on GitHub") {
                        NSWorkspace.shared.open(URL(string: "https://github.com/example/app")!)
                    }
                    .buttonStyle(.link)
                }
            }
            """),
            RuleExample("""
            struct SupportRow: View {
                @Environment(\\.openURL) var openURL

                var body: some View {
                    ↓Button {
                        if let url = URL(string: "https://example.com/support") {
                            openURL(url)
                        }
                    } label: {
                        Text("Support")
                    }
                }
            }
            """),
            RuleExample("""
            struct PackageRow: View {
                let package: Package

                var body: some View {
                    ↓Button("Homepage") {
                        guard let url = package.homepageURL else { return }
                        NSWorkspace.shared.open(url)
                    }
                    .buttonStyle(.link)
                }
            }
            """),
            RuleExample("""
            struct VerificationFooter: View {
                let viewState: ViewState

                var body: some View {
                    ↓Button(L10n.learnMore) {
                        UIApplication.shared.open(viewState.learnMoreURL)
                    }
                }
            }
            """),
            RuleExample("""
            struct TermsLink: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    ↓Button {
                        let url = URL(string: "https://example.com/terms")!
                        openURL(url)
                    } label: {
                        Text("Terms of Service")
                            .underline()
                    }
                }
            }
            """),
            RuleExample("""
            struct DonateButton: View {
                var body: some View {
                    ↓Button(action: {
                        UIApplication.shared.open(URL(string: "https://example.com/donate")!, options: [:])
                    }) {
                        Label("Donate", systemImage: "heart")
                    }
                }
            }
            """),
            RuleExample("""
            struct ReleaseNotesButton: View {
                @Environment(\\.openURL) private var openURL
                let release: Release

                var body: some View {
                    ↓Button("Release notes") {
                        openURL(release.notesURL)
                    }
                }
            }
            """),
            RuleExample("""
            #if os(macOS)
            struct MacAbout: View {
                var body: some View {
                    ↓Button("Website") { NSWorkspace.shared.open(URL(string: "https://example.com")!) }
                }
            }
            #endif
            """),
            RuleExample("""
            struct PolicyButton: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    ↓Button(role: .none) {
                        openURL(URL(string: "https://example.com/privacy")!)
                    } label: {
                        Text("Privacy")
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A View this file draws only among a menu's items: its button is a menu item, not a button.
            RuleExample("""
            struct StatusMenu: View {
                let checks: [Check]

                var body: some View {
                    Menu("Checks") {
                        ForEach(checks) { check in
                            CheckMenuItem(check: check)
                        }
                    }
                }
            }

            private struct CheckMenuItem: View {
                let check: Check

                var body: some View {
                    Button(check.title) {
                        NSWorkspace.shared.open(URL(string: "https://example.com/checks")!)
                    }
                }
            }
            """),
            // A Mac's push button looks like a button: "button" is what VoiceOver should say.
            RuleExample("""
            struct AboutWindow: View {
                var body: some View {
                    HStack {
                        Button("Visit Website") {
                            NSWorkspace.shared.open(URL(string: "https://vchewing.github.io")!)
                        }
                        Button("Close") { NSApp.keyWindow?.close() }
                    }
                }
            }
            """),
            RuleExample("""
            Button("Open the Help Center") {
                openURL(URL(string: "https://help.example.com")!)
            }
            .buttonStyle(.borderedProminent)
            """),
            RuleExample(#"Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)"#),
            RuleExample("""
            struct AboutView: View {
                @Environment(\\.openURL) private var openURL
                let analytics: Analytics

                var body: some View {
                    Button("Privacy Policy") {
                        analytics.track("privacy_opened")
                        openURL(URL(string: "https://example.com/privacy")!)
                    }
                }
            }
            """),
            RuleExample("""
            struct PermissionsHint: View {
                var body: some View {
                    Button("Open Settings") {
                        UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
                    }
                }
            }
            """),
            RuleExample("""
            struct ContactRow: View {
                var body: some View {
                    Button("Email support") {
                        UIApplication.shared.open(URL(string: "mailto:support@example.com")!)
                    }
                    Button("Call us") {
                        UIApplication.shared.open(URL(string: "tel:+15555550100")!)
                    }
                }
            }
            """),
            RuleExample("""
            struct RateAppRow: View {
                var body: some View {
                    Button("Rate the app") {
                        UIApplication.shared.open(URL(string: "https://apps.apple.com/app/id1534961271?action=write-review")!)
                    }
                }
            }
            """),
            RuleExample("""
            struct SheetFooter: View {
                @Environment(\\.openURL) private var openURL
                @Environment(\\.dismiss) private var dismiss

                var body: some View {
                    Button("Read the guide") {
                        dismiss()
                        openURL(URL(string: "https://example.com/guide")!)
                    }
                }
            }
            """),
            RuleExample("""
            struct BottleActions: View {
                let bottle: Bottle

                var body: some View {
                    Button("Open C: drive") {
                        NSWorkspace.shared.open(bottle.url.appending(path: "drive_c"))
                    }
                }
            }
            """),
            RuleExample("""
            struct HelpMenu: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Menu("Help") {
                        Button("Website") {
                            openURL(URL(string: "https://example.com")!)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct LinkRow: View {
                let viewModel: LinkRowModel

                var body: some View {
                    Button("Open") {
                        viewModel.openURL(viewModel.url)
                    }
                }
            }
            """),
            RuleExample("""
            struct LogRow: View {
                let log: ServerLog

                var body: some View {
                    Button(log.name) {
                        guard let url = log.url else { return }
                        UIApplication.shared.open(url)
                    }
                }
            }
            """),
            RuleExample("""
            struct UpgradeAlert: View {
                @Binding var isPresented: Bool

                var body: some View {
                    Text("Upgrade")
                        .alert("New version", isPresented: $isPresented) {
                            Button("Download") {
                                UIApplication.shared.open(URL(string: "https://example.com/download")!)
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct ExportButton: View {
                var body: some View {
                    Button("Show in Finder") {
                        NSWorkspace.shared.open(exportFolderURL)
                    }
                }
            }
            """),
            RuleExample("""
            struct SiteRow: View {
                @Environment(\\.openURL) private var openURL
                let isEnabled: Bool

                var body: some View {
                    Button("Website") {
                        if isEnabled {
                            openURL(URL(string: "https://example.com")!)
                        }
                    }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct AboutView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Form {
                        Button("Privacy Policy") {
                            openURL(URL(string: "https://example.com/privacy")!)
                        }
                        .foregroundStyle(.blue)
                    }
                }
            }
            """, """
            struct AboutView: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Form {
                        Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                        .foregroundStyle(.blue)
                    }
                }
            }
            """),
            RuleCorrection("""
            struct TermsLink: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Button {
                        let url = URL(string: "https://example.com/terms")!
                        openURL(url)
                    } label: {
                        Text("Terms of Service")
                            .underline()
                    }
                }
            }
            """, """
            struct TermsLink: View {
                @Environment(\\.openURL) private var openURL

                var body: some View {
                    Link(destination: URL(string: "https://example.com/terms")!) {
                        Text("Terms of Service")
                            .underline()
                    }
                }
            }
            """),
            RuleCorrection("""
            struct HelpFooter: View {
                var body: some View {
                    Button("Visit our website") { UIApplication.shared.open(URL(string: "https://example.com")!) }
                }
            }
            """, """
            struct HelpFooter: View {
                var body: some View {
                    Link("Visit our website", destination: URL(string: "https://example.com")!)
                }
            }
            """),
            // The URL is a property the code may make optional: reported, not rewritten.
            RuleCorrection("""
            struct ReleaseNotesButton: View {
                @Environment(\\.openURL) private var openURL
                let release: Release

                var body: some View {
                    Button("Release notes") {
                        openURL(release.notesURL)
                    }
                }
            }
            """, """
            struct ReleaseNotesButton: View {
                @Environment(\\.openURL) private var openURL
                let release: Release

                var body: some View {
                    Button("Release notes") {
                        openURL(release.notesURL)
                    }
                }
            }
            """),
        ]
    )

    /// Where SwiftUI draws buttons as menu items, alert actions or menu-bar commands, not buttons.
    private static let menuContainers: Set<String> = ["CommandGroup", "CommandMenu", "MenuBarExtra"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for chain in context.elements(named: ["Button"]) {
            guard let element = chain.elementLink, let action = context.actionClosure(of: element),
                  let url = context.openedURL(byAction: action), url.kind == .webPage,
                  !context.isInMenuItems(chain), !context.isInsideModifier(chain, named: RuleContext.systemAlerts),
                  !context.isInsideElement(chain, named: LinkNotButtonRule.menuContainers),
                  !isDrawnAsPushButton(chain, in: context),
                  let nameToken = element.nameToken else { continue }
            let offset = context.tree.tokens[nameToken].start
            let problem = "Button only opens a web page: VoiceOver says \"button\" for a link that leaves the app"
            if let replacement = linkCall(for: element, url: url, in: context) {
                let range = context.tree.tokens[element.firstToken].start..<context.tree.tokens[element.lastToken].end
                findings.append(finding(problem + "; use Link", at: offset,
                                        fix: Fix(safety: .unsafe, edits: [Edit(range: range, replacement: replacement)], summary: "made a URL-opening Button a Link")))
            } else {
                // Not rewritten: a Link needs a URL that is not optional, and the code does not show that this one is.
                findings.append(finding(problem + "; use Link(…, destination: \(url.text)) (a Link takes a non-optional URL; unwrap it first if it is optional)", at: offset))
            }
        }
        return findings
    }

    /// Whether the button looks like a button, not a link: a bordered style on it or around it, or a
    /// Mac's default push button (no link, plain or borderless style). What sighted people see is a
    /// button, and \"button\" is what VoiceOver should say (a \"Visit website\" push button in a dialog).
    private func isDrawnAsPushButton(_ chain: ChainNode, in context: RuleContext) -> Bool {
        let styles = ([chain] + context.enclosingCalls(of: chain).map(\.chain)).compactMap { view in
            view.modifier(named: "buttonStyle")?.arguments.first?.value.map { RuleContext.squeezed($0.text) }
        }
        guard let style = styles.first else { return context.platforms(at: chain).platforms == [.macOS] }
        return ["bordered", "borderedProminent", ".bordered", ".borderedProminent", "BorderedButtonStyle()", "BorderedProminentButtonStyle()"].contains(style)
    }

    /// `Link("Title", destination: URL(string: "…")!)` or `Link(destination: …) { Text(…) }`, when
    /// that is certain to compile: a literal title or a label of one Text, a literal URL, Link available.
    private func linkCall(for element: LinkNode, url: RuleContext.OpenedURL, in context: RuleContext) -> String? {
        guard context.hasSwiftUI2APIs, url.isLiteralNonOptional else { return nil }
        let destination = url.text
        switch context.controlLabelSource(of: element) {
        case .title:
            guard element.arguments.count <= 2, element.arguments.dropFirst().allSatisfy({ $0.label == "action" }),
                  let title = element.arguments.first?.value, context.stringLiteralValue(title) != nil else { return nil }
            return "Link(\(title.text), destination: \(destination))"
        case let .content(label):
            let content = context.contentChains(of: label)
            guard element.arguments.allSatisfy({ $0.label == "action" }), content.count == 1, content[0].elementLink?.name == "Text",
                  element.closure(labeled: "label") === label else { return nil }
            return "Link(destination: \(destination)) " + label.text
        case .view, .other:
            return nil
        }
    }
}
