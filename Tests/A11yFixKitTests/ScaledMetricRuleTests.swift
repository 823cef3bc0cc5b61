@testable import A11yFixKit
import XCTest

/// `scaled-metric` (its fixes are unsafe: these runs ask for them) with `dynamic-type-font` on
/// whole screens: properties shared by several
/// findings, names that never collide (between the two rules, with members and with locals),
/// and Views whose properties cannot be placed.
final class ScaledMetricRuleTests: XCTestCase {
    private static let screen = """
    import SwiftUI

    struct OrderRow: View {
        @ScaledMetric(relativeTo: .body) private var thumbnailSize: CGFloat = 32
        let order: Order

        var body: some View {
            HStack(spacing: 12) {
                AsyncImage(url: order.thumbnailURL) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 32, height: 32)
                details
                Spacer()
                Button(action: reorder) {
                    Image(systemName: "arrow.clockwise").frame(width: 44, height: 44)
                }
            }
        }

        private var details: some View {
            VStack(alignment: .leading, spacing: 6) {
                Text(order.title).font(.headline)
                HStack(spacing: 4) {
                    Image(systemName: "shippingbox").resizable().frame(width: 14, height: 14)
                    Text(order.status).font(.system(size: 14))
                    Image(systemName: "clock").resizable().frame(width: 14, height: 14)
                    Text("SALE").font(.system(size: 9, weight: .heavy))
                }
                .font(.subheadline)
            }
        }

        private func reorder() {}
    }

    struct OrderHistory: View {
        let orders: [Order]

        var body: some View {
            List(orders) { order in OrderRow(order: order) }
        }
    }

    """

