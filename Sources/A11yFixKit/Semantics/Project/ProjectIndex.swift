import Foundation

/// What the rules need to know about the rest of a file's project, built in one pass before they
/// run: which targets compile each file (and for which platforms), and what the project's files
/// declare (see `FileDeclarations`). Built over the whole project the file belongs to, also when a
/// run is given only a few files, so that a file gets the same findings alone as in a full run.
///
/// Rules ask it through `RuleContext.project`. The result cache keys a file's outcome on the
/// answers its rules were given (see `recordingQueries()`), not on the whole project: an edit
/// elsewhere invalidates only the files whose answers it changes.
public final class ProjectIndex: @unchecked Sendable {
    public let root: String
    public let model: ProjectModel
    /// How the index was built, for `make bench` and the tests.
    public let statistics: BuildStatistics
    private let declarations: ProjectDeclarations
    private let localization: ProjectLocalization
    private let assetColors: AssetColors
    private let bundledResources: BundledResources
    /// Relative file paths in questions are relative to this folder.
    private let currentDirectory: String
    /// Set on the copy one file's rules ask: the questions they asked and their answers.
    private let recorder: QueryRecorder?

    public struct BuildStatistics: Sendable {
        /// The project's Swift files.
        public var files: Int
        /// Those lexed in this build; the others came from the index cache.
        public var scanned: Int
        public var wroteCache: Bool
    }

    private init(root: String, model: ProjectModel, statistics: BuildStatistics, declarations: ProjectDeclarations,
                 localization: ProjectLocalization, assetColors: AssetColors, bundledResources: BundledResources, currentDirectory: String,
                 recorder: QueryRecorder?) {
        self.root = root
        self.model = model
        self.statistics = statistics
        self.declarations = declarations
        self.localization = localization
        self.assetColors = assetColors
        self.bundledResources = bundledResources
        self.currentDirectory = currentDirectory
        self.recorder = recorder
    }

    // MARK: - Questions

    /// Whether the project declares `typeName` as a View: `struct X: View`, `extension X: View`, or
    /// through a project protocol that refines View.
    public func isView(_ typeName: String) -> Bool {
        answer(ProjectQuery(.isView, typeName))
    }

    public func isViewModifier(_ typeName: String) -> Bool {
        answer(ProjectQuery(.isViewModifier, typeName))
    }

    /// A ButtonStyle, LabelStyle, ToggleStyle, MenuStyle or another SwiftUI style.
    public func isStyle(_ typeName: String) -> Bool {
        answer(ProjectQuery(.isStyle, typeName))
    }

    /// The UIKit or AppKit class among `classes` that the project's class `typeName` descends from
    /// (`final class ShareButton: RoundButton`, `class RoundButton: UIButton` → `UIButton`); nil
    /// when it descends from none of them, or the project does not declare it.
    public func kitSuperclass(of typeName: String, among classes: Set<String>) -> String? {
        let answer: Set<String> = answer(ProjectQuery(.kitSuperclass, typeName, classes.sorted().joined(separator: " ")))
        return answer.first
    }

    /// What a project modifier (a View extension function, or a ViewModifier type applied with
    /// `.modifier(…)`) sets on the view it modifies, with the project modifiers it applies in turn;
    /// empty for names the project does not declare.
    public func accessibilityEffects(ofModifier name: String) -> AccessibilityEffects {
        answer(ProjectQuery(.accessibilityEffects, name))
    }

    /// How the project's files construct `typeName` outside previews (see `TypeUses`).
    public func uses(ofType typeName: String) -> TypeUses {
        answer(ProjectQuery(.uses, typeName))
    }

    /// Whether the project draws the View `typeName` more than once at a time (see
    /// `ProjectDeclarations.isDrawnRepeatedly`).
    public func isDrawnRepeatedly(_ typeName: String) -> Bool {
        answer(ProjectQuery(.drawnRepeatedly, typeName))
    }

