import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @Environment(Session.self) private var session

    var body: some View {
        NavigationStack {
            List(session.search(query)) { thread in
                NavigationLink(value: Route.contact(thread.sender)) {
                    ThreadRow(thread: thread)
                }
            }
            .overlay {
                if query.isEmpty { RecentSearchesList(searches: ["Maya", "Jun"]) }
            }
            .searchable(text: $query)
            .navigationTitle("Search")
            .withRouter()
        }
    }
}

/// Shows a list, but only inside other screens: a component.
struct RecentSearchesList: View {
    let searches: [String]

    var body: some View {
        List(searches, id: \.self) { Text($0) }
    }
}
