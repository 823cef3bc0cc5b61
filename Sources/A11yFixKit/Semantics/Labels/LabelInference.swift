import Foundation

/// Pure string helpers for every rule that inserts a label: turning identifiers (action names, binding
/// names, asset names) into the words a VoiceOver user should hear, and keeping role words out of them.
///
/// Every `label(from…)` result is a short sentence-case phrase with at least one letter, no role word,
/// no underscores or dots, and its first letter uppercased, except that a name whose capitals are part
/// of it keeps them ("iCloud backup", never "ICloud backup"). When nothing sensible remains the
/// result is nil, so the caller can try its next source instead of inserting noise.
public enum LabelInference {
    /// "deleteItem" → "Delete item", "NSApp.terminate" → "Quit", "window.orderOut" → "Hide", "viewModel.toggleFavorite" → "Toggle favorite" (last component), "didTapShareButton" → "Share", "onShareTapped" → "Share", "handleClose" → "Close", "showSettings" → "Show settings", "addToCart()" → "Add to cart". Strips call parentheses/arguments, `self.`, common UI-callback noise (`did`/`tap`/`tapped`/`pressed`/`handle`/`on…Tapped`/`action`/`button`), and role words. Returns nil when nothing sensible remains.
    public static func label(fromActionName name: String) -> String? {
        guard let identifier = lastMemberName(in: name) else { return nil }
        var words = actionWords(identifier)
        // The mechanism is judged on every word: `showConfirmationDialog` loses "dialog" as a role word.
        let identifierWords = splitWords(identifier)
        if isUnreadable(words) || beginsAGerund(words) || describesAGlyph(words) || namesPlumbing(words)
            || identifierWords.contains(where: { presentationMechanisms.contains($0.lowercased()) })
            // `presentShareAS()`: "AS" is an action sheet, a mechanism too.
            || identifierWords.last == "AS" { return nil }
        // `increment`, `decrement`: a stepper's words in code; a person says increase and decrease.
        // A Mac window's own calls, in the words of its menus: `orderOut(_:)` hides it, `miniaturize(_:)` minimizes it.
        if let spoken = windowActions[identifier] { return spoken }
        // `NSApp.terminate(_:)`: the Mac's word for ending an app is quitting it.
        if let first = words.first, let spoken = ["increment": "Increase", "decrement": "Decrease", "terminate": "Quit"][first.lowercased()] { words[0] = spoken }
        // `pop()`, `popView()`: a navigation stack's word for going back.
        if words.first?.lowercased() == "pop", words.dropFirst().allSatisfy({ layoutNouns.contains($0.lowercased()) || $0.lowercased() == "screen" }) { return "Back" }
        // `openAboutPanel()`, `showSettingsWindow()`: what opens is the label, not how it is shown.
        if words.count == 3, ["open", "show"].contains(words[0].lowercased()), ["panel", "window", "screen", "page"].contains(words[2].lowercased()) {
            words = [words[1]]
        }
        // `cancelTextEditor()`, `closeSheet()`: what closes is the screen the control sits on; the verb says it ("Cancel").
        if words.count > 1, ["cancel", "close", "dismiss"].contains(words[0].lowercased()),
           ["editor", "sheet", "screen", "view", "dialog", "picker", "page", "popup", "popover", "overlay", "modal", "form", "composer"]
            .contains(words[words.count - 1].lowercased()) {
            return words[0].prefix(1).uppercased() + words[0].dropFirst().lowercased()
        }
        // `gotoNext()`, `gotoSettings()`: where it goes is the name, as a link's is ("Next", "Settings").
        if words.count > 1, words[0].lowercased() == "goto" { words.removeFirst() }
        // `deleteRow(at:)`, `editCell`: the row or cell is where the control sits, not what it acts on.
        while words.count > 1, let last = words.last, ["row", "cell"].contains(last.lowercased()) { words.removeLast() }
        // `removeVenuesFromFavorites(indexSet:)`: a control acts on its own item; the plural before
        // where the verb acts is the list's word, and the phrase without it names the action.
        if words.count >= 3, ["from", "to", "into", "in", "on", "onto"].contains(words[2].lowercased()), isPlural(words[1]) {
            words.remove(at: 1)
        }
        // `signInApple()`: "Sign in with Apple", the words of the buttons of such services.
        if words.count == 3, ["sign", "log"].contains(words[0].lowercased()), ["in", "up"].contains(words[1].lowercased()), brands[words[2].lowercased()] != nil {
            words.insert("with", at: 2)
        }
        return phrase(from: words, source: identifier)
    }

