/// The XCUITest file `a11yfix init --ui-test` writes: seed 000's audit template, with a test per
/// screen a11yfix found. Each test opens its screen with the taps the code tells (a tab, a
/// NavigationLink's text) and runs Xcode's `performAccessibilityAudit()` on iOS 17 and macOS 14 or
/// later; on older systems it checks what it can by hand (buttons and images have labels, controls
/// are at least 44×44 points). A screen a11yfix cannot open (a sheet, an icon-only link, a screen
/// chosen at launch) gets a test that is skipped until someone adds its taps.
struct AccessibilityAuditTestsTemplate {
    static let fileName = "AccessibilityAuditTests.swift"

    /// How a test reaches its screen.
    struct Plan {
        var screen: ScreenMap.Screen
        var testName: String
        /// The taps from launch, each a line of Swift; nil when a11yfix cannot tell them.
        var steps: [String]?
        /// How the app opens the screen, for the comment and the skip message.
        var route: String
        /// One of the screens a root view chooses between at launch.
        var isLaunchChoice: Bool
    }

    let plans: [Plan]

    init(screens: ScreenMap) {
        var routes: [String: String] = [:]
        let byType = Dictionary(screens.screens.map { ($0.typeName, $0) }, uniquingKeysWith: { first, _ in first })
        func describe(_ destination: Destination, from parent: String) -> String {
            let parentName = byType[parent]?.name ?? parent
            switch destination.presentation {
            case .push: return "pushed from \(parentName)" + (destination.trigger.map { " (\"\($0)\")" } ?? "")
            case .sheet: return "presented as a sheet by \(parentName)"
            case .fullScreenCover: return "presented full screen by \(parentName)"
            case .popover: return "presented as a popover by \(parentName)"
            case .tab: return "tab \((destination.tabIndex ?? 0) + 1) of \(parentName)" + (destination.trigger.map { " (\"\($0)\")" } ?? "")
            case .root: return "one of the screens \(parentName) chooses at launch"
            case .routed: return "opened by a route of \(parentName)"
            case .scene: return "a scene of the app (\(destination.trigger ?? "window"))"
            }
        }
        /// The line that takes one step, when the code says what to tap.
        func step(_ destination: Destination) -> String? {
            switch destination.presentation {
            case .tab:
                if let title = destination.trigger { return "app.tabBars.buttons[\(StringLiteral.literal(title))].tap()" }
                return destination.tabIndex.map { "app.tabBars.buttons.element(boundBy: \($0)).tap()" }
            case .push:
                return destination.trigger.map { "app.buttons[\(StringLiteral.literal($0))].tap()" }
            case .sheet, .fullScreenCover, .popover, .root, .routed, .scene:
                return nil
            }
        }
        // The taps that show each screen, for the screens it opens; a screen chosen at launch is
        // assumed to show (see setUp) but cannot be opened on purpose itself.
        var paths: [String: [String]?] = [:]
        var launchChoices = Set<String>()
        func path(to typeName: String, visiting: Set<String>) -> [String]? {
            if let known = paths[typeName] { return known }
            guard let screen = byType[typeName] else { return [] }
            let entries = screen.reachedFrom
            var result: [String]?
            if entries.isEmpty {
                routes[typeName] = "nothing in the scanned code opens it, so the app shows it at launch"
                result = []
            } else if entries.allSatisfy({ $0.destination.presentation == .root || $0.destination.presentation == .scene }) {
                routes[typeName] = describe(entries[0].destination, from: entries[0].parent)
                launchChoices.insert(typeName)
                result = []
            } else {
                routes[typeName] = describe(entries[0].destination, from: entries[0].parent)
                for entry in entries where !visiting.contains(entry.parent) {
                    guard let tap = step(entry.destination), let parent = path(to: entry.parent, visiting: visiting.union([typeName])) else { continue }
                    result = parent + [tap]
                    routes[typeName] = describe(entry.destination, from: entry.parent)
                    break
                }
            }
            paths[typeName] = .some(result)
            return result
        }
        var names = Set<String>()
        plans = screens.screens.map { screen in
            let resolved = path(to: screen.typeName, visiting: [])
            // "Settings: What's New" → `testSettingsWhatsNew…`: a name's words, as an identifier can spell them.
            let words = screen.name.filter { $0 != "'" && $0 != "’" }.split { !$0.isLetter && !$0.isNumber }
            let base = "test" + words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            var name = base + "Accessibility"
            var counter = 2
            while !names.insert(name).inserted {
                name = base + "\(counter)Accessibility"
                counter += 1
            }
            let isLaunchChoice = launchChoices.contains(screen.typeName)
            return Plan(screen: screen, testName: name, steps: isLaunchChoice ? nil : resolved, route: routes[screen.typeName] ?? "",
                        isLaunchChoice: isLaunchChoice)
        }
    }

