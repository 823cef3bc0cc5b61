extension StringProtocol {
    /// Whether an identifier is spelled like a type (`ProfileRow`, `L10n`): its first letter is a capital.
    /// Emoji and symbols before that letter don't count, so `🛠MenuButton` and `ℹ️AboutAppMenu` (a folder-browsing
    /// habit some apps have; ℹ is a lowercase letter to Unicode) are type names.
    var isCapitalizedName: Bool {
        first { $0.isLetter && !$0.isEmoji || $0.isNumber || $0 == "_" }?.isUppercase == true
    }
}

extension Character {
    /// Whether the character shows as an emoji: one with emoji presentation, or a symbol followed by the
    /// emoji variation selector (ℹ️, ⚙️).
    var isEmoji: Bool {
        !isASCII && unicodeScalars.contains { $0.value == 0xFE0F } || unicodeScalars.first?.properties.isEmojiPresentation == true
    }
}
