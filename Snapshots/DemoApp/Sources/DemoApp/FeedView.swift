import SwiftUI

// MARK: - View model

@MainActor
final class FeedViewModel: ObservableObject {
    @Published private(set) var posts: [Post] = []
    @Published private(set) var isLoading = false
    @Published var errorMessage: String?
    @Published var isComposing = false

    private let service: FeedService

    init(service: FeedService = .live) {
        self.service = service
    }

    func load() async {
        guard !isLoading else { return }
        isLoading = true
        defer { isLoading = false }
        do {
            posts = try await service.fetchPosts()
        } catch {
            errorMessage = "Couldn't load your feed. Pull down to try again."
        }
    }

    func toggleLike(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].isLiked.toggle()
        posts[index].likeCount += posts[index].isLiked ? 1 : -1
    }

    func toggleBookmark(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].isBookmarked.toggle()
    }

    func delete(_ post: Post) {
        posts.removeAll { $0.id == post.id }
    }

    func compose() {
        isComposing = true
    }
}

// MARK: - Feed screen

struct FeedView: View {
    @StateObject private var viewModel = FeedViewModel()

    var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.posts) { post in
                    PostRow(post: post,
                            onLike: { viewModel.toggleLike(post) },
                            onBookmark: { viewModel.toggleBookmark(post) },
                            onDelete: { viewModel.delete(post) })
                        .listRowSeparator(.hidden)
                }
            }
            .listStyle(.plain)
            .refreshable { await viewModel.load() }
            .task { await viewModel.load() }
            .overlay {
                if viewModel.isLoading && viewModel.posts.isEmpty {
                    ProgressView()
                }
            }
            .navigationTitle("Feed")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(action: viewModel.compose) {
                        Image(systemName: "square.and.pencil")
                    }
                    .accessibilityLabel("Compose") // [VERIFY]
                }
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink(destination: NotificationsView()) {
                        Image(systemName: "bell")
                    }
                    .accessibilityLabel("Notifications") // [VERIFY]
                    .accessibilityInputLabels(["Notifications", "Bell"]) // [VERIFY]
                }
            }
        }
    }
}

// MARK: - Post row

struct PostRow: View {
    let post: Post
    var onLike: () -> Void
    var onBookmark: () -> Void
    var onDelete: () -> Void

    @State private var heartScale: CGFloat = 1

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            header
            Text(post.body)
                .font(.body)
            if let url = post.imageURL {
                AsyncImage(url: url) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Color.secondary.opacity(0.1)
                }
                .accessibilityIgnoresInvertColors()
                .frame(height: 220)
                .clipShape(RoundedRectangle(cornerRadius: Theme.Radius.card))
            }
            actions
        }
        .padding(.vertical, 8)
    }

    private var header: some View {
        HStack(spacing: 8) {
            AvatarView(url: post.author.avatarURL, size: 36)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(post.author.displayName)
                        .font(.headline)
                    if post.author.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(.blue)
                            .imageScale(.small)
                    }
                }
                HStack(spacing: 4) {
                    Text("@\(post.author.handle)")
                    Circle()
                        .frame(width: 3, height: 3)
                    Text(post.createdAt, style: .relative)
                }
                .font(.subheadline)
                .foregroundStyle(.secondary)
            }
            Spacer()
            if post.isSponsored {
                Text("SPONSORED")
                    .font(.system(size: 9))
                    .fontWeight(.bold)
                    .padding(.horizontal, 4)
                    .padding(.vertical, 2)
                    .background(Color.secondary.opacity(0.15), in: Capsule())
            }
            Menu {
                Button("Copy Link") {}
                Button("Mute @\(post.author.handle)") {}
                Button(role: .destructive, action: onDelete) {
                    Label("Delete", systemImage: "trash")
                }
            } label: {
                Image(systemName: "ellipsis.circle")
                    .foregroundStyle(.secondary)
            }
            .accessibilityLabel("More") // [VERIFY]
        }
    }

    private var actions: some View {
        HStack(spacing: 20) {
            Button {
                withAnimation(.spring()) {
                    heartScale = 1.3
                }
                onLike()
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) {
                    withAnimation(.spring()) { heartScale = 1 }
                }
            } label: {
                Image(systemName: post.isLiked ? "heart.fill" : "heart")
                    .foregroundStyle(post.isLiked ? .red : .primary)
                    .scaleEffect(heartScale)
            }
            .accessibilityLabel("Favorite") // [VERIFY]
            .accessibilityInputLabels(["Favorite", "Heart"]) // [VERIFY]
            .accessibilityAddTraits(post.isLiked ? .isSelected : [])
            Text("\(post.likeCount)")
                .font(Theme.Fonts.meta)
                .foregroundStyle(.secondary)

            ShareLink(item: URL(string: "https://harbor.app/p/\(post.id.uuidString)")!) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY]

            Spacer()

            Button(action: onBookmark) {
                Image(systemName: post.isBookmarked ? "bookmark.fill" : "bookmark")
            }
            .accessibilityLabel("Bookmark") // [VERIFY]
            .accessibilityAddTraits(post.isBookmarked ? .isSelected : [])
        }
        .buttonStyle(.borderless)
        .font(.system(size: 17))
    }
}

// MARK: - Notifications

struct NotificationsView: View {
    var body: some View {
        List {
            Label("Jonas liked your post", systemImage: "heart.fill")
            Label("Pier 39 Records started a listening room", systemImage: "music.note")
        }
        .navigationTitle("Notifications")
    }
}

#Preview {
    FeedView()
}
