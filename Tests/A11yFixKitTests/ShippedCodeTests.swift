import XCTest
@testable import A11yFixKit

/// Code that never reaches users gets no findings unless the configuration's `scope` asks for it.
final class ShippedCodeTests: XCTestCase {
    static let screen = """
    import SwiftUI

    struct PlayerBar: View {
        var body: some View {
            Button(action: play) { Image(systemName: "play.fill") }
        }
        func play() {}
    }

    #if DEBUG
    struct DebugMenu: View {
        var body: some View {
            Button(action: reset) { Image(systemName: "trash") }
        }
        func reset() {}
    }
    #endif

    #if false
    struct OldBar: View {
        var body: some View { Button(action: {}) { Image(systemName: "xmark") } }
    }
    #endif

    private struct PlayerBarPreviewHost: View {
        @State private var isPlaying = false
        var body: some View {
            VStack {
                PlayerBar()
                Button(action: { isPlaying.toggle() }) { Image(systemName: "arrow.clockwise") }
            }
        }
    }

    #Preview {
        VStack {
            PlayerBarPreviewHost()
            Button(action: {}) { Image(systemName: "gearshape") }
        }
    }

    struct PlayerBar_Previews: PreviewProvider {
        static var previews: some View {
            Button(action: {}) { Image(systemName: "heart") }
        }
    }
    """

    private func lines(scope: Set<CodeScope> = [], role: ProjectModel.FileRole.Kind = .product) -> [Int] {
        var configuration = FixerConfiguration(rules: [IconOnlyControlLabelRule()])
        configuration.scope = scope
        configuration.options.sourceRole = role
        let outcome = FileFixer(configuration: configuration).process(SourceFile(path: "PlayerBar.swift", text: Self.screen))
        return outcome.findings.map(\.location.line)
    }

    func testOnlyShippedCodeIsCheckedByDefault() {
        XCTAssertEqual(lines(), [5], "previews, the private view only a preview uses, debug code and #if false are left alone")
        XCTAssertEqual(lines(scope: [.previews]), [5, 30, 38, 44], "previews, and the host view only they use")
        XCTAssertEqual(lines(scope: [.debug]), [5, 13])
        XCTAssertEqual(lines(scope: [.uncompiled]), [5], "no scope covers #if false: no build compiles it")
    }

    func testADebugClauseAmongAChainsModifiersIsDebugCode() {
        let code = """
        import SwiftUI

        struct FeedColumn: View {
            @State private var showsLog = false
            var body: some View {
                List { Text("Feed") }
                    .padding()
        #if DEBUG
                    .overlay(alignment: .bottomTrailing) {
                        Button { showsLog = true } label: { Image(systemName: "ladybug") }
                    }
        #else
                    .overlay(alignment: .bottomTrailing) {
                        Button { showsLog = true } label: { Image(systemName: "doc.text") }
                    }
        #endif
            }
        }
        """
        func lines(_ scope: Set<CodeScope>) -> [Int] {
            var configuration = FixerConfiguration(rules: [IconOnlyControlLabelRule()])
            configuration.scope = scope
            return FileFixer(configuration: configuration).process(SourceFile(path: "FeedColumn.swift", text: code)).findings.map(\.location.line)
        }
        XCTAssertEqual(lines([]), [14], "the overlay only debug builds add is a developer tool; the release one ships")
        XCTAssertEqual(lines([.debug]), [10, 14])
    }

    func testAPrivateViewDrawnOnlyIntoAnExportedImageGetsNoFindings() {
        func lines(_ use: String) -> [Int] {
            let code = """
            import SwiftUI

            struct BadgeDetail: View {
                let badge: Badge
                var body: some View {
                    List { Text(badge.name) }
                        .toolbar { ShareLink(item: badge.url) }
                }

                @MainActor
                private func renderBadgeImage() async -> UIImage? {
                    \(use)
                }
            }

            private struct BadgeShareCard: View {
                let badge: Badge
                var body: some View {
                    Text("Badge earned").font(.largeTitle)
                }
            }
            """
            let fixer = FileFixer(configuration: FixerConfiguration(rules: [HeadingTraitRule()]))
            return fixer.process(SourceFile(path: "BadgeDetail.swift", text: code)).findings.map(\.location.line)
        }
        XCTAssertEqual(lines("let card = BadgeShareCard(badge: badge)\n        return ImageRenderer(content: card).uiImage"), [],
                       "the share card is only drawn into the image the app shares: VoiceOver never meets its title")
        XCTAssertEqual(lines("return nil }\n    var shareCard: some View { BadgeShareCard(badge: badge) }\n    func unused() {"), [21],
                       "shown in a view, its title is a heading")
    }

