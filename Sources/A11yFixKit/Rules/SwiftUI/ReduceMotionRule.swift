/// Animations and movement transitions that play whatever the user's Reduce Motion setting says,
/// gated on it: on the View's `accessibilityReduceMotion` environment value, or outside a View on
/// the platform's setting.
public struct ReduceMotionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "reduce-motion",
        name: "Animations respect Reduce Motion",
        summary: "Finds `withAnimation { … }`, `.animation(_:value:)`, the deprecated `.animation(_:)`, `Binding.animation(_:)` and movement transitions (`.slide`, `.move(edge:)`, `.scale`, `.offset`, `.push(from:)`, `.blurReplace` and combinations holding one) that play whatever Reduce Motion says, when what they animate moves: an offset, position, scale, rotation or size, content that slides as rows appear in a stack or a section expands, scrolling. Gates them: `withAnimation(reduceMotion ? nil : X)`, `.animation(reduceMotion ? nil : X, value: v)`, `.transition(reduceMotion ? .opacity : X)` (keeping the transition's fades and their own animations, and the `.animation` that plays the transition of a layer, a `ZStack`'s or an overlay's, without which the fade would snap), adding `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` to the View once, in the View's own property style. Where the View already gates another animation on the app's own setting (`store.isAnimationReduced ? nil : .spring()`), the new gate honours it too: `reduceMotion || store.isAnimationReduced`. Fades and colour changes are left alone, and so are a progress fill growing with progress (`updater.progress`, a fraction or a percentage: system progress indicators keep animating too), an indeterminate spinner turning in place (a trimmed arc, or a `ProgressViewStyle`, whose `.rotationEffect` loops forever: the system's own spinner keeps turning) and changes too small or quick to be movement: a press or hover scale of less than 10% (`isPressed ? 0.95 : 1`; a scale on a press or hover state that the code computes elsewhere, a design constant, is taken for that feedback), a view appearing in a row (which only reflows it sideways), an animation of 0.1 s or less or played ten times as fast or more (`.bouncy.speed(300)`); looping and delayed animations, and a `withAnimation` that is one step of a timed sequence (two or more animated steps with a delay between them: inside `DispatchQueue.main.asyncAfter` or a helper given a delay, each step scheduling the next, or in a `Task` that sleeps between steps; one change after a wait for content to load is no sequence and is gated, or on each tick of a repeating timer, `Timer.scheduledTimer(…repeats: true)` or `.onReceive(Timer.publish(…))`, where a nil animation per step leaves the view moving in jumps), are reported without a fix. The gate is written as the View writes its own properties: `self.reduceMotion` where its code says `self.` before them.",
        rationale: "Sliding, zooming, springing and endlessly pulsing views can cause dizziness, nausea and headaches for people with vestibular disorders; they turn on Reduce Motion so that apps replace movement with a fade or nothing. SwiftUI does not do this for `withAnimation`, `.animation` or `.transition`: every one of them plays unless the code asks. A fade is Reduce Motion's own substitute, so animations that only fade or change colour need no gate. An app can claim the Reduced Motion Nutrition Label only when every animation in every flow respects the setting (WCAG 2.3.3 Animation from Interactions).",
        notes: """
        What moves. Reduce Motion is about motion, so the rule follows the animated state to what it drives on screen (Semantics/SwiftUI/AnimatedState.swift) and reports only when something moves:
        1. The animated state. `withAnimation { … }`: the properties its body assigns (`x = …`, `x += …`, `model.items = …`) or changes with a standard mutating method (`x.toggle()`, `items.append(…)`, `remove`, `insert`, `move` …), following calls of the View's own methods; code in closures inside the body (`asyncAfter { … }`) runs later, outside the animation. `proxy.scrollTo(…)` is animated scrolling. `$x.animation(…)`: the bound property. `.animation(_:value: v)`: `v`. The deprecated `.animation(_:)`: any state its content reads.
        2. Where the View reads it, within the animation's reach: for `withAnimation` and `Binding.animation` the whole View (its declaration and its extensions in the file); for `.animation(…)` the view it modifies (the element and the modifiers before it, not those after, and not those before an earlier `.animation` for the same value, which animates them itself), with the View's computed views and view-building methods that content names, and the values the View computes (`var searchResults: [Book] { … }`), whatever statements and closures compute them. A read in action code (a button's action, `.onTapGesture`, `.onChange`, `.task`) is not on screen. A computed property or a local computed from the state is followed to its own reads; state passed to another View of the same file is followed into it by its argument label.
        3. What each read drives. Modifier arguments: `.offset`, `.position`, `.scaleEffect`, `.rotationEffect`, `.rotation3DEffect`, `.frame`, `.padding`, `.lineLimit`, `.scrollPosition` and other layout modifiers move; `.opacity`, colours, `.blur`, `.shadow`, `.disabled` change the view in place; presentation, event and identity modifiers (`.sheet`, `.onChange`, `.tag`, the animation's own `value:`) draw nothing (the system animates presentations its own way); `.transition` is reported on its own. Element arguments: `Section` and `DisclosureGroup(isExpanded:)` expand and collapse, a stack's `spacing:` or `alignment:`, a page-style `TabView(selection:)` and `NavigationSplitView(columnVisibility:)` move; `ForEach` and `List` data insert and remove rows, which slide the other rows in a stack or grid; text, images, shapes and controls change in place. A `List`, `Form`, `Table` or `OutlineGroup` (and a `Section` in one) inserts, removes and reorders its rows with its own row animation, which the system keeps under Reduce Motion as it keeps a table view's: rows added, deleted or dragged there are not reported. An `if` (or `guard`) in view code inserts or removes content: in a stack with other content within the reach, that content slides; in a `ZStack`, overlay or background nothing else moves and the default transition fades. An `if … else` or `switch` swaps content in place, a crossfade. `items.isEmpty` only makes rows appear or vanish together: they slide only what is beside them.
        4. The verdict: reported when one read moves. A `withAnimation` on every change of a gesture (`DragGesture().onChanged`, `.updating`) animates what the person's finger moves, feedback on their own drag, and is not reported. Nor is an animation that keeps a view beside the keyboard (a `withAnimation` on a keyboard notification or a keyboard-height publisher, `.onReceive(Publishers.keyboardHeight)`, or `.animation(_:value: keyboardHeight)`): the keyboard slides whatever Reduce Motion says, and the view would jump ahead of it. A `withAnimation` at a gesture's end that only applies again what its `.onChanged` applied on every change (`offset = clampedOffset(for: offset, …)` after the drag clamped it) moves nothing and is not reported; nor is one that only settles what its `.onChanged` moves with the finger (a zoomed photo panned too far springs back, `withAnimation { position = clamped }`, a slider thins when released): the end of the person's own gesture, which a jump would make harsher. An `.animation(X, value:)` whose value cannot be followed (`bottle.settings.blocklist`, read through a copy) is reported when another `.animation(X, value:)` of the same view, with the same animation, moves it: both animate the same content. When the reads only fade, change colour or swap content, or when they cannot be followed (a View declared in another file, a method of a model object, `store.send(…)`, a view model's own `withAnimation`, whose views are elsewhere), nothing is reported: no finding beats a false one. So `withAnimation` around work SwiftUI does not animate (a UIKit `dismiss(animated:)`, a network call) is left alone too. A `withAnimation` whose state an `.animation(_:value:)` of the same View also animates (a carousel's `selectedIndex`) is reported without a fix: the modifier animates the change whatever the transaction says, so the two are gated together by a person. Movement transitions are reported on their own, so an animation whose only motion is such a transition (a toast sliding into a `ZStack`) is left to fade once the transition is gated.

        The gate keeps everything but the motion. `withAnimation` without an argument uses `.default` and becomes `withAnimation(reduceMotion ? nil : .default) { … }`; with one, `withAnimation(reduceMotion ? nil : X)`; the iOS 17 `withAnimation(X, completionCriteria:) { … } completion: { … }` and `withAnimation(X, body)` forms the same way (a labelled or closure first argument gets `reduceMotion ? nil : .default, ` before it). Only the argument is touched, never the closure. `.animation(X, value: v)` and the deprecated value-less `.animation(X)` (kept value-less: adding `value:` would change what animates) and iOS 17's `.animation(X) { … }` get `reduceMotion ? nil : X`; `$binding.animation()` (Binding's form, `.default` when empty) likewise. A nil animation makes the change at once. Where that loses more than the motion, the finding has no fix: a `repeatForever` loop would stop at its end state (a marquee at its last offset, an indeterminate spinner frozen as an arc), and a `.delay(…)` would be dropped with it (a hint meant to move after two seconds would move at once). When the app already has its own still branch (`isAnimationReduced ? .opacity : .slide`, `prefersStill ? nil : .spring()`), Reduce Motion joins it: `reduceMotion || isAnimationReduced ? .opacity : .slide`.

        Transitions play only inside an animated change, so a transition is reported only where something can animate its insertion: the file animates a change (`withAnimation`, an `.animation` modifier, `$flag.animation()`, the transition's own `.animation(…)`) or a file that builds its View does (project index). A search field's clear button that slides in as the user types, or the root of a hosting controller updated from UIKit, never slides: no finding. Nor does the root of a View that no place of the project inserts or removes (every use pushed, presented or shown for good, never in an `if` branch or a list's items: project index). Nor does a view that is never inserted or removed by itself: one in a container's content in a View's `body` or another member with no `if`, `switch`, `ForEach` or `List` between them and no `.id(…)` (a lazy stack's own children too: it makes them as they scroll into view, outside any animation), and one inside a container that an `if` inserts (`if showsScrubber { GeometryReader { Scrubber().transition(.move(edge: .trailing)) } }`: SwiftUI plays the transition of the view it inserts, not of the views inside it); nor an item of a native menu, nor a row a `List` or `Form` inserts (also in a `Section` a View returns for a settings form), which animate in their own way, nor one they always show. A transition on the root of a View's body plays where the View is inserted: when the project draws the View only in this file, and never where something inserts it (a download row always shown in its List section), it never plays either. The root of a body, a member or a function with no container around it may be inserted by code out of sight, and is judged.

        A project that gates animations with helpers of its own (a function or property named for animation, typed `Animation` or declared in `extension Animation`, whose code reads `UIAccessibility.isReduceMotionEnabled` or `accessibilityReduceMotion`: `Animation.elementDefault`, `withAccessibilityAnimation`) has its own mechanism: an animation that names one is gated, and every other finding in that project is reported without a fix, naming the helpers to use, rather than adding a second mechanism beside theirs.

        Transitions: only movement is gated: `.slide`, `.move(edge:)`, `.scale`, `.offset`, `.push(from:)` and `.blurReplace` (it scales), alone, inside `.asymmetric(…)`, or combined; also a custom `AnyTransition` declared in the same file whose definition moves. The reduced branch keeps the transition's still part, its fades and their own animations, and drops what moves: `.move(edge: .top).combined(with: .opacity)` becomes `.opacity`, `.scale.animation(.spring()).combined(with: .opacity.animation(.default))` becomes `.opacity.animation(.default)`, `.move(edge: .bottom).animation(.default)` becomes `.opacity.animation(.default)` (the crossfade keeps the timing), `.asymmetric(insertion: .identity, removal: .slide)` becomes `.asymmetric(insertion: .identity, removal: .opacity)`. A part it cannot tell still (a custom transition, `.modifier(active:identity:)`) is replaced by the crossfade too. `.opacity`, `.identity`, `.modifier(active:identity:)` and custom `Transition` types alone are left alone: they may not move, and a guess would be noise. The ternary must type-check: both branches become `AnyTransition`, so a transition written with iOS 17's `Transition`-only members (`.blurReplace`) is wrapped, `reduceMotion ? .opacity : AnyTransition(.blurReplace)` (the initializer has the same availability as those members). Transitions inside `.transition(…)` that carry their own `.animation(…)` are one finding, the transition's. A gated call that would run past the file's line width (120 columns, or the file's longest line where it goes further) puts the ternary on lines of its own, `reduceMotion`, `? still` and `: moving` one level deeper each, as SwiftFormat wraps ternaries.

        Already gated, never reported: an argument that mentions Reduce Motion (`reduceMotion`, the View's `@Environment(\\.accessibilityReduceMotion)` property under any name, `UIAccessibility.isReduceMotionEnabled`, `accessibilityDisplayShouldReduceMotion`, any name containing `reduceMotion`/`reducedMotion`, or a property, local or function of the file defined as such a test, e.g. `var springIfAllowed: Animation? { reduceMotion ? nil : .spring() }`); code in either branch of an `if`, `guard` or ternary on such a test, or after `guard !reduceMotion else { return }` / `if reduceMotion { return }`; `nil` and `.none` animations; `#Preview` and `PreviewProvider` code, which never reaches users.

        The property. Inside a View the gate is always the observable `@Environment(\\.accessibilityReduceMotion)` value, never `UIAccessibility.isReduceMotionEnabled`, which SwiftUI does not watch. The enclosing View is the innermost type around the call that can read the environment: a View, a ViewModifier, a button, toggle, label, progress view or other style, a `DynamicProperty`, a struct conforming to a protocol named like a View (`ConnectedView`, declared as a View in another module), or a struct holding view state (`@State`, `@StateObject`, `@Environment`, `@EnvironmentObject`, `@FocusState`, `@GestureState`, `@Namespace`, `@SceneStorage`), declared as a struct or class; with its computed properties, methods, closures and property observers (`didSet`), and an `extension` whose primary declaration is in the same file (the property goes into that declaration: an extension cannot hold stored properties). Its existing `accessibilityReduceMotion` property is reused under its name; otherwise `@Environment(\\.accessibilityReduceMotion) private var reduceMotion` is added once with the View's other `@Environment` properties (several findings add the identical line, applied once), named `reduceMotion2` … when the View already has a member called `reduceMotion`. It is written like the View's other property-wrapper properties: the attribute on a line of its own when they put theirs there (`@Environment(\\.dismiss)` above `private var dismiss`, SwiftFormat's `--storedvarattrs prev-line`), after a blank line when they are separated by blank lines. An extension of a View declared in another file (one the project says is a View; while it cannot tell, one named like a View or building views) is reported without a fix: the property belongs in that declaration.

        Outside a View: static members, `init` (the environment is not installed yet), stored-property initializers, nested non-View types, helpers, `extension View` helpers and UIKit/AppKit classes. There the gate is `UIAccessibility.isReduceMotionEnabled` when the code is UIKit-only (an enclosing `#if os(iOS)` / `#if canImport(UIKit)`, an unconditional `import UIKit`, a UIKit-only API used outside `#if` such as `UIApplication` or `UIImpactFeedbackGenerator`, or only UIKit deployment targets) and `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` when it is AppKit-only (the same signs for AppKit); SwiftUI re-exports both, so `import SwiftUI` alone is enough once the platform is known. When it is not known (a multiplatform file importing only SwiftUI) or the code is for watchOS, the finding is reported without a fix: either API alone would not compile on the other platform.

        Not covered: `myObject.withAnimation(…)` and a file's own `func withAnimation` (not SwiftUI's); `withTransaction`, `Transaction(animation:)` and `.transaction { … }`, `@FetchRequest(animation:)`, `matchedGeometryEffect` on its own, `.contentTransition`, `.navigationTransition`, `.symbolEffect` (the system adapts symbol effects itself); TCA's `store.send(_:animation:)`; `UIView.animate`, `UIViewPropertyAnimator` and `NSAnimationContext` belong to `uikit-reduce-motion` and `appkit-reduce-motion`.
        """,
        severity: .incomplete, wcag: ["2.3.3"], nutritionLabels: [.reducedMotion], fixSafety: .safe, seeds: ["000", "001", "002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct ProgramsView: View {
                @ObservedObject var bottle: Bottle
                @State private var blocklist: [URL] = []
                @State private var isBlocklistExpanded = false

                var body: some View {
                    Form {
                        Section("Blocklist", isExpanded: $isBlocklistExpanded) {
                            ForEach(blocklist, id: \\.self) { url in
                                Text(url.lastPathComponent)
                            }
                        }
                    }
                    .formStyle(.grouped)
                    .↓animation(.easeInOut, value: isBlocklistExpanded)
                    .↓animation(.easeInOut, value: bottle.settings.blocklist)
                    .onAppear { blocklist = bottle.settings.blocklist }
                }
            }
            """),
            RuleExample("""
            struct DisclosureCard: View {
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Button("Delivery details") {
                            ↓withAnimation(.spring()) {
                                isExpanded.toggle()
                            }
                        }
                        if isExpanded {
                            Text("Ships in two days from our Berlin warehouse.")
                        }
                        Text("Free returns within 30 days")
                    }
                }
            }
            """),
            RuleExample("""
            struct ChatTranscript: View {
                let messages: [Message]

                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            LazyVStack {
                                ForEach(messages) { message in
                                    MessageBubble(message: message)
                                }
                            }
                        }
                        .onChange(of: messages.count) { _ in
                            ↓withAnimation {
                                proxy.scrollTo(messages.last?.id, anchor: .bottom)
                            }
                        }
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
                        .animation(.spring(), value: message)
                }
            }
            """),
            RuleExample("""
            struct PulsingDot: View {
                @State private var isPulsing = false

                var body: some View {
                    Circle()
                        .frame(width: 12, height: 12)
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
            struct SyncIndicator: View {
                @State private var isSpinning = false

                var body: some View {
                    Image(systemName: "arrow.triangle.2.circlepath")
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .onAppear {
                            ↓withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) {
                                isSpinning = true
                            }
                        }
                }
            }
            """),
            RuleExample("""
            struct CoachMark: View {
                @State private var isRaised = false

                var body: some View {
                    Text("Swipe left to archive")
                        .offset(y: isRaised ? -24 : 0)
                        .onAppear {
                            ↓withAnimation(.easeOut(duration: 0.4).delay(1.5)) {
                                isRaised = true
                            }
                        }
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
                        .animation(.default)
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
            // Each tick of a repeating timer is a step: without its animation the marquee still moves, in jumps.
            RuleExample("""
            import SwiftUI

            struct TickerBanner: View {
                let headline: String
                @State private var offset: CGFloat = 0
                private let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()

                var body: some View {
                    Text(headline)
                        .offset(x: offset)
                        .onReceive(timer) { _ in
                            ↓withAnimation(.linear(duration: 0.5)) { offset -= 20 }
                        }
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct GalleryView: View {
                @State private var selection = 0
                var body: some View { strip }
            }

            extension GalleryView {
                var strip: some View {
                    HStack {
                        ForEach(0..<5) { index in
                            Image("photo\\(index)")
                        }
                    }
                    .offset(x: CGFloat(selection) * -320)
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
            struct FilterSheet: View {
                let isFast: Bool
                @State private var shows = false

                var body: some View {
                    VStack {
                        Text("Filters")
                        if shows {
                            FilterPanel().↓transition(.blurReplace)
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

            // ProfileView is declared in ProfileView.swift: the environment property belongs there, and an
            // extension cannot hold one, so this is reported without a fix.
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

                var body: some View {
                    Text("Welcome back").offset(y: shown ? 0 : 40)
                }
            }
            """),
            RuleExample("""
            struct NotificationOptions: View {
                @State private var showsPreviews = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Toggle("Show previews", isOn: $showsPreviews.↓animation())
                        if showsPreviews {
                            Picker("Preview length", selection: .constant(2)) {
                                Text("Two lines").tag(2)
                            }
                        }
                    }
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // An overlay shown while a message is selected (`selectedMessage != nil && …`) fades in a ZStack; an `if`
            // on the same state inside it comes and goes with it, sliding nothing; the blur is no movement.
            RuleExample("""
            struct ConversationScreen: View {
                @ObservedObject var conversation: ConversationViewModel

                var body: some View {
                    ZStack {
                        MessageList(conversation: conversation)
                            .blur(radius: conversation.selectedMessage != nil ? 8 : 0)
                        if conversation.selectedMessage != nil && conversation.isLoaded {
                            VStack {
                                Spacer()
                                if conversation.selectedMessage!.isOutgoing {
                                    Text("Sent")
                                }
                                MessageActions(conversation: conversation)
                            }
                            .background(.gray.opacity(0.1))
                            .onTapGesture {
                                withAnimation {
                                    conversation.selectedMessage = nil
                                }
                            }
                        }
                    }
                }
            }
            """),
            // Cards always in the grid: nothing inserts them, so their transition never plays.
            RuleExample("""
            struct DetailedWeatherView: View {
                let weather: Weather
                @State private var showsDetail = false
                var body: some View {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        WeatherCard(title: "Humidity", value: weather.humidity)
                            .transition(.opacity.combined(with: .scale(scale: 0.92)))
                        WeatherCard(title: "Pressure", value: weather.pressure)
                            .transition(.opacity.combined(with: .scale(scale: 0.92)))
                    }
                    .onTapGesture { withAnimation { showsDetail.toggle() } }
                }
            }
            """),
            // The shake's state is set only when Reduce Motion is off, by the View that owns it: gated where it starts.
            RuleExample("""
            struct ScheduleReminders: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotionEnabled
                @State private var shouldShake = false
                @State private var showsNoDaysAlert = false

                var body: some View {
                    DayPickers(shouldShake: $shouldShake)
                        .onSubmit {
                            if !reduceMotionEnabled {
                                shouldShake = true
                            }
                            showsNoDaysAlert = reduceMotionEnabled
                        }
                }
            }

            struct DayPickers: View {
                @Binding var shouldShake: Bool

                var body: some View {
                    MultipleDayPicker()
                        .offset(x: shouldShake ? -18 : 0)
                        .animation(.interpolatingSpring(mass: 0.1, stiffness: 100, damping: 1), value: shouldShake)
                        .onChange(of: shouldShake) { shouldShake = false }
                }
            }
            """),
            // The bar rides on the keyboard, which slides whatever Reduce Motion says; the side menu's
            // spring is played three hundred times as fast: it already snaps.
            RuleExample("""
            struct FloatingTabBar: View {
                @State private var keyboardHeight: CGFloat = 0
                @State private var menuOffset: CGFloat = 0

                var body: some View {
                    HStack {
                        Text("Library")
                        Text("Search")
                    }
                    .offset(y: -keyboardHeight)
                    .animation(.spring(response: 0.3, dampingFraction: 0.8), value: keyboardHeight)
                    .offset(x: menuOffset)
                    .onTapGesture {
                        withAnimation(.bouncy.speed(300)) {
                            menuOffset = menuOffset == 0 ? 280 : 0
                        }
                    }
                }
            }
            """),
            // The sheet's height follows the keyboard, which slides in whatever Reduce Motion says:
            // without the animation the content would jump ahead of it.
            RuleExample("""
            struct CustomSheetView<Content: View>: View {
                let content: Content
                @State private var keyboardHeight: CGFloat = 0

                var body: some View {
                    content
                        .padding(.bottom, keyboardHeight)
                        .onReceive(Publishers.keyboardHeight) { value in
                            withAnimation(.easeInOut) {
                                keyboardHeight = value
                            }
                        }
                }
            }
            """),
            // A zoomed photo panned too far springs back when the finger lifts: the end of the person's own gesture.
            RuleExample("""
            struct ZoomablePhoto: View {
                let image: Image
                @State private var position: CGSize = .zero
                @State private var lastPosition: CGSize = .zero

                var body: some View {
                    image
                        .resizable()
                        .scaledToFit()
                        .offset(position)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    position.width = lastPosition.width + value.translation.width
                                    position.height = lastPosition.height + value.translation.height
                                }
                                .onEnded { _ in
                                    let clamped = clampedPosition(position)
                                    withAnimation(.spring(duration: 0.3)) {
                                        position = clamped
                                    }
                                    lastPosition = clamped
                                }
                        )
                }

                private func clampedPosition(_ position: CGSize) -> CGSize { position }
            }
            """),
            // A swiped row springs back when the finger lifts, acting on the model past a threshold: the end of the person's own drag.
            RuleExample("""
            struct IngredientRow: View {
                let ingredient: String
                @ObservedObject var groceryList: GroceryList
                @State private var dragOffset: CGFloat = 0

                var body: some View {
                    Text(ingredient)
                        .offset(x: dragOffset)
                        .gesture(
                            DragGesture()
                                .onChanged { gesture in
                                    self.dragOffset = max(0, gesture.translation.width)
                                }
                                .onEnded { _ in
                                    withAnimation {
                                        if dragOffset > 60 {
                                            groceryList.toggleItem(ingredient)
                                        }
                                        self.dragOffset = 0
                                    }
                                }
                        )
                }
            }
            """),
            // Adding a word closes the popover that shows its error: the error leaving moves nothing anyone sees.
            RuleExample("""
            struct FillerWordsSection: View {
                @State private var newWord = ""
                @State private var isShowingAddWord = false
                @State private var errorMessage: String?

                var body: some View {
                    Button("Add") { isShowingAddWord = true }
                        .popover(isPresented: $isShowingAddWord) {
                            addWordPopover
                        }
                }

                private var addWordPopover: some View {
                    VStack(alignment: .leading, spacing: 12) {
                        TextField("Filler word", text: $newWord)
                        if let errorMessage {
                            Text(errorMessage).font(.caption)
                        }
                        Button("Add") { addWord() }
                    }
                }

                private func addWord() {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        closeAddWordPopover()
                    }
                }

                private func closeAddWordPopover() {
                    newWord = ""
                    errorMessage = nil
                    isShowingAddWord = false
                }
            }
            """),
            // Inside `if keyboardVisible` the bar's height is always 38: the animation only fades the bar in, over the form.
            RuleExample("""
            struct SendForm: View {
                @State private var keyboardVisible = false
                @FocusState private var isAmountFocused: Bool

                var body: some View {
                    ScrollView {
                        TextField("Amount", text: .constant("")).focused($isAmountFocused)
                    }
                    .overlay {
                        if keyboardVisible {
                            VStack(spacing: 0) {
                                Spacer()
                                Button("Done") { isAmountFocused = false }
                                    .frame(height: keyboardVisible ? 38 : 0)
                                    .opacity(keyboardVisible ? 1 : 0)
                            }
                        }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)) { _ in
                        withAnimation { keyboardVisible = true }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)) { _ in
                        withAnimation { keyboardVisible = false }
                    }
                }
            }
            """),
            // A List row with no condition around it is always there: its transition never plays.
            RuleExample("""
            struct DownloadQueueView: View {
                @State private var active: Download?

                var body: some View {
                    List {
                        Section("Active") {
                            ActiveDownloadRow(download: active)
                                .transition(.slide)
                        }
                    }
                    .animation(.default, value: active)
                }
            }
            """),
            // The `if` inserts the GeometryReader; the slider inside it never comes or goes by itself.
            RuleExample("""
            struct ReaderMenu: View {
                @EnvironmentObject var model: ReaderModel

                var body: some View {
                    ZStack {
                        PageControls()
                        if model.showsScrubber {
                            GeometryReader { proxy in
                                VerticalScrubber()
                                    .transition(.move(edge: .trailing))
                                    .frame(height: proxy.size.height * 0.6)
                            }
                        }
                    }
                    .animation(.default, value: model.showsScrubber)
                }
            }
            """),
            // A native menu's items, and the rows a Form inserts, play no custom transition.
            RuleExample("""
            struct CollectionMenu: View {
                @Binding var selected: Set<String>
                let collections: [String]

                var body: some View {
                    Menu("Collections") {
                        ForEach(collections, id: \\.self) { name in
                            Button {
                                withAnimation { selected.formSymmetricDifference([name]) }
                            } label: {
                                HStack {
                                    Text(name)
                                    if selected.contains(name) {
                                        Image(systemName: "checkmark")
                                            .transition(.scale)
                                    }
                                }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct LibrarySettingsSection: View {
                @AppStorage("openDefault") private var openDefault = false
                @AppStorage("defaultCollection") private var defaultCollection = ""

                var body: some View {
                    Section {
                        Toggle("Open Default Collection", isOn: $openDefault)
                        if openDefault {
                            Picker("Default Collection", selection: $defaultCollection) {
                                Text("All Titles").tag("")
                            }
                            .transition(.slide)
                        }
                    } header: {
                        Text("Library")
                    }
                    .animation(.default, value: openDefault)
                }
            }
            """),
            // A drag's changes animate what the finger moves: feedback on the person's own gesture.
            RuleExample("""
            struct VolumeSlider: View {
                @Binding var value: Double
                @State private var isDragging = false

                var body: some View {
                    GeometryReader { geo in
                        Capsule()
                            .frame(width: geo.size.width * value, height: isDragging ? 9 : 6)
                            .offset(y: isDragging ? -2 : 0)
                            .gesture(
                                DragGesture(minimumDistance: 0)
                                    .onChanged { gesture in
                                        withAnimation(.smooth(duration: 0.3)) {
                                            isDragging = true
                                            value = min(max(gesture.location.x / geo.size.width, 0), 1)
                                        }
                                    }
                            )
                    }
                }
            }
            """),
            // An indeterminate spinner turns in place, as the system's own keeps doing under Reduce Motion.
            RuleExample("""
            struct RingProgressStyle: ProgressViewStyle {
                @State private var isSpinning = false

                func makeBody(configuration: Configuration) -> some View {
                    Circle()
                        .trim(from: 0, to: 0.7)
                        .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                        .rotationEffect(.degrees(isSpinning ? 360 : 0))
                        .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isSpinning)
                        .frame(width: 16, height: 16)
                        .onAppear { isSpinning = true }
                }
            }
            """),
            // Rows a person drags or deletes in a system list move with the list's own row animation.
            RuleExample("""
            struct SnippetsPane: View {
                @State private var snippets: [Snippet] = []
                @State private var selection: Set<Snippet.ID> = []

                var body: some View {
                    Table(snippets, selection: $selection) {
                        TableColumn("Name", value: \\.name)
                        TableColumn("Shortcut", value: \\.shortcut)
                    }
                    .contextMenu(forSelectionType: Snippet.ID.self) { ids in
                        Button("Delete") {
                            withAnimation {
                                snippets.removeAll { ids.contains($0.id) }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PlaylistEditor: View {
                @State private var tracks: [Track] = []

                var body: some View {
                    List {
                        ForEach(tracks) { track in
                            Text(track.title)
                        }
                        .onMove { from, to in
                            withAnimation { tracks.move(fromOffsets: from, toOffset: to) }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct SearchResultsView: View {
                @StateObject private var viewModel = SearchViewModel()

                var body: some View {
                    List {
                        Section("Results") {
                            ForEach(viewModel.results) { result in
                                Text(result.title)
                            }
                        }
                    }
                    .animation(.linear, value: viewModel.results)
                }
            }
            """),
            RuleExample("""
            struct NotificationSettings: View {
                @State private var showsPreviews = false

                var body: some View {
                    Form {
                        Toggle("Show previews", isOn: $showsPreviews.animation())
                        if showsPreviews {
                            Picker("Preview length", selection: .constant(2)) {
                                Text("Two lines").tag(2)
                            }
                        }
                    }
                }
            }
            """),
            // Always shown: a transition plays only when its view is inserted or removed.
            RuleExample("""
            struct CountdownAccessoryView: View {
                let event: SolarEvent

                var body: some View {
                    VStack {
                        Label(event.label, systemImage: event.imageName)
                            .transition(.move(edge: .bottom))
                        Text(event.date, style: .relative)
                    }
                    .animation(.default, value: event)
                }
            }
            """),
            // A spring that smooths a handle following the finger: the person moves it.
            RuleExample("""
            struct HueHandle: View {
                @State private var position = CGPoint(x: 40, y: 40)

                var body: some View {
                    Circle()
                        .frame(width: 25, height: 25)
                        .position(position)
                        .animation(.interactiveSpring(), value: position)
                        .gesture(DragGesture().onChanged { position = $0.location })
                }
            }
            """),
            // tvOS's focus lift and a press: the remote's pointer, like a hover.
            RuleExample("""
            struct ControlButtonStyle: ButtonStyle {
                @Environment(\\.isFocused) private var isFocused

                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .scaleEffect(configuration.isPressed ? 0.92 : (isFocused ? 1.08 : 1.0))
                        .animation(.easeInOut(duration: 0.15), value: isFocused)
                        .animation(.easeInOut(duration: 0.1), value: configuration.isPressed)
                }
            }
            """),
            RuleExample("""
            struct ZoomableImage: View {
                let image: Image
                @State private var offset: CGSize = .zero
                @State private var lastOffset: CGSize = .zero

                var body: some View {
                    GeometryReader { geometry in
                        image
                            .resizable()
                            .scaledToFit()
                            .offset(offset)
                            .gesture(
                                DragGesture()
                                    .onChanged { value in
                                        let proposed = CGSize(width: lastOffset.width + value.translation.width,
                                                              height: lastOffset.height + value.translation.height)
                                        offset = clampedOffset(for: proposed, in: geometry.size)
                                    }
                                    .onEnded { _ in
                                        // The drag already kept the offset inside the bounds: this moves nothing.
                                        withAnimation(.spring()) {
                                            offset = clampedOffset(for: offset, in: geometry.size)
                                            lastOffset = offset
                                        }
                                    }
                            )
                    }
                }

                private func clampedOffset(for proposed: CGSize, in size: CGSize) -> CGSize {
                    CGSize(width: min(max(proposed.width, -size.width), size.width), height: min(max(proposed.height, -size.height), size.height))
                }
            }
            """),
            RuleExample("""
            struct UpdateProgressBar: View {
                @ObservedObject var updater: Updater

                var body: some View {
                    Capsule()
                        .frame(height: 5)
                        .overlay(alignment: .leading) {
                            GeometryReader { geometry in
                                Capsule()
                                    .frame(width: updater.progress * geometry.size.width)
                                    .animation(.smooth(duration: 0.8), value: updater.progress)
                            }
                        }
                }
            }
            """),
            RuleExample("""
            private struct HoverFeedbackModifier: ViewModifier {
                let isPressed: Bool
                @State private var isHovering = false

                func body(content: Content) -> some View {
                    content
                        .scaleEffect(scale(isPressed: isPressed, isHovering: isHovering))
                        .animation(.easeInOut(duration: ButtonMetrics.feedbackDuration), value: isPressed)
                        .animation(.easeInOut(duration: ButtonMetrics.feedbackDuration), value: isHovering)
                        .onHover { isHovering = $0 }
                }

                private func scale(isPressed: Bool, isHovering: Bool) -> CGFloat {
                    isPressed ? ButtonMetrics.pressedScale : isHovering ? ButtonMetrics.hoverScale : 1
                }
            }
            """),
            RuleExample("""
            struct PressableCardStyle: ButtonStyle {
                func body(configuration: Configuration) -> some View {
                    configuration.label
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                        .scaleEffect(configuration.isPressed ? 0.96 : 1)
                        .animation(.easeOut(duration: 0.2), value: configuration.isPressed)
                }
            }
            """),
            RuleExample("""
            struct Scrubber: View {
                @Binding var progress: Double
                let width: CGFloat

                var body: some View {
                    Capsule()
                        .frame(width: 14, height: 14)
                        .offset(x: width * progress)
                        .animation(.linear(duration: 0.1), value: progress)
                        .gesture(DragGesture().onChanged { progress = min(max($0.location.x / width, 0), 1) })
                }
            }
            """),
            RuleExample("""
            struct SaveButton: View {
                @State private var isSaving = false

                var body: some View {
                    Button {
                        withAnimation { isSaving = true }
                    } label: {
                        HStack {
                            Text("Save")
                            if isSaving {
                                ProgressView()
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct DisclosureCard: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var isExpanded = false

                var body: some View {
                    VStack {
                        Button("Details") {
                            withAnimation(reduceMotion ? nil : .spring()) {
                                isExpanded.toggle()
                            }
                        }
                        if isExpanded {
                            Text("Details").transition(reduceMotion ? .opacity : .slide)
                        }
                    }
                    .animation(reduceMotion ? nil : .easeInOut, value: isExpanded)
                }
            }
            """),
            RuleExample("""
            // A fade is Reduce Motion's own substitute: dimming a pressed button moves nothing.
            struct PillButtonStyle: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .padding(.vertical, 10)
                        .background(Capsule().fill(.thinMaterial))
                        .opacity(configuration.isPressed ? 0.8 : 1)
                        .animation(.easeOut(duration: 0.1), value: configuration.isPressed)
                }
            }
            """),
            RuleExample("""
            // The detent only cross-fades the player and its grabber; the sheet moves by itself.
            struct MiniPlayerSheet: View {
                @State private var detent: PresentationDetent = .height(72)

                var body: some View {
                    NowPlayingView()
                        .opacity(detent == .large ? 1 : 0)
                        .overlay(alignment: .top) {
                            Image(systemName: "chevron.compact.up")
                                .opacity(detent == .large ? 0 : 1)
                        }
                        .animation(.easeOut(duration: 0.2), value: detent)
                        .presentationDetents([.height(72), .large], selection: $detent)
                }
            }
            """),
            RuleExample("""
            // Hovering swaps one icon for another in place: a crossfade.
            struct VersionLabel: View {
                @State private var isHovering = false
                let version: String

                var body: some View {
                    HStack {
                        Text(version)
                        if isHovering {
                            Image(systemName: "doc.on.doc").transition(.opacity)
                        } else {
                            Image(systemName: "info.circle").transition(.opacity)
                        }
                    }
                    .onHover { hovering in
                        withAnimation(.easeInOut(duration: 0.1)) { isHovering = hovering }
                    }
                }
            }
            """),
            RuleExample("""
            // When the first photos arrive they fade in together; nothing else in the grid moves.
            struct PhotoGrid: View {
                let photos: [Photo]

                var body: some View {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                        ForEach(photos) { photo in
                            Thumbnail(photo: photo)
                        }
                    }
                    .animation(.easeOut(duration: 0.1), value: photos.isEmpty)
                }
            }
            """),
            RuleExample("""
            // The banner appears over the editor in a ZStack: the default transition fades it in.
            struct SaveConfirmation: View {
                @State private var showsBanner = false

                var body: some View {
                    ZStack(alignment: .top) {
                        EditorView()
                        if showsBanner {
                            Text("Saved").padding().background(.thinMaterial, in: Capsule())
                        }
                    }
                    .onReceive(NotificationCenter.default.publisher(for: .documentSaved)) { _ in
                        withAnimation { showsBanner = true }
                    }
                }
            }
            """),
            RuleExample("""
            // A two-second wait, then a fade: the text never moves.
            struct RecordingHint: View {
                @State private var hintOpacity = 1.0

                var body: some View {
                    Text("Tap to finish recording")
                        .opacity(hintOpacity)
                        .offset(y: -100)
                        .onAppear {
                            withAnimation(.easeOut(duration: 1).delay(2)) { hintOpacity = 0 }
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
                                .frame(width: 8, height: 8)
                                .opacity(isAnimating ? 1 : 0.3)
                                .animation(.easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2), value: isAnimating)
                        }
                    }
                    .onAppear { isAnimating = true }
                }
            }
            """),
            RuleExample("""
            // The spring animates only the checkmark's scale, and it is gated; the second animation
            // reaches only the fade.
            struct DoneCheckmark: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                let isDone: Bool

                var body: some View {
                    Image(systemName: "checkmark.circle.fill")
                        .scaleEffect(isDone ? 1 : 0.4)
                        .animation(reduceMotion ? nil : .spring(), value: isDone)
                        .opacity(isDone ? 1 : 0)
                        .animation(.easeInOut, value: isDone)
                }
            }
            """),
            RuleExample("""
            // What a model's method changes, and what a View of another file does with a value, cannot
            // be seen from here: no guess.
            struct PlayerControls: View {
                @ObservedObject var model: PlayerModel
                @State private var rating = 3

                var body: some View {
                    VStack {
                        Button {
                            withAnimation {
                                model.togglePlayback()
                            }
                        } label: {
                            Image(systemName: model.isPlaying ? "pause.fill" : "play.fill")
                        }
                        StarRatingControl(rating: rating)
                            .animation(.spring(), value: rating)
                    }
                }
            }
            """),
            RuleExample("""
            import UIKit

            // UIKit animates its own dismissal; a view model's state is shown by views in other files.
            final class ComposeViewController: UIViewController {
                func close() {
                    withAnimation { dismiss(animated: true) }
                }
            }

            final class FeedViewModel: ObservableObject {
                @Published var items: [String] = []

                func insert(_ item: String) {
                    withAnimation(.easeOut) {
                        items.insert(item, at: 0)
                    }
                }
            }
            """),
            RuleExample("""
            struct Toast: View {
                @Environment(\\.accessibilityReduceMotion) var motionReduced
                @Binding var isShown: Bool

                var body: some View {
                    Text("Copied")
                        .scaleEffect(isShown ? 1 : 0.8)
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
                    .offset(x: CGFloat(page) * -10)
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
                    VStack {
                        Text("Row")
                            .onTapGesture {
                                withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .snappy) { expanded.toggle() }
                            }
                            .transition(reduceMotion ? .opacity : .asymmetric(insertion: .push(from: .trailing), removal: .opacity))
                        if expanded { Text("More") }
                    }
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
                        .offset(x: on ? 4 : 0)
                        .animation(springIfAllowed, value: on)
                        .onChange(of: on) { _ in
                            let animation: Animation? = reduceMotion ? nil : .easeIn
                            withAnimation(animation) { on.toggle() }
                        }
                }
            }
            """),
            RuleExample("""
            struct Card: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                @State private var flipped = false

                var body: some View {
                    (reduceMotion ? AnyView(face) : AnyView(face.rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0)).animation(.spring(), value: flipped)))
                }

                var face: some View { Text("Card") }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Preview").scaleEffect(1.2).animation(.spring(), value: 1)
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
                        .rotationEffect(.degrees(spinning ? 360 : 0))
                        .onAppear {
                            if reduceMotion { return }
                            withAnimation(.linear(duration: 1).repeatForever(autoreverses: false)) { spinning = true }
                        }
                }
            }
            """),
        ],
        corrections: [
            // One scroll after a short wait for the content to load is no sequence: it still scrolls, at once.
            RuleCorrection("""
            struct PurchaseView: View {
                let scrollToFeature: Feature.ID?
                let features: [Feature]

                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            ForEach(features) { feature in
                                Text(feature.title).id(feature.id)
                            }
                        }
                        .task {
                            if let scrollToFeature {
                                try? await Task.sleep(for: .milliseconds(300))
                                withAnimation {
                                    proxy.scrollTo(scrollToFeature, anchor: .center)
                                }
                            }
                        }
                    }
                }
            }
            """, """
            struct PurchaseView: View {
                let scrollToFeature: Feature.ID?
                let features: [Feature]
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    ScrollViewReader { proxy in
                        ScrollView {
                            ForEach(features) { feature in
                                Text(feature.title).id(feature.id)
                            }
                        }
                        .task {
                            if let scrollToFeature {
                                try? await Task.sleep(for: .milliseconds(300))
                                withAnimation(reduceMotion ? nil : .default) {
                                    proxy.scrollTo(scrollToFeature, anchor: .center)
                                }
                            }
                        }
                    }
                }
            }
            """),
            // The `.animation(_:value:)` below animates the same change whatever the `withAnimation`
            // says: gating one alone would change nothing, so both are reported for a person.
            RuleCorrection("""
            struct VolumeCarousel: View {
                let volumes: [Volume]
                @State private var selectedIndex = 0
                @AppStorage("animationEnabled") private var animationEnabled = true

                var body: some View {
                    HStack {
                        ForEach(volumes.indices, id: \\.self) { index in
                            VolumeTile(volume: volumes[index])
                                .scaleEffect(index == selectedIndex ? 1 : 0.8)
                                .offset(y: index == selectedIndex ? 0 : 12)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                                        selectedIndex = index
                                    }
                                }
                                .animation(animationEnabled ? .spring(response: 0.4) : .linear(duration: 0), value: selectedIndex)
                        }
                    }
                }
            }
            """, """
            struct VolumeCarousel: View {
                let volumes: [Volume]
                @State private var selectedIndex = 0
                @AppStorage("animationEnabled") private var animationEnabled = true

                var body: some View {
                    HStack {
                        ForEach(volumes.indices, id: \\.self) { index in
                            VolumeTile(volume: volumes[index])
                                .scaleEffect(index == selectedIndex ? 1 : 0.8)
                                .offset(y: index == selectedIndex ? 0 : 12)
                                .onTapGesture {
                                    withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                                        selectedIndex = index
                                    }
                                }
                                .animation(animationEnabled ? .spring(response: 0.4) : .linear(duration: 0), value: selectedIndex)
                        }
                    }
                }
            }
            """),
            // The loop is in a property of the View: a nil animation would freeze the spinner. Reported.
            RuleCorrection("""
            struct IndefiniteProgressCircle: View {
                @State private var angle = 0.0

                private var animation: Animation {
                    Animation.linear(duration: 1.5)
                        .repeatForever(autoreverses: false)
                }

                var body: some View {
                    Circle()
                        .trim(from: 0, to: 0.8)
                        .stroke(lineWidth: 2)
                        .rotationEffect(.degrees(angle))
                        .onAppear {
                            withAnimation(animation) {
                                angle = 360
                            }
                        }
                }
            }
            """, """
            struct IndefiniteProgressCircle: View {
                @State private var angle = 0.0

                private var animation: Animation {
                    Animation.linear(duration: 1.5)
                        .repeatForever(autoreverses: false)
                }

                var body: some View {
                    Circle()
                        .trim(from: 0, to: 0.8)
                        .stroke(lineWidth: 2)
                        .rotationEffect(.degrees(angle))
                        .onAppear {
                            withAnimation(animation) {
                                angle = 360
                            }
                        }
                }
            }
            """),
            // The sheet's slide over the backdrop becomes a fade; the animation that plays it stays. A tap hint that moves
            // the bar in steps with pauses between them is reported: each step alone would jump.
            RuleCorrection("""
            struct VariantsSheet: View {
                @Binding var item: Item?

                var body: some View {
                    ZStack {
                        Color.black.opacity(item != nil ? 0.2 : 0)
                        if let item {
                            VariantsList(item: item)
                                .transition(.move(edge: .bottom))
                        }
                    }
                    .animation(.easeInOut, value: item)
                }
            }

            struct BottomBar: View {
                @State private var offset: CGFloat = 0

                var body: some View {
                    Capsule()
                        .offset(y: offset)
                        .onTapGesture {
                            Task {
                                withAnimation(.spring()) { offset = 120 }
                                try await Task.sleep(nanoseconds: 1_500_000_000)
                                withAnimation(.spring()) { offset = 0 }
                            }
                        }
                }
            }
            """, """
            struct VariantsSheet: View {
                @Binding var item: Item?
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    ZStack {
                        Color.black.opacity(item != nil ? 0.2 : 0)
                        if let item {
                            VariantsList(item: item)
                                .transition(reduceMotion ? .opacity : .move(edge: .bottom))
                        }
                    }
                    .animation(.easeInOut, value: item)
                }
            }

            struct BottomBar: View {
                @State private var offset: CGFloat = 0

                var body: some View {
                    Capsule()
                        .offset(y: offset)
                        .onTapGesture {
                            Task {
                                withAnimation(.spring()) { offset = 120 }
                                try await Task.sleep(nanoseconds: 1_500_000_000)
                                withAnimation(.spring()) { offset = 0 }
                            }
                        }
                }
            }
            """),
            // A value the file cannot follow animates the same view, with the same animation, as a sibling that moves it.
            RuleCorrection("""
            struct ProgramsView: View {
                @ObservedObject var bottle: Bottle
                @State private var blocklist: [URL] = []
                @State private var isBlocklistExpanded = false

                var body: some View {
                    Form {
                        Section("Blocklist", isExpanded: $isBlocklistExpanded) {
                            ForEach(blocklist, id: \\.self) { url in
                                Text(url.lastPathComponent)
                            }
                        }
                    }
                    .formStyle(.grouped)
                    .animation(.easeInOut, value: isBlocklistExpanded)
                    .animation(.easeInOut, value: bottle.settings.blocklist)
                    .onAppear { blocklist = bottle.settings.blocklist }
                }
            }
            """, """
            struct ProgramsView: View {
                @ObservedObject var bottle: Bottle
                @State private var blocklist: [URL] = []
                @State private var isBlocklistExpanded = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Form {
                        Section("Blocklist", isExpanded: $isBlocklistExpanded) {
                            ForEach(blocklist, id: \\.self) { url in
                                Text(url.lastPathComponent)
                            }
                        }
                    }
                    .formStyle(.grouped)
                    .animation(reduceMotion ? nil : .easeInOut, value: isBlocklistExpanded)
                    .animation(reduceMotion ? nil : .easeInOut, value: bottle.settings.blocklist)
                    .onAppear { blocklist = bottle.settings.blocklist }
                }
            }
            """),
            RuleCorrection("""
            struct ScoreBadge: View {
                let score: Int
                @State var isExpanded = false

                var body: some View {
                    Text("\\(self.score)")
                        .scaleEffect(self.isExpanded ? 1.6 : 1)
                        .onTapGesture {
                            withAnimation(.spring()) { self.isExpanded.toggle() }
                        }
                }
            }
            """, """
            struct ScoreBadge: View {
                let score: Int
                @State var isExpanded = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Text("\\(self.score)")
                        .scaleEffect(self.isExpanded ? 1.6 : 1)
                        .onTapGesture {
                            withAnimation(self.reduceMotion ? nil : .spring()) { self.isExpanded.toggle() }
                        }
                }
            }
            """),
            RuleCorrection("""
            struct PlaybackButton: View {
                @ObservedObject var manager: PlaybackManager

                var body: some View {
                    Button {
                        manager.togglePlayback()
                    } label: {
                        if manager.isPlaying {
                            Label("Pause", systemImage: "pause.fill")
                                .transition(.opacity.combined(with: .scale).animation(.bouncy(duration: 0.7, extraBounce: 0.2)))
                        } else {
                            Label("Play", systemImage: "play.fill")
                        }
                    }
                }
            }
            """, """
            struct PlaybackButton: View {
                @ObservedObject var manager: PlaybackManager
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Button {
                        manager.togglePlayback()
                    } label: {
                        if manager.isPlaying {
                            Label("Pause", systemImage: "pause.fill")
                                .transition(
                                    reduceMotion
                                        ? .opacity.animation(.bouncy(duration: 0.7, extraBounce: 0.2))
                                        : .opacity.combined(with: .scale).animation(.bouncy(duration: 0.7, extraBounce: 0.2))
                                )
                        } else {
                            Label("Play", systemImage: "play.fill")
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct DisclosureCard: View {
                @State private var isExpanded = false

                var body: some View {
                    VStack(alignment: .leading) {
                        Button("Delivery details") {
                            withAnimation(.spring()) {
                                isExpanded.toggle()
                            }
                        }
                        if isExpanded {
                            Text("Ships in two days from our Berlin warehouse.")
                        }
                        Text("Free returns within 30 days")
                    }
                }
            }
            """, """
            struct DisclosureCard: View {
                @State private var isExpanded = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    VStack(alignment: .leading) {
                        Button("Delivery details") {
                            withAnimation(reduceMotion ? nil : .spring()) {
                                isExpanded.toggle()
                            }
                        }
                        if isExpanded {
                            Text("Ships in two days from our Berlin warehouse.")
                        }
                        Text("Free returns within 30 days")
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
                        Button("Add to cart") {
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
                        Button("Add to cart") {
                            withAnimation { showsToast = true }
                        }
                        if showsToast {
                            Text("Added")
                                .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
                        }
                    }
                    .animation(.spring(response: 0.35), value: showsToast)
                }
            }
            """),
            RuleCorrection("""
            struct ServerListView: View {

                @Environment(\\.dismiss)
                private var dismiss

                @State
                private var servers: [Server] = []

                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(servers) { server in
                                Text(server.name)
                            }
                        }
                    }
                    .animation(.linear(duration: 0.2), value: servers)
                }
            }
            """, """
            struct ServerListView: View {

                @Environment(\\.dismiss)
                private var dismiss

                @Environment(\\.accessibilityReduceMotion)
                private var reduceMotion

                @State
                private var servers: [Server] = []

                var body: some View {
                    ScrollView {
                        LazyVStack {
                            ForEach(servers) { server in
                                Text(server.name)
                            }
                        }
                    }
                    .animation(reduceMotion ? nil : .linear(duration: 0.2), value: servers)
                }
            }
            """),
            RuleCorrection("""
            struct BottleSettingsView: View {
                @AppStorage("graphicsSectionExpanded") private var graphicsSectionExpanded = true

                var body: some View {
                    Form {
                        Section("Graphics", isExpanded: $graphicsSectionExpanded) {
                            Toggle("Metal HUD", isOn: .constant(false))
                            Toggle("Ray tracing", isOn: .constant(true))
                        }
                    }
                    .formStyle(.grouped)
                    .animation(.default, value: graphicsSectionExpanded)
                }
            }
            """, """
            struct BottleSettingsView: View {
                @AppStorage("graphicsSectionExpanded") private var graphicsSectionExpanded = true
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Form {
                        Section("Graphics", isExpanded: $graphicsSectionExpanded) {
                            Toggle("Metal HUD", isOn: .constant(false))
                            Toggle("Ray tracing", isOn: .constant(true))
                        }
                    }
                    .formStyle(.grouped)
                    .animation(reduceMotion ? nil : .default, value: graphicsSectionExpanded)
                }
            }
            """),
            RuleCorrection("""
            import SwiftUI

            // ConnectedView refines View in the app's state library: this struct is a View.
            struct CastMemberScreen: ConnectedView {
                struct Props {
                    let name: String
                    let isFavorite: Bool
                }

                @State private var showsPortrait = false

                func body(props: Props) -> some View {
                    VStack {
                        Text(props.name)
                        Image(systemName: "star.fill")
                            .scaleEffect(props.isFavorite ? 1.2 : 1)
                            .animation(.spring())
                    }
                }
            }
            """, """
            import SwiftUI

            // ConnectedView refines View in the app's state library: this struct is a View.
            struct CastMemberScreen: ConnectedView {
                struct Props {
                    let name: String
                    let isFavorite: Bool
                }

                @State private var showsPortrait = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                func body(props: Props) -> some View {
                    VStack {
                        Text(props.name)
                        Image(systemName: "star.fill")
                            .scaleEffect(props.isFavorite ? 1.2 : 1)
                            .animation(reduceMotion ? nil : .spring())
                    }
                }
            }
            """),
            RuleCorrection("""
            struct PermissionPrompt: View {
                @State private var isPresented = false

                var body: some View {
                    ZStack {
                        Color.black.opacity(isPresented ? 0.4 : 0)
                        if isPresented {
                            PromptCard()
                                .transition(.scale(scale: 0.8).animation(.spring()).combined(with: .opacity.animation(.default)))
                        }
                        if !isPresented {
                            HintBar()
                                .transition(.move(edge: .bottom).animation(.default))
                        }
                    }
                }
            }
            """, """
            struct PermissionPrompt: View {
                @State private var isPresented = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    ZStack {
                        Color.black.opacity(isPresented ? 0.4 : 0)
                        if isPresented {
                            PromptCard()
                                .transition(
                                    reduceMotion
                                        ? .opacity.animation(.default)
                                        : .scale(scale: 0.8).animation(.spring()).combined(with: .opacity.animation(.default))
                                )
                        }
                        if !isPresented {
                            HintBar()
                                .transition(reduceMotion ? .opacity.animation(.default) : .move(edge: .bottom).animation(.default))
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct LibraryView: View {
                @State private var books: [Book] = []
                @State private var searchText = ""

                private var searchResults: [Book] {
                    guard !searchText.isEmpty else { return books }
                    return books.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
                }

                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(searchResults) { book in
                                Text(book.title)
                            }
                        }
                    }
                    .animation(.smooth, value: searchText)
                    .searchable(text: $searchText)
                }
            }
            """, """
            struct LibraryView: View {
                @State private var books: [Book] = []
                @State private var searchText = ""
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                private var searchResults: [Book] {
                    guard !searchText.isEmpty else { return books }
                    return books.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
                }

                var body: some View {
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(searchResults) { book in
                                Text(book.title)
                            }
                        }
                    }
                    .animation(reduceMotion ? nil : .smooth, value: searchText)
                    .searchable(text: $searchText)
                }
            }
            """),
            RuleCorrection("""
            struct AlertCard: ViewModifier {
                let isPresented: Bool

                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isPresented {
                            AlertPanel()
                                .transition(
                                    .scale(scale: 0.8, anchor: .center)
                                        .animation(.spring())
                                        .combined(with: .opacity.animation(.default))
                                )
                        }
                    }
                }
            }
            """, """
            struct AlertCard: ViewModifier {
                let isPresented: Bool
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                func body(content: Content) -> some View {
                    ZStack {
                        content
                        if isPresented {
                            AlertPanel()
                                .transition(
                                    reduceMotion ? .opacity.animation(.default) : (
                                        .scale(scale: 0.8, anchor: .center)
                                            .animation(.spring())
                                            .combined(with: .opacity.animation(.default))
                                    )
                                )
                        }
                    }
                }
            }
            """),
            // A side that moves on a condition (`animateIn ? .move(edge: .bottom) : .identity`) fades on it instead.
            RuleCorrection("""
            struct IntroContainer: View {
                @State private var visible = false
                let animateIn: Bool

                var body: some View {
                    ZStack(alignment: .top) {
                        Color.clear
                        if visible {
                            NavigationStack { Text("Welcome") }
                                .transition(.asymmetric(insertion: animateIn ? .move(edge: .bottom) : .identity, removal: .move(edge: .bottom)))
                        }
                    }
                }
            }
            """, """
            struct IntroContainer: View {
                @State private var visible = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
                let animateIn: Bool

                var body: some View {
                    ZStack(alignment: .top) {
                        Color.clear
                        if visible {
                            NavigationStack { Text("Welcome") }
                                .transition(
                                    reduceMotion
                                        ? .asymmetric(insertion: animateIn ? .opacity : .identity, removal: .opacity)
                                        : .asymmetric(insertion: animateIn ? .move(edge: .bottom) : .identity, removal: .move(edge: .bottom))
                                )
                        }
                    }
                }
            }
            """),
            RuleCorrection("""
            struct IndexingBanner: View {
                let isIndexing: Bool
                let prefersStillTransitions: Bool  // the app's own "reduce animations" setting

                var body: some View {
                    VStack {
                        if isIndexing {
                            ProgressView("Indexing…")
                                .transition(.asymmetric(insertion: .identity, removal: .move(edge: .top).combined(with: .opacity)))
                        }
                        if !isIndexing {
                            SearchField()
                                .transition(prefersStillTransitions ? .opacity : .slide)
                        }
                    }
                }
            }
            """, """
            struct IndexingBanner: View {
                let isIndexing: Bool
                let prefersStillTransitions: Bool  // the app's own "reduce animations" setting
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    VStack {
                        if isIndexing {
                            ProgressView("Indexing…")
                                .transition(
                                    reduceMotion || prefersStillTransitions
                                        ? .asymmetric(insertion: .identity, removal: .opacity)
                                        : .asymmetric(insertion: .identity, removal: .move(edge: .top).combined(with: .opacity))
                                )
                        }
                        if !isIndexing {
                            SearchField()
                                .transition(reduceMotion || prefersStillTransitions ? .opacity : .slide)
                        }
                    }
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
                        .offset(x: CGFloat(page) * -40)
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
                        .offset(x: CGFloat(page) * -40)
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
                        .offset(x: CGFloat(index) * -8)
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
                        .offset(x: CGFloat(index) * -8)
                        .animation(reduceMotion2 ? nil : (index > 0 ? .spring() : nil), value: index)
                }
            }
            """),
            RuleCorrection("""
            struct Scoreboard: View {
                @State private var isTimeAccented = false
                @State private var remaining = 10 {
                    didSet {
                        guard remaining == 10 else { return }
                        withAnimation(.spring()) { isTimeAccented = true }
                    }
                }

                var body: some View {
                    Text("0:\\(remaining)")
                        .scaleEffect(isTimeAccented ? 1.2 : 1)
                }
            }
            """, """
            struct Scoreboard: View {
                @State private var isTimeAccented = false
                @State private var remaining = 10 {
                    didSet {
                        guard remaining == 10 else { return }
                        withAnimation(reduceMotion ? nil : .spring()) { isTimeAccented = true }
                    }
                }
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    Text("0:\\(remaining)")
                        .scaleEffect(isTimeAccented ? 1.2 : 1)
                }
            }
            """),
            RuleCorrection("""
            import AppKit
            import SwiftUI

            extension View {
                func wiggle(_ on: Bool) -> some View {
                    rotationEffect(.degrees(on ? 4 : 0)).animation(.easeInOut, value: on)
                }
            }
            """, """
            import AppKit
            import SwiftUI

            extension View {
                func wiggle(_ on: Bool) -> some View {
                    rotationEffect(.degrees(on ? 4 : 0)).animation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .easeInOut, value: on)
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
                var content: some View {
                    VStack {
                        Text("Welcome")
                        if shown { Text("Hi").transition(.blurReplace(.upUp)) }
                    }
                }
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
                var content: some View {
                    VStack {
                        Text("Welcome")
                        if shown { Text("Hi").transition(reduceMotion ? .opacity : AnyTransition(.blurReplace(.upUp))) }
                    }
                }
                func done() {}
            }
            """),
            RuleCorrection("""
            import SwiftUI

            extension View {
                func pressBounce(_ isPressed: Bool) -> some View {
                    scaleEffect(isPressed ? 0.8 : 1).animation(.bouncy, value: isPressed)
                }
            }
            """, """
            import SwiftUI

            extension View {
                func pressBounce(_ isPressed: Bool) -> some View {
                    scaleEffect(isPressed ? 0.8 : 1).animation(UIAccessibility.isReduceMotionEnabled ? nil : .bouncy, value: isPressed)
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "17.0"])),
            RuleCorrection("""
            import SwiftUI

            #if os(macOS)
            extension View {
                func sidebarReveal(_ isShown: Bool) -> some View {
                    offset(x: isShown ? 0 : -240).animation(.smooth, value: isShown)
                }
            }
            #endif
            """, """
            import SwiftUI

            #if os(macOS)
            extension View {
                func sidebarReveal(_ isShown: Bool) -> some View {
                    offset(x: isShown ? 0 : -240).animation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .smooth, value: isShown)
                }
            }
            #endif
            """),
        ]
    )

    /// Whether the view a transition is on is never inserted or removed by itself, so the transition
    /// never plays. SwiftUI plays the transition of the view an `if`, `switch` or `ForEach` inserts,
    /// not of views inside it: one inside a container (`GeometryReader { ZStack { Slider().transition(…) } }`
    /// under the `if`) stays put while its container comes and goes, and so does one in a container's
    /// content in a View's `body` or a member with no condition at all. A native menu's items and the
    /// rows a `List` or `Form` inserts (which animate in their own way) play none either. The root of
    /// a body, a member or a function with no container around it is placed by code out of sight,
    /// which may insert it: judged. A view with `.id(…)` is replaced when its identity changes: judged.
    private func isNeverInserted(_ transition: LinkNode, in context: RuleContext) -> Bool {
        // On a `ForEach`, the transition is each item's, which the ForEach inserts.
        guard let chain = transition.parent as? ChainNode, chain.elementLink?.name != "ForEach" else { return false }
        return isNeverInserted(chain, in: context, depth: 0)
    }

    /// Whether `chain` is never inserted or removed by itself (see above); at the root of a View's
    /// body, whether every place the project draws the View, all in this file, never inserts it
    /// (a download row always shown in its List section).
    private func isNeverInserted(_ chain: ChainNode, in context: RuleContext, depth: Int) -> Bool {
        guard chain.modifier(named: "id") == nil else { return false }
        if chain.ancestors().contains(where: { ($0 as? LinkNode).map { ["Menu", "contextMenu"].contains($0.name) } == true }) { return true }
        // Whether a view that stays when this one's container comes and goes lies between them.
        var inContainer = false
        var current: SyntaxNode? = chain.parent
        while let node = current {
            switch node {
            case let variable as VariableDeclNode where !inContainer && variable.name == "body":
                guard depth < 2, let type = context.enclosingType(of: variable), let project = context.project,
                      let uses = context.chainsByFirstName[type.name]?.filter({ $0.elementLink?.name == type.name && context.enclosingType(of: $0)?.name != type.name }),
                      !uses.isEmpty, project.uses(ofType: type.name).total == uses.count else { return false }
                return uses.allSatisfy { isNeverInserted($0, in: context, depth: depth + 1) }
            case is VariableDeclNode, is FunctionDeclNode, is TypeDeclNode:
                return inContainer
            case let statement as StatementNode where ["if", "switch"].contains(statement.keyword):
                return inContainer || isRowOfList(statement)
            case let link as LinkNode:
                switch link.name {
                case "ForEach": return inContainer || isRowOfList(link)
                // A row a List or Form shows with no condition or loop around it is always there.
                case "List", "Form": return true
                // A lazy stack's own children (`LazyVGrid { WeatherCard(…); WeatherCard(…) }`) are made as
                // they scroll into view, outside any animation: their transitions play only where a
                // `ForEach`, `if` or `switch` inserts them, which the cases above judge.
                case "Group", "Section": break
                default: inContainer = true
                }
            default:
                break
            }
            current = node.parent
        }
        return false
    }

    /// Whether what an `if` or `ForEach` inserts is a row of a `List` or `Form` (through sections and
    /// groups only), or of a `Section` a View's body or member returns (a settings pane's section,
    /// which its callers put in a Form): the list animates its rows in and out itself, whatever their
    /// transition.
    private func isRowOfList(_ insertion: SyntaxNode) -> Bool {
        var inSection = false
        var current = insertion.parent
        while let node = current {
            if let link = node as? LinkNode {
                switch link.name {
                case "List", "Form": return true
                case "Section": inSection = true
                case "Group", "ForEach": break
                default: return false
                }
            }
            if node is VariableDeclNode || node is FunctionDeclNode { return inSection }
            if node is StatementNode { return false }
            current = node.parent
        }
        return false
    }

    /// An indeterminate progress indicator turning in place: a `.rotationEffect` looping forever on an
    /// arc (`.trim(from:to:)`) or in a `ProgressViewStyle`, moving nothing else. The system's own
    /// spinner keeps turning under Reduce Motion, and a still arc would hide that work goes on.
    private func isSpinner(_ call: MotionCall, in context: RuleContext) -> Bool {
        guard call.kind == .animation, call.link.text.contains("repeatForever"), let chain = call.link.parent as? ChainNode,
              chain.hasModifier("rotationEffect") else { return false }
        let moves: Set<String> = ["offset", "position", "scaleEffect", "frame", "padding", "rotation3DEffect"]
        let before = chain.links.prefix { $0 !== call.link }
        guard !before.contains(where: { moves.contains($0.name) }) else { return false }
        return before.contains { $0.name == "trim" }
            || context.enclosingType(of: chain)?.inheritedTypes.contains("ProgressViewStyle") == true
    }

    public func findings(in context: RuleContext) -> [Finding] {
        let file = MotionFile(context: context)
        let calls = context.chains.flatMap { chain in
            chain.links.indices.compactMap { MotionCall(link: chain.links[$0], at: $0, in: chain, file: file) }
        }
        let candidates = calls.filter { call in
            !(call.kind == .withAnimation && (file.declaresOwnWithAnimation || reappliesGestureClamp(call.link, in: context)
                                                || settlesGestureValue(call.link, in: context)
                                                || followsGestureChanges(call.link, in: context)))
                && !followsKeyboard(call.link, in: context)
                && !(call.kind == .transition && (!file.animatesTransition(call.link) || isNeverInserted(call.link, in: context)))
                && !file.isGated(call) && !call.isInstant(in: context) && !call.followsTheFinger && !isSpinner(call, in: context)
        }
        let effects = candidates.map { file.effect(of: $0) }
        let transitions = candidates.filter { $0.kind == .transition }
        // The `.animation(_:value:)` modifiers this run gates: a `withAnimation` of the same state is gated with them.
        let gatedModifiers = Set(candidates.indices.compactMap { index -> ObjectIdentifier? in
            guard candidates[index].kind == .animation, case .moves = effects[index] else { return nil }
            return ObjectIdentifier(candidates[index].link)
        })
        return candidates.indices.compactMap { index in
            let call = candidates[index]
            // An animation that plays a movement transition of a layer in its content (a sheet over a
            // dimmed backdrop), which the fix turns into a fade under Reduce Motion, must keep playing:
            // gated to nil, the fade would snap. A view inserted into a stack also pushes its siblings.
            if call.kind == .animation, let content = call.link.parent as? ChainNode,
               transitions.contains(where: { $0.link.isDescendant(of: content) && $0.link.firstToken < call.link.firstToken && isLayered($0.link, in: context) }) {
                return nil
            }
            switch effects[index] {
            case let .moves(what):
                return finding(for: call, moving: what, among: calls, gatedModifiers: gatedModifiers, in: file)
            case .unknown where call.kind == .animation:
                // A value this file cannot follow (`bottle.settings.blocklist`) animates the same view as
                // its siblings: when they move it with the same animation, so does this one.
                let movingSibling = candidates.indices.lazy.compactMap { other -> String? in
                    guard other != index, candidates[other].kind == .animation, candidates[other].link.parent === call.link.parent,
                          candidates[other].value?.text == call.value?.text, case let .moves(what) = effects[other] else { return nil }
                    return what
                }.first
                return movingSibling.map { finding(for: call, moving: "it animates the view the animation beside it moves: \($0)", among: calls, gatedModifiers: gatedModifiers, in: file) }
            default:
                return nil
            }
        }
    }

    /// The value of an `.animation(_:value:)` modifier in the same View that animates a state the
    /// `withAnimation` call changes (`selectedVolumeIndex`, set in a tap's `withAnimation`).
    private func animationModifier(animatingStateOf call: MotionCall, among calls: [MotionCall], except gated: Set<ObjectIdentifier>,
                                   in file: MotionFile) -> String? {
        guard let body = call.link.trailingClosures.first(where: { $0.label == nil })?.closure ?? call.link.allClosures.first,
              let type = file.context.enclosingType(of: call.link) else { return nil }
        let states = file.animatedState.changedStates(inWithAnimationBody: body, host: file.context.declarations(of: type))
        guard !states.isEmpty else { return nil }
        return calls.lazy.compactMap { other -> String? in
            // One gated on Reduce Motion already, or by this run, animates nothing under it.
            guard other.kind == .animation, !gated.contains(ObjectIdentifier(other.link)), !file.isGated(other),
                  file.context.enclosingType(of: other.link) === type,
                  let value = other.link.argument("value")?.value.map({ RuleContext.squeezed($0.text).replacingOccurrences(of: "self.", with: "") }),
                  states.contains(value) else { return nil }
            return value
        }.first
    }

    private func finding(for call: MotionCall, moving what: String, among calls: [MotionCall], gatedModifiers: Set<ObjectIdentifier>, in file: MotionFile) -> Finding {
        let offset = file.context.tree.tokens[call.nameToken].start
        let problem = call.kind == .transition ? call.problem : "\(call.problem) (\(what))"
        if let reason = call.stillStateProblem {
            return finding("\(problem); \(reason)", at: offset)
        }
        // One step of a timed sequence (`asyncAfter { withAnimation { … } }`, each step scheduling the
        // next): a nil animation per step leaves the steps as a jerky twitch.
        if call.kind == .withAnimation, isStepOfTimedSequence(call.link, in: file.context) {
            return finding("\(problem); it is one step of a timed sequence, where a nil animation per step would leave the view moving in jumps: under Reduce Motion keep what the steps change but make it at once, or fade it, where the sequence starts", at: offset)
        }
        // A team that gates its animations with helpers of its own wants them used, not a second mechanism.
        let helpers = file.projectHelpers
        if !helpers.isEmpty {
            return finding("\(problem); the project gates animations with its own Reduce Motion helpers (\(helpers.sorted().prefix(3).map { "`\($0)`" }.joined(separator: ", "))): use them here", at: offset)
        }
        // An `.animation(_:value: x)` of the same state that this run does not gate animates the change
        // whatever the transaction says: gating the `withAnimation` alone would change nothing.
        if call.kind == .withAnimation, let modifier = animationModifier(animatingStateOf: call, among: calls, except: gatedModifiers, in: file) {
            return finding("\(problem); `.animation(_:value: \(modifier))` animates the same change whatever this one says: gate both on Reduce Motion", at: offset)
        }
        switch file.gate(for: call.link) {
        case .unknownPlatform:
            return finding("\(problem); there is no View environment here and the platform is unknown: gate it on UIAccessibility.isReduceMotionEnabled (UIKit) or NSWorkspace.shared.accessibilityDisplayShouldReduceMotion (AppKit), or pass the View's accessibilityReduceMotion in",
                           at: offset)
        case let .declaredElsewhere(type):
            return finding("\(problem); \(type) is declared in another file: add @Environment(\\.accessibilityReduceMotion) to its declaration and gate on it", at: offset)
        case let .expression(gate, propertyEdits):
            // A call already gated on the app's setting keeps its own condition and gains the system's.
            let ownGate = call.value.map { MotionCall.isStillFirstBranch(of: $0, in: file.context) } ?? false
            let app = ownGate ? nil : appStillCondition(around: call, among: calls, besides: gate, in: file.context)
            let written = writesSelf(around: call, in: file.context) && !gate.contains(".") ? "self." + gate : gate
            let condition = app.map { "\(written) || \($0)" } ?? written
            let rewrite = call.rewrite(gatedOn: condition, in: file.context)
            return finding("\(problem); gate it: \(rewrite.preview)", at: offset,
                           fix: Fix(safety: .safe, edits: rewrite.edits + propertyEdits, summary: rewrite.summary))
        }
    }
}

