/// What one Swift file contributes to its project's index, read from its tokens in one pass without
/// building a syntax tree (parsing every file of a project would cost more than the rules' own run):
/// the types it declares and what they conform to, its View extension functions and ViewModifiers
/// with the accessibility they set, static members, the components' stored properties and controls,
/// store action cases, and how it constructs types. A file that cannot be lexed contributes what
/// its tokens still say.
struct FileDeclarations: Equatable, Sendable {
    struct DeclaredType: Equatable, Sendable {
        enum Kind: UInt8, Sendable {
            case `struct`, `class`, `enum`, `protocol`, actor, `extension`
        }

        var kind: Kind
        /// Qualified by the types around it (`Feed.Row`); for an extension, the extended type as written.
        var name: String
        /// Inherited types and conformances by their last name component (`SwiftUI.View` is `View`).
        var inherited: [String] = []
        /// `extension ShapeStyle where Self == Color`: `Color`.
        var selfType: String?
        /// A ViewModifier's `func body(content:)`.
        var modifierBody: ModifierBody?
        /// Whether it declares `var body { … }` or a style's `makeBody(configuration:)`: a View, or
        /// something that renders like one.
        var hasBody = false
        var properties: [ComponentSignature.StoredProperty] = []
        var initializers: [[String]] = []
        var iconOnlyControl: ComponentSignature.IconOnlyControl?
        /// What the modifiers of the view its `body` returns set (`.accessibilityLabel(…)` on the root).
        var rootEffects: AccessibilityEffects = []
        /// Whether its `body` shows a `Text` or a `Label`.
        var showsText = false
        /// Whether its `body` is a `Menu` of the views its caller passes in.
        var isMenuOfCallersContent = false
        /// Whether it builds a control or a tap gesture anywhere in its declaration.
        var holdsControls = false
        /// Whether its `body` is one `Image` (the app's icon view: `ThemeImage(.copy)`).
        var drawsOnlyImage = false
        /// Case names, kept for enums named `…Action` and enums nested in them.
        var cases: [String] = []
    }

    /// The accessibility a modifier body sets on the view it modifies, and the modifiers it applies
    /// to that view (`.cardStyle()`, `.modifier(CardStyle())`), whose effects become its own.
    struct ModifierBody: Equatable, Sendable {
        var name: String
        var effects: AccessibilityEffects = []
        var applies: [String] = []
    }

    struct StaticMember: Equatable, Sendable {
        /// The type or extended type; `Self ==` constraints add a second entry.
        var owner: String
        var name: String
        var signature: MemberSignature
    }

    /// A generated string accessor (SwiftGen's): a static member whose value calls
    /// `tr("<table>", "<key>", …)`, as in `static var closeLabel: String { L10n.tr("Localizable", "close_label") }`.
    struct LocalizationAccessor: Equatable, Sendable {
        /// Qualified by the types around it: `L10n.Settings.title`.
        var path: String
        var table: String
        var key: String
        /// SwiftGen 6's `fallback: "Close"`: the English text when the table does not say it.
        var fallback: String?
        /// A function takes format arguments, so it is never a plain label.
        var isFunction: Bool
        /// Whether the outermost type around it is declared here (`enum L10n`) rather than extended
        /// (`extension String`): only a project's own type tells the files that use it.
        var rootIsDeclared: Bool

        /// The outermost type: `L10n`.
        var root: Substring { path.prefix { $0 != "." } }
    }

    /// A string literal a localizing call looks up in a strings table: `Text("settings.title")`,
    /// `.accessibilityLabel("action.close")`, `NSLocalizedString("clear", tableName: "Toolbar", …)`.
    /// Only literals that can be keys are kept (one word, no interpolation), by `NameHash`: a
    /// SwiftUI file writes many, and the question that reads them looks them up in a table.
    struct LocalizedLiteral: Hashable, Comparable, Sendable {
        /// The table `tableName:` or `table:` names, else `Localizable`.
        var table: UInt64
        var key: UInt64

        init(table: UInt64, key: UInt64) {
            self.table = table
            self.key = key
        }

        init(table: String?, key: String) {
            self.init(table: NameHash.of(table ?? ProjectLocalization.mainTable), key: NameHash.of(key))
        }

        static func < (lhs: LocalizedLiteral, rhs: LocalizedLiteral) -> Bool {
            (lhs.table, lhs.key) < (rhs.table, rhs.key)
        }
    }

    /// Constructions of one type (by `NameHash`) in code that builds for `platforms`.
    struct Use: Equatable, Sendable {
        var name: UInt64
        var platforms: PlatformSet
        var total: UInt32 = 0
        var hidden: UInt32 = 0
        var labelled: UInt32 = 0
        /// Constructions inside the content of a `ForEach` or a `List` over data: one per item. Not
        /// what a row presents, nor a case's own view in a `ForEach` over an enum's `allCases`.
        var perItem: UInt32 = 0
        /// `NameHash` of the innermost type whose body holds the constructions (`StatusRow` for a
        /// `StatusPollView(…)` in its `body`); 0 outside any type.
        var container: UInt64 = 0
        /// Constructions in one branch of an `if`, `switch` or `guard`: drawn instead of another, not beside it.
        var inBranch: UInt32 = 0
        /// Constructions in content another screen presents (`.sheet { … }`, a `NavigationLink`'s
        /// destination): drawn when it is presented, one at a time.
        var presented: UInt32 = 0
        /// Constructions in the label of a `Button`, `NavigationLink` or `Link`: part of a control.
        var inControlLabel: UInt32 = 0
        /// Constructions in the content of a vertical `ScrollView`, a `List` or a `Form`, not in
        /// content it presents: the view scrolls when it grows.
        var scrolled: UInt32 = 0
        /// Constructions given a fixed height of their own (`TabViewIcon(tab: tab).frame(height: 45)`):
        /// the view cannot grow taller there.
        var fixedHeight: UInt32 = 0
        /// Constructions among a menu's items (`Menu { … }`, `.contextMenu { … }`, `.swipeActions { … }`):
        /// the system draws each as an entry from its text and image.
        var inMenu: UInt32 = 0
    }

    var types: [DeclaredType] = []
    var modifierFunctions: [ModifierBody] = []
    var staticMembers: [StaticMember] = []
    /// Sorted by name hash, then platforms.
    var uses: [Use] = []
    /// `NameHash` of every capitalised identifier the file mentions (type names) outside code only
    /// debug builds compile, sorted, unique.
    var typeNames: [UInt64] = []
    var accessors: [LocalizationAccessor] = []
    /// Sorted, unique.
    var localizedLiterals: [LocalizedLiteral] = []
    /// How many literals its localizing calls write as text, with spaces (`Text("Sign in")`): what
    /// the file writes when its keys are its English text.
    var textLiteralCount = 0
    /// The texts it shows as literals (`Text("닫기")`, `button.setTitle("취소", for: .normal)`,
    /// `label.text = "…"`): how many are in Latin letters, and how many in each other language
    /// (`TextScript`), as pairs (language, count).
    var latinShownTextCount = 0
    var nonLatinShownTextCounts: [String] = []
    /// Animation helpers the file declares that test Reduce Motion themselves (`withElementAnimation`,
    /// `Animation.elementDefault` reading `UIAccessibility.isReduceMotionEnabled`): the team's own gate.
    var reduceMotionHelpers: [String] = []
    /// Types whose `id` is a new `UUID()` for every value (`let id = UUID()`), or a SwiftData `@Model`'s
    /// persistent identifier: an identity that is not the same in two runs or two installs; or an
    /// optional one (`@DocumentID var id: String?`), which is no identity until the value is saved.
    var randomlyIdentifiedTypes: [String] = []
    /// Classes and extensions whose body names `accessibilityViewIsModal`: views that make
    /// themselves modal (or whose code makes what they show modal), by their last name component.
    var modalViewTypes: [String] = []
    /// The classes and extensions of the file that name a member giving a control its name or
    /// hiding it (`accessibilityLabel`, `setTitle`, `isAccessibilityElement`): a subclass that may
    /// label every instance itself.
    var selfNamingTypes: [String] = []
    /// Members named where a font is set (`.font(.engRegular(size: 14))`, `label.font = Fonts.h1`,
    /// `font: .body4`): the font helpers and constants the file draws text with. Sorted, unique.
    var fontMembers: [String] = []
    /// Whether the file animates changes (`withAnimation`, `.animation(…)`): where a transition of a
    /// view it constructs can play.
    var animatesChanges = false
    /// Whether the file draws views into an image (`ImageRenderer`, `snapshot()`): a view it
    /// constructs may be a picture exported at a fixed size.
    var drawsIntoImages = false
    /// Whether the file imports AppKit or Cocoa outside any `#if`: it builds only for macOS.
    var importsAppKit = false
    /// Whether the file imports UIKit or WatchKit outside any `#if`: it never builds for macOS.
    var importsUIKit = false
    /// Whether the file chooses the legible media option itself (`.legible`, `AVPlayerItemLegibleOutput`):
    /// the app's players have captions of its own (`RuleContext.selectsLegibleMedia`).
    var selectsLegibleMedia = false
    /// Whether the file fixes its app's scenes to the light appearance (`.preferredColorScheme(.light)`
    /// in a file with a `WindowGroup`, `window.overrideUserInterfaceStyle = .light`): no Dark Mode.
    var fixesLightAppearance = false
    /// How many texts the file shows through typed keys (`Text(.settingsTitle)`, `Text(localizable: .close)`,
    /// `String(localizable: .help)`) and how many as literals (`Text("Settings")`): with few texts of its
    /// own, a file follows the project's habit (`ProjectIndex.showsTextsThroughTypedKeys`).
    var textsThroughTypedKeys = 0
    var textsAsLiterals = 0
    /// `Label("Filters", systemImage: "line.3.horizontal.decrease.circle")` and the same `Button`
    /// form: the SF Symbol and the title the team gives it, as pairs (symbol, title), unique.
    var symbolTitles: [String] = []
    /// `Button { … } label: { Image(systemName: "xmark.circle.fill") }.accessibilityLabel("Dismiss")`:
    /// the SF Symbol a control shows as its only content and the plain label the team gives it, as
    /// pairs (symbol, label), unique.
    var symbolLabels: [String] = []
    /// Message members of other types its Views show as text (`Text(viewModel.errorMessage ?? "")`),
    /// as `Type.member`, unique, sorted; see `recordMessageMembers(in:of:)`.
    var shownMessageMembers: [String] = []
    /// Message members its Views present in an `.alert` or `.confirmationDialog`, as `Type.member`.
    var presentedMessageMembers: [String] = []

    static func scan(_ bytes: [UInt8]) -> FileDeclarations {
        var scanner = DeclarationScanner(bytes: bytes)
        return scanner.scan()
    }
}

/// The Apple platforms code can build for, as a set.
struct PlatformSet: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let iOS = PlatformSet(rawValue: 1 << 0)
    static let macCatalyst = PlatformSet(rawValue: 1 << 1)
    static let macOS = PlatformSet(rawValue: 1 << 2)
    static let tvOS = PlatformSet(rawValue: 1 << 3)
    static let watchOS = PlatformSet(rawValue: 1 << 4)
    static let visionOS = PlatformSet(rawValue: 1 << 5)
    static let all: PlatformSet = [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS]

    /// The platforms a project names (`ProjectModel.FileRole.platforms`); every platform when it names none.
    init(names: Set<String>) {
        var set: PlatformSet = []
        for name in names {
            switch name {
            case "iOS": set.insert(.iOS)
            case "macCatalyst": set.insert(.macCatalyst)
            case "macOS": set.insert(.macOS)
            case "tvOS": set.insert(.tvOS)
            case "watchOS": set.insert(.watchOS)
            case "visionOS": set.insert(.visionOS)
            default: break
            }
        }
        self = set.isEmpty ? .all : set
    }

    init(rawValue: UInt8) { self.rawValue = rawValue }
}

/// A 64-bit FNV-1a hash of a name's UTF-8 bytes: how the index remembers which names a file mentions
/// without keeping every name as a string.
enum NameHash {
    static func of<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes where byte != UInt8(ascii: "`") { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    static func of(_ name: String) -> UInt64 { of(name.utf8) }
}

private struct DeclarationScanner {
    private let bytes: [UInt8]
    private let tokens: [Token]
    /// For each bracket token, the index of the bracket that closes or opens it; -1 when unmatched.
    private let partners: [Int32]
    private var result = FileDeclarations()
    /// Token ranges of `#Preview` and `PreviewProvider` code, whose constructions are not uses.
    private var previewRanges: [ClosedRange<Int>] = []
    /// Each component's `var body` braces, by index into `result.types`.
    private var bodyBraces: [Int: (open: Int, close: Int)] = [:]
    /// Each declared type's braces, by index into `result.types`.
    private var bracesByType: [Int: (open: Int, close: Int)] = [:]
    /// Every type's braces, with the `NameHash` of its last name component, in order of opening.
    private var typeBraces: [(open: Int, close: Int, name: UInt64)] = []

