/// Controls drawn as disabled on a condition that are never disabled, so assistive technologies
/// offer them as available.
public struct DisabledAppearanceRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "disabled-appearance",
        name: "Controls that look disabled are disabled",
        summary: "Finds controls (Button, Toggle, NavigationLink, a view with `.onTapGesture`) dimmed on a condition about whether they can be used (`.opacity(isValid ? 1 : 0.5)`, `.foregroundColor(canSend ? .accentColor : .gray)`), on themselves or inside their label, with no `.disabled(…)` on them or a view around them. When the action returns at once in that state (`guard isValid else { return }`), adds `.disabled(!isValid)`; otherwise reports it for a person.",
        rationale: "A dimmed control tells sighted people it does nothing now. SwiftUI tells VoiceOver (\"dimmed\"), Voice Control and Full Keyboard Access the same only through `.disabled`: a control that is merely drawn faint is read as an ordinary button, so those users activate it, hear nothing happen, and cannot tell why (WCAG 4.1.2: the state of a control must be exposed).",
        notes: """
        Only conditions that read as availability count: their words say enabled, disabled, valid, invalid, allowed, available, can or empty (`isFormValid`, `!canSubmit`, `text.isEmpty`, `isDisabled`). A Menu drawn grey while the value its items choose is empty (`selection.scope.isEmpty`) says nothing is chosen yet, and it is how one chooses: left alone. Looks for other states are left alone: a press (`configuration.isPressed` in a ButtonStyle), a selection (unselected tabs and segments drawn grey), focus or hover, visibility (`isVisible ? 1 : 0`, an opacity that hides is not a dimmed look), work in progress (`isLoading`), placeholders. A dim look is an opacity from 0.1 to 0.8 against 1 (or a constant named for it, `disabledOpacity`), or a grey colour (`.gray`, `.secondary`, `Color(.systemGray3)`, a colour named disabled) against another colour. A condition on SwiftUI's `@Environment(\\.isEnabled)` follows `.disabled` already, and a control that is disabled itself, inside a disabled view (a `Form`, a `Section`, a stack, `.environment(\\.isEnabled, …)`), or built by a helper that every place in the file disables, is not reported, whatever the condition of that `.disabled`.

        The fix changes behaviour (taps stop; a system button style also draws its own disabled look), so it is unsafe and given only where the code shows the control does nothing in that state: the action's first statement is `guard <usable> else { return }` (one of its conditions is), `if <dimmed> { return }`, or a call of a method of the same type that starts so. Otherwise the finding has no fix: a dimmed control that still answers a tap (to explain why it is unavailable, say) needs a hint, not `.disabled`, and a person must tell which.
        """,
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .unsafe, seeds: ["002"],
        triggeringExamples: [
            RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                @State private var password = ""
                private var isFormValid: Bool { email.contains("@") && password.count >= 8 }

                var body: some View {
                    VStack(spacing: 16) {
                        TextField("Email", text: $email)
                        SecureField("Password", text: $password)
                        Button("Create Account") {
                            register()
                        }
                        .buttonStyle(.borderedProminent)
                        .↓opacity(isFormValid ? 1 : 0.5)
                    }
                }
            }
            """),
            RuleExample("""
            struct ComposeBar: View {
                @Binding var draft: String
                let send: () -> Void
                var body: some View {
                    HStack {
                        TextField("Message", text: $draft)
                        Button(action: send) {
                            Image(systemName: "paperplane.fill")
                                .↓foregroundColor(draft.isEmpty ? .gray : .accentColor)
                        }
                        .accessibilityLabel("Send")
                    }
                }
            }
            """),
            RuleExample("""
            struct CheckoutFooter: View {
                @ObservedObject var cart: CartModel
                var body: some View {
                    Text("Checkout")
                        .font(.headline)
                        .padding()
                        .frame(maxWidth: .infinity)
                        .background(Color.accentColor)
                        .↓opacity(cart.canCheckOut ? 1.0 : 0.4)
                        .onTapGesture { cart.checkOut() }
                }
            }
            """),
            RuleExample("""
            struct PlayerControls: View {
                let player: PlayerModel
                var body: some View {
                    HStack {
                        Button {
                            player.previous()
                        } label: {
                            Image(systemName: "backward.fill")
                        }
                        .accessibilityLabel("Previous")
                        .↓tint(player.hasPrevious && player.isSkipAllowed ? .primary : .gray)
                    }
                }
            }
            """),
            RuleExample("""
            struct OnboardingPage: View {
                @State private var acceptedTerms = false
                private var canContinue: Bool { acceptedTerms }
                var body: some View {
                    VStack {
                        Toggle("I accept the terms", isOn: $acceptedTerms)
                        NavigationLink {
                            PermissionsPage()
                        } label: {
                            Text("Continue")
                                .↓opacity(canContinue ? 1 : 0.3)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct RedeemCodeView: View {
                @State private var code = ""
                var body: some View {
                    Form {
                        TextField("Code", text: $code)
                        Button {
                            redeem(code)
                        } label: {
                            Text("Redeem")
                                .↓foregroundStyle(code.count < 6 || isCodeInvalid ? Color(.systemGray3) : .accentColor)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ExportButton: View {
                let isExportDisabled: Bool
                let export: () -> Void
                private let disabledOpacity = 0.45
                var body: some View {
                    Button(action: export) {
                        Label("Export", systemImage: "square.and.arrow.up")
                    }
                    .↓opacity(isExportDisabled ? disabledOpacity : 1)
                }
            }
            """),
            RuleExample("""
            struct StepperRow: View {
                @Binding var quantity: Int
                let maximum: Int
                var body: some View {
                    HStack {
                        Text("\\(quantity)")
                        ForEach(["minus", "plus"], id: \\.self) { symbol in
                            let isAvailable = symbol == "plus" ? quantity < maximum : quantity > 0
                            Image(systemName: symbol)
                                .↓opacity(isAvailable ? 1 : 0.35)
                                .onTapGesture { quantity += symbol == "plus" ? 1 : -1 }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SaveToolbar: View {
                @Binding var note: Note
                var body: some View {
                    HStack {
                        Spacer()
                        Button("Save") {
                            guard note.isValid else { return }
                            note.save()
                        }
                        .↓foregroundColor(!note.isValid ? .gray : .blue)
                    }
                    .padding()
                }
            }
            """),
            RuleExample("""
            struct UploadRow: View {
                @ObservedObject var upload: UploadModel
                var body: some View {
                    Button {
                        upload.retry()
                    } label: {
                        HStack {
                            Text(upload.fileName)
                            Spacer()
                            Image(systemName: "arrow.clockwise")
                        }
                        .↓opacity(upload.isRetryAllowed ? 1 : 0.5)
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The value in a stepper's label drawn faint while none is loaded: the stepper's own buttons are not dimmed.
            RuleExample("""
            struct BodyFatRow: View {
                @EnvironmentObject var model: HealthModel
                private var inputIsInvalid: Bool { model.bodyFat == nil }

                var body: some View {
                    Stepper {
                        Text(model.bodyFatDescription)
                            .font(.title)
                            .opacity(inputIsInvalid ? 0.3 : 1)
                    } onIncrement: {
                        model.stepBodyFat(by: 1)
                    } onDecrement: {
                        model.stepBodyFat(by: -1)
                    }
                }
            }
            """),
            // The environment's isEnabled, declared in the View and read in the extension that draws it: it follows .disabled.
            RuleExample("""
            struct ProductOfferView: View {
                @Environment(\\.isEnabled)
                private var isEnabled

                let product: Product
                let purchase: () -> Void

                var body: some View {
                    content
                }
            }

            private extension ProductOfferView {
                var content: some View {
                    Button(action: purchase) {
                        Text(product.localizedPrice)
                            .foregroundStyle(isEnabled ? Color.accentColor : .gray)
                    }
                }
            }
            """),
            // Grey while nothing is chosen yet: the menu is how one chooses.
            RuleExample("""
            struct ScopePicker: View {
                @Binding var selection: SearchScope
                let scopes: [SearchScope]

                var body: some View {
                    Menu {
                        ForEach(scopes) { scope in
                            Button(scope.name) { self.selection = scope }
                        }
                    } label: {
                        Label(selection.name ?? "File Scope", systemImage: "text.magnifyingglass")
                            .foregroundStyle(selection.folders.isEmpty ? .secondary : Color.accentColor)
                    }
                    .buttonStyle(.plain)
                }
            }
            """),
            RuleExample("""
            struct SignUpForm: View {
                @State private var email = ""
                var body: some View {
                    Button("Create Account", action: register)
                        .disabled(email.isEmpty)
                        .opacity(email.isEmpty ? 0.5 : 1)
                }
            }
            """),
            RuleExample("""
            struct Settings: View {
                @AppStorage("syncEnabled") private var syncEnabled = false
                var body: some View {
                    Form {
                        Toggle("iCloud Sync", isOn: $syncEnabled)
                        Section {
                            Button("Sync Now", action: syncNow)
                                .opacity(syncEnabled ? 1 : 0.5)
                        }
                        .disabled(!syncEnabled)
                    }
                }
            }
            """),
            RuleExample("""
            struct PillButtonStyle: ButtonStyle {
                @Environment(\\.isEnabled) private var isEnabled
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding()
                        .background(Capsule().fill(Color.accentColor))
                        .opacity(configuration.isPressed ? 0.6 : 1)
                        .foregroundColor(isEnabled ? .white : .gray)
                }
            }
            """),
            RuleExample("""
            struct TabBar: View {
                @Binding var selectedTab: Tab
                var body: some View {
                    HStack {
                        ForEach(Tab.allCases) { tab in
                            Button(tab.title) { selectedTab = tab }
                                .foregroundColor(selectedTab == tab ? .accentColor : .gray)
                                .opacity(tab.isSelected ? 1 : 0.5)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ClearSearchButton: View {
                @Binding var query: String
                var body: some View {
                    Button {
                        query = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                    }
                    .accessibilityLabel("Clear search")
                    .opacity(query.isEmpty ? 0 : 1)
                }
            }
            """),
            RuleExample("""
            struct SendButton: View {
                let isLoading: Bool
                let canSend: Bool
                var body: some View {
                    Button(action: send) {
                        if isLoading {
                            ProgressView()
                        } else {
                            Text("Send")
                        }
                    }
                    .opacity(isLoading ? 0.5 : 1)
                    .disabled(!canSend)
                }
            }
            """),
            RuleExample("""
            struct FeatureRow: View {
                let feature: Feature
                @Binding var isEnabled: Bool
                var body: some View {
                    Toggle(isOn: $isEnabled) {
                        Label(feature.name, systemImage: feature.icon)
                            .foregroundColor(isEnabled ? .primary : .secondary)
                    }
                }
            }
            """),
            RuleExample("""
            struct ServerRow: View {
                let server: Server
                let isEnabled: Bool
                let onTap: () -> Void
                var body: some View {
                    HStack {
                        Text(server.name)
                            .foregroundStyle(isEnabled ? .primary : .secondary)
                        Spacer()
                        if isEnabled {
                            Image(systemName: "checkmark")
                        } else {
                            Image(systemName: "plus.circle")
                        }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { onTap() }
                }
            }
            """),
            RuleExample("""
            struct ArticleCard: View {
                let article: Article
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(article.title).font(.headline)
                        Text(article.summary)
                            .foregroundColor(article.isUnread ? .primary : .gray)
                    }
                    .redacted(reason: article.isPlaceholder ? .placeholder : [])
                }
            }
            """),
            RuleExample("""
            struct ProfileHeader: View {
                let profile: Profile
                var body: some View {
                    HStack {
                        Text(profile.name)
                        Text(profile.isVerified ? "Verified" : "Unverified")
                            .opacity(profile.isVerified ? 1 : 0.5)
                    }
                }
            }
            """),
            RuleExample("""
            struct ComposerActions: View {
                let canAttach: Bool
                var body: some View {
                    HStack {
                        attachButton
                            .disabled(!canAttach)
                    }
                }

                private var attachButton: some View {
                    Button(action: attach) {
                        Image(systemName: "paperclip")
                            .opacity(canAttach ? 1 : 0.5)
                    }
                    .accessibilityLabel("Attach")
                }
            }
            """),
            RuleExample("""
            struct WizardFooter: View {
                let isStepValid: Bool
                var body: some View {
                    HStack {
                        Button("Next", action: next)
                            .opacity(isStepValid ? 1 : 0.5)
                    }
                    .environment(\\.isEnabled, isStepValid)
                }
            }
            """),
            RuleExample("""
            struct SubmitBar_Previews: PreviewProvider {
                static var previews: some View {
                    Button("Submit") {}
                        .opacity(isValid ? 1 : 0.5)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct SaveToolbar: View {
                @Binding var note: Note
                var body: some View {
                    Button("Save") {
                        guard note.isValid else { return }
                        note.save()
                    }
                    .foregroundColor(!note.isValid ? .gray : .blue)
                }
            }
            """, """
            struct SaveToolbar: View {
                @Binding var note: Note
                var body: some View {
                    Button("Save") {
                        guard note.isValid else { return }
                        note.save()
                    }
                    .foregroundColor(!note.isValid ? .gray : .blue)
                    .disabled(!note.isValid)
                }
            }
            """),
            RuleCorrection("""
            struct ComposeBar: View {
                @Binding var draft: String
                var body: some View {
                    Button(action: sendDraft) {
                        Image(systemName: "paperplane.fill")
                            .opacity(draft.isEmpty ? 0.4 : 1)
                    }
                    .accessibilityLabel("Send")
                    .padding(8)
                }

                private func sendDraft() {
                    if draft.isEmpty { return }
                    messages.send(draft)
                    draft = ""
                }
            }
            """, """
            struct ComposeBar: View {
                @Binding var draft: String
                var body: some View {
                    Button(action: sendDraft) {
                        Image(systemName: "paperplane.fill")
                            .opacity(draft.isEmpty ? 0.4 : 1)
                    }
                    .accessibilityLabel("Send")
                    .disabled(draft.isEmpty)
                    .padding(8)
                }

                private func sendDraft() {
                    if draft.isEmpty { return }
                    messages.send(draft)
                    draft = ""
                }
            }
            """),
            RuleCorrection("""
            struct RatingPrompt: View {
                @State private var rating = 0
                var body: some View {
                    Text("Submit")
                        .padding()
                        .opacity(rating > 0 && canSubmitRating ? 1 : 0.5)
                        .onTapGesture {
                            guard rating > 0 && canSubmitRating else { return }
                            submit(rating)
                        }
                }
            }
            """, """
            struct RatingPrompt: View {
                @State private var rating = 0
                var body: some View {
                    Text("Submit")
                        .disabled(!(rating > 0 && canSubmitRating))
                        .padding()
                        .opacity(rating > 0 && canSubmitRating ? 1 : 0.5)
                        .onTapGesture {
                            guard rating > 0 && canSubmitRating else { return }
                            submit(rating)
                        }
                }
            }
            """),
            RuleCorrection("""
            struct CheckoutFooter: View {
                @ObservedObject var cart: CartModel
                var body: some View {
                    Button("Checkout") {
                        cart.checkOut()
                    }
                    .opacity(cart.canCheckOut ? 1.0 : 0.4)
                }
            }
            """, """
            struct CheckoutFooter: View {
                @ObservedObject var cart: CartModel
                var body: some View {
                    Button("Checkout") {
                        cart.checkOut()
                    }
                    .opacity(cart.canCheckOut ? 1.0 : 0.4)
                }
            }
            """),
        ]
    )

    /// Opacities that dim a control: faint enough to read as unavailable, not so faint as to hide it.
    static let dimmedOpacities = 0.1...0.8
    /// Words of a condition that say whether a control can be used now.
    static let availabilityWords: Set<String> = [
        "enabled", "disabled", "enable", "disable", "valid", "invalid", "allowed", "available", "unavailable", "can", "empty", "editable",
    ]
    /// Words of a condition for a look that is not availability: a press, a selection, focus,
    /// visibility, work in progress, a placeholder.
    static let otherLookWords: Set<String> = [
        "pressed", "selected", "highlighted", "focused", "hovered", "hovering", "hover", "visible", "visibility", "hidden",
        "shown", "showing", "loading", "animating", "dragging", "playing", "expanded", "collapsed", "editing", "placeholder", "redacted",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for (chain, kind) in context.interactiveElements() where kind != .row {
            guard let element = chain.elementLink, let look = dimmedLook(of: chain, element: element, context: context),
                  !isDisabledWhereverDrawn(chain, context: context) else { continue }
            let offset = context.tree.tokens[look.link.nameToken ?? look.link.firstToken].start
            let spelled = context.expression(look.dimmedWhen.swift, from: look.link, asWrittenAt: chain)
            let guarded = action(of: chain, element: element, context: context).map { stops($0, when: look.dimmedWhen, context: context, depth: 0) } ?? false
            guard guarded, let condition = spelled,
                  let edits = context.modifierInsertion([".disabled(\(condition))"], into: chain, verifyMarker: false) else {
                findings.append(finding(
                    "This control is dimmed when `\(look.dimmedWhen.swift)` but never disabled: VoiceOver and Voice Control offer it as available; if it does nothing then, add `.disabled(\(look.dimmedWhen.swift))`",
                    at: offset))
                continue
            }
            findings.append(finding(
                "This control is dimmed when `\(look.dimmedWhen.swift)`, and its action does nothing then, but it is never disabled: VoiceOver and Voice Control offer it as available",
                at: offset, fix: Fix(safety: .unsafe, edits: edits, summary: "disabled the control when it looks disabled")))
        }
        return findings
    }

    /// A look that dims the control on a condition about whether it can be used.
    struct DimmedLook {
        var link: LinkNode
        /// When the look is dimmed.
        var dimmedWhen: RuleContext.Predicate
    }

    /// The first dimming look on the control: one of its own modifiers, or a modifier inside its
    /// label (a Button's label, a tappable stack's content), not inside a control of its own there.
    private func dimmedLook(of chain: ChainNode, element: LinkNode, context: RuleContext) -> DimmedLook? {
        let action = context.actionClosure(of: element)
        var candidates = chain.modifiers
        // A stepper's, slider's or toggle's label names or shows the value it sets (a weight drawn faint
        // while none is loaded); the control's own parts are drawn apart from it, as they always are.
        let labelIsPartOfControl = !["Stepper", "Slider", "Toggle", "Picker", "DatePicker"].contains(element.name)
        for closure in element.allClosures where labelIsPartOfControl && closure !== action && !(element.name == "Menu" && closure === element.closure(labeled: nil)) {
            candidates += closure.descendants(ofType: LinkNode.self).filter { link in
                link.kind == .member && !isInsideOtherControl(link, within: chain)
            }
        }
        for link in candidates where link.hasCall && Self.dimmingModifiers.contains(link.name) {
            guard link.arguments.count == 1, let ternary = context.ternary(link.arguments.first?.value),
                  let dimsWhenTrue = dimsWhenTrue(link.name, ternary, context: context),
                  isAboutAvailability(ternary.condition, of: element, at: link, context: context) else { continue }
            let condition = RuleContext.Predicate(ternary.condition)
            guard !drawsStateOtherwise(condition, in: element, action: action, context: context) else { return nil }
            return DimmedLook(link: link, dimmedWhen: dimsWhenTrue ? condition : condition.inverted)
        }
        return nil
    }

    static let dimmingModifiers: Set<String> = ["opacity", "foregroundColor", "foregroundStyle", "tint", "accentColor"]

    /// Whether the look is the dimmed one when the condition holds (`isDisabled ? 0.4 : 1`), or when
    /// it does not (`isValid ? 1 : 0.5`); nil when the ternary does not dim: an opacity that hides
    /// (`0`) or varies, two colours neither or both grey.
    private func dimsWhenTrue(_ modifier: String, _ ternary: RuleContext.Ternary, context: RuleContext) -> Bool? {
        if modifier == "opacity" {
            let isFull = { (text: String) in ["1", "1.0"].contains(RuleContext.squeezed(text)) }
            let isDim = { (text: String) -> Bool in
                if let value = Double(RuleContext.squeezed(text)) { return Self.dimmedOpacities.contains(value) }
                return RuleContext.isOnePrimary(RuleContext.squeezed(text))
                    && !Set(RuleContext.words(in: text)).isDisjoint(with: ["disabled", "dimmed", "dim", "inactive", "unavailable"])
            }
            if isDim(ternary.whenTrue) && isFull(ternary.whenFalse) { return true }
            if isFull(ternary.whenTrue) && isDim(ternary.whenFalse) { return false }
            return nil
        }
        let (trueIsGrey, falseIsGrey) = (RuleContext.isGreyColour(ternary.whenTrue), RuleContext.isGreyColour(ternary.whenFalse))
        return trueIsGrey == falseIsGrey ? nil : trueIsGrey
    }

    /// Whether a condition says if the control can be used, not how it is touched, chosen or shown:
    /// a name in it starts with `can` or ends with an availability word (`isFormValid`, `canSubmit`,
    /// `text.isEmpty`, `isDisabled`) and none ends with the word of another look
    /// (`configuration.isPressed`, `isSelected`, `appearance.visibility == .enabled`). Not the value
    /// the control itself sets (a Toggle bound to `$isEnabled` draws its own on and off), and not
    /// SwiftUI's `@Environment(\.isEnabled)`, which follows `.disabled` already.
    private func isAboutAvailability(_ condition: String, of element: LinkNode, at link: LinkNode, context: RuleContext) -> Bool {
        let names = Set(condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        let words = names.map { RuleContext.words(in: $0) }
        guard words.contains(where: { $0.first == "can" || $0.last.map(Self.availabilityWords.contains) == true }),
              !words.contains(where: { $0.last.map(Self.otherLookWords.contains) == true }) else { return false }
        if let bound = context.boundValue(of: element), names.contains(String(RuleContext.squeezed(bound.text).drop { $0 == "$" }.prefix { $0 != "." })) {
            return false
        }
        // A Menu drawn grey while the value its items choose is empty (`selection.scope.isEmpty`) says
        // "nothing chosen yet", and it is how one chooses: the same as a control's own value.
        if element.name == "Menu", let items = element.closure(labeled: "content") ?? element.closure(labeled: nil),
           names.contains(where: { name in items.text.range(of: "(?<![\\w.])(self\\.)?\(name)(\\.\\w+)*\\s*=(?!=)", options: .regularExpression) != nil }) {
            return false
        }
        var type = context.enclosingType(of: link)
        while let current = type {
            // The View's properties, also when its body is drawn in an extension (`private extension CustomProductView`).
            let followsDisabled = context.declarations(of: current).flatMap(\.properties).contains { property in
                names.contains(property.name) && property.attribute(named: "Environment")?.arguments?.contains("isEnabled") == true
            }
            if followsDisabled { return false }
            type = context.enclosingType(of: current)
        }
        return true
    }

    /// Whether the control's content also shows something else on the same condition (`if isEnabled
    /// { checkmark } else { plus }`, `Image(systemName: isValid ? "checkmark" : "xmark")`): then the
    /// dimming is part of drawing a state of what the control stands for, and a tap still acts on it.
    private func drawsStateOtherwise(_ predicate: RuleContext.Predicate, in element: LinkNode, action: ClosureNode?, context: RuleContext) -> Bool {
        element.allClosures.filter { $0 !== action }.contains { closure in
            closure.descendants(ofType: StatementNode.self).contains { statement in
                statement.keyword == "if" && statement.conditions.count == 1 && RuleContext.squeezed(RuleContext.Predicate(statement.conditions[0].text).base) == RuleContext.squeezed(predicate.base)
            } || closure.descendants(ofType: LinkNode.self).contains { link in
                !Self.dimmingModifiers.contains(link.name) && link.arguments.contains { argument in
                    context.ternary(argument.value).map { RuleContext.squeezed(RuleContext.Predicate($0.condition).base) == RuleContext.squeezed(predicate.base) } ?? false
                }
            }
        }
    }

    /// Whether `link` belongs to a control or tappable view inside `chain`'s content.
    private func isInsideOtherControl(_ link: LinkNode, within chain: ChainNode) -> Bool {
        var current = link.parent
        while let node = current, node !== chain {
            if let inner = node as? ChainNode, inner !== link.parent, let element = inner.elementLink,
               RuleContext.controls.contains(element.name) || inner.hasModifier("onTapGesture") { return true }
            current = node.parent
        }
        return false
    }

    /// Whether the control, a view around it, or every place this file draws the code around it is
    /// disabled (`.disabled(…)` on any condition, `.environment(\.isEnabled, …)`): the team decided
    /// when it is off, and SwiftUI tells assistive technologies.
    private func isDisabledWhereverDrawn(_ chain: ChainNode, context: RuleContext) -> Bool {
        let disabledAround = { (node: ChainNode) -> Bool in
            var current: SyntaxNode? = node
            while let candidate = current {
                // All member links: `attachButton.disabled(…)` has no element before its first call.
                if let around = candidate as? ChainNode, around.links.contains(where: { modifier in
                    modifier.kind == .member && (modifier.name == "disabled" || modifier.name == "environment" && modifier.text.contains("isEnabled"))
                }) { return true }
                current = candidate.parent
            }
            return false
        }
        return disabledAround(chain) || context.isDecidedWhereverDrawn(chain, by: disabledAround)
    }

    /// The code a tap runs: a Button's action closure or the method it names (`Button(action: sendDraft)`),
    /// a tappable view's `.onTapGesture`.
    private func action(of chain: ChainNode, element: LinkNode, context: RuleContext) -> SyntaxNode? {
        if let action = context.actionClosure(of: element) { return action }
        if let reference = element.argument("action")?.value?.singleChain { return methodBody(reference, called: false, context: context) }
        return chain.modifier(named: "onTapGesture")?.allClosures.first
    }

    /// The body of the method of the enclosing type that `chain` names (`sendDraft`, `self.submit()`).
    private func methodBody(_ chain: ChainNode, called: Bool, context: RuleContext) -> BlockNode? {
        guard let reference = chain.links.last, reference.hasCall == called, reference.kind == .name || reference.kind == .member,
              chain.links.count == 1 || chain.links.count == 2 && chain.links[0].name == "self",
              let type = context.enclosingType(of: chain) else { return nil }
        let methods = context.typeDeclarations.filter { $0.name == type.name }.flatMap { $0.children.compactMap { $0 as? FunctionDeclNode } }
        return methods.first { $0.name == reference.name }?.body
    }

    /// Whether the action returns at once when `predicate` holds: its first statement is
    /// `guard !predicate else { return }` (or one of a guard's conditions is), `if predicate { return }`,
    /// or a call of a method of this type that starts so.
    private func stops(_ body: SyntaxNode, when predicate: RuleContext.Predicate, context: RuleContext, depth: Int) -> Bool {
        guard let first = body.children.first(where: { !(($0 as? ExpressionNode).map(context.isFeedbackOrLogging) ?? false) }) else { return false }
        if let statement = first as? StatementNode, let block = statement.blocks.first, block.children.count == 1,
           (block.children[0] as? StatementNode)?.keyword == "return" {
            let tokens = context.tree.tokens
            var last = block.firstToken - 1
            if statement.keyword == "guard", context.tree.token(last, is: "else") { last -= 1 }
            guard last > statement.firstToken else { return false }
            let condition = context.file.text(tokens[statement.firstToken + 1].start..<tokens[last].end)
            switch statement.keyword {
            case "guard":
                return RuleContext.clauses(of: condition).contains { RuleContext.Predicate($0).inverted == predicate }
            case "if":
                return RuleContext.Predicate(condition) == predicate
            default:
                return false
            }
        }
        guard depth == 0, let call = (first as? ExpressionNode)?.singleChain, let method = methodBody(call, called: true, context: context) else { return false }
        return stops(method, when: predicate, context: context, depth: 1)
    }
}
