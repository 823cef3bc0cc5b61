@testable import A11yFixKit
import XCTest

/// `reduce-motion` on whole files: a realistic screen where several findings share one added
/// property and only what moves is gated, and a file mixing Views, extensions, helpers and platform
/// branches.
final class ReduceMotionRuleTests: XCTestCase {
    private static let screen = """
    import SwiftUI

    struct CheckoutView: View {
        @StateObject private var model = CheckoutModel()
        @Environment(\\.dismiss) private var dismiss
        @State private var showsReceipt = false
        @State private var isPulsing = false
        @State private var isPayHighlighted = false

        var body: some View {
            VStack {
                summary
                Button("Pay") {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        showsReceipt = true
                    }
                }
                .opacity(isPayHighlighted ? 1 : 0.8)
                .animation(.easeOut(duration: 0.2), value: isPayHighlighted)
                if showsReceipt {
                    ReceiptCard(total: model.total)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
                Text("Payments are processed securely.")
            }
            .animation(.easeInOut, value: showsReceipt)
            .onHover { isPayHighlighted = $0 }
        }
    }

    extension CheckoutView {
        var summary: some View {
            Image(systemName: "creditcard")
                .scaleEffect(isPulsing ? 1.1 : 1)
                .onAppear {
                    withAnimation(.easeInOut(duration: 1).repeatForever()) { isPulsing = true }
                }
                // withAnimation(.spring()) { isPulsing = false }
                .accessibilityLabel("Card")
        }
    }

    private struct ReceiptCard: View {
        let total: Decimal
        var body: some View {
            Text(total, format: .currency(code: "EUR"))
                .transition(.opacity)
        }
    }

    """

    func testAWholeScreenGatesWhatMovesOnOnePropertyAndStaysFixed() {
        let expected = """
        import SwiftUI

        struct CheckoutView: View {
            @StateObject private var model = CheckoutModel()
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var showsReceipt = false
            @State private var isPulsing = false
            @State private var isPayHighlighted = false

            var body: some View {
                VStack {
                    summary
                    Button("Pay") {
                        withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.8)) {
                            showsReceipt = true
                        }
                    }
                    .opacity(isPayHighlighted ? 1 : 0.8)
                    .animation(.easeOut(duration: 0.2), value: isPayHighlighted)
                    if showsReceipt {
                        ReceiptCard(total: model.total)
                            .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
                    }
                    Text("Payments are processed securely.")
                }
                .animation(reduceMotion ? nil : .easeInOut, value: showsReceipt)
                .onHover { isPayHighlighted = $0 }
            }
        }

        extension CheckoutView {
            var summary: some View {
                Image(systemName: "creditcard")
                    .scaleEffect(isPulsing ? 1.1 : 1)
                    .onAppear {
                        withAnimation(.easeInOut(duration: 1).repeatForever()) { isPulsing = true }
                    }
                    // withAnimation(.spring()) { isPulsing = false }
                    .accessibilityLabel("Card")
            }
        }

        private struct ReceiptCard: View {
            let total: Decimal
            var body: some View {
                Text(total, format: .currency(code: "EUR"))
                    .transition(.opacity)
            }
        }

        """
        let outcome = RuleHarness.outcome([ReduceMotionRule.self], Self.screen)
        // The receipt slides the text below it; the highlight only fades, and is left alone.
        XCTAssertEqual(outcome.findings.count, 4)
        XCTAssertEqual(outcome.findings.filter(\.isFixed).count, 3)
        let fixed = RuleHarness.fixed([ReduceMotionRule.self], Self.screen)
        XCTAssertEqual(fixed, expected)
        // The endless pulse is still reported, never rewritten.
        XCTAssertEqual(RuleHarness.outcome([ReduceMotionRule.self], fixed).findings.map(\.location.line), [37])
    }

    func testTheMessageSaysWhatMovesAndWhyALoopGetsNoFix() {
        let messages = RuleHarness.findings(ReduceMotionRule.self, Self.screen).map(\.message)
        XCTAssertTrue(messages.contains("animation ignores Reduce Motion (`showsReceipt` inserts or removes content in a VStack, sliding what is around it); gate it: .animation(reduceMotion ? nil : .easeInOut, value: …)"))
        XCTAssertTrue(messages.contains("movement transition ignores Reduce Motion; gate it: .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))"))
        let loop = messages.filter { $0.hasPrefix("animation repeats forever") }
        XCTAssertEqual(loop.count, 1)
        XCTAssertTrue(loop[0].contains("(`isPulsing` drives .scaleEffect)"))
        XCTAssertTrue(loop[0].contains("a nil animation would stop the loop at its end state"))
    }