    /// Types nested deeper than this are not indexed (the scan recurses once per nested type).
    private static let maximumTypeNesting = 64
    private static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Toggle", "Menu"]
    /// Calls whose first unlabelled argument, a string literal, is looked up in a strings table
    /// (a `LocalizedStringKey` or a localized string's key), by `NameHash`: every literal argument
    /// of the file is checked against them.
    private static let localizingCalls: Set<UInt64> = Set([
        "Text", "Label", "Button", "Toggle", "Link", "Menu", "Section", "TextField", "SecureField", "Picker", "NavigationLink",
        "Tab", "LabeledContent", "ContentUnavailableView", "GroupBox", "DisclosureGroup", "Stepper", "ShareLink",
        "LocalizedStringKey", "LocalizedStringResource", "NSLocalizedString",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "navigationTitle", "help", "alert", "confirmationDialog", "badge",
    ].map(NameHash.of))
    /// Views and calls whose first argument is a text people read.
    private static let shownTextCalls: Set<UInt64> = Set([
        "Text", "Label", "Button", "Toggle", "Link", "Menu", "Section", "TextField", "SecureField", "Picker", "NavigationLink", "Tab",
        "LabeledContent", "ContentUnavailableView", "GroupBox", "DisclosureGroup", "Stepper", "navigationTitle", "setTitle",
    ].map(NameHash.of))
    /// The longest literal kept as a possible key.
    private static let maximumKeyLength = 200
    /// Attributes of a declaration that are not property wrappers.
    private static let declarationAttributes: Set<String> = [
        "available", "MainActor", "objc", "nonobjc", "discardableResult", "inlinable", "usableFromInline", "preconcurrency",
        "ViewBuilder", "Sendable", "frozen", "IBOutlet", "IBAction", "IBInspectable", "NSManaged", "unknown",
    ]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        tokens = Lexer.lex(bytes).tokens
        partners = DeclarationScanner.matchBrackets(tokens)
    }

    mutating func scan() -> FileDeclarations {
        scanMembers(0..<(tokens.count - 1), container: nil, depth: 0)
        for (typeIndex, braces) in bodyBraces {
            let propertyNames = Set(result.types[typeIndex].properties.map(\.name))
            result.types[typeIndex].iconOnlyControl = iconOnlyControl(body: braces, properties: propertyNames)
            result.types[typeIndex].drawsOnlyImage = drawsOnlyImage(body: braces)
            (result.types[typeIndex].rootEffects, result.types[typeIndex].showsText) = bodyFacts(braces)
            result.types[typeIndex].isMenuOfCallersContent = isMenuOfCallersContent(body: braces, properties: propertyNames)
            if let typeBraces = bracesByType[typeIndex] {
                recordMessageMembers(in: typeBraces, of: typeIndex)
                result.types[typeIndex].holdsControls = buildsControl(in: typeBraces)
            }
        }
        propagateHeldControls()
        result.shownMessageMembers = Set(result.shownMessageMembers).sorted()
        result.presentedMessageMembers = Set(result.presentedMessageMembers).sorted()
        scanUses()
        return result
    }

    // MARK: - Tokens

    private static func matchBrackets(_ tokens: [Token]) -> [Int32] {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        partners.withUnsafeMutableBufferPointer { partners in
            tokens.withUnsafeBufferPointer { tokens in
                for index in tokens.indices {
                    let closing: TokenKind
                    switch tokens[index].kind {
                    case .leftParen, .leftBrace, .leftBracket:
                        open.append(Int32(index))
                        continue
                    case .rightParen: closing = .leftParen
                    case .rightBrace: closing = .leftBrace
                    case .rightBracket: closing = .leftBracket
                    default: continue
                    }
                    // A stray closer matches the nearest opener of its kind a few levels down; the
                    // openers above it stay unmatched. One that matches nothing is left alone.
                    var match = open.count - 1
                    while match >= 0, match >= open.count - 4, tokens[Int(open[match])].kind != closing { match -= 1 }
                    guard match >= 0, match >= open.count - 4 else { continue }
                    partners[Int(open[match])] = Int32(index)
                    partners[index] = open[match]
                    open.removeLast(open.count - match)
                }
            }
        }
        return partners
    }

    /// The module of `import UIKit`, `import class AppKit.NSView`, `@preconcurrency import Cocoa`.
    private func importedModule(after index: Int) -> String? {
        var next = index + 1
        while next < tokens.count, !tokens[next].startsLine {
            if kind(next) == .identifier { return text(next) }
            next += 1
        }
        return nil
    }

    private func kind(_ index: Int) -> TokenKind {
        index < tokens.count ? tokens[index].kind : .endOfFile
    }

    /// The index of the bracket closing the one at `index`; the last token when it never closes.
    private func closing(_ index: Int) -> Int {
        let partner = Int(partners[index])
        return partner > index ? partner : tokens.count - 1
    }

    private func startsLine(_ index: Int) -> Bool {
        index < tokens.count && tokens[index].startsLine
    }

