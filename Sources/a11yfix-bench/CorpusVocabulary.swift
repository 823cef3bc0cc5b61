/// The words generated apps are made of. Real projects repeat a domain's nouns across models,
/// screens and view controllers, so every file is built around one `Entity` of one `AppProfile`.
enum CorpusVocabulary {
    static let appNames = [
        "Pantry", "Trailhead", "Ledger", "Harbor", "Cadence", "Lumen", "Fieldnotes", "Parcel", "Tempo", "Atlas",
        "Beacon", "Orchard", "Quill", "Summit", "Drift", "Mosaic", "Pulse", "Canopy", "Relay", "Sparrow",
    ]

    static let entities: [(name: String, plural: String, symbol: String)] = [
        ("Recipe", "Recipes", "fork.knife"), ("Workout", "Workouts", "figure.run"), ("Invoice", "Invoices", "doc.text"),
        ("Playlist", "Playlists", "music.note.list"), ("Track", "Tracks", "music.note"), ("Trip", "Trips", "airplane"),
        ("Booking", "Bookings", "calendar"), ("Account", "Accounts", "person.crop.circle"),
        ("Transaction", "Transactions", "creditcard"), ("Budget", "Budgets", "chart.pie"), ("Task", "Tasks", "checklist"),
        ("Project", "Projects", "folder"), ("Note", "Notes", "note.text"), ("Habit", "Habits", "repeat"),
        ("Device", "Devices", "iphone"), ("Sensor", "Sensors", "sensor"), ("Podcast", "Podcasts", "mic"),
        ("Episode", "Episodes", "play.circle"), ("Article", "Articles", "newspaper"), ("Course", "Courses", "book"),
        ("Lesson", "Lessons", "graduationcap"), ("Contact", "Contacts", "person.2"), ("Message", "Messages", "message"),
        ("Photo", "Photos", "photo"), ("Album", "Albums", "rectangle.stack"), ("Order", "Orders", "bag"),
        ("Product", "Products", "shippingbox"), ("Review", "Reviews", "star.bubble"), ("Ticket", "Tickets", "ticket"),
        ("Event", "Events", "calendar.badge.clock"), ("Venue", "Venues", "building.2"), ("Patient", "Patients", "cross.case"),
        ("Appointment", "Appointments", "clock"), ("Medication", "Medications", "pills"), ("Plant", "Plants", "leaf"),
        ("Garden", "Gardens", "tree"), ("Route", "Routes", "map"), ("Station", "Stations", "tram"),
        ("Reminder", "Reminders", "bell"), ("Document", "Documents", "doc.richtext"), ("Expense", "Expenses", "dollarsign.circle"),
        ("Subscription", "Subscriptions", "arrow.triangle.2.circlepath"), ("Vehicle", "Vehicles", "car"),
        ("Listing", "Listings", "house"), ("Wishlist", "Wishlists", "gift"), ("Flashcard", "Flashcards", "rectangle.on.rectangle"),
        ("Meeting", "Meetings", "person.3"), ("Shift", "Shifts", "clock.arrow.circlepath"),
    ]

    static let symbols = [
        "plus", "xmark", "trash", "pencil", "square.and.arrow.up", "heart", "heart.fill", "star", "star.fill",
        "chevron.right", "chevron.down", "chevron.left", "ellipsis", "ellipsis.circle", "gearshape", "gear",
        "magnifyingglass", "bell", "bell.badge", "person.crop.circle", "info.circle", "questionmark.circle",
        "arrow.clockwise", "arrow.uturn.backward", "line.3.horizontal.decrease.circle", "slider.horizontal.3",
        "bookmark", "bookmark.fill", "paperplane", "paperclip", "camera", "photo.on.rectangle", "mic.fill",
        "play.fill", "pause.fill", "forward.fill", "backward.fill", "speaker.wave.2", "checkmark", "checkmark.circle.fill",
        "xmark.circle.fill", "exclamationmark.triangle", "lock", "lock.open", "eye", "eye.slash", "flag", "tag",
        "folder.badge.plus", "square.grid.2x2", "list.bullet", "calendar", "clock", "location", "map", "qrcode",
        "doc.on.doc", "arrow.up.arrow.down", "minus", "plus.circle.fill", "person.badge.plus", "cart", "bag",
    ]