    func testFilesOnlyTestsOrNothingCompilesAreLeftAlone() {
        XCTAssertEqual(lines(role: .test), [])
        XCTAssertEqual(lines(scope: [.tests], role: .test), [5])
        XCTAssertEqual(lines(role: .notCompiled), [])
        XCTAssertEqual(lines(scope: [.uncompiled], role: .notCompiled), [5], "the scope covers the file, not its #if false")
        XCTAssertEqual(lines(role: .unknown), [5], "a file no project knows is checked")
    }

    func testConditionsTheSourceAloneDecides() {
        for condition in ["false", "DEBUG && false", "false && os(iOS)", "!true", "!(true)", "( false )", "!DEBUG && false || false", "!(os(iOS) || true)"] {
            XCTAssertEqual(CompilationCondition.value(of: condition), false, condition)
        }
        for condition in ["true", "!false", "os(iOS) || true", "true || DEBUG && canImport(UIKit)", "(true)"] {
            XCTAssertEqual(CompilationCondition.value(of: condition), true, condition)
        }
        for condition in ["DEBUG", "os(iOS)", "!DEBUG", "swift(>=5.9) && true", "DEBUG || false", "canImport(UIKit)", "", "(false", "false)", "false &&", "&& false"] {
            XCTAssertNil(CompilationCondition.value(of: condition), condition)
        }
    }

