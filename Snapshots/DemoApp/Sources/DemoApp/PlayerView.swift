import SwiftUI

// MARK: - View model

@MainActor
final class PlayerViewModel: ObservableObject {
    @Published var track: Track
    @Published private(set) var isPlaying = false
    @Published var elapsed: TimeInterval = 0
    @Published var isShuffling = false
    @Published private(set) var repeatMode: RepeatMode = .off
    @Published var showsQueue = false

    private var ticker: Timer?

    init(track: Track = .sample) {
        self.track = track
    }

    func togglePlayback() {
        isPlaying.toggle()
        ticker?.invalidate()
        guard isPlaying else { return }
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            Task { @MainActor in self?.tick() }
        }
    }

    func skipForward() { elapsed = min(elapsed + 15, track.duration) }
    func skipBackward() { elapsed = max(elapsed - 15, 0) }
    func cycleRepeatMode() { repeatMode = repeatMode.next }
    func openQueue() { showsQueue = true }

    private func tick() {
        elapsed += 1
        if elapsed >= track.duration { skipForward() }
    }
}

// MARK: - Player screen

struct PlayerView: View {
    @StateObject private var model = PlayerViewModel()
    @State private var isPulsing = false
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 28) {
            header
            artwork
            trackInfo
            scrubber
            transportControls
            secondaryControls
        }
        .padding(.horizontal, 24)
        .padding(.bottom)
        .background(.ultraThinMaterial)
    }

    private var header: some View {
        HStack {
            Button { dismiss() } label: {
                Image(systemName: "chevron.down")
            }
            .padding()
            .accessibilityLabel("Close player")

            Spacer()
            Text("Now Playing").font(.headline)
            Spacer()

            Button(action: model.openQueue) {
                Image(systemName: "list.bullet")
            }
            .padding()
            .accessibilityLabel("Up Next")
        }
    }

    private var artwork: some View {
        Image(model.track.artworkName)
            .resizable()
            .aspectRatio(1, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 16, style: .continuous))
            .shadow(radius: isPulsing ? 24 : 8)
            .scaleEffect(model.isPlaying ? 1 : 0.85)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.3), value: model.isPlaying)
            .accessibilityLabel(Text("Album art for \(model.track.album)"))
            .onAppear {
                withAnimation(.easeInOut(duration: 1.2).repeatForever(autoreverses: true)) {
                    isPulsing = true
                }
            }
    }

    private var trackInfo: some View {
        VStack(spacing: 6) {
            Text(model.track.title)
                .font(.title2.bold())
                .lineLimit(1)
                .accessibilityAddTraits(.isHeader)
            Text(model.track.artist)
                .foregroundStyle(.secondary)
        }
    }

    private var scrubber: some View {
        VStack(spacing: 4) {
            Slider(value: $model.elapsed, in: 0...model.track.duration)
            HStack {
                Text(Duration.seconds(model.elapsed).formatted(.time(pattern: .minuteSecond)))
                Spacer()
                Text("-" + Duration.seconds(model.track.duration - model.elapsed).formatted(.time(pattern: .minuteSecond)))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.secondary)
        }
    }

    private var transportControls: some View {
        HStack(spacing: 44) {
            Button(action: model.skipBackward) {
                Image(systemName: "gobackward.15")
                    .font(.title)
            }
            .accessibilityLabel("Skip back 15 seconds") // [VERIFY]

            Button {
                withAnimation {
                    model.togglePlayback()
                }
            } label: {
                Image(systemName: model.isPlaying ? "pause.circle.fill" : "play.circle.fill")
                    .resizable()
                    .frame(width: 72, height: 72)
            }
            .accessibilityLabel(model.isPlaying ? "Pause" : "Play") // [VERIFY]

            Button(action: model.skipForward) {
                Image(systemName: "goforward.15")
                    .font(.title)
            }
            .accessibilityLabel("Skip forward 15 seconds") // [VERIFY]
        }
        .foregroundStyle(.primary)
    }

    private var secondaryControls: some View {
        HStack {
            Toggle(isOn: $model.isShuffling) {
                Image(systemName: "shuffle")
            }
            .toggleStyle(.button)
            .accessibilityLabel("Shuffle") // [VERIFY]

            Spacer()

            Button { model.cycleRepeatMode() } label: {
                Label("Repeat", systemImage: model.repeatMode.symbolName)
                    .labelStyle(.iconOnly)
            }
            .tint(model.repeatMode == .off ? .secondary : .accentColor)
        }
        .font(.system(size: 20))
    }
}

struct PlayerView_Previews: PreviewProvider {
    static var previews: some View {
        PlayerView()
            .preferredColorScheme(.dark)
    }
}
