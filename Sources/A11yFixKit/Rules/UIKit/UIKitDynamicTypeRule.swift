import Foundation

/// UIKit text drawn in a font of fixed size: `label.font = .systemFont(ofSize: 15)` keeps 15 pt
/// whatever text size the reader chose.
public struct UIKitDynamicTypeRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-dynamic-type",
        name: "UIKit fonts that scale with Dynamic Type",
        summary: "Finds `UIFont.systemFont(ofSize:)`, `.boldSystemFont(ofSize:)`, `.italicSystemFont(ofSize:)`, `.systemFont(ofSize:weight:)` and `UIFont(name:size:)` given to the text of a `UILabel`, `UITextField`, `UITextView`, a button's `titleLabel` or a cell's `textLabel` / `detailTextLabel` (the project's subclasses too), and scales it: `UIFont.preferredFont(forTextStyle:)` when a text style has exactly that size and the plain weight, else `UIFontMetrics(forTextStyle:).scaledFont(for:)` around the font as written, plus `adjustsFontForContentSizeCategory = true` on the element so that it follows changes while the app runs.",
        rationale: "A font of fixed size ignores the text size the person chose in Settings: someone with low vision who sets Larger Text gets the same small text as everyone else, and the app cannot claim the Larger Text Nutrition Label (WCAG 1.4.4 Resize Text). A text style scales with every Dynamic Type size, the accessibility sizes included; `UIFontMetrics` scales a design's exact size, weight and face the same way; `adjustsFontForContentSizeCategory` makes UIKit apply a new text size to text already on screen.",
        notes: """
        The style comes from the point size with the mapping `dynamic-type-font` uses (Apple's Human Interface Guidelines, "Dynamic Type sizes"): on code built only for iOS, iPadOS and Mac Catalyst, `systemFont(ofSize:)` of a size a style has exactly (17 body, 15 subheadline, 13 footnote, …) becomes that style (`.preferredFont(forTextStyle: .subheadline)`), which is the same font at the default text size. Every other font (a weight, bold or italic, a size no style has, a custom face, and any font in code that also builds for tvOS or visionOS, whose styles have other sizes) keeps its exact size, weight and face inside `UIFontMetrics(forTextStyle: .x).scaledFont(for: …)`, scaled like the style nearest its size (between two equally near the larger, so 14 scales like subheadline). Sizes above the largest text style (34 pt: a big price, a clock face) are display text sized for the screen and are left alone.

        A custom face is scaled only when the code is certain to have a font: `UIFont(name:size:)!` or `UIFont(name:size:) ?? fallback`. A bare `UIFont(name:size:)` is optional (nil when the font is not bundled, which a `UILabel` turns into its default font); wrapping it needs a `!` that would crash where the original falls back, so it is reported without a fix.

        Larger text needs somewhere to go. A `UILabel` (and a button's `titleLabel`) shows one line unless the type sets its `numberOfLines` to 0, so a font on a label that does not wrap is reported without a fix: scaled, it would be cut off (\"Bo…\" in a fixed grid cell, a row title beside a switch). The fix is made for labels that wrap (set on the label, its `titleLabel`, in its own `lazy var` closure, or in a label subclass), for text fields and text views, where cells that size themselves have room for them. An independent review of the first version on apps it had never seen accepted 3 and then 5 of 15 fixes, most of the rest on one-line labels in fixed rows. In a table or collection view cell, a label that wraps is reported too when another label of the cell with a larger font is left for a person: scaled alone, a 12 pt description would end up larger than the 15 pt name above it.

        `adjustsFontForContentSizeCategory = true` is added after the font's statement, on the same receiver (`button.titleLabel?.`, `self.nameLabel.`), once per element and block, unless the file sets it already. Reported without a fix: an element whose file sets `adjustsFontForContentSizeCategory = false` (the team opted out; not reported at all where its type shows the text enlarged with the Large Content Viewer instead, `showsLargeContentViewer = true` or a `UILargeContentViewerInteraction`: Apple's way for text that cannot grow in place), an element with a fixed height, or held by a view with one (a pill, a carousel's card) (`heightAnchor.constraint(equalToConstant:)`, SnapKit's `make.height.equalTo(19)`, Anchorage's `heightAnchor /==/ 45`, a layout helper of the project's such as `pinHeight(to: 56)`: larger text would clip), monospaced-digit and monospaced fonts (a timer or counter in a slot sized for its digits), a font the type sets again elsewhere with one this rule does not scale (a project's font helper: whichever runs last is what people see), a label whose attributed text is set too (it keeps the fonts it was made with), a type that also measures text with fonts (`boundingRect(with:options:attributes:context:)`, `size(withAttributes:)`: a cell height computed from the old font, which must change together with it), and a deployment target before iOS 11 (`UIFontMetrics`).

        Left alone: fonts already scaled (`preferredFont(forTextStyle:)`, `UIFontMetrics … scaledFont(for:)`, a project's own font helpers), sizes that are not literals (`ofSize: theme.bodySize` may come from a scaled token), labels that show only glyphs (`label.text = "✓"`, an emoji), a button with a `UIButton.Configuration` (its title font comes from the configuration), bar items and tab-bar badges (`setTitleTextAttributes`, `setBadgeTextAttributes`: the system shows them enlarged in the Large Content Viewer), fonts that are only measured, types that scale their fonts themselves (they read `preferredContentSizeCategory` or observe `UIContentSizeCategory.didChangeNotification`, typically in `traitCollectionDidChange`), elements the model cannot see the type of (a parameter, a cell dequeued from a table), a label made in a local the code never places (no `addSubview` or argument names it) or in a private property its file, which adds its other views in code, never places, code built only for macOS or tvOS (no Dynamic Type there), and previews. `NSFont` belongs to `appkit-dynamic-type` (not written yet); SwiftUI's `Font` to `dynamic-type-font`.

        Attributed text keeps the font it was made with, whatever the label's own `font`: a fixed font in the `.font` attribute of text people read (`NSAttributedString(string:attributes:)`, `addAttribute(.font, value:range:)`, `addAttributes`, a text field's `typingAttributes` or `defaultTextAttributes`, text drawn with `draw(at:withAttributes:)`), written in the call or in the `let`, property or function that holds the attributes, is reported without a fix: scaling it is right, but the label or text view that shows it must also adjust to content size (`adjustsFontForContentSizeCategory`, which from iOS 11 resizes attributed text whose fonts are scaled), and text drawn or built elsewhere must be built again, often far from the font. Attributes whose use a11yfix cannot see (a helper's parameter), attributes only for measuring (`boundingRect`, `size(withAttributes:)`) or for bars and segmented controls (`setTitleTextAttributes`, `titleTextAttributes`) are left alone, and so is a font the same code then hands to a scaling method of the app's own (`title.makeDynamicFont()`), and text drawn on paper or into an image (a `UIPrintPageRenderer`'s header and footer, a `UIGraphicsImageRenderer` or `UIGraphicsPDFRenderer` closure): the page keeps its sizes.

        Fix safety: unsafe, applied only with `--unsafe`. Every fix keeps the text exactly as it is at the default text size, but whether the layout around it has room to grow (a label in a fixed-height row, a one-line title beside an icon, a button of fixed width) is something code cannot show, as for `dynamic-type-font`.
        """,
        severity: .incomplete, wcag: ["1.4.4"], nutritionLabels: [.largerText], fixSafety: .unsafe, seeds: ["000", "001"],
        triggeringExamples: [
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = ↓UIFont.systemFont(ofSize: 17)
                    titleLabel.numberOfLines = 0
                    view.addSubview(titleLabel)
                }
            }
            """),
            // A font set in a `configure` method that viewDidLoad calls.
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                private let summaryLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                }

                private func configure() {
                    summaryLabel.font = ↓.systemFont(ofSize: 15, weight: .medium)
                    summaryLabel.textColor = .secondaryLabel
                }
            }
            """),
            // A label from a storyboard outlet.
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                @IBOutlet private weak var hintLabel: UILabel!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    hintLabel.font = ↓UIFont(name: "AvenirNext-Regular", size: 13)!
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class LoginFormView: UIView {
                private let emailField = UITextField()
                private let signInButton = UIButton(type: .system)

                func setUp() {
                    emailField.font = ↓.systemFont(ofSize: 16)
                    signInButton.setTitle("Sign In", for: .normal)
                    signInButton.titleLabel?.font = ↓.boldSystemFont(ofSize: 17)
                }
            }
            """),
            // Code inside `#if os(iOS)`.
            RuleExample("""
            import UIKit

            final class NotesViewController: UIViewController {
                private let textView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(iOS)
                    textView.font = ↓UIFont.systemFont(ofSize: 14)
                    #endif
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                    cell.textLabel?.text = "Notifications"
                    cell.textLabel?.font = ↓.systemFont(ofSize: 17)
                    cell.detailTextLabel?.font = ↓.systemFont(ofSize: 12)
                    return cell
                }
            }
            """),
            // A label subclass that sets its own font.
            RuleExample("""
            import UIKit

            final class CaptionLabel: UILabel {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    font = ↓.italicSystemFont(ofSize: 12)
                    numberOfLines = 0
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """),
            RuleExample("""
            import UIKit

            final class OnboardingPageView: UIView {
                private lazy var headlineLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont(name: "Georgia-Bold", size: 28) ?? .boldSystemFont(ofSize: 28)
                    label.numberOfLines = 0
                    return label
                }()
            }
            """),
            // A bare `UIFont(name:size:)` is reported without a fix: it is nil when the face is missing.
            RuleExample("""
            import UIKit

            final class ArticleHeaderView: UIView {
                private let bylineLabel = UILabel()

                func configure(byline: String) {
                    bylineLabel.text = byline
                    bylineLabel.font = ↓UIFont(name: "Charter-Roman", size: 15)
                }
            }
            """),
            // A timer's monospaced digits: reported, the slot is sized for them.
            RuleExample("""
            import UIKit

            final class PlayerControlsView: UIView {
                private let elapsedLabel = UILabel()

                func setUp() {
                    elapsedLabel.font = ↓UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
                }
            }
            """),
            // A fixed height would clip larger text: reported without a fix.
            RuleExample("""
            import UIKit

            final class BannerView: UIView {
                private let messageLabel = UILabel()

                func setUp() {
                    messageLabel.font = ↓.systemFont(ofSize: 13)
                    messageLabel.heightAnchor.constraint(equalToConstant: 18).isActive = true
                }
            }
            """),
            // The same height fixed with SnapKit, in a label that wraps.
            RuleExample("""
            import UIKit
            import SnapKit

            final class ConnectionInfoPopupView: UIView {
                private lazy var statusLabel: UILabel = {
                    let label = UILabel()
                    label.font = ↓UIFont.systemFont(ofSize: 16)
                    label.numberOfLines = 0
                    return label
                }()

                func setUp() {
                    addSubview(statusLabel)
                    statusLabel.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview().inset(16)
                        make.height.equalTo(19)
                    }
                }
            }
            """),
            // A cell whose height the code computes from the same font: both must change together.
            RuleExample("""
            import UIKit

            final class CommentCell: UITableViewCell {
                private let bodyLabel = UILabel()

                func configure(text: String) {
                    bodyLabel.text = text
                    bodyLabel.font = ↓.systemFont(ofSize: 15)
                }

                static func height(for text: String, width: CGFloat) -> CGFloat {
                    let box = (text as NSString).boundingRect(with: CGSize(width: width, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                                                              attributes: [.font: UIFont.systemFont(ofSize: 15)], context: nil)
                    return box.height + 16
                }
            }
            """),
            // A badge's pill is drawn around its text.
            RuleExample("""
            import UIKit

            final class UnreadBadgeView: UIView {
                private let countLabel = UILabel()

                func setUp() {
                    countLabel.font = ↓.systemFont(ofSize: 11, weight: .bold)
                    countLabel.textAlignment = .center
                }
            }
            """),
            // A frame set in code stays the height it was given.
            RuleExample("""
            import UIKit

            final class ChatViewController: UIViewController {
                func showOfflineFooter() {
                    let footerLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 350, height: 24))
                    footerLabel.font = ↓.systemFont(ofSize: 12)
                    footerLabel.text = "Offline"
                    view.addSubview(footerLabel)
                }
            }
            """),
                    // Attributed text keeps the font it was made with, whatever the label's own font.
            RuleExample("""
            import UIKit

            final class MessageCell: UITableViewCell {
                private let bodyLabel = UILabel()

                func configure(with message: Message) {
                    let attributes: [NSAttributedString.Key: Any] = [
                        .font: ↓UIFont.systemFont(ofSize: 15),
                        .foregroundColor: UIColor.label,
                    ]
                    bodyLabel.attributedText = NSAttributedString(string: message.text, attributes: attributes)
                    bodyLabel.numberOfLines = 0
                }
            }
            """),
            // A font added to a range of the terms a text view shows.
            RuleExample("""
            import UIKit

            final class TermsViewController: UIViewController {
                private let textView = UITextView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    let text = NSMutableAttributedString(string: Terms.fullText)
                    text.addAttribute(.font, value: ↓UIFont(name: "Avenir-Book", size: 14)!, range: NSRange(location: 0, length: text.length))
                    textView.attributedText = text
                }
            }
            """),
            // The attributes a computed property holds, for the text a person types.
            RuleExample("""
            import UIKit

            final class ComposerView: UIView {
                private let textView = UITextView()

                private var bodyAttributes: [NSAttributedString.Key: Any] {
                    [.font: ↓UIFont.systemFont(ofSize: 16, weight: .regular), .foregroundColor: UIColor.label]
                }

                func setUp() {
                    textView.typingAttributes = bodyAttributes
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // The app scales its labels its own way, right after setting the font.
            RuleExample("""
            import UIKit

            final class FeaturedBookCell: UICollectionViewCell {
                private let title = UILabel()
                private let author = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.font = .systemFont(ofSize: 13.5)
                    title.makeDynamicFont()
                    author.font = .systemFont(ofSize: 11.5)
                    author.makeDynamicFont()
                    contentView.addSubview(title)
                    contentView.addSubview(author)
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """),
            // Printed pages and rendered images keep the page's sizes, not the reader's text size.
            RuleExample("""
            import UIKit

            final class PagePrintRenderer: UIPrintPageRenderer {
                private let url: URL

                init(url: URL) {
                    self.url = url
                    super.init()
                    footerHeight = 20
                }

                override func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {
                    let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12)]
                    let text = "\\(pageIndex + 1) / \\(numberOfPages)  \\(url.absoluteString)" as NSString
                    text.draw(in: footerRect.insetBy(dx: 10, dy: 2), withAttributes: attributes)
                }
            }

            final class ShareCardMaker {
                func image(for title: String) -> UIImage {
                    UIGraphicsImageRenderer(size: CGSize(width: 600, height: 315)).image { _ in
                        let label = UILabel(frame: CGRect(x: 24, y: 24, width: 552, height: 80))
                        label.font = .boldSystemFont(ofSize: 34)
                        label.text = title
                        label.drawText(in: label.frame)
                    }
                }
            }
            """),
            // A logo's strapline kept at its size on purpose and shown enlarged by the Large Content Viewer.
            RuleExample("""
            import UIKit

            final class LogoStrapline: UIView {
                func update(label: String) {
                    let titleLabel = UILabel()
                    titleLabel.adjustsFontForContentSizeCategory = false
                    titleLabel.font = UIFont.boldSystemFont(ofSize: 11.0)
                    titleLabel.text = label
                    let stack = UIStackView(arrangedSubviews: [titleLabel])
                    stack.showsLargeContentViewer = true
                    stack.largeContentTitle = label
                    stack.addInteraction(UILargeContentViewerInteraction())
                    addSubview(stack)
                }
            }
            """),
            // A label made and styled but never placed in a view: no one reads it.
            RuleExample("""
            import UIKit

            final class SignInPasswordViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let warningLabel = UILabel()
                    warningLabel.numberOfLines = 0
                    warningLabel.font = .systemFont(ofSize: 14)
                    warningLabel.textColor = .systemRed
                }
            }
            """),
            // A navigation bar's title view keeps the bar's height: UIKit's own bar titles do not grow.
            RuleExample("""
            import UIKit

            extension UINavigationItem {
                func setTitle(_ title: String, subtitle: String) {
                    let subtitleLabel = UILabel()
                    subtitleLabel.text = subtitle
                    subtitleLabel.font = .systemFont(ofSize: 11)
                    titleView = subtitleLabel
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class ComposeViewController: UIViewController {
                private lazy var publishButton: UIButton = {
                    let button = UIButton(type: .custom)
                    button.titleLabel?.font = .systemFont(ofSize: 14, weight: .bold)
                    button.setTitle("Publish", for: .normal)
                    return button
                }()

                private lazy var publishItem: UIBarButtonItem = {
                    let container = UIView()
                    container.addSubview(publishButton)
                    return UIBarButtonItem(customView: container)
                }()
            }
            """),
            // A button that shows only an image: its title font sizes nothing.
            RuleExample("""
            import UIKit

            final class ReplyMessageView: UIView {
                private lazy var cancelButton: UIButton = {
                    let button = UIButton(type: .system)
                    button.titleLabel?.font = .boldSystemFont(ofSize: 15)
                    button.setImage(UIImage(systemName: "xmark.circle"), for: .normal)
                    return button
                }()
            }
            """),
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    titleLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            // Already wrapped by UIFontMetrics.
            RuleExample("""
            import UIKit

            final class EpisodeCell: UITableViewCell {
                private let durationLabel = UILabel()

                func configure() {
                    durationLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .semibold))
                    durationLabel.adjustsFontForContentSizeCategory = true
                }
            }
            """),
            // A subclass that rescales its fonts itself when the text size changes.
            RuleExample("""
            import UIKit

            final class ScalingTitleView: UIView {
                private let titleLabel = UILabel()

                func setUp() {
                    titleLabel.font = .systemFont(ofSize: 17)
                }

                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    super.traitCollectionDidChange(previousTraitCollection)
                    let scale: CGFloat = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1.6 : 1
                    titleLabel.font = .systemFont(ofSize: 17 * scale)
                }
            }
            """),
            // A glyph-only label: a picture in a font, not text to read.
            RuleExample("""
            import UIKit

            final class CheckmarkRowView: UIView {
                private let checkLabel = UILabel()

                func setUp() {
                    checkLabel.text = "✓"
                    checkLabel.font = .systemFont(ofSize: 15)
                }
            }
            """),
            // Display text larger than any text style.
            RuleExample("""
            import UIKit

            final class TimerViewController: UIViewController {
                private let countdownLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    countdownLabel.font = .systemFont(ofSize: 64, weight: .thin)
                }
            }
            """),
            // A size from a design token: it may already scale.
            RuleExample("""
            import UIKit

            final class ProfileHeaderView: UIView {
                private let nameLabel = UILabel()
                var nameSize: CGFloat = 20

                func setUp() {
                    nameLabel.font = .systemFont(ofSize: nameSize)
                }
            }
            """),
            // A tab-bar badge and bar button titles: shown by the Large Content Viewer.
            RuleExample("""
            import UIKit

            final class InboxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBarItem.setBadgeTextAttributes([.font: UIFont.systemFont(ofSize: 10)], for: .normal)
                    navigationItem.rightBarButtonItem?.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 15)], for: .normal)
                }
            }
            """),
            // A parameter: the model does not know what it is.
            RuleExample("""
            import UIKit

            func style(_ label: UILabel) {
                label.font = .systemFont(ofSize: 15)
            }
            """),
            // macOS has no Dynamic Type.
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                private let nameField = NSTextField(labelWithString: "Name")

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.font = .systemFont(ofSize: 13)
                }
            }
            """),
            // tvOS has no Dynamic Type.
            RuleExample("""
            import UIKit

            final class ShelfViewController: UIViewController {
                private let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(tvOS)
                    titleLabel.font = .systemFont(ofSize: 38)
                    #endif
                }
            }
            """),
            // A button with a configuration takes its title font from the configuration.
            RuleExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                private let payButton = UIButton(configuration: .filled(), primaryAction: nil)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    payButton.configuration = .filled()
                    payButton.titleLabel?.font = .systemFont(ofSize: 17)
                }
            }
            """),
                    // Attributes for a bar's title, a segmented control, or for measuring only: the system
            // shows bar text enlarged in the Large Content Viewer, and measured text is not shown.
            RuleExample("""
            import UIKit

            final class InboxViewController: UIViewController {
                private let filter = UISegmentedControl(items: ["All", "Unread"])

                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.titleTextAttributes = [.font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
                    filter.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 13)], for: .normal)
                }

                func rowHeight(for subject: String, width: CGFloat) -> CGFloat {
                    let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 15)]
                    return (subject as NSString).size(withAttributes: attributes).height + 20
                }
            }
            """),
            // Attributed text in scaled fonts, and attributes given to a helper a11yfix cannot follow.
            RuleExample("""
            import UIKit

            final class ArticleHeaderView: UIView {
                private let titleLabel = UILabel()
                private let bylineLabel = UILabel()

                func configure(title: String, byline: String) {
                    titleLabel.attributedText = NSAttributedString(string: title, attributes: [
                        .font: UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont(name: "Georgia-Bold", size: 22) ?? .boldSystemFont(ofSize: 22)),
                    ])
                    titleLabel.adjustsFontForContentSizeCategory = true
                    bylineLabel.attributedText = Styler.render(byline, attributes: [.font: UIFont.systemFont(ofSize: 13)])
                }
            }
            """),
            RuleExample("""
            import AppKit

            final class InspectorViewController: NSViewController {
                @IBOutlet private var summaryField: NSTextField!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    summaryField.attributedStringValue = NSAttributedString(string: "Summary", attributes: [.font: NSFont.systemFont(ofSize: 13)])
                }
            }
            """),
        ],
        corrections: [
            // The name stays on one line at 15 pt; the description alone would grow past it. Both reported.
            RuleCorrection("""
            import UIKit

            final class CategoryCell: UITableViewCell {
                private let nameLabel = UILabel()
                private let descriptionLabel = UILabel()

                func setUp() {
                    nameLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                    descriptionLabel.font = UIFont.systemFont(ofSize: 12)
                    descriptionLabel.numberOfLines = 0
                    contentView.addSubview(nameLabel)
                    contentView.addSubview(descriptionLabel)
                }
            }
            """, """
            import UIKit

            final class CategoryCell: UITableViewCell {
                private let nameLabel = UILabel()
                private let descriptionLabel = UILabel()

                func setUp() {
                    nameLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
                    descriptionLabel.font = UIFont.systemFont(ofSize: 12)
                    descriptionLabel.numberOfLines = 0
                    contentView.addSubview(nameLabel)
                    contentView.addSubview(descriptionLabel)
                }
            }
            """),
            // A card of fixed height holds the title (reported: it would clip); a font set again by
            // the project's helper, and attributed text drawn in its own fonts (reported: scaling
            // the first font alone changes nothing people see).
            RuleCorrection("""
            import UIKit

            final class TrendingCell: UITableViewCell {
                private let scroll = UIScrollView()

                func configure(posts: [Post]) {
                    for post in posts {
                        let card = UIView()
                        let titleLabel = UILabel()
                        card.addSubviews(titleLabel)
                        titleLabel.numberOfLines = 0
                        titleLabel.font = UIFont.systemFont(ofSize: 18)
                        titleLabel.text = post.title
                        card.clipsToBounds = true
                        card.heightAnchor /==/ CGFloat(150)
                        scroll.addSubview(card)
                    }
                }
            }
            """, """
            import UIKit

            final class TrendingCell: UITableViewCell {
                private let scroll = UIScrollView()

                func configure(posts: [Post]) {
                    for post in posts {
                        let card = UIView()
                        let titleLabel = UILabel()
                        card.addSubviews(titleLabel)
                        titleLabel.numberOfLines = 0
                        titleLabel.font = UIFont.systemFont(ofSize: 18)
                        titleLabel.text = post.title
                        card.clipsToBounds = true
                        card.heightAnchor /==/ CGFloat(150)
                        scroll.addSubview(card)
                    }
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class SubredditHeaderView: UIView {
                private let subscribersLabel = UILabel()
                private let onlineLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subscribersLabel.numberOfLines = 0
                    subscribersLabel.font = UIFont.systemFont(ofSize: 16)
                    onlineLabel.numberOfLines = 0
                    onlineLabel.font = UIFont.systemFont(ofSize: 16)
                    addSubview(subscribersLabel)
                    addSubview(onlineLabel)
                }

                required init?(coder: NSCoder) { fatalError() }

                func setSubreddit(_ subreddit: Subreddit) {
                    subscribersLabel.font = FontGenerator.boldFont(ofSize: 14)
                    onlineLabel.attributedText = NSAttributedString(string: subreddit.onlineText, attributes: Theme.headerAttributes)
                }
            }
            """, """
            import UIKit

            final class SubredditHeaderView: UIView {
                private let subscribersLabel = UILabel()
                private let onlineLabel = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    subscribersLabel.numberOfLines = 0
                    subscribersLabel.font = UIFont.systemFont(ofSize: 16)
                    onlineLabel.numberOfLines = 0
                    onlineLabel.font = UIFont.systemFont(ofSize: 16)
                    addSubview(subscribersLabel)
                    addSubview(onlineLabel)
                }

                required init?(coder: NSCoder) { fatalError() }

                func setSubreddit(_ subreddit: Subreddit) {
                    subscribersLabel.font = FontGenerator.boldFont(ofSize: 14)
                    onlineLabel.attributedText = NSAttributedString(string: subreddit.onlineText, attributes: Theme.headerAttributes)
                }
            }
            """),
            // Heights pinned by a layout helper (the project's `pinHeight(to:)`, Anchorage's `/==/`):
            // larger text would clip, so both are reported and left as they are.
            RuleCorrection("""
            import UIKit

            final class SignInViewController: UIViewController {
                private let usernameField = UITextField()
                private let tipLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    usernameField.font = .systemFont(ofSize: 18, weight: .medium)
                    usernameField.pinHeight(to: 56)
                    tipLabel.numberOfLines = 0
                    tipLabel.font = UIFont.boldSystemFont(ofSize: 16)
                    tipLabel.layer.cornerRadius = 22.5
                    tipLabel.clipsToBounds = true
                    view.addSubview(usernameField)
                    view.addSubview(tipLabel)
                    tipLabel.heightAnchor /==/ 45
                }
            }
            """, """
            import UIKit

            final class SignInViewController: UIViewController {
                private let usernameField = UITextField()
                private let tipLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    usernameField.font = .systemFont(ofSize: 18, weight: .medium)
                    usernameField.pinHeight(to: 56)
                    tipLabel.numberOfLines = 0
                    tipLabel.font = UIFont.boldSystemFont(ofSize: 16)
                    tipLabel.layer.cornerRadius = 22.5
                    tipLabel.clipsToBounds = true
                    view.addSubview(usernameField)
                    view.addSubview(tipLabel)
                    tipLabel.heightAnchor /==/ 45
                }
            }
            """),
            // One line (UILabel's default): larger text would be cut off. Reported, with what to do first.
            RuleCorrection("""
            import UIKit

            final class SwitchRowCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let toggle = UISwitch()

                func configure(title: String) {
                    titleLabel.text = title
                    titleLabel.font = .systemFont(ofSize: 15)
                }
            }
            """, """
            import UIKit

            final class SwitchRowCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let toggle = UISwitch()

                func configure(title: String) {
                    titleLabel.text = title
                    titleLabel.font = .systemFont(ofSize: 15)
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = UIFont.systemFont(ofSize: 17)
                    titleLabel.numberOfLines = 0
                }
            }
            """, """
            import UIKit

            final class PlayerViewController: UIViewController {
                private let titleLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.font = UIFont.preferredFont(forTextStyle: .body)
                    titleLabel.adjustsFontForContentSizeCategory = true
                    titleLabel.numberOfLines = 0
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class LoginFormView: UIView {
                private let emailField = UITextField()
                private let signInButton = UIButton(type: .system)

                func setUp() {
                    emailField.font = .systemFont(ofSize: 14)
                    signInButton.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
                    signInButton.titleLabel?.numberOfLines = 0
                }
            }
            """, """
            import UIKit

            final class LoginFormView: UIView {
                private let emailField = UITextField()
                private let signInButton = UIButton(type: .system)

                func setUp() {
                    emailField.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 14))
                    emailField.adjustsFontForContentSizeCategory = true
                    signInButton.titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
                    signInButton.titleLabel?.adjustsFontForContentSizeCategory = true
                    signInButton.titleLabel?.numberOfLines = 0
                }
            }
            """),
            RuleCorrection("""
            import UIKit

            final class OnboardingPageView: UIView {
                private lazy var headlineLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFont(name: "Georgia-Bold", size: 28)!
                    label.adjustsFontForContentSizeCategory = true
                    label.numberOfLines = 0
                    return label
                }()
            }
            """, """
            import UIKit

            final class OnboardingPageView: UIView {
                private lazy var headlineLabel: UILabel = {
                    let label = UILabel()
                    label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Georgia-Bold", size: 28)!)
                    label.adjustsFontForContentSizeCategory = true
                    label.numberOfLines = 0
                    return label
                }()
            }
            """),
        ]
    )

    /// The text-bearing classes whose own `font` is the text's, and the labels inside other views
    /// whose font the file sets through them.
    private static let textClasses: Set<String> = ["UILabel", "UITextField", "UITextView"]
    private static let innerLabels: [String: Set<String>] = [
        "UIButton": ["titleLabel"], "UITableViewCell": ["textLabel", "detailTextLabel"],
    ]
    public func findings(in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var typeVerdicts: [ObjectIdentifier: TypeFonts] = [:]
        var adjusted: Set<String> = []
        // A cell's labels left for a person, and the fixes of its other labels: one label scaled alone
        // beside a larger one that stays (a 12 pt description under a 15 pt name) ends up the larger.
        var keptInCells: [ObjectIdentifier: [(name: String, size: Double)]] = [:]
        var fixedInCells: [(index: Int, cell: ObjectIdentifier, size: Double, problem: String)] = []
        let placement = TextPlacement(context: context)
        for element in context.imperativeElements.elements where !element.has(.configuration) && !showsOnlyGlyphs(element, context)
            && !(element.has(.font) && context.isNeverPlaced(element)) {
            for setting in element.settings(.font) {
                guard let statement = setting.node as? ExpressionNode, let target = statement.children.first as? ChainNode,
                      let innerLabel = innerLabel(of: target, element: element), let value = setting.value,
                      let font = FixedFont(value, in: statement, context: context),
                      font.size.value > 0, font.size.value <= TextStyle.largestSize else { continue }
                let platforms = context.platforms(at: statement)
                guard platforms.hasDynamicType, placement.barPlacement(of: element, at: statement) == nil, !placement.isPrintedOrRendered(statement) else { continue }
                // A button that shows only an image has no title for the font to size.
                if innerLabel == "titleLabel", element.has(.image), !element.has(.title) { continue }
                let type = context.enclosingType(of: statement)
                let typeFonts = type.map { type in
                    typeVerdicts[ObjectIdentifier(type), default: TypeFonts(type, context: context)]
                }
                if let type, let typeFonts { typeVerdicts[ObjectIdentifier(type)] = typeFonts }
                if typeFonts?.scalesItself == true { continue }
                // The app's own scaling (`title.makeDynamicFont()` after the font is set): it follows the text size its way.
                if callsOwnFontScaling(on: target, near: statement) { continue }
                let offset = context.tree.tokens[value.tokens.lowerBound].start
                let name = element.binding == .self ? "this \(element.kitClass)" : "'\(element.name)' (\(element.kitClass))"
                let problem = "\(font.description) on \(name) keeps its size whatever text size the reader chose"
                let adjustments = element.settings(.adjustsFontForContentSizeCategory).filter { self.innerLabel(of: $0, element: element) == innerLabel }
                // Turned off on purpose and shown enlarged by the Large Content Viewer instead (a logo's
                // strapline): Apple's way for text that cannot grow in place.
                let turnedOff = adjustments.contains { $0.value?.text(in: context.tree) == "false" }
                if turnedOff, let type, type.text.contains("showsLargeContentViewer") || type.text.contains("UILargeContentViewerInteraction") { continue }
                let why: String?
                if font.isMonospaced {
                    why = "a monospaced font usually keeps a timer or counter in a slot sized for its digits: scale it with UIFontMetrics once that slot can grow"
                } else if font.isUncertainCustomFont {
                    why = "UIFont(name:size:) is nil when the face is missing: scale it with UIFontMetrics(forTextStyle: .\(font.style(for: platforms).kitName)).scaledFont(for:) around a font with a fallback (`?? .systemFont(ofSize: \(font.size.text))`)"
                } else if element.has(.fixedHeight) {
                    why = "its height is fixed by a constant constraint, so larger text would clip: make room for it before it scales"
                } else if let holder = context.fixedHeightHolder(of: element) {
                    why = "the view that holds it ('\(holder.name)') has a height fixed by a constant, so larger text would clip: let it grow (or cap the size) before the text scales"
                } else if let other = otherFont(of: element, innerLabel: innerLabel, besides: statement, context: context) {
                    why = "its font is set again at line \(other.line) (\(other.text)), which this fix would not change: scale the two together"
                } else if let attributed = attributedText(of: element, innerLabel: innerLabel, context: context) {
                    why = "its attributed text is set too (line \(attributed)), which keeps the fonts it was made with: scale those with this one"
                } else if let frame = placement.fixedFrame(of: element) {
                    why = "its frame is set in code (\(frame)) for this font, so larger text would clip: size it from the text (or lay it out with constraints) before it scales"
                } else if placement.isBadge(element, at: statement) {
                    why = "a badge's pill is sized around its text: let the pill grow with it (or show it enlarged with the Large Content Viewer)"
                } else if adjustments.contains(where: { $0.value?.text(in: context.tree) != "true" }) {
                    why = "the file turns adjustsFontForContentSizeCategory off for it: a person decides"
                } else if !wraps(element, innerLabel: innerLabel, in: type, context: context) {
                    if let lines = lineCounts(of: element, innerLabel: innerLabel, in: type).first(where: { $0 >= 2 }) {
                        why = "it shows at most \(lines) lines (numberOfLines = \(lines)), so larger text would be cut off: let it wrap (numberOfLines = 0), and its container grow, before it scales"
                    } else {
                        why = "a label shows one line unless its numberOfLines is 0, so larger text would be cut off: let it wrap, and its container grow, before it scales"
                    }
                } else if let measured = typeFonts?.measuringCall {
                    why = "the type also measures text (\(measured)), which must change together with this font"
                } else if context.deploymentMajorVersion(of: "iOS").map({ $0 < 11 }) == true {
                    why = "UIFontMetrics needs iOS 11 and the deployment target is older"
                } else if ["//", "/*"].contains(where: value.text(in: context.tree).contains) {
                    why = "comments inside the font expression: rewrite it by hand"
                } else {
                    why = nil
                }
                let cell = type.flatMap { type in UIKitDynamicTypeRule.isCell(type) ? ObjectIdentifier(type) : nil }
                if let why {
                    if let cell { keptInCells[cell, default: []].append((element.name, font.size.value)) }
                    findings.append(finding(problem + "; " + why, at: offset))
                    continue
                }
                var edits = [Edit(range: offset..<context.tree.tokens[value.tokens.upperBound].end,
                                  replacement: font.scaled(value.text(in: context.tree), platforms: platforms))]
                // One `adjustsFontForContentSizeCategory` per element, label and block.
                let key = "\(ObjectIdentifier(element).hashValue) \(innerLabel) \(statement.parent.map { ObjectIdentifier($0).hashValue } ?? 0)"
                if adjustments.isEmpty, !adjusted.contains(key) {
                    guard let insertion = adjustment(after: statement, target: target, context: context) else {
                        findings.append(finding(problem + "; set adjustsFontForContentSizeCategory = true where it is configured and scale the font", at: offset))
                        continue
                    }
                    adjusted.insert(key)
                    edits.append(insertion)
                }
                if let cell { fixedInCells.append((findings.count, cell, font.size.value, problem)) }
                findings.append(finding(problem + "; scaled with \(font.scaledDescription(platforms: platforms))", at: offset,
                                        fix: Fix(safety: .unsafe, edits: edits, summary: "scaled the font with Dynamic Type")))
            }
        }
        for fixed in fixedInCells {
            guard let larger = keptInCells[fixed.cell]?.filter({ $0.size > fixed.size }).max(by: { $0.size < $1.size }) else { continue }
            let size = larger.size == larger.size.rounded() ? String(Int(larger.size)) : String(larger.size)
            findings[fixed.index] = finding(fixed.problem + "; the cell's '\(larger.name)' (\(size) pt) is left for a person, and scaled alone this smaller text would outgrow it: scale the cell's labels together",
                                            at: findings[fixed.index].offset)
        }
        findings += attributedFontFindings(in: context, typeVerdicts: &typeVerdicts)
        return findings.sorted { $0.offset < $1.offset }
    }

    /// Whether the function that sets the font also calls a method of the app's own on the same receiver
    /// that scales fonts (`categoryLabel.makeDynamicFont()`, `button.applyScaledFont()`).
    private func callsOwnFontScaling(on target: ChainNode, near statement: SyntaxNode) -> Bool {
        guard let function = statement.ancestors().first(where: { $0 is FunctionDeclNode || $0 is ClosureNode || $0 is VariableDeclNode }) else { return false }
        let receiver = target.links.prefix { $0.name != "font" && $0.name != "titleLabel" }.map(\.name).filter { $0 != "self" }
        guard !receiver.isEmpty else { return false }
        return function.descendants(ofType: ChainNode.self).contains { chain in
            guard let call = chain.links.last, call.hasCall, chain.links.dropLast().map(\.name).filter({ $0 != "self" }) == receiver else { return false }
            let words = Set(RuleContext.words(in: call.name))
            return words.contains("font") && !words.isDisjoint(with: ["dynamic", "scaled", "scalable", "scale", "scaling"])
        }
    }

    /// A table or collection view cell (`SBCategoryCell: UITableViewCell`): its labels are read as one row.
    static func isCell(_ type: TypeDeclNode) -> Bool {
        type.name.hasSuffix("Cell") || type.inheritedTypes.contains { $0.hasSuffix("Cell") }
    }

    /// Fonts of attributed text people read. Reported, not fixed: attributed text keeps the font it
    /// was made with, and where it is shown (a label that resizes it, a view that draws it) is
    /// often far from where it is made.
    private func attributedFontFindings(in context: RuleContext, typeVerdicts: inout [ObjectIdentifier: TypeFonts]) -> [Finding] {
        var findings: [Finding] = []
        let placement = TextPlacement(context: context)
        for attributed in AttributedFont.all(in: context) where attributed.uses.contains(.shown) && !attributed.uses.contains(.barAppearance) {
            let expression = attributed.value
            guard let value = SettingValue(expression), let font = FixedFont(value, in: expression, context: context), !font.isMonospaced,
                  font.size.value > 0, font.size.value <= TextStyle.largestSize else { continue }
            let platforms = context.platforms(at: expression)
            guard platforms.hasDynamicType, !placement.isPrintedOrRendered(expression) else { continue }
            if let type = context.enclosingType(of: expression) {
                let fonts = typeVerdicts[ObjectIdentifier(type)] ?? TypeFonts(type, context: context)
                typeVerdicts[ObjectIdentifier(type)] = fonts
                if fonts.scalesItself { continue }
            }
            var message = "\(font.description) in attributed text keeps its size whatever text size the reader chose"
            if context.deploymentMajorVersion(of: "iOS").map({ $0 < 11 }) == true {
                message += "; build the text again in a font of the reader's size when the text size changes (UIContentSizeCategory.didChangeNotification): UIFontMetrics needs iOS 11 and the deployment target is older"
            } else {
                let style = font.style(for: platforms).kitName
                let face = font.isUncertainCustomFont ? " (with a fallback: `?? .systemFont(ofSize: \(font.size.text))`)" : ""
                message += "; scale it with UIFontMetrics(forTextStyle: .\(style)).scaledFont(for:)\(face): a label or text view with adjustsFontForContentSizeCategory = true resizes attributed text whose fonts are scaled, and text drawn or built elsewhere must be built again when the text size changes"
            }
            if attributed.uses.contains(.measured) {
                message += "; the same attributes also measure text, which must change together with the font"
            }
            findings.append(finding(message, at: context.tree.tokens[expression.firstToken].start))
        }
        return findings
    }

    /// Whether larger text has somewhere to go: a text view (it scrolls), a text field (one line by
    /// nature, it scrolls sideways), or a label the type lets wrap (`label.numberOfLines = 0`,
    /// `button.titleLabel?.numberOfLines = 0`, `numberOfLines = 0` in a label subclass). Table and
    /// collection cells that size themselves do so around wrapping labels.
    private func wraps(_ element: ImperativeElement, innerLabel: String, in type: TypeDeclNode?, context: RuleContext) -> Bool {
        if innerLabel.isEmpty, ["UITextView", "UITextField"].contains(element.kitClass) { return true }
        return lineCounts(of: element, innerLabel: innerLabel, in: type).contains(0)
    }

    /// The literal line counts the code gives the element's text: in its own `lazy var … = { let
    /// label = UILabel(); label.numberOfLines = 0; … }()`, or through its name in the type
    /// (`label.numberOfLines = 2`, `button.titleLabel?.numberOfLines = 0`, `numberOfLines = 0` in a
    /// label subclass).
    private func lineCounts(of element: ImperativeElement, innerLabel: String, in type: TypeDeclNode?) -> [Int] {
        let count = #"numberOfLines\s*=\s*(\d+)\b"#
        let receiver = element.binding == .self && innerLabel.isEmpty ? "(?<![\\w.])(self\\.)?"
            : (element.binding == .self ? "" : "\\b" + element.name + "\\??\\.") + (innerLabel.isEmpty ? "" : innerLabel + "\\??\\.")
        var counts: [Int] = []
        for case let (text?, pattern) in [(element.declaration?.text, count), (type?.text, receiver + count)] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text), let value = Int(text[range]) { counts.append(value) }
            }
        }
        return counts
    }

    /// Another font the type gives the same text that this rule would not scale (a project's font
    /// helper, a font copied from another label): whichever runs last is the one people see, so
    /// scaling one alone may change nothing. Fonts already scaled elsewhere agree with the fix.
    private func otherFont(of element: ImperativeElement, innerLabel: String, besides statement: ExpressionNode,
                           context: RuleContext) -> (line: Int, text: String)? {
        for setting in element.settings(.font) where setting.node !== statement && self.innerLabel(of: setting, element: element) == innerLabel {
            guard let value = setting.value, let expression = setting.node as? ExpressionNode else { continue }
            if FixedFont(value, in: expression, context: context) != nil { continue }
            let text = value.text(in: context.tree)
            if ["preferredFont", "scaledFont", "UIFontMetrics"].contains(where: text.contains) { continue }
            let line = context.file.lineIndex(of: context.tree.tokens[expression.firstToken].start) + 1
            return (line, text.count > 60 ? String(text.prefix(57)) + "…" : text)
        }
        return nil
    }

    /// The line where the type gives the text attributed text (`label.attributedText = …`,
    /// `button.setAttributedTitle(…)`): attributed text is drawn in its own fonts, not the label's.
    private func attributedText(of element: ImperativeElement, innerLabel: String, context: RuleContext) -> Int? {
        let setters: Set<String> = ["attributedText", "setAttributedTitle", "attributedTitle"]
        for setting in element.settings(.text) + element.settings(.title) {
            guard let target = (setting.node as? ExpressionNode)?.children.first as? ChainNode, let member = target.links.last,
                  setters.contains(member.name) else { continue }
            let inner = target.links.count >= 2 && Self.innerLabels[element.kitClass]?.contains(target.links[target.links.count - 2].name) == true
                ? target.links[target.links.count - 2].name : ""
            guard inner == innerLabel || member.name != "attributedText" && innerLabel == "titleLabel" else { continue }
            return context.file.lineIndex(of: context.tree.tokens[setting.node.firstToken].start) + 1
        }
        return nil
    }

    /// The label whose font `target` sets, relative to the element: "" for the element's own font
    /// (`label.font`, `font` inside a `UILabel` subclass), `titleLabel` for `button.titleLabel?.font`;
    /// nil for a font that is not the text's (a custom view's own `font` property).
    private func innerLabel(of target: ChainNode, element: ImperativeElement) -> String? {
        let links = target.links
        guard links.count >= 1 else { return nil }
        if links.count >= 2, let labels = Self.innerLabels[element.kitClass], labels.contains(links[links.count - 2].name) {
            return links[links.count - 2].name
        }
        guard Self.textClasses.contains(element.kitClass) else { return nil }
        let receiverLinks = element.binding == .self ? (links.first?.name == "self" ? 1 : 0) : (links.first?.name == "self" ? 2 : 1)
        return links.count == receiverLinks + 1 ? "" : nil
    }

    private func innerLabel(of setting: ElementSetting, element: ImperativeElement) -> String? {
        guard let statement = setting.node as? ExpressionNode, let target = statement.children.first as? ChainNode else { return nil }
        return innerLabel(of: target, element: element)
    }

    /// A label whose text, wherever the file sets it, is only symbols or emoji (`"✓"`, `"•"`): a
    /// picture drawn in a font, not text to read.
    private func showsOnlyGlyphs(_ element: ImperativeElement, _ context: RuleContext) -> Bool {
        let texts = element.settings(.text) + element.settings(.title)
        guard !texts.isEmpty else { return false }
        return texts.allSatisfy { setting in
            guard let text = setting.value?.stringLiteral(in: context.tree) else { return false }
            return !text.isEmpty && !text.contains { $0.isLetter || $0.isNumber }
        }
    }

    /// `<receiver>.adjustsFontForContentSizeCategory = true` on the line after the font's statement.
    private func adjustment(after statement: ExpressionNode, target: ChainNode, context: RuleContext) -> Edit? {
        let tokens = context.tree.tokens
        guard let fontToken = target.links.last?.nameToken, let end = context.endOfLine(after: statement.lastToken),
              statement.lastToken + 1 >= tokens.count || tokens[statement.lastToken + 1].startsLine || tokens[statement.lastToken + 1].kind == .endOfFile
        else { return nil }
        let prefix = context.file.text(tokens[target.firstToken].start..<tokens[fontToken].start)
        return .insert(context.file.style.lineEnding + statement.indentation + prefix + "adjustsFontForContentSizeCategory = true", at: end)
    }
}