    static let colors = [".blue", ".red", ".orange", ".green", ".purple", ".pink", ".teal", ".indigo", ".mint", ".gray", ".yellow", ".accentColor"]
    static let textStyles = [".largeTitle", ".title", ".title2", ".title3", ".headline", ".subheadline", ".body", ".callout", ".footnote", ".caption", ".caption2"]
    static let weights = [".regular", ".medium", ".semibold", ".bold", ".light", ".heavy"]
    static let fontSizes = ["11", "12", "13", "14", "15", "16", "17", "18", "20", "22", "24", "28", "32", "34", "40", "48"]
    static let animations = [
        ".easeInOut", ".spring()", ".default", ".easeOut(duration: 0.2)", ".spring(response: 0.4, dampingFraction: 0.8)",
        ".linear(duration: 1)", ".easeIn(duration: 0.15)", ".bouncy", ".smooth", ".interactiveSpring()",
        ".easeInOut(duration: 0.35).delay(0.1)", ".snappy",
    ]
    static let transitions = [
        ".slide", ".opacity", ".scale", ".move(edge: .bottom)", ".move(edge: .trailing).combined(with: .opacity)",
        ".asymmetric(insertion: .scale, removal: .opacity)", ".opacity.combined(with: .scale(scale: 0.9))", ".push(from: .leading)",
    ]
    static let spacings = ["4", "6", "8", "10", "12", "16", "20", "24"]
    static let sizes = ["16", "20", "24", "28", "32", "36", "40", "44", "48", "56", "64", "72", "80", "96", "120"]

    static let titles = [
        "Overview", "Details", "Settings", "Favorites", "Recently Added", "Upcoming", "History", "Statistics",
        "Notifications", "Account", "Shared with You", "Drafts", "Archive", "Today", "This Week", "Suggestions",
        "Getting Started", "Privacy", "Appearance", "Storage", "Sync", "About", "Help & Feedback", "Insights",
    ]
    static let actionTitles = [
        "Save", "Cancel", "Done", "Delete", "Edit", "Share", "Add", "Retry", "Continue", "Sign In", "Sign Out",
        "Export", "Import", "Refresh", "Duplicate", "Archive", "Mark as Read", "Send", "Start", "Stop", "Undo",
        "Apply Filters", "Clear All", "Upgrade", "Restore Purchases", "Learn More", "Show All", "Open Settings",
    ]
    static let sentences = [
        "Nothing here yet. Tap the plus button to add your first item.",
        "Your changes are synced across all of your devices.",
        "We couldn't load the latest data. Check your connection and try again.",
        "Turn on notifications to get reminders before anything is due.",
        "Items you mark as favorite appear here.",
        "This action cannot be undone.",
        "Pull down to refresh.",
        "Updated just now",
        "Drag to reorder, swipe to delete.",
        "Café au lait, crème brûlée and jalapeño — naïve façade résumé.",
        "Größe und Übersicht für die Ansicht",
        "保存しました",
        "🎉 All caught up!",
        "Downloads continue in the background ⏳",
        "Tip: long-press an item for more options.",
    ]
    static let authors = [
        "Alex Kim", "Priya Natarajan", "Jonas Weber", "María García", "Chen Wei", "Olivia Brown", "Noah Müller",
        "Sofia Rossi", "Liam O'Connor", "Aiko Tanaka", "Fatima Haddad", "Lucas Silva", "Emma Johansson",
    ]
    static let localizedKeys = ["title", "empty_state", "error_generic", "button_save", "onboarding_step", "settings_header"]

    static let assetNames = ["Logo", "Placeholder", "OnboardingHero", "EmptyState", "Avatar", "Banner", "Pattern"]
}

/// One field of a generated model type, with the expressions templates need to show it.
struct EntityField {
    enum Kind {
        case text, optionalText, date, optionalDate, flag, integer, decimal, double, progress, duration, tags, url
    }

    let name: String
    let kind: Kind

    var typeName: String {
        switch kind {
        case .text: return "String"
        case .optionalText: return "String?"
        case .date: return "Date"
        case .optionalDate: return "Date?"
        case .flag: return "Bool"
        case .integer: return "Int"
        case .decimal: return "Decimal"
        case .double, .progress: return "Double"
        case .duration: return "TimeInterval"
        case .tags: return "[String]"
        case .url: return "URL?"
        }
    }

