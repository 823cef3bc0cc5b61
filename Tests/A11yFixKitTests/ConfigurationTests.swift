@testable import A11yFixKit
import Foundation
import XCTest

/// `.a11yfix.json`: lookup (nearest wins, up to the repository root), `--config`, the command line
/// winning, every kind of error, exclusion globs, deployment targets from Package.swift, options
/// reaching the rules, and `a11yfix init --config`.
final class ConfigurationTests: XCTestCase {
    /// One deprecated modifier on line 6, column 27: a `deprecated-accessibility-modifier` finding.
    static let header = """
    import SwiftUI

    struct HeaderView: View {
        var body: some View {
            VStack {
                Image("logo").accessibility(label: Text("Acme"))
                Text("Settings").font(.title)
            }
        }
    }

    """

    static let traitsOnly = #"{"rules": {"only": ["deprecated-accessibility-modifier"]}}"#
    static let traitsOff = #"{"rules": {"only": ["unused-suppression"]}}"#

    /// The finding lines of a run's stderr (not errors, not the summary).
    private func findingLines(_ result: CommandRunner.Result) -> [String] {
        result.standardError.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
    }

    private func traitsFinding(_ path: String) -> String {
        "\(path):6:27: warning: '.accessibility(label:)' is deprecated; use '.accessibilityLabel(_:)' [deprecated-accessibility-modifier]"
    }

    // MARK: - Lookup

    func testNearestConfigWinsAndTheSearchStopsAtTheRepositoryRoot() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11yfix.json", Self.traitsOff)  // above the repository: never applies inside it
        try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("repo/.a11yfix.json", Self.traitsOnly)
        try folder.write("repo/Sources/App/Header.swift", Self.header)
        try folder.write("repo/Sources/Legacy/.a11yfix.json", Self.traitsOff)
        try folder.write("repo/Sources/Legacy/Old/Header.swift", Self.header)
        try folder.write("repo/Sources/Legacy/Old/Newer/.a11yfix.json", Self.traitsOnly)
        try folder.write("repo/Sources/Legacy/Old/Newer/Header.swift", Self.header)
        try folder.write("plain/Sources/Header.swift", Self.header)  // no repository: the outer config applies

