import Foundation

/// Seed 004's identifier convention, `{category}_{context}_{modifier}_{element}`: lowercase ASCII
/// words joined by single underscores, built from what the code already says (type names, section
/// titles, visible text, action and binding names).
public enum IdentifierNaming {
    /// The longest run of words taken from visible text, so a long title still gives a short id.
    public static let maximumTextWords = 5

    /// Lowercase ASCII words of visible text: "Download over Wi-Fi only" → download, over, wifi, only;
    /// "What's New" → whats, new; "Café" → cafe. Accents are stripped, other scripts and emoji dropped.
    /// `detailed` keeps one more part of a localization key (`program.remove.blocklist` → remove,
    /// blocklist), to tell apart two elements whose keys end alike.
    public static func words(ofText text: String, limit: Int = maximumTextWords, detailed: Bool = false) -> [String] {
        // A web address says where a link goes, not what it is, and moves with the page.
        if text.contains("://") || text.hasPrefix("www.") { return [] }
        // A localization key is written like code: `theme.systemColor` is system, color.
        if let key = localizationKeyTail(text, parts: detailed ? 2 : 1) {
            var parts = key.split { !$0.isLetter && !$0.isNumber }.flatMap { IdentifierNaming.words(ofName: String($0)) }
            // `timeline.content-filter.title` is the content filter; its `title` says only what kind of string it is.
            // Inside one part a word may name the thing: `account.edit.display-name` is the display name,
            // `posting.require-alt-text` the alt text.
            let lastPart = key.split(separator: ".").last.map(String.init) ?? key
            let partWords = lastPart.split { !$0.isLetter && !$0.isNumber }.flatMap { IdentifierNaming.words(ofName: String($0)) }
            while parts.count > 1, let last = parts.last, stringKindWords.contains(last),
                  partWords.count == 1 || !["name", "description", "text", "value", "subtitle"].contains(last) {
                parts.removeLast()
            }
            return Array(parts.prefix(limit))
        }
        // A key written as one CamelCase word: `IgnoredPasteboardTypesReset` → ignored, pasteboard, types, reset.
        if text.first?.isUppercase == true, text.dropFirst().contains(where: \.isUppercase), text.contains(where: \.isLowercase), text.allSatisfy({ $0.isLetter || $0.isNumber }) {
            return Array(words(ofName: text).prefix(limit))
        }
        var words: [String] = []
        var current = ""
        let characters = Array(ascii(text))
        for (index, character) in characters.enumerated() {
            if character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            // "What's" is one word; "Wi-Fi", "e-mail", "X-ray" are one word, "Sign-in" two.
            let nextIsLetter = index + 1 < characters.count && characters[index + 1].isLetter
            if character == "'" && !current.isEmpty && nextIsLetter { continue }
            if character == "-" && (1...2).contains(current.count) && nextIsLetter { continue }
            if !current.isEmpty { words.append(current) }
            current = ""
        }
        if !current.isEmpty { words.append(current) }
        var kept = Array(words.map { $0.lowercased() }.prefix(limit))
        // "Close tabs to the right" cut at four words ends in `to_the`: a cut ends on a word that names something.
        if words.count > limit { while kept.count > 1, let last = kept.last, functionWords.contains(last) { kept.removeLast() } }
        return kept
    }

    /// Words a flattened localization key starts with to group its strings, not to name them
    /// (`screen_roomlist_mark_as_read`, `common_cancel`, `a11y_…`).
    static let keyGroupWords: Set<String> = ["screen", "common", "a11y"]

    /// Words that only join others: a name never ends in one.
    static let functionWords: Set<String> = [
        "the", "a", "an", "to", "of", "and", "or", "for", "in", "on", "with", "at", "by", "from", "into", "your", "my", "this", "that", "is", "are",
        "as", "when", "if", "than", "while",
    ]

