import SwiftUI

// MARK: - View model

@MainActor
final class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled = true
    @Published var downloadOverWiFiOnly = false
    @Published var appearance: AppearancePreference = .system
    @Published var streamingQuality: StreamingQuality = .high
    @Published private(set) var cacheSize = Measurement(value: 212, unit: UnitInformationStorage.megabytes)
    @Published private(set) var isClearingCache = false

    func clearCache() async {
        isClearingCache = true
        defer { isClearingCache = false }
        try? await Task.sleep(nanoseconds: 800_000_000)
        cacheSize = Measurement(value: 0, unit: .megabytes)
    }
}

// MARK: - Settings screen

struct SettingsView: View {
    @StateObject private var viewModel = SettingsViewModel()
    @State private var wifi = true
    @State private var showsAdvanced = false
    @State private var showsReleaseNotes = false
    @Environment(\.openURL) private var openURL
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Form {
            Section {
                NavigationLink {
                    AccountSettingsView()
                } label: {
                    Label("Account", systemImage: "person.crop.circle")
                }
                NavigationLink(destination: PrivacySettingsView()) {
                    Label("Privacy", systemImage: "hand.raised")
                }
            }

            Section {
                Toggle("Wi-Fi", isOn: $wifi)
                Toggle("Download over Wi-Fi only", isOn: $viewModel.downloadOverWiFiOnly)
                Toggle(isOn: $viewModel.notificationsEnabled) {
                    Label("Notifications", systemImage: "bell.badge")
                }
            } header: {
                SectionHeader(title: "Connectivity")
            }

            Section {
                Picker("Appearance", selection: $viewModel.appearance) {
                    ForEach(AppearancePreference.allCases) { option in
                        Text(option.title).tag(option)
                    }
                }
                Picker("Streaming quality", selection: $viewModel.streamingQuality) {
                    ForEach(StreamingQuality.allCases) { Text($0.title).tag($0) }
                }
                .pickerStyle(.segmented)
            } header: {
                SectionHeader(title: "Playback")
            }

            Section {
                HStack {
                    Text("Cache")
                    Spacer()
                    Text(viewModel.cacheSize.formatted(.measurement(width: .abbreviated)))
                        .font(.system(size: 17))
                        .foregroundStyle(.secondary)
                }
                Button(role: .destructive) {
                    Task { await viewModel.clearCache() }
                } label: {
                    if viewModel.isClearingCache {
                        ProgressView()
                    } else {
                        Text("Clear Cache")
                    }
                }

                // Advanced row: a plain HStack so it matches the design mock (no system chevron).
                HStack {
                    Image(systemName: "gearshape.2")
                        .foregroundStyle(.secondary)
                        .accessibilityHidden(true)
                    Text("Advanced")
                    Spacer()
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(showsAdvanced ? 90 : 0))
                        .foregroundStyle(.tertiary)
                }
                .contentShape(Rectangle())
                .onTapGesture {
                    withAnimation(reduceMotion ? nil : .default) {
                        showsAdvanced.toggle()
                    }
                }

                if showsAdvanced {
                    Toggle("Verbose logging", isOn: .constant(false))
                    Toggle("Use staging server", isOn: .constant(false))
                }
            } header: {
                SectionHeader(title: "Storage")
            }

            Section {
                Button("Rate Harbor") {
                    openURL(URL(string: "https://apps.apple.com/app/id1234567890?action=write-review")!)
                }
                Link("Terms of Service", destination: URL(string: "https://harbor.app/terms")!)
                Button("What's New") { showsReleaseNotes = true }
            } footer: {
                Text("Harbor 3.4 (build 1207)")
                    .font(.footnote)
            }
        }
        .navigationTitle("Settings")
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Link(destination: URL(string: "https://help.harbor.app")!) {
                    Image(systemName: "questionmark.circle")
                }
                .accessibilityLabel("Help") // [VERIFY]
            }
        }
        .sheet(isPresented: $showsReleaseNotes) {
            NavigationStack {
                ScrollView {
                    Text(ReleaseNotes.current)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding()
                }
                .navigationTitle("What's New")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button { showsReleaseNotes = false } label: {
                            Image(systemName: "xmark")
                        }
                        .accessibilityLabel("Close")
                    }
                }
            }
        }
    }
}

// MARK: - Section header

private struct SectionHeader: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.system(size: 13, weight: .semibold))
            .textCase(.uppercase)
            .accessibilityAddTraits(.isHeader)
    }
}

// MARK: - Sub-screens

struct AccountSettingsView: View {
    var body: some View {
        Form {
            LabeledContent("Email", value: "maya@harbor.app")
            LabeledContent("Member since", value: "2021")
        }
        .navigationTitle("Account")
    }
}

struct PrivacySettingsView: View {
    @AppStorage("shareAnalytics") private var shareAnalytics = true

    var body: some View {
        Form {
            Toggle("Share analytics", isOn: $shareAnalytics)
        }
        .navigationTitle("Privacy")
    }
}

#Preview {
    NavigationStack {
        SettingsView()
    }
}
