/// What a VoiceOver user should hear for an SF Symbol used as a control's or image's only content.
///
/// SF Symbol names describe a drawing (`square.and.arrow.up`), not a purpose ("Share"), so every label
/// taken from here is inserted with `// [VERIFY]`: the table gives the meaning the symbol has in most
/// apps, and a person confirms it for this one.
public enum SymbolVocabulary {
    public struct Meaning: Sendable, Equatable {
        /// The label VoiceOver reads: an action for controls ("Share", "Delete", "Close") or a noun for images.
        public let label: String
        /// Alternative names a Voice Control user may say; first is always `label`. Empty when there are no well-known alternatives.
        public let inputLabels: [String]
        /// Every word the glyph is read as in some app, Voice Control's alternatives and the action's
        /// synonyms ("Duplicate" for `square.on.square`'s "Copy"): an action named by one of them
        /// agrees with the glyph.
        public let synonyms: [String]

        init(label: String, alternatives: [String], synonyms: [String] = []) {
            self.label = label
            inputLabels = alternatives.isEmpty ? [] : [label] + alternatives
            self.synonyms = synonyms
        }
    }

    /// The meaning of a symbol name, folding variants; nil when the symbol is not known.
    ///
    /// Folding, in order: the exact name; then the name without its localisation suffix (`.ar`, `.rtl` …)
    /// and rendering components (`.fill`, `.filled`, wherever they appear); a badge (`.badge.plus`) is
    /// kept when the table names that badged symbol (`person.badge.plus` → "Add person") and dropped
    /// otherwise; enclosures and variants at the end (`.circle`, `.square`, `.rectangle`, `.app`, `.crop`,
    /// `.inverse`, a number such as `.2` …) are removed one at a time until a base matches. Finally an
    /// `X.slash` the table does not list reads as the absence of `X`: "No <label of X>".
    public static func meaning(ofSymbol name: String) -> Meaning? {
        if let exact = index[name] { return exact }
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else { return nil }
        return foldedMeaning(of: components)
    }

