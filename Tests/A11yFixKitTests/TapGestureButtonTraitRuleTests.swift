@testable import A11yFixKit
import XCTest

final class TapGestureButtonTraitRuleTests: XCTestCase {
    /// A stack of texts that acts only on a condition: the advice gives it one element and the
    /// trait under that condition, since each text would otherwise be announced as the button
    /// (s15 findings review).
    func testAConditionalTapOnAStackOfTextsIsAdvisedToCombine() {
        let code = """
        import SwiftUI

        struct KeyRow: View {
            let title: String
            let key: String
            let isFreeUser: Bool
            let showUpgrade: () -> Void

            var body: some View {
                VStack(alignment: .leading) {
                    Text(title)
                    Text(key).lineLimit(1)
                }
                .onTapGesture {
                    if isFreeUser { showUpgrade() }
                }
            }
        }
        """
        let findings = RuleHarness.findings(TapGestureButtonTraitRule.self, code)
        XCTAssertEqual(findings.count, 1)
        XCTAssertTrue(findings.first?.message.contains("it acts only when isFreeUser: give it .accessibilityElement(children: .combine) and the trait only then") == true,
                      findings.first?.message ?? "")
        XCTAssertNil(findings.first?.fix)
    }
}
