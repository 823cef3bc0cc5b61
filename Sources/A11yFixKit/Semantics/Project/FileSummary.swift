/// One file's `FileDeclarations` as the index keeps and reads them, fresh from a scan or straight
/// from the index cache: names as `NameHash`es and counts as integers, in sections that a run reads
/// only when a question needs them, and strings decoded only for the answer asked. A warm run so
/// puts a large project's index together without building a string for every declaration in it.
///
/// Layout: the sections' lengths (UInt32), then the sections. Uses and mentioned names are
/// fixed-size records sorted by hash, searched in place.
struct FileSummary: Sendable {
    enum Section: Int, CaseIterable {
        case conformances, modifiers, components, staticMembers, actions, uses, names, accessors, localizedLiterals, reduceMotionHelpers, symbolTitles, fileFacts, randomIdentities, messageMembers, modalViewTypes, fontMembers
    }

    /// A hash and where its record's payload starts in `storage`.
    struct Record {
        var name: UInt64
        var payload: Int
    }

    private let storage: [UInt8]
    private let range: Range<Int>
    private let sections: [Range<Int>]

    private static let headerSize = 4 * Section.allCases.count
    private static let useSize = 60

    /// The encoded bytes, as the index cache stores them.
    var encoded: ArraySlice<UInt8> { storage[range] }

    init(_ declarations: FileDeclarations) {
        var sections = [BinaryWriter](repeating: BinaryWriter(), count: Section.allCases.count)
        FileSummary.encode(declarations, into: &sections)
        var writer = BinaryWriter()
        for section in sections { writer.uint32(UInt32(section.bytes.count)) }
        for section in sections { writer.raw(section.bytes) }
        self.init(storage: writer.bytes, range: 0..<writer.bytes.count)!
    }

    /// The summary in `range` of `storage` (a cache file), without copying it; nil when its
    /// sections do not add up.
    init?(storage: [UInt8], range: Range<Int>) {
        var reader = BinaryReader(storage, range: range)
        var start = range.lowerBound + FileSummary.headerSize
        var sections: [Range<Int>] = []
        for _ in Section.allCases {
            guard let length = reader.uint32(), Int(length) <= range.upperBound - start else { return nil }
            sections.append(start..<(start + Int(length)))
            start += Int(length)
        }
        guard start == range.upperBound else { return nil }
        self.storage = storage
        self.range = range
        self.sections = sections
        for (section, recordSize) in [(Section.uses, FileSummary.useSize), (.names, 8)] {
            let bytes = sections[section.rawValue]
            guard bytes.count >= 4, bytes.count == 4 + recordSize * Int(word32(at: bytes.lowerBound)) else { return nil }
        }
    }

    // MARK: - Reading

