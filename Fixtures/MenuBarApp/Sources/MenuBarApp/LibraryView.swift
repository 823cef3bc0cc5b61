import SwiftUI

struct LibraryView: View {
    @State private var selection: String?
    @State private var showsFilters = false

    var body: some View {
        NavigationSplitView {
            List(["Today", "This week"], id: \.self, selection: $selection) { Text($0) }
        } detail: {
            CounterPanel(name: selection ?? "Today")
        }
        .toolbar {
            Button {
                showsFilters = true
            } label: {
                Image(systemName: "line.3.horizontal.decrease")
            }
            .popover(isPresented: $showsFilters) {
                FilterPopover()
            }
        }
    }
}

/// The detail column: a component of the library window.
struct CounterPanel: View {
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .font(.system(size: 28))
            Text("12")
        }
    }
}

struct FilterPopover: View {
    @State private var showsArchived = false

    var body: some View {
        Form {
            Toggle("Show archived", isOn: $showsArchived)
        }
    }
}

struct ActivityView: View {
    var body: some View {
        List {
            Text("No activity yet")
        }
    }
}
