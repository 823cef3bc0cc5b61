/// A `UIButton` or `UIBarButtonItem` the file builds from an image only, with no title and no
/// accessibility label anywhere.
public struct UIKitControlLabelRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-control-label",
        name: "UIKit image-only controls have a label",
        summary: "Finds a `UIButton` or `UIBarButtonItem` (or the file's own subclass of one) that the file gives an image and no title in any state or branch, and no `accessibilityLabel`, and adds `x.accessibilityLabel = \"…\" // [VERIFY]` after the element's other configuration, with the label inferred from the SF Symbol, the selector or the asset name.",
        rationale: "VoiceOver reads a button by its title. An image-only button without an accessibility label is read by its image's file name (\"ic underscore close 24\"), or as just \"button\": a blind user cannot tell what it does, and a Voice Control user has no name to say.",
        notes: """
        The element model (`a11yfix dump FILE`) gathers what the file sets on each element in any method: the construction (`UIButton(type:)`, `UIButton.systemButton(with:…)`, `UIBarButtonItem(image:…)`, `UIButton(configuration:primaryAction:)`), `setImage`, `setTitle`, `setAttributedTitle`, `title =`, `configuration?.image/title`, `titleLabel?.text`, a primary `UIAction(title:image:)`, `accessibilityLabel =` and `isAccessibilityElement =`. A title in any state or branch, even an empty-looking one from a variable, counts: the button shows text somewhere and a person decides. Left alone: `@IBOutlet`s (a storyboard may give the title or label), buttons the team hides from VoiceOver (`accessibilityElementsHidden = true`), system items and button types VoiceOver names (`UIBarButtonItem(barButtonSystemItem: .add)`, `UIButton(type: .close)`), items with a `customView`, buttons given a whole `UIButton.Configuration` variable the rule cannot read, elements handed to code the model does not follow (`applyStyle(to: button)`, `[a, b].forEach { … }`), a button made in a local the code never places (no `addSubview`, bar item, array, argument or `return` names it: its placement commented out), or in a private property never placed in a file that adds its other views in code. Buttons made in a loop (`for i in 0..<5 { let button = UIButton() … }`) are reported without a fix: one label would name every copy alike, and the project's subclasses declared in another file are left alone when that class, an extension of it or one of its project superclasses names a member that names or hides its instances (`accessibilityLabel`, `setTitle`, `isAccessibilityElement`, `configuration`: its `init` may label every button it makes; project index), or when there is no project to ask; a subclass that only styles itself (a `RoundButton` that sets its corner radius and `setTitleColor`) is read like `UIButton`.

        The label comes from, most trusted first: the screen the selector's method presents or pushes, when it shows one view controller of the app with a plain name (`present(library, animated: true)` with `let library: LibraryViewController = …`: \"Library\"); the selector when it names a specific action that extends or differs from the glyph (`#selector(shareEpisode)` on `square.and.arrow.up` → \"Share episode\"; a selector shared by several controls names none of them), the SF Symbol table, the selector (without the words that say when it runs: `didTouchUpInsideSaveLog` → \"Save log\", `didSelectCreateNew` → \"Create new\"), then the asset name when it reads as words (`ic_close_24` → \"Close\"). An image that changes with state (`setImage` with different images in two methods, or `isPlaying ? pause : play`) gets no guess, not even from its selector (`playButtonTapped` is \"Play\" only while paused), and nor does a control with nothing to read: both are reported without a fix. The filled and outlined forms of one symbol (`heart`, `heart.fill`) are one image. The statement goes after the last statement that configures the element in the block that sets its image (inside the same `#if` clause or branch), on its own line in that line's indentation, naming the element as that block does (`self.shareButton`, or the local a `lazy var` closure returns); a control whose image is set only in its declaration gets it after its configuration in a method, and none when the file configures it nowhere else. The text follows the file's habit: `NSLocalizedString(\"…\", comment: \"\")` in a file that calls it (with a comment for translators, \"Accessibility label of a control that shows only an image\", where most of its calls write one), `String(localized: \"…\")` in one that uses that, the project's own string where one says it, and no fix where the app localizes and has no such string, or writes its texts in another language (Korean, Chinese, or a language of Latin letters told by letters English does not write, Turkish's `ş` in \"Liste Oluştur\", in a fifth of the app's texts, whose files follow it: those the file shows, else most of the project's), where VoiceOver would read an English label in English, or where the file writes its other accessibility labels, or its titles and texts (`setTitle(Strings.done, for:)`, `label.text = Strings.wordCount`, `UIAlertAction(title:)`), through the project's own strings (`UIConstants.strings.back`, `L10n.close`) rather than literals (an English literal would be read in every language). A button added as a subview of another button (or of a view that is one accessibility element itself) is never reached by VoiceOver: it is reported without a fix, saying to offer its action as a `UIAccessibilityCustomAction` of the button or view that holds it (not when that holder already offers custom actions, handles activation or is adjustable, nor for a button with no action). A button the code only ever hides (`notificationButton.isHidden = true` until its feature ships) is never shown nor read: left alone. A selector or asset name that only names the drawing (`didPressArrowButton`, `chevron_down`) says nothing a label can: no guess.
        """,
        severity: .blocks, wcag: ["1.1.1", "4.1.2"], nutritionLabels: [.voiceOver, .voiceControl], fixSafety: .verify, seeds: ["000", "001"],
        triggeringExamples: [
            // Five stars made in a loop: one label would call each "Star"; reported for a label per star.
            RuleExample("""
            import UIKit

            final class RatingView: UIView {
                private let stackView = UIStackView()
                private var starButtons: [UIButton] = []

                func setUpStars(count: Int) {
                    for index in 0..<count {
                        let button = UIButton(type: .system)
                        button.tag = index + 1
                        ↓button.setImage(UIImage(named: "star_empty"), for: .normal)
                        button.addTarget(self, action: #selector(starTapped(_:)), for: .touchUpInside)
                        starButtons.append(button)
                        stackView.addArrangedSubview(button)
                    }
                    addSubview(stackView)
                }

                @objc private func starTapped(_ sender: UIButton) {}
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let shareButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside)
                    view.addSubview(shareButton)
                }

                @objc private func shareTapped() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private lazy var closeButton: UIButton = {
                    let button = UIButton(type: .system)
                    ↓button.setImage(UIImage(systemName: "xmark"), for: .normal)
                    button.addTarget(self, action: #selector(dismissPlayer), for: .touchUpInside)
                    return button
                }()

                @objc private func dismissPlayer() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class EpisodeListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let filterItem = ↓UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters))
                    navigationItem.rightBarButtonItem = filterItem
                }

                @objc private func showFilters() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let passwordField = UITextField()
                private let revealButton = UIButton(type: .custom)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    configureRevealButton()
                }

                private func configureRevealButton() {
                    ↓revealButton.setImage(UIImage(named: "ic_eye_24"), for: .normal)
                    revealButton.addTarget(self, action: #selector(togglePasswordVisibility), for: .touchUpInside)
                    passwordField.rightView = revealButton
                }

                @objc private func togglePasswordVisibility() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let helpButton = ↓UIButton.systemButton(with: UIImage(systemName: "questionmark.circle")!, target: self, action: #selector(openHelp))
                    navigationItem.titleView = helpButton
                }

                @objc private func openHelp() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class ComposeViewController: UIViewController {
                private let attachButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(iOS)
                    ↓attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
                    #endif
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class NowPlayingViewController: UIViewController {
                private let airPlayButton = UIButton(configuration: .plain())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    ↓airPlayButton.configuration?.image = UIImage(systemName: "airplayaudio")
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class ProfileViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let editButton = UIButton(type: .system)
                    ↓editButton.setImage(UIImage(systemName: "pencil"), for: .normal)
                    editButton.addAction(UIAction { _ in }, for: .touchUpInside)
                    view.addSubview(editButton)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class MiniPlayerView: UIView {
                private let playButton = UIButton(type: .custom)

                func configure(isPlaying: Bool) {
                    ↓playButton.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class GalleryViewController: UIViewController {
                private let deleteItem = ↓UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    deleteItem.target = self
                    deleteItem.action = #selector(deletePhoto)
                    toolbarItems = [deleteItem]
                }

                @objc private func deletePhoto() {}
            }
            """),
            // The name and the glyph disagree (a magnifying glass on a button named for showing a message): no guess.
            RuleExample("""
            import UIKit

            final class MediaViewerViewController: UIViewController {
                private lazy var showMessageButton: UIBarButtonItem = {
                    let button = UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)
                    ↓button.image = UIImage(systemName: "text.magnifyingglass")
                    return button
                }()
            }
            """),
            // The remove button sits on the thumbnail button: VoiceOver stops at the thumbnail and never
            // reaches it. Reported for a custom action on the thumbnail; a label would change nothing.
            RuleExample("""
            import UIKit

            final class AttachmentThumbnailCell: UICollectionViewCell {
                private let thumbnailButton = UIButton(type: .custom)
                private let removeButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    thumbnailButton.addTarget(self, action: #selector(openPreview), for: .touchUpInside)
                    ↓removeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
                    removeButton.addTarget(self, action: #selector(removeAttachment), for: .touchUpInside)
                    thumbnailButton.addSubview(removeButton)
                    contentView.addSubview(thumbnailButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func openPreview() {}
                @objc private func removeAttachment() {}
            }
            """),
            RuleExample("""
            import UIKit

            final class TrackRowView: UIView {
                private let titleLabel = UILabel()
                private let downloadButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits.insert(.button)
                    ↓downloadButton.setImage(UIImage(systemName: "arrow.down.circle"), for: .normal)
                    downloadButton.addTarget(self, action: #selector(downloadTrack), for: .touchUpInside)
                    addSubview(titleLabel)
                    addSubview(downloadButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func downloadTrack() {}
            }
            """),
        ],
        nonTriggeringExamples: [
            // Hidden until the feature ships, and never shown: VoiceOver never reaches it.
            RuleExample("""
            final class TitleNavigationView: UIView {
                private let notificationButton: UIButton = {
                    let button = UIButton()
                    button.setImage(UIImage(named: "bellSimple"), for: .normal)
                    return button
                }()

                convenience init() {
                    self.init(frame: .zero)
                    addSubview(notificationButton)
                    notificationButton.addTarget(self, action: #selector(didTapNotificationButton), for: .touchUpInside)
                    notificationButton.isHidden = true
                }

                @objc private func didTapNotificationButton() {}
            }
            """),
            // A private button the file configures but never adds anywhere, in a file that adds its
            // other views in code: left over, no one meets it.
            RuleExample("""
            import UIKit

            final class ThemeListViewController: UIViewController {
                private let syncButton = UIButton(type: .custom)
                private let addButton = UIButton(type: .custom)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    syncButton.setImage(UIImage(named: "sync"), for: .normal)
                    syncButton.addTarget(self, action: #selector(sync), for: .touchUpInside)
                    addButton.setTitle("Add theme", for: .normal)
                    view.addSubview(addButton)
                }

                @objc private func sync() {}
            }
            """),
            // Hidden from VoiceOver on purpose: the cell speaks for the video and offers its actions.
            RuleExample("""
            import UIKit

            final class PostCardVideo: UIView {
                private let muteButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    muteButton.setImage(UIImage(named: "speaker_off"), for: .normal)
                    muteButton.addTarget(self, action: #selector(toggleMute), for: .touchUpInside)
                    muteButton.accessibilityElementsHidden = true
                    addSubview(muteButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func toggleMute() {}
            }
            """),
            // Buttons made and configured but never placed (their placement commented out): no one meets them.
            RuleExample("""
            import UIKit

            final class ChatViewController: UIViewController {
                private let buttonStack = UIStackView()
                private let sendButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let imageButton = UIButton()
                    imageButton.setImage(UIImage(named: "ImageIcon"), for: .normal)
                    imageButton.addTarget(self, action: #selector(pickImage), for: .touchUpInside)
                    // buttonStack.addArrangedSubview(imageButton)
                    sendButton.setTitle(NSLocalizedString("Send", comment: ""), for: .normal)
                    buttonStack.addArrangedSubview(sendButton)
                    view.addSubview(buttonStack)
                }

                @objc private func pickImage() {}
            }
            """),
            // The cell offers the nested button's action itself: VoiceOver users reach it from the actions rotor.
            RuleExample("""
            import UIKit

            final class MessageBubbleCell: UITableViewCell {
                private let bubbleButton = UIButton(type: .custom)
                private let retryButton = UIButton(type: .custom)

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    retryButton.setImage(UIImage(systemName: "arrow.clockwise"), for: .normal)
                    retryButton.addTarget(self, action: #selector(retrySending), for: .touchUpInside)
                    bubbleButton.addSubview(retryButton)
                    contentView.addSubview(bubbleButton)
                    bubbleButton.accessibilityCustomActions = [
                        UIAccessibilityCustomAction(name: NSLocalizedString("Retry", comment: ""), target: self, selector: #selector(retrySending)),
                    ]
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func retrySending() {}
            }
            """),
            // A title in another branch: the button shows text there, and a person decides.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let shareButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if traitCollection.horizontalSizeClass == .compact {
                        shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    } else {
                        shareButton.setTitle(NSLocalizedString("Share", comment: ""), for: .normal)
                    }
                }
            }
            """),
            // A label set in the subclass's init.
            RuleExample("""
            import UIKit

            final class CloseButton: UIButton {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityLabel = "Close"
                }

                required init?(coder: NSCoder) { fatalError() }
            }

            final class SheetViewController: UIViewController {
                private let closeButton = CloseButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    closeButton.setImage(UIImage(systemName: "xmark"), for: .normal)
                }
            }
            """),
            // A storyboard outlet: the storyboard may give the title or the label.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                @IBOutlet private weak var faceIDButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    faceIDButton.setImage(UIImage(systemName: "faceid"), for: .normal)
                }
            }
            """),
            // The label is set in a configure method called from viewDidLoad.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let skipButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    skipButton.setImage(UIImage(systemName: "goforward.30"), for: .normal)
                    configureAccessibility()
                }

                private func configureAccessibility() {
                    skipButton.accessibilityLabel = NSLocalizedString("Skip forward 30 seconds", comment: "")
                }
            }
            """),
            // A UIAction with a title is the button's title.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let signInButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Sign In", image: UIImage(systemName: "person.fill")) { _ in })
                    view.addSubview(signInButton)
                }
            }
            """),
            // A UIButton.Configuration with a title.
            RuleExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    payButton.configuration = .filled()
                    payButton.configuration?.image = UIImage(systemName: "creditcard")
                    payButton.configuration?.title = String(localized: "Pay")
                }
            }
            """),
            // System items are named by VoiceOver.
            RuleExample("""
            import UIKit

            final class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let addItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addEntry))
                    let closeButton = UIButton(type: .close)
                    navigationItem.rightBarButtonItem = addItem
                    view.addSubview(closeButton)
                }

                @objc private func addEntry() {}
            }
            """),
            // Handed to a styling function the rule cannot read.
            RuleExample("""
            import UIKit

            final class InspectorViewController: UIViewController {
                private let pinButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    pinButton.setImage(UIImage(systemName: "pin"), for: .normal)
                    Theme.applyToolbarStyle(to: pinButton)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let downloadItem = UIBarButtonItem(title: NSLocalizedString("Download", comment: ""), image: UIImage(systemName: "arrow.down.circle"), primaryAction: nil, menu: nil)
                    navigationItem.rightBarButtonItem = downloadItem
                }
            }
            """),
            // A subclass declared in another file, with no project index to read it: its init may label it.
            RuleExample("""
            import UIKit

            final class FeedViewController: UIViewController {
                private let composeButton = FloatingActionButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    composeButton.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class AvatarView: UIView {
                private let badgeButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    badgeButton.setImage(UIImage(named: "badge"), for: .normal)
                    badgeButton.isAccessibilityElement = false
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            // The project's own label property (an extension of UIBarButtonItem): the rule cannot read it.
            RuleExample("""
            import UIKit

            final class TimelineViewController: UIViewController {
                private lazy var filterButton = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(toggleFilter))

                @objc private func toggleFilter() {}
            }

            extension TimelineViewController {
                func updateFilterButton(isFiltering: Bool) {
                    filterButton.accLabelText = isFiltering ? NSLocalizedString("Show all articles", comment: "") : NSLocalizedString("Show unread articles", comment: "")
                }
            }
            """),
            // A factory returns it: the caller may label it.
            RuleExample("""
            import UIKit

            enum ToolbarButtons {
                static var openInSafariButton: UIButton {
                    let button = UIButton(type: .custom)
                    button.setImage(UIImage(systemName: "safari"), for: .normal)
                    return button
                }
            }
            """),
            // The property holds the item a local made and labelled.
            RuleExample("""
            import UIKit

            final class RoomsViewController: UITableViewController {
                private var newConversationButton: UIBarButtonItem?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let newConversationButton = UIBarButtonItem(image: UIImage(systemName: "plus.circle.fill"), style: .plain, target: self, action: #selector(newConversation))
                    newConversationButton.accessibilityLabel = NSLocalizedString("Create or join a conversation", comment: "")
                    self.newConversationButton = newConversationButton
                }

                private func adoptNewDesign() {
                    newConversationButton?.image = UIImage(systemName: "plus")
                }

                @objc private func newConversation() {}
            }
            """),
            // Not interactive: a picture in the shape of a button.
            RuleExample("""
            import UIKit

            final class ProfileFieldCell: UICollectionViewCell {
                private let editButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    editButton.setImage(UIImage(systemName: "pencil"), for: .normal)
                    editButton.isUserInteractionEnabled = false
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            // The stepper is one accessibility element (adjustable): VoiceOver does not reach its buttons.
            RuleExample("""
            import UIKit

            final class SpeedStepper: UIControl {
                private let minusButton = UIButton(type: .custom)
                private let plusButton = UIButton(type: .custom)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    isAccessibilityElement = true
                    accessibilityTraits.insert(.adjustable)
                    minusButton.setImage(UIImage(systemName: "minus"), for: .normal)
                    plusButton.setImage(UIImage(systemName: "plus"), for: .normal)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        ],
        corrections: [
            // A selector that presents one screen of the app is named by that screen ("Library"), not by the
            // code's word for the button (`menuButtonAction`: "Menu").
            RuleCorrection("""
            import UIKit

            final class PlayerHomeViewController: UIViewController {
                private let menuButton: UIButton = {
                    let button = UIButton()
                    button.setImage(UIImage(named: "list")?.withRenderingMode(.alwaysTemplate), for: .normal)
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    menuButton.addTarget(self, action: #selector(menuButtonAction), for: .touchUpInside)
                    view.addSubview(menuButton)
                }

                @objc private func menuButtonAction(sender: UIButton) {
                    let storyboard = UIStoryboard(name: "Main", bundle: .main)
                    let library: LibraryViewController = storyboard.instantiateViewController(withIdentifier: "LibraryViewController") as! LibraryViewController
                    library.modalPresentationStyle = .fullScreen
                    present(library, animated: true)
                }
            }
            """, """
            import UIKit

            final class PlayerHomeViewController: UIViewController {
                private let menuButton: UIButton = {
                    let button = UIButton()
                    button.setImage(UIImage(named: "list")?.withRenderingMode(.alwaysTemplate), for: .normal)
                    button.accessibilityLabel = "Library" // [VERIFY]
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    menuButton.addTarget(self, action: #selector(menuButtonAction), for: .touchUpInside)
                    view.addSubview(menuButton)
                }

                @objc private func menuButtonAction(sender: UIButton) {
                    let storyboard = UIStoryboard(name: "Main", bundle: .main)
                    let library: LibraryViewController = storyboard.instantiateViewController(withIdentifier: "LibraryViewController") as! LibraryViewController
                    library.modalPresentationStyle = .fullScreen
                    present(library, animated: true)
                }
            }
            """),
            // Every text of the file comes from the app's string table: an English literal would be the
            // one untranslated, so the label is reported for a person to add to the table.
            RuleCorrection("""
            import UIKit

            final class SyncPairWordsViewController: UIViewController {
                private let wordCountLabel = UILabel()
                private let pasteButton = UIButton(type: .custom)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = Strings.syncAddDeviceWordsTitle
                    wordCountLabel.text = Strings.wordCount
                    pasteButton.setImage(UIImage(named: "paste"), for: .normal)
                    pasteButton.addTarget(self, action: #selector(paste), for: .touchUpInside)
                    view.addSubview(wordCountLabel)
                    view.addSubview(pasteButton)
                }

                @objc private func paste() {}
            }
            """, """
            import UIKit

            final class SyncPairWordsViewController: UIViewController {
                private let wordCountLabel = UILabel()
                private let pasteButton = UIButton(type: .custom)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = Strings.syncAddDeviceWordsTitle
                    wordCountLabel.text = Strings.wordCount
                    pasteButton.setImage(UIImage(named: "paste"), for: .normal)
                    pasteButton.addTarget(self, action: #selector(paste), for: .touchUpInside)
                    view.addSubview(wordCountLabel)
                    view.addSubview(pasteButton)
                }

                @objc private func paste() {}
            }
            """),
            // One picture set twice in one block (tinted for another state), through optional chaining:
            // not an image that changes with the state, so the selector names it.
            RuleCorrection("""
            import UIKit

            final class ComposeFieldView: UIView {
                private lazy var clearButton: UIButton = {
                    let result: UIButton = UIButton(type: .custom)
                    result.setImage(UIImage(named: "X")?.withRenderingMode(.alwaysTemplate), for: .normal)
                    result.setImage(UIImage(named: "X")?.withTintColor(.secondaryLabel), for: .highlighted)
                    result.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
                    return result
                }()

                func setUp() {
                    addSubview(clearButton)
                }

                @objc private func clearTapped() {}
            }
            """, """
            import UIKit

            final class ComposeFieldView: UIView {
                private lazy var clearButton: UIButton = {
                    let result: UIButton = UIButton(type: .custom)
                    result.setImage(UIImage(named: "X")?.withRenderingMode(.alwaysTemplate), for: .normal)
                    result.setImage(UIImage(named: "X")?.withTintColor(.secondaryLabel), for: .highlighted)
                    result.addTarget(self, action: #selector(clearTapped), for: .touchUpInside)
                    result.accessibilityLabel = "Clear" // [VERIFY]
                    return result
                }()

                func setUp() {
                    addSubview(clearButton)
                }

                @objc private func clearTapped() {}
            }
            """),
            // Play and pause swapped by another method: one label from the selector would be wrong
            // while the video plays. Reported for a person, who labels it where the image changes.
            RuleCorrection("""
            import UIKit

            final class VideoScrubberView: UIView {
                private let playButton = UIButton(type: .system)
                private let playImage = UIImage(named: "play")
                private let pauseImage = UIImage(named: "pause")

                func setUp() {
                    addSubview(playButton)
                    playButton.setImage(pauseImage, for: .normal)
                    playButton.addTarget(self, action: #selector(playButtonTapped(_:)), for: .touchUpInside)
                }

                func setPlaying(_ playing: Bool) {
                    playButton.setImage(playing ? pauseImage : playImage, for: .normal)
                }

                @objc private func playButtonTapped(_ sender: UIButton) {}
            }
            """, """
            import UIKit

            final class VideoScrubberView: UIView {
                private let playButton = UIButton(type: .system)
                private let playImage = UIImage(named: "play")
                private let pauseImage = UIImage(named: "pause")

                func setUp() {
                    addSubview(playButton)
                    playButton.setImage(pauseImage, for: .normal)
                    playButton.addTarget(self, action: #selector(playButtonTapped(_:)), for: .touchUpInside)
                }

                func setPlaying(_ playing: Bool) {
                    playButton.setImage(playing ? pauseImage : playImage, for: .normal)
                }

                @objc private func playButtonTapped(_ sender: UIButton) {}
            }
            """),
            // A selector that names the drawing ("Arrow"), not what the button does: reported for a person.
            RuleCorrection("""
            import UIKit

            final class MiniPlayerView: UIView {
                private let arrowButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    arrowButton.setImage(UIImage(named: "player_arrow_down"), for: .normal)
                    arrowButton.addTarget(self, action: #selector(didPressArrowButton), for: .touchUpInside)
                    addSubview(arrowButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func didPressArrowButton() {}
            }
            """, """
            import UIKit

            final class MiniPlayerView: UIView {
                private let arrowButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    arrowButton.setImage(UIImage(named: "player_arrow_down"), for: .normal)
                    arrowButton.addTarget(self, action: #selector(didPressArrowButton), for: .touchUpInside)
                    addSubview(arrowButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                @objc private func didPressArrowButton() {}
            }
            """),
            // The file's labels come from the project's constant table: an English literal would be the
            // one untranslated label. Reported for a person to add the string.
            RuleCorrection("""
            import UIKit

            final class BrowserToolbar: UIView {
                private let backButton = UIButton(type: .system)
                private let shareButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backButton.setImage(UIImage(named: "back"), for: .normal)
                    backButton.accessibilityLabel = UIConstants.strings.browserBack
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    addSubview(backButton)
                    addSubview(shareButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, """
            import UIKit

            final class BrowserToolbar: UIView {
                private let backButton = UIButton(type: .system)
                private let shareButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backButton.setImage(UIImage(named: "back"), for: .normal)
                    backButton.accessibilityLabel = UIConstants.strings.browserBack
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    addSubview(backButton)
                    addSubview(shareButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            // A file that writes its labels with NSLocalizedString gets its inferred label the same way.
            RuleCorrection("""
            import UIKit

            final class ComposerAccessoryView: UIView {
                private let sendButton = UIButton(type: .system)
                private let attachButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    sendButton.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
                    sendButton.accessibilityLabel = NSLocalizedString("Send message", comment: "Composer send button")
                    attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
                    addSubview(sendButton)
                    addSubview(attachButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, """
            import UIKit

            final class ComposerAccessoryView: UIView {
                private let sendButton = UIButton(type: .system)
                private let attachButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    sendButton.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
                    sendButton.accessibilityLabel = NSLocalizedString("Send message", comment: "Composer send button")
                    attachButton.setImage(UIImage(systemName: "paperclip"), for: .normal)
                    attachButton.accessibilityLabel = NSLocalizedString("Attach", comment: "Accessibility label of a control that shows only an image") // [VERIFY]
                    addSubview(sendButton)
                    addSubview(attachButton)
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let shareButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside) // share sheet
                    view.addSubview(shareButton)
                }

                @objc private func shareTapped() {}
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let shareButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    shareButton.setImage(UIImage(systemName: "square.and.arrow.up"), for: .normal)
                    shareButton.addTarget(self, action: #selector(shareTapped), for: .touchUpInside) // share sheet
                    shareButton.accessibilityLabel = "Share" // [VERIFY]
                    view.addSubview(shareButton)
                }

                @objc private func shareTapped() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private lazy var closeButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "xmark"), for: .normal)
                    button.tintColor = .label
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Now Playing", comment: "Player screen title")
                }
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private lazy var closeButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.setImage(UIImage(systemName: "xmark"), for: .normal)
                    button.tintColor = .label
                    button.accessibilityLabel = NSLocalizedString("Close", comment: "Accessibility label of a control that shows only an image") // [VERIFY]
                    return button
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = NSLocalizedString("Now Playing", comment: "Player screen title")
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class EpisodeListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = String(localized: "Episodes")
                    let filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters))
                    navigationItem.rightBarButtonItem = filterItem
                }

                @objc private func showFilters() {}
            }
            """, """
            import UIKit

            final class EpisodeListViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title = String(localized: "Episodes")
                    let filterItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"), style: .plain, target: self, action: #selector(showFilters))
                    filterItem.accessibilityLabel = String(localized: "Show filters") // [VERIFY]
                    navigationItem.rightBarButtonItem = filterItem
                }

                @objc private func showFilters() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class ReplyMessageView: UIView {
                private lazy var cancelButton: UIButton = {
                    let cancelButton = UIButton(frame: .zero)
                    cancelButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
                    cancelButton.addTarget(self, action: #selector(dismiss), for: .touchUpInside)

                    return cancelButton
                }()

                @objc private func dismiss() {}
            }
            """, """
            import UIKit

            final class ReplyMessageView: UIView {
                private lazy var cancelButton: UIButton = {
                    let cancelButton = UIButton(frame: .zero)
                    cancelButton.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
                    cancelButton.addTarget(self, action: #selector(dismiss), for: .touchUpInside)
                    cancelButton.accessibilityLabel = "Close" // [VERIFY]

                    return cancelButton
                }()

                @objc private func dismiss() {}
            }
            """),
            RuleCorrection("""
            import UIKit

            final class ChatViewController: UIViewController {
                private let addReactionButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addReactionButton.setImage(UIImage(systemName: "plus"), for: .normal)
                    addReactionButton.tintColor = .label
                }
            }
            """, """
            import UIKit

            final class ChatViewController: UIViewController {
                private let addReactionButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    addReactionButton.setImage(UIImage(systemName: "plus"), for: .normal)
                    addReactionButton.tintColor = .label
                    addReactionButton.accessibilityLabel = "Add reaction" // [VERIFY]
                }
            }
            """),
        ]
    )

    public func findings(in context: RuleContext) -> [Finding] {
        ImageOnlyControls(context: context, controls: ["UIButton", "UIBarButtonItem"], labelMember: "accessibilityLabel") { receiver, label in
            "\(receiver).accessibilityLabel = \(label)"
        }.problems().map { finding($0.message, at: $0.node, fix: $0.fix) }
    }
}
