import SwiftUI

// MARK: - App state

enum AppTab: Hashable {
    case feed, discover, chat, shop, profile
}

@MainActor
final class AppState: ObservableObject {
    @Published var selectedTab: AppTab = .feed
    @Published var isSignedIn = false
    @Published var hasCompletedOnboarding = UserDefaults.standard.bool(forKey: "hasCompletedOnboarding")
    @Published var unreadMessages = 3
    @Published var isPlayerPresented = false

    func completeOnboarding() {
        hasCompletedOnboarding = true
        UserDefaults.standard.set(true, forKey: "hasCompletedOnboarding")
    }
}

// MARK: - Root

/// Decides between onboarding, sign-in and the main tab bar.
struct RootView: View {
    @StateObject private var appState = AppState()

    var body: some View {
        Group {
            if !appState.hasCompletedOnboarding {
                OnboardingView { appState.completeOnboarding() }
            } else if !appState.isSignedIn {
                LoginView { appState.isSignedIn = true }
            } else {
                RootTabView()
                    .environmentObject(appState)
            }
        }
        .animation(.default, value: appState.isSignedIn)
    }
}

struct RootTabView: View {
    @EnvironmentObject private var appState: AppState

    var body: some View {
        TabView(selection: $appState.selectedTab) {
            FeedView()
                .tabItem {
                    Label("Feed", systemImage: "house") // [VERIFY]
                }
                .tag(AppTab.feed)

            MapView()
                .tabItem { Label("Discover", systemImage: "map") } // [VERIFY]
                .tag(AppTab.discover)

            NavigationStack {
                ChatView()
            }
            .tabItem {
                Label("Chat", systemImage: "bubble.left.and.bubble.right") // [VERIFY]
            }
            .badge(3) // TODO: bind to appState.unreadMessages once the socket is wired up
            .tag(AppTab.chat)

            NavigationStack {
                ProductDetailView()
            }
            .tabItem { Label("Shop", systemImage: "bag") }
            .tag(AppTab.shop)

            ProfileView()
                .tabItem {
                    Label("Profile", systemImage: "person.crop.circle")
                }
                .tag(AppTab.profile)
        }
        .safeAreaInset(edge: .bottom) {
            MiniPlayer(isPresented: $appState.isPlayerPresented)
                .padding(.bottom, 52)
        }
        .sheet(isPresented: $appState.isPlayerPresented) {
            PlayerView()
        }
    }
}

// MARK: - Mini player

private struct MiniPlayer: View {
    @Binding var isPresented: Bool
    @State private var isPlaying = false
    let track = Track.sample

    var body: some View {
        HStack(spacing: 12) {
            Image(track.artworkName)
                .resizable()
                .accessibilityHidden(true)
                .frame(width: 40, height: 40)
                .clipShape(RoundedRectangle(cornerRadius: 6))
            VStack(alignment: .leading, spacing: 2) {
                Text(track.title).font(.subheadline.weight(.semibold))
                Text(track.artist).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button { isPlaying.toggle() } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                    .font(.title3)
            }
            .accessibilityLabel(isPlaying ? "Pause" : "Play")
        }
        .padding(8)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
        .padding(.horizontal)
        .contentShape(Rectangle())
        .onTapGesture { isPresented = true }
        .accessibilityHint("Opens the full player")
    }
}

#Preview {
    RootTabView()
        .environmentObject(AppState())
}