    private func text(_ index: Int) -> String {
        var token = tokens[index]
        if token.kind == .identifier, bytes[token.start] == UInt8(ascii: "`"), token.end - token.start > 2 {
            token.start += 1
            token.end -= 1
        }
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// Whether a name's bytes hold "ubtitle", "aption" or a "cc" (`showSubtitlePicker`, `captionTracks`,
    /// `ccMenu`): only such names are read as words, since every identifier of every file is asked.
    private func mayNameCaptions(_ index: Int) -> Bool {
        let token = tokens[index]
        guard token.end - token.start >= 4 else { return false }
        var previous: UInt8 = 0
        for offset in token.start..<token.end {
            let byte = bytes[offset]
            // 'c' or 'C' twice, or the "pt" of "aption", the "bt" of "ubtitle".
            if (byte | 0x20) == 0x63 && (previous | 0x20) == 0x63 { return true }
            if byte == 0x74 && (previous == 0x70 || previous == 0x62) { return true }
            previous = byte
        }
        return false
    }

    private func matches(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        let length = word.utf8CodeUnitCount
        guard token.end - token.start == length else { return false }
        let pointer = word.utf8Start
        for offset in 0..<length where bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    private func isIdentifier(_ index: Int) -> Bool { kind(index) == .identifier }

    /// An identifier starting with a capital: a type's name by Swift's conventions (symbols before
    /// the capital, as in `🛠MenuButton`, don't count; they are the only names decoded here).
    private func isCapitalized(_ index: Int) -> Bool {
        guard kind(index) == .identifier else { return false }
        var start = tokens[index].start
        if bytes[start] == UInt8(ascii: "`"), tokens[index].end - start > 2 { start += 1 }
        let first = bytes[start]
        if first >= 0x80 { return String(decoding: bytes[start..<tokens[index].end], as: UTF8.self).isCapitalizedName }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private func nameHash(_ index: Int) -> UInt64 {
        NameHash.of(bytes[tokens[index].start..<tokens[index].end])
    }

    /// The source of tokens `range`, with the trivia between them reduced to one space.
    private func sourceText(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        var text: [UInt8] = []
        for index in range {
            if index > range.lowerBound, tokens[index].leadingTriviaStart < tokens[index].start || tokens[index - 1].end < tokens[index - 1].trailingTriviaEnd {
                text.append(UInt8(ascii: " "))
            }
            text += bytes[tokens[index].start..<tokens[index].end]
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Past a generic clause `<…>` starting at `index` (operator tokens carry the angle brackets).
    private func skippingGenerics(_ index: Int) -> Int {
        guard kind(index) == .operator, bytes[tokens[index].start] == UInt8(ascii: "<") else { return index }
        var depth = 0
        var current = index
        while current < tokens.count - 1 {
            switch kind(current) {
            case .operator:
                for byte in bytes[tokens[current].start..<tokens[current].end] {
                    if byte == UInt8(ascii: "<") { depth += 1 } else if byte == UInt8(ascii: ">") { depth -= 1 }
                }
                if depth <= 0 { return current + 1 }
            case .leftParen, .leftBracket:
                current = closing(current)
            case .leftBrace, .rightBrace:
                return current
            default:
                break
            }
            current += 1
        }
        return current
    }

    /// The first argument of the call whose `(` is at `open`: its label, and its text when it is at
    /// most two tokens (`true`, `.combine`).
    private func firstArgument(_ open: Int) -> (label: String?, value: String?) {
        let close = closing(open)
        var start = open + 1
        var label: String?
        if kind(start + 1) == .colon, kind(start) == .identifier || kind(start) == .keyword {
            label = text(start)
            start += 2
        }
        var end = start
        while end < close, kind(end) != .comma {
            if kind(end) == .leftParen || kind(end) == .leftBracket || kind(end) == .leftBrace { end = closing(end) }
            end += 1
        }
        let value = end - start <= 2 && end > start ? (start..<end).map(text).joined() : nil
        return (label, value)
    }

    // MARK: - Declarations

    private struct Container {
        var typeIndex: Int
        var name: String
        var kind: FileDeclarations.DeclaredType.Kind
        var selfType: String?
        var keepsCases: Bool
        /// Whether the outermost type around it is declared, not extended, in this file.
        var rootIsDeclared: Bool
    }

    /// The declarations in `range` (a file, or a type's braces).
    private mutating func scanMembers(_ range: Range<Int>, container: Container?, depth: Int) {
        var index = range.lowerBound
        var isStatic = false
        var wrapper: String?
        while index < range.upperBound {
            switch kind(index) {
            case .attribute:
                let attribute = String(text(index).dropFirst())
                if wrapper == nil, !DeclarationScanner.declarationAttributes.contains(attribute) { wrapper = attribute }
                if kind(index + 1) == .leftParen, !startsLine(index + 1) { index = closing(index + 1) }
            case .leftBrace:
                index = closing(index)
                isStatic = false
                wrapper = nil
            case .leftParen, .leftBracket:
                index = closing(index)
            case .poundKeyword:
                if matches(index, "#Preview") {
                    var end = index + 1
                    if kind(end) == .leftParen { end = closing(end) + 1 }
                    if kind(end) == .leftBrace { end = closing(end) }
                    previewRanges.append(index...end)
                    index = end
                } else if matches(index, "#if") || matches(index, "#elseif") {
                    while index + 1 < range.upperBound, !startsLine(index + 1) { index += 1 }
                }
            case .keyword:
                if let typeKind = typeKeyword(at: index) {
                    let typeIndex = result.types.count
                    index = scanType(typeKind, at: index, container: container, depth: depth)
                    // A SwiftData model's `id` is its store's persistent identifier: another one in every install.
                    if wrapper == "Model", typeKind == .class, typeIndex < result.types.count {
                        result.randomlyIdentifiedTypes.append(result.types[typeIndex].name)
                    }
                    isStatic = false
                    wrapper = nil
                    continue
                }
                if matches(index, "static") || matches(index, "class") {
                    isStatic = true
                } else if matches(index, "func") {
                    index = scanFunction(at: index, container: container, isStatic: isStatic)
                    isStatic = false
                    wrapper = nil
                    continue
                } else if matches(index, "init") {
                    index = scanInitializer(at: index, container: container)
                    wrapper = nil
                    continue
                } else if matches(index, "var") || matches(index, "let") {
                    index = scanProperty(at: index, container: container, isStatic: isStatic, wrapper: wrapper)
                    isStatic = false
                    wrapper = nil
                    continue
                } else if matches(index, "case"), let container, container.keepsCases {
                    index = scanCases(at: index, container: container)
                    continue
                }
            case .identifier:
                if matches(index, "actor"), isIdentifier(index + 1), kind(index + 2) == .leftBrace || kind(index + 2) == .colon || kind(index + 2) == .operator {
                    index = scanType(.actor, at: index, container: container, depth: depth)
                    continue
                }
            default:
                break
            }
            index += 1
        }
    }

    /// `struct`, `enum`, `protocol`, `extension`, and `class` when it starts a class (not `class func`).
    private func typeKeyword(at index: Int) -> FileDeclarations.DeclaredType.Kind? {
        if matches(index, "struct") { return .struct }
        if matches(index, "enum") { return .enum }
        if matches(index, "protocol") { return .protocol }
        if matches(index, "extension") { return .extension }
        if matches(index, "class"), isIdentifier(index + 1) { return .class }
        return nil
    }

    /// Returns the index after the type's braces.
    private mutating func scanType(_ typeKind: FileDeclarations.DeclaredType.Kind, at keyword: Int, container: Container?, depth: Int) -> Int {
        var index = keyword + 1
        guard kind(index) == .identifier || matches(index, "Any") else { return index }
        var name = text(index)
        index += 1
        if typeKind == .extension {
            while kind(index) == .period, isIdentifier(index + 1) {
                name += "." + text(index + 1)
                index += 2
            }
        } else if let container {
            name = container.name + "." + name
        }
        index = skippingGenerics(index)
        var declared = FileDeclarations.DeclaredType(kind: typeKind, name: name)
        // The inheritance clause and where clause, up to the body.
        var entryStart: Int?
        var inWhereClause = false
        while index < tokens.count - 1, kind(index) != .leftBrace {
            switch kind(index) {
            case .colon where entryStart == nil && declared.inherited.isEmpty && !inWhereClause:
                entryStart = index + 1
            case .comma, .keyword:
                if let start = entryStart { declared.inherited += inheritedNames(start..<index) }
                entryStart = kind(index) == .comma && entryStart != nil ? index + 1 : nil
                if matches(index, "where") { inWhereClause = true }
                if matches(index, "Self"), kind(index + 1) == .operator, matches(index + 1, "=="), isIdentifier(index + 2) {
                    declared.selfType = text(index + 2)
                }
            case .leftParen, .leftBracket:
                index = closing(index)
            case .rightBrace:
                return index
            case .operator where bytes[tokens[index].start] == UInt8(ascii: "<"):
                index = skippingGenerics(index) - 1
            default:
                break
            }
            index += 1
        }
        if let start = entryStart { declared.inherited += inheritedNames(start..<index) }
        guard kind(index) == .leftBrace else { return index }
        let open = index
        let close = closing(open)
        let typeIndex = result.types.count
        let keepsCases = typeKind == .enum && (name.hasSuffix("Action") || container?.keepsCases == true)
        result.types.append(declared)
        bracesByType[typeIndex] = (open, close)
        if typeKind == .class || typeKind == .extension {
            let body = (open + 1)..<close
            let shortName = String(name.split(separator: ".").last ?? Substring(name))
            if body.contains(where: { kind($0) == .identifier && matches($0, "accessibilityViewIsModal") }) { result.modalViewTypes.append(shortName) }
            if body.contains(where: { kind($0) == .identifier && DeclarationScanner.ownNamingMembers.contains(text($0)) }) { result.selfNamingTypes.append(shortName) }
        }
        typeBraces.append((open, close, NameHash.of(name.split(separator: ".").last.map(String.init) ?? name)))
        if declared.inherited.contains("PreviewProvider") { previewRanges.append(keyword...close) }
        if depth < DeclarationScanner.maximumTypeNesting {
            let inner = Container(typeIndex: typeIndex, name: name, kind: typeKind, selfType: declared.selfType, keepsCases: keepsCases,
                                  rootIsDeclared: container?.rootIsDeclared ?? (typeKind != .extension))
            scanMembers((open + 1)..<close, container: inner, depth: depth + 1)
        }
        return close + 1
    }

    /// The names of one inheritance entry: `SwiftUI.View` → View; `A & B` → A, B; attributes and
    /// generic arguments dropped.
    private func inheritedNames(_ range: Range<Int>) -> [String] {
        var names: [String] = []
        var index = range.lowerBound
        var current: String?
        while index < range.upperBound {
            switch kind(index) {
            case .identifier:
                current = text(index)
            case .operator:
                if bytes[tokens[index].start] == UInt8(ascii: "<") {
                    index = skippingGenerics(index) - 1
                } else if matches(index, "&") {
                    if let name = current { names.append(name) }
                    current = nil
                }
            case .attribute:
                if kind(index + 1) == .leftParen { index = closing(index + 1) }
            default:
                break
            }
            index += 1
        }
        if let name = current { names.append(name) }
        return names
    }

    /// `(label name: Type = default, _ other: Type)`: the argument labels, and the first parameter's type.
    private func parameters(_ open: Int) -> (labels: [String], firstType: String?) {
        var labels: [String] = []
        var firstType: String?
        for parameter in parameterTokens(open) {
            guard let colon = parameter.colon else { continue }
            var nameStart = parameter.start
            while kind(nameStart) == .attribute { nameStart += 1 }
            labels.append(nameStart < colon ? text(nameStart) : "_")
            if labels.count == 1 { firstType = sourceText((colon + 1)..<(parameter.assignment ?? parameter.end)) }
        }
        return (labels, firstType)
    }

    /// Each parameter of the list opened at `open`: its first token, its colon and default value's
    /// `=` when it has them, and the comma or parenthesis after it.
    private func parameterTokens(_ open: Int) -> [(start: Int, colon: Int?, assignment: Int?, end: Int)] {
        let close = closing(open)
        var found: [(start: Int, colon: Int?, assignment: Int?, end: Int)] = []
        var start = open + 1
        while start < close {
            var end = start
            var colon: Int?
            var assignment: Int?
            while end < close, kind(end) != .comma {
                if kind(end) == .colon, colon == nil { colon = end }
                if kind(end) == .operator, matches(end, "="), assignment == nil { assignment = end }
                if kind(end) == .leftParen || kind(end) == .leftBracket || kind(end) == .leftBrace { end = closing(end) }
                end += 1
            }
            found.append((start, colon, assignment, end))
            start = end + 1
        }
        return found
    }

    /// Where a declaration's signature or type annotation ends: its body or accessor braces, an
    /// initial value, or the next line that does not continue it.
    private func signatureEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            switch kind(index) {
            case .leftBrace, .rightBrace, .semicolon, .endOfFile:
                return index
            case .leftParen, .leftBracket:
                index = closing(index)
            case .operator:
                if matches(index, "=") { return index }
                if bytes[tokens[index].start] == UInt8(ascii: "<") { index = skippingGenerics(index) - 1 }
            case .keyword:
                if matches(index, "where") { return index }
                if index > start, startsLine(index) { return index }
            default:
                if index > start, startsLine(index), kind(index) != .period { return index }
            }
            index += 1
        }
        return index
    }

    private mutating func scanFunction(at keyword: Int, container: Container?, isStatic: Bool) -> Int {
        var index = keyword + 1
        guard kind(index) == .identifier || kind(index) == .operator else { return index }
        let name = text(index)
        index = skippingGenerics(index + 1)
        guard kind(index) == .leftParen else { return index }
        let parameterList = index
        let (labels, firstType) = parameters(index)
        index = closing(index) + 1
        let limit = tokens.count - 1
        var resultType: String?
        let signatureStop = signatureEnd(from: index, limit: limit)
        if let arrow = (index..<signatureStop).first(where: { kind($0) == .operator && matches($0, "->") }) {
            resultType = sourceText((arrow + 1)..<signatureStop)
        }
        index = signatureStop
        if matches(index, "where") {
            index += 1
            while index < limit, kind(index) != .leftBrace, !(startsLine(index) && kind(index) == .keyword) { index += 1 }
        }
        let body: (open: Int, close: Int)? = kind(index) == .leftBrace ? (index, closing(index)) : nil
        let end = body.map { $0.close + 1 } ?? index
        if let body { recordReduceMotionHelper(name, value: body.open..<body.close, in: container, type: resultType) }
        guard let container else { return end }
        if isStatic {
            let fontSize = body.flatMap { body in
                resultType.flatMap { self.fixedFontSize(body: body, parameters: parameterList, resultType: $0, container: container) }
            }
            let signature = MemberSignature(kind: .function, labels: labels, firstParameterType: firstType, type: resultType, fixedFontSize: fontSize)
            addStaticMember(name, signature, in: container)
            if let body { recordAccessor(named: name, value: (body.open + 1)..<body.close, in: container, isFunction: true) }
        } else if let body {
            if name == "body", labels.first == "content" {
                result.types[container.typeIndex].modifierBody = modifierBody(named: container.name, body: body)
            } else if name == "makeBody", labels.first == "configuration", container.kind != .protocol, container.kind != .extension {
                // A style draws the control: what its body shows (a `Text(title)` beside the label) the control shows.
                result.types[container.typeIndex].hasBody = true
                bodyBraces[container.typeIndex] = body
            } else if container.kind == .extension || container.kind == .protocol, let resultType, Self.returnsView(resultType) {
                result.modifierFunctions.append(modifierBody(named: name, body: body))
            }
        }
        return end
    }

    /// Records a function or property that animates and tests Reduce Motion itself: one named for
    /// animation (`withAccessibilityAnimation`, `accessibilityAnimation`), typed as one, or declared in
    /// `extension Animation` (`static var elementDefault`).
    private mutating func recordReduceMotionHelper(_ name: String, value: Range<Int>, in container: Container?, type: String?) {
        let isAnimation = name.lowercased().contains("animation") || type?.contains("Animation") == true
            || container.map { $0.kind == .extension && ["Animation", "SwiftUI.Animation", "Transaction", "AnyTransition"].contains($0.name) } == true
        guard isAnimation, value.contains(where: { index in
            kind(index) == .identifier && (matches(index, "isReduceMotionEnabled") || matches(index, "accessibilityReduceMotion")
                || matches(index, "accessibilityDisplayShouldReduceMotion"))
        }) else { return }
        result.reduceMotionHelpers.append(name)
    }

    /// `some View`, `AnyView`, `ModifiedContent<…>`, `Self`: a function that returns the modified view.
    private static func returnsView(_ type: String) -> Bool {
        type.contains("View") || type.hasPrefix("ModifiedContent") || type == "Self" || type == "some Scene"
    }

    private mutating func addStaticMember(_ name: String, _ signature: MemberSignature, in container: Container) {
        result.staticMembers.append(.init(owner: container.name, name: name, signature: signature))
        if let selfType = container.selfType { result.staticMembers.append(.init(owner: selfType, name: name, signature: signature)) }
    }

    /// An accessor of the app's strings: a static member whose value or body calls
    /// `tr("<table>", "<key>", …)` on any receiver (`L10n.tr`, `Strings.tr`, a bare `tr`), with
    /// SwiftGen 6's `fallback:` text, or is written by hand as `NSLocalizedString("<key>", tableName:
    /// …, comment: …)` or `String(localized: "<key>", table: …)` (`AppStrings.AccessibilityLabel.close`).
    private mutating func recordAccessor(named name: String, value: Range<Int>, in container: Container, isFunction: Bool) {
        func record(table: String, key: String, fallback: String?) {
            result.accessors.append(.init(path: container.name + "." + name, table: table, key: key, fallback: fallback,
                                          isFunction: isFunction, rootIsDeclared: container.rootIsDeclared))
        }
        for call in value where isIdentifier(call) && kind(call + 1) == .leftParen {
            let open = call + 1
            if matches(call, "tr") {
                guard kind(open + 1) == .stringLiteral, kind(open + 2) == .comma, kind(open + 3) == .stringLiteral,
                      let table = StringLiteral.value(of: text(open + 1)), let key = StringLiteral.value(of: text(open + 3)) else { continue }
                record(table: table, key: key, fallback: labelledLiteral(in: open, after: open + 4, label: "fallback").flatMap { StringLiteral.value(of: text($0)) })
                return
            }
            let keyIndex: Int
            let tableLabel: StaticString
            if matches(call, "NSLocalizedString"), kind(open + 1) == .stringLiteral {
                (keyIndex, tableLabel) = (open + 1, "tableName")
            } else if matches(call, "String"), matches(open + 1, "localized"), kind(open + 2) == .colon, kind(open + 3) == .stringLiteral {
                (keyIndex, tableLabel) = (open + 3, "table")
            } else {
                continue
            }
            // The whole value is the lookup: `NSLocalizedString(…) + suffix` says something else.
            let start = matches(value.lowerBound, "return") ? value.lowerBound + 1 : value.lowerBound
            guard call == start, closing(open) + 1 == value.upperBound, kind(keyIndex + 1) == .comma || kind(keyIndex + 1) == .rightParen, let key = StringLiteral.value(of: text(keyIndex)) else { return }
            let table = labelledLiteral(in: open, after: keyIndex + 1, label: tableLabel).flatMap { StringLiteral.value(of: text($0)) }
            record(table: table ?? ProjectLocalization.mainTable, key: key, fallback: nil)
            return
        }
    }

    /// What a static function returning a font does with its first parameter (`MemberSignature.fixedFontSize`).
    private func fixedFontSize(body: (open: Int, close: Int), parameters open: Int, resultType: String, container: Container) -> String? {
        let fontTypes: Set<String> = ["Font", "UIFont", "NSFont", "Font?", "UIFont?", "NSFont?"]
        let returnsFont = fontTypes.contains(resultType) || resultType == "Self" && ["Font", "UIFont", "NSFont"].contains(container.name)
        guard returnsFont, let first = parameterTokens(open).first, let colon = first.colon, colon > first.start,
              isIdentifier(colon - 1) || kind(colon - 1) == .keyword else { return nil }
        let range = (body.open + 1)..<body.close
        // `let scaledSize = size.rawValue * scale`: a value computed from the size carries it.
        var sizes: Set<String> = [text(colon - 1)]
        var index = range.lowerBound
        while index + 2 < range.upperBound {
            guard matches(index, "let") || matches(index, "var"), isIdentifier(index + 1), kind(index + 2) == .operator, matches(index + 2, "=") else {
                index += 1
                continue
            }
            var end = index + 3
            while end < range.upperBound, !startsLine(end) { end += 1 }
            if (index + 3..<end).contains(where: { isIdentifier($0) && sizes.contains(text($0)) }) { sizes.insert(text(index + 1)) }
            index = end
        }
        // `UIFontMetrics(…).scaledFont(for:)`, `relativeTo:`, a text style: the size scales.
        let scaling: Set<String> = ["UIFontMetrics", "scaledFont", "scaledValue", "preferredFont", "relativeTo", "ScaledMetric", "textStyle"]
        if range.contains(where: { isIdentifier($0) && scaling.contains(text($0)) }) { return nil }
        // `system(size: size`, `systemFont(ofSize: size`, `UIFont(name: …, size: size)`, `.custom(…, fixedSize: size)`.
        let sizeLabels: Set<String> = ["size", "ofSize", "fixedSize"]
        let passesSize = { (index: Int) in
            self.isIdentifier(index) && sizeLabels.contains(self.text(index)) && self.kind(index + 1) == .colon
                && sizes.contains(self.text(index + 2)) && (self.kind(index + 3) == .comma || self.kind(index + 3) == .rightParen)
        }
        // `Font.custom(name, size: size)` scales like body text.
        let isScaledCustomFont = { (index: Int) -> Bool in
            guard self.text(index) == "size", let open = (range.lowerBound..<index).last(where: { self.kind($0) == .leftParen && self.closing($0) > index }) else { return false }
            return open > 0 && self.text(open - 1) == "custom"
        }
        // A SwiftUI font helper that returns the custom face scaled, and a fixed system font only when the
        // face fails to load (`if UIFont(name: "Onest-Regular", size: size) != nil { return .custom(…, size: size) }
        // else { return .system(size: size) }`), scales wherever the app ships its fonts.
        if !resultType.hasPrefix("UIFont"), !resultType.hasPrefix("NSFont"), range.contains(where: { passesSize($0) && isScaledCustomFont($0) }) { return nil }
        for index in range where passesSize(index) {
            if isScaledCustomFont(index) { continue }
            return ""
        }
        // `.fontWithSize(size, weight: .bold)`: the size handed on as the first argument.
        for index in range where isIdentifier(index) && kind(index + 1) == .leftParen && sizes.contains(text(index + 2))
            && (kind(index + 3) == .comma || kind(index + 3) == .rightParen) && index > 0 && kind(index - 1) == .period {
            return text(index)
        }
        return nil
    }

    /// The asset name of a value that is only an Asset Catalog colour: `Color("Brand")`,
    /// `Color("Brand", bundle: .module)`, `UIColor(named: "Brand")!`, `NSColor(named: "Brand")`, with
    /// or without `return`; `.brand` for a generated symbol (`Color(.brand)`), `=` for the member of
    /// the same name (`{ .brand }`).
    private func namedColorAsset(_ value: Range<Int>, property: String) -> String? {
        var index = value.lowerBound
        if index < value.upperBound, matches(index, "return") { index += 1 }
        // `static var brand: Color { .brand }` in `extension ShapeStyle where Self == Color`: the
        // colour's own member under another name of its type.
        if index + 2 == value.upperBound, kind(index) == .period, isIdentifier(index + 1), text(index + 1) == property { return "=" }
        guard index + 3 < value.upperBound + 1, isIdentifier(index), kind(index + 1) == .leftParen else { return nil }
        let open = index + 1
        let close = closing(open)
        var end = close + 1
        if end < value.upperBound, kind(end) == .operator, matches(end, "!") { end += 1 }
        guard end == value.upperBound else { return nil }
        if matches(index, "Color"), kind(open + 1) == .period, isIdentifier(open + 2), kind(open + 3) == .rightParen {
            return "." + text(open + 2)
        }
        let literal: Int
        if matches(index, "Color"), kind(open + 1) == .stringLiteral, kind(open + 2) == .rightParen || kind(open + 2) == .comma && matches(open + 3, "bundle") {
            literal = open + 1
        } else if matches(index, "UIColor") || matches(index, "NSColor"), matches(open + 1, "named"), kind(open + 2) == .colon,
                  kind(open + 3) == .stringLiteral, kind(open + 4) == .rightParen {
            literal = open + 3
        } else {
            return nil
        }
        return StringLiteral.value(of: text(literal))
    }

    /// The string literal of an argument `label: "literal"` of the call whose `(` is at `open`,
    /// looked for from `start` on.
    private func labelledLiteral(in open: Int, after start: Int, label: StaticString) -> Int? {
        let close = closing(open)
        var index = start
        while index < close {
            if kind(index) == .comma, isIdentifier(index + 1), matches(index + 1, label), kind(index + 2) == .colon,
               kind(index + 3) == .stringLiteral, kind(index + 4) == .comma || kind(index + 4) == .rightParen {
                return index + 3
            }
            if kind(index) == .leftParen || kind(index) == .leftBracket || kind(index) == .leftBrace { index = closing(index) }
            index += 1
        }
        return nil
    }

    private mutating func scanInitializer(at keyword: Int, container: Container?) -> Int {
        var index = keyword + 1
        if kind(index) == .operator, matches(index, "?") || matches(index, "!") { index += 1 }
        index = skippingGenerics(index)
        guard kind(index) == .leftParen else { return index }
        let open = index
        if let container { result.types[container.typeIndex].initializers.append(parameters(index).labels) }
        index = signatureEnd(from: closing(index) + 1, limit: tokens.count - 1)
        if matches(index, "where") {
            while index < tokens.count - 1, kind(index) != .leftBrace { index += 1 }
        }
        guard kind(index) == .leftBrace else { return index }
        if let container { recordHexColorInitializer(parameters: open, body: index, in: container) }
        return closing(index) + 1
    }

    /// A text shown at `index`, counted by how it is written: a typed key (`Text(.settingsTitle)`,
    /// `Label(.localizable(.close), systemImage:)`, `String(localizable: .help)`) or a literal.
    private func countShownText(at index: Int, into result: inout FileDeclarations) {
        guard ["Text", "Label", "Button", "Toggle", "String", "navigationTitle"].contains(where: { matches(index, $0) }),
              index + 3 < tokens.count, kind(index + 1) == .leftParen else { return }
        if kind(index + 2) == .stringLiteral, !matches(index, "String") {
            result.textsAsLiterals += 1
        } else if kind(index + 2) == .period && isIdentifier(index + 3) && !matches(index + 3, "init")
                    || isIdentifier(index + 2) && text(index + 2).hasPrefix("locali") && matches(index + 3, ":") && kind(index + 4) == .period {
            result.textsThroughTypedKeys += 1
        }
    }

    /// Whether the app's scenes are fixed to the light appearance at `index`: `.preferredColorScheme(.light)`
    /// in a file that builds a `WindowGroup`, or `window.overrideUserInterfaceStyle = .light`. A sheet or a
    /// view fixed to light leaves the rest of the app in Dark Mode.
    private func fixesLightAppearance(at index: Int) -> Bool {
        if matches(index, "preferredColorScheme"), kind(index + 1) == .leftParen, kind(index + 2) == .period, matches(index + 3, "light") {
            return tokens.indices.contains { kind($0) == .identifier && matches($0, "WindowGroup") }
        }
        guard matches(index, "overrideUserInterfaceStyle"), matches(index + 1, "="), kind(index + 2) == .period, matches(index + 3, "light"),
              index >= 2, kind(index - 1) == .period else { return false }
        let receiver = kind(index - 2) == .operator && index >= 3 ? index - 3 : index - 2
        return isIdentifier(receiver) && text(receiver).lowercased().hasSuffix("window")
    }

    /// A colour initialiser that reads a hex value (`extension Color { init(hex: String) { … } }`),
    /// recorded as the static member `init` of its type with what its body does with the value.
    private mutating func recordHexColorInitializer(parameters open: Int, body: Int, in container: Container) {
        let owner = container.name.split(separator: ".").last.map(String.init) ?? container.name
        guard ["Color", "UIColor", "NSColor"].contains(owner) else { return }
        var parameters: [HexColorProbe.Parameter] = []
        for (start, colon, assignment, end) in parameterTokens(open) {
            guard let colon, colon - start == 1 || colon - start == 2, let type = sourceText((colon + 1)..<(assignment ?? end)) else { return }
            let defaultValue = assignment.flatMap { sourceText(($0 + 1)..<end) }.flatMap { Double($0.replacingOccurrences(of: " ", with: "")) }
            parameters.append(.init(label: text(start), name: text(colon - 1), type: type, defaultValue: defaultValue, hasDefault: assignment != nil))
        }
        let pieces = ((body + 1)..<closing(body)).map { HexColorProbe.Piece(kind: kind($0), text: text($0), startsLine: startsLine($0)) }
        guard let reading = HexColorProbe.reading(parameters: parameters, body: pieces) else { return }
        addStaticMember("init", MemberSignature(kind: .function, labels: parameters.map(\.label), firstParameterType: parameters.first?.type,
                                                hexReading: reading), in: container)
    }

    private mutating func scanProperty(at keyword: Int, container: Container?, isStatic: Bool, wrapper: String?) -> Int {
        var index = keyword + 1
        guard kind(index) == .identifier else { return index }
        let name = text(index)
        index += 1
        let limit = tokens.count - 1
        var type: String?
        if kind(index) == .colon {
            let end = signatureEnd(from: index + 1, limit: limit)
            type = sourceText((index + 1)..<end)
            index = end
        }
        var initialValue: Range<Int>?
        if kind(index) == .operator, matches(index, "=") {
            index += 1
            let valueStart = index
            // The initial value runs to the next line that does not continue it (a `.modifier` line
            // or a binary operator continues it).
            while index < limit {
                if kind(index) == .leftParen || kind(index) == .leftBracket || kind(index) == .leftBrace {
                    index = closing(index) + 1
                    continue
                }
                if kind(index) == .rightBrace || kind(index) == .semicolon { break }
                if index > valueStart, startsLine(index), kind(index) != .period, kind(index) != .operator { break }
                index += 1
            }
            initialValue = valueStart..<index
        }
        var accessors: (open: Int, close: Int)?
        var isComputed = false
        if kind(index) == .leftBrace {
            accessors = (index, closing(index))
            isComputed = !(matches(index + 1, "didSet") || matches(index + 1, "willSet"))
            index = closing(index) + 1
        }
        if let value = initialValue ?? accessors.map({ ($0.open + 1)..<$0.close }) {
            recordReduceMotionHelper(name, value: value, in: container, type: type)
        }
        guard let container else { return index }
        if isStatic {
            // A stored `static var` can be given another colour at run time.
            let fixedValue = matches(keyword, "let") ? initialValue : isComputed ? accessors.map { ($0.open + 1)..<$0.close } : nil
            let colorAsset = fixedValue.flatMap { namedColorAsset($0, property: name) }
            addStaticMember(name, MemberSignature(kind: .property, type: type, colorAsset: colorAsset), in: container)
            if let value = initialValue ?? accessors.map({ ($0.open + 1)..<$0.close }) {
                recordAccessor(named: name, value: value, in: container, isFunction: false)
            }
        } else if isComputed {
            if name == "body", let accessors, container.kind != .protocol {
                result.types[container.typeIndex].hasBody = true
                bodyBraces[container.typeIndex] = accessors
            }
        } else if container.kind == .struct || container.kind == .class || container.kind == .actor {
            result.types[container.typeIndex].properties.append(.init(name: name, type: type, wrapper: wrapper, hasInitialValue: initialValue != nil))
            // `@DocumentID var id: String?` reads `Optional("…")` or `nil` in an interpolation.
            if name == "id", initialValue.map({ isNewUUID($0) || type == "UUID" && isBareInit($0) }) == true || type?.hasSuffix("?") == true {
                result.randomlyIdentifiedTypes.append(result.types[container.typeIndex].name)
            }
        }
        return index
    }

    /// The message members of other types a View shows as text or presents in an alert, for the
    /// announce-content-change rule, which sees the view model's file and not its Views. A member
    /// counts when its name says it is a message (`RuleContext.messageWords`) and the View's own
    /// property says the type it belongs to: `@ObservedObject var model: SignInModel`,
    /// `@StateObject private var model = SignInModel()`, `@Environment(SignInModel.self) var model`.
    /// Shown: `Text(model.errorMessage)`, `Text(model.errorMessage ?? "")`, `Label(model.status, …)`,
    /// a `Text` of a name `let error = model.errorMessage` binds. Presented: mentioned inside an
    /// `.alert(…)` or `.confirmationDialog(…)` with its closures.
    private mutating func recordMessageMembers(in braces: (open: Int, close: Int), of typeIndex: Int) {
        var types: [String: String] = [:]
        for property in result.types[typeIndex].properties {
            guard let type = property.type else { continue }
            let simple = type.split(separator: "<").first?.split(separator: ".").last?.filter { $0 != "?" && $0 != "!" && $0 != " " }
            if let simple { types[property.name] = String(simple) }
        }
        var presented: [ClosedRange<Int>] = []
        var index = braces.open + 1
        while index < braces.close {
            if matches(index, "var"), isIdentifier(index + 1), types[text(index + 1)] == nil, kind(index + 2) == .operator, matches(index + 2, "="),
               isCapitalized(index + 3), kind(index + 4) == .leftParen {
                types[text(index + 1)] = text(index + 3)
            }
            if matches(index, "Environment"), kind(index + 1) == .leftParen, isCapitalized(index + 2), kind(index + 3) == .period,
               matches(index + 4, "self"), kind(index + 5) == .rightParen, let keyword = (index + 6..<min(index + 12, braces.close)).first(where: { matches($0, "var") }),
               isIdentifier(keyword + 1) {
                types[text(keyword + 1)] = text(index + 2)
            }
            if kind(index) == .period, matches(index + 1, "alert") || matches(index + 1, "confirmationDialog"), kind(index + 2) == .leftParen {
                var end = closing(index + 2)
                // Its trailing closures: `{ … }`, then `message: { … }`.
                while kind(end + 1) == .leftBrace || isIdentifier(end + 1) && kind(end + 2) == .colon && kind(end + 3) == .leftBrace {
                    end = closing(kind(end + 1) == .leftBrace ? end + 1 : end + 3)
                }
                presented.append(index...end)
            }
            index += 1
        }
        guard !types.isEmpty else { return }
        /// `model.errorMessage` or `self.model.errorMessage` at `start`: `Type.member` and the token after it.
        func member(at start: Int) -> (name: String, next: Int)? {
            let base = matches(start, "self") && kind(start + 1) == .period ? start + 2 : start
            guard isIdentifier(base), let type = types[text(base)], kind(base + 1) == .period, isIdentifier(base + 2),
                  kind(base + 3) != .leftParen, kind(base + 3) != .period else { return nil }
            let name = text(base + 2)
            guard RuleContext.isMessageName(name) else { return nil }
            return (type + "." + name, base + 3)
        }
        /// Whether the argument ends at `index`: `)`, `,` or `??`.
        func ends(_ index: Int) -> Bool { kind(index) == .rightParen || kind(index) == .comma || matches(index, "??") }
        var bindings: [String: String] = [:]
        index = braces.open + 1
        while index < braces.close {
            if presented.contains(where: { $0.contains(index) }) {
                if let found = member(at: index) { result.presentedMessageMembers.append(found.name) }
            } else if matches(index, "let"), isIdentifier(index + 1), kind(index + 2) == .operator, matches(index + 2, "="),
                      let found = member(at: index + 3), kind(found.next) == .comma || kind(found.next) == .leftBrace {
                bindings[text(index + 1)] = found.name
            } else if matches(index, "Text") || matches(index, "Label"), kind(index + 1) == .leftParen, kind(index - 1) != .period {
                let argument = matches(index + 2, "verbatim") && kind(index + 3) == .colon ? index + 4 : index + 2
                if let found = member(at: argument), ends(found.next) {
                    result.shownMessageMembers.append(found.name)
                } else if isIdentifier(argument), let bound = bindings[text(argument)], ends(argument + 1) {
                    result.shownMessageMembers.append(bound)
                }
            }
            index += 1
        }
    }

    /// `.init()`: with a declared type (`var id: UUID = .init()`), a new value of it.
    private func isBareInit(_ value: Range<Int>) -> Bool {
        value.count == 4 && kind(value.lowerBound) == .period && matches(value.lowerBound + 1, "init")
            && kind(value.lowerBound + 2) == .leftParen && kind(value.lowerBound + 3) == .rightParen
    }

    /// `UUID()`, `UUID().uuidString`: a value made anew each time.
    private func isNewUUID(_ value: Range<Int>) -> Bool {
        guard value.count >= 3, matches(value.lowerBound, "UUID"), kind(value.lowerBound + 1) == .leftParen,
              kind(value.lowerBound + 2) == .rightParen else { return false }
        let rest = value.lowerBound + 3
        return rest == value.upperBound || rest + 2 == value.upperBound && kind(rest) == .period && matches(rest + 1, "uuidString")
    }

    /// `case a, b(Int), c = 3`, continued over lines after a comma.
    private mutating func scanCases(at keyword: Int, container: Container) -> Int {
        var index = keyword + 1
        while index < tokens.count - 1 {
            guard kind(index) == .identifier else { break }
            result.types[container.typeIndex].cases.append(text(index))
            index += 1
            if kind(index) == .leftParen { index = closing(index) + 1 }
            if kind(index) == .operator, matches(index, "=") { index += 2 }
            guard kind(index) == .comma else { break }
            index += 1
        }
        return index
    }

    // MARK: - Modifier bodies

    /// What a modifier's body does to the view it modifies: the accessibility modifiers and project
    /// modifiers in the chains it returns (`content.accessibilityLabel(…)`, `self.cardStyle()`,
    /// `accessibilityHidden(true)`, also inside `if`/`switch` branches and `Group`), not those of
    /// views inside its arguments or closures (an overlay's image).
    private func modifierBody(named name: String, body: (open: Int, close: Int)) -> FileDeclarations.ModifierBody {
        var summary = FileDeclarations.ModifierBody(name: name)
        // For each open bracket inside the body: whether a chain inside it still applies to the
        // modified view (control-flow braces and Group do; arguments and other closures do not).
        var enclosing: [Bool] = []
        var opaque = 0
        var pendingControlDepth = -1
        var index = body.open + 1
        while index < body.close {
            switch kind(index) {
            case .keyword:
                if matches(index, "if") || matches(index, "else") || matches(index, "switch") || matches(index, "guard")
                    || matches(index, "for") || matches(index, "while") || matches(index, "do") {
                    pendingControlDepth = enclosing.count
                }
            case .leftBrace:
                let transparent = pendingControlDepth == enclosing.count || (index > 0 && matches(index - 1, "Group"))
                pendingControlDepth = -1
                enclosing.append(transparent)
                if !transparent { opaque += 1 }
            case .leftParen, .leftBracket:
                enclosing.append(false)
                opaque += 1
            case .rightBrace, .rightParen, .rightBracket:
                if let transparent = enclosing.popLast(), !transparent { opaque -= 1 }
            case .period where opaque == 0 && isIdentifier(index + 1):
                record(modifier: index + 1, in: &summary)
                index += 1
            case .identifier where opaque == 0 && kind(index + 1) == .leftParen && kind(index - 1) != .period && !isCapitalized(index):
                let previous = kind(index - 1)
                if startsLine(index) || previous == .leftBrace || previous == .semicolon || matches(index - 1, "return") {
                    record(modifier: index, in: &summary)
                }
            default:
                break
            }
            index += 1
        }
        return summary
    }

    private func record(modifier index: Int, in summary: inout FileDeclarations.ModifierBody) {
        let name = text(index)
        let argument = kind(index + 1) == .leftParen ? firstArgument(index + 1) : (label: nil, value: nil)
        if name.hasPrefix("accessibility") {
            summary.effects.formUnion(AccessibilityEffects.of(modifier: name, firstLabel: argument.label, firstValue: argument.value))
        } else if name == "modifier", kind(index + 1) == .leftParen, isCapitalized(index + 2) {
            summary.applies.append(text(index + 2))
        } else if kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace {
            summary.applies.append(name)
        }
    }

    // MARK: - Components

    /// A body that is a `Menu` whose items are a stored property (`Menu { content } label: { … }`,
    /// `content` set from the initialiser's `@ViewBuilder` closure): what a caller writes in the
    /// component's trailing closure becomes the menu's items.
    private func isMenuOfCallersContent(body: (open: Int, close: Int), properties: Set<String>) -> Bool {
        var index = body.open + 1
        if matches(index, "return") { index += 1 }
        guard matches(index, "Menu") else { return false }
        index += 1
        var items: Int?
        if kind(index) == .leftParen {
            let close = closing(index)
            items = (index + 1..<close).first { matches($0, "content") && kind($0 + 1) == .colon && kind($0 + 2) == .leftBrace }.map { $0 + 2 }
            index = close + 1
        }
        if items == nil, kind(index) == .leftBrace { items = index }
        guard let open = items else { return false }
        return (open + 1..<closing(open)).contains { isIdentifier($0) && properties.contains(text($0)) && kind($0 - 1) != .period }
    }

    /// A body that is one control whose label is only an image named by a literal or a stored
    /// property: `Button(action: action) { Image(systemName: systemName) }`.
    private func iconOnlyControl(body: (open: Int, close: Int), properties: Set<String>) -> ComponentSignature.IconOnlyControl? {
        var index = body.open + 1
        if matches(index, "return") { index += 1 }
        guard isIdentifier(index) else { return nil }
        let control = text(index)
        guard DeclarationScanner.controls.contains(control) else { return nil }
        index += 1
        var labelClosure: Int?
        var hasArguments = false
        if kind(index) == .leftParen, !startsLine(index) {
            hasArguments = true
            let close = closing(index)
            var argument = index + 1
            while argument < close {
                let labelled = kind(argument + 1) == .colon && (kind(argument) == .identifier || kind(argument) == .keyword)
                // A title (`Button("Save") { … }`) names the control.
                if argument == index + 1, !labelled { return nil }
                var end = labelled ? argument + 2 : argument
                if labelled, matches(argument, "label"), kind(end) == .leftBrace { labelClosure = end }
                while end < close, kind(end) != .comma {
                    if kind(end) == .leftParen || kind(end) == .leftBracket || kind(end) == .leftBrace { end = closing(end) }
                    end += 1
                }
                argument = end + 1
            }
            index = close + 1
        }
        var firstTrailing: Int?
        if kind(index) == .leftBrace, !startsLine(index) {
            firstTrailing = index
            index = closing(index) + 1
        }
        while isIdentifier(index), kind(index + 1) == .colon, kind(index + 2) == .leftBrace {
            if matches(index, "label") { labelClosure = index + 2 }
            index = closing(index + 2) + 1
        }
        // `Button(action: …) { label }`: the one trailing closure is the label (a Menu's is its content).
        if labelClosure == nil, hasArguments, control != "Menu" { labelClosure = firstTrailing }
        guard let labelClosure, let end = chainEnd(from: index, stopAt: body.close), end == body.close else { return nil }

        var image = labelClosure + 1
        if matches(image, "return") { image += 1 }
        guard matches(image, "Image"), kind(image + 1) == .leftParen else { return nil }
        let argument = firstArgument(image + 1)
        let source: ComponentSignature.IconOnlyControl.Image
        let valueIndex = image + 2 + (argument.label == nil ? 0 : 2)
        let property = matches(valueIndex, "self") && kind(valueIndex + 1) == .period ? valueIndex + 2 : valueIndex
        if kind(valueIndex) == .stringLiteral, let literal = StringLiteral.value(of: text(valueIndex)), kind(valueIndex + 1) == .rightParen || kind(valueIndex + 1) == .comma {
            switch argument.label {
            case "systemName": source = .symbol(literal)
            case nil: source = .asset(literal)
            default: return nil
            }
        } else if isIdentifier(property), properties.contains(text(property)), kind(property + 1) == .rightParen || kind(property + 1) == .comma {
            switch argument.label {
            case "systemName": source = .symbolProperty(text(property))
            case nil: source = .assetProperty(text(property))
            default: return nil
            }
        } else {
            return nil
        }
        guard chainEnd(from: closing(image + 1) + 1, stopAt: closing(labelClosure)) == closing(labelClosure) else { return nil }
        return ComponentSignature.IconOnlyControl(control: control, image: source)
    }

    /// A body that is one `Image` and its modifiers: `Image(systemName: theme.systemImageName(name))`.
    private func drawsOnlyImage(body: (open: Int, close: Int)) -> Bool {
        var image = body.open + 1
        if matches(image, "return") { image += 1 }
        guard matches(image, "Image"), kind(image + 1) == .leftParen else { return false }
        return chainEnd(from: closing(image + 1) + 1, stopAt: body.close) == body.close
    }

    /// A View that draws another View of the same file that holds a control holds it too
    /// (`ForwardedMessageView` showing its private `ForwardedMessageCell` with a tap gesture).
    private mutating func propagateHeldControls() {
        var changed = true
        while changed {
            changed = false
            let holding = Set(result.types.filter(\.holdsControls).map { String($0.name.split(separator: ".").last ?? Substring($0.name)) })
            guard !holding.isEmpty else { return }
            for typeIndex in bodyBraces.keys where !result.types[typeIndex].holdsControls {
                guard let braces = bracesByType[typeIndex], (braces.open + 1..<braces.close).contains(where: { constructs(holding, at: $0) }) else { continue }
                result.types[typeIndex].holdsControls = true
                changed = true
            }
        }
    }

    /// Whether a type's declaration builds a control (`Button(`, `Toggle {`) or a tap gesture (`.onTapGesture`).
    private func buildsControl(in braces: (open: Int, close: Int)) -> Bool {
        (braces.open + 1..<braces.close).contains { index in
            guard isIdentifier(index) else { return false }
            if kind(index - 1) == .period { return ["onTapGesture", "onLongPressGesture"].contains(text(index)) }
            return constructs(DeclarationScanner.heldControls, at: index)
        }
    }

    /// Whether the token at `index` makes one of the `types`: its name, not after a `.`, followed by `(` or `{`.
    private func constructs(_ types: Set<String>, at index: Int) -> Bool {
        isIdentifier(index) && kind(index - 1) != .period && (kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace) && types.contains(text(index))
    }

    /// Members through which a UIKit or AppKit class names or hides its own instances.
    static let ownNamingMembers: Set<String> = [
        "accessibilityLabel", "setAccessibilityLabel", "isAccessibilityElement", "setAccessibilityElement", "accessibilityElementsHidden",
        "setTitle", "setAttributedTitle", "attributedTitle", "configuration",
    ]

    private static let heldControls: Set<String> = [
        "Button", "Link", "NavigationLink", "Toggle", "Menu", "TextField", "SecureField", "TextEditor", "Picker", "Slider", "Stepper",
        "DatePicker", "ShareLink", "TapGesture",
    ]

    /// What the root view of a `body` sets through its own modifiers (those outside every nested
    /// bracket of the body), and whether the body shows a `Text` or `Label` anywhere.
    private func bodyFacts(_ body: (open: Int, close: Int)) -> (effects: AccessibilityEffects, showsText: Bool) {
        var effects: AccessibilityEffects = []
        var index = body.open + 1
        while index < body.close {
            if kind(index) == .leftParen || kind(index) == .leftBrace || kind(index) == .leftBracket {
                index = closing(index) + 1
                continue
            }
            if kind(index) == .period, isIdentifier(index + 1), text(index + 1).hasPrefix("accessibility"), kind(index + 2) == .leftParen {
                let argument = firstArgument(index + 2)
                effects.formUnion(AccessibilityEffects.of(modifier: text(index + 1), firstLabel: argument.label, firstValue: argument.value))
            }
            index += 1
        }
        let showsText = (body.open + 1..<body.close).contains { (matches($0, "Text") || matches($0, "Label")) && kind($0 + 1) == .leftParen && kind($0 - 1) != .period }
        return (effects, showsText)
    }

    /// Past a chain of modifiers starting at `index`; nil when one of them gives a label or hides
    /// the element, or the chain is not followed by `stop`.
    private func chainEnd(from start: Int, stopAt stop: Int) -> Int? {
        var index = start
        while kind(index) == .period, isIdentifier(index + 1) {
            let name = text(index + 1)
            index += 2
            if kind(index) == .leftParen {
                let argument = firstArgument(index)
                let effects = AccessibilityEffects.of(modifier: name, firstLabel: argument.label, firstValue: argument.value)
                if !effects.isDisjoint(with: [.label, .hidden, .representation]) { return nil }
                index = closing(index) + 1
            }
            while kind(index) == .leftBrace { index = closing(index) + 1 }
        }
        return index == stop ? index : nil
    }

    // MARK: - Uses and names

    /// What `#if` conditions allow: the platforms where a clause may be compiled, and where it may not.
    private struct Condition {
        var whenTrue: PlatformSet
        var whenFalse: PlatformSet

        static let unknown = Condition(whenTrue: .all, whenFalse: .all)

        static func platforms(_ set: PlatformSet) -> Condition {
            Condition(whenTrue: set, whenFalse: PlatformSet.all.subtracting(set))
        }
    }

    private struct PoundIfFrame {
        var outer: PlatformSet
        /// Where none of the earlier clauses may compile.
        var remaining: PlatformSet
        /// Whether the clause being read compiles only in debug builds (`#if DEBUG`, the `#else` of
        /// `#if !DEBUG`), and whether the `#if` names `DEBUG` negated.
        var isDebugClause = false
        var negatesDebug = false
    }

    /// The `#if` condition after `directive`, without spaces (`DEBUG`, `!DEBUG`, `os(iOS)&&DEBUG`).
    private func squeezedCondition(after directive: Int) -> String {
        var text = ""
        var index = directive + 1
        while index < tokens.count - 1, !startsLine(index) {
            text += self.text(index)
            index += 1
        }
        return text
    }

    /// Counts each construction of a capitalised name (`Row(…)`, `Card { … }`) and what its chain
    /// does, and collects the capitalised names the file mentions.
    private mutating func scanUses() {
        var uses: [FileDeclarations.Use] = []
        var names: [UInt64] = []
        var literals: [FileDeclarations.LocalizedLiteral] = []
        var frames: [PoundIfFrame] = []
        var platforms = PlatformSet.all
        var hiddenRegions = OpenRegions()
        var itemRegions = OpenRegions()
        var branchRegions = OpenRegions()
        var presentedRegions = OpenRegions()
        var controlLabelRegions = OpenRegions()
        var menuRegions = OpenRegions()
        var scrollRegions = OpenRegions()
        var caseRegions = OpenRegions()
        var openTypes: [(close: Int, name: UInt64)] = []
        var nextType = 0
        let types = typeBraces.sorted { $0.open < $1.open }
        var symbolTitles = Set<[String]>()
        var symbolLabels = Set<[String]>()
        var nonLatinTexts: [String: Int] = [:]
        var fontMembers = Set<String>()
        let previews = previewRanges.sorted { $0.lowerBound < $1.lowerBound }
        var nextPreview = 0
        var previewEnd = -1
        var index = 0
        while index < tokens.count - 1 {
            defer { index += 1 }
            switch kind(index) {
            case .poundKeyword:
                if matches(index, "#if") {
                    let condition = evaluateCondition(after: index)
                    let written = squeezedCondition(after: index)
                    frames.append(PoundIfFrame(outer: platforms, remaining: condition.whenFalse,
                                               isDebugClause: CompilationCondition.isDebugOnly(written),
                                               negatesDebug: CompilationCondition.excludesDebug(written)))
                    platforms = platforms.intersection(condition.whenTrue)
                } else if matches(index, "#elseif"), let frame = frames.last {
                    let condition = evaluateCondition(after: index)
                    platforms = frame.outer.intersection(frame.remaining).intersection(condition.whenTrue)
                    frames[frames.count - 1].remaining = frame.remaining.intersection(condition.whenFalse)
                    frames[frames.count - 1].isDebugClause = false
                } else if matches(index, "#else"), let frame = frames.last {
                    platforms = frame.outer.intersection(frame.remaining)
                    frames[frames.count - 1].isDebugClause = frame.negatesDebug
                } else if matches(index, "#endif"), let frame = frames.popLast() {
                    platforms = frame.outer
                }
            case .keyword:
                if let body = branchBody(at: index) { branchRegions.open(body, at: index) }
                if frames.isEmpty, matches(index, "import"), let module = importedModule(after: index) {
                    if module == "AppKit" || module == "Cocoa" { result.importsAppKit = true }
                    if module == "UIKit" || module == "WatchKit" { result.importsUIKit = true }
                }
            case .identifier:
                if !result.animatesChanges, matches(index, "withAnimation") || matches(index, "animation") && index > 0 && kind(index - 1) == .period,
                   kind(index + 1) == .leftParen || kind(index + 1) == .leftBrace {
                    result.animatesChanges = true
                }
                if !result.drawsIntoImages, drawsIntoImage(at: index) { result.drawsIntoImages = true }
                if !result.selectsLegibleMedia, matches(index, "legible") && index > 0 && kind(index - 1) == .period
                    || matches(index, "AVPlayerItemLegibleOutput") || matches(index, "AVMediaCharacteristicLegible") || mayNameCaptions(index) && RuleContext.namesOwnCaptions(text(index)) {
                    result.selectsLegibleMedia = true
                }
                if !result.fixesLightAppearance, fixesLightAppearance(at: index) { result.fixesLightAppearance = true }
                countShownText(at: index, into: &result)
                if let content = presentedContent(at: index) { presentedRegions.open(content, at: index) }
                if let items = menuItems(at: index) { menuRegions.open(items, at: index) }
                if matches(index, "font") { fontMembers.formUnion(membersSettingFont(at: index)) }
                guard isCapitalized(index) else { continue }
                let hash = nameHash(index)
                // A name only debug builds compile (a debug menu's link to a stats screen) ships nothing.
                if !frames.contains(where: \.isDebugClause) { names.append(hash) }
                while nextPreview < previews.count, previews[nextPreview].lowerBound <= index {
                    previewEnd = max(previewEnd, previews[nextPreview].upperBound)
                    nextPreview += 1
                }
                if index > previewEnd, let (symbol, title) = symbolTitle(at: index) { symbolTitles.insert([symbol, title]) }
                if index > previewEnd, let (symbol, label) = symbolLabel(at: index) { symbolLabels.insert([symbol, label]) }
                guard index > previewEnd, !platforms.isEmpty, let use = construction(at: index) else { continue }
                let hidden = use.hidden || hiddenRegions.contain(index)
                if use.hidden, let content = use.content { hiddenRegions.open(content, at: index) }
                // `ForEach(Tab.allCases) { tab in switch tab { case .settings: SettingsView() … } }` draws each case's view once.
                let isCaseOfItself = branchRegions.contain(index, openedInside: caseRegions)
                let presented = presentedRegions.contain(index)
                let perItem = itemRegions.contain(index) && !isCaseOfItself && !presented
                if let content = use.content, repeatsContentPerItem(at: index) {
                    itemRegions.open(content, at: index)
                    if kind(index + 1) == .leftParen, ((index + 2)..<closing(index + 1)).contains(where: { matches($0, "allCases") }) { caseRegions.open(content, at: index) }
                }
                if matches(index, "NavigationLink"), let destination = navigationDestination(at: index) { presentedRegions.open(destination, at: index) }
                let scrolled = scrollRegions.contain(index) && !presented
                if let content = use.content, scrollsContent(at: index) { scrollRegions.open(content, at: index) }
                let inControlLabel = controlLabelRegions.contain(index)
                if let label = controlLabel(at: index) { controlLabelRegions.open(label, at: index) }
                let inMenu = menuRegions.contain(index)
                while nextType < types.count, types[nextType].open < index {
                    while let last = openTypes.last, last.close < types[nextType].open { openTypes.removeLast() }
                    openTypes.append((types[nextType].close, types[nextType].name))
                    nextType += 1
                }
                while let last = openTypes.last, last.close < index { openTypes.removeLast() }
                let inBranch = branchRegions.contain(index)
                uses.append(FileDeclarations.Use(name: hash, platforms: platforms, total: 1, hidden: hidden ? 1 : 0, labelled: use.labelled ? 1 : 0,
                                                 perItem: perItem ? 1 : 0, container: openTypes.last?.name ?? 0, inBranch: inBranch ? 1 : 0,
                                                 presented: presented ? 1 : 0, inControlLabel: inControlLabel ? 1 : 0, scrolled: scrolled ? 1 : 0,
                                                 fixedHeight: use.fixedHeight ? 1 : 0, inMenu: inMenu ? 1 : 0))
            case .stringLiteral:
                if let language = shownTextLanguage(at: index) {
                    if let language { nonLatinTexts[language, default: 0] += 1 } else { result.latinShownTextCount += 1 }
                }
                switch localizedLiteral(at: index) {
                case let .key(literal)?: literals.append(literal)
                case .text?: result.textLiteralCount += 1
                case nil: break
                }
            default:
                break
            }
        }
        uses.sort { ($0.name, $0.platforms.rawValue, $0.container) < ($1.name, $1.platforms.rawValue, $1.container) }
        for use in uses {
            if let last = result.uses.last, last.name == use.name, last.platforms == use.platforms, last.container == use.container {
                result.uses[result.uses.count - 1].total += use.total
                result.uses[result.uses.count - 1].hidden += use.hidden
                result.uses[result.uses.count - 1].labelled += use.labelled
                result.uses[result.uses.count - 1].perItem += use.perItem
                result.uses[result.uses.count - 1].inBranch += use.inBranch
                result.uses[result.uses.count - 1].presented += use.presented
                result.uses[result.uses.count - 1].inControlLabel += use.inControlLabel
                result.uses[result.uses.count - 1].scrolled += use.scrolled
                result.uses[result.uses.count - 1].fixedHeight += use.fixedHeight
                result.uses[result.uses.count - 1].inMenu += use.inMenu
            } else {
                result.uses.append(use)
            }
        }
        result.symbolTitles = symbolTitles.sorted { $0.lexicographicallyPrecedes($1) }.flatMap { $0 }
        result.symbolLabels = symbolLabels.sorted { $0.lexicographicallyPrecedes($1) }.flatMap { $0 }
        result.nonLatinShownTextCounts = nonLatinTexts.sorted { $0.key < $1.key }.flatMap { [$0.key, String($0.value)] }
        names.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(names.count)
        for name in names where unique.last != name { unique.append(name) }
        result.typeNames = unique
        result.fontMembers = fontMembers.sorted()
        literals.sort()
        for literal in literals where result.localizedLiterals.last != literal { result.localizedLiterals.append(literal) }
    }

    private enum LocalizedLiteralUse {
        /// One word, not interpolated: it can be a key of the table it names.
        case key(FileDeclarations.LocalizedLiteral)
        /// Words with spaces: English text.
        case text
    }

    /// What the string literal at `index` is when a localizing call looks it up: the first
    /// unlabelled argument of `Text`, `Button`, `.accessibilityLabel` and the like, or
    /// `String(localized:)`'s. Nil for other literals, and for those that are neither a key nor text.
    private func localizedLiteral(at index: Int) -> LocalizedLiteralUse? {
        guard index >= 3, kind(index + 1) == .comma || kind(index + 1) == .rightParen else { return nil }
        let open: Int
        // The only argument of a call of the app's own (`LocalizedString.getValue("settings.title")`)
        // may be a key it looks up: it counts as one only when a table has it and it reads as a key.
        var onlyAsKey = false
        if kind(index - 1) == .leftParen, isIdentifier(index - 2), DeclarationScanner.localizingCalls.contains(nameHash(index - 2)) {
            open = index - 1
        } else if kind(index - 1) == .colon, matches(index - 2, "localized"), kind(index - 3) == .leftParen, index >= 4,
                  matches(index - 4, "String") || matches(index - 4, "AttributedString") {
            open = index - 3
        } else if kind(index - 1) == .leftParen, isIdentifier(index - 2), kind(index + 1) == .rightParen {
            (open, onlyAsKey) = (index - 1, true)
        } else {
            return nil
        }
        // Neither keys nor text: punctuation, a symbol, an empty string; and interpolations, whose
        // key is not what the literal says (`"status.n-votes \(count)"` is `status.n-votes %lld`).
        guard !startsLine(open), let value = literalValue(at: index),
              value.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) else { return nil }
        if value.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return onlyAsKey ? nil : .text }
        guard value.count <= DeclarationScanner.maximumKeyLength else { return nil }
        let table = (labelledLiteral(in: open, after: index + 1, label: "tableName") ?? labelledLiteral(in: open, after: index + 1, label: "table"))
            .flatMap { literalValue(at: $0) }
        return .key(FileDeclarations.LocalizedLiteral(table: table.map { NameHash.of($0) } ?? ProjectLocalization.mainTableHash, key: NameHash.of(value)))
    }

    /// For a literal at `index` that a view or control shows (`Text("닫기")`, `setTitle("Done", for:)`,
    /// `label.text = "…"`) and that has letters: `.some(nil)` when they are Latin, else the
    /// language they are in. Nil for other literals.
    private func shownTextLanguage(at index: Int) -> String?? {
        guard index >= 2 else { return nil }
        let shown = kind(index - 1) == .leftParen && (kind(index + 1) == .comma || kind(index + 1) == .rightParen)
            && (DeclarationScanner.shownTextCalls.contains(nameHash(index - 2)) || index >= 4 && kind(index - 3) == .period && matches(index - 4, "Text"))
            || kind(index - 1) == .operator && matches(index - 1, "=") && (matches(index - 2, "text") || matches(index - 2, "title") || matches(index - 2, "placeholder"))
        guard shown, let value = literalValue(at: index) else { return nil }
        let text = String(decoding: value, as: UTF8.self)
        guard text.contains(where: \.isLetter) else { return nil }
        return .some(TextScript.languageName(of: text))
    }

    /// The UTF-8 of the string literal at `index`, read in place when it has no escapes; nil for
    /// interpolated, multi-line and malformed literals (see `StringLiteral.value`).
    private func literalValue(at index: Int) -> ArraySlice<UInt8>? {
        let (start, end) = (tokens[index].start, tokens[index].end)
        let quote = UInt8(ascii: "\"")
        if end - start >= 2, bytes[start] == quote, bytes[end - 1] == quote, end - start < 6 || bytes[start + 1] != quote || bytes[start + 2] != quote,
           !bytes[(start + 1)..<(end - 1)].contains(UInt8(ascii: "\\")) {
            return bytes[(start + 1)..<(end - 1)]
        }
        return StringLiteral.value(of: text(index)).map { Array($0.utf8)[...] }
    }

    /// The members named in the font that `font` at `index` sets: `.font(.engRegular(size: 14))`,
    /// `label.font = Constants.Fonts.h1`, `font: .body4` → `engRegular`, `Fonts`'s `h1`, `body4`. Read
    /// to the end of the argument or the line.
    private func membersSettingFont(at index: Int) -> [String] {
        let next = index + 1
        // `.font(…)`: its argument, over as many lines as it takes.
        if kind(next) == .leftParen {
            return ((next + 1)..<closing(next)).compactMap { cursor in
                kind(cursor) == .identifier && kind(cursor - 1) == .period ? text(cursor) : nil
            }
        }
        guard kind(next) == .colon || kind(next) == .operator && matches(next, "=") else { return [] }
        var members: [String] = []
        var depth = 0
        var cursor = next + 1
        while cursor < tokens.count - 1, cursor < next + 40, !startsLine(cursor) || depth > 0 {
            switch kind(cursor) {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                if depth == 0 { return members }
                depth -= 1
            case .comma where depth == 0:
                return members
            case .identifier where kind(cursor - 1) == .period:
                members.append(text(cursor))
            default:
                break
            }
            cursor += 1
        }
        return members
    }

    /// A construction of the type named at `index` as an expression: `Name(…)`, `Name { … }`,
    /// `Module.Name(…)`, followed by its modifier chain. Nil for declarations, conformances, types
    /// in signatures and member calls.
    /// Whether the code at `index` draws views into an image: `ImageRenderer(…)`,
    /// `UIGraphicsImageRenderer(…)`, or the View's own `snapshot()` (not `dataSource.snapshot()`).
    private func drawsIntoImage(at index: Int) -> Bool {
        guard kind(index + 1) == .leftParen else { return false }
        if matches(index, "ImageRenderer") || matches(index, "UIGraphicsImageRenderer") { return true }
        guard matches(index, "snapshot") else { return false }
        return index == 0 || kind(index - 1) != .period || (index > 1 && matches(index - 2, "self"))
    }

    /// `Label("Filters", systemImage: "…")` or `Button("Filters", systemImage: "…")` at `index`: the
    /// symbol and its title, both plain literals.
    private func symbolTitle(at index: Int) -> (symbol: String, title: String)? {
        guard matches(index, "Label") || matches(index, "Button"), kind(index + 1) == .leftParen, kind(index + 2) == .stringLiteral,
              kind(index + 3) == .comma, matches(index + 4, "systemImage"), kind(index + 5) == .colon, kind(index + 6) == .stringLiteral,
              let title = literalValue(at: index + 2), let symbol = literalValue(at: index + 6),
              title.contains(where: { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") }) else { return nil }
        return (String(decoding: symbol, as: UTF8.self), String(decoding: title, as: UTF8.self))
    }

    /// A control at `index` whose label shows one SF Symbol and no text
    /// (`Button { … } label: { Image(systemName: "xmark.circle.fill").font(.title) }`), labelled by the
    /// team on the control or on its image with a plain text (`.accessibilityLabel("Dismiss")`,
    /// `.accessibilityLabel(Text("Dismiss", tableName: "Ads"))`): the symbol and that text.
    private func symbolLabel(at index: Int) -> (symbol: String, label: String)? {
        guard let content = controlLabel(at: index) else { return nil }
        // Views that draw no text around the image: its backdrop, a spacer.
        let drawings: Set<String> = ["Image", "Color", "Circle", "Capsule", "Rectangle", "RoundedRectangle", "Spacer"]
        var symbol: String?
        var label: String?
        for current in (content.lowerBound + 1)..<content.upperBound {
            if isCapitalized(current), kind(current - 1) != .period, kind(current + 1) == .leftParen || kind(current + 1) == .leftBrace {
                guard drawings.contains(text(current)) else { return nil }
                if matches(current, "Image") {
                    guard symbol == nil, matches(current + 2, "systemName"), kind(current + 3) == .colon, kind(current + 4) == .stringLiteral,
                          kind(current + 5) == .rightParen, let value = literalValue(at: current + 4) else { return nil }
                    symbol = String(decoding: value, as: UTF8.self)
                }
            }
            if let written = accessibilityLabelText(at: current) { label = written }
        }
        guard let symbol else { return nil }
        var next = content.upperBound + 1
        while label == nil, kind(next) == .period, isIdentifier(next + 1) {
            label = accessibilityLabelText(at: next + 1)
            next += 2
            if kind(next) == .leftParen { next = closing(next) + 1 }
            if kind(next) == .leftBrace { next = closing(next) + 1 }
        }
        return label.map { (symbol, $0) }
    }

    /// The text of `.accessibilityLabel("Dismiss")` or `.accessibilityLabel(Text("Dismiss", …))` at
    /// `index`, when it reads as English words (not a table key such as `close_button`).
    private func accessibilityLabelText(at index: Int) -> String? {
        guard matches(index, "accessibilityLabel"), kind(index - 1) == .period, kind(index + 1) == .leftParen else { return nil }
        var literal = index + 2
        if matches(literal, "Text"), kind(literal + 1) == .leftParen {
            guard kind(literal + 3) == .rightParen || kind(literal + 3) == .comma else { return nil }
            literal += 2
        } else if kind(literal + 1) != .rightParen {
            return nil
        }
        guard kind(literal) == .stringLiteral, let value = literalValue(at: literal) else { return nil }
        let words = String(decoding: value, as: UTF8.self)
        guard let first = words.first, first.isUppercase,
              words.allSatisfy({ $0.isLetter || $0 == " " || $0 == "'" || $0 == "-" }) else { return nil }
        return words
    }

    /// Whether the construction at `index` draws its content once per item: `ForEach(…) { … }`, or
    /// `List(items) { … }` over data (not `List { … }` or `List(selection:) { … }`, whose content is static).
    /// Token ranges that open as the scan goes, each inside the one before it or after its end: the
    /// regions the current token may be in.
    private struct OpenRegions {
        private var ranges: [ClosedRange<Int>] = []

        mutating func open(_ range: ClosedRange<Int>, at index: Int) {
            while let last = ranges.last, last.upperBound < index { ranges.removeLast() }
            ranges.append(range)
        }

        func contain(_ index: Int) -> Bool {
            ranges.contains { $0.contains(index) }
        }

        /// Whether a region holding `index` opened inside one of `outer`'s.
        func contain(_ index: Int, openedInside outer: OpenRegions) -> Bool {
            ranges.contains { range in range.contains(index) && outer.ranges.contains { $0.contains(range.lowerBound) } }
        }
    }

    /// The content a presentation modifier shows (`.sheet(…) { … }`, `.navigationDestination`,
    /// `.popover`, `.fullScreenCover`, `.inspector`, `.alert`, `.confirmationDialog`, a `.contextMenu`
    /// and its preview): its arguments and trailing closures.
    private func presentedContent(at index: Int) -> ClosedRange<Int>? {
        guard index > 0, kind(index - 1) == .period,
              matches(index, "sheet") || matches(index, "fullScreenCover") || matches(index, "popover") || matches(index, "navigationDestination")
              || matches(index, "inspector") || matches(index, "alert") || matches(index, "confirmationDialog") || matches(index, "contextMenu")
        else { return nil }
        var end = index + 1
        if kind(end) == .leftParen { end = closing(end) + 1 }
        var last = end - 1
        while kind(end) == .leftBrace || isIdentifier(end) && kind(end + 1) == .colon && kind(end + 2) == .leftBrace {
            let open = kind(end) == .leftBrace ? end : end + 2
            last = closing(open)
            end = last + 1
        }
        return last > index ? (index + 1)...last : nil
    }

    /// The items of a menu built at `index`: the content of `Menu { … }` (its first trailing closure,
    /// or `content:`), or of `.contextMenu { … }` (`menuItems:`, not its preview) and `.swipeActions { … }`.
    private func menuItems(at index: Int) -> ClosedRange<Int>? {
        let isModifier = index > 0 && kind(index - 1) == .period
        // `.contextMenu(ContextMenu(menuItems: { … }))`, the first form of context menus: the inner `ContextMenu` holds the items.
        guard isModifier ? matches(index, "contextMenu") || matches(index, "swipeActions") : matches(index, "Menu") || matches(index, "ContextMenu") else { return nil }
        var end = index + 1
        if kind(end) == .leftParen {
            for label in argumentLabels(inParentheses: end) where (matches(label, "content") || matches(label, "menuItems")) && kind(label + 2) == .leftBrace {
                return (label + 2)...closing(label + 2)
            }
            end = closing(end) + 1
        }
        guard kind(end) == .leftBrace, !startsLine(end) else { return nil }
        return end...closing(end)
    }

    /// A `NavigationLink`'s destination: its `destination:` argument, or the first trailing closure
    /// when no argument names a destination or a value (`NavigationLink("Settings") { SettingsView() }`).
    private func navigationDestination(at index: Int) -> ClosedRange<Int>? {
        var end = index + 1
        if kind(end) == .leftParen {
            let close = closing(end)
            for label in argumentLabels(inParentheses: end) {
                if matches(label, "destination") { return label...close }
                if matches(label, "value") { return nil }
            }
            end = close + 1
        }
        guard kind(end) == .leftBrace, !startsLine(end) else { return nil }
        return end...closing(end)
    }

    /// The label of a `Button`, `NavigationLink` or `Link` built at `index`: its `label:` closure, or
    /// the first trailing closure when an argument gives the action, destination or value
    /// (`Button(action: save) { … }`, `NavigationLink(destination: …) { … }`).
    private func controlLabel(at index: Int) -> ClosedRange<Int>? {
        guard matches(index, "Button") || matches(index, "NavigationLink") || matches(index, "Link"), index == 0 || kind(index - 1) != .period else { return nil }
        var end = index + 1
        var trailingIsLabel = false
        if kind(end) == .leftParen {
            for label in argumentLabels(inParentheses: end) {
                if matches(label, "label"), kind(label + 2) == .leftBrace { return (label + 2)...closing(label + 2) }
                if matches(label, "action") || matches(label, "destination") || matches(label, "value") { trailingIsLabel = true }
            }
            end = closing(end) + 1
        }
        guard kind(end) == .leftBrace, !startsLine(end) else { return nil }
        if trailingIsLabel { return end...closing(end) }
        let next = closing(end) + 1
        guard matches(next, "label"), kind(next + 1) == .colon, kind(next + 2) == .leftBrace else { return nil }
        return (next + 2)...closing(next + 2)
    }

    /// The labels of the arguments in the parentheses opened at `open` (`destination`, `action`), by
    /// token, in order, outside the brackets nested in them.
    private func argumentLabels(inParentheses open: Int) -> [Int] {
        var labels: [Int] = []
        var argument = open + 1
        let close = closing(open)
        while argument < close {
            switch kind(argument) {
            case .leftParen, .leftBrace, .leftBracket: argument = closing(argument)
            case .identifier where kind(argument + 1) == .colon: labels.append(argument)
            default: break
            }
            argument += 1
        }
        return labels
    }

    /// The braces of the body a branching keyword starts: `if …`, `switch …`, `else`, `guard … else`.
    private func branchBody(at index: Int) -> ClosedRange<Int>? {
        guard matches(index, "if") || matches(index, "switch") || matches(index, "else") else { return nil }
        var current = index + 1
        while current < tokens.count - 1 {
            switch kind(current) {
            case .leftBrace: return current...closing(current)
            case .leftParen, .leftBracket: current = closing(current)
            case .rightBrace, .rightParen, .rightBracket: return nil
            default: break
            }
            current += 1
        }
        return nil
    }

    /// `List { … }`, `Form { … }`, `ScrollView { … }`; not `ScrollView(.horizontal) { … }`.
    private func scrollsContent(at index: Int) -> Bool {
        if matches(index, "List") || matches(index, "Form") { return true }
        guard matches(index, "ScrollView") else { return false }
        guard kind(index + 1) == .leftParen else { return true }
        return !((index + 2)..<closing(index + 1)).contains { matches($0, "horizontal") } || ((index + 2)..<closing(index + 1)).contains { matches($0, "vertical") }
    }

    private func repeatsContentPerItem(at index: Int) -> Bool {
        if matches(index, "ForEach") { return true }
        guard matches(index, "List"), kind(index + 1) == .leftParen, kind(index + 2) != .rightParen else { return false }
        return !(isIdentifier(index + 2) && kind(index + 3) == .colon)
    }

    private func construction(at index: Int) -> (hidden: Bool, labelled: Bool, fixedHeight: Bool, content: ClosedRange<Int>?)? {
        let next = kind(index + 1)
        guard next == .leftParen || next == .leftBrace, !startsLine(index + 1) else { return nil }
        // A nested type is named by its path (`Theme.Card { … }`); what comes before the path says
        // whether it is made or only named as a type (`var os: Boot.OperatingSystem { … }`).
        var head = index
        while head > 1, kind(head - 1) == .period, isCapitalized(head - 2) { head -= 2 }
        if head > 0 {
            let before = head - 1
            switch kind(before) {
            case .period:
                return nil
            case .keyword:
                if matches(before, "func") || matches(before, "case") || matches(before, "is") || matches(before, "as")
                    || typeKeyword(at: before) != nil || matches(before, "typealias") || matches(before, "import") {
                    return nil
                }
            case .colon, .comma:
                if next == .leftBrace { return nil }
            case .operator:
                // `-> Row {`, `some A & Row {`, `where Self == Row {`, `as? Row {` are types.
                if next == .leftBrace, matches(before, "->") || matches(before, "&") || matches(before, "==")
                    || matches(before, "?") || matches(before, "!") {
                    return nil
                }
            case .identifier:
                if next == .leftBrace, matches(before, "some") || matches(before, "any") { return nil }
                if matches(before, "actor") { return nil }
            default:
                break
            }
        }
        var end = index + 1
        if next == .leftParen { end = closing(end) + 1 }
        var content: ClosedRange<Int>?
        while true {
            let open: Int
            if kind(end) == .leftBrace, !startsLine(end) {
                open = end
            } else if content != nil, isIdentifier(end), !startsLine(end), kind(end + 1) == .colon, kind(end + 2) == .leftBrace {
                open = end + 2
            } else {
                break
            }
            let close = closing(open)
            content = (content?.lowerBound ?? open)...close
            end = close + 1
        }
        var hidden = false
        var labelled = false
        var fixedHeight = false
        while true {
            if kind(end) == .operator, matches(end, "?") || matches(end, "!") {
                end += 1
                continue
            }
            guard kind(end) == .period, isIdentifier(end + 1) else { break }
            let name = text(end + 1)
            end += 2
            if kind(end) == .leftParen, !startsLine(end) {
                if name.hasPrefix("accessibility") {
                    let argument = firstArgument(end)
                    let effects = AccessibilityEffects.of(modifier: name, firstLabel: argument.label, firstValue: argument.value)
                    if effects.contains(.hidden), argument.value == "true" { hidden = true }
                    if effects.contains(.label) { labelled = true }
                }
                // `.frame(height: 45)`, `.frame(width: 60, height: 60)`, `.frame(maxHeight: 80)` with a number.
                if name == "frame", ((end + 1)..<closing(end)).contains(where: { argument in
                    (matches(argument, "height") || matches(argument, "maxHeight")) && kind(argument + 1) == .colon && (kind(argument + 2) == .integerLiteral || kind(argument + 2) == .floatLiteral)
                }) { fixedHeight = true }
                end = closing(end) + 1
            }
            while kind(end) == .leftBrace, !startsLine(end) { end = closing(end) + 1 }
        }
        return (hidden, labelled, fixedHeight, content)
    }

    /// The platforms where an `#if`/`#elseif` clause may compile, from `os(…)`, `canImport(…)` and
    /// `targetEnvironment(macCatalyst)` combined with `!`, `&&`, `||` and parentheses. Anything
    /// else (`DEBUG`, `swift(>=5.9)`) may be either.
    private func evaluateCondition(after directive: Int) -> Condition {
        var end = directive + 1
        while end < tokens.count - 1, !startsLine(end) { end += 1 }
        var parser = ConditionParser(scanner: self, index: directive + 1, end: end)
        return parser.disjunction()
    }

    private struct ConditionParser {
        let scanner: DeclarationScanner
        var index: Int
        let end: Int
        /// Negations and parentheses nested deeper than this make the condition unknown.
        private var depth = 0
        private static let maximumDepth = 32

        init(scanner: DeclarationScanner, index: Int, end: Int) {
            self.scanner = scanner
            self.index = index
            self.end = end
        }

        mutating func disjunction() -> Condition {
            var condition = conjunction()
            while index < end, scanner.matches(index, "||") {
                index += 1
                let other = conjunction()
                condition = Condition(whenTrue: condition.whenTrue.union(other.whenTrue), whenFalse: condition.whenFalse.intersection(other.whenFalse))
            }
            return condition
        }

        mutating func conjunction() -> Condition {
            var condition = negation()
            while index < end, scanner.matches(index, "&&") {
                index += 1
                let other = negation()
                condition = Condition(whenTrue: condition.whenTrue.intersection(other.whenTrue), whenFalse: condition.whenFalse.union(other.whenFalse))
            }
            return condition
        }

        mutating func negation() -> Condition {
            if index < end, scanner.matches(index, "!") {
                index += 1
                return nested { parser in
                    let inner = parser.negation()
                    return Condition(whenTrue: inner.whenFalse, whenFalse: inner.whenTrue)
                }
            }
            return primary()
        }

        private mutating func nested(_ parse: (inout ConditionParser) -> Condition) -> Condition {
            guard depth < ConditionParser.maximumDepth else {
                index = end
                return .unknown
            }
            depth += 1
            defer { depth -= 1 }
            return parse(&self)
        }

        mutating func primary() -> Condition {
            guard index < end else { return .unknown }
            if scanner.kind(index) == .leftParen {
                let close = min(scanner.closing(index), end)
                index += 1
                let inner = nested { $0.disjunction() }
                index = close + 1
                return inner
            }
            if scanner.matches(index, "true") {
                index += 1
                return Condition(whenTrue: .all, whenFalse: [])
            }
            if scanner.matches(index, "false") {
                index += 1
                return Condition(whenTrue: [], whenFalse: .all)
            }
            let function = scanner.text(index)
            index += 1
            guard index < end, scanner.kind(index) == .leftParen else { return .unknown }
            let close = min(scanner.closing(index), end)
            let argument = index + 1 < close ? scanner.text(index + 1) : ""
            index = close + 1
            switch (function, argument) {
            case ("os", "iOS"): return .platforms([.iOS, .macCatalyst])
            case ("os", "macOS"), ("os", "OSX"): return .platforms(.macOS)
            case ("os", "tvOS"): return .platforms(.tvOS)
            case ("os", "watchOS"): return .platforms(.watchOS)
            case ("os", "visionOS"), ("os", "xrOS"): return .platforms(.visionOS)
            case ("os", _): return .platforms([])
            case ("canImport", "AppKit"): return .platforms([.macOS, .macCatalyst])
            case ("canImport", "Cocoa"): return .platforms(.macOS)
            case ("canImport", "UIKit"): return .platforms([.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS])
            case ("canImport", "WatchKit"): return .platforms(.watchOS)
            case ("targetEnvironment", "macCatalyst"): return .platforms(.macCatalyst)
            default: return .unknown
            }
        }
    }
}