    func testADelayedMoveIsReportedWithoutAFix() {
        let code = """
        struct CoachMark: View {
            @State private var isRaised = false

            var body: some View {
                Text("Swipe left to archive")
                    .offset(y: isRaised ? -24 : 0)
                    .onAppear {
                        withAnimation(.easeOut(duration: 0.4).delay(1.5)) { isRaised = true }
                    }
            }
        }
        """
        let findings = RuleHarness.outcome([ReduceMotionRule.self], code).findings
        XCTAssertEqual(findings.count, 1)
        XCTAssertFalse(findings[0].isFixed)
        XCTAssertTrue(findings[0].message.contains("would also drop its delay"))
    }

    private static let mixedContexts = """
    import SwiftUI

    enum Catalog {
        struct Row: View {
            @State private var expanded = false
            var body: some View {
                VStack {
                    Text("Row")
                    if expanded { Text("Details") }
                }
            }
        }
    }

    extension Catalog.Row {
        func toggle() {
            withAnimation { expanded.toggle() }
        }
    }

    extension ShelfView {
        var footer: some View {
            Text("Footer").scaleEffect(isFocused ? 1.1 : 1).animation(.spring(), value: isFocused)
        }
    }

    extension View {
        func lift(_ isLifted: Bool) -> some View {
            offset(y: isLifted ? -4 : 0).animation(.snappy, value: isLifted)
        }
    }

    struct ShelfList: View {
        static func warmUp() {
            withAnimation(.linear) { }
        }

        final class Loader: ObservableObject {
            @Published var isLoading = false
            func start() { withAnimation { isLoading = true } }
        }

        var body: some View { Text("Shelf") }
    }

    #if os(iOS) || os(tvOS)
    extension View {
        func bounce(_ on: Bool) -> some View {
            scaleEffect(on ? 1.1 : 1).animation(.bouncy, value: on)
        }
    }
    #endif

    """

    func testEachContextGetsTheGateItCanRead() {
        let fixed = RuleHarness.fixed([ReduceMotionRule.self], Self.mixedContexts)
        // The extension in this file gates on a property added to the primary declaration.
        XCTAssertTrue(fixed.contains("""
                @State private var expanded = false
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        """))
        XCTAssertTrue(fixed.contains("withAnimation(reduceMotion ? nil : .default) { expanded.toggle() }"))
        // Code for UIKit platforms only reads UIAccessibility.
        XCTAssertTrue(fixed.contains("scaleEffect(on ? 1.1 : 1).animation(UIAccessibility.isReduceMotionEnabled ? nil : .bouncy, value: on)"))
        // A View declared in another file takes the property there; a multiplatform helper has no single API.
        XCTAssertTrue(fixed.contains("Text(\"Footer\").scaleEffect(isFocused ? 1.1 : 1).animation(.spring(), value: isFocused)"))
        XCTAssertTrue(fixed.contains("offset(y: isLifted ? -4 : 0).animation(.snappy, value: isLifted)"))
        // Nothing on screen changes: a static warm-up and a model's own state.
        XCTAssertTrue(fixed.contains("withAnimation(.linear) { }"))
        XCTAssertTrue(fixed.contains("func start() { withAnimation { isLoading = true } }"))
        XCTAssertFalse(fixed.contains("struct ShelfList: View {\n    @Environment"))

        let unfixed = RuleHarness.outcome([ReduceMotionRule.self], Self.mixedContexts).findings.filter { !$0.isFixed }
        XCTAssertEqual(unfixed.map(\.location.line), [23, 29])
        XCTAssertTrue(unfixed[0].message.contains("ShelfView is declared in another file: add @Environment(\\.accessibilityReduceMotion) to its declaration"))
        XCTAssertTrue(unfixed[1].message.contains("UIAccessibility.isReduceMotionEnabled (UIKit) or NSWorkspace.shared.accessibilityDisplayShouldReduceMotion (AppKit)"))
    }