    /// An expression of type String showing the field of `item`.
    func display(_ item: String) -> String {
        switch kind {
        case .text: return "\(item).\(name)"
        case .optionalText: return "\(item).\(name) ?? \"—\""
        case .date: return "\(item).\(name).formatted(date: .abbreviated, time: .omitted)"
        case .optionalDate: return "\(item).\(name)?.formatted(.relative(presentation: .named)) ?? \"No date\""
        case .flag: return "\(item).\(name) ? \"Yes\" : \"No\""
        case .integer: return "\"\\(\(item).\(name))\""
        case .decimal: return "\(item).\(name).formatted(.currency(code: \"USD\"))"
        case .double: return "String(format: \"%.1f\", \(item).\(name))"
        case .progress: return "\(item).\(name).formatted(.percent.precision(.fractionLength(0)))"
        case .duration: return "Duration.seconds(\(item).\(name)).formatted(.units(allowed: [.hours, .minutes]))"
        case .tags: return "\(item).\(name).joined(separator: \", \")"
        case .url: return "\(item).\(name)?.host() ?? \"\""
        }
    }

    func sampleValue(_ random: inout SeededRandom) -> String {
        switch kind {
        case .text: return "\"\(random.pick(CorpusVocabulary.titles))\""
        case .optionalText: return random.chance(0.5) ? "nil" : "\"\(random.pick(CorpusVocabulary.sentences))\""
        case .date: return random.chance(0.5) ? ".now" : "Date(timeIntervalSinceNow: -\(random.int(in: 1...90)) * 86_400)"
        case .optionalDate: return random.chance(0.4) ? "nil" : "Date().addingTimeInterval(\(random.int(in: 1...48)) * 3600)"
        case .flag: return random.chance(0.5) ? "true" : "false"
        case .integer: return "\(random.int(in: 0...250))"
        case .decimal: return "\(random.int(in: 1...999)).\(random.int(in: 10...99))"
        case .double: return "\(random.int(in: 0...100)).\(random.int(in: 0...9))"
        case .progress: return "0.\(random.int(in: 0...99))"
        case .duration: return "\(random.int(in: 1...180)) * 60"
        case .tags: return "[\(random.pick(2, of: ["\"new\"", "\"work\"", "\"family\"", "\"urgent\"", "\"later\"", "\"shared\""]).joined(separator: ", "))]"
        case .url: return random.chance(0.3) ? "nil" : "URL(string: \"https://example.com/items/\(random.int(in: 100...9999))\")"
        }
    }

    static let pool: [EntityField] = [
        EntityField(name: "subtitle", kind: .text), EntityField(name: "summary", kind: .text),
        EntityField(name: "ownerName", kind: .text), EntityField(name: "notes", kind: .optionalText),
        EntityField(name: "location", kind: .optionalText), EntityField(name: "createdAt", kind: .date),
        EntityField(name: "updatedAt", kind: .date), EntityField(name: "dueDate", kind: .optionalDate),
        EntityField(name: "isArchived", kind: .flag), EntityField(name: "isCompleted", kind: .flag),
        EntityField(name: "isShared", kind: .flag), EntityField(name: "rating", kind: .integer),
        EntityField(name: "count", kind: .integer), EntityField(name: "priority", kind: .integer),
        EntityField(name: "price", kind: .decimal), EntityField(name: "amount", kind: .double),
        EntityField(name: "progress", kind: .progress), EntityField(name: "duration", kind: .duration),
        EntityField(name: "tags", kind: .tags), EntityField(name: "imageURL", kind: .url),
    ]
}

/// The domain noun one file is about, with the names derived from it.
struct Entity {
    let name: String
    let plural: String
    let symbol: String
    /// `title` and `isFavorite` always exist, so every template can rely on them.
    let fields: [EntityField]

    var variable: String { name.prefix(1).lowercased() + name.dropFirst() }
    var pluralVariable: String { plural.prefix(1).lowercased() + plural.dropFirst() }

    var textFields: [EntityField] { fields.filter { $0.kind == .text } }
    var secondaryField: EntityField { fields.first { $0.kind == .text || $0.kind == .optionalText } ?? fields[0] }

    /// The same entity always gets the same fields, whichever file mentions it.
    static func all() -> [Entity] {
        CorpusVocabulary.entities.enumerated().map { index, entry in
            var random = SeededRandom(seed: 0xE17_17E5 &+ UInt64(index))
            let extra = random.pick(random.int(in: 4...8), of: EntityField.pool)
            let fields = [EntityField(name: "title", kind: .text)] + extra + [EntityField(name: "isFavorite", kind: .flag)]
            return Entity(name: entry.name, plural: entry.plural, symbol: entry.symbol, fields: fields)
        }
    }
}

/// The app a file belongs to: its name and the habits of its team.
struct AppProfile {
    let name: String
    let author: String
    /// Some teams write the Xcode file header, some do not.
    let writesFileHeader: Bool
    let usesPreviewMacro: Bool
    let prefersObservation: Bool
    let year: Int
}
