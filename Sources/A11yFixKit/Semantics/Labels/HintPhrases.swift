import Foundation

/// Pure string helpers for accessibility hints written in Apple's style: a hint describes the
/// result of activating the element ("Opens settings"), never the gesture that activates it.
public enum HintPhrases {
    /// How a hint names a gesture, and what remains of it without.
    public enum GesturePhrase: Equatable {
        /// An activation gesture ("Double tap to", "Tap here to", "Click to") followed by the result,
        /// rewritten in Apple's style: the literal body without the gesture, its first verb in the
        /// third person where it is certainly the element's ("open settings" → "Opens settings"),
        /// else capitalised ("See details").
        case activation(rewritten: String)
        /// An activation gesture followed by nothing but what every activation does ("Double tap
        /// to activate"): the hint says what VoiceOver already says.
        case activationOnly
        /// An activation gesture followed by something other than a result ("Tap for details"):
        /// a person must reword it.
        case activationUnrewritten(String)
        /// A gesture VoiceOver users do not make on the element ("Swipe left to delete", "Long press
        /// for options"): the action needs another way in, not another wording.
        case other(String)
    }

    /// The gesture a hint's literal body starts with, if any.
    public static func gesturePhrase(inLiteralBody body: String) -> GesturePhrase? {
        var words = body.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first else { return nil }
        func lower(_ index: Int) -> String { index < words.count ? words[index].lowercased().trimmingCharacters(in: .punctuationCharacters) : "" }
        // The gesture's own words: "double tap", "double-tap", "tap twice", "press and hold".
        var count = 0
        var isActivation = true
        let leading = lower(0)
        if ["double", "triple", "long"].contains(leading) { count = 1 }
        let gesture = lower(count)
        let single = first.lowercased().trimmingCharacters(in: .punctuationCharacters)
        switch count == 0 ? single : gesture {
        case "tap", "click", "touch", "press", "double-tap", "doubletap", "double-click", "triple-tap": count += 1
        case "swipe", "drag", "pinch", "long-press", "scroll", "slide", "flick", "rotate": count += 1; isActivation = false
        default: return nil
        }
        if leading == "long" || leading == "triple" { isActivation = false }
        let gestureName = words.prefix(count).joined(separator: " ")
        // "and hold", "twice", a direction, "here", "on it", "the button".
        while count < words.count {
            let word = lower(count)
            if word == "and", ["hold", "drag"].contains(lower(count + 1)) { isActivation = false; count += 2; continue }
            if ["up", "down", "left", "right", "or", "sideways", "horizontally", "vertically"].contains(word) { isActivation = false; count += 1; continue }
            if ["twice", "once", "here", "it", "this", "anywhere", "again"].contains(word) { count += 1; continue }
            if ["on", "the"].contains(word), ["it", "this", "here", "button", "row", "cell", "item", "image", "icon", "card"].contains(lower(count + 1)) { count += 2; continue }
            if word == "on", lower(count + 1) == "the", ["button", "row", "cell", "item", "image", "icon", "card"].contains(lower(count + 2)) { count += 3; continue }
            if ["button", "row", "cell", "item"].contains(word) { count += 1; continue }
            break
        }
        guard lower(count) == "to" || lower(count) == "for" || lower(count) == "and" else {
            return isActivation ? nil : .other(gestureName)
        }
        guard isActivation else { return .other(gestureName) }
        guard lower(count) == "to" else { return .activationUnrewritten(gestureName) }
        // The gesture phrase is plain text: nothing of it is inside an interpolation.
        guard !words.prefix(count + 1).contains(where: { $0.contains("\\") || $0.contains("(") }) else { return nil }
        words.removeFirst(count + 1)
        guard let verb = words.first, verb.first?.isLetter == true else { return .activationUnrewritten(gestureName) }
        // "Double tap to reveal, or press and hold for one second": another gesture is left.
        if words.contains(where: { gestureWords.contains($0.lowercased().trimmingCharacters(in: .punctuationCharacters)) }) {
            return .activationUnrewritten(gestureName)
        }
        let bareVerb = verb.lowercased().trimmingCharacters(in: .punctuationCharacters)
        if words.count == 1, genericResults.contains(bareVerb) { return .activationOnly }
        let coordinated = words.count > 1 && ["and", "or", "&", "/"].contains(words[1].lowercased())
        if verb == verb.lowercased(), !coordinated, !verb.contains(where: { !$0.isLetter }), elementVerbs.contains(bareVerb) {
            words[0] = thirdPerson(bareVerb)
        }
        return .activation(rewritten: LabelInference.uppercasingFirstLetter(words.joined(separator: " ")))
    }

    /// Words that name a gesture wherever they stand in a hint.
    static let gestureWords: Set<String> = ["tap", "double-tap", "press", "hold", "swipe", "drag", "click", "long-press", "pinch", "triple-tap"]

    /// What every activation does: a hint saying only this repeats VoiceOver.
    static let genericResults: Set<String> = ["activate", "interact", "select", "choose", "use", "press", "tap", "click", "toggle"]

    /// Verbs whose subject is the element when a hint says them ("Opens settings", "Plays the
    /// song"). Verbs a person does ("see", "learn", "view", "edit") keep the imperative: "Sees
    /// details" would be wrong.
    static let elementVerbs: Set<String> = [
        "open", "close", "play", "pause", "stop", "start", "show", "hide", "dismiss", "delete", "remove", "add", "save", "share",
        "send", "expand", "collapse", "refresh", "reload", "copy", "move", "sort", "filter", "clear", "reset", "cancel", "undo",
        "redo", "mark", "archive", "mute", "unmute", "skip", "return", "go", "change", "switch", "display", "load", "present",
        "launch", "enable", "disable", "turn", "increase", "decrease", "zoom", "scroll", "jump", "create", "compose", "reply",
        "download", "upload", "subscribe", "unsubscribe", "follow", "unfollow", "like", "favorite", "bookmark", "pin", "unpin",
        "insert", "attach", "record", "call", "dial", "navigate", "submit", "confirm", "apply", "restore", "rename", "duplicate",
        "print", "export", "import", "sync", "lock", "unlock", "block", "unblock", "report", "translate", "publish", "post", "toggle",
    ]

    /// "open" → "opens", "dismiss" → "dismisses", "copy" → "copies", "go" → "goes".
    static func thirdPerson(_ verb: String) -> String {
        if verb.hasSuffix("s") || verb.hasSuffix("sh") || verb.hasSuffix("ch") || verb.hasSuffix("x") || verb.hasSuffix("z") || verb.hasSuffix("o") {
            return verb + "es"
        }
        if verb.hasSuffix("y"), let before = verb.dropLast().last, !"aeiou".contains(before) { return verb.dropLast() + "ies" }
        return verb + "s"
    }
}
