import LaunchAtLogin
import SwiftUI

/// The Settings window: its tabs are the panes.
struct SettingsView: View {
    var body: some View {
        TabView {
            GeneralSettingsView()
                .tabItem { Label("General", systemImage: "gearshape") }
            AdvancedSettingsView()
                .tabItem { Label("Advanced", systemImage: "slider.horizontal.3") }
        }
        .frame(width: 420)
    }
}

struct GeneralSettingsView: View {
    var body: some View {
        Form {
            LaunchAtLogin.Toggle()
        }
    }
}

/// Three plain toggles: nothing here for a11yfix to find.
struct AdvancedSettingsView: View {
    @AppStorage("sounds") private var sounds = true
    @AppStorage("dockIcon") private var showsDockIcon = true
    @AppStorage("iCloud") private var syncs = false

    var body: some View {
        Form {
            Toggle("Play sounds", isOn: $sounds)
            Toggle("Show Dock icon", isOn: $showsDockIcon)
            Toggle("Sync with iCloud", isOn: $syncs)
        }
    }
}
