import SwiftUI

@main
struct TallyApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryView()
        }
        Window("Activity", id: "activity") {
            ActivityView()
        }
        Settings {
            SettingsView()
        }
        AboutScene()
        MenuBarExtra("Tally", systemImage: "number.circle") {
            Button("Open Tally") {}
            Divider()
            Button("Quit") { NSApplication.shared.terminate(nil) }
        }
    }
}

/// A scene type of the app's own.
struct AboutScene: Scene {
    var body: some Scene {
        Window("About Tally", id: "about") {
            AboutView()
        }
    }
}

struct AboutView: View {
    var body: some View {
        VStack {
            Image(systemName: "number.circle")
            Text("Tally 2.0")
        }
    }
}

/// A floating panel that AppKit code shows with a global shortcut.
final class QuickEntryPanel: NSPanel {
    init() {
        super.init(contentRect: .zero, styleMask: [.nonactivatingPanel, .titled], backing: .buffered, defer: true)
        contentView = NSHostingView(rootView: QuickEntryView())
    }
}

struct QuickEntryView: View {
    @State private var count = ""

    var body: some View {
        TextField("Count", text: $count)
    }
}
