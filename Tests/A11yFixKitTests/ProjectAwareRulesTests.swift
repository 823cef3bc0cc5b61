import XCTest
@testable import A11yFixKit

/// Rules ask the project index what other files declare: a modifier that sets a label, a View every
/// caller hides, a protocol that makes a type a View. Each answer changes a finding a file alone
/// would otherwise get wrong.
final class ProjectAwareRulesTests: XCTestCase {
    private func findings(_ files: [String: String], rules: String, in file: String) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Shelf/.git/HEAD", "ref: refs/heads/main\n")
        for (path, text) in files { try folder.write("Shelf/" + path, text) }
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", rules, file], in: folder.url.appendingPathComponent("Shelf"))
        return run.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0) }
    }

    static let toolbar = """
    import SwiftUI

    struct ShelfToolbar: View {
        let clear: () -> Void
        let openHelp: () -> Void

        var body: some View {
            HStack {
                Button(action: clear) {
                    Image(systemName: "trash")
                }
                .shortcutKeyHelp("Clear history", key: "⌫")
                Button(action: openHelp) {
                    Image(systemName: "questionmark.circle")
                }
                .modifier(HelpStyle())
            }
        }
    }
    """

    func testAModifierTheProjectDeclaresCountsForWhatItSets() throws {
        let modifiers = """
        import SwiftUI

        extension View {
            func shortcutKeyHelp(_ name: LocalizedStringKey, key: String) -> some View {
                self.help(Text(name)).accessibilityLabel(Text(name))
            }
        }

        struct HelpStyle: ViewModifier {
            func body(content: Content) -> some View {
                content.accessibilityLabel("Help").foregroundStyle(.secondary)
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/ShelfToolbar.swift": Self.toolbar, "Sources/Modifiers.swift": modifiers],
                                    rules: "icon-only-control-label", in: "Sources/ShelfToolbar.swift"), [],
                       "both buttons are labelled by the project's own modifiers")
        let alone = try findings(["Sources/ShelfToolbar.swift": Self.toolbar], rules: "icon-only-control-label", in: "Sources/ShelfToolbar.swift")
        XCTAssertEqual(alone.count, 2, "without the declarations nothing says they label: \(alone)")
    }

    func testOnlyAViewDrawnSeveralTimesAtOnceTellsItsCopiesApartByItsTitle() throws {
        let bar = """
        import SwiftUI

        struct RetryBar: View {
            let title: String
            let retry: () -> Void

            var body: some View {
                Button(title, action: retry)
            }
        }
        """
        let once = """
        import SwiftUI

        struct LoaderScreen: View {
            var body: some View {
                RetryBar(title: NSLocalizedString("Try again", comment: ""), retry: {})
            }
        }
        """
        let twice = """
        import SwiftUI

        struct LoaderScreen: View {
            var body: some View {
                VStack {
                    RetryBar(title: NSLocalizedString("Try again", comment: ""), retry: {})
                    RetryBar(title: NSLocalizedString("Reconnect", comment: ""), retry: {})
                }
            }
        }
        """
        let single = try findings(["Sources/RetryBar.swift": bar, "Sources/LoaderScreen.swift": once], rules: "accessibility-identifier", in: "Sources/RetryBar.swift")
        XCTAssertEqual(single.count, 1, "\(single)")
        XCTAssertFalse(single.joined().contains("\\("), "one bar on screen needs no per-copy suffix, least of all a translated title: \(single)")
        let pair = try findings(["Sources/RetryBar.swift": bar, "Sources/LoaderScreen.swift": twice], rules: "accessibility-identifier", in: "Sources/RetryBar.swift")
        XCTAssertEqual(pair.count, 1, "\(pair)")
        XCTAssertTrue(pair.joined().contains("_\\(title)"), "two bars side by side are told apart by their titles: \(pair)")
    }

    func testATitleInAViewDrawnOnlyAsAButtonsLabelIsNoHeading() throws {
        let tile = """
        import SwiftUI

        struct CategoryTile: View {
            let title: String

            var body: some View {
                VStack {
                    Image(systemName: "square.grid.2x2")
                    Text(title)
                        .font(.title2)
                }
            }
        }
        """
        let asLabel = """
        import SwiftUI

        struct HomeGrid: View {
            let open: (String) -> Void

            var body: some View {
                Button {
                    open("Popular")
                } label: {
                    CategoryTile(title: "Popular")
                }
                NavigationLink(destination: Text("Watched")) {
                    CategoryTile(title: "Watched")
                }
            }
        }
        """
        let asHeader = """
        import SwiftUI

        struct HomeGrid: View {
            var body: some View {
                VStack {
                    CategoryTile(title: "Popular")
                    Text("Items")
                }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/CategoryTile.swift": tile, "Sources/HomeGrid.swift": asLabel], rules: "heading-trait", in: "Sources/CategoryTile.swift"), [],
                       "the tile's title is part of the button it labels")
        XCTAssertEqual(try findings(["Sources/CategoryTile.swift": tile, "Sources/HomeGrid.swift": asHeader], rules: "heading-trait", in: "Sources/CategoryTile.swift").count, 1,
                       "drawn on its own, the title heads what follows")
    }

    func testTheItemsOfTheProjectsOwnMenuAreMenuItems() throws {
        let menu = """
        import SwiftUI

        struct ToolbarFeaturesMenu<Content: View>: View {
            private let content: Content

            init(@ViewBuilder content: () -> Content) {
                self.content = content()
            }

            var body: some View {
                Menu {
                    content
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
            }
        }
        """
        let panel = """
        import SwiftUI

        struct ReaderControls: View {
            let reload: () -> Void

            var body: some View {
                ToolbarFeaturesMenu {
                    Button(action: reload) {
                        Image(systemName: "arrow.counterclockwise")
                        Text("Reload all images")
                    }
                }
            }
        }
        """
        let files = ["Sources/ToolbarFeaturesMenu.swift": menu, "Sources/ReaderControls.swift": panel]
        XCTAssertEqual(try findings(files, rules: "decorative-image-hidden", in: "Sources/ReaderControls.swift"), [],
                       "a menu item is read by its title: hiding its icon is noise")
        let alone = try findings(["Sources/ReaderControls.swift": panel], rules: "decorative-image-hidden", in: "Sources/ReaderControls.swift")
        XCTAssertEqual(alone.count, 1, "without the declaration the Button is a plain row: \(alone)")
    }

    func testAViewEveryCallerHidesNeedsNoLabelInside() throws {
        let icon = """
        import SwiftUI

        struct FeatureIcon: View {
            let symbol: String

            var body: some View {
                Image(systemName: "lock.fill")
                    .font(.title)
                    .foregroundStyle(.tint)
            }
        }
        """
        let list = """
        import SwiftUI

        struct WhatsNewList: View {
            var body: some View {
                VStack(alignment: .leading) {
                    HStack {
                        FeatureIcon(symbol: "sparkles")
                            .accessibilityHidden(true)
                        Text("Smarter search")
                    }
                    HStack {
                        FeatureIcon(symbol: "bolt")
                            .accessibilityHidden(true)
                        Text("Faster sync")
                    }
                }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/FeatureIcon.swift": icon, "Sources/WhatsNewList.swift": list], rules: "image-label", in: "Sources/FeatureIcon.swift"), [])
        let shown = list.replacingOccurrences(of: "FeatureIcon(symbol: \"bolt\")\n                    .accessibilityHidden(true)", with: "FeatureIcon(symbol: \"bolt\")")
        XCTAssertEqual(try findings(["Sources/FeatureIcon.swift": icon, "Sources/WhatsNewList.swift": shown], rules: "image-label", in: "Sources/FeatureIcon.swift").count, 1,
                       "one caller shows it: its image still needs a decision")
    }

    func testATypeConformingToTheProjectsViewProtocolIsAView() throws {
        let screen = """
        import SwiftUI

        struct DiscoverScreen: StoreConnected {
            struct Props {
                let title: String
            }

            func map(state: AppState) -> Props {
                Props(title: state.discoverTitle)
            }

            func body(props: Props) -> some View {
                Text(props.title)
            }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Shelf/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Shelf/Sources/DiscoverScreen.swift", screen)
        func isView() -> Bool {
            let root = folder.url.path + "/Shelf"
            let tree = SyntaxTree(file: SourceFile(path: root + "/Sources/DiscoverScreen.swift", text: screen))
            let context = RuleContext(tree: tree, project: ProjectIndex.build(root: root))
            return context.typeDeclarations.first.map(context.isView) ?? false
        }
        XCTAssertFalse(isView(), "alone, nothing says StoreConnected is a View")
        try folder.write("Shelf/Sources/StoreConnected.swift", """
            import SwiftUI

            protocol StoreConnected: View {
                associatedtype Props
                func map(state: AppState) -> Props
                func body(props: Props) -> Body
            }
            """)
        XCTAssertTrue(isView(), "the project declares StoreConnected as a protocol refining View")
    }

    func testAViewTheProjectUsesOnlyOnMacOSGetsNoDynamicType() throws {
        let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Chat", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.target(name: "Chat", path: "Sources")])
        """
        let thumbnail = """
        import SwiftUI

        struct AttachmentThumbnail: View {
            let name: String

            var body: some View {
                VStack(spacing: 12) {
                    Text(name)
                        .font(.system(size: 14))
                    Text("Tap to remove")
                        .font(.system(size: 11))
                }
            }
        }
        """
        let input = """
        import SwiftUI

        struct InputBar: View {
            var body: some View {
                #if os(macOS)
                AttachmentThumbnail(name: "photo.png")
                #else
                Text("Attach")
                #endif
            }
        }
        """
        let macOnly = try findings(["Package.swift": package, "Sources/AttachmentThumbnail.swift": thumbnail, "Sources/InputBar.swift": input],
                                   rules: "dynamic-type-font,scaled-metric", in: "Sources/AttachmentThumbnail.swift")
        XCTAssertEqual(macOnly, [], "macOS has no Dynamic Type")
        let shared = input.replacingOccurrences(of: "Text(\"Attach\")", with: "AttachmentThumbnail(name: \"photo.heic\")")
        XCTAssertFalse(try findings(["Package.swift": package, "Sources/AttachmentThumbnail.swift": thumbnail, "Sources/InputBar.swift": shared],
                                    rules: "dynamic-type-font,scaled-metric", in: "Sources/AttachmentThumbnail.swift").isEmpty,
                       "used on iOS too, its fixed sizes matter")
    }

    func testAProjectNothingDescribesIsAMacAppWhenItsFilesImportAppKitAndNeverUIKit() throws {
        // A Tuist project: its targets and platforms are Swift code a11yfix does not run.
        let tuist = "import ProjectDescription\nlet project = Project(name: \"Shelf\", targets: [])\n"
        let delegate = "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {}\n"
        let row = """
        import SwiftUI

        struct ShortcutRow: View {
            let title: String

            var body: some View {
                Text(title)
                    .font(.system(size: 13))
            }
        }
        """
        let mac = try findings(["Project.swift": tuist, "App/AppDelegate.swift": delegate, "App/ShortcutRow.swift": row],
                               rules: "dynamic-type-font,invert-colors", in: "App/ShortcutRow.swift")
        XCTAssertEqual(mac, [], "a Mac app's text does not grow with Dynamic Type")
        let conditional = "#if canImport(AppKit)\nimport AppKit\n#endif\n"
        XCTAssertEqual(try findings(["Project.swift": tuist, "App/Bridge.swift": conditional, "App/ShortcutRow.swift": row],
                                    rules: "dynamic-type-font", in: "App/ShortcutRow.swift").count, 1, "an import inside #if says nothing")
        let widget = "import UIKit\nimport SwiftUI\n\nfinal class ShareViewController: UIViewController {\n    let host = UIHostingController(rootView: ShortcutRow(title: \"Share\"))\n}\n"
        XCTAssertEqual(try findings(["Project.swift": tuist, "App/AppDelegate.swift": delegate, "Share/ShareViewController.swift": widget,
                                     "App/ShortcutRow.swift": row], rules: "dynamic-type-font", in: "App/ShortcutRow.swift").count, 1,
                       "with UIKit too, the project may build the View for iOS")
    }

    func testATargetDeclaredForTheMacAndIOSWhoseFilesImportAppKitIsAMacApp() throws {
        let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Player", platforms: [.macOS(.v14), .iOS(.v17)], targets: [.target(name: "Player", path: "Sources")])
        """
        let row = """
        import SwiftUI

        struct SidebarRow: View {
            let title: String

            var body: some View {
                Text(title)
                    .font(.system(size: 15))
            }
        }
        """
        let delegate = "import AppKit\n\nfinal class AppDelegate: NSObject, NSApplicationDelegate {}\n"
        XCTAssertEqual(try findings(["Package.swift": package, "Sources/AppDelegate.swift": delegate, "Sources/SidebarRow.swift": row],
                                    rules: "dynamic-type-font", in: "Sources/SidebarRow.swift"), [],
                       "a file of the target imports AppKit and none UIKit: it builds only for the Mac, which has no Dynamic Type")
        let bridge = "import UIKit\n\nextension UIApplication {}\n"
        XCTAssertEqual(try findings(["Package.swift": package, "Sources/AppDelegate.swift": delegate, "Sources/Bridge.swift": bridge,
                                     "Sources/SidebarRow.swift": row], rules: "dynamic-type-font", in: "Sources/SidebarRow.swift"), [],
                       "a file built for iOS too imports AppKit: the target cannot build for iOS, whatever another file imports")
        XCTAssertEqual(try findings(["Package.swift": package, "Sources/SidebarRow.swift": row],
                                    rules: "dynamic-type-font", in: "Sources/SidebarRow.swift").count, 1, "nothing says it cannot build for iOS")
    }

    func testATransitionPlaysOnlyWhereSomethingAnimatesTheChange() throws {
        let searchBar = """
        import SwiftUI

        struct SearchBar: View {
            @Binding var text: String

            var body: some View {
                HStack {
                    TextField("Search", text: $text)
                    if !text.isEmpty {
                        Button("Clear") { text = "" }
                            .transition(.move(edge: .trailing))
                    }
                }
            }
        }
        """
        let typed = """
        import SwiftUI

        struct SidebarView: View {
            @State private var query = ""

            var body: some View {
                VStack {
                    SearchBar(text: $query)
                    ResultsList(query: query)
                }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/SearchBar.swift": searchBar, "Sources/SidebarView.swift": typed],
                                    rules: "reduce-motion", in: "Sources/SearchBar.swift"), [],
                       "typing changes the text without an animation: the transition never plays")
        let animated = typed.replacingOccurrences(of: "ResultsList(query: query)", with: "ResultsList(query: query)\n            Button(\"Reset\") { withAnimation { query = \"\" } }")
        XCTAssertEqual(try findings(["Sources/SearchBar.swift": searchBar, "Sources/SidebarView.swift": animated],
                                    rules: "reduce-motion", in: "Sources/SearchBar.swift").count, 1,
                       "the parent that builds it animates a change: the transition slides")
    }

    func testTheProjectsOwnReduceMotionHelpersAreUsedNotDuplicated() throws {
        let toast = """
        import SwiftUI

        struct ToastPresenter: View {
            @State private var isShown = false

            var body: some View {
                VStack {
                    if isShown {
                        Text("Saved")
                            .transition(.move(edge: .top))
                    }
                    Button("Save") { withAnimation(.spring) { isShown = true } }
                }
                .animation(.appDefault, value: isShown)
            }
        }
        """
        let helpers = """
        import SwiftUI
        import UIKit

        extension Animation {
            static var appDefault: Animation {
                UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : .easeInOut(duration: 0.3)
            }
        }
        """
        let withHelpers = try findings(["Sources/ToastPresenter.swift": toast, "Sources/Animation+App.swift": helpers],
                                       rules: "reduce-motion", in: "Sources/ToastPresenter.swift")
        XCTAssertEqual(withHelpers.count, 2, "the spring and the transition: \(withHelpers)")
        XCTAssertTrue(withHelpers.allSatisfy { $0.contains("own Reduce Motion helpers (`appDefault`)") }, "\(withHelpers)")
        let alone = try findings(["Sources/ToastPresenter.swift": toast], rules: "reduce-motion", in: "Sources/ToastPresenter.swift")
        XCTAssertEqual(alone.count, 3, "without the helper, .appDefault is one more animation to gate: \(alone)")
        XCTAssertFalse(alone.contains { $0.contains("own Reduce Motion helpers") }, "\(alone)")
    }

    func testTheWordTheAppGivesASymbolElsewhereNamesItsIconButton() throws {
        let watchConsole = """
        import SwiftUI

        struct ConsoleToolbar: View {
            @Binding var isShowingFilters: Bool

            var body: some View {
                Button {
                    isShowingFilters = true
                } label: {
                    Image(systemName: "line.3.horizontal.decrease.circle")
                }
            }
        }
        """
        let menu = """
        import SwiftUI

        struct ConsoleContextMenu: View {
            let showFilters: () -> Void

            var body: some View {
                Menu {
                    Button(action: showFilters) {
                        Label("Filters", systemImage: "line.3.horizontal.decrease.circle")
                    }
                    Label("Delete", systemImage: "trash")
                } label: {
                    Text("Options")
                }
            }
        }
        """
        let named = try findings(["Sources/ConsoleToolbar.swift": watchConsole, "Sources/ConsoleContextMenu.swift": menu],
                                 rules: "icon-only-control-label", in: "Sources/ConsoleToolbar.swift")
        XCTAssertEqual(named.count, 1)
        XCTAssertTrue(named.first?.contains("label \"Filters\" inferred from the Label titled \"Filters\" with the same symbol in another file") == true, "\(named)")
        let alone = try findings(["Sources/ConsoleToolbar.swift": watchConsole], rules: "icon-only-control-label", in: "Sources/ConsoleToolbar.swift")
        XCTAssertTrue(alone.first?.contains("label \"Filter\" inferred from the SF Symbol") == true, "\(alone)")
    }

    func testTheLabelTheTeamGivesAGlyphElsewhereNamesTheSameGlyph() throws {
        let menu = """
        import SwiftUI

        struct AppMenu: View {
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    List { Text("Units") }
                        .toolbar {
                            Button {
                                dismiss()
                            } label: {
                                Image(systemName: "xmark.circle.fill")
                                    .symbolRenderingMode(.hierarchical)
                            }
                        }
                }
            }
        }
        """
        let result = """
        import SwiftUI

        struct ResultView: View {
            let close: () -> Void

            var body: some View {
                VStack {
                    Text("Saved")
                    Button {
                        close()
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .font(.title)
                    }
                    .accessibilityLabel("Dismiss")
                }
            }
        }
        """
        let named = try findings(["Sources/AppMenu.swift": menu, "Sources/ResultView.swift": result],
                                 rules: "icon-only-control-label", in: "Sources/AppMenu.swift")
        XCTAssertEqual(named.count, 1)
        XCTAssertTrue(named.first?.contains("label \"Dismiss\" inferred from the label \"Dismiss\" the team gives the same symbol on another control") == true, "\(named)")
        let alone = try findings(["Sources/AppMenu.swift": menu], rules: "icon-only-control-label", in: "Sources/AppMenu.swift")
        XCTAssertTrue(alone.first?.contains("label \"Close\" inferred from") == true, "\(alone)")
        // A label in other words names that control's own action, not the glyph.
        let removeTag = result.replacingOccurrences(of: ".accessibilityLabel(\"Dismiss\")", with: ".accessibilityLabel(Text(\"Remove tag\"))")
        let other = try findings(["Sources/AppMenu.swift": menu, "Sources/ResultView.swift": removeTag],
                                 rules: "icon-only-control-label", in: "Sources/AppMenu.swift")
        XCTAssertTrue(other.first?.contains("label \"Close\" inferred from") == true, "\(other)")
    }

    /// Turkish is written in Latin letters, many of its words in plain ones ("Tamam", "Miktar"): the
    /// letters English does not write in the app's other texts ("Liste Oluştur") say which it is,
    /// for a file of plain-looking words too.
    func testAnIconButtonInAnAppWhoseTextsAreTurkishGetsNoEnglishLabel() throws {
        let row = """
        import SwiftUI

        struct IngredientRow: View {
            @Binding var amount: String
            let onDelete: () -> Void

            var body: some View {
                HStack {
                    TextField("Miktar", text: $amount)
                    Button("Tamam") {}
                    Text("Bitti")
                    Button(action: onDelete) {
                        Image(systemName: "trash")
                    }
                }
            }
        }
        """
        let screens = """
        import SwiftUI

        struct ShoppingListView: View {
            var body: some View {
                VStack {
                    Text("Alışveriş Listesi")
                    Button("Liste Oluştur") {}
                    Text("Malzeme Adı")
                    Text("Henüz tarif yok")
                }
            }
        }
        """
        let turkish = try findings(["Sources/IngredientRow.swift": row, "Sources/ShoppingListView.swift": screens],
                                   rules: "icon-only-control-label", in: "Sources/IngredientRow.swift")
        XCTAssertEqual(turkish.count, 1)
        XCTAssertTrue(turkish.first?.contains("in Turkish, the language the app's texts are written in") == true, "\(turkish)")
        let english = screens.replacingOccurrences(of: "Alışveriş Listesi", with: "Shopping list").replacingOccurrences(of: "Liste Oluştur", with: "Create list")
            .replacingOccurrences(of: "Malzeme Adı", with: "Ingredient").replacingOccurrences(of: "Henüz tarif yok", with: "No recipes yet")
        let englishRow = row.replacingOccurrences(of: "Miktar", with: "Amount").replacingOccurrences(of: "Tamam", with: "OK").replacingOccurrences(of: "Bitti", with: "Done")
        let named = try findings(["Sources/IngredientRow.swift": englishRow, "Sources/ShoppingListView.swift": english + "\nlet menuItem = Text(\"Café\")\n"],
                                 rules: "icon-only-control-label", in: "Sources/IngredientRow.swift")
        XCTAssertTrue(named.first?.contains("label \"Delete\" inferred from") == true, "\(named)")
    }

    func testAnIconButtonInAnAppWhoseTextsAreKoreanGetsNoEnglishLabel() throws {
        let bar = """
        import SwiftUI

        struct NavigationBar: View {
            let close: () -> Void

            var body: some View {
                HStack {
                    Spacer()
                    Button(action: close) {
                        Image(systemName: "xmark")
                    }
                }
            }
        }
        """
        let screen = """
        import SwiftUI

        struct CrewView: View {
            var body: some View {
                VStack {
                    Text("크루 랭킹")
                    Button("응원 보내기") {}
                    Text("이번 주 운동 기록")
                }
            }
        }
        """
        let korean = try findings(["Sources/NavigationBar.swift": bar, "Sources/CrewView.swift": screen],
                                  rules: "icon-only-control-label", in: "Sources/NavigationBar.swift")
        XCTAssertEqual(korean.count, 1)
        XCTAssertTrue(korean.first?.contains("in Korean, the language the app's texts are written in") == true, "\(korean)")
        let english = screen.replacingOccurrences(of: "크루 랭킹", with: "Crew ranking").replacingOccurrences(of: "응원 보내기", with: "Cheer")
            .replacingOccurrences(of: "이번 주 운동 기록", with: "This week")
        let named = try findings(["Sources/NavigationBar.swift": bar, "Sources/CrewView.swift": english],
                                 rules: "icon-only-control-label", in: "Sources/NavigationBar.swift")
        XCTAssertTrue(named.first?.contains("label \"Close\" inferred from") == true, "\(named)")

        // Example code's one English title does not make a Korean app's labels English; a screen of English texts does.
        let titled = bar.replacingOccurrences(of: "Spacer()", with: "Text(\"Custom Bar\")")
        let example = try findings(["Sources/NavigationBar.swift": titled, "Sources/CrewView.swift": screen],
                                   rules: "icon-only-control-label", in: "Sources/NavigationBar.swift")
        XCTAssertTrue(example.first?.contains("in Korean, the language the app's texts are written in") == true, "\(example)")
        let english3 = bar.replacingOccurrences(of: "Spacer()", with: "Text(\"Crew\")\nText(\"Ranking\")\nText(\"This week\")")
        let englishScreen = try findings(["Sources/NavigationBar.swift": english3, "Sources/CrewView.swift": screen],
                                         rules: "icon-only-control-label", in: "Sources/NavigationBar.swift")
        XCTAssertTrue(englishScreen.first?.contains("label \"Close\" inferred from") == true, "\(englishScreen)")
    }

    /// A thumbnail of a View the project draws once per item, whose tap loads its own item: one label
    /// for every copy ("Load replay") names none of them.
    func testATapOnAViewDrawnPerItemThatActsOnItsItemGetsNoSharedLabel() throws {
        let item = """
        import SwiftUI

        struct ReplayHistoryItem: View {
            let model: Model
            let video: ReplaySettings
            @State var image: UIImage?

            var body: some View {
                if let image {
                    Image(uiImage: image)
                        .resizable()
                        .frame(height: 68)
                        .onTapGesture {
                            model.loadReplay(video: video)
                        }
                }
            }
        }
        """
        let strip = """
        import SwiftUI

        struct ReplayHistory: View {
            let model: Model
            let videos: [ReplaySettings]

            var body: some View {
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(videos) { video in
                            ReplayHistoryItem(model: model, video: video)
                        }
                    }
                }
            }
        }
        """
        let perItem = try findings(["Sources/ReplayHistoryItem.swift": item, "Sources/ReplayHistory.swift": strip],
                                   rules: "tap-gesture-button-trait", in: "Sources/ReplayHistoryItem.swift")
        XCTAssertEqual(perItem.count, 1, "\(perItem)")
        XCTAssertTrue(perItem.first?.contains("it acts on its own item") == true, "\(perItem)")
        let once = try findings(["Sources/ReplayHistoryItem.swift": item, "Sources/ReplayHistory.swift": strip.replacingOccurrences(of: "ForEach(videos) { video in", with: "if let video = videos.first {")],
                                rules: "tap-gesture-button-trait", in: "Sources/ReplayHistoryItem.swift")
        XCTAssertTrue(once.first?.contains("label \"Load replay\"") == true, "drawn once, the action names it: \(once)")
    }

    /// A View other files draw only among a menu's items is drawn by the system as entries: its
    /// images are the entries' icons, never elements of their own (project index).
    func testAViewDrawnOnlyInOtherFilesMenusIsMenuItems() throws {
        let menu = """
        import SwiftUI

        struct DownloadMenuItems: View {
            let pause: () -> Void

            var body: some View {
                Button(action: pause) {
                    HStack {
                        Text("Pause Download")
                        Image(systemName: "pause")
                    }
                }
            }
        }
        """
        let row = """
        import SwiftUI

        struct DownloadRow: View {
            let title: String

            var body: some View {
                Text(title)
                    .contextMenu {
                        DownloadMenuItems(pause: {})
                    }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/DownloadMenuItems.swift": menu, "Sources/DownloadRow.swift": row],
                                    rules: "decorative-image-hidden", in: "Sources/DownloadMenuItems.swift"), [])
        let alsoOnScreen = row.replacingOccurrences(of: "Text(title)", with: "VStack { Text(title); DownloadMenuItems(pause: {}) }")
        XCTAssertEqual(try findings(["Sources/DownloadMenuItems.swift": menu, "Sources/DownloadRow.swift": alsoOnScreen],
                                    rules: "decorative-image-hidden", in: "Sources/DownloadMenuItems.swift").count, 1,
                       "drawn on screen too, its icon beside the same words is decoration there")
    }

    func testAControlShowingOnlyTheAppsOwnIconViewIsIconOnly() throws {
        let icon = """
        import SwiftUI

        public struct ThemeImage: View {
            @EnvironmentObject private var theme: Theme
            private let name: Theme.ImageName

            public init(_ name: Theme.ImageName) { self.name = name }

            public var body: some View {
                Image(systemName: theme.systemImageName(name))
                    .imageScale(.medium)
            }
        }
        """
        let list = """
        import SwiftUI

        struct ThemeTextList: View {
            let lines: [String]

            var body: some View {
                List(lines, id: \\.self) { line in
                    HStack {
                        Text(line)
                        Spacer()
                        Button {
                            Pasteboard.copy(line)
                        } label: {
                            ThemeImage(.copy)
                        }
                    }
                }
            }
        }
        """
        let found = try findings(["Sources/ThemeImage.swift": icon, "Sources/ThemeTextList.swift": list],
                                 rules: "icon-only-control-label", in: "Sources/ThemeTextList.swift")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.contains("VoiceOver reads only what its icon view's image describes") == true, "\(found)")
        let text = icon.replacingOccurrences(of: "Image(systemName: theme.systemImageName(name))", with: "Text(theme.title(name))")
        XCTAssertEqual(try findings(["Sources/ThemeImage.swift": text, "Sources/ThemeTextList.swift": list],
                                    rules: "icon-only-control-label", in: "Sources/ThemeTextList.swift"), [], "a view of the app's that shows text names the control")
    }

    func testATransitionOnTheRootOfAViewNothingInsertsNeverPlays() throws {
        let report = """
        import SwiftUI

        struct ReportView: View {
            let item: String
            var body: some View {
                VStack {
                    Text("Report \\(item)")
                    Button("Send") {}
                }
                .transition(.move(edge: .bottom))
            }
        }
        """
        let pushed = """
        import SwiftUI

        struct ItemScreen: View {
            @State private var isReporting = false
            let item: String
            var body: some View {
                Button("Report") { withAnimation { isReporting = true } }
                    .navigationDestination(isPresented: $isReporting) { ReportView(item: item) }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/ReportView.swift": report, "Sources/ItemScreen.swift": pushed],
                                    rules: "reduce-motion", in: "Sources/ReportView.swift"), [], "pushed, the view is never inserted by a change")
        let inserted = pushed.replacingOccurrences(of: ".navigationDestination(isPresented: $isReporting) { ReportView(item: item) }",
                                                   with: ".overlay { if isReporting { ReportView(item: item) } }")
        let found = try findings(["Sources/ReportView.swift": report, "Sources/ItemScreen.swift": inserted], rules: "reduce-motion", in: "Sources/ReportView.swift")
        XCTAssertEqual(found.count, 1, "shown by an if in an animated change, it slides in: \(found)")
    }

    func testTheAppsOwnViewNamedLikeAControlIsNotSwiftUIs() throws {
        let slider = """
        import SwiftUI

        struct Slider: View {
            @Binding var value: Double
            var body: some View {
                Capsule().frame(height: 4).gesture(DragGesture().onChanged { value = $0.location.x })
            }
        }
        """
        let panel = """
        import SwiftUI

        struct ControlPanel: View {
            @State private var power = 0.5
            var body: some View {
                VStack {
                    Text("Power")
                    Slider(value: $power)
                        .labelsHidden()
                }
            }
        }
        """
        XCTAssertEqual(try findings(["Sources/Slider.swift": slider, "Sources/ControlPanel.swift": panel],
                                    rules: "form-control-label", in: "Sources/ControlPanel.swift"), [], "the module's own Slider is a View of shapes")
        XCTAssertEqual(try findings(["Sources/ControlPanel.swift": panel], rules: "form-control-label", in: "Sources/ControlPanel.swift").count, 1)
    }

    func testTextDrawnIntoAnExportedImageKeepsItsSize() throws {
        let pill = """
        import SwiftUI

        struct LogoPill: View {
            var body: some View {
                HStack {
                    Image("logo")
                        .resizable()
                        .frame(width: 18, height: 18)
                    Text("Podcasts")
                        .font(.system(size: 12, weight: .semibold))
                }
                .clipShape(Capsule())
            }
        }
        """
        let card = """
        import SwiftUI

        struct ShareCard: View {
            let episode: Episode

            var body: some View {
                VStack {
                    Text(episode.title)
                    LogoPill()
                }
                .frame(width: 390, height: 693)
            }

            func pngData() -> Data? {
                snapshot().pngData()
            }
        }
        """
        let package = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Podcasts", platforms: [.iOS(.v17)], targets: [.target(name: "Podcasts", path: "Sources")])
        """
        let exported = try findings(["Package.swift": package, "Sources/LogoPill.swift": pill, "Sources/ShareCard.swift": card],
                                    rules: "dynamic-type-font", in: "Sources/LogoPill.swift")
        XCTAssertEqual(exported.count, 1)
        XCTAssertTrue(exported.first?.contains("drawn into an image the app exports") == true, "\(exported)")
        let shown = card.replacingOccurrences(of: "snapshot().pngData()", with: "nil")
        let onScreen = try findings(["Package.swift": package, "Sources/LogoPill.swift": pill, "Sources/ShareCard.swift": shown],
                                    rules: "dynamic-type-font", in: "Sources/LogoPill.swift")
        XCTAssertTrue(onScreen.first?.contains("use .caption.weight(.semibold)") == true, "shown on screen, it scales: \(onScreen)")
    }

    func testARowTheProjectDrawsPerItemGetsNoSharedIdentifier() throws {
        let row = """
        import SwiftUI

        struct PostTargetView: View {
            let target: PostTarget
            let chooseCommunity: () -> Void

            var body: some View {
                HStack {
                    Text(target.title)
                    Button("Choose a Community", action: chooseCommunity)
                }
            }
        }
        """
        let editor = """
        import SwiftUI

        struct PostEditorView: View {
            @State private var targets: [PostTarget] = []

            var body: some View {
                List {
                    ForEach(targets) { target in
                        PostTargetView(target: target, chooseCommunity: { pick(for: target) })
                    }
                }
            }

            private func pick(for target: PostTarget) {}
        }
        """
        XCTAssertEqual(try findings(["Sources/PostTargetView.swift": row, "Sources/PostEditorView.swift": editor],
                                    rules: "accessibility-identifier", in: "Sources/PostTargetView.swift"), [],
                       "drawn once per target: one identifier would repeat on every row")
        let once = editor.replacingOccurrences(of: "ForEach(targets) { target in", with: "if let target = targets.first {")
        XCTAssertEqual(try findings(["Sources/PostTargetView.swift": row, "Sources/PostEditorView.swift": once],
                                    rules: "accessibility-identifier", in: "Sources/PostTargetView.swift").count, 1,
                       "drawn once, the button gets its identifier")
    }

    func testCopiesAHelperOrAModifierMakesOnOneScreenGetNoSharedIdentifier() throws {
        let followButtons = """
        import SwiftUI

        struct FollowButtons: View {
            let user: User

            var body: some View {
                HStack {
                    actionButton("Follow") { follow() }
                    actionButton("Message") { message() }
                }
            }

            private func actionButton(_ title: String, action: @escaping () -> Void) -> some View {
                Button(action: action) { Text(title).bold() }
            }

            private func follow() {}
            private func message() {}
        }
        """
        let row = """
        import SwiftUI

        struct UserRow: View {
            let user: User

            var body: some View {
                HStack {
                    Text(user.name)
                    FollowButtons(user: user)
                }
            }
        }
        """
        func list(_ content: String) -> String {
            "import SwiftUI\n\nstruct FollowersList: View {\n    let users: [User]\n\n    var body: some View {\n        \(content)\n    }\n}\n"
        }
        func followIdentifiers(_ content: String) throws -> [String] {
            try findings(["Sources/FollowButtons.swift": followButtons, "Sources/UserRow.swift": row, "Sources/FollowersList.swift": list(content)],
                         rules: "accessibility-identifier", in: "Sources/FollowButtons.swift")
        }
        XCTAssertEqual(try followIdentifiers("ScrollView { LazyVStack { ForEach(users) { user in UserRow(user: user) } } }"), [],
                       "the title tells Follow from Message, not one row's Follow from the next")
        let single = try followIdentifiers("UserRow(user: users[0])")
        XCTAssertEqual(single.count, 1, "\(single)")
        XCTAssertTrue(single.allSatisfy { $0.contains("follow_buttons_button_\\(title)") }, "one row: the title tells the copies apart: \(single)")

        let toast = """
        import SwiftUI

        struct ToastModifier: ViewModifier {
            let message: String?
            let style: ToastStyle
            @State private var isShown = true

            func body(content: Content) -> some View {
                content.overlay(alignment: .top) {
                    if isShown, let message {
                        HStack {
                            Text(message)
                            Button("Dismiss") { isShown = false }
                        }
                    }
                }
            }
        }
        """
        func toastIdentifiers(_ helpers: String) throws -> [String] {
            try findings(["Sources/ToastModifier.swift": toast, "Sources/View+Toast.swift": "import SwiftUI\n\nextension View {\n\(helpers)\n}\n"],
                         rules: "accessibility-identifier", in: "Sources/ToastModifier.swift")
        }
        XCTAssertEqual(try toastIdentifiers("""
            func errorToast(_ message: String?) -> some View { modifier(ToastModifier(message: message, style: .error)) }
            func successToast(_ message: String?) -> some View { modifier(ToastModifier(message: message, style: .success)) }
        """), [], "an error toast and a success toast may stack on one screen: one identifier would name both")
        XCTAssertEqual(try toastIdentifiers("""
            func errorToast(_ message: String?) -> some View { modifier(ToastModifier(message: message, style: .error)) }
        """).count, 1, "applied in one place, the toast's button gets its identifier")
    }

    func testAViewDrawnTwiceAtATimeOrInsideARepeatedViewGetsNoSharedIdentifier() throws {
        let poll = """
        import SwiftUI

        struct PollView: View {
            let poll: Poll
            let vote: () -> Void

            var body: some View {
                Button("Vote", action: vote)
            }
        }
        """
        let row = """
        import SwiftUI

        struct StatusRow: View {
            let status: Status

            var body: some View {
                VStack {
                    Text(status.content)
                    if let poll = status.poll {
                        PollView(poll: poll, vote: {})
                    }
                }
            }
        }
        """
        func timeline(_ content: String) -> String {
            """
            import SwiftUI

            struct TimelineView: View {
                @State private var statuses: [Status] = []
                @State private var selected: Status?

                var body: some View {
                    \(content)
                }
            }
            """
        }
        func identifiers(_ files: [String: String]) throws -> [String] {
            try findings(files.merging(["Sources/PollView.swift": poll, "Sources/StatusRow.swift": row]) { $1 },
                         rules: "accessibility-identifier", in: "Sources/PollView.swift")
        }
        XCTAssertEqual(try identifiers(["Sources/TimelineView.swift": timeline("List { ForEach(statuses) { status in StatusRow(status: status) } }")]), [],
                       "the poll is drawn in every status row, in another file: one identifier would repeat")
        XCTAssertEqual(try identifiers(["Sources/TimelineView.swift": timeline("VStack { StatusRow(status: .pinned); StatusRow(status: .latest) }")]), [],
                       "two rows side by side draw two polls")
        XCTAssertEqual(try identifiers(["Sources/TimelineView.swift": timeline(
            "if let status = statuses.first { StatusRow(status: status) } else { StatusRow(status: .placeholder) }")]).count, 1,
                       "one row or the other: one poll at a time")
        XCTAssertEqual(try identifiers(["Sources/TimelineView.swift": timeline(
            "List(statuses) { status in Text(status.content) }.sheet(item: $selected) { status in StatusRow(status: status) }")]).count, 1,
                       "the row a sheet presents is drawn once, whatever the list behind it shows")
        XCTAssertEqual(try identifiers(["Sources/TimelineView.swift": timeline("StatusRow(status: .pinned)"),
                                        "Tests/TimelineTests.swift": "struct TimelineTests { func testRows() { _ = [StatusRow(status: .a), StatusRow(status: .b)] } }"]).count, 1,
                       "tests build rows side by side, the app does not")
    }

    func testAViewOfTheAppsOwnNamedAsyncImageIsNotSwiftUIs() throws {
        let wrapper = """
        import SwiftUI

        struct AsyncImage: View {
            let url: URL?
            var body: some View {
                if let data = url.flatMap({ try? Data(contentsOf: $0) }), let image = UIImage(data: data) {
                    Image(uiImage: image).resizable()
                }
            }
        }

        """
        let widget = """
        import SwiftUI

        struct AvatarWidgetView: View {
            let avatarURL: URL?
            var body: some View {
                AsyncImage(url: avatarURL).frame(width: 40, height: 40)
            }
        }

        """
        let files = ["Widgets/URLImage.swift": wrapper, "Widgets/AvatarWidgetView.swift": widget]
        XCTAssertEqual(try findings(files, rules: "invert-colors", in: "Widgets/AvatarWidgetView.swift"), [],
                       "the widget's own AsyncImage is judged where it is written")
        XCTAssertEqual(try findings(files, rules: "invert-colors", in: "Widgets/URLImage.swift").count, 1, "its bitmap is a photo")
        XCTAssertEqual(try findings(["Widgets/AvatarWidgetView.swift": widget], rules: "invert-colors", in: "Widgets/AvatarWidgetView.swift").count, 1,
                       "SwiftUI's AsyncImage where the project declares none")
    }

    func testAnItemIdentityMadeWithUUIDEveryTimeNamesNoRow() throws {
        let model = """
        import Foundation

        struct CustomFilter: Identifiable, Hashable {
            let id = UUID()
            var value: String
        }

        """
        let section = """
        import SwiftUI

        struct CustomFiltersSection: View {
            @Binding var filters: [CustomFilter]

            var body: some View {
                Section("Filters") {
                    ForEach(filters) { filter in
                        Button("Remove") { filters.removeAll { $0.id == filter.id } }
                    }
                }
            }
        }

        """
        XCTAssertEqual(try findings(["Sources/CustomFilter.swift": model, "Sources/CustomFiltersSection.swift": section],
                                    rules: "accessibility-identifier", in: "Sources/CustomFiltersSection.swift"), [],
                       "`\\(filter.id)` would be a new UUID in every run: no test could find the row again")
        let stable = model.replacingOccurrences(of: "let id = UUID()", with: "let id: String")
        XCTAssertEqual(try findings(["Sources/CustomFilter.swift": stable, "Sources/CustomFiltersSection.swift": section],
                                    rules: "accessibility-identifier", in: "Sources/CustomFiltersSection.swift").count, 1,
                       "an id the model keeps names the row")
        let swiftData = "import SwiftData\n\n@Model\nfinal class CustomFilter {\n    var value: String\n    init(value: String) { self.value = value }\n}\n"
        XCTAssertEqual(try findings(["Sources/CustomFilter.swift": swiftData, "Sources/CustomFiltersSection.swift": section],
                                    rules: "accessibility-identifier", in: "Sources/CustomFiltersSection.swift"), [],
                       "a SwiftData model's id is its store's persistent identifier, another one in every install")
        let initialised = model.replacingOccurrences(of: "let id = UUID()", with: "var id: UUID = .init()")
        XCTAssertEqual(try findings(["Sources/CustomFilter.swift": initialised, "Sources/CustomFiltersSection.swift": section],
                                    rules: "accessibility-identifier", in: "Sources/CustomFiltersSection.swift"), [],
                       "`.init()` of a declared UUID is a new one too")
        let optional = model.replacingOccurrences(of: "let id = UUID()", with: "@DocumentID var id: String?")
        XCTAssertEqual(try findings(["Sources/CustomFilter.swift": optional, "Sources/CustomFiltersSection.swift": section],
                                    rules: "accessibility-identifier", in: "Sources/CustomFiltersSection.swift"), [],
                       "an optional id reads `Optional(\"…\")` or `nil` in the identifier: no identity until the value is saved")
    }

    func testTheProjectsOwnFontCustomIsNotSwiftUIs() throws {
        let fonts = """
        import SwiftUI

        enum FontName: String {
            case matterMedium = "Matter-Medium"
        }

        extension Font {
            static func custom(_ name: FontName, size: CGFloat) -> Font {
                .custom(name.rawValue, size: size)
            }
        }
        """
        let title = """
        import SwiftUI

        struct ScoreTitle: View {
            var body: some View {
                Text("Score")
                    .font(.custom(.matterMedium, size: 28))
            }
        }
        """
        let rewritten = try findings(["Sources/Fonts.swift": fonts, "Sources/ScoreTitle.swift": title], rules: "dynamic-type-font", in: "Sources/ScoreTitle.swift")
        XCTAssertEqual(rewritten, [], "relativeTo: does not exist on the app's own Font.custom")
        let named = title.replacingOccurrences(of: ".custom(.matterMedium, size: 28)", with: ".custom(\"Matter-Medium\", size: 28)")
        XCTAssertEqual(try findings(["Sources/Fonts.swift": fonts, "Sources/ScoreTitle.swift": named], rules: "dynamic-type-font", in: "Sources/ScoreTitle.swift").count, 1,
                       "a font name is SwiftUI's Font.custom(_:size:), which takes relativeTo:")
    }

    /// Labels are written in the app's own localization: its generated accessor when one says the
    /// text, no fix when only a string of another feature says it or none does (an English literal
    /// would be read in English in every language).
    func testLabelsUseTheAppsOwnLocalizedStrings() throws {
        let strings = """
        import Foundation

        public enum L10n {
          /// Close
          public static var closeLabel: String { return L10n.tr("Localizable", "close_label") }
          public enum CarPlay {
            public enum Browse {
              /// Back
              public static var back: String { return L10n.tr("Localizable", "car_play.browse.back") }
            }
          }
          /// Settings
          public static var settingsTitle: String { return L10n.tr("Localizable", "settings_title") }
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            Bundle.main.localizedString(forKey: key, value: nil, table: table)
          }
        }
        """
        let table = "\"close_label\" = \"Close\";\n\"car_play.browse.back\" = \"Back\";\n\"settings_title\" = \"Settings\";\n"
        let sheet = """
        import SwiftUI

        struct AssistSheet: View {
            @Environment(\\.dismiss) private var dismiss

            var body: some View {
                NavigationStack {
                    Text(L10n.settingsTitle)
                        .toolbar {
                            Button { dismiss() } label: { Image(systemName: "xmark") }
                            Button(action: goBack) { Image(systemName: "chevron.left") }
                            Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        }
                }
            }

            private func goBack() {}
            private func share() {}
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Beacon/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Beacon/Sources/Shared/Strings.swift", strings)
        try folder.write("Beacon/Sources/App/en.lproj/Localizable.strings", table)
        try folder.write("Beacon/Sources/App/AssistSheet.swift", sheet)
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "icon-only-control-label", "Sources/App/AssistSheet.swift"],
                                            in: folder.url.appendingPathComponent("Beacon"))
        XCTAssertTrue(run.standardOutput.contains("+                        .accessibilityLabel(L10n.closeLabel) // [VERIFY]"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("accessibilityInputLabels"), "Voice Control alternatives would be English: " + run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("CarPlay"), "a CarPlay screen's string is not reused elsewhere: " + run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("\"Share\""), "no English literal in a localized file: " + run.standardOutput)
        XCTAssertEqual(run.standardError.components(separatedBy: "in the app's own strings, which have none for it yet").count - 1, 2, run.standardError)
    }

    /// A file that reads its strings through an extension of the app's own on a key
    /// (`"phpman.title".localized`) gets no English literal: a person adds the key.
    /// A bar of icons shows no text of its own: in an app whose texts go through typed keys
    /// (`Text(localizable: .generalTitle)`, Xcode's generated catalog symbols), an English literal
    /// would be the one string left untranslated.
    func testAnIconBarInAnAppOfTypedKeysGetsNoEnglishLiteral() throws {
        let bar = """
        import SwiftUI

        struct SheetHeader: View {
            let dismissSheet: () -> Void

            var body: some View {
                HStack {
                    Button { dismissSheet() } label: { Image(systemName: "xmark") }
                    Spacer()
                }
            }
        }
        """
        let screen = """
        import SwiftUI

        struct ServerSettingsView: View {
            var body: some View {
                Form {
                    Text(localizable: .serverSettingsTitle)
                    Text(localizable: .serverSettingsDescription)
                    Label(.localizable(.generalButtonClose), systemImage: "xmark")
                    Text(.serverSettingsFooter)
                }
                .help(String(localizable: .serverSettingsHelp))
            }
        }
        """
        let typed = try findings(["Sources/SheetHeader.swift": bar, "Sources/ServerSettingsView.swift": screen],
                                 rules: "icon-only-control-label", in: "Sources/SheetHeader.swift")
        XCTAssertEqual(typed.count, 1, typed.joined(separator: "\n"))
        XCTAssertTrue(typed.first?.contains("in the app's own strings") == true, typed.joined(separator: "\n"))
        let literal = screen.replacingOccurrences(of: "localizable: .serverSettingsTitle", with: "\"Server\"")
            .replacingOccurrences(of: "localizable: .serverSettingsDescription", with: "\"Where your drawings sync\"")
            .replacingOccurrences(of: ".localizable(.generalButtonClose)", with: "\"Close\"")
            .replacingOccurrences(of: ".serverSettingsFooter", with: "\"Synced hourly\"")
        let english = try findings(["Sources/SheetHeader.swift": bar, "Sources/ServerSettingsView.swift": literal],
                                   rules: "icon-only-control-label", in: "Sources/SheetHeader.swift")
        XCTAssertEqual(english.count, 1, english.joined(separator: "\n"))
        XCTAssertFalse(english.first?.contains("in the app's own strings") == true, english.joined(separator: "\n"))
    }

    func testAFileThatLocalizesThroughAStringExtensionGetsNoEnglishLiteral() throws {
        let view = """
        import SwiftUI

        struct VersionManagerView: View {
            let reload: () -> Void

            var body: some View {
                VStack {
                    Text("phpman.title".localized)
                    Button(action: reload) { Image(systemName: "arrow.clockwise") }
                }
            }
        }
        """
        let reported = try findings(["Sources/VersionManagerView.swift": view, "Sources/Localization.swift": "import Foundation\nextension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"],
                                    rules: "icon-only-control-label", in: "Sources/VersionManagerView.swift")
        XCTAssertEqual(reported.count, 1, reported.joined(separator: "\n"))
        XCTAssertTrue(reported.first?.contains("in the app's own strings, which have none for it yet") == true, reported.joined(separator: "\n"))
    }

    /// A tooltip written as a key of the app's String Catalog names the control through the same
    /// key, when its English text reads as a name; a description is no name.
    func testATooltipWrittenAsAKeyNamesItsControlThroughTheKey() throws {
        let catalog = """
        {"sourceLanguage":"en","strings":{
        "RevealInFinder":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Reveal in Finder"}},"de":{"stringUnit":{"state":"translated","value":"Im Finder zeigen"}}}},
        "MakeActiveDescription":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Make this the active version of Xcode"}}}}
        },"version":"1.0"}
        """
        let row = """
        import SwiftUI

        struct InstalledRow: View {
            let reveal: () -> Void
            let makeActive: () -> Void

            var body: some View {
                HStack {
                    Button(action: reveal) { Image(systemName: "magnifyingglass.circle") }
                        .help("RevealInFinder")
                    Button(action: makeActive) { Image(systemName: "checkmark.circle") }
                        .help("MakeActiveDescription")
                }
            }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Xcodes/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Xcodes/Resources/Localizable.xcstrings", catalog)
        try folder.write("Xcodes/Frontend/InstalledRow.swift", row)
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "icon-only-control-label", "Frontend/InstalledRow.swift"],
                                            in: folder.url.appendingPathComponent("Xcodes"))
        XCTAssertTrue(run.standardOutput.contains("+                .accessibilityLabel(\"RevealInFinder\") // [VERIFY]"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("accessibilityLabel(\"MakeActiveDescription"), "a sentence is a hint, not a name: " + run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("\"Reveal in Finder\""), "the English text would be a new, untranslated key: " + run.standardOutput)
    }

    /// A label is a localization key: the project's table decides what it says, and a literal it
    /// translates is not edited in code (its translations would be lost).
    func testLabelsThatAreTranslatedKeysAreReadThroughTheTableAndNotEdited() throws {
        let catalog = """
        {"sourceLanguage":"en","strings":{
        "a11y.delete":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Delete button"}}}},
        "Profile image":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Profilbild"}}}},
        "action.save":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Save"}}}},
        "a11y.send":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Submit message"}}}},
        "a11y.archive.hint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Double tap to archive the draft"}}}}
        },"version":"1.0"}
        """
        let view = """
        import SwiftUI

        struct Composer: View {
            var body: some View {
                VStack {
                    Button(action: delete) { Image(systemName: "trash") }
                        .accessibilityLabel("a11y.delete")
                    Image("avatar")
                        .accessibilityLabel("Profile image")
                    Image("logo")
                        .accessibilityLabel("Logo image")
                    Button("action.save", action: save)
                        .accessibilityLabel("Save")
                    Button("Send", action: send)
                        .accessibilityLabel("a11y.send")
                    Button("Archive", action: archive)
                        .accessibilityLabel("a11y.archive")
                        .accessibilityHint("a11y.archive.hint")
                }
            }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Shelf/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Shelf/Sources/App/Localizable.xcstrings", catalog)
        try folder.write("Shelf/Sources/App/Composer.swift", view)
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "label-role-word,label-in-name,hint-style", "Sources/App/Composer.swift"],
                                            in: folder.url.appendingPathComponent("Shelf"))
        let warnings = run.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        XCTAssertEqual(warnings.count, 5, run.standardError)
        XCTAssertTrue(run.standardError.contains("the key \"a11y.archive.hint\" is translated in the project's strings table: change its text there to \"Archives the draft\""), run.standardError)
        XCTAssertTrue(run.standardError.contains("the key \"a11y.delete\" is translated in the project's strings table: change its text there to \"Delete\""), run.standardError)
        XCTAssertTrue(run.standardError.contains("change the key and its translations to \"Profile\" together"), run.standardError)
        XCTAssertTrue(run.standardError.contains("\"a11y.send\" (\"Submit message\") does not start with the Button's visible text \"Send\""), run.standardError)
        XCTAssertFalse(run.standardError.contains("\"a11y.archive\""), "a key the project has no table entry for says nothing a11yfix can read: " + run.standardError)
        // Only the untranslated literal is edited; a label that says the title's English text again is harmless.
        XCTAssertTrue(run.standardOutput.contains("+                .accessibilityLabel(\"Logo\")"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("-                .accessibilityLabel(\"Save\")"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("Profile\")"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("+                .accessibilityLabel(\"Delete\")"), run.standardOutput)
    }

    func testTabTitlesUseTheAppsOwnLocalizedStrings() throws {
        let strings = """
        import Foundation

        public enum L10n {
          /// Settings
          public static var settingsTitle: String { return L10n.tr("Localizable", "settings_title") }
        }

        extension L10n {
          private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            Bundle.main.localizedString(forKey: key, value: nil, table: table)
          }
        }
        """
        let tabs = """
        import SwiftUI

        struct RootTabs: View {
            var body: some View {
                TabView {
                    SettingsView()
                        .tabItem { Image(systemName: "gearshape") }
                    FeedView()
                        .tabItem { Image(systemName: "house") }
                    SearchView()
                        .tabItem { Label(L10n.searchTitle, systemImage: "magnifyingglass") }
                }
            }
        }

        struct SettingsView: View {
            var body: some View {
                Text(L10n.settingsTitle)
            }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Beacon/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Beacon/Sources/Shared/Strings.swift", strings)
        try folder.write("Beacon/Sources/App/en.lproj/Localizable.strings", "\"settings_title\" = \"Settings\";\n\"search_title\" = \"Search\";\n")
        try folder.write("Beacon/Sources/App/RootTabs.swift", tabs)
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "tab-item-label", "Sources/App/RootTabs.swift"],
                                            in: folder.url.appendingPathComponent("Beacon"))
        XCTAssertTrue(run.standardOutput.contains("+                .tabItem { Label(L10n.settingsTitle, systemImage: \"gearshape\") } // [VERIFY]"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("\"Feed\""), "no English literal in a localized file: " + run.standardOutput)
        XCTAssertTrue(run.standardError.contains("title it \"Feed\" (inferred from its screen 'FeedView') in the app's own strings, which have none for it yet"), run.standardError)
    }

    static let signInModel = """
    import SwiftUI

    @MainActor
    final class SignInModel: ObservableObject {
        @Published var errorMessage: String?
        @Published var statusText = ""

        func signIn() async {
            do {
                try await api.signIn()
                statusText = "Signed in"
            } catch {
                errorMessage = error.localizedDescription
            }
        }
    }
    """

    func testAViewModelsMessageIsAnnouncedWhereAViewShowsItAsText() throws {
        let view = """
        import SwiftUI

        struct SignInView: View {
            @StateObject private var model = SignInModel()

            var body: some View {
                VStack {
                    Text(model.statusText)
                    if let error = model.errorMessage {
                        Text(error).foregroundStyle(.red)
                    }
                    Button("Sign In") { Task { await model.signIn() } }
                }
            }
        }
        """
        let shown = try findings(["Sources/SignInModel.swift": Self.signInModel, "Sources/SignInView.swift": view],
                                 rules: "announce-content-change", in: "Sources/SignInModel.swift")
        XCTAssertEqual(shown.count, 2, "both messages appear after the await: \(shown)")
        XCTAssertTrue(shown.allSatisfy { $0.contains("is shown as a message after an 'await'") }, "\(shown)")

        let alerted = view.replacingOccurrences(of: """
                    if let error = model.errorMessage {
                        Text(error).foregroundStyle(.red)
                    }
        """, with: "").replacingOccurrences(of: "        }\n    }\n}", with: "        }\n        .alert(model.errorMessage ?? \"\", isPresented: .constant(model.errorMessage != nil)) {}\n    }\n}")
        XCTAssertTrue(alerted.contains(".alert(model.errorMessage"), alerted)
        let presented = try findings(["Sources/SignInModel.swift": Self.signInModel, "Sources/SignInView.swift": alerted],
                                     rules: "announce-content-change", in: "Sources/SignInModel.swift")
        XCTAssertEqual(presented.count, 1, "an alert reads the error by itself; the status is still silent: \(presented)")
        XCTAssertTrue(presented.first?.contains("'statusText'") ?? false, "\(presented)")

        let alone = try findings(["Sources/SignInModel.swift": Self.signInModel], rules: "announce-content-change", in: "Sources/SignInModel.swift")
        XCTAssertEqual(alone, [], "no View shows them: nothing says they are messages")
    }

    func testAViewModelOffTheMainActorIsReportedWithoutAFix() throws {
        let model = Self.signInModel.replacingOccurrences(of: "@MainActor\n", with: "")
        let view = """
        import SwiftUI

        struct SignInView: View {
            @ObservedObject var model: SignInModel
            var body: some View { Text(model.statusText) }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write("Shelf/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Shelf/Sources/SignInModel.swift", model)
        try folder.write("Shelf/Sources/SignInView.swift", view)
        let run = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "announce-content-change", "Sources/SignInModel.swift"],
                                            in: folder.url.appendingPathComponent("Shelf"))
        XCTAssertTrue(run.standardError.contains("'statusText' is shown as a message after an 'await', and VoiceOver is not told: post an announcement of it (on the main actor: this code does not say it runs there)"), run.standardError)
        XCTAssertFalse(run.standardOutput.contains("Announcement"), run.standardOutput)

        try folder.write("Shelf/Sources/SignInModel.swift", Self.signInModel)
        let fixed = try CommandRunner.a11yfix(["--dry-run", "--no-cache", "--rules", "announce-content-change", "Sources/SignInModel.swift"],
                                              in: folder.url.appendingPathComponent("Shelf"))
        XCTAssertTrue(fixed.standardOutput.contains("+                AccessibilityNotification.Announcement(statusText).post() // [VERIFY]"), fixed.standardOutput)
    }

    /// A button of the project's own UIButton subclass, declared in another file, is labelled when
    /// that class (and its project superclasses) name and hide nothing themselves; a subclass whose
    /// `init` sets a label is left alone.
    func testAButtonOfTheProjectsSubclassIsLabelledUnlessTheClassNamesItself() throws {
        let controller = """
        import UIKit

        final class LogsViewController: UIViewController {
            private lazy var filterButton: RoundButton = {
                let button = RoundButton()
                button.setImage(UIImage(systemName: "line.3.horizontal.decrease.circle"), for: .normal)
                button.setTitleColor(.systemBackground, for: .normal)
                button.addTarget(self, action: #selector(didTouchUpInsideFilterLogs), for: .touchUpInside)
                return button
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(filterButton)
            }

            @objc private func didTouchUpInsideFilterLogs() {}
        }
        """
        let plainButton = """
        import UIKit

        class BaseButton: UIButton {}

        final class RoundButton: BaseButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                layer.cornerRadius = 22
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let labelled = try findings(["Sources/LogsViewController.swift": controller, "Sources/RoundButton.swift": plainButton],
                                    rules: "uikit-control-label", in: "Sources/LogsViewController.swift")
        XCTAssertEqual(labelled.count, 1, labelled.joined(separator: "\n"))
        XCTAssertTrue(labelled.first?.contains("\"Filter logs\"") == true, labelled.joined(separator: "\n"))
        let namingBase = plainButton.replacingOccurrences(of: "class BaseButton: UIButton {}", with: """
        class BaseButton: UIButton {
            func configure(title: String) { setTitle(title, for: .normal) }
        }
        """)
        XCTAssertEqual(try findings(["Sources/LogsViewController.swift": controller, "Sources/RoundButton.swift": namingBase],
                                    rules: "uikit-control-label", in: "Sources/LogsViewController.swift"), [],
                       "a superclass that sets titles may name every button it makes")
    }

    /// A popup of the project's own class shown over a window is judged by its class, which the
    /// index reads in its own file: one that makes itself modal is fine, one that does not is reported.
    func testAPopupOverAWindowIsJudgedByTheClassItsFileDeclares() throws {
        let presenter = """
        import UIKit

        final class ColorButtonController: UIViewController {
            private let colorPopup = ColorPopupView()

            @objc private func showColors() {
                guard let window = view.window else { return }
                colorPopup.frame = window.bounds
                window.addSubview(colorPopup)
            }
        }
        """
        let modalPopup = """
        import UIKit

        final class ColorPopupView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                accessibilityViewIsModal = true
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let plainPopup = modalPopup.replacingOccurrences(of: "        accessibilityViewIsModal = true\n", with: "")
        XCTAssertEqual(try findings(["Sources/ColorButtonController.swift": presenter, "Sources/ColorPopupView.swift": modalPopup],
                                    rules: "uikit-modal", in: "Sources/ColorButtonController.swift"), [],
                       "the popup's class makes itself modal in its init")
        let reported = try findings(["Sources/ColorButtonController.swift": presenter, "Sources/ColorPopupView.swift": plainPopup],
                                    rules: "uikit-modal", in: "Sources/ColorButtonController.swift")
        XCTAssertEqual(reported.count, 1, "nothing makes the popup over the window modal: \(reported)")
        XCTAssertTrue(reported.first?.contains("'colorPopup'") == true, "\(reported)")
    }

    /// A window raised over the app is judged by its root controller's class, declared in another
    /// file: the project's own controller that does not make its view modal is reported.
    func testARaisedWindowIsJudgedByItsRootControllersClass() throws {
        let tour = """
        import UIKit

        final class FeatureTour {
            private var window: UIWindow?
            private let tourController = TourViewController()

            func show() {
                window = UIWindow(frame: UIScreen.main.bounds)
                window?.rootViewController = tourController
                window?.windowLevel = UIWindow.Level.alert
                window?.makeKeyAndVisible()
            }
        }
        """
        let modalController = """
        import UIKit

        final class TourViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.accessibilityViewIsModal = true
            }
        }
        """
        let plainController = modalController.replacingOccurrences(of: "        view.accessibilityViewIsModal = true\n", with: "")
        XCTAssertEqual(try findings(["Sources/FeatureTour.swift": tour, "Sources/TourViewController.swift": modalController],
                                    rules: "uikit-modal", in: "Sources/FeatureTour.swift"), [],
                       "the tour's controller makes its view modal")
        let reported = try findings(["Sources/FeatureTour.swift": tour, "Sources/TourViewController.swift": plainController],
                                    rules: "uikit-modal", in: "Sources/FeatureTour.swift")
        XCTAssertEqual(reported.count, 1, "nothing makes the raised window modal: \(reported)")
        XCTAssertTrue(reported.first?.contains("TourViewController") == true, "\(reported)")
    }

    func testAPlayerLayerKeepsItsCaptionsWhereAnotherFileOffersTheLegibleOptions() throws {
        let player = """
        import UIKit
        import AVFoundation

        final class EpisodeVideoView: UIView {
            override class var layerClass: AnyClass { AVPlayerLayer.self }
            var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
        }
        """
        let subtitles = """
        import AVFoundation

        enum SubtitleMenu {
            static func options(for item: AVPlayerItem) -> [AVMediaSelectionOption] {
                item.asset.mediaSelectionGroup(forMediaCharacteristic: .legible)?.options ?? []
            }
        }
        """
        XCTAssertEqual(try findings(["EpisodeVideoView.swift": player], rules: "media-captions", in: "EpisodeVideoView.swift").count, 1)
        XCTAssertEqual(try findings(["EpisodeVideoView.swift": player, "SubtitleMenu.swift": subtitles], rules: "media-captions", in: "EpisodeVideoView.swift"), [],
                       "the app chooses the legible track itself: it has its own captions menu")
    }

    /// An app that styles its text through its own helpers (`.font(.boldFontWithSize(17))`) has
    /// fixed sizes where the helper builds them (`Font.system(size: size)`), also through another
    /// helper it hands the size to; a helper that scales (`relativeTo:`, `Font.custom(_:size:)`) is fine.
    func testTextStyledThroughTheAppsFixedSizeFontHelperIsReported() throws {
        let styles = """
        import SwiftUI

        extension Font {
            public static func roundedFont(_ size: CGFloat, weight: Font.Weight = .regular) -> Font {
                Font.system(size: size, weight: weight, design: .rounded)
            }

            public static func boldRounded(_ size: CGFloat) -> Font {
                .roundedFont(size, weight: .bold)
            }

            static func brand(size: CGFloat) -> Font {
                .custom("Avenir Next", size: size)
            }

            static func scaledRounded(_ size: CGFloat) -> Font {
                .system(size: size, design: .rounded)
                    .weight(.medium)
            }
        }
        """
        let header = """
        import SwiftUI

        struct MonthHeader: View {
            let month: String
            let year: String

            var body: some View {
                VStack(alignment: .leading) {
                    Text(month)
                        .font(.boldRounded(20))
                    Text(year)
                        .font(.roundedFont(15))
                    Text("Week 48")
                        .font(.brand(size: 15))
                }
            }
        }
        """
        let found = try findings(["Sources/Font+Styles.swift": styles, "Sources/MonthHeader.swift": header], rules: "dynamic-type-font", in: "Sources/MonthHeader.swift")
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertTrue(found[0].contains("MonthHeader.swift:10:") && found[0].contains("`boldRounded(_:)` builds a font of that fixed size"), found[0])
        XCTAssertTrue(found[1].contains("MonthHeader.swift:12:") && found[1].contains("fixed font size 15"), found[1])
        XCTAssertEqual(try findings(["Sources/MonthHeader.swift": header], rules: "dynamic-type-font", in: "Sources/MonthHeader.swift"), [],
                       "without the helpers' declarations nothing says they are fixed")
        let scaling = styles.replacingOccurrences(of: "Font.system(size: size, weight: weight, design: .rounded)",
                                                  with: "Font.custom(\"SF Pro Rounded\", size: size, relativeTo: .body).weight(weight)")
        XCTAssertEqual(try findings(["Sources/Font+Styles.swift": scaling, "Sources/MonthHeader.swift": header], rules: "dynamic-type-font", in: "Sources/MonthHeader.swift"), [],
                       "a helper that scales its size")
        let fallingBack = styles.replacingOccurrences(
            of: "Font.system(size: size, weight: weight, design: .rounded)",
            with: "if UIFont(name: \"Onest-Regular\", size: size) != nil { return .custom(\"Onest-Regular\", size: size) } else { return .system(size: size, weight: weight) }")
        XCTAssertNotEqual(fallingBack, styles)
        XCTAssertEqual(try findings(["Sources/Font+Styles.swift": fallingBack, "Sources/MonthHeader.swift": header], rules: "dynamic-type-font", in: "Sources/MonthHeader.swift"), [],
                       "a custom face scaled, with a fixed system font only if the face fails to load, scales, and so do the helpers handing it the size")

        // A size computed from the parameter (`size.rawValue * scale`) is still the one size; the icon
        // beside such text has nothing that grows to keep in step with.
        let derived = """
        import SwiftUI

        extension Font {
            enum Step: CGFloat { case base = 16, lg = 18 }

            static func sfRounded(size: Step = .base, weight: Font.Weight = .regular) -> Font {
                let baseSize = size.rawValue
                let scale = min(UIScreen.main.bounds.height / 1024, 1.0)
                let scaledSize = baseSize * scale
                return Font.system(size: scaledSize, weight: weight, design: .rounded)
            }
        }
        """
        let wallet = """
        import SwiftUI

        struct WalletRow: View {
            var body: some View {
                HStack(spacing: 8) {
                    Image("Solana")
                        .resizable()
                        .frame(width: 32, height: 32)
                    Text("Solana Wallet")
                        .font(.sfRounded(size: .lg, weight: .medium))
                }
            }
        }
        """
        let fixedText = try findings(["Sources/Font+Rounded.swift": derived, "Sources/WalletRow.swift": wallet], rules: "dynamic-type-font,scaled-metric", in: "Sources/WalletRow.swift")
        XCTAssertEqual(fixedText, [], "no size is written at the call, and the icon would grow alone")
        let unknown = try findings(["Sources/WalletRow.swift": wallet], rules: "scaled-metric", in: "Sources/WalletRow.swift")
        XCTAssertEqual(unknown.count, 1, "without the helper's declaration nothing says its size is fixed: \(unknown)")
        let plain = wallet.replacingOccurrences(of: ".font(.sfRounded(size: .lg, weight: .medium))", with: ".font(.headline)")
        let scaled = try findings(["Sources/Font+Rounded.swift": derived, "Sources/WalletRow.swift": plain], rules: "dynamic-type-font,scaled-metric", in: "Sources/WalletRow.swift")
        XCTAssertTrue(scaled.count == 1 && scaled[0].contains("[scaled-metric]"), "beside text of a style, the icon grows with it: \(scaled)")
    }

    /// Spacing between lines of text grows where the content can scroll: a View another file draws
    /// in a `List` or a `ScrollView` does; one it presents in a sheet sized to its content does not.
    func testSpacingOfAViewAnotherFileScrollsGrows() throws {
        let header = """
        import SwiftUI

        struct ProfileHeader: View {
            let name: String
            let bio: String

            var body: some View {
                VStack(alignment: .leading, spacing: 12) {
                    Text(name).font(.title2)
                    Text(bio)
                }
            }
        }
        """
        let list = """
        import SwiftUI

        struct ProfileScreen: View {
            var body: some View {
                List { ProfileHeader(name: "Ada", bio: "Engineer") }
            }
        }
        """
        let sheet = """
        import SwiftUI

        struct Home: View {
            @State private var showsProfile = false

            var body: some View {
                Text("Home").sheet(isPresented: $showsProfile) { ProfileHeader(name: "Ada", bio: "Engineer") }
            }
        }
        """
        XCTAssertEqual(try findings(["Header.swift": header, "ProfileScreen.swift": list], rules: "scaled-metric", in: "Header.swift").count, 1)
        XCTAssertEqual(try findings(["Header.swift": header, "Home.swift": sheet], rules: "scaled-metric", in: "Header.swift"), [])
        XCTAssertEqual(try findings(["Header.swift": header], rules: "scaled-metric", in: "Header.swift"), [], "nothing says it scrolls")
    }

    /// A message cell made tappable whose content draws the project's own Views, one of them with a
    /// Button (the avatar that opens the profile): combined into one element, the cell would swallow
    /// that button's action (s16 review of artemis). A View with no control inside is no obstacle.
    func testATappableStackDrawingAViewThatHoldsAButtonIsLeftAlone() throws {
        let cell = """
        import SwiftUI

        struct MessageCell: View {
            let message: Message
            let openThread: () -> Void

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    header
                    Text(message.body)
                }
                .onTapGesture(perform: openThread)
            }

            private var header: some View {
                HStack {
                    AuthorAvatar(author: message.author)
                    Text(message.author.name).bold()
                }
            }
        }
        """
        let avatar = """
        import SwiftUI

        struct AuthorAvatar: View {
            let author: Author
            @State private var isShowingProfile = false

            var body: some View {
                Button { isShowingProfile = true } label: {
                    Image(systemName: "person.crop.circle")
                }
                .sheet(isPresented: $isShowingProfile) { ProfileView(author: author) }
            }
        }
        """
        let plainAvatar = """
        import SwiftUI

        struct AuthorAvatar: View {
            let author: Author

            var body: some View {
                Image(systemName: "person.crop.circle").foregroundStyle(.secondary)
            }
        }
        """
        XCTAssertEqual(try findings(["MessageCell.swift": cell, "AuthorAvatar.swift": avatar], rules: "tap-gesture-button-trait", in: "MessageCell.swift"), [],
                       "the avatar's button would be swallowed by a combined cell")
        let avatarWithPrivateBadge = """
        import SwiftUI

        struct AuthorAvatar: View {
            let author: Author

            var body: some View {
                ZStack(alignment: .bottomTrailing) {
                    Image(systemName: "person.crop.circle")
                    FollowBadge(author: author)
                }
            }
        }

        private struct FollowBadge: View {
            let author: Author
            @EnvironmentObject var follows: FollowStore

            var body: some View {
                Image(systemName: "plus.circle.fill").onTapGesture { follows.follow(author) }
            }
        }
        """
        XCTAssertEqual(try findings(["MessageCell.swift": cell, "AuthorAvatar.swift": avatarWithPrivateBadge], rules: "tap-gesture-button-trait", in: "MessageCell.swift"), [],
                       "the avatar holds a tappable badge through a View of its own file")
        XCTAssertEqual(try findings(["MessageCell.swift": cell, "AuthorAvatar.swift": plainAvatar], rules: "tap-gesture-button-trait", in: "MessageCell.swift").count, 1,
                       "an avatar that only draws an image is part of the cell's one button")
    }

    /// `Image("heart.fill")` drawn from an image set (an SVG) is a picture a font does not size,
    /// whatever its name looks like; from a symbol set it is a custom SF Symbol the font sizes
    /// (s16 review of damus).
    func testAFontOnAnAssetImageSetIsNoTextSize() throws {
        let button = """
        import SwiftUI

        struct FavoriteButton: View {
            @Binding var favorite: Bool

            var body: some View {
                HStack {
                    Text("Favorite")
                    Button(action: { favorite.toggle() }) {
                        Image(favorite ? "heart.fill" : "heart")
                            .font(.system(size: 16, weight: .medium))
                    }
                }
            }
        }
        """
        let contents = #"{ "info" : { "author" : "xcode", "version" : 1 } }"#
        let imageSets = ["Assets.xcassets/Contents.json": contents, "Assets.xcassets/heart.fill.imageset/Contents.json": contents,
                         "Assets.xcassets/heart.imageset/Contents.json": contents]
        let symbolSets = ["Assets.xcassets/Contents.json": contents, "Assets.xcassets/heart.fill.symbolset/Contents.json": contents,
                          "Assets.xcassets/heart.symbolset/Contents.json": contents]
        XCTAssertEqual(try findings(imageSets.merging(["FavoriteButton.swift": button]) { $1 }, rules: "dynamic-type-font", in: "FavoriteButton.swift"), [])
        XCTAssertEqual(try findings(symbolSets.merging(["FavoriteButton.swift": button]) { $1 }, rules: "dynamic-type-font", in: "FavoriteButton.swift").count, 1,
                       "a custom symbol grows with the font")
    }

    /// In an app whose strings are a String Catalog, Xcode extracts SwiftUI's literals as well as
    /// `NSLocalizedString`'s: a label goes as the plain literal SwiftUI looks up, even in a file that
    /// calls `NSLocalizedString` elsewhere (s17 review of Pearcleaner). With `.strings` tables it stays
    /// `NSLocalizedString`, which genstrings extracts.
    func testAStringCatalogTakesSwiftUILiteralsAsTheyAre() throws {
        let view = """
        import SwiftUI

        struct SearchField: View {
            @Binding var text: String

            var body: some View {
                HStack {
                    TextField(NSLocalizedString("Search", comment: "Search field placeholder"), text: $text)
                    Button { text = "" } label: { Image(systemName: "xmark.circle.fill") }
                }
            }
        }
        """
        let catalog = #"{ "sourceLanguage" : "en", "strings" : { "Search" : { } }, "version" : "1.0" }"#
        let withCatalog = try findings(["App/SearchField.swift": view, "App/Localizable.xcstrings": catalog], rules: "icon-only-control-label", in: "App/SearchField.swift")
        XCTAssertEqual(withCatalog.count, 1)
        XCTAssertTrue(withCatalog.first?.contains(#"label "Clear" inferred"#) == true, withCatalog.first ?? "")
        let withTables = try findings(["App/SearchField.swift": view, "App/en.lproj/Localizable.strings": #""Search" = "Search";"#],
                                      rules: "icon-only-control-label", in: "App/SearchField.swift")
        XCTAssertTrue(withTables.first?.contains(#"label NSLocalizedString("Clear""#) == true, withTables.first ?? "")
    }

    /// A widget extension's views are drawn on a canvas of fixed size even where the file says
    /// nothing of WidgetKit (a to-do list the widget's entry view shows): its folder's Info.plist names
    /// WidgetKit's extension point (s31 review of HourBlocks). The same view in the app scales.
    func testAViewInAWidgetExtensionsFolderIsWidgetContent() throws {
        let list = """
        import SwiftUI

        struct CurrentToDoListView: View {
            let items: [String]

            var body: some View {
                VStack(alignment: .leading) {
                    ForEach(items, id: \\.self) { item in
                        Text(item)
                            .font(.system(size: 17, weight: .semibold))
                    }
                }
            }
        }
        """
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>NSExtension</key>
            <dict>
                <key>NSExtensionPointIdentifier</key>
                <string>com.apple.widgetkit-extension</string>
            </dict>
        </dict>
        </plist>
        """
        let inWidget = try findings(["NeonWidget/Info.plist": plist, "NeonWidget/To Do/CurrentToDoListView.swift": list],
                                    rules: "dynamic-type-font", in: "NeonWidget/To Do/CurrentToDoListView.swift")
        XCTAssertEqual(inWidget.count, 1)
        XCTAssertTrue(inWidget.first?.contains("widget content is drawn on a canvas of fixed size") == true, inWidget.first ?? "")
        let inApp = try findings(["NeonWidget/Info.plist": plist, "Neon/To Do/CurrentToDoListView.swift": list],
                                 rules: "dynamic-type-font", in: "Neon/To Do/CurrentToDoListView.swift")
        XCTAssertEqual(inApp.count, 1)
        XCTAssertTrue(inApp.first?.contains("use .body.weight(.semibold)") == true, inApp.first ?? "")
    }

    /// A face the code names is the app's only where the app ships font files; without one
    /// (`.custom("cartCount", size: 14)` in an app that bundles no fonts) the system font draws it,
    /// which follows Bold Text (s32 review of PetNote).
    func testBoldTextNeedsAFontTheAppShips() throws {
        let view = """
        import SwiftUI

        struct CartBadge: View {
            let count: Int

            var body: some View {
                Text("\\(count)")
                    .font(.custom("Inter-Regular", size: 14))
            }
        }
        """
        let withoutFonts = try findings(["App/CartBadge.swift": view], rules: "bold-text", in: "App/CartBadge.swift")
        XCTAssertEqual(withoutFonts, [])
        let withFonts = try findings(["App/CartBadge.swift": view, "App/Fonts/Inter-Regular.ttf": "font"], rules: "bold-text", in: "App/CartBadge.swift")
        XCTAssertEqual(withFonts.count, 1)
        XCTAssertTrue(withFonts.first?.contains("`Inter-Regular` is a face the app names") == true, withFonts.first ?? "")
    }

    /// A View that every place of the project draws at a fixed height (a custom tab bar's item,
    /// `TabViewIcon(…).frame(height: 45)` in another file) cannot grow taller: its icon keeps its
    /// size (s32 review of score). Drawn without that height, the icon scales with its title.
    func testAViewDrawnAtAFixedHeightElsewhereKeepsItsIconSize() throws {
        let icon = """
        import SwiftUI

        struct TabViewIcon: View {
            @Binding var selectedTab: MainTab
            let tab: MainTab

            var body: some View {
                Button {
                    selectedTab = tab
                } label: {
                    VStack {
                        Image(systemName: tab.symbol)
                            .resizable()
                            .frame(width: 28, height: 28)
                        Text(tab.title)
                            .font(.caption)
                    }
                }
            }
        }
        """
        let bar = { (frame: String) in """
        import SwiftUI

        struct MainTabView: View {
            @State private var selectedTab: MainTab = .schedule

            var body: some View {
                HStack {
                    ForEach(MainTab.allCases) { tab in
                        TabViewIcon(selectedTab: $selectedTab, tab: tab)
                            \(frame)
                    }
                }
            }
        }
        """ }
        let fixed = try findings(["App/TabViewIcon.swift": icon, "App/MainTabView.swift": bar(".frame(height: 45)")], rules: "scaled-metric", in: "App/TabViewIcon.swift")
        XCTAssertEqual(fixed, [])
        let free = try findings(["App/TabViewIcon.swift": icon, "App/MainTabView.swift": bar(".padding(.top, 10)")], rules: "scaled-metric", in: "App/TabViewIcon.swift")
        XCTAssertEqual(free.count, 1)
        XCTAssertTrue(free.first?.contains("fixed icon frame 28×28") == true, free.first ?? "")
    }

    /// A design system's font constants are reported only where some text is drawn with them: named
    /// where another file sets a font (`.font(Constants.Fonts.h1)`), or elsewhere in their own file.
    /// An unused constant draws nothing (s32 review of score and Naenio).
    func testBoldTextSkipsFontConstantsNothingDrawsWith() throws {
        let fonts = """
        import SwiftUI

        enum Constants {
            enum Fonts {
                static let h1 = Font.custom("Poppins-SemiBold", size: 24)
                static let h3 = Font.custom("Poppins-Medium", size: 18)
                static func engRegular(size: CGFloat) -> Font { .custom("Montserrat-Regular", size: size) }
                static func engMedium(size: CGFloat) -> Font { .custom("Montserrat-Medium", size: size) }
                static func caption() -> Font { engMedium(size: 12) }
            }
        }
        """
        let view = """
        import SwiftUI

        struct GameHeader: View {
            let title: String

            var body: some View {
                Text(title)
                    .font(Constants.Fonts.h1)
            }
        }
        """
        let found = try findings(["App/Constants.swift": fonts, "App/GameHeader.swift": view, "App/Fonts/Poppins-Medium.ttf": "font"],
                                 rules: "bold-text", in: "App/Constants.swift")
        XCTAssertEqual(found.count, 2, found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("`Poppins-SemiBold`") }, "h1 draws the game's title")
        XCTAssertTrue(found.contains { $0.contains("`Montserrat-Medium`") }, "engMedium is used by caption() in its own file")
    }
}
