import SwiftUI

struct InboxView: View {
    @Environment(Session.self) private var session

    var body: some View {
        NavigationStack {
            List(session.threads) { thread in
                NavigationLink(value: Route.thread(id: thread.id)) {
                    ThreadRow(thread: thread)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                NavigationLink(value: Route.preferences) {
                    Image(systemName: "gearshape")
                }
            }
            .withRouter()
        }
    }
}

/// A row of the inbox and of search results: a component, not a screen.
struct ThreadRow: View {
    let thread: MessageThread

    var body: some View {
        HStack {
            AvatarView(name: thread.sender)
            VStack(alignment: .leading) {
                Text(thread.sender)
                    .font(.headline)
                Text(thread.preview)
                    .font(.system(size: 13))
            }
        }
    }
}

struct AvatarView: View {
    let name: String

    var body: some View {
        Image(name)
            .resizable()
            .frame(width: 40, height: 40)
            .clipShape(Circle())
    }
}
