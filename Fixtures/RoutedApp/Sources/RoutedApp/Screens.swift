import SwiftUI

struct ThreadView: View {
    let threadID: String
    @State private var isExpanded = false

    var body: some View {
        ScrollView {
            Text("Thread \(threadID)")
            Button("Show more") {
                withAnimation(.spring) { isExpanded.toggle() }
            }
        }
    }
}

struct ContactView: View {
    let name: String

    var body: some View {
        Form {
            AvatarView(name: name)
            Text(name)
        }
    }
}

/// Three plain toggles: nothing here for a11yfix to find.
struct PreferencesView: View {
    @AppStorage("sounds") private var sounds = true
    @AppStorage("badges") private var badges = true
    @AppStorage("previews") private var previews = false

    var body: some View {
        Form {
            Toggle("Sounds", isOn: $sounds)
            Toggle("Badges", isOn: $badges)
            Toggle("Message previews", isOn: $previews)
        }
        .navigationTitle("Preferences")
    }
}

struct SavedView: View {
    var body: some View {
        List {
            Text("Nothing saved yet")
        }
    }
}

struct ComposeView: View {
    @State private var text = ""

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .navigationTitle("New message")
        }
    }
}

/// Only previews use it: never a screen.
struct InboxPreviewWrapper: View {
    var body: some View {
        NavigationStack { InboxView() }
    }
}

#Preview {
    InboxPreviewWrapper()
}
