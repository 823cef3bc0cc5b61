/// AppKit text set in a fixed font smaller than the smallest size Apple's macOS guidelines allow.
public struct AppKitDynamicTypeRule: Rule {
    public init() {}

    /// The smallest text size macOS's Human Interface Guidelines allow (Typography: "default 13 pt,
    /// minimum 10 pt").
    static let minimumSize = 10.0

    public static let description = RuleDescription(
        id: "appkit-dynamic-type",
        name: "AppKit text is not fixed below a readable size",
        summary: "Reports `NSFont.systemFont(ofSize:)`, `.boldSystemFont(ofSize:)`, `.monospacedDigitSystemFont(ofSize:weight:)` and `NSFont(name:size:)` of a literal size under 10 pt given to the text of an `NSTextField` or `NSTextView` (or the project's subclass of one).",
        rationale: "macOS has no Dynamic Type: an app's text stays the size the code gives it, and a person with low vision can only zoom the whole screen. Text fixed below the 10 pt minimum of Apple's macOS guidelines is hard to read for many people at any setting, and nothing lets them make it larger where they read it.",
        notes: """
        Narrow on purpose. A fixed font on macOS is how AppKit is written: `NSFont.preferredFont(forTextStyle:)` (macOS 11) gives fixed sizes too, which no user setting changes, so replacing a 13 pt system font with `.body` changes nothing for a reader, and a finding on every fixed font would not be actionable. What a team can act on is text fixed below the guidelines' minimum: the finding says to use at least `NSFont.smallSystemFontSize` (11 pt) or a text style, or to let the reader enlarge it (a text size setting of the app's own). No fix: the layout around the text (a row height, a fixed frame) decides whether it can grow. Opt-in until a review has findings to judge: on the 60-app corpus (s11) it found one, a status dot drawn as a 9 pt text glyph, which it now leaves alone.

        Left alone: sizes of 10 pt and more; glyphs drawn as text (a view named for a dot, icon, symbol, bullet or indicator); debug panels (a type named for debugging); sizes that are not literals (`ofSize: NSFont.smallSystemFontSize`, a theme's value); fonts of views that are not text (a custom view's own `font` property); text in the menu bar and in bars of fixed height (a file that makes an `NSStatusItem`, a type named for a status bar, menu bar, toolbar, touch bar, widget or badge), where the bar's height is the system's; code that also builds for iOS (`uikit-dynamic-type` and `dynamic-type-font` cover platforms with Dynamic Type).
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .none, isOptIn: true, seeds: ["000"],
        triggeringExamples: [
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let footnoteField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    footnoteField.font = ↓NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private lazy var sizeLabel: NSTextField = {
                    let label = NSTextField(labelWithString: "")
                    label.font = ↓.boldSystemFont(ofSize: 8)
                    return label
                }()
            }
            """),
            RuleExample("""
            import Cocoa

            final class CaptionField: NSTextField {
                override init(frame: NSRect) {
                    super.init(frame: frame)
                    font = ↓NSFont.systemFont(ofSize: 9.5)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleExample("""
            import AppKit

            final class LogWindowController: NSWindowController {
                @IBOutlet private var logView: NSTextView!

                override func windowDidLoad() {
                    super.windowDidLoad()
                    logView.font = ↓NSFont.monospacedDigitSystemFont(ofSize: 9, weight: .regular)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class AboutViewController: NSViewController {
                private let copyrightField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(macOS)
                    copyrightField.font = ↓NSFont(name: "Helvetica", size: 8)
                    #endif
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class TrackRowView: NSTableCellView {
                private let durationField = NSTextField(labelWithString: "")

                func configure(duration: String) {
                    durationField.stringValue = duration
                    durationField.font = ↓NSFont.systemFont(ofSize: 9, weight: .medium)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class PreferencesViewController: NSViewController {
                @IBOutlet weak var hintField: NSTextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureHints()
                }

                private func configureHints() {
                    hintField.font = ↓NSFont.systemFont(ofSize: 8)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class DownloadsViewController: NSViewController {
                func makeProgressLabel() -> NSTextField {
                    let label = NSTextField(labelWithString: "")
                    label.font = ↓NSFont.systemFont(ofSize: 7)
                    return label
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class NoteEditorViewController: NSViewController {
                private let textView = NSTextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    textView.font = ↓NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorHeaderView: NSView {
                private let subtitleField = NSTextField(labelWithString: "")

                override init(frame: NSRect) {
                    super.init(frame: frame)
                    subtitleField.font = ↓NSFont.systemFont(ofSize: 9)
                    addSubview(subtitleField)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        ],
        nonTriggeringExamples: [
            // At the guidelines' sizes: a reader gains nothing from a text style on macOS.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let titleField = NSTextField(labelWithString: "")
                private let detailField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleField.font = NSFont.systemFont(ofSize: 13)
                    detailField.font = NSFont.systemFont(ofSize: 10)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let captionField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    captionField.font = NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)
                }
            }
            """),
            // The menu bar's height is the system's.
            RuleExample("""
            import AppKit

            final class StatusItemController {
                private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
                private let valueField = NSTextField(labelWithString: "")

                func setUp() {
                    valueField.font = NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class CPUWidgetView: NSView {
                private let valueField = NSTextField(labelWithString: "")

                func setUp() {
                    valueField.font = NSFont.systemFont(ofSize: 8)
                }
            }
            """),
            // Not text: a custom view's own font property.
            RuleExample("""
            import AppKit

            final class WaveformView: NSView {
                var font = NSFont.systemFont(ofSize: 8)
            }
            """),
            // A status dot drawn as a text glyph, in a debug panel.
            RuleExample("""
            import AppKit

            final class DeviceDebugPanel: NSViewController {
                func makeRow() -> NSView {
                    let row = NSView()
                    let statusDot = NSTextField(labelWithString: "●")
                    statusDot.font = NSFont.systemFont(ofSize: 9)
                    row.addSubview(statusDot)
                    return row
                }
            }
            """),
            // A size from the theme.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let noteField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteField.font = NSFont.systemFont(ofSize: Theme.captionSize)
                }
            }
            """),
            // Builds for iOS too: uikit-dynamic-type's business.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let timeLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    timeLabel.font = UIFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let pathControl = NSPathControl()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    pathControl.font = NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class EditorToolbarView: NSView {
                private let modeField = NSTextField(labelWithString: "")

                func setUp() {
                    modeField.font = NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let noteField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    noteField.font = NSFont.preferredFont(forTextStyle: .caption1)
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let footnoteField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    footnoteField.font = NSFont.systemFont(ofSize: 9)
                }
            }
            """, """
            import AppKit

            final class InspectorViewController: NSViewController {
                private let footnoteField = NSTextField(labelWithString: "")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    footnoteField.font = NSFont.systemFont(ofSize: 9)
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class NoteEditorViewController: NSViewController {
                private let textView = NSTextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    textView.font = NSFont.systemFont(ofSize: 8)
                }
            }
            """, """
            import AppKit

            final class NoteEditorViewController: NSViewController {
                private let textView = NSTextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    textView.font = NSFont.systemFont(ofSize: 8)
                }
            }
            """),
            RuleCorrection("""
            import AppKit

            final class InspectorHeaderView: NSView {
                private let subtitleField = NSTextField(labelWithString: "")

                func setUp() {
                    subtitleField.font = NSFont.boldSystemFont(ofSize: 9)
                }
            }
            """, """
            import AppKit

            final class InspectorHeaderView: NSView {
                private let subtitleField = NSTextField(labelWithString: "")

                func setUp() {
                    subtitleField.font = NSFont.boldSystemFont(ofSize: 9)
                }
            }
            """),
        ]
    )

    private static let textClasses: Set<String> = ["NSTextField", "NSTextView"]
    private static let fontFactories: Set<String> = ["systemFont", "boldSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont"]
    /// Names of types drawn in a bar of the system's height or in a pill sized around its text, and
    /// of debug panels, which the team's users do not read.
    private static let exemptTypeWords = ["StatusBar", "MenuBar", "StatusItem", "Toolbar", "ToolBar", "TouchBar", "Widget", "Badge", "Debug"]
    /// Words of a view's name that say its text is a glyph (a status dot drawn as "●"), not words to read.
    private static let glyphWords = ["dot", "icon", "symbol", "bullet", "indicator", "glyph"]

    public func findings(in context: RuleContext) -> [Finding] {
        guard !context.imports.contains("UIKit"), !drawsInMenuBar(context) else { return [] }
        var findings: [Finding] = []
        for element in context.imperativeElements.elements where element.isKind(of: Self.textClasses) {
            guard !Self.glyphWords.contains(where: { element.name.range(of: $0, options: .caseInsensitive) != nil }) else { continue }
            for setting in element.settings(.font) {
                guard let value = setting.value, let size = fixedSize(value, context: context), size.value < Self.minimumSize else { continue }
                let types = setting.node.ancestors().compactMap { ($0 as? TypeDeclNode)?.name }
                guard !types.contains(where: { name in Self.exemptTypeWords.contains(where: name.contains) }) else { continue }
                let name = element.binding == .self ? "this \(element.kitClass)" : "'\(element.name)' (\(element.kitClass))"
                findings.append(finding(
                    "a fixed \(size.text) pt font (\(value.text(in: context.tree))) on \(name) is below the 10 pt minimum of Apple's macOS guidelines, and macOS has no Dynamic Type to enlarge it: use at least NSFont.smallSystemFontSize (11 pt) or a text style (NSFont.preferredFont(forTextStyle:), macOS 11), or let readers enlarge it with a text size setting of the app's own",
                    at: context.tree.tokens[value.tokens.lowerBound].start))
            }
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    /// The literal size of `NSFont.systemFont(ofSize: 9)`, `.boldSystemFont(ofSize: 8)`, `NSFont(name: "…", size: 8)`.
    private func fixedSize(_ value: SettingValue, context: RuleContext) -> NumericLiteral? {
        guard let chain = value.chain else {
            // `NSFont(name: "Helvetica", size: 8)!`, `… ?? .systemFont(ofSize: 8)`: the font chain starts the value.
            let first = context.tree.text(ofToken: value.tokens.lowerBound)
            guard first == "NSFont" else { return nil }
            return context.chains.first { $0.firstToken == value.tokens.lowerBound }.flatMap { fixedSize(of: $0, context: context) }
        }
        return fixedSize(of: chain, context: context)
    }

    private func fixedSize(of chain: ChainNode, context: RuleContext) -> NumericLiteral? {
        var links = chain.links[...]
        if links.first?.name == "NSFont", links.count > 1 { links = links.dropFirst() }
        guard let call = links.first, call.hasCall, links.count == 1 || links.count == 2 && !links.last!.hasCall else { return nil }
        if call.name == "NSFont", call.argument("name") != nil { return context.numericLiteral(call.argument("size")?.value) }
        guard Self.fontFactories.contains(call.name), call.arguments.first?.label == "ofSize" else { return nil }
        return context.numericLiteral(call.arguments.first?.value)
    }

    /// The file makes a status item: its text is drawn in the menu bar, whose height is the system's.
    private func drawsInMenuBar(_ context: RuleContext) -> Bool {
        ["NSStatusBar", "NSStatusItem"].contains { context.chainsByFirstName[$0] != nil }
    }
}
