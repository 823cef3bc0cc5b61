@testable import A11yFixKit
import XCTest

/// `dynamic-type-font` beyond its examples: the size table and its tie-break, the unsafe
/// `fixedSize:` fix, a deployment target without `@ScaledMetric`, and design tokens outside a View.
final class DynamicTypeFontRuleTests: XCTestCase {
    func testSizesWithinOnePointTakeTheNearestStyleAndTiesTakeTheLargerOne() {
        let matches: [(Double, TextStyle?)] = [
            (17, .body), (17.5, .body), (18, .body), (16, .callout), (19, .title3), (14, .subheadline), (12.5, .footnote),
            (21, .title2), (10, .caption2), (33, .largeTitle), (35, .largeTitle), (9, nil), (24, nil), (30, nil), (48, nil),
        ]
        for (size, style) in matches {
            XCTAssertEqual(TextStyle.matching(size: size), style, "size \(size)")
        }
        let nearest: [(Double, TextStyle)] = [(9, .caption2), (24, .title2), (25, .title), (30, .title), (48, .largeTitle), (64, .largeTitle)]
        for (size, style) in nearest {
            XCTAssertEqual(TextStyle.nearest(to: size), style, "size \(size)")
        }
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
                    Text("Price").font(.custom("Avenir", size: 15))
                }
            }
        }
        """
        let options = RuleOptions(deploymentTargets: ["iOS": "13.0"])
        let findings = RuleHarness.findings(DynamicTypeFontRule.self, code, options: options)
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings.map { $0.fix != nil }, [true, false, false])
        XCTAssertEqual(RuleHarness.fixed([DynamicTypeFontRule.self], code, options: options),
                       code.replacingOccurrences(of: ".font(.system(size: 17))", with: ".font(.body)"))
    }

    func testDesignTokensOutsideAViewGetTextStylesAndOtherSizesAreOnlyReported() {
        let code = """
        import SwiftUI

        extension Font {
            static let meta = Font.system(size: 13)
            static let display: Font = .system(size: 64, weight: .black)
        }

        struct Card: View {
            static let titleFont = Font.system(size: 30)
            private let captionFont = Font.system(size: 12, design: .serif)

            init() {
                _ = Font.system(size: 40)
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
        let fixed = RuleHarness.fixed([DynamicTypeFontRule.self], code)
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
}
