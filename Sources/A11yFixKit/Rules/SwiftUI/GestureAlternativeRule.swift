/// Long presses, drags, pinches and rotations whose effect has no other way in for assistive
/// technologies.
public struct GestureAlternativeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "gesture-alternative",
        name: "Gestures need an accessible alternative",
        summary: "Reports a long press (`.onLongPressGesture`, `LongPressGesture`), a drag (`DragGesture`), a pinch (`MagnificationGesture`, `MagnifyGesture`) or a rotation (`RotationGesture`, `RotateGesture`) that does something when it ends, on a view that offers no accessibility action, context menu or visible control doing the same.",
        rationale: "VoiceOver takes over the touch screen: its users double-tap to activate and cannot easily hold, drag or pinch a particular view, and Voice Control and Switch Control users cannot make path-based gestures at all. A function only a gesture reaches (swipe to delete, long press for options, drag to the next page) is missing for them. WCAG 2.1.1 and 2.5.1 ask that every function work without a path or multipoint gesture.",
        notes: """
        Opt-in (`rules.enable` in the config, or `--rules gesture-alternative`): on real apps half of its findings had an equivalent the rule cannot see from the gesture's View (a Close button beside a drag to dismiss, a toast that dismisses itself, a menu entry elsewhere for what a long press selects), so its findings are for a person to triage, not for every commit. Those classes (a dismissal, a tap doing the same, a component relaying its gesture to its caller) are now left alone.

        Reported without a fix: what the alternative is called and how it is offered (`.accessibilityAction(named:)`, a context menu, a visible button, `.accessibilityAdjustableAction`, `.accessibilityZoomAction`) is for a person to decide.

        What counts: a long press whose action does something (its `perform` closure runs more than feedback or logging); a drag whose end calls a function (`dismiss()`, `viewModel.nextPage()`) or sets a state to a new value (`currentPage += 1`), other than the view's own position, size, scale or press state (`offset = .zero`, `isDragging = false`: a drag that only moves or resizes what it is on and springs back has no function to offer); a pinch or rotation that changes something (zooming is the function). A gesture built by a property or function of the View (`var swipe: some Gesture`) is judged at each view it is attached to.

        Not a finding: a gesture on a view that has an accessibility action, an adjustable, scroll or zoom action, or a representation, itself or on a view around it in its type (also through a modifier of the project's own that adds actions); a long press on a view with a `.contextMenu` (VoiceOver lists the menu's items in its actions rotor, and the menu is what the long press shows); a gesture whose effect a control or a tap of the same View also has (a Button calling the same function or running the same statement, a control setting the same state, a tap that toggles the size a pinch sets); a gesture that only puts something away (`dismiss()`, `viewModel.willDismiss()`: a system presentation's escape gesture does it too, a toast goes by itself, and a custom overlay's escape is `modal-overlay`'s question); a component's gesture that only passes itself on to its caller (`onLongPress?()`: the caller decides what it does and offers it, or not; a callback named for what it does, `archive(item)`, is still checked); a drag whose end only keeps where the view was moved (`saveWindowPosition()`, `corner = nearestCorner(…)`); a drag or press that starts on touch-down (`DragGesture(minimumDistance: 0)`, `onLongPressGesture(minimumDuration: 0)`: a press tracker, a tap, or a custom slider, which `tap-gesture-button-trait` and `adjustable-custom-control` judge); a long press that only tracks pressing (`onLongPressGesture(minimumDuration: 0) {} onPressingChanged: { … }`: a pressed look); a gesture that dismisses the keyboard; a gesture on a scroll view, list, form or map (the system's own gestures are accessible); `.onMove`, `.draggable` and `.onDrop`, which SwiftUI makes accessible itself; a view hidden from accessibility; previews.
        """,
        severity: .degrades, wcag: ["2.1.1", "2.5.1"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .none, isOptIn: true,
        seeds: ["000", "001", "002", "003"],
        triggeringExamples: [
            RuleExample("""
            struct MessageBubble: View {
                let message: Message
                @State private var showsReactions = false

                var body: some View {
                    Text(message.body)
                        .padding()
                        .↓onLongPressGesture { showsReactions = true }
                }
            }
            """),
            RuleExample("""
            struct StoryViewer: View {
                @ObservedObject var viewModel: StoryViewModel

                var body: some View {
                    StoryPage(story: viewModel.current)
                        .gesture(
                            ↓DragGesture()
                                .onEnded { value in
                                    if value.translation.width < -50 { viewModel.showNext() }
                                }
                        )
                }
            }
            """),
            RuleExample("""
            struct PhotoZoomView: View {
                let photo: Photo
                @State private var zoom: CGFloat = 1

                var body: some View {
                    Image(uiImage: photo.image)
                        .resizable()
                        .scaleEffect(zoom)
                        .gesture(↓MagnificationGesture().onChanged { zoom = $0 })
                }
            }
            """),
            RuleExample("""
            struct DialView: View {
                @State private var angle: Angle = .zero

                var body: some View {
                    Image("dial")
                        .rotationEffect(angle)
                        .gesture(↓RotationGesture().onChanged { angle = $0 })
                }
            }
            """),
            RuleExample("""
            struct RecordButton: View {
                @ObservedObject var recorder: Recorder

                var body: some View {
                    Circle()
                        .fill(.red)
                        .frame(width: 64, height: 64)
                        .simultaneousGesture(
                            ↓LongPressGesture(minimumDuration: 0.3).onEnded { _ in recorder.start() }
                        )
                }
            }
            """),
            RuleExample("""
            struct PageCarousel: View {
                @State private var page = 0
                let pages: [Page]

                var body: some View {
                    PageView(page: pages[page])
                        .highPriorityGesture(
                            ↓DragGesture(minimumDistance: 20).onEnded { value in
                                page = value.translation.width < 0 ? page + 1 : page - 1
                            }
                        )
                }
            }
            """),
            // A swipe that files the card: the Discover deck's whole function.
            RuleExample("""
            struct DiscoverCard: View {
                let movie: Movie
                @ObservedObject var deck: DiscoverDeck
                @State private var translation: CGSize = .zero

                var body: some View {
                    Poster(movie: movie)
                        .offset(translation)
                        .gesture(
                            ↓DragGesture()
                                .onChanged { translation = $0.translation }
                                .onEnded { value in
                                    if value.translation.width > 120 {
                                        deck.addToWishlist(movie)
                                    } else if value.translation.width < -120 {
                                        deck.markSeen(movie)
                                    }
                                    translation = .zero
                                }
                        )
                }
            }
            """),
            RuleExample("""
            struct ArchiveRow: View {
                let item: Item
                let archive: (Item) -> Void

                var body: some View {
                    HStack {
                        Text(item.title)
                        Spacer()
                    }
                    .↓onLongPressGesture(minimumDuration: 1) {
                        archive(item)
                    }
                }
            }
            """),
            RuleExample("""
            struct MapCanvas: View {
                @State private var scale: CGFloat = 1

                var body: some View {
                    Canvas { context, size in drawGrid(in: context, size: size) }
                        .scaleEffect(scale)
                        .gesture(↓MagnifyGesture().onEnded { scale = $0.magnification })
                }
            }
            """),
            RuleExample("""
            struct DraggableCover: View {
                @ObservedObject var deck: Deck

                var body: some View {
                    CoverImage(movie: deck.top)
                        .gesture(
                            ↓LongPressGesture(minimumDuration: 0.2)
                                .sequenced(before: DragGesture())
                                .onEnded { _ in deck.discardTop() }
                        )
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Only putting the view away: the escape gesture of the presentation does that too.
            RuleExample("""
            struct DismissibleCard: View {
                @Environment(\\.dismiss) private var dismiss
                @State private var offset: CGSize = .zero

                var swipeDown: some Gesture {
                    DragGesture()
                        .onChanged { offset = $0.translation }
                        .onEnded { value in
                            if value.translation.height > 120 { dismiss() } else { offset = .zero }
                        }
                }

                var body: some View {
                    VStack {
                        Text("Receipt")
                        Text("Thank you for your order")
                    }
                    .offset(offset)
                    .gesture(swipeDown)
                }
            }
            """),
            // A pinch that resizes a panel whose tap toggles its size: one tap does it too.
            RuleExample("""
            struct FloatingPreview: View {
                @State private var scale: CGFloat = 1

                var body: some View {
                    Rectangle()
                        .frame(width: 160 * scale, height: 90 * scale)
                        .onTapGesture {
                            scale = scale > 0.75 ? 0.5 : 1
                        }
                        .gesture(
                            MagnificationGesture()
                                .onEnded { value in scale = min(max(scale * value, 0.5), 1) }
                        )
                }
            }
            """),
            // A toast swiped away before it goes by itself.
            RuleExample("""
            struct ToastView: View {
                @ObservedObject var viewModel: ToastViewModel
                @GestureState private var dragPosition: CGFloat = 0

                var body: some View {
                    Text(viewModel.title)
                        .padding()
                        .offset(y: dragPosition)
                        .gesture(
                            DragGesture()
                                .updating($dragPosition) { value, state, _ in state = value.translation.height }
                                .onEnded { value in
                                    guard abs(value.predictedEndTranslation.height) > 40 else { return }
                                    viewModel.willDismiss()
                                }
                        )
                }
            }
            """),
            // A component that passes its long press on: what it does, and whether there is another way,
            // is its caller's.
            RuleExample("""
            struct JumpButton: View {
                let icon: String
                let onShortPress: () -> Void
                let onLongPress: (() -> Void)?

                var body: some View {
                    Image(systemName: icon)
                        .onTapGesture { onShortPress() }
                        .onLongPressGesture {
                            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
                            onLongPress?()
                        }
                }
            }
            """),
            RuleExample("""
            struct MessageBubble: View {
                let message: Message
                let copy: () -> Void

                var body: some View {
                    Text(message.body)
                        .onLongPressGesture(perform: copy)
                        .contextMenu {
                            Button("Copy", action: copy)
                        }
                }
            }
            """),
            RuleExample("""
            struct StoryViewer: View {
                @ObservedObject var viewModel: StoryViewModel

                var body: some View {
                    StoryPage(story: viewModel.current)
                        .gesture(DragGesture().onEnded { _ in viewModel.showNext() })
                        .accessibilityAction(named: "Next story") { viewModel.showNext() }
                }
            }
            """),
            RuleExample("""
            struct PageCarousel: View {
                @ObservedObject var viewModel: CarouselViewModel

                var body: some View {
                    VStack {
                        PageView(page: viewModel.page)
                            .gesture(DragGesture().onEnded { _ in viewModel.nextPage() })
                        Button("Next", action: viewModel.nextPage)
                    }
                }
            }
            """),
            RuleExample("""
            struct PressableCard: View {
                @State private var isPressed = false

                var body: some View {
                    Text("Premium")
                        .scaleEffect(isPressed ? 0.95 : 1)
                        .onLongPressGesture(minimumDuration: 0) {} onPressingChanged: { pressing in
                            isPressed = pressing
                        }
                }
            }
            """),
            RuleExample("""
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    Capsule()
                        .gesture(DragGesture(minimumDistance: 0).onChanged { volume = $0.location.x / 200 })
                }
            }
            """),
            RuleExample("""
            struct WiggleBadge: View {
                @State private var offset: CGSize = .zero

                var body: some View {
                    Text("New")
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { _ in withAnimation(.spring()) { offset = .zero } }
                        )
                }
            }
            """),
            RuleExample("""
            struct FeedView: View {
                let posts: [Post]

                var body: some View {
                    ScrollView {
                        ForEach(posts) { PostRow(post: $0) }
                    }
                    .simultaneousGesture(DragGesture().onChanged { _ in hideKeyboard() })
                }
            }
            """),
            RuleExample("""
            struct PhotoZoomView: View {
                let photo: Photo
                @State private var zoom: CGFloat = 1

                var body: some View {
                    Image(uiImage: photo.image)
                        .scaleEffect(zoom)
                        .gesture(MagnificationGesture().onChanged { zoom = $0 })
                        .accessibilityZoomAction { action in
                            zoom += action.direction == .zoomIn ? 0.5 : -0.5
                        }
                }
            }
            """),
            RuleExample("""
            struct RatingStars: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { Image(systemName: $0 <= rating ? "star.fill" : "star") }
                    }
                    .gesture(DragGesture().onEnded { rating = Int($0.location.x / 30) })
                    .accessibilityElement()
                    .accessibilityAdjustableAction { direction in
                        rating += direction == .increment ? 1 : -1
                    }
                }
            }
            """),
            RuleExample("""
            struct TaskList: View {
                @Binding var tasks: [Task]

                var body: some View {
                    List {
                        ForEach(tasks) { Text($0.title) }
                            .onMove { tasks.move(fromOffsets: $0, toOffset: $1) }
                    }
                }
            }
            """),
            RuleExample("""
            struct DecorativeWave: View {
                @State private var phase: CGFloat = 0

                var body: some View {
                    WaveShape(phase: phase)
                        .gesture(DragGesture().onEnded { _ in phase += 1 })
                        .accessibilityHidden(true)
                }
            }
            """),
            RuleExample("""
            struct PromoBanner: View {
                @ObservedObject var viewModel: PromoViewModel

                var body: some View {
                    Text(viewModel.headline)
                        .padding()
                        .overlay(alignment: .topTrailing) {
                            Button(action: { viewModel.onClose?() }) {
                                Image(systemName: "xmark")
                            }
                            .accessibilityLabel("Close")
                        }
                        .onLongPressGesture {
                            viewModel.onClose?()
                        }
                }
            }
            """),
            RuleExample("""
            struct FloatingPlayer: View {
                @State private var corner: Corner = .bottomTrailing
                let store: WindowStore

                var body: some View {
                    MiniPlayer()
                        .gesture(
                            DragGesture().onEnded { value in
                                corner = nearestCorner(to: value.predictedEndLocation)
                                store.saveWindowPosition()
                            }
                        )
                }
            }
            """),
            RuleExample("""
            struct PathBarItem: View {
                let item: PathItem

                var body: some View {
                    Text(item.name)
                        .onLongPressGesture(minimumDuration: 0) { item.open() }
                }
            }
            """),
            RuleExample("""
            #Preview {
                Text("Hold me")
                    .onLongPressGesture { print("held") }
            }
            """),
        ],
        corrections: []
    )

    /// Words of a callback that relays the gesture itself (`onLongPress`, `didSwipe`).
    private static let gestureWords: Set<String> = ["press", "pressed", "long", "drag", "dragged", "swipe", "swiped", "pinch", "hold", "held", "gesture"]

    /// Words of states that only say where, how big or how pressed the dragged view is.
    private static let placementWords: Set<String> = [
        "offset", "position", "location", "translation", "drag", "dragging", "dragged", "scale", "rotation", "angle", "pressed",
        "press", "pressing", "highlighted", "width", "height", "size", "frame", "opacity", "hover", "hovering", "moving", "active",
        "corner", "anchor", "alignment", "edge", "side",
    ]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for gesture in context.heldGestures() where !gesture.startsOnTouch {
            let isLongPress = gesture.type == "LongPressGesture"
            let isPlacement = { (name: String) in RuleContext.words(in: name).contains(where: GestureAlternativeRule.placementWords.contains) }
            let doneAtEnd = context.calledFunctions(in: gesture.endings) + gesture.endingReferences
            let statesAtEnd = context.changedStates(in: gesture.endings).filter { !isPlacement($0) }
            let acts: Bool
            switch gesture.type {
            case "LongPressGesture":
                acts = !gesture.endingReferences.isEmpty
                    || gesture.endings.contains { !context.actionStatements(in: $0).allSatisfy(context.isFeedbackOrLogging) }
            case "DragGesture":
                // `saveWindowPosition()` keeps where the view was moved: placement too.
                acts = doneAtEnd.contains { !isPlacement($0) } || !statesAtEnd.isEmpty
            default:
                acts = !(gesture.endings + gesture.changes).allSatisfy { context.actionStatements(in: $0).isEmpty }
            }
            guard acts, !(gesture.endings + gesture.changes).contains(where: RuleContext.mentionsEditing) else { continue }
            // Only passing the gesture on to the caller (`onLongPress?()`): the caller decides what it does
            // and whether its screen offers that another way; this component cannot say. A callback named
            // for what it does (`archive(item)`) is this view's function.
            let relaysToCaller = { (name: String) in
                gesture.attachedTo.first.map { context.isCallbackProperty(name, of: $0) } == true
                    && RuleContext.words(in: name).contains(where: GestureAlternativeRule.gestureWords.contains)
            }
            let effects = doneAtEnd.filter { !isPlacement($0) || relaysToCaller($0) } + context.changedStates(in: gesture.endings).filter { !isPlacement($0) }
            if !effects.isEmpty, effects.allSatisfy(relaysToCaller) { continue }
            // Only putting something away: a system presentation's escape gesture does that too, and a
            // custom overlay's escape is modal-overlay's question; a toast goes by itself.
            if !effects.isEmpty, effects.allSatisfy({ RuleContext.words(in: $0).contains(where: RuleContext.dismissingVerbs.contains) }) { continue }
            let unreachable = gesture.attachedTo.contains { view in
                guard let element = view.elementLink, context.isExposedToAccessibility(view), !context.isInStyle(view),
                      !RuleContext.scrollContainers.contains(element.name),
                      !["Map", "MapReader", "TabView"].contains(element.name) else { return false }
                return !context.offersAlternative(around: view, countingMenus: isLongPress)
                    && !context.controlDoes(any: doneAtEnd + context.changedStates(in: gesture.endings + gesture.changes),
                                            orRuns: gesture.endings, besides: view, countingTaps: true)
            }
            guard unreachable else { continue }
            findings.append(finding(message(for: gesture.type), at: context.tree.tokens[gesture.nameToken].start))
        }
        return findings
    }

    private func message(for type: String) -> String {
        let cannot = "VoiceOver, Voice Control and Switch Control users cannot perform it"
        switch type {
        case "LongPressGesture":
            return "long press runs an action with no accessible alternative: \(cannot); offer it with .accessibilityAction(named:) or a .contextMenu"
        case "DragGesture":
            return "drag gesture does something with no accessible alternative: \(cannot); offer it with .accessibilityAction(named:), or a visible control"
        case "MagnificationGesture", "MagnifyGesture":
            return "pinch gesture has no accessible alternative: \(cannot); offer it with .accessibilityZoomAction or zoom buttons"
        default:
            return "rotation gesture has no accessible alternative: \(cannot); offer it with .accessibilityAction(named:) or .accessibilityAdjustableAction"
        }
    }
}
