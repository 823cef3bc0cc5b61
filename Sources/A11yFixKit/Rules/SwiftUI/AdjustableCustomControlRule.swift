/// Sliders, ratings and steppers drawn from shapes and gestures, which VoiceOver cannot adjust.
public struct AdjustableCustomControlRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "adjustable-custom-control",
        name: "Custom sliders and ratings need to be adjustable",
        summary: "Finds a custom slider, knob or scrubber (a `DragGesture` that sets a numeric `@State` or `@Binding` from the finger's location or translation) and a rating row (a `ForEach` over a range whose items' taps set the rating to their place, drawn filled up to it) with no `.accessibilityAdjustableAction`, `.accessibilityRepresentation` or accessibility action. Adds `.accessibilityRepresentation { Slider(…) }` for a slider whose range the code gives, and an adjustable action with its value for a rating row; reports the rest.",
        rationale: "VoiceOver users adjust a slider by swiping up or down on it; Switch Control and Voice Control users by its increment and decrement actions. A control drawn from a capsule and a drag, or from five star images with taps, offers none of that: VoiceOver reads an image or nothing, and a value that only a finger dragged across the screen can change cannot be changed at all. WCAG 4.1.2 asks for a control's role, value and a way to change it to be exposed; 2.5.1 for every path gesture to have a single-pointer alternative.",
        notes: """
        What counts. A drag whose `onChanged` or `onEnded` sets one state from the gesture's value (the closure's parameter, or a local computed from it: `value = min(max(drag.location.x / width, 0), 1)`) when that state is a number: a `@State` or `@Binding` of the View declared `Double`, `CGFloat`, `Float`, an integer type, a generic constrained to `BinaryFloatingPoint` or `BinaryInteger`, or with a number literal as its initial value, or a member of a model (`viewModel.stars`) kept in a range by `min`/`max`. A drag that steps such a state up one way and down the other (`cups += 1` when swiped up, `cups -= 1` when swiped down). A row of items drawn by `ForEach` over a range (`1...5`, `0..<maxStars`) in a stack, whose tap sets a state to the tapped item's place (`rating = index`, `stars = Double(index) + 1`), and that draw themselves against that state with an order comparison (`index <= rating`): filled up to the value, as a rating or level is. A drag and the taps of the same row that set the same state are one finding.

        Not a finding: a drag that moves, resizes, pans, reorders or dismisses (a state named for an offset, position, translation, size, angle, scale, drag or dismissal), or whose end puts the state back to a constant (a pull that springs back); a state that chooses rather than adjusts (a page, index, tab, selection, section, step or date: carousels, page dots, section indexes and steppers of a flow have their own questions); taps that set the state to the item itself (`selected = item`) or mark one chosen item (`==`): a picker; a drag that calls a function with the value instead of setting a state (`onSeek(progress)`: what it changes is out of sight); a view that offers an adjustable action, an accessibility action or a representation, itself or on a view around it (also in a postfix `#if`, also through a modifier of the project's own); a View whose other control sets the same state (a native `Slider`, `Stepper` or `Picker` bound to it, also in another `#if` branch, or `+`/`-` Buttons: each is reachable); a native `Slider`, `Stepper` or `Picker` inside the control; a control hidden from accessibility or inside a container that hides or replaces its children, or a View of the app's own that every use hides; a View that gives another of its views, or a use of itself in the same file, an adjustable action or a representation (`track.accessibilityAdjustableAction { … }` in `body` for the track a property draws); a gesture on a scroll view, list, map or tab view, or in a chart's overlay (`chartOverlay`, `chartBackground`: a drag there picks a data point to inspect, and Swift Charts exposes the data to VoiceOver itself); the look of a style; previews.

        The fix changes what VoiceOver meets, so it is unsafe, and its name is inferred from the state (`// [VERIFY]`). A slider bound to a `@State` or `@Binding` of type `Double`, `CGFloat` or `Float`, with a range the code gives (a clamp such as `min(max(…, 0), 1)`, `clamp(x, min: 0, max: total)` or `.clamped(to:)`, or the View's one `ClosedRange` property of that type), gets `.accessibilityRepresentation { Slider(value: $state, in: range) { Text(name) } }`: VoiceOver then meets a native slider it can adjust, with the value a slider reads. `.accessibilityRepresentation` needs iOS 15, macOS 12, tvOS 15 or watchOS 8; on an older deployment target the finding is reported without a fix. A rating row bound to a `@State` or `@Binding` whose range is written in numbers (`ForEach(1...5)`) gets one element (`.accessibilityElement(children: .ignore)`, unless the row already groups its children), a name, its value, and `.accessibilityAdjustableAction` that steps the same state by one within the same bounds. Reported without a fix: a gesture on an invisible layer (`Color.clear`, `Color.black.opacity(0.001)` over a player: which view should be the control is for a person), a state the View does not own (`viewModel.stars`), a generic or integer value set by a drag (its step is not written), a swipe that steps a value (which element takes the action, and what it reads, is for a person), a range the code does not give, a name that the state does not give (`value`), a string the app localizes and has no translation for, and a control that is not a view in a view builder.
        """,
        severity: .degrades, wcag: ["4.1.2", "2.5.1"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .unsafe,
        seeds: ["000", "001", "002"],
        triggeringExamples: [
            RuleExample("""
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    GeometryReader { proxy in
                        Capsule()
                            .fill(.quaternary)
                            .overlay(alignment: .leading) {
                                Capsule().fill(.tint).frame(width: proxy.size.width * volume)
                            }
                            .gesture(
                                ↓DragGesture(minimumDistance: 0)
                                    .onChanged { drag in
                                        volume = min(max(drag.location.x / proxy.size.width, 0), 1)
                                    }
                            )
                    }
                    .frame(height: 8)
                }
            }
            """),
            RuleExample("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .foregroundStyle(.yellow)
                                .↓onTapGesture { rating = star }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct BrightnessKnob: View {
                @State private var brightness = 0.5

                var body: some View {
                    Circle()
                        .trim(from: 0, to: brightness)
                        .stroke(.orange, lineWidth: 6)
                        .frame(width: 80, height: 80)
                        .gesture(↓DragGesture().onChanged { value in
                            let fraction = -value.translation.height / 200
                            brightness = min(max(brightness + fraction, 0), 1)
                        })
                }
            }
            """),
            RuleExample("""
            struct ScrubberBar: View {
                @Binding var progress: CGFloat
                let range: ClosedRange<CGFloat>

                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Rectangle().fill(.gray.opacity(0.3))
                            Rectangle().fill(.white).frame(width: proxy.size.width * progress / range.upperBound)
                        }
                        .contentShape(Rectangle())
                        .gesture(
                            ↓DragGesture(minimumDistance: 0)
                                .onChanged { progress = position(of: $0.location.x, in: proxy.size.width) }
                        )
                    }
                }
            }
            """),
            RuleExample("""
            struct EpisodeRating: View {
                @ObservedObject var viewModel: RatingViewModel

                var body: some View {
                    HStack {
                        ForEach(0..<5, id: \\.self) { index in
                            Image(index < Int(viewModel.stars) ? "star-full" : "star")
                                .↓onTapGesture { viewModel.stars = Double(index) + 1 }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct PlaybackSlider<Value: BinaryFloatingPoint>: View {
                @Binding private var value: Value
                private let total: Value

                private var drag: some Gesture {
                    ↓DragGesture(coordinateSpace: .global)
                        .onChanged { newValue in
                            let progress = Value(newValue.location.x / 300) * total
                            value = clamp(progress, min: 0, max: total)
                        }
                }

                var body: some View {
                    ProgressView(value: value, total: total)
                        .overlay {
                            Color.clear
                                .contentShape(Rectangle())
                                .highPriorityGesture(drag)
                        }
                }
            }
            """),
            RuleExample("""
            struct TemperatureDial: View {
                @Binding var temperature: Double

                var body: some View {
                    Image("dial")
                        .rotationEffect(.degrees(temperature * 3))
                        .gesture(
                            ↓DragGesture()
                                .onEnded { value in
                                    temperature = min(max(temperature + value.translation.width / 10, 10), 30)
                                }
                        )
                }
            }
            """),
            RuleExample("""
            struct SpiceLevel: View {
                @State private var level = 0

                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Spice level")
                        HStack(spacing: 4) {
                            ForEach(0..<4) { pepper in
                                Image(systemName: "flame.fill")
                                    .foregroundStyle(pepper < level ? .red : .gray)
                                    .↓onTapGesture { level = pepper + 1 }
                            }
                        }
                    }
                }
            }
            """),
            RuleExample("""
            struct ZoomTrack: View {
                @Binding var zoomLevel: Double
                @State private var isEditing = false

                var body: some View {
                    Capsule()
                        .frame(width: 200, height: 6)
                        .gesture(
                            ↓DragGesture(minimumDistance: 0)
                                .onChanged { gesture in
                                    isEditing = true
                                    zoomLevel = max(1, min(10, gesture.location.x / 20))
                                }
                                .onEnded { _ in isEditing = false }
                        )
                }
            }
            """),
            RuleExample("""
            struct StarRatingEditor: View {
                @Binding var stars: Double

                var body: some View {
                    GeometryReader { reader in
                        HStack {
                            ForEach(0..<5, id: \\.self) { index in
                                Image(systemName: stars - Double(index) > 0 ? "star.fill" : "star")
                                    .↓onTapGesture { stars = Double(index) + 1 }
                            }
                        }
                        .highPriorityGesture(
                            DragGesture().onChanged { gesture in
                                stars = max(1, min(5, (gesture.location.x * 5 / reader.size.width).rounded()))
                            }
                        )
                    }
                }
            }
            """),
            RuleExample("""
            struct WaterIntake: View {
                @State private var cups = 0

                var body: some View {
                    Text("\\(cups) cups")
                        .font(.largeTitle)
                        .gesture(↓DragGesture(minimumDistance: 30).onEnded { value in
                            if value.translation.height < 0 {
                                cups += 1
                            } else if cups > 0 {
                                cups -= 1
                            }
                        })
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A drag that moves the card: placement, not a value.
            RuleExample("""
            struct SwipeCard: View {
                @State private var offset: CGSize = .zero

                var body: some View {
                    CardView()
                        .offset(offset)
                        .gesture(
                            DragGesture()
                                .onChanged { offset = $0.translation }
                                .onEnded { _ in withAnimation { offset = .zero } }
                        )
                }
            }
            """),
            // A pull that springs back: the number only tracks the finger.
            RuleExample("""
            struct PullToReveal: View {
                @State private var pull: CGFloat = 0

                var body: some View {
                    HeaderView(progress: pull / 120)
                        .gesture(
                            DragGesture()
                                .onChanged { pull = max(0, $0.translation.height) }
                                .onEnded { _ in pull = 0 }
                        )
                }
            }
            """),
            // A native Slider bound to the same state sits beside the custom track.
            RuleExample("""
            struct VolumeRow: View {
                @Binding var volume: Double

                var body: some View {
                    VStack {
                        WaveformTrack(level: volume)
                            .gesture(DragGesture(minimumDistance: 0).onChanged { volume = min(max($0.location.x / 300, 0), 1) })
                            .accessibilityHidden(true)
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                    }
                }
            }
            """),
            // +/- Buttons set the same rating: each is reachable.
            RuleExample("""
            struct QuantityPicker: View {
                @Binding var quantity: Int

                var body: some View {
                    HStack {
                        Button("Remove one") { quantity = max(quantity - 1, 0) }
                        ForEach(1...5, id: \\.self) { index in
                            Circle()
                                .fill(index <= quantity ? .blue : .gray)
                                .onTapGesture { quantity = index }
                        }
                        Button("Add one") { quantity = min(quantity + 1, 5) }
                    }
                }
            }
            """),
            // Already adjustable.
            RuleExample("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rating")
                    .accessibilityValue("\\(rating) stars")
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: rating = min(rating + 1, 5)
                        case .decrement: rating = max(rating - 1, 1)
                        @unknown default: break
                        }
                    }
                }
            }
            """),
            // Already represented by a native slider, on a view around the track.
            RuleExample("""
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    ZStack {
                        Capsule()
                            .gesture(DragGesture(minimumDistance: 0).onChanged { volume = min(max($0.location.x / 200, 0), 1) })
                    }
                    .accessibilityRepresentation {
                        Slider(value: $volume, in: 0...1) { Text("Volume") }
                    }
                }
            }
            """),
            // A carousel's page index.
            RuleExample("""
            struct Carousel: View {
                @State private var currentPage = 0
                let pages: [Page]

                var body: some View {
                    PageView(page: pages[currentPage])
                        .gesture(DragGesture().onEnded { value in
                            currentPage = value.translation.width < 0 ? min(currentPage + 1, pages.count - 1) : max(currentPage - 1, 0)
                        })
                }
            }
            """),
            // Page dots: one chosen dot, not filled up to a value.
            RuleExample("""
            struct PageDots: View {
                @Binding var shown: Int

                var body: some View {
                    HStack {
                        ForEach(0..<4) { dot in
                            Circle()
                                .fill(dot == shown ? Color.primary : Color.secondary)
                                .onTapGesture { shown = dot }
                        }
                    }
                }
            }
            """),
            // A chart's scrubbing overlay selects a data point to inspect.
            RuleExample("""
            struct SalesChart: View {
                @State private var highlightedSales: Double = 0
                let data: [Sale]

                var body: some View {
                    Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.amount)) }
                        .chartOverlay { proxy in
                            Rectangle().fill(.clear).contentShape(Rectangle())
                                .gesture(DragGesture().onChanged { value in
                                    highlightedSales = proxy.value(atY: value.location.y) ?? 0
                                })
                        }
                }
            }
            """),
            // A drag that reports the value to the caller: what it changes is out of sight.
            RuleExample("""
            struct WaveformScrubber: View {
                let onSeek: (Double) -> Void

                var body: some View {
                    GeometryReader { geometry in
                        WaveformShape()
                            .gesture(DragGesture().onChanged { drag in
                                onSeek(max(0, min(drag.location.x / geometry.size.width, 1)))
                            })
                    }
                }
            }
            """),
            // The adjustable action is in a postfix #if for the platforms that have VoiceOver.
            RuleExample("""
            struct LevelBar: View {
                @Binding var level: Double

                var body: some View {
                    Capsule()
                        .gesture(DragGesture().onChanged { level = min(max($0.location.x / 100, 0), 1) })
                    #if os(iOS)
                        .accessibilityAdjustableAction { direction in
                            level = direction == .increment ? min(level + 0.1, 1) : max(level - 0.1, 0)
                        }
                    #endif
                }
            }
            """),
            // A month calendar swiped to the next or previous month.
            RuleExample("""
            struct MonthGrid: View {
                @State private var monthOffset = 0

                var body: some View {
                    CalendarMonth(offset: monthOffset)
                        .gesture(DragGesture().onEnded { value in
                            if value.translation.width < 0 { monthOffset += 1 } else { monthOffset -= 1 }
                        })
                }
            }
            """),
            // The body makes the track a property draws adjustable.
            RuleExample("""
            struct SeekBar: View {
                @Binding var volume: Double

                private var track: some View {
                    Capsule()
                        .gesture(DragGesture(minimumDistance: 0).onChanged { volume = min(max($0.location.x / 300, 0), 1) })
                }

                var body: some View {
                    track
                        .accessibilityElement()
                        .accessibilityValue("\\(Int(volume * 100)) percent")
                        .accessibilityAdjustableAction { direction in
                            volume = direction == .increment ? min(volume + 0.1, 1) : max(volume - 0.1, 0)
                        }
                }
            }
            """),
            // Swipe to delete: the row moves, and its end deletes.
            RuleExample("""
            struct SwipeToDeleteRow: View {
                @State private var swipeOffset: CGFloat = 0
                let onDelete: () -> Void

                var body: some View {
                    Text("Groceries")
                        .offset(x: swipeOffset)
                        .gesture(DragGesture().onChanged { swipeOffset = min(0, $0.translation.width) }.onEnded { value in
                            if value.translation.width < -120 { onDelete() } else { swipeOffset = 0 }
                        })
                }
            }
            """),
            // Stars that are Buttons: each is reachable and named by its label.
            RuleExample("""
            struct ButtonStars: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Button { rating = star } label: {
                                Image(systemName: star <= rating ? "star.fill" : "star")
                            }
                            .accessibilityLabel("\\(star) stars")
                        }
                    }
                }
            }
            """),
            // A native Slider inside the custom look carries the value.
            RuleExample("""
            struct TintedSlider: View {
                @Binding var level: Double
                @State private var dragLevel: Double = 0

                var body: some View {
                    ZStack {
                        Capsule().fill(.tint.opacity(0.3))
                        Slider(value: $dragLevel, in: 0...1).opacity(0.02)
                    }
                    .gesture(DragGesture(minimumDistance: 0).onChanged { level = min(max($0.location.x / 240, 0), 1) })
                }
            }
            """),
            // A sidebar resized by a drag.
            RuleExample("""
            struct SplitHandle: View {
                @Binding var sidebarWidth: CGFloat

                var body: some View {
                    Rectangle()
                        .frame(width: 4)
                        .gesture(DragGesture().onChanged { value in
                            sidebarWidth = min(max(200 + value.translation.width, 150), 400)
                        })
                }
            }
            """),
            // Hidden from VoiceOver, with a native Stepper in another branch of the platforms.
            RuleExample("""
            struct RatingControl: View {
                @Binding var rating: Int

                var body: some View {
                    #if os(watchOS)
                    Stepper("Rating", value: $rating, in: 1...5)
                    #else
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                    #endif
                }
            }
            """),
            RuleExample("""
            #Preview {
                @Previewable @State var volume = 0.5
                Capsule()
                    .gesture(DragGesture().onChanged { volume = min(max($0.location.x / 200, 0), 1) })
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    Capsule()
                        .fill(.tint)
                        .frame(height: 8)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { drag in
                                    volume = min(max(drag.location.x / 200, 0), 1)
                                }
                        )
                }
            }
            """, """
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    Capsule()
                        .fill(.tint)
                        .accessibilityRepresentation {
                            Slider(value: $volume, in: 0...1) {
                                Text("Volume") // [VERIFY]
                            }
                        }
                        .frame(height: 8)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { drag in
                                    volume = min(max(drag.location.x / 200, 0), 1)
                                }
                        )
                }
            }
            """),
            RuleCorrection("""
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                    .padding()
                }
            }
            """, """
            struct RatingView: View {
                @Binding var rating: Int

                var body: some View {
                    HStack {
                        ForEach(1...5, id: \\.self) { star in
                            Image(systemName: star <= rating ? "star.fill" : "star")
                                .onTapGesture { rating = star }
                        }
                    }
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel("Rating") // [VERIFY]
                    .accessibilityValue("\\(rating)")
                    .accessibilityAdjustableAction { direction in
                        switch direction {
                        case .increment: rating = min(rating + 1, 5)
                        case .decrement: rating = max(rating - 1, 1)
                        @unknown default: break
                        }
                    }
                    .padding()
                }
            }
            """),
            RuleCorrection("""
            struct GradientSlider: View {
                @Binding var brightness: Double
                let range: ClosedRange<Double>

                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                            Circle().fill(.white).frame(width: 24).offset(x: knobOffset(in: proxy.size.width))
                        }
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { gesture in
                                    brightness = pickedValue(atX: gesture.location.x, width: proxy.size.width)
                                }
                        )
                    }
                }
            }
            """, """
            struct GradientSlider: View {
                @Binding var brightness: Double
                let range: ClosedRange<Double>

                var body: some View {
                    GeometryReader { proxy in
                        ZStack(alignment: .leading) {
                            Capsule().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                            Circle().fill(.white).frame(width: 24).offset(x: knobOffset(in: proxy.size.width))
                        }
                        .accessibilityRepresentation {
                            Slider(value: $brightness, in: range) {
                                Text("Brightness") // [VERIFY]
                            }
                        }
                        .contentShape(Rectangle())
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { gesture in
                                    brightness = pickedValue(atX: gesture.location.x, width: proxy.size.width)
                                }
                        )
                    }
                }
            }
            """),
            // A range slider's handle that also marks the filter as changed: a Slider would adjust the
            // value and leave "Apply" greyed out; reported for a person.
            RuleCorrection("""
            struct PriceRange: View {
                @Binding var lowValue: Double
                @Binding var alteredState: Bool
                let trackWidth: CGFloat = 300

                var body: some View {
                    Circle()
                        .frame(width: 24, height: 24)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    lowValue = min(max(value.location.x / trackWidth, 0), 1)
                                    alteredState = true
                                }
                        )
                }
            }
            """, """
            struct PriceRange: View {
                @Binding var lowValue: Double
                @Binding var alteredState: Bool
                let trackWidth: CGFloat = 300

                var body: some View {
                    Circle()
                        .frame(width: 24, height: 24)
                        .gesture(
                            DragGesture()
                                .onChanged { value in
                                    lowValue = min(max(value.location.x / trackWidth, 0), 1)
                                    alteredState = true
                                }
                        )
                }
            }
            """),
            // The drag passes the hue on to the pen's colour: a Slider bound to `$hue` would move the knob only.
            RuleCorrection("""
            struct HueSlider: View {
                @State private var hue: Double = 0.5
                let trackWidth: CGFloat = 280

                var body: some View {
                    Capsule()
                        .frame(width: trackWidth, height: 24)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    hue = min(1, max(value.location.x / trackWidth, 0))
                                    updateColor()
                                }
                        )
                }

                private func updateColor() {}
            }
            """, """
            struct HueSlider: View {
                @State private var hue: Double = 0.5
                let trackWidth: CGFloat = 280

                var body: some View {
                    Capsule()
                        .frame(width: trackWidth, height: 24)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .onChanged { value in
                                    hue = min(1, max(value.location.x / trackWidth, 0))
                                    updateColor()
                                }
                        )
                }

                private func updateColor() {}
            }
            """),
            // Before iOS 15 there is no representation: reported without a fix.
            RuleCorrection("""
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    Capsule()
                        .gesture(DragGesture().onChanged { volume = min(max($0.location.x / 200, 0), 1) })
                }
            }
            """, """
            struct VolumeSlider: View {
                @Binding var volume: Double

                var body: some View {
                    Capsule()
                        .gesture(DragGesture().onChanged { volume = min(max($0.location.x / 200, 0), 1) })
                }
            }
            """, options: RuleOptions(deploymentTargets: ["iOS": "14.0"])),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        context.adjustableControls().compactMap { control -> Finding? in
            let element = control.control
            guard context.isExposedToAccessibility(element), context.isExposedToAccessibility(control.gestureView),
                  !context.offersAlternative(around: control.gestureView, countingMenus: false),
                  !context.offersAlternative(around: element, countingMenus: false),
                  !holdsNativeControl(element, in: context), !isMadeAdjustableElsewhere(element, in: context) else { return nil }
            let stateName = control.state.split(separator: ".").last.map(String.init) ?? control.state
            guard !context.controlDoes(any: [stateName], orRuns: [], besides: element) else { return nil }
            let offset = context.tree.tokens[control.reportToken].start
            let problem: String
            switch control.gesture {
            case .drag:
                problem = "custom slider: a drag sets '\(control.state)', which VoiceOver and Switch Control users cannot adjust"
            case .tappedItems:
                problem = "custom rating: taps on its items set '\(control.state)'; VoiceOver meets them one by one, or not at all, and cannot adjust the value"
            }
            switch fix(for: control, in: context) {
            case let .fix(edits, summary):
                return finding(problem, at: offset, fix: Fix(safety: .unsafe, edits: edits, summary: summary))
            case let .reported(reason):
                return finding(problem + "; " + reason, at: offset)
            }
        }
    }

    private enum Plan {
        case fix([Edit], String)
        case reported(String)
    }

    private static let advice = "give it .accessibilityRepresentation { Slider(…) } or .accessibilityAdjustableAction with .accessibilityValue"

    private func fix(for control: RuleContext.AdjustableControl, in context: RuleContext) -> Plan {
        guard let property = control.property, context.isViewPosition(control.control) else {
            return .reported(Self.advice + " (the state is not the View's own)")
        }
        guard let range = control.range else { return .reported(Self.advice + " (the code gives no range for '\(control.state)')") }
        // A range slider's handle that marks the filter changed (`alteredState = true`): a Slider bound
        // to the value alone would adjust it without what the drag does beside it.
        if let other = control.alsoSets.first {
            return .reported(Self.advice + " (its drag also sets '\(other)', which a Slider bound to '\(control.state)' would not: the adjustment must do what the drag does)")
        }
        // `hue = …; updateColor()`: the drag passes the value on, which a Slider bound to the value alone would not.
        if let call = control.alsoCalls.first {
            return .reported(Self.advice + " (its drag also calls `\(call)`, which a Slider bound to '\(control.state)' would not: bind it through `Binding(get:set:)` that does the same)")
        }
        guard !isInvisibleLayer(control.control, in: context) else {
            return .reported(Self.advice + " (the gesture is on an invisible layer: which view VoiceOver should meet as the control is for a person)")
        }
        switch (control.gesture, control.number) {
        case (.drag, .floating), (.tappedItems, .floating), (.tappedItems, .integer):
            break
        case (.drag, .unknown), (.tappedItems, .unknown):
            return .reported(Self.advice + " (the type of '\(control.state)' is not written as a concrete number)")
        case (.drag, .integer):
            return .reported(Self.advice + " (its step is not written in the code)")
        }
        guard let name = LabelInference.label(fromBindingName: property.name),
              case let .insert(label, _) = context.localized(InferredLabel(expression: StringLiteral.literal(name), inputLabels: [],
                                                                           source: "the state '\(property.name)'")) else {
            return .reported(Self.advice + " (no name for it can be inferred)")
        }
        switch control.gesture {
        case .drag:
            guard context.hasSwiftUI3APIs else {
                return .reported(Self.advice + " (.accessibilityRepresentation needs iOS 15 or macOS 12; the adjustable action's step is for a person to choose)")
            }
            return insertion(of: representation(binding: "$" + property.name, range: range, label: label), into: control.control,
                             in: context, summary: "gave a custom slider a native Slider for assistive technologies")
        case .tappedItems:
            guard let bounds = control.integerBounds else { return .reported(Self.advice + " (the range of its items is not written in numbers)") }
            var modifiers: [String] = []
            if context.childrenBehavior(of: control.control) == nil { modifiers.append(".accessibilityElement(children: .ignore)") }
            if !context.hasAccessibilityLabel(control.control) {
                modifiers.append(context.accessibilityLabelModifier(label, at: control.control) + " " + RuleContext.verifyMarker)
            }
            let shown = control.number == .integer ? property.name : "Int(\(property.name))"
            modifiers.append(context.accessibilityValueModifier("\"\\(\(shown))\"", at: control.control))
            modifiers.append(adjustableAction(state: property.name, bounds: bounds))
            return insertion(of: modifiers, into: control.control, in: context, summary: "made a custom rating adjustable for assistive technologies")
        }
    }

    /// Whether the View drawing the control makes something adjustable itself, or is drawn only
    /// where it is, or hidden wherever it is drawn: an adjustable action or a representation on
    /// another of its views (`track.accessibilityAdjustableAction { … }` in `body` for a track a
    /// property draws), or on a construction of the View in this file (`Knob(value: $level)
    /// .accessibilityRepresentation { … }`); every use in the project hidden from VoiceOver.
    private func isMadeAdjustableElsewhere(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard let type = context.enclosingType(of: chain) else { return false }
        let adjusts = { (candidate: ChainNode) in
            candidate.modifiers.contains { $0.name == "accessibilityAdjustableAction" || $0.name == "accessibilityRepresentation" }
        }
        if context.chains.contains(where: { type.range.contains($0.range.lowerBound) && adjusts($0) }) { return true }
        if (context.chainsByFirstName[type.name] ?? []).contains(where: adjusts) { return true }
        guard let uses = context.project?.uses(ofType: type.name) else { return false }
        return uses.total > 0 && uses.hidden == uses.total
    }

    /// Whether a view is a clear or all but transparent surface laid over others to catch a gesture
    /// (`Color.clear`, `Color.black.opacity(0.001)`).
    private func isInvisibleLayer(_ chain: ChainNode, in context: RuleContext) -> Bool {
        guard context.isSurface(chain) else { return false }
        return chain.links.contains { link in
            link.name == "clear" && !link.hasCall
                || link.name == "opacity" && link.arguments.first?.value.flatMap { Double(RuleContext.squeezed($0.text)) }.map { $0 < 0.05 } == true
        }
    }

    /// Whether a native value control is inside the custom one (a hidden Slider under a custom look).
    private func holdsNativeControl(_ chain: ChainNode, in context: RuleContext) -> Bool {
        context.elements(named: ["Slider", "Stepper", "Picker"]).contains { $0.isDescendant(of: chain) }
    }

    /// The lines of `.accessibilityRepresentation { Slider(…) { Text(…) } }`, indented one level each.
    private func representation(binding: String, range: String, label: String) -> [String] {
        [
            ".accessibilityRepresentation {",
            "\t" + "Slider(value: \(binding), in: \(range)) {",
            "\t\t" + "Text(\(label)) " + RuleContext.verifyMarker,
            "\t" + "}",
            "}",
        ]
    }

    private func adjustableAction(state: String, bounds: ClosedRange<Int>) -> String {
        [
            ".accessibilityAdjustableAction { direction in",
            "\t" + "switch direction {",
            "\t" + "case .increment: \(state) = min(\(state) + 1, \(bounds.upperBound))",
            "\t" + "case .decrement: \(state) = max(\(state) - 1, \(bounds.lowerBound))",
            "\t" + "@unknown default: break",
            "\t" + "}",
            "}",
        ].joined(separator: "\n")
    }

    /// The edits that add modifiers, some of several lines (a tab for each level of indentation
    /// below the modifier's own, written in the file's indentation), each on its own line.
    private func insertion(of lines: [String], into chain: ChainNode, in context: RuleContext, summary: String) -> Plan {
        // On lines of their own, after a view written over several lines and before what starts the next line.
        let tokens = context.tree.tokens
        guard let anchor = context.modifierAnchorToken(in: chain), anchor + 1 < tokens.count,
              tokens[anchor + 1].startsLine || tokens[anchor + 1].kind == .endOfFile,
              context.file.lineIndex(of: tokens[chain.firstToken].start) != context.file.lineIndex(of: tokens[chain.lastToken].end)
        else { return .reported(Self.advice) }
        let style = context.file.style
        let indent = context.modifierIndentation(for: chain, anchor: anchor)
        let text = lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { line -> String in
            let depth = line.prefix { $0 == "\t" }.count
            return style.lineEnding + indent + String(repeating: style.indentUnit, count: depth) + line.dropFirst(depth)
        }.joined()
        return .fix([.insert(text, at: tokens[anchor].trailingTriviaEnd)], summary)
    }
}
