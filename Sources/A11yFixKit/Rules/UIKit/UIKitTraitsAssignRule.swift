/// UIKit's `accessibilityTraits = .x` on a control, label or image view, which replaces the traits
/// UIKit gives it.
public struct UIKitTraitsAssignRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-traits-assign",
        name: "UIKit traits are inserted, not assigned",
        summary: "Finds `accessibilityTraits = …` on a UIKit element that has traits of its own (a `UIButton`, `UIBarButtonItem`, `UISwitch`, `UISlider` or another system control, a `UIImageView`, or the project's subclass of one, also as `self` inside it) and rewrites it to `accessibilityTraits.insert(.x)` (`formUnion([…])` for several), keeping the traits as written.",
        rationale: "Seed 001: never set traits by assignment. UIKit gives each element the traits that make it what it is: a button's `.button`, a slider's `.adjustable`, an image view's `.image`. Assigning `accessibilityTraits` replaces them: a play button given `.startsMediaSession` stops being a button, a slider given `.updatesFrequently` stops being adjustable, an image stops being an image. Inserting keeps them.",
        notes: """
        Only elements whose built-in trait an assignment loses are rewritten: UIKit's own controls with a role trait (`UIButton`, `UIBarButtonItem` and `UISwitch` are buttons; `UISlider`, `UIStepper` and `UIPageControl` are adjustable) and `UIImageView` (image), and the project's subclasses of them (in the file or, through the project index, anywhere in the project). A button assigned `.link` (a button that opens a web page) is made a link on purpose: inserting would announce both roles, which checkers flag as conflicting traits, so it is left alone (an independent review rejected all four such fixes). A `UILabel` is left alone: its only built-in trait, `.staticText`, is one VoiceOver never speaks, so `label.accessibilityTraits = .header` (Apple's own idiom) changes nothing a person hears (an independent review on a later set of apps rejected all eight such fixes as noise). A label or an image view assigned a role (`.button`, `.link`, `.adjustable`) is made that control on purpose, and its `.staticText` or `.image` would contradict the role: left alone too (an independent review on real apps rejected all five findings of the first version: custom `UIControl`s that own their traits and a label made a button). A plain `UIView`, a direct `UIControl` subclass (a custom stepper or page control: `accessibilityTraits = .adjustable` is Apple's idiom for it), a cell or a custom view has no traits of its own: assigning is how such a view gets them, and nothing is lost, so it is left alone. So are elements the model cannot see the type of (a parameter, `cell.contentView`), a class that overrides `accessibilityTraits` itself, and an assignment that keeps the built-in trait (`label.accessibilityTraits = [.staticText, .header]`, `button.accessibilityTraits = .button`: nothing is lost, and an insert would change nothing; an independent review on apps it had never seen rejected 9 of 15 such rewrites as churn). A control's state traits (`.notEnabled`, `.selected`) are not what an insert keeps: it reads the traits of the moment and writes them back, freezing them as the assignment does.

        Reported without a fix, because `insert` would keep a state the code later clears: a conditional value (`= isSelected ? [.button, .selected] : .button`), a value with a state trait (`.selected`, `.notEnabled`), and an element whose traits the file assigns more than one way. `= .none` and `= []` clear traits on purpose (a checkmark image made silent): they are not reported. Values the rule cannot read as traits (a variable, `super.accessibilityTraits.union(…)`) are left alone. AppKit has no trait set (`setAccessibilityRole` is its way), so this rule is UIKit only.
        """,
        severity: .degrades, wcag: ["4.1.2"], nutritionLabels: [.voiceOver], fixSafety: .safe, seeds: ["001"],
        triggeringExamples: [
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.setImage(UIImage(systemName: "play.fill"), for: .normal)
                    ↓playButton.accessibilityTraits = .startsMediaSession
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class MiniPlayerView: UIView {
                private let volumeSlider = UISlider()

                func setUp() {
                    volumeSlider.accessibilityLabel = "Volume"
                    ↓volumeSlider.accessibilityTraits = .updatesFrequently
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class SyncStatusViewController: UIViewController {
                @IBOutlet private weak var syncNowButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓self.syncNowButton.accessibilityTraits = [.updatesFrequently]
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class RoundButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.cornerRadius = 22
                    ↓accessibilityTraits = [.playsSound]
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let downloadItem = UIBarButtonItem(image: UIImage(systemName: "arrow.down.circle"), style: .plain, target: self, action: #selector(download))
                    downloadItem.accessibilityLabel = "Download"
                    ↓downloadItem.accessibilityTraits = [.updatesFrequently]
                    navigationItem.rightBarButtonItem = downloadItem
                }

                @objc private func download() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class FilterViewController: UIViewController {
                private let chip = UIButton(type: .custom)

                func update(isSelected: Bool) {
                    ↓chip.accessibilityTraits = isSelected ? .selected : .none
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class TabStrip: UIView {
                private let firstTab = UIButton(type: .system)

                func select() {
                    ↓firstTab.accessibilityTraits = .selected
                }
            }
            """),
            RuleExample("""
            import UIKit

            class ThemeableButton: UIButton {}

            final class ShareButton: ThemeableButton {
                func setUp() {
                    ↓accessibilityTraits = .startsMediaSession
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerControlsView: UIView {
                private let progressSlider = UISlider()

                override func didMoveToWindow() {
                    super.didMoveToWindow()
                    ↓progressSlider.accessibilityTraits = .updatesFrequently
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class LiveStreamHeaderView: UIView {
                private let liveBadgeView = UIImageView(image: UIImage(named: "live-badge"))

                func setUp() {
                    liveBadgeView.accessibilityLabel = NSLocalizedString("Live", comment: "Badge on a stream that is on air")
                    ↓liveBadgeView.accessibilityTraits = .updatesFrequently
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                private lazy var playItem = UIBarButtonItem(image: UIImage(systemName: "play.fill"), style: .plain, target: self, action: #selector(play))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playItem.accessibilityLabel = "Play"
                    ↓playItem.accessibilityTraits = .startsMediaSession
                    navigationItem.rightBarButtonItem = playItem
                }

                @objc private func play() {}
            }
            """),
        ],
        nonTriggeringExamples: [
            // A button that opens a web page, made a link on purpose: inserting would announce both roles.
            RuleExample("""
            import UIKit

            final class OnboardingDisclaimerViewController: UIViewController {
                private let privacyButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    privacyButton.setTitle("Privacy policy", for: .normal)
                    privacyButton.accessibilityTraits = .link
                    view.addSubview(privacyButton)
                }
            }
            """),
            // A label loses only `.staticText`, which VoiceOver never speaks: `.header` and
            // `.summaryElement` assigned to a label are Apple's own idiom and change nothing heard.
            RuleExample("""
            import UIKit

            final class SettingsHeaderView: UITableViewHeaderFooterView {
                private let titleLabel = UILabel()

                func configure(title: String) {
                    titleLabel.text = title
                    titleLabel.accessibilityTraits = .header
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class WeatherHeaderView: UIView {
                private let summaryLabel = UILabel()

                func configure(summary: String) {
                    summaryLabel.text = summary
                    summaryLabel.accessibilityTraits = .summaryElement
                }
            }
            """),
            // The assignment keeps what the element is: nothing is lost, and an insert would change nothing.
            RuleExample("""
            import UIKit

            final class SectionHeaderCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let infoButton = UIButton(type: .infoLight)
                private let chip = UIButton(type: .custom)

                func setUp() {
                    titleLabel.accessibilityTraits = [.staticText, .header]
                    infoButton.accessibilityTraits = .button
                }

                func update(isSelected: Bool) {
                    chip.accessibilityTraits = isSelected ? [.button, .selected] : .button
                }
            }
            """),
            // An image view made a button on purpose: its .image would contradict the role.
            RuleExample("""
            import UIKit

            final class ArtworkView: UIView {
                private lazy var artworkImageView: UIImageView = {
                    let imageView = UIImageView()
                    imageView.contentMode = .scaleAspectFill
                    imageView.accessibilityTraits = .button
                    return imageView
                }()
            }
            """),
            // A custom control has no traits of its own: assigning is how it gets them.
            RuleExample("""
            import UIKit

            final class VolumeStepper: UIControl {
                func setUp() {
                    self.accessibilityTraits = UIAccessibilityTraits.adjustable
                }
            }
            """),
            // A label made a button on purpose: its .staticText would contradict the role.
            RuleExample("""
            import UIKit

            final class NowPlayingViewController: UIViewController {
                private let podcastName = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(iOS)
                    podcastName.accessibilityTraits = .button
                    #endif
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityTraits.insert(.startsMediaSession)
                }
            }
            """),
            // A plain view has no traits of its own: assigning is how it gets them.
            RuleExample("""
            import UIKit

            final class DragIndicatorView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits = .button
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleExample("""
            import UIKit

            final class FeedViewController: UIViewController {
                private let refreshView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    refreshView.accessibilityTraits = .button
                }
            }
            """),
            // Clearing traits on purpose.
            RuleExample("""
            import UIKit

            final class ProfileFieldCell: UICollectionViewCell {
                private let checkmark = UIImageView(image: UIImage(systemName: "checkmark"))

                func configure() {
                    checkmark.accessibilityTraits = .none
                }
            }
            """),
            // A cell's traits are the table's business: not an element with built-in traits here.
            RuleExample("""
            import UIKit

            final class PrivacyViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell()
                    cell.accessibilityTraits = [.button, .link]
                    return cell
                }
            }
            """),
            // A parameter: the model does not know what it is.
            RuleExample("""
            import UIKit

            func style(_ control: UIView) {
                control.accessibilityTraits = .button
            }
            """),
            RuleExample("""
            import UIKit

            final class ToggleChip: UIButton {
                override var accessibilityTraits: UIAccessibilityTraits {
                    get { super.accessibilityTraits.union(.selected) }
                    set { super.accessibilityTraits = newValue }
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class StatusView: UIView {
                private let nameLabel = UILabel()

                func configure(traits: UIAccessibilityTraits) {
                    nameLabel.accessibilityTraits = traits
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class SearchViewController: UIViewController {
                private let label = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    label.accessibilityTraits = []
                }
            }
            """),
            RuleExample("""
            import SwiftUI

            struct Header: View {
                var body: some View {
                    Text("Title").accessibilityAddTraits(.isHeader)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class RefreshProgressView: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    accessibilityTraits = [.updatesFrequently, .notEnabled]
                }
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityTraits = .startsMediaSession
                }
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.accessibilityTraits.insert(.startsMediaSession)
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class RoundButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits = [.playsSound, .startsMediaSession] // taps click
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, """
            import UIKit

            final class RoundButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityTraits.formUnion([.playsSound, .startsMediaSession]) // taps click
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class AlbumHeaderView: UIView {
                private let artworkView = UIImageView()

                func configure(album: Album) {
                    artworkView.image = album.artwork
                    artworkView.isAccessibilityElement = true
                    artworkView.accessibilityLabel = album.artworkDescription
                    self.artworkView.accessibilityTraits = [.summaryElement]
                }
            }
            """, """
            import UIKit

            final class AlbumHeaderView: UIView {
                private let artworkView = UIImageView()

                func configure(album: Album) {
                    artworkView.image = album.artwork
                    artworkView.isAccessibilityElement = true
                    artworkView.accessibilityLabel = album.artworkDescription
                    self.artworkView.accessibilityTraits.insert(.summaryElement)
                }
            }
            """),
        ]
    )

    /// The trait that makes each UIKit class what it is, which an assignment without it loses and
    /// an insert keeps. State traits (`.notEnabled`, `.selected`) are not among them: an insert
    /// writes the traits of the moment back, so it freezes a state as an assignment does.
    private static let builtInTraits: [String: String] = [
        "UIButton": "button", "UIBarButtonItem": "button", "UISwitch": "button",
        "UISlider": "adjustable", "UIStepper": "adjustable", "UIPageControl": "adjustable",
        "UIImageView": "image",
    ]
    /// Traits that give an element another role: a label or an image view assigned `.button` is
    /// made a button on purpose, and its `.staticText` or `.image` would contradict it.
    private static let roleTraits: Set<String> = ["button", "link", "adjustable", "searchField", "keyboardKey", "tabBar"]
    /// Traits that say a state the code sets and clears: `insert` would keep them.
    private static let stateTraits: Set<String> = ["selected", "notEnabled"]

    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for element in context.imperativeElements.elements {
            guard let builtIn = Self.builtInTraits[element.kitClass] else { continue }
            let lost = "." + builtIn
            // `accessibilityTraits.insert(…)` keeps the built-in traits: only assignments replace them.
            let assignments = element.settings(.accessibilityTraits).filter { setting in
                ((setting.node as? ExpressionNode)?.children.first as? ChainNode)?.links.last?.name == "accessibilityTraits"
            }
            guard !assignments.isEmpty, !overridesTraits(element) else { continue }
            let values = Set(assignments.compactMap { $0.value.map { normalized($0.text(in: context.tree)) } })
            for assignment in assignments {
                guard let value = assignment.value, let statement = assignment.node as? ExpressionNode,
                      let target = statement.children.first as? ChainNode else { continue }
                guard let traits = traitNames(in: value) else {
                    if isTernary(value, context: context), !keepsInEveryBranch(builtIn, value, context: context) {
                        findings.append(report(element, lost: lost, at: target, reason: "the value is conditional"))
                    }
                    continue
                }
                // `label.accessibilityTraits = [.staticText, .header]` keeps what the label is: nothing is lost.
                guard !traits.isEmpty, !traits.contains(builtIn) else { continue }
                if ["UILabel", "UIImageView"].contains(element.kitClass), !Self.roleTraits.isDisjoint(with: traits) { continue }
                // A button that leaves the app made a link on purpose: VoiceOver should say "link", not both roles.
                if builtIn == "button", traits.contains("link") { continue }
                if !Self.stateTraits.isDisjoint(with: traits) {
                    findings.append(report(element, lost: lost, at: target, reason: "it sets a state (\(traits.filter(Self.stateTraits.contains).map { "." + $0 }.joined(separator: ", "))) that an insert would never clear"))
                } else if values.count > 1 {
                    findings.append(report(element, lost: lost, at: target, reason: "the file gives its traits \(values.count) different values, so they change with state"))
                } else {
                    let valueText = value.text(in: context.tree)
                    let call = traits.count == 1 ? ".insert(\(singleTrait(valueText)))" : ".formUnion(\(valueText))"
                    let range = context.tree.tokens[target.lastToken].end..<context.tree.tokens[value.tokens.upperBound].end
                    findings.append(finding(
                        "'accessibilityTraits =' replaces the built-in traits of this \(element.kitClass) (\(lost)); insert the traits instead",
                        at: target, fix: Fix(safety: .safe, edits: [Edit(range: range, replacement: call)], summary: "inserted the traits instead of assigning them")))
                }
            }
        }
        return findings.sorted { $0.offset < $1.offset }
    }

    private func report(_ element: ImperativeElement, lost: String, at target: ChainNode, reason: String) -> Finding {
        finding("'accessibilityTraits =' replaces the built-in traits of this \(element.kitClass) (\(lost)); it needs a person to insert and remove the traits, because \(reason)",
                at: target)
    }

    /// A class that declares `accessibilityTraits` itself decides what assigning does.
    private func overridesTraits(_ element: ImperativeElement) -> Bool {
        guard element.binding == .self, let owner = element.owner else { return false }
        return owner.properties.contains { $0.name == "accessibilityTraits" }
    }

    /// The trait names of `.button`, `[.button, .header]`, `UIAccessibilityTraits.button`; empty for
    /// `.none` and `[]`; nil for anything else.
    private func traitNames(in value: SettingValue) -> [String]? {
        guard let chain = value.chain else { return nil }
        func name(_ chain: ChainNode) -> String? {
            let links = chain.links
            if links.count == 1, links[0].kind == .implicitMember, !links[0].hasCall { return links[0].name }
            if links.count == 2, links[0].name == "UIAccessibilityTraits", links[1].kind == .member, !links[1].hasCall { return links[1].name }
            return nil
        }
        if let single = name(chain) { return single == "none" ? [] : [single] }
        guard chain.links.count == 1, chain.links[0].kind == .collection else { return nil }
        var names: [String] = []
        for element in chain.links[0].children.compactMap({ $0 as? ExpressionNode }) {
            guard let inner = element.singleChain, let trait = name(inner) else { return nil }
            names.append(trait)
        }
        return names.filter { $0 != "none" }
    }

    /// `isSelected ? [.button, .selected] : .button`: each branch after the condition names the trait.
    private func keepsInEveryBranch(_ trait: String, _ value: SettingValue, context: RuleContext) -> Bool {
        let text = value.text(in: context.tree)
        guard let question = text.firstIndex(of: "?"), let colon = text.lastIndex(of: ":"), question < colon else { return false }
        let mentions = { (branch: Substring) in branch.range(of: "\\.\(trait)\\b", options: .regularExpression) != nil }
        return mentions(text[text.index(after: question)..<colon]) && mentions(text[text.index(after: colon)...])
    }

    private func isTernary(_ value: SettingValue, context: RuleContext) -> Bool {
        value.tokens.contains { context.tree.text(ofToken: $0) == "?" } && value.tokens.contains { context.tree.text(ofToken: $0) == ":" }
    }

    /// `[.header]` inserts `.header`.
    private func singleTrait(_ text: String) -> String {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return text }
        return String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }

    private func normalized(_ text: String) -> String { text.filter { !$0.isWhitespace } }
}
