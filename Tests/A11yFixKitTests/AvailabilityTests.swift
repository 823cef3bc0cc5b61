import XCTest
@testable import A11yFixKit

/// Fixes use the modifiers of the systems the code runs on: the project's deployment targets,
/// raised by `@available` and `#available` around the code.
final class AvailabilityTests: XCTestCase {
    func testVersionsAreReadTheWayTheCompilerReadsThem() {
        XCTAssertEqual(RuleContext.majorVersion("10.16", platform: "macos"), 11, "macOS 10.16 is macOS 11")
        XCTAssertEqual(RuleContext.majorVersion("10.15.4", platform: "macos"), 10)
        XCTAssertEqual(RuleContext.majorVersion("15.0", platform: "ios"), 15)
        XCTAssertEqual(RuleContext.introducedVersions("@available(iOS 15.0, macOS 12, *)"), ["ios": 15, "macos": 12])
        XCTAssertEqual(RuleContext.introducedVersions("@available(macOS, introduced: 12.0)"), ["macos": 12])
        XCTAssertEqual(RuleContext.introducedVersions("@available(OSX 10.16, *)"), ["macos": 11])
        XCTAssertNil(RuleContext.introducedVersions("@available(*, deprecated, message: \"Use NewRow (iOS 15)\")"))
        XCTAssertNil(RuleContext.introducedVersions("@available(iOS, deprecated: 15)"))
        XCTAssertNil(RuleContext.introducedVersions("@MainActor"))
    }

    private static let inspector = """
    import SwiftUI

    @available(macOS 12.0, *)
    struct ObjectInspector: View {
        var onDelete: () -> Void
        var body: some View {
            Button(action: onDelete) { Image(systemName: "trash") }
        }
    }

    struct LegacyInspector: View {
        var onDelete: () -> Void
        var body: some View {
            VStack {
                Button(action: onDelete) { Image(systemName: "trash") }
                if #available(macOS 12, *) {
                    Button(action: onDelete) { Image(systemName: "trash") }
                }
            }
        }
    }
    """

    func testAViewMarkedAvailableOnNewerSystemsGetsTheModernModifiers() {
        let fixed = RuleHarness.fixed([IconOnlyControlLabelRule.self], Self.inspector, options: RuleOptions(deploymentTargets: ["macOS": "10.15"]))
        let labels = fixed.split(separator: "\n").filter { $0.contains("ccessibilityLabel") || $0.contains("ccessibility(label") }.map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertEqual(labels, [
            #".accessibilityLabel("Delete") // [VERIFY]"#,
            #".accessibility(label: Text("Delete")) // [VERIFY]"#,
            #".accessibilityLabel("Delete") // [VERIFY]"#,
        ], "the type's @available and the #available branch reach macOS 12; the plain button runs on 10.15")
    }

    func testAvailabilityOnOnePlatformLeavesTheOthersAtTheirTargets() {
        let fixed = RuleHarness.fixed([IconOnlyControlLabelRule.self], Self.inspector, options: RuleOptions(deploymentTargets: ["macOS": "10.15", "iOS": "13.0"]))
        XCTAssertFalse(fixed.contains(".accessibilityLabel("), "iOS 13 has only .accessibility(label:), whatever macOS needs")
        XCTAssertEqual(fixed.components(separatedBy: ".accessibility(label: Text(\"Delete\"))").count - 1, 3)
    }

    func testMacOS1016IsMacOS11() {
        let fixed = RuleHarness.fixed([IconOnlyControlLabelRule.self], Self.inspector, options: RuleOptions(deploymentTargets: ["macOS": "10.16", "iOS": "15.0"]))
        XCTAssertEqual(fixed.components(separatedBy: ".accessibilityLabel(\"Delete\")").count - 1, 3)
    }

    func testAGuardOnAvailabilityCoversWhatFollowsIt() {
        let code = """
        struct ShareRow: View {
            var body: some View { content() }

            @ViewBuilder
            func content() -> some View {
                Image(systemName: "gearshape.fill")
            }

            func report() -> AnyView {
                guard #available(iOS 15, *) else { return AnyView(EmptyView()) }
                return AnyView(Image(systemName: "gearshape.fill").accessibility(hidden: true))
            }
        }
        """
        let findings = RuleHarness.findings(DeprecatedAccessibilityModifierRule.self, code, options: RuleOptions(deploymentTargets: ["iOS": "13.0"]))
        XCTAssertEqual(findings.count, 1, "after `guard #available(iOS 15, *)` the modern modifier exists")
    }

    func testTheFallbackOfAnAvailabilityCheckTheAppAlwaysPassesNeverRuns() {
        let code = """
        struct ComposeBar: View {
            var onSend: () -> Void
            var body: some View {
                if #available(iOS 15, *) {
                    Button(action: onSend) { Image(systemName: "paperplane") }
                        .accessibilityLabel("Send")
                } else {
                    Button(action: onSend) { Image(systemName: "paperplane") }
                }
            }
        }
        """
        let current = RuleHarness.outcome([IconOnlyControlLabelRule.self], code, options: RuleOptions(deploymentTargets: ["iOS": "15.0"]))
        XCTAssertEqual(current.findings.count, 0, "an iOS 15 app never runs the fallback")
        let older = RuleHarness.outcome([IconOnlyControlLabelRule.self], code, options: RuleOptions(deploymentTargets: ["iOS": "14.0"]))
        XCTAssertEqual(older.findings.count, 1, "an iOS 14 app runs it on iOS 14")
        let unknown = RuleHarness.outcome([IconOnlyControlLabelRule.self], code)
        XCTAssertEqual(unknown.findings.count, 1, "with no deployment target known, it may run")
    }

    func testTheDeprecatedFormIsReportedOnlyWhereTheModernOneExists() {
        let code = """
        struct Rows: View {
            var body: some View {
                Image("logo").accessibility(label: Text("Harbor"))
            }
        }

        @available(iOS 15, *)
        struct NewRows: View {
            var body: some View {
                Image("logo").accessibility(label: Text("Harbor"))
            }
        }
        """
        let findings = RuleHarness.findings(DeprecatedAccessibilityModifierRule.self, code, options: RuleOptions(deploymentTargets: ["iOS": "13.0"]))
        XCTAssertEqual(findings.map { code.utf8.prefix($0.offset).filter { $0 == 10 }.count + 1 }, [10])
    }
}
