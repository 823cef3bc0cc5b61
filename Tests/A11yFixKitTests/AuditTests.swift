@testable import A11yFixKit
import Foundation
import XCTest

/// `a11yfix audit`: the element inventory (seed 004's table and its rules for value and traits), the
/// report's sections, its formats and options, and the demo app's reports as snapshots.
final class AuditTests: XCTestCase {
    static let timerScreen = """
    import SwiftUI

    struct SessionTimerView: View {
        @State private var isOn = false
        @State private var volume = 0.5
        @State private var count = 0
        @State private var email = ""
        @State private var showsAlert = false
        let positions: [Position]

        var body: some View {
            List {
                Button("Save") { save() }
                    .accessibilityIdentifier("session_timer_save_button")
                    .accessibilityHint("Stores the session")
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                Toggle("Dark Mode", isOn: $isOn)
                Slider(value: $volume)
                Stepper("Count: \\(count)", value: $count)
                Stepper("Rounds", value: $count)
                HStack {
                    Text("Advanced")
                    Spacer()
                }
                .onTapGesture { showsAlert = true }
                HStack {
                    Image(systemName: "gear")
                }
                .onTapGesture { open() }
                .accessibilityLabel("Settings")
                .accessibilityAddTraits(.isButton)
                ForEach(positions) { position in
                    HStack {
                        Text(position.name)
                        Text("\\(position.count) transitions")
                    }
                }
                TextField("Email", text: $email)
                Button("Hidden") {}
                    .accessibilityHidden(true)
            }
            .alert("Delete?", isPresented: $showsAlert) {
                Button("Delete", role: .destructive) {}
            }
        }
    }

    #Preview {
        Button("Preview only") {}
    }

    """

