import Foundation

/// How a label with a given English text should be written in a file, so that a fix speaks the
/// file's own localization: an app that localizes every string gets its own string back, not an
/// English literal that no translator will ever see.
public enum LocalizedLabel: Equatable, Sendable {
    /// The file does not localize its strings, or its keys are the English text itself (String
    /// Catalogs extract such literals): insert the text as a literal.
    case literal
    /// The file writes English text, and the project's strings already say this text with other
    /// capitals ("Create Collection" for "Create collection"): the literal as the strings spell it,
    /// which has their translations.
    case tableSpelling(String)

    var isLiteral: Bool {
        switch self {
        case .literal, .tableSpelling: return true
        case .accessor, .key, .missing: return false
        }
    }

    /// The file uses generated accessors and one returns exactly this text: `L10n.closeLabel` (a
    /// `String` expression).
    case accessor(String)
    /// The file writes table keys as literals, and the main `Localizable` table has one whose
    /// English text is this text: `accessibility.close` (a `LocalizedStringKey` literal, without quotes).
    case key(String)
    /// The file localizes, but no string of the project says this text: a person must add one.
    case missing
}

/// The English text of one key of a strings table, if the table has the key.
struct TableText: IndexAnswer {
    var english: String?
    var answerText: String { english.map { "text " + $0 } ?? "none" }
}

/// The language a project's shown texts are written in, when not one in Latin letters.
struct TextLanguage: IndexAnswer {
    var language: String?
    var answerText: String { language ?? "latin" }
}

extension LocalizedLabel: IndexAnswer {
    var answerText: String {
        switch self {
        case .literal: return "literal"
        case let .tableSpelling(text): return "spelled " + text
        case let .accessor(path): return "accessor " + path
        case let .key(key): return "key " + key
        case .missing: return "missing"
        }
    }
}

/// Answers `ProjectIndex.localizedLabel(forEnglish:inFile:)` from the files' summaries (their
/// generated accessors and the keys their localizing calls write) and the project's strings tables,
/// which it reads only when a question needs them.
///
/// A file's scheme comes from its own text: it mentions the root type of a generated accessor
/// (`L10n.`) → accessors; it writes keys of its tables that are not their English text
/// (`Text("settings.title")`) → keys; it writes English text → literals. A file that writes no
/// strings at all follows the scheme most of the project's files use (for accessors, those the files
/// of its nearest folder use, else `missing`; files that read SwiftGen's `L10n`, generated at build
/// time and perhaps not committed, count as using accessors). Among several strings that say the label's
/// text (the same after trimming, ignoring case; never a format with placeholders), the one reused
/// is: from the main `Localizable` table; then one whose name says it is a label or a generic
/// string (besides the text's own words, only words such as `label`, `accessibility`, `common`,
/// `action`: `closeLabel`, `Common.Controls.Actions.done`, `action.delete`); then the shortest name;
/// then the first alphabetically.
final class ProjectLocalization: @unchecked Sendable {
    private let files: [ProjectDeclarations.File]
    private let tables: StringTables
    private let lock = NSLock()
    private var summariesByPath: [String: FileSummary]?
    private var declaredAccessors: (roots: Set<String>, plain: [FileDeclarations.LocalizationAccessor])?
    private var accessorsByText: [String: [Accessor]]?
    /// `keysByText(nearest:)` by the files of the copy of the table.
    private var keysByTable: [String: [String: [String]]] = [:]
    /// `entriesByHash(ofTable:)` by the hash of the table's name.
    private var entriesByTable: [UInt64: [UInt64: (key: String, english: String)]] = [:]

    static let mainTable = "Localizable"
    /// The root of SwiftGen's accessors, which it generates at build time: a repository may not hold them.
    static let generatedAccessorRoot = "L10n"
    static let mainTableHash = NameHash.of(mainTable)

    /// Besides the words of the text it says, the only words in the name of a string meant for any
    /// control that says that text.
    private static let genericWords: Set<String> = [
        "label", "labels", "accessibility", "a11y", "common", "action", "actions", "button", "buttons", "control", "controls",
        "general", "generic", "global", "shared", "default", "defaults",
    ]

