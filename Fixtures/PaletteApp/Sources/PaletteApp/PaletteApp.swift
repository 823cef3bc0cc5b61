import SwiftUI

@main
struct PaletteApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                AccountView()
                    .tabItem { Label("Account", systemImage: "person.crop.circle") }
                TagsView(tags: Tag.samples)
                    .tabItem { Label("Tags", systemImage: "tag") }
            }
        }
    }
}