    private func word32(at offset: Int) -> UInt32 {
        storage.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    private func word64(at offset: Int) -> UInt64 {
        storage.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    private func reader(_ section: Section) -> BinaryReader {
        BinaryReader(storage, range: sections[section.rawValue])
    }

    /// A reader over one record's payload.
    func payload(_ record: Record, in section: Section) -> BinaryReader {
        BinaryReader(storage, range: record.payload..<sections[section.rawValue].upperBound)
    }

    /// Each declared type's name hashes (qualified and last component) with each type it inherits.
    func appendConformances(to edges: inout [(type: UInt64, parent: UInt64)]) {
        var reader = reader(.conformances)
        guard let count = reader.count() else { return }
        for _ in 0..<count {
            guard let name = reader.uint64(), let simple = reader.uint64(), let parentCount = reader.count(),
                  let parents = reader.uint64s(parentCount) else { return }
            for parent in parents {
                edges.append((name, parent))
                if simple != name { edges.append((simple, parent)) }
            }
        }
    }

    /// Modifier bodies by name hash: their own effects and the names of the modifiers they apply.
    func appendModifiers(to modifiers: inout [UInt64: (effects: AccessibilityEffects, applies: [UInt64])]) {
        var reader = reader(.modifiers)
        guard let count = reader.count() else { return }
        for _ in 0..<count {
            guard let name = reader.uint64(), let simple = reader.uint64(), let effects = reader.uint32(),
                  let appliedCount = reader.count(), let applies = reader.uint64s(appliedCount) else { return }
            for key in Set([name, simple]) {
                var entry = modifiers[key] ?? ([], [])
                entry.effects.formUnion(AccessibilityEffects(rawValue: effects))
                entry.applies += applies
                modifiers[key] = entry
            }
        }
    }

    /// The records of a section whose records are a qualified and a simple name hash, then a
    /// length-prefixed payload; each is listed under both names.
    func records(_ section: Section) -> [Record] {
        var reader = reader(section)
        var records: [Record] = []
        guard let count = reader.count() else { return [] }
        for _ in 0..<count {
            guard let name = reader.uint64(), let simple = reader.uint64(), let length = reader.count() else { return records }
            records.append(Record(name: name, payload: reader.position))
            if simple != name { records.append(Record(name: simple, payload: reader.position)) }
            guard reader.slice(length) != nil else { return records }
        }
        return records
    }

    /// Every use record, in order of the name's hash: for a project's table of uses by name.
    func allUses() -> [FileUse] {
        let start = sections[Section.uses.rawValue].lowerBound + 4
        let count = Int(word32(at: start - 4))
        return (0..<count).map { index in
            let record = start + index * FileSummary.useSize
            return FileUse(name: word64(at: record), platforms: PlatformSet(rawValue: UInt8(truncatingIfNeeded: word32(at: record + 8))),
                           total: Int(word32(at: record + 12)), hidden: Int(word32(at: record + 16)), labelled: Int(word32(at: record + 20)),
                           perItem: Int(word32(at: record + 24)), container: word64(at: record + 28), inBranch: Int(word32(at: record + 36)),
                           presented: Int(word32(at: record + 40)), inControlLabel: Int(word32(at: record + 44)), scrolled: Int(word32(at: record + 48)),
                           fixedHeight: Int(word32(at: record + 52)), inMenu: Int(word32(at: record + 56)))
        }
    }

    /// One record of `allUses()`: a file's constructions of a type, in one container and on one set of platforms.
    struct FileUse {
        var name: UInt64
        var platforms: PlatformSet
        var total: Int
        var hidden: Int
        var labelled: Int
        var perItem: Int
        var container: UInt64
        var inBranch: Int
        var presented: Int
        var inControlLabel: Int
        var scrolled: Int
        var fixedHeight: Int
        var inMenu: Int
    }

    /// Every capitalised name the file mentions, by hash: for a project's table of mentions.
    func mentionedNames() -> [UInt64] {
        let start = sections[Section.names.rawValue].lowerBound + 4
        return (0..<Int(word32(at: start - 4))).map { word64(at: start + $0 * 8) }
    }

    /// Whether the file mentions a capitalised name that hashes to `name`.
    func mentions(_ name: UInt64) -> Bool {
        let start = sections[Section.names.rawValue].lowerBound + 4
        let count = Int(word32(at: start - 4))
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if word64(at: start + middle * 8) < name { low = middle + 1 } else { high = middle }
        }
        return low < count && word64(at: start + low * 8) == name
    }

    /// The generated string accessors the file declares (decoded only for a question about labels).
    func localizationAccessors() -> [FileDeclarations.LocalizationAccessor] {
        var reader = reader(.accessors)
        guard let count = reader.count() else { return [] }
        var accessors: [FileDeclarations.LocalizationAccessor] = []
        for _ in 0..<count {
            guard let path = reader.string(), let table = reader.string(), let key = reader.string(), let fallback = reader.optional({ $0.string() }),
                  let isFunction = reader.bool(), let rootIsDeclared = reader.bool() else { return accessors }
            accessors.append(.init(path: path, table: table, key: key, fallback: fallback, isFunction: isFunction, rootIsDeclared: rootIsDeclared))
        }
        return accessors
    }

    /// The literals the file's localizing calls look up that can be keys, and how many they write
    /// as text with spaces.
    func localizedLiterals() -> (keys: [FileDeclarations.LocalizedLiteral], textCount: Int) {
        var reader = reader(.localizedLiterals)
        guard let textCount = reader.int(), let count = reader.count() else { return ([], 0) }
        var literals: [FileDeclarations.LocalizedLiteral] = []
        for _ in 0..<count {
            guard let table = reader.uint64(), let key = reader.uint64() else { break }
            literals.append(.init(table: table, key: key))
        }
        return (literals, textCount)
    }

    /// How many texts the file shows as literals in Latin letters, and in each other language.
    func shownTextLanguages() -> (latin: Int, nonLatin: [String: Int]) {
        var reader = reader(.localizedLiterals)
        guard reader.int() != nil, let count = reader.count() else { return (0, [:]) }
        for _ in 0..<count { guard reader.uint64() != nil, reader.uint64() != nil else { return (0, [:]) } }
        let latin = reader.int() ?? 0
        let flat = reader.strings() ?? []
        var nonLatin: [String: Int] = [:]
        for (language, count) in FileSummary.pairs(flat) { nonLatin[language, default: 0] += Int(count) ?? 0 }
        return (latin, nonLatin)
    }

    /// The animation helpers the file declares that test Reduce Motion themselves.
    func reduceMotionHelpers() -> [String] {
        var reader = reader(.reduceMotionHelpers)
        return reader.strings() ?? []
    }

    /// The classes and extensions of the file that name `accessibilityViewIsModal`.
    func modalViewTypes() -> [String] {
        var reader = reader(.modalViewTypes)
        return reader.strings() ?? []
    }

    /// The classes and extensions of the file that name or hide their own instances (`FileDeclarations.selfNamingTypes`).
    func selfNamingTypes() -> [String] {
        var reader = reader(.modalViewTypes)
        _ = reader.strings()
        return reader.strings() ?? []
    }

    /// The members the file names where it sets a font (`FileDeclarations.fontMembers`).
    func fontMembers() -> [String] {
        var reader = reader(.fontMembers)
        return reader.strings() ?? []
    }

    /// The types the file declares whose `id` is a new `UUID()` for every value.
    func randomlyIdentifiedTypes() -> [String] {
        var reader = reader(.randomIdentities)
        return reader.strings() ?? []
    }

    /// The message members of other types the file's Views show as text, and those they present in
    /// an alert, as `Type.member`.
    func messageMembers() -> (shown: [String], presented: [String]) {
        var reader = reader(.messageMembers)
        return (reader.strings() ?? [], reader.strings() ?? [])
    }

    /// Whether the file animates changes, draws views into images, imports AppKit or UIKit outside
    /// any `#if`, chooses the legible media option itself, fixes the light appearance, and shows its
    /// texts mostly through typed keys or mostly as literals.
    func fileFacts() -> (animatesChanges: Bool, drawsIntoImages: Bool, importsAppKit: Bool, importsUIKit: Bool, selectsLegibleMedia: Bool,
                         fixesLightAppearance: Bool, showsTypedKeys: Bool, showsLiterals: Bool) {
        var reader = reader(.fileFacts)
        return (reader.bool() ?? false, reader.bool() ?? false, reader.bool() ?? false, reader.bool() ?? false, reader.bool() ?? false, reader.bool() ?? false,
                reader.bool() ?? false, reader.bool() ?? false)
    }

    /// The titles the file gives SF Symbols in `Label` and `Button`, as (symbol, title) pairs.
    func symbolTitles() -> [(symbol: String, text: String)] {
        var reader = reader(.symbolTitles)
        return FileSummary.pairs(reader.strings() ?? []).map { (symbol: $0, text: $1) }
    }

    /// The labels the file gives controls that show only an SF Symbol, as (symbol, label) pairs.
    func symbolLabels() -> [(symbol: String, text: String)] {
        var reader = reader(.symbolTitles)
        _ = reader.strings()
        return FileSummary.pairs(reader.strings() ?? []).map { (symbol: $0, text: $1) }
    }

    /// A flat list of strings read two at a time.
    private static func pairs(_ flat: [String]) -> [(String, String)] {
        stride(from: 0, to: flat.count - 1, by: 2).map { (flat[$0], flat[$0 + 1]) }
    }

    // MARK: - Writing

    /// A name's hashes: qualified (`Feed.Row`) and last component (`Row`), under which callers
    /// usually write it.
    static func hashes(of name: String) -> (name: UInt64, simple: UInt64) {
        let full = NameHash.of(name)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return (full, full) }
        return (full, NameHash.of(name.utf8[name.utf8.index(after: dot)...]))
    }

