@testable import A11yFixKit
import Foundation
import XCTest

/// Fixes that compile, not only parse: `swiftc -typecheck` against the stub SDK (Tests/Stubs) of the
/// demo app before and after `--apply`, of every rule example that is a whole file before and after
/// its fix, and of the fix shapes that parse but would not compile, which it must reject.
final class TypecheckTests: XCTestCase {
    static let demoApp = CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/DemoApp")

    // MARK: - The demo app

    func testDemoAppTypeChecksBeforeAndAfterApply() throws {
        let manifest = try Data(contentsOf: Self.demoApp.appendingPathComponent("Package.swift"))
        let deploymentTargets = try XCTUnwrap(PackageManifest.deploymentTargets(in: Array(manifest)))
        func sources(of app: URL) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: app.appendingPathComponent("Sources/DemoApp"), includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        }
        let originals = try sources(of: Self.demoApp)
        let before = try StubSDK.typecheck(originals, deploymentTargets: deploymentTargets)
        XCTAssertEqual(before.filter(\.isError).map(\.description), [], "the demo app does not type-check against the stubs")
        XCTAssertTrue(before.contains { $0.message.contains("is deprecated") }, "the stubs mark the deprecated accessibility modifiers")

        for mode in [["--apply"], ["--apply", "--unsafe"]] {
            let folder = try TemporaryFolder()
            let app = folder.url.appendingPathComponent("DemoApp")
            try FileManager.default.copyItem(at: Self.demoApp, to: app)
            let result = try CommandRunner.a11yfix(mode + ["--quiet", "Sources"], in: app)
            XCTAssertEqual(result.status, 1, "a11yfix \(mode) should exit 1 (findings reported)\n\(result.standardError)")
            let fixed = try sources(of: app)
            XCTAssertNotEqual(try fixed.map { try Data(contentsOf: $0) }, try originals.map { try Data(contentsOf: $0) }, "\(mode) changed nothing")

            let after = try StubSDK.typecheck(fixed, deploymentTargets: deploymentTargets)
            XCTAssertEqual(after.filter(\.isError).map(\.description), [], "the demo app after a11yfix \(mode.joined(separator: " ")) does not type-check")
            XCTAssertEqual(after.filter { $0.message.contains("is deprecated") }.map(\.description), [],
                           "deprecated accessibility modifiers remain after \(mode.joined(separator: " "))")
        }
    }

    // MARK: - The rules' examples

    /// The shape of a whole file: the example imports a module, or holds only declarations at its
    /// top level (a View, an extension, a function: what a file of an app holds), never a bare
    /// expression or a modifier chain. It is checked as it is, with `import SwiftUI` added when it
    /// imports nothing.
    static func fileShaped(_ code: String) -> String? {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .init(charactersIn: "\r")) }
        if lines.contains(where: { $0.hasPrefix("import ") }) { return code }
        let topLevel = lines.filter { line in
            guard let first = line.first else { return false }
            return !first.isWhitespace && first != "}" && first != ")" && !line.hasPrefix("//") && !line.hasPrefix("#")
        }
        let declarations = ["struct ", "class ", "final class ", "enum ", "extension ", "protocol ", "func ", "private ",
                            "fileprivate ", "let ", "var ", "@"]
        guard !topLevel.isEmpty, topLevel.allSatisfy({ line in declarations.contains { line.hasPrefix($0) } }) else { return nil }
        return "import SwiftUI\n" + code
    }

    /// Every fix of a rule example that is a whole file type-checks. A whole file has the shape of
    /// one and type-checks before the fix: it declares or imports every name it uses. (Many
    /// examples use their project's other types, `User` or `L10n`, which no example declares: an
    /// error there would hide what the fix does.) With `--track`, the CoordinateTracker.swift that
    /// `a11yfix init --tracker` writes is part of the module, as `.trackElement` needs it.
    func testRuleExampleFixesOfWholeFilesTypeCheck() throws {
        var pairs: [FixedExample] = []
        for rule in RuleRegistry.all {
            for correction in rule.description.corrections {
                guard let before = Self.fileShaped(correction.before), let after = Self.fileShaped(correction.after) else { continue }
                pairs.append(FixedExample(name: "\(rule.id) correction at line \(correction.line)", before: before, after: after,
                                          options: correction.options, file: correction.file, line: correction.line))
            }
            for example in rule.description.triggeringExamples {
                pairs += fixed(example, of: rule, options: example.options).map { [$0] } ?? []
            }
        }
        let whole = try assertWholeFilesTypeCheckAfterTheirFix(pairs)
        print("TypecheckTests: \(pairs.count) fixed examples have the shape of a file; \(whole) are whole files, type-checked before and after")
    }

    /// The rules' fixes use no API newer than the deployment target: the examples written for any
    /// target, fixed for an app that still supports iOS 13 and macOS 10.15 (before iOS 14's
    /// accessibility modifiers, `@ScaledMetric` and `Font.custom(_:size:relativeTo:)`), type-check
    /// at that target when they did before the fix.
    func testRuleExampleFixesRespectAnOldDeploymentTarget() throws {
        let oldest = ["iOS": "13.0", "macOS": "10.15"]
        var pairs: [FixedExample] = []
        for rule in RuleRegistry.all {
            let examples = rule.description.triggeringExamples + rule.description.corrections.map { RuleExample($0.before, options: $0.options, file: $0.file, line: $0.line) }
            for example in examples where example.options.deploymentTargets.isEmpty && example.options.platforms.isEmpty {
                var options = example.options
                options.deploymentTargets = oldest
                pairs += fixed(example, of: rule, options: options).map { [$0] } ?? []
            }
        }
        let whole = try assertWholeFilesTypeCheckAfterTheirFix(pairs)
        print("TypecheckTests: \(pairs.count) examples fixed for iOS 13 and macOS 10.15 have the shape of a file; \(whole) are whole files there")
    }

    struct FixedExample {
        var name: String
        var before: String
        var after: String
        var options: RuleOptions
        var file: StaticString
        var line: UInt
    }

    /// The example and its fix by the rule (unsafe fixes too), when the fix changes it and it has the shape of a file.
    func fixed(_ example: RuleExample, of rule: any Rule.Type, options: RuleOptions) -> FixedExample? {
        let code = example.strippedCode.code
        let fixed = RuleHarness.fixed([rule], code, options: options, unsafe: true)
        guard fixed != code, let before = Self.fileShaped(code), let after = Self.fileShaped(fixed) else { return nil }
        return FixedExample(name: "\(rule.id) example at line \(example.line), fixed", before: before, after: after,
                            options: options, file: example.file, line: example.line)
    }

    /// Asserts that each example that is a whole file type-checks after its fix; returns how many are.
    func assertWholeFilesTypeCheckAfterTheirFix(_ examples: [FixedExample]) throws -> Int {
        let results = try concurrentMap(examples) { example -> [StubSDK.Diagnostic]? in
            let companions = example.options.trackElements ? [CoordinateTrackerTemplate.source] : []
            let checked = try StubSDK.typecheck([("before", example.before)], companions: companions, deploymentTargets: example.options.deploymentTargets)
            guard checked[0].errors.isEmpty else { return nil }
            return try StubSDK.typecheck([("after", example.after)], companions: companions, deploymentTargets: example.options.deploymentTargets)[0].errors
        }
        var whole = 0
        for (example, errors) in zip(examples, results) {
            guard let errors else { continue }
            whole += 1
            XCTAssertEqual(errors.map { "\($0.line):\($0.column): \($0.message)" }, [],
                           "\(example.name) does not type-check after the fix at \(example.options.deploymentTargets):\n\(example.after)",
                           file: example.file, line: example.line)
        }
        XCTAssertGreaterThan(whole, 0, "no example is a whole file that type-checks")
        return whole
    }

    /// At the deployment target docs/init.md gives it (`.task(id:)` needs iOS 15 / macOS 12).
    func testGeneratedCoordinateTrackerTypeChecks() throws {
        let errors = try StubSDK.typecheck([("CoordinateTracker.swift", CoordinateTrackerTemplate.source)], deploymentTargets: ["iOS": "15.0", "macOS": "12.0"])
        XCTAssertEqual(errors[0].errors.map(\.description), [])
    }

    // MARK: - Fix shapes that parse but do not compile

    /// Each shape is a wrong fix a rule could make; the right fix of the same code must type-check
    /// and the wrong one must fail with the diagnostic, or the check proves nothing.
    func assertRejected(right: String, wrong: String, deploymentTargets: [String: String] = [:], diagnostic: String,
                        file: StaticString = #filePath, line: UInt = #line) throws {
        let results = try StubSDK.typecheck([("right", right), ("wrong", wrong)], deploymentTargets: deploymentTargets)
        XCTAssertEqual(results[0].errors.map(\.message), [], "the right fix does not type-check", file: file, line: line)
        XCTAssertTrue(results[1].errors.contains { $0.message.contains(diagnostic) },
                      "the wrong fix is not rejected with “\(diagnostic)”: \(results[1].errors.map(\.message))", file: file, line: line)
    }

    /// a11yfix's own fix of the code such a shape would come from changes it and type-checks.
    func assertFixTypeChecks(_ rule: any Rule.Type, _ code: String, options: RuleOptions = RuleOptions(),
                             file: StaticString = #filePath, line: UInt = #line) throws {
        let fixed = RuleHarness.fixed([rule], code, options: options, unsafe: true)
        XCTAssertNotEqual(fixed, code, "\(rule.id) fixes nothing", file: file, line: line)
        let errors = try StubSDK.typecheck([("fixed", fixed)], deploymentTargets: options.deploymentTargets)[0].errors
        XCTAssertEqual(errors.map(\.message), [], "\(rule.id)'s fix does not type-check:\n\(fixed)", file: file, line: line)
    }

    func testRejectsAStoredPropertyAddedInAnExtension() throws {
        let view = """
        import SwiftUI

        struct ProfileCard: View {
            var body: some View { icon }
        %@}

        extension ProfileCard {
            var icon: some View {
                Image(systemName: "star.fill").resizable().frame(width: iconSize, height: iconSize)
            }
        %@}
        """
        let property = "    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24\n"
        try assertRejected(right: String(format: view, property, ""), wrong: String(format: view, "", property),
                           diagnostic: "extensions must not contain stored properties")
        try assertFixTypeChecks(ScaledMetricRule.self, """
        import SwiftUI

        struct ProfileCard: View {
            var body: some View { favorite }
        }

        extension ProfileCard {
            var favorite: some View {
                HStack {
                    Image(systemName: "star.fill").resizable().frame(width: 24, height: 24)
                    Text("Favorites")
                }
            }
        }
        """)
    }

    func testRejectsAnEnvironmentValueReadOutsideTheViewInstance() throws {
        let view = """
        import SwiftUI

        struct Banner: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isShown = false

            var body: some View {
                Text("Saved").opacity(isShown ? 1 : 0).onAppear { %@ }
            }

            %@func show() {
                withAnimation(reduceMotion ? nil : .spring()) { isShown = true }
            }
        }
        """
        try assertRejected(right: String(format: view, "show()", ""), wrong: String(format: view, "Banner.show()", "static "),
                           diagnostic: "instance member 'reduceMotion' cannot be used on type 'Banner'")
        try assertFixTypeChecks(ReduceMotionRule.self, """
        import SwiftUI
        import UIKit

        struct Banner: View {
            @State private var isShown = false

            var body: some View {
                Text("Saved").offset(y: isShown ? 0 : 40).onAppear { Banner.show(&isShown) }
            }

            static func show(_ isShown: inout Bool) {
                withAnimation(.spring(response: 0.4)) { isShown = true }
            }
        }
        """)
        let nested = """
        import SwiftUI

        struct Player: View {
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            var body: some View { Text("Now playing").animation(Animations(%@).pulse, value: 1) }

            struct Animations {
                %@var pulse: Animation? { reduceMotion ? nil : .easeInOut.repeatForever() }
            }
        }
        """
        try assertRejected(right: String(format: nested, "reduceMotion: reduceMotion", "let reduceMotion: Bool\n        "), wrong: String(format: nested, "", ""),
                           diagnostic: "instance member 'reduceMotion' of type 'Player' cannot be used on instance of nested type 'Player.Animations'")
    }

    func testRejectsRelativeToOnTheProjectsOwnFontHelper() throws {
        let file = """
        import SwiftUI

        enum BrandFont: String { case brandMedium = "Brand-Medium" }

        extension Font {
            static func custom(_ font: BrandFont, size: CGFloat) -> Font { .custom(font.rawValue, size: size) }
        }

        struct Title: View {
            var body: some View { Text("Harbor").font(%@) }
        }
        """
        try assertRejected(right: String(format: file, ".custom(\"Brand-Medium\", size: 16, relativeTo: .body)"),
                           wrong: String(format: file, ".custom(.brandMedium, size: 16, relativeTo: .body)"),
                           diagnostic: "type 'String' has no member 'brandMedium'")
        let unfixed = String(format: file, ".custom(.brandMedium, size: 16)")
        XCTAssertEqual(RuleHarness.fixed([DynamicTypeFontRule.self], unfixed, unsafe: true), unfixed, "dynamic-type-font fixes the project's own helper")
    }

    func testRejectsAnAPINewerThanTheDeploymentTarget() throws {
        let button = """
        import SwiftUI

        struct TrashButton: View {
            var body: some View {
                Button(action: {}) { Image(systemName: "trash") }
                    %@
            }
        }
        """
        let iOS13 = ["iOS": "13.0"]
        try assertFixTypeChecks(IconOnlyControlLabelRule.self, String(format: button, ""), options: RuleOptions(deploymentTargets: iOS13))
        try assertRejected(right: String(format: button, ".accessibility(label: Text(\"Delete\"))"),
                           wrong: String(format: button, ".accessibilityLabel(\"Delete\")"), deploymentTargets: iOS13,
                           diagnostic: "'accessibilityLabel' is only available in iOS14")
        try assertRejected(right: String(format: button, ".accessibility(label: Text(\"Delete\"))"),
                           wrong: String(format: button, ".accessibility(label: Text(\"Delete\")).accessibilityInputLabels([\"Delete\", \"Trash\"])"),
                           deploymentTargets: iOS13, diagnostic: "'accessibilityInputLabels' is only available in iOS14")
        let metric = """
        import SwiftUI

        struct Row: View {
            %@
            var body: some View { Image(systemName: "star").resizable().frame(width: size, height: size) }
        }
        """
        try assertRejected(right: String(format: metric, "private let size: CGFloat = 24"),
                           wrong: String(format: metric, "@ScaledMetric(relativeTo: .body) private var size: CGFloat = 24"),
                           deploymentTargets: iOS13, diagnostic: "'ScaledMetric' is only available in iOS14")
        let title = """
        import SwiftUI

        struct Title: View {
            var body: some View { Text("Harbor").font(%@) }
        }
        """
        try assertRejected(right: String(format: title, ".custom(\"Brand-Medium\", size: 16)"),
                           wrong: String(format: title, ".custom(\"Brand-Medium\", size: 16, relativeTo: .body)"),
                           deploymentTargets: ["iOS": "16.0", "macOS": "10.15"], diagnostic: "'custom(_:size:relativeTo:)' is only available in macOS11")
    }

    /// The stubs are only as good as what they reject: a member they do not declare, a wrong
    /// argument label and a type mismatch fail as they would against Apple's SDK.
    func testRejectsWhatTheSDKDoesNotHave() throws {
        let view = """
        import SwiftUI

        struct Row: View {
            var body: some View { Text("Hi")%@ }
        }
        """
        try assertRejected(right: String(format: view, ".accessibilityHidden(true)"), wrong: String(format: view, ".accessibilityHidden()"),
                           diagnostic: "missing argument for parameter #1 in call")
        try assertRejected(right: String(format: view, ".accessibilityAddTraits(.isHeader)"), wrong: String(format: view, ".accessibilityAddTraits(.header)"),
                           diagnostic: "type 'AccessibilityTraits' has no member 'header'")
        try assertRejected(right: String(format: view, ".font(.body)"), wrong: String(format: view, ".font(.body, relativeTo: .body)"),
                           diagnostic: "extra argument 'relativeTo' in call")
    }

    private func concurrentMap<T, R>(_ items: [T], _ transform: @escaping (T) throws -> R) throws -> [R] {
        let lock = NSLock()
        var results = [Result<R, Error>?](repeating: nil, count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let result = Result { try transform(items[index]) }
            lock.lock()
            results[index] = result
            lock.unlock()
        }
        return try results.map { try $0!.get() }
    }
}
