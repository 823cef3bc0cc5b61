@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix nutrition`: which screens are found, how findings map to the nine categories, the claim
/// logic (a single ❌ blocks a claim; — only when a category does not apply; what source cannot
/// show is unverified, never claimed), the seed's format, and the demo app before and after fixes.
final class NutritionLabelTests: XCTestCase {
    static let rules = Dictionary(uniqueKeysWithValues: RuleRegistry.all.filter { !$0.description.isOptIn }.map { ($0.description.id, $0.description) })

    static func screen(_ name: String, path: String, range: Range<Int>, video: Bool = false, audio: Bool = false) -> ScreenMap.Screen {
        ScreenMap.Screen(typeName: name + "View", name: name, path: path, line: 1, reachedFrom: [], scope: [path: [range]],
                         showsVideo: video, playsAudio: audio)
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
            XCTAssertFalse(assessment.rows.contains { $0.verdicts[label] == .notApplicable }, "\(label): a screen without findings is ✅ or ❔, never —")
        }
        XCTAssertEqual(assessment.decision(for: .captions), .unverified, "media tracks are not in the source: never claimed")

        // No media a11yfix can see does not prove the app plays none (a web view, a third-party player).
        let noMedia = NutritionLabelAssessment(screens: [screens[0]], findings: [], rules: Self.rules)
        XCTAssertEqual(noMedia.rows[0].verdicts[.captions], .unverified)
        XCTAssertEqual(noMedia.rows[0].verdicts[.audioDescriptions], .unverified)
        XCTAssertEqual(noMedia.decision(for: .captions), .unverified)

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
        withoutMotionRules["reduce-motion"] = nil
        let disabled = NutritionLabelAssessment(screens: screens, findings: [], rules: withoutMotionRules)
        XCTAssertEqual(disabled.rows[0].verdicts[.reducedMotion], .unverified, "no rule checked it")
        XCTAssertEqual(disabled.decision(for: .reducedMotion), .unverified)
        XCTAssertEqual(disabled.decision(for: .voiceOver), .couldClaim)
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
        XCTAssertEqual(map.screens.map(\.name), ["Main Tab", "Inbox", "Profile", "Archive", "Compose", "Login", "Receipt"],
                       "RootView only switches screens; OrphanView is opened by nothing; previews are not screens")
        let inbox = map.screens[1]
        XCTAssertEqual(inbox.reachedFrom.map(\.destination), [Destination(typeName: "InboxView", presentation: .tab, trigger: "Inbox", tabIndex: 0)])
        XCTAssertEqual(map.screens[2].reachedFrom.map(\.destination), [Destination(typeName: "ProfileView", presentation: .tab, trigger: nil, tabIndex: 1)])
        XCTAssertEqual(map.screens[3].reachedFrom.map(\.destination), [Destination(typeName: "ArchiveView", presentation: .push, trigger: "Archive")])
        XCTAssertEqual(map.screens[4].reachedFrom.map(\.destination.presentation), [.sheet])
        XCTAssertEqual(map.screens[5].reachedFrom.map(\.destination.presentation), [.root])
        let fontOffset = code.range(of: ".system(size: 12)").map { code.utf8.distance(from: code.utf8.startIndex, to: $0.lowerBound) }!
        XCTAssertEqual(map.screens(containing: "App.swift", offset: fontOffset).map(\.name), ["Inbox"], "a subview belongs to the screen built from it")
        XCTAssertEqual(ScreenMap.displayName(ofType: "ProductDetailView"), "Product Detail")
        XCTAssertEqual(ScreenMap.displayName(ofType: "LoginViewController"), "Login")
        XCTAssertEqual(ScreenMap.displayName(ofType: "SettingsScreen"), "Settings")
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
        XCTAssertTrue(text.contains("**You could claim:**\n- VoiceOver\n- Voice Control\n- Reduced Motion\n\n**Why you could claim them:**\n- VoiceOver: every reviewed screen passes (all 1): no finding from "), text)
        XCTAssertTrue(text.contains("**You should not claim:**\n- Larger Text (blocked by 1 finding: Sources/SettingsView.swift:8)\n- Dark Interface (unverified from source)\n"), text)
        XCTAssertTrue(text.contains("- Captions (unverified from source)\n- Audio Descriptions (unverified from source)\n\n**Why you should not claim them:**\n- Larger Text: ❌ in Settings: Fonts that scale with Dynamic Type (`dynamic-type-font`, 1); `a11yfix --apply --unsafe` fixes them (review the layout), then run `a11yfix nutrition` again.\n"), text)
        XCTAssertTrue(text.contains("- Captions: unverified: a11yfix found no video or audio playback in the reviewed code"), text)
        XCTAssertTrue(text.contains("""
        **Common-task verification**

        | Common Task | VoiceOver | Voice Control | Larger Text | Dark Mode | No Color | Contrast | Motion | Captions | Audio Desc |
        |---|---|---|---|---|---|---|---|---|---|
        | Settings | ✅ | ✅ | ❌ | ❔ | ❔ | ❔ | ✅ | ❔ | ❔ |
        """), text)
        XCTAssertTrue(text.hasSuffix("""
        **Recommendation summary**
        - You could claim: VoiceOver, Voice Control, Reduced Motion
        - You should not claim: Larger Text, Dark Interface, Differentiate Without Color, Sufficient Contrast, Captions, Audio Descriptions

        """), text)
        XCTAssertEqual(run.standardError, "a11yfix: 1 screen; could claim: VoiceOver, Voice Control, Reduced Motion; blocked: Larger Text\n")

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
        XCTAssertTrue(after.standardOutput.contains("- You could claim: Voice Control\n"), after.standardOutput)
    }
}
