import Foundation

/// What a project's files declare, put together from each file's `FileSummary` when a question
/// first needs it: which types conform to what (directly, through extensions, and through the
/// project's own protocols), the accessibility of its modifiers, its components, static members and
/// store actions, how it uses types and which names each file mentions. Answers are remembered, so
/// the rules of every file share them.
final class ProjectDeclarations: @unchecked Sendable {
    struct File {
        /// Absolute.
        var path: String
        var summary: FileSummary
    }

    /// Sorted by path, so that every answer is the same whatever order files were scanned in.
    private let files: [File]
    private let model: ProjectModel?
    private let lock = NSLock()

    /// SwiftUI protocols a project type can conform to, as families the index answers for.
    enum Conformance: String {
        case view, viewModifier, style

        var protocols: Set<UInt64> {
            switch self {
            case .view: return Conformance.hashes(["View"])
            case .viewModifier: return Conformance.hashes(["ViewModifier", "EnvironmentalModifier", "AnimatableModifier"])
            case .style: return Conformance.hashes([
                "ButtonStyle", "PrimitiveButtonStyle", "LabelStyle", "ToggleStyle", "MenuStyle", "PickerStyle", "TextFieldStyle",
                "ListStyle", "GroupBoxStyle", "ProgressViewStyle", "GaugeStyle", "DatePickerStyle", "LabeledContentStyle",
                "ControlGroupStyle", "DisclosureGroupStyle", "NavigationSplitViewStyle", "NavigationViewStyle", "TableStyle",
                "FormStyle", "IndexViewStyle", "TabViewStyle", "MenuButtonStyle", "MenuBarExtraStyle", "WindowStyle",
                "WindowToolbarStyle", "ShareLinkStyle",
            ])
            }
        }

        private static func hashes(_ names: [String]) -> Set<UInt64> { Set(names.map(NameHash.of)) }
    }

    init(files: [File], model: ProjectModel?) {
        self.files = files.sorted { $0.path < $1.path }
        self.model = model
    }

    /// A table built from every file the first time it is needed.
    private func table<Table>(_ storage: ReferenceWritableKeyPath<ProjectDeclarations, Table?>, _ build: () -> Table) -> Table {
        lock.lock()
        defer { lock.unlock() }
        if let table = self[keyPath: storage] { return table }
        let table = build()
        self[keyPath: storage] = table
        return table
    }