    /// `venues`, `items`, `photos`; not `address`, `status`, `news`, `settings`.
    static func isPlural(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return lowered.count > 3 && lowered.hasSuffix("s") && !["ss", "us", "is", "ws", "ngs"].contains(where: lowered.hasSuffix)
    }

    /// Whether the words say how the code works rather than what a person gets: a lone generic verb
    /// (`set`, `update`, `handle`, a store's `.set(\.showInfo, true)`), a presentation mechanism
    /// (`presentActionSheet`, `showPopover`), a call passed on (`forwardSwapFromAndTo`), an event
    /// (`onDisplayModeChange`) or a place in the layout alone (`handleContentTap`).
    static func namesPlumbing(_ words: [String]) -> Bool {
        let lowered = words.map { $0.lowercased() }
        if lowered.count == 1, genericVerbs.contains(lowered[0]) || layoutNouns.contains(lowered[0]) || positions.contains(lowered[0]) { return true }
        // A lone noun of a process (`verification()`, `validation()`, `submission()`): what the code
        // does to check something, not what a person does.
        if lowered.count == 1, ["tion", "sion"].contains(where: lowered[0].hasSuffix), lowered[0].count > 6 { return true }
        if lowered.first == "forward" || lowered.last == "change" { return true }
        // `cancelPreviewIfActive`, `saveAndClose`: a condition or a second step is how the code runs, not a name.
        if lowered.count > 1, lowered.dropFirst().contains(where: ["if", "when", "unless", "and", "or", "then"].contains) { return true }
        return lowered.contains(where: presentationMechanisms.contains)
    }

    private static let windowActions: [String: String] = [
        "orderOut": "Hide", "orderFront": "Show", "orderFrontRegardless": "Show", "makeKeyAndOrderFront": "Show",
        "miniaturize": "Minimize", "performMiniaturize": "Minimize",
    ]
    private static let genericVerbs: Set<String> = [
        "set", "update", "handle", "perform", "change", "process", "execute", "run", "trigger", "action", "send", "dispatch", "fire", "callback", "do",
    ]
    private static let presentationMechanisms: Set<String> = ["sheet", "popover", "modal", "popup", "overlay", "alert", "dialog", "fullscreen", "picker", "submenu"]
    /// What a tap lands on in layout terms (`handleContentTap` → "Content", `onCellTapped` → "Cell"): where, not what.
    /// A place among siblings (`first_action`, `leftTapped`, `primaryAction`): which of the caller's
    /// closures runs, not what it does; the caller that passes it knows.
    private static let positions: Set<String> = [
        "first", "second", "third", "fourth", "primary", "secondary", "tertiary", "left", "right", "leading", "trailing",
        "top", "bottom", "middle", "center", "main", "other",
    ]
    private static let layoutNouns: Set<String> = ["content", "view", "cell", "row", "item", "container", "body", "element", "component", "area", "background"]

    /// Whether an action's name says it fetches data (`getSignalTypes`, `fetchFeed`, `reloadData`,
    /// `refresh()`): under a circular arrow, that is what a person calls refreshing.
    public static func fetchesData(_ name: String) -> Bool {
        guard let identifier = lastMemberName(in: name), let verb = actionWords(identifier).first?.lowercased() else { return false }
        return ["get", "fetch", "load", "reload", "refresh", "retrieve", "download", "request", "update"].contains(verb)
    }

    /// Whether the words only describe a drawing (`didPressArrowButton` → "Arrow", `chevronDownTapped`
    /// → "Chevron down"): how the control looks, not what it does, so no label.
    static func describesAGlyph(_ words: [String]) -> Bool {
        let lowered = words.map { $0.lowercased() }
        return lowered.contains(where: glyphShapes.contains) && lowered.allSatisfy { glyphShapes.contains($0) || directions.contains($0) }
    }

    private static let glyphShapes: Set<String> = [
        "arrow", "arrows", "chevron", "chevrons", "caret", "triangle", "circle", "circles", "square", "squares", "rectangle", "ellipse",
        "ellipsis", "dot", "dots", "line", "lines", "xmark", "cross", "plus", "minus", "shape",
    ]
    private static let directions: Set<String> = ["left", "right", "up", "down", "top", "bottom", "small", "large", "big", "filled", "fill", "outline"]