/// Whether a `withAnimation` at a gesture's end only applies again what the gesture's `.onChanged`
/// applied on every change (`offset = clampedOffset(for: offset, …)` after `.onChanged` set
/// `offset = clampedOffset(for: …)`): the value is already where the animation would take it, and
/// nothing moves.
private func reappliesGestureClamp(_ link: LinkNode, in context: RuleContext) -> Bool {
    guard let ended = context.enclosingCalls(of: link).first(where: { $0.link.name == "onEnded" }),
          let changed = ended.chain.modifier(named: "onChanged")?.allClosures.first,
          let body = link.trailingClosures.first(where: { $0.label == nil })?.closure ?? link.allClosures.first else { return false }
    let statements = body.statements.map(\.text)
    var assigned: [String] = []
    for statement in statements {
        let sides = statement.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard sides.count == 2, let target = sides[0].split(separator: ".").last.map(String.init),
              target.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return false }
        let value = sides[1]
        if assigned.contains(value) || assigned.contains("self." + value) {
            assigned.append(target)
            continue
        }
        // `target = function(… target …)`, where `.onChanged` also sets `target = function(…)`.
        guard let open = value.firstIndex(of: "("), value.hasSuffix(")") else { return false }
        let function = String(value[..<open])
        let arguments = value[open...]
        let mentionsItself = arguments.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains { $0 == target }
        guard mentionsItself, changed.text.replacingOccurrences(of: " ", with: "").contains(target + "=" + function + "(") else { return false }
        assigned.append(target)
    }
    return !assigned.isEmpty
}