/// What a type does with fonts besides setting them: scale them itself, or measure text in them.
private struct TypeFonts {
    /// It reads the text size or observes its changes (`traitCollectionDidChange` reading
    /// `preferredContentSizeCategory`, `UIContentSizeCategory.didChangeNotification`).
    var scalesItself = false
    /// A call that measures text in a font (`boundingRect(…attributes:…)`), as written for messages.
    var measuringCall: String?

    /// Members that say a type follows the text size itself.
    static let contentSizeNames: Set<String> = [
        "preferredContentSizeCategory", "UIContentSizeCategory", "UIContentSizeCategoryDidChange", "contentSizeCategoryDidChangeNotification",
    ]
    /// `boundingRect(with:options:attributes:context:)`, `size(withAttributes:)`: text measured in a font.
    static let measuringCalls: [String: String] = ["boundingRect": "attributes", "size": "withAttributes"]

    init(_ type: TypeDeclNode, context: RuleContext) {
        for chain in context.chains where chain.firstToken >= type.firstToken && chain.lastToken <= type.lastToken {
            for link in chain.links {
                if TypeFonts.contentSizeNames.contains(link.name) { scalesItself = true }
                if measuringCall == nil, let label = TypeFonts.measuringCalls[link.name], link.argument(label) != nil {
                    measuringCall = "\(link.name)(…\(label):…)"
                }
            }
        }
    }
}

