import SwiftUI

@main
struct RelayApp: App {
    @State private var session = Session()

    var body: some Scene {
        WindowGroup {
            MainTabs()
                .environment(session)
        }
    }
}

/// Holds the tabs: not a screen of its own.
struct MainTabs: View {
    @State private var isComposing = false

    var body: some View {
        TabView {
            Tab("Inbox", systemImage: "tray") {
                InboxView()
            }
            Tab("Search", systemImage: "magnifyingglass") {
                SearchView()
            }
            Tab("Saved", systemImage: "bookmark") {
                Framed {
                    SavedView()
                }
            }
        }
        .sheet(isPresented: $isComposing) {
            ComposeView()
        }
    }
}

/// A frame around whatever screen it is given: not a screen of its own.
struct Framed<Content: View>: View {
    @ViewBuilder var content: () -> Content

    var body: some View {
        NavigationStack {
            content()
                .toolbar { Button("Edit") {} }
        }
    }
}
