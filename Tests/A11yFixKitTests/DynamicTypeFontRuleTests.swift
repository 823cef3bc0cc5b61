@testable import A11yFixKit
import XCTest

/// `dynamic-type-font` beyond its examples: the size table, the platforms code builds for, text
/// that has no room to grow, the unsafe `fixedSize:` fix, a deployment target without
/// `@ScaledMetric`, and design tokens outside a View.
final class DynamicTypeFontRuleTests: XCTestCase {
    func testOnlyASizeAStyleHasExactlyBecomesItAndTiesScaleWithTheLargerStyle() {
        let matches: [(Double, TextStyle?)] = [
            (17, .body), (16, .callout), (20, .title3), (11, .caption2), (34, .largeTitle),
            (17.5, nil), (18, nil), (14, nil), (10, nil), (35, nil), (9, nil), (24, nil),
        ]
        for (size, style) in matches {
            XCTAssertEqual(TextStyle.matching(size: size), style, "size \(size)")
        }
        let nearest: [(Double, TextStyle)] = [(9, .caption2), (14, .subheadline), (21, .title2), (24, .title2), (25, .title), (30, .title), (48, .largeTitle)]
        for (size, style) in nearest {
            XCTAssertEqual(TextStyle.nearest(to: size), style, "size \(size)")
        }
    }

