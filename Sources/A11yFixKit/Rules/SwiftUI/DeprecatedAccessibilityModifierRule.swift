/// The deprecated `.accessibility(label:)` family, rewritten to the modern modifiers.
public struct DeprecatedAccessibilityModifierRule: Rule {
    public init() {}

    /// Each deprecated argument label and the modifier that replaced it (iOS 14 / macOS 11).
    static let replacements: [String: String] = [
        "label": "accessibilityLabel",
        "hint": "accessibilityHint",
        "value": "accessibilityValue",
        "hidden": "accessibilityHidden",
        "identifier": "accessibilityIdentifier",
        "sortPriority": "accessibilitySortPriority",
        "addTraits": "accessibilityAddTraits",
        "removeTraits": "accessibilityRemoveTraits",
        "inputLabels": "accessibilityInputLabels",
        "activationPoint": "accessibilityActivationPoint",
    ]

    public static let description = RuleDescription(
        id: "deprecated-accessibility-modifier",
        name: "Modern accessibility modifiers",
        summary: "Finds the deprecated `.accessibility(label:)`, `.accessibility(hint:)`, `.accessibility(value:)`, `.accessibility(hidden:)`, `.accessibility(addTraits:)`, `.accessibility(removeTraits:)`, `.accessibility(identifier:)`, `.accessibility(sortPriority:)`, `.accessibility(inputLabels:)` and `.accessibility(activationPoint:)` forms and rewrites each to its modern modifier, keeping the argument exactly as written (a `.init(…)` argument, which built a `Text` for the old form, is written `Text(…)`: the modern label, hint and value also take a `String` or a key, so `.init` would pick another initialiser).",
        rationale: "The `.accessibility(…)` forms were deprecated in iOS 14 and macOS 11. The modern modifiers say what they do (`accessibilityAddTraits` adds to the element's traits rather than replacing them), compose predictably in one chain, and are the only ones new APIs build on; deprecated calls also hide real warnings in a build log.",
        notes: "The old forms still work for VoiceOver and Voice Control, so this is a modernisation, not a barrier: the rule has no triage severity and blocks no Nutrition Label claim. It shipped first under the id `traits-added-not-assigned`, which configuration files and suppression comments keep accepting for it. `.accessibility(selectionIdentifier:)` has no modern replacement and is left alone. Trait assignment that overwrites built-in traits is a UIKit problem (`accessibilityTraits = .button`) handled by `uikit-traits-assign`; SwiftUI has no assigning modifier. Code whose deployment targets predate iOS 14 / macOS 11 / tvOS 14 / watchOS 7 is left alone: the modern modifiers do not exist there. A fixed label on a `Text` that shows a value (`Text(event.durationText).accessibility(label: Text(\"Event duration\"))`) is reported without a fix: it hides the value from VoiceOver, and porting it would keep the bug under the new name (an independent review asked for the label's removal instead).",
        severity: nil, wcag: [], nutritionLabels: [], fixSafety: .safe, seeds: ["001"],
        formerIDs: ["traits-added-not-assigned"],
        triggeringExamples: [
            // A fixed description on a Text that shows a value: reported, not ported.
            RuleExample("""
            struct EventRow: View {
                let event: CalendarEvent

                var body: some View {
                    VStack(alignment: .leading) {
                        Text(event.durationText)
                            .↓accessibility(label: Text("Event duration"))
                        Text(event.title)
                    }
                }
            }
            """),
            RuleExample(#"Image("logo").↓accessibility(label: Text("Acme"))"#),
            RuleExample(#"Text("Settings").font(.title).↓accessibility(addTraits: .isHeader)"#),
            RuleExample(#"Image("divider").↓accessibility(hidden: true)"#),
            RuleExample(#"Slider(value: $volume).↓accessibility(value: Text("\(Int(volume * 100)) percent"))"#),
            RuleExample(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.↓accessibility(label: Text("Share")).↓accessibility(hint: Text("Shares the photo"))"#),
            RuleExample(#"Text("Selected").↓accessibility(removeTraits: .isStaticText)"#),
            RuleExample(#"Button("Save", action: save).↓accessibility(identifier: "settings_save_button")"#),
            RuleExample(#"Text("Total").↓accessibility(sortPriority: 1)"#),
            RuleExample(#"Button("Compose", action: compose).↓accessibility(inputLabels: [Text("Compose"), Text("New message")])"#),
            RuleExample("""
            struct AvatarView: View {
                var body: some View {
                    Image("avatar")
                        .resizable()
                        .↓accessibility(label: Text("Profile photo"))
                }
            }
            """),
            RuleExample("""
            extension View {
                func headerStyle() -> some View {
                    font(.headline).↓accessibility(addTraits: .isHeader)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Image(systemName: "star").accessibility(label: Text("Favorite"))"#, options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
            RuleExample(#"Image("logo").accessibilityLabel("Acme")"#),
            RuleExample(#"Text("Settings").font(.title).accessibilityAddTraits(.isHeader)"#),
            RuleExample(#"Image("divider").accessibilityHidden(true)"#),
            RuleExample(#"// Image("logo").accessibility(label: Text("Acme"))"#),
            RuleExample(#"let snippet = "Image(\"logo\").accessibility(label: Text(\"Acme\"))""#),
            RuleExample(#"Text("Pick").accessibility(selectionIdentifier: "pick")"#),
            RuleExample("""
            extension View {
                func accessibility(label: String) -> some View { accessibilityLabel(label) }
            }
            """),
            RuleExample(#"let element = UIAccessibilityElement(accessibilityContainer: view); element.accessibilityLabel = "Chart""#),
            RuleExample(#"settings.accessibility.label = "Large""#),
            RuleExample("""
            /* Deprecated:
               .accessibility(hint: Text("Opens the menu"))
            */
            Button("Menu", action: open).accessibilityHint("Opens the menu")
            """),
        ],
        corrections: [
            // `.init(text)` built a Text for the old modifier; the new one also takes a String or a key.
            RuleCorrection(#"Image(systemName: tab.icon).accessibility(label: .init(tab.title))"#,
                           #"Image(systemName: tab.icon).accessibilityLabel(Text(tab.title))"#),
            RuleCorrection(#"Image("logo").accessibility(label: Text("Acme"))"#,
                           #"Image("logo").accessibilityLabel(Text("Acme"))"#),
            RuleCorrection(#"Text("Settings").accessibility(addTraits: .isHeader)"#,
                           #"Text("Settings").accessibilityAddTraits(.isHeader)"#),
            RuleCorrection("""
            Image("divider")
                .resizable()
                .accessibility(hidden: true) // purely decorative
                .frame(height: 1)
            """, """
            Image("divider")
                .resizable()
                .accessibilityHidden(true) // purely decorative
                .frame(height: 1)
            """),
            RuleCorrection(#"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibility(label: Text("Share")).accessibility(hint: Text("Shares the photo"))"#,
                           #"Button(action: share) { Image(systemName: "square.and.arrow.up") }.accessibilityLabel(Text("Share")).accessibilityHint(Text("Shares the photo"))"#),
            RuleCorrection(#"Text("Total").accessibility(sortPriority: 1)"#, #"Text("Total").accessibilitySortPriority(1)"#),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // Before iOS 14 / macOS 11 the deprecated forms are the only ones there are, unless the code
        // runs only on newer systems (`@available(iOS 15, *)`, `if #available`).
        for chain in context.chains {
            for link in chain.links where link.name == "accessibility" && (link.kind == .member || link.kind == .name) && link.hasCall {
                guard link.arguments.count == 1, let argument = link.arguments.first, let label = argument.label,
                      let modern = DeprecatedAccessibilityModifierRule.replacements[label], let value = argument.value,
                      let nameToken = link.nameToken, context.hasSwiftUI2APIs(at: chain) else { continue }
                let start = context.tree.tokens[nameToken].start
                if label == "label", let shown = valueHiddenByFixedLabel(chain, label: value, context: context) {
                    findings.append(finding(
                        "'.accessibility(label:)' is deprecated, and this fixed label replaces the value the Text shows (\(shown)): VoiceOver reads the description instead of the value; remove the label (a Text reads itself) or put the value in it, then use '.accessibilityLabel(_:)'",
                        at: start))
                    continue
                }
                let tokens = context.tree.tokens
                var edit = Edit(range: start..<value.range.lowerBound, replacement: modern + "(")
                // `.accessibility(label: .init(title))` built a `Text`; the modern modifiers also take a key or a
                // string, so `.init` would now pick another initialiser, or none: the type is written out.
                if ["label", "hint", "value"].contains(label), value.firstToken + 2 <= value.lastToken, tokens[value.firstToken].kind == .period,
                   context.tree.text(ofToken: value.firstToken + 1) == "init", tokens[value.firstToken + 2].kind == .leftParen {
                    edit = Edit(range: start..<tokens[value.firstToken + 1].end, replacement: modern + "(Text")
                }
                findings.append(finding(
                    "'.accessibility(\(label):)' is deprecated; use '.\(modern)(_:)'",
                    at: start,
                    fix: Fix(safety: .safe, edits: [edit], summary: "replaced .accessibility(\(label):) with .\(modern)")))
            }
        }
        return findings
    }

    /// `Text(event.durationText).accessibility(label: Text("Event duration"))`: a literal label, with
    /// no interpolation, on a Text that shows a value. Porting it would keep hiding the value.
    private func valueHiddenByFixedLabel(_ chain: ChainNode, label: ExpressionNode, context: RuleContext) -> String? {
        guard let element = chain.elementLink, element.name == "Text", element.kind == .name,
              let shown = element.unlabeledArguments.first?.value, shown.singleChain?.links.first?.kind != .literal else { return nil }
        let labelText = label.text
        let literal = labelText.hasPrefix("Text(\"") ? String(labelText.dropFirst(5).dropLast()) : labelText
        guard let words = StringLiteral.value(of: literal), !words.isEmpty, !literal.contains("\\(") else { return nil }
        return shown.text
    }
}
