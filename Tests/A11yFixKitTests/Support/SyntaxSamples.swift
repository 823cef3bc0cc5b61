/// Realistic SwiftUI sources that the syntax tests lex, parse and take apart. Written for these
/// tests; ParserTests asserts on their trees, so change them together.
enum SyntaxSamples {
    /// A settings screen: wrappers, Form, sections with a header closure, an else-if chain, a toolbar.
    static let settingsScreen = #"""
import SwiftUI

/// The app's settings screen.
@MainActor
struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @AppStorage("notifications") private var notificationsOn = true
    @State private var volume: Double = 0.5
    @ScaledMetric(relativeTo: .body) var iconSize: CGFloat = 24
    let sections: [String]

    var body: some View {
        NavigationStack {
            Form {
                Section("General") {
                    Toggle("Notifications", isOn: $notificationsOn)
                    Slider(value: $volume, in: 0...1) {
                        Text("Volume")
                    }
                    .accessibilityValue("\(Int(volume * 100)) percent")
                }
                Section {
                    ForEach(sections, id: \.self) { name in
                        NavigationLink(name) {
                            DetailView(title: name)
                        }
                    }
                } header: {
                    Text("More")
                }
                if notificationsOn {
                    Image(systemName: "bell")
                        .font(.system(size: iconSize))
                } else if sections.isEmpty {
                    Text("Nothing here")
                } else {
                    EmptyView()
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
"""#

    /// A feed: a model class, ForEach rows, swipe-to-delete, a row with a conditional image, a context menu.
    static let feedScreen = #"""
import SwiftUI

struct Post: Identifiable, Hashable {
    let id: UUID
    var author: String
    var text: String
    var likes: Int
    var imageName: String?
}

@MainActor final class FeedModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published var isLoading = false

    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        posts = await FeedService.shared.load()
    }

    func like(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].likes += 1
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()

    var body: some View {
        List {
            ForEach(model.posts) { post in
                PostRow(post: post, onLike: { model.like(post) })
                    .listRowSeparator(.hidden)
            }
            .onDelete { offsets in
                model.posts.remove(atOffsets: offsets)
            }
        }
        .refreshable { await model.refresh() }
        .overlay {
            if model.isLoading { ProgressView() }
        }
    }
}

struct PostRow: View {
    let post: Post
    var onLike: () -> Void

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            if let imageName = post.imageName {
                Image(imageName)
                    .resizable()
                    .frame(width: 44, height: 44)
                    .clipShape(Circle())
            }
            VStack(alignment: .leading) {
                Text(post.author).font(.headline)
                Text(post.text)
                    .lineLimit(3)
            }
            Spacer()
            Button(action: onLike) {
                Image(systemName: post.likes > 0 ? "heart.fill" : "heart")
            }
            .buttonStyle(.plain)
        }
        .padding(.vertical, 4)
        .contextMenu {
            Button("Like", action: onLike)
            Button(role: .destructive) { } label: { Label("Hide", systemImage: "eye.slash") }
        }
    }
}
"""#

    /// A player: multiple trailing closures, animations, a postfix `#if`, helpers and a `#Preview`.
    static let playerScreen = #"""
import SwiftUI
import AVFoundation

struct PlayerView: View {
    @Binding var isPlaying: Bool
    @State private var progress: Double = 0
    @State private var showsQueue = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let track: Track

    var body: some View {
        VStack(spacing: 24) {
            AsyncImage(url: track.artworkURL) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                Color.gray.opacity(0.3)
            }
            .frame(maxWidth: 320)
            .scaleEffect(isPlaying ? 1.0 : 0.85)
            .animation(.spring(response: 0.4, dampingFraction: 0.7), value: isPlaying)

            Slider(value: $progress, in: 0...track.duration) {
                Text("Progress")
            } minimumValueLabel: {
                Text(format(progress))
            } maximumValueLabel: {
                Text(format(track.duration))
            } onEditingChanged: { editing in
                if !editing { seek(to: progress) }
            }

            HStack(spacing: 40) {
                Button { skip(by: -15) } label: {
                    Image(systemName: "gobackward.15")
                }
                Button {
                    withAnimation(.easeInOut(duration: 0.2)) {
                        isPlaying.toggle()
                    }
                } label: {
                    Image(systemName: isPlaying ? "pause.circle.fill" : "play.circle.fill")
                        .font(.system(size: 64))
                }
                .keyboardShortcut(.space, modifiers: [])
                Button(action: { skip(by: 15) }) {
                    Image(systemName: "goforward.15")
                }
                #if os(iOS)
                .hoverEffect(.lift)
                #endif
            }
            .font(.title)
        }
        .sheet(isPresented: $showsQueue) {
            QueueView()
        }
        .onAppear {
            withAnimation(reduceMotion ? nil : .linear(duration: 1).repeatForever()) { progress = 0 }
        }
    }

    private func format(_ seconds: Double) -> String {
        let minutes = Int(seconds) / 60
        return String(format: "%d:%02d", minutes, Int(seconds) % 60)
    }

    private func seek(to time: Double) { }
    private func skip(by seconds: Double) { progress = max(0, min(track.duration, progress + seconds)) }
}

#Preview {
    PlayerView(isPlaying: .constant(true), track: .sample)
}
"""#

    /// Lexical odds and ends in one file, for the round-trip and prefix tests.
    static let lexicalTour = ##"""
#!/usr/bin/swift
/* block /* nested */ still comment */
/// Doc comment for `Tour`.
@available(iOS 17, *)
struct Tour {
    let numbers = [0xFF, 0o17, 0b1010, 1_000_000, 1.5e-3, 0x1p4, 0x1.8p1]
    let strings = ["plain \(value)", #"raw \#(value) "quoted""#, "a \("b \("c \(d)")")"]
    let multi = """
        line one \
        line two \(items.map { "\($0)" }.joined())
        """
    let regexes = (/[a-z]+/, #/a/b/#, try? Regex("x"))
    let `class` = 1, `raw identifier with spaces` = 2
    let path = \Tour.numbers.count
    var ops: Int { (a ?? b) ... c ..< d -> e <*> f ∘ g ≠ h }
    func tuple() -> Int { t.0.1 + $0 - $isOn }
    #if os(iOS)
    let platform = #selector(tap)
    #elseif DEBUG
    let platform = #file
    #else
    let platform = ""
    #endif
}
"""##
}