    func testOnlyTextThatDoesNotGrowBlocksTheLargerTextLabel() {
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, """
        struct ArticleHeader: View {
            var body: some View {
                VStack {
                    Text("Title").font(.custom("Lora", size: 26))
                    Text("Byline").font(.system(size: 13))
                    Button { close() } label: {
                        Image(systemName: "xmark").font(.system(size: 18))
                    }
                    HStack {
                        Image(systemName: "bell").font(.system(size: 13))
                        Text("Alerts").font(.body)
                    }
                }
            }

            private func close() {}
        }
        """)
        XCTAssertEqual(findings.count, 4, "\(findings.map(\.message))")
        let blocking = findings.filter(\.blocksNutritionLabels).map(\.message)
        XCTAssertEqual(blocking.count, 1, "\(blocking)")
        XCTAssertTrue(blocking.first?.contains("13") == true,
                      "a custom font's size grows like body text and a symbol, alone or beside text, is no text: only the fixed 13 pt byline keeps Larger Text from a claim: \(blocking)")
    }

    func testIfConditionsNarrowThePlatformsOfTheCodeInside() {
        let code = """
        struct Row: View {
            var body: some View {
                #if os(iOS)
                Text("a").font(.system(size: 13))
                #elseif os(macOS) || targetEnvironment(macCatalyst)
                Text("b").font(.system(size: 13))
                #elseif canImport(UIKit) && !os(watchOS)
                Text("c").font(.system(size: 13))
                #else
                Text("d").font(.system(size: 13))
                #endif
                #if DEBUG
                Text("e").font(.system(size: 13))
                #endif
                Text("f")
                    #if !os(macOS)
                    .font(.system(size: 13))
                    #endif
            }
        }
        """
        let options = RuleOptions(platforms: ["iOS", "macCatalyst", "macOS", "tvOS", "watchOS", "visionOS"])
        let context = RuleContext(tree: SyntaxTree(file: SourceFile(path: "Row.swift", text: code)), options: options)
        let platforms = context.chains.filter { $0.links.first?.name == "system" }.map { context.platforms(at: $0).platforms }
        XCTAssertEqual(platforms, [
            [.iOS, .macCatalyst],
            [.macOS],
            [.tvOS, .visionOS],
            [.watchOS],
            [.iOS, .macCatalyst, .macOS, .tvOS, .watchOS, .visionOS],
            [.iOS, .macCatalyst, .tvOS, .watchOS, .visionOS],
        ])
    }

    func testTextThatHasNoRoomToGrowIsReportedWithoutAFix() {
        let code = """
        import SwiftUI

        struct CornerGauge: View {
            let title: String
            let value: String
            private let labelHeight: CGFloat = 52

            var body: some View {
                ZStack {
                    VStack(spacing: 2) {
                        Text(title).font(.system(size: 9, weight: .medium))
                        Text(value).font(.system(size: 14, weight: .bold, design: .rounded))
                    }
                    .frame(height: labelHeight)
                }
                .frame(width: 100, height: 100)
                .rotationEffect(.degrees(45))
            }
        }

        struct ReleaseNotesRow: View {
            let note: ReleaseNote

            var body: some View {
                HStack {
                    VersionBadge(version: note.version)
                        .frame(width: 48, height: 48)
                    Text(note.title).font(.system(size: 17))
                }
            }
        }

        private struct VersionBadge: View {
            let version: String

            var body: some View {
                Text(version).font(.system(size: 13, weight: .bold))
            }
        }

        struct ThumbnailStyleOption: View {
            var body: some View {
                HStack { preview }
                    .aspectRatio(8 / 2, contentMode: .fit)
            }

            private var preview: some View {
                RoundedRectangle(cornerRadius: 8)
                    .overlay { Text("Aa").font(.system(size: 30)) }
                    .overlay(alignment: .topLeading) { Image(systemName: "globe").font(.system(size: 12)) }
            }
        }

        struct TagList: View {
            let tags: [String]

            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(tags, id: \\.self) { tag in Text(tag).font(.system(size: 15)) }
                    }
                }
                .frame(height: 200)
            }
        }

        struct SectionIndex: View {
            let sections: [IndexSection]

            var body: some View {
                VStack {
                    ForEach(sections) { section in
                        sectionTitle(for: section)
                            .frame(width: 12, height: 6)
                    }
                }
            }
        }

        @ViewBuilder
        func sectionTitle(for section: IndexSection) -> some View {
            if let icon = section.icon {
                Image(systemName: icon)
            } else {
                SectionLetter(label: section.label)
            }
        }

        struct SectionLetter: View {
            let label: String

            var body: some View {
                Text(label).font(.system(size: 11)).fontWeight(.semibold)
            }
        }
        """
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code)
        XCTAssertEqual(findings.map { $0.fix != nil }, [false, false, true, false, false, true, false], findings.map(\.message).joined(separator: "\n"))
        XCTAssertTrue(findings[6].message.contains("a fixed `.frame(width: 12, height: 6)`"), "a free function's view is drawn where it is called: " + findings[6].message)
        XCTAssertTrue(findings[0].message.contains("it sits in a fixed `.frame(height: labelHeight)`"), findings[0].message)
        XCTAssertTrue(findings[3].message.contains("a fixed `.frame(width: 48, height: 48)`"), findings[3].message)
        // The globe is a picture on the fixed mock, not text: no finding.
        XCTAssertTrue(findings[4].message.contains("a fixed `.aspectRatio(8 / 2, contentMode: .fit)`"), findings[4].message)
    }

    /// A height measured at run time is no fixed container, whatever constants the file declares;
    /// a constant of a type is.
    func testOnlyConstantsMakeAFixedHeight() {
        let code = """
        enum Layout {
            static let bannerHeight: CGFloat = 120
        }

        struct StoryCard: View {
            let story: Story
            private let height: CGFloat = 44

            var body: some View {
                GeometryReader { proxy in
                    VStack {
                        Text(story.title).font(.system(size: 20))
                    }
                    .frame(height: proxy.size.height * 0.4)
                    Text(story.byline).font(.system(size: 13))
                        .frame(height: Layout.bannerHeight)
                }
            }
        }
        """
        XCTAssertEqual(RuleHarness.findings(DynamicTypeFontRule.self, code).map { $0.fix != nil }, [true, false])
    }

    func testWidgetContentIsReportedWithoutAFix() {
        let code = """
        import SwiftUI
        import WidgetKit

        struct StepsWidgetView: View {
            @Environment(\\.widgetFamily) private var family
            let entry: StepsEntry

            var body: some View {
                VStack(alignment: .leading) {
                    Text(entry.steps, format: .number).font(.system(size: 28, weight: .bold))
                    Text("steps").font(.system(size: 11))
                }
            }
        }
        """
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code)
        XCTAssertEqual(findings.count, 2)
        XCTAssertTrue(findings.allSatisfy { $0.fix == nil && $0.message.contains("widget content is drawn on a canvas of fixed size") })
        let preview = code.replacingOccurrences(of: "@Environment(\\.widgetFamily) private var family", with: "let family: WidgetFamily")
        XCTAssertEqual(RuleHarness.findings(DynamicTypeFontRule.self, preview).map { $0.fix != nil }, [true, true])
    }

    func testTheFontStrategyChoosesBetweenTheTypeRampAndExactSizes() {
        let code = """
        struct TrackRow: View {
            let track: Track

            var body: some View {
                VStack(alignment: .leading) {
                    Text(track.title).font(.system(size: 17, weight: .semibold))
                    Text(track.artist).font(.system(size: 14))
                }
            }
        }
        """
        var textStyles = RuleOptions(platforms: ["iOS", "macOS"])
        textStyles.fontStrategy = .textStyles
        let ramp = RuleHarness.fixed([DynamicTypeFontRule.self], code, options: textStyles, unsafe: true)
        XCTAssertTrue(ramp.contains(".font(.body.weight(.semibold))") && ramp.contains(".font(.subheadline)"), ramp)
        var scaledMetric = RuleOptions(platforms: ["iOS"])
        scaledMetric.fontStrategy = .scaledMetric
        let exact = RuleHarness.fixed([DynamicTypeFontRule.self], code, options: scaledMetric, unsafe: true)
        XCTAssertTrue(exact.contains("@ScaledMetric(relativeTo: .body) private var titleFontSize: CGFloat = 17"), exact)
        XCTAssertTrue(exact.contains("@ScaledMetric(relativeTo: .subheadline) private var artistFontSize: CGFloat = 14"), exact)
        XCTAssertFalse(exact.contains(".font(.body"), exact)
    }

    func testAProjectsOwnCustomFontFunctionIsNotSwiftUIs() {
        let code = """
        extension Font {
            static func custom(_ name: FontName, size: CGFloat) -> Font { .custom(name.rawValue, size: size) }
        }

        struct PriceTag: View {
            var body: some View { Text("$4").font(.custom("Avenir", size: 12)) }
        }
        """
        XCTAssertTrue(RuleHarness.findings(DynamicTypeFontRule.self, code).isEmpty)
    }

    func testFixedSizeCustomFontsAreFixedOnlyWithUnsafe() throws {
        let code = #"Text(product.name).font(.custom("Avenir-Heavy", fixedSize: 20))"#
        let finding = try XCTUnwrap(RuleHarness.findings(DynamicTypeFontRule.self, code).first)
        XCTAssertEqual(finding.fix?.safety, .unsafe)
        XCTAssertEqual(RuleHarness.fixed([DynamicTypeFontRule.self], code), code)
        let fixed = RuleHarness.fixed([DynamicTypeFontRule.self], code, unsafe: true)
        XCTAssertEqual(fixed, #"Text(product.name).font(.custom("Avenir-Heavy", size: 20, relativeTo: .title3))"#)
        XCTAssertTrue(RuleHarness.findings(DynamicTypeFontRule.self, fixed).isEmpty)
    }

    func testWithoutScaledMetricInTheDeploymentTargetOnlyTextStylesAreOffered() {
        let code = """
        struct BadgeRow: View {
            var body: some View {
                HStack {
                    Text("Title").font(.system(size: 17))
                    Text("NEW").font(.system(size: 9))
                    Text("Total").font(.custom("Avenir", size: 28))
                }
            }
        }
        """
        let options = RuleOptions(deploymentTargets: ["iOS": "13.0"])
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code, options: options)
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings.map { $0.fix != nil }, [true, false, false])
        XCTAssertTrue(findings[1].message.contains("no text style has that size, and @ScaledMetric needs iOS 14"), findings[1].message)
        XCTAssertEqual(RuleHarness.fixed([DynamicTypeFontRule.self], code, options: options, unsafe: true),
                       code.replacingOccurrences(of: ".font(.system(size: 17))", with: ".font(.body)"))
    }

    func testDesignTokensOutsideAViewGetTextStylesAndOtherSizesAreOnlyReported() {
        let code = """
        import SwiftUI

        extension Font {
            static let meta = Font.system(size: 13)
            static let display: Font = .system(size: 30, weight: .black)
        }

        struct Card: View {
            static let titleFont = Font.system(size: 30)
            private let captionFont = Font.system(size: 12, design: .serif)

            init() {
                _ = Font.system(size: 24)
            }

            var body: some View {
                Text("Card").font(Card.titleFont)
            }
        }
        """
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code)
        XCTAssertEqual(findings.count, 5)
        XCTAssertEqual(findings.map { $0.fix != nil }, [true, false, false, true, false])
        XCTAssertTrue(findings[1].message.contains("only a View's computed properties and methods"), findings[1].message)
        let fixed = RuleHarness.fixed([DynamicTypeFontRule.self], code, unsafe: true)
        XCTAssertTrue(fixed.contains("static let meta = Font.footnote"))
        XCTAssertTrue(fixed.contains("private let captionFont = Font.system(.caption, design: .serif)"))
        XCTAssertFalse(fixed.contains("@ScaledMetric"))
    }

    func testAnExtensionOfAViewDeclaredInAnotherFileCannotTakeAProperty() {
        let code = """
        extension ProfileView {
            var badge: some View {
                Text("PRO").font(.system(size: 9, weight: .bold))
            }
        }
        """
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code)
        XCTAssertEqual(findings.count, 1)
        XCTAssertNil(findings.first?.fix)
    }

    /// A complication drawn in an extension of the widget's view, in a file of its own: the family's
    /// gauge style says it is widget content; its shrink-to-fit value is a ceiling. A one-line reading
    /// larger than any text style is a display value (s15 review).
    func testWidgetFamiliesInExtensionsAndOneLineDisplayValues() {
        let complication = """
        import SwiftUI

        extension GlucoseComplication.EntryView {
            var circularView: some View {
                Gauge(value: entry.value, in: 40...400) {
                    Text("Glucose")
                } currentValueLabel: {
                    Text(entry.valueText)
                        .font(.system(size: 20))
                        .minimumScaleFactor(0.2)
                } minimumValueLabel: {
                    Text("40").font(.system(size: 8))
                }
                .gaugeStyle(.accessoryCircular)
            }
        }
        """
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, complication)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertTrue(findings.first?.message.contains("widget content") == true && findings.first?.fix == nil)

        let reading = """
        import SwiftUI

        struct ReadingView: View {
            let value: String

            var body: some View {
                VStack {
                    Text(value).font(.system(size: 45, weight: .bold)).lineLimit(1)
                    Text("mg/dL").font(.system(size: 15))
                }
            }
        }
        """
        XCTAssertEqual(RuleHarness.findings(DynamicTypeFontRule.self, reading).count, 1, "only the unit: the reading is a display value")
    }
}