    /// Every rule, through the one place findings are filtered: branches no build compiles get no
    /// finding and no fix, whatever the configuration's scope; the branches beside them do.
    func testBranchesNoBuildCompilesGetNoFindingsAndNoFixes() {
        let deadBranch = """
            HStack {
                Button(action: go) { Image(systemName: "xmark") }
                Text("Title").font(.system(size: 17))
                Image("hero")
            }
            .animation(.spring(), value: isOn)
            .accessibility(label: Text("Old"))
        """
        let code = """
        import SwiftUI

        struct Bar: View {
            @State private var isOn = false
            var body: some View {
                #if false
        \(deadBranch)
                #elseif DEBUG && false
        \(deadBranch)
                #elseif !true
        \(deadBranch)
                #else
                Text("Shipped")
                #endif
            }
            func go() {}
        }

        struct Other: View {
            @State private var isOn = false
            var body: some View {
                #if true
                Text("Shipped")
                #elseif os(iOS)
        \(deadBranch)
                #else
        \(deadBranch)
                #endif
            }
            func go() {}
        }
        """
        let rules = RuleRegistry.all.map { $0.init() }
        for scope in [Set<CodeScope>(), Set(CodeScope.allCases)] {
            var configuration = FixerConfiguration(rules: rules)
            configuration.scope = scope
            let outcome = FileFixer(configuration: configuration).process(SourceFile(path: "Bar.swift", text: code))
            XCTAssertEqual(outcome.findings.map { "\($0.location.line) \($0.ruleID)" }, [], "scope \(scope)")
            XCTAssertNil(outcome.fixedBytes, "scope \(scope)")
        }
        // The same branch where a build compiles it is checked and fixed.
        let live = code.replacingOccurrences(of: "#if false", with: "#if os(iOS)")
        let outcome = FileFixer(configuration: FixerConfiguration(rules: rules)).process(SourceFile(path: "Bar.swift", text: live))
        XCTAssertEqual(Set(outcome.findings.filter { $0.location.line < 16 }.map(\.ruleID)).isSuperset(of: ["icon-only-control-label", "dynamic-type-font"]), true,
                       outcome.findings.map { "\($0.location.line) \($0.ruleID)" }.joined(separator: "\n"))
        XCTAssertNotNil(outcome.fixedBytes)
        XCTAssertEqual(ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "Bar.swift", text: code)))).count, 0,
                       "the audit lists no element of a branch no build compiles")
        XCTAssertEqual(ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "Bar.swift", text: live)))).count, 1)
    }

    func testAViewUsedOutsidePreviewsIsShipped() {
        let code = """
        import SwiftUI
        private struct Row: View {
            var body: some View { Button(action: {}) { Image(systemName: "trash") } }
        }
        struct List: View {
            var body: some View { Row() }
        }
        #Preview { Row() }
        """
        let outcome = FileFixer(configuration: FixerConfiguration(rules: [IconOnlyControlLabelRule()])).process(SourceFile(path: "Row.swift", text: code))
        XCTAssertEqual(outcome.findings.map(\.location.line), [3])
    }

    func testExampleAppsAndSampleDataAreLeftAlone() throws {
        let toast = """
        import SwiftUI

        struct Toast: Identifiable {
            let id = UUID()
            let title: String
            let icon: Image

            static let example = Toast(title: "Saved", icon: Image(systemName: "checkmark.circle"))
            static let example2 = Toast(title: "Paid $12", icon: Image(systemName: "creditcard"))
            static func mockList() -> some View {
                VStack { Text("Saved").font(.system(size: 15)) }
            }
            static let sampleRate = Text("44.1 kHz").font(.system(size: 13))
        }
        """
        let outcome = FileFixer(configuration: FixerConfiguration(rules: [DynamicTypeFontRule()])).process(SourceFile(path: "Toast.swift", text: toast))
        XCTAssertEqual(outcome.findings.map(\.location.line), [13], "static sample values and builders are left; sampleRate is not sample data")
        var sampled = FixerConfiguration(rules: [DynamicTypeFontRule()])
        sampled.scope = [.samples]
        XCTAssertEqual(FileFixer(configuration: sampled).process(SourceFile(path: "Toast.swift", text: toast)).findings.map(\.location.line), [11, 13])

        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/App/PlayerBar.swift", Self.screen)
        try folder.write("Examples/CaseStudies/PlayerBar.swift", Self.screen)
        try folder.write("Demo/PlayerBar.swift", Self.screen)
        let run = try CommandRunner.a11yfix(["--check", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertEqual(run.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0.prefix { $0 != ":" }) },
                       ["Sources/App/PlayerBar.swift"], run.standardError)
        try folder.write(".a11yfix.json", #"{"scope": ["samples"]}"#)
        let scoped = try CommandRunner.a11yfix(["--check", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertEqual(Set(scoped.standardError.split(separator: "\n").filter { $0.contains("warning:") }.map { String($0.prefix { $0 != ":" }) }),
                       ["Sources/App/PlayerBar.swift", "Examples/CaseStudies/PlayerBar.swift", "Demo/PlayerBar.swift"], scoped.standardError)
    }

    func testViewsOnlyPreviewViewsUseArePreviewCode() {
        let code = """
        import SwiftUI
        struct Loader: View {
            var body: some View { ProgressView() }
        }
        private struct MockDashboard: View {
            var body: some View { Button(action: {}) { Image(systemName: "house") } }
        }
        private struct ToggleHarness: View {
            @State private var shows = false
            var body: some View {
                ZStack { MockDashboard(); if shows { Loader() } }
            }
        }
        #Preview { MockDashboard() }
        #Preview { ToggleHarness() }
        """
        let outcome = FileFixer(configuration: FixerConfiguration(rules: [IconOnlyControlLabelRule()])).process(SourceFile(path: "Loader.swift", text: code))
        XCTAssertEqual(outcome.findings.map(\.location.line), [], "the dashboard is used by a preview and by a harness only previews use")
        let namespace = """
        import SwiftUI
        private enum PickerPreview {
            static var picker: some View {
                Button(action: {}) { Image(systemName: "house") }
            }
        }
        #Preview { PickerPreview.picker }
        """
        let namespaced = FileFixer(configuration: FixerConfiguration(rules: [IconOnlyControlLabelRule()])).process(SourceFile(path: "Picker.swift", text: namespace))
        XCTAssertEqual(namespaced.findings.map(\.location.line), [], "a namespace only previews use is preview code, View or not")
    }

    func testAHarnessOnlyPreviewsAndTestsUseIsPreviewCode() throws {
        let harness = """
        import SwiftUI

        #Preview { PickerPreview.standard }

        enum PickerPreview {
            static var standard: some View {
                Button(action: {}) { Image(systemName: "house") }
            }
        }
        """
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/App/Picker.swift", harness)
        try folder.write("Tests/AppTests/PickerTests.swift", "import XCTest\nfinal class PickerTests: XCTestCase {\n    func testLooks() { assertSnapshot(of: PickerPreview.standard) }\n}\n")
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertFalse(run.standardError.contains("warning:"), "a snapshot test of a preview harness does not ship it: \(run.standardError)")
        try folder.write("Sources/App/Home.swift", "import SwiftUI\nstruct Home: View {\n    var body: some View { PickerPreview.standard }\n}\n")
        let shipped = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertTrue(shipped.standardError.contains("Sources/App/Picker.swift:7:"), "app code that shows the harness ships it: \(shipped.standardError)")
    }

    func testDebugScreensOnlyDebugCodeShowsAreLeftAlone() throws {
        func screen(_ name: String) -> String {
            "import SwiftUI\nstruct \(name): View {\n    var body: some View {\n        Button(action: {}) { Image(systemName: \"trash\") }\n    }\n}\n"
        }
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/App/HistoryDebugView.swift", screen("HistoryDebugView"))
        try folder.write("Sources/App/RootDebugMenu.swift", "import SwiftUI\nstruct RootDebugMenu: View {\n    var body: some View { NavigationLink(\"History\") { HistoryDebugView() } }\n}\n")
        try folder.write("Sources/App/UtilityAreaDebugView.swift", screen("UtilityAreaDebugView"))
        try folder.write("Sources/App/UtilityArea.swift", "import SwiftUI\nstruct UtilityArea: View {\n    var body: some View { UtilityAreaDebugView() }\n}\n")
        try folder.write("Sources/App/DebuggerView.swift", screen("DebuggerView"))
        try folder.write("Sources/App/Profile/QA Features/CacheSection.swift", screen("CacheSection"))
        try folder.write("Sources/App/DebugMenu/FlagsView.swift", screen("FlagsView"))
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertFalse(run.standardError.contains("CacheSection.swift") || run.standardError.contains("FlagsView.swift"),
                       "files in folders named for QA or debug tools: \(run.standardError)")
        XCTAssertFalse(run.standardError.contains("HistoryDebugView.swift"), "a debug screen only a debug menu shows: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("Sources/App/UtilityAreaDebugView.swift:4:"), "a debugger panel the product shows ships: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("Sources/App/DebuggerView.swift:4:"), "'Debugger' is another word: \(run.standardError)")
        try folder.write(".a11yfix.json", #"{"scope": ["debug"]}"#)
        let scoped = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertTrue(scoped.standardError.contains("Sources/App/HistoryDebugView.swift:4:"), "the debug scope turns it back on: \(scoped.standardError)")
    }

    func testAnAppsViewsNothingShowsAreLeftAlone() throws {
        func screen(_ name: String, access: String = "") -> String {
            "import SwiftUI\n\(access)struct \(name): View {\n    \(access)var body: some View {\n        Button(action: {}) { Image(systemName: \"trash\") }\n    }\n}\n"
        }
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/App/NotesApp.swift", "import SwiftUI\n@main\nstruct NotesApp: App {\n    var body: some Scene { WindowGroup { ContentView() } }\n}\n")
        try folder.write("Sources/App/ContentView.swift",
                         "import SwiftUI\nstruct ContentView: View {\n    var body: some View {\n        VStack {\n            NoteRow()\n            // LegacyBanner()\n            #if DEBUG\n            StatsView()\n            #else\n            FooterView()\n            #endif\n        }\n    }\n}\n")
        try folder.write("Sources/App/StatsView.swift", screen("StatsView"))
        try folder.write("Sources/App/FooterView.swift", screen("FooterView"))
        try folder.write("Sources/App/NoteRow.swift", screen("NoteRow"))
        try folder.write("Sources/App/LegacyBanner.swift", screen("LegacyBanner"))
        try folder.write("Sources/App/SharedBadge.swift", screen("SharedBadge", access: "public "))
        try folder.write("Sources/App/ArchiveView.swift", screen("ArchiveView"))
        try folder.write("Tests/AppTests/ArchiveViewTests.swift", "import XCTest\n@testable import App\nfinal class ArchiveViewTests: XCTestCase {\n    func testBody() { _ = ArchiveView().body }\n}\n")
        let run = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertTrue(run.standardError.contains("Sources/App/NoteRow.swift:4:"), "a View the app shows: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("Sources/App/SharedBadge.swift:4:"), "a public View is API: \(run.standardError)")
        XCTAssertFalse(run.standardError.contains("LegacyBanner.swift"), "a View whose only use is commented out: \(run.standardError)")
        XCTAssertFalse(run.standardError.contains("ArchiveView.swift"), "a View only a test makes: \(run.standardError)")
        XCTAssertFalse(run.standardError.contains("StatsView.swift"), "a View only debug builds show: \(run.standardError)")
        XCTAssertTrue(run.standardError.contains("Sources/App/FooterView.swift:4:"), "the release branch ships: \(run.standardError)")
        // Without an entry point the files may be a package whose Views other code shows.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Sources/App/NotesApp.swift"))
        let package = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "icon-only-control-label", "."], in: folder.url)
        XCTAssertTrue(package.standardError.contains("Sources/App/LegacyBanner.swift:4:"), "no app, no verdict: \(package.standardError)")
    }

    func testSampleNamesAreWholeWords() {
        for name in ["example", "example2", "exampleToast", "mock", "mockItems", "previewValue", "samples", "demo3"] {
            XCTAssertTrue(SampleCode.isSampleMemberName(name), name)
        }
        for name in ["examples2x", "sampleRate", "demographics", "mockingbird", "previewSize", "stubborn", "fakeout", "shared"] {
            XCTAssertFalse(SampleCode.isSampleMemberName(name), name)
        }
        XCTAssertTrue(SampleCode.isSamplePath("/repo/Examples/Todos/App.swift", projectRoot: "/repo"))
        XCTAssertFalse(SampleCode.isSamplePath("/Demo/Sources/App.swift", projectRoot: "/Demo"), "the project itself may be called Demo")
        XCTAssertFalse(SampleCode.isSamplePath("/repo/Sources/ExampleKit/App.swift", projectRoot: "/repo"))
        XCTAssertTrue(SampleCode.isSamplePath("/repo/RagTestIOS/RagTestIOS/ContentView.swift", projectRoot: "/repo"), "a test app beside the real one")
        XCTAssertTrue(SampleCode.isSamplePath("/repo/TestHost/HostView.swift", projectRoot: "/repo"))
        XCTAssertFalse(SampleCode.isSamplePath("/repo/App/ABTest/PaywallVariant.swift", projectRoot: "/repo"), "an A/B test ships")
        XCTAssertFalse(SampleCode.isSamplePath("/repo/App/Testimonials/QuoteView.swift", projectRoot: "/repo"), "another word")
        XCTAssertTrue(DebugCode.isDebugPath("/repo/App/QA Features/Section.swift", projectRoot: "/repo"))
        XCTAssertTrue(DebugCode.isDebugPath("/repo/App/DebugMenu/Flags.swift", projectRoot: "/repo"))
        XCTAssertFalse(DebugCode.isDebugPath("/repo/App/Debugger/Console.swift", projectRoot: "/repo"), "another word")
        XCTAssertFalse(DebugCode.isDebugPath("/Debug/App/Main.swift", projectRoot: "/Debug"), "the project itself may be called so")
        XCTAssertFalse(DebugCode.isDebugPath("/repo/App/Quality/Main.swift", projectRoot: "/repo"))
    }
}