    func source() -> String {
        var lines = AccessibilityAuditTestsTemplate.header.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for plan in plans {
            lines.append("")
            lines.append("    /// \(plan.screen.name) (`\(plan.screen.typeName)`, \(plan.screen.path):\(plan.screen.line)): \(plan.route).")
            lines.append("    func \(plan.testName)() throws {")
            if let steps = plan.steps {
                lines += steps.map { "        \($0)" }
            } else {
                let message = plan.isLaunchChoice
                    ? "\(plan.screen.name) is \(plan.route): launch the app in the state that shows it (launch arguments, see setUp), then delete this line"
                    : "Open \(plan.screen.name) first (\(plan.route)): replace this line with the taps that open it"
                lines.append("        try XCTSkipIf(true, \(StringLiteral.literal(message)))")
            }
            lines.append("        try auditCurrentScreen()")
            lines.append("    }")
        }
        lines += AccessibilityAuditTestsTemplate.footer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.joined(separator: "\n")
    }

    static let header = #"""
    // AccessibilityAuditTests.swift, written by `a11yfix init --ui-test`. Add it to your UI test target.
    //
    // One test per screen a11yfix found in the app. Each opens its screen and runs Xcode's automated
    // accessibility audit (iOS 17, macOS 14 and later): element descriptions, contrast, hit regions,
    // Dynamic Type, clipped text, traits. On older systems it checks by hand that buttons and images
    // have labels and that controls are at least 44×44 points. Tests whose screen a11yfix could not
    // open from the code are skipped until you add the taps that open it.

    import XCTest

    final class AccessibilityAuditTests: XCTestCase {
        private var app: XCUIApplication!

        override func setUpWithError() throws {
            continueAfterFailure = true
            app = XCUIApplication()
            // If the app starts in onboarding or sign-in, pass the launch arguments it reads to skip
            // them, so the tests below start from the main screen, for example:
            // app.launchArguments += ["-hasCompletedOnboarding", "YES"]
            app.launch()
        }

        /// Whatever the app shows at launch.
        func testLaunchScreenAccessibility() throws {
            try auditCurrentScreen()
        }
    """#

    static let footer = #"""

        // MARK: - Audit

        /// Xcode's accessibility audit where the system has it; the same kinds of checks by hand before.
        private func auditCurrentScreen(file: StaticString = #filePath, line: UInt = #line) throws {
            if #available(iOS 17, macOS 14, *) {
                try app.performAccessibilityAudit(for: .all) { issue in
                    // Return true to accept a known issue, for example:
                    // issue.auditType == .contrast && issue.element?.identifier == "brand_logo"
                    false
                }
            } else {
                assertLabelsPresent(file: file, line: line)
                assertHitAreasAtLeast44Points(file: file, line: line)
            }
        }

        /// Every button and image VoiceOver can reach says what it is.
        private func assertLabelsPresent(file: StaticString, line: UInt) {
            for button in app.buttons.allElementsBoundByIndex where button.exists && button.isHittable {
                XCTAssertFalse(button.label.isEmpty, "button without an accessibility label: \(button.debugDescription)", file: file, line: line)
            }
            for image in app.images.allElementsBoundByIndex where image.exists && image.isHittable {
                XCTAssertFalse(image.label.isEmpty, "image without an accessibility label (hide it if it is decoration): \(image.debugDescription)",
                               file: file, line: line)
            }
        }

        /// Controls are at least 44×44 points, Apple's minimum hit area on touch screens.
        private func assertHitAreasAtLeast44Points(file: StaticString, line: UInt) {
            #if os(iOS)
            let controls = app.buttons.allElementsBoundByIndex + app.switches.allElementsBoundByIndex
                + app.links.allElementsBoundByIndex + app.sliders.allElementsBoundByIndex + app.steppers.allElementsBoundByIndex
            for control in controls where control.exists && control.isHittable {
                let frame = control.frame
                XCTAssertGreaterThanOrEqual(frame.width, 44, "hit area narrower than 44 points: \(control.debugDescription)", file: file, line: line)
                XCTAssertGreaterThanOrEqual(frame.height, 44, "hit area shorter than 44 points: \(control.debugDescription)", file: file, line: line)
            }
            #endif
        }
    }

    """#
}