    /// For a localization key used as visible text (`"settings.general.display"`, `"action.done"`), the
    /// part that names this string (`display`, `done`); a generic last part keeps the one before it
    /// (`"settings.section.other.footer"` → `other.footer`). Nil for ordinary text.
    static func localizationKeyTail(_ text: String, parts count: Int = 1) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count > 1, parts.allSatisfy({ part in
            part.first?.isLowercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        }) else { return nil }
        let generic: Set<Substring> = ["label", "text", "title", "header", "footer", "message", "placeholder", "button", "hint"]
        return parts.suffix(min(parts.count - 1, (generic.contains(parts.last!) ? 2 : 1) + count - 1)).joined(separator: ".")
    }

    /// Choices that mean something only beside the group they choose in: "Any" action type, "All" mailboxes.
    static let optionWords: Set<String> = ["any", "all", "none", "default", "other", "custom", "automatic", "auto", "system"]

    /// Words that say only what kind of string a name holds.
    static let stringKindWords: Set<String> = [
        "title", "label", "text", "message", "placeholder", "description", "subtitle", "value", "string",
        "localized", "button", "hint", "header", "footer", "caption", "name", "accessibility", "a11y",
    ]

    /// Words of a state's name that say only that something is on, never what: `isPresented`,
    /// `isShown`, `isActive`.
    static let bareStateWords: Set<String> = [
        "presented", "presenting", "shown", "showing", "visible", "displayed", "active", "open", "opened", "expanded",
        "enabled", "on", "selected", "pressed", "tapped", "triggered",
    ]

    /// Words of a state's name that say what holds it, not what it is: `store`, `destination`, `route`.
    static let plumbingStateWords: Set<String> = ["store", "destination", "route", "state", "item", "model", "view", "presented", "presentation", "child"]

    /// Words that say how a title is shown: `displayTitle`, `localizedName`, `fullName`.
    public static let titleQualifiers: Set<String> = ["display", "localized", "short", "full", "long", "formatted", "main", "primary", "secondary", "tertiary", "pretty", "raw"]

    /// What a text the code computes says, where its name tells: a generated localization accessor
    /// (`L10n.save` → save, `L10n.Settings.Updates.CheckForUpdates.title` → check, for, updates,
    /// `Strings.closeLabel` → close), or a property named for the title it holds (`item.cancelTitle` →
    /// cancel). Empty for other expressions (`item.title`, `viewModel.name`, `format(date)`).
    /// `detailed` keeps the part before too (`L10n.Climate.Humidity.decrease` → humidity, decrease).
    public static func words(ofComputedText written: String, detailed: Bool = false) -> [String] {
        let expression = written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // `isSupported ? L10n.Assist.title : L10n.Assist.Unsupported.title` says what it is in its first
        // case; `hasSelectedAll ? L10n.deselectAll : L10n.selectAll` shows two names, neither of which is the control's.
        if let question = expression.range(of: " ? "), let colon = expression.range(of: " : ", range: question.upperBound..<expression.endIndex) {
            let first = words(ofComputedText: String(expression[question.upperBound..<colon.lowerBound]), detailed: detailed)
            let other = expression[colon.upperBound...].split { !$0.isLetter && !$0.isNumber }.flatMap { words(ofName: String($0)) }
            return first.allSatisfy(other.contains) ? first : []
        }
        let parts = expression.split(separator: ".").map(String.init)
        guard parts.count > 1, parts.allSatisfy({ part in part.first.map { $0.isLetter || $0 == "_" } == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return [] }
        let isAccessor = parts[0].isCapitalizedName
        for (index, part) in parts.enumerated().dropFirst().reversed() {
            let all = words(ofName: part)
            var named = all
            while let last = named.last, stringKindWords.contains(last) { named.removeLast() }
            // `displayTitle`, `localizedName` say how the title is shown, not which it is; an accessor's
            // `secondaryButton` names a place on the screen, so the parts before it (`Bluetooth`) name the screen, not the control.
            if named.allSatisfy(titleQualifiers.contains) {
                if isAccessor, !named.isEmpty { return [] }
                named = []
            }
            // `item.cancelTitle` names its title; `item.title` does not say which.
            if !isAccessor, named.count == all.count { return [] }
            if !named.isEmpty {
                if detailed, isAccessor, index > 1 { named = words(ofName: parts[index - 1]) + named }
                // A flat accessor's name starts with where the string is used (`screenRoomlistMarkAsRead`,
                // `commonCancel`): its end tells it apart.
                if isAccessor, parts.count == 2 { while named.count > 1, let first = named.first, keyGroupWords.contains(first) { named.removeFirst() } }
                return Array(named.suffix(maximumTextWords))
            }
            if !isAccessor { return [] }
        }
        return []
    }

    /// Words of a Swift name: `notificationsEnabled` → notifications, enabled; `URLSession` → url,
    /// session; `skip_forward` → skip, forward; `downloadOverWiFi` → download, over, wifi.
    public static func words(ofName name: String) -> [String] {
        LabelInference.splitWords(ascii(name)).map { $0.lowercased() }
    }

    /// The screen a type names: `TechniqueEditorView` → technique, editor; `SettingsScreen` → settings;
    /// `CardModifier` → card. `View`, `Screen`, `Scene` and `Modifier` say what kind of type it is, not
    /// which screen; `Row`, `Sheet`, `Page`, `Card` say what it shows and stay.
    public static func screenWords(ofTypeName name: String) -> [String] {
        var words = words(ofName: name)
        while words.count > 1, let last = words.last, ["view", "screen", "scene", "modifier"].contains(last) {
            words.removeLast()
        }
        return words
    }

    /// What an action does, from its function name: `onDelete` → delete, `didTapSave` → save,
    /// `viewModel.compose` → compose (LabelInference's reading of callback names). Empty for names that
    /// say nothing (`action`, `onTap`).
    public static func actionWords(ofName name: String) -> [String] {
        guard let label = LabelInference.label(fromActionName: name) else { return [] }
        let words = words(ofText: label)
        return words == ["action"] || words == ["run"] ? [] : words
    }

    /// What a piece of state is about: `$model.isShuffling` → shuffling, `notificationsEnabled` →
    /// notifications, `searchText` → search (LabelInference's reading of binding names).
    public static func stateWords(ofName name: String) -> [String] {
        LabelInference.label(fromBindingName: name).map { words(ofText: $0) } ?? []
    }

    /// What a symbol means, by the team's own table first, then SymbolVocabulary: `square.and.arrow.up`
    /// → share. An unknown symbol's name says what it draws, not what it is for (`number` on a
    /// hashtag): no words.
    public static func symbolWords(_ symbol: String, preferred: [String: String] = [:]) -> [String] {
        (preferred[symbol] ?? SymbolVocabulary.meaning(ofSymbol: symbol)?.label).map { words(ofText: $0) } ?? []
    }

    /// The singular of an English plural noun: tags → tag, categories → category, boxes → box.
    static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 4 { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "xes", "ches", "shes"] where word.hasSuffix(ending) { return String(word.dropLast(2)) }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), word.count > 3 { return String(word.dropLast()) }
        return word
    }

    /// What an asset image shows: `ic_close` → close.
    public static func assetWords(_ name: String) -> [String] {
        LabelInference.label(fromAssetName: name).map { words(ofText: $0) } ?? []
    }

    /// The element word for one of SwiftUI's controls (`RuleContext.controls`): `Button` → button,
    /// `TextField` → textfield (seed 004's spelling), `NavigationLink` → link. Nil for other types.
    public static func elementWord(forControl name: String) -> String? {
        controlWords[name]
    }

    static let controlWords: [String: String] = [
        "Button": "button", "EditButton": "button", "PasteButton": "button", "ShareLink": "button",
        "NavigationLink": "link", "Link": "link", "Menu": "menu",
        "Toggle": "toggle", "Picker": "picker", "DatePicker": "date_picker", "MultiDatePicker": "date_picker",
        "ColorPicker": "color_picker", "Slider": "slider", "Stepper": "stepper",
        "TextField": "textfield", "SecureField": "securefield", "TextEditor": "texteditor",
    ]

    /// Nouns that already say what kind of element a custom view is (`PlacePin`, `PostRow`); other
    /// tappable custom views are buttons.
    static let elementNouns: Set<String> = ["row", "cell", "card", "tile", "chip", "pin", "item", "button", "badge", "bubble", "thumbnail", "tab"]

    /// The element words of a tappable view that is not a control: stacks are rows (`HStack`) or
    /// cards (`VStack`, `ZStack`); a custom view keeps its own name (`PlacePin` → place, pin), with
    /// `button` added when its name has no element noun; other built-in views are buttons.
    /// A View type named only for what kind of content it draws (`ImageView`, `AsyncImageView`,
    /// `ContentView`): its name says nothing of the element it is.
    public static func isGenericViewName(_ name: String) -> Bool {
        let generic: Set<String> = ["image", "icon", "picture", "photo", "remote", "async", "cached", "web", "url", "content", "container", "wrapper", "view"]
        return screenWords(ofTypeName: name).allSatisfy(generic.contains)
    }

    public static func tappableElementWords(forType name: String) -> [String] {
        switch name {
        case "HStack", "LazyHStack": return ["row"]
        case "VStack", "ZStack", "LazyVStack": return ["card"]
        default:
            guard !RuleContext.builtInViews.contains(name), !isGenericViewName(name) else { return ["button"] }
            let words = screenWords(ofTypeName: name)
            return elementNouns.contains(words.last ?? "") ? words : words + ["button"]
        }
    }

    /// Joins segments of words into one identifier. Where a segment begins with the words the
    /// identifier already ends with, they are written once: settings + settings, notifications →
    /// `settings_notifications`; close, button + button → `close_button`. An identifier never starts
    /// with a digit.
    public static func join(_ segments: [[String]]) -> String {
        var result: [String] = []
        for segment in segments where !segment.isEmpty {
            // `text_field` + `textfield` is one word written two ways: `textfield`.
            if result.count >= 2, result.suffix(2).joined() == segment[0] { result.removeLast(2) }
            var overlap = min(result.count, segment.count)
            while overlap > 0, Array(result.suffix(overlap)) != Array(segment.prefix(overlap)) { overlap -= 1 }
            result.append(contentsOf: segment.dropFirst(overlap))
        }
        while let first = result.first, let digit = first.first, digit.isNumber {
            let rest = String(first.drop { $0.isNumber })
            if rest.isEmpty { result.removeFirst() } else { result[0] = rest }
        }
        return result.joined(separator: "_")
    }

    /// `text` with accents removed and letters outside ASCII spelled in ASCII where there is a usual
    /// spelling (ß → ss); everything else becomes a space.
    static func ascii(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII {
                result.append(character)
            } else if let spelled = spellings[character] {
                result.append(spelled)
            } else {
                let base = String(character).decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.isASCII && $0.properties.isAlphabetic }
                result += base.isEmpty ? " " : String(String.UnicodeScalarView(base))
            }
        }
        return result
    }

    static let spellings: [Character: String] = [
        "ß": "ss", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ø": "o", "Ø": "O", "ł": "l", "Ł": "L",
        "đ": "d", "Đ": "D", "þ": "th", "Þ": "TH", "ð": "d", "ı": "i", "’": "'", "‘": "'", "‐": "-", "‑": "-",
    ]
}