    func testInventoryReadsTheFivePropertiesWithSeed004sRulesForValueAndTraits() {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "SessionTimerView.swift", text: Self.timerScreen)))
        let rows = ElementInventory.elements(in: context).map { element in
            ([String(element.line), element.element, element.type] + element.properties.map(\.status.rawValue)).joined(separator: " | ")
        }
        XCTAssertEqual(rows, [
            "13 | \"Save\" | Button | OK | auto | OK | n/a | auto",
            "16 | square.and.arrow.up | Button | — | — | — | n/a | auto",
            "19 | \"Dark Mode\" | Toggle | — | auto | — | auto | auto",
            "20 | $volume | Slider | — | — | — | auto | auto",
            "21 | \"Count: \\(count)\" | Stepper | — | auto | — | auto | auto",
            "22 | \"Rounds\" | Stepper | — | auto | — | — | auto",
            "23 | \"Advanced\" | Tappable HStack | — | auto | — | n/a | —",
            "28 | gear | Tappable HStack | — | OK | — | n/a | OK",
            "40 | \"Email\" | TextField | — | auto | — | auto | auto",
        ], "previews, system alert buttons, hidden controls and rows that only show data are not in the table")
        let elements = ElementInventory.elements(in: context)
        XCTAssertTrue(elements[1].isIconOnly)
        XCTAssertFalse(elements[0].isIconOnly)
        XCTAssertEqual(elements.map(\.isAccessible), [true, false, true, false, true, false, false, true, true],
                       "a name, the right role and a value where there is state; identifiers and hints do not count")
    }

    func testRowsArePersonsToOperateAndAnImageSwapIsNoValue() {
        let code = """
        struct InboxView: View {
            @State private var messages: [Message] = []
            @State private var history: [Edit] = []
            @State private var showsPoll = false
            @State private var isPinned = false

            var body: some View {
                List {
                    ForEach(messages) { message in
                        HStack {
                            Text(message.sender)
                            Text(message.subject)
                        }
                    }
                    .onDelete { messages.remove(atOffsets: $0) }
                    ForEach(history) { edit in
                        VStack {
                            Text(edit.text)
                            Text(edit.date, style: .date)
                        }
                    }
                }
                .toolbar {
                    Button { showsPoll.toggle() } label: {
                        Image(systemName: showsPoll ? "chart.bar.fill" : "chart.bar")
                    }
                    .accessibilityLabel("Poll")
                    Button { isPinned.toggle() } label: {
                        Label(isPinned ? "Unpin" : "Pin", systemImage: isPinned ? "pin.slash" : "pin")
                    }
                }
            }
        }
        """
        let rows = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "InboxView.swift", text: code)))).map { element in
            ([String(element.line), element.element, element.type] + element.properties.map(\.status.rawValue)).joined(separator: " | ")
        }
        XCTAssertEqual(rows, [
            "10 | message.sender | List row | — | auto | n/a | — | n/a",
            "24 | chart.bar.fill / chart.bar | Button | — | OK | — | — | auto",
            "28 | isPinned ? \"Unpin\" : \"Pin\" | Button | — | auto | — | n/a | auto",
        ], """
        a row the list deletes is operated, a row of an edit history only read; a toggle whose state only its image shows \
        has no value VoiceOver speaks, a title that follows the state says it
        """)
    }

    func testAControlLabelledByTheProjectsViewReadsWhatThatViewSetsOrShows() throws {
        let folder = try TemporaryFolder()
        try folder.write(".git/HEAD", "ref: refs/heads/main\n")
        try folder.write("Sources/App/Labels.swift", """
        import SwiftUI

        struct HandleLabel: View {
            let handle: String
            var body: some View {
                HStack {
                    Image(systemName: "at")
                    Text(handle)
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Account \\(handle)")
            }
        }

        struct GardenArtwork: View {
            var body: some View {
                ZStack {
                    Image("lawn")
                    Image("birdbath")
                }
            }
        }

        """)
        try folder.write("Sources/App/GardenList.swift", """
        import SwiftUI

        struct GardenList: View {
            let handle: String
            var body: some View {
                List {
                    NavigationLink { Text("Account") } label: { HandleLabel(handle: handle) }
                    NavigationLink { Text("Garden") } label: { GardenArtwork() }
                }
            }
        }

        """)
        let run = try CommandRunner.a11yfix(["audit", "Sources"], in: folder.url)
        XCTAssertTrue(run.standardOutput.contains("| 7 | HandleLabel | NavigationLink | — | OK | — | n/a | auto |"),
                      "the label the view sets on itself, in another file, labels the link: \(run.standardOutput)")
        XCTAssertTrue(run.standardOutput.contains("| 8 | GardenArtwork | NavigationLink | — | ? | — | n/a | auto |"),
                      "artwork with no text names nothing: not auto \(run.standardOutput)")
    }

    func testALinkNoOneSeesIsNoElement() {
        let code = """
        struct GalleryView: View {
            @State private var showsInfo = false
            var body: some View {
                VStack {
                    Button("Show All") { showsInfo = true }
                }
                .background {
                    NavigationLink(destination: InfoView(), isActive: $showsInfo) { EmptyView() }
                        .opacity(0)
                }
            }
        }
        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "GalleryView.swift", text: code)))
        XCTAssertEqual(ElementInventory.elements(in: context).map(\.element), ["\"Show All\""],
                       "the link code drives, with nothing to show and at zero opacity, is not an element anyone meets")
        XCTAssertEqual(AccessibilityIdentifierRule().findings(in: context).count, 1, "the button, not the link")
    }

    func testALabelWhoseOnlyTextShowsInOneBranchIsUnchecked() {
        let code = """
        struct ModelSelector: View {
            let selected: Model?
            let isSaving: Bool
            var body: some View {
                Menu {
                    Button("Reset") {}
                } label: {
                    HStack {
                        if let selected { Text(selected.name) }
                        Image(systemName: "chevron.down")
                    }
                }
                Button(action: save) {
                    if isSaving { ProgressView() } else { Text("Save") }
                }
            }
        }
        """
        let elements = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "ModelSelector.swift", text: code))))
        XCTAssertEqual(elements.map { "\($0.type) \($0.label.rawValue)" }, ["Menu —", "Button auto", "Button auto"],
                       "with no model the menu shows a chevron alone; a spinner stands in for Save only while it saves")
    }

    func testAnElementWithANameRoleAndValueIsAccessibleWithoutHintOrIdentifier() {
        let code = """
        struct EditorView: View {
            var body: some View {
                Button("Save") { save() }
                    .accessibilityIdentifier("editor_save_button")
                    .accessibilityHint("Stores the technique")
                Button("Delete") { delete() }
                    .accessibilityIdentifier("editor_delete_button")
            }
        }
        """
        let elements = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "EditorView.swift", text: code))))
        XCTAssertEqual(elements.map(\.isAccessible), [true, true], "hints and identifiers are optional: a titled Button is accessible without them")
    }

    func testMarkdownReportHasTheTableSummarySeveritySectionsDeviceChecksAndReadiness() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/SessionTimerView.swift", Self.timerScreen)
        try folder.write("Sources/App/Theme.swift", "import SwiftUI\n\nenum Theme {\n    static let title = Font.system(size: 28)\n}\n")
        let run = try CommandRunner.a11yfix(["audit", "Sources"], in: folder.url)
        XCTAssertEqual(run.status, 1, "the report lists findings: \(run.standardError)")
        let report = run.standardOutput
        XCTAssertTrue(report.hasPrefix("## Accessibility Audit Report\n\nScope: `Sources` · 2 Swift files · a11yfix "), report)
        XCTAssertTrue(report.contains("""
        ### file: Sources/App/SessionTimerView.swift

        | Line | Element | Type | identifier | label | hint | value | traits |
        |------|---------|------|:---:|:---:|:---:|:---:|:---:|
        | 13 | "Save" | Button | OK | auto | OK | n/a | auto |
        """), report)
        XCTAssertFalse(report.contains("### file: Sources/App/Theme.swift"), "files without interactive elements have no table")
        XCTAssertTrue(report.contains("""
        - Files scanned: 2
        - Interactive elements found: 9
        - Accessible (a name, the right role, a value where they carry state): 5 (56%)
        - Without a name: 2 (findings below)
        - Wrong role (tappable views not announced as buttons): 1 (findings below)
        - Without a value (of 5 elements that carry state): 0 (findings below) · 1 more that no rule checks yet (`?`)
        - Findings by severity: 🔴 3 · 🟡 2 · 🟠 1

        Optional, for UI tests, agents and extra guidance (not counted as accessible or not):

        - Identifiers set: 1 of 9 (`a11yfix --identifiers --apply` adds them)
        - Hints set: 1 of 9
        """), report)
        XCTAssertTrue(report.contains("""
        | 16 | square.and.arrow.up | Button | — | — | — | n/a | auto |
        | 19 | "Dark Mode" | Toggle | — | auto | — | auto | auto |
        | 20 | $volume | Slider | — | — | — | auto | auto |
        """), "the icon-only Button's and the untitled Slider's missing labels are findings: \(report)")
        XCTAssertTrue(report.contains("#### 🔴 Blocks Assistive Tech — completely unreachable, fix immediately\n\n**"), report)
        XCTAssertTrue(report.contains("- `Sources/App/SessionTimerView.swift:16:13` icon-only Button has no accessibility label"), report)
        XCTAssertTrue(report.contains("#### 🟡 Degrades Experience — reachable but significant friction\n\n**List rows read piece by piece** (`list-row-combine`, 1, WCAG 1.3.1)"), report)
        XCTAssertTrue(report.contains("**Personal-data fields need a content type** (`text-content-type`, 1, WCAG 1.3.5)"), report)
        XCTAssertTrue(report.contains("#### 🟠 Incomplete Support — gaps preventing Nutrition Label claims\n\n**Fonts that scale with Dynamic Type** (`dynamic-type-font`, 1, WCAG 1.4.4)"), report)
        XCTAssertTrue(report.contains("- `Sources/App/Theme.swift:4:29` fixed font size 28 does not scale with Dynamic Type; use .title — `a11yfix --apply --unsafe` fixes it (changes layout or logic)"), report)
        XCTAssertTrue(report.contains("""
        #### ✅ Verified in code — confirmed correct by static analysis

        - 5 controls are labelled by their visible text (no redundant labels)
        - 1 modal uses a system presentation (.sheet, .fullScreenCover, .popover, .alert) that traps focus
        """), report)
        XCTAssertTrue(report.contains("**Must test on device:**\n\n- VoiceOver: navigation order, reading flow, focus after push/modal (1 view, 9 interactive elements)\n"), report)
        XCTAssertFalse(report.contains("Reduce Motion: all animations verified"), "no animations, nothing to verify")
        XCTAssertFalse(report.contains("Captions and Audio Descriptions"), "no media")
        // The gear's stack carries the team's label ("Settings"), so its image needs none of its own.
        // The list row read piece by piece slows VoiceOver users down; it stops no task.
        XCTAssertTrue(report.hasSuffix("**Nutrition Label readiness:** Blocked by 4 findings — VoiceOver (3), Voice Control (3), Larger Text (1). `a11yfix nutrition` shows them per screen.\n"), report)
        XCTAssertEqual(run.standardError, "a11yfix: audited 2 files: 9 interactive elements, 5 accessible, 6 findings\n")
    }

    func testReadinessIsAchievableWithoutBlockersAndNotApplicableWithoutUI() throws {
        let folder = try TemporaryFolder()
        try folder.write("UI/Footer.swift", "import SwiftUI\n\nstruct Footer: View {\n    var body: some View {\n        Button(\"Help\") {}\n    }\n}\n")
        try folder.write("Model/Store.swift", "struct Store {\n    var items: [String] = []\n}\n")
        let clean = try CommandRunner.a11yfix(["audit", "UI"], in: folder.url)
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertTrue(clean.standardOutput.contains("**Nutrition Label readiness:** Achievable — "), clean.standardOutput)
        let model = try CommandRunner.a11yfix(["audit", "Model"], in: folder.url)
        XCTAssertEqual(model.status, 0)
        XCTAssertTrue(model.standardOutput.contains("**Must test on device:**\n\n- Nothing: the scanned code has no user interface."), model.standardOutput)
        XCTAssertTrue(model.standardOutput.contains("**Nutrition Label readiness:** Not applicable — the scanned code has no user interface."))
        let quick = try CommandRunner.a11yfix(["audit", "--quick", "UI"], in: folder.url)
        XCTAssertTrue(quick.standardOutput.contains("findings: degrades and above (--severity)"), quick.standardOutput)
        XCTAssertTrue(quick.standardOutput.contains("**Nutrition Label readiness:** Achievable as far as these severities go"), quick.standardOutput)
    }

    func testVerifyMarkersAreListedApartFromTheSeverities() throws {
        let folder = try TemporaryFolder()
        try folder.write("Share.swift", """
        import SwiftUI

        struct ShareBar: View {
            var body: some View {
                Button(action: share) {
                    Image(systemName: "square.and.arrow.up")
                }
                .accessibilityLabel("Share") // [VERIFY]
            }
        }

        """)
        let run = try CommandRunner.a11yfix(["audit", "Share.swift"], in: folder.url)
        XCTAssertEqual(run.status, 1, "a marker left to review is a finding")
        XCTAssertTrue(run.standardOutput.contains("""
        #### 📝 Left to verify — inferred text marked `// [VERIFY]`

        **Labels left to verify** (`verify-marker`, 1)

        - `Share.swift:8:38` '// [VERIFY]' left to review: confirm '.accessibilityLabel("Share")' says what the element does, then delete the marker
        """), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("#### 🔴 Blocks Assistive Tech — completely unreachable, fix immediately\n\n- None found"), run.standardOutput)
    }

    func testJSONOutputFileGlobsAndUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/SessionTimerView.swift", Self.timerScreen)
        try folder.write("Sources/App/Helpers.swift", "import SwiftUI\n\nstruct Badge: View {\n    var body: some View {\n        Button(\"Open\") {}\n    }\n}\n")
        let json = try CommandRunner.a11yfix(["audit", "--format", "json", "--output", "audit.json", "--quiet", "Sources/**/*View.swift"], in: folder.url)
        XCTAssertEqual(json.status, 1, json.standardError)
        XCTAssertEqual(json.standardOutput, "", "the report went to the file")
        XCTAssertEqual(json.standardError, "", "--quiet")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: folder.read("audit.json")) as? [String: Any])
        XCTAssertEqual(document["version"] as? Int, 2, "version 2: the accessible count and the unchecked status")
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["filesScanned"] as? Int, 1, "the glob leaves Helpers.swift out")
        XCTAssertEqual(summary["interactiveElements"] as? Int, 9)
        XCTAssertEqual(summary["missingValues"] as? Int, 0, "no rule reports a Stepper's or a row's value")
        XCTAssertEqual(summary["uncheckedValues"] as? Int, 1)
        XCTAssertEqual(summary["accessible"] as? Int, 5)
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let first = try XCTUnwrap((files.first?["elements"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["element"] as? String, "\"Save\"")
        XCTAssertEqual(first["identifier"] as? String, "present")
        XCTAssertEqual(first["value"] as? String, "notApplicable")
        let findings = try XCTUnwrap(document["findings"] as? [String: Any])
        XCTAssertEqual((findings["blocks"] as? [[String: Any]])?.first?["ruleId"] as? String, "icon-only-control-label")
        XCTAssertEqual((document["nutritionLabelReadiness"] as? [String: Any])?["status"] as? String, "blocked")

        let noMatch = try CommandRunner.a11yfix(["audit", "Sources/**/*Screen.swift"], in: folder.url)
        XCTAssertEqual(noMatch.status, 2)
        XCTAssertTrue(noMatch.standardError.contains("Sources/**/*Screen.swift: error: no Swift files match this pattern"), noMatch.standardError)
        let format = try CommandRunner.a11yfix(["audit", "--format", "sarif"], in: folder.url)
        XCTAssertEqual(format.status, 2)
        XCTAssertEqual(format.standardError, "a11yfix: error: audit's --format must be markdown or json (got 'sarif')\n")
        let typo = try CommandRunner.a11yfix(["audit", "--ouput", "x.md"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.standardError.contains("did you mean '--output'?"), typo.standardError)
        let rule = try CommandRunner.a11yfix(["audit", "--disable", "no-such-rule"], in: folder.url)
        XCTAssertEqual(rule.status, 2)
        XCTAssertTrue(rule.standardError.contains("unknown rule 'no-such-rule'"), rule.standardError)
        let help = try CommandRunner.a11yfix(["audit", "--help"], in: folder.url)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: a11yfix audit [OPTIONS] [PATH ...]"))
    }

    func testUnreadableFilesAreReportedAndExitTwo() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", "import SwiftUI\n\nstruct Good: View {\n    var body: some View { Text(\"Hi\") }\n}\n")
        try folder.write("Broken.swift", "let text = \"unterminated\n")
        let run = try CommandRunner.a11yfix(["audit", "."], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.standardOutput.contains("### Files not analysed\n\n- `Broken.swift:1:12`: "), run.standardOutput)
        XCTAssertTrue(run.standardError.contains("Broken.swift:1:12: error: "), run.standardError)
    }

    /// Controls a screen builds outside its body's statements: context-menu and swipe actions,
    /// toolbar and navigation-bar items, a helper labelled where it is used, a control inside a
    /// labelled group, a Slider no rule checks yet, a data row.
    static let inboxScreen = """
    import SwiftUI

    struct InboxView: View {
        @State private var messages: [Message] = []
        @State private var volume = 0.5
        @State private var showsCompose = false

        var body: some View {
            NavigationStack {
                List {
                    ForEach(messages) { message in
                        HStack {
                            Text(message.sender)
                            Text(message.subject)
                        }
                        .contextMenu {
                            Button("Archive") { archive(message) }
                            Button { delete(message) } label: { Image(systemName: "trash") }
                        }
                        .swipeActions {
                            Button { flag(message) } label: { Image(systemName: "flag") }
                        }
                    }
                    Slider(value: $volume)
                    iconButton("gear", action: openSettings)
                        .accessibilityLabel("Settings")
                    HStack {
                        Button(action: reply) { Image(systemName: "arrowshape.turn.up.left") }
                        Text("Reply")
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel("Reply")
                }
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button { showsCompose = true } label: { Image(systemName: "square.and.pencil") }
                    }
                }
                .navigationBarItems(trailing: Button(action: openFilters) { Image(systemName: "line.3.horizontal.decrease") })
            }
        }

        func iconButton(_ symbol: String, action: @escaping () -> Void) -> some View {
            Button(action: action) {
                Image(systemName: symbol)
            }
        }
    }

    """

    func testEveryControlIsARowAndALabelSetAroundItCounts() {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "InboxView.swift", text: Self.inboxScreen)))
        let rows = ElementInventory.elements(in: context).map { "\($0.line) \($0.element) \($0.label.rawValue)" }
        XCTAssertEqual(rows, [
            "12 message.sender auto", "17 \"Archive\" auto", "18 trash —", "21 flag —", "24 $volume —",
            "36 square.and.pencil —", "39 line.3.horizontal.decrease —", "44 Button OK",
        ], "the button in the combined, labelled group is not an element of its own; the helper's button is labelled at its use")
    }

    func testALabelNamesItsOwnControlNotTheItemsItOpensNorTheFieldItsOverlayHolds() {
        let code = """
        struct ProfileActions: View {
            @Binding var server: String
            var body: some View {
                Menu {
                    Button { copyLink() } label: { Label("Copy link", systemImage: "link") }
                    Button("Report") { report() }
                } label: {
                    Image(systemName: "ellipsis.circle")
                }
                .accessibilityLabel("More")
                TextField("Server address", text: $server)
                    .overlay(alignment: .trailing) {
                        Button { server = "" } label: { Image(systemName: "xmark.circle.fill") }
                            .accessibilityLabel("Clear server address")
                    }
            }
        }
        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "ProfileActions.swift", text: code)))
        let rows = ElementInventory.elements(in: context).map { "\($0.line) \($0.element) \($0.label.rawValue)" }
        XCTAssertEqual(rows, [
            "4 ellipsis.circle OK", "5 \"Copy link\" auto", "6 \"Report\" auto", "11 \"Server address\" auto", "13 xmark.circle.fill OK",
        ], "the Menu's label is the Menu's; its items are named by their own text; the clear button's label is the button's, not the field's")
    }

    func testATextFieldsLabelClosureNamesItAndAFallbackThatNeverRunsIsNoRow() {
        let code = """
        struct ConnectView: View {
            @Binding var email: String
            var body: some View {
                Form {
                    TextField(text: $email, prompt: Text("you@example.com")) {
                        Text("Email")
                    }
                }
                .toolbar {
                    if #available(macOS 13, *) {
                        EmptyView()
                    } else {
                        Button(action: toggleSidebar) { Image(systemName: "sidebar.left") }
                    }
                }
            }
        }
        """
        let tree = SyntaxTree(file: SourceFile(path: "ConnectView.swift", text: code))
        let rows = { (targets: [String: String]) in
            ElementInventory.elements(in: RuleContext(tree: tree, options: RuleOptions(deploymentTargets: targets))).map { "\($0.line) \($0.element) \($0.label.rawValue)" }
        }
        XCTAssertEqual(rows(["macOS": "13.0"]), ["5 \"Email\" auto"],
                       "the label closure names the field; the sidebar button is for macOS 12, which the app does not run on")
        XCTAssertEqual(rows(["macOS": "12.0"]), ["5 \"Email\" auto", "13 sidebar.left —"])
    }

    func testAnUntitledFieldOrSwitchIsStillARowAnUntitledButtonIsNot() {
        let code = """
        struct CardEditor: View {
            @Binding var title: String
            @Binding var isShared: Bool
            var body: some View {
                VStack {
                    TextField("", text: $title)
                    Toggle("", isOn: $isShared)
                    Button("") { save() }
                }
            }
        }
        """
        let rows = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "CardEditor.swift", text: code)))).map { "\($0.line) \($0.type)" }
        XCTAssertEqual(rows, ["6 TextField", "7 Toggle"], "a field and a switch show themselves without a title; a button with an empty title shows nothing")
    }

    func testACheckmarkShownOnlyWhenSelectedIsAValueNoRuleChecks() {
        let code = """
        struct AccountPicker: View {
            let accounts: [Account]
            @Binding var active: Account.ID?
            var body: some View {
                List(accounts) { account in
                    Button { active = account.id } label: {
                        HStack {
                            Text(account.name)
                            if active == account.id { Image(systemName: "checkmark") }
                        }
                    }
                    Button { active = account.id } label: {
                        HStack {
                            Text(account.name)
                            if active == account.id { Image(systemName: "checkmark") }
                        }
                    }
                    .accessibilityAddTraits(active == account.id ? .isSelected : [])
                    if account.isEditable {
                        Button("Copy", systemImage: "doc.on.doc") { copy(account) }
                    }
                }
            }
        }
        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "AccountPicker.swift", text: code)))
        let elements = ElementInventory.reconciled(ElementInventory.elements(in: context), with: [])
        XCTAssertEqual(elements.map(\.value.rawValue), ["?", "n/a", "n/a"],
                       "the checkmark is all that says which account is active: a value a person checks; the trait says it for the second; a button shown in a branch shows no state by its own image")
    }

    func testAControlIsNamedByWhatItShowsNotByWhatItsModifiersLayBehindItNorAHiddenImage() {
        let code = """
        struct PostToolbar: View {
            var body: some View {
                HStack {
                    Button(action: share) { Image(systemName: "square.and.arrow.up") }
                        .background(SharingPicker(isPresented: $isSharing))
                    Button(action: compose) {
                        ZStack {
                            Image("placeholder.spacer").accessibilityHidden(true)
                            Image(systemName: "square.and.pencil")
                        }
                    }
                }
            }
        }
        """
        let elements = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "PostToolbar.swift", text: code))))
        XCTAssertEqual(elements.map(\.element), ["square.and.arrow.up", "square.and.pencil"],
                       "the picker behind the share button is not its label; the hidden spacer image is not what people see")
    }

    func testAControlShowingAViewTheCodeDoesNotDeclareHasALabelNoRuleChecks() {
        let code = """
        @ViewBuilder func RemoteImage(url: URL?, cornerRadius: CGFloat) -> some View {
            AsyncImage(url: url) { $0.resizable() } placeholder: { Color.gray }
                .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
        }

        struct CommentRow: View {
            let comment: Comment
            var body: some View {
                HStack {
                    NavigationLink(value: comment.user) { RemoteImage(url: comment.user.avatarURL, cornerRadius: 25) }
                    Button(action: like) {
                        VStack {
                            Text("Likes")
                            Path { path in path.addRect(CGRect(x: 0, y: 0, width: 40, height: 2)) }
                        }
                    }
                }
            }
        }
        """
        let elements = ElementInventory.reconciled(ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "CommentRow.swift", text: code)))), with: [])
        XCTAssertEqual(elements.map(\.element), ["RemoteImage", "\"Likes\""], "a text beside a shape names the control")
        XCTAssertEqual(elements.map(\.label), [.unchecked, .automatic],
                       "an avatar drawn by a free function reads nothing the code says: its name is for a person to check, not SwiftUI's")
    }

    func testOneFieldDrawnInEachCaseIsOneRow() {
        let code = """
        struct DraftEditor: View {
            @Binding var title: String
            let fontIndex: Int
            var body: some View {
                Form {
                    switch fontIndex {
                    case 1: TextField("Draft Title", text: $title).font(.custom("OpenSans-Regular", size: 26))
                    case 2: TextField("Draft Title", text: $title).font(.custom("Hack-Regular", size: 26))
                    default: TextField("Draft Title", text: $title).font(.custom("Lora", size: 26))
                    }
                    if fontIndex == 1 { Button("Save") {} } else { Button("Save draft") {} }
                }
            }
        }
        """
        let elements = ElementInventory.elements(in: RuleContext(tree: SyntaxTree(file: SourceFile(path: "DraftEditor.swift", text: code))))
        XCTAssertEqual(elements.map { "\($0.line) \($0.element)" }, ["7 \"Draft Title\"", "11 \"Save\"", "11 \"Save draft\""],
                       "the title field in each font's case is one field on screen; two buttons that say different things are two")
    }

    func testTextStylesCountAsDynamicTypeOnlyWhereThePlatformHasIt() {
        let tree = SyntaxTree(file: SourceFile(path: "About.swift", text: "struct About: View {\n    var body: some View { Text(\"Secretive\").font(.title) }\n}\n"))
        let facts = { (targets: [String: String]) in CodeFacts.of(RuleContext(tree: tree, options: RuleOptions(deploymentTargets: targets)), elements: []) }
        XCTAssertEqual(facts(["iOS": "17.0"]).textStyleFonts, 1)
        XCTAssertEqual(facts(["macOS": "14.0"]).textStyleFonts, 0, "a Mac's text styles do not grow with Dynamic Type: no ✅ for it")
    }

    func testLabelsSwiftUIDerivesAndLabelsBuiltByHelpersAreFound() {
        let code = """
        struct ProfileHeader: View {
            let tag: String
            var body: some View {
                Text(tag)
                    .onTapGesture { open(tag) }
                Button { showFollowers() } label: {
                    statLabel(title: "Followers", count: followers)
                }
                Button { share() } label: {
                    account.shareLabel
                }
                Button(role: .close) { dismiss() }
                HStack { Text(title) }
                    .accessibilityRepresentation {
                        Menu(title) {}
                    }
                    .accessibilityAddTraits(.isHeader)
            }

            func statLabel(title: String, count: Int) -> some View {
                VStack {
                    Text(title)
                    Text("\\(count)")
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(title)
                .accessibilityValue("\\(count)")
            }
        }
        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "ProfileHeader.swift", text: code)))
        let rows = ElementInventory.elements(in: context).map { "\($0.line) \($0.element) \($0.type) \($0.label.rawValue) \($0.value.rawValue) \($0.traits.rawValue)" }
        XCTAssertEqual(rows, [
            "4 tag Tappable Text auto n/a —", "6 statLabel(title: \"Followers\", count: followers) Button OK OK auto",
            "9 account.shareLabel Button — n/a auto", "12 Button Button auto n/a auto", "15 title Menu auto n/a OK",
        ], "a Text is its own label; a helper of the file labels the control and gives its value; one declared elsewhere names it; "
            + "a close button gets the system's label; a representation takes the traits of the view it stands for")
    }

    func testHelpIsAHintAndDialogWrappersHoldNoRows() {
        let code = """
        struct EditorView: View {
            @State private var asksToKeep = false
            var body: some View {
                Button("Save") { save() }
                    .help("Stores the draft")
                    .confirmationDialog2("Keep changes?", isPresented: $asksToKeep) {
                        Button("Keep") { keep() }
                    }
            }
        }
        """
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "EditorView.swift", text: code)))
        XCTAssertEqual(ElementInventory.elements(in: context).map { "\($0.element) \($0.hint.rawValue)" }, ["\"Save\" OK"],
                       "SwiftUI's .help is the accessibility hint; a dialog's buttons are its actions, not rows")
    }

    /// Table and findings agree: a name, role or value is `—` exactly where a finding of a rule
    /// that reports it points at the element, and every such finding points at a row; what no
    /// rule checks is `?`, never `—`.
    func testAFieldDrawnInBothBranchesOfAnIfOsIsOneRowThatOwnsTheFindingsOfBoth() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/LoginView.swift", """
        import SwiftUI

        struct LoginView: View {
            @State private var username = ""
            @State private var volume = 0.5

            var body: some View {
                Form {
                    #if os(iOS)
                    Slider(value: $volume)
                        .padding()
                    #else
                    Slider(value: $volume)
                    #endif
                    TextField("Username", text: $username)
                }
            }
        }
        """)
        let scan = try ProjectScan.run([folder.url.appendingPathComponent("Sources").path], options: CommandOptions())
        let file = try XCTUnwrap(scan.files.first)
        XCTAssertEqual(file.elements.map { "\($0.line) \($0.type)" }, ["10 Slider", "15 TextField"], "one slider on screen, one row")
        let labelFindings = file.findings.filter { $0.ruleID == "form-control-label" }
        XCTAssertEqual(labelFindings.map(\.location.line), [10, 13], "each branch's slider is reported")
        for finding in labelFindings {
            XCTAssertEqual(ElementInventory.owner(of: finding.finding.offset, in: file.elements), 0, "line \(finding.location.line) belongs to the slider's row")
        }
        XCTAssertEqual(file.elements[0].label, .missing)
        XCTAssertTrue(AuditReport(scan: scan, paths: ["Sources"]).markdown().contains("- Without a name: 1 (2 findings below)"),
                      "the summary counts the element once and says how many findings name it")
    }

    func testTableAndFindingsAgreeOnTheDemoAppAndFixtureScreens() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let fixtures = try TemporaryFolder()
        try fixtures.write("Sources/App/InboxView.swift", Self.inboxScreen)
        try fixtures.write("Sources/App/SessionTimerView.swift", Self.timerScreen)
        let expectedUnchecked = [
            demo.url: [
                // The map pin is a View of the app's own made tappable: what it draws is out of
                // tap-gesture-button-trait's sight, so its traits stay unchecked.
                "MapView.swift:46 label", "MapView.swift:46 traits",
            ],
            // A slider with no label is form-control-label's: checked.
            fixtures.url: ["InboxView.swift:12 value", "SessionTimerView.swift:22 value"],
        ]
        for (folder, expected) in expectedUnchecked {
            let scan = try ProjectScan.run([folder.appendingPathComponent("Sources").path], options: CommandOptions())
            XCTAssertTrue(scan.errors.isEmpty, "\(scan.errors)")
            var unchecked: [String] = []
            for file in scan.files {
                let name = (file.path as NSString).lastPathComponent
                var reported = Set<String>()
                for finding in file.findings {
                    guard let property = AuditElement.Property.reported(by: finding.ruleID) else { continue }
                    let owner = ElementInventory.owner(of: finding.finding.offset, in: file.elements)
                    XCTAssertNotNil(owner, "\(name):\(finding.location.line) \(finding.ruleID) points at no row")
                    guard let owner else { continue }
                    XCTAssertEqual(file.elements[owner][property], .missing, "\(name):\(file.elements[owner].line) \(property)")
                    reported.insert("\(owner) \(property)")
                }
                for (index, element) in file.elements.enumerated() {
                    for property in AuditElement.Property.allCases where !property.isOptional {
                        if element[property] == .missing {
                            XCTAssertTrue(reported.contains("\(index) \(property)"), "\(name):\(element.line) \(property) is — without a finding")
                        }
                        if element[property] == .unchecked { unchecked.append("\(name):\(element.line) \(property)") }
                    }
                }
            }
            XCTAssertEqual(unchecked.sorted(), expected.sorted())
            let report = AuditReport(scan: scan, paths: ["Sources"])
            XCTAssertEqual(report.summary.missingLabels, scan.findings.filter { AuditElement.Property.label.reportingRules.contains($0.finding.ruleID) }.count,
                           "the summary counts the label findings")
        }
    }

    func testDeviceChecksFollowThePlatformsAndDeprecatedModifiersAreModernisation() throws {
        let folder = try TemporaryFolder()
        try folder.write("Mac/PreferencesWindow.swift", """
        import AppKit
        import SwiftUI

        struct PreferencesWindow: View {
            @State private var launchAtLogin = false

            var body: some View {
                Toggle("Launch at login", isOn: $launchAtLogin)
                    .accessibility(hint: Text("Starts the app when you log in"))
                Text("Changes apply at once")
            }
        }

        """)
        let run = try CommandRunner.a11yfix(["audit", "Mac"], in: folder.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertFalse(run.standardOutput.contains("Dynamic Type"), "macOS has no Dynamic Type: \(run.standardOutput)")
        XCTAssertTrue(run.standardOutput.contains("| 8 | \"Launch at login\" | Toggle | — | auto | OK | auto | auto |"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("#### 🔴 Blocks Assistive Tech — completely unreachable, fix immediately\n\n- None found"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("#### 🔧 Modernisation — deprecated API that still works, not a barrier\n\n**"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("- Findings by severity: 🔴 0 · 🟡 0 · 🟠 0 · 🔧 1 modernisation"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("**Nutrition Label readiness:** Achievable"), run.standardOutput)
    }

    func testAuditOfTheDemoAppMatchesTheSnapshots() throws {
        let demo = try ReportSnapshot.demoAppCopy()
        let markdown = try CommandRunner.a11yfix(["audit", "Sources"], in: demo.url)
        XCTAssertEqual(markdown.status, 1, markdown.standardError)
        try ReportSnapshot.assertMatches(markdown.standardOutput, named: "audit.md")
        let json = try CommandRunner.a11yfix(["audit", "--format", "json", "Sources"], in: demo.url)
        XCTAssertEqual(json.status, 1, json.standardError)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: json.standardOutputBytes))
        try ReportSnapshot.assertMatches(json.standardOutput, named: "audit.json")
    }
}