    func testDeploymentTargetsSettleThePlatformOfCodeOutsideAView() {
        let macOnly = RuleOptions(deploymentTargets: ["macOS": "13.0"])
        let fixed = RuleHarness.fixed([ReduceMotionRule.self], Self.mixedContexts, options: macOnly)
        XCTAssertTrue(fixed.contains("offset(y: isLifted ? -4 : 0).animation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .snappy, value: isLifted)"))
        // An explicit `#if os(iOS)` still wins over the targets.
        XCTAssertTrue(fixed.contains("animation(UIAccessibility.isReduceMotionEnabled ? nil : .bouncy, value: on)"))
        // An extension of a View declared in another file still needs its declaration.
        XCTAssertTrue(fixed.contains("Text(\"Footer\").scaleEffect(isFocused ? 1.1 : 1).animation(.spring(), value: isFocused)"))
    }

    func testTheInsertedPropertyFollowsTheViewsAttributeStyle() {
        let code = """
        struct ServerConnectionView: View {

            @Environment(\\.dismiss)
            private var dismiss

            @State
            private var isEditing = false

            var body: some View {
                VStack {
                    Text("Connections")
                    if isEditing { Text("Drag to reorder") }
                }
                .animation(.linear(duration: 0.25), value: isEditing)
            }
        }
        """
        XCTAssertTrue(RuleHarness.fixed([ReduceMotionRule.self], code).contains("""
            @Environment(\\.dismiss)
            private var dismiss

            @Environment(\\.accessibilityReduceMotion)
            private var reduceMotion

            @State
        """))
    }

    /// A cell that animates its layout and then has its table animate the row's height: the gate
    /// would make the content snap while the row still grows, so a person decides (s14 review).
    func testAUIKitAnimationFollowedByARowUpdateIsReportedWithoutAFix() {
        let cell = """
        import UIKit

        final class FieldCell: UITableViewCell {
            weak var tableView: UITableView?
            var valueHeight: NSLayoutConstraint!

            func toggle() {
                valueHeight.constant = valueHeight.constant == 0 ? 60 : 0
                UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
                tableView?.beginUpdates()
                tableView?.endUpdates()
            }

            func shake() {
                UIView.animate(withDuration: 0.3) { self.transform = CGAffineTransform(translationX: 8, y: 0) }
            }
        }
        """
        XCTAssertEqual(RuleHarness.findings(UIKitReduceMotionRule.self, cell).count, 2)
        let fixed = RuleHarness.fixed([UIKitReduceMotionRule.self], cell)
        XCTAssertTrue(fixed.contains("UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.3) { self.transform"), fixed)
        XCTAssertTrue(fixed.contains("UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }"), fixed)
    }

    /// A function that only a pan's end or a long press calls answers the finger; one a close button
    /// calls too moves a sheet off screen whatever started it (s15 review: the slide-out missed).
    func testAnimationsFollowTheFingerOnlyWhenEveryCallerDoes() {
        let sheet = """
        import UIKit

        final class PickerSheetController: UIViewController {
            var bottomConstraint: NSLayoutConstraint!
            let recordButton = UIButton()

            @objc func handleClose() { animateDismiss() }

            @objc func handlePan(_ gesture: UIPanGestureRecognizer) {
                if gesture.translation(in: view).y > 200 { animateDismiss() } else { snapBack() }
            }

            func animateDismiss() {
                UIView.animate(withDuration: 0.3) {
                    self.bottomConstraint.constant = 400
                    self.view.layoutIfNeeded()
                }
            }

            func snapBack() {
                UIView.animate(withDuration: 0.3) {
                    self.bottomConstraint.constant = 0
                    self.view.layoutIfNeeded()
                }
            }

            @objc func longPressed(_ sender: UILongPressGestureRecognizer) {
                UIView.animate(withDuration: 0.2) {
                    self.recordButton.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
                }
            }
        }
        """
        let findings = RuleHarness.findings(UIKitReduceMotionRule.self, sheet)
        XCTAssertEqual(findings.count, 1, "\(findings.map(\.message))")
        XCTAssertEqual(findings.first.map { sheet.utf8.prefix($0.offset).filter { $0 == 10 }.count + 1 }, 14, "the slide-out the close button starts")
    }
}
