@testable import A11yFixKit
import Foundation
import XCTest

/// The project index: what a project's files declare, answered for any one of its files; cached by
/// content between runs; and a file's findings the same whether a run is given it alone or the
/// whole project.
final class ProjectIndexTests: XCTestCase {
    /// A small app in a repository: a Feed feature with a store, shared components and modifiers,
    /// the app's own fonts and colours, a Mac-only package, previews, and a file cut off mid-edit.
    static let app: [String: String] = [
        "Harbor/Components/IconButton.swift": """
        import SwiftUI

        /// A round toolbar button showing one SF Symbol.
        struct IconButton: View {
            let systemName: String
            var tint: Color = .accentColor
            let action: () -> Void

            var body: some View {
                Button(action: action) {
                    Image(systemName: systemName)
                        .font(.title2)
                        .foregroundStyle(tint)
                }
                .buttonStyle(.plain)
            }
        }

        extension IconButton {
            init(symbol: String, perform action: @escaping () -> Void) {
                self.init(systemName: symbol, action: action)
            }
        }

        struct CaptionedButton: View {
            let title: String
            let action: () -> Void

            var body: some View {
                Button(title, action: action)
            }
        }

        struct LabelledIconButton: View {
            let systemName: String
            let label: String
            let action: () -> Void

            var body: some View {
                Button(action: action) { Image(systemName: systemName) }
                    .accessibilityLabel(label)
            }
        }
        """,
        "Harbor/Components/CardStyle.swift": """
        import SwiftUI

        struct CardStyle: ViewModifier {
            var isHighlighted = false

            func body(content: Content) -> some View {
                content
                    .padding(12)
                    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                    .overlay(alignment: .topTrailing) {
                        if isHighlighted {
                            Image(systemName: "star.fill").accessibilityHidden(true)
                        }
                    }
                    .accessibilityElement(children: .combine)
            }
        }

        extension View {
            func card(highlighted: Bool = false) -> some View {
                modifier(CardStyle(isHighlighted: highlighted))
            }

            func shortcutKeyHelp(_ key: String) -> some View {
                self
                    .help(key)
                    .accessibility(hint: Text("Shortcut \\(key)"))
                    .accessibilityLabel(Text(key))
            }

            func badgeOverlay(_ count: Int) -> some View {
                overlay(alignment: .topTrailing) {
                    Text("\\(count)").accessibilityHidden(true)
                }
            }

            @ViewBuilder
            func decorative(_ isDecorative: Bool) -> some View {
                if isDecorative {
                    self.accessibilityHidden(true)
                } else {
                    self
                }
            }
        }
        """,
        "Harbor/Theme/Typography.swift": """
        import SwiftUI

        enum FontName: String {
            case brandMedium = "Brand-Medium"
            case brandBold = "Brand-Bold"
        }

        extension Font {
            static func custom(_ name: FontName, size: CGFloat) -> Font {
                .custom(name.rawValue, size: size)
            }

            static let caption3 = Font.system(size: 10, weight: .medium)
        }

        extension Color {
            static let brand = Color("Brand")
            static var cardBackground: Color { Color("CardBackground") }
        }

        extension ShapeStyle where Self == Color {
            static var accentBrand: Color { .brand }
        }

        struct PillButtonStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .padding(.horizontal, 16)
                    .background(Capsule().fill(Color.brand))
            }
        }
        """,
        "Harbor/Features/Feed/FeedFeature.swift": """
        import Foundation

        struct FeedFeature {
            struct State: Equatable {
                var posts: [String] = []
            }

            enum Action: Equatable {
                case closeButtonTapped
                case refresh(force: Bool)
                case delegate(Delegate)

                enum Delegate: Equatable {
                    case dismissed
                }
            }
        }

        enum SettingsAction {
            case toggleNotifications, signOutTapped
        }

        enum Direction {
            case up, down
        }
        """,
        "Harbor/Features/Feed/FeedScreen.swift": """
        import SwiftUI

        protocol Screen: View {
            var title: String { get }
        }

        struct FeedScreen: Screen {
            let title = "Feed"
            @State private var isRefreshing = false

            var body: some View {
                VStack(spacing: 12) {
                    HStack {
                        Text(title).font(.custom(.brandBold, size: 22))
                        Spacer()
                        IconButton(systemName: "arrow.clockwise") { isRefreshing = true }
                        StatusBadge(isOnline: true)
                    }
                    HStack {
                        Divider()
                        StatusBadge(isOnline: false)
                    }
                    .accessibilityHidden(true)
                    #if os(macOS)
                    StatusBadge(isOnline: true)
                        .accessibilityLabel("Connection")
                    #endif
                }
                .card()
            }
        }

        #Preview {
            StatusBadge(isOnline: false)
        }
        """,
        "Harbor/Features/Feed/StatusBadge.swift": """
        import SwiftUI

        struct StatusBadge {
            let isOnline: Bool

            var body: some View {
                Circle()
                    .fill(isOnline ? Color.green : Color.gray)
                    .frame(width: 8, height: 8)
            }
        }

        extension StatusBadge: View {}
        """,
        "Harbor/Features/Drafts/DraftEditor.swift": """
        import SwiftUI

        struct DraftEditor: View {
            @State private var text = ""
            var body: some View {
            TextField("Draft", text: $text
            Text("unterminated
        """,
        "Harbor/Packages/MacKit/Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription
        let package = Package(
            name: "MacKit",
            platforms: [.macOS(.v13)],
            products: [.library(name: "MacKit", targets: ["MacKit"])],
            targets: [.target(name: "MacKit")]
        )
        """,
        "Harbor/Packages/MacKit/Sources/MacKit/Sidebar.swift": """
        import SwiftUI

        struct Sidebar: View {
            var body: some View {
                List {
                    Label("Inbox", systemImage: "tray")
                    StatusBadge(isOnline: true)
                }
            }
        }
        """,
    ]

    private func makeApp(_ overrides: [String: String] = [:]) throws -> (folder: TemporaryFolder, root: String) {
        let folder = try TemporaryFolder()
        try folder.write("Harbor/.git/HEAD", "ref: refs/heads/main\n")
        for (path, text) in Self.app.merging(overrides, uniquingKeysWith: { $1 }) { try folder.write(path, text) }
        return (folder, folder.url.path + "/Harbor")
    }

    func testConformancesComeFromDeclarationsExtensionsAndTheProjectsOwnProtocols() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        XCTAssertEqual(index.statistics.files, 8, "Package.swift is a manifest, not a source")
        XCTAssertTrue(index.isView("IconButton"))
        XCTAssertTrue(index.isView("FeedScreen"), "through the project's Screen protocol, which refines View")
        XCTAssertTrue(index.isView("StatusBadge"), "the conformance is added by an extension")
        XCTAssertTrue(index.isView("Sidebar"), "a package of the same repository")
        XCTAssertTrue(index.isView("DraftEditor"), "a file that does not lex still says what it can")
        XCTAssertFalse(index.isView("FeedFeature"))
        XCTAssertFalse(index.isView("Screen") && index.isView("PillButtonStyle"))
        XCTAssertTrue(index.isViewModifier("CardStyle"))
        XCTAssertFalse(index.isViewModifier("IconButton"))
        XCTAssertTrue(index.isStyle("PillButtonStyle"))
        XCTAssertFalse(index.isStyle("CardStyle"), "a ViewModifier named …Style is not a SwiftUI style")
        XCTAssertFalse(index.isView("Unknown"))
        _ = folder
    }

    func testModifierEffectsFollowTheChainTheyReturnAndTheModifiersTheyApply() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "shortcutKeyHelp"), [.label, .hint], "modern and deprecated forms")
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "CardStyle"), .combinesChildren,
                       "the star in its overlay is hidden, not the modified view")
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "card"), .combinesChildren, "through .modifier(CardStyle(…))")
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "badgeOverlay"), [], "the count in the overlay is hidden, not the view")
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "decorative"), .hidden, "in one branch of an if")
        XCTAssertEqual(index.accessibilityEffects(ofModifier: "padding"), [], "not the project's")
        _ = folder
    }

    func testUsesCountHiddenLabelledAndMacOnlyConstructionsOutsidePreviews() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        var badgeUses = TypeUses(total: 4, hidden: 1, labelled: 1, macOSOnly: 2)
        badgeUses.scrolled = 1
        XCTAssertEqual(index.uses(ofType: "StatusBadge"), badgeUses,
                       "the preview's is not a use; one sits in a hidden HStack; one is in #if os(macOS), one in a Mac-only package, in its List")
        XCTAssertEqual(index.uses(ofType: "IconButton"), TypeUses(total: 1))
        XCTAssertEqual(index.uses(ofType: "Screen"), TypeUses(), "a conformance is not a use")
        XCTAssertEqual(index.uses(ofType: "CardStyle").total, 1, "inside .modifier(…)")
        _ = folder
    }

    func testATypeNamedByItsPathBeforeABodyIsNoUse() throws {
        let (folder, root) = try makeApp(["Harbor/Sources/Wizard.swift": """
            import SwiftUI

            struct Choice: View {
                let name: String
                var body: some View { Text(name).font(.title) }
            }

            enum Boot { enum Choice: String { case linux, windows } }

            struct WizardScreen: View {
                @State private var picked: Boot.Choice = .linux
                private var current: Boot.Choice { picked }
                var body: some View {
                    Button { picked = .linux } label: { Choice(name: "Linux") }
                    Theme.Card { Text("Nested") }
                }
            }
            """])
        let index = ProjectIndex.build(root: root)
        let uses = index.uses(ofType: "Choice")
        XCTAssertEqual([uses.total, uses.inControlLabel], [1, 1],
                       "a computed property typed `Boot.Choice { … }` names the nested enum; it draws nothing")
        XCTAssertEqual(index.uses(ofType: "Card").total, 1, "a nested View made by its path is a use")
        _ = folder
    }

    func testStaticMembersAreTheAppsOwn() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        XCTAssertEqual(index.staticMembers(of: "Font", named: "custom"),
                       [MemberSignature(kind: .function, labels: ["_", "size"], firstParameterType: "FontName", type: "Font")])
        XCTAssertEqual(index.staticMembers(of: "SwiftUI.Font", named: "caption3"), [MemberSignature(kind: .property)])
        XCTAssertEqual(index.staticMembers(of: "Color", named: "cardBackground"), [MemberSignature(kind: .property, type: "Color", colorAsset: "CardBackground")],
                       "a property that only names an Asset Catalog colour gives it")
        XCTAssertEqual(index.staticMembers(of: "Color", named: "accentBrand"), [MemberSignature(kind: .property, type: "Color")],
                       "declared on ShapeStyle where Self == Color")
        XCTAssertEqual(index.staticMembers(of: "Font", named: "system"), [], "SwiftUI's, not the app's")
        _ = folder
    }

    func testComponentsKnowTheirPropertiesInitialisersAndIconOnlyControls() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        let iconButton = try XCTUnwrap(index.component(named: "IconButton"))
        XCTAssertEqual(iconButton.properties.map(\.name), ["systemName", "tint", "action"])
        XCTAssertEqual(iconButton.properties.map(\.type), ["String", "Color", "() -> Void"])
        XCTAssertEqual(iconButton.properties.map(\.hasInitialValue), [false, true, false])
        XCTAssertEqual(iconButton.initializers, [["symbol", "perform"]], "an extension's initialiser")
        XCTAssertEqual(iconButton.iconOnlyControl, .init(control: "Button", image: .symbolProperty("systemName")))
        XCTAssertNil(index.component(named: "CaptionedButton")?.iconOnlyControl, "its title names it")
        XCTAssertNil(index.component(named: "LabelledIconButton")?.iconOnlyControl, "it labels itself")
        XCTAssertNotNil(index.component(named: "LabelledIconButton"))
        let feed = try XCTUnwrap(index.component(named: "FeedScreen"))
        XCTAssertEqual(feed.properties.map(\.name), ["title", "isRefreshing"])
        XCTAssertEqual(feed.properties.map(\.wrapper), [nil, "State"])
        XCTAssertNil(index.component(named: "FeedFeature"), "not a View")
        _ = folder
    }

    func testStoreActionsAreTheCasesOfActionEnums() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        XCTAssertEqual(index.storeActionCases(), ["closeButtonTapped", "refresh", "delegate", "dismissed", "toggleNotifications", "signOutTapped"])
        XCTAssertEqual(index.storeActionCases(of: "FeedFeature.Action"), ["closeButtonTapped", "refresh", "delegate"])
        XCTAssertEqual(index.storeActionCases(of: "SettingsAction"), ["toggleNotifications", "signOutTapped"])
        XCTAssertEqual(index.storeActionCases(of: "Direction"), [])
        _ = folder
    }

    func testReferencesOutsideAFile() throws {
        let (folder, root) = try makeApp()
        let index = ProjectIndex.build(root: root)
        let badge = root + "/Features/Feed/StatusBadge.swift"
        XCTAssertTrue(index.isReferencedOutside(file: badge, name: "StatusBadge"))
        XCTAssertFalse(index.isReferencedOutside(file: root + "/Features/Feed/FeedScreen.swift", name: "FeedScreen"))
        XCTAssertFalse(index.isReferencedOutside(file: root + "/Theme/Typography.swift", name: "PillButtonStyle"))
        XCTAssertFalse(index.isReferencedOutside(file: root + "/Theme/Typography.swift", name: "FontName"), "`.brandBold` does not name it")
        XCTAssertTrue(index.isReferencedOutside(file: root + "/Components/IconButton.swift", name: "IconButton"))
        XCTAssertTrue(index.isReferencedOutside(file: badge, name: "isOnline"), "only type names are indexed: others may be referenced")
        _ = folder
    }

    func testBadInputContributesWhatItCanAndNeverCrashes() throws {
        var inputs: [[UInt8]] = []
        for (path, text) in Self.app where path.hasSuffix(".swift") {
            let bytes = Array(text.utf8)
            inputs += stride(from: 0, to: bytes.count, by: 7).map { Array(bytes[..<$0]) }
        }
        var random = SystemRandomNumberGenerator()
        inputs += (0..<50).map { _ in (0..<400).map { _ in UInt8.random(in: 0...255, using: &random) } }
        inputs += [
            Array(("#if " + String(repeating: "(", count: 50_000) + "\nstruct A: View {}\n#endif").utf8),
            Array(("#if " + String(repeating: "!", count: 50_000) + "os(macOS)\nA()\n#endif").utf8),
            Array((String(repeating: "struct A {\n", count: 5_000)).utf8),
            Array((String(repeating: "}", count: 1_000) + "struct B: View { var body: some View { Button(action: {}) { Image(systemName: \"x\") } } }").utf8),
            Array("extension\nstruct\nclass func\ncase\nvar\nlet x: = \n#elseif\n#endif\n#else".utf8),
        ]
        for input in inputs {
            let summary = FileSummary(FileDeclarations.scan(input))
            XCTAssertNotNil(FileSummary(storage: Array(summary.encoded), range: 0..<summary.encoded.count))
        }
        let truncated = FileDeclarations.scan(Array("struct B: View { var body: some View { Button(action: {}) { Image(systemName: \"x\") } } }\n}}}".utf8))
        XCTAssertEqual(truncated.types.first?.inherited, ["View"], "a stray closer after the type does not hide it")
    }

    func testAModelNamedProjectIsASourceAndATuistManifestIsNot() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.git/HEAD", "")
        try folder.write("App/Models/Project.swift", "struct Project: Identifiable { let id: UUID }\n")
        try folder.write("App/Project.swift", "import ProjectDescription\nlet project = Project(name: \"App\")\n")
        let files = ProjectFiles.scan(folder.url.path + "/App")
        XCTAssertEqual(files.swiftFiles, [folder.url.path + "/App/Models/Project.swift"])
        XCTAssertTrue(files.hasProjectGenerator)
    }

    func testAFileInAFolderTheScanSkipsBelongsToTheProjectInsideIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.git/HEAD", "")
        try folder.write("App/Package.swift", "let package = Package(name: \"App\", targets: [.target(name: \"App\")])\n")
        try folder.write("App/.build/checkouts/Kit/Package.swift", "let package = Package(name: \"Kit\")\n")
        try folder.write("App/.build/checkouts/Kit/Sources/Kit/Card.swift", "")
        try folder.write("App/.build/corpus/Feed/Row.swift", "")
        let app = folder.url.path + "/App"
        XCTAssertEqual(ProjectModel.root(forFolder: app + "/Sources/App"), app)
        XCTAssertEqual(ProjectModel.root(forFolder: app + "/.build/checkouts/Kit/Sources/Kit"), app + "/.build/checkouts/Kit",
                       "a dependency's checkout is its own project, which the app's scan never walks")
        XCTAssertEqual(ProjectModel.root(forFolder: app + "/.build/corpus/Feed"), app + "/.build/corpus")
    }

    // MARK: - The index cache

    private func cache(in folder: TemporaryFolder) -> IndexCache {
        var cache = IndexCache(folder: folder.url.path + "/index", buildIdentity: "tests")
        // The sources were written a moment ago: trust their times at once instead of waiting.
        cache.settlingSeconds = -5
        return cache
    }

    func testTheCacheServesUnchangedFilesAndRescansChangedOnes() throws {
        let (folder, root) = try makeApp()
        let cacheFolder = try TemporaryFolder()
        let cache = cache(in: cacheFolder)
        let cold = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(cold.statistics.scanned, 8)
        XCTAssertTrue(cold.statistics.wroteCache)
        let warm = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(warm.statistics.scanned, 0, "every file from the cache")
        XCTAssertFalse(warm.statistics.wroteCache, "nothing changed, nothing written")
        for index in [cold, warm] {
            XCTAssertEqual(index.uses(ofType: "StatusBadge").total, 4)
            XCTAssertEqual(index.component(named: "IconButton")?.iconOnlyControl?.image, .symbolProperty("systemName"))
            XCTAssertEqual(index.accessibilityEffects(ofModifier: "card"), .combinesChildren)
        }

        // An edit changes the answers; only the edited file is lexed again.
        try folder.write("Harbor/Features/Feed/StatusBadge.swift", """
        import SwiftUI

        struct StatusBadge: View {
            let isOnline: Bool
            var body: some View {
                Image(systemName: isOnline ? "wifi" : "wifi.slash")
                StatusBadge.legend
            }
            static let legend = Text("Connection")
        }
        """)
        let edited = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(edited.statistics.scanned, 1)
        XCTAssertEqual(edited.uses(ofType: "StatusBadge").total, 4, "StatusBadge.legend is not a construction")
        XCTAssertEqual(edited.staticMembers(of: "StatusBadge", named: "legend"), [MemberSignature(kind: .property)])

        // A deleted file takes its declarations with it.
        try FileManager.default.removeItem(atPath: root + "/Components/CardStyle.swift")
        let deleted = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(deleted.statistics.scanned, 0)
        XCTAssertTrue(deleted.statistics.wroteCache, "the deleted file's entry is dropped")
        XCTAssertEqual(deleted.accessibilityEffects(ofModifier: "card"), [])
        XCTAssertFalse(deleted.isViewModifier("CardStyle"))
    }

    func testFilesChangedTooRecentlyAreScannedAgain() throws {
        let (folder, root) = try makeApp()
        let cacheFolder = try TemporaryFolder()
        let cache = IndexCache(folder: cacheFolder.url.path, buildIdentity: "tests")
        XCTAssertEqual(ProjectIndex.build(root: root, cache: cache).statistics.scanned, 8)
        XCTAssertEqual(ProjectIndex.build(root: root, cache: cache).statistics.scanned, 8,
                       "a second change within the same clock tick would keep a file's times: just-written files are not trusted yet")
        _ = folder
    }

    func testADamagedCacheIsIgnoredAndRewritten() throws {
        let (folder, root) = try makeApp()
        let cacheFolder = try TemporaryFolder()
        let cache = cache(in: cacheFolder)
        let reference = ProjectIndex.build(root: root)
        _ = ProjectIndex.build(root: root, cache: cache)
        let path = cache.path(forRoot: root)
        let valid = try Data(contentsOf: URL(fileURLWithPath: path))
        let damages: [(String, (Data) -> Data)] = [
            ("truncated", { $0.prefix($0.count / 2) }),
            ("a flipped bit", { var data = $0; data[data.count / 2] ^= 0x10; return data }),
            ("empty", { _ in Data() }),
            ("another program's file", { _ in Data("not an index".utf8) }),
        ]
        for (damage, transform) in damages {
            try transform(valid).write(to: URL(fileURLWithPath: path))
            let index = ProjectIndex.build(root: root, cache: cache)
            XCTAssertEqual(index.statistics.scanned, 8, damage)
            XCTAssertTrue(index.statistics.wroteCache, damage)
            XCTAssertEqual(index.uses(ofType: "StatusBadge"), reference.uses(ofType: "StatusBadge"), damage)
            XCTAssertEqual(ProjectIndex.build(root: root, cache: cache).statistics.scanned, 0, "\(damage): rewritten")
        }
        let otherBuild = IndexCache(folder: cache.folder, buildIdentity: "another build")
        XCTAssertEqual(ProjectIndex.build(root: root, cache: otherBuild).statistics.scanned, 8, "another a11yfix build's entries are not trusted")
        _ = folder
    }

    func testAWarmIndexAnswersEveryQuestionAsAColdOne() throws {
        let (folder, root) = try makeApp()
        let cacheFolder = try TemporaryFolder()
        let cache = cache(in: cacheFolder)
        let cold = ProjectIndex.build(root: root, cache: cache)
        let warm = ProjectIndex.build(root: root, cache: cache)
        XCTAssertEqual(warm.statistics.scanned, 0)
        let names = ["IconButton", "CaptionedButton", "LabelledIconButton", "CardStyle", "FeedScreen", "Screen", "StatusBadge", "Sidebar",
                     "PillButtonStyle", "FontName", "FeedFeature.Action", "SettingsAction", "DraftEditor", "card", "shortcutKeyHelp", "decorative"]
        func answers(_ index: ProjectIndex) -> [String] {
            names.map { name in
                [index.isView(name), index.isViewModifier(name), index.isStyle(name)].description
                    + "\(index.accessibilityEffects(ofModifier: name)) \(index.uses(ofType: name)) \(String(describing: index.component(named: name)))"
                    + "\(index.storeActionCases(of: name).sorted()) \(index.isReferencedOutside(file: root + "/Components/IconButton.swift", name: name))"
                    + "\(index.staticMembers(of: "Color", named: name)) \(index.staticMembers(of: "Font", named: "custom"))"
            } + [index.storeActionCases().sorted().description]
        }
        XCTAssertEqual(answers(warm), answers(cold))
        _ = folder
    }

    // MARK: - A file alone gets the findings it gets in a full run

    static let profileBadge = """
    import SwiftUI

    struct ProfileBadge: View {
        let name: String

        var body: some View {
            HStack {
                Text(name)
                Button(action: edit) {
                    Image(systemName: "pencil")
                }
            }
        }

        func edit() {}
    }

    #Preview {
        ProfileBadge(name: "Ada Lovelace")
    }
    """

    static func accountScreen(showsBadge: Bool) -> String {
        """
        import SwiftUI

