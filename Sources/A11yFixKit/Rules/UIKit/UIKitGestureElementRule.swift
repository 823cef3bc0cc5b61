/// A UIKit view the code makes tappable with a `UITapGestureRecognizer` that VoiceOver cannot
/// reach as something to activate.
public struct UIKitGestureElementRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-gesture-element",
        name: "UIKit views with a tap recognizer are accessibility elements",
        summary: "Finds a `UIImageView`, `UILabel`, `UIStackView` or plain `UIView` (a variable, a property, or the view's own class) that gets a single `UITapGestureRecognizer` and is not an accessibility element with the button trait. A leaf view gets `isAccessibilityElement = true`, `accessibilityTraits.insert(.button)` and, when it has none, an `accessibilityLabel` inferred from its SF Symbol or the selector (`// [VERIFY]`); a `UILabel`, which VoiceOver already reads, gets only the trait; a view that holds other views is reported.",
        rationale: "A tap recognizer makes a view act as a button for people who see it. VoiceOver does not know: an image view is not an element at all, so a blind user never finds the avatar that opens the profile; a label is read as text, never as something to activate; and a Voice Control user has no button to name.",
        notes: """
        Opt-in: an independent review on the real-app corpus accepted 1 of its 8 fixes and judged 12 of its 24 other findings true. A view's tap is often enabled only sometimes (smart feeds with interaction turned off), opens a web page (a link, not a button), or belongs to a checkbox whose state the trait does not say; and many findings were on views never shown or made accessible where they are used. Turn it on for an audit (`--rules uikit-gesture-element`) and read each finding.

        Only single taps count: a recognizer with `numberOfTapsRequired` of 2 or more (a double tap that zooms), more than one touch, or `cancelsTouchesInView = false` (a passthrough that watches taps other views handle) is no activation. A tap that hides the keyboard (`endEditing`, `resignFirstResponder`, a selector naming the keyboard) or the tap on a dimmed backdrop behind a popup (a plain view named for a background, dimming, overlay or scrim: `uikit-modal`'s business) is left alone, and so is the controller's own `view`, which the element model does not hold.

        Left alone as the team's decision or already an element: `UIButton`s and other controls, cells and the views inside them (a cell reads as one element), text and scroll views, `@IBOutlet`s (the storyboard may make them elements), views handed to code the model does not follow, views of a class declared in another file (its `init` may make it an element) or whose class overrides or sets accessibility (`isAccessibilityElement`, `accessibilityTraits`, `accessibilityActivate()`, `accessibilityElements`), views whose `isAccessibilityElement`, `accessibilityTraits`, `accessibilityElements` or `accessibilityCustomActions` the file sets, and labels and image views the file never lets take touches (`isUserInteractionEnabled = true`), on which the tap never fires.

        A view that holds other views (the file adds subviews to it, it is a stack view, or its class keeps views as properties) is reported without a fix: made one element, VoiceOver would stop reading what it holds, so its label must say what they say; one that holds controls would hide them, and the finding says to offer the tap as an `accessibilityCustomActions` entry or a real button instead. A leaf view whose label nothing in the code says for certain is reported too. The statements go after the element's other configuration in the block that adds the recognizer (inside the same `#if` clause), in the file's indentation, and the label follows the file's localization habit, as `uikit-control-label`'s does.
        """,
        severity: .blocks, wcag: ["4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, isOptIn: true, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let artworkView = UIImageView(image: UIImage(systemName: "music.note"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    artworkView.isUserInteractionEnabled = true
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showLyrics))
                    ↓artworkView.addGestureRecognizer(tap)
                    view.addSubview(artworkView)
                }

                @objc private func showLyrics() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let forgotPasswordLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    forgotPasswordLabel.text = NSLocalizedString("Forgot password?", comment: "")
                    forgotPasswordLabel.isUserInteractionEnabled = true
                    ↓forgotPasswordLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(resetPassword)))
                }

                @objc private func resetPassword() {}
            }
            """),
            // Configured in a method viewDidLoad calls.
            RuleExample("""
            import UIKit

            final class ProfileViewController: UIViewController {
                private let avatarView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureAvatar()
                }

                private func configureAvatar() {
                    avatarView.isUserInteractionEnabled = true
                    ↓avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changeAvatar)))
                }

                @objc private func changeAvatar() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class EpisodeHeaderView: UIView {
                private let podcastImageView = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    podcastImageView.isUserInteractionEnabled = true
                    #if os(iOS)
                    ↓podcastImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPodcast)))
                    #endif
                    addSubview(podcastImageView)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func openPodcast() {}
            }
            """),
            // A view of its own class, with nothing inside it.
            RuleExample("""
            import UIKit

            final class ColorSwatchView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(chooseColor)))
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func chooseColor() {}
            }
            """),
            // The recognizer is a lazy property.
            RuleExample("""
            import UIKit

            final class SettingsHeaderView: UIView {
                private let iconView = UIImageView(image: UIImage(systemName: "gearshape"))
                private lazy var iconTap = UITapGestureRecognizer(target: self, action: #selector(openSettings))

                func configure() {
                    iconView.isUserInteractionEnabled = true
                    ↓iconView.addGestureRecognizer(iconTap)
                }

                @objc private func openSettings() {}
            }
            """),
            // A container: reported, not made one element.
            RuleExample("""
            import UIKit

            final class SettingsViewController: UIViewController {
                private let accountCard = UIView()
                private let nameLabel = UILabel()
                private let emailLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    accountCard.addSubview(nameLabel)
                    accountCard.addSubview(emailLabel)
                    ↓accountCard.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(editAccount)))
                }

                @objc private func editAccount() {}
            }
            """),
            // A container with a control inside: making it one element would hide the switch.
            RuleExample("""
            import UIKit

            final class NotificationRowView: UIView {
                private let titleLabel = UILabel()
                private let enabledSwitch = UISwitch()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(titleLabel)
                    addSubview(enabledSwitch)
                    ↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showDetails)))
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func showDetails() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let couponStack = UIStackView(arrangedSubviews: [])
                    let tap = UITapGestureRecognizer(target: self, action: #selector(enterCoupon))
                    ↓couponStack.addGestureRecognizer(tap)
                    view.addSubview(couponStack)
                }

                @objc private func enterCoupon() {}
            }
            """),
            // The selector says nothing a person would read: reported without a label.
            RuleExample("""
            import UIKit

            final class MiniPlayerViewController: UIViewController {
                private let coverView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    coverView.isUserInteractionEnabled = true
                    ↓coverView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(viewTapped)))
                }

                @objc private func viewTapped() {}
            }
            """),
        ],
        nonTriggeringExamples: [
            // A double tap zooms.
            RuleExample("""
            import UIKit

            final class PhotoViewController: UIViewController {
                private let photoView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    photoView.isUserInteractionEnabled = true
                    let zoomTap = UITapGestureRecognizer(target: self, action: #selector(toggleZoom))
                    zoomTap.numberOfTapsRequired = 2
                    photoView.addGestureRecognizer(zoomTap)
                }

                @objc private func toggleZoom() {}
            }
            """),
            // A whole-screen tap that hides the keyboard.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let formView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    formView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))
                    view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))
                }

                @objc private func dismissKeyboard() {}
            }
            """),
            // A passthrough recognizer watches taps other views handle.
            RuleExample("""
            import UIKit

            final class ReaderViewController: UIViewController {
                private let pageView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let tap = UITapGestureRecognizer(target: self, action: #selector(toggleBars))
                    tap.cancelsTouchesInView = false
                    pageView.addGestureRecognizer(tap)
                }

                @objc private func toggleBars() {}
            }
            """),
            // A button is an element already.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    playButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(togglePlayback)))
                }

                @objc private func togglePlayback() {}
            }
            """),
            // The dimmed backdrop of a popup: its tap dismisses (uikit-modal's business).
            RuleExample("""
            import UIKit

            final class RatingPopupViewController: UIViewController {
                private let dimmingView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                }

                @objc private func close() {}
            }
            """),
            // Made an element already, in a subclass's init.
            RuleExample("""
            import UIKit

            final class AvatarView: UIImageView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits.insert(.button)
                    accessibilityLabel = NSLocalizedString("Change profile photo", comment: "")
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class ProfileViewController: UIViewController {
                private let avatarView = AvatarView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    avatarView.isUserInteractionEnabled = true
                    avatarView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(changeAvatar)))
                }

                @objc private func changeAvatar() {}
            }
            """),
            // A storyboard outlet: Interface Builder may make it an element.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                @IBOutlet private weak var termsLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    termsLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showTerms)))
                }

                @objc private func showTerms() {}
            }
            """),
            // The class answers VoiceOver itself.
            RuleExample("""
            import UIKit

            final class RatingView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(rate)))
                }

                required init?(coder: NSCoder) { fatalError() }

                override func accessibilityActivate() -> Bool {
                    rate()
                    return true
                }

                @objc private func rate() {}
            }
            """),
            // Inside a cell, which VoiceOver reads as one element.
            RuleExample("""
            import UIKit

            final class EpisodeCell: UITableViewCell {
                private let downloadIcon = UIImageView()

                func configure() {
                    downloadIcon.isUserInteractionEnabled = true
                    downloadIcon.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(download)))
                }

                @objc private func download() {}
            }
            """),
            // Its elements are listed.
            RuleExample("""
            import UIKit

            final class SettingsViewController: UIViewController {
                private let themeView = UIView()
                private let themeLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    themeView.addSubview(themeLabel)
                    themeView.accessibilityElements = [themeLabel]
                    themeView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(chooseTheme)))
                }

                @objc private func chooseTheme() {}
            }
            """),
            // A label that never takes touches: the tap never fires.
            RuleExample("""
            import UIKit

            final class AboutViewController: UIViewController {
                private let versionLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    versionLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(copyVersion)))
                }

                @objc private func copyVersion() {}
            }
            """),
            // The tap focuses the text field, which VoiceOver reaches itself.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let emailRow = UIView()
                private let emailField = UITextField()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    emailRow.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusEmail)))
                }

                @objc private func focusEmail() {
                    emailField.becomeFirstResponder()
                }
            }
            """),
            // A collection view's background: its tap dismisses the editing mode.
            RuleExample("""
            import UIKit

            final class TabSwitcherViewController: UIViewController {
                func setUpBackground(of collectionView: UICollectionView) {
                    let view = UIView()
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleTap)))
                    collectionView.backgroundView = view
                }

                @objc private func handleTap() {}
            }
            """),
            // A view of a class declared in another file: its init may make it an element.
            RuleExample("""
            import UIKit

            final class FeedViewController: UIViewController {
                private let bannerView = PromoBannerView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    bannerView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPromo)))
                }

                @objc private func openPromo() {}
            }
            """),
        ],
        corrections: [
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let artworkView = UIImageView(image: UIImage(systemName: "music.note"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    artworkView.isUserInteractionEnabled = true
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showLyrics))
                    artworkView.addGestureRecognizer(tap)
                    artworkView.contentMode = .scaleAspectFit
                    view.addSubview(artworkView)
                }

                @objc private func showLyrics() {}
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let artworkView = UIImageView(image: UIImage(systemName: "music.note"))

                override func viewDidLoad() {
                    super.viewDidLoad()
                    artworkView.isUserInteractionEnabled = true
                    let tap = UITapGestureRecognizer(target: self, action: #selector(showLyrics))
                    artworkView.addGestureRecognizer(tap)
                    artworkView.contentMode = .scaleAspectFit
                    artworkView.isAccessibilityElement = true
                    artworkView.accessibilityTraits.insert(.button)
                    artworkView.accessibilityLabel = "Show lyrics" // [VERIFY]
                    view.addSubview(artworkView)
                }

                @objc private func showLyrics() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let forgotPasswordLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    forgotPasswordLabel.text = NSLocalizedString("Forgot password?", comment: "")
                    forgotPasswordLabel.isUserInteractionEnabled = true
                    forgotPasswordLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(resetPassword)))
                }

                @objc private func resetPassword() {}
            }
            """, """
            import UIKit

            final class LoginViewController: UIViewController {
                private let forgotPasswordLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    forgotPasswordLabel.text = NSLocalizedString("Forgot password?", comment: "")
                    forgotPasswordLabel.isUserInteractionEnabled = true
                    forgotPasswordLabel.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(resetPassword)))
                    forgotPasswordLabel.accessibilityTraits.insert(.button)
                }

                @objc private func resetPassword() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class EpisodeHeaderView: UIView {
                private let podcastImageView = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    podcastImageView.isUserInteractionEnabled = true
                    #if os(iOS)
                    podcastImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPodcast)))
                    #endif
                    addSubview(podcastImageView)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func openPodcast() {}
            }
            """, """
            import UIKit

            final class EpisodeHeaderView: UIView {
                private let podcastImageView = UIImageView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    podcastImageView.isUserInteractionEnabled = true
                    #if os(iOS)
                    podcastImageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPodcast)))
                    podcastImageView.isAccessibilityElement = true
                    podcastImageView.accessibilityTraits.insert(.button)
                    podcastImageView.accessibilityLabel = "Open podcast" // [VERIFY]
                    #endif
                    addSubview(podcastImageView)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func openPodcast() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class CoverArtView: UIImageView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    accessibilityLabel = NSLocalizedString("Album artwork", comment: "")
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showFullScreen)))
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func showFullScreen() {}
            }
            """, """
            import UIKit

            final class CoverArtView: UIImageView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isUserInteractionEnabled = true
                    accessibilityLabel = NSLocalizedString("Album artwork", comment: "")
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showFullScreen)))
                    isAccessibilityElement = true
                    accessibilityTraits.insert(.button)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func showFullScreen() {}
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let labels = ImageOnlyControls(context: context, controls: [], labelMember: "accessibilityLabel") { receiver, label in
            "\(receiver).accessibilityLabel = \(label)"
        }
        return TappableViews(context: context).tappableViews().map { finding(for: $0, labels: labels, in: context) }.sorted { $0.offset < $1.offset }
    }

    private func finding(for tappable: TappableViews.Tappable, labels: ImageOnlyControls, in context: RuleContext) -> Finding {
        let element = tappable.element
        let node = tappable.tap.node
        let subject = (element.binding == .self ? "this \(element.typeName)" : "this \(element.kitClass) '\(element.name)'")
            + " takes a tap" + (tappable.tap.actionName.map { " (\($0))" } ?? "")
        /// `receiver.member`, or `member` alone inside the view's own class.
        func statement(_ receiver: String, _ member: String) -> String { receiver.isEmpty ? member : receiver + "." + member }

        if element.kitClass == "UILabel" {
            let message = subject + ": VoiceOver reads its text but never says it can be activated"
            guard let edit = labels.insertion(of: { [statement($0, "accessibilityTraits.insert(.button)")] }, for: element, after: tappable.tap) else {
                return finding(message + "; insert the .button trait where it is configured", at: node)
            }
            return finding(message + "; added the .button trait", at: node, fix: Fix(safety: .safe, edits: [edit], summary: "added the button trait"))
        }
        let notElement = subject + " but is not an accessibility element"
        switch tappable.contents {
        case let .controls(controls):
            return finding(notElement + ", so VoiceOver never says it can be activated; it holds controls (\(controls.joined(separator: ", "))) that making it one element would hide: offer the tap as an accessibilityCustomActions entry, or make it a button", at: node)
        case let .views(views):
            let held = views.isEmpty ? "its arranged views" : views.joined(separator: ", ")
            return finding(notElement + ": VoiceOver reads what it holds (\(held)) one by one and never says it can be activated; making it one element (isAccessibilityElement = true, the .button trait, a label that says what its views say) needs a person", at: node)
        case .drawing:
            return finding(notElement + ": VoiceOver cannot reach it, nor say it can be activated; its class draws what it shows, so its label must say that as well as what the tap does, which needs a person", at: node)
        case .nothing:
            break
        }
        let message = notElement + ": VoiceOver cannot reach it, nor say it can be activated"
        var label: (line: String, marker: String, source: String)?
        if !element.has(.accessibilityLabel) {
            switch labels.labelText(for: element, model: context.imperativeElements) {
            case .none:
                return finding(message + "; a person needs to name it (the code does not say for certain what it does)", at: node)
            case let .notLocalized(advice):
                return finding(message + "; " + advice, at: node)
            case let .written(text, inferred):
                label = (text, inferred.isGuess ? " " + RuleContext.verifyMarker : "", inferred.source)
            }
        }
        let lines = { (receiver: String) -> [String] in
            [statement(receiver, "isAccessibilityElement = true"), statement(receiver, "accessibilityTraits.insert(.button)")]
                + (label.map { [statement(receiver, "accessibilityLabel = \($0.line)") + $0.marker] } ?? [])
        }
        guard let edit = labels.insertion(of: lines, for: element, after: tappable.tap) else {
            return finding(message + "; make it an element with the .button trait where it is configured", at: node)
        }
        let labelled = label.map { "; labelled \($0.line) from \($0.source)" } ?? ""
        return finding(message + "; made it an element with the .button trait" + labelled, at: node,
                       fix: Fix(safety: label == nil ? .safe : .verify, edits: [edit], summary: "made the tappable view an accessibility button"))
    }
}