        let result = try CommandRunner.a11yfix(["--check", "repo", "plain"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(findingLines(result), [traitsFinding("repo/Sources/App/Header.swift"), traitsFinding("repo/Sources/Legacy/Old/Newer/Header.swift")])

        let inside = try CommandRunner.a11yfix(["--check", "."], in: folder.url.appendingPathComponent("repo/Sources"))
        XCTAssertEqual(findingLines(inside), [traitsFinding("App/Header.swift"), traitsFinding("Legacy/Old/Newer/Header.swift")])
    }

    func testConfigOptionReplacesTheLookupAndItsPathsAreRelativeToIt() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11yfix.json", Self.traitsOff)
        try folder.write("Sources/App/Header.swift", Self.header)
        try folder.write("Sources/Legacy/.a11yfix.json", Self.traitsOff)
        try folder.write("Sources/Legacy/Header.swift", Self.header)
        try folder.write("Sources/Generated/Header.swift", Self.header)
        try folder.write("ci/a11yfix.json", #"{"rules": {"only": ["deprecated-accessibility-modifier"]}, "exclude": ["../Sources/Generated", "Generated"]}"#)

        let broken = try CommandRunner.a11yfix(["--check", "--config", "ci/a11yfix.json", "Sources"], in: folder.url)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.standardError, "ci/a11yfix.json: error: 'exclude[0]' '../Sources/Generated': '..' cannot leave the config file's folder\n")

        try folder.write("ci/a11yfix.json", #"{"rules": {"only": ["deprecated-accessibility-modifier"]}, "exclude": ["Generated"]}"#)
        let result = try CommandRunner.a11yfix(["--check", "--config", "ci/a11yfix.json", "Sources"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(findingLines(result), [traitsFinding("Sources/App/Header.swift"), traitsFinding("Sources/Legacy/Header.swift")])

        let missing = try CommandRunner.a11yfix(["--check", "--config", "nowhere.json", "Sources"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "nowhere.json: error: no such configuration file\n")
    }

    func testCommandLineFlagsWinOverTheConfig() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11yfix.json", #"{"rules": {"disable": ["deprecated-accessibility-modifier"]}}"#)
        try folder.write("Header.swift", Self.header)
        XCTAssertEqual(findingLines(try CommandRunner.a11yfix(["--check", "."], in: folder.url)).filter { $0.contains("deprecated-accessibility-modifier") }, [])
        let named = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier", "."], in: folder.url)
        XCTAssertEqual(findingLines(named), [traitsFinding("Header.swift")])
        let disabled = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier", "--disable", "deprecated-accessibility-modifier", "."], in: folder.url)
        XCTAssertEqual(disabled.status, 0, disabled.standardError)
    }

    /// The deprecated `.accessibility(…)` forms shipped first as `traits-added-not-assigned`: teams'
    /// configs, scripts and suppression comments that name it keep working.
    func testTheFormerIDOfARuleStillNamesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Header.swift", Self.header)
        let named = try CommandRunner.a11yfix(["--check", "--rules", "traits-added-not-assigned", "."], in: folder.url)
        XCTAssertEqual(findingLines(named), [traitsFinding("Header.swift")], named.standardError)
        try folder.write(".a11yfix.json", #"{"rules": {"only": ["traits-added-not-assigned"]}, "severity": {"traits-added-not-assigned": "blocks"}}"#)
        let configured = try CommandRunner.a11yfix(["--check", "--strict", "."], in: folder.url)
        XCTAssertTrue(configured.standardError.contains(traitsFinding("Header.swift").replacingOccurrences(of: ": warning: ", with: ": error: ")),
                      "the severity set under the former id applies: " + configured.standardError)
        try folder.write(".a11yfix.json", #"{"rules": {"disable": ["traits-added-not-assigned"]}}"#)
        let disabled = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier,traits-added-not-assigned", "--disable", "traits-added-not-assigned", "."], in: folder.url)
        XCTAssertEqual(disabled.status, 0, disabled.standardError)
    }

    // MARK: - Errors

    func testEveryConfigErrorIsOneLineNamingTheFileTheKeyAndWhatIsAccepted() throws {
        let cases: [(config: String, path: String, expected: String)] = [
            (#"{"rules": {"disabel": []}}"#, ".a11yfix.json",
             ".a11yfix.json: error: unknown key 'rules.disabel' (did you mean 'disable'?); accepted keys in 'rules': only, enable, disable"),
            (#"{"fontstrategy": "automatic"}"#, ".a11yfix.json",
             ".a11yfix.json: error: unknown key 'fontstrategy' (did you mean 'fontStrategy'?); accepted keys: version, rules, severity, exclude, deploymentTargets, identifiers, symbolLabels, fontStrategy, scope, strict"),
            (#"{"scope": ["preview"]}"#, ".a11yfix.json",
             ".a11yfix.json: error: 'scope[0]' must be one of previews, debug, tests, uncompiled, samples (got 'preview') (did you mean 'previews'?)"),
            (#"{"exclude": "Generated"}"#, ".a11yfix.json",
             ".a11yfix.json: error: 'exclude' must be a list of strings (glob patterns), not a string"),
            (#"{"identifiers": {"track": "yes"}}"#, ".a11yfix.json",
             ".a11yfix.json: error: 'identifiers.track' must be true or false, not a string"),
            (#"{"rules": {"disable": ["traits-added-not-asigned"]}}"#, ".a11yfix.json",
             ".a11yfix.json: error: unknown rule 'traits-added-not-asigned' in 'rules.disable' (did you mean 'traits-added-not-assigned'? a11yfix --list-rules lists every rule)"),
            (#"{"rules": {"enable": ["colour-contrast-everything"]}}"#, ".a11yfix.json",
             ".a11yfix.json: error: unknown rule 'colour-contrast-everything' in 'rules.enable' (a11yfix --list-rules lists every rule)"),
            ("{\n  \"version\": 1\n  \"exclude\": []\n}\n", ".a11yfix.json",
             ".a11yfix.json:3:3: error: invalid JSON: expected ',' or '}' after a value"),
            ("{\n  // no comments in JSON\n}\n", ".a11yfix.json",
             ".a11yfix.json:2:3: error: invalid JSON: JSON has no comments; use a \"$comment\" key"),
            (#"{"severity": {"deprecated-accessibility-modifier": "error"}}"#, "Sources/.a11yfix.json",
             "Sources/.a11yfix.json: error: 'severity.deprecated-accessibility-modifier' must be one of blocks, degrades, incomplete (got 'error'); severity is a11yfix's triage severity: blocks is reported as an error, degrades as a warning, incomplete as a note"),
        ]
        for (config, path, expected) in cases {
            let folder = try TemporaryFolder()
            try folder.write(path, config)
            try folder.write("Sources/Header.swift", Self.header)
            try folder.write("Other/Header.swift", Self.header)  // uses no broken config, still not processed
            let result = try CommandRunner.a11yfix(["--check", "Other", "Sources"], in: folder.url)
            XCTAssertEqual(result.status, 2, config)
            XCTAssertEqual(result.standardError, expected + "\n", config)
            XCTAssertEqual(result.standardOutput, "")
        }
    }

    func testEveryProblemOfAConfigIsReportedAtOnce() throws {
        XCTAssertThrowsError(try Configuration.parse(Array(#"{"version": 2, "rules": {"only": [], "enable": ["unused-suppression"]}, "fontStrategy": 3}"#.utf8), path: "x.json")) { error in
            XCTAssertEqual((error as? ConfigurationFailure)?.errors.map(\.message), [
                "'version' must be 1 (this a11yfix reads version 1 configurations; got 2)",
                "'rules.only' and 'rules.enable' cannot be combined: 'only' lists every rule that runs, opt-in rules included",
                "'fontStrategy' must be one of automatic, textStyles, scaledMetric, not a number",
            ])
        }
    }

    func testStrictJSONIsRequiredOnEveryPlatform() {
        let cases: [(String, String)] = [
            ("", "1:1: invalid JSON: the file is empty; a configuration is a JSON object such as {}"),
            (#"{"exclude": ["A",]}"#, "1:18: invalid JSON: trailing comma before ']' (JSON allows none)"),
            ("{\"version\": 1,\n}", "2:1: invalid JSON: trailing comma before '}' (JSON allows none)"),
            (#"{"exclude": [], "exclude": ["B"]}"#, "1:17: invalid JSON: duplicate key 'exclude'"),
            (#"{exclude: []}"#, "1:2: invalid JSON: expected a key in double quotes"),
            (#"{"fontStrategy": 'automatic'}"#, "1:18: invalid JSON: strings need double quotes"),
            (#"{"version": 01}"#, "1:13: invalid JSON: numbers cannot start with 0"),
            (#"{"symbolLabels": {"a": "b\q"}}"#, #"1:26: invalid JSON: invalid escape '\q' in a string"#),
            (#"{} {}"#, "1:4: invalid JSON: unexpected text after the end of the JSON value"),
            (#"{"rules": {"only": null"#, "1:24: invalid JSON: unexpected end of file; expected ',' or '}' after a value"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Configuration.parse(Array(text.utf8), path: "c.json"), text) { error in
                let problem = (error as? ConfigurationFailure)?.errors.first
                XCTAssertEqual(problem.map { "\($0.location?.description ?? "-"): \($0.message)" }, expected, text)
            }
        }
    }

    func testValuesAreValidatedAndNormalized() throws {
        let configuration = try Configuration.parse(Array("""
        {
          "$comment": "notes are allowed anywhere",
          "version": 1,
          "rules": {"$comment": "x", "only": null, "enable": ["unused-suppression"], "disable": ["deprecated-accessibility-modifier"]},
          "severity": {"unused-suppression": "incomplete"},
          "exclude": ["**/Generated/**"],
          "deploymentTargets": {"iOS": "16", "macOS": "13.5"},
          "identifiers": {"track": true, "categories": {"Sources/Settings": "settings"}},
          "symbolLabels": {"custom.bolt": "Boost"},
          "fontStrategy": "textStyles"
        }
        """.utf8), path: ".a11yfix.json")
        XCTAssertNil(configuration.onlyRules)
        XCTAssertEqual(configuration.enabledRules, ["unused-suppression"])
        XCTAssertEqual(configuration.disabledRules, ["deprecated-accessibility-modifier"])
        XCTAssertEqual(configuration.severities, ["unused-suppression": .incomplete])
        XCTAssertEqual(configuration.exclude, [Glob("**/Generated/**")])
        XCTAssertEqual(configuration.deploymentTargets, ["iOS": "16.0", "macOS": "13.5"])
        XCTAssertTrue(configuration.trackElements)
        XCTAssertEqual(configuration.identifierCategory(for: ["Sources", "Settings", "Rows", "Toggle.swift"]), "settings")
        XCTAssertEqual(configuration.symbolLabels, ["custom.bolt": "Boost"])
        XCTAssertEqual(configuration.fontStrategy, .textStyles)

        let invalid: [(String, String)] = [
            (#"{"deploymentTargets": {"iOS": 16}}"#, "'deploymentTargets.iOS' must be a version string such as \"16.0\", not a number"),
            (#"{"deploymentTargets": {"iOS": "16.x"}}"#, "'deploymentTargets.iOS' must be a version such as \"16.0\" (got '16.x')"),
            (#"{"deploymentTargets": {"ios": "16.0"}}"#, "unknown platform 'ios' in 'deploymentTargets' (did you mean 'iOS'?); accepted platforms: iOS, macOS, macCatalyst, tvOS, watchOS, visionOS, driverKit"),
            (#"{"identifiers": {"categories": {"Sources/Settings": "Settings"}}}"#, "'identifiers.categories.Sources/Settings' must be lowercase ASCII words joined by underscores, such as \"settings\" or \"account_settings\" (got 'Settings')"),
            (#"{"symbolLabels": {"custom.bolt": " "}}"#, "'symbolLabels.custom.bolt' must not be empty; a symbol that needs no label is decorative: hide it instead"),
            (#"{"severity": {"deprecated-accessibility-modifier": "off"}}"#, "'severity.deprecated-accessibility-modifier' must be one of blocks, degrades, incomplete (got 'off'); to turn a rule off, list it in 'rules.disable'"),
            (#"{"rules": {"enable": ["unused-suppression"], "disable": ["unused-suppression"]}}"#, "rule 'unused-suppression' is both enabled and in 'rules.disable'"),
            (#"{"exclude": ["Sources/[Gen"]}"#, "'exclude[0]' 'Sources/[Gen': '[' has no closing ']'"),
            (#"["Generated"]"#, "the configuration must be a JSON object ({ … }), not a list"),
        ]
        for (text, expected) in invalid {
            XCTAssertThrowsError(try Configuration.parse(Array(text.utf8), path: "c.json"), text) { error in
                XCTAssertEqual((error as? ConfigurationFailure)?.errors.map(\.message), [expected], text)
            }
        }
    }

    // MARK: - Exclusion

    func testGlobsFollowGitignoreRules() {
        func matches(_ pattern: String, _ path: String) -> Bool { Glob(pattern).matches(path.split(separator: "/")) }
        XCTAssertTrue(matches("**/Generated/**", "Sources/Generated/API.swift"))
        XCTAssertTrue(matches("**/Generated/**", "Generated/Deep/API.swift"))
        XCTAssertFalse(matches("**/Generated/**", "Sources/GeneratedCode/API.swift"))
        XCTAssertTrue(matches("Generated", "Sources/App/Generated/API.swift"), "no slash: any depth")
        XCTAssertTrue(matches("*.pb.swift", "Sources/Model/User.pb.swift"))
        XCTAssertFalse(matches("*.pb.swift", "Sources/Model/User.swift"))
        XCTAssertTrue(matches("Sources/Legacy", "Sources/Legacy/Old/A.swift"), "a folder excludes what is below it")
        XCTAssertFalse(matches("Sources/Legacy", "Modules/Sources/Legacy/A.swift"), "a slash anchors")
        XCTAssertFalse(matches("/Legacy", "Sources/Legacy/A.swift"))
        XCTAssertTrue(matches("/Legacy", "Legacy/A.swift"))
        XCTAssertTrue(matches("Legacy/", "Legacy/A.swift"))
        XCTAssertFalse(matches("Legacy/", "Sources/Legacy"), "a trailing slash matches folders only")
        XCTAssertTrue(matches("Sources/*/Views", "Sources/Feed/Views/FeedView.swift"))
        XCTAssertFalse(matches("Sources/*/Views", "Sources/Feed/Sub/Views/FeedView.swift"), "* stays in one folder")
        XCTAssertTrue(matches("Sources/**/Views", "Sources/Feed/Sub/Views/FeedView.swift"))
        XCTAssertTrue(matches("View?.swift", "ViewA.swift"))
        XCTAssertTrue(matches("Test[0-9].swift", "Test7.swift"))
        XCTAssertFalse(matches("Test[!0-9].swift", "Test7.swift"))
        XCTAssertTrue(matches("./Sources/Legacy", "Sources/Legacy/A.swift"))
        XCTAssertEqual(Glob("Sources/Settings").deepestMatch(["Sources", "Settings", "Rows", "A.swift"]), 2)
    }

    func testExcludedFilesAreSkippedEvenWhenNamedOrPiped() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11yfix.json", #"{"rules": {"only": ["deprecated-accessibility-modifier"]}, "exclude": ["**/Generated/**", "*.pb.swift", "/Legacy"]}"#)
        for path in ["Sources/App/Header.swift", "Sources/Generated/Header.swift", "Sources/App/Header.pb.swift", "Legacy/Header.swift", "Sources/Legacy/Header.swift"] {
            try folder.write(path, Self.header)
        }
        let result = try CommandRunner.a11yfix(["--check", "."], in: folder.url)
        XCTAssertEqual(findingLines(result), [traitsFinding("Sources/App/Header.swift"), traitsFinding("Sources/Legacy/Header.swift")])
        XCTAssertTrue(result.standardError.contains("\na11yfix: 2 files, 2 findings in "), result.standardError)

        let named = try CommandRunner.a11yfix(["--apply", "Sources/Generated/Header.swift", "Legacy/Header.swift"], in: folder.url)
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertEqual(try folder.text("Sources/Generated/Header.swift"), Self.header, "an excluded file is never written")

        let piped = try CommandRunner.a11yfix(["-", "--stdin-path", "Sources/Generated/Header.swift"], in: folder.url, input: Data(Self.header.utf8))
        XCTAssertEqual(piped.status, 0)
        XCTAssertEqual(piped.standardOutput, Self.header)
        XCTAssertEqual(piped.standardError, "")
        let included = try CommandRunner.a11yfix(["-", "--stdin-path", "Sources/App/Header.swift"], in: folder.url, input: Data(Self.header.utf8))
        XCTAssertEqual(included.status, 1)
        XCTAssertTrue(included.standardOutput.contains(#"Image("logo").accessibilityLabel(Text("Acme"))"#))
    }

    // MARK: - Options for the rules

    private func deploymentTargets(of path: String, _ resolver: ConfigurationResolver) -> [String: String]? {
        guard case let .configured(configuration) = resolver.resolve(path) else { return nil }
        return configuration.options.deploymentTargets
    }

    func testDeploymentTargetsComeFromTheNearestPackageManifest() throws {
        let demo = try Data(contentsOf: CommandRunner.repositoryRoot.appendingPathComponent("Fixtures/DemoApp/Package.swift"))
        XCTAssertEqual(PackageManifest.deploymentTargets(in: Array(demo)), ["iOS": "16.0", "macOS": "13.0"])
        XCTAssertEqual(PackageManifest.deploymentTargets(in: Array("""
        let package = Package(
            name: "Kit",
            platforms: [
                .iOS("16.4"), .macOS(.v10_15),  // a comment
                .watchOS(.v9), .visionOS(.v1), .custom("Linux", versionString: "1")
            ],
            targets: [.target(name: "Kit")]
        )
        """.utf8)), ["iOS": "16.4", "macOS": "10.15", "watchOS": "9.0", "visionOS": "1.0"])
        XCTAssertNil(PackageManifest.deploymentTargets(in: Array(#"let package = Package(name: "Tool", targets: [])"#.utf8)))
        // A dependency's platform condition names platforms without versions: the package's own stay.
        let conditional = PackageManifest(bytes: Array("""
        let package = Package(
            name: "App",
            platforms: [.iOS(.v16), .tvOS(.v17)],
            targets: [
                .target(name: "AppLibraryMain"),
                .target(name: "Wrapper", dependencies: [.target(name: "AppLibraryMain", condition: .when(platforms: [.iOS]))], path: "Sources/Empty")
            ]
        )
        """.utf8))
        XCTAssertEqual(conditional.deploymentTargets, ["iOS": "16.0", "tvOS": "17.0"])
        XCTAssertEqual(conditional.targets.map(\.name), ["AppLibraryMain", "Wrapper"], "a target named in a dependency is no target of its own")

        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "let package = Package(name: \"Outer\", platforms: [.iOS(.v13)])\n")
        try folder.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try folder.write("repo/Sources/Plain.swift", "")
        try folder.write("repo/Kit/Package.swift", "let package = Package(name: \"Kit\", platforms: [.iOS(\"16.4\"), .macOS(.v13)])\n")
        try folder.write("repo/Kit/Sources/Kit/View.swift", "")
        try folder.write("repo/Configured/.a11yfix.json", #"{"deploymentTargets": {"iOS": "17"}}"#)
        try folder.write("repo/Configured/Package.swift", "let package = Package(name: \"C\", platforms: [.iOS(.v15)])\n")
        try folder.write("repo/Configured/View.swift", "")
        let resolver = ConfigurationResolver(options: CommandOptions(), base: FixerConfiguration(rules: []), currentDirectory: folder.url.path)
        func targets(_ path: String) -> [String: String]? { deploymentTargets(of: path, resolver) }
        XCTAssertEqual(targets("repo/Kit/Sources/Kit/View.swift"), ["iOS": "16.4", "macOS": "13.0"])
        XCTAssertEqual(targets("repo/Sources/Plain.swift"), [:], "the manifest above the repository root does not count")
        XCTAssertEqual(targets("repo/Configured/View.swift"), ["iOS": "17.0"], "the config wins over the manifest")
        XCTAssertEqual(resolver.errors, [])
    }

    func testConfiguredOptionsReachTheRules() throws {
        let folder = try TemporaryFolder()
        try folder.write(".a11yfix.json", """
        {"severity": {"deprecated-accessibility-modifier": "blocks"}, "symbolLabels": {"bolt.circle": "Boost"}, "fontStrategy": "scaledMetric",
         "identifiers": {"track": true, "categories": {"Sources/Settings": "settings", "Sources/Settings/Account": "account", "Rows": "row"}}}
        """)
        for path in ["Sources/Settings/Account/Profile/View.swift", "Sources/Settings/Rows/View.swift", "Sources/Settings/View.swift", "Sources/Feed/View.swift"] {
            try folder.write(path, Self.header)
        }
        let resolver = ConfigurationResolver(options: CommandOptions(), base: FixerConfiguration(rules: []), currentDirectory: folder.url.path)
        func configuration(_ path: String) throws -> FixerConfiguration {
            guard case let .configured(configuration) = resolver.resolve(path) else { return try XCTUnwrap(nil, "\(path) is not configured") }
            return configuration
        }
        let settings = try configuration("Sources/Settings/View.swift")
        XCTAssertEqual(settings.options.symbolLabels, ["bolt.circle": "Boost"])
        XCTAssertEqual(settings.options.fontStrategy, .scaledMetric)
        XCTAssertTrue(settings.options.trackElements)
        XCTAssertEqual(settings.options.identifierCategory, "settings")
        XCTAssertEqual(try configuration("Sources/Settings/Account/Profile/View.swift").options.identifierCategory, "account", "the deepest folder wins")
        XCTAssertEqual(try configuration("Sources/Settings/Rows/View.swift").options.identifierCategory, "row")
        XCTAssertNil(try configuration("Sources/Feed/View.swift").options.identifierCategory)
        XCTAssertEqual(settings.rules.map { type(of: $0).id }, RuleRegistry.defaultRules.map { $0.id })

        let outcome = FileFixer(configuration: settings).process(SourceFile(path: "View.swift", text: Self.header))
        XCTAssertEqual(outcome.findings.filter { $0.ruleID == "deprecated-accessibility-modifier" }.map(\.severity), [.blocks],
                       "the configured severity is the one every report reads")
    }

    func testSymbolLabelsFromTheConfigAreTheLabelsFixesInsert() throws {
        let folder = try TemporaryFolder()
        try folder.write("Toolbar.swift", """
        import SwiftUI

        struct Toolbar: View {
            let boost: () -> Void

            var body: some View {
                Button(action: boost) { Image(systemName: "bolt.circle") }
            }
        }

        """)
        try folder.write(".a11yfix.json", #"{"rules": {"only": ["icon-only-control-label"]}, "symbolLabels": {"bolt.circle": "Boost"}}"#)
        let result = try CommandRunner.a11yfix(["--dry-run", "."], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("+            .accessibilityLabel(\"Boost\")"), result.standardOutput)
    }

    func testFolderCategoriesStartTheIdentifiersOfTheirFiles() throws {
        let folder = try TemporaryFolder()
        let view = """
        import SwiftUI

        struct AccountView: View {
            @State private var notificationsOn = true

            var body: some View {
                Toggle("Notifications", isOn: $notificationsOn)
            }
        }

        """
        try folder.write("Sources/Settings/AccountView.swift", view)
        try folder.write("Sources/Feed/AccountView.swift", view)
        try folder.write(".a11yfix.json", #"{"rules": {"only": ["accessibility-identifier"]}, "identifiers": {"categories": {"Sources/Settings": "prefs"}}}"#)
        let result = try CommandRunner.a11yfix(["--dry-run", "."], in: folder.url)
        XCTAssertEqual(result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("+ ") }, [
            #"+            .accessibilityIdentifier("account_notifications_toggle")"#,
            #"+            .accessibilityIdentifier("prefs_account_notifications_toggle")"#,
        ])
    }

    // MARK: - init --config

    func testInitWritesAStarterConfigThatLoadsAndNeverOverwrites() throws {
        let folder = try TemporaryFolder()
        let created = try CommandRunner.a11yfix(["init", "--config"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.standardError)
        XCTAssertEqual(created.standardOutput, "a11yfix: wrote .a11yfix.json; every key is at its default, with a $comment explaining it (docs/configuration.md)\n")
        let text = try folder.text(".a11yfix.json")
        XCTAssertEqual(text, StarterConfiguration.text)
        XCTAssertEqual(try Configuration.parse(Array(text.utf8), path: ".a11yfix.json"), Configuration(), "every key at its default")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for key in ConfigurationValidator.topLevelKeys {
            XCTAssertNotNil(object[key], "\(key) is in the starter config")
            XCTAssertNotNil(object[key == "version" ? "$comment" : "$comment-\(key)"], "\(key) is explained")
        }

        try folder.write("Header.swift", Self.header)
        let run = try CommandRunner.a11yfix(["--check", "--rules", "deprecated-accessibility-modifier", "."], in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)

        try folder.write(".a11yfix.json", #"{"rules": {"disable": ["reduce-motion"]}}"#)
        let again = try CommandRunner.a11yfix(["init", "--config", "."], in: folder.url)
        XCTAssertEqual(again.status, 2)
        XCTAssertEqual(again.standardError, "a11yfix: error: .a11yfix.json already exists; not overwritten (edit it, or delete it first)\n")
        XCTAssertEqual(try folder.text(".a11yfix.json"), #"{"rules": {"disable": ["reduce-motion"]}}"#)

        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("Packages/Kit"), withIntermediateDirectories: true)
        XCTAssertEqual(try CommandRunner.a11yfix(["init", "--config", "Packages/Kit"], in: folder.url).status, 0)
        XCTAssertEqual(try folder.text("Packages/Kit/.a11yfix.json"), StarterConfiguration.text)
        let missing = try CommandRunner.a11yfix(["init", "--config", "Nowhere"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.standardError, "a11yfix: error: Nowhere: no such folder\n")
        XCTAssertEqual(try CommandRunner.a11yfix(["init"], in: folder.url).standardError, "a11yfix: error: usage: a11yfix init --config [FOLDER] | --tracker [DIR] | --ui-test [DIR]\n")
    }
}