    /// Whether an action's name says what it does in words no person reads: it opens on a state
    /// (`beingConnect`, `loadingFeed`: when, not what) or uses code's shorthand (`sendCtrl`,
    /// `openCfg`). Its control's glyph does not say it either.
    public static func namesActionUnreadably(_ name: String) -> Bool {
        guard let identifier = lastMemberName(in: name) else { return false }
        return isUnreadable(actionWords(identifier))
    }

    private static func actionWords(_ identifier: String) -> [String] {
        let split = splitWords(identifier)
        // `selectStartingImage`: an image after the verb is what the action acts on, not the control's role.
        var words = split.enumerated().filter { position, word in
            (!isRoleWord(word) || position > 1 && ["image", "picture"].contains(word.lowercased())) && !controlNoise.contains(word.lowercased())
        }.map(\.element)
        var removed: [String] = []
        while let first = words.first, leadingCallbackNoise.contains(first.lowercased()) { removed.append(words.removeFirst().lowercased()) }
        // `didTouchUpInsideBack`: UIKit's control event, `didSelectCreateNew`: a delegate's word for a tap.
        if removed.last == "touch" {
            while let first = words.first, ["up", "down", "inside", "outside"].contains(first.lowercased()) { words.removeFirst() }
        }
        if ["did", "on"].contains(removed.last), words.count > 1, ["select", "selected"].contains(words[0].lowercased()) { words.removeFirst() }
        while let last = words.last, trailingCallbackNoise.contains(last.lowercased()) { words.removeLast() }
        return words
    }

    private static func isUnreadable(_ words: [String]) -> Bool {
        // `cellDidSelected`, `pickerWillDismiss`: a delegate's callback, named for when it runs.
        words.first.map { isGerund($0.lowercased()) } == true || words.contains(where: isCodeShorthand)
            || words.dropFirst().contains { ["did", "will"].contains($0.lowercased()) }
    }

    /// `beginAdding`, `beginEditing`: the verb is the gerund, in code's phrasing ("Begin adding");
    /// the glyph may say it as a person would ("Add").
    private static func beginsAGerund(_ words: [String]) -> Bool {
        words.first?.lowercased() == "begin" && words.dropFirst().first.map { isGerund($0.lowercased()) } == true
    }

    /// "being", "loading": a verb's -ing form, which no imperative is ("bring", "string" are not).
    private static func isGerund(_ word: String) -> Bool {
        word.count > 4 && word.hasSuffix("ing") && !["bring", "string", "spring", "swing", "sting", "thing", "sling", "wring"].contains(word)
    }

    /// Shorthand of code: `ctrl`, `cfg`, `msg`, a word without vowels that is no known acronym.
    private static func isCodeShorthand(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if codeShorthands.contains(lowered) { return true }
        guard lowered.count > 1, lowered.allSatisfy(\.isLetter), acronyms[lowered] == nil, word != word.uppercased() else { return false }
        return !lowered.contains { "aeiouy".contains($0) }
    }

    private static let codeShorthands: Set<String> = [
        "ctrl", "cmd", "opt", "msg", "msgs", "pwd", "pref", "prefs", "desc", "num", "idx", "val", "tmp", "ctx", "obj", "arr",
        "dict", "str", "param", "params", "args", "impl", "init", "vc", "vm", "mgr", "cfg", "conf", "dest", "src", "dst", "acct", "amt", "qty",
        "txn", "trans", "auth", "nav", "req", "res", "resp",
    ]