/// A font the code gives at a literal size: `UIFont.systemFont(ofSize: 15)`, `.boldSystemFont(ofSize: 17)`,
/// `.systemFont(ofSize: 13, weight: .medium)`, `UIFont(name: "Avenir", size: 15)!`.
private struct FixedFont {
    enum Face { case system, monospaced, custom }
    static let systemFactories: Set<String> = ["systemFont", "boldSystemFont", "italicSystemFont"]
    static let monospacedFactories: Set<String> = ["monospacedDigitSystemFont", "monospacedSystemFont"]

    var face: Face
    var size: NumericLiteral
    /// `systemFont(ofSize:)` alone: the text style of that size is the same font.
    var isPlainSystemFont: Bool
    /// `UIFont.systemFont(…)` rather than `.systemFont(…)`.
    var namesType: Bool
    /// A bare `UIFont(name:size:)`, nil when the face is missing.
    var isUncertainCustomFont = false
    let written: String

    var isMonospaced: Bool { face == .monospaced }

    init?(_ value: SettingValue, in statement: ExpressionNode, context: RuleContext) {
        let tree = context.tree
        guard let chain = statement.children.lazy.compactMap({ $0 as? ChainNode }).first(where: { $0.firstToken == value.tokens.lowerBound }),
              let head = chain.links.first else { return nil }
        var links = chain.links[...]
        namesType = head.kind == .name && head.name == "UIFont"
        if namesType, links.count > 1 { links = links.dropFirst() }
        guard links.count == 1, let call = links.first, call.hasCall else { return nil }
        if call.kind == .name, call.name == "UIFont", call.arguments.map(\.label) == ["name", "size"] {
            guard let size = context.numericLiteral(call.argument("size")?.value) else { return nil }
            face = .custom
            self.size = size
            isPlainSystemFont = false
            // `UIFont(name:size:)!` is one chain; `?? fallback` follows it.
            if value.tokens.upperBound == chain.lastToken {
                isUncertainCustomFont = !tree.token(chain.lastToken, is: "!")
            } else if !tree.token(chain.lastToken + 1, is: "??") {
                return nil
            }
        } else {
            guard call.kind == (namesType ? .member : .implicitMember), value.tokens.upperBound == chain.lastToken,
                  call.arguments.first?.label == "ofSize", let size = context.numericLiteral(call.arguments[0].value) else { return nil }
            if Self.systemFactories.contains(call.name) {
                face = .system
            } else if Self.monospacedFactories.contains(call.name) {
                face = .monospaced
            } else {
                return nil
            }
            self.size = size
            isPlainSystemFont = call.name == "systemFont" && call.arguments.count == 1
        }
        written = value.text(in: tree)
    }

