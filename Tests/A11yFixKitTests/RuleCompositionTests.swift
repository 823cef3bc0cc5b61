@testable import A11yFixKit
import XCTest

/// Several rules fixing one element in the same run: their insertions meet at the same anchor and
/// must come out in a stable order, each once, and the result must parse and stay put.
final class RuleCompositionTests: XCTestCase {
    private let allRules: [any Rule.Type] = RuleRegistry.all

    /// Seed 004's order: identifier, then label; the label looks through `withAnimation` for the action
    /// and, finding only a toggle, takes the symbol's meaning. The glyph's fixed font is reported, not
    /// changed: alone in its button, its size belongs to the bar around it.
    func testLabelIdentifierAndReduceMotionOnOneButtonWhoseGlyphKeepsItsSize() throws {
        let code = """
        import SwiftUI

        struct PlayerControls: View {
            @State private var isExpanded = false

            var body: some View {
                Button {
                    withAnimation(.spring()) { isExpanded.toggle() }
                } label: {
                    Image(systemName: "chevron.down")
                        .font(.system(size: 17, weight: .semibold))
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
                .accessibility(hint: Text("Shows more controls"))
                .padding(8)
            }
        }

        """
        let fixed = RuleHarness.fixed(allRules, code)
        XCTAssertEqual(fixed, """
        import SwiftUI

        struct PlayerControls: View {
            @State private var isExpanded = false
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion

            var body: some View {
                Button {
                    withAnimation(reduceMotion ? nil : .spring()) { isExpanded.toggle() }
                } label: {
                    Image(systemName: "chevron.down")
                        .font(.system(size: 17, weight: .semibold))
                        .rotationEffect(.degrees(isExpanded ? 180 : 0))
                }
                .accessibilityHint(Text("Shows more controls"))
                .accessibilityIdentifier("player_controls_toggle_expanded_button")
                .accessibilityLabel(isExpanded ? "Collapse" : "Expand") // [VERIFY]
                .padding(8)
            }
        }

        """)
        XCTAssertEqual(RuleHarness.fixed(allRules, fixed), fixed, "a second run changes nothing")
        try SwiftParseOracle.assertParses([("composed", fixed)])
    }

    /// scaled-metric changes layout, so its fix is unsafe: this run asks for it.
    func testDecorativeAndScaledMetricFixesOnOneImageKeepTheImageModifiersFirst() throws {
        let code = """
        struct DeliveryRow: View {
            var body: some View {
                HStack(spacing: 8) {
                    Image("icon_delivery_truck")
                        .resizable()
                        .frame(width: 24, height: 24)
                    Text("Free delivery by Friday")
                }
            }
        }

        """
        let fixed = RuleHarness.fixed(allRules, code, unsafe: true)
        XCTAssertEqual(fixed, """
        struct DeliveryRow: View {
            @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 24

            var body: some View {
                HStack(spacing: 8) {
                    Image("icon_delivery_truck")
                        .resizable()
                        .accessibilityHidden(true)
                        .frame(width: iconSize, height: iconSize)
                    Text("Free delivery by Friday")
                }
            }
        }

        """)
        XCTAssertEqual(RuleHarness.fixed(allRules, fixed, unsafe: true), fixed)
        try SwiftParseOracle.assertParses([("composed", fixed)])
    }
}
