/// Custom dialogs drawn over a dimmed screen that VoiceOver does not treat as modal.
public struct ModalOverlayRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "modal-overlay",
        name: "Custom overlays without modality",
        summary: "Finds custom overlays: a dimming backdrop (`Color.black.opacity(…)`, a gray or translucent black `Color` or `Rectangle` that fills the screen or closes the overlay when tapped) with content holding controls drawn over it in the same `ZStack` or `.overlay`, when the content is not marked `.accessibilityAddTraits(.isModal)` or offers no `.accessibilityAction(.escape)`. Reported, not rewritten.",
        rationale: "A sighted person sees the dimmed screen and knows only the dialog counts. VoiceOver does not see the dimming: it moves on from the dialog to the buttons behind it, which do nothing or act on a screen the person thinks is covered, and the two-finger scrub that closes a system sheet does nothing (WCAG 2.4.3, Focus Order). `.isModal` keeps VoiceOver inside the dialog; an escape action lets the scrub close it.",
        notes: "Code built only for tvOS is left alone: focus moves there, not a VoiceOver cursor that can wander behind, and the remote's Menu button leaves a screen; `.onExitCommand { … }` counts as an escape where the view has one. Only a dimmed backdrop with content over it is an overlay of this kind: a toast or banner has no backdrop, a `.sheet`, `.alert` or `.fullScreenCover` is modal already, and a loading overlay (a backdrop over a `ProgressView`, with no control to use) is a wait, not a dialog: it wants an announcement, not a trap. Modality counts where it is set: `.isModal` on the content or on the container that holds backdrop and content, the escape action anywhere in the View. Content drawn by a View of the app's declared in another file may set both itself, and the rule stays silent; one declared in this file is read. Where to put `.isModal` and what escaping does (the backdrop's tap action, usually) is for a person: no fix.",
        severity: .degrades, wcag: ["2.4.3"], nutritionLabels: [.voiceOver], fixSafety: .none, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            struct ConfirmDeleteOverlay: View {
                @Binding var isPresented: Bool
                let delete: () -> Void

                var body: some View {
                    ZStack {
                        ↓Color.black.opacity(0.4)
                            .ignoresSafeArea()
                            .onTapGesture { isPresented = false }
                        VStack(spacing: 16) {
                            Text("Delete this note?")
                            Button("Delete", role: .destructive, action: delete)
                            Button("Cancel") { isPresented = false }
                        }
                        .padding()
                        .background(.background, in: RoundedRectangle(cornerRadius: 16))
                    }
                }
            }
            """),
            RuleExample("""
            struct HomeView: View {
                @State private var showsPicker = false
                @State private var color = Color.red

                var body: some View {
                    ZStack {
                        Button("Choose color") { showsPicker = true }
                        if showsPicker {
                            ↓Color.black.opacity(0.3)
                                .edgesIgnoringSafeArea(.all)
                            VStack {
                                ColorPicker("Color", selection: $color)
                                Button("Done") { showsPicker = false }
                            }
                            .padding()
                            .background(Color.white)
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct FeedView: View {
                @State private var showsRating = false

                var body: some View {
                    List { Text("Post") }
                        .overlay {
                            if showsRating {
                                ↓Color.black.opacity(0.5)
                                    .ignoresSafeArea()
                                    .onTapGesture { showsRating = false }
                                RatingCard(close: { showsRating = false })
                            }
                        }
                }
            }

            struct RatingCard: View {
                let close: () -> Void

                var body: some View {
                    VStack {
                        Text("Enjoying the app?")
                        Button("Not now", action: close)
                    }
                }
            }
            """),
            // .isModal without an escape: the scrub gesture does nothing.
            RuleExample("""
            struct Dialog: View {
                @Binding var isPresented: Bool

                var body: some View {
                    ZStack {
                        ↓Color.black.opacity(0.4)
                            .ignoresSafeArea()
                        VStack {
                            Text("Saved")
                            Button("OK") { isPresented = false }
                        }
                        .accessibilityAddTraits(.isModal)
                    }
                }
            }
            """),
            RuleExample("""
            struct MenuOverlay: View {
                @Binding var isOpen: Bool

                var body: some View {
                    ZStack(alignment: .leading) {
                        ↓Rectangle()
                            .fill(Color.black.opacity(0.35))
                            .ignoresSafeArea()
                            .onTapGesture { isOpen = false }
                        VStack(alignment: .leading) {
                            Button("Profile") {}
                            Button("Settings") {}
                        }
                        .frame(width: 260)
                    }
                }
            }
            """),
            RuleExample("""
            struct PromoView: View {
                @State private var showsOffer = true

                var body: some View {
                    ZStack {
                        Text("Home")
                        if showsOffer {
                            ↓Color.gray.opacity(0.6)
                                .ignoresSafeArea()
                            VStack {
                                Text("50% off")
                                Button("Close") { showsOffer = false }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchOverlay: View {
                @Binding var query: String
                @Binding var isSearching: Bool

                var body: some View {
                    ZStack(alignment: .top) {
                        ↓Color(white: 0, opacity: 0.4)
                            .ignoresSafeArea()
                            .onTapGesture { isSearching = false }
                        TextField("Search", text: $query)
                            .textFieldStyle(.roundedBorder)
                            .padding()
                    }
                }
            }
            """),
            RuleExample("""
            struct ShareSheetOverlay: View {
                @Binding var isShown: Bool
                let share: () -> Void

                var body: some View {
                    ZStack(alignment: .bottom) {
                        ↓Color.black.opacity(0.25)
                            .ignoresSafeArea()
                            .onTapGesture { withAnimation { isShown = false } }
                        HStack {
                            Button("Share", action: share)
                            Button("Cancel") { isShown = false }
                        }
                        .accessibilityAction(.escape) { isShown = false }
                    }
                }
            }
            """),
            RuleExample("""
            struct TipOverlay: View {
                @Binding var isShown: Bool

                var body: some View {
                    #if os(iOS)
                    ZStack {
                        ↓Color.black.opacity(0.6)
                            .ignoresSafeArea()
                        Button("Got it") { isShown = false }
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            struct LoginGate: View {
                @State private var showsLogin = true
                @State private var email = ""

                var body: some View {
                    ZStack {
                        Text("Content")
                        if showsLogin {
                            ↓Color.black
                                .opacity(0.7)
                                .ignoresSafeArea()
                            VStack {
                                TextField("Email", text: $email)
                                Button("Continue") { showsLogin = false }
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // tvOS moves focus, not a VoiceOver cursor, and the remote's Menu button leaves the screen: a dimmed
            // backdrop there asks for neither the trait nor the escape gesture.
            RuleExample("""
            #if os(tvOS)
            struct TVPreSharedKeyAlert: View {
                @Binding var isPresented: Bool
                @Binding var key: String

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.6)
                            .ignoresSafeArea()
                        VStack(spacing: 24) {
                            Text("Pre-shared key")
                            TextField("Key", text: $key)
                            Button("Save") { isPresented = false }
                        }
                        .padding(60)
                        .background(Color.gray)
                    }
                }
            }
            #endif
            """),
            // The search dim and the results list are drawn in different states of the search, never together.
            RuleExample("""
            ZStack(alignment: .top) {
                AlbumList(albums: albums)
                if editingState == "ActiveEmpty" {
                    Color.black.opacity(0.9).edgesIgnoringSafeArea(.all)
                }
                if editingState == "Active" {
                    List(results) { result in
                        Button(result.title) { open(result) }
                    }
                }
            }
            """),
            RuleExample("""
            struct ConfirmOverlay: View {
                @Binding var isPresented: Bool

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                            .onTapGesture { isPresented = false }
                            .accessibilityHidden(true)
                        VStack {
                            Text("Delete?")
                            Button("Cancel") { isPresented = false }
                        }
                        .accessibilityAddTraits(.isModal)
                        .accessibilityAction(.escape) { isPresented = false }
                    }
                }
            }
            """),
            // A loading overlay: nothing to operate.
            RuleExample("""
            struct LoadingOverlay: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.3)
                            .ignoresSafeArea()
                        ProgressView("Loading…")
                    }
                }
            }
            """),
            // A toast: no backdrop.
            RuleExample("""
            struct Toast: View {
                let message: String

                var body: some View {
                    Text(message)
                        .padding()
                        .background(Color.black.opacity(0.8), in: Capsule())
                        .foregroundStyle(.white)
                }
            }
            """),
            // A system sheet is modal already.
            RuleExample("""
            struct Home: View {
                @State private var showsSettings = false

                var body: some View {
                    Button("Settings") { showsSettings = true }
                        .sheet(isPresented: $showsSettings) {
                            Button("Close") { showsSettings = false }
                        }
                }
            }
            """),
            // A gradient scrim under a caption: no backdrop over the screen.
            RuleExample("""
            struct PhotoCard: View {
                let photo: Photo

                var body: some View {
                    ZStack(alignment: .bottom) {
                        Image(photo.name).resizable()
                        Color.black.opacity(0.3)
                            .frame(height: 60)
                        Button("Open", action: {})
                    }
                }
            }
            """),
            // Modality set on the container that holds backdrop and content.
            RuleExample("""
            struct Popup: View {
                @Binding var isShown: Bool

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                        Button("Close") { isShown = false }
                    }
                    .accessibilityAddTraits(.isModal)
                    .accessibilityAction(.escape) { isShown = false }
                }
            }
            """),
            // The dialog is a View declared elsewhere: it may set both itself.
            RuleExample("""
            struct FeedView: View {
                @State private var showsRating = false

                var body: some View {
                    ZStack {
                        Text("Feed")
                        if showsRating {
                            Color.black.opacity(0.5)
                                .ignoresSafeArea()
                            RatingDialog(isShown: $showsRating)
                        }
                    }
                }
            }
            """),
            // A backdrop with nothing over it: a dimmed background of the screen.
            RuleExample("""
            struct DimmedBackground: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.2)
                            .ignoresSafeArea()
                    }
                }
            }
            """),
            // A dark background under the screen's own content, not an overlay: white content colour is no backdrop.
            RuleExample("""
            struct PlayerScreen: View {
                var body: some View {
                    ZStack {
                        Color.white.opacity(0.9)
                            .ignoresSafeArea()
                        Button("Play") {}
                    }
                }
            }
            """),
            // A view drawn before the backdrop is under it, not over it.
            RuleExample("""
            struct Dimmer: View {
                var body: some View {
                    ZStack {
                        Button("Behind") {}
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                            .allowsHitTesting(false)
                    }
                }
            }
            """),
            // A scrim over a thumbnail: its empty tap only blocks the thumbnail's own action.
            RuleExample("""
            struct HiddenMediaView: View {
                @Binding var revealed: Bool

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.6)
                            .onTapGesture {}
                        Text("Show")
                            .onTapGesture { revealed = true }
                    }
                }
            }
            """),
            RuleExample("""
            #Preview {
                ZStack {
                    Color.black.opacity(0.4).ignoresSafeArea()
                    Button("OK") {}
                }
            }
            """),
        ],
        corrections: [
            // A dialog over a dimmed backdrop, neither modal nor escapable: reported without a fix, as where
            // `.isModal` goes and what escaping does are for a person.
            RuleCorrection("""
            struct SavedNotice: View {
                @Binding var isShown: Bool

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                        Button("OK") { isShown = false }
                    }
                }
            }
            """, """
            struct SavedNotice: View {
                @Binding var isShown: Bool

                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4)
                            .ignoresSafeArea()
                        Button("OK") { isShown = false }
                    }
                }
            }
            """),
            // The same in an `.overlay`: reported without a fix.
            RuleCorrection("""
            struct PostList: View {
                @State private var isShown = false

                var body: some View {
                    List { Text("Post") }
                        .overlay {
                            Color.black.opacity(0.5).ignoresSafeArea()
                            Button("Close") { isShown = false }
                        }
                }
            }
            """, """
            struct PostList: View {
                @State private var isShown = false

                var body: some View {
                    List { Text("Post") }
                        .overlay {
                            Color.black.opacity(0.5).ignoresSafeArea()
                            Button("Close") { isShown = false }
                        }
                }
            }
            """),
            // Modal but with no escape action: reported without a fix, as what the scrub closes is for a person.
            RuleCorrection("""
            struct ConfirmPopup: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea()
                        VStack { Button("OK") {} }
                            .accessibilityAddTraits(.isModal)
                    }
                }
            }
            """, """
            struct ConfirmPopup: View {
                var body: some View {
                    ZStack {
                        Color.black.opacity(0.4).ignoresSafeArea()
                        VStack { Button("OK") {} }
                            .accessibilityAddTraits(.isModal)
                    }
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // `Color.black.opacity(0.4)`: the chain's element is its first call, so look at its first link.
        for backdrop in context.chains where ["Color", "Rectangle"].contains(backdrop.links.first?.name ?? "") && isBackdrop(backdrop, in: context) {
            // tvOS moves focus, not a VoiceOver cursor, and its remote's Menu button leaves a screen:
            // neither the trait nor the escape gesture is the question there.
            let platforms = context.platforms(at: backdrop).platforms
            guard !platforms.isEmpty, platforms != [.tvOS] else { continue }
            guard context.isViewPosition(backdrop), let holder = context.enclosingCalls(of: backdrop).first,
                  holder.link === holder.chain.elementLink ? holder.link.name == "ZStack" : holder.link.name == "overlay",
                  let closure = holder.link.allClosures.first(where: { backdrop.isDescendant(of: $0) }) else { continue }
            // A view drawn only while the state that shows the backdrop has another value is never over it.
            let content = context.contentChains(of: closure).filter { $0.firstToken > backdrop.lastToken && !context.areUnderDifferentValues(backdrop, $0) }
            guard !content.isEmpty, let type = context.enclosingType(of: backdrop) else { continue }
            // Content the file cannot read may make itself modal.
            var readable = content
            for chain in content {
                guard let name = chain.elementLink?.name, name.isCapitalizedName, !RuleContext.builtInViews.contains(name) else { continue }
                let declarations = context.typeDeclarations.filter { $0.name == name }
                guard !declarations.isEmpty else { readable = []; break }
                readable += declarations.flatMap(context.bodyViewChains)
            }
            guard readable.contains(where: { isOperable($0, in: context) }) else { continue }
            let containers = [holder.chain] + content
            let declared = content.compactMap { chain in chain.elementLink?.name }.flatMap { name in context.typeDeclarations.filter { $0.name == name } }
            let isModal = containers.contains { hasModalTrait($0) } || declared.contains { declaration in
                declaration.descendants(ofType: ChainNode.self).contains { hasModalTrait($0) }
            }
            let escapes = ([type] + declared).contains { declaration in
                declaration.descendants(ofType: ChainNode.self).contains { chain in
                    // `.onExitCommand { isPresented = false }`: the remote's Menu button or Esc closes it.
                    chain.modifiers.contains { $0.name == "accessibilityAction" && RuleContext.squeezed($0.text).contains("(.escape") || $0.name == "onExitCommand" }
                }
            }
            guard !isModal || !escapes else { continue }
            let missing = isModal ? "no .accessibilityAction(.escape) to close it" : !escapes ? "no .accessibilityAddTraits(.isModal) and no .accessibilityAction(.escape)" : "no .accessibilityAddTraits(.isModal)"
            findings.append(finding(
                "Custom overlay: a dimmed backdrop with controls over it, but \(missing); VoiceOver can leave the dialog for the covered screen behind it, and the escape gesture does not close it",
                at: context.tree.tokens[backdrop.firstToken].start))
        }
        return findings
    }

    /// A dimming backdrop: black or gray with some opacity, that covers the screen (ignoring the safe
    /// area) or closes what is over it when tapped, and is not made to let taps through.
    private func isBackdrop(_ chain: ChainNode, in context: RuleContext) -> Bool {
        let text = RuleContext.squeezed(chain.text)
        let dims = ["Color.black", "Color(.black)", ".fill(.black", ".fill(Color.black", "Color.gray", ".fill(Color.gray", "Color(white:0,opacity:"]
            .contains { text.contains($0) } && (text.contains("opacity") || text.contains("Color(white:0,opacity:"))
        // A tap that does nothing only blocks taps to what lies under a scrim (a blurred thumbnail's "Show").
        let covers = chain.hasModifier("ignoresSafeArea") || chain.hasModifier("edgesIgnoringSafeArea")
            || chain.hasModifier("onTapGesture") && !context.doesNothing(chain)
        return dims && covers && !chain.hasModifier("allowsHitTesting")
    }

    /// Whether a view is one a person operates: a control, a tappable view, or a view holding one.
    private func isOperable(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let element = chain.elementLink else { return false }
        return RuleContext.controls.contains(element.name) || context.isTapped(chain) || context.containsControl(element)
    }

    /// `.accessibilityAddTraits(.isModal)`, alone or in a set.
    private func hasModalTrait(_ chain: ChainNode) -> Bool {
        chain.modifiers.contains { $0.name == "accessibilityAddTraits" && $0.text.contains("isModal") }
    }
}
