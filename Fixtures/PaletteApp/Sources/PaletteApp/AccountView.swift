import SwiftUI

/// Drawn in the system's colours: each adapts to Dark Mode and keeps its contrast, and none
/// is chosen from state.
struct AccountView: View {
    @State private var syncsContacts = true

    var body: some View {
        NavigationStack {
            List {
                Section("Profile") {
                    Text("Ada Lovelace")
                    Text("ada@example.com")
                        .foregroundStyle(.secondary)
                }
                Section {
                    Toggle("Sync contacts", isOn: $syncsContacts)
                } footer: {
                    Text("Contacts sync to all your devices.")
                }
                PlanCard()
            }
            .navigationTitle("Account")
        }
    }
}

struct PlanCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Family plan")
                .font(.headline)
            Text("Renews on 1 March")
                .foregroundStyle(.secondary)
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
    }
}
