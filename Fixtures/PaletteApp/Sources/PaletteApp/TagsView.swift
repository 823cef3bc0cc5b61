import SwiftUI

struct Tag: Identifiable {
    let id: Int
    let name: String
    let color: Color

    static let samples = [Tag(id: 1, name: "Work", color: .blue), Tag(id: 2, name: "Home", color: .green)]
}

/// Its colours come from its data: a11yfix cannot say how they look in Dark Mode, what they
/// contrast with, or whether they are the only sign of which tag is which.
struct TagsView: View {
    let tags: [Tag]

    var body: some View {
        NavigationStack {
            List {
                ForEach(tags) { tag in
                    TagChip(name: tag.name, tint: tag.color)
                }
            }
            .navigationTitle("Tags")
        }
    }
}

struct TagChip: View {
    let name: String
    let tint: Color

    var body: some View {
        Text(name)
            .font(.subheadline)
            .foregroundStyle(.white)
            .padding(.horizontal, 10)
            .padding(.vertical, 4)
            .background(tint, in: Capsule())
    }
}