    init(files: [ProjectDeclarations.File], tables: StringTables) {
        self.files = files
        self.tables = tables
    }

    func label(forEnglish text: String, inFile path: String) -> LocalizedLabel {
        guard let summary = summary(of: path) else { return .literal }
        let wanted = ProjectLocalization.comparable(text)
        let sayable = !wanted.isEmpty && !ProjectLocalization.isFormat(text)
        func accessor(under roots: Set<String>) -> LocalizedLabel {
            let candidates = sayable ? (accessorsSaying()[wanted] ?? []).filter { roots.contains($0.root) } : []
            let best = ProjectLocalization.preferred(candidates.map { (name: $0.path, words: $0.path.drop { $0 != "." }, table: $0.table) }, text: text)
            return best.map { .accessor($0) } ?? .missing
        }
        let roots = accessors().roots.filter { summary.mentions(NameHash.of($0)) }
        if !roots.isEmpty { return accessor(under: roots) }
        let written = strings(writtenBy: summary)
        guard written.writesKeys else {
            // A file that writes no strings of its own (a row of icons) follows the project: where
            // most files localize, an English literal would be the one untranslated string.
            guard written.writesNone else { return literal(saying: text, in: path) }
            switch projectScheme() {
            case .literal: return literal(saying: text, in: path)
            // The accessors the files beside it use are the ones its module sees.
            case .accessors: return accessor(under: rootsMentioned(near: path))
            case .keys: return key(saying: text, in: path)
            }
        }
        return key(saying: text, in: path)
    }

    /// Whether the main table nearest `path` is a String Catalog, into which Xcode extracts the
    /// literals SwiftUI looks up (`.accessibilityLabel("Close")`) as well as `NSLocalizedString`'s.
    func isStringCatalog(nearest path: String) -> Bool {
        tables.files(of: ProjectLocalization.mainTable, nearest: path).contains { $0.hasSuffix(".xcstrings") }
    }

    /// The English text of `key` in the main table nearest `path`; nil when it has no such key.
    func englishText(ofKey key: String, inFile path: String) -> String? {
        tables.englishText(of: ProjectLocalization.mainTable, files: tables.files(of: ProjectLocalization.mainTable, nearest: path))[key]
    }

    /// `text` as a literal: spelled as a key of the main table nearest `path` that is English text
    /// and says it with other capitals, else as it is.
    private func literal(saying text: String, in path: String) -> LocalizedLabel {
        let wanted = ProjectLocalization.comparable(text)
        guard !wanted.isEmpty, !ProjectLocalization.isFormat(text) else { return .literal }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let spellings = (keysByText(nearest: path)[wanted] ?? []).filter { ProjectLocalization.comparable($0) == wanted }
        guard !spellings.contains(trimmed), let spelling = spellings.min() else { return .literal }
        return .tableSpelling(spelling)
    }

    /// The key of the main table nearest `path` whose English text is `text`, or `.missing`.
    private func key(saying text: String, in path: String) -> LocalizedLabel {
        let wanted = ProjectLocalization.comparable(text)
        guard !wanted.isEmpty, !ProjectLocalization.isFormat(text) else { return .missing }
        let keys = keysByText(nearest: path)[wanted] ?? []
        let best = ProjectLocalization.preferred(keys.map { (name: $0, words: Substring($0), table: ProjectLocalization.mainTable) }, text: text)
        if let best { return .key(best) }
        // A key named in the label's own words (`stats` for "Stats", whose English is "Statistics";
        // `exitPip` for "Exit pip"): the app's string for the same thing, in its own words.
        let named = ProjectLocalization.keyName(of: text)
        if englishText(ofKey: named, inFile: path) != nil { return .key(named) }
        return .missing
    }

    /// The lowerCamelCase name a key in the label's words would have: "Stats" → `stats`, "Exit pip" → `exitPip`.
    static func keyName(of text: String) -> String {
        let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        return words.enumerated().map { index, word in index == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst().lowercased() }.joined()
    }

    enum Scheme { case literal, accessors, keys }
    private var scheme: Scheme?

