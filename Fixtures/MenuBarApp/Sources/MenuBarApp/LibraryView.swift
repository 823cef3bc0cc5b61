import SwiftUI

struct LibraryView: View {
    @State private var selection: String?
    @State private var showsFilters = false

    var body: some View {
        NavigationSplitView {
            List(["Today", "This week"], id: \.self, selection: $selection) { DayRow(title: $0) }
        } detail: {
            CounterDetailView(name: selection ?? "Today")
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

/// A row of the sidebar: a component of the library window.
struct DayRow: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "calendar")
    }
}

/// The detail column: what selecting a day in the sidebar opens.
struct CounterDetailView: View {
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
