@testable import A11yFixKit
import XCTest

/// The insertion helpers every rule uses: modifiers go after the element and its styling, before
/// layout, on their own line in the chain's indentation (or inline on one-line chains); properties
/// go after the type's stored properties; both follow the file's tabs or spaces and line endings.
final class PlacementTests: XCTestCase {
    private func insertModifiers(_ code: String, into elementName: String = "Button", _ modifiers: [String] = [".accessibilityLabel(\"Share\")"],
                                 verify: Bool = false) -> String? {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "T.swift", text: code)))
        guard let chain = context.elements(named: [elementName]).first,
              let edits = context.modifierInsertion(modifiers, into: chain, verifyMarker: verify) else { return nil }
        return String(decoding: EditPlan.apply(EditPlan.applicationOrder(edits), to: Array(code.utf8)), as: UTF8.self)
    }

    private func addProperty(_ code: String, _ declaration: String, groupWith: String? = nil) -> String? {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "T.swift", text: code)))
        guard let type = context.typeDeclarations.first, let edits = context.propertyInsertion(declaration, into: type, groupWith: groupWith) else { return nil }
        return String(decoding: EditPlan.apply(EditPlan.applicationOrder(edits), to: Array(code.utf8)), as: UTF8.self)
    }

    func testModifierGoesOnItsOwnLineBeforeLayoutModifiers() {
        let code = """
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
        .buttonStyle(.plain)
        .padding(8) // hit area
        .background(.thinMaterial)
        """
        XCTAssertEqual(insertModifiers(code, verify: true), """
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
        .buttonStyle(.plain)
        .accessibilityLabel("Share") // [VERIFY]
        .padding(8) // hit area
        .background(.thinMaterial)
        """)
    }

    func testModifierJoinsExistingAccessibilityModifiers() {
        let code = """
                Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    .padding()
                    .accessibilityIdentifier("feed_share_button")
                    .frame(width: 44)
        """
        XCTAssertEqual(insertModifiers(code), """
                Button(action: share) { Image(systemName: "square.and.arrow.up") }
                    .padding()
                    .accessibilityIdentifier("feed_share_button")
                    .accessibilityLabel("Share")
                    .frame(width: 44)
        """)
    }

    func testModifierAfterAClosingBraceAlignsWithTheElement() {
        let code = "\t\tButton {\n\t\t\tshare()\n\t\t} label: {\n\t\t\tImage(systemName: \"square.and.arrow.up\")\n\t\t}\n\t\tText(\"Next\")\n"
        XCTAssertEqual(insertModifiers(code, verify: true),
                       "\t\tButton {\n\t\t\tshare()\n\t\t} label: {\n\t\t\tImage(systemName: \"square.and.arrow.up\")\n\t\t}\n\t\t.accessibilityLabel(\"Share\") // [VERIFY]\n\t\tText(\"Next\")\n")
    }

    func testModifierAfterASingleLineElementIsIndentedOneLevelDeeper() {
        let code = """
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
            Text("More")
        """
        XCTAssertEqual(insertModifiers(code, into: "Image", [".accessibilityHidden(true)"]), """
            Image(systemName: "chevron.right")
                .foregroundStyle(.tertiary)
                .accessibilityHidden(true)
            Text("More")
        """)
    }

    func testAOneLineChainAmongOtherCodeStaysInline() {
        XCTAssertEqual(insertModifiers("HStack { Image(\"hero\").resizable() }\n", into: "Image", [".accessibilityHidden(true)"]),
                       "HStack { Image(\"hero\").resizable().accessibilityHidden(true) }\n")
    }

    func testAOneLineChainOnItsOwnLineGetsModifiersOnTheirOwnLines() {
        XCTAssertEqual(insertModifiers("Image(\"hero\").resizable()\nText(\"Hi\")\n", into: "Image", [".accessibilityHidden(true)"]),
                       "Image(\"hero\").resizable()\n    .accessibilityHidden(true)\nText(\"Hi\")\n")
    }

    func testOneLineChainGetsAnInlineModifierAndTheMarkerAtTheEndOfTheLine() {
        let code = "HStack { Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.padding(); Text(\"Share\") } // toolbar\n"
        XCTAssertEqual(insertModifiers(code, verify: true),
                       "HStack { Button(action: share) { Image(systemName: \"square.and.arrow.up\") }.accessibilityLabel(\"Share\").padding(); Text(\"Share\") } // toolbar // [VERIFY]\n")
    }

    func testCRLFFilesGetCRLFLines() {
        let code = "Button(action: share) {\r\n    Image(systemName: \"square.and.arrow.up\")\r\n}\r\n.padding()\r\n"
        XCTAssertEqual(insertModifiers(code, [".accessibilityLabel(\"Share\")", ".accessibilityInputLabels([\"Share\"])"]),
                       "Button(action: share) {\r\n    Image(systemName: \"square.and.arrow.up\")\r\n}\r\n.accessibilityLabel(\"Share\")\r\n.accessibilityInputLabels([\"Share\"])\r\n.padding()\r\n")
    }

    func testImageStylingStaysAttachedToTheImage() {
        let code = """
        Image("divider")
            .resizable()
            .renderingMode(.template)
            .frame(height: 1)
        """
        XCTAssertEqual(insertModifiers(code, into: "Image", [".accessibilityHidden(true)"]), """
        Image("divider")
            .resizable()
            .renderingMode(.template)
            .accessibilityHidden(true)
            .frame(height: 1)
        """)
    }

    func testModifierGoesBeforeAPostfixIfBlock() {
        let code = """
        Button(action: filter) { Image(systemName: "line.3.horizontal.decrease.circle") }
            #if os(iOS)
            .hoverEffect()
            #endif
        Text("Results")
        """
        XCTAssertEqual(insertModifiers(code, [".accessibilityIdentifier(\"map_filter_button\")"]), """
        Button(action: filter) { Image(systemName: "line.3.horizontal.decrease.circle") }
            .accessibilityIdentifier("map_filter_button")
            #if os(iOS)
            .hoverEffect()
            #endif
        Text("Results")
        """)
    }

    func testPropertyGoesAfterTheStoredPropertiesWithTheirIndentation() {
        let code = """
        struct PlayerView: View {
          @State private var isPlaying = false
          let track: Track
          static let preview = Track.sample

          var body: some View { Text(track.title) }
        }
        """
        XCTAssertEqual(addProperty(code, "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"), """
        struct PlayerView: View {
          @State private var isPlaying = false
          let track: Track
          @Environment(\\.accessibilityReduceMotion) private var reduceMotion
          static let preview = Track.sample

          var body: some View { Text(track.title) }
        }
        """)
    }

    /// A property declared far down, beside the function it serves, is not where a new one goes: the
    /// type's property block at the top is (an `init` among the properties does not end it).
    func testPropertyGoesIntoTheTypesPropertyBlockNotBesideALaterFunction() {
        let code = """
        struct MigrationSheet: View {
            @ObservedObject var state: MigrationState

            init(state: MigrationState) { self.state = state }

            @State private var isArchiving = false

            var body: some View { Text("Migrating") }

            @State private var isSkipAlertPresented = false

            private func errorActions() -> some View { EmptyView() }
        }
        """
        XCTAssertEqual(addProperty(code, "@ScaledMetric(relativeTo: .body) private var rowSpacing: CGFloat = 8", groupWith: "ScaledMetric"), """
        struct MigrationSheet: View {
            @ObservedObject var state: MigrationState

            init(state: MigrationState) { self.state = state }

            @State private var isArchiving = false

            @ScaledMetric(relativeTo: .body) private var rowSpacing: CGFloat = 8

            var body: some View { Text("Migrating") }

            @State private var isSkipAlertPresented = false

            private func errorActions() -> some View { EmptyView() }
        }
        """)
    }

    func testPropertyGroupsWithItsKind() {
        let code = """
        struct PlayerView: View {
            @Environment(\\.dismiss) private var dismiss
            @State private var isPlaying = false

            var body: some View { Text("Player") }
        }
        """
        XCTAssertEqual(addProperty(code, "@Environment(\\.accessibilityReduceMotion) private var reduceMotion", groupWith: "Environment"), """
        struct PlayerView: View {
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var isPlaying = false

            var body: some View { Text("Player") }
        }
        """)
    }

    func testPropertyFollowsTheTypesAttributeLinesAndBlankLines() {
        let code = """
        struct ServerListView: View {
            @Environment(\\.dismiss)
            private var dismiss

            @State
            private var servers: [Server] = []

            var body: some View { Text("Servers") }
        }
        """
        XCTAssertEqual(addProperty(code, "@Environment(\\.accessibilityReduceMotion) private var reduceMotion", groupWith: "Environment"), """
        struct ServerListView: View {
            @Environment(\\.dismiss)
            private var dismiss

            @Environment(\\.accessibilityReduceMotion)
            private var reduceMotion

            @State
            private var servers: [Server] = []

            var body: some View { Text("Servers") }
        }
        """)
    }

    func testPropertyInATypeOpeningWithABlankLineGoesAfterIt() {
        let code = "struct PressStyle: ButtonStyle {\n\n    func makeBody(configuration: Configuration) -> some View { configuration.label }\n}\n"
        XCTAssertEqual(addProperty(code, "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
                       "struct PressStyle: ButtonStyle {\n\n    @Environment(\\.accessibilityReduceMotion) private var reduceMotion\n\n    func makeBody(configuration: Configuration) -> some View { configuration.label }\n}\n")
    }

    func testPropertyInATypeWithoutPropertiesGoesFirstWithABlankLine() {
        let code = "struct Badge: View {\n\tvar body: some View {\n\t\tText(\"New\")\n\t}\n}\n"
        XCTAssertEqual(addProperty(code, "@ScaledMetric(relativeTo: .caption) private var badgeSize: CGFloat = 9"),
                       "struct Badge: View {\n\t@ScaledMetric(relativeTo: .caption) private var badgeSize: CGFloat = 9\n\n\tvar body: some View {\n\t\tText(\"New\")\n\t}\n}\n")
    }

    func testPropertyInAOneLineTypeGoesInsideItsBraces() {
        let reduceMotion = "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"
        XCTAssertEqual(addProperty("struct Pill: View { @State var on = false; var body: some View { Text(\"On\") } }\n", reduceMotion),
                       "struct Pill: View { \(reduceMotion); @State var on = false; var body: some View { Text(\"On\") } }\n")
        XCTAssertEqual(addProperty("struct Pill: View {}\n", reduceMotion), "struct Pill: View { \(reduceMotion);}\n")
    }

    func testPropertySharingTheClosingBraceLineGetsTheNewLineBeforeIt() {
        let code = "struct Tail: View {\n    var body: some View { Text(\"x\") }\n    @State var on = false }\n"
        XCTAssertEqual(addProperty(code, "@ScaledMetric private var iconSize: CGFloat = 24"),
                       "struct Tail: View {\n    var body: some View { Text(\"x\") }\n    @ScaledMetric private var iconSize: CGFloat = 24\n    @State var on = false }\n")
    }

    func testUnusedMemberNameAvoidsCollisions() {
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "T.swift", text: """
        struct Row: View {
            let iconSize: CGFloat
            func iconSize2() {}
            var body: some View { EmptyView() }
        }
        """)))
        let type = context.typeDeclarations[0]
        XCTAssertEqual(context.unusedMemberName("iconSize", in: type), "iconSize3")
        XCTAssertEqual(context.unusedMemberName("rowSpacing", in: type), "rowSpacing")
        XCTAssertEqual(context.unusedMemberName("rowSpacing", in: type, reserved: ["rowSpacing"]), "rowSpacing2")
    }
}
