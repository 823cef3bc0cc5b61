/// An `NSButton` the file builds from an image only, with no title and no accessibility label.
public struct AppKitControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "appkit-control-label",
        name: "AppKit image-only buttons have a label",
        summary: "Finds an `NSButton` (or the file's own subclass of one) that the file gives an image (`NSButton(image:target:action:)`, `image =`) and no title, and no `setAccessibilityLabel` or `accessibilityLabel`, and adds `x.setAccessibilityLabel(\"…\") // [VERIFY]` after the button's other configuration, with the label taken from its tooltip, the selector, the SF Symbol or the asset name.",
        rationale: "VoiceOver on the Mac reads a button by its title. A button that shows only an image and has no accessibility label is read as just \"button\" (its tooltip comes later, as help, if the user waits for it): a blind user cannot tell the toolbar's buttons apart, and a Voice Control user has no name to say.",
        notes: """
        It reads the element model (`a11yfix dump FILE`) as `uikit-control-label` does, with AppKit's spellings: `NSButton(image:target:action:)`, `NSButton(title:image:target:action:)` (an empty title is no title), `image =`, `title =`, `attributedTitle =`, `setAccessibilityLabel(…)`, `accessibilityLabel =`, `setAccessibilityElement(false)`. An image made with `NSImage(systemSymbolName:accessibilityDescription:)` and a description names the button already. Left alone, as there: `@IBOutlet`s (a xib or storyboard may title them), buttons handed to code the model does not follow, a button made in a local the code never places, buttons inside a view that is one accessibility element, subclasses declared in another file.

        The label is, most trusted first: the button's tooltip when it reads as a name (up to four words, not a sentence); a tooltip written with the app's localized string (`localizedString(\"Previous month\")`, `NSLocalizedString(…)`) is reused as written, already translated; then the selector, the SF Symbol and the asset name, as `uikit-control-label` infers them. The statement goes after the button's other configuration in the block that sets its image, in that block's indentation, and the text follows the file's localization habit.
        """,
        severity: .blocks, wcag: ["1.1.1", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let pinButton = ↓NSButton(image: NSImage(systemSymbolName: "pin", accessibilityDescription: nil)!, target: nil, action: #selector(togglePin))

                @objc private func togglePin() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class CalendarPopup: NSStackView {
                func makeButtons() {
                    let previous = NSButton()
                    previous.bezelStyle = .regularSquare
                    ↓previous.image = NSImage(systemSymbolName: "arrow.left", accessibilityDescription: nil)
                    previous.action = #selector(previousMonth)
                    previous.target = self
                    previous.toolTip = NSLocalizedString("Previous month", comment: "")
                    addArrangedSubview(previous)
                }

                @objc private func previousMonth() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorWindowController: NSWindowController {
                private let shareButton = NSButton()

                override func windowDidLoad() {
                    super.windowDidLoad()
                    ↓shareButton.image = NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
                    shareButton.imagePosition = .imageOnly
                    shareButton.action = #selector(share)
                }

                @objc private func share() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class ClipboardHistoryView: NSView {
                private lazy var clearButton: NSButton = {
                    let button = ↓NSButton(title: "", image: NSImage(named: "ic_clear_16")!, target: self, action: nil)
                    button.isBordered = false
                    return button
                }()
            }
            """),
            RuleExample("""
            import AppKit

            final class SensorsPopup: NSView {
                private var turboButton: NSButton?

                func setUp() {
                    let turboButton = ↓NSButton(image: NSImage(named: "snowflake")!, target: nil, action: #selector(turboMode))
                    turboButton.isBordered = false
                    addSubview(turboButton)
                }

                @objc private func turboMode() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class PreferencesViewController: NSViewController {
                private let helpButton = NSButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(macOS)
                    ↓helpButton.image = NSImage(systemSymbolName: "questionmark.circle", accessibilityDescription: nil)
                    helpButton.toolTip = "Open Help"
                    #endif
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class DisplayRowView: NSView {
                private let ejectButton = NSButton()

                func configure() {
                    ↓ejectButton.image = NSImage(systemSymbolName: "eject.fill", accessibilityDescription: nil)
                    ejectButton.title = ""
                    ejectButton.target = self
                    ejectButton.action = #selector(eject)
                }

                @objc private func eject() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class FileListViewController: NSViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let deleteButton = ↓NSButton(title: "", image: NSImage(systemSymbolName: "trash", accessibilityDescription: nil)!, target: self, action: #selector(deleteSelection))
                    view.addSubview(deleteButton)
                }

                @objc private func deleteSelection() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class UpdateWindow: NSWindowController {
                func addCloseButton(to view: NSView) {
                    let closeButton = NSButton()
                    ↓closeButton.image = NSImage(systemSymbolName: "xmark", accessibilityDescription: nil)
                    closeButton.action = #selector(closeWindow)
                    view.addSubview(closeButton)
                }

                @objc private func closeWindow() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class MenuBarSettingsView: NSView {
                private let addButton = NSButton()

                func setUp() {
                    ↓addButton.image = NSImage(named: "add96x96")
                    addSubview(addButton)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class BrightnessSliderView: NSView {
                private let resetButton = NSButton()

                func setUp() {
                    ↓resetButton.image = NSImage(systemSymbolName: "arrow.counterclockwise", accessibilityDescription: nil)
                    resetButton.toolTip = "Click here to reset the brightness to the value the display had before."
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let pinButton = NSButton(image: NSImage(systemSymbolName: "pin", accessibilityDescription: nil)!, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    pinButton.setAccessibilityLabel(NSLocalizedString("Pin", comment: ""))
                }
            }
            """),
            // The image describes itself.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let gearButton = NSButton(image: NSImage(systemSymbolName: "gear", accessibilityDescription: "Settings")!, target: nil, action: nil)
            }
            """),
            RuleExample("""
            import AppKit

            final class LoginWindowController: NSWindowController {
                @IBOutlet private weak var touchIDButton: NSButton!

                override func windowDidLoad() {
                    super.windowDidLoad()
                    touchIDButton.image = NSImage(systemSymbolName: "touchid", accessibilityDescription: nil)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class SupportView: NSStackView {
                func addClose() {
                    let close = NSButton()
                    close.image = NSImage(systemSymbolName: "xmark", accessibilityDescription: nil)
                    close.title = NSLocalizedString("Close", comment: "")
                    close.action = #selector(closeWindow)
                    addArrangedSubview(close)
                }

                @objc private func closeWindow() {}
            }
            """),
            RuleExample("""
            import AppKit

            final class SensorsPopup: NSView {
                func makeModeButton() -> NSButton {
                    let button = NSButton(title: NSLocalizedString("Automatic", comment: ""), image: NSImage(systemSymbolName: "a.circle", accessibilityDescription: nil)!, target: nil, action: nil)
                    return button
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PreferencesView: NSView {
                private let lockButton = NSButton()

                func setUp() {
                    lockButton.image = NSImage(systemSymbolName: "lock", accessibilityDescription: nil)
                    lockButton.accessibilityLabel = "Lock preferences"
                }
            }
            """),
            // The custom control is one accessibility element.
            RuleExample("""
            import AppKit

            final class ColorSwatch: NSControl {
                private let checkmark = NSButton()

                func setUp() {
                    setAccessibilityElement(true)
                    checkmark.image = NSImage(systemSymbolName: "checkmark", accessibilityDescription: nil)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class ToolbarFactory {
                func style(_ button: NSButton) {
                    button.image = NSImage(systemSymbolName: "star", accessibilityDescription: nil)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class HistoryView: NSView {
                private let pasteButton = NSButton()

                func setUp() {
                    pasteButton.image = NSImage(systemSymbolName: "doc.on.clipboard", accessibilityDescription: nil)
                    ButtonStyler.applyToolbarStyle(to: pasteButton)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class LayoutView: NSView {
                private let snapButton = NSButton(checkboxWithTitle: "Snap to edges", target: nil, action: nil)

                func setUp() {
                    snapButton.image = NSImage(systemSymbolName: "rectangle.split.2x1", accessibilityDescription: nil)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import AppKit

            final class CalendarPopup: NSStackView {
                func makeButtons() {
                    let previous = NSButton()
                    previous.bezelStyle = .regularSquare
                    previous.image = NSImage(systemSymbolName: "arrow.left", accessibilityDescription: nil)
                    previous.action = #selector(previousMonth)
                    previous.target = self
                    previous.toolTip = NSLocalizedString("Previous month", comment: "")
                    addArrangedSubview(previous)
                }

                @objc private func previousMonth() {}
            }
            """, """
            import AppKit

            final class CalendarPopup: NSStackView {
                func makeButtons() {
                    let previous = NSButton()
                    previous.bezelStyle = .regularSquare
                    previous.image = NSImage(systemSymbolName: "arrow.left", accessibilityDescription: nil)
                    previous.action = #selector(previousMonth)
                    previous.target = self
                    previous.toolTip = NSLocalizedString("Previous month", comment: "")
                    previous.setAccessibilityLabel(NSLocalizedString("Previous month", comment: "")) // [VERIFY]
                    addArrangedSubview(previous)
                }

                @objc private func previousMonth() {}
            }
            """),
            RuleCorrection("""
            import AppKit

            final class InspectorWindowController: NSWindowController {
                private let shareButton = NSButton()

                override func windowDidLoad() {
                    super.windowDidLoad()
                    shareButton.image = NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
                    shareButton.imagePosition = .imageOnly
                    shareButton.action = #selector(share)
                }

                @objc private func share() {}
            }
            """, """
            import AppKit

            final class InspectorWindowController: NSWindowController {
                private let shareButton = NSButton()

                override func windowDidLoad() {
                    super.windowDidLoad()
                    shareButton.image = NSImage(systemSymbolName: "square.and.arrow.up", accessibilityDescription: nil)
                    shareButton.imagePosition = .imageOnly
                    shareButton.action = #selector(share)
                    shareButton.setAccessibilityLabel("Share") // [VERIFY]
                }

                @objc private func share() {}
            }
            """),
            RuleCorrection("""
            import AppKit

            final class UpdateWindow: NSWindowController {
                func addCloseButton(to view: NSView) {
                    let closeButton = NSButton()
                    closeButton.image = NSImage(systemSymbolName: "xmark", accessibilityDescription: nil)
                    closeButton.action = #selector(closeWindow)
                    view.addSubview(closeButton)
                }

                @objc private func closeWindow() {}
            }
            """, """
            import AppKit

            final class UpdateWindow: NSWindowController {
                func addCloseButton(to view: NSView) {
                    let closeButton = NSButton()
                    closeButton.image = NSImage(systemSymbolName: "xmark", accessibilityDescription: nil)
                    closeButton.action = #selector(closeWindow)
                    closeButton.setAccessibilityLabel("Close window") // [VERIFY]
                    view.addSubview(closeButton)
                }

                @objc private func closeWindow() {}
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        ImageOnlyControls(context: context, controls: ["NSButton"], labelMember: "setAccessibilityLabel") { receiver, label in
            "\(receiver).setAccessibilityLabel(\(label))"
        }.problems().map { finding($0.message, at: $0.node, fix: $0.fix) }
    }
}