    /// How most of the project's files that write strings write them: through generated
    /// accessors, as table keys, or as English text.
    private func projectScheme() -> Scheme {
        lock.lock()
        if let scheme { lock.unlock(); return scheme }
        lock.unlock()
        // SwiftGen's `L10n`, generated at build time, may not be in the repository: its files use accessors too.
        let roots = accessors().roots.map { NameHash.of($0) } + [NameHash.of(ProjectLocalization.generatedAccessorRoot)]
        var accessorFiles = 0, keyFiles = 0, textFiles = 0
        for file in files {
            if roots.contains(where: file.summary.mentions) {
                accessorFiles += 1
            } else {
                let written = strings(writtenBy: file.summary)
                if written.writesKeys {
                    keyFiles += 1
                } else if !written.writesNone {
                    textFiles += 1
                }
            }
        }
        let found: Scheme = accessorFiles > keyFiles + textFiles ? .accessors : keyFiles > accessorFiles + textFiles ? .keys : .literal
        lock.lock()
        defer { lock.unlock() }
        scheme = found
        return found
    }

    /// The accessor roots mentioned by the files of the folder nearest `path` whose files mention any.
    private func rootsMentioned(near path: String) -> Set<String> {
        let roots = accessors().roots.map { (name: $0, hash: NameHash.of($0)) }
        var folder = Substring(path)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            let prefix = folder + "/"
            var found: Set<String> = []
            for file in files where file.path.hasPrefix(prefix) {
                for root in roots where file.summary.mentions(root.hash) { found.insert(root.name) }
            }
            if !found.isEmpty { return found }
        }
        return []
    }

    private func summary(of path: String) -> FileSummary? {
        lock.lock()
        defer { lock.unlock() }
        if summariesByPath == nil {
            summariesByPath = Dictionary(files.map { ($0.path, $0.summary) }, uniquingKeysWith: { first, _ in first })
        }
        return summariesByPath?[path]
    }

    // MARK: - Keys

    /// Whether the file's localizing calls, and the calls of the app's own lookup functions, write
    /// keys of its tables that read as keys, not as the English text (which String Catalogs extract
    /// as their own keys), at least as often as they write English text: a file that mostly writes
    /// `Text("Sign in")` and a key once writes English, and so may a fix in it.
    /// A file writes no strings when it writes no English text and no word a table has (`Image("logo")`,
    /// a brand name say nothing either way).
    private func strings(writtenBy summary: FileSummary) -> (writesKeys: Bool, writesNone: Bool) {
        let literals = summary.localizedLiterals()
        var keys = 0, words = 0
        for literal in literals.keys {
            guard let entry = entriesByHash(ofTable: literal.table)[literal.key] else { continue }
            if ProjectLocalization.readsAsKey(entry.key, english: entry.english) { keys += 1 } else { words += 1 }
        }
        return (keys > 0 && keys >= literals.textCount + words, keys + words + literals.textCount == 0)
    }

    /// A table's keys with their English text, by the `NameHash` of the key, for the table whose
    /// name hashes to `table`; empty for a table the project does not have.
    private func entriesByHash(ofTable table: UInt64) -> [UInt64: (key: String, english: String)] {
        lock.lock()
        if let known = entriesByTable[table] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var entries: [UInt64: (key: String, english: String)] = [:]
        if let name = tables.name(hashed: table) {
            for (key, english) in tables.englishText(of: name) { entries[NameHash.of(key)] = (key, english) }
        }
        lock.lock()
        defer { lock.unlock() }
        entriesByTable[table] = entries
        return entries
    }

    /// The keys of the main table nearest `file` by the comparable form of their English text,
    /// formats left out; put together once per copy of the table.
    private func keysByText(nearest file: String) -> [String: [String]] {
        let files = tables.files(of: ProjectLocalization.mainTable, nearest: file)
        let copy = files.joined(separator: "\n")
        lock.lock()
        if let known = keysByTable[copy] {
            lock.unlock()
            return known
        }
        lock.unlock()
        var keys: [String: [String]] = [:]
        for (key, english) in tables.englishText(of: ProjectLocalization.mainTable, files: files) where !ProjectLocalization.isFormat(english) {
            keys[ProjectLocalization.comparable(english), default: []].append(key)
        }
        lock.lock()
        defer { lock.unlock() }
        keysByTable[copy] = keys
        return keys
    }

    /// `settings.title`, `close_label`, `LaunchAtLogin` ("Launch at login") are keys; `Delete` for
    /// "Delete…" is English text with a variant.
    static func readsAsKey(_ key: String, english: String) -> Bool {
        guard key != english else { return false }
        return key.contains { ".:_-".contains($0) } || english.contains(where: \.isWhitespace)
    }

    // MARK: - Accessors

    private struct Accessor {
        var path: String
        var table: String
        var root: String
    }

    /// The roots of the project's accessors that are types it declares (`L10n`), and its accessors
    /// under them that are not functions, from every file's summary.
    private func accessors() -> (roots: Set<String>, plain: [FileDeclarations.LocalizationAccessor]) {
        lock.lock()
        if let declaredAccessors {
            lock.unlock()
            return declaredAccessors
        }
        lock.unlock()
        var all: [FileDeclarations.LocalizationAccessor] = []
        for file in files { all += file.summary.localizationAccessors() }
        let roots = Set(all.filter(\.rootIsDeclared).map { String($0.root) })
        let found = (roots: roots, plain: all.filter { !$0.isFunction && roots.contains(String($0.root)) })
        lock.lock()
        defer { lock.unlock() }
        declaredAccessors = found
        return found
    }

    /// The accessors by the comparable form of their English text (their table's, else their
    /// fallback), formats left out; put together, reading their tables, the first time a file that
    /// uses accessors asks.
    private func accessorsSaying() -> [String: [Accessor]] {
        lock.lock()
        if let accessorsByText {
            lock.unlock()
            return accessorsByText
        }
        lock.unlock()
        var byText: [String: [Accessor]] = [:]
        for accessor in accessors().plain {
            guard let english = tables.englishText(of: accessor.table)[accessor.key] ?? accessor.fallback, !ProjectLocalization.isFormat(english) else { continue }
            byText[ProjectLocalization.comparable(english), default: []].append(Accessor(path: accessor.path, table: accessor.table, root: String(accessor.root)))
        }
        lock.lock()
        defer { lock.unlock() }
        accessorsByText = byText
        return byText
    }

    // MARK: - Matching

    /// The form in which two texts that say the same compare equal.
    static func comparable(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Whether a text is a format (`%@`, `%d`, `%1$@`, `%.1f`, `%lld`; `%%` is a percent sign) or
    /// interpolates (`\(count)`): it says something else each time.
    static func isFormat(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") { return true }
            guard bytes[index] == UInt8(ascii: "%") else { continue }
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "%") { continue }
            while index < bytes.count, "0123456789$#-+ .'lhqLzjt".utf8.contains(bytes[index]) { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "@") || (bytes[index] < 0x80 && Character(Unicode.Scalar(bytes[index])).isLetter) { return true }
        }
        return false
    }

    /// The candidate to reuse (see the type's documentation); `words` is the part of the name that
    /// describes it (an accessor's path without its root).
    private static func preferred(_ candidates: [(name: String, words: Substring, table: String)], text: String) -> String? {
        let textWords = Set(words(of: Substring(text)))
        func rank(_ candidate: (name: String, words: Substring, table: String)) -> (Int, Int, Int, String) {
            let isGeneric = Set(words(of: candidate.words)).subtracting(textWords).isSubset(of: genericWords)
            return (candidate.table == mainTable ? 0 : 1, isGeneric ? 0 : 1, candidate.name.count, candidate.name)
        }
        return candidates.min { rank($0) < rank($1) }?.name
    }

    /// The lowercased words of a name or text: `Common.Controls.done_label2` → common, controls, done, label, 2.
    static func words(of name: Substring) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            if character.isLetter || character.isNumber {
                if let previous, !current.isEmpty,
                   (character.isUppercase && previous.isLowercase) || (character.isNumber != previous.isNumber) {
                    words.append(current.lowercased())
                    current = ""
                }
                current.append(character)
            } else if !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            previous = character
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
