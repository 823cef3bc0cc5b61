/// Custom UIKit overlays laid over a screen that VoiceOver does not treat as modal.
public struct UIKitModalRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "uikit-modal",
        name: "UIKit custom overlays are modal for VoiceOver",
        summary: "Finds custom overlays added with `addSubview` over a screen: a dimming view (a translucent tint such as `UIColor.black.withAlphaComponent(0.4)`, or a blur) that fills a window or a view controller's view with a popup, menu or sheet shown in it or beside it, a popup view of the file's own class that adds itself over a whole window (or a view of the project's own class added over one), and a window the code raises over the app (`windowLevel = .alert` or `.statusBar`, `makeKeyAndVisible()`) with a controller of the project's own as its root (a custom sheet, tour or lock screen); when nothing in the code that shows it, nor in the classes of what it shows, sets `accessibilityViewIsModal` (or hides the screen behind with `accessibilityElementsHidden`). The finding also asks for `accessibilityPerformEscape()` when nothing overrides it. Reported, not rewritten.",
        rationale: "A sighted person sees the dimmed screen and knows only the popup counts. VoiceOver does not see the dimming: swiping moves on from the popup to the buttons behind it, which do nothing or act on a screen the person thinks is covered (WCAG 2.4.3, Focus Order). `accessibilityViewIsModal = true` on the view that holds the popup makes VoiceOver ignore its siblings, the screen behind; `accessibilityPerformEscape()` lets the two-finger scrub close it, as it closes a system alert.",
        notes: """
        Measured on 18 UIKit apps of the real-app corpus (GitHawk, owncloud, talk-ios, pocket-casts, simplenote, mastodon-ios, habitica, duckduckgo, AltStore, GoMap, anytype, NetNewsWire, home-assistant, openhab-ios, Bark, passforios, Aidoku, mullvad): 3 findings, all judged true (pocket-casts' options sheet, feature tour and file details card, each a controller in a window raised to the alert level, which VoiceOver reads together with the app's window under it). A small sample: most apps present their sheets, which UIKit makes modal. A controller whose own view is a dimmed backdrop (Aidoku's mini modal, presented `.overFullScreen`) was reported before the screen-building methods were left alone, and was judged false.

        Only what covers a screen is an overlay of this kind. Left alone: a toast or banner (its frame does not cover what it is added to), a tint with `isUserInteractionEnabled = false` (touches pass through it: nothing is blocked), an opaque view (an empty state, a cover: what is behind is not meant to be seen, nor is it reachable by touch), a dimming view added while the screen is built (`viewDidLoad`, `loadView`, `init`, `awakeFromNib`, `viewWillAppear`, `viewDidAppear`, the methods of the type they call, a lazy property's closure) unless it starts hidden with `isHidden = true` (a player's scrim under its controls is part of the screen; a controller whose own view is a dimmed backdrop and a sheet is the popup itself, and whether it is presented, which makes it modal, or embedded as a child, which does not, is decided in another file), a tint with nothing over it and no tap, a loading overlay that shows only a spinner or a progress bar (a wait: it wants an announcement, not a trap), views added to anything but a window or a view controller's own view (a cell's highlight, a presentation controller's `containerView`: `present(_:animated:)` makes its controller modal itself), and `UIAlertController`, `UIActivityViewController` and other presented controllers.

        Covering means a frame from bounds (`view.bounds`, `window.bounds`, `UIScreen.main.bounds`), its four edges pinned to the container or its superview, SnapKit's `edges`, or a helper whose name says edges (`pinEdges(to:)`) or `fill…Superview()`. Modality counts wherever the team set it around the overlay: on the backdrop, on the popup beside it, on either's class in the file, or in the type that shows it (`accessibilityViewIsModal`, or `accessibilityElementsHidden` on the screen behind). A backdrop or popup of the project's own class declared in another file is judged by its class, which the project index reads: one that names `accessibilityViewIsModal` is left alone, and so is every such view when there is no index to ask (a file checked alone); such a view is reported only when it covers a whole window, since what it draws is in its own file. A raised window is reported only when its root controller's class is known (`self`, a construction, a property or local whose type says it) and is the project's own (declared in the file, or a view controller the project index knows), not a system or framework controller (one that only presents an alert, `SFSafariViewController`); and windows that are not raised (a toast window that keeps the level of the app's window) or that let every touch through (`isUserInteractionEnabled = false`: a screen dimmer's tint) are left alone. Which view to make modal (the one that holds the popup, so the backdrop and the screen are its siblings) and what escaping does is for a person: no fix.
        """,
        severity: .degrades, wcag: ["2.4.3"], nutritionLabels: [.voiceOver], fixSafety: .none, seeds: ["000", "001"],
        triggeringExamples: [
            // A dimming view over the window, with the popup added beside it.
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                private let dimmingView = UIView()
                private let ratingPopup = UIStackView()

                @objc private func rateEpisode() {
                    guard let window = view.window else { return }
                    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    dimmingView.frame = window.bounds
                    ↓window.addSubview(dimmingView)
                    window.addSubview(ratingPopup)
                }
            }
            """),
            // Pinned to the controller's view, dismissed by a tap on the backdrop.
            RuleExample("""
            import UIKit

            final class LibraryViewController: UIViewController {
                private let backdrop = UIView()
                private let sortMenu = UIStackView()

                @objc private func showSortMenu() {
                    backdrop.backgroundColor = UIColor(white: 0, alpha: 0.5)
                    backdrop.translatesAutoresizingMaskIntoConstraints = false
                    backdrop.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideSortMenu)))
                    ↓view.addSubview(backdrop)
                    NSLayoutConstraint.activate([
                        backdrop.topAnchor.constraint(equalTo: view.topAnchor),
                        backdrop.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        backdrop.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        backdrop.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    view.addSubview(sortMenu)
                }

                @objc private func hideSortMenu() {
                    backdrop.removeFromSuperview()
                    sortMenu.removeFromSuperview()
                }
            }
            """),
            // A popup of its own class that adds itself over the key window.
            RuleExample("""
            import UIKit

            final class RatingPopupView: UIView {
                private let titleLabel = UILabel()
                private let rateButton = UIButton(type: .system)
                private let laterButton = UIButton(type: .system)

                func show() {
                    guard let window = UIApplication.shared.windows.first(where: \\.isKeyWindow) else { return }
                    frame = window.bounds
                    backgroundColor = UIColor.black.withAlphaComponent(0.3)
                    addSubview(titleLabel)
                    addSubview(rateButton)
                    addSubview(laterButton)
                    ↓window.addSubview(self)
                }
            }
            """),
            // A blur, with the card inside it.
            RuleExample("""
            import UIKit

            final class PlayerViewController: UIViewController {
                private let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                private let sleepTimerCard = UIView()

                @objc private func showSleepTimer() {
                    blurView.frame = view.bounds
                    blurView.addSubview(sleepTimerCard)
                    ↓view.addSubview(blurView)
                }
            }
            """),
            // Over the navigation controller's view, so the navigation bar is covered too.
            RuleExample("""
            import UIKit

            final class InboxViewController: UITableViewController {
                private let overlay = UIView()
                private let composeSheet = UIView()

                func showComposer() {
                    guard let container = navigationController?.view else { return }
                    overlay.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 0.45)
                    overlay.frame = container.bounds
                    overlay.addSubview(composeSheet)
                    ↓navigationController?.view.addSubview(overlay)
                }
            }
            """),
            // A tint faded in with alpha, pinned by the project's helper.
            RuleExample("""
            import UIKit

            final class FiltersViewController: UIViewController {
                private let shade = UIView()
                private let filterSheet = UIStackView()

                func presentFilters() {
                    shade.backgroundColor = .black
                    shade.alpha = 0.4
                    shade.addSubview(filterSheet)
                    ↓view.addSubview(shade)
                    shade.pinEdges(to: view)
                }
            }
            """),
            RuleExample("""
            import UIKit

            final class LoginViewController: UIViewController {
                private let errorOverlay = UIView()
                private let messageLabel = UILabel()
                private let retryButton = UIButton(type: .system)

                func showError() {
                    #if os(iOS)
                    errorOverlay.backgroundColor = UIColor.black.withAlphaComponent(0.6)
                    errorOverlay.frame = UIScreen.main.bounds
                    errorOverlay.addSubview(messageLabel)
                    errorOverlay.addSubview(retryButton)
                    ↓UIApplication.shared.keyWindow?.addSubview(errorOverlay)
                    #endif
                }
            }
            """),
            // The escape is there, the modality is not: VoiceOver still reads the screen behind.
            RuleExample("""
            import UIKit

            final class ShareViewController: UIViewController {
                private let dimmingView = UIView()
                private let sharePanel = UIView()

                func showSharePanel() {
                    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.5)
                    dimmingView.frame = view.bounds
                    ↓view.addSubview(dimmingView)
                    view.addSubview(sharePanel)
                }

                override func accessibilityPerformEscape() -> Bool {
                    dimmingView.removeFromSuperview()
                    sharePanel.removeFromSuperview()
                    return true
                }
            }
            """),
            // A popup class pinned to the window with anchors.
            RuleExample("""
            import UIKit

            final class WhatsNewView: UIView {
                private let titleLabel = UILabel()
                private let continueButton = UIButton(type: .system)

                func present(in window: UIWindow) {
                    backgroundColor = UIColor(white: 0, alpha: 0.5)
                    addSubview(titleLabel)
                    addSubview(continueButton)
                    translatesAutoresizingMaskIntoConstraints = false
                    ↓window.addSubview(self)
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: window.topAnchor),
                        bottomAnchor.constraint(equalTo: window.bottomAnchor),
                        leftAnchor.constraint(equalTo: window.leftAnchor),
                        rightAnchor.constraint(equalTo: window.rightAnchor),
                    ])
                }
            }
            """),
            // A dimming view made where it is shown, with a tap that closes the popover beside it.
            RuleExample("""
            import UIKit

            final class ProfileViewController: UIViewController {
                private let badgeInfo = UIView()

                @objc private func showBadgeInfo() {
                    let scrim = UIView()
                    scrim.backgroundColor = UIColor.black.withAlphaComponent(0.25)
                    scrim.frame = view.bounds
                    scrim.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(hideBadgeInfo)))
                    ↓view.addSubview(scrim)
                    view.addSubview(badgeInfo)
                }

                @objc private func hideBadgeInfo() {}
            }
            """),
            // A dimming view that starts hidden in viewDidLoad and is shown with the side menu.
            RuleExample("""
            import UIKit

            final class BrowserViewController: UIViewController {
                private let lidView = UIView()
                private let sideMenu = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    lidView.backgroundColor = UIColor(white: 0, alpha: 0.5)
                    lidView.isHidden = true
                    lidView.frame = view.bounds
                    lidView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleSideMenu)))
                    ↓view.addSubview(lidView)
                    view.addSubview(sideMenu)
                }

                @objc private func toggleSideMenu() {
                    lidView.isHidden.toggle()
                }
            }
            """),
            // A window raised over the app with a custom sheet as its root.
            RuleExample("""
            import UIKit

            final class OptionsSheetViewController: UIViewController {
                let stackView = UIStackView()
            }

            final class OptionsPicker {
                private var window: UIWindow?
                private let sheet = OptionsSheetViewController()

                func show() {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = sheet
                    window?.windowLevel = UIWindow.Level.alert
                    ↓window?.makeKeyAndVisible()
                }
            }
            """),
        ],
        nonTriggeringExamples: [
            // A dimmer's tint over the status bar lets every touch through: nothing in it to read, nothing behind it to hide.
            RuleExample("""
            import UIKit

            final class DimmingViewController: UIViewController {}

            final class ScreenDimmer {
                private let overlayWindow = UIWindow(frame: UIScreen.main.bounds)

                init(dimming: CGFloat) {
                    overlayWindow.windowLevel = UIWindow.Level.statusBar
                    overlayWindow.backgroundColor = .black
                    overlayWindow.alpha = dimming
                    overlayWindow.rootViewController = DimmingViewController()
                    overlayWindow.makeKeyAndVisible()
                    overlayWindow.isUserInteractionEnabled = false
                }
            }
            """),
            // The lock screen's window is made modal.
            RuleExample("""
            import UIKit

            final class PinLockViewController: UIViewController {}

            final class AppLockCoordinator {
                private var lockWindow: UIWindow?

                func lock() {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.windowLevel = .alert
                    window.rootViewController = PinLockViewController()
                    window.accessibilityViewIsModal = true
                    window.makeKeyAndVisible()
                    lockWindow = window
                }
            }
            """),
            // A framework's controller in a raised window: not the project's own custom UI.
            RuleExample("""
            import SafariServices
            import UIKit

            final class HelpLinkRouter {
                private var window: UIWindow?

                func open(_ url: URL) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.windowLevel = .alert
                    window.rootViewController = SFSafariViewController(url: url)
                    window.makeKeyAndVisible()
                    self.window = window
                }
            }
            """),
            // A window that only hosts a presented alert: the alert is presented, so it is modal.
            RuleExample("""
            import UIKit

            final class ErrorPresenter {
                private var window: UIWindow?

                func show(_ alert: UIAlertController) {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    window.rootViewController = UIViewController()
                    window.windowLevel = UIWindow.Level.alert
                    window.makeKeyAndVisible()
                    window.rootViewController?.present(alert, animated: true)
                    self.window = window
                }
            }
            """),
            // Made modal.
            RuleExample("""
            import UIKit

            final class EpisodeViewController: UIViewController {
                private let dimmingView = UIView()
                private let ratingPopup = UIStackView()

                @objc private func rateEpisode() {
                    guard let window = view.window else { return }
                    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    dimmingView.frame = window.bounds
                    dimmingView.addSubview(ratingPopup)
                    dimmingView.accessibilityViewIsModal = true
                    window.addSubview(dimmingView)
                }
            }
            """),
            // The popup's class makes itself modal in its init.
            RuleExample("""
            import UIKit

            final class RatingPopupView: UIView {
                private let rateButton = UIButton(type: .system)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    accessibilityViewIsModal = true
                    addSubview(rateButton)
                }

                required init?(coder: NSCoder) { fatalError() }

                func show(in window: UIWindow) {
                    frame = window.bounds
                    window.addSubview(self)
                }

                override func accessibilityPerformEscape() -> Bool {
                    removeFromSuperview()
                    return true
                }
            }
            """),
            // A toast: a strip at the bottom, the screen stays usable.
            RuleExample("""
            import UIKit

            final class DownloadsViewController: UIViewController {
                private let toast = UIView()
                private let toastLabel = UILabel()

                func showSavedToast() {
                    toast.backgroundColor = UIColor.black.withAlphaComponent(0.8)
                    toast.frame = CGRect(x: 16, y: view.bounds.height - 80, width: view.bounds.width - 32, height: 48)
                    toast.addSubview(toastLabel)
                    view.addSubview(toast)
                }
            }
            """),
            // Touches pass through the tint: nothing is blocked.
            RuleExample("""
            import UIKit

            final class CelebrationViewController: UIViewController {
                private let confettiView = UIView()
                private let badge = UIImageView()

                func celebrate() {
                    confettiView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
                    confettiView.isUserInteractionEnabled = false
                    confettiView.frame = view.bounds
                    confettiView.addSubview(badge)
                    view.window?.addSubview(confettiView)
                }
            }
            """),
            // A presented controller: UIKit makes it modal.
            RuleExample("""
            import UIKit

            final class SettingsViewController: UITableViewController {
                func confirmSignOut() {
                    let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
                    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    present(alert, animated: true)
                }

                func showPaywall() {
                    let paywall = PaywallViewController()
                    paywall.modalPresentationStyle = .overFullScreen
                    present(paywall, animated: true)
                }
            }
            """),
            // A loading overlay: a wait behind a spinner, not a dialog.
            RuleExample("""
            import UIKit

            final class CheckoutViewController: UIViewController {
                private let loadingOverlay = UIView()
                private let spinner = UIActivityIndicatorView(style: .large)

                func showLoading() {
                    loadingOverlay.backgroundColor = UIColor.black.withAlphaComponent(0.3)
                    loadingOverlay.frame = view.bounds
                    loadingOverlay.addSubview(spinner)
                    view.addSubview(loadingOverlay)
                    spinner.startAnimating()
                }
            }
            """),
            // A scrim laid out with the player's controls, part of the screen.
            RuleExample("""
            import UIKit

            final class VideoPlayerViewController: UIViewController {
                private let scrimView = UIView()
                private let playButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    scrimView.backgroundColor = UIColor.black.withAlphaComponent(0.35)
                    scrimView.frame = view.bounds
                    scrimView.addSubview(playButton)
                    view.addSubview(scrimView)
                }
            }
            """),
            // A controller that is itself the popup: presented (modal already) or embedded where this file cannot see.
            RuleExample("""
            import UIKit

            class MiniModalViewController: UIViewController {
                let containerView = UIView()

                lazy var dimmedView: UIView = {
                    let view = UIView()
                    view.backgroundColor = .black
                    view.alpha = 0.6
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpViews()
                }

                private func setUpViews() {
                    dimmedView.frame = view.bounds
                    dimmedView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissModal)))
                    view.addSubview(dimmedView)
                    view.addSubview(containerView)
                }

                @objc private func dismissModal() {
                    dismiss(animated: true)
                }
            }
            """),
            // A presentation controller's dimming view: present(_:animated:) makes the presented controller modal.
            RuleExample("""
            import UIKit

            final class CardPresentationController: UIPresentationController {
                private let dimmingView = UIView()

                override func presentationTransitionWillBegin() {
                    guard let containerView else { return }
                    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    dimmingView.frame = containerView.bounds
                    containerView.addSubview(dimmingView)
                }
            }
            """),
            // The popup is the project's own view declared in another file: its init may make it modal.
            RuleExample("""
            import UIKit

            final class TagsViewController: UIViewController {
                private let dimmingView = UIView()

                func showTagPicker() {
                    let picker = TagPickerView()
                    dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    dimmingView.frame = view.bounds
                    view.addSubview(dimmingView)
                    view.addSubview(picker)
                }
            }
            """),
            // The screen behind is hidden from VoiceOver while the menu is up.
            RuleExample("""
            import UIKit

            final class HomeViewController: UIViewController {
                private let contentView = UIView()
                private let menuBackdrop = UIView()
                private let menu = UIStackView()

                func openMenu() {
                    menuBackdrop.backgroundColor = UIColor.black.withAlphaComponent(0.4)
                    menuBackdrop.frame = view.bounds
                    view.addSubview(menuBackdrop)
                    view.addSubview(menu)
                    contentView.accessibilityElementsHidden = true
                }
            }
            """),
            // An opaque cover: nothing behind can be seen or touched.
            RuleExample("""
            import UIKit

            final class NotesViewController: UIViewController {
                private let emptyStateView = UIView()
                private let createButton = UIButton(type: .system)

                func showEmptyState() {
                    emptyStateView.backgroundColor = .systemBackground
                    emptyStateView.frame = view.bounds
                    emptyStateView.addSubview(createButton)
                    view.addSubview(emptyStateView)
                }
            }
            """),
            // A highlight inside a cell, not over a screen.
            RuleExample("""
            import UIKit

            final class EpisodeCell: UITableViewCell {
                private let highlightView = UIView()
                private let titleLabel = UILabel()

                func showHighlight() {
                    highlightView.backgroundColor = UIColor.black.withAlphaComponent(0.1)
                    highlightView.frame = contentView.bounds
                    highlightView.addSubview(titleLabel)
                    contentView.addSubview(highlightView)
                }
            }
            """),
        ],
        corrections: []
    )

    public func findings(in context: RuleContext) -> [Finding] {
        let overlays = OverlayViews(context: context)
        let views = overlays.overlays().map { overlay in
            let element = overlay.element
            let subject = element.binding == .self ? "this \(element.typeName)" : "'\(element.name)'"
            let escape = overlay.hasEscape ? "" : ", and override accessibilityPerformEscape() to close it with the two-finger scrub"
            return finding("\(subject) is laid over the screen as a modal overlay, but nothing sets accessibilityViewIsModal: VoiceOver still reads and activates the content behind it; set accessibilityViewIsModal = true on the view that holds the overlay's content\(escape)",
                           at: overlay.placement)
        }
        let windows = overlays.overlayWindows().map { window in
            finding("'\(window.window)' is raised over the app with \(window.controller) as its root, but nothing sets accessibilityViewIsModal: VoiceOver still reads and activates the app's window under it; set accessibilityViewIsModal = true on the window (or its root controller's view), and where it can be dismissed override accessibilityPerformEscape()",
                    at: window.presentation)
        }
        return (views + windows).sorted { $0.offset < $1.offset }
    }
}
