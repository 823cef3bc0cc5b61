/// A project's own `.accessibilityTraits(…)` modifier, which reads as setting an element's traits.
public struct TraitsAddedNotAssignedRule: Rule {
    public init() {}

    /// The project declaration every example uses: SwiftUI has no `.accessibilityTraits(_:)`.
    private static let declaration = """
    extension View {
        func accessibilityTraits(_ traits: AccessibilityTraits) -> some View {
            accessibilityRemoveTraits(.isStaticText).accessibilityAddTraits(traits)
        }
    }

    """

    public static let description = RuleDescription(
        id: "traits-added-not-assigned",
        name: "Traits are added, not assigned",
        summary: "Finds calls of a project's own `.accessibilityTraits(…)` modifier (declared in the file or anywhere in the project) and rewrites each to SwiftUI's `.accessibilityAddTraits(…)`, keeping the argument as written.",
        rationale: "Seed 001: never set traits by assignment. An element's built-in traits are what make it what it is (a Button's button trait, a Text's static text, an Image's image trait, a selected state); a modifier that sets the traits instead of adding to them (or reads as if it did) loses them, and VoiceOver stops announcing the button as a button. SwiftUI's own `.accessibilityAddTraits(_:)` adds to what the element has.",
        notes: """
        SwiftUI has no assigning modifier: `.accessibilityAddTraits` and `.accessibilityRemoveTraits` are all it offers, so in SwiftUI code this finds little, and that is expected. What it finds is a project helper named `accessibilityTraits(_:)` (a View extension, found in the file or through the project index), which UIKit habits write to \"set\" traits, often by removing the built-in ones first; its calls become `.accessibilityAddTraits(…)` (safe; `.accessibility(addTraits:)` before iOS 14), and the helper itself is left for the team to delete once unused. Calls inside the helper's own declaration are left alone. UIKit's `view.accessibilityTraits = .button`, also inside a `UIViewRepresentable`, is `uikit-traits-assign`.

        The id `traits-added-not-assigned` was first the id under which `deprecated-accessibility-modifier` shipped, and it stays that rule's former id. An id that is one rule's id and another's former id names both: `--rules traits-added-not-assigned` and a configuration's `rules:` list select both, `--disable` and `disabled:` turn both off, and a `// a11yfix:disable traits-added-not-assigned` comment suppresses the findings of both, so configurations and comments written before this rule existed keep their meaning.
        """,
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["001"],
        triggeringExamples: [
            RuleExample(declaration + #"Button("Play", action: play).↓accessibilityTraits(.startsMediaSession)"#),
            RuleExample(declaration + #"Text("Details").font(.headline).↓accessibilityTraits(.isHeader)"#),
            RuleExample(declaration + """
            struct AlbumCover: View {
                let album: Album

                var body: some View {
                    Image(album.artwork)
                        .resizable()
                        .↓accessibilityTraits([.isImage, .isButton])
                }
            }
            """),
            RuleExample(declaration + """
            struct FilterChip: View {
                let title: String
                let isSelected: Bool

                var body: some View {
                    Text(title)
                        .padding(8)
                        .↓accessibilityTraits(isSelected ? .isSelected : [])
                }
            }
            """),
            RuleExample(declaration + """
            struct TimerLabel: View {
                let remaining: String

                var body: some View {
                    Text(remaining)
                        .monospacedDigit()
                        .↓accessibilityTraits(.updatesFrequently)
                }
            }
            """),
            RuleExample(declaration + """
            struct SectionHeader: View {
                let title: String

                var body: some View {
                    HStack {
                        Text(title).font(.title3)
                        Spacer()
                    }
                    .accessibilityElement(children: .combine)
                    .↓accessibilityTraits(.isHeader)
                }
            }
            """),
            RuleExample(declaration + """
            struct LinkRow: View {
                let url: URL

                var body: some View {
                    Link(url.absoluteString, destination: url)
                        .↓accessibilityTraits(.isLink)
                }
            }
            """),
            RuleExample(declaration + """
            struct ModalPanel: View {
                var body: some View {
                    VStack { Text("Choose a plan") }
                        .↓accessibilityTraits(.isModal)
                }
            }
            """),
            RuleExample(declaration + """
            struct SearchBox: View {
                @Binding var query: String

                var body: some View {
                    TextField("Search", text: $query)
                        .↓accessibilityTraits(.isSearchField)
                }
            }
            """),
            RuleExample(declaration + """
            struct Toolbar: View {
                var body: some View {
                    #if os(iOS)
                    Button("Record", action: record)
                        .↓accessibilityTraits(.startsMediaSession)
                    #endif
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample(#"Button("Play", action: play).accessibilityAddTraits(.startsMediaSession)"#),
            RuleExample(#"Text("Details").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isStaticText)"#),
            RuleExample(#"Text("Details").accessibility(addTraits: .isHeader)"#),
            // Without a declaration in the project, the call is not this project's modifier.
            RuleExample(#"Text("Details").accessibilityTraits(.isHeader)"#),
            RuleExample(declaration),
            RuleExample("""
            final class PlayerView: UIView {
                func configure() {
                    accessibilityTraits = .button
                }
            }
            """),
            RuleExample("""
            struct RatingRepresentable: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let view = UIView()
                    view.accessibilityTraits.insert(.adjustable)
                    return view
                }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }
            """),
            RuleExample(declaration + #"let traits: AccessibilityTraits = [.isButton]"#),
            RuleExample(declaration + #"// Text("Details").accessibilityTraits(.isHeader)"#),
            RuleExample(declaration + #"let hint = "Use .accessibilityTraits(.isHeader) on headings""#),
            RuleExample(declaration + """
            struct Legacy: View {
                var body: some View {
                    Text("Title").accessibilityAddTraits(.isHeader)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection(declaration + #"Button("Play", action: play).accessibilityTraits(.startsMediaSession)"#,
                           declaration + #"Button("Play", action: play).accessibilityAddTraits(.startsMediaSession)"#),
            RuleCorrection(declaration + """
            struct AlbumCover: View {
                let album: Album

                var body: some View {
                    Image(album.artwork)
                        .resizable()
                        .accessibilityTraits([.isImage, .isButton]) // tappable cover
                }
            }
            """, declaration + """
            struct AlbumCover: View {
                let album: Album

                var body: some View {
                    Image(album.artwork)
                        .resizable()
                        .accessibilityAddTraits([.isImage, .isButton]) // tappable cover
                }
            }
            """),
            RuleCorrection(declaration + #"Text("Details").accessibilityTraits(.isHeader)"#,
                           declaration + #"Text("Details").accessibility(addTraits: .isHeader)"#,
                           options: RuleOptions(deploymentTargets: ["iOS": "13.0"])),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        // Most files call no `.accessibilityTraits(…)`: only those look for its declaration.
        guard context.chains.contains(where: { $0.modifiers.contains { $0.name == "accessibilityTraits" && $0.hasCall } }) else { return [] }
        let declarations = context.tree.root.descendants(ofType: FunctionDeclNode.self).filter { $0.name == "accessibilityTraits" }
        let declaredInProject = !(context.project?.accessibilityEffects(ofModifier: "accessibilityTraits").isEmpty ?? true)
        guard !declarations.isEmpty || declaredInProject else { return [] }
        var findings: [Finding] = []
        for chain in context.chains {
            for modifier in chain.modifiers where modifier.name == "accessibilityTraits" && modifier.hasCall {
                guard modifier.arguments.count == 1, let argument = modifier.arguments.first, argument.label == nil,
                      let value = argument.value, let nameToken = modifier.nameToken,
                      !declarations.contains(where: { chain.isDescendant(of: $0) }) else { continue }
                let start = context.tree.tokens[nameToken].start
                let replacement = context.hasSwiftUI2APIs(at: chain) ? "accessibilityAddTraits(" : "accessibility(addTraits: "
                let edit = Edit(range: start..<value.range.lowerBound, replacement: replacement)
                findings.append(finding(
                    "'.accessibilityTraits(_:)' is the project's own modifier and reads as setting the element's traits, which would lose its built-in ones (a button's button trait); add them with SwiftUI's '.accessibilityAddTraits(_:)'",
                    at: start,
                    fix: Fix(safety: .safe, edits: [edit], summary: "replaced .accessibilityTraits with .accessibilityAddTraits")))
            }
        }
        return findings
    }
}
