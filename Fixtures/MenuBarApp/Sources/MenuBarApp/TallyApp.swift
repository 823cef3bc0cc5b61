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
        MenuBarExtra("Tally", systemImage: "number.circle") {
            Button("Open Tally") {}
            Divider()
            Button("Quit") { NSApplication.shared.terminate(nil) }
        }
    }
}
