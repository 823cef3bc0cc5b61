import SwiftUI
import Observation

// MARK: - State

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var user: User = .preview
    @Published var savedAddresses = ["1 Ferry Building, San Francisco", "2130 Fulton St, San Francisco"]
    @Published var isSignedOut = false

    func removeAddress(_ address: String) {
        savedAddresses.removeAll { $0 == address }
    }

    func signOut() {
        isSignedOut = true
    }
}

/// Weekly listening stats. iOS 17 only, so it can use the Observation framework.
@available(iOS 17.0, macOS 14.0, *)
@Observable
final class ProfileActivityStore {
    var weeklyMinutes: [Int] = [12, 30, 45, 20, 0, 60, 35]
    var streak = 5
    var isLoading = false

    func reload() async {
        isLoading = true
        try? await Task.sleep(nanoseconds: 300_000_000)
        isLoading = false
    }
}

// MARK: - Profile screen

struct ProfileView: View {
    @StateObject private var viewModel = ProfileViewModel()
    @State private var showsSavedPosts = false

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 24) {
                    header
                    stats
                    if #available(iOS 17.0, macOS 14.0, *) {
                        ActivitySection()
                    }
                    menu
                    addresses
                }
                .padding()
            }
            .navigationTitle("Profile")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #endif
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    NavigationLink {
                        EditProfileView(user: $viewModel.user)
                    } label: {
                        Image(systemName: "pencil")
                    }
                    .accessibilityLabel("Edit profile") // [VERIFY]
                }
            }
        }
    }

    private var header: some View {
        VStack(spacing: 12) {
            AvatarView(url: viewModel.user.avatarURL, size: 96)
            HStack(spacing: 6) {
                Text(viewModel.user.displayName)
                    .font(.title2.weight(.semibold))
                    .accessibilityAddTraits(.isHeader)
                if viewModel.user.isVerified {
                    Image(systemName: "checkmark.seal.fill")
                        .foregroundStyle(.blue)
                }
            }
            Text("@\(viewModel.user.handle)").font(.subheadline).foregroundStyle(.secondary)
            Text(viewModel.user.bio)
                .multilineTextAlignment(.center)
        }
    }

    private var stats: some View {
        HStack {
            StatView(value: viewModel.user.followerCount, title: "Followers")
            Divider().frame(height: 32)
            StatView(value: viewModel.user.followingCount, title: "Following")
            Divider().frame(height: 32)
            StatView(value: viewModel.user.postCount, title: "Posts")
        }
    }

    private var menu: some View {
        VStack(spacing: 0) {
            NavigationLink {
                SettingsView()
            } label: {
                Label("Settings", systemImage: "gear")
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding()
            }
            Divider().padding(.leading, 52)
            Button { showsSavedPosts = true } label: {
                SettingsRow(title: "Saved Posts", systemImage: "bookmark.fill", tint: .orange)
            }
            .buttonStyle(.plain)
            Divider().padding(.leading, 52)
            HStack {
                Image(systemName: "rectangle.portrait.and.arrow.right")
                    .accessibilityHidden(true)
                Text("Sign Out")
                Spacer()
            }
            .foregroundStyle(.red)
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .padding()
            .onTapGesture { viewModel.signOut() }
        }
        .background(Color.secondary.opacity(0.08), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
    }

    private var addresses: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Saved Addresses")
                .font(.headline)
            ForEach(viewModel.savedAddresses, id: \.self) { address in
                HStack {
                    Text(address)
                        .font(.subheadline)
                    Spacer()
                    // Design asked for Image(systemName: "trash") here instead of a swipe action (HRB-412).
                    Button(role: .destructive) {
                        viewModel.removeAddress(address)
                    } label: {
                        Image(systemName: "trash")
                    }
                    .accessibilityLabel("Remove address") // [VERIFY]
                }
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

// MARK: - Subviews

private struct StatView: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number.notation(.compactName))
                .font(.system(size: 34, weight: .bold, design: .rounded))
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
    }
}

@available(iOS 17.0, macOS 14.0, *)
private struct ActivitySection: View {
    @State private var store = ProfileActivityStore()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("This week").font(.headline)
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(Array(store.weeklyMinutes.enumerated()), id: \.offset) { _, minutes in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(Color.accentColor)
                        .frame(height: CGFloat(max(minutes, 2)))
                }
            }
            .frame(height: 60)
            Label("\(store.streak)-day streak", systemImage: "flame.fill")
                .font(.subheadline)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .task { await store.reload() }
    }
}

struct EditProfileView: View {
    @Binding var user: User
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Display name", text: $user.displayName)
            TextField("Bio", text: $user.bio, axis: .vertical)
        }
        .navigationTitle("Edit Profile")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { dismiss() }
            }
        }
    }
}

struct ProfileView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileView()
    }
}
