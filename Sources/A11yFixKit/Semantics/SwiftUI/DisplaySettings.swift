/// Whether code already answers the display settings the system cannot apply to what the code
/// draws itself: Increase Contrast and Bold Text.
extension RuleContext {
    /// The names through which SwiftUI, UIKit and AppKit report Increase Contrast.
    static let increaseContrastReadings: Set<String> = [
        "colorSchemeContrast", "accessibilityContrast", "isDarkerSystemColorsEnabled",
        "darkerSystemColorsStatusDidChangeNotification", "accessibilityDisplayShouldIncreaseContrast",
    ]

    /// The names through which SwiftUI and UIKit report Bold Text.
    static let boldTextReadings: Set<String> = ["legibilityWeight", "isBoldTextEnabled", "boldTextStatusDidChangeNotification"]

    /// Whether the file names one of `readings` anywhere: a View that reads the setting, or a helper
    /// the file's Views draw with, may already adapt what this file draws, so it is left to them.
    func readsDisplaySetting(_ readings: Set<String>) -> Bool {
        tree.tokens.indices.contains { index in
            tree.tokens[index].kind == .identifier && readings.contains(tree.text(ofToken: index))
        }
    }
}
