import SwiftUI

// MARK: - SettingsRow

/// A settings-style row: tinted icon tile, title, optional value and a disclosure chevron.
/// Used inside plain buttons on the profile screen, where SwiftUI draws no chevron for us.
struct SettingsRow: View {
    let title: String
    let systemImage: String
    var tint: Color = .accentColor
    var value: String? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .accessibilityHidden(true)
                .frame(width: 28, height: 28)
                .background(tint, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
            Text(title)
                .foregroundStyle(.primary)
            Spacer()
            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
                .accessibilityHidden(true)
        }
        .padding(.vertical, 10)
        .padding(.horizontal)
        .contentShape(Rectangle())
    }
}

// MARK: - AvatarView

struct AvatarView: View {
    let url: URL?
    var size: CGFloat = 40

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFill()
                    .accessibilityIgnoresInvertColors()
            default:
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .foregroundStyle(.quaternary)
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
    }
}

// MARK: - PlaceCard

/// Card shown for the selected pin on the map and in search results. The whole card is tappable.
struct PlaceCard: View {
    let place: Place
    var onSelect: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: place.category.symbolName)
                    .foregroundStyle(.tint)
                    .accessibilityHidden(true)
                Text(place.category.title.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer()
                Text(place.isOpen ? "Open" : "Closed")
                    .font(.caption.bold())
                    .foregroundStyle(place.isOpen ? .green : .secondary)
            }
            Text(place.name)
                .font(.headline)
            RatingView(rating: place.rating)
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: Theme.Radius.card))
        .shadow(color: .black.opacity(0.12), radius: 8, y: 4)
        .onTapGesture {
            onSelect()
        }
    }
}

// MARK: - RatingView

struct RatingView: View {
    let rating: Double
    var maximum = 5

    @ScaledMetric(relativeTo: .caption) private var starSize: CGFloat = 12

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...maximum, id: \.self) { index in
                Image(systemName: symbolName(for: index))
                    .resizable()
                    .frame(width: starSize, height: starSize)
                    .foregroundStyle(.yellow)
            }
        }
    }

    private func symbolName(for index: Int) -> String {
        let value = Double(index)
        if rating >= value { return "star.fill" }
        if rating >= value - 0.5 { return "star.leadinghalf.filled" }
        return "star"
    }
}

// MARK: - CategoryChip

struct CategoryChip: View {
    let category: PlaceCategory
    let isSelected: Bool
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(category.title, systemImage: category.symbolName)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 12)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor : Color.secondary.opacity(0.15), in: Capsule())
                .foregroundStyle(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

#Preview("Components") {
    VStack(spacing: 16) {
        SettingsRow(title: "Notifications", systemImage: "bell.badge.fill", tint: .red, value: "On")
        PlaceCard(place: Place.samples[0]) {}
        RatingView(rating: 3.5)
        CategoryChip(category: .coffee, isSelected: true) {}
    }
    .padding()
}