    var description: String { "a fixed font (\(ElementDump.singleLine(written, limit: .max)))" }

    /// The style it scales like: the one of exactly its size, else the nearest (the larger of two
    /// equally near), as `dynamic-type-font` chooses.
    func style(for platforms: CodePlatforms) -> TextStyle {
        TextStyle.matching(size: size.value) ?? TextStyle.nearest(to: size.value)
    }

    /// `preferredFont(forTextStyle:)` when the style is the same font on every platform the code
    /// builds for, else the font as written inside `UIFontMetrics`.
    private func usesTextStyle(_ platforms: CodePlatforms) -> Bool {
        isPlainSystemFont && TextStyle.matching(size: size.value) != nil && platforms.haveIOSTextStyleSizes
    }

    func scaled(_ text: String, platforms: CodePlatforms) -> String {
        let style = style(for: platforms).kitName
        if usesTextStyle(platforms) { return (namesType ? "UIFont" : "") + ".preferredFont(forTextStyle: .\(style))" }
        return "UIFontMetrics(forTextStyle: .\(style)).scaledFont(for: \(text))"
    }

    func scaledDescription(platforms: CodePlatforms) -> String {
        let style = style(for: platforms).kitName
        return usesTextStyle(platforms) ? "the .\(style) text style, which has that size" : "UIFontMetrics like .\(style), keeping its size, weight and face"
    }
}