    /// Whether a file of the project other than `file`, and not a test or a file of debug screens
    /// (`…Debug….swift`), mentions `name` (a type name;
    /// for names that do not start with a capital the answer is always yes). `file` is absolute or
    /// relative to the current folder.
    public func isReferencedOutside(file: String, name: String) -> Bool {
        answer(ProjectQuery(.referencedOutside, FilePaths.absolute(file, in: currentDirectory), name))
    }

    /// The project's own static members of a type named `name`: `staticMembers(of: "Font", named:
    /// "custom")` gives the app's `Font.custom(_: FontName, size:)`, not SwiftUI's.
    public func staticMembers(of type: String, named name: String) -> [MemberSignature] {
        answer(ProjectQuery(.staticMembers, type, name))
    }

    /// A View the project declares under this name, unless two types share it.
    public func component(named name: String) -> ComponentSignature? {
        answer(ProjectQuery(.component, name))
    }

    /// The cases of every enum named `Action` or `…Action`, and of the enums nested in them
    /// (`Action.View`): what a store's `send(.closeButtonTapped)` can send.
    public func storeActionCases() -> Set<String> {
        answer(ProjectQuery(.storeActionCases))
    }

    /// The cases of one such enum, by its name or qualified name (`Feed.Action`).
    public func storeActionCases(of enumName: String) -> Set<String> {
        answer(ProjectQuery(.storeActionCasesOfEnum, enumName))
    }

    /// Whether the project's imports say it is a Mac app (AppKit or Cocoa imported outside `#if`,
    /// UIKit and WatchKit nowhere): the platform of files no project or package describes.
    public func importsOnlyMacFrameworks() -> Bool {
        answer(ProjectQuery(.importsOnlyMacFrameworks))
    }

    /// Whether a file the project compiles for the Mac and iOS or visionOS alike imports AppKit
    /// outside `#if`: a target that lists iOS but whose code only builds for the Mac.
    public func compilesAppKitBesideIOS() -> Bool {
        answer(ProjectQuery(.compilesAppKitBesideIOS))
    }

    /// Whether some file of the project chooses the legible media option itself
    /// (`mediaSelectionGroup(forMediaCharacteristic: .legible)`, `AVPlayerItemLegibleOutput`): its
    /// players have a captions menu or captions of the app's own.
    public func selectsLegibleMedia() -> Bool {
        answer(ProjectQuery(.selectsLegibleMedia))
    }

    /// Whether most of the project's files that show texts show them through typed keys
    /// (`Text(.settingsTitle)`, `Text(localizable: .close)`): a file with few texts of its own localizes too.
    public func showsTextsThroughTypedKeys() -> Bool {
        answer(ProjectQuery(.showsTypedKeys))
    }

    /// Whether the app offers Dark Mode: no Info.plist sets `UIUserInterfaceStyle` to `Light` (or
    /// `NSRequiresAquaSystemAppearance`), no build setting `INFOPLIST_KEY_UIUserInterfaceStyle = Light`,
    /// and no file fixes the app's scenes to the light appearance (`.preferredColorScheme(.light)` on a
    /// `WindowGroup`'s content, `window.overrideUserInterfaceStyle = .light`). A colour that does not
    /// adapt is then drawn in both.
    public func offersDarkMode() -> Bool {
        answer(ProjectQuery(.offersDarkMode))
    }

    /// The project's own animation helpers that test Reduce Motion themselves (`withElementAnimation`,
    /// `Animation.elementDefault`): a gate the team already wrote, to be used rather than a new one.
    public func reduceMotionHelpers() -> Set<String> {
        answer(ProjectQuery(.reduceMotionHelpers))
    }

    /// The project's classes (by their last name component) whose declaration or an extension of
    /// it names `accessibilityViewIsModal`: views that make themselves modal, or make what they show modal.
    public func modalViewTypes() -> Set<String> {
        answer(ProjectQuery(.modalViewTypes))
    }