    /// "$isMuted" → "Muted", "$showsPassword" → "Show password", "$notificationsEnabled" → "Notifications",
    /// "$isFavorite" → "Favorite", "$wifiOn" → "Wi-Fi", "$searchText" → "Search".
    ///
    /// A binding names state, a label names what the control is about, so the question prefix
    /// (`is`, `has`, `should` …) and the trailing state or storage word (`Enabled`, `On`, `Text` …) go, and a
    /// leading third-person verb becomes the imperative a Toggle reads ("shows" → "Show"). A binding that
    /// is nothing but state (`$isOn`, `$isEnabled`, `$text`) gives nil.
    public static func label(fromBindingName name: String) -> String? {
        guard let identifier = storedMemberName(in: name) else { return nil }
        var words = splitWords(identifier).filter { !isRoleWord($0) }
        // `transCode`, `favoriteAcct`: code's shorthand, which no person reads as the control's name.
        if words.contains(where: isCodeShorthand) { return nil }
        if words.count > 1, let first = words.first, statePrefixes.contains(first.lowercased()) { words.removeFirst() }
        if let first = words.first, let imperative = imperatives[first.lowercased()] { words[0] = imperative }
        while let last = words.last, trailingStateWords.contains(last.lowercased()) { words.removeLast() }
        // A copy of a value in another type, for a control that needs it (`timeoutInDouble`,
        // `speedDouble`): the type is not part of the name, nor is the "in" before it.
        if words.count > 1, let last = words.last, numericTypeNames.contains(last.lowercased()) {
            words.removeLast()
            if words.count > 1, let last = words.last, ["in", "as"].contains(last.lowercased()) { words.removeLast() }
        }
        return phrase(from: words, source: identifier)
    }

    private static let numericTypeNames: Set<String> = ["double", "float", "int", "cgfloat", "decimal"]

    /// Asset names: "ic_close" → "Close", "icon-share" → "Share", "btnBack" → "Back", "AppLogo" → "App logo", "profile_placeholder" → "Profile placeholder", "img_avatar_default@2x" → "Avatar default". Drops prefixes/suffixes such as ic_, icn_, icon_, img_, image_, btn_, button_, _icon, _image, _btn, @2x/@3x, -dark/_dark, _24/_24pt size suffixes. nil when nothing sensible remains.
    public static func label(fromAssetName name: String) -> String? {
        let assetName = bareAssetName(name)
        var words = splitWords(assetName).filter { !isRoleWord($0) && !controlNoise.contains($0.lowercased()) }
        while let first = words.first, assetPrefixes.contains(first.lowercased()) { words.removeFirst() }
        // Variant suffixes describe one rendition of the asset; a name made only of one ("light") is kept.
        while words.count > 1, let last = words.last, isAssetVariant(last) { words.removeLast() }
        // How the drawing is shaped or where it sits (`roundBack`, `deleteCell`): the other words name it.
        if words.contains(where: { !assetDrawingWords.contains($0.lowercased()) }) { words.removeAll { assetDrawingWords.contains($0.lowercased()) } }
        // An asset named for its drawing (`player_arrow_down`, `chevron_right_small`) says how it looks, not what it does.
        if words.contains(where: { glyphShapes.contains($0.lowercased()) }) { return nil }
        // `ic_setting`: the screen a gear opens is "Settings", however the asset spells it.
        if words.count == 1, words[0].lowercased() == "setting" { return "Settings" }
        return phrase(from: words, source: assetName)
    }

    /// camelCase / snake_case / kebab-case → "Sentence case words", with a small acronym list (URL, ID, PDF, QR, Wi-Fi, iCloud, …).
    ///
    /// Characters that are neither letters nor digits separate words. Known names keep their spelling
    /// (`acronyms`), and an unknown all-capitals word of an identifier that also has lowercase letters
    /// is taken for an acronym and kept ("showHUD" → "Show HUD"). Empty when there are no words.
    public static func humanize(_ identifier: String) -> String {
        sentence(from: splitWords(identifier), source: identifier)
    }

    /// Role words a label must never contain, matched as whole words, case-insensitive.
    ///
    /// VoiceOver already announces the element's role ("Share, button"; "Profile, image"), so these words
    /// only repeat it: "button", "image", "icon", "graphic", "symbol", "glyph". Deliberately not included:
    /// "link", "tab", "picture" and "photo", which usually name the content or the object of the action
    /// ("Copy link", "Close tab", "Take picture", "Profile photo") rather than the element's role.
    public static func containsRoleWord(_ label: String) -> Bool {
        label.split { !$0.isLetter }.contains { isRoleWord(String($0)) }
    }

    /// The label with role words removed ("Delete button" → "Delete", "Profile image" → "Profile"); nil if nothing remains.
    ///
    /// The remaining words keep their spelling; a connective left dangling at either end ("Button to
    /// share", "Icon for settings") goes with the role word, and the first letter is uppercased.
    public static func removingRoleWords(_ label: String) -> String? {
        let original = label.split(whereSeparator: \.isWhitespace).map(String.init)
        var words = original.filter { !isRoleWord($0.trimmingCharacters(in: .punctuationCharacters)) }
        if words.count < original.count {
            while let first = words.first, danglingConnectives.contains(first.lowercased()) { words.removeFirst() }
            while let last = words.last, danglingConnectives.contains(last.lowercased()) { words.removeLast() }
        }
        guard words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        return uppercasingFirstLetter(words.joined(separator: " "))
    }