        struct AccountScreen: View {
            @State private var name = "Ada"

            var body: some View {
                Form {
                    \(showsBadge ? "ProfileBadge(name: name)" : "Text(name)")
                    Toggle("Notifications", isOn: .constant(true))
                }
            }
        }
        """
    }

    /// ProfileBadge's button is checked only when another file uses ProfileBadge: a View that only
    /// its own preview shows is preview code. Its findings depend on AccountScreen.swift.
    func testAFileAloneGetsTheFindingsOfAFullRun() throws {
        let repository = try GitHookTests.Repository()
        try repository.write("Sources/Profile/ProfileBadge.swift", Self.profileBadge)
        try repository.write("Sources/Account/AccountScreen.swift", Self.accountScreen(showsBadge: true))
        try repository.git("add", "-A")
        let badge = "Sources/Profile/ProfileBadge.swift"
        let cacheFolder = try TemporaryFolder()
        let cached = ["--cache-path", cacheFolder.url.path]

        func findings(_ arguments: [String], input: String? = nil) throws -> [String] {
            let run = try CommandRunner.a11yfix(["--check", "--no-color"] + arguments, in: repository.url, input: input.map { Data($0.utf8) })
            XCTAssertNotEqual(run.status, 2, run.standardError)
            return run.standardError.split(separator: "\n").filter { $0.contains("ProfileBadge.swift:") }.map(String.init)
        }
        func runs() throws -> [(String, [String])] {
            [("the whole repository", try findings(["--no-cache", "."])),
             ("the file alone", try findings(["--no-cache", badge])),
             ("the file alone, cached", try findings(cached + [badge])),
             ("the file alone, cached again", try findings(cached + [badge])),
             ("staged", try findings(["--no-cache", "--staged"])),
             ("standard input", try findings(["--no-cache", "--stdin-path", badge, "-"], input: Self.profileBadge).map {
                 $0.replacingOccurrences(of: "<stdin>", with: badge)
             })]
        }

        let used = try runs()
        XCTAssertEqual(used[0].1.count, 1, "the button of a View another file shows: \(used[0].1)")
        for (run, lines) in used { XCTAssertEqual(lines, used[0].1, run) }

        try repository.write("Sources/Account/AccountScreen.swift", Self.accountScreen(showsBadge: false))
        try repository.git("add", "-A")
        for (run, lines) in try runs() { XCTAssertEqual(lines, [], "\(run): only ProfileBadge's preview shows it now") }
    }

    /// A View nothing but its own preview shows is preview code; a public one is a library's API,
    /// whatever the repository itself uses.
    func testAViewOnlyItsPreviewShowsIsPreviewCodeUnlessItIsPublic() throws {
        let folder = try TemporaryFolder()
        try folder.write("Kit/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Kit/Sources/Kit/Account/AccountScreen.swift", Self.accountScreen(showsBadge: false))
        let root = folder.url.path + "/Kit"
        func lines(_ source: String) throws -> [Int] {
            try folder.write("Kit/Sources/Kit/Profile/ProfileBadge.swift", source)
            var configuration = FixerConfiguration(rules: [IconOnlyControlLabelRule()])
            configuration.project = ProjectIndex.build(root: root)
            let file = SourceFile(path: root + "/Sources/Kit/Profile/ProfileBadge.swift", text: source)
            return FileFixer(configuration: configuration).process(file).findings.map(\.location.line)
        }
        XCTAssertEqual(try lines(Self.profileBadge), [])
        XCTAssertEqual(try lines(Self.profileBadge.replacingOccurrences(of: "struct ProfileBadge", with: "public struct ProfileBadge")), [9])
    }

    /// The result cache reuses a file's outcome while the index gives the answers it was computed
    /// with, whatever else changes in the project.
    func testCachedResultsFollowTheAnswersTheyDependOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/Profile/ProfileBadge.swift", Self.profileBadge)
        try folder.write("App/Account/AccountScreen.swift", Self.accountScreen(showsBadge: true))
        try folder.write("App/Settings/SettingsScreen.swift", "import SwiftUI\nstruct SettingsScreen: View {\n    var body: some View { Text(\"Settings\") }\n}\n")
        let root = folder.url.path + "/App"
        let badgePath = root + "/Profile/ProfileBadge.swift"
        let cacheFolder = try TemporaryFolder()
        let results = ResultCache(folder: cacheFolder.url.path, buildIdentity: "tests")
        let file = SourceFile(path: badgePath, text: Self.profileBadge)

        func outcome() -> FileOutcome {
            var configuration = FixerConfiguration(rules: [IconOnlyControlLabelRule()])
            configuration.project = ProjectIndex.build(root: root)
            return results.outcome(of: file, absolutePath: badgePath, fixer: FileFixer(configuration: configuration), baseline: nil)
        }
        XCTAssertEqual(outcome().findings.map(\.ruleID), ["icon-only-control-label"])
        XCTAssertEqual(outcome().findings.count, 1)
        XCTAssertEqual(results.hits, 1)

        try folder.write("App/Settings/SettingsScreen.swift", "import SwiftUI\nstruct SettingsScreen: View {\n    var body: some View { Text(\"Preferences\") }\n}\n")
        XCTAssertEqual(outcome().findings.count, 1)
        XCTAssertEqual(results.hits, 2, "an edit that changes none of its answers keeps the entry")

        try folder.write("App/Account/AccountScreen.swift", Self.accountScreen(showsBadge: false))
        XCTAssertEqual(outcome().findings.count, 0, "ProfileBadge is preview code now")
        XCTAssertEqual(results.hits, 2, "the answer it depended on changed")
        XCTAssertEqual(results.writes, 2)
    }
}