    /// A remembered answer per question.
    private func remembered<Answer>(_ storage: ReferenceWritableKeyPath<ProjectDeclarations, [String: Answer]>, _ key: String,
                                    _ compute: () -> Answer) -> Answer {
        lock.lock()
        if let known = self[keyPath: storage][key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let answer = compute()
        lock.lock()
        self[keyPath: storage][key] = answer
        lock.unlock()
        return answer
    }

    // MARK: - Conformances

    /// Each type's inherited types and conformances, sorted by the type's name hash.
    private var conformanceEdges: [(type: UInt64, parent: UInt64)]?
    private var conformances: [String: Bool] = [:]

    /// Whether `name` conforms to a protocol of `family`, directly or through what it inherits in the project.
    func conforms(_ name: String, to family: Conformance) -> Bool {
        remembered(\.conformances, family.rawValue + " " + name) {
            let start = FileSummary.hashes(of: name)
            return conforms(hashes: [start.name, start.simple], to: family)
        }
    }

    /// Whether a type named by one of `hashes` conforms to one of `family`'s protocols.
    private func conforms(hashes: [UInt64], to family: Conformance) -> Bool {
        ancestor(ofHashes: hashes, among: family.protocols) != nil
    }

    private var ancestors: [String: String?] = [:]

    /// The first of `names` that `name` inherits from, directly or through what it inherits in the project.
    func ancestor(of name: String, among names: [String]) -> String? {
        remembered(\.ancestors, names.joined(separator: " ") + " " + name) {
            let targets = Dictionary(names.map { (NameHash.of($0), $0) }, uniquingKeysWith: { first, _ in first })
            let start = FileSummary.hashes(of: name)
            return ancestor(ofHashes: [start.name, start.simple], among: Set(targets.keys)).flatMap { targets[$0] }
        }
    }

    /// The hash of the first of `targets` that a type named by one of `hashes` inherits from.
    private func ancestor(ofHashes hashes: [UInt64], among targets: Set<UInt64>) -> UInt64? {
        let edges = table(\.conformanceEdges) {
            var edges: [(type: UInt64, parent: UInt64)] = []
            for file in files { file.summary.appendConformances(to: &edges) }
            return edges.sorted { $0.type < $1.type }
        }
        var pending = hashes
        var visited = Set<UInt64>()
        while let current = pending.popLast() {
            guard visited.insert(current).inserted else { continue }
            var index = Self.firstIndex(in: edges, atLeast: current)
            while index < edges.count, edges[index].type == current {
                if targets.contains(edges[index].parent) { return edges[index].parent }
                pending.append(edges[index].parent)
                index += 1
            }
        }
        return nil
    }

    private static func firstIndex(in edges: [(type: UInt64, parent: UInt64)], atLeast type: UInt64) -> Int {
        var low = 0
        var high = edges.count
        while low < high {
            let middle = (low + high) / 2
            if edges[middle].type < type { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Modifiers

    private var modifiers: [UInt64: (effects: AccessibilityEffects, applies: [UInt64])]?

    /// The effects of a modifier function or ViewModifier type (overloads and declarations in several
    /// files together), and of the project modifiers it applies in turn.
    func accessibilityEffects(ofModifier name: String) -> AccessibilityEffects {
        let modifiers = table(\.modifiers) {
            var modifiers: [UInt64: (effects: AccessibilityEffects, applies: [UInt64])] = [:]
            for file in files { file.summary.appendModifiers(to: &modifiers) }
            return modifiers
        }
        var effects: AccessibilityEffects = []
        let start = FileSummary.hashes(of: name)
        var pending = [start.name]
        var visited = Set<UInt64>()
        while let current = pending.popLast() {
            guard visited.insert(current).inserted, let body = modifiers[current] else { continue }
            effects.formUnion(body.effects)
            pending += body.applies
        }
        return effects
    }

    // MARK: - Records with payloads

    private struct Located {
        var file: Int
        var record: FileSummary.Record
    }

    private var componentRecords: [UInt64: [Located]]?
    private var components: [String: ComponentSignature?] = [:]
    private var staticMemberRecords: [UInt64: [Located]]?
    private var actionRecords: [UInt64: [Located]]?

    private func records(_ section: FileSummary.Section) -> [UInt64: [Located]] {
        var records: [UInt64: [Located]] = [:]
        for (index, file) in files.enumerated() {
            for record in file.summary.records(section) { records[record.name, default: []].append(Located(file: index, record: record)) }
        }
        return records
    }

    private func payload(_ located: Located, in section: FileSummary.Section) -> BinaryReader {
        files[located.file].summary.payload(located.record, in: section)
    }

    /// The View declared under `name` with the initialisers its extensions add; nil when two
    /// different types are declared under the name.
    func component(named name: String) -> ComponentSignature? {
        let records = table(\.componentRecords) { self.records(.components) }
        return remembered(\.components, name) {
            var declared: [ComponentSignature] = []
            var addedInitializers: [[String]] = []
            for located in records[FileSummary.hashes(of: name).name] ?? [] {
                var reader = payload(located, in: .components)
                guard let found = FileSummary.component(from: &reader) else { continue }
                if found.isExtension { addedInitializers += found.signature.initializers } else if !declared.contains(found.signature) { declared.append(found.signature) }
            }
            guard declared.count == 1, var component = declared.first else { return nil }
            component.initializers += addedInitializers
            return component
        }
    }

    func staticMembers(of type: String, named name: String) -> [MemberSignature] {
        let records = table(\.staticMemberRecords) { self.records(.staticMembers) }
        var members: [MemberSignature] = []
        for located in records[FileSummary.staticMemberKey(owner: FileSummary.hashes(of: type).simple, name: name)] ?? [] {
            var reader = payload(located, in: .staticMembers)
            if let member = FileSummary.staticMember(from: &reader), !members.contains(member) { members.append(member) }
        }
        return members
    }

    /// The animation helpers of every file that test Reduce Motion themselves.
    func reduceMotionHelpers() -> Set<String> {
        table(\.reduceMotionHelperNames) { Set(files.flatMap { $0.summary.reduceMotionHelpers() }) }
    }

    /// Whether the project's imports say it is a Mac app: some file imports AppKit or Cocoa outside
    /// any `#if`, and none imports UIKit or WatchKit.
    func importsOnlyMacFrameworks() -> Bool {
        table(\.importsOnlyMacFrameworksAnswer) {
            let facts = files.map { $0.summary.fileFacts() }
            return facts.contains(where: \.importsAppKit) && !facts.contains(where: \.importsUIKit)
        }
    }

    /// Whether a file the project compiles for the Mac and iOS or visionOS alike (no platform filter
    /// keeps it to the Mac) imports AppKit outside any `#if`: that target cannot build for the others,
    /// so its code is the Mac's, whatever platforms it lists.
    func compilesAppKitBesideIOS() -> Bool {
        // Roles are asked outside the table's lock, which asking takes too (`isReferenced(outside:name:)`).
        let importers = table(\.appKitImporters) { files.indices.filter { files[$0].summary.fileFacts().importsAppKit } }
        return importers.contains { index in
            guard let named = role(ofFile: index)?.platforms, !named.isEmpty else { return false }
            let platforms = PlatformSet(names: named)
            return platforms.contains(.macOS) && !platforms.isDisjoint(with: [.iOS, .visionOS])
        }
    }

    /// Whether some file chooses the legible media option itself (its own captions menu or captions).
    func selectsLegibleMedia() -> Bool {
        table(\.selectsLegibleMediaAnswer) { files.contains { $0.summary.fileFacts().selectsLegibleMedia } }
    }

    /// Whether more of the project's files show their texts through typed keys (`Text(.settingsTitle)`)
    /// than as literals.
    func showsTextsThroughTypedKeys() -> Bool {
        table(\.showsTypedKeysAnswer) {
            let facts = files.map { $0.summary.fileFacts() }
            return facts.filter(\.showsTypedKeys).count > facts.filter(\.showsLiterals).count
        }
    }

    /// Whether some file fixes the app's scenes to the light appearance.
    func fixesLightAppearance() -> Bool {
        table(\.fixesLightAppearanceAnswer) { files.contains { $0.summary.fileFacts().fixesLightAppearance } }
    }

    /// Whether a file of the project names `member` where it sets a font (`.font(.engRegular(size: 14))`).
    func isUsedAsFont(_ member: String) -> Bool {
        table(\.fontMemberNames) { Set(files.flatMap { $0.summary.fontMembers() }) }.contains(member)
    }

    /// The types of every file whose `id` is a new `UUID()` for every value.
    func modalViewTypes() -> Set<String> {
        table(\.modalViewTypeNames) { Set(files.flatMap { $0.summary.modalViewTypes() }) }
    }

    func selfNamingTypes() -> Set<String> {
        table(\.selfNamingTypeNames) { Set(files.flatMap { $0.summary.selfNamingTypes() }) }
    }

    func randomlyIdentifiedTypes() -> Set<String> {
        table(\.randomlyIdentifiedTypeNames) { Set(files.flatMap { $0.summary.randomlyIdentifiedTypes() }) }
    }

    /// Whether a View of the project shows the member `Type.member` as message text and none
    /// presents it in an alert (see `FileDeclarations.shownMessageMembers`).
    func isShownAsMessage(_ member: String) -> Bool {
        let table = table(\.messageMembers) {
            var shown = Set<String>()
            var presented = Set<String>()
            for file in files {
                let members = file.summary.messageMembers()
                shown.formUnion(members.shown)
                presented.formUnion(members.presented)
            }
            return shown.subtracting(presented)
        }
        return table.contains(member)
    }

    /// The titles the project's `Label`s and `Button`s give an SF Symbol.
    func titles(ofSymbol symbol: String) -> Set<String> {
        texts(givenTo: symbol, in: \.titlesBySymbol) { $0.symbolTitles() }
    }

    /// The labels the project gives controls that show only an SF Symbol.
    func labels(ofSymbol symbol: String) -> Set<String> {
        texts(givenTo: symbol, in: \.labelsBySymbol) { $0.symbolLabels() }
    }

    /// The texts the project's files give `symbol`, as `pairs` reads them from each file, gathered once.
    private func texts(givenTo symbol: String, in storage: ReferenceWritableKeyPath<ProjectDeclarations, [String: Set<String>]?>,
                       pairs: (FileSummary) -> [(symbol: String, text: String)]) -> Set<String> {
        let table = table(storage) {
            var table: [String: Set<String>] = [:]
            for file in files {
                for pair in pairs(file.summary) { table[pair.symbol, default: []].insert(pair.text) }
            }
            return table
        }
        return table[symbol] ?? []
    }

    /// The language most texts the project shows as literals are written in, when it is not one in
    /// Latin letters (`TextScript`): a Korean or Chinese app.
    func nonLatinTextLanguage() -> String? {
        table(\.shownTextLanguage) {
            var latin = 0
            var nonLatin: [String: Int] = [:]
            for file in files {
                let languages = file.summary.shownTextLanguages()
                latin += languages.latin
                nonLatin.merge(languages.nonLatin, uniquingKeysWith: +)
            }
            return TextScript.dominantNonLatinName(latin: latin, nonLatin: nonLatin)
        }
    }

    func storeActionCases() -> Set<String> {
        let records = table(\.actionRecords) { self.records(.actions) }
        return records.values.joined().reduce(into: Set<String>()) { cases, located in
            var reader = payload(located, in: .actions)
            cases.formUnion(reader.strings() ?? [])
        }
    }

    func storeActionCases(of enumName: String) -> Set<String> {
        let records = table(\.actionRecords) { self.records(.actions) }
        return (records[FileSummary.hashes(of: enumName).name] ?? []).reduce(into: Set<String>()) { cases, located in
            var reader = payload(located, in: .actions)
            cases.formUnion(reader.strings() ?? [])
        }
    }

    // MARK: - Uses and mentions

    private var uses: [String: TypeUses] = [:]
    private var rolesByFile: [Int: ProjectModel.FileRole] = [:]

    /// Every file's uses of types, by the type's hash, put together once: a question about one
    /// type then reads its own entries, not every file.
    private var reduceMotionHelperNames: Set<String>?
    private var randomlyIdentifiedTypeNames: Set<String>?
    private var modalViewTypeNames: Set<String>?
    private var selfNamingTypeNames: Set<String>?
    private var fontMemberNames: Set<String>?
    private var importsOnlyMacFrameworksAnswer: Bool?
    private var appKitImporters: [Int]?
    private var selectsLegibleMediaAnswer: Bool?
    private var fixesLightAppearanceAnswer: Bool?
    private var showsTypedKeysAnswer: Bool?
    private var messageMembers: Set<String>?
    private var titlesBySymbol: [String: Set<String>]?
    private var labelsBySymbol: [String: Set<String>]?
    private var shownTextLanguage: String??
    private var usesByName: [UInt64: [(file: Int, use: FileSummary.FileUse)]]?
    private var repeatedlyDrawn: [String: Bool] = [:]
    /// For each capitalised name, the first file that mentions it and how many do.
    private var mentionsByName: [UInt64: [Int]]?

    func uses(ofType name: String) -> TypeUses {
        remembered(\.uses, name) {
            var uses = TypeUses()
            for (file, entry) in usesTable()[FileSummary.hashes(of: name).simple] ?? [] {
                uses.total += entry.total
                uses.hidden += entry.hidden
                uses.labelled += entry.labelled
                uses.perItem += entry.perItem
                uses.inControlLabel += entry.inControlLabel
                uses.scrolled += entry.scrolled
                uses.fixedHeight += entry.fixedHeight
                uses.inMenu += entry.inMenu
                uses.insertedConditionally += max(0, entry.inBranch - entry.presented) + entry.perItem
                let facts = files[file].summary.fileFacts()
                if facts.animatesChanges { uses.inAnimatingFile += entry.total }
                if facts.drawsIntoImages { uses.inRenderingFile += entry.total }
                if entry.platforms.intersection(platforms(ofFile: file)) == .macOS { uses.macOSOnly += entry.total }
            }
            return uses
        }
    }

    private func usesTable() -> [UInt64: [(file: Int, use: FileSummary.FileUse)]] {
        table(\.usesByName) {
            var table: [UInt64: [(file: Int, use: FileSummary.FileUse)]] = [:]
            for (index, file) in files.enumerated() {
                for use in file.summary.allUses() { table[use.name, default: []].append((index, use)) }
            }
            return table
        }
    }

    /// Whether the View named `name` is drawn more than once at a time: once per item of a `ForEach`
    /// or `List`, twice side by side in one View (not in exclusive branches or `#if` clauses), or
    /// inside a View that is (`StatusPollView` in a status row's content). Tests, and the coordinators
    /// and controllers that build a screen, do not draw it.
    func isDrawnRepeatedly(_ name: String) -> Bool {
        remembered(\.repeatedlyDrawn, name) {
            let table = usesTable()
            var seen: Set<UInt64> = []
            var pending = [FileSummary.hashes(of: name).simple]
            while let type = pending.popLast() {
                guard seen.insert(type).inserted else { continue }
                var sideBySide: [String: Int] = [:]
                for (file, use) in table[type] ?? [] where use.total > use.presented && !isTestFile(file) && conforms(hashes: [use.container], to: .view) {
                    if use.perItem > 0 { return true }
                    sideBySide["\(file) \(use.container) \(use.platforms.rawValue)", default: 0] += use.total - max(use.inBranch, use.presented)
                    if use.container != 0 { pending.append(use.container) }
                }
                if sideBySide.values.contains(where: { $0 > 1 }) { return true }
            }
            return false
        }
    }

    /// Whether a file is test code: a test target's, or, where no project says, in a `…Tests` folder.
    private func isTestFile(_ index: Int) -> Bool {
        if role(ofFile: index)?.kind == .test { return true }
        let path = files[index].path
        return path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") } || path.hasSuffix("Tests.swift")
    }

    /// A file of debug screens by its name (`RootDebugViewController+Onboarding.swift`).
    private func isDebugFile(_ index: Int) -> Bool {
        DebugCode.namesDebugFile(files[index].path)
    }

    /// The platforms the project builds a file for; every platform when it does not say.
    private func platforms(ofFile index: Int) -> PlatformSet {
        PlatformSet(names: role(ofFile: index)?.platforms ?? [])
    }

    /// What the project model says a file is, asked once per file; nil without a model.
    private func role(ofFile index: Int) -> ProjectModel.FileRole? {
        guard let model else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let known = rolesByFile[index] { return known }
        let role = model.role(of: files[index].path)
        rolesByFile[index] = role
        return role
    }

    /// Whether a file other than `file`, and not a test, mentions `name`. Files index the capitalised
    /// names they mention (type names); for any other name the answer is yes, as nothing can say
    /// otherwise. A snapshot test of a preview harness does not make the harness shipped code.
    func isReferenced(outside file: String, name: String) -> Bool {
        guard name.isCapitalizedName else { return true }
        let hash = FileSummary.hashes(of: name).simple
        let table = table(\.mentionsByName) {
            var table: [UInt64: [Int]] = [:]
            for (index, file) in files.enumerated() {
                for name in file.summary.mentionedNames() { table[name, default: []].append(index) }
            }
            return table
        }
        // Roles are asked only of the files that mention the name, outside the table's lock.
        return table[hash]?.contains { files[$0].path != file && !isTestFile($0) && !isDebugFile($0) } ?? false
    }
}