    private static func encode(_ declarations: FileDeclarations, into sections: inout [BinaryWriter]) {
        func header(_ section: Section, _ name: String) {
            let hashes = hashes(of: name)
            sections[section.rawValue].uint64(hashes.name)
            sections[section.rawValue].uint64(hashes.simple)
        }
        func payload(_ section: Section, _ write: (inout BinaryWriter) -> Void) {
            var payload = BinaryWriter()
            write(&payload)
            sections[section.rawValue].data(payload.bytes)
        }

        let types = declarations.types
        sections[Section.conformances.rawValue].int(types.count)
        for type in types {
            header(.conformances, type.name)
            sections[Section.conformances.rawValue].int(type.inherited.count)
            for parent in type.inherited { sections[Section.conformances.rawValue].uint64(NameHash.of(parent)) }
        }

        let modifiers = types.compactMap { type in type.modifierBody.map { (type.name, $0) } } + declarations.modifierFunctions.map { ($0.name, $0) }
        sections[Section.modifiers.rawValue].int(modifiers.count)
        for (name, body) in modifiers {
            header(.modifiers, name)
            sections[Section.modifiers.rawValue].uint32(body.effects.rawValue)
            sections[Section.modifiers.rawValue].int(body.applies.count)
            for applied in body.applies { sections[Section.modifiers.rawValue].uint64(hashes(of: applied).simple) }
        }

        // Components: types with a body, and extensions that add initialisers to them.
        let components = types.filter { $0.kind == .extension ? !$0.initializers.isEmpty : $0.hasBody }
        sections[Section.components.rawValue].int(components.count)
        for type in components {
            header(.components, type.name)
            payload(.components) { writer in
                writer.bool(type.kind == .extension)
                writer.string(type.name)
                writer.int(type.properties.count)
                for property in type.properties {
                    writer.string(property.name)
                    writer.optional(property.type) { $0.string($1) }
                    writer.optional(property.wrapper) { $0.string($1) }
                    writer.bool(property.hasInitialValue)
                }
                writer.int(type.initializers.count)
                for labels in type.initializers { writer.strings(labels) }
                writer.optional(type.iconOnlyControl) { writer, control in
                    writer.string(control.control)
                    switch control.image {
                    case let .symbolProperty(name): writer.uint8(0); writer.string(name)
                    case let .assetProperty(name): writer.uint8(1); writer.string(name)
                    case let .symbol(name): writer.uint8(2); writer.string(name)
                    case let .asset(name): writer.uint8(3); writer.string(name)
                    }
                }
                writer.uint32(type.rootEffects.rawValue)
                writer.bool(type.showsText)
                writer.bool(type.isMenuOfCallersContent)
                writer.bool(type.holdsControls)
                writer.bool(type.drawsOnlyImage)
            }
        }

        // Static members, under their owner's last name component, keyed by owner and member.
        sections[Section.staticMembers.rawValue].int(declarations.staticMembers.count)
        for member in declarations.staticMembers {
            sections[Section.staticMembers.rawValue].uint64(staticMemberKey(owner: hashes(of: member.owner).simple, name: member.name))
            sections[Section.staticMembers.rawValue].uint64(staticMemberKey(owner: hashes(of: member.owner).simple, name: member.name))
            payload(.staticMembers) { writer in
                writer.uint8(member.signature.kind.rawValue)
                writer.strings(member.signature.labels)
                writer.optional(member.signature.firstParameterType) { $0.string($1) }
                writer.optional(member.signature.type) { $0.string($1) }
                writer.optional(member.signature.colorAsset) { $0.string($1) }
                writer.optional(member.signature.hexReading?.encoded) { $0.string($1) }
                writer.optional(member.signature.fixedFontSize) { $0.string($1) }
            }
        }

        let actions = types.filter { !$0.cases.isEmpty }
        sections[Section.actions.rawValue].int(actions.count)
        for type in actions {
            header(.actions, type.name)
            payload(.actions) { $0.strings(type.cases) }
        }

        sections[Section.uses.rawValue].uint32(UInt32(declarations.uses.count))
        for use in declarations.uses {
            sections[Section.uses.rawValue].uint64(use.name)
            for word in [UInt32(use.platforms.rawValue), use.total, use.hidden, use.labelled, use.perItem] { sections[Section.uses.rawValue].uint32(word) }
            sections[Section.uses.rawValue].uint64(use.container)
            sections[Section.uses.rawValue].uint32(use.inBranch)
            sections[Section.uses.rawValue].uint32(use.presented)
            sections[Section.uses.rawValue].uint32(use.inControlLabel)
            sections[Section.uses.rawValue].uint32(use.scrolled)
            sections[Section.uses.rawValue].uint32(use.fixedHeight)
            sections[Section.uses.rawValue].uint32(use.inMenu)
        }
        sections[Section.names.rawValue].uint32(UInt32(declarations.typeNames.count))
        for name in declarations.typeNames { sections[Section.names.rawValue].uint64(name) }

        sections[Section.reduceMotionHelpers.rawValue].strings(declarations.reduceMotionHelpers)
        sections[Section.symbolTitles.rawValue].strings(declarations.symbolTitles)
        sections[Section.symbolTitles.rawValue].strings(declarations.symbolLabels)
        sections[Section.randomIdentities.rawValue].strings(declarations.randomlyIdentifiedTypes)
        sections[Section.modalViewTypes.rawValue].strings(declarations.modalViewTypes)
        sections[Section.modalViewTypes.rawValue].strings(declarations.selfNamingTypes)
        sections[Section.fontMembers.rawValue].strings(declarations.fontMembers)
        sections[Section.messageMembers.rawValue].strings(declarations.shownMessageMembers)
        sections[Section.messageMembers.rawValue].strings(declarations.presentedMessageMembers)
        sections[Section.fileFacts.rawValue].bool(declarations.animatesChanges)
        sections[Section.fileFacts.rawValue].bool(declarations.drawsIntoImages)
        sections[Section.fileFacts.rawValue].bool(declarations.importsAppKit)
        sections[Section.fileFacts.rawValue].bool(declarations.importsUIKit)
        sections[Section.fileFacts.rawValue].bool(declarations.selectsLegibleMedia)
        sections[Section.fileFacts.rawValue].bool(declarations.fixesLightAppearance)
        sections[Section.fileFacts.rawValue].bool(declarations.textsThroughTypedKeys > declarations.textsAsLiterals)
        sections[Section.fileFacts.rawValue].bool(declarations.textsAsLiterals > declarations.textsThroughTypedKeys)
        sections[Section.accessors.rawValue].int(declarations.accessors.count)
        for accessor in declarations.accessors {
            sections[Section.accessors.rawValue].string(accessor.path)
            sections[Section.accessors.rawValue].string(accessor.table)
            sections[Section.accessors.rawValue].string(accessor.key)
            sections[Section.accessors.rawValue].optional(accessor.fallback) { $0.string($1) }
            sections[Section.accessors.rawValue].bool(accessor.isFunction)
            sections[Section.accessors.rawValue].bool(accessor.rootIsDeclared)
        }
        sections[Section.localizedLiterals.rawValue].int(declarations.textLiteralCount)
        sections[Section.localizedLiterals.rawValue].int(declarations.localizedLiterals.count)
        for literal in declarations.localizedLiterals {
            sections[Section.localizedLiterals.rawValue].uint64(literal.table)
            sections[Section.localizedLiterals.rawValue].uint64(literal.key)
        }
        sections[Section.localizedLiterals.rawValue].int(declarations.latinShownTextCount)
        sections[Section.localizedLiterals.rawValue].strings(declarations.nonLatinShownTextCounts)
    }

