@testable import A11yFixKit
import XCTest

/// `reduce-motion` on whole files: a realistic screen where several findings share one added
/// property, and a file mixing Views, extensions, view models and platform branches.
final class ReduceMotionRuleTests: XCTestCase {
    private static let screen = """
    import SwiftUI

    struct CheckoutView: View {
        @StateObject private var model = CheckoutModel()
        @Environment(\\.dismiss) private var dismiss
        @State private var showsReceipt = false
        @State private var isPulsing = false

        var body: some View {
            ZStack(alignment: .bottom) {
                ScrollView {
                    summary
                    Button("Pay") {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            showsReceipt = true
                        }
                    }
                }
                if showsReceipt {
                    ReceiptCard(total: model.total)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .animation(.easeInOut, value: showsReceipt)
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

    func testAWholeScreenIsGatedOnOnePropertyAndStaysFixed() {
        let expected = """
        import SwiftUI

        struct CheckoutView: View {
            @StateObject private var model = CheckoutModel()
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.accessibilityReduceMotion) private var reduceMotion
            @State private var showsReceipt = false
            @State private var isPulsing = false

            var body: some View {
                ZStack(alignment: .bottom) {
                    ScrollView {
                        summary
                        Button("Pay") {
                            withAnimation(reduceMotion ? nil : .spring(response: 0.4, dampingFraction: 0.8)) {
                                showsReceipt = true
                            }
                        }
                    }
                    if showsReceipt {
                        ReceiptCard(total: model.total)
                            .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
                    }
                }
                .animation(reduceMotion ? nil : .easeInOut, value: showsReceipt)
            }
        }

        extension CheckoutView {
            var summary: some View {
                Image(systemName: "creditcard")
                    .scaleEffect(isPulsing ? 1.1 : 1)
                    .onAppear {
                        withAnimation(reduceMotion ? nil : .easeInOut(duration: 1).repeatForever()) { isPulsing = true }
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
        XCTAssertEqual(outcome.findings.count, 4)
        XCTAssertTrue(outcome.findings.allSatisfy(\.isFixed))
        let fixed = RuleHarness.fixed([ReduceMotionRule.self], Self.screen)
        XCTAssertEqual(fixed, expected)
        XCTAssertTrue(RuleHarness.findings(ReduceMotionRule.self, fixed).isEmpty)
    }

    func testTheRepeatingAnimationIsNamedInItsMessage() {
        let messages = RuleHarness.findings(ReduceMotionRule.self, Self.screen).map(\.message)
        XCTAssertEqual(messages.filter { $0.hasPrefix("animation repeats forever") }.count, 1)
        XCTAssertTrue(messages.contains("movement transition ignores Reduce Motion; gate it: .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))"))
    }

    private static let mixedContexts = """
    import SwiftUI

    enum Catalog {
        struct Row: View {
            @State private var expanded = false
            var body: some View { Text("Row") }
        }
    }

    extension Catalog.Row {
        func toggle() {
            withAnimation { expanded.toggle() }
        }
    }

    extension ShelfView {
        var footer: some View {
            Text("Footer").animation(.spring(), value: 1)
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
    final class ShelfModel: ObservableObject {
        @Published var page = 0
        func next() { withAnimation(.snappy) { page += 1 } }
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
        XCTAssertTrue(fixed.contains("withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .snappy) { page += 1 }"))
        // No View instance, and a file that may build for macOS: reported, not rewritten.
        XCTAssertTrue(fixed.contains("Text(\"Footer\").animation(.spring(), value: 1)"))
        XCTAssertTrue(fixed.contains("withAnimation(.linear) { }"))
        XCTAssertTrue(fixed.contains("func start() { withAnimation { isLoading = true } }"))
        XCTAssertFalse(fixed.contains("struct ShelfList: View {\n    @Environment"))

        let unfixed = RuleHarness.outcome([ReduceMotionRule.self], Self.mixedContexts).findings.filter { !$0.isFixed }
        XCTAssertEqual(unfixed.map(\.location.line), [18, 24, 29])
        XCTAssertTrue(unfixed.allSatisfy { $0.message.contains("UIAccessibility.isReduceMotionEnabled (UIKit) or NSWorkspace.shared.accessibilityDisplayShouldReduceMotion (AppKit)") })
    }

    func testDeploymentTargetsSettleThePlatformOfCodeOutsideAView() {
        let macOnly = RuleOptions(deploymentTargets: ["macOS": "13.0"])
        let fixed = RuleHarness.fixed([ReduceMotionRule.self], Self.mixedContexts, options: macOnly)
        XCTAssertTrue(fixed.contains("withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .linear) { }"))
        // An explicit `#if os(iOS)` still wins over the targets.
        XCTAssertTrue(fixed.contains("withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .snappy)"))
        // An extension of a View declared in another file cannot take the property; the setting is read directly.
        XCTAssertTrue(fixed.contains("Text(\"Footer\").animation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .spring(), value: 1)"))
    }
}
