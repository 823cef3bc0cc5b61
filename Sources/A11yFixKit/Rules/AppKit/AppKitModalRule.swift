/// AppKit popup windows and popovers that only a mouse can close.
public struct AppKitModalRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appkit-modal",
        name: "AppKit popups close from the keyboard and VoiceOver",
        summary: "Reports a borderless window or panel class of the file (`styleMask: .borderless`, `[]`, any style without `.titled`: no title bar, so no close button) that takes the keyboard (`override var canBecomeKey: Bool { true }`), and an `NSPopover` made in code whose behaviour is left `.applicationDefined` (the default) and that is shown with `show(relativeTo:of:preferredEdge:)`, when nothing in the file closes them from the keyboard or VoiceOver: no `cancelOperation(_:)` or `cancel(_:)`, no button whose key equivalent is Escape (`\"\\u{1b}\"`), no `accessibilityPerformCancel()`, no key handling of its own (`keyDown(with:)`, `performKeyEquivalent(with:)`, a check for `kVK_Escape`).",
        rationale: "A popup without a title bar has no close button, and an application-defined popover stays until the app closes it. Someone who clicks closes them by clicking elsewhere or on a button; someone on the keyboard presses Escape, and VoiceOver's cancel (VO-Escape) sends the same: both reach the popup as `cancelOperation(_:)` or its Escape-equivalent button, and nothing happens when there is none. The popup then traps them, or stays over the screen they went back to (WCAG 2.1.2, No Keyboard Trap; 2.4.3, Focus Order).",
        notes: """
        Opt-in: on 16 AppKit apps of the real-app corpus (Rectangle, MonitorControl, alt-tab-macos, iina, Pock, Dozer, hidden, Mos, stats, Maccy, Ice, MeetingBar, WWDC, Loop, NetNewsWire, CodeEdit) it made one finding, judged false: alt-tab's switcher, a non-activating panel that closes on Escape through a key handler in another file (non-activating panels are now left alone for that reason), and none since. Their popups nearly all close on Escape already; too few findings to show the rule right on code nobody wrote for it. Turn it on for an audit (`--rules appkit-modal`) and read each finding.

        Standard modal UI closes itself and is left alone: `NSAlert` (`runModal()`, `beginSheetModal(for:)`), `NSOpenPanel` and `NSSavePanel`, sheets (`beginSheet(_:)`), windows with a title bar (their close button and Command-W), popovers whose behaviour is `.transient` or `.semitransient` (they close on Escape and on clicks elsewhere), borderless windows that never become key (an on-screen display, a badge, a drag image: the keyboard never goes there), and non-activating panels (`.nonactivatingPanel`: a switcher or launcher over another app, whose app reads Escape through a global monitor or event tap that is often in another file). A popover is reported only when the file shows it and sets its content: one whose content is a view controller of the project's declared in another file (which may implement `cancelOperation(_:)`) or SwiftUI (`NSHostingController`, `NSHostingView`: `.onExitCommand` or a `.cancelAction` shortcut may close it) is left alone, and so is one shown on hover (from `mouseEntered(with:)`, or in a file that handles `mouseExited(with:)`), a tooltip that the pointer closes. Any Escape handling anywhere in the file counts for every popup in it: the file is where such a popup is built, and the handler may close it through code the rule does not follow.

        Reported, not rewritten: closing a popup may need to save, restore focus or end a modal session (`NSApp.stopModal()`), which a person decides. The finding says how: `override func cancelOperation(_ sender: Any?) { close() }` on a window, `cancelButton.keyEquivalent = "\\u{1b}"` on its Cancel button, `popover.behavior = .transient`, or `cancelOperation(_:)` in the popover's content view controller calling `popover.performClose(_:)`.
        """,
        severity: .degrades, wcag: ["2.1.2", "2.4.3"], nutritionLabels: [.voiceOver], fixSafety: .none, isOptIn: true, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            import AppKit

            final class ↓QuickOpenPanel: NSPanel {
                private let searchField = NSSearchField()
                private let resultsTable = NSTableView()

                init() {
                    super.init(contentRect: NSRect(x: 0, y: 0, width: 560, height: 320),
                               styleMask: [.borderless, .fullSizeContentView], backing: .buffered, defer: false)
                    level = .floating
                    contentView?.addSubview(searchField)
                    contentView?.addSubview(resultsTable)
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            RuleExample("""
            import Cocoa

            class ↓CommandPaletteWindow: NSWindow {
                init(contentViewController: NSViewController) {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: true)
                    self.contentViewController = contentViewController
                    isOpaque = false
                    backgroundColor = .clear
                    hasShadow = true
                }

                override var canBecomeKey: Bool {
                    return true
                }

                override var canBecomeMain: Bool { true }
            }
            """),
            // The style set after init.
            RuleExample("""
            import AppKit

            final class ↓EmojiPickerPanel: NSPanel {
                override init(contentRect: NSRect, styleMask style: NSWindow.StyleMask, backing: NSWindow.BackingStoreType, defer flag: Bool) {
                    super.init(contentRect: contentRect, styleMask: style, backing: backing, defer: flag)
                    styleMask = [.borderless, .fullSizeContentView]
                    isFloatingPanel = true
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            // An empty style mask is a borderless window too.
            RuleExample("""
            import AppKit

            final class ↓RenameWindow: NSWindow {
                let nameField = NSTextField(string: "")

                init() {
                    super.init(contentRect: NSRect(x: 0, y: 0, width: 300, height: 40), styleMask: [], backing: .buffered, defer: false)
                    contentView = nameField
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            RuleExample("""
            import AppKit

            #if os(macOS)
            final class ↓ColorPickerPopup: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: [.borderless], backing: .buffered, defer: false)
                    hidesOnDeactivate = true
                }

                override var canBecomeKey: Bool { true }
            }
            #endif
            """),
            // A popover made in code keeps its default behaviour, .applicationDefined.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                @objc private func showFontOptions(_ sender: NSButton) {
                    let options = NSViewController()
                    options.view = NSStackView(views: [NSButton(checkboxWithTitle: "Bold", target: nil, action: nil)])
                    let popover = NSPopover()
                    popover.contentViewController = options
                    ↓popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
                }
            }
            """),
            // Its behaviour set to .applicationDefined, its content declared in the file.
            RuleExample("""
            import AppKit

            final class ExportOptionsViewController: NSViewController {
                override func loadView() {
                    view = NSStackView(views: [NSButton(title: "Export", target: nil, action: nil)])
                }
            }

            final class DocumentWindowController: NSWindowController {
                private let exportPopover = NSPopover()

                @objc func showExportOptions(_ sender: NSButton) {
                    exportPopover.behavior = .applicationDefined
                    exportPopover.contentViewController = ExportOptionsViewController()
                    ↓exportPopover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
                }
            }
            """),
            // Reached through self.
            RuleExample("""
            import AppKit

            final class TimelineViewController: NSViewController {
                private var filterPopover = NSPopover()

                @objc private func showFilters(_ sender: NSButton) {
                    let filters = NSViewController()
                    filters.view = NSStackView(views: [NSPopUpButton(), NSButton(title: "Apply", target: nil, action: nil)])
                    self.filterPopover.contentViewController = filters
                    ↓self.filterPopover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxX)
                }
            }
            """),
            // A popover with a Close button: the mouse closes it, Escape does not.
            RuleExample("""
            import AppKit

            final class StatusItemController: NSObject {
                private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
                private let popover = NSPopover()

                @objc private func togglePopover(_ sender: NSStatusBarButton) {
                    let content = NSViewController()
                    content.view = NSButton(title: "Close", target: self, action: #selector(closePopover))
                    popover.contentViewController = content
                    ↓popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
                }

                @objc private func closePopover() {
                    popover.performClose(nil)
                }
            }
            """),
            // Two popups in one file.
            RuleExample("""
            import AppKit

            final class ↓TooltipWindow: NSWindow {
                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { true }
            }

            final class ↓SuggestionsWindow: NSWindow {
                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { return true }
            }
            """),
        ],
        nonTriggeringExamples: [
            // Escape closes it.
            RuleExample("""
            import AppKit

            final class QuickOpenPanel: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { true }

                override func cancelOperation(_ sender: Any?) {
                    orderOut(nil)
                }
            }
            """),
            // Its Cancel button answers Escape.
            RuleExample("""
            import AppKit

            final class RenamePanel: NSPanel {
                private let cancelButton = NSButton(title: "Cancel", target: nil, action: #selector(NSWindow.close))

                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                    cancelButton.keyEquivalent = "\\u{1b}"
                    contentView?.addSubview(cancelButton)
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            // It reads its keys itself.
            RuleExample("""
            import AppKit
            import Carbon.HIToolbox

            final class SwitcherPanel: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { true }

                override func keyDown(with event: NSEvent) {
                    if Int(event.keyCode) == kVK_Escape { orderOut(nil) } else { super.keyDown(with: event) }
                }
            }
            """),
            // A title bar: its close button and Command-W close it.
            RuleExample("""
            import AppKit

            final class InspectorPanel: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: [.titled, .closable, .utilityWindow], backing: .buffered, defer: false)
                    level = .floating
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            // An on-screen display that never takes the keyboard.
            RuleExample("""
            import AppKit

            final class VolumeOSDWindow: NSWindow {
                init() {
                    super.init(contentRect: NSRect(x: 0, y: 0, width: 200, height: 200), styleMask: .borderless, backing: .buffered, defer: false)
                    ignoresMouseEvents = true
                    level = .statusBar
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class DragPreviewWindow: NSWindow {
                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { false }
            }
            """),
            // A transient popover closes on Escape and on clicks elsewhere.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                @objc private func showFontOptions(_ sender: NSButton) {
                    let options = NSViewController()
                    options.view = NSButton(checkboxWithTitle: "Bold", target: nil, action: nil)
                    let popover = NSPopover()
                    popover.behavior = .transient
                    popover.contentViewController = options
                    popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
                }

                @objc private func showHelp(_ sender: NSButton) {
                    let help = NSPopover()
                    help.behavior = .semitransient
                    help.contentViewController = NSViewController()
                    help.show(relativeTo: sender.bounds, of: sender, preferredEdge: .maxY)
                }
            }
            """),
            // Standard alerts, sheets and file panels.
            RuleExample("""
            import AppKit

            final class PreferencesViewController: NSViewController {
                func confirmReset() {
                    let alert = NSAlert()
                    alert.messageText = "Reset all settings?"
                    alert.addButton(withTitle: "Reset")
                    alert.addButton(withTitle: "Cancel")
                    if let window = view.window {
                        alert.beginSheetModal(for: window) { _ in }
                    } else {
                        alert.runModal()
                    }
                }

                func chooseFolder() {
                    let panel = NSOpenPanel()
                    panel.canChooseDirectories = true
                    _ = panel.runModal()
                }
            }
            """),
            // A hover card that the pointer closes.
            RuleExample("""
            import AppKit

            final class BadgeView: NSView {
                private let popover = NSPopover()

                override func mouseEntered(with event: NSEvent) {
                    let info = NSViewController()
                    info.view = NSTextField(labelWithString: "Synced")
                    popover.contentViewController = info
                    popover.show(relativeTo: bounds, of: self, preferredEdge: .maxY)
                }

                override func mouseExited(with event: NSEvent) {
                    popover.close()
                }
            }
            """),
            // Its content is the project's view controller declared in another file.
            RuleExample("""
            import AppKit

            final class ToolbarController: NSObject {
                private let popover = NSPopover()

                @objc func showAccount(_ sender: NSButton) {
                    popover.contentViewController = AccountPopoverViewController()
                    popover.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
                }
            }
            """),
            // VoiceOver's cancel closes it.
            RuleExample("""
            import AppKit

            final class ShortcutRecorderPanel: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: .borderless, backing: .buffered, defer: false)
                }

                override var canBecomeKey: Bool { true }

                override func accessibilityPerformCancel() -> Bool {
                    orderOut(nil)
                    return true
                }
            }
            """),
            // A non-activating switcher over another app: its app reads Escape through a global monitor elsewhere.
            RuleExample("""
            import AppKit

            final class SwitcherPanel: NSPanel {
                init() {
                    super.init(contentRect: .zero, styleMask: .nonactivatingPanel, backing: .buffered, defer: false)
                    level = .popUpMenu
                }

                override var canBecomeKey: Bool { true }
            }
            """),
            // SwiftUI content, which closes it with .onExitCommand where this file cannot see.
            RuleExample("""
            import AppKit
            import SwiftUI

            final class SpotlightPanel: NSPanel {
                init(rootView: some View) {
                    super.init(contentRect: .zero, styleMask: [.borderless, .nonactivatingPanel], backing: .buffered, defer: false)
                    contentView = NSHostingView(rootView: rootView)
                }

                override var canBecomeKey: Bool { true }
            }
            """),
        ],
        corrections: []
    )

    public func findings(in context: RuleContext) -> [Finding] {
        PopupWindows(context: context).popups().map { popup in
            switch popup.kind {
            case let .window(kitClass):
                return finding("this borderless \(kitClass) subclass '\(popup.name)' takes the keyboard but nothing closes it from the keyboard or VoiceOver: it has no close button, and Escape and VoiceOver's cancel do nothing; override cancelOperation(_:) to close it (or give its Cancel button keyEquivalent = \"\\u{1b}\")",
                               at: popup.offset)
            case .popover:
                return finding("the popover '\(popup.name)' keeps the .applicationDefined behaviour and nothing closes it from the keyboard or VoiceOver: Escape and VoiceOver's cancel do nothing; set its behavior to .transient, or implement cancelOperation(_:) in its content view controller to call performClose(_:)",
                               at: popup.offset)
            }
        }
    }
}