    /// The project's classes (by their last name component) whose declaration or an extension of it
    /// names a member that names or hides their instances (`accessibilityLabel`, `setTitle`,
    /// `isAccessibilityElement`): a subclass whose `init` may label every button it makes.
    public func selfNamingTypes() -> Set<String> {
        answer(ProjectQuery(.selfNamingTypes))
    }

    /// The project's types whose `id` is a new `UUID()` for every value (`let id = UUID()`): an
    /// item's identity that differs from one run to the next.
    public func randomlyIdentifiedTypes() -> Set<String> {
        answer(ProjectQuery(.randomlyIdentifiedTypes))
    }

    /// Whether a View of the project shows `type`'s member `member` (`SignInModel`, `errorMessage`) as
    /// message text, and none presents it in an alert: what a view model's file cannot see.
    public func isShownAsMessage(type: String, member: String) -> Bool {
        answer(ProjectQuery(.shownAsMessage, type + "." + member))
    }

    /// The titles the project's `Label("Filters", systemImage: symbol)` and `Button(_:systemImage:)`
    /// give an SF Symbol, in any file.
    public func titles(ofSymbol symbol: String) -> Set<String> {
        answer(ProjectQuery(.symbolTitles, symbol))
    }

    /// The language most of the texts the project's views and controls show are written in, when it
    /// is not one in Latin letters ("Korean", "Chinese"): labels in English would be read in English.
    public func nonLatinTextLanguage() -> String? {
        (answer(ProjectQuery(.nonLatinTextLanguage)) as TextLanguage).language
    }

    /// The labels the project's controls that show only an SF Symbol get from the team
    /// (`.accessibilityLabel("Dismiss")` on an `xmark` button), in any file.
    public func accessibilityLabels(ofSymbol symbol: String) -> Set<String> {
        answer(ProjectQuery(.symbolLabels, symbol))
    }

    /// How a label with this English text should be written in `file` (absolute or relative to the
    /// current folder): as a literal, the project's generated accessor, a key of its `Localizable`
    /// table, or not at all until a person adds the string (see `ProjectLocalization`). The project's
    /// strings tables are read the first time this is asked.
    public func localizedLabel(forEnglish text: String, inFile file: String) -> LocalizedLabel {
        answer(ProjectQuery(.localizedLabel, text, FilePaths.absolute(file, in: currentDirectory)))
    }

    /// The English text the project's main `Localizable` table nearest `file` gives the key `key`
    /// (a `.strings` file or a String Catalog, where a key may be the English text itself); nil
    /// when the table has no such key. A literal the table has is translated: editing it in code
    /// would leave it without its translations.
    public func localizedText(ofKey key: String, inFile file: String) -> String? {
        let answer: TableText = answer(ProjectQuery(.tableText, key, FilePaths.absolute(file, in: currentDirectory)))
        return answer.english
    }

    /// Whether the project ships font files of its own (`.ttf`, `.otf`, `.ttc`): without one, a face a
    /// font names (`Font.custom("cartCount", size: 14)`) is not the app's, and the system font draws it.
    public func bundlesFonts() -> Bool {
        answer(ProjectQuery(.bundlesFonts))
    }

    /// Whether a file of the project names `member` where it sets a font (`.font(.engRegular(size: 14))`,
    /// `label.font = Fonts.h1`, `font: .body4`): a font helper or constant that some text is drawn with.
    public func isUsedAsFont(_ member: String) -> Bool {
        answer(ProjectQuery(.usedAsFont, member))
    }

    /// Whether `file` belongs to a widget extension: it lies in the folder of an Info.plist that names
    /// WidgetKit's extension point. Its views are drawn on a canvas of fixed size.
    public func isInWidgetExtension(file: String) -> Bool {
        answer(ProjectQuery(.widgetExtension, FilePaths.absolute(file, in: currentDirectory)))
    }

