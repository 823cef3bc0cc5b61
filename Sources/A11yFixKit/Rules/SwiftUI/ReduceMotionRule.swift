/// Animations and movement transitions that play whatever the user's Reduce Motion setting says,
/// gated on it: on the View's `accessibilityReduceMotion` environment value, or outside a View on
/// the platform's setting.
public struct ReduceMotionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reduce-motion",
        name: "Animations respect Reduce Motion",
        summary: "Finds `withAnimation { … }`, `withAnimation(X) { … }`, `.animation(X, value: v)`, the deprecated `.animation(X)`, `Binding.animation(X)`, `repeatForever` animations and movement transitions (`.slide`, `.move(edge:)`, `.scale`, `.offset`, `.push(from:)`, `.blurReplace` and combinations holding one) that are not gated on Reduce Motion, and gates them: `withAnimation(reduceMotion ? nil : X)`, `.animation(reduceMotion ? nil : X, value: v)`, `.transition(reduceMotion ? .opacity : X)`, adding `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the View once (or reusing the View's property for that key under its own name). Outside a View it gates on `UIAccessibility.isReduceMotionEnabled` or `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`.",
        rationale: "Sliding, zooming, springing and endlessly pulsing views can cause dizziness, nausea and headaches for people with vestibular disorders; they turn on Reduce Motion so that apps replace movement with a fade or nothing. SwiftUI does not do this for `withAnimation`, `.animation` or `.transition`: every one of them plays unless the code asks. An app can claim the Reduced Motion Nutrition Label only when every animation in every flow respects the setting (WCAG 2.3.3 Animation from Interactions).",
        notes: """
        What is gated. `withAnimation` without an argument uses `.default` and becomes `withAnimation(reduceMotion ? nil : .default) { … }`; with one, `withAnimation(reduceMotion ? nil : X)`; the iOS 17 `withAnimation(X, completionCriteria:) { … } completion: { … }` and `withAnimation(X, body)` forms the same way (a labelled or closure first argument gets `reduceMotion ? nil : .default, ` before it). Only the argument is touched, never the closure. `.animation(X, value: v)` and the deprecated value-less `.animation(X)` (kept value-less: changing it to `value:` would change what animates) and iOS 17's `.animation(X) { … }` get `reduceMotion ? nil : X`; `$binding.animation()` (Binding's form, `.default` when empty) likewise. A nil animation is the seed's answer for movement and for decorative loops: the change happens at once, and a `repeatForever` pulse started in `.onAppear` stays still. `repeatForever` needs nothing more than the same gate: one finding per call, never one for the call and one for the loop.

        Transitions: only movement is gated: `.slide`, `.move(edge:)`, `.scale`, `.offset`, `.push(from:)` and `.blurReplace` (it scales), alone, inside `.asymmetric(…)`, or combined (`.move(edge: .bottom).combined(with: .opacity)`); also a custom `AnyTransition` declared in the same file whose definition moves. The reduced branch is `.opacity`, a crossfade (seed 003: screen changes become an instant change or a simple fade). `.opacity`, `.identity`, `.modifier(active:identity:)` and custom `Transition` types are left alone: they may not move, and a guess would be noise. The ternary must type-check: both branches become `AnyTransition`, so a transition written with iOS 17's `Transition`-only members (`.blurReplace`) is wrapped, `reduceMotion ? .opacity : AnyTransition(.blurReplace)` (the initializer has the same availability as those members). Transitions inside `.transition(…)` that carry their own `.animation(…)` are one finding, the transition's.

        Already gated, never reported: an argument that mentions Reduce Motion (`reduceMotion`, the View's `@Environment(\\.accessibilityReduceMotion)` property under any name, `UIAccessibility.isReduceMotionEnabled`, `accessibilityDisplayShouldReduceMotion`, any name containing `reduceMotion`/`reducedMotion`, or a property, local or function of the file defined as such a test, e.g. `var springIfAllowed: Animation? { reduceMotion ? nil : .spring() }`); code in either branch of an `if`, `guard` or ternary on such a test, or after `guard !reduceMotion else { return }` / `if reduceMotion { return }`; `nil` and `.none` animations; `#Preview` and `PreviewProvider` code, which never reaches users.

        The property. The enclosing View is the innermost type around the call when it is a View, a ViewModifier or a button, toggle or label style (all can read the environment) declared as a struct or class, including its computed properties, methods and closures, and an `extension` of a View whose primary declaration is in the same file (the property goes into that declaration: an extension cannot hold stored properties). Its existing `accessibilityReduceMotion` property is reused under its name; otherwise `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` is added once with the View's other `@Environment` properties (several findings add the identical line, applied once), named `reduceMotion2` … when the View already has a member called `reduceMotion`.

        Outside a View: static members, `init` (the environment is not installed yet), stored-property initializers, nested non-View types, view models, helpers, UIKit/AppKit classes and extensions of a View declared in another file. There the gate is `UIAccessibility.isReduceMotionEnabled` when the code is UIKit-only (an enclosing `#if os(iOS)` / `#if canImport(UIKit)`, an unconditional `import UIKit`, a UIKit-only API used outside `#if` such as `UIApplication` or `UIImpactFeedbackGenerator`, or only UIKit deployment targets) and `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` when it is AppKit-only (the same signs for AppKit); SwiftUI re-exports both, so `import SwiftUI` alone is enough once the platform is known. When it is not known (a multiplatform file importing only SwiftUI) or the code is for watchOS, the finding is reported without a fix: either API alone would not compile on the other platform.

        Not covered: `myObject.withAnimation(…)` and a file's own `func withAnimation` (not SwiftUI's); `withTransaction`, `Transaction(animation:)` and `.transaction { … }`, `@FetchRequest(animation:)`, `matchedGeometryEffect`, `.contentTransition`, `.navigationTransition`, `.symbolEffect` (the system adapts symbol effects itself); `UIView.animate`, `UIViewPropertyAnimator` and `NSAnimationContext` belong to `uikit-reduce-motion` and `appkit-reduce-motion`.
        """,
        severity: .incomplete, wcag: ["2.3.3"], nutritionLabels: [.reducedMotion], fixSafety: .safe, seeds: ["000", "001", "002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct DisclosureCard: View {
                @State private var isExpanded = false

                var body: some View {
                    Button("Details") {
                        ↓withAnimation(.spring()) {
                            isExpanded.toggle()
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PlayerControls: View {
                @ObservedObject var model: PlayerModel

                var body: some View {
                    Button {
                        ↓withAnimation {
                            model.togglePlayback()
                        }
                    } label: {
                        Image(systemName: model.isPlaying ? "pause.fill" : "play.fill")
                    }
                }
            }
            """),
            RuleExample("""
            struct Badge: View {
                let count: Int

                var body: some View {
                    Text("\\(count)")
                        .scaleEffect(count > 0 ? 1 : 0.5)
                        .↓animation(.easeInOut(duration: 0.3), value: count)
                }
            }
            """),
            RuleExample("""
            struct Toast: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                let message: String

                var body: some View {
                    Text(message)
                        .padding()
                        .↓transition(.move(edge: .bottom).combined(with: .opacity))
                        .↓animation(.spring(), value: message)
                }
            }
            """),
            RuleExample("""
            struct PulsingDot: View {
                @State private var isPulsing = false

                var body: some View {
                    Circle()
                        .scaleEffect(isPulsing ? 1.4 : 1)
                        .onAppear {
                            ↓withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                                isPulsing = true
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct TypingIndicator: View {
                @State private var isAnimating = false

                var body: some View {
                    HStack {
                        ForEach(0..<3) { index in
                            Circle()
                                .opacity(isAnimating ? 1 : 0.3)
                                .↓animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)
                        }
                    }
                    .onAppear { isAnimating = true }
                }
            }
            """),
            RuleExample("""
            struct Wizard: View {
                @Environment(\\.accessibilityReduceMotion) private var motionReduced
                @State private var step = 0

                var body: some View {
                    VStack {
                        if step > 0 {
                            StepView(step: step)
                                .↓transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
                        }
                        Button("Next") {
                            withAnimation(motionReduced ? nil : .default) { step += 1 }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct Banner: View {
                @Binding var isVisible: Bool

                var body: some View {
                    Text("Saved")
                        #if os(iOS)
                        .↓transition(.slide)
                        #endif
                        .↓animation(.default)
                }
            }
            """),
            RuleExample("""
            struct Heart: View {
                @State private var scale: CGFloat = 1

                var body: some View {
                    Image(systemName: "heart.fill")
                        .scaleEffect(scale)
                        .onTapGesture {
                            ↓withAnimation(.spring()) { scale = 1.3 }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
                                ↓withAnimation(.spring()) { scale = 1 }
                            }
                        }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class FeedViewModel: ObservableObject {
                @Published var items: [String] = []

                func insert(_ item: String) {
                    ↓withAnimation(.easeOut) {
                        items.insert(item, at: 0)
                    }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct GalleryView: View {
                @State private var selection = 0
                var body: some View { grid }
            }

            extension GalleryView {
                var grid: some View {
                    Color.clear
                        .↓animation(.snappy, value: selection)
                        .onTapGesture {
                            ↓withAnimation(.easeInOut(duration: 0.3), completionCriteria: .logicallyComplete) {
                                selection += 1
                            } completion: {
                                selection = 0
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct SettingsRow: View {
                @State private var isOn = false

                var body: some View {
                    Toggle("Show previews", isOn: $isOn.↓animation())
                }
            }
            """),
            RuleExample("""
            struct Sheet: View {
                let isFast: Bool
                @State private var shows = false

                var body: some View {
                    ZStack {
                        if shows {
                            Panel().↓transition(.blurReplace)
                        }
                    }
                    .onTapGesture { SwiftUI.↓withAnimation(isFast ? .snappy : .smooth, { shows.toggle() }) }
                }
            }
            """),
            RuleExample("""
            struct Shake: ViewModifier {
                var isWrong: Bool

                func body(content: Content) -> some View {
                    content
                        .offset(x: isWrong ? 8 : 0)
                        .↓animation(.default.repeatCount(3), value: isWrong)
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            // ProfileView is declared in ProfileView.swift: no stored property can be added here, and
            // a file importing only SwiftUI may build for iOS and macOS, so this is reported unfixed.
            extension ProfileView {
                var header: some View {
                    Text(user.name)
                        .↓transition(.scale.combined(with: .opacity))
                }
            }
            """),
            RuleExample("""
            import UIKit
            import SwiftUI

            struct Intro: View {
                @State private var shown = false

                init() {
                    ↓withAnimation { shown = true }
                }

                static func prewarm() {
                    ↓withAnimation(.linear(duration: 0)) { }
                }

                var body: some View { Text("Hi") }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            struct DisclosureCard: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isExpanded = false

                var body: some View {
                    Button("Details") {
                        withAnimation(reduceMotion ? nil : .spring()) {
                            isExpanded.toggle()
                        }
                    }
                    .transition(reduceMotion ? .opacity : .slide)
                    .animation(reduceMotion ? nil : .easeInOut, value: isExpanded)
                }
            }
            """),
            RuleExample("""
            struct Toast: View {
                @Environment(\\.accessibilityReduceMotion) var motionReduced
                @Binding var isShown: Bool

                var body: some View {
                    Text("Copied")
                        .transition(.opacity)
                        .animation(motionReduced ? .none : .spring(), value: isShown)
                }
            }
            """),
            RuleExample("""
            struct Pager: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var page = 0

                var body: some View {
                    Button("Next") {
                        if reduceMotion {
                            page += 1
                        } else {
                            withAnimation(.easeInOut) { page += 1 }
                        }
                    }
                }

                func advance() {
                    guard !reduceMotion else { page += 1; return }
                    withAnimation { page += 1 }
                }
            }
            """),
            RuleExample("""
            struct Spinner: View {
                @State private var rotating = false
                private var rotation: Animation? {
                    UIAccessibility.isReduceMotionEnabled ? nil : .linear(duration: 1).repeatForever(autoreverses: false)
                }

                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(rotating ? 360 : 0))
                        .animation(rotation, value: rotating)
                        .animation(nil, value: rotating)
                        .transition(.identity)
                }
            }
            """),
            RuleExample("""
            // withAnimation(.spring()) { isExpanded.toggle() }
            /* .transition(.slide) and .animation(.default, value: x) */
            let snippet = "withAnimation { page += 1 } .transition(.move(edge: .bottom))"
            """),
            RuleExample("""
            final class Timeline {
                func withAnimation(_ duration: Double, _ body: () -> Void) { body() }
                func reload() { self.withAnimation(0.3) { } }
            }
            let timeline = Timeline()
            timeline.withAnimation(0.3) { }
            """),
            RuleExample("""
            import UIKit

            final class HeaderView: UIView {
                func collapse() {
                    UIView.animate(withDuration: 0.3) { self.alpha = 0 }
                    UIView.transition(with: self, duration: 0.3, options: .transitionCrossDissolve, animations: {})
                    let animation = layer.animation(forKey: "position")
                    _ = animation
                }
            }
            """),
            RuleExample("""
            #if os(iOS)
            struct Row: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var expanded = false

                var body: some View {
                    Text("Row")
                        .onTapGesture {
                            withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .snappy) { expanded.toggle() }
                        }
                        .transition(reduceMotion ? .opacity : .asymmetric(insertion: .push(from: .trailing), removal: .opacity))
                }
            }
            #endif
            """),
            RuleExample("""
            struct Fade: View {
                @State private var shows = false
                var body: some View {
                    if shows {
                        Text("Hello")
                            .transition(.opacity.animation(.easeInOut))
                            .transition(AnyTransition.opacity.combined(with: .identity))
                            .transition(.modifier(active: Dim(amount: 1), identity: Dim(amount: 0)))
                    }
                }
            }
            """),
            RuleExample("""
            struct Motion: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var on = false
                private var springIfAllowed: Animation? { reduceMotion ? nil : .spring() }

                var body: some View {
                    Toggle("On", isOn: $on)
                        .animation(springIfAllowed, value: on)
                        .onChange(of: on) { _ in
                            let animation: Animation? = reduceMotion ? nil : .easeIn
                            withAnimation(animation) { }
                        }
                }
            }
            """),
            RuleExample("""
            struct Card: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var flipped = false

                var body: some View {
                    (reduceMotion ? AnyView(face) : AnyView(face.animation(.spring(), value: flipped)))
                }

                var face: some View { Text("Card") }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Preview").animation(.spring(), value: 1)
            }

            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("Card").transition(.slide) }
            }
            """),
            RuleExample("""
            struct Loader: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var spinning = false

                var body: some View {
                    ProgressView()
                        .onAppear {
                            if reduceMotion { return }
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                        }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct DisclosureCard: View {
                @State private var isExpanded = false

                var body: some View {
                    Button("Details") {
                        withAnimation(.spring()) {
                            isExpanded.toggle()
                        }
                    }
                }
            }
            """, """
            struct DisclosureCard: View {
                @State private var isExpanded = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Button("Details") {
                        withAnimation(reduceMotion ? nil : .spring()) {
                            isExpanded.toggle()
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct ToastHost: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var showsToast = false

                var body: some View {
                    ZStack(alignment: .bottom) {
                        Button("Add") {
                            withAnimation { showsToast = true }
                        }
                        if showsToast {
                            Text("Added")
                                .transition(.move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .animation(.spring(response: 0.35), value: showsToast)
                }
            }
            """, """
            struct ToastHost: View {
                @Environment(\\.dismiss) private var dismiss
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var showsToast = false

                var body: some View {
                    ZStack(alignment: .bottom) {
                        Button("Add") {
                            withAnimation(reduceMotion ? nil : .default) { showsToast = true }
                        }
                        if showsToast {
                            Text("Added")
                                .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .animation(reduceMotion ? nil : .spring(response: 0.35), value: showsToast)
                }
            }
            """),
            RuleCorrection("""
            struct Onboarding: View {
                @Environment(\\.accessibilityReduceMotion) var motionReduced
                @State private var page = 0

                var body: some View {
                    Text("Welcome")
                        .transition(.slide)
                        .animation(.easeInOut, value: page)
                }
            }
            """, """
            struct Onboarding: View {
                @Environment(\\.accessibilityReduceMotion) var motionReduced
                @State private var page = 0

                var body: some View {
                    Text("Welcome")
                        .transition(motionReduced ? .opacity : .slide)
                        .animation(motionReduced ? nil : .easeInOut, value: page)
                }
            }
            """),
            RuleCorrection("""
            struct Gallery: View {
                let reduceMotion: Bool  // the game's own calm-mode switch
                @State private var index = 0

                var body: some View {
                    Image("photo")
                        .animation(index > 0 ? .spring() : nil, value: index)
                }
            }
            """, """
            struct Gallery: View {
                let reduceMotion: Bool  // the game's own calm-mode switch
                @State private var index = 0
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion2

                var body: some View {
                    Image("photo")
                        .animation(reduceMotion2 ? nil : (index > 0 ? .spring() : nil), value: index)
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class ComposerViewModel: ObservableObject {
                @Published var isSending = false

                func send() {
                    withAnimation(.easeOut(duration: 0.2)) { isSending = true }
                }
            }
            """, """
            import UIKit

            final class ComposerViewModel: ObservableObject {
                @Published var isSending = false

                func send() {
                    withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeOut(duration: 0.2)) { isSending = true }
                }
            }
            """),
            RuleCorrection("""
            import AppKit
            import SwiftUI

            extension View {
                func wiggle(_ on: Bool) -> some View {
                    rotationEffect(.degrees(on ? 4 : 0)).animation(.easeInOut.repeatForever(), value: on)
                }
            }
            """, """
            import AppKit
            import SwiftUI

            extension View {
                func wiggle(_ on: Bool) -> some View {
                    rotationEffect(.degrees(on ? 4 : 0)).animation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .easeInOut.repeatForever(), value: on)
                }
            }
            """),
            RuleCorrection("""
            struct Reveal: View {
                var body: some View {
                    content.onAppear {
                        withAnimation(completionCriteria: .removed) { shown = true } completion: { done() }
                    }
                }
                @State private var shown = false
                var content: some View { Text("Hi").transition(.blurReplace(.upUp)) }
                func done() {}
            }
            """, """
            struct Reveal: View {
                var body: some View {
                    content.onAppear {
                        withAnimation(reduceMotion ? nil : .default, completionCriteria: .removed) { shown = true } completion: { done() }
                    }
                }
                @State private var shown = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                var content: some View { Text("Hi").transition(reduceMotion ? .opacity : AnyTransition(.blurReplace(.upUp))) }
                func done() {}
            }
            """),
            RuleCorrection("""
            import SwiftUI

            @MainActor
            final class CartModel: ObservableObject {
                @Published var count = 0

                func add() {
                    withAnimation(.bouncy) { count += 1 }
                }
            }
            """, """
            import SwiftUI

            @MainActor
            final class CartModel: ObservableObject {
                @Published var count = 0

                func add() {
                    withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .bouncy) { count += 1 }
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "16.0"])),
            RuleCorrection("""
            import SwiftUI
            import Observation

            @Observable
            final class LikesModel {
                var liked = false

                func like() {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    withAnimation(.spring(duration: 0.3, bounce: 0.5)) { liked = true }
                }
            }
            """, """
            import SwiftUI
            import Observation

            @Observable
            final class LikesModel {
                var liked = false

                func like() {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                    withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring(duration: 0.3, bounce: 0.5)) { liked = true }
                }
            }
            """),
            RuleCorrection("""
            import SwiftUI

            #if os(macOS)
            final class SidebarModel: ObservableObject {
                @Published var isCollapsed = false

                func toggle() {
                    withAnimation { isCollapsed.toggle() }
                }
            }
            #endif
            """, """
            import SwiftUI

            #if os(macOS)
            final class SidebarModel: ObservableObject {
                @Published var isCollapsed = false

                func toggle() {
                    withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .default) { isCollapsed.toggle() }
                }
            }
            #endif
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let file = MotionFile(context: context)
        let calls = context.chains.flatMap { chain in
            chain.links.indices.compactMap { MotionCall(link: chain.links[$0], at: $0, in: chain, file: file) }
        }
        return calls.compactMap { call in
            guard !(call.kind == .withAnimation && file.declaresOwnWithAnimation), !file.isGated(call) else { return nil }
            return finding(for: call, gate: file.gate(for: call.link), in: file)
        }
    }

    private func finding(for call: MotionCall, gate: MotionFile.Gate, in file: MotionFile) -> Finding {
        let offset = file.context.tree.tokens[call.nameToken].start
        switch gate {
        case .unknownPlatform:
            return finding("\(call.problem); there is no View environment here and the platform is unknown: gate it on UIAccessibility.isReduceMotionEnabled (UIKit) or NSWorkspace.shared.accessibilityDisplayShouldReduceMotion (AppKit), or pass the View's accessibilityReduceMotion in",
                           at: offset)
        case let .expression(condition, propertyEdits):
            let rewrite = call.rewrite(gatedOn: condition, in: file.context)
            return finding("\(call.problem); gate it: \(rewrite.preview)", at: offset,
                           fix: Fix(safety: .safe, edits: rewrite.edits + propertyEdits, summary: rewrite.summary))
        }
    }
}

/// One call that animates: `withAnimation`, `.animation(…)` or a movement `.transition(…)`.
private struct MotionCall {
    enum Kind {
        case withAnimation, animation, transition
    }

    let kind: Kind
    let link: LinkNode
    let nameToken: Int
    /// The animation or transition the call passes; nil when it uses the default animation.
    let value: ExpressionNode?
    /// Whether the transition uses iOS 17 `Transition`-only members and must be wrapped in `AnyTransition(…)`.
    let needsTypeErasure: Bool

    static let names: Set<String> = ["withAnimation", "animation", "transition"]
    /// Transitions that move or zoom the view.
    static let movementTransitions: Set<String> = ["slide", "move", "scale", "offset", "push", "blurReplace"]
    /// Members that exist only on iOS 17's `Transition` protocol, not on `AnyTransition`.
    static let transitionProtocolOnly: Set<String> = ["blurReplace"]

    init?(link: LinkNode, at index: Int, in chain: ChainNode, file: MotionFile) {
        guard MotionCall.names.contains(link.name), let nameToken = link.nameToken, link.hasCall || link.hasTrailingClosures else { return nil }
        let context = file.context
        self.link = link
        self.nameToken = nameToken
        switch link.name {
        case "withAnimation":
            // SwiftUI's free function, also spelled `SwiftUI.withAnimation`; a method of some other
            // type (`timeline.withAnimation(…)`) is not SwiftUI's.
            let isFreeFunction = index == 0 && link.kind == .name
            let isQualified = index == 1 && link.kind == .member && chain.links[0].kind == .name && chain.links[0].name == "SwiftUI"
            guard isFreeFunction || isQualified else { return nil }
            kind = .withAnimation
            value = MotionCall.leadingAnimation(of: link)
            needsTypeErasure = false
        case "animation":
            guard link.hasCall, MotionCall.isModifierPosition(link, at: index, in: chain, context: context),
                  !MotionCall.isTransitionAnimation(chain), !MotionCall.isInsideTransitionArgument(link) else { return nil }
            let first = link.arguments.first
            if let first {
                guard first.label == nil, link.arguments.dropFirst().allSatisfy({ $0.label == "value" || $0.label == "body" }),
                      let value = first.value, !MotionCall.isNoAnimation(value, context) else { return nil }
                self.value = value
            } else {
                // `.animation()` exists only on Binding, where the animation defaults to `.default`.
                guard !link.hasTrailingClosures else { return nil }
                value = nil
            }
            kind = .animation
            needsTypeErasure = false
        case "transition":
            guard link.hasCall, !link.hasTrailingClosures, link.arguments.count == 1, link.arguments[0].label == nil,
                  let value = link.arguments[0].value,
                  MotionCall.isModifierPosition(link, at: index, in: chain, context: context) else { return nil }
            let members = MotionCall.transitionMembers(of: value, file: file)
            guard !members.isDisjoint(with: MotionCall.movementTransitions) else { return nil }
            kind = .transition
            self.value = value
            needsTypeErasure = !members.isDisjoint(with: MotionCall.transitionProtocolOnly)
        default:
            return nil
        }
    }

    /// `.animation(…)` and `.transition(…)` after a view, or called on the implicit `self` of a View
    /// or `extension View` (`content.animation(…)`, `animation(…)`).
    private static func isModifierPosition(_ link: LinkNode, at index: Int, in chain: ChainNode, context: RuleContext) -> Bool {
        if index > 0 { return link.kind == .member }
        guard link.kind == .name, let type = context.enclosingType(of: link) else { return false }
        return MotionFile.isEnvironmentHost(type, context) || (type.keyword == "extension" && type.name == "View")
    }

    /// `withAnimation`'s animation: its first argument unless that is labelled or the body closure.
    private static func leadingAnimation(of link: LinkNode) -> ExpressionNode? {
        guard let first = link.arguments.first, first.label == nil, let value = first.value else { return nil }
        if let chain = value.singleChain, chain.links.count == 1, chain.links[0].kind == .closure { return nil }
        return value
    }

    /// `nil`, `.none`, `Animation.none`: no animation at all.
    private static func isNoAnimation(_ value: ExpressionNode, _ context: RuleContext) -> Bool {
        guard let chain = value.singleChain, chain.range == value.range else { return false }
        let links = chain.links
        if links.count == 1 {
            return context.tree.token(links[0].firstToken, is: "nil") || (links[0].kind == .implicitMember && links[0].name == "none")
        }
        return links.count == 2 && links[0].name == "Animation" && links[1].name == "none"
    }

    /// `AnyTransition.slide.animation(…)`, `.opacity.animation(…)`: a transition's own animation,
    /// which plays only as part of that transition.
    private static func isTransitionAnimation(_ chain: ChainNode) -> Bool {
        guard let first = chain.links.first else { return false }
        return first.kind == .implicitMember || (first.kind == .name && first.name == "AnyTransition")
    }

    private static func isInsideTransitionArgument(_ link: LinkNode) -> Bool {
        link.ancestors().contains { ($0 as? LinkNode)?.name == "transition" }
    }

    /// The transition members a transition expression uses, following custom `AnyTransition`
    /// members declared in the file (`.slideAndFade` defined as `.move(…).combined(with: .opacity)`).
    static func transitionMembers(of value: ExpressionNode, file: MotionFile) -> Set<String> {
        var members = Set<String>()
        var visited = Set<String>()
        var pending: [SyntaxNode] = [value]
        while let node = pending.popLast() {
            for link in node.descendants(ofType: LinkNode.self) where link.kind == .implicitMember || link.kind == .member || link.kind == .name {
                if movementTransitions.contains(link.name) || link.name == "opacity" || link.name == "identity" {
                    if link.kind != .name { members.insert(link.name) }
                } else if visited.insert(link.name).inserted, let definition = file.customTransitions[link.name] {
                    pending.append(definition)
                }
            }
        }
        return members
    }

    /// What the finding says moves.
    var problem: String {
        switch kind {
        case .transition: return "movement transition ignores Reduce Motion"
        case .withAnimation, .animation:
            let repeats = value.map { $0.descendants(ofType: LinkNode.self).contains { $0.name == "repeatForever" } } ?? false
            return repeats ? "animation repeats forever and ignores Reduce Motion" : "animation ignores Reduce Motion"
        }
    }

    struct Rewrite {
        var edits: [Edit]
        var preview: String
        var summary: String
    }

    /// The edits that gate the call on `condition`, touching only the argument.
    func rewrite(gatedOn condition: String, in context: RuleContext) -> Rewrite {
        let tree = context.tree
        let reduced = kind == .transition ? ".opacity" : "nil"
        let name = tree.text(ofToken: nameToken)
        var edits: [Edit] = []
        let gatedValue: String
        if let value {
            let parenthesized = value.singleChain?.range != value.range
            var prefix = "\(condition) ? \(reduced) : "
            var suffix = ""
            if needsTypeErasure {
                prefix += "AnyTransition("
                suffix = ")"
            } else if parenthesized {
                prefix += "("
                suffix = ")"
            }
            edits.append(.insert(prefix, at: value.range.lowerBound))
            if !suffix.isEmpty { edits.append(.insert(suffix, at: value.range.upperBound)) }
            gatedValue = prefix + MotionCall.abbreviated(value.text) + suffix
        } else {
            gatedValue = "\(condition) ? nil : .default"
            if let open = link.openParenToken {
                let separator = link.arguments.isEmpty ? "" : ", "
                edits.append(.insert(gatedValue + separator, at: tree.tokens[open].end))
            } else {
                edits.append(.insert("(" + gatedValue + ")", at: tree.tokens[nameToken].end))
            }
        }
        let otherArguments = link.arguments.dropFirst(value == nil ? 0 : 1).map { ", \($0.label.map { "\($0): " } ?? "")…" }.joined()
        let call = (kind == .withAnimation ? "" : ".") + name
        let preview = "\(call)(\(gatedValue)\(otherArguments))"
        let summary = kind == .transition ? "crossfaded .transition under Reduce Motion" : "gated \(call) on Reduce Motion"
        return Rewrite(edits: edits, preview: preview, summary: summary)
    }

    /// An argument short enough to quote in a one-line message.
    static func abbreviated(_ text: String) -> String {
        let singleLine = !text.contains("\n") && !text.contains("\r")
        return singleLine && text.count <= 80 ? text : "…"
    }
}

/// What one file says about Reduce Motion: which names test it, which code is already gated, and
/// what each call can be gated on.
private final class MotionFile {
    let context: RuleContext
    /// Names whose mention gates code: the `accessibilityReduceMotion` environment properties, and
    /// properties, locals and functions the file defines as a Reduce Motion test.
    private(set) lazy var gateNames: Set<String> = collectGateNames()
    /// A file that declares its own `withAnimation` calls that one, not SwiftUI's.
    private(set) lazy var declaresOwnWithAnimation = functions.contains { $0.name == "withAnimation" }
    private lazy var variables = context.tree.root.descendants(ofType: VariableDeclNode.self)
    private lazy var functions = context.tree.root.descendants(ofType: FunctionDeclNode.self)
    private var hostGates: [ObjectIdentifier: Gate] = [:]

    enum Gate {
        /// Gate on this Boolean expression, adding the property with these edits first (none when it exists).
        case expression(String, propertyEdits: [Edit])
        /// Outside a View, on a platform the file does not reveal.
        case unknownPlatform
    }

    static let environmentHostProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle",
    ]

    init(context: RuleContext) {
        self.context = context
    }

    /// Custom `AnyTransition`s the file defines, by name, with their definitions: members of
    /// `extension AnyTransition` and properties declared as `AnyTransition`.
    private(set) lazy var customTransitions: [String: SyntaxNode] = {
        var definitions: [String: SyntaxNode] = [:]
        func isInAnyTransitionExtension(_ node: SyntaxNode) -> Bool {
            context.enclosingType(of: node).map { $0.keyword == "extension" && $0.name == "AnyTransition" } ?? false
        }
        for variable in variables where isInAnyTransitionExtension(variable) || (variable.typeAnnotation ?? "").contains("AnyTransition") {
            if let definition: SyntaxNode = variable.initializer ?? variable.body { definitions[variable.name] = definitions[variable.name] ?? definition }
        }
        for function in functions where isInAnyTransitionExtension(function) {
            if let body = function.body { definitions[function.name] = definitions[function.name] ?? body }
        }
        return definitions
    }()

    // MARK: Mentions of Reduce Motion

    static func isReduceMotionEnvironment(_ variable: VariableDeclNode) -> Bool {
        guard let arguments = variable.attribute(named: "Environment")?.arguments else { return false }
        let key = arguments.filter { !$0.isWhitespace }
        return key == "\\.accessibilityReduceMotion" || key == "\\EnvironmentValues.accessibilityReduceMotion"
    }

    func mentionsReduceMotion(_ node: SyntaxNode?) -> Bool {
        mentionsReduceMotion(node, gateNames: gateNames)
    }

    /// Whether the node's tokens mention a Reduce Motion test: a name containing `reduceMotion` or
    /// `reducedMotion`, or one of `gateNames` other than as a member of something else.
    private func mentionsReduceMotion(_ node: SyntaxNode?, gateNames: Set<String>) -> Bool {
        guard let node else { return false }
        let tree = context.tree
        let (first, last) = (node.firstToken, node.lastToken)
        for index in first...last where tree.tokens[index].kind == .identifier {
            let name = tree.text(ofToken: index)
            let lowercased = name.lowercased()
            if lowercased.contains("reducemotion") || lowercased.contains("reducedmotion") { return true }
            guard gateNames.contains(name) else { continue }
            // A member of something else (`transition.animation`) is not the gate; `self.name` is.
            let isMember = index > 0 && tree.tokens[index - 1].kind == .period
            if !isMember || (index > 1 && tree.token(index - 2, is: "self")) { return true }
        }
        return false
    }

    /// Properties, locals and functions whose value is a Reduce Motion test
    /// (`let animation: Animation? = reduceMotion ? nil : .spring()`), followed through aliases.
    private func collectGateNames() -> Set<String> {
        var gateNames = Set(variables.filter(MotionFile.isReduceMotionEnvironment).map(\.name))
        var changed = true
        var rounds = 0
        while changed, rounds < 4 {
            changed = false
            rounds += 1
            for variable in variables where MotionFile.canHoldGate(variable) && !gateNames.contains(variable.name) {
                let value: SyntaxNode? = variable.initializer ?? singleStatement(of: variable.body)
                if mentionsReduceMotion(value, gateNames: gateNames) {
                    gateNames.insert(variable.name)
                    changed = true
                }
            }
            for function in functions where !gateNames.contains(function.name)
                && mentionsReduceMotion(singleStatement(of: function.body), gateNames: gateNames) {
                gateNames.insert(function.name)
                changed = true
            }
        }
        return gateNames
    }

    /// A Boolean, an animation or a transition (or a value of unwritten type), not a view.
    private static func canHoldGate(_ variable: VariableDeclNode) -> Bool {
        guard let type = variable.typeAnnotation else { return true }
        return type.contains("Bool") || type.contains("Animation") || type.contains("Transition")
    }

    /// The only statement of a body: a computed property or function that is one expression.
    private func singleStatement(of body: BlockNode?) -> SyntaxNode? {
        guard let body, body.children.count == 1 else { return nil }
        return body.children[0]
    }

    // MARK: Already gated

    func isGated(_ call: MotionCall) -> Bool {
        if mentionsReduceMotion(call.value) { return true }
        var child: SyntaxNode = call.link
        var current = call.link.parent
        while let node = current {
            switch node {
            case let statement as StatementNode where ["if", "guard", "while"].contains(statement.keyword):
                if !(child is ExpressionNode), statement.conditions.contains(where: { mentionsReduceMotion($0) }) { return true }
            case let expression as ExpressionNode:
                if isInGatedTernaryBranch(child, of: expression) { return true }
            case is BlockNode, is ClosureNode, is SwitchCaseNode, is PoundIfClauseNode, is SourceFileNode:
                if followsEarlyExitOnReduceMotion(child, in: node) { return true }
            default:
                break
            }
            child = node
            current = node.parent
        }
        return false
    }

    /// `reduceMotion ? A : B`: both branches were written knowing the setting.
    private func isInGatedTernaryBranch(_ child: SyntaxNode, of expression: ExpressionNode) -> Bool {
        guard let position = expression.children.firstIndex(where: { $0 === child }), position > 0 else { return false }
        let tree = context.tree
        for conditionIndex in 0..<position where mentionsReduceMotion(expression.children[conditionIndex]) {
            // A `?` between the condition and this branch, outside every operand.
            var token = expression.children[conditionIndex].lastToken + 1
            while token < child.firstToken {
                if let operand = expression.children.first(where: { $0.firstToken == token }) {
                    token = operand.lastToken + 1
                    continue
                }
                if tree.tokens[token].kind == .operator, tree.token(token, is: "?") { return true }
                token += 1
            }
        }
        return false
    }

    /// `guard !reduceMotion else { return }` or `if reduceMotion { …; return }` before the statement.
    private func followsEarlyExitOnReduceMotion(_ child: SyntaxNode, in container: SyntaxNode) -> Bool {
        for sibling in container.children {
            if sibling === child { break }
            guard let statement = sibling as? StatementNode,
                  statement.conditions.contains(where: { mentionsReduceMotion($0) }) else { continue }
            if statement.keyword == "guard" { return true }
            if statement.keyword == "if", let block = statement.blocks.first,
               block.children.contains(where: { ($0 as? StatementNode).map { ["return", "throw"].contains($0.keyword) } ?? false }) {
                return true
            }
        }
        return false
    }

    // MARK: What to gate on

    static func isEnvironmentHost(_ type: TypeDeclNode, _ context: RuleContext) -> Bool {
        if context.isView(type) { return true }
        return type.inheritedTypes.contains { inherited in
            let name = inherited.hasPrefix("SwiftUI.") ? String(inherited.dropFirst("SwiftUI.".count)) : inherited
            return environmentHostProtocols.contains(name)
        }
    }

    func gate(for node: SyntaxNode) -> Gate {
        guard let host = environmentHost(of: node) else { return platformGate(for: node) }
        if let gate = hostGates[ObjectIdentifier(host)] { return gate }
        guard let gate = propertyGate(in: host) else { return platformGate(for: node) }
        hostGates[ObjectIdentifier(host)] = gate
        return gate
    }

    /// The type whose `@Environment` property the code can read, or nil when the code runs outside
    /// a View instance (static members, `init`, stored-property initializers, other types).
    private func environmentHost(of node: SyntaxNode) -> TypeDeclNode? {
        guard let type = context.enclosingType(of: node) else { return nil }
        var member: SyntaxNode?
        var current = node.parent
        while let ancestor = current, ancestor !== type {
            if ancestor is FunctionDeclNode || ancestor is VariableDeclNode { member = ancestor }
            current = ancestor.parent
        }
        switch member {
        case let function as FunctionDeclNode:
            if function.keyword != "func" || function.modifiers.contains("static") || function.modifiers.contains("class") { return nil }
        case let variable as VariableDeclNode:
            if variable.modifiers.contains("static") || variable.modifiers.contains("class") || variable.initializer != nil { return nil }
        default:
            return nil
        }
        let primary = type.keyword == "extension" ? primaryDeclaration(of: type) : type
        // Only structs and classes hold stored properties.
        guard let primary, primary.keyword == "struct" || primary.keyword == "class", primary.bodyOpenToken != nil else { return nil }
        let declarations = [primary] + extensions(of: primary)
        return declarations.contains { MotionFile.isEnvironmentHost($0, context) } ? primary : nil
    }

    /// The View's Reduce Motion property, added when it has none; nil when it cannot take one.
    private func propertyGate(in host: TypeDeclNode) -> Gate? {
        if let existing = host.properties.first(where: MotionFile.isReduceMotionEnvironment) {
            return .expression(existing.name, propertyEdits: [])
        }
        let reserved = Set(extensions(of: host).flatMap { $0.members.compactMap { ($0 as? VariableDeclNode)?.name ?? ($0 as? FunctionDeclNode)?.name } })
            .union(memberNames(underConditionalCompilationIn: host))
        let name = context.unusedMemberName("reduceMotion", in: host, reserved: reserved)
        guard let edits = context.propertyInsertion("@Environment(\\.accessibilityReduceMotion) private var \(name)", into: host, groupWith: "Environment") else {
            return nil
        }
        return .expression(name, propertyEdits: edits)
    }

    private func memberNames(underConditionalCompilationIn type: TypeDeclNode) -> [String] {
        type.members.compactMap { $0 as? PoundIfNode }.flatMap { $0.descendants() }.compactMap { node in
            guard context.enclosingType(of: node) === type else { return nil }
            return (node as? VariableDeclNode)?.name ?? (node as? FunctionDeclNode)?.name
        }
    }

    // MARK: Types and their extensions

    /// `Outer.Inner` for a type nested in `Outer`, or for `extension Outer.Inner`.
    private func qualifiedName(of type: TypeDeclNode) -> String {
        var name = writtenName(of: type)
        var current = type.parent
        while let node = current {
            if let outer = node as? TypeDeclNode { name = writtenName(of: outer) + "." + name }
            current = node.parent
        }
        return name
    }

    /// The type's name as written after its keyword, dots included (`extension Outer.Inner`).
    private func writtenName(of type: TypeDeclNode) -> String {
        let tree = context.tree
        var index = type.firstToken
        while index < type.lastToken, tree.text(ofToken: index) != type.keyword { index += 1 }
        index += 1
        var name = ""
        while index <= type.lastToken, tree.tokens[index].kind == .identifier || tree.tokens[index].kind == .period {
            name += tree.text(ofToken: index)
            index += 1
        }
        return name.isEmpty ? type.name : name
    }

    private func primaryDeclaration(of extensionDecl: TypeDeclNode) -> TypeDeclNode? {
        let name = qualifiedName(of: extensionDecl)
        return context.typeDeclarations.first { $0.keyword != "extension" && $0.keyword != "protocol" && qualifiedName(of: $0) == name }
    }

    private func extensions(of primary: TypeDeclNode) -> [TypeDeclNode] {
        let name = qualifiedName(of: primary)
        return context.typeDeclarations.filter { $0.keyword == "extension" && qualifiedName(of: $0) == name }
    }

    // MARK: Outside a View

    enum Framework {
        case uiKit, appKit

        var reduceMotionTest: String {
            switch self {
            case .uiKit: return "UIAccessibility.isReduceMotionEnabled"
            case .appKit: return "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
            }
        }
    }

    private func platformGate(for node: SyntaxNode) -> Gate {
        guard let framework = framework(around: node) else { return .unknownPlatform }
        return .expression(framework.reduceMotionTest, propertyEdits: [])
    }

    /// The UI framework the code is compiled for: from an enclosing `#if`, else the file's; nil when
    /// it may be either, or neither (watchOS).
    private func framework(around node: SyntaxNode) -> Framework? {
        for clause in node.ancestors().compactMap({ $0 as? PoundIfClauseNode }) where clause.directive != "#else" {
            if let framework = MotionFile.framework(ofCondition: clause.condition) { return framework }
        }
        return fileFramework
    }

    /// The framework the whole file builds against: from its unconditional imports, then from
    /// platform-only APIs it uses outside `#if` (a file that calls `UIApplication.shared` builds only
    /// where UIKit is), then from the deployment targets.
    private lazy var fileFramework: Framework? = {
        let importDeclarations = context.tree.root.descendants(ofType: OtherDeclNode.self).filter { $0.keyword == "import" }
        let frameworkModules = ["UIKit", "AppKit", "Cocoa", "WatchKit"]
        let conditional = importDeclarations.contains { declaration in
            declaration.firstAncestor(ofType: PoundIfClauseNode.self) != nil && frameworkModules.contains { declaration.text.contains($0) }
        }
        if context.imports.contains("WatchKit") { return nil }
        if !conditional {
            let uiKit = context.imports.contains("UIKit")
            let appKit = context.imports.contains("AppKit") || context.imports.contains("Cocoa")
            if uiKit != appKit { return uiKit ? .uiKit : .appKit }
        }
        if let framework = frameworkOfUnconditionalAPIs() { return framework }
        let platforms = Set(context.options.deploymentTargets.keys)
        if !platforms.isEmpty, platforms.isSubset(of: ["iOS", "tvOS", "visionOS", "macCatalyst"]) { return .uiKit }
        if platforms == ["macOS"] { return .appKit }
        return nil
    }()

    /// UIKit types that watchOS lacks too, and AppKit types: using one outside `#if` fixes the platform.
    static let uiKitOnlyTypes: Set<String> = [
        "UIApplication", "UIScreen", "UIDevice", "UIView", "UIViewController", "UIWindow", "UIScrollView",
        "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UIPasteboard", "UIAccessibility", "UIHostingController", "UIViewRepresentable", "UIViewControllerRepresentable",
    ]
    static let appKitOnlyTypes: Set<String> = [
        "NSWorkspace", "NSApplication", "NSApp", "NSWindow", "NSView", "NSViewController", "NSImage", "NSColor",
        "NSFont", "NSEvent", "NSPasteboard", "NSScreen", "NSCursor", "NSHostingController", "NSHostingView", "NSViewRepresentable",
    ]

    private func frameworkOfUnconditionalAPIs() -> Framework? {
        let tree = context.tree
        var depth = 0
        var usesUIKit = false
        var usesAppKit = false
        for index in tree.tokens.indices {
            switch tree.tokens[index].kind {
            case .poundKeyword:
                if tree.token(index, is: "#if") { depth += 1 } else if tree.token(index, is: "#endif") { depth = max(0, depth - 1) }
            case .identifier where depth == 0:
                let name = tree.text(ofToken: index)
                if MotionFile.uiKitOnlyTypes.contains(name) { usesUIKit = true }
                if MotionFile.appKitOnlyTypes.contains(name) { usesAppKit = true }
            default:
                break
            }
        }
        guard usesUIKit != usesAppKit else { return nil }
        return usesUIKit ? .uiKit : .appKit
    }

    /// `os(iOS)`, `canImport(UIKit)`, `os(iOS) || os(tvOS)` → UIKit; `os(macOS)` → AppKit; nil for
    /// negations, mixed platforms and conditions that name no platform.
    static func framework(ofCondition condition: String) -> Framework? {
        guard !condition.contains("!") else { return nil }
        let uiKitNames: Set<String> = ["iOS", "tvOS", "visionOS", "xrOS", "UIKit", "macCatalyst"]
        let appKitNames: Set<String> = ["macOS", "OSX", "AppKit", "Cocoa"]
        var frameworks = Set<String>()
        var remainder = Substring(condition)
        while let open = remainder.firstIndex(of: "(") {
            let function = remainder[..<open].reversed().prefix { $0.isLetter }
            guard let close = remainder[open...].firstIndex(of: ")") else { break }
            let argument = String(remainder[remainder.index(after: open)..<close].filter { !$0.isWhitespace })
            if ["os", "canImport", "targetEnvironment"].contains(String(function.reversed())) {
                if uiKitNames.contains(argument) { frameworks.insert("UIKit") }
                else if appKitNames.contains(argument) { frameworks.insert("AppKit") }
                else if argument != "simulator" { return nil }
            }
            remainder = remainder[remainder.index(after: close)...]
        }
        guard frameworks.count == 1 else { return nil }
        return frameworks.first == "UIKit" ? .uiKit : .appKit
    }
}