    /// Markdown documentation of the table (a section per family, a row per base symbol: symbol, label, Voice Control alternatives), used to generate docs/symbols.md.
    public static func markdownDocumentation() -> String {
        var lines = [
            "# SF Symbol labels",
            "",
            "<!-- Generated from SymbolVocabulary.swift; do not edit by hand. -->",
            "",
            "When an SF Symbol is the only content of a control or an image, a11yfix labels it with what a VoiceOver user should hear, "
                + "and adds the Voice Control alternatives as `.accessibilityInputLabels`. Symbol names describe a drawing, not a purpose, "
                + "so every inferred label is inserted with `// [VERIFY]`.",
            "",
            "Variants fold to the base symbols below: rendering components (`.fill`, `.filled`) anywhere, localisation suffixes (`.ar`, `.rtl` …), "
                + "and trailing enclosures or variants (\(trailingVariants.map { "`.\($0)`" }.joined(separator: ", ")), a number such as `.2`). "
                + "So `trash.circle.fill` reads \"Delete\" and `person.crop.circle` reads \"Profile\". A badge keeps its own meaning when it is listed "
                + "(`person.badge.plus` → \"Add person\") and is otherwise dropped. A `.slash` symbol that is not listed reads as the absence of its base: "
                + "`wifi.slash` → \"No Wi-Fi\".",
            "",
            "\(baseSymbols.count) base symbols.",
        ]
        for family in families {
            lines += ["", "## \(family.name)", "", "| Symbol | Label | Voice Control alternatives |", "|---|---|---|"]
            for entry in family.entries {
                let alternatives = entry.spokenAlternatives.isEmpty ? "—" : entry.spokenAlternatives.joined(separator: ", ")
                lines.append("| `\(entry.symbol)` | \(entry.label) | \(alternatives) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Entry: Sendable {
        let symbol: String
        let label: String
        /// What a Voice Control user may say instead of `label`.
        let alternatives: [String]

        init(_ symbol: String, _ label: String, _ alternatives: String...) {
            self.symbol = symbol
            self.label = label
            self.alternatives = alternatives
        }

        /// The alternatives a person says for what they see: the glyph's own name ("Trash",
        /// "Paperclip"). Synonyms of the action ("Duplicate" for Copy, "Send" for Share) may name
        /// another action of the app, so they are not offered.
        var spokenAlternatives: [String] {
            let parts = Set(symbol.split(separator: ".").map { $0.lowercased() })
            return alternatives.filter { alternative in
                alternative.split(separator: " ").allSatisfy { parts.contains($0.lowercased()) }
            }
        }
    }

    struct Family: Sendable {
        let name: String
        let entries: [Entry]
    }

    static var baseSymbols: [Entry] { families.flatMap(\.entries) }

    static let families: [Family] = [
        Family(name: "Navigation", entries: navigation),
        Family(name: "Editing", entries: editing),
        Family(name: "Sharing and files", entries: sharingAndFiles),
        Family(name: "Media playback", entries: media),
        Family(name: "Sound", entries: sound),
        Family(name: "Communication", entries: communication),
        Family(name: "People and accounts", entries: people),
        Family(name: "Status", entries: status),
        Family(name: "Visibility, privacy and toggles", entries: toggles),
        Family(name: "Favorites and organising", entries: favorites),
        Family(name: "Sorting, filtering and layout", entries: layout),
        Family(name: "Text formatting and keyboard", entries: textFormatting),
        Family(name: "Camera, photos and scanning", entries: camera),
        Family(name: "Devices and connectivity", entries: devices),
        Family(name: "Weather", entries: weather),
        Family(name: "Commerce", entries: commerce),
        Family(name: "Maps, places and travel", entries: places),
        Family(name: "Time and calendar", entries: time),
        Family(name: "Settings and tools", entries: tools),
        Family(name: "Health and lifestyle", entries: lifestyle),
    ]

    // MARK: - Table

    private static let navigation: [Entry] = [
        Entry("chevron.left", "Back", "Previous", "Go back"),
        Entry("chevron.backward", "Back", "Previous", "Go back"),
        Entry("chevron.right", "Next", "Forward"),
        Entry("chevron.forward", "Next", "Forward"),
        Entry("chevron.up", "Collapse", "Show less"),
        Entry("chevron.down", "Expand", "Show more"),
        Entry("chevron.up.chevron.down", "Choose option", "Select", "Choose"),
        Entry("chevron.compact.down", "Dismiss", "Close"),
        Entry("chevron.left.to.line", "First", "Go to start"),
        Entry("chevron.right.to.line", "Last", "Go to end"),
        Entry("arrow.left", "Back", "Previous"),
        Entry("arrow.backward", "Back", "Previous"),
        Entry("arrow.right", "Next", "Forward", "Continue"),
        Entry("arrow.forward", "Next", "Forward", "Continue"),
        Entry("arrow.up", "Move up", "Up"),
        Entry("arrow.down", "Move down", "Down"),
        // The filled circled arrow is the Messages send control, copied by most chat UIs.
        Entry("arrow.up.circle.fill", "Send", "Submit"),
        Entry("arrow.up.to.line", "Scroll to top", "Top"),
        Entry("arrow.down.to.line", "Download", "Save"),
        Entry("arrow.up.right", "Open", "Open link"),
        Entry("arrow.up.forward", "Open", "Open link"),
        Entry("arrow.up.left.and.arrow.down.right", "Full screen", "Expand", "Enlarge", "Maximize"),
        Entry("arrow.up.backward.and.arrow.down.forward", "Full screen", "Expand", "Enlarge", "Maximize"),
        Entry("arrow.down.right.and.arrow.up.left", "Exit full screen", "Collapse", "Shrink", "Minimize"),
        Entry("arrow.down.forward.and.arrow.up.backward", "Exit full screen", "Collapse", "Shrink", "Minimize"),
        Entry("arrow.up.and.down.and.arrow.left.and.right", "Move"),
        Entry("arrow.left.arrow.right", "Swap", "Switch"),
        Entry("arrow.right.arrow.left", "Swap", "Switch"),
        Entry("arrow.uturn.left", "Undo"),
        Entry("arrow.uturn.backward", "Undo"),
        Entry("arrow.uturn.right", "Redo"),
        Entry("arrow.uturn.forward", "Redo"),
        Entry("arrow.clockwise", "Refresh", "Reload"),
        Entry("arrow.counterclockwise", "Reset", "Revert", "Restore"),
        Entry("arrow.triangle.2.circlepath", "Sync", "Refresh", "Reload"),
        Entry("arrow.2.circlepath", "Sync", "Refresh", "Reload"),
        Entry("exclamationmark.arrow.circlepath", "Retry", "Try again"),
        Entry("arrowshape.turn.up.left", "Reply", "Respond"),
        Entry("arrowshape.turn.up.backward", "Reply", "Respond"),
        Entry("arrowshape.turn.up.left.2", "Reply all"),
        Entry("arrowshape.turn.up.backward.2", "Reply all"),
        Entry("arrowshape.turn.up.right", "Forward"),
        Entry("arrowshape.turn.up.forward", "Forward"),
        Entry("arrowshape.left", "Back", "Previous"),
        Entry("arrowshape.backward", "Back", "Previous"),
        Entry("arrowshape.right", "Next", "Forward"),
        Entry("arrowshape.forward", "Next", "Forward"),
        Entry("return", "Return", "Enter"),
        Entry("rectangle.portrait.and.arrow.right", "Sign out", "Log out"),
        Entry("rectangle.portrait.and.arrow.forward", "Sign out", "Log out"),
    ]

    private static let editing: [Entry] = [
        Entry("plus", "Add", "New", "Plus", "Create"),
        Entry("minus", "Remove", "Minus"),
        Entry("xmark", "Close", "Dismiss", "Cancel"),
        Entry("multiply", "Close", "Dismiss", "Cancel"),
        Entry("checkmark", "Done", "Confirm", "OK", "Apply", "Save", "Submit"),
        Entry("trash", "Delete", "Trash", "Remove"),
        Entry("trash.slash", "Can't delete"),
        Entry("xmark.bin", "Junk", "Spam", "Move to junk"),
        Entry("archivebox", "Archive"),
        Entry("square.and.pencil", "Compose", "New message", "Write", "New"),
        Entry("pencil", "Edit", "Pencil", "Modify"),
        Entry("pencil.line", "Edit", "Pencil", "Modify"),
        Entry("pencil.slash", "Can't edit", "Read only"),
        Entry("pencil.tip", "Draw", "Markup"),
        Entry("pencil.tip.crop.circle", "Markup", "Annotate"),
        Entry("highlighter", "Highlight"),
        Entry("eraser", "Erase", "Eraser"),
        Entry("scissors", "Cut"),
        Entry("doc.on.doc", "Copy", "Duplicate"),
        Entry("doc.on.clipboard", "Paste"),
        Entry("clipboard", "Paste", "Clipboard"),
        Entry("square.on.square", "Copy", "Duplicate"),
        Entry("plus.square.on.square", "Duplicate", "Copy"),
        Entry("lasso", "Select", "Lasso"),
        Entry("crop", "Crop"),
        Entry("crop.rotate", "Crop", "Rotate", "Straighten"),
        Entry("rotate.left", "Rotate left"),
        Entry("rotate.right", "Rotate right"),
        Entry("flip.horizontal", "Flip", "Mirror"),
        Entry("wand.and.stars", "Auto enhance", "Enhance", "Magic wand"),
        Entry("wand.and.rays", "Enhance", "Magic wand"),
        Entry("slider.horizontal.3", "Adjust", "Options", "Filters"),
        Entry("paintbrush", "Paint", "Brush"),
        Entry("paintpalette", "Colors", "Palette", "Theme"),
        Entry("eyedropper", "Pick color", "Eyedropper", "Color picker"),
        Entry("scribble", "Handwriting", "Scribble"),
        Entry("signature", "Signature", "Sign"),
        Entry("hand.draw", "Draw", "Sketch"),
        Entry("delete.left", "Delete", "Backspace"),
        Entry("delete.backward", "Delete", "Backspace"),
        Entry("delete.right", "Forward delete"),
        Entry("delete.forward", "Forward delete"),
        Entry("plus.magnifyingglass", "Zoom in", "Enlarge"),
        Entry("minus.magnifyingglass", "Zoom out", "Shrink"),
    ]

    private static let sharingAndFiles: [Entry] = [
        Entry("square.and.arrow.up", "Share", "Export", "Send"),
        Entry("square.and.arrow.up.on.square", "Share", "Export", "Send"),
        Entry("square.and.arrow.down", "Save", "Download"),
        Entry("square.and.arrow.down.on.square", "Save", "Download"),
        Entry("tray.and.arrow.down", "Save", "Download"),
        Entry("tray.and.arrow.up", "Upload", "Export"),
        Entry("printer", "Print"),
        Entry("link", "Copy link", "Link"),
        Entry("link.badge.plus", "Add link", "Insert link"),
        Entry("paperclip", "Attach", "Attachment", "Paperclip"),
        Entry("doc", "Document", "File"),
        Entry("doc.text", "Document", "File", "Text"),
        Entry("doc.richtext", "Document", "File"),
        Entry("text.badge.plus", "Add text", "Insert text"),
        Entry("accessibility", "Accessibility", "Accessibility settings"),
        Entry("dot.radiowaves.left.and.right", "Broadcast", "Live"),
        Entry("antenna.radiowaves.left.and.right", "Broadcast", "Live", "Signal"),
        Entry("doc.badge.plus", "New document", "Add document", "New file"),
        Entry("doc.zipper", "Compressed file", "Zip file", "Archive"),
        Entry("doc.viewfinder", "Scan document", "Scan"),
        Entry("doc.text.viewfinder", "Scan text"),
        Entry("doc.text.magnifyingglass", "Search documents", "Find"),
        Entry("text.magnifyingglass", "Find in page", "Find", "Search"),
        Entry("arrow.down.doc", "Import", "Download"),
        Entry("arrow.up.doc", "Export", "Upload"),
        Entry("folder", "Folder"),
        Entry("folder.badge.plus", "New folder", "Add folder"),
        Entry("folder.badge.minus", "Remove folder"),
        Entry("folder.badge.person.crop", "Shared folder"),
        Entry("externaldrive", "External drive", "Drive"),
        Entry("internaldrive", "Storage", "Drive", "Disk"),
        Entry("icloud", "iCloud", "Cloud"),
        Entry("icloud.and.arrow.up", "Upload", "Upload to iCloud"),
        Entry("icloud.and.arrow.down", "Download", "Download from iCloud"),
        Entry("tray", "Inbox"),
        Entry("tray.full", "Inbox"),
        Entry("note", "Note", "Notes"),
        Entry("note.text", "Note", "Notes"),
        Entry("note.text.badge.plus", "New note", "Add note"),
        Entry("book", "Book", "Read"),
        Entry("book.closed", "Book", "Read"),
        Entry("books.vertical", "Library", "Books"),
        Entry("newspaper", "News"),
        Entry("magazine", "Magazine"),
        Entry("character.book.closed", "Dictionary", "Look up"),
        Entry("tablecells", "Table", "Spreadsheet"),
    ]

    private static let media: [Entry] = [
        Entry("play", "Play"),
        Entry("pause", "Pause"),
        Entry("playpause", "Play or pause", "Play", "Pause"),
        Entry("stop", "Stop"),
        Entry("forward", "Skip forward", "Fast forward"),
        Entry("backward", "Skip back", "Rewind"),
        Entry("forward.end", "Next track", "Next", "Skip"),
        Entry("backward.end", "Previous track", "Previous"),
        Entry("forward.frame", "Next frame"),
        Entry("backward.frame", "Previous frame"),
        // The bare circular arrows are as often a retry, a reset or a replay as a skip: no guess.
        Entry("goforward.5", "Skip forward 5 seconds", "Skip forward"),
        Entry("goforward.10", "Skip forward 10 seconds", "Skip forward"),
        Entry("goforward.15", "Skip forward 15 seconds", "Skip forward"),
        Entry("goforward.30", "Skip forward 30 seconds", "Skip forward"),
        Entry("goforward.45", "Skip forward 45 seconds", "Skip forward"),
        Entry("goforward.60", "Skip forward 60 seconds", "Skip forward"),
        Entry("goforward.75", "Skip forward 75 seconds", "Skip forward"),
        Entry("goforward.90", "Skip forward 90 seconds", "Skip forward"),
        Entry("gobackward.5", "Skip back 5 seconds", "Skip back"),
        Entry("gobackward.10", "Skip back 10 seconds", "Skip back"),
        Entry("gobackward.15", "Skip back 15 seconds", "Skip back"),
        Entry("gobackward.30", "Skip back 30 seconds", "Skip back"),
        Entry("gobackward.45", "Skip back 45 seconds", "Skip back"),
        Entry("gobackward.60", "Skip back 60 seconds", "Skip back"),
        Entry("gobackward.75", "Skip back 75 seconds", "Skip back"),
        Entry("gobackward.90", "Skip back 90 seconds", "Skip back"),
        Entry("play.slash", "Can't play"),
        Entry("shuffle", "Shuffle"),
        Entry("repeat", "Repeat"),
        Entry("repeat.1", "Repeat one", "Repeat song"),
        Entry("music.note", "Music", "Song"),
        Entry("music.note.list", "Playlist", "Queue"),
        Entry("film", "Movies", "Film", "Video"),
        Entry("tv", "TV", "Watch"),
        Entry("appletv", "Apple TV"),
        Entry("airplayvideo", "AirPlay"),
        Entry("airplayaudio", "AirPlay"),
        Entry("pip", "Picture in picture"),
        Entry("pip.enter", "Start picture in picture"),
        Entry("pip.exit", "Stop picture in picture"),
        Entry("captions.bubble", "Captions", "Subtitles"),
        Entry("livephoto", "Live photo"),
        Entry("eject", "Eject"),
        Entry("record.circle", "Record"),
        Entry("waveform", "Audio", "Waveform"),
        Entry("slowmo", "Slow motion"),
        Entry("timelapse", "Time-lapse"),
        Entry("speedometer", "Speed", "Playback speed"),
        Entry("hare", "Faster", "Speed up"),
        Entry("tortoise", "Slower", "Slow down"),
        Entry("metronome", "Metronome"),
        Entry("radio", "Radio"),
    ]

    private static let sound: [Entry] = [
        Entry("speaker", "Sound", "Volume", "Audio"),
        Entry("speaker.wave.1", "Low volume"),
        Entry("speaker.wave.2", "Volume", "Sound"),
        Entry("speaker.wave.3", "High volume"),
        Entry("speaker.plus", "Volume up", "Louder", "Increase volume"),
        Entry("speaker.minus", "Volume down", "Quieter", "Decrease volume"),
        Entry("speaker.slash", "Mute", "Sound off", "Silence"),
        Entry("mic", "Microphone", "Mic", "Dictate", "Voice"),
        // Apple's call controls (FaceTime, Phone) draw the mute toggle as `mic.slash` and call it "Mute",
        // reporting on/off through the selected state. A label that flips with the state ("Unmute") is
        // what the guides warn against, and naming the microphone keeps it apart from `speaker.slash`.
        Entry("mic.slash", "Mute microphone", "Mute", "Microphone off"),
        Entry("headphones", "Headphones"),
        Entry("hifispeaker", "Speakers", "Audio output"),
        Entry("ear", "Listen", "Hearing"),
    ]

    private static let communication: [Entry] = [
        Entry("message", "Message", "Chat", "Text message"),
        Entry("paperplane", "Send", "Submit"),
        Entry("plus.message", "New message", "Compose"),
        Entry("bubble.left", "Comment", "Comments", "Chat"),
        Entry("bubble.right", "Chat", "Message"),
        Entry("bubble.left.and.bubble.right", "Conversation", "Chat", "Discussion"),
        Entry("plus.bubble", "Add comment", "New comment"),
        Entry("quote.bubble", "Quote"),
        Entry("envelope", "Email", "Mail", "Send email"),
        Entry("envelope.open", "Mark as read", "Read"),
        Entry("envelope.badge", "Mark as unread", "Unread"),
        Entry("phone", "Call", "Phone", "Dial"),
        Entry("phone.down", "End call", "Hang up"),
        Entry("phone.badge.plus", "Add call"),
        Entry("phone.arrow.down.left", "Incoming call"),
        Entry("phone.arrow.up.right", "Outgoing call"),
        Entry("video", "Video call", "Video", "FaceTime"),
        // Same reasoning as `mic.slash`: FaceTime's camera toggle, named for what it does.
        Entry("video.slash", "Camera off", "Stop video", "Turn off camera"),
        Entry("at", "Mention", "At"),
        Entry("bell", "Notifications", "Alerts", "Bell"),
        Entry("bell.badge", "Notifications", "Alerts", "New notifications"),
        Entry("bell.slash", "Mute notifications", "Notifications off", "Silence notifications"),
        Entry("megaphone", "Announcements", "Announce"),
        Entry("personalhotspot", "Personal hotspot", "Hotspot"),
        Entry("shareplay", "SharePlay"),
        Entry("hand.raised", "Raise hand"),
        Entry("hand.raised.slash", "Lower hand"),
        Entry("hand.thumbsup", "Like", "Thumbs up"),
        Entry("hand.thumbsdown", "Dislike", "Thumbs down"),
        Entry("face.smiling", "Emoji", "Reactions", "Smiley"),
        Entry("smiley", "Emoji", "Smiley"),
    ]

    private static let people: [Entry] = [
        Entry("person", "Profile", "Account", "Me"),
        Entry("person.2", "People", "Contacts", "Friends"),
        Entry("person.3", "Group", "People"),
        Entry("person.badge.plus", "Add person", "Add contact", "Add friend", "Invite"),
        Entry("person.badge.minus", "Remove person", "Remove contact"),
        Entry("person.text.rectangle", "Contact card", "ID card"),
        Entry("person.and.arrow.left.and.arrow.right", "Switch account", "Switch user"),
        Entry("figure.walk", "Walk", "Walking"),
        Entry("figure.run", "Run", "Running", "Workout"),
        Entry("key", "Password", "Key", "Passwords"),
        Entry("faceid", "Face ID"),
        Entry("touchid", "Touch ID"),
    ]

    private static let status: [Entry] = [
        Entry("info", "Info", "Information", "Details", "About"),
        Entry("questionmark", "Help", "Question"),
        Entry("exclamationmark", "Alert", "Important", "Attention"),
        Entry("exclamationmark.triangle", "Warning", "Alert", "Caution"),
        Entry("exclamationmark.octagon", "Error"),
        Entry("exclamationmark.shield", "Security warning"),
        Entry("xmark.octagon", "Error", "Failed"),
        Entry("checkmark.seal", "Verified"),
        Entry("xmark.seal", "Not verified"),
        Entry("checkmark.shield", "Secure", "Protected"),
        Entry("nosign", "Blocked", "Not allowed"),
        Entry("hourglass", "Pending", "Waiting", "Loading"),
        Entry("flame", "Trending", "Hot", "Popular"),
        Entry("bolt", "Flash"),
        Entry("bolt.slash", "Flash off", "No flash"),
        Entry("bolt.badge.a", "Auto flash"),
        Entry("wifi", "Wi-Fi", "Wireless"),
        Entry("wifi.exclamationmark", "Wi-Fi problem"),
        Entry("cellularbars", "Cellular", "Signal"),
        Entry("battery.100", "Battery full"),
        Entry("battery.25", "Battery low"),
        Entry("battery.0", "Battery empty"),
        Entry("battery.100.bolt", "Charging"),
    ]

    private static let toggles: [Entry] = [
        Entry("eye", "Show", "View", "Reveal"),
        Entry("eye.slash", "Hide"),
        Entry("lock", "Lock"),
        Entry("lock.open", "Unlock"),
        Entry("lock.shield", "Security", "Privacy"),
        Entry("lock.rotation", "Rotation lock"),
        Entry("shield", "Protection", "Security"),
        Entry("power", "Power"),
        Entry("moon", "Dark mode", "Night mode"),
        Entry("circle.lefthalf.filled", "Appearance", "Theme", "Dark mode"),
        Entry("lightbulb", "Tips", "Hint", "Idea"),
        Entry("flashlight.on.fill", "Flashlight", "Torch"),
        Entry("flashlight.off.fill", "Flashlight off", "Torch off"),
    ]

    private static let favorites: [Entry] = [
        Entry("heart", "Favorite", "Like", "Heart", "Love"),
        Entry("heart.slash", "Remove from favorites", "Unfavorite", "Unlike"),
        Entry("star", "Favorite", "Star", "Rate"),
        Entry("star.slash", "Remove from favorites", "Unfavorite"),
        Entry("bookmark", "Bookmark", "Save"),
        Entry("bookmark.slash", "Remove bookmark"),
        Entry("flag", "Flag", "Report"),
        Entry("flag.slash", "Unflag"),
        Entry("tag", "Tag", "Label"),
        Entry("tag.slash", "Remove tag"),
        Entry("pin", "Pin"),
        Entry("pin.slash", "Unpin"),
    ]

    private static let layout: [Entry] = [
        Entry("ellipsis", "More", "Options", "More options", "Menu"),
        Entry("line.3.horizontal", "Menu"),
        Entry("line.horizontal.3", "Menu"),
        Entry("line.3.horizontal.decrease", "Filter", "Filters"),
        Entry("line.horizontal.3.decrease", "Filter", "Filters"),
        Entry("line.2.horizontal.decrease.circle", "Filter", "Filters"),
        Entry("arrow.up.arrow.down", "Sort", "Reorder"),
        Entry("arrow.up.and.down", "Reorder", "Move"),
        Entry("magnifyingglass", "Search", "Find", "Look up"),
        Entry("square.grid.2x2", "Grid view", "Grid"),
        Entry("rectangle.grid.2x2", "Grid view", "Grid"),
        Entry("list.bullet", "List", "List view"),
        Entry("rectangle.grid.1x2", "List view", "List"),
        Entry("sidebar.left", "Toggle sidebar", "Sidebar", "Show sidebar"),
        Entry("sidebar.leading", "Toggle sidebar", "Sidebar", "Show sidebar"),
        Entry("sidebar.right", "Toggle inspector", "Inspector"),
        Entry("sidebar.trailing", "Toggle inspector", "Inspector"),
        Entry("square.stack.3d.up", "Layers", "Stack"),
        Entry("macwindow", "Window"),
        Entry("macwindow.badge.plus", "New window"),
        Entry("uiwindow.split.2x1", "Split view"),
        Entry("aspectratio", "Aspect ratio"),
    ]

    private static let textFormatting: [Entry] = [
        Entry("bold", "Bold"),
        Entry("italic", "Italic"),
        Entry("underline", "Underline"),
        Entry("strikethrough", "Strikethrough"),
        Entry("text.alignleft", "Align left"),
        Entry("text.aligncenter", "Align center", "Center"),
        Entry("text.alignright", "Align right"),
        Entry("text.justify", "Justify"),
        Entry("textformat", "Format", "Text format"),
        Entry("textformat.size", "Text size", "Font size"),
        Entry("textformat.size.larger", "Increase text size", "Larger text"),
        Entry("textformat.size.smaller", "Decrease text size", "Smaller text"),
        Entry("textformat.superscript", "Superscript"),
        Entry("textformat.subscript", "Subscript"),
        Entry("increase.indent", "Increase indent", "Indent"),
        Entry("decrease.indent", "Decrease indent", "Outdent"),
        Entry("text.quote", "Quote"),
        Entry("list.number", "Numbered list"),
        Entry("checklist", "Checklist", "To-do list"),
        Entry("keyboard", "Keyboard"),
        Entry("keyboard.chevron.compact.down", "Hide keyboard", "Dismiss keyboard"),
        Entry("command", "Command"),
        Entry("option", "Option"),
        Entry("shift", "Shift"),
        Entry("capslock", "Caps lock"),
        Entry("control", "Control"),
    ]

    private static let camera: [Entry] = [
        Entry("camera", "Camera", "Take photo"),
        Entry("camera.rotate", "Switch camera", "Flip camera"),
        Entry("arrow.triangle.2.circlepath.camera", "Switch camera", "Flip camera"),
        Entry("camera.viewfinder", "Scan", "Camera"),
        Entry("camera.filters", "Filters", "Effects"),
        Entry("camera.shutter.button", "Take photo", "Shutter", "Capture"),
        Entry("photo", "Photo", "Picture", "Photos"),
        Entry("photo.on.rectangle", "Photos", "Gallery", "Photo library"),
        Entry("photo.stack", "Photos", "Gallery"),
        Entry("photo.badge.plus", "Add photo", "Upload photo"),
        Entry("pano", "Panorama"),
        Entry("viewfinder", "Scan", "Capture"),
        Entry("barcode", "Barcode"),
        Entry("barcode.viewfinder", "Scan barcode", "Scan"),
        Entry("qrcode", "QR code"),
        Entry("qrcode.viewfinder", "Scan QR code", "Scan"),
        Entry("arkit", "View in AR", "AR"),
    ]

    private static let devices: [Entry] = [
        Entry("iphone", "iPhone", "Phone"),
        Entry("ipad", "iPad", "Tablet"),
        Entry("laptopcomputer", "Laptop", "Computer", "Mac"),
        Entry("desktopcomputer", "Computer", "Desktop", "Mac"),
        Entry("applewatch", "Apple Watch", "Watch"),
        Entry("airpods", "AirPods"),
        Entry("homepod", "HomePod"),
        Entry("display", "Display", "Screen", "Monitor"),
        Entry("computermouse", "Mouse"),
        Entry("gamecontroller", "Games", "Game controller", "Play"),
        Entry("cpu", "Processor"),
        Entry("memorychip", "Memory"),
        Entry("server.rack", "Server"),
        Entry("simcard", "SIM card"),
        Entry("airtag", "AirTag"),
        Entry("network", "Network"),
        Entry("globe", "Language", "Region", "Globe"),
        Entry("safari", "Open in Safari", "Safari", "Browser"),
    ]

    private static let weather: [Entry] = [
        Entry("sun.max", "Sunny", "Clear", "Sun"),
        Entry("cloud", "Cloudy", "Clouds"),
        Entry("cloud.sun", "Partly cloudy"),
        Entry("cloud.moon", "Cloudy night"),
        Entry("cloud.rain", "Rain", "Rainy"),
        Entry("cloud.heavyrain", "Heavy rain"),
        Entry("cloud.drizzle", "Drizzle"),
        Entry("cloud.bolt", "Thunderstorm", "Lightning"),
        Entry("cloud.bolt.rain", "Rain and thunder", "Thunderstorm"),
        Entry("cloud.snow", "Snow"),
        Entry("cloud.sleet", "Sleet"),
        Entry("cloud.hail", "Hail"),
        Entry("cloud.fog", "Fog", "Foggy"),
        Entry("cloud.sun.rain", "Scattered showers"),
        Entry("cloud.moon.rain", "Rain at night"),
        Entry("snow", "Snow"),
        Entry("snowflake", "Freezing", "Cold", "Snowflake"),
        Entry("wind", "Wind", "Windy"),
        Entry("wind.snow", "Blizzard"),
        Entry("tornado", "Tornado"),
        Entry("hurricane", "Hurricane"),
        Entry("tropicalstorm", "Tropical storm"),
        Entry("thermometer", "Temperature"),
        Entry("thermometer.sun", "Hot"),
        Entry("thermometer.snowflake", "Cold"),
        Entry("humidity", "Humidity"),
        Entry("sunrise", "Sunrise"),
        Entry("sunset", "Sunset"),
        Entry("sun.haze", "Haze"),
        Entry("sun.dust", "Dust"),
        Entry("smoke", "Smoke"),
        Entry("moon.stars", "Clear night"),
        Entry("moon.zzz", "Sleep", "Bedtime"),
        Entry("aqi.medium", "Air quality"),
    ]

    private static let commerce: [Entry] = [
        Entry("cart", "Cart", "Shopping cart", "Basket"),
        Entry("cart.badge.plus", "Add to cart", "Add to basket"),
        Entry("cart.badge.minus", "Remove from cart"),
        Entry("bag", "Bag", "Shopping bag"),
        Entry("bag.badge.plus", "Add to bag"),
        Entry("bag.badge.minus", "Remove from bag"),
        Entry("basket", "Basket"),
        Entry("creditcard", "Payment", "Pay", "Credit card", "Card"),
        Entry("banknote", "Cash", "Money"),
        Entry("dollarsign", "Price", "Cost"),
        Entry("eurosign", "Price", "Cost"),
        Entry("sterlingsign", "Price", "Cost"),
        Entry("yensign", "Price", "Cost"),
        Entry("percent", "Discount", "Sale"),
        Entry("gift", "Gift", "Present"),
        Entry("giftcard", "Gift card"),
        Entry("purchased", "Purchases", "Purchased"),
        Entry("shippingbox", "Package", "Shipping", "Delivery"),
        Entry("box.truck", "Delivery", "Shipping"),
        Entry("ticket", "Ticket", "Tickets"),
        Entry("wallet.pass", "Pass", "Ticket"),
        Entry("building.columns", "Bank"),
        Entry("chart.line.uptrend.xyaxis", "Trends", "Chart"),
        Entry("chart.bar", "Statistics", "Stats", "Chart", "Insights"),
        Entry("chart.pie", "Breakdown", "Chart"),
        Entry("crown", "Premium", "Pro", "Subscription"),
        Entry("trophy", "Achievements", "Awards", "Trophy"),
    ]

    private static let places: [Entry] = [
        Entry("location", "Current location", "Locate me", "My location"),
        Entry("mappin", "Location", "Pin", "Place"),
        Entry("mappin.and.ellipse", "Location", "Pin", "Place"),
        Entry("map", "Map", "Maps"),
        Entry("signpost.right", "Directions"),
        Entry("arrow.triangle.turn.up.right.diamond", "Directions", "Navigate", "Route"),
        Entry("arrow.triangle.turn.up.right.circle", "Directions", "Navigate", "Route"),
        Entry("binoculars", "Explore", "Discover"),
        Entry("airplane", "Flight", "Flights", "Travel"),
        Entry("car", "Drive", "Driving", "Car"),
        Entry("bus", "Transit", "Bus"),
        Entry("tram", "Tram", "Transit"),
        Entry("bicycle", "Cycling", "Bike"),
        Entry("ferry", "Ferry"),
        Entry("fuelpump", "Gas station", "Fuel"),
        Entry("parkingsign", "Parking"),
        Entry("bed.double", "Hotel", "Lodging"),
        Entry("suitcase", "Travel", "Luggage", "Trips"),
        Entry("house", "Home", "House"),
        Entry("homekit", "Smart home", "Home"),
        Entry("building.2", "Company", "Business", "Office"),
        Entry("fork.knife", "Restaurant", "Food", "Dining"),
        Entry("cup.and.saucer", "Cafe", "Coffee"),
        Entry("takeoutbag.and.cup.and.straw", "Takeout", "Food"),
    ]

    private static let time: [Entry] = [
        Entry("calendar", "Calendar", "Schedule", "Date"),
        Entry("calendar.badge.plus", "Add event", "Add to calendar", "New event"),
        Entry("calendar.badge.minus", "Remove event"),
        Entry("clock", "Recents", "History", "Recent"),
        Entry("clock.arrow.circlepath", "History", "Recents"),
        Entry("alarm", "Alarm", "Alarms"),
        Entry("timer", "Timer"),
        Entry("stopwatch", "Stopwatch"),
    ]

    private static let tools: [Entry] = [
        Entry("gearshape", "Settings", "Preferences", "Options", "Gear"),
        Entry("gear", "Settings", "Preferences", "Options", "Gear"),
        Entry("wrench", "Tools", "Repair"),
        Entry("wrench.and.screwdriver", "Tools", "Maintenance", "Repair"),
        Entry("hammer", "Build", "Tools"),
        Entry("terminal", "Terminal", "Console"),
        Entry("curlybraces", "Code"),
        Entry("chevron.left.forwardslash.chevron.right", "Code", "Source", "Embed"),
        Entry("ladybug", "Report a bug", "Debug", "Bug"),
        Entry("puzzlepiece", "Extensions", "Plug-ins", "Add-ons"),
        Entry("puzzlepiece.extension", "Extensions", "Plug-ins", "Add-ons"),
    ]

    private static let lifestyle: [Entry] = [
        Entry("heart.text.square", "Health", "Health data"),
        Entry("waveform.path.ecg", "Heart rate", "ECG"),
        Entry("cross.case", "First aid", "Medical"),
        Entry("pills", "Medications", "Medicine", "Pills"),
        Entry("stethoscope", "Doctor", "Medical"),
        Entry("staroflife", "Emergency", "Medical"),
        Entry("dumbbell", "Workout", "Fitness", "Exercise"),
        Entry("pawprint", "Pets", "Animals"),
        Entry("leaf", "Nature", "Eco"),
        Entry("graduationcap", "Education", "Courses", "Learn"),
        Entry("dice", "Roll dice", "Random"),
        Entry("theatermasks", "Theater", "Entertainment"),
        Entry("birthday.cake", "Birthday"),
        Entry("sportscourt", "Sports"),
        Entry("drop", "Water", "Drop"),
    ]

    // MARK: - Folding

    /// Exact names, plus each name without its rendering components so `circle.lefthalf.fill` finds
    /// the table's `circle.lefthalf.filled`. Exact names win over such derived keys.
    private static let index: [String: Meaning] = {
        var index: [String: Meaning] = [:]
        let entries = baseSymbols
        for entry in entries {
            let components = entry.symbol.split(separator: ".").map(String.init)
            let key = components.filter { !renderingComponents.contains($0) }.joined(separator: ".")
            if index[key] == nil { index[key] = Meaning(label: entry.label, alternatives: entry.spokenAlternatives, synonyms: entry.alternatives) }
        }
        for entry in entries {
            index[entry.symbol] = Meaning(label: entry.label, alternatives: entry.spokenAlternatives, synonyms: entry.alternatives)
        }
        return index
    }()

    private static let renderingComponents: Set<String> = ["fill", "filled"]

    /// Script and direction variants Apple ships for localised symbols (`questionmark.circle.ar`).
    private static let localisationSuffixes: Set<String> = [
        "rtl", "ar", "he", "hi", "ja", "ko", "th", "zh", "bn", "gu", "kn", "km", "ml", "mr", "my", "or", "pa", "ta", "te", "el", "ru", "sat", "mni",
    ]

    /// Trailing components that change the drawing's frame or variant, not its meaning.
    private static let trailingVariants: [String] = [
        "circle", "square", "rectangle", "app", "inverse", "crop", "portrait", "landscape", "dashed", "dotted", "alt", "angled",
    ]

    private static func foldedMeaning(of name: [String]) -> Meaning? {
        var components = name
        while components.count > 1, let last = components.last, localisationSuffixes.contains(last) {
            components.removeLast()
        }
        components.removeAll { renderingComponents.contains($0) }
        let badgeStart = components.firstIndex { $0 == "badge" || $0 == "trianglebadge" }
        let base = Array(components[..<(badgeStart ?? components.endIndex)])
        guard !base.isEmpty else { return nil }
        let candidates = shrinkingForms(of: base)

        // A listed badged form anywhere in the chain beats the plain base: `person.crop.circle.badge.plus`
        // is "Add person", not "Profile".
        if let badgeStart {
            let badge = components[badgeStart...].joined(separator: ".")
            for candidate in candidates {
                if let meaning = index[(candidate + [badge]).joined(separator: ".")] { return meaning }
            }
        }
        for candidate in candidates {
            if let meaning = index[candidate.joined(separator: ".")] { return meaning }
        }
        for candidate in candidates where candidate.count > 1 && candidate.last == "slash" {
            if let shown = foldedMeaning(of: Array(candidate.dropLast())) { return absence(of: shown) }
        }
        return nil
    }

    /// `base`, then `base` without each trailing variant in turn: `person.crop.circle`, `person.crop`, `person`.
    private static func shrinkingForms(of base: [String]) -> [[String]] {
        var forms = [base]
        var current = base
        while current.count > 1, let last = current.last, trailingVariants.contains(last) || last.allSatisfy(\.isNumber) {
            current.removeLast()
            forms.append(current)
        }
        return forms
    }

    /// An unlisted `X.slash` reads "No <label of X>". The slash draws the absence or off state of `X`; the
    /// same drawing serves a status image and a toggle that shows its current state (where tapping turns
    /// `X` on), so describing the absence stays true in both, while "Turn off X" would be wrong for the
    /// toggle. Symbols whose base label is an action (`trash.slash`, `bookmark.slash`) are listed explicitly.
    private static func absence(of shown: Meaning) -> Meaning {
        Meaning(label: "No " + lowercasingFirstWord(shown.label), alternatives: [])
    }

    /// "Current location" → "current location", keeping names whose capitals are part of the word ("Wi-Fi", "iCloud", "TV").
    private static func lowercasingFirstWord(_ label: String) -> String {
        let firstWord = label.prefix { $0 != " " }
        guard let first = firstWord.first, first.isUppercase, !firstWord.dropFirst().contains(where: \.isUppercase) else { return label }
        return first.lowercased() + label.dropFirst()
    }
}