/// Whether a `withAnimation` in a gesture's `.onEnded` only settles values its `.onChanged` moves
/// with the finger (a zoomed image panned too far springs back: `withAnimation { position = clamped }`
/// where `.onChanged` sets `position.width`): the end of the person's own gesture, which a jump would
/// make harsher, not motion the app plays at them.
private func settlesGestureValue(_ link: LinkNode, in context: RuleContext) -> Bool {
    guard let ended = context.enclosingCalls(of: link).first(where: { $0.link.name == "onEnded" }),
          let changed = ended.chain.modifier(named: "onChanged")?.allClosures.first,
          let body = link.trailingClosures.first(where: { $0.label == nil })?.closure ?? link.allClosures.first,
          !body.statements.isEmpty, !body.text.contains(".toggle()") else { return false }
    // Every property the body assigns, in its branches too (`if dragOffset > threshold { model.delete(…) }`
    // beside `dragOffset = 0`): a model's own calls change what this View cannot see, and are left out.
    let text = body.text
    var targets: [String] = []
    var searched = text.startIndex..<text.endIndex
    while let match = text.range(of: #"(?<![\w.])(self\.)?[A-Za-z_]\w*(\.\w+)*\s*[-+*/]?=(?!=)"#, options: .regularExpression, range: searched) {
        searched = match.upperBound..<text.endIndex
        let before = text[..<match.lowerBound].split(whereSeparator: \.isWhitespace).last
        guard before != "let", before != "var" else { continue }
        let path = text[match].hasPrefix("self.") ? text[match].dropFirst(5) : text[match]
        targets.append(String(path.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    return !targets.isEmpty && targets.allSatisfy { target in
        changed.text.range(of: "(?<![\\w.])(self\\.)?\(target)(\\.\\w+)?\\s*[-+*/]?=(?!=)", options: .regularExpression) != nil
    }
}

/// Whether a `withAnimation` runs on every change of a gesture (`DragGesture().onChanged { … }`,
/// `.updating`): it follows the finger the person moves, feedback on what they drag, not motion
/// the app plays at them.
private func followsGestureChanges(_ link: LinkNode, in context: RuleContext) -> Bool {
    context.enclosingCalls(of: link).contains { call in
        ["onChanged", "updating"].contains(call.link.name) && call.link !== call.chain.elementLink
            && call.chain.elementLink.map { $0.name.hasSuffix("Gesture") } == true
    }
}

/// Whether an animation keeps a view beside the keyboard as it slides: a `withAnimation` that runs on
/// a keyboard notification or a keyboard-height publisher, or an `.animation(_:value:)` of a keyboard
/// value (`.onReceive(Publishers.keyboardHeight)`,
/// `keyboardWillShowNotification`). The keyboard slides whatever Reduce Motion says; without the
/// animation the view would jump ahead of it.
private func followsKeyboard(_ link: LinkNode, in context: RuleContext) -> Bool {
    // `.animation(.spring(…), value: keyboardHeight)`: the value it animates is the keyboard's.
    if link.name == "animation", let value = link.argument("value")?.value?.text, value.range(of: "keyboard", options: .caseInsensitive) != nil { return true }
    return context.enclosingCalls(of: link).contains { call in
        guard ["onReceive", "publisher", "addObserver", "sink"].contains(call.link.name) || call.link.name.hasPrefix("keyboard") else { return false }
        let source = call.link.arguments.first?.value?.text ?? call.chain.text
        return call.link.name.hasPrefix("keyboard") || source.range(of: "keyboard", options: .caseInsensitive) != nil
    }
}

/// Whether a `withAnimation` is one step of a timed sequence: inside `asyncAfter`, or beside an
/// `asyncAfter` that animates the next step (a pop: scale up now, back down 0.15 s later).
/// A single change made after a delay (`Task.sleep` for the content to load, then one animated
/// scroll) is no sequence: without its animation it still happens, at once.
private func isStepOfTimedSequence(_ link: LinkNode, in context: RuleContext) -> Bool {
    let calls = context.enclosingCalls(of: link)
    if calls.contains(where: { isRepeatingTimer($0.link, in: context) }) { return true }
    // The code that runs the steps: the closure around the delay that holds this step, or around this step.
    let delay = calls.first { DelayedWork.isDelaying($0.link) }?.link
    guard let scope = (delay ?? link).firstAncestor(ofType: ClosureNode.self) ?? (delay ?? link).firstAncestor(ofType: FunctionDeclNode.self) else { return delay != nil }
    let steps = scope.descendants(ofType: LinkNode.self).filter { $0.name == "withAnimation" }
    let waits = delay != nil || scope.descendants(ofType: LinkNode.self).contains { DelayedWork.isSleep($0) || DelayedWork.isDelaying($0) }
    return waits && steps.count >= 2
}

/// A timer that runs the closure again and again: `Timer.scheduledTimer(withTimeInterval:repeats: true)`,
/// `.onReceive(Timer.publish(every:…))` or `.onReceive(timer)` where the type's `timer` is one. Each
/// tick is a step: without its animation the view still moves, in jumps.
private func isRepeatingTimer(_ link: LinkNode, in context: RuleContext) -> Bool {
    if link.name == "scheduledTimer", link.argument("repeats")?.value?.text == "true" { return true }
    guard link.name == "onReceive", let publisher = link.unlabeledArguments.first?.value else { return false }
    if publisher.text.contains("Timer.publish") { return true }
    guard let name = publisher.singleChain?.links.last?.name, let type = context.enclosingType(of: link),
          let property = type.properties.first(where: { $0.name == name }) else { return false }
    return property.initializer?.text.contains("Timer.publish") == true
}

/// Whether a view comes and goes over the others, moving none of them: a `ZStack`'s layer, an
/// overlay or a background, not a stack's or list's row.
private func isLayered(_ link: LinkNode, in context: RuleContext) -> Bool {
    for call in context.enclosingCalls(of: link) {
        if ["ZStack", "overlay", "background"].contains(call.link.name) { return true }
        if RuleContext.layoutContainers.union(["LazyVGrid", "LazyHGrid", "Grid", "List", "Form", "Section", "ScrollView"]).contains(call.link.name) { return false }
    }
    return false
}

/// Whether the View writes `self.` before its own properties (`self.isAnimating = nil`) more often
/// than not, so that a gate it gets reads `self.reduceMotion` as its other code does.
private func writesSelf(around call: MotionCall, in context: RuleContext) -> Bool {
    guard let type = context.enclosingType(of: call.link) else { return false }
    let properties = Set(type.properties.map(\.name))
    let tree = context.tree
    var qualified = 0, bare = 0
    for index in type.firstToken...type.lastToken where tree.tokens[index].kind == .identifier && properties.contains(tree.text(ofToken: index)) {
        if index >= 2, tree.tokens[index - 1].kind == .period, tree.token(index - 2, is: "self") {
            qualified += 1
        } else if index >= 1, tree.tokens[index - 1].kind != .period, !(index + 1 < tree.tokens.count && tree.tokens[index + 1].kind == .colon) {
            bare += 1
        }
    }
    return qualified > bare
}

/// The app's own setting for still animations, when the View already gates another animation on it
/// (`store.isAnimationReduced ? nil : .spring()`, `reduceMotion || settings.reduceAnimations ?
/// .opacity : .slide`): a new gate honours it too.
private func appStillCondition(around call: MotionCall, among calls: [MotionCall], besides gate: String, in context: RuleContext) -> String? {
    guard let type = context.enclosingType(of: call.link) else { return nil }
    let tree = context.tree
    var found = Set<String>()
    for other in calls where other.link.firstToken >= type.firstToken && other.link.lastToken <= type.lastToken {
        guard let value = other.value, MotionCall.isStillFirstBranch(of: value, in: context),
              let question = (value.firstToken...value.lastToken).first(where: { tree.tokens[$0].kind == .operator && tree.token($0, is: "?") }),
              question > value.firstToken else { continue }
        let condition = context.file.text(tree.tokens[value.firstToken].start..<tree.tokens[question - 1].end)
        for part in condition.components(separatedBy: "||").map({ $0.trimmingCharacters(in: .whitespaces) })
        where !part.isEmpty && part != gate && !part.contains("ReduceMotion") && !part.contains("(") {
            found.insert(part)
        }
    }
    return found.count == 1 ? found.first : nil
}

/// One call that animates: `withAnimation`, `.animation(…)` or a movement `.transition(…)`.
private struct MotionCall {
    enum Kind {
        /// `withAnimation { … }`.
        case withAnimation
        /// The `.animation(_:value:)` modifier, or the deprecated `.animation(_:)` when `animatesAnyChange`.
        case animation
        /// `$flag.animation(…)`: Binding's form.
        case bindingAnimation
        case transition
    }

    let kind: Kind
    let link: LinkNode
    let nameToken: Int
    /// The animation or transition the call passes; nil when it uses the default animation.
    let value: ExpressionNode?
    /// Whether the transition uses iOS 17 `Transition`-only members and must be wrapped in `AnyTransition(…)`.
    let needsTypeErasure: Bool
    /// What plays under Reduce Motion: `nil` for an animation; for a transition, its still part.
    let stillAlternative: String
    /// The definitions of the file's own animation properties the value names (`withAnimation(animation)`
    /// with `private var animation: Animation { .linear(duration: 1.5).repeatForever() }`).
    private var namedAnimations: [SyntaxNode] = []

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
            stillAlternative = "nil"
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
            kind = first == nil || MotionCall.isBinding(chain.links[..<index]) ? .bindingAnimation : .animation
            needsTypeErasure = false
            stillAlternative = "nil"
        case "transition":
            guard link.hasCall, !link.hasTrailingClosures, link.arguments.count == 1, link.arguments[0].label == nil,
                  let value = link.arguments[0].value,
                  MotionCall.isModifierPosition(link, at: index, in: chain, context: context) else { return nil }
            let members = MotionCall.transitionMembers(of: value, file: file)
            guard !members.isDisjoint(with: MotionCall.movementTransitions) else { return nil }
            kind = .transition
            self.value = value
            needsTypeErasure = !members.isDisjoint(with: MotionCall.transitionProtocolOnly)
            switch MotionCall.stillPart(of: value, file: file) {
            case let .kept(still)?: stillAlternative = still
            case let .dropped(animation)?: stillAlternative = ".opacity" + (animation ?? "")
            case nil: stillAlternative = ".opacity"
            }
        default:
            return nil
        }
        namedAnimations = value.map { value in
            value.descendants(ofType: LinkNode.self).filter { $0.kind == .name }.compactMap { file.customAnimations[$0.name] }
        } ?? []
    }

    /// `$flag`, `$model.flag`, `viewStore.binding(…)`: a Binding, not a view.
    private static func isBinding(_ links: ArraySlice<LinkNode>) -> Bool {
        links.contains { $0.name.hasPrefix("$") || $0.name == "binding" }
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
    static func transitionMembers(of value: SyntaxNode, file: MotionFile) -> Set<String> {
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
        case .withAnimation, .animation, .bindingAnimation:
            return animationUses("repeatForever") ? "animation repeats forever and ignores Reduce Motion" : "animation ignores Reduce Motion"
        }
    }

    /// Why a nil animation would lose more than the motion, so the finding gets no fix.
    var stillStateProblem: String? {
        guard kind != .transition else { return nil }
        if animationUses("repeatForever") {
            return "a nil animation would stop the loop at its end state (a marquee at its last offset, a spinner as a still arc): show a still alternative under Reduce Motion instead"
        }
        if animationUses("delay") {
            return "a nil animation would also drop its delay and make the change at once: keep the timing under Reduce Motion"
        }
        return nil
    }

    /// Whether the animation is written with a duration of `AnimatedState.instantDuration` or less and does not
    /// loop: `.linear(duration: 0.1)`, `.easeOut(duration: 0.08)`.
    func isInstant(in context: RuleContext) -> Bool {
        guard kind != .transition, let value, !animationUses("repeatForever") else { return false }
        // `.bouncy.speed(300)`: an animation played many times faster than its usual half second or so.
        let speeds = value.descendants(ofType: LinkNode.self).filter { $0.name == "speed" && $0.hasCall && $0.kind != .name }
        if let speed = speeds.first.flatMap({ context.numericLiteral($0.arguments.first?.value) }), speed.value >= 10 { return true }
        let durations = value.descendants(ofType: ArgumentNode.self).filter { $0.label == "duration" }
        guard !durations.isEmpty else { return false }
        return durations.allSatisfy { context.numericLiteral($0.value).map { $0.value <= AnimatedState.instantDuration } ?? false }
    }

    /// Whether the animation is an `.interactiveSpring`, which smooths a view following the finger
    /// (a drag handle): motion the person makes, not motion the app starts.
    var followsTheFinger: Bool { kind != .transition && animationUses("interactiveSpring") }

    private func animationUses(_ member: String) -> Bool {
        ([value].compactMap { $0 } + namedAnimations).contains { node in
            node.descendants(ofType: LinkNode.self).contains { $0.name == member && $0.kind != .name }
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
        let name = tree.text(ofToken: nameToken)
        var edits: [Edit] = []
        let gatedValue: String
        if let value, MotionCall.isStillFirstBranch(of: value, in: context) {
            // `isAnimationReduced ? .opacity : .slide`: the app's own still branch takes Reduce Motion too.
            edits.append(.insert("\(condition) || ", at: value.range.lowerBound))
            gatedValue = "\(condition) || " + MotionCall.abbreviated(value.text)
        } else if let value {
            // A value spread over several lines is parenthesized too: its later lines (`.animation(…)`,
            // `.combined(…)`) would otherwise read as if they applied to both branches.
            let spansLines = context.file.lineIndex(of: value.range.lowerBound) != context.file.lineIndex(of: value.range.upperBound)
            let parenthesized = value.singleChain?.range != value.range || spansLines
            let open = needsTypeErasure ? "AnyTransition(" : parenthesized ? "(" : ""
            let suffix = open.isEmpty ? "" : ")"
            if spansLines, tree.tokens[value.firstToken].startsLine {
                // A value on lines of its own stays on them, one level deeper inside the parentheses,
                // so that its later lines read as part of the moving branch only.
                let file = context.file
                let indentation = file.indentation(ofLineAt: value.range.lowerBound)
                let newline = file.style.lineEnding
                let lines = file.text(value.range).components(separatedBy: newline).enumerated().map { index, line in
                    (index == 0 ? indentation : "") + (line.isEmpty ? "" : file.style.indentUnit + line)
                }
                edits.append(Edit(range: value.range, replacement: "\(condition) ? \(stillAlternative) : \(open)" + newline + lines.joined(separator: newline) + newline + indentation + suffix))
            } else if let wrapped = wrappedTernary(condition: condition, still: stillAlternative, moving: open + value.text + suffix, value: value, in: context) {
                edits.append(wrapped)
            } else {
                edits.append(.insert("\(condition) ? \(stillAlternative) : \(open)", at: value.range.lowerBound))
                if !suffix.isEmpty { edits.append(.insert(suffix, at: value.range.upperBound)) }
            }
            gatedValue = "\(condition) ? \(MotionCall.abbreviated(stillAlternative)) : \(open)\(MotionCall.abbreviated(value.text))\(suffix)"
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

    /// The ternary on lines of its own, when written on the call's line it would run past the
    /// file's line width (`SourceFile.lineWidthLimit`), for a call whose only argument is `value`:
    ///
    ///     .transition(
    ///         reduceMotion
    ///             ? .opacity
    ///             : .opacity.combined(with: .scale)
    ///     )
    private func wrappedTernary(condition: String, still: String, moving: String, value: ExpressionNode, in context: RuleContext) -> Edit? {
        let file = context.file
        guard link.arguments.count == 1, let open = link.openParenToken, let close = link.closeParenToken else { return nil }
        let tokens = context.tree.tokens
        let line = file.lineContentRange(file.lineIndex(of: value.range.lowerBound))
        guard line.contains(tokens[open].start), line.contains(tokens[close].start) else { return nil }
        let oneLine = line.count + "\(condition) ? \(still) : ".utf8.count + moving.utf8.count - value.text.utf8.count
        guard oneLine > file.lineWidthLimit else { return nil }
        let indentation = file.indentation(ofLineAt: value.range.lowerBound)
        let unit = file.style.indentUnit
        let newline = file.style.lineEnding
        let replacement = newline + indentation + unit + condition
            + newline + indentation + unit + unit + "? " + still
            + newline + indentation + unit + unit + ": " + moving
            + newline + indentation
        return Edit(range: tokens[open].end..<tokens[close].start, replacement: replacement)
    }

    /// What is left of a transition without its movement.
    enum StillPart {
        /// The still transitions and their own animations, as code: `.opacity.animation(.default)`.
        case kept(String)
        /// Nothing but movement; the animation it carried, if any, for the crossfade that replaces it.
        case dropped(animation: String?)
    }

    /// `C ? still : moving`, where `still` is `nil`, `.none`, `.opacity` or `.identity`.
    static func isStillFirstBranch(of value: ExpressionNode, in context: RuleContext) -> Bool {
        let children = value.children
        let tree = context.tree
        for index in children.indices.dropLast() {
            let between = (children[index].lastToken + 1)..<children[index + 1].firstToken
            guard between.contains(where: { tree.tokens[$0].kind == .operator && tree.token($0, is: "?") }) else { continue }
            let still = children[index + 1].text.filter { !$0.isWhitespace }
            return ["nil", ".none", "Animation.none", ".opacity", ".identity", "AnyTransition.opacity", "AnyTransition.identity"].contains(still)
        }
        return false
    }

    /// The still part of a transition: `.move(edge: .top).combined(with: .opacity)` keeps `.opacity`,
    /// `.scale.animation(.spring()).combined(with: .opacity.animation(.default))` keeps
    /// `.opacity.animation(.default)`, `.asymmetric(insertion: .identity, removal: .slide)` becomes
    /// `.asymmetric(insertion: .identity, removal: .opacity)`. Transitions it cannot tell still (custom
    /// ones, `.modifier(…)`) are replaced like movement; nil when the expression is not a chain of
    /// transitions.
    static func stillPart(of expression: ExpressionNode, file: MotionFile) -> StillPart? {
        guard let chain = expression.singleChain else { return nil }
        var links = chain.links[...]
        var current: StillPart
        guard let first = links.popFirst() else { return nil }
        if first.kind == .name, first.name == "AnyTransition" {
            if first.hasCall {
                // `AnyTransition(.blurReplace)`.
                guard first.arguments.count == 1, let inner = first.arguments[0].value, let part = stillPart(of: inner, file: file) else { return nil }
                current = part
            } else {
                guard let base = links.popFirst() else { return nil }
                current = stillPart(ofBase: base, file: file)
            }
        } else {
            current = stillPart(ofBase: first, file: file)
        }
        for link in links {
            switch (link.name, current) {
            case ("combined", _):
                guard link.arguments.count == 1, let other = link.arguments[0].value, let part = stillPart(of: other, file: file) else { return nil }
                switch (current, part) {
                case let (.kept(a), .kept(b)): current = .kept(a + ".combined(with: " + b + ")")
                case (.kept, .dropped): break
                case (.dropped, .kept): current = part
                case let (.dropped(a), .dropped(b)): current = .dropped(animation: a ?? b)
                }
            case let ("animation", .kept(still)):
                current = .kept(still + link.text)
            case ("animation", .dropped):
                current = .dropped(animation: link.text)
            default:
                return nil
            }
        }
        return current
    }

    private static func stillPart(ofBase link: LinkNode, file: MotionFile) -> StillPart {
        if link.name == "asymmetric", let insertion = link.argument("insertion")?.value, let removal = link.argument("removal")?.value {
            // Each side's still part; nil for a side that only moves.
            let sides = [insertion, removal].map { side -> String? in
                switch stillPart(of: side, file: file) {
                case let .kept(still)?: return still
                case let .dropped(animation)?: return animation.map { ".opacity" + $0 }
                case nil:
                    // `animateIn ? .move(edge: .bottom) : .identity`: each branch that may move fades.
                    guard let choice = file.context.ternary(side) else { return ".opacity" }
                    let still = { (branch: String) in ["identity", "opacity"].contains(String(RuleContext.squeezed(branch).dropFirst())) ? branch : ".opacity" }
                    let (whenTrue, whenFalse) = (still(choice.whenTrue), still(choice.whenFalse))
                    return whenTrue == whenFalse ? whenTrue : "\(choice.condition) ? \(whenTrue) : \(whenFalse)"
                }
            }
            if sides.allSatisfy({ $0 == nil }) { return .dropped(animation: nil) }
            let (insertion, removal) = (sides[0] ?? ".opacity", sides[1] ?? ".opacity")
            return .kept(insertion == removal ? insertion : ".asymmetric(insertion: \(insertion), removal: \(removal))")
        }
        // A custom or unknown transition may move: the crossfade replaces it too.
        return ["opacity", "identity"].contains(link.name) && !link.hasCall ? .kept(link.text) : .dropped(animation: nil)
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
    /// Whether the file animates any change (`withAnimation`, an `.animation` modifier,
    /// `$flag.animation()`, a transition's own `.animation(…)`).
    /// The project's own animation helpers that test Reduce Motion themselves.
    private(set) lazy var projectHelpers = context.reduceMotionHelpers
    private lazy var animatesChanges = context.chains.contains { chain in
        chain.links.contains { ($0.name == "withAnimation" || $0.name == "animation") && ($0.hasCall || $0.hasTrailingClosures) }
    }

    /// Whether something can animate the insertion a transition belongs to: a transition plays only
    /// inside an animated transaction, so this file or a file that builds its View must animate a
    /// change (a parent's `withAnimation { isShown = true }`). A view whose changes nothing animates
    /// (a search field's text typed in, a hosting controller's root updated from UIKit) never slides.
    /// A transition on the root of a View that every use shows for good, pushes or presents
    /// (`navigationDestination { ReportView() }`) is never part of an insertion, and never plays.
    func animatesTransition(_ link: LinkNode) -> Bool {
        (animatesChanges || context.isDrawnWhereChangesAnimate(link)) && !context.isOnRootOfViewNeverInserted(link)
    }
    private lazy var variables = context.tree.root.descendants(ofType: VariableDeclNode.self)
    private lazy var functions = context.tree.root.descendants(ofType: FunctionDeclNode.self)
    private var hostGates: [ObjectIdentifier: Gate] = [:]

    enum Gate {
        /// Gate on this Boolean expression, adding the property with these edits first (none when it exists).
        case expression(String, propertyEdits: [Edit])
        /// Outside a View, on a platform the file does not reveal.
        case unknownPlatform
        /// In an extension of this View, whose declaration (where the property must go) is in another file.
        case declaredElsewhere(String)
    }

    static let environmentHostProtocols: Set<String> = [
        "View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ProgressViewStyle",
        "GroupBoxStyle", "MenuStyle", "DisclosureGroupStyle", "LabeledContentStyle", "ControlGroupStyle", "GaugeStyle",
        "DynamicProperty",
    ]

    init(context: RuleContext) {
        self.context = context
    }

    private(set) lazy var animatedState = AnimatedState(context: context)

    /// Whether what the call animates moves, and what.
    func effect(of call: MotionCall) -> AnimatedState.Effect {
        let host = context.enclosingType(of: call.link).map(context.declarations(of:)) ?? []
        switch call.kind {
        case .transition:
            return .moves("it slides or zooms")
        case .withAnimation:
            guard let body = call.link.trailingClosures.first(where: { $0.label == nil })?.closure ?? call.link.allClosures.first else { return .unknown }
            return animatedState.effect(ofWithAnimationBody: body, host: host)
        case .bindingAnimation:
            return animatedState.effect(ofBindingAnimation: call.link, host: host)
        case .animation:
            let animatesAnyChange = !call.link.arguments.contains { $0.label == "value" }
            return animatedState.effect(ofAnimationModifier: call.link, value: animatesAnyChange ? nil : call.link.argument("value")?.value, host: host)
        }
    }

    /// The file's properties declared as an `Animation`, by name, with their definitions.
    private(set) lazy var customAnimations: [String: SyntaxNode] = {
        var definitions: [String: SyntaxNode] = [:]
        for variable in variables where variable.typeAnnotation?.trimmingCharacters(in: .whitespaces) == "Animation" {
            if let definition: SyntaxNode = variable.initializer ?? variable.body { definitions[variable.name] = definitions[variable.name] ?? definition }
        }
        return definitions
    }()

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
            // The project's own helpers gate wherever they are named (`.animation(.elementDefault, …)`).
            if projectHelpers.contains(name) { return true }
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
        // `.animation(.spring, value: shouldShake)` where the file sets `shouldShake` only when Reduce
        // Motion is off (`if !reduceMotionEnabled { shouldShake = true }`, in the View that owns the
        // state it binds): gated where it starts.
        if call.kind == .animation, let state = call.link.argument("value")?.value?.singleChain, state.links.count == 1,
           state.links[0].kind == .name, isStartedOnlyWithoutReduceMotion(state.links[0].name) {
            return true
        }
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

    /// Whether every statement of the file that sets `state` to something other than `false`, `nil`
    /// or `0` (`shouldShake = true`) lies in the body of an `if` on Reduce Motion, and one does; a
    /// `state.toggle()` anywhere starts it ungated.
    private func isStartedOnlyWithoutReduceMotion(_ state: String) -> Bool {
        let tree = context.tree
        let tokens = tree.tokens
        var starts: [Int] = []
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tree.text(ofToken: index) == state {
            let isMember = index > 0 && tokens[index - 1].kind == .period && !(index > 1 && tree.token(index - 2, is: "self"))
            guard !isMember else { continue }
            if tokens[index + 1].kind == .period, tree.token(index + 2, is: "toggle") { return false }
            guard tokens[index + 1].kind == .operator, tree.token(index + 1, is: "=") else { continue }
            if ["false", "nil", "0"].contains(tree.text(ofToken: index + 2)) { continue }
            starts.append(index)
        }
        guard !starts.isEmpty else { return false }
        return starts.allSatisfy { start in reduceMotionIfBodies.contains { $0.firstToken < start && start < $0.lastToken } }
    }

    /// The bodies of the file's `if` statements on Reduce Motion, found once per file.
    private lazy var reduceMotionIfBodies: [BlockNode] = context.tree.root.descendants(ofType: StatementNode.self)
        .filter { $0.keyword == "if" && $0.conditions.contains(where: { mentionsReduceMotion($0) }) }
        .compactMap { $0.blocks.first }

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
        if context.isViewLike(type) { return true }
        return type.inheritedTypes.contains { inherited in
            let name = inherited.hasPrefix("SwiftUI.") ? String(inherited.dropFirst("SwiftUI.".count)) : inherited
            return environmentHostProtocols.contains(name)
        }
    }

    func gate(for node: SyntaxNode) -> Gate {
        switch environmentHost(of: node) {
        case let .declaration(host):
            if let gate = hostGates[ObjectIdentifier(host)] { return gate }
            guard let gate = propertyGate(in: host) else { return platformGate(for: node) }
            hostGates[ObjectIdentifier(host)] = gate
            return gate
        case let .declaredElsewhere(name):
            return .declaredElsewhere(name)
        case nil:
            return platformGate(for: node)
        }
    }

    enum EnvironmentHost {
        /// The View's declaration in this file, which takes the property.
        case declaration(TypeDeclNode)
        /// An extension of a View declared in another file.
        case declaredElsewhere(String)
    }

    /// The View whose `@Environment` property the code can read, or nil when the code runs outside
    /// a View instance (static members, `init`, stored-property initializers, other types).
    private func environmentHost(of node: SyntaxNode) -> EnvironmentHost? {
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
            // A stored property's initializer runs before the View exists; its observers (`didSet`) do not.
            let inInitializer = variable.initializer.map { node.isDescendant(of: $0) } ?? false
            if variable.modifiers.contains("static") || variable.modifiers.contains("class") || inInitializer { return nil }
        default:
            return nil
        }
        let declarations = context.declarations(of: type)
        guard let primary = context.primaryDeclaration(of: type) else {
            return isViewDeclaredElsewhere(extension: type) ? .declaredElsewhere(type.name) : nil
        }
        // Only structs and classes hold stored properties.
        guard primary.keyword == "struct" || primary.keyword == "class", primary.bodyOpenToken != nil else { return nil }
        return declarations.contains { MotionFile.isEnvironmentHost($0, context) } ? .declaration(primary) : nil
    }

    /// An extension of a type declared in another file that is named like a View or builds views:
    /// unless the project says the type is not a View, the environment property belongs in its
    /// declaration there. `extension View` helpers and extensions of UIKit and AppKit types are not Views.
    private func isViewDeclaredElsewhere(extension type: TypeDeclNode) -> Bool {
        guard type.keyword == "extension", type.name != "View", !type.name.hasPrefix("UI"), !type.name.hasPrefix("NS") else { return false }
        if let known = context.isViewDeclaredElsewhere(named: type.name) { return known }
        if type.name.hasSuffix("View") { return true }
        return type.members.contains { member in
            if let property = member as? VariableDeclNode { return property.isComputed && animatedState.isViewBuilder(property) }
            if let function = member as? FunctionDeclNode { return function.keyword == "func" && animatedState.isViewBuilder(function) }
            return false
        }
    }

    /// The View's Reduce Motion property, added when it has none; nil when it cannot take one.
    private func propertyGate(in host: TypeDeclNode) -> Gate? {
        if let existing = host.properties.first(where: MotionFile.isReduceMotionEnvironment) {
            return .expression(existing.name, propertyEdits: [])
        }
        let reserved = Set(context.declarations(of: host).filter { $0 !== host }.flatMap { $0.members.compactMap { ($0 as? VariableDeclNode)?.name ?? ($0 as? FunctionDeclNode)?.name } })
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
