/// A state a view shows only by which colour it draws.
public struct ColorOnlyStatusRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "color-only-status",
        name: "State shown by colour alone",
        summary: "Reports a shape, symbol or text whose colour is chosen on a condition (`Circle().fill(isOnline ? .green : .red)`, `.foregroundColor(result.isReachable ? .green : .red)`, a local `let color: Color = dropped > 0 ? .red : .green`) between status colours (red, green, orange, yellow against another colour) when nothing else in the same view says that state: no icon, text or shape changes on the same condition, and no accessibility value or label that reads the same value states it. Text counts when it is fixed (`Text(\"Sync\")`): text the code computes may say the state itself. Reported for a person: the right word or symbol is a design decision.",
        rationale: "About one man in twelve does not tell red from green. A status that only a colour carries (online or offline, passed or failed, over a limit or not) is invisible to them, to people with low vision, and in grayscale; WCAG 1.4.1 asks that colour is never the only means of conveying information, and the App Store's Differentiate Without Color label asks the same. VoiceOver reads none of it either unless the code says it.",
        notes: """
        A state the View sets only inside a looping animation (`withAnimation(….repeatForever(autoreverses: true)) { pulse = true }`) is a colour pulsing to draw the eye, not a status, and is not reported. What counts as saying the state otherwise, anywhere in the member that draws the view (its `body`, the helper property or function): a branch on the same value (`if isOnline { … }`, `switch status`), a ternary on it that chooses something else than a look (`Image(systemName: isValid ? "checkmark" : "xmark")`, `Text(isOnline ? "Online" : "Offline")`), text that shows the value or the object it belongs to (`Text(result.localizedDescription)` coloured by `result.isReachable`, `Text("\\(delta)")` coloured by `delta < 0`), or any other use of it outside colour, opacity and animation modifiers. An accessibility value on the view or around it, or a label there that reads the same value, a view inside a Swift Charts `Chart` (marks carry their own legends and audio graphs), colours inside a gradient, the colours of a `ButtonStyle` (which tell a prominent or destructive button from others, while the label names it), a state of selection, focus, hover or press (a selection highlight is the system's idiom and the selected trait carries it), and files that already read `accessibilityDifferentiateWithoutColor` are left alone, and so is a colour against `.clear` (the shape appears or not). Only conditions written in the code are read: a colour computed by a function or a `switch` elsewhere (`status.color`) cannot be judged from here.
        """,
        severity: .degrades, wcag: ["1.4.1"], nutritionLabels: [.differentiateWithoutColor], fixSafety: .none, seeds: ["000", "001", "003"],
        triggeringExamples: [
            RuleExample("""
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    HStack {
                        Circle()
                            .↓fill(server.isOnline ? .green : .red)
                            .frame(width: 8, height: 8)
                        Text(server.name)
                        Spacer()
                    }
                }
            }
            """),
            RuleExample("""
            struct BuildStatusBadge: View {
                let build: Build
                var body: some View {
                    Capsule()
                        .↓foregroundColor(build.passed ? Color.green : Color.red)
                        .frame(width: 40, height: 6)
                }
            }
            """),
            RuleExample("""
            struct SyncIndicator: View {
                @ObservedObject var sync: SyncModel
                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .↓foregroundStyle(sync.hasConflicts ? .orange : .secondary)
                }
            }
            """),
            RuleExample("""
            struct DeviceList: View {
                let devices: [Device]
                var body: some View {
                    List(devices) { device in
                        HStack {
                            Text(device.name)
                            Spacer()
                            RoundedRectangle(cornerRadius: 2)
                                .↓fill(device.isNearby ? Color.green : device.isReachable ? Color.orange : Color.red)
                                .frame(width: 10, height: 10)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ConnectionLabel: View {
                let isConnected: Bool
                var body: some View {
                    Text("VPN")
                        .font(.caption.bold())
                        .↓foregroundColor(isConnected ? .green : .gray)
                }
            }
            """),
            RuleExample("""
            struct LatencyView: View {
                let latency: Double
                var body: some View {
                    let color: Color = latency > 150 ? .red : .green
                    Circle()
                        .↓fill(color)
                        .frame(width: 6, height: 6)
                }
            }
            """),
            RuleExample("""
            struct ErrorBorder: ViewModifier {
                let hasError: Bool
                func body(content: Content) -> some View {
                    content.overlay(
                        RoundedRectangle(cornerRadius: 8)
                            .↓stroke(hasError ? .red : Color(.separator), lineWidth: 1)
                    )
                }
            }
            """),
            RuleExample("""
            struct NotificationRow: View {
                let note: AppNotification
                var body: some View {
                    Text(note.message)
                        .padding(6)
                        .background(
                            RoundedRectangle(cornerRadius: 6)
                                .↓fill(note.level == .info ? Color.blue.opacity(0.2) : Color.red.opacity(0.2))
                        )
                }
            }
            """),
            RuleExample("""
            struct TargetButton: View {
                let isTargetActive: Bool
                @Binding var showingSheet: Bool
                var body: some View {
                    Button {
                        showingSheet = true
                    } label: {
                        Image(systemName: "target")
                            .↓foregroundStyle(isTargetActive ? Color.primary : Color.green)
                    }
                    .accessibilityLabel("Temporary target")
                }
            }
            """),
            RuleExample("""
            struct BatteryDot: View {
                let level: Int
                var body: some View {
                    Ellipse()
                        .↓fill(level < 20 ? Color(.systemRed) : Color(.systemGreen))
                        .frame(width: 12, height: 8)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A constant named like the function that makes it names that function, not itself.
            RuleExample("""
            struct ChatLine: View {
                let post: ChatPost

                var body: some View {
                    let usernameColor = usernameColor()
                    Text(post.user)
                        .foregroundColor(usernameColor)
                }

                private func usernameColor() -> Color {
                    post.isModerator ? .green : .red
                }
            }
            """),
            // A colour that pulses forever to draw the eye to a box to tick is no status.
            RuleExample("""
            struct RecoveryPhraseView: View {
                @State private var legalAccepted = false
                @State private var animatingLegalToggleColor = false

                var body: some View {
                    Toggle(isOn: $legalAccepted) {
                        Text("I understand that I must keep my recovery phrase safe")
                            .foregroundColor(animatingLegalToggleColor ? Color.red : Color.primary)
                    }
                    .onAppear(perform: onAppear)
                }

                func onAppear() {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(Animation.linear(duration: 1.0).repeatForever(autoreverses: true)) {
                            animatingLegalToggleColor = true
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    HStack {
                        Circle()
                            .fill(server.isOnline ? .green : .red)
                            .frame(width: 8, height: 8)
                        Text(server.isOnline ? "Online" : "Offline")
                    }
                }
            }
            """),
            RuleExample("""
            struct CheckRow: View {
                let check: HealthCheck
                var body: some View {
                    HStack {
                        Image(systemName: check.passed ? "checkmark.circle.fill" : "xmark.octagon.fill")
                            .foregroundStyle(check.passed ? .green : .red)
                        Text(check.title)
                    }
                }
            }
            """),
            RuleExample("""
            struct StatusDot: View {
                let isOnline: Bool
                var body: some View {
                    Circle()
                        .fill(isOnline ? .green : .red)
                        .frame(width: 8, height: 8)
                        .accessibilityLabel(isOnline ? "Online" : "Offline")
                }
            }
            """),
            RuleExample("""
            struct SegmentBar: View {
                @Binding var selectedIndex: Int
                let titles: [String]
                var body: some View {
                    HStack {
                        ForEach(titles.indices, id: \\.self) { index in
                            Capsule()
                                .fill(selectedIndex == index ? .orange : .gray)
                                .frame(height: 4)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Card: View {
                @Environment(\\.colorScheme) private var colorScheme
                var body: some View {
                    RoundedRectangle(cornerRadius: 12)
                        .fill(colorScheme == .dark ? Color.orange : Color.yellow)
                }
            }
            """),
            RuleExample("""
            struct BalanceView: View {
                let delta: Double
                var body: some View {
                    Text(delta, format: .currency(code: "EUR"))
                        .foregroundColor(delta < 0 ? .red : .green)
                }
            }
            """),
            RuleExample("""
            struct WeeklyChart: View {
                let days: [Day]
                var body: some View {
                    Chart(days) { day in
                        BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
                            .foregroundStyle(day.steps > 10_000 ? Color.green : Color.red)
                    }
                }
            }
            """),
            RuleExample("""
            struct LegendDot: View {
                @Environment(\\.accessibilityDifferentiateWithoutColor) private var differentiateWithoutColor
                let isOverLimit: Bool
                var body: some View {
                    Circle()
                        .fill(isOverLimit ? .red : .green)
                        .overlay {
                            if differentiateWithoutColor { Image(systemName: isOverLimit ? "exclamationmark" : "checkmark") }
                        }
                }
            }
            """),
            RuleExample("""
            struct InstallRow: View {
                @Binding var isInstalled: Bool?
                @State private var text = "Checking…"
                var body: some View {
                    HStack {
                        if let installed = isInstalled {
                            Circle().foregroundColor(installed ? .green : .red)
                        }
                        Text(text)
                    }
                    .onChange(of: isInstalled) { installed in
                        text = installed == true ? "Installed" : "Not installed"
                    }
                }
            }
            """),
            RuleExample("""
            struct PulseDot: View {
                let isLive: Bool
                var body: some View {
                    Circle()
                        .fill(isLive ? .red : .clear)
                        .frame(width: 6, height: 6)
                }
            }
            """),
            RuleExample("""
            struct Swatch: View {
                let isWarm: Bool
                var body: some View {
                    Rectangle()
                        .fill(LinearGradient(colors: [isWarm ? .orange : .blue, .white], startPoint: .top, endPoint: .bottom))
                }
            }
            """),
            RuleExample("""
            struct OnboardingStep: View {
                let index: Int
                let isCompleted: Bool
                var body: some View {
                    HStack {
                        stepNumber(isCompleted: isCompleted)
                        Image(systemName: isCompleted ? "checkmark.circle.fill" : "circle")
                    }
                }

                private func stepNumber(isCompleted: Bool) -> some View {
                    Circle()
                        .fill(isCompleted ? Color.green : Color.secondary)
                        .frame(width: 24, height: 24)
                }
            }
            """),
            RuleExample("""
            struct ResultLine: View {
                let result: CheckResult
                var body: some View {
                    Text(result.localizedDescription)
                        .foregroundColor(result.isReachable ? .green : .red)
                }
            }
            """),
            RuleExample("""
            struct PillButtonStyle: ButtonStyle {
                var isDestructive = false
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(8)
                        .background(Capsule().fill(isDestructive ? Color.red : Color.accentColor))
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    Circle().fill(server.isOnline ? .green : .red)
                }
            }
            """, """
            struct ServerRow: View {
                let server: Server
                var body: some View {
                    Circle().fill(server.isOnline ? .green : .red)
                }
            }
            """),
            RuleCorrection("""
            struct LatencyView: View {
                let latency: Double
                var body: some View {
                    let color: Color = latency > 150 ? .red : .green
                    Circle().fill(color)
                }
            }
            """, """
            struct LatencyView: View {
                let latency: Double
                var body: some View {
                    let color: Color = latency > 150 ? .red : .green
                    Circle().fill(color)
                }
            }
            """),
            RuleCorrection("""
            struct ConnectionLabel: View {
                let isConnected: Bool
                var body: some View {
                    Text("VPN").foregroundColor(isConnected ? .green : .gray)
                }
            }
            """, """
            struct ConnectionLabel: View {
                let isConnected: Bool
                var body: some View {
                    Text("VPN").foregroundColor(isConnected ? .green : .gray)
                }
            }
            """),
        ]
    )

    static let shapes: Set<String> = ["Circle", "Capsule", "Rectangle", "RoundedRectangle", "Ellipse", "UnevenRoundedRectangle"]
    /// Modifiers that colour a view.
    static let colourModifiers: Set<String> = ["fill", "foregroundColor", "foregroundStyle", "stroke", "strokeBorder", "background", "tint"]
    /// Modifiers that only change how a view looks; a state used there says nothing new.
    static let lookModifiers: Set<String> = colourModifiers.union(["opacity", "animation", "shadow", "brightness", "saturation", "colorMultiply"])
    /// Colours that signal a status.
    static let statusHues: Set<String> = ["red", "green", "orange", "yellow"]
    static let colourNames: Set<String> = statusHues.union([
        "blue", "purple", "pink", "mint", "teal", "cyan", "indigo", "brown", "gray", "grey", "secondary", "primary", "accent", "black", "white",
    ])
    /// Words of a condition for a look the system carries another way: selection, focus, hover, press.
    static let interactionWords: Set<String> = ["selected", "selection", "current", "highlighted", "focused", "hovered", "hovering", "hover", "pressed"]
    /// Words of a condition on how the screen is drawn, not on a state of the content: appearance,
    /// contrast, device, rendering mode.
    static let appearanceWords: Set<String> = ["scheme", "dark", "light", "contrast", "idiom", "accented", "rendering", "luminance", "platform"]

    public func findings(in context: RuleContext) -> [Finding] {
        // A file that reads the setting already draws something else for it.
        guard !context.tree.tokens.contains(where: { token in
            token.kind == .identifier && (context.file.text(of: token, is: "accessibilityDifferentiateWithoutColor")
                || context.file.text(of: token, is: "shouldDifferentiateWithoutColor") || context.file.text(of: token, is: "differentiateWithoutColor"))
        }) else { return [] }
        var findings: [Finding] = []
        for chain in context.elements(named: Self.shapes.union(["Text", "Image"])) where context.enclosingType(of: chain) != nil {
            for modifier in chain.modifiers where Self.colourModifiers.contains(modifier.name) && modifier.hasCall {
                guard let choice = colourChoice(modifier.arguments.first?.value, context: context), isStatus(choice),
                      !isSaidOtherwise(choice, on: chain, context: context) else { continue }
                let hues = choice.hues.sorted().joined(separator: " or ")
                findings.append(finding(
                    "`\(choice.condition.split(whereSeparator: \.isWhitespace).joined(separator: " "))` is shown only by colour here (\(hues)): people who do not tell these colours apart miss it; add a symbol, shape or text that changes with it, and say it in an accessibility value",
                    at: context.tree.tokens[modifier.nameToken ?? modifier.firstToken].start))
                break
            }
        }
        return findings
    }

    /// A colour chosen on a condition: the condition, the colour names of its branches, and the
    /// code that chooses (the ternary, or the local constant that holds it).
    struct ColourChoice {
        var condition: String
        var hues: Set<String>
        /// Whether a branch draws a colour that is not named (`Color(.separator)`), so another than the hues.
        var hasUnnamedColour: Bool
        var source: SyntaxNode
    }

    /// `cond ? .green : .red`, also with a nested ternary in a branch, or a local constant so defined
    /// (`let color: Color = dropped > 0 ? .red : .green`, then `.foregroundColor(color)`).
    private func colourChoice(_ value: ExpressionNode?, context: RuleContext) -> ColourChoice? {
        guard let value else { return nil }
        if let ternary = context.ternary(value) {
            var hues: Set<String> = []
            var hasUnnamedColour = false
            for branch in [ternary.whenTrue, ternary.whenFalse] {
                guard let branchHues = colours(in: branch) else { return nil }
                hues.formUnion(branchHues)
                hasUnnamedColour = hasUnnamedColour || branchHues.isEmpty
            }
            return ColourChoice(condition: ternary.condition, hues: hues, hasUnnamedColour: hasUnnamedColour, source: value)
        }
        guard let chain = value.singleChain, chain.links.count == 1, chain.links[0].kind == .name,
              let local = localConstant(named: chain.links[0].name, before: value),
              let initializer = local.initializer, let choice = colourChoice(initializer, context: context) else { return nil }
        return ColourChoice(condition: choice.condition, hues: choice.hues, hasUnnamedColour: choice.hasUnnamedColour, source: local)
    }

    /// The colour names a branch can draw: one for a named colour (`.green`, `Color(.systemRed)`,
    /// `Color.orange.opacity(0.8)`), several for a nested ternary of colours, none for another colour
    /// (`Color(.separator)`, `theme.border`); nil for `.clear` and `nil`, which show or hide.
    private func colours(in branch: String) -> Set<String>? {
        let words = RuleContext.words(in: branch).map { String($0.prefix { $0.isLetter }) }
        guard !words.contains("clear"), RuleContext.squeezed(branch) != "nil" else { return nil }
        return Set(words.filter(Self.colourNames.contains))
    }

    /// A `let` declared before `node` in a closure or block around it.
    private func localConstant(named name: String, before node: SyntaxNode) -> VariableDeclNode? {
        for scope in node.ancestors() where scope is ClosureNode || scope is BlockNode {
            // Not the declaration `node` is part of: `let color = color ?? .gray` names an outer one.
            for case let local as VariableDeclNode in scope.children
            where local.name == name && local.isLet && local.firstToken < node.firstToken && !node.isDescendant(of: local) {
                return local
            }
            if scope.parent is FunctionDeclNode || scope.parent is VariableDeclNode && !(scope.parent?.parent is BlockNode) { break }
        }
        return nil
    }

    /// Two colours or more, one of them a status colour, on a condition that is not selection,
    /// focus, hover or press.
    private func isStatus(_ choice: ColourChoice) -> Bool {
        guard !choice.hues.isDisjoint(with: Self.statusHues), choice.hues.count >= 2 || choice.hasUnnamedColour else { return false }
        let names = choice.condition.split { !($0.isLetter || $0.isNumber || $0 == "_") }
        let excluded = Self.interactionWords.union(Self.appearanceWords)
        return !names.contains { name in RuleContext.words(in: String(name)).contains(where: excluded.contains) }
    }

    /// Whether a state of the View is set only inside a looping animation
    /// (`withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { isPulsing = true }`):
    /// a colour that pulses to draw the eye, not a status.
    private func isPulse(_ subject: String, around chain: ChainNode, context: RuleContext) -> Bool {
        guard !subject.contains("."), let type = context.enclosingType(of: chain) else { return false }
        let writes = type.descendants(ofType: ChainNode.self).filter { write in
            guard write.links.count == 1, write.links[0].name == subject, !write.links[0].hasCall,
                  let statement = write.parent as? ExpressionNode, statement.children.first === write,
                  write.lastToken + 1 <= statement.lastToken else { return false }
            return AnimatedState.assignmentOperators.contains(context.tree.text(ofToken: write.lastToken + 1))
        }
        return !writes.isEmpty && writes.allSatisfy { write in
            context.enclosingCalls(of: write).contains { $0.link.name == "withAnimation" && $0.link.text.contains("repeatForever") }
        }
    }

    /// Whether the view or the code that draws it says the state another way, or the state is not
    /// one to say (see the notes).
    private func isSaidOtherwise(_ choice: ColourChoice, on chain: ChainNode, context: RuleContext) -> Bool {
        // A button style's colours tell kinds of buttons apart (a prominent one, a destructive one); the label names each.
        if let type = context.enclosingType(of: chain), type.inheritedTypes.contains(where: { $0.hasSuffix("ButtonStyle") }) { return true }
        if context.isInsideElement(chain, named: ["Chart", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "Gradient"]) { return true }
        let subjects = RuleContext.subjectPaths(in: choice.condition)
        guard !subjects.isEmpty else { return true }
        if subjects.allSatisfy({ isPulse($0, around: chain, context: context) }) { return true }
        // A value says a state; a label does when it reads the same value (`isOnline ? "Online" : "Offline"`).
        let roots = Set(subjects.map { String($0.split(separator: ".")[0]) })
        var current: SyntaxNode? = chain
        while let node = current {
            if let around = node as? ChainNode, around.elementLink != nil {
                if context.hasAccessibilityValue(around) { return true }
                let labels = around.modifiers.filter { $0.name == "accessibilityLabel" || $0.name == "accessibility" && $0.argument("label") != nil }
                if labels.contains(where: { label in RuleContext.subjectPaths(in: label.text).contains { roots.contains(String($0.split(separator: ".")[0])) } }) { return true }
            }
            current = node.parent
        }
        // Text that the code computes (a message, a count, a result) may say the state itself; only a
        // fixed text is sure not to.
        if let element = chain.elementLink, element.name == "Text", context.stringLiteralValue(element.arguments.first?.value) == nil { return true }
        guard let member = context.drawingMember(of: chain) else { return true }
        if context.mentions(subjects, in: member, outside: choice.source, orModifiersNamed: Self.lookModifiers) { return true }
        // A helper drawn with the state passed in (`stepBadge(index, isCompleted: isCompleted)`): the
        // code that draws it may show the state beside it.
        return context.uses(ofCodeAround: chain).contains { use in
            context.drawingMember(of: use).map { context.mentions(subjects, in: $0, outside: use, orModifiersNamed: Self.lookModifiers) } ?? false
        }
    }
}
