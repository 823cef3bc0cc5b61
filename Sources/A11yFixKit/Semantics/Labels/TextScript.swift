/// The writing system a text of the app is in, so that a fix does not put an English label among
/// texts people read in Korean or Chinese: VoiceOver would read it out in English.
enum TextScript {
    /// The language or script of the first letter of `text` that is not Latin ("Korean" for
    /// "닫기", "Chinese" for "取消", "Cyrillic" for "Закрыть"); nil for a text in Latin letters only
    /// or with no letters.
    static func nonLatinName(of text: String) -> String? {
        var sawHan = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar.value {
            case 0x0000...0x024F, 0x1E00...0x1EFF: continue
            case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return "Korean"
            case 0x3040...0x30FF: return "Japanese"
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: sawHan = true
            case 0x0370...0x03FF: return "Greek"
            case 0x0400...0x052F: return "Cyrillic"
            case 0x0590...0x05FF: return "Hebrew"
            case 0x0600...0x06FF: return "Arabic"
            case 0x0900...0x097F: return "Devanagari"
            case 0x0E00...0x0E7F: return "Thai"
            default: continue
            }
        }
        return sawHan ? "Chinese" : nil
    }

    /// Whether `text` has letters, all of them Latin.
    static func isLatin(_ text: String) -> Bool {
        text.contains(where: \.isLetter) && nonLatinName(of: text) == nil
    }

    /// The language most of `texts` are written in when it is not one in Latin letters: at least
    /// two such texts, or one and no text in Latin letters, and more of them than texts in Latin letters.
    static func dominantNonLatinName(of texts: [String]) -> String? {
        var counts: [String: Int] = [:]
        var latin = 0
        for text in texts {
            if let name = nonLatinName(of: text) { counts[name, default: 0] += 1 } else if isLatin(text) { latin += 1 }
        }
        return dominantNonLatinName(latin: latin, nonLatin: counts)
    }

    /// The same, from counts: texts in Latin letters, and texts in each other language.
    static func dominantNonLatinName(latin: Int, nonLatin: [String: Int]) -> String? {
        guard let (name, count) = nonLatin.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count > latin, count >= 2 || latin == 0 else { return nil }
        return name
    }
}