    /// Whether the main strings table nearest `file` is a String Catalog (`Localizable.xcstrings`),
    /// which holds the literals SwiftUI looks up without a `NSLocalizedString` around them.
    public func localizesWithStringCatalog(file: String) -> Bool {
        answer(ProjectQuery(.stringCatalog, FilePaths.absolute(file, in: currentDirectory)))
    }

    /// The colour of the project's Asset Catalog colour set `name` (`Color("Brand")`); nil when no
    /// catalog has one, or two give it different values. Catalogs are read the first time this is asked.
    public func assetColor(named name: String) -> AssetColor? {
        let answer: AssetColorAnswer = answer(ProjectQuery(.assetColor, name))
        return answer.color
    }

    /// The colour set whose generated symbol is `symbol` (`Color(.brand)`, `Color.brand`).
    public func assetColor(symbol: String) -> AssetColor? {
        let answer: AssetColorAnswer = answer(ProjectQuery(.assetColorSymbol, symbol))
        return answer.color
    }

    /// Whether the project's Asset Catalogs draw `Image(name)` from an image set, not a symbol set:
    /// a picture that `.font` does not size. False when no catalog has the name.
    public func isBitmapAsset(named name: String) -> Bool {
        answer(ProjectQuery(.bitmapAsset, name))
    }

    private func answer<Answer: IndexAnswer>(_ query: ProjectQuery) -> Answer {
        // `evaluate` gives each kind of question its one type of answer.
        let value = evaluate(query) as! Answer
        recorder?.record(query, fingerprint: ProjectIndex.fingerprint(value))
        return value
    }

    private func evaluate(_ query: ProjectQuery) -> any IndexAnswer {
        let arguments = query.arguments
        func argument(_ index: Int) -> String { index < arguments.count ? arguments[index] : "" }
        switch query.kind {
        case .isView: return declarations.conforms(argument(0), to: .view)
        case .isViewModifier: return declarations.conforms(argument(0), to: .viewModifier)
        case .isStyle: return declarations.conforms(argument(0), to: .style)
        case .kitSuperclass:
            let classes = argument(1).split(separator: " ").map(String.init)
            return declarations.ancestor(of: argument(0), among: classes).map { Set([$0]) } ?? Set<String>()
        case .accessibilityEffects: return declarations.accessibilityEffects(ofModifier: argument(0))
        case .uses: return declarations.uses(ofType: argument(0))
        case .drawnRepeatedly: return declarations.isDrawnRepeatedly(argument(0))
        case .referencedOutside: return declarations.isReferenced(outside: argument(0), name: argument(1))
        case .staticMembers: return declarations.staticMembers(of: argument(0), named: argument(1))
        case .component:
            let component: ComponentSignature? = declarations.component(named: argument(0))
            return component as any IndexAnswer
        case .storeActionCases: return declarations.storeActionCases()
        case .storeActionCasesOfEnum: return declarations.storeActionCases(of: argument(0))
        case .localizedLabel: return localization.label(forEnglish: argument(0), inFile: argument(1))
        case .reduceMotionHelpers: return declarations.reduceMotionHelpers()
        case .importsOnlyMacFrameworks: return declarations.importsOnlyMacFrameworks()
        case .compilesAppKitBesideIOS: return declarations.compilesAppKitBesideIOS()
        case .selectsLegibleMedia: return declarations.selectsLegibleMedia()
        case .showsTypedKeys: return declarations.showsTextsThroughTypedKeys()
        case .offersDarkMode: return !declarations.fixesLightAppearance() && !assetColors.optsOutOfDarkMode
        case .randomlyIdentifiedTypes: return declarations.randomlyIdentifiedTypes()
        case .modalViewTypes: return declarations.modalViewTypes()
        case .selfNamingTypes: return declarations.selfNamingTypes()
        case .shownAsMessage: return declarations.isShownAsMessage(argument(0))
        case .symbolTitles: return declarations.titles(ofSymbol: argument(0))
        case .symbolLabels: return declarations.labels(ofSymbol: argument(0))
        case .nonLatinTextLanguage: return TextLanguage(language: declarations.nonLatinTextLanguage())
        case .assetColor: return AssetColorAnswer(color: assetColors.color(named: argument(0)))
        case .assetColorSymbol: return AssetColorAnswer(color: assetColors.color(symbol: argument(0)))
        case .bitmapAsset: return assetColors.isBitmapImage(named: argument(0))
        case .stringCatalog: return localization.isStringCatalog(nearest: argument(0))
        case .widgetExtension: return bundledResources.isInWidgetExtension(argument(0))
        case .bundlesFonts: return !bundledResources.fontFiles.isEmpty
        case .usedAsFont: return declarations.isUsedAsFont(argument(0))
        case .tableText: return TableText(english: localization.englishText(ofKey: argument(0), inFile: argument(1)))
        }
    }