    /// The body of a string literal (`Delete button`, `Delete \\(item.name) button`) with the role
    /// word a person wrote for the element's role removed, or nil when it has none to remove: the
    /// last word when it is one of `roles` ("Delete button" → "Delete", "Profile image." →
    /// "Profile."), or the first followed by a connective ("Button to share" → "Share", "Image of
    /// the bay" → "The bay"). A role word between other words names something else ("Image
    /// gallery", "Radio buttons group"), and so does one after a verb or a kind of button the user
    /// presses on the device ("Add image", "Change icon", "Action button", "App icon"). Words of an
    /// interpolation are never touched; nil when no letter would be left outside one.
    ///
    /// On a control, an image word may be what its action works on wherever the verb stands
    /// ("Attach an image", "Resize landmark image", "Share as card image"): with
    /// `imageWordsMayBeObjects`, one is removed only from a label that starts with no verb and
    /// whose word before it is no article, preposition or conjunction ("Settings icon").
    public static func removingRoleWord(fromLiteralBody body: String, roles: Set<String>, imageWordsMayBeObjects: Bool) -> String? {
        var words = body.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count >= 2, words.allSatisfy({ !$0.isEmpty }) else { return nil }
        func bare(_ word: String) -> String { word.trimmingCharacters(in: .punctuationCharacters).lowercased() }
        func isPlain(_ word: String) -> Bool { !word.contains("\\") && !word.contains("(") && !word.contains(")") }
        let last = words[words.count - 1]
        if isPlain(last), roles.contains(bare(last)), isPlain(words[words.count - 2]) || words[words.count - 2].hasSuffix(")") {
            let before = bare(words[words.count - 2])
            let startsWithVerb = actionVerbs.contains(bare(words[0])) || HintPhrases.elementVerbs.contains(bare(words[0]))
            let keeps = functionWords.contains(before)
                || (bare(last) == "button" ? physicalButtons.contains(before)
                    : actionVerbs.contains(before) || before == "app" || imageWordsMayBeObjects && startsWithVerb)
            if !keeps {
                let punctuation = String(last.reversed().prefix { $0.isPunctuation }.reversed())
                words.removeLast()
                words[words.count - 1] += punctuation
                let result = words.joined(separator: " ")
                return result.contains(where: \.isLetter) || result.contains("\\(") ? result : nil
            }
        }
        if words.count >= 3, isPlain(words[0]), isPlain(words[1]), roles.contains(bare(words[0])), words[0] == bare(words[0]).capitalized || words[0] == bare(words[0]),
           danglingConnectives.contains(words[1].lowercased()) {
            let rest = words.dropFirst(2).joined(separator: " ")
            guard rest.first?.isLetter == true else { return nil }
            return uppercasingFirstLetter(rest)
        }
        return nil
    }