    /// The key of a static member `name` of the type whose last name component hashes to `owner`.
    static func staticMemberKey(owner: UInt64, name: String) -> UInt64 {
        owner &* 0x9E37_79B9_7F4A_7C15 ^ NameHash.of(name)
    }

    // MARK: - Payloads

    /// A component record's payload: whether it is an extension's, and the signature it declares.
    static func component(from reader: inout BinaryReader) -> (isExtension: Bool, signature: ComponentSignature)? {
        guard let isExtension = reader.bool(), let name = reader.string(), let propertyCount = reader.count() else { return nil }
        var signature = ComponentSignature(name: name)
        for _ in 0..<propertyCount {
            guard let name = reader.string(), let type = reader.optional({ $0.string() }), let wrapper = reader.optional({ $0.string() }),
                  let hasInitialValue = reader.bool() else { return nil }
            signature.properties.append(.init(name: name, type: type, wrapper: wrapper, hasInitialValue: hasInitialValue))
        }
        guard let initializerCount = reader.count() else { return nil }
        for _ in 0..<initializerCount {
            guard let labels = reader.strings() else { return nil }
            signature.initializers.append(labels)
        }
        guard let control = reader.optional({ reader -> ComponentSignature.IconOnlyControl? in
            guard let control = reader.string(), let kind = reader.uint8(), let name = reader.string() else { return nil }
            let images: [ComponentSignature.IconOnlyControl.Image] = [.symbolProperty(name), .assetProperty(name), .symbol(name), .asset(name)]
            return Int(kind) < images.count ? ComponentSignature.IconOnlyControl(control: control, image: images[Int(kind)]) : nil
        }) else { return nil }
        signature.iconOnlyControl = control
        guard let effects = reader.uint32(), let showsText = reader.bool(), let isMenu = reader.bool(), let holdsControls = reader.bool(),
              let drawsOnlyImage = reader.bool() else { return nil }
        signature.rootEffects = AccessibilityEffects(rawValue: effects)
        signature.showsText = showsText
        signature.isMenuOfCallersContent = isMenu
        signature.holdsControls = holdsControls
        signature.drawsOnlyImage = drawsOnlyImage
        return (isExtension, signature)
    }

    static func staticMember(from reader: inout BinaryReader) -> MemberSignature? {
        guard let kind = reader.uint8().flatMap(MemberSignature.Kind.init(rawValue:)), let labels = reader.strings(),
              let firstParameterType = reader.optional({ $0.string() }), let type = reader.optional({ $0.string() }),
              let colorAsset = reader.optional({ $0.string() }), let hexReading = reader.optional({ $0.string() }),
              let fixedFontSize = reader.optional({ $0.string() }) else { return nil }
        return MemberSignature(kind: kind, labels: labels, firstParameterType: firstParameterType, type: type, colorAsset: colorAsset,
                               hexReading: hexReading.flatMap(HexColorReading.init(encoded:)), fixedFontSize: fixedFontSize)
    }
}