    private static func fingerprint(_ answer: any IndexAnswer) -> UInt64 {
        NameHash.of(answer.answerText)
    }

    // MARK: - What a file's findings depend on

    /// A copy that records the questions asked of it, for one file's rules.
    func recordingQueries() -> ProjectIndex {
        ProjectIndex(root: root, model: model, statistics: statistics, declarations: declarations, localization: localization,
                     assetColors: assetColors, bundledResources: bundledResources, currentDirectory: currentDirectory, recorder: QueryRecorder())
    }

    /// The questions asked of this copy and their answers' fingerprints, in a stable order.
    var recordedQueries: [(query: ProjectQuery, fingerprint: UInt64)] {
        recorder?.answers ?? []
    }

    /// Whether the index still gives the answer whose fingerprint a result was computed with.
    func stillAnswers(_ query: ProjectQuery, with fingerprint: UInt64) -> Bool {
        ProjectIndex.fingerprint(evaluate(query)) == fingerprint
    }

    // MARK: - Building

    /// Scans `root` (see `ProjectFiles.scan`) and reads its manifests and Swift files. `cache` keeps
    /// each file's declarations between runs; `contents` gives the bytes of files a run reads from
    /// elsewhere than the disk (the index with `--staged`, standard input), by absolute path;
    /// `jobs` threads lex the files no cache entry covers.
    public static func build(root: String, cache: IndexCache? = nil, contents: [String: [UInt8]] = [:],
                             jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> ProjectIndex {
        let started = Date()
        let files = ProjectFiles.scan(root)
        let model = ProjectModel(root: root, files: files)
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var paths = files.swiftFiles
        let listed = Set(paths)
        paths += contents.keys.filter { $0.hasPrefix(prefix) && !listed.contains($0) }.sorted()
        let relativePaths = paths.map { String($0.dropFirst(prefix.count)) }

        let stored = cache?.load(root: root)
        var summaries = [FileSummary?](repeating: nil, count: paths.count)
        var stamps = [FileStamp?](repeating: nil, count: paths.count)
        var pending: [Int] = []
        // Whether the cache file already holds exactly what this build would write.
        var storedEntriesKept = 0
        var rescannedFromDisk = false
        for index in paths.indices {
            if contents[paths[index]] != nil {
                pending.append(index)
                if stored?.entries[relativePaths[index]] != nil { storedEntriesKept += 1 }
                continue
            }
            stamps[index] = FileStamp(path: paths[index])
            if let stamp = stamps[index], let found = stored?.summary(of: relativePaths[index], stamp: stamp) {
                summaries[index] = found
                storedEntriesKept += 1
            } else {
                pending.append(index)
                rescannedFromDisk = true
            }
        }

        let queue = WorkQueue(count: pending.count)
        summaries.withUnsafeMutableBufferPointer { summaries in
            DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, pending.count))) { _ in
                while let next = queue.next() {
                    let index = pending[next]
                    guard let bytes = contents[paths[index]] ?? readSource(paths[index], size: stamps[index]?.size) else { continue }
                    summaries[index] = FileSummary(FileDeclarations.scan(bytes))
                }
            }
        }

        var wroteCache = false
        if let cache, rescannedFromDisk || storedEntriesKept != stored?.entries.count {
            var entries: [(path: String, stamp: FileStamp, summary: ArraySlice<UInt8>)] = []
            for index in paths.indices {
                if contents[paths[index]] != nil {
                    // The disk's version stays cached for runs that read it.
                    if let stored, let kept = stored.entries[relativePaths[index]] {
                        entries.append((relativePaths[index], kept.stamp, stored.bytes[kept.summary]))
                    }
                } else if let stamp = stamps[index], let summary = summaries[index] {
                    entries.append((relativePaths[index], stamp.isSettled(before: started, margin: cache.settlingSeconds) ? stamp : .unconfirmed, summary.encoded))
                }
            }
            cache.store(root: root, files: entries)
            wroteCache = true
        }
        let indexed = paths.indices.compactMap { index in
            summaries[index].map { ProjectDeclarations.File(path: paths[index], summary: $0) }
        }
        return ProjectIndex(root: root, model: model,
                            statistics: BuildStatistics(files: paths.count, scanned: pending.count, wroteCache: wroteCache),
                            declarations: ProjectDeclarations(files: indexed, model: model),
                            localization: ProjectLocalization(files: indexed, tables: StringTables(paths: files.stringTables)),
                            assetColors: AssetColors(catalogs: files.assetCatalogs, settings: files.infoPlists + files.buildConfigurations),
                            bundledResources: BundledResources(root: root, infoPlists: files.infoPlists, fontFiles: files.fontFiles),
                            currentDirectory: FileManager.default.currentDirectoryPath, recorder: nil)
    }

    /// A source file's bytes; nil when it cannot be read or is larger than a11yfix reads.
    private static func readSource(_ path: String, size: Int64?) -> [UInt8]? {
        guard (size ?? 0) <= Int64(SourceLoader.maximumFileSize), let data = FileManager.default.contents(atPath: path),
              data.count <= SourceLoader.maximumFileSize else { return nil }
        return [UInt8](data)
    }
}

