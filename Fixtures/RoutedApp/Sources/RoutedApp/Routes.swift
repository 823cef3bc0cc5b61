import SwiftUI

/// Where a NavigationLink in the app can go.
enum Route: Hashable {
    case thread(id: String)
    case contact(String)
    case preferences
}

extension Route {
    /// The router: one screen for each route.
    @ViewBuilder
    var destination: some View {
        switch self {
        case .thread(let id):
            ThreadView(threadID: id)
        case .contact(let name):
            ContactView(name: name)
        case .preferences:
            PreferencesView()
        }
    }
}

extension View {
    /// Pushes the screen of each `Route` value.
    func withRouter() -> some View {
        navigationDestination(for: Route.self) { route in
            route.destination
        }
    }
}
