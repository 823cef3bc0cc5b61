/// The writing system and language a text of the app is in, so that a fix does not put an English
/// label among texts people read in Korean, Chinese or Turkish: VoiceOver would read it out in English.
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

    /// The language a text in Latin letters is in when a letter English does not write names it
    /// ("Turkish" for "Liste Oluştur", "German" for "Schließen", "Spanish" for "Añadir"), else "a
    /// language other than English" for one with another accented letter ("Fermer l'écran",
    /// "Löschen"); nil for a text in plain English letters. A text is one vote among the app's:
    /// "Café" in an English app does not outweigh the rest.
    static func latinLanguageName(of text: String) -> String? {
        var accented = false
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            switch scalar {
            case "ş", "Ş", "ğ", "Ğ", "ı", "İ": return "Turkish"
            case "ß": return "German"
            case "ñ", "Ñ": return "Spanish"
            case "ã", "õ", "Ã", "Õ": return "Portuguese"
            case "ł", "Ł", "ż", "Ż", "ź", "Ź", "ś", "Ś", "ć", "Ć", "ń", "Ń", "ę", "Ę", "ą", "Ą": return "Polish"
            case "ř", "Ř", "ě", "Ě", "ů", "Ů": return "Czech"
            case "å", "Å", "ø", "Ø", "æ", "Æ": return "a Scandinavian language"
            case "ơ", "Ơ", "ư", "Ư", "đ", "Đ": return "Vietnamese"
            default:
                if (0x00C0...0x024F).contains(scalar.value) || (0x1E00...0x1EFF).contains(scalar.value) { accented = true }
            }
        }
        return accented ? "a language other than English" : nil
    }

    /// The language of a text, when it is not English: its script's (`nonLatinName`), or the one its
    /// Latin letters name (`latinLanguageName`).
    static func languageName(of text: String) -> String? {
        nonLatinName(of: text) ?? latinLanguageName(of: text)
    }

    /// Languages written in Latin letters: many of their texts use none of the letters that tell
    /// them from English ("Kaydet", "Tarif"), so a fifth of the app's texts naming one is enough.
    static let latinScriptLanguages: Set<String> = [
        "Turkish", "German", "Spanish", "Portuguese", "Polish", "Czech", "a Scandinavian language", "Vietnamese", "a language other than English",
    ]

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
            if let name = languageName(of: text) { counts[name, default: 0] += 1 } else if isLatin(text) { latin += 1 }
        }
        return dominantNonLatinName(latin: latin, nonLatin: counts)
    }

    /// The same, from counts: texts in Latin letters, and texts in each other language.
    static func dominantNonLatinName(latin: Int, nonLatin: [String: Int]) -> String? {
        let scripts = nonLatin.filter { !latinScriptLanguages.contains($0.key) }
        if let (name, count) = scripts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count > latin, count >= 2 || latin == 0 { return name }
        // Texts in Latin letters that name another language: at least three, and a fifth of those
        // in plain letters. The language named most is the one, unless no single one stands out.
        let accented = nonLatin.filter { latinScriptLanguages.contains($0.key) }
        let total = accented.values.reduce(0, +)
        guard total >= 3, total * 5 >= latin + total else { return nil }
        let named = accented.filter { $0.key != "a language other than English" }
        if let (name, count) = named.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count * 2 >= total { return name }
        return "a language other than English"
    }
}