    /// The thumbnail sits with the text of the `details` member and reuses `thumbnailSize`; both
    /// 14 pt icons share one property; fonts are named for the value they show or the member they are
    /// in; the horizontal gutters and the 44 pt button box stay.
    func testAWholeRowSharesPropertiesAndStaysFixed() {
        let expected = """
        import SwiftUI

        struct OrderRow: View {
            @ScaledMetric(relativeTo: .body) private var thumbnailSize: CGFloat = 32
            @ScaledMetric(relativeTo: .subheadline) private var statusFontSize: CGFloat = 14
            @ScaledMetric(relativeTo: .caption2) private var detailsFontSize: CGFloat = 9
            @ScaledMetric(relativeTo: .headline) private var rowSpacing: CGFloat = 6
            @ScaledMetric(relativeTo: .subheadline) private var iconSize: CGFloat = 14
            let order: Order

            var body: some View {
                HStack(spacing: 12) {
                    AsyncImage(url: order.thumbnailURL) { image in
                        image.resizable()
                    } placeholder: {
                        ProgressView()
                    }
                    .frame(width: thumbnailSize, height: thumbnailSize)
                    details
                    Spacer()
                    Button(action: reorder) {
                        Image(systemName: "arrow.clockwise").frame(width: 44, height: 44)
                    }
                }
            }

            private var details: some View {
                VStack(alignment: .leading, spacing: rowSpacing) {
                    Text(order.title).font(.headline)
                    HStack(spacing: 4) {
                        Image(systemName: "shippingbox").resizable().frame(width: iconSize, height: iconSize)
                        Text(order.status).font(.system(size: statusFontSize))
                        Image(systemName: "clock").resizable().frame(width: iconSize, height: iconSize)
                        Text("SALE").font(.system(size: detailsFontSize, weight: .heavy))
                    }
                    .font(.subheadline)
                }
            }

            private func reorder() {}
        }

        struct OrderHistory: View {
            let orders: [Order]

            var body: some View {
                List(orders) { order in OrderRow(order: order) }
            }
        }

        """
        let rules: [any Rule.Type] = [DynamicTypeFontRule.self, ScaledMetricRule.self]
        let fixed = RuleHarness.fixed(rules, Self.screen, unsafe: true)
        XCTAssertEqual(fixed, expected)
        XCTAssertTrue(RuleHarness.outcome(rules, fixed, unsafe: true).findings.isEmpty)
        XCTAssertEqual(RuleHarness.fixed(rules, Self.screen.replacingOccurrences(of: "\n", with: "\r\n"), unsafe: true),
                       expected.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(RuleHarness.fixed(rules, RuleHarness.tabIndented(Self.screen), unsafe: true), RuleHarness.tabIndented(expected))
    }

    /// A symbol in a box of its own beside a text field: the font becomes a style and the box grows
    /// with the glyph, in one run of both rules.
    func testASymbolsBoxGrowsWithItsFont() {
        let code = """
        struct PollChoiceRow: View {
            @Binding var choice: String

            var body: some View {
                HStack(spacing: 0) {
                    Image(systemName: "circle")
                        .frame(width: 20, height: 20)
                        .padding(.horizontal, 8)
                        .font(.system(size: 17))
                    TextField("Choice", text: $choice)
                }
            }
        }
        """
        let fixed = RuleHarness.fixed([DynamicTypeFontRule.self, ScaledMetricRule.self], code, unsafe: true)
        XCTAssertTrue(fixed.contains("@ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20"), fixed)
        XCTAssertTrue(fixed.contains(".frame(width: iconSize, height: iconSize)"), fixed)
        XCTAssertTrue(fixed.contains(".font(.body)"), fixed)
    }

    /// Two gaps of one kind that nothing in the code tells apart: the first takes the plain name,
    /// the other is reported without a fix rather than numbered.
    func testPropertiesAreNeverNumbered() {
        let code = """
        struct LegalView: View {
            var body: some View {
                ScrollView {
                    VStack(spacing: 20) {
                        Text("Terms")
                        Text("Privacy")
                    }
                    VStack(spacing: 8) {
                        Text("Version 2")
                        Text("Build 120")
                    }
                }
            }
        }
        """
        let findings = RuleHarness.findings(ScaledMetricRule.self, code)
        XCTAssertEqual(findings.map { $0.fix != nil }, [true, false])
        let fixed = RuleHarness.fixed([ScaledMetricRule.self], code, unsafe: true)
        XCTAssertTrue(fixed.contains("private var rowSpacing: CGFloat = 20"), fixed)
        XCTAssertFalse(fixed.contains("rowSpacing2"), fixed)
    }

    func testANewPropertyNeverTakesANameTheViewAlreadyWrites() {
        let code = """
        struct Legend: View {
            var body: some View {
                let iconSize = 3.0
                HStack {
                    Circle().frame(width: iconSize, height: iconSize)
                    Image(systemName: "star.fill").resizable().frame(width: 20, height: 20)
                    Text("Favorites")
                }
            }
        }
        """
        let fixed = RuleHarness.fixed([ScaledMetricRule.self], code, unsafe: true)
        XCTAssertTrue(fixed.contains("@ScaledMetric(relativeTo: .body) private var starIconSize: CGFloat = 20"), fixed)
        XCTAssertTrue(fixed.contains(".frame(width: starIconSize, height: starIconSize)"), fixed)
        XCTAssertTrue(fixed.contains("Circle().frame(width: iconSize, height: iconSize)"), fixed)
    }

    func testWhereNoPropertyCanBePlacedTheFindingHasNoFix() {
        let code = """
        extension ProfileView {
            var stats: some View {
                VStack(spacing: 8) {
                    Text("Followers")
                    Image(systemName: "person.2").resizable().frame(width: 24, height: 24)
                    Text(followerCount, format: .number)
                }
            }
        }

        struct Card: View {
            static var placeholder: some View {
                ScrollView {
                    VStack(spacing: 8) {
                        Text("Loading")
                        Text("Please wait")
                    }
                }
            }

            var body: some View { Text("Card") }
        }

        struct MessageRow: View, Equatable {
            let message: Message

            var body: some View {
                ScrollView {
                    VStack(spacing: 6) {
                        Text(message.sender)
                        Text(message.text)
                    }
                }
            }
        }
        """
        let findings = RuleHarness.findings(ScaledMetricRule.self, code)
        // The stats stack puts an icon between its texts: its gaps are not between lines of text, so
        // only its icon frame is reported.
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(findings.allSatisfy { $0.fix == nil })
        let iOS13 = RuleOptions(deploymentTargets: ["iOS": "13.0"])
        let screen = "struct Row: View {\n    var body: some View {\n        List { VStack(spacing: 8) { Text(\"Row\"); Text(\"Detail\") } }\n    }\n}"
        XCTAssertEqual(RuleHarness.findings(ScaledMetricRule.self, screen, options: iOS13).map { $0.fix == nil }, [true])
    }

    func testTappableGlyphFramesAreTouchTargetsNotIcons() {
        let code = """
        struct CloseButton: View {
            var body: some View {
                Image(systemName: "xmark")
                    .frame(width: 44, height: 44)
                    .onTapGesture { }
            }
        }
        """
        XCTAssertTrue(RuleHarness.findings(ScaledMetricRule.self, code).isEmpty)
    }

    /// Gaps between lines of text grow only where the text can move: in a scroll view, a list or a
    /// form, here or where the project draws the View. On a paywall or an onboarding page that does
    /// not scroll, a growing gap takes room from the text (s15 review).
    func testSpacingGrowsOnlyWhereTheContentScrolls() {
        let page = """
        import SwiftUI

        struct UpsellPage: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("Unlock everything").font(.title)
                    Text("Unlimited vaults and aliases")
                    Text("Priority support")
                }
            }
        }
        """
        XCTAssertTrue(RuleHarness.findings(ScaledMetricRule.self, page).isEmpty)
        let scrolling = page.replacingOccurrences(of: "        VStack(spacing: 16) {", with: "        ScrollView { VStack(spacing: 16) {")
            .replacingOccurrences(of: "            Text(\"Priority support\")\n        }", with: "            Text(\"Priority support\")\n        } }")
        XCTAssertEqual(RuleHarness.findings(ScaledMetricRule.self, scrolling).count, 1, scrolling)
        let horizontal = scrolling.replacingOccurrences(of: "ScrollView {", with: "ScrollView(.horizontal) {")
        XCTAssertTrue(RuleHarness.findings(ScaledMetricRule.self, horizontal).isEmpty)
        let presented = page + "\nstruct Home: View {\n    @State var showsUpsell = false\n    var body: some View {\n        List { Text(\"Home\") }.sheet(isPresented: $showsUpsell) { UpsellPage() }\n    }\n}\n"
        XCTAssertTrue(RuleHarness.findings(ScaledMetricRule.self, presented).isEmpty, "a sheet's content is judged by itself")
    }

    func testAQualifierEndingInTheNounsFirstWordSharesIt() {
        XCTAssertEqual(RuleContext.qualifiedName("sponsored", noun: "fontSize", suffix: "FontSize"), "sponsoredFontSize")
        XCTAssertEqual(RuleContext.qualifiedName("systemFont", noun: "fontSize", suffix: "FontSize"), "systemFontSize")
        XCTAssertEqual(RuleContext.qualifiedName("headerRow", noun: "rowSpacing", suffix: "RowSpacing"), "headerRowSpacing")
        XCTAssertEqual(RuleContext.qualifiedName("font", noun: "fontSize", suffix: "FontSize"), "fontSize")
    }

    /// Spacing that cannot tell how its text grows is reported without a fix: a project font
    /// helper, a capped text size. A card's gap to the text below it, and a stack in a cell whose
    /// height a computed constant fixes, are not spacing between lines of text at all.
    func testSpacingWhoseTextGrowsUnknownlyGetsNoFix() {
        let code = """
        import SwiftUI

        struct ReportReasonHeader: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 16) {
                    Text("Why are you reporting this post?")
                        .font(Font(UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for: .systemFont(ofSize: 28, weight: .bold))))
                    Text("Choose the best match")
                        .font(.brand.bodyMD)
                }
            }
        }

        struct ImportSteps: View {
            var body: some View {
                VStack(alignment: .leading, spacing: 20) {
                    Text("Open your old app").font(style: .subheadline, maxSizeCategory: .extraExtraExtraLarge)
                    Text("Export your subscriptions").font(style: .subheadline, maxSizeCategory: .extraExtraExtraLarge)
                }
            }
        }

        struct VerificationDetails: View {
            let device: Device

            var body: some View {
                VStack(spacing: 24) {
                    VStack(alignment: .leading, spacing: 12) {
                        Text(device.name).font(.headline)
                        Text(device.lastSeen).font(.subheadline)
                    }
                    .padding(24)
                    .overlay { RoundedRectangle(cornerRadius: 12).stroke(.gray) }
                    Text("Only accept if you started this request.")
                }
            }
        }

        struct ArchiveCell: View {
            let archive: Archive
            private var width: CGFloat { Layout.archiveGridWidth }
            private var height: CGFloat { width / 1.5 }

            var body: some View {
                VStack(spacing: 10) {
                    Text(archive.resolution).font(.title3.bold())
                    Text(archive.fileSize).font(.caption)
                }
                .frame(width: width, height: height)
            }
        }

        struct ReportScreen: View {
            let device: Device
            let archive: Archive

            var body: some View {
                List {
                    ReportReasonHeader()
                    ImportSteps()
                    VerificationDetails(device: device)
                    ArchiveCell(archive: archive)
                }
            }
        }
        """
        let findings = RuleHarness.findings(ScaledMetricRule.self, code)
        XCTAssertEqual(findings.count, 3, findings.map(\.message).joined(separator: "\n"))
        XCTAssertEqual(findings.map { $0.fix != nil }, [false, false, true], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings[0].message.contains("font whose text style is not known"), findings[0].message)
        XCTAssertTrue(findings[1].message.contains("capped size"), findings[1].message)
        XCTAssertTrue(findings[2].message.contains("spacing 12"), "the card's own rows are lines of text; the gap beside the card is not: " + findings[2].message)
    }
}
