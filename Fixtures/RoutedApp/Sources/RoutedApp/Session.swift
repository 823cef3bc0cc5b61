import Observation

struct MessageThread: Identifiable, Hashable {
    let id: String
    let sender: String
    let preview: String
}

/// The app's model: screens mention it, and nothing of it is a screen.
@Observable
final class Session {
    var threads: [MessageThread] = []

    func search(_ query: String) -> [MessageThread] {
        threads.filter { $0.sender.localizedCaseInsensitiveContains(query) }
    }
}
