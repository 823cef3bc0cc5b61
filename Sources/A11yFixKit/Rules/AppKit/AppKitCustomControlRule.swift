/// An `NSView` subclass of the project that acts on clicks and tells VoiceOver nothing about itself.
public struct AppKitCustomControlRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appkit-custom-control",
        name: "AppKit custom controls are accessibility elements",
        summary: "Reports an `NSView` (or `NSImageView`, `NSStackView`, `NSVisualEffectView`) subclass that overrides `mouseDown(with:)` or `mouseUp(with:)` to act on clicks, and neither conforms to an `NSAccessibility…` protocol (`NSAccessibilityButton`) nor declares or sets its accessibility element, role or label.",
        rationale: "A view that handles clicks itself is a control only for people who see and click it. VoiceOver finds no element there, or one with no role and no name: a blind user cannot tell it exists, nor press it, and a Voice Control user has nothing to say.",
        notes: """
        Opt-in: an independent review on the real-app corpus judged 5 of its 17 findings true: views never shown, accessibility set where the view is used, containers that hold other controls, and clicks that only dismiss or scroll. Turn it on for an audit (`--rules appkit-custom-control`) and read each finding.

        Left alone: handlers that only call `super`, handlers that move the window (`window?.performDrag(with:)`, a drag handle), handlers of a class that follows the drag in `mouseDragged` (moving a bar, a crop box, dragging a file out), views that keep a control of their own (the click widens a button's target, and VoiceOver presses the button), charts, canvases, editors and backdrops (a class named for one: `LineChartView`, `WWDCUIMaskView`), handlers that hand the event to another object (`delegate?.mouseDown(with: event)`: that object is the control), `NSControl` and `NSButton` subclasses (their cell gives the role and title), text views, and classes that conform to an `NSAccessibility…` protocol or declare or call `isAccessibilityElement`, `accessibilityRole`, `accessibilityLabel`, `accessibilityChildren`, `accessibilityPerformPress` or their `setAccessibility…` forms anywhere in the file (a canvas or editor that offers its own accessibility children). Reported without a fix: which role fits (a button, a checkbox, a slider) and what to call it needs a person; the finding says how (`NSAccessibilityButton` conformance with `accessibilityLabel()` and `accessibilityPerformPress()`, or `setAccessibilityElement(true)`, `setAccessibilityRole(.button)`, `setAccessibilityLabel(…)`).
        """,
        severity: .blocks, wcag: ["4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .none, isOptIn: true, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            import AppKit

            final class InspectorDisclosureView: NSView {
                var isExpanded = false

                override func ↓mouseDown(with event: NSEvent) {
                    isExpanded.toggle()
                    needsDisplay = true
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class ColorSwatchView: NSView {
                var onSelect: (() -> Void)?

                override func ↓mouseUp(with event: NSEvent) {
                    onSelect?()
                }
            }
            """),
            RuleExample("""
            import Cocoa

            final class AlbumArtView: NSImageView {
                override func ↓mouseDown(with event: NSEvent) {
                    super.mouseDown(with: event)
                    NotificationCenter.default.post(name: .init("showPlayer"), object: nil)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class TabItemView: NSView {
                var title = ""
                var target: AnyObject?
                var action: Selector?

                override func ↓mouseUp(with event: NSEvent) {
                    if let action { NSApp.sendAction(action, to: target, from: self) }
                }
            }
            """),
            RuleExample("""
            import AppKit

            #if os(macOS)
            final class RatingView: NSView {
                var rating = 0

                override func ↓mouseDown(with event: NSEvent) {
                    let point = convert(event.locationInWindow, from: nil)
                    rating = Int(point.x / 16) + 1
                }
            }
            #endif
            """),
            RuleExample("""
            import AppKit

            final class SidebarRowView: NSVisualEffectView {
                var onClick: () -> Void = {}

                override func ↓mouseDown(with theEvent: NSEvent) {
                    onClick()
                }
            }
            """),
            RuleExample("""
            import AppKit

            class LinkView: NSView {
                let url: URL

                init(url: URL) {
                    self.url = url
                    super.init(frame: .zero)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func ↓mouseUp(with event: NSEvent) {
                    NSWorkspace.shared.open(url)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class ToolbarToggleView: NSStackView {
                var isOn = false

                override func ↓mouseDown(with event: NSEvent) {
                    isOn = !isOn
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PlayPauseView: NSView {
                weak var player: PlayerController?

                override func ↓mouseDown(with event: NSEvent) {
                    player?.togglePlayback()
                }
            }

            final class PlayerController {
                func togglePlayback() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class ProBadgeView: NSView {
                override func ↓mouseUp(with event: NSEvent) {
                    guard event.clickCount == 1 else { return }
                    NSWorkspace.shared.open(URL(string: "https://example.com/pro")!)
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Only forwards to super.
            RuleExample("""
            import AppKit

            final class InspectorPaneView: NSView {
                override func mouseDown(with event: NSEvent) {
                    super.mouseDown(with: event)
                }
            }
            """),
            // Drags the window.
            RuleExample("""
            import AppKit

            final class TitlebarDragView: NSView {
                override func mouseDown(with event: NSEvent) {
                    window?.performDrag(with: event)
                }
            }
            """),
            // A button subclass is a control already.
            RuleExample("""
            import AppKit

            final class HoverButton: NSButton {
                override func mouseDown(with event: NSEvent) {
                    super.mouseDown(with: event)
                    alphaValue = 0.8
                }
            }
            """),
            // Conforms to NSAccessibilityButton.
            RuleExample("""
            import AppKit

            final class SwatchView: NSView, NSAccessibilityButton {
                var onSelect: (() -> Void)?

                override func mouseUp(with event: NSEvent) { onSelect?() }

                override func accessibilityLabel() -> String? { "Accent color" }
                override func accessibilityPerformPress() -> Bool {
                    onSelect?()
                    return true
                }
            }
            """),
            // Role and label set in its init.
            RuleExample("""
            import AppKit

            final class DisclosureView: NSView {
                override init(frame: NSRect) {
                    super.init(frame: frame)
                    setAccessibilityElement(true)
                    setAccessibilityRole(.disclosureTriangle)
                    setAccessibilityLabel(NSLocalizedString("Details", comment: ""))
                }

                required init?(coder: NSCoder) { fatalError() }

                override func mouseDown(with event: NSEvent) {}
            }
            """),
            // A canvas with its own accessibility children.
            RuleExample("""
            import AppKit

            final class CanvasView: NSView {
                var shapes: [NSAccessibilityElement] = []

                override func mouseDown(with event: NSEvent) {
                    let point = convert(event.locationInWindow, from: nil)
                    select(at: point)
                }

                override func accessibilityChildren() -> [Any]? { shapes }

                private func select(at point: NSPoint) {}
            }
            """),
            // Hands the event to the view controller, which is the control.
            RuleExample("""
            import AppKit

            final class VideoView: NSView {
                weak var controller: NSResponder?

                override func mouseDown(with event: NSEvent) {
                    controller?.mouseDown(with: event)
                }
            }
            """),
            // Starts a drag it follows in mouseDragged: a gesture, not a click.
            RuleExample("""
            import AppKit

            final class CropBoxView: NSView {
                private var start: NSPoint?

                override func mouseDown(with event: NSEvent) {
                    start = convert(event.locationInWindow, from: nil)
                }

                override func mouseDragged(with event: NSEvent) {
                    needsDisplay = true
                }
            }
            """),
            // A chart pauses its tooltip on a click: no control.
            RuleExample("""
            import AppKit

            final class LineChartView: NSView {
                private var isPaused = false

                override func mouseDown(with event: NSEvent) {
                    isPaused = true
                }
            }
            """),
            // Its click widens the target of a button it holds, which VoiceOver presses itself.
            RuleExample("""
            import AppKit

            final class PermissionCalloutView: NSView {
                private let openSettingsButton = NSButton(title: "Open Settings", target: nil, action: nil)

                override func mouseUp(with event: NSEvent) {
                    openSettingsButton.performClick(nil)
                }
            }
            """),
            // A text view reads as a text area.
            RuleExample("""
            import AppKit

            final class LinksTextView: NSTextView {
                override func mouseDown(with event: NSEvent) {
                    super.mouseDown(with: event)
                    window?.makeFirstResponder(nil)
                }
            }
            """),
            // An NSControl subclass has its cell's role.
            RuleExample("""
            import AppKit

            final class LinkLabel: NSTextField {
                override func mouseDown(with event: NSEvent) {
                    NSWorkspace.shared.open(URL(string: stringValue)!)
                }
            }
            """),
            // Says it is an element in a computed override.
            RuleExample("""
            import AppKit

            final class ChipView: NSView {
                override func isAccessibilityElement() -> Bool { true }
                override func accessibilityRole() -> NSAccessibility.Role? { .button }

                override func mouseDown(with event: NSEvent) {
                    needsDisplay = true
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import AppKit

            final class InspectorDisclosureView: NSView {
                var isExpanded = false

                override func mouseDown(with event: NSEvent) {
                    isExpanded.toggle()
                }
            }
            """, """
            import AppKit

            final class InspectorDisclosureView: NSView {
                var isExpanded = false

                override func mouseDown(with event: NSEvent) {
                    isExpanded.toggle()
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class ColorSwatchView: NSView {
                var onSelect: (() -> Void)?

                override func mouseUp(with event: NSEvent) {
                    onSelect?()
                }
            }
            """, """
            import AppKit

            final class ColorSwatchView: NSView {
                var onSelect: (() -> Void)?

                override func mouseUp(with event: NSEvent) {
                    onSelect?()
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class ProBadgeView: NSView {
                override func mouseUp(with event: NSEvent) {
                    NSWorkspace.shared.open(URL(string: "https://example.com/pro")!)
                }
            }
            """, """
            import AppKit

            final class ProBadgeView: NSView {
                override func mouseUp(with event: NSEvent) {
                    NSWorkspace.shared.open(URL(string: "https://example.com/pro")!)
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        MouseHandlingViews(context: context).views().map { view in
            finding("this \(view.element.kitClass) subclass '\(view.element.typeName)' acts on clicks in \(view.handler.name)(with:) but tells VoiceOver nothing about itself: no element, role or label, so VoiceOver users cannot find or press it; conform it to NSAccessibilityButton (accessibilityLabel(), accessibilityPerformPress()) or set its element, role and label (setAccessibilityElement(true), setAccessibilityRole(.button), setAccessibilityLabel(…))",
                    at: view.handler.nameToken == 0 ? view.handler.range.lowerBound : context.tree.tokens[view.handler.nameToken].start)
        }
    }
}
