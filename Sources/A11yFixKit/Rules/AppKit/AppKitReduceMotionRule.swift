/// AppKit animations that move views or windows with no Reduce Motion gate.
public struct AppKitReduceMotionRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appkit-reduce-motion",
        name: "AppKit animations respect Reduce Motion",
        summary: "Finds `NSAnimationContext.runAnimationGroup` groups and `animator()` changes that move views or windows (a frame, origin or size, a constraint's constant, a split view collapsing, scrolling) and that nothing gates on `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion`. A group that sets its duration gets `context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : d`; a single `animator()` change gets an `if` that makes the same change directly under Reduce Motion.",
        rationale: "Motion on screen (a panel that slides in, a window that zooms to a new frame) makes some people dizzy or sick, which is why macOS has Reduce Motion (WCAG 2.3.3 Animation from Interactions, the Reduced Motion Nutrition Label). AppKit does not apply the setting to an app's own animations: each must ask `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion` and make the change without the motion.",
        notes: """
        What moves is judged as in `uikit-reduce-motion`: changes made through `animator()` to `frame`, `setFrame(_:display:)`, `setFrameOrigin`, `setFrameSize`, `bounds`, a constraint's `constant`, a split view item's `isCollapsed`, a divider's `setPosition`, `scroll(_:)`; in a group with `allowsImplicitAnimation = true`, also direct `setFrame` and `layoutSubtreeIfNeeded()` calls. `alphaValue`, `isHidden` and colours fade, which is Reduce Motion's own substitute: no finding. A group that only calls the app's own code cannot be followed and is left alone.

        Already gated, never reported: a group or change in a function that reads the setting anywhere (`accessibilityDisplayShouldReduceMotion`, a name containing `reduceMotion`/`reducedMotion`), and a group whose duration the app computes with a call of its own (`context.duration = AccessibilityPreferences.adjustedDuration(0.3)`), which may read it. Changes made while the mouse drags (`mouseDragged`, `mouseDown`, `mouseUp`) follow the pointer and are not reported.

        The fix. In a group that sets `context.duration = d` (on its closure's parameter), the duration becomes `NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : d`: with a duration of 0 the animator proxies make their changes at once, so the still state is the group's end state and its completion handler still runs. A group that sets no duration is reported without a fix (it runs at the context's default). A single `window.animator().setFrame(frame, display: true)` on a line of its own becomes `if NSWorkspace.shared.accessibilityDisplayShouldReduceMotion { window.setFrame(frame, display: true) } else { window.animator().setFrame(frame, display: true) }`, the same change without the proxy; through an optional chain (`view?.animator()`) or over several lines it is reported without a fix. AppKit code builds only for macOS, where both APIs exist.

        Fix safety: safe. Nothing changes while Reduce Motion is off; with it on, the code makes the change it animates to.
        """,
        severity: .incomplete, wcag: ["2.3.3"], nutritionLabels: [.reducedMotion], fixSafety: .safe, isOptIn: true, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            import AppKit

            final class InspectorWindowController: NSWindowController {
                func expand(to frame: NSRect) {
                    NSAnimationContext.↓runAnimationGroup { context in
                        context.duration = 0.3
                        window?.animator().setFrame(frame, display: true)
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class SidebarViewController: NSViewController {
                @IBOutlet private var sidebarWidth: NSLayoutConstraint!

                func hideSidebar() {
                    NSAnimationContext.↓runAnimationGroup({ context in
                        context.duration = 0.25
                        sidebarWidth.animator().constant = 0
                    }, completionHandler: nil)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PlayerWindowController: NSWindowController {
                func zoomToScreen(_ screenFrame: NSRect) {
                    window?.↓animator().setFrame(screenFrame, display: true)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class SettingsViewController: NSViewController {
                private let banner = NSView()

                func showBanner(at origin: NSPoint) {
                    banner.↓animator().setFrameOrigin(origin)
                }
            }
            """),
            // Code inside `#if os(macOS)`.
            RuleExample("""
            import AppKit

            final class SplitController: NSSplitViewController {
                func toggleInspector() {
                    #if os(macOS)
                    NSAnimationContext.↓runAnimationGroup { context in
                        context.duration = 0.2
                        splitViewItems.last?.animator().isCollapsed.toggle()
                    }
                    #endif
                }
            }
            """),
            // Implicit animation lays out the window again.
            RuleExample("""
            import AppKit

            final class OSDViewController: NSViewController {
                func resize(_ window: NSWindow, to frame: NSRect) {
                    NSAnimationContext.↓runAnimationGroup { context in
                        context.duration = 0.3
                        context.allowsImplicitAnimation = true
                        window.setFrame(frame, display: true)
                    }
                }
            }
            """),
            // No duration of its own: reported without a fix.
            RuleExample("""
            import AppKit

            final class ToastWindowController: NSWindowController {
                func slideIn(to frame: NSRect) {
                    NSAnimationContext.↓runAnimationGroup { _ in
                        window?.animator().setFrame(frame, display: true)
                    }
                }
            }
            """),
            // Through an optional chain: reported without a fix.
            RuleExample("""
            import AppKit

            final class DrawerView: NSView {
                weak var drawer: NSView?

                func open(to frame: NSRect) {
                    drawer?.↓animator().frame = frame
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class QueueViewController: NSViewController {
                private let listView = NSView()

                func scrollList(to point: NSPoint) {
                    NSAnimationContext.↓runAnimationGroup { context in
                        context.duration = 0.4
                        listView.animator().scroll(point)
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PreviewPanelController: NSWindowController {
                func move(_ panel: NSPanel, to origin: NSPoint) {
                    panel.↓animator().setFrameOrigin(origin)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A fade is Reduce Motion's own substitute.
            RuleExample("""
            import AppKit

            final class FootprintWindow: NSWindow {
                func fadeOut() {
                    NSAnimationContext.runAnimationGroup { _ in
                        animator().alphaValue = 0
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorWindowController: NSWindowController {
                func expand(to frame: NSRect) {
                    NSAnimationContext.runAnimationGroup { context in
                        context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
                        window?.animator().setFrame(frame, display: true)
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PlayerWindowController: NSWindowController {
                func zoomToScreen(_ screenFrame: NSRect) {
                    if NSWorkspace.shared.accessibilityDisplayShouldReduceMotion {
                        window?.setFrame(screenFrame, display: true)
                    } else {
                        window?.animator().setFrame(screenFrame, display: true)
                    }
                }
            }
            """),
            // The app's own duration helper may read the setting.
            RuleExample("""
            import AppKit

            final class MainWindowController: NSWindowController {
                func showSidebar(_ constraint: NSLayoutConstraint) {
                    NSAnimationContext.runAnimationGroup { context in
                        context.duration = AccessibilityPreferences.adjustedDuration(0.2)
                        constraint.animator().constant = 0
                    }
                }
            }
            """),
            // The pointer drags the view.
            RuleExample("""
            import AppKit

            final class DraggableView: NSView {
                override func mouseDragged(with event: NSEvent) {
                    animator().setFrameOrigin(NSPoint(x: frame.minX + event.deltaX, y: frame.minY - event.deltaY))
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class TilesPanel: NSPanel {
                func hide() {
                    NSAnimationContext.runAnimationGroup({ _ in animator().alphaValue = 0 }, completionHandler: { self.orderOut(nil) })
                }
            }
            """),
            // The app's own code: what it changes cannot be followed from here.
            RuleExample("""
            import AppKit

            final class PreferencesViewController: NSViewController {
                func animateChanges(_ block: () -> Void) {
                    NSAnimationContext.runAnimationGroup { context in
                        context.duration = 0.3
                        block()
                    }
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class StatusViewController: NSViewController {
                private let spinner = NSView()

                func hideSpinner() {
                    spinner.animator().isHidden = true
                }
            }
            """),
            // Inside beginGrouping, the group's own duration decides.
            RuleExample("""
            import AppKit

            final class LegacyWindowController: NSWindowController {
                func shrink(to frame: NSRect) {
                    NSAnimationContext.beginGrouping()
                    NSAnimationContext.current.duration = reduceMotion ? 0 : 0.3
                    window?.animator().setFrame(frame, display: true)
                    NSAnimationContext.endGrouping()
                }

                private var reduceMotion: Bool { NSWorkspace.shared.accessibilityDisplayShouldReduceMotion }
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                func hide(_ panel: UIView) {
                    UIView.animate(withDuration: 0.3) { panel.alpha = 0 }
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import AppKit

            final class InspectorWindowController: NSWindowController {
                func expand(to frame: NSRect) {
                    NSAnimationContext.runAnimationGroup { context in
                        context.duration = 0.3
                        window?.animator().setFrame(frame, display: true)
                    }
                }
            }
            """, """
            import AppKit

            final class InspectorWindowController: NSWindowController {
                func expand(to frame: NSRect) {
                    NSAnimationContext.runAnimationGroup { context in
                        context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
                        window?.animator().setFrame(frame, display: true)
                    }
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class SettingsViewController: NSViewController {
                private let banner = NSView()

                func showBanner(at origin: NSPoint) {
                    banner.animator().setFrameOrigin(origin)
                }
            }
            """, """
            import AppKit

            final class SettingsViewController: NSViewController {
                private let banner = NSView()

                func showBanner(at origin: NSPoint) {
                    if NSWorkspace.shared.accessibilityDisplayShouldReduceMotion {
                        banner.setFrameOrigin(origin)
                    } else {
                        banner.animator().setFrameOrigin(origin)
                    }
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class SidebarViewController: NSViewController {
                @IBOutlet private var sidebarWidth: NSLayoutConstraint!

                func hideSidebar() {
                    NSAnimationContext.runAnimationGroup({ context in
                        context.duration = 0.25
                        sidebarWidth.animator().constant = 0
                    }, completionHandler: nil)
                }
            }
            """, """
            import AppKit

            final class SidebarViewController: NSViewController {
                @IBOutlet private var sidebarWidth: NSLayoutConstraint!

                func hideSidebar() {
                    NSAnimationContext.runAnimationGroup({ context in
                        context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
                        sidebarWidth.animator().constant = 0
                    }, completionHandler: nil)
                }
            }
            """),
        ]
    )

    private static let gate = "NSWorkspace.shared.accessibilityDisplayShouldReduceMotion"
    /// Mouse handling: what animates there follows the pointer.
    private static let pointerHandlers: Set<String> = ["mouseDown", "mouseDragged", "mouseUp", "otherMouseDragged", "rightMouseDragged"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for animation in AppKitAnimation.all(in: context) {
            guard case .moves(let what) = animation.effect(in: context), !animation.isGated(in: context) else { continue }
            if let function = animation.link.firstAncestor(ofType: FunctionDeclNode.self), Self.pointerHandlers.contains(function.name) { continue }
            let offset = context.tree.tokens[animation.link.nameToken ?? animation.link.firstToken].start
            let call = animation.kind == .group ? "NSAnimationContext.runAnimationGroup" : "animator()"
            let problem = "\(call) moves views (\(what)) whatever the Reduce Motion setting"
            switch fix(for: animation, context: context) {
            case .some(let fix): findings.append(finding(problem + "; gated: with Reduce Motion on, the change is made without animating it", at: offset, fix: fix))
            case .none: findings.append(finding(problem + "; " + whyNoFix(animation), at: offset))
            }
        }
        return findings
    }

    private func fix(for animation: AppKitAnimation, context: RuleContext) -> Fix? {
        let tokens = context.tree.tokens
        switch animation.kind {
        case .group:
            guard let (_, target) = animation.durationAssignment(context: context) else { return nil }
            return Fix(safety: .safe, edits: [.insert("\(Self.gate) ? 0 : ", at: tokens[target.lastToken + 2].start)],
                       summary: "gated the animation on Reduce Motion")
        case .animator:
            guard let statement = animation.statement, let chain = statement.children.first as? ChainNode,
                  let index = chain.links.firstIndex(where: { $0 === animation.link }) else { return nil }
            let text = context.file.text(statement.range)
            guard !text.contains("\n"), !text.contains("?"), statement.lastToken + 1 >= tokens.count || tokens[statement.lastToken + 1].startsLine || tokens[statement.lastToken + 1].kind == .endOfFile,
                  statement.firstToken == 0 || tokens[statement.firstToken].startsLine else { return nil }
            // `window.animator().setFrame(…)` → `window.setFrame(…)`; `animator().frame = …` → `frame = …`.
            let removed = index == 0
                ? tokens[animation.link.firstToken].start..<(index + 1 < chain.links.count ? tokens[chain.links[index + 1].firstToken].start : tokens[animation.link.lastToken].end)
                : tokens[chain.links[index - 1].lastToken].end..<tokens[animation.link.lastToken].end
            let start = statement.range.lowerBound
            let still = context.file.text(start..<removed.lowerBound) + context.file.text(removed.upperBound..<statement.range.upperBound)
            let indent = statement.indentation, inner = indent + context.file.style.indentUnit, newline = context.file.style.lineEnding
            let replacement = "if \(Self.gate) {" + newline + inner + still + newline + indent + "} else {" + newline + inner + text + newline + indent + "}"
            return Fix(safety: .safe, edits: [Edit(range: statement.range, replacement: replacement)], summary: "gated the animation on Reduce Motion")
        }
    }

    private func whyNoFix(_ animation: AppKitAnimation) -> String {
        switch animation.kind {
        case .group:
            return "set the group's duration to \(Self.gate) ? 0 : its duration"
        case .animator:
            return "with \(Self.gate), make the same change without animator()"
        }
    }
}
