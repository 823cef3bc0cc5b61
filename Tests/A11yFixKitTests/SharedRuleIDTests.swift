@testable import A11yFixKit
import XCTest

/// `traits-added-not-assigned` is `traits-added-not-assigned`'s own id and the id under which
/// `deprecated-accessibility-modifier` first shipped: flags, configurations and suppression comments
/// that name it cover both rules, so that what teams wrote before the new rule existed keeps its
/// meaning and the new rule can still be chosen by its id.
final class SharedRuleIDTests: XCTestCase {
    private static let sharedID = "traits-added-not-assigned"

    /// A file with one finding of each rule the shared id names.
    private static let source = """
    import SwiftUI

    extension View {
        func accessibilityTraits(_ traits: AccessibilityTraits) -> some View {
            accessibilityRemoveTraits(.isStaticText).accessibilityAddTraits(traits)
        }
    }

    struct PlayerControls: View {
        var body: some View {
            VStack {
                Image("logo").accessibility(label: Text("Acme"))
                Button("Play", action: {}).accessibilityTraits(.startsMediaSession)
            }
        }
    }
    """

    private func ruleIDs(_ result: CommandRunner.Result) -> [String] {
        result.standardError.split(separator: "\n").compactMap { line in
            guard line.contains(": warning: "), let open = line.lastIndex(of: "["), line.hasSuffix("]") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }.sorted()
    }

    func testTheRegistryNamesBothRulesOwnIDFirst() {
        XCTAssertEqual(RuleRegistry.ruleIDs(named: Self.sharedID), [Self.sharedID, "deprecated-accessibility-modifier"])
        XCTAssertEqual(RuleRegistry.ruleIDs(named: "deprecated-accessibility-modifier"), ["deprecated-accessibility-modifier"])
        XCTAssertEqual(RuleRegistry.ruleIDs(named: "no-such-rule"), [])
        XCTAssertEqual(RuleRegistry.rule(withID: Self.sharedID)?.description.id, Self.sharedID, "its own id shows its own documentation")
        XCTAssertEqual(RuleRegistry.knownIDs.filter { $0 == Self.sharedID }.count, 1)
    }

    func testTheFlagSelectsAndDisablesBothRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("Player.swift", Self.source)
        let selected = try CommandRunner.a11yfix(["--check", "--rules", Self.sharedID, "."], in: folder.url)
        XCTAssertEqual(ruleIDs(selected), ["deprecated-accessibility-modifier", Self.sharedID], selected.standardError)
        let newOnly = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier", "."], in: folder.url)
        XCTAssertEqual(ruleIDs(newOnly), ["deprecated-accessibility-modifier"], "the old rule's own id names only it")
        let disabled = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier,\(Self.sharedID)", "--disable", Self.sharedID, "."], in: folder.url)
        XCTAssertEqual(ruleIDs(disabled), [], disabled.standardError)
    }

    func testAConfigurationNamingTheIDCoversBothRules() throws {
        let folder = try TemporaryFolder()
        try folder.write("Player.swift", Self.source)
        try folder.write(".a11yfix.json", #"{"rules": {"only": ["traits-added-not-assigned"]}}"#)
        let only = try CommandRunner.a11yfix(["--check", "."], in: folder.url)
        XCTAssertEqual(ruleIDs(only), ["deprecated-accessibility-modifier", Self.sharedID], only.standardError)
        try folder.write(".a11yfix.json", #"{"rules": {"disable": ["traits-added-not-assigned"]}}"#)
        let disabled = try CommandRunner.a11yfix(["--check", "."], in: folder.url)
        XCTAssertFalse(ruleIDs(disabled).contains { $0 == Self.sharedID || $0 == "deprecated-accessibility-modifier" }, disabled.standardError)
    }

    func testASuppressionCommentNamingTheIDSilencesBothRulesAndIsUsed() {
        let code = """
        extension View {
            func accessibilityTraits(_ traits: AccessibilityTraits) -> some View { accessibilityAddTraits(traits) }
        }
        // a11yfix:disable:next traits-added-not-assigned
        Image("a").accessibility(hidden: true).accessibilityTraits(.isImage)
        Image("b").accessibility(hidden: true).accessibilityTraits(.isImage)
        """
        let rules: [any Rule.Type] = [DeprecatedAccessibilityModifierRule.self, TraitsAddedNotAssignedRule.self, UnusedSuppressionRule.self]
        let reported = RuleHarness.outcome(rules, code).findings.map { "\($0.location) \($0.ruleID)" }
        XCTAssertEqual(reported, ["6:12 deprecated-accessibility-modifier", "6:40 traits-added-not-assigned"],
                       "both rules are silenced on the next line, and the comment is used")
    }
}

/// `traits-added-not-assigned` finds a project's own `.accessibilityTraits(_:)` declared in another file.
final class TraitsModifierIndexTests: XCTestCase {
    func testAModifierDeclaredInAnotherFileIsFoundThroughTheIndex() throws {
        let folder = try TemporaryFolder()
        try folder.write("Shelf/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Shelf/Modifiers.swift", """
        import SwiftUI

        extension View {
            func accessibilityTraits(_ traits: AccessibilityTraits) -> some View {
                accessibilityAddTraits(traits)
            }
        }
        """)
        let screen = """
        import SwiftUI

        struct ShelfHeader: View {
            var body: some View {
                Text("Shelf").accessibilityTraits(.isHeader)
            }
        }
        """
        try folder.write("Shelf/ShelfHeader.swift", screen)
        try folder.write("Lone/ShelfHeader.swift", screen)
        let shelf = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "traits-added-not-assigned", "ShelfHeader.swift"],
                                              in: folder.url.appendingPathComponent("Shelf"))
        XCTAssertTrue(shelf.standardError.contains("ShelfHeader.swift:5:23: warning: '.accessibilityTraits(_:)' is the project's own modifier"), shelf.standardError)
        let lone = try CommandRunner.a11yfix(["--check", "--no-cache", "--rules", "traits-added-not-assigned", "ShelfHeader.swift"],
                                             in: folder.url.appendingPathComponent("Lone"))
        XCTAssertFalse(lone.standardError.contains("warning:"), "no declaration anywhere: not this project's modifier: \(lone.standardError)")
    }
}
