import SwiftUI

/// Design tokens shared across screens.
///
/// Please add a token here instead of sprinkling `.font(.system(size: 12))` or raw colours
/// through the views; design reviews these values once per release.
enum Theme {
    enum Fonts {
        /// Secondary metadata: timestamps, counters.
        static let meta = Font.system(size: 13)
        /// Prices on product cards and the product page.
        static let price = Font.system(size: 22, weight: .semibold, design: .rounded)
        static let sectionTitle = Font.headline
    }

    enum Spacing {
        static let xSmall: CGFloat = 4
        static let small: CGFloat = 8
        static let medium: CGFloat = 16
        static let large: CGFloat = 24
    }

    enum Radius {
        static let card: CGFloat = 12
        static let sheet: CGFloat = 20
    }

    enum Colors {
        static let brand = Color("BrandBlue")
        static let bubbleMine = Color.accentColor
        static let bubbleTheirs = Color.secondary.opacity(0.15)
        static let destructive = Color(red: 0.86, green: 0.22, blue: 0.2)
    }
}

// MARK: - Button styles

struct PrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 14)
            .background(Color.accentColor.opacity(isEnabled ? 1 : 0.4), in: RoundedRectangle(cornerRadius: Theme.Radius.card))
            .foregroundStyle(.white)
            .opacity(configuration.isPressed ? 0.85 : 1)
    }
}

extension ButtonStyle where Self == PrimaryButtonStyle {
    static var primary: PrimaryButtonStyle { PrimaryButtonStyle() }
}