/// One question a rule asked the index.
struct ProjectQuery: Hashable, Sendable {
    enum Kind: UInt8, Sendable {
        case isView, isViewModifier, isStyle, accessibilityEffects, uses, referencedOutside, staticMembers, component
        case storeActionCases, storeActionCasesOfEnum, localizedLabel, reduceMotionHelpers, symbolTitles, tableText, randomlyIdentifiedTypes, drawnRepeatedly, shownAsMessage, kitSuperclass
        case assetColor, assetColorSymbol, importsOnlyMacFrameworks, modalViewTypes, selectsLegibleMedia, showsTypedKeys, offersDarkMode, bitmapAsset, stringCatalog
        case compilesAppKitBesideIOS, symbolLabels, nonLatinTextLanguage, widgetExtension, bundlesFonts, usedAsFont, selfNamingTypes
    }

    var kind: Kind
    var arguments: [String]

    init(_ kind: Kind, _ arguments: String...) {
        self.kind = kind
        self.arguments = arguments
    }

    init(kind: Kind, arguments: [String]) {
        self.kind = kind
        self.arguments = arguments
    }
}

/// The questions one file's rules asked, with their answers' fingerprints.
private final class QueryRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ProjectQuery: UInt64] = [:]

    func record(_ query: ProjectQuery, fingerprint: UInt64) {
        lock.lock()
        recorded[query] = fingerprint
        lock.unlock()
    }

    var answers: [(query: ProjectQuery, fingerprint: UInt64)] {
        lock.lock()
        defer { lock.unlock() }
        return recorded.map { ($0.key, $0.value) }.sorted { lhs, rhs in
            if lhs.query.kind != rhs.query.kind { return lhs.query.kind.rawValue < rhs.query.kind.rawValue }
            return lhs.query.arguments.lexicographicallyPrecedes(rhs.query.arguments)
        }
    }
}
