@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix nutrition`: which screens are found, how findings map to the nine categories, the claim
/// logic (a single ❌ blocks a claim; — only when a category does not apply; what source cannot
/// show is unverified, never claimed), the seed's format, and the demo app before and after fixes.
final class NutritionLabelTests: XCTestCase {
    static let rules = Dictionary(uniqueKeysWithValues: RuleRegistry.all.filter { !$0.description.isOptIn }.map { ($0.description.id, $0.description) })

    static func screen(_ name: String, path: String, range: Range<Int>, video: Bool = false, audio: Bool = false,
                       content: ScreenContent = .all, hasDynamicType: Bool = true) -> ScreenMap.Screen {
        ScreenMap.Screen(typeName: name + "View", name: name, path: path, line: 1, reachedFrom: [], scope: [path: [range]],
                         content: content, hasDynamicType: hasDynamicType, showsVideo: video, playsAudio: audio)
    }

    static func finding(_ ruleID: String, at offset: Int) -> ReportedFinding {
        let severity = RuleRegistry.rule(withID: ruleID)?.description.severity
        return ReportedFinding(finding: Finding(ruleID: ruleID, severity: severity, message: "m", offset: offset, fix: nil),
                               location: SourceLocation(line: offset, column: 1), status: .notAttempted, lineText: "")
    }

    func testASingleFailingScreenBlocksTheCategoryAndOnlyThatCategory() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100), Self.screen("Settings", path: "Settings.swift", range: 0..<100)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [("Feed.swift", Self.finding("reduce-motion", at: 10))], rules: Self.rules)
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.reducedMotion] }, [.fail, .pass])
        XCTAssertEqual(assessment.decision(for: .reducedMotion), .blocked, "one ❌ among ✅ blocks the claim")
        XCTAssertEqual(assessment.decision(for: .voiceOver), .couldClaim)
        XCTAssertEqual(assessment.decision(for: .largerText), .couldClaim)
        XCTAssertEqual(assessment.blockingFindings(for: .reducedMotion).map(\.reference), ["Feed.swift:10"])
        XCTAssertEqual(assessment.blockedRows(for: .reducedMotion).map(\.name), ["Feed"])
    }

    func testAFindingMapsToEveryCategoryOfItsRule() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [("Feed.swift", Self.finding("icon-only-control-label", at: 5))], rules: Self.rules)
        XCTAssertEqual(assessment.rows[0].verdicts[.voiceOver], .fail)
        XCTAssertEqual(assessment.rows[0].verdicts[.voiceControl], .fail)
        XCTAssertEqual(assessment.rows[0].verdicts[.largerText], .pass)
    }

    func testACustomPlayerBlocksCaptionsAndAudioDescriptionsAndAutoplayBlocksReducedMotion() {
        let screens = [Self.screen("Trailer", path: "Trailer.swift", range: 0..<100, video: true),
                       Self.screen("Feed", path: "Feed.swift", range: 0..<100, video: true)]
        var autoplay = Self.finding("media-captions", at: 20)
        autoplay.finding.blockedNutritionLabels = [.reducedMotion]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [("Trailer.swift", Self.finding("media-captions", at: 10)), ("Feed.swift", autoplay)],
                                                  rules: Self.rules)
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.captions] }, [.fail, .unverified], "without a custom player, the tracks decide: unverified")
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.audioDescriptions] }, [.fail, .unverified])
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.reducedMotion] }, [.pass, .fail], "a video that starts itself is a Reduced Motion matter")
        XCTAssertEqual(assessment.decision(for: .captions), .blocked)
    }

    func testOnlyFindingsThatStopATaskBlockVoiceOverAndVoiceControl() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100), Self.screen("Settings", path: "Settings.swift", range: 0..<100),
                       Self.screen("Sign Up", path: "SignUp.swift", range: 0..<100)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [
            ("Feed.swift", Self.finding("icon-only-control-label", at: 10)),
            ("Settings.swift", Self.finding("heading-trait", at: 10)),
            ("Settings.swift", Self.finding("decorative-image-hidden", at: 20)),
            ("SignUp.swift", Self.finding("label-in-name", at: 10)),
        ], rules: Self.rules)
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.voiceOver] }, [.fail, .pass, .pass],
                       "a control with no name stops a task; a missing heading and an unhidden icon slow one down")
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.voiceControl] }, [.fail, .pass, .fail],
                       "a label that does not start with the words on screen is a name Voice Control users cannot say")
        XCTAssertEqual(assessment.blockingFindings(for: .voiceOver).map(\.reference), ["Feed.swift:10"])
    }

    func testDashOnlyWhenTheCategoryDoesNotApply() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100),
                       Self.screen("Podcast", path: "Podcast.swift", range: 0..<100, audio: true),
                       Self.screen("Trailer", path: "Trailer.swift", range: 0..<100, video: true)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [], rules: Self.rules)
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.captions] }, [.notApplicable, .unverified, .unverified],
                       "the app's media is in Podcast and Trailer: Feed has none to caption")
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.audioDescriptions] }, [.notApplicable, .notApplicable, .unverified],
                       "audio descriptions describe video")
        for label in NutritionLabel.allCases where label != .captions && label != .audioDescriptions {
            XCTAssertFalse(assessment.rows.contains { $0.verdicts[label] == .notApplicable }, "\(label): a screen with content of every kind and no findings is ✅ or ❔, never —")
        }
        XCTAssertEqual(assessment.decision(for: .captions), .unverified, "media tracks are not in the source: never claimed")

        // An app with no media anywhere and no web page of its own has nothing to caption or describe.
        let noMedia = NutritionLabelAssessment(screens: [screens[0]], findings: [], rules: Self.rules)
        XCTAssertEqual(noMedia.rows[0].verdicts[.captions], .notApplicable)
        XCTAssertEqual(noMedia.rows[0].verdicts[.audioDescriptions], .notApplicable)
        XCTAssertEqual(noMedia.decision(for: .captions), .notApplicable, "a photo app: the label does not apply")
        // A web page the app shows in its own views may play video a11yfix cannot see.
        let webApp = NutritionLabelAssessment(screens: [screens[0]], findings: [], rules: Self.rules, appShowsWebContent: true)
        XCTAssertEqual(webApp.rows[0].verdicts[.captions], .unverified)
        XCTAssertEqual(webApp.rows[0].verdicts[.audioDescriptions], .unverified)
        XCTAssertEqual(webApp.decision(for: .captions), .unverified)

        let audioApp = NutritionLabelAssessment(screens: [screens[1]], findings: [], rules: Self.rules)
        XCTAssertEqual(audioApp.decision(for: .audioDescriptions), .notApplicable, "every screen is — : not applicable to the app")
        XCTAssertEqual(audioApp.decision(for: .captions), .unverified)
    }

    func testWhatSourceCannotShowIsUnverifiedNeverClaimed() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [], rules: Self.rules)
        for label in [NutritionLabel.darkInterface, .differentiateWithoutColor, .sufficientContrast] {
            XCTAssertEqual(assessment.rows[0].verdicts[label], .unverified)
            XCTAssertEqual(assessment.decision(for: label), .unverified)
        }
        var withoutMotionRules = Self.rules
        for id in ["reduce-motion", "uikit-reduce-motion", "appkit-reduce-motion"] { withoutMotionRules[id] = nil }
        let disabled = NutritionLabelAssessment(screens: screens, findings: [], rules: withoutMotionRules)
        XCTAssertEqual(disabled.rows[0].verdicts[.reducedMotion], .unverified, "no rule checked it")
        XCTAssertEqual(disabled.decision(for: .reducedMotion), .unverified)
        XCTAssertEqual(disabled.decision(for: .voiceOver), .couldClaim)

        XCTAssertEqual(assessment.decision(for: .reducedMotion), .couldClaim)
        let appKit = NutritionLabelAssessment(screens: screens, findings: [], rules: Self.rules, uncheckedAnimationFiles: ["Panel.swift"])
        XCTAssertEqual(appKit.decision(for: .reducedMotion), .unverified, "Core Animation is not judged yet")
        XCTAssertEqual(appKit.decision(for: .voiceOver), .couldClaim)
        let code = "final class Panel: NSPanel {\n    func slide() {\n        NSAnimationContext.runAnimationGroup { _ in animator().setFrame(frame, display: true) }\n        UIView.animate(withDuration: 0.3) {}\n    }\n}\n"
        let facts = CodeFacts.of(RuleContext(tree: SyntaxTree(file: SourceFile(path: "Panel.swift", text: code))), elements: [])
        XCTAssertEqual([facts.uiKitAnimations, facts.appKitAnimations, facts.coreAnimations], [1, 2, 0], "UIView.animate; runAnimationGroup, animator()")
    }

    func testTheColoursAViewSetsAreSortedByWhatTheCodeSaysOfThem() throws {
        let code = """
        import SwiftUI
        import Charts

        struct StatusCard: View {
            let accent: Color
            @State private var isOn = false
            @Environment(\\.colorScheme) private var colorScheme

            var body: some View {
                VStack {
                    Text("Status").foregroundStyle(.secondary)
                    Text("Code")
                        .foregroundColor(Color(red: 0.2, green: 0.2, blue: 0.2))
                        .background(Color.white)
                    Text("Scheme").foregroundColor(colorScheme == .dark ? .white : .black)
                    Text("Online").foregroundColor(isOn ? .green : .gray)
                    Text("Brand").foregroundColor(Color(hex: "#FF0000"))
                    Text("Accent").tint(accent)
                    Text("Banner").background(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                    Text("Hover").background(.white.opacity(0.001))
                    ZStack {
                        Image("hero")
                        Text("Title")
                    }
                    Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                }
                .preferredColorScheme(.dark)
            }
        }
        """
        let colors = RuleContext(tree: SyntaxTree(file: SourceFile(path: "StatusCard.swift", text: code))).viewColors
        let uses = Dictionary(colors.uses.map { ($0.spelling, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(uses[".secondary"]?.darkMode, .adapts)
        XCTAssertEqual(uses[".secondary"]?.isSystem, true, "a label colour as text keeps its contrast on the system's backgrounds")
        XCTAssertEqual(uses["Color(red: 0.2, green: 0.2, blue: 0.2)"]?.darkMode, .fixed)
        XCTAssertEqual(uses["Color(red: 0.2, green: 0.2, blue: 0.2)"]?.isMeasured, true, "a known colour on a known background: color-contrast measures the pair")
        XCTAssertEqual(uses["Color.white"]?.isMeasured, true, "the background all of whose text is measured")
        XCTAssertEqual(uses["colorScheme == .dark ? .white : .black"]?.darkMode, .adapts, "chosen for each appearance")
        XCTAssertEqual(uses["colorScheme == .dark ? .white : .black"]?.isChosenAtRunTime, false)
        XCTAssertEqual(uses["isOn ? .green : .gray"]?.darkMode, .adapts)
        XCTAssertEqual(uses["isOn ? .green : .gray"]?.isChosenAtRunTime, true, "state shown by colour, which a person must check for another cue")
        XCTAssertEqual(uses["isOn ? .green : .gray"]?.isSystem, false, "green text is 2.2:1 on white: the hues are not text colours")
        XCTAssertEqual(uses[##"Color(hex: "#FF0000")"##]?.unknownBecause, "a hex initialiser a11yfix cannot read")
        XCTAssertEqual(uses["accent"]?.unknownBecause, "passed in by callers")
        XCTAssertEqual(colors.uses.first { $0.spelling.hasPrefix("LinearGradient(") }?.unknownBecause, "a gradient")
        XCTAssertNil(uses[".white.opacity(0.001)"], "a trace of colour that only keeps a view hit-testable draws nothing")
        XCTAssertEqual(colors.caveats.map(\.kind), [.textOverImage, .colourEncodedView])
        XCTAssertEqual(colors.caveats.map(\.line), [21, 25])
        XCTAssertEqual(colors.fixedAppearances.map(\.appearance), [.dark])
    }

    func testAColourPlacedOrClippedKeepsItsColour() {
        let code = """
        struct CardDetail: View {
            var body: some View {
                ScrollView { Text("Card") }
                    .background(Color(uiColor: .systemBackground).ignoresSafeArea())
                    .overlay(Color.black.opacity(0.3).allowsHitTesting(false))
            }
        }
        """
        let uses = RuleContext(tree: SyntaxTree(file: SourceFile(path: "CardDetail.swift", text: code))).viewColors.uses
        XCTAssertEqual(uses.map(\.darkMode), [.adapts, .fixed], "\(uses.map(\.spelling))")
        XCTAssertEqual(uses.map(\.isChosenAtRunTime), [false, false], "a system background that fills the safe area is no colour chosen at run time")
        XCTAssertEqual(uses.first?.isSystem, true)

        let named = RuleContext(tree: SyntaxTree(file: SourceFile(path: "SignIn.swift", text: """
        struct SignIn: View {
            @Binding var server: String
            private var fieldTextColor: Color { .white }
            private var fieldLabelColor: Color {
                return .secondary
            }
            private var loops: Color { loopsBack }
            private var loopsBack: Color { loops }

            var body: some View {
                VStack {
                    Text("Server").foregroundStyle(fieldLabelColor)
                    TextField("Server", text: $server).foregroundStyle(fieldTextColor)
                    Text("Loop").foregroundStyle(loops)
                }
            }
        }
        """))).viewColors.uses
        XCTAssertEqual(named.map(\.darkMode), [.adapts, .fixed, .unknown], "what the View's own colour properties return: \(named.map(\.spelling))")
        XCTAssertEqual(named.map(\.isChosenAtRunTime), [false, false, true])
        XCTAssertEqual(named.map(\.spelling), ["fieldLabelColor", "fieldTextColor", "loops"], "each named as the code writes it where it is drawn")
    }

    func testTheColourCategoriesAreDecidedFromEachScreensColours() throws {
        let app = try ReportSnapshot.fixtureCopy(named: "PaletteApp")
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: app.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        let text = run.standardOutput
        let rows = Self.table(text)
        XCTAssertEqual(rows["Account"], "✅ ✅ ✅ ✅ ✅ ✅ — — —",
                       "label colours on the system's backgrounds, a card on the secondary background: every colour adapts and keeps its contrast, none is chosen from state (color-contrast runs: the fixture's config enables it)")
        XCTAssertEqual(rows["Tags"], "✅ — ✅ ❔ ❔ ❔ — — —", "each chip's colour comes from its data")
        XCTAssertTrue(text.contains("- Dark Interface: unverified: ❔ in Tags, for colours that do not follow Dark Mode or whose value the code does not say: `.white` (fixed) at Sources/PaletteApp/TagsView.swift:35; `tint` (passed in by callers) at Sources/PaletteApp/TagsView.swift:38. Check that screen on a device: every screen in Dark Mode"), text)
        XCTAssertTrue(text.contains("- Differentiate Without Color: unverified: ❔ in Tags, for colours chosen at run time, or views that may show meaning by colour: `tint` (passed in by callers) at Sources/PaletteApp/TagsView.swift:38."), text)
        XCTAssertTrue(text.contains("- Sufficient Contrast (unverified: 2 colours or views a11yfix cannot judge)\n"), text)
        XCTAssertTrue(text.contains("`.white` (not measured against what it is drawn on) at Sources/PaletteApp/TagsView.swift:35"), text)
    }

    func testAnAppThatIsAlwaysDarkSupportsADarkInterfaceAndAViewControllersColoursAreUnverified() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/NightApp.swift", """
        import SwiftUI

        @main
        struct NightApp: App {
            var body: some Scene {
                WindowGroup {
                    SkyView()
                        .preferredColorScheme(.dark)
                }
            }
        }

        struct SkyView: View {
            var body: some View {
                List {
                    Text("Orion").foregroundColor(.white)
                    NavigationLink("Camera") { CameraScreen() }
                }
            }
        }

        struct CameraScreen: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> CameraViewController { CameraViewController() }
            func updateUIViewController(_ controller: CameraViewController, context: Context) {}
        }

        final class CameraViewController: UIViewController {}

        """)
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: folder.url)
        let text = run.standardOutput
        let rows = Self.table(text)
        XCTAssertEqual(rows["Sky"].map { String($0.split(separator: " ")[3]) }, "✅", "a fixed colour in an app that is always dark: \(text)")
        XCTAssertEqual(rows["Camera"].map { String($0.split(separator: " ")[3]) }, "❔", text)
        XCTAssertTrue(text.contains("`CameraScreen` (the app's own `CameraViewController`) at Sources/NightApp.swift:23"), text)
        XCTAssertFalse(text.contains("- Dark Interface: every reviewed screen passes"), "the camera screen is unverified: \(text)")

        // A tint the App's scenes set, through a modifier of the app's own, is on every screen.
        try folder.write("Sources/NightApp.swift", """
        import SwiftUI

        @main
        struct NightApp: App {
            @State private var theme = Theme()
            var body: some Scene {
                WindowGroup {
                    SkyView()
                        .themed(theme)
                }
            }
        }

        struct Themed: ViewModifier {
            let theme: Theme
            func body(content: Content) -> some View {
                content.tint(theme.accent)
            }
        }

        extension View {
            func themed(_ theme: Theme) -> some View { modifier(Themed(theme: theme)) }
        }

        struct SkyView: View {
            var body: some View {
                List {
                    Toggle("Constellations", isOn: .constant(true))
                }
            }
        }

        """)
        let themed = try CommandRunner.a11yfix(["nutrition", "Sources"], in: folder.url).standardOutput
        XCTAssertEqual(Self.table(themed)["Sky"].map { String($0.split(separator: " ")[4]) }, "❔", themed)
        XCTAssertTrue(themed.contains("`theme.accent` (passed in by callers) at Sources/NightApp.swift:17"), themed)
    }

    func testDashForAScreenWithoutTheCategorysContent() {
        let toggles = Self.screen("Preferences", path: "Preferences.swift", range: 0..<100, content: [.text, .controls])
        let about = Self.screen("About", path: "About.swift", range: 0..<100, content: [.text])
        let assessment = NutritionLabelAssessment(screens: [toggles, about], findings: [], rules: Self.rules)
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.voiceControl] }, [.pass, .notApplicable], "About has no controls to speak to")
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.reducedMotion] }, [.notApplicable, .notApplicable], "nothing moves on either")
        XCTAssertEqual(assessment.rows.map { $0.verdicts[.largerText] }, [.pass, .pass])
        XCTAssertEqual(assessment.decision(for: .voiceControl), .couldClaim, "every common task ✅ or —")
        XCTAssertEqual(assessment.decision(for: .reducedMotion), .notApplicable, "every row —: the app has nothing to reduce")
        let text = NutritionLabelReport(assessment: assessment, rules: Array(Self.rules.values), paths: ["Sources"], fileCount: 2).markdown()
        XCTAssertTrue(text.contains("- Reduced Motion (not applicable)\n"), text)
        XCTAssertTrue(text.contains("- Reduced Motion: not applicable: a11yfix found no animation in the reviewed screens"), text)
        XCTAssertTrue(text.contains("| Preferences | ✅ | ✅ | ✅ | ❔ | ❔ | ❔ | — | — | — |\n| About | ✅ | — | ✅ |"), text)
    }

    func testASearchFieldAndTheSystemsStoreViewAreControls() {
        let code = """
        import SwiftUI
        import StoreKit

        struct BirdsList: View {
            @State private var query = ""
            var body: some View { List { Text("Robin") }.searchable(text: $query) }
        }

        struct PassShop: View {
            var body: some View { SubscriptionStoreView(groupID: "pass") }
        }
        """
        let types = DeclaredType.all(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "Shop.swift", text: code))))
        for name in ["BirdsList", "PassShop"] {
            XCTAssertTrue(types.first { $0.name == name }?.content.contains(.controls) ?? false, "\(name): a search field and StoreKit's store have controls")
        }
    }

    func testLargerTextIsUnverifiedWhereNoPlatformHasDynamicType() {
        let macOnly = [Self.screen("Library", path: "Library.swift", range: 0..<100, hasDynamicType: false)]
        let mac = NutritionLabelAssessment(screens: macOnly, findings: [], rules: Self.rules, appHasDynamicType: false)
        XCTAssertEqual(mac.rows[0].verdicts[.largerText], .unverified, "macOS text does not follow Dynamic Type: nothing in code vouches for it")
        XCTAssertEqual(mac.decision(for: .largerText), .unverified)
        let text = NutritionLabelReport(assessment: mac, rules: Array(Self.rules.values), paths: ["."], fileCount: 1).markdown()
        XCTAssertTrue(text.contains("- Larger Text (unverified: no Dynamic Type on the app's platforms)\n"), text)
        XCTAssertTrue(text.contains("- Larger Text: unverified: the reviewed code builds only for macOS (or tvOS)"), text)

        // An iOS app with a Mac-only Settings scene: the Mac screen has no Dynamic Type to check.
        let mixed = NutritionLabelAssessment(screens: [Self.screen("Feed", path: "Feed.swift", range: 0..<100), macOnly[0]], findings: [], rules: Self.rules)
        XCTAssertEqual(mixed.rows.map { $0.verdicts[.largerText] }, [.pass, .notApplicable])
        XCTAssertEqual(mixed.decision(for: .largerText), .couldClaim)
    }

    func testSpacingThatDoesNotScaleDoesNotBlockLargerTextAnIconFrameDoes() throws {
        let code = """
        import SwiftUI

        struct ArticleView: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 12) {
                        Text("Title").font(.title)
                        Text("Subtitle").font(.body)
                        Text("Body").font(.body)
                    }
                    HStack {
                        Image(systemName: "star").resizable().frame(width: 20, height: 20)
                        Text("Favourite")
                    }
                }
            }
        }

        """
        let file = SourceFile(path: "ArticleView.swift", text: code)
        let findings = ScaledMetricRule().findings(in: RuleContext(tree: SyntaxTree(file: file), options: RuleOptions(platforms: ["iOS"])))
        XCTAssertEqual(findings.count, 2, findings.map(\.message).joined(separator: "\n"))
        let spacing = try XCTUnwrap(findings.first { $0.message.contains("spacing") })
        let frame = try XCTUnwrap(findings.first { $0.message.contains("frame") })
        XCTAssertFalse(spacing.blocksNutritionLabels)
        XCTAssertTrue(frame.blocksNutritionLabels)
        let screen = Self.screen("Article", path: "ArticleView.swift", range: 0..<code.utf8.count)
        func reported(_ finding: Finding) -> (path: String, finding: ReportedFinding) {
            ("ArticleView.swift", ReportedFinding(finding: finding, location: SourceLocation(line: 1, column: 1), status: .notAttempted, lineText: ""))
        }
        let onlySpacing = NutritionLabelAssessment(screens: [screen], findings: [reported(spacing)], rules: Self.rules)
        XCTAssertEqual(onlySpacing.rows[0].verdicts[.largerText], .pass, "cramped lines at large sizes are still readable")
        let both = NutritionLabelAssessment(screens: [screen], findings: [reported(spacing), reported(frame)], rules: Self.rules)
        XCTAssertEqual(both.rows[0].verdicts[.largerText], .fail, "an icon that stays small beside growing text may block it")
        XCTAssertEqual(both.blockingFindings(for: .largerText).count, 1)
    }

    func testScreensTheMapCouldNotReachMakeEveryCategoryUnverified() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100)]
        let unreached = [ScreenMap.Unreached(typeName: "ReportView", path: "Report.swift", line: 4)]
        let assessment = NutritionLabelAssessment(screens: screens, findings: [], rules: Self.rules, unreached: unreached)
        XCTAssertEqual(assessment.rows[0].verdicts[.voiceOver], .pass)
        XCTAssertEqual(assessment.decision(for: .voiceOver), .unverified, "a screen nobody checked may block it")
        let text = NutritionLabelReport(assessment: assessment, rules: Array(Self.rules.values), paths: ["."], fileCount: 2).markdown()
        XCTAssertTrue(text.contains("a11yfix could not tell how the app reaches 1 more view that looks like a screen (ReportView at Report.swift:4)"), text)
        XCTAssertTrue(text.contains("- VoiceOver (unverified: 1 screen not reached)\n"), text)
        XCTAssertTrue(text.contains("- VoiceOver: unverified: every screen a11yfix reached passes, but it could not reach ReportView at Report.swift:4."), text)
    }

    func testARootThatSwitchesScreensOverABackdropOfItsOwnIsNoRowItsTabsAre() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/GalleryApp.swift", """
        import SwiftUI

        @main
        struct GalleryApp: App {
            var body: some Scene {
                WindowGroup { RootScreen() }
            }
        }

        struct RootScreen: View {
            @State private var isSignedIn = false

            var body: some View {
                ZStack {
                    LinearGradient(colors: [.black, .blue], startPoint: .top, endPoint: .bottom)
                        .ignoresSafeArea()
                    if isSignedIn {
                        MainTabScreen()
                    } else {
                        SignInScreen()
                    }
                }
            }
        }

        struct MainTabScreen: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { HomeScreen() }
                    Tab("Search", systemImage: "magnifyingglass") { SearchScreen() }
                }
            }
        }

        struct SignInScreen: View {
            var body: some View { Form { Button("Sign In") {} } }
        }

        struct HomeScreen: View {
            var body: some View { List { Text("Photos") } }
        }

        struct SearchScreen: View {
            var body: some View { List { Text("Results") } }
        }
        """)
        let run = try CommandRunner.a11yfix(["nutrition", "."], in: folder.url)
        XCTAssertEqual(Self.rowNames(run.standardOutput), ["Sign In", "Home", "Search"],
                       "the root switches between sign-in and the tabs over a gradient: each tab is a row, not one \"Main Window\": \(run.standardOutput)")
    }

    func testAScreenOnlyTheMacBuildsDrawsSharedTextWithoutDynamicType() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Notes\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.executableTarget(name: \"Notes\")])\n")
        try folder.write("Sources/Notes/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { NotesView() }
                #if os(macOS)
                Settings { MacPreferencesView() }
                #endif
            }
        }

        struct NotesView: View {
            @State private var showsPreferences = false
            var body: some View {
                List { Text("Notes") }
                    .toolbar { Button("Preferences") { showsPreferences = true } }
                    .sheet(isPresented: $showsPreferences) { PreferencesForm() }
            }
        }

        struct PreferencesForm: View {
            var body: some View {
                Form { Text("Font size").font(.system(size: 13)) }
            }
        }

        #if os(macOS)
        struct MacPreferencesView: View {
            var body: some View {
                VStack { PreferencesForm() }.padding()
            }
        }
        #endif
        """)
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: folder.url)
        let rows = Self.table(run.standardOutput)
        XCTAssertEqual(rows["Preferences Form"]?.split(separator: " ")[2], "❌", "on iOS the sheet's fixed 13 pt text keeps Larger Text: \(run.standardOutput)")
        XCTAssertEqual(rows["Mac Preferences"]?.split(separator: " ")[2], "—", "the Mac's Settings pane draws the same form in Mac text, which has no Dynamic Type: \(run.standardOutput)")
    }

    func testEachDeviceFamilyClaimsWhatItsOwnScreensAllow() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Notes\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.executableTarget(name: \"Notes\")])\n")
        try folder.write("Sources/Notes/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { NotesView() }
                #if os(macOS)
                Settings { MacPreferencesView() }
                #endif
            }
        }

        struct NotesView: View {
            var body: some View {
                List { Text("Notes") }
            }
        }

        #if os(macOS)
        struct MacPreferencesView: View {
            @State private var isSynced = false
            var body: some View {
                Form {
                    Image(systemName: "icloud")
                        .onTapGesture { isSynced.toggle() }
                }
                .padding()
            }
        }
        #endif
        """)
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: folder.url)
        let output = run.standardOutput
        XCTAssertTrue(output.contains("- You should not claim: VoiceOver"), "the Mac's pane keeps the app as a whole from VoiceOver: \(output)")
        let iPhone = output.split(separator: "\n").first { $0.hasPrefix("- On iPhone and iPad") }.map(String.init) ?? ""
        let mac = output.split(separator: "\n").first { $0.hasPrefix("- On Mac") }.map(String.init) ?? ""
        XCTAssertTrue(iPhone.contains("you could claim: VoiceOver"), "no iPhone screen has the Mac-only finding: \(output)")
        XCTAssertTrue(mac.contains("VoiceOver (blocked by 1 finding)"), "the Mac's Settings pane has it: \(output)")
        XCTAssertTrue(mac.contains("Larger Text (unverified"), "an AppKit app's text has no Dynamic Type to claim: \(output)")
    }

    func testEachPlatformsViewOfOneNameIsPartOfTheScreenSharedCodeOpens() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Notes\", platforms: [.iOS(.v17), .macOS(.v14)], targets: [.executableTarget(name: \"Notes\", path: \".\")])\n")
        try folder.write("Shared/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { NoteList() }
            }
        }

        struct NoteList: View {
            let notes: [Note]
            var body: some View {
                NavigationStack {
                    List(notes) { note in
                        NavigationLink(note.title, destination: NoteEditorView(note: note))
                    }
                }
            }
        }
        """)
        for platform in ["iOS", "macOS"] {
            try folder.write("\(platform)/NoteEditorView.swift", """
            #if os(\(platform))
            import SwiftUI

            struct NoteEditorView: View {
                let note: Note
                var body: some View {
                    EditingArea(note: note)
                }
            }

            struct EditingArea: View {
                let note: Note
                var body: some View {
                    VStack {
                        Text(note.title)
                        Button(action: note.share) {
                            Image(systemName: "square.and.arrow.up")
                        }
                    }
                }
            }
            #endif
            """)
        }
        let run = try CommandRunner.a11yfix(["nutrition", "."], in: folder.url)
        let rows = Self.table(run.standardOutput)
        XCTAssertEqual(rows.count, 2, "the list and the editor it opens: \(run.standardOutput)")
        XCTAssertEqual(rows.first { $0.key != "Note List" }?.value.split(separator: " ").first, "❌", "both platforms' editors are the screen, with their unlabelled share buttons: \(run.standardOutput)")
        XCTAssertNil(rows["Other code"], "no part of either editor is left outside the screen: \(run.standardOutput)")
    }

    func testASeeThroughSurfaceLeavesContrastUnverifiedNotBlocked() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Photos\", platforms: [.iOS(.v17)], targets: [.executableTarget(name: \"Photos\")])\n")
        try folder.write("Sources/Photos/PhotosApp.swift", """
        import SwiftUI

        @main
        struct PhotosApp: App {
            var body: some Scene {
                WindowGroup { PhotoView(photo: Photo.sample) }
            }
        }

        struct PhotoView: View {
            let photo: Photo
            var body: some View {
                ZStack(alignment: .bottom) {
                    AsyncImage(url: photo.url)
                        .accessibilityIgnoresInvertColors()
                    Text(photo.caption)
                        .foregroundStyle(.white)
                        .padding()
                        .background(Color.black.opacity(0.6))
                }
            }
        }
        """)
        let run = try CommandRunner.a11yfix(["nutrition", "--rules", "reduce-transparency,color-contrast", "Sources"], in: folder.url)
        let contrast = Self.table(run.standardOutput)["Photo"]?.split(separator: " ")[5]
        XCTAssertEqual(contrast, "❔", "what shows through the caption's backing decides its contrast, which the code does not say: \(run.standardOutput)")
        XCTAssertFalse(run.standardOutput.contains("Sufficient Contrast (blocked"), "a see-through surface is no measured contrast failure: \(run.standardOutput)")
    }

    func testEachTargetsViewOfOneNameIsItsOwnScreen() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("App/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }
        """)
        try folder.write("App/ContentView.swift", """
        import SwiftUI

        struct ContentView: View {
            @State private var notes: [String] = []

            var body: some View {
                List {
                    ForEach(notes, id: \\.self) { note in Text(note) }
                }
                .toolbar {
                    Button { notes.removeAll() } label: { Image(systemName: "trash") }
                }
            }
        }
        """)
        try folder.write("ShareExtension/ShareViewController.swift", """
        import SwiftUI
        import UIKit

        final class ShareViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let host = UIHostingController(rootView: ContentView())
                addChild(host)
                view.addSubview(host.view)
            }
        }
        """)
        try folder.write("ShareExtension/ContentView.swift", """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Form {
                    Text("Saved to Notes")
                    Button("Done") {}
                }
            }
        }
        """)
        let run = try CommandRunner.a11yfix(["nutrition", "."], in: folder.url)
        let rows = Self.table(run.standardOutput)
        XCTAssertEqual(rows["Main Window"]?.prefix(3), "❌ ❌", "the app's ContentView has an icon-only button: \(run.standardOutput)")
        XCTAssertEqual(rows["Share"]?.prefix(3), "✅ ✅",
                       "the share extension hosts its own ContentView, written beside it, not the app's: \(run.standardOutput)")
    }

    func testAScreenThatIsAnotherModulesViewIsUnverified() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Kit\", platforms: [.iOS(.v17)], targets: [.target(name: \"Kit\")])\n")
        try folder.write("Sources/Kit/App.swift", """
        import SwiftUI
        import WishKit

        @main
        struct KitApp: App {
            var body: some Scene {
                WindowGroup { HomeView() }
            }
        }

        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Feature requests") { WishlistView() }
                    }
                }
            }
        }

        struct WishlistView: View {
            var body: some View { WishKit.FeedbackListView() }
        }

        """)
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: folder.url)
        XCTAssertEqual(Self.rowNames(run.standardOutput), ["Home", "Wishlist"], run.standardOutput)
        XCTAssertEqual(Self.table(run.standardOutput)["Wishlist"], "❔ ❔ ❔ ❔ ❔ ❔ ❔ ❔ ❔", "nothing of it is in the reviewed code")
        XCTAssertTrue(run.standardOutput.contains("The app shows 1 view whose code is outside the reviewed files (FeedbackListView): a11yfix could not check it."), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("**You could claim:**\n- (none yet"), run.standardOutput)
    }

    func testFindingsOutsideEveryScreenGetTheirOwnRow() {
        let screens = [Self.screen("Feed", path: "Feed.swift", range: 0..<100)]
        let clean = NutritionLabelAssessment(screens: screens, findings: [], rules: Self.rules)
        XCTAssertEqual(clean.rows.map(\.name), ["Feed"])
        let outside = NutritionLabelAssessment(screens: screens, findings: [("Theme.swift", Self.finding("dynamic-type-font", at: 3))], rules: Self.rules)
        XCTAssertEqual(outside.rows.map(\.name), ["Feed", "Other code"])
        XCTAssertEqual(outside.rows[1].verdicts[.largerText], .fail)
        XCTAssertEqual(outside.decision(for: .largerText), .blocked)
    }

    func testScreensAreRootsPushedPresentedTabsLaunchChoicesAndControllersWithTheirSubviews() {
        let code = """
        import SwiftUI
        import UIKit

        struct RootView: View {
            @State private var signedIn = false
            var body: some View {
                Group {
                    if signedIn { MainTabView() } else { LoginScreen() }
                }
            }
        }

        struct MainTabView: View {
            var body: some View {
                TabView {
                    NavigationStack { InboxView() }
                        .tabItem { Label("Inbox", systemImage: "tray") }
                    ProfileView()
                        .tabItem { Image(systemName: "person") }
                }
            }
        }

        struct InboxView: View {
            @State private var composing = false
            var body: some View {
                VStack {
                    MessageRow()
                    NavigationLink("Archive") { ArchiveView() }
                }
                .sheet(isPresented: $composing) { NavigationStack { ComposeView() } }
            }
        }

        struct MessageRow: View {
            var body: some View { Text("Hi").font(.system(size: 12)) }
        }

        struct ProfileView: View {
            var body: some View { Form { Text("Me") } }
        }

        struct ArchiveView: View {
            var body: some View { Text("Old") }
        }

        struct ComposeView: View {
            var body: some View { TextEditor(text: .constant("")) }
        }

        struct LoginScreen: View {
            var body: some View { VStack { Text("Sign in") } }
        }

        struct OrphanView: View {
            var body: some View { Text("Never opened") }
        }

        final class ReceiptViewController: UIViewController {}

        struct ArchiveView_Previews: PreviewProvider {
            static var previews: some View { ArchiveView() }
        }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "App.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(map.screens.map(\.name), ["Receipt", "Login", "Inbox", "Profile", "Compose", "Archive"],
                       "RootView only switches screens and MainTabView only holds tabs; OrphanView is opened by nothing; previews are not screens")
        let byName = Dictionary(uniqueKeysWithValues: map.screens.map { ($0.name, $0) })
        XCTAssertEqual(byName["Inbox"]?.reachedFrom.map(\.destination), [Destination(typeName: "InboxView", presentation: .tab, trigger: "Inbox", tabIndex: 0)])
        XCTAssertEqual(byName["Profile"]?.reachedFrom.map(\.destination), [Destination(typeName: "ProfileView", presentation: .tab, trigger: nil, tabIndex: 1)])
        XCTAssertEqual(byName["Archive"]?.reachedFrom.map(\.destination), [Destination(typeName: "ArchiveView", presentation: .push, trigger: "Archive")])
        XCTAssertEqual(byName["Compose"]?.reachedFrom.map(\.destination.presentation), [.sheet])
        XCTAssertEqual(byName["Login"]?.reachedFrom.map(\.destination.presentation), [.root])
        XCTAssertEqual(byName["Receipt"]?.reachedFrom.count, 0, "a view controller nothing creates is where the app starts")
        let fontOffset = code.range(of: ".system(size: 12)").map { code.utf8.distance(from: code.utf8.startIndex, to: $0.lowerBound) }!
        XCTAssertEqual(map.screens(containing: "App.swift", offset: fontOffset).map(\.name), ["Inbox"], "a subview belongs to the screen built from it")
        XCTAssertEqual(ScreenMap.displayName(ofType: "ProductDetailView"), "Product Detail")
        XCTAssertEqual(ScreenMap.displayName(ofType: "LoginViewController"), "Login")
        XCTAssertEqual(ScreenMap.displayName(ofType: "SettingsScreen"), "Settings")
    }

    func testASheetAViewBuildsItselfIsAScreenAndItsCodeCountsOnlyThere() {
        let code = """
        import SwiftUI

        struct FeedView: View {
            var body: some View {
                NavigationStack { List { Text("Posts") } }
                    .toolbar { AccountSwitcher() }
            }
        }

        struct NotificationsView: View {
            var body: some View {
                NavigationStack { List { Text("Mentions") } }
                    .toolbar { AccountSwitcher() }
            }
        }

        struct AccountSwitcher: View {
            @State private var isPresented = false
            var body: some View {
                Button { isPresented.toggle() } label: { avatar }
                    .sheet(isPresented: $isPresented) { accountsView }
            }

            private var avatar: some View { Image("avatar").resizable().frame(width: 28, height: 28) }

            private var accountsView: some View {
                List {
                    avatar
                    Button { } label: { Image(systemName: "gear") }
                }
            }
        }

        struct HomeTabs: View {
            var body: some View {
                TabView {
                    FeedView().tabItem { Label("Home", systemImage: "house") }
                    NotificationsView().tabItem { Label("Alerts", systemImage: "bell") }
                }
            }
        }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "App.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(map.screens.map(\.name), ["Feed", "Notifications", "Account Switcher: Accounts"],
                       "the sheet the switcher builds from its own views is a screen; the switcher itself is part of the screens that show it")
        func offset(of text: String) -> Int {
            code.utf8.distance(from: code.utf8.startIndex, to: code.range(of: text)!.lowerBound)
        }
        XCTAssertEqual(map.screens(containing: "App.swift", offset: offset(of: "Image(systemName: \"gear\")")).map(\.name), ["Account Switcher: Accounts"],
                       "what only the sheet shows counts on the sheet, not on every screen with the switcher")
        XCTAssertEqual(Set(map.screens(containing: "App.swift", offset: offset(of: "Image(\"avatar\")")).map(\.name)),
                       ["Feed", "Notifications", "Account Switcher: Accounts"], "the avatar is shown by the switcher and by its sheet")
        XCTAssertEqual(map.screens.last?.reachedFrom.map(\.destination.presentation), [.sheet, .sheet])
    }

    func testTypeNamesThatStartWithAnEmojiAreViewsTheMapFollowsAcrossFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/ContentView.swift", """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    List { Text("Body mass") }
                        .toolbar { 🛠MenuButton() }
                }
            }
        }

        """)
        try folder.write("App/🗄️Rest/🛠MenuButton.swift", """
        import SwiftUI

        struct 🛠MenuButton: View {
            @State private var showsMenu = false
            var body: some View {
                Button("Menu") { showsMenu = true }
                    .sheet(isPresented: $showsMenu) { NavigationStack { ℹ️AboutAppMenu() } }
            }
        }

        """)
        try folder.write("App/🗄️Rest/ℹ️AboutApp.swift", """
        import SwiftUI

        struct ℹ️AboutAppMenu: View {
            var body: some View { List { Text("Version 2.1") } }
        }

        """)
        let run = try CommandRunner.a11yfix(["nutrition", "App"], in: folder.url)
        XCTAssertTrue(run.standardOutput.contains("**Scope reviewed:** 2 screens in 3 Swift files under `App` (Content, About App Menu), by static analysis"), """
        ℹ️ and 🛠 start type names (ℹ is a lowercase letter to Unicode): the sheet in another file is reached, and its row is named without the emoji: \(run.standardOutput)
        """)
    }

    func testPagesOfAPagerDebugTabsAndARootsAlternativeBesideItsTabBar() {
        let code = """
        import SwiftUI

        struct ContentView: View {
            @AppStorage("isFirstLaunch") private var isFirstLaunch = true
            var body: some View {
                ZStack {
                    Group {
                        if isFirstLaunch {
                            OnboardingView(isFirstLaunch: $isFirstLaunch)
                        } else {
                            TabView {
                                NavigationStack { ForecastView() }
                                    .tabItem { Label("Forecast", systemImage: "calendar") }
                                NavigationStack { ListsView() }
                                    .tabItem { Label("Lists", systemImage: "list.bullet") }
                                #if DEBUG
                                NavigationStack { AnimationDebugView() }
                                    .tabItem { Label("Debug", systemImage: "ladybug") }
                                #endif
                            }
                        }
                    }
                    .animation(.easeInOut, value: isFirstLaunch)
                }
            }
        }

        struct OnboardingView: View {
            @Binding var isFirstLaunch: Bool
            var body: some View { Button("Get started") { isFirstLaunch = false } }
        }

        struct ForecastView: View {
            var body: some View { List { Text("Today") } }
        }

        struct ListsView: View {
            @State private var showsTour = false
            @State private var picksPhoto = false
            @State private var photo: UIImage?
            var body: some View {
                List { Text("Groceries") }
                    .fullScreenCover(isPresented: $showsTour, content: { ListsTourView(isShown: $showsTour) })
                    .sheet(isPresented: $picksPhoto) { ImagePicker(image: $photo) }
            }
        }

        struct ImagePicker: UIViewControllerRepresentable {
            @Binding var image: UIImage?
            func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
            func updateUIViewController(_ controller: UIImagePickerController, context: Context) {}
        }

        struct ListsTourView: View {
            @Binding var isShown: Bool
            var body: some View {
                TabView {
                    TourPage(title: "Make a list", image: "list.bullet")
                    TourPage(title: "Share it", image: "person.2")
                }
                .tabViewStyle(PageTabViewStyle())
            }
        }

        struct TourPage: View {
            let title: String
            let image: String
            var body: some View { VStack { Image(systemName: image); Text(title) } }
        }

        struct AnimationDebugView: View {
            var body: some View { Text("Lottie") }
        }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "App.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(Set(map.screens.map(\.name)), ["Onboarding", "Forecast", "Lists", "Lists Tour"], """
        the root's other alternative beside its tab bar is a screen (also through a ZStack and a Group of one layer); a tab only \
        debug builds show is none; the pages of a pager are parts of the cover that shows them; the system's image picker is Apple's screen
        """)
    }

    func testViewsThatAppKitCodeHostsAndARouteRegistryOpensAreScreensWidgetsAndToolbarPartsAreNot() {
        let code = """
        import SwiftUI
        import AppKit
        import WidgetKit

        @main
        struct ClipApp: App {
            @NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
            var body: some Scene { MenuBarExtra("", isInserted: .constant(false)) { EmptyView() } }
        }

        final class AppDelegate: NSObject, NSApplicationDelegate {
            var panel: FloatingPanel<HistoryView>!
            func applicationDidFinishLaunching(_ notification: Notification) {
                panel = FloatingPanel(contentRect: .zero) { HistoryView() }
            }
        }

        final class AppState {
            func openSettings() {
                let controller = SettingsWindowController(panes: [
                    Settings.Pane(identifier: .general, title: "General") { GeneralSettingsPane() },
                    Settings.Pane(identifier: .storage, title: "Storage") { StorageSettingsPane() },
                ])
                controller.show()
            }

            func openPicker(from window: NSWindow) {
                let picker = PickerView()
                    .toolbar { ToolbarItem { CloseButton() } }
                window.contentViewController = NSHostingController(rootView: picker)
            }
        }

        extension NavigationRoute {
            static var sessions: NavigationRoute { NavigationRoute(id: "sessions") { SessionsView() } }
        }

        struct HistoryView: View {
            @Environment(Router.self) var router
            var body: some View {
                List { Text("Copied") }
                    .toolbar { Button("Sessions") { router.route(to: NavigationRoute.sessions) } }
            }
        }

        struct GeneralSettingsPane: View { var body: some View { Form { Toggle("Launch at login", isOn: .constant(true)) } } }
        struct StorageSettingsPane: View { var body: some View { Form { Text("Size") } } }
        struct PickerView: View { var body: some View { List { Text("Pick") } } }
        struct CloseButton: View { var body: some View { Button("Close") {} } }
        struct SessionsView: View { var body: some View { List { Text("Session") } } }

        struct ClipWidget: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "clip", provider: Provider()) { entry in ClipWidgetView(entry: entry) }
            }
        }
        struct ClipWidgetView: View { let entry: Entry; var body: some View { List { Text("Clip") } } }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "App.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(Set(map.screens.map(\.name)), ["History", "General Settings Pane", "Storage Settings Pane", "Picker", "Sessions"], """
        the app delegate's panel, the settings window's panes and a hosted picker are windows, the registry's route a screen \
        its Views open; the picker's close button is part of the picker and the widget is on the Home Screen
        """)
        let byName = Dictionary(uniqueKeysWithValues: map.screens.map { ($0.name, $0) })
        XCTAssertEqual(byName["History"]?.reachedFrom.map(\.destination.presentation), [.scene])
        XCTAssertEqual(byName["Sessions"]?.reachedFrom.map(\.destination.presentation), [.routed])
    }

    /// A view controller that hosts one SwiftUI pane per case of a `switch` opens each pane; a class
    /// the controllers inherit from, or one named as a base class, is no screen (s14 consultant).
    func testAHostingSwitchOpensItsPanesAndABaseClassIsNoScreen() {
        let code = """
        import AppKit
        import SwiftUI

        class BaseViewController: NSViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.wantsLayer = true }
        }

        class SettingsDetailViewController: BaseViewController {
            private var hosting: NSHostingController<AnyView>?

            func show(_ pane: Pane) {
                let content: AnyView
                switch pane {
                case .pointer:
                    content = AnyView(PointerSettings())
                case .scrolling:
                    content = AnyView(ScrollingSettings())
                }
                let hosting = NSHostingController(rootView: content)
                addChild(hosting)
                self.hosting = hosting
            }
        }

        struct PointerSettings: View { var body: some View { Form { Text("Pointer speed") } } }
        struct ScrollingSettings: View { var body: some View { Form { Text("Reverse scrolling") } } }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "Settings.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertFalse(map.screens.contains { $0.typeName == "BaseViewController" }, "\(map.screens.map(\.name))")
        let detail = map.screens.first { $0.typeName == "SettingsDetailViewController" }
        XCTAssertNotNil(detail, "\(map.screens.map(\.name))")
        XCTAssertEqual(Set(map.screens.map(\.typeName)).intersection(["PointerSettings", "ScrollingSettings"]), ["PointerSettings", "ScrollingSettings"],
                       "each hosted pane is a screen: \(map.screens.map(\.name))")
        XCTAssertTrue(ScreenMap.namesBaseClass("BaseNavigationController"))
        XCTAssertFalse(ScreenMap.namesBaseClass("BasecampView"))
    }

    func testARouterReachedThroughItsRoutingFunctionOpensItsScreens() {
        let code = """
        import SwiftUI

        @main
        struct ForumApp: App {
            var body: some Scene { WindowGroup { NavigationLayerView(layer: Layer(root: .feeds)) } }
        }

        enum NavigationPage: Hashable {
            case feeds, settings, profile
        }

        extension NavigationPage {
            @ViewBuilder func view() -> some View {
                switch self {
                case .feeds: FeedsView()
                case .settings: SettingsView()
                case .profile: ProfileView()
                }
            }
        }

        struct NavigationLayerView: View {
            let layer: Layer
            var body: some View {
                NavigationStack { layer.root.view() }
            }
        }

        struct Form<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { ScrollView { VStack { content() } } }
        }

        struct SettingsHeader: View {
            var body: some View { Text("Settings") }
        }

        struct FeedsView: View { var body: some View { ScrollView { Text("Feeds") } } }
        struct SettingsView: View {
            @State private var compact = false
            var body: some View {
                Form {
                    SettingsHeader()
                    Toggle("Compact", isOn: $compact)
                }
            }
        }
        struct ProfileView: View {
            let items: [InboxItem]
            var body: some View { List { Text("Me"); ForEach(items) { $0.view() } } }
        }

        enum InboxItem {
            case reply, mention
            @ViewBuilder func view() -> some View {
                switch self {
                case .reply: ReplyView()
                case .mention: MentionView()
                }
            }
        }
        struct ReplyView: View { var body: some View { Text("Reply") } }
        struct MentionView: View { var body: some View { Text("Mention") } }

        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "App.swift", text: code)))
        let map = ScreenMap(types: DeclaredType.all(in: context))
        XCTAssertEqual(Set(map.screens.map(\.name)).intersection(["Feeds", "Settings", "Profile", "Form", "Settings Header", "Reply", "Mention"]),
                       ["Feeds", "Settings", "Profile"], """
        `layer.root.view()` names no type, but `view()` is the routing function of NavigationPage: its cases are screens; \
        the app's own Form around a header and a toggle is the settings screen's content, not a screen it wraps; the views \
        an enum of inbox items switches between are its rows
        """)
    }

    func testASceneThatCallsAMethodOfTheAppDeclaredInAnotherFileOpensItsScreen() {
        let scenes = """
        import SwiftUI

        extension TunnelApp {
            var body: some Scene {
                WindowGroup {
                    contentView()
                        .onOpenURL { url in importer.send([url]) }
                        .environment(\\.isUITesting, false)
                }
            }
        }
        """
        let app = """
        import SwiftUI

        @main
        struct TunnelApp: App {
            @StateObject var theme = Theme()
        }

        extension TunnelApp {
            func contentView() -> some View {
                AppCoordinator(profileManager: ProfileManager())
            }
        }

        struct AppCoordinator: View {
            let profileManager: ProfileManager
            var body: some View { NavigationStack { List { Text("Profiles") } } }
        }
        """
        let types = [SourceFile(path: "App+iOS.swift", text: scenes), SourceFile(path: "TunnelApp.swift", text: app)].flatMap { file in
            DeclaredType.all(in: RuleContext(tree: SyntaxTree(file: file)))
        }
        let map = ScreenMap(types: types)
        XCTAssertEqual(map.screens.map(\.typeName), ["AppCoordinator"],
                       "the window's content is `contentView()`, a method the App's other file declares: it shows AppCoordinator")
    }

    func testRecommendationFollowsTheSeedsFormatAndWordsItAsARecommendation() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            @State private var isOn = false
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Text("Version 2").font(.system(size: 11))
                }
            }
        }

        """)
        let run = try CommandRunner.a11yfix(["nutrition", "--app-version", "2.4 (311)", "Sources"], in: folder.url)
        XCTAssertEqual(run.status, 1, "Larger Text is blocked: \(run.standardError)")
        let text = run.standardOutput
        XCTAssertTrue(text.hasPrefix("**Accessibility Nutrition Label recommendation**\n\n**App version evaluated:** 2.4 (311)\n\n**Scope reviewed:** 1 screen in 1 Swift file under `Sources` (Settings), by static analysis with a11yfix "), text)
        XCTAssertTrue(text.contains("This is a recommendation for the reviewed scope, not a verdict on the app"), text)
        XCTAssertTrue(text.contains("**You could claim:**\n- VoiceOver\n- Voice Control\n- Dark Interface\n- Differentiate Without Color\n\n**Why you could claim them:**\n- VoiceOver: every reviewed screen passes (all 1): no finding from "), text)
        XCTAssertTrue(text.contains("- Dark Interface: every reviewed screen passes (all 1): no finding from `semantic-color`; and every colour the screens set adapts to Dark Mode"),
                      "a screen that sets no colour is drawn in the system's, which adapt: \(text)")
        XCTAssertTrue(text.contains("**You should not claim:**\n- Larger Text (blocked by 1 finding: Sources/SettingsView.swift:8)\n- Sufficient Contrast (unverified: `color-contrast` did not run)\n"), text)
        XCTAssertTrue(text.contains("- Sufficient Contrast: unverified: `color-contrast`, which a11yfix needs to judge it, did not run (opt-in: `--rules color-contrast` or the config turns it on)."), text)
        XCTAssertTrue(text.contains("- Reduced Motion (not applicable)\n"), "nothing moves on the only screen: \(text)")
        XCTAssertTrue(text.contains("- Captions (not applicable)\n- Audio Descriptions (not applicable)\n\n**Why you should not claim them:**\n- Larger Text: ❌ in Settings: Fonts that scale with Dynamic Type (`dynamic-type-font`, 1); `a11yfix --apply --unsafe` fixes them (review the layout), then run `a11yfix nutrition` again.\n"), text)
        XCTAssertTrue(text.contains("- Captions: not applicable: a11yfix found no video or audio playback anywhere in the reviewed code"), text)
        XCTAssertTrue(text.contains("""
        **Common-task verification**

        | Common Task | VoiceOver | Voice Control | Larger Text | Dark Mode | No Color | Contrast | Motion | Captions | Audio Desc |
        |---|---|---|---|---|---|---|---|---|---|
        | Settings | ✅ | ✅ | ❌ | ✅ | ✅ | ❔ | — | — | — |
        """), text)
        XCTAssertTrue(text.hasSuffix("""
        **Recommendation summary**
        - You could claim: VoiceOver, Voice Control, Dark Interface, Differentiate Without Color
        - You should not claim: Larger Text, Sufficient Contrast, Reduced Motion, Captions, Audio Descriptions

        """), text)
        XCTAssertEqual(run.standardError, "a11yfix: 1 screen; could claim: VoiceOver, Voice Control, Dark Interface, Differentiate Without Color; blocked: Larger Text\n")

        try folder.write("Sources/SettingsView.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View { Form { Text(\"Version 2\").font(.footnote) } }\n}\n")
        let clean = try CommandRunner.a11yfix(["nutrition", "--output", "label.md", "Sources"], in: folder.url)
        XCTAssertEqual(clean.status, 0, "nothing blocks a label: \(clean.standardError)")
        XCTAssertEqual(clean.standardOutput, "")
        XCTAssertTrue(try folder.text("label.md").contains("**App version evaluated:** Current build"))
    }

    func testNutritionOfTheDemoAppBeforeAndAfterFixesMatchesTheSnapshots() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let before = try CommandRunner.a11yfix(["nutrition", "Sources"], in: demo.url)
        XCTAssertEqual(before.status, 1, before.standardError)
        try ReportSnapshot.assertMatches(before.standardOutput, named: "nutrition.md")
        let apply = try CommandRunner.a11yfix(["--apply", "--quiet", "Sources"], in: demo.url)
        XCTAssertEqual(apply.status, 1, apply.standardError)
        let after = try CommandRunner.a11yfix(["nutrition", "Sources"], in: demo.url)
        try ReportSnapshot.assertMatches(after.standardOutput, named: "nutrition-after-apply.md")
        // The demo package builds for macOS too, where text styles have other sizes: its font design
        // tokens (`Theme.Fonts`, a stored `Font`) can keep their sizes only as a View's
        // `@ScaledMetric`, so they need a person before Larger Text can be claimed; and the map's
        // pulsing pin loops forever, which a gate cannot give a still state, so Reduced Motion waits too.
        // Voice Control waits for a word, for a person: the sign-up button shows "Create an account"
        // but is labelled "Sign up" (`label-in-name` reports it), and the player's scrubber has no
        // name but its state's ("Elapsed"), which a person turns into the words the screen uses (the
        // map's search field's xmark, which only empties the query, is labelled "Clear"). The
        // chat message copied only by a long press is `gesture-alternative`'s, an opt-in rule a
        // default run does not ask. The Sign In button, dimmed until the form can be sent but never
        // disabled, waits for `--unsafe`: disabling it stops taps. The settings' "Advanced" header
        // opens and closes its section: it needs the button trait with an expanded or collapsed
        // value, which a person words.
        // The dimmed Sign In button slows people down (it answers a tap with nothing); it stops no task.
        XCTAssertTrue(after.standardOutput.contains("- Voice Control (blocked by 3 findings: Sources/DemoApp/LoginView.swift:122, Sources/DemoApp/PlayerView.swift:111, Sources/DemoApp/SettingsView.swift:88)"), after.standardOutput)
        XCTAssertTrue(after.standardOutput.contains("Voice Control: ❌ in Login, Player, Settings: Label starts with the visible text (`label-in-name`, 1); Form controls need a label (`form-control-label`, 1); Tappable views need the button trait (`tap-gesture-button-trait`, 1)"), after.standardOutput)
    }

    /// The rows of a report, by name: each row's cells in the seed's column order.
    static func table(_ report: String) -> [String: String] {
        var rows: [String: String] = [:]
        for line in report.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Common Task") {
            let cells = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            rows[cells[0]] = cells.dropFirst().joined(separator: " ")
        }
        return rows
    }

    static func rowNames(_ report: String) -> [String] {
        report.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Common Task") }.map { String($0.dropFirst(2).prefix { $0 != "|" }.dropLast()) }
    }

    func testRoutedAppRowsAreItsTabsRoutesAndSheetNotItsComponents() throws {
        let app = try ReportSnapshot.fixtureCopy(named: "RoutedApp")
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: app.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(Self.rowNames(run.standardOutput), ["Inbox", "Search", "Saved", "Compose", "Thread", "Contact", "Preferences"],
                       "tabs of a TabView of `Tab`s, the sheet of the View holding them, the screens of the `Route` switch; not MainTabs (it only holds tabs), Framed (a frame around the screen it is given), ThreadRow, AvatarView or RecentSearchesList (components), nor the preview's wrapper")
        let rows = Self.table(run.standardOutput)
        // None of its screens sets a colour: drawn in the system's, they adapt to Dark Mode and choose none from state;
        // Contrast waits for the opt-in color-contrast.
        XCTAssertEqual(rows["Inbox"], "❌ ❌ ❌ ✅ ✅ ❔ — — —", "its icon-only toolbar link, and its rows' fixed font")
        XCTAssertEqual(rows["Search"], "✅ ✅ ❌ ✅ ✅ ❔ — — —", "the same rows, shared: their fixed font counts on both screens; the avatar, all its View draws, is shown beside the sender's name by every caller")
        XCTAssertEqual(rows["Contact"], "✅ — ✅ ✅ ✅ ❔ — — —", "the avatar again, beside the name; no controls")
        XCTAssertEqual(rows["Thread"], "✅ ✅ ✅ ✅ ✅ ❔ ✅ — —", "withAnimation around a toggle that moves nothing: content to judge, no reduce-motion finding")
        XCTAssertEqual(rows["Preferences"], "✅ ✅ ✅ ✅ ✅ ❔ — — —", "three plain toggles: nothing blocks any category")
        XCTAssertEqual(rows["Compose"], "✅ ✅ ✅ ✅ ✅ ❔ — — —")
        XCTAssertEqual(rows["Saved"], "✅ ✅ ✅ ✅ ✅ ❔ — — —", "the Edit button of the frame around it is on this screen: it has controls")
        XCTAssertNil(rows["Other code"], "the model Session is mentioned by screens, and nothing of it counts")
        XCTAssertFalse(run.standardOutput.contains("could not tell how the app reaches"), run.standardOutput)
    }

    func testMacAppRowsAreItsWindowsSettingsPanesMenuBarExtraAndPopover() throws {
        let app = try ReportSnapshot.fixtureCopy(named: "MenuBarApp")
        let run = try CommandRunner.a11yfix(["nutrition", "Sources"], in: app.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertEqual(Self.rowNames(run.standardOutput),
                       ["Library", "Activity", "Menu Bar Extra: Tally", "About", "Quick Entry", "Counter Detail", "Filter Popover",
                        "General Settings", "Advanced Settings"],
                       "the App's WindowGroup, Window and inline MenuBarExtra, the Window of its own Scene type, the panel AppKit code hosts, the split view's detail column, the toolbar's popover and the Settings scene's tabs; SettingsView only holds the panes and DayRow is a component")
        let rows = Self.table(run.standardOutput)
        XCTAssertEqual(rows["Library"], "❌ ❌ ❔ ✅ ✅ ❔ — — —", "its icon-only toolbar button; a Mac's text does not follow Dynamic Type")
        XCTAssertEqual(rows["Counter Detail"], "✅ — ❔ ✅ ✅ ❔ — — —", "a fixed font size on macOS is no finding: the Mac has no Dynamic Type")
        XCTAssertEqual(rows["Advanced Settings"], "✅ ✅ ❔ ✅ ✅ ❔ — — —", "three plain toggles are never ❌")
        XCTAssertEqual(rows["General Settings"], "✅ ✅ ❔ ✅ ✅ ❔ — — —", "LaunchAtLogin.Toggle is another module's control, with nothing a11yfix can find")
        XCTAssertTrue(run.standardOutput.contains("- Larger Text (unverified: no Dynamic Type on the app's platforms)\n"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("- Larger Text: unverified: the reviewed code builds only for macOS"), run.standardOutput)
        XCTAssertFalse(run.standardOutput.contains("**You could claim:**\n- Larger Text"), run.standardOutput)
    }
}