    /// Words after which a role word is a noun of the sentence ("Add an image", "Import whiteboard
    /// or image"), not the element's role.
    private static let functionWords: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "your", "my", "our", "their", "its", "his", "her", "or", "and", "as",
        "of", "to", "with", "for", "from", "in", "on", "by", "new", "current", "selected", "each", "every", "any", "one", "no",
    ]

    /// Buttons of the device, whose names end in "button".
    private static let physicalButtons: Set<String> = ["action", "home", "side", "power", "volume", "radio", "camera", "shutter", "crown", "mouse", "trackpad", "sleep", "wake"]

    /// Verbs whose object a trailing "image" or "icon" is ("Add image", "Change icon").
    static let actionVerbs: Set<String> = [
        "add", "edit", "change", "choose", "select", "pick", "remove", "delete", "upload", "download", "crop", "share", "save",
        "copy", "insert", "attach", "set", "update", "replace", "view", "open", "show", "hide", "rotate", "reset", "load",
        "reload", "create", "generate", "export", "import", "paste", "drop", "scan", "take", "describe", "zoom", "preview", "resize",
        "flip", "mirror", "enlarge", "expand", "set", "use", "apply", "search", "find", "convert", "compress", "swap", "erase",
        "customize", "new", "custom", "alternate", "alternative",
    ]

    // MARK: - Vocabulary

    static let roleWords: Set<String> = ["button", "image", "icon", "graphic", "symbol", "glyph"]

    /// Abbreviated role words that appear in identifiers, never in prose.
    private static let controlNoise: Set<String> = ["btn", "img", "ico"]

    /// Callback naming (`didTap…`, `on…`, `handle…`, `perform…`) that says when code runs, not what it does.
    private static let leadingCallbackNoise: Set<String> = [
        "did", "will", "on", "handle", "perform", "user", "tap", "tapped", "press", "pressed", "click", "clicked", "touch", "touched",
    ]
    private static let trailingCallbackNoise: Set<String> = [
        "tap", "tapped", "press", "pressed", "click", "clicked", "touched", "action", "handler", "callback", "completion", "event", "triggered", "did",
        "was", "were",
        "changed", "updated",
        "func", "function", "closure", "block", "fn", "cb", "impl",
    ]

    private static let statePrefixes: Set<String> = ["is", "has", "should", "can", "was", "will", "did"]
    private static let imperatives: [String: String] = [
        "shows": "show", "showing": "show", "hides": "hide", "hiding": "hide", "uses": "use", "using": "use",
        "enables": "enable", "allows": "allow", "displays": "display",
    ]
    /// What a binding stores rather than what it is about: its state (`wifiOn`) or the text it holds (`searchText`).
    /// States that say whether something is shown, for `object(ofState:verbs:)`.
    private static let visibilityStates: Set<String> = ["visible", "hidden", "shown", "revealed", "expanded", "collapsed", "open", "closed"]
    private static let trailingStateWords: Set<String> = [
        "enabled", "on", "active", "toggled", "flag", "value", "state", "text", "string", "input", "field",
    ]

    private static let assetPrefixes: Set<String> = ["ic", "icn", "icon", "icons", "img", "image", "images", "btn", "button", "bg"]
    private static let assetVariantWords: Set<String> = [
        "dark", "light", "fill", "filled", "outline", "outlined", "template", "normal", "highlighted", "selected", "pressed", "disabled",
    ]
    private static let assetDrawingWords: Set<String> = ["round", "rounded", "cell", "mini", "tiny"]
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif", "webp"]

    private static let danglingConnectives: Set<String> = ["of", "for", "to", "with", "that", "which", ":", "-", "–", "—"]

    /// Names spelled their own way: acronyms and Apple product names an identifier cannot spell.
    static let acronyms: [String: String] = [
        "url": "URL", "id": "ID", "pdf": "PDF", "qr": "QR", "wifi": "Wi-Fi", "icloud": "iCloud", "iphone": "iPhone",
        "ipad": "iPad", "ios": "iOS", "macos": "macOS", "airplay": "AirPlay", "airdrop": "AirDrop", "shareplay": "SharePlay",
        "facetime": "FaceTime", "gps": "GPS", "sms": "SMS", "usb": "USB", "nfc": "NFC", "faq": "FAQ", "tv": "TV", "ok": "OK",
        "vpn": "VPN", "api": "API", "html": "HTML", "json": "JSON", "csv": "CSV", "ar": "AR", "3d": "3D", "github": "GitHub",
        "finder": "Finder", "safari": "Safari", "xcode": "Xcode", "siri": "Siri", "testflight": "TestFlight", "homekit": "HomeKit",
    ]

    /// Services whose names a label spells as they do (`signInApple` → "Sign in with Apple").
    private static let brands: [String: String] = [
        "apple": "Apple", "google": "Google", "facebook": "Facebook", "github": "GitHub", "twitter": "Twitter", "microsoft": "Microsoft",
        "linkedin": "LinkedIn", "whatsapp": "WhatsApp", "instagram": "Instagram", "youtube": "YouTube", "tiktok": "TikTok",
        "spotify": "Spotify", "discord": "Discord", "kakao": "Kakao", "naver": "Naver", "line": "LINE",
    ]

    /// Halves a camelCase split leaves apart: "iCloud" → "i" + "Cloud", "WiFi" → "Wi" + "Fi".
    private static let splitNames: Set<String> = ["icloud", "iphone", "ipad", "ios", "macos", "wifi", "airplay", "airdrop", "shareplay", "facetime"]

    /// More words than this is a sentence, not a label; better no guess than a paragraph read aloud.
    static let maximumWords = 8

    // MARK: - Words

    /// What a state's name says a one-word symbol label acts on: the words after the verb it shares
    /// with the labels (`showPassword` with "Show"/"Hide" → "password"; `isShowingDetails` →
    /// "details"), or what a visibility state is about (`isPasswordVisible` → "password",
    /// `detailsExpanded` with "Collapse"/"Expand" → "details"). Nil when the name says neither
    /// (`isPlaying` with "Play"/"Pause" names no object) or when a label is more than one word.
    public static func object(ofState name: String, verbs: [String]) -> String? {
        guard let identifier = lastMemberName(in: name), verbs.allSatisfy({ !$0.contains(" ") && !$0.isEmpty }) else { return nil }
        var words = splitWords(identifier)
        let loweredVerbs = verbs.map { $0.lowercased() }
        let rest: [String]
        if let first = words.first, words.count > 1, statePrefixes.contains(first.lowercased()) { words.removeFirst() }
        if let verbIndex = words.firstIndex(where: { word in loweredVerbs.contains { word.lowercased().hasPrefix($0) } }) {
            // `showPassword`: the object follows the verb; `isPasswordShown`: it comes before.
            // `isSearchActive` with "Close"/"Search": "active" says the state, not a thing; what is
            // active is the search the verb names.
            let after = Array(words[(verbIndex + 1)...].reversed().drop { trailingStateWords.contains($0.lowercased()) }.reversed())
            if after.isEmpty, verbIndex + 1 < words.count {
                rest = [words[verbIndex]]
            } else {
                rest = (after.isEmpty ? Array(words[..<verbIndex]) : after).filter { !isRoleWord($0) }
            }
        } else {
            guard let last = words.last, visibilityStates.contains(last.lowercased()) else { return nil }
            rest = words.dropLast().filter { !isRoleWord($0) }
        }
        // Cased as the words after a verb are: "Show password", "Show HUD".
        guard (1...3).contains(rest.count), let phrase = phrase(from: [verbs[0]] + rest, source: identifier) else { return nil }
        return String(phrase.dropFirst(verbs[0].count + 1))
    }

    /// The last member of a reference, without call arguments, subscripts, sigils or `self`:
    /// "{ self.viewModel.share(item) }" → "share".
    private static func lastMemberName(in reference: String) -> String? {
        var text = Substring(reference.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "{}"))))
        if let argumentsStart = text.firstIndex(where: { $0 == "(" || $0 == "[" }) { text = text[..<argumentsStart] }
        let members = text.split(separator: ".").map { $0.filter { !"$&`!?".contains($0) } }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "self" && $0 != "Self" }
        return members.last
    }

    /// The member a binding stores to, past the conversions a binding helper reads it through:
    /// `$account.favorite.asBool` → "favorite", `$item.kind.rawValue` → "kind".
    private static func storedMemberName(in reference: String) -> String? {
        var text = Substring(reference.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "{}"))))
        if let argumentsStart = text.firstIndex(where: { $0 == "(" || $0 == "[" }) { text = text[..<argumentsStart] }
        var members = text.split(separator: ".").map { String($0.filter { !"$&`!?".contains($0) }).trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "self" && $0 != "Self" }
        while members.count > 1, let last = members.last, isConversion(last) { members.removeLast() }
        return members.last
    }

    /// `asBool`, `asString`, `boolValue`, `rawValue`, `wrappedValue`: a value read as another type.
    private static func isConversion(_ member: String) -> Bool {
        let characters = Array(member)
        if member.hasPrefix("as"), characters.count > 2, characters[2].isUppercase { return true }
        return member.hasSuffix("Value") && member.count > "Value".count
    }

    /// "Assets/Icons/img_avatar_default@2x~ipad.png" → "img_avatar_default".
    private static func bareAssetName(_ name: String) -> String {
        var text = Substring(name.trimmingCharacters(in: .whitespacesAndNewlines))
        if let slash = text.lastIndex(of: "/") { text = text[text.index(after: slash)...] }
        if let dot = text.lastIndex(of: "."), imageExtensions.contains(text[text.index(after: dot)...].lowercased()) {
            text = text[..<dot]
        }
        if let tilde = text.firstIndex(of: "~") { text = text[..<tilde] }
        if let at = text.lastIndex(of: "@") {
            let scale = text[text.index(after: at)...]
            if scale.hasSuffix("x"), scale.dropLast().allSatisfy({ $0.isNumber || $0 == "." }), scale.count > 1 { text = text[..<at] }
        }
        return String(text)
    }

    /// Size and density suffixes (`24`, `24pt`, `2x`) and appearance variants (`dark`, `outline`).
    private static func isAssetVariant(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if assetVariantWords.contains(lowered) { return true }
        let digits = lowered.prefix(while: \.isNumber)
        guard !digits.isEmpty else { return false }
        return ["", "pt", "px", "dp", "x"].contains(String(lowered.dropFirst(digits.count)))
    }

    private static func isRoleWord(_ word: String) -> Bool {
        roleWords.contains(word.lowercased())
    }

    /// Words of an identifier: separators are anything but letters and digits (an emoji is a separator,
    /// also one Unicode calls a letter, as ℹ️); camelCase splits before an
    /// uppercase letter that follows a lowercase letter or digit ("deleteItem"), and before the last
    /// capital of an acronym run that starts a new word ("URLSession" → "URL", "Session").
    static func splitWords(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (offset, character) in characters.enumerated() {
            guard character.isLetter && !character.isEmoji || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if let previous = current.last, character.isUppercase {
                let next = offset + 1 < characters.count ? characters[offset + 1] : nil
                let afterNext = offset + 2 < characters.count ? characters[offset + 2] : nil
                // A lone "s" after an acronym is its plural ("URLs"), not the start of a word.
                let isPluralOfAcronym = next == "s" && afterNext?.isLowercase != true
                let startsWord = previous.isLowercase || previous.isNumber
                    || previous.isUppercase && next?.isLowercase == true && !isPluralOfAcronym
                if startsWord {
                    words.append(current)
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return joiningSplitNames(words)
    }

    private static func joiningSplitNames(_ words: [String]) -> [String] {
        var joined: [String] = []
        for word in words {
            if let previous = joined.last, splitNames.contains((previous + word).lowercased()) {
                joined[joined.count - 1] = previous + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// Words joined into a label, or nil when they are not one: nothing left, no letter in them, or too many.
    private static func phrase(from words: [String], source: String) -> String? {
        guard !words.isEmpty, words.count <= maximumWords, words.contains(where: { $0.contains(where: \.isLetter) }) else { return nil }
        let label = sentence(from: words, source: source)
        return label.isEmpty ? nil : label
    }

    /// An identifier's words as they read inside a label: lowercased, acronyms kept (`showQR` →
    /// ["show", "QR"], `isTagSuggestionExpanded` → ["is", "tag", "suggestion", "expanded"]).
    public static func labelWords(_ identifier: String) -> [String] {
        let capitalsAreMeaningful = identifier.contains(where: \.isLowercase)
        return splitWords(identifier).map { isAcronym($0, capitalsAreMeaningful: capitalsAreMeaningful) ? $0 : $0.lowercased() }
    }

    /// An all-capitals word of two letters or more (`QR`, `URL`), where capitals carry meaning: not
    /// in SCREAMING_SNAKE_CASE.
    private static func isAcronym(_ word: String, capitalsAreMeaningful: Bool) -> Bool {
        capitalsAreMeaningful && word.count > 1 && word.allSatisfy { !$0.isLowercase } && word.contains(where: \.isUppercase)
    }

    private static func sentence(from words: [String], source: String) -> String {
        // In SCREAMING_SNAKE_CASE capitals carry no meaning; elsewhere an all-capitals word is an acronym.
        let capitalsAreMeaningful = source.contains(where: \.isLowercase)
        let spelled = words.enumerated().map { position, word -> String in
            if let name = spelledName(word) { return name }
            if isAcronym(word, capitalsAreMeaningful: capitalsAreMeaningful) { return word }
            let lowered = word.lowercased()
            return position == 0 ? uppercasingFirstLetter(lowered) : lowered
        }
        return spelled.joined(separator: " ")
    }

    /// "wifi" → "Wi-Fi", "urls" → "URLs".
    private static func spelledName(_ word: String) -> String? {
        let lowered = word.lowercased()
        if let name = acronyms[lowered] ?? (lowered == "line" ? nil : brands[lowered]) { return name }
        if lowered.count > 2, lowered.hasSuffix("s"), let name = acronyms[String(lowered.dropLast())], name == name.uppercased() {
            return name + "s"
        }
        return nil
    }

    static func uppercasingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
